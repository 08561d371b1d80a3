"""Issue 33, point 1: each game declares what one match of it is (`Fold.matches`), as "The
club's rating" reads it (RATING.md's L2, L10: a finished unit, its sides, each side's score
before any rounding; an unfinished one is no match). Every number below is worked by hand
from the rules or taken from a normative expected block, never read back from the program.
"""
from __future__ import annotations

import json
import sys
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

from helpers_cli.vintcli import ok

from vintscore.games import game_of
from vintscore.games.shapes import Match
from vintscore.storage.envelope import parse

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"


def _matches(path: Path) -> list[Match]:
    session = parse(path.read_text(encoding="utf-8"), str(path))
    game = game_of(session.game)
    return game.fold.matches(game.fold.replay(session))


def test_vint_a_finished_rubber_is_a_match_of_its_two_sides_the_open_one_is_not():
    # tests/data/evening-two-rubbers.json's expected block (V11): rubber 1 finished, Ann and
    # Cat 35910, Ben and Dan 9110: a difference of 26800 each way; rubber 2 unfinished
    expected = json.loads((DATA / "evening-two-rubbers.json").read_text(encoding="utf-8"))
    first = expected["expected"]["rubbers"][0]
    assert (first["finished"], first["result"]["Ann"]) == (True, 26800)
    assert _matches(DATA / "evening-two-rubbers.toml") == [
        Match(1, "rubber", (("Ann", "Cat"), ("Ben", "Dan")), (26800, -26800))]


def test_preferans_the_pulya_once_over_is_a_match_of_every_player_by_exact_vists():
    # vintscore/examples/pulya.toml: over, settled +36, +132, −168 (tests/preferans, P10)
    found = _matches(ROOT / "vintscore" / "examples" / "pulya.toml")
    assert found == [Match(1, "pulya", (("Anna",), ("Boris",), ("Vera",)),
                           (Fraction(36), Fraction(132), Fraction(-168)))]


def test_bridge_a_rubber_won_two_games_to_none(sessions_dir):
    # B1: 4♠ made is 120 below, a game (B10); twice: the rubber, 700 for 2–0 (B13).
    # Anna and Vera (1st and 3rd) 940, Boris and Gleb 0: 940 each way.
    ok("new", "b", "--game", "bridge", "--players", "Anna,Boris,Vera,Gleb", "--rules", "rubber")
    ok("deal", "4S", "Anna", "10")
    ok("deal", "4S", "Vera", "10")
    assert _matches(sessions_dir / "b.toml") == [
        Match(1, "rubber", (("Anna", "Vera"), ("Boris", "Gleb")), (940, -940))]


def test_a_game_of_running_totals_ranks_by_what_it_pays_then_by_totals(monkeypatch,
                                                                      sessions_dir):
    # the toy (Z1–Z3): Anna 5, Boris 3, Vera 2, then doubled 4, 12, 4: Boris wins match 1 at
    # 15 (Anna 9, Vera 6); a loser pays the winner the stake, 1 a match: +2, −1, −1. Match 2
    # is open: no match.
    import vintscore.registry
    monkeypatch.syspath_prepend(str(ROOT / "tests" / "toy"))
    sys.modules.pop("toygame", None)
    monkeypatch.setitem(vintscore.registry._GAMES, "toy", "toygame")
    ok("new", "t", "--game", "toy", "--players", "Anna,Boris,Vera")
    for deal in (("Anna=5,Boris=3,Vera=2",), ("Anna=2,Boris=6,Vera=2", "--double"),
                 ("Anna=4,Boris=3,Vera=3",)):
        ok("deal", *deal)
    found = _matches(sessions_dir / "t.toml")
    assert found == [Match(1, "match", (("Anna",), ("Boris",), ("Vera",)),
                           ((Decimal(-1), 9), (Decimal(2), 15), (Decimal(-1), 6)))]
