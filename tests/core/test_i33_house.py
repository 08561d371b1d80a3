"""Issue 33, point 4: the house stays tidy — no module of vintscore over 600 lines, so that
each reads as one thing. The message catalogues (`messages_<lang>.py`: one key a line, read
as a table) and the generated data (`confusables.py`, tools/make_confusables.py) aside.

(The other checks of that point live beside it: no function above complexity 25,
test_complexity.py; no import circle, test_import_drawing.py.)
"""
from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "vintscore"
LIMIT = 600
GENERATED = {"confusables.py"}


def _counted(path: Path) -> bool:
    return not path.name.startswith("messages_") and path.name not in GENERATED


def test_no_module_is_over_600_lines():
    modules = [p for p in sorted(PACKAGE.rglob("*.py")) if _counted(p)]
    assert len(modules) > 100  # the package itself, not an empty folder
    over = [f"{p.relative_to(PACKAGE.parent)}: {n} lines"
            for p in modules
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > LIMIT]
    assert over == [], f"over {LIMIT} lines (split it into modules of one concern each):\n" + \
        "\n".join(over)


def test_the_catalogues_and_the_generated_table_are_all_it_leaves_aside():
    left = sorted(p.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*.py")
                  if not _counted(p))
    assert left and all(p.split("/")[-1].startswith("messages_") or p == "confusables.py"
                        for p in left), left
