"""Issue 21, point 7: the games' interface is real. A third game, Tricks (toygame/: Z1–Z3 of
its own rules document), written against vintscore/games/base.py alone and registered by
this test only, is played through the command line as a scorekeeper would: every number
below is worked by hand from its rules, none read back from the program.

Tricks (toygame/toy.en.md): each player's tricks are entered after a deal, a point a
trick, two when the deal is doubled (Z1); the first player to the target (10) with more
points than anyone wins the match, and the next deal starts the next one (Z2); each loser
of a finished match pays its winner the stake (Z3).

The evening of every test: Anna, Boris, Vera at a stake of 2.50.

    deal 1  Anna=5,Boris=3,Vera=2            match 1: Anna 5, Boris 3, Vera 2
    deal 2  Anna=2,Boris=6,Vera=2 --double   +4, +12, +4: Anna 9, Boris 15, Vera 6;
                                             Boris is past 10 alone: he wins match 1
    deal 3  Anna=4,Boris=3,Vera=3            match 2: Anna 4, Boris 3, Vera 3 (open)

Settled (Z3): match 1 only, Anna and Vera pay Boris 2.50 each: Boris +5.00, Anna −2.50,
Vera −2.50. Three deals dealt by Anna, Boris, Vera: Anna deals next (Z1).
"""
from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pytest
from helpers_cli.messages import templates
from helpers_cli.vintcli import ok, refused, run, typed

import vintscore.cli.declared
import vintscore.glossary
import vintscore.registry

HERE = Path(__file__).resolve().parent
DEALS = (("Anna=5,Boris=3,Vera=2",), ("Anna=2,Boris=6,Vera=2", "--double"),
         ("Anna=4,Boris=3,Vera=3",))


def _forget() -> None:
    """What the glossary and the command line keep of the registry within a run."""
    vintscore.glossary._game_messages.cache_clear()
    vintscore.cli.declared.command_for.cache_clear()


@pytest.fixture
def toy(monkeypatch, sessions_dir):
    """Tricks in the registry (its package found beside this file), for the test alone."""
    monkeypatch.syspath_prepend(str(HERE))
    _forget()
    monkeypatch.setitem(vintscore.registry._GAMES, "toy", "toygame")
    yield sessions_dir
    monkeypatch.undo()
    _forget()


@pytest.fixture
def evening(toy):
    """The evening above, played deal by deal; its file."""
    out = ok("new", "evening", "--game", "toy", "--players", "Anna,Boris,Vera",
             "--stake", "2.50").stdout
    assert out.startswith(f"Created {toy / 'evening.toml'}: Tricks, 10 tricks a deal, "
                          "matches to 10, stake 2.50 a match.\n"), out
    assert "Next deal: Anna deals." in out
    for deal in DEALS:
        ok("deal", *deal)
    return toy / "evening.toml"


def test_each_deal_says_what_it_wrote_and_the_match_it_ends(toy):
    ok("new", "evening", "--game", "tricks", "--players", "Anna,Boris,Vera")  # by its word
    assert [line.rstrip() for line in ok("deal", "Anna=5,Boris=3,Vera=2").stdout.splitlines()] == [
        "Event 1: tricks Anna 5, Boris 3, Vera 2",
        "in match 1: Anna +5, Boris +3, Vera +2",
        "evening — 10 tricks a deal, matches to 10",
        "Match 1", "No.  Anna  Boris  Vera", "─" * 22, "1       5      3     2",
        "Next deal: Boris deals."]
    out = [line.rstrip() for line in ok("deal", "Anna=2,Boris=6,Vera=2", "--double").stdout
           .splitlines()]
    assert out[1:4] == ["in match 1: Anna +4, Boris +12, Vera +4", "Boris wins match 1.",
                        "evening — 10 tricks a deal, matches to 10"]
    assert out[4:9] == ["Match 1, won by Boris", "No.  Anna  Boris  Vera", "─" * 22,
                        "1       5      3     2", "2       9     15     6"]
    data = json.loads(ok("deal", "an=4,b=3,v=3", "--json").stdout)  # names as the table has them
    assert data["rounds"][1] == {"number": 2, "winner": None,
                                 "totals": {"Anna": 4, "Boris": 3, "Vera": 3}}
    assert (data["totals"], data["winner"]) == ({"Anna": 4, "Boris": 3, "Vera": 3}, None)
    assert data["next_dealer"] == "Anna"


