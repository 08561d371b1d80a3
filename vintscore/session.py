"""The session as its file holds it, the same envelope for every game (docs/contract.md, "The session file").

The header (title, when, who, the stake, the language), the rules pinned at creation,
and the events in file order. What the rules and the events are is the game's
(`games/<game>/model.py`); `game` names it. Totals are never here: a game's fold
recomputes them from the events every time.
"""
from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from enum import StrEnum
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from .value import value


class Event(Protocol):
    """What every game's event has: its kind as the file writes it, a note, a void mark."""

    @property
    def kind(self) -> str: ...

    @property
    def note(self) -> str: ...

    @property
    def void(self) -> bool: ...


R = TypeVar("R")
E = TypeVar("E", bound=Event)


@value
class Session(Generic[R, E]):
    """A session as its file holds it: the truth from which every total is recomputed."""

    title: str
    created: datetime
    players: tuple[str, ...]
    rules: R
    events: tuple[E, ...] = ()
    table: str = ""  # how the table is kept: one of the game's `tables` ("": its first)
    stake: Decimal = Decimal("1.00")
    lang: str = "en"
    game: str = "vint"
    # who deals first ("": the first player), for a game whose header says it (its codec's
    # `header_keys`: a sheet of running totals' `dealer`, tally/sheet.py)
    dealer: str = ""


AnySession = Session[Any, Any]


class SharedKind(StrEnum):
    """The kinds of the events more than one game writes alike (rubber/events.py's seat
    change and adjustment, and a switch of rules)."""

    SEAT = "seat"
    RULES = "rules"
    ADJUST = "adjust"


@value
class RulesChange(Generic[R]):
    """The session switched to other rules (`vint rescore --write`: Vint's V13, bridge's,
    a sheet of running totals' options).

    The last one in force re-scores the whole session; undo or void it to go back.
    """

    kind: ClassVar[SharedKind] = SharedKind.RULES
    rules: R
    note: str = ""
    void: bool = False


def rules_in_force(session: Session[R, Any]) -> R:
    """The rules the session is scored by: its own, or the last switch to others (V13)."""
    for event in reversed(session.events):
        if isinstance(event, RulesChange) and not event.void:
            return event.rules
    return session.rules
