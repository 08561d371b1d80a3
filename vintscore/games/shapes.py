"""What the shared code reads of a game's results and files (games/base.py's roles take and
return them): the table of the session file a game's codec reads (`Fields`, MISSING for a
key that could not be read), a record of one event, a sheet, a settlement. Protocols: each
game has its own classes; the services and the command line read only what is here.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Protocol

if TYPE_CHECKING:
    from decimal import Decimal

    from ..errors import EventError, Text


class _Missing:
    """The value of a key that could not be read (its problem is already reported)."""

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Final = _Missing()


class Fields(Protocol):
    """One table of the session file being read, as storage hands it to a game's codec.

    `get` checks a key's type ("str", "int", "bool", "strs", "datetime") and returns its
    value, `default` when absent, or MISSING when it is wrong (the problem is reported,
    located at the key's line, and `ok` turns False). `bad` reports a problem of a key.
    """

    data: Mapping[str, Any]
    ok: bool

    def get(self, key: str, kind: str, *, required: bool = False,
            default: object = None) -> Any: ...

    def bad(self, key: str, message: Text, hint: Text = "", rule: str = "") -> None: ...

    def show(self, value: object) -> Text:
        """A value as the file would write it, shortened, for messages."""
        ...

    def nearest(self, word: str, choices: tuple[str, ...] | list[str]) -> Text:
        """'did you mean …?' for a word close to one of `choices`, else ''."""
        ...

    def example(self, key: str) -> str:
        """How `key` is written, for hints: '["Anna", "Boris", "Vera", "Gleb"]'."""
        ...


class Record(Protocol):
    """What one event of the file did, as every game's fold records it."""

    @property
    def number(self) -> int: ...

    @property
    def event(self) -> Any:
        """The event with its names resolved as the replay read them."""
        ...


class Sheet(Protocol):
    """A session folded by its game (Vint's sheet, the Preferans pulya)."""

    @property
    def records(self) -> Sequence[Record]: ...

    @property
    def problems(self) -> Sequence[EventError]:
        """The impossible events a replay with keep_going skipped (`vint check`)."""
        ...

    @property
    def players(self) -> tuple[str, ...]:
        """Everyone who has played in the session, in order of arrival."""
        ...

    @property
    def next_dealer(self) -> str: ...


class Settlement(Protocol):
    """A session settled by its game: each player's money, exact, summing to zero, and the
    cents every surface shows and pays (rounded once, by payments.to_cents)."""

    @property
    def money(self) -> Sequence[tuple[str, Decimal]]: ...

    @property
    def cents(self) -> Sequence[tuple[str, int]]: ...

    @property
    def cents_rounded(self) -> bool:
        """Whether a cent moved when the money was rounded (said in one line)."""
        ...


@dataclass(frozen=True)
class Match:
    """One finished unit of play as a rating reads it (`Fold.matches`; RATING.md's L2):
    its number in the session, what it is (`unit`: "rubber", "chicago", "pulya", "game",
    "match"), its sides — a side of two partners,
    or of one player — and each side's score, the higher the better, equal a tie (a
    number, or a tuple compared in order: what a settlement pays, then the totals)."""

    number: int
    unit: str
    sides: tuple[tuple[str, ...], ...]
    scores: tuple[Any, ...]
