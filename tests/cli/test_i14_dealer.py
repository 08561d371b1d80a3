"""The dealer on the command line (issue 14): after each deal, all-pass and misdeal, on the
sheet and in its JSON, in the log, in `vint play`, and hand-edited in the file.

Who deals is worked out by hand from the rules of rubber/dealing.py: at four the deal
passes in the order of `players` (Anna, Boris, Vera, Gleb: Anna & Vera against Boris &
Gleb); a deal and an all-pass pass it, a misdeal and an adjustment do not; a `dealer`
given overrides the turn and the deal goes on from him. At five (R5, cut order Anna,
Boris, Vera, Gleb, Dima) rubber 1 sits Boris, Vera, Dima, Gleb (Anna out), rubber 2 Vera,
Gleb, Anna, Dima (Boris out).
"""
from __future__ import annotations

import json

import pytest
from helpers_cli.terminal import Terminal
from helpers_cli.vintcli import BG, above, new, ok, refused, run, sheet_json, toml, typed

RU = {"LANG": "ru_RU.UTF-8"}
NT = ("1NT", "Anna", "7", "-a", "2")  # 1NT by Anna, 7 tricks: 70 below, no game


def lines(text: str) -> list[str]:
    return [line.rstrip() for line in text.splitlines()]


# -- after each entry -----------------------------------------------------------------

def test_each_hand_says_who_dealt_it_and_who_deals_next(sessions_dir):
    r = ok("new", "friday", "--players", "Anna,Boris,Vera,Gleb")
    assert "  Anna deals first." in lines(r.stdout)  # the first player
    out = lines(ok("deal", *NT).stdout)
    assert "  dealt by Anna" in out and out[-1] == "Next deal: Boris deals."
    out = lines(ok("pass").stdout)  # V9: an X is dealt too
    assert "  dealt by Boris" in out and out[-1] == "Next deal: Vera deals."
    out = lines(ok("misdeal").stdout)  # V10: Vera's hand is in play; the deal stays
    assert out[0] == "Event 3: misdeal: the dealer Vera held 14 cards"
    assert "  a misdeal does not pass the deal" in out and out[-1] == "Next deal: Vera deals."
    out = lines(ok("adjust", "Boris", "100", "--reason", "house").stdout)
    assert not any(line.startswith("Next deal") or "dealt by" in line for line in out)  # no hand
    out = lines(ok("deal", "2S", "Boris", "8", "-h", "3", "-a", "2").stdout)
    assert "  dealt by Vera" in out and out[-1] == "Next deal: Gleb deals."


def test_each_hand_says_it_in_russian(sessions_dir):
    r = ok("new", "friday", "--players", "Анна,Борис,Вера,Глеб", "--lang", "ru")
    assert "  Первую сдачу сдаёт Анна." in lines(r.stdout)
    out = lines(ok("deal", "1NT", "Анна", "7", "-a", "2").stdout)
    assert "  сдающий: Анна" in out and out[-1] == "Следующая сдача: сдаёт Борис."
    out = lines(ok("pass").stdout)
    assert "  сдающий: Борис" in out and out[-1] == "Следующая сдача: сдаёт Вера."
    out = lines(ok("misdeal").stdout)
    assert out[0] == "Запись 3: пересдача: у сдатчика (Вера) оказалось 14 карт"
    assert "  после пересдачи очередь не переходит" in out and out[-1] == "Следующая сдача: сдаёт Вера."
    out = lines(ok("log").stdout)
    assert any("сдающий: Анна" in line for line in out), out


def test_at_five_the_first_seat_of_rubber_1_deals_first(sessions_dir):
    r = ok("new", "club", "--players", "Anna,Boris,Vera,Gleb,Dima")
    assert "  Boris deals first." in lines(r.stdout)  # Anna sits out rubber 1
    # two games below for Boris & Dima end rubber 1 (V8), dealt by nobody
    ok("adjust", "Boris", "500", "--below", "--reason", "setup")
    out = lines(ok("adjust", "Boris", "500", "--below", "--reason", "setup").stdout)
    assert out[-1].startswith("Next: Rubber 2: Vera & Anna against Gleb & Dima")
    assert lines(ok("sheet").stdout)[-1] == "Next deal: Vera deals."  # its first seat


# -- the sheet, the log, their JSON ----------------------------------------------------

