"""Issue 23, "Help where a user looks for it": `vint help`, `vint deal -h`, a contract
typed as two words, `--first` where nobody reached the target."""
from __future__ import annotations

import os
import subprocess
import sys
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
