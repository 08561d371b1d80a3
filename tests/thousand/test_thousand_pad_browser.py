"""The live page's keypad of Thousand in a real browser (Playwright on Debian's chromium, a
390×844 touch phone; skipped without chromium): a made deal of three without marriages —
Anna declares 100 with 100 card points, Boris 15, Vera's 5 left to the rest of 120 (T5) —
tapped in 7 taps, Save among them (issue 34: at most 10), and written as `vint deal` writes
it; and a game begun in Russian, a deal with a marriage and a concession, the page saying
over the keypad who deals (T2). test_thousand_surfaces.py counts the same taps from the
page's keys without a browser."""
from __future__ import annotations

import json
import time

import pytest
from helpers_cli.vintcli import log_json, ok
from helpers_web.browser import chromium
from helpers_web.pad import PHONE, Taps, opened
from helpers_web.serving import Live, links


@pytest.mark.slow
def test_a_made_deal_of_three_tapped_on_a_phone(sessions_dir):
    for name in ("pad", "typed"):
        ok("new", name, "--game", "thousand", "--players", "Anna,Boris,Vera")
    ok("deal", "Anna", "100", "--points", "Anna=100,Boris=15", "-s", "typed")
    with chromium() as browser, Live(sessions_dir) as server:
        context, page = opened(browser, PHONE)
        page.goto(server.url(links(server.served, "pad")["k_page"]))
        taps = Taps(page, "thousand-pad", shots=False)

        def key(field: str, typed: str, row: int = 0) -> None:
            taps.tap(f".field[data-key='{field}'] .row[data-row='{row}'] "
                     f"button.key[data-typed='{typed}']")

        key("declarer", "Anna")
        key("bid", "100")
        key("points:Anna", "10")  # the tens, then the units
        key("points:Anna", "0", 1)
        key("points:Boris", "1")
        key("points:Boris", "5", 1)
        page.wait_for_selector("#preview")
        assert "Anna +100, Boris +15, Vera +5" in page.locator("#preview").inner_text()
        taps.tap("button[value=save]")
        deadline = time.monotonic() + 10
        while not log_json("-s", "pad")["events"]:
            assert time.monotonic() < deadline, "the deal was not written"
            time.sleep(0.1)
        assert taps.count == 7
        context.close()
    assert log_json("-s", "pad")["events"] == log_json("-s", "typed")["events"]


@pytest.mark.slow
def test_a_game_tapped_on_a_phone_in_russian(sessions_dir):
    """Аня deals first. 1: Аня 120, Аня 70 ♥100, Боря 30, Вера's 20 the rest (T5): made,
    Аня +120 (T10), Боря 30, Вера 20 (T11). 2: Боря 105 given up (T12): Боря −105, each
    other 105 / 2 rounded up to 55. Totals: Аня 175, Боря −75, Вера 75; Вера deals next."""
    for name in ("pad", "typed"):
        ok("new", name, "--game", "тысяча", "--players", "Аня,Боря,Вера", "--lang", "ru")
    ok("deal", "Аня", "120", "--points", "Аня=70,Боря=30", "--marriage", "Аня=100", "-s",
       "typed")
    ok("deal", "Боря", "105", "--conceded", "-s", "typed")
    with chromium() as browser, Live(sessions_dir) as server:
        context, page = opened(browser, PHONE)
        page.goto(server.url(links(server.served, "pad")["k_page"]))
        taps = Taps(page, "thousand-pad-ru", shots=False)

        def key(field: str, typed: str, row: int = 0) -> None:
            taps.tap(f".field[data-key='{field}'] .row[data-row='{row}'] "
                     f"button.key[data-typed='{typed}']")

        def saved(events: int) -> None:
            taps.tap("button[value=save]")
            deadline = time.monotonic() + 10
            while len(log_json("-s", "pad")["events"]) < events:
                assert time.monotonic() < deadline, "the deal was not written"
                time.sleep(0.1)
            page.wait_for_function("() => !document.querySelector('#preview')")

        def previewed(text: str) -> None:
            """The preview says `text`: the one asked again after the last tap (the form
            may have been previewed already, the points answered, before the marriage)."""
            page.wait_for_function("t => { const p = document.querySelector('#preview');"
                                   " return !!p && p.innerText.includes(t); }", arg=text)

        heading = page.locator("#entry-heading")
        assert heading.inner_text() == "Сдаёт Аня"
        key("declarer", "Аня")
        key("bid", "120")
        key("points:Аня", "7")
        key("points:Аня", "0", 1)
        key("points:Боря", "3")
        key("points:Боря", "0", 1)
        key("marriages", "Аня=")
        key("marriages", "100", 1)
        previewed("Аня +120, Боря +30, Вера +20")
        saved(1)
        assert taps.count == 9
        assert page.locator("#entry-heading").inner_text() == "Сдаёт Боря"
        key("declarer", "Боря")
        key("bid", "105")
        key("conceded", "y")
        previewed("Аня +55, Боря −105, Вера +55")
        saved(2)
        assert taps.count == 13
        assert page.locator("#entry-heading").inner_text() == "Сдаёт Вера"
        context.close()
    assert log_json("-s", "pad")["events"] == log_json("-s", "typed")["events"]
    assert json.loads(ok("sheet", "--json", "-s", "pad").stdout)["totals"] == {
        "Аня": 175, "Боря": -75, "Вера": 75}
