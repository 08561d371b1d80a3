"""Commands that show and check: sheet, settle, rotation, check, sessions, use, where
(sheet and rotation as the session's game declares them: cli/declared.py).

Each opens the session through the services and prints what its game shows
(games/<game>/view.py).
"""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer

from ..display import date_text
from ..errors import InputError, SessionFileError
from ..glossary import Msg
from .commands import command

if TYPE_CHECKING:
    from ..games.commands import Command

from .common import (
    JsonOpt,
    LangOpt,
    SessionOpt,
    current_lang,
    echo,
    handled,
    open_session,
    print_json,
    report_error,
    session_path,
    sessions_folder,
    sessions_where,
    show,
    use_session_lang,
    width,
)


def run_sheet(command: Command, given: dict[str, Any]) -> None:
    """`vint sheet` (help: cli.help.sheet): the running sheet, with the options its game's
    `sheet` declares (Vint's --rubber N, --all)."""
    opened = open_session(given.get("session"))
    view = opened.game.view
    if given.get("as_json"):
        print_json(view.sheet_json(opened, opened.loaded.path.stem, given))
    else:
        show(view.sheet(opened, given, current_lang(), width()))


@command()
@handled
def settle(
    stake: Annotated[Optional[str], typer.Option("--stake", metavar="S", help="@cli.help.settle.stake")] = None,
    as_json: JsonOpt = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint settle` (help: cli.help.settle): the rubbers settled in points and money; with
    --stake, at that stake instead of the session's, nothing written (issue 35, point 3)."""
    opened = open_session(session)
    if stake is not None:
        from ..services.session import at_stake
        opened = at_stake(opened, stake)
    view = opened.game.view
    if as_json:
        print_json(view.settle_json(opened, opened.loaded.path.stem))
    else:
        show(view.settle(opened, current_lang(), width()))


@command()
@handled
def check(
    file: Annotated[Optional[str], typer.Argument(metavar="[FILE]", help="@cli.help.check.file")] = None,
    expect: Annotated[Optional[list[str]], typer.Option("--expect", metavar="[N:]PLAYER=POINTS", help="@cli.help.check.expect")] = None,
    expect_file: Annotated[Optional[Path], typer.Option("--expect-file", metavar="FILE", help="@cli.help.check.expect_file")] = None,
    ledger: Annotated[bool, typer.Option("--ledger", help="@cli.help.check.ledger")] = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint check` (help: cli.help.check): every problem of a session file, exit 65 if any."""
    from .. import storage
    from ..services import check as checking
    from ..storage.ledger import is_ledger, path_in
    if ledger and (file is not None or session is not None):
        raise InputError(Msg("cli.ledger.not_with_session"),
                         hint=Msg("cli.ledger.not_with_session.hint"))
    path = (path_in(sessions_folder()) if ledger
            else session_path(file if file is not None else session))
    if ledger or is_ledger(path):  # the club ledger (issue 15): its own problems
        _check_ledger(path, bool(expect or expect_file))
        return
    checked = checking.check(path)
    if checked.lang is not None:
        use_session_lang(checked.lang)
    _refuse_problems(path, checked.problems)
    opened = checked.opened
    assert opened is not None
    fine = opened.game.view.fine(path, opened, current_lang())
    if not (expect or expect_file):
        echo(fine)
        return
    from ..services import reconcile
    texts = [(t, "--expect") for t in expect or ()]
    if expect_file is not None:
        texts += [(text, f"{expect_file}:{n}") for n, text in storage.expectations(expect_file)]
    wanted = reconcile.expectations(opened, texts)
    echo(fine)
    said = opened.game.view.points_said
    agreed = 0  # the last event after which everything expected agreed
    for held in reconcile.hold(opened, wanted):
        e = held.expected
        if held.agrees:
            echo(Msg("cli.expect.ok", number=e.number, player=e.player,
                     points=said(held.points)))
            agreed = e.number
            continue
        echo(Msg("cli.expect.differs", number=e.number, player=e.player,
                 file=said(held.points), paper=_signed_text(e.paper)), err=True)
        echo(Msg("cli.expect.part", number=e.number, agreed=agreed), err=True)
        narrow = opened.game.view.expect_narrow
        echo(Msg(narrow if e.number - agreed > 1 else "cli.expect.look", low=agreed + 1,
                 number=e.number), err=True)
        raise typer.Exit(1)


def _refuse_problems(path: Path, problems: Sequence[SessionFileError]) -> None:
    """Every problem said, located, then their count; exit 65 when there is one."""
    for problem in problems:
        report_error(problem)
    if problems:
        echo(Msg("cli.check.problems", path=path, count=len(problems)), err=True)
        raise typer.Exit(SessionFileError.exit_code)


def _check_ledger(path: Path, expecting: bool) -> None:
    """`vint check --ledger` (or FILE a ledger): every problem, located, exit 65 if any."""
    from ..services import ledger as club
    if expecting:
        raise InputError(Msg("cli.ledger.no_expect"), hint=Msg("cli.ledger.no_expect.hint"))
    checked = club.check(path)
    _refuse_problems(path, checked.problems)
    found = checked.ledger
    assert found is not None
    echo(Msg("cli.ledger.fine", path=path, members=len(found.members),
             payments=len(found.payments), seasons=len(found.seasons)))


def _signed_text(paper: str) -> str:
    """The paper's figure as the file's are shown: '+120', '-50', '0'."""
    if paper.startswith(("-", "+")) or not paper.strip("0."):
        return paper
    return "+" + paper


@command()
@handled
def sessions(as_json: JsonOpt = False, lang: LangOpt = None) -> None:
    """`vint sessions` (help: cli.help.sessions): the sessions, the current one marked *;
    then the examples shipped with vintscore, apart."""
    from .. import storage
    from ..games import game_of
    from ..services.folder import examples, listing
    from ..text import safe
    where = sessions_where()
    folder = where.folder
    found = listing(folder)
    shown = examples(folder)
    if as_json:
        print_json({"format": "vintscore-sessions", "schema_version": 1,
                    "folder": str(folder), "sessions": [_row(item) for item in found],
                    "examples": [_row(item) for item in shown]})
        return
    if not found:
        echo(Msg("where.sessions.none", folder=folder, why=storage.why(where)))
        echo(Msg("where.start"))
    for item in found:
        mark = "*" if item.current else " "
        name = safe(item.path.stem)
        if item.problem is not None:
            echo(Msg("cli.sessions.unreadable", mark=mark, name=name,
                     problem=safe(item.problem.said(current_lang())[0])))
            continue
        s = item.session
        assert s is not None
        echo(Msg("cli.sessions.row", mark=mark, name=name, title=safe(s.title),
                 players=", ".join(s.players), events=len(s.events),
                 rules=game_of(s.game).view.rules_in_list(s), created=date_text(s.created.date(), current_lang())))
    if shown:
        names = [item.path.stem for item in shown]
        echo(Msg("where.examples", names=", ".join(names), first=names[0]))


def _row(item) -> dict:
    """A session as `vint sessions --json` lists it."""
    from ..games import game_of
    row = {"name": item.path.stem, "current": item.current, "path": str(item.path)}
    s = item.session
    if s is None:
        row["problem"] = str(item.problem)
    else:
        row.update(title=s.title, players=list(s.players), events=len(s.events),
                   created=s.created.isoformat(), game=s.game,
                   rules=game_of(s.game).view.rules_label(s))
    return row


@command()
@handled
def use(
    name: Annotated[str, typer.Argument(metavar="NAME", help="@cli.help.use.name")],
    lang: LangOpt = None,
) -> None:
    """`vint use` (help: cli.help.use): NAME made the current session."""
    from .. import storage
    from ..where import example
    where = sessions_where()
    folder = where.folder
    path = storage.session_path(folder, name)
    if path.name == storage.LEDGER:
        raise InputError(Msg("ledger.not_a_session", name=name), hint=Msg("ledger.not_a_session.hint"))
    if path.is_file():
        storage.resolve(path.stem, folder)  # refuses a link out of the folder
    else:
        shipped = example(path.stem)
        if shipped is not None:  # shown with -s NAME; a copy of it can be made current
            raise InputError(Msg("where.use.example", name=path.stem, folder=folder),
                             hint=Msg("where.use.example.hint", name=path.stem, path=shipped,
                                      folder=folder))
        names = ", ".join(p.stem for p in storage.list_sessions(folder)) if folder.is_dir() else ""
        raise InputError(Msg("cli.use.no_session", name=name, folder=folder),
                         hint=Msg("cli.use.no_session.hint", names=names) if names
                         else storage.none_hint(where))
    storage.set_current(folder, path.stem)
    echo(Msg("cli.use.done", name=path.stem))


@command()
@handled
def where(as_json: JsonOpt = False, lang: LangOpt = None) -> None:
    """`vint where` (help: cli.help.where): which sessions folder is used, and why."""
    from .. import storage
    from ..errors import VintError
    found = sessions_where()
    try:  # the session the commands use without --session, if there is one
        current: Optional[str] = storage.resolve(None, found.folder).stem
    except VintError:
        current = None
    if as_json:
        print_json({"folder": str(found.folder), "why": str(found.why), "current": current})
        return
    from ..text import safe
    echo(Msg("where.folder", folder=found.folder))
    echo(Msg("where.because", why=storage.why(found)))
    if not found.folder.is_dir():
        echo(Msg("where.missing"))
    echo(Msg("where.current", name=safe(current)) if current is not None
         else Msg("where.no_current"))
    echo(Msg("where.change"))


def run_rotation(command: Command, given: dict[str, Any]) -> None:
    """`vint rotation` (help: cli.help.rotation): partners, sitting out, the running table."""
    opened = open_session(given.get("session"))
    view = opened.game.view
    if given.get("as_json"):
        print_json(view.rotation_json(opened, opened.loaded.path.stem))
    else:
        show(view.rotation(opened, current_lang(), width()))
