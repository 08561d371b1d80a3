"""The replay of a game of rubbers: the session's events, one by one, put into rubbers,
games and entries, side by side and column by column — the sheet (rubber/sheet.py; Vint's
V8, V9, V12; bridge's B10–B15, B20–B24).

Nothing here is stored: the sheet is recomputed from the session file every time. A
rubber's columns come from its lineup (rotation.py): two partnerships, or one column per
player at the tables of individual records. Who dealt each hand, and who deals next,
follow the rules of dealing.py; the table's changes, seating.py's.

What an event writes is its game's to say (`Scoring.score`: the entries of each of its two
sides, and what else the replay must know of it); the replay puts them in the columns of the
sides' hands, counts each column's points below the line toward the game's target, ends a
game when a column reaches it (the game's premiums: `Scoring.game_won`) and the rubber
when a column has won its games (`Scoring.rubber_won`), or when the game says the rubber is
over (`Scoring.over`: a chicago's four deals).
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import replace
from enum import StrEnum
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from ..errors import (
    AmbiguousName,
    EventError,
    NotationError,
    RuleViolation,
    VintError,
    every,
    raise_with,
)
from ..glossary import Msg
from ..notation import join_msgs
from ..value import value
from .dealing import following, named
from .events import RulesChange, Seat
from .lineup import Lineup
from .rotation import plan
from .seating import SeatChange, TableState, seat, swapped
from .sheet import Entry, GameScore, Record, Rubber, Seating, Sheet, Tenure

if TYPE_CHECKING:
    from ..session import AnySession
    from .tables import TableKind

R = TypeVar("R")  # a game's rules


class OpenRubber:
    """The rubber being written, while the replay runs (mutable only inside it)."""

    __slots__ = ("below", "dealing", "dealt", "done", "entries", "games", "games_to_win",
                 "hands", "lineup", "number", "tenures", "winners", "x")

    def __init__(self, number: int, lineup: Lineup, games_to_win: int) -> None:
        self.number = number
        self.lineup = lineup
        self.games_to_win = games_to_win
        self.entries: list[Entry] = []
        self.games: list[GameScore] = []
        self.below = [0] * len(lineup.columns)
        self.x = 0
        self.hands = 0
        self.done = False
        self.winners: tuple[int, ...] = ()
        self.dealt: int | None = None  # the seat (in lineup.players) of its last dealer
        # who deals the hand being scored (None: not a hand dealt), for a game whose
        # scoring goes by the dealer (a chicago's vulnerability, B21)
        self.dealing: str | None = None
        self.tenures = [Tenure(p, lineup.column_of(p), lineup.weight(p)) for p in lineup.players]

    @property
    def over(self) -> bool:
        return self.done or bool(self.winners)

    def games_won(self, column: int) -> int:
        return sum(1 for g in self.games if column in g.winners)

    def reseat(self, change: SeatChange) -> None:
        """V12: the seats a change gives in this rubber: what was written so far stays the
        old player's, the new one plays on from here."""
        for old, new in change.renamed:
            if old in self.lineup.players:
                self._seated(old, new)
        for old, new in change.swapped:
            self._seated(old, new, swap=True)

    def _seated(self, old: str, new: str, swap: bool = False) -> None:
        """`new` plays on in `old`'s seat; with `swap`, `new` sat out until now and `old`
        sits out the rest of the rubber."""
        at = len(self.entries)
        self.lineup = swapped(self.lineup, old, new) if swap else self.lineup.replaced(old, new)
        tenures = []
        for t in self.tenures:
            if t.player == old and t.end is None:
                tenures.append(replace(t, end=at))
                tenures.append(Tenure(new, t.column, t.weight, at))
            else:
                tenures.append(t)
        self.tenures = tenures

    def freeze(self) -> Rubber:
        games = list(self.games)
        if not self.winners:
            games.append(GameScore(len(games) + 1, tuple(self.below)))
        return Rubber(self.number, self.lineup, tuple(self.entries), tuple(games), self.x,
                      self.winners, tuple(self.tenures), self.lineup.out, self.hands,
                      self.done)


