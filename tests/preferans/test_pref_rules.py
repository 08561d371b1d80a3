"""Preferans rulebook (P1–P12): every parameter of the P9 table, every P1 refusal,
closing and help (P11), the four-player rotation, and properties of random valid pulyas.

Expected numbers are worked out by hand from vintscore/rules/preferans.en.md; the arithmetic sits beside each.
Three players D, A, B seated in that order (D deals first) unless said; four: N, E, S, W.
"""
from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from fractions import Fraction

import pytest
from helpers_pref.pulyas import expect, manual, nonzero, played, session
from helpers_pref.pulyas import one_deal as one
from helpers_storage.elsewhere import documents, folded, replayed_elsewhere
from hypothesis import given, settings
from hypothesis import strategies as st

from vintscore import storage
from vintscore.cards import Strain
from vintscore.errors import EventError
from vintscore.games.preferans.model import PrefContract, PrefDeal, PrefManual, PrefPass
from vintscore.games.preferans.presets import LENINGRAD, ROSTOV, SOCHI
from vintscore.games.preferans.pulya import replay, settle
from vintscore.games.preferans.scoring import OBLIGATION

DAB = ("D", "A", "B")
NESW = ("N", "E", "S", "W")
CONVENTIONS = {"sochi": SOCHI, "leningrad": LENINGRAD, "rostov": ROSTOV}
MISERE = PrefContract(10, None, misere=True)


def one_whister(level, declarer, tricks, whister, passer):
    return played(level, declarer, tricks, whists=((whister, None),), passes=((passer, None),))


def both_pass(level, declarer="D", others=("A", "B")):
    return played(level, declarer, None, passes=tuple((p, None) for p in others))


def all_pass(**tricks):
    return PrefPass(tuple(tricks.items()))


def refused(players, rules, *events):
    """The last event is refused: EventError with its number; with keep_going nothing is
    written by it."""
    s = session(players, rules, *events)
    with pytest.raises(EventError) as info:
        replay(s)
    assert info.value.number == len(events)
    kept = replay(s, keep_going=True)
    before = replay(session(players, rules, *events[:-1]))
    assert [e.number for e in kept.problems] == [len(events)]
    assert (kept.pool, kept.mountain, kept.vists) == (before.pool, before.mountain, before.vists)
    return info.value


# ================================================================ P2, P3 tables

def test_p2_contract_values():
    """P2: v = 2, 4, 6, 8, 10 for 6..10; misère 10."""
    assert [PrefContract(c, Strain.SPADES).value for c in range(6, 11)] == [2, 4, 6, 8, 10]
    assert MISERE.value == 10


def test_p3_obligation():
    """P3: R = 6 → 4, 7 → 2, 8 → 1, 9 → 1, 10 → 1."""
    assert OBLIGATION == {6: 4, 7: 2, 8: 1, 9: 1, 10: 1}


# ================================================================ P9: the convention table

@pytest.mark.parametrize("conv", CONVENTIONS)
@pytest.mark.parametrize("level, v", [(6, 2), (8, 6), (10, 10)])
def test_pool_on_success_both_pass(conv, level, v):
    """P4, P9 'pool on success' = v in every convention: both pass, no play."""
    one(DAB, CONVENTIONS[conv], both_pass(level), pool={"D": v})


@pytest.mark.parametrize("conv, gora, each", [
    # 8♠ (v 6), D takes 6: u = 2; A 2 + B 2 whist; T 4 ≥ R 1
    ("sochi", 12, 24),      # gora kG·v·u = 6·2 = 12; A→D kV·v·2 = 12 + cons v·u = 12 → 24
    ("leningrad", 24, 48),  # gora 12·2 = 24; A→D 12·2 = 24 + 2v·u = 24 → 48
    ("rostov", 12, 24),     # as Sochi
])
def test_mountain_per_undertrick(conv, gora, each):
    """P9 'mountain per undertrick' kG·v: Sochi v, Leningrad 2v, Rostov v."""
    one(DAB, CONVENTIONS[conv], played(8, "D", 6, whists=(("A", 2), ("B", 2))),
        mountain={"D": gora}, vists={("A", "D"): each, ("B", "D"): each})


@pytest.mark.parametrize("conv, a, b", [
    # 7♠ (v 4) made with 7; A 2 + B 1; T 3 ≥ R 2
    ("sochi", 8, 4),       # kV·v = 4 per trick: 4·2, 4·1
    ("leningrad", 16, 8),  # 2v = 8 per trick
    ("rostov", 8, 4),
])
def test_vists_per_defender_trick(conv, a, b):
    """P9 'vists per defender trick' kV·v: Sochi v, Leningrad 2v, Rostov v."""
    one(DAB, CONVENTIONS[conv], played(7, "D", 7, whists=(("A", 2), ("B", 1))),
        pool={"D": 4}, vists={("A", "D"): a, ("B", "D"): b})


@pytest.mark.parametrize("rules, gora, a, b", [
    # 6♠ (v 2), D takes 5: u = 1; A 3 + B 2 (T 5 ≥ R 4)
    (SOCHI, 2, 6 + 2, 4 + 2),             # vists 2·3, 2·2; cons v·1 = 2
    (LENINGRAD, 4, 12 + 4, 8 + 4),        # vists 4·3, 4·2; cons 2v·1 = 4
    (ROSTOV, 2, 6 + 2, 4 + 2),            # cons v·1 = 2
    (replace(ROSTOV, consolation_fixed=10), 2, 6 + 10, 4 + 10),  # option: 10 per undertrick
], ids=["sochi", "leningrad", "rostov", "rostov-10"])
def test_consolation_per_undertrick(rules, gora, a, b):
    """P5 3, P9 'consolation per undertrick': Sochi v, Leningrad 2v, Rostov v (option 10)."""
    one(DAB, rules, played(6, "D", 5, whists=(("A", 3), ("B", 2))),
        mountain={"D": gora}, vists={("A", "D"): a, ("B", "D"): b})


@pytest.mark.parametrize("to_dealer", [True, False], ids=["on", "off"])
@pytest.mark.parametrize("conv, gora, s, w, n", [
    # four players, N deals and sits out; E 7♠ (v 4) takes 5: u = 2; S 3 + W 2 whist (T 5 ≥ 2)
    ("sochi", 8, 12 + 8, 8 + 8, 8),        # gora 4·2; vists 4·3, 4·2; cons 4·2 = 8
    ("leningrad", 16, 24 + 16, 16 + 16, 16),  # gora 8·2; vists 8·3, 8·2; cons 8·2 = 16
    ("rostov", 8, 12 + 8, 8 + 8, 8),
])
def test_consolation_to_the_dealer_at_four(conv, gora, s, w, n, to_dealer):
    """P5 3: at four the sitting-out dealer consoles too (option consolation_to_dealer, on);
    off, he writes nothing."""
    rules = replace(CONVENTIONS[conv], consolation_to_dealer=to_dealer)
    vists = {("S", "E"): s, ("W", "E"): w}
    if to_dealer:
        vists[("N", "E")] = n
    one(NESW, rules, played(7, "E", 5, whists=(("S", 3), ("W", 2))),
        mountain={"E": gora}, vists=vists)


def test_consolation_to_dealer_is_on_by_default():
    assert SOCHI.consolation_to_dealer and LENINGRAD.consolation_to_dealer
    assert ROSTOV.consolation_to_dealer


