"""The help of `vint` in the run's language (English or Russian), from the glossary.

The commands' declarations name their help by key: a command's help is
`cli.help.<command>`, an argument's or option's is written help="@cli.help.…". Typer
makes the click objects of an app afresh for each run, and the group's `parse_args` is
the first thing of a run that sees the arguments, so that is where the keys become the
text: in the app's language when `build(lang=…)` fixed one, else the `--lang` among the
arguments, else the locale. Typer's own words around the help (Usage, Options, the
--help option…) are said from the glossary too.
"""
from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Optional

import typer
from typer.core import TyperCommand, TyperGroup
from typer.exceptions import TyperException

from ..glossary import LANGS, Msg, say
from .head import locale_lang, session_lang
from .usage import (
    contract_in_words,
    file_first,
    is_error,
    refuse_conflicting_repeats,
    show_click_error,
)

MARK = "@"  # help="@vint.cli.help.deal.honours": the key of the text, said when the help is shown

# Typer's own options, by name.
_OWN = {"help": "cli.help.help_option", "install_completion": "cli.help.install_completion",
        "show_completion": "cli.help.show_completion"}


def lang_in(args: list[str]) -> Optional[str]:
    """The language a `--lang` among the arguments asks for (the last one), if it is one."""
    found = None
    for i, arg in enumerate(args):
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(args):
            found = args[i + 1]
        elif arg.startswith("--lang="):
            found = arg.partition("=")[2]
    chosen = found.strip().casefold() if isinstance(found, str) else None
    return chosen if chosen in LANGS else None


def _said(obj: object, attr: str, lang: str, key: Optional[str] = None,
          values: Optional[dict[str, Any]] = None) -> None:
    """Put the text of obj.<attr>'s key (kept from the first time) in `lang` in place, with
    the `values` a help text may name. A text that names what only every game's catalogue
    says (`_Later`) is said when the help is shown (`_shown`), not at each run's start."""
    keys = obj.__dict__.setdefault("_vint_keys", {})
    if attr not in keys:
        value = getattr(obj, attr, None)
        if isinstance(value, str) and value.startswith(MARK):
            keys[attr] = value[len(MARK):]
        elif key is not None:
            keys[attr] = key
        else:
            return
    later = obj.__dict__.setdefault("_vint_later", {})
    try:
        said = say(Msg(keys[attr], **(values or {})), lang)
    except _NotYet:
        later[attr] = lang
        setattr(obj, attr, MARK + keys[attr])  # the key, until the help is shown
        return
    later.pop(attr, None)
    setattr(obj, attr, said)


def _shown(obj: object, attr: str = "help") -> None:
    """obj.<attr>'s text said now, when _said left it for the help shown (every game's
    catalogue is loaded only for a help that names them)."""
    lang = obj.__dict__.get("_vint_later", {}).get(attr)
    if lang is not None:
        _said(obj, attr, lang, values=help_values(lang, shown=True))


class _NotYet(Exception):
    """A help text names what every game says: it is said when the help is shown."""


class _Games:
    """`{games}` in a help text: the games there are by their names, as the registry has
    them ('vint or preferans'); made only where a text names it (`format` asks for it)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def __format__(self, spec: str) -> str:
        from ..notation import join_msgs
        from ..registry import names
        return format(say(join_msgs("core.or", names()), self.lang), spec)


class _Later:
    """A value of a help text that says every game's own words, from each game's catalogue
    through the registry (issue 33: the shared catalogue names no game). Formatted only
    for a help that is shown (`shown`); else it puts the text off (`_NotYet`), so that a
    command loads no other game's catalogue."""

    def __init__(self, lang: str, shown: bool, make: Any) -> None:
        self.lang, self.shown, self.make = lang, shown, make

    def __format__(self, spec: str) -> str:
        if not self.shown:
            raise _NotYet
        return format(say(self.make(), self.lang), spec)


def _game_names() -> Any:
    """The games by their names in words (each game's `GAME.name`): 'Vint, Preferans or
    bridge'."""
    from ..notation import listed_msgs
    from ..registry import names
    return listed_msgs("core.or", [Msg(f"{game}.name") for game in names()])


def _game_choices() -> Any:
    """`vint new --game`'s values: each game's name in words and the word that chooses it
    (its name in the registry), the default game marked."""
    from ..notation import listed_msgs
    from ..registry import DEFAULT, names
    return listed_msgs("core.or", [
        Msg("cli.help.new.game.default" if game == DEFAULT else "cli.help.new.game.one",
            name=Msg(f"{game}.name"), word=game) for game in names()])


def _games_stats() -> Any:
    """What each game's figures of `vint stats` are, a paragraph a game: its own message
    `GAME.cli.help.stats.figures`, when it has one."""
    from ..glossary import has
    from ..notation import join_msgs
    from ..registry import names
    said = [Msg(f"{game}.cli.help.stats.figures") for game in names()
            if has(f"{game}.cli.help.stats.figures")]
    return join_msgs("cli.help.paragraphs", said) if said else ""


