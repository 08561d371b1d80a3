"""The sheet explains itself (issue 14 item 6): a capped revoke, a slam the revoke made, a
replacement mid-rubber drawn across its column, the rubber's winners by name with what the
points say."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers_cli.vintcli import ok

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.fixture
def vint(tmp_path):
    def run(*args: str, width: int = 120) -> str:
        return ok(*args, width=width, env={"VINTSCORE_DIR": str(tmp_path)}).stdout
    run("new", "friday", "--players", "Anna,Boris,Vera,Gleb")
    return run


def test_a_capped_count_says_so(vint):
    # V10: 6NT, 13 taken, Anna revokes: 10 tricks, 600 below, capped at 490
    vint("deal", "6NT", "Anna", "13", "-a", "2", "--revoke", "Anna")
    sheet = vint("sheet")
    # the amount and its reason side by side; the reason may wrap under itself in a column
    # as wide as the other (issue 23: equal columns)
    assert re.search(r"│ +490 \(capped from 600: a side that revoked cannot win", sheet), sheet
    column = " ".join(line.split("│")[1].strip() for line in sheet.splitlines()
                      if line.count("│") == 2)  # Anna & Vera's, read down
    assert ("490 (capped from 600: a side that revoked cannot win the game in that deal)"
            in re.sub(r"\s+", " ", column)), sheet
    assert "490 capped" in re.sub(r"[│ ]+", " ", vint("sheet", width=60)), vint("sheet", width=60)
    assert "490 below (capped from 600" in vint("log")
    assert "урезано с 600" in vint("sheet", "--lang", "ru")


def test_a_slam_made_by_a_revoke_says_how():
    # the demo's deal 7: 3NT by Gleb, 9 tricks, Vera revokes: 12 tricks, a small slam (V7, V10)
    out = ok("sheet", "-s", DATA / "demo.toml", width=120).stdout
    assert "1000 small slam (9 tricks + 3 for a revoke)" in out, out
    # deal 9's small slam was taken in play: it says nothing more
    assert re.search(r"^\s*9 │ +1000 small slam +│", out, re.M), out


@pytest.mark.parametrize("lang, said", [
    pytest.param("en", "1000 small slam (9 tricks + 3 for a revoke)", id="phone-en"),
    pytest.param("ru", "1000 малый шлем (9 взяток + 3 за ренонс)", id="phone-ru"),
])
def test_a_slam_made_by_a_revoke_says_how_on_a_phone_too(lang, said):
    # the compact sheet (60 columns) says it beside its short label, as the wide one does;
    # the label keeps "small" (issue 23), and may wrap under itself
    out = ok("sheet", "-s", DATA / "demo.toml", "--lang", lang, width=60).stdout
    assert said in re.sub(r"[\s│]+", " ", out), out


def test_a_replacement_mid_rubber_draws_a_line_across_the_column(vint):
    vint("deal", "2H", "Anna", "8", "-h", "3", "-a", "2")
    vint("deal", "1NT", "Boris", "8", "-a", "3")
    vint("seat", "--replace", "Boris=Dmitri")
    vint("deal", "3S", "Gleb", "8", "-h", "2", "-a", "2")
    for width in (120, 80, 60):
        sheet = vint("sheet", width=width)
        flat = re.sub(r"\s+", " ", sheet)
        assert "Boris→Dmitri" in flat, sheet
        # the seat event's number (for `vint edit 3`), above the line and below it
        lines = [line for line in sheet.splitlines() if re.match(r"^\s*3\s*│", line)]
        assert len(lines) == 2, sheet
        assert all("Dmitri takes Boris's seat" in line for line in lines) or width < 80, sheet
        assert flat.count("Dmitri takes Boris's seat") == 2 or width < 80, sheet
    assert "Boris уступает место, садится Dmitri" in vint("sheet", "--lang", "ru")


def test_the_winners_are_named_with_what_the_points_say(vint):
    # Anna & Vera fail 7NT by three (21000 + 10000 to Boris & Gleb), then win two games:
    # they win the rubber and lose on points, and the money follows the points (V11)
    vint("deal", "7NT", "Anna", "10", "-a", "2")
    for _ in range(4):
        vint("deal", "3NT", "Anna", "10", "-a", "2")
    sheet = vint("sheet", "--all")
    assert re.search(r"won by Anna & Vera 2–0, who lose \d+ on points", sheet), sheet
    ru = vint("sheet", "--all", "--lang", "ru")
    assert re.search(r"роббер взяли Anna и Vera, 2–0; по очкам они в минусе на \d+", ru), ru


def test_the_winners_games_come_first():
    out = ok("sheet", "-s", DATA / "demo.toml", width=120).stdout
    assert "won by Anna & Vera 2–1, who win 23220 on points" in out, out


@pytest.mark.parametrize("session", [DATA / "demo.toml", DATA / "evening-unfinished.toml",
                                     DATA.parents[1] / "vintscore" / "examples" / "pulya.toml"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_friends_page_cites_rules_only_in_a_footnote(session, lang):
    result = ok("export", "-f", "html", "-o", "-", "-s", session, "--lang", lang)
    body = result.stdout.split("<body>", 1)[1]
    notes = re.findall(r'<p class="note rules">(.*?)</p>', body)
    # the ids, listed once at the bottom; a closed pulya's page cites none (its settlement
    # and marks explain themselves in words, as Vint's do)
    assert len(notes) == (0 if session.name == "pulya.toml" else 1), body
    words = re.sub(r"<[^>]+>", " ", body.replace(notes[0], "") if notes else body)
    assert not re.search(r"\b(?:PS|PD|[VPXRS])\d+\b", words), words
    assert all("vint rules" in note for note in notes)
