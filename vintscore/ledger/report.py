"""The club's account in words and as JSON (`vint ledger`, `vint ledger --json`).

Pure: a Report in, lines (and, for the terminal, one table drawn by layout.py, which
imports rich only when called) or a JSON document out.
"""
from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from decimal import Decimal
from typing import Any

from ..display import date_text
from ..glossary import Msg, has, say, sayer
from ..money import money_json, money_text, stake_text
from ..text import safe
from .accounts import Account, Line, Report
from .model import Paid, amount_text

FORMAT = "vintscore-ledger-report"
SCHEMA_VERSION = 1


def game_word(game: str, lang: str) -> str:
    """A game's name in `lang` ('Vint', 'преферанс'); a game without one, as the file says."""
    key = f"{game}.name"  # its own message (games/base.py: Game.title), if it is one we know
    return say(Msg(key), lang) if has(key) else game


def plain(amount: Decimal, lang: str = "en") -> str:
    """An amount to the cent, unsigned: '12.50' («12,50» in Russian)."""
    return money_text(abs(amount), lang).lstrip("+")


def day(d: date, lang: str = "en") -> str:
    """A day as `lang` writes it ('2026-12-01', «01.12.2026»); JSON and CSV keep ISO."""
    return date_text(d, lang)


def facts(report: Report, lang: str) -> list[tuple[str, str]]:
    """What was counted, a fact each, as (label, value): the season, --since and --until,
    and the sessions' dates. An open end of a range is said in words ("from 2026-12-01"),
    never as a dangling "…"."""
    t = sayer(lang)
    out = []
    season = report.season
    if season is not None:
        if season.listed:
            value = t("ledger.span.season_listed", name=safe(season.name),
                      sessions=", ".join(safe(s) for s in season.sessions))
        else:
            value = t("ledger.span.season_dated", name=safe(season.name),
                      days=_days(season.since, season.until, lang))
        out.append((t("ledger.span.season"), value))
    if report.since is not None or report.until is not None:
        out.append((t("ledger.span.dates"), _days(report.since, report.until, lang)))
    days = [s.day for s in report.sessions]
    if days:
        counted = t("ledger.span.sessions", sessions=len(report.sessions),
                    payments=len(report.payments), first=day(min(days), lang),
                    last=day(max(days), lang))
    else:
        counted = t("ledger.span.no_sessions", payments=len(report.payments))
    out.append((t("ledger.span.counted"), counted))
    return out


def _days(since: date | None, until: date | None, lang: str) -> str:
    """A range of days in words, either end perhaps open."""
    t = sayer(lang)
    if since is not None and until is not None:
        return t("ledger.span.between", since=day(since, lang), until=day(until, lang))
    if since is not None:
        return t("ledger.span.from", since=day(since, lang))
    if until is not None:
        return t("ledger.span.up_to", until=day(until, lang))
    return t("ledger.span.every_day")


def span(report: Report, lang: str) -> list[str]:
    """What was counted, a line a fact ("Dates: from 2026-12-01.")."""
    t = sayer(lang)
    return [t("ledger.span.line", label=label, value=value)
            for label, value in facts(report, lang)]


def title(report: Report, lang: str) -> str:
    t = sayer(lang)
    if report.currency:
        return t("ledger.title.currency", currency=safe(report.currency))
    return t("ledger.title")


def name_of(account: Account, lang: str) -> str:
    """An account's heading: the member and his aliases, or a name marked not a member."""
    t = sayer(lang)
    if not account.member:
        return t("ledger.not_member", name=safe(account.name))
    if account.aliases:
        return t("ledger.aliases", name=safe(account.name),
                 aliases=", ".join(safe(a) for a in account.aliases))
    return safe(account.name)


def line_text(account: Account, line: Line, lang: str, width: int = 0) -> str:
    """A session's money in an account: its date, its name (`width` wide, with `*` when
    unfinished), the money, and the name played under when it is not the account's."""
    t = sayer(lang)
    name = safe(line.session) + ("" if line.finished else " *")
    text = f"  {day(line.day, lang)}  {name.ljust(width)}  {money_text(line.money, lang):>9}"
    if line.played_as != account.name:
        text += "  " + t("ledger.played_as", name=safe(line.played_as))
    return text


def paid_text(paid: Paid, made: bool, lang: str) -> str:
    """A payment in an account: made to someone (→), or received from someone (←)."""
    t = sayer(lang)
    key = "ledger.paid.to" if made else "ledger.paid.from"
    text = "  " + t(key, date=day(paid.day, lang),
                    name=safe(paid.payee if made else paid.payer),
                    amount=plain(paid.amount, lang))
    return text + (f"  ({safe(paid.note)})" if paid.note else "")


def totals_text(account: Account, lang: str) -> str:
    return "  " + sayer(lang)("ledger.totals", won=plain(account.won, lang),
                                lost=plain(account.lost, lang),
                                paid=plain(account.paid_total, lang),
                                received=plain(account.received_total, lang),
                                balance=money_text(account.balance, lang))


