"""The pulya of Preferans: a fold of the events into pools, mountains and vists (P1–P12).

The Preferans counterpart of sheet.py and settlement.py: recomputed from the session
file every time; exact (Fractions), zero-sum at settlement (P10).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from decimal import Context, Decimal, localcontext
from fractions import Fraction
from typing import Any

from ...errors import (
    AmbiguousName,
    EventError,
    NotationError,
    RuleViolation,
    VintError,
    every,
    raise_with,
)
from ...glossary import Msg
from ...names import resolve_player
from ...payments import amount as cents_amount
from ...payments import to_cents
from ...session import Session
from ...value import value
from ..base import Fold, Match
from . import scoring as rules_of
from .model import PrefDeal, PrefManual, PrefPass, PrefRules
from .scoring import player as _player


@value
class Line:
    """One amount written in a column of the pulya, with the event that wrote it."""

    event: int
    amount: Fraction
    why: str = ""  # "help" or "surplus" (P11), "manual" (P1), or "" for the deal's own


@value
class PrefRecord:
    """One event of a pulya as replayed: what it wrote, and who dealt it."""

    number: int
    event: PrefDeal | PrefPass | PrefManual  # with names resolved as the replay read them
    dealer: str | None  # who dealt it (None for manual entries and voided events)
    pool: tuple[tuple[str, Fraction], ...] = ()
    mountain: tuple[tuple[str, Fraction], ...] = ()
    vists: tuple[tuple[str, str, Fraction], ...] = ()
    news: tuple[Msg, ...] = ()


@value
class Pulya:
    """The whole pulya folded (P11): pools, mountains, vists, and what comes next."""

    rules: PrefRules
    players: tuple[str, ...]
    pool: dict[str, Fraction]
    mountain: dict[str, Fraction]
    vists: dict[tuple[str, str], Fraction]  # (writer, on) -> vists
    pool_lines: dict[str, tuple[Line, ...]]
    mountain_lines: dict[str, tuple[Line, ...]]
    vist_lines: dict[tuple[str, str], tuple[Line, ...]]
    records: tuple[PrefRecord, ...]
    series: int  # all-pass deals in a row so far (P7)
    next_dealer: str
    over: bool  # P11: the pulya is closed; deals are refused
    problems: tuple[EventError, ...] = ()

    @property
    def next_step(self) -> Fraction:
        """P7: the step the next all-pass deal would be scored at."""
        return rules_of.pass_step(self.series + 1, self.rules)


@dataclass
class _State:
    """The pulya while the fold runs (mutable; frozen into a Pulya at the end)."""

    rules: PrefRules
    players: tuple[str, ...]
    pool: dict = field(default_factory=dict)
    mountain: dict = field(default_factory=dict)
    vists: dict = field(default_factory=dict)
    pool_lines: dict = field(default_factory=dict)
    mountain_lines: dict = field(default_factory=dict)
    vist_lines: dict = field(default_factory=dict)
    dealer: int = 0
    series: int = 0

    def __post_init__(self) -> None:
        for p in self.players:
            self.pool[p] = Fraction(0)
            self.mountain[p] = Fraction(0)
            self.pool_lines[p] = []
            self.mountain_lines[p] = []
            for q in self.players:
                if q != p:
                    self.vists[(p, q)] = Fraction(0)
                    self.vist_lines[(p, q)] = []

    def over(self) -> bool:
        """P11: every pool closed (with help), or the pools' sum at players × target."""
        target = self.rules.pool_target
        if self.rules.closing == "sum":
            return sum(self.pool.values()) >= target * len(self.players)
        return all(v >= target for v in self.pool.values())

    def write_mountain(self, player: str, amount: Fraction, number: int, why: str = "") -> None:
        if amount:
            self.mountain[player] += amount
            self.mountain_lines[player].append(Line(number, amount, why))

    def write_vists(self, writer: str, on: str, amount: Fraction, number: int,
                    why: str = "") -> None:
        if amount:
            self.vists[(writer, on)] += amount
            self.vist_lines[(writer, on)].append(Line(number, amount, why))

    def write_pool(self, player: str, amount: Fraction, number: int,
                   helping: bool) -> list[tuple[str, str | None, Fraction]]:
        """P11: a pool entry; past the target, the surplus helps the open pools, then
        comes off the player's own mountain. Returns the help given (helper, helped, points),
        and (player, None, points) for what came off his mountain."""
        given: list[tuple[str, str | None, Fraction]] = []
        target = Fraction(self.rules.pool_target)
        if not helping or self.rules.closing == "sum":
            self.pool[player] += amount
            self.pool_lines[player].append(Line(number, amount, "" if helping else "manual"))
            return given
        room = max(Fraction(0), target - self.pool[player])
        own = min(amount, room)
        if own:
            self.pool[player] += own
            self.pool_lines[player].append(Line(number, own))
        surplus = amount - own
        order = self.players[self.players.index(player) + 1:] + self.players[:self.players.index(player)]
        while surplus > 0:
            open_ = [p for p in order if self.pool[p] < target]
            if not open_:  # every pool closed: the rest off his own mountain
                self.write_mountain(player, -surplus, number, "surplus")
                given.append((player, None, surplus))
                break
            helped = max(open_, key=lambda p: (self.pool[p], -order.index(p)))
            share = min(surplus, target - self.pool[helped])
            self.pool[helped] += share
            self.pool_lines[helped].append(Line(number, share, "help"))
            self.write_vists(player, helped, self.rules.pool_point * share, number, "help")
            given.append((player, helped, share))
            surplus -= share
        return given


