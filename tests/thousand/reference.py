"""An independent model of Тысяча (Thousand) scoring, written from THOUSAND.md (T1–T59) alone.

It imports nothing of vintscore: the rules are written again here, plainly, as a second
person reads them, so that the package's scoring can be compared with it deal by deal.
What it reads and what it gives are plain values (str, int, bool, dict, tuple, Decimal).

    Rules(rounding="5", bid_step=5, ace_marriage="off", concede="half", sitter="none",
          target=1000, barrel_jump=False, barrel_bump=True, barrel_falls="3",
          failed_bid_bolt=False, dump_truck="555", settle="winner", barrel_fail="fall",
          bolts="any", bolt="zero")
        the option table at the end of THOUSAND.md, defaults first; the yes/no and on/off
        options are bools (barrel_jump, barrel_bump, failed_bid_bolt), bid_step and
        target are ints, the others the strings of the table.
    Deal(declarer, bid, points={}, marriages={}, took_trick=frozenset(), conceded=False,
         talon=None)
        points: player -> card points (one of three active players may be left out, T5);
        marriages: player -> tuple of marriage values (40 ♠, 60 ♣, 80 ♦, 100 ♥, 200 aces);
        took_trick: the players with 0 card points marked as having taken a trick (T8);
        conceded: расписать (T12), no points nor marriages then;
        talon: (card points, marriage value or None) of the прикуп, for `sitter = "talon"`.
    PlayerState(total=0, bolts=0, on_barrel=False, tries=0, falls=0)
        bolts: toward the third (0–2); tries: deals played on the barrel (0–2 between
        deals); falls: toward the third (0–2 with `barrel_falls = "3"`).
    Game(players, rules=Rules(), dealer=None, start=None)
        players: 2–4 names in seating order (else Refused T50); dealer: the first dealer
        (the first player by default); start: player -> PlayerState to begin from.
        game.play(deal) -> Record, or raises Refused(rule_id, message) and changes nothing.
        game.state      player -> PlayerState now          game.totals  player -> total
        game.history    the Records of the deals played    game.last    the last Record
        game.over, game.winner                             game.dealer  the next deal's dealer
        game.sitter     the next deal's sitter (four players: the dealer, T2), else None
    Record: deal, dealer, sitter, written (player -> int, or None where he wrote nothing),
        marks (player -> tuple of "bolt", "third bolt", "won", "try 1"/"try 2"/"try 3",
        "fell", "zeroed", "on barrel", "dump truck", in the order they happened), states
        (player -> PlayerState after the deal), winner (or None); .totals.
    settle(game, stake=1) -> player -> Decimal to the cent, summing to zero (T40).

Readings of the rules where a choice had to be made (each is also said where it is coded):
  - T36 step 5: a barrel player who sits out (four players) has no try (T32 "plays").
  - T32: a failed or conceded bid on the barrel is a fall, counted by T34 ("that too is a
    fall"); its cost is the −bid written, nothing more.
  - T20: a concession gives no bolt to anyone, the declarer included under
    `failed_bid_bolt`; under `bolt = "no_trick"` only defenders' bolts change.
  - T21 `bolts = "row"`: every active player off the barrel at the deal's start who gets no
    bolt (declarer or defender, a concession included) starts his count again.
  - T30 `barrel_jump`: a declarer who was off the barrel wins when his made bid brings his
    total to the target or more; short of it, T30 puts him on the barrel as usual.
  - T35: applied to every player but the winner (the sitter too), after all else.
  - T5/T8: marriages may be entered for the player whose card points are left out; his
    derived points decide T57. Trick marks on the sitter, on a player with card points,
    or in a concession are dropped (T53).
  - T58: a talon marriage is not checked against the talon's card points (only the listed
    checks refuse). A talon may come with a concession (T12 says the sitter writes it).
  - The order of the checks (a deal breaking several rules "is refused naming one of
    them"): T59, T51, T52, T53's strangers, T58, T55, T53, T54, T56, T57.
  - T50 also refuses a first dealer who is not a player.
  - T40: each player's exact money is rounded to the cent once, by largest remainder
    (ties to the earlier seat), as the house's other games do.
"""
from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from itertools import combinations_with_replacement
from typing import Literal

# -- the cards (T3) ----------------------------------------------------------------------------