def test_an_impossible_deal_is_refused_citing_its_rule(toy):
    ok("new", "evening", "--game", "toy", "--players", "Anna,Boris,Vera")
    r = refused(1, "deal", "Anna=5,Boris=3,Vera=3", words=["11", "a deal has 10", "(Z1)"])
    assert r.stderr.splitlines()[-1].endswith("— see 'vint rules Z1'"), r.stderr
    refused(1, "deal", "Anna=5,Boris=5", words=["no tricks for Vera"])
    refused(1, "deal", "Anna=5,Gleb=5,Vera=0", words=["Gleb"])
    refused(1, "deal", "Anna=five", words=["PLAYER=TRICKS"])
    assert (toy / "evening.toml").read_text(encoding="utf-8").count("[[events]]") == 0


def test_sheet_and_settle(evening):
    assert [line.rstrip() for line in ok("sheet").stdout.splitlines()] == [
        "evening — 10 tricks a deal, matches to 10",
        "Match 1, won by Boris", "No.  Anna  Boris  Vera", "─" * 22,
        "1       5      3     2", "2       9     15     6",
        "Match 2", "No.  Anna  Boris  Vera", "─" * 22, "3       4      3     3",
        "Next deal: Anna deals."]
    sheet = json.loads(ok("sheet", "--json").stdout)
    assert (sheet["format"], sheet["session"]) == ("vintscore-toy-sheet", "evening")
    assert [(m["number"], m["winner"], m["totals"]) for m in sheet["rounds"]] == [
        (1, "Boris", {"Anna": 9, "Boris": 15, "Vera": 6}),
        (2, None, {"Anna": 4, "Boris": 3, "Vera": 3})]
    assert [line.rstrip() for line in ok("settle").stdout.splitlines()] == [
        "Settlement", "Player  matches won  Money", "─" * 26, "Anna              0  -2.50",
        "Boris             1  +5.00", "Vera              0  -2.50",
        "Who pays whom:", "  Anna pays Boris 2.50", "  Vera pays Boris 2.50"]
    settled = json.loads(ok("settle", "--json").stdout)
    assert settled["format"] == "vintscore-settlement"
    assert settled["won"] == {"Anna": 0, "Boris": 1, "Vera": 0}
    assert settled["money"] == settled["money_cents"] == {"Anna": "-2.50", "Boris": "5.00",
                                                          "Vera": "-2.50"}
    assert settled["payments"] == [{"from": "Anna", "to": "Boris", "amount": "2.50"},
                                   {"from": "Vera", "to": "Boris", "amount": "2.50"}]
    assert settled["payments_rounded"] is False


