"""One deal of bridge (B1–B8): every worked case BD1–BD20 through check_deal and score_deal,
every refusal of Part 1's list with its rule and key, and the peers' known errors.

The numbers are the worked examples' (vintscore/rules/bridge.en.md, BD…), never the program's output.
"""
from __future__ import annotations

from dataclasses import replace

import pytest

from vintscore.errors import RuleViolation
from vintscore.games.bridge.model import (
    BridgeDeal,
    Contract,
    DealScore,
    Doubling,
    Honours,
    HonoursKind,
    HonoursRule,
    PassOut,
    Reason,
    Side,
    UndertrickTable,
)
from vintscore.games.bridge.notation import parse_contract
from vintscore.games.bridge.presets import CHICAGO, RUBBER
from vintscore.games.bridge.scoring import (
    check_deal,
    check_pass,
    honours_side,
    score_deal,
    side_of,
    undertricks,
)
from vintscore.glossary import say

SEATS = ("Anna", "Boris", "Vera", "Gleb")  # N E S W: Anna & Vera against Boris & Gleb
D, O = Side.DECLARING, Side.DEFENDING  # noqa: E741 (the examples write "O")
R = Reason


def scored(contract: str, tricks: int, vul: bool = False, honours: str | None = None,
           kind: HonoursKind | None = None, rules=RUBBER, declarer: str = "Anna") -> DealScore:
    """The deal checked and scored as the fold will do it: Anna declares unless told."""
    held = Honours(honours, kind) if honours is not None and kind is not None else None
    deal = check_deal(BridgeDeal(parse_contract(contract), declarer, tricks, held), SEATS, rules)
    return score_deal(deal, vul, not vul, rules, honours_side=honours_side(deal, SEATS))


def above(score: DealScore) -> list[tuple[Side, int, Reason]]:
    return sorted((a.side, a.amount, a.reason) for a in score.above)


# -- BD1–BD20 --------------------------------------------------------------------------------

@pytest.mark.parametrize("case, contract, tricks, vul, below, written", [
    ("BD1", "4S", 10, False, 120, []),
    ("BD2", "3NT", 10, False, 100, [(D, 30, R.OVERTRICKS)]),
    ("BD3", "2SX", 8, False, 120, [(D, 50, R.INSULT)]),
    ("BD4", "1CXX", 7, False, 80, [(D, 100, R.INSULT)]),
    ("BD5", "4HX", 11, True, 240, [(D, 200, R.OVERTRICKS), (D, 50, R.INSULT)]),
    ("BD6", "3NTXX", 10, False, 400, [(D, 200, R.OVERTRICKS), (D, 100, R.INSULT)]),
    ("BD7", "6H", 13, False, 180, [(D, 30, R.OVERTRICKS), (D, 500, R.SMALL_SLAM)]),
    ("BD8", "7NT", 13, True, 220, [(D, 1500, R.GRAND_SLAM)]),
    ("BD9", "4SX", 6, False, 0, [(O, 800, R.UNDERTRICKS)]),
    ("BD10", "3NTX", 6, True, 0, [(O, 800, R.UNDERTRICKS)]),
    ("BD11", "6DXX", 10, False, 0, [(O, 600, R.UNDERTRICKS)]),
    ("BD12", "5C", 9, True, 0, [(O, 200, R.UNDERTRICKS)]),
    ("BD17", "7CX", 13, True, 280, [(D, 50, R.INSULT), (D, 1500, R.GRAND_SLAM)]),
    ("BD18", "3HXX", 7, True, 0, [(O, 1000, R.UNDERTRICKS)]),
], ids=lambda v: v if isinstance(v, str) and v.startswith("BD") else None)
def test_bd_one_deal(case, contract, tricks, vul, below, written):
    score = scored(contract, tricks, vul)
    assert score.below == below
    assert score.made == (below > 0)
    assert above(score) == sorted(written), case


def test_bd3_2sx_is_a_game_and_bd4_1cxx_is_not():
    """B2: the multiplied trick points are what counts toward game (100)."""
    assert scored("2SX", 8).below >= 100
    assert scored("1CXX", 7).below < 100


def test_bd13_honours_held_by_a_defender_when_the_contract_fails():
    """4♠ nv, 9 tricks; a defender (Boris) held A K Q J of spades: O 50 + honours 100."""
    score = scored("4S", 9, honours="Boris", kind=HonoursKind.FOUR)
    assert score.below == 0
    assert above(score) == [(O, 50, R.UNDERTRICKS), (O, 100, R.HONOURS)]


