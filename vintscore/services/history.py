"""Undo, redo and the history of a session (docs/contract.md, "Revisions and backups": `vint undo`, `vint redo`, `vint
history [--restore N]`).

Every change is a revision (storage/revisions.py). Undo reverts the newest revision not
undone yet, whatever it was — a deal, an edit, a void, a seat change, a rescore, a hand
edit; redo puts back the last one undone until a new change is written; restore makes
any kept revision's state the session's again. Each writes the kept version byte for
byte, as a revision of its own, under the same lock and checks as every change: the
version is read and replayed by its game first, and refused (nothing written) if it no
longer reads.

The club ledger's revisions are moved the same way (`move` with its codec, the picks
below): services/ledger.py.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import storage
from ..errors import EventError, InputError, SessionFileError
from ..glossary import Msg
from ..storage import revisions
from ..storage.filecodec import SESSION, FileCodec, Loaded
from ..storage.keeping import outside
from ..storage.transaction import Exact
from ..storage.transaction import target as file_of
from ..value import value
from .session import Changed, file_error, game


@value
class Reverted:
    """What undo, redo or restore did: the change, and the revision it was about."""

    changed: Changed
    about: revisions.Revision


@value
class Preview:
    """What undo would do now: the revision it reverts, the session before and after."""

    about: revisions.Revision
    now: Any
    then: Any
    added: tuple[int, ...]
    removed: tuple[int, ...]
    changed: tuple[int, ...]
    header: bool


@value
class History:
    """The revisions of a session, as the log and the file say, newest last."""

    revisions: tuple[revisions.Revision, ...]
    done: tuple[int, ...]  # what undo would revert, the last first
    undone: tuple[int, ...]  # what redo would put back, the last first
    kept: frozenset[int]  # the revisions whose version is still kept (can be restored)
    # what is wrong with the log's file (missing, empty, unreadable…): the revisions are
    # then the copies still kept and the file as it is (revisions.refound)
    problem: Msg | None = None
    writable: bool = True  # a change can log its revision (a missing or empty log is made anew)


def _log(path: Path, loaded: Loaded,
         codec: FileCodec = SESSION) -> tuple[list[revisions.Revision], revisions.RevisionLog]:
    """The log since the session was made, with the file's own state at its end: when the
    file is not what the newest revision left (a hand edit, a killed write), that state is
    the revision the next change will log (storage.keeping.keep_old). A log with no
    revision (missing, empty, unreadable) is stood for by the copies still kept, as the
    next change will log them (revisions.refound); the second value says why."""
    found = revisions.read_log(path)
    log = list(found.revisions)
    starts = [i for i, r in enumerate(log) if r.command == "new"]
    log = log[starts[-1]:] if starts else log
    if not log:
        return revisions.refound(path, loaded.raw), found
    if log[-1].sha != revisions.digest(loaded.raw):
        log.append(outside(path, log[-1], loaded, "", codec))
    return log, found


def history(path: Path, codec: FileCodec = SESSION) -> History:
    """The revisions of the session at `path` (or of the ledger, by its `codec`): read,
    nothing written."""
    path = file_of(path)
    loaded = storage.load(path, codec)
    log, found = _log(path, loaded, codec)
    done, undone = revisions.stacks(log)
    kept = frozenset(r.number for r in log
                     if not r.file or revisions.kept(path, r) is not None)
    return History(tuple(log), tuple(reversed(done)), tuple(reversed(undone)), kept,
                   found.said(path), found.problem in ("", "missing", "empty"))  # (else it must be mended first)


def _version(path: Path, target: revisions.Revision, number: int,
             codec: FileCodec = SESSION) -> tuple[Any, bytes]:
    """The session as revision `target` left it, read from its kept copy."""
    data = revisions.kept(path, target) if target.file else None
    if data is None:
        raise InputError(Msg("cli.history.not_kept", number=number),
                         hint=Msg("cli.history.not_kept.hint", keep=storage.KEEP_BACKUPS))
    try:
        return codec.parse(data.decode("utf-8"), str(path)), data
    except (SessionFileError, UnicodeDecodeError):
        raise InputError(Msg("cli.history.unreadable", number=number),
                         hint=Msg("cli.history.not_kept.hint",
                                  keep=storage.KEEP_BACKUPS)) from None


# A move's choice from the log: (the revision it is about, the one whose version is
# written), given the log, what is wrong with the log's file (None: nothing) and the
# file's value as read; it refuses by raising.
Pick = Callable[[list[revisions.Revision], Msg | None, Any],
                tuple[revisions.Revision, revisions.Revision]]


def move(path: Path, pick: Pick, command: str, codec: FileCodec = SESSION,
         now: Callable[[Loaded], None] | None = None,
         then: Callable[[Any, revisions.Revision], Any] | None = None
         ) -> tuple[storage.Saved, revisions.Revision, Any]:
    """Write the version `pick(log)` chooses (the revision it is about, and the one whose
    version is written), as a revision `command`, under the file's lock: (what was saved,
    the revision, what `then` made of the version). `now` judges the file as read, `then`
    the version about to be written; either refuses by raising."""
    path = file_of(path)  # a link's log is its target's (storage.transaction.target)
    found: list[Any] = []

    def build(loaded: Loaded) -> Exact:
        if now is not None:
            now(loaded)
        log, read = _log(path, loaded, codec)
        about, target = pick(log, read.said(path), loaded.session)
        value, data = _version(path, target, target.number, codec)
        found.append((then(value, target) if then is not None else None, about))
        return Exact(value, data, command, about.number, target.file)

    saved = storage.update(path, build, codec=codec)
    made, about = found[-1]
    return saved, about, made


def _move(path: Path, pick: Pick, command: str) -> Reverted:
    """Write the version `pick(log)` chooses, as a revision `command`; the session as read
    and that version are replayed first (a version that no longer replays is refused)."""
    def now(loaded: Loaded) -> None:
        try:
            game(loaded.session).fold.replay(loaded.session)
        except EventError as e:
            raise file_error(loaded, e) from None

    def then(session: Any, target: revisions.Revision) -> Any:
        try:
            return game(session).fold.replay(session)
        except EventError as e:
            raise InputError(Msg("cli.history.impossible", number=target.number,
                                 event=e.number, message=e.msg), rule=e.rule) from None

    saved, about, sheet = move(path, pick, command, SESSION, now, then)
    revision = saved.revision
    focus = (revision.added or revision.changed or (0,))[0] if revision else 0
    return Reverted(Changed(saved, game(saved.session), sheet, focus), about)


def preview_undo(path: Path) -> Preview | None:
    """What `undo` would revert now (None: nothing), read and nothing written — for a
    question asked before the undo (vint play)."""
    path = file_of(path)
    loaded = storage.load(path)
    log, _ = _log(path, loaded)
    done, _ = revisions.stacks(log)
    if not done:
        return None
    about = revisions.find(log, done[-1])
    target = revisions.before(log, done[-1])
    assert about is not None and target is not None
    then, _ = _version(path, target, target.number)
    return Preview(about, loaded.session, then,
                   **revisions.events_diff(loaded.session, then))


@value
class Next:
    """What undo and redo would do now (the live page asks before either, issue 24): the
    revision each is about (None: nothing to move), what it would show (None where its
    copy is not kept or no longer reads: the move itself then says why), and, with
    nothing to undo, why (as `vint undo` says it)."""

    undo: revisions.Revision | None
    redo: revisions.Revision | None
    undo_preview: Preview | None
    redo_preview: Preview | None
    no_undo: Msg | None = None


def next_moves(path: Path, loaded: Loaded | None = None) -> Next:
    """What undo and redo would do now: read (once: `loaded`, the file as it was just read,
    spares a second reading), nothing written."""
    path = file_of(path)
    loaded = loaded if loaded is not None else storage.load(path)
    log, read = _log(path, loaded)
    done, undone = revisions.stacks(log)

    def preview(number: int, target: revisions.Revision | None) -> Preview | None:
        about = revisions.find(log, number)
        if about is None or target is None:
            return None
        try:
            then, _ = _version(path, target, target.number)
        except InputError:
            return None
        return Preview(about, loaded.session, then, **revisions.events_diff(loaded.session, then))

    undo = preview(done[-1], revisions.before(log, done[-1])) if done else None
    redo = preview(undone[-1], revisions.find(log, undone[-1])) if undone else None
    problem = read.said(path)
    no_undo = None if done else problem or nothing_to_undo(loaded.session, log)
    return Next(revisions.find(log, done[-1]) if done else None,
                revisions.find(log, undone[-1]) if undone else None, undo, redo, no_undo)


def nothing_to_undo(session: Any, log: list[revisions.Revision]) -> Msg:
    """Why undo has nothing to revert, as the session and its log say it: no events, a
    history that begins with the file as found (the changes before it unknown), or every
    change undone already."""
    base = next((r for r in reversed(log) if r.command in revisions.BASE), None)
    if base is not None and base.command != "new":
        return Msg("cli.undo.nothing.found", number=base.number)
    if not getattr(session, "events", ()):
        return Msg("cli.undo.nothing")
    return Msg("cli.undo.nothing.all")


def why_not_undo(path: Path) -> tuple[Msg, Msg]:
    """(the sentence, the hint) of undo with nothing to revert, as `vint undo` says them:
    for a question answered before any undo is tried (vint play)."""
    path = file_of(path)
    loaded = storage.load(path)
    log, read = _log(path, loaded)
    problem = read.said(path)
    if problem is not None:
        return problem, Msg("cli.history.left")
    return nothing_to_undo(loaded.session, log), Msg("cli.undo.nothing.hint")


def undo_pick(expect: int | None = None,
              nothing: Callable[[Any, list[revisions.Revision]], Msg] = nothing_to_undo,
              hint: Msg = Msg("cli.undo.nothing.hint"), left: Msg = Msg("cli.history.left")) -> Pick:
    """Undo's choice: the newest revision not undone yet, and the one before it (refused
    when that is not revision `expect`: what was shown before asking is what goes). With
    nothing to undo, a log found wanting is said first (issue 25): never "no events"."""
    def pick(log: list[revisions.Revision], problem: Msg | None,
             now: Any) -> tuple[revisions.Revision, revisions.Revision]:
        done, _ = revisions.stacks(log)
        if not done:
            if problem is not None:
                raise InputError(problem, hint=left)
            raise InputError(nothing(now, log), hint=hint)
        if expect is not None and done[-1] != expect:
            raise InputError(Msg("play.undo.changed"), hint=Msg("play.undo.changed.hint"))
        about = revisions.find(log, done[-1])
        target = revisions.before(log, done[-1])
        assert about is not None and target is not None  # a done revision follows a base
        return about, target
    return pick


def redo_pick(hint: Msg = Msg("cli.redo.nothing.hint"), left: Msg = Msg("cli.history.left"),
              expect: int | None = None) -> Pick:
    """Redo's choice: the revision undone last (refused when that is not revision
    `expect`: the page's redo puts back what it showed)."""
    def pick(log: list[revisions.Revision], problem: Msg | None,
             now: Any) -> tuple[revisions.Revision, revisions.Revision]:
        _, undone = revisions.stacks(log)
        if not undone:
            if problem is not None:
                raise InputError(problem, hint=left)
            raise InputError(Msg("cli.redo.nothing"), hint=hint)
        if expect is not None and undone[-1] != expect:
            raise InputError(Msg("serve.redo.changed"), hint=Msg("play.undo.changed.hint"))
        about = revisions.find(log, undone[-1])
        assert about is not None
        return about, about
    return pick


def restore_pick(number: int, hint: Msg = Msg("cli.history.no_revision.hint")) -> Pick:
    """Restore's choice: revision `number`, unless it is the newest."""
    def pick(log: list[revisions.Revision], problem: Msg | None,
             now: Any) -> tuple[revisions.Revision, revisions.Revision]:
        about = revisions.find(log, number)
        if about is None:
            raise InputError(Msg("cli.history.no_revision", number=number,
                                 first=log[0].number, last=log[-1].number), hint=hint)
        if about is log[-1]:
            raise InputError(Msg("cli.history.is_current", number=number), hint=hint)
        return about, about
    return pick


def undo(path: Path, expect: int | None = None) -> Reverted:
    """The newest revision not undone yet, reverted (refused when that is not revision
    `expect`: what was shown before asking is what goes)."""
    return _move(path, undo_pick(expect), revisions.UNDO)


def redo(path: Path, expect: int | None = None) -> Reverted:
    """The revision undone last, put back (refused when that is not revision `expect`)."""
    return _move(path, redo_pick(expect=expect), revisions.REDO)


def restore(path: Path, number: int) -> Reverted:
    """The session as revision `number` left it, made the newest revision."""
    return _move(path, restore_pick(number), revisions.RESTORE)
