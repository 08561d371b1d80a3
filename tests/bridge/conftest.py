"""Bridge's tests: the game's messages found by the glossary while bridge has no entry in the
registry yet (its game object comes with the fold), registered for each test's duration."""
from __future__ import annotations

import pytest

import vintscore.glossary
import vintscore.registry


@pytest.fixture(autouse=True)
def bridge_registered(monkeypatch):
    """vintscore.registry names bridge's package, so that `bridge.…` messages are said."""
    vintscore.glossary._game_messages.cache_clear()
    monkeypatch.setitem(vintscore.registry._GAMES, "bridge", "vintscore.games.bridge")
    yield
    monkeypatch.undo()
    vintscore.glossary._game_messages.cache_clear()
