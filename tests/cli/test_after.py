"""After the game: rescoring under other rules (V13) and reconciling with the paper sheet.

The demo evening (tests/data/demo.toml) is scored by hand in tests/vint/test_golden.py:
classic gives Anna & Vera +23220 in rubber 1 (27710 – 4490) and +3730 in rubber 2, so
+26950 each. Under 1886 the game bonus is 1000, not 100: Anna & Vera won games 1 and 3
(+900 each), Boris & Gleb game 2 (+900): rubber 1 is 29510 – 5390, +24120; rubber 2 has no
finished game, so +3730; players ±27850.
"""
from __future__ import annotations

import json
import shutil
import tomllib
from pathlib import Path

import pytest
from helpers_cli.vintcli import run

from vintscore import storage
from vintscore.games.vint.presets import PRESETS
from vintscore.rubber.events import RulesChange
from vintscore.session import rules_in_force

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.fixture
def demo(sessions_dir):
    shutil.copy(DATA / "demo.toml", sessions_dir / "demo.toml")
    return sessions_dir / "demo.toml"


def vint(*args):
    return run(*args, width=100)


def points(*extra) -> dict:
    result = vint("settle", "--json", *extra)
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)["players"]


CLASSIC = {"Anna": 26950, "Boris": -26950, "Vera": 26950, "Gleb": -26950}
RULES_1886 = {"Anna": 27850, "Boris": -27850, "Vera": 27850, "Gleb": -27850}


def test_rescore_shows_both_without_writing(demo):
    before = demo.read_bytes()
    result = vint("rescore", "--rules", "1886")
    assert result.exit_code == 0, result.stderr
    assert "+26950" in result.stdout and "+27850" in result.stdout and "+900" in result.stdout
    assert "29510" in result.stdout  # rubber 1 under 1886
    assert demo.read_bytes() == before


def test_rescore_json(demo):
    result = vint("rescore", "--rules", "1886", "--json")
    data = json.loads(result.stdout)
    assert data["format"] == "vintscore-rescore" and data["from"] == "classic"
    assert data["to"] == "1886" and data["written"] is False
    assert {p: v["now"] for p, v in data["players"].items()} == CLASSIC
    assert {p: v["then"] for p, v in data["players"].items()} == RULES_1886
    assert data["then"][0]["sides"][0]["total"] == 29510


def test_write_switches_the_session_and_undo_goes_back(demo):
    assert vint("rescore", "--rules", "1886", "--write").exit_code == 0
    events = tomllib.loads(demo.read_text(encoding="utf-8"))["events"]
    assert events[-1]["kind"] == "rules" and events[-1]["preset"] == "1886"
    assert events[-1]["game_bonus"] == 1000  # every option written out, like [rules]
    assert points() == RULES_1886
    assert vint("undo").exit_code == 0
    assert points() == CLASSIC


def test_a_round_trip_gives_the_original_numbers(demo):
    assert vint("rescore", "--rules", "1886", "--write").exit_code == 0
    assert vint("rescore", "--rules", "classic", "--write").exit_code == 0
    assert points() == CLASSIC
    assert vint("void", "13").exit_code == 0  # the switch back, voided: 1886 again
    assert points() == RULES_1886


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_rescore_to_any_preset_and_back(demo, preset):
    result = vint("rescore", "--rules", preset, "--write")
    if result.exit_code == 1:  # the evening cannot be scored so (double-purchase: level 3 up)
        assert "cannot be scored" in result.stderr
        return
    assert vint("rescore", "--rules", "classic", "--write").exit_code == 0
    assert points() == CLASSIC


def test_rules_that_make_a_deal_impossible_are_refused_and_nothing_is_written(demo):
    before = demo.read_bytes()
    result = vint("rescore", "--rules", "double-purchase", "--write")
    assert result.exit_code == 1
    assert "event 1 cannot be scored" in result.stderr and "(V2)" in result.stderr
    assert demo.read_bytes() == before


def test_a_rules_event_round_trips_through_the_file(demo):
    loaded = storage.load(demo)
    switched = loaded.session.__class__(**{**{f: getattr(loaded.session, f) for f in (
        "title", "created", "players", "rules", "table", "stake", "lang", "game")},
        "events": loaded.session.events + (RulesChange(PRESETS["nut"], note="what if"),)})
    assert storage.parse(storage.dumps(switched)) == switched
    assert rules_in_force(switched) == PRESETS["nut"]


def test_expectations_that_agree(demo):
    result = vint("check", "--expect", "Anna=26950", "--expect", "5:boris=-8670")
    assert result.exit_code == 0, result.stderr
    assert "after event 5: Boris -8670, as on paper" in result.stdout


def test_the_first_expectation_that_differs_shows_where_file_and_paper_part(demo):
    # after event 7 the file gives Anna +6140 (rubber 1 so far); the paper says +6340
    result = vint("check", "--expect", "3:Anna=3490", "--expect", "7:Anna=6340",
                  "--expect", "Anna=26950")
    assert result.exit_code == 1
    assert "after event 7: Anna has +6140 in the file, +6340 on paper" in result.stderr
    assert "at or before event 7 (they agreed after event 3)" in result.stderr
    assert "events 4 to 7" in result.stderr


def test_expectations_from_a_file(demo, tmp_path):
    table = tmp_path / "paper.txt"
    table.write_text("# the paper sheet of Friday\n9:Anna=23220\nGleb=-26950  # the end\n",
                     encoding="utf-8")
    assert vint("check", "--expect-file", table).exit_code == 0
    table.write_text("9:Anna=23000\n", encoding="utf-8")
    result = vint("check", "--expect-file", table)
    assert result.exit_code == 1 and "+23220 in the file, +23000 on paper" in result.stderr


@pytest.mark.parametrize("bad", ["Anna", "Anna=lots", "99:Anna=0", "Zoe=0"])
def test_expectations_that_cannot_be_read_are_refused(demo, bad):
    result = vint("check", "--expect", bad)
    assert result.exit_code == 1 and result.stderr.startswith("error: ")
