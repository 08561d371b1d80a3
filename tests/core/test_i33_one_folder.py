"""Issue 33, point 1: the registry is the only list of games. The toy game of tests/toy,
copied into vintscore/games/ under a name of its own (its name, keys, rule letter, words and
file names renamed) and registered by its one line in vintscore/registry.py, leaves the
checks that read the registry green with no other edit: the help, the contract, the
statistics, the package data, the messages, the layering, the Russian walk and the toy's own
tests, run over a copy of the repository in a process of their own.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOY = ROOT / "tests" / "toy" / "toygame"
NAME = "tricks2"  # the copy's name, and the one word `--game` reads it by
LETTER = "Q"  # the copy's rule letter: one no game has
# its title, in each language: a game of its own is called by a name of its own ("Tricks"
# is a word every game's help says: "Tricks taken by the declaring side")
TITLES = {"en": "Second Tricks", "ru": "вторые взятки"}

# The checks that read the registry (the whole quick suite need not run again).
CHECKS = (
    "tests/cli/test_i18n_cli.py",  # help
    "tests/cli/test_i23_help.py",
    "tests/cli/test_rules.py",  # `vint rules`: every game's documents
    "tests/core/test_contract.py",  # contract
    "tests/stats",  # statistics
    "tests/cli/test_i31_wheel.py",  # package data (its quick part)
    "tests/core/test_message_keys.py",  # messages
    "tests/core/test_glossary.py",
    "tests/core/test_i35_words.py",
    "tests/core/test_i33_rule_letters.py",
    "tests/core/test_layering.py",
    "tests/cli/test_i14_russian_walk.py",
    "tests/toy",
)


def tracked(root: Path) -> list[str]:
    """The repository's files: tracked, and untracked but not ignored."""
    out = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                         cwd=root, capture_output=True, check=True).stdout
    return sorted({name for name in out.decode().split("\0") if name})


def copy_repository(target: Path) -> None:
    for name in tracked(ROOT):
        source = ROOT / name
        if source.is_file():  # a file deleted and not yet committed is listed still
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)


def toy_letter() -> str:
    """The toy's rule letter, as its terms declare it."""
    found = re.search(r'RULE_IDS = \("([A-Z]+)",\)', (TOY / "terms.py").read_text("utf-8"))
    assert found, "tests/toy/toygame/terms.py: no RULE_IDS = (\"…\",)"
    return found[1]


def add_game(root: Path, name: str = NAME, letter: str = LETTER) -> Path:
    """The toy copied into `root`'s vintscore/games/NAME, renamed, and its registry line."""
    folder = root / "vintscore" / "games" / name
    shutil.copytree(TOY, folder, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    old = toy_letter()
    for path in sorted(folder.rglob("*")):
        if not path.is_file():
            continue
        text = path.read_text(encoding="utf-8")
        text = re.sub(r"\btoy\b", name, text)  # its name and its keys (toy.deal → NAME.deal)
        text = re.sub(rf"\b{old}(?=[0-9])", letter, text)  # its rule ids
        text = text.replace(f'RULE_IDS = ("{old}",)', f'RULE_IDS = ("{letter}",)')
        text = re.sub(r"(?m)^    words = \(.*\)$", f'    words = ("{name}",)', text)
        if (lang := path.stem.removeprefix("messages_")) in TITLES:
            text = re.sub(rf'"{name}\.name": "[^"]*"', f'"{name}.name": "{TITLES[lang]}"', text)
        path.write_text(text, encoding="utf-8")
        if path.name.startswith("toy."):  # its rules documents
            path.rename(path.with_name(name + path.name[len("toy"):]))
    registry = root / "vintscore" / "registry.py"
    text = registry.read_text(encoding="utf-8")
    opening = re.search(r"_GAMES: .*= \{\n", text)
    assert opening, "vintscore/registry.py: no _GAMES = {…} to add a line to"
    registry.write_text(text[:opening.end()] + f'    "{name}": "vintscore.games.{name}",\n'
                        + text[opening.end():], encoding="utf-8")
    return folder


def test_the_copy_is_renamed_whole(tmp_path):
    """What the copy is made of: nothing of the toy's name, letter or words is left."""
    folder = add_game(_bare(tmp_path))
    documents = {p.name for p in folder.glob("*.md")}
    assert {f"{NAME}.en.md", f"{NAME}.ru.md"} <= documents
    assert not [d for d in documents if d.startswith("toy.")], documents
    for path in folder.rglob("*.*"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\btoy\b", text), path
        assert not re.search(rf"\b{toy_letter()}[0-9]", text), path
    assert f'words = ("{NAME}",)' in (folder / "__init__.py").read_text(encoding="utf-8")
    assert f'RULE_IDS = ("{LETTER}",)' in (folder / "terms.py").read_text(encoding="utf-8")
    assert f'"{NAME}.name": "{TITLES["ru"]}"' in (folder / "messages_ru.py").read_text("utf-8")
    assert f'"{NAME}": "vintscore.games.{NAME}"' in (
        tmp_path / "vintscore" / "registry.py").read_text(encoding="utf-8")


def _bare(root: Path) -> Path:
    (root / "vintscore").mkdir()
    shutil.copy2(ROOT / "vintscore" / "registry.py", root / "vintscore" / "registry.py")
    return root


@pytest.mark.slow  # a copy of the repository and a run of its registry's checks (~2 min)
def test_i33_p1_a_game_copied_in_and_registered_passes_the_checks_that_read_the_registry(
        tmp_path):
    root = tmp_path / "repo"
    copy_repository(root)
    add_game(root)
    env = {**os.environ, "PYTHONPATH": str(root), "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("VINTSCORE_DIR", None)
    found = subprocess.run([sys.executable, "-c", "import vintscore.games as g;"
                            f"print(g.game_of('{NAME}').name, g.__file__)"],
                           cwd=root, env=env, capture_output=True, text=True, check=True)
    assert found.stdout.split() == [NAME, str(root / "vintscore" / "games" / "__init__.py")]
    checks = [c for c in CHECKS if (root / c).exists()]
    r = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q",
                        "-m", "not slow", "-n", "2", "--basetemp", str(tmp_path / "base"),
                        *checks], cwd=root, env=env, capture_output=True, text=True,
                       timeout=1800)
    assert r.returncode == 0, "the checks that read the registry fail with the copy:\n" + (
        r.stdout[-20000:] + r.stderr[-5000:])
