"""The HTML export in a real headless browser: Debian's chromium driven by Playwright
(tests/helpers_web/browser.py; .ci/run installs both).

For each page the test collects every console error, uncaught exception, failed request
and fetch from the network (a Content-Security-Policy refusal is a console error), reads
the settlement and the sheets' totals from the DOM and compares them with
`vint settle --json`, keeps a screenshot in tests-output/screenshots/, and prints the page
to PDF on A4.

Without chromium the tests are skipped, unless VINTSCORE_BROWSER=required (as .ci/run
sets it): then a missing browser fails them.
"""
from __future__ import annotations

import itertools
import json
import re
import struct
from collections.abc import Iterator
from contextlib import contextmanager
from decimal import Decimal
from pathlib import Path

import pytest
from helpers_cli.vintcli import new, ok
from helpers_web.browser import SHOTS, chromium, shot, watch

DATA = Path(__file__).resolve().parents[1] / "data"
WIDTH = 1100  # the screen the screenshots are taken at, in CSS pixels
A4_TEXT_WIDTH = 703  # 210 mm less the page's 2 × 12 mm margins, at 96 CSS pixels per inch


@pytest.fixture(scope="module")
def browser():
    with chromium() as launched:
        yield launched


class Opened:
    """A page loaded from a file, and every problem it caused."""

    def __init__(self, page, problems: list[str]) -> None:
        self.page, self.problems = page, problems


@contextmanager
def opened(browser, path: Path, width: int = WIDTH, media: str = "screen") -> Iterator[Opened]:
    """The file in a new tab of its own, `width` CSS pixels wide, for the screen or print;
    the tab is closed at the end."""
    context = browser.new_context(viewport={"width": width, "height": 900},
                                  device_scale_factor=1)
    try:
        page = context.new_page()
        problems = watch(page).errors

        def fetched(request) -> None:  # the export fetches nothing: a file, or data: only
            if not request.url.startswith(("file:", "data:", "about:")):
                problems.append(f"fetched: {request.url}")

        page.on("request", fetched)
        page.emulate_media(media=media)
        page.goto(path.resolve().as_uri(), wait_until="load")
        page.evaluate("1")  # a round trip: every message the load sent has arrived
        yield Opened(page, problems)
    finally:
        context.close()


# -- the sessions ------------------------------------------------------------------------

def _five(folder: Path) -> None:
    """A table of five (V12 rotation), Cyrillic names: two rubbers done, a third begun."""
    new("five", "Анна,Boris,Вера,Gleb,Dima", "--stake", "0.25")
    for args in (("5S", "Boris", "11"), ("5S", "Dima", "11")):          # rubber 1
        ok("deal", *args, "-h", "3", "-a", "1")
    ok("pass")                                                            # rubber 2
    ok("deal", "5S", "Gleb", "11", "-h", "3", "-a", "1")
    ok("deal", "2H", "Вера", "9", "-h", "3", "-a", "2")
    ok("deal", "5S", "Dima", "11", "-h", "3", "-a", "1")
    ok("deal", "3NT", "Gleb", "7", "-a", "2")                             # rubber 3
    ok("deal", "5S", "Анна", "11", "-h", "4", "-a", "1")


def _individual(folder: Path) -> None:
    """Individual records: each player his own column, partners named deal by deal."""
    new("individual", "Anna,Boris,Vera,Gleb", "--table", "individual", "--stake", "0.5")
    ok("deal", "1NT", "Anna", "7", "-a", "2", "--partner", "Vera")
    ok("deal", "4S", "Boris", "10", "-h", "3", "-a", "2", "--partner", "Gleb")
    ok("adjust", "Boris", "--reason", "<i>a fix</i> & co", "--", "-500")
    ok("deal", "3H", "Gleb", "10", "-h", "4", "-a", "3", "--partner", "Anna", "--first", "Gleb")


def _dummy(folder: Path) -> None:
    """Three players, one with the dummy each rubber: he wins or loses double."""
    new("dummy", "Anna,Boris,Vera", "--table", "dummy")
    ok("deal", "5S", "dummy", "11", "-h", "3", "-a", "1")
    ok("deal", "5S", "Anna", "11", "-h", "3", "-a", "1")
    ok("deal", "2D", "Boris", "8", "-h", "3", "-a", "2")


def _rescored(folder: Path) -> None:
    """The demo evening switched to the 1886 rules (V13): a rules event in the log."""
    (folder / "rescored.toml").write_bytes((DATA / "demo.toml").read_bytes())
    ok("rescore", "--rules", "1886", "--write", "-s", str(folder / "rescored.toml"))


