"""Commands that read and mend the journal of events: log, undo, void, edit."""
from __future__ import annotations

from dataclasses import replace
from typing import Annotated, Optional

import typer

from ..errors import InputError
from ..glossary import Msg
from . import command, complete
from .common import (
    JsonOpt,
    LangOpt,
    SessionOpt,
    change_session,
    console,
    current_lang,
    echo,
    handled,
    open_session,
    print_json,
    session_path,
)


@command()
@handled
def log(as_json: JsonOpt = False, session: SessionOpt = None, lang: LangOpt = None) -> None:
    """`vint log` (help: cli.help.log): every event with what it wrote."""
    from ..games.vint.report import log_json
    loaded, sheet = open_session(session)
    if loaded.session.game == "preferans":
        from . import pref
        pref.log(loaded, sheet, as_json)
        return
    if as_json:
        print_json(log_json(sheet, loaded.path.stem))
        return
    from ..games.vint import render
    console().print(render.log(sheet, lang=current_lang()))


def _event(session: Session, number: int) -> Event:
    if not 1 <= number <= len(session.events):
        count = len(session.events)
        raise InputError(Msg("cli.no_event", number=number, count=count),
                         hint=Msg("cli.no_event.hint"))
    return session.events[number - 1]


def _with_event(session: Session, number: int, event: Event) -> Session:
    events = list(session.events)
    events[number - 1] = event
    return replace(session, events=tuple(events))


def _after_change(number: int, sheet, restored: bool) -> None:
    """What event `number` is now, after `vint void --restore` or `vint edit`."""
    from ..games.vint.report import describe_event, describe_record
    if not hasattr(sheet, "rubbers"):  # a Preferans pulya
        from . import pref
        pref.after_change(number, sheet, restored)
        return
    lang = current_lang()
    rec = sheet.records[number - 1]
    if rec.event.void:
        echo(Msg("cli.event.void", number=number, what=describe_event(rec.event, lang)))
        return
    rubber = sheet.rubbers[rec.rubber - 1] if rec.rubber else None
    echo(Msg("cli.event.restored" if restored else "cli.event.changed", number=number,
             what=describe_event(rec.event, lang)))
    echo(Msg("cli.now_writes", text=describe_record(rec, rubber, lang)))


@command()
@handled
def undo(session: SessionOpt = None, lang: LangOpt = None) -> None:
    """`vint undo` (help: cli.help.undo): the last event removed (the backups keep it)."""
    from ..games.vint.model import Event
    from ..session import Session
    path = session_path(session)
    removed: list[Event] = []

    def build(s: Session) -> tuple[Session, int]:
        if not s.events:
            raise InputError(Msg("cli.undo.nothing"))
        removed.append(s.events[-1])
        return replace(s, events=s.events[:-1]), len(s.events)

    saved, _ = change_session(path, build, "undo")
    if saved.session.game == "preferans":
        from ..games.preferans.report import describe_event
    else:
        from ..games.vint.report import describe_event
    echo(Msg("cli.undo.removed", number=len(saved.old.session.events),
             what=describe_event(removed[0], current_lang())))
    if saved.backup is not None:
        echo(Msg("cli.undo.backup", backup=saved.backup))


