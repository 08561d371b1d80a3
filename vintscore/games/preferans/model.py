"""Preferans's values (P1–P12): contracts, events and conventions.

Frozen and pure (no I/O); rule ids are cited where a value carries a rule.
"""
from __future__ import annotations

from enum import StrEnum
from typing import ClassVar

from ...cards import Strain
from ...value import value


class EventKind(StrEnum):
    """The kinds of a pulya's events, as the file's `kind` writes them."""

    DEAL = "deal"
    PASS = "pass"
    ADJUST = "adjust"


class PrefKind(StrEnum):
    """What a Preferans deal was (P1)."""

    PLAYED = "played"  # a contract 6..10, whisted or passed
    MISERE = "misere"  # P8
    WITHOUT_THREE = "without_three"  # P6


@value
class PrefContract:
    """P1, P2: a level 6..10 (strain only matters to the auction), or misère (level 10)."""

    level: int
    strain: Strain | None = None  # None for misère
    misere: bool = False

    @property
    def value(self) -> int:
        """P2: v = 2, 4, 6, 8, 10 for 6..10; misère 10."""
        return 10 if self.misere else 2 * (self.level - 5)


@value
class PrefDeal:
    """P1: a played contract, a misère, or a contract given up without three.

    `whists` are the defenders who said whist, in the order they spoke, with their tricks
    when both whisted (None when one whister: he takes all the defenders' tricks);
    `passes` the defenders who passed (tricks None unless given); `half` a half-whister.
    """

    kind: ClassVar[EventKind] = EventKind.DEAL
    contract: PrefContract
    declarer: str
    tricks: int | None  # the declarer's; None without three
    whists: tuple[tuple[str, int | None], ...] = ()
    passes: tuple[tuple[str, int | None], ...] = ()
    half: str | None = None
    without_three: bool = False
    note: str = ""
    void: bool = False


@value
class PrefPass:
    """P7: an all-pass deal (распасы) with each player's tricks."""

    kind: ClassVar[EventKind] = EventKind.PASS
    tricks: tuple[tuple[str, int], ...]
    note: str = ""
    void: bool = False


@value
class PrefManual:
    """P1: an entry written by hand in a player's pool, mountain, or vists on another."""

    kind: ClassVar[EventKind] = EventKind.ADJUST
    player: str
    pool: int = 0
    mountain: int = 0
    vists_on: tuple[tuple[str, int], ...] = ()
    reason: str = ""
    note: str = ""
    void: bool = False


@value
class PrefRules:
    """P9: a convention's every parameter, pinned in the session file."""

    convention: str  # sochi, leningrad, rostov
    pool_target: int  # P11: each player's pool (e.g. 20)
    mountain_factor: int  # kG: undertricks cost kG·v each (P5)
    vist_factor: int  # kV: each defender's trick is worth kV·v vists (P5)
    consolation_factor: int  # cons = consolation_factor·v per undertrick, when fixed is 0
    consolation_fixed: int  # Rostov's option: a fixed 10 per undertrick (0: off)
    shortfall_halved: bool  # pen = v/2 (Rostov) instead of v (P9)
    one_whister: str  # greedy (Sochi) or gentleman (P5)
    misere_penalty: int  # per trick taken in a failed misère (P8)
    all_pass: str  # mountain (Sochi, Leningrad) or vists (Rostov) (P7)
    all_pass_start: int  # the first step of the series: 1 (Sochi) or 2 (Leningrad)
    all_pass_pool_halved: bool  # a trickless player writes s/2 (Leningrad), else s
    all_pass_vists: int  # Rostov: vists per trick on each other player
    geometric: bool  # steps 1, 2, 4, 4 instead of 1, 2, 3, 3 (P7)
    raspasy_amnesty: bool  # charge only the tricks above the fewest (P7)
    pool_point: int  # Rp: vists per pool point at settlement (P10)
    closing: str  # help (each pool to the target, with help) or sum (P11)
    consolation_to_dealer: bool  # at four, the dealer consoles too (P5)
    ten_checked: bool  # a ten has no whist obligation (P3)
