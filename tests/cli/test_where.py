"""Issue 14, item 5: sessions are found from anywhere, `vint where` says which folder and
why, and the examples shipped with vintscore stay apart from the user's own sessions.

The sessions folder (vintscore/where.py, docs/session-file.md): $VINTSCORE_DIR when
it is set; else the nearest sessions/ folder in the current folder or above it, no higher
than the home folder when the current folder is inside it (else up to the root); else the
user's data folder (platformdirs; on Linux $XDG_DATA_HOME/vintscore/sessions). Each case
lays out its own folders under tmp_path and sets HOME inside it, so the search never
looks at a sessions/ folder of the machine's.
"""
from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers_cli.vintcli import PLAYERS, ok, run

from vintscore import where as where_module
from vintscore.where import EXAMPLES, Why, find

ROOT = Path(__file__).resolve().parents[2]
DATA = Path(__file__).resolve().parents[1] / "data"
OTHERS = "Dasha,Egor,Fima,Zoya"  # nobody of the examples' tables


# ------------------------------------------------------------------------------------
# The rule, case by case: which folder, and why


def lay_out(tmp_path: Path, folders: list[str], files: list[str] = ()) -> None:
    for name in folders:
        (tmp_path / name).mkdir(parents=True, exist_ok=True)
    for name in files:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("not a folder\n", encoding="utf-8")


# (folders to make, files to make, HOME, the current folder, $VINTSCORE_DIR, why, folder)
# — all relative to tmp_path; the folder "<user>" is the data folder under $XDG_DATA_HOME.
CASES = [
    pytest.param(["home/a/sessions", "mine"], [], "home", "home/a", "mine", Why.ENV, "mine",
                 id="i14-where-env"),
    pytest.param(["home/a/sessions"], [], "home", "home/a", "", Why.UPWARD, "home/a/sessions",
                 id="i14-where-empty-env-is-unset"),
    pytest.param(["home/a/sessions"], [], "home", "home/a", None, Why.UPWARD, "home/a/sessions",
                 id="i14-where-upward-here"),
    pytest.param(["home/a/sessions", "home/a/b/c"], [], "home", "home/a/b/c", None, Why.UPWARD,
                 "home/a/sessions", id="i14-where-upward-two-levels"),
    pytest.param(["home/a/sessions", "home/a/b/sessions", "home/a/b/c"], [], "home",
                 "home/a/b/c", None, Why.UPWARD, "home/a/b/sessions",
                 id="i14-where-upward-the-nearest"),
    pytest.param(["home/sessions", "home/a/b"], [], "home", "home/a/b", None, Why.UPWARD,
                 "home/sessions", id="i14-where-upward-home-own-sessions"),
    pytest.param(["home/a/b/sessions", "home/a/b/c"], ["home/a/b/c/sessions"], "home",
                 "home/a/b/c", None, Why.UPWARD, "home/a/b/sessions",
                 id="i14-where-upward-skips-a-file-named-sessions"),
    pytest.param(["home/a/b"], [], "home", "home/a/b", None, Why.USER, "<user>",
                 id="i14-where-user-data"),
    pytest.param(["sessions", "home/a/b"], [], "home", "home/a/b", None, Why.USER, "<user>",
                 id="i14-where-stops-at-home"),
    pytest.param(["sessions", "home", "elsewhere/x"], [], "home", "elsewhere/x", None,
                 Why.UPWARD, "sessions", id="i14-where-outside-home-up-to-the-root"),
    pytest.param(["home/a/sessions"], [], "home", "home/a/sessions", None, Why.UPWARD,
                 "home/a/sessions", id="i14-where-inside-the-sessions-folder"),
]


def user_data(tmp_path: Path) -> Path:
    return tmp_path / "xdg" / "vintscore" / "sessions"


def expected_folder(tmp_path: Path, folder: str) -> Path:
    return user_data(tmp_path) if folder == "<user>" else tmp_path / folder


