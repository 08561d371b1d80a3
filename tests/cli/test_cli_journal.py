"""Mending the journal from the command line: log, undo, void, edit (docs/contract.md, "Commands").

After `undo`, `void` or `edit` the whole session is replayed; a change that makes a
later event impossible is refused, naming that event, and nothing is written.
Expected numbers are worked out by hand from vintscore/rules/vint.en.md in the comments.
Players: Anna & Vera (1st & 3rd) against Boris & Gleb.
"""
from __future__ import annotations

import re

import pytest
from helpers_cli.vintcli import (
    AV,
    BG,
    above,
    below,
    log_json,
    new,
    ok,
    refused,
    sheet_json,
    toml,
    totals,
)

# The base deal of most tests: 2H by Anna, 8 tricks, 3 honours and 2 aces (vintscore/rules/vint.en.md):
# V3 V = 20: Anna & Vera 8·20 = 160 below, Boris & Gleb 5·20 = 100 below;
# V5 honours 3·200 = 600, aces 2–2 and Anna & Vera took 8 ≥ 7: 2·200 = 400 → 1000.
# Totals: Anna & Vera 1160, Boris & Gleb 100.
BASE = ("deal", "2H", "Anna", "8", "--honours", "3", "--aces", "2")
BASE_TOTALS = (1160, 100)


@pytest.fixture
def path(sessions_dir):
    new()
    return sessions_dir / "friday.toml"


def events(path) -> list[dict]:
    return toml(path).get("events", [])


# ------------------------------------------------------------------------------------
# vint log


def _four_events(path):
    ok(*BASE)
    ok("pass")
    ok("adjust", "Boris", "--reason", "correction", "--", "-500")
    ok("misdeal", "Boris")
    ok("void", "2")


@pytest.mark.parametrize("width", [120, 80, 60])
def test_log_lists_every_event_numbered_with_void_marked(path, width):
    # from 100 columns a table ("1 │ …"); narrower a paragraph an event under its number,
    # right-justified in the numbers' column (issue 14: 2–3 lines an event at 60)
    _four_events(path)
    out = ok("log", width=width).stdout
    event = r"^\s*(\d+)\s*│" if width >= 100 else r"^(\d) "  # (one figure: 4 events)
    numbers = [int(m) for m in re.findall(event, out, re.M)]
    assert numbers == [1, 2, 3, 4], out
    rows = re.split(rf"(?={event})", out, flags=re.M)
    by_number = {int(re.match(event, r).group(1)): r for r in rows if re.match(event, r)}
    assert "void" in by_number[2] and "void" not in by_number[1]
    assert "1160" not in out  # the log shows what each event wrote, not totals
    assert "160" in by_number[1] and "1000" in by_number[1] and "100" in by_number[1]
    assert "-500" in by_number[3] and "20" in by_number[4]


def test_log_json(path):
    _four_events(path)
    data = log_json()
    assert data["format"] == "vintscore-log" and data["schema_version"] == 1
    evs = data["events"]
    assert [e["number"] for e in evs] == [1, 2, 3, 4]
    assert [e["kind"] for e in evs] == ["deal", "pass", "adjust", "misdeal"]
    assert [e["void"] for e in evs] == [False, True, False, False]

    def wrote(e):
        return sorted((tuple(w["players"]), w["amount"], w["reason"], w["below"]) for w in e["wrote"])

    av, bg = ("Anna", "Vera"), ("Boris", "Gleb")
    assert wrote(evs[0]) == sorted([(av, 160, "tricks", True), (av, 1000, "honours", False),
                                    (bg, 100, "tricks", True)])
    assert wrote(evs[1]) == []  # void: writes nothing, not even an X
    assert wrote(evs[2]) == [(bg, -500, "adjustment", False)]
    assert wrote(evs[3]) == [(av, 20, "misdeal", False)]  # V10: Boris dealt 14 cards


def test_log_of_an_empty_session(path):
    assert ok("log").stdout.strip() != ""
    assert log_json()["events"] == []


# ------------------------------------------------------------------------------------
# vint undo


