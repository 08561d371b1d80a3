"""The club ledger's accounts (vintscore/ledger/accounts.py), pure: balances, who is whom, what
is counted, and the fewest payments that clear the balances (issue 15).

The minimum number of payments comes from the exhaustive search written for
tests/core/test_payments.py, not from vintscore/payments.py.
"""
from __future__ import annotations

import random
from datetime import date, datetime
from decimal import Decimal

import pytest
from core.test_payments import most_groups

from vintscore.errors import NotationError
from vintscore.ledger.accounts import SessionMoney, account, counts_payment, counts_session
from vintscore.ledger.model import Ledger, Member, Paid, Season, parse_amount, parse_day


def played(name: str, day: str, money: dict[str, str], finished: bool = True,
           game: str = "vint", rounded: bool = False) -> SessionMoney:
    """A session as the ledger is given it: its money to the cent, as its settlement
    rounded it (issue 23)."""
    cents = tuple((p, int(Decimal(m) * 100)) for p, m in money.items())
    assert all(Decimal(c) == Decimal(m) * 100 for (_, c), m in zip(cents, money.values()))
    return SessionMoney(name, game, datetime.fromisoformat(f"{day}T19:00:00+03:00"),
                  Decimal("1.00"), finished, cents, rounded)


def paid(day: str, payer: str, payee: str, amount: str, season: str = "") -> Paid:
    return Paid(date.fromisoformat(day), payer, payee, Decimal(amount), season)


CLUB = Ledger((Member("Anna", ("Аня", "Anya")), Member("Boris", ("Боря",)), Member("Vera")))


def test_a_member_is_one_account_whatever_name_he_played_under():
    report = account(CLUB, [
        played("fri", "2026-09-04", {"Anna": "10.00", "Boris": "-10.00"}),
        played("sat", "2026-09-05", {"аня": "-2.50", "Vera": "2.50"}),
        played("sun", "2026-09-06", {"ANYA": "1.25", "боря": "-1.25"}),
    ])
    anna = report.accounts[0]
    assert anna.name == "Anna" and anna.member
    assert [(line.session, line.played_as, line.money) for line in anna.lines] == [
        ("fri", "Anna", Decimal("10.00")), ("sat", "аня", Decimal("-2.50")),
        ("sun", "ANYA", Decimal("1.25"))]
    assert (anna.won, anna.lost, anna.balance) == (Decimal("11.25"), Decimal("2.50"),
                                                   Decimal("8.75"))


@pytest.mark.parametrize("name", [
    pytest.param("Ann", id="a-beginning-of-a-member-is-not-him"),
    pytest.param("Anna K", id="a-longer-name-is-not-him"),
    pytest.param("Анна", id="a-name-not-among-his-aliases"),
])
def test_a_name_no_member_has_is_shown_as_itself_never_merged(name):
    report = account(CLUB, [played("fri", "2026-09-04", {name: "5.00", "Boris": "-5.00"})])
    stranger = report.accounts[-1]
    assert (stranger.name, stranger.member) == (name, False)
    assert report.accounts[0].lines == ()  # Anna's account is untouched
    assert sum(a.balance for a in report.accounts) == 0


def test_two_players_at_one_table_under_one_members_names_are_told():
    report = account(CLUB, [played("fri", "2026-09-04", {"Anna": "3.00", "Аня": "-1.00",
                                                          "Boris": "-2.00"})])
    assert report.shared == (("fri", "Anna", ("Anna", "Аня")),)
    assert report.accounts[0].balance == Decimal("2.00")  # both counted, nothing lost


def test_a_stranger_written_in_two_cases_is_one_name():
    report = account(Ledger(), [played("a", "2026-09-04", {"Zoe": "1.00", "Kira": "-1.00"}),
                                played("b", "2026-09-05", {"ZOE": "2.00", "Kira": "-2.00"})])
    assert [(a.name, a.balance) for a in report.accounts] == [
        ("Kira", Decimal("-3.00")), ("Zoe", Decimal("3.00"))]


def test_payments_move_balances_and_keep_their_sum():
    ledger = Ledger(CLUB.members, payments=(paid("2026-09-10", "боря", "Anna", "4.00"),))
    report = account(ledger, [played("fri", "2026-09-04", {"Anna": "10.00", "Boris": "-10.00"})])
    anna, boris, vera = report.accounts
    assert (anna.received_total, anna.balance) == (Decimal("4.00"), Decimal("6.00"))
    assert (boris.paid_total, boris.balance) == (Decimal("4.00"), Decimal("-6.00"))
    assert vera.balance == 0
    assert [(t.payer, t.payee, t.cents) for t in report.settle_up().payments] == [
        ("Boris", "Anna", 600)]


