"""Bridge's commands and what each takes (games/commands.py; the command line builds them).

A deal as bridge players say it (B1–B7, B33): the contract with X or XX, the declarer, the
declaring side's tricks or the result after the contract (4S=, 4SX+1, 3NT-2), honours only
when a hand held them (B7), the dealer when the table names another (B31); a pass-out (B8,
B22); an adjustment; the seat changes of B30.
"""
from __future__ import annotations

from ..commands import (
    Command,
    Complete,
    Kind,
    Param,
    Runs,
    adjust_params,
    contract_edits,
    dealer,
    declared,
    note,
    seat_command,
)

NEW = Command("new", Runs.NEW, (
    Param("table", Kind.TEXT, "bridge.cli.help.new.table", ("--table",), default="pairs"),
))

DEAL = Command("deal", Runs.APPEND, (
    Param("contract", Kind.TEXT, "bridge.cli.help.deal.contract", (), "CONTRACT",
          Complete.CONTRACTS, required=True),
    Param("declarer", Kind.TEXT, "bridge.cli.help.deal.declarer", (), "DECLARER", Complete.PLAYERS,
          required=True),
    Param("tricks", Kind.NUMBER, "bridge.cli.help.deal.tricks", (), "[TRICKS]"),
    Param("honours", Kind.TEXT, "bridge.cli.help.deal.honours", ("--honours", "-h"),
          "HOLDER:4|5|aces", Complete.PLAYERS),
    dealer("bridge.cli.help.deal.dealer"),
    note("cli.help.deal.note"),
), json=True, help="bridge.cli.help.deal")

PASS = Command("pass", Runs.APPEND, (
    dealer("bridge.cli.help.pass.dealer"),
    note(),
), help="bridge.cli.help.pass")

ADJUST = Command("adjust", Runs.APPEND, (
    *adjust_params("bridge"),
    Param("below", Kind.FLAG, "bridge.cli.help.adjust.below", ("--below",), default=False),
    note(),
), help="bridge.cli.help.adjust")

SEAT = seat_command("bridge")

EDIT = Command("edit", Runs.EDIT, (
    *contract_edits("bridge"),
    Param("tricks", Kind.NUMBER, "bridge.cli.help.edit.tricks", ("--tricks",)),
    Param("honours", Kind.TEXT, "bridge.cli.help.edit.honours", ("--honours",),
          "HOLDER:4|5|aces"),
    Param("no_honours", Kind.FLAG, "bridge.cli.help.edit.no_honours", ("--no-honours",),
          default=False),
    dealer("bridge.cli.help.edit.dealer"),
    Param("no_dealer", Kind.FLAG, "bridge.cli.help.edit.no_dealer", ("--no-dealer",),
          default=False),
    Param("player", Kind.TEXT, "bridge.cli.help.edit.player", ("--player",),
          complete=Complete.PLAYERS),
    Param("amount", Kind.NUMBER, "bridge.cli.help.edit.amount", ("--amount",)),
    Param("reason", Kind.TEXT, "cli.help.edit.reason", ("--reason",)),
    Param("below", Kind.SWITCH, "bridge.cli.help.edit.below", ("--below/--above",)),
    Param("note", Kind.TEXT, "cli.help.edit.note", ("--note",)),
))

SHEET = Command("sheet", Runs.SHEET, (
    Param("rubber", Kind.NUMBER, "bridge.cli.help.sheet.rubber", ("--rubber",), "N"),
    Param("everything", Kind.FLAG, "bridge.cli.help.sheet.all", ("--all",), default=False),
), json=True, help="bridge.cli.help.sheet")

RESCORE = Command("rescore", Runs.RESCORE, (
    Param("rules", Kind.TEXT, "bridge.cli.help.rescore.rules", ("--rules",), "PRESET",
          required=True),
    Param("rule", Kind.TEXTS, "bridge.cli.help.rescore.rule", ("--rule",), "KEY=VALUE"),
    Param("write", Kind.FLAG, "bridge.cli.help.rescore.write", ("--write",), default=False),
), json=True)

COMMANDS = declared(NEW, DEAL, PASS, ADJUST, SEAT, EDIT, SHEET, RESCORE)
