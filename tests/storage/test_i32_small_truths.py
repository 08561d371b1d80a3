"""Small truths (issue 32, point 5): what vintscore says of a file is true, and safe to show.

- An unknown key of a session file is quoted escaped in the message: a raw U+202E would
  reverse the rest of the terminal line (the source line under it was escaped already).
- `-s /proc/self/environ` says "not a session file", not "could not save environ: No such
  file".
- For an immutable file (`chattr +i`) the hint is not "chmod u+w", which changes nothing.
"""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from helpers_cli.vintcli import new, ok, refused, run

RLO = "\u202e"  # RIGHT-TO-LEFT OVERRIDE: the rest of the line shown backwards


@pytest.fixture
def friday(sessions_dir) -> Path:
    new("friday")
    ok("deal", "2H", "Anna", "8", "--honours", "3", "--aces", "2")
    return sessions_dir / "friday.toml"


def with_key(path: Path, where: str) -> None:
    """The file with an unknown key whose name holds U+202E (TOML writes it "\\u202e")."""
    text = path.read_text(encoding="utf-8")
    key = '"\\u202eevil" = 1\n'
    if where == "top":
        text = text.replace("[rules]\n", key + "\n[rules]\n", 1)
    elif where == "rules":
        text = text.replace("[rules]\n", "[rules]\n" + key, 1)
    else:
        text = text.replace("kind = ", key + "kind = ", 1)
    path.write_text(text, encoding="utf-8")


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("where", ["top", "rules", "event"])
@pytest.mark.parametrize("command", ["sheet", "check"])
def test_i32_p5_an_unknown_key_is_quoted_escaped(friday, where, command, lang):
    with_key(friday, where)
    r = run(command, "--lang", lang)
    assert r.exit_code == 65, r.shown
    assert RLO not in r.stderr and RLO not in r.stdout, r.shown  # nothing reverses the line
    said = [line for line in r.stderr.splitlines() if "evil" in line and "|" not in line]
    assert said and all("\\u202eevil" in line for line in said), r.shown
    # located at the key's own line, shown escaped under the message as before
    assert any(" | " in line and '"\\u202eevil" = 1' in line for line in r.stderr.splitlines()), r.shown


PROC = Path("/proc/self/environ")


@pytest.mark.skipif(not PROC.exists(), reason="no /proc here")
@pytest.mark.parametrize("args", [("sheet",), ("pass",), ("deal", "2H", "Anna", "8", "-h", "0",
                                                          "-a", "0"), ("undo",), ("check",)],
                         ids=["sheet", "pass", "deal", "undo", "check"])
def test_i32_p5_proc_environ_is_not_a_session_file(sessions_dir, args):
    r = run(*args, "-s", str(PROC))
    assert r.exit_code == 65, r.shown
    assert "not a session file" in r.stderr, r.shown
    assert "could not save" not in r.stderr and "No such file" not in r.stderr, r.shown
    assert list(sessions_dir.iterdir()) == []


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="no /proc here")
def test_i32_p5_a_file_the_system_makes_is_not_a_session_file_either(sessions_dir):
    for args in (("sheet",), ("pass",)):
        r = run(*args, "-s", "/proc/self/status")
        assert r.exit_code == 65 and "not a session file" in r.stderr, r.shown


def test_i32_p5_proc_environ_in_russian(sessions_dir):
    if not PROC.exists():
        pytest.skip("no /proc here")
    r = run("pass", "-s", str(PROC), "--lang", "ru")
    assert r.exit_code == 65 and "не файл записи" in r.stderr, r.shown


def immutable(path: Path) -> None:
    made = subprocess.run(["chattr", "+i", str(path)], capture_output=True)
    if made.returncode != 0:
        pytest.skip(f"no immutable files here: {made.stderr.decode().strip()}")


def mutable(path: Path) -> None:
    subprocess.run(["chattr", "-i", str(path)], capture_output=True)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_i32_p5_an_immutable_session_file_is_not_told_to_chmod(friday, lang):
    immutable(friday)
    try:
        before = friday.read_bytes()
        r = run("pass", "--lang", lang)
        assert r.exit_code == 1 and r.stdout == "", r.shown
        assert "friday.toml" in r.stderr and "chattr -i" in r.stderr, r.shown
        assert "chmod" not in r.stderr, r.shown
        assert friday.read_bytes() == before
    finally:
        mutable(friday)
    ok("pass")


def test_i32_p5_a_read_only_session_file_is_still_told_to_chmod(friday):
    friday.chmod(0o444)
    try:
        refused(1, "pass", words=["friday.toml", "chmod u+w"])
    finally:
        friday.chmod(0o644)


def test_i32_p5_an_immutable_ledger_is_not_told_to_chmod(sessions_dir):
    ok("ledger", "--add-member", "Anna")
    ledger = sessions_dir / "ledger.toml"
    immutable(ledger)
    try:
        r = refused(1, "ledger", "--add-member", "Boris", words=["chattr -i"])
        assert "chmod" not in r.stderr, r.shown
    finally:
        mutable(ledger)


def test_i32_p5_an_immutable_export_is_not_told_to_check_the_folder(friday, tmp_path):
    out = tmp_path / "friday.md"
    ok("export", "-o", str(out))
    immutable(out)
    try:
        r = refused(1, "export", "-o", str(out), words=["chattr -i"])
        assert "chmod" not in r.stderr and "check the folder" not in r.stderr, r.shown
    finally:
        mutable(out)
    assert os.access(out, os.W_OK)
