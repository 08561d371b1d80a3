"""Who plays each rubber (V12): lineups for every table size, and the rotation plans.

A lineup is the sheet's columns for one rubber (partnerships, a player with the dummy,
or one player each) and who sits out. Plans are pure functions of the table and the
players in cut order (highest card first).
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations

from ...names import DUMMY
from ...value import value
from .model import TableMode


@value
class Lineup:
    """One rubber's columns, each the hands written there, and the players sitting out."""

    columns: tuple[tuple[str, ...], ...]
    out: tuple[str, ...] = ()
    dummies: tuple[str, ...] = ()  # hands that are open dummies, not people

    @property
    def hands(self) -> tuple[str, ...]:
        """Every hand at the table, in seating order where there are two sides."""
        if len(self.columns) == 2 and all(len(c) == 2 for c in self.columns):
            a, b = self.columns
            return (a[0], b[0], a[1], b[1])
        return tuple(h for column in self.columns for h in column)

    @property
    def players(self) -> tuple[str, ...]:
        """The people at the table (dummies are not)."""
        return tuple(h for h in self.hands if h not in self.dummies)

    def column_of(self, hand: str) -> int:
        return next(i for i, column in enumerate(self.columns) if hand in column)

    def name(self, column: int) -> str:
        return " & ".join(self.columns[column])

    def weight(self, player: str) -> int:
        """V12: what a player settles for his column: 2 with a dummy beside him, else 1.

        A column's hands are shared by its people: two partners, one each; a player and
        his dummy, both his.
        """
        column = self.columns[self.column_of(player)]
        people = [h for h in column if h not in self.dummies]
        return len(column) // len(people)

    def replaced(self, old: str, new: str) -> Lineup:
        """The lineup with `new` in the seat of `old` (V12, a player leaves mid-rubber).

        At a table of two the dummy goes with the seat: dummy-OLD becomes dummy-NEW.
        """
        names = {old: new, two_dummy(old): two_dummy(new)}
        return Lineup(tuple(tuple(names.get(h, h) for h in c) for c in self.columns),
                      self.out, tuple(names.get(d, d) for d in self.dummies))


def two_dummy(player: str) -> str:
    """The name of a player's dummy at a table of two (V12): 'dummy-Anna'."""
    return f"{DUMMY}-{player}"


@lru_cache(maxsize=256)
def plan(table: TableMode, players: tuple[str, ...], cycle: int = 0) -> tuple[Lineup, ...]:
    """The lineups of one cycle of the table's plan; the evening goes on cycle after cycle.

    Later cycles of a rotation (`cycle` 1, 2, …) share the extra sit-outs of a cycle
    round, so that over the evening nobody sits out more than the others (V12).
    """
    if table is TableMode.PAIRS:
        return tuple(Lineup(pairs, out) for pairs, out in _pair_plan(players, cycle))
    if table is TableMode.DUMMY:
        # V12: the three take turns, one rubber each, with the dummy, in cut order.
        return tuple(Lineup(((p, DUMMY), tuple(q for q in players if q != p)), (), (DUMMY,))
                     for p in players)
    if table is TableMode.TWO:
        a, b = players
        return (Lineup(((a, two_dummy(a)), (b, two_dummy(b))), (), (two_dummy(a), two_dummy(b))),)
    if table is TableMode.SEPARATE:
        return (Lineup(tuple((p,) for p in players), (), (DUMMY,)),)
    return (Lineup(tuple((p,) for p in players)),)  # INDIVIDUAL


def lineup_at(table: TableMode, players: tuple[str, ...], index: int) -> Lineup:
    """The lineup of the `index`-th rubber (from 0) since the plan began for these players."""
    first, cycle = _cycle(table, players, index)
    return plan(table, players, cycle)[index - first]


def cycle_of(table: TableMode, players: tuple[str, ...], index: int) -> tuple[int, int]:
    """The first and last index of the plan's cycle that holds rubber `index` (from 0)."""
    first, cycle = _cycle(table, players, index)
    return first, first + len(plan(table, players, cycle)) - 1


def _cycle(table: TableMode, players: tuple[str, ...], index: int) -> tuple[int, int]:
    """(first index, number) of the cycle holding rubber `index`."""
    if not _greedy_table(table, players):  # every cycle as long as the first
        length = len(plan(table, players))
        return index - index % length, index // length
    first, cycle = 0, 0
    while index >= first + len(plan(table, players, cycle)):
        first, cycle = first + len(plan(table, players, cycle)), cycle + 1
    return first, cycle


def _greedy_table(table: TableMode, players: tuple[str, ...]) -> bool:
    return table is TableMode.PAIRS and len(players) >= 7


# Six players (V12, R6): the schedule of the examples with the highest cards sitting out
# first, and its rubbers ordered so that after every third rubber each has sat out as
# often as the others: (pair, pair, sitting out), players numbered in cut order.
_SIX = (((4, 5), (2, 3), (0, 1)), ((4, 0), (2, 1), (3, 5)), ((5, 0), (3, 1), (2, 4)),
        ((4, 2), (5, 3), (0, 1)), ((4, 1), (2, 0), (3, 5)), ((5, 1), (3, 0), (2, 4)),
        ((4, 3), (5, 2), (0, 1)), ((2, 3), (0, 1), (4, 5)))
# The order of _SIX in each cycle of three. A cycle leaves two players with a sit-out more
# than the rest (16 sit-outs over six); the first cycle leaves four ahead, the second two.
# In the third the two ahead are the two who sit out twice (_SIX's 2 and 3, moved along),
# and its eighth rubber comes first: the two behind sit out at once instead of after a
# rubber that would give one of the two ahead a second sit-out more than another (V12:
# sit-outs within one of each other after every rubber; before, after rubber 18 one
# player had sat out 7 times and another 5).
_SIX_ORDER = (tuple(range(8)), tuple(range(8)), (7, 0, 1, 2, 3, 4, 5, 6))


def _pair_plan(p: tuple[str, ...], cycle: int):
    n = len(p)
    if n == 4:  # 1st & 3rd against 2nd & 4th (DESIGN.md, --players)
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
