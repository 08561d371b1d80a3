"""The command line under hostile input (the issue "Proof under stress", part 2).

Hypothesis feeds `vint` random and hostile arguments (any Unicode, lone surrogates as
undecodable bytes arrive in argv, huge numbers, empty strings, repeated options) and
random and mutated session files (truncated, wrong types, duplicated keys, wrong schema
versions, binary garbage, a 10 MB note). Whatever it gets, the program:

- never shows a traceback (nor an "internal error", nor a "this is a bug" refusal);
- exits with a code of docs/contract.md, "Exit codes": 0, 1, 2, 65 or 75;
- when it refuses (any code but 0), changes no file byte for byte and leaves no new
  file in the sessions folder but a lock file `.NAME.toml.lock` and `.backup/` copies
  (never a temp file: docs/contract.md, "Writing safely"); a reading command changes nothing;
- when it succeeds in writing, leaves files that read back, and the version it replaced
  in `.backup/`;
- refuses a session file that does not parse or validate with 65, and never rewrites it.

Most runs are in-process through the tests' runner (helpers_cli.vintcli: COLUMNS=80,
NO_COLOR=1, stdout and stderr apart); a few are real processes (`python -m vintscore`), so that the exit code
path through `vintscore.cli.main` is covered too. Failures found are kept below as
`@example`s and plain tests.

The campaigns (the four fuzzers, the 10 MB note, the crowd of real processes) are marked
`slow`; the plain tests of what they found stay in the quick loop (`pytest -m "not slow"`).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from helpers_cli.vintcli import run
from hypothesis import example, given, settings
from hypothesis import strategies as st

from vintscore import storage
from vintscore.errors import EventError, SessionFileError
from vintscore.games.vint.sheet import replay
from vintscore.storage import revisions

CODES = (0, 1, 2, 3, 65, 75)
P = "Anna,Boris,Vera,Gleb"
READ_ONLY = {"sheet", "settle", "log", "rotation", "check", "sessions"}


# ------------------------------------------------------------------------------------
# Running vint and judging what it did


def vint(args: list[str], folder: Path, width: int = 80):
    """In-process, through the tests' one runner (and its checks of every run)."""
    result = run(*args, width=width, env={"VINTSCORE_DIR": str(folder)})
    result.shown = (f"vint {args!r}: exit {result.exit_code}\n--- stdout:\n{result.stdout[:3000]}"
                    f"\n--- stderr:\n{result.stderr[:3000]}")
    return result


def assert_sane(result, args: list[str] = ()) -> None:
    """What must hold whatever the command and its input."""
    shown = result.shown
    assert "Traceback" not in result.stdout and "Traceback" not in result.stderr, shown
    assert "internal error" not in result.stderr, shown
    assert "this is a bug" not in result.stderr, shown
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(f"{shown}\n--- exception: {result.exception!r}")
    assert result.exit_code in CODES, shown
    paper = args[:1] == ["check"] and "--expect" in args and "on paper" in result.stderr
    if result.exit_code == 1 and paper:  # `check --expect`: the file and the paper differ
        assert result.stdout.endswith(".\n"), shown
    elif result.exit_code in (1, 65, 75):  # our own refusals: one message and a hint, on stderr
        assert result.stderr.startswith(("error: ", "ошибка: ")), shown
        assert result.stdout == "", shown
    if result.exit_code == 2:  # usage errors, Typer's said as ours are; or a bare `vint`'s help
        lines = result.stderr.splitlines()
        said = [line for line in lines if line.startswith(("error: ", "ошибка: "))]
        helped = (result.stderr + result.stdout).startswith(("Usage:", "Использование:"))
        assert said or helped, shown
        assert not any(line.startswith("Error: ") for line in lines), shown  # Click's English


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


_LOCK = re.compile(r"\.[^/]+\.toml\.lock")
_BACKUP = re.compile(r"\.backup/[^/]+\.\d{8}T\d{6}\.\d{6}Z\.toml")
_LOG = re.compile(r"\.backup/[^/]+\.history\.jsonl")


