"""Reading a session file, and changing it safely: locked, checked, backed up, written
whole or not at all (docs/contract.md, "Writing safely").

`update` is the read-change-write transaction every command that changes a session goes
through: the lock; the file read afresh; the change; the new bytes built and read back
as exactly the session meant; the old version kept in .backup/; the new file written
through atomic.write, which checks just before the rename that nobody (an editor takes
no lock) changed the file since it was read. Each step is a function called through its
module, so that the fault tests can make any one of them fail.

The same transaction writes the club ledger (storage/ledger.py): what differs between
the two files — the text read and written, what a revision says it changed — is a
`Codec`; the session file's is SESSION, the default.
"""
from __future__ import annotations

import decimal
import os
import re
import stat
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import replace
from pathlib import Path
from typing import Any, NoReturn, Protocol

from ..errors import BusyError, InputError, SavedError, SessionFileError, Text, VintError
from ..glossary import Msg
from ..session import AnySession
from ..value import value
from . import atomic, backup, cache, envelope, lock, revisions
from .folder import reason, refuse_example, refuse_odd
from .locate import Locator, has_other_comments
from .schema import HEADER
from .tables import Problems, fix_hint, in_event


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


@value
class Saved:
    """What update() did: the version it read, the one it wrote, the copy of the old one
    kept in .backup/, and the revision it wrote."""

    old: Loaded
    session: AnySession
    backup: Path | None
    lost_comments: bool  # the old file had comments other than HEADER; `backup` still has them
    revision: revisions.Revision | None = None


@value
class Exact:
    """What undo, redo and restore make the file: a kept version, byte for byte."""

    session: AnySession
    raw: bytes
    command: str  # revisions.UNDO, REDO or RESTORE
    of: int  # the revision undone, redone or restored
    file: str  # its kept copy in .backup/, which the new revision uses again


class Codec:
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


class SessionCodec(Codec):
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


SESSION = SessionCodec()


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


def target(path: Path) -> Path:
    """The file a session's name stands for: itself, or, when the name is a link, the file
    it leads to (issue 25). Every read and write goes there — the lock, the copies and
    the log beside it — so a link is written through and never replaced by a file of its
    own, whichever of its names a command was given."""
    path = Path(path)
    # (a link to nothing stays itself: reading it says so, folder.odd)
    return Path(os.path.realpath(path)) if os.path.islink(path) and path.exists() else path


def load(path: Path, codec: Codec = SESSION) -> Loaded:
    """Read and validate a session file (or the file of another `codec`)."""
    path = target(path)
    shown = str(path)
    try:
        raw = atomic.read_regular(path)  # a fifo or a device is never waited for nor read
    except FileNotFoundError:
        refuse_odd(path)  # a link to nothing
        raise InputError(Msg("storage.no_file", path=shown),
                         hint=Msg("storage.no_session.hint")) from None
    except IsADirectoryError:
        raise SessionFileError(Msg("storage.folder", path=shown), path=shown,
                               hint=Msg("storage.folder.hint")) from None
    except atomic.NotRegular:
        refuse_odd(path, Msg("storage.folder.hint"))
        raise SessionFileError(Msg("storage.odd.other", path=shown), path=shown,
                               hint=Msg("storage.folder.hint")) from None
    except OSError as exc:
        raise SessionFileError(Msg("storage.cannot_read", path=shown, reason=reason(exc)),
                               path=shown, hint=Msg("storage.cannot_read.hint")) from None
    return codec.loaded(path, raw)


@value
class Reading:
    """A session file as `vint check` reads it: every problem of its text, and what can
    still be checked — the session to replay (`loaded`: whole, or with stand-ins where
    its file has problems the replay does not need), or else the parts that could be read."""

    path: Path
    raw: bytes
    problems: tuple[SessionFileError, ...]
    loaded: Loaded | None = None
    parts: envelope.Readable | None = None

    def event_error(self, number: int, message: Text, key: str = "", hint: Text = "",
                    rule: str = "") -> SessionFileError:
        """The exit-65 error for event `number`, located at its `key`."""
        events = self.parts.events if self.parts is not None else ()
        return event_error(self.path, self.raw.decode("utf-8").removeprefix("\ufeff"), events,
                           number, message, key, hint, rule)


