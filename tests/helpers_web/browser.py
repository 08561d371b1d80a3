"""Debian's chromium driven by Playwright for Python (never a downloaded browser).

`chromium()` yields a launched browser for a module's tests. Without chromium the tests
are skipped, unless VINTSCORE_BROWSER=required (as .ci/run sets it): then a missing
browser, or a Playwright that cannot drive it, fails them. `watch(page)` collects every
console error, uncaught exception and refused request (a Content-Security-Policy refusal
among them) of a page.
"""
from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

# The flags this machine's closed network needs (no background connections, no QUIC).
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--hide-scrollbars"]
# Screenshots for people to look at: kept in the tests' output folder after the run.
SHOTS = Path(os.environ.get("VINTSCORE_SHOTS", Path(__file__).resolve().parents[2]
                            / "tests-output" / "screenshots"))


def chromium_binary() -> str | None:
    for name in (os.environ.get("VINTSCORE_CHROMIUM"), "chromium", "chromium-browser"):
        if name and (path := shutil.which(name)):
            return path
    return None


def _missing(reason: str) -> None:
    if os.environ.get("VINTSCORE_BROWSER") == "required":
        pytest.fail(f"{reason}, and VINTSCORE_BROWSER=required (.ci/run installs chromium: "
                    "apt-get install chromium)")
    pytest.skip(f"{reason} (set VINTSCORE_BROWSER=required to fail instead)")


@contextmanager
def chromium() -> Iterator:
    """A headless chromium under Playwright, closed at the end."""
    binary = chromium_binary()
    if binary is None:
        _missing("chromium is not installed")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("playwright is not installed (pip install -e '.[test]')")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=binary, args=FLAGS, headless=True)
        try:
            yield browser
        finally:
            browser.close()


class Watched:
    """What went wrong on a page: console errors, uncaught exceptions, failed requests."""

    def __init__(self, page) -> None:
        self.errors: list[str] = []
        page.on("console", lambda m: m.type == "error" and self.errors.append(f"console: {m.text}"))
        page.on("pageerror", lambda e: self.errors.append(f"exception: {e}"))
        page.on("requestfailed",
                lambda r: self.errors.append(f"request failed: {r.url} {r.failure}"))


def watch(page) -> Watched:
    return Watched(page)


def shot(page, name: str) -> Path:
    """A full-page screenshot kept for people to look at: tests-output/screenshots/NAME.png."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path
