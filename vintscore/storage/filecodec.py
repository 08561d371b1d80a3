"""What a file read is, and the kinds of file the transaction reads and writes (storage/
transaction.py): `Loaded`, a file's value with the exact bytes it was read from; a
`FileCodec`, its text to its value and back — the session file's, SESSION (through
envelope.py and the parse cache), and the club ledger's (storage/ledger.py's LEDGER).
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from ..errors import SessionFileError, Text
from ..glossary import Msg
from ..session import AnySession
from ..value import value
from . import cache, envelope, revisions
from .locate import Locator
from .schema import HEADER
from .tables import fix_hint, in_event


@value
class Loaded:
    """A session as read from disk, with the exact bytes it was read from (for another
    codec, `session` is what its file holds: the ledger)."""

    path: Path
    session: Any  # an AnySession for the session file's codec
    raw: bytes
    # Whether `raw` is exactly dumps(session) (None: not known, for small files not asked);
    # a canonical long file takes new events by appending their text (update()).
    canonical: bool | None = None

    def text(self) -> str:
        return self.raw.decode("utf-8").removeprefix("\ufeff")

    def event_error(self, number: int, message: Text, key: str = "", hint: Text = "",
                    rule: str = "") -> SessionFileError:
        """The exit-65 error for event `number` (1-based, file order), located at its `key`."""
        return event_error(self.path, self.text(), self.session.events, number, message, key,
                           hint, rule)


def event_error(path: Path, text: str, events: tuple[Any, ...], number: int, message: Text,
                key: str = "", hint: Text = "", rule: str = "") -> SessionFileError:
    """The exit-65 error for event `number` of the file's `text`, located at its `key`;
    `events` as read (None where unreadable), for its kind."""
    where = Locator(text)
    line = where.event(number, key)
    event = events[number - 1] if 1 <= number <= len(events) else None
    kind = str(event.kind) if event is not None else ""
    return SessionFileError(in_event(number, kind, message), path=str(path), line=line,
                            source_line=where.source(line), hint=hint or fix_hint(str(path)),
                            rule=rule, key=key)


class FileCodec:
    """A kind of file that update() reads and writes: its text to its value and back, what
    a revision says a change did, and its header line (the one comment a rewrite keeps).
    The session file's is SESSION; the club ledger's is storage/ledger.py's LEDGER."""

    header = HEADER

    def parse(self, text: str, path: str) -> Any:
        """The value in a file's text; its first problem raised as SessionFileError."""
        raise NotImplementedError

    def dumps(self, value: Any) -> str:
        """The file's text: parse(dumps(v)) == v."""
        raise NotImplementedError

    def diff(self, old: Any, new: Any) -> dict[str, Any]:
        """What a revision from `old` to `new` records: the fields of revisions.Revision
        (added, removed, changed, header); `old` is None when unknown."""
        return {}

    def loaded(self, path: Path, raw: bytes) -> Loaded:
        """The file's bytes read."""
        return Loaded(path, self.parse(decode(raw, str(path)), str(path)), raw)

    def appended(self, old: Loaded, new: Any) -> tuple[Any, ...]:
        """What `new` only appends to the file read (written by appending): none here."""
        return ()

    def written(self, data: bytes, new: Any) -> None:
        """After a write: what the next read may use (the session's parse cache)."""


class SessionFile(FileCodec):
    """The session file (envelope.py): long files are read through the parse cache and
    take new events by appending them."""

    def parse(self, text: str, path: str) -> Any:
        return envelope.parse(text, path)

    def dumps(self, value: Any) -> str:
        return envelope.dumps(value)

    def diff(self, old: Any, new: Any) -> dict[str, Any]:
        return revisions.events_diff(old, new)

    def loaded(self, path: Path, raw: bytes) -> Loaded:
        hit = cache.get(raw)
        if hit is not None:
            return Loaded(path, hit[0], raw, hit[1])
        session = envelope.parse(decode(raw, str(path)), str(path))
        if len(raw) < cache.MIN_BYTES:
            return Loaded(path, session, raw)
        canonical = envelope.dumps(session).encode("utf-8") == raw
        cache.put(raw, session, canonical)
        return Loaded(path, session, raw, canonical)

    def appended(self, old: Loaded, new: Any) -> tuple[Any, ...]:
        return appended(old, new)

    def written(self, data: bytes, new: Any) -> None:
        cache.put(data, new, True)  # the next command reads a long file at once


SESSION = SessionFile()


def appended(old: Loaded, new: AnySession) -> tuple[Any, ...]:
    """The events `new` adds at the end of a canonical file, when that is all it changes."""
    events = old.session.events
    if len(new.events) <= len(events):
        return ()
    canonical = old.canonical
    if canonical is None:  # a short file: cheaper to check than to read it all back later
        canonical = envelope.dumps(old.session).encode("utf-8") == old.raw
    if not canonical:
        return ()
    if any(a is not b for a, b in zip(events, new.events)):
        return ()
    if replace(new, events=events) != old.session:
        return ()
    return new.events[len(events):]


def decode(raw: bytes, path: str) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = raw[:exc.start]
        line = before.count(b"\n") + 1
        column = len(before) - (before.rfind(b"\n") + 1) + 1
        lines = raw.split(b"\n")
        source = lines[line - 1].decode("utf-8", "replace").rstrip("\r")[:300]
        raise SessionFileError(
            Msg("storage.utf8", path=path, byte=f"{raw[exc.start]:02x}", line=line, column=column),
            path=path, line=line, column=column, source_line=source,
            hint=Msg("storage.utf8.hint")) from None
