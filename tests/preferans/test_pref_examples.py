"""Preferans worked examples (vintscore/rules/preferans.en.md): PS1–PS4 and PD1–PD13, under their ids.

Every expected number is worked out by hand from vintscore/rules/preferans.en.md; the arithmetic sits beside it.
Notation as in the examples: "gora" = mountain, "A→D 8" = A writes 8 vists on D.
"""
from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest
from helpers_pref.pulyas import expect, manual, played, session
from helpers_pref.pulyas import one_deal as only_deal

from vintscore.cards import Strain
from vintscore.games.preferans.model import PrefContract, PrefDeal, PrefPass
from vintscore.games.preferans.presets import LENINGRAD, PRESETS, ROSTOV, SOCHI
from vintscore.games.preferans.pulya import replay, settle

DAB = ("D", "A", "B")  # the examples' three players, seated in this order; D deals first


def exact(settlement) -> dict:
    return dict(settlement.exact)


# ---------------------------------------------------------------- PS: settlements (P10)

PS1_EVENTS = (
    manual("A", mountain=42, Б=170, В=60),
    manual("Б", mountain=96, A=64, В=178),
    manual("В", mountain=132, A=88, Б=95),
)


@pytest.mark.parametrize("pools", [0, 20], ids=["pools-0", "pools-20"])
def test_ps1_sochi_three_equal_pools(pools):
    """PS1 (Mail.ru): Sochi, 3 players, pools equal.

    mean gora = (42 + 96 + 132)/3 = 90.
    A: −10·(42 − 90) = +480; vists 170 + 60 − (64 + 88) = +78  → +558
    Б: −10·(96 − 90) = −60;  vists 64 + 178 − (170 + 95) = −23 → −83
    В: −10·(132 − 90) = −420; vists 88 + 95 − (60 + 178) = −55 → −475
    Equal pools contribute Rp·0.
    """
    events = PS1_EVENTS + tuple(manual(p, pool=pools) for p in ("A", "Б", "В") if pools)
    pulya = replay(session(("A", "Б", "В"), SOCHI, *events))
    s = settle(pulya, Decimal("1"))
    assert exact(s) == {"A": 558, "Б": -83, "В": -475}
    assert dict(s.rounded) == {"A": 558, "Б": -83, "В": -475}


def test_ps1_money():
    """P10: money = result × stake per vist: 558·0.25 = 139.5, −83·0.25 = −20.75,
    −475·0.25 = −118.75."""
    pulya = replay(session(("A", "Б", "В"), SOCHI, *PS1_EVENTS))
    s = settle(pulya, Decimal("0.25"))
    assert dict(s.money) == {"A": Decimal("139.5"), "Б": Decimal("-20.75"),
                             "В": Decimal("-118.75")}


def test_ps2_leningrad_four():
    """PS2 (PrefCount): Leningrad, 4 players, Rp = 20.

    pools 76, 74, 32, 22: mean 204/4 = 51; gora 74, 60, 34, 76: mean 244/4 = 61.
    E: 20·25 = 500;  −10·13 = −130;  vists (34+84+136) − (60+220+80) = 254 − 360 = −106 → 264
    S: 20·23 = 460;  −10·(−1) = +10; vists (96+60+0) − (84+192+44) = 156 − 320 = −164 → 306
    W: 20·(−19) = −380; −10·(−27) = +270; vists (108+220+192) − (136+0+48) = 520 − 184 = 336 → 226
    N: 20·(−29) = −580; −10·15 = −150; vists (80+44+48) − (34+96+108) = 172 − 238 = −66 → −796
    """
    events = (
        manual("E", pool=76, mountain=74, N=34, S=84, W=136),
        manual("S", pool=74, mountain=60, N=96, E=60, W=0),
        manual("W", pool=32, mountain=34, N=108, E=220, S=192),
        manual("N", pool=22, mountain=76, E=80, S=44, W=48),
    )
    pulya = replay(session(("E", "S", "W", "N"), LENINGRAD, *events))
    s = settle(pulya, Decimal("1"))
    assert exact(s) == {"E": 264, "S": 306, "W": 226, "N": -796}
    assert sum(exact(s).values()) == 0