def test_the_sheet_and_the_log_say_who_dealt_and_who_deals_next(sessions_dir):
    new()
    ok("deal", *NT)
    ok("pass")
    ok("misdeal", "Gleb")  # named: moves nobody's turn
    ok("deal", "2S", "Boris", "8", "-h", "3", "-a", "2", "--dealer", "Gleb")
    assert lines(ok("sheet").stdout)[-1] == "Next deal: Anna deals."  # on from Gleb
    data = sheet_json()
    assert data["next_dealer"] == "Anna"
    assert data["dealers"] == [{"event": 1, "rubber": 1, "dealer": "Anna"},
                               {"event": 2, "rubber": 1, "dealer": "Boris"},
                               {"event": 3, "rubber": 1, "dealer": "Gleb"},
                               {"event": 4, "rubber": 1, "dealer": "Gleb"}]
    log = json.loads(ok("log", "--json").stdout)["events"]
    assert [e["dealer"] for e in log] == ["Anna", "Boris", "Gleb", "Gleb"]
    out = ok("log").stdout
    assert "dealt by Anna" in out and "dealt by Boris" in out
    assert "dealer Gleb" in out  # as the table said it, in the event itself
    deal = json.loads(ok("deal", "1S", "Vera", "7", "-h", "3", "-a", "2", "--json").stdout)
    assert deal["next_dealer"] == "Boris" and deal["dealers"][-1]["dealer"] == "Anna"


def test_one_rubber_of_the_sheet_keeps_its_own_dealers(sessions_dir):
    new()
    for _ in range(2):  # two games for Anna & Vera: rubber 1 (Anna, Boris dealt)
        ok("deal", "5S", "Anna", "11", "-h", "3", "-a", "1")
    ok("deal", *NT)  # rubber 2, on after Boris: Vera
    one = sheet_json("--rubber", "1")
    assert [d["event"] for d in one["dealers"]] == [1, 2]
    assert [d["dealer"] for d in sheet_json("--rubber", "2")["dealers"]] == ["Vera"]
    assert "Next deal" not in ok("sheet", "--rubber", "1").stdout  # not the last rubber
    assert lines(ok("sheet", "--rubber", "2").stdout)[-1] == "Next deal: Gleb deals."


# -- misdeal, --dealer, edit ----------------------------------------------------------

def test_misdeal_player_is_optional_and_dealer_says_the_same(sessions_dir):
    new()
    path = sessions_dir / "friday.toml"
    ok("deal", *NT)
    ok("misdeal")  # Boris deals the hand in play
    ok("misdeal", "--dealer", "gl")
    ok("misdeal", "vera", "--dealer", "Vera")
    assert [e.get("player") for e in toml(path)["events"]] == [None, "Boris", "Gleb", "Vera"]
    # V10: the other side writes 20: Anna & Vera for Boris's and Gleb's, then Boris & Gleb
    assert above(sheet_json()["rubbers"][0], BG)[-1] == (4, 20, "misdeal")
    before = path.read_bytes()
    refused(1, "misdeal", "Boris", "--dealer", "Gleb", words=["Boris", "Gleb", "--dealer"])
    assert path.read_bytes() == before


def test_edit_dealer_moves_the_turns_after_it(sessions_dir):
    new()
    path = sessions_dir / "friday.toml"
    for _ in range(3):
        ok("deal", *NT)  # Anna, Boris, Vera deal
    r = ok("edit", "2", "--dealer", "ve")
    assert "dealer Vera" in r.stdout
    assert toml(path)["events"][1]["dealer"] == "Vera"  # as the table knows him
    # event 2 dealt by Vera: event 3 by Gleb; next Anna
    assert [d["dealer"] for d in sheet_json()["dealers"]] == ["Anna", "Vera", "Gleb"]
    assert sheet_json()["next_dealer"] == "Anna"
    ok("edit", "2", "--no-dealer")
    assert "dealer" not in toml(path)["events"][1]
    assert [d["dealer"] for d in sheet_json()["dealers"]] == ["Anna", "Boris", "Vera"]
    ok("misdeal")
    ok("edit", "4", "--dealer", "Anna")  # a misdeal's dealer is its player
    assert toml(path)["events"][3] == {"kind": "misdeal", "player": "Anna"}
    ok("adjust", "Vera", "50", "--reason", "house")
    before = path.read_bytes()
    refused(1, "edit", "5", "--dealer", "Anna", words=["--dealer"])  # no hand
    refused(1, "edit", "4", "--no-dealer", words=["--no-dealer"])
    refused(1, "edit", "1", "--dealer", "Zed", words=["Zed"])
    assert path.read_bytes() == before


def test_the_dummy_never_deals(sessions_dir):
    ok("new", "duo", "--players", "Anna,Boris", "--table", "two")
    refused(1, "deal", *NT, "--dealer", "dummy-Boris", words=["dummy-Boris", "never deals"])
    ok("new", "trio", "--players", "Anna,Boris,Vera", "--table", "dummy")
    refused(1, "pass", "--dealer", "болван", words=["never deals"])
    out = lines(ok("deal", "1NT", "dummy", "7", "-a", "2").stdout)
    assert "  dealt by Anna" in out and out[-1] == "Next deal: Boris deals."


