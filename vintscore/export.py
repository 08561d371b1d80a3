"""A session's summary for sharing: JSON, Markdown, CSV and one self-contained HTML page.

Every export holds the players, the rules, every event in order with what it wrote,
each rubber's sheet and result, and the settlement in points and money; the words are
the glossary's, in `lang` (JSON keeps its keys and codes in English, for scripts).
Pure: functions from the session, its sheet and its settlement to text.
"""
from __future__ import annotations

import csv
import html
import io
import json
from typing import TYPE_CHECKING

from .glossary import Msg, say
from .report import (describe_event, describe_record, entry_label, log_json, money_json,
                     money_text, rules_text, settlement_json, sheet_json, signed)
from .rules.presets import OPTION_NAMES
from .settlement import running

if TYPE_CHECKING:
    from .model import Session
    from .settlement import Settlement
    from .sheet import Rubber, Sheet

EXPORT_FORMAT = "vintscore-export"
SCHEMA_VERSION = 1
FORMATS = ("md", "csv", "json", "html")


def _rules(session: Session) -> dict:
    rules = {"preset": session.rules.preset}
    for key in OPTION_NAMES:
        value = getattr(session.rules, key)
        rules[key] = getattr(value, "value", value)
    return rules


def to_json(session: Session, sheet: Sheet, settlement: Settlement, name: str) -> str:
    """Everything, for scripts: the log, the sheet and the settlement of `--json`."""
    data = {
        "format": EXPORT_FORMAT,
        "schema_version": SCHEMA_VERSION,
        "session": name,
        "title": session.title,
        "created": session.created.isoformat(),
        "players": list(session.players),
        "table": session.table.value,
        "stake": money_json(session.stake),
        "rules": _rules(session),
        "events": log_json(sheet, name)["events"],
        "rubbers": sheet_json(sheet, name)["rubbers"],
        "settlement": {k: v for k, v in settlement_json(settlement, name).items()
                       if k not in ("format", "schema_version", "session")},
        "running": [{"event": n, "points": points} for n, points in running(sheet)],
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def _cell(text: str) -> str:
    """Text in a Markdown table cell: pipes escaped, one line."""
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")


def to_markdown(session: Session, sheet: Sheet, settlement: Settlement, name: str,
                lang: str = "en") -> str:
    """A page for any forge: headings and GitHub-flavoured tables."""
    def t(key: str, **values) -> str:
        return say(Msg(key, **values), lang)

    out = [f"# {_cell(session.title or name)}", "",
           f"- {t('export.players')}: {', '.join(session.players)}",
           f"- {t('export.rules')}: {rules_text(session, lang)}",
           f"- {t('export.stake')}: {session.stake}",
           f"- {t('export.created')}: {session.created.isoformat()}", ""]
    out += [f"## {t('render.settlement')}", "",
            f"| {t('render.col.player')} | {t('render.col.points')} | "
            f"{t('render.col.money', stake=settlement.stake)} |", "|---|---:|---:|"]
    money = dict(settlement.money)
    out += [f"| {_cell(p)} | {signed(v)} | {money_text(money[p])} |" for p, v in settlement.points]
    out.append("")
    for r in sheet.rubbers:
        out += _markdown_rubber(r, settlement, lang)
    out += [f"## {t('export.events')}", "",
            f"| # | {t('render.col.rubber')} | {t('render.col.event')} | {t('render.col.wrote')} |",
            "|---:|---:|---|---|"]
    rubbers = {r.number: r for r in sheet.rubbers}
    for rec in sheet.records:
        wrote = describe_record(rec, rubbers.get(rec.rubber), lang)
        out.append(f"| {rec.number} | {rec.rubber or ''} | {_cell(describe_event(rec.event, lang))}"
                   f" | {_cell(wrote)} |")
    return "\n".join(out) + "\n"


def _markdown_rubber(r: Rubber, settlement: Settlement, lang: str) -> list[str]:
    def t(key: str, **values) -> str:
        return say(Msg(key, **values), lang)

    state = t("export.finished") if r.finished else t("render.unfinished")
    lines = [f"## {t('render.rubber', number=r.number)} ({state})", ""]
    lines.append("| | " + " | ".join(_cell(r.name(c)) for c in r.columns) + " |")
    lines.append("|---|" + "---:|" * len(r.columns))
    for c_entries in _rows(r, lang):
        label, cells = c_entries
        lines.append(f"| {label} | " + " | ".join(_cell(x) for x in cells) + " |")
    whole = sum(r.total(c) for c in r.columns)
    n = len(r.columns)
    lines.append(f"| **{t('render.games')}** | " + " | ".join(
        str(r.games_won(c)) for c in r.columns) + " |")
    lines.append(f"| **{t('render.total')}** | " + " | ".join(
        f"**{r.total(c)}**" for c in r.columns) + " |")
    lines.append(f"| **{t('render.result' if r.finished else 'render.so_far')}** | " + " | ".join(
        signed(n * r.total(c) - whole) for c in r.columns) + " |")
    lines.append("")
    return lines


def _rows(r: Rubber, lang: str) -> list[tuple[str, list[str]]]:
    """The sheet's rows: above the line by event, then below the line game by game."""
    rows = []
    for n in sorted({e.event for e in r.entries if not e.below}):
        rows.append((f"{n}", ["<br>".join(f"{e.amount} {entry_label(e, lang)}".strip()
                                         for e in r.above(c) if e.event == n)
                              for c in r.columns]))
    rows.append(("—", ["—"] * len(r.columns)))
    for g in r.games:
        for n in sorted({e.event for c in r.columns for e in r.below(c, g.number)}):
            rows.append((f"{n}", ["<br>".join(str(e.amount) for e in r.below(c, g.number)
                                              if e.event == n) for c in r.columns]))
        if g.winners:
            mark = say(Msg("render.game_mark", game=g.number), lang)
            rows.append(("", [mark if c in g.winners else "" for c in r.columns]))
    return rows


def to_csv(session: Session, sheet: Sheet, settlement: Settlement, name: str,
           lang: str = "en", bom: bool = False) -> str:
    """One ledger row per amount written, then the rubbers and the settlement.

    Sections are separated by an empty row, each with its own header row; `bom` puts
    the byte-order mark Excel wants before it reads UTF-8 (Cyrillic names).
    """
    def t(key: str, **values) -> str:
        return say(Msg(key, **values), lang)

    buffer = io.StringIO()
    w = csv.writer(buffer, lineterminator="\r\n")
    w.writerow([t("export.csv.session"), name])
    w.writerow([t("export.players"), ", ".join(session.players)])
    w.writerow([t("export.rules"), rules_text(session, lang)])
    w.writerow([t("export.stake"), str(session.stake)])
    w.writerow([])
    w.writerow([t("export.csv.event"), t("render.col.rubber"), t("export.csv.kind"),
                t("render.col.event"), t("export.csv.column"), t("export.csv.where"),
                t("export.csv.amount"), t("export.csv.reason")])
    rubbers = {r.number: r for r in sheet.rubbers}
    for rec in sheet.records:
        text = describe_event(rec.event, lang)
        if not rec.entries:
            w.writerow([rec.number, rec.rubber or "", rec.event.kind.value, text, "", "", "", ""])
        for e in rec.entries:
            column = rubbers[rec.rubber].name(e.side)
            where = t("export.csv.below" if e.below else "export.csv.above")
            label = entry_label(e, lang) or say(Msg(f"report.reason.{e.reason.name.lower()}"), lang)
            w.writerow([rec.number, rec.rubber, rec.event.kind.value, text, column, where,
                        e.amount, label])
    w.writerow([])
    w.writerow([t("render.col.rubber"), t("export.csv.finished"), t("export.csv.column"),
                t("render.total"), t("render.games")] + list(sheet.players))
    for r in settlement.rubbers:
        result = dict(r.result)
        for side in r.sides:
            w.writerow([r.number, t("export.csv.yes" if r.finished else "export.csv.no"),
                        side.name, side.total,
                        side.games] + [result.get(p, 0) for p in sheet.players])
    w.writerow([])
    w.writerow([t("render.col.player"), t("render.col.points"),
                t("render.col.money", stake=settlement.stake)])
    money = dict(settlement.money)
    for p, v in settlement.points:
        w.writerow([p, v, money_json(money[p])])
    return ("\ufeff" if bom else "") + buffer.getvalue()


def to_html(session: Session, sheet: Sheet, settlement: Settlement, name: str,
            lang: str = "en") -> str:
    """One self-contained page: the sheets laid out like paper, the settlement, a chart.

    No scripts and nothing fetched: inline CSS and SVG only; it prints on A4.
    """
    def t(key: str, **values) -> str:
        return html.escape(say(Msg(key, **values), lang))

    e = html.escape
    money = dict(settlement.money)
    parts = [f"<!DOCTYPE html>\n<html lang=\"{e(lang)}\">\n<head>\n<meta charset=\"utf-8\">",
             "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
             f"<title>{e(session.title or name)}</title>", f"<style>{_CSS}</style>", "</head>",
             "<body>", f"<h1>{e(session.title or name)}</h1>",
             f"<p class=\"meta\">{t('export.players')}: {e(', '.join(session.players))} · "
             f"{t('export.rules')}: {e(rules_text(session, lang))} · "
             f"{t('export.stake')}: {e(str(session.stake))} · {e(session.created.date().isoformat())}"
             "</p>",
             f"<h2>{t('render.settlement')}</h2>",
             "<table class=\"settlement\" id=\"settlement\"><thead><tr>"
             f"<th>{t('render.col.player')}</th><th>{t('render.col.points')}</th>"
             f"<th>{t('render.col.money', stake=settlement.stake)}</th></tr></thead><tbody>"]
    for p, v in settlement.points:
        parts.append(f"<tr><td class=\"player\">{e(p)}</td>"
                     f"<td class=\"points\" data-player=\"{e(p)}\" data-points=\"{v}\">{signed(v)}</td>"
                     f"<td class=\"money\">{e(money_text(money[p]))}</td></tr>")
    parts.append("</tbody></table>")
    parts.append(f"<h2>{t('export.chart')}</h2>")
    parts.append(_chart(sheet))
    for r in sheet.rubbers:
        parts.append(_html_rubber(r, session, lang))
    parts.append(f"<h2>{t('export.events')}</h2><table class=\"log\"><thead><tr><th>#</th>"
                 f"<th>{t('render.col.rubber')}</th><th>{t('render.col.event')}</th>"
                 f"<th>{t('render.col.wrote')}</th></tr></thead><tbody>")
    rubbers = {r.number: r for r in sheet.rubbers}
    for rec in sheet.records:
        cls = " class=\"void\"" if rec.event.void else ""
        parts.append(f"<tr{cls}><td>{rec.number}</td><td>{rec.rubber or ''}</td>"
                     f"<td>{e(describe_event(rec.event, lang))}</td>"
                     f"<td>{e(describe_record(rec, rubbers.get(rec.rubber), lang))}</td></tr>")
    parts.append("</tbody></table>")
    parts.append(f"<p class=\"foot\">{t('export.made_by')}</p></body>\n</html>\n")
    return "\n".join(parts)


def _html_rubber(r: Rubber, session: Session, lang: str) -> str:
    e = html.escape

    def t(key: str, **values) -> str:
        return e(say(Msg(key, **values), lang))

    state = t("export.finished") if r.finished else t("render.unfinished")
    head = "".join(f"<th>{e(r.name(c))}</th>" for c in r.columns)
    out = [f"<section class=\"rubber\"><h2>{t('render.rubber', number=r.number)} "
           f"<small>{state}{' · ' + 'X ' * r.x if r.x else ''}</small></h2>",
           f"<table class=\"sheet\" data-rubber=\"{r.number}\"><thead><tr><th></th>{head}</tr>"
           "</thead><tbody>"]
    for n in sorted({x.event for x in r.entries if not x.below}):
        cells = "".join("<td>" + "<br>".join(
            f"<span class=\"amount\">{x.amount}</span> {e(entry_label(x, lang))}"
            for x in r.above(c) if x.event == n) + "</td>" for c in r.columns)
        out.append(f"<tr class=\"above\"><th>{n}</th>{cells}</tr>")
    out.append(f"<tr class=\"line\"><td colspan=\"{len(r.columns) + 1}\"></td></tr>")
    for g in r.games:
        for n in sorted({x.event for c in r.columns for x in r.below(c, g.number)}):
            cells = "".join("<td>" + "<br>".join(
                f"<span class=\"amount\">{x.amount}</span>" for x in r.below(c, g.number)
                if x.event == n) + "</td>" for c in r.columns)
            out.append(f"<tr class=\"below\"><th>{n}</th>{cells}</tr>")
        if g.winners:
            marks = "".join(f"<td>{t('render.game_mark', game=g.number) if c in g.winners else ''}"
                            "</td>" for c in r.columns)
            out.append(f"<tr class=\"game\"><th></th>{marks}</tr>")
    whole = sum(r.total(c) for c in r.columns)
    n = len(r.columns)
    out.append(f"<tr class=\"games\"><th>{t('render.games')}</th>" + "".join(
        f"<td>{r.games_won(c)}</td>" for c in r.columns) + "</tr>")
    out.append(f"<tr class=\"total\"><th>{t('render.total')}</th>" + "".join(
        f"<td data-total=\"{r.total(c)}\">{r.total(c)}</td>" for c in r.columns) + "</tr>")
    out.append(f"<tr class=\"result\"><th>{t('render.result' if r.finished else 'render.so_far')}"
               "</th>" + "".join(f"<td>{signed(n * r.total(c) - whole)}</td>"
                                 for c in r.columns) + "</tr>")
    out.append("</tbody></table></section>")
    return "\n".join(out)


_COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2",
            "#17becf", "#7f7f7f", "#bcbd22", "#393b79", "#637939")


