"""Issue 23, the property: over random sessions of both games, random stakes and random
club ledgers, every total on every surface is the sum of the lines it shows, and the
payments clear the money (or the balances) they stand under, to the cent.

The surfaces are read back as text (tests/helpers_cli/cents.py): `vint settle` on the
terminal (English or Russian), the Markdown, CSV, JSON and HTML exports, and the club
ledger's text and JSON (and its Markdown, CSV and HTML). Each player's cents must also be
within a cent of his exact money (points × stake / 100, V11; the result × the stake, P10)
and the same on every surface. The live page draws the export's HTML sections (the
regression tests of tests/cli/test_cents.py read it); it needs a served file, so it is
not drawn here.

Bounded for the quick set (a few seconds); HYPOTHESIS_PROFILE=long runs many more.
"""
from __future__ import annotations

import io
import json
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from fractions import Fraction
from types import SimpleNamespace

from helpers_cli import cents as shown
from hypothesis import given, settings
from hypothesis import strategies as st
from preferans.test_pref_rules import pulyas
from vint.test_settlement import sessions as four_handed

from vintscore.games import game_of
from vintscore.games.vint.model import Adjustment, TableMode
from vintscore.games.vint.presets import PRESETS
from vintscore.games.vint.sheet import replay
from vintscore.ledger.accounts import SessionMoney, account
from vintscore.ledger.model import Ledger, Member, Paid
from vintscore.session import Session

