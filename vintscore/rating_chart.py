"""The rating drawn (vintscore/rules/rating.en.md, L8: "the chart draws each person's
rating after every evening"), for the ledger's HTML export and the live page of `vint
serve` (issue 36, point 4): each player's rating after each evening of the selection, and
the table of the season's ratings beside it; in the games of sides, under it, each
partnership's rating (L5) after each evening, drawn the same way.

Here is the geometry only, as plain data (`Section`, and its charts: vintscore/charts.py's
`Chart`, built on the geometry every chart of the house shares there, as games/vint/chart.py
builds the evening's): pages/templates/rating/sections.html draws it, its charts through
pages/templates/charts.svg. Pure: no I/O, no markup, no template engine, no rating
arithmetic (the rows are vintscore/rating.py's `Rated`, already computed).

Across: the evenings (a session each, L8) in the order the rating took them (L3), those
in which somebody rated played; evenly spaced, the first at the plot's left edge, the
last at its right (one evening alone in the middle). Down: the rating (the ordinal,
μ − 3σ, L4), between round levels that take in every rating drawn and 0, a newcomer's.
A player's line begins at his first evening and goes on to the last one drawn: his
rating after each evening he played, flat across those he did not (his rating stood). A
partnership's line is drawn as a player's is, named by its two ("Anna + Vera": `+`, as
`--explain Anna+Vera` names it, L10, apart from the `&` that joins lines which are one).
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from .charts import Chart, Dot, Frame, LegendKey, Series, Tick, colour, round_step, shortened
from .display import date_text, minus
from .formats import sayer
from .rating import PROVISIONAL, Rated, RatedSession, number, ordered

WIDE = 760  # a screen's chart
NARROW = 360  # a phone's (390 CSS pixels less the page's margins): its text keeps its size
PLOT_HEIGHT = 220  # the plot's height, at both sizes
DOTS_UP_TO = 60  # evenings: more, and a line is drawn without a dot on each
CHAR = 6.5  # a character of an axis's text (11px), across, to keep a date within the picture
LABEL_CHAR = 8  # a character of a name (12px, bold; Cyrillic too)
LEGEND_ROW = 18



@dataclass(frozen=True, slots=True)
class Evening:
    """An evening across the chart: its session's file name and the day it was created."""
    name: str
    day: date


def evenings(sessions: Sequence[RatedSession]) -> tuple[Evening, ...]:
    """The sessions a rating rests on, as evenings in the order it rated them (L3)."""
    return tuple(Evening(s.name, s.created.date()) for s in ordered(sessions))


def levels_of(values: Sequence[float]) -> tuple[int, int, int]:
    """The lowest and highest round levels that take in `values` and 0, and the step."""
    every = [0.0, *values]
    step = round_step(max(every) - min(every))
    low = math.floor(min(every) / step) * step
    high = math.ceil(max(every) / step) * step
    if high == low:
        high = low + step
    return low, high, step


@dataclass(frozen=True, slots=True)
class Line:
    """A line of the chart: a player's rating after each evening drawn — None before his
    first, his rating after those he played, the one before across those he did not —, and
    the evenings he played; or that of partners whose ratings were one all along."""
    name: str
    values: tuple[float | None, ...]
    played: frozenset[int]


def lines(rows: Sequence[Rated], drawn: Sequence[Evening], together: str = " & ",
          pair: str = " + ") -> list[Line]:
    """Each row's line over the evenings `drawn`; players whose lines are one (partners
    who played every evening together) share it, their names joined by `together`. A
    partnership's (L5) is named by its two joined by `pair`."""
    found: dict[tuple[tuple[float | None, ...], frozenset[int]], list[str]] = {}
    for r in rows:
        after = dict(r.evenings)
        values: list[float | None] = []
        now: float | None = None
        for e in drawn:
            now = after.get(e.name, now)
            values.append(now)
        played = frozenset(i for i, e in enumerate(drawn) if e.name in after)
        found.setdefault((tuple(values), played), []).append(pair.join(r.shown))
    return [Line(together.join(names), values, played)
            for (values, played), names in found.items()]


