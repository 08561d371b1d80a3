"""Contract bridge (vintscore/rules/bridge.en.md, B1–B33): rubber bridge and Chicago, four
players in two pairs, five to twelve by Vint's rotation plans, four changing partners.

`GAME` is what the registry (`vintscore.games`) hands out; its roles import the rest of
the package only when asked, so that a command loads what it uses. What it shares with
Vint — the fold of rubbers, the settlement by sides, the rotation, the paper sheet, its
exports and figures — is vintscore/rubber/'s.
"""
from __future__ import annotations

from types import MappingProxyType

from ...cards import Strain
from ..base import Game, Roles, Sample
from .terms import RULE_IDS


class Bridge(Game):
    name = "bridge"
    words = ("bridge", "бридж")
    rule_ids = RULE_IDS
    tables = ("pairs", "individual")  # B30
    seat_rule = "B30"
    levels = (1, 2, 3, 4, 5, 6, 7)  # B1: tricks over six
    strains = (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES,  # B1: from
               Strain.NO_TRUMP)  # the lowest
    sample = Sample("Аня,Боря,Вера,Глеб", (
        ("deal", "4S", "Аня", "11"), ("pass",), ("deal", "3NT", "Боря", "8"),
        ("deal", "2H", "Вера", "8"), ("adjust", "Глеб", "--reason", "поправка", "--", "50")))
    own_words = (r"разыгрывающ",  # B33's declarer
                 r"\bгейм",  # B33's game (Vint's is «партия», Preferans has none)
                 r"подсад",  # B33's undertricks
                 r"частичн\w* запис")  # B33's part-score

    play_words = MappingProxyType({"pass": ("pass", "пас"),  # B8, B22: all passed
                                   "adjust": ("adjust", "поправка")})
    roles = Roles(
        codec="codec:BridgeCodec",
        fold="settlement:BridgeFold",
        forms="forms:BridgeForms",
        questions="questions:BridgeQuestions",
        view="view:BridgeView",
        export="export:BridgeExport",
        stats="stats:BridgeStats",
        commands="commands:COMMANDS")


GAME = Bridge()
