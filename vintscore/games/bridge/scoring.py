"""Bridge: checking and scoring one deal (B1–B8), and the premiums the folds write (B13, B14,
B21–B27, B32).

Pure functions of a deal, the vulnerability at that deal and the rules. Games, rubbers,
chicagos, the carry of part-scores and who deals are the fold's business; this module
says what one deal writes for the declaring side and for the defenders, and what each
premium is worth.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ...cards import Strain
from ...errors import NotationError, RuleViolation, raise_all
from ...glossary import Msg
from ...names import resolve_player
from .model import (
    MINORS,
    TRICKS,
    Above,
    BridgeDeal,
    BridgeRules,
    ChicagoScoring,
    Contract,
    DealScore,
    Doubling,
    HonoursKind,
    HonoursRule,
    PassOut,
    Premium,
    Reason,
    Rounding,
    Scoring,
    Side,
    UndertrickTable,
    Vulnerability,
)
from .notation import shown_contract

GAME = 100  # B10, B23: the trick points of a game
DECLARING, DEFENDING = Side.DECLARING, Side.DEFENDING


# -- checking a deal ---------------------------------------------------------------------------

def check_deal(deal: BridgeDeal, seats: Sequence[str], rules: BridgeRules,
               table: Sequence[str] = ()) -> BridgeDeal:
    """The deal with its names resolved among the four `seats` (this deal's players in
    seating order, N E S W: B31), or RuleViolation naming the rule it breaks and the event's
    key it is about (the first problem, carrying the others: RuleViolation.others).

    `table`: everyone at the table, when more than four play (B30), so that a player sitting
    this rubber or chicago out is said to be one.
    """
    named: list[RuleViolation] = []
    declarer = _seated(deal.declarer, seats, table, "declarer", named)
    dealer = (_seated(deal.dealer, seats, table, "dealer", named)
              if deal.dealer is not None else None)
    honours = deal.honours
    if honours is not None:
        holder = _seated(honours.holder, seats, table, "honours", named)
        if holder is not None and holder != honours.holder:
            honours = replace(honours, holder=holder)
    # the numbers first, then the names; a hint names the holder as the table knows him
    raise_all(deal_values(replace(deal, honours=honours), rules) + named)
    assert declarer is not None  # else a problem was found
    if (declarer, dealer, honours) == (deal.declarer, deal.dealer, deal.honours):
        return deal  # the names are written as the table knows them already
    return replace(deal, declarer=declarer, dealer=dealer, honours=honours)


def deal_values(deal: BridgeDeal, rules: BridgeRules | None) -> list[RuleViolation]:
    """B1, B2, B7: what a deal's numbers and honours must be, whoever played it (`rules`
    None: not known, and `honours = off` unchecked); for `vint check`."""
    found: list[RuleViolation] = []
    c = deal.contract
    if not 1 <= c.level <= 7:
        found.append(RuleViolation(Msg("bridge.deal.level", level=c.level), rule="B1",
                                   key="contract", hint=Msg("bridge.deal.level.hint")))
    found += tricks_values(deal.tricks)
    h = deal.honours
    if h is None:
        return found
    if rules is not None and rules.honours is HonoursRule.OFF:
        # B7, B26: many home games leave honours out; the table's rules say so
        found.append(RuleViolation(
            Msg("bridge.deal.honours_off"), key="honours",
            rule="B26" if rules.scoring is Scoring.CHICAGO else "B7",
            hint=Msg("bridge.deal.honours_off.hint")))
    elif c.strain is Strain.NO_TRUMP and h.kind is not HonoursKind.ACES:
        # B7: at no-trump only the four aces score (BD16)
        found.append(RuleViolation(Msg("bridge.deal.trump_honours_at_nt",
                                       contract=shown_contract(c)), rule="B7", key="honours",
                                   hint=Msg("bridge.deal.trump_honours_at_nt.hint",
                                            holder=h.holder)))
    elif c.strain is not Strain.NO_TRUMP and h.kind is HonoursKind.ACES:
        # B7: in a suit contract the trump honours score, the aces do not
        found.append(RuleViolation(Msg("bridge.deal.aces_at_suit", contract=shown_contract(c)),
                                   rule="B7", key="honours",
                                   hint=Msg("bridge.deal.aces_at_suit.hint", holder=h.holder)))
    return found


def tricks_values(tricks: int) -> list[RuleViolation]:
    """B1: the declaring side takes 0 to 13 tricks, whatever the contract."""
    if 0 <= tricks <= TRICKS:
        return []
    return [RuleViolation(Msg("bridge.deal.tricks", tricks=tricks), rule="B1", key="tricks",
                          hint=Msg("bridge.deal.tricks.hint"))]


def check_pass(event: PassOut, seats: Sequence[str], table: Sequence[str] = ()) -> PassOut:
    """B8: a pass-out; its dealer, when named, among the four seated (B31)."""
    if event.dealer is None:
        return event
    found: list[RuleViolation] = []
    dealer = _seated(event.dealer, seats, table, "dealer", found)
    raise_all(found)
    return event if dealer == event.dealer else replace(event, dealer=dealer)


def _seated(text: str, seats: Sequence[str], table: Sequence[str], key: str,
            found: list[RuleViolation]) -> str | None:
    """The player `text` names among the four seated at this deal; None, the problem added
    to `found`, when he is nobody at the table or sits this one out (B31)."""
    try:
        return resolve_player(text, seats)
    except NotationError as e:
        out = None
        if table:
            try:
                out = resolve_player(text, table)
            except NotationError:
                out = None
        if out is not None:
            found.append(RuleViolation(Msg("bridge.deal.sits_out", player=out), rule="B31",
                                       key=key, hint=Msg("bridge.deal.seated",
                                                         players=", ".join(seats))))
        else:
            found.append(RuleViolation(e.msg, rule="B31", key=key, hint=e.hint_msg))
        return None


def honours_side(deal: BridgeDeal, seats: Sequence[str]) -> Side | None:
    """Whose column the deal's honours go in (B7): the holder's side, declarer's or
    defenders'. `seats` in seating order (partners two seats apart, B31); names resolved."""
    if deal.honours is None:
        return None
    return side_of(deal.honours.holder, deal.declarer, seats)


