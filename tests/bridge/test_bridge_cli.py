"""Bridge at the table (issue 22), typed through the command line as a scorekeeper would:
the worked rubbers and chicagos of vintscore/rules/bridge.en.md (BR1, BR2, BC2) with the
document's numbers, every way to enter a deal (B33), the refusals with their rule and no
byte changed, the sheet at a phone's width and in Russian, settle with Law 80 (B14),
log, edit, void, undo and redo, check, rescore, the rules, the help of its commands.

The players are Anna, Boris, Vera, Gleb: North, East, South, West (B31); Anna & Vera
against Boris & Gleb.
"""
from __future__ import annotations

import json

import pytest
from helpers_cli.vintcli import ok, refused, run
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

PLAYERS = "Anna,Boris,Vera,Gleb"
# BR1 (bridge.en.md): We (Anna & Vera) 1690, They (Boris & Gleb) 880: They won two games,
# We win the rubber by 810 on points
BR1 = [("2H", "Anna", "10"), ("4SX", "Boris", "8"), ("3NT", "Boris", "10"),
       ("3S", "Gleb", "9"), ("2D", "Boris", "6"), ("6HX", "Anna", "13"),
       ("1NT", "Boris", "8"), ("3C", "Vera", "9"), ("3H", "Gleb", "9")]


def new(*extra: str) -> None:
    ok("new", "friday", "--game", "bridge", "--players", PLAYERS, "--stake", "1", *extra)


def sheet_json(*extra: str) -> dict:
    return json.loads(ok("sheet", "--json", *extra).stdout)


def settle_json() -> dict:
    return json.loads(ok("settle", "--json").stdout)


def test_br1_typed_deal_by_deal(sessions_dir):
    new()
    for contract, declarer, tricks in BR1:
        ok("deal", contract, declarer, tricks)
    (rubber,) = sheet_json()["rubbers"]
    we, they = rubber["sides"]
    assert rubber["finished"] is True
    assert (we["players"], we["games"], we["total"]) == (["Anna", "Vera"], 1, 1690)
    assert (they["players"], they["games"], they["total"]) == (["Boris", "Gleb"], 2, 880)
    assert they["above"][-1]["amount"] == 500 and they["above"][-1]["reason"] == "rubber"
    settled = settle_json()
    assert settled["players"] == {"Anna": 810, "Boris": -810, "Vera": 810, "Gleb": -810}
    assert settled["money_cents"] == {"Anna": "8.10", "Boris": "-8.10", "Vera": "8.10",
                                      "Gleb": "-8.10"}  # BS1: at 1 a hundred
    text = ok("settle", width=80).stdout
    assert "810" in text and "8.10" in text


@pytest.mark.parametrize("typed, tricks", [
    (("4S=", "Anna"), 10), (("4SX+1", "Anna"), 11), (("3NT-2", "Anna"), 7),
    (("4♠", "Anna", "10"), 10), (("4п", "Anna", "10"), 10), (("3БК", "Anna", "9"), 9),
], ids=["B33-made", "B33-over", "B33-down", "suit-sign", "russian-suit", "russian-nt"])
def test_a_deal_as_bridge_players_say_it(sessions_dir, typed, tricks):
    new()
    ok("deal", *typed)
    (event,) = json.loads(ok("log", "--json").stdout)["events"]
    assert event["kind"] == "deal" and f"{tricks} tricks" in event["text"], event
    assert event["wrote"], event  # a deal writes trick points or undertricks (B1, B6)
    file = (sessions_dir / "friday.toml").read_text(encoding="utf-8")
    assert f"tricks = {tricks}" in file


