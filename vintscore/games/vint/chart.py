"""The chart of the HTML export: each player's points after each event, as inline SVG
(no script, nothing fetched: the page's policy forbids both).

Here is the geometry only, as plain data (`Chart`); pages/templates/vint/chart.svg draws
it. Pure: no markup, no template engine.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...display import signed
from ...formats import sayer
from .settlement import counted, running

if TYPE_CHECKING:
    from .sheet import Sheet


_COLOURS = ("#1f5fa8", "#c0392b", "#2e8b57", "#8e44ad", "#d4780a", "#6b4f2a", "#c2407f",
            "#138a9e", "#555555", "#8a8a00", "#34399a", "#5d7a1f")


def _nice_step(span: float, count: int = 5) -> int:
    """A round step (1, 2 or 5 × 10ᵏ points) that cuts `span` into about `count` parts."""
    raw = max(span / count, 1)
    magnitude = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if m * magnitude >= raw:
            return int(m * magnitude)
    return int(10 * magnitude)  # pragma: no cover


def _spread(ys: list[float], gap: float, top: float, bottom: float) -> list[float]:
    """Label heights moved apart by at least `gap`, kept within [top, bottom], order kept."""
    order = sorted(range(len(ys)), key=lambda i: ys[i])
    placed = [ys[i] for i in order]
    for k in range(1, len(placed)):
        placed[k] = max(placed[k], placed[k - 1] + gap)
    if placed and placed[-1] > bottom:
        placed[-1] = bottom
        for k in range(len(placed) - 2, -1, -1):
            placed[k] = min(placed[k], placed[k + 1] - gap)
    out = [0.0] * len(ys)
    for k, i in enumerate(order):
        out[i] = max(placed[k], top)
    return out


@dataclass(frozen=True, slots=True)
class Level:
    """A level of points across the plot: its line (the zero line stands out), its label."""
    y: float
    label: str  # '+2000'
    label_y: float
    zero: bool


@dataclass(frozen=True, slots=True)
class RubberStart:
    """Where a rubber began: a dashed line (not for the first, nor when too close to the
    last one drawn) and its name (when there is room)."""
    x: float
    line: bool
    label: str  # '' when there is no room for it
    label_x: float


@dataclass(frozen=True, slots=True)
class Tick:
    """An event's number under the plot ('start' for 0)."""
    x: float
    text: str


@dataclass(frozen=True, slots=True)
class Dot:
    x: float
    y: float
    title: str  # 'Anna & Vera · 7: +1200', shown on hover


@dataclass(frozen=True, slots=True)
class Series:
    """One line: a player, or partners whose points moved together all evening."""
    name: str
    colour: str
    points: tuple[tuple[float, float], ...]
    dots: tuple[Dot, ...]  # none when there are too many events to mark each
    label_x: int
    label_y: float


@dataclass(frozen=True, slots=True)
class Chart:
    title: str
    kind: str  # "" for a screen, or "narrow": the page shows the one that fits (page.css)
    width: int
    height: int
    left: int  # where the plot begins and ends, across and down
    right: int
    top: int
    bottom: int
    rubber_top: int  # the dashed lines' top, and their labels' baseline
    rubber_label_y: int
    level_label_x: int
    tick_y: int
    caption: str
    caption_x: float
    caption_y: int
    levels: tuple[Level, ...]
    rubbers: tuple[RubberStart, ...]
    ticks: tuple[Tick, ...]
    series: tuple[Series, ...]


# A phone's chart (issue 23): drawn for ~380 CSS pixels, so its labels keep their size
# there, where the screen's (760 wide) would be shrunk to half and its labels unreadable.
NARROW = 380