# ---------------------------------------------------------------- whister's shortfall

@pytest.mark.parametrize("conv, vists_a, gora_a", [
    # 6♠ (v 2), D takes 8 (made), A whists (T 2), B passes; R 4 → short 2
    ("sochi", 4, 4),      # greedy A→D 2·2 = 4; pen v = 2 → 2·2 = 4
    ("leningrad", 8, 4),  # gentleman, made: A→D 2v·2 = 8; pen v (half of 2v) = 2 → 4
    ("rostov", 4, 2),     # A→D 2·2 = 4; pen v/2 = 1 → 1·2 = 2
])
def test_shortfall_one_whister(conv, vists_a, gora_a):
    """P5 4, P9 'whister's shortfall per trick': Sochi v, Leningrad v, Rostov v/2."""
    one(DAB, CONVENTIONS[conv], one_whister(6, "D", 8, "A", "B"),
        pool={"D": 2}, mountain={"A": gora_a}, vists={("A", "D"): vists_a})


@pytest.mark.parametrize("a, b, gora", [
    # Rostov, 6♠ (v 2): pen = v/2 = 1; quota 2 each, never more than the pair is short
    (2, 1, {"B": 1}),          # pair short 1; B 1 short → 1
    (1, 1, {"A": 1, "B": 1}),  # pair short 2; each 1 short → 1 each
    (2, 0, {"B": 2}),          # pair short 2; B 2 short → 2
    (3, 0, {"B": 1}),          # pair short 1; B 2 short, capped at 1 → 1
    (4, 0, {}),                # not short
    (0, 0, {"A": 2, "B": 2}),  # pair short 4; each 2 short → 2 each
], ids=["2+1", "1+1", "2+0", "3+0", "4+0", "0+0"])
def test_shortfall_two_whisters_six_rostov(a, b, gora):
    """P5 4 on a six, Rostov's v/2; vists 2 per trick; D makes it (pool 2)."""
    vists = {k: x for k, x in ((("A", "D"), 2 * a), (("B", "D"), 2 * b)) if x}
    one(DAB, ROSTOV, played(6, "D", 10 - a - b, whists=(("A", a), ("B", b))),
        pool={"D": 2}, mountain=gora, vists=vists)


@pytest.mark.parametrize("conv, a, b, gora", [
    # 7♠ (v 4): R 2, quota 1 each
    ("sochi", 1, 0, {"B": 4}),           # pair short 1; B 1 short → pen v = 4
    ("sochi", 0, 0, {"A": 4, "B": 4}),   # pair short 2; each 1 short → 4 each
    ("sochi", 2, 0, {}),                 # T 2 = R: nobody
    ("leningrad", 1, 0, {"B": 4}),       # pen v = 4
    ("rostov", 1, 0, {"B": 2}),          # pen v/2 = 2
    ("rostov", 0, 0, {"A": 2, "B": 2}),
])
def test_shortfall_two_whisters_seven(conv, a, b, gora):
    """P5 4 on a seven: each answers for R/2 = 1. D takes the rest and makes it (pool 4);
    vists kV·v per trick (Leningrad 8, else 4)."""
    kv_v = 8 if conv == "leningrad" else 4
    vists = {k: x for k, x in ((("A", "D"), kv_v * a), (("B", "D"), kv_v * b)) if x}
    one(DAB, CONVENTIONS[conv], played(7, "D", 10 - a - b, whists=(("A", a), ("B", b))),
        pool={"D": 4}, mountain=gora, vists=vists)


@pytest.mark.parametrize("conv", CONVENTIONS)
@pytest.mark.parametrize("level, v", [(8, 6), (9, 8), (10, 10)])
@pytest.mark.parametrize("first, second", [("A", "B"), ("B", "A")])
def test_shortfall_two_whisters_eight_to_ten(conv, level, v, first, second):
    """P5 4 on 8–10 (R 1): D takes 10, both whist and take 0; the second named pays pen·1
    (Sochi, Leningrad v; Rostov v/2). D pool v; no vists."""
    pen = Fraction(v, 2) if conv == "rostov" else v
    one(DAB, CONVENTIONS[conv], played(level, "D", 10, whists=((first, 0), (second, 0))),
        pool={"D": v}, mountain={second: pen})


@pytest.mark.parametrize("level, v", [(8, 6), (10, 10)])
def test_no_shortfall_on_eight_to_ten_when_one_trick_taken(level, v):
    """P5 4: on 8–10 one trick meets R = 1: D 9 (level 8 made; level 10 down 1)."""
    if level == 8:  # made: pool 6; the whister with the trick writes 6·1
        one(DAB, SOCHI, played(8, "D", 9, whists=(("A", 0), ("B", 1))),
            pool={"D": 6}, vists={("B", "D"): 6})
    else:  # 10 down 1: gora 10·1; B→D 10·1 + cons 10; A→D cons 10
        one(DAB, SOCHI, played(10, "D", 9, whists=(("A", 0), ("B", 1))),
            mountain={"D": 10}, vists={("A", "D"): 10, ("B", "D"): 20})


# ---------------------------------------------------------------- one whister

@pytest.mark.parametrize("rules, gora, a, b", [
    # 7♠ (v 4), D takes 6: u 1; A whists, B passes; T = 4 ≥ R 2
    (SOCHI, 4, 16 + 4, 4),         # greedy: A→D 4·4 = 16 + cons 4; B cons 4
    (ROSTOV, 4, 8 + 4, 8 + 4),     # gentleman: 16 halved, 8 each + cons 4 each
    (LENINGRAD, 8, 16 + 8, 16 + 8),  # (PD13) 2·4·4 = 32 halved + cons 8
    (replace(SOCHI, one_whister="gentleman"), 4, 8 + 4, 8 + 4),
    (replace(LENINGRAD, one_whister="greedy"), 8, 32 + 8, 8),
], ids=["sochi-greedy", "rostov-gentleman", "leningrad-gentleman", "sochi-as-gentleman",
        "leningrad-as-greedy"])
def test_one_whister_failed_contract(rules, gora, a, b):
    """P5 2: greedy — the whister writes kV·v·T; gentleman on a failed contract — whister and
    passer each write half."""
    one(DAB, rules, one_whister(7, "D", 6, "A", "B"),
        mountain={"D": gora}, vists={("A", "D"): a, ("B", "D"): b})


@pytest.mark.parametrize("conv, a", [("sochi", 12), ("leningrad", 24), ("rostov", 12)])
def test_one_whister_made_contract(conv, a):
    """P5 2: on a made contract the whister writes all of kV·v·T in every convention:
    7♠ (v 4), D 7, T 3: 4·3 = 12 (Leningrad 8·3 = 24). D pool 4."""
    one(DAB, CONVENTIONS[conv], one_whister(7, "D", 7, "A", "B"),
        pool={"D": 4}, vists={("A", "D"): a})


def test_one_whister_conventions():
    assert SOCHI.one_whister == "greedy"
    assert LENINGRAD.one_whister == ROSTOV.one_whister == "gentleman"


# ---------------------------------------------------------------- half-whist, misère, without 3

