"""Settlement (V11): the worked cases S1 and S4, each column's result (S1–S3), unfinished
rubbers, money, rounding, and properties of random valid sessions.

Numbers are computed by hand from the rules; the arithmetic sits beside each case.
(S2 and S3 as whole evenings, with individual records and the three-handed dummy table
of V12, are in test_tables.py.)
"""
from __future__ import annotations

import dataclasses
from datetime import UTC, datetime
from decimal import Decimal

import pytest
from helpers_storage.elsewhere import documents, folded, replayed_elsewhere
from hypothesis import given, settings
from hypothesis import strategies as st

from vintscore import storage
from vintscore.cards import SUITS, Strain
from vintscore.games.vint.model import (
    Adjustment,
    AllPass,
    Contract,
    Coronet,
    CoronetKind,
    Deal,
    Misdeal,
    Reason,
    Rules,
)
from vintscore.games.vint.notation import parse_contract
from vintscore.games.vint.presets import PRESETS
from vintscore.games.vint.settlement import money, round_hundreds, settle
from vintscore.games.vint.sheet import replay
from vintscore.names import DUMMY
from vintscore.rubber.lineup import Lineup
from vintscore.rubber.settlement import column_results
from vintscore.rubber.sheet import Entry, Rubber
from vintscore.session import Session

PLAYERS = ("Anna", "Boris", "Vera", "Gleb")  # Anna & Vera against Boris & Gleb
SIDES = (("Anna", "Vera"), ("Boris", "Gleb"))
CLASSIC = PRESETS["classic"]
ROUNDED = dataclasses.replace(CLASSIC, round_hundreds=True)


def session(*events, rules: Rules = CLASSIC, stake: Decimal = Decimal("1.00")) -> Session:
    return Session("settle", datetime(2026, 11, 30, tzinfo=UTC), PLAYERS, rules,
                   events=tuple(events), stake=stake)


def nt5(declarer: str) -> Deal:
    """5NT taking 11 with 2 aces: below 50×11 = 550 (a game) and 50×2 = 100 for the others;
    aces 2–2 to the declarers (11 tricks) 2×1250 = 2500; game 100 → 3150 against 100."""
    return Deal(parse_contract("5NT"), declarer, 11, aces=2)


def s1_events(extra: int = 0) -> tuple:
    """S1: a finished rubber, 35910 against 9110 (plus `extra` for Anna & Vera).

    Two 5NT games by Anna: side 0 writes 2×3150 + rubber 2000 = 8300, side 1 2×100 = 200.
    Adjustments bring it to the example's totals: 27610 + 8300 = 35910, 8910 + 200 = 9110.
    """
    return (Adjustment("Anna", 27610 + extra, reason="S1"), Adjustment("Boris", 8910, reason="S1"),
            nt5("Anna"), nt5("Anna"))


def points(settlement, rubber: int | None = None) -> dict[str, int]:
    if rubber is None:
        return dict(settlement.points)
    return dict(settlement.rubbers[rubber].result)


def test_s1_finished_rubber():
    """S1, V11: 35910 − 9110 = 26800 to each winner, −26800 to each loser."""
    sheet = replay(session(*s1_events()))
    (rubber,) = sheet.rubbers
    assert rubber.finished and rubber.winner == 0
    assert (rubber.total(0), rubber.total(1)) == (35910, 9110)
    result = settle(sheet, Decimal("1.00"))
    (r,) = result.rubbers
    assert r.finished
    assert [(s.players, s.total, s.games) for s in r.sides] == [
        (SIDES[0], 35910, 2), (SIDES[1], 9110, 0)]
    assert points(result, 0) == {"Anna": 26800, "Vera": 26800, "Boris": -26800, "Gleb": -26800}
    assert points(result) == {"Anna": 26800, "Boris": -26800, "Vera": 26800, "Gleb": -26800}


def test_s4_money():
    """S4, V11: stake 0.5 per 100 points; 26800 × 0.5 / 100 = 134.00."""
    assert money(26800, Decimal("0.5")) == Decimal("134.00")
    result = settle(replay(session(*s1_events())), Decimal("0.5"))
    assert dict(result.money) == {"Anna": Decimal("134.00"), "Boris": Decimal("-134.00"),
                                  "Vera": Decimal("134.00"), "Gleb": Decimal("-134.00")}
    assert f"{dict(result.money)['Anna']:.2f}" == "134.00"