@value
class Scored:
    """What the game says one event writes (Scoring.score), before the replay puts it in the
    columns: the event with its names resolved, its two sides, and the entries of each
    side (Entry.side: 0 or 1, of `sides`)."""

    event: Any
    sides: Seating | None  # None: an event without two sides, which writes nothing
    written: tuple[Entry, ...] = ()
    x: bool = False  # an X on the sheet (Vint's all-pass, V9)
    blocked: frozenset[int] = frozenset()  # sides that may not finish a game with it (V10)
    hand: bool = False  # a hand the rubber counts (a chicago's four deals, B20)
    facts: Any = None  # what the game notes of the event for its views (a chicago's deal
    # number and each side's vulnerability at it, B21), kept in its Record


class Hand(StrEnum):
    """What an event is to the deal's turn (dealing.py)."""

    NONE = ""  # no hand: it passes nothing (an adjustment, a seat change)
    DEALT = "dealt"  # a hand dealt: it may name its dealer (`dealer`), and passes the deal
    HELD = "held"  # the dealer's own fault in the hand in play (Vint's misdeal, V10): its
    # `player` is that dealer, and it passes nothing


class Scoring(ABC, Generic[R]):
    """What a game of rubbers says that the replay does not know: its rules and tables, what
    each of its events writes, and its premiums."""

    first_rule = "V8"  # the rule that asks which side reached the target first
    names_rule = "V2"  # the rule that names the players of an event

    @abstractmethod
    def rules_in_force(self, session: AnySession) -> R:
        """The rules the session is scored by (its own, or the last switch to others)."""

    @abstractmethod
    def table_of(self, session: AnySession) -> TableKind:
        """How the session's table is kept."""

    @abstractmethod
    def target(self, rules: R) -> int:
        """The points below the line that win a game (500, 100)."""

    def games_to_win(self, table: TableKind, rules: R) -> int:
        """The games that win the rubber."""
        return 2

    @abstractmethod
    def score(self, number: int, event: Any, rubber: OpenRubber, table: TableKind,
              rules: R) -> Scored:
        """What event `number` writes in the open rubber, or RuleViolation."""

    def game_won(self, rubber: OpenRubber, winners: tuple[int, ...], number: int, game: int,
                 rules: R) -> list[Entry]:
        """The premiums a game won writes (Vint's game bonus, V8); none by default."""
        return []

    def rubber_won(self, rubber: OpenRubber, winners: tuple[int, ...], number: int, game: int,
                   rules: R) -> list[Entry]:
        """The premiums the rubber won writes (V8, V9; B13)."""
        return []

    def over(self, rubber: OpenRubber, rules: R) -> bool:
        """Whether the rubber is over without a winner by games (a chicago's fourth deal)."""
        return False

    def switched(self, event: RulesChange[R], table: TableKind, rules: R) -> Msg:
        """A switch of rules (V13) checked against the table, and said."""
        return Msg("core.rules.switch.in_force")

    def hand(self, event: Any) -> Hand:
        """What `event` is to the deal's turn."""
        return Hand.NONE

    def passes_deal(self, event: Any, rubber: OpenRubber, rules: R) -> bool:
        """Whether a hand dealt passes the deal to the next player (a chicago's pass-out
        does not, B22)."""
        return True

    def names_of(self, event: Any) -> list[tuple[str, str]]:
        """(key, name as written) of each player an event names, but a seat change's."""
        names = [(key, getattr(event, key, None))
                 for key in ("declarer", "partner", "first", "player", "dealer")]
        return [(key, text) for key, text in names if text is not None]

    def event_values(self, event: Any, rules: R | None) -> list[RuleViolation]:
        """What is wrong with the event's own numbers, whoever plays (`vint check`)."""
        return []

    def check_switch(self, table: TableKind, rules: R) -> None:
        """Rules switched to that the table cannot keep (V9)."""
        return None

    def hands(self, table: TableKind | None, everyone: tuple[str, ...]) -> tuple[str, ...]:
        """Every hand a file's events may name: its people, and the hands that are not
        (a dummy), at the table or, when it cannot be read, at any."""
        return everyone

    def resolve(self, text: str, hands: tuple[str, ...]) -> str:
        """The hand `text` names among `hands`, whatever the table (names.resolve_player,
        with the game's own words for its hands)."""
        from ..names import resolve_player
        return resolve_player(text, hands)


