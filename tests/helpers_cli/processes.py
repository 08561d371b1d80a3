"""`vint` as a real process (`python -m vintscore`) on a sessions folder of the test's own:
for what only a process shows — the disk as it is, a kill, a limit the kernel enforces.

`vint(folder, …)` runs one command to its end (stdin closed, width 80, no colour) and
returns its CompletedProcess; `start(folder, …)` starts one and leaves it running.
`preexec` runs in the child before Python starts (a resource limit, say).
"""
from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]  # the project: tests/helpers_cli/processes.py


def env_for(folder: Path) -> dict:
    return dict(os.environ, VINTSCORE_DIR=str(folder), COLUMNS="80", NO_COLOR="1")


def vint(folder: Path, *args: str, timeout: float = 60,
         preexec: Callable[[], None] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "vintscore", *args], env=env_for(folder),
                          capture_output=True, text=True, stdin=subprocess.DEVNULL,
                          timeout=timeout, cwd=ROOT, preexec_fn=preexec)


def start(folder: Path, *args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "vintscore", *args], env=env_for(folder),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            stdin=subprocess.DEVNULL, cwd=ROOT)
