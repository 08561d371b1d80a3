"""Thousand's fold: each deal checked (T50–T59) and written in T36's order; vintscore/tally
keeps the rest, the game over at the win (T38), and settles it (T40). Pure."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, final

from vintscore.errors import NotationError, RuleViolation
from vintscore.glossary import Msg
from vintscore.names import resolve_player
from vintscore.tally.sheet import At, Mark, Step, TallyFold

from .model import BARREL, DUMP_TRUCK, FALL, Standing, ThousandDeal, least_win, marriages

CARDS = (0, 2, 3, 4, 10, 11)  # T3: 9, J, Q, K, 10, A
TALON = {a + b + c for a in CARDS for b in CARDS for c in CARDS}  # T58: 0–33 but 1, 27–29


def sitter_of(players: tuple[str, ...], dealer: str) -> str | None:
    return dealer if len(players) == 4 else None  # T1, T2: at four the dealer sits out


def _no(rule: str, key: str, message: Any, hint: Any = None) -> RuleViolation:
    return RuleViolation(message, rule=rule, key=key, hint=hint or Msg("thousand.deal.hint"))


def _named(text: str, players: tuple[str, ...], rule: str, key: str) -> str:  # the table's name
    try:
        return resolve_player(text, players)
    except NotationError as e:
        raise _no(rule, key, e.msg, e.hint_msg) from None


def checked(deal: ThousandDeal, at: At[Any, Any]) -> tuple[ThousandDeal, dict[str, int]]:
    """The deal with the table's names and each active player's card points (none given up),
    or the rule broken: T59, T51, T52, T53's strangers, T58, T55, T53, T54, T56, T57 in turn."""
    rules, players, sitter = at.rules, at.players, sitter_of(at.players, at.dealer)
    if at.over:
        raise _no("T59", "declarer", Msg("thousand.over"), Msg("thousand.over.hint"))
    declarer = _named(deal.declarer, players, "T51", "declarer")
    if declarer == sitter:
        raise _no("T51", "declarer", Msg("thousand.declarer.sits", player=declarer))
    high = 120 + sum(marriages(rules))  # T6: 400, 600 with the aces
    if not 100 <= deal.bid <= high or deal.bid % rules.bid_step:
        raise _no("T52", "bid", Msg("thousand.bid", bid=deal.bid, high=high, step=rules.bid_step))
    deal = replace(deal, declarer=declarer,
                   points=tuple((_named(p, players, "T53", "points"), n) for p, n in deal.points),
                   marriages=tuple((_named(p, players, "T53", "marriages"), v)
                                   for p, v in deal.marriages),
                   took=tuple(_named(p, players, "T53", "took_trick") for p in deal.took))
    if deal.talon is not None and (rules.sitter != "talon" or len(players) != 4):
        raise _no("T58", "talon", Msg("thousand.talon.off"))
    if deal.talon is not None and (deal.talon[0] not in TALON or deal.talon[1] not in (
            0, 40, 60, 80, 100)):
        raise _no("T58", "talon", Msg("thousand.talon.bad", points=deal.talon[0],
                                      value=deal.talon[1]), Msg("thousand.talon.hint"))
    if deal.conceded and (rules.concede == "off" or deal.points or deal.marriages):  # T55
        raise _no("T55", "conceded", Msg(
            "thousand.concede.off" if rules.concede == "off" else "thousand.concede.points"))
    if deal.conceded:
        return replace(deal, took=()), {}
    cp = card_points(deal, [p for p in players if p != sitter], sitter, rules)
    return replace(deal, took=tuple(p for p in players if p in deal.took and cp.get(p) == 0)), cp


def card_points(deal: ThousandDeal, active: list[str], sitter: str | None,
                rules: Any) -> dict[str, int]:
    """T5, T7, T53, T54: each active player's card points, one of three maybe left out;
    T56, T57: the marriages."""
    cp: dict[str, int] = {}
    for p, n in (*deal.points, *((p, 0) for p, _ in deal.marriages if p == sitter)):
        why = ("sits" if p == sitter else "twice" if p in cp
               else "range" if not 0 <= n <= 120 or n in (1, 119) else "")
        if why:
            raise _no("T53", "points", Msg(f"thousand.points.{why}", player=p, points=n))
        cp[p] = n
    missing = [p for p in active if p not in cp]
    if len(missing) > (len(active) == 3):
        raise _no("T53", "points", Msg("thousand.points.missing", players=", ".join(missing)))
    for p in missing:  # T5: 120 less the others'
        cp[p] = 120 - sum(cp.values())
        if cp[p] < 0 or cp[p] in (1, 119):
            raise _no("T54", "points", Msg("thousand.points.rest", player=p, points=cp[p]))
    if sum(cp.values()) > 120 or (len(active) == 3 and sum(cp.values()) != 120):
        raise _no("T54", "points", Msg("thousand.points.sum", total=sum(cp.values())))
    values = [v for _, v in deal.marriages]
    for p, v in deal.marriages:
        if v not in marriages(rules) or values.count(v) > 1:  # T56
            raise _no("T56", "marriages", Msg("thousand.marriage.twice" if v in marriages(rules)
                                              else "thousand.marriage.value", value=v))
        if cp[p] == 0 and p not in deal.took:  # T57
            raise _no("T57", "marriages", Msg("thousand.marriage.trick", player=p),
                      Msg("thousand.marriage.trick.hint", player=p))
    return cp


def rounded(n: int, how: str) -> int:  # T11: to 5 (…1, 2 down; 3, 4 up), or 10 (5 up), or not
    return (n + 2) // 5 * 5 if how == "5" else (n + 5) // 10 * 10 if how == "10" else n


