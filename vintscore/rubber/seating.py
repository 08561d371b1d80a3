"""V12: who sits at the table while the sheet is folded, and the seat changes: a rubber
seated by hand, players who join or leave from the next rubber (one leaving in the middle
of his rubber plays it to its end), a newcomer or a player sitting out who takes a seat at
once (what was written before is still the old player's).

After a change the rotation goes on as the change says (model.SeatPlan): planned afresh
from the evening so far by the fairness rule of rotation.py (what `vint seat` writes), or,
for a seat change of an older file, as it did then. A newcomer in a player's seat takes
his place in the rotation too: the plan goes on with the new name.

Part of the fold (sheet.py): `seat` reads a change against the table and the rubber in
play and returns what it does (`SeatChange`); the fold applies it to both.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, cast

from ..errors import NotationError, RuleViolation
from ..glossary import Msg
from ..names import MAX_NAME, UNICODE, Hands, normal, problem, unknown_code
from ..notation import join_msgs, players_count
from ..text import casefolded
from ..value import value
from .events import Seat, SeatPlan
from .lineup import Lineup
from .rotation import Turns, cycle_of, fair_lineup, fair_plan, lineup_at, plan

if TYPE_CHECKING:
    from .tables import TableKind


class TableState:
    """Who is at the table and what comes next, while the fold runs."""

    __slots__ = ("everyone", "mode", "pending", "plan", "plan_start", "replanned", "rested",
                 "roster", "turns")

    def __init__(self, mode: TableKind, roster: list[str], everyone: list[str],
                 plan: tuple[Lineup, ...]) -> None:
        self.mode = mode
        self.roster = roster  # who plays the coming rubbers, in cut order
        self.everyone = everyone
        self.plan = plan
        self.plan_start = 1
        self.pending: Lineup | None = None  # a rubber seated by hand, waiting to start
        self.turns = Turns.begin(tuple(roster))
        self.replanned: Msg | None = None  # why the plan is re-formed; None: V12's plan
        self.rested: frozenset[str] = frozenset()  # counted as sitting out the rubber in play

    def lineup(self, number: int) -> Lineup:
        if self.pending is not None:
            return self.pending
        if self.replanned is not None:
            return fair_lineup(tuple(self.roster), self.turns)
        return lineup_at(self.mode, tuple(self.roster), number - self.plan_start)

    def apply(self, change: SeatChange) -> None:
        """A seat change (V12): the table as it leaves it."""
        self.everyone.extend(change.arrived)
        self.pending = change.pending
        self.turns = change.turns
        self.rested = change.rested
        self.roster = list(change.roster)
        self.plan, self.plan_start, self.replanned = (change.plan, change.plan_start,
                                                      change.replanned)

    def started(self, lineup: Lineup) -> None:
        """Rubber begun with `lineup`: the rotation counts who sat it out and who partnered."""
        self.turns = self.turns.started(lineup, tuple(self.roster))
        self.rested = frozenset(self.roster) - set(lineup.players)
        self.pending = None


def coming(mode: TableKind, roster: tuple[str, ...], turns: Turns, replanned: Msg | None,
           plan_start: int, start: int, first: Lineup) -> tuple[Lineup, ...]:
    """V12: the rubbers the plan holds from `start` (the next to begin, seated `first`):
    to the end of the plan's cycle, or, re-formed, as many as one cycle of the plan for
    this many players (at four, the three ways to pair them)."""
    if replanned is not None:
        return fair_plan(roster, turns, max(3, len(plan(mode, roster))), first)
    end = plan_start + cycle_of(mode, roster, max(start, plan_start) - plan_start)[1]
    return (first, *(lineup_at(mode, roster, n - plan_start) for n in range(start + 1, end + 1)))


def resolve(text: str, names: tuple[str, ...], key: str, table: TableKind) -> str:
    """The player `text` names among `names`, or RuleViolation (V2) on the event's `key`."""
    try:
        return table.hand(text, names)
    except NotationError as e:
        raise RuleViolation(e.msg, rule=table.names_rule, key=key, hint=e.hint_msg) from None


@value
class SeatChange:
    """What a seat change does (V12), for the fold to apply: the change with its names
    resolved, what it did in words, the table as it leaves it, and the seats it changes in
    the rubber in play (what was written before stays the old player's)."""

    event: Seat
    news: tuple[Msg, ...]
    roster: tuple[str, ...]
    arrived: tuple[str, ...]  # names new to the evening, in order
    pending: Lineup | None
    turns: Turns
    rested: frozenset[str]
    plan: tuple[Lineup, ...]
    plan_start: int
    replanned: Msg | None
    renamed: tuple[tuple[str, str], ...] = ()  # a newcomer in the seat of one in play
    swapped: tuple[tuple[str, str], ...] = ()  # one sitting out in the seat of one in play


