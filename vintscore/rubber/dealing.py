"""Who deals (issue 14): the dealer of each hand, and who deals next, at every table
(Vint's; bridge's B31 reads the same).

The rotation of the deal is the program's reading; the seed texts say only this of it:
the lowest card deals first and the deal goes round in turn ("передаются для сдачи
очередному игроку", "Сдают карты по очереди"). What the fold (sheet.py) applies:

* Four at a table (`pairs`, `individual`): the deal passes clockwise, that is in the
  order of `players` (docs/contract.md, "vint new": seating order, clockwise from the first dealer): the
  first player deals first, then the second, and so on round the table. A new rubber
  does not start the deal afresh: the same four sit on and the turn goes on round them.
* Five or more: each rubber's four sit as the rotation seats them (`Lineup.hands`, the
  two sides alternating) and the deal passes round those four. A new rubber goes on from
  whoever dealt last, when he plays in it: the player seated after him deals first, as
  at four (one rule for every size, and a rubber that reseats four who stay at the table
  keeps their turn going). When the last dealer does not play in it (he sits it out, or
  has left), or nobody has dealt yet, the first of its seating deals first: the rotation
  seats the four afresh, and its first seat is where the count starts (at five, rubber
  1's first seat is the second in cut order, the first sitting out).
* With a dummy (`two`, `dummy`, `separate`): the dummy never deals; the deal passes round
  the people only. At two the seed's first way ("Сдают карты по очереди и за себя, и за
  болвана": each deals in his own turn and in his dummy's) gives the same turns, one,
  the other, one, the other; at three the seed says nothing of the deal, and skipping the
  dummy keeps each of the three dealing one hand in three (the player with the dummy
  dealing for it too would deal twice as often).
* A played deal and an all-pass (X, or played at no-trump) each pass the deal on: both
  were dealt. An adjustment, a seat change, a switch of rules pass nothing.
* A misdeal (V10, the dealer found with 14 cards) does not pass the deal, and nobody
  deals again because of it. The seed (the Russian text, "Сдача карт"): found after the
  bidding, "игра считается законной" — the hand is played out and counts, the dealer
  sheds his extra card last, and "по окончании розыгрыша соперники записывают ... штрафные
  20 очков". So the misdeal is the penalty of a hand that is entered as its own deal (or
  X), and that entry passes the deal, once. (Only a wrong deal caught while dealing
  passes the cards to the next player, and one caught before or during the bidding is
  dealt again; neither is scored, so neither is an event.) A misdeal's player is the
  dealer of its hand: typed without one, it is the dealer of the hand in play, the one
  the sheet says deals next (enter the misdeal when the hand ends, before its result; or
  name the player). It moves nobody's turn.
* The table may say who dealt: a deal or an all-pass may carry `dealer` (`--dealer P`).
  It overrides the rotation for that hand, and the deal passes on from him.

Pure: names and lineups in, names out.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import NotationError, RuleViolation
from ..glossary import Msg

if TYPE_CHECKING:
    from .lineup import Lineup
    from .tables import TableKind


def following(players: tuple[str, ...], dealt: int | None, last: str | None) -> str:
    """Who deals the next hand among `players` (seating order): the one after seat `dealt`
    (this rubber's last dealer), else after `last` when he plays, else the first."""
    if dealt is not None:
        return players[(dealt + 1) % len(players)]
    if last in players:
        return players[(players.index(last) + 1) % len(players)]
    return players[0]


def named(text: str, lineup: Lineup, table: TableKind) -> str:
    """The dealer the table names, among the people at it; RuleViolation on `dealer`
    for a name nobody at the table has (V2) or the dummy's (V12: the dummy never deals)."""
    try:
        return table.hand(text, lineup.players)
    except NotationError as e:
        hands = tuple(dict.fromkeys((*lineup.hands, *lineup.dummies)))
        try:
            hand = table.hand(text, hands)
        except NotationError:
            hand = None
        if hand is not None and hand not in lineup.players:
            raise RuleViolation(Msg("core.dealer.dummy", dummy=hand), rule=table.rule,
                                key="dealer",
                                hint=Msg("core.dealer.hint", players=", ".join(lineup.players))
                                ) from None
        raise RuleViolation(e.msg, rule=e.rule or table.names_rule, key="dealer",
                            hint=e.hint_msg) from None
