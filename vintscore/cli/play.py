"""`vint play`: the whole evening deal by deal, asked in the order a table announces it.

Each deal is asked for field by field (contract, declarer, tricks, honours, aces,
coronets, revokes), shown as it will be written, and saved the moment it is confirmed,
with the same locked, atomic write as `vint deal`; so Ctrl-C or a closed terminal loses
nothing confirmed. At every prompt the words pass, undo, edit N, sheet and quit (or
their Russian forms) do what they say instead.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TypeVar

import typer

from ..errors import VintError
from ..glossary import Msg
from . import command
from .common import (
    LangOpt,
    SessionOpt,
    changed,
    console,
    current_lang,
    echo,
    handled,
    open_session,
    report_error,
    say_,
    session_path,
)

# The words that steer the evening at any prompt, in both languages.
WORDS = {
    "pass": ("pass", "пас", "распас", "распасовка"),
    "undo": ("undo", "отмена", "назад"),
    "edit": ("edit", "правка", "исправить"),
    "sheet": ("sheet", "лист", "запись"),
    "quit": ("quit", "q", "exit", "выход", "конец"),
}
_NONE = ("", "-", "none", "no", "нет")

T = TypeVar("T")


class Steer(Exception):
    """The scorekeeper typed one of WORDS at a prompt."""

    def __init__(self, word: str, argument: str = "") -> None:
        super().__init__(word)
        self.word = word
        self.argument = argument


def _steer(answer: str) -> None:
    head, _, rest = answer.strip().partition(" ")
    folded = head.casefold()
    for word, forms in WORDS.items():
        if folded in forms:
            raise Steer(word, rest.strip())


def ask(key: str, read: Callable[[str], T], default: object = None, **values: object) -> T:
    """Ask until `read` accepts the answer; the steering words leave the question."""
    shown = None if default is None else str(default)
    while True:
        answer = typer.prompt(say_(Msg(key, **values)), default=shown, show_default=bool(shown))
        _steer(answer)
        try:
            return read(answer)
        except VintError as e:
            message, hint = e.said(current_lang())
            echo(Msg("play.again", message=message, hint=hint) if hint
                 else Msg("play.again.plain", message=message), err=True)


@command()
@handled
def play(session: SessionOpt = None, lang: LangOpt = None) -> None:
    """`vint play` (help: cli.help.play): deal by deal, saved as each is confirmed."""
    import gc
    gc.enable()  # main() turns the collector off for a command's fraction of a second;
    # an evening at the prompt lives for hours and makes garbage: it collects again
    from ..services.session import needs
    opened = open_session(session)
    needs(opened.session, "play")
    sheet = opened.sheet
    path = session_path(session)
    echo(Msg("play.hello"))
    _show(sheet, opened.session)
    deal_defaults: dict = {}
    while True:
        try:
            deal = _ask_deal(sheet, sheet.next_lineup, deal_defaults)
            deal_defaults = {}
            if deal is None:
                continue
            sheet, deal_defaults = _confirm_and_save(path, deal, sheet)
        except Steer as steer:
            if steer.word == "quit":
                break
            sheet = _steered(steer, path, sheet)
        except (typer.Abort, EOFError, KeyboardInterrupt):
            typer.echo("", err=True)
            break
    echo(Msg("play.bye"))


def _show(sheet, session) -> None:
    from ..games.vint import render
    out = console()
    current = sheet.current
    if current is None:
        out.print(render.sheet(sheet, session, lang=current_lang(), width=out.width))
    else:
        out.print(render.rubber(current, session, lang=current_lang(), width=out.width))


def _ask_deal(sheet, lineup, defaults: dict):
    """The deal's fields, asked one by one, at the table of `lineup`."""
    from ..games.vint.model import Deal, TableMode
    from ..games.vint.notation import parse_contract, parse_coronet, resolve_player
    from ..notation import parse_int

    contract = ask("play.ask.contract", parse_contract, defaults.get("contract"))
    declarer = ask("play.ask.declarer", lambda a: resolve_player(a, lineup.hands),
                   defaults.get("declarer"), players=", ".join(lineup.players))
    partner = None
    if sheet.table is TableMode.INDIVIDUAL:
        partner = ask("play.ask.partner", lambda a: resolve_player(a, lineup.players),
                      defaults.get("partner"))
    tricks = ask("play.ask.tricks", lambda a: _count(parse_int(a, Msg("play.what.tricks")), 13),
                 defaults.get("tricks"))
    if sheet.table is TableMode.INDIVIDUAL:
        side = f"{declarer} & {partner}"
    elif sheet.table is TableMode.SEPARATE:
        side = declarer
    else:
        side = lineup.name(lineup.column_of(declarer))
    honours = None
    if contract.strain.is_suit:
        honours = ask("play.ask.honours", lambda a: _count(parse_int(a, Msg("play.what.honours")), 5),
                      defaults.get("honours"), side=side, strain=contract.strain.symbol)
    aces = ask("play.ask.aces", lambda a: _count(parse_int(a, Msg("play.what.aces")), 4), defaults.get("aces"),
               side=side)
    coronets = ask("play.ask.coronets", lambda a: _list(a, parse_coronet),
                   defaults.get("coronets", ""))
    revokes = ask("play.ask.revokes", lambda a: _list(a, lambda p: resolve_player(p, lineup.hands)),
                  defaults.get("revokes", ""))
    return Deal(contract, declarer, tricks, honours, aces, coronets, revokes, partner=partner)