def test_the_log_undo_redo_and_history(evening):
    assert ok("log").stdout.splitlines() == [
        "1. tricks Anna 5, Boris 3, Vera 2 — in match 1: Anna +5, Boris +3, Vera +2",
        "2. tricks Anna 2, Boris 6, Vera 2, doubled — in match 1: Anna +4, Boris +12, Vera +4;"
        " Boris wins match 1.",
        "3. tricks Anna 4, Boris 3, Vera 3 — in match 2: Anna +4, Boris +3, Vera +3"]
    events = json.loads(ok("log", "--json").stdout)["events"]
    assert [(e["number"], e["round"], e["points"]["Boris"]) for e in events] == [
        (1, 1, 3), (2, 1, 12), (3, 2, 3)]
    assert ok("undo").stdout.splitlines()[:2] == [
        "Undone: revision 4, deal.", "  event 3 is gone: tricks Anna 4, Boris 3, Vera 3"]
    assert json.loads(ok("sheet", "--json").stdout)["rounds"][-1]["winner"] == "Boris"
    assert "Vera pays Boris 2.50" in ok("settle").stdout  # match 1 still won
    assert ok("redo").stdout.splitlines() == [
        "Redone: revision 4, deal.", "  event 3 is back: tricks Anna 4, Boris 3, Vera 3"]
    lines = ok("history").stdout.splitlines()
    assert [re.sub(r"^ *(\d+)  \S+ \S+  ", r"\1 ", line) for line in lines[1:7]] == [
        "1 new session", "2 deal: event 1 added", "3 deal: event 2 added",
        "4 deal: event 3 added", "5 undo of 4: event 3 removed",
        "6 redo of 4: event 3 added  [now]"]
    history = json.loads(ok("history", "--json").stdout)
    assert [r["command"] for r in history["revisions"]] == [
        "new", "deal", "deal", "deal", "undo", "redo"]


def test_edit_and_void(evening):
    assert ok("edit", "3", "--double").stdout.splitlines() == [
        "Event 3 changed: tricks Anna 4, Boris 3, Vera 3, doubled",
        "  now writes in match 2: Anna +8, Boris +6, Vera +6"]
    # deal 2 void: deal 1 (5, 3, 2) and deal 3 doubled (8, 6, 6) are match 1: Anna 13,
    # Boris 9, Vera 8, Anna wins it; two deals dealt, Vera deals next
    assert ok("void", "2").stdout == "Event 2 is void: tricks Anna 2, Boris 6, Vera 2, doubled\n"
    assert [line.rstrip() for line in ok("sheet").stdout.splitlines()[1:]] == [
        "Match 1, won by Anna", "No.  Anna  Boris  Vera", "─" * 22,
        "1       5      3     2", "3      13      9     8", "Next deal: Vera deals."]
    refused(1, "edit", "3", "--tricks", "Anna=9,Boris=3,Vera=3", words=["add up to 15", "(Z1)"])


def test_check_a_good_file_and_one_broken_by_hand(evening):
    assert ok("check").stdout == (
        f"{evening}: fine — 3 deals, players Anna, Boris, Vera, 2 matches.\n")
    assert ok("check", "--expect", "2:Boris=15", "--expect", "Anna=4").stdout.splitlines()[1:] == [
        "after event 2: Boris +15, as on paper", "after event 3: Anna +4, as on paper"]
    text = evening.read_text(encoding="utf-8")
    line = text.splitlines().index('tricks = ["Anna=2", "Boris=6", "Vera=2"]') + 1
    assert line == 21  # the header, [rules], event 1, then event 2's kind and tricks
    evening.write_text(text.replace('"Boris=6"', '"Boris=six"'), encoding="utf-8")
    r = run("check")
    assert r.exit_code == 65 and r.stdout == "", r.shown
    assert r.stderr.startswith(f"error: {evening}:{line}: event 2 (deal): tricks are written "
                               'PLAYER=TRICKS, not "Boris=six" (Z1)\n'), r.stderr
    assert r.stderr.endswith(f"{evening}: 1 problem\n")
    # a deal that reads but cannot be (Z1): found by the replay, at its line too
    evening.write_text(text.replace('"Boris=6"', '"Boris=7"'), encoding="utf-8")
    r = run("check")
    assert r.exit_code == 65 and r.stderr.startswith(
        f"error: {evening}:{line}: event 2 (deal): the tricks add up to 11, and a deal has 10 "
        "(Z1)\n"), r.stderr
    refused(65, "sheet", words=[f"{evening}:{line}"])  # every command says so
    # rules that do not read: each deal is checked on its own (the fold's check_events)
    evening.write_text(text.replace("target = 10", "target = 0")
                       .replace('"Vera=2"]', '"Vera=2", "Gleb=1"]', 1), encoding="utf-8")
    r = run("check")
    assert r.exit_code == 65, r.shown
    assert r.stderr.splitlines()[0] == (f"error: {evening}:13: target is a whole number "
                                        "from 1, not 0 (Z2)")
    assert f"error: {evening}:17: event 1 (deal): no player 'Gleb' at this table (Z1)" in r.stderr
    assert r.stderr.endswith("2 problems\n")


