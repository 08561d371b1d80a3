"""What bridge's commands show: the parts a command prints, in order, in the user's
language (render.py draws the sheet, the settlement and the log; report.py says the
words and the JSON). Nothing here parses or writes.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...errors import InputError
from ...glossary import Msg, say
from ...rubber.stats_view import StatsWords
from ..base import Lines, View

if TYPE_CHECKING:
    from ...rubber.lineup import Lineup
    from ...rubber.settlement import Settlement
    from ...rubber.stats import Figures
    from ...session import AnySession
    from ..base import Edited, Played, Rescore
    from .sheet import Sheet


def _rules(session: AnySession) -> Any:
    from .sheet import rules_in_force
    return rules_in_force(session)


def lineup_text(lineup: Lineup, number: int, rules: Any, lang: str) -> str:
    """'Rubber 2: Anna & Vera against Boris & Gleb; Dmitri sits out.' (B30, B31)."""
    from ...names import Hands
    from .sheet import chicago
    block = say(Msg("bridge.cli.block.chicago" if chicago(rules) else "bridge.cli.block.rubber",
                    number=number), lang)
    sides = say(Msg("bridge.cli.against"), lang).join(say(Hands(c), lang)
                                                       for c in lineup.columns)
    if lineup.out:
        return say(Msg("bridge.cli.lineup.out.one" if len(lineup.out) == 1
                       else "bridge.cli.lineup.out.many", block=block, sides=sides,
                       out=", ".join(lineup.out)), lang)
    return say(Msg("bridge.cli.lineup", block=block, sides=sides), lang)


def _wanted(sheet: Sheet, number: int | None) -> None:
    from .sheet import chicago
    if number is not None and not 1 <= number <= len(sheet.rubbers):
        raise InputError(Msg("bridge.cli.no_chicago" if chicago(sheet.rules)
                             else "bridge.cli.no_rubber", number=number,
                             count=len(sheet.rubbers)))


# the words of `vint stats` for bridge (rubber/stats_view.py draws it; B5, B2, B13, B20)
STATS = StatsWords(
    heading="bridge.stats.heading", heading_one="bridge.stats.heading.one",
    players="bridge.stats.players", partnerships="bridge.stats.partnerships",
    col_partnership="bridge.stats.col.partnership", col_evenings="bridge.stats.col.evenings",
    col_best="bridge.stats.col.best", col_worst="bridge.stats.col.worst",
    columns=("bridge.stats.col.played", "bridge.stats.col.won", "bridge.stats.col.lost",
             "bridge.stats.col.points", "bridge.stats.col.money", "bridge.stats.col.average",
             "bridge.stats.col.declared", "bridge.stats.col.made"),
    counts=("bridge.stats.col.slams_bid", "bridge.stats.col.slams_made",
            "bridge.stats.col.doubled_made", "bridge.stats.col.doubled_defeated"),
    unfinished_note="bridge.stats.unfinished_note", evening="bridge.stats.evening",
    evenings_title="bridge.stats.evenings_title")


class BridgeView(View):
    """What bridge's commands show."""


    def rules_label(self, session: AnySession) -> str:
        """The rules as `vint sessions --json` names them: the preset."""
        name: str = session.rules.preset
        return name

    def rules_said(self, session: AnySession, lang: str) -> str:
        """'rubber bridge', or 'Chicago, modified: vulnerability=non-dealer'."""
        from .render import rules_named
        return rules_named(_rules(session), lang)

    def rules_in_list(self, session: AnySession) -> Msg | str:
        from .presets import preset_named
        return preset_named(self.rules_label(session))

    def created(self, path: Path, session: AnySession, lang: str) -> Lines:
        """After `vint new`: the file, the rules and stake, the first lineup and its dealer."""
        from ...money import stake_text
        from .sheet import replay
        first = replay(session)
        parts: Lines = [
            say(Msg("bridge.cli.new.created", path=path, rules=self.rules_said(session, lang),
                    stake=stake_text(session.stake, lang)), lang),
            say(Msg("cli.indented", text=lineup_text(first.upcoming, 1, first.rules, lang)), lang),
            say(Msg("bridge.cli.first_dealer", dealer=first.next_dealer), lang)]
        if len(first.plan) > 1:  # B30: Vint's rotation plans, or the cycle of partners
            parts.append(say(Msg("bridge.cli.new.rotation", n=len(first.plan)), lang))
        return parts

    def describe_event(self, event: Any, lang: str) -> str:
        from .report import describe_event as described
        return described(event, lang)

    def describe_record(self, changed: Edited, number: int, lang: str) -> str:
        from .report import describe_record as described
        rec = changed.sheet.records[number - 1]
        rubber = changed.sheet.rubbers[rec.rubber - 1] if rec.rubber else None
        return described(rec, rubber, lang)

    def appended(self, changed: Edited, lang: str, width: int) -> Lines:
        """After a deal, a pass-out or an adjustment: what it wrote and for whom, the rubber or
        chicago as on paper (its state and who deals next under it); after a seat change,
        what it did (`seated`)."""
        from ...rubber.events import Seat
        from . import render
        from .report import describe_event, describe_record, wrote_something
        sheet = changed.sheet
        rec = sheet.records[-1]
        if isinstance(rec.event, Seat):
            return self.seated(changed, lang)
        rubber = sheet.rubbers[rec.rubber - 1]
        # a pass-out writes nothing (B8, B22): said so, not "wrote nothing written"
        wrote = (Msg("cli.wrote", text=describe_record(rec, rubber, lang)) if wrote_something(rec)
                 else Msg("cli.indented", text=say(Msg("report.nothing_written"), lang)))
        parts: Lines = [say(Msg("cli.event", number=rec.number,
                                what=describe_event(rec.event, lang)), lang), say(wrote, lang)]
        if rec.dealer is not None:
            parts.append(say(Msg("bridge.cli.dealt", dealer=rec.dealer), lang))
        parts.append(render.sheet(sheet, changed.session, only=rubber.number, lang=lang,
                                  width=width))
        if rubber.finished and rubber.number == len(sheet.rubbers):
            parts.append(say(Msg("bridge.cli.next", lineup=lineup_text(
                sheet.upcoming, rubber.number + 1, sheet.rules, lang)), lang))
        return parts

    def appended_json(self, changed: Edited, name: str) -> dict[str, Any]:
        """`--json` after a new event: the sheet of the rubber or chicago it went into."""
        from .report import sheet_json
        sheet = changed.sheet
        number = sheet.records[-1].rubber
        shown = replace(sheet, rubbers=(sheet.rubbers[number - 1],)) if number else sheet
        return sheet_json(shown, name)

    def sheet(self, opened: Played, given: Mapping[str, Any], lang: str, width: int) -> Lines:
        """`vint sheet [--rubber N] [--all]`: the sheet as on paper; under the last rubber or
        chicago its state and who deals next (render.py says them)."""
        from . import render
        number = given.get("rubber")
        _wanted(opened.sheet, number)
        return [render.sheet(opened.sheet, opened.session, only=number,
                             everything=bool(given.get("everything")), lang=lang, width=width)]

    def sheet_json(self, opened: Played, name: str, given: Mapping[str, Any]) -> dict[str, Any]:
        from .report import blocks_key
        from .report import sheet_json as as_json
        number = given.get("rubber")
        _wanted(opened.sheet, number)
        data = as_json(opened.sheet, name)
        if number is not None:
            key = blocks_key(opened.sheet.rules)
            data[key] = [data[key][number - 1]]
            data["dealers"] = [d for d in data["dealers"] if d["rubber"] == number]
        return data

    def settlement(self, settled: Settlement, session: AnySession, width: int, lang: str) -> Any:
        """B32: each rubber or chicago by its difference, Law 80's line (B14)."""
        from . import render
        rules = settled.rules if settled.rules is not None else _rules(session)
        return render.settlement(settled, rules, width, lang)

    def settlement_json(self, settled: Settlement, name: str) -> dict[str, Any]:
        from .report import settlement_json as as_json
        return as_json(settled, settled.rules, name)

    def log(self, opened: Played, lang: str, width: int) -> Lines:
        from . import render
        return [render.log(opened.sheet, lang=lang, width=width)]

    def log_json(self, opened: Played, name: str) -> dict[str, Any]:
        from .report import log_json as as_json
        return as_json(opened.sheet, name)

    def fine(self, path: Path, opened: Played, lang: str) -> Msg:
        """`vint check`'s line for a file with no problem."""
        from .sheet import chicago
        s = opened.session
        return Msg("bridge.cli.check.fine.chicago" if chicago(opened.sheet.rules)
                   else "bridge.cli.check.fine", path=path, events=len(s.events),
                   blocks=len(opened.sheet.rubbers), players=", ".join(s.players),
                   rules=self.rules_said(s, lang))

    def seated(self, changed: Edited, lang: str) -> Lines:
        """After `vint seat`: what the change did and who plays now and next (B30)."""
        sheet = changed.sheet
        rec = sheet.records[-1]
        parts = [say(Msg("bridge.cli.seat.news", number=rec.number,
                         news="; ".join(say(n, lang) for n in rec.news)), lang)]
        current = sheet.current
        if current is not None and not current.finished:
            parts += [say(Msg("bridge.cli.seat.now", lineup=lineup_text(
                          current.lineup, current.number, sheet.rules, lang)), lang),
                      say(Msg("bridge.cli.seat.then", lineup=lineup_text(
                          sheet.upcoming, current.number + 1, sheet.rules, lang)), lang)]
        else:
            parts.append(say(Msg("bridge.cli.seat.then", lineup=lineup_text(
                sheet.upcoming, len(sheet.rubbers) + 1, sheet.rules, lang)), lang))
        return parts

    def rescored_json(self, result: Rescore, name: str) -> dict[str, Any]:
        """`vint rescore --json`: each player now and under the other rules, and the rubbers or
        chicagos under each."""
        from ...rubber.report import rescore_json
        from .report import blocks_key
        from .report import settlement_json as as_json
        now, then = result.now, result.then
        return rescore_json(result, name, as_json(now, now.rules, name)[blocks_key(now.rules)],
                            as_json(then, then.rules, name)[blocks_key(then.rules)])

    def rescored(self, result: Rescore, lang: str, width: int) -> Lines:
        """`vint rescore`: each player's points and money now and under the other rules."""
        from rich import box
        from rich.table import Table
        from rich.text import Text

        from ...display import signed
        from ...money import money_text
        from ...payments import amounts
        from .render import rules_named
        before, after = result.now, result.then
        parts: Lines = [say(Msg("bridge.cli.rescore.title", now=self.rules_said(result.opened.session, lang),
                                then=rules_named(result.rules, lang)), lang)]
        table = Table(box=box.MINIMAL, show_edge=False, pad_edge=False)
        for key, justify in (("bridge.cli.rescore.col.player", "left"),
                             ("bridge.cli.rescore.col.now", "right"),
                             ("bridge.cli.rescore.col.then", "right"),
                             ("bridge.cli.rescore.col.change", "right"),
                             ("bridge.cli.rescore.col.money_now", "right"),
                             ("bridge.cli.rescore.col.money_then", "right")):
            table.add_column(say(Msg(key), lang), justify=justify)  # type: ignore[arg-type]
        then_points = dict(after.points)
        now_money, then_money = amounts(before.cents), amounts(after.cents)  # as settle shows
        for p, v in before.points:
            table.add_row(Text(p), signed(v, lang), signed(then_points[p], lang),
                          signed(then_points[p] - v, lang), money_text(now_money[p], lang),
                          money_text(then_money[p], lang))
        parts.append(table)
        if result.written is not None:
            parts.append(say(Msg("bridge.cli.rescore.written",
                                 preset=rules_named(result.rules, lang)), lang))
        return parts

    def stats_parts(self, result: Figures, width: int, lang: str) -> Lines:
        from ...rubber.stats_view import stats_parts as drawn
        return drawn(result, width, lang, STATS)

    def writes(self, sheet: Sheet, number: int, lang: str) -> list[str]:
        """What event `number` of a sheet writes, said before it is confirmed (`vint play`, the
        page's preview): what it wrote for whom, then the game, rubber or chicago it finished
        (B10, B13, B20, B23), as Vint's."""
        from .report import describe_record, game_news, wrote_something
        rec = sheet.records[number - 1]
        if not wrote_something(rec):  # a pass-out (B8, B22): no "wrote nothing written"
            return []
        rubber = sheet.rubbers[rec.rubber - 1] if rec.rubber else None
        lines = [describe_record(rec, rubber, lang)]
        if rubber is not None and not rec.event.void:
            lines += game_news(rec, rubber, sheet.rules, lang)
        return lines

    def coming(self, opened: Played, lang: str) -> tuple[str, str]:
        """Who plays the rubber or chicago the next deal goes into (B30), and the deal's dealer
        and vulnerability (B21, B31): `vint play` announces it when it changes."""
        sheet = opened.sheet
        current = sheet.current
        if current is not None and not current.finished:
            lineup = lineup_text(current.lineup, current.number, sheet.rules, lang)
            return lineup, say(Msg("bridge.play.now", lineup=lineup), lang)
        lineup = lineup_text(sheet.upcoming, len(sheet.rubbers) + 1, sheet.rules, lang)
        return lineup, say(Msg("bridge.play.new", lineup=lineup, dealer=sheet.next_dealer), lang)