CARD_VALUES = (11, 10, 4, 3, 2, 0)  # A 10 K Q J 9, four of each: 120 in the pack
MARRIAGES = (40, 60, 80, 100)  # ♠ ♣ ♦ ♥
ACES = 200  # option ace_marriage = "200"
# T58: the card points three cards of the pack can make (0–33 but 1, 27, 28, 29).
TALON_POINTS = frozenset(sum(cards) for cards in combinations_with_replacement(CARD_VALUES, 3))

BARREL = 880  # T30
FALL = 120  # a fall's cost (T32, T33), and a third bolt's (T21)
DUMP_TRUCK = 555  # T35


class Refused(Exception):
    """A deal the rules refuse (T50–T59): nothing is written."""

    def __init__(self, rule_id: str, message: str) -> None:
        super().__init__(f"{rule_id}: {message}")
        self.rule_id = rule_id
        self.message = message


@dataclass(frozen=True)
class Rules:
    rounding: Literal["5", "10", "none"] = "5"  # T11, T13
    bid_step: Literal[5, 10] = 5  # T6
    ace_marriage: Literal["off", "200"] = "off"  # T3, T6, T56
    concede: Literal["half", "60", "off"] = "half"  # T12, T55
    sitter: Literal["none", "talon"] = "none"  # T13, T58
    target: Literal[1000, 1001] = 1000  # T31
    barrel_jump: bool = False  # T30
    barrel_bump: bool = True  # T33
    barrel_falls: Literal["3", "off"] = "3"  # T34
    failed_bid_bolt: bool = False  # T20
    dump_truck: Literal["555", "both", "off"] = "555"  # T35
    settle: Literal["winner", "difference"] = "winner"  # T40
    barrel_fail: Literal["fall", "try"] = "fall"  # T32
    bolts: Literal["any", "row"] = "any"  # T21
    bolt: Literal["zero", "no_trick"] = "zero"  # T20

    def __post_init__(self) -> None:
        allowed: dict[str, tuple[object, ...]] = {
            "rounding": ("5", "10", "none"), "bid_step": (5, 10),
            "ace_marriage": ("off", "200"), "concede": ("half", "60", "off"),
            "sitter": ("none", "talon"), "target": (1000, 1001),
            "barrel_jump": (False, True), "barrel_bump": (True, False),
            "barrel_falls": ("3", "off"), "failed_bid_bolt": (False, True),
            "dump_truck": ("555", "both", "off"), "settle": ("winner", "difference"),
            "barrel_fail": ("fall", "try"), "bolts": ("any", "row"),
            "bolt": ("zero", "no_trick")}
        for key, values in allowed.items():
            if getattr(self, key) not in values:
                raise ValueError(f"{key} = {getattr(self, key)!r}: not one of {values}")


@dataclass(frozen=True)
class Deal:
    declarer: str
    bid: int
    points: Mapping[str, int] = field(default_factory=dict)
    marriages: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    took_trick: frozenset[str] = frozenset()
    conceded: bool = False
    talon: tuple[int, int | None] | None = None


@dataclass
class PlayerState:
    total: int = 0
    bolts: int = 0
    on_barrel: bool = False
    tries: int = 0
    falls: int = 0


@dataclass(frozen=True)
class Record:
    deal: Deal
    dealer: str
    sitter: str | None
    written: dict[str, int | None]
    marks: dict[str, tuple[str, ...]]
    states: dict[str, PlayerState]
    winner: str | None

    @property
    def totals(self) -> dict[str, int]:
        return {p: s.total for p, s in self.states.items()}


# -- small rules -------------------------------------------------------------------------------

def round_points(n: int, rounding: str) -> int:
    """T11: to the nearest 5 (last digit 1, 2 down; 3, 4 up; 6, 7 down; 8, 9 up), or to the
    nearest 10 (5 rounds up), or as counted. n is never negative here."""
    if rounding == "5":
        return (n + 2) // 5 * 5
    if rounding == "10":
        return (n + 5) // 10 * 10
    return n


def concession_share(bid: int, rules: Rules) -> int:
    """T12: each defender bid/2 rounded UP to a multiple of 5 (whatever `rounding` says),
    or a flat 60 under `concede = "60"`."""
    if rules.concede == "60":
        return 60
    return math.ceil(bid / 10) * 5  # bid/2 up to a multiple of 5 = ceil(bid/10) fives


