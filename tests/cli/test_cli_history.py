"""Undo, redo and history (docs/contract.md, "Revisions and backups"; issue 13).

Every command that changes a session is one revision. Undo reverts the last revision
whatever it was, byte for byte; redo puts it back until something new is written;
history lists the revisions and restores any kept one as a new revision. A hand edit,
and a write killed before its log line, are revisions too, noticed on the next change.
Players: Anna & Vera (1st & 3rd) against Boris & Gleb.
"""
from __future__ import annotations

import json

import pytest
from helpers_cli.vintcli import new, ok, refused, toml

from vintscore.storage import revisions

DEAL = ("deal", "2H", "Anna", "8", "--honours", "3", "--aces", "2")
WIN = ("deal", "4S", "Boris", "10", "--honours", "0", "--aces", "0")


@pytest.fixture
def path(sessions_dir):
    new()
    return sessions_dir / "friday.toml"


def kinds(path) -> list[str]:
    return [e["kind"] for e in toml(path).get("events", [])]


def history_json() -> dict:
    return json.loads(ok("history", "--json").stdout)


# ------------------------------------------------------------------------------------
# Undo reverts the last change, whatever it was, byte for byte; redo puts it back


CHANGES = [
    pytest.param(("pass",), id="all-pass"),
    pytest.param(DEAL, id="deal"),
    pytest.param(("adjust", "Boris", "--reason", "correction", "--", "-500"), id="adjust"),
    pytest.param(("misdeal", "Boris"), id="misdeal-V10"),
    pytest.param(("edit", "1", "--tricks", "9"), id="edit"),
    pytest.param(("edit", "1", "--note", "Vera counted twice"), id="edit-note"),
    pytest.param(("void", "1"), id="void"),
    pytest.param(("seat", "--pairs", "Anna+Boris,Vera+Gleb"), id="seat-V12"),
    pytest.param(("rescore", "--rules", "1886", "--write"), id="rescore-write-V13"),
]


@pytest.mark.parametrize("change", CHANGES)
def test_undo_reverts_exactly_the_last_change_and_redo_puts_it_back(path, change):
    ok(*DEAL)
    ok("pass")
    before = path.read_bytes()
    ok(*change)
    after = path.read_bytes()
    assert after != before
    r = ok("undo")
    assert r.stdout.startswith("Undone: revision 4, "), r.stdout
    assert "'vint redo' puts it back." in r.stdout
    assert path.read_bytes() == before
    ok("redo")
    assert path.read_bytes() == after
    ok("undo")
    assert path.read_bytes() == before


def test_undo_after_an_edit_reverts_the_edit_and_keeps_the_last_deal(path):
    """The issue's evening: `edit 2 --tricks 8`, then `undo`: the edit goes, the deal that
    won the game stays (before, undo removed the last deal and the edit stayed)."""
    ok(*DEAL)
    ok("pass")
    ok(*WIN)  # 4♠ by Boris, 10 tricks: 4·10·... below, Boris & Gleb's game (V8)
    with_win = path.read_bytes()
    ok("edit", "1", "--tricks", "9")
    r = ok("undo")
    assert "revision 5, edit" in r.stdout and "event 1 is now: deal 2♥ by Anna, 8 tricks" in r.stdout
    assert path.read_bytes() == with_win
    assert kinds(path) == ["deal", "pass", "deal"]
    assert toml(path)["events"][0]["tricks"] == 8


def test_undo_walks_back_through_every_change_and_redo_walks_forward(path):
    states = [path.read_bytes()]
    for change in (DEAL, ("pass",), ("edit", "1", "--tricks", "9"), ("void", "2"),
                   ("adjust", "Anna", "50", "--reason", "setup")):
        ok(*change)
        states.append(path.read_bytes())
    for state in reversed(states[:-1]):
        ok("undo")
        assert path.read_bytes() == state
    refused(1, "undo", words=["nothing to undo"])
    for state in states[1:]:
        ok("redo")
        assert path.read_bytes() == state
    refused(1, "redo", words=["nothing to redo"])


def test_something_new_written_after_an_undo_ends_the_redo(path):
    ok(*DEAL)
    ok("pass")
    ok("undo")
    ok("adjust", "Anna", "50", "--reason", "setup")
    before = path.read_bytes()
    refused(1, "redo", words=["nothing to redo"])
    assert path.read_bytes() == before
    ok("undo")  # the adjustment; then the deal (the pass is gone for good from the stack)
    assert kinds(path) == ["deal"]


def test_undo_of_a_new_session_is_refused_and_changes_nothing(path):
    before = path.read_bytes()
    refused(1, "undo", words=["nothing to undo: the session has no events"])
    refused(1, "redo", words=["nothing to redo"])
    assert path.read_bytes() == before


def test_undo_says_the_event_it_removes_and_the_one_it_brings_back(path):
    ok(*DEAL)
    ok("void", "1")
    r = ok("undo")
    assert "Undone: revision 3, void." in r.stdout
    assert "event 1 is now: deal 2♥ by Anna, 8 tricks" in r.stdout
    r = ok("undo")
    assert "Undone: revision 2, deal." in r.stdout
    assert "event 1 is gone: deal 2♥ by Anna, 8 tricks" in r.stdout
    r = ok("redo")
    assert "Redone: revision 2, deal." in r.stdout
    assert "event 1 is back: deal 2♥ by Anna, 8 tricks" in r.stdout


# ------------------------------------------------------------------------------------
# history and --restore


