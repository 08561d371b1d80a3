"""Thousand's values: the options of [rules] as the rules' table gives them, defaults first
(the rules: a frozen dataclass, a field an option), a deal (T5), a player's standing. Pure."""
from __future__ import annotations

from dataclasses import dataclass, make_dataclass
from typing import Any, ClassVar

from vintscore.tally.options import Option

SIZES = (2, 4)  # T1, T50
BARREL, FALL, DUMP_TRUCK = 880, 120, 555  # T30; a fall's, a third bolt's cost (T21, T32); T35
SUITS = {40: "♠", 60: "♣", 80: "♦", 100: "♥", 200: "A"}  # T3: the marriages, the aces
OPTIONS = tuple(Option(key, values, rule) for key, values, rule in (
    ("rounding", ("5", "10", "none"), "T11"), ("bid_step", (5, 10), "T6"),
    ("ace_marriage", ("off", "200"), "T3"), ("concede", ("half", "60", "off"), "T12"),
    ("sitter", ("none", "talon"), "T13"), ("target", (1000, 1001), "T31"),
    ("barrel_jump", ("no", "yes"), "T30"), ("barrel_bump", ("on", "off"), "T33"),
    ("barrel_falls", ("3", "off"), "T34"), ("failed_bid_bolt", ("no", "yes"), "T20"),
    ("dump_truck", ("555", "both", "off"), "T35"), ("settle", ("winner", "difference"), "T40"),
    ("barrel_fail", ("fall", "try"), "T32"), ("bolts", ("any", "row"), "T21"),
    ("bolt", ("zero", "no_trick"), "T20")))
ThousandRules: Any = make_dataclass("ThousandRules", [(o.key, type(o.first), o.first)
                                                      for o in OPTIONS], frozen=True)
ThousandRules.__module__ = __name__  # found by its name, as a class written here is


def marriages(rules: Any) -> tuple[int, ...]:  # T3, T56: and the aces' 200 by ace_marriage
    return (40, 60, 80, 100) + ((200,) if rules.ace_marriage == "200" else ())


def least_win(rules: Any) -> int:  # T31: target − 880 up to the bid step: 120, 125, 130
    return -(-(rules.target - BARREL) // rules.bid_step) * rules.bid_step


@dataclass(frozen=True)
class ThousandDeal:
    """T5: the declarer, his bid, card points (one of three may be left out), marriages, who
    took a trick with none (T8); or given up (T12); the talon: points, a marriage or 0 (T13)."""

    kind: ClassVar[str] = "deal"
    declarer: str
    bid: int
    points: tuple[tuple[str, int], ...] = ()
    marriages: tuple[tuple[str, int], ...] = ()
    took: tuple[str, ...] = ()
    conceded: bool = False
    talon: tuple[int, int] | None = None
    note: str = ""
    void: bool = False


@dataclass(frozen=True)
class Standing:  # bolts toward the third (T21), on the barrel, its tries (T32), falls (T34)
    bolts: int = 0
    barrel: bool = False
    tries: int = 0
    falls: int = 0
