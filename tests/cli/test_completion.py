"""Shell completion (bash, zsh, fish through Typer) and the sheet at phone and wide widths."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from typing import ClassVar

import pytest
from helpers_cli.vintcli import ok
from rich.cells import cell_len

from vintscore.cli.complete import contracts


@pytest.fixture
def friday(sessions_dir):
    ok("new", "friday", "--players", "Anna,Boris,Вера,Gleb")
    for args in (["deal", "3H", "Anna", "9", "-h", "3", "-a", "2", "-c", "Вера:H:3"],
                 ["adjust", "Boris", "50", "--reason", "house rule"], ["pass"]):
        ok(*args)
    return sessions_dir


def complete(sessions_dir, shell: str, words: str, cword: int | None = None,
             process: bool = False) -> list[str]:
    """What the shell offers for the words typed: `vint` run as the shell runs it to
    complete, in-process through the tests' runner, or (`process`) as the shell starts it:
    vintscore.cli.main, which builds every command when it completes."""
    env = {"VINTSCORE_DIR": str(sessions_dir), "_VINT_COMPLETE": f"complete_{shell}"}
    if shell == "bash":
        env.update(COMP_WORDS=words, COMP_CWORD=str(cword))
    else:
        env.update(_TYPER_COMPLETE_ARGS=words)
        if shell == "fish":
            env["_TYPER_COMPLETE_FISH_ACTION"] = "get-args"
    if not process:
        return ok(env=env).stdout.split()
    out = subprocess.run([sys.executable, "-m", "vintscore"], env={**os.environ, **env},
                         capture_output=True, text=True, timeout=30)
    assert "Traceback" not in out.stderr, out.stderr
    assert out.returncode == 0, out.stderr
    return out.stdout.split()


def test_bash_completes_commands(friday):
    """As a process: a shell starts `vint` for each completion, and the start-up builds the
    whole command line then (not the one command it builds to run one)."""
    assert "deal" in complete(friday, "bash", "vint de", 1, process=True)
    assert set(complete(friday, "bash", "vint se", 1, process=True)) >= {"seat", "sessions"}
    assert complete(friday, "bash", "vint deal 3H B", 3, process=True) == ["Boris"]


def test_bash_completes_the_current_sessions_players(friday):
    assert complete(friday, "bash", "vint deal 3H ", 3) == ["Anna", "Boris", "Вера", "Gleb"]
    assert complete(friday, "bash", "vint deal 3H B", 3) == ["Boris"]
    assert complete(friday, "bash", "vint deal 3H b", 3) == ["boris"]  # read in any case
    assert complete(friday, "bash", "vint deal 3H в", 3) == ["вера"]
    assert complete(friday, "bash", "vint misdeal G", 2) == ["Gleb"]


def test_completion_of_a_line_with_an_option_given_twice_still_completes(friday):
    """`-h 3 … -h 4` is refused when run, not while the line is being typed."""
    assert complete(friday, "bash", "vint deal 3H Anna 9 -h 3 -h 4 --revoke ", 10) == [
        "Anna", "Boris", "Вера", "Gleb"]


def test_bash_completes_contracts_and_coronets(friday):
    assert complete(friday, "bash", "vint deal 3", 2) == ["3S", "3C", "3D", "3H", "3NT"]
    assert complete(friday, "bash", "vint deal 3H Anna 9 --coronet В", 6) == ["Вера:"]
    assert complete(friday, "bash", "vint deal 3H Anna 9 --coronet Вера:a", 6) == ["Вера:aces:"]
    assert complete(friday, "bash", "vint deal 3H Anna 9 --coronet Вера:aces:", 6) == \
        ["Вера:aces:3", "Вера:aces:4"]


def test_zsh_and_fish_complete_players(friday):
    assert any("Boris" in word for word in complete(friday, "zsh", "vint deal 3H B"))
    assert complete(friday, "fish", "vint deal 3H ") == ["Anna", "Boris", "Вера", "Gleb"]


def test_a_named_session_is_the_one_completed(friday):
    ok("new", "other", "--players", "Dina,Egor,Fedor,Galya")
    assert complete(friday, "bash", "vint deal 3H ", 3) == ["Dina", "Egor", "Fedor", "Galya"]
    assert complete(friday, "bash", "vint deal -s friday 3H ", 5) == ["Anna", "Boris", "Вера",
                                                                      "Gleb"]


def test_no_session_completes_no_players(sessions_dir):
    assert complete(sessions_dir, "bash", "vint deal 3H ", 3) == []


class _Context:  # what contracts() reads of Typer's context: the --session given, if any
    params: ClassVar[dict] = {}


@pytest.mark.parametrize("typed, offered", [("", 35), ("7", 5), ("7n", 1), ("3ч", 1), ("2б", 2)])
def test_contract_completion(sessions_dir, typed, offered):
    assert len(contracts(_Context(), typed)) == offered


def test_a_pulya_completes_preferans_contracts(sessions_dir):
    """P1: in a Preferans session, 6S … 10NT and misère."""
    ok("new", "pulya", "--game", "preferans", "--players", "Anna,Boris,Vera")
    assert complete(sessions_dir, "bash", "vint deal 1", 2) == ["10S", "10C", "10D", "10H",
                                                                "10NT"]
    assert complete(sessions_dir, "bash", "vint deal m", 2) == ["misere"]
    assert complete(sessions_dir, "bash", "vint deal ми", 2) == ["мизер"]
    assert complete(sessions_dir, "bash", "vint deal 3", 2) == []


def sheet_at(width: int) -> str:
    return ok("sheet", width=width).stdout


def test_the_sheet_is_compact_at_60_columns(friday):
    text = sheet_at(60)
    assert all(cell_len(line) <= 60 for line in text.splitlines())
    # the event numbers stay, for `edit N` on a phone (issue 14 asked for them back)
    assert "#" in text.splitlines()[1]
    assert re.search(r"^\s*1│", text, re.M), text
    assert "1500 honours" in text and "house rule" in text  # short labels, the table's words kept
    assert "3 honours + 2 aces" not in text


def test_the_sheet_is_full_at_120_columns(friday):
    text = sheet_at(120)
    assert all(cell_len(line) <= 120 for line in text.splitlines())
    assert "3 honours + 2 aces, odd trick" in text and "coronet: Вера ♥A-K-Q" in text
