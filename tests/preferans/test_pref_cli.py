"""Preferans through the command line: P1–P12 and their worked examples (vintscore/rules/preferans.en.md)
(PS1–PS4, PD1–PD13) typed as a scorekeeper types them.

test_pref_examples.py checks the same cases in the core; here they go through `vint new
--game preferans`, `deal`, `pass`, `adjust`, the journal commands, `sheet --json` and
`settle --json`. Every expected number is worked out by hand from vintscore/rules/preferans.en.md, the
arithmetic beside it. "gora" = mountain; "A→D 8" = A writes 8 vists on D. Three players
D, A, B (D deals first) unless said. Exit codes per docs/contract.md, "Exit codes": 1 refused, 2 usage,
65 a file that cannot be read.
"""
from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction

import pytest
from helpers_cli.vintcli import log_json, ok, refused, run, settle_json, sheet_json


def pulya(name: str, players: str, rules: str, *extra: str) -> None:
    """`rules` may carry options: "sochi --rule geometric=on"."""
    ok("new", name, "--game", "preferans", "--players", players, "--rules", *rules.split(),
       *extra)


def type_in(*commands: str) -> None:
    """Each command as typed after `vint` (names and options without spaces)."""
    for c in commands:
        ok(*c.split())


def written() -> tuple[dict, dict, dict]:
    """(pool, mountain, vists) from `sheet --json`, zeros left out; vists by (writer, on)."""
    players = sheet_json()["players"]
    pool = {p: v["pool"] for p, v in players.items() if v["pool"]}
    gora = {p: v["mountain"] for p, v in players.items() if v["mountain"]}
    vists = {(w, on): n for w, v in players.items() for on, n in v["vists"].items() if n}
    return pool, gora, vists


def exact(data: dict | None = None) -> dict[str, Fraction]:
    """`settle --json`'s exact results, checked zero-sum and equal to `players`."""
    data = data or settle_json()
    assert sum(Fraction(s) for s in data["exact"].values()) == 0  # P10: zero-sum
    assert sum(data["rounded"].values()) == 0
    for p, s in data["exact"].items():
        assert data["players"][p] == pytest.approx(float(Fraction(s)))
    return {p: Fraction(s) for p, s in data["exact"].items()}


def unchanged_after_refusal(path, code: int, *args, words=()) -> None:
    """Refused with `code`, one error line (then hints) on stderr, the file byte for byte."""
    before = path.read_bytes()
    r = refused(code, *args, words=words)
    assert path.read_bytes() == before
    if code != 2:
        lines = r.stderr.strip().splitlines()
        assert lines[0].startswith("error: ") and all(x.startswith("hint: ") for x in lines[1:]), \
            r.stderr


# ---------------------------------------------------------------- PS1–PS4: settlements (P10)

PS1 = ("adjust A --mountain 42 --vists-on Б=170 --vists-on В=60 --reason paper",
       "adjust Б --mountain 96 --vists-on A=64 --vists-on В=178 --reason paper",
       "adjust В --mountain 132 --vists-on A=88 --vists-on Б=95 --reason paper")
PS2 = ("adjust E --pool 76 --mountain 74 --vists-on N=34 --vists-on S=84 --vists-on W=136 --reason paper",
       "adjust S --pool 74 --mountain 60 --vists-on N=96 --vists-on E=60 --vists-on W=0 --reason paper",
       "adjust W --pool 32 --mountain 34 --vists-on N=108 --vists-on E=220 --vists-on S=192 --reason paper",
       "adjust N --pool 22 --mountain 76 --vists-on E=80 --vists-on S=44 --vists-on W=48 --reason paper")
PS3 = ("adjust E --pool 56 --mountain 22 --vists-on S=24 --vists-on W=32 --reason paper",
       "adjust S --pool 22 --mountain 22 --vists-on E=100 --vists-on W=32 --reason paper",
       "adjust W --pool 12 --mountain 34 --vists-on E=72 --vists-on S=56 --reason paper")
PS4 = ("adjust E --pool 14 --mountain 38 --vists-on S=148 --vists-on W=10 --reason paper",
       "adjust S --pool 26 --mountain 41 --vists-on E=28 --reason paper",
       "adjust W --pool 10 --mountain 28 --vists-on S=94 --vists-on E=46 --reason paper")


@pytest.mark.parametrize("players, rules, commands, want, rounded", [
    # PS1, Sochi, pools equal (0): mean gora (42 + 96 + 132)/3 = 90.
    # A −10·(42−90) = +480, vists 230 − 152 = +78 → +558; Б −60, 242 − 265 = −23 → −83;
    # В −420, 183 − 238 = −55 → −475.
    ("A,Б,В", "sochi", PS1, {"A": 558, "Б": -83, "В": -475}, None),
    # PS2, Leningrad at four, Rp 20: pools mean 204/4 = 51, gora mean 244/4 = 61.
    # E 20·25 − 10·13 + (254 − 360) = 264;  S 20·23 + 10 + (156 − 320) = 306;
    # W 20·(−19) + 270 + (520 − 184) = 226; N 20·(−29) − 150 + (172 − 238) = −796.
    ("E,S,W,N", "leningrad", PS2, {"E": 264, "S": 306, "W": 226, "N": -796}, None),
    # PS3: pools mean 30, gora mean 26; vists E −116, S +52, W +64.
    # Leningrad (Rp 20): E 520 + 40 − 116 = 444; S −160 + 40 + 52 = −68; W −360 − 80 + 64 = −376
    ("E,S,W", "leningrad", PS3, {"E": 444, "S": -68, "W": -376}, None),
    # Sochi (Rp 10):     E 260 + 40 − 116 = 184; S −80 + 40 + 52 = 12;   W −180 − 80 + 64 = −196
    ("E,S,W", "sochi", PS3, {"E": 184, "S": 12, "W": -196}, None),
    # PS4, Leningrad: pools mean 50/3, gora mean 107/3.
    # E 20·(−8/3) − 10·(7/3) + 84 = (−160 − 70 + 252)/3 = 22/3
    # S 20·(28/3) − 10·(16/3) − 214 = (560 − 160 − 642)/3 = −242/3
    # W 20·(−20/3) + 10·(23/3) + 130 = (−400 + 230 + 390)/3 = 220/3
    # rounded: floors 7, −81, 73 (sum −1), remainders all 1/3 → the first in seating order, E
    ("E,S,W", "leningrad", PS4,
     {"E": Fraction(22, 3), "S": Fraction(-242, 3), "W": Fraction(220, 3)},
     {"E": 8, "S": -81, "W": 73}),
], ids=["PS1-sochi", "PS2-leningrad-four", "PS3-leningrad", "PS3-sochi", "PS4-leningrad-thirds"])
def test_ps_settlements_entered_by_hand(sessions_dir, players, rules, commands, want, rounded):
    pulya("paper", players, rules)
    type_in(*commands)
    data = settle_json()
    assert exact(data) == want
    assert data["rounded"] == (rounded or want)


