"""The club ledger's commands (issue 15): `vint ledger` (the account across sessions, or
a member added) and `vint paid` (a payment recorded). They parse and render; the work is
services/ledger.py's, the words vintscore/ledger/report.py's."""
from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from ..errors import InputError
from ..glossary import Msg
from .commands import command
from .common import (
    JsonOpt,
    LangOpt,
    current_lang,
    echo,
    handled,
    mark_saved,
    print_json,
    sessions_folder,
    show,
    width,
)


@command()
@handled
def ledger(
    since: Annotated[Optional[str], typer.Option("--since", metavar="DATE", help="@cli.help.ledger.since")] = None,
    until: Annotated[Optional[str], typer.Option("--until", metavar="DATE", help="@cli.help.ledger.until")] = None,
    month: Annotated[Optional[str], typer.Option("--month", metavar="YYYY-MM", help="@cli.help.ledger.month")] = None,
    season: Annotated[Optional[str], typer.Option("--season", metavar="SEASON", help="@cli.help.ledger.season")] = None,
    as_json: JsonOpt = False,
    format: Annotated[Optional[str], typer.Option("--format", "-f", metavar="md|csv|html", help="@cli.help.ledger.format")] = None,
    output: Annotated[Optional[str], typer.Option("--output", "-o", metavar="FILE", help="@cli.help.ledger.output")] = None,
    force: Annotated[bool, typer.Option("--force", help="@cli.help.ledger.force")] = False,
    add_member: Annotated[Optional[str], typer.Option("--add-member", metavar="NAME", help="@cli.help.ledger.add_member")] = None,
    alias: Annotated[Optional[list[str]], typer.Option("--alias", metavar="NAME", help="@cli.help.ledger.alias")] = None,
    lang: LangOpt = None,
) -> None:
    """`vint ledger` (help: cli.help.ledger): each member's money across the sessions, the
    payments made, the balances and who would pay whom; or a member added."""
    from ..ledger.model import parse_day
    from ..services import ledger as club
    folder = sessions_folder()
    if add_member is not None:
        _add_member(folder, add_member, alias or [])
        return
    if alias:
        raise InputError(Msg("cli.ledger.alias_alone"), hint=Msg("cli.ledger.alias_alone.hint"))
    chosen = _format(format, as_json, output)
    if output is not None:
        from ..storage.export import refuse_empty
        refuse_empty(output)  # `-o ''`: a usage error, before the club is read
    from ..notation import month_range
    days = month_range(month, since, until, "vint ledger")  # issue 23: the treasurer's month
    start = days[0] if days else parse_day(since, "--since") if since is not None else None
    end = days[1] if days else parse_day(until, "--until") if until is not None else None
    found = club.accounted(folder, start, end, season)
    skipped = [(s.path.name, s.problem.said(current_lang())[0]) for s in found.skipped]
    from ..text import safe
    for name, problem in skipped:
        echo(Msg("cli.ledger.skipped", file=safe(name), problem=safe(problem)), err=True)
    if chosen == "json":
        data = _json(found.report, skipped)
        if output is None or str(output) == "-":
            print_json(data)
            return
        import json
        text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    elif chosen is not None:
        from ..ledger import export
        report = found.report
        text = (export.to_markdown(report, current_lang()) if chosen == "md"
                else export.to_csv(report, current_lang()) if chosen == "csv"
                else export.to_html(report, current_lang(), _ratings(folder, report)))
    else:
        from ..ledger.report import parts
        if not found.report.sessions and not found.report.accounts and not found.has_ledger:
            echo(Msg("cli.ledger.empty", folder=folder))
            return
        show(parts(found.report, current_lang(), width(), has_ledger=found.has_ledger,
                   folder=str(club.path_in(folder))))
        return
    if output is None or str(output) == "-":
        typer.echo(text, nl=False)
        return
    from ..storage.export import export as write
    # never over what vintscore keeps; over a file that is no export only with --force
    into_file = write(Path(output), text, folder=folder, force=force,
                      example=f"ledger.{chosen}")
    echo(Msg("cli.export.written", path=str(Path(output)), format=chosen), err=not into_file)


