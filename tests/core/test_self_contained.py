"""The repository carries its contract (issue 21, point 6): no file of it cites a document
kept outside it, nor reads one.

The rules are the package's rules documents (vintscore/rules/, `vint rules ID`), the
command-line contract is docs/contract.md, the map of the code ARCHITECTURE.md. The notes
the project began from (its design, rules, style and the examples beside them) live
outside the repository, so a clone cannot follow a citation of them, and a test that read
them would fail in a clone anywhere: every file of the repository is searched for their
names and for a path into the folder that holds them.
"""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SEARCHED = ("vintscore", "tests", "docs", "bench", ".ci", "tools", "README.md",
            "ARCHITECTURE.md", "pyproject.toml")
SKIPPED = {"__pycache__", ".hypothesis", ".pytest_cache"}
# Written in parts, so that this file does not name them itself.
NAMES = ("DESIGN", "RULES", "PREFERANS", "BRIDGE", "STYLE")
OUTSIDE = re.compile(
    r"\b(?:" + "|".join(NAMES) + r")\.md\b"  # the documents kept outside
    r"|\.\./" + "shared" + r"\b"  # the folder beside the repository that holds them
    r"|\b" + "shared" + r"/(?:examples|reviews|seeds|tools|hooks)\b"
    r"|(?<![\w/.])examples/(?:README|preferans|bridge)\.md\b"  # its worked examples
    r"|(?<![\w/.])" + "seeds" + "/")  # and the texts the rules were first read from


def files() -> list[Path]:
    found = []
    for name in SEARCHED:
        top = ROOT / name
        if top.is_file():
            found.append(top)
        elif top.is_dir():
            found += [p for p in sorted(top.rglob("*"))
                      if p.is_file() and not SKIPPED & set(p.relative_to(ROOT).parts)]
    return found


def outside_citations(paths: list[Path]) -> list[str]:
    """Each line of `paths` that names a document outside the repository: 'path:line: text'."""
    found = []
    for path in paths:
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:  # a binary file names nothing
            continue
        for number, line in enumerate(text.splitlines(), 1):
            if OUTSIDE.search(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    return found


def test_the_search_finds_what_it_looks_for():
    """The pattern meets each way the old citations were written, and not the repository's
    own paths that look alike (the shipped examples, the rules documents)."""
    met = ["(" + "DESIGN" + ".md, Writing safely)", "RULES" + ".md V5", "PREFERANS" + ".md P4",
           "STYLE" + ".md habit 1", "BRIDGE" + ".md", "../" + "shared/DESIGN",
           "/work/" + "shared" + "/examples/x.json", "(examples/" + "README.md)",
           "seeds" + "/002", "shared" + "/reviews/russian-text"]
    for text in met:
        assert OUTSIDE.search(text), text
    for text in ["vintscore/examples/demo.toml", "vintscore/rules/vint.en.md", "docs/contract.md",
                 "ARCHITECTURE.md", "README.md", "shared core", "hash seeds differ", "seed = 7",
                 "shared helpers", "bench/RESULTS.md"]:
        assert not OUTSIDE.search(text), text


def test_no_file_of_the_repository_cites_a_document_outside_it():
    searched = files()
    assert len(searched) > 100 and ROOT / "docs" / "contract.md" in searched
    assert outside_citations(searched) == []