@pytest.mark.parametrize("conv, level, pool, half", [
    ("sochi", 6, 2, 4),       # kV·v·R/2 = 1·2·4/2
    ("sochi", 7, 4, 4),       # 1·4·2/2
    ("leningrad", 6, 2, 8),   # 2·2·4/2
    ("leningrad", 7, 4, 8),   # 2·4·2/2
    ("rostov", 6, 2, 4),
    ("rostov", 7, 4, 4),
])
def test_half_whist(conv, level, pool, half):
    """P4: the declarer writes v; the half-whister kV·v·R/2 on him (Sochi: 6 → 4, 7 → 4)."""
    one(DAB, CONVENTIONS[conv], played(level, "D", None, passes=(("A", None),), half="B"),
        pool={"D": pool}, vists={("B", "D"): half})


@pytest.mark.parametrize("conv, per", [("sochi", 10), ("leningrad", 20), ("rostov", 10)])
@pytest.mark.parametrize("tricks", [1, 3])
def test_misere_failed(conv, per, tricks):
    """P8, P9 'misère failed, per trick': 10 / 20 / 10; no vists, no consolation."""
    one(DAB, CONVENTIONS[conv], PrefDeal(MISERE, "D", tricks), mountain={"D": per * tricks})


@pytest.mark.parametrize("conv", CONVENTIONS)
def test_misere_made(conv):
    """P8: made (no tricks): 10 to the pool."""
    one(DAB, CONVENTIONS[conv], PrefDeal(MISERE, "D", 0), pool={"D": 10})


@pytest.mark.parametrize("conv, gora", [("sochi", 30), ("leningrad", 60), ("rostov", 30)])
def test_without_three(conv, gora):
    """P6: 10♠ without three (v 10): kG·v·3 = 30 (Leningrad 60); nothing else."""
    one(DAB, CONVENTIONS[conv],
        PrefDeal(PrefContract(10, Strain.SPADES), "D", None, without_three=True),
        mountain={"D": gora})


# ---------------------------------------------------------------- ten_checked (P3)

def test_ten_unchecked_by_default():
    """P3: a ten has R = 1: the lone whister who took nothing pays pen·1 = 10."""
    assert not SOCHI.ten_checked
    one(DAB, SOCHI, one_whister(10, "D", 10, "A", "B"), pool={"D": 10}, mountain={"A": 10})


def test_ten_checked_no_shortfall():
    """P3 option ten_checked: no obligation on a ten: nothing on either whister."""
    rules = replace(SOCHI, ten_checked=True)
    one(DAB, rules, one_whister(10, "D", 10, "A", "B"), pool={"D": 10})
    one(DAB, rules, played(10, "D", 10, whists=(("A", 0), ("B", 0))), pool={"D": 10})


def test_ten_checked_still_writes_vists():
    """P3: they still write vists for their tricks: 10♠ D 9 (u 1), A 1 + B 0:
    gora 10; A→D 10·1 + cons 10 = 20; B→D cons 10."""
    one(DAB, replace(SOCHI, ten_checked=True), played(10, "D", 9, whists=(("A", 1), ("B", 0))),
        mountain={"D": 10}, vists={("A", "D"): 20, ("B", "D"): 10})


def test_ten_checked_leaves_nine_alone():
    """P3: only a ten is checked: 9♠ D 10, A whists 0 → A gora 8·1 = 8."""
    one(DAB, replace(SOCHI, ten_checked=True), one_whister(9, "D", 10, "A", "B"),
        pool={"D": 8}, mountain={"A": 8})


# ---------------------------------------------------------------- all pass (P7)

SERIES = dict(D=2, A=3, B=5)


@pytest.mark.parametrize("rules, steps", [
    (SOCHI, (1, 2, 3, 3)),
    (LENINGRAD, (2, 4, 6, 6)),
    (replace(SOCHI, geometric=True), (1, 2, 4, 4)),
    (replace(LENINGRAD, geometric=True), (2, 4, 8, 8)),
], ids=["sochi", "leningrad", "sochi-geometric", "leningrad-geometric"])
def test_all_pass_series(rules, steps):
    """P7: each all-pass of a series writes s·tricks to each mountain: D 2, A 3, B 5."""
    pulya = replay(session(DAB, rules, *(all_pass(**SERIES) for _ in steps)))
    for n, s in enumerate(steps, 1):
        expect(pulya, n, mountain={"D": 2 * s, "A": 3 * s, "B": 5 * s})
    total = sum(steps)
    assert pulya.mountain == {"D": 2 * total, "A": 3 * total, "B": 5 * total}
    assert pulya.series == 4


@pytest.mark.parametrize("rules, steps, pools", [
    (SOCHI, (1, 2, 3), (1, 2, 3)),                        # s
    (LENINGRAD, (2, 4, 6), (1, 2, 3)),                    # s/2
    (replace(LENINGRAD, geometric=True), (2, 4, 8), (1, 2, 4)),
], ids=["sochi-s", "leningrad-half", "leningrad-geometric-half"])
def test_all_pass_trickless_pool(rules, steps, pools):
    """P7: a player with no tricks writes s to his pool (Leningrad s/2): D 0, A 4, B 6."""
    pulya = replay(session(DAB, rules, *(all_pass(D=0, A=4, B=6) for _ in steps)))
    for n, (s, p) in enumerate(zip(steps, pools), 1):
        expect(pulya, n, pool={"D": p}, mountain={"A": 4 * s, "B": 6 * s})


@pytest.mark.parametrize("rules, next_steps", [
    (SOCHI, (1, 2, 3, 3)), (LENINGRAD, (2, 4, 6, 6)),
    (replace(SOCHI, geometric=True), (1, 2, 4, 4)),
], ids=["sochi", "leningrad", "sochi-geometric"])
def test_all_pass_step_in_force(rules, next_steps):
    """P12: the sheet shows the step the next all-pass would be scored at."""
    for done, step in enumerate(next_steps):
        pulya = replay(session(DAB, rules, *(all_pass(**SERIES) for _ in range(done))))
        assert pulya.next_step == step


@pytest.mark.parametrize("breaker", [
    both_pass(6), PrefDeal(MISERE, "A", 0),
    PrefDeal(PrefContract(8, Strain.CLUBS), "B", None, without_three=True),
    played(7, "D", 7, whists=(("A", 2), ("B", 1))),
], ids=["passed-out", "misere", "without-three", "played"])
def test_another_deal_ends_the_series(breaker):
    """P7: pass, pass, any other deal, pass: the last pass starts again at step 1."""
    pulya = replay(session(DAB, SOCHI, all_pass(**SERIES), all_pass(**SERIES), breaker,
                           all_pass(**SERIES)))
    expect(pulya, 4, mountain={"D": 2, "A": 3, "B": 5})
    assert pulya.series == 1


def test_manual_entries_do_not_end_the_series():
    """P7: pass, manual, pass: the second pass is at step 2: gora 4, 6, 10."""
    pulya = replay(session(DAB, SOCHI, all_pass(**SERIES), manual("A", pool=1),
                           all_pass(**SERIES)))
    expect(pulya, 3, mountain={"D": 4, "A": 6, "B": 10})


@pytest.mark.parametrize("rules, first, second", [
    # D 2, A 3, B 5; the fewest is 2: charged 0, 1, 3
    (replace(SOCHI, raspasy_amnesty=True), {"A": 1, "B": 3}, {"A": 2, "B": 6}),  # steps 1, 2
    (replace(LENINGRAD, raspasy_amnesty=True), {"A": 2, "B": 6}, {"A": 4, "B": 12}),  # 2, 4
], ids=["sochi", "leningrad"])
def test_all_pass_amnesty(rules, first, second):
    """P7 option raspasy_amnesty: only the tricks above the fewest anyone took."""
    pulya = replay(session(DAB, rules, all_pass(**SERIES), all_pass(**SERIES)))
    expect(pulya, 1, mountain=first)
    expect(pulya, 2, mountain=second)


