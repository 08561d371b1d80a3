"""Rotation plans (V12; examples R5, R6): who sits out and who partners whom.

The expectations come from the rules, never from the program. R5 is written out by hand
from its formula (rubber k: Pk sits out; P(k+1) & P(k+4) against P(k+2) & P(k+3), mod 5).
R6 is the schedule of the worked examples (vintscore/rules/vint.en.md) written out by hand, with
the players renumbered so that the highest cards sit out first, as they do in R5 (the
rules give the eight rubbers, not their order, so the order is checked by what V12 asks of
it). The plans for seven to twelve are checked as properties over the whole plan (every
pair partners, sit-outs within one of each other, four distinct players a rubber and
everyone else out), and the dummy table's plan by its definition (each of the three, in
cut order, plays one rubber with the dummy). None of these helpers repeats the module's
own code: a partnership is counted straight from the two columns of two, once the columns
are checked to be that.
"""
from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime
from itertools import combinations

import pytest
from helpers_cli.vintcli import ok, refused

from vintscore.games.vint.model import Deal, TableMode
from vintscore.games.vint.notation import parse_contract
from vintscore.games.vint.presets import PRESETS
from vintscore.games.vint.sheet import replay
from vintscore.names import DUMMY
from vintscore.rubber.rotation import Lineup, lineup_at, partnerships, plan
from vintscore.session import Session

CLASSIC = PRESETS["classic"]
NAMES = ("Anna", "Boris", "Vera", "Gleb", "Dima", "Eva", "Fyodor", "Irina", "Kolya", "Lena",
         "Misha", "Nina", "Oleg")


def shape(lineup: Lineup) -> tuple[frozenset, frozenset]:
    """A pairs lineup as ({the two partnerships}, {who sits out}): order inside does not matter."""
    return frozenset(frozenset(c) for c in lineup.columns), frozenset(lineup.out)


def written(a: set, b: set, out: set) -> tuple[frozenset, frozenset]:
    """One rubber of a table written out by hand, in the form of shape()."""
    return frozenset({frozenset(a), frozenset(b)}), frozenset(out)


def check_whole_plan(players: tuple[str, ...], lineups) -> tuple[Counter, Counter]:
    """The properties every pairs plan of V12 has; returns (partnerships, sit-outs)."""
    for lineup in lineups:
        # two partnerships of two people: no dummy at a pairs table, four distinct players
        assert lineup.dummies == (), lineup
        assert len(lineup.columns) == 2 and all(len(c) == 2 for c in lineup.columns), lineup
        at_table = [h for c in lineup.columns for h in c]
        assert len(set(at_table)) == 4, lineup
        assert set(at_table) <= set(players), lineup
        # everyone else sits out, and nobody both plays and sits out
        assert set(lineup.out) == set(players) - set(at_table), lineup
        assert len(lineup.out) == len(set(lineup.out)) == len(players) - 4, lineup
    # each column is a partnership of two (checked above)
    partners = Counter(frozenset(c) for lineup in lineups for c in lineup.columns)
    # every two players partner at least once
    assert set(partners) == {frozenset(p) for p in combinations(players, 2)}
    out = Counter({p: 0 for p in players})
    out.update(p for lineup in lineups for p in lineup.out)
    # sit-outs per player differ by at most one
    assert max(out.values()) - min(out.values()) <= 1, dict(out)
    return partners, out


def sit_outs_stay_within_one(players: tuple[str, ...], lineups) -> None:
    """V12 read for an evening that may stop after any rubber: after every rubber of the
    plan, nobody has sat out two more times than anybody else."""
    out = Counter({p: 0 for p in players})
    for number, lineup in enumerate(lineups, 1):
        out.update(lineup.out)
        assert max(out.values()) - min(out.values()) <= 1, (number, dict(out))


# -- four: no rotation ---------------------------------------------------------------------

def test_four_players_one_lineup_first_and_third_against_second_and_fourth():
    """docs/contract.md, "vint new", --players: Anna & Vera (1st & 3rd) against Boris & Gleb (2nd & 4th)."""
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
    # the same count by the module's own function
    assert partnerships(lineups) == Counter({frozenset(p): 1 for p in combinations(players, 2)})
    assert dict(out) == {p: 1 for p in players}
    # the sit-outs in cut order: rubber 1 the first cut, … rubber 5 the fifth
    assert [lineup.out for lineup in lineups] == [(p,) for p in players]


