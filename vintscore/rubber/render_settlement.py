"""The settlement of a game of two sides (Vint's V11, bridge's B32) as rich renderables: each
rubber's result and each player's points and money, a row per rubber and a column per
player when the names fit the width, else a line per rubber and a row per player, so that
no number is ever cut. Part of the paper sheet (rubber/render.py: its `Words`); imported
only by the commands that draw.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from rich import box
from rich.cells import cell_len
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..display import signed
from ..glossary import Msg, say
from ..money import money_text, stake_text
from ..payments import amounts
from .render import STACKED, Words, worded

if TYPE_CHECKING:
    from .settlement import RubberResult, Settlement


def settlement(result: Settlement, words: Words, *, width: int = 80, lang: str = "en",
               notes: Sequence[RenderableType] = ()) -> RenderableType:
    """Each rubber's result and each player's points and money (V11, B32), then `notes`.

    A row per rubber and a column per player when the names fit the width; else a line
    per rubber and a row per player, so no number is ever cut.
    """
    if not result.rubbers:
        return worded("render.nothing_to_settle", lang)
    return Group(_settlement_matrix(result, words, width, lang)
                 or _settlement_list(result, words, lang), *notes)


def _score(r: RubberResult, words: Words, lang: str) -> str:
    totals = " – ".join(str(side.total) for side in r.sides)
    return say(Msg(words.score, totals=totals,
                   games="–".join(str(side.games) for side in r.sides)), lang)


def _sides(r: RubberResult, lang: str = "en") -> str:
    return " – ".join(say(side.name, lang) for side in r.sides)


def _settlement_matrix(result: Settlement, words: Words, width: int,
                       lang: str) -> RenderableType | None:
    """A row a rubber, a column a player, when it fits: the scores in full; else only the
    games won; else no score (the sheet has it); else the names shortened to their
    numbers' width (a key below says whose); else the players stacked in several tables.
    None when none of these fits."""
    players = [p for p, _ in result.points]
    money = amounts(result.cents)  # V11: the cents, rounded once by the settlement
    cells = {p: [signed(dict(r.result).get(p, 0), lang) for r in result.rubbers]
             + [signed(v, lang), money_text(money[p], lang)] for p, v in result.points}
    same = len({_sides(r, lang) for r in result.rubbers}) == 1
    full_head = _sides(result.rubbers[0], lang) if same else say(Msg(words.score_head), lang)
    full = [_score(r, words, lang) if same else f"{_sides(r, lang)}: {_score(r, words, lang)}"
            for r in result.rubbers]
    games = ["–".join(str(side.games) for side in r.sides) for r in result.rubbers]
    labels = [say(Msg(k), lang) for k in (words.col_rubber, words.points, words.money)]
    first = max([cell_len(t) for t in labels] + [len(f"{r.number}*") for r in result.rubbers])
    stake = say(Msg(words.stake, stake=stake_text(result.stake, lang)), lang)
    whole = {p: p for p in players}
    short = short_names(players, {p: max(cell_len(c) for c in cells[p]) for p in players})

    def needed(scores: list[str] | None, heads: dict[str, str], some: list[str]) -> int:
        score = 0 if scores is None else 3 + max(cell_len(t) for t in scores)
        return first + score + sum(max(cell_len(heads[p]), *(cell_len(c) for c in cells[p]))
                                   + 3 for p in some)

    matrix = _Matrix(result, words, lang, cells)
    games_head = say(Msg(words.games), lang)
    shapes: list[tuple[str, list[str] | None, dict[str, str]]] = [
        (full_head, [full_head, *full, stake], whole), (games_head, [games_head, *games], whole),
        ("", None, whole), ("", None, short)]
    for head, scores, heads in shapes:
        if needed(scores, heads, players) <= width:
            return matrix.draw(players, head, scores and scores[1:], heads,
                               stake_in_title=head != full_head)
    if width < STACKED:
        return None
    for heads in (whole, short):
        def fits(some: list[str], heads: dict[str, str] = heads) -> bool:
            return needed(None, heads, some) <= width

        groups = _stacks(players, fits)
        if groups:
            return Group(*(matrix.draw(g, "", None, heads, stake_in_title=True, title=i == 0)
                           for i, g in enumerate(groups)))
    return None


def _stacks(players: list[str], fits: Callable[[list[str]], bool]) -> list[list[str]] | None:
    """The players in as few tables as fit the width, as even as that allows."""
    groups: list[list[str]] = [[]]
    for p in players:
        if groups[-1] and not fits([*groups[-1], p]):
            groups.append([])
        groups[-1].append(p)
    if not all(fits(g) for g in groups):
        return None
    size = -(-len(players) // len(groups))
    even = [players[i:i + size] for i in range(0, len(players), size)]
    return even if len(even) == len(groups) and all(fits(g) for g in even) else groups


def short_names(players: list[str], room: dict[str, int]) -> dict[str, str]:
    """Each name cut to its column's width (at least three characters, a dot after), kept
    apart from the others'; a name that fits stays whole."""
    short = {}
    for p in players:
        if cell_len(p) <= room[p]:
            short[p] = p
            continue
        fits = max((k for k in range(3, len(p)) if cell_len(p[:k]) + 1 <= max(room[p], 4)),
                   default=3)
        for keep in range(fits, len(p)):  # longer, if need be, to stay apart from the others
            cut = p[:keep]
            if not any(q != p and q.startswith(cut) for q in players):
                short[p] = f"{cut}."
                break
        else:
            short[p] = p
    return short


