"""The worked examples X1–X27 (vintscore/rules/vint.en.md), scored by hand from its rules.

Every expected number below was computed by hand from the rules, never copied from
the program's output; the arithmetic sits beside each case. Anna is always the
declarer, so "D" (declaring side) is Anna & Vera and "O" is Boris & Gleb (V12: the
1st and 3rd against the 2nd and 4th). A deal's expected result is its COMPLETE set of
entries: each side's amount below the line and each amount above it, by reason.
"""
from __future__ import annotations

import dataclasses
from datetime import UTC, datetime

import pytest

from vintscore.errors import EventError
from vintscore.games.vint.model import (
    Adjustment,
    AllPass,
    AllPassRule,
    Deal,
    Misdeal,
    Reason,
    Rules,
    TricksCounted,
)
from vintscore.games.vint.notation import parse_contract, parse_coronet
from vintscore.games.vint.presets import PRESETS
from vintscore.games.vint.sheet import Sheet, replay
from vintscore.session import Session

PLAYERS = ("Anna", "Boris", "Vera", "Gleb")  # Anna & Vera against Boris & Gleb
CLASSIC = PRESETS["classic"]
NUT = PRESETS["nut"]
DOUBLE_ENTRY = PRESETS["double-entry"]
OVER_SIX = dataclasses.replace(CLASSIC, tricks_counted=TricksCounted.OVER_SIX)


# -- the rulebook's vocabulary, as test helpers ------------------------------------------

def deal(contract: str, tricks: int, *, honours: int | None = None, aces: int | None = None,
         coronets: tuple[str, ...] = (), revokes: tuple[str, ...] = (),
         first: str | None = None, declarer: str = "Anna") -> Deal:
    """A deal as the scorekeeper enters it (V2): tricks, honours and aces are the declarers'."""
    return Deal(parse_contract(contract), declarer, tricks, honours=honours, aces=aces,
                coronets=tuple(parse_coronet(c) for c in coronets), revokes=tuple(revokes),
                first=first)


def session(*events, rules: Rules = CLASSIC) -> Session:
    return Session("rulebook", datetime(2026, 11, 30, tzinfo=UTC), PLAYERS, rules,
                   events=tuple(events))


def col(below: int = 0, **above: int) -> dict:
    """One side's column for one deal: the amount below the line, and above it by reason."""
    return {"below": below, **{Reason[name.upper()]: amount for name, amount in above.items()}}


def written(sheet: Sheet, number: int, declaring: int = 0) -> dict[str, dict]:
    """What event `number` wrote, for D (the side `declaring`) and O: below, and above by reason."""
    out = {"D": {"below": 0}, "O": {"below": 0}}
    for rubber in sheet.rubbers:
        for e in rubber.entries:
            if e.event != number:
                continue
            column = out["D" if e.side == declaring else "O"]
            key = "below" if e.below else e.reason
            column[key] = column.get(key, 0) + e.amount
    return out


def x_of(sheet: Sheet, rubber: int = 0) -> dict[int, int]:
    """The X premium written in a rubber, per side (V9)."""
    out: dict[int, int] = {}
    for e in sheet.rubbers[rubber].entries:
        if e.reason is Reason.X:
            out[e.side] = out.get(e.side, 0) + e.amount
    return out


# -- X1–X22, X25–X27: one deal in a fresh game (X20: after an earlier deal) ---------------

# X20's earlier state, D 450 below, built by a deal whose numbers are computed here:
# 5NT, D takes 9; a 2 → below D 50×9 = 450, O 50×4 = 200 (neither reaches 500);
# O undertricks 2×5000 = 10000; aces 2–2 to D (9 tricks) 2×1250 = 2500.
EARLIER_450 = deal("5NT", 9, aces=2)

