"""The export's sections of a sheet of rubbers, as every such game shows them (issue 21,
point 3): the settlement (each player's points and money, then rubber by rubber), and each
rubber's sheet as on paper — above the line by event, the line, below it game by game, then
each column's games, total and result — for the page (plain data its template draws), for
Markdown and for CSV. A game gives its words (`SheetWords`: the message keys of its own
vocabulary) and what is its own: the words beside an amount, a rubber's result in words,
its marks (Vint's X, those sitting out; bridge's vulnerability). Pure.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from ..display import minus, signed
from ..formats import (
    EXPORT_FORMAT,
    SCHEMA_VERSION,
    CsvRows,
    Log,
    LogRow,
    Payments,
    log_words,
    markdown_payments,
    md,
    payments_words,
    sayer,
    started,
    tone,
)
from ..glossary import Msg, say
from ..money import money_json, money_text, stake_text
from ..payments import amounts, clear
from ..value import value
from .settlement import RubberResult, Settlement
from .sheet import Entry, Record, Rubber, Sheet

if TYPE_CHECKING:
    from ..session import AnySession


@value
class SheetWords:
    """The message keys a game's sheet is said with on the export's surfaces."""

    rubber: str  # a rubber's heading: 'Rubber {number}'
    col_rubber: str  # the rubbers' column
    col_player: str
    col_points: str
    col_money: str  # with {stake}
    by_rubber: str  # the heading of the table rubber by rubber
    score_head: str  # its column of sides and score
    score: str  # '{totals} (games {games})'
    unfinished_note: str  # what an unfinished rubber counts
    game_won: str  # the line under a game won, on the page: '{game}'
    game_mark: str  # the same in Markdown
    games: str
    total: str
    result: str
    so_far: str  # the result of a rubber still in play
    # CSV's headers
    csv_rubber: str
    csv_finished: str
    csv_column: str
    csv_games: str
    csv_total: str
    csv_result: str
    csv_points: str
    csv_money: str  # with {stake}
    table: str  # the header's facts: the table, the stake
    stake: str


def sheet_words(game: str, **own: str) -> SheetWords:
    """A game's words on the export's sheets: its catalogue's keys of the usual names
    (`GAME.render.rubber`, `GAME.export.by_rubber`, `GAME.export.csv.total`…), and `own`
    where the game names one otherwise."""
    render, export = f"{game}.render", f"{game}.export"
    keys = dict(
        rubber=f"{render}.rubber", col_rubber=f"{render}.col.rubber",
        col_player=f"{render}.col.player", col_points=f"{render}.col.points",
        col_money=f"{render}.col.money", by_rubber=f"{export}.by_rubber",
        score_head=f"{render}.score_head", score=f"{render}.score",
        unfinished_note=f"{render}.unfinished_note", game_won=f"{export}.game_won",
        game_mark=f"{render}.game_mark", games=f"{render}.games", total=f"{render}.total",
        result=f"{render}.result", so_far=f"{render}.so_far", csv_rubber=f"{export}.csv.rubber",
        csv_finished=f"{export}.csv.finished", csv_column=f"{export}.csv.column",
        csv_games=f"{export}.csv.games", csv_total=f"{export}.csv.total",
        csv_result=f"{export}.csv.result", csv_points=f"{export}.csv.points",
        csv_money=f"{export}.csv.money", table=f"{export}.table", stake=f"{export}.stake")
    return SheetWords(**(keys | own))


Label = Callable[[Entry], str]  # the words beside an amount on the sheet
Said = Callable[[Any, str], str]  # an event in words, in a language
Wrote = Callable[[Record, "Rubber | None", str], str]  # what an event wrote, in words


# -- the session: its facts, its JSON, its log ------------------------------------------------

def rules_json(rules: Any, names: Sequence[str]) -> dict[str, Any]:
    """The rules a session is scored by, for scripts: its preset and every option `names`."""
    found: dict[str, Any] = {"preset": rules.preset}
    for key in names:
        option = getattr(rules, key)
        found[key] = getattr(option, "value", option)
    return found


def without_head(document: dict[str, Any]) -> dict[str, Any]:
    """A `--json` document without the keys every one begins with (display.json_head)."""
    return {k: v for k, v in document.items() if k not in ("format", "schema_version", "session")}


def export_json(session: AnySession, name: str, table: str, rules: dict[str, Any],
                body: dict[str, Any]) -> str:
    """The JSON export: the session's facts, then the game's `body` (its log, its sheet, its
    settlement)."""
    data = {
        "format": EXPORT_FORMAT,
        "schema_version": SCHEMA_VERSION,
        "session": name,
        "title": session.title,
        "created": session.created.isoformat(),
        "players": list(session.players),
        "table": table,
        "stake": money_json(session.stake),
        "rules": rules,
        **body,
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def facts(session: AnySession, players: Sequence[str], table: str, rules: str,
          words: SheetWords, lang: str) -> list[tuple[str, str]]:
    """The session's facts as the page and Markdown head them: the players, the table, the
    rules, the stake and the start."""
    t = sayer(lang)
    return [(t("export.players"), ", ".join(players)), (t(words.table), table),
            (t("export.rules"), rules), (t(words.stake), stake_text(session.stake, lang)),
            (t("export.created"), started(session, lang))]


def markdown_head(title: str, found: list[tuple[str, str]]) -> list[str]:
    """The page's title and its facts, a line each."""
    return [f"# {md(title)}", "", *(f"- {label}: {md(text)}" for label, text in found), ""]


