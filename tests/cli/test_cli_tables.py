"""Every table size (V11, V12) through the command line.

CliRunner at width 80, no colour, stdout and stderr apart (helpers_cli.vintcli). Every
expected number is computed by hand from vintscore/rules/vint.en.md, with the arithmetic beside it.

Deals typed again and again (classic rules):

* `deal 5S X 11 -h 3 -a 1` ("G"): X's side 50×11 = 550 below (a game, ≥ 500), the others
  50×2 = 100 below; honours 3×500 = 1500 against the others' 3 aces 3×500 = 1500 →
  netted, nothing. Two G by one side in a fresh rubber: 550 + 100 + 550 + 100 + rubber
  2000 = 3300 against 100 + 100 = 200, D = 3100.
* `deal 1NT X 7 -a 2` ("N"): 10×7 = 70 below + aces 2–2 to the declarers (7 tricks)
  2×250 = 500 → 570 against 10×6 = 60.
"""
from __future__ import annotations

import json
import re

import pytest
from helpers_cli.vintcli import new, ok, refused, settle_json, sheet_json, toml

FIVE = ("Anna", "Boris", "Vera", "Gleb", "Dima")  # cut order
G = ("--honours", "3", "--aces", "1")


def g(declarer: str, *extra: str):
    return ok("deal", "5S", declarer, "11", *G, *extra)


def n(declarer: str, *extra: str):
    return ok("deal", "1NT", declarer, "7", "--aces", "2", *extra)


def rotation_json() -> dict:
    return json.loads(ok("rotation", "--json").stdout)


NEXT = re.compile(r"^Next: Rubber (\d+): (.+?) against (.+?)(?:; (.+?) sits? out)?\.$", re.M)


def announced(stdout: str):
    """'Next: Rubber N: A & B against C & D; E sits out.' → (N, {{A,B},{C,D}}, {E})."""
    m = NEXT.search(stdout)
    assert m, f"no 'Next: Rubber …' line in:\n{stdout}"
    out = set(m.group(4).split(", ")) if m.group(4) else set()
    return (int(m.group(1)), {frozenset(m.group(2).split(" & ")), frozenset(m.group(3).split(" & "))},
            out)


def pairs(*names: str) -> set:
    """'Anna&Vera', 'Boris&Gleb' → {{Anna, Vera}, {Boris, Gleb}}."""
    return {frozenset(p.split("&")) for p in names}


def column_sets(columns: list[str]) -> set:
    return {frozenset(c.split(" → ")[-1].split(" & ")) for c in columns}


def points_sum_to_zero(data: dict) -> None:
    """V11: the table sums to zero, in points and in money, rubber by rubber and in all."""
    assert sum(data["players"].values()) == 0
    assert sum(float(m) for m in data["money"].values()) == pytest.approx(0)
    for r in data["rubbers"]:
        assert sum(r["result"].values()) == 0


# -- new -----------------------------------------------------------------------------------

@pytest.mark.parametrize("table, players, words", [
    ("pairs", "Anna,Boris,Vera,Gleb,Dima", ["Boris & Dima", "Vera & Gleb", "Anna sits out",
                                            "rotation of 5 rubbers"]),
    ("pairs", "Anna,Boris,Vera,Gleb,Dima,Eva", ["rotation of 8 rubbers", "sit out"]),
    ("dummy", "Anna,Boris,Vera", ["Anna & dummy", "Boris & Vera"]),
    ("separate", "Anna,Boris,Vera", ["Anna", "Boris", "Vera"]),
    ("two", "Anna,Boris", ["Anna & dummy-Anna", "Boris & dummy-Boris"]),
    ("individual", "Anna,Boris,Vera,Gleb", ["Anna", "Gleb"]),
])
def test_new_each_table_mode(sessions_dir, table, players, words):
    """V12: each table is created, pinned in the file, and rubber 1's lineup is announced."""
    r = ok("new", "t", "--players", players, "--table", table)
    assert r.stderr == ""
    for w in words:
        assert w in r.stdout, (w, r.stdout)
    data = toml(sessions_dir / "t.toml")
    assert data["table"] == table and data["players"] == players.split(",")


