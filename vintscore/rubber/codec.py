"""What every game of rubbers writes alike in the session file: its `table` and the number
of players it seats (`read_table`, `check_players`); the preset of its [rules] and an
option refused (`read_preset`, `bad_option`); the kinds of event it keeps besides its own
(events.py: a seat change, an adjustment; their words are games/base.py's `Codec`
defaults), each [[events]] table read, every problem reported on its key
(`read_seat`, `read_adjustment`), and written (`seat_items`, `adjustment_items`).

Storage hands each table to a game's codec as `Fields` (games/base.py); the game's codec
hands these kinds here. The rule of a game's tables is the game's (Vint's V12, bridge's
B30): given, never assumed. Nothing here touches disk.
"""
from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import TYPE_CHECKING, Any, TypeVar

from ..glossary import Msg
from .events import Adjustment, Seat, SeatPlan
from .seats import clash_said, seat_clash

if TYPE_CHECKING:
    from ..errors import InputError
    from ..games.base import Fields
    from .tables import TableKind

R = TypeVar("R")  # a game's rules

# The keys of each kind's table, and how each key is written (for hints).
SEAT_KEYS = ("kind", "pairs", "join", "leave", "replace", "plan", "note", "void")
ADJUST_KEYS = ("kind", "player", "amount", "below", "reason", "note", "void")
EXAMPLES: dict[str, str] = {
    "player": '"Boris"', "amount": "-500", "below": "false", "reason": '"house rule"',
    "pairs": '["Anna+Vera", "Boris+Gleb"]', "join": '["Dmitri"]', "leave": '["Gleb"]',
    "replace": '["Gleb=Dmitri"]', "plan": '"fair"'}
# The kinds every game of rubbers has, as a noun ("player belongs to a deal or …") …


# -- the header: the table ----------------------------------------------------------------

def read_table(top: Fields, kinds: type[StrEnum], rule: str = "") -> dict[str, Any]:
    """How the table is kept (`table`: one of `kinds`, the first by default), as the
    header's values; None where a problem was reported (`rule`: the game's, V12, B30)."""
    first = next(iter(kinds))
    value = top.get("table", "str", default=first.value)
    if not isinstance(value, str):  # MISSING: its problem is reported already
        return {"table": None}
    try:
        return {"table": kinds(value)}
    except ValueError:
        choices = ", ".join(m.value for m in kinds)
        top.bad("table", Msg("storage.table.bad", choices=choices, value=top.show(value)),
                hint=Msg("storage.table.bad.hint", pairs=first.value), rule=rule)
        return {"table": None}


def check_players(top: Fields, players: tuple[str, ...], header: dict[str, Any],
                  rule: str) -> bool:
    """As many players as the table takes (`rule`: the game's, V12, B30), else reported on
    `players`."""
    table: TableKind | None = header.get("table")
    if table is None:
        return True
    low, high = table.sizes
    if low <= len(players) <= high:
        return True
    shown = top.show(list(players))
    if low == high:
        message = Msg("storage.players.count", table=table.value, low=low, count=len(players),
                      players=shown)
    else:
        message = Msg("storage.players.count_range", table=table.value, low=low, high=high,
                      count=len(players), players=shown)
    top.bad("players", message,
            hint=Msg("storage.players.count.hint", example=Msg("storage.players.example")),
            rule=rule)
    return False


# -- the rules: the preset, an option ------------------------------------------------------

def read_preset(t: Fields, presets: Mapping[str, R], rule: str) -> R | None:
    """The rules of the preset [rules] (or a "rules" event) names, or None when a problem
    was reported on `preset` (`rule`: the game's rule of its presets, V13, B20)."""
    name = t.get("preset", "str", required=True)
    if not isinstance(name, str):  # MISSING: its problem is reported already
        return None
    base = presets.get(name)
    if base is None:
        t.bad("preset", Msg("storage.rules.no_preset", value=t.show(name)),
              hint=Msg("storage.rules.no_preset.hint", near=t.nearest(name, list(presets)),
                       presets=", ".join(presets)),
              rule=rule)
    return base