def written(columns: tuple[tuple[str, ...], ...], *amounts: tuple[int, int]) -> Rubber:
    """A rubber whose columns wrote `amounts`, (column, points) in order, above the line."""
    entries = tuple(Entry(side, amount, Reason.ADJUSTMENT, event=n)
                    for n, (side, amount) in enumerate(amounts, 1))
    return Rubber(1, Lineup(columns), entries, (), 0, ())


SEPARATE = (("Anna",), ("Boris",), ("Vera",))
S2 = written(SEPARATE, (0, 4135), (1, 1065), (2, 2700))


@pytest.mark.parametrize("rubber, rounding, upto, expected", [
    # S1: 35910 − 9110 = 26800, won by one side, lost by the other
    pytest.param(written(SIDES, (0, 35910), (1, 9110)), None, None, [26800, -26800],
                 id="V11-S1-the-difference"),
    # S2: Anna 4135 − 1065 + 4135 − 2700 = +4505; Boris 1065 − 4135 + 1065 − 2700 = −4705;
    # Vera 2700 − 4135 + 2700 − 1065 = +200
    pytest.param(S2, None, None, [4505, -4705, 200], id="V11-S2-each-against-every-other"),
    # S3: the column of the player with the dummy is 1200 up (any totals 1200 apart, here
    # 1500 and 300); the column's result is the difference, 1200: the player settles it
    # twice, for the dummy too, by his weight (V12), not by his column's result
    pytest.param(written((("Anna", DUMMY), ("Boris", "Vera")), (0, 1500), (1, 300)), None,
                 None, [1200, -1200], id="V11-S3-the-dummys-column"),
    # V11, V12: where S2 stood after two entries, when a seat changed hands: Anna 4135,
    # Boris 1065, Vera 0 → Anna 3070 + 4135 = +7205, Boris −3070 + 1065 = −2005,
    # Vera −4135 − 1065 = −5200
    pytest.param(S2, None, 2, [7205, -2005, -5200], id="V11-V12-S2-part-way"),
    pytest.param(S2, None, 0, [0, 0, 0], id="V11-nothing-written-yet"),
    # V11's option: S1 with 20 more for the winners, D = 35930 − 9110 = 26820 → 26800; with
    # 80 more, 26880 → 26900; both sides alike, so the table still sums to zero
    pytest.param(written(SIDES, (0, 35930), (1, 9110)), round_hundreds, None,
                 [26800, -26800], id="V11-round-hundreds-down"),
    pytest.param(written(SIDES, (0, 35990), (1, 9110)), round_hundreds, None,
                 [26900, -26900], id="V11-round-hundreds-up"),
    # S2 in whole hundreds by largest remainder: the hundreds below each, +4500, −4800,
    # +200, sum to −100; the hundred left over goes to the largest remainder, −4705's 95
    # (against 5 and 0) → +4500, −4700, +200
    pytest.param(S2, round_hundreds, None, [4500, -4700, 200], id="V11-round-hundreds-S2"),
])
def test_v11_column_results(rubber, rounding, upto, expected):
    """V11: each column's result, against every other column (with two, the difference)."""
    assert column_results(rubber, rounding, upto=upto) == expected
    assert sum(expected) == 0


@pytest.mark.parametrize("pts, stake, expected", [
    pytest.param(1, "0.01", "0.0001", id="V11-money-one-point-at-a-cent"),  # 1 × 0.01 / 100
    pytest.param(-3050, "0.5", "-15.25", id="V11-money-negative"),  # −3050 × 0.5 / 100
    pytest.param(26850, "0.3", "80.55", id="V11-money-no-float-error"),  # 26850 × 0.3 / 100
    pytest.param(333, "1", "3.33", id="V11-money-stake-one"),  # 333 / 100
    pytest.param(0, "2.5", "0", id="V11-money-zero"),
])
def test_money_is_exact(pts, stake, expected):
    m = money(pts, Decimal(stake))
    assert isinstance(m, Decimal)
    assert m == Decimal(expected)


def test_v11_unfinished_rubber_no_rubber_bonus_no_x_premium():
    """V11: settled on what is written so far; no rubber bonus, no X premium, marked unfinished.

    Two X, then one game by Anna: 550 + 2500 + 100 = 3150 against 100 → D = 3050.
    """
    sheet = replay(session(AllPass(), AllPass(), nt5("Anna")))
    (rubber,) = sheet.rubbers
    assert not rubber.finished and rubber.x == 2
    assert not [e for e in rubber.entries if e.reason in (Reason.RUBBER, Reason.X)]
    assert (rubber.total(0), rubber.total(1)) == (3150, 100)
    result = settle(sheet, Decimal("1"))
    assert not result.rubbers[0].finished
    assert points(result, 0) == {"Anna": 3050, "Vera": 3050, "Boris": -3050, "Gleb": -3050}


