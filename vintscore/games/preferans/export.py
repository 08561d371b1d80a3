"""A Preferans session's summary for sharing: JSON, Markdown, CSV and one HTML page.

Vint's export's counterpart for the pulya (P12): every export holds the players,
the rules (P9), the settlement in vists and money (P10), the pulya as on paper (P12) and
every event in order with what it wrote; the words are the glossary's, in `lang` (JSON
keeps its keys and codes in English, for scripts). Pure: functions from the session, its
pulya and its settlement to text, the same bytes on every machine (no clock, no locale,
no paths). Escaping, spreadsheet safety and the page's CSP and CSS are formats.py's.
"""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, NamedTuple

from ...display import signed
from ...formats import (
    EXPORT_FORMAT,
    FORMATS,
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
from ...glossary import say
from ...money import money_json, money_text, stake_text
from ...payments import amounts, clear
from ...text import safe
from ..base import Export
from .presets import OPTION_NAMES
from .pulya import running
from .report import (
    MARKS,
    amount_json,
    amount_text,
    describe_event,
    describe_record,
    exact_json,
    listed_news,
    log_json,
    next_deal,
    pulya_json,
    rules_text,
    running_text,
    settlement_json,
    signed_amount,
)
from .terms import RULE_IDS

if TYPE_CHECKING:
    from decimal import Decimal
    from fractions import Fraction

    from ...session import Session
    from .pulya import PrefRecord, PrefSettlement, Pulya

__all__ = ["EXPORT_FORMAT", "FORMATS", "SCHEMA_VERSION", "to_csv", "to_json",
           "to_markdown"]

_ENVELOPE = ("format", "schema_version", "session")  # the keys the export says once, on top


# -- what every format shares ---------------------------------------------------------------

def _rules(pulya: Pulya) -> dict:
    """The convention and every option of it by name (P9), as the session file pins them."""
    return {"convention": pulya.rules.convention,
            **{key: getattr(pulya.rules, key) for key in OPTION_NAMES}}


def _facts(session: Session, pulya: Pulya, lang: str, iso: bool = False) -> list[tuple[str, str]]:
    """The header every page opens with: (label, value); the start as people write it, or
    (`iso`, for spreadsheets) in ISO 8601 as export.py's CSV has it."""
    t = sayer(lang)
    return [(t("preferans.export.game"), t("preferans.export.preferans")),
            (t("export.players"), ", ".join(pulya.players)),
            (t("export.rules"), rules_text(pulya.rules, lang)),
            # CSV (`iso`) keeps the point, as its amounts do; pages take the language's sign
            (t("preferans.export.stake"), money_json(session.stake) if iso
             else stake_text(session.stake, lang)),
            (t("export.created"), session.created.isoformat() if iso else started(session, lang))]


def _exact_differs(settlement: PrefSettlement) -> bool:
    return any(v.denominator != 1 for _, v in settlement.exact)


def _money_head(settlement: PrefSettlement, lang: str, key: str = "preferans.render.col.money",
                sign: str | None = None) -> str:
    """The money column's head; `sign`: the language of the decimal sign, when it differs
    (CSV keeps the point)."""
    return sayer(lang)(key, stake=stake_text(settlement.stake, sign or lang))  # as typed: 0.125


def _settlement_rows(settlement: PrefSettlement) -> list[tuple[str, int, Fraction, Decimal]]:
    """Each player's whole vists (zero-sum), exact result and money, in seating order."""
    exact = dict(settlement.exact)
    money = amounts(settlement.cents)  # P10: the cents the settlement rounded once
    return [(p, whole, exact[p], money[p]) for p, whole in settlement.rounded]


def _settlement_notes(settlement: PrefSettlement, lang: str) -> list[str]:
    """P10: say when the vists are rounded; P11: whether the pulya is over or still open."""
    t = sayer(lang)
    notes = [t("preferans.export.rounded")] if _exact_differs(settlement) else []
    return notes + [t("preferans.render.settle.over" if settlement.over else "preferans.render.settle.open")]


def _pulya_rows(pulya: Pulya, lang: str) -> list[tuple[str, list[str]]]:
    """The paper (P12): the pool and the mountain as running totals, then the vists each
    player wrote on each other one; a column per player (empty where he is the row's)."""
    t = sayer(lang)
    rows = [(t("preferans.render.row.pool", target=pulya.rules.pool_target),
             [running_text(pulya.pool_lines[p], lang) for p in pulya.players]),
            (t("preferans.render.row.mountain"), [running_text(pulya.mountain_lines[p], lang)
                                        for p in pulya.players])]
    for on in pulya.players:
        rows.append((t("preferans.render.row.vists_on", player=on),
                     ["" if w == on else amount_text(pulya.vists[(w, on)], lang)
                      for w in pulya.players]))
    return rows


def _pulya_notes(pulya: Pulya, lang: str) -> list[str]:
    """What the marks mean, and what comes next: the next dealer and all-pass step, or
    that the pulya is over (P11, P12)."""
    t = sayer(lang)
    lines = [line for lines in (*pulya.pool_lines.values(), *pulya.mountain_lines.values())
             for line in lines]
    notes = [t(f"preferans.render.{why}_mark") for why in MARKS if any(line.why == why for line in lines)]
    if pulya.over:
        return notes + [t("preferans.render.over")]
    notes.append(say(next_deal(pulya), lang))
    if not pulya.records:
        notes.append(t("preferans.render.no_deals", player=pulya.players[0]))
    return notes


def _wrote(record: PrefRecord, lang: str) -> str:
    """What the event wrote, and the help and closing it brought (P11)."""
    return safe("; ".join([describe_record(record, lang), *listed_news(record, lang)]))


# -- JSON ---------------------------------------------------------------------------------

def to_json(session: Session, pulya: Pulya, settlement: PrefSettlement, name: str) -> str:
    """Everything, for scripts: the log, the pulya and the settlement of `--json`, and each
    player's result after every event (exact)."""
    def inner(data: dict) -> dict:
        return {k: v for k, v in data.items() if k not in _ENVELOPE}

    data = {
        "format": EXPORT_FORMAT,
        "schema_version": SCHEMA_VERSION,
        "session": name,
        "game": "preferans",
        "title": session.title,
        "created": session.created.isoformat(),
        "players": list(pulya.players),
        "stake": money_json(session.stake),
        "rules": _rules(pulya),
        "events": log_json(pulya, session, name)["events"],
        "pulya": inner(pulya_json(pulya, name)),
        "settlement": inner(settlement_json(settlement, name)),
        "running": [{"event": n, "vists": {p: amount_json(v) for p, v in result.items()},
                     "exact": {p: exact_json(v) for p, v in result.items()}}
                    for n, result in running(pulya)],
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


# -- Markdown -----------------------------------------------------------------------------

def to_markdown(session: Session, pulya: Pulya, settlement: PrefSettlement, name: str,
                lang: str = "en") -> str:
    """A page for any forge: headings, lists and GitHub-flavoured tables."""
    t = sayer(lang)
    out = [f"# {md(session.title or name)}", ""]
    out += [f"- {md(label)}: {md(value)}" for label, value in _facts(session, pulya, lang)]
    out += ["", f"## {md(t('preferans.render.settlement'))}", ""]
    if not pulya.records:
        out += [md(t("render.nothing_to_settle")), ""]
    else:
        out += _markdown_settlement(settlement, lang)
    out += [f"## {md(t('preferans.export.pulya'))}", "",
            "|  | " + " | ".join(md(p) for p in pulya.players) + " |",
            "|---|" + "---:|" * len(pulya.players)]
    out += [f"| {md(label)} | " + " | ".join(md(c) for c in cells) + " |"
            for label, cells in _pulya_rows(pulya, lang)]
    out += [""] + [line for note in _pulya_notes(pulya, lang) for line in (md(note), "")]
    out += [f"## {md(t('export.events'))}", ""]
    if not pulya.records:
        out += [md(t("render.no_events"))]
        return "\n".join(out) + "\n"
    out += [f"| # | {md(t('preferans.render.col.dealer'))} | {md(t('render.col.event'))} | "
            f"{md(t('render.col.wrote'))} |", "|---:|---|---|---|"]
    for rec in pulya.records:
        text = md(describe_event(rec.event, lang))
        if rec.event.void:
            text = f"~~{text}~~"
        out.append(f"| {rec.number} | {md(rec.dealer or '')} | {text} | "
                   f"{md(_wrote(rec, lang))} |")
    return "\n".join(out) + "\n"


def _markdown_settlement(settlement: PrefSettlement, lang: str) -> list[str]:
    t = sayer(lang)
    exact = _exact_differs(settlement)
    head = [t("preferans.render.col.player"), t("preferans.render.col.vists")] + ([t("preferans.render.col.exact")] if exact
                                                            else [])
    head.append(_money_head(settlement, lang))
    out = ["| " + " | ".join(md(h) for h in head) + " |",
           "|---|" + "---:|" * (len(head) - 1)]
    for p, whole, value, money in _settlement_rows(settlement):
        cells = [md(p), f"**{signed(whole, lang)}**"] + ([signed_amount(value, lang)] if exact else [])
        out.append("| " + " | ".join(cells + [money_text(money, lang)]) + " |")
    out.append("")
    return out + [line for note in _settlement_notes(settlement, lang)
                  for line in (md(note), "")] + markdown_payments(
                      clear(settlement.cents, settlement.cents_rounded), lang)


# -- CSV ----------------------------------------------------------------------------------

def to_csv(session: Session, pulya: Pulya, settlement: PrefSettlement, name: str,
           lang: str = "en", bom: bool = False) -> str:
    """The session as tables a spreadsheet opens, each under its own header row and
    separated by an empty row:

    1. about the session (name, title, game, players, rules, stake, start, over or not);
    2. the settlement (P10): each player's whole vists (zero-sum), exact result as a
       fraction ('158/3'), money (to the cent, as `vint settle` shows it);
    3. the pulya (P12): each player's pool, mountain and the vists he wrote on each other
       player, from which the settlement can be worked out again;
    4. every event: number, dealer, what was entered, what it wrote, void or not;
    5. who pays whom: the fewest payments that clear the money (issue 15).

    `bom` puts the byte-order mark Excel wants before it reads UTF-8 (Cyrillic names).
    Text a spreadsheet would take for a formula is quoted (`spreadsheet_safe`).
    """
    t = sayer(lang)
    row = CsvRows()

    def yes_no(flag: bool) -> str:
        return t("export.csv.yes" if flag else "export.csv.no")

    row([t("export.csv.session"), name])
    row([t("export.csv.title"), session.title or ""])
    for label, value in _facts(session, pulya, lang, iso=True):
        row([label, value])
    row([t("preferans.export.csv.over"), yes_no(pulya.over)])
    row([])
    row([t("export.csv.player"), t("preferans.export.csv.vists"), t("preferans.export.csv.exact"),
         _money_head(settlement, lang, "preferans.export.csv.money", "en")])
    for p, whole, exact, money in _settlement_rows(settlement):
        row([p, whole, exact_json(exact), money_json(money)])
    row([])
    row([t("export.csv.player"), t("preferans.export.csv.pool"), t("preferans.export.csv.mountain")]
        + [t("preferans.export.csv.vists_on", player=on) for on in pulya.players])
    for p in pulya.players:
        row([p, amount_text(pulya.pool[p]), amount_text(pulya.mountain[p])]
            + ["" if on == p else amount_text(pulya.vists[(p, on)]) for on in pulya.players])
    row([])
    row([t("export.csv.number"), t("preferans.export.csv.dealer"), t("export.csv.event"),
         t("preferans.export.csv.wrote"), t("preferans.export.csv.void")])
    for rec in pulya.records:
        row([rec.number, rec.dealer or "", describe_event(rec.event, lang), _wrote(rec, lang),
             yes_no(rec.event.void)])
    # last: the sections before keep their places
    csv_payments(row, clear(settlement.cents, settlement.cents_rounded), lang)
    return row.text(bom)


# -- HTML ---------------------------------------------------------------------------------


def html_parts(session: Session, pulya: Pulya, settlement: PrefSettlement, name: str,
               lang: str = "en") -> Page:
    """The pieces of one self-contained page (to_html frames them,
    and `vint serve`): the settlement, the pulya as on paper, every event.

    No scripts and nothing fetched (export.py's Content-Security-Policy forbids both):
    inline CSS only, export.py's, so the two games' pages look alike. The numbers carry
    data- attributes for scripts and tests: `tr[data-player]` in `#settlement` (with the
    exact result in `data-exact`), `td[data-player]` in `#pulya`. The markup is
    pages/templates/preferans/sections.html's; here is what it shows.
    """
    from ...pages import fragment
    from .drawing import drawing
    log = log_words(lang, "preferans.render.col.dealer", False, [
        LogRow(rec.number, rec.event.void, rec.dealer or "", describe_event(rec.event, lang),
               _wrote(rec, lang)) for rec in pulya.records])
    paper = _Paper(list(pulya.players),
                   [(label, list(zip(pulya.players, cells)))
                    for label, cells in _pulya_rows(pulya, lang)],
                   _pulya_notes(pulya, lang))
    sections = fragment("preferans/sections.html", t=sayer(lang),
                        settlement=_settled(settlement, lang) if pulya.records else None,
                        pulya=paper, log=log, drawing=drawing(pulya, lang), lang=lang)
    return for_friends(session.title or name, _facts(session, pulya, lang), [sections], lang,
                       RULE_IDS)


class _Player(NamedTuple):
    player: str
    exact_json: str  # the exact result, for scripts: '-31/4'
    vists: str  # whole vists, as the settlement pays them
    exact: str  # the exact result as people read it
    money: str
    tone: str


class _Settlement(NamedTuple):
    money_head: str
    exact: bool  # rounding changed a result: the exact ones get a column (P10)
    rows: list[_Player]
    notes: list[str]
    payments: Payments


def _settled(settlement: PrefSettlement, lang: str) -> _Settlement:
    rows = [_Player(p, exact_json(value), signed(whole, lang), signed_amount(value, lang),
                    money_text(money, lang), tone(value))
            for p, whole, value, money in _settlement_rows(settlement)]
    return _Settlement(_money_head(settlement, lang), _exact_differs(settlement), rows,
                       _settlement_notes(settlement, lang),
                       payments_words(clear(settlement.cents, settlement.cents_rounded), lang))


class _Paper(NamedTuple):
    """The pulya as on paper (P12): a row each (its label, then (player, cell) pairs)."""
    players: list[str]
    rows: list[tuple[str, list[tuple[str, str]]]]
    notes: list[str]


class PreferansExport(Export):
    """A pulya to share."""

    to_json = staticmethod(to_json)
    to_markdown = staticmethod(to_markdown)
    to_csv = staticmethod(to_csv)
    html_parts = staticmethod(html_parts)
