"""A bridge evening to share (issue 22, §5): JSON, Markdown, CSV and one self-contained HTML
page, the sheet as on paper in it.

Every export holds the players, the table, the rules (the preset and every option), every
event in order with what it wrote, each rubber's or chicago's sheet — each side's
vulnerability and part-score while it is in play (B10–B12, B21, B24), a chicago's deals
with their dealer and vulnerability (B20–B22) — and the settlement in points and money,
with Law 80's premiums of an unfinished rubber in a line of their own (B14, B32). The
sections are the rubber machinery's (rubber/export.py) in bridge's words; the words of an
entry, an event and a rubber's state are report.py's, the terminal's. JSON keeps its keys
and codes in English, for scripts. Pure: the same bytes on every machine.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, NamedTuple

from ...formats import CsvRows, Page, for_friends, md, sayer
from ...glossary import say
from ...rubber import export as shared
from ..base import Export
from .model import Reason
from .notation import reason_named
from .presets import OPTION_NAMES
from .report import (
    DealRow,
    closing_said,
    deal_rows,
    describe_event,
    describe_record,
    entry_label,
    log_json,
    outcome,
    results,
    rules_named,
    settlement_json,
    sheet_json,
    state,
)
from .sheet import chicago, games_won, partscore, rules_in_force, table_of, vulnerable_now
from .terms import RULE_IDS

if TYPE_CHECKING:
    from ...rubber.settlement import RubberResult, Settlement
    from ...rubber.sheet import Entry, Rubber
    from ...session import AnySession
    from .model import BridgeRules
    from .sheet import Sheet


# Bridge's words on the sheets of the export (rubber/export.py)
RUBBER_WORDS = shared.sheet_words(
    "bridge", score="bridge.render.score.rubber",
    unfinished_note="bridge.export.unfinished_note.rubber")
# B20: a chicago is named so wherever the sheet names a rubber; B28: it has no Law 80
CHICAGO_WORDS = replace(
    RUBBER_WORDS, rubber="bridge.render.chicago", col_rubber="bridge.render.col.chicago",
    by_rubber="bridge.export.by_chicago", score="bridge.render.score.chicago",
    unfinished_note="bridge.export.unfinished_note.chicago",
    csv_rubber="bridge.export.csv.chicago")


def words_of(rules: BridgeRules) -> shared.SheetWords:
    return CHICAGO_WORDS if chicago(rules) else RUBBER_WORDS


# -- what every format shares ---------------------------------------------------------------

def _facts(session: AnySession, sheet: Sheet, lang: str) -> list[tuple[str, str]]:
    """The players, the table, the rules (the last switch in force, else its own), the
    stake, the start."""
    return shared.facts(session, sheet.players or session.players,
                        _table_text(session, sheet, lang),
                        rules_named(rules_in_force(session), lang), words_of(sheet.rules), lang)


def _table_text(session: AnySession, sheet: Sheet, lang: str) -> str:
    """'pairs', or 'pairs, a rotation of 5 players' (B30)."""
    t = sayer(lang)
    table = table_of(session).value
    name = t(f"bridge.table.{table}")
    if len(sheet.players) > 4 and table == "pairs":
        return t("bridge.export.table.rotation", table=name, count=len(sheet.players))
    return name


def _games(sheet: Sheet, r: Rubber) -> list[int]:
    """Each side's games: won in rubber bridge (B10), made in Chicago (B23)."""
    return [games_won(r, c, sheet.rules) for c in r.columns]


def _won_by(sheet: Sheet, r: Rubber, lang: str) -> str:
    if not r.finished:
        return sayer(lang)("bridge.render.unfinished")
    return outcome(r, results(r, sheet.rules), lang)


def _label(lang: str) -> shared.Label:
    """The words beside an amount: the terminal's (report.entry_label)."""
    return lambda e: entry_label(e, lang)


def _marks(r: Rubber, lang: str) -> list[str]:
    """What the sheet says of a rubber besides its result: who sat it out (B30)."""
    return [sayer(lang)("bridge.render.out", players=", ".join(r.out))] if r.out else []


class SideNow(NamedTuple):
    """A side of a rubber or chicago in play: its vulnerability on the deal to come (B12,
    B21) and its part-score toward the game in progress (B10; the carry, B24)."""
    column: int
    vulnerable: bool
    said: str  # 'vulnerable' / 'not vulnerable'
    partscore: int
    partscore_said: str  # 'part-score 40', 'carried 60', or ''


def sides_now(sheet: Sheet, r: Rubber, lang: str) -> list[SideNow]:
    """Each side's vulnerability and part-score while it is in play; none once it is over."""
    if r.finished:
        return []
    t = sayer(lang)
    vulnerable = vulnerable_now(r, sheet.rules, sheet.next_dealer)
    key = "bridge.render.cell.carry" if chicago(sheet.rules) else "bridge.render.cell.partscore"
    found = []
    for c in r.columns:
        points = partscore(r, c, sheet.rules)
        said = t("bridge.render.cell.vulnerable" if vulnerable[c]
                 else "bridge.render.cell.not_vulnerable")
        found.append(SideNow(c, vulnerable[c], said, points,
                             t(key, points=points) if points else ""))
    return found


