"""Exit 1 means nothing was written — always (docs/contract.md, "Exit codes"; issue 13).

Once a change is saved, a failure to print it (a reader that went away, `| head -c 1`; a
closed stdout) never turns into an error exit: a script that retried on 1 would type the
deal twice. Every writing command runs here as a real process with its output cut: the
change is written exactly once and the exit is 0.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers_cli.vintcli import PLAYERS, ok, toml

ROOT = Path(__file__).resolve().parents[2]
DEAL = ["deal", "2C", "Vera", "9", "-h", "3", "-a", "2"]

# (the command, how many events the file has after it, starting from one deal)
WRITES = [
    pytest.param(DEAL, 2, id="deal"),
    pytest.param(["pass"], 2, id="pass"),
    pytest.param(["adjust", "Boris", "--reason", "x", "--", "-500"], 2, id="adjust"),
    pytest.param(["misdeal", "Boris"], 2, id="misdeal"),
    pytest.param(["edit", "1", "--tricks", "8"], 1, id="edit"),
    pytest.param(["void", "1"], 1, id="void"),
    pytest.param(["undo"], 0, id="undo"),
    pytest.param(["seat", "--pairs", "Anna+Boris,Vera+Gleb"], 2, id="seat"),
    pytest.param(["rescore", "--rules", "1886", "--write"], 2, id="rescore"),
]


def run_cut(folder: Path, args: list[str], how: str) -> subprocess.CompletedProcess:
    """`vint ARGS` with stdout a pipe nobody reads (closed before vint starts), or closed."""
    env = dict(os.environ, VINTSCORE_DIR=str(folder), COLUMNS="80", NO_COLOR="1")
    command = [sys.executable, "-m", "vintscore", *args]
    if how == "pipe":
        read, write = os.pipe()
        os.close(read)  # every write to stdout is EPIPE, the first one included
        try:
            return subprocess.run(command, env=env, stdout=write, stderr=subprocess.PIPE,
                                  stdin=subprocess.DEVNULL, text=True, timeout=60, cwd=ROOT)
        finally:
            os.close(write)
    return subprocess.run(command, env=env, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                          text=True, timeout=60, cwd=ROOT, preexec_fn=lambda: os.close(1))


@pytest.mark.parametrize("how", ["pipe", "closed"])
@pytest.mark.parametrize("args, count", WRITES)
def test_a_saved_change_exits_0_however_its_output_is_cut(sessions_dir, args, count, how):
    ok("new", "friday", "--players", ",".join(PLAYERS))
    ok(*DEAL)
    path = sessions_dir / "friday.toml"
    before = path.read_bytes()
    r = run_cut(sessions_dir, args, how)
    assert r.returncode == 0, r.stderr
    assert "error" not in r.stderr and "Traceback" not in r.stderr, r.stderr
    assert path.read_bytes() != before
    assert len(toml(path).get("events", [])) == count


@pytest.mark.parametrize("how", ["pipe", "closed"])
def test_a_refused_change_with_its_output_cut_still_exits_1(sessions_dir, how):
    ok("new", "friday", "--players", ",".join(PLAYERS))
    path = sessions_dir / "friday.toml"
    before = path.read_bytes()
    r = run_cut(sessions_dir, ["deal", "8H", "Vera", "9"], how)
    assert r.returncode == 1 and "not a contract" in r.stderr, r.stderr
    assert path.read_bytes() == before


@pytest.mark.parametrize("args", [["sheet"], ["settle", "--json"], ["log"], ["history"]],
                         ids=" ".join)
def test_a_reader_that_goes_away_is_no_error(sessions_dir, args):
    ok("new", "friday", "--players", ",".join(PLAYERS))
    ok(*DEAL)
    r = run_cut(sessions_dir, args, "pipe")
    assert r.returncode == 0 and r.stderr == "", r.stderr
