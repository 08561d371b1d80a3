"""Writing safely across processes: writers killed at any moment, two writers at once.

The writer is tests/helpers_storage/append.py, run as a separate Python process.
"""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest
from helpers_storage.seams import SEAMS

from vintscore import storage
from vintscore.games.vint.model import AllPass
from vintscore.games.vint.presets import PRESETS
from vintscore.session import Session
from vintscore.storage import revisions

HELPER = Path(__file__).resolve().parents[1] / "helpers_storage" / "append.py"
ROOT = Path(__file__).resolve().parents[2]

# The kill and two-writer campaigns: writer processes killed at every step of a write, and
# writers racing each other, a few seconds in all.
pytestmark = pytest.mark.slow

EMPTY = Session(title="Friday", created=datetime(2026, 11, 30, 16, 5, tzinfo=UTC),
                players=("Anna", "Boris", "Vera", "Gleb"), rules=PRESETS["classic"],
                table="pairs")


def start(path: Path, count: int, prefix: str, go: str = "-", kill: str = "") -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    args = [sys.executable, str(HELPER), str(path), str(count), prefix, go] + ([kill] if kill else [])
    return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def wait_ready(proc: subprocess.Popen) -> None:
    line = proc.stdout.readline()
    if line != "ready\n":
        proc.kill()
        raise AssertionError(f"the writer did not start: {line!r} {proc.stderr.read()}")


def finish(proc: subprocess.Popen) -> str:
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    return out


def temp_files(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*.tmp"))


@pytest.fixture
def path(sessions_dir) -> Path:
    p = sessions_dir / "friday.toml"
    storage.create(p, EMPTY)
    return p


def test_random_kills_leave_the_old_or_the_new_version(path):
    timings = []
    for _ in range(3):
        timings.append(float(finish(start(path, 1, "warm")).split()[-1]))
    write_time = max(timings)
    seed = int(os.environ.get("VINTSCORE_CRASH_SEED", int.from_bytes(os.urandom(4), "big")))
    rng = random.Random(seed)
    outcomes = {"old": 0, "new": 0}
    for run in range(30):
        why = f"seed {seed} (set VINTSCORE_CRASH_SEED to repeat), run {run}, write time {write_time:.4f}s"
        before = storage.load(path).session.events
        proc = start(path, 1, f"k{run}-")
        wait_ready(proc)
        time.sleep(rng.uniform(0, write_time * 1.5))
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=60)
        after = storage.load(path).session.events  # raises if the file were broken
        if after == before:
            outcomes["old"] += 1
        else:
            assert after == before + (AllPass(note=f"k{run}-1"),), why
            outcomes["new"] += 1
        assert storage.list_sessions(path.parent) == [path], why
        for backup in storage.backups(path):
            storage.load(backup)
    assert sum(outcomes.values()) == 30
    print(f"seed {seed}: write time {write_time:.4f}s, outcomes {outcomes}")
    storage.update(path, lambda old: old.session)  # the next write sweeps what the kills left
    assert temp_files(path.parent) == [], f"seed {seed}"


STEPS = list(SEAMS)


@pytest.mark.parametrize("when", ["before", "after"])
@pytest.mark.parametrize("step", STEPS)
def test_kill_inside_each_step(path, step, when):
    storage.update(path, lambda old: replace(old.session, events=(AllPass(note="first"),)))
    before = path.read_bytes()
    proc = start(path, 1, "killed", kill=f"{when}:{step}")
    wait_ready(proc)
    proc.communicate(timeout=60)
    assert proc.returncode == -signal.SIGKILL
    events = storage.load(path).session.events
    written = step == "fsync_dir" or (step == "replace" and when == "after")
    if written:
        assert events == (AllPass(note="first"), AllPass(note="killed1"))
    else:
        assert events == (AllPass(note="first"),)
        assert path.read_bytes() == before
    left = temp_files(path.parent)
    temp_made = (step, when) == ("write_temp", "after") or step in ("fsync_file", "check_unchanged") or (
        step, when) == ("replace", "before")
    if temp_made:
        assert [p.name.startswith(".friday.toml.") for p in left] == [True]  # a killed writer's temp file
    else:
        assert left == []
    assert storage.list_sessions(path.parent) == [path]
    # the lock died with the writer; the next write goes through and sweeps the temp file
    saved = storage.update(path, lambda old: replace(old.session, events=old.session.events + (AllPass(note="next"),)),
                           timeout=2)
    assert saved.session.events[-1] == AllPass(note="next")
    assert temp_files(path.parent) == []


def test_two_writers_at_once_lose_nothing(path, tmp_path):
    go = tmp_path / "go"
    writers = [start(path, 12, "A", str(go)), start(path, 12, "B", str(go))]
    for w in writers:
        wait_ready(w)
    go.touch()
    for w in writers:
        finish(w)
    notes = [e.note for e in storage.load(path).session.events]
    a = [f"A{i}" for i in range(1, 13)]
    b = [f"B{i}" for i in range(1, 13)]
    assert sorted(notes) == sorted(a + b)
    assert len(notes) == len(set(notes)) == 24
    assert [n for n in notes if n.startswith("A")] == a
    assert [n for n in notes if n.startswith("B")] == b
    assert temp_files(path.parent) == []
    kept = storage.backups(path)  # each state kept: as made, then after each of the 24
    assert [len(storage.load(p).session.events) for p in kept] == list(range(0, 25))
    log = revisions.read(path)  # one revision a write, in the order written
    assert [r.number for r in log] == list(range(1, 26))
    assert [r.added for r in log[1:]] == [(n,) for n in range(1, 25)]
    assert log[-1].sha == revisions.digest(path.read_bytes())
