"""Vint's settlement (V11): the rubber machinery's (rubber/settlement.py), each rubber's
result rounded to whole hundreds when the rules say so."""
from __future__ import annotations

from decimal import Decimal

from ...rubber.settlement import (
    RubberResult,
    Settlement,
    SideResult,
    counted,
    finished,
    matches,
    money,
    running,
)
from ...rubber.settlement import rubber_result as settled_rubber
from ...rubber.settlement import settle as settled
from ...rubber.sheet import Rubber
from ..base import Fold
from .sheet import Sheet, check_events, replay

__all__ = ["RubberResult", "Settlement", "SideResult", "VintFold", "counted", "finished",
           "money", "round_hundreds", "rubber_result", "running", "settle"]


def round_hundreds(values: list[int]) -> list[int]:
    """V11 option: whole hundreds by largest remainder, so the sum stays what it was.

    Ties go to the larger value first, so two sides of ±D round symmetrically
    (±2650 → ±2700).
    """
    floors = [v // 100 * 100 for v in values]
    spare = (sum(values) - sum(floors)) // 100
    order = sorted(range(len(values)), key=lambda i: (-(values[i] - floors[i]), -values[i], i))
    for i in order[:spare]:
        floors[i] += 100
    return floors


def rubber_result(rubber: Rubber, rounded: bool) -> RubberResult:
    """V11: one rubber settled, in whole hundreds when `rounded`."""
    return settled_rubber(rubber, round_hundreds if rounded else None)


def settle(sheet: Sheet, stake: Decimal) -> Settlement:
    """V11: the whole session, rubber by rubber; each rubber in whole hundreds when the
    rules say so (round_hundreds)."""
    return settled(sheet, stake, rounding=round_hundreds if sheet.rules.round_hundreds else None)


class VintFold(Fold[Sheet, Settlement]):
    """Vint's sheet (sheet.py) and its settlement (V11)."""

    replay = staticmethod(replay)
    check_events = staticmethod(check_events)
    settle = staticmethod(settle)
    running = staticmethod(running)
    finished = staticmethod(finished)
    matches = staticmethod(matches)  # each finished rubber, its two sides (or columns)