def _game_presets() -> Any:
    """`vint new --rules`' presets, each game's (its own `GAME.cli.help.new.presets`, when
    it has one) after its name in words."""
    from ..glossary import has
    from ..notation import join_msgs
    from ..registry import names
    said = [Msg("cli.help.new.rules.game", name=Msg(f"{game}.name"),
                presets=Msg(f"{game}.cli.help.new.presets")) for game in names()
            if has(f"{game}.cli.help.new.presets")]
    return join_msgs("cli.help.new.rules.and", said) if said else ""


def help_values(lang: str, shown: bool = False) -> dict[str, Any]:
    """What a help text may name besides its words: `games` (see _Games); the games'
    own words, said only for a help `shown` (see _Later): `game_names`, `game_choices`,
    `games_stats`, `game_presets`."""
    return {"games": _Games(lang),
            "game_names": _Later(lang, shown, _game_names),
            "game_choices": _Later(lang, shown, _game_choices),
            "games_stats": _Later(lang, shown, _games_stats),
            "game_presets": _Later(lang, shown, _game_presets)}


def localize(command, lang: str, values: Optional[dict[str, Any]] = None) -> None:
    """A command (and a group's commands) with its help in `lang`."""
    values = help_values(lang) if values is None else values
    command.vint_lang = lang
    _said(command, "help", lang, values=values)
    _said(command, "options_metavar", lang, "cli.help.options_metavar")
    if isinstance(command, TyperGroup):
        _said(command, "subcommand_metavar", lang, "cli.help.command_metavar")
    for param in command.params:
        _said(param, "help", lang, _OWN.get(param.name or ""), values)
        _metavar(param, lang)
    for sub in getattr(command, "commands", {}).values():
        localize(sub, lang, values)


_WORD = re.compile(r"[A-Z][A-Z_]*[A-Z]")  # PLAYER, NAME_OR_PATH: a metavar's words (not N, A, B)


def _metavar(param, lang: str) -> None:
    """A parameter's metavar with its words in `lang` (PLAYER[=TRICKS] -> ИГРОК[=ВЗЯТКИ]):
    each word of two or more capitals that the glossary has as cli.metavar.<word>."""
    keep = param.__dict__.setdefault("_vint_keys", {})
    original = keep.setdefault("metavar", getattr(param, "metavar", None))
    from ..glossary import has
    if original is None:  # Typer shows the type, <int> or <str>: said in `lang` when it differs
        type_key = f"cli.metavar.type.{getattr(param.type, 'name', '')}"
        said = say(Msg(type_key), lang) if has(type_key) else None
        if (getattr(param, "param_type_name", "") == "option" and not getattr(param, "is_flag", True)
                and said is not None and said != say(Msg(type_key), "en")):
            param.metavar = said
        else:
            param.metavar = None
        return
    if not isinstance(original, str):
        return

    def word(m: re.Match) -> str:
        key = f"cli.metavar.{m[0].casefold()}"
        return say(Msg(key), lang) if has(key) else m[0]
    param.metavar = _WORD.sub(word, original)


if TYPE_CHECKING:
    # _Said is mixed into Typer's commands (below): checkers read its super() as theirs.
    _Command = TyperCommand
else:
    _Command = object