def test_all_pass_amnesty_with_a_trickless_player():
    """P7: fewest 0 → amnesty charges as usual: D 0 (pool 1), A 4, B 6 at step 1."""
    one(DAB, replace(SOCHI, raspasy_amnesty=True), all_pass(D=0, A=4, B=6),
        pool={"D": 1}, mountain={"A": 4, "B": 6})


def test_all_pass_at_four_the_dealer_writes_nothing():
    """P7: N deals the first (E 0, S 4, W 6 at step 1: E pool 1, gora 4, 6); E deals the second
    (N 1, S 4, W 5 at step 2: gora 2, 8, 10). The dealer writes nothing."""
    pulya = replay(session(NESW, SOCHI, all_pass(E=0, S=4, W=6), all_pass(N=1, S=4, W=5)))
    expect(pulya, 1, pool={"E": 1}, mountain={"S": 4, "W": 6})
    expect(pulya, 2, mountain={"N": 2, "S": 8, "W": 10})


@pytest.mark.parametrize("tricks, pool, vists", [
    # the fewest (1) writes 5·3 = 15 on A and 5·6 = 30 on B; nobody trickless
    (dict(D=1, A=3, B=6), {}, {("D", "A"): 15, ("D", "B"): 30}),
    # a tie at 2: D and A share 5·6 = 30 on B, 15 each, nothing on each other
    (dict(D=2, A=2, B=6), {}, {("D", "B"): 15, ("A", "B"): 15}),
    # a tie at 0: share 5·10 = 50, 25 each; both pool 1
    (dict(D=0, A=0, B=10), {"D": 1, "A": 1}, {("D", "B"): 25, ("A", "B"): 25}),
    # a tie at 3 on a player with 4: 5·4 = 20, 10 each
    (dict(D=3, A=4, B=3), {}, {("D", "A"): 10, ("B", "A"): 10}),
], ids=["1-3-6", "tie-2-2-6", "tie-0-0-10", "tie-3-4-3"])
def test_all_pass_rostov(tricks, pool, vists):
    """P7 Rostov: vists, 5 per trick, from the fewest; ties share; 1 to a trickless pool."""
    one(DAB, ROSTOV, all_pass(**tricks), pool=pool, vists=vists)


def test_all_pass_rostov_has_no_series():
    """P7 Rostov: no series: the second all-pass writes the same as the first (PD11: 20, 30)."""
    pulya = replay(session(DAB, ROSTOV, all_pass(D=0, A=4, B=6), all_pass(D=0, A=4, B=6)))
    expect(pulya, 2, pool={"D": 1}, vists={("D", "A"): 20, ("D", "B"): 30})


# ================================================================ P10: settlement

@pytest.mark.parametrize("conv, rp", [("sochi", 10), ("leningrad", 20), ("rostov", 10)])
def test_pool_point_at_settlement(conv, rp):
    """P9 'one pool point at settlement' Rp: A pool 6, mean 2: A Rp·4; D, B Rp·(−2).
    B gora 3, mean 1: B −10·2 = −20, D and A +10 each (Rg = 10 in every convention)."""
    pulya = replay(session(DAB, CONVENTIONS[conv], manual("A", pool=6), manual("B", mountain=3)))
    s = settle(pulya, Decimal("1"))
    assert dict(s.exact) == {"D": -2 * rp + 10, "A": 4 * rp + 10, "B": -2 * rp - 20}


# ================================================================ P11: closing

@pytest.mark.parametrize("conv", ["sochi", "rostov"])
def test_help_to_the_highest_open_pool(conv):
    """P11: D 18, A 10, B 14; D's 8♠ passed out writes 6: 2 to his own (→ 20), surplus 4 to
    the open pool with the highest pool, B (14 > 10, though A sits first after D): B 18;
    D→B Rp·4 = 40."""
    pulya = replay(session(DAB, CONVENTIONS[conv], manual("D", pool=18), manual("A", pool=10),
                           manual("B", pool=14), both_pass(8)))
    expect(pulya, 4, pool={"D": 2, "B": 4}, vists={("D", "B"): 40})
    assert pulya.pool == {"D": 20, "A": 10, "B": 18}
    assert not pulya.over


def test_help_the_rest_goes_to_the_next_highest():
    """P11: D 18, A 12, B 19; D's 9 passed out writes 8: 2 own; B needs 1 (D→B 10); the
    remaining 5 to A, now the highest open (12 → 17; D→A 50)."""
    pulya = replay(session(DAB, SOCHI, manual("D", pool=18), manual("A", pool=12),
                           manual("B", pool=19), both_pass(9)))
    expect(pulya, 4, pool={"D": 2, "B": 1, "A": 5},
           vists={("D", "B"): 10, ("D", "A"): 50})
    assert pulya.pool == {"D": 20, "A": 17, "B": 20}


@pytest.mark.parametrize("helper, pools, helped", [
    ("D", {"D": 18, "A": 10, "B": 10}, "A"),  # after D: A, B
    ("A", {"D": 10, "A": 18, "B": 10}, "B"),  # after A: B, D
    ("B", {"D": 10, "A": 10, "B": 18}, "D"),  # after B: D, A
])
def test_help_ties_by_seat_order_after_the_helper(helper, pools, helped):
    """P11 ties: the first in seating order after the helper. The helper's 8 passed out
    writes 6: 2 own, 4 to the helped (Rp·4 = 40 vists)."""
    others = tuple(p for p in DAB if p != helper)
    pulya = replay(session(DAB, SOCHI, *(manual(p, pool=n) for p, n in pools.items()),
                           both_pass(8, helper, others)))
    expect(pulya, 4, pool={helper: 2, helped: 4}, vists={(helper, helped): 40})


@pytest.mark.parametrize("helper, pools, helped", [
    ("S", {"N": 12, "E": 5, "S": 18, "W": 12}, "W"),   # after S: W, N, E
    ("S", {"N": 12, "E": 12, "S": 18, "W": 5}, "N"),
    ("W", {"N": 5, "E": 12, "S": 12, "W": 18}, "E"),   # after W: N, E, S
])
def test_help_ties_at_four(helper, pools, helped):
    """P11 at four, the dealer (N, sitting out) may be helped too: 8 passed out, 2 own,
    4 to the helped, 40 vists."""
    others = tuple(p for p in ("E", "S", "W") if p != helper)
    pulya = replay(session(NESW, SOCHI, *(manual(p, pool=n) for p, n in pools.items()),
                           both_pass(8, helper, others)))
    expect(pulya, 5, pool={helper: 2, helped: 4}, vists={(helper, helped): 40})


def test_help_pays_rp_per_point():
    """P11: Rp vists per point: with Rp 15 (an option), 4 points of help = 60 vists."""
    pulya = replay(session(DAB, replace(SOCHI, pool_point=15), manual("D", pool=18),
                           manual("A", pool=10), manual("B", pool=14), both_pass(8)))
    expect(pulya, 4, pool={"D": 2, "B": 4}, vists={("D", "B"): 60})


