"""Nothing lost at the edges (issue 25): the revision log, links, odd files, names that
look alike, small truths.

Point 1, a revision that cannot be logged is not made: the log made unwritable in the
ways a user or the system makes it (a folder in its place, a read-only file, an immutable
one, a fifo, a file-size limit the kernel enforces), as real processes where the disk is
the point. Players: Anna & Vera (1st & 3rd) against Boris & Gleb.
"""
from __future__ import annotations

import json
import os
import re
import resource
import subprocess
from pathlib import Path

import pytest
from helpers_cli.processes import vint
from helpers_cli.vintcli import new, ok, refused, typed

from vintscore.storage import revisions

DEAL = ("deal", "2H", "Anna", "8", "--honours", "3", "--aces", "2")
PASS = ("pass",)


@pytest.fixture
def path(sessions_dir) -> Path:
    new()
    ok(*DEAL)  # revision 2, logged
    return sessions_dir / "friday.toml"


def snapshot(folder: Path) -> dict[str, bytes | None]:
    """Every file under the sessions folder and its bytes (None for what is not a regular
    file: the log's stand-ins), the lock files left out: what a refused change must leave."""
    found: dict[str, bytes | None] = {}
    for p in sorted(folder.rglob("*")):
        if p.name.endswith(".lock") or (p.is_dir() and not p.name.endswith(".jsonl")):
            continue
        found[str(p.relative_to(folder))] = p.read_bytes() if p.is_file() else None
    return found


def make_unwritable(log: Path, how: str) -> None:
    """The log made unwritable as `how` says (each works as root and as any user; an
    immutable file needs root and a filesystem that has the flag: skipped elsewhere)."""
    if how == "folder":
        log.unlink()
        log.mkdir()
    elif how == "read-only":
        log.chmod(0o444)
    elif how == "fifo":
        log.unlink()
        os.mkfifo(log)
    elif how == "immutable":
        made = subprocess.run(["chattr", "+i", str(log)], capture_output=True)
        if made.returncode != 0:
            pytest.skip(f"no immutable files here: {made.stderr.decode().strip()}")


def make_writable(log: Path, how: str) -> None:
    if how == "folder":
        log.rmdir()
    elif how == "read-only":
        log.chmod(0o644)
    elif how == "fifo":
        log.unlink()
    elif how == "immutable":
        subprocess.run(["chattr", "-i", str(log)], check=True)


@pytest.fixture
def unwritable(path, request):
    """The session's log made unwritable (request.param: how), made writable again after."""
    log = revisions.log_path(path)
    make_unwritable(log, request.param)
    yield request.param
    if os.path.lexists(log) and request.param == "immutable":
        make_writable(log, request.param)


def events(path: Path) -> int:
    import tomllib
    return len(tomllib.loads(path.read_text(encoding="utf-8")).get("events", []))


# ------------------------------------------------------------------------------------
# The regression: three deals with the log unwritable, then undo, redo and history as a
# user types them (real processes). Before issue 25 each deal exited 0 logging nothing,
# and one undo then removed all three as "changed outside vint".


# A log that cannot be read (a folder, a fifo) and one that can but not be written (read-only,
# immutable): as processes, the first in the quick set, the others in the long one.
HOW = [pytest.param("folder", id="folder"),
       pytest.param("read-only", id="read-only", marks=pytest.mark.slow),
       pytest.param("immutable", id="immutable", marks=pytest.mark.slow),
       pytest.param("fifo", id="fifo", marks=pytest.mark.slow)]


