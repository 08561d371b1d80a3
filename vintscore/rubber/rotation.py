"""Who plays each rubber (V12; B30): lineups, the rotation plans of a table of partnerships,
and the plans re-formed after a change of the table.

A lineup is the sheet's columns for one rubber (partnerships, a player with the dummy,
or one player each) and who sits out. Plans are pure functions of the table and the
players in cut order (highest card first): a game's table kind gives its plan
(tables.TableKind.plan); the plans of partnerships, four to twelve at the table, are here
(`pairs_plan`).

An evening that follows its plan with nobody joining, leaving or changing seats plays the
plans below, cycle after cycle (R5, R6, the greedy plan from seven). Once the table
changes (issue 13: a player joins or leaves, one sitting out takes a seat, a rubber is
seated by hand), the coming rubbers are planned afresh from the evening so far, one at a
time (`fair_lineup`), by the fairness rule:

* Sitting out. Each player at the table counts the rubbers he has sat out (`Turns`).
  The players who sit out the next rubber are ones who have sat out fewest: nobody sits
  out while another player at the table has sat out fewer times. A player who gives his
  seat to one sitting out, mid-rubber, has sat out that rubber too (so has the one who
  sat out its beginning; a rubber is one sit-out, however often seats change in it). Among equals, who has played the most rubbers since he last sat
  out (or since the evening began) sits out first; then whoever leaves four who can pair
  with the fewest partnerships played before; then cut order.
* A newcomer counts as having sat out as often as the player at the table who has sat out
  least, and as having sat out just now. So he sits out no sooner and no later than those
  who have sat out least, and of them last: he plays his first rubber unless they are too
  few to make up the sit-outs without him. Counting him from zero would seat him out
  rubber after rubber, until he caught up with sit-outs taken while he was not there;
  counting him as the one who has sat out most would make everyone else sit out before
  him, however long they had played without a rest.
* "When the table's size allows": the rule says who sits out where somebody does (five
  or more at the table); at four nobody does, and only the partnerships are chosen. A
  rubber seated by hand (`--pairs`, or a seat given before it starts), and the rest of one
  where a player gives his seat away, are the table's choice, not the plan's; the plan is
  formed again after them.
* Partnerships. Of the three ways to pair the four who play, the plan takes one with the
  fewest partnerships already played this evening (then the fewest times, then 1st & 3rd
  against 2nd & 4th in cut order): two partner again only when every pairing of the four
  repeats a partnership.

Tables of three and two keep their plans whatever happens (the dummy goes round in cut
order; a rubber seated by hand there takes its turn's place). A seat change of a file
written before issue 13 keeps the reading it had (model.SeatPlan.RESTART).
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING

from ..value import value
from .lineup import Lineup

if TYPE_CHECKING:
    from .tables import TableKind


def pairs_plan(players: tuple[str, ...], cycle: int = 0) -> tuple[Lineup, ...]:
    """Cycle `cycle` of the plan of partnerships for four to twelve players in cut order:
    at four, 1st & 3rd against 2nd & 4th; at five and six, the schedules of V12 (R5, R6);
    from seven, the greedy plan."""
    return tuple(Lineup(pairs, out) for pairs, out in _pair_plan(players, cycle))


# typed: two games' table kinds may be equal strings (Vint's and bridge's "pairs"), and
# each has its own plan
@lru_cache(maxsize=256, typed=True)
def plan(table: TableKind, players: tuple[str, ...], cycle: int = 0) -> tuple[Lineup, ...]:
    """The lineups of one cycle of the table's plan; the evening goes on cycle after cycle.

    Later cycles of a rotation (`cycle` 1, 2, …) share the extra sit-outs of a cycle
    round, so that over the evening nobody sits out more than the others (V12).
    """
    return table.plan(players, cycle)


def lineup_at(table: TableKind, players: tuple[str, ...], index: int) -> Lineup:
    """The lineup of the `index`-th rubber (from 0) since the plan began for these players."""
    first, cycle = _cycle(table, players, index)
    return plan(table, players, cycle)[index - first]


def cycle_of(table: TableKind, players: tuple[str, ...], index: int) -> tuple[int, int]:
    """The first and last index of the plan's cycle that holds rubber `index` (from 0)."""
    first, cycle = _cycle(table, players, index)
    return first, first + len(plan(table, players, cycle)) - 1


def _cycle(table: TableKind, players: tuple[str, ...], index: int) -> tuple[int, int]:
    """(first index, number) of the cycle holding rubber `index`: the cycles one after
    another (the greedy plan's differ in length, the others' do not)."""
    length = len(plan(table, players))
    if len(players) < 7:  # every cycle as long as the first
        return index - index % length, index // length
    first, cycle = 0, 0
    while index >= first + len(plan(table, players, cycle)):
        first, cycle = first + len(plan(table, players, cycle)), cycle + 1
    return first, cycle