QUICK = settings(max_examples=max(12, settings.default.max_examples // 5))

# stakes with up to three decimals: most of them make fractions of a cent
STAKES = st.integers(1, 3000).map(lambda n: Decimal(n) / 1000) | st.sampled_from(
    [Decimal("0.25"), Decimal("0.33"), Decimal("0.125"), Decimal("1")])

TABLES = [(TableMode.PAIRS, 4), (TableMode.PAIRS, 5), (TableMode.PAIRS, 6),
          (TableMode.DUMMY, 3), (TableMode.SEPARATE, 3), (TableMode.INDIVIDUAL, 4),
          (TableMode.TWO, 2)]
NAMES = ("Anna", "Boris", "Vera", "Gleb", "Dmitri", "Egor")


@st.composite
def any_table(draw) -> Session:
    """A session at any table (V12) of free entries above (V10): odd amounts, so that the
    money takes every remainder; those a table refuses (a player sitting out) left out."""
    table, count = draw(st.sampled_from(TABLES))
    players = tuple(NAMES[:count])
    events = tuple(Adjustment(draw(st.sampled_from(players)), draw(st.integers(-4000, 6000)),
                              reason="r")
                   for _ in range(draw(st.integers(1, 6))))
    s = Session("any", datetime(2026, 12, 1, 19, tzinfo=UTC), players, PRESETS["classic"],
                events, table)
    refused = {p.number for p in replay(s, keep_going=True).problems}
    return replace(s, events=tuple(e for i, e in enumerate(events, 1) if i not in refused))


def vint_sessions():
    return st.one_of(four_handed(), any_table())


def accepted(s: Session) -> Session:
    """The session without the events its game refuses (a deal after the pulya closed)."""
    refused = {p.number for p in game_of(s.game).fold.replay(s, keep_going=True).problems}
    return replace(s, events=tuple(e for i, e in enumerate(s.events, 1) if i not in refused))


def pulya_sessions():
    return pulyas().map(accepted).filter(lambda s: s.events)


def settled(s: Session):
    game = game_of(s.game)
    sheet = game.fold.replay(s)
    return game, sheet, game.fold.settle(sheet, s.stake)


def exact_money(s: Session, settlement) -> dict[str, Fraction]:
    if s.game == "preferans":
        return {p: v * Fraction(s.stake) for p, v in settlement.exact}
    return {p: Fraction(v) * Fraction(s.stake) / 100 for p, v in settlement.points}


def terminal(game, s: Session, sheet, lang: str) -> str:
    """`vint settle` as the terminal shows it (wide enough for a column a player)."""
    from rich.console import Console
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None, highlight=False, emoji=False,
                      markup=False)
    for part in game.view.settle(SimpleNamespace(session=s, sheet=sheet, game=game), lang, 200):
        console.print(part)
    return out.getvalue()


def check_session(s: Session, lang: str) -> None:
    game, sheet, settlement = settled(s)
    players = [p for p, _ in settlement.cents]
    played = SimpleNamespace(session=s, sheet=sheet, game=game)
    data = json.loads(game.export.text("json", played, "s", lang))["settlement"]
    cents, payments = shown.json_money(data)
    assert list(cents) == players
    shown.adds_up(cents, payments, "json")
    exact = exact_money(s, settlement)
    assert all(abs(Fraction(cents[p]) - exact[p]) < Fraction(1, 100) for p in players)
    assert data["payments_rounded"] == any(Fraction(cents[p]) != exact[p] for p in players)
    text = terminal(game, s, sheet, lang)
    reading = shown.pref_text_money if s.game == "preferans" else shown.vint_text_money
    pages = {fmt: game.export.text(fmt, played, "s", lang) for fmt in ("md", "csv", "html")}
    surfaces = {
        "terminal": (reading(text, players), shown.text_payments(text)),
        "md": shown.markdown(pages["md"], players),
        "csv": shown.csv_money(pages["csv"], players),
        "html": shown.html(pages["html"]),
    }
    for where, (money, paid) in surfaces.items():
        assert money == cents, (where, money, cents)  # every surface shows the same cents
        assert paid == payments, (where, paid, payments)
        shown.adds_up(money, paid, where)
    for where, words in (("terminal", text), ("md", pages["md"]), ("html", pages["html"])):
        said = words.count("money rounded to the cent") + words.count("деньги округлены")
        assert said == (1 if data["payments_rounded"] else 0), (where, words)  # said once


@QUICK
@given(vint_sessions().filter(lambda s: replay(s).rubbers), STAKES,
       st.sampled_from(["en", "ru"]))
def test_every_vint_surface_adds_up_and_is_paid_to_the_cent(s, stake, lang):
    check_session(replace(s, stake=stake), lang)


@QUICK
@given(pulya_sessions(), STAKES, st.sampled_from(["en", "ru"]))
def test_every_pulya_surface_adds_up_and_is_paid_to_the_cent(s, stake, lang):
    check_session(replace(s, stake=stake), lang)


# -- the club ledger ----------------------------------------------------------------------

# the members and the names they play under (the pulyas' N, E, S, W among them); Kira is
# nobody's name: an account of her own
MEMBERS = (Member("Anna", ("Аня", "N")), Member("Boris", ("E",)),
           Member("Vera", ("Верочка", "S")), Member("Gleb", ("W",)), Member("Dmitri"),
           Member("Egor"))
SPELLINGS = {"Anna": ("Anna", "Аня"), "Vera": ("Vera", "Верочка"), "Dmitri": ("Kira",)}


@st.composite
def club(draw) -> tuple[Ledger, list[SessionMoney]]:
    """A few sessions of either game at their own stakes, settled as `vint settle` settles
    them, some names written as aliases or as a stranger's; payments between members."""
    played = []
    for k in range(draw(st.integers(1, 5))):
        s = draw(st.one_of(any_table(), pulya_sessions()))
        game, sheet, settlement = settled(replace(s, stake=draw(STAKES)))
        cents = tuple((draw(st.sampled_from(SPELLINGS.get(p, (p,)))), c)
                      for p, c in settlement.cents)
        if len({p for p, _ in cents}) < len(cents):  # two spellings of one name at a table
            cents = settlement.cents
        played.append(SessionMoney(f"s{k}", s.game, datetime(2026, 12, 1, 19, tzinfo=UTC)
                             + timedelta(days=k), s.stake, game.fold.finished(sheet), cents,
                             settlement.cents_rounded))
    payments = tuple(
        Paid(date(2026, 12, 1) + timedelta(days=draw(st.integers(0, 6))), a, b,
             Decimal(draw(st.integers(1, 20000))) / 100)
        for a, b in draw(st.lists(st.tuples(st.sampled_from(NAMES), st.sampled_from(NAMES))
                                  .filter(lambda t: t[0] != t[1]), max_size=4)))
    return Ledger(MEMBERS, payments=payments), played


@QUICK
@given(club())
def test_every_ledger_total_is_the_sum_of_its_lines_and_the_payments_clear_it(made):
    from rich.console import Console

    from vintscore.ledger import export as ledger_export
    from vintscore.ledger.report import parts, to_json
    ledger, sessions = made
    report = account(ledger, sessions)
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None, highlight=False, markup=False)
    for part in parts(report, "en", 200):
        console.print(part)
    accounts, payments = shown.ledger_text(out.getvalue())
    for name, a in accounts.items():
        shown.account_adds_up(name, a)
    balances = {n: a["balance"] for n, a in accounts.items()}
    shown.adds_up(balances, payments, "vint ledger")
    data = to_json(report)
    shown.ledger_json_adds_up(data)
    # each session's line is that session's cents, as its settlement rounded them
    for s, got in zip(sessions, data["sessions"]):
        assert {p: Decimal(m) * 100 for p, m in got["money"].items()} == dict(s.cents)
    assert {n: Decimal(a["balance"]) for n, a in data["accounts"].items()
            if n in balances} == balances
    for fmt in ("md", "csv", "html"):
        text = {"md": ledger_export.to_markdown, "csv": ledger_export.to_csv,
                "html": ledger_export.to_html}[fmt](report, "en")
        if fmt == "csv":
            rows = shown.csv_sections(text)
            table = {r[0]: shown.amount(r[7]) for r in rows[0][1:]}
            paid = [(r[0], r[1], shown.amount(r[2])) for r in rows[-1][1:]]
        elif fmt == "md":
            table = {r[0]: shown.amount(r[7]) for r in shown.md_table(text, "## Balances")}
            paid = shown.md_payments(text)
        else:
            from ledger.test_ledger_cli import _Tables
            page = _Tables()
            page.feed(text)
            table = {r[0]: shown.amount(r[7]) for r in page.tables["balances"][1:]}
            paid = [(r[0], r[1], shown.amount(r[2])) for r in page.tables.get("payments", [])[1:]]
        assert {n: v for n, v in table.items() if n in balances} == balances, fmt
        assert paid == payments, fmt
        shown.adds_up(table, paid, fmt)
