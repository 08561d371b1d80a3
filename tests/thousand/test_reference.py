"""The independent model of Тысяча (tests/thousand/reference.py) against every worked case of
the game's rules document (vintscore/games/thousand/thousand.en.md: TD1–TD30, TG1–TG15,
TO1–TO18, worked by hand), the expected values typed from it; and a few properties (money sums to zero, a refused deal changes nothing,
the barrel's invariants) over random games.

Marks (bolt, on barrel, try n, fell, zeroed, dump truck, won) are checked exactly for every
one-deal case: where the file says nothing of them they were worked by hand from T20–T35
(a written 0 is a bolt), and each such case says so."""
from __future__ import annotations

import importlib.util
import sys
from dataclasses import asdict, dataclass, field
from decimal import Decimal
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st


def _load_reference() -> ModuleType:
    """tests/bridge has a reference.py too, and no test folder is a package: imported as
    `reference`, one would shadow the other in a whole run. So this one has its own name."""
    name = "thousand_reference"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name("reference.py"))
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # before running it: dataclasses look their module up
        spec.loader.exec_module(module)
    return sys.modules[name]


ref = _load_reference()
Deal, Game, PlayerState, Refused, Rules = ref.Deal, ref.Game, ref.PlayerState, ref.Refused, ref.Rules
settle = ref.settle

# -- the examples' notation ----------------------------------------------------------------------

SUITS = {"♠": 40, "♣": 60, "♦": 80, "♥": 100}


def deal(text: str, *, trick: str = "", talon: tuple[int, int | None] | None = None) -> Any:
    """A deal as the examples write it: `A 120: A 70 ♥, B 30, C 20` (A declares 120; card
    points; marriages by suit), `A 110 conceded`; `aces` is the ace marriage (200) and `(50)`
    any value. trick: the players marked as having taken a trick; talon: (points, marriage)."""
    head, _, rest = text.partition(":")
    words = head.split()
    declarer, bid, conceded = words[0], int(words[1]), words[2:] == ["conceded"]
    points: dict[str, int] = {}
    marriages: dict[str, tuple[int, ...]] = {}
    for part in rest.split(","):
        player, *entry = part.split() or [""]
        if not player:
            continue
        points[player] = int(entry[0])
        values: list[int] = []
        for word in entry[1:]:
            if word == "aces":
                values.append(200)
            elif word.startswith("("):
                values.append(int(word.strip("()")))
            else:
                values.extend(SUITS[suit] for suit in word)
        if values:
            marriages[player] = tuple(values)
    return Deal(declarer, bid, points, marriages, frozenset(trick), conceded, talon)


def on_barrel(tries: int = 0, falls: int = 0) -> Any:
    return PlayerState(total=880, on_barrel=True, tries=tries, falls=falls)


def at(total: int, bolts: int = 0) -> Any:
    return PlayerState(total=total, bolts=bolts)


BIG = "A 300: A 100 ♥♦♣, B 12, C 8"
BIGB = "B 300: A 12, B 100 ♥♦♣, C 8"
TG3 = [BIG, BIG, BIG, "A 120: A 80 ♠, B 25, C 15"]
TG4 = [BIG, BIG, BIG, "B 100: A 20, B 80, C 20", "C 100: A 30, B 20, C 70",
       "B 110: A 25, B 75, C 20"]
TG8 = ["A 200: A 100 ♥, B 10, C 10", "A 200: A 100 ♥, B 10, C 10", "B 100: A 20, B 80, C 20",
       "A 125: A 100 ♠, B 10, C 10", "A 105: A 60 ♣, B 40, C 20", "C 100: A 20, B 30, C 70"]
TD13 = "B 120: A 30, B 72 ♠, C 18"
TD15 = "B 100: A 20, B 77, C 23"
TD17 = "A 130: A 62 ♦, B 40, C 18"


