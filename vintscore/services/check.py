"""`vint check`: every problem of a session file, those of its text and those its replay
meets, each located at its line (DESIGN.md: report every problem)."""
from __future__ import annotations

from pathlib import Path

from .. import storage
from ..errors import SessionFileError
from ..value import value
from .session import Opened, file_error, game


@value
class Checked:
    """The file's session replayed (None when not even a part can be read), and every
    problem found, in file order."""

    opened: Opened | None
    problems: tuple[SessionFileError, ...]


def check(path: Path) -> Checked:
    """Read the file as `vint check` does: every problem, and the rest replayed."""
    try:
        loaded, found = storage.check_file(path)
    except SessionFileError as e:
        return Checked(None, (e,))
    played = game(loaded.session)
    events = loaded.session.events
    sheet = played.replay(loaded.session, keep_going=True)
    for problem in sheet.problems:
        after_unreadable = storage.PLACEHOLDER in events[:problem.number - 1]
        if problem.rule == "V8" and after_unreadable:
            continue  # who reached the target first depends on the unreadable events
        found.append(file_error(loaded, problem))
    found.sort(key=lambda e: (e.line or 0))
    return Checked(Opened(loaded, played, sheet), tuple(found))
