"""The `vint` command line: Typer commands that parse, call the core, and render.

Start-up is what a person at the table feels, so `vint CMD` builds a Typer app with
just CMD (Typer inspects every command it holds before it runs one), and the command
modules import the core only inside the commands. `app` (all commands) is what help,
completion and the tests use.
"""
from __future__ import annotations

import gc
import importlib
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import typer

# Every command, in the order `vint --help` lists them, and the module that holds it.
COMMANDS: dict[str, str] = {
    "new": "record", "deal": "record", "pass": "record", "adjust": "record",
    "misdeal": "record", "seat": "record", "play": "play",
    "log": "journal", "undo": "journal", "redo": "journal", "history": "journal",
    "void": "journal", "edit": "journal",
    "sheet": "show", "settle": "show", "rotation": "show", "check": "show",
    "sessions": "show", "use": "show", "where": "show",
    "export": "after", "rescore": "after",
    "stats": "stats", "ledger": "ledger", "paid": "ledger",
    "rules": "rules", "serve": "serve", "help": "help",
}
_REGISTERED: dict[str, Callable] = {}


def command(name: str | None = None) -> Callable[[Callable], Callable]:
    """Register a command function under its name (the function's, or `name`)."""
    def register(func: Callable) -> Callable:
        _REGISTERED[name or func.__name__] = func
        return func
    return register


def build(names: list[str] | None = None, lang: str | None = None) -> typer.Typer:
    """A Typer app with the named commands (all of them when None).

    Its help is said in `lang` (en or ru); when None, in the run's language: the
    `--lang` among its arguments, else the locale's (cli.common.locale_lang).
    """
    import typer

    from .common import choose_lang
    from .helptext import MARK, VintCommand, VintGroup
    chosen = list(COMMANDS) if names is None else names
    for module in dict.fromkeys(COMMANDS[n] for n in chosen):
        importlib.import_module(f"{__name__}.{module}")
    group = type("VintGroup", (VintGroup,), {"fixed_lang": lang})
    new_app = typer.Typer(name="vint", cls=group, no_args_is_help=True,
                          pretty_exceptions_enable=False, rich_markup_mode=None,
                          add_completion=True)

    new_app.callback(help=MARK + "cli.help.vint")(_resolved(choose_lang))
    for n in chosen:
        new_app.command(n, cls=VintCommand, help=MARK + f"cli.help.{n}")(_resolved(_REGISTERED[n]))
    return new_app


def _resolved(func: Callable) -> Callable:
    """`func` with its annotations evaluated, once.

    The command modules write `from __future__ import annotations`, so annotations are
    strings, and Typer evaluates each of them four times a run (inspect.signature and
    get_type_hints, both twice), compiling it each time: ~2 ms for `deal`'s seventeen.
    """
    import inspect
    import typing

    target = inspect.unwrap(func)
    annotations = target.__annotations__
    if any(isinstance(a, str) for a in annotations.values()):
        # in place: the `handled` wrapper shares this dict (functools.wraps)
        annotations.update(typing.get_type_hints(target, include_extras=True))
    for value in annotations.values():  # the shell-completion callbacks, read the same way
        for meta in getattr(value, "__metadata__", ()):
            complete = getattr(meta, "autocompletion", None)
            if complete is not None:
                _resolved(complete)
    return func


def __getattr__(name: str):
    if name == "app":  # the whole command line, built when first asked for
        globals()["app"] = full = build()
        return full
    raise AttributeError(name)


def main() -> None:
    # A command lives a fraction of a second and makes no garbage worth collecting: the
    # cyclic collector would only slow the imports (~5 ms of a start: typer, rich and our
    # classes make many objects), the parse and the replay of a long session. So it is
    # off before the first of them: this module imports typer only in build().
    gc.disable()
    args = sys.argv[1:]
    # the command's name: the first word that is neither an option nor the group's --lang's value
    first = next((a for i, a in enumerate(args) if not a.startswith("-")
                  and (i == 0 or args[i - 1] != "--lang")), None)
    completing = any(k.startswith("_VINT_COMPLETE") for k in os.environ)
    from .helptext import lang_in
    lang = lang_in(args)  # --lang on the command line; else the locale's, as the run goes
    try:
        if first in COMMANDS and not completing and "--help" not in args:
            build([first], lang)(prog_name="vint")
        else:
            build(None, lang)(prog_name="vint")
    finally:
        # At exit the interpreter collects every object left, one last full pass over
        # typer's, rich's and ours (~4 ms of a command) just before the memory goes back
        # to the system anyway. Frozen objects are left out of it; files are closed and
        # streams flushed at exit as ever.
        gc.freeze()