def assert_effects(args: list[str], result, before: dict[str, bytes], folder: Path) -> None:
    """What the sessions folder may look like after the command, by docs/contract.md, "The sessions folder"."""
    after = snapshot(folder)
    shown = result.shown
    temps = [k for k in after if k.endswith(".tmp")]
    assert not temps, f"temp files left behind: {temps}\n{shown}"
    command = args[0] if args else ""
    if result.exit_code != 0 or command in READ_ONLY:
        # A session changed by hand since its last revision is noticed by whoever reads it
        # next (issue 13): its log gains a line and its bytes a copy. Nothing else moves.
        grown = [k for k in before if _LOG.fullmatch(k) and k in after
                 and after[k] != before[k] and after[k].startswith(before[k])]
        changed = sorted(k for k in before if after.get(k) != before[k] and k not in grown)
        assert not changed, f"files changed or removed by a refused or reading command: {changed}\n{shown}"
        new = sorted(set(after) - set(before))
        sessions = {v for k, v in after.items() if "/" not in k and k.endswith(".toml")}
        noticed = [k for k in new if (_BACKUP.fullmatch(k) or _LOG.fullmatch(k))
                   and (after[k] in sessions or _LOG.fullmatch(k))]
        if command in READ_ONLY:
            made = [k for k in new if k not in noticed]
            assert not made, f"a reading command made files: {made}\n{shown}"
        unexpected = [k for k in new if not (_LOCK.fullmatch(k) or _BACKUP.fullmatch(k)
                                             or k in noticed)]
        assert not unexpected, f"a refused command left files: {unexpected}\n{shown}"
        return
    # A write that succeeded: what it wrote reads back, and the replaced version is kept
    # (each state's copy is kept: the one replaced, and the newest, which is the file).
    for key, now in after.items():
        if "/" in key or not key.endswith(".toml") or key.startswith(".") or before.get(key) == now:
            continue
        path = folder / key
        storage.load(path)  # raises if the write left a file that does not read
        if key in before:
            kept = [p.read_bytes() for p in storage.backups(path)]
            assert before[key] in kept and now in kept, (
                f"{key}: the old version is not in .backup/\n{shown}")


def file_is_bad(path: Path) -> bool:
    """Whether the session file cannot be read or validated (docs/contract.md, "Exit codes": exit 65)."""
    try:
        session = storage.load(path).session
    except SessionFileError:
        return True
    from vintscore.games.preferans import pulya
    try:
        (pulya.replay if session.game == "preferans" else replay)(session)
    except EventError:
        return True
    return False


# ------------------------------------------------------------------------------------
# The evening every example starts from (copied afresh for each example)


