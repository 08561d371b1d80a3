"""Paths and names under stress (the issue "Proof under stress", part 5).

- A session NAME never leads outside the sessions folder: `../x`, absolute paths, '/'
  and '\\', a `.current` naming something outside, a `NAME.toml` that is a symlink to a
  file elsewhere (docs/contract.md, "Exit codes": exit 1 for "a name that would leave the sessions folder";
  an explicit `--session PATH` to a file elsewhere is allowed).
- Lock files (`.NAME.toml.lock`), backups (`.backup/NAME.STAMP.toml`) and temp files
  never collide with sessions or with each other, whatever the names (`x`, `x.toml`,
  `x.lock`, `backup`, a name shaped like a backup, names that differ only in case, very
  long names).
- Player names with rich markup, right-to-left text, combining characters, emoji and
  CJK double-width characters are shown exactly as typed by `sheet`, `settle`, `log`
  and their `--json`, round-trip through the file, and never push a line past the
  terminal's width (measured with rich's `cell_len`); control characters are refused.

Every run goes through the CLI tests' runner (helpers_cli.vintcli: `vint` is its run, `no`
its refused; a fixed width, colour off, and the checks of what must never happen, whatever
the command); each test has its own sessions folder ($VINTSCORE_DIR, the `sessions_dir` fixture).
"""
from __future__ import annotations

import json
import os
import tomllib
import unicodedata
from pathlib import Path

import pytest
from helpers_cli.vintcli import ok
from helpers_cli.vintcli import refused as no
from helpers_cli.vintcli import run as vint
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.cells import cell_len

from vintscore import storage
from vintscore.storage import revisions
from vintscore.text import INVISIBLE

PLAYERS = ("Anna", "Boris", "Vera", "Gleb")
P = ",".join(PLAYERS)


def listing(folder: Path) -> dict[str, bytes | str]:
    """Every entry under `folder`: files by their bytes, links by their target, folders by '/'."""
    out: dict[str, bytes | str] = {}
    for p in sorted(folder.rglob("*")):
        key = str(p.relative_to(folder))
        if p.is_symlink():
            out[key] = "-> " + os.readlink(p)
        elif p.is_dir():
            out[key] = "/"
        else:
            out[key] = p.read_bytes()
    return out


def players_of(path: Path) -> list[str]:
    return tomllib.loads(path.read_text(encoding="utf-8"))["players"]


def case_sensitive(folder: Path) -> bool:
    probe = folder / "CaseProbe"
    probe.write_text("x")
    try:
        return not (folder / "caseprobe").exists()
    finally:
        probe.unlink()


@pytest.fixture
def inside(sessions_dir, tmp_path, monkeypatch):
    """The sessions folder, with the working folder set to its parent (as with ./sessions)."""
    monkeypatch.chdir(tmp_path)
    return sessions_dir


# ------------------------------------------------------------------------------------
# Names cannot lead outside the sessions folder


ESCAPING_NAMES = [
    "../x", "..", "../../x", "x/../../y", "a/b", "a\\b", "..\\x", "x\\..\\..\\y", ".",
    "./x", ".x", "x/", "/", "\\", "~/x", "../x.toml", "..toml", "....", "x/..",
    "x\u2028y", "x\u0000y", "x\ny",
]


@pytest.mark.parametrize("name", ESCAPING_NAMES + ["<absolute>"])
def test_new_refuses_a_name_that_would_leave_the_folder_and_creates_nothing(inside, tmp_path,
                                                                           name):
    if name == "<absolute>":
        name = str(tmp_path / "elsewhere" / "x")
    (tmp_path / "elsewhere").mkdir()
    before = listing(tmp_path)
    no(1, "new", name, "--players", P)
    assert listing(tmp_path) == before


@pytest.mark.parametrize("name", ESCAPING_NAMES + ["<absolute>", "<absolute>.toml"])
def test_use_refuses_a_name_that_would_leave_the_folder(inside, tmp_path, name):
    ok("new", "friday", "--players", P)
    # A valid session just outside the folder, for the name to reach if it could.
    ok("new", "x", "--players", "Dasha,Egor,Fima,Zoya", env={"VINTSCORE_DIR": str(tmp_path)})
    name = name.replace("<absolute>", str(tmp_path / "x"))
    before = listing(tmp_path)
    no(1, "use", name)
    assert listing(tmp_path) == before
    assert (inside / ".current").read_text(encoding="utf-8").strip() == "friday"


@pytest.mark.parametrize("name", ["..", ".x", "a\\b", "..\\x", "x\\..\\..\\y", "..toml", "....",
                                  "x\u2028y", "x\u0000y"])
@pytest.mark.parametrize("command", [["sheet"], ["deal", "2H", "Anna", "8", "-h", "3", "-a", "2"]])
def test_session_option_refuses_a_name_that_would_leave_the_folder(inside, tmp_path, name,
                                                                   command):
    """Without a '/', --session takes a NAME: it must stay in the folder."""
    ok("new", "friday", "--players", P)
    ok("new", "x", "--players", "Dasha,Egor,Fima,Zoya", env={"VINTSCORE_DIR": str(tmp_path)})
    before = listing(tmp_path)
    no(1, *command, "--session", name)
    assert listing(tmp_path) == before


