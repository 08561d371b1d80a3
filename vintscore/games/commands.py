"""The commands a game declares: their arguments and options, as plain data.

A game says which of the session's commands it has (`vint deal`, `pass`, `adjust`,
`edit`, `seat`…) and what each takes; the command line builds the command of the
session's game from that (cli/declared.py), so `vint deal --help` in a pulya shows the
pulya's options and an option of another game is refused by the command itself. Nothing
here imports Typer: a declaration is data, read by the edge.

What the command does with what was typed is one of a few shapes (`Command.runs`), each
run by the command line the same way for every game: an event appended (its game's
`forms` reads `given`), an event edited, a view shown.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import StrEnum

from ..value import value


class Kind(StrEnum):
    """What an argument or option holds, as typed."""

    TEXT = "text"  # one word: a name, a contract
    NUMBER = "number"  # a whole number
    TEXTS = "texts"  # an option given any number of times (--coronet … --coronet …)
    FLAG = "flag"  # --below: given or not
    SWITCH = "switch"  # --below/--above: None unless one of the two was typed


class Complete(StrEnum):
    """What TAB offers for a value (cli/complete.py)."""

    NOTHING = ""
    PLAYERS = "players"
    CONTRACTS = "contracts"  # the game's contracts (Game.contracts)
    OWN = "own"  # what the game offers for it (Game.complete, by the parameter's name)
    NAMED = "named"  # the last item of a 'PLAYER=VALUE,…' list: a player and '='
    RULES = "rules"  # a `--rule KEY=VALUE`: its key, then its values (Codec.rules_offered)


class Runs(StrEnum):
    """How the command line runs a declared command (cli/declared.py)."""

    NEW = "new"  # a new session of the game (`given` read by forms.new_session)
    APPEND = "append"  # one event appended (forms.event(verb, given)), then view.appended
    EDIT = "edit"  # event N's fields changed (forms.edited), then view.changed_event
    SHEET = "sheet"  # the sheet (view.sheet, view.sheet_json)
    ROTATION = "rotation"  # who plays each rubber (view.rotation, view.rotation_json)
    RESCORE = "rescore"  # the session under other rules (forms.rules_switch)


@value
class Param:
    """One argument (no `flags`) or option of a command.

    `name` is the key its value has in `given`, what the game's forms read; `help` the
    message key of its help; `metavar` as the help writes it.
    """

    name: str
    kind: Kind
    help: str
    flags: tuple[str, ...] = ()
    metavar: str = ""
    complete: Complete = Complete.NOTHING
    default: object = None
    required: bool = False  # an argument that must be given (else it may be left out)

    @property
    def is_argument(self) -> bool:
        return not self.flags


@value
class Command:
    """A command as a game has it: its name, its help's key, what it takes, how it runs."""

    name: str
    runs: Runs
    params: tuple[Param, ...] = ()
    json: bool = False  # it takes --json
    help: str = ""  # the key of its help; "" is cli.help.<name>

    @property
    def help_key(self) -> str:
        return self.help or f"cli.help.{self.name}"

    def option(self, name: str) -> Param | None:
        return next((p for p in self.params if p.name == name), None)


def declared(*commands: Command) -> Mapping[str, Command]:
    """A game's commands by name, in the order given."""
    return {c.name: c for c in commands}


def options(*groups: Iterable[Param]) -> tuple[Param, ...]:
    """Parameters gathered from groups (a game's own and the shared ones), in order."""
    return tuple(p for group in groups for p in group)


# -- pieces every game with a sheet of sides may take --------------------------------

def note(help_key: str = "cli.help.note_event") -> Param:
    return Param("note", Kind.TEXT, help_key, ("--note",), default="")


def dealer(help_key: str) -> Param:
    """--dealer PLAYER: who dealt, when the table says so (dealing)."""
    return Param("dealer", Kind.TEXT, help_key, ("--dealer",), "PLAYER", Complete.PLAYERS)


def player_argument(help_key: str, *, required: bool = True, metavar: str = "PLAYER") -> Param:
    return Param("player", Kind.TEXT, help_key, (), metavar, Complete.PLAYERS,
                 required=required)


def flag(command: Command, name: str) -> str:
    """The option that sets `name` in `command`, as typed: '--no-honours' ('--below' of
    '--below/--above')."""
    found = command.option(name)
    if found is None or not found.flags:
        return "--" + name.replace("_", "-")
    return found.flags[0].split("/")[0]


def contract_edits(game: str) -> tuple[Param, Param]:
    """`vint edit`'s --contract and --declarer, in a game of contracts (its help of the
    declarer its own: GAME.cli.help.edit.declarer)."""
    return (Param("contract", Kind.TEXT, "cli.help.edit.contract", ("--contract",),
                  complete=Complete.CONTRACTS),
            Param("declarer", Kind.TEXT, f"{game}.cli.help.edit.declarer", ("--declarer",),
                  complete=Complete.PLAYERS))


def seat_command(game: str) -> Command:
    """`vint seat`, the seat change of a game of rubbers (V12's; its help the game's own:
    GAME.cli.help.seat…)."""
    return Command("seat", Runs.APPEND, (
        Param("pairs", Kind.TEXT, f"{game}.cli.help.seat.pairs", ("--pairs",), "A+B,C+D"),
        Param("join", Kind.TEXTS, f"{game}.cli.help.seat.join", ("--join",), "NAME"),
        Param("leave", Kind.TEXTS, f"{game}.cli.help.seat.leave", ("--leave",), "PLAYER"),
        Param("replace", Kind.TEXTS, f"{game}.cli.help.seat.replace", ("--replace",),
              "OLD=NEW"),
        note(),
    ), help=f"{game}.cli.help.seat")


def adjust_params(game: str) -> tuple[Param, Param, Param]:
    """`vint adjust`'s player, amount and --reason (each game's help its own:
    GAME.cli.help.adjust…)."""
    return (player_argument(f"{game}.cli.help.adjust.player"),
            Param("amount", Kind.NUMBER, f"{game}.cli.help.adjust.amount", (), "[AMOUNT]"),
            Param("reason", Kind.TEXT, "cli.help.adjust.reason", ("--reason",)))
