"""The club ledger's file, read and written (issue 15): `ledger.toml` in the sessions
folder, plain TOML, hand-editable, written by the sessions' own transaction (the lock,
atomic.write, the copies and the log of revisions in .backup/) through `LEDGER`, its codec.

```toml
# vintscore ledger — comments other than this line are not kept; use note = "…"
format = "vintscore-ledger"
schema_version = 1
currency = "RUB"

[[members]]
name = "Anna"
aliases = ["Аня", "Анна"]

[[seasons]]
name = "autumn"
since = 2026-09-01
until = 2026-12-31

[[payments]]
date = 2026-10-02
from = "Boris"
to = "Anna"
amount = "12.50"
```

Every problem of the text is found, each located at its line with a hint (as a session
file's: tables.Problems), and a file with one is never overwritten.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

from ..errors import SessionFileError
from ..glossary import Msg
from ..ledger.model import AMOUNT, MAX_CURRENCY, MAX_SEASON, Ledger, Member, Paid, Season
from ..ledger.model import known as listed
from ..names import MAX_NAME, UNICODE, normal, problem, unknown_code
from ..text import casefolded, hides
from . import atomic, revisions
from .filecodec import FileCodec
from .folder import LEDGER as NAME  # in the sessions folder; never a session (list_sessions)
from .schema import FORMAT as SESSION_FORMAT
from .schema import LEDGER_FORMAT
from .tables import FileTable, Problems, read_toml, show

FORMAT = LEDGER_FORMAT
VERSION = 1
HEADER = "# vintscore ledger — comments other than this line are not kept; use note = \"…\""

TOP_KEYS = ("format", "schema_version", "currency", "members", "seasons", "payments")
MEMBER_KEYS = ("name", "aliases", "note")
SEASON_KEYS = ("name", "since", "until", "sessions", "note")
PAYMENT_KEYS = ("date", "from", "to", "amount", "season", "note")
EXAMPLES = {
    "format": f'"{FORMAT}"', "schema_version": str(VERSION), "currency": '"RUB"',
    "name": '"Anna"', "aliases": '["Аня", "Anya"]', "note": '"…"', "since": "2026-09-01",
    "until": "2026-12-31", "sessions": '["friday", "saturday"]', "date": "2026-10-02",
    "from": '"Boris"', "to": '"Anna"', "amount": '"12.50"', "season": '"autumn"',
}


def path_in(folder: Path) -> Path:
    """The ledger of a sessions folder."""
    return Path(folder) / NAME


def is_ledger(path: Path) -> bool:
    """Whether a file is a ledger: named so, or saying so in its first lines (a copy)."""
    if Path(path).name == NAME:
        return True
    try:
        start = atomic.read_regular(path, 2048).decode("utf-8", "replace")
    except OSError:
        return False
    return re.search(r'(?m)^\s*format\s*=\s*"' + FORMAT + '"', start) is not None


# -- reading: text -> Ledger ---------------------------------------------------------------

def parse(text: str, path: str = "<ledger>") -> Ledger:
    """The ledger in a file's text; its first problem raised as SessionFileError (exit 65)."""
    ledger, found = read(text, path)
    if found:
        raise found[0]
    assert ledger is not None
    return ledger


def problems(text: str, path: str = "<ledger>") -> list[SessionFileError]:
    """Every problem of a ledger file's text, in file order (empty when it is valid)."""
    return read(text, path)[1]


def read(text: str, path: str) -> tuple[Ledger | None, list[SessionFileError]]:
    """The ledger in a file's text (None when it has problems), and every problem, in the
    order of their lines. TOML's syntax errors are mended by the ledger's own name."""
    ledger, problems = read_toml(text, path, _read_data, fix=_fix_hint(path),
                                 fix_line="ledger.toml.fix_line")
    problems.sort(key=lambda e: e.line or 0)
    return ledger, problems


def _fix_hint(path: str) -> Msg:
    if path.startswith("<"):
        return Msg("ledger.fix")
    return Msg("ledger.fix.backups", backups=Path(path).parent / ".backup")


