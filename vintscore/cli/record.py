"""Commands that write the evening: new, deal, pass, adjust, misdeal, seat.

Each reads its arguments, calls a recording service (vintscore/services/record.py), and
prints what the session's game shows of the change (games/<game>/view.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer

from ..errors import InputError, NotationError
from ..glossary import Msg
from . import command, complete
from .common import (
    JsonOpt,
    LangOpt,
    NoteOpt,
    SessionOpt,
    at_terminal,
    changed,
    current_lang,
    echo,
    handled,
    mark_saved,
    open_session,
    print_json,
    say_,
    session_path,
    sessions_folder,
    show,
    width,
)

if TYPE_CHECKING:
    from ..errors import Text
    from ..services.session import Changed


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
    from ..services import record
    if session is not None:
        raise InputError(Msg("cli.new.session_option"))
    given = {"rules": rules, "rule": rule, "stake": stake, "table": table, "title": title,
             "pool": pool}
    lang = current_lang()
    made = record.new(sessions_folder(), name, game, players, given, lang)
    mark_saved()
    if made.not_current is not None:  # the session exists: say so, and how to reach it
        echo(Msg("cli.new.not_current", name=made.path.stem, error=made.not_current.said(lang)[0]),
             err=True)
    show(made.game.view.created(made.path, made.session, lang))


def _shown(result: Changed, as_json: bool = False) -> None:
    """What a new event wrote, then the rubber (or the pulya)."""
    changed(result)
    view = result.game.view
    if as_json:
        print_json(view.appended_json(result, result.saved.old.path.stem))
    else:
        show(view.appended(result, current_lang(), width()))


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


# The strains by their value (cards.Strain), named in the question for honours.
STRAINS = {"spades": Msg("cli.strain.spades"), "clubs": Msg("cli.strain.clubs"),
           "diamonds": Msg("cli.strain.diamonds"), "hearts": Msg("cli.strain.hearts"),
           "nt": Msg("cli.strain.nt")}


def _asked(session: Optional[str], contract: str, declarer: str, tricks: Optional[int],
           given: dict[str, Any]) -> None:
    """V2: honours or aces the deal does not say are asked for at a terminal (into `given`);
    in a script the replay refuses the deal."""
    opened = open_session(session)
    forms, view = opened.game.forms, opened.game.view
    deal = forms.deal(contract, declarer, tricks, given)
    honours, aces = forms.missing_counts(deal)
    if not (honours or aces):
        return
    side: Text | None = view.counts_side(deal, opened.sheet)
    if side is None:
        return  # the replay names the unknown player
    if honours:
        strain = STRAINS[deal.contract.strain.value]
        given["honours"] = _ask_count(Msg("cli.ask.honours", strain=strain, side=side), 5)
    if aces:
        given["aces"] = _ask_count(Msg("cli.ask.aces", side=side), 4)


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
    dealer: Annotated[Optional[str], typer.Option("--dealer", metavar="PLAYER", help="@cli.help.deal.dealer", autocompletion=complete.players)] = None,
    note: Annotated[str, typer.Option("--note", help="@cli.help.deal.note")] = "",
    as_json: JsonOpt = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint deal` (help: cli.help.deal): a played deal, then the rubber's sheet (or, in
    a pulya, a Preferans deal and the pulya)."""
    from ..services import record
    given = {"honours": honours, "aces": aces, "coronet": coronet, "revoke": revoke,
             "first": first, "partner": partner, "whist": whist, "passes": passes,
             "half": half, "without_three": without_three, "dealer": dealer, "note": note}
    pulya = whist or passes or half or without_three
    if not pulya and at_terminal() and (honours is None or aces is None):
        _asked(session, contract, declarer, tricks, given)
    _shown(record.deal(session_path(session), contract, declarer, tricks, given), as_json)


@command("pass")
@handled
def pass_(
    player: Annotated[Optional[str], typer.Argument(metavar="PLAYER", help="@cli.help.pass.player", autocompletion=complete.players)] = None,
    tricks: Annotated[Optional[int], typer.Argument(metavar="TRICKS", help="@cli.help.pass.tricks")] = None,
    dealer: Annotated[Optional[str], typer.Option("--dealer", metavar="PLAYER", help="@cli.help.pass.dealer", autocompletion=complete.players)] = None,
    note: NoteOpt = "",
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint pass` (help: cli.help.pass): an all-pass, an X on the sheet (V9); in a pulya,
    `vint pass A=N,B=N,C=N`, the tricks each took (P7)."""
    from ..services import record
    _shown(record.all_pass(session_path(session), player, tricks, note, dealer))


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
    from ..services import record
    given = {"below": below, "pool": pool, "mountain": mountain, "vists_on": vists_on,
             "note": note}
    _shown(record.adjustment(session_path(session), player, amount, reason, given))


@command()
@handled
def misdeal(
    player: Annotated[Optional[str], typer.Argument(metavar="[PLAYER]", help="@cli.help.misdeal.who", autocompletion=complete.players)] = None,
    dealer: Annotated[Optional[str], typer.Option("--dealer", metavar="PLAYER", help="@cli.help.misdeal.dealer", autocompletion=complete.players)] = None,
    note: NoteOpt = "",
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint misdeal` (help: cli.help.misdeal): a dealer found with 14 cards (V10); without
    PLAYER, the dealer of the hand in play."""
    from ..services import record
    _shown(record.misdeal(session_path(session), player, note, dealer))


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
    from ..services import record
    pair_list = tuple(_two(text, "+", "--pairs", Msg("cli.seat.example.pairs"))
                      for text in (pairs or "").split(",") if pairs is not None)
    replaced = tuple(_two(text, "=", "--replace", Msg("cli.seat.example.replace"))
                     for text in replace_ or ())
    if not (pair_list or join or leave or replaced):  # before the session is looked for
        raise InputError(Msg("cli.seat.nothing"), rule="V12", hint=Msg("cli.seat.nothing.hint"))
    result = changed(record.seat(session_path(session), pair_list, tuple(join or ()),
                                 tuple(leave or ()), replaced, note))
    show(result.game.view.seated(result, current_lang()))


def _two(text: str, sep: str, option: str, example: Msg) -> tuple[str, str]:
    parts = [p.strip() for p in text.split(sep)]
    if len(parts) != 2 or not all(parts):
        raise InputError(Msg("cli.seat.not_pair", option=option, text=text), rule="V12",
                         hint=Msg("cli.seat.not_pair.hint", sep=sep, option=option,
                                  example=example))
    return parts[0], parts[1]
