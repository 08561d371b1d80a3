"""What every game of rubbers reads alike of what was typed (`given`: the options by name,
None when not given; games/base.py's Forms): the table of `vint new --table`, and the
events it keeps besides its own (events.py), an adjustment and a seat change.

The rule each refusal cites is the game's (Vint's V10 and V12; bridge's B30): given, never
assumed. Pure: the standard library only.
"""
from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any, TypeVar

from ..errors import InputError, UsageError
from ..glossary import Msg
from ..notation import parse_reason
from .events import Adjustment, Seat
from .seats import clash_said, seat_clash

K = TypeVar("K", bound=StrEnum)


def table(typed: str | None, kinds: type[K], rule: str) -> K:
    """`vint new --table T`: one of the game's `kinds` (the first when none is typed)."""
    text = typed or next(iter(kinds)).value
    try:
        return kinds(text.strip().casefold())
    except ValueError:
        raise InputError(Msg("cli.new.no_table", table=text), rule=rule,
                         hint=Msg("cli.new.no_table.hint",
                                  tables=", ".join(m.value for m in kinds))) from None


def adjustment(given: Mapping[str, Any], rule: str) -> Adjustment:
    """`vint adjust PLAYER AMOUNT --reason TEXT [--below]`: a free entry for PLAYER's side."""
    reason = parse_reason(given.get("reason"), rule)
    amount = given.get("amount")
    if amount is None:
        raise UsageError(Msg("cli.adjust.amount"), rule=rule, hint=Msg("cli.adjust.vint.hint"))
    return Adjustment(given["player"], amount, bool(given.get("below")), reason,
                      given.get("note") or "")


def seat(given: Mapping[str, Any], rule: str) -> Seat:
    """`vint seat …`: a rubber seated by hand, players who join, leave or replace."""
    pairs_text = given.get("pairs")
    pairs = tuple(_two(text, "+", "--pairs", Msg("cli.seat.example.pairs"), rule)
                  for text in (pairs_text or "").split(",") if pairs_text is not None)
    replaced = tuple(_two(text, "=", "--replace", Msg("cli.seat.example.replace"), rule)
                     for text in given.get("replace") or ())
    join, leave = tuple(given.get("join") or ()), tuple(given.get("leave") or ())
    if not (pairs or join or leave or replaced):
        raise InputError(Msg("cli.seat.nothing"), rule=rule, hint=Msg("cli.seat.nothing.hint"))
    clash = seat_clash(replaced, leave, join)
    if clash is not None:  # Gleb=Egor, Egor=Zoe: Egor would never play
        message, hint = clash_said(clash, typed=True)
        raise InputError(message, rule=rule, hint=hint)
    return Seat(pairs, join, leave, replaced, given.get("note") or "")


def _two(text: str, sep: str, option: str, example: Msg, rule: str) -> tuple[str, str]:
    parts = [p.strip() for p in text.split(sep)]
    if len(parts) != 2 or not all(parts):
        raise InputError(Msg("cli.seat.not_pair", option=option, text=text), rule=rule,
                         hint=Msg("cli.seat.not_pair.hint", sep=sep, option=option,
                                  example=example))
    return parts[0], parts[1]
