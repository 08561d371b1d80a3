"""Issue 23, "The sheet's shape": the terminal sheet's columns, its words on a phone."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.helpers_cli.vintcli import ok

DATA = Path(__file__).resolve().parents[1] / "data"
DEMO = str(DATA / "demo.toml")


def flat(text: str) -> str:
    return re.sub(r"[│\s]+", " ", text)


@pytest.mark.parametrize("lang, small, bid", [
    ("en", "1000 small slam", "5000 bid small slam"),
    ("ru", "1000 малый шлем", "5000 назн. малый шлем")])
def test_a_phones_sheet_keeps_small_and_grand_in_its_slams(lang, small, bid):
    # V7 pays a small and a grand slam differently: at 60 columns the compact words said
    # only "slam" and "bid slam". The demo's deal 9 is a bid small slam (6♠ made).
    out = ok("sheet", "-s", DEMO, "--lang", lang, width=60).stdout
    row = flat(out[re.search(r"^ *9│", out, re.M).start():])
    assert row.startswith(f" 9 {small} {bid} "), out
    assert not re.search(r"\d (?:slam|bid slam|шлем|назн\. шлем)\b", flat(out)), out


def test_a_grand_slam_is_grand_on_a_phone(sessions_dir):
    # 7NT by Anna, 13 tricks: V7's grand slam and bid grand slam
    ok("new", "friday", "--players", "Anna,Boris,Vera,Gleb")
    out = flat(ok("deal", "7NT", "Anna", "13", "-a", "4", width=60).stdout)
    assert " grand slam " in out and " bid grand slam " in out, out


def heading_rules(out: str) -> list[list[int]]:
    """The rule under each rubber's headings, cut at its crossings: [first, col 1, col 2…]."""
    lines = out.splitlines()
    return [[len(part) for part in lines[i + 1].split("┼")]
            for i, line in enumerate(lines[:-1]) if line.lstrip().startswith("#")]


@pytest.mark.parametrize("width", [60, 80, 120, 200])
def test_the_sheets_columns_are_equal_and_alike_in_every_rubber(width):
    # paper has two equal columns: 39 against 32 at 80 columns, 38 against 14 at 60, and
    # from rubber to rubber, were the old sheet's (issue 23)
    out = ok("sheet", "-s", DEMO, width=width).stdout
    rules = heading_rules(out)
    assert len(rules) == 2, out  # the demo's two rubbers, both in full
    assert rules[0] == rules[1], out  # the evening's widest rubber sets both
    _, left, right = rules[0]
    # a cell is its width and a space each side; the last has none on its right (the
    # screen's edge), and on a phone (under 72 columns) no padding at all
    assert left == (right if width < 72 else right + 1), out
    assert sum(rules[0]) + 2 <= width, out


def test_the_columns_are_as_wide_as_the_evening_needs_not_the_screen():
    # at 200 columns the demo's widest entry, "1000 small slam (9 tricks + 3 for a
    # revoke)", sets the columns: rubber 1's amounts take 5 figures (27710), then a space
    # and 38 characters of words: 44, and a space each side
    rules = heading_rules(ok("sheet", "-s", DEMO, width=200).stdout)
    assert rules[0][1:] == [44 + 2, 44 + 1], rules


def test_a_deal_shows_its_rubber_as_wide_as_the_evenings_sheet(sessions_dir):
    (sessions_dir / "mine.toml").write_bytes((DATA / "demo.toml").read_bytes())
    dealt = ok("deal", "1S", "Boris", "7", "-h", "2", "-a", "2", "-s", "mine", width=120).stdout
    sheet = ok("sheet", "-s", "mine", width=120).stdout
    # rubber 2, drawn after the deal, as wide as rubber 1 (the evening's widest) is
    assert heading_rules(dealt) == heading_rules(sheet)[:1], (dealt, sheet)


@pytest.mark.parametrize("lang, above, below", [("en", "above", "below"),
                                                 ("ru", "над чертой", "под чертой")])
def test_the_halves_are_labelled_where_there_is_room(lang, above, below):
    wide = ok("sheet", "-s", DEMO, "--lang", lang, width=80).stdout.splitlines()
    labels = [line.split("│")[0].strip() for line in wide if "│" in line]
    assert labels.count(above) == 2 and labels.count(below) == 2, wide  # a pair a rubber
    # each heads its half: right after the rule under the headings, and after the line
    assert [labels[i + 1] for i, t in enumerate(labels) if t == "#"] == [above, above], wide
    phone = ok("sheet", "-s", DEMO, "--lang", lang, width=60).stdout
    assert above not in [line.split("│")[0].strip() for line in phone.splitlines()], phone


@pytest.mark.parametrize("lang, said", [
    ("en", "small slam (9 tricks + 3 for a revoke)"),
    ("ru", "малый шлем (9 взяток + 3 за ренонс)")])