def test_ps4_exact_thirds_as_text(sessions_dir):
    pulya("paper", "E,S,W", "leningrad")
    type_in(*PS4)
    data = settle_json()
    assert data["exact"] == {"E": "22/3", "S": "-242/3", "W": "220/3"}
    assert data["rounded"] == {"E": 8, "S": -81, "W": 73}


def test_ps1_money_at_a_quarter(sessions_dir):
    """P10: money = result × stake: 558·0.25 = 139.5; −83·0.25 = −20.75; −475·0.25 = −118.75."""
    pulya("paper", "A,Б,В", "sochi", "--stake", "0.25")
    type_in(*PS1)
    money = settle_json()["money"]
    assert {p: Decimal(m) for p, m in money.items()} == {
        "A": Decimal("139.5"), "Б": Decimal("-20.75"), "В": Decimal("-118.75")}


@pytest.mark.parametrize("players, rules, commands, paper", [
    ("E,S,W,N", "leningrad", PS2, ["E=264", "S=306", "W=226", "N=-796"]),
    ("E,S,W", "sochi", PS3, ["E=184", "S=12", "W=-196"]),
    # 22/3 = 7.33…, −242/3 = −80.66…, 220/3 = 73.33…, to one decimal as the paper writes
    ("E,S,W", "leningrad", PS4, ["E=7.3", "S=-80.7", "W=73.3"]),
], ids=["PS2", "PS3-sochi", "PS4"])
def test_check_expect_agrees_with_the_paper(sessions_dir, players, rules, commands, paper):
    pulya("paper", players, rules)
    type_in(*commands)
    args = [a for e in paper for a in ("--expect", e)]
    assert ok("check", *args).exit_code == 0
    wrong = run("check", *args[:-1], "--expect", paper[-1].split("=")[0] + "=1")
    assert wrong.exit_code == 1 and "paper" in wrong.stderr
    # after event 1 of PS2 only E's entry is written: that is not the final 264
    if players == "E,S,W,N":
        assert run("check", "--expect", "1:E=264").exit_code == 1


@pytest.mark.parametrize("how", ["typed", "hand-written"])
def test_manual_vists_are_any_number(sessions_dir, how):
    """P1: an entry by hand carries a paper pulya in, so its vists are not tricks: PS1 has
    A→Б 170. Typed with `--vists-on B=170`, or written so in the file by hand."""
    pulya("paper", "A,B,C", "sochi")
    if how == "typed":
        type_in("adjust A --vists-on B=170 --reason paper")
    else:
        path = sessions_dir / "paper.toml"
        path.write_text(path.read_text(encoding="utf-8") + '\n[[events]]\nkind = "adjust"\n'
                        'player = "A"\nvists_on = ["B=170"]\nreason = "paper"\n',
                        encoding="utf-8")
    assert written() == ({}, {}, {("A", "B"): 170})


# ---------------------------------------------------------------- PD1–PD13: deals

