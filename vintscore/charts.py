"""The geometry every chart of the house draws: levels, ticks, dots, series, keys (a
legend's), the dividers where a part began, the chart itself; the round step, label
spreading, the colours.

A chart is plain data here (`Chart`), worked out by the module of what it shows — Vint's
evening (games/vint/chart.py), the club's rating (rating_chart.py) — and drawn by
pages/templates/charts.svg. Pure: frozen dataclasses and functions, the standard library
only; no markup, no template engine.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

COLOURS = ("#1f5fa8", "#c0392b", "#2e8b57", "#8e44ad", "#d4780a", "#6b4f2a", "#c2407f",
           "#138a9e", "#555555", "#8a8a00", "#34399a", "#5d7a1f")


def colour(k: int) -> str:
    """The colour of the `k`th line (from 0), round again after the last."""
    return COLOURS[k % len(COLOURS)]


def round_step(span: float, count: int = 5) -> int:
    """A round step (1, 2 or 5 × 10ᵏ, at least 1) that cuts `span` into about `count`."""
    raw = max(span / count, 1.0)
    magnitude = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if m * magnitude >= raw:
            return int(m * magnitude)
    return int(10 * magnitude)  # pragma: no cover


def spread(ys: list[float], gap: float, top: float, bottom: float) -> list[float]:
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


def shortened(text: str, most: int) -> str:
    """A label cut to `most` characters, an ellipsis its last."""
    return text if len(text) <= most else text[:max(1, most - 1)] + "…"


def shown(count: int, room: float, size: float) -> list[int]:
    """Which of `count` places along the bottom get their tick, a text about `size` wide
    each in `room` across: as many as fit, evenly; the first and the last always."""
    fit = max(2, int(room // (size + 14)))
    stride = max(1, math.ceil(count / fit))
    out = list(range(0, count, stride))
    if out[-1] != count - 1:
        if len(out) > 1 and count - 1 - out[-1] < stride / 2:
            out.pop()  # too close to the last, which is always shown
        out.append(count - 1)
    return out


@dataclass(frozen=True, slots=True)
class Frame:
    """The plot inside the picture: where each of `count` places is drawn across (evenly,
    the first at the left edge, the last at the right; one alone in the middle), and a
    value down, between the round levels `low` and `high`, `step` apart."""
    left: int
    top: int
    plot_w: int
    plot_h: int
    count: int
    low: int
    high: int
    step: int

    def x(self, i: float) -> float:
        if self.count < 2:
            return self.left + self.plot_w / 2
        return self.left + self.plot_w * i / (self.count - 1)

    def y(self, v: float) -> float:
        return self.top + self.plot_h * (self.high - v) / (self.high - self.low)

    def apart(self, ys: list[float], gap: float = 14) -> list[float]:
        """Heights of labels at `ys` moved apart by `gap`, within the plot (`spread`)."""
        return spread(ys, gap, self.top, self.top + self.plot_h)

    def ticked(self, count: int, size: float) -> list[int]:
        """Which of `count` places get their tick, a text about `size` wide each (`shown`)."""
        return shown(count, self.plot_w, size)

    def levels(self, label: Callable[[int], str]) -> tuple[Level, ...]:
        """Each round level from `low` to `high`, labelled by `label`."""
        return tuple(Level(self.y(v), label(v), self.y(v) + 4, v == 0)
                     for v in range(self.low, self.high + 1, self.step))


@dataclass(frozen=True, slots=True)
class Level:
    """A level across the plot: its line (the zero line stands out), its label."""
    y: float
    label: str  # '+2000', '-5' («−5»)
    label_y: float
    zero: bool


@dataclass(frozen=True, slots=True)
class Tick:
    """A place's text under the plot (an event's number, an evening's day); `anchor` keeps
    the first and last within the picture ('start', 'middle', 'end': SVG's text-anchor)."""
    x: float
    text: str
    anchor: str = "middle"


@dataclass(frozen=True, slots=True)
class Divider:
    """Where a part of what the chart shows began (Vint: a rubber): a dashed line down the
    plot (not when it would crowd the last one drawn) and its name (when there is room)."""
    x: float
    line: bool
    label: str  # '' when there is no room for it
    label_x: float


@dataclass(frozen=True, slots=True)
class Dot:
    """A point of a line that stands for something: where, and what it says on hover."""
    x: float
    y: float
    title: str  # 'Anna & Vera · 7: +1200'


@dataclass(frozen=True, slots=True)
class Series:
    """One line: a player, or partners who moved together all along; its label at the
    right of the plot ('' for none: a legend names it)."""
    name: str
    colour: str
    points: tuple[tuple[float, float], ...]
    dots: tuple[Dot, ...]  # none when the places are too many to mark each
    label: str
    label_x: int
    label_y: float


@dataclass(frozen=True, slots=True)
class LegendKey:
    """A line of a legend under the plot: a stroke of the line's colour, its name."""
    x: float  # the stroke's start; the name begins after it
    y: float  # the name's baseline
    colour: str
    text: str

    @property
    def stroke_end(self) -> float:
        return self.x + 14

    @property
    def stroke_y(self) -> float:
        return self.y - 4

    @property
    def text_x(self) -> float:
        return self.x + 18


@dataclass(frozen=True, slots=True)
class Chart:
    title: str  # the picture's name for a screen reader
    kind: str  # "" for a screen, or "narrow": the page shows the one that fits (page.css)
    width: int
    height: int
    left: int  # where the plot begins and ends, across and down
    right: int
    top: int
    bottom: int
    level_label_x: int
    tick_y: int
    caption: str
    caption_x: float
    caption_y: int
    levels: tuple[Level, ...]
    ticks: tuple[Tick, ...]
    series: tuple[Series, ...]
    dot_radius: float = 2.5
    dividers: tuple[Divider, ...] = ()
    divider_top: int = 0  # the dashed lines' top, and their labels' baseline
    divider_label_y: int = 0
    legend: tuple[LegendKey, ...] = ()