@pytest.mark.parametrize("args, rule", [
    (("deal", "8S", "Anna", "9"), "B1"),  # a level beyond seven
    (("deal", "4S", "Anna", "14"), "B1"),  # tricks 0 to 13
    (("deal", "4S", "Zed", "10"), "B31"),  # nobody at the table
    (("deal", "3NT", "Anna", "9", "--honours", "Gleb:4"), "B7"),  # trump honours at NT
    (("deal", "4S", "Anna", "10", "--honours", "Gleb:aces"), "B7"),  # aces in a suit
    (("deal", "4SXX+1", "Anna", "9"), "B1"),  # the result and the tricks disagree
])
def test_an_impossible_deal_is_refused_with_its_rule_and_nothing_written(sessions_dir, args,
                                                                         rule):
    new()
    path = sessions_dir / "friday.toml"
    before = path.read_bytes()
    r = run(*args)
    assert r.exit_code in (1, 2) and f"({rule})" in r.stderr, r.stderr
    assert path.read_bytes() == before


def test_br2_unfinished_law_80_said_in_a_line_of_its_own(sessions_dir):
    """BR2: We 4♠ made (a game), They 2♣ with 8 tricks (40): settled 420 against 140."""
    new()
    ok("deal", "4S", "Anna", "10")
    ok("deal", "2C", "Boris", "8")
    settled = settle_json()
    assert settled["players"] == {"Anna": 280, "Boris": -280, "Vera": 280, "Gleb": -280}
    (block,) = settled["rubbers"]
    assert [s["total"] for s in block["sides"]] == [420, 140]
    text = ok("settle").stdout
    assert "Law 80" in text and "B14" in text
    # the same under unfinished_partscore = 50 (BR5): 420 against 90
    rescored = json.loads(ok("rescore", "--rules", "rubber", "--rule",
                             "unfinished_partscore=50", "--json").stdout)
    assert rescored["players"]["Anna"]["then"] == 330


def test_the_sheet_says_vulnerability_part_score_and_the_next_dealer(sessions_dir):
    new()
    ok("deal", "4S", "Anna", "10")  # We: a game, vulnerable from the next deal (B12)
    ok("deal", "2C", "Boris", "8")  # They: 40 toward game
    for width in (60, 80, 200):
        text = ok("sheet", width=width).stdout
        assert all(len(line) <= width for line in text.splitlines()), (width, text)
        flat = " ".join(text.split())
        # B12: We won a game; They have 40 toward game; B31: Anna dealt, then Boris
        assert "vulnerable" in flat and "40" in flat and "Vera deals next" in flat, text
    ru = ok("sheet", "--lang", "ru", width=80).stdout
    assert "в зоне" in ru and "Gleb" in ru  # names as typed


def test_a_chicago_pass_out_is_dealt_again(sessions_dir):
    """BC2: a pass-out by Boris is dealt again by him at the same vulnerability (B22)."""
    new("--rules", "chicago")
    ok("deal", "2H", "Vera", "9")
    ok("pass")
    ok("deal", "4S", "Boris", "10")
    (chicago,) = sheet_json()["chicagos"]
    assert [(d["deal"], d["dealer"]) for d in chicago["deals"]] == [
        (1, "Anna"), (None, "Boris"), (2, "Boris")]


def test_edit_void_undo_redo_and_check(sessions_dir):
    new()
    ok("deal", "4S", "Anna", "10")
    ok("edit", "1", "--tricks", "9")  # now one down
    (rubber,) = sheet_json()["rubbers"]
    assert rubber["sides"][1]["total"] == 50  # B6: one down not vulnerable
    ok("void", "1")
    assert sheet_json()["rubbers"] == []
    ok("undo")
    ok("undo")
    assert sheet_json()["rubbers"][0]["sides"][0]["total"] == 120
    ok("redo")
    assert "fine" in ok("check").stdout


def test_the_rules_and_the_help_are_bridges(sessions_dir):
    assert ok("rules", "B7").stdout.startswith("B7 ")
    assert ok("rules", "B7", "--lang", "ru").stdout.startswith("B7 Онёры")
    new()
    deal = ok("deal", "--help", width=100).stdout
    assert "--honours" in deal and "HOLDER:4|5|aces" in deal and "--coronet" not in deal
    assert "--aces" not in deal
    refused(2, "deal", "4S", "Anna", "10", "--aces", "2")  # Vint's option, not bridge's


