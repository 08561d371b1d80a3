"""`vint stats` of a sheet of running totals: per player, the rounds he finished and won,
the marks the game counts in every deal, finished or not (Thousand's bolts, barrels and
falls: its `counted`), and the money."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from ..games.base import Stats
from ..money import money_json
from ..payments import amounts
from ..text import casefolded


@dataclass(frozen=True)
class SessionFigures:
    """What one session counts: each player's (rounds finished, won, counts, money)."""

    name: str
    created: Any
    players: tuple[str, ...]
    lines: tuple[tuple[str, int, int, tuple[int, ...], Decimal], ...]


@dataclass(frozen=True)
class TallyRow:
    """A player over the sessions."""

    player: str
    played: int
    won: int
    counts: tuple[int, ...]
    money: Decimal


@dataclass(frozen=True)
class TallyFigures:
    """Every player's row (`sessions`: the sessions counted), and the marks counted."""

    sessions: int
    counted: tuple[str, ...]
    players: tuple[TallyRow, ...]


class TallyStats(Stats):
    """The figures; `counted`: the kinds of marks counted per player, in its columns."""

    counted: tuple[str, ...] = ()

    def figures(self, session: Any, /, name: str = "") -> SessionFigures:
        assert self.game is not None, "figures are made by their game (Game.roles)"
        fold_ = self.game.fold
        sheet = fold_.replay(session)
        settled = fold_.settle(sheet, session.stake)
        finished = sum(r.winner is not None for r in sheet.rounds)
        money = amounts(settled.cents)
        counts = {p: [0] * len(self.counted) for p in sheet.players}
        for line in sheet.records:
            for m in line.marks:
                if m.kind in self.counted:
                    counts[m.player][self.counted.index(m.kind)] += 1
        return SessionFigures(name, session.created, sheet.players, tuple(
            (p, finished, n, tuple(counts[p]), money[p]) for p, n in settled.won))

    def combine(self, found: Sequence[SessionFigures], shown: dict[str, str],
                wanted: set[str] | None, /, same: Callable[[str], str] = casefolded) -> TallyFigures:
        sums: dict[str, list[Any]] = {}
        for f in found:
            for p, played, won, counts, money in f.lines:
                line = sums.setdefault(same(p), [shown.get(same(p), p), 0, 0,
                                                 [0] * len(self.counted), Decimal(0)])
                line[1] += played
                line[2] += won
                line[3] = [a + b for a, b in zip(line[3], counts, strict=True)]
                line[4] += money
        rows = tuple(TallyRow(name, played, won, tuple(counts), money)
                     for key, (name, played, won, counts, money) in sorted(sums.items())
                     # a player of unfinished rounds only is shown for the marks he got
                     if (played or any(counts)) and (wanted is None or key in wanted))
        return TallyFigures(len(found), self.counted, rows)

    def to_json(self, figures: TallyFigures, /) -> dict[str, Any]:
        return {"sessions": figures.sessions,
                "players": {r.player: {"played": r.played, "won": r.won,
                                       **dict(zip(figures.counted, r.counts, strict=True)),
                                       "money": money_json(r.money)}
                            for r in figures.players}}