def _ratings(folder: Path, report) -> list:
    """Each game's rating over the sessions the ledger counts, for its HTML page (issue
    36, point 4): the rating library is loaded for that page alone."""
    from ..services.rating_pages import of_ledger
    return of_ledger(folder, [s.name for s in report.sessions])


def _json(report, skipped) -> dict:
    from ..ledger.report import to_json
    return to_json(report, skipped)


def _format(format: Optional[str], as_json: bool, output: Optional[str]) -> Optional[str]:
    """The output asked for: json, md, csv, html, or None (the terminal's text)."""
    from ..ledger.export import FORMATS
    if format is None:
        return "json" if as_json else ("md" if output is not None else None)
    chosen = format.strip().casefold()
    if chosen not in FORMATS:
        raise InputError(Msg("cli.export.format", given=format),
                         hint=Msg("cli.export.format.hint", formats=", ".join(FORMATS)))
    if as_json and chosen != "json":
        raise InputError(Msg("cli.ledger.two_formats", format=chosen),
                         hint=Msg("cli.ledger.two_formats.hint"))
    return chosen


def _saved(changed) -> None:
    """After a change of the ledger is saved: a later failure says so, and comments that
    the rewrite could not keep are told (as a session's are)."""
    mark_saved()
    saved = changed.saved
    if saved.lost_comments:
        echo(Msg("cli.comments_lost", name=saved.old.path.name, backup=saved.backup), err=True)


def _add_member(folder: Path, name: str, aliases: list[str]) -> None:
    from ..services import ledger as club
    from ..text import safe
    added = club.add_member(folder, name, aliases)
    _saved(added.changed)
    member = added.member
    names = ", ".join(safe(a) for a in added.aliases)
    if added.new:
        echo(Msg("cli.ledger.member_added.aliases" if added.aliases
                 else "cli.ledger.member_added", name=safe(member.name), aliases=names))
    else:
        echo(Msg("cli.ledger.aliases_added", name=safe(member.name), aliases=names))
    echo(Msg("cli.ledger.undo_hint"))


@command()
@handled
def paid(
    payer: Annotated[str, typer.Argument(metavar="FROM", help="@cli.help.paid.from")],
    payee: Annotated[str, typer.Argument(metavar="TO", help="@cli.help.paid.to")],
    amount: Annotated[str, typer.Argument(metavar="MONEY", help="@cli.help.paid.amount")],
    date: Annotated[Optional[str], typer.Option("--date", metavar="DATE", help="@cli.help.paid.date")] = None,
    note: Annotated[str, typer.Option("--note", help="@cli.help.paid.note")] = "",
    season: Annotated[Optional[str], typer.Option("--season", metavar="SEASON", help="@cli.help.paid.season")] = None,
    lang: LangOpt = None,
) -> None:
    """`vint paid` (help: cli.help.paid): a payment from one member to another recorded."""
    from datetime import date as day

    from ..ledger.model import parse_amount, parse_day
    from ..ledger.report import day as day_text
    from ..ledger.report import plain
    from ..services import ledger as club
    from ..text import safe
    money = parse_amount(amount)
    when = parse_day(date, "--date") if date is not None else day.today()
    made = club.pay(sessions_folder(), payer, payee, money, when, note, season or "")
    _saved(made.changed)
    p = made.paid
    currency = made.changed.ledger.currency
    lang = current_lang()
    shown = plain(p.amount, lang) + (f" {safe(currency)}" if currency else "")
    echo(Msg("cli.paid.done", number=made.number, payer=safe(p.payer), payee=safe(p.payee),
             amount=shown, date=day_text(p.day, lang)))
    echo(Msg("cli.ledger.undo_hint"))