@command()
@handled
def void(
    number: Annotated[int, typer.Argument(metavar="N", help="@cli.help.event_number")],
    restore: Annotated[bool, typer.Option("--restore", help="@cli.help.void.restore")] = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint void` (help: cli.help.void): event N marked void, or restored."""
    from ..session import Session
    path = session_path(session)

    def build(s: Session) -> tuple[Session, int]:
        event = _event(s, number)
        if event.void != restore:
            already = "cli.void.already_void" if event.void else "cli.void.already_valid"
            raise InputError(Msg(already, number=number), hint=Msg("cli.void.already.hint"))
        return _with_event(s, number, replace(event, void=not restore)), number

    _, sheet = change_session(path, build, "restore" if restore else "void")
    _after_change(number, sheet, restored=True)


_DEAL_ONLY = ("contract", "declarer", "honours", "no_honours", "aces", "coronet",
              "no_coronets", "revoke", "no_revokes", "first", "no_first", "partner")
_KIND_NAMES = {"deal": Msg("cli.kind.deal"), "pass": Msg("cli.kind.pass"),
               "adjust": Msg("cli.kind.adjust"), "misdeal": Msg("cli.kind.misdeal"),
               "seat": Msg("cli.kind.seat")}


def _edited(event: Event, number: int, o: dict) -> Event:
    """Event `number` with the fields given on the command line changed."""
    from ..games.vint.model import Adjustment, AllPass, Deal, Misdeal, Seat
    from ..games.vint.notation import parse_contract, parse_coronet
    # An option is given when it is not at its default: None, an unset flag, an empty list
    # (--below/--above is a tri-state: None unless one of them was typed).
    given = {k: v for k, v in o.items()
             if v is not None and v is not False and v != [] or (k == "below" and v is False)}
    if not given:
        raise InputError(Msg("cli.edit.nothing", number=number),
                         hint=Msg("cli.edit.nothing.hint", number=number))
    wrong = [k for k in given if (k in _DEAL_ONLY and not isinstance(event, Deal))
             or (k in ("player",) and isinstance(event, Deal))
             or (k in ("amount", "reason", "below") and not isinstance(event, Adjustment))
             or (k == "tricks" and isinstance(event, (Adjustment, Misdeal)))
             or (isinstance(event, Seat) and k != "note")]
    if wrong:
        key = wrong[0]
        option = "--above" if key == "below" and o[key] is False else "--" + key.replace("_", "-")
        raise InputError(Msg("cli.edit.not_apply", option=option, number=number,
                             kind=_KIND_NAMES[event.kind.value]),
                         hint=Msg("cli.edit.not_apply.hint"))
    changes: dict = {}
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
    elif isinstance(event, Seat):
        pass  # only its note changes; a different seating is a new seat event
    elif isinstance(event, AllPass):
        if o["player"] is not None:
            changes["player"] = o["player"]
        if o["tricks"] is not None:
            changes["tricks"] = o["tricks"]
    else:
        if o["player"] is not None:
            changes["player"] = o["player"]
        if isinstance(event, Adjustment):
            for key in ("amount", "reason"):
                if o[key] is not None:
                    changes[key] = o[key]
            if o["below"] is not None:
                changes["below"] = o["below"]
    return replace(event, **changes)


@command()
@handled
def edit(
    number: Annotated[int, typer.Argument(metavar="N", help="@cli.help.event_number")],
    contract: Annotated[Optional[str], typer.Option("--contract", help="@cli.help.edit.contract", autocompletion=complete.contracts)] = None,
    declarer: Annotated[Optional[str], typer.Option("--declarer", help="@cli.help.edit.declarer", autocompletion=complete.players)] = None,
    tricks: Annotated[Optional[int], typer.Option("--tricks", help="@cli.help.edit.tricks")] = None,
    honours: Annotated[Optional[int], typer.Option("--honours", help="@cli.help.edit.honours")] = None,
    no_honours: Annotated[bool, typer.Option("--no-honours", help="@cli.help.edit.no_honours")] = False,
    aces: Annotated[Optional[int], typer.Option("--aces", help="@cli.help.edit.aces")] = None,
    coronet: Annotated[Optional[list[str]], typer.Option("--coronet", metavar="HOLDER:SUIT:N", help="@cli.help.edit.coronet", autocompletion=complete.coronets)] = None,
    no_coronets: Annotated[bool, typer.Option("--no-coronets", help="@cli.help.edit.no_coronets")] = False,
    revoke: Annotated[Optional[list[str]], typer.Option("--revoke", metavar="PLAYER", help="@cli.help.edit.revoke", autocompletion=complete.players)] = None,
    no_revokes: Annotated[bool, typer.Option("--no-revokes", help="@cli.help.edit.no_revokes")] = False,
    first: Annotated[Optional[str], typer.Option("--first", metavar="PLAYER", help="@cli.help.edit.first", autocompletion=complete.players)] = None,
    partner: Annotated[Optional[str], typer.Option("--partner", metavar="PLAYER", help="@cli.help.edit.partner", autocompletion=complete.players)] = None,
    no_first: Annotated[bool, typer.Option("--no-first", help="@cli.help.edit.no_first")] = False,
    player: Annotated[Optional[str], typer.Option("--player", help="@cli.help.edit.player", autocompletion=complete.players)] = None,
    amount: Annotated[Optional[int], typer.Option("--amount", help="@cli.help.edit.amount")] = None,
    reason: Annotated[Optional[str], typer.Option("--reason", help="@cli.help.edit.reason")] = None,
    below: Annotated[Optional[bool], typer.Option("--below/--above", help="@cli.help.edit.below")] = None,
    note: Annotated[Optional[str], typer.Option("--note", help="@cli.help.edit.note")] = None,
    whist: Annotated[Optional[list[str]], typer.Option("--whist", metavar="PLAYER[=TRICKS]", help="@cli.help.edit.whist", autocompletion=complete.players)] = None,
    no_whists: Annotated[bool, typer.Option("--no-whists", help="@cli.help.edit.no_whists")] = False,
    pass_: Annotated[Optional[list[str]], typer.Option("--pass", metavar="PLAYER[=TRICKS]", help="@cli.help.edit.pass", autocompletion=complete.players)] = None,
    no_passes: Annotated[bool, typer.Option("--no-passes", help="@cli.help.edit.no_passes")] = False,
    half: Annotated[Optional[str], typer.Option("--half", metavar="PLAYER", help="@cli.help.edit.half", autocompletion=complete.players)] = None,
    no_half: Annotated[bool, typer.Option("--no-half", help="@cli.help.edit.no_half")] = False,
    without_three: Annotated[Optional[bool], typer.Option("--without-three/--played", help="@cli.help.edit.without_three")] = None,
    each: Annotated[Optional[str], typer.Option("--each", metavar="A=N,B=N,C=N", help="@cli.help.edit.each")] = None,
    pool: Annotated[Optional[int], typer.Option("--pool", metavar="N", help="@cli.help.edit.pool")] = None,
    mountain: Annotated[Optional[int], typer.Option("--mountain", metavar="N", help="@cli.help.edit.mountain")] = None,
    vists_on: Annotated[Optional[list[str]], typer.Option("--vists-on", metavar="PLAYER=N", help="@cli.help.edit.vists_on", autocompletion=complete.players)] = None,
    no_vists: Annotated[bool, typer.Option("--no-vists", help="@cli.help.edit.no_vists")] = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint edit` (help: cli.help.edit): fields of event N changed, after a full replay."""
    from ..session import Session
    options = dict(contract=contract, declarer=declarer, tricks=tricks, honours=honours,
                   no_honours=no_honours, aces=aces, coronet=coronet, no_coronets=no_coronets,
                   revoke=revoke, no_revokes=no_revokes, first=first, no_first=no_first,
                   partner=partner,
                   player=player, amount=amount, reason=reason, below=below, note=note)
    pulya_options = dict(whist=whist, no_whists=no_whists, pass_=pass_, no_passes=no_passes,
                         half=half, no_half=no_half, without_three=without_three, each=each,
                         pool=pool, mountain=mountain, vists_on=vists_on, no_vists=no_vists)
    path = session_path(session)

    def build(s: Session) -> tuple[Session, int]:
        if s.game == "preferans":
            from . import pref
            return _with_event(s, number, pref.edited(_event(s, number), number,
                                                      {**options, **pulya_options})), number
        given = [k for k, v in pulya_options.items() if v is not None and v is not False and v]
        if given:
            raise InputError(Msg("cli.edit.pulya_option", option="--" + given[0].rstrip("_")
                                 .replace("_", "-")), hint=Msg("cli.edit.not_apply.hint"))
        return _with_event(s, number, _edited(_event(s, number), number, options)), number

    _, sheet = change_session(path, build, "edit")
    _after_change(number, sheet, restored=False)
