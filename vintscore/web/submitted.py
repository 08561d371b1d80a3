"""What the page's submissions wrote, by their keys: a submission sent twice is written once
(issue 24, point 4).

Each form the page shows carries a key made for it (a hidden field, `key`; the page keeps
it with the answers until they are saved). When a change is written, its key and what the
page then says of it ("Saved as event 12…", "Undone: revision 14, deal.…") are kept:

- where: `.serve/submitted.json` in the sessions folder, beside the tokens, readable by
  its owner only, written whole as every file is (storage/atomic.py);
- for how long: the newest KEEP submissions of the folder, whatever their age (an
  evening's several times over); an older key is forgotten, and its form sent again would
  be judged afresh, as a new one.

A submission that comes again — a retry after a timeout, a double tap, the same form
after the server was stopped and started — is answered with what the first one wrote,
and nothing is written again. The key is kept once its change is written: a computer that
dies between the two (its power, a SIGKILL) could write a retry twice; a server stopped by
Ctrl-C or SIGTERM finishes the request first.
"""
from __future__ import annotations

import json
import re
import secrets
import threading
from datetime import UTC, datetime
from pathlib import Path

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


class Submitted:
    """The submissions written, by key (see the module): kept in `folder`'s .serve/, or in
    memory only when `folder` is None (the in-process tests of the application)."""

    def __init__(self, folder: Path | None) -> None:
        self.path = Path(folder) / FOLDER / FILE if folder is not None else None
        self.entries: list[dict] = []
        self.loaded = False
        # One submission judged at a time: a double tap's two requests arrive together, and
        # the second must find the first's key (services write one at a time anyway).
        self.lock = threading.Lock()

    def _read(self) -> list[dict]:
        if self.path is None:
            return self.entries
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []
        found = data.get("submitted") if isinstance(data, dict) else None
        return [e for e in found or () if isinstance(e, dict) and isinstance(e.get("key"), str)
                and isinstance(e.get("session"), str) and isinstance(e.get("said"), list)
                and all(isinstance(line, str) for line in e["said"])]

    def said(self, session: str, key: str | None) -> tuple[str, ...] | None:
        """What submission `key` of `session` wrote, in words; None when it wrote nothing
        that is remembered (a new submission). The file is read again for a key not seen
        here: another server of the same folder may have written it."""
        if key is None:
            return None
        if not self.loaded:
            self.entries, self.loaded = self._read(), True
        for attempt in range(2):
            for entry in reversed(self.entries):
                if entry["key"] == key and entry["session"] == session:
                    return tuple(entry["said"])
            if attempt == 0 and self.path is not None:
                self.entries = self._read()
        return None

    def remember(self, session: str, key: str | None, said: list[str]) -> None:
        """Submission `key` of `session` wrote, and the page says, `said`. A file that
        cannot be written leaves the key in memory: this server still knows it."""
        if key is None:
            return
        entries = [e for e in self._read() if e["key"] != key] if self.path else self.entries
        entries.append({"key": key, "session": session,
                        "at": datetime.now(UTC).isoformat(timespec="seconds"), "said": said})
        self.entries, self.loaded = entries[-KEEP:], True
        if self.path is None:
            return
        from ..storage import atomic
        data = {"submitted": self.entries}  # the server's own memory, like tokens.json: no format
        try:
            self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            atomic.write(self.path, (json.dumps(data, ensure_ascii=False, indent=1) + "\n")
                         .encode("utf-8"), mode=0o600)
        except OSError:
            pass
