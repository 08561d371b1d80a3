"""Commands that read and mend the journal of events: log, undo, redo, history, void, and
edit (as the session's game declares it: cli/declared.py).

Each reads its arguments, calls a journal service (vintscore/services/journal.py), and
prints what the session's game shows (games/<game>/view.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer

from ..errors import InputError

if TYPE_CHECKING:
    from ..games.commands import Command
from .. import revision_words
from ..glossary import Msg
from ..revision_words import COMMANDS, effects
from .commands import command
from .common import (
    JsonOpt,
    LangOpt,
    SessionOpt,
    changed,
    current_lang,
    echo,
    handled,
    open_session,
    print_json,
    say_,
    session_path,
    sessions_folder,
    show,
    width,
)


@command()
@handled
def log(as_json: JsonOpt = False, session: SessionOpt = None, lang: LangOpt = None) -> None:
    """`vint log` (help: cli.help.log): every event with what it wrote."""
    opened = open_session(session)
    if as_json:
        print_json(opened.game.view.log_json(opened, opened.loaded.path.stem))
    else:
        show(opened.game.view.log(opened, current_lang(), width()))


# The club ledger is not a session: its revisions are reached by --ledger (issue 15).
LedgerOpt = Annotated[bool, typer.Option("--ledger", help="@cli.help.undo.ledger")]


def _ledger_alone(session: Optional[str]) -> None:
    if session is not None:
        raise InputError(Msg("cli.ledger.not_with_session"),
                         hint=Msg("cli.ledger.not_with_session.hint"))


@command()
@handled
def undo(ledger: LedgerOpt = False, session: SessionOpt = None, lang: LangOpt = None) -> None:
    """`vint undo` (help: cli.help.undo): the last revision reverted, whatever it was."""
    if ledger:
        _ledger_alone(session)
        from ..services import ledger as club
        _ledger_moved(*club.undo(sessions_folder()), "cli.undo.done")
        echo(Msg("cli.ledger.redo_then"))
        return
    from ..services import history
    _moved(history.undo(session_path(session)), "cli.undo.done")
    echo(Msg("cli.undo.then"))


@command()
@handled
def redo(ledger: LedgerOpt = False, session: SessionOpt = None, lang: LangOpt = None) -> None:
    """`vint redo` (help: cli.help.redo): the revision undone last, put back."""
    if ledger:
        _ledger_alone(session)
        from ..services import ledger as club
        _ledger_moved(*club.redo(sessions_folder()), "cli.redo.done")
        return
    from ..services import history
    _moved(history.redo(session_path(session)), "cli.redo.done")


@command()
@handled
def history(
    restore: Annotated[Optional[int], typer.Option("--restore", metavar="N", help="@cli.help.history.restore")] = None,
    as_json: JsonOpt = False,
    ledger: LedgerOpt = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint history` (help: cli.help.history): the revisions, or one restored."""
    if ledger:
        _ledger_alone(session)
        _ledger_history(restore, as_json)
        return
    from ..services import history as revisions
    path = session_path(session)
    if restore is not None:
        moved = revisions.restore(path, restore)
        result = changed(moved.changed)
        new = result.saved.revision
        echo(Msg("cli.restore.done", number=restore,
                 what=command_words(moved.about, _words(result.game)),
                 new=new.number if new else "?"))
        _effects(result)
        return
    opened = open_session(session)
    found = revisions.history(path)
    if as_json:
        print_json(_history_json(found, path.stem))
    else:
        show(_history_lines(found, path.stem, opened.game))


_COMMANDS = COMMANDS  # (revision_words: said alike by the live page)
_EFFECTS = {"added": ("cli.history.added.one", "cli.history.added.many"),
            "removed": ("cli.history.removed.one", "cli.history.removed.many"),
            "changed": ("cli.history.changed.one", "cli.history.changed.many")}


def _words(game) -> dict[str, Msg]:
    """The commands in the words of the session's game (its pass-out: issue 35)."""
    return revision_words.commands(game.name if game is not None else None)


def _moved(moved, key: str) -> None:
    """What undo or redo did, in words: the revision, and each event it touched."""
    result = changed(moved.changed)
    echo(Msg(key, what=say_(Msg("cli.history.revision", number=moved.about.number,
                                command=command_words(moved.about, _words(result.game))))))
    _effects(result)


# A revision of the club ledger in words (`vint history --ledger`).
_LEDGER_COMMANDS = {**_COMMANDS, "new": Msg("cli.ledger.command.new"),
                    "member": Msg("cli.ledger.command.member"),
                    "paid": Msg("cli.ledger.command.paid")}