def test_every_export_format(evening):
    md = ok("export", "--format", "md").stdout
    assert md.startswith("# evening\n\n- Players: Anna, Boris, Vera\n"
                         "- Rules: 10 tricks a deal, matches to 10\n- Stake a match: 2.50\n")
    assert "| Boris | 1 | +5.00 |" in md and "| Vera | Boris | 2.50 |" in md
    assert "## Match 1, won by Boris\n\n| № | Anna | Boris | Vera |\n" in md
    assert "| 2 | 9 | 15 | 6 |" in md
    assert ("2. tricks Anna 2, Boris 6, Vera 2, doubled — in match 1: Anna +4, Boris +12, "
            "Vera +4; Boris wins match 1.") in md
    rows = list(csv.reader(io.StringIO(ok("export", "--format", "csv").stdout)))
    assert rows[:5] == [["Session", "evening"], ["Player", "matches won", "Money"],
                        ["Anna", "0", "-2.50"], ["Boris", "1", "5.00"], ["Vera", "0", "-2.50"]]
    assert ["2", "tricks Anna 2, Boris 6, Vera 2, doubled", "4", "12", "4", "9", "15",
            "6"] in rows  # what it wrote, then the totals (Z2)
    assert rows[-2:] == [["Anna", "Boris", "2.50"], ["Vera", "Boris", "2.50"]]
    data = json.loads(ok("export", "--format", "json").stdout)
    assert (data["format"], data["game"], data["stake"], data["rules"]) == (
        "vintscore-export", "toy", "2.50", {"deal_size": 10, "target": 10})
    assert data["settlement"]["money_cents"]["Boris"] == "5.00"
    assert data["sheet"]["rounds"][0]["totals"] == {"Anna": 9, "Boris": 15, "Vera": 6}
    page = ok("export", "-f", "html").stdout
    assert page.startswith("<!DOCTYPE html>") and "<title>evening</title>" in page
    assert ('<tr data-player="Boris"><th class="player">Boris</th><td class="num">1</td>'
            '<td class="num money">+5.00</td></tr>') in page
    assert '<tr data-from="Vera" data-to="Boris">' in page
    # the rule ids of the words leave them for one footnote (formats.for_friends)
    assert "(Z2)" not in page and 'class="note rules"' not in page
    out = evening.parent / "evening.html"
    ok("export", "-f", "html", "-o", out)
    assert out.read_text(encoding="utf-8") == page


def test_the_commands_are_the_games_own(evening):
    help_text = ok("deal", "--help").stdout
    assert help_text.startswith("Usage: vint deal [OPTIONS] {PLAYER=TRICKS,…}\n\n"
                                "  Record a deal: each player's tricks (Z1).\n")
    options = re.findall(r"^  (--?[a-z][-a-z]*)", help_text, re.M)
    assert options == ["--double", "--note", "--json", "-s", "--lang", "--help"], options
    assert "--honours" not in help_text and "--whist" not in help_text
    refused(2, "deal", "Anna=5,Boris=3,Vera=2", "--honours", "3",
            words=["'--honours' is not an option of 'vint deal' in a Tricks session"])
    refused(2, "deal", "Anna=5,Boris=3,Vera=2", "--whist", "Vera")  # nor Preferans's
    refused(1, "misdeal", "Anna", words=["'vint misdeal' is not a command of a Tricks session",
                                         "vint deal, vint edit, vint sheet"])
    refused(1, "rotation", words=["a Tricks session"])
    new_help = ok("new", "--game", "toy", "--help").stdout
    assert "Money a lost match pays its winner (Z3)." in new_help and "--target N" in new_help
    assert "--table" not in new_help and "--pool" not in new_help
    refused(2, "new", "other", "--game", "toy", "--players", "A,B", "--table", "pairs",
            words=["'--table' is not an option of 'vint new' in a Tricks session"])
    # what lists the games takes them from the registry (the toy last: its fixture adds it)
    games = vintscore.registry.names()
    assert games[-1] == "toy"
    refused(1, "new", "other", "--game", "chess", "--players", "A,B",
            words=["no game 'chess'", " or ".join(f"--game {g}" for g in games)])
    said = " ".join(ok("rules", "--help").stdout.split())
    assert f"Whose rules to list: {' or '.join(games)} (default: the session's)." in said
    chess = evening.parent / "chess.toml"
    chess.write_text(evening.read_text(encoding="utf-8").replace('game = "toy"', 'game = "chess"'),
                     encoding="utf-8")
    r = run("check", chess)
    written = " or ".join(f'game = "{g}"' for g in games)
    assert r.exit_code == 65 and (f"hint: write {written}, or upgrade vintscore for "
                                  "other games") in " ".join(r.stderr.split()), r.stderr