def chart(rows: Sequence[Rated], sessions: Sequence[Evening], lang: str, game: str = "", *,
          narrow: bool = False, pairs: bool = False) -> Chart:
    """The chart of `rows` (one game's ratings, vintscore/rating.py's `rate`: its players',
    or with `pairs` its partnerships', L5) over the evenings `sessions` (in the rating's
    order: `evenings`), those somebody of `rows` played drawn. `game`: the game's name, for
    the title. `narrow`: drawn for a phone (the names in a legend under the plot only,
    fewer days along the bottom)."""
    t = sayer(lang)
    played = {name for r in rows for name, _ in r.evenings}
    drawn = [e for e in sessions if e.name in played]
    named = lines(rows, drawn, t("core.side.and"), t("rating.chart.pair"))
    longest = 18 if narrow else 24
    width = NARROW if narrow else WIDE
    left = 40 if narrow else 48
    right = 12 if narrow else 16 + min(200, LABEL_CHAR * max(
        (len(shortened(line.name, longest)) for line in named), default=0))
    top = 16
    low, high, step = levels_of([v for line in named for v in line.values if v is not None])
    frame = Frame(left, top, width - left - right, PLOT_HEIGHT, len(drawn), low, high, step)
    bottom = top + PLOT_HEIGHT
    legend = _legend(named, width, bottom + 56, narrow, longest)  # under the caption
    rows_down = math.ceil(len(legend) / _columns(narrow))
    height = bottom + 40 + rows_down * LEGEND_ROW + (6 if rows_down else 0)
    title = (t("rating.chart.pairs.title" if pairs else "rating.chart.title", game=game)
             if game else t(_heading(pairs)))
    return Chart(title, "narrow" if narrow else "", width, height, left, width - right, top,
                 bottom, left - 6, bottom + 16, t("rating.chart.evenings"),
                 left + frame.plot_w / 2, bottom + 32,
                 frame.levels(lambda v: minus(str(v), lang)), _ticks(drawn, frame, width, lang),
                 _series(named, drawn, frame, lang, not narrow, longest),
                 dot_radius=3, legend=legend)


def _columns(narrow: bool) -> int:
    return 2 if narrow else 4