def least_winning_bid(rules: Rules) -> int:
    """T31: target − 880 rounded up to the bid step (120; 125 to 1001; 130 by tens)."""
    need = rules.target - BARREL
    return math.ceil(need / rules.bid_step) * rules.bid_step


def highest_bid(rules: Rules) -> int:
    """T6: 120 + 280 = 400, or 600 with the ace marriage."""
    return 120 + sum(MARRIAGES) + (ACES if rules.ace_marriage == "200" else 0)


# -- the game ----------------------------------------------------------------------------------

class Game:
    def __init__(self, players: Sequence[str], rules: Rules | None = None,
                 dealer: str | None = None,
                 start: Mapping[str, PlayerState] | None = None) -> None:
        players = tuple(players)
        # T50 / T1: two to four names, none twice
        if not 2 <= len(players) <= 4 or len(set(players)) != len(players):
            raise Refused("T50", f"players: 2–4 different names, not {players}")
        # Reading: a first dealer who is not a player is refused as T50 too.
        if dealer is not None and dealer not in players:
            raise Refused("T50", f"the dealer {dealer} is not a player")
        self.players = players
        self.rules = rules if rules is not None else Rules()
        self.dealer = dealer if dealer is not None else players[0]  # T2
        self.state: dict[str, PlayerState] = {p: PlayerState() for p in players}
        for p, s in (start or {}).items():
            if p not in players:
                raise ValueError(f"start: {p} is not a player")
            if s.on_barrel and s.total != BARREL:
                raise ValueError(f"start: {p} on the barrel must have 880, not {s.total}")
            self.state[p] = replace(s)
        self.history: list[Record] = []
        self.winner: str | None = None

    # what the sheet shows between deals

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def sitter(self) -> str | None:
        """T1, T2: with four players the dealer sits out."""
        return self.dealer if len(self.players) == 4 else None

    @property
    def totals(self) -> dict[str, int]:
        return {p: s.total for p, s in self.state.items()}

    @property
    def last(self) -> Record:
        return self.history[-1]

    # one deal

    def play(self, deal: Deal) -> Record:
        """Score one deal in T36's order, or raise Refused with nothing changed."""
        rules = self.rules
        sitter = self.sitter
        active = [p for p in self.players if p != sitter]
        cp = self._check(deal, active, sitter)  # T50–T59; the card points of each active player
        declarer, bid = deal.declarer, deal.bid
        marriages = {p: sum(deal.marriages.get(p, ())) for p in active}
        # T53: a trick mark counts only for an active player with 0 card points
        took_trick = {p for p in deal.took_trick if p in active and cp.get(p) == 0}

        before = self.state
        barrel_start = {p for p in self.players if before[p].on_barrel}
        new = {p: replace(s) for p, s in before.items()}  # worked on, kept only at the end
        marks: dict[str, list[str]] = {p: [] for p in self.players}

        # T9: made when cp + m ≥ bid; a concession is not made
        made = not deal.conceded and cp[declarer] + marriages[declarer] >= bid
        need = least_winning_bid(rules)

        # (1) each player's deal score, T10–T14; None: he writes nothing
        written: dict[str, int | None] = {p: None for p in self.players}
        for p in active:
            if p == declarer:
                written[p] = self._declarer_writes(made, bid, p in barrel_start, need)
            elif p in barrel_start:
                written[p] = None  # T14: a barrel player writes nothing as a defender
            elif deal.conceded:
                written[p] = concession_share(bid, rules)  # T12
            else:
                written[p] = round_points(cp[p] + marriages[p], rules.rounding)  # T11
        if sitter is not None and rules.sitter == "talon" and sitter not in barrel_start:
            # T13: the talon's card points and a marriage lying in it, rounded as T11;
            # no talon typed: 0. T14: not written for a sitter on the barrel.
            talon_points, talon_marriage = deal.talon if deal.talon is not None else (0, None)
            written[sitter] = round_points(talon_points + (talon_marriage or 0), rules.rounding)

        # (2) bolts and the third bolt's −120, T20–T21
        penalty = {p: 0 for p in self.players}
        for p in active:  # the sitter gets none
            if p in barrel_start:
                continue  # T20: not for a player on the barrel when the deal starts
            if deal.conceded:
                bolt = False  # T20: a concession gives none
            elif p == declarer:
                bolt = not made and rules.failed_bid_bolt  # T20: a failure is no bolt by default
            elif rules.bolt == "no_trick":
                bolt = cp[p] == 0 and p not in took_trick  # T20 option: took no trick
            else:
                bolt = written[p] == 0  # T20: writes 0 under T11
            if bolt:
                new[p].bolts += 1
                marks[p].append("bolt")
                if new[p].bolts == 3:  # T21: −120 on the deal of the third, count again
                    new[p].bolts = 0
                    penalty[p] = -FALL
                    marks[p].append("third bolt")
            elif rules.bolts == "row":
                new[p].bolts = 0  # T21 option: a deal played without a bolt breaks the row

        # (3) totals
        for p in self.players:
            new[p].total += (written[p] or 0) + penalty[p]

        # (4) the win, T31 (and T30's barrel_jump); the game ends, the deal goes on
        winner = None
        if made and declarer in barrel_start and bid >= need:
            winner = declarer  # his total is now 880 + bid
        elif (made and rules.barrel_jump and declarer not in barrel_start
              and new[declarer].total >= rules.target):
            winner = declarer  # T30 option: from below 880 straight to the target
        if winner is not None:
            new[winner].on_barrel = False  # T31: the winner is off the barrel
            new[winner].tries = 0
            marks[winner].append("won")
        others = [p for p in self.players if p != winner]  # steps 5–8 are for them only

        def fall(p: str, cost: int) -> None:
            """A fall (T32, T33): −cost, off the barrel; the third → 0 (T34), as it happens."""
            new[p].total -= cost
            new[p].on_barrel = False
            new[p].tries = 0
            new[p].falls += 1
            marks[p].append("fell")
            if rules.barrel_falls == "3" and new[p].falls == 3:  # (7) T34
                new[p].total = 0
                new[p].falls = 0
                marks[p].append("zeroed")

        # (5) the barrel players of the deal's start, T32
        for p in others:
            if p not in barrel_start:
                continue
            if p == declarer and not made and rules.barrel_fail == "fall":
                fall(p, 0)  # failed or conceded on the barrel: the −bid written is the fall
            elif p in active:  # Reading: a barrel player sitting out has no try (T32 "plays")
                new[p].tries += 1  # a made bid under the least, or any deal he defends,
                marks[p].append(f"try {new[p].tries}")  # or (barrel_fail = try) a failed bid
                if new[p].tries == 3:
                    fall(p, FALL)  # the third try without winning: −120, 760

        # (6) new barrel players, T30, then the bump, T33
        arrived = [p for p in others if not new[p].on_barrel and new[p].total >= BARREL]
        for p in arrived:
            new[p].total = BARREL  # also a total of 1000 or more from below: no jumping it
            new[p].on_barrel = True
            new[p].tries = 0
            marks[p].append("on barrel")
        if arrived and rules.barrel_bump:
            for p in others:
                if p in barrel_start and new[p].on_barrel:  # still on since the start
                    fall(p, FALL)

        # (8) the dump truck, T35
        for p in others:
            t = new[p].total
            if (rules.dump_truck != "off" and t == DUMP_TRUCK) or (
                    rules.dump_truck == "both" and t == -DUMP_TRUCK):
                new[p].total = 0
                marks[p].append("dump truck")

        record = Record(deal=deal, dealer=self.dealer, sitter=sitter, written=written,
                        marks={p: tuple(m) for p, m in marks.items()},
                        states={p: replace(s) for p, s in new.items()}, winner=winner)
        self.state = new
        self.history.append(record)
        self.winner = winner
        i = self.players.index(self.dealer)
        self.dealer = self.players[(i + 1) % len(self.players)]  # T2: clockwise
        return record

    def _declarer_writes(self, made: bool, bid: int, on_barrel: bool, need: int) -> int | None:
        """T10, with T31–T32 for a declarer on the barrel."""
        if not on_barrel:
            return bid if made else -bid  # T10 (T12: a concession is −bid)
        if made:
            return bid if bid >= need else None  # T31: a win, or nothing (a try)
        if self.rules.barrel_fail == "fall":
            return -bid  # T32: −bid, off at once
        return None  # T32 option: nothing, a try

    # the checks, T50–T59

    def _check(self, deal: Deal, active: list[str], sitter: str | None) -> dict[str, int]:
        """Refuse an impossible deal; else each active player's card points ({} conceded)."""
        rules = self.rules
        if self.over:
            raise Refused("T59", "the game has ended: a new game is a new session")
        if deal.declarer not in active:
            raise Refused("T51", f"{deal.declarer} does not play this deal")
        if (deal.bid < 100 or deal.bid % rules.bid_step != 0
                or deal.bid > highest_bid(rules)):
            raise Refused("T52", f"a bid of {deal.bid}: from 100 by {rules.bid_step} "
                                 f"to {highest_bid(rules)}")
        named = set(deal.points) | set(deal.marriages) | set(deal.took_trick)
        strangers = sorted(named - set(self.players))
        if strangers:
            raise Refused("T53", f"{', '.join(strangers)}: not a player")
        if deal.talon is not None:
            talon_points, talon_marriage = deal.talon
            if rules.sitter != "talon" or len(self.players) != 4:
                raise Refused("T58", "a talon is written only by a sitter under sitter = talon")
            if talon_points not in TALON_POINTS:
                raise Refused("T58", f"no three cards make {talon_points}")
            if talon_marriage is not None and talon_marriage not in MARRIAGES:
                raise Refused("T58", f"no marriage is {talon_marriage}")
        has_marriages = {p for p, values in deal.marriages.items() if values}
        if deal.conceded:
            if rules.concede == "off":
                raise Refused("T55", "concessions are off")
            if deal.points or has_marriages:
                raise Refused("T55", "a concession has no card points or marriages")
            return {}
        if sitter is not None and (sitter in deal.points or sitter in has_marriages):
            raise Refused("T53", f"{sitter} sits out this deal")
        for p, n in deal.points.items():
            if not 0 <= n <= 120 or n in (1, 119):
                raise Refused("T53", f"{p}: {n} card points (0–120, never 1 or 119)")
        cp = dict(deal.points)
        missing = [p for p in active if p not in cp]
        if len(active) == 3:
            if len(missing) > 1:
                raise Refused("T53", f"card points missing for {', '.join(missing)}")
            if missing:  # T5: his card points are 120 minus the others'
                p = missing[0]
                cp[p] = 120 - sum(cp.values())
                if cp[p] < 0 or cp[p] in (1, 119):
                    raise Refused("T54", f"{p} would have {cp[p]} card points")
            if sum(cp.values()) != 120:
                raise Refused("T54", f"the card points sum to {sum(cp.values())}, not 120")
        else:
            if missing:
                raise Refused("T53", f"card points missing for {', '.join(missing)}")
            if sum(cp.values()) > 120:
                raise Refused("T54", f"the card points sum to {sum(cp.values())}, over 120")
        allowed = MARRIAGES + ((ACES,) if rules.ace_marriage == "200" else ())
        values = [v for p in has_marriages for v in deal.marriages[p]]
        for v in values:
            if v not in allowed:
                raise Refused("T56", f"no marriage is {v}")
        if len(values) != len(set(values)):
            raise Refused("T56", "a marriage declared twice in one deal")
        for p in has_marriages:
            if cp[p] == 0 and p not in deal.took_trick:
                raise Refused("T57", f"{p} took no trick, so declared no marriage")
        return cp