@dataclass
class Row:
    """One worked case: its deals in order, and what the file says of them (checked when
    given). The last deal is refused when `refused` names a rule."""
    deals: list[Any]
    rules: Any = None
    players: str = "ABC"
    start: dict[str, Any] = field(default_factory=dict)
    refused: str | None = None
    written: dict[str, int | None] | None = None  # the last deal's, every player
    marks: dict[str, tuple[str, ...]] | None = None  # the last deal's; players left out: none
    totals: dict[str, int] | None = None  # after the last deal, the players named
    state: dict[str, dict[str, Any]] | None = None  # after the last deal: player -> fields
    each: dict[tuple[str, str], list[Any]] | None = None  # (player, field) after each deal
    marks_each: dict[str, list[tuple[str, ...]]] | None = None  # player -> marks, each deal
    sitters: list[str | None] | None = None  # each deal's sitter
    next_dealer: str | None = None
    winner: str | None = None  # always checked: None unless the file says who won
    played: int | None = None  # deals on the sheet


def D(text: str, **kw: Any) -> list[Any]:  # a one-deal row's deals
    return [deal(text, **kw)]


def G(*texts: str) -> list[Any]:  # a game's deals
    return [deal(t) for t in texts]


ONE_DEAL = {
    "TD1": Row(D("A 120: A 70 ♥, B 30, C 20"), written={"A": 120, "B": 30, "C": 20}, marks={}),
    "TD2": Row(D("A 120: A 62, B 42, C 16"), written={"A": -120, "B": 40, "C": 15}, marks={}),
    "TD3": Row(D("B 100: A 43, B 57, C 20"), written={"A": 45, "B": -100, "C": 20}, marks={}),
    "TD4": Row(D("A 160: A 60 ♥, B 48 ♠, C 12"), written={"A": 160, "B": 90, "C": 10},
               marks={}),
    "TD5": Row(D("C 215: A 22 ♠, B 10, C 88 ♦♣"), written={"A": 60, "B": 10, "C": 215},
               marks={}),
    "TD6": Row(D("A 110 conceded"), written={"A": -110, "B": 55, "C": 55}, marks={}),
    "TD7": Row(D("A 100: A 100, B 18, C 2"), written={"A": 100, "B": 20, "C": 0},
               marks={"C": ("bolt",)}, state={"C": {"bolts": 1}}),
    "TD8": Row(D("A 100: A 100, B 20, C 0"), start={"C": at(200, bolts=2)},
               written={"A": 100, "B": 20, "C": 0}, totals={"C": 80},
               marks={"C": ("bolt", "third bolt")}, state={"C": {"bolts": 0}}),
    "TD9": Row(D("B 140: A 15, B 80 ♣, C 25"), start={"B": at(740)},
               written={"A": 15, "B": 140, "C": 25}, totals={"B": 880},
               marks={"B": ("on barrel",)}, state={"B": {"on_barrel": True, "tries": 0}}),
    "TD10": Row(D("A 120: A 75 ♣, B 35, C 10"), start={"B": at(860)},
                written={"A": 120, "B": 35, "C": 10}, totals={"B": 880},
                marks={"B": ("on barrel",)}, state={"B": {"on_barrel": True}}),
    "TD11": Row(D("A 125: A 85 ♦, B 20, C 15"), start={"A": on_barrel()},
                written={"A": 125, "B": 20, "C": 15}, totals={"A": 1005}, winner="A",
                marks={"A": ("won",)}, state={"A": {"on_barrel": False}}),
    "TD12": Row(D("A 100: A 100, B 10, C 10"), start={"A": on_barrel(tries=1)},
                written={"A": None, "B": 10, "C": 10}, totals={"A": 880},
                marks={"A": ("try 2",)}, state={"A": {"on_barrel": True, "tries": 2}}),
    "TD13": Row(D(TD13), start={"A": on_barrel(tries=2)},
                written={"A": None, "B": -120, "C": 20}, totals={"A": 760},
                marks={"A": ("try 3", "fell")}, state={"A": {"on_barrel": False, "falls": 1}}),
    "TD14": Row(D("A 125: A 70 ♠, B 30, C 20"), start={"A": on_barrel()},
                written={"A": -125, "B": 30, "C": 20}, totals={"A": 755},
                marks={"A": ("fell",)}, state={"A": {"on_barrel": False, "falls": 1}}),
    "TD15": Row(D(TD15), start={"A": at(535)}, written={"A": 20, "B": -100, "C": 25},
                totals={"A": 0}, marks={"A": ("dump truck",)}),
    "TD16": Row(D("C 120: A 40, B 50, C 30"), start={"C": at(675)},
                written={"A": 40, "B": 50, "C": -120}, totals={"C": 0},
                marks={"C": ("dump truck",)}),
    "TD17": Row(D(TD17), start={"B": at(860), "C": on_barrel()},
                written={"A": 130, "B": 40, "C": None}, totals={"A": 130, "B": 880, "C": 760},
                marks={"B": ("on barrel",), "C": ("try 1", "fell")},
                state={"B": {"on_barrel": True}, "C": {"on_barrel": False, "falls": 1}}),
    "TD18": Row(D(TD13), start={"A": on_barrel(tries=2, falls=2)}, totals={"A": 0},
                marks={"A": ("try 3", "fell", "zeroed")},
                state={"A": {"on_barrel": False, "falls": 0}}),
    "TD19": Row(D("A 300: A 120 ♥♦♣, B 0, C 0"), start={"A": at(600)},
                written={"A": 300, "B": 0, "C": 0}, totals={"A": 880},
                marks={"A": ("on barrel",), "B": ("bolt",), "C": ("bolt",)}),
    "TD20": Row(D("A 115: A 60, B 30, C 29"), refused="T54"),
    "TD21": Row(D("A 100: A 119, B 1, C 0"), refused="T53"),
    "TD22": Row(D("A 120: A 70, B 50, C 0 ♠"), refused="T57"),
    "TD23": Row(D("A 120: A 70, B 50, C 0 ♠", trick="C"),
                written={"A": -120, "B": 50, "C": 40}, marks={}),
    "TD24": Row(D("A 105: A 60 ♣, B 40 ♣, C 20"), refused="T56"),
    "TD25": Row(D("A 102: A 60, B 40, C 20"), refused="T52"),
    "TD26": Row(D("A 120: A 60 (50), B 40, C 20"), refused="T56"),
    "TD27": Row(D("A 120: B 60, C 40, D 20"), players="ABCD", refused="T51"),
    "TD28": Row(D("B 120: A 10, B 80, C 30, D 0"), players="ABCD", refused="T53"),
    "TD29": Row(D("A 100 conceded: A 60, B 40, C 20"), refused="T55"),
    "TD30": Row(D("A 405: A 120 ♥♦♣♠"), refused="T52"),
}

