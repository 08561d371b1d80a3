"""Vint's figures for `vint stats` (rubber/stats.py: one evening's per player and per
partnership, and their sums over the evenings; the definitions are services/stats.py's
docstring), with what is Vint's: its settlement (V11, whole hundreds when the rules say
so), a deal's contract made when the sheet has no undertricks for it, and a dummy's
contract counted for who played it (V12).

Pure: a session in, its figures out; the sums are exact (int points, Decimal money).
"""
from __future__ import annotations

from typing import Any

from ...names import DUMMY
from ...rubber.settlement import Rounding, Settlement
from ...rubber.sheet import Record, Rubber, Tenure
from ...rubber.stats import Contract, Figures, Row, RubberStats
from ...session import AnySession
from .model import Deal, Reason
from .settlement import round_hundreds, settle
from .sheet import Sheet, replay

__all__ = ["Figures", "Row", "VintStats"]


class VintStats(RubberStats):
    """Vint's figures over many evenings: players and partnerships."""

    def sheet_of(self, session: AnySession, /) -> tuple[Sheet, Settlement]:
        sheet = replay(session)
        return sheet, settle(sheet, session.stake)

    def rounding(self, sheet: Any, /) -> Rounding | None:
        return round_hundreds if sheet.rules.round_hundreds else None  # V11's option

    def contract(self, record: Record, /) -> Contract | None:
        deal = record.event
        if not isinstance(deal, Deal):
            return None
        return Contract(deal.declarer,
                        not any(e.reason is Reason.UNDERTRICKS for e in record.entries))

    def column_of(self, hand: str, rubber: Rubber, active: list[Tenure], /) -> int | None:
        column = super().column_of(hand, rubber, active)
        if column is None and hand.startswith(DUMMY + "-"):
            # a table of two whose player was replaced since: his dummy's column (V12)
            owner = hand[len(DUMMY) + 1:]
            return next((t.column for t in rubber.tenures if t.player == owner), None)
        return column
