"""An export never replaces what vintscore keeps (issue 32, point 2).

`vint export -o FILE` and `vint ledger -o FILE` used to replace any file silently: the
session being exported (`-o friday.toml` for `-o friday.html`), another session, the club
ledger, the revision log, a copy in `.backup/`. Now `-o` naming a session file, the ledger,
or anything under the sessions folder's `.backup/` or `.serve/` is refused in one sentence
(exit 1, nothing written), `--force` or not; any other existing file that vintscore did
not write as an export is not replaced without `--force` (and the refusal says so); an
earlier export is replaced as before (the usual evening: the same `-o` run again after more
deals); `-o ''` is a usage error (exit 2), not an internal error.
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from helpers_cli.vintcli import new, ok, refused, run

DEAL = ("deal", "2H", "Anna", "8", "--honours", "3", "--aces", "2")
MORE = ("deal", "3S", "Boris", "9", "--honours", "0", "--aces", "1")
FORMATS = ("md", "csv", "json", "html")
# The two commands that write with -o, each as a run with a format and a target.
COMMANDS = {
    "export": lambda fmt, target, *extra: ("export", "-s", "friday", "-f", fmt, "-o", target, *extra),
    "ledger": lambda fmt, target, *extra: ("ledger", "-f", fmt, "-o", target, *extra),
}


@pytest.fixture
def folder(sessions_dir, tmp_path):
    """Two sessions (friday, with a deal: a copy and a revision log in .backup/; saturday),
    the club ledger, the live page's .serve/, and a session kept outside the folder."""
    new("friday")
    ok(*DEAL)
    new("saturday", "Anna,Boris,Vera,Zoe")
    ok("use", "friday")
    ok("ledger", "--add-member", "Anna")
    serve = sessions_dir / ".serve"
    serve.mkdir()
    (serve / "tokens.json").write_text('{"friday": {}}\n', encoding="utf-8")
    away = tmp_path / "away"
    away.mkdir()
    shutil.copy(sessions_dir / "friday.toml", away / "sunday.toml")
    return sessions_dir


def everything(root: Path) -> dict[str, bytes | None]:
    """Every file under `root` and its bytes (links by their target), the locks left out."""
    found: dict[str, bytes | None] = {}
    for p in sorted(root.rglob("*")):
        if p.name.endswith(".lock"):
            continue
        found[str(p.relative_to(root))] = (p.read_bytes() if p.is_file() else
                                           str(p.readlink()).encode() if p.is_symlink() else None)
    return found


def kept(folder: Path, kind: str) -> Path:
    """A file of each kind vintscore keeps, by the path a user would type."""
    backup = folder / ".backup"
    if kind == "the session exported":
        return folder / "friday.toml"
    if kind == "another session":
        return folder / "saturday.toml"
    if kind == "the ledger":
        return folder / "ledger.toml"
    if kind == "a copy in .backup":
        return sorted(backup.glob("friday.*.toml"))[-1]
    if kind == "the revision log":
        return backup / "friday.history.jsonl"
    if kind == "the ledger's revision log":
        return backup / "ledger.history.jsonl"
    if kind == "a file of .serve":
        return folder / ".serve" / "tokens.json"
    if kind == "a new file in .backup":
        return backup / "friday.html"
    if kind == "a new file in .serve":
        return folder / ".serve" / "page.html"
    if kind == "a link to a session":
        link = folder.parent / "friday-link.html"
        link.symlink_to(folder / "friday.toml")
        return link
    if kind == "a session outside the folder":
        return folder.parent / "away" / "sunday.toml"
    if kind == "a session with no .toml":
        moved = folder.parent / "away" / "monday"
        shutil.copy(folder / "friday.toml", moved)
        return moved
    if kind == "a new session name in the folder":
        return folder / "notes.toml"
    raise AssertionError(kind)


KINDS = ["the session exported", "another session", "the ledger", "a copy in .backup",
         "the revision log", "the ledger's revision log", "a file of .serve",
         "a new file in .backup", "a new file in .serve", "a link to a session",
         "a session outside the folder", "a session with no .toml",
         "a new session name in the folder"]


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("kind", KINDS)
def test_i32_p2_an_export_never_replaces_what_vintscore_keeps(folder, command, kind):
    target = kept(folder, kind)
    before = everything(folder.parent)
    for force in ((), ("--force",)):
        r = refused(1, *COMMANDS[command]("html", str(target), *force), words=[target.name])
        assert len(r.stderr.strip().splitlines()) == 2, r.shown  # one sentence and a hint
        assert "--force" not in r.stderr, r.shown  # no force replaces it
        assert everything(folder.parent) == before, kind  # not a byte, no temp file left


def test_i32_p2_a_session_reached_as_a_path_is_refused_as_its_own_export(folder):
    away = folder.parent / "away" / "sunday.toml"
    before = away.read_bytes()
    refused(1, "export", "-s", str(away), "-o", str(away), words=["sunday.toml"])
    assert away.read_bytes() == before
    assert ok("check", "-s", str(away)).exit_code == 0


