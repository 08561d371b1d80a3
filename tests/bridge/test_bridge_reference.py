"""The independent model of bridge sessions (tests/bridge/reference.py) against the worked
rubbers, chicagos and settlements (BR1–BR6, BC1–BC4, BS1–BS4, and BR1 game by game): the
model the package's fold is compared with must itself say what the rules say. And the
package's one-deal scoring against the model's tables, for every deal there is."""
from __future__ import annotations

import itertools
from dataclasses import replace
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st
from reference import Deal, Options, PassOut, money, one_deal, play, read_contract

from vintscore.games.bridge.model import (
    BridgeDeal,
    Side,
    UndertrickTable,
)
from vintscore.games.bridge.notation import parse_contract
from vintscore.games.bridge.presets import RUBBER
from vintscore.games.bridge.scoring import score_deal

PLAYERS = ("Anna", "Boris", "Vera", "Gleb")  # N E S W
WE1, THEY1, WE2, THEY2 = PLAYERS  # "We" are the 1st and 3rd, "They" the 2nd and 4th
CHICAGO = Options(scoring="chicago")

BR1 = [Deal("2H", WE1, 10), Deal("4SX", THEY1, 8), Deal("3NT", THEY1, 10), Deal("3S", THEY2, 9),
       Deal("2D", THEY1, 6), Deal("6HX", WE1, 13), Deal("1NT", THEY1, 8), Deal("3C", WE2, 9),
       Deal("3H", THEY2, 9)]
BR2 = [Deal("4S", WE1, 10), Deal("2C", THEY1, 8)]
BR3 = [Deal("2S", WE1, 8), Deal("3C", THEY1, 9), Deal("2H", THEY2, 8),
       Deal("4H", WE1, 11, honours=(WE2, "4")), Deal("5DX", THEY1, 9), Deal("3NT", WE2, 9)]
BR4 = [Deal("4H", WE1, 10), Deal("3NT", WE2, 9)]
BC1 = [Deal("2H", "Vera", 9), Deal("3NT", "Boris", 8), Deal("2S", "Anna", 8),
       Deal("2D", "Gleb", 9)]
BC2 = [Deal("2H", "Vera", 9), PassOut(), Deal("4S", "Boris", 10), Deal("1NT", "Anna", 7),
       Deal("3CX", "Gleb", 8)]


def totals(evening, block=0):
    return [side.total for side in evening.blocks[block].sides]


def settled(evening, block=0):
    return [side.settled for side in evening.blocks[block].sides]


def test_br1_we_win_on_points_though_they_won_on_games():
    evening = play(PLAYERS, BR1)
    rubber = evening.blocks[0]
    we, they = rubber.sides
    assert rubber.finished and (we.games, they.games) == (1, 2)
    assert (we.total, they.total) == (1690, 880)
    assert rubber.difference == 810
    assert [e.reason for e in they.above][-1] == "rubber" and they.above[-1].amount == 500


def test_br1_game_by_game():
    """Below: game 1 We 60, They 100; game 2 They 90, We 360; game 3 They 40, We 60, They 90.
    Above: We 60, 300, 200, 100 + 50 + 500; They 30, 30, rubber 500."""
    we, they = play(PLAYERS, BR1).blocks[0].sides
    assert [[e.amount for e in game] for game in we.below] == [[60], [360], [60]]
    assert [[e.amount for e in game] for game in they.below] == [[100], [90], [40, 90]]
    assert [e.amount for e in we.above] == [60, 300, 200, 100, 50, 500]
    assert [e.amount for e in they.above] == [30, 30, 500]
    # in the order of the deals, game 3: They 40 (event 6), We 60 (event 7), They 90 (8)
    assert [e.event for e in they.below[2]] == [6, 8] and [e.event for e in we.below[2]] == [7]


def test_br1_vulnerability_before_each_deal():
    """B12: They vulnerable from the deal after their first game (deal 3); We after deal 6."""
    log = play(PLAYERS, BR1).log
    assert [w.vulnerable for w in log] == [
        (False, False), (False, False), (False, False), (False, True), (False, True),
        (False, True), (True, True), (True, True), (True, True)]


def test_br2_an_unfinished_rubber_law_80():
    evening = play(PLAYERS, BR2)
    rubber = evening.blocks[0]
    assert not rubber.finished
    assert totals(evening) == [120, 40]
    assert [(e.amount, e.reason) for e in rubber.sides[0].law80] == [(300, "unfinished game")]
    assert [(e.amount, e.reason) for e in rubber.sides[1].law80] == [
        (100, "unfinished part-score")]
    assert settled(evening) == [420, 140] and rubber.difference == 280
    assert evening.points == {"Anna": 280, "Vera": 280, "Boris": -280, "Gleb": -280}


def test_br3_the_line_drawn_honours_and_a_rubber_two_to_one():
    evening = play(PLAYERS, BR3)
    rubber = evening.blocks[0]
    we, they = rubber.sides
    assert rubber.finished
    assert [[e.amount for e in game] for game in we.below] == [[60], [120], [100]]
    assert sorted(e.amount for e in we.above) == sorted([30, 100, 500, 500])
    assert (we.total, they.total) == (1410, 120) and rubber.difference == 1290
    # B11: after They's game We's 60 no longer counts toward game
    assert they.games == 1 and we.games == 2


