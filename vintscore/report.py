"""Plain words and JSON for what the sheet and the settlement hold (no rich, no I/O).

`render.py` lays these out for a terminal; `--json` prints the dicts built here.
"""
from __future__ import annotations

from decimal import Decimal

from .model import Adjustment, AllPass, Deal, Entry, Event, Misdeal, Reason, Seating, Session
from .notation import format_contract, format_coronet
from .rules.presets import modifications
from .settlement import Settlement
from .sheet import Record, Rubber, Sheet

SHEET_FORMAT = "vintscore-sheet"
SETTLEMENT_FORMAT = "vintscore-settlement"
LOG_FORMAT = "vintscore-log"
JSON_SCHEMA_VERSION = 1


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points)


def money_text(amount: Decimal) -> str:
    """Money to the cent for display (V11: exact values stay in --json)."""
    cents = amount.quantize(Decimal("0.01"))
    return f"+{cents}" if cents > 0 else str(cents if cents != 0 else Decimal("0.00"))


def money_json(amount: Decimal) -> str:
    """Money as an exact decimal string with at least two decimals ("134.00", "0.125")."""
    if amount == amount.quantize(Decimal("0.01")):
        return str(amount.quantize(Decimal("0.01")))
    return str(amount.normalize())


def rules_text(session: Session) -> str:
    """'classic' or 'classic, modified: game_bonus=1000' (DESIGN.md, the session file)."""
    changed = modifications(session.rules)
    if not changed:
        return session.rules.preset
    shown = ", ".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in changed)
    return f"{session.rules.preset}, modified: {shown}"


def describe_event(event: Event) -> str:
    """One line for the log: what the scorekeeper entered."""
    if isinstance(event, Deal):
        parts = [f"{format_contract(event.contract, symbols=True)} by {event.declarer}, "
                 f"{event.tricks} trick{'s' if event.tricks != 1 else ''}"]
        if event.honours is not None:
            parts.append(f"honours {event.honours}")
        if event.aces is not None:
            parts.append(f"aces {event.aces}")
        parts += [f"coronet {format_coronet(k)}" for k in event.coronets]
        parts += [f"revoke {p}" for p in event.revokes]
        if event.first:
            parts.append(f"first {event.first}")
        text = "deal " + ", ".join(parts)
    elif isinstance(event, AllPass):
        text = "all pass"
        if event.player is not None:
            text += f", played: {event.player}'s side took {event.tricks}"
    elif isinstance(event, Adjustment):
        where = "below" if event.below else "above"
        text = f"adjustment {signed(event.amount)} {where} for {event.player}'s side: {event.reason}"
    elif isinstance(event, Misdeal):
        text = f"misdeal: the dealer {event.player} held 14 cards"
    else:  # pragma: no cover
        text = repr(event)
    if event.note:
        text += f" — {event.note}"
    return text


def entry_label(entry: Entry) -> str:
    """The words beside an amount on the sheet: 'undertricks, 2 down', 'small slam', 'game 1'."""
    r, detail = entry.reason, entry.detail
    if entry.below:
        return f"({detail})" if detail and r is not Reason.TRICKS else ""
    if r in (Reason.SLAM,):
        return f"{detail} slam"
    if r in (Reason.BID_SLAM, Reason.FAILED_SLAM):
        return f"{'bid' if r is Reason.BID_SLAM else 'failed'} {detail} slam"
    if r is Reason.GAME:
        return detail
    if r is Reason.X:
        return f"X premium ({detail})"
    if r in (Reason.UNDERTRICKS, Reason.OVERTRICKS):
        return f"{r.value}, {detail}"
    if r is Reason.ADJUSTMENT:
        return f"adjustment: {detail}"
    if r is Reason.HONOURS:
        return detail or r.value  # "3 honours + 2 aces, odd trick" says it is honours
    return f"{r.value}: {detail}" if detail else r.value


def entry_text(entry: Entry) -> str:
    """One entry in running words: '180 below', '6000 undertricks (2 down)', '100 game 1'."""
    r, detail = entry.reason, entry.detail
    if entry.below:
        extra = f" ({r.value}: {detail})" if r is Reason.ADJUSTMENT else ""
        return f"{entry.amount} below{extra}"
    if r in (Reason.SLAM, Reason.BID_SLAM, Reason.FAILED_SLAM, Reason.GAME):
        return f"{entry.amount} {entry_label(entry)}"
    return f"{entry.amount} {r.value}" + (f" ({detail})" if detail else "")


