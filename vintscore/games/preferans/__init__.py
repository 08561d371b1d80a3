"""Preferans (vintscore/rules/preferans.en.md, P1–P12): the pulya of three or four
players, pools, mountains and whists.

`GAME` is what the registry (`vintscore.games`) hands out; its roles import the rest of
the package only when asked, so that a command loads what it uses.
"""
from __future__ import annotations

from types import MappingProxyType

from ...cards import Strain
from ..base import Game, Roles, Sample
from .terms import RULE_IDS


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

    play_words = MappingProxyType({"pass": ("pass", "пас", "распас", "распасы"),  # P7
                                   "adjust": ("adjust", "поправка")})
    roles = Roles(
        codec="codec:PreferansCodec",
        fold="pulya:PreferansFold",
        forms="forms:PreferansForms",
        questions="questions:PreferansQuestions",
        view="view:PreferansView",
        export="export:PreferansExport",
        stats="stats:PreferansStats",
        commands="commands:COMMANDS")


GAME = Preferans()
