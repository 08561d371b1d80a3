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
`FileCodec` (filecodec.py); the session file's is SESSION, the default. The steps have
modules of their own: the new bytes built and read back (newbytes.py), the versions kept
(keeping.py), a change made once (once.py).
"""
from __future__ import annotations

import os
import re
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn

from ..errors import BusyError, InputError, SavedError, SessionFileError, Text, VintError
from ..glossary import Msg
from ..session import AnySession
from ..value import value
from . import atomic, backup, envelope, keeping, lock, newbytes, revisions
from .filecodec import SESSION, FileCodec, Loaded, decode, event_error
from .folder import reason, refuse_example, refuse_odd
from .locate import has_other_comments
from .once import Once, Written, current


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



def target(path: Path) -> Path:
    """The file a session's name stands for: itself, or, when the name is a link, the file
    it leads to (issue 25). Every read and write goes there — the lock, the copies and
    the log beside it — so a link is written through and never replaced by a file of its
    own, whichever of its names a command was given."""
    path = Path(path)
    # (a link to nothing stays itself: reading it says so, folder.odd)
    return Path(os.path.realpath(path)) if os.path.islink(path) and path.exists() else path


def load(path: Path, codec: FileCodec = SESSION) -> Loaded:
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

def read(path: Path, codec: FileCodec = SESSION) -> Loaded:
    """Step 2: the file as it is now, read afresh under the lock."""
    return load(path, codec)



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


# -- a change made once (web/submitted.py's submissions, issue 32): storage/once.py

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
           command: str = "", timeout: float = lock.TIMEOUT, codec: FileCodec = SESSION) -> Saved:
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
    submission = current()
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
                data = newbytes.serialize(new, old, added, codec=codec)
                newbytes.reparse(data, new, old, added, codec=codec)
        except OSError as exc:
            raise _save_error(path, exc) from exc
        log = revisions.opened(path)  # before any byte: a change it cannot log is not made
        spare = None
        try:
            try:
                before, kept = keeping.keep_old(path, old, recent, mode, codec)
                copy = keeping.keep_new(path, data, exact.file if exact else None, mode)
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
            backup.prune(path, keeping.protect([*recent, *before, revision]))
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



def create(path: Path, session: Any, *, timeout: float = lock.TIMEOUT,
           codec: FileCodec = SESSION) -> None:
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
        data = newbytes.serialize(session, codec=codec)
        newbytes.reparse(data, session, codec=codec)
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
