"""The pulya drawn as on paper (P12, issue 16): games/preferans/drawing.py and its SVG.

Each pulya is a worked example: the shipped one (vintscore/examples/pulya.toml), PS1 and
PS2 (vintscore/rules/preferans.en.md), a four-player evening of PD1-like deals and two all-pass
deals (PD11, PD12). The sequences expected are worked out by hand from vintscore/rules/preferans.en.md in
each docstring, never taken from the code: the running totals one a deal, as players
write them ("2.3.7*.10"; `*` a total reached with help, `†` by hand, `‡` the surplus off
the mountain: report.MARKS).
"""
from __future__ import annotations

import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from helpers_pref.pulyas import manual, played, session

from vintscore.cards import Strain
from vintscore.games.preferans.drawing import (
    ASCENT,
    DESCENT,
    MARGIN,
    MIN_SIZE,
    SHEET,
    drawing,
    drawing_svg,
    text_width,
)
from vintscore.games.preferans.model import PrefPass
from vintscore.games.preferans.presets import LENINGRAD, SOCHI
from vintscore.games.preferans.pulya import replay
from vintscore.storage import envelope

SVG = "{http://www.w3.org/2000/svg}"
EXAMPLE = Path(__file__).resolve().parents[2] / "vintscore" / "examples" / "pulya.toml"


def example_pulya():
    """vintscore/examples/pulya.toml: Sochi to 10, Anna, Boris, Vera.

    1. 6♠ Anna makes 6, Boris 2 + Vera 2 whist: Anna pool 2; Boris→Anna 4, Vera→Anna 4 (P5).
    2. misère Boris, no tricks: Boris pool 10, closed (P8).
    3. all pass 0/4/6, step 1: Anna pool 1 → 3; Boris mountain 4, Vera mountain 6 (P7).
    4. 8♥ Vera takes 7, Anna whists, Boris passes: v 6, one short: Vera mountain 6 → 12;
       Anna→Vera 6·3 = 18 (greedy) + consolation 6 = 24; Boris→Vera 6 (P5).
    5. 7♣ Vera makes 7, Anna 2 + Boris 1: Vera pool 4; Anna→Vera 8 → 32, Boris→Vera 4 → 10.
    6. 10NT Boris, both pass: 10 to a closed pool: 6 helps Vera (the highest open, 4 → 10*),
       Boris→Vera 60 → 70; 4 helps Anna (3 → 7*), Boris→Anna 40 → 44 (P4, P11).
    7. 7♠ Anna takes 8, Boris whists: Anna pool 3 → 10, the surplus 1 off her mountain
       (every pool closed: −1‡); Boris→Anna 4·2 = 8 → 52 (P5, P11).
    """
    found, problems = envelope.read(EXAMPLE.read_text(encoding="utf-8"), "pulya.toml")
    assert not problems
    return replay(found)


EXAMPLE_SHEET = {
    ("Anna", "pool", None): ("2", "3", "7*", "10"),
    ("Anna", "mountain", None): ("−1‡",),
    ("Anna", "vists", "Boris"): (),
    ("Anna", "vists", "Vera"): ("24", "32"),
    ("Boris", "pool", None): ("10",),
    ("Boris", "mountain", None): ("4",),
    ("Boris", "vists", "Anna"): ("4", "44", "52"),
    ("Boris", "vists", "Vera"): ("6", "10", "70"),
    ("Vera", "pool", None): ("4", "10*"),
    ("Vera", "mountain", None): ("6", "12"),
    ("Vera", "vists", "Anna"): ("4",),
    ("Vera", "vists", "Boris"): (),
}


def ps1_pulya():
    """PS1 (Mail.ru): Sochi, A, Б, В; every entry by hand (P1), one a player."""
    events = (manual("A", mountain=42, Б=170, В=60), manual("Б", mountain=96, A=64, В=178),
              manual("В", mountain=132, A=88, Б=95))
    return replay(session(("A", "Б", "В"), SOCHI, *events))


PS1_SHEET = {
    ("A", "pool", None): (), ("A", "mountain", None): ("42†",),
    ("A", "vists", "Б"): ("170",), ("A", "vists", "В"): ("60",),
    ("Б", "pool", None): (), ("Б", "mountain", None): ("96†",),
    ("Б", "vists", "A"): ("64",), ("Б", "vists", "В"): ("178",),
    ("В", "pool", None): (), ("В", "mountain", None): ("132†",),
    ("В", "vists", "A"): ("88",), ("В", "vists", "Б"): ("95",),
}


