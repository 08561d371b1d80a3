"""Issue 13, "Trust at the table": `vint check` says every problem of a file, and the
small cases where a refusal named the wrong reason (or nothing was refused at all).

Through the command line where the scorekeeper sees it (CliRunner, width 80, no colour;
helpers_cli.vintcli). Expected outcomes come from the rules (V…, P…) and
docs/contract.md ("Exit codes": 1 refused input, 65 a file that cannot be read or validated).
"""
from __future__ import annotations

import pytest
from helpers_cli.vintcli import new, ok, refused, run

FIVE = ("Anna", "Boris", "Vera", "Gleb", "Dima")  # cut order: Anna sits out rubber 1 (V12)


def g(declarer: str):
    """5S by `declarer`, 11 tricks: a game for that side (550 below, V3, V8)."""
    return ok("deal", "5S", declarer, "11", "--honours", "3", "--aces", "1")


# -- i13 c: a refused change that is not in the file yet is named for what was typed --------

@pytest.mark.parametrize("args, words", [
    # (a leave during one's own rubber is "after this rubber" now, issue 13: accepted; a
    # leave of a player the next rubber was seated with by hand is still refused)
    pytest.param(["seat", "--leave", "Anna"], ["seat change refused", "seated by hand"],
                 id="i13-new-seat-leave"),
    pytest.param(["seat", "--join", "Vera"], ["seat change refused", "Vera"],
                 id="i13-new-seat-join"),
    pytest.param(["deal", "1S", "Anna", "7", "-h", "0", "-a", "2"],
                 ["deal refused", "Anna", "sits out"], id="i13-new-deal"),
])
def test_a_refused_new_event_is_named_as_typed_not_by_a_number(sessions_dir, args, words):
    """V12: rubber 1 is Boris & Dima against Vera & Gleb, Anna out (event 1, a deal); the
    next rubber is seated by hand, Anna & Boris against Vera & Gleb (event 2). The change
    typed is event 3 only once written: the refusal calls it what it is, no number."""
    new("t", ",".join(FIVE))
    g("Boris")
    ok("seat", "--pairs", "Anna+Boris,Vera+Gleb")
    path = sessions_dir / "t.toml"
    before = path.read_bytes()
    r = refused(1, *args, words=words)
    assert "event 3" not in r.stderr and "запись 3" not in r.stderr, r.stderr
    assert path.read_bytes() == before