def check_file(path: Path) -> Reading:
    """Read a session file for `vint check`: every problem of its text, and what can still
    be checked (Reading). Raises the first problem when the file cannot be read at all
    (missing, not UTF-8)."""
    try:
        loaded = load(path)
        return Reading(loaded.path, loaded.raw, (), loaded)
    except SessionFileError as first:
        try:
            raw = atomic.read_regular(Path(path))
            text = decode(raw, str(path))
        except (OSError, SessionFileError):
            raise first from None
        parts, found = envelope.read_partial(text, str(path))
        if not found:
            raise first from None
        if parts is not None and parts.session is not None:
            return Reading(Path(path), raw, tuple(found), Loaded(Path(path), parts.session, raw),
                           parts)
        return Reading(Path(path), raw, tuple(found), None, parts)


# -- the steps of update() ----------------------------------------------------------------

def read(path: Path, codec: Codec = SESSION) -> Loaded:
    """Step 2: the file as it is now, read afresh under the lock."""
    return load(path, codec)


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


def serialize(session: AnySession, old: Loaded | None = None,
              added: tuple[Any, ...] = (), codec: Codec = SESSION) -> bytes:
    """Step 4: the new file's bytes: when events were only `added` to a canonical file,
    the old bytes and the new events' tables (dumps() writes the same); else the whole."""
    if added and old is not None:
        return serialize_appended(old, added)
    return serialize_whole(session, codec)


def serialize_whole(session: AnySession, codec: Codec = SESSION) -> bytes:
    try:
        text = codec.dumps(session)
    except (TypeError, ValueError, AttributeError, decimal.DecimalException) as exc:
        raise VintError(Msg("storage.bug.dump", error=str(exc)),
                        hint=Msg("storage.bug.hint")) from exc
    return encode(text)


def serialize_appended(old: Loaded, added: tuple[Any, ...]) -> bytes:
    """Step 4, appending: the old bytes and the new events' tables."""
    from ..games import game_of

    return old.raw + encode(envelope.events_text(added, game_of(old.session.game)))


def encode(text: str) -> bytes:
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as exc:
        bad = text[exc.start:exc.end]
        raise InputError(Msg("storage.unsavable", char=bad),
                         hint=Msg("storage.unsavable.hint")) from None


def reparse(data: bytes, session: AnySession, old: Loaded | None = None,
            added: tuple[Any, ...] = (), codec: Codec = SESSION) -> None:
    """Step 5: the new bytes must read back as exactly the session meant (when events were
    only appended, the old bytes are unchanged and the tables added are read back)."""
    if added and old is not None:
        if not data.startswith(old.raw):
            raise VintError(Msg("storage.bug.old_part_changed"), hint=Msg("storage.bug.hint"))
        tail = data[len(old.raw):].decode("utf-8")
        reparse_appended(tail, added, len(old.session.events) + 1, session)
        return
    try:
        back = codec.parse(data.decode("utf-8"), "<new version>")
    except SessionFileError as exc:
        raise VintError(Msg("storage.bug.file_unreadable", error=exc.msg),
                        hint=Msg("storage.bug.hint")) from exc
    if back != session:
        raise VintError(Msg("storage.bug.file_differs"), hint=Msg("storage.bug.hint"))


def reparse_appended(tail: str, added: tuple[Any, ...], first: int,
                     session: AnySession) -> None:
    """Step 5, appending: the added tables read back as the events meant.

    The old bytes are unchanged and read as the old session (they are canonical, so they
    end with a table and hold no inline `events`); TOML appends [[events]] tables to the
    array, so reading the tail alone checks all that the new file adds.
    """
    import tomllib

    from ..games import game_of

    game = game_of(session.game)
    try:
        data = tomllib.loads(tail)
        found = Problems(tail, "<new version>")
        back = envelope.read_events(data, found, game, dict(game.codec.examples), first=first)
    except (tomllib.TOMLDecodeError, KeyError, TypeError) as exc:
        raise VintError(Msg("storage.bug.events_unreadable", error=str(exc)),
                        hint=Msg("storage.bug.hint")) from exc
    if found.found or back != added or set(data) != {"events"}:
        raise VintError(Msg("storage.bug.events_differ"), hint=Msg("storage.bug.hint"))


