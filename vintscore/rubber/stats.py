"""The figures of a game of rubbers for `vint stats`: one evening's per player and per
partnership, and their sums over the evenings (the definitions are services/stats.py's
docstring). Vint's and bridge's alike: a game says how it replays and settles a session
and what each contract of its sheet was (`RubberStats`), and may count more of its
contracts than declared and made (bridge's slams and doubled contracts: `counts`).

Pure: a session in, its figures out; the sums are exact (int points, Decimal money).
"""
from __future__ import annotations

from abc import abstractmethod
from bisect import bisect_left
from collections.abc import Callable, Iterator, Sequence
from datetime import date, datetime
from decimal import Context, Decimal, localcontext
from typing import Any

from ..games.base import Stats
from ..names import Hands
from ..payments import amount
from ..session import AnySession
from ..text import casefolded
from ..value import value
from .settlement import Rounding, Settlement, column_results
from .sheet import Record, Rubber, Sheet, Tenure

_EXACT = Context(prec=80)  # stakes have up to 24 digits, points up to 13: no rounding


@value
class Line:
    """One player's or one partnership's figures for one evening."""

    played: int = 0  # rubbers with a seat (a partnership: as partners)
    won: int = 0  # finished rubbers won
    lost: int = 0  # finished rubbers lost
    points: int = 0  # V11, B32
    declared: int = 0  # deals declared (not void)
    made: int = 0  # of those, made: no undertricks on the sheet
    # A player's money that evening: the cents his settlement rounded once (V11), as
    # `vint settle` shows them. None for a partnership, which no settlement pays: its
    # money is its points at the stake, exact.
    cents: int | None = None
    counts: tuple[int, ...] = ()  # the game's own counts of its contracts (RubberStats.counts)


@value
class Evening:
    """What `vint stats` needs of one session."""

    name: str  # the session's name: its file's stem
    created: datetime
    stake: Decimal  # money per 100 points
    players: tuple[str, ...]  # everyone at the table that evening (people, not dummies)
    lines: tuple[tuple[str, Line], ...]  # per player, in order of arrival
    pairs: tuple[tuple[tuple[str, str], Line], ...]  # per partnership


@value
class Contract:
    """What the figures count of one contract of the sheet: who declared it, whether it
    was made, and the game's own counts of it (1 or 0 each, in `RubberStats.counts`'
    order)."""

    declarer: str
    made: bool
    counts: tuple[int, ...] = ()


_PLAYED, _WON, _LOST, _POINTS, _DECLARED, _MADE = range(6)
_FIXED = 6  # the counts every game has; the game's own follow


class _Tally:
    """The evening's counts as they are gathered: six numbers a player (in order of
    arrival) and a partnership (its names in that order), then the game's own."""

    __slots__ = ("lines", "order", "pairs", "size")

    def __init__(self, players: Sequence[str], extra: int) -> None:
        self.size = _FIXED + extra
        self.order = {p: i for i, p in enumerate(players)}
        self.lines: dict[str, list[int]] = {p: [0] * self.size for p in players}
        self.pairs: dict[tuple[str, str], list[int]] = {}

    def player(self, p: str) -> list[int]:
        return self.lines.setdefault(p, [0] * self.size)

    def pair(self, a: str, b: str) -> list[int]:
        key = (a, b) if self.order.get(a, 0) <= self.order.get(b, 0) else (b, a)
        return self.pairs.setdefault(key, [0] * self.size)


def _line(v: list[int], cents: int | None) -> Line:
    return Line(v[_PLAYED], v[_WON], v[_LOST], v[_POINTS], v[_DECLARED], v[_MADE], cents,
                tuple(v[_FIXED:]))


