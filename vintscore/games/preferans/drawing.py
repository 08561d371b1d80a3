"""The pulya drawn as on paper (P12, issue 16): the sheet's geometry, and its SVG.

How the sheet is drawn. The seed (003, "Record preference") says only that the protocol
of pool, mountain and vists is itself called the pulya; the drawing follows the paper
sheet as Russian tables rule it (https://review-pref.ru/literatura/76/194/: "the sheet is divided into
sectors by the number of players … each sector crossed by two parallel lines: the upper
part [towards the centre] is the mountain (гора) … below it the pool (пулька) … below the
pool a large free space, divided" for the vists on each opponent; Wikimedia Commons,
File:Preferans-Pool-4.en.svg: a circle in the middle with the pool's size, the mountain round it, the
pool outside it, the vists along the edges split per opponent):

- a square sheet, a circle in its centre with the pool target (P11);
- one sector per player: at four, the diagonals; at three, lines from the circle to the
  two lower corners and straight up to the top edge (the bottom sector is the triangle,
  the side sectors run the height of the sheet);
- in each sector, from the centre outwards: the mountain, the pool, then the vists strip
  split into one part per opponent, the part nearer an opponent's sector for the vists
  written on him;
- each player's name outside his edge of the sheet, and his numbers turned so that he
  reads them from his side of the table: the first player sits at the bottom and the
  others follow clockwise (left, top, right), as the deal goes (P1).

The numbers are the running totals as players write them, one a deal: pool "2.3.7*.10"
(P12; `*`, `†`, `‡` as report.MARKS: a total reached with help, written by hand, or the
surplus off the mountain, P11, P1). A sequence too long for its strip first gets a
smaller font on its one line (down to MIN_SIZE); then it wraps onto more lines within the
strip, each but the last ending in a dot, at the largest size those lines allow; when
even MIN_SIZE's lines are full, the earliest totals give way to a leading "…": the last
ones, the totals that count, always show. Captions and names shrink, then end in "…".

Pure: `drawing(pulya, lang)` is plain geometry (frozen values, standard library only);
`drawing_svg(pulya, lang)` puts it through pages/templates/preferans/pulya.svg, importing
the pages (Jinja2) only when called, so a game loads no template engine at import.

Coordinates: the sheet is 0…SHEET square. Each sector is laid out in its own frame, as if
its player sat at the bottom edge (the "bottom" frame), and drawn turned by `rotate`
degrees about the sheet's centre: texts keep their frame's x and y and carry the turn,
as SVG's `rotate(a 500 500)` reads them; lines are turned here.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from ...glossary import Msg, say
from ...value import value
from .report import MARKS

if TYPE_CHECKING:
    from .pulya import Line, Pulya

SHEET = 1000  # the sheet's side
MID = SHEET / 2  # its centre, where the sectors meet
MARGIN = 64  # round the sheet: the players' names
RADIUS = 62  # the circle with the pool target
VISTS = 160  # the strips' depths, from the edge inwards; the mountain takes the rest
POOL = 115
PAD = 10  # between a strip's lines and what is written in it

MAX_SIZE = 48  # the numbers' font: ~16 px on a 390 px phone, at the least ~11 px
MIN_SIZE = 32
CAPTION = 30  # pool, mountain, vists on …
MIN_CAPTION = 24
NAME = 42
MIN_NAME = 28
LEADING = 1.15  # line height, in font sizes
ASCENT, DESCENT = 0.8, 0.25  # of a line's box above and below its baseline, in sizes


@value
class Stroke:
    """A line of the sheet, in the sheet's own coordinates; `kind` for its style:
    "edge" (the sheet), "divider" (between sectors), "strip" (mountain | pool | vists),
    "split" (between the vists on two opponents)."""

    x1: float
    y1: float
    x2: float
    y2: float
    kind: str


@value
class Strip:
    """Where one of a player's records is written (P12): his mountain, his pool, or the
    vists he wrote on `on`; `polygon` in his sector's frame; `sequence` the running
    totals as written."""

    player: str
    what: str  # "mountain" | "pool" | "vists"
    on: str | None
    rotate: int
    polygon: tuple[tuple[float, float], ...]
    sequence: tuple[str, ...]


@value
class Text:
    """A text at (x, y), its baseline's anchor point in its sector's frame, turned
    `rotate` degrees about the sheet's centre; `kind`: "name", "caption", "numbers",
    "centre", "target"; `strip`: the strip it must stay in (None for names and centre)."""

    x: float
    y: float
    rotate: int
    anchor: str  # start | middle | end, as SVG's text-anchor
    text: str
    size: float
    kind: str
    player: str  # whose sector ("" for the centre)
    strip: Strip | None = None


@value
class Drawing:
    """The pulya as on paper: its lines, circle and texts, in a view box."""

    view: tuple[float, float, float, float]  # min-x, min-y, width, height
    centre: tuple[float, float, float]  # the circle: cx, cy, r
    strokes: tuple[Stroke, ...]
    texts: tuple[Text, ...]
    strips: tuple[Strip, ...]
    players: tuple[str, ...]
    label: str  # what the drawing shows, in words (its title, for screen readers)


# -- how wide a text is ---------------------------------------------------------------------

_NARROW = set(".,:;!|'il")
_WIDE = set("MWmwЖШЩЮжшщюМмЫы@…—")


def text_width(text: str, size: float) -> float:
    """A generous estimate of `text`'s width at `size` in a sans-serif font (DejaVu Sans,
    the widest of the usual ones: digits 0.64 em)."""
    em = 0.0
    for ch in text:
        if ch in _NARROW or ch == " ":
            em += 0.34
        elif ch in _WIDE:
            em += 1.0
        elif ch.isdigit():
            em += 0.64
        elif ch.isupper():
            em += 0.78
        else:
            em += 0.66
    return em * size


# -- the numbers as written -----------------------------------------------------------------

_FRACTIONS = {Fraction(1, 2): "½", Fraction(1, 3): "⅓", Fraction(2, 3): "⅔",
              Fraction(1, 4): "¼", Fraction(3, 4): "¾"}


def written(amount: Fraction) -> str:
    """A total as a player writes it: 12, −3, 2½, 10⅓ (the dot separates totals, so a
    half is never '2.5' here); other fractions as 7 3/8."""
    sign = "−" if amount < 0 else ""  # the minus sign, as a pen draws it
    if amount.denominator == 1:
        return f"{sign}{abs(amount.numerator)}"
    whole, part = divmod(abs(amount), 1)
    glyph = _FRACTIONS.get(part, f" {part.numerator}/{part.denominator}")
    return f"{sign}{whole or ''}{glyph}".replace("  ", " ").strip()


def sequence(lines: Sequence[Line], marked: bool = True) -> tuple[str, ...]:
    """The running totals, one a deal (an event's lines summed), as the paper has them:
    (2, 3, 7*, 10). `marked`: a total reached with help, by hand or off the mountain
    carries report.MARKS's sign (P11, P1)."""
    out: list[str] = []
    total = Fraction(0)
    why: set[str] = set()
    for i, line in enumerate(lines):
        total += line.amount
        why.add(line.why)
        if i + 1 == len(lines) or lines[i + 1].event != line.event:  # the deal's last line
            marks = "".join(MARKS[w] for w in MARKS if w in why) if marked else ""
            out.append(written(total) + marks)
            why = set()
    return tuple(out)


# -- the sectors ----------------------------------------------------------------------------

@value
class _Sector:
    """A player's sector in its own frame: its turn, and whether its sides are the sheet's
    edges (the side sectors at three) or the dividers to the centre (x = SHEET − y on the
    left, x = y on the right: the 45° lines of a square)."""

    rotate: int
    open_left: bool = False
    open_right: bool = False

    def span(self, y: float) -> tuple[float, float]:
        """The sector's extent across, at depth y (widening outwards)."""
        return (0.0 if self.open_left else SHEET - y), (float(SHEET) if self.open_right else y)


def _sectors(count: int) -> list[_Sector]:
    """At four: bottom, left, top, right between the diagonals. At three: the bottom
    triangle, and the left and right sectors running up to the top edge."""
    if count == 4:
        return [_Sector(0), _Sector(90), _Sector(180), _Sector(270)]
    return [_Sector(0), _Sector(90, open_left=True), _Sector(270, open_right=True)]


def _turn(x: float, y: float, degrees: int) -> tuple[float, float]:
    """A point of a sector's frame on the sheet: turned clockwise (as SVG's rotate) about
    the centre by a quarter-turn multiple."""
    for _ in range(degrees // 90 % 4):
        x, y = SHEET - y, x
    return x, y


def _clip(polygon: list[tuple[float, float]],
          inside: Callable[[float, float], float]) -> list[tuple[float, float]]:
    """The part of a convex polygon where inside(x, y) ≥ 0 (a half-plane, linear)."""
    out: list[tuple[float, float]] = []
    for i, (x1, y1) in enumerate(polygon):
        x2, y2 = polygon[(i + 1) % len(polygon)]
        a, b = inside(x1, y1), inside(x2, y2)
        if a >= 0:
            out.append((x1, y1))
        if (a >= 0) != (b >= 0):
            t = a / (a - b)
            out.append((x1 + t * (x2 - x1), y1 + t * (y2 - y1)))
    return out


def _polygon(sector: _Sector, inner: float, outer: float, left: float = 0.0,
             right: float = SHEET) -> tuple[tuple[float, float], ...]:
    """A strip of a sector: depths inner…outer, cut to left…right and to the sector."""
    poly = [(left, inner), (right, inner), (right, outer), (left, outer)]
    if not sector.open_left:
        poly = _clip(poly, lambda x, y: x + y - SHEET)  # right of the left divider
    if not sector.open_right:
        poly = _clip(poly, lambda x, y: y - x)  # left of the right divider
    return tuple((round(x, 2), round(y, 2)) for x, y in poly)


# -- fitting the numbers into a strip -------------------------------------------------------

def _wrap(tokens: Sequence[str], widths: Sequence[float], size: float) -> list[str] | None:
    """The totals in lines of the given widths ('2.4.' then '6.10'), or None."""
    lines: list[str] = []
    k = 0
    for width in widths:
        line = ""
        while k < len(tokens):
            more = line + ("." if line else "") + tokens[k]
            tail = "." if k + 1 < len(tokens) else ""  # a line that goes on ends in a dot
            if text_width(more + tail, size) > width:
                break
            line = more
            k += 1
        if not line:
            return None
        lines.append(line + ("." if k < len(tokens) else ""))
        if k == len(tokens):
            return lines
    return None


def _fit(tokens: Sequence[str], room: Callable[[float], float], top: float,
         bottom: float) -> tuple[float, list[str]]:
    """The font size and lines for the totals in the space top…bottom (the caption
    below it), whose width at a height is room(height): the largest size on one line;
    else more lines, the largest size that takes them; else, at MIN_SIZE in as many lines
    as fit, the last totals after a '…'."""
    if not tokens:
        return MAX_SIZE, []

    def widths(size: float) -> list[float]:
        """The width of each line that fits, top to bottom (bottom-aligned)."""
        step = size * LEADING
        spare = bottom - top - (ASCENT + DESCENT) * size
        if spare < 0:
            return []
        count = int(spare // step) + 1
        first = bottom - (count - 1) * step - (ASCENT + DESCENT) * size  # the top line's top
        return [room(first + i * step) for i in range(count)]

    sizes = range(MAX_SIZE, MIN_SIZE - 1, -2)
    for size in sizes:  # one line, smaller and smaller
        if (lines := _wrap(tokens, widths(size)[-1:], size)) is not None:
            return size, lines
    for size in sizes:  # then more lines (the lowest, the widest)
        room_ = widths(size)
        for count in range(2, len(room_) + 1):
            if (lines := _wrap(tokens, room_[-count:], size)) is not None:
                return size, lines
    for keep in range(len(tokens) - 1, 0, -1):  # then the last totals only
        shown = ["…" + tokens[-keep], *tokens[len(tokens) - keep + 1:]]
        if (lines := _wrap(shown, widths(MIN_SIZE), MIN_SIZE)) is not None:
            return MIN_SIZE, lines
    return MIN_SIZE, []


def _shrunk(text: str, width: float, largest: float, smallest: float) -> tuple[str, float]:
    """A caption or a name in `width`: smaller, down to `smallest`, then cut with '…'."""
    size = largest
    while text_width(text, size) > width and size > smallest:
        size -= 2
    if text_width(text, size) <= width:
        return text, size
    while text and text_width(text + "…", size) > width:
        text = text[:-1]
    return text + "…", size


def _write(strip: Strip, sector: _Sector, caption: str, inner: float,
           outer: float, left: float, right: float, player: str) -> list[Text]:
    """The caption along the strip's outer side (where it is widest) and the totals above
    it, centred, in the strip's part left…right."""
    def room(height: float) -> float:
        lo, hi = sector.span(height)
        return min(hi, right) - max(lo, left) - 2 * PAD

    def centre(height: float) -> float:
        lo, hi = sector.span(height)
        return (max(lo, left) + min(hi, right)) / 2

    texts = []
    base = outer - PAD - DESCENT * CAPTION
    words, size = _shrunk(caption, room(base - ASCENT * CAPTION), CAPTION, MIN_CAPTION)
    base = outer - PAD - DESCENT * size
    texts.append(Text(round(centre(base - ASCENT * size), 1), round(base, 1), sector.rotate,
                      "middle", words, size, "caption", player, strip))
    top = inner + PAD
    if strip.what == "mountain":  # below the circle
        top = max(top, MID + RADIUS + PAD)
    bottom = base - ASCENT * size - PAD / 2
    number_size, lines = _fit(strip.sequence, room, top, bottom)
    step = number_size * LEADING
    y = bottom - DESCENT * number_size - (len(lines) - 1) * step
    for line in lines:
        texts.append(Text(round(centre(y - ASCENT * number_size), 1), round(y, 1),
                          sector.rotate, "middle", line, number_size, "numbers", player, strip))
        y += step
    return texts


# -- the sheet ------------------------------------------------------------------------------

def drawing(pulya: Pulya, lang: str = "en") -> Drawing:
    """The pulya as on paper (P12), for three or four players: see the module's docstring."""
    players = pulya.players
    if len(players) not in (3, 4):  # P1: three or four play (the codec refuses the rest)
        raise ValueError(f"a pulya of {len(players)} players cannot be drawn")
    sectors = _sectors(len(players))
    t = {"pool": say(Msg("preferans.drawn.pool"), lang),
         "mountain": say(Msg("preferans.drawn.mountain"), lang)}
    strokes: list[Stroke] = [Stroke(0, 0, SHEET, 0, "edge"), Stroke(SHEET, 0, SHEET, SHEET, "edge"),
                             Stroke(SHEET, SHEET, 0, SHEET, "edge"), Stroke(0, SHEET, 0, 0, "edge")]
    # the dividers, from the circle out: to the corners, and at three up to the top edge
    ends = [(0, 0), (SHEET, 0), (SHEET, SHEET), (0, SHEET)] if len(players) == 4 else [
        (0, SHEET), (SHEET, SHEET), (MID, 0)]
    for x, y in ends:
        d = ((x - MID) ** 2 + (y - MID) ** 2) ** 0.5
        strokes.append(Stroke(round(MID + (x - MID) * RADIUS / d, 2),
                              round(MID + (y - MID) * RADIUS / d, 2), x, y, "divider"))
    texts: list[Text] = []
    strips: list[Strip] = []
    pool_edge, vists_edge = SHEET - VISTS - POOL, SHEET - VISTS
    for seat, (player, sector) in enumerate(zip(players, sectors)):
        turn = sector.rotate

        def stroke(x1: float, y1: float, x2: float, y2: float, kind: str,
                   turn: int = turn) -> None:
            (a, b), (c, d) = _turn(x1, y1, turn), _turn(x2, y2, turn)
            strokes.append(Stroke(round(a, 2), round(b, 2), round(c, 2), round(d, 2), kind))

        for depth in (pool_edge, vists_edge):  # the two parallel lines (P12)
            lo, hi = sector.span(depth)
            stroke(lo, depth, hi, depth, "strip")
        mountain = Strip(player, "mountain", None, turn, _polygon(sector, MID, pool_edge),
                         sequence(pulya.mountain_lines[player]))
        pool = Strip(player, "pool", None, turn, _polygon(sector, pool_edge, vists_edge),
                     sequence(pulya.pool_lines[player]))
        texts += _write(mountain, sector, t["mountain"], MID, pool_edge, 0, SHEET, player)
        texts += _write(pool, sector, t["pool"], pool_edge, vists_edge, 0, SHEET, player)
        strips += [mountain, pool]
        # the vists: the next player's on the left, the one before on the right (clockwise);
        # the edge cut in equal parts, as with a ruler
        opponents = players[seat + 1:] + players[:seat]
        cuts = [SHEET * k / len(opponents) for k in range(len(opponents) + 1)]
        for k, on in enumerate(opponents):
            left, right = cuts[k], cuts[k + 1]
            if k:
                stroke(left, vists_edge, left, SHEET, "split")
            strip = Strip(player, "vists", on, turn,
                          _polygon(sector, vists_edge, SHEET, left, right),
                          sequence(pulya.vist_lines[(player, on)], marked=False))
            caption = say(Msg("preferans.drawn.vists_on", player=on), lang)
            texts += _write(strip, sector, caption, vists_edge, SHEET, left, right, player)
            strips.append(strip)
        name, size = _shrunk(player, SHEET - 2 * MARGIN, NAME, MIN_NAME)
        texts.append(Text(MID, SHEET + MARGIN - 0.3 * MARGIN, turn, "middle", name, size,
                          "name", player))
    texts.append(Text(MID, MID - 14, 0, "middle", say(Msg("preferans.drawn.centre"), lang), 22,
                      "centre", ""))
    texts.append(Text(MID, MID + 32, 0, "middle", str(pulya.rules.pool_target), 44, "target",
                      ""))
    label = say(Msg("preferans.drawn.title", players=", ".join(players),
                    target=pulya.rules.pool_target), lang)
    return Drawing((-MARGIN, -MARGIN, SHEET + 2 * MARGIN, SHEET + 2 * MARGIN),
                   (MID, MID, RADIUS), tuple(strokes), tuple(texts), tuple(strips), players,
                   label)


def drawing_svg(pulya: Pulya, lang: str = "en") -> str:
    """The pulya as on paper, as an SVG element (pages/templates/preferans/pulya.svg) for
    the export and the live page. Jinja2 is loaded here, not when the game is."""
    from ... import pages
    return pages.render("preferans/pulya.svg", drawing=drawing(pulya, lang), lang=lang)
