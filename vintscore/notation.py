"""What every game reads the same way at the edge: numbers typed at a prompt, an
adjustment's reason, a session's title, lists of words said in a sentence, a table's size
in messages.

Parse at the edge, format with the inverse; every error quotes what was typed. A game's
own notation (contracts, coronets, whists) is in its package.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date
from typing import TypeVar

from .errors import InputError, NotationError, UsageError
from .glossary import Msg
from .text import hides

T = TypeVar("T")


def join_msgs(key: str, items: Iterable[T]) -> T | Msg:
    """Items joined two by two with the catalog's word `key`: 'A or B or C' (core.or)."""
    listed = list(items)
    out: T | Msg = listed[-1]
    for item in reversed(listed[:-1]):
        out = Msg(key, a=item, b=out)
    return out


def listed_msgs(last: str, items: Iterable[T]) -> T | Msg:
    """Items as the language lists them: 'A, B or C' — core.list between them, the
    catalog's word `last` (core.or, core.and) before the last one."""
    listed = list(items)
    out: T | Msg = listed[-1]
    for i, item in enumerate(reversed(listed[:-1])):
        out = Msg(last if i == 0 else "core.list", a=item, b=out)
    return out


def contract_shown(level: int, strain) -> Msg | str:
    """A contract as the player reads it: '3♥'; no-trump said in the reader's language
    ('2NT', «2БК»: issue 14), so it is a message."""
    from .cards import Strain
    if strain is Strain.NO_TRUMP:
        return Msg("core.contract.nt", level=level)
    return f"{level}{strain.symbol}"


def players_count(low: int, high: int) -> Msg:
    """'4 players', '4 to 12 players': how many a table takes (V12)."""
    if low == high:
        return Msg("core.table.players", n=low)
    return Msg("core.table.players_range", low=low, high=high)


_WHAT = {"cards": Msg("core.number.cards")}


def parse_int(text: str, what: Msg | str) -> int:
    """A whole number typed at a prompt; the error quotes it. `what` is counted: 'cards'."""
    t = text.strip()
    if not re.fullmatch(r"[+-]?[0-9]{1,9}", t):
        what = _WHAT.get(what, what) if isinstance(what, str) else what
        raise NotationError(Msg("core.number.unreadable", what=what, text=text),
                            hint=Msg("core.number.unreadable.hint"))
    return int(t)


def parse_reason(reason: str | None, rule: str) -> str:
    """An adjustment's reason, shown on the sheet: it must be given and say something (the
    rule of the game that asks: V10, P1)."""
    if reason is None or not reason.strip():
        error = UsageError if reason is None else InputError
        raise error(Msg("core.adjust.reason"), rule=rule, hint=Msg("core.adjust.reason.hint"))
    return reason.strip()


def parse_title(title: str) -> str:
    """A session's title (`vint new --title`): any text that can be shown as typed; one
    holding a control or an invisible character is refused, as a file holding it is."""
    if hides(title):
        raise InputError(Msg("core.title.hidden", text=title), hint=Msg("core.title.hidden.hint"))
    return title


def parse_month(text: str, option: str = "--month") -> tuple[date, date]:
    """A month typed for `option` (YYYY-MM, the shortcut a treasurer types: issue 23): its
    first and its last day."""
    from calendar import monthrange
    m = re.fullmatch(r"([0-9]{4})-([0-9]{2})", text.strip())
    if m and int(m[1]) >= 1 and 1 <= int(m[2]) <= 12:
        year, month = int(m[1]), int(m[2])
        return date(year, month, 1), date(year, month, monthrange(year, month)[1])
    raise NotationError(Msg("core.month.bad", option=option, text=text),
                        hint=Msg("core.month.hint", option=option))


def month_range(month: str | None, since: str | None, until: str | None,
                command: str) -> tuple[date, date] | None:
    """--month's first and last day, or None without it; refused beside --since or
    --until, which it stands for."""
    if month is None:
        return None
    if since is not None or until is not None:
        raise InputError(Msg("core.month.with_dates"),
                         hint=Msg("core.month.with_dates.hint", command=command))
    return parse_month(month)
