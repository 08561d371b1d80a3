"""Vint's vocabulary as values: contracts, coronets, events, rules, and what the sheet writes.

Everything here is frozen and pure (no I/O); rule ids are cited where a value
carries a rule.
"""
from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import TYPE_CHECKING, ClassVar

from ...cards import Strain
from ...names import DUMMY, dummy_of, resolve_player
from ...rubber.events import Adjustment, RulesChange, Seat
from ...rubber.lineup import Lineup
from ...rubber.rotation import pairs_plan
from ...session import Session
from ...text import casefolded
from ...value import value
from .terms import DUMMY_WORDS

if TYPE_CHECKING:
    from ...glossary import Msg


@value
class Contract:
    """V1: a level 1..7 (tricks over six) in a strain."""

    level: int
    strain: Strain

    @property
    def tricks_needed(self) -> int:
        return 6 + self.level

    @property
    def trick_value(self) -> int:
        return 10 * self.level  # V3: V = 10·L, whatever the strain


class CoronetKind(StrEnum):
    SEQUENCE = "sequence"  # A-K-Q… in one suit (V6)
    ACES = "aces"  # three or four aces in one hand (V6)


@value
class Coronet:
    """V6: a coronet held in one hand; `length` is the cards of a sequence or the aces."""

    holder: str
    kind: CoronetKind
    length: int
    suit: Strain | None = None  # sequences only, never NO_TRUMP


class EventKind(StrEnum):
    DEAL = "deal"
    PASS = "pass"
    ADJUST = "adjust"  # V10: rubber/events.Adjustment, every game of rubbers keeps it
    MISDEAL = "misdeal"
    SEAT = "seat"
    RULES = "rules"


@value
class Deal:
    """V2: a played deal as the scorekeeper enters it; tricks are the declaring side's."""

    kind: ClassVar[EventKind] = EventKind.DEAL
    contract: Contract
    declarer: str
    tricks: int
    honours: int | None = None  # trump honours of the declaring side; None at no-trump
    aces: int | None = None
    coronets: tuple[Coronet, ...] = ()
    revokes: tuple[str, ...] = ()  # one player of the revoking side per revoke (V10)
    first: str | None = None  # a player of the side that reached the target first (V8)
    partner: str | None = None  # individual records: the declarer's partner this deal (V12)
    note: str = ""
    void: bool = False
    dealer: str | None = None  # who dealt it, when the table says so (else the rotation's)


@value
class AllPass:
    """V9: all four passed; with `all_pass = "play"` the tricks one side took in the hand."""

    kind: ClassVar[EventKind] = EventKind.PASS
    player: str | None = None
    tricks: int | None = None
    note: str = ""
    void: bool = False
    dealer: str | None = None  # who dealt it, when the table says so (else the rotation's)


@value
class Misdeal:
    """V10: the dealer `player` was found with 14 cards after the play.

    Its player is the dealer of the hand it penalises; typed without one, the fold takes
    the dealer of the hand in play (sheet.py) and the file keeps that name.
    """

    kind: ClassVar[EventKind] = EventKind.MISDEAL
    player: str | None
    note: str = ""
    void: bool = False


Event = Deal | AllPass | Adjustment | Misdeal | Seat | RulesChange["Rules"]


class TricksCounted(StrEnum):
    ALL = "all"  # V3: every trick counts
    OVER_SIX = "over_six"  # V3 option: only tricks over six


class AllPassRule(StrEnum):
    X = "x"  # V9: an X, 500 each to the rubber's winner
    REVOLVING = "revolving"  # V9: 500, 1000, 500, …
    PLAY = "play"  # V9: played at no-trump, 500 a trick over six