@pytest.mark.parametrize("unwritable", HOW, indirect=True)
def test_i25_p1_three_deals_with_the_log_unwritable_then_undo_redo_history(
        path, sessions_dir, unwritable):
    log = revisions.log_path(path)
    readable = unwritable in ("read-only", "immutable")
    before = snapshot(sessions_dir)
    for _ in range(3):
        r = vint(sessions_dir, *DEAL)
        assert r.returncode == 1, r.stdout + r.stderr
        assert r.stdout == "" and r.stderr.startswith("error: the change was not made")
        assert str(log) in r.stderr and "Traceback" not in r.stderr
        assert len(r.stderr.strip().splitlines()) == 2  # one sentence, one hint
        assert snapshot(sessions_dir) == before  # not a byte, not a copy in .backup/
    r = vint(sessions_dir, "undo")
    assert r.returncode == 1 and r.stdout == "", r.stderr
    assert str(log) in r.stderr and "no events" not in r.stderr
    assert snapshot(sessions_dir) == before
    r = vint(sessions_dir, "redo")
    assert r.returncode == 1 and r.stdout == "", r.stderr
    assert snapshot(sessions_dir) == before
    r = vint(sessions_dir, "history", "--json")
    assert r.returncode == 0, r.stderr
    shown = json.loads(r.stdout)
    if readable:  # the history as it is: the one deal logged is the newest revision
        assert shown["log"] is None
        assert [x["command"] for x in shown["revisions"]] == ["new", "deal"]
    else:  # not readable: said, and the copies kept stand for it
        assert shown["log"] == {"fifo": "odd"}.get(unwritable, unwritable)
        assert [x["command"] for x in shown["revisions"]] == ["kept", "found"]
    assert all(x["kept"] for x in shown["revisions"])
    assert events(path) == 1
    # The log writable again: the deal logged before is undone and redone (or, the log
    # lost, undo says so and the first copy is restored), and a new deal is a revision.
    make_writable(log, unwritable)
    if readable:
        ok("undo")
        assert events(path) == 0
        ok("redo")
    else:
        refused(1, "undo", words=["is missing"])
        ok("history", "--restore", "1")
        assert events(path) == 0
        ok("undo")
    assert events(path) == 1
    ok(*DEAL)
    assert events(path) == 2
    assert "event 2 is gone" in ok("undo").stdout and events(path) == 1


# Every command that writes a session, one after another on one session: each refused
# changes nothing, so the next meets the same file.
CHANGES = [DEAL, PASS, ("adjust", "Boris", "--reason", "fix", "--", "-50"), ("misdeal", "Boris"),
           ("edit", "1", "--tricks", "9"), ("void", "1"), ("seat", "--pairs", "Anna+Boris,Vera+Gleb"),
           ("rescore", "--rules", "1886", "--write"), ("undo",), ("history", "--restore", "1")]


@pytest.mark.parametrize("unwritable", ["read-only"], indirect=True)
def test_i25_p1_every_writing_command_refuses_a_change_it_cannot_log(path, sessions_dir,
                                                                     unwritable):
    before = snapshot(sessions_dir)
    for change in CHANGES:
        refused(1, *change, words=["the change was not made", str(revisions.log_path(path))])
        assert snapshot(sessions_dir) == before, change


def test_i25_p1_an_immutable_log_a_fifo_or_a_folder_refuses_the_deal_at_once(path, sessions_dir):
    log = revisions.log_path(path)
    lines = log.read_bytes()
    tried = []
    for how in ("fifo", "folder", "immutable"):
        if how == "immutable" and subprocess.run(["chattr", "+i", str(log)],
                                                 capture_output=True).returncode != 0:
            continue  # not root, or no such flag on this filesystem
        if how != "immutable":
            make_unwritable(log, how)
        try:
            before = snapshot(sessions_dir)
            refused(1, *DEAL, words=["the change was not made", str(log)])
            assert snapshot(sessions_dir) == before, how
        finally:
            make_writable(log, how)
        if not log.exists():
            log.write_bytes(lines)
        tried.append(how)
    assert tried[:2] == ["fifo", "folder"]
    ok(*DEAL)  # the log a file again: written and logged
    assert [r.command for r in revisions.read(path)] == ["new", "deal", "deal"]


def test_i25_p1_a_new_session_whose_log_cannot_be_written_is_not_made(sessions_dir):
    log = sessions_dir / ".backup" / "friday.history.jsonl"
    log.parent.mkdir()
    log.mkdir()  # what a new session's log would be is a folder
    refused(1, "new", "friday", "--players", "Anna,Boris,Vera,Gleb",
            words=["the change was not made", str(log)])
    assert not (sessions_dir / "friday.toml").exists()
    assert [p.name for p in (sessions_dir / ".backup").iterdir()] == ["friday.history.jsonl"]


