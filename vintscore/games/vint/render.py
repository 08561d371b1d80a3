"""Vint's sheet, settlement and log as rich renderables, laid out like the paper.

The sheet of two sides is the rubber machinery's (rubber/render.py: the columns, the
halves, the games, the totals, the widths); what is Vint's is said here through its hooks:
the words beside an amount (coronets, a revoke's slam, V7–V10; short on a phone), the
title of a rubber (its X, V9; those sitting out, V12), the result in whole hundreds when
the rules say so (V11), and the rotation's plan and running table (V12).
rich is imported here only, and this module only by the commands that draw.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich import box
from rich.cells import cell_len
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ...display import signed
from ...glossary import Msg, say
from ...rubber import render as paper
from ...rubber import render_settlement
from ...rubber.render import COMPACT, Words
from ...rubber.settlement import column_results
from ...session import rules_in_force
from ...text import safe
from .model import Deal, Reason
from .report import (
    coming_dealer,
    describe_event,
    describe_record,
    entry_label,
    plan_notes,
    rotation_rows,
    rules_text,
    short_label,
    with_revoke,
    won_by,
)

if TYPE_CHECKING:
    from ...rubber.sheet import Entry
    from ...session import Session
    from .settlement import Settlement
    from .sheet import Rubber, Sheet

__all__ = ["COMPACT", "log", "rotation", "rubber", "settlement", "sheet"]

WORDS = Words(
    rubber="vint.render.rubber", above="vint.render.above", below="vint.render.below",
    nothing_above="vint.render.nothing_above", nothing_below="vint.render.nothing_below",
    game_mark="vint.render.game_mark", games="vint.render.games", total="vint.render.total",
    result="vint.render.result", so_far="vint.render.so_far",
    seat_change="vint.render.seat_change", no_deals="vint.render.no_deals",
    earlier="vint.render.earlier", earlier_settled="vint.render.earlier.settled",
    settlement="vint.render.settlement", col_rubber="vint.render.col.rubber",
    col_player="vint.render.col.player", col_points="vint.render.col.points",
    col_money="vint.render.col.money", points="vint.render.points", money="vint.render.money",
    stake="vint.render.stake", score="vint.render.score", score_head="vint.render.score_head",
    settlement_line="vint.render.settlement.line", short_names="vint.render.short_names",
    short_name="vint.render.short_name")


def _t(key: str, lang: str, style: str = "", **values) -> Text:
    return Text(say(Msg(key, **values), lang), style=style)


class VintPaper(paper.Paper):
    """Vint's words on the sheet of two sides (or of a column a player, V12)."""

    words = WORDS

    def __init__(self, session: Session, lang: str) -> None:
        super().__init__(session, lang)
        # the deals with a revoke, whose slams may be the revoke's doing (V10)
        self.revoked = {n: ev for n, ev in enumerate(session.events, 1)
                        if isinstance(ev, Deal) and ev.revokes}

    def label(self, entry: Entry, compact: bool) -> str:
        """The words beside an entry's amount: in full, or on a phone (`compact`) short — a
        slam keeps "small" or "grand" there too (V7)."""
        lang = self.lang
        if compact:
            label = "" if entry.below else short_label(entry, lang)
            if entry.below and entry.detail:  # V10: a capped count
                label = say(Msg("vint.render.short.capped"), lang)
            if entry.reason is Reason.ADJUSTMENT and entry.detail:  # the table's own words stay
                label = f"{label} {safe(say(entry.detail, lang))}".strip()
        else:
            label = entry_label(entry, lang)
        # V7 through V10: a slam the revoke's tricks made says how many were played (on a
        # phone too, beside the short label: issue 14 item 6; the exports say it as well)
        return with_revoke(label, entry, self.revoked.get(entry.event), lang)

    def results(self, rubber: Rubber) -> list[int]:
        """V11: each column against every other (with two columns, the difference), in
        whole hundreds when the session settles so."""
        if not rules_in_force(self.session).round_hundreds:
            return column_results(rubber)
        from .settlement import round_hundreds
        return column_results(rubber, round_hundreds)

    def title(self, rubber: Rubber) -> Text:
        lang = self.lang
        title = _t("vint.render.rubber", lang, "bold", number=rubber.number)
        title.append(f" · {rules_text(self.session, lang)}")
        title.append(" · ")
        if rubber.finished:
            title.append(won_by(rubber, self.results(rubber), lang))
        else:
            title.append(_t("vint.render.unfinished", lang, "yellow"))
        if rubber.x:
            title.append(" · " + " ".join([say(Msg("vint.render.x_mark"), lang)] * rubber.x),
                         style="bold")
        if rubber.out:
            title.append(" · ")
            title.append(_t("vint.render.out", lang, players=", ".join(rubber.out)))
        return title


