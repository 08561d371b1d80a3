"""Preferans's commands and what each takes (games/commands.py; the command line builds
them): the defenders' whist, pass and half-whist (P4), without three (P6), an all-pass
deal's tricks (P7) and the entries by hand in pools, mountains and vists (P1)."""
from __future__ import annotations

from ..commands import (
    Command,
    Complete,
    Kind,
    Param,
    Runs,
    adjust_params,
    contract_edits,
    declared,
    note,
    player_argument,
)

NEW = Command("new", Runs.NEW, (
    Param("pool", Kind.NUMBER, "preferans.cli.help.new.pool", ("--pool",), "N"),
))

DEAL = Command("deal", Runs.APPEND, (
    Param("contract", Kind.TEXT, "preferans.cli.help.deal.contract", (), "CONTRACT", Complete.CONTRACTS,
          required=True),
    Param("declarer", Kind.TEXT, "preferans.cli.help.deal.declarer", (), "DECLARER", Complete.PLAYERS,
          required=True),
    Param("tricks", Kind.NUMBER, "preferans.cli.help.deal.tricks", (), "[TRICKS]"),
    Param("whist", Kind.TEXTS, "preferans.cli.help.deal.whist", ("--whist",), "PLAYER[=TRICKS]",
          Complete.PLAYERS),
    Param("passes", Kind.TEXTS, "preferans.cli.help.deal.pass", ("--pass",), "PLAYER[=TRICKS]",
          Complete.PLAYERS),
    Param("half", Kind.TEXT, "preferans.cli.help.deal.half", ("--half",), "PLAYER", Complete.PLAYERS),
    Param("without_three", Kind.FLAG, "preferans.cli.help.deal.without_three", ("--without-three",),
          default=False),
    note("cli.help.deal.note"),
), json=True, help="preferans.cli.help.deal")

PASS = Command("pass", Runs.APPEND, (
    player_argument("preferans.cli.help.pass.player", required=False),
    Param("tricks", Kind.NUMBER, "preferans.cli.help.pass.tricks", (), "TRICKS"),
    note(),
), help="preferans.cli.help.pass")

ADJUST = Command("adjust", Runs.APPEND, (
    *adjust_params("preferans"),
    Param("pool", Kind.NUMBER, "preferans.cli.help.adjust.pool", ("--pool",), "N"),
    Param("mountain", Kind.NUMBER, "preferans.cli.help.adjust.mountain", ("--mountain",), "N"),
    Param("vists_on", Kind.TEXTS, "preferans.cli.help.adjust.vists_on", ("--vists-on",), "PLAYER=N",
          Complete.PLAYERS),
    note(),
), help="preferans.cli.help.adjust")

EDIT = Command("edit", Runs.EDIT, (
    *contract_edits("preferans"),
    Param("tricks", Kind.NUMBER, "preferans.cli.help.edit.tricks", ("--tricks",)),
    Param("whist", Kind.TEXTS, "preferans.cli.help.edit.whist", ("--whist",), "PLAYER[=TRICKS]",
          Complete.PLAYERS),
    Param("no_whists", Kind.FLAG, "preferans.cli.help.edit.no_whists", ("--no-whists",), default=False),
    Param("passes", Kind.TEXTS, "preferans.cli.help.edit.pass", ("--pass",), "PLAYER[=TRICKS]",
          Complete.PLAYERS),
    Param("no_passes", Kind.FLAG, "preferans.cli.help.edit.no_passes", ("--no-passes",), default=False),
    Param("half", Kind.TEXT, "preferans.cli.help.edit.half", ("--half",), "PLAYER", Complete.PLAYERS),
    Param("no_half", Kind.FLAG, "preferans.cli.help.edit.no_half", ("--no-half",), default=False),
    Param("without_three", Kind.SWITCH, "preferans.cli.help.edit.without_three",
          ("--without-three/--played",)),
    Param("each", Kind.TEXT, "preferans.cli.help.edit.each", ("--each",), "A=N,B=N,C=N"),
    Param("player", Kind.TEXT, "preferans.cli.help.edit.player", ("--player",), complete=Complete.PLAYERS),
    Param("pool", Kind.NUMBER, "preferans.cli.help.edit.pool", ("--pool",), "N"),
    Param("mountain", Kind.NUMBER, "preferans.cli.help.edit.mountain", ("--mountain",), "N"),
    Param("vists_on", Kind.TEXTS, "preferans.cli.help.edit.vists_on", ("--vists-on",), "PLAYER=N",
          Complete.PLAYERS),
    Param("no_vists", Kind.FLAG, "preferans.cli.help.edit.no_vists", ("--no-vists",), default=False),
    Param("reason", Kind.TEXT, "cli.help.edit.reason", ("--reason",)),
    Param("note", Kind.TEXT, "cli.help.edit.note", ("--note",)),
))

SHEET = Command("sheet", Runs.SHEET, json=True, help="preferans.cli.help.sheet")

COMMANDS = declared(NEW, DEAL, PASS, ADJUST, EDIT, SHEET)