PD = [
    # PD1 (P5): 6♠ v 2, D 6 made: pool 2; A→D 1·2·2 = 4, B→D 4; T 4 = R 4.
    ("PD1", "sochi", ["deal 6S D 6 --whist A=2 --whist B=2"],
     {"D": 2}, {}, {("A", "D"): 4, ("B", "D"): 4}),
    # PD2: 7♠ v 4, D 7: pool 4; A→D 4·1 = 4, B→D 4·2 = 8; T 3 ≥ R 2.
    ("PD2", "sochi", ["deal 7S D 7 --whist A=1 --whist B=2"],
     {"D": 4}, {}, {("A", "D"): 4, ("B", "D"): 8}),
    # PD3: 9♠ v 8, D 9, A whists, B passes; greedy: A→D 8·(10 − 9) = 8; pool 8.
    ("PD3", "sochi", ["deal 9S D 9 --whist A --pass B"], {"D": 8}, {}, {("A", "D"): 8}),
    ("PD3-tricks-said", "sochi", ["deal 9S D 9 --whist A=1 --pass B=0"],
     {"D": 8}, {}, {("A", "D"): 8}),
    # PD4: D 10, A whists and takes 0: pool v, A gora pen·R = v·R; vists v·0 = 0.
    ("PD4-6", "sochi", ["deal 6S D 10 --whist A --pass B"], {"D": 2}, {"A": 8}, {}),   # 2·4
    ("PD4-7", "sochi", ["deal 7S D 10 --whist A --pass B"], {"D": 4}, {"A": 8}, {}),   # 4·2
    ("PD4-8", "sochi", ["deal 8S D 10 --whist A --pass B"], {"D": 6}, {"A": 6}, {}),   # 6·1
    ("PD4-9", "sochi", ["deal 9S D 10 --whist A --pass B"], {"D": 8}, {"A": 8}, {}),   # 8·1
    ("PD4-10", "sochi", ["deal 10NT D 10 --whist A=0 --pass B=0"], {"D": 10}, {"A": 10}, {}),
    # PD5: 6♠, D 10, 0 + 0: each quota 2, each short 2, pair short 4 → each gora 2·2 = 4.
    ("PD5", "sochi", ["deal 6S D 10 --whist A=0 --whist B=0"], {"D": 2}, {"A": 4, "B": 4}, {}),
    # PD6: 8♠ v 6, D 10, 0 + 0, A spoke first: R 1, the second named (B) pays 6·1.
    ("PD6", "sochi", ["deal 8S D 10 --whist A=0 --whist B=0"], {"D": 6}, {"B": 6}, {}),
    ("PD6-B-spoke-first", "sochi", ["deal 8S D 10 --whist B=0 --whist A=0"],
     {"D": 6}, {"A": 6}, {}),
    # PD7, 6♠ v 2 both whisting, D the rest (made): pool 2; vists 2·own tricks.
    # 2+1: pair short 4 − 3 = 1; B 1 short of quota 2 → 2·1 = 2
    ("PD7-2+1", "sochi", ["deal 6S D 7 --whist A=2 --whist B=1"],
     {"D": 2}, {"B": 2}, {("A", "D"): 4, ("B", "D"): 2}),
    # 1+1: pair short 2, each 1 short → each 2
    ("PD7-1+1", "sochi", ["deal 6S D 8 --whist A=1 --whist B=1"],
     {"D": 2}, {"A": 2, "B": 2}, {("A", "D"): 2, ("B", "D"): 2}),
    # 2+0: pair short 2, B 2 short → 4
    ("PD7-2+0", "sochi", ["deal 6S D 8 --whist A=2 --whist B=0"],
     {"D": 2}, {"B": 4}, {("A", "D"): 4}),
    # 3+0: pair short 1, B 2 short of quota but the pair only 1 → 2·1 = 2
    ("PD7-3+0", "sochi", ["deal 6S D 7 --whist A=3 --whist B=0"],
     {"D": 2}, {"B": 2}, {("A", "D"): 6}),
    # PD8 (P4): 6♠, A (first to speak after D) passes, B half-whists: pool 2;
    # B→D kV·v·R/2 = 1·2·4/2 = 4 (Leningrad 2·2·4/2 = 8).
    ("PD8-sochi", "sochi", ["deal 6S D --pass A --half B"], {"D": 2}, {}, {("B", "D"): 4}),
    ("PD8-leningrad", "leningrad", ["deal 6S D --pass A --half B"],
     {"D": 2}, {}, {("B", "D"): 8}),
    # PD9 (P8): misère made 10 to the pool; failed 10 per trick (Leningrad 20): 2 → 20 / 40.
    ("PD9-sochi-0", "sochi", ["deal misere D 0"], {"D": 10}, {}, {}),
    ("PD9-sochi-2", "sochi", ["deal misere D 2"], {}, {"D": 20}, {}),
    ("PD9-leningrad-0", "leningrad", ["deal мизер D 0"], {"D": 10}, {}, {}),
    ("PD9-leningrad-2", "leningrad", ["deal misere D 2"], {}, {"D": 40}, {}),
    # PD10 (P6): 8♥ v 6 without three: kG·v·3 = 18 (Leningrad 2·6·3 = 36), nothing else.
    ("PD10-sochi", "sochi", ["deal 8H D --without-three"], {}, {"D": 18}, {}),
    ("PD10-leningrad", "leningrad", ["deal 8H D --without-three"], {}, {"D": 36}, {}),
    # PD11 (P7), first of a series, 0 / 4 / 6. Sochi step 1: D pool 1, gora 4, 6.
    ("PD11-sochi", "sochi", ["pass D=0,A=4,B=6"], {"D": 1}, {"A": 4, "B": 6}, {}),
    # Leningrad step 2: pool s/2 = 1, gora 2·4 = 8, 2·6 = 12.
    ("PD11-leningrad", "leningrad", ["pass D=0,A=4,B=6"], {"D": 1}, {"A": 8, "B": 12}, {}),
    # Rostov: the fewest (D, 0) writes 5·4 = 20 on A, 5·6 = 30 on B; pool 1.
    ("PD11-rostov", "rostov", ["pass D=0,A=4,B=6"],
     {"D": 1}, {}, {("D", "A"): 20, ("D", "B"): 30}),
    # PD12: Sochi, 2/3/5 at step 1 then 1/4/5 at step 2: gora D 2 + 2, A 3 + 8, B 5 + 10.
    ("PD12", "sochi", ["pass D=2,A=3,B=5", "pass D=1,A=4,B=5"],
     {}, {"D": 4, "A": 11, "B": 15}, {}),
    # PD13: Leningrad 7♥ v 4, D 6 (u 1), A whists, B passes: D gora 2·4·1 = 8; T 4 worth
    # 2·4·4 = 32, gentleman on a failure: 16 each; consolation 2·4·1 = 8 each → 24, 24.
    ("PD13", "leningrad", ["deal 7H D 6 --whist A --pass B"],
     {}, {"D": 8}, {("A", "D"): 24, ("B", "D"): 24}),
    ("PD13-7ч", "leningrad", ["deal 7ч D 6 --whist A --pass B"],
     {}, {"D": 8}, {("A", "D"): 24, ("B", "D"): 24}),
    # P5 greedy on a failure (Sochi): 6♠ D 5, u 1: D gora 2; A→D 2·5 + cons 2·1 = 12; B→D 2.
    ("P5-greedy-failed", "sochi", ["deal 6S D 5 --whist A --pass B"],
     {}, {"D": 2}, {("A", "D"): 12, ("B", "D"): 2}),
    # P5 gentleman on a made contract (Leningrad): 6♠ D 6, T 4 = R: pool 2; A→D 2·2·4 = 16
    # alone, B nothing.
    ("P5-gentleman-made", "leningrad", ["deal 6S D 6 --whist A --pass B"],
     {"D": 2}, {}, {("A", "D"): 16}),
    # P9 shortfall: Leningrad pen v (half of 2v): 6♠ D 10, lone whister 0 → 2·4 = 8;
    # Rostov pen v/2 → 1·4 = 4.
    ("P9-leningrad-pen", "leningrad", ["deal 6S D 10 --whist A --pass B"], {"D": 2}, {"A": 8}, {}),
    ("P9-rostov-pen", "rostov", ["deal 6S D 10 --whist A --pass B"], {"D": 2}, {"A": 4}, {}),
    # P3 ten_checked: 10NT D 10, A whists and takes 0: no shortfall, only D pool 10.
    ("P3-ten-checked", "sochi --rule ten_checked=on", ["deal 10NT D 10 --whist A --pass B"],
     {"D": 10}, {}, {}),
    # P7 raspasy_amnesty: only above the fewest (1): D 0, A 3, B 4; D took a trick: no pool.
    ("P7-amnesty", "sochi --rule raspasy_amnesty=on", ["pass D=1,A=4,B=5"],
     {}, {"A": 3, "B": 4}, {}),
]


@pytest.mark.parametrize("rules, commands, pool, gora, vists", [c[1:] for c in PD],
                         ids=[c[0] for c in PD])
def test_pd_deals(sessions_dir, rules, commands, pool, gora, vists):
    pulya("deals", "D,A,B", rules)
    type_in(*commands)
    assert written() == (pool, gora, vists)


