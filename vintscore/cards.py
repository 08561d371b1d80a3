"""The cards the games share: the strains, and how a strain is typed (V1).

Vint and Preferans name contracts by the same strains, low to high; a game's notation
reads the level and asks here for the strain.
"""
from __future__ import annotations

from enum import StrEnum
from functools import lru_cache


class Strain(StrEnum):
    """A strain: the four suits, and no-trump, which is not a suit."""

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

    @property
    def letter_ru(self) -> str:
        """The strain as a Russian scorekeeper types it after the level: п, т, б, ч, БК."""
        return _LETTERS_RU[self]


_LETTERS = {Strain.SPADES: "S", Strain.CLUBS: "C", Strain.DIAMONDS: "D",
            Strain.HEARTS: "H", Strain.NO_TRUMP: "NT"}
_SYMBOLS = {Strain.SPADES: "♠", Strain.CLUBS: "♣", Strain.DIAMONDS: "♦",
            Strain.HEARTS: "♥", Strain.NO_TRUMP: "NT"}

_LETTERS_RU = {Strain.SPADES: "п", Strain.CLUBS: "т", Strain.DIAMONDS: "б",
               Strain.HEARTS: "ч", Strain.NO_TRUMP: "БК"}

SUITS: tuple[Strain, ...] = tuple(s for s in Strain if s.is_suit)  # the four suits

# Words for each strain, case-folded, as they may be typed after the level: English,
# letters, symbols (filled and hollow) and Russian, with its usual forms.
STRAIN_WORDS: dict[Strain, tuple[str, ...]] = {
    Strain.SPADES: ("s", "spade", "spades", "♠", "♤", "п", "пик", "пики", "пика",
                    "пиковая", "пиковый"),
    Strain.CLUBS: ("c", "club", "clubs", "♣", "♧", "т", "треф", "трефы", "трефа",
                   "трефовая", "трефовый", "крести", "кресты"),
    Strain.DIAMONDS: ("d", "diamond", "diamonds", "♦", "♢", "б", "бубны", "бубна",
                      "бубен", "бубей", "бубновая", "бубновый"),
    Strain.HEARTS: ("h", "heart", "hearts", "♥", "♡", "ч", "черви", "червы", "черва",
                    "червей", "черв", "червовая", "червовый"),
    Strain.NO_TRUMP: ("nt", "n", "notrump", "notrumps", "no-trump", "no-trumps",
                      "no trump", "no trumps", "бк", "б/к", "без козырей", "бескозырка",
                      "бескозырная"),
}


# Words for "aces", the four aces held in one hand: a coronet's HOLDER:aces:N (V6), bridge's
# honours at no-trump HOLDER:aces (B7). ("т" is not among them: it is трефы, clubs.)
ACES_WORDS: tuple[str, ...] = ("aces", "ace", "a", "тузы", "туза", "тузов", "туз")

@lru_cache(maxsize=1)
def _strain_by_word() -> dict[str, Strain]:
    return {word: strain for strain, words in STRAIN_WORDS.items() for word in words}


def parse_strain(text: str, *, suits_only: bool = False) -> Strain | None:
    """The strain named by `text` (S, ♠, п, пики, NT, БК…), or None."""
    from .text import casefolded, plain

    folded = casefolded(plain(text))
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
