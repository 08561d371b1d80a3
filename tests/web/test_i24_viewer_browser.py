"""Issue 24, point 7, in a real browser (Debian's chromium, a 390×844 touch phone): the
viewer sees the table first — the sheet in play (the last rubber, the pulya) right after
the line of news, the settlement and the log after it — and every part of the page fits
390 pixels, or says that it scrolls."""
from __future__ import annotations

import random
import shutil
import time
from pathlib import Path

from helpers_cli.vintcli import new, ok, run, sheet_json
from helpers_web.browser import shot, watch
from helpers_web.serving import Live, links

DATA = Path(__file__).resolve().parents[1] / "data"
SIX = "Анна,Борис,Вера,Глеб,Дмитрий,Елена"  # long names, in Russian: the widest sheets
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}


def tried(name: str, players: list[str], deals: int, vint: bool = True) -> None:
    """`deals` deals the rules take, drawn at random (seeded) and typed as a scorekeeper
    would; those the rules refuse (a player sitting out, V12) are tried again."""
    draw = random.Random(name)
    made = 0
    for _ in range(deals * 40):
        level, strain = draw.randint(1, 5), draw.choice(["NT", "S", "H", "D", "C"])
        args = ["deal", f"{level}{strain}", draw.choice(players),
                str(6 + level + draw.choice([-2, -1, 0, 0, 1]))]
        if vint:
            args += ["-a", str(draw.randint(0, 4))]
            args += [] if strain == "NT" else ["-h", str(draw.randint(0, 5))]
        made += run(*args, "-s", name).exit_code == 0
        if made == deals:
            return
    raise AssertionError(f"{name}: only {made} deals taken")


def evenings(folder: Path) -> dict[str, int]:
    """The sessions looked at, each with the number of its sheet in play."""
    shutil.copy(DATA / "evening-two-rubbers.toml", folder)
    new("six", SIX, "--lang", "ru")
    tried("six", SIX.split(","), 30)
    new("pulya", "Anna,Boris,Vera,Gleb", "--game", "preferans")
    for deal in (["7H", "Boris", "7", "--whist", "Vera=1", "--whist", "Gleb=2"],
                 ["6C", "Vera", "5", "--whist", "Gleb=3", "--whist", "Anna=2"],
                 ["8NT", "Gleb", "8", "--whist", "Anna=1", "--whist", "Boris=1"]):
        ok("deal", *deal, "-s", "pulya")
    new("rubber", "Anna,Boris,Vera,Gleb", "--game", "bridge")
    tried("rubber", ["Anna", "Boris", "Vera", "Gleb"], 12, vint=False)
    new("chicago", "Anna,Boris,Vera,Gleb", "--game", "bridge", "--rules", "chicago")
    tried("chicago", ["Anna", "Boris", "Vera", "Gleb"], 6, vint=False)
    return {"evening-two-rubbers": 2, "six": rubbers("six"), "pulya": 1,
            "rubber": rubbers("rubber"), "chicago": rubbers("chicago", "chicagos")}


def rubbers(name: str, key: str = "rubbers") -> int:
    return len(sheet_json("-s", name)[key])


PARTS = """() => Array.from(document.querySelectorAll('main#live > *'))
  .filter(e => e.offsetParent !== null)
  .map(e => { const r = e.getBoundingClientRect();
              return {cls: e.className, current: e.hasAttribute('data-current'),
                      rubber: e.dataset.rubber || null, top: r.top + scrollY,
                      bottom: r.bottom + scrollY}; })
  .sort((a, b) => a.top - b.top)"""
# Each box of <main> that scrolls sideways, and whether the words over it say so.
WIDE = """() => Array.from(document.querySelectorAll('main .scroll, main pre'))
  .filter(b => b.scrollWidth > b.clientWidth + 1)
  .map(b => { const n = b.previousElementSibling;
              return [b.parentElement.className,
                      !!n && n.classList.contains('scrolls-note') && n.offsetParent !== null
                      ? n.textContent : null]; })"""
NOTES = "() => document.querySelectorAll('main .scrolls-note').length"


