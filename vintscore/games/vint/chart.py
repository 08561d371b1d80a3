"""The chart of the HTML export: each player's points after each event, as inline SVG
(no script, nothing fetched: the page's policy forbids both).

Here is what is Vint's own of it (the events across, the rubbers' dashed lines, the lines
of partners) worked out as plain data, vintscore/charts.py's `Chart`, on the geometry
every chart of the house shares there; pages/templates/vint/chart.svg draws it. Pure: no
markup, no template engine.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from ...charts import Chart, Divider, Dot, Frame, Series, Tick, colour, round_step, shortened
from ...display import signed
from ...formats import sayer
from .settlement import counted, running

if TYPE_CHECKING:
    from .sheet import Sheet


# A phone's chart (issue 23): drawn for ~380 CSS pixels, so its labels keep their size
# there, where the screen's (760 wide) would be shrunk to half and its labels unreadable.
NARROW = 380


def chart(sheet: Sheet, lang: str, *, narrow: bool = False) -> Chart:
    """The chart of each player's points after each event, from 0 at the start.

    Players whose points move together (partners all evening) share one line, labelled
    with all their names; dashed lines mark where each rubber began. `narrow`: drawn for a
    phone's width, the text at the same size in fewer pixels (fewer ticks, shorter names).
    """
    t = sayer(lang)
    series = running(sheet)
    steps = [0] + [n for n, _ in series]  # event numbers; 0 is the start
    lines = _lines(sheet, series, t, narrow)
    width, height, frame = _frame(lines, len(steps), narrow)
    left, top, plot_w, plot_h = frame.left, frame.top, frame.plot_w, frame.plot_h
    return Chart(t("vint.export.chart"), "narrow" if narrow else "", width, height, left,
                 left + plot_w, top, top + plot_h, left - 6, top + plot_h + 16,
                 t("vint.export.chart.events"), left + plot_w / 2, height - 6,
                 frame.levels(signed), _ticks(steps, frame, t), _drawn(lines, steps, frame),
                 dividers=_rubber_starts(sheet, series, frame, t), divider_top=top - 8,
                 divider_label_y=top - 10)


def _lines(sheet: Sheet, series: list[tuple[int, dict[str, int]]], t: Callable[..., str],
           narrow: bool) -> list[tuple[str, list[int]]]:
    """Each line of the chart: its label and the points after each event, from 0. Players
    whose points moved together all evening (partners) share one, labelled with all their
    names, shortened to what fits at the right of the plot."""
    players = list(counted(sheet))  # those the evening settles
    values = {p: [0] + [points[p] for _, points in series] for p in players}
    groups: dict[tuple[int, ...], list[str]] = {}
    for p in players:
        groups.setdefault(tuple(values[p]), []).append(p)
    # partners as every other place of the page names them: «Анна и Вера», "Anna & Vera"
    longest = 16 if narrow else 28  # a name's characters at the right of the plot
    return [(shortened(t("core.side.and").join(names), longest), list(line))
            for line, names in groups.items()]


def _frame(lines: list[tuple[str, list[int]]], steps: int,
           narrow: bool) -> tuple[int, int, Frame]:
    """The picture's size and the plot in it: its margins (the labels' room at the right)
    and its levels, round steps from below the lowest points to above the highest."""
    every = [v for _, line in lines for v in line]
    step = round_step(max(every) - min(every) or 100)
    low = math.floor(min(every) / step) * step
    high = math.ceil(max(every) / step) * step
    if high == low:
        low, high = low - step, high + step
    width, height = (NARROW, 300) if narrow else (760, 320)
    left, top, bottom = 64 if not narrow else 52, 24, 40
    right = 16 + min(230, 8 * max(len(text) for text, _ in lines))  # 12px bold, Cyrillic too
    # the start alone (no event yet) stays at the left edge
    return width, height, Frame(left, top, width - left - right, height - top - bottom,
                                max(2, steps), low, high, step)


def _rubber_starts(sheet: Sheet, series: list[tuple[int, dict[str, int]]], frame: Frame,
                   t: Callable[..., str]) -> tuple[Divider, ...]:
    """Where each rubber began: the point before its first event; its dashed line (not for
    the first) and its name where they do not crowd the last ones drawn."""
    starts: dict[int, int] = {}
    rubber_at = {rec.number: rec.rubber for rec in sheet.records}
    for i, (n, _) in enumerate(series):
        if rubber_at.get(n):
            starts.setdefault(rubber_at[n], i)
    rubbers = []
    last_line = last_label = -100.0
    for number, i in sorted(starts.items()):
        x = frame.x(i)
        line = number > 1 and x - last_line >= 6  # hundreds of rubbers: not a grey wall
        if line:
            last_line = x
        label = t("vint.render.rubber", number=number)
        if x - last_label >= 7 * len(label) + 12:
            last_label = x
        else:
            label = ""
        if line or label:
            rubbers.append(Divider(x, line, label, x + 4))
    return tuple(rubbers)


def _ticks(steps: list[int], frame: Frame, t: Callable[..., str]) -> tuple[Tick, ...]:
    """The event numbers along the bottom, as many as there is room for; the last always."""
    return tuple(Tick(frame.x(i), t("vint.export.chart.start") if steps[i] == 0 else str(steps[i]))
                 for i in frame.ticked(len(steps), 7 * len(str(steps[-1]))))


def _drawn(lines: list[tuple[str, list[int]]], steps: list[int],
           frame: Frame) -> tuple[Series, ...]:
    """Each line drawn: its points, a dot on each event (when they are few enough to mark)
    and its label at the right, moved apart from the others'."""
    x, y = frame.x, frame.y
    dots = len(steps) <= 60
    ends = frame.apart([y(line[-1]) for _, line in lines])
    return tuple(
        Series(text, colour(k), tuple((x(i), y(v)) for i, v in enumerate(line)),
               tuple(Dot(x(i), y(v), f"{text} · {steps[i]}: {signed(v)}")
                     for i, v in enumerate(line) if i) if dots else (),
               text, frame.left + frame.plot_w + 6, ends[k] + 4)
        for k, (text, line) in enumerate(lines))
