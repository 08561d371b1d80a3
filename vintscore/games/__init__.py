"""The games vintscore keeps, behind one registry: the only place that knows which exist.

A game is a package of its own (`games/vint/`, `games/preferans/`): its model, notation,
rules, the fold of its events into its sheet, settlement, words, drawing, export and the
codec of its rules and events in the session file. Its `__init__.py` makes `GAME`, an
instance of its subclass of `Game` (games/base.py), whose roles import the rest only when
asked for, so a command loads the one game it needs. Games never import each other; the
envelope of the session file, the services and the command line ask the game of a session
through `game_of`.

Adding a game is one new folder and one line in vintscore/registry.py (ARCHITECTURE.md,
"Adding a game").
"""
from __future__ import annotations

import importlib

from ..registry import DEFAULT, names, package_of
from .base import MISSING, Fields, Game

__all__ = ["DEFAULT", "MISSING", "Fields", "Game", "by_rule", "by_word", "chosen", "game_of",
           "names", "package_of"]

# The registry is vintscore/registry.py (one line a game); this hands out the games.


def game_of(name: str) -> Game:
    """The game a session file names; KeyError when it names none."""
    package = package_of(name)
    if package is None:
        raise KeyError(name)
    module = importlib.import_module(package)
    game: Game = module.GAME
    return game


def by_rule(rule_id: str) -> Game | None:
    """The game whose rules document holds an id ('V5', 'X12', 'PD3'), or None."""
    letters = rule_id.rstrip("0123456789")
    for name in names():
        game = game_of(name)
        if letters in game.rule_ids:
            return game
    return None


def by_word(word: str) -> Game | None:
    """The game `vint new --game WORD` means ('винт', 'pref'…), or None."""
    folded = word.strip().casefold()
    for name in names():
        game = game_of(name)
        if folded in game.words:
            return game
    return None


def chosen(word: str) -> Game:
    """The game `--game WORD` names; refused, with the games there are, when none."""
    found = by_word(word)
    if found is None:
        from ..errors import InputError
        from ..glossary import Msg
        from ..notation import join_msgs
        raise InputError(Msg("cli.new.no_game", game=word),
                         hint=join_msgs("core.or", [f"--game {n}" for n in names()]))
    return found