def bad_option(t: Fields, key: str, exc: InputError, example: str) -> None:
    """An option's value the game refused (`exc`, with its rule), reported on its key; its
    hint, when the game gave none, how the key is written (`example`)."""
    hint = exc.hint_msg or Msg("storage.key.write", field=key, example=example)
    t.bad(key, exc.msg, hint=hint, rule=exc.rule)


# -- the events ----------------------------------------------------------------------------

def _split_pairs(t: Fields, key: str, texts: Any, sep: str, rule: str) -> tuple[tuple[str, str], ...]:
    """["Anna+Vera", …] or ["Gleb=Dmitri", …]: each text two names around `sep`."""
    if not isinstance(texts, list):  # MISSING: its problem is reported already
        return ()
    out = []
    example = EXAMPLES[key]
    for text in texts:
        parts = [p.strip() for p in text.split(sep)]
        if len(parts) != 2 or not all(parts):
            t.bad(key, Msg("storage.seat.twos", field=key, example=example,
                           value=t.show(text)),
                  hint=Msg("storage.key.write", field=key, example=example), rule=rule)
            return ()
        out.append((parts[0], parts[1]))
    return tuple(out)


def read_seat(t: Fields, note: str, void: bool, rule: str) -> Seat | None:
    """A seat change's table (`rule`: the game's rule of its tables, V12, B30), or None
    when a problem was reported on its key."""
    pairs = _split_pairs(t, "pairs", t.get("pairs", "strs", default=[]), "+", rule)
    join = t.get("join", "strs", default=[])
    leave = t.get("leave", "strs", default=[])
    replaced = _split_pairs(t, "replace", t.get("replace", "strs", default=[]), "=", rule)
    # V12: a seat change written before issue 13 has no `plan`: it keeps its old reading
    # (the plan restarts for a new set of players, or goes on by rubber number), so an
    # old file seats and scores every rubber as it did.
    plan_text = t.get("plan", "str", default=SeatPlan.RESTART.value)
    plan = SeatPlan.RESTART
    if isinstance(plan_text, str):  # else MISSING: its problem is reported
        try:
            plan = SeatPlan(plan_text)
        except ValueError:
            t.bad("plan", Msg("storage.seat.plan", value=t.show(plan_text)),
                  hint=Msg("storage.key.write", field="plan", example=EXAMPLES["plan"]),
                  rule=rule)
    if not t.ok:
        return None
    if not (pairs or join or leave or replaced):
        t.bad("kind", Msg("storage.seat.empty"), hint=Msg("storage.seat.empty.hint"), rule=rule)
        return None
    clash = seat_clash(replaced, tuple(leave), tuple(join))
    if clash is not None:  # as `vint seat` refuses it
        message, hint = clash_said(clash, typed=False)
        t.bad(clash.key, message, hint=hint, rule=rule)
        return None
    return Seat(pairs=pairs, join=tuple(join), leave=tuple(leave), replace=replaced, note=note,
                void=void, plan=plan)


def seat_items(event: Seat) -> list[tuple[str, object]]:
    """A seat change's table as written, but its note and void mark."""
    return [("kind", "seat"), ("pairs", [f"{a}+{b}" for a, b in event.pairs]),
            ("join", list(event.join)), ("leave", list(event.leave)),
            ("replace", [f"{a}={b}" for a, b in event.replace]),
            # no `plan`: the old reading, as a file without the key means it
            ("plan", None if event.plan is SeatPlan.RESTART else event.plan.value)]


def read_adjustment(t: Fields, note: str, void: bool) -> Adjustment | None:
    """An adjustment's table (its amount's bound is the fold's to check), or None when a
    problem was reported on its key."""
    player = t.get("player", "str", required=True)
    amount = t.get("amount", "int", required=True)
    below = t.get("below", "bool", default=False)
    reason = t.get("reason", "str", default="")
    if not t.ok:
        return None
    return Adjustment(player=player, amount=amount, below=below, reason=reason, note=note,
                      void=void)


def adjustment_items(event: Adjustment) -> list[tuple[str, object]]:
    """An adjustment's table as written, but its note and void mark."""
    return [("kind", "adjust"), ("player", event.player), ("amount", event.amount),
            ("below", event.below), ("reason", event.reason)]