def test_history_lists_each_revision_with_its_command_and_what_changed(path):
    ok(*DEAL)
    ok("pass")
    ok("edit", "1", "--tricks", "9")
    ok("undo")
    data = history_json()
    assert data["format"] == "vintscore-history" and data["session"] == "friday"
    rows = [(r["number"], r["command"], r["of"], r["added"], r["changed"], r["undone"])
            for r in data["revisions"]]
    assert rows == [(1, "new", None, [], [], False),
                    (2, "deal", None, [1], [], False),
                    (3, "all-pass", None, [2], [], False),
                    (4, "edit", None, [], [1], True),
                    (5, "undo", 4, [], [1], False)]
    assert data["undo"] == 3 and data["redo"] == 4
    out = ok("history").stdout
    assert "   2  " in out and "deal: event 1 added" in out
    assert "edit: event 1 changed  [undone]" in out
    assert "undo of 4: event 1 changed  [now]" in out
    assert "'vint undo' reverts revision 3 (all-pass)" in out
    assert "'vint redo' puts back revision 4 (edit)" in out


def test_restore_goes_back_to_any_revision_as_a_new_one_that_undo_reverts(path):
    ok(*DEAL)
    after_deal = path.read_bytes()
    ok("pass")
    ok("adjust", "Anna", "50", "--reason", "setup")
    latest = path.read_bytes()
    r = ok("history", "--restore", "2")
    assert r.stdout.startswith("Restored revision 2 (deal) as revision 5."), r.stdout
    assert "event 2 is gone: all pass" in r.stdout
    assert path.read_bytes() == after_deal
    ok("undo")
    assert path.read_bytes() == latest


@pytest.mark.parametrize("number, words", [
    pytest.param("9", ["no revision 9: the history kept runs from 1 to 2"], id="unknown"),
    pytest.param("2", ["revision 2 is the session as it is now"], id="current"),
])
def test_restore_of_no_such_revision_is_refused(path, number, words):
    ok(*DEAL)
    before = path.read_bytes()
    refused(1, "history", "--restore", number, words=words)
    assert path.read_bytes() == before


def test_a_version_no_longer_kept_is_said_so_not_restored(path, sessions_dir):
    ok(*DEAL)
    ok("pass")
    first = revisions.read(path)[0]
    (sessions_dir / ".backup" / first.file).unlink()
    before = path.read_bytes()
    refused(1, "history", "--restore", "1", words=["revision 1 is no longer kept"])
    assert path.read_bytes() == before
    assert [r["kept"] for r in history_json()["revisions"]] == [False, True, True]


# ------------------------------------------------------------------------------------
# Hand edits and killed writes are revisions too


PASS_TABLE = '\n[[events]]\nkind = "pass"\n'


def test_a_hand_edit_is_a_revision_that_undo_reverts(path):
    ok(*DEAL)
    before = path.read_bytes()
    path.write_bytes(before + PASS_TABLE.encode())
    data = history_json()
    assert data["revisions"][-1]["command"] == "outside"
    assert data["revisions"][-1]["added"] == [2]
    r = ok("undo")
    assert "changed outside vint" in r.stdout and "event 2 is gone: all pass" in r.stdout
    assert path.read_bytes() == before
    ok("redo")
    assert kinds(path) == ["deal", "pass"]


def test_a_hand_edit_then_a_deal_are_two_revisions(path):
    ok(*DEAL)
    before = path.read_bytes()
    path.write_bytes(before + PASS_TABLE.encode())
    edited = path.read_bytes()
    ok(*DEAL)
    commands = [r["command"] for r in history_json()["revisions"]]
    assert commands == ["new", "deal", "outside", "deal"]
    ok("undo")
    assert path.read_bytes() == edited
    ok("undo")
    assert path.read_bytes() == before


def test_a_write_killed_before_its_log_line_is_kept_and_undone(path, monkeypatch):
    """The log is written after the file: a write killed in between leaves a state the log
    does not know, kept all the same (its copy was written first), and undone like any."""
    ok(*DEAL)
    before = path.read_bytes()
    with monkeypatch.context() as m:
        m.setattr(revisions, "append", lambda *a, **k: None)  # killed after the rename
        ok("pass")
    assert kinds(path) == ["deal", "pass"]
    ok("undo")
    assert path.read_bytes() == before
    assert [r["command"] for r in history_json()["revisions"]][-2:] == ["outside", "undo"]


def test_a_torn_log_line_is_passed_over_and_the_next_goes_on_its_own_line(path):
    ok(*DEAL)
    log = revisions.log_path(path)
    log.write_bytes(log.read_bytes() + b'{"n":3,"time":"2026-12')  # a killed append
    ok("pass")
    assert [r.command for r in revisions.read(path)] == ["new", "deal", "all-pass"]
    ok("undo")
    assert kinds(path) == ["deal"]


def test_revisions_survive_across_processes_in_the_log_beside_the_session(path, sessions_dir):
    ok(*DEAL)
    lines = revisions.log_path(path).read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["command"] for line in lines] == ["new", "deal"]
    assert revisions.log_path(path).parent == sessions_dir / ".backup"
    # the session file itself holds no history: it stays the plain file it was
    assert set(toml(path)) == {"format", "schema_version", "game", "title", "created",
                               "players", "table", "stake", "lang", "rules", "events"}


def test_a_session_from_before_revisions_starts_its_history_at_the_first_change(path):
    revisions.log_path(path).unlink()
    ok(*DEAL)
    assert [r["command"] for r in history_json()["revisions"]] == ["found", "deal"]
    ok("undo")
    assert kinds(path) == []
