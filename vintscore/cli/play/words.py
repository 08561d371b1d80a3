"""The words that steer `vint play` at any prompt, in both languages (issue 13).

A word is read only where the question does not take it as its answer: `pass` is an
all-pass at the contract, but "none" among the coronets and a defender's pass in a pulya.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...text import casefolded

# name -> its forms, folded. English forms work in a Russian session and the reverse.
WORDS: dict[str, tuple[str, ...]] = {
    "help": ("?", "help", "помощь", "справка"),
    "sheet": ("sheet", "лист", "запись"),
    "log": ("log", "журнал"),
    "undo": ("undo", "отмена", "назад"),
    "redo": ("redo", "повтор", "вперёд", "вперед"),
    "edit": ("edit", "правка", "исправить"),
    # The Russian sheet says a voided event is «отменено»: «отменить N» is void N.
    "void": ("void", "вычеркнуть", "отменить", "аннулировать"),
    "restore": ("restore", "вернуть", "восстановить"),
    "quit": ("quit", "q", "exit", "выход", "конец"),
}
NUMBERED = ("edit", "void", "restore")  # these take the number of an event


def starts_of(game: Any) -> dict[str, tuple[str, ...]]:
    """The words that start events: the game's own (`Game.play_words`), then every other
    registered game's, so that a word of another game is known, and refused as not this
    game's (steer.py), never read as an answer."""
    from ...games import game_of
    from ...registry import names
    found: dict[str, tuple[str, ...]] = dict(game.play_words)
    for other in names():
        for name, forms in game_of(other).play_words.items():
            found.setdefault(name, forms)
    return found


def words_of(starts: Mapping[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    """The steering words, and the words that start the game's events' questions (its
    `Game.play_words`: the command of the form each starts, and its forms), before quit."""
    steering = dict(WORDS)
    quit_ = steering.pop("quit")
    return {**steering, **{k: tuple(casefolded(w) for w in v) for k, v in starts.items()},
            "quit": quit_}


@dataclass(frozen=True)
class Word:
    """A steering word as typed: its name, what followed it, and the typed form."""

    name: str
    rest: str
    typed: str

    @property
    def number(self) -> int | None:
        rest = self.rest.strip()
        return int(rest) if rest.isdigit() else None


def word_of(answer: str, starts: Mapping[str, tuple[str, ...]]) -> Word | None:
    """The steering word an answer begins with, or None ('edit 3': edit, '3'); `starts`,
    the game's words that start its events (`Game.play_words`)."""
    head, _, rest = answer.strip().partition(" ")
    folded = casefolded(head)
    for name, forms in words_of(starts).items():
        if folded in forms:
            return Word(name, rest.strip(), head)
    return None