def test_help_off_own_mountain_when_all_pools_are_closed():
    """P11: D 18 (gora 1), A 19, B 20; D's 8 passed out writes 6: 2 own; A needs 1 (D→A 10);
    every pool closed: the remaining 3 off D's mountain, 1 − 3 = −2 (below zero). Over."""
    pulya = replay(session(DAB, SOCHI, manual("D", pool=18, mountain=1), manual("A", pool=19),
                           manual("B", pool=20), both_pass(8)))
    expect(pulya, 4, pool={"D": 2, "A": 1}, mountain={"D": -3}, vists={("D", "A"): 10})
    assert pulya.mountain["D"] == -2
    assert pulya.over


def test_help_from_a_closed_pool_all_off_the_mountain():
    """P11: all pools at 20 but D 19; D's misère made (10): 1 own, 9 off his mountain."""
    pulya = replay(session(DAB, SOCHI, manual("D", pool=19), manual("A", pool=20),
                           manual("B", pool=20), PrefDeal(MISERE, "D", 0)))
    expect(pulya, 4, pool={"D": 1}, mountain={"D": -9})


def test_several_pool_entries_in_seat_order():
    """P11: one all-pass, two trickless: D 19, A 20 (closed), B 10; tricks D 0, A 0, B 10 at
    step 1: D +1 and A +1, B gora 10. In seat order from the first player: D +1 → 20; then A's
    1 is surplus, to the only open pool, B (→ 11), A→B 10."""
    pulya = replay(session(DAB, SOCHI, manual("D", pool=19), manual("A", pool=20),
                           manual("B", pool=10), all_pass(D=0, A=0, B=10)))
    expect(pulya, 4, pool={"D": 1, "B": 1}, mountain={"B": 10}, vists={("A", "B"): 10})
    assert pulya.pool == {"D": 20, "A": 20, "B": 11}


def test_several_pool_entries_in_seat_order_other_seating():
    """P11, the same pools with A seated first (A, D, B): A's 1 first: A closed, surplus to the
    highest open, D (19 > 10): D 20, A→D 10; then D's own 1 is surplus: to B (→ 11), D→B 10."""
    pulya = replay(session(("A", "D", "B"), SOCHI, manual("D", pool=19), manual("A", pool=20),
                           manual("B", pool=10), all_pass(D=0, A=0, B=10)))
    expect(pulya, 4, pool={"D": 1, "B": 1}, mountain={"B": 10},
           vists={("A", "D"): 10, ("D", "B"): 10})
    assert pulya.pool == {"D": 20, "A": 20, "B": 11}


def test_manual_pool_entries_get_no_help():
    """P11: manual entries are written as given: D pool 25 with a target of 20, no help."""
    pulya = replay(session(DAB, SOCHI, manual("D", pool=25)))
    assert pulya.pool == {"D": 25, "A": 0, "B": 0}
    assert nonzero(pulya.vists) == {}


def test_leningrad_closes_on_the_sum_without_help():
    """P11 Leningrad: no help; over when the pools' sum reaches 3 × 20 = 60. D 30, A 20, B 9
    (59): not over; D's 6 passed out: D 32 (no help, no vists), sum 61: over; the next deal
    is refused."""
    events = (manual("D", pool=30), manual("A", pool=20), manual("B", pool=9))
    assert not replay(session(DAB, LENINGRAD, *events)).over
    pulya = replay(session(DAB, LENINGRAD, *events, both_pass(6)))
    expect(pulya, 4, pool={"D": 2})
    assert pulya.pool == {"D": 32, "A": 20, "B": 9}
    assert nonzero(pulya.vists) == {}
    assert pulya.over
    error = refused(DAB, LENINGRAD, *events, both_pass(6), both_pass(6, "A", ("B", "D")))
    assert error.rule in ("P1", "P11")


def test_leningrad_sum_reached_exactly():
    """P11 Leningrad: 'reaches': sum exactly 60 is over."""
    pulya = replay(session(DAB, LENINGRAD, manual("D", pool=30), manual("A", pool=20),
                           manual("B", pool=8), both_pass(6)))
    assert sum(pulya.pool.values()) == 60 and pulya.over


@pytest.mark.parametrize("conv", ["sochi", "rostov"])
def test_game_over_refuses_further_deals(conv):
    """P11, P1: every pool closed: the pulya is over; a deal or an all-pass after is refused."""
    rules = CONVENTIONS[conv]
    events = (manual("D", pool=18), manual("A", pool=20), manual("B", pool=20), both_pass(6))
    pulya = replay(session(DAB, rules, *events))
    assert pulya.pool == {"D": 20, "A": 20, "B": 20} and pulya.over
    assert settle(pulya, Decimal("1")).over
    for late in (both_pass(6, "A", ("B", "D")), all_pass(D=3, A=3, B=4),
                 PrefDeal(MISERE, "A", 0)):
        error = refused(DAB, rules, *events, late)
        assert error.rule in ("P1", "P11")


def test_not_over_while_a_pool_is_open():
    pulya = replay(session(DAB, SOCHI, manual("D", pool=19), manual("A", pool=20),
                           manual("B", pool=20)))
    assert not pulya.over


# ================================================================ P1 refusals

@pytest.mark.parametrize("deal", [
    played(6, "D", 6, whists=(("A", 2), ("B", 1))),       # 6 + 2 + 1 = 9
    played(6, "D", 6, whists=(("A", 3), ("B", 2))),       # 11
    played(7, "D", 8, whists=(("A", 3),), passes=(("B", 0),)),  # 8 + 3 + 0 = 11
    played(7, "D", 8, whists=(("A", 3),), passes=(("B", None),)),  # 8 + 3 > 10
    played(7, "D", 11, whists=(("A", None),), passes=(("B", None),)),  # 11 tricks
    played(7, "D", -1, whists=(("A", None),), passes=(("B", None),)),
    PrefDeal(MISERE, "D", 11),
], ids=["9", "11", "one-whister-11", "one-whister-over", "declarer-11", "negative", "misere-11"])
def test_refused_tricks_not_summing_to_ten(deal):
    assert refused(DAB, SOCHI, deal).rule == "P1"


@pytest.mark.parametrize("deal, rule, key", [
    # P1, P5 2: one whister answers for all the defenders' 10 − tD tricks: 5 + 3 ≠ 10
    pytest.param(played(7, "D", 5, whists=(("A", 3),), passes=(("B", None),)), "P1", "whist",
                 id="i13-one-whister-not-10"),
    pytest.param(played(7, "D", 8, whists=(("A", 1),), passes=(("B", 1),)), "P1", "whist",
                 id="i13-one-whister-with-passer-not-his"),
    # P5 2: the passer has no tricks of his own; given, they would be ignored
    pytest.param(played(7, "D", 8, whists=(("A", None),), passes=(("B", 2),)), "P5", "pass",
                 id="i13-one-whister-passer-tricks"),
    # P4: both passed or a half-whist: not played, no tricks
    pytest.param(played(6, "D", 6, passes=(("A", None), ("B", None))), "P4", "tricks",
                 id="i13-both-passed-declarers-tricks"),
    pytest.param(played(6, "D", None, passes=(("A", 3), ("B", 1))), "P4", "pass",
                 id="i13-both-passed-passers-tricks"),
    pytest.param(played(6, "D", 6, passes=(("A", None),), half="B"), "P4", "tricks",
                 id="i13-half-whist-tricks"),
    # P8: a misère scores the declarer's tricks only
    pytest.param(PrefDeal(MISERE, "D", 1, passes=(("A", 5), ("B", 4))), "P8", "pass",
                 id="i13-misere-passers-tricks"),
])
def test_refused_trick_counts_that_would_be_ignored(deal, rule, key):
    error = refused(DAB, SOCHI, deal)
    assert (error.rule, error.key) == (rule, key)


