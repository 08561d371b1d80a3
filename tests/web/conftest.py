"""The browser the web tests share (Debian's chromium, one a module) and a phone page."""
from __future__ import annotations

import pytest
from helpers_web.browser import chromium
from helpers_web.pad import PHONE, opened


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
