"""Writing safely: a failure at any step of update() leaves the old file whole (docs/contract.md, "Writing safely")."""
from __future__ import annotations

import errno
import os
import stat
import time
from dataclasses import replace
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path

import filelock
import pytest
from helpers_storage.seams import SEAMS, wrap

from vintscore import storage
from vintscore.cards import Strain
from vintscore.errors import BusyError, InputError, SavedError, SessionFileError, VintError
from vintscore.games.vint.model import AllPass, Contract, Deal
from vintscore.games.vint.presets import PRESETS
from vintscore.session import Session
from vintscore.storage import atomic, envelope, revisions

SESSION = Session(title="Friday", created=datetime(2026, 11, 30, 16, 5, tzinfo=UTC),
                  players=("Anna", "Boris", "Vera", "Gleb"), rules=PRESETS["classic"],
                  events=(Deal(Contract(3, Strain.HEARTS), "Anna", 9, honours=3, aces=2), AllPass()),
                  table="pairs")


def append_pass(note: str = ""):
    def change(old: storage.Loaded) -> Session:
        return replace(old.session, events=old.session.events + (AllPass(note=note),))
    return change


@pytest.fixture
def path(sessions_dir) -> Path:
    p = sessions_dir / "friday.toml"
    storage.create(p, SESSION)
    return p


def leftovers(folder: Path) -> list[str]:
    """Temp files anywhere under the sessions folder."""
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*.tmp"))


def assert_lock_is_free(path: Path) -> None:
    saved = storage.update(path, append_pass("after"))
    assert saved.session.events[-1] == AllPass(note="after")


ENOSPC = OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
STEPS = [step for step in SEAMS if step != "fsync_dir"]


def seam(monkeypatch, path: Path, step: str, instead):
    """Step `step` of the session's own write does `instead(real, *args)` (seams.wrap)."""
    module, name, wrapped = wrap(path, step, instead)
    monkeypatch.setattr(module, name, wrapped)


def make_fail(monkeypatch, path: Path, step: str, error: BaseException):
    """The step raises `error`; for 'change' the change itself raises it."""
    def failing(*args, **kwargs):
        raise error
    if step == "change":
        return failing
    seam(monkeypatch, path, step, lambda real, *args, **kwargs: failing())
    return append_pass("never")


@pytest.mark.parametrize("step", STEPS)
def test_disk_full_at_any_step_leaves_the_old_file(path, monkeypatch, step):
    before = path.read_bytes()
    change = make_fail(monkeypatch, path, step, ENOSPC)
    with pytest.raises(VintError) as caught:
        storage.update(path, change)
    assert type(caught.value) is VintError and caught.value.exit_code == 1
    assert caught.value.message == "could not save friday.toml: No space left on device; nothing was changed"
    assert caught.value.hint
    assert path.read_bytes() == before
    assert leftovers(path.parent) == []
    monkeypatch.undo()
    assert_lock_is_free(path)


@pytest.mark.parametrize("step", STEPS)
@pytest.mark.parametrize("error", [
    InputError("no player 'Zoe' at this table"),
    BusyError("someone else"),
    SessionFileError("event 3: bad", path="x.toml", line=3),
], ids=["input-1", "busy-75", "file-65"])
def test_our_error_at_any_step_propagates_and_leaves_the_old_file(path, monkeypatch, step, error):
    before = path.read_bytes()
    change = make_fail(monkeypatch, path, step, error)
    with pytest.raises(VintError) as caught:
        storage.update(path, change)
    assert caught.value is error
    assert caught.value.exit_code == {InputError: 1, BusyError: 75, SessionFileError: 65}[type(error)]
    assert path.read_bytes() == before
    assert leftovers(path.parent) == []
    monkeypatch.undo()
    assert_lock_is_free(path)