def test_its_rules_are_followed_up(evening):
    assert ok("rules", "Z2").stdout.startswith("Z2 Matches\n\nA match is played to a target")
    listed = ok("rules").stdout  # the session's game's list, and where the others' are
    assert listed.startswith("Tricks: the rules as vintscore keeps them\n")
    assert "  Z3  Settlement" in listed
    assert "The rules of Preferans: 'vint rules --game preferans'." in listed
    assert "The rules of Tricks" in ok("rules", "--game", "vint").stdout
    assert ok("rules", "Z1", "--lang", "ru").stdout.startswith("Z1 Сдачи\n")


def test_in_russian(toy):
    out = ok("new", "вечер", "--game", "взятки", "--players", "Аня,Борис,Вера",
             "--lang", "ru").stdout
    assert "взятки, 10 взяток в сдаче, матч до 10, ставка 1,00 за матч." in out
    r = run("deal", "Аня=5,Борис=3,Вера=3")
    assert r.exit_code == 1 and r.stderr.startswith(
        "ошибка: сдача не записана: взяток вместе 11, а в сдаче их 10 (Z1)\n"), r.shown
    assert r.stderr.splitlines()[-1].endswith("— см. «vint rules Z1»"), r.stderr
    ok("deal", "Аня=9,Борис=1,Вера=0")
    assert [line.rstrip() for line in ok("sheet").stdout.splitlines()[1:]] == [
        "Матч 1", "№  Аня  Борис  Вера", "─" * 19, "1    9      1     0",
        "Следующая сдача: сдаёт Борис."]
    assert "«vint misdeal» здесь нет: это запись игры «Взятки»" in run("misdeal", "Аня").stderr


def test_the_folder_counts_it(evening):
    assert "* evening  evening · Anna, Boris, Vera · 3 events · 10 tricks a deal, matches to 10" \
        in ok("sessions").stdout
    assert [s["rules"] for s in json.loads(ok("sessions", "--json").stdout)["sessions"]] == [
        "10 tricks a deal, matches to 10"]
    stats = json.loads(ok("stats", "--json").stdout)
    assert stats["games"]["toy"] == {"sessions": 1, "players": {
        "Anna": {"played": 1, "won": 0, "money": "-2.50"},
        "Boris": {"played": 1, "won": 1, "money": "5.00"},
        "Vera": {"played": 1, "won": 0, "money": "-2.50"}}}
    assert re.search(r"Boris +1 +1 +\+5\.00", ok("stats").stdout)
    ledger = json.loads(ok("ledger", "--json").stdout)
    assert ledger["accounts"]["Boris"]["balance"] == "5.00"


