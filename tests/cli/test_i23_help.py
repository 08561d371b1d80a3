"""Issue 23, "Help where a user looks for it": `vint help`, `vint deal -h`, a contract
typed as two words, `--first` where nobody reached the target."""
from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from tests.helpers_cli.vintcli import new, ok, run

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_vint_help_is_the_help(sessions_dir, lang):
    # `vint help` was "no command 'help'" (exit 2); it is `vint --help`, in the run's language
    assert ok("help", "--lang", lang).stdout == ok("--help", "--lang", lang).stdout
    assert ok("help", "deal", "--lang", lang).stdout == ok("deal", "--help", "--lang", lang).stdout
    assert ok("--lang", lang, "help", "settle").stdout == ok("--lang", lang, "settle",
                                                             "--help").stdout
    listed = ok("help", "--lang", lang).stdout
    assert ("help      Show the help" if lang == "en" else "help      Показать справку") in listed


def test_vint_help_follows_the_current_sessions_language(sessions_dir):
    new("friday", "Аня,Боря,Вера,Глеб", "--lang", "ru")
    out = ok("help", "deal").stdout
    assert out == ok("deal", "--help").stdout and out.startswith("Использование: vint deal")


def test_vint_help_of_no_command_is_a_usage_error(sessions_dir):
    r = run("help", "dela")
    assert (r.exit_code, r.stdout) == (2, "")
    assert r.stderr == "error: no command 'dela'\nhint: see 'vint --help'\n", r.stderr


def test_vint_help_deal_in_a_real_process(sessions_dir):
    # main() builds the app with the command asked for only: `help` must draw the others'
    env = dict(os.environ, VINTSCORE_DIR=str(sessions_dir), COLUMNS="80", NO_COLOR="1",
               LANG="C.UTF-8")
    got = [subprocess.run([sys.executable, "-m", "vintscore", *args], capture_output=True,
                          text=True, env=env, cwd=sessions_dir, timeout=60)
           for args in (["help", "deal"], ["deal", "--help"])]
    assert got[0].returncode == 0 and got[0].stdout == got[1].stdout, got[0].stderr
    assert got[0].stdout.startswith("Usage: vint deal [OPTIONS]"), got[0].stdout


@pytest.mark.parametrize("lang, hint", [
    ("en", "hint: -h is --honours here; the help is 'vint deal --help'\n"),
    ("ru", "подсказка: здесь -h — это --honours (онёры); справка — «vint deal --help»\n")])
def test_deal_dash_h_says_where_the_help_is(sessions_dir, lang, hint):
    # `-h` is `--honours`: alone, it is "'-h' needs a value", and the help is --help
    new("friday", "Anna,Boris,Vera,Gleb", "--lang", lang)
    before = (sessions_dir / "friday.toml").read_bytes()
    r = run("deal", "-h")
    assert (r.exit_code, r.stdout) == (2, ""), r.stderr
    assert r.stderr.endswith(hint), r.stderr
    assert (sessions_dir / "friday.toml").read_bytes() == before


@pytest.mark.parametrize("typed, contract", [
    (["3", "hearts"], "3H"), (["3", "черви"], "3H"), (["2", "no", "trump"], "2NT"),
    (["2", "бк"], "2NT"), (["1", "♠"], "1S"), (["4", "без", "козырей"], "4NT")])
def test_a_contract_typed_as_two_words_is_one_contract(sessions_dir, typed, contract):
    # docs/usage.md lists `3 hearts` and `3 черви`; unquoted, the shell splits them, and the
    # strain was read as the declarer ("'[TRICKS]' is a number, not 'Anna'")
    new("friday", "Anna,Boris,Vera,Gleb")
    counts = ["-a", "2"] if contract.endswith("NT") else ["-h", "3", "-a", "2"]
    ok("deal", *typed, "Anna", "9", *counts)
    event = tomllib.loads((sessions_dir / "friday.toml").read_text(encoding="utf-8"))["events"][0]
    assert (event["contract"], event["declarer"], event["tricks"]) == (contract, "Anna", 9)


