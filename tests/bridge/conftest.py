"""Bridge's tests: the game's messages found by the glossary while bridge has no entry in the
registry yet (its game object comes with the fold), registered for each test's duration."""
from __future__ import annotations

import pytest

import vintscore.games
import vintscore.glossary


@pytest.fixture(autouse=True)
def bridge_registered(monkeypatch):
    """vintscore.games._REGISTRY names bridge's package, so that `bridge.…` messages are said."""
    vintscore.glossary._game_messages.cache_clear()
    monkeypatch.setitem(vintscore.games._REGISTRY, "bridge", "vintscore.games.bridge")
    yield
    monkeypatch.undo()
    vintscore.glossary._game_messages.cache_clear()