def test_pd13_entries_and_settlement(sessions_dir):
    """PD13 settled (Leningrad, Rp 20): pools 0; gora 8, 0, 0 (mean 8/3);
    D −10·(8 − 8/3) − 48 = −160/3 − 144/3 = −304/3; A +80/3 + 24 = 152/3; B 152/3."""
    pulya("deals", "D,A,B", "leningrad")
    type_in("deal 7H D 6 --whist A --pass B")
    d = sheet_json()["players"]["D"]
    assert [(e["event"], e["amount"]) for e in d["mountain_entries"]] == [(1, 8)]
    assert exact() == {"D": Fraction(-304, 3), "A": Fraction(152, 3), "B": Fraction(152, 3)}


@pytest.mark.parametrize("rules, commands, entries", [
    # Sochi 1, 2, 3, 3: D takes 1 each time → gora 1, 2, 3, 3
    ("sochi", ["pass D=1,A=4,B=5"] * 4, [(1, 1), (2, 2), (3, 3), (4, 3)]),
    # Leningrad 2, 4, 6, 6
    ("leningrad", ["pass D=1,A=4,B=5"] * 4, [(1, 2), (2, 4), (3, 6), (4, 6)]),
    # option geometric: 1, 2, 4, 4
    ("sochi --rule geometric=on", ["pass D=1,A=4,B=5"] * 4, [(1, 1), (2, 2), (3, 4), (4, 4)]),
    # a manual entry does not end the series: the second all-pass is still at step 2
    ("sochi", ["pass D=1,A=4,B=5", "adjust B --pool 1 --reason paper", "pass D=1,A=4,B=5"],
     [(1, 1), (3, 2)]),
    # any other deal does: 6♠ passed out by both (pool 2 to A) → back to step 1
    ("sochi", ["pass D=1,A=4,B=5", "deal 6S A --pass B --pass D", "pass D=1,A=4,B=5"],
     [(1, 1), (3, 1)]),
], ids=["P7-sochi-1-2-3-3", "P7-leningrad-2-4-6-6", "P7-geometric-1-2-4-4",
        "P7-manual-keeps-series",
        "P7-deal-ends-series"])
def test_all_pass_series_steps(sessions_dir, rules, commands, entries):
    pulya("series", "D,A,B", rules)
    type_in(*commands)
    d = sheet_json()["players"]["D"]
    assert [(e["event"], e["amount"]) for e in d["mountain_entries"]] == entries


# ---------------------------------------------------------------- a whole Sochi pulya (P11)

GAME = (
    "deal 6S D 6 --whist A=2 --whist B=2",  # 1 D pool 2; A→D 4, B→D 4
    "deal misere A 0",                      # 2 A pool 10: closed
    "pass D=0,A=4,B=6",                     # 3 step 1: D pool +1 → 3; A gora 4, B gora 6
    "deal 8H B 7 --whist D --pass A",       # 4 v 6, u 1: B gora 6; D→B 6·3 + 6 = 24; A→B 6
    "deal 7C B 7 --whist D=2 --whist A=1",  # 5 v 4: B pool 4; D→B 8, A→B 4
    "deal 10NT A --pass D --pass B",        # 6 A +10, closed: help B (4, highest open) 6 →
                                            #   A→B 60; then D (3) 4 → A→D 40. D 7, B 10
    "deal 7S D 8 --whist A --pass B",       # 7 D +4: 3 to close, 1 left, every pool closed →
                                            #   D gora −1; greedy A→D 4·2 = 8. Over.
)


def test_a_whole_sochi_pulya_to_the_end(sessions_dir):
    """Sochi, pool 10, D A B. Final: pools 10, 10, 10 (term 0).
    gora D −1, A 4, B 6 + 6 = 12: mean 15/3 = 5 → D +60, A +10, B −70.
    vists: A→D 4 + 40 + 8 = 52, A→B 6 + 4 + 60 = 70, B→D 4, D→B 24 + 8 = 32.
    A writes 122, gets 0: +122; B writes 4, gets 70 + 32: −98; D writes 32, gets 52 + 4: −24.
    D 60 − 24 = +36; A 10 + 122 = +132; B −70 − 98 = −168; sum 0.
    """
    pulya("game", "D,A,B", "sochi", "--pool", "10")
    path = sessions_dir / "game.toml"
    type_in(*GAME[:6])
    assert settle_json()["over"] is False
    assert written()[0] == {"D": 7, "A": 10, "B": 10}
    players = sheet_json()["players"]
    # P11: the help is written in the pools of the helped, event 6
    assert [(e["event"], e["amount"]) for e in players["B"]["pool_entries"]] == [(5, 4), (6, 6)]
    assert [(e["event"], e["amount"]) for e in players["D"]["pool_entries"]][-1] == (6, 4)
    type_in(GAME[6])
    pool, gora, vists = written()
    assert pool == {"D": 10, "A": 10, "B": 10}
    assert gora == {"D": -1, "A": 4, "B": 12}
    assert vists == {("A", "D"): 52, ("A", "B"): 70, ("B", "D"): 4, ("D", "B"): 32}
    data = settle_json()
    assert data["over"] is True and sheet_json()["over"] is True
    assert exact(data) == {"D": 36, "A": 132, "B": -168}
    assert data["rounded"] == {"D": 36, "A": 132, "B": -168}
    # P1, P11: no deal after the pulya is over
    unchanged_after_refusal(path, 1, "deal", "6S", "A", "--pass", "D", "--pass", "B",
                            words=["P11"])
    unchanged_after_refusal(path, 1, "pass", "D=2,A=4,B=4", words=["P11"])
    # undoing the closing deal opens the pulya again (D's pool back to 7)
    type_in("undo")
    assert settle_json()["over"] is False and written()[0] == {"D": 7, "A": 10, "B": 10}


def test_p11_help_goes_to_the_first_after_the_helper_on_a_tie(sessions_dir):
    """Sochi, pool 10. D and A pass out a 6♠ each (pool 2 each), B makes a misère (10),
    then B makes a passed-out 6♠: 2 over the target. D and A tie at 2; the first open
    player after B in seating order is D → D 4, B→D 10·2 = 20."""
    pulya("tie", "D,A,B", "sochi", "--pool", "10")
    type_in("deal 6S D --pass A --pass B", "deal 6S A --pass D --pass B", "deal misere B 0",
            "deal 6S B --pass D --pass A")
    assert written() == ({"D": 4, "A": 2, "B": 10}, {}, {("B", "D"): 20})


