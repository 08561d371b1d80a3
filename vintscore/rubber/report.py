"""The JSON of a sheet of rubbers (docs/contract.md, "vintscore-sheet" and
"vintscore-settlement"): what every game of rubbers says alike of its rubbers, their
sides' entries above and below the line, its dealers and its settlement. A game adds its
own keys where it has more to say (Vint's X and those sitting out; bridge's vulnerability
and part-scores) and names its list of rubbers ("rubbers"; bridge's "chicagos"); and the
words every such game says alike of what an event wrote and of a seat change. Pure.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..display import json_head
from ..glossary import Msg, say
from ..money import money_json
from ..names import Hands
from ..payments import payments_keys
from .events import Seat
from .settlement import RubberResult, Settlement
from .sheet import Entry, Record, Rubber, Sheet

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


# -- in words (the log, the line after an entry) ---------------------------------------------

def written_text(record: Record, rubber: Rubber | None, lang: str,
                 entry_text: Callable[[Entry], str], also: Sequence[str] = ()) -> str:
    """What an event wrote for whom, in one line: 'Anna & Vera: 120 below, 30 overtricks;
    Boris & Gleb: …', then what else the game says of it (`also`: Vint's X, V9); a seat
    change says what it did."""
    if record.event.void:
        return say(Msg("report.void"), lang)
    if record.news:
        return "; ".join(say(n, lang) for n in record.news)
    if rubber is None:
        return say(Msg("report.nothing_written"), lang)
    sides = []
    for c in rubber.columns:
        mine = [entry_text(e) for e in record.entries if e.side == c]
        if mine:
            sides.append(f"{say(rubber.name(c), lang)}: " + ", ".join(mine))
    return "; ".join([*sides, *also]) or say(Msg("report.nothing_written"), lang)


def seat_text(event: Seat, lang: str, words: str) -> str:
    """A seat change as entered (V12, B30), in the game's words (`words`: its keys' prefix,
    'vint.report'): 'seat: next rubber Anna & Gleb against Boris & Vera, Oleg for Boris'."""
    listed = say(Msg(f"{words}.list"), lang)
    parts = []
    if event.pairs:
        parts.append(Msg(f"{words}.seat.pairs", pairs=say(Msg(f"{words}.against"), lang).join(
            say(Hands(p), lang) for p in event.pairs)))
    parts += [Msg(f"{words}.seat.replace", old=old, new=new) for old, new in event.replace]
    parts += [Msg(f"{words}.seat.join", player=p) for p in event.join]
    parts += [Msg(f"{words}.seat.leave", player=p) for p in event.leave]
    return say(Msg(f"{words}.seat", parts=listed.join(say(p, lang) for p in parts)), lang)


def rescore_json(result: Any, name: str, now: list[dict[str, Any]],
                 then: list[dict[str, Any]]) -> dict[str, Any]:
    """`vint rescore --json`: each player now and under the other rules, and the rubbers
    (`now`, `then`: as the game's settlement JSON lists them under each)."""
    before, after = result.now, result.then
    then_points, then_money = dict(after.points), dict(after.money)
    return {
        "format": "vintscore-rescore", "schema_version": 1, "session": name,
        "from": result.opened.sheet.rules.preset, "to": result.rules.preset,
        "written": result.written is not None,
        "players": {p: {"now": v, "then": then_points.get(p, 0),
                        "money_now": money_json(m), "money_then": money_json(then_money[p])}
                    for (p, v), (_, m) in zip(before.points, before.money)},
        "now": now,
        "then": then,
    }