ONE_DEAL = [
    pytest.param(
        CLASSIC, (), deal("2D", 9, honours=3, aces=2),
        # V3: 20×9 = 180 / 20×4 = 80. V5: honours 3×200 = 600 + aces 2–2 to D (9 tricks)
        # 2×200 = 400 → D 1000. No game: 180 < 500.
        {"D": col(180, honours=1000), "O": col(80)},
        id="X1-foster"),
    pytest.param(
        CLASSIC, (), deal("3D", 7, honours=2, aces=2),
        # V3: 30×7 = 210 / 30×6 = 180. V4: needs 9, took 7 → 2×3000 = 6000 to O.
        # V5: O 3 honours 3×300 = 900, aces 2–2 to D (7 tricks) 2×300 = 600 → O nets 300.
        {"D": col(210), "O": col(180, undertricks=6000, honours=300)},
        id="X2-foster"),
    pytest.param(
        CLASSIC, (), deal("6H", 12, honours=4, aces=3),
        # V3: 60×12 = 720 / 60×1 = 60. V7: slam 1000 + bid small slam 5000.
        # V5 (chosen h 4, a 3): honours 4×600 = 2400 + aces 3×600 = 1800 → D 4200.
        # V8: D's 720 ≥ 500 in a fresh game → game bonus 100.
        {"D": col(720, slam=1000, bid_slam=5000, honours=4200, game=100), "O": col(60)},
        id="X3-foster-small-slam-bid-made"),
    pytest.param(
        CLASSIC, (), deal("6H", 13, honours=2, aces=2),
        # V3: 60×13 = 780 / 0. V7: grand slam taken 2000 + bid small slam 5000 = 7000.
        # V5 (chosen h 2, a 2): O 3 honours 3×600 = 1800; aces 2–2 to D (13 tricks)
        # 2×600 = 1200 → O nets 600. V8: 780 ≥ 500 → D game 100.
        {"D": col(780, slam=2000, bid_slam=5000, game=100), "O": col(0, honours=600)},
        id="X4-foster-small-slam-bid-13-taken"),
    pytest.param(
        CLASSIC, (), deal("7S", 13, honours=5, aces=4),
        # V3: 70×13 = 910 / 0. V7: 2000 + bid grand slam 10000 = 12000.
        # V5 (chosen h 5, a 4): honours 5×700 = 3500 + aces 4×700 = 2800 → D 6300.
        # V8: 910 ≥ 500 → D game 100.
        {"D": col(910, slam=2000, bid_slam=10000, honours=6300, game=100), "O": col(0)},
        id="X5-foster-grand-slam-bid-made"),
    pytest.param(
        CLASSIC, (), deal("3C", 12, honours=0, aces=3),
        # V3: 30×12 = 360 / 30×1 = 30. V7: unbid slam 1000 (no bid premium at level 3).
        # V5 (chosen h 0, a 3): O 5 honours 5×300 = 1500; D aces 3×300 = 900 → O nets 600.
        # No game: 360 < 500.
        {"D": col(360, slam=1000), "O": col(30, honours=600)},
        id="X6-foster-unbid-slam"),
    pytest.param(
        CLASSIC, (), deal("4S", 8, honours=3, aces=1),
        # V3: 40×8 = 320 / 40×5 = 200. V4: needs 10, took 8 → 2×4000 = 8000 to O.
        # V5: honours D 3×400 = 1200, aces O 3×400 = 1200 → nothing written.
        {"D": col(320), "O": col(200, undertricks=8000)},
        id="X7-seed-honours-cancel"),
    pytest.param(
        CLASSIC, (), deal("2H", 6, honours=3, aces=2),
        # V3: 20×6 = 120 / 20×7 = 140. V4: needs 8, took 6 → 2×2000 = 4000 to O.
        # V5: honours D 3×200 = 600; aces 2–2 to O (7 tricks) 2×200 = 400 → D nets 200.
        {"D": col(120, honours=200), "O": col(140, undertricks=4000)},
        id="X8-seed-one-honour"),
    pytest.param(
        CLASSIC, (), deal("3NT", 9, aces=3),
        # V3: 30×9 = 270 / 30×4 = 120. V5: aces at NT 3×750 = 2250 to D.
        {"D": col(270, honours=2250), "O": col(120)},
        id="X9-no-trump-aces"),
    pytest.param(
        CLASSIC, (), deal("5NT", 8, aces=2),
        # V3: 50×8 = 400 / 50×5 = 250. V4: needs 11, took 8 → 3×5000 = 15000 to O.
        # V5: aces 2–2 to D (8 tricks) 2×1250 = 2500.
        {"D": col(400, honours=2500), "O": col(250, undertricks=15000)},
        id="X10-no-trump-aces-2-2-down"),
    pytest.param(
        CLASSIC, (), deal("2S", 8, honours=3, aces=2, coronets=("Anna:H:4", "Vera:S:3")),
        # V3: 20×8 = 160 / 20×5 = 100. V5: honours 3×200 = 600 + aces 2–2 to D (8) 400
        # = 1000. V6: plain ♥A-K-Q-J 500×2 = 1000 + trump ♠A-K-Q 1000×1 = 1000 → 2000.
        {"D": col(160, honours=1000, coronet=2000), "O": col(100)},
        id="X11-coronets-plain-and-trump"),
    pytest.param(
        CLASSIC, (), deal("1NT", 7, aces=4, coronets=("Anna:aces:4", "Anna:C:5")),
        # V3: 10×7 = 70 / 10×6 = 60. V5: aces 4×250 = 1000.
        # V6: four aces at NT 2000 + NT sequence of 5 1000×3 = 3000 → 5000.
        {"D": col(70, honours=1000, coronet=5000), "O": col(60)},
        id="X12-coronets-at-no-trump"),
    pytest.param(
        CLASSIC, (), deal("2D", 8, honours=3, aces=1, coronets=("Boris:aces:3",)),
        # V3: 20×8 = 160 / 20×5 = 100. V5: honours D 600, aces O 3×200 = 600 → nothing.
        # V6: O three aces in a suit contract 500.
        {"D": col(160), "O": col(100, coronet=500)},
        id="X13-defenders-coronet"),
    pytest.param(
        DOUBLE_ENTRY, (), deal("6C", 11, honours=3, aces=2),
        # V3: 60×11 = 660 / 60×2 = 120. V4×2: 1×6000×2 = 12000 + failed small slam 5000
        # (single) = 17000 to O. V5: honours 3×600 = 1800 + aces 2–2 to D (11) 2×600 = 1200
        # → D 3000. V8: D's 660 ≥ 500 → game 100.
        {"D": col(660, honours=3000, game=100), "O": col(120, undertricks=12000, failed_slam=5000)},
        id="X14-double-entry-down-1"),
    pytest.param(
        DOUBLE_ENTRY, (), deal("6C", 10, honours=1, aces=1),
        # V3: 60×10 = 600 / 60×3 = 180. V4×2: 2×6000×2 = 24000 + 5000 = 29000 to O.
        # V5 (chosen h 1, a 1): O 4 honours 4×600 = 2400 + O 3 aces 3×600 = 1800 → O 4200.
        # V8: 600 ≥ 500 → D game 100.
        {"D": col(600, game=100),
         "O": col(180, undertricks=24000, failed_slam=5000, honours=4200)},
        id="X14-double-entry-down-2"),
    pytest.param(
        DOUBLE_ENTRY, (), deal("6C", 9, honours=3, aces=1),
        # V3: 60×9 = 540 / 60×4 = 240. V4×2: 3×6000×2 = 36000 + 5000 = 41000 to O.
        # V5 (chosen h 3, a 1): D 3×600 = 1800, O aces 3×600 = 1800 → nothing.
        # V8: 540 ≥ 500 → D game 100.
        {"D": col(540, game=100), "O": col(240, undertricks=36000, failed_slam=5000)},
        id="X14-double-entry-down-3"),
    pytest.param(
        DOUBLE_ENTRY, (), deal("7D", 12, honours=4, aces=2),
        # V3: 70×12 = 840 / 70×1 = 70. V4×2: 1×7000×2 = 14000 + failed grand 10000 = 24000.
        # V7: D took 12 → slam 1000. V5 (chosen h 4, a 2): 4×700 = 2800 + aces 2–2 to D
        # (12) 2×700 = 1400 → D 4200. V8: 840 ≥ 500 → D game 100.
        {"D": col(840, slam=1000, honours=4200, game=100),
         "O": col(70, undertricks=14000, failed_slam=10000)},
        id="X15-double-entry-down-1"),
    pytest.param(
        DOUBLE_ENTRY, (), deal("7D", 11, honours=2, aces=3),
        # V3: 70×11 = 770 / 70×2 = 140. V4×2: 2×14000 = 28000 + 10000 = 38000.
        # V5 (chosen h 2, a 3): O 3 honours 2100, D 3 aces 2100 → nothing. V8: D game 100.
        {"D": col(770, game=100), "O": col(140, undertricks=28000, failed_slam=10000)},
        id="X15-double-entry-down-2"),
    pytest.param(
        DOUBLE_ENTRY, (), deal("7D", 10, honours=5, aces=4),
        # V3: 70×10 = 700 / 70×3 = 210. V4×2: 3×14000 = 42000 + 10000 = 52000.
        # V5 (chosen h 5, a 4): 5×700 = 3500 + 4×700 = 2800 → D 6300. V8: D game 100.
        {"D": col(700, honours=6300, game=100),
         "O": col(210, undertricks=42000, failed_slam=10000)},
        id="X15-double-entry-down-3"),
    pytest.param(
        DOUBLE_ENTRY, (), deal("3H", 9, honours=3, aces=1, coronets=("Anna:H:3", "Boris:aces:3")),
        # V3: 30×9 = 270 / 30×4 = 120. V6 revolving, made: D trump ♥A-K-Q 1000×3 = 3000;
        # O three aces 500×3 = 1500. V5: honours D 900, aces O 900 → nothing.
        {"D": col(270, coronet=3000), "O": col(120, coronet=1500)},
        id="X16-revolving-coronets-made"),
    pytest.param(
        DOUBLE_ENTRY, (), deal("3H", 8, honours=3, aces=1, coronets=("Anna:H:3", "Boris:aces:3")),
        # V3: 30×8 = 240 / 30×5 = 150. V4×2: 1×3000×2 = 6000 to O. V6: D's coronet does
        # not revolve (contract failed) 1000; O's always revolves 500×3 = 1500.
        # V5: 900 against 900 → nothing.
        {"D": col(240, coronet=1000), "O": col(150, undertricks=6000, coronet=1500)},
        id="X17-revolving-coronets-failed"),
    pytest.param(
        CLASSIC, (), deal("2C", 9, honours=2, aces=2, revokes=("Boris",)),
        # V10: O revokes: O 4 → 1, D 9 → 12. V3: 20×12 = 240 / 20×1 = 20 (O's cap 490
        # not reached). V7: D 12 tricks → unbid slam 1000. V5 (chosen h 2, a 2): O 3
        # honours 3×200 = 600; aces 2–2 to D (12 after the revoke) 400 → O nets 200.
        {"D": col(240, slam=1000), "O": col(20, honours=200)},
        id="X18-revoke-makes-a-slam"),
    pytest.param(
        CLASSIC, (), deal("1D", 11, honours=3, aces=1, revokes=("Gleb",)),
        # V10: O revokes once but took only 2: gives 2 (O 0, D 13), the 1 it could not give
        # costs 1×1000 = 1000 to D. V3: 10×13 = 130 / 0. V7: 13 tricks → slam 2000.
        # V5: honours D 3×100 = 300, aces O 3×100 = 300 → nothing.
        {"D": col(130, slam=2000, revoke=1000), "O": col(0)},
        id="X19-revoke-shortfall"),
    pytest.param(
        CLASSIC, (EARLIER_450,), deal("3S", 10, honours=4, aces=1, revokes=("Vera",)),
        # D has 450 below (EARLIER_450). V10: D revokes: D 10 → 7, O 3 → 6.
        # V3: D 30×7 = 210, capped at 490 − 450 = 40; O 30×6 = 180 (200 + 180 = 380).
        # V4: needs 9, has 7 → 2×3000 = 6000 to O. V5 (chosen h 4, a 1): D 4×300 = 1200,
        # O aces 3×300 = 900 → D nets 300. No game: D 490, O 380.
        {"D": col(40, honours=300), "O": col(180, undertricks=6000)},
        id="X20-revoke-cap"),
    pytest.param(
        CLASSIC, (Adjustment("Anna", 450, below=True, reason="earlier deals"),),
        deal("3S", 10, honours=4, aces=1, revokes=("Vera",)),
        # As X20-revoke-cap, the 450 written as a free adjustment below the line (V10).
        {"D": col(40, honours=300), "O": col(180, undertricks=6000)},
        id="X20-revoke-cap-after-adjustment"),
    pytest.param(
        NUT, (), deal("2H", 9, honours=3, aces=2),
        # V3: 180 / 80. V13 nut: needs exactly 8, took 9 → 1×2000 = 2000 to O.
        # V5: honours 600 + aces 2–2 to D (9) 400 → D 1000.
        {"D": col(180, honours=1000), "O": col(80, overtricks=2000)},
        id="X21-nut-overtrick"),
    pytest.param(
        OVER_SIX, (), deal("2D", 9, honours=3, aces=2),
        # V3 over_six: D 20×(9−6) = 60, O 20×max(0, 4−6) = 0. Above as X1: D 1000.
        {"D": col(60, honours=1000), "O": col(0)},
        id="X22-over-six"),
    pytest.param(
        CLASSIC, (), deal("1NT", 13, aces=4, revokes=("Vera", "Boris")),
        # V10: each side owes 3: D gives 3 of its 13, O gives 0 of its 0 → D 13−3+0 = 10,
        # O 0−0+3 = 3; O's 3 tricks it could not give cost 3×1000 = 3000 to D.
        # V3: 10×10 = 100 / 10×3 = 30. No slam (10 tricks). V5: aces 4×250 = 1000.
        {"D": col(100, honours=1000, revoke=3000), "O": col(30)},
        id="X25-revoke-on-each-side"),
    pytest.param(
        NUT, (), deal("2H", 8, honours=3, aces=2, revokes=("Boris",)),
        # V10: O revokes: D 8 → 11, O 5 → 2. V3: 20×11 = 220 / 20×2 = 40.
        # V13 nut + V10: overtricks counted in play: 8 = 6+2 exactly → none.
        # V5: honours 3×200 = 600 + aces 2–2 to D (11) 400 → 1000.
        {"D": col(220, honours=1000), "O": col(40)},
        id="X26-nut-innocent-side-does-not-pay"),
    pytest.param(
        NUT, (), deal("1S", 10, honours=3, aces=2, revokes=("Anna",)),
        # V10: D revokes: D 10 → 7, O 3 → 6. V3: 10×7 = 70 (cap 490 not reached) / 10×6 = 60.
        # Made (7 = 6+1). V13 nut: 10 − 7 = 3 overtricks in play → 3×1000 = 3000 to O.
        # V5: honours 3×100 = 300 + aces 2–2 to D (7 after the revoke) 200 → D 500.
        {"D": col(70, honours=500), "O": col(60, overtricks=3000)},
        id="X27-nut-revoke-does-not-save-overtricks"),
]