def test_the_exports_sheet_says_a_revokes_slam_as_the_terminal_does(lang, said):
    # the demo's deal 7: 3NT by Gleb, 9 tricks, Vera revokes: 12 tricks, a small slam
    # (V7, V10); the terminal said how, the HTML page did not
    assert said in ok("sheet", "-s", DEMO, "--lang", lang, width=120).stdout
    page = ok("export", "-s", DEMO, "-f", "html", "-o", "-", "--lang", lang).stdout
    assert f'<span class="n">1000</span><span class="w">{said}</span>' in page
    assert f"1000 {said}<br>" in ok("export", "-s", DEMO, "-f", "md", "--lang", lang).stdout


def five_after_rubber_one() -> None:
    """Five at the table (V12): rubber 1, Boris & Dmitri against Vera & Gleb, won in two
    deals (5♠ made twice), Anna sitting out."""
    ok("new", "club", "--players", "Anna,Boris,Vera,Gleb,Dmitri")
    ok("deal", "5S", "Boris", "11", "-h", "3", "-a", "1")
    ok("deal", "5S", "Dmitri", "11", "-h", "3", "-a", "1")


def test_after_a_replan_seat_and_rotation_say_who_deals_first(sessions_dir):
    # Egor joins between rubbers: the coming rubber is planned afresh (Anna & Dmitri
    # against Gleb & Egor), and its first dealer is no longer the old plan's Gleb
    five_after_rubber_one()
    before = ok("sheet").stdout.splitlines()[-1]
    out = ok("seat", "--join", "Egor", width=200).stdout.splitlines()
    dealer = json.loads(ok("sheet", "--json").stdout)["next_dealer"]
    assert before == "Next deal: Gleb deals." and dealer != "Gleb"
    assert f"  Rubber 2: {dealer} deals first." in out, out
    assert f"Rubber 2: {dealer} deals first." in ok("rotation", width=200).stdout.splitlines()
    ru = ok("rotation", "--lang", "ru", width=200).stdout.splitlines()
    assert f"Роббер 2: первую сдачу сдаёт {dealer}." in ru, ru


def test_a_replacement_mid_rubber_says_who_deals_next(sessions_dir):
    # mid-rubber, the coming hand is the rubber's next one: the newcomer takes the turn of
    # the seat he takes (dealing.py)
    five_after_rubber_one()
    ok("seat", "--join", "Egor")
    ok("deal", "2H", "Anna", "8", "-h", "3", "-a", "2")
    due = json.loads(ok("sheet", "--json").stdout)["next_dealer"]
    out = ok("seat", "--replace", f"{due}=Boris", width=200).stdout.splitlines()
    assert "  Next deal: Boris deals." in out, out
    assert "Next deal: Boris deals." in ok("rotation", width=200).stdout.splitlines()


def test_a_player_who_left_before_playing_a_hand_is_not_settled_as_zero(sessions_dir):
    # Egor joins during rubber 1 (from the next rubber, V12) and leaves before it: he
    # played no hand, and stayed in the settlement, the running table and the chart as 0
    ok("new", "club", "--players", "Anna,Boris,Vera,Gleb,Dmitri")
    ok("deal", "5S", "Boris", "11", "-h", "3", "-a", "1")
    ok("seat", "--join", "Egor")
    ok("seat", "--leave", "Egor")
    ok("deal", "5S", "Dmitri", "11", "-h", "3", "-a", "1")
    settled = json.loads(ok("settle", "--json").stdout)
    # rubber 1, Boris & Dmitri 3300 – 200 Vera & Gleb: D = 3100 (V11); Anna, at the
    # table and sitting out, is settled at 0 as the running table's 0 says
    assert settled["players"] == {"Anna": 0, "Boris": 3100, "Vera": -3100, "Gleb": -3100,
                                  "Dmitri": 3100}
    assert "Egor" not in settled["money"]
    assert "Egor" not in ok("settle", width=200).stdout
    running = json.loads(ok("rotation", "--json").stdout)["running"]
    assert [sorted(r["result"]) for r in running] == [sorted(settled["players"])]
    rotation = ok("rotation", width=200).stdout
    assert "Egor" not in rotation.split("Running table", 1)[1], rotation
    page = ok("export", "-f", "html", "-o", "-").stdout
    assert 'data-player="Egor"' not in page


def test_a_player_who_played_and_left_stays_settled(sessions_dir):
    # Dmitri plays rubber 1 and leaves after it: his +3100 stays his
    ok("new", "club", "--players", "Anna,Boris,Vera,Gleb,Dmitri")
    ok("deal", "5S", "Boris", "11", "-h", "3", "-a", "1")
    ok("seat", "--leave", "Dmitri")
    ok("deal", "5S", "Dmitri", "11", "-h", "3", "-a", "1")
    assert json.loads(ok("settle", "--json").stdout)["players"]["Dmitri"] == 3100