AUTUMN = Season("autumn", date(2026, 9, 1), date(2026, 10, 31))
OPEN_END = Season("from-october", since=date(2026, 10, 1))
CUP = Season("cup", sessions=("Final", "semi"))


@pytest.mark.parametrize("session, day, since, until, season, counted", [
    pytest.param("fri", "2026-09-04", None, None, None, True, id="everything"),
    pytest.param("fri", "2026-09-04", date(2026, 9, 4), None, None, True, id="since-the-day"),
    pytest.param("fri", "2026-09-03", date(2026, 9, 4), None, None, False, id="before-since"),
    pytest.param("fri", "2026-09-04", None, date(2026, 9, 4), None, True, id="until-the-day"),
    pytest.param("fri", "2026-09-05", None, date(2026, 9, 4), None, False, id="after-until"),
    pytest.param("fri", "2026-10-31", None, None, AUTUMN, True, id="season-last-day"),
    pytest.param("fri", "2026-11-01", None, None, AUTUMN, False, id="after-the-season"),
    pytest.param("fri", "2027-05-01", None, None, OPEN_END, True, id="season-open-ended"),
    pytest.param("final", "2026-12-24", None, None, CUP, True, id="listed-any-case"),
    pytest.param("fri", "2026-12-24", None, None, CUP, False, id="not-listed"),
    pytest.param("final", "2026-12-24", None, date(2026, 12, 1), CUP, False,
                 id="listed-but-after-until"),
])
def test_which_sessions_are_counted(session, day, since, until, season, counted):
    assert counts_session(played(session, day, {}), since, until, season) is counted


@pytest.mark.parametrize("payment, since, season, counted", [
    pytest.param(paid("2026-09-20", "A", "B", "1"), None, None, True, id="everything"),
    pytest.param(paid("2026-09-20", "A", "B", "1"), date(2026, 10, 1), None, False,
                 id="before-since"),
    pytest.param(paid("2026-09-20", "A", "B", "1"), None, AUTUMN, True, id="within-dates"),
    pytest.param(paid("2026-12-20", "A", "B", "1"), None, AUTUMN, False, id="outside-dates"),
    pytest.param(paid("2026-12-20", "A", "B", "1", "Autumn"), None, AUTUMN, True,
                 id="made-for-the-season-any-day"),
    pytest.param(paid("2026-09-20", "A", "B", "1", "cup"), None, AUTUMN, False,
                 id="made-for-another-season"),
    pytest.param(paid("2026-09-20", "A", "B", "1"), None, CUP, False,
                 id="a-listed-season-counts-only-its-own"),
    pytest.param(paid("2026-12-30", "A", "B", "1", "cup"), None, CUP, True,
                 id="made-for-a-listed-season"),
])
def test_which_payments_are_counted(payment, since, season, counted):
    assert counts_payment(payment, since, None, season) is counted