@pytest.mark.parametrize("current", ["../outside", "/abs", "..", ".backup", "../outside.toml",
                                     "a/../../outside"])
def test_a_current_file_naming_something_outside_is_not_followed(inside, tmp_path, current):
    ok("new", "friday", "--players", P)
    ok("new", "saturday", "--players", "Anna,Boris,Vera,Dmitri")
    ok("new", "outside", "--players", "Dasha,Egor,Fima,Zoya", env={"VINTSCORE_DIR": str(tmp_path)})
    (inside / ".current").write_text(current.replace("/abs", str(tmp_path / "outside")) + "\n",
                                     encoding="utf-8")
    before = listing(tmp_path)
    r = no(1, "sheet")  # two sessions and no usable current one: refused, names none outside
    assert "Dasha" not in r.stderr
    no(1, "deal", "2H", "Anna", "8", "-h", "3", "-a", "2")
    assert listing(tmp_path) == before


def _outside_session(tmp_path: Path) -> Path:
    """A valid session with one deal in a folder beside the sessions folder."""
    elsewhere = tmp_path / "elsewhere"
    env = {"VINTSCORE_DIR": str(elsewhere)}
    ok("new", "secret", "--players", "Dasha,Egor,Fima,Zoya", env=env)
    ok("deal", "2H", "Dasha", "8", "-h", "3", "-a", "2", env=env)
    return elsewhere / "secret.toml"


SYMLINK_COMMANDS = [
    ["sheet", "-s", "x"], ["settle", "--json", "-s", "x"], ["log", "-s", "x"],
    ["check", "x"], ["deal", "2H", "Dasha", "8", "-h", "3", "-a", "2", "-s", "x"],
    ["undo", "-s", "x"], ["use", "x"], ["current: sheet"], ["current: pass"],
]


@pytest.mark.parametrize("command", SYMLINK_COMMANDS, ids=" ".join)
def test_a_name_whose_file_is_a_symlink_leading_outside_is_refused(inside, tmp_path, command):
    """docs/contract.md, "Exit codes": exit 1 for a name that would leave the sessions folder. `x.toml` in the
    folder is a link to a session elsewhere: reaching it by the NAME `x` leaves the folder.
    (An explicit --session PATH to that file is allowed: see the next tests.)"""
    outside = _outside_session(tmp_path)
    ok("new", "friday", "--players", P)
    link = inside / "x.toml"
    link.symlink_to(outside)
    if command[0].startswith("current:"):
        (inside / ".current").write_text("x\n", encoding="utf-8")
        command = command[0].split(": ")[1:]
    before, outside_before = listing(inside), outside.read_bytes()
    r = vint(*command)
    assert outside.read_bytes() == outside_before, r.shown
    assert link.is_symlink() and os.readlink(link) == str(outside), (
        f"the link was replaced by a file of its own\n{r.shown}")
    assert r.exit_code == 1, f"a NAME led outside the sessions folder\n{r.shown}"
    assert "Dasha" not in r.stdout, r.shown
    assert listing(inside) == before


@pytest.mark.parametrize("command", [["deal", "2H", "Dasha", "8", "-h", "3", "-a", "2"],
                                     ["undo"], ["void", "1"], ["edit", "1", "--tricks", "9"],
                                     ["pass"]])
def test_writing_by_name_never_changes_the_file_a_symlink_points_to(inside, tmp_path, command):
    outside = _outside_session(tmp_path)
    outside_folder_before = listing(outside.parent)
    (inside / "x.toml").symlink_to(outside)
    r = vint(*command, "-s", "x")
    assert listing(outside.parent) == outside_folder_before, r.shown


def test_an_explicit_path_to_a_session_elsewhere_is_allowed(inside, tmp_path):
    """docs/contract.md, "Conventions": --session PATH may name a file elsewhere; its lock and backups stay beside it."""
    outside = _outside_session(tmp_path)
    ok("new", "friday", "--players", P)
    before = listing(inside)
    ok("deal", "1S", "Egor", "7", "-h", "3", "-a", "2", "-s", str(outside))
    assert len(tomllib.loads(outside.read_text(encoding="utf-8"))["events"]) == 2
    assert [p.name for p in storage.backups(outside)] and (outside.parent / ".secret.toml.lock").exists()
    assert json.loads(ok("sheet", "--json", "-s", str(outside)).stdout)["session"] == "secret"
    assert listing(inside) == before  # nothing of it in the sessions folder


# ------------------------------------------------------------------------------------
# The sessions folder itself


@pytest.mark.parametrize("where", ["a file", "below a file"])
@pytest.mark.parametrize("command", [["new", "friday", "--players", P], ["sheet"], ["sessions"],
                                     ["use", "friday"], ["deal", "2H", "Anna", "8", "-h", "3",
                                                         "-a", "2"]])
