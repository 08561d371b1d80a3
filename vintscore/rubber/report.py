"""The JSON of a sheet of rubbers (docs/contract.md, "vintscore-sheet" and
"vintscore-settlement"): what every game of rubbers says alike of its rubbers, their
sides' entries above and below the line, its dealers and its settlement. A game adds its
own keys where it has more to say (Vint's X and those sitting out; bridge's vulnerability
and part-scores) and names its list of rubbers ("rubbers"; bridge's "chicagos"). Pure.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..display import json_head
from ..money import money_json
from ..payments import payments_keys
from .fold import Rubber, Sheet
from .settlement import RubberResult, Settlement

SHEET_FORMAT = "vintscore-sheet"
SETTLEMENT_FORMAT = "vintscore-settlement"


def above_json(rubber: Rubber, column: int) -> list[dict[str, Any]]:
    """A column's entries above the line: event, amount, reason, the detail in words."""
    return [{"event": e.event, "amount": e.amount, "reason": e.reason.value,
             "detail": str(e.detail)} for e in rubber.above(column)]


def below_json(rubber: Rubber, column: int) -> list[list[dict[str, Any]]]:
    """A column's trick points below the line, a list a game."""
    return [[{"event": e.event, "amount": e.amount} for e in rubber.below(column, g.number)]
            for g in rubber.games]


def side_json(rubber: Rubber, column: int, *, games: int | None = None,
              extra: Mapping[str, Any] | None = None,
              below: list[Any] | None = None) -> dict[str, Any]:
    """One column of a rubber: its players, games, the game's own keys, total, above and
    below (a game may count its games and lay out its below otherwise)."""
    return {"players": list(rubber.lineup.columns[column]),
            "games": rubber.games_won(column) if games is None else games,
            **(extra or {}), "total": rubber.total(column), "above": above_json(rubber, column),
            "below": below_json(rubber, column) if below is None else below}


def rubber_json(rubber: Rubber, sides: list[dict[str, Any]],
                extra: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """One rubber: its number, whether it is over, the game's own keys, its sides."""
    return {"number": rubber.number, "finished": rubber.finished, **(extra or {}),
            "sides": sides}


def sheet_json(sheet: Sheet[Any], session_name: str, key: str,
               rubbers: list[dict[str, Any]]) -> dict[str, Any]:
    """`vint sheet --json`: the rubbers under `key`, who dealt each hand of them, who deals
    next (dealing.py)."""
    shown = {r.number for r in sheet.rubbers}
    return {
        **json_head(SHEET_FORMAT, session_name),
        key: rubbers,
        "dealers": [{"event": rec.number, "rubber": rec.rubber, "dealer": rec.dealer}
                    for rec in sheet.records if rec.dealer is not None and rec.rubber in shown],
        "next_dealer": sheet.next_dealer,
    }


def settlement_json(settlement: Settlement, session_name: str, key: str = "rubbers",
                    extra: Any = None) -> dict[str, Any]:
    """`vint settle --json`: points per player summing to zero, money exact and in cents,
    the payments, and each rubber's sides and result (`extra(result)`: a game's own keys of
    a rubber)."""
    def rubber(r: RubberResult) -> dict[str, Any]:
        return {"number": r.number, "finished": r.finished,
                "sides": [{"players": list(s.players), "total": s.total, "games": s.games}
                          for s in r.sides],
                "result": dict(r.result), **(extra(r) if extra is not None else {})}

    return {
        **json_head(SETTLEMENT_FORMAT, session_name),
        "stake": money_json(settlement.stake),
        "players": dict(settlement.points),
        "money": {p: money_json(m) for p, m in settlement.money},  # exact
        **payments_keys(settlement.cents, settlement.cents_rounded),  # money_cents, payments
        key: [rubber(r) for r in settlement.rubbers],
    }
