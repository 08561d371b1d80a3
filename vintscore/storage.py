"""Session files on disk: TOML in and out, validated, locked and written atomically.

The only module that touches disk (DESIGN.md "The session file" and "Writing safely").
`tomli_w` (and `filelock`, where there is no flock) are imported inside the functions that need them, so that
commands which only read start fast. Nothing here prints: errors are raised as
`vintscore.errors` values whose messages are glossary Msgs (glossary/messages_storage.py),
and the CLI shows them in the user's language.
"""
from __future__ import annotations

import decimal
import errno
import os
import re
import stat
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import replace
from datetime import date, datetime, time, timedelta, timezone
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import BusyError, InputError, NotationError, SessionFileError, Text, VintError
from .games.vint import notation as vint_notation
from .games.vint import presets
from .games.vint.model import (
    Adjustment,
    AllPass,
    Deal,
    Event,
    Misdeal,
    Rules,
    RulesChange,
    Seat,
    TableMode,
)
from .glossary import Msg
from .names import DUMMY
from .session import Session
from .text import cannot_show
from .value import value

if TYPE_CHECKING:
    import tomllib

    from .games.preferans.model import PrefRules  # loaded with a Preferans session only

SESSION_FORMAT = "vintscore-session"
SCHEMA_VERSION = 1
HEADER = "# vintscore session — comments other than this line are not kept; use note = \"…\""

LOCK_TIMEOUT = 10.0  # seconds a writer waits for another (DESIGN.md, Writing safely)
KEEP_BACKUPS = 20  # previous versions kept per session in .backup/
MAX_NAME = 100  # characters in a session name
MAX_NAME_BYTES = 150  # its UTF-8 bytes: the longest file made from it adds about 60
MAX_MAGNITUDE = 10**12  # integers beyond this are typos, and would only slow the arithmetic

_LANGS = ("en", "ru")
_GAMES = ("vint", "preferans")


# --------------------------------------------------------------------------------------
# The sessions folder and session names


def sessions_dir(environ: Mapping[str, str] = os.environ) -> Path:
    """The sessions folder: $VINTSCORE_DIR, else ./sessions (relative to the working folder)."""
    value = environ.get("VINTSCORE_DIR", "")
    return Path(value).expanduser() if value else Path("sessions")


def check_name(name: str) -> str:
    """A session NAME as a plain file name in the sessions folder; '.toml' is optional."""
    given = name
    name = name.strip()
    if name.casefold().endswith(".toml"):
        name = name[:-len(".toml")]
    hint = Msg("storage.name.hint")
    if not name:
        raise InputError(Msg("storage.name.empty", name=given), hint=hint)
    if name.startswith("."):
        raise InputError(Msg("storage.name.dot", name=given), hint=hint)
    if "/" in name or "\\" in name or os.sep in name or (os.altsep and os.altsep in name):
        raise InputError(Msg("storage.name.slash", name=given), hint=hint)
    if ".." in name:
        raise InputError(Msg("storage.name.dots", name=given), hint=hint)
    # a player's name refuses these too (notation.cannot_show); a file name also line breaks
    # and halves of surrogate pairs
    if cannot_show(name) or any(unicodedata.category(ch) in ("Cs", "Zl", "Zp")
                                         for ch in name):
        raise InputError(Msg("storage.name.control", name=given), hint=hint)
    if len(name) > MAX_NAME or len(name.encode("utf-8")) > MAX_NAME_BYTES:
        # The disk takes 255 bytes a file name, and a backup's temporary name adds ~60.
        raise InputError(Msg("storage.name.long", max_chars=MAX_NAME, max_bytes=MAX_NAME_BYTES,
                             chars=len(name), nbytes=len(name.encode("utf-8"))),
                         hint=Msg("storage.name.long.hint"))
    return name


def session_path(directory: Path, name: str) -> Path:
    """The file of session NAME in the sessions folder."""
    return Path(directory) / f"{check_name(name)}.toml"


def list_sessions(directory: Path) -> list[Path]:
    """The session files of the folder, by name; hidden, temporary, lock and backup files are not sessions."""
    try:
        entries = list(Path(directory).iterdir())
    except OSError:
        return []
    found = [p for p in entries
             if p.suffix == ".toml" and not p.name.startswith(".") and p.is_file()]
    return sorted(found, key=lambda p: p.name)


def current_name(directory: Path) -> str | None:
    """The session named in .current, if it names one."""
    try:
        text = (Path(directory) / ".current").read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    try:
        return check_name(text.strip()) if text.strip() else None
    except InputError:
        return None


def set_current(directory: Path, name: str) -> None:
    """Make NAME the current session (writes .current through a temp file and os.replace)."""
    name = check_name(name)
    directory = Path(directory)
    target = directory / ".current"
    temp = directory / f".current.{os.getpid()}.{os.urandom(4).hex()}.tmp"
    try:
        directory.mkdir(parents=True, exist_ok=True)
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        try:
            _write_all(fd, (name + "\n").encode("utf-8"))
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temp, target)
        _sync_folder(directory)
    except OSError as exc:
        raise VintError(Msg("storage.current.write_failed", target=target, reason=_reason(exc)),
                        hint=Msg("storage.current.write_failed.hint")) from exc
    finally:
        _remove_quietly(temp)


def resolve(name_or_path: str | None, directory: Path) -> Path:
    """The session file meant by --session (a NAME or a path), or the current session."""
    directory = Path(directory)
    if name_or_path is None:
        return _current_path(directory)
    value = name_or_path
    seps = {"/", os.sep} | ({os.altsep} if os.altsep else set())
    has_sep = any(s in value for s in seps)
    if has_sep or value.casefold().endswith(".toml"):
        path = Path(value).expanduser()
        if path.is_file():
            # A path given on purpose may be a link: the session is the file it names, and
            # its lock and backups go beside that file.
            return Path(os.path.realpath(path))
        if not has_sep and (directory / value).is_file():
            return _inside(directory, directory / value)  # 'friday.toml' in the sessions folder
        if path.is_dir():
            raise InputError(Msg("storage.folder", path=value),
                             hint=Msg("storage.folder.hint_or_name"))
        raise InputError(Msg("storage.no_file", path=value), hint=Msg("storage.no_file.hint"))
    name = check_name(value)
    path = directory / f"{name}.toml"
    if path.is_file():
        return _inside(directory, path)
    there = list_sessions(directory)
    known = (Msg("storage.no_session.there", names=", ".join(p.stem for p in there)) if there
             else Msg("storage.no_session.none"))
    raise InputError(Msg("storage.no_session", name=name, directory=directory, known=known),
                     hint=Msg("storage.no_session.hint"))


def _inside(directory: Path, path: Path) -> Path:
    """A session met by its NAME must be a file of the sessions folder, not a link out of it."""
    if os.path.dirname(os.path.realpath(path)) != os.path.realpath(directory):
        raise InputError(Msg("storage.link_out", name=path.stem, target=os.path.realpath(path)),
                         hint=Msg("storage.link_out.hint"))
    return path


def _current_path(directory: Path) -> Path:
    name = current_name(directory)
    if name is not None and (directory / f"{name}.toml").is_file():
        return _inside(directory, directory / f"{name}.toml")
    there = list_sessions(directory)
    if len(there) == 1:
        return _inside(directory, there[0])
    if there:
        detail = Msg("storage.no_current.many", directory=directory, count=len(there),
                     names=", ".join(p.stem for p in there))
    else:
        detail = Msg("storage.no_current.none", directory=directory)
    if name is not None:
        detail = Msg("storage.no_current.gone", name=name, current=directory / ".current",
                     detail=detail)
    raise InputError(Msg("storage.no_current", detail=detail), hint=Msg("storage.no_current.hint"))


# --------------------------------------------------------------------------------------
# Reading: text -> Session


# Each entry turns the TOML table of a file of schema N into one of schema N + 1. Pure
# functions of the dict; version 1 is the first, so there are none yet.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {}


def migrate(data: dict) -> dict:
    """The file's table brought up to SCHEMA_VERSION by the MIGRATIONS, one version at a time."""
    version = data["schema_version"]
    while version < SCHEMA_VERSION:
        data = MIGRATIONS[version](data)
        version = data["schema_version"]
    return data