def _count(n: int, high: int) -> int:
    from ..errors import InputError
    if not 0 <= n <= high:
        raise InputError(Msg("play.range", high=high, got=n))
    return n


def _list(answer: str, read: Callable[[str], T]) -> tuple[T, ...]:
    """Several answers on one line, separated by commas or spaces; none for blank."""
    if answer.strip().casefold() in _NONE:
        return ()
    return tuple(read(item) for item in answer.replace(",", " ").split())


def _confirm_and_save(path, deal, sheet):
    """Show what the deal writes, ask for `first` when it is needed, then save it."""
    from ..errors import EventError
    from ..games.vint.notation import format_contract, format_coronet
    from ..games.vint.report import describe_record
    from ..services.session import trial

    session = _session_of(path)
    while True:
        try:
            tried = trial(session, deal)
            break
        except EventError as e:
            if e.rule == "V8" and e.key == "first":
                hands = sheet.next_lineup.hands
                first = ask("play.ask.first", partial(_player, names=hands),
                            target=session.rules.game_target)
                deal = replace(deal, first=first)
                continue
            report_error(e)
            return sheet, _defaults(deal, format_contract, format_coronet)
    record = tried.records[-1]
    rubber = tried.rubbers[record.rubber - 1]
    echo(Msg("play.will_write", text=describe_record(record, rubber, current_lang())))
    answer = typer.prompt(say_(Msg("play.confirm")), default="y").strip().casefold()
    _steer(answer)
    if answer not in ("y", "yes", "д", "да", ""):
        echo(Msg("play.again_deal"))
        return sheet, _defaults(deal, format_contract, format_coronet)
    from ..services.session import append
    new_sheet = changed(append(path, deal, "deal")).sheet
    echo(Msg("play.saved", number=len(new_sheet.records)))
    _show(new_sheet, _session_of(path))
    return new_sheet, {}


def _player(answer: str, names) -> str:
    from ..games.vint.notation import resolve_player
    return resolve_player(answer, names)


def _defaults(deal, format_contract, format_coronet) -> dict:
    """The answers of a deal to edit, offered as the prompts' defaults."""
    return {"contract": format_contract(deal.contract), "declarer": deal.declarer,
            "partner": deal.partner, "tricks": deal.tricks, "honours": deal.honours,
            "aces": deal.aces, "coronets": " ".join(format_coronet(k) for k in deal.coronets),
            "revokes": " ".join(deal.revokes)}


def _session_of(path):
    from ..services.session import open_session as opened
    return opened(path).session


def _steered(steer: Steer, path, sheet):
    """pass, undo, edit N, sheet: done at once, with the same safe writes as the commands."""
    from ..games.vint.report import describe_event
    from ..services import journal, record
    if steer.word == "sheet":
        _show(sheet, _session_of(path))
        return sheet
    if steer.word == "pass":
        sheet = changed(record.all_pass(path, None, None, "")).sheet
        echo(Msg("play.passed", number=len(sheet.records)))
        _show(sheet, _session_of(path))
        return sheet
    if steer.word == "undo":
        try:
            undone = journal.undo(path)
        except VintError as e:
            report_error(e)
            return sheet
        sheet = changed(undone.changed).sheet
        echo(Msg("play.undone", text=describe_event(undone.removed, current_lang())))
        _show(sheet, _session_of(path))
        return sheet
    return _edit(steer.argument, path, sheet)


def _edit(argument: str, path, sheet):
    """edit N: ask the deal's fields again, its answers offered as defaults."""
    from dataclasses import replace as change

    from ..errors import InputError
    from ..games.vint.model import Deal
    from ..games.vint.notation import format_contract, format_coronet

    session = _session_of(path)
    try:
        number = int(argument)
        event = session.events[number - 1]
        if number < 1 or not isinstance(event, Deal):
            raise IndexError
    except (ValueError, IndexError):
        report_error(InputError(Msg("play.edit_what", given=argument),
                                hint=Msg("play.edit_what.hint")))
        return sheet
    rubber = sheet.records[number - 1].rubber
    lineup = sheet.rubbers[rubber - 1].lineup if rubber else sheet.next_lineup
    new = _ask_deal(sheet, lineup, _defaults(event, format_contract, format_coronet))
    new = change(new, first=event.first, note=event.note)
    from ..services import journal
    try:
        sheet = changed(journal.replace_event(path, number, new)).sheet
    except VintError as e:
        report_error(e)
        return sheet
    echo(Msg("play.edited", number=number))
    _show(sheet, _session_of(path))
    return sheet

