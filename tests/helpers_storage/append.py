"""Append all-pass events to a session through storage.update, for the process tests.

usage: append.py PATH COUNT PREFIX [GO_FILE|-] [KILL]

Appends COUNT events AllPass(note=PREFIX1..PREFIXn), one update each. After the imports
it prints "ready"; with a GO_FILE it then waits until that file exists, so that several
writers start at the same moment. KILL is "before:STEP" or "after:STEP": the process
SIGKILLs itself just before or just after that step of the session's write (seams.py;
"change" is the change function). At the end it prints "done SECONDS" (the time the updates took).
"""
from __future__ import annotations

import os
import signal
import sys
import time
from dataclasses import replace
from pathlib import Path

import filelock  # noqa: F401  loaded before "ready", so the timing is the write's own
import tomli_w  # noqa: F401
from seams import wrap  # beside this script

from vintscore import storage
from vintscore.games.vint.model import AllPass


def die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def killing(when: str, step):
    def wrapper(*args, **kwargs):
        if when == "before":
            die()
        result = step(*args, **kwargs)
        die()
        return result
    return wrapper


def kill_at(path: Path, when: str, step: str) -> None:
    module, name, wrapped = wrap(path, step, lambda real, *args, **kwargs:
                                 killing(when, real)(*args, **kwargs))
    setattr(module, name, wrapped)


def main(argv: list[str]) -> None:
    path, count, prefix = Path(argv[1]), int(argv[2]), argv[3]
    go = argv[4] if len(argv) > 4 else "-"
    kill = argv[5] if len(argv) > 5 else ""

    def change(old: storage.Loaded, note: str):
        return replace(old.session, events=old.session.events + (AllPass(note=note),))

    if kill:
        when, _, step = kill.partition(":")
        if step == "change":
            change = killing(when, change)
        else:
            kill_at(path, when, step)

    print("ready", flush=True)
    if go != "-":
        while not os.path.exists(go):
            time.sleep(0.0005)
    started = time.perf_counter()
    for i in range(1, count + 1):
        storage.update(path, lambda old, note=f"{prefix}{i}": change(old, note))
    print(f"done {time.perf_counter() - started:.6f}", flush=True)


if __name__ == "__main__":
    main(sys.argv)
