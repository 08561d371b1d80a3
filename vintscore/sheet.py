"""The sheet: a fold of the session's events into rubbers, games and entries (V8, V9).

Nothing here is stored: the sheet is recomputed from the session file every time.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from .errors import EventError, RuleViolation, VintError
from .model import (Adjustment, AllPass, AllPassRule, Deal, Entry, Event, Misdeal, Reason,
                    Rules, Seating, Session)
from .rules import vint


@dataclass(frozen=True, slots=True)
class Game:
    number: int  # 1-based within the rubber
    below: tuple[int, int]  # each side's count below the line in this game
    winner: int | None  # the side that reached the target first (V8), None while open


@dataclass(frozen=True, slots=True)
class Rubber:
    number: int
    seating: Seating
    entries: tuple[Entry, ...]
    games: tuple[Game, ...]
    x: int  # all-passes written in this rubber (V9)
    winner: int | None  # the side that won two games (V8), None while unfinished

    @property
    def finished(self) -> bool:
        return self.winner is not None

    def total(self, side: int) -> int:
        """V11: everything the side wrote, above and below, in all the games."""
        return sum(e.amount for e in self.entries if e.side == side)

    def games_won(self, side: int) -> int:
        return sum(1 for g in self.games if g.winner == side)

    def above(self, side: int) -> tuple[Entry, ...]:
        return tuple(e for e in self.entries if e.side == side and not e.below)

    def below(self, side: int, game: int) -> tuple[Entry, ...]:
        return tuple(e for e in self.entries if e.side == side and e.below and e.game == game)


@dataclass(frozen=True, slots=True)
class Record:
    """What one event of the file did: the rubber it went into and what it wrote."""

    number: int
    event: Event  # with names resolved as the replay read them
    rubber: int  # 0 for a voided event
    entries: tuple[Entry, ...] = ()
    x: bool = False


@dataclass(frozen=True, slots=True)
class Sheet:
    rules: Rules
    players: tuple[str, ...]
    rubbers: tuple[Rubber, ...]
    records: tuple[Record, ...]
    problems: tuple[EventError, ...] = ()

    @property
    def current(self) -> Rubber | None:
        return self.rubbers[-1] if self.rubbers else None


def seating_for(session: Session, rubber: int) -> Seating:
    """Four-handed: the 1st and 3rd against the 2nd and 4th (DESIGN.md, `--players`)."""
    p = session.players
    return Seating(((p[0], p[2]), (p[1], p[3])))


@dataclass(slots=True)
class _Open:
    """The rubber being written, while the fold runs (the only mutable thing here)."""

    number: int
    seating: Seating
    entries: list[Entry] = field(default_factory=list)
    games: list[Game] = field(default_factory=list)
    below: list[int] = field(default_factory=lambda: [0, 0])
    x: int = 0
    winner: int | None = None

    def freeze(self) -> Rubber:
        games = list(self.games)
        if self.winner is None:
            games.append(Game(len(games) + 1, (self.below[0], self.below[1]), None))
        return Rubber(self.number, self.seating, tuple(self.entries), tuple(games), self.x,
                      self.winner)


def replay(session: Session, *, keep_going: bool = False) -> Sheet:
    """Fold the events into the sheet; an impossible event raises EventError.

    With keep_going, impossible events are skipped and collected in `problems`
    (for `vint check`, which reports every problem of a file).
    """
    rules = session.rules
    rubbers: list[_Open] = []
    records: list[Record] = []
    problems: list[EventError] = []
    for number, event in enumerate(session.events, 1):
        if event.void:
            records.append(Record(number, event, 0))
            continue
        fresh = not rubbers or rubbers[-1].winner is not None
        rubber = _Open(len(rubbers) + 1, seating_for(session, len(rubbers) + 1)) if fresh \
            else rubbers[-1]
        try:
            records.append(_apply(number, event, rubber, rules))
        except VintError as e:
            error = EventError(number, e)
            if not keep_going:
                raise error from None
            problems.append(error)
            continue
        if fresh:
            rubbers.append(rubber)
    return Sheet(rules, session.players, tuple(r.freeze() for r in rubbers), tuple(records),
                 tuple(problems))


def _apply(number: int, event: Event, rubber: _Open, rules: Rules) -> Record:
    """Check and score one event into the open rubber; nothing changes if it is refused."""
    seating = rubber.seating
    below = (rubber.below[0], rubber.below[1])
    x = False
    if isinstance(event, Deal):
        event = vint.check_deal(event, seating, rules)
        written = vint.score_deal(event, seating, below, rules)
    elif isinstance(event, AllPass):
        event = vint.check_pass(event, seating, rules)
        written = vint.score_pass(event, seating, rules)
        x = rules.all_pass is not AllPassRule.PLAY
    elif isinstance(event, Adjustment):
        event = vint.check_adjustment(event, seating)
        written = vint.score_adjustment(event, seating)
    elif isinstance(event, Misdeal):
        event = vint.check_misdeal(event, seating)
        written = vint.score_misdeal(event, seating)
    else:  # pragma: no cover - storage only builds the four kinds
        raise TypeError(f"unknown event {event!r}")
    game = len(rubber.games) + 1
    entries = [replace(e, event=number, game=game) for e in written]
    count = [below[s] + sum(e.amount for e in entries if e.below and e.side == s) for s in (0, 1)]
    winner = _game_winner(event, count, seating, rules)
    # Nothing is refused past this point: commit the event to the open rubber.
    rubber.entries.extend(entries)
    rubber.below = count
    rubber.x += x
    if winner is not None:
        entries.extend(_finish_game(rubber, winner, number, count, rules))
    return Record(number, event, rubber.number, tuple(entries), x)


def _game_winner(event: Event, count: list[int], seating: Seating, rules: Rules) -> int | None:
    """V8: the side that reached the target in this event; if both did, the one named first."""
    reached = [s for s in (0, 1) if count[s] >= rules.game_target]
    if len(reached) < 2:
        return reached[0] if reached else None
    first = getattr(event, "first", None)
    if first is None:
        raise RuleViolation(
            f"both sides reached {rules.game_target} below the line in this deal: "
            "say which got there first", rule="V8", key="first",
            hint="add --first PLAYER, naming a player of the side that got there first")
    return seating.side_of(first)


def _finish_game(rubber: _Open, winner: int, number: int, count: list[int],
                 rules: Rules) -> list[Entry]:
    """V8: the game bonus; after a second game, the rubber bonus and the X premium (V9)."""
    game = len(rubber.games) + 1
    rubber.games.append(Game(game, (count[0], count[1]), winner))
    rubber.below = [0, 0]  # a new game starts from zero; nothing carries over
    written = []
    if rules.game_bonus:
        written.append(Entry(winner, rules.game_bonus, Reason.GAME, detail=f"game {game}",
                             event=number, game=game))
    if sum(1 for g in rubber.games if g.winner == winner) == 2:
        rubber.winner = winner
        if rules.rubber_bonus:
            written.append(Entry(winner, rules.rubber_bonus, Reason.RUBBER, event=number, game=game))
        premium = vint.x_premium(rubber.x, rules)
        if premium:
            written.append(Entry(winner, premium, Reason.X, detail=f"{rubber.x} × X",
                                 event=number, game=game))
    rubber.entries.extend(written)
    return written


def next_seating(session: Session, sheet: Sheet) -> Seating:
    """The seating the next event will be scored in (a new rubber after a finished one)."""
    current = sheet.current
    if current is not None and not current.finished:
        return current.seating
    return seating_for(session, len(sheet.rubbers) + 1)