def test_v11_session_of_a_finished_and_an_unfinished_rubber():
    """V11: each player's session total is the sum of the rubbers; money is points × stake / 100.

    Rubber 1: S1, +26800 to Anna & Vera. Rubber 2 (unfinished): an X, then one 5NT game by
    Boris: Boris & Gleb 3150, Anna & Vera 100 → −3050. Anna: 26800 − 3050 = 23750,
    × 0.5 / 100 = 118.75.
    """
    sheet = replay(session(*s1_events(), AllPass(), nt5("Boris")))
    assert [r.finished for r in sheet.rubbers] == [True, False]
    assert not [e for e in sheet.rubbers[1].entries if e.reason in (Reason.RUBBER, Reason.X)]
    result = settle(sheet, Decimal("0.5"))
    assert points(result, 1) == {"Anna": -3050, "Vera": -3050, "Boris": 3050, "Gleb": 3050}
    assert points(result) == {"Anna": 23750, "Boris": -23750, "Vera": 23750, "Gleb": -23750}
    assert dict(result.money)["Anna"] == Decimal("118.75")
    assert dict(result.money)["Gleb"] == Decimal("-118.75")


@pytest.mark.parametrize("extra, rounded", [
    pytest.param(0, 26800, id="V11-round-exact-hundreds"),  # D 26800 stays
    pytest.param(20, 26800, id="V11-round-down"),  # D 26820 → 26800, the losers −26800
    pytest.param(80, 26900, id="V11-round-up"),  # D 26880 → 26900, the losers −26900
])
def test_v11_round_hundreds(extra, rounded):
    sheet = replay(session(*s1_events(extra), rules=ROUNDED))
    r = points(settle(sheet, Decimal("1")), 0)
    assert r == {"Anna": rounded, "Vera": rounded, "Boris": -rounded, "Gleb": -rounded}


def test_v11_round_hundreds_half_is_symmetric_and_zero_sum():
    """D = 26850 is halfway: V11 does not say which way; both sides must move alike."""
    sheet = replay(session(*s1_events(50), rules=ROUNDED))
    r = points(settle(sheet, Decimal("1")), 0)
    assert r["Anna"] in (26800, 26900)
    assert r == {"Anna": r["Anna"], "Vera": r["Anna"], "Boris": -r["Anna"], "Gleb": -r["Anna"]}


# -- Properties of random valid sessions -------------------------------------------------------

def side_of(player: str) -> int:
    return 0 if player in SIDES[0] else 1


@st.composite
def deals(draw, rules: Rules = CLASSIC) -> Deal:
    """A deal with valid random fields (V1, V2): honours/aces never impossible, coronets simple."""
    declarer = draw(st.sampled_from(PLAYERS))
    d = side_of(declarer)
    strain = draw(st.sampled_from(list(Strain)))
    contract = Contract(draw(st.integers(rules.min_level, 7)), strain)  # V13 double-purchase
    tricks = draw(st.integers(rules.discard_tricks, 13))  # V13 vitalin: at least 2
    if strain.is_suit:
        honours = draw(st.integers(0, 5))
        # V2: five honours without an ace, or none with all four aces, is impossible.
        aces = draw(st.integers(0, 4).filter(lambda a: (honours, a) not in ((5, 0), (0, 4))))
    else:
        honours, aces = None, draw(st.integers(0, 4))
    side_aces = {d: aces, 1 - d: 4 - aces}
    plain = [s for s in SUITS if s != strain]  # a sequence outside trumps needs no honours
    coronets = []
    for side in (d, 1 - d):  # at most one coronet a side: an aces coronet or a plain sequence
        holder = draw(st.sampled_from(SIDES[side]))
        options = ["none"]
        if side_aces[side] >= 3:
            options.append("aces")
        if side_aces[side] >= 1 and plain:
            options.append("sequence")
        kind = draw(st.sampled_from(options))
        if kind == "aces":
            coronets.append(Coronet(holder, CoronetKind.ACES, draw(st.integers(3, side_aces[side]))))
        elif kind == "sequence":
            suit = draw(st.sampled_from(plain))
            plain.remove(suit)  # one sequence per suit at the table
            coronets.append(Coronet(holder, CoronetKind.SEQUENCE, draw(st.integers(3, 10)), suit))
    revokes = tuple(draw(st.lists(st.sampled_from(PLAYERS), max_size=2)))
    first = draw(st.sampled_from(PLAYERS))  # V8: used only when both sides reach the target
    return Deal(contract, declarer, tricks, honours=honours, aces=aces,
                coronets=tuple(coronets), revokes=revokes, first=first)