def test_bd14_the_dummy_held_the_four_aces():
    """3NT nv, 9 tricks; the dummy (Vera, Anna's partner) held the four aces: 100, D 150."""
    score = scored("3NT", 9, honours="Vera", kind=HonoursKind.ACES)
    assert score.below == 100
    assert above(score) == [(D, 150, R.HONOURS)]


def test_bd15_the_declarer_held_all_five_honours():
    score = scored("4H", 10, honours="Anna", kind=HonoursKind.FIVE)
    assert score.below == 120
    assert above(score) == [(D, 150, R.HONOURS)]


def test_bd16_trump_honours_at_no_trump_are_refused():
    """3NT with honours "4": refused, at NT only the four aces score (B7)."""
    with pytest.raises(RuleViolation) as e:
        scored("3NT", 9, honours="Anna", kind=HonoursKind.FOUR)
    assert (e.value.rule, e.value.key) == ("B7", "honours")
    assert e.value.msg.key == "bridge.deal.trump_honours_at_nt"
    with pytest.raises(RuleViolation):
        scored("3NT", 9, honours="Anna", kind=HonoursKind.FIVE)


def test_bd19_the_older_undertrick_table():
    pre = replace(RUBBER, undertricks=UndertrickTable.PRE1987)
    assert above(scored("4SX", 6, rules=pre)) == [(O, 700, R.UNDERTRICKS)]
    assert above(scored("4SXX", 6, rules=pre)) == [(O, 1400, R.UNDERTRICKS)]


def test_bd20_a_redoubled_insult_of_50():
    fifty = replace(RUBBER, redoubled_insult=50)
    score = scored("1CXX", 7, rules=fifty)
    assert score.below == 80
    assert above(score) == [(D, 50, R.INSULT)]


# -- B6's whole tables ---------------------------------------------------------------------

@pytest.mark.parametrize("down, current_nv, vul", [
    (1, 100, 200), (2, 300, 500), (3, 500, 800), (4, 800, 1100), (5, 1100, 1400),
    (6, 1400, 1700), (13, 3500, 3800)])
def test_b6_doubled_undertricks_totals(down, current_nv, vul):
    """B6: X nv 100, 300, 500, 800, 1100, … (300 each from the 4th); X v 200, 500, 800, …"""
    assert undertricks(down, Doubling.DOUBLED, False, RUBBER) == current_nv
    assert undertricks(down, Doubling.DOUBLED, True, RUBBER) == vul
    assert undertricks(down, Doubling.REDOUBLED, False, RUBBER) == 2 * current_nv
    assert undertricks(down, Doubling.REDOUBLED, True, RUBBER) == 2 * vul


@pytest.mark.parametrize("down", range(1, 14))
def test_b6_undoubled_undertricks_and_the_pre1987_table(down):
    assert undertricks(down, Doubling.NONE, False, RUBBER) == 50 * down
    assert undertricks(down, Doubling.NONE, True, RUBBER) == 100 * down
    pre = replace(RUBBER, undertricks=UndertrickTable.PRE1987)
    assert undertricks(down, Doubling.DOUBLED, False, pre) == 100 + 200 * (down - 1)
    # vulnerable unchanged
    assert undertricks(down, Doubling.DOUBLED, True, pre) == 200 + 300 * (down - 1)


def test_b6_undertricks_go_by_the_vulnerability_of_the_side_that_went_down():
    """The declaring side's, whatever the defenders' (`defenders_vulnerable` changes nothing)."""
    deal = BridgeDeal(parse_contract("5C"), "Anna", 9)
    for defenders in (False, True):
        assert score_deal(deal, True, defenders, RUBBER).above[0].amount == 200
        assert score_deal(deal, False, defenders, RUBBER).above[0].amount == 100


def test_b5_a_slam_made_but_not_bid_scores_its_tricks_only():
    score = scored("4S", 12)
    assert score.below == 120
    assert above(score) == [(D, 60, R.OVERTRICKS)]
    assert above(scored("6S", 12, True)) == [(D, 750, R.SMALL_SLAM)]
    assert above(scored("6S", 11)) == [(O, 50, R.UNDERTRICKS)]  # a slam down: no premium


def test_b3_undoubled_overtricks_are_worth_their_trick_vulnerable_or_not():
    for vul in (False, True):
        assert above(scored("2C", 10, vul)) == [(D, 40, R.OVERTRICKS)]
        assert above(scored("1NT", 9, vul)) == [(D, 60, R.OVERTRICKS)]
    assert above(scored("2DX", 9, False)) == [(D, 50, R.INSULT), (D, 100, R.OVERTRICKS)]
    assert above(scored("2DXX", 9, True)) == [(D, 100, R.INSULT), (D, 400, R.OVERTRICKS)]


