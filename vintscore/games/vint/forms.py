"""Vint's events from what the scorekeeper typed: a deal, an all-pass, an adjustment, a
misdeal, a seat change, a change of one event, a new session's rules (V1–V13).

The command line, `vint play` and anything later hand over the words and numbers as
typed (`given`: the options, by name, None when not given); this reads them into events,
refusing what no Vint event takes. Whether an event is possible is the replay's to say.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ...errors import InputError, NotationError, Text, UsageError
from ...glossary import Msg
from ...money import parse_stake
from ...names import parse_players
from ...notation import parse_title
from ...rubber import typed
from ...rubber.events import RulesChange, Seat
from ...session import Session
from ...text import casefolded
from ..base import Ask, Forms
from .model import (
    Adjustment,
    AllPass,
    Deal,
    Event,
    Misdeal,
    Rules,
    TableMode,
)
from .notation import parse_contract, parse_coronet, resolve_player, table_name
from .presets import check_table_rules, parse_rule_override, preset, with_overrides

if TYPE_CHECKING:
    from .sheet import Sheet

def _option(name: str) -> str:
    """The option of an edit's field, as typed: --no-honours (commands.EDIT declares it)."""
    from ..commands import flag
    from .commands import EDIT
    return flag(EDIT, name)


def deal(given: Mapping[str, Any]) -> Deal:
    """`vint deal CONTRACT DECLARER TRICKS [--honours H] [--aces A] …` (V1, V2)."""
    if given.get("tricks") is None:
        raise UsageError(Msg("vint.cli.deal.tricks"), rule="V1", hint=Msg("vint.cli.deal.tricks.hint"))
    return Deal(parse_contract(given["contract"]), given["declarer"], given["tricks"],
                given.get("honours"), given.get("aces"),
                tuple(parse_coronet(c) for c in given.get("coronet") or ()),
                tuple(given.get("revoke") or ()), given.get("first"), given.get("partner"),
                given.get("note") or "", dealer=given.get("dealer"))


def all_pass(given: Mapping[str, Any]) -> AllPass:
    """`vint pass [PLAYER TRICKS] [--dealer P]` (V9): with all_pass = play, the tricks
    PLAYER's side took."""
    player, tricks = given.get("player"), given.get("tricks")
    if (player is None) != (tricks is None):
        raise InputError(Msg("vint.cli.pass.both"), rule="V9", hint=Msg("vint.cli.pass.both.hint"))
    return AllPass(player, tricks, given.get("note") or "", dealer=given.get("dealer"))


def adjustment(given: Mapping[str, Any]) -> Adjustment:
    """`vint adjust PLAYER AMOUNT --reason TEXT [--below]` (V10)."""
    return typed.adjustment(given, "V10")


def misdeal(given: Mapping[str, Any]) -> Misdeal:
    """`vint misdeal [PLAYER] [--dealer P]` (V10): the dealer held 14 cards. PLAYER and
    --dealer name the same man; with neither, the fold takes the dealer of the hand in
    play (dealing.py)."""
    player, dealer = given.get("player"), given.get("dealer")
    if player is not None and dealer is not None and casefolded(player) != casefolded(dealer):
        raise InputError(Msg("vint.cli.misdeal.two", player=player, dealer=dealer), rule="V10",
                         hint=Msg("vint.cli.misdeal.two.hint"))
    return Misdeal(player if player is not None else dealer, given.get("note") or "")


def seat(given: Mapping[str, Any]) -> Seat:
    """`vint seat …` (V12): a rubber seated by hand, players who join, leave or replace."""
    return typed.seat(given, "V12")


_EVENTS: dict[str, Callable[[Mapping[str, Any]], Event]] = {
    "deal": deal, "pass": all_pass, "adjust": adjustment, "misdeal": misdeal, "seat": seat}


def event(verb: str, given: Mapping[str, Any]) -> Event:
    """The event of a command Vint declares (commands.py), from what was typed."""
    return _EVENTS[verb](given)


# The strains by their value (cards.Strain), named in the question for honours.
_STRAINS = {"spades": Msg("vint.cli.strain.spades"), "clubs": Msg("vint.cli.strain.clubs"),
            "diamonds": Msg("vint.cli.strain.diamonds"), "hearts": Msg("vint.cli.strain.hearts"),
            "nt": Msg("vint.cli.strain.nt")}


def asked(event: Event, sheet: Sheet) -> list[Ask]:
    """V2: the honours and aces a deal does not say, asked for at a terminal (in a script
    the replay refuses the deal: they are never assumed)."""
    if not isinstance(event, Deal):
        return []
    honours = event.contract.strain.is_suit and event.honours is None
    if not (honours or event.aces is None):
        return []
    side = counts_side(event, sheet)
    if side is None:
        return []  # the replay names the unknown player
    asks = []
    if honours:
        strain = _STRAINS[event.contract.strain.value]
        asks.append(Ask("honours", Msg("vint.cli.ask.honours", strain=strain, side=side), 5))
    if event.aces is None:
        asks.append(Ask("aces", Msg("vint.cli.ask.aces", side=side), 4))
    return asks


def counts_side(deal: Deal, sheet: Sheet) -> Text | None:
    """V2: the side whose honours and aces a terminal asks for, as the question names it;
    None when the declarer is not at the table (the replay will say so)."""
    lineup = sheet.next_lineup
    try:
        declarer = resolve_player(deal.declarer, lineup.hands)
        partner = resolve_player(deal.partner, lineup.hands) if deal.partner else None
    except NotationError:
        return None
    if sheet.table is TableMode.INDIVIDUAL:
        return Msg("vint.cli.side.pair", a=declarer, b=partner) if partner else declarer
    if sheet.table is TableMode.SEPARATE:
        return Msg("vint.cli.side.dummy", player=declarer)
    return lineup.name(lineup.column_of(declarer))


