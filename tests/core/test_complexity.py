"""No function of vintscore above cyclomatic complexity 25 (issue 21, point 3).

Measured as `radon cc` measures it (radon's own API over every module): a function past the
limit is split into steps named in the game's words, not waved through. Nested functions
are counted apart from the function around them, as radon counts them, and are held to the
same limit.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from radon.complexity import cc_visit
from radon.visitors import Function

PACKAGE = Path(__file__).resolve().parents[2] / "vintscore"
LIMIT = 25  # the top of radon's grade D: E and F are refused


def _functions(blocks: Iterable[object]) -> Iterator[Function]:
    """Every function, method and nested function among radon's blocks (not the classes,
    whose figure is their methods')."""
    for block in blocks:
        if isinstance(block, Function):
            yield block
            yield from _functions(block.closures)


def test_no_function_is_above_the_limit():
    modules = sorted(PACKAGE.rglob("*.py"))
    assert len(modules) > 100  # the package itself, not an empty folder
    offenders = [f"{path.relative_to(PACKAGE.parent)}:{f.lineno} {f.fullname} ({f.complexity})"
                 for path in modules
                 for f in _functions(cc_visit(path.read_text(encoding="utf-8")))
                 if f.complexity > LIMIT]
    assert offenders == [], "above cyclomatic complexity 25 (radon):\n" + "\n".join(offenders)