WHOLE_GAMES = {
    "TG1": Row(G("A 120: A 70 ♥, B 30, C 20", "B 100: A 43, B 57, C 20",
                 "C 125: A 20, B 15, C 85 ♣", "A 110: A 58, B 40, C 22"),
               each={("A", "total"): [120, 165, 185, 75], ("B", "total"): [30, -70, -55, -15],
                     ("C", "total"): [20, 40, 165, 185]}),
    "TG2": Row(G("A 100: A 100, B 20, C 0", "A 100: A 100, B 20, C 0",
                 "B 100: A 100, B 20, C 0", "A 100: A 100, B 20, C 0"),
               each={("C", "total"): [0, 0, -120, -120], ("C", "bolts"): [1, 2, 0, 1]},
               marks_each={"C": [("bolt",), ("bolt",), ("bolt", "third bolt"), ("bolt",)]}),
    "TG3": Row(G(*TG3), winner="A",
               each={("A", "total"): [300, 600, 880, 1000], ("B", "total"): [10, 20, 30, 55],
                     ("C", "total"): [10, 20, 30, 45]},
               marks_each={"A": [(), (), ("on barrel",), ("won",)]}),
    "TG4": Row(G(*TG4), each={("A", "total"): [300, 600, 880, 880, 880, 760]},
               marks_each={"A": [(), (), ("on barrel",), ("try 1",), ("try 2",),
                                 ("try 3", "fell")]}),
    "TG5": Row(G(BIG, BIG, BIG, "A 150: A 60 ♦, B 40, C 20"),
               each={("A", "total"): [300, 600, 880, 730]},
               marks_each={"A": [(), (), ("on barrel",), ("fell",)]},
               state={"A": {"on_barrel": False}}),
    "TG6": Row(G(BIG, BIG, BIG, BIGB, BIGB, BIGB),
               each={("A", "total"): [300, 600, 880, 880, 880, 760],
                     ("B", "total"): [10, 20, 30, 330, 630, 880]},
               marks_each={"A": [(), (), ("on barrel",), ("try 1",), ("try 2",),
                                 ("try 3", "fell")],
                           "B": [(), (), (), (), (), ("on barrel",)]},
               state={"A": {"on_barrel": False, "falls": 1}, "B": {"on_barrel": True}}),
    "TG7": Row(G(*TG4, "A 120: A 80 ♠, B 20, C 20", "A 200: A 60 ♥, B 40, C 20",
                 "A 200: A 100 ♥, B 10, C 10", "A 240: A 100 ♥, B 10, C 10"),
               each={("A", "total"): [300, 600, 880, 880, 880, 760, 880, 680, 880, 0],
                     ("A", "falls"): [0, 0, 0, 0, 0, 1, 1, 2, 2, 0]},
               marks_each={"A": [(), (), ("on barrel",), ("try 1",), ("try 2",),
                                 ("try 3", "fell"), ("on barrel",), ("fell",), ("on barrel",),
                                 ("fell", "zeroed")]}),
    "TG8": Row(G(*TG8), each={("A", "total"): [200, 400, 420, 545, 650, 670]},
               marks_each={"A": [()] * 6}),
    "TG9": Row(G(*TG8[:4], "B 120: A 10, B 90 ♠, C 20"),
               each={("A", "total"): [200, 400, 420, 545, 0]},
               marks_each={"A": [(), (), (), (), ("dump truck",)]}),
    "TG10": Row(G("B 120: B 70 ♥, C 30, D 20", "C 100: A 40, C 60, D 20",
                  "A 100: A 100, B 15, D 5"), players="ABCD",
                each={("A", "total"): [0, 40, 140], ("B", "total"): [120, 120, 135],
                      ("C", "total"): [30, -70, -70], ("D", "total"): [20, 40, 45]},
                written={"A": 100, "B": 15, "C": None, "D": 5}, marks={},
                sitters=["A", "B", "C"], next_dealer="D"),
    "TG13": Row(G(*TG3, "A 100: A 100, B 10, C 10"), refused="T59", winner="A", played=4),
    "TG15": Row(D("A 120: A 80 ♠, B 40, C 0"), start={"A": on_barrel(), "B": at(860)},
                totals={"A": 1000, "B": 880, "C": 0}, winner="A",
                marks={"A": ("won",), "B": ("on barrel",), "C": ("bolt",)},
                state={"A": {"on_barrel": False}, "B": {"on_barrel": True},
                       "C": {"bolts": 1}}),
}