def test_r5_through_the_replay():
    """V12: the replay seats the rubbers by the plan; a finished rubber hands over to the next."""
    players = NAMES[:5]
    # 5NT taking 11 with 2 aces is a game (50×11 = 550 ≥ 500): two of them finish a rubber.
    events = []
    for k in range(5):
        sheet = replay(Session("r5", datetime(2026, 1, 1, tzinfo=UTC), players, CLASSIC,
                               events=tuple(events)))
        a, b, out = R5[k]
        assert shape(sheet.upcoming) == (frozenset({frozenset(a), frozenset(b)}), frozenset({out}))
        declarer = sorted(a)[0]
        events += [Deal(parse_contract("5NT"), declarer, 11, aces=2)] * 2
    sheet = replay(Session("r5", datetime(2026, 1, 1, tzinfo=UTC), players, CLASSIC,
                           events=tuple(events)))
    assert [r.finished for r in sheet.rubbers] == [True] * 5
    assert [r.out for r in sheet.rubbers] == [(p,) for p in players]


# -- six: R6 exactly, in an order V12 allows ----------------------------------------------

# R6 (the schedule as first written, in numbers), players P0 … P5 in cut order: "out 4,5: 01–23, 02–13,
# 03–12; out 1,3: 04–25, 05–24; out 0,2: 14–35, 15–34; out 0,1: 23–45". Renumbered Pi →
# P(5−i), so that the highest cards sit out first as in R5 (the example's schedule has P4 and
# P5 out first), and named P0 Anna, P1 Boris, P2 Vera, P3 Gleb, P4 Dima, P5 Eva, by hand:
R6 = [
    # out 4,5 → out P1, P0: 01–23 → 54–32; 02–13 → 53–42; 03–12 → 52–43
    written({"Eva", "Dima"}, {"Gleb", "Vera"}, {"Anna", "Boris"}),
    written({"Eva", "Gleb"}, {"Dima", "Vera"}, {"Anna", "Boris"}),
    written({"Eva", "Vera"}, {"Dima", "Gleb"}, {"Anna", "Boris"}),
    # out 1,3 → out P4, P2: 04–25 → 51–30; 05–24 → 50–31
    written({"Eva", "Boris"}, {"Gleb", "Anna"}, {"Dima", "Vera"}),
    written({"Eva", "Anna"}, {"Gleb", "Boris"}, {"Dima", "Vera"}),
    # out 0,2 → out P5, P3: 14–35 → 41–20; 15–34 → 40–21
    written({"Dima", "Boris"}, {"Vera", "Anna"}, {"Eva", "Gleb"}),
    written({"Dima", "Anna"}, {"Vera", "Boris"}, {"Eva", "Gleb"}),
    # out 0,1 → out P5, P4: 23–45 → 32–10
    written({"Gleb", "Vera"}, {"Boris", "Anna"}, {"Eva", "Dima"}),
]
# Who partners whom in R6, counted by hand from the example: 2–3 partner in "01–23" and in
# "23–45" (renumbered: Gleb & Vera); the other fourteen pairs once each.
R6_PARTNERS = Counter({frozenset(p): 1 for p in combinations(NAMES[:6], 2)})
R6_PARTNERS[frozenset({"Vera", "Gleb"})] = 2
# Sit-outs, counted from the example: its P4, P5 (Boris, Anna) in the three "out 4,5"; its
# P0 (Eva) in "out 0,2" twice and in "out 0,1"; its P1 (Dima) in "out 1,3" twice and in
# "out 0,1"; its P2 and P3 (Gleb, Vera) twice.
R6_OUT = {"Anna": 3, "Boris": 3, "Vera": 2, "Gleb": 2, "Dima": 3, "Eva": 3}


def test_r6_table_as_written_adds_up():
    """The hand-written table itself: V12's promises hold for it (a check of the transcription)."""
    assert len(R6) == 8 and len(set(R6)) == 8
    for pairs, out in R6:
        assert len(pairs) == 2 and all(len(p) == 2 for p in pairs) and len(out) == 2
        assert frozenset().union(*pairs) | out == frozenset(NAMES[:6])
    assert Counter(p for pairs, _ in R6 for p in pairs) == R6_PARTNERS
    assert Counter(p for _, out in R6 for p in out) == R6_OUT


def test_r6_the_plan_is_the_examples_schedule():
    """R6, V12: the eight rubbers of the plan are exactly the example's eight (in some order)."""
    lineups = plan(TableMode.PAIRS, NAMES[:6])
    assert Counter(map(shape, lineups)) == Counter(R6)  # as multisets, in no order