def test_p11_several_pool_entries_of_one_deal_go_in_seating_order(sessions_dir):
    """Sochi, pool 10; by hand (no help) D 10, A 9, B 9. All pass D 0, A 0, B 10 at step 1:
    D +1 and A +1, applied from the first player. D's +1 is surplus: A and B tie at 9, the
    first after D is A → A 10, D→A 10. Then A's +1 is surplus: B (9) → B 10, A→B 10.
    Every pool closed: over. B gora 1·10 = 10."""
    pulya("order", "D,A,B", "sochi", "--pool", "10")
    type_in("adjust D --pool 10 --reason paper", "adjust A --pool 9 --reason paper",
            "adjust B --pool 9 --reason paper")
    assert settle_json()["over"] is False
    type_in("pass D=0,A=0,B=10")
    assert written() == ({"D": 10, "A": 10, "B": 10}, {"B": 10}, {("D", "A"): 10, ("A", "B"): 10})
    assert settle_json()["over"] is True


def test_p4_half_whist_at_four_first_speaker_skips_the_dealer(sessions_dir):
    """D deals and sits out; C declares 6♠: the first to speak after C among A, B, C is A.
    A passes, B half-whists: C pool 2, B→C 4. B passing first and A half-whisting is refused."""
    pulya("half", "D,A,B,C", "sochi")
    unchanged_after_refusal(sessions_dir / "half.toml", 1, "deal", "6S", "C", "--pass", "B",
                            "--half", "A", words=["P4"])
    type_in("deal 6S C --pass A --half B")
    assert written() == ({"C": 2}, {}, {("B", "C"): 4})


# ---------------------------------------------------------------- four players

def test_four_players_leningrad_closing_by_sum(sessions_dir):
    """Leningrad, pool 10, D A B C; the dealer sits out: D, A, B, C, D, A, B.
    1 (D out) 7♥ A 6, B whists, C passes: A gora 8; 2·4·4 = 32 halved: B 16, C 16;
       consolation 2·4·1 = 8 from B, C and the dealer D → B→A 24, C→A 24, D→A 8.
    2 (A out) all pass D 0, B 4, C 6 at step 2: D pool 1, B gora 8, C gora 12.
    3 (B out) 10NT C passed out: C pool 10.   4 (C out) misère D 0: D pool 11 (no help).
    5 (D out) 9♠ A 9, B whists (gentleman, made): A pool 8; B→A 2·8·1 = 16.
    6 (A out) 10♠ B passed out: B pool 10 — pools sum 39 < 4·10.
    7 (B out) 6♣ C passed out: C 12, sum 41 ≥ 40: over (A's pool 8 still open).
    Settle (Rp 20): pools 11, 8, 10, 12 (mean 41/4); gora 0, 8, 8, 12 (mean 7).
    D 20·3/4 + 70 + 8 = 93; A 20·(−9/4) − 10 − 72 = −127; B −5 − 10 + 40 = 25;
    C 35 − 50 + 24 = 9; sum 0.
    """
    pulya("four", "D,A,B,C", "leningrad", "--pool", "10")
    path = sessions_dir / "four.toml"
    unchanged_after_refusal(path, 1, "deal", "6S", "D", "6", "--whist", "A=2", "--whist", "B=2",
                            words=["D"])  # D deals the first and sits out
    type_in("deal 7H A 6 --whist B --pass C")
    assert written() == ({}, {"A": 8}, {("B", "A"): 24, ("C", "A"): 24, ("D", "A"): 8})
    assert sheet_json()["next_dealer"] == "A"
    unchanged_after_refusal(path, 1, "deal", "6S", "B", "--pass", "A", "--pass", "C")
    unchanged_after_refusal(path, 1, "pass", "A=0,B=4,C=6")
    type_in("pass D=0,B=4,C=6", "deal 10NT C --pass D --pass A", "deal misere D 0",
            "deal 9S A 9 --whist B --pass C", "deal 10S B --pass C --pass D")
    assert written()[0] == {"D": 11, "A": 8, "B": 10, "C": 10}
    assert settle_json()["over"] is False
    type_in("deal 6C C --pass D --pass A")
    data = settle_json()
    assert data["over"] is True
    assert exact(data) == {"D": 93, "A": -127, "B": 25, "C": 9}
    unchanged_after_refusal(path, 1, "deal", "6S", "A", "--pass", "B", "--pass", "D",
                            words=["P11"])


def test_four_players_rostov_all_pass(sessions_dir):
    """PD11 Rostov at four: D deals and sits out; A 0, B 4, C 6: A→B 20, A→C 30, A pool 1.
    Then A sits out; D 2, B 2, C 6: D and B tie for the fewest and share 5·6 = 30 on C,
    15 each, nothing on each other; nobody trickless.
    Settle (Rp 10): pools mean 1/4, gora 0. D −10/4 + 15 = 25/2; A 30/4 + 50 = 115/2;
    B −10/4 + 15 − 20 = −15/2; C −10/4 − 60 = −125/2. Rounded: floors 12, 57, −8, −63
    (sum −2), all remainders 1/2 → the first two in seating order: 13, 58, −8, −63.
    """
    pulya("rostov", "D,A,B,C", "rostov")
    path = sessions_dir / "rostov.toml"
    unchanged_after_refusal(path, 1, "pass", "D=0,A=4,B=6", words=["D"])
    type_in("pass A=0,B=4,C=6")
    assert written() == ({"A": 1}, {}, {("A", "B"): 20, ("A", "C"): 30})
    type_in("pass D=2,B=2,C=6")
    assert written() == ({"A": 1}, {}, {("A", "B"): 20, ("A", "C"): 30,
                                         ("D", "C"): 15, ("B", "C"): 15})
    data = settle_json()
    assert exact(data) == {"D": Fraction(25, 2), "A": Fraction(115, 2), "B": Fraction(-15, 2),
                       "C": Fraction(-125, 2)}
    assert data["rounded"] == {"D": 13, "A": 58, "B": -8, "C": -63}
    assert {p: Decimal(m) for p, m in data["money"].items()} == {
        "D": Decimal("12.5"), "A": Decimal("57.5"), "B": Decimal("-7.5"), "C": Decimal("-62.5")}


# ---------------------------------------------------------------- refusals (P1)

