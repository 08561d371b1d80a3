"""Rotation plans (RULES.md V12; examples R5, R6): who sits out and who partners whom.

The expectations come from the rules, never from the program: R5 is written out by
hand from its formula (rubber k: Pk sits out; P(k+1) & P(k+4) against P(k+2) & P(k+3),
mod 5); R6 and the plans for seven to twelve are checked as properties over the whole
plan (every pair partners, sit-outs within one of each other, four distinct players a
rubber and everyone else out), and the dummy table's plan by its definition (each of
the three, in cut order, plays one rubber with the dummy).
"""
from __future__ import annotations

from collections import Counter
from datetime import datetime, timezone
from itertools import combinations

import pytest

from vintscore.names import DUMMY
from vintscore.games.vint.model import Deal, TableMode
from vintscore.session import Session
from vintscore.games.vint.notation import parse_contract
from vintscore.games.vint.rotation import Lineup, plan
from vintscore.games.vint.presets import PRESETS
from vintscore.games.vint.sheet import replay

from helpers_cli.vintcli import ok, refused

CLASSIC = PRESETS["classic"]
NAMES = ("Anna", "Boris", "Vera", "Gleb", "Dima", "Eva", "Fyodor", "Irina", "Kolya", "Lena",
         "Misha", "Nina", "Oleg")


def people(lineup: Lineup) -> tuple[str, ...]:
    """The players of a lineup (dummies left out)."""
    return tuple(h for c in lineup.columns for h in c if h not in lineup.dummies)


def shape(lineup: Lineup) -> tuple[frozenset, frozenset]:
    """A pairs lineup as ({the two partnerships}, {who sits out}): order inside does not matter."""
    return frozenset(frozenset(c) for c in lineup.columns), frozenset(lineup.out)


def partner_counts(lineups) -> Counter:
    count: Counter = Counter()
    for lineup in lineups:
        for column in lineup.columns:
            hands = [h for h in column if h not in lineup.dummies]
            if len(hands) == 2:
                count[frozenset(hands)] += 1
    return count


def check_whole_plan(players: tuple[str, ...], lineups) -> tuple[Counter, Counter]:
    """The properties every pairs plan of V12 has; returns (partnerships, sit-outs)."""
    for lineup in lineups:
        # two partnerships of two: four distinct players at the table
        assert len(lineup.columns) == 2 and all(len(c) == 2 for c in lineup.columns), lineup
        at_table = people(lineup)
        assert len(set(at_table)) == 4, lineup
        assert set(at_table) <= set(players), lineup
        # everyone else sits out, and nobody both plays and sits out
        assert set(lineup.out) == set(players) - set(at_table), lineup
        assert len(lineup.out) == len(set(lineup.out)) == len(players) - 4, lineup
    partners = partner_counts(lineups)
    # every two players partner at least once
    assert set(partners) == {frozenset(p) for p in combinations(players, 2)}
    out = Counter({p: 0 for p in players})
    out.update(p for lineup in lineups for p in lineup.out)
    # sit-outs per player differ by at most one
    assert max(out.values()) - min(out.values()) <= 1, dict(out)
    return partners, out


# -- four: no rotation ---------------------------------------------------------------------

def test_four_players_one_lineup_first_and_third_against_second_and_fourth():
    """DESIGN.md --players: Anna & Vera (1st & 3rd) against Boris & Gleb (2nd & 4th)."""
    lineups = plan(TableMode.PAIRS, NAMES[:4])
    assert len(lineups) == 1
    assert shape(lineups[0]) == (frozenset({frozenset({"Anna", "Vera"}),
                                            frozenset({"Boris", "Gleb"})}), frozenset())


# -- five: R5 exactly ----------------------------------------------------------------------

# R5 written out by hand, players in cut order P0 Anna, P1 Boris, P2 Vera, P3 Gleb, P4 Dima.
# rubber k+1 (k = 0..4): Pk out; P(k+1) & P(k+4) against P(k+2) & P(k+3) (indices mod 5)
R5 = [
    # k=0: out P0; P1 & P4 against P2 & P3
    ({"Boris", "Dima"}, {"Vera", "Gleb"}, "Anna"),
    # k=1: out P1; P2 & P0 (1+4 = 5 ≡ 0) against P3 & P4
    ({"Vera", "Anna"}, {"Gleb", "Dima"}, "Boris"),
    # k=2: out P2; P3 & P1 (6 ≡ 1) against P4 & P0 (5 ≡ 0)
    ({"Gleb", "Boris"}, {"Dima", "Anna"}, "Vera"),
    # k=3: out P3; P4 & P2 (7 ≡ 2) against P0 (5) & P1 (6)
    ({"Dima", "Vera"}, {"Anna", "Boris"}, "Gleb"),
    # k=4: out P4; P0 (5) & P3 (8) against P1 (6) & P2 (7)
    ({"Anna", "Gleb"}, {"Boris", "Vera"}, "Dima"),
]


@pytest.mark.parametrize("k", range(5), ids=[f"R5-rubber-{k + 1}" for k in range(5)])
def test_r5_each_rubber_exactly(k):
    """R5, V12: rubber k+1's sit-out is the (k+1)-th in cut order, with the pairs of the formula."""
    lineup = plan(TableMode.PAIRS, NAMES[:5])[k]
    a, b, out = R5[k]
    assert shape(lineup) == (frozenset({frozenset(a), frozenset(b)}), frozenset({out}))