def _chart(sheet: Sheet) -> str:
    """An inline SVG line chart of each player's points after each event."""
    series = running(sheet)
    if not series:
        return "<p></p>"
    width, height, pad = 720, 260, 40
    values = [v for _, points in series for v in points.values()] + [0]
    low, high = min(values), max(values)
    span = (high - low) or 1
    count = max(1, len(series) - 1)

    def x(i: int) -> float:
        return pad + (width - 2 * pad) * i / count

    def y(v: int) -> float:
        return height - pad - (height - 2 * pad) * (v - low) / span

    out = [f"<svg class=\"chart\" viewBox=\"0 0 {width} {height}\" role=\"img\" "
           "xmlns=\"http://www.w3.org/2000/svg\">",
           f"<line x1=\"{pad}\" x2=\"{width - pad}\" y1=\"{y(0):.1f}\" y2=\"{y(0):.1f}\" "
           "class=\"zero\"/>",
           f"<text x=\"4\" y=\"{y(high) + 4:.1f}\" class=\"axis\">{signed(high)}</text>",
           f"<text x=\"4\" y=\"{y(low) + 4:.1f}\" class=\"axis\">{signed(low)}</text>"]
    for k, player in enumerate(sheet.players):
        colour = _COLOURS[k % len(_COLOURS)]
        points = " ".join(f"{x(i):.1f},{y(p[player]):.1f}" for i, (_, p) in enumerate(series))
        out.append(f"<polyline fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\" "
                   f"points=\"{points}\"><title>{html.escape(player)}</title></polyline>")
        out.append(f"<text x=\"{width - pad + 4}\" y=\"{y(series[-1][1][player]) + 4:.1f}\" "
                   f"fill=\"{colour}\" class=\"label\">{html.escape(player)}</text>")
    out.append("</svg>")
    return "\n".join(out)


