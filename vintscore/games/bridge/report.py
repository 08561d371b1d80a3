"""Bridge's sheet and settlement as JSON (issue 22's script contract; docs/contract.md):
`rubbers` in rubber bridge, `chicagos` in Chicago, each side with its vulnerability and its
part-score toward the game in progress (B10–B12, B20–B24); a chicago's deals with their
number, dealer and who was vulnerable (B20–B22); the settlement with Law 80's premiums
(B14) and each block's total after them (B32). Pure: built on rubber/report.py."""
from __future__ import annotations

from typing import Any

from ...rubber import report as shared
from ...rubber.fold import Rubber
from ...rubber.settlement import RubberResult, Settlement
from .model import BridgeRules
from .sheet import Sheet, chicago, games_won, partscore, vulnerable_now


def blocks_key(rules: BridgeRules) -> str:
    """What the JSON calls its rubbers: `rubbers`, or `chicagos` (B20)."""
    return "chicagos" if chicago(rules) else "rubbers"


def _block_json(sheet: Sheet, rubber: Rubber) -> dict[str, Any]:
    rules = sheet.rules
    vulnerable = vulnerable_now(rubber, rules, sheet.next_dealer)
    sides = []
    for c in rubber.columns:
        below = None
        if chicago(rules):  # B23: one column below the line for the four deals
            below = [{"event": e.event, "amount": e.amount}
                     for e in rubber.entries if e.side == c and e.below]
        sides.append(shared.side_json(
            rubber, c, games=games_won(rubber, c, rules), below=below,
            extra={"vulnerable": vulnerable[c], "partscore": partscore(rubber, c, rules)}))
    extra = {"out": list(rubber.out)}
    block = shared.rubber_json(rubber, sides, extra)
    if chicago(rules):
        block["deals"] = [_deal_json(rec, rubber) for rec in sheet.records
                          if rec.rubber == rubber.number and rec.facts is not None]
    return block


def _deal_json(record: Any, rubber: Rubber) -> dict[str, Any]:
    """A chicago's event: its deal 1–4 (None for a pass-out, B22), its dealer, and the
    players of the sides vulnerable on it (B21)."""
    facts = record.facts
    return {"event": record.number, "deal": facts.deal, "dealer": record.dealer,
            "vulnerable": [p for c in rubber.columns if facts.vulnerable[c]
                           for p in rubber.lineup.columns[c]]}


def sheet_json(sheet: Sheet, session_name: str) -> dict[str, Any]:
    """`vint sheet --json` of a bridge session."""
    return shared.sheet_json(sheet, session_name, blocks_key(sheet.rules),
                             [_block_json(sheet, r) for r in sheet.rubbers])


def settlement_json(settlement: Settlement, rules: BridgeRules,
                    session_name: str) -> dict[str, Any]:
    """`vint settle --json` of a bridge session: players' points with Law 80 included, each
    block's sides with their totals after it, and its premiums listed (B14)."""
    def law80(r: RubberResult) -> dict[str, Any]:
        return {"law80": [{"players": list(r.sides[e.side].players), "amount": e.amount,
                           "reason": e.reason.value} for e in r.closing]}

    return shared.settlement_json(settlement, session_name, blocks_key(rules), law80)