def events(rules: Rules):
    """Mostly deals; now and then an all-pass, a misdeal or a free adjustment above."""
    return st.one_of(
        deals(rules), deals(rules), deals(rules), deals(rules), deals(rules), deals(rules),
        st.just(AllPass()),
        st.builds(Misdeal, st.sampled_from(PLAYERS)),
        st.builds(Adjustment, st.sampled_from(PLAYERS),
                  st.integers(-500, 500).map(lambda n: n * 10), below=st.just(False)),
    )


@st.composite
def sessions(draw) -> Session:
    """A random valid session under any preset, rounded or not."""
    rules = draw(st.sampled_from(sorted(PRESETS)).map(PRESETS.__getitem__))
    rules = dataclasses.replace(rules, round_hundreds=draw(st.booleans()))
    return session(*draw(st.lists(events(rules), max_size=40)), rules=rules)


@given(sessions(), st.sampled_from(["0.01", "0.5", "1", "2.5", "0.3"]))
def test_settlement_sums_to_zero_and_matches_the_sheet(s, stake):
    rounded = s.rules.round_hundreds
    sheet = replay(s)
    result = settle(sheet, Decimal(stake))
    assert len(result.rubbers) == len(sheet.rubbers)
    for rubber, r in zip(sheet.rubbers, result.rubbers):
        # V11: a side's total is everything it wrote, above and below, in the rubber.
        totals = [sum(e.amount for e in rubber.entries if e.side == s) for s in (0, 1)]
        assert [s.total for s in r.sides] == totals
        got = dict(r.result)
        assert set(got) == set(PLAYERS)
        assert sum(got.values()) == 0  # every rubber sums to zero
        diff = totals[0] - totals[1]
        for p in PLAYERS:
            own = diff if side_of(p) == 0 else -diff
            if rounded:  # whole hundreds, less than a hundred away, partners alike
                assert got[p] % 100 == 0 and abs(got[p] - own) < 100
            else:
                assert got[p] == own
        assert got["Anna"] == got["Vera"] and got["Boris"] == got["Gleb"]
        # V8, V9, V11: the rubber bonus and the X premium only in a finished rubber.
        premiums = [e for e in rubber.entries if e.reason in (Reason.RUBBER, Reason.X)]
        if rubber.finished:
            assert rubber.games_won(rubber.winner) == 2
            assert all(e.side == rubber.winner for e in premiums)
        else:
            assert premiums == []
    overall = dict(result.points)
    assert sum(overall.values()) == 0
    for p in PLAYERS:
        assert overall[p] == sum(dict(r.result)[p] for r in result.rubbers)
    assert sum(m for _, m in result.money) == 0
    for p, m in result.money:
        assert m == Decimal(overall[p]) * Decimal(stake) / 100


# Each example is a batch of sessions sent to one other process (a process per session
# would pay an interpreter's start for each); as many sessions in all as the properties draw.
ELSEWHERE = settings(max_examples=max(3, settings.default.max_examples // 10))


@ELSEWHERE
@given(st.lists(sessions(), min_size=10, max_size=10))
def test_replay_in_another_process_gives_the_same_sheet(batch):
    """docs/contract.md, "The session file": totals are recomputed from the events, so a session file means one sheet.

    The expectation is not this process's replay of the same session a second time (the
    same hash seed and the same caches would agree with themselves whatever they did) but
    the replay of its file in a fresh interpreter with another PYTHONHASHSEED: the same
    `sheet --json`, `settle --json` and `log --json` documents, and the same whole sheet.
    """
    there = replayed_elsewhere([storage.dumps(s) for s in batch])
    assert len(there) == len(batch)
    for number, (s, got) in enumerate(zip(batch, there, strict=True)):
        assert got["documents"] == documents(s), number
        assert got["sheet"] == folded(s), number
