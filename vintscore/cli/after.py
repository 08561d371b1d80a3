"""Commands for after the game: export, and rescore (for the games that declare it)."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer

from ..errors import InputError

if TYPE_CHECKING:
    from ..games.commands import Command
from ..glossary import Msg
from .commands import command
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
    chosen = format.strip().casefold()
    if chosen not in FORMATS:
        raise InputError(Msg("cli.export.format", given=format),
                         hint=Msg("cli.export.format.hint", formats=", ".join(FORMATS)))
    opened = open_session(session)
    text = opened.game.export.text(chosen, opened, opened.loaded.path.stem, current_lang(), bom)
    if output is None or str(output) == "-":  # '-o -': the screen, as with no -o
        typer.echo(text, nl=False)
        return
    from ..storage.export import export as write
    into_file = write(output, text)
    # written into a device or a pipe (-o /dev/stdout), the note stays out of the export
    echo(Msg("cli.export.written", path=str(output), format=chosen), err=not into_file)


def run_rescore(command: Command, given: dict[str, Any]) -> None:
    """`vint rescore` (help: cli.help.rescore): the session under other rules, side by side."""
    from ..services.rescore import rescore as rescored
    from .common import changed, print_json
    result = rescored(session_path(given.get("session")), given["rules"],
                      list(given.get("rule") or ()), bool(given.get("write")))
    if result.written is not None:
        changed(result.written)
    view = result.opened.game.view
    if given.get("as_json"):
        print_json(view.rescored_json(result, result.opened.loaded.path.stem))
        return
    show(view.rescored(result, current_lang(), width()))  # with "now scored by…" once written