def _settled(settlement: Settlement, number: int) -> RubberResult:
    return next(r for r in settlement.rubbers if r.number == number)


def _closings(sheet: Sheet, settlement: Settlement, lang: str) -> list[str]:
    """B14, B28: a line for each unfinished rubber or chicago, saying how it is settled."""
    return [closing_said(r, sheet.rules, lang) for r in settlement.rubbers if not r.finished]


def _deals(sheet: Sheet, r: Rubber, lang: str) -> list[DealRow]:
    return deal_rows(sheet, r, lang) if chicago(sheet.rules) else []


# -- JSON -----------------------------------------------------------------------------------

def to_json(session: AnySession, sheet: Sheet, settlement: Settlement, name: str) -> str:
    """Everything, for scripts: the log, the sheet and the settlement of `--json`."""
    key = "chicagos" if chicago(sheet.rules) else "rubbers"  # B20
    rules = shared.rules_json(rules_in_force(session), OPTION_NAMES)
    return shared.export_json(session, name, table_of(session).value, rules, {
        "events": log_json(sheet, name)["events"],
        key: sheet_json(sheet, name)[key],
        "settlement": shared.without_head(settlement_json(settlement, sheet.rules, name)),
    })


# -- Markdown -------------------------------------------------------------------------------

def to_markdown(session: AnySession, sheet: Sheet, settlement: Settlement, name: str,
                lang: str = "en") -> str:
    """A page for any forge: headings, lists and GitHub-flavoured tables."""
    t = sayer(lang)
    words = words_of(sheet.rules)
    out = shared.markdown_head(session.title or name, _facts(session, sheet, lang))
    out += [f"## {t('bridge.render.settlement')}", ""]
    if not sheet.rubbers:
        out += [t("render.nothing_to_settle"), ""]
    else:
        out += shared.markdown_settlement(settlement, words, lang,
                                          _closings(sheet, settlement, lang))
    for r in sheet.rubbers:
        out += _markdown_rubber(sheet, r, lang)
    out += shared.markdown_log(sheet, words, describe_event, describe_record, lang)
    return "\n".join(out) + "\n"


def _markdown_rubber(sheet: Sheet, r: Rubber, lang: str) -> list[str]:
    """A rubber's or chicago's sheet; while in play each side's vulnerability and part-score
    under it, a chicago's deals, and under the last its state in words."""
    t = sayer(lang)
    head = [md(_won_by(sheet, r, lang)), *(md(m) for m in _marks(r, lang))]
    lines = shared.markdown_rubber(r, results(r, sheet.rules), _label(lang),
                                   words_of(sheet.rules), head, lang, _games(sheet, r))
    now = sides_now(sheet, r, lang)
    if now:
        lines.pop()  # the table goes on: each side's state, under its column
        lines.append("| | " + " | ".join(md(s.said) for s in now) + " |")
        if any(s.partscore for s in now):
            lines.append("| | " + " | ".join(md(s.partscore_said) for s in now) + " |")
        lines.append("")
    deals = _deals(sheet, r, lang)
    if deals:
        lines += [f"### {t('bridge.export.deals')}", "",
                  f"| {t('bridge.render.deals.deal')} | # | {t('bridge.render.deals.dealer')} | "
                  f"{t('bridge.render.deals.vulnerable')} |", "|---:|---:|---|---|"]
        lines += [f"| {d.deal} | {d.event} | {md(d.dealer)} | {md(d.vulnerable)} |"
                  for d in deals]
        lines.append("")
    if r is sheet.rubbers[-1]:
        lines += [md(state(sheet, r, lang)), ""]
    return lines


# -- CSV ------------------------------------------------------------------------------------

