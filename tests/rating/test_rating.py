"""Issue 36: `vint rating`, the club's rating (vintscore/rules/rating.en.md, L1–L10).

Sessions are typed through the command line. A bridge rubber is the shortest finished
match: 4♠ made by one side twice (B1, B10: two games) ends it (B13). What is checked:
who is above whom, who is not rated (one sitting out at bridge's five and at Vint's
rotation of six, R6), that the numbers are the rating library's own for the same matches
(openskill's Plackett–Luce, its defaults: L4), that the order of the files and their names
change nothing but a tie (L3), the provisional mark (L6), --explain (L7), the JSON (L9),
Russian, and the refusals.
"""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from helpers_cli.vintcli import ok, refused

ROOT = Path(__file__).resolve().parents[2]
FOUR = "Anna,Boris,Vera,Gleb"  # 1st and 3rd partners: Anna & Vera against Boris & Gleb


def rubber(name: str, winner: str = "Anna", players: str = FOUR, when: str = "") -> None:
    """A bridge rubber won two games to none by `winner`'s side."""
    ok("new", name, "--game", "bridge", "--players", players, "--rules", "rubber")
    ok("deal", "4S", winner, "10", "-s", name)
    ok("deal", "4S", winner, "10", "-s", name)


def created(folder: Path, name: str, when: str) -> None:
    """The session's `created`, set by hand (a file's own words, L3)."""
    path = folder / f"{name}.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(re.sub(r"(?m)^created = .*$", f"created = {when}", text), encoding="utf-8")


def rating_json(*args: str) -> dict:
    return json.loads(ok("rating", "--json", *args).stdout)


def test_l4_a_pair_that_wins_every_rubber_is_above_the_pair_it_beats(sessions_dir):
    for n in range(3):
        rubber(f"r{n}")
    data = rating_json()
    assert data["format"] == "vintscore-rating" and data["schema_version"] == 1
    rows = {r["name"]: r for r in data["games"]["bridge"]["players"]}
    assert rows["Anna"]["rating"] > rows["Boris"]["rating"]
    assert rows["Vera"]["rating"] > rows["Gleb"]["rating"]
    assert [r["matches"] for r in rows.values()] == [3, 3, 3, 3]
    pairs = data["games"]["bridge"]["pairs"]
    assert [sorted(p["players"]) for p in pairs] == [["Anna", "Vera"], ["Boris", "Gleb"]]
    assert pairs[0]["rating"] > pairs[1]["rating"]


def test_l4_the_numbers_are_the_rating_librarys_own(sessions_dir):
    """The same three matches given to openskill by hand: the same μ and σ."""
    from openskill.models import PlackettLuce
    for n in range(3):
        rubber(f"r{n}")
    model = PlackettLuce()
    anna, vera, boris, gleb = (model.rating() for _ in range(4))
    pair_av, pair_bg = model.rating(), model.rating()
    for _ in range(3):
        [[anna, vera], [boris, gleb]] = model.rate([[anna, vera], [boris, gleb]], ranks=[1, 2])
        [[pair_av], [pair_bg]] = model.rate([[pair_av], [pair_bg]], ranks=[1, 2])
    rows = {r["name"]: r for r in rating_json()["games"]["bridge"]["players"]}
    for name, expected in (("Anna", anna), ("Boris", boris), ("Vera", vera), ("Gleb", gleb)):
        assert rows[name]["mu"] == pytest.approx(expected.mu, abs=1e-12)
        assert rows[name]["sigma"] == pytest.approx(expected.sigma, abs=1e-12)
        assert rows[name]["rating"] == pytest.approx(expected.mu - 3 * expected.sigma, abs=1e-12)
    pairs = rating_json()["games"]["bridge"]["pairs"]
    assert pairs[0]["mu"] == pytest.approx(pair_av.mu, abs=1e-12)
    assert pairs[1]["sigma"] == pytest.approx(pair_bg.sigma, abs=1e-12)


