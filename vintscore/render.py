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


def settlement(result: Settlement, session: Session) -> RenderableType:
    """A row per rubber and a column per player (V11), then each player's points and money."""
    seatings = {r.sides[0].players + r.sides[1].players for r in result.rubbers}
    same_sides = len(seatings) == 1
    first = result.rubbers[0].sides if result.rubbers else None
    score_head = (f"{' & '.join(first[0].players)} – {' & '.join(first[1].players)}"
                  if first and same_sides else "score")
    table = Table(box=box.MINIMAL, show_edge=False, pad_edge=False,
                  title=Text("Settlement", style="bold"), title_justify="left")
    table.add_column("rubber", justify="right", no_wrap=True)
    table.add_column(Text(score_head), overflow="fold")
    players = [p for p, _ in result.points]
    for p in players:
        table.add_column(Text(p), justify="right", no_wrap=True)
    for r in result.rubbers:
        sides = r.sides
        score = Text(f"{sides[0].total}–{sides[1].total} (games {sides[0].games}–{sides[1].games})")
        if not same_sides:
            score = Text(f"{' & '.join(sides[0].players)} {sides[0].total} – "
                         f"{sides[1].total} {' & '.join(sides[1].players)}")
        points = dict(r.result)
        mark = "" if r.finished else "*"
        table.add_row(f"{r.number}{mark}", score,
                      *[signed(points[p]) if p in points else "0" for p in players],
                      end_section=r is result.rubbers[-1])
    table.add_row(Text("points", style="bold"), "", *[Text(signed(v), style="bold")
                                                     for _, v in result.points])
    table.add_row(Text("money", style="bold"), Text(f"at {result.stake} per 100 points"),
                  *[money_text(m) for _, m in result.money])
    parts: list[RenderableType] = [table]
    if any(not r.finished for r in result.rubbers):
        parts.append(Text("* unfinished: settled on what is written so far, without rubber "
                          "bonus or X premiums (V11).", style="dim"))
    if not result.rubbers:
        parts = [Text("No deals yet: nothing to settle.")]
    return Group(*parts)


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
