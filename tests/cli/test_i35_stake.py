"""Issue 35, point 3: the stake after the fact.

A scorekeeper who forgot `--stake` at `vint new` changes it with `vint edit --stake S` (and
the title with `--title T`), without an event number, in every game: one revision that
`vint undo` reverts and `vint history` names, the club ledger following; `vint settle
--stake S` shows the settlement at another stake and writes nothing (docs/contract.md,
"vint edit", "vint settle").

The money is worked by hand from V11 (money = points × stake / 100), not by running the
code: the shipped demo (vintscore/examples/demo.toml, stake 0.10) settles Anna and Vera
+26950 points each, Boris and Gleb −26950, that is ±26.95 at 0.10; at 1.00 ten times that,
±269.50; at 0.50 five times, ±134.75.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers_cli.vintcli import ok, refused, run, settle_json, toml

DEMO = Path(__file__).resolve().parents[2] / "vintscore" / "examples" / "demo.toml"
POINTS = 26950  # Anna's (and Vera's) points in the demo; Boris and Gleb −26950

pytestmark = pytest.mark.usefixtures("sessions_dir")


def money(points: int, stake: str) -> str:
    """V11 by hand: points × stake / 100, to the cent (every amount here is whole cents)."""
    from decimal import Decimal
    return f"{Decimal(points) * Decimal(stake) / 100:.2f}"


@pytest.fixture
def mine(sessions_dir) -> Path:
    """The demo as a session of the folder's own (an example is never written)."""
    path = sessions_dir / "mine.toml"
    path.write_bytes(DEMO.read_bytes())
    ok("use", "mine")
    return path


def history(*extra) -> dict:
    return json.loads(ok("history", "--json", *extra).stdout)


def test_i35_p3_hand_worked_amounts():
    assert money(POINTS, "0.10") == "26.95"  # what `vint settle -s demo` shows
    assert money(POINTS, "1.00") == "269.50"
    assert money(POINTS, "0.50") == "134.75"


def test_i35_p3_stake_changed_after_new(mine):
    result = ok("edit", "--stake", "1.00")
    assert "0.10 → 1.00" in result.stdout
    assert "+269.50" in result.stdout  # the settlement at the new stake, shown
    assert toml(mine)["stake"] == "1.00"
    settled = settle_json()
    assert settled["stake"] == "1.00"
    assert settled["money"] == {"Anna": "269.50", "Boris": "-269.50",
                                "Vera": "269.50", "Gleb": "-269.50"}
    last = history()["revisions"][-1]
    assert last["command"] == "edit" and last["header"] is True
    assert last["added"] == last["removed"] == last["changed"] == []


def test_i35_p3_stake_changed_then_undone(mine):
    before = mine.read_bytes()
    ok("edit", "--stake", "1")
    assert toml(mine)["stake"] == "1.00"  # kept as the file writes a stake
    undone = ok("undo")
    assert "edit" in undone.stdout and "stake" in undone.stdout
    assert mine.read_bytes() == before
    assert settle_json()["money"]["Anna"] == "26.95"
    ok("redo")
    assert settle_json()["money"]["Anna"] == "269.50"


def test_i35_p3_the_ledger_follows_the_new_stake(mine):
    def counted() -> dict:
        report = json.loads(ok("ledger", "--json").stdout)
        (session,) = report["sessions"]
        return session

    assert counted()["money"]["Anna"] == "26.95"  # counted (and cached) at 0.10 first
    ok("edit", "--stake", "0.50")
    session = counted()
    assert session["stake"] == "0.50"
    assert session["money"] == {"Anna": "134.75", "Boris": "-134.75",
                                "Vera": "134.75", "Gleb": "-134.75"}
    ok("undo")
    assert counted()["money"]["Anna"] == "26.95"


