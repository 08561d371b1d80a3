"""The session file's envelope, read and written: the header, then the game's [rules] and
[[events]] through its codec (docs/contract.md, "The session file").

`parse` turns a file's text into a Session or reports every problem, each at its line;
`dumps` is its inverse, always in the same order, so that a file vintscore wrote reads
back as exactly the session meant. Nothing here touches disk.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime
from decimal import Decimal
from typing import Any

from ..errors import SessionFileError
from ..games import DEFAULT, MISSING, Game, game_of, names
from ..glossary import LANGS, Msg
from ..money import STAKE, canonical_stake
from ..names import MAX_NAME, UNICODE, normal, problem, unknown_code
from ..notation import join_msgs
from ..session import AnySession, Session
from ..text import casefolded, hides
from ..value import value
from .schema import FORMAT, HEADER, LEDGER_FORMAT, MIGRATIONS, VERSION, migrate
from .tables import FileTable, Kinds, Problems, nearest, parse_toml, read_toml, show

# The header's keys: the game's own come between `players` and `stake` (Vint's `table`).
_BEFORE = ("format", "schema_version", "game", "title", "created", "players")
_AFTER = ("stake", "lang", "rules", "events")
_EXAMPLES = {
    "format": f'"{FORMAT}"', "schema_version": str(VERSION), "game": '"vint"',
    "title": '"Friday at Boris\'s"', "created": "2026-11-30T19:05:00+03:00",
    "players": '["Anna", "Boris", "Vera", "Gleb"]', "stake": '"1.00"', "lang": '"en"',
}


def literal(value: object) -> str:
    """One TOML value as tomli_w writes it (strings escaped as TOML needs)."""
    if isinstance(value, str) and value.isprintable() and '"' not in value and "\\" not in value:
        return f'"{value}"'  # nothing to escape: what tomli_w would write, without its cost
    import tomli_w

    return tomli_w.dumps({"v": value})[len("v = "):-1]


def _value_text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, datetime):
        return value.isoformat()  # 2026-11-30T19:05:00+03:00, as in docs/contract.md, "The session file"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_value_text(v) for v in value) + "]"
    return literal(value)


# -- reading: text -> Session -------------------------------------------------------------

# Stands, in a partial session, for an event that could not be read (never written).
class Unreadable:
    """An event of the file that could not be read, in the session `vint check` replays."""

    kind = "unreadable"
    note = "unreadable"
    void = True

    def __repr__(self) -> str:
        return "PLACEHOLDER"


PLACEHOLDER = Unreadable()


def problems(text: str, path: str = "<session>") -> list[SessionFileError]:
    """Every problem of a session file's text, in file order (empty when it is valid)."""
    return read(text, path)[1]


def parse(text: str, path: str = "<session>") -> AnySession:
    """The session in a file's text; the first problem is raised as SessionFileError."""
    session, found = read(text, path)
    if found:
        raise found[0]
    assert session is not None
    return session


def read(text: str, path: str) -> tuple[AnySession | None, list[SessionFileError]]:
    """The session in a file's text (None when it has problems), and every problem."""
    return read_toml(text, path, _read_data)


@value
class Readable:
    """What could be read of a file that does not read whole, for `vint check`: each part
    None where it has a problem (reported), each event None where it cannot be read.

    `session`, when the table, the players and the rules are read: the session to replay,
    its unreadable events as PLACEHOLDERs and stand-ins for what the replay does not use
    (a title, a stake…); else the events can only be checked one by one (the game's
    check_events).
    """

    game: Game
    players: tuple[str, ...] | None
    header: dict[str, Any]  # the game's header values (Vint's table), None where unreadable
    rules: Any
    events: tuple[Any, ...]
    lang: str | None
    session: AnySession | None


def read_partial(text: str, path: str) -> tuple[Readable | None, list[SessionFileError]]:
    """For `vint check`: what could be read of the file, and every problem; (None,
    problems) when not even its game can be known."""
    text = text.removeprefix("\ufeff")
    found = Problems(text, path)
    try:
        data = parse_toml(text, found)
        if data is not None:
            _read_data(data, found)
    except Exception:  # the full reader reported the file already; nothing more to add
        return None, found.found
    return found.partial, found.found


