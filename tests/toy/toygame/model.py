"""Tricks' values (toy.en.md, Z1–Z3): the rules pinned in [rules], declared as options, and
the one kind of event, a deal. Frozen, pure."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from vintscore.tally.options import Option

SIZES = (2, 6)  # Z1: two to six play
OPTIONS = (Option("deal_size", rule="Z1", default=10),  # Z1: the tricks of one deal
           Option("target", rule="Z2", default=10))  # Z2: the points a match is played to


@dataclass(frozen=True)
class TrickRules:
    """Z1, Z2: the tricks every deal has, the points that win a match."""

    deal_size: int = 10
    target: int = 10


@dataclass(frozen=True)
class TrickDeal:
    """Z1: each player's tricks in one deal; `double` scores two points a trick."""

    kind: ClassVar[str] = "deal"
    tricks: tuple[tuple[str, int], ...]
    double: bool = False
    note: str = ""
    void: bool = False

    @property
    def per_trick(self) -> int:
        return 2 if self.double else 1
