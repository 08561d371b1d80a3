"""Preferans in the session file (P1, P9): the convention pinned in [rules], and each
kind of event as its [[events]] table writes it (docs/contract.md, "The session file").

Storage reads the envelope and hands each table to these functions as `Fields`; they
check what the file holds and report every problem with its key. Nothing here touches disk.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...errors import InputError, NotationError
from ...glossary import Msg
from ..base import MISSING, Codec
from .model import PrefDeal, PrefManual, PrefPass, PrefRules
from .notation import TRICKS_NUMBER, VISTS_NUMBER, format_pref_contract, parse_pref_contract
from .presets import OPTION_NAMES, PRESETS, option_value

if TYPE_CHECKING:
    from ..base import Fields

Event = PrefDeal | PrefPass | PrefManual

HEADER_KEYS: tuple[str, ...] = ()  # a pulya has no table modes
RULES_HINTS = (Msg("preferans.storage.rules.hint"), Msg("preferans.storage.rules.hint"))
RULES_KEYS = ("convention", *OPTION_NAMES)
EVENT_KEYS: dict[str, tuple[str, ...]] = {
    "deal": ("kind", "contract", "declarer", "tricks", "whist", "pass", "half", "without_three",
             "note", "void"),
    "pass": ("kind", "tricks", "note", "void"),
    "adjust": ("kind", "player", "pool", "mountain", "vists_on", "reason", "note", "void"),
}
EXAMPLES: dict[str, str] = {
    "kind": '"deal"', "contract": '"3H"', "declarer": '"Anna"', "tricks": "9", "note": '"…"',
    "void": "true", "player": '"Boris"', "reason": '"house rule"',
}


# -- the header ------------------------------------------------------------------------

# -- the rules -------------------------------------------------------------------------

# -- the events ------------------------------------------------------------------------

def _named_counts(t: Fields, key: str, texts: Any, *, counts: bool) -> tuple | None:
    """["Boris=3", "Vera"] -> (("Boris", 3), ("Vera", None)); counts required if `counts`."""
    if texts is MISSING:
        return None
    out = []
    for text in texts:
        name, sep, number = text.partition("=")
        name, number = name.strip(), number.strip()
        vists = key == "vists_on"
        pattern = VISTS_NUMBER if vists else TRICKS_NUMBER
        if not name or (sep and not re.fullmatch(pattern, number)) or (counts and not sep):
            what = "preferans.storage.named_vists" if vists else "preferans.storage.named"
            t.bad(key, Msg(what, field=key, value=t.show(text)),
                  hint=Msg(what + ".hint", field=key), rule="P1")
            return None
        out.append((name, int(number) if sep else None))
    return tuple(out)


class PreferansCodec(Codec):
    """A pulya in the session file: [rules] (the convention, P9) and three kinds of event."""

    header_keys = HEADER_KEYS
    rules_keys = RULES_KEYS
    rules_hints = RULES_HINTS
    event_keys = EVENT_KEYS
    examples = EXAMPLES

    def check_players(self, top: Fields, players: tuple[str, ...], header: dict[str, Any]) -> bool:
        """P1: three or four play."""
        if 3 <= len(players) <= 4:
            return True
        top.bad("players", Msg("preferans.storage.players", count=len(players)),
                hint=Msg("preferans.storage.players.hint"), rule="P1")
        return False

    def read_rules(self, t: Fields) -> PrefRules | None:
        """A convention and its options (P9)."""
        name = t.get("convention", "str", required=True)
        if name is MISSING:
            return None
        base = PRESETS.get(name)
        if base is None:
            t.bad("convention", Msg("preferans.storage.convention", value=t.show(name)),
                  hint=Msg("preferans.storage.convention.hint", names=", ".join(PRESETS)), rule="P9")
            return None
        values: dict[str, Any] = {}  # option -> a value of its own type (option_value checks it)
        for key, value in ((k, t.data[k]) for k in OPTION_NAMES if k in t.data):
            kind = type(getattr(base, key))
            if (kind is bool and not isinstance(value, bool)) or (kind is int and (
                    isinstance(value, bool) or not isinstance(value, int))) or (kind is str and (
                    not isinstance(value, str))):
                t.bad(key, Msg("preferans.storage.option.type", field=key, value=t.show(value)),
                      hint=Msg("storage.key.write", field=key,
                               example=t.show(getattr(base, key))), rule="P9")
                continue
            try:
                values[key] = option_value(key, value)
            except InputError as exc:
                t.bad(key, exc.msg, hint=exc.hint_msg or Msg("storage.key.write", field=key,
                                                              example=t.show(getattr(base, key))),
                      rule="P9")
        return replace(base, **values) if t.ok else None

    def rules_items(self, rules: PrefRules) -> list[tuple[str, object]]:
        return [("convention", rules.convention)] + [(key, getattr(rules, key))
                                                     for key in OPTION_NAMES]

    def read_event(self, t: Fields, kind: str, note: str, void: bool) -> Event | None:
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
            return PrefManual(player, pool, mountain, vists or (), reason, note, void)
        contract_text = t.get("contract", "str", required=True)
        contract = None
        if contract_text is not MISSING:
            try:
                contract = parse_pref_contract(contract_text)
            except NotationError as exc:
                t.bad("contract", exc.msg, hint=exc.hint_msg, rule=exc.rule)
        declarer = t.get("declarer", "str", required=True)
        tricks = t.get("tricks", "int")
        whists = _named_counts(t, "whist", t.get("whist", "strs", default=[]), counts=False)
        passes = _named_counts(t, "pass", t.get("pass", "strs", default=[]), counts=False)
        half = t.get("half", "str")
        without_three = t.get("without_three", "bool", default=False)
        if not t.ok or contract is None:
            return None
        return PrefDeal(contract, declarer, tricks, whists or (), passes or (), half, without_three,
                        note, void)

    def event_items(self, event: Event) -> list[tuple[str, object]]:
        def named(pairs: tuple[tuple[str, int | None], ...]) -> list[str]:
            return [p if n is None else f"{p}={n}" for p, n in pairs]

        items: list[tuple[str, object]]
        if isinstance(event, PrefDeal):
            items = [("kind", "deal"), ("contract", format_pref_contract(event.contract)),
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
            raise TypeError(f"not a Preferans event: {event!r}")
        return [*items, ("note", event.note), ("void", event.void)]