def _twelve(folder: Path) -> None:
    """The largest table (V12), long Cyrillic names: the widest settlement there is."""
    new("twelve", "Александра,Борислав,Вероника,Глеб,Дмитрий,Евгения,Жанна,Зиновий,Ирина,"
        "Константин,Людмила,Мирослав")
    for _ in range(3):  # rubbers 1 and 2, each won in two deals, and rubber 3 begun
        plan = json.loads(ok("rotation", "--json").stdout)["plan"]
        playing = next(row for row in plan if row["status"] in ("playing", "next"))
        ok("deal", "5S", playing["columns"][0].split(" & ")[0], "11", "-h", "3", "-a", "1")
        ok("deal", "5S", playing["columns"][0].split(" & ")[1], "11", "-h", "3", "-a", "1")


BUILT = {"five": _five, "individual": _individual, "dummy": _dummy, "rescored": _rescored,
         "twelve": _twelve}
SESSIONS = ["demo", "evening-two-rubbers", "evening-unfinished", *BUILT]


def session_file(name: str, sessions_dir: Path) -> Path:
    if name in BUILT:
        BUILT[name](sessions_dir)
        return sessions_dir / f"{name}.toml"
    return DATA / f"{name}.toml"


def export_html(session: Path, out: Path, *extra: str) -> Path:
    result = ok("export", "--format", "html", "-s", str(session), "-o", str(out), *extra)
    assert out.exists(), result.stdout
    return out


# -- reading the page ----------------------------------------------------------------------

READ_TOTALS = r"""() => {
  const text = el => el.textContent.trim();
  const out = {players: {}, money: {}, rubbers: {}, sheets: []};
  for (const tr of document.querySelectorAll('#settlement tbody tr[data-player]')) {
    out.players[tr.dataset.player] = text(tr.querySelector('td.points'));
    out.money[tr.dataset.player] = text(tr.querySelector('td.money'));
  }
  for (const tr of document.querySelectorAll('#rubbers tbody tr[data-rubber]')) {
    out.rubbers[tr.dataset.rubber] = {};
    for (const td of tr.querySelectorAll('td[data-player]')) {
      out.rubbers[tr.dataset.rubber][td.dataset.player] = text(td);
    }
  }
  for (const s of document.querySelectorAll('section.rubber')) {
    const row = cls => [...s.querySelectorAll(`tr.${cls} td`)].map(text);
    out.sheets.push({
      number: Number(s.dataset.rubber), finished: s.dataset.finished === 'true',
      players: [...s.querySelectorAll('thead th[data-players]')].map(th => JSON.parse(th.dataset.players)),
      games: row('games'), totals: row('total'), results: row('result')});
  }
  return out;
}"""


def points(text: str) -> int:
    """'+26950' or '-26950' as shown on the page; a Russian page writes the minus sign
    '−26950' (review row 63)."""
    assert re.fullmatch(r"[+\-−]?\d+", text), text
    return int(text.replace("−", "-"))


def printed(page) -> bytes:
    """The page printed to PDF as a person would: on A4 (the page's own @page size), its
    backgrounds kept."""
    return page.pdf(format="A4", print_background=True, prefer_css_page_size=True)


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", data[:16]
    return struct.unpack(">II", data[16:24])


# -- the tests -----------------------------------------------------------------------------

