"""Every worked case of Thousand's rules document (vintscore/games/thousand/thousand.en.md:
TD1–TD30, TG1–TG15, TO1–TO18) through the package: one deal by the fold's `write` at the
table the case starts from ("from B 860", "A on the barrel"), whole games by the replay
of a session, money by the settlement; and those that start from nothing through the
command line too. Every expected number is typed from the document's tables, worked by
hand; a mark the document does not name (a bolt for writing 0) is worked from T20–T35.

Marks as the sheet keeps them: `bolt N` (the Nth bolt, 3 the third), `barrel` (put on it),
`try N`, `fall N` (the Nth fall), `zero` (the third fall), `dump` (the самосвал)."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from typing import Any

import pytest
from helpers_cli.vintcli import ok, refused
from thousand_cases import NAMES, deal, named, typed

from vintscore.errors import EventError, RuleViolation
from vintscore.games.thousand import GAME
from vintscore.games.thousand.model import Standing, ThousandRules
from vintscore.session import Session
from vintscore.storage.envelope import parse
from vintscore.tally.sheet import At

NOTHING = None  # a player who writes nothing on the deal (T14)


def on_barrel(tries: int = 0, falls: int = 0) -> tuple[int, Standing]:
    return 880, Standing(barrel=True, tries=tries, falls=falls)


def at_(total: int, bolts: int = 0) -> tuple[int, Standing]:
    return total, Standing(bolts=bolts)


@dataclass
class Case:
    deal: str
    options: dict[str, Any] = field(default_factory=dict)
    start: dict[str, tuple[int, Standing]] = field(default_factory=dict)
    players: str = "ABC"
    took: str = ""
    talon: tuple[int, int] | None = None
    refused: str = ""
    written: dict[str, int | None] | None = None  # every player
    totals: dict[str, int] | None = None  # the players named
    marks: dict[str, list[str]] | None = None  # every player with a mark
    won: str | None = None
    standing: dict[str, dict[str, Any]] = field(default_factory=dict)


ONE_DEAL = {
    "TD1": Case("A 120: A 70 ♥, B 30, C 20", written={"A": 120, "B": 30, "C": 20}, marks={}),
    "TD2": Case("A 120: A 62, B 42, C 16", written={"A": -120, "B": 40, "C": 15}, marks={}),
    "TD3": Case("B 100: A 43, B 57, C 20", written={"A": 45, "B": -100, "C": 20}, marks={}),
    "TD4": Case("A 160: A 60 ♥, B 48 ♠, C 12", written={"A": 160, "B": 90, "C": 10}),
    "TD5": Case("C 215: A 22 ♠, B 10, C 88 ♦♣", written={"A": 60, "B": 10, "C": 215}),
    "TD6": Case("A 110 conceded", written={"A": -110, "B": 55, "C": 55}, marks={}),
    "TD7": Case("A 100: A 100, B 18, C 2", written={"A": 100, "B": 20, "C": 0},
                marks={"C": ["bolt 1"]}, standing={"C": {"bolts": 1}}),
    "TD8": Case("A 100: A 100, B 20, C 0", start={"C": at_(200, bolts=2)},
                written={"A": 100, "B": 20, "C": 0}, totals={"C": 80},
                marks={"C": ["bolt 3"]}, standing={"C": {"bolts": 0}}),
    "TD9": Case("B 140: A 15, B 80 ♣, C 25", start={"B": at_(740)}, totals={"B": 880},
                marks={"B": ["barrel"]}, standing={"B": {"barrel": True, "tries": 0}}),
    "TD10": Case("A 120: A 75 ♣, B 35, C 10", start={"B": at_(860)}, totals={"B": 880},
                 marks={"B": ["barrel"]}),
    "TD11": Case("A 125: A 85 ♦, B 20, C 15", start={"A": on_barrel()}, totals={"A": 1005},
                 won="A", standing={"A": {"barrel": False}}),
    "TD12": Case("A 100: A 100, B 10, C 10", start={"A": on_barrel(tries=1)},
                 written={"A": NOTHING, "B": 10, "C": 10}, totals={"A": 880},
                 marks={"A": ["try 2"]}, standing={"A": {"barrel": True, "tries": 2}}),
    "TD13": Case("B 120: A 30, B 72 ♠, C 18", start={"A": on_barrel(tries=2)},
                 written={"A": NOTHING, "B": -120, "C": 20}, totals={"A": 760},
                 marks={"A": ["try 3", "fall 1"]}, standing={"A": {"barrel": False}}),
    "TD14": Case("A 125: A 70 ♠, B 30, C 20", start={"A": on_barrel()},
                 written={"A": -125, "B": 30, "C": 20}, totals={"A": 755},
                 marks={"A": ["fall 1"]}, standing={"A": {"barrel": False, "falls": 1}}),
    "TD15": Case("B 100: A 20, B 77, C 23", start={"A": at_(535)}, totals={"A": 0},
                 marks={"A": ["dump"]}),
    "TD16": Case("C 120: A 40, B 50, C 30", start={"C": at_(675)}, totals={"C": 0},
                 marks={"C": ["dump"]}),
    "TD17": Case("A 130: A 62 ♦, B 40, C 18", start={"B": at_(860), "C": on_barrel()},
                 written={"A": 130, "B": 40, "C": NOTHING},
                 totals={"A": 130, "B": 880, "C": 760},
                 marks={"B": ["barrel"], "C": ["try 1", "fall 1"]}),
    "TD18": Case("B 120: A 30, B 72 ♠, C 18", start={"A": on_barrel(tries=2, falls=2)},
                 totals={"A": 0}, marks={"A": ["try 3", "fall 3", "zero"]},
                 standing={"A": {"falls": 0}}),
    "TD19": Case("A 300: A 120 ♥♦♣, B 0, C 0", start={"A": at_(600)}, totals={"A": 880},
                 marks={"A": ["barrel"], "B": ["bolt 1"], "C": ["bolt 1"]}),
    "TD20": Case("A 115: A 60, B 30, C 29", refused="T54"),
    "TD21": Case("A 100: A 119, B 1, C 0", refused="T53"),
    "TD22": Case("A 120: A 70, B 50, C 0 ♠", refused="T57"),
    "TD23": Case("A 120: A 70, B 50, C 0 ♠", took="C",
                 written={"A": -120, "B": 50, "C": 40}, marks={}),
    "TD24": Case("A 105: A 60 ♣, B 40 ♣, C 20", refused="T56"),
    "TD25": Case("A 102: A 60, B 40, C 20", refused="T52"),
    "TD26": Case("A 120: A 60 (50), B 40, C 20", refused="T56"),
    "TD27": Case("A 120: B 60, C 40, D 20", players="ABCD", refused="T51"),
    "TD28": Case("B 120: A 10, B 80, C 30, D 0", players="ABCD", refused="T53"),
    "TD29": Case("A 100 conceded: A 60, B 40, C 20", refused="T55"),
    "TD30": Case("A 405: A 120 ♥♦♣♠", refused="T52"),
    "TG15": Case("A 120: A 80 ♠, B 40, C 0", start={"A": on_barrel(), "B": at_(860)},
                 totals={"A": 1000, "B": 880, "C": 0}, won="A",
                 marks={"B": ["barrel"], "C": ["bolt 1"]}),
}

OPTIONS = {
    "TO1": Case("A 120: A 75, B 45, C 0", {"rounding": "10"},
                written={"A": -120, "B": 50, "C": 0}, marks={"C": ["bolt 1"]}),
    "TO2": Case("A 120: A 62, B 43, C 15", {"rounding": "none"},
                written={"A": -120, "B": 43, "C": 15}),
    "TO3": Case("A 115: A 60, B 40, C 20", {"bid_step": 10}, refused="T52"),
    "TO4": Case("A 320: A 120 aces, B 0, C 0", {"ace_marriage": "200"},
                written={"A": 320, "B": 0, "C": 0}, marks={"B": ["bolt 1"], "C": ["bolt 1"]}),
    "TO5": Case("A 110 conceded", {"concede": "off"}, refused="T55"),
    "TO6": Case("B 120: B 70 ♥, C 30, D 20", {"sitter": "talon"}, players="ABCD",
                talon=(23, 60), written={"A": 85, "B": 120, "C": 30, "D": 20}),
    "TO7": Case("A 120: A 80 ♠, B 20, C 20", {"target": 1001}, start={"A": on_barrel()},
                written={"A": NOTHING, "B": 20, "C": 20}, totals={"A": 880},
                marks={"A": ["try 1"]}),
    "TO8": Case("A 300: A 120 ♥♦♣, B 0, C 0", {"barrel_jump": "yes"}, start={"A": at_(720)},
                totals={"A": 1020}, won="A", marks={"B": ["bolt 1"], "C": ["bolt 1"]}),
    "TO9": Case("A 130: A 62 ♦, B 40, C 18", {"barrel_bump": "off"},
                start={"B": at_(860), "C": on_barrel()}, totals={"B": 880, "C": 880},
                marks={"B": ["barrel"], "C": ["try 1"]},
                standing={"B": {"barrel": True}, "C": {"barrel": True, "tries": 1}}),
    "TO10": Case("B 120: A 30, B 72 ♠, C 18", {"barrel_falls": "off"},
                 start={"A": on_barrel(tries=2, falls=2)}, totals={"A": 760},
                 marks={"A": ["try 3", "fall 3"]}, standing={"A": {"falls": 3}}),
    "TO11": Case("A 120: A 70, B 30, C 20", {"failed_bid_bolt": "yes"},
                 written={"A": -120, "B": 30, "C": 20}, marks={"A": ["bolt 1"]}),
    "TO12": Case("A 120: A 70, B 30, C 20", {"dump_truck": "both"}, start={"A": at_(-435)},
                 totals={"A": 0}, marks={"A": ["dump"]}),
    "TO13": Case("B 100: A 20, B 77, C 23", {"dump_truck": "off"}, start={"A": at_(535)},
                 totals={"A": 555}, marks={}),
    "TO14": Case("A 120: A 70 ♣, B 40", players="AB", written={"A": 120, "B": 40}),
    "TO15": Case("A 130 conceded", {"concede": "60"}, written={"A": -130, "B": 60, "C": 60}),
    "TO16": Case("A 130: A 60, B 40, C 20", {"barrel_fail": "try"}, start={"A": on_barrel()},
                 written={"A": NOTHING, "B": 40, "C": 20}, totals={"A": 880},
                 marks={"A": ["try 1"]}),
    "TO16 by default": Case("A 130: A 60, B 40, C 20", start={"A": on_barrel()},
                            totals={"A": 750}, marks={"A": ["fall 1"]}),
    "TO17": Case("A 100: A 100, B 5, C 15", {"bolts": "row"}, start={"C": at_(0, bolts=2)},
                 written={"A": 100, "B": 5, "C": 15}, marks={}, standing={"C": {"bolts": 0}}),
    "TO17 by default": Case("A 100: A 100, B 5, C 15", start={"C": at_(0, bolts=2)},
                            marks={}, standing={"C": {"bolts": 2}}),
    "TO18": Case("A 100: A 100, B 18, C 2", {"bolt": "no_trick"},
                 written={"A": 100, "B": 20, "C": 0}, marks={}, standing={"C": {"bolts": 0}}),
}


def marks_of(step: Any) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for m in step.marks:
        found.setdefault(m.player, []).append(f"{m.kind} {m.count}" if m.count else m.kind)
    return found


def written_of(step: Any, players: str) -> dict[str, int | None]:
    return {p: dict(step.points).get(p) for p in players}


@pytest.mark.parametrize("case", [*ONE_DEAL.values(), *OPTIONS.values()],
                         ids=[*ONE_DEAL, *OPTIONS])
def test_one_deal_by_the_fold(case: Case) -> None:
    """The deal written at the table the case starts from, the first player dealing."""
    players = tuple(case.players)
    state = {p: case.start.get(p, (0, Standing()))[1] for p in players}
    totals = {p: case.start.get(p, (0, Standing()))[0] for p in players}
    at = At(ThousandRules(**case.options), players, players[0], 1, totals, state)
    made = deal(case.deal, case.took, case.talon)
    if case.refused:
        with pytest.raises(RuleViolation) as e:
            GAME.fold.write(at, made)
        assert e.value.rule == case.refused
        return
    step = GAME.fold.write(at, made)
    if case.written is not None:
        assert written_of(step, case.players) == case.written
    for p, total in (case.totals or {}).items():
        assert dict(step.totals)[p] == total, p
    if case.marks is not None:
        assert marks_of(step) == case.marks
    assert step.won == case.won
    for p, fields in case.standing.items():
        assert {k: getattr(step.state[p], k) for k in fields} == fields, p


# -- whole games -------------------------------------------------------------------------

BIG = "A 300: A 100 ♥♦♣, B 12, C 8"
BIGB = "B 300: A 12, B 100 ♥♦♣, C 8"
TG3 = [BIG, BIG, BIG, "A 120: A 80 ♠, B 25, C 15"]
TG4 = [BIG, BIG, BIG, "B 100: A 20, B 80, C 20", "C 100: A 30, B 20, C 70",
       "B 110: A 25, B 75, C 20"]
TG8 = ["A 200: A 100 ♥, B 10, C 10", "A 200: A 100 ♥, B 10, C 10", "B 100: A 20, B 80, C 20",
       "A 125: A 100 ♠, B 10, C 10", "A 105: A 60 ♣, B 40, C 20", "C 100: A 20, B 30, C 70"]
TG7 = [*TG4, "A 120: A 80 ♠, B 20, C 20", "A 200: A 60 ♥, B 40, C 20",
       "A 200: A 100 ♥, B 10, C 10", "A 240: A 100 ♥, B 10, C 10"]

# id: (deals, players, each player's total after each deal, winner, marks after each deal)
GAMES = {
    "TG1": (["A 120: A 70 ♥, B 30, C 20", "B 100: A 43, B 57, C 20",
             "C 125: A 20, B 15, C 85 ♣", "A 110: A 58, B 40, C 22"], "ABC",
            {"A": [120, 165, 185, 75], "B": [30, -70, -55, -15], "C": [20, 40, 165, 185]},
            None, {}),
    "TG2": (["A 100: A 100, B 20, C 0"] * 2 + ["B 100: A 100, B 20, C 0",
                                               "A 100: A 100, B 20, C 0"], "ABC",
            {"C": [0, 0, -120, -120]}, None,
            {"C": [["bolt 1"], ["bolt 2"], ["bolt 3"], ["bolt 1"]]}),
    "TG3": (TG3, "ABC", {"A": [300, 600, 880, 1000], "B": [10, 20, 30, 55],
                         "C": [10, 20, 30, 45]}, "A", {"A": [[], [], ["barrel"], []]}),
    "TG4": (TG4, "ABC", {"A": [300, 600, 880, 880, 880, 760]}, None,
            {"A": [[], [], ["barrel"], ["try 1"], ["try 2"], ["try 3", "fall 1"]]}),
    "TG5": ([BIG, BIG, BIG, "A 150: A 60 ♦, B 40, C 20"], "ABC", {"A": [300, 600, 880, 730]},
            None, {"A": [[], [], ["barrel"], ["fall 1"]]}),
    "TG6": ([BIG] * 3 + [BIGB] * 3, "ABC", {"A": [300, 600, 880, 880, 880, 760],
                                            "B": [10, 20, 30, 330, 630, 880]}, None,
            {"A": [[], [], ["barrel"], ["try 1"], ["try 2"], ["try 3", "fall 1"]],
             "B": [[], [], [], [], [], ["barrel"]]}),
    "TG7": (TG7, "ABC", {"A": [300, 600, 880, 880, 880, 760, 880, 680, 880, 0]}, None,
            {"A": [[], [], ["barrel"], ["try 1"], ["try 2"], ["try 3", "fall 1"], ["barrel"],
                   ["fall 2"], ["barrel"], ["fall 3", "zero"]]}),
    "TG8": (TG8, "ABC", {"A": [200, 400, 420, 545, 650, 670]}, None, {"A": [[]] * 6}),
    "TG9": ([*TG8[:4], "B 120: A 10, B 90 ♠, C 20"], "ABC", {"A": [200, 400, 420, 545, 0]},
            None, {"A": [[], [], [], [], ["dump"]]}),
    "TG10": (["B 120: B 70 ♥, C 30, D 20", "C 100: A 40, C 60, D 20", "A 100: A 100, B 15, D 5"],
             "ABCD", {"A": [0, 40, 140], "B": [120, 120, 135], "C": [30, -70, -70],
                      "D": [20, 40, 45]}, None, {"D": [[], [], []]}),
}


def session(deals: list[str], players: str = "ABC", **options: Any) -> Any:
    return Session(title="t", created=datetime(2026, 12, 1), players=tuple(players),
                   rules=ThousandRules(**options), events=tuple(deal(d) for d in deals),
                   game="thousand")


def check_game(sheet: Any, totals: dict[str, list[int]], winner: str | None,
               marks: dict[str, list[list[str]]], to_name: Any = lambda p: p) -> None:
    for p, each in totals.items():
        assert [dict(r.totals)[to_name(p)] for r in sheet.records] == each, p
    for p, each in marks.items():
        assert [[f"{m.kind} {m.count}" if m.count else m.kind for m in r.marks
                 if m.player == to_name(p)] for r in sheet.records] == each, p
    assert sheet.winner == (to_name(winner) if winner else None)


@pytest.mark.parametrize(("deals", "players", "totals", "winner", "marks"), GAMES.values(),
                         ids=list(GAMES))
def test_whole_game_by_the_replay(deals, players, totals, winner, marks) -> None:
    check_game(GAME.fold.replay(session(deals, players)), totals, winner, marks)


def test_tg10_the_dealer_sits_out_and_the_deal_passes_on() -> None:
    """T1, T2: A, B, C deal and sit out the three deals; D deals next."""
    sheet = GAME.fold.replay(session(GAMES["TG10"][0], "ABCD"))
    assert [r.dealer for r in sheet.records] == ["A", "B", "C"] and sheet.next_dealer == "D"
    assert sheet.records[-1].points == (("A", 100), ("B", 15), ("D", 5))  # C writes nothing


@pytest.mark.parametrize(("deals", "options", "stake", "money"), [
    pytest.param(TG3, {}, "5", {"A": "10.00", "B": "-5.00", "C": "-5.00"}, id="TG11"),
    pytest.param(TG3, {"settle": "difference"}, "1", {"A": "19.00", "B": "-9.45", "C": "-9.55"},
                 id="TG12"),
    pytest.param([BIG], {}, "1", {"A": "0.00", "B": "0.00", "C": "0.00"}, id="TG14")])
def test_money(deals, options, stake, money) -> None:
    sheet = GAME.fold.replay(session(deals, **options))
    settled = GAME.fold.settle(sheet, Decimal(stake))
    assert {p: Decimal(c) / 100 for p, c in settled.cents} == {p: Decimal(m) for p, m in money.items()}


def test_tg13_no_deal_after_the_win() -> None:
    with pytest.raises(EventError) as e:
        GAME.fold.replay(session([*TG3, "A 100: A 100, B 10, C 10"]))
    assert (e.value.number, e.value.rule) == (5, "T59")
    sheet = GAME.fold.replay(session([*TG3, "A 100: A 100, B 10, C 10"]), keep_going=True)
    assert len([r for r in sheet.records if r.round]) == 4 and sheet.winner == "A"


# -- through the command line -------------------------------------------------------------

def new(players: str = "ABC", *rules: str, stake: str = "1") -> None:
    ok("new", "game", "--game", "thousand", "--players", ",".join(NAMES[p] for p in players),
       "--stake", stake, *(w for r in rules for w in ("--rule", r)))


def sheet_json() -> dict[str, Any]:
    return json.loads(ok("sheet", "--json").stdout)


FROM_NOTHING = [k for k, c in {**ONE_DEAL, **OPTIONS}.items() if not c.start]


@pytest.mark.parametrize("case_id", FROM_NOTHING)
def test_one_deal_through_the_command_line(sessions_dir, case_id: str) -> None:
    case = {**ONE_DEAL, **OPTIONS}[case_id]
    new(case.players, *(f"{k}={v}" for k, v in case.options.items()))
    args = typed(case.deal, case.took, ":".join(map(str, case.talon)) if case.talon else "")
    if case.refused:
        before = (sessions_dir / "game.toml").read_bytes()
        r = refused(1, *args)
        assert f"({case.refused})" in r.stderr, r.stderr
        assert (sessions_dir / "game.toml").read_bytes() == before
        return
    data = json.loads(ok(*args, "--json").stdout)
    log = json.loads(ok("log", "--json").stdout)["events"][-1]
    if case.written is not None:
        assert log["points"] == {NAMES[p]: n for p, n in case.written.items() if n is not None}
    if case.marks is not None:
        got: dict[str, list[str]] = {}
        for m in log["marks"]:
            got.setdefault(m["player"], []).append(
                f"{m['kind']} {m['count']}" if m["count"] else m["kind"])
        assert got == named(case.marks)
    for p, fields in case.standing.items():
        assert {k: data["standing"][NAMES[p]][k] for k in fields} == fields


@pytest.mark.parametrize("game_id", ["TG1", "TG2", "TG3", "TG7", "TG9", "TG10"])
def test_whole_game_through_the_command_line(sessions_dir, game_id: str) -> None:
    deals, players, totals, winner, marks = GAMES[game_id]
    new(players)
    for d in deals:
        ok(*typed(d))
    sheet = GAME.fold.replay(parse((sessions_dir / "game.toml").read_text(encoding="utf-8")))
    check_game(sheet, totals, winner, marks, NAMES.__getitem__)
    data = sheet_json()
    assert data["totals"] == {NAMES[p]: each[-1] for p, each in totals.items()} | {
        k: v for k, v in data["totals"].items() if k not in named(totals)}
    assert data["winner"] == (NAMES[winner] if winner else None)


@pytest.mark.parametrize(("game_id", "options", "stake", "money"), [
    ("TG11", (), "5", {"Anna": "10.00", "Boris": "-5.00", "Vera": "-5.00"}),
    ("TG12", ("settle=difference",), "1", {"Anna": "19.00", "Boris": "-9.45", "Vera": "-9.55"}),
    ("TG14", (), "1", {"Anna": "0.00", "Boris": "0.00", "Vera": "0.00"})])
def test_money_through_the_command_line(sessions_dir, game_id, options, stake, money) -> None:
    new("ABC", *options, stake=stake)
    for d in TG3 if game_id != "TG14" else [BIG]:
        ok(*typed(d))
    assert json.loads(ok("settle", "--json").stdout)["money"] == money


def test_tg13_through_the_command_line(sessions_dir) -> None:
    new()
    for d in TG3:
        ok(*typed(d))
    before = (sessions_dir / "game.toml").read_bytes()
    refused(1, *typed("A 100: A 100, B 10, C 10"), words=["(T59)"])
    assert (sessions_dir / "game.toml").read_bytes() == before
    assert len(json.loads(ok("log", "--json").stdout)["events"]) == 4
