"""Thousand on every surface of a session (issue 34): new (its words, its options, no
presets), deal, log, edit, void, undo and redo, history, check, settle, every export,
stats, the club ledger, `vint play`, TAB, the sheet at 60, 80 and 200 columns in
English and Russian, and the live page's keypad (a made deal of three without marriages in
at most 10 taps). Every number is worked by hand from the rules (thousand.en.md).

The evening of most tests, Anna, Boris, Vera (Anna deals first), stake 2:

    1  Anna 120: Anna 70 ♥, Boris 30, Vera 20   made (T9): Anna +120, Boris +30, Vera +20
    2  Boris 110: Boris 60, Vera 60 ♠           failed: Boris −110; Vera 60 + 40 = 100;
                                                Anna's 0 follows (T5): 0, her first bolt
    3  Vera 100 given up (T12)                  Vera −100, Anna and Boris 50 each

    totals: Anna 170, Boris −30, Vera 20; Anna deals the fourth deal.
"""
from __future__ import annotations

import csv
import html
import io
import json
import re

import pytest
from helpers_cli.vintcli import ok, refused, run
from helpers_web.serving import ORIGIN, client, links

EVENING = (("deal", "Anna", "120", "--points", "Anna=70,Boris=30,Vera=20", "--marriage",
            "Anna=100"),
           ("deal", "Boris", "110", "--points", "Boris=60,Vera=60", "--marriage", "Vera=40"),
           ("deal", "Vera", "100", "--conceded"))
TOTALS = {"Anna": 170, "Boris": -30, "Vera": 20}


@pytest.fixture
def evening(sessions_dir):
    ok("new", "evening", "--game", "thousand", "--players", "Anna,Boris,Vera", "--stake", "2")
    for deal in EVENING:
        ok(*deal)
    return sessions_dir / "evening.toml"


def lines(text: str) -> list[str]:
    return [line.rstrip() for line in text.splitlines()]


def test_a_deal_says_what_it_wrote_and_who_deals_next(sessions_dir):
    out = ok("new", "evening", "--game", "1000", "--players", "Anna,Boris,Vera").stdout
    assert lines(out) == ["Created " + str(sessions_dir / "evening.toml")
                          + ": Thousand, played to 1000, stake 1.00.", "Next deal: Anna deals."]
    assert lines(ok(*EVENING[0]).stdout) == [
        "Event 1: Anna 120: Anna 70, Boris 30, Vera 20; marriages Anna ♥100",
        "Anna +120, Boris +30, Vera +20", "evening — played to 1000", "Game 1",
        "No.  Anna  Boris  Vera", "─" * 22, "1     120     30    20", "Next deal: Boris deals."]
    assert lines(ok(*EVENING[1]).stdout)[:3] == [
        "Event 2: Boris 110: Boris 60, Vera 60; marriages Vera ♠40",
        "Anna 0, Boris -110, Vera +100", "Anna: bolt |"]
    assert lines(ok(*EVENING[2]).stdout)[:2] == ["Event 3: Vera 100, given up",
                                                 "Anna +50, Boris +50, Vera -100"]


def test_the_sheet_as_on_paper_at_60_80_and_200_columns(evening):
    for width in (60, 80, 200):
        assert lines(run("sheet", width=width).stdout) == [
            "evening — played to 1000", "Game 1", "No.   Anna  Boris  Vera", "─" * 23,
            "1      120     30    20", "2    120 |    -80   120", "3      170    -30    20",
            "Next deal: Anna deals."], width
    data = json.loads(ok("sheet", "--json").stdout)
    assert (data["format"], data["totals"], data["winner"], data["next_dealer"]) == (
        "vintscore-thousand-sheet", TOTALS, None, "Anna")
    assert data["standing"]["Anna"] == {"bolts": 1, "barrel": False, "tries": 0, "falls": 0}