def csv_head(row: CsvRows, session: AnySession, name: str, players: Sequence[str],
             table: str, rules: str, words: SheetWords, lang: str) -> None:
    """The CSV's first table: the session's name, title, players, table, rules, stake, start."""
    t = sayer(lang)
    row([t("export.csv.session"), name])
    row([t("export.csv.title"), session.title or ""])
    row([t("export.players"), ", ".join(players)])
    row([t(words.table), table])
    row([t("export.rules"), rules])
    row([t(words.stake), money_json(session.stake)])
    row([t("export.created"), session.created.isoformat()])
    row([])


def markdown_log(sheet: Sheet[Any], words: SheetWords, event: Said, wrote: Wrote,
                 lang: str) -> list[str]:
    """Every event as a row: its number, its rubber, what was entered (struck through when
    void) and what it wrote."""
    t = sayer(lang)
    out = [f"## {t('export.events')}", ""]
    if not sheet.records:
        return [*out, t("render.no_events")]
    out += [f"| # | {t(words.col_rubber)} | {t('render.col.event')} | {t('render.col.wrote')} |",
            "|---:|---:|---|---|"]
    rubbers = {r.number: r for r in sheet.rubbers}
    for rec in sheet.records:
        text = md(event(rec.event, lang))
        if rec.event.void:
            text = f"~~{text}~~"
        said = wrote(rec, rubbers.get(rec.rubber), lang)
        out.append(f"| {rec.number} | {rec.rubber or ''} | {text} | {md(said)} |")
    return out


def page_log(sheet: Sheet[Any], words: SheetWords, event: Said, wrote: Wrote,
             lang: str) -> Log:
    """Every event as a row of the page's log (pages/templates/parts.html, `log`)."""
    rubbers = {r.number: r for r in sheet.rubbers}
    return log_words(lang, words.col_rubber, True, [
        LogRow(rec.number, rec.event.void, str(rec.rubber or ""), event(rec.event, lang),
               wrote(rec, rubbers.get(rec.rubber), lang))
        for rec in sheet.records])


def sides_said(r: RubberResult, lang: str = "en") -> str:
    return " – ".join(say(side.name, lang) for side in r.sides)


def score_said(r: RubberResult, words: SheetWords, lang: str) -> str:
    """'27710 – 4490 (games 2–1)', as `vint settle` says it."""
    return say(Msg(words.score, totals=" – ".join(str(side.total) for side in r.sides),
                   games="–".join(str(side.games) for side in r.sides)), lang)


def result_of(rubber: RubberResult, player: str) -> int | None:
    """The player's points from the rubber; None when he did not play in it (sat out)."""
    return dict(rubber.result).get(player)


# -- the page ---------------------------------------------------------------------------------

class Player(NamedTuple):
    """A row of the settlement: points and money, and the bar showing the points."""
    player: str
    points: str
    money: str
    tone: str
    bar: float  # the bar's length, in % of the cell: 50 for the biggest win or loss
    bar_x: float  # where it starts: a win from the middle rightwards, a loss leftwards


class Result(NamedTuple):
    player: str
    points: str | None  # None: he sat the rubber out
    tone: str


class Settled(NamedTuple):
    """A line a rubber: its sides, its score, and each player's result from it."""
    number: int
    finished: bool
    sides: str
    score: str
    cells: list[Result]


class SettlementTable(NamedTuple):
    money_head: str
    rows: list[Player]
    players: list[str]
    rubbers: list[Settled]
    unfinished: bool  # a rubber is still being played: the note says how it counts
    payments: Payments