OPTIONS = {
    "TO1": Row(D("A 120: A 75, B 45, C 0"), Rules(rounding="10"),
               written={"A": -120, "B": 50, "C": 0}, marks={"C": ("bolt",)}),
    "TO2": Row(D("A 120: A 62, B 43, C 15"), Rules(rounding="none"),
               written={"A": -120, "B": 43, "C": 15}, marks={}),
    "TO3": Row(D("A 115: A 60, B 40, C 20"), Rules(bid_step=10), refused="T52"),
    # B's and C's bolts are by hand (T20: each writes 0); the file speaks of A only
    "TO4": Row(D("A 320: A 120 aces, B 0, C 0"), Rules(ace_marriage="200"),
               written={"A": 320, "B": 0, "C": 0}, marks={"B": ("bolt",), "C": ("bolt",)}),
    "TO5": Row(D("A 110 conceded"), Rules(concede="off"), refused="T55"),
    "TO6": Row(D("B 120: B 70 ♥, C 30, D 20", talon=(23, 60)), Rules(sitter="talon"),
               players="ABCD", written={"A": 85, "B": 120, "C": 30, "D": 20}, marks={}),
    "TO7": Row(D("A 120: A 80 ♠, B 20, C 20"), Rules(target=1001), start={"A": on_barrel()},
               written={"A": None, "B": 20, "C": 20}, totals={"A": 880},
               marks={"A": ("try 1",)}, state={"A": {"on_barrel": True, "tries": 1}}),
    # B's and C's bolts are by hand (T20: each writes 0)
    "TO8": Row(D("A 300: A 120 ♥♦♣, B 0, C 0"), Rules(barrel_jump=True), start={"A": at(720)},
               totals={"A": 1020}, winner="A",
               marks={"A": ("won",), "B": ("bolt",), "C": ("bolt",)},
               state={"A": {"on_barrel": False}}),
    "TO9": Row(D(TD17), Rules(barrel_bump=False), start={"B": at(860), "C": on_barrel()},
               totals={"B": 880, "C": 880}, marks={"B": ("on barrel",), "C": ("try 1",)},
               state={"B": {"on_barrel": True}, "C": {"on_barrel": True, "tries": 1}}),
    "TO10": Row(D(TD13), Rules(barrel_falls="off"), start={"A": on_barrel(tries=2, falls=2)},
                totals={"A": 760}, marks={"A": ("try 3", "fell")},
                state={"A": {"on_barrel": False, "falls": 3}}),
    "TO11": Row(D("A 120: A 70, B 30, C 20"), Rules(failed_bid_bolt=True),
                written={"A": -120, "B": 30, "C": 20}, marks={"A": ("bolt",)},
                state={"A": {"bolts": 1}}),
    "TO12": Row(D("A 120: A 70, B 30, C 20"), Rules(dump_truck="both"), start={"A": at(-435)},
                written={"A": -120, "B": 30, "C": 20}, totals={"A": 0},
                marks={"A": ("dump truck",)}),
    "TO13": Row(D(TD15), Rules(dump_truck="off"), start={"A": at(535)}, totals={"A": 555},
                marks={}),
    "TO14": Row(D("A 120: A 70 ♣, B 40"), players="AB", written={"A": 120, "B": 40}, marks={}),
    "TO15": Row(D("A 130 conceded"), Rules(concede="60"), written={"A": -130, "B": 60, "C": 60},
                marks={}),
    "TO16": Row(D("A 130: A 60, B 40, C 20"), Rules(barrel_fail="try"), start={"A": on_barrel()},
                written={"A": None, "B": 40, "C": 20}, totals={"A": 880},
                marks={"A": ("try 1",)}, state={"A": {"on_barrel": True, "tries": 1}}),
    "TO16 default": Row(D("A 130: A 60, B 40, C 20"), start={"A": on_barrel()},
                        written={"A": -130, "B": 40, "C": 20}, totals={"A": 750},
                        marks={"A": ("fell",)}, state={"A": {"on_barrel": False}}),
    "TO17": Row(D("A 100: A 100, B 5, C 15"), Rules(bolts="row"), start={"C": at(0, bolts=2)},
                written={"A": 100, "B": 5, "C": 15}, marks={}, state={"C": {"bolts": 0}}),
    "TO17 default": Row(D("A 100: A 100, B 5, C 15"), start={"C": at(0, bolts=2)},
                        written={"A": 100, "B": 5, "C": 15}, marks={}, state={"C": {"bolts": 2}}),
    "TO18": Row(D("A 100: A 100, B 18, C 2"), Rules(bolt="no_trick"),
                written={"A": 100, "B": 20, "C": 0}, marks={}, state={"C": {"bolts": 0}}),
}