# Six players (V12, R6): the schedule of the examples with the highest cards sitting out
# first, and its rubbers ordered so that after every third rubber each has sat out as
# often as the others: (pair, pair, sitting out), players numbered in cut order.
_SIX = (((4, 5), (2, 3), (0, 1)), ((4, 0), (2, 1), (3, 5)), ((5, 0), (3, 1), (2, 4)),
        ((4, 2), (5, 3), (0, 1)), ((4, 1), (2, 0), (3, 5)), ((5, 1), (3, 0), (2, 4)),
        ((4, 3), (5, 2), (0, 1)), ((2, 3), (0, 1), (4, 5)))
# The order of _SIX in each cycle of three. A cycle gives 16 sit-outs to six players:
# after the first, four are one ahead; after the second, two (_SIX's 2 and 3, moved along,
# who sit out twice in the third). So in the third, after its first rubber (two of the
# four behind), the eighth (the other two) comes second, not a rubber giving one of the two
# ahead a second sit-out more than another; the rest follow in the order that keeps the
# counts within one and nobody out twice running (V12: sit-outs within one of each other
# after every rubber; before, after rubber 18 one player had sat out 7 times and another
# 5). An evening that stopped before rubber 18 is seated as it was.
_SIX_ORDER = (tuple(range(8)), tuple(range(8)), (0, 7, 3, 1, 2, 4, 5, 6))


def _pair_plan(p: tuple[str, ...], cycle: int):
    n = len(p)
    if n == 4:  # 1st & 3rd against 2nd & 4th (docs/contract.md, "vint new")
        return [(((p[0], p[2]), (p[1], p[3])), ())]
    if n == 5:  # V12, R5: rubber k: k sits out; k+1 & k+4 against k+2 & k+3
        return [(((p[(k + 1) % 5], p[(k + 4) % 5]), (p[(k + 2) % 5], p[(k + 3) % 5])), (p[k],))
                for k in range(5)]
    if n == 6:  # V12, R6: eight rubbers, everyone partners everyone, one pair twice
        # Each cycle gives two players one sit-out fewer; the next cycle moves them along.
        q = tuple(p[(i + 2 * cycle) % 6] for i in range(6))
        rubbers = (_SIX[k] for k in _SIX_ORDER[cycle % 3])
        return [(((q[a], q[b]), (q[c], q[d])), (q[x], q[y])) for (a, b), (c, d), (x, y) in rubbers]
    return _greedy_plan(p, cycle)


def _greedy_plan(p: tuple[str, ...], cycle: int = 0) -> list:
    """Seven and more: cycle `cycle` of the greedy plan, begun from the sit-outs before it."""
    counts = (0,) * len(p)
    for _ in range(cycle):
        counts = _greedy(p, counts)[1]
    return _greedy(p, counts)[0]


@lru_cache(maxsize=64)
def _greedy(p: tuple[str, ...], sat_before: tuple[int, ...]) -> tuple[list, tuple[int, ...]]:
    """Sit-outs kept even, new partnerships first, until everyone has partnered everyone.

    Candidates are every four players and their three pairings; the best keeps the
    sit-out counts (counting those before the cycle) within one of each other, then
    partners the most players who have not partnered yet in this cycle, then follows
    cut order. Should three even rubbers in a row partner nobody new, evenness gives
    way once, so the plan always ends. Returns the lineups and the sit-out counts after.
    """
    n = len(p)
    sat = list(sat_before)
    partnered: set[frozenset[int]] = set()
    all_pairs = {frozenset(c) for c in combinations(range(n), 2)}
    lineups = []
    stalled = 0  # even rubbers in a row that partnered nobody new
    while partnered != all_pairs:
        best_even = best_any = None
        for four in combinations(range(n), 4):
            out = [i for i in range(n) if i not in four]
            after = [s + (i in out) for i, s in enumerate(sat)]
            uneven = max(0, max(after) - min(after) - 1)
            a, b, c, d = four
            for pairs in (((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c))):
                new = sum(frozenset(q) not in partnered for q in pairs)
                if best_even is None or (-uneven, new) > best_even[0]:
                    best_even = ((-uneven, new), pairs, out)
                if best_any is None or (new, -uneven) > best_any[0]:
                    best_any = ((new, -uneven), pairs, out)
        assert best_even is not None and best_any is not None  # n >= 4: a four was weighed
        if best_even[0][1] > 0 or stalled < 3:
            stalled = 0 if best_even[0][1] > 0 else stalled + 1
            _, pairs, out = best_even
        else:
            stalled, (_, pairs, out) = 0, best_any
        lineups.append((tuple((p[x], p[y]) for x, y in pairs), tuple(p[i] for i in out)))
        partnered |= {frozenset(q) for q in pairs}
        for i in out:
            sat[i] += 1
    return lineups, tuple(sat)


def partnerships(lineups: tuple[Lineup, ...]) -> Counter:
    """How often each two players partner in the lineups (for the rotation's checks)."""
    count: Counter = Counter()
    for lineup in lineups:
        for column in lineup.columns:
            people = [h for h in column if h not in lineup.dummies]
            if len(people) == 2:
                count[frozenset(people)] += 1
    return count


# -- plans re-formed from the evening (issue 13) -----------------------------------------

