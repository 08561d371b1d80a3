"""`vint stats`: every player and partnership over all the sessions of the folder.

Two halves. The computation is pure: `evening(session, name)` reads one Vint session's
sheet and settlement into an `Evening` (each player's and each partnership's figures for
that evening), `pulya_figures(session, name)` one Preferans session's pulya and
settlement into a `PulyaFigures`, and `combine(evenings, …)` sums them into `Stats`. The
gathering, `gather(paths)`, reads the files: each file's summary comes from a cache keyed
by the file's bytes and by this code, or is computed afresh — in worker processes when
there are many — and files that cannot be read are returned apart, never raised.

Vint and Preferans are counted apart (points are not vists): `Stats` has the Vint
figures, per player and per partnership, and a Preferans part, per player only.

Definitions (the command's help and the README say them too). Vint:

- an evening is a session (one file);
- rubbers played: the rubbers in which a player had a seat (sitting out is not playing);
  for a partnership, the rubbers in which the two were partners (two people in one
  column of the sheet);
- won / lost: the player's (or the partnership's) column won / lost a finished rubber;
  an unfinished rubber counts as played, neither won nor lost;
- points: the V11 settlement of each evening, summed; money: points × that evening's
  stake / 100, summed, exact; a partnership's points are what each partner won in the
  rubbers they played together (the side's result, RULES.md V11);
- average: points / rubbers played;
- contracts declared: the deals (not void) a player declared; a deal declared by a
  dummy's hand counts for the player who plays it; made: the sheet wrote no
  undertricks for it (the declaring side took 6 + level tricks, after revokes); a
  partnership counts the deals either partner declared while partners;
- best / worst evening: the session with the most / fewest points, among the evenings
  the player (or the partnership) played a rubber; the earlier evening on a tie.

Preferans (PREFERANS.md):

- a pulya is a Preferans session (one file); pulyas played: the pulyas the player sat
  in (one of its players, the dealer sitting out at four included) that have an entry —
  a deal, an all-pass or a manual entry, not void; finished: of those, the ones that
  are over (P11);
- vists: each pulya's P10 result, exact, summed exactly (the table shows whole vists,
  half away from zero); money: each pulya's settlement money, as `vint settle` computes
  it (P10: exact, or to the cent by largest remainder), summed exactly;
- average: vists / pulyas played, to the hundredth;
- contracts declared: the deals (not void) the player declared, misère and without
  three included, all-pass deals not; made: the declarer took at least the level, or a
  misère took no trick (P8), or it was not played because both defenders passed or one
  passed and the other half-whisted (P4); without three (P6) is never made;
- best / worst pulya: the most / fewest vists among the pulyas played; the earlier one
  on a tie.
"""
from __future__ import annotations

import os
import unicodedata
from bisect import bisect_left
from collections.abc import Callable, Iterable, Sequence
from datetime import date, datetime
from decimal import Context, Decimal, localcontext
from fractions import Fraction
from pathlib import Path

from .errors import InputError, NotationError, VintError
from .games.preferans.model import PrefDeal
from .games.vint.model import Deal, Reason
from .games.vint.settlement import round_hundreds, settle
from .games.vint.sheet import Rubber, Tenure, replay
from .glossary import Msg
from .names import DUMMY
from .session import Session
from .value import value

STATS_FORMAT = "vintscore-stats"
SCHEMA_VERSION = 1
PARALLEL_FROM = 50  # more sessions than this to read afresh: worker processes, a progress bar
_FORMAT = 2  # of the cached summaries; bump when `_primitive` or `_pulya_primitive` changes
MAX_CACHED = 10_000  # summaries kept in the cache file; the least recently used go first
_CACHE_NAME = "stats.marshal"
# Modules that only show what is computed: a change to them keeps the cached summaries.
_NOT_READERS = ("export.py", "render.py", "report.py", "__main__.py", "export_pref.py",
                "pref_render.py", "pref_report.py")


# --------------------------------------------------------------------------------------
# One evening


@value
class Line:
    """One player's or one partnership's figures for one evening."""

    played: int = 0  # rubbers with a seat (a partnership: as partners)
    won: int = 0  # finished rubbers won
    lost: int = 0  # finished rubbers lost
    points: int = 0  # V11
    declared: int = 0  # deals declared (not void)
    made: int = 0  # of those, made: no undertricks on the sheet


