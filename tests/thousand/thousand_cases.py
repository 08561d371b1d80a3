"""What the tests of Thousand share: the worked examples' notation (`A 120: A 70 ♥, B 30, C
20`, vintscore/games/thousand/thousand.en.md's worked cases) read into the package's deal,
or into the command line's words; the players A, B, C, D as the command line names them;
and the reference model of tests/thousand/reference.py, loaded under a name of its own."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

from vintscore.games.thousand.model import ThousandDeal

NAMES = {"A": "Anna", "B": "Boris", "C": "Vera", "D": "Gleb"}
SUITS = {"♠": 40, "♣": 60, "♦": 80, "♥": 100}


def reference() -> ModuleType:
    """tests/bridge has a reference.py too: this one is loaded as `thousand_reference`."""
    name = "thousand_reference"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name("reference.py"))
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def marriages_of(words: list[str]) -> list[int]:
    """The marriages after a player's card points: suits (♥♦), `aces` (200), `(50)`."""
    found: list[int] = []
    for word in words:
        if word == "aces":
            found.append(200)
        elif word.startswith("("):
            found.append(int(word[1:-1]))
        else:
            found += [SUITS[s] for s in word]
    return found


def parsed(text: str) -> tuple[str, int, bool, list[tuple[str, int]], list[tuple[str, int]]]:
    """`A 120: A 70 ♥, B 30, C 20` or `A 110 conceded`: declarer, bid, conceded, card points
    and marriages, by letter."""
    head, _, rest = text.partition(":")
    declarer, bid, *more = head.split()
    points: list[tuple[str, int]] = []
    married: list[tuple[str, int]] = []
    for part in (p.split() for p in rest.split(",") if p.strip()):
        points.append((part[0], int(part[1])))
        married += [(part[0], v) for v in marriages_of(part[2:])]
    return declarer, int(bid), more == ["conceded"], points, married


def deal(text: str, took: str = "", talon: tuple[int, int] | None = None) -> ThousandDeal:
    """The package's deal, the players by letter (A, B…)."""
    declarer, bid, conceded, points, married = parsed(text)
    return ThousandDeal(declarer, bid, tuple(points), tuple(married), tuple(took), conceded,
                        talon)


def typed(text: str, took: str = "", talon: str = "") -> list[str]:
    """`vint deal`'s arguments for the deal, the players by name (Anna, Boris…)."""
    declarer, bid, conceded, points, married = parsed(text)
    args = ["deal", NAMES[declarer], str(bid)]
    if points:
        args += ["--points", ",".join(f"{NAMES[p]}={n}" for p, n in points)]
    if married:
        args += ["--marriage", ",".join(f"{NAMES[p]}={v}" for p, v in married)]
    for p in took:
        args += ["--took-trick", NAMES[p]]
    if talon:
        args += ["--talon", talon]
    return args + (["--conceded"] if conceded else [])


def named(by_letter: dict[str, Any]) -> dict[str, Any]:
    return {NAMES[p]: v for p, v in by_letter.items()}
