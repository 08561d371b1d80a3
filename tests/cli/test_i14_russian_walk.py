"""A Russian session is Russian everywhere (issue 14, item 2): every command of a Russian
evening is run, and what it prints (stdout and stderr) holds no Latin-script word but
what the allow-list below names.

The players have Russian names, so no name is Latin. What may stay Latin, and why:
- `vint` and the words right after it: a command line to type («vint rules V2», «'vint
  undo' вернёт»), with its option names (--note, -s);
- option names anywhere (a word after - or --), `key=value` of the file (rule options in
  «с изменениями: game_target=600», all_pass = 'x'), and file paths and names (*.toml,
  *.html, *.csv, *.md, anything with a slash);
- rule ids (V2, X15, P10…), which `vint rules ID` explains;
- the suit symbols are not Latin; the program's own name in the export's footer
  (vintscore) is a name.
Each exception is a pattern in ALLOWED; nothing else is skipped.
"""
from __future__ import annotations

import re

import pytest
from helpers_cli.vintcli import ok, run, typed

from vintscore.games import game_of
from vintscore.registry import names
from vintscore.rules import HOUSE  # the house's own documents: the rating's L1…

PLAYERS = "Аня,Боря,Вера,Глеб"
ENV = {"LANG": "C.UTF-8"}  # an English locale: the session alone makes the output Russian

COMMANDS = ("adjust", "check", "deal", "edit", "export", "history", "log", "misdeal", "new",
            "pass", "play", "redo", "rescore", "rotation", "rules", "seat", "sessions",
            "settle", "sheet", "stats", "rating", "undo", "use", "void", "where", "ledger",
            "paid", "serve", "help")
# What may stay in Latin script, by pattern; each one is removed before the words are read.
ALLOWED = (
    r"\bvintscore\b",  # the program's name
    # the values --game takes, the registry's games (before the command line)
    r"--game\s+(?:" + "|".join(map(re.escape, names())) + r")\b",
    # a command line: vint, its command, then options, rule ids, numbers and contracts (2H),
    # and words not in Latin script (names); a Latin word after it is still read
    r"vint(?:\s+[a-z][a-z-]*)?(?:\s+(?:-{1,2}[A-Za-z][\w-]*|[A-Z]{1,2}\d+\b|\d[^\s'»«]*"
    r"|[^\sA-Za-z'»«][^\s'»«]*))*",
    r"(?<![\w])-{1,2}[A-Za-z][\w-]*",  # an option
    r"\b[a-z_]+\s*=\s*['\"]?[\w.-]*['\"]?",  # key=value of the file
    r"\S*/\S*",  # a path
    r"\S*\.(?:toml|html|csv|md|json|jsonl)\b",  # a file name, or its extension
    # a rule id, by the letters of every registered game's (V, X, S, R; P, PS, PD; B…)
    r"\b(?:" + "|".join(sorted({i for g in names() for i in game_of(g).rule_ids} | set(HOUSE),
                               key=len, reverse=True)) + r")\d{1,2}\b",
    r"\bopenskill\b",  # the rating library's name (vint rating --help, L4)
    r"\b(?:md|csv|html|json|JSON)\b",  # an export's format, as --format takes it
    r"\b\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d)?(?:[+-]\d\d:\d\d)?",  # CSV's ISO 8601 time
    r"<[^>]+>",  # markup (<br> in a Markdown table)
    r"\$?VINTSCORE_DIR",  # the environment variable that names the sessions folder
    r"\ben\|ru\b",  # the values --lang takes
    r"\(по-латински тоже можно: 3H, 2NT\)",  # deal --help: the Latin forms input accepts
    r"(?<=[:\[ ])N\b",  # a number in a metavar (ИГРОК:МАСТЬ:N, правка N), as the review keeps it
    r"\b(?:demo|pulya)\b",  # the shipped examples' names, typed after -s
    r"\bиз n карт|меньше n козырных",  # the rules' text: n, a number of cards
    r"(?m)^  (?:" + "|".join(COMMANDS) + r")\b",  # `vint --help`: the commands' names
)
LATIN = re.compile(r"[A-Za-z]+")


def latin_words(text: str) -> list[str]:
    """The Latin-script words of `text` outside what ALLOWED names."""
    for pattern in ALLOWED:
        text = re.sub(pattern, " ", text)
    return LATIN.findall(text)


def test_the_allow_list_lets_through_only_what_it_names():
    assert latin_words("см. «vint rules V2»; vint adjust Боря --reason поправка -- -500") == []
    assert latin_words("vint deal 2H Аня 8 and more") == ["and", "more"]  # a command ends
    assert latin_words("сдача 2NT, коронка Глеб:S:4, правила classic") == ["NT", "S", "classic"]
    assert latin_words("Аня & dummy: 0.50") == ["dummy"]