def to_csv(session: AnySession, sheet: Sheet, settlement: Settlement, name: str,
           lang: str = "en", bom: bool = False) -> str:
    """The session as tables a spreadsheet opens, each under its own header row and
    separated by an empty row:

    1. about the session (name, title, players, table, rules, stake, start);
    2. the ledger: one row per amount written (an event that wrote nothing has one row
       without an amount, saying why), with its dealer (and in Chicago its deal, 1–4), then
       Law 80's premiums of an unfinished rubber, a row each (B14); so its amounts sum to
       each side's total as the settlement counts it;
    3. each rubber's or chicago's sides: games, total (Law 80 included), result;
    4. each one's result per player (empty for one who sat out);
    5. each player's points and money (to the cent, as `vint settle` shows it);
    6. who pays whom: the fewest payments that clear that money.

    `bom` puts the byte-order mark Excel wants before it reads UTF-8 (Cyrillic names).
    """
    t = sayer(lang)
    words = words_of(sheet.rules)
    in_chicago = chicago(sheet.rules)
    row = CsvRows()
    shared.csv_head(row, session, name, sheet.players or session.players,
                    _table_text(session, sheet, lang), rules_named(rules_in_force(session), lang),
                    words, lang)
    deal_head = [t("bridge.export.csv.deal")] if in_chicago else []
    row([t("export.csv.number"), t(words.csv_rubber), *deal_head, t("bridge.export.csv.dealer"),
         t("bridge.export.csv.kind"), t("export.csv.event"), t("bridge.export.csv.column"),
         t("bridge.export.csv.where"), t("bridge.export.csv.amount"),
         t("bridge.export.csv.reason")])
    rubbers = {r.number: r for r in sheet.rubbers}
    for rec in sheet.records:
        facts = rec.facts
        deal = [facts.deal if facts is not None and facts.deal is not None else ""] \
            if in_chicago else []
        first = [rec.number, rec.rubber or "", *deal, rec.dealer or "",
                 t(f"bridge.export.csv.kind.{rec.event.kind.value}"),
                 describe_event(rec.event, lang)]
        if not rec.entries:
            row([*first, "", "", "", describe_record(rec, rubbers.get(rec.rubber), lang)])
        for e in rec.entries:
            row([*first, say(rubbers[rec.rubber].name(e.side), lang), _where(e, lang),
                 e.amount, entry_label(e, lang) or say(reason_named(Reason(e.reason)), lang)])
    closed = []  # each rubber with Law 80's premiums as its last entries, as settled (B14)
    for r in sheet.rubbers:
        result = _settled(settlement, r.number)
        for e in result.closing:  # B15: a line of its own at the rubber's end
            row(["", r.number, *([""] if in_chicago else []), "",
                 t("bridge.export.csv.kind.law80"), closing_said(result, sheet.rules, lang),
                 say(r.name(e.side), lang), _where(e, lang), e.amount, entry_label(e, lang)])
        closed.append(replace(r, entries=(*r.entries, *result.closing)))
    shared.csv_results(row, closed, lambda r: results(r, sheet.rules), settlement, words,
                       lang, games=lambda r, c: games_won(r, c, sheet.rules))
    return row.text(bom)


def _where(e: Entry, lang: str) -> str:
    return sayer(lang)("bridge.export.csv.below" if e.below else "bridge.export.csv.above")


# -- HTML -----------------------------------------------------------------------------------

class Drawn(NamedTuple):
    """A rubber's or chicago's sheet for the page: as on paper (rubber/export.py's), each
    side's state while in play, a chicago's deals, and under the last its state in words."""
    paper: shared.RubberPaper
    now: list[SideNow]
    deals: list[DealRow]
    state: str


def html_parts(session: AnySession, sheet: Sheet, settlement: Settlement, name: str,
               lang: str = "en") -> Page:
    """The pieces of one self-contained page (to_html frames them, and `vint serve`): the
    settlement with Law 80's line, each rubber or chicago as on paper, every event.

    No scripts, nothing fetched, no style attribute (the live page's policy). The numbers
    carry data- attributes for scripts and tests: `tr[data-player]` in `#settlement`,
    `tr[data-rubber] td[data-player]` in `#rubbers`, `section.rubber[data-rubber]` for the
    sheets (`[data-current]` the last), with `td[data-column]` totals, `tr.now td[data-vulnerable][data-partscore]` while
    in play and `tr[data-deal]` for a chicago's deals. The markup is
    pages/templates/bridge/sections.html's; here is what it shows.
    """
    from ...pages import fragment
    t = sayer(lang)
    words = words_of(sheet.rules)
    log = shared.page_log(sheet, words, describe_event, describe_record, lang)
    sheets = [Drawn(_paper(sheet, r, lang), sides_now(sheet, r, lang), _deals(sheet, r, lang),
                     state(sheet, r, lang) if r is sheet.rubbers[-1] else "")
              for r in sheet.rubbers]
    sections = fragment(
        "bridge/sections.html", t=t, words=words,
        settlement=shared.settlement_table(settlement, words, lang) if sheet.rubbers else None,
        closings=_closings(sheet, settlement, lang), sheets=sheets, log=log)
    return for_friends(session.title or name, _facts(session, sheet, lang), [sections], lang,
                       RULE_IDS)


def _paper(sheet: Sheet, r: Rubber, lang: str) -> shared.RubberPaper:
    tags = [("tag", m) for m in _marks(r, lang)]
    return shared.paper(r, results(r, sheet.rules), _label(lang), words_of(sheet.rules),
                        _won_by(sheet, r, lang), tags, lang, _games(sheet, r))


class BridgeExport(Export):
    """A bridge evening to share."""

    to_json = staticmethod(to_json)
    to_markdown = staticmethod(to_markdown)
    to_csv = staticmethod(to_csv)
    html_parts = staticmethod(html_parts)
