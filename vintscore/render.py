"""The sheet, the settlement and the log as rich renderables, laid out like the paper.

User text (names, notes, reasons) always goes in as `Text`, never as markup.
rich is imported here only, and this module only by the commands that draw.
"""
from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.cells import cell_len
from rich.text import Text

from typing import TYPE_CHECKING

from .report import (describe_event, describe_record, entry_label, money_text, rotation_rows,
                     rules_text, signed)

if TYPE_CHECKING:
    from .model import Entry, Session
    from .settlement import Settlement
    from .sheet import Rubber, Sheet


# `vint sheet` draws an evening's rubbers in full; past that, the last one in full and the
# earlier ones a line each (a long sheet scrolls away, and rich tables take time to draw).
EVENING = 3
EARLIER_LINES = 10  # the earlier rubbers listed a line each; before them, a pointer to settle


def sheet(sheet: Sheet, session: Session, *, only: int | None = None,
          everything: bool = False) -> RenderableType:
    """The sheet as on the table: the last rubbers in full, earlier ones a line each.

    `only` draws one rubber, `everything` all of them in full.
    """
    if not sheet.rubbers:
        return Text(f"No deals yet. Enter one, e.g.: vint deal 2H {session.players[0]} 8 -h 3 -a 2")
    if only is not None:
        return rubber(sheet.rubbers[only - 1], session)
    full = sheet.rubbers if everything or len(sheet.rubbers) <= EVENING else sheet.rubbers[-1:]
    earlier = sheet.rubbers[:len(sheet.rubbers) - len(full)]
    parts: list[RenderableType] = []
    if earlier:
        lines = Text("Earlier rubbers (vint sheet --all draws them; --rubber N one):", style="bold")
        if len(earlier) > EARLIER_LINES:
            lines.append(f"\n  1–{earlier[-EARLIER_LINES - 1].number}: settled in 'vint settle'",
                         style="")
            earlier = earlier[-EARLIER_LINES:]
        for r in earlier:
            lines.append("\n")
            lines.append(rubber_line(r))
        parts.append(lines)
    parts += [rubber(r, session) for r in full]
    return Group(*parts)


def rubber_line(r: Rubber) -> Text:
    """One line for a rubber: the totals and who is up by how much (V11); * unfinished."""
    totals = [r.total(c) for c in r.columns]
    whole = sum(totals)
    mark = "" if r.finished else "*"
    if len(totals) == 2:
        text = Text(f"  {r.number}{mark}: {r.name(0)} {totals[0]} – {totals[1]} {r.name(1)}")
    else:
        text = Text(f"  {r.number}{mark}: "
                    + ", ".join(f"{r.name(c)} {t}" for c, t in zip(r.columns, totals)))
    best = max(r.columns, key=lambda c: len(totals) * totals[c] - whole)
    text.append(f": {r.name(best)} {signed(len(totals) * totals[best] - whole)}")
    return text


def _title(r: Rubber, session: Session) -> Text:
    title = Text(f"Rubber {r.number}", style="bold")
    title.append(f" · {rules_text(session)}")
    if r.finished:
        title.append(" · won by ")
        title.append(" and ".join(r.name(c) for c in r.winners))
        title.append(" " + "–".join(str(r.games_won(c)) for c in r.columns))
    else:
        title.append(" · unfinished", style="yellow")
    if r.x:
        title.append(" · " + " ".join("X" * r.x), style="bold")
    if r.out:
        title.append(" · out: " + ", ".join(r.out))
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
    columns = list(r.columns)
    blank = [""] * (len(columns) - 1)
    totals = [r.total(c) for c in columns]
    width = max([len(str(e.amount)) for e in r.entries] + [len(str(t)) for t in totals])
    table = Table(box=box.MINIMAL, show_edge=False, title=_title(r, session), title_justify="left",
                  pad_edge=False, expand=True)
    table.add_column("#", justify="right", style="dim", no_wrap=True)
    for c in columns:
        table.add_column(Text(r.name(c), style="bold"), overflow="fold", ratio=1)
    above_events = sorted({e.event for e in r.entries if not e.below})
    for n in above_events:
        table.add_row(str(n), *[_cell([e for e in r.above(c) if e.event == n], width)
                                for c in columns])
    if not above_events:
        table.add_row("", Text("(nothing above yet)", style="dim"), *blank)
    table.rows[-1].end_section = True  # the line
    for g in r.games:
        below_events = sorted({e.event for c in columns for e in r.below(c, g.number)})
        for n in below_events:
            table.add_row(str(n), *[_cell([e for e in r.below(c, g.number) if e.event == n], width)
                                    for c in columns])
        if g.winner is not None:
            marks = [Text(f"{'─' * 3} game {g.number} {'─' * 3}", style="bold") if c in g.winners
                     else Text("") for c in columns]
            table.add_row("", *marks, end_section=True)
        elif below_events:
            table.rows[-1].end_section = True
        else:
            table.add_row("", Text(f"game {g.number}: nothing below yet", style="dim"), *blank,
                          end_section=True)
    table.add_row(Text("games", style="dim"), *[Text(f"{r.games_won(c):>{width}}") for c in columns])
    table.add_row(Text("total", style="dim"), *[Text(f"{t:>{width}}", style="bold") for t in totals])
    # V11: each column against every other (with two columns, the difference)
    whole = sum(totals)
    label = "result" if r.finished else "so far"
    table.add_row(Text(label, style="dim"), *[Text(f"{signed(len(totals) * t - whole):>{width + 1}}")
                                              for t in totals])
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
    totals = " – ".join(str(side.total) for side in r.sides)
    return f"{totals} (games {'–'.join(str(side.games) for side in r.sides)})"