@pytest.mark.parametrize("deal", [
    pytest.param(played(7, "D", 5, whists=(("A", 5),), passes=(("B", None),)),
                 id="i13-one-whister-5-plus-5"),
    pytest.param(played(7, "D", 5, whists=(("A", 5),), passes=(("B", 0),)),
                 id="i13-one-whister-passer-0"),
    pytest.param(played(7, "D", 5, whists=(("A", None),), passes=(("B", None),)),
                 id="i13-one-whister-counts-left-out"),
])
def test_one_whister_counts_that_agree_are_scored_as_left_out(deal):
    """P5 Sochi, 7♠ v 4, D takes 5, u 2: D mountain kG·v·u = 4·2 = 8; greedy A writes
    kV·v·T = 4·5 = 20 on D; consolation cons·u = 8 from A and from B; T 5 ≥ R 2."""
    one(DAB, SOCHI, deal, mountain={"D": 8}, vists={("A", "D"): 28, ("B", "D"): 8})


@pytest.mark.parametrize("tricks", [dict(D=3, A=3, B=3), dict(D=5, A=5, B=1),
                                    dict(D=11, A=0, B=-1)], ids=["9", "11", "negative"])
def test_refused_all_pass_tricks_not_summing_to_ten(tricks):
    assert refused(DAB, SOCHI, all_pass(**tricks)).rule == "P1"


@pytest.mark.parametrize("level", [5, 11, 0])
def test_refused_level_outside_six_to_ten(level):
    assert refused(DAB, SOCHI, played(level, "D", 6, whists=(("A", 2), ("B", 2)))).rule == "P1"


@pytest.mark.parametrize("level", [8, 9, 10])
def test_refused_half_whist_above_seven(level):
    error = refused(DAB, SOCHI, played(level, "D", None, passes=(("A", None),), half="B"))
    assert error.rule in ("P1", "P4")


@pytest.mark.parametrize("declarer, passer, half", [
    ("D", "B", "A"),  # after D the first to speak is A: A may not half-whist after B
    ("A", "D", "B"),  # after A it is B
    ("B", "A", "D"),  # after B it is D
])
def test_refused_half_whist_by_the_first_speaker(declarer, passer, half):
    """P1: half-whist only after the other defender spoke first and passed."""
    error = refused(DAB, SOCHI, played(6, declarer, None, passes=((passer, None),), half=half))
    assert error.rule in ("P1", "P4")


@pytest.mark.parametrize("declarer, passer, half", [("A", "B", "D"), ("B", "D", "A")])
def test_half_whist_by_the_second_speaker_is_accepted(declarer, passer, half):
    """P4: 6 passed by the first speaker, half-whisted by the second: pool 2, 4 vists."""
    one(DAB, SOCHI, played(6, declarer, None, passes=((passer, None),), half=half),
        pool={declarer: 2}, vists={(half, declarer): 4})


def test_refused_half_whist_when_the_other_defender_whisted():
    """P1: half-whist 'unless the other defender spoke first and passed': A (first) whists,
    B half-whists: A did not pass → refused."""
    error = refused(DAB, SOCHI, played(6, "D", 6, whists=(("A", None),), half="B"))
    assert error.rule in ("P1", "P4")


def test_half_whist_at_four_first_speaker_skips_the_dealer():
    """P4 at four: N deals; W declares; the next at the table after W is N (sitting out), so E
    speaks first: E passes, S half-whists → accepted (pool 2, S→W 4); the other way refused."""
    one(NESW, SOCHI, played(6, "W", None, passes=(("E", None),), half="S"),
        pool={"W": 2}, vists={("S", "W"): 4})
    error = refused(NESW, SOCHI, played(6, "W", None, passes=(("S", None),), half="E"))
    assert error.rule in ("P1", "P4")


@pytest.mark.parametrize("deal", [
    played(6, "N", 6, whists=(("E", 2), ("S", 2))),                 # the dealer declares
    played(6, "E", 6, whists=(("N", 2), ("S", 2))),                 # the dealer whists
    played(6, "E", 6, whists=(("S", None),), passes=(("N", None),)),  # the dealer passes
    played(6, "E", None, passes=(("S", None),), half="N"),
    all_pass(N=2, E=3, S=5),                                        # the dealer in an all-pass
    all_pass(N=2, E=2, S=3, W=3),
    played(6, "E", 6, whists=(("S", 2), ("Z", 2))),                 # a stranger
], ids=["declarer", "whist", "pass", "half", "all-pass", "all-pass-four", "stranger"])
def test_refused_a_player_not_in_the_deal(deal):
    """P1: at four the dealer (N deals first) is not in the deal."""
    assert refused(NESW, SOCHI, deal).rule in ("P1", "P4")


def test_refused_a_stranger_at_three():
    assert refused(DAB, SOCHI, played(6, "Z", 6, whists=(("A", 2), ("B", 2)))).rule == "P1"


@pytest.mark.parametrize("whists, half", [((("A", None),), None), ((("A", 1), ("B", 0)), None),
                                          ((), "B")], ids=["one", "two", "half"])
def test_refused_misere_with_whists(whists, half):
    deal = PrefDeal(MISERE, "D", 1, whists=whists, passes=(("A", None),) if half else (),
                    half=half)
    assert refused(DAB, SOCHI, deal).rule in ("P1", "P8")


# ================================================================ the dealer's rotation

def test_four_player_rotation():
    """The first player deals first; the deal passes to the next after every deal or all-pass;
    manual entries do not deal. Dealers: N, (manual), E, S, W, N; next E."""
    events = (
        played(6, "E", 6, whists=(("S", 2), ("W", 2))),         # N deals
        manual("N", pool=1),                                   # nobody deals
        all_pass(N=2, S=3, W=5),                               # E deals
        played(7, "W", 7, whists=(("N", 2), ("E", 1))),         # S deals
        PrefDeal(MISERE, "N", 0),                              # W deals
        PrefDeal(PrefContract(8, Strain.HEARTS), "W", None, without_three=True),  # N deals
    )
    pulya = replay(session(NESW, SOCHI, *events))
    assert [r.dealer for r in pulya.records] == ["N", None, "E", "S", "W", "N"]
    assert pulya.next_dealer == "E"
    # each of them was accepted because the dealer was left out; the sitting-out dealer of
    # the third event (E) may not play in it:
    error = refused(NESW, SOCHI, *events[:2], all_pass(E=2, S=3, W=5))
    assert error.rule == "P1"


def test_three_player_rotation():
    pulya = replay(session(DAB, SOCHI, all_pass(**SERIES), manual("A", pool=1),
                           both_pass(6), all_pass(**SERIES)))
    assert [r.dealer for r in pulya.records] == ["D", None, "A", "B"]
    assert pulya.next_dealer == "D"


def test_four_player_next_dealer_from_the_start():
    assert replay(session(NESW, SOCHI)).next_dealer == "N"


# ================================================================ properties