def _legend(named: list[Line], width: int, first_y: int,
            narrow: bool, longest: int) -> tuple[LegendKey, ...]:
    """The legend under the plot: a player a cell, row after row, in the rows' order
    (highest rating first)."""
    columns = _columns(narrow)
    cell = (width - 16) / columns
    most = max(4, int((cell - 24) // LABEL_CHAR))
    return tuple(LegendKey(8 + cell * (k % columns), first_y + LEGEND_ROW * (k // columns),
                           colour(k), shortened(line.name, min(most, longest)))
                 for k, line in enumerate(named))


def _ticks(drawn: Sequence[Evening], frame: Frame, width: int, lang: str) -> tuple[Tick, ...]:
    """The evenings' days along the bottom, as many as there is room for: the first and
    the last always; each kept within the picture."""
    if not drawn:
        return ()
    texts = [date_text(e.day, lang) for e in drawn]
    size = CHAR * max(len(s) for s in texts)
    out: list[Tick] = []
    for i in frame.ticked(len(drawn), size):
        if out and texts[i] == out[-1].text:
            continue  # two evenings of one day: the day is said once
        x = frame.x(i)
        half = CHAR * len(texts[i]) / 2
        anchor = "end" if x + half > width - 2 else "start" if x - half < 2 else "middle"
        out.append(Tick(x, texts[i], anchor))
    return tuple(out)


def _series(named: list[Line], drawn: Sequence[Evening], frame: Frame, lang: str,
            labelled: bool, longest: int) -> tuple[Series, ...]:
    """Each line drawn: its points from the player's first evening, a dot on each evening he
    played (when they are few enough to mark), its label at the right of its end."""
    t = sayer(lang)
    x, y = frame.x, frame.y
    dots = len(drawn) <= DOTS_UP_TO
    ends = frame.apart([y(line.values[-1]) if line.values and line.values[-1] is not None
                        else frame.top + frame.plot_h for line in named])

    def said(name: str, i: int, v: float) -> str:
        return t("rating.chart.dot", name=name, day=date_text(drawn[i].day, lang),
                 session=drawn[i].name, rating=number(v, lang))

    return tuple(
        Series(line.name, colour(k),
               tuple((x(i), y(v)) for i, v in enumerate(line.values) if v is not None),
               tuple(Dot(x(i), y(v), said(line.name, i, v))
                     for i, v in enumerate(line.values) if v is not None and i in line.played)
               if dots else (),
               shortened(line.name, longest) if labelled else "",
               frame.left + frame.plot_w + 6, ends[k] + 4)
        for k, line in enumerate(named))


# -- the section: the season's table and its charts ---------------------------------------

@dataclass(frozen=True, slots=True)
class Row:
    """A line of the table: the player, his rating to one decimal, his matches, and
    whether it is provisional (L6)."""
    name: str
    rating: str
    matches: int
    provisional: bool


@dataclass(frozen=True, slots=True)
class SectionChart:
    """A chart of the section under its heading, drawn twice (a screen's, a phone's: the
    page shows the one that fits): the players' (`of` 'players') or the partnerships'
    ('pairs', L5): `section.chart[data-of]`."""
    of: str
    heading: str
    wide: Chart
    narrow: Chart


def _heading(pairs: bool) -> str:
    return "rating.chart.pairs.heading" if pairs else "rating.chart.heading"


def charted(rows: Sequence[Rated], order: Sequence[Evening], lang: str, title: str,
            pairs: bool = False) -> SectionChart:
    """The chart of `rows` (the players', or with `pairs` the partnerships') over the
    evenings `order`, for a screen and for a phone."""
    return SectionChart("pairs" if pairs else "players", sayer(lang)(_heading(pairs)),
                 *(chart(rows, order, lang, title, narrow=narrow, pairs=pairs)
                   for narrow in (False, True)))


@dataclass(frozen=True, slots=True)
class Section:
    """One game's rating on a page (rating/sections.html): its heading, the players' table,
    the partnerships' in a game whose partnerships are rated (L5; none in the others), the
    note under them, and the charts: the players', then the partnerships'."""
    game: str  # the game's name in the files ('vint'): `section[data-game]`
    heading: str
    headers: tuple[str, str, str]
    rows: tuple[Row, ...]
    notes: tuple[str, ...]
    charts: tuple[SectionChart, ...]
    pair_headers: tuple[str, str, str] = ("", "", "")
    pairs: tuple[Row, ...] = ()


def section(game: str, title: str, rows: Sequence[Rated], sessions: Sequence[RatedSession],
            lang: str, note: str = "", pairs: Sequence[Rated] = ()) -> Section:
    """The section of one game (`title`: its name as the page says it) from its ratings
    `rows` over `sessions` (those it rests on); `note`: what it was computed over;
    `pairs`: its partnerships' ratings over the same matches (L5), charted under the
    players' when there are any (none in a game without sides: Preferans, Thousand)."""
    t = sayer(lang)
    order = evenings(sessions)

    def table(rated: Sequence[Rated], joined: str) -> tuple[Row, ...]:
        return tuple(Row(joined.join(r.shown), number(r.rating, lang), r.matches,
                         r.provisional) for r in rated)
    players, partners = table(rows, " & "), table(pairs, t("rating.chart.pair"))
    notes = tuple(n for n in (t("rating.section.provisional", count=PROVISIONAL)
                              if any(r.provisional for r in (*players, *partners)) else "",
                              note) if n)
    charts = (charted(rows, order, lang, title),
              *((charted(pairs, order, lang, title, pairs=True),) if pairs else ()))
    counted = (t("rating.col.rating"), t("rating.col.matches"))
    return Section(game, t("rating.title", game=title, count=len(sessions)),
                   (t("stats.col.player"), *counted), players, notes, charts,
                   (t("rating.col.pair"), *counted), partners)
