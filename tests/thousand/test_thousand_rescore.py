"""`vint rescore` of a game of Thousand (issue 34, point 3): the game under another option,
side by side, without writing; `--write` switches it (a `rules` event that undo and void take
back); a rescore that would make a later deal impossible is refused naming it (T59); no
presets (`--rules` refused, pointing to `--rule`). Every number worked by hand from
thousand.en.md.

The game of the barrel (Anna, Boris, Vera; Anna deals first; defaults, barrel_jump = no):

    1  Anna 300: Anna 100 ♥♦♣, Boris 12, Vera 8    made (T10): Anna +300; Boris 12 → 10,
                                                   Vera 8 → 10 (T11)        300, 10, 10
    2  the same                                                             600, 20, 20
    3  Anna 400: Anna 120 ♥♦♣♠, Boris 0, Vera 0    made: 600 + 400 = 1000 from below 880 is
                                                   set to 880, on the barrel (T30); Boris
                                                   and Vera write 0: a bolt each (T20)
                                                                            880, 20, 20
    Under barrel_jump = yes, deal 3 wins at once (T30): Anna 1000, the game over (T38);
    each other pays the winner the stake, 1 (T40): Anna +2, Boris −1, Vera −1.
    4  Boris 100: Anna 20, Boris 100, Vera 0       Anna on the barrel writes nothing (T14),
                                                   her first try (T32); Boris +100; Vera 0,
                                                   her second bolt          880, 120, 20
       — after the end under barrel_jump = yes (T59).

The game of rounding (defaults, rounding = 5):

    1  Anna 120: Anna 70 ♥, Boris 27, Vera 23      Anna +120; Boris 27 → 25, Vera 23 → 25
                                                   (T11); under rounding = 10: 30 and 20
"""
from __future__ import annotations

import json

import pytest
from helpers_cli.vintcli import ok, refused, run

BIG = ("deal", "Anna", "300", "--points", "Anna=100,Boris=12,Vera=8", "--marriage",
       "Anna=100,Anna=80,Anna=60")
ONTO_BARREL = ("deal", "Anna", "400", "--points", "Anna=120,Boris=0,Vera=0", "--marriage",
               "Anna=100,Anna=80,Anna=60,Anna=40")
A_TRY = ("deal", "Boris", "100", "--points", "Anna=20,Boris=100")
ROUNDED = ("deal", "Anna", "120", "--points", "Anna=70,Boris=27,Vera=23", "--marriage",
           "Anna=100")


@pytest.fixture
def barrel(sessions_dir):
    ok("new", "g", "--game", "thousand", "--players", "Anna,Boris,Vera")
    for deal in (BIG, BIG, ONTO_BARREL):
        ok(*deal)
    return sessions_dir / "g.toml"


def test_a_rescore_shows_the_game_under_the_other_option_and_writes_nothing(barrel):
    before = barrel.read_bytes()
    out = ok("rescore", "--rule", "barrel_jump=yes").stdout
    assert "Now played to 1000; then played to 1000, options barrel_jump=yes:" in " ".join(
        out.split())
    rows = {line.split()[0]: line.split()[1:] for line in out.splitlines()
            if line.split()[:1] in (["Anna"], ["Boris"], ["Vera"])}
    assert rows == {"Anna": ["880", "1000", "+120", "0.00", "+2.00"],
                    "Boris": ["20", "20", "0", "0.00", "-1.00"],
                    "Vera": ["20", "20", "0", "0.00", "-1.00"]}
    assert "Winner now: nobody yet; under those options: Anna." in out
    assert barrel.read_bytes() == before
    data = json.loads(ok("rescore", "--rule", "barrel_jump=yes", "--json").stdout)
    assert (data["format"], data["written"]) == ("vintscore-rescore", False)
    assert (data["from"]["barrel_jump"], data["to"]["barrel_jump"]) == ("no", "yes")
    assert data["players"]["Anna"] == {"now": 880, "then": 1000, "money_now": "0.00",
                                       "money_then": "2.00"}
    assert (data["winner_now"], data["winner_then"]) == (None, "Anna")
    assert data["then"] == [{"number": 1, "winner": "Anna",
                             "totals": {"Anna": 1000, "Boris": 20, "Vera": 20}}]


def test_write_switches_the_game_and_undo_takes_it_back(barrel):
    out = ok("rescore", "--rule", "barrel_jump=yes", "--write").stdout
    assert "The game is now scored with barrel_jump=yes; vint undo goes back." in out
    sheet = json.loads(ok("sheet", "--json").stdout)
    assert (sheet["totals"], sheet["winner"]) == ({"Anna": 1000, "Boris": 20, "Vera": 20},
                                                   "Anna")
    assert json.loads(ok("settle", "--json").stdout)["money"] == {
        "Anna": "2.00", "Boris": "-1.00", "Vera": "-1.00"}
    assert ok("log").stdout.splitlines()[3] == (
        "4. options switched: barrel_jump=yes — rules switched to barrel_jump=yes: the whole "
        "session is scored by them")
    r = refused(1, *A_TRY)  # T59: the game is over under the rules now in force
    assert "(T59)" in r.stderr, r.stderr
    ok("undo")
    sheet = json.loads(ok("sheet", "--json").stdout)
    assert (sheet["totals"]["Anna"], sheet["winner"]) == (880, None)