_CSS = """
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:2rem auto;
max-width:60rem;padding:0 1rem;color:#222;background:#fffdf7}
h1{font-family:Georgia,serif;margin-bottom:.2rem}
h2{font-family:Georgia,serif;border-bottom:1px solid #ccc;padding-bottom:.2rem}
.meta,.foot{color:#666;font-size:.9rem}
table{border-collapse:collapse;margin:.5rem 0 1.5rem}
th,td{padding:.2rem .6rem;vertical-align:top}
table.sheet{width:100%;font-variant-numeric:tabular-nums;background:#fff;border:1px solid #bbb}
table.sheet thead th{border-bottom:2px solid #333;text-align:center}
table.sheet td{border-left:2px solid #333;width:45%}
table.sheet tbody th{color:#999;font-weight:normal;text-align:right;width:2rem}
tr.line td{border-top:3px double #333;padding:0;height:0}
tr.game td{border-bottom:1px solid #333;font-size:.8rem;color:#555}
tr.games td,tr.total td,tr.result td{border-top:1px solid #999}
tr.total td{font-weight:bold}
.amount{display:inline-block;min-width:4em;text-align:right}
table.settlement td.points,table.settlement td.money{text-align:right;font-variant-numeric:tabular-nums}
table.log{font-size:.85rem}
table.log td{border-top:1px solid #eee}
tr.void td{text-decoration:line-through;color:#999}
svg.chart{width:100%;height:auto;background:#fff;border:1px solid #ddd}
svg .zero{stroke:#999;stroke-dasharray:4 4}
svg .axis,svg .label{font-size:12px;font-family:system-ui,sans-serif}
@page{size:A4;margin:15mm}
@media print{body{margin:0;max-width:none;background:#fff}
section.rubber{break-inside:avoid}h2{break-after:avoid}}
"""
