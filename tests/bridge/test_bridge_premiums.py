"""The premiums the folds write, as pure functions: the rubber (B13), an unfinished rubber
(B14, Law 80), Chicago's vulnerability, game, carry and fourth deal (B21, B23–B25),
duplicate-style Chicago (B27), and the rounding of a difference (B32). Every option of
the table by a named test. Numbers from the rules and their worked examples (vintscore/rules/bridge.en.md), never the code's."""
from __future__ import annotations

from dataclasses import replace

import pytest

from vintscore.games.bridge.model import (
    ChicagoScoring,
    Reason,
    Rounding,
    Side,
    Vulnerability,
)
from vintscore.games.bridge.presets import CHICAGO, RUBBER
from vintscore.games.bridge.scoring import (
    chicago_game_premium,
    chicago_premiums,
    chicago_vulnerable,
    completes_game,
    duplicate_premium,
    fourth_deal_partscore,
    rounded_difference,
    rubber_detail,
    rubber_premium,
    unfinished,
)
from vintscore.glossary import say

DUPLICATE = replace(CHICAGO, chicago_scoring=ChicagoScoring.DUPLICATE)


# -- B13 -------------------------------------------------------------------------------------

def test_b13_regression_700_for_two_games_to_none_and_500_for_two_to_one():
    """The peers reverse them (one locks the bug in its own tests): 2–0 is 700, 2–1 is 500."""
    assert rubber_premium(0, RUBBER) == 700
    assert rubber_premium(1, RUBBER) == 500


def test_b13_option_clean_rubber_750():
    """BR6's option: 750 for a rubber won 2–0; 2–1 stays 500."""
    rules = replace(RUBBER, clean_rubber=750)
    assert rubber_premium(0, rules) == 750
    assert rubber_premium(1, rules) == 500


def test_b13_the_rubber_premium_on_the_sheet():
    assert say(rubber_detail(0), "en") == "won 2–0" and say(rubber_detail(0), "ru") == "выигран 2:0"
    assert say(rubber_detail(1), "ru") == "выигран 2:1"


# -- B14 -------------------------------------------------------------------------------------

def premiums(games, partscores, rules=RUBBER):
    return sorted((p.column, p.amount, p.reason) for p in unfinished(games, partscores, rules))


def test_b14_br2_the_only_game_and_the_only_partscore():
    """BR2: We won the only game (300); They alone have a part-score (100)."""
    assert premiums((1, 0), (0, 40)) == [(0, 300, Reason.UNFINISHED_GAME),
                                         (1, 100, Reason.UNFINISHED_PARTSCORE)]


def test_b14_option_unfinished_partscore_50():
    """BR5: the same rubber with `unfinished_partscore = 50`."""
    rules = replace(RUBBER, unfinished_partscore=50)
    assert premiums((1, 0), (0, 40), rules) == [(0, 300, Reason.UNFINISHED_GAME),
                                                (1, 50, Reason.UNFINISHED_PARTSCORE)]


def test_b14_one_side_may_write_both():
    assert premiums((0, 1), (0, 70)) == [(1, 100, Reason.UNFINISHED_PARTSCORE),
                                         (1, 300, Reason.UNFINISHED_GAME)]


def test_b14_one_game_each_no_300_both_with_a_partscore_no_partscore_premium():
    assert premiums((1, 1), (0, 0)) == []
    assert premiums((1, 1), (60, 0)) == [(0, 100, Reason.UNFINISHED_PARTSCORE)]
    assert premiums((0, 0), (60, 40)) == []
    assert premiums((1, 0), (60, 40)) == [(0, 300, Reason.UNFINISHED_GAME)]
    assert premiums((0, 0), (0, 0)) == []


def test_b14_said_in_a_line_of_its_own():
    game, part = unfinished((1, 0), (0, 40), RUBBER)
    assert say(game.detail, "ru") == "единственный гейм недоигранного роббера"
    assert say(part.detail, "en") == "the only part-score of the game in progress"


# -- B21 -------------------------------------------------------------------------------------

def test_b21_bc3_vulnerability_by_the_deal():
    """BC3: first dealer Anna (N), deals 1–4 dealt by N, E, S, W: none; E-W; N-S; both."""
    assert [chicago_vulnerable(n, seat, CHICAGO) for n, seat in
            ((1, 0), (2, 1), (3, 2), (4, 3))] == [(False, False), (False, True), (True, False),
                                                  (True, True)]