@value
class Evening:
    """What `vint stats` needs of one session."""

    name: str  # the session's name: its file's stem
    created: datetime
    stake: Decimal  # money per 100 points
    players: tuple[str, ...]  # everyone at the table that evening (people, not dummies)
    lines: tuple[tuple[str, Line], ...]  # per player, in order of arrival
    pairs: tuple[tuple[tuple[str, str], Line], ...]  # per partnership


_PLAYED, _WON, _LOST, _POINTS, _DECLARED, _MADE = range(6)


def evening(session: Session, name: str = "") -> Evening:
    """The session's figures per player and per partnership (raises EventError when an
    event of it is impossible, as every command reading it would)."""
    sheet = replay(session)
    settlement = settle(sheet, session.stake)
    order = {p: i for i, p in enumerate(sheet.players)}
    lines: dict[str, list[int]] = {p: [0] * 6 for p in sheet.players}
    pairs: dict[tuple[str, str], list[int]] = {}

    def pair(a: str, b: str) -> list[int]:
        key = (a, b) if order.get(a, 0) <= order.get(b, 0) else (b, a)
        return pairs.setdefault(key, [0] * 6)

    rounded = sheet.rules.round_hundreds
    for rubber in sheet.rubbers:
        seated: dict[str, int] = {}
        for t in rubber.tenures:
            seated.setdefault(t.player, t.column)
        for player, column in seated.items():
            _count_rubber(lines.setdefault(player, [0] * 6), rubber, column)
        for t, u, start, end in _partners(rubber):
            line = pair(t.player, u.player)
            _count_rubber(line, rubber, t.column)
            line[_POINTS] += t.weight * (_results_at(rubber, end, rounded)[t.column]
                                         - _results_at(rubber, start, rounded)[t.column])
    for player, points in settlement.points:
        lines.setdefault(player, [0] * 6)[_POINTS] = points

    starts = [[e.event for e in r.entries] for r in sheet.rubbers]
    for record in sheet.records:
        deal = record.event
        if not isinstance(deal, Deal) or deal.void or not record.rubber:
            continue
        rubber = sheet.rubbers[record.rubber - 1]
        at = bisect_left(starts[record.rubber - 1], record.number)  # its first entry
        active = [t for t in rubber.tenures if t.start <= at and (t.end is None or at < t.end)]
        column = _column_of(deal.declarer, rubber, active)
        if column is None:  # pragma: no cover - the replay seats every declarer
            continue
        side = [t.player for t in active if t.column == column]
        declaring = [deal.declarer] if deal.declarer in side else side  # a dummy: who plays it
        made = not any(e.reason is Reason.UNDERTRICKS for e in record.entries)
        partnerships = set()
        for player in declaring:
            line = lines.setdefault(player, [0] * 6)
            line[_DECLARED] += 1
            line[_MADE] += made
            partnerships.update(tuple(sorted((player, q))) for q in side if q != player)
        for a, b in partnerships:
            line = pair(a, b)
            line[_DECLARED] += 1
            line[_MADE] += made
    return Evening(name, session.created, session.stake, tuple(sheet.players),
                   tuple((p, Line(*v)) for p, v in lines.items()),
                   tuple((k, Line(*v)) for k, v in pairs.items()))


def _count_rubber(line: list[int], rubber: Rubber, column: int) -> None:
    line[_PLAYED] += 1
    if rubber.finished:
        line[_WON if column in rubber.winners else _LOST] += 1


def _partners(rubber: Rubber):
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


def _results_at(rubber: Rubber, index: int | None, rounded: bool) -> list[int]:
    """V11: each column's result on the entries before `index` (None: the whole rubber,
    rounded to hundreds when the rules say so, as the settlement does)."""
    columns = len(rubber.lineup.columns)
    sums = [0] * columns
    for e in rubber.entries if index is None else rubber.entries[:index]:
        sums[e.side] += e.amount
    whole = sum(sums)
    results = [columns * s - whole for s in sums]
    return round_hundreds(results) if index is None and rounded else results


def _column_of(hand: str, rubber: Rubber, active: list[Tenure]) -> int | None:
    """The column of the hand that declared: a player's, or a dummy's (V12)."""
    for t in active:
        if t.player == hand:
            return t.column
    for c, hands in enumerate(rubber.lineup.columns):
        if hand in hands:
            return c
    if hand.startswith(DUMMY + "-"):  # a table of two whose player was replaced since
        owner = hand[len(DUMMY) + 1:]
        return next((t.column for t in rubber.tenures if t.player == owner), None)
    return None


