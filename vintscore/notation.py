"""Reading and writing the scorekeeper's notation: contracts, coronets, player names.

Parse at the edge, format with the inverse; every error quotes what was typed.
"""
from __future__ import annotations

import re
from decimal import Decimal

from .errors import NotationError
from .glossary import ACES_WORDS, STRAIN_WORDS
from .model import Contract, Coronet, CoronetKind, Strain

_STRAIN_BY_WORD: dict[str, Strain] = {
    word: strain for strain, words in STRAIN_WORDS.items() for word in words
}
_CONTRACT = re.compile(r"\s*([0-9]+)\s*(.*?)\s*", re.DOTALL)


def _fold(text: str) -> str:
    """Case-fold and collapse inner spaces, so '2 Б К' and '2бк' read alike."""
    return " ".join(text.casefold().replace("ё", "е").split())


def parse_strain(text: str, *, suits_only: bool = False) -> Strain | None:
    """The strain named by `text` (V1 notations), or None."""
    folded = _fold(text)
    strain = _STRAIN_BY_WORD.get(folded) or _STRAIN_BY_WORD.get(folded.replace(" ", ""))
    if strain is None or (suits_only and not strain.is_suit):
        return None
    return strain


def parse_contract(text: str) -> Contract:
    """Read a contract such as '3H', '3♥', '3ч', '3 черви', '2NT', '2БК' (V1)."""
    m = _CONTRACT.fullmatch(text)
    if not m:
        raise NotationError(f"not a contract: {text!r} (a level 1 to 7 and a strain, e.g. 3H or 2NT)")
    level, rest = int(m.group(1)), m.group(2)
    if not 1 <= level <= 7:
        raise NotationError(f"not a contract: {text!r} (levels are 1 to 7, e.g. 3H)", rule="V1")
    strain = parse_strain(rest)
    if strain is None:
        raise NotationError(
            f"not a contract: {text!r} (strains are S, C, D, H and NT, e.g. 3H or 2NT)", rule="V1")
    return Contract(level, strain)


def format_contract(contract: Contract, *, symbols: bool = False) -> str:
    """The inverse of parse_contract: '3H', '2NT' (or '3♥' with symbols)."""
    strain = contract.strain.symbol if symbols else contract.strain.letter
    return f"{contract.level}{strain}"


def parse_coronet(text: str) -> Coronet:
    """Read HOLDER:SUIT:N (an N-card sequence from the ace) or HOLDER:aces:N (V6).

    The holder is kept as typed; the core resolves it against the players.
    """
    parts = text.split(":")
    if len(parts) != 3 or not parts[0].strip():
        raise NotationError(
            f"not a coronet: {text!r} (write HOLDER:SUIT:N for a sequence from the ace, "
            "e.g. Vera:H:4, or HOLDER:aces:N, e.g. Vera:aces:3)")
    holder, what, count = (p.strip() for p in parts)
    if not re.fullmatch(r"[0-9]{1,3}", count):
        raise NotationError(f"not a coronet: {text!r} (the last part is a number of cards, e.g. Vera:H:4)")
    n = int(count)
    if _fold(what) in ACES_WORDS:
        return Coronet(holder, CoronetKind.ACES, n)
    suit = parse_strain(what, suits_only=True)
    if suit is None:
        raise NotationError(
            f"not a coronet: {text!r} (the middle part is a suit S, C, D, H or 'aces', e.g. Vera:H:4)")
    return Coronet(holder, CoronetKind.SEQUENCE, n, suit)


def format_coronet(coronet: Coronet) -> str:
    """The inverse of parse_coronet: 'Vera:H:4', 'Vera:aces:3'."""
    what = "aces" if coronet.kind is CoronetKind.ACES else coronet.suit.letter
    return f"{coronet.holder}:{what}:{coronet.length}"


_RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")


def describe_coronet(coronet: Coronet) -> str:
    """A short display form: 'Vera ♥A-K-Q-J', 'Vera 3 aces'."""
    if coronet.kind is CoronetKind.ACES:
        return f"{coronet.holder} {coronet.length} aces"
    cards = _RANKS[:coronet.length]
    shown = "-".join(cards) if coronet.length <= 5 else f"A…{cards[-1]}"
    return f"{coronet.holder} {coronet.suit.symbol}{shown}"


def resolve_player(text: str, players: tuple[str, ...] | list[str]) -> str:
    """The player meant by `text`: an exact match ignoring case wins, else a unique prefix."""
    wanted = _fold(text)
    if not wanted:
        raise NotationError("a player's name is empty (give one of: " + ", ".join(players) + ")")
    exact = [p for p in players if _fold(p) == wanted]
    if exact:
        return exact[0]
    prefixed = [p for p in players if _fold(p).startswith(wanted)]
    if len(prefixed) == 1:
        return prefixed[0]
    if prefixed:
        raise NotationError(f"{text!r} could be {' or '.join(prefixed)}: type more of the name",
                            rule="V2")
    raise NotationError(f"no player {text!r} at this table (players: {', '.join(players)})",
                        rule="V2")


def parse_int(text: str, what: str) -> int:
    """A whole number typed at a prompt; the error quotes it."""
    t = text.strip()
    if not re.fullmatch(r"[+-]?[0-9]{1,9}", t):
        raise NotationError(f"not a number of {what}: {text!r}")
    return int(t)


def parse_players(text: str, count: int | None = 4) -> tuple[str, ...]:
    """Read --players A,B,C,D: names as typed, distinct ignoring case, no ',' or ':'."""
    names = tuple(n.strip() for n in text.split(","))
    if any(not n for n in names):
        raise NotationError(f"not a list of players: {text!r} (names separated by commas, "
                            "e.g. Anna,Boris,Vera,Gleb)")
    if count is not None and len(names) != count:
        raise NotationError(f"a four-handed table has {count} players, got {len(names)} in {text!r} "
                            "(in seating order: the 1st and 3rd play against the 2nd and 4th)")
    for n in names:
        if ":" in n or any(ord(ch) < 32 or ord(ch) == 127 for ch in n):
            raise NotationError(f"a player's name cannot hold ':' or control characters: {n!r}")
        if len(n) > 40:
            raise NotationError(f"a player's name is at most 40 characters: {n!r}")
    seen: dict[str, str] = {}
    for n in names:
        key = _fold(n)
        if key in seen:
            raise NotationError(f"two players are called {seen[key]!r} and {n!r}: names must "
                                "differ (ignoring case)")
        seen[key] = n
    return names


def parse_stake(text: str) -> Decimal:
    """Read the stake, money per 100 points (V11): '1', '0.50', '1,5'."""
    t = text.strip().replace(",", ".")
    if not re.fullmatch(r"[0-9]{1,12}(\.[0-9]{1,12})?", t):
        raise NotationError(f"not a stake: {text!r} (money per 100 points, e.g. 1 or 0.50)")
    return Decimal(t)
