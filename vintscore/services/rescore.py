"""Rescoring: the session under other rules, side by side with its own (V13), and
switching to them (`vint rescore --write`, a "rules" event that undo takes back).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..errors import EventError, InputError
from ..glossary import Msg
from ..value import value
from .session import Changed, Opened, append, open_session


@value
class Rescored:
    """The session now and under the other rules, each settled; the switch if written."""

    opened: Opened
    rules: Any  # the other rules
    now: Any  # the settlement now
    then: Any  # the settlement under the other rules
    written: Changed | None = None
    sheet_then: Any = None  # the sheet under the other rules


def rescore(path: Path, preset: str | None, overrides: Sequence[str],
            write: bool = False) -> Rescored:
    """Every rubber or round under the preset (with --rule overrides, or those alone where
    the game has no presets); saved when `write`. The session's game has `vint rescore` (it
    declares it: games/commands.py)."""
    opened = open_session(path)
    played = opened.game
    switch = played.forms.rules_switch(preset, overrides, opened.session)
    named = played.forms.rules_named(switch.rules)
    other = replace(opened.session, events=(*opened.session.events, switch))
    try:
        then = played.fold.replay(other)
    except EventError as e:
        if e.number > len(opened.session.events):
            # The switch itself, not yet in the file: named for what was typed, not by a number.
            raise InputError(Msg("cli.rescore.typed_rules", preset=named,
                                 reason=e.msg), rule=e.rule,
                             hint=e.hint_msg or Msg("cli.rescore.impossible.hint")) from None
        raise InputError(Msg("cli.rescore.impossible", preset=named,
                             number=e.number, reason=e.msg), rule=e.rule,
                         hint=Msg("cli.rescore.impossible.hint")) from None
    stake = opened.session.stake
    result = Rescored(opened, switch.rules, played.fold.settle(opened.sheet, stake),
                      played.fold.settle(then, stake), sheet_then=then)
    if write:
        return replace(result, written=append(path, switch, "rescore"))
    return result
