"""The sheet: a fold of the session's events into rubbers, games and entries (V8, V9, V12).

Nothing here is stored: the sheet is recomputed from the session file every time.
A rubber's columns come from its lineup (rotation.py): two partnerships, or one
column per player at the tables of individual records. Who dealt each hand, and who
deals next, follow the rules of dealing.py.
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

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
from ...names import DUMMY, Hands
from ...notation import join_msgs
from ...rubber.dealing import following, named
from ...rubber.events import RulesChange, Seat
from ...rubber.rotation import Lineup, Turns, plan
from ...rubber.seating import SeatChange, Table, coming, resolve, seat, swapped
from ...session import Session
from ...value import value
from . import scoring as vint
from .model import (
    Adjustment,
    AllPass,
    AllPassRule,
    Deal,
    Entry,
    Event,
    Misdeal,
    Reason,
    Rules,
    Seating,
    TableMode,
    Tenure,
    rules_in_force,
    table_of,
)
from .notation import resolve_player
from .presets import check_table_rules, preset_named


@value
class Game:
    """One game of a rubber (V8): its count below the line, and who won it."""

    number: int  # 1-based within the rubber
    below: tuple[int, ...]  # each column's count below the line in this game
    winners: tuple[int, ...] = ()  # the column(s) that reached the target first (V8)

    @property
    def winner(self) -> int | None:
        """The winning column; at tables of individual records, partners may win together."""
        return self.winners[0] if self.winners else None


@value
class Rubber:
    """One rubber as the sheet holds it (V8): its columns, entries and games."""

    number: int
    lineup: Lineup  # as the rubber ended, after any seat changes
    entries: tuple[Entry, ...]  # Entry.side is the column
    games: tuple[Game, ...]
    x: int  # all-passes written in this rubber (V9)
    winners: tuple[int, ...]  # the column(s) that won the rubber (V8); () while unfinished
    tenures: tuple[Tenure, ...] = ()
    out: tuple[str, ...] = ()  # players sitting out (V12)

    @property
    def finished(self) -> bool:
        return bool(self.winners)

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
    event: Event  # with names resolved as the replay read them
    rubber: int  # 0 when it went into none: voided, or a seat change between rubbers
    entries: tuple[Entry, ...] = ()
    x: bool = False
    news: tuple[Msg, ...] = ()  # what a seat change did, in words (the renderer says them)
    dealer: str | None = None  # who dealt the hand (dealing.py); None for other events


@value
class Sheet:
    """The whole session folded: its rubbers, each event's record, and what comes next."""

    rules: Rules
    table: TableMode
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


def seating_for(session: Session, rubber: int = 1) -> Seating:
    """The two sides of a rubber of a four-handed table (1st & 3rd against 2nd & 4th)."""
    lineups = plan(table_of(session), session.players)
    a, b = lineups[(rubber - 1) % len(lineups)].columns  # two partnerships
    return Seating((a, b))


class OpenRubber:
    """The rubber being written, while the fold runs (mutable only inside replay)."""

    __slots__ = (
        "below",
        "dealt",
        "entries",
        "games",
        "games_to_win",
        "lineup",
        "number",
        "tenures",
        "winners",
        "x",
    )

    def __init__(self, number: int, lineup: Lineup, games_to_win: int) -> None:
        self.number = number
        self.lineup = lineup
        self.games_to_win = games_to_win
        self.entries: list[Entry] = []
        self.games: list[Game] = []
        self.below = [0] * len(lineup.columns)
        self.x = 0
        self.winners: tuple[int, ...] = ()
        self.dealt: int | None = None  # the seat (in lineup.players) of its last dealer
        self.tenures = [Tenure(p, lineup.column_of(p), lineup.weight(p)) for p in lineup.players]

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
            games.append(Game(len(games) + 1, tuple(self.below)))
        return Rubber(self.number, self.lineup, tuple(self.entries), tuple(games), self.x,
                      self.winners, tuple(self.tenures), self.lineup.out)


