"""Bridge in the session file: the table (B30), the [rules] pinned at creation (every option
of the rules' table), and each kind of event as its [[events]] table writes it: a deal (its
contract as the notation writes it, B1, B2, B33; its honours as HOLDER:4|5|aces, B7), a
pass-out (B8), an adjustment, a seat change (B30) and a switch of rules, the last three as
every game of rubbers keeps them (rubber/codec.py).

Storage reads the envelope and hands each table here as `Fields`; every problem is
reported on its key, so `vint check` names the line. What a deal's numbers must be
whoever played it (B1, B7) is checked here too; who played it, the rules' `honours = off`
and the deal's place in the evening are the replay's to say. Nothing here touches disk.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...errors import InputError, NotationError, RuleViolation
from ...glossary import Msg
from ...rubber import codec as shared
from ...rubber.events import Adjustment, RulesChange, Seat
from ..base import MISSING, Codec
from .model import BridgeDeal, BridgeRules, BridgeTable, Contract, Event, Honours, PassOut
from .notation import format_contract, format_honours, parse_contract, parse_honours
from .presets import OPTION_NAMES, PRESETS, RUBBER, option_value
from .scoring import deal_values, tricks_values
from .sheet import table_of

if TYPE_CHECKING:
    from ...session import AnySession
    from ..base import Fields

HEADER_KEYS = ("table",)
_PRESET_LINES = {name: f'preset = "{name}"' for name in PRESETS}
RULES_HINTS = (Msg("bridge.storage.rules.missing.hint", **_PRESET_LINES),
               Msg("bridge.storage.rules.not_table.hint", **_PRESET_LINES))
CONTRACT_HINT = Msg("bridge.storage.contract.hint", example='contract = "4S"',
                    doubled='"4SX", "3NTXX"')
HONOURS_HINT = Msg("bridge.storage.honours.hint", four='honours = "Gleb:4"', five='"Gleb:5"',
                   aces='"Gleb:aces"')
RULES_KEYS = ("preset", *OPTION_NAMES)
EVENT_KEYS: dict[str, tuple[str, ...]] = {
    "deal": ("kind", "contract", "declarer", "tricks", "honours", "dealer", "note", "void"),
    "pass": ("kind", "dealer", "note", "void"),
    "adjust": shared.ADJUST_KEYS,
    "seat": shared.SEAT_KEYS,
    "rules": ("kind", "preset", *OPTION_NAMES, "note", "void"),
}


def _written(value: object) -> object:
    """An option's value as [rules] writes it: a number, or its word."""
    return value if isinstance(value, int) else getattr(value, "value", value)


def _example(value: object) -> str:
    return str(value) if isinstance(value, int) else f'"{_written(value)}"'


EXAMPLES: dict[str, str] = {
    "table": '"pairs"', "preset": '"rubber"', "kind": '"deal"', "contract": '"4S"',
    "declarer": '"Anna"', "tricks": "10", "honours": '"Gleb:4"', "dealer": '"Boris"',
    "note": '"…"', "void": "true", **shared.EXAMPLES,
    **{key: _example(getattr(RUBBER, key)) for key in OPTION_NAMES},
}


# -- the rules' options and the events, as the file writes them ----------------------------

def _option(t: Fields, key: str) -> object:
    """One option's value, checked against the values the rules' table gives it, or
    MISSING (the problem reported on its key)."""
    value = t.data[key]
    if not (key == "honours" and isinstance(value, bool)):  # a file may say true / false
        value = t.get(key, "int" if isinstance(getattr(RUBBER, key), int) else "str")
        if value is MISSING:
            return MISSING
    try:
        return option_value(key, value)
    except InputError as exc:
        shared.bad_option(t, key, exc, EXAMPLES[key])
        return MISSING


def _rules_items(rules: BridgeRules) -> list[tuple[str, object]]:
    return [("preset", rules.preset)] + [(key, _written(getattr(rules, key)))
                                         for key in OPTION_NAMES]


def read_rules(t: Fields) -> BridgeRules | None:
    """A preset (`rubber`, `chicago`) and its options, read from [rules] or from a "rules"
    event; an option not written is the preset's."""
    base = shared.read_preset(t, PRESETS, "B20")
    if base is None:
        return None
    values: dict[str, Any] = {key: _option(t, key) for key in OPTION_NAMES if key in t.data}
    if not t.ok:
        return None
    return replace(base, **values)


