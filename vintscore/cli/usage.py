"""What the command line says when its words cannot be read (click's usage errors: an
option given twice, a value that is not a number, an argument too many, a command that does
not exist…), in the run's language, from the glossary, with a hint that says what to type
instead. Used by the commands of cli/helptext.py as they parse a run's arguments.
"""
from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from typing import Any, Optional

import typer

from ..glossary import Msg, Quoted, say


def refuse_conflicting_repeats(command, ctx, args: list[str], before_command: bool = False
                                ) -> None:
    """An option that takes one value, given twice with two values, is refused.

    Click keeps the last (`-h 3 … -h 4` writes 4 honours); at the table the second is as
    likely the slip as the first, so vint asks which, instead of choosing without a word.
    Options that may be repeated (--coronet, --revoke, --whist…) are not concerned. For
    the group (`before_command`), only the arguments before the command's name are its own.
    """
    single, valued = _valued_options(command, ctx)
    given = _single_uses(args, single, valued, before_command)
    for uses in given.values():
        values = list(dict.fromkeys(value for _, value in uses))
        if len(values) > 1:
            from ..notation import join_msgs
            raise _OurUsageError(Msg("cli.usage.twice", option=uses[0][0],
                                        values=join_msgs("core.and", [Quoted(repr(v)) for v in values])), ctx)


def _valued_options(command, ctx) -> tuple[dict[str, Any], set[str]]:
    """The names of the options that take one value (each with its Click parameter), and
    of every option that takes a value."""
    single: dict[str, Any] = {}
    valued: set[str] = set()
    for param in command.get_params(ctx):
        if getattr(param, "param_type_name", "") != "option" or param.is_flag or param.count:
            continue
        valued.update(param.opts)
        if not param.multiple and param.nargs == 1:
            single.update((opt, param) for opt in param.opts)
    return single, valued


def _single_uses(args: list[str], single: dict[str, Any], valued: set[str],
                 before_command: bool) -> dict[str, list[tuple[str, str]]]:
    """Each one-value option's uses among `args`, as (the name typed, its value), by the
    parameter's name: `-h 3`, `--honours=3` and `-h3` alike."""
    given: dict[str, list[tuple[str, str]]] = {}
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--":
            break
        if arg.startswith("--"):
            name, equals, value = arg.partition("=")
        elif arg.startswith("-") and len(arg) > 2 and arg[:2] in valued:
            name, equals, value = arg[:2], "=", arg[2:]  # -h3
        else:
            if before_command and not arg.startswith("-"):
                break  # the command's name: the rest is the command's
            name, equals, value = arg, "", ""
        if name in valued and not equals:
            if i + 1 >= len(args):
                break  # Click says the value is missing
            i += 1
            value = args[i]
        if name in single:
            given.setdefault(single[name].name, []).append((name, value))
        i += 1
    return given


def _positionals(command, ctx, args: list[str]) -> list[int]:
    """Where the arguments (not the options, nor their values) are among `args`."""
    _, valued = _valued_options(command, ctx)
    found: list[int] = []
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--":
            found += range(i + 1, len(args))
            break
        if arg.startswith("-") and arg != "-":
            i += 2 if arg in valued else 1  # an option, and its value after it
            continue
        found.append(i)
        i += 1
    return found


def contract_in_words(command, ctx, args: list[str]) -> list[str]:
    """A command whose first argument is the contract reads a level followed by a strain
    word as that one argument: `vint deal 3 hearts Anna 9`, `3 черви`, `2 no trump` (V1
    names them so; the shell splits them). A bare number is never a contract, so no line
    that read before reads otherwise, and every other refusal stays as it was."""
    if not command.params or command.params[0].name != "contract":
        return args
    at = _positionals(command, ctx, args)
    from ..cards import level_and_rest, parse_strain
    first = level_and_rest(args[at[0]]) if at else None
    if first is None or first[1]:
        return args
    for take in (2, 1):  # 'no trump', «без козырей»: a strain of two words
        words = at[1:1 + take]
        if len(words) == take and parse_strain(" ".join(args[i] for i in words)) is not None:
            joined = list(args)
            joined[at[0]] = " ".join(args[i] for i in (at[0], *words))
            for i in reversed(words):
                del joined[i]
            return joined
    return args


