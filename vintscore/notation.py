"""Reading and writing the scorekeeper's notation: contracts, coronets, player names.

Parse at the edge, format with the inverse; every error quotes what was typed.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from decimal import Decimal

from .errors import NotationError
from .glossary import ACES_WORDS, STRAIN_WORDS
from .model import Contract, Coronet, CoronetKind, Strain

CONTRACT_HINT = "a level 1 to 7 and S, C, D, H or NT: 3H, 3♥, 3ч, 2NT, 2БК"
CORONET_HINT = ("HOLDER:SUIT:N for an N-card sequence from the ace (Vera:H:4 is A-K-Q-J of "
                "hearts), HOLDER:aces:N for three or four aces (Vera:aces:3)")
PLAYERS_HINT = ("names in seating order, e.g. --players Anna,Boris,Vera,Gleb (1st & 3rd partners); "
                "five or more in cut order, highest card first")

_STRAIN_BY_WORD: dict[str, Strain] = {
    word: strain for strain, words in STRAIN_WORDS.items() for word in words
}
_CONTRACT = re.compile(r"\s*([0-9]+)\s*(.*?)\s*", re.DOTALL)


def _fold(text: str) -> str:
    """Case-fold and collapse inner spaces, so '2 Б К' and '2бк' read alike (and NFC, so
    that a letter typed with a combining mark is the same letter)."""
    return " ".join(unicodedata.normalize("NFC", text).casefold().replace("ё", "е").split())


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
        raise NotationError(f"not a contract: {text!r} (a level 1 to 7 and a strain, e.g. 3H or 2NT)",
                            hint=CONTRACT_HINT)
    level, rest = int(m.group(1)), m.group(2)
    if not 1 <= level <= 7:
        raise NotationError(f"not a contract: {text!r} (levels are 1 to 7, e.g. 3H)", rule="V1",
                            hint=CONTRACT_HINT)
    strain = parse_strain(rest)
    if strain is None:
        raise NotationError(
            f"not a contract: {text!r} (strains are S, C, D, H and NT, e.g. 3H or 2NT)", rule="V1",
            hint=CONTRACT_HINT)
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
            f"not a coronet: {text!r} (write HOLDER:SUIT:N or HOLDER:aces:N)", hint=CORONET_HINT)
    holder, what, count = (p.strip() for p in parts)
    if not re.fullmatch(r"[0-9]{1,3}", count):
        raise NotationError(f"not a coronet: {text!r} (the last part is a number of cards)",
                            hint=CORONET_HINT)
    n = int(count)
    if _fold(what) in ACES_WORDS:
        return Coronet(holder, CoronetKind.ACES, n)
    suit = parse_strain(what, suits_only=True)
    if suit is None:
        raise NotationError(
            f"not a coronet: {text!r} (the middle part is a suit S, C, D, H or 'aces')",
            hint=CORONET_HINT)
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
    if text in players:  # the usual case, names as the session file writes them
        return text
    return _resolve(text, tuple(players))


@lru_cache(maxsize=4096)
def _resolve(text: str, players: tuple[str, ...]) -> str:
    wanted = _fold(text)
    players_hint = "players at this table: " + ", ".join(players)
    if not wanted:
        raise NotationError("a player's name is empty", hint=players_hint)
    exact = [p for p in players if _fold(p) == wanted]
    if exact:
        return exact[0]
    prefixed = [p for p in players if _fold(p).startswith(wanted)]
    if len(prefixed) == 1:
        return prefixed[0]
    if prefixed:
        raise NotationError(f"{text!r} could be {' or '.join(prefixed)}: type more of the name",
                            rule="V2", hint=players_hint)
    raise NotationError(f"no player {text!r} at this table", rule="V2", hint=players_hint)


def parse_int(text: str, what: str) -> int:
    """A whole number typed at a prompt; the error quotes it."""
    t = text.strip()
    if not re.fullmatch(r"[+-]?[0-9]{1,9}", t):
        raise NotationError(f"not a number of {what}: {text!r}", hint="type a whole number")
    return int(t)


def has_control(text: str) -> bool:
    """Whether `text` holds a control character (C0, C1, DEL): never part of a name.

    Format characters stay allowed: a zero-width joiner makes 👨‍👩‍👧 one emoji.
    """
    return any(unicodedata.category(ch) == "Cc" for ch in text)


def parse_players(text: str, sizes: tuple[int, int] = (4, 4), table: str = "four-handed"
                  ) -> tuple[str, ...]:
    """Read --players A,B,C,D: names as typed, distinct ignoring case.

    Names hold no ',' ':' '+' or '=' (they separate names in --players, coronets,
    --pairs A+B and --replace OLD=NEW), and are not the dummy's.
    """
    names = tuple(n.strip() for n in text.split(","))
    if any(not n for n in names):
        raise NotationError(f"not a list of players: {text!r} (names separated by commas)",
                            hint=PLAYERS_HINT)
    low, high = sizes
    if not low <= len(names) <= high:
        size = f"{low}" if low == high else f"{low} to {high}"
        raise NotationError(f"a {table} table has {size} players, got {len(names)} in {text!r}",
                            hint=PLAYERS_HINT, rule="V12")
    for n in names:
        if any(ch in n for ch in ":+=") or has_control(n):
            raise NotationError(f"a player's name cannot hold ':', '+', '=' or control "
                                f"characters: {n!r}", hint=PLAYERS_HINT)
        if _fold(n) == "dummy" or _fold(n).startswith("dummy-"):
            raise NotationError(f"{n!r} is the dummy's name, not a player's",
                                hint="give the player another name")
        if len(n) > 40:
            raise NotationError(f"a player's name is at most 40 characters: {n!r}",
                                hint=PLAYERS_HINT)
    seen: dict[str, str] = {}
    for n in names:
        key = _fold(n)
        if key in seen:
            raise NotationError(f"two players are called {seen[key]!r} and {n!r}: names must "
                                "differ (ignoring case)", hint="add an initial: 'Anna K.', 'Anna M.'")
        seen[key] = n
    return names


def parse_stake(text: str) -> Decimal:
    """Read the stake, money per 100 points (V11): '1', '0.50', '1,5'."""
    t = text.strip().replace(",", ".")
    if not re.fullmatch(r"[0-9]{1,12}(\.[0-9]{1,12})?", t):
        raise NotationError(f"not a stake: {text!r}",
                            hint="the money per 100 points, e.g. --stake 1 or --stake 0.50")
    return Decimal(t)