@pytest.mark.parametrize("rules, earlier, the_deal, expected", ONE_DEAL)
def test_one_deal_writes_exactly(rules, earlier, the_deal, expected):
    sheet = replay(session(*earlier, the_deal, rules=rules))
    assert written(sheet, len(earlier) + 1) == expected


def test_x20_revoking_side_cannot_finish_the_game():
    """X20, V10 cap: D stops at 490 − not 660 − and no game is won in the deal."""
    sheet = replay(session(EARLIER_450, deal("3S", 10, honours=4, aces=1, revokes=("Vera",))))
    (game,) = sheet.rubbers[0].games
    # D 450 + 40 = 490; O 200 + 180 = 380; the game is still open.
    assert game.winner is None
    assert game.below == (490, 380)


# -- X23: the X premium of a whole rubber --------------------------------------------------

# Each 5NT deal: D takes 11, a 2 → below D 50×11 = 550 (≥ 500: D wins the game),
# O 50×2 = 100; made; aces 2–2 to D (11) 2×1250 = 2500; game bonus 100.
X23_EVENTS = (AllPass(), deal("5NT", 11, aces=2), AllPass(), deal("5NT", 11, aces=2))


@pytest.mark.parametrize("all_pass, premium, total", [
    # V9: 2 X × 500 = 1000. Side 0: 2×(550 + 2500 + 100) = 6300 + rubber 2000 + X 1000 = 9300.
    pytest.param(AllPassRule.X, 1000, 9300, id="X23-x"),
    # V9 revolving: 500 + 1000 = 1500. Side 0: 6300 + 2000 + 1500 = 9800.
    pytest.param(AllPassRule.REVOLVING, 1500, 9800, id="X23-revolving"),
])
def test_x23_rubber_with_two_x(all_pass, premium, total):
    rules = dataclasses.replace(CLASSIC, all_pass=all_pass)
    sheet = replay(session(*X23_EVENTS, rules=rules))
    (rubber,) = sheet.rubbers
    assert rubber.x == 2
    assert rubber.winner == 0 and rubber.finished
    assert x_of(sheet) == {0: premium}  # only the rubber's winner writes it
    assert [e.amount for e in rubber.entries if e.reason is Reason.RUBBER] == [2000]
    assert rubber.total(0) == total
    assert rubber.total(1) == 200  # O: 100 below in each game


