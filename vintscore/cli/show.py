"""Commands that show and check: sheet, settle, check, sessions, use."""
from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from ..errors import InputError, SessionFileError, VintError
from ..glossary import Msg
from . import command
from .common import (
    JsonOpt,
    LangOpt,
    SessionOpt,
    console,
    current_lang,
    echo,
    file_error,
    handled,
    open_session,
    print_json,
    replay,
    report_error,
    sessions_folder,
    use_session_lang,
    vint_only,
)


@command()
@handled
def sheet(
    as_json: JsonOpt = False,
    rubber: Annotated[Optional[int], typer.Option("--rubber", metavar="N", help="@cli.help.sheet.rubber")] = None,
    everything: Annotated[bool, typer.Option("--all", help="@cli.help.sheet.all")] = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint sheet` (help: cli.help.sheet): the running sheet."""
    from ..games.vint.report import sheet_json
    loaded, result = open_session(session)
    if loaded.session.game == "preferans":
        from . import pref
        pref.sheet(loaded, result, as_json, rubber)
        return
    if rubber is not None and not 1 <= rubber <= len(result.rubbers):
        raise InputError(Msg("cli.no_rubber", number=rubber, count=len(result.rubbers)))
    if as_json:
        data = sheet_json(result, loaded.path.stem)
        if rubber is not None:
            data["rubbers"] = [data["rubbers"][rubber - 1]]
        print_json(data)
        return
    from ..games.vint import render
    out = console()
    out.print(render.sheet(result, loaded.session, only=rubber, everything=everything,
                           lang=current_lang(), width=out.width))


@command()
@handled
def settle(as_json: JsonOpt = False, session: SessionOpt = None, lang: LangOpt = None) -> None:
    """`vint settle` (help: cli.help.settle): the rubbers settled in points and money."""
    from ..games.vint.report import settlement_json
    from ..games.vint.settlement import settle as settle_session
    loaded, result = open_session(session)
    if loaded.session.game == "preferans":
        from . import pref
        pref.settle(loaded, result, as_json)
        return
    settlement = settle_session(result, loaded.session.stake)
    if as_json:
        print_json(settlement_json(settlement, loaded.path.stem))
        return
    from ..games.vint import render
    out = console()
    out.print(render.settlement(settlement, loaded.session, out.width, lang=current_lang()))


@command()
@handled
def check(
    file: Annotated[Optional[str], typer.Argument(metavar="[FILE]", help="@cli.help.check.file")] = None,
    expect: Annotated[Optional[list[str]], typer.Option("--expect", metavar="[N:]PLAYER=POINTS", help="@cli.help.check.expect")] = None,
    expect_file: Annotated[Optional[Path], typer.Option("--expect-file", metavar="FILE", help="@cli.help.check.expect_file")] = None,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint check` (help: cli.help.check): every problem of a session file, exit 65 if any."""
    from .. import storage
    from ..games.vint.report import rules_text
    path = storage.resolve(file if file is not None else session, sessions_folder())
    try:
        loaded, found = storage.check_file(path)
    except SessionFileError as e:
        found, loaded = [e], None
    if loaded is not None:
        use_session_lang(loaded.session.lang)
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
        echo(Msg("cli.check.problems", path=path, count=len(found)), err=True)
        raise typer.Exit(SessionFileError.exit_code)
    s = loaded.session

    def fine() -> None:
        if s.game == "preferans":
            from ..games.preferans.report import rules_text as pulya_rules
            echo(Msg("cli.check.fine.pulya", path=path, events=len(s.events),
                     players=", ".join(s.players), rules=pulya_rules(s.rules, current_lang())))
        else:
            echo(Msg("cli.check.fine", path=path, events=len(s.events),
                     rubbers=len(result.rubbers), players=", ".join(s.players),
                     rules=rules_text(s, current_lang())))
    if expect or expect_file:
        from .reconcile import reconcile, reconcile_pulya
        (reconcile_pulya if s.game == "preferans" else reconcile)(
            result, list(expect or ()), expect_file, fine)
    else:
        fine()


@command()
@handled
def sessions(as_json: JsonOpt = False, lang: LangOpt = None) -> None:
    """`vint sessions` (help: cli.help.sessions): the sessions, the current one marked *."""
    from .. import storage
    folder = sessions_folder()
    current = storage.current_name(folder) if folder.is_dir() else None
    rows = []
    problems: dict[str, VintError] = {}  # what cannot be read, said in the run's language
    for path in storage.list_sessions(folder) if folder.is_dir() else []:
        row = {"name": path.stem, "current": path.stem == current, "path": str(path)}
        try:
            s = storage.load(path).session
            row.update(title=s.title, players=list(s.players), events=len(s.events),
                       created=s.created.isoformat(), game=s.game,
                       rules=f"preferans {s.rules.convention}" if s.game == "preferans"
                       else s.rules.preset)
        except VintError as e:
            row.update(problem=str(e))
            problems[path.stem] = e
        rows.append(row)
    if as_json:
        print_json({"format": "vintscore-sessions", "schema_version": 1,
                    "folder": str(folder), "sessions": rows})
        return
    if not rows:
        echo(Msg("cli.sessions.none", folder=folder))
        return
    from ..text import safe
    for row in rows:
        problem = problems.get(row["name"])
        row = {k: safe(v) if isinstance(v, str) else v for k, v in row.items()}
        mark = "*" if row["current"] else " "
        if problem is not None:
            echo(Msg("cli.sessions.unreadable", mark=mark, name=row["name"],
                     problem=safe(problem.said(current_lang())[0])))
        else:
            rules = row["rules"]
            if row["game"] == "preferans":  # 'preferans sochi' / 'преферанс, сочинка'
                rules = Msg("cli.sessions.pulya", convention=Msg(
                    f"prefr.convention.{rules.split()[-1]}"))
            echo(Msg("cli.sessions.row", mark=mark, name=row["name"], title=row["title"],
                     players=", ".join(row["players"]), events=row["events"],
                     rules=rules, created=row["created"][:10]))


@command()
@handled
def use(
    name: Annotated[str, typer.Argument(metavar="NAME", help="@cli.help.use.name")],
    lang: LangOpt = None,
) -> None:
    """`vint use` (help: cli.help.use): NAME made the current session."""
    from .. import storage
    folder = sessions_folder()
    path = storage.session_path(folder, name)
    if path.is_file():
        storage.resolve(path.stem, folder)  # refuses a link out of the folder
    else:
        names = ", ".join(p.stem for p in storage.list_sessions(folder)) if folder.is_dir() else ""
        raise InputError(Msg("cli.use.no_session", name=name, folder=folder),
                         hint=Msg("cli.use.no_session.hint", names=names) if names
                         else Msg("cli.use.no_session.none"))
    storage.set_current(folder, path.stem)
    echo(Msg("cli.use.done", name=path.stem))


@command()
@handled
def rotation(as_json: JsonOpt = False, session: SessionOpt = None, lang: LangOpt = None) -> None:
    """`vint rotation` (help: cli.help.rotation): partners, sitting out, the running table."""
    from ..games.vint.report import rotation_json
    from ..games.vint.settlement import settle as settle_session
    loaded, result = open_session(session)
    vint_only(loaded.session, "rotation")
    settlement = settle_session(result, loaded.session.stake)
    if as_json:
        print_json(rotation_json(result, settlement, loaded.path.stem))
        return
    from ..games.vint import render
    out = console()
    out.print(render.rotation(result, settlement, out.width, lang=current_lang()))