class _Said(_Command):
    """What the two kinds of command share: Typer's own words in the command's language."""

    vint_lang = "en"

    def main(self, args: Optional[Sequence[str]] = None, prog_name: Optional[str] = None,
             complete_var: Optional[str] = None, standalone_mode: bool = True,
             windows_expand_args: bool = True, **extra: Any) -> Any:
        """Typer's main, but its usage errors said as ours are, in the run's language."""
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode=False,
                                windows_expand_args=windows_expand_args, **extra)
        try:
            code = super().main(args, prog_name, complete_var, standalone_mode=False,
                                windows_expand_args=windows_expand_args, **extra)
        except typer.Abort:  # end of input at a question
            typer.echo(say(Msg("cli.aborted"), self.vint_lang), err=True)
            sys.exit(1)
        except TyperException as e:  # Click's own errors (ClickException) are TyperExceptions
            given = sys.argv[1:] if args is None else list(args)
            file_first(e, given)
            show_click_error(e, self.vint_lang, given)
            sys.exit(e.exit_code)
        sys.exit(code if isinstance(code, int) else 0)

    def get_help_option(self, ctx):
        option = super().get_help_option(ctx)
        if option is not None:
            _said(option, "help", self.vint_lang, _OWN["help"])
        return option

    def format_help_text(self, ctx, formatter) -> None:
        _shown(self)
        super().format_help_text(ctx, formatter)

    def get_short_help_str(self, limit: int = 45) -> str:
        _shown(self)
        return super().get_short_help_str(limit)

    def shell_complete(self, ctx, incomplete: str):
        if incomplete and not incomplete[0].isalnum():  # options, their help beside them
            for param in self.get_params(ctx):
                _shown(param)
        return super().shell_complete(ctx, incomplete)

    def format_usage(self, ctx, formatter) -> None:
        pieces = self.collect_usage_pieces(ctx)
        formatter.write_usage(ctx.command_path, " ".join(pieces),
                              prefix=say(Msg("cli.help.usage"), self.vint_lang) + " ")

    def format_options(self, ctx, formatter) -> None:
        lang = self.vint_lang
        required = f"[{say(Msg('cli.help.required'), 'en')}]"
        args, opts = [], []
        for param in self.get_params(ctx):
            _shown(param)
            record = param.get_help_record(ctx)
            if record is None:
                continue
            name, text = record
            if lang != "en" and text.endswith(required):
                text = text[:-len(required)] + f"[{say(Msg('cli.help.required'), lang)}]"
            if lang != "en":  # Click's "[default: 1.00]" (review 51)
                text = text.replace("[default: ", f"[{say(Msg('cli.help.default'), lang)}: ")
            if param.param_type_name == "argument":
                args.append((name, text))
            elif param.param_type_name == "option":
                opts.append((name, text))
        if args:
            with formatter.section(say(Msg("cli.help.arguments"), lang)):
                formatter.write_dl(args)
        if opts:
            with formatter.section(say(Msg("cli.help.options"), lang)):
                formatter.write_dl(opts)


class VintCommand(_Said, TyperCommand):
    """A command of `vint`, its help said from the glossary."""

    def parse_args(self, ctx, args):
        if "_vint_keys" not in self.__dict__:  # run on its own, without the group
            localize(self, lang_in(args) or session_lang(args) or locale_lang())
        if not ctx.resilient_parsing:  # completing a half-typed line refuses nothing
            refuse_conflicting_repeats(self, ctx, args)
            args = contract_in_words(self, ctx, args)
        return super().parse_args(ctx, args)


class VintGroup(_Said, TyperGroup):
    """The `vint` group; `fixed_lang` is the language build() was given, if any.

    `declared` are the commands a game declares that the group holds: each is built when
    it is resolved, for the game of the session its arguments name (cli/declared.py).
    """

    fixed_lang: Optional[str] = None
    declared: tuple[str, ...] = ()
    # (name, the command's arguments, language) -> the command built for the session's
    # game: cli/declared.py's, given by build()
    resolve_declared: Optional[Any] = None

    def list_commands(self, ctx) -> list[str]:
        from .commands import COMMANDS
        own = set(super().list_commands(ctx))
        return [n for n in COMMANDS if n in own or n in self.declared]

    def get_command(self, ctx, name):
        if name in self.declared:  # without its arguments: for the current session's game
            return self._declared(name, [])
        return super().get_command(ctx, name)

    def resolve_command(self, ctx, args):
        if args and args[0] in self.declared:
            return args[0], self._declared(args[0], args[1:]), args[1:]
        try:
            return super().resolve_command(ctx, args)
        except TyperException as e:
            if is_error(e, "UsageError") and args and self.declared:
                # Typer suggests among the commands it holds: the declared ones too
                from difflib import get_close_matches
                matches = get_close_matches(args[0], self.list_commands(ctx))
                if matches:
                    e.message = (f"No such command {args[0]!r}. Did you mean "
                                 f"{', '.join(repr(m) for m in matches)}?")
            raise

    def _declared(self, name: str, args: list[str]):
        assert self.resolve_declared is not None  # build() gives it with the declared names
        return self.resolve_declared(name, args, self.vint_lang)

    def parse_args(self, ctx, args):
        localize(self, self.fixed_lang or lang_in(args) or session_lang(args) or locale_lang())
        if not ctx.resilient_parsing:
            refuse_conflicting_repeats(self, ctx, args, before_command=True)
        return super().parse_args(ctx, args)

    def format_options(self, ctx, formatter) -> None:
        _Said.format_options(self, ctx, formatter)
        self.format_commands(ctx, formatter)

    def format_commands(self, ctx, formatter) -> None:
        rows = []
        listed = [(name, self.get_command(ctx, name)) for name in self.list_commands(ctx)]
        commands = [(name, cmd) for name, cmd in listed if cmd is not None and not cmd.hidden]
        if commands:
            limit = formatter.width - 6 - max(len(name) for name, _ in commands)
            rows = [(name, cmd.get_short_help_str(limit)) for name, cmd in commands]
        if rows:
            with formatter.section(say(Msg("cli.help.commands"), self.vint_lang)):
                formatter.write_dl(rows)