def test_a_contract_in_two_words_after_the_options_and_in_a_pulya(sessions_dir):
    new("friday", "Anna,Boris,Vera,Gleb")
    ok("deal", "-h", "3", "-a", "2", "3", "hearts", "Anna", "9")
    new("thursday", "Anna,Boris,Vera", "--game", "preferans")
    ok("deal", "7", "черви", "Anna", "6", "--whist", "Boris=3", "--whist", "Vera=1")
    events = [tomllib.loads((sessions_dir / f"{n}.toml").read_text(encoding="utf-8"))["events"][0]
              for n in ("friday", "thursday")]
    assert [(e["contract"], e["declarer"], e["tricks"]) for e in events] == [
        ("3H", "Anna", 9), ("7H", "Anna", 6)]


@pytest.mark.parametrize("args, code, said", [
    # a bare level with no strain word after it is refused as before, naming the contract
    (["deal", "3", "Anna", "9", "-a", "2"], 1, "error: not a contract: '3'"),
    (["deal", "8", "hearts", "Anna", "9", "-a", "2"], 1, "error: not a contract: '8 hearts'"),
    (["deal", "3", "hearts", "Anna", "девять"], 2, "error: '[TRICKS]' is a number, not 'девять'"),
    (["deal", "3", "hearts", "Anna", "9", "10"], 2, "error: unexpected extra arguments: 10"),
])
def test_every_other_contract_refusal_stays_as_it_was(sessions_dir, args, code, said):
    new("friday", "Anna,Boris,Vera,Gleb")
    before = (sessions_dir / "friday.toml").read_bytes()
    r = run(*args)
    assert (r.exit_code, r.stdout) == (code, ""), r.stderr
    assert said in r.stderr, r.stderr
    assert (sessions_dir / "friday.toml").read_bytes() == before


def test_first_where_nobody_needed_it_is_said_and_kept(sessions_dir):
    # V8: --first says which side got there first when both reach the target in one deal.
    # 2♠ by Boris, 9 tricks: Boris & Gleb 20×9 = 180 below, Anna & Vera 20×4 = 80: nobody
    # is near 500, so --first decides nothing. It is kept (an edit may need it) and said.
    new("friday", "Anna,Boris,Vera,Gleb")
    out = ok("deal", "2S", "Boris", "9", "-h", "1", "-a", "2", "--first", "Boris",
             width=200).stdout.splitlines()
    assert ("  --first Boris was not needed: it says who got there first only when both "
            "sides reach 500 in one deal. It is kept, and counts if an edit makes both reach "
            "it (V8).") in out, out
    event = tomllib.loads((sessions_dir / "friday.toml").read_text(encoding="utf-8"))["events"][0]
    assert event["first"] == "Boris"
    ru = ok("edit", "1", "--tricks", "8", "--lang", "ru", width=200).stdout.splitlines()
    assert ("  --first Boris не понадобился: он нужен, только когда 500 в одной сдаче набирают "
            "обе стороны. Он сохранён и будет учтён, если после правки наберут обе (V8).") in ru


def test_first_that_decided_the_game_is_not_called_unneeded(sessions_dir):
    # the demo's deal 5 (4♦ by Vera, first Vera): Anna & Vera 160+50+150+400 = 760 and
    # Boris & Gleb 100+80+240+120 = 540 below in game 1, both past 500: it was needed
    demo = ROOT / "vintscore" / "examples" / "demo.toml"
    (sessions_dir / "mine.toml").write_bytes(demo.read_bytes())
    out = ok("edit", "5", "--note", "as on paper", "-s", "mine", width=200).stdout
    assert "not needed" not in out, out
    assert "game 1" in out, out


def test_vint_print_says_that_printing_is_the_browsers(sessions_dir):
    # where a user looks for `vint print`: the command line, and the commands' table
    # (docs/usage.md, "Commands", which the README links)
    r = run("print")
    assert (r.exit_code, r.stdout) == (2, ""), r.stderr
    assert r.stderr.endswith("error: no command 'print'\nhint: to print, make the page and print "
                             "it from the browser: vint export --format html -o evening.html "
                             "(it prints on A4)\n"), r.stderr
    usage = (ROOT / "docs" / "usage.md").read_text(encoding="utf-8")
    assert "| printing (there is no `vint print`) | from the browser:" in usage
    assert "](docs/usage.md)" in (ROOT / "README.md").read_text(encoding="utf-8")
