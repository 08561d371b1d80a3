"""The import drawing of vintscore has no circle (issue 21, point 5): no module imports,
however late (inside a function) or only for the type checker (under TYPE_CHECKING), a
module that imports it back, through any number of others.

Every `import` and `from … import` of a vintscore module counts. `from . import sub` counts
as importing the submodule `sub`; any other name taken from a package counts as importing
the package (its __init__).
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def modules() -> dict[str, Path]:
    found = {}
    for path in (ROOT / "vintscore").rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            subs = {f"{target}.{a.name}" for a in node.names} & known.keys()
            found |= subs
            if len(subs) < len(node.names):
                found.add(target)
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
    return (found & known.keys()) - {name}


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_no_module_imports_one_that_imports_it_back():
    known = modules()
    edges = {name: imports(name, path, known) for name, path in known.items()}
    assert sum(map(len, edges.values())) > 300  # the drawing was read
    found = circles(edges)
    shown = "\n".join(" ↔ ".join(part) + "\n  " + "\n  ".join(
        f"{a} -> {b}" for a in part for b in sorted(edges[a] & set(part))) for part in found)
    assert not found, shown


def test_the_circle_finder_finds_a_circle():
    """The check can fail: a drawing with a circle through three modules is found."""
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(edges) == [["a", "b", "c"]]