@pytest.mark.parametrize("table, players, words", [
    ("pairs", "Anna,Boris,Vera", ["3"]),
    ("pairs", ",".join(f"P{i}" for i in range(13)), ["13"]),
    ("dummy", "Anna,Boris,Vera,Gleb", ["4"]),
    ("dummy", "Anna,Boris", ["2"]),
    ("separate", "Anna,Boris", ["2"]),
    ("separate", "Anna,Boris,Vera,Gleb", ["4"]),
    ("two", "Anna,Boris,Vera", ["3"]),
    ("two", "Anna", ["1"]),
    ("individual", "Anna,Boris,Vera", ["3"]),
    ("individual", "Anna,Boris,Vera,Gleb,Dima", ["5"]),
    ("dummy", "Anna,Boris,dummy", ["dummy"]),
    ("dummy", "Anna,Boris,DUMMY", ["dummy"]),
    ("two", "Anna,dummy-Anna", ["dummy"]),
    ("pairs", "Anna,Boris,Vera,Gleb,Dummy", ["dummy"]),
    ("nine", "Anna,Boris,Vera,Gleb", ["nine"]),
])
def test_new_refusals(sessions_dir, table, players, words):
    """V12: wrong player counts for the table, a player called dummy, an unknown table."""
    refused(1, "new", "t", "--players", players, "--table", table, words=words)
    assert not (sessions_dir / "t.toml").exists()
    assert not (sessions_dir / ".current").exists()


# -- deal --partner ------------------------------------------------------------------------

def test_partner_required_at_individual(sessions_dir):
    new("t", "Anna,Boris,Vera,Gleb", "--table", "individual")
    path = sessions_dir / "t.toml"
    before = path.read_bytes()
    refused(1, "deal", "1NT", "Anna", "7", "--aces", "2", words=["partner", "V12"])
    refused(1, "deal", "1NT", "Anna", "7", "--aces", "2", "--partner", "Anna", words=["partner"])
    refused(1, "deal", "1NT", "Anna", "7", "--aces", "2", "--partner", "Zed")
    assert path.read_bytes() == before
    r = n("Anna", "--partner", "Vera")
    assert r.stderr == ""
    assert toml(path)["events"][0]["partner"] == "Vera"
    rubber = sheet_json()["rubbers"][0]
    # Anna and Vera each 70 + 500 = 570; Boris and Gleb each 60
    got = {s["players"][0]: s["total"] for s in rubber["sides"]}
    assert got == {"Anna": 570, "Boris": 60, "Vera": 570, "Gleb": 60}


@pytest.mark.parametrize("table, players, partner", [
    ("pairs", "Anna,Boris,Vera,Gleb", "Gleb"), ("pairs", "Anna,Boris,Vera,Gleb,Dima", "Dima"),
    ("dummy", "Anna,Boris,Vera", "Vera"), ("separate", "Anna,Boris,Vera", "Vera"),
    ("two", "Anna,Boris", "Anna"),
])
def test_partner_refused_elsewhere(sessions_dir, table, players, partner):
    """V12: --partner is for individual records; elsewhere the partners are the rubber's."""
    new("t", players, "--table", table)
    path = sessions_dir / "t.toml"
    before = path.read_bytes()
    refused(1, "deal", "1NT", "Boris", "7", "--aces", "2", "--partner", partner, words=["partner"])
    assert path.read_bytes() == before


# -- sitting out, and the announcement of the next rubber ----------------------------------

def test_sitting_out_player_refused_and_file_unchanged(sessions_dir):
    """V2, V12: Anna sits out rubber 1 (R5, k=0): a deal naming her is refused, exit 1."""
    new("t", ",".join(FIVE))
    path = sessions_dir / "t.toml"
    before = path.read_bytes()
    refused(1, "deal", "1NT", "Anna", "7", "--aces", "2", words=["Anna", "sits out", "rubber 1"])
    refused(1, "deal", "5S", "Boris", "11", *G, "--coronet", "Anna:H:3", words=["Anna", "sits out"])
    refused(1, "adjust", "Anna", "100", "--reason", "x", words=["Anna"])
    refused(1, "misdeal", "Anna", words=["Anna"])
    assert path.read_bytes() == before