@pytest.mark.parametrize("folders, files, home, cwd, env, why, folder", CASES)
def test_the_sessions_folder_is_found_as_the_rule_says(tmp_path, monkeypatch, folders, files,
                                                       home, cwd, env, why, folder):
    lay_out(tmp_path, folders, files)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    environ = {} if env is None else {"VINTSCORE_DIR": str(tmp_path / env) if env else ""}
    found = find(environ, start=tmp_path / cwd, home=tmp_path / home)
    assert (found.why, found.folder) == (why, expected_folder(tmp_path, folder))


def vint_in(cwd: Path, tmp_path: Path, *args: str, env: dict | None = None,
            lang: str = "en", process: bool = False) -> subprocess.CompletedProcess:
    """`vint ARGS` standing in `cwd`, with HOME and the user's data folder inside tmp_path
    and no $VINTSCORE_DIR unless `env` gives one: in-process through the tests' runner (the
    rule reads the current folder, HOME and the environment when a command runs, as
    test_run_in_process_follows_the_current_folder shows), or as a real `python -m
    vintscore` started in `cwd` (`process`)."""
    settings: dict[str, str | None] = {
        "HOME": str(tmp_path / "home"), "XDG_DATA_HOME": str(tmp_path / "xdg"),
        "LANG": "ru_RU.UTF-8" if lang == "ru" else "C.UTF-8", "LC_ALL": None,
        "LC_MESSAGES": None, "VINTSCORE_DIR": None, **(env or {})}
    if not process:
        with contextlib.chdir(cwd):
            r = run(*args, env=settings)
        return subprocess.CompletedProcess(args, r.exit_code, r.stdout, r.stderr)
    full = {k: v for k, v in os.environ.items() if k not in settings}
    full.update({k: v for k, v in settings.items() if v is not None}, COLUMNS="80",
                NO_COLOR="1", PYTHONPATH=os.pathsep.join(filter(None, [
                    str(ROOT), os.environ.get("PYTHONPATH")])))
    r = subprocess.run([sys.executable, "-m", "vintscore", *args], cwd=cwd, env=full,
                       capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert "Traceback" not in r.stderr, r.stderr
    return r


@pytest.mark.parametrize("folders, files, home, cwd, env, why, folder", CASES)
def test_vint_where_json_from_the_current_folder(tmp_path, folders, files, home, cwd, env, why,
                                                 folder):
    """The same cases as a real `vint where --json` started in the folder."""
    lay_out(tmp_path, folders, files)
    extra = {} if env is None else {"VINTSCORE_DIR": str(tmp_path / env) if env else ""}
    r = vint_in(tmp_path / cwd, tmp_path, "where", "--json", env=extra, process=True)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout) == {"folder": str(expected_folder(tmp_path, folder)),
                                    "why": str(why), "current": None}


# What `vint where` says, in both languages: the folder, then why.
SAID = {
    ("env", "en"): ["Sessions folder: {folder}", "  because $VINTSCORE_DIR is set."],
    ("env", "ru"): ["Папка записей: {folder}", "  потому что задана переменная $VINTSCORE_DIR."],
    ("upward", "en"): ["Sessions folder: {folder}",
                       "  because it is the nearest sessions/ folder in or above the current "
                       "one ({cwd})."],
    ("upward", "ru"): ["Папка записей: {folder}",
                       "  потому что это ближайшая папка sessions/ в текущей папке ({cwd}) или "
                       "выше."],
    ("user", "en"): ["Sessions folder: {folder}",
                     "  because no folder from {cwd} up to {home} holds a sessions/ folder, so "
                     "it is the user's data folder.",
                     "It does not exist yet: 'vint new' makes it."],
    ("user", "ru"): ["Папка записей: {folder}",
                     "  потому что ни в {cwd}, ни выше, вплоть до {home}, нет папки sessions/, и "
                     "тогда берётся папка данных пользователя.",
                     "Этой папки пока нет: её создаст «vint new»."],
}
CHANGE = {"en": "To use another folder, set VINTSCORE_DIR to it, or run vint in or below a "
                "folder that holds a sessions/ folder.",
          "ru": "Чтобы взять другую папку, укажите её в VINTSCORE_DIR или запускайте vint в "
                "папке, где есть папка sessions/, или в любой папке внутри неё."}