def ps2_pulya():
    """PS2 (PrefCount): Leningrad, four players E, S, W, N; every entry by hand (P1)."""
    events = (manual("E", pool=76, mountain=74, N=34, S=84, W=136),
              manual("S", pool=74, mountain=60, N=96, E=60, W=0),
              manual("W", pool=32, mountain=34, N=108, E=220, S=192),
              manual("N", pool=22, mountain=76, E=80, S=44, W=48))
    return replay(session(("E", "S", "W", "N"), LENINGRAD, *events))


PS2_SHEET = {
    ("E", "pool", None): ("76†",), ("E", "mountain", None): ("74†",),
    ("E", "vists", "S"): ("84",), ("E", "vists", "W"): ("136",), ("E", "vists", "N"): ("34",),
    ("S", "pool", None): ("74†",), ("S", "mountain", None): ("60†",),
    ("S", "vists", "E"): ("60",), ("S", "vists", "W"): (), ("S", "vists", "N"): ("96",),
    ("W", "pool", None): ("32†",), ("W", "mountain", None): ("34†",),
    ("W", "vists", "E"): ("220",), ("W", "vists", "S"): ("192",), ("W", "vists", "N"): ("108",),
    ("N", "pool", None): ("22†",), ("N", "mountain", None): ("76†",),
    ("N", "vists", "E"): ("80",), ("N", "vists", "S"): ("44",), ("N", "vists", "W"): ("48",),
}

FOUR = ("Anna", "Boris", "Vera", "Gleb")


def four_pulya():
    """Four at Sochi to 20; the dealer sits out (P1), Anna deals first.

    1. Anna out. 6♠ Boris makes 6, Vera 2 + Gleb 2 whist: Boris pool 2; Vera→Boris 4,
       Gleb→Boris 4 (P5, as PD1).
    2. Boris out. 7♥ Vera takes 6, Gleb whists, Anna passes: v 4, one short: Vera
       mountain 4; Gleb 4·4 = 16 (greedy) + consolation 4 = 20 on Vera; Anna 4 and the
       dealer Boris 4 on Vera (P5.3, consolation_to_dealer).
    3. Vera out. All pass 0/4/6 at step 1: Anna pool 1, Boris mountain 4, Gleb 6 (P7, PD11).
    4. Gleb out. All pass 1/4/5 at step 2: Anna mountain 2, Boris 8 → 12, Vera 10 → 14
       (P7, PD12).
    """
    events = (played(6, "Boris", 6, whists=(("Vera", 2), ("Gleb", 2))),
              played(7, "Vera", 6, whists=(("Gleb", None),), passes=(("Anna", None),),
                     strain=Strain.HEARTS),
              PrefPass((("Anna", 0), ("Boris", 4), ("Gleb", 6))),
              PrefPass((("Anna", 1), ("Boris", 4), ("Vera", 5))))
    return replay(session(FOUR, SOCHI, *events))


FOUR_SHEET = {
    ("Anna", "pool", None): ("1",), ("Anna", "mountain", None): ("2",),
    ("Anna", "vists", "Boris"): (), ("Anna", "vists", "Vera"): ("4",),
    ("Anna", "vists", "Gleb"): (),
    ("Boris", "pool", None): ("2",), ("Boris", "mountain", None): ("4", "12"),
    ("Boris", "vists", "Vera"): ("4",), ("Boris", "vists", "Gleb"): (),
    ("Boris", "vists", "Anna"): (),
    ("Vera", "pool", None): (), ("Vera", "mountain", None): ("4", "14"),
    ("Vera", "vists", "Gleb"): (), ("Vera", "vists", "Anna"): (),
    ("Vera", "vists", "Boris"): ("4",),
    ("Gleb", "pool", None): (), ("Gleb", "mountain", None): ("6",),
    ("Gleb", "vists", "Anna"): (), ("Gleb", "vists", "Boris"): ("4",),
    ("Gleb", "vists", "Vera"): ("20",),
}


def long_pulya():
    """Thirty pool entries of 1 by hand (P1): Boris's pool runs 1†.2†…30†; Gleb writes
    4 to his mountain and 12 on Anna 25 times: 4…100, 12…300 (P12: the sheet keeps
    every total; the drawing shows the last ones after '…' when they do not fit)."""
    events = ([manual("Boris", pool=1) for _ in range(30)]
              + [manual("Gleb", mountain=4, Anna=12) for _ in range(25)])
    return replay(session(FOUR, SOCHI, *events))