def _read_data(data: dict[str, Any], found: Problems) -> AnySession | None:
    if not data:
        found.add(Msg("storage.file.empty"), line=None, hint=Msg("storage.file.empty.hint"))
        return None

    top = FileTable(found, data, line_of=lambda k: found.where.top.keys.get(k),
                keys=_BEFORE + _AFTER, place=Msg("storage.place.top"), examples=_EXAMPLES)
    if "format" not in data:
        found.add(Msg("storage.format.missing", format=FORMAT), line=None, key="format",
                  hint=Msg("storage.format.missing.hint", format=FORMAT))
        return None
    if data["format"] == LEDGER_FORMAT:  # `-s ledger`: the ledger is reached otherwise
        top.bad("format", Msg("storage.format.ledger"), hint=Msg("storage.format.ledger.hint"))
        return None
    if data["format"] != FORMAT:
        top.bad("format", Msg("storage.format.wrong", value=show(data["format"])),
                hint=Msg("storage.format.wrong.hint", format=FORMAT))
        return None
    version = top.get("schema_version", "int", required=True)
    if version is MISSING:
        return None
    if version > VERSION:
        top.bad("schema_version", Msg("storage.schema.newer", version=version, supported=VERSION),
                hint=Msg("storage.schema.newer.hint"))
        return None
    if version < 1 or (version < VERSION and version not in MIGRATIONS):
        top.bad("schema_version", Msg("storage.schema.unknown", version=version),
                hint=Msg("storage.schema.unknown.hint", latest=VERSION))
        return None
    data = migrate(dict(data))
    top.data = data

    name = top.get("game", "str", default=DEFAULT)
    if name is not MISSING and name not in names():
        top.bad("game", Msg("storage.game.other", value=show(name)),  # the games there are
                hint=Msg("storage.game.other.hint", games=join_msgs(
                    "core.or", [f'game = "{n}"' for n in names()])))
        return None
    game = game_of(DEFAULT if name is MISSING else name)
    top.keys = _BEFORE + game.codec.header_keys + _AFTER
    top.examples = {**_EXAMPLES, **dict(game.codec.examples)}
    top.unknown_keys()

    title = top.get("title", "str", default="")
    if title is not MISSING and hides(title):  # as `vint new --title` refuses it
        top.bad("title", Msg("storage.title.hidden", value=show(title)),
                hint=Msg("storage.title.hidden.hint"))
    created = top.get("created", "datetime", required=True)
    header = game.codec.read_header(top)
    named: list[tuple[str, ...]] = []  # the names, each fine, when only their number is not
    players = _read_players(top, game, header, named)
    stake = _read_stake(top)
    lang = top.get("lang", "str", default="en")
    if lang is not MISSING and lang not in LANGS:
        top.bad("lang", Msg("storage.lang.bad", value=show(lang)), hint=Msg("storage.lang.bad.hint"))
    rules = _read_rules(data, found, game, top.examples, header)
    readable: list[Any] = []
    events = read_events(data, found, game, top.examples, readable)
    # Each part read above is None (or MISSING) only where a problem was added to `found`.
    if found.found:
        found.partial = _parts(game, title, created, players, named, header, stake, lang,
                               rules, readable)
        return None
    header = {k: v for k, v in header.items() if v is not None}
    assert players is not None and stake is not None and events is not None  # no problem
    return Session(title=title, created=created, players=players, rules=rules, events=events,
                   stake=stake, lang=lang, game=game.name, **header)


_STAND_IN_TIME = datetime(2000, 1, 1)  # in a session only `vint check` replays, never shown


def _parts(game: Game, title: Any, created: Any, players: tuple[str, ...] | None,
           named: list[tuple[str, ...]], header: dict[str, Any], stake: Decimal | None,
           lang: Any, rules: Any, readable: list[Any]) -> Readable:
    """What `vint check` can use of a file with problems (Readable): the players' names
    (`named`) too, when only their number or their sameness is wrong (a name nobody has is still
    nobody's)."""
    lang = lang if lang in LANGS else None
    session = None
    if players is not None and rules is not None and None not in header.values():
        # The replay needs the table, the players and the rules; the rest only shows.
        session = Session(
            title=title if isinstance(title, str) else "",
            created=created if isinstance(created, datetime) else _STAND_IN_TIME,
            players=players, rules=rules,
            events=tuple(e if e is not None else PLACEHOLDER for e in readable),
            stake=stake if stake is not None else Decimal("1.00"), lang=lang or "en",
            game=game.name, **header)
    known = players if players is not None else (named[0] if named else None)
    return Readable(game, known, header, rules, tuple(readable), lang, session)


