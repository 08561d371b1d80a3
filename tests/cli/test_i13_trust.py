"""Issue 13, "Trust at the table": `vint check` says every problem of a file, and the
small cases where a refusal named the wrong reason (or nothing was refused at all).

Through the command line where the scorekeeper sees it (CliRunner, width 80, no colour;
helpers_cli.vintcli). Expected outcomes come from RULES.md (V…), PREFERANS.md (P…) and
DESIGN.md (exit codes: 1 refused input, 65 a file that cannot be read or validated).
"""
from __future__ import annotations

import pytest
from helpers_cli.vintcli import new, ok, refused

FIVE = ("Anna", "Boris", "Vera", "Gleb", "Dima")  # cut order: Anna sits out rubber 1 (V12)


def g(declarer: str):
    """5S by `declarer`, 11 tricks: a game for that side (550 below, V3, V8)."""
    return ok("deal", "5S", declarer, "11", "--honours", "3", "--aces", "1")


# -- i13 c: a refused change that is not in the file yet is named for what was typed --------

@pytest.mark.parametrize("args, words", [
    pytest.param(["seat", "--leave", "Boris"], ["seat change refused", "Boris", "rubber 1"],
                 id="i13-new-seat-leave"),
    pytest.param(["seat", "--join", "Vera"], ["seat change refused", "Vera"],
                 id="i13-new-seat-join"),
    pytest.param(["deal", "1S", "Anna", "7", "-h", "0", "-a", "2"],
                 ["deal refused", "Anna", "sits out"], id="i13-new-deal"),
])
def test_a_refused_new_event_is_named_as_typed_not_by_a_number(sessions_dir, args, words):
    """V12: rubber 1 is Boris & Dima against Vera & Gleb, Anna out; Boris plays, so he
    cannot leave. The seat change is event 2 only once written: the refusal calls it
    what it is, with no event number."""
    new("t", ",".join(FIVE))
    g("Boris")
    path = sessions_dir / "t.toml"
    before = path.read_bytes()
    r = refused(1, *args, words=words)
    assert "event 2" not in r.stderr and "событие 2" not in r.stderr, r.stderr
    assert path.read_bytes() == before


def test_a_later_event_made_impossible_by_a_void_is_still_named_by_its_number(sessions_dir):
    """DESIGN.md: after void or edit the session is replayed and a later event that has
    become impossible is named by its number. Boris & Dima win rubber 1 in two games
    (V8), then Vera leaves (event 3, V12: she no longer plays). Voiding game 2 reopens
    rubber 1, in which Vera plays: event 3 is in the file, so it is named."""
    new("t", ",".join(FIVE))
    g("Boris")
    g("Boris")
    ok("seat", "--leave", "Vera")
    path = sessions_dir / "t.toml"
    before = path.read_bytes()
    refused(1, "void", "2", words=["void refused", "event 3", "Vera", "rubber 1"])
    assert path.read_bytes() == before


def test_a_rescore_whose_own_rules_do_not_fit_names_the_rules_typed(sessions_dir):
    """V9: a played all-pass needs two fixed sides; at a table of individual records the
    switch itself cannot stand. It is not an event of the file yet: no number is named."""
    new("t", "Anna,Boris,Vera,Gleb", "--table", "individual")
    ok("deal", "1S", "Anna", "7", "-h", "0", "-a", "2", "--partner", "Boris")
    path = sessions_dir / "t.toml"
    before = path.read_bytes()
    for extra in ([], ["--write"]):
        r = refused(1, "rescore", "--rules", "classic", "--rule", "all_pass=play", *extra,
                    words=["(V9)", "classic"])
        assert "event 2" not in r.stderr, r.stderr
    assert path.read_bytes() == before


# -- i13 d: a title holding what cannot be shown -------------------------------------------

HIDDEN_TITLES = [
    pytest.param("Fri\x00day", id="i13-title-nul"),
    pytest.param("Fri\x1b[2Jday", id="i13-title-escape"),
    pytest.param("Fri\nday", id="i13-title-newline"),
    pytest.param("Fri\u200bday", id="i13-title-zero-width"),
    pytest.param("Fri\u202eday", id="i13-title-reordering"),
]
GAMES = [pytest.param(("--players", "Anna,Boris,Vera,Gleb"), id="vint"),
         pytest.param(("--game", "preferans", "--players", "Anna,Boris,Vera"), id="preferans")]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("title", HIDDEN_TITLES)
def test_new_refuses_a_title_that_cannot_be_shown(sessions_dir, game, title):
    """DESIGN.md: a value our code refuses is exit 1 and nothing is written."""
    refused(1, "new", "t", *game, "--title", title, words=["title"])
    assert list(sessions_dir.glob("*.toml")) == []


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("title", HIDDEN_TITLES)
def test_a_file_whose_title_cannot_be_shown_is_refused_at_its_line(sessions_dir, game, title):
    """DESIGN.md: a file that does not validate is exit 65, the line named; `vint check`
    and every other command alike (the rule of `vint new --title` holds in a file too)."""
    import json
    ok("new", "t", *game)
    path = sessions_dir / "t.toml"
    lines = path.read_text(encoding="utf-8").split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith("title = "))
    lines[at] = "title = " + json.dumps(title)  # a TOML basic string: \u0000, \n escaped
    path.write_text("\n".join(lines), encoding="utf-8")
    r = refused(65, "check", words=["title"])
    assert f"{path}:{at + 1}:" in r.stderr, r.stderr
    refused(65, "sheet", words=["title"])


def test_an_ordinary_title_in_any_script_is_kept():
    """Letters of any script, digits, signs and emoji are a title's own."""
    from vintscore.notation import parse_title
    for title in ("Friday at Boris's", "Пятница у Бориса", "金曜日 🂡", "", "a — b"):
        assert parse_title(title) == title