@pytest.mark.parametrize("name", SESSIONS)
def test_the_page_loads_cleanly_and_shows_the_settlement(browser, sessions_dir, tmp_path, name):
    session = session_file(name, sessions_dir)
    page_file = export_html(session, tmp_path / f"{name}.html")
    expected = json.loads(ok("settle", "--json", "-s", str(session)).stdout)

    with opened(browser, page_file) as tab:
        assert tab.problems == []
        shown = tab.page.evaluate(READ_TOTALS)
        picture = shot(tab.page, f"export-{name}").read_bytes()

    # the settlement: each player's points and money, and each rubber's result per player
    assert {p: points(v) for p, v in shown["players"].items()} == expected["players"]
    assert list(shown["players"]) == list(expected["players"])
    assert {p: Decimal(v) for p, v in shown["money"].items()} == {
        p: Decimal(m).quantize(Decimal("0.01")) for p, m in expected["money"].items()}
    assert len(shown["rubbers"]) == len(expected["rubbers"])
    for r in expected["rubbers"]:
        cells = shown["rubbers"][str(r["number"])]
        assert {p: points(v) for p, v in cells.items() if v != "—"} == r["result"]
        assert {p for p, v in cells.items() if v == "—"} == set(expected["players"]) - set(r["result"])
    # each rubber's sheet: its columns, games won and totals
    assert [s["number"] for s in shown["sheets"]] == [r["number"] for r in expected["rubbers"]]
    for sheet, r in zip(shown["sheets"], expected["rubbers"]):
        assert sheet["finished"] == r["finished"]
        assert sheet["players"] == [side["players"] for side in r["sides"]]
        assert [points(v) for v in sheet["totals"]] == [side["total"] for side in r["sides"]]
        assert [points(v) for v in sheet["games"]] == [side["games"] for side in r["sides"]]
        results = [points(v) for v in sheet["results"]]
        assert sum(results) == 0
        if all(p in r["result"] for side in r["sides"] for p in side["players"]):
            # no dummy beside anyone: each player wins or loses what his column does (V11)
            for result, side in zip(results, r["sides"]):
                assert all(r["result"][p] == result for p in side["players"])

    width, height = png_size(picture)
    assert width == WIDTH and 600 <= height <= 20000, (width, height)
    assert len(picture) > 20_000  # a page with something on it, not a blank


@pytest.mark.parametrize("name, most_pages", [("demo", 4), ("twelve", 4)])
def test_the_page_prints_on_a4_without_spilling_over(browser, sessions_dir, tmp_path, name,
                                                     most_pages):
    page_file = export_html(session_file(name, sessions_dir), tmp_path / f"{name}.html")
    with opened(browser, page_file, width=A4_TEXT_WIDTH, media="print") as tab:
        assert tab.problems == []
        # nothing wider than the printed page's text block
        assert tab.page.evaluate("document.documentElement.scrollWidth") <= A4_TEXT_WIDTH
        pdf = printed(tab.page)
        shot(tab.page, f"export-{name}-print")
    assert pdf.startswith(b"%PDF-")
    (tmp_path / f"{name}.pdf").write_bytes(pdf)
    boxes = re.findall(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]", pdf)
    assert boxes, "no page in the PDF"
    # A4 is 595 × 842 points (210 × 297 mm)
    assert all(abs(float(w) - 595.3) < 1 and abs(float(h) - 841.9) < 1 for w, h in boxes), boxes
    assert 1 <= len(boxes) <= most_pages, f"{len(boxes)} pages"


def test_russian_page_loads_cleanly(browser, tmp_path):
    page_file = export_html(DATA / "demo.toml", tmp_path / "demo.ru.html", "--lang", "ru")
    with opened(browser, page_file) as tab:
        assert tab.problems == []
        assert tab.page.evaluate("document.documentElement.lang") == "ru"
        assert "Расчёт" in tab.page.evaluate("document.body.innerText")
        shot(tab.page, "export-demo.ru")


# The check itself is checked: copies of the page with something broken put in are reported.
BROKEN = [
    ("a script that throws", "<head>", "<head><script>vintscoreMissing()</script>",
     "vintscoreMissing"),
    ("console.error", "<head>", "<head><script>console.error('vintscore-broken')</script>",
     "vintscore-broken"),
    ("an image from the network", "</main>", "<img src=\"http://192.0.2.1/x.png\"></main>",
     "Content Security Policy"),
    ("a script after the policy", "</main>", "<script>document.title = 'x'</script></main>",
     "Content Security Policy"),
]


@pytest.mark.parametrize("what, anchor, broken, words", BROKEN, ids=[b[0] for b in BROKEN])
def test_an_error_in_the_page_is_reported(browser, tmp_path, what, anchor, broken, words):
    page_text = export_html(DATA / "demo.toml", tmp_path / "demo.html").read_text(encoding="utf-8")
    assert page_text.count(anchor) == 1
    copy = tmp_path / "broken.html"
    copy.write_text(page_text.replace(anchor, broken), encoding="utf-8")
    with opened(browser, copy) as tab:
        found = tab.problems
    assert any(words in problem for problem in found), found


# -- a Preferans pulya ----------------------------------------------------------------------