def test_a_rescore_that_puts_a_later_deal_after_the_end_is_refused_naming_it(barrel):
    ok(*A_TRY)
    assert json.loads(ok("sheet", "--json").stdout)["totals"] == {
        "Anna": 880, "Boris": 120, "Vera": 20}
    before = barrel.read_bytes()
    for write in ((), ("--write",)):
        r = refused(1, "rescore", "--rule", "barrel_jump=yes", *write)
        assert "under barrel_jump=yes, event 4 cannot be scored" in r.stderr, r.stderr
        assert "(T59)" in r.stderr, r.stderr
        assert barrel.read_bytes() == before


@pytest.mark.parametrize(("typed", "said"), [
    (("--rules", "classic"), "Thousand has no presets, not 'classic'"),
    ((), "say which option to change"),
    (("--rule", "rounding=7"), "rounding is 5 | 10 | none, not '7'"),
    (("--rule", "colour=red"), "not an option: 'colour=red'"),
], ids=["no-presets", "nothing-to-change", "T11-a-value-it-has-not", "an-option-it-has-not"])
def test_a_rescore_thousand_cannot_read_is_refused_and_nothing_written(barrel, typed, said):
    before = barrel.read_bytes()
    r = refused(1, "rescore", *typed, "--write")
    assert said in r.stderr and "hint:" in r.stderr, r.stderr
    assert barrel.read_bytes() == before


def test_the_switch_scores_the_deals_after_it_and_void_takes_it_back(sessions_dir):
    """The switch to rounding = 10 scores deal 1 again (Boris 30, Vera 20); then Boris deals
    (the switch deals nothing): Boris 60 ♠ 100, made +100; Anna 33 → 30 and Vera 27 → 30
    (T11, rounding = 10): 150, 130, 50. Voided, the default 5 again: deal 1 as played (25,
    25), Anna 33 → 35 and Vera 27 → 25: 155, 125, 50."""
    ok("new", "r", "--game", "thousand", "--players", "Anna,Boris,Vera")
    ok(*ROUNDED)
    rows = [line.split() for line in ok("rescore", "--rule", "rounding=10").stdout.splitlines()]
    assert ["Boris", "25", "30", "+5", "0.00", "0.00"] in rows
    assert ["Vera", "25", "20", "-5", "0.00", "0.00"] in rows
    ok("rescore", "--rule", "rounding=10", "--write")
    assert "Next deal: Boris deals." in ok("sheet").stdout
    assert "options rounding=10" in ok("sheet").stdout.splitlines()[0]
    ok("deal", "Boris", "100", "--points", "Anna=33,Boris=60,Vera=27", "--marriage", "Boris=40")
    assert json.loads(ok("sheet", "--json").stdout)["totals"] == {
        "Anna": 150, "Boris": 130, "Vera": 50}
    assert json.loads(ok("export", "-f", "json").stdout)["rules"]["rounding"] == "10"
    assert "fine — 3 events" in ok("check").stdout
    ok("void", "2")
    assert json.loads(ok("sheet", "--json").stdout)["totals"] == {
        "Anna": 155, "Boris": 125, "Vera": 50}


def test_a_rescore_in_russian(sessions_dir):
    ok("new", "r", "--game", "тысяча", "--players", "Аня,Боря,Вера", "--lang", "ru")
    ok("deal", "Аня", "120", "--points", "Аня=70,Боря=27,Вера=23", "--marriage", "Аня=100")
    out = ok("rescore", "--rule", "rounding=10", "--write").stdout
    assert "Победитель сейчас: пока никто; по другим правилам: пока никто." in out
    assert "Игра теперь считается по правилам rounding=10; «vint undo» вернёт." in out
    r = run("rescore", "--rules", "classic")
    assert r.exit_code == 1 and r.stderr.startswith(
        "ошибка: у тысячи нет готовых правил, а названо «classic»\nподсказка: "), r.stderr


@pytest.mark.parametrize(("typed", "said"), [
    (("--bid", "100"), "--bid does not apply: event 2 is a switch of options"),
    (("--marriage", "Anna=40"), "--marriage does not apply: event 2 is a switch of options"),
    ((), "nothing to change in event 2"),
], ids=["a-deals-bid", "a-deals-marriage", "nothing"])
def test_a_switch_takes_a_note_alone(sessions_dir, typed, said):
    """A switch is changed by voiding it and rescoring again: an edit of it takes a note."""
    ok("new", "r", "--game", "thousand", "--players", "Anna,Boris,Vera")
    ok(*ROUNDED)
    ok("rescore", "--rule", "rounding=10", "--write")
    path = sessions_dir / "r.toml"
    before = path.read_bytes()
    r = refused(1, "edit", "2", *typed)
    assert said in r.stderr and "vint void 2" in r.stderr, r.stderr
    assert path.read_bytes() == before
    ok("edit", "2", "--note", "as the Poles play")
    assert ok("log").stdout.splitlines()[1].startswith(
        "2. options switched: rounding=10 — as the Poles play")