# --------------------------------------------------------------------------------------
# One pulya (Preferans)


@value
class PulyaLine:
    """One player's figures for one pulya."""

    vists: Fraction = Fraction(0)  # P10, exact
    money: Decimal = Decimal(0)  # P10, as `vint settle` computes it
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


def pulya_figures(session: Session, name: str = "") -> PulyaFigures:
    """The pulya's figures per player (raises EventError when an event of it is
    impossible, as every command reading it would)."""
    from .games.preferans.pulya import replay as replay_pulya
    from .games.preferans.pulya import settle as settle_pulya
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
    money = dict(settlement.money)
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
    return deal.tricks >= deal.contract.level  # P5


# --------------------------------------------------------------------------------------
# All the evenings


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

    @property
    def name(self) -> str:
        return " & ".join(self.players)

    @property
    def average(self) -> Decimal | None:
        """Points per rubber played, to the hundredth (half away from zero), exact."""
        if not self.played:
            return None
        hundredths, rest = divmod(abs(self.points) * 100, self.played)
        hundredths += 2 * rest >= self.played
        return Decimal(hundredths if self.points >= 0 else -hundredths).scaleb(-2)


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
class PrefStats:
    """The Preferans part of `Stats`: per player only (no partnerships in Preferans)."""

    sessions: int = 0  # pulyas counted (created on or after --since)
    players: tuple[PrefRow, ...] = ()  # by name: those who played a pulya
    first: date | None = None  # the first and last pulya counted
    last: date | None = None


@value
class Stats:
    """What `vint stats` shows: the players, partnerships and evenings counted."""

    sessions: int  # Vint evenings counted
    players: tuple[Row, ...]  # by name
    partnerships: tuple[Row, ...]  # by names
    first: date | None = None  # the first and last evening counted
    last: date | None = None
    preferans: PrefStats = PrefStats()  # counted apart: vists are not points


def fold(name: str) -> str:
    """A name as names are matched everywhere: case, Unicode form, ё/е and spaces aside."""
    return " ".join(unicodedata.normalize("NFC", name).casefold().replace("ё", "е").split())


def parse_since(text: str) -> date:
    """--since: a date written YYYY-MM-DD, and nothing else."""
    import re
    value = text.strip()
    if re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", value):
        try:
            return date.fromisoformat(value)
        except ValueError:
            pass
    raise InputError(Msg("stats.since.bad", given=text), hint=Msg("stats.since.bad.hint"))


_EXACT = Context(prec=80)  # stakes have up to 24 digits, points up to 13: no rounding


def _order(e: Evening) -> tuple:
    return (e.created.replace(tzinfo=None), e.name)


class _Sum:
    __slots__ = ("names", "evenings", "line", "money", "best", "worst")

    def __init__(self, names: tuple[str, ...]) -> None:
        self.names = names
        self.evenings = 0
        self.line = [0] * 6
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
        with localcontext(_EXACT):  # V11: exact, whatever the stake's digits
            self.money += Decimal(line.points) * e.stake / 100
        mark = Highlight(e.name, e.created, line.points)
        if self.best is None or line.points > self.best.points:
            self.best = mark
        if self.worst is None or line.points < self.worst.points:
            self.worst = mark

    def row(self) -> Row:
        return Row(self.names, self.evenings, *self.line[:4], self.money, *self.line[4:],
                   self.best, self.worst)


class _PrefSum:
    __slots__ = ("name", "pulyas", "finished", "vists", "money", "declared", "made", "best",
                 "worst")

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


