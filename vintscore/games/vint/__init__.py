"""Vint (vintscore/rules/vint.en.md, V1–V13): four players in two pairs, games of 500,
rubbers of two games; three, two, five to twelve players by the tables of V12.

`GAME` is what the registry (`vintscore.games`) hands out; its roles import the rest of
the package only when asked, so that a command loads what it uses.
"""
from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from typing import TYPE_CHECKING, Any

from ...cards import Strain
from ..base import Game, Sample
from .terms import RULE_IDS

if TYPE_CHECKING:
    from ..base import Codec, Export, Fold, Forms, Questions, Stats, View
    from ..commands import Command


class Vint(Game):
    name = "vint"
    words = ("vint", "винт")
    rule_ids = RULE_IDS
    tables = ("pairs", "dummy", "separate", "two", "individual")  # V12
    seat_rule = "V12"
    levels = (1, 2, 3, 4, 5, 6, 7)  # V1: tricks over six
    strains = (Strain.SPADES, Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS,  # V1: from
               Strain.NO_TRUMP)  # the lowest
    sample = Sample("Аня,Боря,Вера,Глеб", (
        ("deal", "2NT", "Аня", "8", "-a", "2"), ("pass",),
        ("deal", "4H", "Боря", "10", "-h", "4", "-a", "2"),
        ("adjust", "Вера", "--reason", "поправка", "--", "50")))
    own_words = (r"распасовк",  # распасовка (V9)
                 r"назнач")  # назначить игру, назначивший (Vint's contract)

    @cached_property
    def codec(self) -> Codec:
        from .codec import VintCodec
        return VintCodec()

    @cached_property
    def fold(self) -> Fold[Any, Any]:
        from .settlement import VintFold
        return VintFold()

    @cached_property
    def forms(self) -> Forms:
        from .forms import VintForms
        return VintForms(self)

    @cached_property
    def questions(self) -> Questions:
        from .questions import VintQuestions
        return VintQuestions()

    @cached_property
    def view(self) -> View:
        from .view import VintView
        return VintView()

    @cached_property
    def export(self) -> Export:
        from .export import VintExport
        return VintExport()

    @cached_property
    def stats(self) -> Stats:
        from .stats import VintStats
        return VintStats()

    @cached_property
    def commands(self) -> Mapping[str, Command]:
        from .commands import COMMANDS
        return COMMANDS


GAME = Vint()
