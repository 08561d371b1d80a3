"""The live page in a real browser (Playwright on Debian's chromium): it loads with no
console error on a phone and on a wide screen, follows a `vint deal` typed in a terminal
within a second, and its form enters a deal and refuses a bad one beside the field, in
English and in Russian. Screenshots go to tests-output/screenshots/ for people to look at."""
from __future__ import annotations

import subprocess
import sys
import time

import pytest
from helpers_cli.vintcli import log_json, new, ok, sheet_json
from helpers_web.browser import shot, watch
from helpers_web.serving import Live, env, links

SIZES = {"phone": (390, 844), "desktop": (1280, 800)}
# Whether the page's last entry names `w` (false while a form's answer is loading: no page yet).
LAST_HAS = "w => { const e = document.getElementById('last'); return !!e && e.textContent.includes(w); }"
LAST_LACKS = "w => { const e = document.getElementById('last'); return !!e && !e.textContent.includes(w); }"


def page_of(browser, size: str):
    width, height = SIZES[size]
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.set_default_timeout(10_000)
    return context, page


def real(errors: list[str]) -> list[str]:
    """The errors but a stream cut by the page leaving (a form sent navigates)."""
    return [e for e in errors if not ("/events?t=" in e and "ERR_ABORTED" in e)]


def vint(folder, *args: str) -> None:
    subprocess.run([sys.executable, "-m", "vintscore", *args], env=env(folder), check=True,
                   capture_output=True, timeout=60)


def evening(folder) -> None:
    new("friday")
    for deal in (("3H", "Anna", "9", "-h", "3", "-a", "2"), ("2NT", "Boris", "8", "-a", "1")):
        ok("deal", *deal)
    ok("pass")
    new("pulya", "Anna,Boris,Vera", "--game", "preferans")
    ok("deal", "6S", "Anna", "6", "--whist", "Boris", "--pass", "Vera", "-s", "pulya")
    new("pyatnitsa", "Anna,Boris,Vera,Gleb", "--lang", "ru")
    ok("deal", "3ч", "Anna", "9", "-h", "3", "-a", "2", "-s", "pyatnitsa")


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("name", ["friday", "pulya", "pyatnitsa"])
def test_the_page_loads_without_a_console_error(browser, sessions_dir, name, size):
    evening(sessions_dir)
    with Live(sessions_dir) as server:
        L = links(server.served, name)
        opened = []
        for role in ("v", "k"):  # both pages open at once: their streams connect in one wait
            context, page = page_of(browser, size)
            seen = watch(page)
            page.goto(server.url(L[f"{role}_page"]))
            page.wait_for_selector("#settlement")
            opened.append((role, context, page, seen))
        page.wait_for_timeout(400)  # each page's event stream connects and sends the state
        for role, context, page, seen in opened:
            assert seen.errors == [], seen.errors
            assert page.locator("#status").is_hidden()
            width = page.evaluate("document.documentElement.scrollWidth")
            if size == "phone":  # nothing wider than the phone but the sheets' own scrollers
                assert width <= SIZES[size][0] + 1, width
            shot(page, f"serve-{name}-{'viewer' if role == 'v' else 'scorekeeper'}-{size}")
            context.close()


def test_a_deal_typed_in_a_terminal_appears_within_a_second(browser, sessions_dir):
    evening(sessions_dir)
    with Live(sessions_dir) as server:
        L = links(server.served, "friday")
        context, page = page_of(browser, "phone")
        seen = watch(page)
        page.goto(server.url(L["v_page"]))
        page.wait_for_timeout(500)
        before = page.locator("#last").inner_text()
        vint(sessions_dir, "deal", "4S", "Gleb", "10", "-h", "4", "-a", "1", "-s", "friday")
        written = time.monotonic()
        page.wait_for_function(
            "t => document.getElementById('last') && document.getElementById('last').textContent !== t",
            arg=before, timeout=5_000)
        assert time.monotonic() - written < 1.0
        assert "4♠ by Gleb" in page.locator("#last").inner_text()
        sheet = page.evaluate("JSON.parse(document.getElementById('live').dataset.sheet)")
        assert sheet == sheet_json("-s", "friday")
        assert seen.errors == []
        shot(page, "serve-friday-after-a-terminal-deal-phone")
        context.close()


