"""The problems of a session file, each located at its line, and the typed reading of
one table of the file that finds them (docs/contract.md, "Errors": every problem, hledger's layout).

A game's codec reads its tables through `FileTable` (the `Fields` of vintscore/games) and
reports what is wrong with a key by `bad`; nothing stops at the first problem, so
`vint check` can say them all.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from datetime import date, datetime, time
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast

from ..errors import SessionFileError, Text, VintError
from ..games import MISSING
from ..glossary import Msg
from .locate import Locator

if TYPE_CHECKING:
    import tomllib

T = TypeVar("T")

MAX_MAGNITUDE = 10**12  # integers beyond this are typos, and would only slow the arithmetic


_TYPE_WORDS = {
    "str": Msg("storage.type.str"),
    "int": Msg("storage.type.int"),
    "bool": Msg("storage.type.bool"),
    "strs": Msg("storage.type.strs"),
    "datetime": Msg("storage.type.datetime"),
    "date": Msg("storage.type.date"),
}


def fix_hint(path: str) -> Msg:
    if path.startswith("<"):
        return Msg("storage.fix")
    return Msg("storage.fix.backups", backups=Path(path).parent / ".backup")


def in_event(number: int, kind: str, message: Text) -> Msg:
    """A message about event `number` of the file: "event 3 (deal): …"."""
    if kind:
        return Msg("storage.in_event_kind", number=number, kind=kind, message=message)
    return Msg("storage.in_event", number=number, message=message)


def either(names: list[Text]) -> Text:
    """"a deal or a pass or an adjustment" (in Russian the last two joined by "или")."""
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return Msg("storage.or_last", first=names[0], rest=names[1])
    return Msg("storage.or_more", first=names[0], rest=either(names[1:]))


class Problems:
    """The problems found in one file, each located; the locator is built only when needed."""

    def __init__(self, text: str, path: str) -> None:
        self.text = text
        self.path = path
        self.found: list[SessionFileError] = []
        self._locator: Locator | None = None
        # When the file has problems: what could be read of it, so that `vint check` can
        # still check the rest (envelope.Readable, which builds on these: kept untyped
        # here, so that the reader of tables knows nothing of the envelope).
        self.partial: Any = None
        self.fix: Text | None = None  # the hint of a problem that has none of its own

    @property
    def where(self) -> Locator:
        if self._locator is None:
            self._locator = Locator(self.text)
        return self._locator

    def add(self, message: Text, *, line: int | None, key: str = "", hint: Text = "",
            rule: str = "", column: int | None = None) -> None:
        self.found.append(SessionFileError(
            message, path=self.path, line=line, column=column,
            source_line=self.where.source(line), hint=hint or self.fix or fix_hint(self.path),
            rule=rule, key=key))


def show(value: object, depth: int = 0) -> Text:
    """A value as it would be written in the file, shortened, for messages."""
    if isinstance(value, bool):
        text = "true" if value else "false"
    elif isinstance(value, str):
        text = '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    elif isinstance(value, Mapping):
        return Msg("storage.value.table")
    elif isinstance(value, list):
        if depth > 1:
            return "[…]"
        items = [show(v, depth + 1) for v in value[:5]] + (["…"] if len(value) > 5 else [])
        if any(isinstance(item, Msg) for item in items):
            return show_list(items)
        text = "[" + ", ".join(cast("list[str]", items)) + "]"  # no Msg among them: all str
    elif isinstance(value, (datetime, date, time)):
        text = value.isoformat()
    else:
        text = repr(value)
    text = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)
    return text if len(text) <= 60 else text[:59] + "…"


def show_list(items: list[Text]) -> Text:
    """A list holding tables, its words said in the reader's language: [1, a table]."""
    chain = items[-1]
    for item in reversed(items[:-1]):
        chain = Msg("storage.value.items", first=item, rest=chain)
    shown = Msg("storage.value.list", items=chain)
    english = str(shown)
    # Too long to show whole: shortened as other values are (then in English words only).
    return shown if len(english) <= 60 else english[:59] + "…"


def nearest(key: str, choices: tuple[str, ...] | list[str]) -> Text:
    import difflib  # only when a file has a typo

    close = difflib.get_close_matches(key, list(choices), n=1, cutoff=0.6)
    return Msg("storage.did_you_mean", near=close[0]) if close else ""


