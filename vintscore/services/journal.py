"""Mending the journal of events: void or restore one, edit one (docs/contract.md, "Writing safely": after void or
edit the whole session is replayed; a change that makes a later event impossible is
refused, naming that event, and nothing is written). Undo and redo are history.py's.
"""
from __future__ import annotations

from collections.abc import Mapping
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


def edit(path: Path, number: int, given: Mapping[str, Any]) -> Changed:
    """The fields given of event `number` changed (its game reads them: forms.edit)."""
    def build(s: AnySession) -> tuple[AnySession, int]:
        edited = game(s).forms.edit(event(s, number), number, given)
        return _with_event(s, number, edited), number

    return change(path, build, "edit")


def replace_event(path: Path, number: int, new: Any) -> Changed:
    """Event `number` replaced by `new`, of the same kind (vint play's `edit N`)."""
    def build(s: AnySession) -> tuple[AnySession, int]:
        event(s, number)
        return _with_event(s, number, new), number

    return change(path, build, "edit")