def test_a_player_who_joins_in_a_terminal_appears_in_the_header(browser, sessions_dir):
    """The header's facts follow the file too (issue 16, point 2): a fifth player seated in
    a terminal is named among the players without a reload, as text."""
    evening(sessions_dir)
    with Live(sessions_dir) as server:
        L = links(server.served, "friday")
        context, page = page_of(browser, "phone")
        seen = watch(page)
        page.goto(server.url(L["v_page"]))
        page.wait_for_timeout(500)
        assert "<b>Dima</b>" not in page.locator("header dl.meta").inner_text()
        vint(sessions_dir, "seat", "--join", "<b>Dima</b>", "-s", "friday")
        page.wait_for_function(
            "() => document.querySelector('header dl.meta').textContent.includes('<b>Dima</b>')",
            timeout=5_000)
        assert page.locator("header dl.meta b").count() == 0  # shown, not made bold
        assert seen.errors == []
        context.close()


@pytest.mark.parametrize("name, deal, bad, words", [
    ("friday", {"contract": "2S", "declarer": "Vera", "tricks": "8"},
     {"honours": "2", "aces": "9"}, "0 to 4"),
    ("pyatnitsa", {"contract": "2п", "declarer": "Vera", "tricks": "8"},
     {"honours": "2", "aces": "9"}, "от 0 до 4"),
], ids=["english", "russian"])
def test_the_form_enters_a_deal_and_refuses_a_bad_one(browser, sessions_dir, name, deal, bad,
                                                      words):
    evening(sessions_dir)
    with Live(sessions_dir) as server:
        L = links(server.served, name)
        context, page = page_of(browser, "phone")
        seen = watch(page)
        page.goto(server.url(L["k_page"]))
        events = len(ok("log", "--json", "-s", name).stdout.split('"number"'))
        for key, value in deal.items():
            page.fill(f"input[name='a:{key}']", value)
        page.click("#entry button[type=submit]")
        for key, value in bad.items():  # the questions the first answers made known
            page.fill(f"input[name='a:{key}']", value)
        page.click("#entry button[type=submit]")
        refusal = page.locator(".field[data-key='aces'] .refusal")
        refusal.wait_for()
        assert words in refusal.inner_text()
        assert page.locator(".refusal[data-for]").count() == 1
        shot(page, f"serve-{name}-refused-phone")
        assert len(ok("log", "--json", "-s", name).stdout.split('"number"')) == events
        page.fill("input[name='a:aces']", "1")
        page.click("#entry button[type=submit]")
        page.wait_for_selector("#preview")  # what it writes, before it is (issue 24, point 2)
        assert len(ok("log", "--json", "-s", name).stdout.split('"number"')) == events
        page.click("button[value=save]")
        page.wait_for_selector(".refusal", state="detached")
        page.wait_for_function(LAST_HAS, arg="Vera")
        assert len(ok("log", "--json", "-s", name).stdout.split('"number"')) == events + 1
        # a new empty form (the page goes there once the answer has come: wait for it)
        page.wait_for_function(
            "() => document.querySelector(\"input[name='a:contract']\").value === ''")
        assert real(seen.errors) == [], seen.errors
        shot(page, f"serve-{name}-entered-phone")
        context.close()


def test_undo_reverts_the_deal_the_page_shows(browser, sessions_dir):
    """A deal typed in a terminal reaches the page; Undo on the page reverts that one (the
    stream tells the form which revision undo is about now)."""
    evening(sessions_dir)
    with Live(sessions_dir) as server:
        L = links(server.served, "friday")
        context, page = page_of(browser, "desktop")
        seen = watch(page)
        page.goto(server.url(L["k_page"]))
        page.wait_for_timeout(300)
        vint(sessions_dir, "deal", "4S", "Gleb", "10", "-h", "4", "-a", "1", "-s", "friday")
        page.wait_for_function(LAST_HAS, arg="Gleb", timeout=5_000)
        page.click("#ask-undo summary")  # undo asks first (issue 24, point 3)
        # the stream may show the undo before the form's answer has navigated the page: the
        # navigation is waited for, so that the context is never closed in its middle (a
        # chromium closing a context while a navigation commits can hang for good)
        with page.expect_navigation():
            page.click("button[value=undo]")
        page.wait_for_function(LAST_LACKS, arg="Gleb", timeout=5_000)
        page.wait_for_load_state()
        assert page.locator("#refusal").count() == 0
        # the terminal's deal undone, the evening's three entries kept
        assert len(log_json("-s", "friday")["events"]) == 3
        assert real(seen.errors) == [], seen.errors
        context.close()


