"""Settlement of a game of rubbers (Vint's V11; bridge's B32): each rubber's result per
player, the session's totals, and money.

All arithmetic is exact (int points, Decimal money) and every table sums to zero. What is
the game's: how a rubber's results are rounded (`rounding`: Vint's whole hundreds, bridge's
difference to the nearest 100), and what an unfinished rubber writes when the table stops
(`closing`: bridge's Law 80, B14).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from decimal import Context, Decimal, localcontext
from typing import TYPE_CHECKING, Any

from ..payments import to_cents
from ..value import value
from .sheet import Entry, Rubber, Sheet

if TYPE_CHECKING:
    from ..games.shapes import Match

Rounding = Callable[[list[int]], list[int]]  # a rubber's results rounded, still zero-sum
Closing = Callable[[Rubber], tuple[Entry, ...]]  # what an unfinished rubber writes at the end


@value
class SideResult:
    """One column's result in a rubber: its hands, total and games won."""

    players: tuple[str, ...]  # the hands of the column (a partnership, a player, with a dummy)
    total: int  # everything the column wrote in the rubber, above and below
    games: int
    name: str = ""  # for display: 'Boris & Gleb→Dmitri' after a seat change


@value
class RubberResult:
    """One rubber settled (V11): each column's total and the difference."""

    number: int
    finished: bool
    sides: tuple[SideResult, ...]
    result: tuple[tuple[str, int], ...]  # each player's points won (+) or lost (−)
    closing: tuple[Entry, ...] = ()  # what the unfinished rubber wrote at the end (B14)


@value
class Settlement:
    """The session settled (V11): the rubbers, and each player's points and money."""

    stake: Decimal  # money per 100 points
    rubbers: tuple[RubberResult, ...]
    points: tuple[tuple[str, int], ...]  # per player over the session, in order of arrival
    money: tuple[tuple[str, Decimal], ...]  # exact (`vint settle --json`'s `money`)
    # The money to the cent, rounded once, here (payments.to_cents: largest remainder,
    # ties in seating order), and whether a cent moved: what every surface shows, sums
    # and pays (the rows, the payments, the exports, stats, the club ledger).
    cents: tuple[tuple[str, int], ...]
    cents_rounded: bool
    rules: Any = None  # the rules it was settled by (what a game's views may need of them)


_EXACT = Context(prec=80)  # stakes have up to 24 digits, points up to 13: no rounding


def money(points: int, stake: Decimal) -> Decimal:
    """V11: points · stake / 100, exact."""
    with localcontext(_EXACT):
        return Decimal(points) * stake / 100


def column_results(rubber: Rubber, rounding: Rounding | None = None, *,
                   upto: int | None = None) -> list[int]:
    """V11: each column's result in the rubber, against every other: Σ_others (own − other).

    With two columns that is the difference D, won by one side and lost by the other (S1);
    with a column per player it is the individual settlement of V11 (S2: Anna 4135,
    Boris 1065, Vera 2700 → Anna +4505). On the rubber's first `upto` entries when given:
    where it stood when a seat changed hands (V12). `rounding` is the game's, applied to
    these results (Vint's whole hundreds, V11's option). The one place the sheet, the
    exports, the settlement and the figures of `vint stats` take a column's result from.
    """
    totals = [0] * len(rubber.columns)
    for e in rubber.entries if upto is None else rubber.entries[:upto]:
        totals[e.side] += e.amount
    n, whole = len(totals), sum(totals)
    results = [n * t - whole for t in totals]
    return results if rounding is None else rounding(results)


def rubber_result(rubber: Rubber, rounding: Rounding | None = None,
                  closing: tuple[Entry, ...] = ()) -> RubberResult:
    """V11, V12: each player's points from the rubber, for the time he sat in his column.

    A player with the dummy beside him settles twice (he pays for the dummy too); a
    player who left mid-rubber keeps the result as it stood when he left, and the one
    who took his seat plays on from there (V12), so nothing is lost or counted twice.
    `closing` is what the rubber writes at the end, left unfinished (B14): it counts in
    its totals as the rubber's last entries.
    """
    if closing:
        rubber = replace(rubber, entries=(*rubber.entries, *closing))
    columns = list(rubber.columns)
    totals = [rubber.total(c) for c in columns]
    final = column_results(rubber, rounding)

    def results_at(index: int | None) -> list[int]:
        # a result part-way is never rounded: only the rubber's own is (V11's option)
        return final if index is None else column_results(rubber, upto=index)

    points: dict[str, int] = {}
    for t in rubber.tenures:
        share = t.weight * (results_at(t.end)[t.column] - results_at(t.start)[t.column])
        points[t.player] = points.get(t.player, 0) + share
    sides = tuple(SideResult(rubber.lineup.columns[c], totals[c], rubber.games_won(c),
                             rubber.name(c)) for c in columns)
    return RubberResult(rubber.number, rubber.finished, sides, tuple(points.items()), closing)