PS3_EVENTS = (
    manual("E", pool=56, mountain=22, S=24, W=32),
    manual("S", pool=22, mountain=22, E=100, W=32),
    manual("W", pool=12, mountain=34, E=72, S=56),
)


@pytest.mark.parametrize("rules, want", [
    # pools 56, 22, 12: mean 30; gora 22, 22, 34: mean 26
    # vists: E (24+32) − (100+72) = −116; S (100+32) − (24+56) = +52; W (72+56) − (32+32) = +64
    # Leningrad Rp 20: E 20·26 + 40 − 116 = 444; S 20·(−8) + 40 + 52 = −68;
    #                  W 20·(−18) − 80 + 64 = −376
    (LENINGRAD, {"E": 444, "S": -68, "W": -376}),
    # Sochi Rp 10:     E 260 + 40 − 116 = 184; S −80 + 40 + 52 = 12; W −180 − 80 + 64 = −196
    (SOCHI, {"E": 184, "S": 12, "W": -196}),
], ids=["leningrad", "sochi"])
def test_ps3(rules, want):
    """PS3 (PrefCount): the same sheet under Leningrad and under Sochi."""
    pulya = replay(session(("E", "S", "W"), rules, *PS3_EVENTS))
    assert exact(settle(pulya, Decimal("1"))) == want


def test_ps4_leningrad_thirds():
    """PS4 (PrefCount): Leningrad, 3 players; exact thirds.

    pools 14, 26, 10: mean 50/3; gora 38, 41, 28: mean 107/3.
    E: 20·(−8/3) = −160/3; −10·(7/3) = −70/3;  vists (148+10) − (28+46) = 84 = 252/3  → 22/3
    S: 20·(28/3) = 560/3;  −10·(16/3) = −160/3; vists 28 − (148+94) = −214 = −642/3 → −242/3
    W: 20·(−20/3) = −400/3; −10·(−23/3) = 230/3; vists (94+46) − 10 = 130 = 390/3   → 220/3
    Rounded by largest remainder: floors 7, −81, 73 (sum −1); all three remainders are 1/3,
    so exactly one of them is raised and the display sums to zero. P10 leaves the tie open;
    our reading raises the first in seating order, E: 8 / −81 / 73, PrefCount's published
    rounding.
    """
    events = (
        manual("E", pool=14, mountain=38, S=148, W=10),
        manual("S", pool=26, mountain=41, E=28),
        manual("W", pool=10, mountain=28, S=94, E=46),
    )
    pulya = replay(session(("E", "S", "W"), LENINGRAD, *events))
    s = settle(pulya, Decimal("1"))
    want = {"E": Fraction(22, 3), "S": Fraction(-242, 3), "W": Fraction(220, 3)}
    assert exact(s) == want
    rounded = dict(s.rounded)
    assert sum(rounded.values()) == 0
    floors = {"E": 7, "S": -81, "W": 73}
    assert all(rounded[p] - floors[p] in (0, 1) for p in floors)
    assert sum(rounded[p] - floors[p] for p in floors) == 1
    assert rounded == {"E": 8, "S": -81, "W": 73}


# ---------------------------------------------------------------- PD: deals

def test_pd1_six_made_two_whisters():
    """PD1 (P5): 6♠, v = 2, D 6 (made), A 2 + B 2 whist.
    D pool v = 2; A→D kV·v·2 = 4, B→D 4; T = 4 = R: no shortfall."""
    only_deal(DAB, SOCHI, played(6, "D", 6, whists=(("A", 2), ("B", 2))),
              pool={"D": 2}, vists={("A", "D"): 4, ("B", "D"): 4})


def test_pd2_seven_made_two_whisters():
    """PD2 (P5): 7♠, v = 4, D 7 (made), A 1 + B 2.
    D pool 4; A→D 4·1 = 4, B→D 4·2 = 8; T = 3 ≥ R = 2."""
    only_deal(DAB, SOCHI, played(7, "D", 7, whists=(("A", 1), ("B", 2))),
              pool={"D": 4}, vists={("A", "D"): 4, ("B", "D"): 8})


@pytest.mark.parametrize("whist, passer", [(("A", None), ("B", None)), (("A", 1), ("B", 0))],
                         ids=["tricks-unsaid", "tricks-said"])
