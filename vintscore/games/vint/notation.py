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
from ...text import fold
from ...value import value
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
    if fold(what) in ACES_WORDS:
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


# -- a seat change that names one player twice (V12) ---------------------------------------

SeatMoves = tuple[tuple[tuple[str, str], ...], tuple[str, ...], tuple[str, ...]]  # replace, leave, join


@value
class SeatClash:
    """A seat change that names one player twice (V12), and what to write instead.

    `chain`: he comes in and goes out in the same change (Gleb=Egor, Egor=Zoe), so he
    would never play; `choices` is then the one change meant (Gleb=Zoe). Else he is
    named twice on one side (Gleb=Egor, Gleb=Zoe; or Zoe coming in twice), and
    `choices` are the parts to choose from. `key`: where he is named the second time.
    """

    name: str
    chain: bool
    key: str
    choices: tuple[SeatMoves, ...]


def seat_clash(replaced: tuple[tuple[str, str], ...], leave: tuple[str, ...],
               join: tuple[str, ...]) -> SeatClash | None:
    """The first name a seat change uses twice (compared as names are: text.fold), or None.

    Names are compared as typed: one change names each player once, as going out
    (replaced or leaving) or as coming in (replacing or joining), never both, never twice.
    """
    # (fold, as typed, "out"/"in", its key, the part alone), in the order typed
    mentions: list[tuple[str, str, str, str, SeatMoves]] = []
    for old, new in replaced:
        part: SeatMoves = (((old, new),), (), ())
        mentions += [(fold(old), old, "out", "replace", part),
                     (fold(new), new, "in", "replace", part)]
    mentions += [(fold(p), p, "out", "leave", ((), (p,), ())) for p in leave]
    mentions += [(fold(p), p, "in", "join", ((), (), (p,))) for p in join]
    seen: dict[tuple[str, str], tuple[str, SeatMoves]] = {}  # (fold, side) -> the first (typed, part)
    for folded, typed, side, key, part in mentions:
        first = seen.get((folded, side))
        if first is not None:
            choices = (first[1],) if first[1] == part else (first[1], part)
            return SeatClash(typed, False, key, choices)
        seen[(folded, side)] = (typed, part)
    for folded, typed, side, key, _ in mentions:
        if side == "in" and (folded, "out") in seen:
            return SeatClash(typed, True, key, (_net(folded, seen),))
    return None


def _net(folded: str, seen: dict[tuple[str, str], tuple[str, SeatMoves]]) -> SeatMoves:
    """What a chain through `folded` means: its first old player out, its last newcomer in."""
    def walk(side: str, index: int) -> str | None:
        """From `folded` along the chain: back to whom he replaced (side "in", index 0) or
        on to who replaced him ("out", 1); the end's name as typed, None when it ends in a
        join or a leave, "" when the chain is a ring (nothing changes)."""
        name, walked = folded, {folded}
        while (name, side) in seen:
            replaced = seen[(name, side)][1][0]
            if not replaced:
                return None  # he joined, or left
            name = fold(replaced[0][index])
            if name in walked:
                return ""
            walked.add(name)
        return seen[(name, "out" if side == "in" else "in")][0]

    old, new = walk("in", 0), walk("out", 1)
    if old == "" or new == "":
        return ((), (), ())
    if old is not None and new is not None:
        return (((old, new),), (), ())
    return ((), (old,) if old is not None else (), (new,) if new is not None else ())


def clash_said(clash: SeatClash, *, typed: bool) -> tuple[Msg, Msg]:
    """(the sentence, the hint) of a clash, the hint in the words of the command line
    (`typed`: --replace Gleb=Zoe) or of the session file (replace = ["Gleb=Zoe"])."""
    shown = [_parts_typed(p) if typed else _parts_written(p) for p in clash.choices]
    if not clash.chain:
        return (Msg("vint.seat.twice", name=clash.name),
                Msg("vint.seat.twice.hint", choices=join_msgs("core.or", shown)))
    if not shown[0]:
        return (Msg("vint.seat.chain", name=clash.name),
                Msg("vint.seat.chain.nothing" if typed else "vint.storage.seat.chain.nothing"))
    return (Msg("vint.seat.chain", name=clash.name),
            Msg("vint.seat.chain.hint" if typed else "vint.storage.seat.chain.hint", instead=shown[0]))


def _parts_typed(parts: SeatMoves) -> str:
    replaced, leave, join = parts
    return " ".join([f"--replace {a}={b}" for a, b in replaced] + [f"--leave {p}" for p in leave]
                    + [f"--join {p}" for p in join])


def _parts_written(parts: SeatMoves) -> str:
    replaced, leave, join = parts
    keys = [("replace", [f"{a}={b}" for a, b in replaced]), ("leave", list(leave)),
            ("join", list(join))]
    return ", ".join(f"{key} = [" + ", ".join(f'"{n}"' for n in names) + "]"
                     for key, names in keys if names)
