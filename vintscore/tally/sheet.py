"""The sheet of running totals, pure: a column per player, each event's line (what each
player wrote, the marks it drew, the totals after it) and the rounds it is played in — a
round is the toy's match, Thousand's one game —, each with its winner; and the settlement,
by differences or the losers paying the winner.

A game of this shape writes one hook, `TallyFold.write`: what one event writes, given the
table as it stands (`At`); the fold keeps the rest — voids, the problems `keep_going`
skips, rounds, the dealer, the settlement, what `vint check --expect` compares, and a switch
of the game's options (`vint rescore --write`, session.RulesChange): the last one in force
scores the whole session, and writes nothing itself.
"""
from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, Generic, TypeVar

from ..errors import EventError, VintError, every
from ..games.base import Fold, Match
from ..payments import to_cents
from ..session import AnySession, RulesChange, rules_in_force

E = TypeVar("E")  # the game's event
R = TypeVar("R")  # the game's rules
X = TypeVar("X")  # the game's own state between events (bolts, the barrel…), or None

Points = tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class Mark:
    """Something a line draws beside a player's total (a bolt, «бочка», a fall): its kind
    (the game's message `GAME.mark.KIND` says it) and a count (the second bolt: 2)."""

    player: str
    kind: str
    count: int = 0


@dataclass(frozen=True)
class TallyLine(Generic[E]):
    """What event `number` wrote: each player's points (a player absent wrote nothing), the
    marks, each player's total after it, and the winner when it ended its round. A void
    event, or a switch of rules, is in no round: `round` 0."""

    number: int
    event: E
    round: int = 0
    points: Points = ()
    totals: Points = ()
    marks: tuple[Mark, ...] = ()
    won: str | None = None
    dealer: str = ""


@dataclass(frozen=True)
class Round:
    """One round (a match, a game): each player's total, and its winner once it is over."""

    number: int
    totals: Points
    winner: str | None = None


@dataclass(frozen=True)
class Tally(Generic[R, E]):
    """A session folded: every event's line and the rounds, the last one maybe open."""

    rules: R
    players: tuple[str, ...]
    records: tuple[TallyLine[E], ...]
    rounds: tuple[Round, ...]
    next_dealer: str
    problems: tuple[EventError, ...] = ()
    state: Any = None  # the game's state after the last line

    @property
    def totals(self) -> Points:
        """Each player's total now: the open round's, else the last round's."""
        return self.rounds[-1].totals if self.rounds else tuple((p, 0) for p in self.players)

    @property
    def winner(self) -> str | None:
        return self.rounds[-1].winner if self.rounds else None


@dataclass(frozen=True)
class At(Generic[R, X]):
    """The table as an event finds it: the rules, the players, who deals it, the totals of
    the round, the game's state, and whether the round is already won (`over`: a game of
    one round takes no more events)."""

    rules: R
    players: tuple[str, ...]
    dealer: str
    number: int
    totals: Mapping[str, int]
    state: X
    over: bool = False


@dataclass(frozen=True)
class Step(Generic[E, X]):
    """What `write` says an event writes: the event as the table reads it (names resolved),
    each player's points, the totals after it (None: the totals plus the points), the marks,
    the winner of the round, the game's state after it."""

    event: E
    points: Points
    totals: Points | None = None
    marks: tuple[Mark, ...] = ()
    won: str | None = None
    state: Any = None


@dataclass(frozen=True)
class TallyPaid:
    """The settlement: each player's rounds won and money (exact, summing to zero), and the
    cents every surface shows (payments.to_cents, rounded once)."""

    stake: Decimal
    won: Points
    money: tuple[tuple[str, Decimal], ...]
    cents: tuple[tuple[str, int], ...]
    cents_rounded: bool
    finished: bool = True


@dataclass
class _Folding(Generic[E]):
    totals: dict[str, int]
    state: Any
    lines: list[TallyLine[E]] = field(default_factory=list)
    rounds: list[Round] = field(default_factory=list)
    problems: list[EventError] = field(default_factory=list)
    dealt: int = 0


