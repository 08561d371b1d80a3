"""V12: who sits at the table while the sheet is folded, and the seat changes: a rubber
seated by hand, players who join or leave from the next rubber (one leaving in the middle
of his rubber plays it to its end), a newcomer or a player sitting out who takes a seat at
once (what was written before is still the old player's).

After a change the rotation goes on as the change says (model.SeatPlan): planned afresh
from the evening so far by the fairness rule of rotation.py (what `vint seat` writes), or,
for a seat change of an older file, as it did then. A newcomer in a player's seat takes
his place in the rotation too: the plan goes on with the new name.

Part of the fold (sheet.py), which owns the open rubber and hands it here.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, cast

from ...errors import NotationError, RuleViolation
from ...glossary import Msg
from ...names import DUMMY, MAX_NAME, Hands, normal, problem
from ...notation import join_msgs, players_count
from ...text import fold
from .model import Seat, SeatPlan, TableMode, Tenure
from .notation import resolve_player, table_name
from .rotation import Lineup, Turns, cycle_of, fair_lineup, fair_plan, lineup_at, plan

if TYPE_CHECKING:
    from .sheet import OpenRubber


class Table:
    """Who is at the table and what comes next, while the fold runs."""

    __slots__ = ("everyone", "mode", "pending", "plan", "plan_start", "replanned", "rested",
                 "roster", "turns")

    def __init__(self, mode: TableMode, roster: list[str], everyone: list[str],
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

    def started(self, lineup: Lineup) -> None:
        """Rubber begun with `lineup`: the rotation counts who sat it out and who partnered."""
        self.turns = self.turns.started(lineup, tuple(self.roster))
        self.rested = frozenset(self.roster) - set(lineup.players)
        self.pending = None


def coming(mode: TableMode, roster: tuple[str, ...], turns: Turns, replanned: Msg | None,
           plan_start: int, start: int, first: Lineup) -> tuple[Lineup, ...]:
    """V12: the rubbers the plan holds from `start` (the next to begin, seated `first`):
    to the end of the plan's cycle, or, re-formed, as many as one cycle of the plan for
    this many players (at four, the three ways to pair them)."""
    if replanned is not None:
        return fair_plan(roster, turns, max(3, len(plan(mode, roster))), first)
    end = plan_start + cycle_of(mode, roster, max(start, plan_start) - plan_start)[1]
    return (first, *(lineup_at(mode, roster, n - plan_start) for n in range(start + 1, end + 1)))


def resolve(text: str, names: tuple[str, ...], key: str) -> str:
    """The player `text` names among `names`, or RuleViolation (V2) on the event's `key`."""
    try:
        return resolve_player(text, names)
    except NotationError as e:
        raise RuleViolation(e.msg, rule="V2", key=key, hint=e.hint_msg) from None


