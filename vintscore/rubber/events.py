"""The events every game of rubbers keeps besides its own deals: a seat change (V12; B30),
a switch of the session to other rules (`vint rescore --write`: V13; every game that has
rescore keeps it, so it is session.py's), and an adjustment, a free entry for a side (Vint's
V10; bridge's too).

Their kinds are written as the games' own kinds are ("seat", "rules", "adjust"): each
game's codec reads and writes them, the fold of rubber/ applies the first two, and the
game's scoring says what an adjustment writes.
"""
from __future__ import annotations

from enum import StrEnum
from typing import ClassVar

from ..errors import RuleViolation
from ..glossary import Msg
from ..session import RulesChange, SharedKind
from ..value import value

__all__ = ["Adjustment", "RulesChange", "Seat", "SeatPlan", "SharedKind", "adjustment_values"]


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

    kind: ClassVar[SharedKind] = SharedKind.SEAT
    pairs: tuple[tuple[str, str], ...] = ()
    join: tuple[str, ...] = ()
    leave: tuple[str, ...] = ()
    replace: tuple[tuple[str, str], ...] = ()
    note: str = ""
    void: bool = False
    plan: SeatPlan = SeatPlan.FAIR


@value
class Adjustment:
    """A free entry for the side of `player`, above or below the line: a rubber carried on
    from paper, a house agreement (Vint's V10; bridge's too)."""

    kind: ClassVar[SharedKind] = SharedKind.ADJUST
    player: str
    amount: int
    below: bool = False
    reason: str = ""
    note: str = ""
    void: bool = False


MAX_ADJUSTMENT = 10**9  # points: beyond anything a sheet holds, so a typo


def adjustment_values(event: Adjustment, rule: str) -> list[RuleViolation]:
    """An adjustment's amount, within what a sheet holds (the game's rule `rule`: V10)."""
    if abs(event.amount) > MAX_ADJUSTMENT:
        return [RuleViolation(Msg("core.adjust.too_big", amount=event.amount),
                              rule=rule, key="amount",
                              hint=Msg("core.adjust.too_big.hint", most=MAX_ADJUSTMENT))]
    return []
