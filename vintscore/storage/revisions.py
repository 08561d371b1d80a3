"""The revisions of a session: every change is one, and undo, redo and restore move
between them (docs/contract.md, "Revisions and backups").

Where they live, and why: beside the session, in `.backup/` (docs/contract.md, "Revisions and backups"):

- `NAME.history.jsonl`: one JSON line a revision, appended, oldest first: its number,
  when, which command, the events it added, removed or changed, and the kept copy
  of the session as that revision left it;
- `NAME.STAMP.toml`: those copies (backup.py), the newest `backup.KEEP` of them.

The session file itself stays the plain file it always was: nothing of the history is
in it, and a file copied elsewhere carries no history. The log is written after the
session file is replaced, so a write killed in between leaves a file the log does not
know; like a hand edit, it is noticed on the next change and becomes a revision of its
own ("changed outside vint"), its copy kept before anything overwrites it. Nothing
is lost either way: each state is kept before the file moves on from it.

A revision that cannot be logged is not made (issue 25): the log is opened for appending
(`opened`) before the session file moves, and a log that cannot be (a folder, a device,
read-only, immutable) refuses the change; a line that still fails to be written after the
rename has its change taken back (transaction.update). A log found missing or empty is
said so, and its place is taken by the copies still kept (`refound`): each a revision
`kept` that `vint history --restore` reaches, then the file as it is. A log whose
revision numbers could not have been written by vint (hand-tampered: out of range, not
whole, not in order) is a problem of the log, said with its line (exit 65), never read
as a history.

Undo reverts the newest revision not yet undone, redo puts back the last undone one
until a new change is written (it clears them), restore makes an earlier state the new
one. Each of the three is itself a revision, so the log only grows, and the stacks are
recomputed from it (`stacks`) like every total.
"""
from __future__ import annotations

import os
import re
import stat
import zlib
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..errors import SessionFileError, VintError
from ..glossary import Msg
from ..value import value
from . import atomic, backup

# A copy in .backup/ whose revision the log has lost (the log found missing or empty).
KEPT = "kept"
# The commands that start a history: nothing before them can be undone.
BASE = ("new", "found", KEPT)
# The highest number a revision, an event or an `of` may have in the log: a revision a
# second for sixty years stays under it; a higher one was typed by hand.
MAX_NUMBER = 2**31 - 1
# A change nobody made through vint: a hand edit, or a write killed before its log line.
OUTSIDE = "outside"
UNDO, REDO, RESTORE = "undo", "redo", "restore-revision"
_TAIL = 64 * 1024  # bytes read from the log's end to find its newest lines


def digest(data: bytes) -> str:
    """What tells one version of a session from another: two checksums and the length.
    It recognises our own versions and notices a hand edit; it does not guard against a
    forger (nobody gains by one here), and it costs no hashlib import at each write."""
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}{len(data):x}"


def log_path(path: Path) -> Path:
    return backup.folder(path) / f"{path.stem}.history.jsonl"


@value
class Revision:
    """One line of the log: a state of the session, and what made it."""

    number: int
    time: str  # ISO 8601, UTC
    command: str
    sha: str  # of the session's bytes as this revision left them
    file: str  # the kept copy of those bytes, in .backup/
    added: tuple[int, ...] = ()  # event numbers, as in the new state
    removed: tuple[int, ...] = ()  # event numbers, as in the old state
    changed: tuple[int, ...] = ()
    header: bool = False  # the title, players, table, stake or rules changed
    of: int = 0  # the revision an undo, redo or restore is about

    def line(self) -> str:
        data: dict[str, Any] = {"n": self.number, "time": self.time, "command": self.command,
                                "sha": self.sha, "file": self.file}
        for key in ("added", "removed", "changed"):
            if getattr(self, key):
                data[key] = list(getattr(self, key))
        if self.header:
            data["header"] = True
        if self.of:
            data["of"] = self.of
        import json  # here: a read that only compares fingerprints needs no json (newest_sha)

        return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def _parse(line: str) -> Revision | None:
    """A log line, or None for a line that is not one (blank, or the torn end of a killed
    append: never whole JSON). Whole JSON that is no revision vint writes — a number out
    of range or not whole, a field missing — was written by hand: _Absurd."""
    import json

    try:
        data = json.loads(line)
    except ValueError:
        return None
    try:
        return Revision(number=_whole(data["n"]), time=str(data["time"]),
                        command=str(data["command"]), sha=str(data["sha"]),
                        file=str(data["file"]),
                        added=tuple(_whole(n) for n in data.get("added", ())),
                        removed=tuple(_whole(n) for n in data.get("removed", ())),
                        changed=tuple(_whole(n) for n in data.get("changed", ())),
                        header=data.get("header", False) is True, of=_whole(data.get("of", 0)))
    except (KeyError, TypeError, AttributeError):
        raise _Absurd(line) from None


