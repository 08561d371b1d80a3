"""`vint help [COMMAND]`: the help where a user looks for it (issue 23), in the run's language.

The same text as `vint --help` and `vint COMMAND --help`, drawn by the same click objects
(cli/helptext.py says it from the glossary): the app is built with the asked command
only, in the language the group chose, and asked for its help.
"""
from __future__ import annotations

from typing import Annotated, Optional

import typer

from ..glossary import Msg, Quoted
from .commands import command
from .common import LangOpt, handled


@command("help")
@handled
def help_command(
    ctx: typer.Context,
    name: Annotated[Optional[str], typer.Argument(metavar="[COMMAND]",
                                                  help="@cli.help.help.name")] = None,
    lang: LangOpt = None,
) -> None:
    """`vint help` (help: cli.help.help): `vint --help`; `vint help deal`: `vint deal
    --help`."""
    from typer.main import get_command

    from ..errors import UsageError
    from . import COMMANDS, build
    from .common import current_lang, use_session_lang
    # the language `vint --help` would speak: --lang, else the current session's, else the
    # locale's (the group chose it as it read the arguments)
    use_session_lang(getattr(ctx.find_root().command, "vint_lang", current_lang()))
    if name is not None and name not in COMMANDS:
        from ..text import safe
        raise UsageError(Msg("cli.usage.no_command", name=Quoted(repr(safe(name)))),
                         hint=Msg("cli.usage.help_hint", command="vint"))
    said = current_lang()
    group = get_command(build(None if name is None else [name], said))
    # resilient: no arguments is not "show the help and stop" here, nor a missing argument
    # an error; the group's parse_args puts its words (and its commands') in `said`
    root = group.make_context("vint", [], resilient_parsing=True)
    if name is None:
        typer.echo(group.get_help(root))
        return
    wanted = group.get_command(root, name)  # type: ignore[attr-defined]
    assert wanted is not None  # built with it
    typer.echo(wanted.get_help(wanted.make_context(name, [], parent=root,
                                                   resilient_parsing=True)))
