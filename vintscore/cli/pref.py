"""Preferans behind the same commands (PREFERANS.md, P1–P12): what they do for a pulya.

The commands in record.py, journal.py, show.py and after.py read the session and, when its
game is Preferans, hand over to the functions here: they build Preferans events from the
same arguments and show the pulya instead of the rubber. Parsing only; the core counts.
"""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING, Optional

from ..errors import InputError
from ..glossary import Msg
from .common import console, current_lang, echo, print_json

if TYPE_CHECKING:
    from ..games.preferans.model import PrefDeal, PrefManual, PrefPass
    from ..games.preferans.pulya import Pulya
    from ..session import Session


def new_session(name_stem: str, players: str, rules: Optional[str], rule: list[str], stake: str,
                pool: Optional[int], title: Optional[str]) -> Session:
    """`vint new --game preferans`: the convention with every P9 option pinned."""
    from ..games.preferans import presets as preferans
    from ..games.vint.model import TableMode
    from ..money import parse_stake
    from ..names import parse_players
    from ..session import Session
    chosen = preferans.preset(rules if rules is not None else "sochi")
    changes = {}
    for text in rule:
        key, sep, value = text.partition("=")
        if not sep:
            raise InputError(Msg("cli.pref.rule", text=text), rule="P9",
                             hint=Msg("cli.pref.rule.hint"))
        changes[key.strip()] = preferans.option_value(key.strip(), value)
    if pool is not None:
        changes["pool_target"] = preferans.option_value("pool_target", pool)
    created = datetime.now().astimezone().replace(microsecond=0)
    return Session(title=title if title is not None else name_stem, created=created,
                   players=parse_players(players, (3, 4), "preferans"),
                   rules=replace(chosen, **changes), table=TableMode.PAIRS,
                   stake=parse_stake(stake), lang=current_lang(), game="preferans")


def created(path, session: Session) -> None:
    from ..games.preferans.report import rules_text
    lang = current_lang()
    echo(Msg("cli.pref.created", path=path, rules=rules_text(session.rules, lang),
             stake=session.stake))
    four = len(session.players) == 4
    echo(Msg("cli.pref.first_dealer.four" if four else "cli.pref.first_dealer",
             dealer=session.players[0], players=", ".join(session.players)))


def _named(texts: list[str] | None, option: str) -> tuple:
    from ..games.preferans.notation import parse_named_tricks
    return tuple(parse_named_tricks(t, option) for t in texts or ())


def deal_event(contract: str, declarer: str, tricks: Optional[int], whist: list[str] | None,
               passes: list[str] | None, half: Optional[str], without_three: bool, note: str,
               vint_options: list[str]) -> PrefDeal:
    """`vint deal` in a pulya (P1): a contract, a misère, or a contract without three."""
    from ..games.preferans.model import PrefDeal
    from ..games.preferans.notation import parse_pref_contract
    if vint_options:
        raise InputError(Msg("cli.pref.vint_option", option=vint_options[0]), rule="P1",
                         hint=Msg("cli.pref.deal.hint"))
    if without_three:
        if tricks is not None or whist or passes or half:
            raise InputError(Msg("pref.without_three.alone"), rule="P6",
                             hint=Msg("pref.without_three.hint"))
    return PrefDeal(parse_pref_contract(contract), declarer, tricks, _named(whist, "--whist"),
                    _named(passes, "--pass"), half, without_three, note)


def pass_event(player: Optional[str], tricks: Optional[int], note: str) -> PrefPass:
    """`vint pass A=N,B=N,C=N` (P7): an all-pass deal with each player's tricks."""
    from ..games.preferans.model import PrefPass
    from ..games.preferans.notation import parse_named_tricks
    if player is None or tricks is not None:
        raise InputError(Msg("cli.pref.pass"), rule="P7", hint=Msg("pref.pass.hint"))
    pairs = tuple(parse_named_tricks(t, "vint pass", counts=True)
                  for t in player.split(",") if t.strip())
    return PrefPass(pairs, note)


def manual_event(player: str, amount: Optional[int], below: bool, pool: Optional[int],
                 mountain: Optional[int], vists_on: list[str] | None, reason: str,
                 note: str) -> PrefManual:
    """`vint adjust` in a pulya (P1): entries by hand in a pool, a mountain, or vists."""
    from ..games.preferans.model import PrefManual
    from ..games.preferans.notation import parse_named_vists
    if amount is not None or below:
        raise InputError(Msg("cli.pref.adjust.amount"), rule="P1",
                         hint=Msg("cli.pref.adjust.hint"))
    vists = tuple(parse_named_vists(t, "--vists-on") for t in vists_on or ())
    if not (pool or mountain or vists):
        raise InputError(Msg("cli.pref.adjust.nothing"), rule="P1",
                         hint=Msg("cli.pref.adjust.hint"))
    return PrefManual(player, pool or 0, mountain or 0, vists, reason, note)


def vint_manual_options(pool, mountain, vists_on) -> None:
    """Vint's adjust refuses the pulya's options."""
    given = [o for o, v in (("--pool", pool), ("--mountain", mountain), ("--vists-on", vists_on))
             if v]
    if given:
        raise InputError(Msg("cli.pref.pulya_option", option=given[0]), rule="V10",
                         hint=Msg("cli.adjust.vint.hint"))


