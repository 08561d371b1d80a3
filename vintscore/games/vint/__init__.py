"""Vint (vintscore/rules/vint.en.md, V1–V13): four players in two pairs, games of 500,
rubbers of two games; three, two, five to twelve players by the tables of V12.

`GAME` is what the registry (`vintscore.games`) hands out; its roles import the rest of
the package only when asked, so that a command loads what it uses.
"""
from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

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

    play_words = MappingProxyType({"pass": ("pass", "пас", "распас", "распасовка"),  # V9
                                   "adjust": ("adjust", "поправка"),
                                   "misdeal": ("misdeal", "пересдача")})  # V10
    roles = Roles(
        codec="codec:VintCodec",
        fold="settlement:VintFold",
        forms="forms:VintForms",
        questions="questions:VintQuestions",
        view="view:VintView",
        export="export:VintExport",
        stats="stats:VintStats",
        commands="commands:COMMANDS")

    def complete(self, name: str, incomplete: str, players: Sequence[str]) -> list[str]:
        """A coronet (V5, V6) as TAB offers it: HOLDER:, then HOLDER:SUIT: or HOLDER:aces:,
        then the number of cards."""
        from ...text import starting
        parts = incomplete.split(":")
        if name != "coronet":
            return []
        if len(parts) == 1:
            return starting((f"{p}:" for p in players), incomplete)
        if len(parts) == 2:
            return starting((f"{parts[0]}:{s}:" for s in ("S", "C", "D", "H", "aces")),
                            incomplete)
        counts = ("3", "4") if parts[1].casefold() in ("aces", "тузы") else map(str, range(3, 14))
        return starting((f"{parts[0]}:{parts[1]}:{n}" for n in counts), incomplete)


GAME = Vint()
