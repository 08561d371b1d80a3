"""Commands that write the evening: new, deal, pass, adjust, misdeal."""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import Annotated, Callable, Optional

import typer

from ..errors import InputError, NotationError, UsageError, VintError
from ..glossary import Msg
from . import command, complete
from .common import (
    JsonOpt,
    LangOpt,
    NoteOpt,
    SessionOpt,
    at_terminal,
    change_session,
    console,
    current_lang,
    echo,
    handled,
    mark_saved,
    open_session,
    say_,
    session_path,
    sessions_folder,
    vint_only,
)


@command()
@handled
def new(
    name: Annotated[str, typer.Argument(metavar="NAME", help="@cli.help.new.name")],
    players: Annotated[str, typer.Option("--players", help="@cli.help.new.players")],
    rules: Annotated[Optional[str], typer.Option("--rules", help="@cli.help.new.rules")] = None,
    rule: Annotated[Optional[list[str]], typer.Option("--rule", metavar="KEY=VALUE", help="@cli.help.new.rule")] = None,
    stake: Annotated[str, typer.Option("--stake", help="@cli.help.new.stake")] = "1.00",
    table: Annotated[str, typer.Option("--table", help="@cli.help.new.table")] = "pairs",
    title: Annotated[Optional[str], typer.Option("--title", help="@cli.help.new.title")] = None,
    game: Annotated[str, typer.Option("--game", metavar="vint|preferans", help="@cli.help.new.game")] = "vint",
    pool: Annotated[Optional[int], typer.Option("--pool", metavar="N", help="@cli.help.new.pool")] = None,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint new` (help: cli.help.new): a new session, made the current one."""
    from .. import storage
    from ..games.vint.model import AllPassRule, TableMode
    from ..games.vint.presets import parse_rule_override, preset, with_overrides
    from ..games.vint.report import lineup_text, rules_text
    from ..games.vint.sheet import replay
    from ..money import parse_stake
    from ..names import parse_players
    from ..session import Session
    if session is not None:
        raise InputError(Msg("cli.new.session_option"))
    from ..glossary.terms import GAME_WORDS
    chosen_game = game.strip().casefold()
    if chosen_game in GAME_WORDS["preferans"]:
        _new_pulya(name, players, rules, rule, stake, table, pool, title)
        return
    if chosen_game not in GAME_WORDS["vint"]:
        raise InputError(Msg("cli.new.no_game", game=game), hint=Msg("cli.new.no_game.hint"))
    if pool is not None:
        raise InputError(Msg("cli.new.pool_vint"), rule="V8", hint=Msg("cli.new.pool_vint.hint"))
    rules = rules if rules is not None else "classic"
    try:
        mode = TableMode(table.strip().casefold())
    except ValueError:
        raise InputError(Msg("cli.new.no_table", table=table), rule="V12",
                         hint=Msg("cli.new.no_table.hint",
                                  tables=", ".join(m.value for m in TableMode))) from None
    folder = sessions_folder()
    path = storage.session_path(folder, name)
    chosen = with_overrides(preset(rules), [parse_rule_override(r) for r in rule or ()])
    if mode.individual and chosen.all_pass is AllPassRule.PLAY:
        raise InputError(Msg("cli.new.played_pass"), rule="V9",
                         hint=Msg("cli.new.played_pass.hint"))
    created = datetime.now().astimezone().replace(microsecond=0)
    new_session = Session(title=title if title is not None else path.stem, created=created,
                          players=parse_players(players, mode.sizes, f"{mode.value}"),
                          rules=chosen, table=mode, stake=parse_stake(stake),
                          lang=current_lang())
    _create(folder, path, new_session)
    first = replay(new_session)
    lang = current_lang()
    echo(Msg("cli.new.created", path=path, rules=rules_text(new_session, lang),
             stake=new_session.stake))
    echo(Msg("cli.indented", text=lineup_text(first.upcoming, 1, lang)))
    if len(first.plan) > 1:
        echo(Msg("cli.new.rotation", n=len(first.plan)))


def _create(folder, path, new_session: Session) -> None:
    """The new session's file, made the current session."""
    from .. import storage
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise InputError(Msg("cli.new.folder", folder=folder, reason=e.strerror or e),
                         hint=Msg("cli.new.folder.hint")) from None
    storage.create(path, new_session)
    mark_saved()
    try:
        storage.set_current(folder, path.stem)
    except VintError as e:  # the session exists now: say so, and how to reach it
        echo(Msg("cli.new.not_current", name=path.stem, error=e.said(current_lang())[0]),
             err=True)


def _new_pulya(name, players, rules, rule, stake, table, pool, title) -> None:
    """`vint new --game preferans` (P1, P9): three or four players, a convention, a pool."""
    from .. import storage
    from . import pref
    if table != "pairs":
        raise InputError(Msg("cli.pref.table"), rule="P1", hint=Msg("cli.pref.table.hint"))
    folder = sessions_folder()
    path = storage.session_path(folder, name)
    new_session = pref.new_session(path.stem, players, rules, list(rule or ()), stake, pool,
                                   title)
    _create(folder, path, new_session)
    pref.created(path, new_session)


def _ask_count(question: Msg, high: int) -> int:
    """Ask for a number 0..high until one is given (V2: honours are asked for at a terminal)."""
    from ..notation import parse_int
    while True:
        answer = typer.prompt(say_(question))
        try:
            value = parse_int(answer, "cards")
        except NotationError as e:
            echo(Msg("cli.indented", text=e.msg), err=True)
            continue
        if 0 <= value <= high:
            return value
        echo(Msg("cli.ask.range", high=high, value=value), err=True)


def _fill_in_honours(deal: Deal, sheet: Sheet) -> Deal:
    """V2: missing honours or aces are asked for at a terminal; otherwise the core refuses."""
    from ..games.vint.model import TableMode
    from ..games.vint.notation import resolve_player
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
        side = Msg("cli.side.pair", a=declarer, b=partner) if partner else declarer
    elif sheet.table is TableMode.SEPARATE:
        side = Msg("cli.side.dummy", player=declarer)
    else:
        side = lineup.name(lineup.column_of(declarer))
    if missing_honours:
        strain = STRAINS[deal.contract.strain.value]
        deal = replace(deal, honours=_ask_count(Msg("cli.ask.honours", strain=strain, side=side),
                                                5))
    if deal.aces is None:
        deal = replace(deal, aces=_ask_count(Msg("cli.ask.aces", side=side), 4))
    return deal


# The strains by their value (model.Strain), named in the question for honours.
STRAINS = {"spades": Msg("cli.strain.spades"), "clubs": Msg("cli.strain.clubs"),
           "diamonds": Msg("cli.strain.diamonds"), "hearts": Msg("cli.strain.hearts"),
           "nt": Msg("cli.strain.nt")}


def _append(name: Optional[str], event: Event | Callable[[Session], Event], verb: str,
            as_json: bool = False) -> None:
    """Write one new event at the end and show what it wrote, then the rubber (or the
    pulya). `event` may be a function of the session: the event depends on its game."""
    from ..games.vint.model import Deal
    from ..games.vint.report import (
        deal_outcome,
        describe_event,
        describe_record,
        game_news,
        lineup_text,
    )
    path = session_path(name)

    def build(s: Session) -> tuple[Session, int]:
        made = event(s) if callable(event) else event
        return replace(s, events=s.events + (made,)), len(s.events) + 1

    saved, sheet = change_session(path, build, verb, appending=True)
    if saved.session.game == "preferans":
        from . import pref
        pref.appended(path, saved, sheet, as_json)
        return
    rec = sheet.records[-1]
    rubber = sheet.rubbers[rec.rubber - 1]
    if as_json:
        from ..games.vint.report import sheet_json
        from .common import print_json
        print_json(sheet_json(replace(sheet, rubbers=(rubber,)), path.stem))
        return
    lang = current_lang()
    what = describe_event(rec.event, lang)
    if isinstance(rec.event, Deal):
        echo(Msg("cli.event.outcome", number=rec.number, what=what,
                 outcome=deal_outcome(rec, lang)))
    else:
        echo(Msg("cli.event", number=rec.number, what=what))
    echo(Msg("cli.wrote", text=describe_record(rec, rubber, lang)))
    for line in game_news(rec, rubber, lang):
        echo(Msg("cli.indented", text=line))
    from ..games.vint import render
    out = console()
    out.print(render.rubber(rubber, saved.session, lang=lang, width=out.width))
    if rubber.finished:
        # V12: the next rubber's four, their pairs and who sits out
        echo(Msg("cli.next", lineup=lineup_text(sheet.upcoming, rubber.number + 1, lang)))


@command()
@handled
def deal(
    contract: Annotated[str, typer.Argument(metavar="CONTRACT", help="@cli.help.deal.contract", autocompletion=complete.contracts)],
    declarer: Annotated[str, typer.Argument(metavar="DECLARER", help="@cli.help.deal.declarer", autocompletion=complete.players)],
    tricks: Annotated[Optional[int], typer.Argument(metavar="[TRICKS]", help="@cli.help.deal.tricks")] = None,
    honours: Annotated[Optional[int], typer.Option("--honours", "-h", help="@cli.help.deal.honours")] = None,
    aces: Annotated[Optional[int], typer.Option("--aces", "-a", help="@cli.help.deal.aces")] = None,
    coronet: Annotated[Optional[list[str]], typer.Option("--coronet", "-c", metavar="HOLDER:SUIT:N", help="@cli.help.deal.coronet", autocompletion=complete.coronets)] = None,
    revoke: Annotated[Optional[list[str]], typer.Option("--revoke", metavar="PLAYER", help="@cli.help.deal.revoke", autocompletion=complete.players)] = None,
    first: Annotated[Optional[str], typer.Option("--first", metavar="PLAYER", help="@cli.help.deal.first", autocompletion=complete.players)] = None,
    partner: Annotated[Optional[str], typer.Option("--partner", "-p", metavar="PLAYER", help="@cli.help.deal.partner", autocompletion=complete.players)] = None,
    whist: Annotated[Optional[list[str]], typer.Option("--whist", metavar="PLAYER[=TRICKS]", help="@cli.help.deal.whist", autocompletion=complete.players)] = None,
    passes: Annotated[Optional[list[str]], typer.Option("--pass", metavar="PLAYER[=TRICKS]", help="@cli.help.deal.pass", autocompletion=complete.players)] = None,
    half: Annotated[Optional[str], typer.Option("--half", metavar="PLAYER", help="@cli.help.deal.half", autocompletion=complete.players)] = None,
    without_three: Annotated[bool, typer.Option("--without-three", help="@cli.help.deal.without_three")] = False,
    note: Annotated[str, typer.Option("--note", help="@cli.help.deal.note")] = "",
    as_json: JsonOpt = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint deal` (help: cli.help.deal): a played deal, then the rubber's sheet (or, in
    a pulya, a Preferans deal and the pulya)."""
    vint_options = [o for o, v in (("--honours", honours), ("--aces", aces),
                                   ("--coronet", coronet), ("--revoke", revoke),
                                   ("--first", first), ("--partner", partner)) if v]
    pulya_options = [o for o, v in (("--whist", whist), ("--pass", passes), ("--half", half),
                                    ("--without-three", without_three)) if v]

    def vint_deal() -> Deal:
        from ..games.vint.model import Deal
        from ..games.vint.notation import parse_contract, parse_coronet
        if pulya_options:
            raise InputError(Msg("cli.deal.pulya_option", option=pulya_options[0]), rule="V1",
                             hint=Msg("cli.deal.pulya_option.hint"))
        if tricks is None:
            raise UsageError(Msg("cli.deal.tricks"), rule="V1", hint=Msg("cli.deal.tricks.hint"))
        return Deal(parse_contract(contract), declarer, tricks, honours, aces,
                    tuple(parse_coronet(c) for c in coronet or ()), tuple(revoke or ()), first,
                    partner, note)

    def for_game(s: Session) -> Event:
        if s.game == "preferans":
            from . import pref
            return pref.deal_event(contract, declarer, tricks, whist, passes, half,
                                   without_three, note, vint_options)
        return vint_deal()

    if not pulya_options and at_terminal() and (honours is None or aces is None):
        loaded, sheet = open_session(session)  # V2: missing honours are asked for
        if loaded.session.game == "vint":
            event = vint_deal()
            if event.contract.strain.is_suit and honours is None or aces is None:
                _append(session, _fill_in_honours(event, sheet), "deal", as_json)
                return
    _append(session, for_game, "deal", as_json)


@command("pass")
@handled
def pass_(
    player: Annotated[Optional[str], typer.Argument(metavar="PLAYER", help="@cli.help.pass.player", autocompletion=complete.players)] = None,
    tricks: Annotated[Optional[int], typer.Argument(metavar="TRICKS", help="@cli.help.pass.tricks")] = None,
    note: NoteOpt = "",
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint pass` (help: cli.help.pass): an all-pass, an X on the sheet (V9); in a pulya,
    `vint pass A=N,B=N,C=N`, the tricks each took (P7)."""
    def for_game(s: Session) -> Event:
        from ..games.vint.model import AllPass
        if s.game == "preferans":
            from . import pref
            return pref.pass_event(player, tricks, note)
        if (player is None) != (tricks is None):
            raise InputError(Msg("cli.pass.both"), rule="V9", hint=Msg("cli.pass.both.hint"))
        return AllPass(player, tricks, note)

    _append(session, for_game, "all-pass")


