"""A Tricks session to share: JSON, Markdown, CSV, and the HTML page's sections
(templates/sections.html, found by the pages as "toy/sections.html")."""
from __future__ import annotations

import json
from typing import Any

from vintscore.formats import (
    EXPORT_FORMAT,
    SCHEMA_VERSION,
    CsvRows,
    LogRow,
    Page,
    csv_payments,
    for_friends,
    log_words,
    markdown_payments,
    md,
    payments_words,
    sayer,
    started,
)
from vintscore.games.base import Export
from vintscore.money import money_json, money_text, stake_text
from vintscore.payments import clear

from .terms import RULE_IDS
from .view import describe_event, log_json, rules_said, settlement_json, sheet_json, wrote


def _facts(session: Any, lang: str) -> list[tuple[str, str]]:
    t = sayer(lang)
    return [(t("export.players"), ", ".join(session.players)),
            (t("export.rules"), rules_said(session, lang)),
            (t("toy.export.stake"), stake_text(session.stake, lang)),
            (t("export.created"), started(session, lang))]


def _rows(settled: Any) -> list[tuple[str, int, Any]]:
    money = dict(settled.money)
    return [(p, n, money[p]) for p, n in settled.won]


class TricksExport(Export):
    def to_json(self, session: Any, sheet: Any, settled: Any, name: str, /) -> str:
        def inner(data: dict[str, Any]) -> dict[str, Any]:
            return {k: v for k, v in data.items() if k not in ("format", "schema_version",
                                                               "session")}
        data = {"format": EXPORT_FORMAT, "schema_version": SCHEMA_VERSION, "session": name,
                "game": "toy", "title": session.title, "created": session.created.isoformat(),
                "players": list(session.players), "stake": money_json(session.stake),
                "rules": {"deal_size": session.rules.deal_size, "target": session.rules.target},
                "events": log_json(sheet, "en"), "sheet": inner(sheet_json(sheet, name)),
                "settlement": inner(settlement_json(settled, name))}
        return json.dumps(data, ensure_ascii=False, indent=2) + "\n"

    def to_markdown(self, session: Any, sheet: Any, settled: Any, name: str, /,
                    lang: str = "en") -> str:
        t = sayer(lang)
        out = [f"# {md(session.title or name)}", ""]
        out += [f"- {md(label)}: {md(value)}" for label, value in _facts(session, lang)]
        out += ["", f"## {md(t('toy.export.matches'))}", "",
                f"| {md(t('stats.col.player'))} | {md(t('toy.stats.col.won'))} | "
                f"{md(t('toy.stats.col.money'))} |", "|---|---:|---:|"]
        out += [f"| {md(p)} | {n} | {money_text(m, lang)} |" for p, n, m in _rows(settled)]
        out += ["", *markdown_payments(clear(settled.cents, settled.cents_rounded), lang)]
        out += [f"## {md(t('export.events'))}", ""]
        out += [f"{r.number}. {md(describe_event(r.event, lang))} — {md('; '.join(wrote(r, lang)))}"
                for r in sheet.records]
        return "\n".join(out) + "\n"

    def to_csv(self, session: Any, sheet: Any, settled: Any, name: str, /, lang: str = "en",
               bom: bool = False) -> str:
        t = sayer(lang)
        row = CsvRows()
        row([t("export.csv.session"), name])
        row([t("export.csv.player"), t("toy.stats.col.won"), t("toy.stats.col.money")])
        for p, n, m in _rows(settled):
            row([p, n, money_json(m)])
        row([])
        row([t("export.csv.number"), t("export.csv.event"), *session.players])
        for r in sheet.records:
            points = dict(r.points)
            row([r.number, describe_event(r.event, lang),
                 *(points.get(p, "") for p in session.players)])
        csv_payments(row, clear(settled.cents, settled.cents_rounded), lang)
        return row.text(bom)

    def html_parts(self, session: Any, sheet: Any, settled: Any, name: str, /,
                   lang: str = "en") -> Page:
        from vintscore.pages import fragment
        log = log_words(lang, "toy.col.match", True, [
            LogRow(r.number, r.event.void, str(r.match or ""), describe_event(r.event, lang),
                   "; ".join(wrote(r, lang))) for r in sheet.records])
        sections = fragment("toy/sections.html", t=sayer(lang),
                            rows=[(p, n, money_text(m, lang)) for p, n, m in _rows(settled)],
                            payments=payments_words(clear(settled.cents, settled.cents_rounded),
                                                    lang), log=log)
        return for_friends(session.title or name, _facts(session, lang), [sections], lang,
                           RULE_IDS)