LONG_SHEET = {
    ("Boris", "pool", None): tuple(f"{n}†" for n in range(1, 31)),
    ("Gleb", "mountain", None): tuple(f"{4 * n}†" for n in range(1, 26)),
    ("Gleb", "vists", "Anna"): tuple(str(12 * n) for n in range(1, 26)),
}

CASES = [
    pytest.param(example_pulya, EXAMPLE_SHEET, id="P12-examples-pulya.toml"),
    pytest.param(ps1_pulya, PS1_SHEET, id="P12-PS1-mail.ru"),
    pytest.param(ps2_pulya, PS2_SHEET, id="P12-PS2-prefcount-four"),
    pytest.param(four_pulya, FOUR_SHEET, id="P12-P5-P7-four-deals"),
    pytest.param(long_pulya, LONG_SHEET, id="P12-long-sequences"),
]


def shown(d, player: str, what: str, on: str | None) -> str:
    """The numbers drawn in one strip, the lines joined again."""
    return "".join(t.text for t in d.texts if t.kind == "numbers" and t.strip.player == player
                   and t.strip.what == what and t.strip.on == on)


@pytest.mark.parametrize("make, sheet", CASES)
def test_each_strip_holds_the_running_totals_the_pulya_wrote(make, sheet):
    """P12: per player the pool, the mountain and the vists on each other player, one
    strip each, holding the totals as written; what is not drawn whole ends with the
    last totals after '…'."""
    d = drawing(make(), "en")
    strips = {(s.player, s.what, s.on): s.sequence for s in d.strips}
    for key, expected in sheet.items():
        assert strips[key] == expected, key
        text = shown(d, *key)
        if text.startswith("…"):  # the earliest give way; the last ones show, in order
            assert ".".join(expected).endswith(text[1:]), key
            assert text.endswith(expected[-1])
        else:
            assert text == ".".join(expected), key


@pytest.mark.parametrize("make, sheet", CASES)
def test_one_sector_per_player_with_his_name_and_a_strip_for_each_record(make, sheet):
    pulya = make()
    d = drawing(pulya, "en")
    n = len(pulya.players)
    names = [t for t in d.texts if t.kind == "name"]
    assert [t.text for t in names] == list(pulya.players)
    assert len({t.rotate for t in names}) == n  # each reads from his own side
    for p in pulya.players:
        mine = [(s.what, s.on) for s in d.strips if s.player == p]
        assert sorted(mine, key=str) == sorted(
            [("mountain", None), ("pool", None)] + [("vists", q) for q in pulya.players
                                                    if q != p], key=str)
        assert {s.rotate for s in d.strips if s.player == p} == {
            t.rotate for t in names if t.player == p}


def _inside(polygon, x: float, y: float, slack: float = 0.5) -> bool:
    """Whether (x, y) is in the convex polygon (either winding), give or take `slack`."""
    sign = 0
    for i, (x1, y1) in enumerate(polygon):
        x2, y2 = polygon[(i + 1) % len(polygon)]
        length = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5
        if not length:
            continue
        cross = ((x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)) / length
        if abs(cross) <= slack:
            continue
        if sign and (cross > 0) != (sign > 0):
            return False
        sign = sign or (1 if cross > 0 else -1)
    return True


def _box(t, width: float | None = None):
    """A text's box in its sector's frame: left, top, right, bottom."""
    w = text_width(t.text, t.size) if width is None else width
    left = {"start": t.x, "middle": t.x - w / 2, "end": t.x - w}[t.anchor]
    return left, t.y - ASCENT * t.size, left + w, t.y + DESCENT * t.size


def _in_strip(t, box) -> bool:
    left, top, right, bottom = box
    corners = [(left, top), (right, top), (right, bottom), (left, bottom)]
    return all(_inside(t.strip.polygon, x, y) for x, y in corners)


def _clear_of_circle(d, t, box) -> bool:
    cx, cy, r = d.centre
    left, top, right, bottom = box
    nx, ny = min(max(cx, left), right), min(max(cy, top), bottom)
    return (nx - cx) ** 2 + (ny - cy) ** 2 > r ** 2


WIDE = ("Шамшурина-Жуковская Щ. Ю.", "Мещеряков-Шмидт Ж. Ш.", "Вера", "Ижевск-Щукин М. Ю.")