def test_x23_each_entry_names_its_event_and_game():
    """V8: the sheet keeps which deal wrote an entry and in which game of the rubber.

    Events 1 and 3 are all-passes (nothing written); deal 2 wins game 1, deal 4 game 2
    and the rubber: below D 550 and O 100, aces 2500, the game bonus; then the rubber
    bonus 2000 and the X premium 1000 on the deciding deal.
    """
    (rubber,) = replay(session(*X23_EVENTS)).rubbers
    assert sorted((e.event, e.game, e.side, e.reason, e.amount) for e in rubber.entries) == sorted([
        (2, 1, 0, Reason.TRICKS, 550), (2, 1, 1, Reason.TRICKS, 100),
        (2, 1, 0, Reason.HONOURS, 2500), (2, 1, 0, Reason.GAME, 100),
        (4, 2, 0, Reason.TRICKS, 550), (4, 2, 1, Reason.TRICKS, 100),
        (4, 2, 0, Reason.HONOURS, 2500), (4, 2, 0, Reason.GAME, 100),
        (4, 2, 0, Reason.RUBBER, 2000), (4, 2, 0, Reason.X, 1000),
    ])


# -- X24: both sides reach the target in one deal (V8) --------------------------------------

def x24_events(first: str | None) -> tuple:
    # The earlier state as free adjustments below the line: D 480, O 470 (V10).
    return (Adjustment("Anna", 480, below=True, reason="earlier deals"),
            Adjustment("Boris", 470, below=True, reason="earlier deals"),
            deal("3NT", 7, aces=2, first=first))


