"""Tricks' fold: the deals into matches (Z1, Z2) and the matches settled (Z3).

Pure: a session in, its sheet out; an impossible deal raises EventError naming it."""
from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Any

from vintscore.errors import EventError, NotationError, RuleViolation, VintError
from vintscore.games.base import Fold
from vintscore.glossary import Msg
from vintscore.names import resolve_player
from vintscore.payments import to_cents

from .model import TrickDeal, TrickRules


@dataclass(frozen=True)
class Record:
    """What deal `number` wrote: each player's points, in the match it was played in, and
    the match's winner when this deal ended it."""

    number: int
    event: TrickDeal
    match: int = 0  # 0: a void deal, in no match
    points: tuple[tuple[str, int], ...] = ()
    won: str | None = None


@dataclass(frozen=True)
class Match:
    """One match (Z2): each player's points, and its winner once it is over."""

    number: int
    points: tuple[tuple[str, int], ...]
    winner: str | None = None


@dataclass(frozen=True)
class Sheet:
    """A session folded: every deal's record and the matches, the last one maybe open."""

    rules: TrickRules
    players: tuple[str, ...]
    records: tuple[Record, ...]
    matches: tuple[Match, ...]
    next_dealer: str
    problems: tuple[EventError, ...] = ()


def checked(deal: TrickDeal, players: tuple[str, ...] | None,
            rules: TrickRules | None) -> tuple[TrickDeal, list[VintError]]:
    """Z1: the deal with its names as the table has them, and what is wrong with it: a
    name nobody has, a player named twice or not at all, tricks that are not the deal's."""
    problems: list[VintError] = []
    named: list[tuple[str, int]] = []
    for text, count in deal.tricks:
        try:
            name = resolve_player(text, players) if players is not None else text
        except NotationError as e:
            problems.append(RuleViolation(e.msg, rule="Z1", key="tricks", hint=e.hint_msg))
            continue
        if any(name == n for n, _ in named):
            problems.append(RuleViolation(Msg("toy.deal.twice", player=name), rule="Z1",
                                          key="tricks", hint=Msg("toy.deal.hint")))
        named.append((name, count))
    if players is not None and not problems:
        missing = [p for p in players if p not in dict(named)]
        if missing:
            problems.append(RuleViolation(Msg("toy.deal.missing", players=", ".join(missing)),
                                          rule="Z1", key="tricks", hint=Msg("toy.deal.hint")))
    total = sum(count for _, count in deal.tricks)
    if rules is not None and total != rules.deal_size:
        problems.append(RuleViolation(Msg("toy.deal.sum", total=total, tricks=rules.deal_size),
                                      rule="Z1", key="tricks", hint=Msg("toy.deal.hint")))
    return replace(deal, tricks=tuple(named)), problems


def replay(session: Any, *, keep_going: bool = False) -> Sheet:
    """The deals folded into matches (Z2): a match ends after the deal that brings a
    player to the target with more points than anyone else; the next deal starts the next."""
    rules, players = session.rules, session.players
    totals = dict.fromkeys(players, 0)
    records: list[Record] = []
    matches: list[Match] = []
    problems: list[EventError] = []
    dealt = 0
    for number, deal in enumerate(session.events, 1):
        if deal.void:
            records.append(Record(number, deal))
            continue
        resolved, found = checked(deal, players, rules)
        if found:
            if not keep_going:
                raise EventError(number, found[0]) from None
            problems += [EventError(number, p) for p in found]
            continue
        dealt += 1
        points = tuple((p, n * deal.per_trick) for p, n in resolved.tricks)
        for p, n in points:
            totals[p] += n
        won = _winner(totals, rules.target)
        records.append(Record(number, resolved, len(matches) + 1, points, won))
        if won is not None:
            matches.append(Match(len(matches) + 1, tuple(totals.items()), won))
            totals = dict.fromkeys(players, 0)
    if any(totals.values()):
        matches.append(Match(len(matches) + 1, tuple(totals.items())))
    return Sheet(rules, players, tuple(records), tuple(matches), players[dealt % len(players)],
                 tuple(problems))


def _winner(totals: dict[str, int], target: int) -> str | None:
    best = max(totals.values())
    leaders = [p for p, n in totals.items() if n == best]
    return leaders[0] if best >= target and len(leaders) == 1 else None


def check_events(events: tuple[Any, ...], players: tuple[str, ...] | None,
                 header: dict[str, Any], rules: Any) -> list[EventError]:
    """Each readable deal on its own, for a file that cannot be replayed."""
    return [EventError(number, p) for number, deal in enumerate(events, 1)
            if deal is not None and not deal.void for p in checked(deal, players, rules)[1]]


@dataclass(frozen=True)
class Settlement:
    """Z3: each finished match's losers pay its winner the stake; money sums to zero."""

    stake: Decimal
    won: tuple[tuple[str, int], ...]  # matches won, by player
    money: tuple[tuple[str, Decimal], ...]
    cents: tuple[tuple[str, int], ...]
    cents_rounded: bool


def settle(sheet: Sheet, stake: Decimal) -> Settlement:
    won = dict.fromkeys(sheet.players, 0)
    money = dict.fromkeys(sheet.players, Decimal(0))
    for match in sheet.matches:
        if match.winner is None:
            continue
        won[match.winner] += 1
        for p in sheet.players:
            money[p] += stake * (len(sheet.players) - 1) if p == match.winner else -stake
    cents, rounded = to_cents(tuple(money.items()))
    return Settlement(stake, tuple(won.items()), tuple(money.items()), cents, rounded)


def running(sheet: Sheet) -> list[tuple[int, dict[str, Any]]]:
    """Each player's points in the match, after each deal (what the paper shows)."""
    out: list[tuple[int, dict[str, Any]]] = []
    totals: dict[str, int] = {}
    match = 0
    for record in sheet.records:
        if not record.match:
            continue
        if record.match != match:
            match, totals = record.match, dict.fromkeys(sheet.players, 0)
        for p, n in record.points:
            totals[p] += n
        out.append((record.number, dict(totals)))
    return out


class TricksFold(Fold[Sheet, Settlement]):
    replay = staticmethod(replay)
    check_events = staticmethod(check_events)
    settle = staticmethod(settle)
    running = staticmethod(running)

    def finished(self, sheet: Sheet, /) -> bool:
        """Over when no match is left open."""
        return all(m.winner is not None for m in sheet.matches)