def combine(evenings: Iterable[Evening | PulyaFigures], *, since: date | None = None,
            players: Sequence[str] | None = None) -> Stats:
    """The evenings and pulyas (created on or after `since`) summed: Vint per player and
    per partnership, Preferans per player, apart.

    A name is one player across the sessions, of either game, whatever its case (as
    names are matched); it is shown as first written in a Vint evening, else in a pulya.
    `players` keeps the rows of those players (each a name or a unique beginning of one)
    and the partnerships among them; an unknown or ambiguous name is refused (InputError).
    """
    counted = [e for e in evenings if since is None or e.created.date() >= since]
    kept = sorted((e for e in counted if isinstance(e, Evening)), key=_order)
    pulyas = sorted((e for e in counted if isinstance(e, PulyaFigures)), key=_order)
    shown: dict[str, str] = {}  # folded name -> as first written
    for e in [*kept, *pulyas]:  # Vint's first: a pulya changes no name of the Vint tables
        for p in e.players:
            shown.setdefault(fold(p), p)
    people: dict[str, _Sum] = {}
    partnerships: dict[tuple[str, str], _Sum] = {}
    for e in kept:
        for p, line in e.lines:
            key = fold(p)
            people.setdefault(key, _Sum((shown.get(key, p),))).add(e, line)
        for (a, b), line in e.pairs:
            key = tuple(sorted((fold(a), fold(b))))
            if key not in partnerships:
                names = tuple(sorted((shown.get(fold(a), a), shown.get(fold(b), b)), key=fold))
                partnerships[key] = _Sum(names)
            partnerships[key].add(e, line)
    sitters: dict[str, _PrefSum] = {}
    for e in pulyas:
        for p, pline in e.lines:
            key = fold(p)
            sitters.setdefault(key, _PrefSum(shown.get(key, p))).add(e, pline)
    wanted = None
    if players is not None:
        wanted = {fold(p) for p in _resolve_all(players, list(shown.values()))}
    rows = sorted((s.row() for k, s in people.items()
                   if s.evenings and (wanted is None or k in wanted)),
                  key=lambda r: fold(r.name))
    pairs = sorted((s.row() for k, s in partnerships.items()
                    if s.evenings and (wanted is None or set(k) <= wanted)),
                   key=lambda r: tuple(fold(p) for p in r.players))
    pref_rows = sorted((s.row() for k, s in sitters.items()
                        if s.pulyas and (wanted is None or k in wanted)),
                       key=lambda r: fold(r.name))
    dates = [e.created.date() for e in kept]
    pref_dates = [e.created.date() for e in pulyas]
    preferans = PrefStats(len(pulyas), tuple(pref_rows), min(pref_dates, default=None),
                          max(pref_dates, default=None))
    return Stats(len(kept), tuple(rows), tuple(pairs), min(dates, default=None),
                 max(dates, default=None), preferans)


def _resolve_all(texts: Sequence[str], names: list[str]) -> list[str]:
    """--players: each name as everywhere (case-insensitive exact, else a unique beginning)."""
    from .games.vint.notation import resolve_player
    from .notation import join_msgs
    given = [t.strip() for t in texts if t.strip()]
    if not given:
        raise InputError(Msg("stats.players.empty"), hint=Msg("stats.players.hint"))
    found = []
    for text in given:
        try:
            found.append(resolve_player(text, names))
        except NotationError:
            folded = fold(text)
            matches = [n for n in names if fold(n).startswith(folded)]
            known = ", ".join(sorted(names, key=fold)[:40]) + (", …" if len(names) > 40 else "")
            if len(matches) > 1:
                raise InputError(Msg("stats.players.ambiguous", text=text,
                                     names=join_msgs("core.or", matches)),
                                 hint=Msg("stats.players.known", names=known)) from None
            raise InputError(Msg("stats.players.unknown", text=text),
                             hint=Msg("stats.players.known", names=known) if names
                             else Msg("stats.players.none")) from None
    return found


def stats_json(stats: Stats, skipped: Sequence[str] = ()) -> dict:
    """`vint stats --json`: integer points, money and averages as exact decimal strings;
    Preferans vists as a number and, exact, as a fraction string ("-28/3")."""
    from .games.preferans.report import amount_json, exact_json
    from .money import money_json

    def highlight(h: Highlight | None) -> dict | None:
        if h is None:
            return None
        return {"session": h.session, "date": h.created.date().isoformat(), "points": h.points}

    def fields(r: Row) -> dict:
        average = r.average
        return {"evenings": r.evenings, "rubbers_played": r.played, "rubbers_won": r.won,
                "rubbers_lost": r.lost, "points": r.points, "money": money_json(r.money),
                "average": None if average is None else str(average),
                "contracts_declared": r.declared, "contracts_made": r.made,
                "best": highlight(r.best), "worst": highlight(r.worst)}

    def pulya(m: PulyaMark | None) -> dict | None:
        if m is None:
            return None
        return {"session": m.session, "date": m.created.date().isoformat(),
                "vists": amount_json(m.vists)}

    def pref_fields(r: PrefRow) -> dict:
        average = r.average
        return {"pulyas": r.pulyas, "finished": r.finished, "vists": amount_json(r.vists),
                "vists_exact": exact_json(r.vists), "money": money_json(r.money),
                "average": None if average is None else str(average),
                "contracts_declared": r.declared, "contracts_made": r.made,
                "best": pulya(r.best), "worst": pulya(r.worst)}

    return {
        "format": STATS_FORMAT,
        "schema_version": SCHEMA_VERSION,
        "sessions": stats.sessions,
        "skipped": list(skipped),
        "players": {r.players[0]: fields(r) for r in stats.players},
        "partnerships": [{"players": list(r.players), **fields(r)} for r in stats.partnerships],
        "preferans": {"sessions": stats.preferans.sessions,
                      "players": {r.player: pref_fields(r) for r in stats.preferans.players}},
    }


