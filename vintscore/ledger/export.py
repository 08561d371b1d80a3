"""The club's account for sharing (`vint ledger --format md|csv|html [-o FILE]`): the
balances, the sessions, each person's money per session, the payments made, and who
would pay whom. Pure: text out, the same bytes on every machine (formats.py's rules:
Markdown and CSV made safe, one HTML page that fetches and runs nothing)."""
from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any, NamedTuple

from ..formats import (
    CsvRows,
    Page,
    csv_payments,
    markdown_payments,
    md,
    page,
    payments_words,
    sayer,
)
from ..money import money_text, stake_text
from .accounts import Report
from .model import amount_text
from .report import day, game_word, plain, span, title
from .report import facts as ledger_facts

FORMATS = ("md", "csv", "html", "json")


# Markdown and HTML are read by people: dates and money as `lang` writes them («01.12.2026»,
# «12,50»). CSV is read by spreadsheets and scripts: ISO dates and the decimal point, as
# every CSV export keeps them (`numbers` is then "en").

def _balances(report: Report, lang: str, numbers: str) -> list[list[str]]:
    """A row a person: the name, whether a member, his aliases, the money."""
    t = sayer(lang)
    return [[a.name, t("ledger.yes") if a.member else t("ledger.no"), ", ".join(a.aliases),
             plain(a.won, numbers), plain(a.lost, numbers), plain(a.paid_total, numbers),
             plain(a.received_total, numbers), money_text(a.balance, numbers)]
            for a in report.accounts]


def _day(d: date, numbers: str) -> str:
    return d.isoformat() if numbers == "en" else day(d, numbers)


def _lines(report: Report, numbers: str) -> list[list[str]]:
    """Each person's money per session: name, date, session, as, money."""
    return [[a.name, _day(line.day, numbers), line.session, line.played_as,
             money_text(line.money, numbers)] for a in report.accounts for line in a.lines]


def _headers(t: Any, keys: tuple[str, ...]) -> list[str]:
    return [t(f"ledger.col.{k}") for k in keys]


# The balances' columns, by their keys: the ledger CSV's first row (storage/export.py knows
# an earlier export by it)
BALANCE_KEYS = ("name", "member", "aliases", "won", "lost", "paid", "received", "balance")
_MONEY = {3, 4, 5, 6, 7}  # the balances' columns of money
_LINE_KEYS = ("name", "date", "session", "as", "money")
_SESSION_KEYS = ("date", "session", "game", "stake", "finished")
_PAID_KEYS = ("date", "from", "to", "amount", "note")


def _sessions(report: Report, lang: str, numbers: str) -> list[list[str]]:
    t = sayer(lang)
    return [[_day(s.day, numbers), s.name, game_word(s.game, lang),
             format(s.stake, "f") if numbers == "en" else stake_text(s.stake, numbers),
             t("ledger.yes") if s.finished else t("ledger.no")] for s in report.sessions]


def _paid(report: Report, numbers: str) -> list[list[str]]:
    return [[_day(p.day, numbers), p.payer, p.payee,
             amount_text(p.amount) if numbers == "en" else plain(p.amount, numbers), p.note]
            for p in report.payments]


def to_markdown(report: Report, lang: str) -> str:
    t = sayer(lang)
    out = [f"# {md(title(report, lang))}", ""]
    out += [md(line) + "  " for line in span(report, lang)] + [""]

    def table(heading: str, headers: list[str], rows: list[list[str]], numeric: set[int]) -> None:
        out.extend([f"## {md(t(heading))}", ""])
        if not rows:
            out.extend([md(t("ledger.none_here")), ""])
            return
        out.append("| " + " | ".join(md(h) for h in headers) + " |")
        out.append("|" + "|".join("---:" if i in numeric else "---"
                                  for i in range(len(headers))) + "|")
        out.extend("| " + " | ".join(md(c) for c in row) + " |" for row in rows)
        out.append("")

    table("ledger.balances", _headers(t, BALANCE_KEYS), _balances(report, lang, lang), _MONEY)
    out += markdown_payments(report.settle_up(), lang)
    table("ledger.sessions", _headers(t, _SESSION_KEYS), _sessions(report, lang, lang), {3})
    table("ledger.per_session", _headers(t, _LINE_KEYS), _lines(report, lang), {4})
    table("ledger.paid", _headers(t, _PAID_KEYS), _paid(report, lang), {3})
    return "\n".join(out).rstrip("\n") + "\n"


def to_csv(report: Report, lang: str, bom: bool = False) -> str:
    """Sections one under another, each under its own header row, an empty row between."""
    t = sayer(lang)
    row = CsvRows()
    for i, (headers, rows) in enumerate((
            (_headers(t, BALANCE_KEYS), _balances(report, lang, "en")),
            (_headers(t, _SESSION_KEYS), _sessions(report, lang, "en")),
            (_headers(t, _LINE_KEYS), _lines(report, "en")),
            (_headers(t, _PAID_KEYS), _paid(report, "en")))):
        if i:
            row([])
        row(headers)
        for cells in rows:
            row(cells)
    csv_payments(row, report.settle_up(), lang)
    return row.text(bom)


class Row(NamedTuple):
    cells: list[str]
    name: str | None = None  # the person the row is about, for scripts: `tr[data-name]`


class PageTable(NamedTuple):
    """A table of the page (`table#ident` in `section.ident`) under its heading."""
    ident: str
    heading: str
    headers: list[str]
    rows: list[Row]
    numeric: set[int]  # the columns of numbers


def to_html(report: Report, lang: str, ratings: Sequence[Any] = ()) -> str:
    """One page: the balances (`table#balances`, a row `tr[data-name]` each), who would pay
    whom (`table#payments`), the sessions, the money per session, the payments made
    (pages/templates/ledger/sections.html); then each game's rating over the sessions
    counted, `ratings` (services/rating_pages.py's `of_ledger`: a game, its players' and
    its partnerships' ratings, its sessions), its table and its charts (rating/sections.html,
    issue 36)."""
    from ..pages import fragment
    from ..rating_chart import section
    t = sayer(lang)
    facts = ledger_facts(report, lang)  # one label a fact, as the page's header draws them

    def table(ident: str, heading: str, headers: list[str], rows: list[list[str]],
              numeric: set[int]) -> PageTable:
        return PageTable(ident, t(heading), headers, [Row(cells) for cells in rows], numeric)

    balances = PageTable("balances", t("ledger.balances"), _headers(t, BALANCE_KEYS),
                     [Row(cells, a.name) for cells, a in zip(_balances(report, lang, lang),
                                                              report.accounts)], _MONEY)
    others = [table("sessions", "ledger.sessions", _headers(t, _SESSION_KEYS),
                    _sessions(report, lang, lang), {3}),
              table("lines", "ledger.per_session", _headers(t, _LINE_KEYS), _lines(report, lang), {4}),
              table("paid", "ledger.paid", _headers(t, _PAID_KEYS), _paid(report, lang), {3})]
    rated = [section(r.game, game_word(r.game, lang), r.players, r.sessions, lang,
                     t("rating.section.ledger"), r.pairs) for r in ratings]
    sections = fragment("ledger/sections.html", balances=balances, others=others,
                        payments=payments_words(report.settle_up(), lang),
                        empty=t("ledger.none_here"), ratings=rated)
    return page(Page(title(report, lang), facts, sections), lang)