def new_session(name: str, players: str, given: Mapping[str, Any], created: datetime,
                lang: str) -> Session[Rules, Event]:
    """`vint new NAME --players … [--table T] [--rules PRESET] [--rule K=V]…` (V12, V13)."""
    mode = typed.table(given.get("table"), TableMode, "V12")
    chosen = with_overrides(preset(given.get("rules") or "classic"),
                            [parse_rule_override(r) for r in given.get("rule") or ()])
    check_table_rules(mode, chosen)
    title = given.get("title")
    return Session(title=parse_title(title) if title is not None else name, created=created,
                   players=parse_players(players, mode.sizes, table_name(mode.value)), rules=chosen,
                   table=mode, stake=parse_stake(given.get("stake", "1.00")),
                   lang=lang)


# -- vint edit ------------------------------------------------------------------------

# The options of `vint edit` (commands.EDIT) each kind of event takes (DESIGN: the kind of
# an event cannot change; a field it does not have is refused by name).
_EDITS: dict[type, tuple[str, ...]] = {
    Deal: ("contract", "declarer", "tricks", "honours", "no_honours", "aces", "coronet",
           "no_coronets", "revoke", "no_revokes", "first", "no_first", "partner", "dealer",
           "no_dealer", "note"),
    AllPass: ("player", "tricks", "dealer", "no_dealer", "note"),
    Adjustment: ("player", "amount", "reason", "below", "note"),
    Misdeal: ("player", "dealer", "note"),
    Seat: ("note",),  # a seat change or a switch of rules: only its note (a new one is a
    RulesChange: ("note",),  # new event)
}
_KIND_NAMES = {"deal": Msg("vint.cli.kind.deal"), "pass": Msg("vint.cli.kind.pass"),
               "adjust": Msg("vint.cli.kind.adjust"), "misdeal": Msg("vint.cli.kind.misdeal"),
               "seat": Msg("vint.cli.kind.seat"), "rules": Msg("vint.cli.kind.rules")}
# An option that sets a field and the one that clears it (`--honours 4 --no-honours`). The
# lists are not among them: `--no-coronets --coronet X` says "the list is now X".
CLEARING = {"no_honours": "honours", "no_first": "first", "no_dealer": "dealer"}


def _given(o: Mapping[str, Any]) -> dict[str, Any]:
    """The options typed: those not at their default (None, an unset flag, an empty list;
    --below/--above is a tri-state, None unless one of them was typed)."""
    return {k: v for k, v in o.items() if (v is not None and v is not False and v != [])
            or (k == "below" and v is False)}


def edited(event: Event, number: int, o: Mapping[str, Any]) -> Event:
    """Event `number` with the fields given on the command line changed (`vint edit`)."""
    given = _given(o)
    _refuse_what_does_not_apply(event, number, given)
    return replace(event, **_changes(event, given))


def _refuse_what_does_not_apply(event: Event, number: int, given: Mapping[str, Any]) -> None:
    """Nothing to change, or an option this kind of event has no field for: refused."""
    if not given:
        key, hint = (("vint.cli.edit.nothing.pass", "vint.cli.edit.nothing.pass.hint")
                     if isinstance(event, AllPass) else ("cli.edit.nothing", "cli.edit.nothing.hint"))
        raise InputError(Msg(key, number=number), hint=Msg(hint, number=number))
    wrong = [k for k in given if k not in _EDITS[type(event)]]
    if wrong:
        key = wrong[0]
        option = "--above" if key == "below" and given[key] is False else _option(key)
        raise InputError(Msg("vint.cli.edit.not_apply", option=option, number=number,
                             kind=_KIND_NAMES[event.kind.value]),
                         hint=Msg("vint.cli.edit.not_apply.hint"))


def _changes(event: Event, given: Mapping[str, Any]) -> dict[str, Any]:
    """The event's fields as the options typed set them, read as `vint deal` reads them."""
    changes: dict[str, Any] = {k: given[k] for k in ("note", "declarer", "tricks", "honours",
                                                     "aces", "first", "partner", "dealer",
                                                     "player", "amount", "reason", "below")
                               if k in given}
    if "contract" in given:
        changes["contract"] = parse_contract(given["contract"])
        if not changes["contract"].strain.is_suit and "honours" not in given:
            changes["honours"] = None  # V5: honours are not counted at no-trump
    changes.update({field: None for flag, field in CLEARING.items() if flag in given})
    if "coronet" in given or "no_coronets" in given:
        changes["coronets"] = tuple(parse_coronet(c) for c in given.get("coronet") or ())
    if "revoke" in given or "no_revokes" in given:
        changes["revokes"] = tuple(given.get("revoke") or ())
    if isinstance(event, Misdeal):  # V10: its player is its dealer (--player or --dealer)
        changes.pop("dealer", None)
        player = misdeal({"player": given.get("player"), "dealer": given.get("dealer")}).player
        if player is not None:
            changes["player"] = player
    return changes


def rules_switch(name: str | None, overrides: Sequence[str], session: object = None) -> RulesChange:
    """`vint rescore --rules PRESET [--rule K=V]…` (V13): a switch to those rules (the
    session's own are not read: a preset names them all; `--rules` is required)."""
    return RulesChange(with_overrides(preset(name or ""), [parse_rule_override(r) for r in overrides]))


class VintForms(Forms):
    """Vint's events and sessions from what was typed."""

    asks = ("deal",)
    clearing = CLEARING
    new_session = staticmethod(new_session)
    event = staticmethod(event)
    edited = staticmethod(edited)
    asked = staticmethod(asked)
    rules_switch = staticmethod(rules_switch)
