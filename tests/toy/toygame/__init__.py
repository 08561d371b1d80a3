"""Tricks, the toy game of tests/toy: players score a point a trick (T1), first to the target
wins a match (T2), each loser of a match pays its winner the stake (T3).

A third game, written with vintscore's interface only (vintscore/games/base.py) and
registered by its test alone: what it had to write is what a game writes (ARCHITECTURE.md,
"Adding a game")."""
from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from typing import Any

from vintscore.games.base import Codec, Export, Fold, Forms, Game, Questions, Stats, View
from vintscore.games.commands import Command

from .model import RULE_IDS


class Tricks(Game):
    name = "toy"
    words = ("toy", "tricks", "взятки")
    rule_ids = RULE_IDS

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
