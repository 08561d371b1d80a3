"""Bridge's events and sessions from what the scorekeeper typed: a new session (B30), a deal
as bridge players say it (B1, B2, B7, B33), a pass-out (B8), an adjustment, a seat change
(B30), a change of one event, a switch of rules.

The command line, `vint play` and the page hand over the words and numbers as typed
(`given`: each declared argument and option by name, None when not given); this reads them
into events, refusing what no bridge event takes. Whether an event is possible — its
players seated, its honours at its strain, its tricks 0 to 13 — is the replay's to say.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

from ...errors import InputError, UsageError
from ...glossary import Msg
from ...money import parse_stake
from ...names import parse_players
from ...notation import parse_reason, parse_title
from ...rubber import typed
from ...rubber.events import Adjustment, RulesChange, Seat
from ...session import Session
from ..base import Forms
from .model import ADJUSTMENT_RULE, BridgeDeal, BridgeTable, Contract, Event, PassOut
from .notation import format_result, parse_entry, parse_honours
from .presets import parse_rule_override, preset, with_overrides


def _tricks(contract: Contract, from_result: int | None, typed_tricks: int | None,
            text: str) -> int:
    """B1: the declaring side's tricks, typed after the declarer or read from the result
    after the contract (4S=, 4SX+1, 3NT-2); given both ways, they must agree."""
    if from_result is None:
        if typed_tricks is None:
            raise UsageError(Msg("bridge.deal.no_tricks"), rule="B1",
                             hint=Msg("bridge.deal.no_tricks.hint"))
        return typed_tricks
    if typed_tricks is not None and typed_tricks != from_result:
        raise InputError(Msg("bridge.deal.tricks_twice", result=text, tricks=from_result,
                             typed=typed_tricks), rule="B1",
                         hint=Msg("bridge.deal.tricks_twice.hint",
                                  result=format_result(contract, from_result)))
    return from_result


def deal(given: Mapping[str, Any]) -> BridgeDeal:
    """`vint deal CONTRACT DECLARER TRICKS [--honours HOLDER:4|5|aces] [--dealer P]
    [--note T]`, or the result after the contract with TRICKS left out: `4S= Anna`,
    `4SX+1 Anna`, `3NT-2 Boris` (B1, B2, B7, B33)."""
    contract, from_result = parse_entry(given["contract"])
    tricks = _tricks(contract, from_result, given.get("tricks"), given["contract"])
    honours = given.get("honours")  # B7: only when a hand held them, never assumed
    return BridgeDeal(contract, given["declarer"], tricks,
                      parse_honours(honours) if honours is not None else None,
                      given.get("note") or "", dealer=given.get("dealer"))


def pass_out(given: Mapping[str, Any]) -> PassOut:
    """`vint pass [--dealer P] [--note T]` (B8): four passes, nothing scored."""
    if given.get("player") is not None or given.get("tricks") is not None:
        raise InputError(Msg("bridge.pass.alone"), rule="B8", hint=Msg("bridge.pass.alone.hint"))
    return PassOut(given.get("note") or "", dealer=given.get("dealer"))


def adjustment(given: Mapping[str, Any]) -> Adjustment:
    """`vint adjust PLAYER AMOUNT --reason TEXT [--below]`: a free entry for PLAYER's side,
    above the line, or below toward the game in progress."""
    return typed.adjustment(given, ADJUSTMENT_RULE)


def seat(given: Mapping[str, Any]) -> Seat:
    """`vint seat …` (B30, as Vint's): a rubber seated by hand, players who join, leave or
    replace."""
    return typed.seat(given, "B30")


_EVENTS: dict[str, Callable[[Mapping[str, Any]], Event]] = {
    "deal": deal, "pass": pass_out, "adjust": adjustment, "seat": seat}


def new_session(name: str, players: str, given: Mapping[str, Any], created: datetime,
                lang: str, game: str) -> Session[Any, Event]:
    """`vint new NAME --game bridge --players A,B,C,D[,…] [--rules rubber|chicago]
    [--rule KEY=VALUE]… [--table pairs|individual]`: four at `individual`, four to twelve
    at `pairs` (B30); the rules pinned, every option of the rules' table."""
    table = typed.table(given.get("table"), BridgeTable, "B30")
    chosen = with_overrides(preset(given.get("rules") or "rubber"),
                            [parse_rule_override(r) for r in given.get("rule") or ()])
    title = given.get("title")
    return Session(title=parse_title(title) if title is not None else name, created=created,
                   players=parse_players(players, table.sizes, table.said, rule="B30"),
                   rules=chosen, table=table, stake=parse_stake(given.get("stake", "1.00")),
                   lang=lang, game=game)


# -- vint edit ------------------------------------------------------------------------

# The options of `vint edit` each kind of event takes: the kind of an event cannot change,
# and a field it does not have is refused by name.
_EDITS: dict[type, tuple[str, ...]] = {
    BridgeDeal: ("contract", "declarer", "tricks", "honours", "no_honours", "dealer",
                 "no_dealer", "note"),
    PassOut: ("dealer", "no_dealer", "note"),
    Adjustment: ("player", "amount", "reason", "below", "note"),
    Seat: ("note",),  # a seat change or a switch of rules: only its note (a new one is a
    RulesChange: ("note",),  # new event)
}
# An option that sets a field and the one that clears it (`--honours Gleb:4 --no-honours`).
CLEARING = {"no_honours": "honours", "no_dealer": "dealer"}


def _typed(o: Mapping[str, Any]) -> dict[str, Any]:
    """The options typed: those not at their default (None, an unset flag, an empty list;
    --below/--above is a tri-state, None unless one of them was typed)."""
    return {k: v for k, v in o.items() if (v is not None and v is not False and v != [])
            or (k == "below" and v is False)}


def _deal_changes(given: dict[str, Any]) -> dict[str, Any]:
    changes: dict[str, Any] = {k: given[k] for k in ("declarer", "tricks", "dealer") if k in given}
    if "contract" in given:  # '4S', or '4SX+1' with its tricks (B1, B33)
        changes["contract"], from_result = parse_entry(given["contract"])
        if from_result is not None:
            changes["tricks"] = _tricks(changes["contract"], from_result, given.get("tricks"),
                                        given["contract"])
    if "honours" in given:  # B7: a new contract keeps its honours; the replay judges them
        changes["honours"] = parse_honours(given["honours"])
    return changes


def _adjustment_changes(given: dict[str, Any]) -> dict[str, Any]:
    changes: dict[str, Any] = {k: given[k] for k in ("player", "amount", "below") if k in given}
    if "reason" in given:  # as `vint adjust` reads it: it says something
        changes["reason"] = parse_reason(given["reason"], ADJUSTMENT_RULE)
    return changes


class BridgeForms(Forms):
    """Bridge's events and sessions from what was typed."""

    clearing = CLEARING

    def _option(self, name: str) -> str:
        """An edit's field as its option is typed (--no-honours), as the game's `edit`
        declares it."""
        from ..commands import flag
        edit = self.game.commands.get("edit")
        return flag(edit, name) if edit is not None else "--" + name.replace("_", "-")

    def new_session(self, name: str, players: str, given: Mapping[str, Any],
                    created: datetime, lang: str, /) -> Session[Any, Event]:
        return new_session(name, players, given, created, lang, self.game.name)

    def event(self, verb: str, given: Mapping[str, Any], /) -> Event:
        return _EVENTS[verb](given)

    def edited(self, event: Any, number: int, o: Mapping[str, Any], /) -> Any:
        """Event `number` with the fields given on the command line changed (`vint edit`)."""
        given = _typed(o)
        if not given:
            raise InputError(Msg("bridge.edit.nothing", number=number),
                             hint=Msg("bridge.edit.nothing.hint", number=number))
        allowed = _EDITS[type(event)]
        wrong = [k for k in given if k not in allowed]
        if wrong:
            key = wrong[0]
            option = "--above" if key == "below" and given[key] is False else self._option(key)
            raise InputError(Msg("bridge.edit.not_apply", option=option, number=number,
                                 kind=Msg(f"bridge.kind.{event.kind.value}")),
                             hint=Msg("bridge.edit.not_apply.hint", options=", ".join(
                                 self._option(k) for k in allowed)))
        changes: dict[str, Any] = {"note": given["note"]} if "note" in given else {}
        if isinstance(event, BridgeDeal):
            changes.update(_deal_changes(given))
        elif isinstance(event, Adjustment):
            changes.update(_adjustment_changes(given))
        elif isinstance(event, PassOut) and "dealer" in given:
            changes["dealer"] = given["dealer"]
        changes.update({field: None for flag, field in CLEARING.items() if flag in given})
        return replace(event, **changes)

    def rules_switch(self, preset_name: str | None, overrides: Sequence[str],
                     session: object = None, /) -> RulesChange:
        """`vint rescore --rules rubber|chicago [--rule K=V]…`: a switch to those rules (a
        preset names them all; `--rules` is required)."""
        return RulesChange(with_overrides(preset(preset_name or ""),
                                          [parse_rule_override(r) for r in overrides]))
