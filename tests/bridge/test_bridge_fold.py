"""Bridge's fold and settlement (games/bridge/sheet.py, settlement.py, on rubber/): the
worked rubbers, chicagos and settlements of vintscore/rules/bridge.en.md (BR1–BR6,
BC1–BC4, BS1–BS4) with the document's numbers, and random rubbers and chicagos compared
after every deal with the independent model of the tests (tests/bridge/reference.py, which
imports nothing of vintscore)."""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from decimal import Decimal

import pytest
import reference as ref
from hypothesis import given, settings
from hypothesis import strategies as st
from reference import Deal, Options, PassOut
from test_bridge_reference import BC1, BC2, BR1, BR2, BR3, BR4, CHICAGO, PLAYERS, THEY1, WE1

from vintscore.errors import EventError
from vintscore.games.bridge import model
from vintscore.games.bridge.model import BridgeTable, Honours, HonoursKind
from vintscore.games.bridge.notation import parse_contract
from vintscore.games.bridge.presets import PRESETS
from vintscore.games.bridge.settlement import settle
from vintscore.games.bridge.sheet import (
    games_won,
    partscore,
    replay,
    vulnerable_now,
)
from vintscore.rubber.events import Adjustment
from vintscore.session import Session

_KINDS = {"4": HonoursKind.FOUR, "5": HonoursKind.FIVE, "aces": HonoursKind.ACES}


def rules_of(options: Options) -> model.BridgeRules:
    """The package's rules for the model's options (the option table's keys and values)."""
    base = PRESETS[options.scoring]
    return replace(
        base, unfinished_partscore=options.unfinished_partscore,
        honours=model.HonoursRule(options.honours),
        vulnerability=model.Vulnerability(options.vulnerability),
        chicago_scoring=model.ChicagoScoring(options.chicago_scoring),
        rounding=model.Rounding(options.rounding),
        undertricks=model.UndertrickTable(options.undertricks),
        redoubled_insult=options.redoubled_insult, clean_rubber=options.clean_rubber)


def event_of(e: Deal | PassOut | Adjustment):
    if isinstance(e, Adjustment):  # the package's own event: the model keeps none
        return e
    if isinstance(e, PassOut):
        return model.PassOut(dealer=e.dealer)
    honours = Honours(e.honours[0], _KINDS[e.honours[1]]) if e.honours else None
    return model.BridgeDeal(parse_contract(e.contract), e.declarer, e.tricks, honours,
                            dealer=e.dealer)


def session(events, options: Options = Options(), table: str = "pairs", players=PLAYERS):
    return Session("bridge", datetime(2026, 12, 2, 20, 0), tuple(players), rules_of(options),
                   tuple(event_of(e) for e in events), table=table, game="bridge")


def totals(sheet, block: int = 0) -> list[int]:
    rubber = sheet.rubbers[block]
    return [rubber.total(0), rubber.total(1)]


# -- the worked examples, with the document's numbers ----------------------------------------

def test_br1_we_win_on_points_though_they_won_on_games():
    sheet = replay(session(BR1))
    rubber = sheet.rubbers[0]
    assert rubber.finished and (rubber.games_won(0), rubber.games_won(1)) == (1, 2)
    assert totals(sheet) == [1690, 880]
    assert [(e.amount, e.reason) for e in rubber.above(1)][-1] == (500, model.Reason.RUBBER)
    s = settle(sheet, Decimal(1))
    assert dict(s.points) == {"Anna": 810, "Boris": -810, "Vera": 810, "Gleb": -810}  # BS1
    assert dict(s.money)["Anna"] == Decimal("8.10")


def test_br2_an_unfinished_rubber_law_80():
    sheet = replay(session(BR2))
    assert not sheet.rubbers[0].finished and totals(sheet) == [120, 40]
    result = settle(sheet, Decimal(1)).rubbers[0]
    assert sorted((e.side, e.amount, e.reason) for e in result.closing) == [
        (0, 300, model.Reason.UNFINISHED_GAME), (1, 100, model.Reason.UNFINISHED_PARTSCORE)]
    assert [side.total for side in result.sides] == [420, 140]
    assert dict(result.result) == {"Anna": 280, "Vera": 280, "Boris": -280, "Gleb": -280}


def test_br3_the_line_drawn_honours_and_a_rubber_two_to_one():
    sheet = replay(session(BR3))
    rubber = sheet.rubbers[0]
    assert rubber.finished and totals(sheet) == [1410, 120]
    assert [[e.amount for e in rubber.below(0, g)] for g in (1, 2, 3)] == [[60], [120], [100]]
    assert sorted(e.amount for e in rubber.above(0)) == [30, 100, 500, 500]