def snapshot(game: Any) -> tuple[Any, ...]:
    """Everything a deal may change."""
    return ({p: asdict(s) for p, s in game.state.items()}, len(game.history), game.dealer,
            game.winner)


def run(row: Row) -> Any:
    """Play the row's deals and check what the file says of them."""
    game = Game(tuple(row.players), row.rules, start=row.start)
    records = []
    for i, d in enumerate(row.deals):
        if row.refused and i == len(row.deals) - 1:
            before = snapshot(game)
            with pytest.raises(Refused) as refusal:
                game.play(d)
            assert refusal.value.rule_id == row.refused, refusal.value.message
            assert snapshot(game) == before  # nothing written
        else:
            records.append(game.play(d))
    if row.written is not None:
        assert game.last.written == row.written
    if row.marks is not None:
        assert game.last.marks == {p: row.marks.get(p, ()) for p in row.players}
    for p, total in (row.totals or {}).items():
        assert game.totals[p] == total, p
    for p, fields in (row.state or {}).items():
        for name, value in fields.items():
            assert getattr(game.state[p], name) == value, (p, name)
    for (p, name), values in (row.each or {}).items():
        assert [getattr(r.states[p], name) for r in records] == values, (p, name)
    for p, marks in (row.marks_each or {}).items():
        assert [r.marks[p] for r in records] == marks, p
    if row.sitters is not None:
        assert [r.sitter for r in records] == row.sitters
    if row.next_dealer is not None:
        assert game.dealer == row.next_dealer
    if row.played is not None:
        assert len(game.history) == row.played
    assert game.winner == row.winner
    assert game.over == (row.winner is not None)
    return game


