"""Golden sessions: whole evenings replayed from tests/data and compared with their results.

The `expected` blocks of the example evenings (tests/data/evening-*.json) and the demo
evening's numbers below are normative, computed by hand from vintscore/rules/vint.en.md. The snapshots in
tests/data/golden/ (the sheet, the log, the JSON) are regression goldens: any difference
fails, and they are rewritten only by `pytest --update-goldens`, to be reviewed in the diff.
"""
from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest
from helpers_cli.vintcli import ok

from vintscore import storage
from vintscore.games.vint.settlement import settle
from vintscore.games.vint.sheet import replay

DATA = Path(__file__).resolve().parents[1] / "data"
GOLDEN = DATA / "golden"
EVENINGS = ["evening-two-rubbers", "evening-unfinished"]


def settled(name: str):
    session = storage.load(DATA / f"{name}.toml").session
    return session, settle(replay(session), session.stake)


@pytest.mark.parametrize("name", EVENINGS)
def test_example_evening_matches_its_expected_block(name):
    expected = json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))["expected"]
    _, result = settled(name)
    assert dict(result.points) == expected["players"]
    assert len(result.rubbers) == len(expected["rubbers"])
    for got, want in zip(result.rubbers, expected["rubbers"]):
        assert got.number == want["number"]
        assert got.finished == want["finished"]
        assert [{"players": list(s.players), "total": s.total, "games": s.games}
                for s in got.sides] == want["sides"]
        assert dict(got.result) == want["result"]


def test_the_demo_evening_is_scored_as_by_hand():
    # vintscore/examples/demo.toml, Anna & Vera (A) against Boris & Gleb (B), classic, stake 0.10.
    # Rubber 1 (by hand from vintscore/rules/vint.en.md):
    #  1 2H Anna 8 h3 a2: below A 160, B 100; A honours 600 + aces 2–2 on the odd trick 400.
    #  2 1NT Boris 8 a3: below B 80, A 50; B aces 3×250 = 750.
    #  3 3S Gleb 8 h2 a2: below B 240, A 150; 1 down 3000 to A; A honours 900 − B aces
    #    2–2 on the odd trick 600 = 300 to A.               game 1: A 360, B 420.
    #  4 pass: X.
    #  5 4D Vera 10 h4 a3, Vera ♦A-K-Q-J (trump, 2000): below A 400 (760), B 120 (540):
    #    both reach 500, --first Vera: A wins game 1, 100; honours 1600 + aces 1200.
    #  6 2C Boris 9 h3 a1, Anna 3 aces (500 to A): below B 180, A 80; honours B 600 −
    #    aces A 600 = nothing.
    #  7 3NT Gleb 9 a2, Vera revokes: A 4 → 1, B 9 → 12: below B 360 (540: game 2, 100),
    #    A 30; B slam 1000; aces 2–2 to B (12 tricks) 2×750 = 1500.
    #  8 misdeal Boris: A 20.
    #  9 6S Anna 12 h5 a3, Anna ♠A-K-Q-J-10 (trump, 3000): below A 720 (game 3, 100),
    #    B 60; A slam 1000 + bid 5000; honours 3000 + aces 1800; rubber 2000; X 500.
    # A: above 1000+3000+300+2800+2000+100+500+20+1000+5000+4800+3000+100+2000+500
    #    = 26120, below 160+50+150+400+80+30+720 = 1590 → 27710.
    # B: above 750+1000+1500+100 = 3350, below 100+80+240+120+180+360+60 = 1140 → 4490.
    # Rubber 2, unfinished:
    # 10 2D Boris 7 h2 a1: below B 140, A 120; 1 down 2000 to A; A honours 600 + aces 600.
    # 11 1H Vera 9 h3 a2: below A 90, B 40; A honours 300 + aces 2–2 200.
    # A: 2000+1200+500+120+90 = 3910; B: 140+40 = 180.
    # Players: A 23220 + 3730 = 26950; money at 0.10 per 100 points: 26.95.
    _session, result = settled("demo")
    r1, r2 = result.rubbers
    assert (r1.finished, [s.total for s in r1.sides], [s.games for s in r1.sides]) == \
        (True, [27710, 4490], [2, 1])
    assert (r2.finished, [s.total for s in r2.sides], [s.games for s in r2.sides]) == \
        (False, [3910, 180], [0, 0])
    assert dict(result.points) == {"Anna": 26950, "Boris": -26950, "Vera": 26950, "Gleb": -26950}
    assert dict(result.money) == {"Anna": Decimal("26.95"), "Boris": Decimal("-26.95"),
                                  "Vera": Decimal("26.95"), "Gleb": Decimal("-26.95")}


def test_the_shipped_demo_is_the_tested_one():
    shipped = Path(__file__).resolve().parents[2] / "vintscore" / "examples" / "demo.toml"
    assert shipped.read_bytes() == (DATA / "demo.toml").read_bytes()


SNAPSHOTS = [
    ("sheet", ["sheet"], "sheet.txt"),
    ("sheet-json", ["sheet", "--json"], "sheet.json"),
    ("settle", ["settle"], "settle.txt"),
    ("settle-json", ["settle", "--json"], "settle.json"),
    ("log", ["log"], "log.txt"),
]


@pytest.mark.parametrize("name", EVENINGS + ["demo"])
@pytest.mark.parametrize("label, args, suffix", SNAPSHOTS, ids=[s[0] for s in SNAPSHOTS])
def test_regression_snapshot(name, label, args, suffix, update_goldens):
    result = ok(*args, "-s", DATA / f"{name}.toml")
    golden = GOLDEN / f"{name}.{suffix}"
    if update_goldens:
        GOLDEN.mkdir(exist_ok=True)
        golden.write_text(result.stdout, encoding="utf-8")
    assert golden.exists(), f"no golden {golden.name}: run pytest --update-goldens and review it"
    assert result.stdout == golden.read_text(encoding="utf-8")
    assert all(len(line) <= 80 for line in result.stdout.splitlines())