_TOP_KEYS = ("format", "schema_version", "game", "title", "created", "players", "table",
             "stake", "lang", "rules", "events")

_EVENT_KEYS: dict[str, tuple[str, ...]] = {
    "deal": ("kind", "contract", "declarer", "tricks", "honours", "aces", "coronets",
             "revokes", "first", "partner", "note", "void"),
    "pass": ("kind", "player", "tricks", "note", "void"),
    "adjust": ("kind", "player", "amount", "below", "reason", "note", "void"),
    "misdeal": ("kind", "player", "note", "void"),
    "seat": ("kind", "pairs", "join", "leave", "replace", "note", "void"),
    "rules": ("kind", "preset") + presets.OPTION_NAMES + ("note", "void"),
}
# An event's kind, as in "player belongs to a pass or a misdeal, not to a deal" …
_KIND_NAMES = {"deal": Msg("storage.kind.deal"), "pass": Msg("storage.kind.pass"),
               "adjust": Msg("storage.kind.adjust"), "misdeal": Msg("storage.kind.misdeal"),
               "seat": Msg("storage.kind.seat"), "rules": Msg("storage.kind.rules")}
# … and as a place: "unknown key 'x' in a deal".
_KIND_PLACES = {"deal": Msg("storage.place.deal"), "pass": Msg("storage.place.pass"),
                "adjust": Msg("storage.place.adjust"), "misdeal": Msg("storage.place.misdeal"),
                "seat": Msg("storage.place.seat"), "rules": Msg("storage.place.rules_event")}
_KEY_KINDS: dict[str, list[str]] = {}
for _kind, _keys in _EVENT_KEYS.items():
    for _key in _keys:
        _KEY_KINDS.setdefault(_key, []).append(_kind)
del _kind, _keys, _key

_EXAMPLES = {
    "format": f'"{SESSION_FORMAT}"', "schema_version": str(SCHEMA_VERSION), "game": '"vint"',
    "title": '"Friday at Boris\'s"', "created": "2026-11-30T19:05:00+03:00",
    "players": '["Anna", "Boris", "Vera", "Gleb"]', "table": '"pairs"', "stake": '"1.00"',
    "lang": '"en"', "preset": '"classic"', "kind": '"deal"', "contract": '"3H"',
    "declarer": '"Anna"', "tricks": "9", "honours": "3", "aces": "2",
    "coronets": '["Vera:H:4"]', "revokes": '["Boris"]', "first": '"Anna"',
    "note": '"…"', "void": "true", "player": '"Boris"', "amount": "-500",
    "below": "false", "reason": '"house rule"', "partner": '"Vera"',
    "pairs": '["Anna+Vera", "Boris+Gleb"]', "join": '["Dmitri"]', "leave": '["Gleb"]',
    "replace": '["Gleb=Dmitri"]',
}



def _plain(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    return f'"{getattr(value, "value", value)}"'


_EXAMPLES.update({key: _plain(getattr(presets.CLASSIC, key)) for key in presets.OPTION_NAMES})

_TYPE_WORDS = {
    "str": Msg("storage.type.str"),
    "int": Msg("storage.type.int"),
    "bool": Msg("storage.type.bool"),
    "strs": Msg("storage.type.strs"),
    "datetime": Msg("storage.type.datetime"),
}


class _Where:
    """The lines of one table of the file: its header and its keys."""

    __slots__ = ("line", "keys")

    def __init__(self, line: int | None) -> None:
        self.line = line
        self.keys: dict[str, int] = {}

    def of(self, key: str) -> int | None:
        return self.keys.get(key, self.line)


# Patterns of the error locator and the comment scan, compiled where they are used (re
# keeps what it compiled): a file that reads without a problem never needs them.
_TABLE_HEADER = r"\s*(\[\[?)\s*(.*?)\s*\]\]?\s*(?:#.*)?\r?"
_KEY_START = r"""\s*([A-Za-z0-9_-]+|"(?:[^"\\\n]|\\.)*"|'[^'\n]*')\s*[.=]"""


def _unquote(part: str) -> str:
    part = part.strip()
    if len(part) >= 2 and part[0] == part[-1] and part[0] in "\"'":
        return part[1:-1]
    return part


class _Locator:
    """Where keys and tables are in a file's text, for error locations (a light TOML scan)."""

    def __init__(self, text: str) -> None:
        self.lines = text.split("\n")
        _, inside_string = _scan(text)
        self.top = _Where(None)
        self.tables: dict[str, _Where] = {}
        self.events: list[_Where] = []
        current = self.top
        table_header, key_start = re.compile(_TABLE_HEADER), re.compile(_KEY_START)
        for number, raw in enumerate(self.lines, 1):
            if inside_string[number - 1]:
                continue
            header = table_header.fullmatch(raw) if raw.lstrip().startswith("[") else None
            if header:
                name = ".".join(_unquote(p) for p in header.group(2).split("."))
                current = _Where(number)
                if header.group(1) == "[[" and name == "events":
                    self.events.append(current)
                else:
                    self.tables.setdefault(name, current)
                self.top.keys.setdefault(name.split(".")[0], number)
                continue
            key = key_start.match(raw)
            if key:
                current.keys.setdefault(_unquote(key.group(1)), number)

    def source(self, line: int | None) -> str | None:
        if line is None or not 1 <= line <= len(self.lines):
            return None
        text = self.lines[line - 1].rstrip("\r")
        return text if len(text) <= 300 else text[:300] + "…"

    def event(self, number: int, key: str = "") -> int | None:
        if 1 <= number <= len(self.events):
            return self.events[number - 1].of(key)
        return self.top.keys.get("events")

    def table(self, name: str, key: str = "") -> int | None:
        where = self.tables.get(name)
        if where is None:
            return self.top.keys.get(name)
        return where.of(key)


def _fix_hint(path: str) -> Msg:
    if path.startswith("<"):
        return Msg("storage.fix")
    return Msg("storage.fix.backups", backups=Path(path).parent / ".backup")


def _in_event(number: int, kind: str, message: Text) -> Msg:
    """A message about event `number` of the file: "event 3 (deal): …"."""
    if kind:
        return Msg("storage.in_event_kind", number=number, kind=kind, message=message)
    return Msg("storage.in_event", number=number, message=message)


def _either(names: list[Msg]) -> Text:
    """"a deal or a pass or an adjustment" (in Russian the last two joined by "или")."""
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return Msg("storage.or_last", first=names[0], rest=names[1])
    return Msg("storage.or_more", first=names[0], rest=_either(names[1:]))


class _Problems:
    """The problems found in one file, each located; the locator is built only when needed."""

    def __init__(self, text: str, path: str) -> None:
        self.text = text
        self.path = path
        self.found: list[SessionFileError] = []
        self._locator: _Locator | None = None
        # When only some events could not be read: the session with each of them
        # replaced by a void placeholder, so `vint check` can still replay the rest.
        self.partial: Session | None = None

    @property
    def where(self) -> _Locator:
        if self._locator is None:
            self._locator = _Locator(self.text)
        return self._locator

    def add(self, message: Text, *, line: int | None, key: str = "", hint: Text = "",
            rule: str = "", column: int | None = None) -> None:
        self.found.append(SessionFileError(
            message, path=self.path, line=line, column=column,
            source_line=self.where.source(line), hint=hint or _fix_hint(self.path),
            rule=rule, key=key))


def _show(value: object, depth: int = 0) -> Text:
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
        items = [_show(v, depth + 1) for v in value[:5]] + (["…"] if len(value) > 5 else [])
        if any(isinstance(item, Msg) for item in items):
            return _show_list(items)
        text = "[" + ", ".join(items) + "]"
    elif isinstance(value, (datetime, date, time)):
        text = value.isoformat()
    else:
        text = repr(value)
    text = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)
    return text if len(text) <= 60 else text[:59] + "…"


def _show_list(items: list[Text]) -> Text:
    """A list holding tables, its words said in the reader's language: [1, a table]."""
    chain = items[-1]
    for item in reversed(items[:-1]):
        chain = Msg("storage.value.items", first=item, rest=chain)
    shown = Msg("storage.value.list", items=chain)
    english = str(shown)
    # Too long to show whole: shortened as other values are (then in English words only).
    return shown if len(english) <= 60 else english[:59] + "…"