# --------------------------------------------------------------------------------------
# Gathering: the files, the cache, the worker processes

_BAD = 0  # the summary of a file that cannot be read or replayed
_OTHER = 1  # the summary of a session of a game stats does not know
_VINT = "vint"  # the first item of an evening's summary
_PREF = "preferans"  # the first item of a pulya's summary


def _primitive(e: Evening) -> tuple:
    """The evening as nested tuples of str and int (marshal reads them fast); no name."""
    return (_VINT, e.created.isoformat(), str(e.stake), e.players,
            tuple((p, tuple(_fields(v))) for p, v in e.lines),
            tuple((k, tuple(_fields(v))) for k, v in e.pairs))


def _fields(line: Line) -> tuple[int, ...]:
    return (line.played, line.won, line.lost, line.points, line.declared, line.made)


def _pulya_primitive(p: PulyaFigures) -> tuple:
    """The pulya as nested tuples of str and int: vists as (numerator, denominator),
    money as its exact decimal text; no name."""
    return (_PREF, p.created.isoformat(), p.players, int(p.entered), int(p.over),
            tuple((name, (v.vists.numerator, v.vists.denominator), str(v.money), v.declared,
                   v.made) for name, v in p.lines))


def _back(data: tuple, name: str) -> Evening | PulyaFigures:
    if data[0] == _PREF:
        _, created, players, entered, over, lines = data
        return PulyaFigures(name, datetime.fromisoformat(created), tuple(players),
                            bool(entered), bool(over),
                            tuple((p, PulyaLine(Fraction(*vists), Decimal(money), declared,
                                                made))
                                  for p, vists, money, declared, made in lines))
    _, created, stake, players, lines, pairs = data
    return Evening(name, datetime.fromisoformat(created), Decimal(stake), tuple(players),
                   tuple((p, Line(*v)) for p, v in lines),
                   tuple((tuple(k), Line(*v)) for k, v in pairs))


def summarise(raw: bytes, path: str) -> tuple | int:
    """A file's bytes to its primitive summary (a Vint evening's or a pulya's); _BAD when
    it cannot be read or replayed, _OTHER when it is a session of another game."""
    from . import storage
    try:
        session = storage.parse(raw.decode("utf-8"), path)
        if session.game == "vint":
            return _primitive(evening(session))
        if session.game == "preferans":
            return _pulya_primitive(pulya_figures(session))
        return _OTHER
    except (VintError, UnicodeDecodeError, RecursionError):
        return _BAD


def _work(batch: list[tuple[bytes, str]]) -> list[tuple | int]:
    """In a worker process: a batch of files summarised."""
    return [summarise(raw, path) for raw, path in batch]


Progress = Callable[[int, int], None]  # (done, total) of the sessions read afresh


def _compute(todo: list[tuple[bytes, str]], progress: Progress | None) -> list[tuple | int]:
    """Each file's summary: in worker processes when there are many, else here."""
    many = len(todo) > PARALLEL_FROM
    report = progress if many and progress is not None else (lambda done, total: None)
    report(0, len(todo))
    workers = os.cpu_count() or 1
    results: list[tuple | int | None] = [None] * len(todo)
    if many and workers > 1:
        try:
            _in_workers(todo, results, workers, report)
        except Exception:  # a worker lost (killed, no memory): what is left is done here
            pass
    done = sum(r is not None for r in results)
    for i, (raw, path) in enumerate(todo):
        if results[i] is None:
            results[i] = summarise(raw, path)
            done += 1
            report(done, len(todo))
    return results  # type: ignore[return-value]