def test_undo_removes_the_last_event_and_keeps_a_backup(path, sessions_dir):
    ok(*BASE)
    ok("pass")
    before = path.read_bytes()
    r = ok("undo")
    assert "event 2" in r.stdout.casefold()
    assert [e["kind"] for e in events(path)] == ["deal"]
    kept = [p for p in (sessions_dir / ".backup").iterdir() if p.read_bytes() == before]
    assert kept, "the removed event is kept in a backup"
    assert totals() == BASE_TOTALS and sheet_json()["rubbers"][0]["x"] == 0
    ok("undo")
    assert events(path) == []


def test_undo_with_nothing_to_undo_is_refused(path):
    before = path.read_bytes()
    refused(1, "undo", words=["nothing to undo"])
    assert path.read_bytes() == before


def test_undo_a_deal_that_won_the_game_reopens_it(path):
    ok("adjust", "Anna", "480", "--below", "--reason", "setup")
    ok(*BASE)  # 480 + 160 = 640: Anna & Vera win game 1 (V8), 100
    assert sheet_json()["rubbers"][0]["sides"][AV]["games"] == 1
    ok("undo")
    r = sheet_json()["rubbers"][0]
    assert r["sides"][AV]["games"] == 0 and r["sides"][AV]["total"] == 480


# ------------------------------------------------------------------------------------
# vint void


def _two_deals():
    ok(*BASE)
    # 1S by Boris, 7 tricks, 3 honours, 2 aces: V3 Boris & Gleb 70 below, Anna & Vera 60;
    # V5 3·100 = 300 + aces 2–2 on the odd trick (7) 2·100 = 200 → 500 to Boris & Gleb.
    ok("deal", "1S", "Boris", "7", "--honours", "3", "--aces", "2")


def test_void_skips_the_event_and_restore_brings_it_back(path):
    _two_deals()
    assert totals() == (1160 + 60, 100 + 70 + 500)
    r = ok("void", "2")
    assert "2" in r.stdout
    assert events(path)[1]["void"] is True and len(events(path)) == 2
    assert totals() == BASE_TOTALS
    r1 = sheet_json()["rubbers"][0]
    assert all(e["event"] != 2 for s in (AV, BG) for e in r1["sides"][s]["above"])
    assert log_json()["events"][1]["void"] is True
    ok("void", "2", "--restore")
    assert events(path)[1].get("void", False) is False
    assert totals() == (1220, 670)


def test_void_refusals(path):
    _two_deals()
    ok("void", "1")
    before = path.read_bytes()
    refused(1, "void", "1", words=["void"])  # already void
    refused(1, "void", "2", "--restore")  # not void
    refused(1, "void", "3", words=["3"])  # no such event
    refused(1, "void", "0")
    refused(2, "void", "two")
    refused(2, "void")
    assert path.read_bytes() == before


# ------------------------------------------------------------------------------------
# vint edit: a deal


@pytest.mark.parametrize("options, fields, expected", [
    # V1/V4: 3H needs 9, 8 taken, one down 1000·3 = 3000 to Boris & Gleb; V3 V = 30:
    # 240 and 150 below; V5 honours 3·300 + aces 2·300 = 1500 to Anna & Vera.
    (["--contract", "3H"], {"contract": "3H"}, (240 + 1500, 150 + 3000)),
    # Boris declares with the same cards: his side writes what Anna's wrote.
    (["--declarer", "Boris"], {"declarer": "Boris"}, (100, 1160)),
    # 9 tricks: 180 and 80 below; honours and aces unchanged 1000.
    (["--tricks", "9"], {"tricks": 9}, (180 + 1000, 80)),
    # 4 honours · 200 = 800 + 400 = 1200.
    (["--honours", "4"], {"honours": 4}, (160 + 1200, 100)),
    # 1 ace: V5 Anna & Vera's 3 honours 600 against Boris & Gleb's 3 aces 600: nothing.
    (["--aces", "1"], {"aces": 1}, (160, 100)),
    # 2NT: made with 8; V5 at no-trump only aces: 2–2 on the odd trick 2·500 = 1000.
    (["--contract", "2NT"], {"contract": "2NT", "honours": None}, (160 + 1000, 100)),
    # 3NT one down: 3000; below 240 and 150; aces 2–2 on the odd trick 2·750 = 1500.
    (["--contract", "3NT", "--no-honours"], {"contract": "3NT", "honours": None},
     (240 + 1500, 150 + 3000)),
    # V6: Vera's A-K-Q of spades, a plain suit: 500.
    (["--coronet", "Vera:S:3"], {"coronets": ["Vera:S:3"]}, (1160 + 500, 100)),
    # and Gleb's A-K-Q-J of diamonds, plain: 500·2 = 1000 to Boris & Gleb.
    (["--coronet", "Vera:S:3", "--coronet", "Gleb:D:4"], {"coronets": ["Vera:S:3", "Gleb:D:4"]},
     (1160 + 500, 100 + 1000)),
    # V10: Boris & Gleb revoke and give 3 of their 5 tricks: 11 and 2 → 220 and 40 below;
    # honours 600 + aces 2–2 on the odd trick 400 = 1000.
    (["--revoke", "Boris"], {"revokes": ["Boris"]}, (220 + 1000, 40)),
    (["--first", "Gleb"], {"first": "Gleb"}, BASE_TOTALS),  # used only when both reach 500
    (["--note", "entered late"], {"note": "entered late"}, BASE_TOTALS),
], ids=["contract", "declarer", "tricks", "honours", "aces", "contract NT clears honours",
        "no-honours", "coronet", "two coronets", "revoke", "first", "note"])