def _nearest(key: str, choices: tuple[str, ...] | list[str]) -> Text:
    import difflib  # only when a file has a typo

    close = difflib.get_close_matches(key, list(choices), n=1, cutoff=0.6)
    return Msg("storage.did_you_mean", near=close[0]) if close else ""


_MISSING = object()


class _Table:
    """One table of the file being read: typed access to its keys, problems reported with lines."""

    def __init__(self, problems: _Problems, data: Mapping, *, line_of: Callable,
                 keys: tuple[str, ...], place: Msg, label: str = "",
                 event: int | None = None) -> None:
        self.problems = problems
        self.data = data
        self.event = event  # the event's number: "event 3 (deal): " before every message
        self.kind = ""  # and its kind, once it is known
        self.label = label  # before a key's name in messages: "[rules] "
        self.line_of = line_of  # key -> line (the table's header line when the key is absent)
        self.keys = keys
        self.place = place  # "at the top of the file", "in [rules]", "in a deal"
        self.ok = True

    def bad(self, key: str, message: Text, hint: Text = "", rule: str = "") -> None:
        self.ok = False
        if self.event is not None:
            message = _in_event(self.event, self.kind, message)
        self.problems.add(message, line=self.line_of(key), key=key, hint=hint, rule=rule)

    def unknown_keys(self) -> None:
        for key in self.data:
            if key not in self.keys:
                listed = Msg("storage.key.listed", place=self.place, keys=", ".join(self.keys))
                if self.kind and key in _KEY_KINDS:
                    belongs = Msg("storage.key.belongs",
                                  kinds=_either([_KIND_NAMES[k] for k in _KEY_KINDS[key]]),
                                  kind=_KIND_NAMES[self.kind])
                    hint = Msg("storage.key.elsewhere", field=key, belongs=belongs, listed=listed)
                elif suggestion := _nearest(key, self.keys):
                    hint = Msg("storage.key.listed_near", near=suggestion, listed=listed)
                else:
                    hint = listed
                self.bad(key, Msg("storage.key.unknown", field=key, place=self.place), hint=hint)

    def get(self, key: str, kind: str, *, required: bool = False, default: object = None) -> object:
        """The value of `key` checked to be of `kind`, `default` if absent, _MISSING if bad."""
        if key not in self.data:
            if required:
                self.bad(key, Msg("storage.key.missing", field=self.label + key),
                         hint=Msg("storage.key.missing.hint", field=key,
                                  example=_EXAMPLES.get(key, "…")))
                return _MISSING
            return default
        value = self.data[key]
        if _is_kind(value, kind):
            if kind == "int" and abs(value) > MAX_MAGNITUDE:
                self.bad(key, Msg("storage.key.range", field=self.label + key, value=_show(value)),
                         hint=Msg("storage.key.range.hint", field=key,
                                  example=_EXAMPLES.get(key, "9")))
                return _MISSING
            return value
        self.bad(key, Msg("storage.key.type", field=self.label + key, kind=_TYPE_WORDS[kind],
                          value=_show(value)),
                 hint=Msg("storage.key.write", field=key, example=_EXAMPLES.get(key, "…")))
        return _MISSING


def _is_kind(value: object, kind: str) -> bool:
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
    raise AssertionError(kind)


def problems(text: str, path: str = "<session>") -> list[SessionFileError]:
    """Every problem of a session file's text, in file order (empty when it is valid)."""
    return _read_text(text, path)[1]


def parse(text: str, path: str = "<session>") -> Session:
    """The session in a file's text; the first problem is raised as SessionFileError."""
    session, found = _read_text(text, path)
    if found:
        raise found[0]
    assert session is not None
    return session


def _read_text(text: str, path: str) -> tuple[Session | None, list[SessionFileError]]:
    text = text.removeprefix("\ufeff")
    found = _Problems(text, path)
    try:
        session = _read_document(text, found)
    except (VintError, MemoryError):
        raise
    except Exception as exc:  # a file must never crash the reader: report it instead
        found.found.clear()
        found.add(Msg("storage.bug.read", error=f"{type(exc).__name__}: {exc}"),
                  line=None, hint=Msg("storage.bug.read.hint", fix=_fix_hint(path)))
        return None, found.found
    return (None if found.found else session), found.found


def _syntax_error(exc: tomllib.TOMLDecodeError, text: str, found: _Problems) -> None:
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
              hint=Msg("storage.toml.fix_line", hint=hint, line=line))


def _read_document(text: str, found: _Problems) -> Session | None:
    import tomllib  # here: a long file found in the parse cache is not parsed at all

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        _syntax_error(exc, text, found)
        return None
    except RecursionError:
        found.add(Msg("storage.toml.too_deep"), line=None)
        return None
    if not data:
        found.add(Msg("storage.file.empty"), line=None, hint=Msg("storage.file.empty.hint"))
        return None

    top = _Table(found, data, line_of=lambda k: found.where.top.keys.get(k),
                 keys=_TOP_KEYS, place=Msg("storage.place.top"))
    if "format" not in data:
        found.add(Msg("storage.format.missing", format=SESSION_FORMAT), line=None, key="format",
                  hint=Msg("storage.format.missing.hint", format=SESSION_FORMAT))
        return None
    if data["format"] != SESSION_FORMAT:
        top.bad("format", Msg("storage.format.wrong", value=_show(data["format"])),
                hint=Msg("storage.format.wrong.hint", format=SESSION_FORMAT))
        return None
    version = top.get("schema_version", "int", required=True)
    if version is _MISSING:
        return None
    if version > SCHEMA_VERSION:
        top.bad("schema_version",
                Msg("storage.schema.newer", version=version, supported=SCHEMA_VERSION),
                hint=Msg("storage.schema.newer.hint"))
        return None
    if version < 1 or (version < SCHEMA_VERSION and version not in MIGRATIONS):
        top.bad("schema_version", Msg("storage.schema.unknown", version=version),
                hint=Msg("storage.schema.unknown.hint", latest=SCHEMA_VERSION))
        return None
    data = migrate(dict(data))
    top.data = data

    game = top.get("game", "str", default="vint")
    if game is not _MISSING and game not in _GAMES:
        top.bad("game", Msg("storage.game.other", value=_show(game)),
                hint=Msg("storage.game.other.hint"))
        return None
    top.unknown_keys()

    title = top.get("title", "str", default="")
    created = top.get("created", "datetime", required=True)
    table = _read_table_mode(top)
    preferans = game == "preferans"
    players = _read_players(top, None if preferans else table)
    if preferans and players is not None and not 3 <= len(players) <= 4:
        top.bad("players", Msg("storage.pref.players", count=len(players)),
                hint=Msg("storage.pref.players.hint"), rule="P1")
    stake = _read_stake(top)
    lang = top.get("lang", "str", default="en")
    if lang is not _MISSING and lang not in _LANGS:
        top.bad("lang", Msg("storage.lang.bad", value=_show(lang)), hint=Msg("storage.lang.bad.hint"))
    rules = _read_pref_rules(data, found) if preferans else _read_rules(data, found)
    before_events = len(found.found)
    readable: list[Event | None] = []
    events = _read_events(data, found, readable, "preferans" if preferans else "vint")
    if found.found:
        if before_events == 0 and readable:
            found.partial = Session(title=title, created=created, players=players, rules=rules,
                                    events=tuple(e or PLACEHOLDER for e in readable),
                                    table=table, stake=stake, lang=lang, game=game)
        return None
    return Session(title=title, created=created, players=players, rules=rules, events=events,
                   table=table, stake=stake, lang=lang, game=game)


def _read_table_mode(top: _Table) -> TableMode | None:
    value = top.get("table", "str", default=TableMode.PAIRS.value)
    if value is _MISSING:
        return None
    try:
        return TableMode(value)
    except ValueError:
        choices = ", ".join(m.value for m in TableMode)
        top.bad("table", Msg("storage.table.bad", choices=choices, value=_show(value)),
                hint=Msg("storage.table.bad.hint", pairs=TableMode.PAIRS.value))
        return None