def side_of(player: str, declarer: str, seats: Sequence[str]) -> Side:
    """Whether `player` is of the declaring side or a defender (B31: N-S against E-W)."""
    same = seats.index(player) % 2 == seats.index(declarer) % 2
    return DECLARING if same else DEFENDING


# -- scoring a deal ----------------------------------------------------------------------------

def trick_points(contract: Contract) -> int:
    """B1, B2: the trick points of a made contract, below the line (only the odd tricks bid),
    doubled ×2 or redoubled ×4."""
    if contract.strain is Strain.NO_TRUMP:
        base = 40 + 30 * (contract.level - 1)
    else:
        base = (20 if contract.strain in MINORS else 30) * contract.level
    return base * contract.doubling.factor


def undertricks(down: int, doubling: Doubling, vulnerable: bool, rules: BridgeRules) -> int:
    """B6: what `down` tricks short cost the side that went down, to the defenders."""
    if doubling is Doubling.NONE:
        return down * (100 if vulnerable else 50)
    if vulnerable:  # 200 for the first, 300 each after (both tables)
        doubled = 200 + 300 * (down - 1)
    elif rules.undertricks is UndertrickTable.PRE1987:  # 100 for the first, 200 each after
        doubled = 100 + 200 * (down - 1)
    else:  # 100; 200 each for the 2nd and 3rd; 300 each from the 4th
        doubled = 100 + 200 * min(down - 1, 2) + 300 * max(down - 3, 0)
    return doubled * (2 if doubling is Doubling.REDOUBLED else 1)


def overtricks(over: int, contract: Contract, vulnerable: bool) -> int:
    """B3: what `over` tricks above the contract write for the declaring side."""
    if contract.doubling is Doubling.NONE:
        return over * (20 if contract.strain in MINORS else 30)
    each = 100 if contract.doubling is Doubling.DOUBLED else 200
    return over * each * (2 if vulnerable else 1)


def insult(doubling: Doubling, rules: BridgeRules) -> int:
    """B4: the premium of a doubled or redoubled contract made."""
    if doubling is Doubling.NONE:
        return 0
    return 50 if doubling is Doubling.DOUBLED else rules.redoubled_insult


def slam(level: int, vulnerable: bool) -> int:
    """B5: the premium of a slam bid and made (never doubled); 0 below level 6."""
    if level == 6:
        return 750 if vulnerable else 500
    if level == 7:
        return 1500 if vulnerable else 1000
    return 0


