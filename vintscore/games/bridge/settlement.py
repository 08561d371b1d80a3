"""Bridge's settlement (B32): the rubber machinery's (rubber/settlement.py), each rubber or
chicago won by its difference, exact or rounded to the hundred, and an unfinished rubber
closed by Law 80's premiums (B14); a chicago stopped early has none (B28)."""
from __future__ import annotations

from decimal import Decimal

from ...rubber import settlement as shared
from ...rubber.settlement import Settlement, finished, running
from ...rubber.sheet import Entry, Rubber
from ..base import Fold, Match
from . import scoring as bridge
from .model import BridgeRules
from .sheet import Sheet, check_events, chicago, replay


def law80(rubber: Rubber, rules: BridgeRules) -> tuple[Entry, ...]:
    """B14: what a rubber the table stopped writes at its end: 300 for the side that won
    its only game, 100 (or 50) for the side that alone has a part-score in the game in
    progress. A chicago stopped early writes nothing (B28)."""
    if chicago(rules) or rubber.finished:
        return ()
    games = (rubber.games_won(0), rubber.games_won(1))
    progress = rubber.games[-1]  # the game in progress (the fold's last, not yet won)
    partscores = (progress.below[0], progress.below[1]) if not progress.winners else (0, 0)
    return tuple(Entry(p.column, p.amount, p.reason, False, p.detail)
                 for p in bridge.unfinished(games, partscores, rules))


def settle(sheet: Sheet, stake: Decimal) -> Settlement:
    """B32: the session, rubber by rubber or chicago by chicago, then each player's points
    and money (the cents rounded once, payments.to_cents)."""
    rules = sheet.rules

    def rounded(results: list[int]) -> list[int]:
        return [bridge.rounded_difference(r, rules) for r in results]

    return shared.settle(sheet, stake, rounding=rounded,
                         closing=lambda rubber: law80(rubber, rules))


class BridgeFold(Fold[Sheet, Settlement]):
    """Bridge's sheet (sheet.py) and its settlement (B32, Law 80)."""

    replay = staticmethod(replay)
    check_events = staticmethod(check_events)
    settle = staticmethod(settle)
    running = staticmethod(running)
    finished = staticmethod(finished)

    def matches(self, sheet: Sheet, /) -> list[Match]:
        """Each finished rubber, or chicago (B20: four deals), as a match of its sides."""
        return shared.matches(sheet, "chicago" if chicago(sheet.rules) else "rubber")