def replay(session: Session, *, keep_going: bool = False) -> Sheet:
    """Fold the events into the sheet; an impossible event raises EventError.

    With keep_going, impossible events are skipped and collected in `problems`
    (for `vint check`, which reports every problem of a file).
    """
    rules = rules_in_force(session)  # V13: a switch of rules re-scores the whole session
    mode = table_of(session)
    table = Table(mode, list(session.players), list(session.players),
                   plan(mode, session.players))
    rubbers: list[OpenRubber] = []
    records: list[Record] = []
    problems: list[EventError] = []
    last: str | None = None  # who dealt the last hand (now: whoever holds his seat)
    for number, event in enumerate(session.events, 1):
        if event.void:
            records.append(Record(number, event, 0))
            continue
        open_rubber = rubbers[-1] if rubbers and not rubbers[-1].winners else None
        try:
            if isinstance(event, Seat):
                change = seat(event, table, open_rubber.lineup if open_rubber else None,
                              open_rubber.number if open_rubber else None, len(rubbers))
                table.apply(change)
                if open_rubber is not None:
                    open_rubber.reseat(change)
                records.append(Record(number, change.event, open_rubber.number if open_rubber
                                      else 0, news=change.news))
                if open_rubber is not None and open_rubber.dealt is not None:
                    last = open_rubber.lineup.players[open_rubber.dealt]  # a new face in his seat
                continue
            if isinstance(event, RulesChange):
                check_table_rules(mode, event.rules)  # V9, as `vint new` and [rules] are
                in_force = Msg("core.rules.switch.in_force" if event.rules is rules
                               else "core.rules.switch.replaced", preset=preset_named(event.rules.preset))
                records.append(Record(number, event, open_rubber.number if open_rubber else 0,
                                      news=(in_force,)))
                continue
            fresh = open_rubber is None
            if open_rubber is None:
                n = len(rubbers) + 1
                open_rubber = OpenRubber(n, table.lineup(n), 1 if mode is TableMode.SEPARATE else 2)
            try:
                _check_seated(event, open_rubber, table.everyone)
                event, dealer = _dealt(event, open_rubber, last, mode)
            except RuleViolation as e:  # and what else is wrong with the event, whoever plays
                raise_with(e, vint.event_values(event, rules))
            record = _apply(number, event, open_rubber, mode, rules)
            if isinstance(record.event, Misdeal):
                dealer = record.event.player  # V10: the dealer who held 14 cards
            elif dealer is not None:  # dealt: the deal passes on from him
                open_rubber.dealt = open_rubber.lineup.players.index(dealer)
                last = dealer
            records.append(replace(record, dealer=dealer) if dealer is not None else record)
        except VintError as e:
            if not keep_going:
                raise EventError(number, e) from None
            problems.extend(EventError(number, cause) for cause in every(e))
            continue
        if fresh:
            table.started(open_rubber.lineup)
            rubbers.append(open_rubber)
    upcoming = table.lineup(len(rubbers) + 1)
    playing = rubbers[-1] if rubbers and not rubbers[-1].winners else None
    next_dealer = (following(playing.lineup.players, playing.dealt, last) if playing is not None
                   else following(upcoming.players, None, last))
    return Sheet(rules, mode, tuple(table.everyone), tuple(r.freeze() for r in rubbers),
                 tuple(records), upcoming, tuple(table.roster), table.plan,
                 table.plan_start, tuple(problems), table.turns, table.replanned, next_dealer)


def _dealt(event: Event, rubber: OpenRubber, last: str | None,
           mode: TableMode) -> tuple[Event, str | None]:
    """Who dealt the hand of `event` (dealing.py): the one the table names, or the next in
    turn; a misdeal typed without its player gets the dealer of the hand in play. Returns
    the event with the name resolved, and the dealer (None: not a hand dealt)."""
    if isinstance(event, (Deal, AllPass)):
        if event.dealer is None:
            return event, following(rubber.lineup.players, rubber.dealt, last)
        dealer = named(event.dealer, rubber.lineup, mode)
        return (event if dealer == event.dealer else replace(event, dealer=dealer)), dealer
    if isinstance(event, Misdeal) and event.player is None:
        return replace(event, player=following(rubber.lineup.players, rubber.dealt, last)), None
    return event, None


