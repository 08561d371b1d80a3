"""Plain words and JSON for what the sheet and the settlement hold (no rich, no I/O).

`render.py` lays these out for a terminal; `--json` prints the dicts built here.
"""
from __future__ import annotations

from decimal import Decimal

from typing import TYPE_CHECKING

from .model import Adjustment, AllPass, Deal, Entry, Event, Misdeal, Reason, Seat, Session
from .notation import format_contract, format_coronet
from .rules.presets import modifications

if TYPE_CHECKING:
    from .rotation import Lineup
    from .settlement import Settlement
    from .sheet import Record, Rubber, Sheet

SHEET_FORMAT = "vintscore-sheet"
SETTLEMENT_FORMAT = "vintscore-settlement"
LOG_FORMAT = "vintscore-log"
JSON_SCHEMA_VERSION = 1


def safe(text: str) -> str:
    """Text from a file as the terminal should show it: control characters as escapes.

    Names cannot hold them, but a note or reason edited by hand might; printed raw they
    would move the cursor or clear the screen instead of showing.
    """
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() or not _control(ch) else repr(ch)[1:-1] for ch in text)


def _control(ch: str) -> bool:
    import unicodedata
    return unicodedata.category(ch) == "Cc"


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
        if event.partner:
            parts.append(f"partner {event.partner}")
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
    elif isinstance(event, Seat):
        parts = []
        if event.pairs:
            parts.append("next rubber " + " against ".join("+".join(p) for p in event.pairs))
        parts += [f"{new} for {old}" for old, new in event.replace]
        parts += [f"{p} joins" for p in event.join] + [f"{p} leaves" for p in event.leave]
        text = "seat: " + ", ".join(parts)
    else:  # pragma: no cover
        text = repr(event)
    if event.note:
        note = event.note if len(event.note) <= NOTE_SHOWN else (
            f"{event.note[:NOTE_SHOWN]}… ({len(event.note) - NOTE_SHOWN} more characters)")
        text += f" — {note}"
    return safe(text)


NOTE_SHOWN = 200  # characters of a note the log shows; the file keeps it whole


def entry_label(entry: Entry) -> str:
    """The words beside an amount on the sheet: 'undertricks, 2 down', 'small slam', 'game 1'."""
    r, detail = entry.reason, entry.detail
    if entry.below:
        return f"({safe(detail)})" if detail and r is not Reason.TRICKS else ""
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
        return f"adjustment: {safe(detail)}"
    if r is Reason.HONOURS:
        return detail or r.value  # "3 honours + 2 aces, odd trick" says it is honours
    return f"{r.value}: {detail}" if detail else r.value


def entry_text(entry: Entry) -> str:
    """One entry in running words: '180 below', '6000 undertricks (2 down)', '100 game 1'."""
    r, detail = entry.reason, entry.detail
    if entry.below:
        extra = f" ({r.value}: {safe(detail)})" if r is Reason.ADJUSTMENT else ""
        return f"{entry.amount} below{extra}"
    if r in (Reason.SLAM, Reason.BID_SLAM, Reason.FAILED_SLAM, Reason.GAME):
        return f"{entry.amount} {entry_label(entry)}"
    return f"{entry.amount} {r.value}" + (f" ({safe(detail)})" if detail else "")


