"""A session's summary for sharing: JSON, Markdown, CSV and one self-contained HTML page.

Every export holds the players, the rules, every event in order with what it wrote,
each rubber's sheet and result, and the settlement in points and money; the words are
the glossary's, in `lang` (JSON keeps its keys and codes in English, for scripts).
Pure: functions from the session, its sheet and its settlement to text, the same bytes
on every machine (no clock, no locale, no paths).
"""
from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, NamedTuple

from ...display import minus, signed
from ...formats import (
    EXPORT_FORMAT,
    SCHEMA_VERSION,
    CsvRows,
    LogRow,
    Page,
    Payments,
    csv_payments,
    for_friends,
    log_words,
    markdown_payments,
    md,
    payments_words,
    sayer,
    started,
    tone,
)
from ...glossary import Msg, say
from ...money import money_json, money_text, stake_text
from ...payments import amounts, clear
from ...rubber.settlement import column_results
from ..base import Export
from .chart import chart
from .model import rules_in_force, table_of
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
    from ...rubber.fold import Entry
    from ...session import Session
    from .settlement import RubberResult, Settlement
    from .sheet import Rubber, Sheet



# -- what every format shares ---------------------------------------------------------------

def _rules(session: Session) -> dict:
    """The rules the session is scored by (V13: the last switch in force, else its own)."""
    in_force = rules_in_force(session)
    rules = {"preset": in_force.preset}
    for key in OPTION_NAMES:
        value = getattr(in_force, key)
        rules[key] = getattr(value, "value", value)
    return rules


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


def _won_by(r: Rubber, sheet: Sheet, lang: str) -> str:
    if not r.finished:
        return sayer(lang)("vint.render.unfinished")
    return won_by(r, _results(r, sheet), lang)


def _score(r: RubberResult, lang: str) -> str:
    """'27710 – 4490 (games 2–1)', as `vint settle` says it."""
    return say(Msg("vint.render.score", totals=" – ".join(str(side.total) for side in r.sides),
                   games="–".join(str(side.games) for side in r.sides)), lang)


def _sides(r: RubberResult, lang: str = "en") -> str:
    return " – ".join(say(side.name, lang) for side in r.sides)


def _result_of(rubber: RubberResult, player: str) -> int | None:
    """The player's points from the rubber; None when he did not play in it (sat out)."""
    return dict(rubber.result).get(player)


# -- JSON ---------------------------------------------------------------------------------