def appended(path, saved, pulya: Pulya, as_json: bool) -> None:
    """After deal, pass or adjust: what the event wrote, then the pulya."""
    from ..games.preferans.report import describe_event, describe_record, pulya_json
    if as_json:
        print_json(pulya_json(pulya, path.stem))
        return
    lang = current_lang()
    rec = pulya.records[-1]
    echo(Msg("cli.event", number=rec.number, what=describe_event(rec.event, lang)))
    echo(Msg("cli.wrote", text=describe_record(rec, lang)))
    for news in rec.news:
        echo(Msg("cli.indented", text=news))
    show(saved.session, pulya)


def show(session: Session, pulya: Pulya) -> None:
    from ..games.preferans import render as pref_render
    out = console()
    out.print(pref_render.pulya(pulya, session, lang=current_lang(), width=out.width))


def sheet(loaded, pulya: Pulya, as_json: bool, rubber: Optional[int]) -> None:
    """`vint sheet` for a pulya (P12)."""
    from ..games.preferans.report import pulya_json
    if rubber is not None:
        raise InputError(Msg("cli.pref.no_rubbers"), rule="P12", hint=Msg("cli.pref.sheet.hint"))
    if as_json:
        print_json(pulya_json(pulya, loaded.path.stem))
        return
    show(loaded.session, pulya)


def settle(loaded, pulya: Pulya, as_json: bool) -> None:
    """`vint settle` for a pulya (P10): whole vists on screen, exact in --json."""
    from ..games.preferans import render as pref_render
    from ..games.preferans.pulya import settle as settle_pulya
    from ..games.preferans.report import settlement_json
    result = settle_pulya(pulya, loaded.session.stake)
    if as_json:
        print_json(settlement_json(result, loaded.path.stem))
        return
    out = console()
    out.print(pref_render.settlement(result, loaded.session, out.width, lang=current_lang()))


def log(loaded, pulya: Pulya, as_json: bool) -> None:
    from ..games.preferans.report import log_json
    if as_json:
        print_json(log_json(pulya, loaded.session, loaded.path.stem))
        return
    from ..games.preferans import render as pref_render
    console().print(pref_render.log(pulya, lang=current_lang()))


def after_change(number: int, pulya: Pulya, restored: bool) -> None:
    """What event `number` is now, after `vint void --restore` or `vint edit`."""
    from ..games.preferans.report import describe_event, describe_record
    lang = current_lang()
    rec = pulya.records[number - 1]
    if rec.event.void:
        echo(Msg("cli.event.void", number=number, what=describe_event(rec.event, lang)))
        return
    echo(Msg("cli.event.restored" if restored else "cli.event.changed", number=number,
             what=describe_event(rec.event, lang)))
    echo(Msg("cli.now_writes", text=describe_record(rec, lang)))


# `vint edit` for a pulya: the options each kind of event takes.
_DEAL_KEYS = ("contract", "declarer", "tricks", "whist", "no_whists", "pass_", "no_passes",
              "half", "no_half", "without_three", "note")
_PASS_KEYS = ("each", "note")
_MANUAL_KEYS = ("player", "pool", "mountain", "vists_on", "no_vists", "reason", "note")


def edited(event, number: int, o: dict):
    """Event `number` of a pulya with the fields given on the command line changed."""
    from ..games.preferans.model import PrefDeal, PrefPass
    from ..games.preferans.notation import parse_pref_contract
    given = {k for k, v in o.items() if v is not None and v is not False and v != []}
    if not given:
        raise InputError(Msg("cli.edit.nothing", number=number),
                         hint=Msg("cli.edit.nothing.hint", number=number))
    allowed = (_DEAL_KEYS if isinstance(event, PrefDeal)
               else _PASS_KEYS if isinstance(event, PrefPass) else _MANUAL_KEYS)
    wrong = sorted(given - set(allowed))
    if wrong:
        option = "--" + wrong[0].rstrip("_").replace("_", "-")
        raise InputError(Msg("cli.pref.edit.not_apply", option=option, number=number),
                         hint=Msg("cli.pref.edit.hint", options=", ".join(
                             "--" + k.rstrip("_").replace("_", "-") for k in allowed)))
    changes: dict = {}
    if o.get("note") is not None:
        changes["note"] = o["note"]
    if isinstance(event, PrefDeal):
        if o["contract"] is not None:
            changes["contract"] = parse_pref_contract(o["contract"])
        for key in ("declarer", "tricks", "half"):
            if o[key] is not None:
                changes[key] = o[key]
        if o["whist"] or o["no_whists"]:
            changes["whists"] = _named(o["whist"], "--whist")
        if o["pass_"] or o["no_passes"]:
            changes["passes"] = _named(o["pass_"], "--pass")
        if o["no_half"]:
            changes["half"] = None
        if o["without_three"] is not None:
            changes["without_three"] = o["without_three"]
            if o["without_three"]:  # P6: no tricks, no whists
                changes.update(tricks=None, whists=(), passes=(), half=None)
    elif isinstance(event, PrefPass):
        if o["each"] is not None:
            changes["tricks"] = pass_event(o["each"], None, "").tricks
    else:
        for key in ("player", "pool", "mountain", "reason"):
            if o[key] is not None:
                changes[key] = o[key]
        if o["vists_on"] or o["no_vists"]:
            from ..games.preferans.notation import parse_named_vists
            changes["vists_on"] = tuple(parse_named_vists(t, "--vists-on")
                                        for t in o["vists_on"] or ())
        edited = replace(event, **changes)
        if not (edited.pool or edited.mountain or edited.vists_on):  # as `vint adjust` says
            raise InputError(Msg("cli.pref.adjust.nothing"), rule="P1",
                             hint=Msg("cli.pref.adjust.hint"))
        return edited
    return replace(event, **changes)
