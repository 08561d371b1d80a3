"""Commands for after the game: export and rescore."""
from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from ..errors import InputError
from ..glossary import Msg
from . import command
from .common import (
    LangOpt,
    SessionOpt,
    current_lang,
    echo,
    handled,
    open_session,
    session_path,
    show,
    width,
)


@command()
@handled
def export(
    format: Annotated[str, typer.Option("--format", "-f", metavar="md|csv|json|html", help="@cli.help.export.format")] = "md",
    output: Annotated[Optional[Path], typer.Option("--output", "-o", metavar="FILE", help="@cli.help.export.output")] = None,
    bom: Annotated[bool, typer.Option("--bom", help="@cli.help.export.bom")] = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint export` (help: cli.help.export): the session as Markdown, CSV, JSON or one HTML page."""
    from ..formats import FORMATS
    from ..formats import export as exported
    chosen = format.strip().casefold()
    if chosen not in FORMATS:
        raise InputError(Msg("cli.export.format", given=format),
                         hint=Msg("cli.export.format.hint", formats=", ".join(FORMATS)))
    opened = open_session(session)
    text = exported(chosen, opened.game, opened.session, opened.sheet, opened.loaded.path.stem,
                    current_lang(), bom)
    if output is None or str(output) == "-":  # '-o -': the screen, as with no -o
        typer.echo(text, nl=False)
        return
    from ..storage.export import export as write
    into_file = write(output, text)
    # written into a device or a pipe (-o /dev/stdout), the note stays out of the export
    echo(Msg("cli.export.written", path=str(output), format=chosen), err=not into_file)


@command()
@handled
def rescore(
    rules: Annotated[str, typer.Option("--rules", metavar="PRESET", help="@cli.help.rescore.rules")],
    rule: Annotated[Optional[list[str]], typer.Option("--rule", metavar="KEY=VALUE", help="@cli.help.rescore.rule")] = None,
    write: Annotated[bool, typer.Option("--write", help="@cli.help.rescore.write")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="@cli.help.json")] = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint rescore` (help: cli.help.rescore): the session under other rules, side by side."""
    from ..services.rescore import rescore as rescored
    from .common import changed, print_json
    result = rescored(session_path(session), rules, list(rule or ()), write)
    if result.written is not None:
        changed(result.written)
    view = result.opened.game.view
    if as_json:
        print_json(view.rescored_json(result, result.opened.loaded.path.stem))
        return
    show(view.rescored(result, current_lang(), width()))  # with "now scored by…" once written