def test_a_pulya_has_no_dealer_option(sessions_dir):
    """The pulya deals in turn (P1): its deal and pass declare no --dealer (issue 21)."""
    ok("new", "pulya", "--game", "preferans", "--players", "Anna,Boris,Vera")
    refused(2, "deal", "6S", "Boris", "6", "--whist", "Vera", "--pass", "Anna", "--dealer",
            "Anna", words=["--dealer", "a Preferans pulya"])
    refused(2, "pass", "Anna=2,Boris=4,Vera=4", "--dealer", "Anna",
            words=["--dealer", "a Preferans pulya"])


# -- the file, hand-edited -------------------------------------------------------------

def test_a_hand_edited_unknown_dealer_is_exit_65_with_its_line(sessions_dir):
    new()
    ok("deal", *NT)
    ok("deal", "2S", "Boris", "8", "-h", "3", "-a", "2")
    path = sessions_dir / "friday.toml"
    text = path.read_text(encoding="utf-8").replace('declarer = "Boris"',
                                                    'declarer = "Boris"\ndealer = "Zed"')
    path.write_text(text, encoding="utf-8")
    line = text.splitlines().index('dealer = "Zed"') + 1
    for command in (["sheet"], ["log"], ["check"], ["deal", *NT]):
        r = run(*command)
        assert r.exit_code == 65, (command, r.stdout, r.stderr)
        assert f"friday.toml:{line}: event 2 (deal): no player 'Zed' at this table (V2)" \
            in r.stderr, r.stderr
        assert f'{line} | dealer = "Zed"' in r.stderr, r.stderr


def test_a_dealer_on_an_adjustment_is_an_unknown_key(sessions_dir):
    """An adjustment is no hand: `dealer` there is a typo, refused like any unknown key."""
    new()
    ok("adjust", "Boris", "100", "--reason", "house")
    path = sessions_dir / "friday.toml"
    path.write_text(path.read_text(encoding="utf-8") + 'dealer = "Anna"\n', encoding="utf-8")
    r = run("sheet")
    assert r.exit_code == 65, r.stderr
    assert "event 1 (adjust): unknown key 'dealer' in an adjustment" in r.stderr
    assert "dealer belongs to a deal or a pass" in r.stderr


# -- vint play -------------------------------------------------------------------------

def play(*answers: str, env=None):
    r = run("play", input=typed(*answers), env=env)
    assert r.exit_code == 0, (r.stdout, r.stderr)
    return r


ONE = ("adjust", "Boris", "500", "below", "setup", "y")  # half of rubber 1 for Boris & Dima


def test_play_announces_who_deals_first_in_each_new_rubber(sessions_dir):
    ok("new", "club", "--players", "Anna,Boris,Vera,Gleb,Dima")
    out = play(*ONE, *ONE, "quit").stdout
    assert ("A new rubber — Rubber 1: Boris & Dima against Vera & Gleb; Anna sits out. "
            "Boris deals first.") in out
    assert ("A new rubber — Rubber 2: Vera & Anna against Gleb & Dima; Boris sits out. "
            "Vera deals first.") in out  # nobody dealt in rubber 1: its first seat


def test_play_announces_it_in_russian(sessions_dir):
    ok("new", "club", "--players", "Анна,Борис,Вера,Глеб,Дима", "--lang", "ru")
    out = play("quit", env=RU).stdout
    assert ("Новый роббер — Роббер 1: Борис и Дима — Вера и Глеб; отдыхает Анна. "
            "Первую сдачу сдаёт Борис.") in out


def test_play_says_who_deals_next_and_asks_the_misdeal_of_the_dealer(sessions_dir):
    new()
    path = sessions_dir / "friday.toml"
    out = play("1NT", "Anna", "7", "2", "", "", "y", "misdeal", "", "y", "quit").stdout
    assert "Next deal: Boris deals." in out
    assert "The dealer who held 14 cards (Anna, Boris, Vera, Gleb) [Boris]:" in out
    assert toml(path)["events"][1] == {"kind": "misdeal", "player": "Boris"}  # V10


def test_play_in_a_terminal_names_the_first_dealer(sessions_dir):
    """`vint play` on a real terminal, as at the table: the new rubber and who deals."""
    ok("new", "club", "--players", "Anna,Boris,Vera,Gleb,Dima")
    term = Terminal(sessions_dir)
    term.wait_for("Boris & Dima against Vera & Gleb; Anna sits out. Boris deals first.")
    term.answer(("Contract", "quit"))
    assert term.finish() == 0


@pytest.mark.parametrize("answer", ["", "Boris"])
def test_play_keeps_a_dealer_the_table_named_when_a_deal_is_edited(sessions_dir, answer):
    new()
    path = sessions_dir / "friday.toml"
    ok("deal", *NT, "--dealer", "Gleb")
    play("edit 1", "", answer, "", "", "", "", "y", "quit")
    assert toml(path)["events"][0]["dealer"] == "Gleb"