def test_next_rubber_announced_when_a_rubber_ends(sessions_dir):
    """V12: after rubber 1, 'Next: Rubber 2: Vera & Anna against Gleb & Dima; Boris sits out.'"""
    new("t", ",".join(FIVE))
    first = g("Boris").stdout
    assert not NEXT.search(first)  # the rubber goes on: no announcement
    second = g("Dima").stdout
    # R5 k=1: P1 Boris out; P2 & P0 (Vera & Anna) against P3 & P4 (Gleb & Dima)
    assert announced(second) == (2, pairs("Vera&Anna", "Gleb&Dima"), {"Boris"})
    refused(1, "deal", "1NT", "Boris", "7", "--aces", "2", words=["Boris", "sits out", "rubber 2"])


# -- seat ----------------------------------------------------------------------------------

def test_seat_pairs_seats_the_next_rubber_by_hand(sessions_dir):
    new("t", ",".join(FIVE))
    r = ok("seat", "--pairs", "Anna+Boris,Vera+Gleb")
    assert "Dima" in r.stdout and r.stderr == ""
    refused(1, "deal", "1NT", "Dima", "7", "--aces", "2", words=["Dima", "sits out"])
    g("Anna")
    rubber = sheet_json()["rubbers"][0]
    assert rubber["out"] == ["Dima"]
    assert {frozenset(s["players"]) for s in rubber["sides"]} == pairs("Anna&Boris", "Vera&Gleb")
    # Anna & Boris 550 + 100 = 650, Vera & Gleb 100
    assert sorted(s["total"] for s in rubber["sides"]) == [100, 650]


@pytest.mark.parametrize("value, words", [
    ("Anna+Boris,Anna+Gleb", ["four different"]),
    ("Anna+Boris", ["two pairs"]),
    ("Anna+Boris,Vera+Gleb,Dima+Anna", []),
    ("Anna+Boris,Vera+Zed", ["Zed"]),
    ("Anna-Boris,Vera+Gleb", ["Anna-Boris"]),
])
def test_seat_pairs_refusals(sessions_dir, value, words):
    new("t", ",".join(FIVE))
    path = sessions_dir / "t.toml"
    before = path.read_bytes()
    refused(1, "seat", "--pairs", value, words=words)
    assert path.read_bytes() == before


def test_seat_pairs_refused_where_there_are_no_partnerships(sessions_dir):
    new("t", "Anna,Boris,Vera,Gleb", "--table", "individual")
    refused(1, "seat", "--pairs", "Anna+Boris,Vera+Gleb", words=["pairs"])


def test_seat_pairs_at_the_dummy_table(sessions_dir):
    """V12: the table may give the dummy to Vera for rubber 1 (the plan gives it to Anna)."""
    new("t", "Anna,Boris,Vera", "--table", "dummy")
    ok("seat", "--pairs", "Vera+dummy,Anna+Boris")
    ok("adjust", "Vera", "500", "--reason", "test")
    data = settle_json()
    # D = 500 to Vera & dummy: Vera 2·500 = +1000, Anna and Boris −500
    assert data["players"] == {"Anna": -500, "Boris": -500, "Vera": 1000}


def test_seat_join_restarts_the_plan_for_six(sessions_dir):
    new("t", ",".join(FIVE))
    g("Boris")
    g("Dima")  # rubber 1 over (Boris & Dima +3100)
    r = ok("seat", "--join", "Eva")
    assert "Eva" in r.stdout
    data = rotation_json()
    assert set(data["players"]) == set(FIVE) | {"Eva"}
    upcoming = [row for row in data["plan"] if row["status"] in ("next", "planned")]
    # R6: eight rubbers from rubber 2, two out each, sit-outs within one
    assert [row["rubber"] for row in upcoming] == list(range(2, 10))
    assert all(len(row["out"]) == 2 for row in upcoming)
    counts = {p: sum(p in row["out"] for row in upcoming) for p in data["players"]}
    assert max(counts.values()) - min(counts.values()) <= 1


