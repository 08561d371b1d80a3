"""Vint's events from what the scorekeeper typed: a deal, an all-pass, an adjustment, a
misdeal, a seat change, a change of one event, a new session's rules (RULES.md V1–V13).

The command line, `vint play` and anything later hand over the words and numbers as
typed (`given`: the options, by name, None when not given); this reads them into events,
refusing what no Vint event takes. Whether an event is possible is the replay's to say.
"""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import Any

from ...errors import InputError, UsageError
from ...glossary import Msg
from ...money import parse_stake
from ...names import parse_players
from ...notation import parse_reason, parse_title
from ...session import Session
from ...text import fold
from .model import (
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
from .notation import clash_said, parse_contract, parse_coronet, seat_clash, table_name
from .presets import check_table_rules, parse_rule_override, preset, with_overrides

# The options of the other game's forms, refused here by name.
_PULYA_DEAL = ("whist", "passes", "half", "without_three")
_PULYA_ADJUST = ("pool", "mountain", "vists_on")


def _option(name: str) -> str:
    return "--" + name.rstrip("_").replace("_", "-").replace("passes", "pass")


def deal(contract: str, declarer: str, tricks: int | None, given: dict[str, Any]) -> Deal:
    """`vint deal CONTRACT DECLARER TRICKS [--honours H] [--aces A] …` (V1, V2)."""
    other = [_option(k) for k in _PULYA_DEAL if given.get(k)]
    if other:
        raise InputError(Msg("cli.deal.pulya_option", option=other[0]), rule="V1",
                         hint=Msg("cli.deal.pulya_option.hint"))
    if tricks is None:
        raise UsageError(Msg("cli.deal.tricks"), rule="V1", hint=Msg("cli.deal.tricks.hint"))
    return Deal(parse_contract(contract), declarer, tricks, given.get("honours"),
                given.get("aces"), tuple(parse_coronet(c) for c in given.get("coronet") or ()),
                tuple(given.get("revoke") or ()), given.get("first"), given.get("partner"),
                given.get("note") or "", dealer=given.get("dealer"))


def missing_counts(event: Deal) -> tuple[bool, bool]:
    """V2: (honours, aces) the deal does not say: asked for at a terminal, else refused."""
    return event.contract.strain.is_suit and event.honours is None, event.aces is None


def all_pass(player: str | None, tricks: int | None, note: str,
             dealer: str | None = None) -> AllPass:
    """`vint pass [PLAYER TRICKS] [--dealer P]` (V9): with all_pass = play, the tricks
    PLAYER's side took."""
    if (player is None) != (tricks is None):
        raise InputError(Msg("cli.pass.both"), rule="V9", hint=Msg("cli.pass.both.hint"))
    return AllPass(player, tricks, note, dealer=dealer)


def adjustment(player: str, amount: int | None, reason: str | None,
               given: dict[str, Any]) -> Adjustment:
    """`vint adjust PLAYER AMOUNT --reason TEXT [--below]` (V10)."""
    reason = parse_reason(reason, "V10")
    other = [_option(k) for k in _PULYA_ADJUST if given.get(k)]
    if other:
        raise InputError(Msg("cli.pref.pulya_option", option=other[0]), rule="V10",
                         hint=Msg("cli.adjust.vint.hint"))
    if amount is None:
        raise UsageError(Msg("cli.adjust.amount"), rule="V10", hint=Msg("cli.adjust.vint.hint"))
    return Adjustment(player, amount, bool(given.get("below")), reason, given.get("note") or "")


def misdeal(player: str | None, note: str, dealer: str | None = None) -> Misdeal:
    """`vint misdeal [PLAYER] [--dealer P]` (V10): the dealer held 14 cards. PLAYER and
    --dealer name the same man; with neither, the fold takes the dealer of the hand in
    play (dealing.py)."""
    if player is not None and dealer is not None and fold(player) != fold(dealer):
        raise InputError(Msg("cli.misdeal.two", player=player, dealer=dealer), rule="V10",
                         hint=Msg("cli.misdeal.two.hint"))
    return Misdeal(player if player is not None else dealer, note)


def seat(pairs: tuple[tuple[str, str], ...], join: tuple[str, ...], leave: tuple[str, ...],
         replaced: tuple[tuple[str, str], ...], note: str) -> Seat:
    """`vint seat …` (V12): a rubber seated by hand, players who join, leave or replace."""
    if not (pairs or join or leave or replaced):
        raise InputError(Msg("cli.seat.nothing"), rule="V12", hint=Msg("cli.seat.nothing.hint"))
    clash = seat_clash(replaced, leave, join)
    if clash is not None:  # Gleb=Egor, Egor=Zoe: Egor would never play (V12)
        message, hint = clash_said(clash, typed=True)
        raise InputError(message, rule="V12", hint=hint)
    return Seat(pairs, join, leave, replaced, note)


def new_session(name: str, players: str, given: dict[str, Any], created: datetime,
                lang: str) -> Session[Rules, Event]:
    """`vint new NAME --players … [--table T] [--rules PRESET] [--rule K=V]…` (V12, V13)."""
    if given.get("pool") is not None:
        raise InputError(Msg("cli.new.pool_vint"), rule="V8", hint=Msg("cli.new.pool_vint.hint"))
    table = given.get("table") or "pairs"
    try:
        mode = TableMode(table.strip().casefold())
    except ValueError:
        raise InputError(Msg("cli.new.no_table", table=table), rule="V12",
                         hint=Msg("cli.new.no_table.hint",
                                  tables=", ".join(m.value for m in TableMode))) from None
    chosen = with_overrides(preset(given.get("rules") or "classic"),
                            [parse_rule_override(r) for r in given.get("rule") or ()])
    check_table_rules(mode, chosen)
    title = given.get("title")
    return Session(title=parse_title(title) if title is not None else name, created=created,
                   players=parse_players(players, mode.sizes, table_name(mode.value)), rules=chosen,
                   table=mode, stake=parse_stake(given.get("stake", "1.00")),
                   lang=lang)


# -- vint edit ------------------------------------------------------------------------

_DEAL_ONLY = ("contract", "declarer", "honours", "no_honours", "aces", "coronet",
              "no_coronets", "revoke", "no_revokes", "first", "no_first", "partner")
_KIND_NAMES = {"deal": Msg("cli.kind.deal"), "pass": Msg("cli.kind.pass"),
               "adjust": Msg("cli.kind.adjust"), "misdeal": Msg("cli.kind.misdeal"),
               "seat": Msg("cli.kind.seat"), "rules": Msg("cli.kind.rules")}
_PULYA_EDIT = ("whist", "no_whists", "pass_", "no_passes", "half", "no_half", "without_three",
               "each", "pool", "mountain", "vists_on", "no_vists")


def edited(event: Event, number: int, o: dict[str, Any]) -> Event:
    """Event `number` with the fields given on the command line changed (`vint edit`)."""
    other = [k for k in _PULYA_EDIT if o.get(k) is not None and o.get(k) is not False and o.get(k)]
    if other:
        raise InputError(Msg("cli.edit.pulya_option", option=_option(other[0])),
                         hint=Msg("cli.edit.not_apply.hint"))
    # An option is given when it is not at its default: None, an unset flag, an empty list
    # (--below/--above is a tri-state: None unless one of them was typed).
    given = {k: v for k, v in o.items() if k not in _PULYA_EDIT and (
        (v is not None and v is not False and v != []) or (k == "below" and v is False))}
    if not given and isinstance(event, AllPass):
        raise InputError(Msg("cli.edit.nothing.pass", number=number),
                         hint=Msg("cli.edit.nothing.pass.hint", number=number))
    if not given:
        raise InputError(Msg("cli.edit.nothing", number=number),
                         hint=Msg("cli.edit.nothing.hint", number=number))
    wrong = [k for k in given if (k in _DEAL_ONLY and not isinstance(event, Deal))
             or (k in ("player",) and isinstance(event, Deal))
             or (k in ("amount", "reason", "below") and not isinstance(event, Adjustment))
             or (k == "tricks" and isinstance(event, (Adjustment, Misdeal)))
             or (k == "dealer" and isinstance(event, Adjustment))
             or (k == "no_dealer" and isinstance(event, (Adjustment, Misdeal)))
             or (not isinstance(event, (Deal, AllPass, Adjustment, Misdeal)) and k != "note")]
    if wrong:
        key = wrong[0]
        option = "--above" if key == "below" and o[key] is False else _option(key)
        raise InputError(Msg("cli.edit.not_apply", option=option, number=number,
                             kind=_KIND_NAMES[event.kind.value]),
                         hint=Msg("cli.edit.not_apply.hint"))
    changes: dict[str, Any] = {}
    if "note" in given:
        changes["note"] = o["note"]
    if isinstance(event, Deal):
        if o["contract"] is not None:
            changes["contract"] = parse_contract(o["contract"])
            if not changes["contract"].strain.is_suit and o["honours"] is None:
                changes["honours"] = None  # V5: honours are not counted at no-trump
        for key in ("declarer", "tricks", "honours", "aces", "first", "partner"):
            if o[key] is not None:
                changes[key] = o[key]
        if o["no_honours"]:
            changes["honours"] = None
        if o["coronet"] or o["no_coronets"]:
            changes["coronets"] = tuple(parse_coronet(c) for c in o["coronet"] or ())
        if o["revoke"] or o["no_revokes"]:
            changes["revokes"] = tuple(o["revoke"] or ())
        if o["no_first"]:
            changes["first"] = None
    elif isinstance(event, AllPass):
        for key in ("player", "tricks"):
            if o[key] is not None:
                changes[key] = o[key]
    if isinstance(event, (Deal, AllPass)):  # who dealt it, as the table says (dealing.py)
        if o.get("dealer") is not None:
            changes["dealer"] = o["dealer"]
        if o.get("no_dealer"):
            changes["dealer"] = None
    elif isinstance(event, Misdeal):  # V10: its player is its dealer (--player or --dealer)
        player = misdeal(o["player"], "", o.get("dealer")).player
        if player is not None:
            changes["player"] = player
    elif isinstance(event, Adjustment):
        for key in ("player", "amount", "reason"):
            if o[key] is not None:
                changes[key] = o[key]
        if o["below"] is not None:
            changes["below"] = o["below"]
    # a seat change or a switch of rules: only its note changes (a new one is a new event)
    return replace(event, **changes)


def rules_switch(name: str, overrides: list[str]) -> RulesChange:
    """`vint rescore --rules PRESET [--rule K=V]…` (V13): a switch to those rules."""
    return RulesChange(with_overrides(preset(name), [parse_rule_override(r) for r in overrides]))
