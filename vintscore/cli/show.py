"""Commands that show and check: sheet, settle, check, sessions, use."""
from __future__ import annotations

from typing import Annotated, Optional

import typer

from ..errors import InputError, SessionFileError, VintError
from . import command
from .common import (JsonOpt, LangOpt, SessionOpt, console, file_error, handled, open_session,
                     print_json, report_error, sessions_folder)


@command()
@handled
def sheet(
    as_json: JsonOpt = False,
    rubber: Annotated[Optional[int], typer.Option("--rubber", metavar="N", help="Only rubber N.")] = None,
    everything: Annotated[bool, typer.Option("--all", help="Every rubber in full.")] = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """Show the running sheet.

    Each rubber above and below the line, with its games, totals and X signs; past
    three rubbers, the last in full and the earlier ones a line each (--all draws every
    rubber, --rubber N one).
    """
    from ..report import sheet_json
    loaded, result = open_session(session)
    if rubber is not None and not 1 <= rubber <= len(result.rubbers):
        raise InputError(f"no rubber {rubber}: the session has {len(result.rubbers)}")
    if as_json:
        data = sheet_json(result, loaded.path.stem)
        if rubber is not None:
            data["rubbers"] = [data["rubbers"][rubber - 1]]
        print_json(data)
        return
    from .. import render
    console().print(render.sheet(result, loaded.session, only=rubber, everything=everything))


@command()
@handled
def settle(as_json: JsonOpt = False, session: SessionOpt = None, lang: LangOpt = None) -> None:
    """Settle the rubbers in points and money.

    Each rubber's result and each player's total at the session's stake.
    """
    from ..report import settlement_json
    from ..settlement import settle as settle_session
    loaded, result = open_session(session)
    settlement = settle_session(result, loaded.session.stake)
    if as_json:
        print_json(settlement_json(settlement, loaded.path.stem))
        return
    from .. import render
    out = console()
    out.print(render.settlement(settlement, loaded.session, out.width))


@command()
@handled
def check(
    file: Annotated[Optional[str], typer.Argument(metavar="[FILE]", help="A session file or name (default: the current session).")] = None,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """Check a session file.

    Reports every problem with its line; exits 65 if there is one.
    """
    from .. import storage
    from ..report import rules_text
    from ..sheet import replay
    path = storage.resolve(file if file is not None else session, sessions_folder())
    try:
        loaded, found = storage.check_file(path)
    except SessionFileError as e:
        found, loaded = [e], None
    if loaded is not None:
        events = loaded.session.events
        result = replay(loaded.session, keep_going=True)
        for problem in result.problems:
            after_unreadable = storage.PLACEHOLDER in events[:problem.number - 1]
            if problem.rule == "V8" and after_unreadable:
                continue  # who reached the target first depends on the unreadable events
            found.append(file_error(loaded, problem))
        found.sort(key=lambda e: (e.line or 0))
    for problem in found:
        report_error(problem)
    if found:
        count = len(found)
        typer.echo(f"{path}: {count} problem{'s' if count != 1 else ''}", err=True)
        raise typer.Exit(SessionFileError.exit_code)
    s = loaded.session
    typer.echo(f"{path}: fine — {len(s.events)} event{'s' if len(s.events) != 1 else ''}, "
               f"{len(result.rubbers)} rubber{'s' if len(result.rubbers) != 1 else ''}, "
               f"players {', '.join(s.players)}, rules {rules_text(s)}.")


@command()
@handled
def sessions(as_json: JsonOpt = False, lang: LangOpt = None) -> None:
    """List the sessions.

    The current one is marked with *.
    """
    from .. import storage
    folder = sessions_folder()
    current = storage.current_name(folder) if folder.is_dir() else None
    rows = []
    for path in storage.list_sessions(folder) if folder.is_dir() else []:
        row = {"name": path.stem, "current": path.stem == current, "path": str(path)}
        try:
            s = storage.load(path).session
            row.update(title=s.title, players=list(s.players), events=len(s.events),
                       created=s.created.isoformat(), rules=s.rules.preset)
        except VintError as e:
            row.update(problem=str(e))
        rows.append(row)
    if as_json:
        print_json({"format": "vintscore-sessions", "schema_version": 1,
                    "folder": str(folder), "sessions": rows})
        return
    if not rows:
        typer.echo(f"No sessions in {folder}. Start one: vint new NAME --players A,B,C,D")
        return
    from ..report import safe
    for row in rows:
        row = {k: safe(v) if isinstance(v, str) else v for k, v in row.items()}
        mark = "*" if row["current"] else " "
        if "problem" in row:
            typer.echo(f"{mark} {row['name']}  (cannot be read: {row['problem']})")
        else:
            typer.echo(f"{mark} {row['name']}  {row['title']} · {', '.join(row['players'])} · "
                       f"{row['events']} events · {row['rules']} · {row['created'][:10]}")


@command()
@handled
def use(
    name: Annotated[str, typer.Argument(metavar="NAME", help="A session in the sessions folder.")],
    lang: LangOpt = None,
) -> None:
    """Make NAME the current session."""
    from .. import storage
    folder = sessions_folder()
    path = storage.session_path(folder, name)
    if path.is_file():
        storage.resolve(path.stem, folder)  # refuses a link out of the folder
    else:
        names = ", ".join(p.stem for p in storage.list_sessions(folder)) if folder.is_dir() else ""
        raise InputError(f"no session {name!r} in {folder}",
                         hint=f"sessions: {names}" if names else "start one with 'vint new'")
    storage.set_current(folder, path.stem)
    typer.echo(f"The current session is now {path.stem}.")


@command()
@handled
def rotation(as_json: JsonOpt = False, session: SessionOpt = None, lang: LangOpt = None) -> None:
    """Show who partners whom and who sits out, and the running table.

    RULES.md V12: a row per rubber, a column per player, +D for the winners, -D for
    the losers, 0 for those sitting out, and the totals.
    """
    from ..report import rotation_json
    from ..settlement import settle as settle_session
    loaded, result = open_session(session)
    settlement = settle_session(result, loaded.session.stake)
    if as_json:
        print_json(rotation_json(result, settlement, loaded.path.stem))
        return
    from .. import render
    out = console()
    out.print(render.rotation(result, settlement, out.width))