class FileTable:
    """One table of the file being read: typed access to its keys, problems reported with
    lines (the `Fields` a game's codec reads)."""

    def __init__(self, problems: Problems, data: Mapping[str, Any], *,
                 line_of: Callable[[str], int | None], keys: tuple[str, ...], place: Text,
                 examples: Mapping[str, str], label: str = "", event: int | None = None,
                 kinds: Kinds | None = None) -> None:
        self.problems = problems
        self.data = data
        self.event = event  # the event's number: "event 3 (deal): " before every message
        self.kind = ""  # and its kind, once it is known
        self.kinds = kinds  # the game's kinds of event, to say where a stray key belongs
        self.label = label  # before a key's name in messages: "[rules] "
        self.line_of = line_of  # key -> line (the table's header line when the key is absent)
        self.keys = keys
        self.place = place  # "at the top of the file", "in [rules]", "in a deal"
        self.examples = examples  # how each key is written, for hints
        self.ok = True

    def bad(self, key: str, message: Text, hint: Text = "", rule: str = "") -> None:
        self.ok = False
        if self.event is not None:
            message = in_event(self.event, self.kind, message)
        self.problems.add(message, line=self.line_of(key), key=key, hint=hint, rule=rule)

    def show(self, value: object) -> Text:
        return show(value)

    def nearest(self, word: str, choices: tuple[str, ...] | list[str]) -> Text:
        return nearest(word, choices)

    def example(self, key: str) -> str:
        return self.examples.get(key, "…")

    def unknown_keys(self) -> None:
        if self.data.keys() <= set(self.keys):  # the usual case, told at once
            return
        for key in self.data:
            if key not in self.keys:
                listed = Msg("storage.key.listed", place=self.place, keys=", ".join(self.keys))
                kinds = self.kinds
                if self.kind and kinds is not None and key in kinds.of_key:
                    belongs = Msg("storage.key.belongs",
                                  kinds=either([kinds.names[k] for k in kinds.of_key[key]]),
                                  kind=kinds.names[self.kind])
                    hint = Msg("storage.key.elsewhere", field=key, belongs=belongs, listed=listed)
                elif suggestion := nearest(key, self.keys):
                    hint = Msg("storage.key.listed_near", near=suggestion, listed=listed)
                else:
                    hint = listed
                self.bad(key, Msg("storage.key.unknown", field=key, place=self.place), hint=hint)

    def get(self, key: str, kind: str, *, required: bool = False, default: object = None) -> Any:
        """The value of `key` checked to be of `kind`, `default` if absent, MISSING if bad."""
        value = self.data.get(key, MISSING)
        if value is MISSING:
            if required:
                self.bad(key, Msg("storage.key.missing", field=self.label + key),
                         hint=Msg("storage.key.missing.hint", field=key,
                                  example=self.example(key)))
                return MISSING
            return default
        if value.__class__ is _PLAIN.get(kind) or is_kind(value, kind):
            if kind == "int" and abs(value) > MAX_MAGNITUDE:
                self.bad(key, Msg("storage.key.range", field=self.label + key, value=show(value)),
                         hint=Msg("storage.key.range.hint", field=key,
                                  example=self.examples.get(key, "9")))
                return MISSING
            return value
        self.bad(key, Msg("storage.key.type", field=self.label + key, kind=_TYPE_WORDS[kind],
                          value=show(value)),
                 hint=Msg("storage.key.write", field=key, example=self.example(key)))
        return MISSING


class Kinds:
    """A game's kinds of event: their names for messages and the kinds each key belongs to."""

    def __init__(self, keys: Mapping[str, tuple[str, ...]], names: Mapping[str, Text]) -> None:
        self.keys = keys
        self.names = names
        self.of_key: dict[str, list[str]] = {}
        for kind, kind_keys in keys.items():
            for key in kind_keys:
                self.of_key.setdefault(key, []).append(kind)


_PLAIN = {"str": str, "int": int, "bool": bool}  # the usual values, told at once


def is_kind(value: object, kind: str) -> bool:
    if kind == "str":
        return isinstance(value, str)
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "strs":
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    if kind == "datetime":
        return isinstance(value, datetime)
    if kind == "date":  # a day, as TOML writes it: 2026-10-02 (a datetime is not one)
        return isinstance(value, date) and not isinstance(value, datetime)
    raise AssertionError(kind)


# -- the frame every file's reader shares -----------------------------------------------------

def read_toml(text: str, path: str, body: Callable[[dict[str, Any], Problems], T | None], *,
              fix: Msg | None = None, fix_line: str = "storage.toml.fix_line",
              ) -> tuple[T | None, list[SessionFileError]]:
    """What `body` reads of a file's TOML text (None when it has problems), and every
    problem. A byte-order mark is dropped; `fix` is the hint of a problem with none of its
    own, `fix_line` the message that says how to mend a line TOML cannot read."""
    text = text.removeprefix("\ufeff")
    found = Problems(text, path)
    found.fix = fix
    try:
        data = parse_toml(text, found, fix_line)
        result = body(data, found) if data is not None else None
    except (VintError, MemoryError):
        raise
    except Exception as exc:  # a file must never crash the reader: report it instead
        found.found.clear()
        found.add(Msg("storage.bug.read", error=f"{type(exc).__name__}: {exc}"),
                  line=None, hint=Msg("storage.bug.read.hint", fix=fix or fix_hint(path)))
        return None, found.found
    return (None if found.found else result), found.found


def parse_toml(text: str, found: Problems, fix_line: str = "storage.toml.fix_line",
               ) -> dict[str, Any] | None:
    import tomllib  # here: a long file found in the parse cache is not parsed at all

    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        _syntax_error(exc, text, found, fix_line)
    except RecursionError:
        found.add(Msg("storage.toml.too_deep"), line=None)
    return None


def _syntax_error(exc: tomllib.TOMLDecodeError, text: str, found: Problems,
                  fix_line: str) -> None:
    message = str(exc)
    at = re.search(r"\s*\(at line (\d+), column (\d+)\)\s*$", message)
    if at:
        line, column = int(at.group(1)), int(at.group(2))
    else:  # "(at end of document)"
        lines = text.split("\n")
        line, column = len(lines), len(lines[-1].rstrip("\r")) + 1
    what = re.sub(r"\s*\(at (line \d+, column \d+|end of document)\)\s*$", "", message)
    what = what[:1].lower() + what[1:]
    if what.startswith("invalid value"):
        hint = Msg("storage.toml.quotes")
    elif what.startswith(("cannot declare", "cannot overwrite")):
        hint = Msg("storage.toml.twice")
    elif what.startswith("unterminated string") or what == "illegal character '\\n'":
        hint = Msg("storage.toml.unclosed")
    else:
        hint = Msg("storage.toml.shape")
    # `what` is the TOML reader's own words (English).
    found.add(Msg("storage.toml.invalid", what=what), line=line, column=column,
              hint=Msg(fix_line, hint=hint, line=line))