def test_edit_a_deal_field(path, options, fields, expected):
    ok(*BASE)
    r = ok("edit", "1", *options)
    assert "Event 1" in r.stdout
    event = events(path)[0]
    for key, value in fields.items():
        assert event.get(key) == value, (key, event)
    assert totals() == expected


def test_edit_list_options_replace_the_whole_list(path):
    ok(*BASE, "--coronet", "Vera:S:3", "--revoke", "Boris")
    ok("edit", "1", "--coronet", "Gleb:D:4")
    assert events(path)[0]["coronets"] == ["Gleb:D:4"]
    # V6 Gleb 1000 to Boris & Gleb; the revoke as in the table above: 220 + 1000 and 40.
    assert totals() == (1220, 40 + 1000)
    ok("edit", "1", "--revoke", "Anna")
    assert events(path)[0]["revokes"] == ["Anna"]
    # V10: Anna & Vera give 3 of their 8: 5 and 8. Below 100 and 160; V4 2H needs 8: three
    # down 3·2000 = 6000; V5 honours 600 to Anna & Vera, aces 2–2 on the odd trick now
    # Boris & Gleb's (8 ≥ 7): 400 → net 200 to Anna & Vera. Gleb's coronet 1000.
    assert totals() == (100 + 200, 160 + 6000 + 1000)
    ok("edit", "1", "--no-coronets", "--no-revokes")
    event = events(path)[0]
    assert "coronets" not in event and "revokes" not in event
    assert totals() == BASE_TOTALS


def test_edit_first_and_no_first(path):
    ok("adjust", "Anna", "480", "--below", "--reason", "setup")
    ok("adjust", "Boris", "480", "--below", "--reason", "setup")
    # 2H by Anna, 7 tricks: 480 + 140 = 620 and 480 + 120 = 600: both reach 500 (V8).
    ok("deal", "2H", "Anna", "7", "-h", "3", "-a", "2", "--first", "Vera")
    # Anna & Vera 620 + honours 600 + aces 2–2 on the odd trick (7) 400 + game 100 = 1720;
    # Boris & Gleb 600 + one down 2000 = 2600.
    assert totals() == (1720, 2600)
    ok("edit", "3", "--first", "Boris")
    assert events(path)[2]["first"] == "Boris"
    assert totals() == (1620, 2700)
    r = sheet_json()["rubbers"][0]
    assert (3, 100, "game") in above(r, BG)
    before = path.read_bytes()
    refused(1, "edit", "3", "--no-first", words=["V8", "first"])
    assert path.read_bytes() == before


@pytest.mark.parametrize("options, words", [
    (["--tricks", "14"], ["14"]),
    (["--honours", "6"], ["6"]),
    (["--aces", "5"], ["5"]),
    (["--no-honours"], ["V2", "honours"]),
    (["--contract", "2NT", "--honours", "3"], ["V2"]),
    (["--contract", "9H"], ["9H"]),
    (["--contract", "3X"], ["3X"]),
    (["--declarer", "Zed"], ["Zed"]),
    (["--coronet", "Vera:S:2"], ["V2"]),
    (["--coronet", "Vera"], ["Vera"]),
    (["--revoke", "Zed"], ["Zed"]),
    (["--first", "Zed"], ["Zed"]),
    (["--honours", "5", "--aces", "0"], ["V2"]),
], ids=["tricks 14", "honours 6", "aces 5", "suit deal without honours", "honours at NT",
        "level 9", "strain X", "unknown declarer", "coronet of 2", "unreadable coronet",
        "unknown revoker", "unknown first", "five honours no ace"])