def test_r5_whole_plan():
    """R5, V12: five rubbers; every two players partner exactly once; each sits out once."""
    players = NAMES[:5]
    lineups = plan(TableMode.PAIRS, players)
    assert len(lineups) == 5
    partners, out = check_whole_plan(players, lineups)
    # C(5,2) = 10 pairs, 5 rubbers × 2 partnerships = 10: each exactly once
    assert len(partners) == 10 and set(partners.values()) == {1}
    assert dict(out) == {p: 1 for p in players}
    # the sit-outs in cut order: rubber 1 the first cut, … rubber 5 the fifth
    assert [lineup.out for lineup in lineups] == [(p,) for p in players]


def test_r5_through_the_replay():
    """V12: the replay seats the rubbers by the plan; a finished rubber hands over to the next."""
    players = NAMES[:5]
    # 5NT taking 11 with 2 aces is a game (50×11 = 550 ≥ 500): two of them finish a rubber.
    events = []
    for k in range(5):
        sheet = replay(Session("r5", datetime(2026, 1, 1, tzinfo=timezone.utc), players, CLASSIC,
                               events=tuple(events)))
        a, b, out = R5[k]
        assert shape(sheet.upcoming) == (frozenset({frozenset(a), frozenset(b)}), frozenset({out}))
        declarer = sorted(a)[0]
        events += [Deal(parse_contract("5NT"), declarer, 11, aces=2)] * 2
    sheet = replay(Session("r5", datetime(2026, 1, 1, tzinfo=timezone.utc), players, CLASSIC,
                           events=tuple(events)))
    assert [r.finished for r in sheet.rubbers] == [True] * 5
    assert [r.out for r in sheet.rubbers] == [(p,) for p in players]


# -- six: R6 as properties -----------------------------------------------------------------

def test_r6_whole_plan():
    """R6, V12: eight rubbers; all 15 pairs partner, exactly one of them twice; sit-outs within one."""
    players = NAMES[:6]
    lineups = plan(TableMode.PAIRS, players)
    assert len(lineups) == 8
    partners, out = check_whole_plan(players, lineups)
    # C(6,2) = 15 pairs; 8 rubbers × 2 partnerships = 16: every pair once and one pair twice
    assert len(partners) == 15
    assert sorted(partners.values()) == [1] * 14 + [2]
    # 8 rubbers × 2 out = 16 sit-outs over 6 players: four sit out 3 times, two sit out twice
    assert sorted(out.values()) == [2, 2, 3, 3, 3, 3]


# -- seven to twelve: the greedy plan, checked over the whole plan -------------------------

@pytest.mark.parametrize("n", range(7, 13))
def test_plan_seven_to_twelve(n):
    """V12 (the issue): every pair partners, sit-outs within one, four at the table, the rest out."""
    players = NAMES[:n]
    lineups = plan(TableMode.PAIRS, players)
    partners, out = check_whole_plan(players, lineups)
    # at least C(n,2)/2 rubbers are needed for C(n,2) pairs at two partnerships a rubber
    assert len(lineups) >= (n * (n - 1) // 2 + 1) // 2
    # n − 4 sit out each rubber
    assert sum(out.values()) == len(lineups) * (n - 4)


@pytest.mark.parametrize("n", range(5, 13))
def test_new_accepts_five_to_twelve(sessions_dir, n):
    """V12: `vint new` takes five to twelve players at a pairs table and announces rubber 1."""
    players = NAMES[:n]
    shown = ok("new", f"t{n}", "--players", ",".join(players)).stdout
    lineup = plan(TableMode.PAIRS, players)[0]
    # rubber 1's sit-outs are named
    assert "Rubber 1:" in shown
    for p in lineup.out:
        assert p in shown


def test_thirteen_refused(sessions_dir):
    """The issue: thirteen or more are refused, exit 1, and no file is made."""
    refused(1, "new", "t13", "--players", ",".join(NAMES[:13]), words=["13"])
    assert not (sessions_dir / "t13.toml").exists()


# -- three with a dummy --------------------------------------------------------------------

def test_dummy_plan_each_plays_with_the_dummy_once_per_cycle_in_cut_order():
    """V12: the three take turns, one rubber each, to play with the dummy, in cut order."""
    players = ("Anna", "Boris", "Vera")
    lineups = plan(TableMode.DUMMY, players)
    assert len(lineups) == 3
    for k, lineup in enumerate(lineups):
        with_dummy = [c for c in lineup.columns if DUMMY in c]
        others = [c for c in lineup.columns if DUMMY not in c]
        # rubber k+1: the (k+1)-th in cut order with the dummy, against the other two
        assert [set(c) for c in with_dummy] == [{players[k], DUMMY}]
        assert [set(c) for c in others] == [set(players) - {players[k]}]
        assert lineup.out == ()


def test_dummy_rotation_through_the_replay_repeats_after_three():
    """V12: rubbers 1, 2, 3 give the dummy to Anna, Boris, Vera; rubber 4 to Anna again."""
    players = ("Anna", "Boris", "Vera")
    events = []
    for holder in ("Anna", "Boris", "Vera", "Anna"):
        sheet = replay(Session("d", datetime(2026, 1, 1, tzinfo=timezone.utc), players, CLASSIC,
                               events=tuple(events), table=TableMode.DUMMY))
        assert {holder, DUMMY} in [set(c) for c in sheet.upcoming.columns]
        # the dummy's side wins two games in a row: two 5NT-11 deals declared by the dummy
        events += [Deal(parse_contract("5NT"), DUMMY, 11, aces=2)] * 2
