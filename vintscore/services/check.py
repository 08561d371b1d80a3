"""`vint check`: every problem of a session file, those of its text and those its replay
meets, each located at its line (docs/contract.md, "vint check": report every problem)."""
from __future__ import annotations

from pathlib import Path

from .. import storage
from ..errors import SessionFileError
from ..glossary import Msg
from ..value import value
from .session import Opened, file_error, game


@value
class Checked:
    """The file's session replayed (None when it cannot be, not even in part), every
    problem found, in file order, and the language the file asks for (None: unreadable)."""

    opened: Opened | None
    problems: tuple[SessionFileError, ...]
    lang: str | None = None


def check(path: Path) -> Checked:
    """Read the file as `vint check` does: every problem, and the rest replayed.

    A file whose table, players and rules read is replayed (with its unreadable events
    left out, and stand-ins for a title or a stake it cannot read); one whose are not
    cannot be, and each of its events is checked on its own (the game's check_events).
    """
    try:
        reading = storage.check_file(path)
    except SessionFileError as e:
        return Checked(None, (e,))
    found = list(reading.problems)
    loaded = reading.loaded
    opened = None
    if loaded is not None:
        played = game(loaded.session)
        events = loaded.session.events
        sheet = played.fold.replay(loaded.session, keep_going=True)
        for problem in sheet.problems:
            after_unreadable = storage.PLACEHOLDER in events[:problem.number - 1]
            if problem.asks and after_unreadable:
                continue  # what the table says of it depends on the unreadable events
            found.append(file_error(loaded, problem))
        opened = Opened(loaded, played, sheet)
    elif reading.parts is not None:
        parts = reading.parts
        hint = Msg("cli.file_hint", backups=Path(path).parent / ".backup")
        for problem in parts.game.fold.check_events(parts.events, parts.players, parts.header,
                                               parts.rules):
            found.append(reading.event_error(problem.number, problem.msg, key=problem.key,
                                             rule=problem.rule, hint=hint))
    found.sort(key=lambda e: (e.line or 0))
    if reading.parts is not None:  # a file with problems: the language it says, if it can
        lang = reading.parts.lang
    else:
        lang = opened.session.lang if opened is not None else None
    return Checked(opened, tuple(found), lang)
