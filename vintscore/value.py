"""`@value`: a frozen slotted dataclass, made for a quick start (the house style: every value is frozen and slotted).

A class decorated with `@value` is what `@dataclass(frozen=True, slots=True)` makes of it:
a dataclass (`fields`, `replace` and `is_dataclass` work on it), slotted, immutable
(assigning or deleting an attribute raises `FrozenInstanceError`), compared and hashed by
its fields of `compare=True`, shown by its fields of `repr=True`, and copied and pickled
like one. Field defaults, `field(init=False, repr=False, compare=False)`, `ClassVar`s and
`__post_init__` work as in a dataclass.

Why not `@dataclass(frozen=True, slots=True)` itself: on Python 3.11 it compiles six
methods for every class (`__init__`, `__repr__`, `__eq__`, `__hash__`, `__setattr__`,
`__delattr__`), ~0.55 ms a class (more in a process just started), and a command
creates some twenty classes before it does anything: ~10 ms of every start, a tenth of
the floor the speed budget is measured against (issue 6, bench/RESULTS.md, fourth run). Here only `__init__` is compiled (it is what makes
instances fast); the other methods are written once below and read each class's fields
through an `operator.attrgetter`.
"""
from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from dataclasses import MISSING, Field, FrozenInstanceError, dataclass, field, fields
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")


# Type checkers see a frozen dataclass: its fields, its __init__'s arguments, no assignment.
@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def value(cls: type[T]) -> type[T]:
    """`cls` as a frozen slotted dataclass (see the module's docstring)."""
    if not cls.__doc__:  # dataclasses would make one with inspect.signature, slowly
        raise TypeError(f"{cls.__name__}: a value class needs a docstring")
    # The class dataclass() makes (slotted: a new class) and this function gives methods
    # and attributes at run time, which no checker follows: Any here. Users of @value see
    # the frozen dataclass that dataclass_transform declares.
    made: Any = dataclass(init=False, repr=False, eq=False, slots=True)(cls)
    all_fields = fields(made)
    for f in all_fields:
        if f.default_factory is not MISSING or f.kw_only:
            raise TypeError(f"{made.__name__}.{f.name}: a value's fields take plain defaults")
    made.__init__ = _init(made, all_fields)
    made._value_key = staticmethod(_getter(f.name for f in all_fields if f.compare))
    made._value_repr = tuple(f.name for f in all_fields if f.repr)
    made._value_all = staticmethod(_getter(f.name for f in all_fields))
    for name, method in _METHODS.items():
        setattr(made, name, method)
    return made


def _getter(names: Iterable[str]) -> Callable[[object], tuple[Any, ...]]:
    """A function from an instance to the tuple of the named attributes."""
    names = tuple(names)
    if len(names) >= 2:
        return attrgetter(*names)  # a tuple already
    if len(names) == 1:
        one = attrgetter(names[0])
        return lambda self: (one(self),)
    return lambda self: ()


def _init(cls: type, all_fields: tuple[Field[Any], ...]) -> Callable[..., None]:
    """`cls.__init__`, compiled as dataclasses compiles a frozen one."""
    params: list[str] = []
    body: list[str] = []
    defaults: dict[str, object] = {}
    for f in all_fields:
        if f.init:
            if f.default is MISSING:
                params.append(f.name)
            else:
                defaults[f"_default_{f.name}"] = f.default
                params.append(f"{f.name}=_default_{f.name}")
            body.append(f"  _set(self, {f.name!r}, {f.name})")
        elif f.default is not MISSING:
            defaults[f"_default_{f.name}"] = f.default
            body.append(f"  _set(self, {f.name!r}, _default_{f.name})")
    if hasattr(cls, "__post_init__"):
        body.append("  self.__post_init__()")
    locals_ = ", ".join(["_set", *defaults])
    source = (f"def _make({locals_}):\n"
              f" def __init__(self, {', '.join(params)}):\n"
              + "\n".join(" " + line for line in body or ["  pass"])
              + "\n return __init__\n")
    namespace: dict[str, Any] = {}
    # the class's module as globals, so that the annotations below resolve (get_type_hints)
    exec(source, sys.modules[cls.__module__].__dict__, namespace)
    init = namespace["_make"](object.__setattr__, **defaults)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__annotations__ = {f.name: f.type for f in all_fields if f.init} | {"return": None}
    return init


def _eq(self, other):
    if other.__class__ is self.__class__:
        return self._value_key(self) == other._value_key(other)
    return NotImplemented


def _hash(self) -> int:
    return hash(self._value_key(self))


def _repr(self) -> str:
    shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._value_repr)
    return f"{self.__class__.__qualname__}({shown})"


def _setattr(self, name, value) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _delattr(self, name) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


def _getstate(self) -> list:
    return list(self._value_all(self))


def _setstate(self, state: list) -> None:
    for f, item in zip(fields(self), state):
        object.__setattr__(self, f.name, item)  # the class is frozen: set as __init__ does


_METHODS = {"__eq__": _eq, "__hash__": _hash, "__repr__": _repr, "__setattr__": _setattr,
            "__delattr__": _delattr, "__getstate__": _getstate, "__setstate__": _setstate}