def remove_stale_temps(path: Path) -> None:
    """Temp files of this session left by killed writers, and the spare names of the old
    files they held (atomic.hold): we hold the lock, none is live."""
    mine = re.compile(re.escape(f".{path.name}.") + r"\d+\.[0-9a-f]+\.(tmp|old)")
    kept = re.compile(r"\." + re.escape(path.stem) + r"\." + backup.STAMP_RE
                      + r"\.toml\.\d+\.[0-9a-f]+\.tmp")
    for folder, pattern in ((path.parent, mine), (backup.folder(path), kept)):
        try:
            names = [p.name for p in folder.iterdir()]
        except OSError:
            continue
        for name in names:
            if pattern.fullmatch(name):
                atomic.remove_quietly(folder / name)


def check_unchanged(path: Path, old: bytes) -> None:
    """Step 9: the file must still hold what was read in step 2 (an editor takes no lock)."""
    try:
        now = path.read_bytes()
    except FileNotFoundError:
        now = None
    if now != old:
        raise BusyError(Msg("storage.changed", name=path.name), hint=Msg("storage.changed.hint"))


def refuse_read_only(path: Path) -> None:
    """A read-only session file is refused, not replaced (issue 25): a rename would put a
    new file in its place whatever its mode, for root and for its owner alike. Read-only
    is no write bit at all, or none this user has."""
    mode = os.stat(path).st_mode
    if not mode & 0o222 or not os.access(path, os.W_OK):
        # marked immutable (chattr +i), its mode may say writable: "chmod u+w" would change
        # nothing (issue 32, point 5), on the command line and on the page alike
        hint = ("storage.read_only.immutable.hint" if atomic.immutable(path)
                else "storage.read_only.hint")
        raise InputError(Msg("storage.read_only", name=path.name, path=path),
                         hint=Msg(hint, path=path))


def _save_error(path: Path, exc: OSError) -> VintError:
    return VintError(Msg("storage.save_failed", name=path.name, reason=reason(exc)),
                     hint=Msg("storage.save_failed.hint"))


def _after_replace_error(path: Path, exc: OSError) -> SavedError:
    """The new file has its name, its folder not flushed: saved, exit 3 (never 1)."""
    return SavedError(Msg("storage.flush_failed", name=path.name, reason=reason(exc)),
                     hint=Msg("storage.flush_failed.hint"))


def _exists(path: Path) -> InputError:
    return InputError(Msg("storage.exists", name=path.stem, path=path),
                      hint=Msg("storage.exists.hint"))


# -- a change made once, however often it is asked (the page's submissions, issue 32) -----

class Written(Exception):
    """The submission was written already: nothing is written again. `revision`, the
    revision it made (the one it will be logged as, when its line was not written yet);
    `event`, the event it added, when it added one; `said`, what the page said of it
    then, when that was kept."""

    def __init__(self, revision: int, event: int | None = None,
                 said: tuple[str, ...] | None = None) -> None:
        super().__init__(revision)
        self.revision, self.event, self.said = revision, event, said


class Once(Protocol):
    """A change to be made once (web/submitted.py's submission): asked under the session's
    lock whether it was made already, and told, just before the rename, which version it
    makes, so that the key is kept in the same step as the change."""

    def done(self, path: Path, loaded: Loaded) -> Written | None:
        """What it wrote, when the session's history holds the version it made; else None."""
        ...

    def intend(self, path: Path, sha: str, number: int) -> None:
        """It is about to make the version `sha`, revision `number`: kept on the disk before
        the rename (OSError when it cannot be: nothing is written)."""
        ...


_ONCE: ContextVar[Once | None] = ContextVar("vintscore_once", default=None)


@contextmanager
def once(submission: Once | None) -> Iterator[None]:
    """The session changed inside (through any service) is changed once for `submission`:
    update() raises Written when its history holds that change already, and otherwise has
    it keep which version it makes before the rename (docs/contract.md, "vint serve")."""
    token = _ONCE.set(submission)
    try:
        yield
    finally:
        _ONCE.reset(token)