def test_four_players_the_dealer_sits_out_and_the_page_and_sheet_say_so(sessions_dir):
    """T1, T2, TG10: Anna deals first and sits out; Boris deals the second."""
    out = ok("new", "four", "--game", "thousand", "--players", "Anna,Boris,Vera,Gleb").stdout
    assert out.endswith("Next deal: Anna deals and sits out.\n")
    refused(1, "deal", "Anna", "120", "--points", "Boris=60,Vera=40,Gleb=20",
            words=["Anna deals this deal and sits it out (T51)"])
    assert ok("deal", "Boris", "120", "--points", "Boris=70,Vera=30,Gleb=20", "--marriage",
              "Boris=100").stdout.endswith("Next deal: Boris deals and sits out.\n")
    assert json.loads(ok("sheet", "--json").stdout)["next_sitter"] == "Boris"


def test_the_sheet_in_russian_with_the_barrel_its_tries_a_fall_and_three_bolts(sessions_dir):
    """TG4 in Russian, then Vera's third bolt: «бочка», its tries, the fall to 760 (T32),
    the bolts as sticks, the third −120 (T21)."""
    ok("new", "вечер", "--game", "тысяча", "--players", "Аня,Боря,Вера", "--lang", "ru")
    big = ("deal", "Аня", "300", "--points", "Аня=100,Боря=12,Вера=8", "--marriage",
           "Аня=100,Аня=80,Аня=60")
    for deal in (big, big, big, ("deal", "Боря", "100", "--points", "Аня=20,Боря=80,Вера=20"),
                 ("deal", "Вера", "100", "--points", "Аня=30,Боря=20,Вера=70"),
                 ("deal", "Боря", "110", "--points", "Аня=25,Боря=75,Вера=20"),
                 ("deal", "Боря", "100", "--points", "Аня=20,Боря=100"),
                 ("deal", "Боря", "100", "--points", "Аня=20,Боря=100")):
        ok(*deal)
    out = ok("deal", "Боря", "100", "--points", "Аня=20,Боря=100").stdout
    assert "Вера: третий болт |||: −120" in out and "Партию 1 выигрывает" not in out
    for width in (60, 80, 200):
        assert lines(run("sheet", width=width).stdout)[1:] == [
            "Партия 1", "№               Аня  Боря      Вера", "─" * 35,
            "1               300    10        10", "2               600    20        20",
            "3         880 бочка    30        30", "4       880 бочка 1   −70        50",
            "5       880 бочка 2   −50       −50", "6  760 бочка 3 слёт  −160       −30",
            "7               780   −60     −30 |", "8               800    40    −30 ||",
            "9               820   140  −150 |||", "Следующий кон сдаёт Аня."], width
    assert "6. Боря, заказ 110: Аня 25, Боря 75, Вера 20 — Боря −110, Вера +20; Аня: бочка, " \
        "попытка 3, слёт с бочки, 1-й" in ok("log").stdout


def test_impossible_deals_are_refused_with_their_rule_and_nothing_written(evening):
    before = evening.read_bytes()
    for args, rule in ((("Anna", "102", "--points", "Anna=60,Boris=40"), "T52"),
                       (("Anna", "100", "--points", "Anna=60"), "T53"),
                       (("Anna", "100", "--points", "Anna=60,Boris=59"), "T54"),
                       (("Anna", "100", "--points", "Anna=60,Gleb=40"), "T53"),
                       (("Gleb", "100", "--points", "Anna=60,Boris=40"), "T51"),
                       (("Anna", "100", "--conceded", "--points", "Anna=60"), "T55"),
                       (("Anna", "100", "--points", "Anna=80,Boris=40", "--marriage", "Anna=50"),
                        "T56"),
                       (("Anna", "100", "--points", "Anna=80,Boris=40,Vera=0", "--marriage",
                         "Vera=40"), "T57"),
                       (("Anna", "100", "--points", "Anna=80,Boris=40", "--talon", "17"), "T58"),
                       (("Anna", "100", "--points", "Anna=eighty"), "T53")):
        refused(1, "deal", *args, words=[f"({rule})"])
    assert evening.read_bytes() == before
    r = refused(2, "new", "x", "--game", "thousand", "--players", "A,B", "--table", "pairs")
    assert "--table" in r.stderr
    refused(1, "new", "x", "--game", "thousand", "--players", "A,B", "--rules", "classic",
            words=["no presets", "--rule KEY=VALUE"])
    refused(1, "new", "x", "--game", "thousand", "--players", "A,B,C,D,E", words=["(T50)"])
    refused(1, "new", "x", "--game", "thousand", "--players", "Anna,anna", words=["(T50)"])
    refused(1, "new", "x", "--game", "thousand", "--players", "A,B", "--rule", "barrel=on",
            words=["barrel_bump"])