def seat(event: Seat, table: Table, rubber: OpenRubber | None, played: int
         ) -> tuple[Seat, tuple[Msg, ...]]:
    """V12: seat the next rubber by hand, or change who plays; nothing is written. Returns
    the change with its names resolved, and what it did in words."""
    news: list[Msg] = []
    roster = list(table.roster)
    turns = table.turns
    next_number = played + 1  # the next rubber to start
    # the rubber in play as the change leaves it (a player sitting out may take a seat)
    now = rubber.lineup if rubber is not None else None
    pending = table.pending
    rested = set(table.rested)
    renamed: list[tuple[str, str]] = []  # a newcomer in a seat
    swapped: list[tuple[str, str]] = []  # a player sitting out in a seat (old, new)
    changes: list[Msg] = []  # why the plan is re-formed
    stays: list[str] = []  # newcomers in the seat of one who leaves after the rubber in play
    replaced_all: list[tuple[str, str]] = []  # as the event lists them, names resolved
    for old_text, new_text in event.replace:
        # a player who leaves after the rubber in play still holds his seat in it
        holders = (*roster, *(p for p in (now.players if now else ()) if p not in roster))
        old = resolve(old_text, holders, "replace")
        taker = next((p for p in roster if fold(p) == fold(normal(new_text))), None)
        if taker is None:  # a newcomer: the seat, and the old player's place in the rotation
            new = _new_name(new_text, roster, table.everyone + [n for _, n in renamed], "replace")
            if old in roster:
                roster[roster.index(old)] = new
            else:  # the seat of one leaving after the rubber in play: he stays after it
                roster.append(new)
                stays.append(new)
                changes.append(Msg("core.replan.join.one", players=new))
            turns = turns.renamed(old, new)
            if old in rested:
                rested = (rested - {old}) | {new}
            if now is not None and old in now.players:
                now = now.replaced(old, new)
                news.append(Msg("core.news.replace_now", new=new, old=old))
            else:
                news.append(Msg("core.news.replace", new=new, old=old))
            if pending is not None:
                pending = pending.replaced(old, new)
            renamed.append((old, new))
            replaced_all.append((old, new))
            continue
        # V12: a player sitting out takes the seat of one who plays, at once
        if rubber is not None and now is not None:
            where, number = now, rubber.number
        else:  # between rubbers: the next one, as it would be seated
            where, number = pending or table.lineup(next_number), next_number
            for o, n in renamed:
                where = where.replaced(o, n)
        if old not in where.players:
            raise RuleViolation(Msg("core.seat.swap_not_playing", player=old, rubber=number),
                                rule="V12", key="replace",
                                hint=Msg("core.seated.hint", names=", ".join(where.players)))
        if taker in where.players:
            takers = [p for p in roster if p not in where.players]
            raise RuleViolation(Msg("core.name.at_table", name=taker), rule="V12", key="replace",
                                hint=Msg("core.seat.swap.takers", names=", ".join(takers))
                                if takers else Msg("core.name.at_table.hint"))
        where = _swapped(where, old, taker)
        if now is not None:
            now = where
            if old not in rested:  # one sit-out a rubber, however often seats change in it
                turns = turns.gave_seat(old)
                rested.add(old)
            turns = turns.partnered(
                [frozenset((taker, p)) for p in where.columns[where.column_of(taker)]
                 if p != taker and p not in where.dummies])
            news.append(Msg("core.news.swap_now", new=taker, old=old, rubber=number))
        else:
            pending = where
            news.append(Msg("core.news.swap_next", new=taker, old=old, rubber=number))
        swapped.append((old, taker))
        replaced_all.append((old, taker))
        changes.append(Msg("core.replan.swap", new=taker, old=old))
    left, leaving, gone = [], [], []
    for text in event.leave:
        old = resolve(text, tuple(roster), "leave")
        roster.remove(old)
        gone.append(old)
        if now is not None and old in now.players:
            # V12: he leaves after his rubber: it is played to its end with him
            assert rubber is not None
            leaving.append(old)
            news.append(Msg("core.news.leave_after", player=old, rubber=rubber.number))
        else:
            left.append(old)
            news.append(Msg("core.news.leave", player=old))
    if left:
        changes.append(_counted("core.replan.leave", left))
    if leaving:
        assert rubber is not None
        changes.append(_counted("core.replan.leave_after", leaving, rubber=rubber.number))
    joined = []
    present = tuple(roster)
    for text in event.join:
        new = _new_name(text, roster, table.everyone + [n for _, n in renamed], "join")
        roster.append(new)
        joined.append(new)
        turns = turns.joined(new, present)
        news.append(Msg("core.news.join", player=new))
    if joined:
        changes.append(_counted("core.replan.join", joined))
    low, high = table.mode.sizes
    if not low <= len(roster) <= high:
        raise RuleViolation(Msg("core.seat.size", table=table_name(table.mode.value),
                                players=players_count(low, high), n=len(roster)),
                            rule="V12", key="join", hint=Msg("core.seat.size.hint"))
    if pending is not None and any(p not in roster for p in pending.players):
        raise RuleViolation(Msg("core.seat.pending_leaves"), rule="V12", key="leave",
                            hint=Msg("core.seat.pending_leaves.hint"))
    if pending is not None and event.plan is SeatPlan.FAIR:
        # the rubber seated by hand: everyone else at the table sits it out, newcomers too
        pending = Lineup(pending.columns, tuple(p for p in roster if p not in pending.players),
                         pending.dummies)
    if event.pairs:
        pending = _hand_seated(event.pairs, tuple(roster), table.mode)
        columns = join_msgs("core.against", [Hands(c) for c in pending.columns])
        out = ", ".join(pending.out)
        if not pending.out:
            news.append(Msg("core.news.next", columns=columns))
        elif len(pending.out) == 1:
            news.append(Msg("core.news.next_out_one", columns=columns, out=out))
        else:
            news.append(Msg("core.news.next_out_many", columns=columns, out=out))
        changes.append(Msg("core.replan.pairs", rubber=next_number))
    # Everything checked: commit.
    if rubber is not None:
        for old, new in renamed:
            if old in rubber.lineup.players:
                _replace_in_rubber(rubber, old, new)
        for old, new in swapped:
            _replace_in_rubber(rubber, old, new, swap=True)
    table.everyone.extend(new for _, new in renamed)
    table.everyone.extend(joined)
    table.pending = pending
    table.turns = turns
    table.rested = frozenset(rested)
    table.roster = roster
    if event.plan is SeatPlan.FAIR and table.mode is TableMode.PAIRS:
        if changes:  # V12, issue 13: the coming rubbers planned afresh from the evening
            table.replanned = join_msgs("core.and", changes)
        elif renamed and table.replanned is None:
            table.plan = plan(table.mode, tuple(roster))  # the same places, new names
    elif left or leaving or joined or stays:
        # the reading before issue 13: new players start the plan of V12 afresh
        table.plan = plan(table.mode, tuple(roster))
        table.plan_start = next_number
        table.replanned = None
    elif renamed and table.replanned is None:
        table.plan = plan(table.mode, tuple(roster))  # the same places, new names
    seated: tuple[tuple[str, str], ...] = ()
    if event.pairs:
        assert pending is not None  # seated by hand above
        # its columns are the pairs resolved (_hand_seated): two hands each
        seated = cast("tuple[tuple[str, str], ...]", pending.columns)
    resolved = replace(event, pairs=seated, join=tuple(joined),
                       leave=tuple(gone), replace=tuple(replaced_all))
    return resolved, tuple(news)


