"""V12: who sits at the table while the sheet is folded, and the seat changes: a rubber
seated by hand, players who join or leave from the next rubber, a newcomer who takes a
seat at once (what was written before is still the old player's).

Part of the fold (sheet.py), which owns the open rubber and hands it here.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, cast

from ...errors import NotationError, RuleViolation
from ...glossary import Msg
from ...names import DUMMY, MAX_NAME, normal, problem
from ...notation import join_msgs, players_count
from ...text import fold
from .model import Seat, TableMode, Tenure
from .notation import resolve_player, table_name
from .rotation import Lineup, lineup_at, plan

if TYPE_CHECKING:
    from .sheet import OpenRubber


class Table:
    """Who is at the table and what comes next, while the fold runs."""

    __slots__ = ("everyone", "mode", "pending", "plan", "plan_start", "roster")

    def __init__(self, mode: TableMode, roster: list[str], everyone: list[str],
                 plan: tuple[Lineup, ...]) -> None:
        self.mode = mode
        self.roster = roster
        self.everyone = everyone
        self.plan = plan
        self.plan_start = 1
        self.pending: Lineup | None = None  # a rubber seated by hand, waiting to start

    def lineup(self, number: int) -> Lineup:
        if self.pending is not None:
            return self.pending
        return lineup_at(self.mode, tuple(self.roster), number - self.plan_start)


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
    playing = rubber.lineup.players if rubber is not None else ()
    replaced: list[tuple[str, str]] = []
    left: list[str] = []
    for old_text, new in event.replace:
        old = resolve(old_text, tuple(roster), "replace")
        new = _new_name(new, roster, table.everyone, "replace")
        roster[roster.index(old)] = new
        replaced.append((old, new))
        news.append(Msg("core.news.replace_now", new=new, old=old) if old in playing
                    else Msg("core.news.replace", new=new, old=old))
    for text in event.leave:
        old = resolve(text, tuple(roster), "leave")
        if old in playing:
            assert rubber is not None  # only a rubber in play has players
            raise RuleViolation(Msg("core.seat.playing", player=old, rubber=rubber.number),
                                rule="V12", key="leave",
                                hint=Msg("core.seat.playing.hint", player=old))
        roster.remove(old)
        left.append(old)
        news.append(Msg("core.news.leave", player=old))
    joined = []
    for text in event.join:
        new = _new_name(text, roster, table.everyone, "join")
        roster.append(new)
        joined.append(new)
        news.append(Msg("core.news.join", player=new))
    low, high = table.mode.sizes
    if not low <= len(roster) <= high:
        raise RuleViolation(Msg("core.seat.size", table=table_name(table.mode.value),
                                players=players_count(low, high), n=len(roster)),
                            rule="V12", key="join", hint=Msg("core.seat.size.hint"))
    pending = table.pending
    if pending is not None and any(p not in roster and p not in dict(replaced)
                                   for p in pending.players):
        raise RuleViolation(Msg("core.seat.pending_leaves"), rule="V12", key="leave",
                            hint=Msg("core.seat.pending_leaves.hint"))
    if event.pairs:
        pending = _hand_seated(event.pairs, tuple(roster), table.mode)
        columns = join_msgs("core.against", [" & ".join(c) for c in pending.columns])
        out = ", ".join(pending.out)
        if not pending.out:
            news.append(Msg("core.news.next", columns=columns))
        elif len(pending.out) == 1:
            news.append(Msg("core.news.next_out_one", columns=columns, out=out))
        else:
            news.append(Msg("core.news.next_out_many", columns=columns, out=out))
    # Everything checked: commit.
    next_number = played + 1  # the next rubber to start
    for old, new in replaced:
        if rubber is not None and old in playing:
            _replace_in_rubber(rubber, old, new)
        if pending is not None:
            pending = pending.replaced(old, new)
        table.everyone.append(new)
    roster_changed = bool(event.join or event.leave)
    table.roster = roster
    if roster_changed:
        table.plan = plan(table.mode, tuple(roster))
        table.plan_start = next_number
    elif replaced:
        table.plan = plan(table.mode, tuple(roster))  # the same places, new names
    table.everyone.extend(joined)
    table.pending = pending
    seated: tuple[tuple[str, str], ...] = ()
    if event.pairs:
        assert pending is not None  # seated by hand above
        # its columns are the pairs resolved (_hand_seated): two hands each
        seated = cast("tuple[tuple[str, str], ...]", pending.columns)
    resolved = replace(event, pairs=seated, join=tuple(joined),
                       leave=tuple(left), replace=tuple(replaced))
    return resolved, tuple(news)


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


def _replace_in_rubber(rubber: OpenRubber, old: str, new: str) -> None:
    """V12: `new` plays on in `old`'s seat; what was written so far stays `old`'s."""
    at = len(rubber.entries)
    rubber.lineup = rubber.lineup.replaced(old, new)
    tenures = []
    for t in rubber.tenures:
        if t.player == old and t.end is None:
            tenures.append(replace(t, end=at))
            tenures.append(Tenure(new, t.column, t.weight, at))
        else:
            tenures.append(t)
    rubber.tenures = tenures