def check_events(events: tuple[Event | None, ...], players: tuple[str, ...] | None,
                 header: dict[str, object], rules: Rules | None) -> list[EventError]:
    """`vint check` of a file whose table, players or rules cannot be read (None), so that
    nothing can be replayed: each event on its own (None: unreadable). Its numbers, as far
    as the rules are known (V2, V9, V10, V13), a switch of rules against the table (V9),
    and the names nobody in the file has (V2); who sits where is the replay's to say."""
    table = header.get("table")
    mode = table if isinstance(table, TableMode) else None
    switches = [e.rules for e in events if isinstance(e, RulesChange) and not e.void]
    rules = switches[-1] if switches else rules  # V13: the last switch rules the session
    hands: tuple[str, ...] | None = None
    if players is not None:
        everyone = (*players, *(name for e in events if isinstance(e, Seat) and not e.void
                                for name in (*e.join, *(new for _, new in e.replace))))
        dummy = (DUMMY,) if mode in (None, TableMode.DUMMY, TableMode.SEPARATE) else ()
        two = tuple(f"{DUMMY}-{p}" for p in everyone) if mode in (None, TableMode.TWO) else ()
        hands = (*everyone, *dummy, *two)
    problems: list[EventError] = []
    for number, event in enumerate(events, 1):
        if event is None or event.void:
            continue
        found = vint.event_values(event, rules)
        if isinstance(event, RulesChange) and mode is not None:
            try:
                check_table_rules(mode, event.rules)
            except VintError as e:
                found.append(RuleViolation(e.msg, rule=e.rule, key=e.key, hint=e.hint_msg))
        if hands is not None:
            found += [problem for key, text in _names_of(event)
                      if (problem := _unknown(text, hands, key)) is not None]
        problems += [EventError(number, p) for p in found]
    return problems


def _names_of(event: Event) -> list[tuple[str, str]]:
    """(key, name as written) of each player an event names, but a seat change's."""
    names = [(key, getattr(event, key, None))
             for key in ("declarer", "partner", "first", "player", "dealer")]
    names += [("revokes", p) for p in getattr(event, "revokes", ())]
    names += [("coronets", k.holder) for k in getattr(event, "coronets", ())]
    return [(key, text) for key, text in names if text is not None]


def _unknown(text: str, hands: tuple[str, ...], key: str) -> RuleViolation | None:
    """V2: a name that is nobody's in the whole file (not merely ambiguous among them)."""
    try:
        resolve_player(text, hands)
    except AmbiguousName:
        return None  # in a rubber, with fewer at the table, it may well be one
    except NotationError as e:
        return RuleViolation(e.msg, rule="V2", key=key, hint=e.hint_msg)
    return None


def _deal_sides(deal: Deal, lineup: Lineup, mode: TableMode) -> Seating:
    """The two sides of a deal: the rubber's partnerships, or declarer and partner (V12)."""
    if not mode.individual:
        if deal.partner is not None:
            raise RuleViolation(Msg("core.partner.not_here"), rule="V12", key="partner",
                                hint=Msg("core.partner.not_here.hint"))
        return _partnerships(lineup.columns)
    declarer = resolve(deal.declarer, lineup.players, "declarer", mode)
    if mode is TableMode.SEPARATE:  # V12: the buyer of the open dummy plays it against the others
        if deal.partner is not None:
            raise RuleViolation(Msg("core.partner.dummy"), rule="V12", key="partner",
                                hint=Msg("core.partner.not_here.hint"))
        return Seating(((declarer, DUMMY), tuple(p for p in lineup.players if p != declarer)))
    if deal.partner is None:
        raise RuleViolation(Msg("core.partner.missing"), rule="V12", key="partner",
                            hint=Msg("core.partner.missing.hint"))
    partner = resolve(deal.partner, lineup.players, "partner", mode)
    if partner == declarer:
        raise RuleViolation(Msg("core.partner.self", player=declarer), rule="V12", key="partner",
                            hint=Msg("core.partner.self.hint"))
    return Seating(((declarer, partner),
                    tuple(p for p in lineup.players if p not in (declarer, partner))))


