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


# A class name two modules define is two things a reader must tell apart. Each game has its
# own forms and values of the same names (DealForm, PassForm, Contract, Reason: each in its
# own folder), and the shared shapes' protocols have the rubber's classes that follow them
# (games/shapes.py's Record, Sheet, Settlement); those stay. The names issue 33 found twice
# (Stats, Played, Kind, Paper, Changed, Log) are one each now, and a new double fails here.
ACCEPTED = {"Checked", "Contract", "DealForm", "Entry", "Evening", "EventKind", "Figures",
            "Line", "PassForm", "Reason", "Record", "Row", "Scoring", "Settlement", "Sheet",
            "Where", "Written"}


def test_no_new_class_name_is_defined_twice():
    import ast
    from collections import defaultdict
    where: dict[str, list[str]] = defaultdict(list)
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef):
                where[node.name].append(path.relative_to(PACKAGE).as_posix())
    twice = {name: places for name, places in where.items() if len(places) > 1}
    assert {"Stats", "Played", "Kind", "Paper", "Changed", "Log"} & set(twice) == set()
    assert set(twice) <= ACCEPTED, {n: twice[n] for n in set(twice) - ACCEPTED}


def test_fold_is_the_replay_role_alone():
    """"fold" named four things (issue 33): casefolding is text.casefolded now, and
    rubber/fold.py and ledger/fold.py are rubber/replay.py and ledger/accounts.py."""
    import vintscore.text
    assert not hasattr(vintscore.text, "fold") and hasattr(vintscore.text, "casefolded")
    assert not [p for p in PACKAGE.rglob("fold.py")]