NO_CURRENT = {"en": "No current session.", "ru": "Текущей записи нет."}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("why", ["env", "upward", "user"], ids=lambda w: f"i14-where-says-{w}")
def test_vint_where_says_which_folder_and_why(tmp_path, why, lang):
    cwd = tmp_path / "home" / "notes" / "deeper"
    cwd.mkdir(parents=True)
    env = {}
    if why == "env":
        folder = tmp_path / "mine"
        env["VINTSCORE_DIR"] = str(folder)
        folder.mkdir()
    elif why == "upward":
        folder = tmp_path / "home" / "notes" / "sessions"
        folder.mkdir()
    else:
        folder = user_data(tmp_path)
    r = vint_in(cwd, tmp_path, "where", env=env, lang=lang)
    assert r.returncode == 0 and r.stderr == "", r.stderr
    lines = [line.format(folder=folder, cwd=cwd, home=tmp_path / "home")
             for line in SAID[why, lang]]
    assert r.stdout.splitlines() == [*lines, NO_CURRENT[lang], CHANGE[lang]]


HERE = {"en": ("  because the current folder ({cwd}) holds no sessions/ folder and the search "
               "goes no higher, so it is the user's data folder."),
        "ru": ("  потому что в текущей папке ({cwd}) нет папки sessions/, а выше поиск не идёт, "
               "и тогда берётся папка данных пользователя.")}


@pytest.mark.parametrize("lang", ["en", "ru"], ids=lambda k: f"i14-where-in-the-home-folder-{k}")
def test_vint_where_standing_in_the_home_folder(tmp_path, lang):
    """The search starts and stops in the home folder: said without "from ~ up to ~"."""
    home = tmp_path / "home"
    home.mkdir()
    (tmp_path / "sessions").mkdir()  # above home: somebody else's, not looked at
    r = vint_in(home, tmp_path, "where", lang=lang)
    assert r.stdout.splitlines()[1] == HERE[lang].format(cwd=home)
    assert json.loads(vint_in(home, tmp_path, "where", "--json").stdout)["why"] == "user"


def test_a_current_folder_that_is_gone_leads_to_the_user_data_folder(tmp_path, monkeypatch):
    from vintscore import storage
    from vintscore.glossary import say

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    gone = tmp_path / "gone"
    gone.mkdir()
    monkeypatch.chdir(gone)
    gone.rmdir()  # the folder one stands in is removed (another shell's `rm -r`)
    assert where_module.current_folder() is None
    found = find({})
    assert (found.folder, found.why, found.start) == (user_data(tmp_path), Why.USER, None)
    assert say(storage.why(found), "en") == (
        "the current folder cannot be read, so it is the user's data folder")
    assert say(storage.why(found), "ru") == (
        "текущую папку не прочесть, и тогда берётся папка данных пользователя")


def test_vint_where_names_the_current_session(tmp_path):
    notes = tmp_path / "home" / "notes"
    (notes / "sessions").mkdir(parents=True)
    (notes / "deeper").mkdir()
    r = vint_in(notes, tmp_path, "new", "friday", "--players", OTHERS)
    assert r.returncode == 0, r.stderr
    r = vint_in(notes / "deeper", tmp_path, "where", "--json")
    assert json.loads(r.stdout) == {"folder": str(notes / "sessions"), "why": "upward",
                                    "current": "friday"}
    assert "Current session: friday." in vint_in(notes / "deeper", tmp_path, "where").stdout
    assert "Текущая запись: friday." in vint_in(notes / "deeper", tmp_path, "where",
                                                lang="ru").stdout


# ------------------------------------------------------------------------------------
# A session made in one folder is found from another


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("layout", ["upward", "user"],
                         ids=lambda k: f"i14-where-from-another-folder-{k}")