def _sides(r) -> str:
    return " – ".join(side.name for side in r.sides)


def _settlement_matrix(result: Settlement, width: int) -> RenderableType | None:
    players = [p for p, _ in result.points]
    money = dict(result.money)
    cells = {p: [signed(dict(r.result).get(p, 0)) for r in result.rubbers]
             + [signed(v), money_text(money[p])] for p, v in result.points}
    same = len({_sides(r) for r in result.rubbers}) == 1
    score_head = _sides(result.rubbers[0]) if same else "score"
    score_width = max(cell_len(_score(r)) for r in result.rubbers)
    needed = 7 + 3 + min(score_width, cell_len(score_head)) + sum(
        max(cell_len(p), *(cell_len(c) for c in cells[p])) + 3 for p in players)
    if needed > width:
        return None
    table = Table(box=box.MINIMAL, show_edge=False, pad_edge=False,
                  title=Text("Settlement", style="bold"), title_justify="left")
    table.add_column("rubber", justify="right", no_wrap=True)
    table.add_column(Text(score_head), overflow="fold")
    for p in players:
        table.add_column(Text(p), justify="right", no_wrap=True)
    for i, r in enumerate(result.rubbers):
        score = Text(_score(r) if same else f"{_sides(r)}: {_score(r)}")
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
        mine = ", ".join(f"{p} {signed(v)}" for p, v in r.result)
        lines.append(f"\nRubber {r.number}{'' if r.finished else '*'}: {_sides(r)}, {_score(r)}: "
                     f"{mine}")
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
    rubbers = {r.number: r for r in sheet.rubbers}
    table = Table(box=box.MINIMAL, show_edge=False, pad_edge=False)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column("rubber", justify="right", no_wrap=True)
    table.add_column("event", overflow="fold")
    table.add_column("wrote", overflow="fold")
    if not sheet.records:
        return Text("No events yet.")
    for rec in sheet.records:
        if rec.event.void:
            table.add_row(str(rec.number), "", Text(describe_event(rec.event), style="strike dim"),
                          Text("void", style="yellow"))
            continue
        table.add_row(str(rec.number), str(rec.rubber or ""), Text(describe_event(rec.event)),
                      Text(describe_record(rec, rubbers.get(rec.rubber))))
    return table


def rotation(sheet: Sheet, result: Settlement, width: int = 80) -> RenderableType:
    """V12: who plays each rubber and who sits out, then the running table of results."""
    plan_title = Text(f"Rotation · {sheet.table.value} table · in cut order: "
                      + ", ".join(sheet.roster), style="bold")
    plan = Table(box=box.MINIMAL, show_edge=False, pad_edge=False)
    plan.add_column("rubber", justify="right", no_wrap=True)
    plan.add_column("columns" if sheet.table.individual else "partners", overflow="fold")
    plan.add_column("out", overflow="fold")
    plan.add_column("", no_wrap=True)
    for row in rotation_rows(sheet):
        style = "dim" if row["status"] == "planned" else ""
        plan.add_row(str(row["rubber"]), Text(" – ".join(row["columns"]), style=style),
                     Text(", ".join(row["out"]), style=style), Text(row["status"], style=style))
    running_title = Text(
        "Running table: each player against every other (V11)" if sheet.table.individual
        else "Running table: +D to the winners, -D to the losers, 0 out (V12)", style="bold")
    rows = [(f"{r.number}{'' if r.finished else '*'}",
             [signed(dict(r.result).get(p, 0)) for p in sheet.players]) for r in result.rubbers]
    rows.append(("total", [signed(v) for _, v in result.points]))
    needed = 7 + sum(max(cell_len(p), *(cell_len(row[i]) for _, row in rows)) + 3
                     for i, p in enumerate(sheet.players))
    if needed <= width:
        running = Table(box=box.MINIMAL, show_edge=False, pad_edge=False)
        running.add_column("rubber", justify="right", no_wrap=True)
        for p in sheet.players:
            running.add_column(Text(p), justify="right", no_wrap=True)
        for n, (label, values) in enumerate(rows):
            last = n == len(rows) - 1
            running.add_row(Text(label, style="bold" if last else ""),
                            *[Text(v, style="bold" if last else "") for v in values],
                            end_section=n == len(rows) - 2)
    else:  # too narrow for a column per player: a line per rubber
        running = Text("\n".join(f"{label}: " + ", ".join(f"{p} {v}" for p, v in
                                                           zip(sheet.players, values))
                                 for label, values in rows))
    if not result.rubbers:
        return Group(plan_title, plan)
    return Group(plan_title, plan, Text(""), running_title, running)
