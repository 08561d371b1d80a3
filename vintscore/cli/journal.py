"""Commands that read and mend the journal of events: log, undo, void, edit."""
from __future__ import annotations

from dataclasses import replace
from typing import Annotated, Optional

import typer

from ..errors import InputError
from . import command
from .common import (JsonOpt, LangOpt, SessionOpt, change_session, console, handled,
                     open_session, print_json, session_path)


@command()
@handled
def log(as_json: JsonOpt = False, session: SessionOpt = None, lang: LangOpt = None) -> None:
    """List every event with what it wrote.

    Events are numbered 1.. in file order; voided ones are marked.
    """
    from ..report import log_json
    loaded, sheet = open_session(session)
    if as_json:
        print_json(log_json(sheet, loaded.path.stem))
        return
    from .. import render
    console().print(render.log(sheet))


def _event(session: Session, number: int) -> Event:
    if not 1 <= number <= len(session.events):
        count = len(session.events)
        raise InputError(f"no event {number}: the session has {count} event{'s' if count != 1 else ''}",
                         hint="'vint log' lists them")
    return session.events[number - 1]


def _with_event(session: Session, number: int, event: Event) -> Session:
    events = list(session.events)
    events[number - 1] = event
    return replace(session, events=tuple(events))


def _after_change(number: int, sheet, verb: str) -> None:
    from ..report import describe_event, describe_record
    rec = sheet.records[number - 1]
    if rec.event.void:
        typer.echo(f"Event {number} is void: {describe_event(rec.event)}")
        return
    rubber = sheet.rubbers[rec.rubber - 1] if rec.rubber else None
    typer.echo(f"Event {number} {verb}: {describe_event(rec.event)}")
    typer.echo(f"  now writes {describe_record(rec, rubber)}")


@command()
@handled
def undo(session: SessionOpt = None, lang: LangOpt = None) -> None:
    """Remove the last event.

    The backups in the sessions folder keep it.
    """
    from ..model import Event, Session
    from ..report import describe_event
    path = session_path(session)
    removed: list[Event] = []

    def build(s: Session) -> tuple[Session, int]:
        if not s.events:
            raise InputError("nothing to undo: the session has no events")
        removed.append(s.events[-1])
        return replace(s, events=s.events[:-1]), len(s.events)

    saved, _ = change_session(path, build, "undo")
    typer.echo(f"Removed event {len(saved.old.session.events)}: {describe_event(removed[0])}")
    if saved.backup is not None:
        typer.echo(f"  the previous version is kept in {saved.backup}")


