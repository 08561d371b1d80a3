"""`@value` makes what `@dataclass(frozen=True, slots=True)` makes (the house style: every value is frozen and slotted).

Each check builds the same class body twice, once with each decorator, and asserts they
behave alike: construction, defaults, equality, hashing, repr, immutability, slots,
`dataclasses.fields`/`replace`, `__post_init__` with an `init=False` field, pickling,
copying and the annotations Hypothesis reads.
"""
from __future__ import annotations

import copy
import dataclasses
import pickle
import subprocess
import sys
import typing
from dataclasses import FrozenInstanceError, dataclass, field
from pathlib import Path

import pytest

from vintscore.cards import Strain
from vintscore.games.vint.model import Contract, Deal, Reason
from vintscore.rubber.sheet import Entry, Seating
from vintscore.value import value

STANDARD = dataclass(frozen=True, slots=True)


def _point(decorate):
    @decorate
    class Point:
        """A point with a label that does not take part in comparisons."""

        x: int
        y: int = 0
        label: str = field(default="", compare=False)
        tag: typing.ClassVar[str] = "point"

        @property
        def norm(self) -> int:
            return abs(self.x) + abs(self.y)
    return Point


def _pair(decorate):
    @decorate
    class Pair:
        """Two sides, and their order derived after __init__ (like model.Seating)."""

        a: tuple
        b: tuple
        order: tuple = field(init=False, repr=False, compare=False)

        def __post_init__(self) -> None:
            object.__setattr__(self, "order", self.a + self.b)
    return Pair


BOTH = pytest.mark.parametrize("decorate", [STANDARD, value], ids=["dataclass", "value"])


@BOTH
def test_construction_defaults_and_class_variables(decorate):
    Point = _point(decorate)
    assert (Point(1).x, Point(1).y, Point(1).label) == (1, 0, "")
    assert Point(1, 2, "a") == Point(x=1, y=2, label="a")
    assert Point(3, -4).norm == 7
    assert Point.tag == "point" and "tag" not in [f.name for f in dataclasses.fields(Point)]
    with pytest.raises(TypeError):
        Point()  # x has no default
    with pytest.raises(TypeError):
        Point(1, 2, "a", "extra")


@BOTH
def test_equality_and_hash_follow_the_compared_fields(decorate):
    Point = _point(decorate)
    assert Point(1, 2, "a") == Point(1, 2, "b")  # label: compare=False
    assert hash(Point(1, 2, "a")) == hash(Point(1, 2, "b"))
    assert Point(1, 2) != Point(2, 1)
    assert len({Point(1, 2), Point(1, 2, "x"), Point(2, 1)}) == 2
    # another class with the same fields is not equal, and neither is a tuple
    assert Point(1, 2) != _point(decorate)(1, 2)
    assert Point(1, 2) != (1, 2)


@BOTH
def test_repr_shows_the_shown_fields(decorate):
    Point, Pair = _point(decorate), _pair(decorate)
    assert repr(Point(1, 2, "a")).endswith("Point(x=1, y=2, label='a')")
    assert repr(Pair((1,), (2,))).endswith("Pair(a=(1,), b=(2,))")  # order: repr=False


@BOTH
def test_frozen_and_slotted(decorate):
    p = _point(decorate)(1, 2)
    with pytest.raises(FrozenInstanceError):
        p.x = 5
    with pytest.raises(FrozenInstanceError):
        del p.x
    # a name that is no field is refused too (Python 3.11's own frozen slotted dataclass
    # says so with a TypeError, from its __setattr__'s super() call on the class before slots)
    with pytest.raises(FrozenInstanceError if decorate is value else TypeError):
        p.other = 1
    assert not hasattr(p, "__dict__")
    assert type(p).__slots__ == ("x", "y", "label")


@BOTH
def test_init_false_field_set_after_init(decorate):
    Pair = _pair(decorate)
    p = Pair((1,), (2, 3))
    assert p.order == (1, 2, 3)
    assert p == Pair((1,), (2, 3))
    assert [f.name for f in dataclasses.fields(Pair) if f.init] == ["a", "b"]


