"""What every game's export shares: the formats, the words, Markdown and CSV made safe,
and the HTML page's policy, style, head and foot, so the pages of all games look alike.

Pure: text in, text out, the same bytes on every machine (no clock, no locale, no paths).
"""
from __future__ import annotations

import csv
import io
import re
from typing import TYPE_CHECKING, NamedTuple

from .display import time_text
from .glossary import sayer

if TYPE_CHECKING:
    from fractions import Fraction

    from .payments import SettleUp
    from .session import AnySession


EXPORT_FORMAT = "vintscore-export"


SCHEMA_VERSION = 1


FORMATS = ("md", "csv", "json", "html")


def started(session: AnySession, lang: str | None = None) -> str:
    """The evening's start, to the minute: '2026-11-27 19:05 +03:00', in Russian
    «27.11.2026 19:05 +03:00» (review row 62); in the session's language unless told."""
    return time_text(session.created, lang or session.lang)


_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|~#])|&(?=#?\w+;)|\n")


def md(text: str) -> str:
    """User text in Markdown, shown as typed: punctuation that would format it escaped.

    CommonMark lets a backslash escape any ASCII punctuation; `&` only where it would
    start an entity; a newline would break a table row, so it becomes a space.
    """
    return _MD_SPECIAL.sub(lambda m: " " if m.group(0) == "\n" else "\\" + m.group(0), text)


_NUMBER = re.compile(r"[+-]?\d+(\.\d+)?")


def spreadsheet_safe(value):
    """A text cell a spreadsheet will show, not run: '=…', '+…', '-…', '@…' get a quote.

    Numbers (ints and money strings like '-26.95') are left as they are.
    """
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r") \
            and not _NUMBER.fullmatch(value):
        return "'" + value
    return value


class CsvRows:
    """A spreadsheet's rows, CRLF-ended, each cell made safe (`spreadsheet_safe`); `bom`
    puts the byte-order mark Excel wants before it reads UTF-8 (Cyrillic names)."""

    def __init__(self) -> None:
        self.buffer = io.StringIO()
        self.writer = csv.writer(self.buffer, lineterminator="\r\n")

    def __call__(self, cells: list) -> None:
        self.writer.writerow([spreadsheet_safe(c) for c in cells])

    def text(self, bom: bool) -> str:
        return ("\ufeff" if bom else "") + self.buffer.getvalue()


def page(parts: Page, lang: str) -> str:
    """One self-contained page (pages/templates/export.html): the session's facts over its
    sections. The same frame for both games, so their pages look alike."""
    from .pages import export_page
    return export_page(parts.title, parts.facts, lang, parts.sections,
                       sayer(lang)("export.made_by"))


def _rule_id(letters: tuple[str, ...]) -> str:
    """An id of the rules whose letters are given ('V5', 'PD3'): the longest letters first."""
    return rf"(?:{'|'.join(sorted(letters, key=len, reverse=True))})\d+"


def _cited(rule_id: str) -> re.Pattern[str]:
    return re.compile(rf" ?\(({rule_id}(?:(?:[–-]|, ?){rule_id})*)\)")


class Page(NamedTuple):
    """An export page's pieces, for the export's frame or `vint serve`'s live page: its
    title, its facts (label, value) and its sections, already HTML."""
    title: str
    facts: list[tuple[str, str]]
    sections: str
    rules: tuple[str, ...] = ()  # the rule ids its footnote names (for_friends), in order


def for_friends(title: str, facts: list[tuple[str, str]], sections: list[str],
                lang: str, rule_ids: tuple[str, ...]) -> Page:
    """The page for friends, not scorekeepers: the rule ids cited in its words ("(V11)"),
    of the rules whose letters are `rule_ids` (the page's game's), leave the text for one
    footnote at the end, which says how to read them."""
    ids: list[str] = []
    rule_id = _rule_id(rule_ids)
    pattern = _cited(rule_id)

    def cited(m: re.Match) -> str:
        for rule in re.findall(rule_id, m.group(1)):
            if rule not in ids:
                ids.append(rule)
        return ""

    facts = [(pattern.sub(cited, label), pattern.sub(cited, value)) for label, value in facts]
    body = pattern.sub(cited, "\n".join(sections))
    if ids:
        from .pages import part
        ids.sort(key=lambda rule: (rule.rstrip("0123456789"), int(re.sub(r"\D", "", rule))))
        body += "\n" + part("parts.html", "rules_note",
                            sayer(lang)("export.rules_note", ids=", ".join(ids), example=ids[0]))
    return Page(title, facts, body, tuple(ids))


