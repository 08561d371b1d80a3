"""Preferans (vintscore/rules/preferans.en.md, P1–P12): the pulya of three or four
players, pools, mountains and whists.

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


class Preferans(Game):
    name = "preferans"
    words = ("preferans", "pref", "преферанс", "преф")
    rule_ids = RULE_IDS
    levels = (6, 7, 8, 9, 10)  # P1: the tricks bid
    strains = (Strain.SPADES, Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS,  # P1: from
               Strain.NO_TRUMP)  # the lowest
    contract_words = (("misere", "мизер"),)  # P8
    sample = Sample("Аня,Боря,Вера", (
        ("deal", "6S", "Аня", "6", "--whist", "Боря", "--pass", "Вера"),
        ("pass", "Аня=2,Боря=4,Вера=4"),
        ("deal", "7H", "Боря", "7", "--whist", "Вера", "--pass", "Аня")))
    own_words = (r"вист",  # вист, висты, вистующий
                 r"\bпул[яиюе]\b",  # пуля: the pool
                 r"\bгор[аыуе]\b",  # гора: the mountain
                 r"мизер",
                 r"распас(?:ы|ов|ах|ам|ами)\b")  # распасы (P7); Vint's «распас.» is short

    @cached_property
    def codec(self) -> Codec:
        from .codec import PreferansCodec
        return PreferansCodec()

    @cached_property
    def fold(self) -> Fold[Any, Any]:
        from .pulya import PreferansFold
        return PreferansFold()

    @cached_property
    def forms(self) -> Forms:
        from .forms import PreferansForms
        return PreferansForms(self)

    @cached_property
    def questions(self) -> Questions:
        from .questions import PreferansQuestions
        return PreferansQuestions()

    @cached_property
    def view(self) -> View:
        from .view import PreferansView
        return PreferansView()

    @cached_property
    def export(self) -> Export:
        from .export import PreferansExport
        return PreferansExport()

    @cached_property
    def stats(self) -> Stats:
        from .stats import PreferansStats
        return PreferansStats()

    @cached_property
    def commands(self) -> Mapping[str, Command]:
        from .commands import COMMANDS
        return COMMANDS


GAME = Preferans()