@pytest.mark.parametrize("row", list(ONE_DEAL.values()), ids=list(ONE_DEAL))
def test_one_deal(row: Row) -> None:
    run(row)


@pytest.mark.parametrize("row", list(WHOLE_GAMES.values()), ids=list(WHOLE_GAMES))
def test_whole_game(row: Row) -> None:
    run(row)


@pytest.mark.parametrize("row", list(OPTIONS.values()), ids=list(OPTIONS))
def test_option(row: Row) -> None:
    run(row)


MONEY = {
    "TG11": (G(*TG3), Rules(), Decimal(5), {"A": "10.00", "B": "-5.00", "C": "-5.00"}),
    "TG12": (G(*TG3), Rules(settle="difference"), Decimal(1),
             {"A": "19.00", "B": "-9.45", "C": "-9.55"}),
    "TG14": (G(BIG), Rules(), Decimal(1), {"A": "0.00", "B": "0.00", "C": "0.00"}),
}


@pytest.mark.parametrize(("deals", "rules", "stake", "money"), list(MONEY.values()),
                         ids=list(MONEY))
def test_money(deals: list[Any], rules: Any, stake: Decimal, money: dict[str, str]) -> None:
    game = Game("ABC", rules)
    for d in deals:
        game.play(d)
    assert settle(game, stake) == {p: Decimal(m) for p, m in money.items()}


# -- the small rules, by THOUSAND.md's own examples ------------------------------------------------

@pytest.mark.parametrize(("counted", "rounding", "written"), [
    (42, "5", 40), (43, "5", 45), (57, "5", 55), (58, "5", 60), (51, "5", 50), (53, "5", 55),
    (2, "5", 0), (0, "5", 0), (45, "10", 50), (44, "10", 40), (43, "none", 43)])
def test_t11_rounding(counted: int, rounding: str, written: int) -> None:
    assert ref.round_points(counted, rounding) == written


@pytest.mark.parametrize(("bid", "rounding", "share"),
                         [(100, "5", 50), (105, "5", 55), (120, "5", 60), (105, "10", 55),
                          (105, "none", 55)])
def test_t12_half_rounds_up_whatever_rounding(bid: int, rounding: str, share: int) -> None:
    assert ref.concession_share(bid, Rules(rounding=rounding)) == share


