"""Issue 31, point 4: a complete wheel. Every file the package reads at run time is in it —
the rules documents, the pages' templates and static files, the example sessions, and
whatever a game keeps in its own folder — found by pattern (pyproject.toml: every file of
every folder of the package), never by a list of today's games.

The wheel is built from a copy of the package with the toy game of tests/toy copied in as
`vintscore.games.toy` and registered by one registry line: a game that keeps its rules
documents (toy.en.md, toy.ru.md) and its page's templates (templates/) in its own folder,
as ARCHITECTURE.md invites. Built offline (no build isolation: setuptools and wheel come
with the test extra).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from vintscore import registry, rules
from vintscore.pages import STATIC, TEMPLATES

ROOT = Path(__file__).resolve().parents[2]
TOY = ROOT / "tests" / "toy" / "toygame"
LANGS = ("en", "ru")
NOT_SHIPPED = shutil.ignore_patterns("__pycache__", "*.pyc", "*.pyo")


def _with_toy(source: Path) -> None:
    """The toy game copied into the package and registered by its one line."""
    shutil.copytree(TOY, source / "vintscore" / "games" / "toy", ignore=NOT_SHIPPED)
    path = source / "vintscore" / "registry.py"
    text = path.read_text(encoding="utf-8")
    opening = re.search(r"_GAMES: .*= \{\n", text)
    assert opening, "vintscore/registry.py: no _GAMES = {…} to add a line to"
    path.write_text(text[:opening.end()] + '    "toy": "vintscore.games.toy",\n'
                    + text[opening.end():], encoding="utf-8")


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, Path]:
    """(the source the wheel was built from, the wheel)."""
    pytest.importorskip("wheel")
    setuptools = pytest.importorskip("setuptools")
    assert int(setuptools.__version__.split(".")[0]) >= 68, (
        "pyproject asks for setuptools>=68: install the test extra (README, Tests)")
    here = tmp_path_factory.mktemp("wheel")
    source = here / "src"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    shutil.copytree(ROOT / "vintscore", source / "vintscore", ignore=NOT_SHIPPED)
    _with_toy(source)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "-q", ".", "-w", str(here / "dist")], cwd=source, check=True,
                   capture_output=True, timeout=600)
    (wheel,) = (here / "dist").glob("vintscore-*.whl")
    return source, wheel


def _shipped(wheel: Path) -> set[str]:
    return {n for n in zipfile.ZipFile(wheel).namelist() if not n.endswith("/")}


def test_i31_p4_the_wheel_holds_every_file_of_the_package_and_nothing_else(built):
    source, wheel = built
    files = {p.relative_to(source).as_posix() for p in (source / "vintscore").rglob("*")
             if p.is_file()}
    shipped = _shipped(wheel)
    package = {n for n in shipped if not n.startswith("vintscore-")}  # less its dist-info
    assert files - package == set(), "in the package, not in the wheel"
    assert package - files == set(), "in the wheel, not in the package"
    assert not any("__pycache__" in n or n.endswith(".pyc") for n in shipped)


def test_i31_p4_a_game_that_keeps_its_files_in_its_folder_ships_them(built):
    """The toy game's documents (its rules in each language, its part of the contract),
    which no line of pyproject.toml names: every file of its folder that is not Python."""
    _, wheel = built
    shipped = _shipped(wheel)
    toy = {f"vintscore/games/toy/toy.{lang}.md" for lang in LANGS}
    toy |= {f"vintscore/games/toy/{p.relative_to(TOY).as_posix()}" for p in TOY.rglob("*")
            if p.is_file() and p.suffix not in (".py", ".pyc")}
    assert len(toy) > 2 and toy <= shipped, toy - shipped


def test_i31_p4_every_file_each_registered_game_reads_is_in_the_wheel(built):
    """What the package reads at run time, asked of the package itself: each registered
    game's rules document in each language (rules.path), the shared templates and static
    files, each game's own templates (registry.folder_of), the example sessions."""
    _, wheel = built
    shipped = _shipped(wheel)
    package = ROOT / "vintscore"
    read = {rules.path(game, lang) for game in registry.names() for lang in LANGS}
    read |= {p for folder in (TEMPLATES, STATIC, package / "examples")
             for p in folder.rglob("*") if p.is_file()}
    for game in registry.names():
        own = registry.folder_of(game)
        assert own is not None, game
        read |= {p for p in (own / "templates").rglob("*") if p.is_file()}
    wanted = {p.resolve().relative_to(ROOT).as_posix() for p in read}
    assert any(w.startswith("vintscore/rules/") for w in wanted)
    assert any(w.endswith(".toml") for w in wanted) and any(w.endswith(".css") for w in wanted)
    assert wanted <= shipped, wanted - shipped


