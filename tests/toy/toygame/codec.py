"""Tricks in the session file: [rules] (its options, model.OPTIONS) and its one kind of
event, a deal whose `tricks` are written "Anna=5"."""
from __future__ import annotations

import re
from types import MappingProxyType
from typing import Any, final

from vintscore.games.base import MISSING, Codec, Fields
from vintscore.glossary import Msg
from vintscore.tally import options

from .model import OPTIONS, SIZES, TrickDeal, TrickRules

_NAMED = re.compile(r"\s*(.*?\S)\s*=\s*([0-9]{1,2})\s*")


def named_tricks(text: str) -> tuple[str, int] | None:
    """'Anna=5' -> ('Anna', 5); None when it is not written so."""
    found = _NAMED.fullmatch(text)
    return (found[1], int(found[2])) if found else None


@final
class TricksCodec(Codec):
    rules_keys = tuple(o.key for o in OPTIONS)
    event_keys = MappingProxyType({"deal": ("kind", "tricks", "double", "note", "void")})
    examples = MappingProxyType({"kind": '"deal"', "tricks": '["Anna=5", "Boris=3", "Vera=2"]',
                "double": "true", "note": '"…"', "void": "true", "deal_size": "10",
                "target": "10"})
    sizes, sizes_rule = SIZES, "Z1"

    def read_rules(self, fields: Fields, /) -> TrickRules | None:
        return options.read(fields, TrickRules, OPTIONS, Msg("toy.rules.hint"))

    def rules_items(self, rules: TrickRules, /) -> list[tuple[str, object]]:
        return options.items(rules, OPTIONS)

    def read_event(self, fields: Fields, kind: str, note: str, void: bool, /) -> TrickDeal | None:
        texts = fields.get("tricks", "strs", required=True)
        double = fields.get("double", "bool", default=False)
        tricks = []
        for text in texts if texts is not MISSING else ():
            pair = named_tricks(text)
            if pair is None:
                fields.bad("tricks", Msg("toy.tricks.bad", text=fields.show(text)), rule="Z1",
                           hint=Msg("toy.deal.hint"))
                continue
            tricks.append(pair)
        return TrickDeal(tuple(tricks), double, note, void) if fields.ok else None

    def event_items(self, event: Any, /) -> list[tuple[str, object]]:
        return [("kind", "deal"), ("tricks", [f"{p}={n}" for p, n in event.tricks]),
                ("double", event.double or None), ("note", event.note), ("void", event.void)]
