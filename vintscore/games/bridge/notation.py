"""Reading and writing bridge's notation: contracts (4SX, 3БКрк), results (4S=, 3NT-2) and
honours (Gleb:4, Глеб:тузы). B33: as Russian and English score cards write them.

Parse at the edge, format with the inverse; every error quotes what was typed and cites
its rule.
"""
from __future__ import annotations

import re
from functools import lru_cache

from ...cards import ACES_WORDS, Strain, level_and_rest, parse_strain
from ...errors import NotationError
from ...glossary import Msg
from ...text import casefolded, plain
from .model import TRICKS, Contract, Doubling, Honours, HonoursKind, Reason

CONTRACT_HINT = Msg("bridge.contract.hint")
RESULT_HINT = Msg("bridge.result.hint")
HONOURS_HINT = Msg("bridge.honours.hint")

# B33: the marks of a doubled or redoubled contract after its strain, folded: X or XX
# (also the Cyrillic х that a Russian keyboard types for X), к or рк (контра, реконтра),
# and the words themselves. Longest first, so that "xx" is not read as two "x".
_MARKS: tuple[tuple[str, Doubling], ...] = (
    ("реконтра", Doubling.REDOUBLED), ("контра", Doubling.DOUBLED),
    ("xx", Doubling.REDOUBLED), ("хх", Doubling.REDOUBLED), ("рк", Doubling.REDOUBLED),
    ("x", Doubling.DOUBLED), ("х", Doubling.DOUBLED), ("к", Doubling.DOUBLED))


@lru_cache(maxsize=512)  # a file says the same few contracts again and again
def parse_contract(text: str) -> Contract:
    """Read a contract (B1, B2, B33): '4S', '4♠', '4s', '4п', '3NT', '3БК', '3бк', then X or
    XX (x, xx; к, рк in Russian) when doubled or redoubled: '4SX', '4♠x', '3NTXX', '4пк',
    '3бкрк'.

    The strain is read first as a whole, so '3бк' is three no-trump (B33), and the marks
    are taken off its end only when the whole is no strain ('4пк' is 4♠ doubled).
    """
    parts = level_and_rest(text)
    if parts is None:
        raise NotationError(Msg("bridge.contract.unreadable", text=text), hint=CONTRACT_HINT)
    level, rest = parts
    if not 1 <= level <= 7:
        raise NotationError(Msg("bridge.contract.level", text=text), rule="B1",
                            hint=CONTRACT_HINT)
    remainder, marks = casefolded(plain(rest)), []
    while True:
        strain = parse_strain(remainder) if remainder else None
        if strain is not None:
            break
        mark = next(((m, d) for m, d in _MARKS if remainder.endswith(m)), None)
        if mark is None:
            raise NotationError(Msg("bridge.contract.strain", text=text), rule="B1",
                                hint=CONTRACT_HINT)
        remainder = remainder[:-len(mark[0])].rstrip()
        marks.append(mark[1])
    if len(marks) > 1:  # B2: X and XX together, or X twice
        raise NotationError(Msg("bridge.contract.doubling_twice", text=text), rule="B2",
                            hint=CONTRACT_HINT)
    return Contract(level, strain, marks[0] if marks else Doubling.NONE)


_DOUBLING_LETTERS = {Doubling.NONE: "", Doubling.DOUBLED: "X", Doubling.REDOUBLED: "XX"}


def format_contract(contract: Contract, *, symbols: bool = False) -> str:
    """The inverse of parse_contract: '4SX', '3NTXX', '2D' (or '4♠X', '3NTXX' with symbols)."""
    strain = contract.strain.symbol if symbols else contract.strain.letter
    return f"{contract.level}{strain}{_DOUBLING_LETTERS[contract.doubling]}"


# A result after the contract, as a score card writes it (issue 22): '=' made exactly,
# '+N' overtricks, '-N' undertricks (with a minus sign or a dash as typed).
_RESULT = re.compile(r"(?P<contract>.*?)\s*(?:(?P<made>=)|(?P<sign>[+\-−–])\s*(?P<n>[0-9]{1,2}))"
                     r"\s*")
_SIGN_AT_END = re.compile(r".*[=+\-−–]\s*[0-9]*\s*")  # '4S+', '4S=1': a result meant


def parse_result(text: str) -> tuple[Contract, int]:
    """Read a contract with its result: '4S=', '4SX+1', '3NT-2', '4пк+1', '3БК−2' -> the
    contract and the declaring side's tricks (B1: 0 to 13)."""
    contract, tricks = parse_entry(text)
    if tricks is None:
        raise NotationError(Msg("bridge.result.unreadable", text=text), hint=RESULT_HINT)
    return contract, tricks