def _fold(name: str) -> str:
    # The same folding as notation.resolve_player, so two players it could not tell apart are refused.
    return " ".join(name.casefold().replace("ё", "е").split())


def _read_players(top: _Table, table: TableMode | None) -> tuple[str, ...] | None:
    players = top.get("players", "strs", required=True)
    if players is _MISSING:
        return None
    ok = True
    hint_names = Msg("storage.players.hint")
    for name in players:
        if not name.strip():
            top.bad("players", Msg("storage.players.empty", name=_show(name)), hint=hint_names)
            ok = False
        elif "," in name or ":" in name:
            top.bad("players", Msg("storage.players.separator", name=_show(name)),
                    hint=hint_names)
            ok = False
        elif cannot_show(name):
            # They would reach the terminal as commands, not letters (or reorder the line).
            top.bad("players", Msg("storage.players.control", name=_show(name)),
                    hint=hint_names)
            ok = False
    seen: dict[str, str] = {}
    for name in players:
        other = seen.setdefault(_fold(name), name)
        if other is not name and name.strip():
            top.bad("players", Msg("storage.players.same", first=_show(other), second=_show(name)),
                    hint=Msg("storage.players.same.hint"))
            ok = False
    if table is not None:
        low, high = table.sizes
        if not low <= len(players) <= high:
            shown = _show(players)
            if low == high:
                message = Msg("storage.players.count", table=table.value, low=low,
                              count=len(players), players=shown)
            else:
                message = Msg("storage.players.count_range", table=table.value, low=low,
                              high=high, count=len(players), players=shown)
            top.bad("players", message,
                    hint=Msg("storage.players.count.hint", example=_EXAMPLES["players"]),
                    rule="V12")
            ok = False
    for name in players:
        if _fold(name) == DUMMY or _fold(name).startswith(DUMMY + "-"):
            top.bad("players", Msg("storage.players.dummy", name=_show(name)),
                    hint=Msg("storage.players.dummy.hint"), rule="V12")
            ok = False
    return tuple(players) if ok else None


_STAKE = re.compile(r"[0-9]{1,12}(\.[0-9]{1,12})?")
_WIDE = decimal.Context(prec=60)


def _canonical_stake(stake: Decimal) -> Decimal:
    """The stake with at least two decimals and no other trailing zeros: 0.5 -> 0.50, 2 -> 2.00."""
    try:
        if stake.is_finite() and stake == 0:
            return Decimal("0.00")
        wide = stake.normalize(_WIDE)
        if wide.is_finite() and wide.as_tuple().exponent > -2:
            wide = wide.quantize(Decimal("0.01"), context=_WIDE)
        return wide
    except decimal.DecimalException:  # too many digits: written as it is, and refused on reading
        return stake


def _read_stake(top: _Table) -> Decimal | None:
    text = top.get("stake", "str", default="1.00")
    if text is _MISSING:
        return None
    if not _STAKE.fullmatch(text):
        hint = Msg("storage.stake.hint")
        if text.strip().startswith("-"):
            top.bad("stake", Msg("storage.stake.negative", value=_show(text)), hint=hint)
        else:
            top.bad("stake", Msg("storage.stake.bad", value=_show(text)), hint=hint)
        return None
    return _canonical_stake(Decimal(text))


def _option_kind(key: str) -> str:
    value = getattr(presets.CLASSIC, key)
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int"
    return "str"


def _read_rules(data: Mapping, found: _Problems) -> Rules | None:
    top_line = lambda k: found.where.top.keys.get(k)  # noqa: E731
    if "rules" not in data:
        found.add(Msg("storage.rules.missing"), line=None, key="rules",
                  hint=Msg("storage.rules.missing.hint"))
        return None
    raw = data["rules"]
    if not isinstance(raw, Mapping):
        found.add(Msg("storage.rules.not_table", value=_show(raw)), line=top_line("rules"),
                  key="rules", hint=Msg("storage.rules.not_table.hint"))
        return None
    keys = ("preset",) + presets.OPTION_NAMES
    t = _Table(found, raw, label="[rules] ", line_of=lambda k: found.where.table("rules", k),
               keys=keys, place=Msg("storage.place.rules"))
    t.unknown_keys()
    return _rules_of(t, raw)


def _rules_of(t: _Table, raw: Mapping) -> Rules | None:
    """A preset and its options, read from [rules] or from a "rules" event (V13)."""
    name = t.get("preset", "str", required=True)
    if name is _MISSING:
        return None
    base = presets.PRESETS.get(name)
    if base is None:
        t.bad("preset", Msg("storage.rules.no_preset", value=_show(name)),
              hint=Msg("storage.rules.no_preset.hint", near=_nearest(name, list(presets.PRESETS)),
                       presets=", ".join(presets.PRESETS)),
              rule="V13")
        return None
    values: dict[str, object] = {}
    for key in presets.OPTION_NAMES:
        if key not in raw:
            continue
        kind = _option_kind(key)
        if kind == "int" and isinstance(raw[key], int) and not isinstance(raw[key], bool):
            value = raw[key]  # its range is checked by option_value below
        else:
            value = t.get(key, kind)
            if value is _MISSING:
                continue
        try:
            values[key] = presets.option_value(key, value)
        except InputError as exc:
            t.bad(key, exc.msg,
                  hint=exc.hint_msg or Msg("storage.key.write", field=key, example=_EXAMPLES[key]),
                  rule=exc.rule)
    if not t.ok:
        return None
    return replace(base, **values)


# Stands, in a partial session, for an event that could not be read (never written).
PLACEHOLDER = AllPass(note="unreadable", void=True)


def _read_events(data: Mapping, found: _Problems, readable: list[Event | None] | None = None,
                 game: str = "vint") -> tuple[Event, ...] | None:
    if "events" not in data:
        return ()
    raw = data["events"]
    if not isinstance(raw, list):
        found.add(Msg("storage.events.not_tables", value=_show(raw)),
                  line=found.where.top.keys.get("events"), key="events",
                  hint=Msg("storage.events.hint"))
        return None
    events: list[Event] = []
    ok = True
    for number, item in enumerate(raw, 1):
        event = _read_event(number, item, found, game)
        if readable is not None:
            readable.append(event)
        ok = ok and event is not None
        if event is not None:
            events.append(event)
    return tuple(events) if ok else None


def _read_event(number: int, item: object, found: _Problems, game: str = "vint") -> Event | None:
    line_of = lambda k: found.where.event(number, k)  # noqa: E731
    if not isinstance(item, Mapping):
        found.add(Msg("storage.event.not_table", number=number, value=_show(item)),
                  line=line_of(""), key="events", hint=Msg("storage.events.hint"))
        return None
    keys_of = _PREF_EVENT_KEYS if game == "preferans" else _EVENT_KEYS
    kinds = tuple(keys_of)
    t = _Table(found, item, event=number, line_of=line_of, keys=("kind",),
               place=Msg("storage.place.event"))
    kind = t.get("kind", "str", required=True)
    if kind is _MISSING:
        return None
    if kind not in keys_of:
        t.bad("kind", Msg("storage.event.kind", kinds=", ".join(kinds), value=_show(kind)),
              hint=Msg("storage.event.kind.hint", near=_nearest(kind, kinds)))
        return None
    t.kind = kind
    t.keys = keys_of[kind]
    t.place = _KIND_PLACES[kind]
    if game == "preferans":
        t.unknown_keys()
        event = _read_pref_event(t, kind)
        return event if t.ok else None
    t.unknown_keys()  # a key of another kind is named so: "player belongs to a pass or …"
    note = t.get("note", "str", default="")
    void = t.get("void", "bool", default=False)
    if kind == "deal":
        event = _read_deal(t, note, void)
    elif kind == "pass":
        player = t.get("player", "str")
        tricks = t.get("tricks", "int")
        event = AllPass(player=player, tricks=tricks, note=note, void=void)
    elif kind == "adjust":
        player = t.get("player", "str", required=True)
        amount = t.get("amount", "int", required=True)
        below = t.get("below", "bool", default=False)
        reason = t.get("reason", "str", default="")
        event = Adjustment(player=player, amount=amount, below=below, reason=reason, note=note,
                           void=void)
    elif kind == "misdeal":
        player = t.get("player", "str", required=True)
        event = Misdeal(player=player, note=note, void=void)
    elif kind == "rules":
        rules = _rules_of(t, t.data)
        event = RulesChange(rules, note=note, void=void) if rules is not None else None
    else:
        event = _read_seat(t, note, void)
    return event if t.ok else None


