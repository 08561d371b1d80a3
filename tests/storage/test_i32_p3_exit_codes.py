"""Issue 32, point 3: exit codes that never lie. A change that is in the file but whose
revision could not be logged nor taken back (or whose folder could not be flushed) is not
"refused, nothing written" (1): it exits 3, its own code, so that a script does not run it
again. Real `vint` processes whose disk fails where the test says."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from helpers_cli.processes import ROOT, env_for
from helpers_cli.vintcli import CODES, new

from vintscore import storage
from vintscore.storage import revisions

DEAL = ("deal", "2H", "Anna", "8", "--honours", "3", "--aces", "2")

# `vint ARGS` whose disk fails: the revision's line (append), the old file's taking back
# (put_back), or the flush of the session's folder after the rename (fsync_dir)
FAILING = """
import errno, sys
from pathlib import Path
from vintscore.storage import atomic, revisions
fails = set(sys.argv[1].split(","))
folder = Path(sys.argv[2])
def broken(*args, **kwargs):
    raise OSError(errno.EIO, "Input/output error")
if "append" in fails:
    revisions.append = broken
if "put_back" in fails:
    atomic.put_back = broken
if "fsync_dir" in fails:
    real = atomic.fsync_dir
    atomic.fsync_dir = lambda d: broken() if Path(d) == folder else real(d)
sys.argv = ["vint", *sys.argv[3:]]
from vintscore.cli import main
main()
"""


def failing(folder: Path, fails: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", FAILING, fails, str(folder), *args],
                          env=env_for(folder), capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, timeout=60, cwd=ROOT)


def events(folder: Path) -> int:
    return len(storage.load(folder / "friday.toml").session.events)


def test_i32_p3_saved_but_not_logged_nor_taken_back_exits_3(sessions_dir):
    new("friday")
    r = failing(sessions_dir, "append,put_back", *DEAL)
    assert r.returncode == 3, r.stderr
    assert r.stdout == "" and "Traceback" not in r.stderr
    assert "do not run the command again" in r.stderr, r.stderr
    assert events(sessions_dir) == 1  # it is in the file, as it says


def test_i32_p3_a_line_taken_back_still_exits_1_with_nothing_changed(sessions_dir):
    new("friday")
    before = (sessions_dir / "friday.toml").read_bytes()
    r = failing(sessions_dir, "append", *DEAL)
    assert r.returncode == 1 and "was taken back" in r.stderr, r.stderr
    assert (sessions_dir / "friday.toml").read_bytes() == before


def test_i32_p3_saved_but_its_folder_not_flushed_exits_3(sessions_dir):
    new("friday")
    r = failing(sessions_dir, "fsync_dir", *DEAL)
    assert r.returncode == 3, r.stderr
    assert "do not run the command again" in r.stderr
    assert events(sessions_dir) == 1
    assert revisions.read(sessions_dir / "friday.toml")[-1].command == "deal"


def test_i32_p3_the_code_is_in_the_contract_and_in_russian_too(sessions_dir):
    new("friday", "Anna,Boris,Vera,Gleb", "--lang", "ru")
    r = failing(sessions_dir, "append,put_back", *DEAL)
    assert r.returncode == 3 and "не запускайте команду снова" in r.stderr, r.stderr
    assert 3 in CODES
    contract = (Path(__file__).resolve().parents[2] / "docs" / "contract.md").read_text()
    assert "\n- `3`:" in contract


@pytest.mark.parametrize("fails", ["append,put_back", "fsync_dir"])
def test_i32_p3_undo_saved_but_not_logged_exits_3(sessions_dir, fails):
    new("friday")
    assert failing(sessions_dir, "", *DEAL).returncode == 0
    r = failing(sessions_dir, fails, "undo")
    assert r.returncode == 3, r.stderr
    assert events(sessions_dir) == 0  # undone, as it says
    assert "do not run the command again" in r.stderr