@pytest.mark.parametrize("options, expected", [
    (Options(), [920, 0]),  # BR4: 700 for two games to none
    (Options(clean_rubber=750), [970, 0]),  # BR6
], ids=["BR4", "BR6"])
def test_br4_br6_a_rubber_two_to_none(options, expected):
    assert totals(replay(session(BR4, options))) == expected


def test_br5_an_unfinished_rubber_with_unfinished_partscore_50():
    result = settle(replay(session(BR2, Options(unfinished_partscore=50))), Decimal(1))
    assert [side.total for side in result.rubbers[0].sides] == [420, 90]


def test_bc1_a_chicago_with_its_premiums():
    sheet = replay(session(BC1, CHICAGO))
    chicago = sheet.rubbers[0]
    assert chicago.finished and chicago.hands == 4 and totals(sheet) == [750, 160]
    assert [(e.amount, e.reason.value) for e in chicago.above(0)] == [
        (30, "overtricks"), (100, "undertricks"), (500, "game")]
    assert [(e.amount, e.reason.value) for e in chicago.above(1)] == [
        (20, "overtricks"), (100, "part-score")]
    assert [(r.facts.deal, r.dealer) for r in sheet.records] == [
        (1, "Anna"), (2, "Boris"), (3, "Vera"), (4, "Gleb")]
    assert dict(settle(sheet, Decimal(1)).points)["Anna"] == 590


def test_bc2_a_pass_out_is_dealt_again_at_the_same_vulnerability():
    sheet = replay(session(BC2, CHICAGO))
    assert totals(sheet) == [330, 620]
    assert [(r.facts.deal, r.dealer, r.facts.vulnerable) for r in sheet.records] == [
        (1, "Anna", (False, False)), (None, "Boris", (False, True)), (2, "Boris", (False, True)),
        (3, "Vera", (True, False)), (4, "Gleb", (True, True))]


@pytest.mark.parametrize("vulnerability, expected", [
    ("dealer", [(False, False), (False, True), (True, False), (True, True)]),
    ("non-dealer", [(False, False), (True, False), (False, True), (True, True)])],
    ids=["BC3-dealer", "BC3-non-dealer"])
def test_bc3_who_is_vulnerable(vulnerability, expected):
    sheet = replay(session(BC1, Options(scoring="chicago", vulnerability=vulnerability)))
    assert [r.facts.vulnerable for r in sheet.records] == expected


def test_bc4_duplicate_style():
    sheet = replay(session(BC1, Options(scoring="chicago", chicago_scoring="duplicate")))
    assert totals(sheet) == [350, 110]
    assert [(e.event, e.amount) for e in sheet.rubbers[0].above(0)] == [
        (1, 30), (1, 50), (2, 100), (3, 50)]


def test_bs2_rounded_to_the_hundred():
    s = settle(replay(session(BR1, Options(rounding="hundred"))), Decimal(1))
    assert dict(s.points) == {"Anna": 800, "Boris": -800, "Vera": 800, "Gleb": -800}


def test_bs3_exactly_fifty_rounds_down():
    events = [Deal("4SX", THEY1, 6), Deal("4S", WE1, 11)]
    assert dict(settle(replay(session(events, Options(rounding="hundred"))),
                       Decimal(1)).points)["Anna"] == 1200
    assert dict(settle(replay(session(events)), Decimal(1)).points)["Anna"] == 1250


def test_bs4_an_individual_table_settles_player_by_player():
    one, two, three, four = PLAYERS
    chicago2 = [Deal("4S", one, 10), Deal("2C", three, 8), Deal("1NT", two, 7),
                Deal("1C", four, 7)]
    chicago3 = [Deal("1C", two, 7), Deal("3C", one, 9), Deal("1D", three, 7),
                Deal("1C", two, 7)]
    sheet = replay(session(BC1 + chicago2 + chicago3, CHICAGO, "individual"))
    assert [r.lineup.columns[0] for r in sheet.rubbers] == [(one, three), (one, two), (one, four)]
    assert dict(settle(sheet, Decimal(1)).points) == {one: 790, two: -190, three: 390,
                                                      four: -990}


def test_a_pass_out_passes_the_deal_in_a_rubber_and_not_in_a_chicago():
    sheet = replay(session([PassOut(), PassOut(), Deal("1C", WE1, 7)]))
    assert [r.dealer for r in sheet.records] == ["Anna", "Boris", "Vera"]
    sheet = replay(session([PassOut(dealer="Gleb"), Deal("1C", WE1, 7)], CHICAGO))
    assert [r.dealer for r in sheet.records] == ["Gleb", "Gleb"]  # B22: dealt again


