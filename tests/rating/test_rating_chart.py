"""Issue 36, point 4: the rating drawn (vintscore/rules/rating.en.md, L8: "the chart draws
each person's rating after every evening"), on the ledger's HTML export and on the live
page of `vint serve`.

The geometry (vintscore/rating_chart.py) is checked on ratings written by hand, its
coordinates worked by hand from the scale the module says: across, the evenings evenly
from the plot's left edge to its right (a screen's plot from x = 48 to 760 less its
labels' room, 16 + 8 a character of the longest name; a phone's from 40 to 348); down,
y = 16 + 220 × (high − v) / (high − low), between round levels (a step of 1, 2 or 5 × 10ᵏ
that cuts the span of the ratings and 0 into about five). The pages are made by the
command line, as a user makes them, and one is looked at in a phone's browser.
"""
from __future__ import annotations

import random
import re
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest
from helpers_cli.vintcli import ok

from vintscore.rating import Rated
from vintscore.rating_chart import Evening, chart, number

SPRING = (Evening("e1", date(2026, 3, 1)), Evening("e2", date(2026, 3, 8)),
          Evening("e3", date(2026, 3, 15)))


def rated(name: str, *evenings: tuple[str, float]) -> Rated:
    """A rating as vintscore/rating.py leaves it, with its evenings written by hand."""
    last = evenings[-1][1] if evenings else 0.0
    return Rated(name.casefold(), (name,), 25.0, 8.0, last, [], list(evenings))


def polylines(c) -> list[list[tuple[float, float]]]:
    return [[(round(x, 1), round(y, 1)) for x, y in s.points] for s in c.series]


# -- the geometry ---------------------------------------------------------------------

def test_two_players_two_evenings_by_hand():
    """Anna 2 then 4, Boris −1 then −3: with 0 the span is 7, a step of 2 (7 / 5 = 1.4),
    levels −4 … 4, so y = 16 + 220 × (4 − v) / 8 = 16 + 27.5 × (4 − v). A screen's plot
    runs from 48 to 760 − (16 + 8 × 5 for "Boris") = 704; a phone's from 40 to 348."""
    rows = [rated("Anna", ("e1", 2.0), ("e2", 4.0)), rated("Boris", ("e1", -1.0), ("e2", -3.0))]
    wide = chart(rows, SPRING[:2], "en", "Vint")
    assert (wide.width, wide.left, wide.right, wide.top, wide.bottom) == (760, 48, 704, 16, 236)
    assert [s.name for s in wide.series] == ["Anna", "Boris"]
    assert polylines(wide) == [[(48.0, 71.0), (704.0, 16.0)], [(48.0, 153.5), (704.0, 208.5)]]
    assert [(lv.label, lv.y, lv.zero) for lv in wide.levels] == [
        ("-4", 236.0, False), ("-2", 181.0, False), ("0", 126.0, True), ("2", 71.0, False),
        ("4", 16.0, False)]
    assert [(t.x, t.text, t.anchor) for t in wide.ticks] == [
        (48.0, "2026-03-01", "middle"), (704.0, "2026-03-08", "middle")]
    assert [(s.label, s.label_x) for s in wide.series] == [("Anna", 710), ("Boris", 710)]
    assert [len(s.dots) for s in wide.series] == [2, 2]
    assert wide.series[1].dots[1].title == "Boris, 2026-03-08 (e2): -3.0"
    assert wide.title == "Vint: the rating after each evening"

    narrow = chart(rows, SPRING[:2], "en", "Vint", narrow=True)
    assert (narrow.width, narrow.kind, narrow.left, narrow.right) == (360, "narrow", 40, 348)
    assert polylines(narrow) == [[(40.0, 71.0), (348.0, 16.0)], [(40.0, 153.5), (348.0, 208.5)]]
    # the last day, 10 characters of 6.5 px, would run past 360: it ends at its evening
    assert [(t.x, t.anchor) for t in narrow.ticks] == [(40.0, "middle"), (348.0, "end")]
    assert [s.label for s in narrow.series] == ["", ""]  # the legend names them
    assert [(k.text, k.x, k.y) for k in narrow.legend] == [("Anna", 8, 292), ("Boris", 180, 292)]
    assert narrow.height == 236 + 40 + 18 + 6