def test_i32_p2_the_refusals_in_russian(folder):
    mine = folder.parent / "notes.txt"
    mine.write_text("mine\n", encoding="utf-8")
    for args, words in ((("export", "-o", str(folder / "friday.toml")), ["friday.toml"]),
                        (("ledger", "-o", str(mine)), ["notes.txt", "--force"])):
        r = run(*args, "--lang", "ru")
        assert r.exit_code == 1 and r.stdout == "", r.shown
        assert r.stderr.startswith("ошибка: ") and "подсказка: " in r.stderr, r.shown
        assert all(w in r.stderr for w in words), r.shown
    assert mine.read_text(encoding="utf-8") == "mine\n"


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("fmt", FORMATS)
def test_i32_p2_another_file_is_replaced_only_with_force(folder, tmp_path, command, fmt):
    mine = tmp_path / f"notes.{fmt}"
    mine.write_text("my own notes, not an export\n", encoding="utf-8")
    r = refused(1, *COMMANDS[command](fmt, str(mine)), words=[mine.name, "--force"])
    assert len(r.stderr.strip().splitlines()) == 2, r.shown
    assert mine.read_text(encoding="utf-8") == "my own notes, not an export\n"
    ok(*COMMANDS[command](fmt, str(mine), "--force"))
    assert "my own notes" not in mine.read_text(encoding="utf-8")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["away", "sessions", f"notes.{fmt}"])  # no temp file left beside it


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("fmt", FORMATS)
def test_i32_p2_an_earlier_export_is_replaced_without_force(folder, tmp_path, command, fmt):
    out = tmp_path / f"friday.{fmt}"
    ok(*COMMANDS[command](fmt, str(out)))
    first = out.read_bytes()
    ok(*MORE)  # the usual evening: more deals, the same export again
    ok(*COMMANDS[command](fmt, str(out)))
    assert out.read_bytes() != first


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("fmt", FORMATS)
def test_i32_p2_an_export_in_either_language_is_known_again(folder, tmp_path, lang, fmt):
    out = tmp_path / f"friday.{fmt}"
    ok("export", "-f", fmt, "-o", str(out), "--lang", lang)
    ok(*MORE)
    other = "ru" if lang == "en" else "en"
    ok("export", "-f", fmt, "-o", str(out), "--lang", other)
    # the ledger's export over the session's, and the session's back over the ledger's
    ok("ledger", "-f", "md" if fmt == "json" else fmt, "-o", str(out), "--lang", lang)
    ok("export", "-f", fmt, "-o", str(out), "--lang", lang)
    if fmt == "csv":  # a CSV that starts with the byte-order mark Excel needs
        ok("export", "-f", fmt, "-o", str(out), "--bom", "--lang", lang)
        assert out.read_bytes().startswith("\ufeff".encode())
        ok("export", "-f", fmt, "-o", str(out), "--lang", other)


def test_i32_p2_a_ledger_json_export_is_known_again(folder, tmp_path):
    out = tmp_path / "club.json"
    ok("ledger", "--json", "-o", str(out))
    assert json.loads(out.read_text(encoding="utf-8"))["format"] == "vintscore-ledger-report"
    ok("ledger", "--json", "-o", str(out))


def test_i32_p2_what_vint_prints_as_json_is_no_export(folder, tmp_path):
    out = tmp_path / "sheet.json"
    out.write_text(ok("sheet", "--json").stdout, encoding="utf-8")
    refused(1, "export", "-f", "json", "-o", str(out), words=["--force"])


def test_i32_p2_an_empty_file_holds_nothing_to_lose(folder, tmp_path):
    out = tmp_path / "made.md"
    out.write_bytes(b"")  # as `> made.md` leaves it
    ok("export", "-o", str(out))
    assert out.read_text(encoding="utf-8").startswith("# ")


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_i32_p2_an_empty_output_is_a_usage_error(folder, command):
    before = everything(folder.parent)
    r = run(*COMMANDS[command]("md", ""))
    assert r.exit_code == 2, r.shown
    assert "internal error" not in r.stderr and "ValueError" not in r.stderr, r.shown
    assert r.stdout == "" and r.stderr.strip(), r.shown
    assert everything(folder.parent) == before


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_i32_p2_a_folder_is_refused_in_a_sentence(folder, tmp_path, monkeypatch, command):
    monkeypatch.chdir(tmp_path)
    for target in (str(tmp_path), ".", ".."):
        refused(1, *COMMANDS[command]("md", target), words=["is a directory"])


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_i32_p2_dash_is_still_the_screen(folder, tmp_path, monkeypatch, command):
    monkeypatch.chdir(tmp_path)
    result = ok(*COMMANDS[command]("md", "-"))
    assert result.stdout.startswith("# ") and not (tmp_path / "-").exists()


def test_i32_p2_dev_stdout_still_works(folder):
    from helpers_cli.processes import vint
    for args in (("export", "-o", "/dev/stdout"), ("ledger", "-o", "/dev/stdout")):
        r = vint(folder, *args)  # stdout a pipe: written into, as a shell's '>' would
        assert r.returncode == 0, r.stderr
        assert r.stdout.startswith("# ") and "/dev/stdout" in r.stderr