def _in_workers(todo: list[tuple[bytes, str]], results: list, workers: int,
                report: Callable[[int, int], None]) -> None:
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    # Batches small enough for a smooth progress bar, large enough to cost little to send.
    size = max(1, min(32, len(todo) // (workers * 8)))
    batches = [list(range(i, min(i + size, len(todo)))) for i in range(0, len(todo), size)]
    done = 0
    with ProcessPoolExecutor(max_workers=workers) as pool:
        pending = {pool.submit(_work, [todo[i] for i in b]): b for b in batches}
        while pending:
            finished, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                batch = pending.pop(future)
                for i, summary in zip(batch, future.result()):
                    results[i] = summary
                done += len(batch)
                report(done, len(todo))


def _code_stamp() -> bytes:
    """What decides a summary besides the file: this Python and vintscore's own code."""
    import hashlib
    import sys
    here = Path(__file__).parent
    stamp = [str(_FORMAT), sys.version]
    for path in sorted(here.rglob("*.py")):
        relative = path.relative_to(here)
        if (relative.parts[0] == "cli" or relative.name.startswith("messages_")
                or relative.as_posix() in _NOT_READERS):
            continue  # the commands, the catalog's sentences and the output change no figure
        st = path.stat()
        stamp.append(f"{relative.as_posix()}:{st.st_mtime_ns}:{st.st_size}")
    return hashlib.sha256("\n".join(stamp).encode()).digest()


class _Cache:
    """The summaries of files already read, in one file beside the parse cache (cache.py).

    An entry is found by the hash of a file's exact bytes; the file holds the stamp of
    the code that made its entries, and a different stamp is an empty cache. Any
    problem with it is ignored: it only ever costs reading the sessions again.
    """

    def __init__(self) -> None:
        from .storage import cache
        self.stamp = _code_stamp()
        where = cache.folder()
        self.file = where / _CACHE_NAME if where is not None else None
        self.old: dict[bytes, tuple | int] = {}
        self.used: dict[bytes, tuple | int] = {}
        self.new = 0
        if self.file is None:
            return
        try:
            import marshal
            fmt, stamp, entries = marshal.loads(self.file.read_bytes())
            if (fmt, stamp) == (_FORMAT, self.stamp) and isinstance(entries, dict):
                self.old = entries
        except Exception:
            pass

    def get(self, key: bytes) -> tuple | int | None:
        found = self.old.get(key)
        if found is not None:
            self.used[key] = found
        return found

    def put(self, key: bytes, summary: tuple | int) -> None:
        self.used[key] = summary
        self.new += 1

    def save(self) -> None:
        if self.file is None or not self.new:
            return
        import marshal
        kept = {k: v for k, v in self.old.items() if k not in self.used}
        kept.update(self.used)  # the least recently used first, and dropped first
        keep = max(MAX_CACHED, len(self.used))
        if len(kept) > keep:
            kept = dict(list(kept.items())[len(kept) - keep:])
        temp = self.file.with_name(f".{self.file.name}.{os.getpid()}.tmp")
        try:
            self.file.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            temp.write_bytes(marshal.dumps((_FORMAT, self.stamp, kept)))
            os.replace(temp, self.file)
        except Exception:
            try:
                temp.unlink(missing_ok=True)
            except OSError:
                pass


def gather(paths: Sequence[Path], progress: Progress | None = None
           ) -> tuple[list[Evening | PulyaFigures], list[Path]]:
    """Each session file's figures — a Vint evening's or a Preferans pulya's — and the
    files that cannot be read (skipped).

    `progress(done, total)` is told how the reading goes when more than PARALLEL_FROM
    sessions are read afresh (the cache answers for the others at once).
    """
    import hashlib
    store = _Cache()
    found: list[tuple[Path, tuple | int]] = []
    todo: list[tuple[bytes, str]] = []
    keys: list[bytes] = []
    places: list[int] = []
    unreadable: list[Path] = []
    for path in paths:
        try:
            raw = Path(path).read_bytes()
        except OSError:
            unreadable.append(path)
            continue
        key = hashlib.sha256(raw).digest()
        hit = store.get(key)
        if hit is None:
            places.append(len(found))
            keys.append(key)
            todo.append((raw, str(path)))
        found.append((path, hit))  # type: ignore[arg-type]
    if todo:
        for place, key, summary in zip(places, keys, _compute(todo, progress)):
            store.put(key, summary)
            found[place] = (found[place][0], summary)
        store.save()
    evenings = []
    for path, summary in found:
        if summary == _BAD:
            unreadable.append(path)
        elif summary != _OTHER:
            evenings.append(_back(summary, Path(path).stem))  # type: ignore[arg-type]
    return evenings, sorted(unreadable, key=lambda p: Path(p).name)
