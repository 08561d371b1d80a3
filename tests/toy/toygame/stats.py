"""Tricks' part of `vint stats`: per player, the matches played and won and the money."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from vintscore.games.base import Stats
from vintscore.money import money_json
from vintscore.payments import amounts
from vintscore.text import fold


@dataclass(frozen=True)
class SessionFigures:
    """What one session counts, per player: (matches finished, won, money)."""

    name: str
    created: Any
    players: tuple[str, ...]
    lines: tuple[tuple[str, int, int, Decimal], ...]


@dataclass(frozen=True)
class Row:
    """A player over the sessions."""

    player: str
    matches: int
    won: int
    money: Decimal


@dataclass(frozen=True)
class Figures:
    """Every player's row (`sessions`: the sessions counted)."""

    sessions: int
    players: tuple[Row, ...]


class TricksStats(Stats):
    def figures(self, session: Any, /, name: str = "") -> SessionFigures:
        from .fold import replay, settle
        sheet = replay(session)
        settled = settle(sheet, session.stake)
        finished = sum(m.winner is not None for m in sheet.matches)
        money = amounts(settled.cents)
        return SessionFigures(name, session.created, sheet.players,
                              tuple((p, finished, n, money[p]) for p, n in settled.won))

    def combine(self, found: Sequence[SessionFigures], shown: dict[str, str],
                wanted: set[str] | None, /, same: Callable[[str], str] = fold) -> Figures:
        sums: dict[str, list[Any]] = {}
        for f in found:
            for p, matches, won, money in f.lines:
                line = sums.setdefault(same(p), [shown.get(same(p), p), 0, 0, Decimal(0)])
                line[1] += matches
                line[2] += won
                line[3] += money
        rows = tuple(Row(*line) for key, line in sorted(sums.items())
                     if line[1] and (wanted is None or key in wanted))
        return Figures(len(found), rows)

    def to_json(self, figures: Figures, /) -> dict[str, Any]:
        return {"sessions": figures.sessions,
                "players": {r.player: {"matches": r.matches, "won": r.won,
                                       "money": money_json(r.money)} for r in figures.players}}
