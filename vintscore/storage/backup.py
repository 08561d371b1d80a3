"""The versions of a session, kept in `.backup/` beside it (docs/contract.md, "Revisions and backups"): each state a
change leaves (and the one before, when it was not kept yet), the newest KEEP of each
session, so that no sequence of writes loses an older state. revisions.py says which
revision each copy is."""
from __future__ import annotations

import re
from collections.abc import Collection
from datetime import UTC, datetime, timedelta
from pathlib import Path

from . import atomic

KEEP = 50  # versions kept per session: undo and `vint history` reach back this far
_STAMP = "%Y%m%dT%H%M%S.%fZ"
STAMP_RE = r"(\d{8}T\d{6}\.\d{6}Z)"


def folder(path: Path) -> Path:
    return path.parent / ".backup"


def _pattern(path: Path) -> re.Pattern[str]:
    return re.compile(re.escape(path.stem) + r"\." + STAMP_RE + r"\.toml")


def backups(path: Path) -> list[Path]:
    """This session's previous versions in .backup/, oldest first."""
    path = Path(path)
    pattern = _pattern(path)
    try:
        names = [p.name for p in folder(path).iterdir()]
    except OSError:
        return []
    return [folder(path) / n for n in sorted(n for n in names if pattern.fullmatch(n))]


def keep(path: Path, old: bytes, mode: int | None = None) -> Path:
    """The old bytes kept in .backup/ under a name that sorts in the order written."""
    where = folder(path)
    where.mkdir(exist_ok=True)
    existing = backups(path)
    if existing and existing[-1].read_bytes() == old:
        return existing[-1]  # that version is kept already (a write that failed after its backup)
    stamp = datetime.now(UTC).replace(tzinfo=None)
    if existing:  # names must sort in the order written, even if the clock stepped back
        last = _pattern(path).fullmatch(existing[-1].name)
        assert last is not None
        stamp = max(stamp, datetime.strptime(last.group(1), _STAMP) + timedelta(microseconds=1))
    target = where / f"{path.stem}.{stamp.strftime(_STAMP)}.toml"
    atomic.write(target, old, mode=mode)
    return target


def prune(path: Path, protect: Collection[str] = (), count: int = KEEP) -> None:
    """Keep the newest `count` copies of the session, and those `protect` names (the
    newest revisions': an undo may have gone back to an old one). Best effort: never
    fails a save."""
    for old in backups(path)[:-count]:
        if old.name not in protect:
            atomic.remove_quietly(old)
