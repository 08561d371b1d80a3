"""What Vint's commands show: the parts a command prints, in order, in the user's language.

A part is a line of text (printed as it is) or a rich renderable (drawn to the width);
`--json` documents are dicts. The command line prints them; a web page could too.
Nothing here parses or writes.
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
    from ...session import AnySession
    from ..base import Edited, Played, Rescore
    from .model import Event
    from .settlement import Settlement
    from .sheet import Sheet
    from .stats import Figures


def _first_said(rec: Any, rubber: Any, sheet: Sheet, lang: str) -> Lines:
    """V8: '--first Boris was not needed …' when it decided nothing (it stays in the file)."""
    from .report import first_unneeded
    first = first_unneeded(rec, rubber, sheet.rules)
    if first is None:
        return []
    return [say(Msg("vint.cli.first_unneeded", player=first, target=sheet.rules.game_target),
                lang)]


def next_deal(sheet: Sheet, lang: str) -> Any:
    """'Next deal: Boris deals.' (dealing.py), folded to the width like the sheet above it."""
    from rich.text import Text
    return Text(say(Msg("vint.cli.next_dealer", dealer=sheet.next_dealer), lang))


def _rubber_wanted(sheet: Sheet, rubber: int | None) -> None:
    if rubber is not None and not 1 <= rubber <= len(sheet.rubbers):
        raise InputError(Msg("vint.cli.no_rubber", number=rubber, count=len(sheet.rubbers)))


# vint check --expect (services/reconcile.py): whole points, the base View's


# -- vint rescore (services/rescore.py) ------------------------------------------------

# -- vint stats (services/stats.py) ---------------------------------------------------

# V11: Vint's words of `vint stats` (rubber/stats_view.py draws it)
STATS = StatsWords(
    heading="vint.stats.heading", heading_one="vint.stats.heading.one",
    players="vint.stats.players", partnerships="vint.stats.partnerships",
    col_partnership="vint.stats.col.partnership", col_evenings="vint.stats.col.evenings",
    col_best="vint.stats.col.best", col_worst="vint.stats.col.worst",
    columns=("vint.stats.col.played", "vint.stats.col.won", "vint.stats.col.lost",
             "vint.stats.col.points", "vint.stats.col.money", "vint.stats.col.average",
             "vint.stats.col.declared", "vint.stats.col.made"),
    counts=(), unfinished_note="vint.stats.unfinished_note", evening="vint.stats.evening",
    evenings_title="vint.stats.evenings_title")


# -- vint play (cli/play) -------------------------------------------------------------

class VintView(View):
    """What Vint's commands show."""


    def rules_label(self, session: AnySession) -> str:
        """The rules as `vint sessions --json` names them: the preset."""
        name: str = session.rules.preset
        return name

    def rules_said(self, session: AnySession, lang: str) -> str:
        """The rules as messages say them: 'classic' or 'classic, modified: game_bonus=1000'."""
        from .report import rules_text
        return rules_text(session, lang)

    def rules_in_list(self, session: AnySession) -> Msg | str:
        """The rules in `vint sessions`: the preset's name, in the reader's language."""
        from .presets import preset_named
        return preset_named(self.rules_label(session))

    def created(self, path: Path, session: AnySession, lang: str) -> Lines:
        """After `vint new`: the file, the rules and stake, the first lineup and its first
        dealer, the rotation."""
        from ...money import stake_text
        from .report import lineup_text, rules_text
        from .sheet import replay
        first = replay(session)
        parts = [say(Msg("vint.cli.new.created", path=path, rules=rules_text(session, lang),
                         stake=stake_text(session.stake, lang)), lang),
                 say(Msg("cli.indented", text=lineup_text(first.upcoming, 1, lang)), lang),
                 say(Msg("vint.cli.first_dealer", dealer=first.next_dealer), lang)]
        if len(first.plan) > 1:
            parts.append(say(Msg("vint.cli.new.rotation", n=len(first.plan)), lang))
        return parts

    def appended(self, changed: Edited, lang: str, width: int) -> Lines:
        """After a deal, an all-pass, an adjustment or a misdeal: what it wrote, who dealt it,
        the rubber, when the rubber ended who plays the next, and who deals next; after a seat
        change, what it did (`seated`)."""
        from ...rubber.events import Seat
        from . import render
        from .model import AllPass, Deal, Misdeal
        from .report import deal_outcome, describe_event, describe_record, game_news, lineup_text
        sheet = changed.sheet
        rec = sheet.records[-1]
        if isinstance(rec.event, Seat):
            return self.seated(changed, lang)
        rubber = sheet.rubbers[rec.rubber - 1]
        what = describe_event(rec.event, lang)
        if isinstance(rec.event, Deal):
            parts: Lines = [say(Msg("vint.cli.event.outcome", number=rec.number, what=what,
                                    outcome=deal_outcome(rec, lang)), lang)]
        else:
            parts = [say(Msg("cli.event", number=rec.number, what=what), lang)]
        parts.append(say(Msg("cli.wrote", text=describe_record(rec, rubber, lang)), lang))
        parts += [say(Msg("cli.indented", text=line), lang) for line in game_news(rec, rubber, lang)]
        parts += _first_said(rec, rubber, sheet, lang)
        dealt = isinstance(rec.event, (Deal, AllPass))
        if dealt or isinstance(rec.event, Misdeal):
            parts.append(say(Msg("vint.cli.dealt" if dealt else "vint.cli.misdeal_keeps",
                                 dealer=rec.dealer), lang))
        parts.append(render.rubber(rubber, changed.session, lang=lang, width=width,
                                   evening=sheet.rubbers))
        if rubber.finished:
            # V12: who leaves now, as announced during the rubber (he played it to its end)
            left = [p for p in rubber.lineup.players if p not in sheet.roster]
            if left and rubber.number == len(sheet.rubbers):
                parts.append(say(Msg("vint.cli.left.one" if len(left) == 1 else "vint.cli.left.many",
                                     players=", ".join(left)), lang))
            # V12: the next rubber's four, their pairs and who sits out
            parts.append(say(Msg("vint.cli.next", lineup=lineup_text(sheet.upcoming, rubber.number + 1,
                                                                lang)), lang))
        if dealt or isinstance(rec.event, Misdeal):
            parts.append(next_deal(sheet, lang))
        return parts

    def appended_json(self, changed: Edited, name: str) -> dict[str, Any]:
        """`--json` after a new event: the sheet of the rubber it went into."""
        from .report import sheet_json
        sheet = changed.sheet
        rubber = sheet.rubbers[sheet.records[-1].rubber - 1]
        return sheet_json(replace(sheet, rubbers=(rubber,)), name)

    def sheet(self, opened: Played, given: Mapping[str, Any], lang: str, width: int) -> Lines:
        """`vint sheet [--rubber N] [--all]`: the sheet as on paper, or one rubber of it; under
        the last rubber, who deals next."""
        from . import render
        rubber = given.get("rubber")
        _rubber_wanted(opened.sheet, rubber)
        parts: Lines = [render.sheet(opened.sheet, opened.session, only=rubber,
                                     everything=bool(given.get("everything")), lang=lang,
                                     width=width)]
        if rubber is None or rubber == len(opened.sheet.rubbers):
            parts.append(next_deal(opened.sheet, lang))
        return parts

    def sheet_json(self, opened: Played, name: str, given: Mapping[str, Any]) -> dict[str, Any]:
        from .report import sheet_json as as_json
        rubber = given.get("rubber")
        _rubber_wanted(opened.sheet, rubber)
        data = as_json(opened.sheet, name)
        if rubber is not None:
            data["rubbers"] = [data["rubbers"][rubber - 1]]
            data["dealers"] = [d for d in data["dealers"] if d["rubber"] == rubber]
        return data

    def settlement(self, settled: Settlement, session: AnySession, width: int, lang: str) -> Any:
        """The settlement drawn (V11): a line a rubber, each player's points and money."""
        from . import render
        return render.settlement(settled, session, width, lang=lang)

    def settlement_json(self, settled: Settlement, name: str) -> dict[str, Any]:
        from .report import settlement_json as as_json
        return as_json(settled, name)

    def log(self, opened: Played, lang: str, width: int) -> Lines:
        """`vint log`: every event with what it wrote; voided ones marked."""
        from . import render
        return [render.log(opened.sheet, lang=lang, width=width)]

    def log_json(self, opened: Played, name: str) -> dict[str, Any]:
        from .report import log_json as as_json
        return as_json(opened.sheet, name)

    def rotation(self, opened: Played, lang: str, width: int) -> Lines:
        """`vint rotation`: who plays each rubber, who sits out, the running table (V12)."""
        from . import render
        from .settlement import settle as settled
        return [render.rotation(opened.sheet, settled(opened.sheet, opened.session.stake), width,
                                lang=lang)]

    def rotation_json(self, opened: Played, name: str) -> dict[str, Any]:
        from .report import rotation_json as as_json
        from .settlement import settle as settled
        return as_json(opened.sheet, settled(opened.sheet, opened.session.stake), name)

    def describe_event(self, event: Event, lang: str) -> str:
        """One line for an event: what the scorekeeper entered."""
        from .report import describe_event as described
        return described(event, lang)

    def describe_record(self, changed: Edited, number: int, lang: str) -> str:
        """What event `number` writes now, for whom."""
        from .report import describe_record as described
        rec = changed.sheet.records[number - 1]
        rubber = changed.sheet.rubbers[rec.rubber - 1] if rec.rubber else None
        return described(rec, rubber, lang)

    def changed_event(self, changed: Edited, restored: bool, lang: str) -> Lines:
        """What event N is now, after `vint void [--restore]` or `vint edit`."""
        from .report import describe_event, describe_record
        number, sheet = changed.number, changed.sheet
        rec = sheet.records[number - 1]
        if rec.event.void:
            return [say(Msg("cli.event.void", number=number, what=describe_event(rec.event, lang)),
                        lang)]
        rubber = sheet.rubbers[rec.rubber - 1] if rec.rubber else None
        return [say(Msg("cli.event.restored" if restored else "cli.event.changed", number=number,
                        what=describe_event(rec.event, lang)), lang),
                say(Msg("cli.now_writes", text=describe_record(rec, rubber, lang)), lang),
                *_first_said(rec, rubber, sheet, lang)]

    def fine(self, path: Path, opened: Played, lang: str) -> Msg:
        """`vint check`'s line for a file with no problem."""
        s = opened.session
        return Msg("vint.cli.check.fine", path=path, events=len(s.events),
                   rubbers=len(opened.sheet.rubbers), players=", ".join(s.players),
                   rules=self.rules_said(s, lang))

    def seated(self, changed: Edited, lang: str) -> Lines:
        """After `vint seat`: what the change did, who plays now and next, and why the plan
        is what it is (V12)."""
        from .report import coming_dealer, lineup_text, plan_notes
        sheet = changed.sheet
        rec = sheet.records[-1]
        parts = [say(Msg("vint.cli.seat.news", number=rec.number,
                         news="; ".join(say(n, lang) for n in rec.news)), lang)]
        current = sheet.current
        if current is not None and not current.finished:
            parts += [say(Msg("vint.cli.seat.now", lineup=lineup_text(current.lineup, current.number,
                                                                 lang)), lang),
                      say(Msg("vint.cli.seat.then", lineup=lineup_text(sheet.upcoming,
                                                                  current.number + 1, lang)), lang)]
        else:
            parts.append(say(Msg("vint.cli.seat.next", lineup=lineup_text(
                sheet.upcoming, len(sheet.rubbers) + 1, lang)), lang))
        # who deals the coming hand, as planned now (dealing.py): a re-plan may change him
        parts.append(say(Msg("cli.indented", text=coming_dealer(sheet)), lang))
        parts += [say(Msg("cli.indented", text=say(note, lang)), lang) for note in plan_notes(sheet)]
        return parts

    def rescored_json(self, result: Rescore, name: str) -> dict[str, Any]:
        """`vint rescore --json`: each player now and under the other rules, and the rubbers."""
        from ...rubber.report import rescore_json
        from .report import settlement_json
        return rescore_json(result, name, settlement_json(result.now, name)["rubbers"],
                            settlement_json(result.then, name)["rubbers"])

    def rescored(self, result: Rescore, lang: str, width: int) -> Lines:
        """`vint rescore`: the players' points and money now and then, side by side."""
        from rich import box
        from rich.table import Table
        from rich.text import Text

        from ...display import signed
        from ...money import money_text
        from ...payments import amounts
        from .presets import preset_named
        from .report import rules_named, rules_text
        before, after, preset = result.now, result.then, result.rules.preset
        parts: Lines = [say(Msg("vint.cli.rescore.title", now=rules_text(result.opened.session, lang),
                                then=rules_named(result.rules, lang)), lang)]
        table = Table(box=box.MINIMAL, show_edge=False, pad_edge=False)
        for key, justify in (("vint.cli.rescore.col.player", "left"), ("vint.cli.rescore.col.now", "right"),
                             ("vint.cli.rescore.col.then", "right"), ("vint.cli.rescore.col.change", "right"),
                             ("vint.cli.rescore.col.money_now", "right"),
                             ("vint.cli.rescore.col.money_then", "right")):
            table.add_column(say(Msg(key, preset=preset_named(preset)), lang), justify=justify)  # type: ignore[arg-type]
        then_points = dict(after.points)
        now_money, then_money = amounts(before.cents), amounts(after.cents)  # V11: as settle shows
        for p, v in before.points:
            table.add_row(Text(p), signed(v, lang), signed(then_points[p], lang), signed(then_points[p] - v, lang),
                          money_text(now_money[p], lang), money_text(then_money[p], lang))
        parts.append(table)
        for label, settled in (("vint.cli.rescore.rubbers_now", before), ("vint.cli.rescore.rubbers_then", after)):
            lines = [f"{r.number}{'' if r.finished else '*'}: "
                     + " – ".join(f"{say(s.name, lang)} {s.total}" for s in r.sides) for r in settled.rubbers]
            parts.append(say(Msg(label, count=len(settled.rubbers), rubbers="; ".join(lines)), lang))
        if result.written is not None:
            parts.append(say(Msg("vint.cli.rescore.written", preset=rules_named(result.rules, lang)), lang))
        return parts

    def stats_parts(self, result: Figures, width: int, lang: str) -> Lines:
        """`vint stats`: the players and partnerships of the Vint evenings, and their evenings."""
        from ...rubber.stats_view import stats_parts as drawn
        return drawn(result, width, lang, STATS)

    def writes(self, sheet: Sheet, number: int, lang: str) -> list[str]:
        """What event `number` of a sheet writes, said before it is confirmed: what it wrote
        for whom, then the games and the rubber it finished (V8)."""
        from .report import describe_record, game_news
        rec = sheet.records[number - 1]
        rubber = sheet.rubbers[rec.rubber - 1] if rec.rubber else None
        lines = [describe_record(rec, rubber, lang)]
        if rubber is not None and not rec.event.void:
            lines += game_news(rec, rubber, lang)
        return lines

    def playing(self, opened: Played, lang: str, width: int) -> Lines:
        """The rubber being played (before the first deal, how to begin: at the prompt, not
        with a shell command); while it goes on, who deals next (a new rubber's first dealer
        is said with it, by `coming`)."""
        from . import render
        current = opened.sheet.current
        if current is None:
            return [say(Msg("vint.play.no_deals"), lang)]
        parts: Lines = [render.rubber(current, opened.session, lang=lang, width=width,
                                      evening=opened.sheet.rubbers)]
        if not current.finished:
            parts.append(next_deal(opened.sheet, lang))
        return parts

    def coming(self, opened: Played, lang: str) -> tuple[str, str]:
        """Who plays the rubber the next deal goes into, and who sits out (V12), as the
        rotation plans it: (the lineup, the sentence). `vint play` says the sentence when the
        lineup changes; a new rubber's says who deals first (dealing.py)."""
        from .report import lineup_text
        sheet = opened.sheet
        current = sheet.current
        if current is not None and not current.finished:
            lineup = lineup_text(current.lineup, current.number, lang)
            return lineup, say(Msg("vint.play.rubber.now", lineup=lineup), lang)
        lineup = lineup_text(sheet.upcoming, len(sheet.rubbers) + 1, lang)
        return lineup, say(Msg("vint.play.rubber.new.dealer", lineup=lineup, dealer=sheet.next_dealer),
                           lang)