# -- what the sheet says ---------------------------------------------------------------------

@pytest.mark.parametrize("contract, tricks, vul, en, ru", [
    ("5DX", 9, True, "2 down, doubled, vulnerable", "подсад 2 с контрой в зоне"),  # B33
    ("3HXX", 7, True, "2 down, redoubled, vulnerable", "подсад 2 с реконтрой в зоне"),
    ("4SX", 6, False, "4 down, doubled", "подсад 4 с контрой"),
    ("5C", 9, True, "2 down, vulnerable", "подсад 2 в зоне"),
    ("4S", 9, False, "1 down", "подсад 1"),
    ("4HX", 11, True, "1 overtrick, doubled, vulnerable", "за 1 лишнюю взятку с контрой в зоне"),
    ("3NT", 11, False, "2 overtricks", "за 2 лишние взятки"),
    ("1C", 12, False, "5 overtricks", "за 5 лишних взяток"),
])
def test_the_detail_of_an_amount_in_both_languages(contract, tricks, vul, en, ru):
    (first, *_) = scored(contract, tricks, vul).above
    assert (say(first.detail, "en"), say(first.detail, "ru")) == (en, ru)


def test_the_detail_of_honours_insult_and_slam_in_both_languages():
    score = scored("6NTX", 12, True, honours="Vera", kind=HonoursKind.ACES)
    details = {a.reason: (say(a.detail, "en"), say(a.detail, "ru")) for a in score.above}
    assert details[R.HONOURS] == ("Vera: the four aces", "Vera: четыре туза")
    assert details[R.INSULT] == ("doubled", "контра")
    assert details[R.SMALL_SLAM] == ("vulnerable", "в зоне")
    four = scored("4S", 10, honours="Gleb", kind=HonoursKind.FOUR).above[0]
    assert say(four.detail, "ru") == "Gleb: четыре онёра"


# -- the refusals of Part 1 ------------------------------------------------------------------

def refused(deal: BridgeDeal, rules=RUBBER, table=()) -> RuleViolation:
    with pytest.raises(RuleViolation) as e:
        check_deal(deal, SEATS, rules, table)
    return e.value


@pytest.mark.parametrize("level", [0, 8, -1, 10])
def test_refused_a_level_outside_1_to_7(level):
    e = refused(BridgeDeal(Contract(level, parse_contract("1S").strain), "Anna", 8))
    assert (e.rule, e.key, e.msg.key) == ("B1", "contract", "bridge.deal.level")


@pytest.mark.parametrize("tricks", [-1, 14, 99])
def test_refused_tricks_outside_0_to_13(tricks):
    e = refused(BridgeDeal(parse_contract("4S"), "Anna", tricks))
    assert (e.rule, e.key, e.msg.key) == ("B1", "tricks", "bridge.deal.tricks")
    assert str(tricks) in e.message


def test_refused_the_aces_in_a_suit_contract():
    e = refused(BridgeDeal(parse_contract("4S"), "Anna", 10, Honours("ve", HonoursKind.ACES)))
    assert (e.rule, e.key, e.msg.key) == ("B7", "honours", "bridge.deal.aces_at_suit")
    assert "Vera:4" in e.hint


def test_refused_honours_when_the_rules_say_honours_off():
    """B7 in rubber bridge, B26 in Chicago: `honours = off` refuses them."""
    off = replace(RUBBER, honours=HonoursRule.OFF)
    deal = BridgeDeal(parse_contract("4S"), "Anna", 10, Honours("Vera", HonoursKind.FOUR))
    e = refused(deal, off)
    assert (e.rule, e.key, e.msg.key) == ("B7", "honours", "bridge.deal.honours_off")
    e = refused(deal, replace(CHICAGO, honours=off.honours))
    assert (e.rule, e.key) == ("B26", "honours")
    # the same deal without honours is fine
    assert check_deal(replace(deal, honours=None), SEATS, off).honours is None


@pytest.mark.parametrize("field, key", [("declarer", "declarer"), ("dealer", "dealer"),
                                        ("honours", "honours")])
