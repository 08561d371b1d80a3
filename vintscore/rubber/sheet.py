"""The sheet of a game of rubbers, as the replay (rubber/replay.py) leaves it: each entry
with its side, column and rule; the tenures of those who sat; the games and rubbers; each
event's record; and the session's whole sheet, with what comes next (Vint's V8, V9, V12;
bridge's B10–B15, B20–B24). Values only: nothing here is stored, the replay makes them anew
from the session file every time.
"""
from __future__ import annotations

from dataclasses import field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from ..errors import EventError
from ..glossary import Msg
from ..names import Hands
from ..value import value
from .lineup import Lineup
from .rotation import Turns
from .seating import coming

if TYPE_CHECKING:
    pass

R = TypeVar("R")  # a game's rules


@value
class Entry:
    """One amount written in one column (or, as a game scores it, for one side), above or
    below the line."""

    side: int  # the column within the rubber (the side of the event, as `Scoring.score` says)
    amount: int
    reason: StrEnum  # the game's reason (`vint sheet --json`'s `reason`)
    below: bool = False
    detail: Msg | str = ""  # the renderer says it: "2 down", "Vera ♥A-K-Q"; or a reason typed
    event: int = 0  # the 1-based number of the event that wrote it
    game: int = 0  # the 1-based game of the rubber it belongs to (for below entries)


@value
class Tenure:
    """A player's time in a column of a rubber: from entry `start` to `end` (V12 seat changes)."""

    player: str
    column: int
    weight: int  # 2 for a player with the dummy beside him (V12), else 1
    start: int = 0  # index into the rubber's entries
    end: int | None = None  # None: to the end of the rubber


@value
class Seating:
    """Who plays an event: two sides, each a tuple of hands (a partnership of two)."""

    sides: tuple[tuple[str, ...], tuple[str, ...]]
    # The players in seating order round the table (the sides alternate); derived.
    players: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        a, b = self.sides
        order = [p for pair in zip(a, b) for p in pair]
        object.__setattr__(self, "players", tuple(order + list(a[len(b):]) + list(b[len(a):])))

    def side_of(self, player: str) -> int:
        return 0 if player in self.sides[0] else 1

    def name(self, side: int) -> str:
        return Hands(self.sides[side])


@value
class GameScore:
    """One game of a rubber (V8, B10): its count below the line, and who won it."""

    number: int  # 1-based within the rubber
    below: tuple[int, ...]  # each column's count below the line in this game
    winners: tuple[int, ...] = ()  # the column(s) that reached the target first (V8)

    @property
    def winner(self) -> int | None:
        """The winning column; at tables of individual records, partners may win together."""
        return self.winners[0] if self.winners else None


@value
class Rubber:
    """One rubber (or chicago) as the sheet holds it: its columns, entries and games."""

    number: int
    lineup: Lineup  # as the rubber ended, after any seat changes
    entries: tuple[Entry, ...]  # Entry.side is the column
    games: tuple[GameScore, ...]
    x: int  # all-passes written in this rubber (V9)
    winners: tuple[int, ...]  # the column(s) that won the rubber (V8); () while unfinished
    tenures: tuple[Tenure, ...] = ()
    out: tuple[str, ...] = ()  # players sitting out (V12)
    hands: int = 0  # the hands it counts (a chicago's four, B20)
    done: bool = False  # over, whoever won (a chicago's fourth deal played, B20)

    @property
    def finished(self) -> bool:
        return self.done or bool(self.winners)

    @property
    def winner(self) -> int | None:
        return self.winners[0] if self.winners else None

    @property
    def columns(self) -> range:
        return range(len(self.lineup.columns))

    def name(self, column: int) -> str:
        """The column's heading: its hands, with any player who left before the end."""
        hands = list(self.lineup.columns[column])
        for t in self.tenures:
            if t.column == column and t.end is not None:
                successor = next((u.player for u in self.tenures if u.column == column
                                  and u.start == t.end and u.player in hands), None)
                if successor:
                    hands[hands.index(successor)] = f"{t.player}→{successor}"
        return Hands(hands)

    def total(self, column: int) -> int:
        """V11: everything the column wrote, above and below, in all the games."""
        return sum(e.amount for e in self.entries if e.side == column)

    def games_won(self, column: int) -> int:
        return sum(1 for g in self.games if column in g.winners)

    def above(self, column: int) -> tuple[Entry, ...]:
        return tuple(e for e in self.entries if e.side == column and not e.below)

    def below(self, column: int, game: int) -> tuple[Entry, ...]:
        return tuple(e for e in self.entries if e.side == column and e.below and e.game == game)


@value
class Record:
    """What one event of the file did: the rubber it went into and what it wrote."""

    number: int
    event: Any  # with names resolved as the replay read them
    rubber: int  # 0 when it went into none: voided, or a seat change between rubbers
    entries: tuple[Entry, ...] = ()
    x: bool = False
    news: tuple[Msg, ...] = ()  # what a seat change did, in words (the renderer says them)
    dealer: str | None = None  # who dealt the hand (dealing.py); None for other events
    facts: Any = None  # what the game noted of the event for its views (Scored.facts)


@value
class Sheet(Generic[R]):
    """The whole session replayed: its rubbers, each event's record, and what comes next."""

    rules: R
    table: Any  # the game's table kind (tables.TableKind)
    players: tuple[str, ...]  # everyone who has played in the session, in order of arrival
    rubbers: tuple[Rubber, ...]
    records: tuple[Record, ...]
    upcoming: Lineup  # the lineup of the next rubber to start (V12)
    roster: tuple[str, ...] = ()  # the players of the coming rubbers, in cut order
    plan: tuple[Lineup, ...] = ()  # the rotation of V12 the roster follows, unless re-formed
    plan_start: int = 1  # the rubber that played the plan's first lineup
    problems: tuple[EventError, ...] = ()
    turns: Turns = Turns()  # the evening as the rotation weighs it (V12)
    replanned: Msg | None = None  # why the coming rubbers were planned afresh (V12)
    next_dealer: str = ""  # who deals the next hand (dealing.py)

    @property
    def current(self) -> Rubber | None:
        return self.rubbers[-1] if self.rubbers else None

    @property
    def leaving(self) -> tuple[str, ...]:
        """Players of the rubber in play who leave the table after it (V12)."""
        current = self.current
        if current is None or current.finished:
            return ()
        return tuple(p for p in current.lineup.players if p not in self.roster)

    def coming(self) -> tuple[Lineup, ...]:
        """The rubbers the plan holds from the next to start (V12): to the end of the plan's
        cycle, or, when the plan was re-formed, one cycle's worth planned afresh."""
        return coming(self.table, self.roster, self.turns, self.replanned, self.plan_start,
                      len(self.rubbers) + 1, self.upcoming)

    @property
    def next_lineup(self) -> Lineup:
        """The lineup the next event is scored in."""
        current = self.current
        if current is not None and not current.finished:
            return current.lineup
        return self.upcoming
