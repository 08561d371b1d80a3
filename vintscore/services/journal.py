"""Mending the journal of events: void or restore one, edit one (DESIGN.md: after void or
edit the whole session is replayed; a change that makes a later event impossible is
refused, naming that event, and nothing is written). Undo and redo are history.py's.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from ..errors import InputError
from ..glossary import Msg
from ..session import AnySession
from .session import Changed, change, game


def event(session: AnySession, number: int) -> Any:
    """Event `number` (1-based) of the session, or InputError naming how many there are."""
    if not 1 <= number <= len(session.events):
        raise InputError(Msg("cli.no_event", number=number, count=len(session.events)),
                         hint=Msg("cli.no_event.hint"))
    return session.events[number - 1]


def _with_event(session: AnySession, number: int, new: Any) -> AnySession:
    events = list(session.events)
    events[number - 1] = new
    return replace(session, events=tuple(events))


def void(path: Path, number: int, restore: bool = False) -> Changed:
    """Event `number` marked void (kept in the file, skipped by the replay), or restored."""
    def build(s: AnySession) -> tuple[AnySession, int]:
        found = event(s, number)
        if found.void != restore:
            already = "cli.void.already_void" if found.void else "cli.void.already_valid"
            raise InputError(Msg(already, number=number), hint=Msg("cli.void.already.hint"))
        return _with_event(s, number, replace(found, void=not restore)), number

    return change(path, build, "restore" if restore else "void")


# An option that sets a value and the one that clears it (`--honours 4 --no-honours`). The
# lists are not among them: `--no-coronets --coronet X` says "the list is now X".
_SET_AND_CLEAR = (("honours", "no_honours"), ("first", "no_first"), ("dealer", "no_dealer"),
                  ("half", "no_half"))


def _option(name: str) -> str:
    return "--" + name.rstrip("_").replace("_", "-").replace("passes", "pass")


def _refuse_contradictions(given: dict[str, Any]) -> None:
    """Two options that set and clear one field: which one was meant is not for us to guess."""
    for setting, clearing in _SET_AND_CLEAR:
        if given.get(setting) not in (None, False, [], ()) and given.get(clearing):
            raise InputError(Msg("cli.edit.contradict", option=_option(setting),
                                 other=_option(clearing)),
                             hint=Msg("cli.edit.contradict.hint", option=_option(setting),
                                      other=_option(clearing)))


def edit(path: Path, number: int, given: dict[str, Any]) -> Changed:
    """The fields given of event `number` changed (its game reads them: forms.edited)."""
    _refuse_contradictions(given)

    def build(s: AnySession) -> tuple[AnySession, int]:
        edited = game(s).forms.edited(event(s, number), number, given)
        return _with_event(s, number, edited), number

    return change(path, build, "edit")


def replace_event(path: Path, number: int, new: Any) -> Changed:
    """Event `number` replaced by `new`, of the same kind (vint play's `edit N`)."""
    def build(s: AnySession) -> tuple[AnySession, int]:
        event(s, number)
        return _with_event(s, number, new), number

    return change(path, build, "edit")