def made_already(path: Path, submission: Once, *, timeout: float = lock.TIMEOUT) -> Written | None:
    """Whether `submission` was written already, judged under the session's lock (a write
    of it under way elsewhere is waited for); None too when the file does not read (the
    write then says why)."""
    path = target(path)
    held = lock.take(path, timeout)
    try:
        try:
            loaded = load(path)
        except (VintError, OSError):
            return None
        return submission.done(path, loaded)
    finally:
        held.release()


# -- the transactions ---------------------------------------------------------------------

def update(path: Path, change: Callable[[Loaded], AnySession | Exact], *,
           command: str = "", timeout: float = lock.TIMEOUT, codec: Codec = SESSION) -> Saved:
    """Read, change and save a session under its lock (docs/contract.md, "Writing safely").

    `change` gets the file as read under the lock and returns the new session (or, for
    undo, redo and restore, an Exact version); any VintError it raises propagates and
    nothing is written. Any failure before the replace leaves the old file byte for byte
    and no temp file behind. The change becomes a revision named `command`. `codec`: the
    kind of file (the session file's, or the ledger's). An example shipped with vintscore
    is refused before anything is made beside it (lock, backups). A link is written
    through: its target changes, the link stays (`target`).

    A revision that cannot be logged is not made (issue 25): the log is opened for
    appending before the first byte is written (revisions.opened refuses, nothing
    written), and the old file keeps a second name (atomic.hold) until the revision's line
    is in the log; if that line still cannot be written after the rename, the old file
    takes its name back (atomic.put_back) and the change is refused as not made.

    Inside `once(submission)`, a change that submission made already raises Written, and
    otherwise which version it makes is kept just before the rename (Once).
    """
    path = target(path)
    refuse_example(path)
    submission = _ONCE.get()
    try:
        held = lock.take(path, timeout)
    except OSError as exc:
        raise _save_error(path, exc) from exc
    try:
        try:
            old = read(path, codec)
            if submission is not None:
                found = submission.done(path, old)
                if found is not None:
                    raise found
            refuse_read_only(path)
            recent = revisions.recent(path)
            made = change(old)
            mode = stat.S_IMODE(os.stat(path).st_mode)
            if isinstance(made, Exact):
                exact, new, data = made, made.session, made.raw
            else:
                exact, new = None, made
                added = codec.appended(old, new)  # only events added: write and check those
                data = serialize(new, old, added, codec)
                reparse(data, new, old, added, codec)
        except OSError as exc:
            raise _save_error(path, exc) from exc
        log = revisions.opened(path)  # before any byte: a change it cannot log is not made
        spare = None
        try:
            try:
                before, kept = keep_old(path, old, recent, mode, codec)
                copy = keep_new(path, data, exact, mode)
                remove_stale_temps(path)
                last = before[-1] if before else recent[-1] if recent else None
                number = last.number + 1 if last else 1
                if submission is not None:  # its key kept before the rename that makes it
                    submission.intend(path, revisions.digest(data), number)
                spare = atomic.hold(path)
            except OSError as exc:
                raise _save_error(path, exc) from exc
            unflushed = None
            try:
                atomic.write(path, data, mode=mode,
                             before_replace=lambda: check_unchanged(path, old.raw))
            except atomic.Replaced as exc:  # the new file has the name: its revision is logged
                unflushed = exc
            except OSError as exc:
                raise _save_error(path, exc) from exc
            revision = revisions.Revision(
                number=number, time=revisions.now(),
                command=exact.command if exact else command, sha=revisions.digest(data),
                file=copy.name, of=exact.of if exact else 0, **codec.diff(old.session, new))
            try:
                revisions.append(path, [*before, revision], log)
            except OSError as exc:
                _take_back(path, data, old.raw, spare, mode, exc)
            backup.prune(path, protect([*recent, *before, revision]))
            if unflushed is not None:
                raise _after_replace_error(path, unflushed) from unflushed
        finally:
            log.close()
            if spare is not None:
                atomic.remove_quietly(spare)
        codec.written(data, new)
        return Saved(old=old, session=new, backup=kept, revision=revision,
                     lost_comments=not old.canonical
                     and has_other_comments(old.text(), codec.header))
    finally:
        held.release()


