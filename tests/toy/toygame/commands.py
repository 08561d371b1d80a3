"""Tricks' commands (vintscore/games/commands.py): a new session played to a target, a deal
(each player's tricks, Z1), an edit of one, the sheet."""
from __future__ import annotations

from vintscore.games.commands import Command, Complete, Kind, Param, Runs, declared, note

# `vint new`: the shared options said as Tricks has them (its players, its one preset, its
# stake), and its own --target
NEW = Command("new", Runs.NEW, (
    Param("players", Kind.TEXT, "toy.help.new.players", ("--players",), required=True),
    Param("rules", Kind.TEXT, "toy.help.new.rules", ("--rules",)),
    Param("rule", Kind.TEXTS, "toy.help.new.rule", ("--rule",), "KEY=VALUE"),
    Param("stake", Kind.TEXT, "toy.help.new.stake", ("--stake",), default="1.00"),
    Param("target", Kind.NUMBER, "toy.help.new.target", ("--target",), "N"),
))

DEAL = Command("deal", Runs.APPEND, help="toy.help.deal", params=(
    Param("tricks", Kind.TEXT, "toy.help.deal.tricks", (), "PLAYER=TRICKS,…",
          Complete.PLAYERS, required=True),
    Param("double", Kind.FLAG, "toy.help.deal.double", ("--double",), default=False),
    note(),
), json=True)

EDIT = Command("edit", Runs.EDIT, (
    Param("tricks", Kind.TEXT, "toy.help.deal.tricks", ("--tricks",), "PLAYER=TRICKS,…"),
    Param("double", Kind.SWITCH, "toy.help.edit.double", ("--double/--single",)),
    Param("note", Kind.TEXT, "cli.help.edit.note", ("--note",)),
))

SHEET = Command("sheet", Runs.SHEET, json=True, help="toy.help.sheet")

COMMANDS = declared(NEW, DEAL, EDIT, SHEET)