def _random_club(rng: random.Random, n: int) -> tuple[Ledger, list[SessionMoney]]:
    """n people (some members with aliases, some strangers), sessions of 3 to 6 of them
    with money in cents summing to zero, and a few payments between members."""
    people = [f"P{i}" for i in range(n)]
    members = [Member(p, (f"alias-{p}",)) for p in people[: n - n // 3]]
    sessions = []
    for k in range(rng.randint(1, 6)):
        at = rng.sample(people, min(n, rng.randint(2, 6)))
        values = [rng.choice([-1, 1]) * rng.randint(0, 40) * rng.choice([1, 5, 25])
                  for _ in at[1:]]
        values.insert(0, -sum(values))
        names = [f"alias-{p}" if rng.random() < 0.3 and p in {m.name for m in members} else p
                 for p in at]
        sessions.append(played(f"s{k}", f"2026-09-{k + 1:02d}",
                               {name: str(Decimal(v) / 100) for name, v in zip(names, values)}))
    payments = []
    for _ in range(rng.randint(0, 4)):
        if len(members) >= 2:
            a, b = rng.sample(members, 2)
            payments.append(paid("2026-09-15", a.name, b.name, f"{rng.randint(1, 3000) / 100:.2f}"))
    return Ledger(tuple(members), payments=tuple(payments)), sessions


@pytest.mark.parametrize("n", range(2, 17))
def test_random_balances_are_cleared_by_the_exhaustive_minimum(n):
    rng = random.Random(1500 + n)
    for _ in range(4 if n <= 12 else 2):
        ledger, sessions = _random_club(rng, n)
        report = account(ledger, sessions)
        cents = {a.name: int(a.balance * 100) for a in report.accounts}
        assert all(a.balance * 100 == cents[a.name] for a in report.accounts)
        assert sum(cents.values()) == 0
        up = report.settle_up()
        assert not up.rounded
        left = dict(cents)
        for t in up.payments:
            left[t.payer] += t.cents
            left[t.payee] -= t.cents
        assert all(v == 0 for v in left.values())
        nonzero = sum(1 for v in cents.values() if v)
        assert len(up.payments) == nonzero - most_groups(tuple(cents.values()))


@pytest.mark.parametrize("typed, cents", [
    pytest.param("12.50", Decimal("12.50"), id="cents"),
    pytest.param("12,5", Decimal("12.50"), id="comma"),
    pytest.param(" 7 ", Decimal("7.00"), id="whole"),
])
def test_amounts_typed(typed, cents):
    assert parse_amount(typed) == cents


@pytest.mark.parametrize("typed, words", [
    pytest.param("0", "pays nothing", id="zero"),
    pytest.param("-5", "cannot be negative", id="negative"),
    pytest.param("12.345", "not an amount", id="below-a-cent"),
    pytest.param("twelve", "not an amount", id="words"),
    pytest.param("1e3", "not an amount", id="exponent"),
])
def test_amounts_refused(typed, words):
    with pytest.raises(NotationError) as caught:
        parse_amount(typed)
    assert words in caught.value.message


@pytest.mark.parametrize("typed", ["2026-13-01", "2026-9-1", "yesterday", "2026-02-30"])
def test_dates_refused(typed):
    with pytest.raises(NotationError) as caught:
        parse_day(typed, "--date")
    assert "--date takes a date written YYYY-MM-DD" in caught.value.message


def test_balances_are_the_sums_of_the_sessions_cents_and_say_when_one_was_rounded():
    # issue 23 (it replaces the exact sums of fractions of a cent that issue 15 kept):
    # each session counts as the cents it was settled in, so three sessions of a third of
    # a cent each way, each settled as 0.00 (or a cent), add up to what the lines show
    report = account(Ledger(), [
        played("a", "2026-09-01", {"A": "0.00", "B": "0.00"}, rounded=True),
        played("b", "2026-09-02", {"A": "0.01", "B": "-0.01"}, rounded=True),
        played("c", "2026-09-03", {"A": "0.00", "B": "0.00"}, rounded=True),
    ])
    a, b = report.accounts
    assert [line.money for line in a.lines] == [Decimal("0.00"), Decimal("0.01"),
                                                 Decimal("0.00")]
    assert (a.won, a.lost, a.balance) == (Decimal("0.01"), Decimal("0.00"), Decimal("0.01"))
    assert (b.won, b.lost, b.balance) == (Decimal("0.00"), Decimal("0.01"), Decimal("-0.01"))
    up = report.settle_up()
    assert [(t.payer, t.payee, t.cents) for t in up.payments] == [("B", "A", 1)]
    assert up.rounded  # the sessions' money was rounded to the cent: said under the payments


def test_when_nothing_is_counted():
    report = account(CLUB, [played("fri", "2026-09-04", {"Anna": "1", "Boris": "-1"})],
                     since=date(2027, 1, 1))
    assert report.sessions == () and all(a.balance == 0 for a in report.accounts)
    assert report.settle_up().payments == ()


@pytest.mark.parametrize("module", ["vintscore.ledger.model", "vintscore.ledger.accounts",
                                    "vintscore.ledger.report", "vintscore.ledger.export"])
def test_the_ledger_is_pure_like_the_games(module):
    """ARCHITECTURE.md, "Layers": the core imports only the standard library and does no I/O; the ledger's
    model, accounts and words are core (storage and services bring the files)."""
    from core.test_layering import OUTER, loaded_after
    loaded = loaded_after(module)
    assert loaded.isdisjoint(OUTER), loaded
    import subprocess
    import sys
    code = (f"import sys, {module}\n"
            "print(' '.join(m for m in sys.modules if m.startswith('vintscore.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    mine = set(out.stdout.split())
    assert not {m for m in mine if m.startswith(("vintscore.storage", "vintscore.services",
                                                 "vintscore.cli"))}, mine
