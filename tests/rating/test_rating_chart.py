"""Issue 36, point 4: the rating drawn (vintscore/rules/rating.en.md, L8: "the chart draws
each person's rating after every evening"), on the ledger's HTML export and on the live
page of `vint serve`; in the games of sides, the partnerships' (L5) under the players'.
The live page's rating is kept fresh when another session of the folder changes.

The geometry (vintscore/rating_chart.py) is checked on ratings written by hand, its
coordinates worked by hand from the scale the module says: across, the evenings evenly
from the plot's left edge to its right (a screen's plot from x = 48 to 760 less its
labels' room, 16 + 8 a character of the longest name; a phone's from 40 to 348); down,
y = 16 + 220 × (high − v) / (high − low), between round levels (a step of 1, 2 or 5 × 10ᵏ
that cuts the span of the ratings and 0 into about five). The pages are made by the
command line, as a user makes them, and one is looked at in a phone's browser.
"""
from __future__ import annotations

import asyncio
import html
import random
import re
import shutil
import subprocess
import sys
from datetime import date
from pathlib import Path

import httpx
import pytest
from helpers_cli.vintcli import ok
from helpers_web.serving import Events, Live, links

from vintscore.rating import Rated
from vintscore.rating_chart import Evening, chart, number

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = httpx.Timeout(10.0, read=10.0)
SPRING = (Evening("e1", date(2026, 3, 1)), Evening("e2", date(2026, 3, 8)),
          Evening("e3", date(2026, 3, 15)))


def rated(name: str, *evenings: tuple[str, float]) -> Rated:
    """A rating as vintscore/rating.py leaves it, with its evenings written by hand."""
    last = evenings[-1][1] if evenings else 0.0
    return Rated(name.casefold(), (name,), 25.0, 8.0, last, [], list(evenings))


def partnership(a: str, b: str, *evenings: tuple[str, float]) -> Rated:
    """A partnership's rating (L5) as vintscore/rating.py leaves it: its two, in order."""
    last = evenings[-1][1] if evenings else 0.0
    return Rated(frozenset({a.casefold(), b.casefold()}), (a, b), 25.0, 8.0, last, [],
                 list(evenings))


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


def test_a_partnerships_chart_names_each_pair_by_its_two():
    """L5: the players' numbers of the first test, as two partnerships' (Anna + Boris 2
    then 4, Vera + Gleb −1 then −3): the same levels and heights, y = 16 + 27.5 × (4 − v);
    the longest label, "Anna + Boris", 12 characters, leaves a screen's plot from 48 to
    760 − (16 + 8 × 12) = 648. On a phone the legend names them, two a row of
    (360 − 16) / 2 = 172 from x = 8."""
    rows = [partnership("Anna", "Boris", ("e1", 2.0), ("e2", 4.0)),
            partnership("Vera", "Gleb", ("e1", -1.0), ("e2", -3.0))]
    wide = chart(rows, SPRING[:2], "en", "Vint", pairs=True)
    assert wide.title == "Vint: the partnerships' rating after each evening"
    assert [s.name for s in wide.series] == ["Anna + Boris", "Vera + Gleb"]
    assert (wide.left, wide.right) == (48, 648)
    assert polylines(wide) == [[(48.0, 71.0), (648.0, 16.0)], [(48.0, 153.5), (648.0, 208.5)]]
    assert [(s.label, s.label_x) for s in wide.series] == [("Anna + Boris", 654),
                                                           ("Vera + Gleb", 654)]
    assert wide.series[0].dots[0].title == "Anna + Boris, 2026-03-01 (e1): 2.0"
    narrow = chart(rows, SPRING[:2], "en", "Vint", narrow=True, pairs=True)
    assert (narrow.width, narrow.left, narrow.right) == (360, 40, 348)
    assert [(k.text, k.x, k.y) for k in narrow.legend] == [("Anna + Boris", 8, 292),
                                                           ("Vera + Gleb", 180, 292)]


@pytest.mark.parametrize("lang, shared, title", [
    ("en", "Anna + Boris & Vera + Gleb", "The partnerships' rating after each evening"),
    ("ru", "Anna + Boris и Vera + Gleb", "Рейтинг пар после каждого вечера"),
], ids=["en", "ru"])
def test_partnerships_whose_ratings_were_one_share_a_line_their_pairs_kept_apart(
        lang, shared, title):
    """Two pairs who each won their one match of the same evening against a new pair
    (their ratings one): one line, the pairs joined as lines are, each pair by `+`."""
    rows = [partnership("Anna", "Boris", ("e1", 3.0)), partnership("Vera", "Gleb", ("e1", 3.0)),
            partnership("Dima", "Egor", ("e1", -1.0))]
    c = chart(rows, SPRING, lang, pairs=True)
    assert [s.name for s in c.series] == [shared, "Dima + Egor"]
    assert c.title == title


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