def test_x24_refused_unless_the_first_side_is_named():
    """X24, V8: D 480 + 210 = 690 and O 470 + 180 = 650 both pass 500."""
    with pytest.raises(EventError) as caught:
        replay(session(*x24_events(None)))
    assert caught.value.rule == "V8"
    assert caught.value.number == 3
    assert "first" in caught.value.message and "V8" in str(caught.value)
    # Nothing of the refused deal is written.
    sheet = replay(session(*x24_events(None)), keep_going=True)
    assert [p.rule for p in sheet.problems] == ["V8"]
    assert written(sheet, 3) == {"D": col(0), "O": col(0)}


@pytest.mark.parametrize("first, winner, expected", [
    # V3: 30×7 = 210 / 30×6 = 180. V4: needs 9, took 7 → 2×3000 = 6000 to O.
    # V5: aces 2–2 to D (7 tricks) 2×750 = 1500. V8: the named side writes the game 100.
    pytest.param("Anna", 0, {"D": col(210, honours=1500, game=100), "O": col(180, undertricks=6000)},
                 id="X24-first-declarers"),
    pytest.param("Gleb", 1, {"D": col(210, honours=1500), "O": col(180, undertricks=6000, game=100)},
                 id="X24-first-defenders"),
])
def test_x24_the_named_side_wins_the_game(first, winner, expected):
    sheet = replay(session(*x24_events(first)))
    assert written(sheet, 3) == expected
    rubber = sheet.rubbers[0]
    assert rubber.games[0].winner == winner
    assert rubber.games[0].below == (690, 650)  # 480 + 210, 470 + 180
    assert rubber.games[1].below == (0, 0)  # V8: the next game starts from zero
    assert not rubber.finished


