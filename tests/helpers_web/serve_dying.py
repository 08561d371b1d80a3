"""`vint serve` that dies, or pauses, at the rename of one file (issue 32's kill tests).

usage: serve_dying.py ACT:WHEN:NAME [vint serve's arguments…]

ACT is `kill` (the process SIGKILLs itself) or `pause` (it touches the file named by
$VINTSCORE_PAUSED and sleeps $VINTSCORE_PAUSE seconds, 1 by default); WHEN is `before` or
`after`; NAME the file name whose rename (storage/atomic.replace) it happens at
(`friday.toml`: the session's; `submitted.json`: the server's keys). Otherwise it is
`python -m vintscore serve …` as a person runs it.
"""
from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path

from vintscore.storage import atomic


def act(what: str) -> None:
    if what == "kill":
        os.kill(os.getpid(), signal.SIGKILL)
    Path(os.environ["VINTSCORE_PAUSED"]).touch()
    time.sleep(float(os.environ.get("VINTSCORE_PAUSE", "1")))


def main() -> None:
    what, when, name = sys.argv[1].split(":", 2)
    real = atomic.replace

    def replace(temp: Path, path: Path) -> None:
        mine = Path(path).name == name
        if mine and when == "before":
            act(what)
        real(temp, path)
        if mine and when == "after":
            act(what)

    atomic.replace = replace  # type: ignore[assignment]
    sys.argv = ["vint", "serve", *sys.argv[2:]]
    from vintscore.cli import main as vint
    vint()


if __name__ == "__main__":
    main()