def score_deal(deal: BridgeDeal, declarer_vulnerable: bool, defenders_vulnerable: bool,
               rules: BridgeRules, *, honours_side: Side | None = None) -> DealScore:
    """What a checked deal writes (B1–B7), the same in rubber bridge and Chicago (B26).

    Every amount of one deal depends on the declaring side's vulnerability only: what it
    scores, and its undertricks (the side that went down, B6); `defenders_vulnerable` is
    taken for the fold's symmetry and changes no amount. `honours_side`: whose the deal's
    honours are (`honours_side(deal, seats)`), given when the deal has honours.
    """
    c = deal.contract
    vul = declarer_vulnerable
    need = c.tricks_needed
    above: list[Above] = []
    made = deal.tricks >= need
    below = 0
    if made:
        below = trick_points(c)
        over = deal.tricks - need
        if over:
            # undoubled, an overtrick is worth its trick, vulnerable or not (B3)
            how = _HOW[c.doubling, vul] if c.doubling is not Doubling.NONE else None
            above.append(Above(DECLARING, overtricks(over, c, vul), Reason.OVERTRICKS,
                               _with(Msg("bridge.detail.over", n=over), how)))
        if c.doubling is not Doubling.NONE:
            above.append(Above(DECLARING, insult(c.doubling, rules), Reason.INSULT,
                               _INSULT_DETAIL[c.doubling]))
        if c.level >= 6:
            above.append(Above(DECLARING, slam(c.level, vul),
                               Reason.SMALL_SLAM if c.level == 6 else Reason.GRAND_SLAM,
                               _VULNERABLE[vul]))
    else:
        down = need - deal.tricks
        above.append(Above(DEFENDING, undertricks(down, c.doubling, vul, rules),
                           Reason.UNDERTRICKS,
                           _with(Msg("bridge.detail.down", n=down), _HOW[c.doubling, vul])))
    if deal.honours is not None:  # B7: to the holders, made or not, never doubled
        assert honours_side is not None, "score_deal: whose are the honours?"
        above.append(Above(honours_side, deal.honours.kind.amount, Reason.HONOURS,
                           Msg(f"bridge.detail.honours.{deal.honours.kind.value}",
                               holder=deal.honours.holder)))
    return DealScore(below, tuple(above), made)


_VULNERABLE = {True: Msg("bridge.how.vul"), False: Msg("bridge.how.nv")}
_INSULT_DETAIL = {Doubling.DOUBLED: Msg("bridge.detail.x"),
                  Doubling.REDOUBLED: Msg("bridge.detail.xx")}


# What set an amount besides its count (B3, B6): 'doubled, vulnerable' («с контрой в зоне»).
_HOW: dict[tuple[Doubling, bool], Msg | None] = {
    (Doubling.NONE, False): None, (Doubling.NONE, True): Msg("bridge.how.vul"),
    (Doubling.DOUBLED, False): Msg("bridge.how.x"),
    (Doubling.DOUBLED, True): Msg("bridge.how.x.vul"),
    (Doubling.REDOUBLED, False): Msg("bridge.how.xx"),
    (Doubling.REDOUBLED, True): Msg("bridge.how.xx.vul")}


def _with(what: Msg, how: Msg | None) -> Msg:
    """'2 down' or '2 down, doubled, vulnerable' («подсад 2 с контрой в зоне»)."""
    return what if how is None else Msg("bridge.detail.with", what=what, how=how)


# -- the premiums of rubber bridge -------------------------------------------------------------

def rubber_premium(loser_games: int, rules: BridgeRules) -> int:
    """B13: what the side that won its second game writes: 700 (or `clean_rubber`: 750) when
    the other side won none, 500 when it won one."""
    return rules.clean_rubber if loser_games == 0 else 500


def rubber_detail(loser_games: int) -> Msg:
    """B13: the rubber premium on the sheet: 'won 2–0', 'won 2–1'."""
    return Msg("bridge.detail.rubber.clean" if loser_games == 0 else "bridge.detail.rubber.two_one")