def test_i25_p1_a_line_that_fails_after_the_rename_takes_the_change_back(path, sessions_dir):
    """The log opens but its line cannot be written (the kernel's file-size limit, as a full
    disk would): the old file takes its name back, exit 1, nothing changed (real process)."""
    for _ in range(8):  # revisions whose lines make the log longer than the session file
        ok("undo")
        ok("redo")
    log = revisions.log_path(path)
    limit = log.stat().st_size
    assert limit > path.stat().st_size + 200, "the copies must fit under the limit"
    before = snapshot(sessions_dir)

    def at_the_limit() -> None:  # a limit any user may lower, root too
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    r = vint(sessions_dir, *DEAL, preexec=at_the_limit)
    assert r.returncode == 1, r.stdout + r.stderr
    assert r.stderr.startswith("error: the change to friday.toml was taken back"), r.stderr
    assert str(log) in r.stderr and r.stdout == ""
    after = snapshot(sessions_dir)
    new_copies = set(after) - set(before)  # the new state's copy was kept before the rename
    assert all(name.startswith(".backup/friday.") and name.endswith(".toml")
               for name in new_copies), new_copies
    assert {k: v for k, v in after.items() if k not in new_copies} == before
    assert not [p for p in sessions_dir.rglob("*") if p.suffix in (".tmp", ".old")]
    r = vint(sessions_dir, *DEAL)  # the limit gone: written, and logged
    assert r.returncode == 0 and events(path) == 2, r.stderr
    assert revisions.read(path)[-1].command == "deal"


# ------------------------------------------------------------------------------------
# A log found missing, empty or unreadable is said as such, and the copies still kept are
# reached by --restore


@pytest.mark.parametrize("how", ["missing", "empty", "folder", "fifo"])
def test_i25_p1_a_log_found_wanting_is_said_and_the_copies_are_restored(path, sessions_dir, how):
    ok(*PASS)  # three copies kept: new, the deal, the pass
    log = revisions.log_path(path)
    log.unlink()
    if how == "empty":
        log.write_bytes(b"")
    elif how == "folder":
        log.mkdir()
    elif how == "fifo":
        os.mkfifo(log)
    said = {"missing": "is missing", "empty": "is empty", "folder": "is a folder",
            "fifo": "is not a regular file"}[how]
    before = path.read_bytes()
    err = refused(1, "undo", words=[f"the revision log {log} {said}",
                                    "undo cannot reach earlier changes"]).stderr
    assert "no events" not in err and "'vint history' says what is left" in err
    assert path.read_bytes() == before
    shown = json.loads(ok("history", "--json").stdout)
    assert shown["log"] == {"fifo": "odd"}.get(how, how)
    assert [r["command"] for r in shown["revisions"]] == ["kept", "kept", "found"]
    lines = ok("history").stdout
    assert said in lines and "a copy kept in .backup/" in lines
    if how in ("folder", "fifo"):  # nothing can log the restore until the log is a file
        refused(1, "history", "--restore", "1", words=["the change was not made"])
        assert path.read_bytes() == before
        (log.rmdir if how == "folder" else log.unlink)()
    r = ok("history", "--restore", "1")
    assert "Restored revision 1" in r.stdout and events(path) == 0
    ok("undo")  # the restore is a revision like any
    assert path.read_bytes() == before


@pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")
def test_i25_p1_the_pages_form_refuses_a_deal_it_cannot_log(path, sessions_dir):
    from helpers_web.serving import client, links, post
    revisions.log_path(path).chmod(0o444)
    with client(sessions_dir) as (c, s):
        before = snapshot(sessions_dir)  # the server's tokens made
        r = post(c, links(s, "friday")["k_deal"], {
            "contract": "3H", "declarer": "Anna", "tricks": "9", "honours": "3", "aces": "2",
            "coronets": "", "revokes": ""})
    assert r.status_code == 200 and "the change was not made" in r.text
    assert snapshot(sessions_dir) == before


def test_i25_p1_the_ledger_refuses_a_payment_it_cannot_log(sessions_dir):
    ok("ledger", "--add-member", "Anna")
    ok("ledger", "--add-member", "Boris")
    log = sessions_dir / ".backup" / "ledger.history.jsonl"
    log.chmod(0o444)
    before = snapshot(sessions_dir)
    refused(1, "paid", "Boris", "Anna", "12.50", words=["the change was not made", str(log)])
    refused(1, "ledger", "--add-member", "Vera", words=["the change was not made"])
    refused(1, "undo", "--ledger", words=["the change was not made"])
    assert snapshot(sessions_dir) == before
    log.unlink()
    err = refused(1, "undo", "--ledger", words=[f"the revision log {log} is missing"]).stderr
    assert "'vint history --ledger' says what is left" in err


def test_i25_p1_vint_plays_undo_says_a_lost_log_too(path):
    revisions.log_path(path).unlink()
    before = path.read_bytes()
    r = ok("play", input=typed("undo", "quit"), env={"LANG": "C.UTF-8"})
    assert f"the revision log {revisions.log_path(path)} is missing" in r.stderr, r.stderr
    assert "no events" not in r.stderr + r.stdout
    assert path.read_bytes() == before


