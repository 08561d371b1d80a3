"""Hold a session's lock file the way a writing `vint` does, until killed.

usage: hold_lock.py LOCK_PATH

Prints "locked" once the lock is taken, then sleeps (at most a minute).
"""
from __future__ import annotations

import sys
import time

import filelock


def main(path: str) -> None:
    lock = filelock.FileLock(path)
    lock.acquire()
    print("locked", flush=True)
    time.sleep(60)


if __name__ == "__main__":
    main(sys.argv[1])
