"""The `vint` command line: Typer commands that parse, call the core, and render."""
from __future__ import annotations

import typer

app = typer.Typer(
    name="vint",
    help="Keep the score of a Vint (Винт) evening: deals, the sheet, the settlement.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    add_completion=True,
)

from . import journal, record, show  # noqa: E402,F401  (the commands register themselves)


def main() -> None:
    app(prog_name="vint")