def test_seat_leave_and_its_refusals(sessions_dir):
    new("t", ",".join(FIVE))
    path = sessions_dir / "t.toml"
    g("Boris")  # rubber 1 under way: Boris & Dima against Vera & Gleb, Anna out
    before = path.read_bytes()
    # (Issue 13: `--leave Vera`, who plays in rubber 1, and `--replace Gleb=Anna`, Anna
    # sitting out, were refused here; they are taken now: see the tests after this one.)
    refused(1, "seat", "--join", "Anna", words=["Anna"])  # an existing name
    refused(1, "seat", "--join", "vera", words=["vera"])
    refused(1, "seat", "--join", "dummy", words=["dummy"])
    refused(1, "seat", "--replace", "Zed=Oleg", words=["Zed"])
    refused(1, "seat", "--replace", "Gleb=Vera", words=["Vera", "at the table"])  # she plays
    refused(1, "seat", "--replace", "Gleb", words=["Gleb"])
    refused(1, "seat", words=["nothing"])
    assert path.read_bytes() == before
    # Anna sits out: she may leave now; four remain, from rubber 2 on
    ok("seat", "--leave", "Anna")
    g("Dima")  # rubber 1 ends
    data = rotation_json()
    assert data["players"] == ["Boris", "Vera", "Gleb", "Dima"]
    # four at the table: 1st & 3rd against 2nd & 4th, nobody out
    row = next(r for r in data["plan"] if r["status"] == "next")
    assert column_sets(row["columns"]) == pairs("Boris&Gleb", "Vera&Dima") and row["out"] == []
    # a name that played this evening cannot come back as a newcomer
    refused(1, "seat", "--join", "Anna", words=["Anna"])
    # four at a pairs table: nobody more can leave
    before = path.read_bytes()
    refused(1, "seat", "--leave", "Gleb", words=["4"])
    assert path.read_bytes() == before


@pytest.mark.parametrize("table, players, args", [
    ("individual", "Anna,Boris,Vera,Gleb", ["--leave", "Gleb"]),
    ("individual", "Anna,Boris,Vera,Gleb", ["--join", "Dima"]),
    ("dummy", "Anna,Boris,Vera", ["--join", "Gleb"]),
    ("separate", "Anna,Boris,Vera", ["--leave", "Vera"]),
    ("two", "Anna,Boris", ["--join", "Vera"]),
])
def test_seat_refuses_a_table_of_the_wrong_size(sessions_dir, table, players, args):
    new("t", players, "--table", table)
    path = sessions_dir / "t.toml"
    before = path.read_bytes()
    refused(1, "seat", *args)
    assert path.read_bytes() == before


def test_seat_replace_mid_rubber(sessions_dir):
    """V12: Dima takes Gleb's seat mid-rubber; Gleb keeps the result as it stood.

    Event 1, N by Anna: A&V 570, B&G 60 → D = −510 for Boris & Gleb: Gleb leaves at −510.
    Event 3, N by Dima: B&G/D 570, A&V 60 → totals A&V 630, B&D 630, D = 0 at the end:
    Anna, Vera, Boris 0; Dima gets 0 − (−510) = +510; nothing lost or counted twice.
    """
    new("t", "Anna,Boris,Vera,Gleb")
    n("Anna")
    r = ok("seat", "--replace", "Gleb=Dima")
    assert "Dima" in r.stdout and "Gleb" in r.stdout
    refused(1, "deal", "1NT", "Gleb", "7", "--aces", "2", words=["Gleb"])
    n("Dima")
    data = settle_json()
    assert data["players"] == {"Anna": 0, "Boris": 0, "Vera": 0, "Gleb": -510, "Dima": 510}
    points_sum_to_zero(data)


# -- pass at every table -------------------------------------------------------------------

@pytest.mark.parametrize("table, players", [
    ("pairs", "Anna,Boris,Vera,Gleb,Dima"), ("dummy", "Anna,Boris,Vera"),
    ("separate", "Anna,Boris,Vera"), ("two", "Anna,Boris"), ("individual", "Anna,Boris,Vera,Gleb"),
])
def test_all_pass_at_every_table(sessions_dir, table, players):
    """V9: all four pass: an X for the rubber, nothing written, at every table."""
    new("t", players, "--table", table)
    r = ok("pass")
    assert r.stderr == ""
    rubber = sheet_json()["rubbers"][0]
    assert rubber["x"] == 1 and all(s["total"] == 0 for s in rubber["sides"])


# -- settle --json at every table ----------------------------------------------------------

def _pairs4():
    new("t", "Anna,Boris,Vera,Gleb")
    g("Anna")
    g("Vera")
    # A&V 3300, B&G 200: D = 3100
    return {"Anna": 3100, "Vera": 3100, "Boris": -3100, "Gleb": -3100}