class RubberStats(Stats):
    """`vint stats` of a game of rubbers: the shared figures, with the game's hooks."""

    counts: tuple[str, ...] = ()  # the game's own counts of its contracts (their JSON keys)

    @abstractmethod
    def sheet_of(self, session: AnySession, /) -> tuple[Sheet[Any], Settlement]:
        """The session replayed and settled, as `vint settle` settles it."""

    def rounding(self, sheet: Sheet[Any], /) -> Rounding | None:
        """How a rubber's results are rounded, as the settlement rounds them."""
        return None

    @abstractmethod
    def contract(self, record: Record, /) -> Contract | None:
        """What the figures count of an event of the sheet: a contract, or None."""

    def outcome(self, rubber: Rubber, column: int, /) -> int:
        """A column's rubber: 1 won, -1 lost, 0 neither (unfinished). By the games won
        (V8); a game that wins by its totals says so."""
        if not rubber.finished:
            return 0
        return 1 if column in rubber.winners else -1

    def column_of(self, hand: str, rubber: Rubber, active: list[Tenure], /) -> int | None:
        """The column of the hand that declared (the player's, while he held his seat)."""
        for t in active:
            if t.player == hand:
                return t.column
        for c, hands in enumerate(rubber.lineup.columns):
            if hand in hands:
                return c
        return None

    def figures(self, session: AnySession, /, name: str = "") -> Evening:
        """The session's figures per player and per partnership (raises EventError when an
        event of it is impossible, as every command reading it would)."""
        sheet, settlement = self.sheet_of(session)
        tally = _Tally(sheet.players, len(self.counts))
        rounding = self.rounding(sheet)
        for rubber in sheet.rubbers:
            _count_seats(tally, rubber, rounding, self.outcome)
        for player, points in settlement.points:
            tally.player(player)[_POINTS] = points
        self._count_contracts(tally, sheet)
        cents = dict(settlement.cents)
        return Evening(name, session.created, session.stake, tuple(sheet.players),
                       tuple((p, _line(v, cents.get(p, 0))) for p, v in tally.lines.items()),
                       tuple((k, _line(v, None)) for k, v in tally.pairs.items()))

    def _count_contracts(self, tally: _Tally, sheet: Sheet[Any]) -> None:
        """Each contract declared (a deal not void): for who played it, and for him and
        each partner beside him."""
        starts = [[e.event for e in r.entries] for r in sheet.rubbers]
        for record in sheet.records:
            if record.event.void or not record.rubber:
                continue
            contract = self.contract(record)
            if contract is None:
                continue
            rubber = sheet.rubbers[record.rubber - 1]
            at = bisect_left(starts[record.rubber - 1], record.number)  # its first entry
            side = self._declaring_side(contract.declarer, rubber, at)
            if side is None:  # pragma: no cover - the replay seats every declarer
                continue
            # a dummy declared: who plays it
            declaring = [contract.declarer] if contract.declarer in side else side
            _count_contract(tally, declaring, side, contract)

    def _declaring_side(self, declarer: str, rubber: Rubber, at: int) -> list[str] | None:
        """The players of the declaring column at the rubber's entry `at` (V12: a seat may
        have changed hands since)."""
        active = [t for t in rubber.tenures if t.start <= at and (t.end is None or at < t.end)]
        column = self.column_of(declarer, rubber, active)
        if column is None:
            return None
        return [t.player for t in active if t.column == column]

    def combine(self, found: Sequence[Any], shown: dict[str, str], wanted: set[str] | None,
                /, same: Callable[[str], str] = casefolded) -> Figures:
        return combine(found, shown, wanted, same)

    def to_json(self, figures: Any, /) -> dict[str, Any]:
        return to_json(figures, self.counts)


def _count_seats(tally: _Tally, rubber: Rubber, rounding: Rounding | None,
                 outcome: Callable[[Rubber, int], int]) -> None:
    """A rubber for everyone who had a seat in it, and for two partners in one column; the
    partners' points: their column's result while they sat together (V11, V12)."""
    seated: dict[str, int] = {}
    for t in rubber.tenures:
        seated.setdefault(t.player, t.column)
    for player, column in seated.items():
        _count_rubber(tally.player(player), outcome(rubber, column))
    for t, u, start, end in _partners(rubber):
        line = tally.pair(t.player, u.player)
        _count_rubber(line, outcome(rubber, t.column))
        line[_POINTS] += t.weight * (_results_at(rubber, end, rounding)[t.column]
                                     - _results_at(rubber, start, rounding)[t.column])


def _count_contract(tally: _Tally, declaring: list[str], side: list[str],
                    contract: Contract) -> None:
    """One contract: for each who played it, and each partnership he played it in."""
    partnerships: set[tuple[str, ...]] = set()
    for player in declaring:
        _add_contract(tally.player(player), contract)
        partnerships.update(tuple(sorted((player, q))) for q in side if q != player)
    for a, b in partnerships:
        _add_contract(tally.pair(a, b), contract)


def _add_contract(line: list[int], contract: Contract) -> None:
    line[_DECLARED] += 1
    line[_MADE] += contract.made
    for i, n in enumerate(contract.counts, _FIXED):
        line[i] += n


def _count_rubber(line: list[int], outcome: int) -> None:
    line[_PLAYED] += 1
    if outcome:
        line[_WON if outcome > 0 else _LOST] += 1


def _partners(rubber: Rubber) -> Iterator[tuple[Tenure, Tenure, int, int | None]]:
    """(tenure, tenure, start, end): two people in one column at once, and for how long."""
    tenures = rubber.tenures
    for i, t in enumerate(tenures):
        for u in tenures[i + 1:]:
            if t.column != u.column or t.player == u.player:
                continue
            start = max(t.start, u.start)
            ends = [e for e in (t.end, u.end) if e is not None]
            end = min(ends) if ends else None
            if end is None or start < end:
                yield t, u, start, end


def _results_at(rubber: Rubber, index: int | None, rounding: Rounding | None) -> list[int]:
    """V11: each column's result on the entries before `index` (None: the whole rubber,
    rounded as the settlement rounds it)."""
    if index is None:
        return column_results(rubber, rounding)
    return column_results(rubber, upto=index)


@value
class Highlight:
    """A best or worst evening."""

    session: str
    created: datetime
    points: int


