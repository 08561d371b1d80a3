"""Bridge's sheet: the session's events replayed into rubbers or chicagos, games and entries
by the rubber machinery (rubber/replay.py), with what is bridge's: what a deal writes
(scoring.py: B1–B8) at the vulnerability of the rubber (B12) or of the chicago's deal
(B21), the game of 100 (B10, B11, B23, B24), the rubber premium (B13), a chicago's four
counted deals (B20) and its pass-outs dealt again (B22); an adjustment, a free entry for a
side that deals no hand.

Nothing here is stored: the sheet is recomputed from the session file every time.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...errors import RuleViolation, raise_all, raise_with
from ...glossary import Msg
from ...rubber import replay as rubbers
from ...rubber import sheet as rubber_sheet
from ...rubber.events import Adjustment, RulesChange, adjustment_values
from ...rubber.replay import Hand, OpenRubber, Scored, Scoring, partnerships
from ...rubber.seating import resolve
from ...rubber.sheet import Entry, Rubber
from ...session import AnySession, rules_in_force
from ...value import value
from . import scoring as bridge
from .model import (
    ADJUSTMENT_RULE,
    Above,
    BridgeDeal,
    BridgeRules,
    BridgeTable,
    ChicagoScoring,
    PassOut,
    Reason,
    Side,
)
from .model import Scoring as Kind
from .scoring import CHICAGO_DEALS, GAME

Sheet = rubber_sheet.Sheet[BridgeRules]
# B27: duplicate-style Chicago counts nothing toward a game across deals: the fold's count
# below the line never reaches a target
_NO_GAME = 10**12


def table_of(session: AnySession) -> BridgeTable:
    """B30: how the session's table is kept (a session that says nothing: pairs)."""
    return BridgeTable(session.table or BridgeTable.PAIRS.value)


def chicago(rules: BridgeRules) -> bool:
    return rules.scoring is Kind.CHICAGO


@value
class DealFacts:
    """What the views say of a deal or a pass-out besides its entries (Record.facts): its
    number among a chicago's four (None in rubber bridge and for a pass-out, B20, B22)
    and each side's vulnerability at it (B12, B21), side 0 North-South."""

    deal: int | None
    vulnerable: tuple[bool, bool]


class BridgeScoring(Scoring[BridgeRules]):
    """What bridge's deals write (B1–B8), its game and premiums (B10–B13, B20–B27)."""

    first_rule = "B10"  # only the declaring side writes below the line: never asked
    names_rule = "B31"

    def rules_in_force(self, session: AnySession) -> BridgeRules:
        return rules_in_force(session)

    def table_of(self, session: AnySession) -> BridgeTable:
        return table_of(session)

    def target(self, rules: BridgeRules) -> int:
        if chicago(rules) and rules.chicago_scoring is ChicagoScoring.DUPLICATE:
            return _NO_GAME
        return GAME  # B10, B23: 100 trick points

    def games_to_win(self, table: Any, rules: BridgeRules) -> int:
        # B13: the second game ends the rubber; B20: a chicago ends by its deals only
        return _NO_GAME if chicago(rules) else 2

    def hand(self, event: Any) -> Hand:
        if isinstance(event, (BridgeDeal, PassOut)):
            return Hand.DEALT  # a deal and a pass-out were each dealt (B31)
        return Hand.NONE  # an adjustment is no hand: it passes nothing

    def passes_deal(self, event: Any, rubber: OpenRubber, rules: BridgeRules) -> bool:
        # B22: in Chicago a pass-out is dealt again by the same dealer; B8: in rubber
        # bridge the deal passes on
        return not (isinstance(event, PassOut) and chicago(rules))

    def over(self, rubber: OpenRubber, rules: BridgeRules) -> bool:
        return chicago(rules) and rubber.hands >= CHICAGO_DEALS  # B20

    def names_of(self, event: Any) -> list[tuple[str, str]]:
        names = super().names_of(event)
        honours = getattr(event, "honours", None)
        if honours is not None:
            names.append(("honours", honours.holder))
        return names

    def event_values(self, event: Any, rules: BridgeRules | None) -> list[RuleViolation]:
        if isinstance(event, Adjustment):
            return adjustment_values(event, ADJUSTMENT_RULE)
        return bridge.deal_values(event, rules) if isinstance(event, BridgeDeal) else []

    def score(self, number: int, event: Any, rubber: OpenRubber, table: Any,
              rules: BridgeRules) -> Scored:
        """Check and score one event of the open rubber or chicago (B1–B8, B12, B21–B27)."""
        sides = partnerships(rubber.lineup.columns)
        seats = rubber.lineup.players  # North, East, South, West (B31)
        vulnerable = self.vulnerable(rubber, rules)
        if isinstance(event, PassOut):  # B8: nothing scored; B22: not one of the four
            return Scored(bridge.check_pass(event, seats), sides,
                          facts=DealFacts(None, vulnerable))
        if isinstance(event, Adjustment):
            return self.adjusted(number, event, rubber, table)
        if not isinstance(event, BridgeDeal):
            raise TypeError(f"unknown event {event!r}")  # pragma: no cover - the codec's
        deal = bridge.check_deal(event, seats, rules)
        ours = sides.side_of(deal.declarer)
        score = bridge.score_deal(deal, vulnerable[ours], vulnerable[1 - ours], rules,
                                  honours_side=bridge.honours_side(deal, seats))
        game = len(rubber.games) + 1
        column = {Side.DECLARING: ours, Side.DEFENDING: 1 - ours}
        written = [Entry(ours, score.below, Reason.TRICKS, True, "", number, game)] \
            if score.below else []
        above: tuple[Above, ...] = score.above
        if chicago(rules):  # B23, B25, B27: what the declarers write besides the deal
            above += bridge.chicago_premiums(rubber.hands + 1, score.below, rubber.below[ours],
                                             vulnerable[ours], rules)
        written += [Entry(column[a.side], a.amount, a.reason, False, a.detail, number, game)
                    for a in above]
        facts = DealFacts(rubber.hands + 1 if chicago(rules) else None, vulnerable)
        return Scored(deal, sides, tuple(written), hand=chicago(rules), facts=facts)

    def adjusted(self, number: int, event: Adjustment, rubber: OpenRubber,
                 table: BridgeTable) -> Scored:
        """A free entry for the player's side: above the line, or below toward the game in
        progress (`below`), where it counts as trick points do (B10); it deals no hand."""
        values = adjustment_values(event, ADJUSTMENT_RULE)
        try:
            player = resolve(event.player, rubber.lineup.players, "player", table)  # B31
        except RuleViolation as e:  # and what else is wrong with it, whoever it is for
            raise_with(e, values)
        raise_all(values)
        sides = partnerships(rubber.lineup.columns)
        if player != event.player:
            event = replace(event, player=player)
        if not event.amount:
            return Scored(event, sides)
        game = len(rubber.games) + 1
        return Scored(event, sides, (Entry(sides.side_of(player), event.amount,
                                           Reason.ADJUSTMENT, event.below, event.reason,
                                           number, game),))

    def vulnerable(self, rubber: OpenRubber, rules: BridgeRules) -> tuple[bool, bool]:
        """Each side's vulnerability on the deal being scored: in rubber bridge a side that
        has won a game (B12); in Chicago by the deal's number and dealer (B21)."""
        if not chicago(rules):
            return (rubber.games_won(0) > 0, rubber.games_won(1) > 0)
        return vulnerable_at(rubber.hands + 1, rubber.dealing, rubber.lineup.players, rules)

    def rubber_won(self, rubber: OpenRubber, winners: tuple[int, ...], number: int, game: int,
                   rules: BridgeRules) -> list[Entry]:
        """B13: 700 (or 750) for two games to none, 500 for two to one, on the deal that won
        the rubber, for its winners."""
        (won,) = winners
        lost = rubber.games_won(1 - won)
        return [Entry(won, bridge.rubber_premium(lost, rules), Reason.RUBBER, False,
                      bridge.rubber_detail(lost), number, game)]

    def switched(self, event: RulesChange[BridgeRules], table: Any,
                 rules: BridgeRules) -> Msg:
        return Msg("bridge.rules.switch.in_force" if event.rules is rules
                   else "bridge.rules.switch.replaced",
                   preset=Msg(f"bridge.preset.name.{event.rules.preset}"))