# -- money, T40 --------------------------------------------------------------------------------

def settle(game: Game, stake: Decimal | int | str = 1) -> dict[str, Decimal]:
    """Each player's money, summing to zero: every loser pays the winner one stake
    (`winner`), or the difference of their totals × stake / 100 (`difference`); an
    unfinished game moves no money."""
    stake = Decimal(stake)
    exact = {p: Decimal(0) for p in game.players}
    winner = game.winner
    if winner is not None:
        for p in game.players:
            if p == winner:
                continue
            if game.rules.settle == "winner":
                pays = stake
            else:
                pays = Decimal(game.totals[winner] - game.totals[p]) * stake / 100
            exact[p] -= pays
            exact[winner] += pays
    return to_cents(exact)


def to_cents(exact: dict[str, Decimal]) -> dict[str, Decimal]:
    """Round once to the cent, still summing to zero: each amount rounded down, the cents
    this leaves over one each to the largest remainders (ties: the earlier seat)."""
    cents = {p: amount * 100 for p, amount in exact.items()}
    floors = {p: math.floor(c) for p, c in cents.items()}
    left = -sum(floors.values())
    order = list(exact)
    by_remainder = sorted(order, key=lambda p: (-(cents[p] - floors[p]), order.index(p)))
    for p in by_remainder[:left]:
        floors[p] += 1
    return {p: (Decimal(floors[p]) / 100).quantize(Decimal("0.01")) for p in order}
