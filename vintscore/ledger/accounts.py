"""The account of the club (issue 15): each session's money (as `vint settle` says it,
each game at its own stake) and the payments made, folded into each person's won, lost,
paid, received and balance, and the fewest payments that would clear the balances now.

Everything is in whole cents (issue 23): a session's money is the cents its settlement
rounded once (payments.to_cents), a payment is to the cent, so a person's totals are the
sums of his lines as shown, his balance is those totals less his payments, and the
payments suggested clear the balances as shown, to the cent. Nothing is rounded here.

Nothing is stored: the sessions and the ledger are read afresh every time, so a session
edited after it was counted counts as it is now. A name of a session that no member has
is an account of its own, marked as not a member (a member's aliases are his, nothing
else is merged). An unfinished session is counted as it stands and marked so.

The balance is what the person is owed (+) or owes (−): the money won less the money
lost, plus what he paid, less what he received. The balances sum to zero, as each
session's money does, and each payment leaves the sum as it was.
"""
from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from decimal import Decimal

from ..payments import SettleUp, amount, cents_of, clear
from ..text import casefolded
from ..value import value
from .model import Ledger, Paid, Season


@value
class SessionMoney:
    """One session as the ledger counts it: its money per player, as `vint settle` says."""

    name: str  # the file's stem
    game: str
    created: datetime
    stake: Decimal
    finished: bool  # no rubber in play, the pulya over (an unfinished one counts as it stands)
    cents: tuple[tuple[str, int], ...]  # per player, summing to zero: the settlement's cents
    rounded: bool = False  # the settlement had to move a cent to make them (V11, P10)

    @property
    def day(self) -> date:
        """The session's date: its `created`, as the file writes it."""
        return self.created.date()


@value
class Line:
    """One person's money from one session, and the name he played under there."""

    session: str
    day: date
    game: str
    finished: bool
    played_as: str
    cents: int  # the session's cents for him, as `vint settle` shows them

    @property
    def money(self) -> Decimal:
        return amount(self.cents)


@value
class Account:
    """One person over the sessions and payments counted: a member (with his aliases), or
    a name of a session that no member has."""

    name: str
    member: bool
    aliases: tuple[str, ...]
    lines: tuple[Line, ...]
    paid: tuple[Paid, ...]  # the payments he made
    received: tuple[Paid, ...]  # the payments made to him

    @property
    def won(self) -> Decimal:
        """The money won: the sum of his winning lines, as they are shown."""
        return amount(sum(line.cents for line in self.lines if line.cents > 0))

    @property
    def lost(self) -> Decimal:
        """The money lost, as a positive amount: the sum of his losing lines."""
        return amount(-sum(line.cents for line in self.lines if line.cents < 0))

    @property
    def paid_total(self) -> Decimal:
        return sum((p.amount for p in self.paid), Decimal(0))

    @property
    def received_total(self) -> Decimal:
        return sum((p.amount for p in self.received), Decimal(0))

    @property
    def balance(self) -> Decimal:
        """Owed to him (+) or owed by him (−): cents all, so exact."""
        return self.won - self.lost + self.paid_total - self.received_total


@value
class Report:
    """The club's account over what was counted, and what it was counted over."""

    currency: str
    since: date | None
    until: date | None
    season: Season | None
    sessions: tuple[SessionMoney, ...]  # counted, by date
    accounts: tuple[Account, ...]  # the members in the ledger's order, then other names
    payments: tuple[Paid, ...]  # counted, by date
    missing: tuple[str, ...] = ()  # sessions the season lists that the folder has not
    members: int = 0  # members in the ledger
    # (session, member, the names): two players at one table that are one member's names
    shared: tuple[tuple[str, str, tuple[str, ...]], ...] = ()

    def balances(self) -> tuple[tuple[str, Decimal], ...]:
        return tuple((a.name, a.balance) for a in self.accounts)

    def settle_up(self) -> SettleUp:
        """The fewest payments that would clear every balance now, exactly as shown; said
        to be rounded when a session's money had to be rounded to the cent."""
        return clear([(name, cents_of(b)) for name, b in self.balances()],
                     any(s.rounded for s in self.sessions))

    @property
    def unfinished(self) -> tuple[SessionMoney, ...]:
        return tuple(s for s in self.sessions if not s.finished)