def replay(session: Session, *, keep_going: bool = False) -> Pulya:
    """Fold the events into the pulya; an impossible event raises EventError."""
    rules = session.rules
    state = _State(rules, session.players)
    records: list[PrefRecord] = []
    problems: list[EventError] = []
    four = len(session.players) == 4
    for number, event in enumerate(session.events, 1):
        if event.void:
            records.append(PrefRecord(number, event, None))
            continue
        try:
            records.append(_apply(number, event, state, four))
        except VintError as e:
            if not keep_going:
                raise EventError(number, e) from None
            problems.extend(EventError(number, cause) for cause in every(e))
    return Pulya(rules, session.players, dict(state.pool), dict(state.mountain),
                 dict(state.vists), {p: tuple(v) for p, v in state.pool_lines.items()},
                 {p: tuple(v) for p, v in state.mountain_lines.items()},
                 {k: tuple(v) for k, v in state.vist_lines.items()}, tuple(records),
                 state.series, session.players[state.dealer], state.over(), tuple(problems))


def _apply(number: int, event, state: _State, four: bool) -> PrefRecord:
    rules = state.rules
    players = state.players
    if isinstance(event, PrefManual):  # P1: as given, without help; not a deal
        return _manual(number, event, state)
    if state.over():
        raise RuleViolation(Msg("preferans.over"), rule="P11", hint=Msg("preferans.over.hint"))
    dealer = players[state.dealer]
    active = tuple(p for p in players if p != dealer) if four else players
    sitting_out = dealer if four else None
    if isinstance(event, PrefPass):
        if sitting_out is not None:
            _not_the_dealer(event, players, sitting_out, active, rules_of.pass_values(event))
        event = rules_of.check_pass(event, active)
        series = state.series + 1
        writes = rules_of.score_pass(event, series, rules)
        state.series = series if rules.all_pass == "mountain" else 0
    elif isinstance(event, PrefDeal):
        if sitting_out is not None:
            _not_the_dealer(event, players, sitting_out, active, rules_of.deal_values(event))
        event = rules_of.check_deal(event, active, rules)
        writes = rules_of.score_deal(event, active, sitting_out, rules)
        state.series = 0  # any other kind of deal ends the all-pass series (P7)
    else:  # pragma: no cover - storage builds only these kinds for Preferans
        raise TypeError(f"unknown event {event!r}")
    news = _written(number, writes, state)
    state.dealer = (state.dealer + 1) % len(players)
    return PrefRecord(number, event, dealer, writes.pool, writes.mountain, writes.vists,
                      tuple(news))


def _written(number: int, writes: rules_of.Writes, state: _State) -> list[Msg]:
    """A deal's writes put in the pulya, and what the pools' help did in words (P11)."""
    for p, amount in writes.mountain:
        state.write_mountain(p, amount, number)
    for writer, on, amount in writes.vists:
        state.write_vists(writer, on, amount, number)
    news = []
    for p in state.players:  # P11: several pool entries go in seating order from the first
        for q, amount in writes.pool:
            if q == p:
                for helper, helped, share in state.write_pool(q, amount, number, helping=True):
                    news.append(Msg("preferans.helped", helper=helper, helped=helped,
                                    points=_show(share)) if helped is not None else
                                Msg("preferans.surplus", player=helper, points=_show(share)))
    if state.over():
        news.append(Msg("preferans.closed"))
    return news


