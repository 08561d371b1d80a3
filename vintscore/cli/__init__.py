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

# The commands register themselves, in the order `vint --help` lists them.
from . import record, journal, show  # noqa: E402,F401,I001


def main() -> None:
    app(prog_name="vint")