def _read_players(top: FileTable, game: Game, header: dict[str, Any],
                  named: list[tuple[str, ...]]) -> tuple[str, ...] | None:
    """The players, each name by the one rule of names.py, kept `normal` (NFC); their
    names are put in `named` when each is fine, whatever their number."""
    players = top.get("players", "strs", required=True)
    if players is MISSING:
        return None
    ok = True
    hint_names = Msg("storage.players.hint")
    kept = []
    for raw in players:
        name = normal(raw)
        wrong = problem(name)
        if wrong == "empty":
            top.bad("players", Msg("storage.players.empty", name=show(raw)), hint=hint_names)
        elif wrong == "reserved":
            top.bad("players", Msg("storage.players.separator", name=show(raw)), hint=hint_names)
        elif wrong == "unassigned":  # issue 31: perhaps written by a newer Python
            code = unknown_code(name)
            top.bad("players", Msg("storage.players.unassigned", name=show(raw), code=code,
                                   version=UNICODE),
                    hint=Msg("storage.players.unassigned.hint", code=code))
        elif wrong == "cannot_show":
            # They would reach the terminal as commands, not letters (or reorder the line).
            top.bad("players", Msg("storage.players.control", name=show(raw)), hint=hint_names)
        elif wrong == "long":
            top.bad("players", Msg("storage.players.long", name=show(raw), n=MAX_NAME),
                    hint=hint_names)
        elif raw.strip() != raw:  # a command would refer to him without the spaces
            top.bad("players", Msg("storage.players.padding", name=show(raw)),
                    hint=Msg("storage.players.padding.hint", name=show(name)))
        ok = ok and wrong in (None, "dummy") and raw.strip() == raw
        kept.append(name)
    if ok:
        named.append(tuple(kept))
    seen: dict[str, str] = {}
    for raw, name in zip(players, kept):
        other = seen.setdefault(casefolded(name), raw)
        if other is not raw and name:
            top.bad("players", Msg("storage.players.same", first=show(other), second=show(raw)),
                    hint=Msg("storage.players.same.hint"))
            ok = False
    ok = game.codec.check_players(top, tuple(kept), header) and ok
    for raw, name in zip(players, kept):
        if problem(name) == "dummy":
            top.bad("players", Msg("storage.players.dummy", name=show(raw)),
                    hint=Msg("storage.players.dummy.hint"), rule="V12")
            ok = False
    return tuple(kept) if ok else None


def _read_stake(top: FileTable) -> Decimal | None:
    text = top.get("stake", "str", default="1.00")
    if text is MISSING:
        return None
    if not re.fullmatch(STAKE, text):
        hint = Msg("storage.stake.hint")
        if text.strip().startswith("-"):
            top.bad("stake", Msg("storage.stake.negative", value=show(text)), hint=hint)
        else:
            top.bad("stake", Msg("storage.stake.bad", value=show(text)), hint=hint)
        return None
    return canonical_stake(Decimal(text))


def _read_rules(data: Mapping[str, Any], found: Problems, game: Game,
                examples: Mapping[str, str], header: dict[str, Any]) -> Any:
    missing_hint, not_table_hint = game.codec.rules_hints
    if "rules" not in data:
        found.add(Msg("storage.rules.missing"), line=None, key="rules", hint=missing_hint)
        return None
    raw = data["rules"]
    if not isinstance(raw, Mapping):
        found.add(Msg("storage.rules.not_table", value=show(raw)),
                  line=found.where.top.keys.get("rules"), key="rules", hint=not_table_hint)
        return None
    t = FileTable(found, raw, label="[rules] ", line_of=lambda k: found.where.table("rules", k),
              keys=game.codec.rules_keys, place=Msg("storage.place.rules"), examples=examples)
    t.unknown_keys()
    rules = game.codec.read_rules(t)
    if rules is not None:
        game.codec.check_rules(t, header, rules)  # a rule `vint new` checks holds in a file too
    return rules if t.ok else None  # rules that do not fit the table replay nothing true


def read_events(data: Mapping[str, Any], found: Problems, game: Game,
                examples: Mapping[str, str], readable: list[Any] | None = None,
                first: int = 1) -> tuple[Any, ...] | None:
    """The events of the file (numbered from `first`), or None when one cannot be read;
    `readable` gets each event or None, for `vint check`'s partial session."""
    if "events" not in data:
        return ()
    raw = data["events"]
    if not isinstance(raw, list):
        found.add(Msg("storage.events.not_tables", value=show(raw)),
                  line=found.where.top.keys.get("events"), key="events",
                  hint=Msg("storage.events.hint"))
        return None
    keys_of = game.codec.event_keys
    kinds = Kinds(keys_of, {k: game.codec.kind_names[k] for k in keys_of})
    events: list[Any] = []
    ok = True
    for number, item in enumerate(raw, first):
        event = _read_event(number, item, found, game, kinds, examples)
        if readable is not None:
            readable.append(event)
        ok = ok and event is not None
        if event is not None:
            events.append(event)
    return tuple(events) if ok else None


