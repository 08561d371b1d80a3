"""Tricks, the toy game of tests/toy: players score a point a trick (Z1), first to the target
wins a match (Z2), each loser of a match pays its winner the stake (Z3).

A third game, written with vintscore's interface only (vintscore/games/base.py) and
registered by its test alone: what it had to write is what a game writes (ARCHITECTURE.md,
"Adding a game")."""
from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from typing import TYPE_CHECKING, Any

from vintscore.games.base import Game, Sample

from .terms import RULE_IDS

if TYPE_CHECKING:
    from vintscore.games.base import Codec, Export, Fold, Forms, Questions, Stats, View
    from vintscore.games.commands import Command


class Tricks(Game):
    name = "toy"
    words = ("toy", "tricks", "взятки")
    rule_ids = RULE_IDS
    sample = Sample("Аня,Боря,Вера", (
        ("deal", "Аня=5,Боря=3,Вера=2"), ("deal", "Аня=2,Боря=6,Вера=2", "--double"),
        ("deal", "Аня=4,Боря=3,Вера=3")))
    own_words = (r"\bматч",)  # no other game plays matches

    @cached_property
    def codec(self) -> Codec:
        from .codec import TricksCodec
        return TricksCodec()

    @cached_property
    def fold(self) -> Fold[Any, Any]:
        from .fold import TricksFold
        return TricksFold()

    @cached_property
    def forms(self) -> Forms:
        from .forms import TricksForms
        return TricksForms(self)

    @cached_property
    def questions(self) -> Questions:
        from .questions import TricksQuestions
        return TricksQuestions()

    @cached_property
    def view(self) -> View:
        from .view import TricksView
        return TricksView()

    @cached_property
    def export(self) -> Export:
        from .export import TricksExport
        return TricksExport()

    @cached_property
    def stats(self) -> Stats:
        from .stats import TricksStats
        return TricksStats()

    @cached_property
    def commands(self) -> Mapping[str, Command]:
        from .commands import COMMANDS
        return COMMANDS


GAME = Tricks()