def parse_entry(text: str) -> tuple[Contract, int | None]:
    """A contract typed alone ('4SX': tricks None, given apart) or with its result ('4SX+1')."""
    found = _RESULT.fullmatch(plain(text))
    if found is None:
        if _SIGN_AT_END.fullmatch(plain(text)):  # not a hyphen inside '3 no-trump'
            raise NotationError(Msg("bridge.result.unreadable", text=text), hint=RESULT_HINT)
        return parse_contract(text), None
    contract = parse_contract(found["contract"])
    tricks = contract.tricks_needed
    if not found["made"]:
        n = int(found["n"])
        tricks += n if found["sign"] == "+" else -n
    if tricks > TRICKS:
        raise NotationError(Msg("bridge.result.over", text=text, tricks=tricks), rule="B1",
                            hint=RESULT_HINT)
    if tricks < 0:
        raise NotationError(Msg("bridge.result.under", text=text,
                                need=contract.tricks_needed), rule="B1", hint=RESULT_HINT)
    return contract, tricks


def format_result(contract: Contract, tricks: int, *, symbols: bool = False) -> str:
    """The inverse of parse_result: '4S=', '4SX+1', '3NT-2'."""
    over = tricks - contract.tricks_needed
    said = "=" if over == 0 else f"{over:+d}"
    return f"{format_contract(contract, symbols=symbols)}{said}"


_KINDS = {"4": HonoursKind.FOUR, "5": HonoursKind.FIVE}
_ACES = frozenset(casefolded(w) for w in ACES_WORDS)


@lru_cache(maxsize=256)
def parse_honours(text: str) -> Honours:
    """Read HOLDER:4 (four trump honours in one hand), HOLDER:5 (all five) or HOLDER:aces
    (the four aces at no-trump; Russian тузы): 'Gleb:4', 'Глеб:тузы' (B7).

    The holder is kept as typed; check_deal resolves it against the players.
    """
    holder, sep, what = text.partition(":")
    holder, what = holder.strip(), casefolded(plain(what))
    if not sep or not holder or not what or ":" in what:
        raise NotationError(Msg("bridge.honours.unreadable", text=text), hint=HONOURS_HINT)
    if what in _ACES or what in ("4 " + w for w in _ACES):
        return Honours(holder, HonoursKind.ACES)
    kind = _KINDS.get(what)
    if kind is None:
        raise NotationError(Msg("bridge.honours.count", text=text), rule="B7",
                            hint=HONOURS_HINT)
    return Honours(holder, kind)


_HONOURS_TYPED = {HonoursKind.FOUR: "4", HonoursKind.FIVE: "5", HonoursKind.ACES: "aces"}


def format_honours(honours: Honours) -> str:
    """The inverse of parse_honours: 'Gleb:4', 'Gleb:5', 'Gleb:aces'."""
    return f"{honours.holder}:{_HONOURS_TYPED[honours.kind]}"


# -- in the reader's words ---------------------------------------------------------------------

def shown_contract(contract: Contract) -> Msg:
    """A contract as the player reads it: '4♠X', '3NT' (in Russian «4♠к», «3БК»)."""
    doubling = contract.doubling.value
    key = (f"bridge.contract.shown.nt.{doubling}" if contract.strain is Strain.NO_TRUMP
           else f"bridge.contract.shown.{doubling}")
    return Msg(key, level=contract.level,
               suit=contract.strain.symbol)


def typed_contract(contract: Contract) -> Msg:
    """A contract as the reader would type it, offered as an answer: '4SX', «4пк», «3бкрк».

    3♦ doubled has a form of its own: in Russian «3бк» reads as three no-trump (B33), so it
    is «3б контра».
    """
    if contract.strain is Strain.DIAMONDS and contract.doubling is Doubling.DOUBLED:
        return Msg("bridge.contract.typed.doubled.diamonds", level=contract.level)
    return Msg(f"bridge.contract.typed.{contract.doubling.value}", level=contract.level,
               strain=Msg(f"bridge.strain.typed.{contract.strain.value}"))


def typed_honours(honours: Honours) -> Msg:
    """Honours as the reader would type them: 'Gleb:4', «Глеб:тузы»."""
    return Msg(f"bridge.honours.typed.{honours.kind.value}", holder=honours.holder)


def describe_honours(honours: Honours) -> Msg:
    """Honours on the sheet: 'Gleb: four trump honours' (in Russian «Глеб: 4 онёра»)."""
    return Msg(f"bridge.detail.honours.{honours.kind.value}", holder=honours.holder)


def reason_named(reason: Reason) -> Msg:
    """Why an amount was written, as the sheet's legend says it: 'insult' («премия за
    оскорбление»), 'undertricks' («подсад»)."""
    return Msg("bridge.reason." + reason.value.replace(" ", "_").replace("-", ""))
