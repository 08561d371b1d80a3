"""The browser the web tests share (Debian's chromium, one a module), a phone page, and
`vint serve` as real processes (`serving`), each killed when its test ends."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from helpers_web.browser import chromium
from helpers_web.pad import PHONE, opened
from helpers_web.serving import Serving

# `vint serve` that dies or pauses at a named rename (issue 32's kill tests)
DYING = str(Path(__file__).resolve().parents[1] / "helpers_web" / "serve_dying.py")


@pytest.fixture(scope="module")
def browser():
    with chromium() as b:
        yield b


@pytest.fixture
def phone(browser):
    """A 390×844 touch phone's page (issue 24)."""
    context, page = opened(browser, PHONE)
    yield page
    context.close()


@pytest.fixture
def serving(sessions_dir):
    """start(*args, dies="ACT:WHEN:NAME", extra={env}): `vint serve ARGS` of the test's
    sessions folder, its links printed; `dies` runs it through serve_dying.py."""
    made: list[Serving] = []

    def start(*args: str, dies: str = "", extra: dict[str, str] | None = None) -> Serving:
        command = [sys.executable, DYING, dies] if dies else None
        s = Serving(sessions_dir, *args, command=command, extra=extra)
        made.append(s)
        s.started()
        return s

    yield start
    for s in made:
        s.kill()