def test_i35_p3_settled_at_another_stake_writes_nothing(mine):
    before = mine.read_bytes()
    revisions = len(history()["revisions"])
    shown = ok("settle", "--stake", "1.00").stdout
    assert "at 1.00 per 100 points" in shown and "Boris pays Anna 269.50" in shown
    settled = settle_json("--stake", "0.5")
    assert settled["stake"] == "0.50"
    assert settled["players"]["Anna"] == POINTS
    assert settled["money"]["Anna"] == money(POINTS, "0.50") == "134.75"
    assert {"from": "Gleb", "to": "Vera", "amount": "134.75"} in settled["payments"]
    assert mine.read_bytes() == before
    assert len(history()["revisions"]) == revisions
    assert settle_json()["money"]["Anna"] == "26.95"  # the session's own stake still


def test_i35_p3_settle_stake_of_an_example():
    """An example is never written, but may be settled at any stake."""
    assert settle_json("-s", "demo", "--stake", "1")["money"]["Boris"] == "-269.50"


def test_i35_p3_russian_decimal_comma(mine):
    ok("edit", "--stake", "0,5", "--lang", "ru")
    assert toml(mine)["stake"] == "0.50"
    shown = ok("settle", "--stake", "0,2", "--lang", "ru").stdout
    assert money(POINTS, "0.2") == "53.90"
    assert "53,90" in shown and "0,20" in shown  # the decimal comma, as Russian writes it


def test_i35_p3_title_changed_and_undone(mine):
    before = mine.read_bytes()
    result = ok("edit", "--title", "Friday night")
    assert "Friday night" in result.stdout
    assert toml(mine)["title"] == "Friday night"
    assert toml(mine)["stake"] == "0.10"
    ok("undo")
    assert mine.read_bytes() == before


def test_i35_p3_stake_and_title_one_revision(mine):
    revisions = len(history()["revisions"])
    ok("edit", "--stake", "2", "--title", "Big Friday")
    assert (toml(mine)["stake"], toml(mine)["title"]) == ("2.00", "Big Friday")
    assert len(history()["revisions"]) == revisions + 1


@pytest.mark.parametrize("args, words", [
    (("--stake", "0.10"), ["changes nothing", "0.10"]),
    (("--stake", "0.1"), ["changes nothing"]),
    (("--title", "Friday at Boris's"), ["changes nothing"]),
])
def test_i35_p3_no_op_refused(mine, args, words):
    before = mine.read_bytes()
    revisions = len(history()["revisions"])
    refused(1, "edit", *args, words=words)
    assert mine.read_bytes() == before
    assert len(history()["revisions"]) == revisions


@pytest.mark.parametrize("args, code, words", [
    (("3", "--stake", "1"), 2, ["--stake", "event 3"]),
    (("3", "--title", "T"), 2, ["--title"]),
    ((), 2, ["--stake"]),
    (("--tricks", "9", "--stake", "1"), 2, ["--tricks"]),
    (("--stake", "lots"), 1, ["lots"]),
])
def test_i35_p3_refused(mine, args, code, words):
    before = mine.read_bytes()
    refused(code, "edit", *args, words=words)
    assert mine.read_bytes() == before


def test_i35_p3_settle_stake_unreadable(mine):
    refused(1, "settle", "--stake", "lots", words=["lots"])


@pytest.mark.parametrize("game, players", [
    ("vint", "Anna,Boris,Vera,Gleb"),
    ("preferans", "Anna,Boris,Vera"),
    ("bridge", "Anna,Boris,Vera,Gleb"),
])
def test_i35_p3_every_game(sessions_dir, game, players):
    ok("new", "evening", "--players", players, "--game", game)
    path = sessions_dir / "evening.toml"
    before = path.read_bytes()
    assert toml(path)["stake"] == "1.00"  # forgotten at `vint new`
    ok("edit", "--stake", "0.25", "--title", "Late")
    assert (toml(path)["stake"], toml(path)["title"]) == ("0.25", "Late")
    assert settle_json()["stake"] == "0.25"
    assert settle_json("--stake", "3")["stake"] == "3.00"
    assert toml(path)["stake"] == "0.25"
    ok("undo")
    assert path.read_bytes() == before


def test_i35_p3_help_names_the_options(mine):
    assert "--stake" in ok("edit", "--help").stdout
    assert "--title" in ok("edit", "--help").stdout
    assert "--stake" in ok("settle", "--help").stdout
    assert run("edit", "--help", "--lang", "ru").exit_code == 0