def test_a_player_who_missed_an_evening_is_flat_there():
    """Cyril plays the first and the third evening (1, then −2): at the second his line is
    where the first left it, and he has no dot there. With Anna (1, 2, 3) and 0 the span
    is 5, a step of 1, levels −2 … 3: y = 16 + 44 × (3 − v); across 48, 376, 704."""
    rows = [rated("Anna", ("e1", 1.0), ("e2", 2.0), ("e3", 3.0)),
            rated("Cyril", ("e1", 1.0), ("e3", -2.0))]
    wide = chart(rows, SPRING, "en")
    assert polylines(wide)[1] == [(48.0, 104.0), (376.0, 104.0), (704.0, 236.0)]
    assert [(d.x, d.y) for d in wide.series[1].dots] == [(48.0, 104.0), (704.0, 236.0)]
    assert polylines(wide)[0] == [(48.0, 104.0), (376.0, 60.0), (704.0, 16.0)]


def test_a_line_begins_at_the_players_first_evening_and_goes_on_to_the_last():
    """Dima comes on the second evening only (−1): his line is at −1 from there to the
    end. Levels −1 … 3 (the span 4, a step of 1): y = 16 + 55 × (3 − v); the plot from 48
    to 760 − (16 + 8 × 4) = 712, the evenings at 48, 380, 712."""
    rows = [rated("Anna", ("e1", 1.0), ("e2", 2.0), ("e3", 3.0)), rated("Dima", ("e2", -1.0))]
    wide = chart(rows, SPRING, "en")
    assert [(lv.label, lv.y) for lv in wide.levels][:2] == [("-1", 236.0), ("0", 181.0)]
    assert polylines(wide) == [[(48.0, 126.0), (380.0, 71.0), (712.0, 16.0)],
                               [(380.0, 236.0), (712.0, 236.0)]]
    assert len(wide.series[1].dots) == 1


def test_an_evening_nobody_rated_played_is_not_drawn_and_one_evening_is_in_the_middle():
    rows = [rated("Anna", ("e2", 1.0)), rated("Boris", ("e2", -1.0))]
    wide = chart(rows, SPRING, "en")
    assert [t.text for t in wide.ticks] == ["2026-03-08"]
    assert [p[0][0] for p in polylines(wide)] == [376.0, 376.0]  # (48 + 704) / 2


def test_partners_whose_ratings_were_one_share_a_line():
    rows = [rated("Аня", ("e1", 2.0)), rated("Вера", ("e1", 2.0)), rated("Боря", ("e1", -2.0))]
    assert [s.name for s in chart(rows, SPRING, "ru").series] == ["Аня и Вера", "Боря"]
    assert [k.text for k in chart(rows, SPRING, "ru", narrow=True).legend] == [
        "Аня и Вера", "Боря"]