class _Matrix:
    """The settlement's tables: the rubbers' rows, then points and money."""

    def __init__(self, result: Settlement, words: Words, lang: str,
                 cells: dict[str, list[str]]) -> None:
        self.result, self.words, self.lang, self.cells = result, words, lang, cells

    def draw(self, players: list[str], head: str, scores: list[str] | None,
             heads: dict[str, str], *, stake_in_title: bool,
             title: bool = True) -> RenderableType:
        """One settlement table; the key to the shortened names under it."""
        result, words, lang, cells = self.result, self.words, self.lang, self.cells
        caption = worded(words.settlement, lang, "bold")
        if stake_in_title:
            caption.append(" · " + say(Msg(words.col_money, stake=stake_text(result.stake, lang)),
                                       lang))
        table = Table(box=box.MINIMAL, show_edge=False, pad_edge=False,
                      title=caption if title else None, title_justify="left")
        table.add_column(say(Msg(words.col_rubber), lang), justify="right", no_wrap=True)
        if scores is not None:
            table.add_column(Text(head), overflow="fold")
        for p in players:
            table.add_column(Text(heads[p]), justify="right", no_wrap=True)
        for i, r in enumerate(result.rubbers):
            score = [] if scores is None else [Text(scores[i])]
            table.add_row(f"{r.number}{'' if r.finished else '*'}", *score,
                          *[cells[p][i] for p in players], end_section=i == len(result.rubbers) - 1)
        n = len(result.rubbers)
        blank = [] if scores is None else [""]
        table.add_row(worded(words.points, lang, "bold"), *blank,
                      *[Text(cells[p][n], style="bold") for p in players])
        stake = [] if scores is None else [
            "" if stake_in_title else worded(words.stake, lang, stake=stake_text(result.stake, lang))]
        table.add_row(worded(words.money, lang, "bold"), *stake, *[cells[p][n + 1] for p in players])
        cut = [p for p in players if heads[p] != p]
        if not cut:
            return table
        return Group(table, Text(say(Msg(words.short_names, names=", ".join(
            say(Msg(words.short_name, short=heads[p], name=p), lang) for p in cut)), lang),
            style="dim"))


def _settlement_list(result: Settlement, words: Words, lang: str) -> RenderableType:
    lines = worded(words.settlement, lang, "bold")
    for r in result.rubbers:
        mine = ", ".join(f"{p} {signed(v, lang)}" for p, v in r.result)
        lines.append("\n")
        lines.append(worded(words.settlement_line, lang, number=r.number,
                          mark="" if r.finished else "*", sides=_sides(r, lang),
                          score=_score(r, words, lang), results=mine))
    players = Table(box=box.MINIMAL, show_edge=False, pad_edge=False)
    players.add_column(say(Msg(words.col_player), lang), overflow="fold")
    players.add_column(say(Msg(words.col_points), lang), justify="right", no_wrap=True)
    players.add_column(say(Msg(words.col_money, stake=stake_text(result.stake, lang)), lang),
                       justify="right", no_wrap=True)
    money = amounts(result.cents)
    for p, points in result.points:
        players.add_row(Text(p), signed(points, lang), money_text(money[p], lang))
    return Group(lines, players)