@dataclass
class _Draft:
    """A seat change while it is read, before anything is committed."""

    table: TableState
    playing: Lineup | None  # the rubber in play, as the change leaves it
    number: int | None  # the rubber in play's number, if one is in play
    next_number: int  # the next rubber to start
    roster: list[str]
    turns: Turns
    pending: Lineup | None
    rested: set[str]
    news: list[Msg] = field(default_factory=list)
    renamed: list[tuple[str, str]] = field(default_factory=list)
    swapped: list[tuple[str, str]] = field(default_factory=list)
    changes: list[Msg] = field(default_factory=list)  # why the plan is re-formed
    stays: list[str] = field(default_factory=list)  # newcomers kept after the rubber in play
    replaced: list[tuple[str, str]] = field(default_factory=list)  # as the event lists them
    left: list[str] = field(default_factory=list)
    leaving: list[str] = field(default_factory=list)  # after the rubber in play (his own)
    gone: list[str] = field(default_factory=list)
    joined: list[str] = field(default_factory=list)

    def new_names(self) -> list[str]:
        return self.table.everyone + [n for _, n in self.renamed]


def seat(event: Seat, table: TableState, playing: Lineup | None, number: int | None,
         played: int) -> SeatChange:
    """V12: seat the next rubber by hand, or change who plays; nothing is written. `playing`
    is the rubber in play (its `number`), if any; `played` how many rubbers have begun.
    Returns what the change does; nothing is changed until the fold applies it."""
    draft = _Draft(table, playing, number, played + 1, list(table.roster), table.turns,
                   table.pending, set(table.rested))
    for old_text, new_text in event.replace:
        _replace(draft, old_text, new_text)
    for text in event.leave:
        _leave(draft, text)
    _join(draft, event.join)
    _check_size(draft)
    if event.pairs:
        _pairs(draft, event.pairs)
    elif draft.pending is not None and event.plan is SeatPlan.FAIR:
        # the rubber seated by hand: everyone else at the table sits it out, newcomers too
        draft.pending = Lineup(draft.pending.columns,
                               tuple(p for p in draft.roster if p not in draft.pending.players),
                               draft.pending.dummies)
    return _committed(event, draft)


def _replace(draft: _Draft, old_text: str, new_text: str) -> None:
    """--replace OLD=NEW: a newcomer in OLD's seat, or one sitting out who takes it."""
    now = draft.playing
    # a player who leaves after the rubber in play still holds his seat in it
    holders = (*draft.roster, *(p for p in (now.players if now else ()) if p not in draft.roster))
    old = resolve(old_text, holders, "replace", draft.table.mode)
    taker = next((p for p in draft.roster if casefolded(p) == casefolded(normal(new_text))), None)
    if taker is None:
        _newcomer(draft, old, _new_name(new_text, draft.roster, draft.new_names(), "replace",
                                        draft.table.mode.rule))
    else:
        _taken_by(draft, old, taker)
    draft.replaced.append((old, draft.renamed[-1][1] if taker is None else taker))


def _newcomer(draft: _Draft, old: str, new: str) -> None:
    """A newcomer takes OLD's seat, and his place in the rotation (V12)."""
    if old in draft.roster:
        draft.roster[draft.roster.index(old)] = new
    else:  # the seat of one leaving after the rubber in play: he stays after it
        draft.roster.append(new)
        draft.stays.append(new)
        draft.changes.append(Msg("core.replan.join.one", players=new))
    draft.turns = draft.turns.renamed(old, new)
    if old in draft.rested:
        draft.rested = (draft.rested - {old}) | {new}
    if draft.playing is not None and old in draft.playing.players:
        draft.playing = draft.playing.replaced(old, new)
        draft.news.append(Msg("core.news.replace_now", new=new, old=old))
    else:
        draft.news.append(Msg("core.news.replace", new=new, old=old))
    if draft.pending is not None:
        draft.pending = draft.pending.replaced(old, new)
    draft.renamed.append((old, new))