def test_five_at_the_table_by_vints_plan_with_stats_and_the_ledger(sessions_dir):
    """B30: five players by Vint's rotation plan — the first rubber's four, one sitting out
    (a deal naming him refused, B30) —; its money in `vint stats` and the club ledger
    beside the other games' (B32: 4♠ made, 120, against 3NT with an overtrick, 130)."""
    ok("new", "five", "--game", "bridge", "--players", "Anna,Boris,Vera,Gleb,Dima",
       "--stake", "0.5")
    assert sheet_json()["rubbers"] == []  # nothing played yet
    out = run("deal", "4S", "Anna", "10")
    assert out.exit_code == 1 and "(B30)" in out.stderr  # Anna sits out rubber 1
    ok("deal", "4S", "Boris", "10")
    ok("deal", "3NT", "Vera", "10")
    settled = settle_json()
    assert settled["players"] == {"Anna": 0, "Boris": -10, "Vera": 10, "Gleb": 10, "Dima": -10}
    stats = json.loads(ok("stats", "--json").stdout)["games"]["bridge"]
    assert stats["sessions"] == 1 and stats["players"]["Vera"]["points"] == 10
    assert stats["players"]["Vera"]["contracts_made"] == 1
    ledger = json.loads(ok("ledger", "--json").stdout)
    assert [s["game"] for s in ledger["sessions"]] == ["bridge"]
    assert ledger["accounts"]["Gleb"]["balance"] == "0.05"


# -- random evenings typed through the command line, against the independent model ---------

_TYPED = st.lists(st.one_of(
    st.just(None),  # a pass-out
    st.tuples(st.sampled_from([f"{lv}{s}{x}" for lv in range(1, 8)
                               for s in ("C", "D", "H", "S", "NT") for x in ("", "X", "XX")]),
              st.sampled_from(["Anna", "Boris", "Vera", "Gleb"]), st.integers(0, 13))),
    max_size=14)


@given(_TYPED, st.sampled_from(["rubber", "chicago"]))
@settings(max_examples=12, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_random_evenings_typed_agree_with_the_model_after_every_deal(sessions_dir, typed,
                                                                      preset):
    """Issue 22, how it will be checked: each deal typed as a scorekeeper types it, and
    after each `vint sheet --json` and `vint settle --json` say what the tests' own model
    of B1–B33 says (tests/bridge/reference.py)."""
    import reference as ref
    name = f"r{abs(hash((tuple(typed), preset))) % 10**9}"
    ok("new", name, "--game", "bridge", "--rules", preset, "--players", PLAYERS)
    events = []
    for one in typed:
        if one is None:
            ok("pass", "-s", name)
            events.append(ref.PassOut())
        else:
            ok("deal", *one, "-s", name)
            events.append(ref.Deal(one[0], one[1], int(one[2])))
        expected = ref.play(tuple(PLAYERS.split(",")), events, ref.Options(scoring=preset))
        data = sheet_json("-s", name)
        blocks = data["chicagos" if preset == "chicago" else "rubbers"]
        assert [b["finished"] for b in blocks] == [b.finished for b in expected.blocks]
        assert [[s["total"] for s in b["sides"]] for b in blocks] == [
            [s.total for s in b.sides] for b in expected.blocks]
        assert data["next_dealer"] == expected.next_dealer
        assert json.loads(ok("settle", "--json", "-s", name).stdout)["players"] == \
            expected.points


def test_five_players_at_the_individual_table_are_refused_in_words(sessions_dir):
    """B30: the individual table takes four; the sentence says so plainly ("the individual
    table", never "a individual table"), and nothing is created."""
    r = refused(1, "new", "five", "--game", "bridge", "--table", "individual",
                "--players", "A,B,C,D,E")
    assert r.stderr.startswith(
        "error: the individual table takes 4 players, got 5 in 'A,B,C,D,E' (B30)\n"), r.stderr
    assert not (sessions_dir / "five.toml").exists()
