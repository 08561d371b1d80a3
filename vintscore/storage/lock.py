"""The session's lock: one writer at a time (docs/contract.md, "Writing safely").

On POSIX this is flock(2) on a separate lock file `.NAME.toml.lock`, the mechanism
filelock's UnixFileLock uses, without the 15 ms its import costs every command
(bench/RESULTS.md); the kernel drops it when a killed process's file is closed.
Elsewhere, filelock does the work.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Protocol

from ..errors import BusyError
from ..glossary import Msg

TIMEOUT = 10.0  # seconds a writer waits for another (docs/contract.md, "Writing safely")


class Lock(Protocol):
    def release(self) -> None: ...


def lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


class _Flock:
    """An exclusive flock(2) on the lock file, held until released or the process ends."""

    def __init__(self, fd: int) -> None:
        self.fd = fd

    def release(self) -> None:
        import fcntl

        try:
            fcntl.flock(self.fd, fcntl.LOCK_UN)
        finally:
            os.close(self.fd)


def busy(path: Path) -> BusyError:
    return BusyError(Msg("storage.busy", path=path), hint=Msg("storage.busy.hint"))


def take(path: Path, timeout: float) -> Lock:
    """The session's lock file, waited for up to `timeout` seconds (then BusyError, exit 75)."""
    try:
        import fcntl
    except ImportError:  # not POSIX
        import filelock

        lock = filelock.FileLock(str(lock_path(path)), timeout=timeout)
        try:
            lock.acquire()
        except filelock.Timeout:
            raise busy(path) from None
        return lock
    import time

    fd = os.open(lock_path(path), os.O_RDWR | os.O_CREAT, 0o666)
    deadline = time.monotonic() + timeout
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return _Flock(fd)
        except BlockingIOError:
            if time.monotonic() >= deadline:
                os.close(fd)
                raise busy(path) from None
            time.sleep(0.02)
        except BaseException:
            os.close(fd)
            raise