def _taken_by(draft: _Draft, old: str, taker: str) -> None:
    """V12: a player sitting out takes the seat of one who plays, at once (mid-rubber), or
    in the next rubber to start."""
    if draft.playing is not None:
        where, number = draft.playing, draft.number
    else:  # between rubbers: the next one, as it would be seated
        where = draft.pending or draft.table.lineup(draft.next_number)
        number = draft.next_number
        for o, n in draft.renamed:
            where = where.replaced(o, n)
    if old not in where.players:
        raise RuleViolation(Msg("core.seat.swap_not_playing", player=old, rubber=number),
                            rule=draft.table.mode.rule, key="replace",
                            hint=Msg("core.seated.hint", names=", ".join(where.players)))
    if taker in where.players:
        takers = [p for p in draft.roster if p not in where.players]
        raise RuleViolation(Msg("core.name.at_table", name=taker), rule=draft.table.mode.rule,
                            key="replace",
                            hint=Msg("core.seat.swap.takers", names=", ".join(takers))
                            if takers else Msg("core.name.at_table.hint"))
    where = swapped(where, old, taker)
    if draft.playing is not None:
        draft.playing = where
        if old not in draft.rested:  # one sit-out a rubber, however often seats change in it
            draft.turns = draft.turns.gave_seat(old)
            draft.rested.add(old)
        draft.turns = draft.turns.partnered(
            [frozenset((taker, p)) for p in where.columns[where.column_of(taker)]
             if p != taker and p not in where.dummies])
        draft.news.append(Msg("core.news.swap_now", new=taker, old=old, rubber=number))
    else:
        draft.pending = where
        draft.news.append(Msg("core.news.swap_next", new=taker, old=old, rubber=number))
    draft.swapped.append((old, taker))
    draft.changes.append(Msg("core.replan.swap", new=taker, old=old))


def _leave(draft: _Draft, text: str) -> None:
    """--leave P: from the next rubber; during his own rubber, after it (V12)."""
    old = resolve(text, tuple(draft.roster), "leave", draft.table.mode)
    draft.roster.remove(old)
    draft.gone.append(old)
    if draft.playing is not None and old in draft.playing.players:
        # V12: he leaves after his rubber: it is played to its end with him
        draft.leaving.append(old)
        draft.news.append(Msg("core.news.leave_after", player=old, rubber=draft.number))
    else:
        draft.left.append(old)
        draft.news.append(Msg("core.news.leave", player=old))


def _join(draft: _Draft, texts: tuple[str, ...]) -> None:
    """--join NAME: a newcomer from the next rubber (V12), counted as rotation.Turns says."""
    if draft.left:
        draft.changes.append(_counted("core.replan.leave", draft.left))
    if draft.leaving:
        draft.changes.append(_counted("core.replan.leave_after", draft.leaving,
                                      rubber=draft.number))
    present = tuple(draft.roster)
    for text in texts:
        new = _new_name(text, draft.roster, draft.new_names(), "join", draft.table.mode.rule)
        draft.roster.append(new)
        draft.joined.append(new)
        draft.turns = draft.turns.joined(new, present)
        draft.news.append(Msg("core.news.join", player=new))
    if draft.joined:
        draft.changes.append(_counted("core.replan.join", draft.joined))


def _check_size(draft: _Draft) -> None:
    """V12: as many players as the table takes; a rubber seated by hand keeps its four."""
    low, high = draft.table.mode.sizes
    if not low <= len(draft.roster) <= high:
        raise RuleViolation(Msg("core.seat.size", table=draft.table.mode.said,
                                players=players_count(low, high), n=len(draft.roster)),
                            rule=draft.table.mode.rule, key="join",
                            hint=Msg("core.seat.size.hint"))
    if draft.pending is not None and any(p not in draft.roster for p in draft.pending.players):
        raise RuleViolation(Msg("core.seat.pending_leaves"), rule=draft.table.mode.rule,
                            key="leave",
                            hint=Msg("core.seat.pending_leaves.hint"))


def _pairs(draft: _Draft, pairs: tuple[tuple[str, str], ...]) -> None:
    """--pairs A+B,C+D: the next rubber seated by the table (V12)."""
    draft.pending = _hand_seated(pairs, tuple(draft.roster), draft.table.mode)
    columns = join_msgs("core.against", [Hands(c) for c in draft.pending.columns])
    out = ", ".join(draft.pending.out)
    if not draft.pending.out:
        draft.news.append(Msg("core.news.next", columns=columns))
    elif len(draft.pending.out) == 1:
        draft.news.append(Msg("core.news.next_out_one", columns=columns, out=out))
    else:
        draft.news.append(Msg("core.news.next_out_many", columns=columns, out=out))
    draft.changes.append(Msg("core.replan.pairs", rubber=draft.next_number))