class TableMode(StrEnum):
    """V12: how many play and how the sheet is kept (a rubber.tables.TableKind)."""

    PAIRS = "pairs"  # four players in partnerships (1st & 3rd against 2nd & 4th); from five, a rotation
    DUMMY = "dummy"  # three players; each rubber one of them plays with the dummy against the others
    SEPARATE = "separate"  # three players, each his own column; the buyer of the dummy plays it
    TWO = "two"  # two players, each with a dummy facing him
    INDIVIDUAL = "individual"  # four players, each his own column; each deal names its partners

    @property
    def sizes(self) -> tuple[int, int]:
        """The fewest and most players the table takes."""
        return _TABLE_SIZES[self]

    @property
    def individual(self) -> bool:
        """Whether every player keeps his own column (V11 individual settlement)."""
        return self in (TableMode.SEPARATE, TableMode.INDIVIDUAL)

    @property
    def rotates(self) -> bool:
        """V12: only a table of partnerships plans its coming rubbers afresh after a
        change; tables of three and two keep their plans whatever happens."""
        return self is TableMode.PAIRS

    @property
    def seated_by_hand(self) -> bool:
        """V12: `vint seat --pairs` seats a rubber of partnerships, or one with the dummy."""
        return self in (TableMode.PAIRS, TableMode.DUMMY)

    @property
    def dummies(self) -> tuple[str, ...]:
        return (DUMMY,) if self is TableMode.DUMMY else ()

    @property
    def said(self) -> Msg:
        from ...glossary import Msg
        return Msg(f"core.table.{self.value}")

    @property
    def rule(self) -> str:
        return "V12"  # the tables and their changes

    @property
    def names_rule(self) -> str:
        return "V2"  # the players an event names

    def plan(self, players: tuple[str, ...], cycle: int = 0) -> tuple[Lineup, ...]:
        """V12: the lineups of one cycle of this table's plan."""
        if self is TableMode.PAIRS:
            return pairs_plan(players, cycle)
        if self is TableMode.DUMMY:
            # V12: the three take turns, one rubber each, with the dummy, in cut order.
            return tuple(Lineup(((p, DUMMY), tuple(q for q in players if q != p)), (),
                                (DUMMY,)) for p in players)
        if self is TableMode.TWO:
            a, b = players
            return (Lineup(((a, dummy_of(a)), (b, dummy_of(b))), (), (dummy_of(a), dummy_of(b))),)
        if self is TableMode.SEPARATE:
            return (Lineup(tuple((p,) for p in players), (), (DUMMY,)),)
        return (Lineup(tuple((p,) for p in players)),)  # INDIVIDUAL

    def hand(self, text: str, hands: tuple[str, ...]) -> str:
        """A hand at a Vint table: a player, or a dummy as the table types it («болван»)."""
        return resolve_hand(text, hands)


def resolve_hand(text: str, hands: Sequence[str]) -> str:
    """The player (or dummy) meant by `text` among the hands of a table (names.resolve_player)."""
    return resolve_player(text, hands, _dummy_hand)


_DUMMY_WORDS = tuple(dict.fromkeys(casefolded(w) for w in DUMMY_WORDS))


def _dummy_hand(wanted: str, hands: tuple[str, ...]) -> str:
    """At a table with a dummy, a word for the dummy as the table writes it (V12):
    'болван' is 'dummy', and at a table of two 'болван-Анна' is 'dummy-Анна'.

    `wanted` is folded; a real player of that name was matched before this is asked.
    """
    if not any(h == DUMMY or h.startswith(DUMMY + "-") for h in hands):
        return wanted
    for word in _DUMMY_WORDS:
        if wanted == word:
            return DUMMY
        if wanted.startswith(word + "-"):
            return f"{DUMMY}-{wanted[len(word) + 1:]}"
    return wanted


MAX_PLAYERS = 12  # a rotation plan beyond this is more rubbers than an evening holds
_TABLE_SIZES = {TableMode.PAIRS: (4, MAX_PLAYERS), TableMode.DUMMY: (3, 3),
                TableMode.SEPARATE: (3, 3), TableMode.TWO: (2, 2), TableMode.INDIVIDUAL: (4, 4)}


@value
class Rules:
    """V13: every constant and option a session pins; presets live in rules/presets.py."""

    preset: str
    game_target: int
    game_bonus: int
    rubber_bonus: int
    tricks_counted: TricksCounted
    penalty_factor: int
    min_level: int
    exact_contract: bool
    revolving_coronets: bool
    all_pass: AllPassRule
    revoke_tricks: int
    # V13 vitalin: tricks made of the discards, credited to the declaring side and
    # included in the tricks entered (so the declarers enter at least this many).
    discard_tricks: int
    # V11 option: round each rubber's result to whole hundreds, still zero-sum.
    round_hundreds: bool


def table_of(session: Session[Rules, Event]) -> TableMode:
    """V12: how the session's table is kept (a session that says nothing: pairs)."""
    return TableMode(session.table or TableMode.PAIRS.value)


# Derived values: what the replay writes on the sheet. Never stored in the file.

class Reason(StrEnum):
    """Why an entry was written (the `reason` keys of `vint sheet --json`)."""

    TRICKS = "tricks"  # V3, below the line
    HONOURS = "honours"  # V5, honours and aces netted
    CORONET = "coronet"  # V6
    UNDERTRICKS = "undertricks"  # V4
    OVERTRICKS = "overtricks"  # V13 nut
    REVOKE = "revoke"  # V10, tricks a revoking side could not give
    SLAM = "slam"  # V7, 12 or 13 tricks, bid or not
    BID_SLAM = "bid slam"  # V7, a bid slam made
    FAILED_SLAM = "failed slam"  # V7, a bid slam failed: the premium to the defenders
    GAME = "game"  # V8
    RUBBER = "rubber"  # V8
    X = "x"  # V9, the premium for the rubber's all-passes
    MISDEAL = "misdeal"  # V10, dealer with 14 cards
    ADJUSTMENT = "adjustment"  # V10, a free entry
    ALL_PASS_PLAY = "all-pass play"  # V9, option "play"
