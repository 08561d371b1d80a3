"""Who pays whom (issue 15): the fewest payments that clear a table's money.

Each player's net is an amount of money (won +, lost −) and the nets sum to zero. A set
of payments clears them when every player pays out and receives exactly his net.

The fewest: split the players into the most groups whose nets each sum to zero; a group
of k players is cleared by k − 1 payments (each payment settles at least one of its two
players, and the last settles both), and no fewer can do (the payments form a forest,
and a tree of payments spans a zero-sum group). So the minimum is the number of players
with a net less the largest number of disjoint zero-sum groups — found exactly, over
subsets (`_most_groups`), not by the greedy rule of the usual "simplify debts", which
misses groups (+5 +3 −5 −3 is two payments, not three).

Among equally few, the choice is deterministic and leans to smaller payments: a pair
with opposite nets is a group of its own; within a group, each payment is the smallest
that settles someone (a debtor pays the creditor he can clear or be cleared by with the
least money), so no payment is larger than the larger of the two nets it settles.
"""
from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from fractions import Fraction

from .value import value

CENT = Decimal("0.01")


@value
class Payment:
    """`payer` gives `payee` `cents` (an amount of money in hundredths)."""

    payer: str
    payee: str
    cents: int


@value
class SettleUp:
    """What clears a table: the payments, and whether the money had to be rounded to
    the cent to be paid."""

    payments: tuple[Payment, ...]
    rounded: bool


def clear(cents: Sequence[tuple[str, int]], rounded: bool = False) -> SettleUp:
    """The fewest payments that clear money already in cents (a settlement's `cents`, the
    ledger's balances): they pay exactly what is shown. `rounded`: whether those cents
    were rounded from the exact money, said under the payments."""
    return SettleUp(fewest(cents), rounded)


def amount(cents: int) -> Decimal:
    """Cents as money: 1250 -> Decimal('12.50')."""
    return (Decimal(cents) * CENT).quantize(CENT)


def amounts(cents: Sequence[tuple[str, int]]) -> dict[str, Decimal]:
    """Each player's cents as money, as every surface shows it: {"Anna": Decimal('11.33')}."""
    return {p: amount(c) for p, c in cents}


def cents_of(money: Decimal) -> int:
    """Money to the cent as cents: Decimal('-12.50') -> -1250 (raises ValueError when it has
    a fraction of a cent: such money is rounded once, by `to_cents`, never here)."""
    cents = money * 100
    if cents != cents.to_integral_value():
        raise ValueError(f"not whole cents: {money}")
    return int(cents)


def payments_keys(cents: Sequence[tuple[str, int]], rounded: bool) -> dict[str, object]:
    """The keys `money_cents`, `payments` and `payments_rounded` of `vint settle --json`,
    both games: the money as every surface shows it, and the payments made from it."""
    up = clear(cents, rounded)
    return {"money_cents": {p: str(amount(c)) for p, c in cents},
            "payments": payments_json(up), "payments_rounded": up.rounded}


def payments_json(up: SettleUp) -> list[dict[str, str]]:
    """The key `payments` of `vint settle --json`: from, to, amount as text."""
    return [{"from": t.payer, "to": t.payee, "amount": str(amount(t.cents))}
            for t in up.payments]


