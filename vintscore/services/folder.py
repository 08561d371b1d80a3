"""The sessions folder as `vint sessions` lists it: each session read, or why it cannot be;
and the examples shipped with vintscore, apart."""
from __future__ import annotations

from pathlib import Path

from .. import storage, where
from ..errors import VintError
from ..session import AnySession
from ..value import value


@value
class Listed:
    """One session file of the folder: its session, or the problem that keeps it unread."""

    path: Path
    current: bool
    session: AnySession | None = None
    problem: VintError | None = None


def listing(folder: Path) -> list[Listed]:
    """Every session of the folder, by name, the current one marked."""
    if not folder.is_dir():
        return []
    current = storage.current_name(folder)
    found = []
    for path in storage.list_sessions(folder):
        try:
            found.append(Listed(path, path.stem == current, storage.load(path).session))
        except VintError as e:
            found.append(Listed(path, path.stem == current, problem=e))
    return found


def examples(folder: Path) -> list[Listed]:
    """The examples shipped with vintscore that a NAME reaches: those the folder has no
    session of that name for (the user's own comes first)."""
    found = []
    for path in where.examples():
        if (folder / path.name).is_file():
            continue
        try:
            found.append(Listed(path, False, storage.load(path).session))
        except VintError as e:
            found.append(Listed(path, False, problem=e))
    return found