def describe_record(record: Record, seating: Seating) -> str:
    """What an event wrote for whom, in one line: 'Anna & Vera: 180 below, 1000 honours; …'."""
    if not record.rubber:
        return "void"
    sides = []
    for s in (0, 1):
        mine = [entry_text(e) for e in record.entries if e.side == s]
        if mine:
            sides.append(f"{seating.name(s)}: " + ", ".join(mine))
    text = "; ".join(sides) or "nothing written"
    if record.x:
        x = f"an X in rubber {record.rubber} (V9)"
        text = x if not sides else f"{text}; {x}"
    return text


def game_news(record: Record, rubber: Rubber) -> list[str]:
    """Sentences for games and the rubber an event finished (V8)."""
    news = []
    for e in record.entries:
        if e.reason is Reason.GAME:
            won = sum(1 for g in rubber.games[:e.game] if g.winner == e.side)
            other = sum(1 for g in rubber.games[:e.game] if g.winner == 1 - e.side)
            news.append(f"{rubber.seating.name(e.side)} won game {e.game} "
                        f"(games {won}–{other}).")
        elif e.reason is Reason.RUBBER:
            news.append(f"{rubber.seating.name(e.side)} won rubber {rubber.number}.")
    return news


def sheet_json(sheet: Sheet, session_name: str) -> dict:
    """`vint sheet --json` (DESIGN.md): stable keys, integer points."""
    return {
        "format": SHEET_FORMAT,
        "schema_version": JSON_SCHEMA_VERSION,
        "session": session_name,
        "rubbers": [_rubber_json(r) for r in sheet.rubbers],
    }


def _rubber_json(rubber: Rubber) -> dict:
    sides = []
    for s in (0, 1):
        above = [{"event": e.event, "amount": e.amount, "reason": e.reason.value,
                  "detail": e.detail} for e in rubber.above(s)]
        below = [[{"event": e.event, "amount": e.amount} for e in rubber.below(s, g.number)]
                 for g in rubber.games]
        sides.append({"players": list(rubber.seating.sides[s]), "games": rubber.games_won(s),
                      "total": rubber.total(s), "above": above, "below": below})
    return {"number": rubber.number, "finished": rubber.finished, "x": rubber.x, "sides": sides}


def settlement_json(settlement: Settlement, session_name: str) -> dict:
    """`vint settle --json` (DESIGN.md): points per player summing to zero, money as strings."""
    return {
        "format": SETTLEMENT_FORMAT,
        "schema_version": JSON_SCHEMA_VERSION,
        "session": session_name,
        "stake": money_json(settlement.stake),
        "players": dict(settlement.points),
        "money": {p: money_json(m) for p, m in settlement.money},
        "rubbers": [
            {"number": r.number, "finished": r.finished,
             "sides": [{"players": list(s.players), "total": s.total, "games": s.games}
                       for s in r.sides],
             "result": dict(r.result)}
            for r in settlement.rubbers
        ],
    }


def log_json(sheet: Sheet, session_name: str) -> dict:
    """`vint log --json`: every event with what it wrote."""
    seatings = {r.number: r.seating for r in sheet.rubbers}
    return {
        "format": LOG_FORMAT,
        "schema_version": JSON_SCHEMA_VERSION,
        "session": session_name,
        "events": [
            {"number": rec.number, "kind": rec.event.kind.value, "void": rec.event.void,
             "rubber": rec.rubber or None, "text": describe_event(rec.event),
             "x": rec.x,
             "wrote": [{"players": list(seatings[rec.rubber].sides[e.side]), "amount": e.amount,
                        "reason": e.reason.value, "below": e.below} for e in rec.entries]
             if rec.rubber else []}
            for rec in sheet.records
        ],
    }


def deal_outcome(record: Record) -> str:
    """'made', '2 down' — what the declarers did (V4), for the line after `vint deal`."""
    for e in record.entries:
        if e.reason is Reason.UNDERTRICKS:
            return e.detail
    return "made"