def _check_seated(event: Event, rubber: OpenRubber, everyone: list[str]) -> None:
    """V2, V12: a player who sits out this rubber (or has left) is named as such."""
    names = [("declarer", getattr(event, "declarer", None)), ("partner", getattr(event, "partner", None)),
             ("first", getattr(event, "first", None)), ("player", getattr(event, "player", None)),
             ("dealer", getattr(event, "dealer", None))]
    names += [("revokes", p) for p in getattr(event, "revokes", ())]
    names += [("coronets", k.holder) for k in getattr(event, "coronets", ())]
    hands = rubber.lineup.hands
    for key, text in names:
        if text is None:
            continue
        try:
            resolve_player(text, hands)
        except AmbiguousName:
            continue  # two hands at the table begin so (Du and the dummy): the rules say which
        except NotationError:
            try:
                who = resolve_player(text, tuple(everyone))
            except NotationError:
                continue  # the rules name the unknown player
            message = (Msg("core.seated.out", player=who, rubber=rubber.number)
                       if who in rubber.lineup.out
                       else Msg("core.seated.away", player=who, rubber=rubber.number))
            hint = Msg("core.seated.hint", names=", ".join(rubber.lineup.players))
            raise RuleViolation(message, rule="V12", key=key, hint=hint) from None


def _apply(number: int, event: Event, rubber: OpenRubber, mode: TableMode, rules: Rules) -> Record:
    """Check and score one event into the open rubber; nothing changes if it is refused."""
    lineup = rubber.lineup
    x = False
    revoking: set[int] = set()
    sides: Seating | None  # None: an all-pass without two sides, which writes nothing
    if isinstance(event, Deal):
        try:
            sides = _deal_sides(event, lineup, mode)
        except RuleViolation as e:  # and what else is wrong with the deal, whoever plays
            raise_with(e, vint.deal_values(event, rules))
        event = vint.check_deal(event, sides, rules)
        partner = sides.sides[0][1] if mode is TableMode.INDIVIDUAL else None
        if event.partner != partner:
            event = replace(event, partner=partner)
        written = vint.score_deal(event, sides, rules, event=number, game=len(rubber.games) + 1)
        revoking = {sides.side_of(p) for p in event.revokes}
    elif isinstance(event, AllPass):
        sides = _partnerships(lineup.columns) if len(lineup.columns) == 2 else None
        if sides is None and rules.all_pass is AllPassRule.PLAY:
            raise RuleViolation(Msg("core.pass.play_sides"), rule="V9",
                                hint=Msg("core.pass.play_sides.hint"))
        event = vint.check_pass(event, sides or Seating(((), ())), rules)
        written = vint.score_pass(event, sides, rules) if sides else ()
        x = rules.all_pass is not AllPassRule.PLAY
    elif isinstance(event, (Adjustment, Misdeal)):
        assert event.player is not None  # a misdeal's dealer is named by now (_dealt)
        player = resolve(event.player, lineup.players, "player", mode)
        if player != event.player:
            event = replace(event, player=player)
        column = lineup.columns[lineup.column_of(player)]
        sides = Seating((column, tuple(h for h in lineup.hands if h not in column)))
        written = (vint.score_adjustment(event, sides) if isinstance(event, Adjustment)
                   else vint.score_misdeal(event, sides))
    else:  # pragma: no cover - storage only builds these kinds
        raise TypeError(f"unknown event {event!r}")
    game = len(rubber.games) + 1
    entries = _to_columns(written, sides, lineup, revoking, rubber.below, rules, number, game)
    count = [rubber.below[c] + sum(e.amount for e in entries if e.below and e.side == c)
             for c in range(len(rubber.below))]
    winners = _game_winners(event, count, sides, lineup, rules)
    # Nothing is refused past this point: commit the event to the open rubber.
    rubber.entries.extend(entries)
    rubber.below = count
    rubber.x += x
    if winners:
        entries.extend(_finish_game(rubber, winners, number, count, rules))
    return Record(number, event, rubber.number, tuple(entries), x)