def test_a_sessions_folder_that_is_a_file_is_refused_not_a_crash(tmp_path, where, command):
    """$VINTSCORE_DIR naming a file (a typo) is the user's error: exit 1, one message."""
    afile = tmp_path / "afile"
    afile.write_text("not a folder\n")
    folder = afile if where == "a file" else afile / "sub"
    r = vint(*command, env={"VINTSCORE_DIR": str(folder)})
    assert r.exit_code in (0, 1), r.shown
    assert afile.read_text() == "not a folder\n"


def test_new_that_cannot_make_the_session_current_leaves_no_session_behind(inside):
    """Exit 1 means "nothing written" (docs/contract.md, "Exit codes"): `.current` is a folder here."""
    (inside / ".current").mkdir()
    r = vint("new", "friday", "--players", P)
    if r.exit_code != 0:
        assert not (inside / "friday.toml").exists(), (
            f"new exited {r.exit_code} but created friday.toml\n{r.shown}")


# ------------------------------------------------------------------------------------
# Lock files, backups and temp files never collide


LOOKALIKES = ["x", "x.lock", "x.toml.lock", "x.toml.toml", "backup", "backups", "lock",
              "current", "tmp", "x.tmp", "x.20260101T000000.000000Z", "x.toml.1.ab",
              "x.toml.123.abcdef01.tmp", "x.backup", "-x", "x y", "~", "NUL", "con"]


def _squad(i: int) -> str:
    return ",".join(f"{p}{i}" for p in ("Anna", "Boris", "Vera", "Gleb"))


def test_lookalike_names_keep_their_own_files_locks_and_backups(inside):
    for i, name in enumerate(LOOKALIKES):
        ok("new", "--players", _squad(i), "--", name)
    for i, name in enumerate(LOOKALIKES):
        ok("deal", "2H", f"Anna{i}", "8", "-h", "3", "-a", "2", "-s", name)
        ok("pass", "-s", name)
    stems = [storage.check_name(n) for n in LOOKALIKES]  # 'x.toml.toml' is the session 'x.toml'
    expected_files = {f"{n}.toml" for n in stems} | {f".{n}.toml.lock" for n in stems}
    top = {p.name for p in inside.iterdir()}
    assert top == expected_files | {".current", ".backup"}, sorted(top ^ (expected_files
                                                                        | {".current", ".backup"}))
    seen: set[Path] = set()
    for i, name in enumerate(stems):
        path = inside / f"{name}.toml"
        assert players_of(path) == _squad(i).split(","), name
        kept = storage.backups(path)
        # the revisions' copies: as made, after the deal, after the pass
        assert len(kept) == 3, (name, [p.name for p in kept])
        for b in kept:
            assert players_of(b) == _squad(i).split(","), (name, b.name)
        assert kept[-1].read_bytes() == path.read_bytes()
        seen.update(kept)
        seen.add(revisions.log_path(path))
    assert {p for p in (inside / ".backup").iterdir()} == seen  # no temp file, nobody else's
    data = json.loads(ok("sessions", "--json").stdout)
    assert sorted(s["name"] for s in data["sessions"]) == sorted(stems)
    assert all("problem" not in s for s in data["sessions"])


@pytest.mark.parametrize("again", ["x.toml", "X.TOML", " x ", "x.toml "])
def test_the_same_name_spelt_another_way_is_the_same_session(inside, again):
    ok("new", "x", "--players", P)
    before = listing(inside)
    r = vint("new", again, "--players", "Dasha,Egor,Fima,Zoya")
    if r.exit_code == 0:  # only "X.TOML" on a case-sensitive disk: a session "X" of its own
        assert again.strip().casefold() == "x.toml" and case_sensitive(inside), r.shown
        assert (inside / "X.toml").is_file() and players_of(inside / "x.toml") == list(PLAYERS)
    else:
        assert r.exit_code == 1 and "exists" in r.stderr, r.shown
        assert listing(inside) == before


def test_names_that_differ_only_in_case(inside):
    ok("new", "friday", "--players", P)
    r = vint("new", "Friday", "--players", "Dasha,Egor,Fima,Zoya")
    if not case_sensitive(inside):
        assert r.exit_code == 1 and players_of(inside / "friday.toml") == list(PLAYERS), r.shown
        return
    assert r.exit_code == 0, r.shown
    ok("deal", "2H", "Dasha", "8", "-h", "3", "-a", "2")  # Friday is current
    ok("deal", "2H", "Anna", "8", "-h", "3", "-a", "2", "-s", "friday")
    assert players_of(inside / "friday.toml") == list(PLAYERS)
    assert players_of(inside / "Friday.toml") == ["Dasha", "Egor", "Fima", "Zoya"]
    assert (inside / ".friday.toml.lock").exists() and (inside / ".Friday.toml.lock").exists()
    for name, first in (("friday", "Anna"), ("Friday", "Dasha")):
        kept = storage.backups(inside / f"{name}.toml")  # as made, after the deal
        assert len(kept) == 2 and {players_of(k)[0] for k in kept} == {first}, (name, kept)
    ok("use", "friday")
    assert json.loads(ok("settle", "--json").stdout)["session"] == "friday"