def unfinished(games: tuple[int, int], partscores: tuple[int, int],
               rules: BridgeRules) -> tuple[Premium, ...]:
    """B14 (Law 80): the premiums of a rubber the table stopped before its end, by column.

    `games`: the games each column has won; `partscores`: each column's trick points in the
    game in progress. 300 for the side that won the only game completed; 100 (or
    `unfinished_partscore`: 50) for the side that alone has a part-score in the game in
    progress. The two are independent: one side may write both.
    """
    found = []
    if sorted(games) == [0, 1]:
        found.append(Premium(games.index(1), 300, Reason.UNFINISHED_GAME,
                             Msg("bridge.detail.unfinished_game")))
    with_part = [column for column in (0, 1) if partscores[column] > 0]
    if len(with_part) == 1:
        found.append(Premium(with_part[0], rules.unfinished_partscore,
                             Reason.UNFINISHED_PARTSCORE,
                             Msg("bridge.detail.unfinished_partscore")))
    return tuple(found)


# -- the premiums of Chicago -------------------------------------------------------------------

CHICAGO_DEALS = 4  # B20


def chicago_vulnerable(deal_number: int, dealer_seat: int,
                       rules: BridgeRules) -> tuple[bool, bool]:
    """B21: (N-S vulnerable, E-W vulnerable) on counted deal `deal_number` (1–4) of a chicago
    whose dealer sits at `dealer_seat` (0 N, 1 E, 2 S, 3 W): deal 1 neither, deals 2 and 3
    the dealer's side (`vulnerability = non-dealer`: the other side), deal 4 both."""
    if deal_number == 1:
        return (False, False)
    if deal_number >= CHICAGO_DEALS:
        return (True, True)
    dealers = dealer_seat % 2 == 0  # N-S deal
    north_south = dealers if rules.vulnerability is Vulnerability.DEALER else not dealers
    return (north_south, not north_south)


def chicago_game_premium(vulnerable: bool) -> int:
    """B23 (and B27): the side whose contract makes or completes a game writes 300, or 500
    when vulnerable on that deal."""
    return 500 if vulnerable else 300


def fourth_deal_partscore(deal_number: int, below: int, completes_game: bool) -> int:
    """B25: 100 for a part-score made on deal 4 that completes no game; else 0."""
    return 100 if deal_number == CHICAGO_DEALS and below > 0 and not completes_game else 0


def duplicate_premium(below: int, vulnerable: bool) -> int:
    """B27 (`chicago_scoring = duplicate`): a made contract whose trick points (B1–B2) reach
    100 writes 300, or 500 vulnerable; any other made contract 50; a failed one nothing."""
    if below <= 0:
        return 0
    return chicago_game_premium(vulnerable) if below >= GAME else 50


def chicago_premiums(deal_number: int, below: int, carried: int, vulnerable: bool,
                     rules: BridgeRules) -> tuple[Above, ...]:
    """What the declaring side writes besides its deal's own score on a chicago deal (B23,
    B25, B27): `below` the deal's trick points (0 when it failed), `carried` the side's
    part-score toward game from its earlier deals (B24; the fold sets it to 0 when either
    side makes a game), `vulnerable` the declaring side's on this deal (B21).

    A game is made when `carried + below` reaches 100 (`completes_game`).
    """
    if below <= 0:
        return ()
    if rules.chicago_scoring is ChicagoScoring.DUPLICATE:  # B27: each deal on its own
        if below >= GAME:
            return (Above(DECLARING, chicago_game_premium(vulnerable), Reason.GAME,
                          _VULNERABLE[vulnerable]),)
        return (Above(DECLARING, 50, Reason.PARTSCORE, Msg("bridge.detail.partscore")),)
    if completes_game(carried, below):
        return (Above(DECLARING, chicago_game_premium(vulnerable), Reason.GAME,
                      _VULNERABLE[vulnerable]),)
    fourth = fourth_deal_partscore(deal_number, below, False)
    if fourth:
        return (Above(DECLARING, fourth, Reason.PARTSCORE, Msg("bridge.detail.fourth_deal")),)
    return ()


def completes_game(carried: int, below: int) -> bool:
    """B10, B23: whether trick points `below` added to a part-score `carried` make a game."""
    return below > 0 and carried + below >= GAME


# -- settlement ------------------------------------------------------------------------------

def rounded_difference(difference: int, rules: BridgeRules) -> int:
    """B32: a rubber's or chicago's difference as settled: exact, or (`rounding = hundred`)
    its size to the nearest 100, a remainder of exactly 50 rounding down (1250 -> 1200)."""
    if rules.rounding is Rounding.NONE:
        return difference
    size = abs(difference)
    hundreds, rest = divmod(size, 100)
    rounded = 100 * (hundreds + (1 if rest > 50 else 0))
    return rounded if difference >= 0 else -rounded
