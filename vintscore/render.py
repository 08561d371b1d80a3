"""The sheet, the settlement and the log as rich renderables, laid out like the paper.

User text (names, notes, reasons) always goes in as `Text`, never as markup.
rich is imported here only, and this module only by the commands that draw.
"""
from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from .model import Entry, Session
from .report import describe_event, describe_record, entry_label, money_text, rules_text, signed
from .settlement import Settlement
from .sheet import Rubber, Sheet


def sheet(sheet: Sheet, session: Session, *, only: int | None = None) -> RenderableType:
    """Every rubber of the session (or only rubber `only`), above and below the line."""
    if not sheet.rubbers:
        return Text(f"No deals yet. Enter one, e.g.: vint deal 2H {session.players[0]} 8 -h 3 -a 2")
    rubbers = [r for r in sheet.rubbers if only is None or r.number == only]
    parts: list[RenderableType] = []
    for r in rubbers:
        parts.append(rubber(r, session))
    return Group(*parts)


def _title(r: Rubber, session: Session) -> Text:
    title = Text(f"Rubber {r.number}", style="bold")
    title.append(f" · {rules_text(session)}")
    if r.finished:
        title.append(" · won by ")
        title.append(r.seating.name(r.winner))
        title.append(f" {r.games_won(r.winner)}–{r.games_won(1 - r.winner)}")
    else:
        title.append(" · unfinished", style="yellow")
    if r.x:
        title.append(" · " + " ".join("X" * r.x), style="bold")
    return title


def _cell(entries: list[Entry], width: int) -> Text:
    text = Text()
    for i, e in enumerate(entries):
        if i:
            text.append("\n")
        text.append(f"{e.amount:>{width}}")
        label = entry_label(e)
        if label:
            text.append(f" {label}", style="dim" if e.below else "")
    return text


def rubber(r: Rubber, session: Session) -> RenderableType:
    """One rubber as on paper: honours column above the line, trick points below, per game."""
    totals = [r.total(s) for s in (0, 1)]
    width = max([len(str(e.amount)) for e in r.entries] + [len(str(t)) for t in totals])
    table = Table(box=box.MINIMAL, show_edge=False, title=_title(r, session), title_justify="left",
                  pad_edge=False, expand=True)
    table.add_column("#", justify="right", style="dim", no_wrap=True)
    for s in (0, 1):
        table.add_column(Text(r.seating.name(s), style="bold"), overflow="fold", ratio=1)
    above_events = sorted({e.event for e in r.entries if not e.below})
    for n in above_events:
        cells = [_cell([e for e in r.above(s) if e.event == n], width) for s in (0, 1)]
        table.add_row(str(n), *cells)
    if not above_events:
        table.add_row("", Text("(nothing above yet)", style="dim"), "")
    table.rows[-1].end_section = True  # the line
    for g in r.games:
        below_events = sorted({e.event for s in (0, 1) for e in r.below(s, g.number)})
        for n in below_events:
            table.add_row(str(n), *[_cell([e for e in r.below(s, g.number) if e.event == n], width)
                                    for s in (0, 1)])
        if g.winner is not None:
            marks = [Text(f"{'─' * 3} game {g.number} {'─' * 3}", style="bold") if s == g.winner
                     else Text("") for s in (0, 1)]
            table.add_row("", *marks, end_section=True)
        elif below_events:
            table.rows[-1].end_section = True
        else:
            table.add_row("", Text(f"game {g.number}: nothing below yet", style="dim"), "",
                          end_section=True)
    table.add_row(Text("games", style="dim"), *[Text(f"{r.games_won(s):>{width}}") for s in (0, 1)])
    table.add_row(Text("total", style="dim"), *[Text(f"{t:>{width}}", style="bold") for t in totals])
    diff = totals[0] - totals[1]
    label = "result" if r.finished else "so far"
    table.add_row(Text(label, style="dim"), Text(f"{signed(diff):>{width + 1}}"),
                  Text(f"{signed(-diff):>{width + 1}}"))
    return table


