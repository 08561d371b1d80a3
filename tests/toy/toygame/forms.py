"""Tricks' sessions and deals from what was typed (Z1, Z2)."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from datetime import datetime
from typing import Any, final

from vintscore.errors import InputError
from vintscore.games.base import Forms
from vintscore.glossary import Msg
from vintscore.money import parse_stake
from vintscore.names import parse_players
from vintscore.notation import parse_title
from vintscore.session import Session
from vintscore.tally import options

from .codec import named_tricks
from .model import OPTIONS, SIZES, TrickDeal, TrickRules


def read_tricks(text: str) -> tuple[tuple[str, int], ...]:
    """'Anna=5,Boris=3,Vera=2' as typed (Z1)."""
    pairs = [named_tricks(part) for part in text.split(",")]
    if not pairs or any(p is None for p in pairs):
        raise InputError(Msg("toy.tricks.bad", text=text), rule="Z1", hint=Msg("toy.deal.hint"))
    return tuple(p for p in pairs if p is not None)


def _rules(given: Mapping[str, Any]) -> TrickRules:
    if given.get("rules") not in (None, "standard"):
        raise InputError(Msg("toy.rules.preset", name=given["rules"]),
                         hint=Msg("toy.rules.preset.hint"))
    target = () if given.get("target") is None else (f"target={given['target']}",)
    return options.typed(options.defaults(TrickRules, OPTIONS),
                         [*(given.get("rule") or ()), *target], OPTIONS, Msg("toy.rules.hint"))


@final
class TricksForms(Forms):
    def new_session(self, name: str, players: str, given: Mapping[str, Any], created: datetime,
                    lang: str, /) -> Session[Any, Any]:
        title = given.get("title")
        return Session(title=parse_title(title) if title is not None else name, created=created,
                       players=parse_players(players, SIZES, Msg("toy.name"), rule="Z1",
                                             hint=Msg("toy.players.hint")),
                       rules=_rules(given), stake=parse_stake(given.get("stake", "1.00")),
                       lang=lang, game=self.game.name)

    def event(self, verb: str, given: Mapping[str, Any], /) -> TrickDeal:
        return TrickDeal(read_tricks(given["tricks"]), bool(given.get("double")),
                         given.get("note") or "")

    def edited(self, event: TrickDeal, number: int, given: Mapping[str, Any], /) -> TrickDeal:
        changes: dict[str, Any] = {k: read_tricks(v) if k == "tricks" else v
                                   for k, v in given.items()
                                   if k in ("tricks", "double", "note") and v is not None}
        if not changes:
            raise InputError(Msg("cli.edit.nothing", number=number),
                             hint=Msg("cli.edit.nothing.hint", number=number))
        return replace(event, **changes)
