"""The HTML export in a real headless browser (Debian's chromium; .ci/run installs it).

The page is loaded from a file:// URL through the DevTools protocol spoken over a pipe
(`--remote-debugging-pipe`: JSON messages, each ended by a NUL byte, on file descriptors
3 and 4 of the browser), with the standard library only. For each page the test
collects every console error, uncaught exception and browser log error (a
Content-Security-Policy refusal among them), reads the settlement and the sheets' totals
from the DOM and compares them with `vint settle --json`, takes a screenshot, and prints
the page to PDF on A4.

Without chromium the tests are skipped, unless VINTSCORE_BROWSER=required (as .ci/run
sets it): then a missing browser fails them.
"""
from __future__ import annotations

import base64
import fcntl
import json
import os
import re
import select
import shutil
import struct
import subprocess
import tempfile
import time
from decimal import Decimal
from pathlib import Path

import pytest
from helpers_cli.vintcli import new, ok

DATA = Path(__file__).resolve().parents[1] / "data"
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--hide-scrollbars", "--remote-debugging-pipe")
WIDTH = 1100  # the screen the screenshots are taken at, in CSS pixels
A4_TEXT_WIDTH = 703  # 210 mm less the page's 2 × 12 mm margins, at 96 CSS pixels per inch


def chromium_binary() -> str | None:
    for name in (os.environ.get("VINTSCORE_CHROMIUM"), "chromium", "chromium-browser"):
        if name and (path := shutil.which(name)):
            return path
    return None


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    binary = chromium_binary()
    if binary is None:
        if os.environ.get("VINTSCORE_BROWSER") == "required":
            pytest.fail("chromium is not installed, and VINTSCORE_BROWSER=required "
                        "(.ci/run installs it: apt-get install chromium)")
        pytest.skip("chromium is not installed (set VINTSCORE_BROWSER=required to fail instead)")
    chrome = Chromium(binary, tmp_path_factory.mktemp("chromium"))
    try:
        yield chrome
    finally:
        chrome.close()


class BrowserError(AssertionError):
    pass


class Chromium:
    """A headless chromium driven through the DevTools protocol on a pipe."""

    def __init__(self, binary: str, folder: Path) -> None:
        self.profile = tempfile.mkdtemp(prefix="vintscore-chromium-")  # new and empty
        self.log = folder / "chromium.log"
        # The browser reads commands on fd 3 and writes replies and events on fd 4. The
        # pipe ends are first moved above 9 so that putting them on 3 and 4 in the child
        # cannot clobber one with the other.
        commands_r, commands_w = os.pipe()
        replies_r, replies_w = os.pipe()
        high = [fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)
                for fd in (commands_r, commands_w, replies_r, replies_w)]
        for fd in (commands_r, commands_w, replies_r, replies_w):
            os.close(fd)
        child_in, self.send_fd, self.recv_fd, child_out = high

        def on_fds_3_and_4() -> None:  # in the child, before exec: dup2 leaves them inheritable
            os.dup2(child_in, 3)
            os.dup2(child_out, 4)

        with open(self.log, "wb") as log:
            self.process = subprocess.Popen(
                [binary, *FLAGS, f"--user-data-dir={self.profile}", "about:blank"],
                stdin=subprocess.DEVNULL, stdout=log, stderr=log, close_fds=False,
                preexec_fn=on_fds_3_and_4)
        os.close(child_in)
        os.close(child_out)
        self.buffer = b""
        self.next_id = 0
        self.events: list[dict] = []

    # -- the protocol --------------------------------------------------------------------

    def _read(self, deadline: float) -> dict:
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise BrowserError(f"chromium did not answer in time\n{self.log_tail()}")
            ready, _, _ = select.select([self.recv_fd], [], [], left)
            if ready:
                chunk = os.read(self.recv_fd, 1 << 20)
                if not chunk:
                    raise BrowserError(f"chromium closed the pipe\n{self.log_tail()}")
                self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method: str, params: dict | None = None, session: str | None = None,
             timeout: float = 60) -> dict:
        """Send a command and return its result; events that come meanwhile are kept."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.send_fd, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self._read(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error']}")
                return reply["result"]
            self.events.append(reply)

    def wait_for(self, method: str, session: str, timeout: float = 60) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            for k, event in enumerate(self.events):
                if event.get("method") == method and event.get("sessionId") == session:
                    return self.events.pop(k)
            self.events.append(self._read(deadline))

    def log_tail(self) -> str:
        try:
            return "chromium's log:\n" + self.log.read_text(errors="replace")[-3000:]
        except OSError:
            return ""

    def close(self) -> None:
        try:
            self.call("Browser.close", timeout=10)
        except (BrowserError, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self.send_fd)
        os.close(self.recv_fd)
        shutil.rmtree(self.profile, ignore_errors=True)

    # -- a page --------------------------------------------------------------------------

    def open(self, path: Path, width: int = WIDTH, media: str = "screen") -> Page:
        """Load a file in a new tab and wait for its load event; the tab's errors are kept."""
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget",
                            {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self, target, session)
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.call(f"{domain}.enable", session=session)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False},
                  session=session)
        self.call("Emulation.setEmulatedMedia", {"media": media}, session=session)
        self.call("Page.navigate", {"url": path.resolve().as_uri()}, session=session)
        self.wait_for("Page.loadEventFired", session)
        page.evaluate("1")  # a round trip: every message the load sent has arrived
        return page