def test_log_edit_void_undo_redo_history(evening):
    assert lines(ok("log").stdout)[2] == (
        "3. Vera 100, given up — Anna +50, Boris +50, Vera -100")
    # deal 2 made instead (Vera's marriage moved to Boris: 60 + 40 = 100 < 110, still not):
    # Boris 110 with 70 card points and the ♠: 110 made; Vera 50 → 50; Anna's bolt stays
    assert lines(ok("edit", "2", "--points", "Boris=70,Vera=50", "--marriage",
                    "Boris=40").stdout) == [
        "Event 2 changed: Boris 110: Boris 70, Vera 50; marriages Boris ♠40",
        "  now writes Anna 0, Boris +110, Vera +50; Anna: bolt |"]
    assert lines(ok("edit", "3", "--played", "--points", "Anna=40,Vera=80").stdout)[1] == (
        "  now writes Anna +40, Boris 0, Vera -100; Boris: bolt |")
    ok("void", "1")
    assert json.loads(ok("sheet", "--json").stdout)["next_dealer"] == "Vera"  # two dealt
    ok("undo")
    ok("undo")
    ok("redo")
    history = json.loads(ok("history", "--json").stdout)
    assert [r["command"] for r in history["revisions"]] == [
        "new", "deal", "deal", "deal", "edit", "edit", "void", "undo", "undo", "redo"]
    ok("edit", "--stake", "3")


def test_an_edit_that_makes_a_later_deal_impossible_is_refused_naming_it(sessions_dir):
    """With barrel_jump (T30): 300, 600, 700; the third deal made a bid of 400 (120 card points
    and every marriage) is 1000, a win: the fourth is after the end (T59)."""
    ok("new", "g", "--game", "thousand", "--players", "Anna,Boris,Vera", "--rule",
       "barrel_jump=yes")
    big = ("deal", "Anna", "300", "--points", "Anna=100,Boris=12,Vera=8", "--marriage",
           "Anna=100,Anna=80,Anna=60")
    for deal in (big, big, ("deal", "Anna", "100", "--points", "Anna=100,Boris=12,Vera=8"),
                 ("deal", "Boris", "100", "--points", "Anna=20,Boris=100")):
        ok(*deal)
    before = (sessions_dir / "g.toml").read_bytes()
    r = refused(1, "edit", "3", "--bid", "400", "--points", "Anna=120,Boris=0,Vera=0",
                "--marriage", "Anna=100,Anna=80,Anna=60,Anna=40")
    assert "event 4" in r.stderr and "(T59)" in r.stderr, r.stderr
    assert (sessions_dir / "g.toml").read_bytes() == before
    ok("edit", "3", "--marriage", "Anna=40")  # a marriage more: still 100 made
    assert json.loads(ok("log", "--json").stdout)["events"][2]["points"]["Anna"] == 100
    ok("edit", "3", "--marriage", "")  # none again
    assert "marriages" not in ok("log").stdout.splitlines()[2]


