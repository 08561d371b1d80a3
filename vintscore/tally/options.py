"""A game's rule options declared as data: each key, the values it takes (the first its
default), and the rule it belongs to. From the declaration come the [rules] table read and
written (`read`, `items`), `vint new --rule KEY=VALUE` (`typed`) and the words of a refusal
naming the keys and values there are. The rules themselves are the game's frozen dataclass,
a field an option.

Pure: no I/O. A value is a whole number or a word, as the session file writes it.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields, replace
from typing import Any, TypeVar

from ..errors import InputError
from ..games.shapes import MISSING, Fields
from ..glossary import Msg, Quoted

R = TypeVar("R")


@dataclass(frozen=True)
class Option:
    """One key of [rules]: its values, the first the default (`()`: any whole number from
    `least`, the default `default`), and the id of its rule."""

    key: str
    values: tuple[int | str, ...] = ()
    rule: str = ""
    default: int = 0
    least: int = 1

    @property
    def first(self) -> int | str:
        return self.values[0] if self.values else self.default

    @property
    def kind(self) -> str:
        return "int" if isinstance(self.first, int) else "str"

    def takes(self, value: object) -> bool:
        if not self.values:
            return isinstance(value, int) and not isinstance(value, bool) and value >= self.least
        return value in self.values and type(value) is type(self.first)

    def said(self) -> Msg | str:
        """Its values as a refusal lists them: '5 | 10 | none'; 'a whole number from 1'."""
        if not self.values:
            return Msg("tally.option.from", least=self.least)
        return " | ".join(str(v) for v in self.values)

    def reads(self, text: str) -> int | str | None:
        """The value `text` types ('10' → 10 for a number), or None when it takes none."""
        text = text.strip()
        for value in self.values:
            if str(value) == text:
                return value
        if not self.values and text.isdigit() and int(text) >= self.least:
            return int(text)
        return None


def defaults(cls: type[R], options: Sequence[Option]) -> R:
    """The rules with every option at its default."""
    return cls(**{o.key: o.first for o in options})


def items(rules: Any, options: Sequence[Option]) -> list[tuple[str, object]]:
    """The rules as [rules] writes them, in the declared order."""
    return [(o.key, getattr(rules, o.key)) for o in options]


def read(fields_: Fields, cls: type[R], options: Sequence[Option], hint: Msg) -> R | None:
    """[rules] read: every key there, each value one its option takes (reported on its key,
    naming the values there are, when not)."""
    values: dict[str, Any] = {}
    for o in options:
        value = fields_.get(o.key, o.kind, required=True)
        if value is MISSING:
            continue
        if not o.takes(value):
            fields_.bad(o.key, Msg("tally.option.value", option=o.key, value=fields_.show(value),
                                   values=o.said()), rule=o.rule, hint=hint)
            continue
        values[o.key] = value
    return cls(**values) if fields_.ok else None


def typed(rules: R, texts: Sequence[str], options: Sequence[Option], hint: Msg) -> R:
    """`--rule KEY=VALUE`, each applied in turn; a key or value the game has not is refused,
    naming what there is."""
    by_key = {o.key: o for o in options}
    for text in texts:
        key, sign, value = text.partition("=")
        option = by_key.get(key.strip().lower().replace("-", "_"))
        if option is None or not sign:
            raise InputError(Msg("tally.option.unknown", text=text,
                                 keys=", ".join(by_key)), hint=hint)
        read_ = option.reads(value)
        if read_ is None:
            raise InputError(Msg("tally.option.value", option=option.key,
                                 value=Quoted(repr(value.strip())),
                                 values=option.said()), rule=option.rule, hint=hint)
        rules = replace(rules, **{option.key: read_})  # type: ignore[type-var]
    return rules


def changed(rules: Any, options: Sequence[Option]) -> list[str]:
    """The options away from their defaults, as `key=value` ('barrel_bump=off')."""
    names = {f.name for f in fields(rules)}
    return [f"{o.key}={getattr(rules, o.key)}" for o in options
            if o.key in names and getattr(rules, o.key) != o.first]