def _commands(tmp_path) -> list[tuple[str, ...]]:
    html, csv, md = (str(tmp_path / f"пятница.{ext}") for ext in ("html", "csv", "md"))
    return [
        ("new", "пятница", "--players", PLAYERS, "--lang", "ru", "--stake", "0.5"),
        ("deal", "2NT", "Аня", "8", "-a", "2"),
        ("deal", "4H", "Боря", "10", "-h", "4", "-a", "2", "--coronet", "Боря:H:4"),
        ("deal", "3S", "Вера", "9", "-h", "3", "-a", "3", "--coronet", "Вера:aces:3"),
        ("pass",),
        ("adjust", "Боря", "--reason", "поправка", "--", "-100"),
        ("misdeal",),
        ("log",), ("sheet",), ("sheet", "--all"), ("settle",), ("rotation",), ("check",),
        ("history",),
        ("export", "--format", "md", "-o", md), ("export", "--format", "csv", "-o", csv),
        ("export", "--format", "html", "-o", html),
        ("export", "--format", "md"),
        ("rescore", "--rules", "nut", "--rule", "game_target=600"),
        ("undo",), ("redo",),
        ("rules",), ("rules", "V2"),
        ("edit", "5", "--note", "четыре паса"),
        ("void", "5"), ("void", "5", "--restore"),
        ("deal", "--help"), ("--help",),
    ]


def _seat_commands() -> list[tuple[str, ...]]:
    return [("new", "club", "--players", PLAYERS + ",Дима", "--lang", "ru"),
            ("seat", "--join", "Женя"), ("rotation",), ("sheet",)]


def _dummy_commands(tmp_path, table: str) -> list[tuple[str, ...]]:
    """A table with a dummy (V12; review row 48): the dummy declares, holds a coronet,
    revokes and is seen in every view; at a table of two each player has his own."""
    players, dummy = ("Аня,Боря,Вера", "болван") if table == "dummy" else ("Аня,Боря", "болван-Боря")
    md, csv, html = (str(tmp_path / f"болван.{ext}") for ext in ("md", "csv", "html"))
    return [
        ("new", "болван", "--players", players, "--table", table, "--lang", "ru"),
        ("deal", "3H", "Аня", "9", "-h", "3", "-a", "2"),
        ("deal", "4S", dummy, "10", "-h", "4", "-a", "2", "--coronet", f"{dummy}:S:4"),
        ("deal", "2NT", "Боря", "6", "-a", "2", "--revoke", dummy),
        ("adjust", "Аня", "--reason", "поправка", "--", "100"),
        ("deal", "1NT", "Аня", "7"),  # refused: the aces are missing, the side is named
        ("log",), ("sheet",), ("sheet", "--all"), ("settle",), ("rotation",),
        ("export", "--format", "md", "-o", md), ("export", "--format", "csv", "-o", csv),
        ("export", "--format", "html", "-o", html),
    ]


@pytest.mark.parametrize("table", ["pairs", "club", "dummy", "two"])
def test_every_command_of_a_russian_session_prints_no_latin_word(sessions_dir, tmp_path, table):
    commands = (_commands(tmp_path) if table == "pairs" else _seat_commands() if table == "club"
                else _dummy_commands(tmp_path, table))
    found: dict[str, list[str]] = {}
    # `vint sessions` and `vint where` are about the folder, not a session: the locale's
    folder = ([("sessions",), ("where",), ("rating",)] if table == "pairs" else [("stats",)] if table in (
        "dummy", "two") else [])
    for args in [*commands, *folder]:
        r = run(*args, env=ENV if args not in folder else {"LANG": "ru_RU.UTF-8"}, width=100)
        assert r.exit_code == (1 if args[:2] == ("deal", "1NT") else 0), (args, r.stdout, r.stderr)
        words = latin_words(r.stdout + "\n" + r.stderr)
        if words:
            found[" ".join(args)] = sorted(set(words))
    for path in sorted(tmp_path.glob("*.*")):
        ext = path.suffix[1:]
        if path.exists():
            text = path.read_text(encoding="utf-8")
            if ext == "html":  # the page's words, not its markup
                text = re.sub(r"<style.*?</style>|<script.*?</script>|<[^>]+>|&\w+;", " ",
                              text, flags=re.S)
            words = latin_words(text)
            if words:
                found[f"file .{ext}"] = sorted(set(words))
    assert found == {}, "\n".join(f"{k}: {v}" for k, v in found.items())


def test_play_in_a_russian_session_prints_no_latin_word(sessions_dir):
    ok("new", "friday", "--players", PLAYERS, "--lang", "ru", env=ENV)
    answers = ["2бк", "аня", "8", "2", "", "", "д",  # 2БК: aces, coronets, revokes
               "пас", "правка 1", "", "", "", "", "", "", "н", "выход"]
    r = run("play", input=typed(*answers), env=ENV)
    assert r.exit_code == 0, r.stderr
    assert latin_words(r.stdout + r.stderr) == [], r.stdout


def test_play_at_a_table_with_a_dummy_prints_no_latin_word(sessions_dir):
    """Review row 48: the prompts name the dummy as the user types him («болван»), and an
    answer entered again offers him so."""
    ok("new", "friday", "--players", "Аня,Боря,Вера", "--table", "dummy", "--lang", "ru", env=ENV)
    answers = ["3ч", "болван", "9", "3", "2", "", "болван", "н",  # typed again: the defaults
               "", "", "", "", "", "", "", "", "выход"]
    r = run("play", input=typed(*answers), env=ENV)
    assert r.exit_code == 0, r.stderr
    assert latin_words(r.stdout + r.stderr) == [], r.stdout
    assert "Кто назначил игру (Аня, Боря, болван, Вера) [болван]" in r.stdout
    assert "Сколько тузов у стороны Аня и болван" in r.stdout