def test_the_table_kinds_of_b30():
    assert BridgeTable.PAIRS.sizes == (4, 12) and BridgeTable.INDIVIDUAL.sizes == (4, 4)
    lineups = BridgeTable.INDIVIDUAL.plan(PLAYERS)
    assert [lineup.players for lineup in lineups] == [  # N E S W each (B31)
        ("Anna", "Boris", "Vera", "Gleb"), ("Anna", "Vera", "Boris", "Gleb"),
        ("Anna", "Boris", "Gleb", "Vera")]


# -- adjustments: a free entry for a side, no hand dealt ---------------------------------------

def test_an_adjustment_above_the_line_is_its_players_side_and_deals_no_hand():
    sheet = replay(session([Adjustment("Boris", 250, reason="carried on from paper"),
                            Deal("1C", WE1, 7)]))
    rubber = sheet.rubbers[0]
    assert [(e.side, e.amount, e.reason, e.below, e.detail, e.event) for e in rubber.entries] == [
        (1, 250, model.Reason.ADJUSTMENT, False, "carried on from paper", 1),
        (0, 20, model.Reason.TRICKS, True, "", 2)]  # 1♣ made: 20 below (B1)
    assert totals(sheet) == [20, 250] and rubber.games_won(1) == 0
    assert [r.dealer for r in sheet.records] == [None, "Anna"]  # the first dealer deals (B31)
    assert sheet.records[0].facts is None and sheet.next_dealer == "Boris"


def test_an_adjustment_below_counts_toward_the_game_in_progress():
    """60 carried from paper below, then 1NT made (40, B1): 100, We's game (B10); We are
    vulnerable from the next deal (B12): 2♠ one down costs 100 (B6)."""
    sheet = replay(session([Adjustment("Vera", 60, below=True, reason="from paper"),
                            Deal("1NT", WE1, 7), Deal("2S", WE1, 7)]))
    rubber = sheet.rubbers[0]
    assert [[e.amount for e in rubber.below(0, g)] for g in (1, 2)] == [[60, 40], []]
    assert rubber.games_won(0) == 1 and not rubber.finished
    assert [(e.amount, e.reason) for e in rubber.above(1)] == [(100, model.Reason.UNDERTRICKS)]
    assert sheet.records[2].facts.vulnerable == (True, False)


def test_an_adjustment_below_is_a_partscore_of_an_unfinished_rubber():
    """B14: the only part-score in the game in progress, when the table stops: 100."""
    sheet = replay(session([Adjustment("Anna", 40, below=True, reason="from paper")]))
    result = settle(sheet, Decimal(1)).rubbers[0]
    assert [(e.side, e.amount, e.reason) for e in result.closing] == [
        (0, 100, model.Reason.UNFINISHED_PARTSCORE)]
    assert [side.total for side in result.sides] == [140, 0]


def test_an_adjustment_in_a_chicago_is_not_one_of_its_four_deals():
    """BC1 with 100 for East-West after its first deal: 750 against 260, the deals still
    numbered 1 to 4 with their dealers (B20, B21)."""
    events = [BC1[0], Adjustment("Gleb", 100, reason="house agreement"), *BC1[1:]]
    sheet = replay(session(events, CHICAGO))
    chicago = sheet.rubbers[0]
    assert len(sheet.rubbers) == 1 and chicago.finished and chicago.hands == 4
    assert totals(sheet) == [750, 260]
    assert [(r.facts.deal, r.dealer) if r.facts else None for r in sheet.records] == [
        (1, "Anna"), None, (2, "Boris"), (3, "Vera"), (4, "Gleb")]


def test_an_adjustment_of_nothing_writes_nothing():
    sheet = replay(session([Adjustment("Anna", 0, reason="nothing after all")]))
    assert sheet.records[0].entries == () and totals(sheet) == [0, 0]


@pytest.mark.parametrize("event, key, rule", [
    (Adjustment("Zoe", 50, reason="who?"), "player", "B31"),  # nobody at the table
    (Adjustment("Anna", 10**9 + 1, reason="a typo"), "amount", ""),  # beyond any sheet: no rule
], ids=["unknown-player", "too-big"])
def test_an_impossible_adjustment_is_refused_on_its_key(event, key, rule):
    with pytest.raises(EventError) as refused:
        replay(session([event]))
    assert refused.value.number == 1 and (refused.value.key, refused.value.rule) == (key, rule)


def test_an_adjustment_for_a_player_sitting_out_is_refused():
    """B30: at five, by Vint's plans (V12: at rubber k player k sits out) Anna sits out the
    first rubber, and is refused as one who does."""
    players = (*PLAYERS, "Dima")
    with pytest.raises(EventError) as refused:
        replay(session([Adjustment("Anna", 50, reason="early")], players=players))
    assert refused.value.cause.key == "player" and refused.value.cause.rule == "B30"


# -- random evenings against the model, after every deal -------------------------------------