# ------------------------------------------------------------------------------------
# Point 2: a link is written through — the link kept, its target updated — or refused in
# a sentence; never replaced by a file of its own


def test_i25_p2_a_link_in_the_sessions_folder_is_written_through(path, sessions_dir):
    link = sessions_dir / "alias.toml"
    link.symlink_to("friday.toml")
    r = vint(sessions_dir, *PASS, "-s", "alias")  # a real process: the disk is the point
    assert r.returncode == 0, r.stderr
    assert link.is_symlink() and os.readlink(link) == "friday.toml"
    assert events(path) == 2  # the target took the change
    assert not (sessions_dir / ".alias.toml.lock").exists()  # one lock: the target's
    assert [p.name for p in (sessions_dir / ".backup").iterdir()
            if p.name.startswith("alias.")] == []
    r = vint(sessions_dir, "undo", "-s", "friday")  # the other name's history is the same
    assert r.returncode == 0 and "all-pass" in r.stdout, r.stdout + r.stderr
    assert events(path) == 1 and link.is_symlink()
    # one evening, however many names it has
    assert [s["name"] for s in json.loads(ok("sessions", "--json").stdout)["sessions"]] \
        == ["friday"]


def test_i25_p2_a_link_given_by_path_is_written_through_wherever_its_target_is(path, tmp_path,
                                                                              sessions_dir):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    link = elsewhere / "mine.toml"
    link.symlink_to(path)
    r = vint(sessions_dir, *PASS, "-s", str(link))
    assert r.returncode == 0, r.stderr
    assert link.is_symlink() and events(path) == 2
    assert not list(elsewhere.glob(".*"))  # nothing of the target's made beside the link


def test_i25_p2_a_link_by_name_out_of_the_folder_is_refused_not_replaced(sessions_dir, tmp_path):
    outside = tmp_path / "outside.toml"
    new("theirs")
    (sessions_dir / "theirs.toml").rename(outside)
    link = sessions_dir / "theirs.toml"
    link.symlink_to(outside)
    refused(1, *PASS, "-s", "theirs", words=["a link to a file outside the sessions folder"])
    assert link.is_symlink() and events(outside) == 0


@pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")
def test_i25_p2_the_page_writes_through_a_link(path, sessions_dir):
    from helpers_web.serving import links, post, served
    from starlette.testclient import TestClient

    from vintscore.web.app import make
    (sessions_dir / "alias.toml").symlink_to("friday.toml")
    s = served(sessions_dir, ["alias"])
    s.sessions["alias"] = sessions_dir / "alias.toml"  # as `vint serve -s alias` names it
    with TestClient(make(s), follow_redirects=False) as c:
        assert post(c, links(s, "alias")["k_pass"]).status_code == 303
    assert (sessions_dir / "alias.toml").is_symlink() and events(path) == 2


# ------------------------------------------------------------------------------------
# Point 3: odd files answer at once — a fifo, a device, a folder, a link to nothing: one
# sentence, exit 65, and `vint new` and `vint sheet` agree that something is there


def test_i25_p3_a_fifo_is_said_at_once_never_waited_for(sessions_dir, tmp_path):
    """A real process: `vint sheet -s some.fifo` blocked forever before (killed here)."""
    fifo = tmp_path / "some.fifo"
    os.mkfifo(fifo)
    os.mkfifo(sessions_dir / "piped.toml")
    for given in (str(fifo), "piped"):
        r = vint(sessions_dir, "sheet", "-s", given, timeout=20)
        assert r.returncode == 65, r.stdout + r.stderr
        assert r.stderr.startswith("error: ") and "a fifo (a named pipe), not a session file" \
            in r.stderr.splitlines()[0], r.stderr
        assert r.stdout == ""


ODD = {"folder": "a folder, not a session file", "link": "a link to nowhere.toml, which does "
       "not exist", "fifo": "a fifo (a named pipe), not a session file"}


def make_odd(at: Path, kind: str) -> None:
    if kind == "folder":
        at.mkdir()
    elif kind == "link":
        at.symlink_to("nowhere.toml")
    else:
        os.mkfifo(at)