def test_pruning_one_session_never_touches_the_backups_of_lookalikes(inside):
    names = ["x", "x.20260101T000000.000000Z", "x.toml.toml", "xx", "x.lock"]
    for i, name in enumerate(names):
        ok("new", name, "--players", _squad(i))
    for i, name in enumerate(names[1:], 1):
        ok("adjust", f"Anna{i}", "10", "--reason", "setup", "-s", name)
    x = inside / "x.toml"
    mine = {p.name for p in storage.backups(x)} | {revisions.log_path(x).name}
    others = {p.name: p.read_bytes() for p in (inside / ".backup").iterdir() if p.name not in mine}
    for k in range(storage.KEEP_BACKUPS + 3):
        ok("adjust", "Anna0", str(k + 1), "--reason", "again", "-s", "x")
    kept = storage.backups(x)
    assert len(kept) == storage.KEEP_BACKUPS
    assert all(players_of(b)[0] == "Anna0" for b in kept)
    now = {p.name: p.read_bytes() for p in (inside / ".backup").iterdir()}
    assert {k: v for k, v in now.items() if k in others} == others
    assert len(now) == len(others) + storage.KEEP_BACKUPS + 1  # and x's log
    assert not [p for p in inside.rglob("*.tmp")]


@pytest.mark.parametrize("char, count", [("a", 100), ("я", 100), ("中", 60), ("中", 75),
                                         ("😀", 45), ("😀", 55), ("中", 100), ("a", 101)],
                         ids=lambda v: str(v))
def test_a_name_new_accepts_can_be_written_to_for_ever(inside, char, count):
    """A name is refused at `new` or it works: no session that every later write refuses.

    The disk limits a file name to 255 bytes; the backup's temp file is the longest
    name vint makes (`.NAME.YYYYMMDDTHHMMSS.ffffffZ.toml.PID.RAND.tmp`).
    """
    name = char * count
    r = vint("new", name, "--players", P)
    if r.exit_code != 0:
        assert r.exit_code == 1, r.shown
        assert not [p for p in inside.iterdir() if not p.name.startswith(".")], r.shown
        assert not list(inside.rglob("*.tmp")), r.shown
        return
    for args in (["deal", "2H", "Anna", "8", "-h", "3", "-a", "2"], ["pass"], ["undo"],
                 ["void", "1"], ["edit", "1", "--tricks", "9"]):
        w = vint(*args, "-s", name)
        assert w.exit_code == 0, (f"`new` accepted a {count}-character name of {char!r} "
                                  f"({len(name.encode())} bytes), but a write to it fails\n"
                                  f"{w.shown}")
    # a copy a state: as made, after the deal, the pass, the void and the edit (the undo
    # went back to the state after the deal, whose copy it uses again)
    assert len(storage.backups(inside / f"{name}.toml")) == 5


# ------------------------------------------------------------------------------------
# Player names: shown exactly as typed, kept exactly, never breaking the layout


NAME_SETS = {
    # rich markup: printed as text, never interpreted ("[/]" alone would be a MarkupError)
    "markup": ["[bold red]Anna[/]", "[/]", "[link]Bo[/link]", "[i]Vera"],
    "rtl": ["مريم", "אבי", "Vera", "Gleb"],
    "combining": ["Zoe\u0308", "A\u0301\u0302na", "Ва\u0301ня", "e\u20dd"],
    "emoji": ["😀Ann", "👨‍👩‍👧", "🂡Ace", "Gleb🇷🇺"],
    "cjk": ["王小明", "山田太郎", "김민준", "ｆｕｌｌ"],
    "mixed": ["Ива́н", "ﷺ", "Ǆemal", "ß-Straße"],
}
REASON = "[link=x]why[/link] [bold]"
NOTE = "[red]note[/] ‏עברית‏ 中文 😀"


def _long_lines(text: str, width: int) -> list[str]:
    return [line for line in text.splitlines() if cell_len(line) > width]


def _shown(word: str, text: str) -> bool:
    """`word` is in `text`, whole, or at worst cut between its own words by a wrap."""
    return word in text or all(part in text for part in word.split())


def _evening(names: list[str], session: str = "вечер-金曜日") -> Path:
    ok("new", session, "--players", ",".join(names))
    ok("deal", "2H", names[0], "8", "-h", "3", "-a", "2", "--note", NOTE)
    ok("deal", "1S", names[1], "7", "-h", "4", "-a", "2")
    ok("adjust", names[2], "50", "--reason", REASON)
    ok("misdeal", names[3])
    return Path(os.environ["VINTSCORE_DIR"]) / f"{session}.toml"


