"""Reading and writing Vint's notation: contracts, coronets, and the players of a deal.

Parse at the edge, format with the inverse; every error quotes what was typed.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from ...cards import ACES_WORDS, level_and_rest, parse_strain
from ...errors import NotationError
from ...glossary import Msg
from ...names import hand, typed_hand
from ...notation import contract_shown, join_msgs
from ...text import casefolded
from .model import Contract, Coronet, CoronetKind, resolve_hand

CONTRACT_HINT = Msg("vint.contract.hint")
CORONET_HINT = Msg("vint.coronet.hint")


@lru_cache(maxsize=256)  # a file says the same few contracts again and again
def parse_contract(text: str) -> Contract:
    """Read a contract such as '3H', '3♥', '3ч', '3 черви', '2NT', '2БК' (V1)."""
    parts = level_and_rest(text)
    if parts is None:
        raise NotationError(Msg("vint.contract.unreadable", text=text), hint=CONTRACT_HINT)
    level, rest = parts
    if not 1 <= level <= 7:
        raise NotationError(Msg("vint.contract.level", text=text), rule="V1", hint=CONTRACT_HINT)
    strain = parse_strain(rest)
    if strain is None:
        raise NotationError(Msg("vint.contract.strain", text=text), rule="V1", hint=CONTRACT_HINT)
    return Contract(level, strain)


def format_contract(contract: Contract, *, symbols: bool = False) -> str:
    """The inverse of parse_contract: '3H', '2NT' (or '3♥' with symbols)."""
    strain = contract.strain.symbol if symbols else contract.strain.letter
    return f"{contract.level}{strain}"


@lru_cache(maxsize=256)
def parse_coronet(text: str) -> Coronet:
    """Read HOLDER:SUIT:N (an N-card sequence from the ace) or HOLDER:aces:N (V6).

    The holder is kept as typed; the core resolves it against the players.
    """
    parts = text.split(":")
    if len(parts) != 3 or not parts[0].strip():
        raise NotationError(Msg("vint.coronet.parts", text=text), hint=CORONET_HINT)
    holder, what, count = (p.strip() for p in parts)
    if not re.fullmatch(r"[0-9]{1,3}", count):
        raise NotationError(Msg("vint.coronet.count", text=text), hint=CORONET_HINT)
    n = int(count)
    if casefolded(what) in ACES_WORDS:
        return Coronet(holder, CoronetKind.ACES, n)
    suit = parse_strain(what, suits_only=True)
    if suit is None:
        raise NotationError(Msg("vint.coronet.suit", text=text), hint=CORONET_HINT)
    return Coronet(holder, CoronetKind.SEQUENCE, n, suit)


def format_coronet(coronet: Coronet) -> str:
    """The inverse of parse_coronet: 'Vera:H:4', 'Vera:aces:3'."""
    if coronet.kind is CoronetKind.ACES or coronet.suit is None:
        return f"{coronet.holder}:aces:{coronet.length}"
    return f"{coronet.holder}:{coronet.suit.letter}:{coronet.length}"


_RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")


def typed_contract(contract: Contract) -> Msg:
    """A contract as the reader would type it, offered as an answer: '4H', «4ч», «2БК»."""
    return Msg("core.contract.typed", level=contract.level,
               strain=Msg(f"core.strain.typed.{contract.strain.value}"))


def typed_coronet(coronet: Coronet) -> Msg:
    """A coronet as the reader would type it: 'Vera:H:4', «Вера:ч:4», «Вера:тузы:3»."""
    what = (Msg("vint.coronet.aces.typed") if coronet.kind is CoronetKind.ACES
            or coronet.suit is None else Msg(f"core.strain.typed.{coronet.suit.value}"))
    return Msg("vint.coronet.typed", holder=typed_hand(coronet.holder), suit=what, n=coronet.length)


def typed_coronets(coronets: Sequence[Coronet]) -> Msg | str:
    """Coronets as typed at a prompt, one after another: 'Vera:H:4 Gleb:aces:3'."""
    return join_msgs("vint.space", map(typed_coronet, coronets)) if coronets else ""


def shown_contract(contract: Contract) -> Msg | str:
    """A contract as the player reads it: '3♥', '2NT' (in Russian «2БК»)."""
    return contract_shown(contract.level, contract.strain)


def describe_coronet(coronet: Coronet) -> Msg:
    """A short display form: 'Vera ♥A-K-Q-J', 'Vera 3 aces' (in Russian 'Вера ♥Т-К-Д-В')."""
    holder, n = hand(coronet.holder), coronet.length
    if coronet.kind is CoronetKind.ACES or coronet.suit is None:
        return Msg("vint.coronet.aces", holder=holder, n=n)
    suit = coronet.suit.symbol
    if n == 3:
        return Msg("vint.coronet.sequence3", holder=holder, suit=suit)
    if n == 4:
        return Msg("vint.coronet.sequence4", holder=holder, suit=suit)
    if n == 5:
        return Msg("vint.coronet.sequence5", holder=holder, suit=suit)
    if n > 5:
        return Msg("vint.coronet.sequence_long", holder=holder, suit=suit, last=_RANKS[n - 1])
    # fewer than three cards is no coronet (V2 refuses it): shown as typed
    return Msg("vint.coronet.sequence_short", holder=holder, suit=suit, cards="-".join(_RANKS[:n]))


def resolve_player(text: str, hands: Sequence[str]) -> str:
    """The player (or dummy) meant by `text` among the hands of a table (names.resolve_player)."""
    return resolve_hand(text, hands)


_TABLE_NAMES = {"pairs": Msg("core.table.pairs"), "dummy": Msg("core.table.dummy"),
                "separate": Msg("core.table.separate"), "two": Msg("core.table.two"),
                "individual": Msg("core.table.individual")}


def table_name(table: str) -> Msg | str:
    """A table as messages name it: 'pairs' (in Russian 'игра парами') (V12)."""
    return _TABLE_NAMES.get(table, table)
