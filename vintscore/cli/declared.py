"""The commands a game declares (games/commands.py), built for the session's game.

`vint deal` in a pulya is Preferans's deal, with Preferans's options; in a Vint session,
Vint's. The game is known before the command is built: from the session's header (the
session of `-s`, else the current one; cli/head.py reads a line of it) or, for `vint new`,
from its `--game`. A command the game does not have is refused in the game's words, and
an option it does not take by Click, as any unknown option is (cli/helptext.py says which
game's command it was).

Each declaration becomes a Typer command: the game's arguments and options, then the ones
every command of its shape takes (`--session`, `--lang`, `--json` where declared; NAME,
`--players`… for `new`, each the game's own where it declares it too; N, `--stake` and
`--title` for `edit`).
What it does is one function per shape (`Runs`): the command modules' `run_*`.
"""
from __future__ import annotations

import inspect
import keyword
from collections.abc import Callable
from functools import cache
from typing import Annotated, Any, Optional

import typer

from ..games.commands import Command, Complete, Kind, Param, Runs

# The commands some game declares, in the order `vint --help` lists them among the others.
DECLARED = ("new", "deal", "pass", "adjust", "misdeal", "seat", "edit", "sheet", "rotation",
            "rescore")

# What every `vint new` takes, whatever the game: the game's own options come after.
_NEW = (
    Param("name", Kind.TEXT, "cli.help.new.name", (), "NAME", required=True),
    Param("players", Kind.TEXT, "cli.help.new.players", ("--players",), required=True),
    Param("rules", Kind.TEXT, "cli.help.new.rules", ("--rules",)),
    Param("rule", Kind.TEXTS, "cli.help.new.rule", ("--rule",), "KEY=VALUE"),
    Param("stake", Kind.TEXT, "cli.help.new.stake", ("--stake",), default="1.00"),
    Param("title", Kind.TEXT, "cli.help.new.title", ("--title",)),
)
# `vint edit N …` edits event N; without N, --stake and --title edit the session's own
# header (issue 35, point 3), for every game.
_EDIT = (Param("number", Kind.NUMBER, "cli.help.edit.number", (), "N"),
         Param("stake", Kind.TEXT, "cli.help.edit.stake", ("--stake",)),
         Param("title", Kind.TEXT, "cli.help.edit.title", ("--title",)))

_TYPES: dict[Kind, Any] = {Kind.TEXT: Optional[str], Kind.NUMBER: Optional[int],
                           Kind.TEXTS: Optional[list[str]], Kind.FLAG: bool,
                           Kind.SWITCH: Optional[bool]}
_REQUIRED: dict[Kind, Any] = {Kind.TEXT: str, Kind.NUMBER: int}


def _completion(p: Param) -> Callable | None:
    if p.complete is Complete.NOTHING:
        return None
    from . import complete
    if p.complete is Complete.OWN:
        return complete.own(p.name)
    found: Callable = getattr(complete, p.complete.value)
    return found


def _python_name(name: str) -> str:
    return f"{name}_" if keyword.iskeyword(name) else name


def _parameter(p: Param) -> inspect.Parameter:
    """The Typer parameter of a declared one."""
    if p.is_argument:
        info: Any = typer.Argument(metavar=p.metavar or None, help="@" + p.help,
                                   autocompletion=_completion(p))
    else:
        info = typer.Option(*p.flags, metavar=p.metavar or None, help="@" + p.help,
                            autocompletion=_completion(p))
    kind = _REQUIRED.get(p.kind, _TYPES[p.kind]) if p.required else _TYPES[p.kind]
    if p.kind is Kind.TEXT and p.default is not None and not p.required:
        kind = str  # a text with a default ("1.00", "pairs", "") is never None
    default = inspect.Parameter.empty if p.required else p.default
    return inspect.Parameter(_python_name(p.name), inspect.Parameter.KEYWORD_ONLY,
                             default=default, annotation=Annotated[kind, info])


def _common(command: Command, game: str) -> tuple[list[Param], list[inspect.Parameter]]:
    """What the command takes besides the game's own: before it, and after it."""
    from ..games import names
    from .common import JsonOpt, LangOpt, SessionOpt
    before: list[Param] = []
    if command.runs is Runs.NEW:
        before = [*_NEW, Param("game", Kind.TEXT, "cli.help.new.game", ("--game",),
                               "|".join(names()), default=game)]
    elif command.runs is Runs.EDIT:
        before = list(_EDIT)
    before = [_stake(p, game, command.runs) if p.name == "stake" else p for p in before]
    after = []
    if command.json:
        after.append(inspect.Parameter("as_json", inspect.Parameter.KEYWORD_ONLY,
                                       default=False, annotation=JsonOpt))
    after += [inspect.Parameter("session", inspect.Parameter.KEYWORD_ONLY, default=None,
                                annotation=SessionOpt),
              inspect.Parameter("lang", inspect.Parameter.KEYWORD_ONLY, default=None,
                                annotation=LangOpt)]
    return before, after