def counted(sheet: Sheet[Any]) -> tuple[str, ...]:
    """V11, V12: the players the evening settles, in order of arrival: those at the table
    now (one sitting out is settled at 0, as the running table's 0 says), and those who
    played a hand before they left. One who came and went without a hand is not
    settled: he has nothing to pay or be paid (issue 23)."""
    played = {t.player for r in sheet.rubbers for t in r.tenures
              if (len(r.entries) if t.end is None else t.end) > t.start}
    return tuple(p for p in sheet.players if p in played or p in sheet.roster)


def settle(sheet: Sheet[Any], stake: Decimal, *, rounding: Rounding | None = None,
           closing: Closing | None = None) -> Settlement:
    """The whole session: rubber by rubber, then each player's total and money (V11)."""
    players = counted(sheet)

    def result(r: Rubber) -> RubberResult:
        ends = closing(r) if closing is not None and not r.finished else ()
        return rubber_result(r, rounding, ends)

    # a seat given before its first hand leaves its holder a share of 0: he is not settled
    rubbers = tuple(replace(r, result=tuple((p, v) for p, v in r.result if p in players or v))
                    for r in map(result, sheet.rubbers))
    totals = {p: 0 for p in players}
    for r in rubbers:
        for player, share in r.result:
            totals[player] += share
    points = tuple(totals.items())
    exact = tuple((p, money(v, stake)) for p, v in points)
    cents, rounded = to_cents(exact)  # V11: the one rounding to the cent, in seating order
    return Settlement(stake, rubbers, points, exact, cents, rounded, sheet.rules)


def running(sheet: Sheet[Any]) -> list[tuple[int, dict[str, int]]]:
    """Each player's points after each event, as if the evening were settled then (V11).

    For the chart of an export: finished rubbers count as settled, the rubber in play
    counts what it holds so far (as an unfinished rubber is settled). Exact, zero-sum
    at every point.
    """
    points = {p: 0 for p in counted(sheet)}
    done = dict(points)  # the rubbers finished before the one in play
    series: list[tuple[int, dict[str, int]]] = []
    by_event: dict[int, Rubber] = {}
    for r in sheet.rubbers:
        for e in r.entries:
            by_event.setdefault(e.event, r)
    current: Rubber | None = None
    for record in sheet.records:
        rubber = by_event.get(record.number) or (
            sheet.rubbers[record.rubber - 1] if record.rubber else None)
        if rubber is not None and rubber is not current:
            if current is not None:
                for player, share in rubber_result(current).result:
                    done[player] = done.get(player, 0) + share
            current = rubber
        now = dict(done)
        if current is not None:
            upto = sum(1 for e in current.entries if e.event <= record.number)
            partial = replace(current, entries=current.entries[:upto])
            for player, share in rubber_result(partial).result:
                now[player] = now.get(player, 0) + share
        series.append((record.number, now))
    return series


def finished(sheet: Sheet[Any]) -> bool:
    """Whether the evening is over: a rubber was played and none is in play (V8). The club
    ledger marks the others (issue 15)."""
    return bool(sheet.rubbers) and sheet.rubbers[-1].finished


def matches(sheet: Sheet[Any], unit: str = "rubber") -> list[Match]:
    """Each finished rubber as a match (RATING.md, L2, L10): its columns' players seated
    when it finished (a dummy is nobody; one replaced mid-rubber is not in it), each
    column's result against the others, exact, before the game's rounding (V11)."""
    from ..games.shapes import Match
    from ..names import DUMMY
    found = []
    for r in sheet.rubbers:
        if not r.finished:
            continue
        sides = tuple(tuple(t.player for t in r.tenures if t.column == c and t.end is None
                            and not (t.player == DUMMY or t.player.startswith(DUMMY + "-")))
                      for c in r.columns)
        found.append(Match(r.number, unit, sides, tuple(column_results(r))))
    return found
