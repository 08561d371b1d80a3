"""Bridge's vocabulary as values: contracts, honours, events, rules, and what a deal writes.

Everything here is frozen and pure (no I/O); the rule ids (B1…, vintscore/rules/bridge.en.md)
are cited where a value carries a rule.
"""
from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, ClassVar

from ...cards import Strain
from ...rubber.events import Adjustment, RulesChange, Seat
from ...rubber.lineup import Lineup
from ...rubber.rotation import pairs_plan
from ...value import value

if TYPE_CHECKING:
    from ...glossary import Msg

# B1: bridge's strains from the lowest, ♣ ♦ ♥ ♠ NT (vintscore.cards orders them as Vint
# does, spades lowest: bridge keeps its own order here).
STRAINS: tuple[Strain, ...] = (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES,
                               Strain.NO_TRUMP)
MINORS: frozenset[Strain] = frozenset({Strain.CLUBS, Strain.DIAMONDS})  # 20 a trick (B1)
MAJORS: frozenset[Strain] = frozenset({Strain.HEARTS, Strain.SPADES})  # 30 a trick (B1)

TRICKS = 13  # in a deal; the declaring side takes 0 to 13 of them (B1)
LEVELS = range(1, 8)  # a contract's level, tricks over six (B1)


class Doubling(StrEnum):
    """B2: how the contract was doubled. One of the three: X and XX never together."""

    NONE = "none"
    DOUBLED = "doubled"  # X
    REDOUBLED = "redoubled"  # XX

    @property
    def factor(self) -> int:
        """B2: what the trick points are multiplied by."""
        return _FACTORS[self]


_FACTORS = {Doubling.NONE: 1, Doubling.DOUBLED: 2, Doubling.REDOUBLED: 4}


@value
class Contract:
    """B1, B2: a level 1..7 (tricks over six) in a strain, undoubled, doubled or redoubled."""

    level: int
    strain: Strain
    doubling: Doubling = Doubling.NONE

    @property
    def tricks_needed(self) -> int:
        return 6 + self.level


class HonoursKind(StrEnum):
    """B7: the honours that score, each held in one hand."""

    FOUR = "four"  # four of the five trump honours (A K Q J 10): 100
    FIVE = "five"  # all five trump honours: 150
    ACES = "aces"  # the four aces, at no-trump only: 150

    @property
    def amount(self) -> int:
        return _HONOURS[self]


_HONOURS = {HonoursKind.FOUR: 100, HonoursKind.FIVE: 150, HonoursKind.ACES: 150}


@value
class Honours:
    """B7: honours held in one hand; the holder's side writes them, made or not."""

    holder: str
    kind: HonoursKind


class EventKind(StrEnum):
    DEAL = "deal"
    PASS = "pass"


@value
class BridgeDeal:
    """A played deal as the scorekeeper enters it (B1–B7); tricks are the declaring side's.

    `honours` only when a hand held them (B7): never asked for, never assumed.
    """

    kind: ClassVar[EventKind] = EventKind.DEAL
    contract: Contract
    declarer: str
    tricks: int
    honours: Honours | None = None
    note: str = ""
    void: bool = False
    dealer: str | None = None  # who dealt it, when the table says so (else the turn's, B31)


@value
class PassOut:
    """B8: four passes, nothing scored (in Chicago redealt by the same dealer, B22)."""

    kind: ClassVar[EventKind] = EventKind.PASS
    note: str = ""
    void: bool = False
    dealer: str | None = None  # who dealt it, when the table says so (else the turn's, B31)


# An adjustment (`vint adjust PLAYER AMOUNT --reason TEXT [--below]`) is the free entry
# every game of rubbers keeps (rubber/events.py): a rubber carried on from paper, a house
# agreement; the amount for the player's side, above the line, or below toward game.
# The rules document has no rule of its own for it yet: its refusals cite none.
ADJUSTMENT_RULE = ""

Event = BridgeDeal | PassOut | Adjustment | Seat | RulesChange["BridgeRules"]


# -- the rules a session pins (vintscore/rules/bridge.en.md: the options) -------------------------------------

class Scoring(StrEnum):
    """Part 2 or Part 3: how deals add up."""

    RUBBER = "rubber"
    CHICAGO = "chicago"


class HonoursRule(StrEnum):
    """B7, B26: whether honours are scored at all (`off` refuses them)."""

    ON = "on"
    OFF = "off"


class Vulnerability(StrEnum):
    """B21: who is vulnerable on deals 2 and 3 of a chicago."""

    DEALER = "dealer"
    NON_DEALER = "non-dealer"


class ChicagoScoring(StrEnum):
    """B23–B25 (part-scores carry) or B27 (each deal on its own, duplicate-style)."""

    CARRY = "carry"
    DUPLICATE = "duplicate"


class Rounding(StrEnum):
    """B32: each difference exact, or rounded to the nearest 100."""

    NONE = "none"
    HUNDRED = "hundred"


class UndertrickTable(StrEnum):
    """B6: the doubled undertricks' table, the current one or the one before 1987."""

    CURRENT = "current"
    PRE1987 = "pre1987"