def test_stats_count_the_bolts_of_a_game_not_yet_won(evening):
    """The evening is not over (T38): no game played to the end, no money (T40); Anna's bolt of
    deal 2 (T20) is counted all the same."""
    stats = json.loads(ok("stats", "--json").stdout)["games"]["thousand"]
    assert stats["players"] == {"Anna": {"played": 0, "won": 0, "bolt": 1, "barrel": 0,
                                         "fall": 0, "money": "0.00"}}


def test_check_and_check_expect(evening):
    assert ok("check").stdout.endswith("fine — 3 events, players Anna, Boris, Vera, rules "
                                       "played to 1000.\n")
    assert "as on paper" in ok("check", "--expect", "2:Boris=-80", "--expect", "Vera=20").stdout
    text = evening.read_text(encoding="utf-8")
    evening.write_text(text.replace('"Vera=60"', '"Vera=61"'), encoding="utf-8")
    r = run("check")
    assert r.exit_code == 65 and "(T54)" in r.stderr, r.shown
    evening.write_text(text.replace('bolt = "zero"', 'bolt = "nope"'), encoding="utf-8")
    r = run("check")
    assert r.exit_code == 65 and "bolt" in r.stderr, r.shown


def test_settle_winner_and_difference_and_exports(sessions_dir):
    """TG11, TG12: B pays A (1000 − 55) / 100 = 9.45, C (1000 − 45) / 100 = 9.55."""
    for name, rule, stake in (("w", "settle=winner", "5"), ("d", "settle=difference", "1")):
        ok("new", name, "--game", "thousand", "--players", "Anna,Boris,Vera", "--rule", rule,
           "--stake", stake)
        big = ("deal", "Anna", "300", "--points", "Anna=100,Boris=12,Vera=8", "--marriage",
               "Anna=100,Anna=80,Anna=60")
        for deal in (big, big, big, ("deal", "Anna", "120", "--points", "Anna=80,Boris=25,Vera=15",
                                     "--marriage", "Anna=40")):
            ok(*deal)
    assert json.loads(ok("settle", "--json", "-s", "w").stdout)["money"] == {
        "Anna": "10.00", "Boris": "-5.00", "Vera": "-5.00"}
    settled = json.loads(ok("settle", "--json", "-s", "d").stdout)
    assert settled["money_cents"] == {"Anna": "19.00", "Boris": "-9.45", "Vera": "-9.55"}
    assert settled["won"] == {"Anna": 1, "Boris": 0, "Vera": 0}
    assert "Boris pays Anna 9.45" in ok("settle", "-s", "d").stdout
    md = ok("export", "-f", "md", "-s", "d").stdout
    assert "## Game 1, won by Anna" in md and "| 3 | 880 barrel | 30 | 30 |" in md
    rows = list(csv.reader(io.StringIO(ok("export", "-f", "csv", "-s", "d").stdout)))
    assert ["Anna", "1", "19.00"] in rows
    data = json.loads(ok("export", "-f", "json", "-s", "d").stdout)
    assert data["rules"]["settle"] == "difference" and data["sheet"]["winner"] == "Anna"
    page = ok("export", "-f", "html", "-s", "d").stdout
    assert "880 barrel" in page
    stats = json.loads(ok("stats", "--json").stdout)["games"]["thousand"]
    assert stats["players"]["Anna"] == {"played": 2, "won": 2, "bolt": 0, "barrel": 2,
                                        "fall": 0, "money": "29.00"}
    assert "on the barrel" in ok("stats").stdout
    ledger = ok("ledger").stdout
    assert "Thousand" in ledger


