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

from .commands import COMMANDS, DECLARED, REGISTERED, command

__all__ = ["COMMANDS", "DECLARED", "build", "command", "main"]


def build(names: list[str] | None = None, lang: str | None = None) -> typer.Typer:
    """A Typer app with the named commands (all of them when None).

    Its help is said in `lang` (en or ru); when None, in the run's language: the
    `--lang` among its arguments, else the locale's (cli.common.locale_lang).
    """
    import typer

    from .common import choose_lang
    from .helptext import MARK, VintCommand, VintGroup
    chosen = list(COMMANDS) if names is None else names
    for module in dict.fromkeys(COMMANDS[n] for n in chosen if COMMANDS[n] != DECLARED):
        importlib.import_module(f"{__name__}.{module}")
    declared = tuple(n for n in chosen if COMMANDS[n] == DECLARED)
    resolve = None
    if declared:  # the commands a game declares, built when they are resolved
        from .declared import declared_command
        resolve = staticmethod(declared_command)
    group = type("VintGroup", (VintGroup,), {"fixed_lang": lang, "declared": declared,
                                             "resolve_declared": resolve})
    new_app = typer.Typer(name="vint", cls=group, no_args_is_help=True,
                          pretty_exceptions_enable=False, rich_markup_mode=None,
                          add_completion=True)

    new_app.callback(help=MARK + "cli.help.vint")(_resolved(choose_lang))
    for n in chosen:
        if COMMANDS[n] != DECLARED:  # a declared one is resolved by the group (VintGroup)
            new_app.command(n, cls=VintCommand, help=MARK + f"cli.help.{n}")(
                _resolved(REGISTERED[n]))
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
