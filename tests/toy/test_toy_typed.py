"""Issue 21, point 1, and issue 33, point 3: the game interface is typed, so a game that
lacks or misnames a piece, or reads its sheet wrong, fails mypy, not only a command-line
test (a game's role classes are @final, so that mypy names a hook one lacks). The toy game (tests/toy/toygame, written against
games/base.py alone) is copied, spoiled in one place, and read by mypy: the copy as it is
passes, each spoiled copy is refused with the piece named."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

TOY = Path(__file__).resolve().parent / "toygame"
ROOT = Path(__file__).resolve().parents[2]  # the package as this checkout has it

# (what is spoiled, the file, the text replaced, its replacement, what mypy must say)
SPOILED = [
    ("as-written", "view.py", "", "", None),
    ("a-view-hook-misnamed", "view.py", "    def describe_event(", "    def describe_events(",
     'Final class toygame.view.TricksView has abstract attributes "describe_event"'),
    ("a-role-missing", "__init__.py", re.compile(r'\s*stats="[^"]*",'), "",
     'Missing positional argument "stats" in call to "Roles"'),
    ("a-hook-answering-the-wrong-type", "view.py",
     "    def rules_said(self, session: Any, lang: str, /) -> str:",
     "    def rules_said(self, session: Any, lang: str, /) -> int:",
     'Return type "int" of "rules_said" incompatible with return type "str" in supertype'),
    ("a-fold-step-misnamed", "fold.py", "    def write(", "    def wrote(",
     'Final class toygame.fold.TricksFold has abstract attributes "write"'),
    # issue 33, point 3: a view reads the game's sheet as its type says (games/showing.py's
    # View is generic in it): a misspelt attribute of the sheet is refused
    ("a-sheet-attribute-misspelt", "view.py", "opened.sheet.rounds", "opened.sheet.ronuds",
     '"Tally[Any, Any]" has no attribute "ronuds"'),
]


@pytest.mark.parametrize("where, old, new, said", [s[1:] for s in SPOILED],
                         ids=[s[0] for s in SPOILED])
def test_mypy_refuses_a_game_that_lacks_or_misnames_a_piece(tmp_path, where, old, new, said):
    mypy = shutil.which("mypy", path=os.path.dirname(sys.executable))
    if mypy is None:
        pytest.skip("mypy is not installed (pip install -e '.[test]' installs it)")
    game = tmp_path / "toygame"
    shutil.copytree(TOY, game, ignore=shutil.ignore_patterns("__pycache__"))
    if old:
        path = game / where
        source = path.read_text(encoding="utf-8")
        spoiled = old.sub(new, source) if isinstance(old, re.Pattern) else source.replace(old, new)
        assert spoiled != source, f"the toy game no longer has what this case spoils: {old!r}"
        path.write_text(spoiled, encoding="utf-8")
    out = subprocess.run([mypy, "--cache-dir", str(tmp_path / "cache"), "--python-version",
                          "3.11", "-p", "toygame"], capture_output=True, text=True,
                         cwd=tmp_path, env={**os.environ, "MYPYPATH": str(ROOT)}, timeout=300)
    errors = [line for line in out.stdout.splitlines() if ": error:" in line]
    if said is None:
        assert out.returncode == 0 and not errors, out.stdout
    else:
        assert out.returncode == 1 and any(said in line for line in errors), out.stdout
