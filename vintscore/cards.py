"""The cards the games share: the strains, and how a strain is typed (V1).

Vint and Preferans name contracts by the same strains, low to high; a game's notation
reads the level and asks here for the strain.
"""
from __future__ import annotations

from enum import StrEnum
from functools import lru_cache


class Strain(StrEnum):
    """V1: strains from low to high; no-trump is not a suit."""

    SPADES = "spades"
    CLUBS = "clubs"
    DIAMONDS = "diamonds"
    HEARTS = "hearts"
    NO_TRUMP = "nt"

    @property
    def is_suit(self) -> bool:
        return self is not Strain.NO_TRUMP

    @property
    def letter(self) -> str:
        return _LETTERS[self]

    @property
    def symbol(self) -> str:
        return _SYMBOLS[self]


_LETTERS = {Strain.SPADES: "S", Strain.CLUBS: "C", Strain.DIAMONDS: "D",
            Strain.HEARTS: "H", Strain.NO_TRUMP: "NT"}
_SYMBOLS = {Strain.SPADES: "♠", Strain.CLUBS: "♣", Strain.DIAMONDS: "♦",
            Strain.HEARTS: "♥", Strain.NO_TRUMP: "NT"}

SUITS: tuple[Strain, ...] = (Strain.SPADES, Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS)
# The strains as contracts are typed, low to high: in Latin letters, and in Russian ones.
LETTERS = ("S", "C", "D", "H", "NT")
LETTERS_RU = ("п", "т", "б", "ч", "БК")


@lru_cache(maxsize=1)
def _strain_by_word() -> dict[str, Strain]:
    from .glossary.terms import STRAIN_WORDS  # the glossary's words name these strains

    return {word: strain for strain, words in STRAIN_WORDS.items() for word in words}


def parse_strain(text: str, *, suits_only: bool = False) -> Strain | None:
    """The strain named by `text` (V1 notations: S, ♠, п, пики, NT, БК…), or None."""
    from .text import fold, plain

    folded = fold(plain(text))
    by_word = _strain_by_word()
    strain = by_word.get(folded) or by_word.get(folded.replace(" ", ""))
    if strain is None or (suits_only and not strain.is_suit):
        return None
    return strain


def level_and_rest(text: str) -> tuple[int, str] | None:
    """A contract as typed, '3 черви' or '１０ＢＫ': its level and the rest (the strain), or None."""
    import re

    from .text import plain

    m = re.fullmatch(r"\s*([0-9]+)\s*(.*?)\s*", plain(text), re.DOTALL)
    return (int(m.group(1)), m.group(2)) if m else None