class Page:
    def __init__(self, chrome: Chromium, target: str, session: str) -> None:
        self.chrome, self.target, self.session = chrome, target, session

    def call(self, method: str, params: dict | None = None) -> dict:
        return self.chrome.call(method, params, session=self.session)

    def evaluate(self, expression: str):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise BrowserError(f"{expression[:60]}…: {result['exceptionDetails']}")
        return result["result"].get("value")

    def problems(self) -> list[str]:
        """Every error the page caused: console errors, exceptions, log errors, fetches."""
        found = []
        for event in [e for e in self.chrome.events if e.get("sessionId") == self.session]:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.exceptionThrown":
                details = params["exceptionDetails"]
                found.append("exception: " + details.get("exception", {}).get(
                    "description", details.get("text", "")))
            elif method == "Runtime.consoleAPICalled" and params["type"] in ("error", "assert"):
                found.append(f"console.{params['type']}: " + " ".join(
                    str(a.get("value", a.get("description", ""))) for a in params["args"]))
            elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
                found.append(f"log ({params['entry']['source']}): {params['entry']['text']}")
            elif method == "Network.requestWillBeSent":
                url = params["request"]["url"]
                if not url.startswith(("file:", "data:", "about:")):
                    found.append(f"fetched: {url}")
        return found

    def screenshot(self, path: Path) -> bytes:
        """The whole page as a PNG, written to `path`."""
        size = self.call("Page.getLayoutMetrics")["cssContentSize"]
        shot = self.call("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": size["width"], "height": size["height"],
                     "scale": 1}})
        data = base64.b64decode(shot["data"])
        path.write_bytes(data)
        return data

    def pdf(self) -> bytes:
        printed = self.call("Page.printToPDF", {"preferCSSPageSize": True,
                                                "printBackground": True})
        return base64.b64decode(printed["data"])

    def close(self) -> None:
        self.chrome.call("Target.closeTarget", {"targetId": self.target})
        self.chrome.events = [e for e in self.chrome.events if e.get("sessionId") != self.session]


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

READ_TOTALS = r"""(() => {
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
})()"""


def points(text: str) -> int:
    """'+26950' or '-26950' as shown on the page."""
    assert re.fullmatch(r"[+-]?\d+", text), text
    return int(text)


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", data[:16]
    return struct.unpack(">II", data[16:24])


# -- the tests -----------------------------------------------------------------------------

@pytest.mark.parametrize("name", SESSIONS)
def test_the_page_loads_cleanly_and_shows_the_settlement(browser, sessions_dir, tmp_path, name):
    session = session_file(name, sessions_dir)
    page_file = export_html(session, tmp_path / f"{name}.html")
    expected = json.loads(ok("settle", "--json", "-s", str(session)).stdout)

    page = browser.open(page_file)
    try:
        assert page.problems() == []
        shown = page.evaluate(READ_TOTALS)
        shot = page.screenshot(tmp_path / f"{name}.png")
    finally:
        page.close()

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

    width, height = png_size(shot)
    assert width == WIDTH and 600 <= height <= 20000, (width, height)
    assert len(shot) > 20_000  # a page with something on it, not a blank


