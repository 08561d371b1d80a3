"""The chart of the HTML export: each player's points after each event, as inline SVG
(no script, nothing fetched: the page's policy forbids both)."""
from __future__ import annotations

import html
import math
from typing import TYPE_CHECKING

from ...display import signed
from ...formats import sayer
from .settlement import running

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


def chart(sheet: Sheet, lang: str) -> str:
    """An inline SVG chart of each player's points after each event, from 0 at the start.

    Players whose points move together (partners all evening) share one line, labelled
    with all their names; dashed lines mark where each rubber began.
    """
    t = sayer(lang)
    e = html.escape
    series = running(sheet)
    steps = [0] + [n for n, _ in series]  # event numbers; 0 is the start
    players = list(sheet.players)
    values = {p: [0] + [points[p] for _, points in series] for p in players}
    groups: dict[tuple[int, ...], list[str]] = {}
    for p in players:
        groups.setdefault(tuple(values[p]), []).append(p)
    labels = [(" & ".join(names), list(line)) for line, names in groups.items()]
    labels = [(text if len(text) <= 28 else text[:27] + "…", line) for text, line in labels]

    every = [v for _, line in labels for v in line]
    step = _nice_step(max(every) - min(every) or 100)
    low = math.floor(min(every) / step) * step
    high = math.ceil(max(every) / step) * step
    if high == low:
        low, high = low - step, high + step
    width, height = 760, 320
    left, top, bottom = 64, 24, 40
    right = 16 + min(230, 8 * max(len(text) for text, _ in labels))  # 12px bold, Cyrillic too
    plot_w, plot_h = width - left - right, height - top - bottom
    count = max(1, len(steps) - 1)

    def x(i: float) -> float:
        return left + plot_w * i / count

    def y(v: float) -> float:
        return top + plot_h * (high - v) / (high - low)

    out = [f"<svg class=\"chart\" viewBox=\"0 0 {width} {height}\" role=\"img\" "
           f"aria-label=\"{e(t('export.chart'))}\">"]
    for v in range(low, high + 1, step):
        cls = "zero" if v == 0 else "grid"
        out.append(f"<line class=\"{cls}\" x1=\"{left}\" x2=\"{left + plot_w}\" "
                   f"y1=\"{y(v):.1f}\" y2=\"{y(v):.1f}\"/>")
        out.append(f"<text class=\"axis\" x=\"{left - 6}\" y=\"{y(v) + 4:.1f}\" "
                   f"text-anchor=\"end\">{signed(v)}</text>")
    # where each rubber began: the point before its first event
    starts: dict[int, int] = {}
    rubber_at = {rec.number: rec.rubber for rec in sheet.records}
    for i, (n, _) in enumerate(series):
        if rubber_at.get(n):
            starts.setdefault(rubber_at[n], i)
    last_line = last_label = -100.0
    for number, i in sorted(starts.items()):
        if number > 1 and x(i) - last_line >= 6:  # hundreds of rubbers: not a grey wall
            out.append(f"<line class=\"rubber\" x1=\"{x(i):.1f}\" x2=\"{x(i):.1f}\" "
                       f"y1=\"{top - 8}\" y2=\"{top + plot_h}\"/>")
            last_line = x(i)
        label = t("render.rubber", number=number)
        if x(i) - last_label >= 7 * len(label) + 12:
            out.append(f"<text class=\"rubber\" x=\"{x(i) + 4:.1f}\" y=\"{top - 10}\">"
                       f"{e(label)}</text>")
            last_label = x(i)
    # the event numbers along the bottom, as many as there is room for
    room = max(2, int(plot_w // (7 * len(str(steps[-1])) + 14)))
    stride = max(1, math.ceil(len(steps) / room))
    shown = list(range(0, len(steps), stride))
    if shown[-1] != len(steps) - 1:
        if len(shown) > 1 and len(steps) - 1 - shown[-1] < stride / 2:
            shown.pop()  # too close to the last, which is always shown
        shown.append(len(steps) - 1)
    for i in shown:
        text = e(t("export.chart.start")) if steps[i] == 0 else str(steps[i])
        out.append(f"<text class=\"axis\" x=\"{x(i):.1f}\" y=\"{top + plot_h + 16}\" "
                   f"text-anchor=\"middle\">{text}</text>")
    out.append(f"<text class=\"caption\" x=\"{left + plot_w / 2:.1f}\" y=\"{height - 6}\" "
               f"text-anchor=\"middle\">{e(t('export.chart.events'))}</text>")
    dots = len(steps) <= 60
    ends = _spread([y(line[-1]) for _, line in labels], 14, top, top + plot_h)
    for k, (text, line) in enumerate(labels):
        colour = _COLOURS[k % len(_COLOURS)]
        points = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(line))
        out.append(f"<g class=\"series\" stroke=\"{colour}\" fill=\"{colour}\">")
        out.append(f"<title>{e(text)}</title>")
        out.append(f"<polyline fill=\"none\" stroke-width=\"2.5\" points=\"{points}\"/>")
        if dots:
            out += [f"<circle cx=\"{x(i):.1f}\" cy=\"{y(v):.1f}\" r=\"2.5\"><title>"
                    f"{e(text)} · {steps[i]}: {signed(v)}</title></circle>"
                    for i, v in enumerate(line) if i]
        out.append(f"<text class=\"label\" stroke=\"none\" x=\"{left + plot_w + 6}\" "
                   f"y=\"{ends[k] + 4:.1f}\">{e(text)}</text>")
        out.append("</g>")
    out.append("</svg>")
    return "\n".join(out)
