"""The versions of a session, kept in `.backup/` beside it (docs/contract.md, "Revisions and backups"): each state a
change leaves (and the one before, when it was not kept yet), the newest KEEP of each
session, so that no sequence of writes loses an older state. revisions.py says which
revision each copy is."""
from __future__ import annotations

import re
from collections.abc import Collection
from datetime import UTC, datetime, timedelta
from pathlib import Path

from ..errors import VintError
from ..glossary import Msg
from . import atomic

KEEP = 50  # versions kept per session: undo and `vint history` reach back this far
_STAMP = "%Y%m%dT%H%M%S.%fZ"
STAMP_RE = r"(\d{8}T\d{6}\.\d{6}Z)"


def folder(path: Path) -> Path:
    return path.parent / ".backup"


def ensure_folder(path: Path) -> Path:
    """.backup/ beside the session, made when missing; a file of that name is said as the
    problem it is (VintError), not as a full disk."""
    where = folder(path)
    try:
        where.mkdir(exist_ok=True)
    except FileExistsError:  # a file, or a link to no folder, in its place
        raise VintError(Msg("storage.backup.not_folder", folder=where),
                        hint=Msg("storage.backup.not_folder.hint", folder=where)) from None
    return where


def stamp_time(copy: Path) -> str | None:
    """When a copy was kept, from its name (ISO 8601, UTC), or None if the name says not."""
    found = re.search(r"\." + STAMP_RE + r"\.toml$", copy.name)
    if found is None:
        return None
    try:
        return datetime.strptime(found.group(1), _STAMP).strftime("%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        return None


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
    where = ensure_folder(path)
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