@pytest.mark.parametrize("kind", list(NAME_SETS))
def test_player_names_round_trip_through_the_file_and_the_json(sessions_dir, kind):
    # Names are kept as typed, composed (NFC: issue 12, one name rule): 'Zoe' + U+0308
    # typed is the one sign 'Zoë' in the file and everywhere it is shown.
    typed = NAME_SETS[kind]
    names = [unicodedata.normalize("NFC", n) for n in typed]
    path = _evening(typed)
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert data["players"] == names
    events = data["events"]
    assert (events[0]["declarer"], events[1]["declarer"]) == (names[0], names[1])
    assert (events[2]["player"], events[3]["player"]) == (names[2], names[3])
    assert events[0]["note"] == NOTE and events[2]["reason"] == REASON

    sheet = json.loads(ok("sheet", "--json").stdout)
    assert sheet["session"] == "вечер-金曜日"
    sides = sheet["rubbers"][0]["sides"]
    assert [s["players"] for s in sides] == [[names[0], names[2]], [names[1], names[3]]]
    assert REASON in [e.get("detail") for e in sides[0]["above"]]

    settle = json.loads(ok("settle", "--json").stdout)
    assert set(settle["players"]) == set(names) == set(settle["money"])
    assert settle["rubbers"][0]["sides"][0]["players"] == [names[0], names[2]]
    assert sum(settle["players"].values()) == 0

    log = json.loads(ok("log", "--json").stdout)["events"]
    assert names[0] in log[0]["text"] and NOTE in log[0]["text"]
    assert REASON in log[2]["text"] and names[3] in log[3]["text"]
    assert [names[0], names[2]] in [w["players"] for w in log[0]["wrote"]]


@pytest.mark.parametrize("width", [60, 80, 120])
@pytest.mark.parametrize("kind", list(NAME_SETS))
def test_player_names_are_shown_as_typed_and_fit_the_width(sessions_dir, kind, width):
    typed = NAME_SETS[kind]
    names = [unicodedata.normalize("NFC", n) for n in typed]  # as kept (the one name rule)
    _evening(typed)
    for command in ("sheet", "settle", "log"):
        out = ok(command, width=width).stdout
        assert _long_lines(out, width) == [], f"{command} at {width}:\n{out}"
        for name in names:
            assert _shown(name, out), f"{name!r} not shown by {command} at {width}:\n{out}"
        assert "…" not in out, f"{command} at {width} cut something:\n{out}"
    for text in (ok("sheet", width=width).stdout, ok("log", width=width).stdout):
        assert _shown(REASON, text), text


@pytest.mark.parametrize("width", [60, 80, 120])
@pytest.mark.parametrize("count", [6, 8, 10])
def test_settle_never_cuts_double_width_names(sessions_dir, width, count):
    """Four names of `count` CJK characters (2 cells each) at `width` columns: the
    settlement must show each name and each number whole (render.settlement promises a
    row per player when the names do not fit, "so no number is ever cut")."""
    names = [c * count for c in "中日한漢"]
    ok("new", "friday", "--players", ",".join(names))
    ok("deal", "7H", names[0], "13", "-h", "5", "-a", "4")
    ok("deal", "2S", names[1], "8", "-h", "4", "-a", "2")
    out = ok("settle", width=width).stdout
    assert _long_lines(out, width) == [], out
    assert "…" not in out, f"settle at {width} columns cut a name or a heading:\n{out}"
    for name in names:
        assert name in out, f"{name} not shown whole at {width} columns:\n{out}"
    for number in ("+18050", "-18050", "+180.50", "-180.50"):
        assert number in out, out


@pytest.mark.parametrize("width", [60, 80, 120])
def test_the_longest_double_width_names_never_push_a_line_past_the_width(sessions_dir, width):
    """Names of 40 CJK characters (80 cells, the most `new` takes): folded, never cut,
    never wider than the terminal, and every total shown whole."""
    names = [c * 40 for c in "中日한漢"]
    ok("new", "friday", "--players", ",".join(names))
    ok("deal", "7H", names[0], "13", "-h", "5", "-a", "4")
    ok("deal", "2S", names[1], "8", "-h", "4", "-a", "2")
    for command in ("sheet", "settle", "log"):
        out = ok(command, width=width).stdout
        assert _long_lines(out, width) == [], f"{command} at {width}:\n{out}"
        assert "…" not in out, f"{command} at {width}:\n{out}"
        if command != "log":
            assert "+18050" in out and "-18050" in out, f"{command} at {width}:\n{out}"


@pytest.mark.parametrize("width", [80, 120])
def test_rotation_never_cuts_names_or_drops_its_rubber_column(sessions_dir, width):
    """`vint rotation`'s running table: a column per player, no_wrap; with four names of
    20 letters at 80 columns the names were cut ("AAAAAAAAAAAAAAA…") and the rubber and
    total labels shrunk to "r…" and "t…"."""
    names = [c * 20 for c in "ABCD"]
    ok("new", "friday", "--players", ",".join(names))
    ok("deal", "7H", names[0], "13", "-h", "5", "-a", "4")
    out = ok("rotation", width=width).stdout
    assert _long_lines(out, width) == [], out
    assert "…" not in out, f"rotation at {width} columns cut something:\n{out}"
    assert "total" in out and "+19310" in out and "-19310" in out, out