@pytest.mark.parametrize(("target", "step", "least"),
                         [(1000, 5, 120), (1001, 5, 125), (1000, 10, 120), (1001, 10, 130)])
def test_t31_least_winning_bid(target: int, step: int, least: int) -> None:
    assert ref.least_winning_bid(Rules(target=target, bid_step=step)) == least


def test_t58_talon_points_three_cards_make() -> None:
    assert ref.TALON_POINTS == set(range(34)) - {1, 27, 28, 29}


@pytest.mark.parametrize(("rules", "most"), [(Rules(), 400), (Rules(ace_marriage="200"), 600)])
def test_t6_highest_bid(rules: Any, most: int) -> None:  # TD30, TO4
    Game("ABC", rules).play(deal(f"A {most} conceded"))
    with pytest.raises(Refused) as refusal:
        Game("ABC", rules).play(deal(f"A {most + 5} conceded"))
    assert refusal.value.rule_id == "T52"


@pytest.mark.parametrize("players", ["A", "ABCDE", "ABA"])
def test_t50_players(players: str) -> None:
    with pytest.raises(Refused) as refusal:
        Game(tuple(players))
    assert refusal.value.rule_id == "T50"


@pytest.mark.parametrize(("left_out", "full"), [
    (deal("A 120: A 70 ♥, B 30"), "A 120: A 70 ♥, B 30, C 20"),
    (deal("A 120: A 70 ♥, C 20"), "A 120: A 70 ♥, B 30, C 20"),
    (Deal("C", 215, {"A": 22, "B": 10}, {"A": (40,), "C": (80, 60)}),
     "C 215: A 22 ♠, B 10, C 88 ♦♣")])
def test_t5_left_out_player_has_the_rest(left_out: Any, full: str) -> None:
    """T5: one of three active players may be left out; his cp is 120 minus the others'
    (and he may still have declared marriages)."""
    assert Game("ABC").play(left_out).written == Game("ABC").play(deal(full)).written


@pytest.mark.parametrize(("text", "rule"), [
    ("A 120: A 70, B 52", "T54"),  # C would have −2
    ("A 120: A 70, B 49", "T54"),  # C would have 1
    ("A 120: A 70", "T53"),  # two left out
    ("A 120: A 70, B 30, E 20", "T53"),  # a stranger
    ("E 120: A 70, B 30, C 20", "T51")])
def test_refusals_of_t5_t51_t53(text: str, rule: str) -> None:
    game = Game("ABC")
    with pytest.raises(Refused) as refusal:
        game.play(deal(text))
    assert refusal.value.rule_id == rule
    assert game.history == [] and game.totals == {"A": 0, "B": 0, "C": 0}


def test_t58_talon_only_with_four_under_talon() -> None:
    with pytest.raises(Refused) as refusal:
        Game("ABCD").play(deal("B 120: B 70 ♥, C 30, D 20", talon=(23, 60)))
    assert refusal.value.rule_id == "T58"
    for talon in [(27, None), (34, None), (23, 50)]:
        with pytest.raises(Refused) as refusal:
            Game("ABCD", Rules(sitter="talon")).play(deal("B 120: B 70, C 30, D 20", talon=talon))
        assert refusal.value.rule_id == "T58"


# -- properties over random games ---------------------------------------------------------------

RULES = st.builds(
    Rules, rounding=st.sampled_from(["5", "10", "none"]), bid_step=st.sampled_from([5, 10]),
    ace_marriage=st.sampled_from(["off", "200"]), concede=st.sampled_from(["half", "60", "off"]),
    sitter=st.sampled_from(["none", "talon"]), target=st.sampled_from([1000, 1001]),
    barrel_jump=st.booleans(), barrel_bump=st.booleans(),
    barrel_falls=st.sampled_from(["3", "off"]), failed_bid_bolt=st.booleans(),
    dump_truck=st.sampled_from(["555", "both", "off"]),
    settle=st.sampled_from(["winner", "difference"]), barrel_fail=st.sampled_from(["fall", "try"]),
    bolts=st.sampled_from(["any", "row"]), bolt=st.sampled_from(["zero", "no_trick"]))