def question(page, move: str) -> str:
    return page.locator(f"#ask-{move} .question").inner_text()


@pytest.mark.parametrize("name, lang", [("friday", "en"), ("pyatnitsa", "ru")])
def test_undo_and_redo_ask_first_naming_what_they_move_and_say_what_they_did(
        browser, sessions_dir, name, lang):
    """Issue 24, point 3: "Undo event 12: deal 3♥ by Anna, 9 tricks?" before anything is
    undone, in the session's language; No leaves the file alone; after it, the page says
    what was undone, in `vint undo`'s words; redo alike. A deal typed meanwhile closes an
    open question and the next one names it."""
    evening(sessions_dir)
    if lang == "en":
        vint(sessions_dir, "deal", "4S", "Gleb", "10", "-h", "4", "-a", "1", "-s", name)
        number, what = 4, "deal 4♠ by Gleb, 10 tricks, honours 4, aces 1"
        ask = {"undo": f"Undo event {number}: {what}?", "redo": f"Redo event {number}: {what}?"}
        yes = {"undo": "Yes, undo it", "redo": "Yes, redo it"}
        no = "No, keep it as it is"
        did = {"undo": ["Undone: revision 5, deal.", f"event {number} is gone: {what}"],
               "redo": ["Redone: revision 5, deal.", f"event {number} is back: {what}"]}
    else:
        vint(sessions_dir, "deal", "4п", "Gleb", "10", "-h", "4", "-a", "1", "-s", name)
        number, what = 2, "сдача 4♠, играет Gleb, 10 взяток, онёров: 4, тузов: 1"
        ask = {"undo": f"Отменить запись {number}: {what}?",
               "redo": f"Вернуть запись {number}: {what}?"}
        yes = {"undo": "Да, отменить", "redo": "Да, вернуть"}
        no = "Нет, оставить как есть"
        did = {"undo": ["Отменено: изменение 3, сдача.", f"записи {number} больше нет: {what}"],
               "redo": ["Повторено: изменение 3, сдача.", f"запись {number} снова есть: {what}"]}
    path = sessions_dir / f"{name}.toml"
    with Live(sessions_dir) as server:
        L = links(server.served, name)
        context, page = page_of(browser, "phone")
        seen = watch(page)
        page.goto(server.url(L["k_page"]))
        page.wait_for_timeout(300)
        assert page.locator("button[value=undo]").is_hidden()  # asked first: not one tap
        page.click("#ask-undo summary")
        assert question(page, "undo").startswith(ask["undo"])
        assert page.locator("button[value=undo]").inner_text() == yes["undo"]
        shot(page, f"serve-{name}-undo-asked-phone")
        before = path.read_bytes()
        assert page.locator("#ask-undo .no").inner_text() == no
        page.click("#ask-undo .no")  # No: the question closes, nothing is sent
        assert page.locator("button[value=undo]").is_hidden()
        page.wait_for_timeout(300)
        assert path.read_bytes() == before
        for move in ("undo", "redo"):
            page.click(f"#ask-{move} summary")
            assert question(page, move).startswith(ask[move])
            page.click(f"button[value={move}]")
            page.locator("#said p").first.filter(has_text=did[move][0]).wait_for()
            assert page.locator("#said p").all_inner_texts() == did[move]
            # said once: the address loses it, and a reload does not say it again
            page.wait_for_function("() => !location.search.includes('said=')")
            shot(page, f"serve-{name}-{move}-done-phone")
        assert len(log_json("-s", name)["events"]) == number
        # a deal typed while the question is open: closed, and asked anew about that one
        page.click("#ask-undo summary")
        vint(sessions_dir, "pass", "-s", name)
        page.wait_for_function("() => !document.getElementById('ask-undo').open", timeout=5_000)
        assert page.locator("#said").count() == 0  # what was said is no longer the news
        page.click("#ask-undo summary")
        assert f" {number + 1}: " in question(page, "undo")
        assert real(seen.errors) == [], seen.errors
        context.close()