def rating_section(page: str, game: str = "bridge") -> str:
    found = re.findall(rf'<section class="rating" data-game="{game}">.*?</section>\n</section>',
                       page, re.S)
    assert len(found) == 1, page[-3000:]
    return found[0]


def charts_of(shown: str) -> dict[str, list[str]]:
    """A rating section's charts by what they draw (players, pairs): each one's two
    pictures, the screen's and the phone's, in the page's order."""
    out: dict[str, list[str]] = {}
    for of, inside in re.findall(r'<section class="chart" data-of="(\w+)">(.*?)</section>',
                                 shown, re.S):
        assert of not in out, of
        out[of] = re.findall(r'<svg class="chart(?: narrow)?".*?</svg>', inside, re.S)
    return out


def names_drawn(svg: str) -> list[str]:
    """The lines of a picture, by the name each is drawn under (its <title>, unescaped)."""
    return [html.unescape(name)
            for name in re.findall(r'<g class="series" [^>]*>\n<title>([^<]*)</title>', svg)]


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
    assert svgs == ["", " narrow", "", " narrow"]  # the players', then the partnerships'
    charts = charts_of(shown)
    assert list(charts) == ["players", "pairs"]
    for svg in charts["players"]:
        assert svg.count("<polyline") == 4
        assert len(re.findall(r"<circle ", svg)) == 8  # each played both evenings
        assert "<title>&lt;b&gt;</title>" in svg or "&lt;b&gt;</text>" in svg
    # L5: four partnerships, each of one evening (its one dot): Anna + Vera and Boris + <b>
    # the first, <b> + Anna and Boris + Vera the second (a pair's two in the order of
    # their names: "<" before any letter)
    for svg in charts["pairs"]:
        assert sorted(names_drawn(svg)) == ["<b> + Anna", "<b> + Boris", "Anna + Vera",
                                            "Boris + Vera"]
        assert svg.count("<polyline") == 4 and len(re.findall(r"<circle ", svg)) == 4
    assert "<h3>The partnerships' rating after each evening</h3>" in html.unescape(shown)
    assert "<b>" not in page  # a name is text, never markup
    assert not re.search(r"\sstyle\s*=", page)  # the live page's policy forbids inline style


def vint_rubber() -> None:
    """A Vint rubber of four won by Anna & Vera (1st and 3rd): 5NT with 11 tricks and 2
    aces twice (50 × 11 = 550 below, a game: V3, V8)."""
    ok("new", "v", "--game", "vint", "--players", "Anna,Boris,Vera,Gleb")
    for _ in range(2):
        ok("deal", "5NT", "Anna", "11", "-a", "2", "-s", "v")


def bridge_rubber() -> None:
    rubber("b", "Anna,Boris,Vera,Gleb")


def pulya(folder: Path) -> None:
    """The shipped pulya, over: Anna +36, Boris +132, Vera −168 (P10)."""
    shutil.copy(ROOT / "vintscore" / "examples" / "pulya.toml", folder / "pulya.toml")


def thousand_game() -> None:
    """A game of Thousand Anna wins: 880 on the barrel, then 120 (TG11): Boris ends with
    55, Vera with 45."""
    ok("new", "t", "--game", "thousand", "--players", "Anna,Boris,Vera")
    big = ("deal", "Anna", "300", "--points", "Anna=100,Boris=12,Vera=8", "--marriage",
           "Anna=100,Anna=80,Anna=60", "-s", "t")
    for deal in (big, big, big, ("deal", "Anna", "120", "--points", "Anna=80,Boris=25,Vera=15",
                                 "--marriage", "Anna=40", "-s", "t")):
        ok(*deal)


# Each game's one finished match, and what its section charts, worked by hand: partners
# who won (or lost) their one match together have ratings that were one all along, so the
# players' chart draws them as one line (Anna & Vera, Boris & Gleb); the partnerships'
# chart (L5) is there in the games of sides alone; Preferans's three and Thousand's three
# finished in three different places, three lines.
GAMES = [
    ("vint", lambda folder: vint_rubber(), ["Anna & Vera", "Boris & Gleb"],
     ["Anna + Vera", "Boris + Gleb"]),
    ("bridge", lambda folder: bridge_rubber(), ["Anna & Vera", "Boris & Gleb"],
     ["Anna + Vera", "Boris + Gleb"]),
    ("preferans", pulya, ["Anna", "Boris", "Vera"], None),
    ("thousand", lambda folder: thousand_game(), ["Anna", "Boris", "Vera"], None),
]