def test_br4_a_rubber_two_to_none():
    evening = play(PLAYERS, BR4)
    assert totals(evening) == [920, 0]
    assert [(e.amount, e.reason) for e in evening.blocks[0].sides[0].above] == [(700, "rubber")]


def test_br5_an_unfinished_rubber_with_unfinished_partscore_50():
    assert settled(play(PLAYERS, BR2, Options(unfinished_partscore=50))) == [420, 90]


def test_br6_clean_rubber_750():
    assert totals(play(PLAYERS, BR4, Options(clean_rubber=750))) == [970, 0]


def test_bc1_a_chicago_with_its_premiums():
    evening = play(PLAYERS, BC1, CHICAGO)
    chicago = evening.blocks[0]
    assert chicago.finished and chicago.deals == 4
    assert totals(evening) == [750, 160] and chicago.difference == 590
    ns, ew = chicago.sides
    assert [(e.amount, e.reason) for e in ns.above] == [
        (30, "overtricks"), (100, "undertricks"), (500, "game")]
    assert [(e.amount, e.reason) for e in ew.above] == [(20, "overtricks"), (100, "part-score")]
    assert [(w.deal, w.dealer) for w in evening.log] == [
        (1, "Anna"), (2, "Boris"), (3, "Vera"), (4, "Gleb")]


def test_bc2_a_pass_out_is_dealt_again_at_the_same_vulnerability():
    evening = play(PLAYERS, BC2, CHICAGO)
    assert totals(evening) == [330, 620]
    assert evening.blocks[0].difference == -290
    assert [(w.deal, w.dealer, w.vulnerable) for w in evening.log] == [
        (1, "Anna", (False, False)), (None, "Boris", (False, True)), (2, "Boris", (False, True)),
        (3, "Vera", (True, False)), (4, "Gleb", (True, True))]


@pytest.mark.parametrize("vulnerability, expected", [
    ("dealer", [(False, False), (False, True), (True, False), (True, True)]),
    ("non-dealer", [(False, False), (True, False), (False, True), (True, True)])])
def test_bc3_who_is_vulnerable(vulnerability, expected):
    evening = play(PLAYERS, BC1, Options(scoring="chicago", vulnerability=vulnerability))
    assert [w.vulnerable for w in evening.log] == expected


def test_bc4_duplicate_style():
    evening = play(PLAYERS, BC1, Options(scoring="chicago", chicago_scoring="duplicate"))
    assert totals(evening) == [350, 110]
    ns, ew = evening.blocks[0].sides
    assert [(e.event, e.amount) for e in ns.above] == [(0, 30), (0, 50), (1, 100), (2, 50)]
    assert [(e.event, e.amount) for e in ew.above] == [(3, 20), (3, 50)]


def test_bs1_points_and_money():
    evening = play(PLAYERS, BR1)
    assert evening.points == {"Anna": 810, "Vera": 810, "Boris": -810, "Gleb": -810}
    assert money(evening, Decimal(1)) == {"Anna": Decimal("8.10"), "Vera": Decimal("8.10"),
                                          "Boris": Decimal("-8.10"), "Gleb": Decimal("-8.10")}


def test_bs2_rounded_to_the_hundred():
    evening = play(PLAYERS, BR1, Options(rounding="hundred"))
    assert evening.blocks[0].rounded == 800
    assert money(evening, Decimal(1))["Anna"] == Decimal("8.00")
    assert money(evening, Decimal(1))["Gleb"] == Decimal("-8.00")


def test_bs3_exactly_fifty_rounds_down():
    """A difference of 1250, made of an unfinished rubber: They 4♠X four down not
    vulnerable (800 to We, BD9), We 4♠ with an overtrick (120 + 30, the only game: Law 80's
    300): 1250 against 0, which rounds to 1200."""
    evening = play(PLAYERS, [Deal("4SX", THEY1, 6), Deal("4S", WE1, 11)],
                   Options(rounding="hundred"))
    rubber = evening.blocks[0]
    assert rubber.difference == 1250 and rubber.rounded == 1200
    assert evening.points["Anna"] == 1200 and evening.points["Boris"] == -1200
    assert play(PLAYERS, [Deal("4SX", THEY1, 6), Deal("4S", WE1, 11)]).points["Anna"] == 1250