def test_a_later_event_made_impossible_by_a_void_is_still_named_by_its_number(sessions_dir):
    """docs/contract.md, "Writing safely": after void or edit the session is replayed and a later event that has
    become impossible is named by its number. Boris & Dima win rubber 1 in two games
    (V8; Anna sits out, V12); in rubber 2 Boris sits out and Anna declares (event 3).
    Voiding game 2 reopens rubber 1, in which Anna sits out: event 3 is in the file, so
    it is named."""
    new("t", ",".join(FIVE))
    g("Boris")
    g("Boris")
    g("Anna")
    path = sessions_dir / "t.toml"
    before = path.read_bytes()
    refused(1, "void", "2", words=["void refused", "event 3", "Anna", "sits out"])
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
    """docs/contract.md, "Exit codes": a value our code refuses is exit 1 and nothing is written."""
    refused(1, "new", "t", *game, "--title", title, words=["title"])
    assert list(sessions_dir.glob("*.toml")) == []


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("title", HIDDEN_TITLES)
def test_a_file_whose_title_cannot_be_shown_is_refused_at_its_line(sessions_dir, game, title):
    """docs/contract.md, "What a file may not hold": a file that does not validate is exit 65, the line named; `vint check`
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


# -- i13 a: a name that begins two hands is ambiguous, never "not at the table" -------------

@pytest.mark.parametrize("table, players, typed, candidates, ways", [
    # V12: at a table with a dummy, Du plays rubber 1 with the dummy; 'd' begins both
    pytest.param("dummy", "Du,Anna,Boris", "d", ["Du", "dummy"], ["'Du' for Du", "'dum' for dummy"],
                 id="i13-dummy-ambiguous"),
    pytest.param("dummy", "Du,Anna,Boris", "D", ["Du", "dummy"], ["'Du' for Du", "'dum' for dummy"],
                 id="i13-dummy-ambiguous-capital"),
    # V12: at a table of two each plays with a dummy of his own: dummy-Du and dummy-Anna
    pytest.param("two", "Du,Anna", "d", ["Du", "dummy-Du", "dummy-Anna"],
                 ["'Du' for Du", "'dummy-D' for dummy-Du", "'dummy-A' for dummy-Anna"],
                 id="i13-two-dummies-ambiguous"),
    pytest.param("two", "Du,Anna", "dummy", ["dummy-Du", "dummy-Anna"],
                 ["'dummy-D' for dummy-Du", "'dummy-A' for dummy-Anna"],
                 id="i13-two-dummies-dummy-ambiguous"),
])
def test_a_name_that_begins_two_hands_is_ambiguous(sessions_dir, table, players, typed,
                                                   candidates, ways):
    """V2: a player is named by an exact match or a unique beginning; one that begins two
    hands is refused as ambiguous, each candidate named with how to type it."""
    new("t", players, "--table", table)
    path = sessions_dir / "t.toml"
    before = path.read_bytes()
    r = refused(1, "deal", "3H", typed, "9", "-h", "3", "-a", "2",
                words=["could be", *candidates, *ways, "(V2)"])
    assert "not at the table" not in r.stderr, r.stderr
    assert path.read_bytes() == before
    for way in ways:  # each way typed finds its hand
        typed_way = way.split("'")[1]
        ok("deal", "3H", typed_way, "9", "-h", "3", "-a", "2")
        ok("undo")


def test_an_ambiguous_name_in_russian(sessions_dir):
    new("t", "Du,Anna,Boris", "--table", "dummy")
    r = run("deal", "3H", "d", "9", "-h", "3", "-a", "2", "--lang", "ru")
    assert r.exit_code == 1 and r.stdout == "", r.stderr
    assert r.stderr.startswith("ошибка: "), r.stderr
    for words in ("это может быть Du или болван", "наберите так: Du — «Du», болван — «dum»"):
        assert words in r.stderr, r.stderr


def test_a_name_that_begins_the_declarer_and_a_defender_is_ambiguous(sessions_dir):
    """P1: 'D' begins Dan (who declares), Dima and Dora; it is ambiguous, not 'Dan
    declares this deal'. 'Dan' itself is the declarer, who cannot whist."""
    ok("new", "p", "--game", "preferans", "--players", "Dan,Dima,Dora")
    r = refused(1, "deal", "6S", "Dan", "6", "--whist", "D=2", "--whist", "Dora=2",
                words=["could be Dan or Dima or Dora", "'Di' for Dima", "(P1)"])
    assert "declares" not in r.stderr, r.stderr
    refused(1, "deal", "6S", "Dan", "6", "--whist", "Dan=2", "--whist", "Dora=2",
            words=["Dan declares this deal"])


# -- i13 b: a seat change that names one player twice ----------------------------------------

CLASHES = [
    # Egor comes in for Gleb and is replaced by Zoe in the same breath: he never plays
    pytest.param(["--replace", "Gleb=Egor", "--replace", "Egor=Zoe"],
                 ["Egor", "never play", "--replace Gleb=Zoe"], id="i13-seat-chain"),
    pytest.param(["--replace", "Egor=Zoe", "--replace", "Gleb=Egor"],
                 ["Egor", "never play", "--replace Gleb=Zoe"], id="i13-seat-chain-backwards"),
    pytest.param(["--replace", "Gleb=Egor", "--replace", "egor=Zoe", "--replace", "Zoe=Ivan"],
                 ["never play", "--replace Gleb=Ivan"], id="i13-seat-chain-of-three"),
    pytest.param(["--replace", "Gleb=Egor", "--leave", "Egor"],
                 ["Egor", "never play", "--leave Gleb"], id="i13-seat-replaced-then-leaves"),
    pytest.param(["--join", "Egor", "--replace", "Egor=Zoe"],
                 ["Egor", "never play", "--join Zoe"], id="i13-seat-joins-then-replaced"),
    pytest.param(["--join", "Egor", "--leave", "Egor"],
                 ["Egor", "never play", "as it is"], id="i13-seat-joins-and-leaves"),
    pytest.param(["--replace", "Gleb=Egor", "--replace", "Egor=Gleb"],
                 ["never play", "as it is"], id="i13-seat-ring"),
    # one player going out twice, or one newcomer coming in twice
    pytest.param(["--replace", "Gleb=Egor", "--replace", "Gleb=Zoe"],
                 ["Gleb", "twice", "--replace Gleb=Egor or --replace Gleb=Zoe"],
                 id="i13-seat-replaced-twice"),
    pytest.param(["--replace", "Gleb=Egor", "--leave", "gleb"],
                 ["twice", "--replace Gleb=Egor or --leave gleb"],
                 id="i13-seat-replaced-and-leaves"),
    pytest.param(["--replace", "Gleb=Zoe", "--replace", "Boris=Zoe"],
                 ["Zoe", "twice", "--replace Gleb=Zoe or --replace Boris=Zoe"],
                 id="i13-seat-newcomer-twice"),
    pytest.param(["--join", "Zoe", "--join", "Zoe"], ["Zoe", "twice", "--join Zoe"],
                 id="i13-seat-joins-twice"),
]