@value
class BridgeRules:
    """Every rule option (vintscore/rules/bridge.en.md), pinned in the session file; presets.py names them."""

    preset: str  # "rubber" or "chicago"
    scoring: Scoring
    unfinished_partscore: int  # B14: 100, or 50
    honours: HonoursRule  # B7, B26
    vulnerability: Vulnerability  # B21 (Chicago)
    chicago_scoring: ChicagoScoring  # B23–B25, B27
    rounding: Rounding  # B32
    undertricks: UndertrickTable  # B6
    redoubled_insult: int  # B4: 100, or 50
    clean_rubber: int  # B13: 700, or 750


# -- what a deal writes: derived, never stored in the file ------------------------------------

class Reason(StrEnum):
    """Why an amount was written (the `reason` keys of the sheet's JSON)."""

    TRICKS = "tricks"  # B1, B2: below the line, the declaring side's
    OVERTRICKS = "overtricks"  # B3
    INSULT = "insult"  # B4
    SMALL_SLAM = "small slam"  # B5
    GRAND_SLAM = "grand slam"  # B5
    UNDERTRICKS = "undertricks"  # B6
    HONOURS = "honours"  # B7
    GAME = "game"  # B23: Chicago's 300 / 500 (B27: the duplicate-style one too)
    PARTSCORE = "part-score"  # B25: the fourth deal's 100 (B27: duplicate-style 50)
    RUBBER = "rubber"  # B13: 700 (or 750) for 2–0, 500 for 2–1
    UNFINISHED_GAME = "unfinished game"  # B14: Law 80's 300 for the only game
    UNFINISHED_PARTSCORE = "unfinished part-score"  # B14: Law 80's 100 (or 50)
    ADJUSTMENT = "adjustment"  # a free entry (a rubber carried on from paper)


class Side(StrEnum):
    """Whose column a deal's amount goes in: the declaring side's or the defenders'."""

    DECLARING = "declaring"
    DEFENDING = "defending"

    @property
    def other(self) -> Side:
        return Side.DEFENDING if self is Side.DECLARING else Side.DECLARING


@value
class Above:
    """One amount a deal writes above the line, for one side."""

    side: Side
    amount: int
    reason: Reason
    detail: Msg | str = ""  # said by the renderer: "2 down, doubled, vulnerable"


@value
class DealScore:
    """What one deal writes (B1–B7): the declaring side's trick points below the line (0 when
    the contract failed: only B1–B2 points go below and count toward game), and the amounts
    above the line, each for its side."""

    below: int
    above: tuple[Above, ...]
    made: bool

    def above_for(self, side: Side) -> int:
        """The sum a side writes above the line in this deal."""
        return sum(a.amount for a in self.above if a.side is side)

    def total_for(self, side: Side) -> int:
        """Everything a side writes in this deal, above and below."""
        return self.above_for(side) + (self.below if side is Side.DECLARING else 0)


@value
class Premium:
    """An amount written for a side known by its column (0 or 1) of a rubber or chicago:
    the rubber premium (B13), Law 80's (B14)."""

    column: int
    amount: int
    reason: Reason
    detail: Msg | str = ""


# -- the table (B30) ---------------------------------------------------------------------------

class BridgeTable(StrEnum):
    """B30: how the table is kept (a rubber.tables.TableKind): `pairs` (four, or five to
    twelve by Vint's rotation plans), `individual` (four, partners changing every rubber or
    chicago)."""

    PAIRS = "pairs"
    INDIVIDUAL = "individual"

    @property
    def sizes(self) -> tuple[int, int]:
        return (4, 12) if self is BridgeTable.PAIRS else (4, 4)

    @property
    def individual(self) -> bool:
        # B30, B32: two sides at every deal, each player's record the sum of his sides'
        # differences, so the settlement is the partnerships' (not a column a player)
        return False

    @property
    def rotates(self) -> bool:
        """B30: a table of five to twelve plans afresh by Vint's fairness rule after a
        change; the individual table keeps its cycle."""
        return self is BridgeTable.PAIRS

    @property
    def seated_by_hand(self) -> bool:
        return self is BridgeTable.PAIRS

    @property
    def dummies(self) -> tuple[str, ...]:
        return ()  # bridge's dummy is a partner's hand, never a seat of its own

    @property
    def said(self) -> Msg:
        from ...glossary import Msg
        return Msg(f"bridge.table.{self.value}")

    @property
    def rule(self) -> str:
        return "B30"

    @property
    def names_rule(self) -> str:
        return "B31"

    def plan(self, players: tuple[str, ...], cycle: int = 0) -> tuple[Lineup, ...]:
        """B30: the lineups of one cycle of the table's plan; a lineup's hands in seating
        order are North, East, South, West (B31)."""
        if self is BridgeTable.PAIRS:
            return pairs_plan(players, cycle)
        p1, p2, p3, p4 = players  # 1&3–2&4, 1&2–3&4, 1&4–2&3
        return (Lineup(((p1, p3), (p2, p4))), Lineup(((p1, p2), (p3, p4))),
                Lineup(((p1, p4), (p2, p3))))

    def hand(self, text: str, hands: tuple[str, ...]) -> str:
        from ...names import resolve_player
        return resolve_player(text, hands)