class _Absurd(Exception):
    """A line vint never writes (hand-tampered): a problem of the log, not a torn line."""


def _whole(raw: object) -> int:
    """A number of the log: a whole number vint could have written."""
    if type(raw) is not int or not 0 <= raw <= MAX_NUMBER:
        raise _Absurd(raw)
    return raw


def _tampered(path: Path, line: int | None, text: str) -> SessionFileError:
    log = log_path(path)
    return SessionFileError(Msg("storage.log.tampered", log=log, line=line or "?"),
                            path=str(log), line=line, source_line=text[:300],
                            hint=Msg("storage.log.tampered.hint", log=log))


def _lines(data: bytes, path: Path, first: int | None = 1) -> list[Revision]:
    """The revisions of the log's bytes (`first`: the number of their first line, None
    when unknown), oldest first. A line whose numbers vint could not have written — out
    of range, or not after the line before — is the log's problem (SessionFileError)."""
    found: list[Revision] = []
    for i, line in enumerate(data.decode("utf-8", "replace").splitlines()):
        where = None if first is None else first + i
        try:
            r = _parse(line)
        except _Absurd:
            raise _tampered(path, where, line) from None
        if r is None:
            continue
        if (r.number < 1 or (r.of and r.of >= r.number) or any(
                n < 1 for n in (*r.added, *r.removed, *r.changed))
                or (found and r.number <= found[-1].number)):
            raise _tampered(path, where, line)
        found.append(r)
    return found


@value
class RevisionLog:
    """The log as read: its revisions, oldest first, and what is wrong with the file
    itself: "" (nothing), "missing", "empty" (not one whole line), "folder", "odd" (a
    fifo, a device: no regular file), "no_folder" (.backup is a file) or "unreadable"
    (`reason`: the system's words)."""

    revisions: tuple[Revision, ...]
    problem: str = ""
    reason: str = ""

    def said(self, path: Path) -> Msg | None:
        """The problem as a sentence: what undo and history say instead of a history."""
        if not self.problem:
            return None
        return Msg(f"storage.log.{self.problem}", log=log_path(path), reason=self.reason)


def read_log(path: Path) -> RevisionLog:
    """The log of the session at `path`, and what is wrong with its file; SessionFileError
    when a line was tampered with by hand. A fifo or a device is never read."""
    from .folder import reason

    try:
        data = atomic.read_regular(log_path(path))
    except FileNotFoundError:
        return RevisionLog((), "missing")
    except NotADirectoryError:  # .backup is a file (backup.ensure_folder says so at a write)
        return RevisionLog((), "no_folder")
    except IsADirectoryError:
        return RevisionLog((), "folder")
    except atomic.NotRegular:
        return RevisionLog((), "odd")
    except OSError as exc:
        return RevisionLog((), "unreadable", reason(exc))
    found = _lines(data, path)
    return RevisionLog(tuple(found), "" if found else "empty")


def read(path: Path) -> list[Revision]:
    """Every revision of the session, oldest first ([] when it has no log, or none that
    reads: `read_log` says which)."""
    return list(read_log(path).revisions)