def _stake(param: Param, game: str, runs: Runs) -> Param:
    """--stake, its help in the game's words when it has its own (Preferans's is money per
    vist: glossary.own), else the shared one's."""
    from dataclasses import replace

    from ..glossary import own
    key = own(game, "cli.help.new.stake" if runs is Runs.NEW else "cli.help.edit.stake")
    return replace(param, help=key)


def _function(command: Command, game: str) -> Callable:
    """A Typer command function for the declaration: it collects what was typed, by the
    declared names, and hands it to the runner of its shape."""
    from .common import handled
    before, after = _common(command, game)
    # a shared parameter the game declares too is the game's, in its place (its help says
    # what it is in that game: the players of a table of its own, its presets)
    own = {p.name: p for p in command.params}
    before = [own.get(p.name, p) for p in before]
    params = [*before, *(p for p in command.params if p not in before)]
    run = _RUNNERS[command.runs]()
    names = {_python_name(p.name): p.name for p in params}

    def declared_command(**typed: Any) -> None:
        given = {names.get(k, k): v for k, v in typed.items()}
        run(command, given)

    signature = inspect.Signature([*(_parameter(p) for p in params), *after])
    declared_command.__signature__ = signature  # type: ignore[attr-defined]
    declared_command.__annotations__ = {p.name: p.annotation for p in signature.parameters.values()}
    declared_command.__name__ = command.name
    declared_command.__doc__ = f"`vint {command.name}` (help: {command.help_key})."
    return handled(declared_command)


def _missing(name: str, game: str) -> Callable:
    """A command the game does not have: refused in its words, whatever was typed."""
    from .common import LangOpt, SessionOpt, handled

    def not_here(session: SessionOpt = None, lang: LangOpt = None) -> None:
        from ..errors import InputError
        from ..games import game_of
        from ..glossary import Msg
        played = game_of(game)
        raise InputError(Msg("cli.not_in_game", command=name, session=played.a_session),
                         hint=Msg("cli.not_in_game.hint", commands=", ".join(
                             f"vint {c}" for c in played.commands if c != "new")))

    not_here.__annotations__ = {"session": SessionOpt, "lang": LangOpt, "return": None}
    not_here.__name__ = name
    return handled(not_here)


def _runner(module: str, name: str) -> Callable[[], Callable[[Command, dict[str, Any]], None]]:
    def find() -> Callable[[Command, dict[str, Any]], None]:
        import importlib
        found: Callable[[Command, dict[str, Any]], None] = getattr(
            importlib.import_module(f"{__package__}.{module}"), name)
        return found
    return find


_RUNNERS = {Runs.NEW: _runner("record", "run_new"), Runs.APPEND: _runner("record", "run_append"),
            Runs.EDIT: _runner("journal", "run_edit"), Runs.SHEET: _runner("show", "run_sheet"),
            Runs.ROTATION: _runner("show", "run_rotation"),
            Runs.RESCORE: _runner("after", "run_rescore")}


def game_for(name: str, args: list[str]) -> str:
    """The game a declared command `name` is built for: `vint new`'s --game, else the
    session's (cli/head.py)."""
    from ..games import DEFAULT, by_word
    from .head import session_game
    if name != "new":
        return session_game(args)
    word = _option_value(args, "--game")
    found = by_word(word) if word is not None else None
    return found.name if found is not None else DEFAULT


def _option_value(args: list[str], option: str) -> str | None:
    value = None
    for i, arg in enumerate(args):
        if arg == "--":
            break
        if arg == option and i + 1 < len(args):
            value = args[i + 1]
        elif arg.startswith(option + "="):
            value = arg.partition("=")[2]
    return value


@cache
def command_for(name: str, game: str) -> Any:
    """The click command `vint NAME` is in a session of `game` (made once a run)."""
    from ..games import game_of
    from .helptext import VintCommand
    declared = game_of(game).commands.get(name)
    app = typer.Typer(pretty_exceptions_enable=False, rich_markup_mode=None,
                      add_completion=False)
    if declared is None:
        app.command(name, cls=VintCommand, help=f"@cli.help.{name}",
                    context_settings={"ignore_unknown_options": True,
                                      "allow_extra_args": True})(_missing(name, game))
    else:
        app.command(name, cls=VintCommand, help="@" + declared.help_key)(_function(declared, game))
    built = typer.main.get_command(app)
    built.vint_game = game  # type: ignore[attr-defined]  # said by its usage errors
    return built


def declared_command(name: str, args: list[str], lang: str) -> Any:
    """`vint NAME` for the game its arguments are about, its help said in `lang` (the group
    resolves a declared command through this: cli/helptext.py, VintGroup)."""
    from .helptext import localize
    built = command_for(name, game_for(name, args))
    localize(built, lang)
    return built