def _honours(contract: str, holder: str, kind: str):
    at_nt = "NT" in contract
    if at_nt:
        return (holder, "aces") if kind == "aces" else None
    return (holder, kind) if kind != "aces" else None


_CONTRACTS = [f"{lv}{s}{x}" for lv in range(1, 8) for s in ("C", "D", "H", "S", "NT")
              for x in ("", "X", "XX")]
_DEALER = st.one_of(st.none(), st.sampled_from(PLAYERS))
_EVENT = st.one_of(
    st.builds(PassOut, _DEALER),
    st.builds(lambda c, d, t, h, k, dealer: Deal(c, d, t, _honours(c, h, k) if k else None,
                                                 dealer),
              st.sampled_from(_CONTRACTS), st.sampled_from(PLAYERS),
              st.integers(0, 13).flatmap(lambda t: st.sampled_from([t, 9, 10, 11])),
              st.sampled_from(PLAYERS), st.sampled_from([None, None, "4", "5", "aces"]),
              _DEALER))
_OPTIONS = st.builds(
    Options, scoring=st.sampled_from(["rubber", "chicago"]),
    unfinished_partscore=st.sampled_from([100, 50]),
    vulnerability=st.sampled_from(["dealer", "non-dealer"]),
    chicago_scoring=st.sampled_from(["carry", "duplicate"]),
    rounding=st.sampled_from(["none", "hundred"]),
    undertricks=st.sampled_from(["current", "pre1987"]),
    redoubled_insult=st.sampled_from([100, 50]), clean_rubber=st.sampled_from([700, 750]))


def _entries(rubber, column: int) -> tuple[list, list]:
    above = [(e.event - 1, e.amount, e.reason.value) for e in rubber.entries
             if e.side == column and not e.below]
    below = [(e.event - 1, e.amount) for e in rubber.entries if e.side == column and e.below]
    return above, below


def compare(events, options: Options, table: str) -> None:
    """The package's sheet and settlement equal the model's, block by block and event by
    event."""
    expected = ref.play(PLAYERS, events, options, table)
    s = session(events, options, table)
    sheet = replay(s)
    rules = sheet.rules
    assert len(sheet.rubbers) == len(expected.blocks)
    for rubber, block in zip(sheet.rubbers, expected.blocks, strict=True):
        assert rubber.finished == block.finished, block.number
        assert rubber.lineup.players == block.seats
        for column, side in enumerate(block.sides):
            above, below = _entries(rubber, column)
            assert above == [(e.event, e.amount, e.reason) for e in side.above], (block, column)
            assert below == [(e.event, e.amount) for game in side.below for e in game]
            assert rubber.total(column) == side.total
            assert games_won(rubber, column, rules) == side.games
            assert partscore(rubber, column, rules) == side.partscore
        assert vulnerable_now(rubber, rules, sheet.next_dealer) == (
            block.sides[0].vulnerable, block.sides[1].vulnerable)
    for record, written in zip(sheet.records, expected.log, strict=True):
        assert (record.rubber, record.dealer) == (written.block, written.dealer)
        assert (record.facts.deal, record.facts.vulnerable) == (written.deal, written.vulnerable)
    assert sheet.next_dealer == expected.next_dealer
    settlement = settle(sheet, Decimal("0.25"))
    assert dict(settlement.points) == expected.points
    assert dict(settlement.money) == ref.money(expected, Decimal("0.25"))
    if expected.blocks:
        last, result = expected.blocks[-1], settlement.rubbers[-1]
        assert [side.total for side in result.sides] == [s.settled for s in last.sides]


@given(st.lists(_EVENT, max_size=40), _OPTIONS, st.sampled_from(["pairs", "individual"]))
@settings(deadline=None)
def test_random_evenings_agree_with_the_model_after_every_deal(events, options, table):
    for end in range(len(events) + 1):
        compare(events[:end], options, table)


@given(st.lists(_EVENT, min_size=25, max_size=60), _OPTIONS,
       st.sampled_from(["pairs", "individual"]))
@settings(deadline=None)
def test_long_evenings_agree_with_the_model(events, options, table):
    """Several rubbers or chicagos an evening: the seats and the first dealer of each."""
    compare(events, options, table)


def test_a_table_kind_of_vint_with_the_same_name_is_not_bridges():
    """The shared plans are cached by the table kind: Vint's 'individual' (a column a player)
    and bridge's (partners changing, B30) are equal strings, never the same plan."""
    from vintscore.games.vint.model import TableMode
    from vintscore.rubber.rotation import plan
    assert TableMode.INDIVIDUAL == BridgeTable.INDIVIDUAL  # StrEnums: equal as strings
    assert len(plan(TableMode.INDIVIDUAL, PLAYERS)[0].columns) == 4
    assert len(plan(BridgeTable.INDIVIDUAL, PLAYERS)[0].columns) == 2