@pytest.mark.parametrize("name, most_pages", [("demo", 4), ("twelve", 4)])
def test_the_page_prints_on_a4_without_spilling_over(browser, sessions_dir, tmp_path, name,
                                                     most_pages):
    page_file = export_html(session_file(name, sessions_dir), tmp_path / f"{name}.html")
    page = browser.open(page_file, width=A4_TEXT_WIDTH, media="print")
    try:
        assert page.problems() == []
        # nothing wider than the printed page's text block
        assert page.evaluate("document.documentElement.scrollWidth") <= A4_TEXT_WIDTH
        pdf = page.pdf()
        page.screenshot(tmp_path / f"{name}-print.png")
    finally:
        page.close()
    assert pdf.startswith(b"%PDF-")
    (tmp_path / f"{name}.pdf").write_bytes(pdf)
    boxes = re.findall(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]", pdf)
    assert boxes, "no page in the PDF"
    # A4 is 595 × 842 points (210 × 297 mm)
    assert all(abs(float(w) - 595.3) < 1 and abs(float(h) - 841.9) < 1 for w, h in boxes), boxes
    assert 1 <= len(boxes) <= most_pages, f"{len(boxes)} pages"


def test_russian_page_loads_cleanly(browser, tmp_path):
    page_file = export_html(DATA / "demo.toml", tmp_path / "demo.ru.html", "--lang", "ru")
    page = browser.open(page_file)
    try:
        assert page.problems() == []
        assert page.evaluate("document.documentElement.lang") == "ru"
        assert "Расчёт" in page.evaluate("document.body.innerText")
    finally:
        page.close()


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
    page = browser.open(copy)
    try:
        found = page.problems()
    finally:
        page.close()
    assert any(words in problem for problem in found), found


# -- a Preferans pulya ----------------------------------------------------------------------

READ_PULYA = r"""(() => {
  const text = el => el.textContent.trim();
  const out = {exact: {}, rounded: {}, money: {}, cells: 0};
  for (const tr of document.querySelectorAll('#settlement tbody tr[data-player]')) {
    out.exact[tr.dataset.player] = tr.dataset.exact;
    out.rounded[tr.dataset.player] = text(tr.querySelector('td.points'));
    out.money[tr.dataset.player] = text(tr.querySelector('td.money'));
  }
  out.cells = document.querySelectorAll('#pulya td[data-player]').length;
  return out;
})()"""


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
    page = browser.open(page_file)
    try:
        assert page.problems() == []
        assert page.evaluate("document.documentElement.lang") == lang
        shown = page.evaluate(READ_PULYA)
        shot = page.screenshot(tmp_path / f"pulya.{lang}.png")
    finally:
        page.close()
    assert shown["exact"] == expected["exact"]
    assert list(shown["exact"]) == ["Аня", "Борис", "Вера", "Глеб"]
    assert {p: points(v) for p, v in shown["rounded"].items()} == expected["rounded"]
    sign = "," if lang == "ru" else "."  # the page's decimal sign: «0,25» in Russian (issue 14)
    assert all(sign in v for v in shown["money"].values()), shown["money"]
    # and Russian's minus sign «−» (review row 63)
    assert {p: Decimal(v.replace(sign, ".").replace("−", "-")) for p, v in shown["money"].items()} == {
        p: Decimal(m) for p, m in expected["money"].items()}
    assert shown["cells"] == 4 * 6  # pool, mountain and the vists on each of four, per player
    width, height = png_size(shot)
    assert width == WIDTH and height >= 600 and len(shot) > 20_000


def test_a_pulya_prints_on_one_a4_page(browser, sessions_dir, tmp_path):
    _pulya(sessions_dir)
    page_file = export_html(sessions_dir / "pulya.toml", tmp_path / "pulya.html")
    page = browser.open(page_file, width=A4_TEXT_WIDTH, media="print")
    try:
        assert page.problems() == []
        assert page.evaluate("document.documentElement.scrollWidth") <= A4_TEXT_WIDTH
        pdf = page.pdf()
    finally:
        page.close()
    boxes = re.findall(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]", pdf)
    assert 1 <= len(boxes) <= 2, f"{len(boxes)} pages"