def test_refused_a_player_not_seated_at_this_deal(field, key):
    deal = BridgeDeal(parse_contract("4S"), "Anna", 10)
    if field == "honours":
        deal = replace(deal, honours=Honours("Zed", HonoursKind.FOUR))
    else:
        deal = replace(deal, **{field: "Zed"})
    e = refused(deal)
    assert (e.rule, e.key) == ("B31", key)
    assert "'Zed'" in e.message
    # at a table of five, the one sitting out is said to
    e = refused(deal, table=(*SEATS, "Zed"))
    assert (e.rule, e.key, e.msg.key) == ("B31", key, "bridge.deal.sits_out")
    assert say(e.msg, "ru") == "Zed в этой сдаче не играет"
    assert "Anna, Boris, Vera, Gleb" in e.hint


def test_a_deal_with_several_problems_says_them_all():
    deal = BridgeDeal(Contract(9, parse_contract("1NT").strain), "Zed", 14,
                      Honours("Vera", HonoursKind.FOUR))
    e = refused(deal)
    assert [(p.rule, p.key) for p in (e, *e.others)] == [
        ("B1", "contract"), ("B1", "tricks"), ("B7", "honours"), ("B31", "declarer")]


def test_check_deal_resolves_the_names_as_typed():
    deal = BridgeDeal(parse_contract("3NT"), "an", 9, Honours("VE", HonoursKind.ACES), dealer="gl")
    checked = check_deal(deal, SEATS, RUBBER)
    assert (checked.declarer, checked.honours, checked.dealer) == (
        "Anna", Honours("Vera", HonoursKind.ACES), "Gleb")
    same = BridgeDeal(parse_contract("3NT"), "Anna", 9)
    assert check_deal(same, SEATS, RUBBER) is same


def test_b8_a_pass_out_scores_nothing_and_its_dealer_must_be_seated():
    assert check_pass(PassOut(), SEATS) == PassOut()
    assert check_pass(PassOut(dealer="bo"), SEATS).dealer == "Boris"
    with pytest.raises(RuleViolation) as e:
        check_pass(PassOut(dealer="Zed"), SEATS)
    assert (e.value.rule, e.value.key) == ("B31", "dealer")


def test_b31_sides_are_north_south_against_east_west():
    assert side_of("Vera", "Anna", SEATS) is D and side_of("Gleb", "Boris", SEATS) is D
    assert side_of("Boris", "Anna", SEATS) is O and side_of("Anna", "Gleb", SEATS) is O


# -- the peers' known errors (issue 22) --------------------------------------------------------

def test_regression_no_duplicate_premium_on_a_rubber_deal():
    """Rubber bridge writes no 50 for a part-score, no 300 / 500 for a game (that is
    duplicate's): a made contract writes its tricks below, and its premiums are B3–B5's."""
    for contract, tricks, vul in (("2S", 8, False), ("4S", 10, False), ("4S", 10, True),
                                  ("3NT", 9, True), ("5C", 11, False)):
        score = scored(contract, tricks, vul)
        assert score.above == (), (contract, vul)
        assert score.below in (60, 120, 100)


def test_regression_honours_go_to_the_holders_whether_the_contract_made_or_failed():
    made = scored("4S", 10, honours="Boris", kind=HonoursKind.FOUR)  # a defender held them
    assert above(made) == [(O, 100, R.HONOURS)]
    failed = scored("4S", 8, honours="Vera", kind=HonoursKind.FIVE)  # the dummy held them
    assert above(failed) == [(D, 150, R.HONOURS), (O, 100, R.UNDERTRICKS)]
    failed_nt = scored("3NT", 7, honours="Gleb", kind=HonoursKind.ACES)
    assert above(failed_nt) == [(O, 100, R.UNDERTRICKS), (O, 150, R.HONOURS)]


def test_regression_1ntx_made_is_80_below():
    """1NT doubled made: 40 × 2 = 80 below the line (not 70), and the insult above."""
    score = scored("1NTX", 7)
    assert score.below == 80
    assert above(score) == [(D, 50, R.INSULT)]


@pytest.mark.parametrize("down", range(1, 14))
@pytest.mark.parametrize("vul", [False, True])
def test_regression_redoubled_undertricks_are_twice_the_doubled(down, vul):
    level = 7
    tricks = level + 6 - down
    doubled = scored(f"{level}SX", tricks, vul).above[0].amount
    redoubled = scored(f"{level}SXX", tricks, vul).above[0].amount
    assert redoubled == 2 * doubled


def test_regression_7nt_grand_slam_not_vulnerable_is_1000():
    score = scored("7NT", 13, False)
    assert score.below == 220
    assert above(score) == [(D, 1000, R.GRAND_SLAM)]