def _read_data(data: dict[str, Any], found: Problems) -> Ledger | None:
    top = FileTable(found, data, line_of=lambda k: found.where.top.keys.get(k), keys=TOP_KEYS,
                place=Msg("ledger.place.top"), examples=EXAMPLES)
    if "format" not in data:
        found.add(Msg("ledger.format.missing", format=FORMAT), line=None, key="format",
                  hint=Msg("ledger.format.missing.hint", format=FORMAT))
        return None
    if data["format"] == SESSION_FORMAT:
        top.bad("format", Msg("ledger.format.session"),
                hint=Msg("ledger.format.session.hint", name=NAME))
        return None
    if data["format"] != FORMAT:
        top.bad("format", Msg("ledger.format.wrong", value=show(data["format"])),
                hint=Msg("ledger.format.missing.hint", format=FORMAT))
        return None
    version = top.get("schema_version", "int", required=True)
    if not isinstance(version, int):
        return None
    if version > VERSION:
        top.bad("schema_version", Msg("storage.schema.newer", version=version, supported=VERSION),
                hint=Msg("storage.schema.newer.hint"))
        return None
    if version < 1:
        top.bad("schema_version", Msg("storage.schema.unknown", version=version),
                hint=Msg("storage.schema.unknown.hint", latest=VERSION))
        return None
    top.unknown_keys()
    currency = top.get("currency", "str", default="")
    if isinstance(currency, str) and (hides(currency) or len(currency) > MAX_CURRENCY):
        top.bad("currency", Msg("ledger.currency.bad", value=show(currency), n=MAX_CURRENCY),
                hint=Msg("ledger.currency.hint"))
    members = _read_members(_tables(data, "members", found), found)
    seasons = _read_seasons(_tables(data, "seasons", found), found)
    payments = _read_payments(_tables(data, "payments", found), found, members, seasons)
    if found.found:
        return None
    assert members is not None and seasons is not None and payments is not None
    return Ledger(members, seasons, payments, currency)


def _tables(data: Mapping[str, Any], name: str, found: Problems) -> list[Any] | None:
    """The [[name]] tables of the file ([] when there are none; None when `name` is not an
    array of tables)."""
    raw = data.get(name, [])
    if isinstance(raw, list) and all(isinstance(item, Mapping) for item in raw):
        return raw
    found.add(Msg("ledger.not_tables", name=name, value=show(raw)),
              line=found.where.top.keys.get(name), key=name,
              hint=Msg("ledger.not_tables.hint", name=name))
    return None


def _item(found: Problems, item: Mapping[str, Any], name: str, number: int,
          keys: tuple[str, ...], place: str) -> FileTable:
    return FileTable(found, item, line_of=lambda k: found.where.item(name, number, k), keys=keys,
                 place=Msg(place, number=number), examples=EXAMPLES)


def _name(t: FileTable, key: str, raw: object, number: int) -> str | None:
    """One name of a member, by the one rule of names.py (kept NFC), or None (reported)."""
    if not isinstance(raw, str):
        return None
    name = normal(raw)
    wrong = problem(name)
    if wrong is not None:
        t.bad(key, Msg(f"ledger.name.{wrong}", name=show(raw), n=MAX_NAME, number=number,
                       code=unknown_code(name), version=UNICODE),
              hint=Msg("ledger.name.hint"))
        return None
    if raw.strip() != raw:
        t.bad(key, Msg("ledger.name.padding", name=show(raw), number=number),
              hint=Msg("storage.players.padding.hint", name=show(name)))
        return None
    return name


def _read_members(items: list[Any] | None, found: Problems) -> tuple[Member, ...] | None:
    if items is None:
        return None
    members: list[Member] = []
    seen: dict[str, tuple[str, int]] = {}  # a folded name: the member's name, its number
    ok = True
    for number, item in enumerate(items, 1):
        t = _item(found, item, "members", number, MEMBER_KEYS, "ledger.place.member")
        t.unknown_keys()
        raw = t.get("name", "str", required=True)
        name = _name(t, "name", raw, number)
        aliases: list[str] = []
        given = t.get("aliases", "strs", default=[])
        for alias in given if isinstance(given, list) else []:
            kept = _name(t, "aliases", alias, number)
            if kept is not None:
                aliases.append(kept)
        note = t.get("note", "str", default="")
        for key, each in [("name", name), *(("aliases", a) for a in aliases)]:
            if each is None:
                continue
            other = seen.get(casefolded(each))
            if other is not None:
                t.bad(key, Msg("ledger.name.twice", name=show(each), member=other[0],
                               number=other[1]), hint=Msg("ledger.name.twice.hint"))
            else:
                seen[casefolded(each)] = (name or each, number)
        if t.ok and name is not None:
            members.append(Member(name, tuple(aliases), note))
        ok = ok and t.ok
    return tuple(members) if ok else None