@value
class Turns:
    """The evening as a re-formed plan weighs it (V12): each player's sit-outs, the rubbers
    he has played since his last, and how often each two have partnered.

    `players` holds (name, times sat out, rubbers played since) for everyone who has been
    at the table, in order of arrival; `partners` (a & b, times) every partnership played.
    """

    players: tuple[tuple[str, int, int], ...] = ()
    partners: tuple[tuple[frozenset[str], int], ...] = ()

    @staticmethod
    def begin(players: tuple[str, ...]) -> Turns:
        return Turns(tuple((p, 0, 0) for p in players))

    def sat(self) -> dict[str, int]:
        return {p: n for p, n, _ in self.players}

    def since(self) -> dict[str, int]:
        return {p: n for p, _, n in self.players}

    def started(self, lineup: Lineup, present: tuple[str, ...]) -> Turns:
        """After the start of a rubber: who sat it out, who played, who partnered."""
        playing = set(lineup.players)
        rows = tuple((p, sat + (p in present and p not in playing),
                      0 if p in present and p not in playing else since + (p in playing))
                     for p, sat, since in self.players)
        return Turns(rows, self.partners).partnered(_partnerships(lineup))

    def partnered(self, pairs: list[frozenset[str]]) -> Turns:
        times = dict(self.partners)
        for pair in pairs:
            times[pair] = times.get(pair, 0) + 1
        return Turns(self.players, tuple(times.items()))

    def joined(self, player: str, present: tuple[str, ...]) -> Turns:
        """A newcomer: as often sat out as who has sat out least, and as if just now."""
        sat = self.sat()
        least = min((sat[p] for p in present if p in sat), default=0)
        return Turns((*self.players, (player, least, 0)), self.partners)

    def gave_seat(self, player: str) -> Turns:
        """A player who hands his seat, mid-rubber, to one sitting out: he sits the rest out."""
        return Turns(tuple((p, sat + 1, 0) if p == player else (p, sat, since)
                           for p, sat, since in self.players), self.partners)

    def renamed(self, old: str, new: str) -> Turns:
        """A newcomer in `old`'s seat and in his place in the rotation."""
        def name(p: str) -> str:
            return new if p == old else p
        return Turns(tuple((name(p), sat, since) for p, sat, since in self.players),
                     tuple((frozenset(map(name, pair)), n) for pair, n in self.partners))


def _partnerships(lineup: Lineup) -> list[frozenset[str]]:
    """The partnerships of a lineup: two people in one column (a dummy partners nobody)."""
    pairs = []
    for column in lineup.columns:
        people = [h for h in column if h not in lineup.dummies]
        if len(people) == 2:
            pairs.append(frozenset(people))
    return pairs


def fair_lineup(roster: tuple[str, ...], turns: Turns) -> Lineup:
    """The next rubber of a plan re-formed from the evening (V12, the rule of the module's
    docstring): who sits out, then how the four pair."""
    sat, since = turns.sat(), turns.since()
    times = dict(turns.partners)
    k = len(roster) - 4
    rank = {p: (sat.get(p, 0), -since.get(p, 0)) for p in roster}
    surely: list[str] = []
    tied: list[str] = []
    if k > 0:
        edge = sorted(rank.values())[k - 1]
        surely = [p for p in roster if rank[p] < edge]
        tied = [p for p in roster if rank[p] == edge]
    best: tuple[tuple[int, int], tuple[tuple[str, str], ...], set[str]] | None = None
    for chosen in combinations(tied, k - len(surely)):  # in cut order: the first wins ties
        out = set(surely) | set(chosen)
        cost, split = _best_split(tuple(p for p in roster if p not in out), times)
        if best is None or cost[:2] < best[0]:  # partnerships played, then times
            best = (cost[:2], split, out)
    assert best is not None  # one choice at least: k − len(surely) of the tied
    _, split, out = best
    return Lineup(split, tuple(p for p in roster if p in out))


def _best_split(four: tuple[str, ...], times: dict[frozenset[str], int]
                ) -> tuple[tuple[int, int, int], tuple[tuple[str, str], ...]]:
    """The pairing of four (in cut order) that repeats the fewest partnerships, then the
    fewest times; 1st & 3rd against 2nd & 4th first, as at a table of four."""
    a, b, c, d = four
    best = None
    for rank, split in enumerate((((a, c), (b, d)), ((a, d), (b, c)), ((a, b), (c, d)))):
        played = [times.get(frozenset(pair), 0) for pair in split]
        cost = (sum(n > 0 for n in played), sum(played), rank)
        if best is None or cost < best[0]:
            best = (cost, split)
    assert best is not None
    return best


def fair_plan(roster: tuple[str, ...], turns: Turns, count: int,
              first: Lineup | None = None) -> tuple[Lineup, ...]:
    """`count` rubbers of a re-formed plan, each planned from the evening as the ones before
    it leave it; `first`, when given, is the next rubber as already seated (by hand)."""
    lineups: list[Lineup] = []
    for _ in range(count):
        lineup = first if first is not None and not lineups else fair_lineup(roster, turns)
        lineups.append(lineup)
        turns = turns.started(lineup, roster)
    return tuple(lineups)