def settlement_table(settlement: Settlement, words: SheetWords, lang: str) -> SettlementTable:
    """The settlement as the page shows it: each player's points, money and bar, then a
    line a rubber, then who pays whom (the cents the settlement rounded once)."""
    biggest = max([abs(v) for _, v in settlement.points] + [1])
    money = amounts(settlement.cents)
    rows = []
    for p, v in settlement.points:
        bar = round(50 * abs(v) / biggest, 1)
        rows.append(Player(p, signed(v, lang), money_text(money[p], lang), tone(v), bar,
                           round(50 - bar, 1) if v < 0 else 50.0))
    players = [p for p, _ in settlement.points]
    rubbers = []
    for r in settlement.rubbers:
        cells = []
        for p in players:
            x = result_of(r, p)
            cells.append(Result(p, None, "") if x is None else Result(p, signed(x, lang), tone(x)))
        rubbers.append(Settled(r.number, r.finished, sides_said(r, lang),
                               score_said(r, words, lang), cells))
    head = sayer(lang)(words.col_money, stake=stake_text(settlement.stake, lang))
    return SettlementTable(head, rows, players, rubbers,
                           any(not r.finished for r in settlement.rubbers),
                           payments_words(clear(settlement.cents, settlement.cents_rounded), lang))


class Written(NamedTuple):
    amount: int
    label: str


class Row(NamedTuple):
    """A row of a sheet: what event `event` wrote in each column (a cell: its entries)."""
    event: int
    cells: list[list[Written]]


class GameRow(NamedTuple):
    """The line under a game: the mark of the game won, in its winner's column."""
    marks: list[str]


class Column(NamedTuple):
    column: int  # its number in the rubber, for scripts: `data-column`
    players: str  # the column's hands as a JSON list, for scripts reading the page
    name: str
    games: int
    total: int
    result: str
    tone: str


class RubberPaper(NamedTuple):
    """One rubber's sheet as on paper: above the line by event, the line, below it game by
    game, then each column's games, total and result; its result in words and the game's
    marks of it (a tag's classes and text)."""
    number: int
    finished: bool
    won_by: str
    tags: list[tuple[str, str]]
    columns: list[Column]
    above: list[Row]
    below: list[Row | GameRow]


def paper(r: Rubber, results: Sequence[int], label: Label, words: SheetWords, won_by: str,
          tags: list[tuple[str, str]], lang: str, games: Sequence[int] | None = None) -> RubberPaper:
    """A rubber's sheet for the page; `results` each column's as the settlement counts it,
    `games` each column's games when the game counts them otherwise than the fold."""
    t = sayer(lang)

    def rows(written: list[tuple[Entry, ...]]) -> list[Row]:
        """A row for each event that wrote in these columns (a list of entries each)."""
        return [Row(n, [[Written(x.amount, label(x)) for x in column if x.event == n]
                        for column in written])
                for n in sorted({x.event for column in written for x in column})]

    above = rows([r.above(c) for c in r.columns])
    below: list[Row | GameRow] = []
    for g in r.games:
        below += rows([r.below(c, g.number) for c in r.columns])
        if g.winners:
            mark = t(words.game_won, game=g.number)
            below.append(GameRow([mark if c in g.winners else "" for c in r.columns]))
    won = list(games) if games is not None else [r.games_won(c) for c in r.columns]
    columns = [Column(c, _players_json(r, c), say(r.name(c), lang), won[c], r.total(c),
                      signed(v, lang), tone(v)) for c, v in zip(r.columns, results)]
    return RubberPaper(r.number, r.finished, won_by, tags, columns, above, below)


def _players_json(r: Rubber, column: int) -> str:
    """The hands of a column as a JSON list, for scripts reading the page."""
    return json.dumps(list(r.lineup.columns[column]), ensure_ascii=False)


# -- Markdown ---------------------------------------------------------------------------------

def markdown_settlement(settlement: Settlement, words: SheetWords, lang: str,
                        notes: Sequence[str] = ()) -> list[str]:
    """Each player's points and money; then rubber by rubber, a column per player, and the
    game's `notes` of it, a line each (bridge's Law 80, B14); then who pays whom."""
    t = sayer(lang)
    money = amounts(settlement.cents)  # the cents the settlement rounded once
    out = [f"| {t(words.col_player)} | {t(words.col_points)} | "
           f"{t(words.col_money, stake=stake_text(settlement.stake, lang))} |",
           "|---|---:|---:|"]
    out += [f"| {md(p)} | **{signed(v, lang)}** | {money_text(money[p], lang)} |"
            for p, v in settlement.points]
    players = [p for p, _ in settlement.points]
    out += ["", f"### {t(words.by_rubber)}", "",
            f"| {t(words.col_rubber)} | {t(words.score_head)} | "
            + " | ".join(md(p) for p in players) + " |",
            "|---:|---|" + "---:|" * len(players)]
    for r in settlement.rubbers:
        cells = [_signed_or_dash(result_of(r, p), lang) for p in players]
        out.append(f"| {r.number}{'' if r.finished else chr(92) + '*'} | "
                   f"{md(sides_said(r, lang))}<br>{md(score_said(r, words, lang))} | "
                   + " | ".join(cells) + " |")
    out.append("")
    if any(not r.finished for r in settlement.rubbers):
        out += [md(t(words.unfinished_note)), ""]
    for note in notes:
        out += [md(note), ""]
    return out + markdown_payments(clear(settlement.cents, settlement.cents_rounded), lang)