# -- Further rule cases not in the examples table -------------------------------------------

MORE = [
    pytest.param(
        CLASSIC, deal("1S", 5, honours=3, aces=2, revokes=("Boris",)),
        # V10: O revokes: D 5 → 8, O 8 → 5. V3: 10×8 = 80 / 10×5 = 50. Made (8 ≥ 7).
        # V5: honours 3×100 = 300; aces 2–2 go by the count after the revoke: D has 8 → 200.
        {"D": col(80, honours=500), "O": col(50)},
        id="V5-V10-odd-trick-after-revoke"),
    pytest.param(
        PRESETS["1886"], deal("5NT", 11, aces=2),
        # V3: 550 / 100; aces 2–2 to D 2500; V8 1886: game bonus 1000.
        {"D": col(550, honours=2500, game=1000), "O": col(100)},
        id="V8-1886-game-bonus"),
    pytest.param(
        PRESETS["purchase"], deal("5NT", 11, aces=2),
        # V13 purchase: target 600, so D's 550 is no game.
        {"D": col(550, honours=2500), "O": col(100)},
        id="V13-purchase-target-600"),
    pytest.param(
        CLASSIC, Misdeal("Anna"),
        # V10: Anna dealt 14 cards → the other side writes 20 above.
        {"D": col(0), "O": col(0, misdeal=20)},
        id="V10-misdeal"),
    pytest.param(
        dataclasses.replace(CLASSIC, all_pass=AllPassRule.PLAY), AllPass("Anna", 9),
        # V9 play: Anna's side takes 9 → 500×(9−6) = 1500 above; nothing below.
        {"D": col(0, all_pass_play=1500), "O": col(0)},
        id="V9-play-takers"),
    pytest.param(
        dataclasses.replace(CLASSIC, all_pass=AllPassRule.PLAY), AllPass("Anna", 6),
        # V9 play: Anna's side 6, the others 7 → 500×1 = 500 to Boris & Gleb.
        {"D": col(0), "O": col(0, all_pass_play=500)},
        id="V9-play-other-side"),
    pytest.param(
        CLASSIC, deal("4H", 10, honours=5, aces=4, coronets=("Vera:H:13",)),
        # V3: 40×10 = 400 / 40×3 = 120. V5: 5×400 = 2000 + 4×400 = 1600 → 3600.
        # V6: trump sequence of 13: 1000×11 = 11000.
        {"D": col(400, honours=3600, coronet=11000), "O": col(120)},
        id="V6-thirteen-card-trump-sequence"),
    pytest.param(
        DOUBLE_ENTRY, deal("2NT", 8, aces=1, coronets=("Gleb:aces:3", "Anna:S:4")),
        # V3: 160 / 100. V6 revolving, made: D NT sequence of 4 1000×2×2 = 4000;
        # O three aces at NT 1000×2 = 2000. V5: O aces 3×500 = 1500.
        {"D": col(160, coronet=4000), "O": col(100, coronet=2000, honours=1500)},
        id="V6-revolving-at-no-trump"),
    pytest.param(
        CLASSIC, deal("1C", 1, honours=3, aces=2),
        # V3: 10×1 = 10 / 10×12 = 120. V4: needs 7, took 1 → 6×1000 = 6000 to O.
        # V7: the defenders took 12 → slam 1000. V5: honours D 3×100 = 300; aces 2–2 to O
        # (12 tricks) 200 → D nets 100.
        {"D": col(10, honours=100), "O": col(120, undertricks=6000, slam=1000)},
        id="V7-defenders-slam"),
    pytest.param(
        NUT, deal("6H", 13, honours=4, aces=3),
        # V3: 780 / 0. V13 nut: 1 overtrick → 1×6000 = 6000 to O, but the contract still
        # counts as made: slam 2000 + bid small slam 5000. V5: 4×600 + 3×600 = 4200.
        # V8: 780 ≥ 500 → game 100.
        {"D": col(780, slam=2000, bid_slam=5000, honours=4200, game=100),
         "O": col(0, overtricks=6000)},
        id="V13-nut-slam-with-overtrick-still-made"),
    pytest.param(
        DOUBLE_ENTRY, deal("1D", 11, honours=3, aces=1, revokes=("Gleb",)),
        # As X19, but V4 penalty_factor 2 also doubles a revoke's missing trick: 1×1000×2.
        {"D": col(130, slam=2000, revoke=2000), "O": col(0)},
        id="V4-double-entry-revoke-shortfall"),
]


@pytest.mark.parametrize("rules, event, expected", MORE)
def test_more_rule_cases(rules, event, expected):
    sheet = replay(session(event, rules=rules))
    assert written(sheet, 1) == expected
