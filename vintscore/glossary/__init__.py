"""The game's words and every message of the program, one module per language.

The vocabularies are each game's (`games/<game>/terms.py`: its words in both languages and
the input words its notation reads; the cards' own words are vintscore/cards.py's);
`messages_<lang>.py` holds the shared messages of one language (messages_en.py,
messages_ru.py) under the same keys, and each game its own
(`games/<game>/messages_<lang>.py`). Code never
writes a sentence for the user itself: it builds a `Msg(key, **values)` and the edge (the
CLI, the renderer) says it in the user's language with `say(msg, lang)`.

The languages are the files (issue 12): LANGS is found by listing this folder, without
importing anything, so a language is added by adding one file. A command imports the
language it speaks, and English when something is said with str().

A language's module holds its plural rule and its messages (a new language: a new
messages_<lang>.py with all three, every key of messages_en.py in it):

- `plural_category(n)`: the CLDR cardinal category of a whole number n in that language
  ("one"/"other" in English; "one"/"few"/"many" in Russian), and `CATEGORIES`, the ones
  it gives for whole numbers;
- `MESSAGES`: key -> a `str.format` template, or, where a number counts something:

  `counted("n", one="{n} trick short", other="{n} tricks short")`: a whole sentence per
  plural category, chosen by the value named first. Nothing is inflected inside a
  sentence: each form is written out, with the agreement its count needs («нужна 21
  карта», «нужно 14 карт»; «играет 1 игрок», «играют 3 игрока»), and in the grammatical
  case its place needs (after «до» or «не больше», the genitive: «до 21 знака», «до 40
  знаков», «не больше 1 очка»).

  `sentence("{path}: fine — {events}, {rubbers}, …", events=counted("events", one=…),
  rubbers=counted("rubbers", one=…))`: for a message with two or more counts. Each count
  is said as a counted noun phrase ("2 events", «2 события») written for this sentence
  only, in the case the sentence needs at that place, and the sentence uses the phrase
  where it names the value. (A choice of whole sentences for every combination of
  categories would be 3 × 3 = 9 Russian sentences for two counts and 81 for the four
  of storage.name.long; a phrase shared by nothing else, in its own case, says the same.)
  The sentence itself may be `counted` too, by another value, where a verb agrees.

Every form of a message names the same values in every language (tests/core/test_glossary.py).
"""
from __future__ import annotations

import os
import re
import string
from collections.abc import Callable
from functools import cache
from operator import index
from typing import Any

__all__ = ["LANGS", "Counted", "Msg", "Phrase", "Quoted", "Sentence", "catalog", "cited",
           "counted", "every_message", "has", "own", "plural_category", "say", "sayer",
           "sentence"]

_PREFIX = "messages_"
LANGS: tuple[str, ...] = tuple(sorted(
    name[len(_PREFIX):-3] for name in os.listdir(os.path.dirname(__file__))
    if name.startswith(_PREFIX) and name.endswith(".py")))


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


class Phrase(str):
    """Text that code builds from names and the game's words, said in each language its own
    way: the str is the English form (JSON, the file's words, sorting); `said(lang)` is what
    `say` prints, alone or as a message's value ('Anna & dummy', «Аня и болван»)."""

    def said(self, lang: str) -> str:
        return str.__str__(self)


class Quoted(Phrase):
    """Text that arrives quoted in Python's way ('ИГРОК', as Click words it), said with the
    language's own quotes where it has them («ИГРОК»: review row 58)."""

    def said(self, lang: str) -> str:
        quotes = getattr(_language(lang if lang in LANGS else "en"), "QUOTES", None) or ("'", "'")
        text = str.__str__(self)
        return re.sub(r"'([^']*)'", lambda m: f"{quotes[0]}{_line(m[1])}{quotes[1]}", text)


class Counted:
    """A text per plural category, chosen by the whole number in the value `by`."""

    __slots__ = ("by", "forms")

    def __init__(self, by: str, forms: dict[str, str]) -> None:
        self.by = by
        self.forms = forms

    def __repr__(self) -> str:
        return f"counted({self.by!r}, {self.forms!r})"


class Sentence:
    """A template (or a Counted) whose counts are said by counted phrases of their own."""

    __slots__ = ("phrases", "text")

    def __init__(self, text: str | Counted, phrases: dict[str, Counted]) -> None:
        self.text = text
        self.phrases = phrases

    def __repr__(self) -> str:
        return f"sentence({self.text!r}, {self.phrases!r})"


def counted(by: str, **forms: str) -> Counted:
    """A whole text per plural category (one=…, few=…, many=…, other=…) of the value `by`."""
    return Counted(by, forms)


def sentence(text: str | Counted, **phrases: Counted) -> Sentence:
    """A message with several counts: each value named here is said by its phrase."""
    return Sentence(text, phrases)


def say(message: Msg | str, lang: str = "en") -> str:
    """The message in `lang` (one of LANGS, else English); plain text is said as it is."""
    if not isinstance(message, Msg):
        return message.said(lang) if isinstance(message, Phrase) else message
    lang = lang if lang in LANGS else "en"
    language = _language(lang)
    text = _text(message.key, lang)
    raw = message.values
    values = {k: say(v, lang) if isinstance(v, (Msg, Phrase)) else v for k, v in raw.items()}
    if type(text) is str:
        return _format(text, values, language)
    if isinstance(text, Sentence):
        said = {name: _format(_pick(phrase, raw, language), values, language)
                for name, phrase in text.phrases.items()}
        values.update(said)
        text = text.text
    return _format(_pick(text, raw, language), values, language)