def to_json(session: Session, sheet: Sheet, settlement: Settlement, name: str) -> str:
    """Everything, for scripts: the log, the sheet and the settlement of `--json`."""
    data = {
        "format": EXPORT_FORMAT,
        "schema_version": SCHEMA_VERSION,
        "session": name,
        "title": session.title,
        "created": session.created.isoformat(),
        "players": list(session.players),
        "table": table_of(session).value,
        "stake": money_json(session.stake),
        "rules": _rules(session),
        "events": log_json(sheet, name)["events"],
        "rubbers": sheet_json(sheet, name)["rubbers"],
        "settlement": {k: v for k, v in settlement_json(settlement, name).items()
                       if k not in ("format", "schema_version", "session")},
        "running": [{"event": n, "points": points} for n, points in running(sheet)],
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


# -- Markdown -----------------------------------------------------------------------------



def to_markdown(session: Session, sheet: Sheet, settlement: Settlement, name: str,
                lang: str = "en") -> str:
    """A page for any forge: headings, lists and GitHub-flavoured tables."""
    t = sayer(lang)
    out = [f"# {md(session.title or name)}", "",
           f"- {t('export.players')}: {md(', '.join(sheet.players or session.players))}",
           f"- {t('vint.export.table')}: {md(_table_text(session, sheet, lang))}",
           f"- {t('export.rules')}: {md(rules_text(session, lang))}",
           f"- {t('vint.export.stake')}: {stake_text(session.stake, lang)}",
           f"- {t('export.created')}: {started(session, lang)}", ""]
    out += [f"## {t('vint.render.settlement')}", ""]
    if not sheet.rubbers:
        out += [t("render.nothing_to_settle"), ""]
    else:
        out += _markdown_settlement(sheet, settlement, lang)
    for r in sheet.rubbers:
        out += _markdown_rubber(r, sheet, lang)
    out += [f"## {t('export.events')}", ""]
    if not sheet.records:
        out += [t("render.no_events"), ""]
        return "\n".join(out)
    out += [f"| # | {t('vint.render.col.rubber')} | {t('render.col.event')} | {t('render.col.wrote')} |",
            "|---:|---:|---|---|"]
    rubbers = {r.number: r for r in sheet.rubbers}
    for rec in sheet.records:
        text = md(describe_event(rec.event, lang))
        if rec.event.void:
            text = f"~~{text}~~"
        wrote = describe_record(rec, rubbers.get(rec.rubber), lang)
        out.append(f"| {rec.number} | {rec.rubber or ''} | {text} | {md(wrote)} |")
    return "\n".join(out) + "\n"


def _markdown_settlement(sheet: Sheet, settlement: Settlement, lang: str) -> list[str]:
    """Each player's points and money; then rubber by rubber, a column per player."""
    t = sayer(lang)
    money = amounts(settlement.cents)  # V11: the cents the settlement rounded once
    out = [f"| {t('vint.render.col.player')} | {t('vint.render.col.points')} | "
           f"{t('vint.render.col.money', stake=stake_text(settlement.stake, lang))} |", "|---|---:|---:|"]
    out += [f"| {md(p)} | **{signed(v, lang)}** | {money_text(money[p], lang)} |"
            for p, v in settlement.points]
    players = [p for p, _ in settlement.points]
    out += ["", f"### {t('vint.export.by_rubber')}", "",
            f"| {t('vint.render.col.rubber')} | {t('vint.render.score_head')} | "
            + " | ".join(md(p) for p in players) + " |",
            "|---:|---|" + "---:|" * len(players)]
    for r in settlement.rubbers:
        cells = [_signed_or_dash(_result_of(r, p), lang) for p in players]
        out.append(f"| {r.number}{'' if r.finished else chr(92) + '*'} | "
                   f"{md(_sides(r, lang))}<br>{md(_score(r, lang))} | " + " | ".join(cells) + " |")
    out.append("")
    if any(not r.finished for r in settlement.rubbers):
        out += [md(t("vint.render.unfinished_note")), ""]
    return out + markdown_payments(clear(settlement.cents, settlement.cents_rounded), lang)


def _signed_or_dash(value: int | None, lang: str = "en") -> str:
    return "—" if value is None else signed(value, lang)


def _markdown_rubber(r: Rubber, sheet: Sheet, lang: str) -> list[str]:
    t = sayer(lang)
    head = [md(_won_by(r, sheet, lang))]
    if r.x:
        head.append(" ".join([t("vint.render.x_mark")] * r.x))
    if r.out:
        head.append(md(t("vint.render.out", players=", ".join(r.out))))
    lines = [f"## {t('vint.render.rubber', number=r.number)}", "", "*" + " · ".join(head) + "*", ""]
    lines.append("| # | " + " | ".join(md(say(r.name(c), lang)) for c in r.columns) + " |")
    lines.append("|---:|" + "---:|" * len(r.columns))
    for label, cells in _rows(r, sheet, lang):
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    lines.append(f"| **{t('vint.render.games')}** | " + " | ".join(
        str(r.games_won(c)) for c in r.columns) + " |")
    lines.append(f"| **{t('vint.render.total')}** | " + " | ".join(
        f"**{r.total(c)}**" for c in r.columns) + " |")
    lines.append(f"| **{t('vint.render.result' if r.finished else 'vint.render.so_far')}** | " + " | ".join(
        signed(v, lang) for v in _results(r, sheet)) + " |")
    lines.append("")
    return lines


def _rows(r: Rubber, sheet: Sheet, lang: str) -> list[tuple[str, list[str]]]:
    """The sheet's rows: above the line by event, the line, then below it game by game."""
    def line(amount: int, label: str) -> str:
        return f"{minus(str(amount), lang)} {md(label)}".strip()

    rows = []
    for n in sorted({e.event for e in r.entries if not e.below}):
        rows.append((f"{n}", ["<br>".join(line(e.amount, sheet_label(e, sheet, lang))
                                         for e in r.above(c) if e.event == n)
                              for c in r.columns]))
    rows.append(("", ["═══"] * len(r.columns)))
    for g in r.games:
        for n in sorted({e.event for c in r.columns for e in r.below(c, g.number)}):
            rows.append((f"{n}", ["<br>".join(line(e.amount, sheet_label(e, sheet, lang))
                                              for e in r.below(c, g.number) if e.event == n)
                                  for c in r.columns]))
        if g.winners:
            mark = say(Msg("vint.render.game_mark", game=g.number), lang)
            rows.append(("", [mark if c in g.winners else "" for c in r.columns]))
    return rows


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
    row([t("export.csv.session"), name])
    row([t("export.csv.title"), session.title or ""])
    row([t("export.players"), ", ".join(sheet.players or session.players)])
    row([t("vint.export.table"), _table_text(session, sheet, lang)])
    row([t("export.rules"), rules_text(session, lang)])
    row([t("vint.export.stake"), money_json(session.stake)])
    row([t("export.created"), session.created.isoformat()])
    row([])
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
    row([])
    row([t("vint.export.csv.rubber"), t("vint.export.csv.finished"), t("vint.export.csv.column"),
         t("vint.export.csv.games"), t("vint.export.csv.total"), t("vint.export.csv.result")])
    for r in sheet.rubbers:
        for c, result in zip(r.columns, _results(r, sheet)):
            row([r.number, t("export.csv.yes" if r.finished else "export.csv.no"),
                 say(r.name(c), lang),
                 r.games_won(c), r.total(c), result])
    row([])
    players = [p for p, _ in settlement.points]
    row([t("vint.export.csv.rubber"), t("vint.export.csv.finished")] + players)
    for settled in settlement.rubbers:
        results = [_result_of(settled, p) for p in players]
        row([settled.number, t("export.csv.yes" if settled.finished else "export.csv.no")]
            + ["" if x is None else x for x in results])
    row([])
    row([t("export.csv.player"), t("vint.export.csv.points"),
         t("vint.export.csv.money", stake=settlement.stake)])
    money = amounts(settlement.cents)
    for p, v in settlement.points:
        row([p, v, money_json(money[p])])
    csv_payments(row, clear(settlement.cents, settlement.cents_rounded), lang)
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
    `#rubbers`, `section.rubber[data-rubber]` for the sheets. The markup is
    pages/templates/vint/sections.html's; here is what it shows.
    """
    from ...pages import fragment
    t = sayer(lang)
    facts = [(t(key), value) for key, value in (
        ("export.players", ", ".join(sheet.players or session.players)),
        ("vint.export.table", _table_text(session, sheet, lang)),
        ("export.rules", rules_text(session, lang)),
        ("vint.export.stake", stake_text(session.stake, lang)),
        ("export.created", started(session, lang)))]
    rubbers = {r.number: r for r in sheet.rubbers}
    log = log_words(lang, "vint.render.col.rubber", True, [
        LogRow(rec.number, rec.event.void, str(rec.rubber or ""), describe_event(rec.event, lang),
               unbroken(describe_record(rec, rubbers.get(rec.rubber), lang)))
        for rec in sheet.records])
    sections = fragment(
        "vint/sections.html", t=t,
        settlement=_settled(settlement, lang) if sheet.rubbers else None,
        chart=chart(sheet, lang) if sheet.records else None,
        chart_narrow=chart(sheet, lang, narrow=True) if sheet.records else None,
        rubbers=[_paper(r, sheet, lang) for r in sheet.rubbers], log=log)
    return for_friends(session.title or name, facts, [sections], lang, RULE_IDS)


class _Player(NamedTuple):
    """A row of the settlement: points and money, and the bar showing the points."""
    player: str
    points: str
    money: str
    tone: str
    bar: float  # the bar's length, in % of the cell: 50 for the biggest win or loss
    bar_x: float  # where it starts: a win from the middle rightwards, a loss leftwards


class _Result(NamedTuple):
    player: str
    points: str | None  # None: he sat the rubber out
    tone: str


class _Settled(NamedTuple):
    """A line a rubber: its sides, its score, and each player's result from it."""
    number: int
    finished: bool
    sides: str
    score: str
    cells: list[_Result]


class _Settlement(NamedTuple):
    money_head: str
    rows: list[_Player]
    players: list[str]
    rubbers: list[_Settled]
    unfinished: bool  # a rubber is still being played: the note says how it counts
    payments: Payments


def _settled(settlement: Settlement, lang: str) -> _Settlement:
    biggest = max([abs(v) for _, v in settlement.points] + [1])
    money = amounts(settlement.cents)
    rows = []
    for p, v in settlement.points:
        bar = round(50 * abs(v) / biggest, 1)
        rows.append(_Player(p, signed(v, lang), money_text(money[p], lang), tone(v), bar,
                            round(50 - bar, 1) if v < 0 else 50.0))
    players = [p for p, _ in settlement.points]
    rubbers = []
    for r in settlement.rubbers:
        cells = []
        for p in players:
            x = _result_of(r, p)
            cells.append(_Result(p, None, "") if x is None else _Result(p, signed(x, lang), tone(x)))
        rubbers.append(_Settled(r.number, r.finished, _sides(r, lang), _score(r, lang), cells))
    head = sayer(lang)("vint.render.col.money", stake=stake_text(settlement.stake, lang))
    return _Settlement(head, rows, players, rubbers,
                       any(not r.finished for r in settlement.rubbers),
                       payments_words(clear(settlement.cents, settlement.cents_rounded), lang))


class _Entry(NamedTuple):
    amount: int
    label: str


class _Row(NamedTuple):
    """A row of a sheet: what event `event` wrote in each column (a cell: its entries)."""
    event: int
    cells: list[list[_Entry]]


class _GameRow(NamedTuple):
    """The line under a game: the mark of the game won, in its winner's column."""
    marks: list[str]


class _Column(NamedTuple):
    column: int  # its number in the rubber, for scripts: `data-column`
    players: str  # the column's hands as a JSON list, for scripts reading the page
    name: str
    games: int
    total: int
    result: str
    tone: str


class _Paper(NamedTuple):
    """One rubber's sheet as on paper: above the line by event, the line, below it game by
    game, then each column's games, total and result."""
    number: int
    finished: bool
    won_by: str
    x: str  # the X marks of the rubber, or ''
    out: str  # who sat it out, or ''
    columns: list[_Column]
    above: list[_Row]
    below: list[_Row | _GameRow]


def _paper(r: Rubber, sheet: Sheet, lang: str) -> _Paper:
    t = sayer(lang)

    def rows(written: list[tuple[Entry, ...]]) -> list[_Row]:
        """A row for each event that wrote in these columns (a list of entries each)."""
        return [_Row(n, [[_Entry(x.amount, unbroken(sheet_label(x, sheet, lang))) for x in column
                          if x.event == n] for column in written])
                for n in sorted({x.event for column in written for x in column})]

    above = rows([r.above(c) for c in r.columns])
    below: list[_Row | _GameRow] = []
    for g in r.games:
        below += rows([r.below(c, g.number) for c in r.columns])
        if g.winners:
            mark = t("vint.export.game_won", game=g.number)
            below.append(_GameRow([mark if c in g.winners else "" for c in r.columns]))
    columns = [_Column(c, _players_json(r, c), say(r.name(c), lang), r.games_won(c), r.total(c),
                       signed(v, lang), tone(v)) for c, v in zip(r.columns, _results(r, sheet))]
    return _Paper(r.number, r.finished, _won_by(r, sheet, lang),
                  " ".join([t("vint.render.x_mark")] * r.x) if r.x else "",
                  t("vint.render.out", players=", ".join(r.out)) if r.out else "",
                  columns, above, below)


def _players_json(r: Rubber, column: int) -> str:
    """The hands of a column as a JSON list, for scripts reading the page."""
    return json.dumps(list(r.lineup.columns[column]), ensure_ascii=False)


class VintExport(Export):
    """A Vint evening to share."""

    to_json = staticmethod(to_json)
    to_markdown = staticmethod(to_markdown)
    to_csv = staticmethod(to_csv)
    html_parts = staticmethod(html_parts)
