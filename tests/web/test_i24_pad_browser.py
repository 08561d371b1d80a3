"""Issue 24 in a real browser (Playwright on Debian's chromium, a 390×844 touch phone):
nothing lost on a bad connection (point 4) — the server stopped and started between the
tap and the answer, or before the tap, and the deal is in the file exactly once; a double
tap writes once; what is being typed survives a reload."""
from __future__ import annotations

import pytest
from helpers_cli.vintcli import log_json, new, ok
from helpers_web.browser import chromium, shot, watch
from helpers_web.serving import Live, links

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True,
         "device_scale_factor": 2}
# The answers of a whole Vint deal, as the form asks them (honours and aces come once the
# contract is known).
FIRST = {"contract": "2S", "declarer": "Vera", "tricks": "8"}
THEN = {"honours": "2", "aces": "1"}


@pytest.fixture(scope="module")
def browser():
    with chromium() as b:
        yield b


@pytest.fixture
def phone(browser):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.set_default_timeout(10_000)
    yield page
    context.close()


def real(errors: list[str]) -> list[str]:
    """The errors but those a stopped server makes: its stream cut, a request refused."""
    return [e for e in errors if not ("ERR_ABORTED" in e or "ERR_CONNECTION_REFUSED" in e
                                      or "ERR_CONNECTION_RESET" in e
                                      or "ERR_EMPTY_RESPONSE" in e)]


def evening(folder) -> None:
    new("friday")
    ok("deal", "3H", "Anna", "9", "-h", "3", "-a", "2")


def events() -> list[dict]:
    return log_json("-s", "friday")["events"]


def fill(page, answers: dict[str, str]) -> None:
    for key, value in answers.items():
        page.fill(f"input[name='a:{key}']", value)


def whole_deal(page) -> None:
    """The deal typed, up to its last tap (not sent): the first answers sent, then the ones
    they made known."""
    fill(page, FIRST)
    page.click("#entry button[type=submit]")
    page.wait_for_selector("input[name='a:honours']")
    fill(page, THEN)


def vera_once() -> None:
    """The deal is in the file, once."""
    said = [e["text"] for e in events()]
    assert len(said) == 2 and sum("by Vera" in t for t in said) == 1, said


def saved(page) -> None:
    """The page is back to an empty form, nothing waiting."""
    page.wait_for_function(
        "() => { const c = document.querySelector(\"input[name='a:contract']\");"
        " return !!c && c.value === '' && !sessionStorage.getItem('vintscore.pending:' +"
        " location.pathname); }", timeout=15_000)
    assert page.locator("#pending").is_hidden()


def test_i24_p4_the_server_stopped_between_the_tap_and_the_answer(phone, sessions_dir):
    """The deal reaches the server and is written; the answer is lost (the connection cut),
    the server stops and starts again: the page says it is waiting, sends the same
    submission again once the server is back, and the file holds the deal once."""
    evening(sessions_dir)
    seen = watch(phone)
    server = Live(sessions_dir).__enter__()
    port, L = server.port, links(server.served, "friday")
    try:
        phone.goto(server.url(L["k_page"]))
        whole_deal(phone)
        reached: list[int] = []

        def written_then_cut(route):  # the request reaches the server; its answer does not
            reached.append(route.fetch(max_redirects=0).status)
            route.abort("connectionreset")

        phone.route("**/s/friday/deal?*", written_then_cut, times=1)
        phone.tap("#entry button[type=submit]")
        phone.wait_for_selector("#keeper.waiting")
        assert reached == [303]
        vera_once()  # written, though the page was not told
    finally:
        server.__exit__(None, None, None)
    assert "lost" in phone.locator("#pending").inner_text()  # it says it waits
    assert not phone.locator("#status").is_hidden()  # and that the connection is lost
    phone.wait_for_timeout(1500)  # tries again meanwhile, in vain
    shot(phone, "serve-friday-waiting-phone")
    with Live(sessions_dir, port=port) as again:
        assert again.port == port
        saved(phone)
        vera_once()  # sent again with its key: answered, not written twice
        assert real(seen.errors) == [], seen.errors


def test_i24_p4_a_tap_while_the_server_is_down_is_sent_when_it_is_back(phone, sessions_dir):
    evening(sessions_dir)
    seen = watch(phone)
    server = Live(sessions_dir).__enter__()
    port, L = server.port, links(server.served, "friday")
    try:
        phone.goto(server.url(L["k_page"]))
        whole_deal(phone)
    finally:
        server.__exit__(None, None, None)
    phone.tap("#entry button[type=submit]")
    phone.wait_for_selector("#keeper.waiting")
    assert len(events()) == 1
    phone.tap("#entry button[type=submit]")  # tapped again while waiting: nothing more
    with Live(sessions_dir, port=port):
        saved(phone)
        vera_once()
        phone.wait_for_timeout(3500)  # the retry timer finds nothing left to send
        vera_once()
        assert real(seen.errors) == [], seen.errors


def test_i24_p4_a_double_tap_writes_once(phone, sessions_dir):
    evening(sessions_dir)
    with Live(sessions_dir) as server:
        phone.goto(server.url(links(server.served, "friday")["k_page"]))
        whole_deal(phone)
        phone.dblclick("#entry button[type=submit]")
        saved(phone)
        phone.wait_for_timeout(500)
        vera_once()


def test_i24_p4_what_is_typed_survives_a_reload(phone, sessions_dir):
    """A reload (a locked screen, the tab reopened) loses nothing typed: the answers come
    back, with the questions they made known, until they are saved; then they are gone."""
    evening(sessions_dir)
    with Live(sessions_dir) as server:
        phone.goto(server.url(links(server.served, "friday")["k_page"]))
        fill(phone, {"contract": "2S", "declarer": "Vera"})  # typed, never sent
        phone.reload()
        phone.wait_for_function(
            "() => document.querySelector(\"input[name='a:declarer']\").value === 'Vera'")
        assert phone.input_value("input[name='a:contract']") == "2S"
        fill(phone, {"tricks": "8"})
        phone.click("#entry button[type=submit]")
        phone.wait_for_selector("input[name='a:honours']")
        fill(phone, {"honours": "2"})
        phone.reload()  # the questions the contract made known come back too, answered
        phone.wait_for_selector("input[name='a:honours']")
        phone.wait_for_function(
            "() => document.querySelector(\"input[name='a:honours']\").value === '2'")
        assert phone.input_value("input[name='a:tricks']") == "8"
        assert phone.locator(".refusal").count() == 0  # shown as typed, not judged
        fill(phone, {"aces": "1"})
        phone.click("#entry button[type=submit]")
        saved(phone)
        vera_once()
        phone.reload()
        phone.wait_for_timeout(500)
        assert phone.input_value("input[name='a:contract']") == ""  # saved: nothing comes back