def test_i14_where_from_another_folder(tmp_path, layout, lang):
    """`vint new` standing in one folder, then `deal`, `sheet` and `sessions` standing in
    another: the same session, in the folder the rule finds."""
    here = tmp_path / "home" / "club" / "notes"
    there = tmp_path / "home" / "club" / "photos" / "2026"
    here.mkdir(parents=True)
    there.mkdir(parents=True)
    if layout == "upward":
        folder = tmp_path / "home" / "club" / "sessions"
        folder.mkdir()
    else:
        folder = user_data(tmp_path)
    r = vint_in(here, tmp_path, "new", "friday", "--players", OTHERS, lang=lang)
    assert r.returncode == 0, r.stderr
    assert (folder / "friday.toml").is_file()
    assert str(folder / "friday.toml") in r.stdout  # `new` says where the file went
    r = vint_in(there, tmp_path, "deal", "2H", "Dasha", "8", "-h", "3", "-a", "2", lang=lang)
    assert r.returncode == 0, r.stderr
    r = vint_in(there, tmp_path, "sheet", "--json", lang=lang)
    assert json.loads(r.stdout)["session"] == "friday"
    listed = json.loads(vint_in(there, tmp_path, "sessions", "--json").stdout)
    assert listed["folder"] == str(folder)
    assert [s["name"] for s in listed["sessions"]] == ["friday"]
    assert not (here / "sessions").exists() and not (there / "sessions").exists()


# ------------------------------------------------------------------------------------
# No session: the message names the folder, why it is the one, and how to change it


NONE_HINT = {
    "en": ("hint: {folder} is the sessions folder because {why}; start a session there with "
           "'vint new NAME --players A,B,C,D', or set VINTSCORE_DIR to the folder that holds "
           "yours"),
    "ru": ("подсказка: {folder} — папка записей, потому что {why}; начните в ней запись: "
           "«vint new ИМЯ --players A,B,C,D» — или укажите в VINTSCORE_DIR папку, где лежат "
           "ваши записи"),
}
WHY = {
    ("env", "en"): "$VINTSCORE_DIR is set",
    ("env", "ru"): "задана переменная $VINTSCORE_DIR",
    ("upward", "en"): "it is the nearest sessions/ folder in or above the current one ({cwd})",
    ("upward", "ru"): "это ближайшая папка sessions/ в текущей папке ({cwd}) или выше",
    ("user", "en"): ("no folder from {cwd} up to {home} holds a sessions/ folder, so it is the "
                     "user's data folder"),
    ("user", "ru"): ("ни в {cwd}, ни выше, вплоть до {home}, нет папки sessions/, и тогда "
                     "берётся папка данных пользователя"),
}
NO_SESSIONS = {
    "en": ["No sessions in {folder}: it is the sessions folder because {why}.",
           "Start one with 'vint new NAME --players A,B,C,D', or set VINTSCORE_DIR to the "
           "folder that holds yours."],
    "ru": ["В {folder} нет записей; это папка записей, потому что {why}.",
           "Начните запись: «vint new ИМЯ --players A,B,C,D» — или укажите в VINTSCORE_DIR "
           "папку, где лежат ваши записи."],
}
EXAMPLES_LINE = {
    "en": ("Examples shipped with vintscore, shown but never counted by 'vint stats': demo, "
           "pulya (vint sheet -s demo)."),
    "ru": ("Примеры, которые идут с vintscore (их можно смотреть, а в «vint stats» они не "
           "считаются): demo, pulya (vint sheet -s demo)."),
}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("why", ["env", "upward", "user"], ids=lambda w: f"i14-no-session-{w}")
def test_i14_no_session_names_the_folder_why_and_how_to_change_it(tmp_path, why, lang):
    cwd = tmp_path / "home" / "notes"
    cwd.mkdir(parents=True)
    env = {}
    if why == "env":
        folder = tmp_path / "mine"
        env["VINTSCORE_DIR"] = str(folder)
    elif why == "upward":
        folder = cwd / "sessions"
        folder.mkdir()
    else:
        folder = user_data(tmp_path)
    said = WHY[why, lang].format(cwd=cwd, home=tmp_path / "home")
    hint = NONE_HINT[lang].format(folder=folder, why=said)
    for args in (["sheet"], ["deal", "2H", "Dasha", "8", "-h", "3", "-a", "2"],
                 ["sheet", "-s", "friday"], ["use", "friday"]):
        r = vint_in(cwd, tmp_path, *args, env=env, lang=lang)
        assert r.returncode == 1 and r.stdout == "", r.stderr
        assert r.stderr.splitlines()[-1] == hint, r.stderr
    none = [line.format(folder=folder, why=said) for line in NO_SESSIONS[lang]]
    r = vint_in(cwd, tmp_path, "sessions", env=env, lang=lang)
    assert r.stdout.splitlines() == [*none, EXAMPLES_LINE[lang]]
    r = vint_in(cwd, tmp_path, "stats", env=env, lang=lang)
    assert r.stdout.splitlines() == none
    assert not folder.exists() or not any(folder.iterdir())  # nothing was written