def _pairs5():
    new("t", ",".join(FIVE))
    g("Boris")
    g("Dima")
    # R5 k=0: Boris & Dima 3300 against Vera & Gleb 200; Anna out
    return {"Anna": 0, "Boris": 3100, "Vera": -3100, "Gleb": -3100, "Dima": 3100}


def _pairs6():
    new("t", ",".join(FIVE + ("Eva",)))
    row = rotation_json()["plan"][0]
    winners = sorted(row["columns"][0].split(" & "))
    losers = row["columns"][1].split(" & ")
    g(winners[0])
    g(winners[1])
    expected = {p: 0 for p in FIVE + ("Eva",)}
    expected.update({p: 3100 for p in winners})
    expected.update({p: -3100 for p in losers})
    return expected


def _dummy():
    new("t", "Anna,Boris,Vera", "--table", "dummy")
    g("dummy")
    g("Anna")
    # Anna & dummy 3300 against 200: D = 3100; Anna 2·3100, each opponent −3100
    return {"Anna": 6200, "Boris": -3100, "Vera": -3100}


def _separate():
    new("t", "Anna,Boris,Vera", "--table", "separate")
    g("Vera")
    # Vera 550 alone reaches 500: game and rubber: 550 + 100 + 2000 = 2650; Anna, Boris 100
    # sum 2850: Vera 3·2650 − 2850 = 5100; Anna, Boris 300 − 2850 = −2550
    return {"Anna": -2550, "Boris": -2550, "Vera": 5100}


def _two():
    new("t", "Anna,Boris", "--table", "two")
    g("dummy-Anna")
    g("Anna")
    # Anna & her dummy 3300 against 200: D = 3100; each player 2·D
    return {"Anna": 6200, "Boris": -6200}


def _individual():
    new("t", "Anna,Boris,Vera,Gleb", "--table", "individual")
    n("Anna", "--partner", "Vera")
    # Anna, Vera 570; Boris, Gleb 60; sum 1260: 4·570 − 1260 = 1020, 4·60 − 1260 = −1020
    return {"Anna": 1020, "Boris": -1020, "Vera": 1020, "Gleb": -1020}


@pytest.mark.parametrize("play", [_pairs4, _pairs5, _pairs6, _dummy, _separate, _two, _individual],
                         ids=lambda f: f.__name__.strip("_"))
def test_settle_json_at_every_table(sessions_dir, play):
    expected = play()
    data = settle_json()
    assert data["players"] == expected
    # stake 1.00 per 100 points: money = points / 100
    assert {p: float(m) for p, m in data["money"].items()} == {p: v / 100 for p, v in expected.items()}
    points_sum_to_zero(data)
    rot = rotation_json()
    assert rot["totals"] == expected


# -- rotation --json keys ------------------------------------------------------------------

def test_rotation_json_keys_at_the_dummy_table(sessions_dir):
    new("t", "Anna,Boris,Vera", "--table", "dummy")
    data = rotation_json()
    assert data["format"] == "vintscore-rotation" and data["schema_version"] == 1
    assert data["session"] == "t" and data["table"] == "dummy"
    assert data["players"] == ["Anna", "Boris", "Vera"]
    assert data["running"] == [] and data["totals"] == {"Anna": 0, "Boris": 0, "Vera": 0}
    # the cycle: Anna, Boris, Vera with the dummy, in cut order
    assert [row["rubber"] for row in data["plan"]] == [1, 2, 3]
    assert [row["status"] for row in data["plan"]] == ["next", "planned", "planned"]
    for row, holder in zip(data["plan"], ("Anna", "Boris", "Vera")):
        assert set(row) == {"rubber", "columns", "out", "status"}
        assert frozenset({holder, "dummy"}) in column_sets(row["columns"])


# -- a five-player evening to the end of the plan ------------------------------------------

# R5, players in cut order: rubber k+1 has Pk out; P(k+1) & P(k+4) against P(k+2) & P(k+3)
R5 = [
    (pairs("Boris&Dima", "Vera&Gleb"), {"Anna"}),
    (pairs("Vera&Anna", "Gleb&Dima"), {"Boris"}),
    (pairs("Gleb&Boris", "Dima&Anna"), {"Vera"}),
    (pairs("Dima&Vera", "Anna&Boris"), {"Gleb"}),
    (pairs("Anna&Gleb", "Boris&Vera"), {"Dima"}),
]

