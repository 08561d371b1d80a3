"""Tricks in the session file: [rules] (deal_size, target) and its one kind of event, a deal
whose `tricks` are written "Anna=5"."""
from __future__ import annotations

import re
from typing import Any

from vintscore.games.base import MISSING, Codec, Fields
from vintscore.glossary import Msg

from .model import RULES_KEYS, SIZES, TrickDeal, TrickRules

_NAMED = re.compile(r"\s*(.*?\S)\s*=\s*([0-9]{1,2})\s*")


def named_tricks(text: str) -> tuple[str, int] | None:
    """'Anna=5' -> ('Anna', 5); None when it is not written so."""
    found = _NAMED.fullmatch(text)
    return (found[1], int(found[2])) if found else None


EVENT_KEYS = {"deal": ("kind", "tricks", "double", "note", "void")}
KIND_NAMES = {"deal": Msg("storage.kind.deal")}
KIND_PLACES = {"deal": Msg("storage.place.deal")}
EXAMPLES = {"kind": '"deal"', "tricks": '["Anna=5", "Boris=3", "Vera=2"]', "double": "true",
            "note": '"…"', "void": "true", "deal_size": "10", "target": "10"}


class TricksCodec(Codec):
    rules_keys = RULES_KEYS
    rules_hints = (Msg("toy.rules.hint"), Msg("toy.rules.hint"))
    event_keys = EVENT_KEYS
    kind_names = KIND_NAMES
    kind_places = KIND_PLACES
    examples = EXAMPLES

    def check_players(self, top: Fields, players: tuple[str, ...], header: dict[str, Any],
                      /) -> bool:
        if SIZES[0] <= len(players) <= SIZES[1]:
            return True
        top.bad("players", Msg("toy.players", count=len(players)), rule="Z1",
                hint=Msg("toy.players.hint"))
        return False

    def read_rules(self, fields: Fields, /) -> TrickRules | None:
        size = fields.get("deal_size", "int", required=True)
        target = fields.get("target", "int", required=True)
        for key, number in (("deal_size", size), ("target", target)):
            if number is not MISSING and number < 1:
                fields.bad(key, Msg("toy.rules.positive", field=key), rule="Z2",
                           hint=Msg("toy.rules.hint"))
        return TrickRules(size, target) if fields.ok else None

    def rules_items(self, rules: TrickRules, /) -> list[tuple[str, object]]:
        return [("deal_size", rules.deal_size), ("target", rules.target)]

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

    def event_items(self, event: TrickDeal, /) -> list[tuple[str, object]]:
        return [("kind", "deal"), ("tricks", [f"{p}={n}" for p, n in event.tricks]),
                ("double", event.double or None), ("note", event.note), ("void", event.void)]