READ_PULYA = r"""() => {
  const text = el => el.textContent.trim();
  const out = {exact: {}, rounded: {}, money: {}, cells: 0};
  for (const tr of document.querySelectorAll('#settlement tbody tr[data-player]')) {
    out.exact[tr.dataset.player] = tr.dataset.exact;
    out.rounded[tr.dataset.player] = text(tr.querySelector('td.points'));
    out.money[tr.dataset.player] = text(tr.querySelector('td.money'));
  }
  out.cells = document.querySelectorAll('#pulya td[data-player]').length;
  return out;
}"""


def _pulya(folder: Path) -> None:
    """Four at a Leningrad table, Cyrillic names, a result in quarters."""
    ok("new", "pulya", "--game", "preferans", "--players", "Аня,Борис,Вера,Глеб",
       "--rules", "leningrad", "--stake", "0.10")
    ok("deal", "7H", "Борис", "6", "--whist", "Вера=3", "--whist", "Глеб=1")  # Аня deals
    ok("pass", "Вера=0,Глеб=4,Аня=6")  # Борис deals and sits out
    ok("deal", "misere", "Глеб", "0")
    ok("adjust", "Аня", "--pool", "3", "--reason", "<b>from paper</b>")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_pulya_page_loads_cleanly_and_shows_its_settlement(browser, sessions_dir, tmp_path,
                                                              lang):
    _pulya(sessions_dir)
    session = sessions_dir / "pulya.toml"
    page_file = export_html(session, tmp_path / f"pulya.{lang}.html", "--lang", lang)
    expected = json.loads(ok("settle", "--json", "-s", str(session)).stdout)
    with opened(browser, page_file) as tab:
        assert tab.problems == []
        assert tab.page.evaluate("document.documentElement.lang") == lang
        shown = tab.page.evaluate(READ_PULYA)
        picture = shot(tab.page, f"export-pulya.{lang}").read_bytes()
    assert shown["exact"] == expected["exact"]
    assert list(shown["exact"]) == ["Аня", "Борис", "Вера", "Глеб"]
    assert {p: points(v) for p, v in shown["rounded"].items()} == expected["rounded"]
    sign = "," if lang == "ru" else "."  # the page's decimal sign: «0,25» in Russian (issue 14)
    assert all(sign in v for v in shown["money"].values()), shown["money"]
    # and Russian's minus sign «−» (review row 63)
    assert {p: Decimal(v.replace(sign, ".").replace("−", "-")) for p, v in shown["money"].items()} == {
        p: Decimal(m) for p, m in expected["money"].items()}
    assert shown["cells"] == 4 * 6  # pool, mountain and the vists on each of four, per player
    width, height = png_size(picture)
    assert width == WIDTH and height >= 600 and len(picture) > 20_000


def test_a_pulya_prints_on_one_a4_page(browser, sessions_dir, tmp_path):
    _pulya(sessions_dir)
    page_file = export_html(sessions_dir / "pulya.toml", tmp_path / "pulya.html")
    with opened(browser, page_file, width=A4_TEXT_WIDTH, media="print") as tab:
        assert tab.problems == []
        assert tab.page.evaluate("document.documentElement.scrollWidth") <= A4_TEXT_WIDTH
        pdf = printed(tab.page)
    boxes = re.findall(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]", pdf)
    assert 1 <= len(boxes) <= 2, f"{len(boxes)} pages"


# -- on a phone (issue 23) -------------------------------------------------------------------

PHONE = 390  # CSS pixels: a phone's screen
READ_RUBBERS = r"""() => {
  const table = document.querySelector('#rubbers');
  const box = table.parentElement.getBoundingClientRect();
  const cells = [...table.querySelectorAll('td[data-player]')].map(td => {
    const r = td.getBoundingClientRect();
    return {player: td.dataset.player, text: td.innerText.trim(), left: r.left, right: r.right,
            shown: getComputedStyle(td, '::before').content};
  });
  return {table: table.scrollWidth, room: table.parentElement.clientWidth, right: box.right,
          cells};
}"""


