"""Issue 33, point 1: each game's rule ids have a letter of their own. An id is read by its
letters before the number (`games.by_rule`: 'PS3' is Preferans's PS, never P), and a
message cites one as one or two capitals and a number (glossary._CITED): so every game's
letters are one or two capitals, and no two games share a first letter — an id's first
letter alone says whose it is (V, X, S, R: Vint; P, PS, PD: Preferans; B…: bridge; T is
kept for Thousand, the fourth game: the toy of tests/toy plays Z).
"""
from __future__ import annotations

import re

import pytest

from vintscore.games import by_rule, game_of
from vintscore.glossary import _CITED
from vintscore.registry import names

LETTERS = re.compile(r"[A-Z]{1,2}")


def firsts(game: str) -> set[str]:
    return {letters[0] for letters in game_of(game).rule_ids}


@pytest.mark.parametrize("game", names())
def test_a_games_letters_are_read_as_its_own(game):
    ids = game_of(game).rule_ids
    assert ids and len(set(ids)) == len(ids), ids
    for letters in ids:
        assert LETTERS.fullmatch(letters), (game, letters)
        for number in (1, 12, 99):
            assert by_rule(f"{letters}{number}") is game_of(game), (game, letters)
        found = _CITED.search(f"see the rule ({letters}7).")  # as a message cites it
        assert found is not None and found[1] == f"{letters}7", (game, letters)


def test_no_two_games_share_a_letter():
    """Neither an id's letters nor its first letter: PS and P are Preferans's both, and a
    game that took S of Vint or T of Thousand would be refused here."""
    games = names()
    for i, a in enumerate(games):
        for b in games[i + 1:]:
            assert not set(game_of(a).rule_ids) & set(game_of(b).rule_ids), (a, b)
            assert not firsts(a) & firsts(b), (a, b, firsts(a) & firsts(b))


def test_the_letters_are_read_unambiguously():
    """Every id of every game is read back to its game alone, whatever the other games'
    letters: the letters are the whole run of capitals, never a prefix of it."""
    owner = {letters: game for game in names() for letters in game_of(game).rule_ids}
    for letters, game in owner.items():
        longer = [other for other in owner if other != letters and other.startswith(letters)]
        for other in longer:  # 'P' and 'PS': both one game's, or the reading is refused
            assert owner[other] == game, (letters, other)
        assert by_rule(f"{letters}5") is game_of(game)
