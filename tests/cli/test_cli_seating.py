"""`vint seat` and `vint rotation` when the table changes (V11, V12; issue 13).

The evenings of the issue, typed at the command line: a player joins after rubber 1, a
player leaves in the middle of his rubber, a player sitting out takes a seat. The plans
expected are worked out by hand from the fairness rule (tests/vint/test_seating.py has the
derivations, F1 and F2); here: what the scorekeeper sees and what the file keeps.

Deals typed (classic rules): `deal 5S X 11 -h 3 -a 1` ("G"): X's side 550 below (a game)
against 100, honours netted; two G by one side: 3300 against 200, D = 3100.
`deal 1NT X 7 -a 2` ("N"): 70 below + aces 2–2 500 = 570 against 60.
"""
from __future__ import annotations

import json

from helpers_cli.vintcli import new, ok, refused, settle_json, toml

FIVE = "A1,B2,C3,D4,E5"
NAMES = "Anna,Boris,Vera,Gleb,Dima"  # R5 rubber 1: Anna out; Boris & Dima against Vera & Gleb
G = ("--honours", "3", "--aces", "1")


def g(declarer: str):
    return ok("deal", "5S", declarer, "11", *G)


def n(declarer: str):
    return ok("deal", "1NT", declarer, "7", "--aces", "2")


def plan_rows() -> list[dict]:
    return [row for row in json.loads(ok("rotation", "--json").stdout)["plan"]
            if row["status"] in ("next", "planned")]


def test_join_after_rubber_1_re_plans_from_the_evening(sessions_dir):
    """F1, F2 (the issue): after rubber 1 (A1 out), F6 joins. Rubber 2: A1 & E5 against
    D4 & F6, B2 and C3 out: A1 does not sit out twice running, C3 & D4 do not partner
    again, and `vint rotation` says why the plan changed."""
    new("club", FIVE)
    g("B2")
    g("B2")
    r = ok("seat", "--join", "F6")
    assert "Next: Rubber 2: A1 & E5 against D4 & F6; B2, C3 sit out." in r.stdout
    assert "Re-planned after F6 joined: who has sat out least sits out first" in r.stdout
    rows = plan_rows()
    assert [row["rubber"] for row in rows] == list(range(2, 10))  # a cycle for six
    assert rows[0]["out"] == ["B2", "C3"]
    assert "Re-planned after F6 joined" in ok("rotation").stdout
    assert toml(sessions_dir / "club.toml")["events"][-1] == {
        "kind": "seat", "join": ["F6"], "plan": "fair"}


def test_join_re_planned_in_russian_names_undeclined(sessions_dir):
    new("club", FIVE, "--lang", "ru")
    g("B2")
    g("B2")
    text = ok("seat", "--join", "F6").stdout
    assert "Очерёдность составлена заново (за стол садится F6)" in text
    assert "первыми отдыхают те, кто отдыхал меньше" in text


def test_leave_in_the_middle_of_ones_rubber_is_after_it(sessions_dir):
    """V12 (docs/tables.md: "a player leaves after his rubber"): Vera plays rubber 1 (Boris & Dima
    against Vera & Gleb, Anna out). She says she leaves: the file keeps it plainly among
    rubber 1's deals, she plays on, and when the rubber ends she is off and rubber 2 is
    planned for the four left: Anna, Boris, Gleb, Dima; 1st & 3rd (Anna & Gleb; Boris &
    Dima) repeats Boris & Dima, so Anna & Dima against Boris & Gleb."""
    new("club", NAMES)
    path = sessions_dir / "club.toml"
    n("Boris")
    r = ok("seat", "--leave", "Vera")
    assert "Vera plays rubber 1 to its end, then leaves the table." in r.stdout
    assert "Vera leaves the table after rubber 1." in r.stdout
    events = toml(path)["events"]
    assert events[-1] == {"kind": "seat", "leave": ["Vera"], "plan": "fair"}
    assert "Vera leaves the table after rubber 1." in ok("rotation").stdout
    n("Vera")  # she still plays
    g("Boris")
    last = g("Boris").stdout  # Boris & Dima win rubber 1
    assert "Vera leaves the table, as announced." in last
    assert "Next: Rubber 2: Anna & Dima against Boris & Gleb." in last
    refused(1, "deal", "1NT", "Vera", "7", "--aces", "2", words=["Vera", "rubber 2"])
    assert json.loads(ok("rotation", "--json").stdout)["players"] == ["Anna", "Boris", "Gleb",
                                                                      "Dima"]


def test_one_sitting_out_takes_a_seat_mid_rubber(sessions_dir):
    """V11, V12 (the issue: refused before, "the most common substitution at a real table").

    Event 1, N by Boris: Boris & Dima 570, Vera & Gleb 60 (D −510). Anna, sitting out,
    takes Gleb's seat: Gleb keeps −510 and sits out the rest. Event 3, N by Anna: Vera &
    Anna 570, Boris & Dima 60: 630 – 630, so Anna +510, the others 0; the sum is zero.
    """
    new("club", NAMES)
    path = sessions_dir / "club.toml"
    n("Boris")
    r = ok("seat", "--replace", "Gleb=Anna")
    assert "Anna takes Gleb's seat at once; Gleb sits out the rest of rubber 1." in r.stdout
    assert "Now: Rubber 1: Boris & Dima against Vera & Anna; Gleb sits out." in r.stdout
    assert toml(path)["events"][-1] == {"kind": "seat", "replace": ["Gleb=Anna"],
                                        "plan": "fair"}
    before = path.read_bytes()
    refused(1, "deal", "1NT", "Gleb", "7", "--aces", "2", words=["Gleb", "sits out"])
    assert path.read_bytes() == before
    n("Anna")
    data = settle_json()
    assert data["players"] == {"Anna": 510, "Boris": 0, "Vera": 0, "Gleb": -510, "Dima": 0}
    assert sum(data["players"].values()) == 0


def test_a_file_from_before_issue_13_keeps_its_plan(sessions_dir):
    """Backward compatibility: a seat change without `plan` (an older file) reads as it did:
    the join restarts R6 for six from rubber 2 (the two highest cards, A1 and B2, out), and
    `vint rotation` gives no reason for a re-planning that did not happen."""
    new("club", FIVE)
    g("B2")
    g("B2")
    ok("seat", "--join", "F6")
    path = sessions_dir / "club.toml"
    text = path.read_text(encoding="utf-8")
    assert text.endswith('plan = "fair"\n')
    path.write_text(text.replace('plan = "fair"\n', ""), encoding="utf-8")
    ok("check")
    rows = plan_rows()
    assert rows[0]["out"] == ["A1", "B2"] and len(rows) == 8
    assert "Re-planned" not in ok("rotation").stdout