REFUSED = [
    ("P1-sum-not-10", "deal 6S D 6 --whist A=2 --whist B=3", "P1"),
    ("P1-both-whist-tricks-missing", "deal 6S D 6 --whist A=2 --whist B", "P1"),
    ("P1-both-whist-no-tricks", "deal 6S D 6 --whist A --whist B", "P1"),
    ("P1-unknown-player", "deal 6S X 6 --whist A=2 --whist B=2", "X"),
    ("P1-unknown-whister", "deal 6S D 6 --whist Z=2 --whist B=2", "Z"),
    ("P1-contract-11S", "deal 11S D 10 --pass A --pass B", "11S"),
    ("P1-contract-5S", "deal 5S D 6 --whist A --pass B", "5S"),
    ("P1-declarer-whists", "deal 6S D 6 --whist D=2 --whist B=2", "D declares this deal"),
    ("P1-declarer-passes", "deal 6S D --pass D --pass B", "D declares this deal"),
    # Both passed: not played, so no tricks at all (P4; before issue 13 the sum was checked,
    # and a count that added up was kept and ignored).
    ("P4-passed-with-tricks", "deal 6S D 5 --pass A=3 --pass B=1", "not played"),
    ("P1-vists-on-himself", "adjust D --vists-on D=5 --reason x", "D cannot write vists on D"),
    ("P1-manual-too-big", "adjust D --pool 1000001 --reason x", "1000001"),
    ("P1-defender-twice", "deal 6S D 6 --whist A=2 --pass A", "P1"),
    ("P1-defender-unsaid", "deal 6S D 6 --whist A=4", "P1"),
    ("P1-tricks-11", "deal 6S D 11 --whist A --pass B", "P1"),
    ("P1-played-without-tricks", "deal 6S D --whist A --pass B", "P1"),
    ("P1-misere-whisted", "deal misere D 0 --whist A", "P1"),
    ("P1-misere-without-tricks", "deal misere D", "P1"),
    ("P4-half-on-8", "deal 8S D --pass A --half B", "P4"),
    ("P4-half-before-first-passed", "deal 6S D --pass B --half A", "P4"),
    ("P6-without-three-with-tricks", "deal 8H D 5 --without-three", "P6"),
    ("P6-misere-without-three", "deal misere D --without-three", "a misère cannot be given up"),
    ("P1-pass-not-10", "pass D=2,A=2,B=2", "P1"),
    ("P1-pass-missing-player", "pass D=4,A=6", "P1"),
    ("P1-pass-unknown-player", "pass D=4,A=6,X=0", "X"),
]


@pytest.mark.parametrize("command, word", [r[1:] for r in REFUSED], ids=[r[0] for r in REFUSED])
def test_impossible_deals_are_refused_and_nothing_is_written(sessions_dir, command, word):
    pulya("refusals", "D,A,B", "sochi")
    unchanged_after_refusal(sessions_dir / "refusals.toml", 1, *command.split(), words=[word])


def test_an_option_of_another_game_is_not_an_option_of_a_pulyas_deal(sessions_dir):
    """Issue 21: a pulya's `vint deal` takes its own options only (games/preferans/
    commands.py); another game's is refused as any unknown option is (exit 2), in the
    pulya's words, and nothing is written."""
    pulya("refusals", "D,A,B", "sochi")
    unchanged_after_refusal(sessions_dir / "refusals.toml", 2, "deal", "6S", "D", "6",
                            "--whist", "A=2", "--whist", "B=2", "--honours", "3",
                            words=["'--honours' is not an option of 'vint deal'",
                                   "a Preferans pulya"])


def test_an_edit_that_leaves_a_hand_entry_empty_is_refused(sessions_dir):
    """P1: as `vint adjust` refuses an entry that writes nothing, so does `vint edit`."""
    pulya("empty", "D,A,B", "sochi")
    type_in("adjust D --pool 2 --reason paper")
    unchanged_after_refusal(sessions_dir / "empty.toml", 1, "edit", "1", "--pool", "0",
                            words=["writes nothing"])


@pytest.mark.parametrize("command, given, meant, vists", [
    pytest.param("deal 6S D --pass A=3 --pass B=1", "A=3", "deal 6S D --pass A --pass B", {},
                 id="i13-passed-passers-tricks"),
    pytest.param("deal 6S D 6 --pass A --pass B", "got 6", "deal 6S D --pass A --pass B", {},
                 id="i13-passed-declarers-tricks"),
    # P4 Sochi: the half-whister B writes kV·v·R/2 = 1·2·4/2 = 4 on D
    pytest.param("deal 6S D 6 --pass A --half B", "got 6", "deal 6S D --pass A --half B",
                 {("B", "D"): 4}, id="i13-half-declarers-tricks"),
])
def test_both_passed_or_a_half_whist_with_tricks_given_is_refused(sessions_dir, command, given,
                                                                  meant, vists):
    """P4: both passed, or a half-whist: no play, so the deal has no tricks; a count given
    would be kept in the file and never scored. Refused, naming P4; nothing written. The
    deal without the count writes v = 2 to D's pool (P4). (Before issue 13 the passers'
    tricks were kept as typed and ignored: this test said so.)"""
    pulya("passed", "D,A,B", "sochi")
    unchanged_after_refusal(sessions_dir / "passed.toml", 1, *command.split(),
                            words=["not played", given, "P4"])
    type_in(meant)
    assert written() == ({"D": 2}, {}, vists)


@pytest.mark.parametrize("command", ["deal 6S D six --whist A --pass B", "deal 6S",
                                     "deal 6S D 6 --whisp A=2"],
                         ids=["tricks-not-a-number", "declarer-missing", "unknown-option"])
def test_usage_errors_exit_2_and_nothing_is_written(sessions_dir, command):
    pulya("usage", "D,A,B", "sochi")
    unchanged_after_refusal(sessions_dir / "usage.toml", 2, *command.split())


# ---------------------------------------------------------------- the journal

BASE = ("deal 6S D 6 --whist A=2 --whist B=2",  # 1 D pool 2; A→D 4, B→D 4
        "pass D=2,A=3,B=5",                     # 2 step 1: gora D 2, A 3, B 5
        "adjust A --pool 5 --reason paper",     # 3 A pool 5 by hand
        "deal 7S A 7 --whist B --pass D")       # 4 A pool 4; greedy B→A 4·3 = 12