def wide_pulya():
    """Four names of 21–25 of the widest letters, each writing on each: the captions
    ("vists on …") shrink, then end in '…'; the names in the margin likewise."""
    events = [manual(p, pool=3, mountain=7, **{q: 11 for q in WIDE if q != p})
              for p in WIDE for _ in range(9)]
    return replay(session(WIDE, SOCHI, *events))


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("make, sheet", [*CASES, pytest.param(wide_pulya, {}, id="wide-names")])
def test_every_text_stays_inside_its_strip_and_none_overlaps(make, sheet, lang):
    """Long sequences do not overflow: each text's box (estimated from its size and
    length) lies in its strip, clear of the circle; a sector's texts do not overlap;
    the numbers are never smaller than MIN_SIZE; names stay in the margin."""
    d = drawing(make(), lang)
    boxes: dict[int, list] = {}
    for t in d.texts:
        box = _box(t)
        if t.strip is not None:
            assert _in_strip(t, box), (t.text, box, t.strip.polygon)
            assert _clear_of_circle(d, t, box), t.text
            boxes.setdefault(t.rotate, []).append(box)
        if t.kind == "numbers":
            assert t.size >= MIN_SIZE
        if t.kind == "name":
            assert box[0] >= 0 and box[2] <= SHEET and SHEET <= box[1] and box[3] <= SHEET + MARGIN
    for sector in boxes.values():
        for i, a in enumerate(sector):
            for b in sector[i + 1:]:
                apart = a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]
                assert apart, (a, b)


def test_a_long_sequence_wraps_before_it_drops_the_first_totals():
    """Boris's 30 pool totals do not fit his pool at the smallest size: the last ones show
    after '…'; Gleb's 25 mountain totals fill the lines his mountain has, at MIN_SIZE."""
    d = drawing(long_pulya(), "en")
    pool = [t for t in d.texts if t.kind == "numbers" and t.strip.what == "pool"
            and t.player == "Boris"]
    assert pool[0].text.startswith("…") and pool[-1].text.endswith("30†")
    mountain = [t for t in d.texts if t.kind == "numbers" and t.strip.what == "mountain"
                and t.player == "Gleb"]
    assert len(mountain) > 1 and {t.size for t in mountain} == {MIN_SIZE}
    assert all(t.text.endswith(".") for t in mountain[:-1])  # a line that goes on


def test_a_short_sequence_is_drawn_large_on_one_line():
    d = drawing(example_pulya(), "en")
    pool = [t for t in d.texts if t.kind == "numbers" and t.strip.what == "pool"
            and t.player == "Anna"]
    assert [t.text for t in pool] == ["2.3.7*.10"] and pool[0].size > MIN_SIZE


# -- the SVG --------------------------------------------------------------------------------

def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return root


@pytest.mark.parametrize("make, sheet", CASES)
def test_the_svg_parses_and_draws_every_text_and_line(make, sheet):
    pulya = make()
    d = drawing(pulya, "en")
    root = parse(drawing_svg(pulya, "en"))
    assert root.get("role") == "img" and root.get("viewBox") == " ".join(map(str, d.view))
    assert root.find(f"{SVG}title").text == d.label
    texts = root.findall(f"{SVG}text")
    assert [t.text for t in texts] == [t.text for t in d.texts]
    assert len(root.findall(f".//{SVG}line")) == len(d.strokes)
    for p in pulya.players:
        named = [t for t in texts if t.get("class") == "name" and t.get("data-player") == p]
        assert [t.text for t in named] == [p]
        for key, expected in sheet.items():
            if key[0] == p and expected and not shown(d, *key).startswith("…"):
                what, on = key[1], key[2]
                drawn = "".join(t.text for t in texts if t.get("data-player") == p
                                and t.get("data-strip") == what and t.get("data-on") == on
                                and t.get("class") == "numbers")
                assert drawn == ".".join(expected)


def test_no_style_attribute_and_nothing_to_run():
    """The live page's Content-Security-Policy forbids inline style and scripts."""
    for make in (example_pulya, four_pulya):
        svg = drawing_svg(make(), "ru")
        root = parse(svg)
        for element in root.iter():
            assert "style" not in element.attrib, element.tag
            assert not any(a.startswith("on") for a in element.attrib), element.tag
        assert "<style" not in svg and "<script" not in svg.lower()


def test_names_are_escaped():
    """A name is text wherever it lands: the sector, the captions, the title."""
    odd = '<b>&"\''
    pulya = replay(session((odd, "Boris", "Vera"), SOCHI, manual(odd, pool=2, Boris=4)))
    svg = drawing_svg(pulya, "en")
    assert "<b>" not in svg
    root = parse(svg)
    assert next(t.text for t in root.findall(f"{SVG}text") if t.get("class") == "name") == odd
    assert odd in root.find(f"{SVG}title").text and odd in root.get("aria-label")
    assert any(t.get("data-on") == odd for t in root.findall(f"{SVG}text"))
    assert any(t.text == f"vists on {odd}" for t in root.findall(f"{SVG}text"))