def test_r6_whole_plan():
    """R6, V12: eight rubbers; all 15 pairs partner, Vera & Gleb twice; sit-outs within one."""
    players = NAMES[:6]
    lineups = plan(TableMode.PAIRS, players)
    assert len(lineups) == 8
    partners, out = check_whole_plan(players, lineups)
    # C(6,2) = 15 pairs; 8 rubbers × 2 partnerships = 16: every pair once and one pair twice
    assert len(partners) == 15
    assert sorted(partners.values()) == [1] * 14 + [2]
    assert partners == R6_PARTNERS
    assert partnerships(lineups) == R6_PARTNERS
    # 8 rubbers × 2 out = 16 sit-outs over 6 players: four sit out 3 times, two sit out twice
    assert sorted(out.values()) == [2, 2, 3, 3, 3, 3]
    assert dict(out) == R6_OUT


def test_r6_order_highest_cards_out_first_and_sit_outs_even_all_along():
    """V12 gives the rubbers, not their order. The plan's order: the two highest cards sit out
    the first rubber (cut order, as in R5), and after every rubber the sit-outs are within one,
    which makes them all equal after the 3rd and the 6th rubber (6 and 12 sit-outs over 6)."""
    players = NAMES[:6]
    lineups = plan(TableMode.PAIRS, players)
    assert set(lineups[0].out) == {"Anna", "Boris"}
    sit_outs_stay_within_one(players, lineups)
    for after in (3, 6):
        out = Counter(p for lineup in lineups[:after] for p in lineup.out)
        assert out == Counter({p: after // 3 for p in players}), after


@pytest.mark.parametrize("n", [5, 6], ids=["R5-five", "R6-six"])
def test_a_long_plain_evening_sits_out_the_fewest_first_rubber_after_rubber(n):
    """V12 over a long evening of the plan alone (six cycles of six: 48 rubbers): at every
    rubber the players sitting out are among those who have sat out fewest so far, so the
    counts stay within one after every rubber, and nobody sits out two rubbers running.
    (The issue: in the third cycle of six, after rubber 18, one player had sat out 7 times
    and another 5.)"""
    players = NAMES[:n]
    out = Counter({p: 0 for p in players})
    before: tuple[str, ...] = ()
    for number in range(1, 49):
        lineup = lineup_at(TableMode.PAIRS, players, number - 1)
        playing = set(players) - set(lineup.out)
        for p in lineup.out:
            assert out[p] <= min(out[q] for q in playing), (number, p, dict(out))
        out.update(lineup.out)
        assert max(out.values()) - min(out.values()) <= 1, (number, dict(out))
        assert not set(before) & set(lineup.out), number  # nobody out twice running
        before = lineup.out


def test_r6_every_cycle_is_the_examples_schedule():
    """R6: each cycle of eight, the third too, is the example's schedule under new names."""
    players = NAMES[:6]
    for cycle in range(6):
        lineups = [lineup_at(TableMode.PAIRS, players, 8 * cycle + i) for i in range(8)]
        partners, out = check_whole_plan(players, lineups)
        assert sorted(partners.values()) == [1] * 14 + [2]
        assert sorted(out.values()) == [2, 2, 3, 3, 3, 3]


# -- seven to twelve: the greedy plan, checked over the whole plan -------------------------

@pytest.mark.parametrize("n", range(7, 13))
def test_plan_seven_to_twelve(n):
    """V12 (the issue): every pair partners, sit-outs within one, four at the table, the rest out."""
    players = NAMES[:n]
    lineups = plan(TableMode.PAIRS, players)
    partners, out = check_whole_plan(players, lineups)
    assert partnerships(lineups) == partners
    sit_outs_stay_within_one(players, lineups)
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
    # the dummy partners nobody: the two against the dummy's side are the only partnership
    assert partnerships(lineups) == Counter({frozenset({"Boris", "Vera"}): 1,
                                             frozenset({"Anna", "Vera"}): 1,
                                             frozenset({"Anna", "Boris"}): 1})


def test_dummy_rotation_through_the_replay_repeats_after_three():
    """V12: rubbers 1, 2, 3 give the dummy to Anna, Boris, Vera; rubber 4 to Anna again."""
    players = ("Anna", "Boris", "Vera")
    events = []
    for holder in ("Anna", "Boris", "Vera", "Anna"):
        sheet = replay(Session("d", datetime(2026, 1, 1, tzinfo=UTC), players, CLASSIC,
                               events=tuple(events), table=TableMode.DUMMY))
        assert {holder, DUMMY} in [set(c) for c in sheet.upcoming.columns]
        # the dummy's side wins two games in a row: two 5NT-11 deals declared by the dummy
        events += [Deal(parse_contract("5NT"), DUMMY, 11, aces=2)] * 2