def _take_back(path: Path, data: bytes, old: bytes, spare: Path | None, mode: int,
               exc: OSError) -> NoReturn:
    """The revision's line could not be written after the rename: the old file takes its
    name back, and the change is refused as not made (exit 1). Only if that fails too is
    the change left in the file, said so (exit 3: a script must not run it again): the
    next change logs it as made outside vint."""
    log = revisions.log_path(path)
    try:
        atomic.put_back(spare, path, old, mode, lambda: check_unchanged(path, data))
    except (OSError, VintError) as again:
        why = again.message if isinstance(again, VintError) else reason(again)
        raise SavedError(Msg("storage.log.unlogged", name=path.name, log=log, reason=reason(exc),
                            again=why),
                        hint=Msg("storage.log.unlogged.hint")) from exc
    raise VintError(Msg("storage.log.failed", name=path.name, log=log, reason=reason(exc)),
                    hint=Msg("storage.log.failed.hint")) from exc


def protect(recent: list[revisions.Revision]) -> set[str]:
    """The copies the newest revisions use: pruning leaves them (undo and redo need them)."""
    return {r.file for r in recent[-backup.KEEP:]}


def keep_old(path: Path, old: Loaded, recent: list[revisions.Revision],
             mode: int, codec: Codec = SESSION) -> tuple[list[revisions.Revision], Path]:
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
            file: str, codec: Codec = SESSION) -> revisions.Revision:
    """The revision of a change made outside vint: from what `newest` left to the file now."""
    previous = revisions.kept(path, newest)
    try:
        before = codec.parse(decode(previous, str(path)), str(path)) if previous else None
    except SessionFileError:
        before = None
    return revisions.Revision(
        number=newest.number + 1, time=revisions.mtime(path), command=revisions.OUTSIDE,
        sha=revisions.digest(now.raw), file=file, **codec.diff(before, now.session))


def notice(loaded: Loaded, codec: Codec = SESSION) -> None:
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


def keep_new(path: Path, data: bytes, exact: Exact | None, mode: int) -> Path:
    """Step 8: the new version kept (undo and redo use again the copy they restore)."""
    if exact is not None:
        reused = backup.folder(path) / exact.file
        try:
            if reused.read_bytes() == data:
                return reused
        except OSError:
            pass
    return backup.keep(path, data, mode)


def create(path: Path, session: Any, *, timeout: float = lock.TIMEOUT,
           codec: Codec = SESSION) -> None:
    """Write a new session file (or the file of another `codec`); refused if one of that
    name exists. Its first revision is logged, or the file is not made (issue 25)."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        held = lock.take(path, timeout)
    except OSError as exc:
        raise _save_error(path, exc) from exc
    try:
        refuse_odd(path, Msg("storage.odd.hint_new"))  # said as every command says it
        if os.path.lexists(path):
            raise _exists(path)
        data = serialize(session, codec=codec)
        reparse(data, session, codec=codec)
        log = revisions.opened(path)  # before any byte: a session it cannot log is not made
        try:
            try:
                remove_stale_temps(path)
                atomic.write(path, data, new=True)
            except FileExistsError:
                raise _exists(path) from None
            except atomic.Replaced as exc:
                raise _after_replace_error(path, exc) from exc
            except OSError as exc:
                raise _save_error(path, exc) from exc
            try:
                start_history(path, data, log)
            except (OSError, VintError) as exc:
                atomic.remove_quietly(path)  # made a moment ago, under the lock: not made
                if isinstance(exc, VintError):
                    raise
                raise VintError(Msg("storage.log.failed", name=path.name,
                                    log=revisions.log_path(path), reason=reason(exc)),
                                hint=Msg("storage.log.failed.hint")) from exc
        finally:
            log.close()
    finally:
        held.release()


def start_history(path: Path, data: bytes, log: revisions.Appender) -> None:
    """The new session's first revision: its copy kept, and its line in the log (OSError,
    or VintError for a .backup that is no folder, when either cannot be written)."""
    copy = backup.keep(path, data)
    earlier = revisions.recent(path)  # a deleted session's, of the same name: it goes on
    revisions.append(path, [revisions.Revision(
        number=earlier[-1].number + 1 if earlier else 1, time=revisions.now(),
        command="new", sha=revisions.digest(data), file=copy.name)], log)