def vulnerable_at(deal: int, dealer: str | None, seats: tuple[str, ...],
                  rules: BridgeRules) -> tuple[bool, bool]:
    """B21: (North-South, East-West) vulnerable on counted deal `deal` of a chicago dealt by
    `dealer` (seated among `seats`, N E S W); beyond the fourth, as on the fourth."""
    seat = seats.index(dealer) if dealer in seats else 0
    return bridge.chicago_vulnerable(min(deal, CHICAGO_DEALS), seat, rules)


SCORING = BridgeScoring()


def replay(session: AnySession, *, keep_going: bool = False) -> Sheet:
    """Fold the events into the sheet; an impossible event raises EventError (with
    keep_going, each is skipped and kept in `problems`, for `vint check`)."""
    return rubbers.replay(session, SCORING, keep_going=keep_going)


# -- what the sheet shows of a rubber or chicago now ------------------------------------------

def games_won(rubber: Rubber, column: int, rules: BridgeRules) -> int:
    """A side's games: in rubber bridge those won (B10); in Chicago the game premiums it
    wrote (B23, B27)."""
    if not chicago(rules):
        return rubber.games_won(column)
    return sum(1 for e in rubber.entries if e.side == column and e.reason is Reason.GAME)


def partscore(rubber: Rubber, column: int, rules: BridgeRules) -> int:
    """A side's trick points toward the game in progress (B10, B24): 0 once the rubber or
    chicago is over, and always in duplicate-style Chicago, where nothing carries (B27)."""
    if rubber.finished or (chicago(rules) and rules.chicago_scoring is ChicagoScoring.DUPLICATE):
        return 0
    progress = rubber.games[-1]
    return 0 if progress.winners else progress.below[column]


def vulnerable_now(rubber: Rubber, rules: BridgeRules, next_dealer: str) -> tuple[bool, bool]:
    """Each side's vulnerability on the deal to come (B12, B21): in Chicago none once it is
    over; `next_dealer` deals it."""
    if not chicago(rules):
        return (rubber.games_won(0) > 0, rubber.games_won(1) > 0)
    if rubber.finished:
        return (False, False)
    return vulnerable_at(rubber.hands + 1, next_dealer, rubber.lineup.players, rules)


def check_events(events: tuple[Any, ...], players: tuple[str, ...] | None,
                 header: dict[str, object], rules: BridgeRules | None) -> list[Any]:
    """`vint check` of a file whose table, players or rules cannot be read (None), so that
    nothing can be replayed: each event on its own (None: unreadable) — its numbers as far
    as the rules are known (B1, B7), a switch of rules, the names nobody in the file has
    (B31); who sits where is the replay's to say."""
    table = header.get("table")
    return rubbers.check_events(events, players, table if isinstance(table, BridgeTable) else None,
                             rules, SCORING)
