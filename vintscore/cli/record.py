"""Commands that write the evening: `vint new`, and every command that appends an event
(deal, pass, adjust, misdeal, seat: each game declares which it has, games/commands.py).

Each reads its arguments, calls a recording service (vintscore/services/record.py), and
prints what the session's game shows of the change (its `view`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import typer

from ..errors import InputError, NotationError
from ..glossary import Msg
from .common import (
    at_terminal,
    changed,
    current_lang,
    echo,
    mark_saved,
    open_session,
    print_json,
    say_,
    session_path,
    sessions_folder,
    show,
    width,
)

if TYPE_CHECKING:
    from ..games.base import Ask
    from ..games.commands import Command


def run_new(command: Command, given: dict[str, Any]) -> None:
    """`vint new NAME --players … [--game G] …` (help: cli.help.new): a new session, made
    the current one."""
    from ..services import record
    if given.get("session") is not None:
        raise InputError(Msg("cli.new.session_option"))
    lang = current_lang()
    made = record.new(sessions_folder(), given["name"], given["game"], given["players"],
                      given, lang)
    mark_saved()
    if made.not_current is not None:  # the session exists: say so, and how to reach it
        echo(Msg("cli.new.not_current", name=made.path.stem, error=made.not_current.said(lang)[0]),
             err=True)
    show(made.game.view.created(made.path, made.session, lang))


def run_append(command: Command, given: dict[str, Any]) -> None:
    """`vint deal`, `pass`, `adjust`, `misdeal`, `seat` (help: cli.help.<command>): the
    event the game makes of what was typed, appended; then what it wrote and the sheet."""
    from ..services import record
    if at_terminal():
        _asked(command.name, given)
    result = changed(record.event(session_path(given.get("session")), command.name, given))
    view = result.game.view
    if given.get("as_json"):
        print_json(view.appended_json(result, result.saved.old.path.stem))
    else:
        show(view.appended(result, current_lang(), width()))


def _asked(verb: str, given: dict[str, Any]) -> None:
    """What the game asks for at a terminal when the event does not say it (Vint's V2:
    honours and aces), into `given`; in a script the replay refuses the event."""
    from ..errors import VintError
    opened = open_session(given.get("session"))
    forms = opened.game.forms
    if verb not in forms.asks:
        return
    try:
        event = forms.event(verb, given)
    except VintError:
        return  # refused as typed: the service says so, in its words
    for ask in forms.asked(event, opened.sheet):
        given[ask.key] = _ask_count(ask)


def _ask_count(ask: Ask) -> int:
    """Ask for a number 0..high until one is given."""
    from ..notation import parse_int
    while True:
        answer = typer.prompt(say_(ask.question))
        try:
            value = parse_int(answer, "cards")
        except NotationError as e:
            echo(Msg("cli.indented", text=e.msg), err=True)
            continue
        if 0 <= value <= ask.high:
            return value
        echo(Msg("cli.ask.range", high=ask.high, value=value), err=True)