def replay(session: AnySession, scoring: Scoring[R], *, keep_going: bool = False) -> Sheet[R]:
    """Fold the events into the sheet; an impossible event raises EventError.

    With keep_going, impossible events are skipped and collected in `problems`
    (for `vint check`, which reports every problem of a file).
    """
    rules = scoring.rules_in_force(session)
    mode = scoring.table_of(session)
    table = TableState(mode, list(session.players), list(session.players),
                  plan(mode, session.players))
    replaying = _Replay(scoring, rules, mode, table)
    for number, event in enumerate(session.events, 1):
        if event.void:
            replaying.records.append(Record(number, event, 0))
            continue
        try:
            replaying.event(number, event)
        except VintError as e:
            if not keep_going:
                raise EventError(number, e) from None
            replaying.problems.extend(EventError(number, cause) for cause in every(e))
    return replaying.sheet()


class _Replay:
    """The replay while it runs: the table, the rubbers, the records, the deal's turn."""

    def __init__(self, scoring: Scoring[Any], rules: Any, mode: TableKind,
                 table: TableState) -> None:
        self.scoring, self.rules, self.mode, self.table = scoring, rules, mode, table
        self.rubbers: list[OpenRubber] = []
        self.records: list[Record] = []
        self.problems: list[EventError] = []
        self.last: str | None = None  # who dealt the last hand (now: whoever holds his seat)

    @property
    def open(self) -> OpenRubber | None:
        return self.rubbers[-1] if self.rubbers and not self.rubbers[-1].over else None

    def event(self, number: int, event: Any) -> None:
        open_rubber = self.open
        if isinstance(event, Seat):
            self._seat(number, event, open_rubber)
            return
        if isinstance(event, RulesChange):
            news = self.scoring.switched(event, self.mode, self.rules)
            self.records.append(Record(number, event, open_rubber.number if open_rubber else 0,
                                       news=(news,)))
            return
        fresh = open_rubber is None
        if open_rubber is None:
            n = len(self.rubbers) + 1
            open_rubber = OpenRubber(n, self.table.lineup(n),
                                     self.scoring.games_to_win(self.mode, self.rules))
        try:
            self._check_seated(event, open_rubber)
            event, dealer = self._dealt(event, open_rubber)
        except RuleViolation as e:  # and what else is wrong with the event, whoever plays
            raise_with(e, self.scoring.event_values(event, self.rules))
        open_rubber.dealing = dealer
        record = self._apply(number, event, open_rubber)
        kind = self.scoring.hand(record.event)
        if kind is Hand.HELD:
            dealer = record.event.player  # V10: the dealer whose fault it was
        elif dealer is not None and self.scoring.passes_deal(record.event, open_rubber,
                                                               self.rules):
            open_rubber.dealt = open_rubber.lineup.players.index(dealer)  # passes on from him
            self.last = dealer
        elif dealer is not None:  # the same dealer deals again (a chicago's pass-out, B22)
            seats = open_rubber.lineup.players
            open_rubber.dealt = (seats.index(dealer) - 1) % len(seats)
        self.records.append(replace(record, dealer=dealer) if dealer is not None else record)
        if fresh:
            self.table.started(open_rubber.lineup)
            self.rubbers.append(open_rubber)

    def _seat(self, number: int, event: Seat, open_rubber: OpenRubber | None) -> None:
        change = _seat(event, self.table, open_rubber, len(self.rubbers))
        self.table.apply(change)
        if open_rubber is not None:
            open_rubber.reseat(change)
        self.records.append(Record(number, change.event, open_rubber.number if open_rubber
                                   else 0, news=change.news))
        if open_rubber is not None and open_rubber.dealt is not None:
            self.last = open_rubber.lineup.players[open_rubber.dealt]  # a new face in his seat

    def _dealt(self, event: Any, rubber: OpenRubber) -> tuple[Any, str | None]:
        """Who dealt the hand of `event` (dealing.py): the one the table names, or the next
        in turn; a dealer's fault typed without its player (a misdeal) gets the dealer of
        the hand in play. Returns the event with the name resolved, and the dealer (None:
        not a hand dealt)."""
        kind = self.scoring.hand(event)
        if kind is Hand.DEALT:
            if event.dealer is None:
                return event, following(rubber.lineup.players, rubber.dealt, self.last)
            dealer = named(event.dealer, rubber.lineup, self.mode)
            return (event if dealer == event.dealer else replace(event, dealer=dealer)), dealer
        if kind is Hand.HELD and event.player is None:
            return replace(event, player=following(rubber.lineup.players, rubber.dealt,
                                                   self.last)), None
        return event, None

    def _check_seated(self, event: Any, rubber: OpenRubber) -> None:
        """V2, V12: a player who sits out this rubber (or has left) is named as such."""
        hands = rubber.lineup.hands
        for key, text in self.scoring.names_of(event):
            try:
                self.mode.hand(text, hands)
            except AmbiguousName:
                continue  # two hands at the table begin so (Du and the dummy): the rules say
            except NotationError:
                try:
                    who = self.mode.hand(text, tuple(self.table.everyone))
                except NotationError:
                    continue  # the rules name the unknown player
                message = (Msg("core.seated.out", player=who, rubber=rubber.number)
                           if who in rubber.lineup.out
                           else Msg("core.seated.away", player=who, rubber=rubber.number))
                hint = Msg("core.seated.hint", names=", ".join(rubber.lineup.players))
                raise RuleViolation(message, rule=self.mode.rule, key=key, hint=hint) from None

    def _apply(self, number: int, event: Any, rubber: OpenRubber) -> Record:
        """Check and score one event into the open rubber; nothing changes if it is refused."""
        scored = self.scoring.score(number, event, rubber, self.mode, self.rules)
        target = self.scoring.target(self.rules)
        game = len(rubber.games) + 1
        entries = _to_columns(scored, rubber.lineup, rubber.below, target, number, game)
        count = [rubber.below[c] + sum(e.amount for e in entries if e.below and e.side == c)
                 for c in range(len(rubber.below))]
        winners = _game_winners(scored.event, count, scored.sides, rubber.lineup, target,
                                self.scoring.first_rule)
        # Nothing is refused past this point: commit the event to the open rubber.
        rubber.entries.extend(entries)
        rubber.below = count
        rubber.x += scored.x
        rubber.hands += scored.hand
        if winners:
            entries.extend(self._finish_game(rubber, winners, number, count))
        if self.scoring.over(rubber, self.rules):
            rubber.done = True
        return Record(number, scored.event, rubber.number, tuple(entries), scored.x,
                      facts=scored.facts)

    def _finish_game(self, rubber: OpenRubber, winners: tuple[int, ...], number: int,
                     count: list[int]) -> list[Entry]:
        """V8, B10–B13: the game's premiums; after the deciding game, the rubber's."""
        game = len(rubber.games) + 1
        rubber.games.append(GameScore(game, tuple(count), winners))
        rubber.below = [0] * len(count)  # a new game starts from zero; nothing carries over
        written = self.scoring.game_won(rubber, winners, number, game, self.rules)
        rubber_winners = tuple(c for c in winners if rubber.games_won(c) == rubber.games_to_win)
        if rubber_winners:
            rubber.winners = rubber_winners
            written += self.scoring.rubber_won(rubber, rubber_winners, number, game, self.rules)
        rubber.entries.extend(written)
        return written

    def sheet(self) -> Sheet[Any]:
        table, rubbers = self.table, self.rubbers
        upcoming = table.lineup(len(rubbers) + 1)
        playing = self.open
        next_dealer = (following(playing.lineup.players, playing.dealt, self.last)
                       if playing is not None else following(upcoming.players, None, self.last))
        return Sheet(self.rules, self.mode, tuple(table.everyone),
                     tuple(r.freeze() for r in rubbers), tuple(self.records), upcoming,
                     tuple(table.roster), table.plan, table.plan_start, tuple(self.problems),
                     table.turns, table.replanned, next_dealer)