def test_l2_one_who_only_sits_out_is_not_rated(sessions_dir):
    # five at the table: Anna sits out the first rubber (V12's rotation: Boris, Vera, Dima
    # and Gleb are at the table, as the refusal of a deal declared by her says)
    ok("new", "five", "--game", "bridge", "--players", "Anna,Boris,Vera,Gleb,Dima",
       "--rules", "rubber")
    refused(1, "deal", "4S", "Anna", "10", words=["Anna sits out rubber 1"])
    ok("deal", "4S", "Boris", "10")
    ok("deal", "4S", "Boris", "10")
    players = {r["name"] for r in rating_json()["games"]["bridge"]["players"]}
    assert players == {"Boris", "Vera", "Dima", "Gleb"}


def test_l2_an_unfinished_rubber_is_no_match(sessions_dir):
    ok("new", "open", "--game", "bridge", "--players", FOUR, "--rules", "rubber")
    ok("deal", "4S", "Anna", "10")
    assert rating_json()["games"] == {}
    assert ok("rating").stdout.startswith("No finished match to rate in ")


def test_l3_renaming_and_reordering_the_files_changes_nothing(sessions_dir):
    # Boris's side wins the first, Anna's the next two, on three different evenings
    for name, winner, when in (("c", "Boris", "2026-12-01T19:00:00+03:00"),
                               ("b", "Anna", "2026-12-02T19:00:00+03:00"),
                               ("a", "Anna", "2026-12-03T19:00:00+01:00")):
        rubber(name, winner)
        created(sessions_dir, name, when)
    before = rating_json()
    for old, new in (("a", "zz"), ("b", "aa"), ("c", "mm")):
        (sessions_dir / f"{old}.toml").rename(sessions_dir / f"{new}.toml")
    shutil.rmtree(sessions_dir / ".backup", ignore_errors=True)
    assert rating_json() == before
    assert rating_json() == before  # a rerun, from the cache


def test_l6_provisional_under_ten_matches(sessions_dir):
    for n in range(9):
        rubber(f"r{n}")
    assert all(r["provisional"] for r in rating_json()["games"]["bridge"]["players"])
    assert "* provisional: fewer than 10 matches (L6)" in ok("rating").stdout
    rubber("r9")
    rows = rating_json()["games"]["bridge"]["players"]
    assert [r["matches"] for r in rows] == [10] * 4 and not any(r["provisional"] for r in rows)


def test_l7_explain_lists_the_matches_that_moved_a_rating(sessions_dir):
    rubber("r0")
    rubber("r1", "Boris")
    lines = ok("rating", "--explain", "anna").stdout.splitlines()
    assert lines[0].startswith("Anna, bridge: rating ") and lines[0].endswith(", 2 matches.")
    assert re.fullmatch(r"r0, rubber 1: with Vera against Boris & Gleb, rank 1: 0\.0 → \d+\.\d",
                        lines[1]), lines
    assert re.fullmatch(r"r1, rubber 1: with Vera against Boris & Gleb, rank 2: \d+\.\d → .*",
                        lines[2]), lines
    pair = json.loads(ok("rating", "--explain", "Vera+Anna", "--json").stdout)
    assert sorted(pair["players"]) == ["Anna", "Vera"] and [s["rank"] for s in pair["steps"]] == [1, 2]
    refused(1, "rating", "--explain", "Dima", words=["Dima", "Anna, Boris, Gleb, Vera"])


def test_l1_each_game_apart_and_preferans_ranks_by_vists(sessions_dir):
    # the shipped pulya, over: Anna +36, Boris +132, Vera −168 (P10)
    shutil.copy(ROOT / "vintscore" / "examples" / "pulya.toml", sessions_dir / "pulya.toml")
    rubber("r0", "Boris")
    games = rating_json()["games"]
    assert list(games) == ["preferans", "bridge"]  # the registry's order
    assert [r["name"] for r in games["preferans"]["players"]] == ["Boris", "Anna", "Vera"]
    assert games["preferans"]["pairs"] == []  # L9: no sides in a pulya
    assert list(rating_json("--game", "preferans")["games"]) == ["preferans"]
    refused(1, "rating", "--game", "chess", words=["chess"])