@pytest.mark.parametrize("args, words", CLASHES)
def test_a_seat_change_naming_a_player_twice_is_refused(sessions_dir, args, words):
    """V12: each player of a seat change is named once, going out or coming in; a chain
    (Gleb=Egor, Egor=Zoe) would seat Egor for no deal at all. Refused, saying why and
    what to type instead; nothing written."""
    new("t", ",".join(FIVE))
    path = sessions_dir / "t.toml"
    before = path.read_bytes()
    refused(1, "seat", *args, words=[*words, "(V12)"])
    assert path.read_bytes() == before


def test_the_change_a_chain_meant_is_accepted(sessions_dir):
    """What the hint says to type is a valid change: Zoe takes Gleb's seat (V12)."""
    new("t", ",".join(FIVE))
    ok("seat", "--replace", "Gleb=Zoe")
    r = ok("rotation", "--json")
    assert "Zoe" in r.stdout and "Egor" not in r.stdout


@pytest.mark.parametrize("replace, words", [
    pytest.param('["Gleb=Egor", "Egor=Zoe"]', ["never play", 'replace = ["Gleb=Zoe"]'],
                 id="i13-seat-chain-in-file"),
    pytest.param('["Gleb=Egor", "Gleb=Zoe"]', ["twice", 'replace = ["Gleb=Egor"]'],
                 id="i13-seat-twice-in-file"),
])
def test_a_seat_change_naming_a_player_twice_in_the_file_is_refused(sessions_dir, replace,
                                                                    words):
    """A rule checked on input is checked when a file is read (docs/contract.md, "What a file may not hold"): exit 65, the
    line of `replace` named, for `vint check` and every other command."""
    new("t", ",".join(FIVE))
    path = sessions_dir / "t.toml"
    text = path.read_text(encoding="utf-8") + f'\n[[events]]\nkind = "seat"\nreplace = {replace}\n'
    path.write_text(text, encoding="utf-8")
    line = text.split("\n").index(f"replace = {replace}") + 1
    r = refused(65, "check", words=["event 1", *words, "(V12)"])
    assert f"{path}:{line}:" in r.stderr, r.stderr
    refused(65, "rotation", words=["event 1"])
    refused(65, "seat", "--join", "Ivan", words=["event 1"])


# -- i13 e: Preferans trick counts that do not add up, or that nothing would score ----------

def pulya(*players: str) -> None:
    ok("new", "p", "--game", "preferans", "--players", ",".join(players or ("B", "C", "E")),
       "--rules", "sochi")


@pytest.mark.parametrize("args, words", [
    # P1, P5 2: with one whister the defenders' 10 − 5 = 5 tricks are all C's: 5 + 3 ≠ 10
    pytest.param("deal 7S B 5 --whist C=3 --pass E", ["5 + 3", "(P1)", "C=5"],
                 id="i13-one-whister-not-10"),
    pytest.param("deal 7S B 5 --whist C=6 --pass E", ["5 + 6", "(P1)"],
                 id="i13-one-whister-over-10"),
    # P5 2: E passed and has no tricks of his own
    pytest.param("deal 7S B 5 --whist C --pass E=2", ["E=2", "(P5)"],
                 id="i13-one-whister-passers-tricks"),
    # P4: both passed, not played: no tricks to give
    pytest.param("deal 7S B 7 --pass C --pass E", ["not played", "(P4)"],
                 id="i13-both-passed-tricks"),
    pytest.param("deal 7S B --pass C=4 --pass E=6", ["not played", "C=4", "(P4)"],
                 id="i13-both-passed-passers-tricks"),
    # P8: a misère counts the declarer's tricks only
    pytest.param("deal misere B 1 --pass C=5 --pass E=4", ["misère", "C=5", "(P8)"],
                 id="i13-misere-passers-tricks"),
])
def test_preferans_trick_counts_refused_when_typed(sessions_dir, args, words):
    pulya()
    path = sessions_dir / "p.toml"
    before = path.read_bytes()
    refused(1, *args.split(), words=words)
    assert path.read_bytes() == before


