"""The events every game of rubbers keeps besides its own deals: a seat change (V12; B30)
and a switch of the session to other rules (`vint rescore --write`: V13).

Their kinds are written as the games' own kinds are ("seat", "rules"): each game's codec
reads and writes them, the fold of rubber/ applies them.
"""
from __future__ import annotations

from enum import StrEnum
from typing import ClassVar, Generic, TypeVar

from ..value import value

R = TypeVar("R")


class Kind(StrEnum):
    SEAT = "seat"
    RULES = "rules"


class SeatPlan(StrEnum):
    """V12: how the rotation goes on after a seat change (the file's `plan`)."""

    FAIR = "fair"  # planned afresh from the evening so far (issue 13; what `vint seat` writes)
    # As before issue 13, and so for every seat change in an older file (no `plan` key): a
    # new set of players starts the plan of V12 afresh from the next rubber; otherwise it
    # goes on by rubber number.
    RESTART = "restart"


@value
class Seat:
    """V12: the table seats a rubber by hand, or players join, leave or take another's seat.

    `pairs` seats the next rubber to start; `join` and `leave` change who plays from the
    next rubber on (a player leaving in the middle of his rubber plays it to its end);
    `replace` (old, new) puts a newcomer, or a player sitting out, in a seat at once,
    mid-rubber. `plan` says how the rotation goes on after the change.
    """

    kind: ClassVar[Kind] = Kind.SEAT
    pairs: tuple[tuple[str, str], ...] = ()
    join: tuple[str, ...] = ()
    leave: tuple[str, ...] = ()
    replace: tuple[tuple[str, str], ...] = ()
    note: str = ""
    void: bool = False
    plan: SeatPlan = SeatPlan.FAIR


@value
class RulesChange(Generic[R]):
    """V13: the session switched to other rules (`vint rescore --write`).

    The last one in force re-scores the whole session; undo or void it to go back.
    """

    kind: ClassVar[Kind] = Kind.RULES
    rules: R
    note: str = ""
    void: bool = False