def settlement(result: Settlement, session: Session, width: int = 80) -> RenderableType:
    """Each rubber's result and each player's points and money (V11).

    A row per rubber and a column per player when the names fit the width; else a line
    per rubber and a row per player, so no number is ever cut.
    """
    if not result.rubbers:
        return Text("No deals yet: nothing to settle.")
    parts: list[RenderableType] = [_settlement_matrix(result, width) or _settlement_list(result)]
    if any(not r.finished for r in result.rubbers):
        parts.append(Text("* unfinished: settled on what is written so far, without rubber "
                          "bonus or X premiums (V11).", style="dim"))
    return Group(*parts)


def _score(r) -> str:
    a, b = r.sides
    return f"{a.total} – {b.total} (games {a.games}–{b.games})"


def _settlement_matrix(result: Settlement, width: int) -> RenderableType | None:
    players = [p for p, _ in result.points]
    money = dict(result.money)
    cells = {p: [signed(dict(r.result).get(p, 0)) for r in result.rubbers]
             + [signed(v), money_text(money[p])] for p, v in result.points}
    seatings = {r.sides[0].players + r.sides[1].players for r in result.rubbers}
    first = result.rubbers[0].sides
    score_head = (f"{' & '.join(first[0].players)} – {' & '.join(first[1].players)}"
                  if len(seatings) == 1 else "score")
    score_width = max(len(_score(r)) for r in result.rubbers)
    needed = 7 + 3 + min(score_width, len(score_head)) + sum(
        max(len(p), *(len(c) for c in cells[p])) + 3 for p in players)
    if needed > width:
        return None
    table = Table(box=box.MINIMAL, show_edge=False, pad_edge=False,
                  title=Text("Settlement", style="bold"), title_justify="left")
    table.add_column("rubber", justify="right", no_wrap=True)
    table.add_column(Text(score_head), overflow="fold")
    for p in players:
        table.add_column(Text(p), justify="right", no_wrap=True)
    for i, r in enumerate(result.rubbers):
        score = Text(_score(r))
        if len(seatings) > 1:
            score = Text(f"{' & '.join(r.sides[0].players)} – {' & '.join(r.sides[1].players)}: "
                         + _score(r))
        table.add_row(f"{r.number}{'' if r.finished else '*'}", score,
                      *[cells[p][i] for p in players], end_section=i == len(result.rubbers) - 1)
    n = len(result.rubbers)
    table.add_row(Text("points", style="bold"), "", *[Text(cells[p][n], style="bold")
                                                     for p in players])
    table.add_row(Text("money", style="bold"), Text(f"at {result.stake} per 100 points"),
                  *[cells[p][n + 1] for p in players])
    return table


def _settlement_list(result: Settlement) -> RenderableType:
    lines = Text()
    lines.append("Settlement", style="bold")
    for r in result.rubbers:
        a, b = r.sides
        d = dict(r.result)[a.players[0]]
        lines.append(f"\nRubber {r.number}{'' if r.finished else '*'}: ")
        lines.append(f"{' & '.join(a.players)} {a.total} – {b.total} {' & '.join(b.players)}, "
                     f"games {a.games}–{b.games}: {' & '.join(a.players)} {signed(d)}")
    players = Table(box=box.MINIMAL, show_edge=False, pad_edge=False)
    players.add_column("player", overflow="fold")
    players.add_column("points", justify="right", no_wrap=True)
    players.add_column(f"money at {result.stake} per 100", justify="right", no_wrap=True)
    money = dict(result.money)
    for p, points in result.points:
        players.add_row(Text(p), signed(points), money_text(money[p]))
    return Group(lines, players)


def log(sheet: Sheet) -> RenderableType:
    """Every event in file order, with what it wrote; voided ones marked."""
    seatings = {r.number: r.seating for r in sheet.rubbers}
    table = Table(box=box.MINIMAL, show_edge=False, pad_edge=False)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column("rubber", justify="right", no_wrap=True)
    table.add_column("event", overflow="fold")
    table.add_column("wrote", overflow="fold")
    if not sheet.records:
        return Text("No events yet.")
    for rec in sheet.records:
        if not rec.rubber:
            table.add_row(str(rec.number), "", Text(describe_event(rec.event), style="strike dim"),
                          Text("void", style="yellow"))
            continue
        table.add_row(str(rec.number), str(rec.rubber), Text(describe_event(rec.event)),
                      Text(describe_record(rec, seatings[rec.rubber])))
    return table