@pytest.mark.parametrize("commands, want", [
    # as entered: pools 2, 9, 0 (mean 11/3); gora 2, 3, 5 (mean 10/3)
    # D −50/3 + 40/3 − 8 = −34/3; A 160/3 + 10/3 − 8 = 146/3; B −110/3 − 50/3 + 16 = −112/3
    ([], {"D": Fraction(-34, 3), "A": Fraction(146, 3), "B": Fraction(-112, 3)}),
    # undo removes 4: pools 2, 5, 0 (mean 7/3); vists A→D 4, B→D 4
    # D −10/3 + 40/3 − 8 = 2; A 80/3 + 10/3 + 4 = 34; B −70/3 − 50/3 + 4 = −36
    (["undo"], {"D": 2, "A": 34, "B": -36}),
    # void 2: no gora; D −50/3 − 8 = −74/3; A 160/3 − 8 = 136/3; B −110/3 + 16 = −62/3
    (["void 2"], {"D": Fraction(-74, 3), "A": Fraction(136, 3), "B": Fraction(-62, 3)}),
    # void 2 then restore: as entered
    (["void 2", "void 2 --restore"],
     {"D": Fraction(-34, 3), "A": Fraction(146, 3), "B": Fraction(-112, 3)}),
    # edit 1 to A 3 + B 1 (T 4 = R): A→D 6, B→D 2; D still gets 8: −34/3;
    # A 160/3 + 10/3 + (6 − 12) = 152/3; B −110/3 − 50/3 + 14 = −118/3
    (["edit 1 --whist A=3 --whist B=1"],
     {"D": Fraction(-34, 3), "A": Fraction(152, 3), "B": Fraction(-118, 3)}),
    # edit 2 to D 0, A 4, B 6: D pool +1 → pools 3, 9, 0 (mean 4); gora 0, 4, 6 (mean 10/3)
    # D −10 + 100/3 − 8 = 46/3; A 50 − 20/3 − 8 = 106/3; B −40 − 80/3 + 16 = −152/3
    (["edit 2 --each D=0,A=4,B=6"],
     {"D": Fraction(46, 3), "A": Fraction(106, 3), "B": Fraction(-152, 3)}),
    # edit 3 to pool 8: pools 2, 12, 0 (mean 14/3)
    # D −80/3 + 40/3 − 8 = −64/3; A 220/3 + 10/3 − 8 = 206/3; B −140/3 − 50/3 + 16 = −142/3
    (["edit 3 --pool 8"], {"D": Fraction(-64, 3), "A": Fraction(206, 3), "B": Fraction(-142, 3)}),
    # edit 4 to a half-whist (B spoke first, after A, and passed; D half-whists): A pool 4,
    # D→A 1·4·2/2 = 4 instead of B→A 12. D −50/3 + 40/3 + (4 − 8) = −22/3;
    # A 160/3 + 10/3 + (4 − 4) = 170/3; B −110/3 − 50/3 + 4 = −148/3
    (["edit 4 --no-whists --no-passes --pass B --half D"],
     {"D": Fraction(-22, 3), "A": Fraction(170, 3), "B": Fraction(-148, 3)}),
    # edit 4 to without three (P6): A gora 4·3 = 12, no pool, no vists. pools 2, 5, 0
    # (mean 7/3); gora 2, 15, 5 (mean 22/3). D −10/3 + 160/3 − 8 = 42;
    # A 80/3 − 230/3 + 4 = −46; B −70/3 + 70/3 + 4 = 4
    (["edit 4 --without-three"], {"D": 42, "A": -46, "B": 4}),
], ids=["as-entered", "undo", "void-2", "void-restore", "edit-whist", "edit-each", "edit-pool",
        "edit-half", "edit-without-three"])
def test_journal_changes_the_settlement(sessions_dir, commands, want):
    pulya("journal", "D,A,B", "sochi")
    type_in(*BASE, *commands)
    assert exact() == want


def test_log_json_lists_the_events(sessions_dir):
    pulya("journal", "D,A,B", "sochi")
    type_in(*BASE, "void 2")
    events = log_json()["events"]
    assert [e["number"] for e in events] == [1, 2, 3, 4]
    assert [e["void"] for e in events] == [False, True, False, False]
    assert [e["kind"] for e in events][:2] == ["deal", "pass"] and events[3]["kind"] == "deal"
    assert events[0]["pool"] == {"D": 2}
    assert sorted((v["writer"], v["on"], v["amount"]) for v in events[0]["vists"]) == [
        ("A", "D", 4), ("B", "D", 4)]
    assert events[2]["pool"] == {"A": 5}
    assert events[3]["pool"] == {"A": 4}
    assert [(v["writer"], v["on"], v["amount"]) for v in events[3]["vists"]] == [("B", "A", 12)]


def test_an_edit_that_makes_a_deal_impossible_is_refused(sessions_dir):
    """6 + 3 + 3 = 12 tricks (P1): refused, the file unchanged."""
    pulya("journal", "D,A,B", "sochi")
    type_in(*BASE)
    unchanged_after_refusal(sessions_dir / "journal.toml", 1, "edit", "1", "--whist", "A=3",
                            "--whist", "B=3", words=["P1"])


# ---------------------------------------------------------------- languages, the file by hand

def settle_rows(out: str) -> dict[str, int]:
    return {m[1]: int(m[2].replace("−", "-"))  # Russian writes the minus sign (review 63)
            for m in re.finditer(r"^(\S+)\s*│\s*([+−-]?\d+)\s*│", out, re.M)}


def test_lang_ru_shows_russian_words_and_the_same_numbers(sessions_dir):
    """BASE settled: −34/3, 146/3, −112/3; floors −12, 48, −38 (sum −2), remainders all 2/3
    → the first two in seating order go up: D −11, A +49, B −38."""
    pulya("ru", "D,A,B", "sochi")
    type_in(*BASE)
    sheet = ok("sheet", "--lang", "ru").stdout
    for word in ("пуля", "гора", "висты"):
        assert word in sheet.casefold(), sheet
    numbers = re.compile(r"[+-]?\d+")
    assert numbers.findall(sheet.replace("−", "-")) == numbers.findall(ok("sheet").stdout)
    assert re.search(r"^итог, висты\s+−11\s+\+49\s+−38\s*$", sheet, re.M), sheet  # review 63
    en, ru = ok("settle").stdout, ok("settle", "--lang", "ru").stdout
    assert settle_rows(en) == settle_rows(ru) == {"D": -11, "A": 49, "B": -38}
    assert settle_json()["rounded"] == {"D": -11, "A": 49, "B": -38}
    assert settle_json("--lang", "ru")["exact"] == {"D": "-34/3", "A": "146/3", "B": "-112/3"}