@pytest.mark.parametrize("game, played, players, pairs", GAMES, ids=[g[0] for g in GAMES])
def test_l5_the_partnerships_are_tabled_and_charted_in_the_games_of_sides_only(sessions_dir, game,
                                                                    played, players, pairs):
    played(sessions_dir)
    shown = rating_section(ok("ledger", "--format", "html").stdout, game)
    charts = charts_of(shown)
    assert list(charts) == (["players", "pairs"] if pairs else ["players"])
    for of, names in (("players", players), ("pairs", pairs)):
        for svg in charts.get(of, []):
            assert sorted(names_drawn(svg)) == names, (of, svg)
    assert ("The partnerships' rating after each evening" in html.unescape(shown)
            ) == bool(pairs)
    # and their table under the players' (L5): each pair, its one match
    tabled = re.findall(r'<tr data-pair="([^"]*)"[^>]*><td class="player">[^<]*</td>'
                        r'<td class="num">-?\d+\.\d<sup>\*</sup></td><td class="num">(\d+)</td>',
                        shown)
    assert sorted((html.unescape(n), m) for n, m in tabled) == [(p, "1") for p in pairs or []]
    assert ('<table class="log rating-pairs">' in shown) == bool(pairs)


def test_the_ledgers_selection_is_the_ratings_season(club):
    """--since chooses the sessions the rating rests on too (L10): everyone afresh."""
    page = ok("ledger", "--format", "html", "--since", "2026-03-05", "--lang", "ru").stdout
    shown = rating_section(page)
    assert "<h2>бридж: рейтинг по 1 записи</h2>" in shown
    players, pairs = shown.split('<table class="log rating-pairs">')
    assert players.count('<td class="num">1</td>') == 4  # four players, one rubber each
    assert pairs.split("</table>")[0].count('<td class="num">1</td>') == 2  # its two pairs
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
    charts = charts_of(shown)  # four players and four partnerships, each drawn twice
    assert [svg.count("<polyline") for svg in charts["players"] + charts["pairs"]] == [4] * 4
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


# -- the live page kept fresh --------------------------------------------------------------
# Its rating rests on the folder's other sessions too: `vint serve`'s watcher of a session
# looks at their stats and the ledger's as well (services/rating_pages.py's `folder_mark`,
# nothing read), makes the page again when they changed, and sends it to its viewers when
# what it shows changed (its revision: the file's bytes and the rating it shows). What each
# change makes the club's rating say is worked by hand: the sessions it rests on, each
# one's matches.

def rating_said(main: str) -> tuple[str, dict[str, str]]:
    """The rating section of a page's <main>: its heading, and each row's matches."""
    shown = rating_section(main)
    heading = re.findall(r"<h2>([^<]*)</h2>", shown)
    rows = re.findall(r'<tr data-name="([^"]*)"[^>]*>.*?<td class="num">(\d+)</td></tr>', shown)
    assert len(heading) == 1, shown
    return html.unescape(heading[0]), {html.unescape(n): m for n, m in rows}


def another_played(folder: Path) -> None:
    """The first evening's second rubber, won by Boris's side: the first session holds two
    matches now."""
    ok("deal", "4S", "Boris", "10", "-s", "first")
    ok("deal", "4S", "Boris", "10", "-s", "first")


def another_added(folder: Path) -> None:
    rubber("third", "Anna,Boris,Vera,Gleb", winner="Boris")


def another_removed(folder: Path) -> None:
    (folder / "first.toml").unlink()


def a_member_named(folder: Path) -> None:
    """The ledger makes <b> an alias of its member Gleb (L10: one person, shown by the
    member's name)."""
    ok("ledger", "--add-member", "Gleb", "--alias", "<b>")


BEFORE = ("bridge: the rating over 2 sessions", {"Anna": "2", "Vera": "2", "Boris": "2",
                                                  "<b>": "2"})
# Each change of the folder outside the session on the page, and the rating it says then
CHANGES = [
    (another_played, "bridge: the rating over 2 sessions",
     {"Anna": "3", "Vera": "3", "Boris": "3", "<b>": "3"}),
    (another_added, "bridge: the rating over 3 sessions",
     {"Anna": "3", "Vera": "3", "Boris": "3", "<b>": "2", "Gleb": "1"}),
    (another_removed, "bridge: the rating over 1 session",
     {"Anna": "1", "Vera": "1", "Boris": "1", "<b>": "1"}),
    (a_member_named, "bridge: the rating over 2 sessions",
     {"Anna": "2", "Vera": "2", "Boris": "2", "Gleb": "2"}),
]


@pytest.mark.parametrize("change, heading, rows", CHANGES, ids=[c[0].__name__ for c in CHANGES])
def test_a_change_of_another_session_reaches_an_open_page(club, change, heading, rows):
    """A viewer of the second evening, its stream open; the folder changes elsewhere: the
    page's rating says so within a few of the watcher's looks, its own file untouched."""
    own = (club / "second.toml").read_bytes()
    with Live(club) as server, httpx.Client(timeout=TIMEOUT) as c, \
            c.stream("GET", server.url(links(server.served, "second")["v_events"])) as r:
        events = Events(r)
        first = events.until(lambda s: True)[0]
        assert rating_said(first["html"]) == BEFORE
        change(club)
        states = events.until(lambda s: rating_said(s[-1]["html"]) != BEFORE, timeout=10)
        assert rating_said(states[-1]["html"]) == (heading, rows)
        assert states[-1]["revision"] != first["revision"]
    assert (club / "second.toml").read_bytes() == own