# Each rubber's result, by hand:
# 1. Boris G, Boris G: B&D 3300, V&G 200 → ±3100.
# 2. pass (X), Gleb G, Dima G: G&D 3300 + X 500 = 3800, V&A 200 → ±3600.
# 3. Dima G (game 1), Gleb G (game 2), Anna G (game 3):
#    D&A 550 + 100 + 100 + 550 + 100 + 2000 = 3400; G&B 100 + 550 + 100 + 100 = 850 → ±2550.
# 4. Vera G, Dima G: D&V 3300, A&B 200 → ±3100.
# 5. Anna G, Gleb G: A&G 3300, B&V 200 → ±3100.
RUNNING = [
    {"Anna": 0, "Boris": 3100, "Vera": -3100, "Gleb": -3100, "Dima": 3100},
    {"Anna": -3600, "Boris": 0, "Vera": -3600, "Gleb": 3600, "Dima": 3600},
    {"Anna": 2550, "Boris": -2550, "Vera": 0, "Gleb": -2550, "Dima": 2550},
    {"Anna": -3100, "Boris": -3100, "Vera": 3100, "Gleb": 0, "Dima": 3100},
    {"Anna": 3100, "Boris": -3100, "Vera": -3100, "Gleb": 3100, "Dima": 0},
]
# Anna 0 − 3600 + 2550 − 3100 + 3100 = −1050; Boris 3100 + 0 − 2550 − 3100 − 3100 = −5650;
# Vera −3100 − 3600 + 0 + 3100 − 3100 = −6700; Gleb −3100 + 3600 − 2550 + 0 + 3100 = 1050;
# Dima 3100 + 3600 + 2550 + 3100 + 0 = 12350. Sum: −13400 + 13400 = 0.
TOTALS = {"Anna": -1050, "Boris": -5650, "Vera": -6700, "Gleb": 1050, "Dima": 12350}

RUBBERS = [["Boris", "Boris"], ["pass", "Gleb", "Dima"], ["Dima", "Gleb", "Anna"],
           ["Vera", "Dima"], ["Anna", "Gleb"]]


def test_five_player_evening_to_the_end_of_the_plan(sessions_dir):
    new("t", ",".join(FIVE))
    for k, rubber in enumerate(RUBBERS):
        for i, who in enumerate(rubber):
            r = ok("pass") if who == "pass" else g(who)
            last = i == len(rubber) - 1
            assert bool(NEXT.search(r.stdout)) == last, r.stdout
        if k < 4:  # the plan's next rubber
            assert announced(r.stdout) == (k + 2, *R5[k + 1])
        else:  # after the fifth the schedule starts again: rubber 6 as rubber 1 (Anna out)
            assert announced(r.stdout) == (6, *R5[0])
        data = rotation_json()
        assert [row["result"] for row in data["running"]] == RUNNING[:k + 1]
        assert all(row["finished"] for row in data["running"])

    data = rotation_json()
    assert data["format"] == "vintscore-rotation" and data["schema_version"] == 1
    assert data["session"] == "t" and data["table"] == "pairs"
    assert data["players"] == list(FIVE)
    assert set(data) == {"format", "schema_version", "session", "table", "players", "plan",
                         "running", "totals"}
    assert all(set(row) == {"rubber", "columns", "out", "status"} for row in data["plan"])
    assert all(set(row) == {"rubber", "finished", "result"} for row in data["running"])
    done = [row for row in data["plan"] if row["status"] == "done"]
    assert [row["rubber"] for row in done] == [1, 2, 3, 4, 5]
    for row, (lineup, out) in zip(done, R5):
        assert column_sets(row["columns"]) == lineup and set(row["out"]) == out
    assert [row["rubber"] for row in data["running"]] == [1, 2, 3, 4, 5]
    assert data["totals"] == TOTALS
    # the running table equals the settlement
    settled = settle_json()
    assert settled["players"] == TOTALS
    for r, row in zip(settled["rubbers"], RUNNING):
        assert {p: r["result"].get(p, 0) for p in FIVE} == row
    points_sum_to_zero(settled)
    # the text table shows the totals row, signed
    text = ok("rotation").stdout
    total_line = next(line for line in text.splitlines() if line.strip().startswith("total"))
    numbers = [int(x.replace("−", "-")) for x in re.findall(r"[+\-−]?\d+", total_line)]
    assert numbers == [TOTALS[p] for p in FIVE]