class TallyFold(Fold[Tally[Any, Any], TallyPaid]):
    """The fold of a sheet of running totals; a game writes `write` and may say:"""

    again: bool = True  # a won round starts the next (the toy's matches); False: one game
    settle_by: str = "winner"  # or "difference": each loser pays the winner's lead / 100

    def begin(self, rules: Any, players: tuple[str, ...]) -> Any:
        """The game's own state when a round begins (none by default)."""
        return None

    def first_dealer(self, session: AnySession) -> int:
        """Who deals the first event, by seat: the session's `dealer` when its header
        names one (`vint new --dealer`), else the first player."""
        players = session.players
        return players.index(session.dealer) if session.dealer in players else 0

    def settling(self, rules: Any) -> str:
        """How the rules settle: `settle_by` unless they say otherwise."""
        return self.settle_by

    @abstractmethod
    def write(self, at: At[Any, Any], event: Any, /) -> Step[Any, Any]:
        """What `event` writes at the table `at`; an impossible event raises its
        RuleViolation (with its other problems, errors.raise_all)."""

    # -- the fold ---------------------------------------------------------------------
    def replay(self, session: AnySession, /, *, keep_going: bool = False) -> Tally[Any, Any]:
        rules, players = rules_in_force(session), session.players
        first = self.first_dealer(session)
        f: _Folding[Any] = _Folding(dict.fromkeys(players, 0), self.begin(rules, players))
        for number, event in enumerate(session.events, 1):
            if event.void or isinstance(event, RulesChange):  # a switch: `rules` already
                f.lines.append(TallyLine(number, event))
                continue
            over = not self.again and bool(f.rounds) and f.rounds[-1].winner is not None
            dealer = players[(first + f.dealt) % len(players)]
            at = At(rules, players, dealer, number, dict(f.totals), f.state, over)
            try:
                step = self.write(at, event)
            except VintError as e:
                if not keep_going:
                    raise EventError(number, e) from None
                f.problems += [EventError(number, p) for p in every(e)]
                continue
            f.dealt += 1
            self._take(f, number, dealer, step, rules, players)
        return Tally(rules, players, tuple(f.lines), tuple(f.rounds),
                     players[(first + f.dealt) % len(players)], tuple(f.problems), f.state)

    def _take(self, f: _Folding[Any], number: int, dealer: str, step: Step[Any, Any],
              rules: Any, players: tuple[str, ...]) -> None:
        if step.totals is None:
            for p, n in step.points:
                f.totals[p] += n
        else:
            f.totals = dict(step.totals)
        f.state = step.state
        open_ = bool(f.rounds) and f.rounds[-1].winner is None
        at_round = len(f.rounds) if open_ else len(f.rounds) + 1
        f.lines.append(TallyLine(number, step.event, at_round, step.points, tuple(f.totals.items()),
                            step.marks, step.won, dealer))
        closed = Round(at_round, tuple(f.totals.items()), step.won)
        f.rounds[at_round - 1:] = [closed]
        if step.won is not None and self.again:
            f.totals, f.state = dict.fromkeys(players, 0), self.begin(rules, players)

    def check_events(self, events: tuple[Any, ...], players: tuple[str, ...] | None,
                     header: dict[str, Any], rules: Any, /) -> list[EventError]:
        """Each readable event on its own, at a fresh table (what needs no earlier event)."""
        if players is None:
            return []
        switches = [e.rules for e in events if isinstance(e, RulesChange) and not e.void]
        rules = switches[-1] if switches else rules  # the last switch scores the session
        found: list[EventError] = []
        for number, event in enumerate(events, 1):
            if event is None or event.void or isinstance(event, RulesChange):
                continue
            at = At(rules, players, players[(number - 1) % len(players)], number,
                    dict.fromkeys(players, 0), self.begin(rules, players))
            try:
                self.check(at, event)
            except VintError as e:
                found += [EventError(number, p) for p in every(e)]
        return found

    def check(self, at: At[Any, Any], event: Any, /) -> None:
        """An event checked on its own (`vint check` of a file that cannot be replayed;
        `at.rules` is None when they do not read): written at a fresh table by default,
        when the rules read."""
        if at.rules is not None:
            self.write(at, event)

    def running(self, sheet: Tally[Any, Any], /) -> list[tuple[int, dict[str, Any]]]:
        """Each player's total in the round after each event (what the paper shows)."""
        return [(line.number, dict(line.totals)) for line in sheet.records if line.round]

    def finished(self, sheet: Tally[Any, Any], /) -> bool:
        """Over when no round is left open."""
        return all(r.winner is not None for r in sheet.rounds)

    def paid(self, sheet: Tally[Any, Any], r: Round, stake: Decimal) -> dict[str, Decimal]:
        """What a won round pays each player: every loser pays its winner the stake
        (`winner`), or the difference of their totals times the stake a hundred
        (`difference`)."""
        by = self.settling(sheet.rules)
        money = dict.fromkeys(sheet.players, Decimal(0))
        totals = dict(r.totals)
        for p in sheet.players:
            if r.winner is not None and p != r.winner:
                owed = stake if by == "winner" else stake * (totals[r.winner] - totals[p]) / 100
                money[p] -= owed
                money[r.winner] += owed
        return money

    def settle(self, sheet: Tally[Any, Any], stake: Decimal, /) -> TallyPaid:
        """Each won round settled (`paid`); money sums to zero."""
        won = dict.fromkeys(sheet.players, 0)
        money = dict.fromkeys(sheet.players, Decimal(0))
        for r in sheet.rounds:
            if r.winner is not None:
                won[r.winner] += 1
                for p, m in self.paid(sheet, r, stake).items():
                    money[p] += m
        cents, rounded = to_cents(tuple(money.items()))
        return TallyPaid(stake, tuple(won.items()), tuple(money.items()), cents, rounded,
                    self.finished(sheet))

    def matches(self, sheet: Tally[Any, Any], /) -> list[Match]:
        """Each won round, a match of every player, ranked by what it pays him, then by his
        total (RATING.md, L10: the losers who pay alike are told apart by their totals)."""
        unit = "match" if self.again else "game"
        found = []
        for r in sheet.rounds:
            if r.winner is not None:
                paid, totals = self.paid(sheet, r, Decimal(1)), dict(r.totals)
                found.append(Match(r.number, unit, tuple((p,) for p in sheet.players),
                                   tuple((paid[p], totals[p]) for p in sheet.players)))
        return found