# ------------------------------------------------------------------------------------
# The examples: shipped apart, reached by name, never written, never counted


def test_i14_example_by_name_is_the_shipped_file(sessions_dir):
    assert sorted(p.name for p in EXAMPLES.glob("*.toml")) == ["demo.toml", "pulya.toml"]
    assert (EXAMPLES / "demo.toml").read_bytes() == (DATA / "demo.toml").read_bytes()
    for name in ("demo", "demo.toml"):
        assert ok("sheet", "--json", "-s", name).stdout == \
            ok("sheet", "--json", "-s", str(DATA / "demo.toml")).stdout
    assert json.loads(ok("settle", "--json", "-s", "pulya").stdout)["over"] is True
    ok("check", "demo")
    ok("log", "-s", "demo")


def test_i14_example_the_users_own_session_comes_first(sessions_dir):
    ok("new", "demo", "--players", OTHERS)
    assert json.loads(ok("sheet", "--json", "-s", "demo").stdout)["rubbers"] == []
    assert json.loads(ok("settle", "--json", "-s", "demo").stdout)["players"] == dict.fromkeys(
        OTHERS.split(","), 0)
    listed = json.loads(ok("sessions", "--json").stdout)
    assert [s["name"] for s in listed["sessions"]] == ["demo"]
    assert [s["name"] for s in listed["examples"]] == ["pulya"]  # the example demo is hidden


def examples_bytes() -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in EXAMPLES.iterdir()}


@pytest.mark.parametrize("given", ["demo", "<path>"], ids=["i14-example-by-name",
                                                            "i14-example-by-path"])
@pytest.mark.parametrize("command", [
    ["deal", "2H", "Anna", "8", "-h", "3", "-a", "2"], ["pass"], ["misdeal", "Boris"],
    ["adjust", "Anna", "50", "--reason", "x"], ["void", "1"], ["edit", "1", "--tricks", "9"],
    ["undo"], ["rescore", "--rules", "1886", "--write"], ["seat", "--join", "Egor"],
], ids=lambda c: c[0])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_i14_example_is_never_written(sessions_dir, command, given, lang):
    before = examples_bytes()
    name = str(EXAMPLES / "demo.toml") if given == "<path>" else given
    r = run(*command, "-s", name, "--lang", lang)
    assert r.exit_code == 1 and r.stdout == "", r.stderr
    first = r.stderr.splitlines()[0]
    if lang == "en":
        assert first.startswith("error: demo is an example shipped with vintscore ("), r.stderr
        assert first.endswith("): it is shown, never changed"), r.stderr
    else:
        assert first.startswith("ошибка: demo — пример, который идёт с vintscore ("), r.stderr
        assert first.endswith("): его можно смотреть, но не менять"), r.stderr
    assert examples_bytes() == before  # no byte changed, no lock, no backups beside them
    assert list(sessions_dir.iterdir()) == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_i14_example_cannot_be_made_current(sessions_dir, lang):
    r = run("use", "demo", "--lang", lang)
    assert r.exit_code == 1 and r.stdout == "", r.stderr
    assert str(sessions_dir) in r.stderr and str(EXAMPLES / "demo.toml") in r.stderr
    assert ("it cannot be the current session" if lang == "en"
            else "текущим он быть не может") in r.stderr
    assert not (sessions_dir / ".current").exists()


