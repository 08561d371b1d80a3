"""A session's summary for sharing: JSON, Markdown, CSV and one self-contained HTML page.

Every export holds the players, the rules, every event in order with what it wrote,
each rubber's sheet and result, and the settlement in points and money; the words are
the glossary's, in `lang` (JSON keeps its keys and codes in English, for scripts).
Pure: functions from the session, its sheet and its settlement to text, the same bytes
on every machine (no clock, no locale, no paths).
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...formats import (
    CsvRows,
    Page,
    for_friends,
    md,
    sayer,
)
from ...glossary import Msg, say
from ...rubber import export as shared
from ...rubber.settlement import column_results
from ...session import rules_in_force
from ..base import Export
from .chart import chart
from .model import table_of
from .presets import OPTION_NAMES
from .report import (
    describe_event,
    describe_record,
    entry_label,
    log_json,
    rules_text,
    settlement_json,
    sheet_json,
    sheet_label,
    with_revoke,
    won_by,
)
from .settlement import round_hundreds, running
from .terms import RULE_IDS

if TYPE_CHECKING:
    from ...session import Session
    from .settlement import Settlement
    from .sheet import Rubber, Sheet



# -- what every format shares ---------------------------------------------------------------

# Vint's words on the sheets of the export (rubber/export.py)
WORDS = shared.sheet_words("vint")


def _rules(session: Session) -> dict:
    """The rules the session is scored by (V13: the last switch in force, else its own)."""
    return shared.rules_json(rules_in_force(session), OPTION_NAMES)


def _results(r: Rubber, sheet: Sheet) -> list[int]:
    """Each column's result in the rubber, as the settlement counts it (V11): in whole
    hundreds when the rules say so (the same rounding as `settle`)."""
    return column_results(r, round_hundreds if sheet.rules.round_hundreds else None)


def _table_text(session: Session, sheet: Sheet, lang: str) -> str:
    """'pairs' or 'pairs, rotation of 5 players' — the table as the header shows it."""
    t = sayer(lang)
    name = t(f"vint.render.table.{table_of(session).value}")
    if len(sheet.players) > 4 and table_of(session).value == "pairs":
        return t("vint.export.table.rotation", table=name, count=len(sheet.players))
    return name


def _facts(session: Session, sheet: Sheet, lang: str) -> list[tuple[str, str]]:
    """The players, the table, the rules, the stake, the start."""
    return shared.facts(session, sheet.players or session.players,
                        _table_text(session, sheet, lang), rules_text(session, lang), WORDS, lang)


def _won_by(r: Rubber, sheet: Sheet, lang: str) -> str:
    if not r.finished:
        return sayer(lang)("vint.render.unfinished")
    return won_by(r, _results(r, sheet), lang)


# -- JSON ---------------------------------------------------------------------------------

def to_json(session: Session, sheet: Sheet, settlement: Settlement, name: str) -> str:
    """Everything, for scripts: the log, the sheet and the settlement of `--json`."""
    return shared.export_json(session, name, table_of(session).value, _rules(session), {
        "events": log_json(sheet, name)["events"],
        "rubbers": sheet_json(sheet, name)["rubbers"],
        "settlement": shared.without_head(settlement_json(settlement, name)),
        "running": [{"event": n, "points": points} for n, points in running(sheet)],
    })


# -- Markdown -----------------------------------------------------------------------------



def to_markdown(session: Session, sheet: Sheet, settlement: Settlement, name: str,
                lang: str = "en") -> str:
    """A page for any forge: headings, lists and GitHub-flavoured tables."""
    t = sayer(lang)
    out = shared.markdown_head(session.title or name, _facts(session, sheet, lang))
    out += [f"## {t('vint.render.settlement')}", ""]
    if not sheet.rubbers:
        out += [t("render.nothing_to_settle"), ""]
    else:
        out += shared.markdown_settlement(settlement, WORDS, lang)
    for r in sheet.rubbers:
        out += _markdown_rubber(r, sheet, lang)
    out += shared.markdown_log(sheet, WORDS, describe_event, describe_record, lang)
    return "\n".join(out) + "\n"


def _markdown_rubber(r: Rubber, sheet: Sheet, lang: str) -> list[str]:
    t = sayer(lang)
    head = [md(_won_by(r, sheet, lang))]
    if r.x:
        head.append(" ".join([t("vint.render.x_mark")] * r.x))
    if r.out:
        head.append(md(t("vint.render.out", players=", ".join(r.out))))
    return shared.markdown_rubber(r, _results(r, sheet), lambda e: sheet_label(e, sheet, lang),
                                  WORDS, head, lang)


# -- CSV ----------------------------------------------------------------------------------



def to_csv(session: Session, sheet: Sheet, settlement: Settlement, name: str,
           lang: str = "en", bom: bool = False) -> str:
    """The session as tables a spreadsheet opens, each under its own header row and
    separated by an empty row:

    1. about the session (name, title, players, table, rules, stake, start);
    2. the ledger: one row per amount written (an event that wrote nothing has one row
       without an amount, saying why), so its amounts sum to each column's total;
    3. each rubber's columns: games won, total, result;
    4. each rubber's result per player (empty for one who sat out), whose columns sum to
       the players' points;
    5. each player's points and money (to the cent, as `vint settle` shows it: its
       `money_cents`; the exact money is the JSON export's);
    6. who pays whom: the fewest payments that clear that money (issue 15).

    `bom` puts the byte-order mark Excel wants before it reads UTF-8 (Cyrillic names).
    Text a spreadsheet would take for a formula is quoted (`spreadsheet_safe`).
    """
    t = sayer(lang)
    row = CsvRows()
    shared.csv_head(row, session, name, sheet.players or session.players,
                    _table_text(session, sheet, lang), rules_text(session, lang), WORDS, lang)
    row([t("export.csv.number"), t("vint.export.csv.rubber"), t("vint.export.csv.kind"),
         t("export.csv.event"), t("vint.export.csv.column"), t("vint.export.csv.where"),
         t("vint.export.csv.amount"), t("vint.export.csv.reason")])
    rubbers = {r.number: r for r in sheet.rubbers}
    for rec in sheet.records:
        text = describe_event(rec.event, lang)
        if not rec.entries:
            row([rec.number, rec.rubber or "", t(f"vint.export.csv.kind.{rec.event.kind.value}"), text, "", "", "",
                 describe_record(rec, rubbers.get(rec.rubber), lang)])
        for e in rec.entries:
            where = t("vint.export.csv.below" if e.below else "vint.export.csv.above")
            label = (with_revoke(entry_label(e, lang), e, rec.event, lang)
                     or say(Msg(f"vint.report.reason.{e.reason.name.lower()}"), lang))
            row([rec.number, rec.rubber, t(f"vint.export.csv.kind.{rec.event.kind.value}"), text,
                 say(rubbers[rec.rubber].name(e.side), lang), where, e.amount, label])
    shared.csv_results(row, sheet.rubbers, lambda r: _results(r, sheet), settlement, WORDS,
                       lang)
    return row.text(bom)


# -- HTML ---------------------------------------------------------------------------------

# A coronet's cards after their suit: 'Vera ♦A-K-Q-J', «Глеб ♠Т-К-Д-В», 'Ann ♥A…7'.
_CARDS = re.compile(r" ?[♠♣♦♥]\S+")


def unbroken(text: str) -> str:
    """V6: a coronet never breaks inside its cards on a page («Глеб ♠Т-К-» / «Д-В» on a
    phone): the holder joined to the suit by a no-break space, each card to the next by a
    word joiner (U+2060, which shows nothing)."""
    def joined(m: re.Match) -> str:
        cards = m[0].lstrip(" ")
        inner = "\u2060".join(cards)  # between every two signs: no break inside
        return ("\u00a0" if m[0].startswith(" ") else "") + inner
    return _CARDS.sub(joined, text)




def html_parts(session: Session, sheet: Sheet, settlement: Settlement, name: str,
               lang: str = "en") -> Page:
    """The pieces of one self-contained page (to_html frames them,
    and `vint serve`): the settlement, a chart of the evening, the sheets as on paper.

    No scripts and nothing fetched (a Content-Security-Policy forbids both): inline CSS
    and SVG only. It prints on A4. The numbers carry data- attributes for scripts and
    tests: `tr[data-player]` in `#settlement`, `tr[data-rubber] td[data-player]` in
    `#rubbers`, `section.rubber[data-rubber]` for the sheets (`[data-current]` the last). The markup is
    pages/templates/vint/sections.html's; here is what it shows.
    """
    from ...pages import fragment
    t = sayer(lang)
    log = shared.page_log(sheet, WORDS, describe_event,
                          lambda rec, r, lang: unbroken(describe_record(rec, r, lang)), lang)
    sections = fragment(
        "vint/sections.html", t=t, words=WORDS,
        settlement=shared.settlement_table(settlement, WORDS, lang) if sheet.rubbers else None,
        chart=chart(sheet, lang) if sheet.records else None,
        chart_narrow=chart(sheet, lang, narrow=True) if sheet.records else None,
        rubbers=[_paper(r, sheet, lang) for r in sheet.rubbers], log=log)
    return for_friends(session.title or name, _facts(session, sheet, lang), [sections], lang,
                       RULE_IDS)


def _paper(r: Rubber, sheet: Sheet, lang: str) -> shared.RubberPaper:
    t = sayer(lang)
    tags = []
    if r.x:  # V9: the rubber's X marks
        tags.append(("tag x", " ".join([t("vint.render.x_mark")] * r.x)))
    if r.out:  # V12: who sat it out
        tags.append(("tag", t("vint.render.out", players=", ".join(r.out))))
    return shared.paper(r, _results(r, sheet), lambda e: unbroken(sheet_label(e, sheet, lang)),
                        WORDS, _won_by(r, sheet, lang), tags, lang)


class VintExport(Export):
    """A Vint evening to share."""

    to_json = staticmethod(to_json)
    to_markdown = staticmethod(to_markdown)
    to_csv = staticmethod(to_csv)
    html_parts = staticmethod(html_parts)