def _to_columns(written: tuple[Entry, ...], sides: Seating | None, lineup: Lineup,
                revoking: set[int], below: list[int], rules: Rules, number: int, game: int
                ) -> list[Entry]:
    """Each side's entries into the columns of its hands (V12: each player his side's)."""
    if not written:
        return []
    assert sides is not None  # only an event with two sides writes anything
    columns = _side_columns(sides.sides, lineup.columns)
    entries = []
    for e in written:
        for c in columns[e.side]:
            amount = e.amount
            if e.below and e.reason is Reason.TRICKS and e.side in revoking:
                # V10: the revoking side cannot finish the game in this deal: 490 at most
                amount = min(amount, max(0, rules.game_target - 10 - below[c]))
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
def _partnerships(columns: tuple[tuple[str, ...], ...]) -> Seating:
    """The two sides of a rubber of partnerships (one Seating for all its deals)."""
    a, b = columns  # two partnerships
    return Seating((a, b))


def _game_winners(event: Event, count: list[int], sides: Seating | None, lineup: Lineup,
                  rules: Rules) -> tuple[int, ...]:
    """V8: the column(s) that reached the target in this event; of two sides, the one named first.

    Columns of one side reach it together (partners at individual records write the
    same tricks): they win the game together. Only when both sides reach it is the
    scorekeeper asked which got there first.
    """
    reached = [c for c in range(len(count)) if count[c] >= rules.game_target]
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
            Msg("core.game.first_missing", names=names, target=rules.game_target),
            rule="V8", key="first", hint=Msg("core.game.first_missing.hint"), asks=True)
    column = lineup.column_of(first)
    if column not in reached:
        raise RuleViolation(Msg("core.game.first_wrong", player=first, target=rules.game_target),
                            rule="V8", key="first",
                            hint=Msg("core.game.first_wrong.hint", names=names), asks=True)
    return tuple(c for c in reached if side_of[c] == side_of[column])


def _finish_game(rubber: OpenRubber, winners: tuple[int, ...], number: int, count: list[int],
                 rules: Rules) -> list[Entry]:
    """V8: the game bonus; after the deciding game, the rubber bonus and the X premium (V9)."""
    game = len(rubber.games) + 1
    rubber.games.append(Game(game, tuple(count), winners))
    rubber.below = [0] * len(count)  # a new game starts from zero; nothing carries over
    written = []
    for winner in winners:
        if rules.game_bonus:
            written.append(Entry(winner, rules.game_bonus, Reason.GAME,
                                 detail=Msg("core.detail.game", game=game),
                                 event=number, game=game))
    rubber_winners = tuple(c for c in winners
                           if sum(1 for g in rubber.games if c in g.winners) == rubber.games_to_win)
    if rubber_winners:
        rubber.winners = rubber_winners
        premium = vint.x_premium(rubber.x, rules)
        for winner in rubber_winners:
            if rules.rubber_bonus:
                written.append(Entry(winner, rules.rubber_bonus, Reason.RUBBER, event=number,
                                     game=game))
            if premium:
                written.append(Entry(winner, premium, Reason.X,
                                     detail=Msg("core.detail.x", n=rubber.x),
                                     event=number, game=game))
    rubber.entries.extend(written)
    return written