@pytest.mark.parametrize("lang, pool, mountain, vists, centre, title", [
    ("en", "pool", "mountain", "vists on Boris", "pool to",
     "The pulya as on paper: Anna, Boris, Vera; pool to 10"),
    ("ru", "пуля", "гора", "висты → Boris", "пуля до",
     "Пуля, как на бумаге: Anna, Boris, Vera; пуля до 10"),
])
def test_labels_in_the_sessions_language(lang, pool, mountain, vists, centre, title):
    root = parse(drawing_svg(example_pulya(), lang))
    texts = [(t.get("class"), t.get("data-player"), t.text) for t in root.findall(f"{SVG}text")]
    assert ("caption", "Anna", pool) in texts and ("caption", "Anna", mountain) in texts
    assert ("caption", "Anna", vists) in texts
    assert ("centre", None, centre) in texts and ("target", None, "10") in texts  # P11
    assert root.find(f"{SVG}title").text == title and root.get("lang") == lang


def test_the_game_loads_no_template_engine_until_it_draws():
    """tests/core/test_layering.py: a game imports the standard library only."""
    code = ("import sys, vintscore.games.preferans.drawing\n"
            "print(' '.join(sorted({m.split('.')[0] for m in sys.modules})))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert {"jinja2", "markupsafe"}.isdisjoint(out.stdout.split())


def test_the_template_ships_in_the_wheel():
    """pyproject's package data is every file of every folder of vintscore (issue 31), the
    pulya's SVG template among them (tests/cli/test_i31_wheel.py builds the wheel)."""
    root = Path(__file__).resolve().parents[2]
    setup = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["tool"]
    assert setup["setuptools"]["package-data"]["*"] == ["*"]
    assert (root / "vintscore" / "pages" / "templates" / "preferans" / "pulya.svg").is_file()


# -- in a browser ---------------------------------------------------------------------------

PAGE = ("<!DOCTYPE html><html lang=\"{lang}\"><head><meta charset=\"utf-8\">"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        "<title>pulya</title></head><body>{svg}</body></html>")

SHOTS = [
    pytest.param(example_pulya, "en", id="three-en"),
    pytest.param(ps1_pulya, "ru", id="three-ru-PS1"),
    pytest.param(four_pulya, "en", id="four-en"),
    pytest.param(four_pulya, "ru", id="four-ru"),
    pytest.param(long_pulya, "ru", id="four-ru-long"),
    pytest.param(wide_pulya, "en", id="four-en-wide-names"),
]


@pytest.fixture(scope="module")
def browser():
    from helpers_web.browser import chromium
    with chromium() as b:
        yield b


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("make, lang", SHOTS)
def test_in_a_browser_every_text_fits_its_strip(browser, make, lang, width):
    """Chromium's own measure of each text (getBBox, in its sector's frame before the
    turn) lies inside its strip: the estimate in drawing.py is generous enough. No console
    error. The screenshots are kept for people to look at (tests-output/screenshots)."""
    from helpers_web.browser import shot, watch
    pulya = make()
    d = drawing(pulya, lang)
    page = browser.new_page(viewport={"width": width, "height": 900})
    watched = watch(page)
    page.set_content(PAGE.format(lang=lang, svg=drawing_svg(pulya, lang)))
    size = page.eval_on_selector("svg", "s => [s.getBoundingClientRect().width,"
                                        " s.getBoundingClientRect().height]")
    assert 0 < size[0] <= width and size[1] > 0
    boxes = page.eval_on_selector_all(
        "svg text", "ts => ts.map(t => { const b = t.getBBox();"
                    " return [b.x, b.y, b.x + b.width, b.y + b.height]; })")
    assert len(boxes) == len(d.texts)
    for t, (left, top, right, bottom) in zip(d.texts, boxes):
        if t.strip is not None:
            # the font's own box is taller than the ink (line gap): judge the width exactly
            # and the height as the ascent and descent drawing.py allows
            box = (left, t.y - ASCENT * t.size, right, t.y + DESCENT * t.size)
            assert _in_strip(t, box), (t.text, (left, top, right, bottom), t.strip.polygon)
    shot(page, f"pulya-{len(pulya.players)}-{lang}-{make.__name__}-{width}")
    page.close()
    assert not watched.errors, watched.errors


def test_only_three_or_four_are_drawn():
    """P1: three or four play; the session file refuses two (codec), and so does the drawing."""
    with pytest.raises(ValueError):
        drawing(replay(session(("Anna", "Boris"), SOCHI)), "en")