def test_i14_sessions_lists_the_examples_apart(sessions_dir):
    ok("new", "friday", "--players", OTHERS)
    listed = json.loads(ok("sessions", "--json").stdout)
    assert [s["name"] for s in listed["sessions"]] == ["friday"]
    assert [(s["name"], s["game"], s["current"]) for s in listed["examples"]] == [
        ("demo", "vint", False), ("pulya", "preferans", False)]
    lines = ok("sessions").stdout.splitlines()
    assert lines[0].startswith("* friday") and lines[-1] == EXAMPLES_LINE["en"]
    assert ok("sessions", "--lang", "ru").stdout.splitlines()[-1] == EXAMPLES_LINE["ru"]


@pytest.mark.parametrize("lang", ["en", "ru"], ids=lambda k: f"i14-stats-skips-examples-{k}")
def test_i14_stats_skips_examples(tmp_path, lang):
    """The examples are reachable by name, yet `vint stats` counts the user's sessions only
    (run from another folder, the folder found upward)."""
    club = tmp_path / "home" / "club"
    (club / "sessions").mkdir(parents=True)
    (club / "notes").mkdir()
    assert vint_in(club / "notes", tmp_path, "sheet", "-s", "demo").returncode == 0
    r = vint_in(club / "notes", tmp_path, "stats", "--json")
    got = json.loads(r.stdout)["games"]
    assert (got["vint"]["sessions"], got["vint"]["players"], got["preferans"]["sessions"]) == (
        0, {}, 0)
    assert vint_in(club / "notes", tmp_path, "new", "friday", "--players", OTHERS).returncode == 0
    assert vint_in(club / "notes", tmp_path, "deal", "2H", "Dasha", "8", "-h", "3", "-a",
                   "2").returncode == 0
    got = json.loads(vint_in(club / "notes", tmp_path, "stats", "--json").stdout)["games"]
    assert got["vint"]["sessions"] == 1 and got["preferans"]["sessions"] == 0
    assert sorted(got["vint"]["players"]) == sorted(OTHERS.split(","))  # no Anna, Boris, Vera, Gleb
    text = vint_in(club / "notes", tmp_path, "stats", lang=lang).stdout
    assert "Dasha" in text and "Anna" not in text


def test_i14_where_json_ignores_examples_for_current(sessions_dir):
    """The examples are no session of the folder: with none, there is no current session."""
    assert json.loads(ok("where", "--json").stdout) == {
        "folder": str(sessions_dir), "why": "env", "current": None}


# ------------------------------------------------------------------------------------
# Completion and start-up


def test_i14_completion_reads_the_players_of_an_example(sessions_dir):
    from vintscore.cli.complete import session_players
    assert session_players("demo") == list(PLAYERS)
    assert session_players("pulya") == ["Anna", "Boris", "Vera"]
    ok("new", "demo", "--players", OTHERS)
    assert session_players("demo") == OTHERS.split(",")  # the user's own first


def loaded_after(code: str, env: dict) -> set[str]:
    full = dict(os.environ, **env)
    out = subprocess.run([sys.executable, "-c", code + "\nimport sys\n"
                          "print(' '.join(sorted({m.split('.')[0] for m in sys.modules})))"],
                         capture_output=True, text=True, env=full, check=True, cwd=ROOT)
    return set(out.stdout.split())


def test_i14_platformdirs_is_imported_only_for_the_user_data_folder(tmp_path):
    """Start-up: a folder given or found upward needs no platformdirs (~3 ms)."""
    code = "from vintscore.where import find\nfind()"
    assert "platformdirs" not in loaded_after(code, {"VINTSCORE_DIR": str(tmp_path)})
    assert "platformdirs" in loaded_after(
        f"import os\nos.chdir({str(tmp_path)!r})\n" + code,
        {"VINTSCORE_DIR": "", "HOME": str(tmp_path)})