@pytest.mark.parametrize("narrow", [False, True], ids=["screen", "phone"])
def test_every_line_stays_in_the_plot_and_every_word_in_the_picture(narrow):
    """Twelve players over forty evenings, each coming and missing at random: every point
    within the plot, in the order of the evenings; labels, days and legend within."""
    rng = random.Random(36)
    days = [Evening(f"s{i:02d}", date(2026, 1 + i // 28, 1 + i % 28)) for i in range(40)]
    rows = []
    for k in range(12):
        value, played = 0.0, []
        for e in days:
            if rng.random() < 0.6:
                value += rng.uniform(-3, 3.5)
                played.append((e.name, value))
        rows.append(rated(f"Player number {k} Longname", *played))
    c = chart(rows, days, "ru", "Винт", narrow=narrow)
    assert len(c.series) == 12 and c.width == (360 if narrow else 760)
    for s, r in zip(c.series, rows):
        xs = [x for x, _ in s.points]
        assert xs == sorted(xs) and len(set(xs)) == len(xs)
        assert all(c.left <= x <= c.right and c.top <= y <= c.bottom for x, y in s.points)
        first = [e.name for e in days].index(r.evenings[0][0])
        assert len(s.points) == len(days) - first  # from his first evening to the last
        assert len(s.dots) == len(r.evenings)
        if not narrow:
            assert s.label_x + 8 * len(s.label) <= c.width and c.top <= s.label_y <= c.bottom + 4
    assert c.levels[0].y == c.bottom and c.levels[-1].y == c.top
    for t in c.ticks:
        half = 6.5 * len(t.text)
        start = {"start": t.x, "middle": t.x - half / 2, "end": t.x - half}[t.anchor]
        assert 0 <= start and start + half <= c.width, t
    for k in c.legend:
        assert k.text_x + 8 * len(k.text) <= c.width and k.y + 4 <= c.height, k
    assert len({(k.x, k.y) for k in c.legend}) == 12


def test_a_rating_is_said_to_one_decimal_as_the_language_writes_it():
    assert [number(v, "en") for v in (12.345, -0.04, -3.25, 0.0)] == ["12.3", "0.0", "-3.2", "0.0"]
    assert [number(v, "ru") for v in (12.345, -0.04, -3.26)] == ["12,3", "0,0", "−3,3"]


# -- the ledger's page --------------------------------------------------------------------

def rubber(name: str, players: str, winner: str = "Anna") -> None:
    """A bridge rubber won two games to none by `winner`'s side (B1, B10, B13)."""
    ok("new", name, "--game", "bridge", "--players", players, "--rules", "rubber")
    ok("deal", "4S", winner, "10", "-s", name)
    ok("deal", "4S", winner, "10", "-s", name)


def created(folder: Path, name: str, when: str) -> None:
    path = folder / f"{name}.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(re.sub(r"(?m)^created = .*$", f"created = {when}", text), encoding="utf-8")


@pytest.fixture
def club(sessions_dir):
    """Two evenings: Anna & Vera beat Boris & <b>, then Anna & <b> beat Boris & Vera — four
    players, four lines (nobody's ratings one all along)."""
    rubber("first", "Anna,Boris,Vera,<b>")
    rubber("second", "Anna,Boris,<b>,Vera")
    created(sessions_dir, "first", "2026-03-01T19:00:00+03:00")
    created(sessions_dir, "second", "2026-03-08T19:00:00+03:00")
    return sessions_dir


def rating_section(page: str) -> str:
    found = re.findall(r'<section class="rating" data-game="bridge">.*?</section>\n</section>',
                       page, re.S)
    assert len(found) == 1, page[-3000:]
    return found[0]


def test_the_ledgers_page_shows_the_seasons_rating_table_and_chart(club):
    page = ok("ledger", "--format", "html").stdout
    shown = rating_section(page)
    assert page.index('<section class="paid">') < page.index(shown)  # after its own sections
    assert "<h2>bridge: the rating over 2 sessions</h2>" in shown
    rows = re.findall(r'<tr data-name="([^"]*)" data-provisional="true"><td class="player">'
                      r'([^<]*)</td><td class="num">(-?\d+\.\d)<sup>\*</sup></td>'
                      r'<td class="num">(\d+)</td></tr>', shown)
    assert {(r[0], r[1], r[3]) for r in rows} == {
        ("Anna", "Anna", "2"), ("Vera", "Vera", "2"), ("Boris", "Boris", "2"),
        ("&lt;b&gt;", "&lt;b&gt;", "2")}
    assert rows[0][0] == "Anna"  # she won both: the highest rating first
    assert "* provisional: fewer than 10 matches." in shown
    svgs = re.findall(r'<svg class="chart( narrow)?".*?</svg>', shown, re.S)
    assert svgs == ["", " narrow"]
    for svg in re.findall(r'<svg class="chart(?: narrow)?".*?</svg>', shown, re.S):
        assert svg.count("<polyline") == 4
        assert len(re.findall(r"<circle ", svg)) == 8  # each played both evenings
        assert "<title>&lt;b&gt;</title>" in svg or "&lt;b&gt;</text>" in svg
    assert "<b>" not in page  # a name is text, never markup
    assert not re.search(r"\sstyle\s*=", page)  # the live page's policy forbids inline style


def test_the_ledgers_selection_is_the_ratings_season(club):
    """--since chooses the sessions the rating rests on too (L10): everyone afresh."""
    page = ok("ledger", "--format", "html", "--since", "2026-03-05", "--lang", "ru").stdout
    shown = rating_section(page)
    assert "<h2>бридж: рейтинг по 1 записи</h2>" in shown
    assert shown.count('<td class="num">1</td>') == 4
    assert "предварительный: меньше 10 встреч" in shown and "матч" not in shown
    assert "&lt;b&gt;" in shown and "<b>" not in page
    assert "<h3>Рейтинг после каждого вечера</h3>" in shown
    nothing = ok("ledger", "--format", "html", "--since", "2027-01-01").stdout
    assert 'class="rating"' not in nothing and "<svg" not in nothing


def imported(*args: str) -> set[str]:
    r = subprocess.run([sys.executable, "-X", "importtime", "-m", "vintscore", *args],
                       capture_output=True, text=True, timeout=60, check=True)
    return {m.group(1) for m in re.finditer(r"^import time:\s+\d+ \|\s+\d+ \|\s+(\S+)",
                                            r.stderr.replace("|  ", "| "), re.M)}


def test_only_the_ledgers_html_page_loads_the_rating_library(club):
    assert "openskill" in imported("ledger", "--format", "html")
    assert not {m for m in imported("ledger", "--format", "md") if m.startswith("openskill")}


# -- the live page ----------------------------------------------------------------------

def test_the_live_page_shows_its_games_rating_below_the_session(club):
    """The session's game over every session of the folder, this one counted as it
    stands; a game with no finished match yet shows none."""
    from vintscore.web.snapshot import take
    main = take(club / "second.toml", "second", "en").main
    shown = rating_section(main)
    assert main.index('<section class="log">') < main.index(shown)
    assert "Rated over every session of this game in the folder." in shown
    assert shown.count("<polyline") == 8  # four players, drawn twice
    ok("new", "fresh", "--game", "vint", "--players", "Anna,Boris,Vera,Gleb")
    assert 'class="rating"' not in take(club / "fresh.toml", "fresh", "en").main
    rubber("third", "Anna,Boris,Vera,Gleb", winner="Boris")  # Gleb is rated now
    shown = rating_section(take(club / "third.toml", "third", "en").main)
    assert "<h2>bridge: the rating over 3 sessions</h2>" in shown
    assert 'data-name="Gleb"' in shown
    from vintscore.where import example
    demo = example("demo")
    assert demo is not None and "rubber" in take(demo, "demo", "en").main.lower()
    assert 'class="rating"' not in take(demo, "demo", "en").main  # an example is never rated


# -- on a phone ---------------------------------------------------------------------------

def test_on_a_390_pixel_phone_the_chart_drawn_for_it_fits(club, tmp_path):
    """Chromium at 390×844: the phone's chart is the one shown, and within the screen;
    the page does not scroll sideways. At 1280 the screen's is shown."""
    from helpers_web.browser import chromium, shot, watch
    from helpers_web.pad import DESKTOP, PHONE, opened
    out = tmp_path / "ledger.html"
    ok("ledger", "--format", "html", "-o", str(out))
    shown = """() => [...document.querySelectorAll('section.rating svg')].map(s => {
        const r = s.getBoundingClientRect();
        return [s.getAttribute('class'), getComputedStyle(s).display, r.left, r.right, r.height];
    })"""
    with chromium() as browser:
        context, page = opened(browser, PHONE)
        seen = watch(page)
        page.goto(out.as_uri())
        (wide, hidden, *_), (narrow, display, left, right, height) = page.evaluate(shown)
        assert (wide, hidden, narrow, display) == ("chart", "none", "chart narrow", "block")
        assert 0 <= left and right <= 390 and right - left >= 340 and height > 200
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        assert seen.errors == []
        page.locator("section.rating").scroll_into_view_if_needed()
        shot(page, "rating-ledger-phone")
        context.close()
        context, page = opened(browser, DESKTOP)
        page.goto(out.as_uri())
        (wide, display, *_), (_, hidden, *_) = page.evaluate(shown)
        assert (display, hidden) == ("block", "none")
        context.close()
