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

Undo reverts the newest revision not yet undone, redo puts back the last undone one
until a new change is written (it clears them), restore makes an earlier state the new
one. Each of the three is itself a revision, so the log only grows, and the stacks are
recomputed from it (`stacks`) like every total.
"""
from __future__ import annotations

import os
import re
import zlib
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..value import value
from . import backup

# The commands that start a history: nothing before them can be undone.
BASE = ("new", "found")
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
    """A log line, or None for a line that is not one (the torn end of a killed append)."""
    try:
        import json

        data = json.loads(line)
        return Revision(number=int(data["n"]), time=str(data["time"]),
                        command=str(data["command"]), sha=str(data["sha"]),
                        file=str(data["file"]),
                        added=tuple(int(n) for n in data.get("added", ())),
                        removed=tuple(int(n) for n in data.get("removed", ())),
                        changed=tuple(int(n) for n in data.get("changed", ())),
                        header=bool(data.get("header", False)), of=int(data.get("of", 0)))
    except (ValueError, KeyError, TypeError):
        return None


def _lines(data: bytes) -> list[Revision]:
    found = (_parse(line) for line in data.decode("utf-8", "replace").splitlines())
    return [r for r in found if r is not None]


def read(path: Path) -> list[Revision]:
    """Every revision of the session, oldest first ([] when it has no log yet)."""
    try:
        return _lines(log_path(path).read_bytes())
    except OSError:
        return []


def recent(path: Path) -> list[Revision]:
    """The newest revisions, reading only the log's end (a write needs no more)."""
    try:
        with open(log_path(path), "rb") as f:
            size = f.seek(0, os.SEEK_END)
            f.seek(max(0, size - _TAIL))
            tail = f.read()
    except OSError:
        return []
    found = _lines(tail.split(b"\n", 1)[-1] if size > _TAIL else tail)  # the first may be cut
    return found or (read(path) if size > _TAIL else [])


_SHA = re.compile(rb'"sha":"([0-9a-f]+)"')


def newest_sha(path: Path) -> str | None:
    """The fingerprint the newest revision left, found in the log's last line without
    parsing it (each read asks this: `notice`); None when there is no log or no line."""
    try:
        with open(log_path(path), "rb") as f:
            size = f.seek(0, os.SEEK_END)
            f.seek(max(0, size - 4096))
            tail = f.read()
    except OSError:
        return None
    for line in reversed(tail.splitlines()):
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
        data = (backup.folder(path) / revision.file).read_bytes()
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


def append(path: Path, revisions: Iterable[Revision]) -> None:
    """The revisions added at the log's end (best effort: the session is written already;
    a log line lost here makes the next change see an outside change, nothing more)."""
    text = "".join(r.line() + "\n" for r in revisions)
    if not text:
        return
    target = log_path(path)
    try:
        fd = os.open(target, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o666)
    except OSError:
        return
    try:
        if os.fstat(fd).st_size:  # a torn last line (a killed append) gets its own line
            with open(target, "rb") as f:
                f.seek(-1, os.SEEK_END)
                if f.read(1) != b"\n":
                    text = "\n" + text
        os.write(fd, text.encode("utf-8"))
    except OSError:
        pass
    finally:
        os.close(fd)