_LEDGER_EFFECTS = {"added": ("cli.ledger.history.added.one", "cli.ledger.history.added.many"),
                   "removed": ("cli.ledger.history.removed.one",
                               "cli.ledger.history.removed.many"),
                   "changed": ("cli.ledger.history.changed.one",
                               "cli.ledger.history.changed.many")}


def command_words(revision, words: dict[str, Msg] = _COMMANDS) -> str:
    """A revision's command in words ("edit", "undo of 7"), in the run's language."""
    return revision_words.command_words(revision, current_lang(), words)


def _effects(result) -> None:
    """The events the move touched: gone (from the old state), back or changed (the new)."""
    revision = result.saved.revision
    if revision is not None:
        for line in effects(result.game.view, result.saved.old.session, result.session,
                            revision, current_lang()):
            echo(line)


def _what(revision, ledger: bool = False) -> str:
    """What a revision changed, in a few words."""
    parts = []
    effects = _LEDGER_EFFECTS if ledger else _EFFECTS
    for key in ("added", "removed", "changed"):
        numbers = getattr(revision, key)
        if numbers:
            key = effects[key][len(numbers) > 1]
            parts.append(say_(Msg(key, numbers=", ".join(map(str, numbers)))))
    if revision.header:
        parts.append(say_(Msg("cli.ledger.history.header" if ledger else "cli.history.header")))
    return "; ".join(parts) or ("" if revision.command in ("new", "found", "kept")
                                else say_(Msg("cli.history.nothing")))


def _history_lines(found, name: str, game, ledger: bool = False) -> list[str]:
    from datetime import datetime

    from ..display import date_text
    words = _LEDGER_COMMANDS if ledger else _words(game)
    lines = [say_(Msg("cli.ledger.history.title" if ledger else "cli.history.title",
                      name=name))]
    if found.problem is not None:  # the log is wanting: said, and what is left instead
        lines[:0] = [say_(found.problem),
                     say_(Msg("cli.history.log_left" if found.writable else "cli.history.log_fix",
                              command="vint history --ledger --restore N" if ledger
                              else "vint history --restore N"))]
    current = found.revisions[-1].number
    for r in found.revisions:
        try:
            moment = datetime.fromisoformat(r.time).astimezone()  # the day as the language
            when = f"{date_text(moment.date(), current_lang())} {moment:%H:%M:%S}"  # writes it (62)
        except ValueError:
            when = r.time
        marks = [say_(Msg(key)) for key, on in (
            ("cli.history.now", r.number == current),
            ("cli.history.undone", r.number in found.undone),
            ("cli.history.gone", r.number not in found.kept)) if on]
        mark = f"  [{', '.join(marks)}]" if marks else ""
        lines.append(f"{r.number:>4}  {when}  {command_words(r, words)}: {_what(r, ledger)}"
                     .rstrip(": ") + mark)
    by_number = {r.number: r for r in found.revisions}
    undo, redo = (("cli.ledger.history.next", "cli.ledger.history.next_redo") if ledger
                  else ("cli.history.next", "cli.history.next_redo"))
    if found.done:
        lines.append(say_(Msg(undo, number=found.done[0],
                              command=command_words(by_number[found.done[0]], words))))
    if found.undone:
        lines.append(say_(Msg(redo, number=found.undone[0],
                              command=command_words(by_number[found.undone[0]], words))))
    return lines


def _ledger_moved(changed, about, key: str) -> None:
    """What undo or redo did to the ledger, in words: the revision, each payment it touched."""
    from .common import mark_saved
    mark_saved()
    echo(Msg(key, what=say_(Msg("cli.history.revision", number=about.number,
                                command=command_words(about, _LEDGER_COMMANDS)))))
    _ledger_effects(changed)


def _ledger_effects(changed) -> None:
    """The payments a move touched (gone, back, changed), and the members or seasons."""
    from ..ledger.model import amount_text
    revision = changed.saved.revision
    if revision is None:
        return
    old, new = changed.saved.old.session, changed.ledger

    def said(p) -> str:
        return say_(Msg("cli.ledger.payment", date=p.day.isoformat(), payer=p.payer,
                        payee=p.payee, amount=amount_text(p.amount)))

    for n in revision.removed:
        echo(Msg("cli.ledger.effect.removed", number=n, what=said(old.payments[n - 1])))
    for n in revision.added:
        echo(Msg("cli.ledger.effect.added", number=n, what=said(new.payments[n - 1])))
    for n in revision.changed:
        echo(Msg("cli.ledger.effect.changed", number=n, what=said(new.payments[n - 1])))
    if revision.header:
        echo(Msg("cli.ledger.effect.header"))


