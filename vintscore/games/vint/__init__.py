"""Vint (vintscore/rules/vint.en.md, V1–V13): four players in two pairs, games of 500,
rubbers of two games; three, two, five to twelve players by the tables of V12.

`GAME` is what the registry (`vintscore.games`) hands out; its roles import the rest of
the package only when asked, so that a command loads what it uses.
"""
from __future__ import annotations

from ...cards import Strain
from ..base import Game, Roles, Sample
from .terms import RULE_IDS


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

    roles = Roles(
        codec="codec:VintCodec",
        fold="settlement:VintFold",
        forms="forms:VintForms",
        questions="questions:VintQuestions",
        view="view:VintView",
        export="export:VintExport",
        stats="stats:VintStats",
        commands="commands:COMMANDS")


GAME = Vint()