@pytest.mark.parametrize("kind", ["folder", "link"])
def test_i25_p3_vint_new_and_vint_sheet_agree_that_it_is_there(sessions_dir, kind):
    """Before: `vint sheet -s f` said there was no session f (or that f named in .current
    "is gone") while `vint new f` said it "exists already"; now both say what it is."""
    new("other")
    at = sessions_dir / "f.toml"
    make_odd(at, kind)
    said = f"{at}: {ODD[kind]}"
    assert refused(65, "sheet", "-s", "f").stderr.splitlines()[0] == f"error: {said}"
    assert refused(65, "sheet", "-s", "f.toml").stderr.splitlines()[0] == f"error: {said}"
    (sessions_dir / ".current").write_text("f\n")
    assert refused(65, "sheet").stderr.splitlines()[0] == f"error: {said}"
    assert refused(65, "deal", *DEAL[1:]).stderr.splitlines()[0] == f"error: {said}"
    assert refused(65, "new", "f", "--players", "Anna,Boris,Vera,Gleb").stderr.splitlines()[0] \
        == f"error: {said}"
    assert at.is_dir() if kind == "folder" else at.is_symlink()


def test_i25_p3_a_device_a_folder_or_a_link_to_nothing_given_by_path(sessions_dir, tmp_path):
    (tmp_path / "d.toml").mkdir()
    (tmp_path / "gone.toml").symlink_to("nowhere.toml")
    for given, said in ((os.devnull, "a device, not a session file"),
                        (str(tmp_path / "d.toml"), ODD["folder"]),
                        (str(tmp_path / "gone.toml"), ODD["link"])):
        err = refused(65, "sheet", "-s", given).stderr
        assert err.splitlines()[0] == f"error: {given}: {said}", err
        refused(65, "check", given, words=[said])


def test_i25_p3_a_backup_that_is_a_file_is_named_as_the_problem(path, sessions_dir):
    backups = sessions_dir / ".backup"
    for p in backups.iterdir():
        p.unlink()
    backups.rmdir()
    backups.write_text("")
    before = path.read_bytes()
    err = refused(1, *PASS).stderr
    assert err.splitlines()[0] == f"error: {backups} is a file, not the folder of the kept versions"
    assert "disk space" not in err and "File exists" not in err
    refused(1, "new", "other", "--players", "Anna,Boris,Vera,Gleb",
            words=[f"{backups} is a file"])
    assert path.read_bytes() == before and not (sessions_dir / "other.toml").exists()
    refused(1, "undo", words=[".backup is a file, not a folder"])


# ------------------------------------------------------------------------------------
# Point 5: the page's undo and redo never move what the page has not shown: `expect`
# missing or malformed is refused in the page's words, nothing written


@pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")
def test_i25_p5_the_pages_undo_and_redo_need_the_revision_they_showed(path, sessions_dir):
    from helpers_web.serving import ORIGIN, client, links
    ok(*PASS)
    with client(sessions_dir) as (c, s):
        L = links(s, "friday")
        before = snapshot(sessions_dir)
        for action in ("undo", "redo"):
            for sent in ({}, {"expect": ""}, {"expect": "abc"}, {"expect": "-1"},
                         {"expect": "3.0"}, {"expect": "١"}, {"expect": "12345678901"},
                         {"expect": ["3", "3"]}):
                r = c.post(L[f"k_{action}"], data=sent, headers={"Origin": ORIGIN})
                assert r.status_code == 200, (action, sent)
                assert "the page did not say which change it showed" in r.text, (action, sent)
                assert snapshot(sessions_dir) == before, (action, sent)
        ok("undo")  # another writer undoes the pass: the page shows redo of it
        page = c.get(L["k_page"]).text
        shown = re.search(r'/redo\?[^"]*"><input type="hidden" name="expect" value="(\d+)"',
                          page).group(1)
        ok(*DEAL)  # …then writes a deal and undoes it: redo would now put back the deal
        ok("undo")
        before = snapshot(sessions_dir)
        r = c.post(L["k_redo"], data={"expect": shown}, headers={"Origin": ORIGIN})
        assert r.status_code == 200 and "nothing was redone" in r.text
        assert snapshot(sessions_dir) == before and events(path) == 1
        fresh = re.search(r'/redo\?[^"]*"><input type="hidden" name="expect" value="(\d+)"',
                          r.text).group(1)
        assert fresh != shown
        r = c.post(L["k_redo"], data={"expect": fresh}, headers={"Origin": ORIGIN})
        assert r.status_code == 303 and events(path) == 2


# ------------------------------------------------------------------------------------
# Point 7: small truths