def _ledger_history(restore: Optional[int], as_json: bool) -> None:
    """`vint history --ledger [--restore N]`."""
    from ..services import ledger as club
    folder = sessions_folder()
    if restore is not None:
        changed, about = club.restore(folder, restore)
        from .common import mark_saved
        mark_saved()
        new = changed.saved.revision
        echo(Msg("cli.restore.done", number=restore,
                 what=command_words(about, _LEDGER_COMMANDS), new=new.number if new else "?"))
        _ledger_effects(changed)
        return
    found = club.history(folder)
    if as_json:
        data = _history_json(found, "ledger")
        data["format"] = "vintscore-ledger-history"
        print_json(data)
    else:
        show(_history_lines(found, "ledger.toml", None, ledger=True))


def _history_json(found, name: str) -> dict:
    return {"format": "vintscore-history", "schema_version": 1, "session": name,
            "revisions": [{"number": r.number, "time": r.time, "command": r.command,
                           "of": r.of or None, "added": list(r.added),
                           "removed": list(r.removed), "changed": list(r.changed),
                           "header": r.header, "kept": r.number in found.kept,
                           "undone": r.number in found.undone}
                          for r in found.revisions],
            "undo": found.done[0] if found.done else None,
            "redo": found.undone[0] if found.undone else None,
            # what is wrong with the log's file ("missing", "empty", "folder", "odd",
            # "no_folder", "unreadable"), or null
            "log": found.problem.key.rsplit(".", 1)[-1] if found.problem is not None else None}


@command()
@handled
def void(
    number: Annotated[int, typer.Argument(metavar="N", help="@cli.help.event_number")],
    restore: Annotated[bool, typer.Option("--restore", help="@cli.help.void.restore")] = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint void` (help: cli.help.void): event N marked void, or restored."""
    from ..services import journal
    result = changed(journal.void(session_path(session), number, restore))
    show(result.game.view.changed_event(result, True, current_lang()))


def run_edit(command: Command, given: dict[str, Any]) -> None:
    """`vint edit N …` (help: cli.help.edit): fields of event N changed, after a full
    replay; the options are those the session's game declares. Without N, `--stake` and
    `--title` change the session's own header (issue 35, point 3)."""
    from ..errors import UsageError
    from ..services import journal
    number = given.get("number")
    header = [o for o in ("--stake", "--title") if given.get(o[2:]) is not None]
    if number is not None and header:  # an event has no stake: said, nothing written
        raise UsageError(Msg("cli.edit.header.with_event", option=header[0], number=number),
                         hint=Msg("cli.edit.header.with_event.hint", option=header[0]))
    if number is None:
        _edit_header(command, given, header)
        return
    fields = {p.name: given.get(p.name) for p in command.params}
    result = changed(journal.edit(session_path(given.get("session")), number, fields))
    show(result.game.view.changed_event(result, False, current_lang()))


def _typed(command: Command, given: dict[str, Any]) -> list[str]:
    """The options of an event's edit that were typed, as typed ('--tricks', '--above')."""
    from ..games.commands import Kind, flag
    found = []
    for p in command.params:
        value = given.get(p.name)
        if p.kind is Kind.SWITCH and value is not None:
            found.append(p.flags[0].split("/")[0 if value else 1])
        elif p.kind is not Kind.SWITCH and value not in (None, False, [], ()):
            found.append(flag(command, p.name))
    return found


def _edit_header(command: Command, given: dict[str, Any], header: list[str]) -> None:
    """`vint edit --stake S --title T`: the session's own fields, one revision."""
    from ..errors import UsageError
    from ..money import stake_text
    from ..services import journal
    if not header:  # neither an event nor the header: what to give
        raise UsageError(Msg("cli.edit.header.nothing"), hint=Msg("cli.edit.header.nothing.hint"))
    typed = _typed(command, given)
    if typed:  # an event's option without the event
        raise UsageError(Msg("cli.edit.header.event_option", option=typed[0]),
                         hint=Msg("cli.edit.header.event_option.hint", option=typed[0]))
    path = session_path(given.get("session"))
    result = changed(journal.edit_header(path, given.get("stake"), given.get("title")))
    old, new, lang = result.saved.old.session, result.session, current_lang()
    if old.title != new.title:
        echo(Msg("cli.edit.header.title", old=old.title, new=new.title))
    if old.stake != new.stake:
        echo(Msg("cli.edit.header.stake", old=stake_text(old.stake, lang),
                 new=stake_text(new.stake, lang)))
        show(result.game.view.settle(result, lang, width()))
