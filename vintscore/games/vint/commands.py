"""Vint's commands and what each takes (games/commands.py; the command line builds them).

The options are V2's (honours, aces, coronets, revokes, who was first), V12's (the
partner at individual records, seat changes) and the dealer of dealing.py.
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
    player_argument,
    seat_command,
)

NEW = Command("new", Runs.NEW, (
    Param("players", Kind.TEXT, "vint.cli.help.new.players", ("--players",), required=True),
    Param("rule", Kind.TEXTS, "vint.cli.help.new.rule", ("--rule",), "KEY=VALUE"),
    Param("table", Kind.TEXT, "vint.cli.help.new.table", ("--table",), default="pairs"),
))

DEAL = Command("deal", Runs.APPEND, (
    Param("contract", Kind.TEXT, "vint.cli.help.deal.contract", (), "CONTRACT", Complete.CONTRACTS,
          required=True),
    Param("declarer", Kind.TEXT, "vint.cli.help.deal.declarer", (), "DECLARER", Complete.PLAYERS,
          required=True),
    Param("tricks", Kind.NUMBER, "vint.cli.help.deal.tricks", (), "[TRICKS]"),
    Param("honours", Kind.NUMBER, "vint.cli.help.deal.honours", ("--honours", "-h")),
    Param("aces", Kind.NUMBER, "vint.cli.help.deal.aces", ("--aces", "-a")),
    Param("coronet", Kind.TEXTS, "vint.cli.help.deal.coronet", ("--coronet", "-c"), "HOLDER:SUIT:N",
          Complete.OWN),
    Param("revoke", Kind.TEXTS, "vint.cli.help.deal.revoke", ("--revoke",), "PLAYER",
          Complete.PLAYERS),
    Param("first", Kind.TEXT, "vint.cli.help.deal.first", ("--first",), "PLAYER", Complete.PLAYERS),
    Param("partner", Kind.TEXT, "vint.cli.help.deal.partner", ("--partner", "-p"), "PLAYER",
          Complete.PLAYERS),
    dealer("vint.cli.help.deal.dealer"),
    note("cli.help.deal.note"),
), json=True, help="vint.cli.help.deal")

PASS = Command("pass", Runs.APPEND, (
    player_argument("vint.cli.help.pass.player", required=False),
    Param("tricks", Kind.NUMBER, "vint.cli.help.pass.tricks", (), "TRICKS"),
    dealer("vint.cli.help.pass.dealer"),
    note(),
), help="vint.cli.help.pass")

ADJUST = Command("adjust", Runs.APPEND, (
    *adjust_params("vint"),
    Param("below", Kind.FLAG, "vint.cli.help.adjust.below", ("--below",), default=False),
    note(),
), help="vint.cli.help.adjust")

MISDEAL = Command("misdeal", Runs.APPEND, (
    player_argument("vint.cli.help.misdeal.who", required=False, metavar="[PLAYER]"),
    dealer("vint.cli.help.misdeal.dealer"),
    note(),
), help="vint.cli.help.misdeal")

SEAT = seat_command("vint")

EDIT = Command("edit", Runs.EDIT, (
    *contract_edits("vint"),
    Param("tricks", Kind.NUMBER, "vint.cli.help.edit.tricks", ("--tricks",)),
    Param("honours", Kind.NUMBER, "vint.cli.help.edit.honours", ("--honours",)),
    Param("no_honours", Kind.FLAG, "vint.cli.help.edit.no_honours", ("--no-honours",), default=False),
    Param("aces", Kind.NUMBER, "vint.cli.help.edit.aces", ("--aces",)),
    Param("coronet", Kind.TEXTS, "vint.cli.help.edit.coronet", ("--coronet",), "HOLDER:SUIT:N",
          Complete.OWN),
    Param("no_coronets", Kind.FLAG, "vint.cli.help.edit.no_coronets", ("--no-coronets",),
          default=False),
    Param("revoke", Kind.TEXTS, "vint.cli.help.edit.revoke", ("--revoke",), "PLAYER",
          Complete.PLAYERS),
    Param("no_revokes", Kind.FLAG, "vint.cli.help.edit.no_revokes", ("--no-revokes",), default=False),
    Param("first", Kind.TEXT, "vint.cli.help.edit.first", ("--first",), "PLAYER", Complete.PLAYERS),
    Param("partner", Kind.TEXT, "vint.cli.help.edit.partner", ("--partner",), "PLAYER",
          Complete.PLAYERS),
    Param("no_first", Kind.FLAG, "vint.cli.help.edit.no_first", ("--no-first",), default=False),
    dealer("vint.cli.help.edit.dealer"),
    Param("no_dealer", Kind.FLAG, "vint.cli.help.edit.no_dealer", ("--no-dealer",), default=False),
    Param("player", Kind.TEXT, "vint.cli.help.edit.player", ("--player",), complete=Complete.PLAYERS),
    Param("amount", Kind.NUMBER, "vint.cli.help.edit.amount", ("--amount",)),
    Param("reason", Kind.TEXT, "cli.help.edit.reason", ("--reason",)),
    Param("below", Kind.SWITCH, "vint.cli.help.edit.below", ("--below/--above",)),
    Param("note", Kind.TEXT, "cli.help.edit.note", ("--note",)),
))

SHEET = Command("sheet", Runs.SHEET, (
    Param("rubber", Kind.NUMBER, "vint.cli.help.sheet.rubber", ("--rubber",), "N"),
    Param("everything", Kind.FLAG, "vint.cli.help.sheet.all", ("--all",), default=False),
), json=True, help="vint.cli.help.sheet")

ROTATION = Command("rotation", Runs.ROTATION, json=True, help="vint.cli.help.rotation")

RESCORE = Command("rescore", Runs.RESCORE, (
    Param("rules", Kind.TEXT, "vint.cli.help.rescore.rules", ("--rules",), "PRESET", required=True),
    Param("rule", Kind.TEXTS, "vint.cli.help.rescore.rule", ("--rule",), "KEY=VALUE"),
    Param("write", Kind.FLAG, "vint.cli.help.rescore.write", ("--write",), default=False),
), json=True)

COMMANDS = declared(NEW, DEAL, PASS, ADJUST, MISDEAL, SEAT, EDIT, SHEET, ROTATION, RESCORE)
