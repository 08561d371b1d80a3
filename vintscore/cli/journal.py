"""Commands that read and mend the journal of events: log, undo, void, edit.

Each reads its arguments, calls a journal service (vintscore/services/journal.py), and
prints what the session's game shows (games/<game>/view.py).
"""
from __future__ import annotations

from typing import Annotated, Optional

import typer

from ..glossary import Msg
from . import command, complete
from .common import (
    JsonOpt,
    LangOpt,
    SessionOpt,
    changed,
    current_lang,
    echo,
    handled,
    open_session,
    print_json,
    session_path,
    show,
    width,
)


@command()
@handled
def log(as_json: JsonOpt = False, session: SessionOpt = None, lang: LangOpt = None) -> None:
    """`vint log` (help: cli.help.log): every event with what it wrote."""
    opened = open_session(session)
    if as_json:
        print_json(opened.game.view.log_json(opened, opened.loaded.path.stem))
    else:
        show(opened.game.view.log(opened, current_lang(), width()))


@command()
@handled
def undo(session: SessionOpt = None, lang: LangOpt = None) -> None:
    """`vint undo` (help: cli.help.undo): the last event removed (the backups keep it)."""
    from ..services import journal
    undone = journal.undo(session_path(session))
    result = changed(undone.changed)
    echo(Msg("cli.undo.removed", number=len(result.saved.old.session.events),
             what=result.game.view.describe_event(undone.removed, current_lang())))
    if result.saved.backup is not None:
        echo(Msg("cli.undo.backup", backup=result.saved.backup))


@command()
@handled
def void(
    number: Annotated[int, typer.Argument(metavar="N", help="@cli.help.event_number")],
    restore: Annotated[bool, typer.Option("--restore", help="@cli.help.void.restore")] = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint void` (help: cli.help.void): event N marked void, or restored."""
    from ..services import journal
    result = changed(journal.void(session_path(session), number, restore))
    show(result.game.view.changed_event(result, True, current_lang()))


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
    from ..services import journal
    given = dict(contract=contract, declarer=declarer, tricks=tricks, honours=honours,
                 no_honours=no_honours, aces=aces, coronet=coronet, no_coronets=no_coronets,
                 revoke=revoke, no_revokes=no_revokes, first=first, no_first=no_first,
                 partner=partner, player=player, amount=amount, reason=reason, below=below,
                 note=note, whist=whist, no_whists=no_whists, pass_=pass_, no_passes=no_passes,
                 half=half, no_half=no_half, without_three=without_three, each=each, pool=pool,
                 mountain=mountain, vists_on=vists_on, no_vists=no_vists)
    result = changed(journal.edit(session_path(session), number, given))
    show(result.game.view.changed_event(result, False, current_lang()))