# Typer 0.28 vendors Click as the private `typer._click` and names publicly only the base
# of Click's exceptions (typer.exceptions.TyperException) and BadParameter. The others Click
# raises while it parses (UsageError, MissingParameter, NoSuchOption, BadOptionUsage,
# NoArgsIsHelpError: click.exceptions documents them) are told by those names here, rather
# than imported from Typer's private copy, which may move without notice.
def is_error(e: BaseException, name: str) -> bool:
    """Whether `e` is (a subclass of) Click's exception called `name`."""
    return any(c.__name__ == name for c in type(e).__mro__)


class _OurUsageError(typer.BadParameter):
    """A usage error of ours, found while Click parses: said from the glossary."""

    def __init__(self, said: Msg, ctx) -> None:
        super().__init__(str(said), ctx)
        self.said = said


# What Click's messages say, where they name nothing but a value we can quote (patterns,
# compiled by re when a usage error is said: a command that runs needs none of them).
_NOT_A_NUMBER = r"(?P<value>'.*') is not a valid (?:int|integer|float)\."
_EXTRA = r"Got unexpected extra argument\(s\) \((?P<args>.*)\)"
_NO_COMMAND = r"No such command (?P<name>'.*?')\.(?: Did you mean (?P<guess>.*)\?)?"
_NEEDS_VALUE = r"Option '.*' requires (?:an argument|\d+ arguments)\."
_TAKES_NO_VALUE = r"Option '.*' does not take a value\."


def _says(pattern: str, text: str) -> Optional[re.Match]:
    return re.fullmatch(pattern, text, re.DOTALL)


_NEGATIVE = r"-[0-9][0-9.,]*"


def _negative(e, args: Sequence[str]) -> tuple[Msg, Msg]:
    """A negative number read as an option (`vint adjust Boris -500`): say so, and show the
    line with `--` before the number (docs/contract.md, "Conventions": options first, then `--`, then -500)."""
    number = next((a for a in args if a.startswith(e.option_name) and _says(_NEGATIVE, a)),
                  e.option_name)
    command = e.ctx.command_path if e.ctx is not None else "vint"
    name = e.ctx.info_name if e.ctx is not None else None
    rest = list(args)
    if name in rest:
        rest = rest[rest.index(name) + 1:]
    rest = [a for a in rest if a != number]
    example = " ".join([command, *rest, "--", number])
    return (Msg("cli.usage.negative", number=number),
            Msg("cli.usage.negative.hint", example=example))


def _command_path(e, args: Sequence[str]) -> str:
    """'vint deal': the command a usage error is about (Click names no context for some)."""
    if e.ctx is not None:
        return str(e.ctx.command_path)
    from .commands import COMMANDS
    return " ".join(["vint", *[a for a in args if a in COMMANDS][:1]])


Said = tuple[Msg, Optional[Msg]]  # a message and its hint


def _usage_message(e, args: Sequence[str] = ()) -> Said:
    """A Click usage error as our message and hint (its own words are English only)."""
    if isinstance(e, _OurUsageError):
        return e.said, None
    if is_error(e, "MissingParameter") and e.param is not None:
        option = e.param.param_type_name == "option"
        return Msg("cli.usage.missing_option" if option else "cli.usage.missing_argument",
                   name=Quoted(e.param.get_error_hint(e.ctx))), None
    if isinstance(e, typer.BadParameter) and e.param is not None:
        return _bad_parameter(e)
    if is_error(e, "NoSuchOption"):
        return _no_such_option(e, args)
    if is_error(e, "BadOptionUsage") and _says(_NEEDS_VALUE, e.message):
        # `vint deal -h` asks for help as most programs take it; here -h is --honours
        hint = (Msg("cli.usage.h_is_honours", command=_command_path(e, args))
                if e.option_name == "-h" else None)
        return Msg("cli.usage.needs_value", option=e.option_name), hint
    if is_error(e, "BadOptionUsage") and _says(_TAKES_NO_VALUE, e.message):
        return Msg("cli.usage.takes_no_value", option=e.option_name), None
    return _from_words(e)


