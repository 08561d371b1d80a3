"""Mending the journal of events: void or restore one, edit one (docs/contract.md, "Writing safely": after void or
edit the whole session is replayed; a change that makes a later event impossible is
refused, naming that event, and nothing is written), or edit the session's own header
(its stake and title: issue 35, point 3). Undo and redo are history.py's.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

from ..errors import InputError
from ..glossary import Msg, Phrase
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


class StakeWords(Phrase):
    """A stake said as its language writes it: '0.50', «0,50»."""

    def said(self, lang: str) -> str:
        from ..money import stake_text
        return stake_text(Decimal(str.__str__(self)), lang)


# A header edit that changes nothing, by what was typed (issue 35, point 3).
_UNCHANGED = {("stake",): "cli.unchanged.stake", ("title",): "cli.unchanged.title",
              ("stake", "title"): "cli.unchanged.header"}


def edit_header(path: Path, stake: str | None = None, title: str | None = None) -> Changed:
    """The session's own stake and title, as typed (read as `vint new` reads them), changed
    as one revision (`edit`, its header changed; `vint undo` reverts it). A change that
    changes nothing is refused, as every edit that changes nothing is."""
    from ..money import canonical_stake, parse_stake
    from ..notation import parse_title
    fields: dict[str, Any] = {}
    if stake is not None:
        fields["stake"] = parse_stake(stake)
    if title is not None:
        fields["title"] = parse_title(title)

    def build(s: AnySession) -> tuple[AnySession, int]:
        if all(getattr(s, k) == v for k, v in fields.items()):
            key = _UNCHANGED[tuple(fields)]
            raise InputError(Msg(key, stake=StakeWords(s.stake), title=s.title),
                             hint=Msg("cli.unchanged.header.hint"))
        if "stake" in fields:  # as the file writes it: 0.5 -> 0.50
            fields["stake"] = canonical_stake(fields["stake"])
        return replace(s, **fields), 0

    return change(path, build, "edit")


def replace_event(path: Path, number: int, new: Any) -> Changed:
    """Event `number` replaced by `new`, of the same kind (vint play's `edit N`)."""
    def build(s: AnySession) -> tuple[AnySession, int]:
        event(s, number)
        return _with_event(s, number, new), number

    return change(path, build, "edit")