def describe_record(record: Record, rubber: Rubber | None) -> str:
    """What an event wrote for whom, in one line: 'Anna & Vera: 180 below, 1000 honours; …'."""
    if record.event.void:
        return "void"
    if record.news:
        return "; ".join(record.news)
    if rubber is None:
        return "nothing written"
    sides = []
    for c in rubber.columns:
        mine = [entry_text(e) for e in record.entries if e.side == c]
        if mine:
            sides.append(f"{rubber.name(c)}: " + ", ".join(mine))
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
            won = [sum(1 for g in rubber.games[:e.game] if c in g.winners) for c in rubber.columns]
            news.append(f"{rubber.name(e.side)} won game {e.game} "
                        f"(games {'–'.join(map(str, won))}).")
        elif e.reason is Reason.RUBBER:
            news.append(f"{rubber.name(e.side)} won rubber {rubber.number}.")
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
    for c in rubber.columns:
        above = [{"event": e.event, "amount": e.amount, "reason": e.reason.value,
                  "detail": e.detail} for e in rubber.above(c)]
        below = [[{"event": e.event, "amount": e.amount} for e in rubber.below(c, g.number)]
                 for g in rubber.games]
        sides.append({"players": list(rubber.lineup.columns[c]), "games": rubber.games_won(c),
                      "total": rubber.total(c), "above": above, "below": below})
    return {"number": rubber.number, "finished": rubber.finished, "x": rubber.x,
            "out": list(rubber.out), "sides": sides}


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
    rubbers = {r.number: r for r in sheet.rubbers}
    return {
        "format": LOG_FORMAT,
        "schema_version": JSON_SCHEMA_VERSION,
        "session": session_name,
        "events": [
            {"number": rec.number, "kind": rec.event.kind.value, "void": rec.event.void,
             "rubber": rec.rubber or None, "text": describe_event(rec.event),
             "x": rec.x,
             "wrote": [{"players": list(rubbers[rec.rubber].lineup.columns[e.side]),
                        "amount": e.amount, "reason": e.reason.value, "below": e.below}
                       for e in rec.entries]}
            for rec in sheet.records
        ],
    }


def deal_outcome(record: Record) -> str:
    """'made', '2 down' — what the declarers did (V4), for the line after `vint deal`."""
    for e in record.entries:
        if e.reason is Reason.UNDERTRICKS:
            return e.detail
    return "made"


def lineup_text(lineup: Lineup, number: int) -> str:
    """'Rubber 2: Anna & Vera against Boris & Gleb; Dmitri sits out.' (V12)."""
    if all(len(c) == 1 for c in lineup.columns):  # V12: individual records
        return f"Rubber {number}: {', '.join(c[0] for c in lineup.columns)}, each in a column."
    text = f"rubber {number}: " + " against ".join(" & ".join(c) for c in lineup.columns)
    if lineup.out:
        text += f"; {', '.join(lineup.out)} sit{'s' if len(lineup.out) == 1 else ''} out"
    return text[0].upper() + text[1:] + "."


def rotation_rows(sheet: Sheet) -> list[dict]:
    """V12: the rubbers played and those the plan holds until the end of its cycle.

    Each row: the rubber's number, its columns and sit-outs, and its status: 'done',
    'playing', 'next' or 'planned'. Played rubbers show how they were really seated.
    """
    rows = []
    for r in sheet.rubbers:
        rows.append({"rubber": r.number, "columns": [r.name(c) for c in r.columns],
                     "out": list(r.out), "status": "done" if r.finished else "playing"})
    start = len(sheet.rubbers) + 1
    for n in range(start, max(start, sheet.cycle_end(max(start, sheet.plan_start))) + 1):
        lineup = sheet.upcoming if n == start else sheet.planned(n)
        rows.append({"rubber": n, "columns": [" & ".join(c) for c in lineup.columns],
                     "out": list(lineup.out), "status": "next" if n == start else "planned"})
    return rows


def rotation_json(sheet: Sheet, settlement: Settlement, session_name: str) -> dict:
    """`vint rotation --json`: the plan and the running table of V12."""
    return {
        "format": "vintscore-rotation",
        "schema_version": JSON_SCHEMA_VERSION,
        "session": session_name,
        "table": sheet.table.value,
        "players": list(sheet.roster),
        "plan": rotation_rows(sheet),
        "running": [{"rubber": r.number, "finished": r.finished,
                     "result": {p: dict(r.result).get(p, 0) for p in sheet.players}}
                    for r in settlement.rubbers],
        "totals": dict(settlement.points),
    }