def sheet(sheet: Sheet, session: Session, *, only: int | None = None, everything: bool = False,
          lang: str = "en", width: int = 80) -> RenderableType:
    """The sheet as on the table: the last rubbers in full, earlier ones a line each.

    `only` draws one rubber, `everything` all of them in full.
    """
    return paper.evening(VintPaper(session, lang), sheet, only=only, everything=everything,
                         width=width)


def rubber(r: Rubber, session: Session, *, lang: str = "en", width: int = 80,
           evening: Sequence[Rubber] = ()) -> RenderableType:
    """One rubber as on paper: honours column above the line, trick points below, per game.

    Its columns are of one width, the widest the rubbers of `evening` (this one when none
    is given) need, so that every rubber of the evening is drawn alike; where there is
    room (not on a phone) its halves are labelled above and below the line.
    """
    return paper.rubber(VintPaper(session, lang), r, width=width, evening=evening)


def settlement(result: Settlement, session: Session, width: int = 80,
               lang: str = "en") -> RenderableType:
    """Each rubber's result and each player's points and money (V11).

    A row per rubber and a column per player when the names fit the width; else a line
    per rubber and a row per player, so no number is ever cut.
    """
    unfinished = any(not r.finished for r in result.rubbers)
    notes = [_t("vint.render.unfinished_note", lang, "dim")] if unfinished else []
    return render_settlement.settlement(result, WORDS, width=width, lang=lang, notes=notes)


def log(sheet: Sheet, lang: str = "en", width: int = 120) -> RenderableType:
    """Every event in file order, with what it wrote; voided ones marked.

    From WIDE_LOG columns a table (number, rubber, event, what it wrote); narrower, a
    paragraph an event under its number, the rubber said once where it starts.
    """
    return paper.log(sheet, WORDS, describe_event,
                     lambda rec, r, lang, short: describe_record(rec, r, lang, short=short),
                     lang, width)


def rotation(sheet: Sheet, result: Settlement, width: int = 80,
             lang: str = "en") -> RenderableType:
    """V12: who plays each rubber and who sits out, then the running table of results."""
    plan_title = _t("vint.render.rotation", lang, "bold",
                    table=say(Msg(f"vint.render.table.{sheet.table.value}"), lang),
                    players=", ".join(sheet.roster))
    plan = Table(box=box.MINIMAL, show_edge=False, pad_edge=False)
    plan.add_column(say(Msg("vint.render.col.rubber"), lang), justify="right", no_wrap=True)
    plan.add_column(say(Msg("vint.render.col.columns" if sheet.table.individual
                            else "vint.render.col.partners"), lang), overflow="fold")
    plan.add_column(say(Msg("vint.render.col.out"), lang), overflow="fold")
    plan.add_column("", no_wrap=True)
    for row in rotation_rows(sheet):
        style = "dim" if row["status"] == "planned" else ""
        plan.add_row(str(row["rubber"]), Text(" – ".join(say(c, lang) for c in row["columns"]), style=style),
                     Text(", ".join(row["out"]), style=style),
                     _t(f"vint.render.status.{row['status']}", lang, style))
    # V12: why the coming rubbers were planned afresh, and who leaves after the one in play
    notes = [Text(say(note, lang)) for note in plan_notes(sheet)]
    # who deals the coming hand: the rubber to start's first dealer, as planned now
    notes.append(Text(say(coming_dealer(sheet), lang)))
    shown = Group(plan, Text(""), *notes)
    running_title = _t("vint.render.running.individual" if sheet.table.individual
                       else "vint.render.running", lang, "bold")
    total = say(Msg("vint.render.total"), lang)
    players = [p for p, _ in result.points]  # those the evening settles (settlement.counted)
    rows = [(f"{r.number}{'' if r.finished else '*'}",
             [signed(dict(r.result).get(p, 0), lang) for p in players]) for r in result.rubbers]
    rows.append((total, [signed(v, lang) for _, v in result.points]))
    needed = 7 + sum(max(cell_len(p), *(cell_len(row[i]) for _, row in rows)) + 3
                     for i, p in enumerate(players))
    running: Table | Text  # a column per player, or a line per rubber
    if needed <= width:
        running = Table(box=box.MINIMAL, show_edge=False, pad_edge=False)
        running.add_column(say(Msg("vint.render.col.rubber"), lang), justify="right", no_wrap=True)
        for p in players:
            running.add_column(Text(p), justify="right", no_wrap=True)
        for n, (label, values) in enumerate(rows):
            last = n == len(rows) - 1
            running.add_row(Text(label, style="bold" if last else ""),
                            *[Text(v, style="bold" if last else "") for v in values],
                            end_section=n == len(rows) - 2)
    else:  # too narrow for a column per player: a line per rubber
        running = Text("\n".join(f"{label}: " + ", ".join(f"{p} {v}" for p, v in
                                                           zip(players, values))
                                 for label, values in rows))
    if not result.rubbers:
        return Group(plan_title, shown)
    return Group(plan_title, shown, Text(""), running_title, running)