def test_markup_with_equals_is_refused_as_a_name_but_kept_in_texts(sessions_dir):
    """'[link=x]' holds '=', which separates names in --replace OLD=NEW: refused at `new`;
    in a title, a reason or a note it is kept and shown as typed."""
    no(1, "new", "friday", "--players", "[link=x]Anna,Boris,Vera,Gleb")
    assert list(sessions_dir.iterdir()) == []
    ok("new", "friday", "--players", P, "--title", "[link=x]T[/link]")
    ok("adjust", "Anna", "10", "--reason", "[link=https://x]r[/link]", "--note", "[link=x]n")
    data = tomllib.loads((sessions_dir / "friday.toml").read_text(encoding="utf-8"))
    assert data["title"] == "[link=x]T[/link]"
    assert data["events"][0]["reason"] == "[link=https://x]r[/link]"
    assert data["events"][0]["note"] == "[link=x]n"
    out = ok("log", width=120).stdout
    assert "[link=https://x]r[/link]" in out and "[link=x]n" in out


CONTROL = ["\x00", "\x01", "\t", "\n", "\r", "\x1b[31m", "\x07", "\x7f", "\x80", "\x85",
           "\x9b31m", "\x9d0;title\x9c"]


@pytest.mark.parametrize("control", CONTROL, ids=lambda c: repr(c))
def test_new_refuses_control_characters_in_player_names(sessions_dir, control):
    """The brief and notation.parse_players: control characters (Unicode category Cc:
    C0, DEL and the C1 block U+0080–U+009F, where U+009B is a terminal's CSI) are refused."""
    assert unicodedata.category(control[0]) == "Cc"
    no(1, "new", "friday", "--players", f"An{control}na,Boris,Vera,Gleb")
    assert list(sessions_dir.iterdir()) == []


# notation.INVISIBLE, by kind: a bidi override, embedding and isolate (each reorders the
# rest of the line it is shown on), and characters that show nothing at all.
INVISIBLE_IN_NAMES = ["\u202e", "\u202a", "\u2067", "\u200b", "\u2060", "\ufeff", "\u00ad"]


@pytest.mark.parametrize("char", INVISIBLE_IN_NAMES, ids=lambda c: f"U+{ord(c):04X}")
def test_new_refuses_invisible_characters_in_player_names(sessions_dir, char):
    """'An\u202ena & Vera' would show the rest of the line reversed, in a terminal that
    does bidi and in a browser; 'An\u200bna' would look exactly like 'Anna'."""
    r = no(1, "new", "friday", "--players", f"An{char}na,Boris,Vera,Gleb")
    assert "control or invisible characters" in r.stderr, r.shown
    assert list(sessions_dir.iterdir()) == []
    no(1, "new", "friday", "--game", "preferans", "--players", f"An{char}na,Boris,Vera")
    assert list(sessions_dir.iterdir()) == []


@pytest.mark.parametrize("char", INVISIBLE_IN_NAMES, ids=lambda c: f"U+{ord(c):04X}")
def test_a_session_name_with_an_invisible_character_is_refused(sessions_dir, char):
    r = no(1, "new", f"fri{char}day", "--players", P)
    assert "control or invisible characters" in r.stderr, r.shown
    assert list(sessions_dir.iterdir()) == []


def test_a_newcomer_with_an_invisible_character_is_refused(sessions_dir):
    ok("new", "friday", "--players", P)
    before = (sessions_dir / "friday.toml").read_bytes()
    no(1, "seat", "--replace", "Gleb=Di\u202ema")
    assert (sessions_dir / "friday.toml").read_bytes() == before


def test_the_joiners_of_real_names_are_kept(sessions_dir):
    """What INVISIBLE leaves out: the non-joiner of Persian spelling, the joiner inside an
    emoji family, a Hebrew name. (A right-to-left mark beside it is refused since issue 25:
    'Anna' and 'Anna' + U+200E would sit at one table as two names that look one.)"""
    names = ["مهر\u200cناز", "אבי", "👨\u200d👩\u200d👧", "Gleb"]
    path = _evening(names)
    assert players_of(path) == names
    out = ok("sheet", width=120).stdout
    assert all(name in out for name in names), out


@pytest.mark.parametrize("name", ["\u0301", "\u0301Anna", "\u200d", "\u200c\u0301", "\u20dd"],
                         ids=["lone acute", "acute first", "joiner alone", "non-joiner + acute",
                              "enclosing circle"])
def test_a_name_that_shows_nothing_of_its_own_is_refused(sessions_dir, name):
    """A combining mark first sits on the sign before it (the sheet's border, a space):
    '\u0301Anna' shows as 'Anna' with an accent on the line; marks and joiners alone show
    nothing. Refused when typed and in a hand-edited file, like invisible characters."""
    r = no(1, "new", "friday", "--players", f"{name},Boris,Vera,Gleb")
    assert "combining mark" in r.stderr, r.shown
    assert list(sessions_dir.iterdir()) == []
    ok("new", "friday", "--players", P)
    path = sessions_dir / "friday.toml"
    before = path.read_bytes()
    no(1, "seat", "--replace", f"Gleb={name}")
    assert path.read_bytes() == before
    escaped = "".join(f"\\u{ord(ch):04x}" for ch in name)
    path.write_text(path.read_text(encoding="utf-8").replace('"Anna"', f'"{escaped}"'),
                    encoding="utf-8")
    r = no(65, "sheet")
    assert "combining mark" in r.stderr, r.shown


