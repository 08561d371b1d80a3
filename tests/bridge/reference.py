"""An independent model of whole bridge sessions, written from the rules (B1–B33) alone.

It imports nothing of vintscore: the tables of one deal are written again here, plainly,
as a second person reads the rules, so that the package's scoring and its fold can be
compared with it after every deal of random rubbers and chicagos. What it reads and what
it gives are plain values (strings, ints, lists), not the package's types.

    Deal(contract, declarer, tricks, honours=None, dealer=None)
        contract: level, strain (C D H S NT), then "" / "X" / "XX": "4S", "3NTX", "7CXX";
        tricks: the declaring side's (0–13); honours: (holder, "4" | "5" | "aces"), only
        when a hand held them (B7); dealer: the one the table names (else the turn's, B31).
    PassOut(dealer=None)                                    four passes (B8, B22)
    Options(scoring="rubber", unfinished_partscore=100, …)  the option table's keys, defaults
    play(players, events, options=Options(), table="pairs") -> Evening
        players: the four, in seating order (N E S W at the first rubber or chicago);
        table: "pairs" (1st & 3rd against 2nd & 4th all evening) or "individual" (partners
        change every rubber or chicago: 1&3–2&4, 1&2–3&4, 1&4–2&3, B30).

    Evening.blocks       one Block per rubber or chicago that has an event, in order
    Evening.log          one Written per event: where it went and what it wrote
    Evening.points       each player's points, Law 80 applied to an unfinished rubber (B14)
                         and each difference rounded as the options say (B32); zero-sum
    Evening.next_dealer  who deals the next hand
    money(evening, stake) -> {player: Decimal}: points × stake / 100, exact (B32)

    Block: number (1-based), chicago (bool), finished, seats (N, E, S, W), deals (counted
        deals so far: Chicago), sides (N-S, E-W: the seats 0 & 2, 1 & 3), difference
        (side 0's settled total minus side 1's, after Law 80, before rounding), rounded.
    Side: players, above [Entry], below (rubber: a list of Entry per game, both sides'
        lists as long as the games begun; Chicago: one list), games (rubber: games won;
        Chicago: game premiums written), vulnerable (rubber: has won a game; Chicago: on
        the deal to come, False once finished), partscore (trick points toward the game in
        progress: 0 once finished, and always 0 in duplicate-style Chicago), total
        (everything written, without Law 80), law80 [Entry] (an unfinished rubber that
        is the evening's last), settled (total + Law 80).
    Entry: event (0-based index into `events`), amount, reason — "overtricks", "insult",
        "small slam", "grand slam", "undertricks", "honours", "game", "part-score",
        "rubber", "unfinished game", "unfinished part-score"; below the line "tricks".
    Written: event, block, deal (Chicago: 1–4; None for a pass-out and in rubber bridge),
        dealer, vulnerable (N-S, E-W) at that deal, entries [(side, "above" | "below",
        amount, reason)].

Readings of the rules where a choice had to be made, said so they can be compared: a
deal or pass-out after a rubber's end or a chicago's fourth deal opens the next block
(B15, B20), which is dealt first by the player seated after the last dealer in the new
seating (B31); at an `individual` table the partners 1&2–3&4 sit N 1, E 3, S 2, W 4 (each
side's players alternate round the table, the first of the first side at North).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

# -- the events and the options --------------------------------------------------------------


@dataclass(frozen=True)
class Deal:
    contract: str
    declarer: str
    tricks: int
    honours: tuple[str, str] | None = None
    dealer: str | None = None


@dataclass(frozen=True)
class PassOut:
    dealer: str | None = None


@dataclass(frozen=True)
class Options:
    scoring: str = "rubber"  # or "chicago"
    unfinished_partscore: int = 100  # or 50 (B14)
    honours: str = "on"  # or "off" (B7, B26): the model scores what it is given
    vulnerability: str = "dealer"  # or "non-dealer" (B21)
    chicago_scoring: str = "carry"  # or "duplicate" (B27)
    rounding: str = "none"  # or "hundred" (B32)
    undertricks: str = "current"  # or "pre1987" (B6)
    redoubled_insult: int = 100  # or 50 (B4)
    clean_rubber: int = 700  # or 750 (B13)


# -- one deal, Part 1 --------------------------------------------------------------------------

def read_contract(text: str) -> tuple[int, str, int]:
    """'3NTXX' -> (3, 'NT', 2): level, strain, 0 undoubled / 1 doubled / 2 redoubled."""
    level = int(text[0])
    rest = text[1:].upper()
    doubled = 0
    if rest.endswith("XX"):
        doubled, rest = 2, rest[:-2]
    elif rest.endswith("X"):
        doubled, rest = 1, rest[:-1]
    assert rest in ("C", "D", "H", "S", "NT"), text
    return level, rest, doubled


def one_deal(level: int, strain: str, doubled: int, tricks: int, vul: bool,
             o: Options) -> tuple[int, list[tuple[str, int, str]]]:
    """What one deal writes: (below for the declarers, [(who, amount, reason)] above, who
    being "D" the declaring side or "O" the defenders). Honours are added by the caller."""
    needed = 6 + level
    above: list[tuple[str, int, str]] = []
    if tricks >= needed:
        # B1, B2
        if strain == "NT":
            points = 40 + 30 * (level - 1)
        elif strain in ("C", "D"):
            points = 20 * level
        else:
            points = 30 * level
        if doubled == 1:
            points = points * 2
        if doubled == 2:
            points = points * 4
        # B3
        extra = tricks - needed
        if extra > 0:
            if doubled == 0:
                each = 20 if strain in ("C", "D") else 30
            elif doubled == 1:
                each = 200 if vul else 100
            else:
                each = 400 if vul else 200
            above.append(("D", extra * each, "overtricks"))
        # B4
        if doubled == 1:
            above.append(("D", 50, "insult"))
        if doubled == 2:
            above.append(("D", o.redoubled_insult, "insult"))
        # B5
        if level == 6:
            above.append(("D", 750 if vul else 500, "small slam"))
        if level == 7:
            above.append(("D", 1500 if vul else 1000, "grand slam"))
        return points, above
    # B6
    short = needed - tricks
    total = 0
    for k in range(1, short + 1):
        if doubled == 0:
            total += 100 if vul else 50
            continue
        if vul:
            one = 200 if k == 1 else 300
        elif o.undertricks == "pre1987":
            one = 100 if k == 1 else 200
        elif k == 1:
            one = 100
        elif k <= 3:
            one = 200
        else:
            one = 300
        total += one * (2 if doubled == 2 else 1)
    above.append(("O", total, "undertricks"))
    return 0, above


HONOURS = {"4": 100, "5": 150, "aces": 150}  # B7


# -- the evening -------------------------------------------------------------------------------

@dataclass
class Entry:
    event: int
    amount: int
    reason: str


@dataclass
class Side:
    players: tuple[str, str]
    above: list[Entry] = field(default_factory=list)
    below: list[list[Entry]] = field(default_factory=list)
    games: int = 0
    vulnerable: bool = False
    partscore: int = 0
    law80: list[Entry] = field(default_factory=list)

    @property
    def total(self) -> int:
        return (sum(e.amount for e in self.above)
                + sum(e.amount for game in self.below for e in game))

    @property
    def settled(self) -> int:
        return self.total + sum(e.amount for e in self.law80)


@dataclass
class Block:
    number: int
    chicago: bool
    seats: tuple[str, str, str, str]
    sides: tuple[Side, Side]
    finished: bool = False
    deals: int = 0  # Chicago: counted deals so far
    difference: int = 0
    rounded: int = 0


@dataclass
class Written:
    event: int
    block: int
    deal: int | None
    dealer: str
    vulnerable: tuple[bool, bool]
    entries: list[tuple[int, str, int, str]]


@dataclass
class Evening:
    blocks: list[Block]
    log: list[Written]
    points: dict[str, int]
    next_dealer: str


# B30: the partnerships of an individual table, by players' places 0..3, rubber by rubber
_INDIVIDUAL = (((0, 2), (1, 3)), ((0, 1), (2, 3)), ((0, 3), (1, 2)))


def seating(players: tuple[str, ...], number: int, table: str) -> tuple[str, str, str, str]:
    """The seats N, E, S, W of rubber or chicago `number` (1-based)."""
    if table == "pairs":
        return (players[0], players[1], players[2], players[3])
    (a, b), (c, d) = _INDIVIDUAL[(number - 1) % 3]
    return (players[a], players[c], players[b], players[d])


def play(players, events, options: Options = Options(), table: str = "pairs") -> Evening:
    players = tuple(players)
    assert len(players) == 4
    chicago = options.scoring == "chicago"
    blocks: list[Block] = []
    log: list[Written] = []
    turn: str = players[0]  # who deals the next hand
    last_dealer: str | None = None
    block: Block | None = None
    # the game in progress, per side: trick points toward game (rubber) or the carry
    toward = [0, 0]
    game_index = 0  # rubber: the 0-based game in progress

    for i, event in enumerate(events):
        if block is None or block.finished:
            number = len(blocks) + 1
            seats = seating(players, number, table)
            block = Block(number, chicago, seats,
                          (Side((seats[0], seats[2])), Side((seats[1], seats[3]))))
            if chicago:  # one list below the line
                block.sides[0].below.append([])
                block.sides[1].below.append([])
            blocks.append(block)
            toward, game_index = [0, 0], 0
            if last_dealer is not None and last_dealer in seats:
                turn = seats[(seats.index(last_dealer) + 1) % 4]
            else:
                turn = seats[0]
        seats = block.seats
        dealer = event.dealer if event.dealer is not None else turn
        dealer_side = seats.index(dealer) % 2
        deal_number = block.deals + 1 if chicago else None
        if chicago:
            if deal_number == 1:
                vul = (False, False)
            elif deal_number == 4:
                vul = (True, True)
            else:
                ns = dealer_side == 0
                if options.vulnerability == "non-dealer":
                    ns = not ns
                vul = (ns, not ns)
        else:
            vul = (block.sides[0].games > 0, block.sides[1].games > 0)
        written = Written(i, block.number, None if isinstance(event, PassOut) else deal_number,
                          dealer, vul, [])
        log.append(written)
        last_dealer = dealer

        if isinstance(event, PassOut):
            # B8: the deal passes on; B22: in Chicago the same dealer deals again
            turn = dealer if chicago else seats[(seats.index(dealer) + 1) % 4]
            continue

        level, strain, doubled = read_contract(event.contract)
        d = seats.index(event.declarer) % 2
        o = 1 - d
        below, above = one_deal(level, strain, doubled, event.tricks, vul[d], options)

        for who, amount, reason in above:
            _above(block, written, d if who == "D" else o, amount, reason)
        if event.honours is not None:  # B7: to the side that held them, made or not
            holder, kind = event.honours
            _above(block, written, seats.index(holder) % 2, HONOURS[kind], "honours")

        if below > 0:
            written.entries.append((d, "below", below, "tricks"))
            if chicago:
                block.sides[d].below[0].append(Entry(i, below, "tricks"))
            else:
                for side in block.sides:
                    while len(side.below) <= game_index:
                        side.below.append([])
                block.sides[d].below[game_index].append(Entry(i, below, "tricks"))

        if chicago:
            if options.chicago_scoring == "duplicate":  # B27: each deal on its own
                if below >= 100:
                    _above(block, written, d, 500 if vul[d] else 300, "game")
                    block.sides[d].games += 1
                elif below > 0:
                    _above(block, written, d, 50, "part-score")
            elif below > 0:
                toward[d] += below
                if toward[d] >= 100:  # B23, B24
                    _above(block, written, d, 500 if vul[d] else 300, "game")
                    block.sides[d].games += 1
                    toward = [0, 0]
                elif deal_number == 4:  # B25
                    _above(block, written, d, 100, "part-score")
            block.deals += 1
            if block.deals == 4:
                block.finished = True
        elif below > 0:
            toward[d] += below
            if toward[d] >= 100:  # B10, B11
                block.sides[d].games += 1
                toward = [0, 0]
                game_index += 1
                if block.sides[d].games == 2:  # B13
                    premium = options.clean_rubber if block.sides[o].games == 0 else 500
                    _above(block, written, d, premium, "rubber")
                    block.finished = True
        turn = seats[(seats.index(dealer) + 1) % 4]

        # the sides' state after the deal
        for s in (0, 1):
            block.sides[s].partscore = 0 if block.finished else toward[s]

    # the state shown after the last event
    for b in blocks:
        for s in (0, 1):
            side = b.sides[s]
            if b.chicago:
                if options.chicago_scoring == "duplicate" or b.finished:
                    side.partscore = 0
            if not b.chicago:
                side.vulnerable = side.games > 0
    if blocks and blocks[-1].chicago and not blocks[-1].finished:
        b = blocks[-1]
        nxt = b.deals + 1
        if nxt == 1:
            v = (False, False)
        elif nxt == 4:
            v = (True, True)
        else:
            ns = b.seats.index(turn) % 2 == 0
            if options.vulnerability == "non-dealer":
                ns = not ns
            v = (ns, not ns)
        b.sides[0].vulnerable, b.sides[1].vulnerable = v

    # B14: Law 80 for the evening's last rubber, when unfinished
    if blocks and not blocks[-1].chicago and not blocks[-1].finished:
        b = blocks[-1]
        games = (b.sides[0].games, b.sides[1].games)
        if sorted(games) == [0, 1]:
            s = games.index(1)
            b.sides[s].law80.append(Entry(len(events), 300, "unfinished game"))
        parts = (b.sides[0].partscore, b.sides[1].partscore)
        if (parts[0] > 0) != (parts[1] > 0):
            s = 0 if parts[0] > 0 else 1
            b.sides[s].law80.append(Entry(len(events), options.unfinished_partscore,
                                          "unfinished part-score"))

    # B31: after a finished block the next hand opens the next one, dealt by the player
    # seated after the last dealer in its seating (not in the finished block's)
    if blocks and blocks[-1].finished and last_dealer is not None:
        seats = seating(players, len(blocks) + 1, table)
        turn = seats[(seats.index(last_dealer) + 1) % 4]

    # B32: each block won by its difference, rounded as the options say
    points = {p: 0 for p in players}
    for b in blocks:
        b.difference = b.sides[0].settled - b.sides[1].settled
        size = abs(b.difference)
        if options.rounding == "hundred":
            size = (size // 100) * 100 + (100 if size % 100 > 50 else 0)
        b.rounded = size if b.difference >= 0 else -size
        for s, sign in ((0, 1), (1, -1)):
            for p in b.sides[s].players:
                points[p] += sign * b.rounded
    return Evening(blocks, log, points, turn)


def _above(block: Block, written: Written, side: int, amount: int, reason: str) -> None:
    """An amount above the line for `side` of `block`, logged with the event."""
    block.sides[side].above.append(Entry(written.event, amount, reason))
    written.entries.append((side, "above", amount, reason))


def money(evening: Evening, stake: Decimal) -> dict[str, Decimal]:
    """B32: points × stake / 100, exact."""
    return {p: Decimal(n) * stake / 100 for p, n in evening.points.items()}