def test_it_is_played_at_the_prompts(toy):
    ok("new", "evening", "--game", "toy", "--players", "Anna,Boris,Vera")
    out = ok("play", input=typed("5", "3", "2", "y", "", "quit")).stdout
    assert "It writes in match 1: Anna +10, Boris +6, Vera +4" in out, out
    assert "Anna wins match 1." in out and "Match 1, won by Anna" in out
    assert re.search(r"^1 +10 +6 +4 *$", out, re.M), out
    assert 'tricks = ["Anna=5", "Boris=3", "Vera=2"]\ndouble = true' in (
        toy / "evening.toml").read_text(encoding="utf-8")


@pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")
def test_the_live_page_and_its_form(evening):
    """`vint serve`: the page is the export's, and the form asks the game's own questions;
    Tricks has no all-pass, so the page offers none and its address writes nothing."""
    from helpers_web.serving import client, links, post
    with client(evening.parent) as (c, s):
        urls = links(s, "evening")
        page = c.get(urls["v_page"]).text
        assert '<tr data-player="Boris"><th class="player">Boris</th>' in page
        assert "Last entry: tricks Anna 4, Boris 3, Vera 3" in page
        assert "Next to deal: Anna." in page
        keeper = c.get(urls["k_page"]).text
        assert re.findall(r'<div class="field[^"]*" data-key="([^"]+)">', keeper) == [
            "took:Anna", "took:Boris", "took:Vera", "double"]
        assert urls["k_pass"] not in keeper
        before = evening.read_bytes()
        assert post(c, urls["k_pass"]).status_code == 404
        assert evening.read_bytes() == before
        # match 2 goes on from Anna 4, Boris 3, Vera 3: +1, +1, +8 brings Vera to 11 alone
        answers = {"took:Anna": "1", "took:Boris": "1", "took:Vera": "8", "double": "n"}
        assert post(c, urls["k_deal"], answers).status_code == 303
    lines = [line.rstrip() for line in ok("sheet").stdout.splitlines()]
    assert lines[lines.index("Match 2, won by Vera") + 4] == "4       5      4    11"


def _issue_35_readings():
    """tests/core/test_i35_words.py's readings of the Russian text, loaded by its path."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        "toy_i35_words", HERE.parent / "core" / "test_i35_words.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_its_russian_follows_the_conventions_of_every_game(toy, tmp_path):
    """Issue 35 read over the toy as over a game the registry ships: each placeholder of its
    Russian is classified (its own in its messages_ru.py), no name stands after a
    preposition, and its sample evening (Tricks.sample) prints its own words, none of
    another game's, and no name declined."""
    from vintscore.glossary import catalog
    words = _issue_35_readings()
    mine = catalog("ru", "toy")
    assert words.unclassified(mine) == []
    assert words.holds_a_name("winner", "toy.tally.round.won") is True
    declined = {key: hits for key, text in mine.items()
                if (hits := [h for form in templates(text) for h in words.declined(form, key)])}
    assert declined == {}
    assert {key for key, text in mine.items()
            if any(words.foreign(form, "toy") for form in templates(text))} == set()
    text, players = words.evening("toy", tmp_path)
    assert "Матч 1, победитель — Боря" in text, text
    assert not [line for line in text.splitlines() if words.foreign(line, "toy")]
    assert not re.findall(rf"(?<![\w-])(?:{words._PREP})\s+(?:{'|'.join(players)})\b", text,
                          re.IGNORECASE)
    assert words.foreign("матч 2", "vint") == ["матч"]  # the toy's word is its own


def test_its_rule_letter_is_its_own(toy):
    """Issue 33: the toy's ids (Z1…) share no letter with a registered game's, and T is
    Thousand's, the fourth game's (tests/core/test_i33_rule_letters.py, run with the toy)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        "toy_i33_letters", HERE.parent / "core" / "test_i33_rule_letters.py")
    assert spec is not None and spec.loader is not None
    letters = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(letters)
    assert "toy" in vintscore.registry.names()
    letters.test_a_games_letters_are_read_as_its_own("toy")
    letters.test_no_two_games_share_a_letter()
    letters.test_the_letters_are_read_unambiguously()
    assert letters.firsts("toy") == {"Z"}  # not T: Thousand's