@pytest.mark.parametrize("step", STEPS[STEPS.index("write_temp"):])
def test_a_step_after_the_temp_file_exists_removes_it(path, monkeypatch, step):
    """The step runs for real (the temp file is there), then fails: the temp file goes."""
    before = path.read_bytes()
    seen: list[str] = []

    def run_then_fail(real, *args, **kwargs):
        if step != "replace":  # a real replace would be the success case
            result = real(*args, **kwargs)
            if step == "write_temp":
                os.close(result)  # the descriptor update() would have closed
        seen.extend(leftovers(path.parent))
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    seam(monkeypatch, path, step, run_then_fail)
    with pytest.raises(VintError) as caught:
        storage.update(path, append_pass())
    assert caught.value.message == "could not save friday.toml: Input/output error; nothing was changed"
    assert len(seen) == 1 and seen[0].startswith(".friday.toml.") and seen[0].endswith(".tmp")
    assert path.read_bytes() == before
    assert leftovers(path.parent) == []


def test_disk_full_halfway_through_the_temp_file(path, monkeypatch):
    before = path.read_bytes()
    def half_then_full(real, temp, data, mode):
        fd = real(temp, data[:len(data) // 2], mode)
        os.close(fd)
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    seam(monkeypatch, path, "write_temp", half_then_full)
    with pytest.raises(VintError) as caught:
        storage.update(path, append_pass())
    assert caught.value.exit_code == 1 and "No space left on device" in caught.value.message
    assert path.read_bytes() == before
    assert leftovers(path.parent) == []


def test_folder_fsync_failure_after_replace_keeps_the_new_file(path, monkeypatch):
    def failing(real, directory):
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    seam(monkeypatch, path, "fsync_dir", failing)
    with pytest.raises(VintError) as caught:
        storage.update(path, append_pass("kept"))
    # saved: exit 3, never 1, which says nothing was written (issue 32, point 3)
    assert type(caught.value) is SavedError and caught.value.exit_code == 3
    assert caught.value.message == ("friday.toml was saved, but its folder could not be flushed to disk: "
                                    "Input/output error")
    assert "do not run the command again" in caught.value.hint
    assert storage.load(path).session.events == SESSION.events + (AllPass(note="kept"),)
    assert leftovers(path.parent) == []


def test_file_changed_by_an_editor_between_read_and_replace(path, monkeypatch):
    editor = storage.dumps(replace(SESSION, title="edited by hand")).encode()

    def write_temp_while_an_editor_saves(real, temp, data, mode):
        fd = real(temp, data, mode)
        path.write_bytes(editor)
        return fd

    seam(monkeypatch, path, "write_temp", write_temp_while_an_editor_saves)
    with pytest.raises(BusyError) as caught:
        storage.update(path, append_pass())
    assert caught.value.exit_code == 75
    assert caught.value.message == ("friday.toml changed on disk while vint was writing (an editor?); "
                                    "nothing was written: run the command again")
    assert path.read_bytes() == editor
    assert leftovers(path.parent) == []


def test_lock_held_by_another_writer(path):
    before = path.read_bytes()
    other = filelock.FileLock(str(path.parent / ".friday.toml.lock"))
    other.acquire()
    try:
        started = time.monotonic()
        with pytest.raises(BusyError) as caught:
            storage.update(path, append_pass(), timeout=0.2)
        waited = time.monotonic() - started
    finally:
        other.release()
    assert 0.2 <= waited < 5
    assert caught.value.exit_code == 75
    assert caught.value.message == f"{path} is being written by another vint; try again in a moment"
    assert path.read_bytes() == before
    assert_lock_is_free(path)


def test_update_waits_ten_seconds_by_default():
    assert storage.update.__kwdefaults__["timeout"] == 10.0


def test_a_broken_file_is_never_overwritten(path):
    broken = path.read_bytes().replace(b"tricks = 9", b"tricks = nine")
    path.write_bytes(broken)
    kept = storage.backups(path)
    with pytest.raises(SessionFileError) as caught:
        storage.update(path, append_pass())
    assert caught.value.exit_code == 65 and caught.value.line is not None
    assert path.read_bytes() == broken
    assert storage.backups(path) == kept


def test_a_refused_change_writes_no_backup(path):
    def refuse(old):
        raise InputError("tricks must be 0 to 13, got 14")

    kept = storage.backups(path), revisions.read(path)
    with pytest.raises(InputError):
        storage.update(path, refuse)
    assert (storage.backups(path), revisions.read(path)) == kept


def test_a_file_that_would_read_back_differently_is_not_written(path, monkeypatch):
    before = path.read_bytes()
    real_dumps = storage.dumps
    monkeypatch.setattr(envelope, "dumps", lambda s: real_dumps(replace(s, title="not what was meant")))
    with pytest.raises(VintError) as caught:
        storage.update(path, append_pass())
    assert type(caught.value) is VintError and caught.value.exit_code == 1
    assert "this is a bug, nothing was written" in caught.value.message
    assert path.read_bytes() == before


def test_a_session_that_cannot_be_read_back_is_not_written(path):
    before = path.read_bytes()
    with pytest.raises(VintError) as caught:
        storage.update(path, lambda old: replace(old.session, players=("Anna", "Boris", "Vera")))
    assert "cannot read back (the pairs table takes 4 to 12 players" in caught.value.message
    assert path.read_bytes() == before


@pytest.mark.parametrize("bad", [
    pytest.param({"stake": Decimal("1e-20")}, id="stake-too-fine"),
    pytest.param({"stake": Decimal("1e99")}, id="stake-too-large"),
    pytest.param({"stake": Decimal("-1")}, id="negative-stake"),
    pytest.param({"title": None}, id="title-not-text"),
    pytest.param({"events": (AllPass(tricks=9.5),)}, id="float-tricks"),
])
def test_a_malformed_session_from_the_caller_is_refused_without_a_traceback(path, bad):
    before = path.read_bytes()
    with pytest.raises(VintError) as caught:
        storage.update(path, lambda old: replace(old.session, **bad))
    assert type(caught.value) is VintError and "this is a bug, nothing was written" in caught.value.message
    assert path.read_bytes() == before
    assert leftovers(path.parent) == []


def test_update_returns_what_it_did(path):
    before = path.read_bytes()
    saved = storage.update(path, append_pass("x"))
    assert saved.old.raw == before and saved.old.session == SESSION
    assert saved.session.events[-1] == AllPass(note="x")
    assert storage.load(path).session == saved.session
    assert saved.backup is not None and saved.backup.read_bytes() == before
    assert saved.lost_comments is False


def test_new_file_keeps_the_permission_bits(path):
    os.chmod(path, 0o640)
    storage.update(path, append_pass())
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o640
    os.chmod(path, 0o604)
    storage.update(path, append_pass())
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o604


def test_stale_temp_files_are_removed_by_the_next_write(path):
    stale = [path.parent / ".friday.toml.4242.deadbeef.tmp",
             path.parent / ".backup" / ".friday.20261130T160500.000000Z.toml.4242.deadbeef.tmp"]
    other = path.parent / ".saturday.toml.4242.deadbeef.tmp"  # another session's: not ours to remove
    for p in stale + [other]:
        p.parent.mkdir(exist_ok=True)
        p.write_bytes(b"half a file")
    assert storage.list_sessions(path.parent) == [path]
    storage.update(path, append_pass())
    assert leftovers(path.parent) == [other.name]


def test_many_updates_keep_the_newest_versions(sessions_dir):
    """Each state is kept (the revisions' copies), the newest KEEP of them."""
    path = sessions_dir / "friday.toml"
    storage.create(path, replace(SESSION, events=()))
    versions = [path.read_bytes()]
    for i in range(storage.KEEP_BACKUPS + 5):
        saved = storage.update(path, append_pass(str(i)))
        assert saved.backup.read_bytes() == versions[-1]  # the version it replaced
        versions.append(path.read_bytes())
    kept = storage.backups(path)
    assert len(kept) == storage.KEEP_BACKUPS
    assert [p.read_bytes() for p in kept] == versions[-storage.KEEP_BACKUPS:]  # oldest first
    assert kept[-1].read_bytes() == path.read_bytes()  # the newest copy is the file as it is
    assert all(p.name.startswith("friday.") and p.name.endswith("Z.toml") for p in kept)
    assert sorted(p.name for p in (sessions_dir / ".backup").iterdir()) == sorted(
        [p.name for p in kept] + [revisions.log_path(path).name])


def test_backups_of_one_session_are_not_another_sessions(sessions_dir):
    a, ab = sessions_dir / "fri.toml", sessions_dir / "fri.day.toml"
    storage.create(a, SESSION)
    storage.create(ab, SESSION)
    storage.update(a, append_pass())
    storage.update(ab, append_pass())
    storage.update(ab, append_pass())
    assert len(storage.backups(a)) == 2 and len(storage.backups(ab)) == 3  # as made, and after each


def test_a_write_that_failed_after_its_backup_does_not_add_a_second_copy(path, monkeypatch):
    seam(monkeypatch, path, "replace", lambda real, temp, p: (_ for _ in ()).throw(ENOSPC))
    for _ in range(3):
        with pytest.raises(VintError):
            storage.update(path, append_pass())
    # as made, and the version the failed writes meant, once (the log names neither twice)
    assert len(storage.backups(path)) == 2 and len(revisions.read(path)) == 1


def test_hand_written_comments_are_reported_lost_and_kept_in_the_backup(path):
    with_comment = path.read_text(encoding="utf-8").replace("tricks = 9", "tricks = 9  # Vera miscounted?")
    path.write_text(with_comment, encoding="utf-8")
    saved = storage.update(path, append_pass())
    assert saved.lost_comments is True
    assert saved.backup.read_text(encoding="utf-8") == with_comment
    assert "# Vera miscounted?" not in path.read_text(encoding="utf-8")
    assert storage.update(path, append_pass()).lost_comments is False


# create(): the same safe write, ending in an exclusive create


def test_create_on_a_full_disk_leaves_nothing(sessions_dir, monkeypatch):
    path = sessions_dir / "friday.toml"
    seam(monkeypatch, path, "fsync_file", lambda real, fd: (_ for _ in ()).throw(ENOSPC))
    with pytest.raises(VintError) as caught:
        storage.create(path, SESSION)
    assert caught.value.message == "could not save friday.toml: No space left on device; nothing was changed"
    assert not path.exists()
    assert leftovers(sessions_dir) == []


def test_create_loses_a_race_to_another_creator(sessions_dir, monkeypatch):
    path = sessions_dir / "friday.toml"
    def fsync_while_someone_creates(real, fd):
        real(fd)
        path.write_bytes(b"theirs")

    seam(monkeypatch, path, "fsync_file", fsync_while_someone_creates)
    with pytest.raises(InputError) as caught:
        storage.create(path, SESSION)
    assert caught.value.message == f"a session 'friday' exists already ({path})"
    assert path.read_bytes() == b"theirs"
    assert leftovers(sessions_dir) == []


def test_create_on_a_filesystem_without_hard_links(sessions_dir, monkeypatch):
    path = sessions_dir / "friday.toml"

    def no_links(src, dst):
        raise OSError(errno.EPERM, os.strerror(errno.EPERM))

    monkeypatch.setattr(atomic.os, "link", no_links)
    storage.create(path, SESSION)
    assert path.read_text(encoding="utf-8") == storage.dumps(SESSION)
    assert leftovers(sessions_dir) == []
    with pytest.raises(InputError):
        storage.create(path, SESSION)