def test_l2_every_game_of_the_house_is_rated_apart_from_one_folder(sessions_dir):
    """L1, L2: one folder holding a finished match of each game, each rated on its own.
    Vint: Anna & Vera win the rubber, 5NT made with 11 tricks and 2 aces twice (two games,
    V3, V8). The pulya: Boris, Anna, Vera by vists (P10). Bridge: Boris & Gleb, 4♠ twice.
    Thousand (T30, T31, T40, TG11): Anna 300, 600, then 880 on the barrel, and wins with 120
    made, 1000; Boris 10 + 10 + 10 + 25 = 55, Vera 10 + 10 + 10 + 15 = 45; each pays Anna
    the stake, so they are told apart by their totals (L2): Anna, Boris, Vera."""
    ok("new", "v", "--game", "vint", "--players", FOUR)
    for _ in range(2):
        ok("deal", "5NT", "Anna", "11", "-a", "2", "-s", "v")
    shutil.copy(ROOT / "vintscore" / "examples" / "pulya.toml", sessions_dir / "pulya.toml")
    rubber("b", "Boris")
    ok("new", "t", "--game", "thousand", "--players", "Anna,Boris,Vera")
    big = ("deal", "Anna", "300", "--points", "Anna=100,Boris=12,Vera=8", "--marriage",
           "Anna=100,Anna=80,Anna=60", "-s", "t")
    for deal in (big, big, big, ("deal", "Anna", "120", "--points", "Anna=80,Boris=25,Vera=15",
                                 "--marriage", "Anna=40", "-s", "t")):
        ok(*deal)
    games = rating_json()["games"]
    assert list(games) == ["vint", "preferans", "bridge", "thousand"]  # the registry's order
    order = {g: [r["name"] for r in games[g]["players"]] for g in games}
    assert set(order["vint"][:2]) == {"Anna", "Vera"} and set(order["vint"][2:]) == {
        "Boris", "Gleb"}
    assert order["preferans"] == ["Boris", "Anna", "Vera"]
    assert set(order["bridge"][:2]) == {"Boris", "Gleb"}
    assert order["thousand"] == ["Anna", "Boris", "Vera"]
    assert [sorted(p["players"]) for p in games["vint"]["pairs"]] == [["Anna", "Vera"],
                                                                       ["Boris", "Gleb"]]
    assert games["thousand"]["pairs"] == []  # L5: no sides in Thousand
    assert all(r["matches"] == 1 for g in games.values() for r in g["players"])


def test_in_russian(sessions_dir):
    rubber("r0")
    out = ok("rating", "--lang", "ru").stdout
    assert "бридж: рейтинг по 1 записи" in out, out
    assert "* предварительный: меньше 10 встреч (L6)" in out
    assert "Anna и Vera *" in ok("rating", "--pairs", "--lang", "ru").stdout
    assert ok("rating", "--explain", "anna", "--lang", "ru").stdout.splitlines()[1].startswith(
        "r0, роббер 1: партнёр — Vera, соперники — Boris и Gleb, место 1: 0,0 → ")


def test_its_rules_for_players_are_the_houses_own_document(sessions_dir):
    """`vint rules L4` prints the rating's rule, in English and Russian (rating.*.md)."""
    assert ok("rules", "L4").stdout.startswith("L4 ")
    assert ok("rules", "L6", "--lang", "ru").stdout.startswith("L6 Предварительный")


