"""What the ledger file holds: members and their aliases, payments made, seasons and the
currency (issue 15). Values only; reading what was typed (`vint paid`'s amount, a date)
is here too, since the file and the command line read them alike.

A member's names follow the one rule of names.py: two names are one person when they
casefold alike (case, ё and е, inner spaces, NFC), so 'anna' in a session is Anna, and an
alias ('Аня') is one more name of the same member. A name no member has is nobody's: the
account shows it as itself, never merged into a member.
"""
from __future__ import annotations

import re
from datetime import date
from decimal import Decimal

from ..errors import InputError, NotationError
from ..glossary import Msg
from ..text import casefolded
from ..value import value

CENT = Decimal("0.01")
AMOUNT = r"[0-9]{1,12}(\.[0-9]{1,2})?"  # money paid: to the cent, as typed or in the file
DAY = r"[0-9]{4}-[0-9]{2}-[0-9]{2}"
MAX_CURRENCY = 12  # characters of the currency's name ("RUB", "₽", "руб.")
MAX_SEASON = 40  # characters of a season's name


@value
class Member:
    """A member of the club, and the other names he plays under."""

    name: str
    aliases: tuple[str, ...] = ()
    note: str = ""

    @property
    def names(self) -> tuple[str, ...]:
        return (self.name, *self.aliases)


@value
class Season:
    """A span the club counts by: a range of dates (either end may be open), or a list of
    sessions by name."""

    name: str
    since: date | None = None
    until: date | None = None
    sessions: tuple[str, ...] = ()
    note: str = ""

    @property
    def listed(self) -> bool:
        """A season of named sessions (else of dates)."""
        return bool(self.sessions)

    def holds_day(self, day: date) -> bool:
        return ((self.since is None or day >= self.since)
                and (self.until is None or day <= self.until))


@value
class Paid:
    """A payment made: `payer` gave `payee` `amount` on `day` (the names as the file has
    them: a member's name or one of his aliases); `season`, when it was made for one."""

    day: date
    payer: str
    payee: str
    amount: Decimal  # more than zero, to the cent
    season: str = ""
    note: str = ""


@value
class Ledger:
    """The ledger file as it holds it: the truth every balance is recomputed from (with the
    sessions). Members, seasons and payments in file order."""

    members: tuple[Member, ...] = ()
    seasons: tuple[Season, ...] = ()
    payments: tuple[Paid, ...] = ()
    currency: str = ""

    def identities(self) -> dict[str, str]:
        """Each name a member goes by, folded, and that member's name."""
        return {casefolded(n): m.name for m in self.members for n in m.names}

    def member(self, text: str) -> str | None:
        """The member `text` names (his name or an alias, in any case), or None."""
        return self.identities().get(casefolded(text))

    def season(self, text: str) -> Season | None:
        wanted = casefolded(text)
        return next((s for s in self.seasons if casefolded(s.name) == wanted), None)


def member_named(ledger: Ledger, text: str) -> str:
    """The member FROM or TO of `vint paid` names; an unknown name is refused, the members
    listed."""
    found = ledger.member(text)
    if found is not None:
        return found
    if not ledger.members:
        raise InputError(Msg("ledger.member.unknown", name=text),
                         hint=Msg("ledger.members.none.hint"))
    raise InputError(Msg("ledger.member.unknown", name=text),
                     hint=Msg("ledger.members.known", names=known(ledger)))


def known(ledger: Ledger) -> str:
    """The members and their aliases, for a hint: 'Anna (Аня), Boris'."""
    return ", ".join(m.name + (f" ({', '.join(m.aliases)})" if m.aliases else "")
                     for m in ledger.members)


def season_named(ledger: Ledger, text: str) -> Season:
    """The season --season names (any case); an unknown one is refused, the seasons listed."""
    found = ledger.season(text)
    if found is not None:
        return found
    if not ledger.seasons:
        raise InputError(Msg("ledger.season.unknown", name=text),
                         hint=Msg("ledger.seasons.none.hint"))
    raise InputError(Msg("ledger.season.unknown", name=text),
                     hint=Msg("ledger.seasons.known",
                              names=", ".join(s.name for s in ledger.seasons)))


def parse_amount(text: str) -> Decimal:
    """Money paid, as typed: '12.50', '12,5', '12' (more than zero, to the cent)."""
    t = text.strip().replace(",", ".")
    if re.fullmatch(AMOUNT, t):
        amount = Decimal(t).quantize(CENT)
        if amount > 0:
            return amount
        raise NotationError(Msg("ledger.amount.zero", text=text),
                            hint=Msg("ledger.amount.hint"))
    if t.startswith("-") and re.fullmatch(AMOUNT, t[1:]):
        raise NotationError(Msg("ledger.amount.negative", text=text),
                            hint=Msg("ledger.amount.negative.hint"))
    raise NotationError(Msg("ledger.amount.bad", text=text), hint=Msg("ledger.amount.hint"))


def amount_text(amount: Decimal) -> str:
    """Money paid as the file writes it: '12.50'."""
    return str(amount.quantize(CENT))


def parse_day(text: str, option: str) -> date:
    """A date typed for `option` (--since, --until, --date): YYYY-MM-DD, and nothing else."""
    t = text.strip()
    if re.fullmatch(DAY, t):
        try:
            return date.fromisoformat(t)
        except ValueError:
            pass
    raise NotationError(Msg("ledger.date.bad", option=option, text=text),
                        hint=Msg("ledger.date.hint", option=option))
