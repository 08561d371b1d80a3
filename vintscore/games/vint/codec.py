"""Vint in the session file: the table, the [rules] pinned at creation, and each kind of
event as its [[events]] table writes it (docs/contract.md, "The session file").

Storage reads the envelope and hands each table to these functions as `Fields`; they
check what the file holds and report every problem with its key, so `vint check` names
the line. Nothing here touches disk.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...errors import InputError, NotationError
from ...glossary import Msg
from ...rubber.codec import (
    ADJUST_KEYS,
    SEAT_KEYS,
    adjustment_items,
    bad_option,
    read_adjustment,
    read_preset,
    read_seat,
    read_table,
    seat_items,
)
from ...rubber.codec import EXAMPLES as SHARED_EXAMPLES
from ...rubber.codec import check_players as shared_check_players
from ...rubber.events import RulesChange, Seat
from ..base import MISSING, Codec
from .model import (
    Adjustment,
    AllPass,
    Deal,
    Event,
    Misdeal,
    Rules,
    TableMode,
    table_of,
)
from .notation import format_contract, format_coronet, parse_contract, parse_coronet
from .presets import CLASSIC, OPTION_NAMES, PRESETS, check_table_rules, option_value

if TYPE_CHECKING:
    from ...session import AnySession
    from ..base import Fields

HEADER_KEYS = ("table",)
RULES_HINTS = (Msg("vint.storage.rules.missing.hint"), Msg("vint.storage.rules.not_table.hint"))
RULES_KEYS = ("preset", *OPTION_NAMES)
EVENT_KEYS: dict[str, tuple[str, ...]] = {
    "deal": ("kind", "contract", "declarer", "tricks", "honours", "aces", "coronets",
             "revokes", "first", "partner", "dealer", "note", "void"),
    "pass": ("kind", "player", "tricks", "dealer", "note", "void"),
    "adjust": ADJUST_KEYS,
    "misdeal": ("kind", "player", "note", "void"),
    "seat": SEAT_KEYS,
    "rules": ("kind", "preset", *OPTION_NAMES, "note", "void"),
}


def _plain(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    return f'"{getattr(value, "value", value)}"'


EXAMPLES: dict[str, str] = {
    "table": '"pairs"', "preset": '"classic"', "kind": '"deal"', "contract": '"3H"',
    "declarer": '"Anna"', "tricks": "9", "honours": "3", "aces": "2",
    "coronets": '["Vera:H:4"]', "revokes": '["Boris"]', "first": '"Anna"',
    "note": '"…"', "void": "true", "partner": '"Vera"', "dealer": '"Boris"',
    **SHARED_EXAMPLES,
    **{key: _plain(getattr(CLASSIC, key)) for key in OPTION_NAMES},
}


# -- the header ------------------------------------------------------------------------

# -- the rules -------------------------------------------------------------------------

def _option_kind(key: str) -> str:
    value = getattr(CLASSIC, key)
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int"
    return "str"


def _option_text(value: object) -> object:
    if isinstance(value, (bool, int)):
        return value
    return getattr(value, "value", value)  # enums as their lower-case value


# -- the events ------------------------------------------------------------------------

def _read_deal(t: Fields, note: str, void: bool) -> Deal | None:
    contract = t.get("contract", "str", required=True)
    if contract is not MISSING:
        try:
            contract = parse_contract(contract)
        except NotationError as exc:
            t.bad("contract", exc.msg, hint=Msg("vint.storage.deal.contract.hint"), rule=exc.rule)
    declarer = t.get("declarer", "str", required=True)
    tricks = t.get("tricks", "int", required=True)
    honours = t.get("honours", "int")
    aces = t.get("aces", "int")
    coronet_texts = t.get("coronets", "strs", default=[])
    coronets = []
    if coronet_texts is not MISSING:
        for text in coronet_texts:
            try:
                coronets.append(parse_coronet(text))
            except NotationError as exc:
                t.bad("coronets", exc.msg, hint=Msg("vint.storage.deal.coronets.hint"), rule=exc.rule)
    revokes = t.get("revokes", "strs", default=[])
    first = t.get("first", "str")
    partner = t.get("partner", "str")
    dealer = t.get("dealer", "str")  # only when the table said who dealt (issue 14)
    if not t.ok:
        return None
    return Deal(contract=contract, declarer=declarer, tricks=tricks, honours=honours, aces=aces,
                coronets=tuple(coronets), revokes=tuple(revokes), first=first, partner=partner,
                note=note, void=void, dealer=dealer)


class VintCodec(Codec):
    """Vint in the session file: its table, [rules] (V13) and six kinds of event."""

    header_keys = HEADER_KEYS
    rules_keys = RULES_KEYS
    rules_hints = RULES_HINTS
    event_keys = EVENT_KEYS
    examples = EXAMPLES

    def read_header(self, top: Fields) -> dict[str, Any]:
        """V12: how the table is kept (`table`, pairs by default)."""
        return read_table(top, TableMode)

    def header_items(self, session: AnySession) -> list[tuple[str, object]]:
        return [("table", table_of(session).value)]

    def check_players(self, top: Fields, players: tuple[str, ...], header: dict[str, Any]) -> bool:
        """V12: as many players as the table takes."""
        return shared_check_players(top, players, header, "V12")

    def read_rules(self, t: Fields) -> Rules | None:
        """A preset and its options, read from [rules] or from a "rules" event (V13)."""
        base = read_preset(t, PRESETS, "V13")
        if base is None:
            return None
        values: dict[str, Any] = {}  # option -> a value of its own type (option_value checks it)
        raw = t.data
        for key in (k for k in OPTION_NAMES if k in raw):
            kind = _option_kind(key)
            if kind == "int" and isinstance(raw[key], int) and not isinstance(raw[key], bool):
                value = raw[key]  # its range is checked by option_value below
            else:
                value = t.get(key, kind)
                if value is MISSING:
                    continue
            try:
                values[key] = option_value(key, value)
            except InputError as exc:
                bad_option(t, key, exc, EXAMPLES[key])
        if not t.ok:
            return None
        return replace(base, **values)

    def check_rules(self, t: Fields, header: dict[str, Any], rules: Rules) -> None:
        """The rules against the table they are kept at (V9), as `vint new` checks them."""
        table = header.get("table")
        if table is None:
            return
        try:
            check_table_rules(table, rules)
        except InputError as exc:
            t.bad(exc.key, exc.msg, hint=exc.hint_msg, rule=exc.rule)

    def rules_items(self, rules: Rules) -> list[tuple[str, object]]:
        return [("preset", rules.preset)] + [(key, _option_text(getattr(rules, key)))
                                             for key in OPTION_NAMES]

    def read_event(self, t: Fields, kind: str, note: str, void: bool) -> Event | None:
        event: Event | None
        if kind == "deal":
            event = _read_deal(t, note, void)
        elif kind == "pass":
            player = t.get("player", "str")
            tricks = t.get("tricks", "int")
            dealer = t.get("dealer", "str")
            event = AllPass(player=player, tricks=tricks, note=note, void=void, dealer=dealer)
        elif kind == "adjust":
            event = read_adjustment(t, note, void)
        elif kind == "misdeal":
            player = t.get("player", "str", required=True)
            event = Misdeal(player=player, note=note, void=void)
        elif kind == "rules":
            rules = self.read_rules(t)
            event = RulesChange(rules, note=note, void=void) if rules is not None else None
        else:
            event = read_seat(t, note, void, "V12")
        return event if t.ok else None

    def event_items(self, event: Event) -> list[tuple[str, object]]:
        items: list[tuple[str, object]]
        if isinstance(event, Deal):
            items = [("kind", "deal"), ("contract", format_contract(event.contract)),
                     ("declarer", event.declarer), ("tricks", event.tricks),
                     ("honours", event.honours), ("aces", event.aces),
                     ("coronets", [format_coronet(c) for c in event.coronets]),
                     ("revokes", list(event.revokes)), ("first", event.first),
                     ("partner", event.partner), ("dealer", event.dealer)]
        elif isinstance(event, AllPass):
            items = [("kind", "pass"), ("player", event.player), ("tricks", event.tricks),
                     ("dealer", event.dealer)]
        elif isinstance(event, Adjustment):
            items = adjustment_items(event)
        elif isinstance(event, Misdeal):
            items = [("kind", "misdeal"), ("player", event.player)]
        elif isinstance(event, RulesChange):
            items = [("kind", "rules"), *self.rules_items(event.rules)]
        elif isinstance(event, Seat):
            items = seat_items(event)
        else:
            raise TypeError(f"not a Vint event: {event!r}")
        return [*items, ("note", event.note), ("void", event.void)]
