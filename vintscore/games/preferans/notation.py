"""Reading and writing Preferans's notation (P1): contracts, misère, NAME=N lists.

Parse at the edge, format with the inverse; every error quotes what was typed.
"""
from __future__ import annotations

import re

from ...cards import level_and_rest, parse_strain
from ...errors import NotationError
from ...glossary import Msg
from ...notation import contract_shown
from ...text import casefolded
from .model import PrefContract
from .terms import MISERE_WORDS

TRICKS_NUMBER = r"[0-9]{1,2}"  # a player's tricks after NAME= (P1); 0..10 is the rules' check
VISTS_NUMBER = r"[+-]?[0-9]{1,9}"  # vists by hand after NAME= (P1); the size is the rules' check


def parse_pref_contract(text: str) -> PrefContract:
    """A Preferans contract (P1): 6S … 10NT in any notation of V1, or misère («мизер»)."""
    if casefolded(text) in MISERE_WORDS:
        return PrefContract(10, None, True)
    parts = level_and_rest(text)
    strain = parse_strain(parts[1]) if parts else None
    if parts is None or strain is None:
        raise NotationError(Msg("preferans.contract.unreadable", text=text),
                            hint=Msg("preferans.contract.hint"))
    level = parts[0]
    if not 6 <= level <= 10:
        raise NotationError(Msg("preferans.contract.level", text=text), rule="P1",
                            hint=Msg("preferans.contract.hint"))
    return PrefContract(level, strain)


def format_pref_contract(contract: PrefContract, *, symbols: bool = False) -> str:
    """The inverse of parse_pref_contract: '7H', '10NT', 'misere'."""
    if contract.misere or contract.strain is None:
        return "misere"
    strain = contract.strain.symbol if symbols else contract.strain.letter
    return f"{contract.level}{strain}"


def shown_pref_contract(contract: PrefContract) -> Msg | str:
    """A contract as the player reads it: '7♥', '10NT' (in Russian «10БК»), 'misere'."""
    if contract.misere or contract.strain is None:
        return "misere"
    return contract_shown(contract.level, contract.strain)


def typed_pref_contract(contract: PrefContract) -> Msg:
    """A contract as the reader would type it, offered as an answer: '7H', «7ч», «мизер»."""
    if contract.misere or contract.strain is None:
        return Msg("preferans.contract.misere.typed")
    return Msg("core.contract.typed", level=contract.level,
               strain=Msg(f"core.strain.typed.{contract.strain.value}"))


def parse_named_vists(text: str, option: str) -> tuple[str, int]:
    """'Vera=170' -> ('Vera', 170): vists written by hand on a player (P1: --vists-on)."""
    name, _, number = text.partition("=")
    name, number = name.strip(), number.strip()
    if not name or not re.fullmatch(VISTS_NUMBER, number):
        raise NotationError(Msg("preferans.named_vists", option=option, text=text), rule="P1",
                            hint=Msg("preferans.named_vists.hint", option=option))
    return name, int(number)


def parse_named_tricks(text: str, option: str, *, counts: bool = False) -> tuple[str, int | None]:
    """'Boris=3' -> ('Boris', 3), 'Vera' -> ('Vera', None) (P1: --whist, --pass, vint pass)."""
    name, sep, number = text.partition("=")
    name, number = name.strip(), number.strip()
    if not name or (sep and not re.fullmatch(TRICKS_NUMBER, number)) or (counts and not sep):
        raise NotationError(Msg("preferans.named_tricks", option=option, text=text), rule="P1",
                            hint=Msg("preferans.named_tricks.hint" if counts
                                     else "preferans.named_tricks.optional.hint", option=option))
    return name, int(number) if sep else None