def to_cents(money: Sequence[tuple[str, Decimal | Fraction]]
             ) -> tuple[tuple[tuple[str, int], ...], bool]:
    """Each player's money in whole cents, still summing to zero, and whether a cent had
    to move (V11 money is exact: a stake of 0.33 a hundred makes fractions of a cent, and
    P10 thirds of a vist make them at any stake).

    The one rounding of money to the cent, done once, where a session is settled (both
    games' settle call it; every surface then shows and sums these cents). By largest
    remainder: each amount is rounded down, and the cents this leaves over go one each to
    the largest remainders; among equal remainders, to the earlier player in the order
    given — the settlements give their players in seating order — so a tie always falls
    the same way, in his favour (a cent more won, or a cent less lost)."""
    exact = [(name, Fraction(m) * 100) for name, m in money]
    floors = [(name, q.numerator // q.denominator, q) for name, q in exact]
    rounded = any(f != q for _, f, q in floors)
    left = -sum(f for _, f, _ in floors)  # the cents the floors took off (≥ 0)
    order = sorted(range(len(floors)), key=lambda i: (-(floors[i][2] - floors[i][1]), i))
    extra = set(order[:left])
    return tuple((name, f + (i in extra)) for i, (name, f, _) in enumerate(floors)), rounded


def fewest(nets: Sequence[tuple[str, int]]) -> tuple[Payment, ...]:
    """The fewest payments that clear `nets` (player, cents; summing to zero), in the
    order of the players as given."""
    if sum(v for _, v in nets) != 0:
        raise ValueError(f"the nets do not sum to zero: {list(nets)}")
    payments: list[Payment] = []
    for group in _groups([(p, v) for p, v in nets if v != 0]):
        payments.extend(_clear(group))
    order = {p: i for i, (p, _) in enumerate(nets)}
    return tuple(sorted(payments, key=lambda t: (order[t.payer], order[t.payee])))


def _groups(nets: list[tuple[str, int]]) -> list[list[tuple[str, int]]]:
    """The players split into the most groups whose nets sum to zero."""
    groups: list[list[tuple[str, int]]] = []
    rest = list(nets)
    # A pair with opposite nets is a group in some best split: two groups G ∋ a, H ∋ b
    # give {a, b} and (G ∪ H) − {a, b}, as many; one group G ∋ a, b gives two.
    i = 0
    while i < len(rest):
        j = next((j for j in range(i + 1, len(rest)) if rest[j][1] == -rest[i][1]), None)
        if j is None:
            i += 1
            continue
        groups.append([rest[i], rest[j]])
        del rest[j], rest[i]
    if rest:
        groups.extend([[rest[k] for k in g] for g in _most_groups([v for _, v in rest])])
    return groups


def _most_groups(values: list[int]) -> list[list[int]]:
    """Indices of `values` (summing to zero) split into the most zero-sum groups.

    best[m] is the most zero-sum sets in a chain ∅ ⊂ … ⊆ m of subsets, each one player
    bigger than the one before: the differences of its zero-sum links are disjoint
    zero-sum groups, and any split into groups is such a chain. O(n · 2ⁿ)."""
    n = len(values)
    size = 1 << n
    total = [0] * size
    best = [0] * size
    for mask in range(1, size):
        low = mask & -mask
        total[mask] = total[mask ^ low] + values[low.bit_length() - 1]
        most, m = 0, mask
        while m:
            bit = m & -m
            if best[mask ^ bit] > most:
                most = best[mask ^ bit]
            m ^= bit
        best[mask] = most + (total[mask] == 0)
    groups: list[list[int]] = []
    mask = size - 1
    start = mask
    while mask:
        need = best[mask] - (total[mask] == 0)
        m = mask
        while best[mask ^ (m & -m)] != need:  # some player's removal keeps the count
            m ^= m & -m
        mask ^= m & -m
        if total[mask] == 0:
            groups.append([i for i in range(n) if (start ^ mask) >> i & 1])
            start = mask
    return groups


def _clear(group: list[tuple[str, int]]) -> list[Payment]:
    """A zero-sum group cleared in len(group) − 1 payments, each the smallest that settles
    one of its two players (the earlier players first among equal ones)."""
    left = dict(group)
    names = [p for p, _ in group]
    payments = []
    while any(left.values()):
        amount, payer, payee = min(
            (min(-left[d], left[c]), names.index(d), names.index(c))
            for d in names if left[d] < 0 for c in names if left[c] > 0)
        d, c = names[payer], names[payee]
        payments.append(Payment(d, c, amount))
        left[d] += amount
        left[c] -= amount
    return payments


def payment_lines(up: SettleUp, lang: str) -> list[str]:
    """Who pays whom, a line each, in `lang` (after `vint settle`'s table)."""
    from .glossary import Msg, say
    from .money import money_text
    rounded = [say(Msg("settle.payments.rounded"), lang)] if up.rounded else []
    if not up.payments:  # a cent may still have moved: everyone's fraction rounded away
        return [say(Msg("settle.payments.none"), lang), *rounded]
    lines = [say(Msg("settle.payments"), lang)]
    lines += [say(Msg("settle.payment", payer=t.payer, payee=t.payee,
                      amount=money_text(amount(t.cents), lang).lstrip("+")), lang)
              for t in up.payments]
    return lines + rounded