def _counted(key: str, players: list[str], **values: object) -> Msg:
    """A sentence about one player or several ('.one', '.many': the verb agrees)."""
    return Msg(f"{key}.{'one' if len(players) == 1 else 'many'}", players=", ".join(players),
               **values)


def _swapped(lineup: Lineup, old: str, new: str) -> Lineup:
    """The lineup with `new`, who sat out, in the seat of `old`, who sits out now (V12)."""
    seats = lineup.replaced(old, new)
    out = tuple(old if p == new else p for p in lineup.out)
    return Lineup(seats.columns, out if old in out else (*out, old), seats.dummies)


def _new_name(text: str, roster: list[str], everyone: list[str], key: str) -> str:
    """A newcomer's name, by the one rule of names.py: a name of his own, not the dummy's,
    not one used this evening."""
    name = normal(text)
    wrong = problem(name)
    if wrong == "dummy":
        raise RuleViolation(Msg("core.name.dummy", name=name), rule="V12", key=key,
                            hint=Msg("core.name.dummy.hint"))
    if wrong is not None:
        raise RuleViolation(Msg("core.name.bad", text=text), rule="V12", key=key,
                            hint=Msg("core.name.bad.hint", n=MAX_NAME))
    if name.startswith("-"):  # it could be typed only after '--' (vint deal 2H -- -h 8)
        raise RuleViolation(Msg("core.players.dash", name=name), rule="V12", key=key,
                            hint=Msg("core.players.dash.hint"))
    folded = fold(name)
    if any(fold(p) == folded for p in roster):
        raise RuleViolation(Msg("core.name.at_table", name=name), rule="V12", key=key,
                            hint=Msg("core.name.at_table.hint"))
    if any(fold(p) == folded for p in everyone):
        # V12: nobody's points may be counted twice, so one name is one record
        raise RuleViolation(Msg("core.name.played", name=name), rule="V12", key=key,
                            hint=Msg("core.name.played.hint", name=name))
    return name


def _hand_seated(pairs: tuple[tuple[str, str], ...], roster: tuple[str, ...],
                 mode: TableMode) -> Lineup:
    """V12: a rubber seated by the table: two pairs from the players at the table."""
    if mode not in (TableMode.PAIRS, TableMode.DUMMY):
        raise RuleViolation(Msg("core.pairs.no_partnerships", table=table_name(mode.value)),
                            rule="V12", key="pairs", hint=Msg("core.pairs.no_partnerships.hint"))
    names = roster + ((DUMMY,) if mode is TableMode.DUMMY else ())
    if len(pairs) != 2 or any(len(p) != 2 for p in pairs):
        raise RuleViolation(Msg("core.pairs.two"), rule="V12", key="pairs",
                            hint=Msg("core.pairs.hint"))
    columns = tuple(tuple(resolve(h, names, "pairs") for h in pair) for pair in pairs)
    hands = [h for c in columns for h in c]
    if len(set(hands)) != 4:
        raise RuleViolation(Msg("core.pairs.distinct"), rule="V12", key="pairs",
                            hint=Msg("core.pairs.hint"))
    if mode is TableMode.DUMMY:
        with_dummy = [c for c in columns if DUMMY in c]
        columns = tuple(with_dummy + [c for c in columns if DUMMY not in c])
        return Lineup(columns, (), (DUMMY,))
    return Lineup(columns, tuple(p for p in roster if p not in hands))


def _replace_in_rubber(rubber: OpenRubber, old: str, new: str, swap: bool = False) -> None:
    """V12: `new` plays on in `old`'s seat; what was written so far stays `old`'s. With
    `swap`, `new` sat out until now and `old` sits out the rest of the rubber."""
    at = len(rubber.entries)
    rubber.lineup = _swapped(rubber.lineup, old, new) if swap else rubber.lineup.replaced(old, new)
    tenures = []
    for t in rubber.tenures:
        if t.player == old and t.end is None:
            tenures.append(replace(t, end=at))
            tenures.append(Tenure(new, t.column, t.weight, at))
        else:
            tenures.append(t)
    rubber.tenures = tenures