def _read_deal(t: Fields, note: str, void: bool) -> BridgeDeal | None:
    """B1, B2, B7: a deal's contract, declarer, tricks, honours; each problem on its key."""
    contract = _read(t, "contract", parse_contract, required=True, hint=CONTRACT_HINT)
    declarer = t.get("declarer", "str", required=True)
    tricks = t.get("tricks", "int", required=True)
    honours = _read(t, "honours", parse_honours, hint=HONOURS_HINT)
    dealer = t.get("dealer", "str")  # only when the table said who dealt (B31)
    if isinstance(contract, Contract) and tricks is not MISSING and honours is not MISSING:
        deal = BridgeDeal(contract, declarer, tricks, honours, note, void, dealer)
        _report(t, deal_values(deal, None))  # the rules' honours = off is the replay's
        return deal if t.ok else None
    if isinstance(tricks, int):  # the tricks are wrong whatever the contract is (B1)
        _report(t, tricks_values(tricks))
    return None


def _read(t: Fields, key: str, parse: Any, *, hint: Msg, required: bool = False) -> Any:
    """A key written in bridge's notation, parsed: its value, None when absent and not
    required, MISSING when wrong (reported on the key, with the rule it breaks)."""
    text = t.get(key, "str", required=required)
    if not isinstance(text, str):
        return text
    try:
        return parse(text)
    except NotationError as exc:
        t.bad(key, exc.msg, hint=hint, rule=exc.rule)
        return MISSING


def _report(t: Fields, problems: list[RuleViolation]) -> None:
    for problem in problems:
        t.bad(problem.key, problem.msg, hint=problem.hint_msg, rule=problem.rule)


def _deal_items(deal: BridgeDeal) -> list[tuple[str, object]]:
    honours: Honours | None = deal.honours
    return [("kind", "deal"), ("contract", format_contract(deal.contract)),
            ("declarer", deal.declarer), ("tricks", deal.tricks),
            ("honours", format_honours(honours) if honours is not None else None),
            ("dealer", deal.dealer)]


def _read_rules_event(t: Fields, note: str, void: bool) -> RulesChange[BridgeRules] | None:
    rules = read_rules(t)
    return RulesChange(rules, note=note, void=void) if rules is not None else None


# Each kind's reading: (the table, its note, its void mark) -> the event, or None when a
# problem was reported on its key; and each event's writing, but its note and void mark.
_READERS: dict[str, Callable[[Fields, str, bool], Event | None]] = {
    "deal": lambda t, note, void: _read_deal(t, note, void),
    "pass": lambda t, note, void: PassOut(note, void, t.get("dealer", "str")),  # B8
    "adjust": shared.read_adjustment,
    "seat": lambda t, note, void: shared.read_seat(t, note, void, "B30"),
    "rules": _read_rules_event,
}
_WRITERS: dict[type, Callable[[Any], list[tuple[str, object]]]] = {
    BridgeDeal: _deal_items,
    PassOut: lambda event: [("kind", "pass"), ("dealer", event.dealer)],
    Adjustment: shared.adjustment_items,
    Seat: shared.seat_items,
    RulesChange: lambda event: [("kind", "rules"), *_rules_items(event.rules)],
}


class BridgeCodec(Codec):
    """Bridge in the session file: its table (B30), [rules] and five kinds of event."""

    header_keys = HEADER_KEYS
    rules_keys = RULES_KEYS
    rules_hints = RULES_HINTS
    event_keys = EVENT_KEYS
    examples = EXAMPLES

    def read_header(self, top: Fields, /) -> dict[str, Any]:
        """B30: how the table is kept (`table`, pairs by default)."""
        return shared.read_table(top, BridgeTable, "B30")

    def header_items(self, session: AnySession, /) -> list[tuple[str, object]]:
        return [("table", table_of(session).value)]

    def check_players(self, top: Fields, players: tuple[str, ...], header: dict[str, Any],
                      /) -> bool:
        """B30: four players at `individual`, four to twelve at `pairs`."""
        return shared.check_players(top, players, header, "B30")

    def read_rules(self, fields: Fields, /) -> BridgeRules | None:
        return read_rules(fields)

    def rules_items(self, rules: BridgeRules, /) -> list[tuple[str, object]]:
        return _rules_items(rules)

    def read_event(self, fields: Fields, kind: str, note: str, void: bool, /) -> Event | None:
        event = _READERS[kind](fields, note, void)
        return event if fields.ok else None

    def event_items(self, event: Event, /) -> list[tuple[str, object]]:
        write = _WRITERS.get(type(event))
        if write is None:
            raise TypeError(f"not a bridge event: {event!r}")
        return [*write(event), ("note", event.note), ("void", event.void)]
