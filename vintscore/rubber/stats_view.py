"""`vint stats` drawn for a game of rubbers (the figures of rubber/stats.py): the players,
the partnerships, and each one's best and worst evening, in the game's own words
(`StatsWords`: its message keys), with its own counts as columns of their own."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..glossary import Msg, say
from ..value import value

if TYPE_CHECKING:
    from ..games.base import Lines
    from .stats import Figures, Highlight, Row


@value
class StatsWords:
    """The message keys a game's `vint stats` is said with."""

    heading: str  # '{count} evenings from {first} to {last}'
    heading_one: str  # '{count} evenings on {first}'
    players: str  # the players' table's title
    partnerships: str
    col_partnership: str
    col_evenings: str
    col_best: str
    col_worst: str
    # the columns: played, won, lost, points, money, average, declared, made
    columns: tuple[str, ...]
    counts: tuple[str, ...]  # the columns of the game's own counts (RubberStats.counts)
    unfinished_note: str
    evening: str  # '{session}, {date}: {points}'
    evenings_title: str


def stats_parts(result: Figures, width: int, lang: str, words: StatsWords) -> Lines:
    """`vint stats`: the players and partnerships of the game's evenings, and their evenings."""
    from rich.text import Text

    from ..display import date_text, signed
    from ..layout import table_or_list
    from ..money import decimal_text, money_text
    from ..text import safe
    # Drawn only with players in it: evenings were counted, so their dates are known.
    assert result.first is not None and result.last is not None
    first, last = date_text(result.first, lang), date_text(result.last, lang)
    heading = (Msg(words.heading_one, count=result.sessions, first=first) if first == last
               else Msg(words.heading, count=result.sessions, first=first, last=last))
    parts: list[Any] = [Text(say(heading, lang), style="bold"), Text("")]
    labels = [say(Msg(k), lang) for k in (*words.columns, *words.counts)]

    def cells(r: Row) -> list[str]:
        average = r.average
        return [str(r.played), str(r.won), str(r.lost), signed(r.points, lang),
                money_text(r.money, lang),
                "" if average is None else decimal_text(f"+{average}" if average > 0
                                                        else str(average), lang),
                str(r.declared), str(r.made),
                *(str(n) for n in (r.counts or (0,) * len(words.counts)))]

    def by_points(rows: tuple[Row, ...]) -> list[Row]:
        return sorted(rows, key=lambda r: -r.points)  # stable: by name among equals

    for title, head, rows in ((words.players, "stats.col.player", result.players),
                              (words.partnerships, words.col_partnership, result.partnerships)):
        if rows:
            parts.append(table_or_list(say(Msg(title), lang), [say(Msg(head), lang), *labels],
                                       [[safe(say(r.name, lang)), *cells(r)]
                                        for r in by_points(rows)], width, lang))
            parts.append(Text(""))
    parts.append(Text(say(Msg(words.unfinished_note), lang), style="dim"))
    parts.append(Text(""))

    def evening(h: Highlight | None) -> str:
        if h is None:
            return ""
        return say(Msg(words.evening, session=safe(h.session),
                       date=date_text(h.created.date(), lang), points=signed(h.points, lang)),
                   lang)

    marks = [[safe(say(r.name, lang)), str(r.evenings), evening(r.best), evening(r.worst)]
             for r in by_points(result.players) + by_points(result.partnerships)]
    headers = [say(Msg(k), lang) for k in ("stats.col.player", words.col_evenings,
                                           words.col_best, words.col_worst)]
    parts.append(table_or_list(say(Msg(words.evenings_title), lang), headers, marks, width,
                               lang, wrapping=2))
    return parts