def test_i24_p7_the_sheet_in_play_comes_first_and_every_part_fits(browser, sessions_dir):
    played = evenings(sessions_dir)
    context = browser.new_context(**PHONE)
    page = context.new_page()
    seen = watch(page)
    with Live(sessions_dir) as server:
        for name, number in played.items():
            page.goto(server.url(links(server.served, name)["v_page"]))
            page.wait_for_selector("main#live [data-current]")
            parts = page.evaluate(PARTS)
            order = [p["cls"] for p in parts]
            assert order[0] == "now", (name, order)
            current = parts[1]
            assert current["current"], (name, order)  # the table first
            if name != "pulya":  # the last rubber is the one in play
                assert current["rubber"] == str(number), (name, current)
            else:
                assert current["cls"] == "pulya"
            for later in ("settlement", "log"):
                assert order.index(later) > 1, (name, order)
            assert page.evaluate("document.documentElement.scrollWidth") <= 390, name
            # at 390 every part fits; none needs the words that it scrolls
            assert page.evaluate(WIDE) == [], name
            assert page.evaluate(NOTES) == 0, name
            shot(page, f"serve-viewer-{name}-phone")
        # (each page's stream is cut as the next page is opened: that is no error)
        errors = [e for e in seen.errors if not ("/events?" in e and "ERR_ABORTED" in e)]
        assert errors == [], errors
    context.close()


def test_i24_p7_a_part_wider_than_a_small_phone_says_that_it_scrolls(browser, sessions_dir):
    """At 320 pixels the six players' sheets, in Russian, are wider than the screen: each
    says so over it, in the session's language; turned to 1280 the words go."""
    new("six", SIX, "--lang", "ru")
    tried("six", SIX.split(","), 30)
    context = browser.new_context(viewport={"width": 320, "height": 640}, has_touch=True,
                                  is_mobile=True)
    page = context.new_page()
    with Live(sessions_dir) as server:
        page.goto(server.url(links(server.served, "six")["v_page"]))
        page.wait_for_selector("main#live [data-current]")
        page.wait_for_function("() => document.querySelector('main .scrolls-note')")
        wide = page.evaluate(WIDE)
        assert wide, "nothing is wider than 320 pixels: this test needs wider sheets"
        assert {said for _, said in wide} == {
            "Шире экрана: сдвиньте вбок, чтобы увидеть остальное."}, wide
        assert page.evaluate("document.documentElement.scrollWidth") <= 320
        shot(page, "serve-viewer-six-320")
        was = page.get_attribute("main#live", "data-revision")
        tried("six", SIX.split(","), 1)  # one deal more: the page follows the file
        page.wait_for_function("r => document.querySelector('main#live')"
                               ".getAttribute('data-revision') !== r", arg=was, timeout=5000)
        page.wait_for_function("() => document.querySelector('main .scrolls-note')")
        assert all(said for _, said in page.evaluate(WIDE))  # said again over the new page
        page.set_viewport_size({"width": 1280, "height": 800})
        page.wait_for_function(
            "() => document.querySelectorAll('main .scrolls-note').length === 0")
        assert page.evaluate(WIDE) == []
    context.close()


def test_i24_speed_from_the_last_tap_to_the_viewers_page(browser, sessions_dir):
    """Issue 24, speed: from the scorekeeper's Save to the viewer's phone showing the deal,
    under half a second (the server's stat-polling watcher and the stream, on this
    machine); the middle one of three deals is judged (one slow moment of a busy machine
    is not the page's)."""
    new("friday")
    keeper_context, viewer_context = (browser.new_context(**PHONE) for _ in range(2))
    keeper, viewer = keeper_context.new_page(), viewer_context.new_page()
    took = []
    with Live(sessions_dir) as server:
        L = links(server.served, "friday")
        keeper.goto(server.url(L["k_page"]))
        viewer.goto(server.url(L["v_page"]))
        for n, (contract, player) in enumerate((("1NT", "Anna"), ("2NT", "Boris"),
                                                ("3NT", "Vera")), start=1):
            for key, text in (("contract", contract), ("declarer", player),
                              ("tricks", str(6 + int(contract[0])))):
                keeper.fill(f"input[name='a:{key}']", text)
            keeper.click("button[value=check]")  # the aces are asked once the contract is known
            keeper.fill("input[name='a:aces']", "2")
            keeper.click("button[value=check]")
            keeper.wait_for_selector("#preview")
            viewer.wait_for_timeout(300)  # the viewer idle, its stream open
            started = time.monotonic()
            keeper.tap("button[value=save]")
            viewer.wait_for_function(
                "n => document.querySelectorAll('main section.log tbody tr').length === n",
                arg=n, timeout=5000)
            took.append(time.monotonic() - started)
            keeper.wait_for_selector("#said")
    keeper_context.close()
    viewer_context.close()
    print("from the last tap to the viewer's page:", ", ".join(f"{t:.2f} s" for t in took))
    assert sorted(took)[1] < 0.5, took