def _read_seasons(items: list[Any] | None, found: Problems) -> tuple[Season, ...] | None:
    if items is None:
        return None
    seasons: list[Season] = []
    seen: dict[str, int] = {}
    ok = True
    for number, item in enumerate(items, 1):
        t = _item(found, item, "seasons", number, SEASON_KEYS, "ledger.place.season")
        t.unknown_keys()
        name = _season_name(t, number, seen)
        since = t.get("since", "date")
        until = t.get("until", "date")
        sessions = _season_sessions(t, number)
        note = t.get("note", "str", default="")
        dated = isinstance(since, date) or isinstance(until, date)
        if isinstance(sessions, list) and sessions and dated:
            t.bad("sessions", Msg("ledger.season.both", number=number),
                  hint=Msg("ledger.season.kinds.hint"))
        elif t.ok and not sessions and not dated:
            t.bad("name", Msg("ledger.season.empty", number=number),
                  hint=Msg("ledger.season.kinds.hint"))
        if isinstance(since, date) and isinstance(until, date) and since > until:
            t.bad("until", Msg("ledger.season.order", since=since.isoformat(),
                               until=until.isoformat(), number=number),
                  hint=Msg("ledger.season.order.hint"))
        if t.ok:
            seasons.append(Season(name, since, until, tuple(sessions), note))
        ok = ok and t.ok
    return tuple(seasons) if ok else None


def _season_name(t: FileTable, number: int, seen: dict[str, int]) -> Any:
    """A season's name: shown as written, its own (seasons are told apart by it)."""
    name = t.get("name", "str", required=True)
    if isinstance(name, str):
        if not name.strip() or hides(name) or len(name) > MAX_SEASON:
            t.bad("name", Msg("ledger.season.name", value=show(name), n=MAX_SEASON,
                              number=number), hint=Msg("ledger.season.name.hint"))
        elif casefolded(name) in seen:
            t.bad("name", Msg("ledger.season.twice", name=show(name),
                              number=seen[casefolded(name)]), hint=Msg("ledger.season.twice.hint"))
        else:
            seen[casefolded(name)] = number
    return name


def _season_sessions(t: FileTable, number: int) -> Any:
    """The sessions a season names: names of the folder's sessions, not paths."""
    sessions = t.get("sessions", "strs", default=[])
    if isinstance(sessions, list):
        for each in sessions:
            if not each.strip() or hides(each) or "/" in each:
                t.bad("sessions", Msg("ledger.season.session", value=show(each),
                                      number=number), hint=Msg("ledger.season.kinds.hint"))
    return sessions


def _read_payments(items: list[Any] | None, found: Problems,
                   members: tuple[Member, ...] | None,
                   seasons: tuple[Season, ...] | None) -> tuple[Paid, ...] | None:
    if items is None:
        return None
    known = Ledger(members or (), seasons or ())
    payments: list[Paid] = []
    ok = True
    for number, item in enumerate(items, 1):
        t = _item(found, item, "payments", number, PAYMENT_KEYS, "ledger.place.payment")
        t.unknown_keys()
        day = t.get("date", "date", required=True)
        if isinstance(item.get("date"), str):  # '"2026-10-02"': a date is written bare
            t.problems.found[-1].hint = Msg("ledger.date.quoted")
        payer, payee = (_read_party(t, key, number, known, members) for key in ("from", "to"))
        if payer is not None and payer == payee and members is not None:
            t.bad("to", Msg("ledger.payment.self", name=payer, number=number),
                  hint=Msg("ledger.payment.self.hint"))
        amount = _read_amount(t, number)
        season = _read_season_of(t, number, known, seasons)
        note = t.get("note", "str", default="")
        if t.ok and amount is not None:
            payments.append(Paid(day, normal(item["from"]), normal(item["to"]), amount, season,
                                 note))
        ok = ok and t.ok
    return tuple(payments) if ok else None