def _seat(event: Seat, table: TableState, rubber: OpenRubber | None, played: int) -> SeatChange:
    return seat(event, table, rubber.lineup if rubber else None,
                rubber.number if rubber else None, played)


def _to_columns(scored: Scored, lineup: Lineup, below: list[int], target: int, number: int,
                game: int) -> list[Entry]:
    """Each side's entries into the columns of its hands (V12: each player his side's)."""
    if not scored.written:
        return []
    assert scored.sides is not None  # only an event with two sides writes anything
    columns = _side_columns(scored.sides.sides, lineup.columns)
    entries = []
    for e in scored.written:
        for c in columns[e.side]:
            amount = e.amount
            if e.below and e.side in scored.blocked:
                # V10: a side that may not finish the game in this deal: 490 at most
                amount = min(amount, max(0, target - 10 - below[c]))
            if (c, amount, number, game) == (e.side, e.amount, e.event, e.game):
                entries.append(e)  # already written where it goes (a partnership's column)
            elif amount:
                # V10: a capped count says so on the sheet, with what the tricks made
                detail = (Msg("core.detail.capped", full=e.amount) if amount < e.amount
                          else e.detail)
                entries.append(Entry(c, amount, e.reason, e.below, detail, number, game))
    return entries


@lru_cache(maxsize=256)
def _side_columns(sides: tuple[tuple[str, ...], ...], columns: tuple[tuple[str, ...], ...]
                  ) -> tuple[tuple[int, ...], ...]:
    """The columns each side writes in: those holding any of its hands."""
    return tuple(tuple(c for c, hands in enumerate(columns) if set(hands) & set(side))
                 for side in sides)