def test_a_hand_edited_trick_count_is_read_and_settled(sessions_dir):
    """6♠ D 6, A 2 + B 2 edited by hand to D 7, A 2 + B 1: pool 2; A→D 4, B→D 2; T 3 < R 4,
    B 1 short of his quota 2 and the pair 1 short → B gora 2 (PD7 2+1).
    pools mean 2/3, gora mean 2/3: D 40/3 + 20/3 − 6 = 14; A −20/3 + 20/3 + 4 = 4;
    B −20/3 − 40/3 + 2 = −18."""
    pulya("hand", "D,A,B", "sochi")
    type_in("deal 6S D 6 --whist A=2 --whist B=2")
    path = sessions_dir / "hand.toml"
    text = path.read_text(encoding="utf-8")
    assert "tricks = 6\n" in text and '"B=2"' in text
    path.write_text(text.replace("tricks = 6\n", "tricks = 7\n").replace('"B=2"', '"B=1"'),
                    encoding="utf-8")
    assert written() == ({"D": 2}, {"B": 2}, {("A", "D"): 4, ("B", "D"): 2})
    assert exact() == {"D": 14, "A": 4, "B": -18}


@pytest.mark.parametrize("bad", ["tricks = 6 x", "tricks = 5"],
                         ids=["not-toml", "P1-tricks-sum-9"])
def test_a_broken_hand_edit_is_reported_with_file_and_line(sessions_dir, bad):
    pulya("broken", "D,A,B", "sochi")
    type_in("deal 6S D 6 --whist A=2 --whist B=2")
    path = sessions_dir / "broken.toml"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    line = next(i for i, x in enumerate(lines, 1) if x == "tricks = 6\n")
    lines[line - 1] = bad + "\n"
    path.write_text("".join(lines), encoding="utf-8")
    before = path.read_bytes()
    for command in (("settle",), ("sheet", "--json"), ("check",),
                    ("deal", "6S", "A", "--pass", "B", "--pass", "D")):
        r = run(*command)
        assert r.exit_code == 65, (command, r.stdout, r.stderr)
        assert f"{path}:{line}" in r.stderr, r.stderr
        assert path.read_bytes() == before


# ---------------------------------------------------------------- Vint's commands

# `play` is no longer among them: issue 13 plays a pulya deal by deal too
# (tests/cli/test_play_trust.py, the Preferans part).
@pytest.mark.parametrize("command", ["misdeal D", "rotation", "rescore --rules classic",
                                     "seat --pairs D+A,B+C"])
def test_vint_only_commands_refuse_a_pulya(sessions_dir, command):
    pulya("vintonly", "D,A,B", "sochi")
    name = command.split()[0]
    unchanged_after_refusal(sessions_dir / "vintonly.toml", 1, *command.split(),
                            words=[f"vint {name}", "Vint", "Preferans"])


@pytest.mark.parametrize("game, typed, convention, shown", [
    ("преферанс", "сочинка", "sochi", "сочинка"), ("преф", "Ленинградка", "leningrad", "ленинградка"),
    ("preferans", "питер", "leningrad", "ленинградка"), ("pref", "ростовка", "rostov", "ростовка"),
    ("Preferans", "РОСТОВ", "rostov", "ростовка"),
], ids=["сочинка", "ленинградка", "питер", "ростовка", "ростов"])
def test_conventions_by_their_russian_names(sessions_dir, game, typed, convention, shown):
    """P9: the conventions by the names the table calls them; the file keeps the English
    name, a Russian sheet shows the Russian one."""
    ok("new", "ru", "--game", game, "--players", "Аня,Борис,Вера", "--rules", typed)
    text = (sessions_dir / "ru.toml").read_text(encoding="utf-8")
    assert f'convention = "{convention}"' in text and 'game = "preferans"' in text
    assert f"Пуля — {shown}, до 20" in ok("sheet", "--lang", "ru").stdout
    assert f"Pulya — {convention}, pool 20" in ok("sheet", "--lang", "en").stdout


def test_the_shipped_pulya_is_the_whole_sochi_pulya_above(sessions_dir):
    """vintscore/examples/pulya.toml (docs/games.md) is GAME with D, A, B as Anna, Boris, Vera: over, and
    settled as worked out in test_a_whole_sochi_pulya_to_the_end: +36, +132, −168; at 0.10
    a vist, 3.60, 13.20, −16.80."""
    from pathlib import Path
    shipped = Path(__file__).resolve().parents[2] / "vintscore" / "examples" / "pulya.toml"
    raw = shipped.read_bytes()
    data = settle_json("-s", str(shipped))
    assert data["over"] is True
    assert exact(data) == {"Anna": 36, "Boris": 132, "Vera": -168}
    assert data["money"] == {"Anna": "3.60", "Boris": "13.20", "Vera": "-16.80"}
    ok("check", str(shipped), "--expect", "Anna=36", "--expect", "Boris=132",
       "--expect", "Vera=-168")
    # P11: Anna's last 1 came off her own mountain, marked apart from help
    anna = sheet_json("-s", str(shipped))["players"]["Anna"]
    assert anna["mountain_entries"] == [{"event": 7, "amount": -1, "why": "surplus"}]
    assert [e.get("why") for e in anna["pool_entries"]] == [None, None, "help", None]
    last = log_json("-s", str(shipped))["events"][-1]
    assert last["news"] == ["Anna takes 1 off the mountain: every pool is closed",
                            "The pulya is over: settle it."]
    shown = ok("sheet", "-s", str(shipped)).stdout
    assert "2 · 3 · 7* · 10" in shown and "-1‡" in shown and "‡ a closed pool's surplus" in shown
    assert shipped.read_bytes() == raw  # reading never rewrites it
    # and its events are GAME's, typed with the names
    import tomllib
    names = {"D": "Anna", "A": "Boris", "B": "Vera"}
    pulya("typed", "Anna,Boris,Vera", "sochi", "--pool", "10")
    for command in GAME:
        ok(*re.sub(r"(?<!\w)[DAB](?!\w)", lambda m: names[m.group()], command).split())
    typed = tomllib.loads((sessions_dir / "typed.toml").read_text(encoding="utf-8"))["events"]
    events = tomllib.loads(raw.decode("utf-8"))["events"]
    assert [{k: v for k, v in e.items() if k != "note"} for e in events] == typed


@pytest.mark.parametrize("rules, said", [
    ("sochi", "Next deal: A deals; an all-pass now is at step 2 (1 in a row so far)."),
    ("rostov", "Next deal: A deals."),  # P7: Rostov's all-passes make no series
])
def test_the_sheet_says_the_all_pass_step_where_there_is_one(sessions_dir, rules, said):
    pulya("step", "D,A,B", rules)
    type_in("pass D=2,A=4,B=4")
    assert said in ok("sheet").stdout