@pytest.fixture(scope="module")
def template(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("template") / "sessions"
    steps = [
        ["new", "saturday", "--players", "Anna,Boris,Vera,Gleb,Dmitri"],
        ["deal", "2S", "Boris", "8", "-h", "3", "-a", "2", "-s", "saturday"],
        ["new", "friday", "--players", P],
        ["deal", "2H", "Anna", "8", "-h", "3", "-a", "2", "--note", "first [bold]deal[/] ✓"],
        ["pass"],
        ["adjust", "Boris", "--reason", "setup", "--", "-50"],
        ["misdeal", "Gleb"],
        ["deal", "1S", "Boris", "7", "-h", "3", "-a", "2"],
    ]
    for args in steps:
        r = vint(args, folder)
        assert r.exit_code == 0, r.shown
    return folder


class Fresh:
    """A private copy of the template folder (hypothesis runs many examples per test)."""

    def __init__(self, template: Path) -> None:
        self.template = template

    def __enter__(self) -> Path:
        self.tmp = tempfile.TemporaryDirectory(prefix="vint-fuzz-")
        folder = Path(self.tmp.name) / "sessions"
        shutil.copytree(self.template, folder, symlinks=True)
        return folder

    def __exit__(self, *exc) -> None:
        self.tmp.cleanup()


# ------------------------------------------------------------------------------------
# Hostile arguments


# A well-formed use of each command; the fuzzer starts from one and breaks it.
VALID = [
    ["new", "sunday", "--players", P, "--stake", "0.5", "--rule", "game_bonus=1000",
     "--table", "pairs", "--title", "T", "--rules", "classic", "--lang", "en"],
    ["deal", "2H", "Anna", "8", "-h", "3", "-a", "2", "--note", "n"],
    ["deal", "3NT", "Vera", "9", "-a", "3", "--first", "Vera"],
    ["deal", "4S", "Boris", "10", "--honours", "4", "--aces", "3", "-c", "Boris:S:3",
     "--revoke", "Anna"],
    ["pass", "--note", "n"],
    ["adjust", "Boris", "--reason", "fix", "--below", "--", "-500"],
    ["misdeal", "Gleb"],
    ["seat", "--pairs", "Anna+Boris,Vera+Gleb"],
    ["seat", "-s", "saturday", "--join", "Egor", "--leave", "Dmitri", "--replace", "Gleb=Zoya"],
    ["log", "--json"], ["undo"], ["void", "2"], ["void", "2", "--restore"],
    ["edit", "1", "--tricks", "9", "--note", "x", "--coronet", "Vera:aces:3"],
    ["edit", "3", "--amount", "70", "--reason", "r", "--above"],
    ["sheet", "--rubber", "1", "--all"], ["sheet", "--json"], ["settle", "--json"],
    ["settle"], ["rotation", "-s", "saturday"], ["check", "friday"],
    ["sessions", "--json"], ["use", "saturday"],
]
OPTIONS = ["--session", "-s", "--lang", "--json", "--players", "--rules", "--rule", "--stake",
           "--table", "--title", "--honours", "-h", "--aces", "-a", "--coronet", "-c",
           "--revoke", "--first", "--partner", "-p", "--note", "--reason", "--below",
           "--above", "--restore", "--contract", "--declarer", "--tricks", "--no-honours",
           "--no-coronets", "--no-revokes", "--no-first", "--player", "--amount", "--rubber",
           "--all", "--pairs", "--join", "--leave", "--replace", "--help", "--", "-",
           "--bogus", "-x", "--session=friday", "-sfriday", "--json=1"]
WORDS = ["", " ", "\t", "-", "-1", "-0", "0", "+5", "٣", "１２", "1e3", "0x10", "nan", "inf",
         "1_000", "8 ", "13", "14", "99999999999999999999999999999999", "-99999999999999999999",
         "\x00", "\udcff", "a\udc80b", "../x", "/", ".", "..", "~", "*", "\\", "%s", "{}",
         "[bold]x[/]", "[/]", "[link=x]", "Anna", "an", "ANNA", "dummy", "Vera", "Gleb",
         "Dmitri", "3NT", "7H", "2БК", "3♥", "0S", "8H", "Vera:H:4", "Anna:aces:4", "::",
         "Anna+Vera", "A=B", "friday", "friday.toml", "saturday", ".current", ".backup",
         ".friday.toml.lock", "game_target=1", "game_target=", "=", "all_pass=play",
         "individual", "dummy", "separate", "two", "ru", "xx", "\u202eevil", "\ufeff",
         "e\u0301", "😀" * 30, "中" * 41, "x" * 5000]
surrogate = st.characters(min_codepoint=0xDC80, max_codepoint=0xDCFF)  # bytes that are not UTF-8
hostile = st.one_of(
    st.sampled_from(WORDS),
    st.sampled_from(OPTIONS),
    st.text(max_size=20),
    st.text(st.characters(codec="utf-8") | surrogate, max_size=8),
    st.integers(-10**40, 10**40).map(str),
)


def broken(draw, valid: list[list[str]], words, options: list[str]) -> list[str]:
    """A command of `valid` as typed, then broken: tokens replaced (by `words`), inserted,
    repeated or dropped, or an option of `options` appended."""
    args = list(draw(st.sampled_from(valid)))
    for _ in range(draw(st.integers(0, 4))):
        how = draw(st.sampled_from(["replace", "insert", "repeat", "drop", "append"]))
        i = draw(st.integers(0, max(len(args) - 1, 0)))
        if how == "replace" and args:
            args[i] = draw(words)
        elif how == "insert":
            args.insert(i, draw(words))
        elif how == "repeat" and args:  # an option given twice, with its value
            args[i:i] = args[i:i + 2]
        elif how == "drop" and len(args) > 1:
            del args[i]
        else:
            args += [draw(st.sampled_from(options)), draw(words)]
    assert not any("completion" in a for a in args)  # never install a shell completion
    return args


@st.composite
def argv(draw) -> list[str]:
    return broken(draw, VALID, hostile, OPTIONS)


@pytest.mark.slow  # a campaign: see the module's docstring
@given(args=argv())
@example(args=["edit", "3", "--amount", "1000000000"])  # see the plain test for larger amounts
@example(args=["deal", "2H", "Anna", "99999999999999999999999", "-h", "3", "-a", "2"])
@example(args=["void", "-99999999999999999999"])
@example(args=["sheet", "--rubber", "99999999999999999999999"])
@example(args=["deal", "2H", "Anna", "8", "-h", "3", "-a", "2", "-h", "4", "--note", "\udcff"])
@example(args=["new", "x", "--players", "\udcffAnna,Boris,Vera,Gleb"])
@example(args=["new", "x", "--players", P, "--title", "a\udc80b"])
@example(args=["use", ""])
@example(args=["check", ""])
@example(args=["sheet", "-s", ""])
@example(args=["new", "", "--players", P])
@example(args=["adjust", "Boris", "--reason", "", "--", "5"])
@example(args=["deal", "", "", "", "-h", "", "-a", ""])
@example(args=["sheet", "--session", "saturday", "--session", "friday", "--json", "--json"])
@example(args=["new", "x", "--players", P, "--players", "A,B,C", "--rule", "game_bonus=1",
               "--rule", "game_bonus=2"])
@example(args=[])
def test_fuzz_arguments(template, args):
    with Fresh(template) as folder:
        before = snapshot(folder)
        result = vint(args, folder)
        assert_sane(result)
        assert_effects(args, result, before, folder)


# ------------------------------------------------------------------------------------
# Hostile session files


def _lines(template: Path) -> list[str]:
    return (template / "friday.toml").read_text(encoding="utf-8").split("\n")


TOML_VALUES = ['""', '"x"', "-1", "0", "14", "99999999999999999999", "1e3", "nan", "inf",
               "true", "[]", '[1, "a"]', "{}", "{a = 1}", "1979-05-27", "07:32:00",
               "1979-05-27T07:32:00", '"\\u0000"', '"\\u001b[2J"', '"' + "x" * 500 + '"',
               "[[1]]", '"[bold]x[/]"', '"Anna"', '"dummy"', '"3H"', '"8H"', '"Vera:H:4"',
               '["Anna", "anna", "Vera", "Gleb"]', '["a", "b"]',
               "[" + ", ".join(f'"p{i}"' for i in range(13)) + "]", '"deal"', '"pass"',
               '"seat"', '"adjust"', '"misdeal"', "-9223372036854775809", "0x7fff", "1_0"]
GARBAGE_CHARS = list("\"[]{}=#\n\r\\\x00\x7f,'é\ufeff 1.-") + ["\u2028", "ÿ"]


@st.composite
def mutated_file(draw, lines: list[str]) -> bytes:
    text = "\n".join(lines)
    how = draw(st.sampled_from([
        "truncate", "char", "duplicate line", "drop line", "value", "schema", "garbage",
        "splice bytes", "utf-16", "crlf", "swap events", "unknown key", "kind", "nul"]))
    value_lines = [i for i, line in enumerate(lines) if " = " in line and not line.startswith("#")]
    if how == "truncate":
        return text.encode()[:draw(st.integers(0, len(text.encode())))]
    if how == "char":
        pos = draw(st.integers(0, len(text) - 1))
        ch = draw(st.sampled_from(GARBAGE_CHARS) | st.characters(codec="utf-8"))
        op = draw(st.sampled_from(["replace", "insert", "delete"]))
        text = {"replace": text[:pos] + ch + text[pos + 1:], "insert": text[:pos] + ch + text[pos:],
                "delete": text[:pos] + text[pos + 1:]}[op]
        return text.encode()
    if how in ("duplicate line", "drop line"):
        i = draw(st.integers(0, len(lines) - 1))
        new = list(lines)
        if how == "duplicate line":  # a key or a table written twice
            new.insert(draw(st.integers(i, len(lines))), lines[i])
        else:
            del new[i]
        return "\n".join(new).encode()
    if how == "value":
        i = draw(st.sampled_from(value_lines))
        new = list(lines)
        new[i] = lines[i].split(" = ")[0] + " = " + draw(st.sampled_from(TOML_VALUES))
        return "\n".join(new).encode()
    if how == "schema":
        value = draw(st.sampled_from(["0", "-1", "2", "3", "1.0", '"1"', "true", "[1]",
                                      "99999999999999999999999999", "1979-05-27"])
                     | st.integers(-10**6, 10**6).map(str))
        return re.sub(r"(?m)^schema_version = 1$", f"schema_version = {value}", text).encode()
    if how == "garbage":
        return draw(st.binary(max_size=400))
    if how == "splice bytes":
        raw = text.encode()
        pos = draw(st.integers(0, len(raw)))
        return raw[:pos] + draw(st.binary(min_size=1, max_size=20)) + raw[pos:]
    if how == "utf-16":
        return text.encode("utf-16")
    if how == "crlf":  # still valid TOML: must read as the same session
        return text.replace("\n", "\r\n").encode()
    if how == "swap events":
        blocks = text.split("\n[[events]]")
        head, events = blocks[0], blocks[1:]
        events = draw(st.permutations(events))
        return (head + "".join("\n[[events]]" + e for e in events)).encode()
    if how == "unknown key":
        i = draw(st.sampled_from(value_lines))
        new = list(lines)
        new.insert(i + 1, draw(st.sampled_from(["colour", "Declarer", "note2", "kind", "void",
                                                "players", "rules", "events"])) + " = 1")
        return "\n".join(new).encode()
    if how == "kind":
        return re.sub(r'kind = "\w+"', lambda m: f'kind = "{draw(st.sampled_from(["deal", "pass", "adjust", "misdeal", "seat", "Deal", ""]))}"',
                      text).encode()
    return text.encode()[:draw(st.integers(0, len(text)))] + b"\x00" + text.encode()[len(text) // 2:]


FILE_COMMANDS = [
    ["sheet"], ["sheet", "--json"], ["settle"], ["settle", "--json"], ["log"], ["log", "--json"],
    ["rotation"], ["check"], ["check", "friday"], ["sessions"], ["sessions", "--json"],
    ["deal", "2H", "Anna", "8", "-h", "3", "-a", "2"], ["pass"], ["undo"], ["void", "1"],
    ["void", "1", "--restore"], ["edit", "1", "--tricks", "9"], ["edit", "2", "--note", "n"],
    ["adjust", "Boris", "50", "--reason", "x"], ["misdeal", "Gleb"], ["seat", "--join", "Egor"],
    ["use", "friday"], ["sheet", "-s", "friday.toml"],
]
LOADS = {"sheet", "settle", "log", "rotation", "check", "deal", "pass", "undo", "void", "edit",
         "adjust", "misdeal", "seat"}


def _judge_file_run(folder: Path, args: list[str]) -> None:
    path = folder / "friday.toml"
    bad = file_is_bad(path)
    before = snapshot(folder)
    result = vint(args, folder)
    assert_sane(result)
    assert_effects(args, result, before, folder)
    if bad and args[0] in LOADS:
        assert result.exit_code == 65, f"a file that does not validate, not refused with 65\n{result.shown}"
        assert "friday.toml" in result.stderr, result.shown  # the error names the file
    if not bad and args[0] in LOADS:
        assert result.exit_code in (0, 1), result.shown


@pytest.mark.slow  # a campaign: see the module's docstring
@settings(max_examples=max(30, settings.default.max_examples))
@given(data=st.data(), args=st.sampled_from(FILE_COMMANDS))
def test_fuzz_session_file(template, data, args):
    with Fresh(template) as folder:
        raw = data.draw(mutated_file(_lines(template)), label="file")
        (folder / "friday.toml").write_bytes(raw)
        _judge_file_run(folder, args)


SCHEMA = ["0", "-1", "2", "99999999999999999999999999", '"1"', "1.0", "true", "[1]", "{}",
          "1979-05-27"]


@pytest.mark.parametrize("version", SCHEMA)
@pytest.mark.parametrize("args", [["sheet"], ["deal", "2H", "Anna", "8", "-h", "3", "-a", "2"],
                                  ["undo"], ["check"]], ids=" ".join)
def test_a_wrong_schema_version_is_refused_with_65_and_the_file_kept(template, version, args):
    with Fresh(template) as folder:
        path = folder / "friday.toml"
        path.write_text(path.read_text(encoding="utf-8").replace(
            "schema_version = 1\n", f"schema_version = {version}\n"), encoding="utf-8")
        assert file_is_bad(path)
        _judge_file_run(folder, args)


BROKEN = {
    "empty": b"",
    "only the header comment": storage.HEADER.encode() + b"\n",
    "binary garbage": bytes(range(256)) * 8,
    "NUL bytes": b"\x00" * 1000,
    "UTF-16": None,  # filled from the template
    "players twice": None,
    "[rules] twice": None,
    "events as a table": None,
    "players not a list": None,
    "an event without a kind": None,
    "a deal with 14 tricks": None,
    "a deal by nobody": None,
    "rules as a string": None,
}


def _broken(template: Path, what: str) -> bytes:
    text = (template / "friday.toml").read_text(encoding="utf-8")
    players = next(line for line in text.split("\n") if line.startswith("players = "))
    edits = {
        "UTF-16": lambda: text.encode("utf-16"),
        "players twice": lambda: text.replace(players, players + "\n" + players).encode(),
        "[rules] twice": lambda: (text + "\n[rules]\npreset = \"classic\"\n").encode(),
        "events as a table": lambda: text.replace("[[events]]", "[events]", 1).encode(),
        "players not a list": lambda: text.replace(players, 'players = "Anna,Boris,Vera,Gleb"').encode(),
        "an event without a kind": lambda: text.replace('kind = "pass"\n', "", 1).encode(),
        "a deal with 14 tricks": lambda: text.replace("tricks = 8", "tricks = 14", 1).encode(),
        "a deal by nobody": lambda: text.replace('declarer = "Anna"', 'declarer = "Nobody"', 1).encode(),
        "rules as a string": lambda: re.sub(r"\[rules\][^\[]*", 'rules = "classic"\n', text).encode(),
    }
    return BROKEN[what] if BROKEN[what] is not None else edits[what]()


@pytest.mark.parametrize("what", list(BROKEN))
@pytest.mark.parametrize("args", [["sheet"], ["settle", "--json"], ["log"], ["check"],
                                  ["pass"], ["undo"], ["edit", "1", "--tricks", "9"]], ids=" ".join)
def test_a_broken_file_is_refused_with_65_and_never_rewritten(template, what, args):
    with Fresh(template) as folder:
        (folder / "friday.toml").write_bytes(_broken(template, what))
        assert file_is_bad(folder / "friday.toml")
        _judge_file_run(folder, args)


@pytest.mark.slow  # 10 MB read, replayed and written back seven times: seconds
def test_a_10_mb_note_is_read_shown_and_kept(template):
    """A 10 MB note (one event's free text): read, replayed, written back byte for byte.
    (The text `log` prints it in full, folded into its column: minutes for 10 MB, so it
    is left out here; `log --json` prints it at once.)"""
    note = ("заметка note 📝 " * 700_000)[:10_000_000]
    with Fresh(template) as folder:
        path = folder / "friday.toml"
        text = path.read_text(encoding="utf-8")
        text = text.replace('kind = "misdeal"\n', f'kind = "misdeal"\nnote = "{note}"\n', 1)
        path.write_text(text, encoding="utf-8")
        assert not file_is_bad(path)
        for args in (["sheet"], ["settle"], ["sheet", "--json"], ["log", "--json"], ["check"],
                     ["pass"], ["undo"]):
            before = snapshot(folder)
            result = vint(args, folder)
            assert_sane(result)
            assert result.exit_code == 0, result.shown
            assert_effects(args, result, before, folder)
        events = storage.load(path).session.events
        assert [e.note for e in events if e.kind.value == "misdeal"] == [note]


def test_crlf_line_endings_read_as_the_same_session(template):
    with Fresh(template) as folder:
        path = folder / "friday.toml"
        expected = storage.load(path).session
        path.write_bytes(path.read_bytes().replace(b"\n", b"\r\n"))
        assert storage.load(path).session == expected
        before = snapshot(folder)
        result = vint(["sheet", "--json"], folder)
        assert_sane(result)
        assert result.exit_code == 0, result.shown
        # the session file is as it was; the editor's rewrite is a revision of its own,
        # noticed by this read (issue 13): its bytes kept in .backup/, a line in the log
        assert_effects(["sheet"], result, before, folder)
        assert revisions.read(path)[-1].command == "outside"


# ------------------------------------------------------------------------------------
# Regressions found by the fuzzer, as plain tests


def test_edit_amount_beyond_any_sheet_is_refused_as_input_not_as_a_bug(template):
    """`vint adjust` refuses more than 10^9 points (V10); `vint edit N --amount` let any
    number through to the writer, which then refused its own file: "vintscore built a
    file it cannot read back (…); this is a bug" (exit 1)."""
    with Fresh(template) as folder:
        refused = vint(["adjust", "Boris", "10000000000000", "--reason", "x"], folder)
        assert refused.exit_code == 1 and "this is a bug" not in refused.stderr, refused.shown
        for amount in ("10000000000000", "-99999999999999999999", "1000000000000", "1000000001"):
            before = snapshot(folder)
            result = vint(["edit", "3", "--amount", amount], folder)
            assert_sane(result)
            assert result.exit_code == 1, (f"edit --amount {amount} is not refused as adjust "
                                           f"refuses it\n{result.shown}")
            assert snapshot(folder) == before
        proc = _process(["edit", "3", "--amount", "10000000000000"], folder)  # through main()
        assert proc.returncode == 1, _process_sane(proc)
        _process_sane(proc)


# ------------------------------------------------------------------------------------
# Real processes: the path through vintscore.cli.main and sys.exit


def _process(args: list, folder: Path, timeout: float = 60) -> subprocess.CompletedProcess:
    env = {**os.environ, "VINTSCORE_DIR": str(folder), "COLUMNS": "80", "NO_COLOR": "1"}
    env.pop("VINTSCORE_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "vintscore", *args], capture_output=True,
                          env=env, cwd=folder.parent, timeout=timeout)


def _process_sane(proc: subprocess.CompletedProcess) -> str:
    out = proc.stdout.decode("utf-8", "replace")
    err = proc.stderr.decode("utf-8", "replace")
    shown = f"{proc.args!r}: exit {proc.returncode}\n--- stdout:\n{out[:2000]}\n--- stderr:\n{err[:2000]}"
    assert proc.returncode in CODES, shown
    assert "Traceback" not in out + err, shown
    assert "internal error" not in err and "this is a bug" not in err, shown
    if proc.returncode in (1, 65, 75):
        assert err.startswith(("error: ", "ошибка: ")) and out == "", shown
    return shown


PROCESS_CASES = [
    ([], (2,)),
    (["frobnicate"], (2,)),
    (["sheet", "--bogus"], (2,)),
    (["void", ""], (2,)),
    (["sheet", "--rubber", "1e3"], (2,)),
    (["deal", "2H", "Anna", "8", "-h", "3", "-a"], (2,)),
    ([b"new", b"x\xff", b"--players", P.encode()], (1,)),
    ([b"new", b"x", b"--players", b"\xffAnna,Boris,Vera,Gleb"], (1,)),
    ([b"deal", b"2H", b"\xfe\xff", b"8", b"-h", b"3", b"-a", b"2"], (1,)),
    (["deal", "2H", "Anna", "9" * 40, "-h", "3", "-a", "2"], (1,)),
    # an option given twice with two values is refused (which one was meant?); a flag twice is one
    (["deal", "2H", "Anna", "8", "-h", "3", "-a", "2", "-h", "9"], (2,)),
    (["sheet", "--session", "saturday", "--session", "friday", "--json", "--json"], (2,)),
    (["sheet", "--session", "friday", "--session", "friday", "--json", "--json"], (0,)),
    (["-s", "friday", "sheet"], (2,)),
    (["--", "sheet"], (0,)),
    (["sheet", "--help"], (0,)),
    (["use", "../friday"], (1,)),
]


@pytest.mark.slow  # seventeen interpreters at once
def test_real_processes_exit_with_a_contract_code(template):
    """One `python -m vintscore` per case, started together (each is a whole interpreter)."""
    with Fresh(template) as folder:
        before = snapshot(folder)
        env = {**os.environ, "VINTSCORE_DIR": str(folder), "COLUMNS": "80", "NO_COLOR": "1"}
        env.pop("VINTSCORE_DEBUG", None)
        running = [(args, codes, subprocess.Popen([sys.executable, "-m", "vintscore", *args],
                                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                                  env=env, cwd=folder.parent))
                   for args, codes in PROCESS_CASES]
        problems = []
        for _args, codes, proc in running:
            out, err = proc.communicate(timeout=120)
            done = subprocess.CompletedProcess(proc.args, proc.returncode, out, err)
            try:
                shown = _process_sane(done)
                assert done.returncode in codes, f"expected {codes}\n{shown}"
            except AssertionError as e:
                problems.append(str(e))
        assert not problems, "\n\n".join(problems)
        after = snapshot(folder)
        assert {k: v for k, v in after.items() if k in before} == before
        assert not [k for k in after if k.endswith(".tmp")]


def test_a_real_process_refuses_a_broken_file_with_65(template):
    with Fresh(template) as folder:
        path = folder / "friday.toml"
        path.write_bytes(path.read_bytes()[:200] + b"\xff\x00[[[")
        raw = path.read_bytes()
        for args in (["sheet"], ["pass"]):
            proc = _process(args, folder)
            shown = _process_sane(proc)
            assert proc.returncode == 65, shown
            assert b"friday.toml" in proc.stderr, shown
        assert path.read_bytes() == raw


# ------------------------------------------------------------------------------------
# The same campaigns over a Preferans pulya (the issue "Preferans"; P1-P12)


@pytest.fixture(scope="module")
def pulya_template(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("pulya") / "sessions"
    steps = [
        ["new", "thursday", "--game", "preferans", "--players", "Anna,Boris,Vera",
         "--rules", "sochi", "--pool", "10", "--stake", "0.10"],
        ["deal", "7H", "Anna", "6", "--whist", "Boris=3", "--whist", "Vera=1", "--note", "[b]n[/]"],
        ["deal", "6S", "Boris", "7", "--whist", "Vera", "--pass", "Anna"],
        ["pass", "Anna=2,Boris=4,Vera=4"],
        ["deal", "misere", "Anna", "0"],
        ["adjust", "Vera", "--pool", "2", "--reason", "from paper"],
        ["deal", "6C", "Boris", "--pass", "Vera", "--half", "Anna"],  # P4: no play, no tricks
    ]
    for args in steps:
        r = vint(args, folder)
        assert r.exit_code == 0, r.shown
    return folder


# A well-formed use of each command a pulya takes, and of some it refuses.
VALID_PULYA = [
    ["deal", "8D", "Vera", "8", "--whist", "Anna=1", "--whist", "Boris=1"],
    ["deal", "6S", "Vera", "6", "--whist", "Anna", "--pass", "Boris", "--note", "n"],
    ["deal", "misere", "Vera", "1"], ["deal", "мизер", "Vera", "0"],
    ["deal", "8H", "Vera", "--without-three"],
    ["deal", "6NT", "Vera", "--pass", "Anna", "--pass", "Boris"],
    ["deal", "7бк", "Vera", "--pass", "Anna", "--half", "Boris"],
    ["pass", "Anna=2,Boris=4,Vera=4"],
    ["adjust", "Anna", "--mountain", "4", "--reason", "r"],
    ["adjust", "Boris", "--vists-on", "Vera=20", "--reason", "r"],
    ["edit", "1", "--whist", "Boris=2", "--whist", "Vera=2"],
    ["edit", "3", "--each", "Anna=3,Boris=3,Vera=4"],
    ["edit", "5", "--pool", "4"], ["edit", "6", "--pass", "Anna", "--no-half"],
    ["void", "2"], ["undo"], ["log", "--json"], ["sheet", "--json"], ["settle", "--json"],
    ["settle", "--lang", "ru"], ["check", "--expect", "Anna=-10"], ["export", "--format", "csv"],
    ["misdeal", "Anna"], ["rotation"], ["seat", "--join", "Gleb"], ["rescore", "--rules", "1886"],
]
PULYA_OPTIONS = ["--whist", "--pass", "--half", "--without-three", "--played", "--each",
                 "--pool", "--mountain", "--vists-on", "--no-vists", "--no-whists",
                 "--no-passes", "--no-half", "--reason", "--expect", "--format", "--game"]
PULYA_WORDS = ["Anna=3", "Anna=", "=3", "Anna=-1", "Anna=11", "Anna=3,Boris=3", "A=1,B=1,V=8",
               "Anna=1,Boris=1,Vera=8,Gleb=0", "misere", "мизер", "6S", "10NT", "11S", "5H",
               "6♠", "Boris", "Vera", "vera", "Gleb", "10", "11", "-1", "leningrad", "rostov"]


@st.composite
def pulya_argv(draw) -> list[str]:
    return broken(draw, VALID_PULYA, st.one_of(hostile, st.sampled_from(PULYA_WORDS)),
                  PULYA_OPTIONS + OPTIONS)


@pytest.mark.slow  # a campaign: see the module's docstring
@given(args=pulya_argv())
@example(args=["deal", "6S", "Vera", "6", "--whist", "Anna=99999999999999999999999",
               "--whist", "Boris=4"])
@example(args=["adjust", "Anna", "--pool", "-99999999999999999999999", "--reason", "r"])
@example(args=["pass", "Anna=2,Boris=4,Vera=4,Anna=0"])
@example(args=["edit", "4", "--each", ""])
@example(args=["check", "--expect", "check", "--expect", "Anna=-10"])  # said "fine", then refused
@example(args=["adjust", "--mountain", "4", "r"])  # no --reason: our usage error, exit 2
@example(args=["deal", "6S", "Vera", "--pass", "Anna=3", "--pass", "Boris=1"])  # was a TypeError
@example(args=["deal", "6S", "Vera", "6", "--whist", "Vera=2", "--whist", "Boris=2"])
@example(args=["adjust", "Boris", "--vists-on", "Vera=99999999999", "--reason", "r"])
def test_fuzz_pulya_arguments(pulya_template, args):
    with Fresh(pulya_template) as folder:
        before = snapshot(folder)
        result = vint(args, folder)
        assert_sane(result, args)
        assert_effects(args, result, before, folder)


PULYA_FILE_COMMANDS = [
    ["sheet"], ["sheet", "--json"], ["settle", "--json"], ["log"], ["check"],
    ["deal", "6S", "Vera", "--pass", "Anna", "--pass", "Boris"], ["pass", "Anna=2,Boris=4,Vera=4"],
    ["undo"], ["void", "1"], ["edit", "1", "--whist", "Boris=2", "--whist", "Vera=2"],
    ["adjust", "Anna", "--pool", "2", "--reason", "x"], ["export", "--format", "json"],
]


@pytest.mark.slow  # a campaign: see the module's docstring
@settings(max_examples=max(30, settings.default.max_examples))
@given(data=st.data(), args=st.sampled_from(PULYA_FILE_COMMANDS))
def test_fuzz_pulya_file(pulya_template, data, args):
    with Fresh(pulya_template) as folder:
        path = folder / "thursday.toml"
        lines = path.read_text(encoding="utf-8").split("\n")
        path.write_bytes(data.draw(mutated_file(lines), label="file"))
        bad = file_is_bad(path)
        before = snapshot(folder)
        result = vint(args, folder)
        assert_sane(result, args)
        assert_effects(args, result, before, folder)
        if bad and args[0] in LOADS | {"export"}:
            assert result.exit_code == 65, f"a file that does not validate, not refused with 65\n{result.shown}"
            assert "thursday.toml" in result.stderr, result.shown
        if not bad and args[0] in LOADS | {"export"}:
            assert result.exit_code in (0, 1), result.shown
