"""Which sessions folder is used, and why (docs/contract.md, "The sessions folder"); and the example
sessions shipped with vintscore, apart from the user's own.

The sessions folder is, in order:

1. `$VINTSCORE_DIR`, when it is set (and not empty);
2. else the nearest `sessions/` folder in the current folder or above it. The search
   stops at the user's home folder when the current folder is inside it (`~/sessions`
   is looked at; `/home/sessions` is somebody else's), else at the filesystem's root;
3. else the user's data folder as the platform names it, through platformdirs
   (`~/.local/share/vintscore/sessions` on Linux, honouring `$XDG_DATA_HOME`).

The examples (`vintscore/examples/*.toml`) are read-only package data: a session NAME
finds one only when the sessions folder has no session of that name, no command writes
to one, and `vint stats` never reads them (it reads the sessions folder only).

Standard library only, and platformdirs only when the third answer is needed: TAB
completion finds the folder with this module without loading `storage`. It looks at the
disk (a few `stat` calls) and writes nothing.
"""
from __future__ import annotations

import os
from collections.abc import Mapping
from enum import StrEnum
from pathlib import Path

from .value import value

ENV = "VINTSCORE_DIR"
FOLDER = "sessions"  # the name looked for upward
APP = "vintscore"  # the user's data folder is the platform's folder for this name
EXAMPLES = Path(os.path.abspath(__file__)).parent / "examples"


class Why(StrEnum):
    """How the sessions folder was chosen (`vint where --json`'s "why")."""

    ENV = "env"
    UPWARD = "upward"
    USER = "user"


@value
class Where:
    """The sessions folder, how it was chosen, and where the search for sessions/ began
    and stopped (None when $VINTSCORE_DIR chose it, or the current folder is gone)."""

    folder: Path
    why: Why
    start: Path | None = None
    stop: Path | None = None


def read_regular(path: Path | str, limit: int = -1) -> bytes:
    """The bytes of the regular file `path` (a link is followed), at most `limit` of them.
    A folder raises IsADirectoryError, anything else that is no regular file (a fifo, a
    device, a socket) an OSError of its own, at once: a fifo is opened without waiting for
    a writer and never read, a device never read (issue 25). Every read of a file the user
    names goes through here, so that no command can hang on one."""
    import errno
    import stat

    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    try:
        kind = os.fstat(fd).st_mode
        if stat.S_ISDIR(kind):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(kind):
            raise NotRegular(errno.EINVAL, "not a regular file", str(path))
        chunks = []
        left = limit
        while left:
            chunk = os.read(fd, 1 << 20 if left < 0 else min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left = left - len(chunk) if left > 0 else left
        return b"".join(chunks)
    finally:
        os.close(fd)


class NotRegular(OSError):
    """A name that holds something other than a regular file (a fifo, a device, a socket)."""


def find(environ: Mapping[str, str] = os.environ, start: Path | None = None,
         home: Path | None = None) -> Where:
    """The sessions folder, and why: $VINTSCORE_DIR, the nearest sessions/ upward from
    `start` (the current folder) no higher than `home` when `start` is inside it, or the
    user's data folder."""
    given = environ.get(ENV, "")
    if given:
        return Where(Path(given).expanduser(), Why.ENV)
    if start is None:
        start = current_folder()
        if start is None:
            return Where(user_folder(), Why.USER)
    if home is None:
        try:
            home = Path.home()
        except (RuntimeError, KeyError, OSError):  # no HOME and no password entry
            home = None
    found, stop = upward(start, home)
    if found is not None:
        return Where(found, Why.UPWARD, start, stop)
    return Where(user_folder(), Why.USER, start, stop)


def current_folder() -> Path | None:
    """The current folder, or None when it cannot be had (it was removed)."""
    try:
        return Path(os.getcwd())
    except OSError:
        return None


def upward(start: Path, home: Path | None) -> tuple[Path | None, Path]:
    """The nearest sessions/ folder in `start` or above it, and the last folder looked in:
    `home` when `start` is inside it (home's own sessions/ is looked at), else the root."""
    here = Path(os.path.realpath(start))
    ceiling = Path(os.path.realpath(home)) if home is not None else None
    if ceiling is not None and ceiling != here and ceiling not in here.parents:
        ceiling = None  # outside the home folder: up to the root
    while True:
        candidate = here / FOLDER
        try:
            if candidate.is_dir():
                return candidate, here
        except OSError:  # a folder we may not look into: as if it held none
            pass
        if here == ceiling or here.parent == here:
            return None, here
        here = here.parent


def user_folder() -> Path:
    """The sessions folder in the user's data folder, as the platform names it."""
    import platformdirs  # ~3 ms; only a user with no other sessions folder needs it
    return platformdirs.user_data_path(APP, appauthor=False) / FOLDER


def example(name: str) -> Path | None:
    """The example session NAME shipped with vintscore (a checked name), if there is one."""
    path = EXAMPLES / f"{name}.toml"
    return path if path.is_file() else None


def examples() -> list[Path]:
    """The example sessions shipped with vintscore, by name."""
    try:
        return sorted(p for p in EXAMPLES.iterdir() if p.suffix == ".toml" and p.is_file())
    except OSError:
        return []


def is_example(path: Path) -> bool:
    """Whether `path` is one of the shipped examples (by whatever path or link it is met)."""
    return os.path.dirname(os.path.realpath(path)) == os.path.realpath(EXAMPLES)
