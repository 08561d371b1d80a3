"""`vint` as real processes (`python -m vintscore`): killed at random moments while it
writes a deal, two scorekeepers typing at once, and a session held locked by another
writer (docs/contract.md, "Writing safely").

Set VINTSCORE_CRASH_SEED to repeat a kill campaign; the seed is in every message.
"""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
import tomllib
from pathlib import Path

import pytest
from helpers_cli.processes import start, vint
from helpers_cli.vintcli import PLAYERS, ok

from vintscore.storage.lock import lock_path

HOLD_LOCK = Path(__file__).resolve().parents[1] / "helpers_cli" / "hold_lock.py"
DEAL = ["deal", "2H", "Anna", "8", "--honours", "3", "--aces", "2"]

# The kill and two-writer campaigns: dozens of interpreters started, killed and waited for,
# and a lock held until `vint` gives up (the 10 s of docs/contract.md, "Writing safely"): half a minute in all.
pytestmark = pytest.mark.slow


def file_events(path: Path) -> list[dict]:
    return tomllib.loads(path.read_text(encoding="utf-8")).get("events", [])


@pytest.fixture
def session(sessions_dir) -> Path:
    ok("new", "friday", "--players", ",".join(PLAYERS))
    return sessions_dir / "friday.toml"


# The same campaign over a Preferans pulya: an all-pass with no trickless player writes
# only mountains (P7), so the pulya never closes however many are written.
PULYA_DEAL = ["pass", "Anna=4,Boris=3,Vera=3"]


@pytest.fixture(params=["vint", "preferans"])
def table(request, sessions_dir) -> tuple[Path, list[str]]:
    if request.param == "vint":
        ok("new", "friday", "--players", ",".join(PLAYERS))
        return sessions_dir / "friday.toml", DEAL
    ok("new", "thursday", "--game", "preferans", "--players", "Anna,Boris,Vera")
    return sessions_dir / "thursday.toml", PULYA_DEAL


def test_a_deal_killed_at_any_moment_leaves_the_old_or_the_new_file(table, sessions_dir):
    folder = sessions_dir
    session, deal = table
    # How long a whole `vint deal` takes here (start-up, lock, write, sheet): the kills
    # are spread over that time.
    took = []
    for _ in range(2):
        t0 = time.perf_counter()
        r = vint(folder, *deal)
        took.append(time.perf_counter() - t0)
        assert r.returncode == 0, r.stderr
    deal_time = max(took)
    written = file_events(session)[-1]
    seed = int(os.environ.get("VINTSCORE_CRASH_SEED", int.from_bytes(os.urandom(4), "big")))
    rng = random.Random(seed)
    outcomes = {"old": 0, "new": 0}
    for run in range(30):
        delay = rng.uniform(0, deal_time)
        why = (f"seed {seed} (set VINTSCORE_CRASH_SEED to repeat), run {run}, delay "
               f"{delay:.4f}s of a {deal_time:.4f}s deal")
        before = file_events(session)
        proc = start(folder, *deal)
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=60)
        checked = vint(folder, "check")
        assert checked.returncode == 0, f"{why}: vint check exited {checked.returncode}\n{checked.stderr}"
        after = file_events(session)
        if after == before:
            outcomes["old"] += 1
        else:
            assert after == before + [written], f"{why}: {len(before)} events became {len(after)}"
            outcomes["new"] += 1
    print(f"kill campaign: seed {seed}, deal {deal_time:.3f}s, outcomes {outcomes}")
    # The session is not left locked, and the next write removes what the killed left behind.
    r = vint(folder, *deal)
    assert r.returncode == 0, f"seed {seed}, outcomes {outcomes}: {r.stderr}"
    assert sorted(str(p) for p in folder.rglob("*.tmp")) == [], f"seed {seed}, {outcomes}"
    assert vint(folder, "check").returncode == 0
    # The revisions survived the kills (issue 13): undo walks back one deal at a time, each
    # state from its kept copy, whether its log line was written or the kill came first.
    count = len(file_events(session))
    for left in range(count - 1, max(count - 6, -1), -1):
        r = vint(folder, "undo")
        assert r.returncode == 0, f"seed {seed}, {outcomes}: {r.stderr}"
        assert len(file_events(session)) == left, f"seed {seed}, {outcomes}"


def test_two_scorekeepers_at_once_lose_and_refuse_nothing(session, sessions_dir):
    folder = sessions_dir
    start_together = threading.Barrier(2)
    results: dict[str, list[subprocess.CompletedProcess]] = {"A": [], "B": []}

    def writer(prefix: str, declarer: str) -> None:
        start_together.wait(timeout=30)
        for i in range(1, 13):
            # --first is used only if both sides reach 500 in the same deal (V8), which the
            # interleaving of the two writers may bring about.
            results[prefix].append(vint(folder, "deal", "1S", declarer, "7", "-h", "3", "-a", "2",
                                        "--first", "Anna", "--note", f"{prefix}{i}"))

    threads = [threading.Thread(target=writer, args=("A", "Anna")),
               threading.Thread(target=writer, args=("B", "Boris"))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    for prefix, runs in results.items():
        assert len(runs) == 12
        for r in runs:
            assert r.returncode == 0, f"{prefix}: {r.args[-1]} exited {r.returncode}: {r.stderr}"
    notes = [e.get("note") for e in file_events(session)]
    print("order written:", " ".join(notes))
    assert sorted(notes) == sorted([f"A{i}" for i in range(1, 13)] + [f"B{i}" for i in range(1, 13)])
    assert [n for n in notes if n.startswith("A")] == [f"A{i}" for i in range(1, 13)]
    assert [n for n in notes if n.startswith("B")] == [f"B{i}" for i in range(1, 13)]
    assert vint(folder, "check").returncode == 0


def test_a_session_locked_by_another_writer_exits_75_after_waiting(session, sessions_dir):
    holder = subprocess.Popen([sys.executable, str(HOLD_LOCK), str(lock_path(session))],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline() == "locked\n", holder.stderr.read()
        before = session.read_bytes()
        t0 = time.perf_counter()
        r = vint(sessions_dir, *DEAL)
        waited = time.perf_counter() - t0
        assert r.returncode == 75, r.stderr
        assert r.stderr.startswith("error: ") and "Traceback" not in r.stderr
        assert r.stdout == ""
        assert waited >= 9, f"gave up after {waited:.1f}s; it waits up to 10 seconds (docs/contract.md, Writing safely)"
        assert session.read_bytes() == before
        r = vint(sessions_dir, "sheet")  # reading needs no lock
        assert r.returncode == 0, r.stderr
    finally:
        holder.kill()
        holder.wait(timeout=30)
    assert vint(sessions_dir, *DEAL).returncode == 0