def test_edit_that_makes_the_event_itself_impossible_is_refused(path, options, words):
    ok(*BASE)
    ok("pass")
    before = path.read_bytes()
    refused(1, "edit", "1", *options, words=words)
    assert path.read_bytes() == before


# ------------------------------------------------------------------------------------
# vint edit: adjustments, misdeals, passes


def test_edit_an_adjustment(path):
    ok("adjust", "Anna", "50", "--reason", "setup")
    ok("edit", "1", "--player", "Boris")
    assert events(path)[0]["player"] == "Boris" and totals() == (0, 50)
    ok("edit", "1", "--amount", "70")
    assert events(path)[0]["amount"] == 70 and totals() == (0, 70)
    ok("edit", "1", "--amount", "-70")
    assert events(path)[0]["amount"] == -70 and totals() == (0, -70)
    ok("edit", "1", "--reason", "house rule")
    assert events(path)[0]["reason"] == "house rule"
    ok("edit", "1", "--below")
    assert events(path)[0]["below"] is True
    r = sheet_json()["rubbers"][0]
    assert below(r, BG) == [[(1, -70)]] and above(r, BG) == []
    ok("edit", "1", "--above")
    assert events(path)[0].get("below", False) is False
    r = sheet_json()["rubbers"][0]
    assert above(r, BG) == [(1, -70, "adjustment")]
    ok("edit", "1", "--note", "agreed by all")
    assert events(path)[0]["note"] == "agreed by all"


def test_edit_a_misdeal_and_a_pass(path):
    ok("misdeal", "Boris")  # V10: Anna & Vera write 20
    ok("pass")
    assert totals() == (20, 0)
    ok("edit", "1", "--player", "Anna")  # now Boris & Gleb write 20
    assert events(path)[0]["player"] == "Anna" and totals() == (0, 20)
    ok("edit", "2", "--note", "nobody bid")
    assert events(path)[1] == {"kind": "pass", "note": "nobody bid"}
    assert sheet_json()["rubbers"][0]["x"] == 1


def test_edit_a_played_all_pass(sessions_dir):
    # `vint edit --help`: "--tricks  Deal: the declaring side's tricks; pass: the tricks of
    # PLAYER's side."
    new("friday", "Anna,Boris,Vera,Gleb", "--rule", "all_pass=play")
    ok("pass", "Anna", "8")  # V9 play: 500 a trick over six: 1000 to Anna & Vera
    assert totals() == (1000, 0)
    ok("edit", "1", "--tricks", "9")  # 1500
    assert totals() == (1500, 0)
    ok("edit", "1", "--player", "Boris")  # Boris & Gleb took the 9: 1500 to them
    assert totals() == (0, 1500)


@pytest.mark.parametrize("event_args, options", [
    (BASE, ["--player", "Anna"]),
    (BASE, ["--amount", "5"]),
    (BASE, ["--reason", "x"]),
    (BASE, ["--below"]),
    (BASE, ["--above"]),
    (("adjust", "Anna", "50", "--reason", "setup"), ["--contract", "3H"]),
    (("adjust", "Anna", "50", "--reason", "setup"), ["--tricks", "9"]),
    (("adjust", "Anna", "50", "--reason", "setup"), ["--honours", "3"]),
    (("adjust", "Anna", "50", "--reason", "setup"), ["--no-coronets"]),
    (("adjust", "Anna", "50", "--reason", "setup"), ["--first", "Anna"]),
    (("adjust", "Anna", "50", "--reason", "setup"), ["--no-first"]),
    (("misdeal", "Boris"), ["--tricks", "9"]),
    (("misdeal", "Boris"), ["--amount", "5"]),
    (("misdeal", "Boris"), ["--declarer", "Anna"]),
    (("pass",), ["--contract", "3H"]),
    (("pass",), ["--amount", "5"]),
    (("pass",), ["--revoke", "Anna"]),
], ids=lambda v: " ".join(v) if isinstance(v, list) else v[0])
def test_edit_an_option_that_does_not_apply_to_the_kind_is_refused(path, event_args, options):
    ok(*event_args)
    before = path.read_bytes()
    refused(1, "edit", "1", *options, words=[options[0]])
    assert path.read_bytes() == before