@pytest.mark.parametrize("name", ["-h", "-Anna", "--lang"])
def test_a_typed_name_that_starts_with_a_dash_is_refused(sessions_dir, name):
    """'vint deal 2H -h 8' would read the player -h as the option -h: such a name could be
    typed only after '--'. Refused when a session is created and when someone sits down."""
    r = no(1, "new", "friday", "--players", f"Anna,{name},Vera,Gleb")
    assert "cannot start with '-'" in r.stderr, r.shown
    assert list(sessions_dir.iterdir()) == []
    ok("new", "friday", "--players", P)
    before = (sessions_dir / "friday.toml").read_bytes()
    r = no(1, "seat", "--replace", f"Gleb={name}")
    assert "cannot start with '-'" in r.stderr, r.shown
    assert (sessions_dir / "friday.toml").read_bytes() == before
    ok("new", "saturday", "--players", "Anna,Boris-M.,Vera,Gleb")  # a dash inside is a name


def test_names_with_combining_marks_after_a_letter_are_kept(sessions_dir):
    """'Zoe\u0308' (e + combining diaeresis), Hindi's vowel signs, a Thai tone mark."""
    names = ["Zoe\u0308", "अनिल", "สมชาย่", "Gleb"]
    path = _evening(names)
    # kept, composed (NFC): 'Zoe' + U+0308 is 'Zoë'; the others have no composed form
    assert players_of(path) == ["Zo\u00eb", "अनिल", "สมชาย่", "Gleb"]


def test_a_hand_edited_name_with_a_bidi_override_is_a_file_error(sessions_dir):
    ok("new", "friday", "--players", P)
    path = sessions_dir / "friday.toml"
    path.write_text(path.read_text(encoding="utf-8").replace('"Anna"', '"An\\u202ena"'),
                    encoding="utf-8")
    r = no(65, "sheet")
    assert "control or invisible characters" in r.stderr, r.shown
    assert "\u202e" not in r.stderr, r.shown  # quoted escaped, never raw


def test_a_bidi_override_in_a_note_is_shown_escaped(sessions_dir):
    """A note is free text and keeps it in the file, but the terminal gets it escaped:
    raw, it would reverse the rest of the log's line."""
    ok("new", "friday", "--players", P)
    ok("deal", "2H", "Anna", "8", "-h", "3", "-a", "2", "--note", "x\u202ey")
    assert tomllib.loads((sessions_dir / "friday.toml").read_text(encoding="utf-8")
                         )["events"][0]["note"] == "x\u202ey"
    out = ok("log", width=120).stdout
    assert "x\\u202ey" in out and "\u202e" not in out, out


def _raw_controls(text: str) -> list[str]:
    return sorted({repr(ch) for ch in text if unicodedata.category(ch) == "Cc" and ch != "\n"})


@pytest.mark.parametrize("where", ["player", "note", "reason", "raw bytes", "file name"])
def test_control_characters_in_a_hand_edited_folder_never_reach_the_terminal(sessions_dir, where):
    """A file edited by hand (or by someone else) with escape sequences in a name or a
    note: either refused as a file that does not validate (65), or shown escaped — never
    sent raw to the terminal (ESC [2J clears the screen, C1 CSI works like ESC [, BEL
    rings, CR overwrites the line). The same for a session file whose *name* holds them,
    and for a line quoted in an error message."""
    ok("new", "friday", "--players", P)
    ok("adjust", "Anna", "10", "--reason", "REASON", "--note", "NOTE")
    path = sessions_dir / "friday.toml"
    hostile = "\\u001b[2J\\u009b31m\\u0007\\r"
    text = path.read_text(encoding="utf-8")
    if where == "raw bytes":  # not valid TOML: the error quotes the line
        text = text.replace('"NOTE"', '"\x1b[2J\x9b31m\x07\r"')
    elif where == "file name":
        (sessions_dir / "\x1b[2J\x07\x9b31m.toml").write_text(text, encoding="utf-8")
    else:
        text = {"player": text.replace('"Anna"', f'"An{hostile}na"'),
                "note": text.replace('"NOTE"', f'"{hostile}"'),
                "reason": text.replace('"REASON"', f'"{hostile}"')}[where]
    path.write_text(text, encoding="utf-8")
    for command in (["sheet"], ["settle"], ["log"], ["sessions"], ["sessions", "--json"],
                    ["check"], ["check", "friday"]):
        r = vint(*command)
        assert r.exit_code in (0, 1, 65), r.shown
        assert _raw_controls(r.stdout) == [], f"{command}: raw control characters on stdout\n{r.shown!r}"
        assert _raw_controls(r.stderr) == [], f"{command}: raw control characters on stderr\n{r.shown!r}"


# A name a scorekeeper could type: printable, no separator (',' ':' '+' '='), at most 40
# characters, not the dummy's.
name_chars = st.characters(
    codec="utf-8", categories=("L", "M", "N", "P", "S", "Zs", "Cf"),
    exclude_characters=",:+=" + "".join(sorted(INVISIBLE)))