def _read_party(t: FileTable, key: str, number: int, known: Ledger,
                members: tuple[Member, ...] | None) -> str | None:
    """Who paid (`from`) or was paid (`to`): a member of the ledger when it has members,
    as typed otherwise; None when it is not there or not text."""
    raw = t.get(key, "str", required=True)
    if not isinstance(raw, str):
        return None
    name = normal(raw)
    member = known.member(name) if members is not None else name
    if member is None:
        hint = (Msg("ledger.members.known", names=listed(known)) if known.members
                else Msg("ledger.members.none.hint"))
        t.bad(key, Msg("ledger.payment.unknown", name=show(raw), number=number), hint=hint)
    if raw.strip() != raw:
        t.bad(key, Msg("ledger.payment.padding", name=show(raw), number=number),
              hint=Msg("storage.players.padding.hint", name=show(name)))
    return member


def _read_season_of(t: FileTable, number: int, known: Ledger,
                    seasons: tuple[Season, ...] | None) -> Any:
    """The season a payment counts in ('' for none): one the ledger names, when it has any."""
    season = t.get("season", "str", default="")
    if isinstance(season, str) and season and seasons is not None \
            and known.season(season) is None:
        t.bad("season", Msg("ledger.payment.season", name=show(season), number=number),
              hint=Msg("ledger.seasons.known", names=", ".join(s.name for s in seasons))
              if seasons else Msg("ledger.seasons.none.hint"))
    return season


def _read_amount(t: FileTable, number: int) -> Decimal | None:
    raw = t.get("amount", "str", required=True)
    if not isinstance(raw, str):
        given = t.data.get("amount")
        if isinstance(given, (int, float)) and not isinstance(given, bool):
            t.problems.found[-1].hint = Msg("ledger.amount.quoted", value=f"{given:.2f}")
        return None
    if re.fullmatch(AMOUNT, raw) and Decimal(raw) > 0:
        return Decimal(raw).quantize(Decimal("0.01"))
    t.bad("amount", Msg("ledger.payment.amount", value=show(raw), number=number),
          hint=Msg("ledger.amount.hint"))
    return None


# -- writing: Ledger -> text ---------------------------------------------------------------

def _text(value: object) -> str:
    from .envelope import literal

    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_text(v) for v in value) + "]"
    return literal(value)


def _table(name: str, items: list[tuple[str, object]]) -> str:
    return f"\n[[{name}]]\n" + "".join(f"{k} = {_text(v)}\n" for k, v in items
                                         if v not in (None, "", ()))


def dumps(ledger: Ledger) -> str:
    """The ledger file's text: the header line, then the TOML, always in the same order."""
    from ..ledger.model import amount_text

    out = [HEADER, f'format = "{FORMAT}"', f"schema_version = {VERSION}"]
    if ledger.currency:
        out.append(f"currency = {_text(ledger.currency)}")
    text = "\n".join(out) + "\n"
    text += "".join(_table("members", [("name", m.name), ("aliases", m.aliases),
                                       ("note", m.note)]) for m in ledger.members)
    text += "".join(_table("seasons", [("name", s.name), ("since", s.since),
                                       ("until", s.until), ("sessions", s.sessions),
                                       ("note", s.note)]) for s in ledger.seasons)
    text += "".join(_table("payments", [("date", p.day), ("from", p.payer), ("to", p.payee),
                                        ("amount", amount_text(p.amount)),
                                        ("season", p.season), ("note", p.note)])
                    for p in ledger.payments)
    return text


class LedgerFile(FileCodec):
    """The ledger file for storage's transaction: a revision counts payments as a session's
    revision counts events (added, removed, changed), and `header` is the members, the
    seasons or the currency."""

    header = HEADER

    def parse(self, text: str, path: str) -> Any:
        return parse(text, path)

    def dumps(self, value: Any) -> str:
        return dumps(value)

    def diff(self, old: Any, new: Any) -> dict[str, Any]:
        if old is None or new is None:
            return {}
        changes = revisions.items_diff(old.payments, new.payments)
        header = (old.members, old.seasons, old.currency) != (new.members, new.seasons,
                                                                new.currency)
        return {**changes, "header": header}


LEDGER = LedgerFile()
