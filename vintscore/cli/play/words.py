"""The words that steer `vint play` at any prompt, in both languages (issue 13).

A word is read only where the question does not take it as its answer: `pass` is an
all-pass at the contract, but "none" among the coronets and a defender's pass in a pulya.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...text import fold

# name -> its forms, folded. English forms work in a Russian session and the reverse.
WORDS: dict[str, tuple[str, ...]] = {
    "help": ("?", "help", "помощь", "справка"),
    "sheet": ("sheet", "лист", "запись"),
    "log": ("log", "журнал"),
    "pass": ("pass", "пас", "распас", "распасы", "распасовка"),
    "undo": ("undo", "отмена", "назад"),
    "redo": ("redo", "повтор", "вперёд", "вперед"),
    "edit": ("edit", "правка", "исправить"),
    # The Russian sheet says a voided event is «отменено»: «отменить N» is void N.
    "void": ("void", "вычеркнуть", "отменить", "аннулировать"),
    "restore": ("restore", "вернуть", "восстановить"),
    "adjust": ("adjust", "поправка"),
    "misdeal": ("misdeal", "пересдача"),
    "quit": ("quit", "q", "exit", "выход", "конец"),
}
NUMBERED = ("edit", "void", "restore")  # these take the number of an event
# The words that start an event's questions: the command of the form each starts.
STARTS = ("pass", "adjust", "misdeal")


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


def word_of(answer: str) -> Word | None:
    """The steering word an answer begins with, or None ('edit 3': edit, '3')."""
    head, _, rest = answer.strip().partition(" ")
    folded = fold(head)
    for name, forms in WORDS.items():
        if folded in forms:
            return Word(name, rest.strip(), head)
    return None
