"""Step 7 of storage.update(), and its use by a read (`notice`): the version read is kept
before the file moves on from it — its copy in .backup/, and a revision of its own when the
log does not say it (a file from before revisions, a hand edit, a write killed before its
log line) —; step 8, the new version kept.
"""
from __future__ import annotations

import os
import stat
from dataclasses import replace
from pathlib import Path

from ..errors import SessionFileError, VintError
from . import backup, lock, revisions
from .filecodec import SESSION, FileCodec, Loaded, decode


def protect(recent: list[revisions.Revision]) -> set[str]:
    """The copies the newest revisions use: pruning leaves them (undo and redo need them)."""
    return {r.file for r in recent[-backup.KEEP:]}


def keep_old(path: Path, old: Loaded, recent: list[revisions.Revision],
             mode: int, codec: FileCodec = SESSION) -> tuple[list[revisions.Revision], Path]:
    """Step 7: the version read is kept before the file moves on from it.

    Usually the newest revision left it and its copy is kept already. When the log has no
    revision (a file from before revisions, or a log found missing or empty), the bytes
    are kept now and the log starts again from the copies still kept (revisions.refound:
    each one reachable by restore, the file as it is last). When its newest is not what
    the file holds (a hand edit, or a write killed before its log line), that state
    becomes a revision of its own. What is returned is logged before the change.
    """
    sha = revisions.digest(old.raw)
    newest = recent[-1] if recent else None
    if newest is not None and newest.sha == sha and (backup.folder(path) / newest.file).exists():
        return [], backup.folder(path) / newest.file
    copy = backup.keep(path, old.raw, mode)
    if newest is None:
        return revisions.refound(path, old.raw), copy
    if newest.sha == sha:  # its copy was lost: this one stands for it
        return [replace(newest, number=newest.number + 1, command="found",
                        time=revisions.mtime(path), file=copy.name)], copy
    return [outside(path, newest, old, copy.name, codec)], copy


def outside(path: Path, newest: revisions.Revision, now: Loaded,
            file: str, codec: FileCodec = SESSION) -> revisions.Revision:
    """The revision of a change made outside vint: from what `newest` left to the file now."""
    previous = revisions.kept(path, newest)
    try:
        before = codec.parse(decode(previous, str(path)), str(path)) if previous else None
    except SessionFileError:
        before = None
    return revisions.Revision(
        number=newest.number + 1, time=revisions.mtime(path), command=revisions.OUTSIDE,
        sha=revisions.digest(now.raw), file=file, **codec.diff(before, now.session))


def notice(loaded: Loaded, codec: FileCodec = SESSION) -> None:
    """A file read that is not what its newest revision left (a hand edit, a write killed
    before its log line) becomes a revision now, its bytes kept before anything else can
    overwrite them. Best effort and quick: a read never fails for it, and a session that
    is locked (a writer will notice it) or has no history yet is left as it is."""
    path = loaded.path
    newest = revisions.newest_sha(path)  # (the whole log is read only when they differ)
    if newest is None or newest == revisions.digest(loaded.raw):
        return
    try:
        held = lock.take(path, 0.2)
    except (OSError, VintError):
        return
    try:
        now = path.read_bytes()
        recent = revisions.recent(path)
        if now != loaded.raw or not recent or recent[-1].sha == revisions.digest(now):
            return  # it moved on meanwhile: the next reader or writer sees it
        mode = stat.S_IMODE(os.stat(path).st_mode)
        made, _ = keep_old(path, loaded, recent, mode, codec)
        revisions.append(path, made)
    except (OSError, VintError):
        return
    finally:
        held.release()


def keep_new(path: Path, data: bytes, restored: str | None, mode: int) -> Path:
    """Step 8: the new version kept (undo and redo use again the copy they restore, its
    file name `restored`)."""
    if restored is not None:
        reused = backup.folder(path) / restored
        try:
            if reused.read_bytes() == data:
                return reused
        except OSError:
            pass
    return backup.keep(path, data, mode)
