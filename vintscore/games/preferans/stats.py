"""Preferans's figures for `vint stats`: one pulya's per player, and their sums over the
pulyas (the definitions are services/stats.py's docstring). Vists are not points: the
pulyas are counted apart from Vint's evenings.

Pure: a session in, its figures out; the sums are exact (Fraction vists, Decimal money).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date, datetime
from decimal import Context, Decimal, localcontext
from fractions import Fraction
from typing import Any

from ...payments import amounts
from ...session import AnySession
from ...text import casefolded
from ...value import value
from ..base import Stats
from .model import PrefDeal

_EXACT = Context(prec=80)  # exact money, whatever the stake's digits


@value
class PulyaLine:
    """One player's figures for one pulya."""

    vists: Fraction = Fraction(0)  # P10, exact
    money: Decimal = Decimal(0)  # P10: the cents of `vint settle`, rounded once there
    declared: int = 0  # deals declared (not void; not all-pass)
    made: int = 0  # of those, made


@value
class PulyaFigures:
    """What `vint stats` needs of one Preferans session."""

    name: str  # the session's name: its file's stem
    created: datetime
    players: tuple[str, ...]  # everyone in the pulya, in seating order
    entered: bool  # it has an entry (a deal, an all-pass, a manual entry) not void
    over: bool  # P11
    lines: tuple[tuple[str, PulyaLine], ...]  # per player, in seating order


def figures(session: AnySession, name: str = "") -> PulyaFigures:
    """The pulya's figures per player (raises EventError when an event of it is
    impossible, as every command reading it would)."""
    from .pulya import replay as replay_pulya
    from .pulya import settle as settle_pulya
    pulya = replay_pulya(session)
    settlement = settle_pulya(pulya, session.stake)
    counts = {p: [0, 0] for p in pulya.players}
    for record in pulya.records:
        deal = record.event  # resolved by the replay: the declarer is a player's name
        if not isinstance(deal, PrefDeal) or deal.void:
            continue
        line = counts[deal.declarer]
        line[0] += 1
        line[1] += _made(deal)
    money = amounts(settlement.cents)
    lines = tuple((p, PulyaLine(v, money[p], *counts[p])) for p, v in settlement.exact)
    entered = any(not e.void for e in session.events)
    return PulyaFigures(name, session.created, tuple(pulya.players), entered, pulya.over,
                        lines)


def _made(deal: PrefDeal) -> bool:
    """Whether the declarer made the contract (see the top)."""
    if deal.without_three:  # P6: conceded before play
        return False
    if deal.contract.misere:  # P8: made with no trick
        return deal.tricks == 0
    if not deal.whists:  # P4: both passed, or a pass and a half-whist: not played, v to the pool
        return True
    assert deal.tricks is not None  # the replay checked it: a deal with a whister is played
    return deal.tricks >= deal.contract.level  # P5


@value
class PulyaMark:
    """A best or worst pulya."""

    session: str
    created: datetime
    vists: Fraction

    @property
    def whole_vists(self) -> int:
        """The vists in whole vists, half away from zero (for the table)."""
        return _half_away(self.vists)


@value
class PrefRow:
    """A player's Preferans figures over the pulyas."""

    player: str
    pulyas: int  # pulyas played: with an entry
    finished: int  # of those, over (P11)
    vists: Fraction  # P10, summed exactly
    money: Decimal
    declared: int
    made: int
    best: PulyaMark | None
    worst: PulyaMark | None

    @property
    def name(self) -> str:
        return self.player

    @property
    def whole_vists(self) -> int:
        """The vists in whole vists, half away from zero (for the table)."""
        return _half_away(self.vists)

    @property
    def average(self) -> Decimal | None:
        """Vists per pulya played, to the hundredth (half away from zero), exact."""
        if not self.pulyas:
            return None
        return Decimal(_half_away(self.vists * 100 / self.pulyas)).scaleb(-2)