def test_pd3_nine_one_whister_greedy(whist, passer):
    """PD3 (P5): 9♠, v = 8, D 9, A whists, B passes; greedy (Sochi): A writes kV·v·T with
    T = 10 − 9 = 1 → A→D 8; D pool 8; T = 1 ≥ R = 1."""
    only_deal(DAB, SOCHI, played(9, "D", 9, whists=(whist,), passes=(passer,)),
              pool={"D": 8}, vists={("A", "D"): 8})


@pytest.mark.parametrize("level, v, gora", [
    (6, 2, 8),    # R 4: 2·4 = 8
    (7, 4, 8),    # R 2: 4·2 = 8
    (8, 6, 6),    # R 1: 6·1
    (9, 8, 8),    # R 1: 8·1
    (10, 10, 10),  # R 1: 10·1
])
def test_pd4_lone_whister_takes_nothing(level, v, gora):
    """PD4 (P5): D takes 10, A whists and takes 0, B passes: D pool v; A's shortfall
    pen·(R − 0) = v·R to his mountain; vists kV·v·0 = 0."""
    strain = Strain.NO_TRUMP if level == 10 else Strain.SPADES
    only_deal(DAB, SOCHI, played(level, "D", 10, whists=(("A", None),), passes=(("B", None),),
                                 strain=strain),
              pool={"D": v}, mountain={"A": gora})


def test_pd5_six_both_whisters_empty():
    """PD5 (P5): 6♠, D 10, both whist, 0 + 0: each quota R/2 = 2, each short 2, the pair
    short 4 (2 + 2 ≤ 4): each gora pen·2 = 2·2 = 4. D pool 2; no vists."""
    only_deal(DAB, SOCHI, played(6, "D", 10, whists=(("A", 0), ("B", 0))),
              pool={"D": 2}, mountain={"A": 4, "B": 4})


def test_pd6_eight_second_whister_pays():
    """PD6 (P5): 8♠, v = 6, D 10, both whist 0 + 0, A spoke first: R = 1, the second named (B)
    pays pen·1 = 6. D pool 6."""
    only_deal(DAB, SOCHI, played(8, "D", 10, whists=(("A", 0), ("B", 0))),
              pool={"D": 6}, mountain={"B": 6})


@pytest.mark.parametrize("a, b, gora", [
    # 2+1: D 7; T 3, pair short 1; the 1-trick whister is 1 short of quota 2 → pen·1 = 2
    (2, 1, {"B": 2}),
    # 1+1: D 8; T 2, pair short 2; each 1 short → each pen·1 = 2
    (1, 1, {"A": 2, "B": 2}),
    # 2+0: D 8; T 2, pair short 2; the empty-handed one 2 short → pen·2 = 4
    (2, 0, {"B": 4}),
    # 3+0: D 7; T 3, pair short 1; the empty-handed one 2 short of quota, capped at 1 → 2
    (3, 0, {"B": 2}),
], ids=["2+1", "1+1", "2+0", "3+0"])
@pytest.mark.parametrize("order", ["A-first", "B-first"])
def test_pd7_six_two_whisters_split(a, b, gora, order):
    """PD7 (P5, Parlett): 6♠ (v = 2) whisted by both; D takes the rest, makes it: pool 2;
    each whister writes 2·(own tricks) on D; the shortfall as the table says."""
    whists = (("A", a), ("B", b)) if order == "A-first" else (("B", b), ("A", a))
    vists = {k: val for k, val in ((("A", "D"), 2 * a), (("B", "D"), 2 * b)) if val}
    only_deal(DAB, SOCHI, played(6, "D", 10 - a - b, whists=whists),
              pool={"D": 2}, mountain=gora, vists=vists)


@pytest.mark.parametrize("rules, half_vists", [
    (SOCHI, 4),       # kV·v·R/2 = 1·2·4/2 = 4
    (LENINGRAD, 8),   # 2·2·4/2 = 8
], ids=["sochi", "leningrad"])
def test_pd8_half_whist(rules, half_vists):
    """PD8 (P4): 6♠, A (first to speak) passes, B half-whists: no play; D pool v = 2;
    B→D kV·v·R/2."""
    only_deal(DAB, rules, played(6, "D", None, passes=(("A", None),), half="B"),
              pool={"D": 2}, vists={("B", "D"): half_vists})


MISERE = PrefContract(10, None, misere=True)