def _manual(number: int, event: PrefManual, state: _State) -> PrefRecord:
    """P1: an entry by hand, as given, without help; not a deal (the deal does not pass)."""
    rules_of.check_manual(event)
    player = _player(event.player, state.players, "player")
    others = tuple(q for q in state.players if q != player)
    vists = tuple((rules_of.other_player(p, player, others, "vists_on", "preferans.self_vists"), n)
                  for p, n in event.vists_on)
    if event.pool:
        state.write_pool(player, Fraction(event.pool), number, helping=False)
    state.write_mountain(player, Fraction(event.mountain), number, "manual")
    for on, n in vists:
        state.write_vists(player, on, Fraction(n), number, "manual")
    event = replace(event, player=player, vists_on=vists)
    return PrefRecord(number, event, None,
                      ((player, Fraction(event.pool)),) if event.pool else (),
                      ((player, Fraction(event.mountain)),) if event.mountain else (),
                      tuple((player, on, Fraction(n)) for on, n in vists))


def check_events(events: tuple[Any, ...], players: tuple[str, ...] | None,
                 header: dict[str, Any], rules: PrefRules | None) -> list[EventError]:
    """`vint check` of a file whose players or convention cannot be read (None), so that
    nothing can be replayed: each event on its own (None: unreadable) — its numbers (P1)
    and the names nobody in the pulya has; who deals and who plays is the replay's."""
    problems: list[EventError] = []
    for number, event in enumerate(events, 1):
        if event is None or event.void:
            continue
        found = rules_of.event_values(event)
        if players is not None:
            for key, text in _names_of(event):
                try:
                    resolve_player(text, players)
                except AmbiguousName:
                    continue
                except NotationError as e:
                    found.append(RuleViolation(e.msg, rule="P1", key=key, hint=e.hint_msg))
        problems += [EventError(number, p) for p in found]
    return problems


def _names_of(event: Any) -> list[tuple[str, str]]:
    """(key, name as written) of each player an event names."""
    if isinstance(event, PrefPass):
        return [("tricks", p) for p, _ in event.tricks]
    if isinstance(event, PrefManual):
        return [("player", event.player)] + [("vists_on", p) for p, _ in event.vists_on]
    return ([("declarer", event.declarer)] + [("whist", p) for p, _ in event.whists]
            + [("pass", p) for p, _ in event.passes]
            + ([("half", event.half)] if event.half is not None else []))


def _not_the_dealer(event, players: tuple[str, ...], dealer: str, active: tuple[str, ...],
                    values: list[RuleViolation]) -> None:
    """P1: at four the dealer sits out; naming him is refused in words that say so (with
    the `values` problems of the event, whoever plays it)."""
    if isinstance(event, PrefPass):
        named = [("tricks", p) for p, _ in event.tricks]
    else:
        named = [("declarer", event.declarer)] + [("whist", p) for p, _ in event.whists] + [
            ("pass", p) for p, _ in event.passes] + ([("half", event.half)] if event.half else [])
    for key, text in named:
        try:
            who = resolve_player(text, players)
        except NotationError:
            continue  # the deal's own check names the stranger
        if who == dealer:
            raise_with(RuleViolation(Msg("preferans.dealer_out", dealer=dealer), rule="P1", key=key,
                                     hint=Msg("preferans.dealer_out.hint", players=", ".join(active))),
                       values)


def _show(amount: Fraction) -> str:
    return str(amount.numerator) if amount.denominator == 1 else f"{float(amount):g}"


# P10: settlement

_EXACT = Context(prec=80)  # exact money, whatever the stake's digits


@value
class PrefSettlement:
    """A pulya settled (P10): each player's vists, exact and whole, and money."""

    stake: Decimal  # money per vist
    exact: tuple[tuple[str, Fraction], ...]  # each player's result in vists, exact
    rounded: tuple[tuple[str, int], ...]  # whole vists by largest remainder, zero-sum
    money: tuple[tuple[str, Decimal], ...]  # exact when it is a decimal, else its cents
    pool_mean: Fraction
    mountain_mean: Fraction
    over: bool
    # The money to the cent, rounded once, here (payments.to_cents: largest remainder,
    # ties in seating order), and whether a cent moved: what every surface shows, sums
    # and pays (the rows, the payments, the exports, stats, the club ledger).
    cents: tuple[tuple[str, int], ...]
    cents_rounded: bool