def test_the_watcher_makes_the_page_again_only_when_the_folder_changed(club, monkeypatch):
    """Polls with nothing changed make nothing again (no file read, nothing rated); a
    session of another game changes the folder, and the page is made again, but it shows
    what it showed: its viewers are not woken, and nothing is rated again; a change of
    the game's own sessions wakes them with the new rating."""
    from vintscore.services import rating_pages
    from vintscore.web import app
    monkeypatch.setattr(app, "FOLDER_POLL", 0.0)  # every look at the file looks at the folder
    made: list[str] = []

    def take(*args):
        made.append(args[1])
        return real(*args)

    real = app.take
    monkeypatch.setattr(app, "take", take)

    async def watched() -> None:
        w = app.Watcher(club / "second.toml", "second", "en")
        await w.check()
        assert w.snapshot is not None and rating_said(w.snapshot.main) == BEFORE
        shown, rated = w.snapshot.revision, rating_pages._rated.cache_info().misses
        for _ in range(3):
            await w.check()
        assert made == ["second"]  # nothing changed: the page stands as it was made
        woken = w.changed
        ok("new", "vint", "--game", "vint", "--players", "Anna,Boris,Vera,Gleb")
        await w.check()
        assert made == ["second", "second"]  # the folder changed: made again…
        assert w.snapshot.revision == shown and not woken.is_set()  # …showing the same
        assert rating_pages._rated.cache_info().misses == rated  # the same matches: not rated
        another_played(club)
        await w.check()
        assert len(made) == 3 and woken.is_set() and w.snapshot.revision != shown
        assert rating_said(w.snapshot.main) == CHANGES[0][1:]

    asyncio.run(watched())


def test_the_folders_mark_is_its_other_files_stats(club):
    """`folder_mark`: the stats of the other sessions and of the ledger (there or not); the
    session's own file is its watcher's own look; an example is never rated: ()."""
    from vintscore.services.rating_pages import folder_mark
    from vintscore.where import example
    mark = folder_mark(club / "second.toml")
    assert [Path(s[0]).name for s in mark] == ["first.toml", "ledger.toml"]
    assert mark[-1][1:] == (-1, -1, -1)  # no ledger yet
    assert folder_mark(club / "second.toml") == mark  # nothing read, nothing changed
    ok("deal", "4S", "Anna", "10", "-s", "second")
    assert folder_mark(club / "second.toml") == mark
    demo = example("demo")
    assert demo is not None and folder_mark(demo) == ()


# -- on a phone ---------------------------------------------------------------------------

def test_on_a_390_pixel_phone_the_charts_drawn_for_it_fit(club, tmp_path):
    """Chromium at 390×844: of each chart, the players' and the partnerships' (L5), the
    phone's is the one shown, and within the screen; the page does not scroll sideways.
    At 1280 the screen's is shown."""
    from helpers_web.browser import chromium, shot, watch
    from helpers_web.pad import DESKTOP, PHONE, opened
    out = tmp_path / "ledger.html"
    ok("ledger", "--format", "html", "-o", str(out))
    shown = """() => [...document.querySelectorAll('section.rating section.chart')].map(c =>
        [c.getAttribute('data-of'), [...c.querySelectorAll('svg')].map(s => {
            const r = s.getBoundingClientRect();
            return [s.getAttribute('class'), getComputedStyle(s).display, r.left, r.right,
                    r.height];
        })])"""
    with chromium() as browser:
        context, page = opened(browser, PHONE)
        seen = watch(page)
        page.goto(out.as_uri())
        charts = page.evaluate(shown)
        assert [of for of, _ in charts] == ["players", "pairs"]
        for of, ((wide, hidden, *_), (narrow, display, left, right, height)) in charts:
            assert (wide, hidden, narrow, display) == ("chart", "none", "chart narrow",
                                                       "block"), of
            assert 0 <= left and right <= 390 and right - left >= 340 and height > 200, of
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        assert seen.errors == []
        page.locator("section.rating section.chart[data-of=pairs]").scroll_into_view_if_needed()
        shot(page, "rating-ledger-phone")
        context.close()
        context, page = opened(browser, DESKTOP)
        page.goto(out.as_uri())
        for of, ((_, display, *_), (_, hidden, *_)) in page.evaluate(shown):
            assert (display, hidden) == ("block", "none"), of
        context.close()