@command()
@handled
def adjust(
    player: Annotated[str, typer.Argument(metavar="PLAYER", help="@cli.help.adjust.player", autocompletion=complete.players)],
    amount: Annotated[Optional[int], typer.Argument(metavar="[AMOUNT]", help="@cli.help.adjust.amount")] = None,
    reason: Annotated[Optional[str], typer.Option("--reason", help="@cli.help.adjust.reason")] = None,
    below: Annotated[bool, typer.Option("--below", help="@cli.help.adjust.below")] = False,
    pool: Annotated[Optional[int], typer.Option("--pool", metavar="N", help="@cli.help.adjust.pool")] = None,
    mountain: Annotated[Optional[int], typer.Option("--mountain", metavar="N", help="@cli.help.adjust.mountain")] = None,
    vists_on: Annotated[Optional[list[str]], typer.Option("--vists-on", metavar="PLAYER=N", help="@cli.help.adjust.vists_on", autocompletion=complete.players)] = None,
    note: NoteOpt = "",
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint adjust` (help: cli.help.adjust): a free entry for a side (V10); in a pulya, an
    entry by hand in a pool, a mountain or vists (P1)."""
    def for_game(s: Session) -> Event:
        from ..games.vint.model import Adjustment
        from . import pref
        rule = "P1" if s.game == "preferans" else "V10"
        if reason is None or not reason.strip():
            error = UsageError if reason is None else InputError
            raise error(Msg("cli.adjust.reason"), rule=rule, hint=Msg("cli.adjust.reason.hint"))
        if s.game == "preferans":
            return pref.manual_event(player, amount, below, pool, mountain, vists_on,
                                     reason.strip(), note)
        pref.vint_manual_options(pool, mountain, vists_on)
        if amount is None:
            raise UsageError(Msg("cli.adjust.amount"), rule="V10",
                             hint=Msg("cli.adjust.vint.hint"))
        return Adjustment(player, amount, below, reason.strip(), note)

    _append(session, for_game, "adjustment")


@command()
@handled
def misdeal(
    player: Annotated[str, typer.Argument(metavar="PLAYER", help="@cli.help.misdeal.player", autocompletion=complete.players)],
    note: NoteOpt = "",
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint misdeal` (help: cli.help.misdeal): a dealer found with 14 cards (V10)."""
    def for_game(s: Session) -> Event:
        from ..games.vint.model import Misdeal
        vint_only(s, "misdeal")
        return Misdeal(player, note)

    _append(session, for_game, "misdeal")


@command()
@handled
def seat(
    pairs: Annotated[Optional[str], typer.Option("--pairs", metavar="A+B,C+D", help="@cli.help.seat.pairs")] = None,
    join: Annotated[Optional[list[str]], typer.Option("--join", metavar="NAME", help="@cli.help.seat.join")] = None,
    leave: Annotated[Optional[list[str]], typer.Option("--leave", metavar="PLAYER", help="@cli.help.seat.leave")] = None,
    replace_: Annotated[Optional[list[str]], typer.Option("--replace", metavar="OLD=NEW", help="@cli.help.seat.replace")] = None,
    note: NoteOpt = "",
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint seat` (help: cli.help.seat): pairs by hand, players joining and leaving (V12).

    Nothing is written on the sheet; the replay, the rotation and the settlement follow
    the change.
    """
    from ..games.vint.model import Seat
    from ..games.vint.report import lineup_text
    pair_list = tuple(_two(text, "+", "--pairs", Msg("cli.seat.example.pairs"))
                      for text in (pairs or "").split(",") if pairs is not None)
    replaced = tuple(_two(text, "=", "--replace", Msg("cli.seat.example.replace"))
                     for text in replace_ or ())
    event = Seat(pair_list, tuple(join or ()), tuple(leave or ()), replaced, note)
    if not (pair_list or event.join or event.leave or replaced):
        raise InputError(Msg("cli.seat.nothing"), rule="V12", hint=Msg("cli.seat.nothing.hint"))
    path = session_path(session)

    def build(s: Session) -> tuple[Session, int]:
        vint_only(s, "seat")
        return replace(s, events=s.events + (event,)), len(s.events) + 1

    saved, sheet = change_session(path, build, "seat change", appending=True)
    rec = sheet.records[-1]
    lang = current_lang()
    echo(Msg("cli.seat.news", number=rec.number, news="; ".join(say_(n) for n in rec.news)))
    current = sheet.current
    if current is not None and not current.finished:
        echo(Msg("cli.seat.now", lineup=lineup_text(current.lineup, current.number, lang)))
        echo(Msg("cli.seat.then", lineup=lineup_text(sheet.upcoming, current.number + 1, lang)))
    else:
        echo(Msg("cli.seat.next",
                 lineup=lineup_text(sheet.upcoming, len(sheet.rubbers) + 1, lang)))


def _two(text: str, sep: str, option: str, example: Msg) -> tuple[str, str]:
    parts = [p.strip() for p in text.split(sep)]
    if len(parts) != 2 or not all(parts):
        raise InputError(Msg("cli.seat.not_pair", option=option, text=text), rule="V12",
                         hint=Msg("cli.seat.not_pair.hint", sep=sep, option=option,
                                  example=example))
    return parts[0], parts[1]