def test_b21_option_vulnerability_non_dealer():
    """BC3's option: deals 2 and 3 the side not dealing: none; N-S; E-W; both."""
    rules = replace(CHICAGO, vulnerability=Vulnerability.NON_DEALER)
    assert [chicago_vulnerable(n, seat, rules) for n, seat in
            ((1, 0), (2, 1), (3, 2), (4, 3))] == [(False, False), (True, False), (False, True),
                                                  (True, True)]


def test_b21_the_dealer_decides_whoever_deals_first():
    """Deal 2 dealt by South (a chicago started by East): N-S vulnerable."""
    assert chicago_vulnerable(2, 2, CHICAGO) == (True, False)
    assert chicago_vulnerable(3, 3, CHICAGO) == (False, True)


# -- B23–B25 ---------------------------------------------------------------------------------

def written(deal_number, below, carried, vul, rules=CHICAGO):
    return [(a.side, a.amount, a.reason)
            for a in chicago_premiums(deal_number, below, carried, vul, rules)]


def test_b23_a_game_made_or_completed_writes_300_or_500_at_once():
    assert chicago_game_premium(False) == 300 and chicago_game_premium(True) == 500
    assert written(2, 120, 0, True) == [(Side.DECLARING, 500, Reason.GAME)]  # BC2 deal 2
    assert written(1, 100, 0, False) == [(Side.DECLARING, 300, Reason.GAME)]
    # BC1 deal 3: 60 carried + 60 completes the game, vulnerable
    assert written(3, 60, 60, True) == [(Side.DECLARING, 500, Reason.GAME)]
    assert completes_game(60, 60) and not completes_game(60, 30) and not completes_game(100, 0)


def test_b24_b25_a_partscore_carries_and_only_deal_4_pays_for_one():
    assert written(1, 60, 0, False) == []  # BC1 deal 1: no premium on deals 1–3
    assert written(3, 40, 0, True) == []  # BC2 deal 3
    # BC1 deal 4: a part-score on deal 4 that completes no game
    assert written(4, 40, 0, True) == [(Side.DECLARING, 100, Reason.PARTSCORE)]
    assert fourth_deal_partscore(4, 40, False) == 100
    assert fourth_deal_partscore(4, 40, True) == 0  # it made a game: B23's premium instead
    assert fourth_deal_partscore(3, 40, False) == 0
    assert fourth_deal_partscore(4, 0, False) == 0  # the contract failed
    # on deal 4 a completed game is a game, not a part-score
    assert written(4, 60, 40, True) == [(Side.DECLARING, 500, Reason.GAME)]
    assert written(4, 0, 90, True) == []  # a failed contract writes no premium


def test_b27_option_chicago_scoring_duplicate():
    """BC4: each deal on its own — 300 / 500 for trick points reaching 100, else 50."""
    assert written(1, 60, 0, False, DUPLICATE) == [(Side.DECLARING, 50, Reason.PARTSCORE)]
    assert written(3, 60, 60, True, DUPLICATE) == [(Side.DECLARING, 50, Reason.PARTSCORE)]
    assert written(4, 40, 0, True, DUPLICATE) == [(Side.DECLARING, 50, Reason.PARTSCORE)]
    assert written(2, 120, 0, True, DUPLICATE) == [(Side.DECLARING, 500, Reason.GAME)]
    assert written(2, 120, 0, False, DUPLICATE) == [(Side.DECLARING, 300, Reason.GAME)]
    assert duplicate_premium(120, False) == 300  # 2♠X = 120 reaches 100 (B27)
    assert duplicate_premium(0, True) == 0
    assert duplicate_premium(80, True) == 50


# -- B32 -------------------------------------------------------------------------------------

def test_b32_exact_by_default():
    assert [rounded_difference(d, RUBBER) for d in (810, 1250, -30, 0)] == [810, 1250, -30, 0]


@pytest.mark.parametrize("difference, rounded", [
    (810, 800),  # BS2
    (1250, 1200),  # BS3: exactly 50 rounds down
    (1251, 1300), (1249, 1200), (50, 0), (51, 100), (150, 100), (860, 900), (0, 0),
    (-1250, -1200), (-810, -800), (-860, -900)])
def test_b32_option_rounding_hundred(difference, rounded):
    assert rounded_difference(difference, replace(RUBBER, rounding=Rounding.HUNDRED)) == rounded