def _signed_or_dash(value: int | None, lang: str = "en") -> str:
    return "—" if value is None else signed(value, lang)


def markdown_rubber(r: Rubber, results: Sequence[int], label: Label, words: SheetWords,
                    head: list[str], lang: str, games: Sequence[int] | None = None) -> list[str]:
    """A rubber's sheet as a Markdown table, under its heading and `head` (its result in
    words and the game's marks, already made safe for Markdown)."""
    t = sayer(lang)
    lines = [f"## {t(words.rubber, number=r.number)}", "", "*" + " · ".join(head) + "*", ""]
    lines.append("| # | " + " | ".join(md(say(r.name(c), lang)) for c in r.columns) + " |")
    lines.append("|---:|" + "---:|" * len(r.columns))
    for row_label, cells in _rows(r, label, words, lang):
        lines.append(f"| {row_label} | " + " | ".join(cells) + " |")
    won = list(games) if games is not None else [r.games_won(c) for c in r.columns]
    lines.append(f"| **{t(words.games)}** | " + " | ".join(str(won[c]) for c in r.columns)
                 + " |")
    lines.append(f"| **{t(words.total)}** | " + " | ".join(
        f"**{r.total(c)}**" for c in r.columns) + " |")
    lines.append(f"| **{t(words.result if r.finished else words.so_far)}** | " + " | ".join(
        signed(v, lang) for v in results) + " |")
    lines.append("")
    return lines


def _rows(r: Rubber, label: Label, words: SheetWords, lang: str) -> list[tuple[str, list[str]]]:
    """The sheet's rows: above the line by event, the line, then below it game by game."""
    def line(amount: int, text: str) -> str:
        return f"{minus(str(amount), lang)} {md(text)}".strip()

    rows = []
    for n in sorted({e.event for e in r.entries if not e.below}):
        rows.append((f"{n}", ["<br>".join(line(e.amount, label(e))
                                         for e in r.above(c) if e.event == n)
                              for c in r.columns]))
    rows.append(("", ["═══"] * len(r.columns)))
    for g in r.games:
        for n in sorted({e.event for c in r.columns for e in r.below(c, g.number)}):
            rows.append((f"{n}", ["<br>".join(line(e.amount, label(e))
                                              for e in r.below(c, g.number) if e.event == n)
                                  for c in r.columns]))
        if g.winners:
            mark = say(Msg(words.game_mark, game=g.number), lang)
            rows.append(("", [mark if c in g.winners else "" for c in r.columns]))
    return rows


# -- CSV --------------------------------------------------------------------------------------

def csv_results(row: CsvRows, rubbers: Sequence[Rubber], results: Callable[[Rubber], Any],
                settlement: Settlement, words: SheetWords, lang: str,
                games: Callable[[Rubber, int], int] | None = None) -> None:
    """The CSV's tables after its ledger: each rubber's columns (games won, total, result),
    each rubber's result per player (empty for one who sat out), each player's points and
    money (the cents `vint settle` shows), and who pays whom."""
    from ..formats import csv_payments
    t = sayer(lang)
    row([])
    row([t(words.csv_rubber), t(words.csv_finished), t(words.csv_column), t(words.csv_games),
         t(words.csv_total), t(words.csv_result)])
    for r in rubbers:
        for c, result in zip(r.columns, results(r)):
            row([r.number, t("export.csv.yes" if r.finished else "export.csv.no"),
                 say(r.name(c), lang), r.games_won(c) if games is None else games(r, c),
                 r.total(c), result])
    row([])
    players = [p for p, _ in settlement.points]
    row([t(words.csv_rubber), t(words.csv_finished)] + players)
    for settled in settlement.rubbers:
        found = [result_of(settled, p) for p in players]
        row([settled.number, t("export.csv.yes" if settled.finished else "export.csv.no")]
            + ["" if x is None else x for x in found])
    row([])
    row([t("export.csv.player"), t(words.csv_points), t(words.csv_money, stake=settlement.stake)])
    money = amounts(settlement.cents)
    for p, v in settlement.points:
        row([p, v, money_json(money[p])])
    csv_payments(row, clear(settlement.cents, settlement.cents_rounded), lang)
