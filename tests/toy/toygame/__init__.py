"""Tricks, the toy game of tests/toy: players score a point a trick (Z1), first to the target
wins a match (Z2), each loser of a match pays its winner the stake (Z3).

A third game, written with vintscore's interface only (vintscore/games/base.py) on the sheet
of running totals (vintscore/tally), and registered by its test alone: what it had to
write is what a game of that shape writes (ARCHITECTURE.md, "Adding a game")."""
from __future__ import annotations

from vintscore.games.base import Game, Roles, Sample
from vintscore.tally.sheet import Tally, TallyPaid

from .terms import RULE_IDS


class Tricks(Game[Tally, TallyPaid]):
    name = "toy"
    words = ("toy", "tricks", "взятки")
    rule_ids = RULE_IDS
    sample = Sample("Аня,Боря,Вера", (
        ("deal", "Аня=5,Боря=3,Вера=2"), ("deal", "Аня=2,Боря=6,Вера=2", "--double"),
        ("deal", "Аня=4,Боря=3,Вера=3")))
    own_words = (r"\bматч",)  # no other game plays matches
    roles = Roles(codec="codec:TricksCodec", fold="fold:TricksFold",
                  forms="forms:TricksForms", questions="questions:TricksQuestions",
                  view="view:TricksView", export="vintscore.tally.view:TallyExport",
                  stats="vintscore.tally.stats:TallyStats", commands="commands:COMMANDS")


GAME = Tricks()