def test_one_whister_with_the_count_that_adds_up_is_scored(sessions_dir):
    """P5 Sochi, 7♠ v 4, B takes 5, u = 2: B mountain 4·2 = 8; greedy C writes 4·5 = 20 on
    B, and consolation 4·2 = 8 from C and from E (T 5 ≥ R 2: no shortfall)."""
    import json
    pulya()
    ok("deal", "7S", "B", "5", "--whist", "C=5", "--pass", "E")
    players = json.loads(ok("sheet", "--json").stdout)["players"]
    assert players["B"]["mountain"] == 8
    assert players["C"]["vists"]["B"] == 28 and players["E"]["vists"]["B"] == 8


@pytest.mark.parametrize("first, edit, words", [
    pytest.param("deal 7S B 5 --whist C --pass E", "edit 1 --whist C=3", ["5 + 3", "(P1)"],
                 id="i13-edit-one-whister-not-10"),
    pytest.param("deal 7S B 5 --whist C --pass E", "edit 1 --pass E=1", ["E=1", "(P5)"],
                 id="i13-edit-passers-tricks"),
    pytest.param("deal 7S B --pass C --pass E", "edit 1 --tricks 7", ["not played", "(P4)"],
                 id="i13-edit-both-passed-tricks"),
])
def test_preferans_trick_counts_refused_in_edit(sessions_dir, first, edit, words):
    """`vint edit` is judged by the same replay: refused, the event named, nothing written."""
    pulya()
    ok(*first.split())
    path = sessions_dir / "p.toml"
    before = path.read_bytes()
    refused(1, *edit.split(), words=["edit refused", *words])
    assert path.read_bytes() == before


def test_an_edit_that_passes_a_played_deal_out_drops_its_tricks(sessions_dir):
    """P4: edited into 'both passed', the deal is not played: its tricks go with the play
    (only tricks typed in the edit itself are refused). B writes v = 4 to the pool."""
    import json
    pulya()
    ok("deal", "7S", "B", "7", "--whist", "C", "--pass", "E")
    ok("edit", "1", "--no-whists", "--no-passes", "--pass", "C", "--pass", "E")
    data = json.loads(ok("sheet", "--json").stdout)["players"]
    assert data["B"]["pool"] == 4 and data["C"]["vists"]["B"] == 0
    assert "tricks" not in (sessions_dir / "p.toml").read_text(encoding="utf-8").split(
        "[[events]]")[1]


@pytest.mark.parametrize("table, key, words", [
    pytest.param('tricks = 5\nwhist = ["C=3"]\npass = ["E"]', "whist", ["5 + 3", "(P1)"],
                 id="i13-file-one-whister-not-10"),
    pytest.param('tricks = 5\nwhist = ["C"]\npass = ["E=2"]', "pass", ["E=2", "(P5)"],
                 id="i13-file-passers-tricks"),
    pytest.param('tricks = 7\npass = ["C", "E"]', "tricks", ["not played", "(P4)"],
                 id="i13-file-both-passed-tricks"),
])
def test_preferans_trick_counts_refused_in_a_file(sessions_dir, table, key, words):
    """docs/contract.md, "What a file may not hold": a rule checked on input is checked when a file is read: exit 65, the
    line of the key at fault, for `vint check` and every other command."""
    pulya()
    path = sessions_dir / "p.toml"
    text = (path.read_text(encoding="utf-8")
            + f'\n[[events]]\nkind = "deal"\ncontract = "7S"\ndeclarer = "B"\n{table}\n')
    path.write_text(text, encoding="utf-8")
    line = next(n for n, s in enumerate(text.split("\n"), 1)
                if s.startswith(f"{key} = ") and n > text.split("\n").index("[[events]]"))
    r = refused(65, "check", words=["event 1", *words])
    assert f"{path}:{line}:" in r.stderr, r.stderr
    refused(65, "settle", words=["event 1"])


# -- i13 check: every problem of the header, the rules and every event, each at its line ----

VINT_HEAD = '''format = "vintscore-session"
schema_version = 1
game = "vint"
title = "Friday"
created = 2026-11-30T19:05:00+03:00
players = ["Anna", "Boris", "Vera", "Gleb"]
table = "pairs"
stake = "1.00"
lang = "en"

[rules]
preset = "classic"
game_target = 500
'''
DEAL = '''
[[events]]
kind = "deal"
contract = "3H"
declarer = "Anna"
tricks = 9
honours = 3
aces = 2
'''


