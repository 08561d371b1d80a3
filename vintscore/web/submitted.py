"""What the page's submissions wrote, by their keys: a submission sent twice is written
once, however the server died (issue 24, point 4; issue 32, point 1).

Each form the page shows carries a key made for it (a hidden field, `key`; the page keeps
it with the answers until they are saved). The keys are kept in `.serve/submitted.json`
in the sessions folder, beside the tokens, readable by its owner only, written whole as
every file is (storage/atomic.py), under its own lock (`.serve/.submitted.json.lock`:
every server of the folder shares the file). For each key:

- `sha` and `revision`: the version of the session file its change makes and the
  revision it will be, kept on the disk under the session's lock just before the rename
  that makes that version (storage.once.Once). The key counts as written only
  when the session's history holds that version — the file holds it now, or a revision
  numbered from `revision` on was logged with it —, so its truth comes with the rename
  itself: a server killed before it left a key that counts for nothing, one killed after
  it left a key that counts, whatever the instant; and the check is made under the
  session's lock, so two servers of one folder given the same key write it once. An undo
  after it does not make it count for nothing: the log still holds the revision.
- `said`: what the page said of it ("Saved as event 12…", "Undone: revision 14,
  deal.…"), kept once the change is written; a retry is answered with it. When the server
  died before keeping it, the retry is answered from the history ("Saved as event 12.").

The newest KEEP keys of the folder are kept, whatever their age (an evening's several
times over); an older key is forgotten, and its form sent again would be judged afresh.
"""
from __future__ import annotations

import json
import re
import secrets
import threading
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .tokens import FOLDER

FILE = "submitted.json"
KEEP = 200  # submissions remembered (a long evening enters about a hundred)
KEY = re.compile(r"[A-Za-z0-9_-]{16,64}")  # what a key the page sends back looks like


def new_key() -> str:
    """A key for one form: 128 random bits, in a URL's own letters."""
    return secrets.token_urlsafe(16)


def valid(key: str | None) -> str | None:
    """The key as sent, when it is one the page could have been given; else None."""
    return key if key is not None and KEY.fullmatch(key) else None


def _entry(e: Any) -> bool:
    """Whether `e` is an entry this module could have written."""
    return (isinstance(e, dict) and isinstance(e.get("key"), str)
            and isinstance(e.get("session"), str)
            and (e.get("said") is None or (isinstance(e["said"], list)
                                           and all(isinstance(x, str) for x in e["said"])))
            and (e.get("sha") is None or isinstance(e["sha"], str))
            and (e.get("revision") is None or type(e["revision"]) is int))


class Submitted:
    """The submissions of the folder, by key (see the module): kept in `folder`'s .serve/,
    or in memory only when `folder` is None (the in-process tests of the application)."""

    def __init__(self, folder: Path | None) -> None:
        self.path = Path(folder) / FOLDER / FILE if folder is not None else None
        self.entries: list[dict] = []
        # One submission judged at a time in this server: a double tap's two requests
        # arrive together (other servers of the folder wait on the session's lock).
        self.lock = threading.Lock()

    def _read(self) -> list[dict]:
        if self.path is None:
            return self.entries
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []
        found = data.get("submitted") if isinstance(data, dict) else None
        return [e for e in found or () if _entry(e)]

    def find(self, session: str, key: str | None) -> dict | None:
        """The entry of submission `key` of `session`, read afresh (another server of the
        folder may have written it); None when there is none."""
        if key is None:
            return None
        for entry in reversed(self._read()):
            if entry["key"] == key and entry["session"] == session:
                return entry
        return None

    def said(self, session: str, key: str | None) -> tuple[str, ...] | None:
        """What submission `key` of `session` wrote, in words; None when nothing of it is
        kept in words (a new submission, or one whose server died before saying it)."""
        entry = self.find(session, key)
        if entry is None or entry.get("said") is None:
            return None
        return tuple(entry["said"])

    @contextmanager
    def _changing(self) -> Iterator[list[dict]]:
        """The entries, read under the file's lock and written back whole after."""
        if self.path is None:
            yield self.entries
            self.entries = self.entries[-KEEP:]
            return
        from ..storage import atomic, lock
        self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        held = lock.take(self.path, lock.TIMEOUT)
        try:
            entries = self._read()
            yield entries
            data = {"submitted": entries[-KEEP:]}  # the server's own memory: no format
            atomic.write(self.path, (json.dumps(data, ensure_ascii=False, indent=1) + "\n")
                         .encode("utf-8"), mode=0o600)
        finally:
            held.release()

    def _put(self, session: str, key: str, **fields: Any) -> None:
        with self._changing() as entries:
            entry = next((e for e in entries if e["key"] == key and e["session"] == session),
                         None)
            if entry is not None:
                entries.remove(entry)
            entry = {**(entry or {}), "key": key, "session": session,
                     "at": datetime.now(UTC).isoformat(timespec="seconds"), **fields}
            entries.append(entry)

    def remember(self, session: str, key: str | None, said: list[str]) -> None:
        """Submission `key` of `session` was written, and the page says `said`. Best
        effort: the key itself was kept before the write (`intend`); only the words are
        lost when the file cannot be written now."""
        from ..errors import VintError
        if key is None:
            return
        try:
            self._put(session, key, said=said)
        except (OSError, VintError):  # a disk refusing, a lock held too long: words only
            pass

    def once(self, session: str, key: str | None) -> Submission | None:
        """What storage.once.once is given for submission `key` (None: no key)."""
        return Submission(self, session, key) if key is not None else None

    def guarded(self, session: str, key: str | None) -> Any:
        """The context in which submission `key`'s change is written once."""
        from ..storage.once import once
        submission = self.once(session, key)
        return once(submission) if submission is not None else nullcontext()


class Submission:
    """One submission, as storage.once.Once: whether the session's history holds the
    version it made, and that version kept before the rename that makes it."""

    def __init__(self, submitted: Submitted, session: str, key: str) -> None:
        self.submitted, self.session, self.key = submitted, session, key

    def done(self, path: Path, loaded: Any) -> Any:
        from ..errors import SessionFileError
        from ..storage import revisions
        from ..storage.once import Written
        entry = self.submitted.find(self.session, self.key)
        if entry is None:
            return None
        said = tuple(entry["said"]) if entry.get("said") is not None else None
        sha, number = entry.get("sha"), entry.get("revision")
        if sha is None or number is None:  # kept by a server before issue 32: written
            return Written(0, None, said) if said is not None else None
        try:
            log = revisions.read(path)
        except SessionFileError:  # a log edited by hand: the file alone says it
            log = []
        found = next((r for r in reversed(log) if r.number >= number and r.sha == sha), None)
        if found is not None:
            return Written(found.number, found.added[0] if found.added else None, said)
        if revisions.digest(loaded.raw) == sha:  # made, its line not written (killed)
            events = getattr(loaded.session, "events", ())
            return Written(number, len(events) or None, said)
        return None

    def intend(self, path: Path, sha: str, number: int) -> None:
        from ..errors import VintError
        try:
            self.submitted._put(self.session, self.key, sha=sha, revision=number, said=None)
        except VintError as e:  # its lock not had: nothing is written (as a disk refusing)
            raise OSError(str(e)) from e
