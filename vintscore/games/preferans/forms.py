"""Preferans's events from what the scorekeeper typed (P1–P9): a deal, an
all-pass deal, an entry by hand, a change of one event, a new pulya's convention.

The command line hands over the words and numbers as typed (`given`: the options, by
name, None when not given); this reads them into events, refusing what no Preferans
event takes. Whether an event is possible is the pulya's replay to say.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from datetime import datetime
from typing import Any

from ...errors import InputError
from ...glossary import Msg
from ...money import parse_stake
from ...names import parse_players
from ...notation import parse_reason, parse_title
from ...session import Session
from ..base import Forms
from .model import PrefDeal, PrefManual, PrefPass, PrefRules
from .notation import parse_named_tricks, parse_named_vists, parse_pref_contract
from .presets import option_value, preset

Event = PrefDeal | PrefPass | PrefManual

def _option(name: str) -> str:
    """The option of an edit's field, as typed (commands.EDIT declares it)."""
    from ..commands import flag
    from .commands import EDIT
    return flag(EDIT, name)


def _named(texts: list[str] | None, option: str) -> tuple[tuple[str, int | None], ...]:
    return tuple(parse_named_tricks(t, option) for t in texts or ())


def new_session(name: str, players: str, given: Mapping[str, Any], created: datetime,
                lang: str) -> Session[PrefRules, Event]:
    """`vint new --game preferans`: the convention with every P9 option pinned."""
    rules = given.get("rules")
    chosen = preset(rules if rules is not None else "sochi")
    changes: dict[str, Any] = {}  # option -> a value of its own type (option_value checks it)
    for text in given.get("rule") or ():
        key, sep, value = text.partition("=")
        if not sep:
            raise InputError(Msg("preferans.cli.rule", text=text), rule="P9",
                             hint=Msg("preferans.cli.rule.hint"))
        changes[key.strip()] = option_value(key.strip(), value)
    if given.get("pool") is not None:
        changes["pool_target"] = option_value("pool_target", given["pool"])
    title = given.get("title")
    return Session(title=parse_title(title) if title is not None else name, created=created,
                   players=parse_players(players, (3, 4), Msg("preferans.table"), rule="P1",
                                         hint=Msg("preferans.players.hint")),
                   rules=replace(chosen, **changes),
                   stake=parse_stake(given.get("stake", "1.00")), lang=lang, game="preferans")


def deal(given: Mapping[str, Any]) -> PrefDeal:
    """`vint deal` in a pulya (P1): a contract, a misère, or a contract without three."""
    contract, declarer, tricks = given["contract"], given["declarer"], given.get("tricks")
    whist, passes, half = given.get("whist"), given.get("passes"), given.get("half")
    without_three = bool(given.get("without_three"))
    if without_three and (tricks is not None or whist or passes or half):
        raise InputError(Msg("preferans.without_three.alone"), rule="P6",
                         hint=Msg("preferans.without_three.hint"))
    return PrefDeal(parse_pref_contract(contract), declarer, tricks, _named(whist, "--whist"),
                    _named(passes, "--pass"), half, without_three, given.get("note") or "")


def all_pass(given: Mapping[str, Any]) -> PrefPass:
    """`vint pass A=N,B=N,C=N` (P7): an all-pass deal with each player's tricks."""
    player, tricks, note = given.get("player"), given.get("tricks"), given.get("note") or ""
    if player is None or tricks is not None:
        raise InputError(Msg("preferans.cli.pass"), rule="P7", hint=Msg("preferans.pass.hint"))
    pairs = tuple(parse_named_tricks(t, "vint pass", counts=True)
                  for t in player.split(",") if t.strip())
    return PrefPass(pairs, note)  # type: ignore[arg-type]  # counts=True: every count given


def adjustment(given: Mapping[str, Any]) -> PrefManual:
    """`vint adjust` in a pulya (P1): entries by hand in a pool, a mountain, or vists."""
    player, reason = given["player"], parse_reason(given.get("reason"), "P1")
    if given.get("amount") is not None:
        raise InputError(Msg("preferans.cli.adjust.amount"), rule="P1",
                         hint=Msg("preferans.cli.adjust.hint"))
    vists = tuple(parse_named_vists(t, "--vists-on") for t in given.get("vists_on") or ())
    pool, mountain = given.get("pool"), given.get("mountain")
    if not (pool or mountain or vists):
        raise InputError(Msg("preferans.cli.adjust.nothing"), rule="P1",
                         hint=Msg("preferans.cli.adjust.hint"))
    return PrefManual(player, pool or 0, mountain or 0, vists, reason, given.get("note") or "")