@st.composite
def random_deal(draw: Any, players: tuple[str, ...], active: list[str]) -> Any:
    """Mostly possible deals among the active players, some not (a sitter declaring, a bid
    of 102, 1 or 119 card points, a marriage twice or for a player who took no trick…)."""
    declarer = draw(st.sampled_from(active if draw(st.integers(0, 9)) else players))
    bid = draw(st.sampled_from([100, 105, 110, 120, 125, 130, 150, 200, 250, 300, 102, 405]))
    talon = None
    if draw(st.integers(0, 3)) == 0:
        talon = (draw(st.integers(0, 33)), draw(st.sampled_from([None, 40, 60, 100])))
    if draw(st.integers(0, 9)) == 0:
        return Deal(declarer, bid, conceded=True, talon=talon)
    split = sorted(draw(st.lists(st.integers(0, 120), min_size=2, max_size=2)))
    cps = [split[0], split[1] - split[0], 120 - split[1]][:len(active)]
    points = dict(zip(draw(st.permutations(active)), cps))
    if len(active) == 3 and draw(st.booleans()):
        del points[draw(st.sampled_from(active))]  # T5: one left out
    marriages: dict[str, tuple[int, ...]] = {}
    for value in draw(st.lists(st.sampled_from([40, 60, 80, 100, 200]), max_size=3)):
        who = draw(st.sampled_from(active))
        marriages[who] = (*marriages.get(who, ()), value)
    took = frozenset(draw(st.lists(st.sampled_from(players), max_size=2)))
    return Deal(declarer, bid, points, marriages, took, False, talon)


STATES = st.one_of(
    st.builds(PlayerState, total=st.integers(-300, 879), bolts=st.integers(0, 2),
              falls=st.integers(0, 2)),
    st.builds(on_barrel, tries=st.integers(0, 2), falls=st.integers(0, 2)))


@given(st.sampled_from(["ABC", "ABC", "ABCD", "AB"]), RULES, st.data(),
       st.sampled_from([Decimal(1), Decimal(5), Decimal("0.33"), Decimal("0.07")]))
def test_properties_of_random_games(players: str, rules: Any, data: Any, stake: Decimal) -> None:
    start = data.draw(st.dictionaries(st.sampled_from(players), STATES), label="start")
    game = Game(tuple(players), rules, start=start)
    for _ in range(data.draw(st.integers(1, 40), label="deals")):
        sitter = game.sitter
        active = [p for p in game.players if p != sitter]
        d = data.draw(random_deal(game.players, active))
        before = snapshot(game)
        on_barrel_before = {p for p, s in game.state.items() if s.on_barrel}
        try:
            record = game.play(d)
        except Refused:
            assert snapshot(game) == before  # a refused deal changes nothing
            continue
        assert record.sitter == sitter
        if sitter is not None:
            assert not {"bolt", "try 1", "try 2", "try 3"} & set(record.marks[sitter])  # T13
            if rules.sitter == "none":
                assert record.written[sitter] is None  # T13
        for p in on_barrel_before:
            assert "bolt" not in record.marks[p]  # T20
            if p != d.declarer:
                assert record.written[p] is None  # T14
        for p, s in game.state.items():
            assert not s.on_barrel or s.total == 880  # T30
            assert s.total <= 880 or p == game.winner  # T30: no total above 880 but a winner's
            assert 0 <= s.bolts <= 2 and 0 <= s.tries <= 2  # T21, T32
            assert s.falls <= 2 or rules.barrel_falls == "off"  # T34
        if game.winner is not None:
            assert game.totals[game.winner] >= rules.target  # T31
            assert not game.state[game.winner].on_barrel
    money = settle(game, stake)
    assert sum(money.values()) == 0  # T40
    assert all(m == m.quantize(Decimal("0.01")) for m in money.values())
    if game.winner is None:
        assert set(money.values()) == {Decimal(0)}
    else:
        assert money[game.winner] > 0