# A value quoted as typed ({text!r}) is shown up to this many characters, then "…": a
# refusal quotes at most a line's worth of a very long answer (issue 25).
MAX_QUOTED = 40


def _line(text: str) -> str:
    return text if len(text) <= MAX_QUOTED else text[:MAX_QUOTED - 1] + "…"


def _format(template: str, values: dict[str, Any], language) -> str:
    """The template filled in; a value shown as typed ({text!r}) in the language's quotes
    when it has its own (QUOTES: «Юра» in Russian), else Python's ('Yura'), at most
    MAX_QUOTED characters of it."""
    if "!r}" not in template:
        return template.format_map(values)
    return _Quoting(getattr(language, "QUOTES", None)).vformat(template, (), values)


class _Quoting(string.Formatter):
    def __init__(self, quotes: tuple[str, str] | None) -> None:
        self.quotes = quotes

    def convert_field(self, value: Any, conversion: str | None) -> Any:
        if conversion != "r":
            return super().convert_field(value, conversion)
        if isinstance(value, str):
            value = _line(value)
        shown = repr(value)
        if self.quotes is None:
            return shown
        if isinstance(value, str):  # repr's escapes (control and invisible signs) stay
            shown = shown[1:-1].replace("\\'", "'").replace('\\"', '"')
        return f"{self.quotes[0]}{shown}{self.quotes[1]}"


def _pick(text: str | Counted, raw: dict[str, Any], language) -> str:
    if isinstance(text, str):
        return text
    return text.forms[language.plural_category(index(raw[text.by]))]


@cache
def _language(lang: str):
    import importlib
    return importlib.import_module(f"{__name__}.{_PREFIX}{lang}")


# A game's messages live with the game: keys named `GAME.…` (its name in the registry,
# vintscore/games) are in that game's package, `messages_<lang>.py` (MESSAGES only: the
# plural rule and the quotes are the language's, here). A command loads the catalogue of
# the game it speaks of, and no other.
@cache
def _game_messages(game: str, lang: str) -> dict[str, str | Counted | Sentence] | None:
    import importlib

    from ..registry import package_of
    package = package_of(game)
    if package is None:
        return None
    messages: dict[str, str | Counted | Sentence] = importlib.import_module(
        f"{package}.{_PREFIX}{lang}").MESSAGES
    return messages


def _text(key: str, lang: str) -> str | Counted | Sentence:
    """The text of `key` in `lang` (one of LANGS): the shared catalogue's, or its game's;
    KeyError when neither has it."""
    text = _language(lang).MESSAGES.get(key)
    if text is None:
        own = _game_messages(key.partition(".")[0], lang)
        if own is None:
            raise KeyError(key)
        text = own[key]
    return text


def has(key: str, lang: str = "en") -> bool:
    """Whether `key` is a message (of the shared catalogue or of its game)."""
    try:
        _text(key, lang if lang in LANGS else "en")
    except KeyError:
        return False
    return True


def own(game: str | None, key: str) -> str:
    """The key a game says a shared message by: `GAME.key` when that game's catalogue
    holds its own version of `key` (bridge's pass-out is «все спасовали», Preferans's
    «распасы», Vint's «распасовка»: issue 35), else the shared `key`. The shared code says
    `Msg(own(game, "play.passed"), …)` and names no game; the game's version takes the same
    values (tests/core/test_i35_words.py)."""
    if game:
        mine = f"{game}.{key}"
        if mine in (_game_messages(game, "en") or {}):
            return mine
    return key


# A rule's id as a message's own text cites it: "(P5)", "(V1, V2)" (vintscore/rules): the
# letters of a game's ids, one or two capitals (every game's `rule_ids` are: the tests of
# the registry say so), and a number.
_CITED = re.compile(r"\(([A-Z]{1,2}[0-9]{1,2})[),]")


def sayer(lang: str) -> Callable[..., str]:
    """The glossary said in `lang`: t("vint.export.table") is its text."""
    def t(key: str, **values: Any) -> str:
        return say(Msg(key, **values), lang)
    return t


def cited(message: Msg | str, lang: str = "en") -> str:
    """The first rule id that a message's text cites in `lang` (not its values' text, which
    may be a player's name: those that are messages are read in turn), or ''."""
    if not isinstance(message, Msg):
        return ""
    text = _text(message.key, lang if lang in LANGS else "en")
    parts: list[str | Counted] = [text.text, *text.phrases.values()] if isinstance(
        text, Sentence) else [text]
    for part in parts:
        for form in (part.forms.values() if isinstance(part, Counted) else (part,)):
            found = _CITED.search(form)
            if found:
                return found[1]
    return next((rule for v in message.values.values() if (rule := cited(v, lang))), "")


def catalog(lang: str = "en", game: str | None = None) -> dict[str, str | Counted | Sentence]:
    """The messages of one language: key -> its text (a template, Counted or Sentence);
    the shared catalogue, or with `game` that game's own (empty when it has none)."""
    if game is None:
        return _language(lang).MESSAGES
    return _game_messages(game, lang) or {}


def every_message(lang: str = "en") -> dict[str, str | Counted | Sentence]:
    """Every message of one language, the shared ones and every game's (it loads them all:
    for the tests and the checks that read the whole catalogue, never for a command)."""
    from ..registry import names
    merged = dict(_language(lang).MESSAGES)
    for game in names():
        merged.update(catalog(lang, game))
    return merged


def plural_category(n: int, lang: str = "en") -> str:
    """The CLDR cardinal category of the whole number n in `lang`: 'one', 'few', …"""
    return _language(lang).plural_category(index(n))