@pytest.mark.parametrize("rules, tricks, pool, gora", [
    (SOCHI, 0, {"D": 10}, {}),         # made: 10 to the pool
    (SOCHI, 2, {}, {"D": 20}),         # failed: 10 per trick · 2
    (LENINGRAD, 0, {"D": 10}, {}),
    (LENINGRAD, 2, {}, {"D": 40}),     # 20 per trick · 2
], ids=["sochi-0", "sochi-2", "leningrad-0", "leningrad-2"])
def test_pd9_misere(rules, tricks, pool, gora):
    """PD9 (P8): misère, no vists, no consolation."""
    only_deal(DAB, rules, PrefDeal(MISERE, "D", tricks), pool=pool, mountain=gora)


@pytest.mark.parametrize("rules, gora", [(SOCHI, 18), (LENINGRAD, 36)],
                         ids=["sochi", "leningrad"])
def test_pd10_without_three(rules, gora):
    """PD10 (P6): 8♥ without three, v = 6: kG·v·3 = 1·6·3 = 18 (Leningrad 2·6·3 = 36);
    nothing else."""
    deal = PrefDeal(PrefContract(8, Strain.HEARTS), "D", None, without_three=True)
    only_deal(DAB, rules, deal, mountain={"D": gora})


@pytest.mark.parametrize("rules, pool, gora, vists", [
    # step 1: D (0 tricks) pool 1; A 1·4, B 1·6
    (SOCHI, {"D": 1}, {"A": 4, "B": 6}, {}),
    # step 2: pool s/2 = 1; A 2·4 = 8, B 2·6 = 12
    (LENINGRAD, {"D": 1}, {"A": 8, "B": 12}, {}),
    # the fewest (D, 0) writes 5·4 = 20 on A and 5·6 = 30 on B; pool +1
    (ROSTOV, {"D": 1}, {}, {("D", "A"): 20, ("D", "B"): 30}),
], ids=["sochi", "leningrad", "rostov"])
def test_pd11_all_pass_first_of_series(rules, pool, gora, vists):
    """PD11 (P7): all pass, first of a series, tricks D 0 / A 4 / B 6."""
    only_deal(DAB, rules, PrefPass((("D", 0), ("A", 4), ("B", 6))),
              pool=pool, mountain=gora, vists=vists)


def test_pd12_all_pass_second_of_series():
    """PD12 (P7): Sochi, two all-passes in a row. The first (D 2, A 3, B 5) at step 1 writes
    gora 2, 3, 5; the second (D 1, A 4, B 5) at step 2 writes gora 2·1, 2·4, 2·5 = 2, 8, 10;
    nobody trickless, so no pool."""
    pulya = replay(session(DAB, SOCHI, PrefPass((("D", 2), ("A", 3), ("B", 5))),
                           PrefPass((("D", 1), ("A", 4), ("B", 5)))))
    expect(pulya, 1, mountain={"D": 2, "A": 3, "B": 5})
    expect(pulya, 2, mountain={"D": 2, "A": 8, "B": 10})
    assert pulya.mountain == {"D": 4, "A": 11, "B": 15}


def test_pd13_leningrad_gentleman_down_one():
    """PD13 (P5): Leningrad, 7♥ (v = 4), one whister A, B passes, D 6 tricks (down u = 1).
    D gora kG·v·u = 2·4·1 = 8; the defenders' T = 4 tricks are worth kV·v·T = 2·4·4 = 32,
    gentleman on a failed contract: 16 each; consolation cons·u = 2·4·1 = 8 each.
    A→D 16 + 8 = 24, B→D 16 + 8 = 24. T = 4 ≥ R = 2: no shortfall."""
    pulya = only_deal(DAB, LENINGRAD,
                      played(7, "D", 6, whists=(("A", None),), passes=(("B", None),),
                             strain=Strain.HEARTS),
                      mountain={"D": 8}, vists={("A", "D"): 24, ("B", "D"): 24})
    for k in (("A", "D"), ("B", "D")):
        assert sorted(line.amount for line in pulya.vist_lines[k]) == [8, 16]


def test_presets_are_the_named_conventions():
    """The presets the examples name."""
    assert PRESETS["sochi"] == SOCHI and PRESETS["leningrad"] == LENINGRAD
    assert PRESETS["rostov"] == ROSTOV
