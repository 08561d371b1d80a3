"""What every game's export shares: the formats, the words, Markdown and CSV made safe,
and the HTML page's policy, style, head and foot, so the pages of all games look alike.

Pure: text in, text out, the same bytes on every machine (no clock, no locale, no paths).
"""
from __future__ import annotations

import csv
import html
import io
import re
from typing import TYPE_CHECKING, Any

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


def started(session: AnySession) -> str:
    """The evening's start as written in the file: '2026-11-27 19:05 +03:00'."""
    stamp = session.created.strftime("%Y-%m-%d %H:%M")
    offset = session.created.strftime("%z")
    return f"{stamp} {offset[:3]}:{offset[3:]}" if offset else stamp


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


# The page may fetch nothing and run nothing: a browser enforces it, whatever the text holds.
_CSP = ("default-src 'none'; style-src 'unsafe-inline'; img-src data:; "
        "base-uri 'none'; form-action 'none'")


def page_head(title: str, facts: list[tuple[str, str]], lang: str) -> list[str]:
    """The page up to its main part: the policy, the style, the title and the session's
    facts (label, value). The same for both games, so their pages look alike."""
    e = html.escape
    parts = ["<!DOCTYPE html>", f"<html lang=\"{e(lang)}\">", "<head>",
             "<meta charset=\"utf-8\">",
             f"<meta http-equiv=\"Content-Security-Policy\" content=\"{_CSP}\">",
             "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
             "<meta name=\"generator\" content=\"vintscore\">",
             f"<title>{e(title)}</title>", f"<style>{_CSS}</style>", "</head>", "<body>",
             "<header>", f"<h1>{e(title)}</h1>", "<dl class=\"meta\">"]
    parts += [f"<div><dt>{e(label)}</dt><dd>{e(value)}</dd></div>" for label, value in facts]
    return parts + ["</dl>", "</header>", "<main>"]


def page_foot(lang: str) -> list[str]:
    return ["</main>", f"<footer>{html.escape(sayer(lang)('export.made_by'))}</footer>",
            "</body>", "</html>", ""]


_RULE_ID = r"(?:PS|PD|[VPXRS])\d+"
_CITED = re.compile(rf" ?\(({_RULE_ID}(?:(?:[–-]|, ?){_RULE_ID})*)\)")


def for_friends(page: str, lang: str) -> str:
    """The page for friends, not scorekeepers: the rule ids cited in its words ("(V11)")
    leave the text for one footnote at the bottom, which says how to read them."""
    head, body = page.split("<body>", 1)
    ids: list[str] = []

    def cited(m: re.Match) -> str:
        for rule in re.findall(_RULE_ID, m.group(1)):
            if rule not in ids:
                ids.append(rule)
        return ""

    body = _CITED.sub(cited, body)
    if ids:
        ids.sort(key=lambda rule: (rule.rstrip("0123456789"), int(re.sub(r"\D", "", rule))))
        note = html.escape(sayer(lang)("export.rules_note", ids=", ".join(ids), example=ids[0]))
        body = body.replace("</main>", f"<p class=\"note rules\">{note}</p>\n</main>", 1)
    return f"{head}<body>{body}"


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


