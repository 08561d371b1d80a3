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
    sessions_folder,
    show,
    width,
)


@command()
@handled
def export(
    format: Annotated[str, typer.Option("--format", "-f", metavar="md|csv|json|html", help="@cli.help.export.format")] = "md",
    output: Annotated[Optional[str], typer.Option("--output", "-o", metavar="FILE", help="@cli.help.export.output")] = None,
    bom: Annotated[bool, typer.Option("--bom", help="@cli.help.export.bom")] = False,
    force: Annotated[bool, typer.Option("--force", help="@cli.help.export.force")] = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint export` (help: cli.help.export): the session as Markdown, CSV, JSON or one HTML page."""
    from ..formats import FORMATS
    chosen = format.strip().casefold()
    if chosen not in FORMATS:
        raise InputError(Msg("cli.export.format", given=format),
                         hint=Msg("cli.export.format.hint", formats=", ".join(FORMATS)))
    if output is not None:
        from ..storage.export import refuse_empty
        refuse_empty(output)  # `-o ''`: a usage error, before the session is read
    opened = open_session(session)
    name = opened.loaded.path.stem
    text = opened.game.export.text(chosen, opened, name, current_lang(), bom)
    if output is None or output == "-":  # '-o -': the screen, as with no -o
        typer.echo(text, nl=False)
        return
    from ..storage.export import export as write
    # never over what vintscore keeps; over a file that is no export only with --force
    into_file = write(Path(output), text, folder=sessions_folder(), session=opened.loaded.path,
                      force=force, example=f"{name}.{chosen}")
    # written into a device or a pipe (-o /dev/stdout), the note stays out of the export
    echo(Msg("cli.export.written", path=str(Path(output)), format=chosen), err=not into_file)


def run_rescore(command: Command, given: dict[str, Any]) -> None:
    """`vint rescore` (help: cli.help.rescore): the session under other rules, side by side."""
    from ..services.rescore import rescore as rescored
    from .common import changed, print_json
    result = rescored(session_path(given.get("session")), given.get("rules"),
                      list(given.get("rule") or ()), bool(given.get("write")))
    if result.written is not None:
        changed(result.written)
    view = result.opened.game.view
    if given.get("as_json"):
        print_json(view.rescored_json(result, result.opened.loaded.path.stem))
        return
    show(view.rescored(result, current_lang(), width()))  # with "now scored by…" once written