def _split_pairs(t: _Table, key: str, texts: object, sep: str) -> tuple[tuple[str, str], ...]:
    """["Anna+Vera", …] or ["Gleb=Dmitri", …]: each text two names around `sep`."""
    if texts is _MISSING:
        return ()
    out = []
    for text in texts:
        parts = [p.strip() for p in text.split(sep)]
        if len(parts) != 2 or not all(parts):
            t.bad(key, Msg("storage.seat.twos", field=key, example=_EXAMPLES[key], value=_show(text)),
                  hint=Msg("storage.key.write", field=key, example=_EXAMPLES[key]), rule="V12")
            return ()
        out.append((parts[0], parts[1]))
    return tuple(out)


def _read_seat(t: _Table, note: object, void: object) -> Seat | None:
    pairs = _split_pairs(t, "pairs", t.get("pairs", "strs", default=[]), "+")
    join = t.get("join", "strs", default=[])
    leave = t.get("leave", "strs", default=[])
    replaced = _split_pairs(t, "replace", t.get("replace", "strs", default=[]), "=")
    if not t.ok:
        return None
    if not (pairs or join or leave or replaced):
        t.bad("kind", Msg("storage.seat.empty"), hint=Msg("storage.seat.empty.hint"), rule="V12")
        return None
    return Seat(pairs=pairs, join=tuple(join), leave=tuple(leave), replace=replaced, note=note,
                void=void)


def _read_deal(t: _Table, note: object, void: object) -> Deal | None:
    contract = t.get("contract", "str", required=True)
    if contract is not _MISSING:
        try:
            contract = vint_notation.parse_contract(contract)
        except NotationError as exc:
            t.bad("contract", exc.msg, hint=Msg("storage.deal.contract.hint"), rule=exc.rule)
    declarer = t.get("declarer", "str", required=True)
    tricks = t.get("tricks", "int", required=True)
    honours = t.get("honours", "int")
    aces = t.get("aces", "int")
    coronet_texts = t.get("coronets", "strs", default=[])
    coronets = []
    if coronet_texts is not _MISSING:
        for text in coronet_texts:
            try:
                coronets.append(vint_notation.parse_coronet(text))
            except NotationError as exc:
                t.bad("coronets", exc.msg, hint=Msg("storage.deal.coronets.hint"), rule=exc.rule)
    revokes = t.get("revokes", "strs", default=[])
    first = t.get("first", "str")
    partner = t.get("partner", "str")
    if not t.ok:
        return None
    return Deal(contract=contract, declarer=declarer, tricks=tricks, honours=honours, aces=aces,
                coronets=tuple(coronets), revokes=tuple(revokes), first=first, partner=partner,
                note=note, void=void)


# --------------------------------------------------------------------------------------
# Writing: Session -> text


# Preferans (PREFERANS.md P1, P9): the same file, with the game's own rules and events.

_PREF_EVENT_KEYS: dict[str, tuple[str, ...]] = {
    "deal": ("kind", "contract", "declarer", "tricks", "whist", "pass", "half", "without_three",
             "note", "void"),
    "pass": ("kind", "tricks", "note", "void"),
    "adjust": ("kind", "player", "pool", "mountain", "vists_on", "reason", "note", "void"),
}


def _read_pref_rules(data: Mapping, found: _Problems) -> PrefRules | None:
    from .games.preferans import scoring as preferans
    if not isinstance(data.get("rules"), Mapping):
        found.add(Msg("storage.rules.missing"), line=None, key="rules",
                  hint=Msg("storage.pref.rules.hint"))
        return None
    raw = data["rules"]
    t = _Table(found, raw, label="[rules] ", line_of=lambda k: found.where.table("rules", k),
               keys=("convention",) + preferans.OPTION_NAMES, place=Msg("storage.place.rules"))
    t.unknown_keys()
    name = t.get("convention", "str", required=True)
    if name is _MISSING:
        return None
    base = preferans.PRESETS.get(name)
    if base is None:
        t.bad("convention", Msg("storage.pref.convention", value=_show(name)),
              hint=Msg("storage.pref.convention.hint", names=", ".join(preferans.PRESETS)),
              rule="P9")
        return None
    values = {}
    for key in preferans.OPTION_NAMES:
        if key not in raw:
            continue
        value = raw[key]
        kind = type(getattr(base, key))
        if kind is bool and not isinstance(value, bool) or kind is int and (
                isinstance(value, bool) or not isinstance(value, int)) or kind is str and (
                not isinstance(value, str)):
            t.bad(key, Msg("storage.pref.option.type", field=key, value=_show(value)),
                  hint=Msg("storage.key.write", field=key,
                           example=_value_text(getattr(base, key))), rule="P9")
            continue
        try:
            values[key] = preferans.option_value(key, value)
        except InputError as exc:
            t.bad(key, exc.msg, hint=exc.hint_msg or Msg("storage.key.write", field=key,
                                                          example=_value_text(getattr(base, key))),
                  rule="P9")
    return replace(base, **values) if t.ok else None


def _named_counts(t: _Table, key: str, texts: object, *, counts: bool) -> tuple | None:
    """["Boris=3", "Vera"] -> (("Boris", 3), ("Vera", None)); counts required if `counts`."""
    if texts is _MISSING:
        return None
    out = []
    for text in texts:
        name, sep, number = text.partition("=")
        name, number = name.strip(), number.strip()
        vists = key == "vists_on"
        from .games.preferans import notation as pref_notation
        pattern = pref_notation.VISTS_NUMBER if vists else pref_notation.TRICKS_NUMBER
        if not name or (sep and not re.fullmatch(pattern, number)) or (counts and not sep):
            what = "storage.pref.named_vists" if vists else "storage.pref.named"
            t.bad(key, Msg(what, field=key, value=_show(text)),
                  hint=Msg(what + ".hint", field=key), rule="P1")
            return None
        out.append((name, int(number) if sep else None))
    return tuple(out)


def _read_pref_event(t: _Table, kind: str) -> Event | None:
    from .games.preferans.model import PrefDeal, PrefManual, PrefPass
    note = t.get("note", "str", default="")
    void = t.get("void", "bool", default=False)
    if kind == "pass":
        tricks = _named_counts(t, "tricks", t.get("tricks", "strs", required=True), counts=True)
        return PrefPass(tricks, note, void) if tricks is not None and t.ok else None
    if kind == "adjust":
        player = t.get("player", "str", required=True)
        pool = t.get("pool", "int", default=0)
        mountain = t.get("mountain", "int", default=0)
        vists = _named_counts(t, "vists_on", t.get("vists_on", "strs", default=[]), counts=True)
        reason = t.get("reason", "str", default="")
        if not t.ok:
            return None
        return PrefManual(player, pool, mountain, vists, reason, note, void)
    contract_text = t.get("contract", "str", required=True)
    contract = None
    if contract_text is not _MISSING:
        try:
            from .games.preferans import notation as pref_notation
            contract = pref_notation.parse_pref_contract(contract_text)
        except NotationError as exc:
            t.bad("contract", exc.msg, hint=exc.hint_msg, rule=exc.rule)
    declarer = t.get("declarer", "str", required=True)
    tricks = t.get("tricks", "int")
    whists = _named_counts(t, "whist", t.get("whist", "strs", default=[]), counts=False)
    passes = _named_counts(t, "pass", t.get("pass", "strs", default=[]), counts=False)
    half = t.get("half", "str")
    without_three = t.get("without_three", "bool", default=False)
    if not t.ok:
        return None
    return PrefDeal(contract, declarer, tricks, whists or (), passes or (), half, without_three,
                    note, void)