def lines(report: Report, lang: str, *, has_ledger: bool = True,
          folder: str = "") -> list[str]:
    """Everything `vint ledger` says above its table: the span, the sessions, and each
    person's sessions and payments."""
    t = sayer(lang)
    out = [title(report, lang), *span(report, lang)]
    if not has_ledger:
        out.append(t("ledger.no_ledger", folder=folder))
    if report.missing:
        out.append(t("ledger.missing", names=", ".join(safe(n) for n in report.missing)))
    for session, member, names in report.shared:
        out.append(t("ledger.shared", session=safe(session), member=safe(member),
                     names=", ".join(safe(n) for n in names)))
    if report.sessions:
        out += ["", t("ledger.sessions")]
        width = max(len(safe(s.name)) for s in report.sessions)
        for s in report.sessions:
            row = t("ledger.session", date=day(s.day, lang), name=safe(s.name).ljust(width),
                    game=game_word(s.game, lang), stake=stake_text(s.stake, lang))
            out.append(row if s.finished else t("ledger.session.unfinished", row=row))
    for account in report.accounts:
        if not (account.lines or account.paid or account.received):
            continue
        out += ["", name_of(account, lang)]
        width = max((len(safe(line.session)) + 2 * (not line.finished)
                     for line in account.lines), default=0)
        entries: list[tuple[Any, int, str]] = [
            (line.day, 0, line_text(account, line, lang, width)) for line in account.lines]
        entries += [(p.day, 1, paid_text(p, True, lang)) for p in account.paid]
        entries += [(p.day, 1, paid_text(p, False, lang)) for p in account.received]
        out += [text for _, _, text in sorted(entries, key=lambda e: (e[0], e[1]))]
        out.append(totals_text(account, lang))
    return out


def balance_rows(report: Report, lang: str) -> tuple[list[str], list[list[str]]]:
    """The balances table: its headings and a row for each person."""
    t = sayer(lang)
    headers = [t(f"ledger.col.{k}") for k in
               ("name", "won", "lost", "paid", "received", "balance")]
    rows = [[name_of(a, lang), plain(a.won, lang), plain(a.lost, lang),
             plain(a.paid_total, lang), plain(a.received_total, lang),
             money_text(a.balance, lang)] for a in report.accounts]
    return headers, rows


def settle_lines(report: Report, lang: str) -> list[str]:
    """The fewest payments that would clear the balances now."""
    from ..payments import amount
    t = sayer(lang)
    up = report.settle_up()
    rounded = [t("settle.payments.rounded")] if up.rounded else []
    if not up.payments:
        return [t("ledger.clear.none"), *rounded]
    out = [t("ledger.clear")]
    out += [t("settle.payment", payer=safe(p.payer), payee=safe(p.payee),
              amount=plain(amount(p.cents), lang)) for p in up.payments]
    return out + rounded


def notes(report: Report, lang: str) -> list[str]:
    """What the marks mean: unfinished sessions, names that are not members'."""
    t = sayer(lang)
    out = []
    if report.unfinished:
        out.append(t("ledger.note.unfinished"))
    if any(not a.member for a in report.accounts):
        out.append(t("ledger.note.not_member"))
    return out


def parts(report: Report, lang: str, width: int, *, has_ledger: bool = True,
          folder: str = "") -> list[Any]:
    """What `vint ledger` prints: lines, the balances table (a table when it fits, else
    a few lines a person), who would pay whom, and the notes."""
    from ..layout import table_or_list
    out: list[Any] = lines(report, lang, has_ledger=has_ledger, folder=folder)
    if report.accounts:
        headers, rows = balance_rows(report, lang)
        out += ["", table_or_list(sayer(lang)("ledger.balances"), headers, rows, width, lang)]
        out += settle_lines(report, lang)
    elif not report.sessions:
        return out
    else:
        out += ["", sayer(lang)("ledger.nobody")]
    said = notes(report, lang)
    return out + ([""] + said if said else [])


def to_json(report: Report, skipped: Sequence[tuple[str, str]] = ()) -> dict[str, Any]:
    """`vint ledger --json`: stable keys, money as decimal strings, every amount in cents
    as the ledger shows it (each session's cents, as `vint settle --json`'s `money_cents`)."""
    from ..payments import amount, payments_json

    def paid(p: Paid) -> dict[str, Any]:
        return {"date": p.day.isoformat(), "from": p.payer, "to": p.payee,
                "amount": amount_text(p.amount), "season": p.season or None, "note": p.note}

    season = report.season
    up = report.settle_up()
    accounts = {}
    for a in report.accounts:
        accounts[a.name] = {
            "member": a.member, "aliases": list(a.aliases),
            "sessions": [{"session": line.session, "date": line.day.isoformat(),
                          "game": line.game, "as": line.played_as,
                          "finished": line.finished, "money": money_json(line.money)}
                         for line in a.lines],
            "won": money_json(a.won), "lost": money_json(a.lost),
            "paid": money_json(a.paid_total), "received": money_json(a.received_total),
            "balance": money_json(a.balance)}
    return {
        "format": FORMAT, "schema_version": SCHEMA_VERSION,
        "currency": report.currency or None,
        "since": report.since.isoformat() if report.since else None,
        "until": report.until.isoformat() if report.until else None,
        "season": None if season is None else {
            "name": season.name, "since": season.since.isoformat() if season.since else None,
            "until": season.until.isoformat() if season.until else None,
            "sessions": list(season.sessions)},
        "sessions": [{"session": s.name, "game": s.game, "date": s.day.isoformat(),
                      "finished": s.finished, "stake": format(s.stake, "f"),
                      "money": {p: money_json(amount(c)) for p, c in s.cents}}
                     for s in report.sessions],
        "accounts": accounts,
        # told apart (docs/contract.md): `paid`, the payments made (`vint paid`), which the
        # balances count; `payments`, the fewest still to make that would clear them
        "paid": [paid(p) for p in report.payments],
        "payments": payments_json(up), "payments_rounded": up.rounded,
        "missing": list(report.missing),
        "shared": [{"session": session, "member": member, "names": list(names)}
                   for session, member, names in report.shared],
        "skipped": [{"file": name, "problem": problem} for name, problem in skipped],
    }