def counts_session(played: SessionMoney, since: date | None, until: date | None,
                   season: Season | None) -> bool:
    """Whether the session is counted: its date within --since/--until, and in the season
    (listed by name, or dated within it)."""
    day = played.day
    if (since is not None and day < since) or (until is not None and day > until):
        return False
    if season is None:
        return True
    if season.listed:
        return casefolded(played.name) in {casefolded(n) for n in season.sessions}
    return season.holds_day(day)


def counts_payment(paid: Paid, since: date | None, until: date | None,
                   season: Season | None) -> bool:
    """Whether a payment is counted: its date within --since/--until; with a season, one
    made for it (`season = …`), or, in a season of dates, one made within them that names
    no other season."""
    if (since is not None and paid.day < since) or (until is not None and paid.day > until):
        return False
    if season is None:
        return True
    if paid.season:
        return casefolded(paid.season) == casefolded(season.name)
    return not season.listed and season.holds_day(paid.day)


def _order(played: SessionMoney) -> tuple[datetime, str]:
    return played.created.replace(tzinfo=None), played.name  # as the file writes its time


def account(ledger: Ledger, sessions: Sequence[SessionMoney], *, since: date | None = None,
            until: date | None = None, season: Season | None = None,
            unreadable: Sequence[str] = ()) -> Report:
    """The sessions and the payments of the ledger, within --since/--until and the season,
    folded into each person's account (`unreadable`: the names of the folder's sessions
    that could not be read, reported apart: not missing from a season)."""
    counted = sorted((s for s in sessions if counts_session(s, since, until, season)),
                     key=_order)
    payments = sorted((p for p in ledger.payments if counts_payment(p, since, until, season)),
                      key=lambda p: p.day)  # stable: file order within a day
    identities = ledger.identities()
    lines: dict[str, list[Line]] = {casefolded(m.name): [] for m in ledger.members}
    shown: dict[str, str] = {}  # another name, folded: as first written
    shared: list[tuple[str, str, tuple[str, ...]]] = []
    for s in counted:
        seen: dict[str, list[str]] = {}
        for player, cents in s.cents:
            member = identities.get(casefolded(player))
            key = casefolded(member) if member is not None else casefolded(player)
            if member is None:
                shown.setdefault(key, player)
            else:
                seen.setdefault(member, []).append(player)
            lines.setdefault(key, []).append(Line(s.name, s.day, s.game, s.finished, player,
                                                  cents))
        shared += [(s.name, m, tuple(names)) for m, names in seen.items() if len(names) > 1]
    paid: dict[str, list[Paid]] = {}
    received: dict[str, list[Paid]] = {}
    for p in payments:
        # the file's reader checked that both are members' names
        paid.setdefault(casefolded(identities.get(casefolded(p.payer), p.payer)), []).append(p)
        received.setdefault(casefolded(identities.get(casefolded(p.payee), p.payee)), []).append(p)
    accounts = [Account(m.name, True, m.aliases, tuple(lines[casefolded(m.name)]),
                        tuple(paid.get(casefolded(m.name), ())), tuple(received.get(casefolded(m.name), ())))
                for m in ledger.members]
    accounts += [Account(shown[key], False, (), tuple(lines[key]), (), ())
                 for key in sorted(shown)]
    missing: tuple[str, ...] = ()
    if season is not None and season.listed:
        there = {casefolded(n) for n in (*(s.name for s in sessions), *unreadable)}
        missing = tuple(n for n in season.sessions if casefolded(n) not in there)
    return Report(ledger.currency, since, until, season, tuple(counted), tuple(accounts),
                  tuple(payments), missing, len(ledger.members), tuple(shared))
