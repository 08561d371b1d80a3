"""Recording: a new session, and each new event at the end of one (`vint new`, and the
commands that append: deal, pass, adjust, misdeal, seat). The event is built by the
session's game from what was typed (its `forms`) and judged by its replay before it is
saved.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Any

from .. import storage
from ..errors import InputError, VintError
from ..games import Game, chosen
from ..glossary import Msg
from ..rubber.events import Seat
from ..session import AnySession
from ..value import value
from .session import Changed, append, game


@value
class Created:
    """A new session's file, the session, and why it could not be made current (if so)."""

    path: Path
    session: AnySession
    game: Game
    not_current: VintError | None = None


def new(folder: Path, name: str, game: str, players: str, given: Mapping[str, Any],
        lang: str) -> Created:
    """`vint new NAME --players … [--game G] …`: the file made, and made the current session.

    `given` holds the other options as typed (table, rules, rule, stake, pool, title).
    """
    played = chosen(game)
    path = storage.session_path(folder, name)
    if path.name.casefold() == storage.LEDGER:  # the club ledger's file (issue 15)
        raise InputError(Msg("ledger.not_a_session", name=name),
                         hint=Msg("ledger.not_a_session.hint"))
    created = datetime.now().astimezone().replace(microsecond=0)
    session = played.forms.new_session(path.stem, players, given, created, lang)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise InputError(Msg("cli.new.folder", folder=folder, reason=e.strerror or e),
                         hint=Msg("cli.new.folder.hint")) from None
    storage.create(path, session)
    try:
        storage.set_current(folder, path.stem)
    except VintError as e:  # the session exists now: the caller says so, and how to reach it
        return Created(path, session, played, e)
    return Created(path, session, played)


# The revision a command's event is logged as (storage/revisions; `vint history` says it),
# when it is not the command's own name.
_LOGGED = {"pass": "all-pass", "adjust": "adjustment", "seat": "seat change"}


def logged(verb: str) -> str:
    """The change a command's new event is, as its revision and its refusals name it."""
    return _LOGGED.get(verb, verb)


def event(path: Path, verb: str, given: Mapping[str, Any]) -> Changed:
    """The event of command `verb` (`deal`, `pass`…: the session's game declares which it
    has, and reads what was typed into its event), appended and judged by the replay.

    A seat change's newcomer whose name looks like one of the evening's (Unicode's
    confusables) is refused here, where it is typed (names.alike: ICU is not loaded to
    read a file)."""
    def made(s: AnySession) -> Any:
        new = game(s).forms.event(verb, given)
        if isinstance(new, Seat):
            _refuse_alike_newcomers(s, [*new.join, *(n for _, n in new.replace)],
                                    game(s).seat_rule)
        return new

    return append(path, made, logged(verb))


def tried(opened: Any, verb: str, given: Mapping[str, Any]) -> tuple[Any, int]:
    """What `event` would write to the session `opened` (services.session.open_session),
    judged as it judges, nothing written: the sheet with the new event at the end, and its
    number (the live page's preview before its Save, issue 24). Refused as `event`
    refuses: the same errors, in the same words."""
    from ..errors import EventError
    from .session import file_error, refused
    session = opened.session
    played = game(session)
    new = played.forms.event(verb, given)
    if isinstance(new, Seat):
        _refuse_alike_newcomers(session, [*new.join, *(n for _, n in new.replace)],
                                played.seat_rule)
    focus = len(session.events) + 1
    try:
        sheet = played.fold.replay(replace(session, events=(*session.events, new)))
    except EventError as e:
        if e.number < focus:  # the file's own problem, as the write would say it
            raise file_error(opened.loaded, e) from None
        raise refused(e, focus, logged(verb), played, appended=True) from None
    return sheet, focus


def _refuse_alike_newcomers(session: AnySession, newcomers: list[str], rule: str) -> None:
    from ..names import alike, difference, normal

    everyone = list(session.players)
    for e in session.events:  # who joined or took a seat earlier this evening
        everyone += [*getattr(e, "join", ()), *(new for _, new in getattr(e, "replace", ()))]
    for typed in newcomers:
        name = normal(typed)
        other = alike(name, everyone)
        if other is not None:
            raise InputError(Msg("core.name.alike", name=name, other=other,
                                 differs=difference(other, name)), rule=rule,
                             hint=Msg("core.name.at_table.hint"))
        everyone.append(name)
