"""Commands for after the game: export (and, as they come, stats and rescore)."""
from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from ..errors import InputError
from ..glossary import Msg
from . import command
from .common import LangOpt, SessionOpt, current_lang, echo, handled, open_session, vint_only


@command()
@handled
def export(
    format: Annotated[str, typer.Option("--format", "-f", metavar="md|csv|json|html", help="@cli.help.export.format")] = "md",
    output: Annotated[Optional[Path], typer.Option("--output", "-o", metavar="FILE", help="@cli.help.export.output")] = None,
    bom: Annotated[bool, typer.Option("--bom", help="@cli.help.export.bom")] = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint export` (help: cli.help.export): the session as Markdown, CSV, JSON or one HTML page."""
    from ..formats import FORMATS
    chosen = format.strip().casefold()
    if chosen not in FORMATS:
        raise InputError(Msg("cli.export.format", given=format),
                         hint=Msg("cli.export.format.hint", formats=", ".join(FORMATS)))
    loaded, sheet = open_session(session)
    name = loaded.path.stem
    if loaded.session.game == "preferans":  # the pulya (P12) and its settlement (P10)
        from ..games.preferans import export as exports
        from ..games.preferans.pulya import settle
    else:
        from ..games.vint import export as exports
        from ..games.vint.settlement import settle
    settlement = settle(sheet, loaded.session.stake)
    args = (loaded.session, sheet, settlement, name)
    if chosen == "json":
        text = exports.to_json(*args)
    elif chosen == "csv":
        text = exports.to_csv(*args, lang=current_lang(), bom=bom)
    elif chosen == "html":
        text = exports.to_html(*args, lang=current_lang())
    else:
        text = exports.to_markdown(*args, lang=current_lang())
    if output is None or str(output) == "-":  # '-o -': the screen, as with no -o
        typer.echo(text, nl=False)
        return
    into_file = _write(output, text)
    # written into a device or a pipe (-o /dev/stdout), the note stays out of the export
    echo(Msg("cli.export.written", path=str(output), format=chosen), err=not into_file)


def _write(path: Path, text: str) -> bool:
    """The export written whole or not at all (a temp file, then os.replace); into a
    device, a pipe or a socket (/dev/stdout, a FIFO) it is written as a shell's '>' would,
    never replacing it. A link is followed: the file it names is replaced, not the link.
    True when a file was written."""
    import os
    import stat

    path = path.expanduser()
    temp: Path | None = None
    try:
        try:
            mode = os.stat(path).st_mode
        except FileNotFoundError:
            mode = None
        if mode is not None and not stat.S_ISREG(mode) and not stat.S_ISDIR(mode):
            with open(path, "w", encoding="utf-8", newline="") as stream:
                stream.write(text)
            return False
        path = Path(os.path.realpath(path)) if path.is_symlink() else path
        temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        temp.write_text(text, encoding="utf-8", newline="")
        os.replace(temp, path)
        return True
    except OSError as e:
        if temp is not None:
            temp.unlink(missing_ok=True)
        raise InputError(Msg("cli.export.cannot_write", path=str(path), reason=e.strerror or str(e)),
                         hint=Msg("cli.export.cannot_write.hint")) from None


@command()
@handled
def rescore(
    rules: Annotated[str, typer.Option("--rules", metavar="PRESET", help="@cli.help.rescore.rules")],
    rule: Annotated[Optional[list[str]], typer.Option("--rule", metavar="KEY=VALUE", help="@cli.help.rescore.rule")] = None,
    write: Annotated[bool, typer.Option("--write", help="@cli.help.rescore.write")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="@cli.help.json")] = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint rescore` (help: cli.help.rescore): the session under other rules, side by side."""
    from dataclasses import replace

    from ..errors import EventError
    from ..games.vint.model import RulesChange
    from ..games.vint.presets import parse_rule_override, preset, with_overrides
    from ..games.vint.settlement import settle
    from ..games.vint.sheet import replay
    from .common import change_session, print_json, session_path

    loaded, now = open_session(session)
    vint_only(loaded.session, "rescore")
    target = with_overrides(preset(rules), [parse_rule_override(r) for r in rule or ()])
    switch = RulesChange(target)
    other = replace(loaded.session, events=loaded.session.events + (switch,))
    try:
        then = replay(other)
    except EventError as e:
        raise InputError(Msg("cli.rescore.impossible", preset=target.preset, number=e.number,
                             reason=e.msg), rule=e.rule,
                         hint=Msg("cli.rescore.impossible.hint")) from None
    stake = loaded.session.stake
    before, after = settle(now, stake), settle(then, stake)
    if as_json:
        print_json(_rescore_json(loaded, now, before, after, target, write))
    else:
        _show_rescore(loaded.session, before, after, target)
    if write:
        path = session_path(session)
        change_session(path, lambda s: (replace(s, events=s.events + (switch,)),
                                        len(s.events) + 1), "rescore", appending=True)
        if not as_json:
            echo(Msg("cli.rescore.written", preset=target.preset))


def _rescore_json(loaded, now, before, after, target, written: bool) -> dict:
    from ..games.vint.report import settlement_json
    from ..money import money_json
    name = loaded.path.stem
    then_points, then_money = dict(after.points), dict(after.money)
    return {
        "format": "vintscore-rescore", "schema_version": 1, "session": name,
        "from": now.rules.preset, "to": target.preset, "written": written,
        "players": {p: {"now": v, "then": then_points.get(p, 0),
                        "money_now": money_json(m), "money_then": money_json(then_money[p])}
                    for (p, v), (_, m) in zip(before.points, before.money)},
        "now": settlement_json(before, name)["rubbers"],
        "then": settlement_json(after, name)["rubbers"],
    }


def _show_rescore(session, before, after, target) -> None:
    from rich import box
    from rich.table import Table
    from rich.text import Text

    from ..display import signed
    from ..games.vint.report import rules_text
    from ..money import money_text
    from .common import console, say_
    out = console()
    echo(Msg("cli.rescore.title", now=rules_text(session, current_lang()), then=target.preset))
    table = Table(box=box.MINIMAL, show_edge=False, pad_edge=False)
    for key, justify in (("cli.rescore.col.player", "left"), ("cli.rescore.col.now", "right"),
                         ("cli.rescore.col.then", "right"), ("cli.rescore.col.change", "right"),
                         ("cli.rescore.col.money_now", "right"),
                         ("cli.rescore.col.money_then", "right")):
        table.add_column(say_(Msg(key, preset=target.preset)), justify=justify)
    then_points, then_money = dict(after.points), dict(after.money)
    for (p, v), (_, m) in zip(before.points, before.money):
        table.add_row(Text(p), signed(v), signed(then_points[p]), signed(then_points[p] - v),
                      money_text(m), money_text(then_money[p]))
    out.print(table)
    for label, result in (("cli.rescore.rubbers_now", before), ("cli.rescore.rubbers_then", after)):
        lines = [f"{r.number}{'' if r.finished else '*'}: "
                 + " – ".join(f"{s.name} {s.total}" for s in r.sides) for r in result.rubbers]
        echo(Msg(label, count=len(result.rubbers), rubbers="; ".join(lines)))