def _committed(event: Seat, draft: _Draft) -> SeatChange:
    """Everything checked: the change as the fold applies it, with how the rotation goes
    on (model.SeatPlan)."""
    table = draft.table
    plan_now, plan_start, replanned = table.plan, table.plan_start, table.replanned
    roster = tuple(draft.roster)
    if event.plan is SeatPlan.FAIR and table.mode.rotates:
        if draft.changes:  # V12, issue 13: the coming rubbers planned afresh from the evening
            replanned = join_msgs("core.and", draft.changes)
        elif draft.renamed and replanned is None:
            plan_now = plan(table.mode, roster)  # the same places, new names
    elif draft.left or draft.leaving or draft.joined or draft.stays:
        # the reading before issue 13: new players start the plan of V12 afresh
        plan_now, plan_start, replanned = plan(table.mode, roster), draft.next_number, None
    elif draft.renamed and replanned is None:
        plan_now = plan(table.mode, roster)  # the same places, new names
    seated: tuple[tuple[str, str], ...] = ()
    if event.pairs:
        assert draft.pending is not None  # seated by hand above
        # its columns are the pairs resolved (_hand_seated): two hands each
        seated = cast("tuple[tuple[str, str], ...]", draft.pending.columns)
    resolved = replace(event, pairs=seated, join=tuple(draft.joined), leave=tuple(draft.gone),
                       replace=tuple(draft.replaced))
    return SeatChange(resolved, tuple(draft.news), roster,
                      (*(new for _, new in draft.renamed), *draft.joined), draft.pending,
                      draft.turns, frozenset(draft.rested), plan_now, plan_start, replanned,
                      tuple(draft.renamed), tuple(draft.swapped))


def _counted(key: str, players: list[str], **values: object) -> Msg:
    """A sentence about one player or several ('.one', '.many': the verb agrees)."""
    return Msg(f"{key}.{'one' if len(players) == 1 else 'many'}", players=", ".join(players),
               **values)


def swapped(lineup: Lineup, old: str, new: str) -> Lineup:
    """The lineup with `new`, who sat out, in the seat of `old`, who sits out now (V12)."""
    seats = lineup.replaced(old, new)
    out = tuple(old if p == new else p for p in lineup.out)
    return Lineup(seats.columns, out if old in out else (*out, old), seats.dummies)


def _new_name(text: str, roster: list[str], everyone: list[str], key: str, rule: str) -> str:
    """A newcomer's name, by the one rule of names.py: a name of his own, not the dummy's,
    not one used this evening."""
    name = normal(text)
    wrong = problem(name)
    if wrong == "dummy":
        raise RuleViolation(Msg("core.name.dummy", name=name), rule=rule, key=key,
                            hint=Msg("core.name.dummy.hint"))
    if wrong == "unassigned":  # issue 31
        raise RuleViolation(Msg("core.name.unassigned", name=name, code=unknown_code(name),
                                version=UNICODE), rule=rule, key=key,
                            hint=Msg("core.players.unassigned.hint"))
    if wrong is not None:
        raise RuleViolation(Msg("core.name.bad", text=text), rule=rule, key=key,
                            hint=Msg("core.name.bad.hint", n=MAX_NAME))
    if name.startswith("-"):  # it could be typed only after '--' (vint deal 2H -- -h 8)
        raise RuleViolation(Msg("core.players.dash", name=name), rule=rule, key=key,
                            hint=Msg("core.players.dash.hint"))
    folded = casefolded(name)
    if any(casefolded(p) == folded for p in roster):
        raise RuleViolation(Msg("core.name.at_table", name=name), rule=rule, key=key,
                            hint=Msg("core.name.at_table.hint"))
    if any(casefolded(p) == folded for p in everyone):
        # V12: nobody's points may be counted twice, so one name is one record
        raise RuleViolation(Msg("core.name.played", name=name), rule=rule, key=key,
                            hint=Msg("core.name.played.hint", name=name))
    return name


def _hand_seated(pairs: tuple[tuple[str, str], ...], roster: tuple[str, ...],
                 mode: TableKind) -> Lineup:
    """V12: a rubber seated by the table: two pairs from the players at the table (and its
    dummies, which sit in the first column)."""
    rule = mode.rule
    if not mode.seated_by_hand:
        raise RuleViolation(Msg("core.pairs.no_partnerships", table=mode.said),
                            rule=rule, key="pairs", hint=Msg("core.pairs.no_partnerships.hint"))
    names = roster + mode.dummies
    if len(pairs) != 2 or any(len(p) != 2 for p in pairs):
        raise RuleViolation(Msg("core.pairs.two"), rule=rule, key="pairs",
                            hint=Msg("core.pairs.hint"))
    columns = tuple(tuple(resolve(h, names, "pairs", mode) for h in pair) for pair in pairs)
    hands = [h for c in columns for h in c]
    if len(set(hands)) != 4:
        raise RuleViolation(Msg("core.pairs.distinct"), rule=rule, key="pairs",
                            hint=Msg("core.pairs.hint"))
    if mode.dummies:
        with_dummy = [c for c in columns if set(c) & set(mode.dummies)]
        columns = tuple(with_dummy + [c for c in columns if not set(c) & set(mode.dummies)])
        return Lineup(columns, (), mode.dummies)
    return Lineup(columns, tuple(p for p in roster if p not in hands))