@command()
@handled
def void(
    number: Annotated[int, typer.Argument(metavar="N", help="The event's number (see 'vint log').")],
    restore: Annotated[bool, typer.Option("--restore", help="Clear the void mark instead.")] = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """Mark event N void, or restore it.

    A void event stays in the file and is skipped by the replay.
    """
    from ..model import Session
    path = session_path(session)

    def build(s: Session) -> tuple[Session, int]:
        event = _event(s, number)
        if event.void != restore:
            state = "void" if event.void else "not void"
            raise InputError(f"event {number} is already {state}", hint="'vint log' shows the events")
        return _with_event(s, number, replace(event, void=not restore)), number

    _, sheet = change_session(path, build, "restore" if restore else "void")
    _after_change(number, sheet, "restored")


_DEAL_ONLY = ("contract", "declarer", "honours", "no_honours", "aces", "coronet",
              "no_coronets", "revoke", "no_revokes", "first", "no_first", "partner")
_KIND_NAMES = {"deal": "a deal", "pass": "an all-pass", "adjust": "an adjustment",
               "misdeal": "a misdeal", "seat": "a seat change"}


def _edited(event: Event, number: int, o: dict) -> Event:
    """Event `number` with the fields given on the command line changed."""
    from ..model import Adjustment, AllPass, Deal, Misdeal, Seat
    from ..notation import parse_contract, parse_coronet
    # An option is given when it is not at its default: None, an unset flag, an empty list
    # (--below/--above is a tri-state: None unless one of them was typed).
    given = {k: v for k, v in o.items()
             if v is not None and v is not False and v != [] or (k == "below" and v is False)}
    if not given:
        raise InputError(f"nothing to change in event {number}",
                         hint=f"give the fields to change, e.g. vint edit {number} --tricks 9 "
                              "(vint edit --help lists them)")
    wrong = [k for k in given if (k in _DEAL_ONLY and not isinstance(event, Deal))
             or (k in ("player",) and isinstance(event, Deal))
             or (k in ("amount", "reason", "below") and not isinstance(event, Adjustment))
             or (k == "tricks" and isinstance(event, (Adjustment, Misdeal)))
             or (isinstance(event, Seat) and k != "note")]
    if wrong:
        key = wrong[0]
        option = "--above" if key == "below" and o[key] is False else "--" + key.replace("_", "-")
        raise InputError(f"{option} does not apply: event {number} is "
                         f"{_KIND_NAMES[event.kind.value]}",
                         hint="'vint edit --help' says which options fit which events; to change "
                              "an event's kind, void it and enter it again")
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
    number: Annotated[int, typer.Argument(metavar="N", help="The event's number (see 'vint log').")],
    contract: Annotated[Optional[str], typer.Option("--contract", help="Deal: the contract.")] = None,
    declarer: Annotated[Optional[str], typer.Option("--declarer", help="Deal: the declarer.")] = None,
    tricks: Annotated[Optional[int], typer.Option("--tricks", help="Deal: the declaring side's tricks; pass: the tricks of PLAYER's side.")] = None,
    honours: Annotated[Optional[int], typer.Option("--honours", help="Deal: trump honours of the declaring side.")] = None,
    no_honours: Annotated[bool, typer.Option("--no-honours", help="Deal: no honours (no-trump).")] = False,
    aces: Annotated[Optional[int], typer.Option("--aces", help="Deal: aces of the declaring side.")] = None,
    coronet: Annotated[Optional[list[str]], typer.Option("--coronet", metavar="HOLDER:SUIT:N", help="Deal: the coronets (replaces the list).")] = None,
    no_coronets: Annotated[bool, typer.Option("--no-coronets", help="Deal: no coronets.")] = False,
    revoke: Annotated[Optional[list[str]], typer.Option("--revoke", metavar="PLAYER", help="Deal: the revokes (replaces the list).")] = None,
    no_revokes: Annotated[bool, typer.Option("--no-revokes", help="Deal: no revokes.")] = False,
    first: Annotated[Optional[str], typer.Option("--first", metavar="PLAYER", help="Deal: the side that reached the target first.")] = None,
    partner: Annotated[Optional[str], typer.Option("--partner", metavar="PLAYER", help="Deal, individual records: the declarer's partner.")] = None,
    no_first: Annotated[bool, typer.Option("--no-first", help="Deal: forget --first.")] = False,
    player: Annotated[Optional[str], typer.Option("--player", help="Pass, adjustment, misdeal: the player.")] = None,
    amount: Annotated[Optional[int], typer.Option("--amount", help="Adjustment: the points.")] = None,
    reason: Annotated[Optional[str], typer.Option("--reason", help="Adjustment: the reason.")] = None,
    below: Annotated[Optional[bool], typer.Option("--below/--above", help="Adjustment: below or above the line.")] = None,
    note: Annotated[Optional[str], typer.Option("--note", help="Any event: its note.")] = None,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """Change fields of event N.

    The whole session is replayed before anything is written; a change that makes a
    later event impossible is refused.
    """
    from ..model import Session
    options = dict(contract=contract, declarer=declarer, tricks=tricks, honours=honours,
                   no_honours=no_honours, aces=aces, coronet=coronet, no_coronets=no_coronets,
                   revoke=revoke, no_revokes=no_revokes, first=first, no_first=no_first,
                   partner=partner,
                   player=player, amount=amount, reason=reason, below=below, note=note)
    path = session_path(session)

    def build(s: Session) -> tuple[Session, int]:
        return _with_event(s, number, _edited(_event(s, number), number, options)), number

    _, sheet = change_session(path, build, "edit")
    _after_change(number, sheet, "changed")
