"""Tricks' values (toy.en.md, T1–T3): the rules pinned in [rules] and the one kind of
event, a deal. Frozen, pure."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

SIZES = (2, 6)  # T1: two to six play


@dataclass(frozen=True)
class TrickRules:
    """T1, T2: the tricks every deal has, the points that win a match."""

    deal_size: int = 10  # T1: the tricks of one deal, all taken by someone
    target: int = 10  # T2: the points a match is played to


DEFAULT = TrickRules()
RULES_KEYS = ("deal_size", "target")


@dataclass(frozen=True)
class TrickDeal:
    """T1: each player's tricks in one deal; `double` scores two points a trick."""

    kind: ClassVar[str] = "deal"
    tricks: tuple[tuple[str, int], ...]
    double: bool = False
    note: str = ""
    void: bool = False

    @property
    def per_trick(self) -> int:
        return 2 if self.double else 1

RULE_IDS = ("T",)  # the letters of toy.en.md's ids: T1, T2, T3