def _tail(path: Path, size: int) -> tuple[bytes, bool] | None:
    """The log's last `size` bytes, and whether there was more before them; None when
    there is no log, or none that is a regular file (a fifo in its place is never waited
    for, a device never read)."""
    try:
        fd = os.open(log_path(path), os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        end = os.lseek(fd, 0, os.SEEK_END)
        start = max(0, end - size)
        return os.pread(fd, end - start, start), start > 0
    except OSError:
        return None
    finally:
        os.close(fd)


def recent(path: Path) -> list[Revision]:
    """The newest revisions, reading only the log's end (a write needs no more)."""
    found = _tail(path, _TAIL)
    if found is None:
        return []
    tail, cut = found
    try:  # (the first line may be cut)
        lines = _lines(tail.split(b"\n", 1)[-1] if cut else tail, path, None if cut else 1)
    except SessionFileError:
        if cut:  # said with its line number, which only the whole log knows
            read_log(path)
        raise
    return lines or (read(path) if cut else [])


_SHA = re.compile(rb'"sha":"([0-9a-f]+)"')


def newest_sha(path: Path) -> str | None:
    """The fingerprint the newest revision left, found in the log's last line without
    parsing it (each read asks this: `notice`); None when there is no log or no line."""
    end = _tail(path, 4096)
    if end is None:
        return None
    for line in reversed(end[0].splitlines()):
        found = _SHA.search(line)
        if found and line.rstrip().endswith(b"}"):  # a whole line, not a torn append
            return found.group(1).decode()
    return None


def stacks(revisions: Iterable[Revision]) -> tuple[list[int], list[int]]:
    """(done, undone): the revisions undo and redo would take, in order (the last first)."""
    done: list[int] = []
    undone: list[int] = []
    for r in revisions:
        if r.command in BASE:
            done, undone = [], []
        elif r.command == UNDO:
            if done and done[-1] == r.of:
                undone.append(done.pop())
        elif r.command == REDO:
            if undone and undone[-1] == r.of:
                done.append(undone.pop())
        else:  # a new change: what was undone can no longer be redone
            done.append(r.number)
            undone = []
    return done, undone


def before(revisions: list[Revision], number: int) -> Revision | None:
    """The revision just before `number` in the log: the state `number` changed."""
    for i, r in enumerate(revisions):
        if r.number == number:
            return revisions[i - 1] if i > 0 else None
    return None


def find(revisions: list[Revision], number: int) -> Revision | None:
    return next((r for r in revisions if r.number == number), None)


def kept(path: Path, revision: Revision) -> bytes | None:
    """The bytes `revision` left, from its kept copy; None when that copy is gone or is not
    what the revision wrote (pruned, or changed by hand)."""
    try:
        data = atomic.read_regular(backup.folder(path) / revision.file)
    except OSError:
        return None
    return data if digest(data) == revision.sha else None


def now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def mtime(path: Path) -> str:
    try:
        stamp = os.stat(path).st_mtime
    except OSError:
        return now()
    return datetime.fromtimestamp(stamp, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def events_diff(old: Any, new: Any) -> dict[str, Any]:
    """Which events `new` added, removed or changed against `old`, and whether the rest of
    the session changed (events compared by value, matched from both ends)."""
    if old is None or new is None:
        return {}
    from dataclasses import replace
    header = replace(old, events=()) != replace(new, events=())
    return {**items_diff(old.events, new.events), "header": header}


def items_diff(a: tuple[Any, ...], b: tuple[Any, ...]) -> dict[str, tuple[int, ...]]:
    """Which items (numbered from 1) `b` added, removed or changed against `a`, compared by
    value and matched from both ends: a session's events, the ledger's payments."""
    start = 0  # (an item a change did not touch is the same object: `is` first, cheaply)
    while start < min(len(a), len(b)) and (a[start] is b[start] or a[start] == b[start]):
        start += 1
    end = 0
    while end < min(len(a), len(b)) - start and (a[-1 - end] is b[-1 - end]
                                                 or a[-1 - end] == b[-1 - end]):
        end += 1
    middle_a, middle_b = range(start, len(a) - end), range(start, len(b) - end)
    common = min(len(middle_a), len(middle_b))
    changed = tuple(start + 1 + i for i in range(common))
    added = tuple(n + 1 for n in middle_b[common:])
    removed = tuple(n + 1 for n in middle_a[common:])
    return {"added": added, "removed": removed, "changed": changed}


def refound(path: Path, raw: bytes) -> list[Revision]:
    """What stands for a log found missing or empty: each copy of the session still kept
    in .backup/, oldest first, as a revision `kept` (restore reaches it; undo does not: what
    changed between two copies is no longer known), then the file as it is now (`found`:
    the newest copy when it holds these bytes, else not kept yet)."""
    from dataclasses import replace

    made: list[Revision] = []
    for copy in backup.backups(path):
        try:
            data = atomic.read_regular(copy)
        except OSError:
            continue
        made.append(Revision(number=len(made) + 1, time=backup.stamp_time(copy) or now(),
                             command=KEPT, sha=digest(data), file=copy.name))
    sha = digest(raw)
    if made and made[-1].sha == sha:
        made[-1] = replace(made[-1], command="found")
    else:
        made.append(Revision(number=len(made) + 1, time=mtime(path), command="found", sha=sha,
                             file=""))
    return made


def unwritable(path: Path, why: Msg | str) -> VintError:
    """The change refused: its revision could not be logged (nothing was written)."""
    log = log_path(path)
    return VintError(Msg("storage.log.unwritable", log=log, reason=why),
                     hint=Msg("storage.log.unwritable.hint", log=log))


class Appender:
    """The log, opened for appending before the session file moves (`opened`): the line
    written after the rename goes where the check found room for it."""

    def __init__(self, target: Path, fd: int, created: bool) -> None:
        self.target, self.fd, self.created = target, fd, created
        self.written = False

    def write(self, text: str) -> None:
        """The lines at the log's end (a torn last line, from a killed append, gets a line
        break first); on a failure the log is cut back to what it held, and OSError raised."""
        data = text.encode("utf-8")
        size = os.fstat(self.fd).st_size
        try:
            if size and os.pread(self.fd, 1, size - 1) != b"\n":
                data = b"\n" + data
            atomic.write_all(self.fd, data)
        except OSError:
            try:
                os.ftruncate(self.fd, size)
            except OSError:
                pass
            raise
        self.written = True

    def close(self) -> None:
        os.close(self.fd)
        if self.created and not self.written:  # made for a change that was not: gone again
            atomic.remove_quietly(self.target)


def opened(path: Path) -> Appender:
    """The log of the session at `path`, opened for appending (made when it is missing),
    or the change refused before anything is written (VintError naming the log): .backup
    is not a folder, the log is a folder, a fifo or a device, is read-only (refused for
    every user, root too, as a read-only session file is), or cannot be opened."""
    from .folder import reason

    target = log_path(path)
    flags = os.O_RDWR | os.O_APPEND | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        backup.ensure_folder(path)
        try:
            fd, created = os.open(target, flags), False
        except FileNotFoundError:
            fd, created = os.open(target, flags | os.O_CREAT | os.O_EXCL, 0o666), True
    except OSError as exc:
        raise unwritable(path, reason(exc)) from None
    try:
        mode = os.fstat(fd).st_mode
    except OSError as exc:
        os.close(fd)
        raise unwritable(path, reason(exc)) from None
    if not stat.S_ISREG(mode) or not mode & 0o222:
        os.close(fd)
        raise unwritable(path, Msg("storage.log.not_regular" if not stat.S_ISREG(mode)
                                   else "storage.log.read_only")) from None
    return Appender(target, fd, created)


def append(path: Path, revisions: Iterable[Revision], into: Appender | None = None) -> None:
    """The revisions added at the log's end, through `into` (opened before the session
    moved) or the log opened now; OSError (or VintError, opening) when they cannot be."""
    text = "".join(r.line() + "\n" for r in revisions)
    if not text:
        return
    log = into if into is not None else opened(path)
    try:
        log.write(text)
    finally:
        if into is None:
            log.close()