def test_only_vint_rating_loads_the_rating_library():
    """openskill is imported by `vint rating` alone (ARCHITECTURE.md, "Speed")."""
    import subprocess
    import sys
    code = ("import sys, vintscore.rating, vintscore.services.rating, vintscore.cli.rating; "
            "print('openskill' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True, timeout=60)
    assert out.stdout.strip() == "False"


def test_l10_a_file_that_cannot_be_read_is_skipped_with_a_warning(sessions_dir):
    rubber("r0")
    (sessions_dir / "broken.toml").write_text("this is = not [toml\n", encoding="utf-8")
    r = ok("rating", "--json")
    assert json.loads(r.stdout)["skipped"] == ["broken.toml"]
    assert "broken" in r.stderr and "Traceback" not in r.stderr
    assert [p["name"] for p in json.loads(r.stdout)["games"]["bridge"]["players"]] != []


# -- Vint at a rotation of six: the four seated in each rubber, never the two out ----------

SIX = "Anna,Boris,Vera,Gleb,Dmitri,Egor"  # in cut order, as R6 names them
# R6 (vintscore/rules/vint.en.md, V12), its first four rubbers, worked by hand: two sit out
# each rubber, Anna and Boris the first and the fourth, Gleb and Egor the second, Vera and
# Dmitri the third. Each rubber: (its first side, its second side, who sits out, the side
# that wins it). The winners are the test's choice: the first side, then the second, in turn.
R6_RUBBERS = [
    (("Dmitri", "Egor"), ("Vera", "Gleb"), ("Anna", "Boris"), 0),
    (("Dmitri", "Anna"), ("Vera", "Boris"), ("Gleb", "Egor"), 1),
    (("Egor", "Anna"), ("Gleb", "Boris"), ("Vera", "Dmitri"), 0),
    (("Dmitri", "Vera"), ("Egor", "Gleb"), ("Anna", "Boris"), 1),
]
# Who is rated in which rubbers after each number of rubbers played, read off the table
# above by hand: nobody in a rubber he sat out, and one who has only sat out not at all.
R6_RATED = {
    1: {"Dmitri": [1], "Egor": [1], "Vera": [1], "Gleb": [1]},
    2: {"Dmitri": [1, 2], "Egor": [1], "Vera": [1, 2], "Gleb": [1], "Anna": [2], "Boris": [2]},
    3: {"Dmitri": [1, 2], "Egor": [1, 3], "Vera": [1, 2], "Gleb": [1, 3], "Anna": [2, 3],
        "Boris": [2, 3]},
    4: {"Dmitri": [1, 2, 4], "Egor": [1, 3, 4], "Vera": [1, 2, 4], "Gleb": [1, 3, 4],
        "Anna": [2, 3], "Boris": [2, 3]},
}


@pytest.mark.parametrize("played", [1, 2, 3, 4], ids=[f"R6-{n}-rubbers" for n in range(1, 5)])
def test_l2_vint_at_six_rates_the_four_seated_in_each_rubber(sessions_dir, played):
    """L2, L10: at a rotation of six (V12, R6) each finished rubber is a match of the two
    sides seated in it; the two sitting out are not in it. A rubber: the winning side
    declares 5NT and takes 11 tricks with 2 aces, twice (50 × 11 = 550 below: a game, V3,
    V8; two games the rubber). μ and σ are openskill's own for the same matches (L4), the
    players' and the partnerships' (L5)."""
    from openskill.models import PlackettLuce
    ok("new", "six", "--game", "vint", "--players", SIX)
    for first, second, _, won in R6_RUBBERS[:played]:
        declarer = (first, second)[won][0]
        ok("deal", "5NT", declarer, "11", "-a", "2")
        ok("deal", "5NT", declarer, "11", "-a", "2")
    model = PlackettLuce()
    people: dict[str, Any] = {}  # openskill's ratings, by hand
    pairs: dict[frozenset[str], Any] = {}
    for first, second, out, won in R6_RUBBERS[:played]:
        assert not set(out) & {*first, *second}  # the table as transcribed: six people
        ranks = [1, 2] if won == 0 else [2, 1]
        teams = [[people.setdefault(p, model.rating()) for p in side] for side in (first, second)]
        for side, team in zip((first, second), model.rate(teams, ranks=ranks)):
            people.update(zip(side, team))
        duo = [frozenset(first), frozenset(second)]
        rated = model.rate([[pairs.setdefault(d, model.rating())] for d in duo], ranks=ranks)
        pairs.update((d, team[0]) for d, team in zip(duo, rated))
    data = rating_json()["games"]["vint"]
    rows = {r["name"]: r for r in data["players"]}
    assert set(rows) == set(R6_RATED[played])  # never one who has only sat out
    for name, expected in people.items():
        assert rows[name]["mu"] == pytest.approx(expected.mu, abs=1e-12), name
        assert rows[name]["sigma"] == pytest.approx(expected.sigma, abs=1e-12), name
        steps = json.loads(ok("rating", "--explain", name, "--json").stdout)["steps"]
        assert [s["number"] for s in steps] == R6_RATED[played][name], name
    duos = {frozenset(r["players"]): r for r in data["pairs"]}
    assert set(duos) == set(pairs)
    for duo, expected in pairs.items():
        assert duos[duo]["mu"] == pytest.approx(expected.mu, abs=1e-12), sorted(duo)
        assert duos[duo]["sigma"] == pytest.approx(expected.sigma, abs=1e-12), sorted(duo)