@pytest.mark.parametrize("name", ["demo", "five", "twelve"])
def test_the_rubber_by_rubber_table_fits_a_phone(browser, sessions_dir, tmp_path, name):
    # at 390 pixels the table ran off the right edge (Vera's column cut, Gleb's hidden) with
    # no sign that it scrolls: on a phone each rubber is stacked, each result by its name
    session = session_file(name, sessions_dir)
    page_file = export_html(session, tmp_path / f"{name}.html")
    expected = json.loads(ok("settle", "--json", "-s", str(session)).stdout)
    with opened(browser, page_file, width=PHONE) as tab:
        assert tab.problems == []
        assert tab.page.evaluate("document.documentElement.scrollWidth") <= PHONE
        shown = tab.page.evaluate(READ_RUBBERS)
        shot(tab.page, f"export-{name}-phone")
        tab.page.locator("#rubbers").screenshot(path=str(SHOTS / f"export-{name}-phone-rubbers.png"))
    assert shown["table"] <= shown["room"], shown
    assert len(shown["cells"]) == len(expected["rubbers"]) * len(expected["players"])
    for cell in shown["cells"]:  # every result on the screen, said after its player's name
        assert 0 <= cell["left"] and cell["right"] <= shown["right"] + 0.5, cell
        assert cell["shown"] == f'"{cell["player"]}\u00a0"', cell


READ_CORONETS = r"""() => {
  // every coronet's cards on the page ('♠Т-К-Д-В'): how many lines each takes
  const found = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const cards = /[♠♣♦♥](?:\u2060?[^\s)\u2060])+/g;
  let red = null;  // a red suit's sign, in its own span (issue 35): its cards follow it
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement.closest('svg')) continue;
    if (node.parentElement.matches('span.suit-red')) {
      red = node;
      continue;
    }
    const sign = red && red.parentElement.nextSibling === node ? red : null;
    red = null;
    const head = sign ? sign.data.length : 0;
    for (const m of ((sign ? sign.data : '') + node.data).matchAll(cards)) {
      if (!/[-…]/.test(m[0])) continue;  // a suit after a level (3♥) is no coronet
      const range = document.createRange();
      if (m.index < head) range.setStart(sign, m.index); else range.setStart(node, m.index - head);
      range.setEnd(node, m.index + m[0].length - head);
      const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
      found.push({text: m[0].replace(/\u2060/g, ''), lines: tops.size});
    }
  }
  return found;
}"""


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("width", [PHONE, 1280])
def test_a_coronet_never_breaks_inside_its_cards(browser, tmp_path, lang, width):
    # «Глеб ♠Т-К-» / «Д-В» on a phone: the cards of a coronet stay on one line
    page_file = export_html(DATA / "demo.toml", tmp_path / f"demo.{lang}.html", "--lang", lang)
    with opened(browser, page_file, width=width) as tab:
        found = tab.page.evaluate(READ_CORONETS)
        shot(tab.page, f"export-demo.{lang}-{width}")
    sequences = {"en": {"♦A-K-Q-J", "♠A-K-Q-J-10"}, "ru": {"♦Т-К-Д-В", "♠Т-К-Д-В-10"}}[lang]
    assert {f["text"] for f in found} == sequences, found  # on the sheet and in the log
    assert len(found) >= 4 and all(f["lines"] == 1 for f in found), found


READ_AXES = r"""() => {
  const svg = [...document.querySelectorAll('section.chart svg.chart')]
    .filter(s => getComputedStyle(s).display !== 'none');
  const boxes = sel => [...svg[0].querySelectorAll(sel)].map(t => {
    const r = t.getBoundingClientRect();
    return {text: t.textContent, height: r.height, left: r.left, right: r.right, top: r.top};
  });
  return {shown: svg.length, width: svg[0].getBoundingClientRect().width,
          axes: boxes('text.axis'), labels: boxes('text.label')};
}"""


@pytest.mark.parametrize("width", [PHONE, 1280])
def test_the_charts_labels_are_readable_on_a_phone(browser, tmp_path, width):
    # the chart was drawn for 760 pixels and shrunk to half on a phone: 5-pixel labels.
    # A phone is shown a chart drawn for its width, its labels at their own size.
    page_file = export_html(DATA / "demo.toml", tmp_path / "demo.html")
    with opened(browser, page_file, width=width) as tab:
        seen = tab.page.evaluate(READ_AXES)
        shot(tab.page, f"export-demo-{width}")
        tab.page.locator("section.chart").screenshot(path=str(SHOTS / f"export-demo-{width}-chart.png"))
    assert seen["shown"] == 1 and seen["width"] <= width, seen
    texts = seen["axes"] + seen["labels"]
    assert all(t["height"] >= 11 for t in texts), texts  # 11px text, drawn at 11px or more
    ticks = sorted((t for t in seen["axes"] if abs(t["top"] - seen["axes"][-1]["top"]) < 1),
                   key=lambda t: t["left"])
    apart = all(a["right"] <= b["left"] for a, b in itertools.pairwise(ticks))
    assert len(ticks) >= 3 and apart, ticks