def _pref_event_items(event: Event) -> list[tuple[str, object]]:
    from .games.preferans.model import PrefDeal, PrefManual, PrefPass

    def named(pairs) -> list[str]:
        return [p if n is None else f"{p}={n}" for p, n in pairs]

    if isinstance(event, PrefDeal):
        from .games.preferans import notation as pref_notation
        items = [("kind", "deal"), ("contract", pref_notation.format_pref_contract(event.contract)),
                 ("declarer", event.declarer), ("tricks", event.tricks),
                 ("whist", named(event.whists)), ("pass", named(event.passes)),
                 ("half", event.half), ("without_three", event.without_three or None)]
    elif isinstance(event, PrefPass):
        items = [("kind", "pass"), ("tricks", named(event.tricks))]
    elif isinstance(event, PrefManual):
        items = [("kind", "adjust"), ("player", event.player), ("pool", event.pool or None),
                 ("mountain", event.mountain or None), ("vists_on", named(event.vists_on)),
                 ("reason", event.reason)]
    else:
        raise VintError(Msg("storage.bug.event_type", type=type(event).__name__),
                        hint=Msg("storage.bug.hint"))
    items += [("note", event.note), ("void", event.void)]
    return [(k, v) for k, v in items
            if v is not None and v != [] and not (k == "note" and v == "")
            and not (k == "void" and v is False)]


def _literal(value: object) -> str:
    """One TOML value as tomli_w writes it (strings escaped as TOML needs)."""
    if isinstance(value, str) and value.isprintable() and '"' not in value and "\\" not in value:
        return f'"{value}"'  # nothing to escape: what tomli_w would write, without its cost
    import tomli_w

    return tomli_w.dumps({"v": value})[len("v = "):-1]


def _option_text(value: object) -> object:
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value
    return getattr(value, "value", value)  # enums as their lower-case value


def _value_text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, datetime):
        return value.isoformat()  # 2026-11-30T19:05:00+03:00, as in DESIGN.md
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_value_text(v) for v in value) + "]"
    return _literal(value)


def _event_items(event: Event) -> list[tuple[str, object]]:
    if isinstance(event, Deal):
        items: list[tuple[str, object]] = [
            ("kind", "deal"), ("contract", vint_notation.format_contract(event.contract)),
            ("declarer", event.declarer), ("tricks", event.tricks), ("honours", event.honours),
            ("aces", event.aces),
            ("coronets", [vint_notation.format_coronet(c) for c in event.coronets]),
            ("revokes", list(event.revokes)), ("first", event.first),
            ("partner", event.partner)]
    elif isinstance(event, AllPass):
        items = [("kind", "pass"), ("player", event.player), ("tricks", event.tricks)]
    elif isinstance(event, Adjustment):
        items = [("kind", "adjust"), ("player", event.player), ("amount", event.amount),
                 ("below", event.below), ("reason", event.reason)]
    elif isinstance(event, Misdeal):
        items = [("kind", "misdeal"), ("player", event.player)]
    elif isinstance(event, RulesChange):
        items = [("kind", "rules"), ("preset", event.rules.preset)]
        items += [(key, _option_text(getattr(event.rules, key))) for key in presets.OPTION_NAMES]
    elif isinstance(event, Seat):
        items = [("kind", "seat"), ("pairs", [f"{a}+{b}" for a, b in event.pairs]),
                 ("join", list(event.join)), ("leave", list(event.leave)),
                 ("replace", [f"{a}={b}" for a, b in event.replace])]
    else:
        return _pref_event_items(event)
    items += [("note", event.note), ("void", event.void)]
    return [(k, v) for k, v in items
            if v is not None and v != [] and not (k == "note" and v == "")
            and not (k == "void" and v is False)]


def dumps(session: Session) -> str:
    """The session file's text: the header line, then the TOML, always in the same order."""
    stake = session.stake
    stake_text = format(_canonical_stake(stake), "f") if isinstance(stake, Decimal) else stake
    top = [("format", SESSION_FORMAT), ("schema_version", SCHEMA_VERSION), ("game", session.game),
           ("title", session.title), ("created", session.created),
           ("players", list(session.players)),
           ("table", None if session.game == "preferans" else _option_text(session.table)),
           ("stake", stake_text), ("lang", session.lang)]
    out = [HEADER]
    out += [f"{key} = {_value_text(value)}" for key, value in top if value is not None]
    rules = session.rules
    if session.game == "preferans":
        from .games.preferans import scoring as preferans
        out += ["", "[rules]", f"convention = {_value_text(rules.convention)}"]
        out += [f"{key} = {_value_text(getattr(rules, key))}" for key in preferans.OPTION_NAMES]
    else:
        out += ["", "[rules]", f"preset = {_value_text(rules.preset)}"]
        out += [f"{key} = {_value_text(_option_text(getattr(rules, key)))}"
                for key in presets.OPTION_NAMES]
    return "\n".join(out) + "\n" + events_text(session.events)


def events_text(events: tuple[Event, ...] | list[Event]) -> str:
    """The [[events]] tables of dumps(): appended to a file's text, they append the events."""
    return "".join("\n[[events]]\n" + "".join(f"{key} = {_value_text(value)}\n"
                                             for key, value in _event_items(event))
                   for event in events)


# --------------------------------------------------------------------------------------
# Comments


_NEXT_MARK = {
    None: r"[\"'#\n\[\]]",
    '"': r'["\\\n]',
    "'": r"['\n]",
    '"""': r'["\\\n]',
    "'''": r"['\n]",
}


def _scan(text: str) -> tuple[list[tuple[int, int, str]], list[bool]]:
    """TOML comments outside strings as (line, column, text), and for each line whether it
    starts inside a value (a multi-line string or array). Lenient: it also runs on broken files."""
    comments: list[tuple[int, int, str]] = []
    inside = [False]
    state: str | None = None
    depth = 0  # open brackets: table headers close on their line, arrays may not
    pos, line, line_start, n = 0, 1, 0, len(text)
    next_mark = {key: re.compile(pattern) for key, pattern in _NEXT_MARK.items()}
    while True:
        m = next_mark[state].search(text, pos)
        if m is None:
            break
        i = m.start()
        c = text[i]
        if c == "\n":
            if state in ('"', "'"):
                state = None  # a one-line string cannot cross a line (a syntax error anyway)
            line += 1
            line_start = pos = i + 1
            inside.append(state is not None or depth > 0)
        elif state is None:
            if c == "[":
                depth, pos = depth + 1, i + 1
            elif c == "]":
                depth, pos = max(depth - 1, 0), i + 1
            elif c == "#":
                end = text.find("\n", i)
                end = n if end < 0 else end
                comments.append((line, i - line_start + 1, text[i:end].rstrip("\r")))
                pos = end
            elif text.startswith(c * 3, i):
                state, pos = c * 3, i + 3
            else:
                state, pos = c, i + 1
        elif c == "\\":
            pos = i + 2 if i + 1 < n and text[i + 1] != "\n" else i + 1
        elif len(state) == 1:
            state, pos = None, i + 1
        else:
            run = 1
            while i + run < n and text[i + run] == c:
                run += 1
            if run >= 3:  # the closing delimiter, after up to two quotes of content
                state, pos = None, i + min(run, 5)
            else:
                pos = i + run
    return comments, inside


def has_other_comments(text: str) -> bool:
    """Whether the file holds comments other than the header line (they would be lost on a rewrite)."""
    text = text.removeprefix("\ufeff")
    comments, _ = _scan(text)
    lines = text.split("\n")
    for line, column, body in comments:
        if body.rstrip() == HEADER and not lines[line - 1][:column - 1].strip():
            continue
        return True
    return False


# --------------------------------------------------------------------------------------
# Loading


@value
class Loaded:
    """A session as read from disk, with the exact bytes it was read from."""

    path: Path
    session: Session
    raw: bytes
    # Whether `raw` is exactly dumps(session) (None: not known, for small files not asked);
    # a canonical long file takes new events by appending their text (update()).
    canonical: bool | None = None

    def text(self) -> str:
        return self.raw.decode("utf-8").removeprefix("\ufeff")

    def event_error(self, number: int, message: Text, key: str = "", hint: Text = "",
                    rule: str = "") -> SessionFileError:
        """The exit-65 error for event `number` (1-based, file order), located at its `key`."""
        where = _Locator(self.text())
        line = where.event(number, key)
        events = self.session.events
        kind = events[number - 1].kind.value if 1 <= number <= len(events) else ""
        return SessionFileError(_in_event(number, kind, message), path=str(self.path), line=line,
                                source_line=where.source(line), hint=hint or _fix_hint(str(self.path)),
                                rule=rule, key=key)