def write_session(sessions_dir, text: str):
    path = sessions_dir / "s.toml"
    path.write_text(text, encoding="utf-8")
    return path


def lines_of(text: str, *starts: str) -> list[int]:
    """The line of each of `starts` (the first line beginning so after the one before)."""
    lines, found, at = text.split("\n"), [], 0
    for start in starts:
        at = next(n for n in range(at, len(lines)) if lines[n].startswith(start))
        found.append(at + 1)
    return found


def reported(stderr: str, path) -> list[int]:
    import re
    return [int(n) for n in re.findall(re.escape(str(path)) + r":(\d+):", stderr)]


def edit(text: str, *changes: tuple[str, str]) -> str:
    for old, replacement in changes:
        assert old in text, old
        text = text.replace(old, replacement, 1)
    return text


@pytest.mark.parametrize("changes, starts, words", [
    # The example: a table, a stake, a rules option and an event, all wrong. The
    # table unknown, nothing can be replayed; the deal is still checked on its own (V2).
    pytest.param([('table = "pairs"', 'table = "pairz"'), ('stake = "1.00"', "stake = 1.5"),
                  ("game_target = 500", "game_target = -5"),
                  ('declarer = "Anna"', 'declarer = "Zed"'), ("tricks = 9", "tricks = -1")],
                 ["table", "stake", "game_target", "declarer", "tricks"],
                 ["pairz", "1.5", "-5", "Zed", "-1"], id="i13-check-header-all"),
    pytest.param([('table = "pairs"', 'table = "pairz"'), ('stake = "1.00"', 'stake = "1.5x"'),
                  ("game_target = 500", "game_target = -5"),
                  ('declarer = "Anna"', 'declarer = "Zed"'), ("tricks = 9", "tricks = -1")],
                 ["table", "stake", "game_target", "declarer", "tricks"],
                 ["pairz", "1.5x", "-5", "Zed", "-1"], id="i13-check-header-all-stake-text"),
    # Two problems of the header, no event at all: both said (the first no longer hides)
    pytest.param([('table = "pairs"', 'table = "pairz"'), ('lang = "en"', 'lang = "xx"')],
                 ["table", "lang"], ["pairz", "xx"], id="i13-check-header-no-events"),
    # The header reads but for what the replay does not need (a title, a stake): the
    # session is replayed, and its events' problems are said too
    pytest.param([('title = "Friday"', 'title = "Fri\\u0000day"'), ('stake = "1.00"', "stake = 1"),
                  ('declarer = "Anna"', 'declarer = "Zed"'), ("aces = 2", "aces = 7")],
                 ["title", "stake", "declarer", "aces"], ["\\x00", "1", "Zed", "7"],
                 id="i13-check-stand-ins-replayed"),
    # One deal, four problems: each its own line (V2)
    pytest.param([('declarer = "Anna"', 'declarer = "Zed"'), ("tricks = 9", "tricks = -1"),
                  ("honours = 3", "honours = 9"), ("aces = 2", "aces = 7")],
                 ["declarer", "tricks", "honours", "aces"], ["Zed", "-1", "9", "7"],
                 id="i13-check-event-all"),
    # [rules] that do not fit the table (V9) and an event: both
    pytest.param([('table = "pairs"', 'table = "individual"'),
                  ("game_target = 500", 'game_target = 500\nall_pass = "play"'),
                  ("tricks = 9", "tricks = 14")],
                 ["all_pass", "tricks"], ["V9", "14"], id="i13-check-rules-table-and-event"),
])
def test_check_reports_every_problem_at_its_line(sessions_dir, changes, starts, words):
    """docs/contract.md, "vint check": `vint check` validates a session file "and reports every problem", each
    with its file, line, the line itself and a hint (exit 65); every other command refuses
    the file too (65), saying its first problem."""
    text = edit(VINT_HEAD + DEAL, *changes)
    path = write_session(sessions_dir, text)
    before = path.read_bytes()
    r = refused(65, "check", str(path), words=words)
    expected = lines_of(text, *(f"{key} = " for key in starts))
    assert sorted(reported(r.stderr, path)) == sorted(expected), r.stderr
    assert f"{len(expected)} problem" in r.stderr
    assert r.stderr.count("hint: ") == len(expected)
    for n in expected:  # the layout: the source line under each problem
        assert f"  {n} | {text.split(chr(10))[n - 1]}" in r.stderr, r.stderr
    for args in (["sheet"], ["deal", "1S", "Boris", "7", "-h", "3", "-a", "2"], ["log"]):
        other = refused(65, *args, "-s", str(path))
        assert len(reported(other.stderr, path)) == 1, other.stderr  # one: the first met
        assert reported(other.stderr, path)[0] in expected, other.stderr
    assert path.read_bytes() == before


