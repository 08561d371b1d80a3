"""The game's words and every message of the program, one module per language.

One place holds the vocabularies (issue "At the table, in Russian"): `terms` has the
game's words and the input words read by `notation`; `messages_<lang>.py` holds every
message of one language (messages_en.py, messages_ru.py), keyed by the same keys. Code
never writes a sentence for the user itself: it builds a `Msg(key, **values)` and the
edge (the CLI, the renderer) says it in the user's language with `say(msg, lang)`.

The languages are the files: adding messages_<lang>.py adds a language to LANGS, found by
listing this folder, without importing any. A command imports the language it speaks,
and English when something is said with str().

Templates are `str.format` templates; `{n:@trick}` is the plural of a word for the
number n (1 trick, 3 tricks; 1 взятка, 3 взятки, 5 взяток), from PLURALS.
"""
from __future__ import annotations

import os
import string
from functools import lru_cache
from typing import Any

from .terms import ACES_WORDS, DUMMY_WORDS, STRAIN_WORDS, TERMS

__all__ = ["ACES_WORDS", "DUMMY_WORDS", "LANGS", "Msg", "PLURALS", "STRAIN_WORDS", "TERMS",
           "catalog", "plural", "say"]

_PREFIX = "messages_"
LANGS: tuple[str, ...] = tuple(sorted(
    name[len(_PREFIX):-3] for name in os.listdir(os.path.dirname(__file__))
    if name.startswith(_PREFIX) and name.endswith(".py")))

# Word forms for counts: English (one, many); Russian (1 and 21, 2–4 and 22–24, 5–20 and 0).
PLURALS: dict[str, tuple[tuple[str, str], tuple[str, str, str]]] = {
    "trick": (("trick", "tricks"), ("взятка", "взятки", "взяток")),
    "point": (("point", "points"), ("очко", "очка", "очков")),
    "event": (("event", "events"), ("событие", "события", "событий")),
    "rubber": (("rubber", "rubbers"), ("роббер", "роббера", "робберов")),
    "game": (("game", "games"), ("партия", "партии", "партий")),
    "problem": (("problem", "problems"), ("ошибка", "ошибки", "ошибок")),
    "player": (("player", "players"), ("игрок", "игрока", "игроков")),
    "honour": (("honour", "honours"), ("онёр", "онёра", "онёров")),
    "ace": (("ace", "aces"), ("туз", "туза", "тузов")),
    "revoke": (("revoke", "revokes"), ("ренонс", "ренонса", "ренонсов")),
    "character": (("character", "characters"), ("знак", "знака", "знаков")),
    "byte": (("byte", "bytes"), ("байт", "байта", "байт")),
    "card": (("card", "cards"), ("карта", "карты", "карт")),
    "time": (("time", "times"), ("раз", "раза", "раз")),
    "second": (("second", "seconds"), ("секунда", "секунды", "секунд")),
    "deal": (("deal", "deals"), ("сдача", "сдачи", "сдач")),
    "backup": (("backup", "backups"), ("копия", "копии", "копий")),
    "session": (("session", "sessions"), ("запись", "записи", "записей")),
}


def plural(word: str, n: int, lang: str) -> str:
    """The form of `word` that goes with the number n in `lang`."""
    en, ru = PLURALS[word]
    n = abs(int(n))
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return ru[0]
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return ru[1]
        return ru[2]
    return en[0] if n == 1 else en[1]


class Msg:
    """Something to tell the user: a catalog key and the values it mentions.

    `str(msg)` is the English text (for logs and tests); `say(msg, lang)` any language.
    Values may be Msgs themselves, said in the same language.
    """

    __slots__ = ("key", "values")

    def __init__(self, key: str, **values: Any) -> None:
        self.key = key
        self.values = values

    def __str__(self) -> str:
        return say(self, "en")

    def __repr__(self) -> str:
        return f"Msg({self.key!r}, {self.values!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and (self.key, self.values) == (other.key, other.values)

    def __hash__(self) -> int:
        return hash(self.key)


class _Formatter(string.Formatter):
    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec.startswith("@"):
            return plural(format_spec[1:], value, self.lang)
        return super().format_field(value, format_spec)


def say(message: Msg | str, lang: str = "en") -> str:
    """The message in `lang` (one of LANGS, else English); plain text is said as it is."""
    if not isinstance(message, Msg):
        return message
    lang = lang if lang in LANGS else "en"
    template = catalog(lang)[message.key]
    values = {k: say(v, lang) if isinstance(v, Msg) else v for k, v in message.values.items()}
    return _Formatter(lang).vformat(template, (), values)


@lru_cache(maxsize=None)
def _language(lang: str):
    import importlib
    return importlib.import_module(f"{__name__}.{_PREFIX}{lang}")


def catalog(lang: str = "en") -> dict:
    """Every message of one language: key -> its text."""
    return _language(lang).MESSAGES
