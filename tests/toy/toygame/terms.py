"""Tricks' words: the letters of its rules' ids, all its package's first module loads
(`vint rules Z1` finds the game by them, and loads nothing else of it)."""
from __future__ import annotations

RULE_IDS = ("Z",)  # the letters of toy.en.md's ids: Z1, Z2, Z3 (T is Thousand's)