@final
class ThousandFold(TallyFold):
    again = False  # T38: a session is one game

    def begin(self, rules: Any, players: tuple[str, ...]) -> dict[str, Standing]:
        return {p: Standing() for p in players}

    def settling(self, rules: Any) -> str:
        return str(rules.settle)  # T40

    def write(self, at: At[Any, Any], event: Any, /) -> Step[Any, Any]:
        w = _Writing(at, *checked(event, at))
        w.score()  # T10–T14
        w.bolts()  # T20, T21
        won = w.win()  # T31; T30's barrel_jump
        w.barrel([p for p in at.players if p != won])  # the deal goes on for them (T36)
        return Step(w.deal, tuple((p, w.wrote[p]) for p in at.players if p in w.wrote),
                    tuple(w.totals.items()), tuple(w.marks), won, w.now)


class _Writing:
    """One deal as it is written, in T36's order: the totals, the standings, the marks."""

    def __init__(self, at: At[Any, Any], deal: ThousandDeal, cp: dict[str, int]) -> None:
        self.deal, self.cp, self.rules, d = deal, cp, at.rules, deal.declarer
        self.ok = not deal.conceded and cp[d] + sum(  # T9: made; a bid given up is not
            v for p, v in deal.marriages if p == d) >= deal.bid
        self.sitter = sitter_of(at.players, at.dealer)
        self.active = [p for p in at.players if p != self.sitter]
        self.on = {p for p in at.players if at.state[p].barrel}  # when the deal starts
        self.totals, self.now, self.marks = dict(at.totals), dict(at.state), list[Mark]()
        self.wrote: dict[str, int] = {}

    def put(self, p: str, kind: str = "", count: int = 0, **standing: Any) -> None:
        self.now[p] = replace(self.now[p], **standing)
        self.marks.extend([Mark(p, kind, count)] if kind else [])

    def fall(self, p: str, cost: int) -> None:
        """T32, T33: −cost, off the barrel; T34: the third fall is 0, as it happens."""
        self.totals[p] -= cost
        falls = self.now[p].falls + 1
        self.put(p, "fall", falls, barrel=False, tries=0, falls=falls)
        if falls == 3 and self.rules.barrel_falls == "3":
            self.totals[p] = 0
            self.put(p, "zero", falls=0)

    def score(self) -> None:
        """What each writes (T10–T14); one absent writes nothing."""
        deal, rules, cp, bid = self.deal, self.rules, self.cp, self.deal.bid
        for p in self.active:
            if p == deal.declarer and (p not in self.on or (not self.ok and
                                                            rules.barrel_fail == "fall")):
                self.wrote[p] = bid if self.ok else -bid  # T10, T12, T32
            elif p == deal.declarer and self.ok and bid >= least_win(rules):
                self.wrote[p] = bid  # T31
            elif p != deal.declarer and p not in self.on:
                self.wrote[p] = ((60 if rules.concede == "60" else -(-bid // 10) * 5)
                                 if deal.conceded else rounded(cp[p] + sum(
                                     v for q, v in deal.marriages if q == p), rules.rounding))
        if self.sitter is not None and rules.sitter == "talon" and self.sitter not in self.on:
            self.wrote[self.sitter] = rounded(sum(deal.talon or ()), rules.rounding)  # T13

    def bolts(self) -> None:
        """T20: a bolt for writing 0 (`bolt = no_trick`: for taking no trick), none in a
        concession nor (but by `failed_bid_bolt`) for a failed bid; T21: the third −120."""
        deal, rules = self.deal, self.rules
        for p in (p for p in self.active if p not in self.on):
            if deal.conceded or p == deal.declarer:
                bolt = not deal.conceded and rules.failed_bid_bolt == "yes" and not self.ok
            else:
                bolt = (self.cp[p] == 0 and p not in deal.took if rules.bolt == "no_trick"
                        else self.wrote[p] == 0)
            if bolt:
                count = self.now[p].bolts + 1
                self.put(p, "bolt", count, bolts=count % 3)
                self.totals[p] -= FALL if count == 3 else 0
            elif rules.bolts == "row":
                self.put(p, bolts=0)
        self.totals.update({p: self.totals[p] + n for p, n in self.wrote.items()})

    def win(self) -> str | None:  # T31; T30's barrel_jump
        d, rules = self.deal.declarer, self.rules
        if self.ok and ((d in self.on and self.deal.bid >= least_win(rules)) or (
                d not in self.on and rules.barrel_jump == "yes"
                and self.totals[d] >= rules.target)):
            self.put(d, barrel=False, tries=0)
            return d
        return None

    def barrel(self, others: list[str]) -> None:
        """T32 tries and falls, T30 arrivals, T33 the bump, T35 the dump truck."""
        rules, on = self.rules, self.on
        for p in (p for p in others if p in on):
            if p == self.deal.declarer and not self.ok and rules.barrel_fail == "fall":
                self.fall(p, 0)  # the −bid written is the fall
            elif p in self.active:  # one sitting out tries nothing
                self.put(p, "try", self.now[p].tries + 1, tries=self.now[p].tries + 1)
                if self.now[p].tries == 3:
                    self.fall(p, FALL)
        arrived = [p for p in others if not self.now[p].barrel and self.totals[p] >= BARREL]
        for p in arrived:  # at 880, never jumped over
            self.totals[p] = BARREL
            self.put(p, "barrel", barrel=True, tries=0)
        for p in (p for p in others if arrived and rules.barrel_bump == "on" and p in on):
            if self.now[p].barrel:
                self.fall(p, FALL)
        trucks = {"555": (DUMP_TRUCK,), "both": (DUMP_TRUCK, -DUMP_TRUCK)}.get(rules.dump_truck, ())
        for p in (p for p in others if self.totals[p] in trucks):
            self.totals[p] = 0
            self.put(p, "dump")