def settle(pulya: Pulya, stake: Decimal) -> PrefSettlement:
    """P10: Rp·(pool − mean) − Rg·(mountain − mean) + vists written − vists received."""
    n = len(pulya.players)
    pool_mean = sum(pulya.pool.values(), Fraction(0)) / n
    mountain_mean = sum(pulya.mountain.values(), Fraction(0)) / n
    result = {}
    for p in pulya.players:
        vists = sum((pulya.vists[(p, q)] - pulya.vists[(q, p)]
                     for q in pulya.players if q != p), Fraction(0))
        result[p] = (pulya.rules.pool_point * (pulya.pool[p] - pool_mean)
                     - rules_of.MOUNTAIN * (pulya.mountain[p] - mountain_mean) + vists)
    exact = tuple(result.items())
    rounded = tuple(zip(pulya.players, whole_vists([v for _, v in exact])))
    amounts = [v * Fraction(stake) for _, v in exact]
    cents, cents_rounded = to_cents(list(zip(pulya.players, amounts)))  # P10: the one rounding
    money = tuple(zip(pulya.players, _money(amounts, [c for _, c in cents])))
    return PrefSettlement(stake, exact, rounded, money, pool_mean, mountain_mean, pulya.over,
                          cents, cents_rounded)


def _money(amounts: list[Fraction], cents: list[int]) -> list[Decimal]:
    """P10: money = result × stake, exact when every amount is a finite decimal; else (a
    third of a vist) its cents, which sum to zero as the money does."""
    def finite(q: Fraction) -> bool:
        d = q.denominator
        for f in (2, 5):
            while d % f == 0:
                d //= f
        return d == 1

    if all(finite(q) for q in amounts):
        with localcontext(_EXACT):
            return [Decimal(q.numerator) / Decimal(q.denominator) for q in amounts]
    return [cents_amount(c) for c in cents]


def whole_vists(values: list[Fraction]) -> list[int]:
    """P10: whole vists by largest remainder, so the table still sums to zero.

    P10 leaves equal remainders open; ours go in seating order (the first player first),
    which also gives PrefCount's published 8 / −81 / 73 for PS4.
    """
    floors = [v.numerator // v.denominator for v in values]
    spare = int(sum(values, Fraction(0)) - sum(floors))
    order = sorted(range(len(values)), key=lambda i: (-(values[i] - floors[i]), i))
    for i in order[:spare]:
        floors[i] += 1
    return floors


def running(pulya: Pulya) -> list[tuple[int, dict[str, Fraction]]]:
    """Each player's result (P10) after each event, as if the pulya were settled then."""
    events = len(pulya.records)
    by_event: list[list[tuple[str, object, Fraction]]] = [[] for _ in range(events + 1)]
    for p, lines in pulya.pool_lines.items():
        for line in lines:
            by_event[line.event].append(("pool", p, line.amount))
    for p, lines in pulya.mountain_lines.items():
        for line in lines:
            by_event[line.event].append(("mountain", p, line.amount))
    for pair, lines in pulya.vist_lines.items():
        for line in lines:
            by_event[line.event].append(("vists", pair, line.amount))
    pool = {p: Fraction(0) for p in pulya.players}
    mountain = dict(pool)
    vists = {pair: Fraction(0) for pair in pulya.vists}
    # keyed by a player (pool, mountain) or by a (writer, on) pair (vists)
    columns: dict[str, dict[Any, Fraction]] = {"pool": pool, "mountain": mountain, "vists": vists}
    series = []
    for number in range(1, events + 1):
        for where, key, amount in by_event[number]:
            columns[where][key] += amount
        now = replace(pulya, pool=pool, mountain=mountain, vists=vists)
        series.append((number, dict(settle(now, Decimal(0)).exact)))
    return series


def finished(pulya: Pulya) -> bool:
    """Whether the pulya is over (P11). The club ledger marks the others (issue 15)."""
    return pulya.over


class PreferansFold(Fold[Pulya, PrefSettlement]):
    """The pulya (P11) and its settlement (P10)."""

    replay = staticmethod(replay)
    check_events = staticmethod(check_events)
    settle = staticmethod(settle)
    running = staticmethod(running)
    finished = staticmethod(finished)

    def matches(self, pulya: Pulya, /) -> list[Match]:
        """The pulya once over (P11), a match of every player (the dealer sitting out at
        four included), each ranked by his result in vists, exact (P10)."""
        if not pulya.over:
            return []
        exact = settle(pulya, Decimal(0)).exact
        return [Match(1, "pulya", tuple((p,) for p, _ in exact), tuple(v for _, v in exact))]