@pytest.mark.parametrize(("words", "cword", "offered"), [
    ("vint deal ", 2, ["Anna", "Boris", "Vera"]),
    ("vint deal Anna 120 --took-trick B", 5, ["Boris"]),
    ("vint deal Anna 120 --points V", 5, ["Vera="]),  # T5: PLAYER=POINTS
    ("vint deal Anna 120 --points Anna=70,B", 5, ["Anna=70,Boris="]),
    ("vint deal Anna 120 --points Anna=7", 5, []),  # the points are the scorekeeper's
    ("vint deal Anna 120 --marriage ", 5, ["Anna=", "Boris=", "Vera="]),  # T8
    ("vint edit 1 --points Vera=20,A", 4, ["Vera=20,Anna="]),
    ("vint deal Anna 120 --talon ", 5, []),
    ("vint rescore --rule barrel_b", 3, ["barrel_bump="]),  # the options' table
    ("vint rescore --rule barrel_bump=", 3, ["barrel_bump=on", "barrel_bump=off"]),
    ("vint rescore --rule settle=d", 3, ["settle=difference"]),
    ("vint rescore --rule nothing", 3, []),
], ids=["T5-declarer", "T8-took-a-trick", "T5-points-a-player", "T5-points-the-next",
        "T5-points-a-number", "T8-marriages", "edit-points", "T13-talon", "rescore-a-key",
        "T33-rescore-its-values", "T40-rescore-a-value", "rescore-no-such-key"])
def test_tab_completes_the_players_of_a_deal_and_the_options(sessions_dir, words, cword,
                                                             offered):
    import os
    ok("new", "t", "--game", "thousand", "--players", "Anna,Boris,Vera")
    env = {"VINTSCORE_DIR": os.environ.get("VINTSCORE_DIR", str(sessions_dir)),
           "_VINT_COMPLETE": "complete_bash"}
    assert ok(env={**env, "COMP_WORDS": words, "COMP_CWORD": str(cword)}).stdout.split() \
        == offered, words


def test_vint_play_asks_in_the_tables_order(sessions_dir):
    ok("new", "p", "--game", "thousand", "--players", "Anna,Boris,Vera")
    typed = "Anna\n120\n\n70\n30\n\nAnna=100\ny\nquit\n"
    r = run("play", input=typed)
    assert r.exit_code == 0, r.shown
    prompts = re.findall(r"^(Declarer|Bid|Given up\?|\w+'s card points|Marriages)", r.stdout,
                         re.M)
    assert prompts[:7] == ["Declarer", "Bid", "Given up?", "Anna's card points",
                       "Boris's card points", "Vera's card points", "Marriages"], r.stdout
    assert json.loads(ok("log", "--json").stdout)["events"][0]["points"] == {
        "Anna": 120, "Boris": 30, "Vera": 20}


# -- the live page's keypad ------------------------------------------------------------------

def field_keys(page: str, key: str) -> list[list[str]]:
    """What each key of a field's keypad types, row after row."""
    box = re.search(rf'<div class="field[^"]*" data-key="{re.escape(key)}"[^>]*>(.*?)'
                    r'(?=<div class="field|<div class="buttons|<div class="preview|</form)',
                    page, re.S)
    assert box, key
    rows = re.findall(r'<div class="row"[^>]*>(.*?)</div>', box.group(1), re.S)
    return [[html.unescape(t) for t in re.findall(r'data-typed="([^"]*)"', row)] for row in rows]


def taps(rows: list[list[str]], answer: str) -> int:
    """The keys an answer takes: one of each row typed one after another (live.js)."""
    def split(rest: str, at: int) -> int | None:
        if at == len(rows):
            return 0 if rest == "" else None
        for typed in rows[at]:
            if rest.startswith(typed) and (n := split(rest[len(typed):], at + 1)) is not None:
                return n + 1
        return None
    found = split(answer, 0)
    assert found is not None, (answer, rows)
    return found