@lru_cache(maxsize=64)
def partnerships(columns: tuple[tuple[str, ...], ...]) -> Seating:
    """The two sides of a rubber of partnerships (one Seating for all its deals)."""
    a, b = columns  # two partnerships
    return Seating((a, b))


def _game_winners(event: Any, count: list[int], sides: Seating | None, lineup: Lineup,
                  target: int, rule: str) -> tuple[int, ...]:
    """V8: the column(s) that reached the target in this event; of two sides, the one named first.

    Columns of one side reach it together (partners at individual records write the
    same tricks): they win the game together. Only when both sides reach it is the
    scorekeeper asked which got there first.
    """
    reached = [c for c in range(len(count)) if count[c] >= target]
    if not reached:
        return ()
    side_of = {c: next((s for s, side in enumerate(sides.sides) if set(lineup.columns[c]) & set(side)),
                       c) for c in reached} if sides is not None else {c: c for c in reached}
    if len(set(side_of.values())) == 1:
        return tuple(reached)
    first = getattr(event, "first", None)
    names = join_msgs("core.and", [lineup.name(c) for c in reached])
    if first is None:
        raise RuleViolation(
            Msg("core.game.first_missing", names=names, target=target),
            rule=rule, key="first", hint=Msg("core.game.first_missing.hint"), asks=True)
    column = lineup.column_of(first)
    if column not in reached:
        raise RuleViolation(Msg("core.game.first_wrong", player=first, target=target),
                            rule=rule, key="first",
                            hint=Msg("core.game.first_wrong.hint", names=names), asks=True)
    return tuple(c for c in reached if side_of[c] == side_of[column])


def check_events(events: tuple[Any, ...], players: tuple[str, ...] | None,
                 table: TableKind | None, rules: Any, scoring: Scoring[Any]) -> list[EventError]:
    """`vint check` of a file whose table, players or rules cannot be read (None), so that
    nothing can be replayed: each event on its own (None: unreadable). Its numbers, as far
    as the rules are known, a switch of rules against the table, and the names nobody in
    the file has; who sits where is the replay's to say."""
    switches = [e.rules for e in events if isinstance(e, RulesChange) and not e.void]
    rules = switches[-1] if switches else rules  # V13: the last switch rules the session
    hands: tuple[str, ...] | None = None
    if players is not None:
        everyone = (*players, *(name for e in events if isinstance(e, Seat) and not e.void
                                for name in (*e.join, *(new for _, new in e.replace))))
        hands = scoring.hands(table, everyone)
    problems: list[EventError] = []
    for number, event in enumerate(events, 1):
        if event is None or event.void:
            continue
        found = scoring.event_values(event, rules)
        if isinstance(event, RulesChange) and table is not None:
            try:
                scoring.check_switch(table, event.rules)
            except VintError as e:
                found.append(RuleViolation(e.msg, rule=e.rule, key=e.key, hint=e.hint_msg))
        if hands is not None:
            found += [problem for key, text in scoring.names_of(event)
                      if (problem := _unknown(text, hands, key, scoring)) is not None]
        problems += [EventError(number, p) for p in found]
    return problems


def _unknown(text: str, hands: tuple[str, ...], key: str,
             scoring: Scoring[Any]) -> RuleViolation | None:
    """V2: a name that is nobody's in the whole file (not merely ambiguous among them)."""
    try:
        scoring.resolve(text, hands)
    except AmbiguousName:
        return None  # in a rubber, with fewer at the table, it may well be one
    except NotationError as e:
        return RuleViolation(e.msg, rule=scoring.names_rule, key=key, hint=e.hint_msg)
    return None
