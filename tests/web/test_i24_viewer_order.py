"""Issue 24, point 7: the viewer sees the table first — the sheet in play right after the
line of news in the page itself (not only as a phone's style sheet shows it), so that a
screen reader and the Tab key meet it first too; nothing of the export lost or doubled."""
from __future__ import annotations

import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest
from helpers_cli.vintcli import new, ok
from helpers_web.serving import client, links

from vintscore.web.snapshot import current_first

DATA = Path(__file__).resolve().parents[1] / "data"


class _Parts(HTMLParser):
    """The elements directly inside <main id="live">, in the page's order: (tag, class,
    whether it is data-current, its data-rubber)."""

    def __init__(self) -> None:
        super().__init__()
        self.depth, self.inside, self.parts = 0, False, []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "main" and a.get("id") == "live":
            self.inside, self.depth = True, 0
            return
        if not self.inside or tag in ("br", "img", "input", "meta", "link", "col", "hr"):
            return
        if self.depth == 0:
            self.parts.append((tag, a.get("class"), "data-current" in a, a.get("data-rubber")))
        self.depth += 1

    def handle_endtag(self, tag):
        if tag == "main":
            self.inside = False
        elif self.inside and tag not in ("br", "img", "input", "meta", "link", "col", "hr"):
            self.depth -= 1


def parts_of(page: str) -> list[tuple]:
    p = _Parts()
    p.feed(page)
    return p.parts


def test_i24_p7_the_rubber_in_play_comes_first_in_the_page(sessions_dir):
    """The worked evening of two rubbers: the news, rubber 2 (in play), then the export's
    order — the settlement, the chart, rubber 1, the log —, and the export unchanged."""
    shutil.copy(DATA / "evening-two-rubbers.toml", sessions_dir)
    with client(sessions_dir) as (c, s):
        page = c.get(links(s, "evening-two-rubbers")["v_page"]).text
    parts = [(cls, current, rubber) for tag, cls, current, rubber in parts_of(page)
             if tag == "section"]
    # after the export's sections, the game's rating over the folder (issue 36, point 4)
    assert parts == [("now", False, None), ("rubber", True, "2"), ("settlement", False, None),
                     ("chart", False, None), ("rubber", False, "1"), ("log", False, None),
                     ("rating", False, None)]
    exported = ok("export", "--format", "html", "-s", "evening-two-rubbers").stdout
    assert [(cls, rubber) for tag, cls, _, rubber in parts_of(
        exported.replace("<main>", '<main id="live">')) if tag == "section"] == [
        ("settlement", None), ("chart", None), ("rubber", "1"), ("rubber", "2"), ("log", None)]


@pytest.mark.parametrize("game, deal, current", [
    ("preferans", ["6S", "Anna", "6", "--whist", "Boris=2", "--whist", "Vera=2"], "pulya"),
    ("bridge", ["4S", "Anna", "10"], "rubber"),
])
def test_i24_p7_each_games_sheet_in_play_comes_first(sessions_dir, game, deal, current):
    new("evening", "Anna,Boris,Vera" if game == "preferans" else "Anna,Boris,Vera,Gleb",
        "--game", game)
    ok("deal", *deal)
    with client(sessions_dir) as (c, s):
        page = c.get(links(s, "evening")["v_page"]).text
    sections = [(cls, here) for tag, cls, here, _ in parts_of(page) if tag == "section"]
    assert sections[:2] == [("now", False), (current, True)], sections
    assert sum(here for _, here in sections) == 1


OTHER = '<section class="settlement"><h2>S</h2><section class="inner">x</section></section>'
SHEET = '<section class="rubber" data-rubber="1" data-current><p>&lt;section&gt;</p></section>'


@pytest.mark.parametrize("given, expected", [
    pytest.param(OTHER + SHEET + "<p>note</p>", SHEET + "\n" + OTHER + "<p>note</p>",
                 id="moved-before-a-section-holding-another"),
    pytest.param(SHEET + OTHER, SHEET + OTHER, id="first-already"),
    pytest.param(OTHER + OTHER, OTHER + OTHER, id="none-in-play"),
    pytest.param("", "", id="nothing"),
])
def test_i24_p7_current_first_moves_the_sheet_in_play_and_keeps_the_rest(given, expected):
    assert current_first(given) == expected