def _rules_strategy():
    return st.builds(
        lambda base, target, geometric, amnesty, ten, to_dealer, fixed: replace(
            base, pool_target=target, geometric=geometric, raspasy_amnesty=amnesty,
            ten_checked=ten, consolation_to_dealer=to_dealer, consolation_fixed=fixed),
        st.sampled_from([SOCHI, LENINGRAD, ROSTOV]), st.sampled_from([3, 10, 20, 1000]),
        st.booleans(), st.booleans(), st.booleans(), st.booleans(), st.sampled_from([0, 10]))


@st.composite
def pulyas(draw):
    """A random valid pulya: 3 or 4 players, every convention and option, random deals,
    all-passes and manual entries (each valid for the players in that deal)."""
    n = draw(st.sampled_from([3, 4]))
    players = NESW[:n]
    rules = draw(_rules_strategy())
    events, dealer = [], 0
    for _ in range(draw(st.integers(0, 20))):
        kind = draw(st.sampled_from(["played", "played", "played", "misere", "three", "pass",
                                     "pass", "manual"]))
        active = tuple(p for p in players if p != players[dealer]) if n == 4 else players
        if kind == "manual":
            who = draw(st.sampled_from(players))
            others = [p for p in players if p != who]
            vists = tuple((p, draw(st.integers(0, 30))) for p in others if draw(st.booleans()))
            events.append(PrefManual(who, pool=draw(st.integers(0, 12)),
                                     mountain=draw(st.integers(0, 12)), vists_on=vists))
            continue
        dealer = (dealer + 1) % n
        if kind == "pass":
            a = draw(st.integers(0, 10))
            b = draw(st.integers(0, 10 - a))
            counts = draw(st.permutations([a, b, 10 - a - b]))
            events.append(PrefPass(tuple(zip(active, counts))))
            continue
        declarer = draw(st.sampled_from(active))
        i = active.index(declarer)
        first, second = active[(i + 1) % 3], active[(i + 2) % 3]
        if kind == "misere":
            events.append(PrefDeal(MISERE, declarer, draw(st.integers(0, 10))))
            continue
        level = draw(st.integers(6, 10))
        contract = PrefContract(level, draw(st.sampled_from(list(Strain))))
        if kind == "three":
            events.append(PrefDeal(contract, declarer, None, without_three=True))
            continue
        mode = draw(st.sampled_from(["pass", "half", "one", "two", "two"]))
        if mode == "half" and level > 7:
            mode = "pass"
        if mode == "pass":
            events.append(PrefDeal(contract, declarer, None,
                                   passes=((first, None), (second, None))))
        elif mode == "half":
            events.append(PrefDeal(contract, declarer, None, passes=((first, None),),
                                   half=second))
        elif mode == "one":
            whister, passer = draw(st.permutations([first, second]))
            events.append(PrefDeal(contract, declarer, draw(st.integers(0, 10)),
                                   whists=((whister, None),), passes=((passer, None),)))
        else:
            taken = draw(st.integers(0, 10))
            mine = draw(st.integers(0, 10 - taken))
            x, y = draw(st.permutations([first, second]))
            events.append(PrefDeal(contract, declarer, taken,
                                   whists=((x, mine), (y, 10 - taken - mine))))
    return session(players, rules, *events)


@given(pulyas())
def test_property_settlement_sums_to_zero(s):
    """P10: exact results sum to zero; the rounded display too, each within a vist."""
    pulya = replay(s, keep_going=True)
    # every generated event is valid: only a closed pulya refuses (P11)
    assert all(e.rule in ("P1", "P11") and pulya.over for e in pulya.problems)
    settlement = settle(pulya, Decimal("0.5"))
    exact = dict(settlement.exact)
    assert sum(exact.values(), Fraction(0)) == 0
    rounded = dict(settlement.rounded)
    assert sum(rounded.values()) == 0
    assert all(abs(rounded[p] - exact[p]) < 1 for p in exact)
    assert sum(m for _, m in settlement.money) == 0


@given(pulyas())
def test_property_generated_events_are_accepted_until_over(s):
    """P1: the generator makes only valid events; with a pulya that cannot close, none is
    refused."""
    s = replace(s, rules=replace(s.rules, pool_target=1000))
    pulya = replay(s, keep_going=True)
    assert pulya.problems == ()


@given(pulyas(), st.integers(-50, 50))
def test_property_amnesty_changes_nothing(s, shift):
    """P10: subtracting the smallest mountain from every mountain (or any constant) changes no
    result."""
    pulya = replay(s, keep_going=True)
    low = min(pulya.mountain.values())
    before = settle(pulya, Decimal("1")).exact
    for k in (low, shift):
        moved = replace(pulya, mountain={p: m - k for p, m in pulya.mountain.items()})
        assert settle(moved, Decimal("1")).exact == before
    assert min(m - low for m in pulya.mountain.values()) == 0