def tone(value: int | Fraction) -> str:
    return "plus" if value > 0 else "minus" if value < 0 else "zero"


class LogRow(NamedTuple):
    number: int
    void: bool
    column: str  # the second column: a rubber or a dealer
    event: str  # what was entered
    wrote: str  # what it wrote


class Log(NamedTuple):
    """The words of the log's table (pages/templates/parts.html, `log`) and its rows."""
    heading: str
    empty: str
    second: str
    event: str
    wrote: str
    numeric: bool  # the second column holds numbers: right-aligned
    rows: list[LogRow]


def log_words(lang: str, second: str, numeric: bool, rows: list[LogRow]) -> Log:
    """Every event as a row, under the heads in `lang`; the second column is headed by
    message `second` (a rubber or a dealer)."""
    t = sayer(lang)
    return Log(t("export.events"), t("render.no_events"), t(second), t("render.col.event"),
               t("render.col.wrote"), numeric, rows)


# -- who pays whom (issue 15), in every export ----------------------------------------

# Each takes the payments made from the cents a page shows (payments.clear of a
# settlement's `cents`, or of the ledger's balances), so that they clear them exactly.

def markdown_payments(up: SettleUp, lang: str) -> list[str]:
    """The fewest payments that clear the money, as a Markdown table (or a line)."""
    from .money import money_text
    from .payments import amount
    t = sayer(lang)
    out = [f"### {md(t('export.payments'))}", ""]
    rounded = [md(t("settle.payments.rounded").strip()), ""] if up.rounded else []
    if not up.payments:  # a cent may still have moved: everyone's fraction rounded away
        return out + [md(t("settle.payments.none")), ""] + rounded
    out += [f"| {md(t('export.payments.from'))} | {md(t('export.payments.to'))} | "
            f"{md(t('export.payments.amount'))} |", "|---|---|---:|"]
    out += [f"| {md(p.payer)} | {md(p.payee)} | {money_text(amount(p.cents), lang).lstrip('+')} |"
            for p in up.payments]
    out.append("")
    return out + rounded


def csv_payments(row: CsvRows, up: SettleUp, lang: str) -> None:
    """The payments as rows under their own header (after an empty row)."""
    from .payments import amount
    t = sayer(lang)
    row([])
    row([t("export.payments.from"), t("export.payments.to"), t("export.payments.amount")])
    for p in up.payments:
        row([p.payer, p.payee, str(amount(p.cents))])


class PaymentRow(NamedTuple):
    payer: str
    payee: str
    amount: str


class Payments(NamedTuple):
    """Who pays whom, with the words of its table (pages/templates/parts.html, `payments`)."""
    heading: str
    nobody: str  # the line shown when nobody owes anybody
    payer: str
    payee: str
    amount: str
    rows: list[PaymentRow]
    rounded: str  # the note when the payments are rounded to the cent, else ""


def payments_words(up: SettleUp, lang: str) -> Payments:
    """The fewest payments that clear the money, for a page: a table `#payments`
    (`tr[data-from][data-to]`), or a line."""
    from .money import money_text
    from .payments import amount
    t = sayer(lang)
    return Payments(t("export.payments"), t("settle.payments.none"), t("export.payments.from"),
                    t("export.payments.to"), t("export.payments.amount"),
                    [PaymentRow(p.payer, p.payee, money_text(amount(p.cents), lang).lstrip("+"))
                     for p in up.payments],
                    t("settle.payments.rounded").strip() if up.rounded else "")