def test_bs4_an_individual_table_settles_player_by_player():
    """Three chicagos with partners 1&3–2&4 (BC1: 1&3 by 590), 1&2–3&4 (1&2 by 300), 1&4–2&3
    (2&3 by 100): +790, −190, +390, −990."""
    one, two, three, four = PLAYERS
    # chicago 2 seats N 1, E 3, S 2, W 4 and is dealt first by 1, the player after the last
    # dealer (4): deal 1 none vul, 2 E-W (3, dealing), 3 N-S (2, dealing), 4 both.
    chicago2 = [Deal("4S", one, 10),  # 120 + 300 (a game not vulnerable): 1&2
                Deal("2C", three, 8),  # 40: 3&4
                Deal("1NT", two, 7),  # 40: 1&2
                Deal("1C", four, 7)]  # 20, carried 60: no game, deal 4: 100 for 3&4
    # chicago 3 seats N 1, E 2, S 4, W 3, dealt first by 3 (after 4): deal 1 none, 2 N-S
    # (1 dealing), 3 E-W (2 dealing), 4 both.
    chicago3 = [Deal("1C", two, 7),  # 20: 2&3
                Deal("3C", one, 9),  # 60: 1&4
                Deal("1D", three, 7),  # 20, carried 40: 2&3
                Deal("1C", two, 7)]  # 20, carried 60: no game, deal 4: 100 for 2&3
    evening = play(PLAYERS, BC1 + chicago2 + chicago3, CHICAGO, table="individual")
    assert [b.difference for b in evening.blocks] == [590, 300, -100]
    assert [b.sides[0].players for b in evening.blocks] == [
        (one, three), (one, two), (one, four)]
    assert evening.points == {one: 790, two: -190, three: 390, four: -990}
    assert sum(evening.points.values()) == 0


# -- the model's own consistency -------------------------------------------------------------

def test_a_deal_after_the_rubber_starts_the_next_one_dealt_on_in_turn():
    """B15, B31: BR4 ends on deal 2 (dealt by Boris); rubber 2 is dealt first by Vera."""
    evening = play(PLAYERS, BR4 + [Deal("1C", WE1, 7)])
    assert len(evening.blocks) == 2 and evening.blocks[1].number == 2
    assert evening.log[2].dealer == "Vera" and evening.log[2].block == 2
    assert evening.next_dealer == "Gleb"
    # Law 80 on the unfinished second rubber only: We's 20 alone, 100
    assert [e.amount for e in evening.blocks[1].sides[0].law80] == [100]
    assert evening.points["Anna"] == 920 + 120


def test_a_pass_out_passes_the_deal_in_a_rubber():
    evening = play(PLAYERS, [PassOut(), PassOut(), Deal("1C", WE1, 7)])
    assert [w.dealer for w in evening.log] == ["Anna", "Boris", "Vera"]
    assert play(PLAYERS, [PassOut(dealer="Gleb")]).next_dealer == "Anna"


def test_the_state_shown_after_each_deal():
    evening = play(PLAYERS, BR2)
    we, they = evening.blocks[0].sides
    assert (we.games, we.vulnerable, we.partscore) == (1, True, 0)
    assert (they.games, they.vulnerable, they.partscore) == (0, False, 40)
    evening = play(PLAYERS, BC1[:2], CHICAGO)
    ns, ew = evening.blocks[0].sides
    assert (ns.partscore, ew.partscore) == (60, 0)
    assert (ns.vulnerable, ew.vulnerable) == (True, False)  # deal 3, Vera dealing


_EVENTS = st.lists(st.one_of(
    st.builds(PassOut),
    st.builds(lambda contract, declarer, tricks: Deal(contract, declarer, tricks),
              st.sampled_from([f"{lv}{s}{x}" for lv in range(1, 8)
                               for s in ("C", "D", "H", "S", "NT") for x in ("", "X", "XX")]),
              st.sampled_from(PLAYERS), st.integers(0, 13))), max_size=30)


@given(_EVENTS, st.sampled_from(["rubber", "chicago"]), st.sampled_from(["pairs", "individual"]),
       st.sampled_from(["none", "hundred"]))
def test_every_evening_is_zero_sum(events, scoring, table, rounding):
    evening = play(PLAYERS, events, Options(scoring=scoring, rounding=rounding), table)
    assert sum(evening.points.values()) == 0
    assert len(evening.log) == len(events)
    for block in evening.blocks[:-1]:
        assert block.finished  # only the last may be unfinished


# -- the package's one deal against the model's tables ---------------------------------------

OPTIONS = [(Options(), RUBBER),
           (Options(undertricks="pre1987", redoubled_insult=50),
            replace(RUBBER, undertricks=UndertrickTable.PRE1987, redoubled_insult=50))]


@pytest.mark.parametrize("options, rules", OPTIONS, ids=["current", "pre1987-insult50"])
def test_score_deal_agrees_with_the_model_on_every_deal(options, rules):
    """Every contract, every number of tricks, vulnerable or not (B1–B6)."""
    contracts = [f"{lv}{s}{x}" for lv in range(1, 8) for s in ("C", "D", "H", "S", "NT")
                 for x in ("", "X", "XX")]
    for contract, tricks, vul in itertools.product(contracts, range(14), (False, True)):
        level, strain, doubled = read_contract(contract)
        below, above = one_deal(level, strain, doubled, tricks, vul, options)
        score = score_deal(BridgeDeal(parse_contract(contract), "Anna", tricks), vul, False,
                           rules)
        assert score.below == below, (contract, tricks, vul)
        model = sorted((Side.DECLARING if who == "D" else Side.DEFENDING, amount, reason)
                       for who, amount, reason in above)
        assert sorted((a.side, a.amount, a.reason.value) for a in score.above) == model, (
            contract, tricks, vul)