# -- vint edit: the options each kind of event takes ----------------------------------

_DEAL_KEYS = ("contract", "declarer", "tricks", "whist", "no_whists", "passes", "no_passes",
              "half", "no_half", "without_three", "note")
_PASS_KEYS = ("each", "note")
_MANUAL_KEYS = ("player", "pool", "mountain", "vists_on", "no_vists", "reason", "note")


_EVENTS: dict[str, Callable[[Mapping[str, Any]], Event]] = {
    "deal": deal, "pass": all_pass, "adjust": adjustment}
CLEARING = {"no_half": "half"}  # `vint edit`: an option that clears the field of another


def event(verb: str, given: Mapping[str, Any]) -> Event:
    """The event of a command a pulya declares (commands.py), from what was typed."""
    return _EVENTS[verb](given)


def edited(event: Event, number: int, o: Mapping[str, Any]) -> Event:
    """Event `number` of a pulya with the fields given on the command line changed."""
    given = {k for k, v in o.items() if v is not None and v is not False and v != []}
    if not given:
        raise InputError(Msg("cli.edit.nothing", number=number),
                         hint=Msg("cli.edit.nothing.hint", number=number))
    allowed = (_DEAL_KEYS if isinstance(event, PrefDeal)
               else _PASS_KEYS if isinstance(event, PrefPass) else _MANUAL_KEYS)
    wrong = sorted(given - set(allowed))
    if wrong:
        raise InputError(Msg("preferans.cli.edit.not_apply", option=_option(wrong[0]), number=number),
                         hint=Msg("preferans.cli.edit.hint",
                                  options=", ".join(_option(k) for k in allowed)))
    changes: dict[str, Any] = {"note": o["note"]} if o.get("note") is not None else {}
    if isinstance(event, PrefDeal):
        return _deal_edited(event, o, changes)
    if isinstance(event, PrefPass):
        if o["each"] is not None:
            changes["tricks"] = all_pass({"player": o["each"]}).tricks
        return replace(event, **changes)
    return _manual_edited(event, o, changes)


def _deal_edited(event: PrefDeal, o: Mapping[str, Any], changes: dict[str, Any]) -> PrefDeal:
    if o["contract"] is not None:
        changes["contract"] = parse_pref_contract(o["contract"])
    for key in ("declarer", "tricks", "half"):
        if o[key] is not None:
            changes[key] = o[key]
    if o["whist"] or o["no_whists"]:
        changes["whists"] = _named(o["whist"], "--whist")
    if o["passes"] or o["no_passes"]:
        changes["passes"] = _named(o["passes"], "--pass")
    if o["no_half"]:
        changes["half"] = None
    if o["without_three"] is not None:
        changes["without_three"] = o["without_three"]
        if o["without_three"]:  # P6: no tricks, no whists
            changes.update(tricks=None, whists=(), passes=(), half=None)
    edited = replace(event, **changes)
    if not edited.whists and not edited.contract.misere and o.get("tricks") is None:
        # P4: passed out or half-whisted, the deal is no longer played: the tricks it had
        # go with the play (as a no-trump contract drops Vint's honours); typed, refused
        edited = replace(edited, tricks=None)
    return edited


def _manual_edited(event: PrefManual, o: Mapping[str, Any],
                   changes: dict[str, Any]) -> PrefManual:
    for key in ("player", "pool", "mountain", "reason"):
        if o[key] is not None:
            changes[key] = o[key]
    if o["vists_on"] or o["no_vists"]:
        changes["vists_on"] = tuple(parse_named_vists(t, "--vists-on")
                                    for t in o["vists_on"] or ())
    manual = replace(event, **changes)
    if not (manual.pool or manual.mountain or manual.vists_on):  # as `vint adjust` says
        raise InputError(Msg("preferans.cli.adjust.nothing"), rule="P1",
                         hint=Msg("preferans.cli.adjust.hint"))
    return manual


class PreferansForms(Forms):
    """A pulya's events and sessions from what was typed."""

    clearing = CLEARING
    new_session = staticmethod(new_session)
    event = staticmethod(event)
    edited = staticmethod(edited)