@BOTH
def test_dataclass_functions_work(decorate):
    Point, Pair = _point(decorate), _pair(decorate)
    assert dataclasses.is_dataclass(Point)
    assert dataclasses.replace(Point(1, 2, "a"), y=5) == Point(1, 5)
    assert dataclasses.replace(Point(1, 2, "a"), y=5).label == "a"
    assert dataclasses.asdict(Point(1, 2, "a")) == {"x": 1, "y": 2, "label": "a"}
    assert dataclasses.replace(Pair((1,), (2,)), b=(3,)).order == (1, 3)


@BOTH
def test_pickle_and_copy(decorate):
    Pair = _pair(decorate)
    globals()["Pair"] = Pair  # pickle finds a class by its module and name
    Pair.__qualname__ = "Pair"
    try:
        p = Pair((1,), (2,))
        for twin in (pickle.loads(pickle.dumps(p)), copy.copy(p), copy.deepcopy(p)):
            assert twin == p and twin.order == (1, 2) and twin is not p
    finally:
        del globals()["Pair"]


@BOTH
def test_init_annotations_resolve_for_hypothesis(decorate):
    # st.builds(Deal, ...) fills the arguments it is not given from these
    Point = _point(decorate)
    hints = typing.get_type_hints(Point.__init__)
    assert hints["x"] is int and hints["label"] is str


def test_a_value_needs_a_docstring():
    with pytest.raises(TypeError, match="docstring"):
        @value
        class Bare:
            x: int


def test_a_value_refuses_a_default_factory():
    with pytest.raises(TypeError, match="plain defaults"):
        @value
        class Listed:
            """Mutable defaults have no place in a frozen value."""

            items: tuple = field(default_factory=tuple)


def test_the_game_values_are_frozen_slotted_dataclasses():
    contract = Contract(3, Strain.HEARTS)
    assert contract == Contract(3, Strain.HEARTS) and hash(contract) == hash(Contract(3, Strain.HEARTS))
    assert repr(contract) == "Contract(level=3, strain=<Strain.HEARTS: 'hearts'>)"
    with pytest.raises(FrozenInstanceError):
        contract.level = 4
    entry = Entry(0, 500, Reason.HONOURS)
    assert (entry.below, entry.detail, entry.event, entry.game) == (False, "", 0, 0)
    seating = Seating((("Anna", "Vera"), ("Boris", "Gleb")))
    assert seating.players == ("Anna", "Boris", "Vera", "Gleb")
    deal = Deal(contract, "Anna", 9)
    assert dataclasses.replace(deal, tricks=10).tricks == 10
    assert pickle.loads(pickle.dumps(deal)) == deal


def test_a_type_checker_sees_the_fields_of_a_value(tmp_path):
    """@value declares itself with dataclass_transform (issue 12): mypy flags a Contract
    built with the wrong number of arguments, a string for tricks, and an assignment."""
    import os
    import shutil
    mypy = shutil.which("mypy", path=os.path.dirname(sys.executable))
    if mypy is None:
        pytest.skip("mypy is not installed (pip install -e '.[test]' installs it)")
    snippet = tmp_path / "typed.py"
    snippet.write_text(
        "from vintscore.cards import Strain\n"
        "from vintscore.games.vint.model import Contract, Deal\n"
        "good = Deal(Contract(3, Strain.HEARTS), 'Anna', 9, honours=3, aces=2)\n"
        "short = Contract(3)\n"
        "wrong = Deal(Contract(3, Strain.HEARTS), 'Anna', 'nine')\n"
        "good.tricks = 10\n", encoding="utf-8")
    root = Path(__file__).resolve().parents[2]  # the package as this checkout has it
    out = subprocess.run([mypy, "--no-incremental", "--cache-dir", str(tmp_path / "cache"),
                          str(snippet)], capture_output=True, text=True, cwd=tmp_path,
                         env={**os.environ, "MYPYPATH": str(root)})
    lines = [line for line in out.stdout.splitlines() if ": error:" in line]
    assert [line.split(":")[1] for line in lines] == ["4", "5", "6"], out.stdout
    assert "Missing positional argument" in lines[0] and '"str"' in lines[1], out.stdout