@value
class Saved:
    """What update() did: the version it read, the one it wrote, and the backup of the old one."""

    old: Loaded
    session: Session
    backup: Path | None
    lost_comments: bool  # the old file had comments other than HEADER; `backup` still has them


def _decode(raw: bytes, path: str) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = raw[:exc.start]
        line = before.count(b"\n") + 1
        column = len(before) - (before.rfind(b"\n") + 1) + 1
        lines = raw.split(b"\n")
        source = lines[line - 1].decode("utf-8", "replace").rstrip("\r")[:300]
        raise SessionFileError(
            Msg("storage.utf8", path=path, byte=f"{raw[exc.start]:02x}", line=line, column=column),
            path=path, line=line, column=column, source_line=source,
            hint=Msg("storage.utf8.hint")) from None


def load(path: Path) -> Loaded:
    """Read and validate a session file."""
    path = Path(path)
    shown = str(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise InputError(Msg("storage.no_file", path=shown),
                         hint=Msg("storage.no_session.hint")) from None
    except IsADirectoryError:
        raise SessionFileError(Msg("storage.folder", path=shown), path=shown,
                               hint=Msg("storage.folder.hint")) from None
    except OSError as exc:
        raise SessionFileError(Msg("storage.cannot_read", path=shown, reason=_reason(exc)),
                               path=shown, hint=Msg("storage.cannot_read.hint")) from None
    from . import cache

    hit = cache.get(raw)
    if hit is not None:
        return Loaded(path, hit[0], raw, hit[1])
    session = parse(_decode(raw, shown), shown)
    if len(raw) < cache.MIN_BYTES:
        return Loaded(path, session, raw)
    canonical = dumps(session).encode("utf-8") == raw
    if session.game == "vint":  # the cache's primitive form knows Vint's events only
        cache.put(raw, session, canonical)
    return Loaded(path, session, raw, canonical)


def check_file(path: Path) -> tuple[Loaded, list[SessionFileError]]:
    """Read a session file for `vint check`: the session and every problem of the file.

    When some events cannot be read, the session returned has them as void
    placeholders (PLACEHOLDER), so the rest can still be replayed and checked.
    Raises the first problem when not even that much can be read.
    """
    try:
        return load(path), []
    except SessionFileError as first:
        try:
            raw = Path(path).read_bytes()
            text = _decode(raw, str(path))
        except (OSError, SessionFileError):
            raise first from None
        session, found = _read_partial(text, str(path))
        if session is None:
            raise first from None
        return Loaded(Path(path), session, raw), found


def _read_partial(text: str, path: str) -> tuple[Session | None, list[SessionFileError]]:
    text = text.removeprefix("\ufeff")
    found = _Problems(text, path)
    try:
        _read_document(text, found)
    except Exception:  # the full reader reported the file already; nothing more to add
        return None, found.found
    return found.partial, found.found


# --------------------------------------------------------------------------------------
# Writing safely: each step a small function, so tests can make any one of them fail


def _reason(exc: OSError) -> str:
    return exc.strerror or str(exc) or type(exc).__name__


def _remove_quietly(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _sync_folder(directory: Path) -> None:
    fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        os.fsync(fd)
    except OSError as exc:
        if exc.errno not in (errno.EINVAL, errno.ENOTSUP, errno.EBADF):  # no fsync for folders here
            raise
    finally:
        os.close(fd)


def _lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


def _temp_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp")


class _FlockLock:
    """An exclusive lock on a separate lock file, held until released or the process ends.

    On POSIX this is flock(2) on `.NAME.toml.lock`, the mechanism filelock's UnixFileLock
    uses, without the 15 ms its import costs every command (DESIGN.md, Speed); the kernel
    drops it when a killed process's file is closed. Elsewhere, filelock does the work.
    """

    def __init__(self, fd: int) -> None:
        self.fd = fd

    def release(self) -> None:
        import fcntl

        try:
            fcntl.flock(self.fd, fcntl.LOCK_UN)
        finally:
            os.close(self.fd)


def _busy(path: Path) -> BusyError:
    return BusyError(Msg("storage.busy", path=path), hint=Msg("storage.busy.hint"))


def _take_lock(path: Path, timeout: float):
    """Step 1: the session's lock file, waited for up to `timeout` seconds."""
    try:
        import fcntl
    except ImportError:  # not POSIX
        import filelock

        lock = filelock.FileLock(str(_lock_path(path)), timeout=timeout)
        try:
            lock.acquire()
        except filelock.Timeout:
            raise _busy(path) from None
        return lock
    import time

    fd = os.open(_lock_path(path), os.O_RDWR | os.O_CREAT, 0o666)
    deadline = time.monotonic() + timeout
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return _FlockLock(fd)
        except BlockingIOError:
            if time.monotonic() >= deadline:
                os.close(fd)
                raise _busy(path) from None
            time.sleep(0.02)
        except BaseException:
            os.close(fd)
            raise


def _read(path: Path) -> Loaded:
    """Step 2: the file as it is now, read afresh under the lock."""
    return load(path)


def _serialize(session: Session, old: Loaded | None = None, added: tuple[Event, ...] = ()
               ) -> bytes:
    """Step 4: the new file's bytes: when events were only `added` to a canonical file,
    the old bytes and their tables; else the whole of dumps()."""
    if added:
        return _serialize_appended(old, added)[0]
    return _serialize_whole(session)


def _serialize_whole(session: Session) -> bytes:
    try:
        text = dumps(session)
    except (TypeError, ValueError, AttributeError, decimal.DecimalException) as exc:
        raise VintError(Msg("storage.bug.dump", error=str(exc)), hint=Msg("storage.bug.hint")) from exc
    return _encode(text)


def _encode(text: str) -> bytes:
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as exc:
        bad = text[exc.start:exc.end]
        raise InputError(Msg("storage.unsavable", char=bad),
                         hint=Msg("storage.unsavable.hint")) from None


def _appended(old: Loaded, new: Session) -> tuple[Event, ...]:
    """The events `new` adds at the end of a canonical file, when that is all it changes."""
    events = old.session.events
    if len(new.events) <= len(events):
        return ()
    canonical = old.canonical
    if canonical is None:  # a short file: cheaper to check than to read it all back later
        canonical = dumps(old.session).encode("utf-8") == old.raw
    if not canonical:
        return ()
    if any(a is not b for a, b in zip(events, new.events)):
        return ()
    if replace(new, events=events) != old.session:
        return ()
    return new.events[len(events):]


def _serialize_appended(old: Loaded, added: tuple[Event, ...]) -> tuple[bytes, str]:
    """Step 4, appending: the old bytes and the new events' tables (dumps() writes the same)."""
    tail = events_text(added)
    return old.raw + _encode(tail), tail


def _reparse_appended(tail: str, added: tuple[Event, ...], first: int,
                      game: str = "vint") -> None:
    """Step 5, appending: the added tables read back as the events meant.

    The old bytes are unchanged and read as the old session (they are canonical, so they
    end with a table and hold no inline `events`); TOML appends [[events]] tables to the
    array, so reading the tail alone checks all that the new file adds.
    """
    import tomllib

    try:
        data = tomllib.loads(tail)
        found = _Problems(tail, "<new version>")
        back = tuple(_read_event(first + i, item, found, game)
                     for i, item in enumerate(data["events"]))
    except (tomllib.TOMLDecodeError, KeyError, TypeError) as exc:
        raise VintError(Msg("storage.bug.events_unreadable", error=str(exc)),
                        hint=Msg("storage.bug.hint")) from exc
    if found.found or back != added or set(data) != {"events"}:
        raise VintError(Msg("storage.bug.events_differ"), hint=Msg("storage.bug.hint"))


def _reparse(data: bytes, session: Session, old: Loaded | None = None,
             added: tuple[Event, ...] = ()) -> None:
    """Step 5: the new bytes must read back as exactly the session meant (when events were
    only appended, the old bytes are unchanged and the tables added are read back)."""
    if added:
        if not data.startswith(old.raw):
            raise VintError(Msg("storage.bug.old_part_changed"), hint=Msg("storage.bug.hint"))
        tail = data[len(old.raw):].decode("utf-8")
        _reparse_appended(tail, added, len(old.session.events) + 1, session.game)
        return
    _reparse_whole(data, session)


def _reparse_whole(data: bytes, session: Session) -> None:
    try:
        back = parse(data.decode("utf-8"), "<new version>")
    except SessionFileError as exc:
        raise VintError(Msg("storage.bug.file_unreadable", error=exc.msg),
                        hint=Msg("storage.bug.hint")) from exc
    if back != session:
        raise VintError(Msg("storage.bug.file_differs"), hint=Msg("storage.bug.hint"))


_STAMP = "%Y%m%dT%H%M%S.%fZ"
_STAMP_RE = r"(\d{8}T\d{6}\.\d{6}Z)"


def _backup_pattern(path: Path) -> re.Pattern[str]:
    return re.compile(re.escape(path.stem) + r"\." + _STAMP_RE + r"\.toml")


def backups(path: Path) -> list[Path]:
    """This session's previous versions in .backup/, oldest first."""
    path = Path(path)
    folder = path.parent / ".backup"
    pattern = _backup_pattern(path)
    try:
        names = [p.name for p in folder.iterdir()]
    except OSError:
        return []
    return [folder / n for n in sorted(n for n in names if pattern.fullmatch(n))]


def _backup(path: Path, old: bytes, mode: int | None = None) -> Path:
    """Step 6: the old bytes kept in .backup/ (written through a temp file and os.replace)."""
    folder = path.parent / ".backup"
    folder.mkdir(exist_ok=True)
    existing = backups(path)
    if existing and existing[-1].read_bytes() == old:
        return existing[-1]  # that version is kept already (a write that failed after its backup)
    stamp = datetime.now(timezone.utc).replace(tzinfo=None)
    if existing:  # names must sort in the order written, even if the clock stepped back
        last = datetime.strptime(_backup_pattern(path).fullmatch(existing[-1].name).group(1), _STAMP)
        stamp = max(stamp, last + timedelta(microseconds=1))
    target = folder / f"{path.stem}.{stamp.strftime(_STAMP)}.toml"
    temp = folder / f".{target.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp"
    try:
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        try:
            if mode is not None:
                os.fchmod(fd, mode)
            _write_all(fd, old)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temp, target)
    finally:
        _remove_quietly(temp)
    _sync_folder(folder)
    return target


def _prune_backups(path: Path, keep: int = KEEP_BACKUPS) -> None:
    """Keep the newest `keep` backups of the session (best effort: never fails a save)."""
    for old in backups(path)[:-keep]:
        _remove_quietly(old)


def _remove_stale_temps(path: Path) -> None:
    """Temp files of this session left by killed writers (we hold the lock: none is live)."""
    mine = re.compile(re.escape(f".{path.name}.") + r"\d+\.[0-9a-f]+\.tmp")
    backup = re.compile(r"\." + re.escape(path.stem) + r"\." + _STAMP_RE + r"\.toml\.\d+\.[0-9a-f]+\.tmp")
    for folder, pattern in ((path.parent, mine), (path.parent / ".backup", backup)):
        try:
            names = [p.name for p in folder.iterdir()]
        except OSError:
            continue
        for name in names:
            if pattern.fullmatch(name):
                _remove_quietly(folder / name)


def _write_temp(temp: Path, data: bytes, mode: int | None) -> int:
    """Step 7: the new bytes in a temp file beside the session; returns its open descriptor."""
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o666)
    try:
        if mode is not None:
            os.fchmod(fd, mode)
        _write_all(fd, data)
    except BaseException:
        os.close(fd)
        raise
    return fd