def test_edit_with_nothing_to_change_or_no_such_event(path):
    ok(*BASE)
    before = path.read_bytes()
    refused(1, "edit", "1", words=["nothing to change"])
    refused(1, "edit", "2", "--tricks", "9", words=["2"])
    refused(1, "edit", "0", "--tricks", "9")
    refused(2, "edit", "one", "--tricks", "9")
    refused(2, "edit", "1", "--tricks", "nine")
    assert path.read_bytes() == before


def test_edit_replays_later_events(path):
    ok("adjust", "Anna", "480", "--below", "--reason", "setup")
    ok(*BASE)  # 480 + 160 = 640: game 1 to Anna & Vera, 100 (V8)
    assert sheet_json()["rubbers"][0]["sides"][AV]["games"] == 1
    ok("edit", "1", "--amount", "100")  # 100 + 160 = 260: no game any more
    r = sheet_json()["rubbers"][0]
    assert r["sides"][AV]["games"] == 0
    assert r["sides"][AV]["total"] == 100 + 1160 and not any(
        reason == "game" for _, _, reason in above(r, AV))


# ------------------------------------------------------------------------------------
# A change that makes a LATER event impossible: refused, naming it, nothing written


def test_edit_that_makes_a_later_deal_need_first_is_refused(path):
    ok("adjust", "Anna", "480", "--below", "--reason", "setup")
    ok("adjust", "Boris", "300", "--below", "--reason", "setup")
    # 2H by Anna, 7 tricks: 480 + 140 = 620 and 300 + 120 = 420: only Anna & Vera reach 500.
    ok("deal", "2H", "Anna", "7", "-h", "3", "-a", "2")
    before = path.read_bytes()
    # with 480 for Boris & Gleb they would reach 600 in the same deal: event 3 needs --first
    r = refused(1, "edit", "2", "--amount", "480", words=["event 3", "V8"])
    assert path.read_bytes() == before
    assert "event 2" not in r.stderr.replace("edit 2", "")  # it names the later event


def test_void_that_makes_a_later_deal_need_first_is_refused(path):
    ok("adjust", "Anna", "480", "--below", "--reason", "setup")
    ok("adjust", "Boris", "480", "--below", "--reason", "setup")
    ok("adjust", "Boris", "--below", "--reason", "correction", "--", "-200")  # 280
    # 2H by Anna, 7 tricks: 620 and 280 + 120 = 400: only Anna & Vera reach 500.
    ok("deal", "2H", "Anna", "7", "-h", "3", "-a", "2")
    before = path.read_bytes()
    # without the correction Boris & Gleb would have 600 in the same deal
    refused(1, "void", "3", words=["event 4", "V8"])
    assert path.read_bytes() == before


def test_restore_that_makes_a_later_deal_need_first_is_refused(path):
    ok("adjust", "Anna", "480", "--below", "--reason", "setup")
    ok("adjust", "Boris", "480", "--below", "--reason", "setup")
    ok("void", "2")
    ok("deal", "2H", "Anna", "7", "-h", "3", "-a", "2")  # 620 against 120
    before = path.read_bytes()
    refused(1, "void", "2", "--restore", words=["event 3", "V8"])
    assert path.read_bytes() == before


def test_edit_that_moves_a_later_deal_into_a_finished_rubber_is_replayed(path):
    # Not a refusal: an edit may change where the rubbers end; the later events follow.
    ok("adjust", "Anna", "500", "--below", "--reason", "setup")  # game 1 (V8)
    ok("adjust", "Anna", "400", "--below", "--reason", "setup")
    ok(*BASE)  # 400 + 160 = 560: game 2 and the rubber to Anna & Vera
    ok("misdeal", "Anna")  # rubber 2: Boris & Gleb write 20
    assert [r["number"] for r in sheet_json()["rubbers"]] == [1, 2]
    ok("edit", "2", "--amount", "100")  # 100 + 160 = 260: rubber 1 goes on
    data = sheet_json()
    assert [r["number"] for r in data["rubbers"]] == [1]
    assert above(data["rubbers"][0], BG) == [(4, 20, "misdeal")]