typed_name = (st.text(name_chars, min_size=1, max_size=40)
              .map(str.strip)
              .filter(lambda n: n and not n.casefold().startswith("dummy")
                      and not n.startswith("-")  # would read as an option: refused
                      # something that shows: not a combining mark first, not marks and
                      # joiners only (such a name is refused: see the tests above)
                      and not unicodedata.category(n[0]).startswith("M")
                      and not all(unicodedata.category(ch)[0] in "MZ"
                                  or unicodedata.category(ch) == "Cf" for ch in n)))


def _fold(n: str) -> str:
    return " ".join(unicodedata.normalize("NFC", n).casefold().replace("ё", "е").split())


four_names = st.lists(typed_name, min_size=4, max_size=4, unique_by=_fold)


@settings(max_examples=max(8, settings.default.max_examples // 6))
@given(typed=four_names, width=st.sampled_from([60, 80, 120]))
def test_any_typeable_names_round_trip_and_fit(typed, width, tmp_path_factory):
    folder = tmp_path_factory.mktemp("names")
    env = {"VINTSCORE_DIR": str(folder)}
    r = vint("new", "friday", "--players", ",".join(typed), env=env)
    if r.exit_code != 0:  # a refusal must say why, and leave nothing
        assert r.exit_code == 1 and r.stderr.startswith("error: "), r.shown
        assert list(folder.glob("*.toml")) == [], r.shown
        return
    names = [unicodedata.normalize("NFC", n) for n in typed]  # kept composed (one name rule)
    assert players_of(folder / "friday.toml") == names
    ok("deal", "-h", "3", "-a", "2", "--", "2H", names[0], "8", env=env)
    ok("adjust", "--reason", names[1], "--below", "--", names[3], "30", env=env)
    sheet = json.loads(ok("sheet", "--json", env=env).stdout)
    assert [s["players"] for s in sheet["rubbers"][0]["sides"]] == [[names[0], names[2]],
                                                                    [names[1], names[3]]]
    assert set(json.loads(ok("settle", "--json", env=env).stdout)["players"]) == set(names)
    assert names[0] in json.loads(ok("log", "--json", env=env).stdout)["events"][0]["text"]
    for command in ("sheet", "settle", "log"):
        out = ok(command, width=width, env=env).stdout
        assert _long_lines(out, width) == [], f"{command} at {width} with {names!r}:\n{out}"


# -- One name rule (issue 12): a name in a file is held to the rule a typed name is -------

@pytest.mark.parametrize("players, said", [
    pytest.param('["Jose\u0301", "Jos\u00e9", "Vera", "Gleb"]',
                 "are the same name ignoring case", id="jose-decomposed-and-composed"),
    pytest.param('["Anna", "Gl+eb", "Vera", "Boris"]',
                 "cannot contain ',', ':', '+' or '='", id="plus-reserved"),
    pytest.param('["Anna", "Gl=eb", "Vera", "Boris"]',
                 "cannot contain ',', ':', '+' or '='", id="equals-reserved"),
    pytest.param('["Anna", " Gleb ", "Vera", "Boris"]',
                 "has spaces around it", id="padding"),
    pytest.param('["Anna", "' + "G" * 41 + '", "Vera", "Boris"]',
                 "is at most 40 characters", id="too-long"),
])
def test_a_name_vint_new_refuses_is_a_file_problem(sessions_dir, players, said):
    """`vint new` refuses each of these names; in a hand-edited file `vint check` reports it
    at the players line and every command refuses the file (exit 65)."""
    ok("new", "friday", "--players", P)
    path = sessions_dir / "friday.toml"
    text = path.read_text(encoding="utf-8")
    text = text.replace(f"players = {json.dumps(PLAYERS, ensure_ascii=False)}",
                        f"players = {players}")
    assert players in text
    path.write_text(text, encoding="utf-8")
    line = next(n for n, row in enumerate(text.splitlines(), 1) if row.startswith("players"))
    r = no(65, "check")
    assert f"friday.toml:{line}:" in r.stderr and said in r.stderr, r.shown
    for command in (["sheet"], ["settle"], ["log"], ["deal", "1NT", "Anna", "7", "-a", "2"],
                    ["seat", "--pairs", "Anna+Vera,Boris+Gleb"]):
        r = no(65, *command)
        assert said in r.stderr, r.shown
    assert path.read_text(encoding="utf-8") == text  # refused: nothing written


@pytest.mark.parametrize("typed, kept", [
    pytest.param("Jose\u0301", "Jos\u00e9", id="decomposed"),
    pytest.param("  Jos\u00e9 ", "Jos\u00e9", id="padded"),
])
def test_a_typed_name_is_kept_trimmed_and_composed(sessions_dir, typed, kept):
    ok("new", "friday", "--players", f"Anna,{typed},Vera,Gleb")
    assert players_of(sessions_dir / "friday.toml") == ["Anna", kept, "Vera", "Gleb"]
    r = no(1, "seat", "--replace", f"Gleb={typed}")  # the newcomer's name, by the same rule
    assert "at the table already" in r.stderr, r.shown


def test_names_that_fold_alike_are_one_player_typed_or_in_a_file(sessions_dir):
    r = no(1, "new", "friday", "--players", "Jose\u0301,Jos\u00c9,Vera,Gleb")
    assert "names must differ" in r.stderr, r.shown