def test_i14_where_module_loads_neither_storage_nor_typer():
    """TAB completion finds the folder through vintscore/where.py alone."""
    code = ("import sys, vintscore.where\n"
            "print(' '.join(m for m in sys.modules if m.startswith('vintscore')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT)
    assert set(out.stdout.split()) <= {"vintscore", "vintscore.where", "vintscore.value"}
    assert where_module.EXAMPLES.is_absolute()


def test_run_in_process_follows_the_current_folder(tmp_path, monkeypatch):
    """In-process too (CliRunner): the folder is found from the working folder of the run."""
    monkeypatch.delenv("VINTSCORE_DIR", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    (tmp_path / "sessions").mkdir()
    (tmp_path / "a" / "b").mkdir(parents=True)
    monkeypatch.chdir(tmp_path / "a" / "b")
    ok("new", "friday", "--players", OTHERS)
    assert (tmp_path / "sessions" / "friday.toml").is_file()
    assert json.loads(run("where", "--json").stdout) == {
        "folder": str(tmp_path.resolve() / "sessions"), "why": "upward", "current": "friday"}


# ------------------------------------------------------------------------------------
# Issue 23: the checkout's own sessions/ folder (docs/session-file.md)

def _ignored(path: str) -> bool:
    """Whether git ignores `path` of the checkout (whether or not it exists)."""
    r = subprocess.run(["git", "check-ignore", "-q", "--no-index", path], cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode in (0, 1), r.stderr
    return r.returncode == 0


def test_the_checkout_keeps_a_sessions_folder_whose_files_git_ignores():
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    readme = ROOT / "sessions" / "README.md"
    assert readme.is_file()
    assert "git ignores" in readme.read_text(encoding="utf-8")
    assert not _ignored("sessions/README.md")
    for mine in ("sessions/friday.toml", "sessions/.current", "sessions/.backup/friday.1.toml",
                 "sessions/ledger.toml", "sessions/.serve/tokens.json", "sessions/notes.txt"):
        assert _ignored(mine), mine


@pytest.mark.parametrize("where", [".", "tests", "vintscore/games"])
def test_vint_run_anywhere_in_the_checkout_keeps_the_evening_there(tmp_path, where):
    # the design names a top-level sessions/: `vint` run in the checkout finds it upward
    # (read only here: `vint where` writes nothing)
    r = vint_in(ROOT / where, tmp_path, "where", "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["folder"] == str(ROOT.resolve() / "sessions")
    assert json.loads(r.stdout)["why"] == "upward"
    said = vint_in(ROOT / where, tmp_path, "where").stdout.splitlines()
    assert said[:2] == [f"Sessions folder: {ROOT.resolve() / 'sessions'}",
                        "  because it is the nearest sessions/ folder in or above the current "
                        f"one ({(ROOT / where).resolve()})."], said


def test_the_tests_never_use_the_checkouts_sessions_folder():
    # tests/conftest.py gives every command of the run a folder of its own: one that names
    # none, run from the checkout, must not read or write the scorekeeper's evenings
    found = json.loads(run("where", "--json").stdout)
    assert found["why"] == "env" and found["folder"] == os.environ["VINTSCORE_DIR"]
    assert not Path(found["folder"]).resolve().is_relative_to(ROOT.resolve()), found


def test_the_ci_command_reads_the_shipped_demo_from_the_checkout(tmp_path):
    # .ci/run: `.venv/bin/vint sheet -s demo` on a clean clone, standing in it
    if (ROOT / "sessions" / "demo.toml").exists():
        pytest.skip("this checkout's sessions/ has a demo of its own")
    r = vint_in(ROOT, tmp_path, "sheet", "-s", "demo")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("Rubber 1 · classic · won by Anna & Vera 2–1"), r.stdout
