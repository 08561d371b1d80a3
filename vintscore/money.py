"""Money, the same in every game: the stake as typed and as the file keeps it, and
amounts as shown and as --json writes them (V11, P10).

Exact decimals throughout. A session's money is rounded to the cent once, where it is
settled (payments.to_cents, issue 23), and every surface shows and sums those cents;
`money_text` draws an amount to the cent, so it must be given cents (`payments.amount`),
never a session's exact money, or it would round each amount on its own.
"""
from __future__ import annotations

import decimal
import re
from decimal import Decimal

from .errors import NotationError
from .glossary import Msg

STAKE = r"[0-9]{1,12}(\.[0-9]{1,12})?"  # the stake's form, typed or in the file
_WIDE = decimal.Context(prec=60)


def parse_stake(text: str) -> Decimal:
    """Read the stake, money per 100 points (V11): '1', '0.50', '1,5'."""
    t = text.strip().replace(",", ".")
    if not re.fullmatch(STAKE, t):
        raise NotationError(Msg("core.stake.unreadable", text=text),
                            hint=Msg("core.stake.unreadable.hint"))
    return Decimal(t)


def canonical_stake(stake: Decimal) -> Decimal:
    """The stake with at least two decimals and no other trailing zeros: 0.5 -> 0.50, 2 -> 2.00."""
    try:
        if stake.is_finite() and stake == 0:
            return Decimal("0.00")
        wide = stake.normalize(_WIDE)
        exponent = wide.as_tuple().exponent
        if wide.is_finite() and isinstance(exponent, int) and exponent > -2:
            wide = wide.quantize(Decimal("0.01"), context=_WIDE)
        return wide
    except decimal.DecimalException:  # too many digits: written as it is, and refused on reading
        return stake


def money_text(amount: Decimal, lang: str = "en") -> str:
    """Money to the cent for display, with the decimal sign of `lang` («0,50» in Russian:
    issue 14): a settlement's cents, a ledger's sums of them, a payment. (What is not yet
    cents — a partnership's money in `vint stats` — is drawn to the nearest cent.)"""
    cents = amount.quantize(Decimal("0.01"))
    text = f"+{cents}" if cents > 0 else str(cents if cents != 0 else Decimal("0.00"))
    return _decimal_sign(text, lang)


def stake_text(stake: Decimal, lang: str = "en") -> str:
    """The stake as a person reads it: '1.00', «0,50»."""
    return _decimal_sign(format(canonical_stake(stake), "f"), lang)


def decimal_text(text: str, lang: str = "en") -> str:
    """A decimal number's text with `lang`'s decimal sign and minus («−1,46»)."""
    return _decimal_sign(text, lang)


def _decimal_sign(text: str, lang: str) -> str:
    if lang == "en":  # the point: nothing to look up
        return text
    from .glossary import say
    return text.replace(".", say(Msg("core.decimal_sign"), lang)).replace(
        "-", say(Msg("core.minus_sign"), lang))


def money_json(amount: Decimal) -> str:
    """Money as an exact decimal string with at least two decimals ("134.00", "0.125")."""
    if amount == amount.quantize(Decimal("0.01")):
        return str(amount.quantize(Decimal("0.01")))
    return str(amount.normalize())
