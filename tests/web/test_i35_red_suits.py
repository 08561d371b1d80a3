"""Issue 35: ♦ and ♥ are red on the page — every one the pages print as text, in the
HTML export and on the live page of `vint serve`, of every game: the contracts of the
sheet, the log, the settlement, the last entry, the undo question.

The pages put each sign in `<span class="suit-red">` (pages.red_suits), a class: the live
page's policy forbids style=. The keypad's keys are red by their own class (`key red`),
and the drawings (svg) keep their own colours. ♠ and ♣ are never red. The sign stays the
text, so a screen reader says what it said."""
from __future__ import annotations

from html.parser import HTMLParser

import pytest
from helpers_cli.vintcli import new, ok
from helpers_web.serving import client, links

pytestmark = pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")

RED, BLACK = "♦♥", "♠♣"
PLAYERS = "Anna,Boris,Vera,Gleb"
# Both games' deals in every strain, so that each sign is printed somewhere.
DEALS = {"bridge": [("2H", "Anna", "8"), ("3D", "Boris", "9"), ("2S", "Vera", "8"),
                    ("3C", "Gleb", "9")],
         "vint": [("1H", "Anna", "7", "-h", "3", "-a", "2"), ("1D", "Boris", "7", "-h", "2",
                  "-a", "2"), ("1S", "Vera", "7", "-h", "2", "-a", "2"),
                  ("1C", "Gleb", "7", "-h", "2", "-a", "2")]}
VOIDS = ("svg", "title", "style", "script")  # the drawings' colours; text that holds no tag
EMPTY = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
         "source", "track", "wbr", "rect", "path", "line", "circle", "polyline"}


class Suits(HTMLParser):
    """Every ♦ ♥ ♠ ♣ of a page's text, each with whether it is shown red: inside an element
    of class suit-red, or on a key of class red."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[str, bool, bool]] = []  # (tag, red, a red span of its own)
        self.signs: list[tuple[str, bool, str]] = []  # (sign, red, the text around it)
        self.styled = 0

    def handle_starttag(self, tag, attrs):
        named = dict(attrs)
        self.styled += "style" in named
        if tag in EMPTY:
            return
        classes = (named.get("class") or "").split()
        span = tag == "span" and "suit-red" in classes
        red = span or (tag == "button" and "red" in classes) or self.red()
        self.open.append((tag, red, span))

    def handle_startendtag(self, tag, attrs):
        self.styled += "style" in dict(attrs)

    def handle_endtag(self, tag):
        while self.open:
            if self.open.pop()[0] == tag:
                break

    def red(self) -> bool:
        return bool(self.open) and self.open[-1][1]

    def handle_data(self, data):
        if any(tag in VOIDS for tag, _, _ in self.open):
            return
        in_span = bool(self.open) and self.open[-1][2]
        for sign in (c for c in data if c in RED + BLACK):
            self.signs.append((sign, self.red(), data))
        if in_span:  # a red span holds its sign alone
            assert data in RED, data


def signs(page: str) -> Suits:
    parsed = Suits()
    parsed.feed(page)
    parsed.close()
    return parsed


def held(page: str, where: str) -> None:
    """Every ♦ and ♥ of `page`'s text red, no ♠ nor ♣; each of the four printed."""
    found = signs(page)
    assert found.styled == 0, where
    wrong = [(s, text) for s, red, text in found.signs if red != (s in RED)]
    assert not wrong, (where, wrong[:5])
    assert {s for s, _, _ in found.signs} >= set(RED + BLACK), (where, found.signs)


def evening(game: str, lang: str) -> str:
    args = ("--game", game) if game != "vint" else ()
    new("ev", PLAYERS, *args, "--lang", lang)
    for deal in DEALS[game]:
        ok("deal", *deal, "-s", "ev")
    return "ev"


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", ["bridge", "vint"])
def test_i35_the_export_prints_the_red_suits_red(sessions_dir, game, lang):
    name = evening(game, lang)
    page = ok("export", "--format", "html", "-s", name).stdout
    held(page, f"{game} export")


@pytest.mark.parametrize("game", ["bridge", "vint"])
def test_i35_the_live_page_prints_the_red_suits_red(sessions_dir, game):
    """The scorekeeper's page (its undo question names the last deal), the viewer's, and
    the <main> its stream sends after a change."""
    name = evening(game, "en")
    with client(sessions_dir) as (c, s):
        L = links(s, name)
        keeper = c.get(L["k_page"]).text
        assert 'id="ask-undo-q"' in keeper
        held(keeper, f"{game} scorekeeper's page")
        main = keeper[keeper.index("<main"):keeper.index("</main>")]
        assert "suit-red" in main
        held(c.get(L["v_page"]).text, f"{game} viewer's page")
    from vintscore.web.snapshot import take
    held(take(sessions_dir / f"{name}.toml", name, "en").main, f"{game} live main")


def test_i35_a_sign_in_an_attribute_or_a_drawing_is_left_alone():
    from vintscore.pages import red_suits
    page = ('<title>2♥</title><p aria-label="2♥">2♥ ♠<span class="suit-red">♦</span></p>'
            '<svg><text>♥</text></svg><button class="key red">♥</button>')
    assert red_suits(page) == (
        '<title>2♥</title><p aria-label="2♥">2<span class="suit-red">♥</span> ♠'
        '<span class="suit-red">♦</span></p><svg><text>♥</text></svg>'
        '<button class="key red">♥</button>')
    assert red_suits(red_suits(page)) == red_suits(page)