@pytest.mark.parametrize("table, players, deal, starts", [
    # V12: at a table of individual records the deal names the declarer's partner
    pytest.param("individual", '["Anna", "Boris", "Vera", "Gleb"]',
                 'contract = "1S"\ndeclarer = "Anna"\ntricks = 14\nhonours = 3\naces = 2\n',
                 ["[[events]]", "tricks"], id="i13-check-individual-partner-and-tricks"),
    # V12: Anna sits out rubber 1 of five (cut order), and the tricks are out of range (V2)
    pytest.param("pairs", '["Anna", "Boris", "Vera", "Gleb", "Dima"]',
                 'contract = "1S"\ndeclarer = "Anna"\ntricks = 14\nhonours = 3\naces = 2\n',
                 ["declarer", "tricks"], id="i13-check-sits-out-and-tricks"),
])
def test_check_says_what_else_is_wrong_with_a_deal_refused_for_its_seat(sessions_dir, table,
                                                                        players, deal, starts):
    text = edit(VINT_HEAD, ('table = "pairs"', f'table = "{table}"'),
                ('players = ["Anna", "Boris", "Vera", "Gleb"]', f"players = {players}"))
    text += '\n[[events]]\nkind = "deal"\n' + deal
    path = write_session(sessions_dir, text)
    r = refused(65, "check", str(path), words=["event 1", "14"])
    events_at = text.split("\n").index("[[events]]")
    expected = [n for n in lines_of(text, *(k if k.startswith("[") else f"{k} = " for k in starts))
                if n > events_at]
    assert sorted(reported(r.stderr, path)) == expected, r.stderr


PREF_HEAD = '''format = "vintscore-session"
schema_version = 1
game = "preferans"
title = "Thursday"
created = 2026-11-30T19:05:00+03:00
players = ["Anna", "Boris", "Vera"]
stake = "0.10"
lang = "en"

[rules]
convention = "sochi"
pool_target = 20
'''
PREF_EVENTS = '''
[[events]]
kind = "deal"
contract = "7S"
declarer = "Anna"
tricks = 7
whist = ["Boris"]
pass = ["Vera"]

[[events]]
kind = "pass"
tricks = ["Anna=2", "Boris=4", "Vera=4"]
'''


@pytest.mark.parametrize("changes, starts, words", [
    pytest.param([('players = ["Anna", "Boris", "Vera"]', 'players = ["Anna", "Boris", "Vera", '
                   '"Gleb", "Dima"]'), ('stake = "0.10"', "stake = 0.1"),
                  ("pool_target = 20", "pool_target = -3"),
                  ('declarer = "Anna"', 'declarer = "Zed"'),
                  ("tricks = 7", "tricks = 11"), ('"Anna=2", "Boris=4"', '"Anna=5", "Boris=4"')],
                 ["players", "stake", "pool_target", "declarer", "tricks = 11", "tricks = ["],
                 ["P1", "0.1", "-3", "Zed", "11", "Anna 5"], id="i13-check-pref-header-all"),
    pytest.param([('convention = "sochi"', 'convention = "sochii"'),
                  ('whist = ["Boris"]', 'whist = ["Yan"]'), ("tricks = 7", "tricks = 11")],
                 ["convention", "tricks = 11", "whist"], ["sochii", "Yan", "11"],
                 id="i13-check-pref-rules-and-event"),
    pytest.param([('whist = ["Boris"]', 'whist = ["Yan"]'), ("tricks = 7", "tricks = 11")],
                 ["tricks = 11", "whist"], ["Yan", "11"], id="i13-check-pref-event-all"),
])
def test_check_reports_every_problem_of_a_pulya(sessions_dir, changes, starts, words):
    text = edit(PREF_HEAD + PREF_EVENTS, *changes)
    path = write_session(sessions_dir, text)
    r = refused(65, "check", str(path), words=words)
    expected = lines_of(text, *(s if "=" in s else f"{s} = " for s in starts))
    assert sorted(reported(r.stderr, path)) == sorted(expected), r.stderr
    other = refused(65, "settle", "-s", str(path))
    assert len(reported(other.stderr, path)) == 1, other.stderr  # one: the first met
    assert reported(other.stderr, path)[0] in expected, other.stderr