def _fsync_file(fd: int) -> None:
    """Step 8: the temp file's bytes on the disk."""
    os.fsync(fd)


def _check_unchanged(path: Path, old: bytes) -> None:
    """Step 9: the file must still hold what was read in step 2 (an editor takes no lock)."""
    try:
        now = path.read_bytes()
    except FileNotFoundError:
        now = None
    if now != old:
        raise BusyError(Msg("storage.changed", name=path.name), hint=Msg("storage.changed.hint"))


def _replace(temp: Path, path: Path) -> None:
    """Step 10: the temp file takes the session's name in one atomic step."""
    os.replace(temp, path)


def _fsync_dir(directory: Path) -> None:
    """Step 11: the folder's new entry on the disk."""
    _sync_folder(directory)


def _link_new(temp: Path, path: Path, data: bytes) -> None:
    """create()'s step 10: the temp file takes a name that must not exist yet."""
    try:
        os.link(temp, path)
        return
    except FileExistsError:
        raise _exists(path) from None
    except OSError as exc:
        if exc.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.ENOSYS,
                             errno.EMLINK):
            raise
    # A filesystem without hard links: an exclusive create, written in place.
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    except FileExistsError:
        raise _exists(path) from None
    try:
        _write_all(fd, data)
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        _remove_quietly(path)
        raise
    os.close(fd)


def _exists(path: Path) -> InputError:
    return InputError(Msg("storage.exists", name=path.stem, path=path),
                      hint=Msg("storage.exists.hint"))


def _save_error(path: Path, exc: OSError) -> VintError:
    return VintError(Msg("storage.save_failed", name=path.name, reason=_reason(exc)),
                     hint=Msg("storage.save_failed.hint"))


def _after_replace_error(path: Path, exc: OSError) -> VintError:
    return VintError(Msg("storage.flush_failed", name=path.name, reason=_reason(exc)),
                     hint=Msg("storage.flush_failed.hint"))


def update(path: Path, change: Callable[[Loaded], Session], *,
           timeout: float = LOCK_TIMEOUT) -> Saved:
    """Read, change and save a session under its lock (DESIGN.md, Writing safely).

    `change` gets the file as read under the lock and returns the new session; any
    VintError it raises propagates and nothing is written. Any failure before the
    replace leaves the old file byte for byte and no temp file behind.
    """
    path = Path(path)
    try:
        lock = _take_lock(path, timeout)
    except OSError as exc:
        raise _save_error(path, exc) from exc
    temp: Path | None = None
    replaced = False
    try:
        try:
            old = _read(path)
            new = change(old)
            mode = stat.S_IMODE(os.stat(path).st_mode)
            added = _appended(old, new)  # only events added: write and check just those
            data = _serialize(new, old, added)
            _reparse(data, new, old, added)
            backup = _backup(path, old.raw, mode)
            _remove_stale_temps(path)
            temp = _temp_path(path)
            fd = _write_temp(temp, data, mode)
            try:
                _fsync_file(fd)
            finally:
                os.close(fd)
            _check_unchanged(path, old.raw)
            _replace(temp, path)
            replaced = True
        except OSError as exc:
            raise _save_error(path, exc) from exc
        finally:
            if temp is not None and not replaced:
                _remove_quietly(temp)
        try:
            _fsync_dir(path.parent)
        except OSError as exc:
            raise _after_replace_error(path, exc) from exc
        finally:
            _prune_backups(path)
        from . import cache

        cache.put(data, new, True)  # the next command reads the long file at once
        return Saved(old=old, session=new, backup=backup,
                     lost_comments=not old.canonical and has_other_comments(old.text()))
    finally:
        lock.release()


def create(path: Path, session: Session, *, timeout: float = LOCK_TIMEOUT) -> None:
    """Write a new session file; refused if one of that name exists."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        lock = _take_lock(path, timeout)
    except OSError as exc:
        raise _save_error(path, exc) from exc
    try:
        if os.path.lexists(path):
            raise _exists(path)
        data = _serialize(session)
        _reparse(data, session)
        temp: Path | None = None
        try:
            _remove_stale_temps(path)
            temp = _temp_path(path)
            fd = _write_temp(temp, data, None)
            try:
                _fsync_file(fd)
            finally:
                os.close(fd)
            _link_new(temp, path, data)
        except OSError as exc:
            raise _save_error(path, exc) from exc
        finally:
            if temp is not None:
                _remove_quietly(temp)
        try:
            _fsync_dir(path.parent)
        except OSError as exc:
            raise _after_replace_error(path, exc) from exc
    finally:
        lock.release()
