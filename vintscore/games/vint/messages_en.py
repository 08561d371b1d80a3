"""Vint's own messages in English (keys `vint.…`; the glossary finds them by the key)."""
from __future__ import annotations

from ...glossary import Counted, Sentence

MESSAGES: dict[str, str | Counted | Sentence] = {
    # the game's name, and a session of it, as messages name them (games/base.py: Game)
    "vint.name": "Vint",
    "vint.played": "rubbers",
    "vint.session": "a Vint session",
}
