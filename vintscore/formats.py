"""What every game's export shares: the formats, the words, Markdown and CSV made safe,
and the HTML page's policy, style, head and foot, so the pages of all games look alike.

Pure: text in, text out, the same bytes on every machine (no clock, no locale, no paths).
"""
from __future__ import annotations

import csv
import html
import io
import re
from typing import TYPE_CHECKING, Any, NamedTuple

from .display import time_text
from .glossary import Msg, say

if TYPE_CHECKING:
    from collections.abc import Callable
    from fractions import Fraction

    from .games import Game
    from .session import AnySession


EXPORT_FORMAT = "vintscore-export"


SCHEMA_VERSION = 1


FORMATS = ("md", "csv", "json", "html")


def export(fmt: str, game: Game, session: AnySession, sheet: Any, name: str, lang: str,
           bom: bool = False) -> str:
    """The session in one of FORMATS, by its game's exporter (games/<game>/export.py)."""
    exporter = game.export
    args = (session, sheet, game.settle(sheet, session.stake), name)
    if fmt == "json":
        text: str = exporter.to_json(*args)
    elif fmt == "csv":
        text = exporter.to_csv(*args, lang=lang, bom=bom)
    elif fmt == "html":
        text = exporter.to_html(*args, lang=lang)
    else:
        text = exporter.to_markdown(*args, lang=lang)
    return text


def sayer(lang: str) -> Callable[..., str]:
    """The glossary said in `lang`: t("export.table") is its text."""
    def t(key: str, **values) -> str:
        return say(Msg(key, **values), lang)
    return t


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


_RULE_ID = r"(?:PS|PD|[VPXRS])\d+"
_CITED = re.compile(rf" ?\(({_RULE_ID}(?:(?:[–-]|, ?){_RULE_ID})*)\)")


class Page(NamedTuple):
    """An export page's pieces, for the export's frame or `vint serve`'s live page: its
    title, its facts (label, value) and its sections, already HTML."""
    title: str
    facts: list[tuple[str, str]]
    sections: str


def for_friends(title: str, facts: list[tuple[str, str]], sections: list[str],
                lang: str) -> Page:
    """The page for friends, not scorekeepers: the rule ids cited in its words ("(V11)")
    leave the text for one footnote at the end, which says how to read them."""
    ids: list[str] = []

    def cited(m: re.Match) -> str:
        for rule in re.findall(_RULE_ID, m.group(1)):
            if rule not in ids:
                ids.append(rule)
        return ""

    facts = [(_CITED.sub(cited, label), _CITED.sub(cited, value)) for label, value in facts]
    body = _CITED.sub(cited, "\n".join(sections))
    if ids:
        ids.sort(key=lambda rule: (rule.rstrip("0123456789"), int(re.sub(r"\D", "", rule))))
        note = html.escape(sayer(lang)("export.rules_note", ids=", ".join(ids), example=ids[0]))
        body += f"\n<p class=\"note rules\">{note}</p>"
    return Page(title, facts, body)


def tone(value: int | Fraction) -> str:
    return "plus" if value > 0 else "minus" if value < 0 else "zero"


def log_section(lang: str, second: str, numeric: bool, rows) -> str:
    """Every event as a row: (number, void, the second column's text — a rubber or a
    dealer, headed by message `second` — what was entered, what it wrote)."""
    t = sayer(lang)
    e = html.escape
    out = ["<section class=\"log\">", f"<h2>{e(t('export.events'))}</h2>"]
    if not rows:
        out += [f"<p class=\"empty\">{e(t('render.no_events'))}</p>", "</section>"]
        return "\n".join(out)
    num = " class=\"num\"" if numeric else ""
    out.append("<div class=\"scroll\"><table class=\"log\"><thead><tr><th class=\"num\">#</th>"
               f"<th{num}>{e(t(second))}</th>"
               f"<th>{e(t('render.col.event'))}</th>"
               f"<th>{e(t('render.col.wrote'))}</th></tr></thead><tbody>")
    for number, void, column, event, wrote in rows:
        cls = " class=\"void\"" if void else ""
        out.append(f"<tr{cls}><td class=\"num\">{number}</td><td{num}>{e(column)}</td>"
                   f"<td>{e(event)}</td><td>{e(wrote)}</td></tr>")
    out.append("</tbody></table></div></section>")
    return "\n".join(out)



# -- who pays whom (issue 15), in every export ----------------------------------------

def markdown_payments(money: Any, lang: str) -> list[str]:
    """The fewest payments that clear the money, as a Markdown table (or a line)."""
    from .payments import amount, settle_up
    t = sayer(lang)
    up = settle_up(money)
    out = [f"### {md(t('export.payments'))}", ""]
    if not up.payments:
        return out + [md(t("settle.payments.none")), ""]
    out += [f"| {md(t('export.payments.from'))} | {md(t('export.payments.to'))} | "
            f"{md(t('export.payments.amount'))} |", "|---|---|---:|"]
    out += [f"| {md(p.payer)} | {md(p.payee)} | {amount(p.cents)} |" for p in up.payments]
    out.append("")
    if up.rounded:
        out += [md(t("settle.payments.rounded").strip()), ""]
    return out


def csv_payments(row: CsvRows, money: Any, lang: str) -> None:
    """The payments as rows under their own header (after an empty row)."""
    from .payments import amount, settle_up
    t = sayer(lang)
    row([])
    row([t("export.payments.from"), t("export.payments.to"), t("export.payments.amount")])
    for p in settle_up(money).payments:
        row([p.payer, p.payee, str(amount(p.cents))])


def html_payments(money: Any, lang: str) -> str:
    """The payments as a table `#payments` (`tr[data-from][data-to]`), or a line."""
    from .payments import amount, settle_up
    t = sayer(lang)
    e = html.escape
    up = settle_up(money)
    out = [f"<h3>{e(t('export.payments'))}</h3>"]
    if not up.payments:
        return "\n".join(out + [f"<p class=\"note\">{e(t('settle.payments.none'))}</p>"])
    out += ["<div class=\"scroll\"><table id=\"payments\">",
            f"<thead><tr><th>{e(t('export.payments.from'))}</th>"
            f"<th>{e(t('export.payments.to'))}</th>"
            f"<th class=\"num\">{e(t('export.payments.amount'))}</th></tr></thead>", "<tbody>"]
    out += [f"<tr data-from=\"{e(p.payer)}\" data-to=\"{e(p.payee)}\">"
            f"<td class=\"player\">{e(p.payer)}</td><td class=\"player\">{e(p.payee)}</td>"
            f"<td class=\"num money\">{amount(p.cents)}</td></tr>" for p in up.payments]
    out.append("</tbody></table></div>")
    if up.rounded:
        out.append(f"<p class=\"note\">{e(t('settle.payments.rounded').strip())}</p>")
    return "\n".join(out)