def _bad_parameter(e) -> Said:
    # As Click does (its exceptions.py): the hint reads no context, which may be None.
    name = Quoted(e.param.get_error_hint(e.ctx))
    found = _says(_NOT_A_NUMBER, e.message)
    if found:
        return Msg("cli.usage.not_a_number", name=name, value=Quoted(found["value"])), None
    return Msg("cli.usage.bad_value", name=name, detail=e.message), None


def _no_such_option(e, args: Sequence[str]) -> Said:
    if _says(_NEGATIVE, e.option_name):
        return _negative(e, args)
    hint = (Msg("cli.usage.did_you_mean", options=", ".join(sorted(e.possibilities)))
            if e.possibilities else None)
    game = getattr(e.ctx.command, "vint_game", None) if e.ctx is not None else None
    if game is not None:  # a command its game declares: the option is not one of them
        from ..games import game_of
        return Msg("cli.usage.no_option.game", option=e.option_name,
                   command=e.ctx.info_name, session=game_of(game).a_session), hint
    return Msg("cli.usage.no_option", option=e.option_name), hint


def _from_words(e) -> Said:
    """The errors Click tells by its words only: extra arguments, no such command."""
    text = e.message
    found = _says(_EXTRA, text)
    if found:
        return Msg("cli.usage.extra", args=Quoted(found["args"])), None
    found = _says(_NO_COMMAND, text)
    if found and found["name"].strip("'") == "print":  # printing is the browser's (docs/usage.md)
        return (Msg("cli.usage.no_command", name=Quoted(found["name"])),
                Msg("cli.usage.no_command.print"))
    if found:
        guess = found["guess"]
        return (Msg("cli.usage.no_command", name=Quoted(found["name"])),
                Msg("cli.usage.did_you_mean", options=Quoted(guess)) if guess else None)
    if text == "Missing command.":
        return Msg("cli.usage.missing_command"), None
    return Msg("cli.usage.other", detail=e.format_message()), None


def file_first(e, args: Sequence[str]) -> None:
    """An option a declared command does not know, in a session whose file cannot be read:
    the game, and so its options, are unknown; the file's problem is said (exit 65)."""
    declared = e.ctx is not None and getattr(e.ctx.command, "vint_game", None) is not None
    if not (declared and is_error(e, "NoSuchOption")):
        return
    from .head import broken_session
    problem = broken_session(args)
    if problem is not None:
        from .common import report_error
        report_error(problem)
        sys.exit(problem.exit_code)


def show_click_error(e, lang: str, args: Sequence[str] = ()) -> None:
    """Click's error as ours (error: … / hint: …), after the usage line of a usage error."""
    if is_error(e, "NoArgsIsHelpError"):  # not an error: the help, already in `lang`
        e.show()
        return
    if not is_error(e, "UsageError"):
        lines = [say(Msg("cli.error", message=e.format_message()), lang)]
    else:
        message, hint = _usage_message(e, args)
        lines = []
        if e.ctx is not None:
            lines.append(e.ctx.get_usage())
            if hint is None:
                hint = Msg("cli.usage.help_hint", command=e.ctx.command_path)
        lines.append(say(Msg("cli.error", message=message), lang))
        if hint is not None:
            lines.append(say(Msg("cli.hint", hint=hint), lang))
    typer.echo("\n".join(lines), err=True)
