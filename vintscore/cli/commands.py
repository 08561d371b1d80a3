"""The commands of `vint`, by name: the order `vint --help` lists them in and the module that
holds each; the command modules register their functions here (`@command()`).

A leaf of the command line: the group (cli/helptext.py) and the app (cli/__init__.py) read
it, the command modules write to it, and it imports none of them.
"""
from __future__ import annotations

from collections.abc import Callable

# Every command, in the order `vint --help` lists them, and the module that holds it.
# DECLARED: those a game declares (games/commands.py), built for the session's game when
# they run (cli/declared.py); the group knows them by name.
DECLARED = "declared"
COMMANDS: dict[str, str] = {
    "new": DECLARED, "deal": DECLARED, "pass": DECLARED, "adjust": DECLARED,
    "misdeal": DECLARED, "seat": DECLARED, "play": "play",
    "log": "journal", "undo": "journal", "redo": "journal", "history": "journal",
    "void": "journal", "edit": DECLARED,
    "sheet": DECLARED, "settle": "show", "rotation": DECLARED, "check": "show",
    "sessions": "show", "use": "show", "where": "show",
    "export": "after", "rescore": DECLARED,
    "stats": "stats", "rating": "rating", "ledger": "ledger", "paid": "ledger",
    "rules": "rules", "serve": "serve", "help": "help",
}
REGISTERED: dict[str, Callable] = {}


def command(name: str | None = None) -> Callable[[Callable], Callable]:
    """Register a command function under its name (the function's, or `name`)."""
    def register(func: Callable) -> Callable:
        REGISTERED[name or func.__name__] = func
        return func
    return register