def test_i31_p5_the_version_is_written_in_one_place():
    """pyproject.toml holds the number; the code reads the installed metadata."""
    from vintscore import version
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert "version" not in project.get("dynamic", [])
    assert version() == project["version"]
    code = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "vintscore").rglob("*.py"))
    assert project["version"] not in re.findall(r"\d+\.\d+\.\d+", code)


# -- installed from the wheel, not editable -------------------------------------------------

def _run(env_bin: Path, *args: str, cwd: Path, home: Path) -> subprocess.CompletedProcess:
    environment = {k: v for k, v in os.environ.items()
                   if k not in ("PYTHONPATH", "VIRTUAL_ENV") and not k.startswith("VINTSCORE")}
    environment.update(VINTSCORE_DIR=str(home), COLUMNS="100", NO_COLOR="1")
    return subprocess.run([str(env_bin / args[0]), *args[1:]], cwd=cwd, env=environment,
                          capture_output=True, text=True, timeout=120)


def _new_session(env_bin: Path, game: str, cwd: Path, home: Path) -> str:
    """A session of `game` at the first table size it takes (each game says its own)."""
    names = ["Anna", "Boris", "Vera", "Gleb", "Dima", "Egor"]
    said = []
    for count in (4, 3, 5, 6, 2):
        made = _run(env_bin, "vint", "new", f"{game}-evening", "--game", game, "--players",
                    ",".join(names[:count]), cwd=cwd, home=home)
        if made.returncode == 0:
            return f"{game}-evening"
        said.append(made.stderr)
    raise AssertionError(f"no table of 2 to 6 players for {game}: {said}")


@pytest.mark.slow  # a fresh environment, its dependencies from the package index or pip's cache
def test_i31_p4_the_installed_wheel_plays_every_registered_game(built, tmp_path):
    _, wheel = built
    env = tmp_path / "env"
    subprocess.run([sys.executable, "-m", "venv", str(env)], check=True, timeout=300)
    env_bin = env / ("Scripts" if os.name == "nt" else "bin")
    subprocess.run([str(env_bin / "python"), "-m", "pip", "install", "-q", str(wheel)],
                   check=True, capture_output=True, timeout=600)
    away = tmp_path / "elsewhere"  # not the checkout: nothing of it can be found from here
    home = tmp_path / "sessions"
    away.mkdir()
    home.mkdir()
    where = _run(env_bin, "python", "-c", "import vintscore; print(vintscore.__file__)",
                 cwd=away, home=home)
    assert Path(where.stdout.strip()).is_relative_to(env), where
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert _run(env_bin, "vint", "--version", cwd=away, home=home).stdout == (
        f"vint (vintscore) {version['project']['version']}\n")
    games = _run(env_bin, "python", "-c", "from vintscore.registry import names; "
                 "print(*names())", cwd=away, home=home).stdout.split()
    assert set(registry.names()) | {"toy"} == set(games), games
    for game in games:
        session = _new_session(env_bin, game, away, home)
        page = away / f"{game}.html"
        exported = _run(env_bin, "vint", "export", "--format", "html", "-o", str(page), "-s",
                        session, cwd=away, home=home)
        assert exported.returncode == 0, (game, exported.stderr)
        html = page.read_text(encoding="utf-8")
        assert html.startswith("<!DOCTYPE html>") and "Anna" in html, game
        listed = _run(env_bin, "vint", "rules", "--game", game, "--lang", "en", cwd=away,
                      home=home)
        assert listed.returncode == 0, (game, listed.stderr)
        first = re.search(r"^\s+([A-Z]+\d+)\s", listed.stdout, re.M)
        assert first, (game, listed.stdout)
        for lang in LANGS:
            one = _run(env_bin, "vint", "rules", first[1], "--game", game, "--lang", lang,
                       cwd=away, home=home)
            assert one.returncode == 0 and one.stdout.startswith(first[1] + " "), (game, one)
    by_module = _run(env_bin, "python", "-m", "vintscore", "--version", cwd=away, home=home)
    assert by_module.stdout.startswith("vint (vintscore) "), by_module


@pytest.mark.parametrize("args", [["--version"], ["--lang", "ru", "--version"]],
                         ids=["en", "ru"])
def test_i31_p5_vint_version_prints_the_installed_version(args):
    from importlib.metadata import version

    from helpers_cli.vintcli import ok
    assert ok(*args).stdout == f"vint (vintscore) {version('vintscore')}\n"


def test_i31_p5_python_m_vintscore_says_the_same():
    from importlib.metadata import version
    done = subprocess.run([sys.executable, "-m", "vintscore", "--version"], capture_output=True,
                          text=True, timeout=60, cwd=ROOT)
    assert (done.returncode, done.stdout) == (0, f"vint (vintscore) {version('vintscore')}\n")