_CSS = """
:root{--ink:#1d2330;--muted:#6b7280;--paper:#fffdf5;--rule:#c9c2ae;--line:#243b6b;
--plus:#1e7a46;--minus:#b3261e;--page:#f3f1ea}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","DejaVu Sans",sans-serif;
margin:0;padding:2rem 1rem 3rem;color:var(--ink);background:var(--page);line-height:1.4}
header,main,footer{max-width:60rem;margin:0 auto}
h1{font-family:Georgia,"Times New Roman","DejaVu Serif",serif;font-size:2rem;margin:0 0 .5rem}
h2{font-family:Georgia,"Times New Roman","DejaVu Serif",serif;font-size:1.3rem;margin:2rem 0 .6rem;
display:flex;flex-wrap:wrap;align-items:baseline;gap:.3rem .6rem}
dl.meta{display:flex;flex-wrap:wrap;gap:.2rem 1.6rem;margin:0;color:var(--muted);font-size:.9rem}
dl.meta div{display:flex;gap:.4rem}
dl.meta dt{font-weight:600}
dl.meta dd{margin:0;color:var(--ink)}
.scroll{overflow-x:auto}
table{border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{padding:.25rem .6rem;vertical-align:top;text-align:left}
.num{text-align:right;white-space:nowrap}
.plus{color:var(--plus)}
.minus{color:var(--minus)}
.zero,.out{color:var(--muted)}
#settlement{background:#fff;border:1px solid #ddd;border-radius:6px;min-width:24rem}
#settlement thead th{font-size:.8rem;font-weight:600;color:var(--muted);border-bottom:1px solid #ddd}
#settlement tbody tr+tr{border-top:1px solid #eee}
#settlement th.player{font-weight:600}
#settlement td.points{font-weight:700;font-size:1.1rem}
#settlement td.money{font-weight:600}
#rubbers{background:#fff;border:1px solid #ddd;border-radius:6px;font-size:.9rem}
#rubbers thead th{font-size:.8rem;font-weight:600;color:var(--muted);border-bottom:1px solid #ddd}
#rubbers tbody tr+tr{border-top:1px solid #eee}
#rubbers td.score{font-size:.8rem}
#rubbers td.score span{color:var(--muted)}
#rubbers.many{font-size:.8rem}
#rubbers.many td,#rubbers.many th{padding:.25rem .3rem}
#rubbers.many td.score{min-width:7rem}
#rubbers.many th.name{vertical-align:bottom}
#rubbers.many th.name span{writing-mode:vertical-rl;transform:rotate(180deg);white-space:nowrap}
h3{font-size:1rem;margin:1.2rem 0 .4rem}
#settlement td.bar{width:10rem;vertical-align:middle}
.track{display:block;position:relative;height:.7rem}
.track::before{content:"";position:absolute;left:50%;top:-.2rem;bottom:-.2rem;border-left:1px solid #bbb}
.fill{position:absolute;top:0;bottom:0;border-radius:2px}
.fill.plus{left:50%;background:var(--plus)}
.fill.minus{right:50%;background:var(--minus)}
p.note,p.empty{color:var(--muted);font-size:.85rem}
section.chart svg{display:block;width:100%;height:auto;background:#fff;border:1px solid #ddd;
border-radius:6px}
svg .grid{stroke:#e6e6e6;stroke-width:1}
svg .zero{stroke:#888;stroke-width:1.2}
svg line.rubber{stroke:#999;stroke-dasharray:4 4}
svg text{font-family:system-ui,"DejaVu Sans",sans-serif;font-size:11px;fill:#555}
svg text.rubber{font-size:11px;fill:#777}
svg text.caption{fill:#888}
svg g.series text.label{font-size:12px;font-weight:600;fill:inherit}
.tag{font-family:system-ui,"DejaVu Sans",sans-serif;font-size:.75rem;font-weight:600;
padding:.1rem .5rem;border-radius:1rem;background:#e8e4d8;color:#444}
.tag.finished{background:#dcefe3;color:var(--plus)}
.tag.unfinished{background:#fbefd5;color:#8a5a00}
.tag.x{background:#243b6b;color:#fff;letter-spacing:.15em}
.paper{background:var(--paper);border:1px solid var(--rule);border-radius:3px;
box-shadow:0 1px 3px rgba(0,0,0,.12);padding:.6rem .8rem .8rem;min-width:28rem}
table.sheet{width:100%;font-family:"Courier New","DejaVu Sans Mono",monospace;font-size:.92rem}
table.sheet thead th{font-family:system-ui,"DejaVu Sans",sans-serif;text-align:center;
border-bottom:2px solid var(--line);padding-bottom:.4rem}
table.sheet td{border-left:2px solid var(--line)}
table.sheet.cols2 td{width:48%}
table.sheet th.ev{width:2.8rem;color:#a8a08a;font-weight:normal;text-align:right;font-size:.8rem;
font-family:system-ui,"DejaVu Sans",sans-serif;padding-right:.5rem;white-space:nowrap}
table.sheet tr.above td,table.sheet tr.below td{border-bottom:1px dotted #e3dcc7}
.e{display:flex;gap:.6rem;align-items:baseline}
.e .n{flex:0 0 4.5em;text-align:right;white-space:nowrap}
.e .w{font-family:system-ui,"DejaVu Sans",sans-serif;font-size:.8rem;color:#555}
tr.line td{border-top:4px double var(--line);padding:0;height:0;border-left:2px solid var(--line)}
tr.game td{border-bottom:2px solid var(--line);font-family:system-ui,"DejaVu Sans",sans-serif;
font-size:.75rem;color:var(--line);text-align:center;padding:.1rem}
tr.games td,tr.total td,tr.result td{border-top:1px solid var(--rule)}
tr.games th,tr.total th,tr.result th{font-size:.75rem}
tr.total td{font-weight:700}
tr.result td{font-weight:700}
td.empty{color:var(--muted);font-style:italic}
table.log{width:100%;font-size:.85rem;background:#fff;border:1px solid #ddd}
table.log thead th{font-size:.8rem;color:var(--muted);border-bottom:1px solid #ddd}
table.log td{border-top:1px solid #eee}
tr.void td{text-decoration:line-through;color:#999}
footer{margin-top:2rem;color:var(--muted);font-size:.8rem}
@media (max-width:40rem){
body{padding:1rem .5rem 2rem}
h1{font-size:1.5rem}
#settlement{min-width:0;width:100%}
#settlement td.bar{width:4rem}
#rubbers td.score{min-width:8rem}
.paper{min-width:0;padding:.4rem .3rem}
table.sheet{font-size:.85rem}
table.sheet th.ev{width:1.6rem;padding-right:.2rem}
th,td{padding:.25rem .35rem}
.e{gap:.3rem}
.e .n{flex-basis:3.4em}
}
@page{size:A4;margin:14mm 12mm}
@media print{
html{font-size:12px}
:root{--page:#fff;--paper:#fff}
body{padding:0;font-size:10pt;-webkit-print-color-adjust:exact;print-color-adjust:exact}
header,main,footer{max-width:none}
h1{font-size:18pt}
h2{font-size:13pt;margin-top:1.2rem;break-after:avoid}
.scroll{overflow:visible}
.paper{box-shadow:none;min-width:0;padding:.3rem .4rem}
#settlement,#rubbers{min-width:0}
section.rubber,section.chart,section.settlement{break-inside:avoid}
section.chart svg{max-height:85mm}
table.log{font-size:8pt}
table.log tr{break-inside:avoid}
}
"""


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
