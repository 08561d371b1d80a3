"""Who plays each rubber (V12): lineups for every table size, and the rotation plans.

A lineup is the sheet's columns for one rubber (partnerships, a player with the dummy,
or one player each) and who sits out. Plans are pure functions of the table and the
players in cut order (highest card first).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

from .model import DUMMY, TableMode


@dataclass(frozen=True, slots=True)
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

    def weight(self, player: str) -> Fraction:
        """V12: what a player settles for his column: 2 with a dummy beside him, else 1."""
        column = self.columns[self.column_of(player)]
        people = [h for h in column if h not in self.dummies]
        return Fraction(len(column), len(people))

    def replaced(self, old: str, new: str) -> Lineup:
        """The lineup with `new` in the seat of `old` (V12, a player leaves mid-rubber)."""
        return Lineup(tuple(tuple(new if h == old else h for h in c) for c in self.columns),
                      self.out, self.dummies)


def two_dummy(player: str) -> str:
    """The name of a player's dummy at a table of two (V12): 'dummy-Anna'."""
    return f"{DUMMY}-{player}"


def plan(table: TableMode, players: tuple[str, ...]) -> tuple[Lineup, ...]:
    """One cycle of lineups for the table; the evening repeats it (V12)."""
    if table is TableMode.PAIRS:
        return tuple(Lineup(pairs, out) for pairs, out in _pair_plan(len(players), players))
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


def _pair_plan(n: int, p: tuple[str, ...]):
    if n == 4:  # 1st & 3rd against 2nd & 4th (DESIGN.md, --players)
        return [(((p[0], p[2]), (p[1], p[3])), ())]
    if n == 5:  # V12, R5: rubber k: k sits out; k+1 & k+4 against k+2 & k+3
        return [(((p[(k + 1) % 5], p[(k + 4) % 5]), (p[(k + 2) % 5], p[(k + 3) % 5])), (p[k],))
                for k in range(5)]
    if n == 6:  # V12, R6: eight rubbers, everyone partners everyone, one pair twice
        schedule = [((0, 1), (2, 3), (4, 5)), ((0, 2), (1, 3), (4, 5)), ((0, 3), (1, 2), (4, 5)),
                    ((0, 4), (2, 5), (1, 3)), ((0, 5), (2, 4), (1, 3)),
                    ((1, 4), (3, 5), (0, 2)), ((1, 5), (3, 4), (0, 2)),
                    ((2, 3), (4, 5), (0, 1))]
        return [(((p[a], p[b]), (p[c], p[d])), (p[x], p[y]))
                for (a, b), (c, d), (x, y) in schedule]
    return _greedy_plan(p)


def _greedy_plan(p: tuple[str, ...]):
    """Seven and more: each rubber keeps sit-outs even and partners as many new pairs as it can.

    Candidates are every four players and their three pairings; the best keeps the
    sit-out counts within one of each other, then partners the most players who have
    not partnered yet, then follows cut order. The plan ends when everyone has partnered
    everyone.
    """
    n = len(p)
    sat = [0] * n
    partnered: set[frozenset[int]] = set()
    all_pairs = {frozenset(c) for c in combinations(range(n), 2)}
    lineups = []
    while partnered != all_pairs:
        best = None
        for four in combinations(range(n), 4):
            out = [i for i in range(n) if i not in four]
            after = [s + (i in out) for i, s in enumerate(sat)]
            uneven = max(0, max(after) - min(after) - 1)
            a, b, c, d = four
            for pairs in (((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c))):
                new = sum(frozenset(q) not in partnered for q in pairs)
                key = (new > 0, -uneven, new)
                if best is None or key > best[0]:
                    best = (key, pairs, out)
        _, pairs, out = best
        lineups.append((tuple((p[x], p[y]) for x, y in pairs), tuple(p[i] for i in out)))
        partnered |= {frozenset(q) for q in pairs}
        for i in out:
            sat[i] += 1
    return lineups


def partnerships(lineups: tuple[Lineup, ...]) -> Counter:
    """How often each two players partner in the lineups (for the rotation's checks)."""
    count: Counter = Counter()
    for lineup in lineups:
        for column in lineup.columns:
            people = [h for h in column if h not in lineup.dummies]
            if len(people) == 2:
                count[frozenset(people)] += 1
    return count