@dataclass(frozen=True, slots=True)
class _Frame:
    """The picture and the plot inside it: where an event is drawn across, and a number of
    points down, between the round levels `low` and `high`."""
    width: int
    height: int
    left: int
    top: int
    plot_w: int
    plot_h: int
    count: int  # the events across the plot, at least one
    low: int
    high: int
    step: int  # between two levels

    def x(self, i: float) -> float:
        return self.left + self.plot_w * i / self.count

    def y(self, v: float) -> float:
        return self.top + self.plot_h * (self.high - v) / (self.high - self.low)


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
    frame = _frame(lines, len(steps), narrow)
    levels = tuple(Level(frame.y(v), signed(v), frame.y(v) + 4, v == 0)
                   for v in range(frame.low, frame.high + 1, frame.step))
    left, top, plot_w, plot_h = frame.left, frame.top, frame.plot_w, frame.plot_h
    return Chart(t("vint.export.chart"), "narrow" if narrow else "", frame.width, frame.height, left,
                 left + plot_w, top, top + plot_h,
                 top - 8, top - 10, left - 6, top + plot_h + 16, t("vint.export.chart.events"),
                 left + plot_w / 2, frame.height - 6, levels,
                 _rubber_starts(sheet, series, frame, t), _ticks(steps, frame, t),
                 _drawn(lines, steps, frame))


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
    labels = [(t("core.side.and").join(names), list(line)) for line, names in groups.items()]
    longest = 16 if narrow else 28  # a name's characters at the right of the plot
    return [(text if len(text) <= longest else text[:longest - 1] + "…", line)
            for text, line in labels]


def _frame(lines: list[tuple[str, list[int]]], steps: int, narrow: bool) -> _Frame:
    """The picture's size, the plot's margins (the labels' room at the right) and its
    levels: round steps from below the lowest points to above the highest."""
    every = [v for _, line in lines for v in line]
    step = _nice_step(max(every) - min(every) or 100)
    low = math.floor(min(every) / step) * step
    high = math.ceil(max(every) / step) * step
    if high == low:
        low, high = low - step, high + step
    width, height = (NARROW, 300) if narrow else (760, 320)
    left, top, bottom = 64 if not narrow else 52, 24, 40
    right = 16 + min(230, 8 * max(len(text) for text, _ in lines))  # 12px bold, Cyrillic too
    return _Frame(width, height, left, top, width - left - right, height - top - bottom,
                  max(1, steps - 1), low, high, step)


def _rubber_starts(sheet: Sheet, series: list[tuple[int, dict[str, int]]], frame: _Frame,
                   t: Callable[..., str]) -> tuple[RubberStart, ...]:
    """Where each rubber began: the point before its first event; its dashed line and its
    name where they do not crowd the last ones drawn."""
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
            rubbers.append(RubberStart(x, line, label, x + 4))
    return tuple(rubbers)


def _ticks(steps: list[int], frame: _Frame, t: Callable[..., str]) -> tuple[Tick, ...]:
    """The event numbers along the bottom, as many as there is room for; the last always."""
    room = max(2, int(frame.plot_w // (7 * len(str(steps[-1])) + 14)))
    stride = max(1, math.ceil(len(steps) / room))
    shown = list(range(0, len(steps), stride))
    if shown[-1] != len(steps) - 1:
        if len(shown) > 1 and len(steps) - 1 - shown[-1] < stride / 2:
            shown.pop()  # too close to the last, which is always shown
        shown.append(len(steps) - 1)
    return tuple(Tick(frame.x(i), t("vint.export.chart.start") if steps[i] == 0 else str(steps[i]))
                 for i in shown)


def _drawn(lines: list[tuple[str, list[int]]], steps: list[int],
           frame: _Frame) -> tuple[Series, ...]:
    """Each line drawn: its points, a dot on each event (when they are few enough to mark)
    and its label at the right, moved apart from the others'."""
    x, y = frame.x, frame.y
    dots = len(steps) <= 60
    ends = _spread([y(line[-1]) for _, line in lines], 14, frame.top, frame.top + frame.plot_h)
    return tuple(
        Series(text, _COLOURS[k % len(_COLOURS)],
               tuple((x(i), y(v)) for i, v in enumerate(line)),
               tuple(Dot(x(i), y(v), f"{text} · {steps[i]}: {signed(v)}")
                     for i, v in enumerate(line) if i) if dots else (),
               frame.left + frame.plot_w + 6, ends[k] + 4)
        for k, (text, line) in enumerate(lines))
