"""Recording: a new session, and each new event at the end of one (DESIGN.md, the command
line: new, deal, pass, adjust, misdeal, seat). The event is built by the session's game
from what was typed (games/<game>/forms.py) and judged by its replay before it is saved.
"""
from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from .. import storage
from ..errors import InputError, VintError
from ..games import Game, by_word
from ..glossary import Msg
from ..session import AnySession
from ..value import value
from .session import Changed, append, game, needs


@value
class Created:
    """A new session's file, the session, and why it could not be made current (if so)."""

    path: Path
    session: AnySession
    game: Game
    not_current: VintError | None = None


def new(folder: Path, name: str, game: str, players: str, given: dict[str, Any],
        lang: str) -> Created:
    """`vint new NAME --players … [--game G] …`: the file made, and made the current session.

    `given` holds the other options as typed (table, rules, rule, stake, pool, title).
    """
    played = by_word(game)
    if played is None:
        raise InputError(Msg("cli.new.no_game", game=game), hint=Msg("cli.new.no_game.hint"))
    path = storage.session_path(folder, name)
    if path.name.casefold() == storage.LEDGER:  # the club ledger's file (issue 15)
        raise InputError(Msg("ledger.not_a_session", name=name),
                         hint=Msg("ledger.not_a_session.hint"))
    created = datetime.now().astimezone().replace(microsecond=0)
    session = played.forms.new_session(path.stem, players, given, created, lang)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise InputError(Msg("cli.new.folder", folder=folder, reason=e.strerror or e),
                         hint=Msg("cli.new.folder.hint")) from None
    storage.create(path, session)
    try:
        storage.set_current(folder, path.stem)
    except VintError as e:  # the session exists now: the caller says so, and how to reach it
        return Created(path, session, played, e)
    return Created(path, session, played)


def deal(path: Path, contract: str, declarer: str, tricks: int | None,
         given: dict[str, Any]) -> Changed:
    """A played deal (V1–V10; P1–P8 in a pulya), from what was typed."""
    return append(path, lambda s: game(s).forms.deal(contract, declarer, tricks, given),
                  "deal")


def all_pass(path: Path, player: str | None, tricks: int | None, note: str,
             dealer: str | None = None) -> Changed:
    """An all-pass (V9; P7 in a pulya); `dealer` when the table says who dealt it."""
    return append(path, lambda s: game(s).forms.all_pass(player, tricks, note, dealer),
                  "all-pass")


def adjustment(path: Path, player: str, amount: int | None, reason: str | None,
               given: dict[str, Any]) -> Changed:
    """A free entry (V10; P1 in a pulya: a pool, a mountain, vists)."""
    return append(path, lambda s: game(s).forms.adjustment(player, amount, reason,
                                                                       given), "adjustment")


def misdeal(path: Path, player: str | None, note: str, dealer: str | None = None) -> Changed:
    """A dealer found with 14 cards (V10); None: the dealer of the hand in play."""
    return append(path, lambda s: needs(s, "misdeal").forms.misdeal(player, note, dealer),
                  "misdeal")


def seat(path: Path, pairs: tuple[tuple[str, str], ...], join: tuple[str, ...],
         leave: tuple[str, ...], replaced: tuple[tuple[str, str], ...], note: str) -> Changed:
    """A seat change (V12): nothing is written on the sheet; the rotation follows it. A
    newcomer whose name looks like one of the evening's (Unicode's confusables) is refused
    here, where it is typed (names.alike: ICU is not loaded to read a file)."""
    def made(s: AnySession) -> Any:
        event = needs(s, "seat").forms.seat(pairs, join, leave, replaced, note)
        _refuse_alike_newcomers(s, [*join, *(new for _, new in replaced)])
        return event

    return append(path, made, "seat change")


def _refuse_alike_newcomers(session: AnySession, newcomers: list[str]) -> None:
    from ..names import alike, difference, normal

    everyone = list(session.players)
    for e in session.events:  # who joined or took a seat earlier this evening
        everyone += [*getattr(e, "join", ()), *(new for _, new in getattr(e, "replace", ()))]
    for typed in newcomers:
        name = normal(typed)
        other = alike(name, everyone)
        if other is not None:
            raise InputError(Msg("core.name.alike", name=name, other=other,
                                 differs=difference(other, name)), rule="V12",
                             hint=Msg("core.name.at_table.hint"))
        everyone.append(name)