def _half_away(q: Fraction) -> int:
    """`q` to the nearest whole number, a half away from zero."""
    whole, rest = divmod(abs(q.numerator), q.denominator)
    whole += 2 * rest >= q.denominator
    return whole if q >= 0 else -whole


@value
class Figures:
    """Preferans's part of `vint stats`: per player only (no partnerships in Preferans)."""

    sessions: int = 0  # pulyas counted (created on or after --since)
    players: tuple[PrefRow, ...] = ()  # by name: those who played a pulya
    first: date | None = None  # the first and last pulya counted
    last: date | None = None


class _PrefSum:
    __slots__ = (
        "best",
        "declared",
        "finished",
        "made",
        "money",
        "name",
        "pulyas",
        "vists",
        "worst",
    )

    def __init__(self, name: str) -> None:
        self.name = name
        self.pulyas = self.finished = self.declared = self.made = 0
        self.vists = Fraction(0)
        self.money = Decimal(0)
        self.best: PulyaMark | None = None
        self.worst: PulyaMark | None = None

    def add(self, p: PulyaFigures, line: PulyaLine) -> None:
        if not p.entered:
            return
        self.pulyas += 1
        self.finished += p.over
        self.vists += line.vists
        with localcontext(_EXACT):
            self.money += line.money
        self.declared += line.declared
        self.made += line.made
        mark = PulyaMark(p.name, p.created, line.vists)
        if self.best is None or line.vists > self.best.vists:
            self.best = mark
        if self.worst is None or line.vists < self.worst.vists:
            self.worst = mark

    def row(self) -> PrefRow:
        return PrefRow(self.name, self.pulyas, self.finished, self.vists, self.money,
                       self.declared, self.made, self.best, self.worst)


def combine(pulyas: Sequence[PulyaFigures], shown: dict[str, str],
            wanted: set[str] | None, same: Callable[[str], str] = casefolded) -> Figures:
    """The pulyas (in order) summed per player; a name is shown as `shown` has it (a
    person's key -> as first written); `wanted`: the keys kept; `same` makes a name its
    person's key (the name folded, or the club ledger's member)."""
    sitters: dict[str, _PrefSum] = {}
    for e in pulyas:
        for p, line in e.lines:
            key = same(p)
            sitters.setdefault(key, _PrefSum(shown.get(key, p))).add(e, line)
    rows = sorted((s.row() for k, s in sitters.items()
                   if s.pulyas and (wanted is None or k in wanted)),
                  key=lambda r: casefolded(r.name))
    dates = [e.created.date() for e in pulyas]
    return Figures(len(pulyas), tuple(rows), min(dates, default=None), max(dates, default=None))


def to_json(figures: Figures) -> dict[str, Any]:
    """Preferans's part of `vint stats --json`: vists as a number and, exact, as a fraction
    string ("-28/3"); money and averages as exact decimal strings."""
    from ...money import money_json
    from .report import amount_json, exact_json

    def mark(m: PulyaMark | None) -> dict[str, Any] | None:
        if m is None:
            return None
        return {"session": m.session, "date": m.created.date().isoformat(),
                "vists": amount_json(m.vists)}

    def fields(r: PrefRow) -> dict[str, Any]:
        average = r.average
        return {"pulyas": r.pulyas, "finished": r.finished, "vists": amount_json(r.vists),
                "vists_exact": exact_json(r.vists), "money": money_json(r.money),
                "average": None if average is None else str(average),
                "contracts_declared": r.declared, "contracts_made": r.made,
                "best": mark(r.best), "worst": mark(r.worst)}

    return {"sessions": figures.sessions, "players": {r.player: fields(r) for r in figures.players}}


class PreferansStats(Stats):
    """Preferans's figures over many pulyas, per player."""

    figures = staticmethod(figures)
    combine = staticmethod(combine)
    to_json = staticmethod(to_json)
