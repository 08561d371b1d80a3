"""Settlement (V11): each rubber's result per player, the session's totals, and money.

All arithmetic is exact (int points, Decimal money) and every table sums to zero.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from .sheet import Rubber, Sheet


@dataclass(frozen=True, slots=True)
class SideResult:
    players: tuple[str, ...]
    total: int  # everything the side wrote in the rubber, above and below
    games: int


@dataclass(frozen=True, slots=True)
class RubberResult:
    number: int
    finished: bool
    sides: tuple[SideResult, ...]
    result: tuple[tuple[str, int], ...]  # each player's points won (+) or lost (−)


@dataclass(frozen=True, slots=True)
class Settlement:
    stake: Decimal  # money per 100 points
    rubbers: tuple[RubberResult, ...]
    points: tuple[tuple[str, int], ...]  # per player over the session, in seating order
    money: tuple[tuple[str, Decimal], ...]


def money(points: int, stake: Decimal) -> Decimal:
    """V11: points · stake / 100, exact."""
    return Decimal(points) * stake / 100


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
    """V11: each player of a side wins its total minus the other side's total."""
    sides = tuple(SideResult(rubber.seating.sides[s], rubber.total(s), rubber.games_won(s))
                  for s in (0, 1))
    diffs = [sides[0].total - sides[1].total, sides[1].total - sides[0].total]
    if rounded:
        diffs = round_hundreds(diffs)
    result = tuple((p, diffs[s]) for s in (0, 1) for p in sides[s].players)
    return RubberResult(rubber.number, rubber.finished, sides, result)


def settle(sheet: Sheet, stake: Decimal) -> Settlement:
    """The whole session: rubber by rubber, then each player's total and money (V11)."""
    rubbers = tuple(rubber_result(r, sheet.rules.round_hundreds) for r in sheet.rubbers)
    totals = {p: 0 for p in sheet.players}
    for r in rubbers:
        for player, points in r.result:
            totals[player] += points
    points = tuple(totals.items())
    return Settlement(stake, rubbers, points, tuple((p, money(v, stake)) for p, v in points))