@value
class Row:
    """A player's (one name) or a partnership's (two names) figures over the evenings."""

    players: tuple[str, ...]
    evenings: int  # evenings with a rubber played
    played: int
    won: int
    lost: int
    points: int
    money: Decimal
    declared: int
    made: int
    best: Highlight | None
    worst: Highlight | None
    counts: tuple[int, ...] = ()  # the game's own counts of its contracts

    @property
    def name(self) -> str:
        return Hands(self.players)

    @property
    def average(self) -> Decimal | None:
        """Points per rubber played, to the hundredth (half away from zero), exact."""
        if not self.played:
            return None
        hundredths, rest = divmod(abs(self.points) * 100, self.played)
        hundredths += 2 * rest >= self.played
        return Decimal(hundredths if self.points >= 0 else -hundredths).scaleb(-2)


class _Sum:
    __slots__ = ("best", "counts", "evenings", "line", "money", "names", "worst")

    def __init__(self, names: tuple[str, ...]) -> None:
        self.names = names
        self.evenings = 0
        self.line = [0] * 6
        self.counts: list[int] = []
        self.money = Decimal(0)
        self.best: Highlight | None = None
        self.worst: Highlight | None = None

    def add(self, e: Evening, line: Line) -> None:
        if not line.played:
            return
        self.evenings += 1
        for i, v in enumerate((line.played, line.won, line.lost, line.points, line.declared,
                               line.made)):
            self.line[i] += v
        self.counts = [a + b for a, b in zip(self.counts or [0] * len(line.counts),
                                              line.counts)]
        if line.cents is not None:  # a player: his evenings' cents, summed
            self.money += amount(line.cents)
        else:
            with localcontext(_EXACT):  # V11: exact, whatever the stake's digits
                self.money += Decimal(line.points) * e.stake / 100
        mark = Highlight(e.name, e.created, line.points)
        if self.best is None or line.points > self.best.points:
            self.best = mark
        if self.worst is None or line.points < self.worst.points:
            self.worst = mark

    def row(self) -> Row:
        played, won, lost, points, declared, made = self.line
        return Row(self.names, self.evenings, played, won, lost, points, self.money, declared,
                   made, self.best, self.worst, tuple(self.counts))


@value
class Figures:
    """A game's part of `vint stats`: the players, partnerships and evenings counted."""

    sessions: int  # evenings counted
    players: tuple[Row, ...]  # by name
    partnerships: tuple[Row, ...]  # by names
    first: date | None = None  # the first and last evening counted
    last: date | None = None


def combine(evenings: Sequence[Evening], shown: dict[str, str],
            wanted: set[str] | None, same: Callable[[str], str] = casefolded) -> Figures:
    """The evenings (in order) summed per player and per partnership; a name is shown as
    `shown` has it (a person's key -> as first written); `wanted`: the keys kept; `same`
    makes a name its person's key (the name folded, or the club ledger's member)."""
    people: dict[str, _Sum] = {}
    partnerships: dict[tuple[str, ...], _Sum] = {}
    for e in evenings:
        for p, line in e.lines:
            key = same(p)
            people.setdefault(key, _Sum((shown.get(key, p),))).add(e, line)
        for (a, b), line in e.pairs:
            pair = tuple(sorted((same(a), same(b))))
            if pair not in partnerships:
                names = tuple(sorted((shown.get(same(a), a), shown.get(same(b), b)), key=casefolded))
                partnerships[pair] = _Sum(names)
            partnerships[pair].add(e, line)
    rows = sorted((s.row() for k, s in people.items()
                   if s.evenings and (wanted is None or k in wanted)),
                  key=lambda r: casefolded(r.name))
    pairs = sorted((s.row() for k, s in partnerships.items()
                    if s.evenings and (wanted is None or set(k) <= wanted)),
                   key=lambda r: tuple(casefolded(p) for p in r.players))
    dates = [e.created.date() for e in evenings]
    return Figures(len(evenings), tuple(rows), tuple(pairs), min(dates, default=None),
                   max(dates, default=None))


def to_json(figures: Figures, counts: tuple[str, ...] = ()) -> dict[str, Any]:
    """A game's keys of `vint stats --json`: integer points, money and averages as exact
    decimal strings; the game's own counts under their keys, after the contracts made."""
    from ..money import money_json

    def highlight(h: Highlight | None) -> dict[str, Any] | None:
        if h is None:
            return None
        return {"session": h.session, "date": h.created.date().isoformat(), "points": h.points}

    def fields(r: Row) -> dict[str, Any]:
        average = r.average
        return {"evenings": r.evenings, "rubbers_played": r.played, "rubbers_won": r.won,
                "rubbers_lost": r.lost, "points": r.points, "money": money_json(r.money),
                "average": None if average is None else str(average),
                "contracts_declared": r.declared, "contracts_made": r.made,
                **dict(zip(counts, r.counts or (0,) * len(counts), strict=True)),
                "best": highlight(r.best), "worst": highlight(r.worst)}

    return {"sessions": figures.sessions,
            "players": {r.players[0]: fields(r) for r in figures.players},
            "partnerships": [{"players": list(r.players), **fields(r)}
                             for r in figures.partnerships]}
