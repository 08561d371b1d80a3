"""The sessions folder as `vint sessions` lists it: each session read, or why it cannot be."""
from __future__ import annotations

from pathlib import Path

from .. import storage
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