@pytest.mark.parametrize(("players", "lang", "heading"), [
    ("Anna,Boris,Vera", "en", "Boris deals"),
    ("Anna,Boris,Vera,Gleb", "en", "Boris deals and sits out"),
    ("Anna,Boris,Vera,Gleb", "ru", "Сдаёт Boris и в кону не играет"),
], ids=["T2-three", "T2-four-the-dealer-sits-out", "T2-four-in-russian"])
def test_over_the_keypad_the_page_says_who_deals_and_who_sits_out(sessions_dir, players, lang,
                                                                  heading):
    """T2: `--dealer Boris` deals the first deal; at four he sits it out."""
    ok("new", "pad", "--game", "thousand", "--players", players, "--dealer", "Boris", "--lang",
       lang)
    with client(sessions_dir) as (c, s):
        page = c.get(links(s, "pad")["k_page"]).text
    found = re.search(r'<p class="heading" id="entry-heading">([^<]*)</p>', page)
    assert found is not None and html.unescape(found[1]) == heading, page


def test_a_first_dealer_written_by_hand_who_is_no_player_is_reported_on_its_line(sessions_dir):
    """T2: the header's `dealer` names who deals first; a name nobody has is a problem of the
    file (exit 65), reported on its line, never taken for the first player."""
    ok("new", "d", "--game", "thousand", "--players", "Anna,Boris,Vera", "--dealer", "Vera")
    path = sessions_dir / "d.toml"
    path.write_text(path.read_text(encoding="utf-8").replace('dealer = "Vera"', 'dealer = "Zed"'),
                    encoding="utf-8")
    for command in (("check",), ("sheet",), ("deal", "Anna", "100", "--conceded")):
        r = run(*command)
        assert r.exit_code == 65, r.shown
        assert re.search(r"d\.toml:\d+: the first dealer 'Zed' is not one of the players "
                         r"\(Anna, Boris, Vera\) \(T2\)", r.stderr), r.stderr
        assert 'dealer = "Anna"' in r.stderr  # the hint shows how it is written


def test_the_keypad_types_a_made_deal_of_three_in_at_most_10_taps(sessions_dir):
    """Anna 100 made with 100 card points, Boris 15, Vera's 5 left to the rest of 120 (T5):
    the declarer 1 tap, the bid 1 (the bids by steps from 100), each card points 2 (tens,
    then units), Save 1: 7 taps; given up, the marriages and Vera's points left blank."""
    ok("new", "pad", "--game", "thousand", "--players", "Anna,Boris,Vera")
    ok("new", "typed", "--game", "thousand", "--players", "Anna,Boris,Vera")
    ok("deal", "Anna", "100", "--points", "Anna=100,Boris=15", "-s", "typed")
    with client(sessions_dir) as (c, s):
        L = links(s, "pad")
        page = c.get(L["k_page"]).text
        answers = {"declarer": "Anna", "bid": "100", "points:Anna": "100", "points:Boris": "15"}
        rows = {key: field_keys(page, key) for key in answers}
        assert rows["bid"][0][:4] == ["100", "105", "110", "115"] and rows["bid"][0][-1] == "400"
        tapped = sum(taps(rows[k], v) for k, v in answers.items()) + 1  # and Save
        assert tapped == 7 <= 10
        for blank in ("conceded", "points:Vera", "marriages"):  # may be left blank
            assert re.search(rf'data-key="{re.escape(blank)}"', page), blank
            assert not re.search(rf'name="a:{re.escape(blank)}"[^>]*aria-required="true"', page)
        data = {f"a:{k}": v for k, v in {**dict.fromkeys(
            ("conceded", "points:Vera", "marriages"), ""), **answers}.items()}
        r = c.post(L["k_deal"], data={**data, "step": "check"}, headers={"Origin": ORIGIN})
        assert "It writes Anna +100, Boris +15, Vera +5" in html.unescape(r.text)
        seen = re.search(r'name="seen" value="([0-9a-f]+)"', r.text).group(1)
        r = c.post(L["k_deal"], data={**data, "step": "save", "seen": seen, "key": "k" * 22},
                   headers={"Origin": ORIGIN})
        assert r.status_code == 303
    logged = [json.loads(ok("log", "--json", "-s", n).stdout)["events"] for n in ("pad", "typed")]
    assert logged[0] == logged[1]
