"""Commands that write the evening: new, deal, pass, adjust, misdeal."""
from __future__ import annotations

import os
from dataclasses import replace
from datetime import datetime
from typing import Annotated, Optional

import typer

from ..errors import InputError, NotationError, VintError
from . import command
from .common import (JsonOpt, LangOpt, SessionOpt, at_terminal, change_session, console,
                     handled, open_session, session_path, sessions_folder)


def _default_lang() -> str:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            return "ru" if value.casefold().startswith("ru") else "en"
    return "en"


@command()
@handled
def new(
    name: Annotated[str, typer.Argument(metavar="NAME", help="The session's name: the file NAME.toml in the sessions folder.")],
    players: Annotated[str, typer.Option("--players", help="The players: four in seating order (Anna,Boris,Vera,Gleb: the 1st and 3rd are partners); five or more in cut order, highest card first; three or two with --table.")],
    rules: Annotated[str, typer.Option("--rules", help="A rules preset: classic, 1886, purchase, double-purchase, nut, double-entry, vitalin.")] = "classic",
    rule: Annotated[Optional[list[str]], typer.Option("--rule", metavar="KEY=VALUE", help="Change one option of the preset (RULES.md V13); repeat for more.")] = None,
    stake: Annotated[str, typer.Option("--stake", help="Money per 100 points.")] = "1.00",
    table: Annotated[str, typer.Option("--table", help="pairs (four or more, in partnerships; from five a rotation), dummy or separate (three), two (two, each with a dummy), individual (four, each his own column).")] = "pairs",
    title: Annotated[Optional[str], typer.Option("--title", help="A title for the evening (default: the name).")] = None,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """Start a session and make it the current one."""
    from .. import storage
    from ..model import AllPassRule, Session, TableMode
    from ..notation import parse_players, parse_stake
    from ..report import lineup_text, rules_text
    from ..rules.presets import parse_rule_override, preset, with_overrides
    from ..sheet import replay
    if session is not None:
        raise InputError("'vint new' names the new session by its NAME argument, not --session")
    try:
        mode = TableMode(table.strip().casefold())
    except ValueError:
        raise InputError(f"no table {table!r}", rule="V12",
                         hint="tables: " + ", ".join(m.value for m in TableMode)) from None
    folder = sessions_folder()
    path = storage.session_path(folder, name)
    chosen = with_overrides(preset(rules), [parse_rule_override(r) for r in rule or ()])
    if mode.individual and chosen.all_pass is AllPassRule.PLAY:
        raise InputError("a played all-pass needs two fixed sides; this table keeps a column "
                         "per player", rule="V9", hint="--rule all_pass=x or all_pass=revolving")
    created = datetime.now().astimezone().replace(microsecond=0)
    new_session = Session(title=title if title is not None else path.stem, created=created,
                          players=parse_players(players, mode.sizes, f"{mode.value}"),
                          rules=chosen, table=mode, stake=parse_stake(stake),
                          lang=(lang or _default_lang()).casefold())
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise InputError(f"cannot use {folder} as the sessions folder: {e.strerror or e}",
                         hint="set VINTSCORE_DIR to a folder you can write, or remove what "
                              "is in the way") from None
    storage.create(path, new_session)
    try:
        storage.set_current(folder, path.stem)
    except VintError as e:  # the session exists now: say so, and how to reach it
        typer.echo(f"warning: {path.stem} was created but could not be made current ({e}); "
                   f"give -s {path.stem} to each command", err=True)
    first = replay(new_session)
    typer.echo(f"Created {path}: rules {rules_text(new_session)}, stake {new_session.stake} "
               "per 100 points. It is now the current session.")
    typer.echo(f"  {lineup_text(first.upcoming, 1)}")
    if len(first.plan) > 1:
        typer.echo(f"  A rotation of {len(first.plan)} rubbers (RULES.md V12): 'vint rotation' "
                   "shows it.")


def _ask_count(question: str, high: int) -> int:
    """Ask for a number 0..high until one is given (V2: honours are asked for at a terminal)."""
    from ..notation import parse_int
    while True:
        answer = typer.prompt(question)
        try:
            value = parse_int(answer, "cards")
        except NotationError as e:
            typer.echo(f"  {e.message}", err=True)
            continue
        if 0 <= value <= high:
            return value
        typer.echo(f"  the answer is 0 to {high}, got {value}", err=True)


def _fill_in_honours(deal: Deal, sheet: Sheet) -> Deal:
    """V2: missing honours or aces are asked for at a terminal; otherwise the core refuses."""
    from ..model import TableMode
    from ..notation import resolve_player
    missing_honours = deal.contract.strain.is_suit and deal.honours is None
    if not (missing_honours or deal.aces is None) or not at_terminal():
        return deal
    lineup = sheet.next_lineup
    try:
        declarer = resolve_player(deal.declarer, lineup.hands)
        partner = resolve_player(deal.partner, lineup.hands) if deal.partner else None
    except NotationError:
        return deal  # the core names the unknown player
    if sheet.table is TableMode.INDIVIDUAL:
        side = f"{declarer} & {partner}" if partner else declarer
    elif sheet.table is TableMode.SEPARATE:
        side = f"{declarer} & the dummy"
    else:
        side = lineup.name(lineup.column_of(declarer))
    if missing_honours:
        deal = replace(deal, honours=_ask_count(
            f"Trump honours (A K Q J 10 of {deal.contract.strain.value}) held by {side}, 0-5", 5))
    if deal.aces is None:
        deal = replace(deal, aces=_ask_count(f"Aces held by {side}, 0-4", 4))
    return deal


def _append(name: Optional[str], event: Event, verb: str, as_json: bool = False) -> None:
    """Write one new event at the end and show what it wrote, then the rubber."""
    from ..model import Deal
    from ..report import deal_outcome, describe_event, describe_record, game_news, lineup_text
    path = session_path(name)
    saved, sheet = change_session(
        path, lambda s: (replace(s, events=s.events + (event,)), len(s.events) + 1), verb,
        appending=True)
    rec = sheet.records[-1]
    rubber = sheet.rubbers[rec.rubber - 1]
    if as_json:
        from ..report import sheet_json
        from .common import print_json
        print_json(sheet_json(replace(sheet, rubbers=(rubber,)), path.stem))
        return
    headline = f"Event {rec.number}: {describe_event(rec.event)}"
    if isinstance(rec.event, Deal):
        headline += f" — {deal_outcome(rec)}"
    typer.echo(headline)
    typer.echo(f"  wrote {describe_record(rec, rubber)}")
    for line in game_news(rec, rubber):
        typer.echo(f"  {line}")
    from .. import render
    console().print(render.rubber(rubber, saved.session))
    if rubber.finished:
        # V12: the next rubber's four, their pairs and who sits out
        typer.echo(f"Next: {lineup_text(sheet.upcoming, rubber.number + 1)}")


@command()
@handled
def deal(
    contract: Annotated[str, typer.Argument(metavar="CONTRACT", help="The contract: 3H, 3♥, 3ч, 2NT, 2БК, …")],
    declarer: Annotated[str, typer.Argument(metavar="DECLARER", help="The player who declared (a name or its first letters).")],
    tricks: Annotated[int, typer.Argument(metavar="TRICKS", help="Tricks taken by the declaring side, 0-13.")],
    honours: Annotated[Optional[int], typer.Option("--honours", "-h", help="Trump honours (A K Q J 10) held by the declaring side, 0-5; not at no-trump.")] = None,
    aces: Annotated[Optional[int], typer.Option("--aces", "-a", help="Aces held by the declaring side, 0-4.")] = None,
    coronet: Annotated[Optional[list[str]], typer.Option("--coronet", "-c", metavar="HOLDER:SUIT:N", help="A coronet: Vera:H:4 (A-K-Q-J of hearts) or Vera:aces:3; repeat for more.")] = None,
    revoke: Annotated[Optional[list[str]], typer.Option("--revoke", metavar="PLAYER", help="A player of the side that revoked; repeat for each revoke.")] = None,
    first: Annotated[Optional[str], typer.Option("--first", metavar="PLAYER", help="When both sides reached the game target: a player of the side that got there first.")] = None,
    partner: Annotated[Optional[str], typer.Option("--partner", "-p", metavar="PLAYER", help="Individual records: the declarer's partner (or open hand) in this deal.")] = None,
    note: Annotated[str, typer.Option("--note", help="A note kept with the deal.")] = "",
    as_json: JsonOpt = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """Record a played deal.

    Prints what it wrote for whom, then the rubber's sheet.
    """
    from ..model import Deal
    from ..notation import parse_contract, parse_coronet
    event = Deal(parse_contract(contract), declarer, tricks, honours, aces,
                 tuple(parse_coronet(c) for c in coronet or ()), tuple(revoke or ()), first,
                 partner, note)
    if (event.contract.strain.is_suit and honours is None) or aces is None:
        _, sheet = open_session(session)
        event = _fill_in_honours(event, sheet)
    _append(session, event, "deal", as_json)


@command("pass")
@handled
def pass_(
    player: Annotated[Optional[str], typer.Argument(metavar="PLAYER", help="With all_pass = play: a player of the side whose tricks you give.")] = None,
    tricks: Annotated[Optional[int], typer.Argument(metavar="TRICKS", help="With all_pass = play: the tricks that side took.")] = None,
    note: Annotated[str, typer.Option("--note", help="A note kept with the event.")] = "",
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """Record an all-pass (an X on the sheet).

    RULES.md V9: the rubber's winner writes 500 for each X.
    """
    from ..model import AllPass
    if (player is None) != (tricks is None):
        raise InputError("give both PLAYER and TRICKS, or neither", rule="V9",
                         hint="vint pass, or with all_pass = play: vint pass Anna 8")
    _append(session, AllPass(player, tricks, note), "all-pass")


@command()
@handled
def adjust(
    player: Annotated[str, typer.Argument(metavar="PLAYER", help="A player of the side the entry is for.")],
    amount: Annotated[int, typer.Argument(metavar="AMOUNT", help="Points; a negative amount goes after --: vint adjust Boris --reason fix -- -500.")],
    reason: Annotated[str, typer.Option("--reason", help="Why: shown on the sheet.")],
    below: Annotated[bool, typer.Option("--below", help="Write below the line (counts toward the game).")] = False,
    note: Annotated[str, typer.Option("--note", help="A note kept with the event.")] = "",
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """Write a free entry for a side.

    For house rules and corrections (RULES.md V10); shown as such on the sheet.
    """
    from ..model import Adjustment
    if not reason.strip():
        raise InputError("an adjustment needs a reason, shown on the sheet", rule="V10",
                         hint="--reason 'house rule'")
    _append(session, Adjustment(player, amount, below, reason.strip(), note), "adjustment")


@command()
@handled
def misdeal(
    player: Annotated[str, typer.Argument(metavar="PLAYER", help="The dealer who was found with 14 cards.")],
    note: Annotated[str, typer.Option("--note", help="A note kept with the event.")] = "",
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """Record a dealer found with 14 cards.

    RULES.md V10: the other side writes 20 above the line.
    """
    from ..model import Misdeal
    _append(session, Misdeal(player, note), "misdeal")


@command()
@handled
def seat(
    pairs: Annotated[Optional[str], typer.Option("--pairs", metavar="A+B,C+D", help="Seat the next rubber by hand: two partnerships (with a dummy: Anna+dummy,Boris+Vera).")] = None,
    join: Annotated[Optional[list[str]], typer.Option("--join", metavar="NAME", help="A player who joins the table from the next rubber; repeat for more.")] = None,
    leave: Annotated[Optional[list[str]], typer.Option("--leave", metavar="PLAYER", help="A player who leaves after his rubber; repeat for more.")] = None,
    replace_: Annotated[Optional[list[str]], typer.Option("--replace", metavar="OLD=NEW", help="NEW takes OLD's seat at once, even mid-rubber; what was written stays OLD's.")] = None,
    note: Annotated[str, typer.Option("--note", help="A note kept with the event.")] = "",
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """Change the seating: pairs by hand, or players joining and leaving.

    RULES.md V12. Nothing is written on the sheet; the replay, the rotation and the
    settlement follow the change, so nobody's points are lost or counted twice.
    """
    from ..model import Seat
    from ..report import lineup_text
    pair_list = tuple(_two(text, "+", "--pairs", "Anna+Vera") for text in (pairs or "").split(",")
                      if pairs is not None)
    replaced = tuple(_two(text, "=", "--replace", "Gleb=Dmitri") for text in replace_ or ())
    event = Seat(pair_list, tuple(join or ()), tuple(leave or ()), replaced, note)
    if not (pair_list or event.join or event.leave or replaced):
        raise InputError("nothing to change", rule="V12",
                         hint="--pairs A+B,C+D, --join NAME, --leave PLAYER or --replace OLD=NEW")
    path = session_path(session)
    saved, sheet = change_session(
        path, lambda s: (replace(s, events=s.events + (event,)), len(s.events) + 1), "seat change",
        appending=True)
    rec = sheet.records[-1]
    typer.echo(f"Event {rec.number}: " + "; ".join(rec.news) + ".")
    current = sheet.current
    if current is not None and not current.finished:
        typer.echo(f"  Now: {lineup_text(current.lineup, current.number)}")
        typer.echo(f"  Then: {lineup_text(sheet.upcoming, current.number + 1)}")
    else:
        typer.echo(f"  Next: {lineup_text(sheet.upcoming, len(sheet.rubbers) + 1)}")


def _two(text: str, sep: str, option: str, example: str) -> tuple[str, str]:
    parts = [p.strip() for p in text.split(sep)]
    if len(parts) != 2 or not all(parts):
        raise InputError(f"not a {option} pair: {text!r}", rule="V12",
                         hint=f"two names joined by '{sep}', e.g. {option} {example}")
    return parts[0], parts[1]