@settings(max_examples=max(3, settings.default.max_examples // 10))
@given(st.lists(pulyas(), min_size=10, max_size=10))
def test_property_replay_in_another_process_gives_the_same_pulya(batch):
    """P12: the pulya is recomputed from the events, so a pulya's file means one sheet.

    Not this process's replay of the same events a second time (the same hash seed and the
    same caches would agree with themselves whatever they did): the file replayed in a fresh
    interpreter with another PYTHONHASHSEED gives the same `sheet --json`, `settle --json`
    and `log --json`, the same whole pulya, settlement and problems. (A batch of pulyas a
    process: as many pulyas in all as the other properties draw.)
    """
    there = replayed_elsewhere([storage.dumps(s) for s in batch])
    assert len(there) == len(batch)
    for number, (s, got) in enumerate(zip(batch, there, strict=True)):
        assert got["documents"] == documents(s), number
        assert got["sheet"] == folded(s), number


# ================================================================ P9: each option alone
#
# Each parameter of the P9 table changed by itself from its convention, against the same
# deal, the difference worked out by hand. Three players D, A, B.
#
# X: 7♠ by D, 5 tricks, both whist, A 3 and B 2: v = 4, u = 2, T = 5 ≥ R = 2 (P5).
#    Sochi: D mountain kG·v·u = 8; A→D kV·v·3 + cons·u = 12 + 8 = 20; B→D 8 + 8 = 16.
X = played(7, "D", 5, whists=(("A", 3), ("B", 2)))
# Y: 6♠ by D, 8 tricks, A whists alone, B passes: v = 2, T = 2 < R = 4 (P5.4).
#    Sochi: D pool 2; A→D kV·v·T = 4; A mountain pen·(R − T) = 2·2 = 4.
Y = one_whister(6, "D", 8, "A", "B")
# Z: 7♠ by D, 6 tricks, A whists alone, B passes: v = 4, u = 1, T = 4 ≥ R = 2.
Z = one_whister(7, "D", 6, "A", "B")
# T: 10♠ by D, 10 tricks, A whists alone and takes nothing, B passes: R = 1, T = 0.
TEN = one_whister(10, "D", 10, "A", "B")


ALONE = [
    # kG·v per undertrick: 2·4·2 = 16 (the vists unchanged)
    (SOCHI, "mountain_factor", 2, X, {}, {"D": 16}, {("A", "D"): 20, ("B", "D"): 16}),
    # kV·v per defender trick: A 2·4·3 + 8 = 32, B 2·4·2 + 8 = 24
    (SOCHI, "vist_factor", 2, X, {}, {"D": 8}, {("A", "D"): 32, ("B", "D"): 24}),
    # cons = 2·v = 8 per undertrick: A 12 + 16 = 28, B 8 + 16 = 24
    (SOCHI, "consolation_factor", 2, X, {}, {"D": 8}, {("A", "D"): 28, ("B", "D"): 24}),
    # a fixed 10 per undertrick: A 12 + 20 = 32, B 8 + 20 = 28
    (SOCHI, "consolation_fixed", 10, X, {}, {"D": 8}, {("A", "D"): 32, ("B", "D"): 28}),
    # pen = v/2 = 1: A mountain 1·2 = 2
    (SOCHI, "shortfall_halved", True, Y, {"D": 2}, {"A": 2}, {("A", "D"): 4}),
    # gentleman, failed: whister and passer each half of kV·v·T = 16 → 8, + cons 4 each
    (SOCHI, "one_whister", "gentleman", Z, {}, {"D": 4}, {("A", "D"): 12, ("B", "D"): 12}),
    # greedy (Leningrad's, changed): A kV·v·T = 2·4·4 = 32 + cons 2·4·1 = 8; B cons 8
    (LENINGRAD, "one_whister", "greedy", Z, {}, {"D": 8}, {("A", "D"): 40, ("B", "D"): 8}),
    # misère failed with 2 tricks: 15 per trick = 30 (P8)
    (SOCHI, "misere_penalty", 15, PrefDeal(MISERE, "D", 2), {}, {"D": 30}, {}),
    # a ten checked: no shortfall for A (P3); D's pool as ever
    (SOCHI, "ten_checked", True, TEN, {"D": 10}, {}, {}),
    # all-pass (first of a series), D 0, A 4, B 6:
    # vists (Rostov's way): D, the fewest, writes 5 per trick on each: 20 on A, 30 on B; pool 1
    (SOCHI, "all_pass", "vists", all_pass(D=0, A=4, B=6), {"D": 1}, {},
     {("D", "A"): 20, ("D", "B"): 30}),
    # Rostov at 10 vists a trick: 40 and 60
    (ROSTOV, "all_pass_vists", 10, all_pass(D=0, A=4, B=6), {"D": 1}, {},
     {("D", "A"): 40, ("D", "B"): 60}),
    # the series starting at step 2: D pool 2, A 2·4 = 8, B 2·6 = 12
    (SOCHI, "all_pass_start", 2, all_pass(D=0, A=4, B=6), {"D": 2}, {"A": 8, "B": 12}, {}),
    # the trickless player's pool halved: 1/2
    (SOCHI, "all_pass_pool_halved", True, all_pass(D=0, A=4, B=6), {"D": Fraction(1, 2)},
     {"A": 4, "B": 6}, {}),
    # amnesty: D 2, A 3, B 5 → only the tricks above 2: 0, 1, 3
    (SOCHI, "raspasy_amnesty", True, all_pass(D=2, A=3, B=5), {}, {"A": 1, "B": 3}, {}),
]


@pytest.mark.parametrize("base, option, value, event, pool, mountain, vists", [
    pytest.param(*case, id=f"{case[0].convention}-{case[1]}={case[2]}") for case in ALONE])
def test_p9_each_option_alone(base, option, value, event, pool, mountain, vists):
    """P9: one option changed from its convention changes the deal as worked out above."""
    rules = replace(base, **{option: value})
    assert getattr(base, option) != value
    one(DAB, rules, event, pool=pool, mountain=mountain, vists=vists)


def test_p9_geometric_alone():
    """P7: the third all-pass in a row is at step 3 (Sochi), at 4 geometric; D 0, A 4, B 6:
    pool 3 / 4, mountains 12, 18 / 16, 24."""
    for geometric, step in ((False, 3), (True, 4)):
        rules = replace(SOCHI, geometric=geometric)
        pulya = replay(session(DAB, rules, *[all_pass(D=0, A=4, B=6)] * 3))
        expect(pulya, 3, pool={"D": step}, mountain={"A": 4 * step, "B": 6 * step})


@pytest.mark.parametrize("rp", [10, 20, 30])
def test_p9_pool_point_alone(rp):
    """P10: D has 6 in his pool, the others none (mean 2): D +Rp·4, A and B −Rp·2 each."""
    pulya = replay(session(DAB, replace(SOCHI, pool_point=rp), manual("D", pool=6)))
    assert dict(settle(pulya, Decimal(1)).exact) == {"D": 4 * rp, "A": -2 * rp, "B": -2 * rp}


@pytest.mark.parametrize("target, closing, pool, vists, over", [
    # target 20: D's 2 + 6 = 8 stays his, nobody helped
    (20, "help", {"D": 8}, {}, False),
    # target 4 with help (P11): D's surplus 8 − 4 = 4 goes to the open pool with most,
    # A and B tied at 0 → the first after D, A; D writes Rp·4 = 40 on A
    (4, "help", {"D": 4, "A": 4}, {("D", "A"): 40}, False),
    # target 4 closed by sum (Leningrad's way): no help, D keeps 8; 8 < 3·4, not over
    (4, "sum", {"D": 8}, {}, False),
    # target 2 by sum: 8 ≥ 3·2 = 6, the pulya is over
    (2, "sum", {"D": 8}, {}, True),
], ids=["pool_target-20", "pool_target-4-help", "closing-sum-4", "closing-sum-over"])
def test_p9_pool_target_and_closing_alone(target, closing, pool, vists, over):
    """P11: 6♠ then 8♠ by D, both times both pass (P4: D pool 2, then 6)."""
    rules = replace(SOCHI, pool_target=target, closing=closing)
    pulya = replay(session(DAB, rules, both_pass(6), both_pass(8)))
    assert nonzero(pulya.pool) == pool
    assert nonzero(pulya.vists) == vists
    assert pulya.over is over


@pytest.mark.parametrize("to_dealer, dealer_vists", [(True, 4), (False, None)],
                         ids=["consolation_to_dealer-on", "consolation_to_dealer-off"])
def test_p9_consolation_to_dealer_alone(to_dealer, dealer_vists):
    """P5.3 at four, N deals and sits out: 7♠ by E, 6 tricks, S 3 and W 1 whisting:
    u = 1, v = 4: S→E 12 + 4 = 16, W→E 4 + 4 = 8, the dealer N→E cons·u = 4 (on) or nothing."""
    rules = replace(SOCHI, consolation_to_dealer=to_dealer)
    deal = played(7, "E", 6, whists=(("S", 3), ("W", 1)))
    vists = {("S", "E"): 16, ("W", "E"): 8}
    if dealer_vists:
        vists[("N", "E")] = dealer_vists
    one(NESW, rules, deal, mountain={"E": 4}, vists=vists)


def test_p9_every_option_has_its_test_above():
    """A P9 option added to the rules without a test of it alone fails here."""
    from vintscore.games.preferans.presets import OPTION_NAMES
    tested = {case[1] for case in ALONE} | {"geometric", "pool_point", "pool_target", "closing",
                                            "consolation_to_dealer"}
    assert set(OPTION_NAMES) == tested


@given(pulyas())
def test_property_a_pulya_file_reads_back_as_written(s):
    """The session file keeps a pulya exactly (P1, P9)."""
    from vintscore import storage
    text = storage.dumps(s)
    assert storage.parse(text) == s
    assert storage.dumps(storage.parse(text)) == text
