"""The scorekeeper's pad in a browser (issue 24): the screens it is tapped on, a page
opened on one, taps counted, and the signs that a form was saved."""
from __future__ import annotations

from helpers_web.browser import shot

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True,
         "device_scale_factor": 2}
# Issue 24, point 8: the steps of a deal at 1280 too (a touch screen: the same taps)
DESKTOP = {"viewport": {"width": 1280, "height": 800}, "has_touch": True}


def opened(browser, size: dict):
    context = browser.new_context(**size)
    page = context.new_page()
    page.set_default_timeout(10_000)
    return context, page


def real(errors: list[str]) -> list[str]:
    """The errors but those a stopped server makes: its stream cut, a request refused."""
    return [e for e in errors if not ("ERR_ABORTED" in e or "ERR_CONNECTION_REFUSED" in e
                                      or "ERR_CONNECTION_RESET" in e
                                      or "ERR_EMPTY_RESPONSE" in e)]


def saved(page) -> None:
    """The page is back to an empty form, nothing waiting."""
    page.wait_for_function(
        "() => { const c = document.querySelector(\"input[name='a:contract']\");"
        " return !!c && c.value === '' && !sessionStorage.getItem('vintscore.pending:' +"
        " location.pathname); }", timeout=15_000)
    assert page.locator("#pending").is_hidden()


class Taps:
    """Taps on a touch page, counted (no typing: the keypad's keys and the buttons); a
    screenshot before each when `shots` (each step of a deal, kept for people)."""

    def __init__(self, page, name: str, shots: bool = True) -> None:
        self.page, self.name, self.count, self.shots = page, name, 0, shots

    def key(self, key: str, typed: str) -> None:
        self.tap(f".field[data-key='{key}'] button.key[data-typed='{typed}']")

    def keys(self, pairs) -> None:
        """Each (question, what its key types) tapped in turn."""
        for key, typed in pairs:
            self.key(key, typed)

    def tap(self, selector: str) -> None:
        self.page.locator(selector).wait_for()
        self.page.wait_for_function("() => !document.querySelector('#keeper.sending')")
        if self.shots:
            shot(self.page, f"{self.name}-{self.count + 1}-before-tap")
        self.page.tap(selector)
        self.count += 1