def test_i25_p7_an_edit_that_changes_nothing_is_said_and_makes_no_revision(path, sessions_dir):
    ok(*PASS)
    before = snapshot(sessions_dir)
    for edit in (("edit", "1", "--tricks", "8"), ("edit", "1", "--declarer", "an"),
                 ("edit", "1", "--honours", "3", "--aces", "2")):
        refused(1, *edit, words=["the edit changes nothing: event 1 is so already"])
        assert snapshot(sessions_dir) == before, edit  # no byte, no copy, no log line
    assert "all-pass" in ok("undo").stdout  # undo reverts what changed last: the pass


def test_i25_p7_a_read_only_session_file_is_refused_not_replaced(path, sessions_dir):
    path.chmod(0o444)
    inode, before = path.stat().st_ino, snapshot(sessions_dir)
    r = vint(sessions_dir, *PASS)  # a real process: as root too, a rename would replace it
    assert r.returncode == 1 and r.stdout == "", r.stderr
    assert r.stderr.startswith("error: friday.toml is read-only: nothing was written"), r.stderr
    assert path.stat().st_ino == inode and path.stat().st_mode & 0o777 == 0o444
    assert snapshot(sessions_dir) == before
    path.chmod(0o644)
    ok(*PASS)


@pytest.mark.parametrize("args", [
    ("deal", "{long}", "Anna", "9"), ("deal", "2H", "{long}", "9"), ("deal", "2H", "Anna", "{long}"),
    ("--lang", "ru", "deal", "2H", "{long}", "9"), ("adjust", "{long}", "--reason", "x", "--", "5"),
    ("rules", "{long}")], ids=["contract", "declarer", "tricks", "ru", "adjust", "rules"])
def test_i25_p7_a_refusal_quotes_a_line_of_a_very_long_answer(path, args):
    from helpers_cli.vintcli import run
    r = run(*(a.replace("{long}", "x" * 5000) for a in args))
    assert r.exit_code in (1, 2) and r.stderr, r.stderr
    assert max(len(line) for line in r.stderr.splitlines()) <= 140, r.stderr[:400]
    assert "x" * 39 + "…" in r.stderr


@pytest.mark.parametrize("line", [
    '{"n":99999999999999999999,"time":"2026-12-01T10:00:00Z","command":"deal","sha":"0","file":"x"}',
    '{"n":1e999,"time":"2026-12-01T10:00:00Z","command":"deal","sha":"0","file":"x"}',
    '{"n":-3,"time":"2026-12-01T10:00:00Z","command":"deal","sha":"0","file":"x"}',
    '{"n":"5","time":"2026-12-01T10:00:00Z","command":"deal","sha":"0","file":"x"}',
    '{"n":1,"time":"2026-12-01T10:00:00Z","command":"deal","sha":"0","file":"x"}',
    '{"n":3,"time":"2026-12-01T10:00:00Z","command":"undo","sha":"0","file":"x","of":7}',
    '{"n":3,"time":"2026-12-01T10:00:00Z","command":"deal","sha":"0","file":"x","added":[0]}',
], ids=["huge", "infinite", "negative", "text", "out-of-order", "of-later", "event-0"])
def test_i25_p7_absurd_revision_numbers_are_a_problem_of_the_log(path, sessions_dir, line):
    log = revisions.log_path(path)
    log.write_bytes(log.read_bytes() + line.encode() + b"\n")
    before = snapshot(sessions_dir)
    for command in (("undo",), ("redo",), ("history",), DEAL):
        err = refused(65, *command, words=[f"{log}:3: line 3 of the revision log"]).stderr
        assert "is not a revision vint wrote" in err and "Traceback" not in err
        assert snapshot(sessions_dir) == before, command
    assert "Anna" in ok("sheet").stdout  # reading the session needs no log


@pytest.mark.parametrize("args", [
    pytest.param(["edit", "1", "--whist", "Boris=2"], id="an-option-of-the-lost-game"),
    pytest.param(["deal", "6S", "Vera", "--pass", "Anna", "--pass", "Boris"], id="a-deal"),
])
def test_an_emptied_file_is_said_before_options_it_cannot_judge(sessions_dir, args):
    """A pulya's file emptied by hand: its game is unknown, so whether --whist is an option
    cannot be said; the file's problem is (exit 65, as every command that reads it), not
    "--whist is not an option in a Vint session" (found by the file fuzzing campaign)."""
    new("thursday", "Anna,Boris,Vera", "--game", "preferans")
    path = sessions_dir / "thursday.toml"
    path.write_bytes(b"")
    refused(65, *args, words=["thursday.toml", "empty"])
    assert path.read_bytes() == b""
