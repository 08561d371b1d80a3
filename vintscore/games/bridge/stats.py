"""Bridge's figures for `vint stats` (rubber/stats.py), with what is bridge's: its
settlement (B32, Law 80 for an unfinished rubber, B14), a rubber or chicago won by its
totals, not its games (B13, B20), a contract made when the declaring side took the tricks
it bid (B1), and the counts bridge players keep: slams bid and made (B5), doubled
contracts made and defeated (B2).

Pure: a session in, its figures out; the sums are exact (int points, Decimal money).
"""
from __future__ import annotations

from ...rubber.settlement import Settlement
from ...rubber.sheet import Record, Rubber
from ...rubber.stats import Contract, RubberStats
from ...session import AnySession
from .model import BridgeDeal, Doubling
from .settlement import settle
from .sheet import Sheet, replay


class BridgeStats(RubberStats):
    """Bridge's figures over many evenings: players and partnerships."""

    counts = ("slams_bid", "slams_made", "doubled_made", "doubled_defeated")

    def sheet_of(self, session: AnySession, /) -> tuple[Sheet, Settlement]:
        sheet = replay(session)
        return sheet, settle(sheet, session.stake)

    def outcome(self, rubber: Rubber, column: int, /) -> int:
        """B13, B20: a finished rubber or chicago is won by the side with the larger total
        (which may have won one game only); equal totals: nobody won (B32)."""
        if not rubber.finished:
            return 0
        difference = rubber.total(column) - rubber.total(1 - column)
        return (difference > 0) - (difference < 0)

    def contract(self, record: Record, /) -> Contract | None:
        deal = record.event
        if not isinstance(deal, BridgeDeal):
            return None
        c = deal.contract
        made = deal.tricks >= c.tricks_needed  # B1
        slam = c.level >= 6  # B5
        doubled = c.doubling is not Doubling.NONE  # B2
        return Contract(deal.declarer, made,
                        (int(slam), int(slam and made), int(doubled and made),
                         int(doubled and not made)))