def _read_event(number: int, item: object, found: Problems, game: Game, kinds: Kinds,
                examples: Mapping[str, str]) -> Any:
    def line_of(key: str) -> int | None:
        return found.where.event(number, key)

    if not isinstance(item, Mapping):
        found.add(Msg("storage.event.not_table", number=number, value=show(item)),
                  line=line_of(""), key="events", hint=Msg("storage.events.hint"))
        return None
    keys_of = kinds.keys
    t = FileTable(found, item, event=number, line_of=line_of, keys=("kind",),
              place=Msg("storage.place.event"), examples=examples, kinds=kinds)
    kind = t.get("kind", "str", required=True)
    if kind is MISSING:
        return None
    if kind not in keys_of:
        t.bad("kind", Msg("storage.event.kind", kinds=", ".join(keys_of), value=show(kind)),
              # the game's own kinds (a bridge file has no misdeal, a pulya no seat)
              hint=Msg("storage.event.kind.hint", near=nearest(kind, tuple(keys_of)),
                       kinds=", ".join(f'"{k}"' for k in keys_of)))
        return None
    t.kind = kind
    t.keys = keys_of[kind]
    t.place = game.codec.kind_places[kind]
    t.unknown_keys()  # a key of another kind is named so: "player belongs to a pass or …"
    note = t.get("note", "str", default="")
    void = t.get("void", "bool", default=False)
    event = game.codec.read_event(t, kind, note, void)
    return event if t.ok else None


# -- what a file's head says it is ----------------------------------------------------------

# A file vintscore keeps says so at its head, broken or not: its first line (HEADER, or the
# ledger's), or its `format` key before the first table.
_KEPT_FORMAT = re.compile(r"""^[ \t]*(?:format|"format"|'format')[ \t]*=[ \t]*["']("""
                          + re.escape(FORMAT) + "|" + re.escape(LEDGER_FORMAT) + r""")["']""",
                          re.MULTILINE)
_TABLE = re.compile(r"^[ \t]*\[", re.MULTILINE)


def kind_of(head: bytes) -> str | None:
    """What the first bytes of a file say it is, without reading it as TOML: FORMAT (a
    session), LEDGER_FORMAT (the club ledger) or None (neither). A file too broken to read
    is still a session when its head says so: an export must never replace it
    (storage/export.py, issue 32)."""
    text = head.decode("utf-8", "replace").removeprefix("\ufeff")
    first = text.split("\n", 1)[0].strip()
    if first.startswith("# vintscore session"):
        return FORMAT
    if first.startswith("# vintscore ledger"):
        return LEDGER_FORMAT
    top = _TABLE.split(text, 1)[0]
    found = _KEPT_FORMAT.search(top)
    return found.group(1) if found else None


def not_a_session(size: int, head: bytes) -> Msg | None:
    """Why a file named by `-s PATH` is no session at all, from its size as the system says
    it and its first bytes (issue 32): a file the system makes up as it is read (the files
    of /proc say they hold nothing, yet read), or binary data with nothing of a session's
    head (a NUL byte: TOML has none). None when it may be a session, broken or not."""
    if size == 0 and head:
        return Msg("storage.not_session.made_up")
    if b"\x00" in head and kind_of(head) is None:
        return Msg("storage.not_session.binary")
    return None


# -- writing: Session -> text -------------------------------------------------------------

def _header_items(session: AnySession, game: Game) -> list[tuple[str, object]]:
    stake = session.stake
    stake_text = format(canonical_stake(stake), "f") if isinstance(stake, Decimal) else stake
    return [("format", FORMAT), ("schema_version", VERSION), ("game", session.game),
            ("title", session.title), ("created", session.created),
            ("players", list(session.players)), *game.codec.header_items(session),
            ("stake", stake_text), ("lang", session.lang)]


def dumps(session: AnySession) -> str:
    """The session file's text: the header line, then the TOML, always in the same order."""
    game = game_of(session.game)
    out = [HEADER]
    out += [f"{key} = {_value_text(value)}" for key, value in _header_items(session, game)
            if value is not None]
    out += ["", "[rules]"]
    out += [f"{key} = {_value_text(value)}" for key, value in game.codec.rules_items(session.rules)]
    return "\n".join(out) + "\n" + events_text(session.events, game)


def events_text(events: tuple[Any, ...] | list[Any], game: Game) -> str:
    """The [[events]] tables of dumps(): appended to a file's text, they append the events."""
    return "".join("\n[[events]]\n" + "".join(f"{key} = {_value_text(value)}\n"
                                             for key, value in _written(game.codec.event_items(event)))
                   for event in events)


def _written(items: list[tuple[str, object]]) -> list[tuple[str, object]]:
    """An event's items without what a file leaves out: empty values, no note, not void."""
    return [(k, v) for k, v in items
            if v is not None and v != [] and not (k == "note" and v == "")
            and not (k == "void" and v is False)]
