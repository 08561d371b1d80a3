"""What a sheet of running totals shows (tally/sheet.py's `Tally`): its lines in words, the
sheet as on paper — a column per player, a row per event, each round under its own head —,
its JSON, the settlement and `vint stats`. A game says its rules and an event in words
(games/showing.py's `View`); the rest is said here in the shared words (`tally.…`), each of
which a game may say its own way (`GAME.tally.…`, glossary.own): the toy's rounds are
matches, Thousand's one round is the game.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ..display import json_head, signed, with_note
from ..games.showing import Export, Lines, Played, Rescore, View
from ..glossary import Msg, own, say
from ..session import RulesChange
from .sheet import Mark, Tally, TallyLine, TallyPaid


def total_text(total: int, lang: str) -> str:
    """A running total as the paper writes it: 150, and a negative one with its minus."""
    return signed(total, lang) if total < 0 else str(total)


def rounds_json(sheet: Tally[Any, Any]) -> list[dict[str, Any]]:
    """The rounds as the JSON says them: each `number`, `winner` (or null) and `totals`."""
    return [{"number": r.number, "winner": r.winner, "totals": dict(r.totals)}
            for r in sheet.rounds]


class TallyView(View[Tally[Any, Any], TallyPaid]):
    """A sheet of running totals shown; `rounds` says whether its rounds are named (a
    game of one round has none to name)."""

    rounds: bool = True

    def mark(self, mark: Mark, lang: str) -> str:
        """A mark in words: the game's message `GAME.mark.KIND`, with its count."""
        return say(Msg(f"{self.game_name}.mark.{mark.kind}", count=mark.count), lang)

    def cell(self, line: TallyLine[Any], player: str, lang: str) -> str:
        """A player's cell on the sheet: his total after the line, and its marks."""
        total = dict(line.totals).get(player)
        marks = [self.mark(m, lang) for m in line.marks if m.player == player]
        return " ".join([total_text(total, lang) if total is not None else "", *marks]).strip()

    def created(self, path: Any, session: Any, lang: str, /) -> Lines:
        """After `vint new`: the session, and who deals first."""
        assert self.game is not None
        first = session.players[self.game.fold.first_dealer(session)]
        return [*super().created(path, session, lang),
                say(Msg(own(self.game_name, "tally.next_dealer"), dealer=first), lang)]

    def switch_said(self, event: RulesChange[Any], lang: str) -> str:
        """A switch of options in words (`vint rescore --write`): what a game's
        `describe_event` says of one."""
        assert self.game is not None
        return with_note(say(Msg("tally.switch", rules=self.game.forms.rules_named(event.rules)),
                             lang), event.note, lang)

    # -- what an event wrote -----------------------------------------------------------
    def writes(self, sheet: Tally[Any, Any], number: int, lang: str, /) -> list[str]:
        line = sheet.records[number - 1]
        if isinstance(line.event, RulesChange) and not line.event.void:
            assert self.game is not None
            return [say(Msg("core.rules.switch.in_force",
                            preset=self.game.forms.rules_named(line.event.rules)), lang)]
        if not line.round:
            return [say(Msg("tally.void"), lang)]
        points = ", ".join(f"{p} {signed(n, lang)}" for p, n in line.points)
        said = [say(Msg(own(self.game_name, "tally.in_round" if self.rounds else "tally.points"),
                              round=line.round, points=points or "—"), lang)]
        players = [p for p in sheet.players if any(m.player == p for m in line.marks)]
        said += [say(Msg("tally.marks", player=p, marks=", ".join(
            self.mark(m, lang) for m in line.marks if m.player == p)), lang) for p in players]
        if line.won is not None:
            said.append(say(Msg(own(self.game_name, "tally.won"), player=line.won,
                                round=line.round), lang))
        return said

    def events_json(self, sheet: Tally[Any, Any], lang: str, /) -> list[dict[str, Any]]:
        return [{"number": r.number, "kind": r.event.kind, "void": r.event.void,
                 "text": self.describe_event(r.event, lang), "round": r.round or None,
                 "points": dict(r.points), "totals": dict(r.totals),
                 "marks": [{"player": m.player, "kind": m.kind, "count": m.count}
                           for m in r.marks], "won": r.won} for r in sheet.records]

    # -- the sheet ---------------------------------------------------------------------
    def heading(self, sheet: Tally[Any, Any], number: int, lang: str) -> str:
        """A round's head: its number and, once over, its winner."""
        winner = sheet.rounds[number - 1].winner
        return say(Msg(own(self.game_name, "tally.round.won" if winner else "tally.round"),
                       round=number,
                             winner=winner), lang)

    def rows(self, sheet: Tally[Any, Any], number: int, lang: str) -> list[list[str]]:
        return [[str(line.number), *(self.cell(line, p, lang) for p in sheet.players)]
                for line in sheet.records if line.round == number]

    def sheet(self, opened: Played[Tally[Any, Any]], given: Mapping[str, Any], lang: str,
              width: int, /) -> Lines:
        from ..layout import table_or_list
        sheet = opened.sheet
        out: Lines = [say(Msg("tally.title", title=opened.session.title,
                              rules=self.rules_said(opened.session, lang)), lang)]
        if not sheet.rounds:
            out.append(say(Msg("render.no_events"), lang))
        heads = [say(Msg("export.csv.number"), lang), *sheet.players]
        for r in sheet.rounds:
            out.append(table_or_list(self.heading(sheet, r.number, lang), heads,
                                     self.rows(sheet, r.number, lang), width, lang))
        if sheet.winner is None or self.rounds:
            out.append(say(Msg(own(self.game_name, "tally.next_dealer"),
                               dealer=sheet.next_dealer), lang))
        return out

    def sheet_json(self, opened: Played[Tally[Any, Any]], name: str, given: Mapping[str, Any],
                   /) -> dict[str, Any]:
        sheet = opened.sheet
        return {**json_head(f"vintscore-{self.game_name}-sheet", name), "game": self.game_name,
                "players": list(sheet.players),
                "rounds": rounds_json(sheet),
                "totals": dict(sheet.totals), "winner": sheet.winner,
                "next_dealer": sheet.next_dealer}

    # -- the settlement ----------------------------------------------------------------
    def settlement(self, settled: TallyPaid, session: Any, width: int, lang: str, /) -> Any:
        from ..layout import table_or_list
        from ..money import money_text
        heads = [say(Msg("stats.col.player"), lang),
                 say(Msg(own(self.game_name, "tally.won.col")), lang),
                 say(Msg("export.money"), lang)]
        money = dict(settled.money)
        rows = [[p, str(n), money_text(money[p], lang)] for p, n in settled.won]
        # a game of one round not yet won pays nothing (T40); won rounds are paid
        won = any(n for _, n in settled.won)
        title = say(Msg("export.settlement" if won else "tally.unfinished"), lang)
        return table_or_list(title, heads, rows, width, lang)

    def settlement_json(self, settled: TallyPaid, name: str, /) -> dict[str, Any]:
        from ..money import money_json
        return {**super().settlement_json(settled, name), "stake": money_json(settled.stake),
                "won": dict(settled.won), "finished": settled.finished}

    # -- vint rescore ------------------------------------------------------------------
    def _rules_then(self, result: Rescore, lang: str) -> str:
        """The other rules as the game says rules: the session as if played under them."""
        return self.rules_said(replace(result.opened.session, rules=result.rules, events=()),
                               lang)

    def rescored(self, result: Rescore, lang: str, width: int, /) -> Lines:
        """`vint rescore`: each player's total and money now and under the other options,
        and who wins under each."""
        from ..layout import table_or_list
        from ..money import money_text
        assert self.game is not None
        now, then = result.opened.sheet, result.sheet_then
        heads = [say(Msg(f"tally.rescore.col.{key}"), lang) for key in (
            "player", "now", "then", "change", "money_now", "money_then")]
        totals_now, totals_then = dict(now.totals), dict(then.totals)
        money_now, money_then = dict(result.now.money), dict(result.then.money)
        rows = [[p, total_text(totals_now[p], lang), total_text(totals_then[p], lang),
                 signed(totals_then[p] - totals_now[p], lang), money_text(money_now[p], lang),
                 money_text(money_then[p], lang)] for p in now.players]
        title = say(Msg("tally.rescore.title", now=self.rules_said(result.opened.session, lang),
                        then=self._rules_then(result, lang)), lang)
        out: Lines = [table_or_list(title, heads, rows, width, lang)]
        nobody = say(Msg("tally.rescore.nobody"), lang)
        out.append(say(Msg(own(self.game_name, "tally.rescore.won"),
                           now=now.winner or nobody, then=then.winner or nobody), lang))
        if result.written is not None:
            out.append(say(Msg("tally.rescore.written",
                               rules=self.game.forms.rules_named(result.rules)), lang))
        return out

    def rescored_json(self, result: Rescore, name: str, /) -> dict[str, Any]:
        """`vint rescore --json`: every option now and then, each player's total and money
        under each, and the rounds under each as the sheet's JSON has them."""
        from ..money import money_json
        assert self.game is not None
        codec, now, then = self.game.codec, result.opened.sheet, result.sheet_then
        money_now, money_then = dict(result.now.money), dict(result.then.money)
        totals_then = dict(then.totals)
        return {**json_head("vintscore-rescore", name),
                "from": dict(codec.rules_items(now.rules)),
                "to": dict(codec.rules_items(result.rules)),
                "written": result.written is not None,
                "players": {p: {"now": n, "then": totals_then[p],
                                "money_now": money_json(money_now[p]),
                                "money_then": money_json(money_then[p])}
                            for p, n in now.totals},
                "now": rounds_json(now), "then": rounds_json(then),
                "winner_now": now.winner, "winner_then": then.winner}

    # -- vint stats --------------------------------------------------------------------
    def stats_parts(self, figures: Any, width: int, lang: str, /) -> Lines:
        from ..layout import table_or_list
        from ..money import money_text
        game = self.game_name
        heads = [say(Msg("stats.col.player"), lang),
                 say(Msg(own(self.game_name, "tally.stats.played")), lang),
                 say(Msg(own(self.game_name, "tally.won.col")), lang),
                 *(say(Msg(f"{game}.stats.{kind}"), lang) for kind in figures.counted),
                 say(Msg("export.money"), lang)]
        rows = [[r.player, str(r.played), str(r.won), *(str(n) for n in r.counts),
                 money_text(r.money, lang)] for r in figures.players]
        return [table_or_list(say(Msg("tally.stats.title", game=Msg(f"{game}.name"),
                                      count=figures.sessions), lang), heads, rows, width, lang)]


class TallyExport(Export[Tally[Any, Any], TallyPaid]):
    """The exports of a sheet of running totals: the shared ones (games/showing.py's
    `Export`) with the sheet's table in each."""

    @property
    def log_head(self) -> str:  # type: ignore[override]
        return own(self.game_name, "tally.col.round")

    def log_column(self, record: Any, /) -> str:
        return str(record.round or "")

    def money_rows(self, settled: TallyPaid, lang: str, /) -> tuple[list[str], list[list[str]]]:
        from ..money import money_text
        money = dict(settled.money)
        return ([say(Msg("stats.col.player"), lang),
                 say(Msg(own(self.game_name, "tally.won.col")), lang),
                 say(Msg("export.money"), lang)],
                [[p, str(n), money_text(money[p], lang)] for p, n in settled.won])

    def csv_money(self, settled: TallyPaid, player: str, /) -> list[object]:
        return [dict(settled.won)[player]]

    def csv_events(self, row: Any, session: Any, sheet: Tally[Any, Any], lang: str, /) -> None:
        """Each event, what it wrote each player and his total after it."""
        from ..formats import sayer
        t = sayer(lang)
        row([t("export.csv.number"), t("export.csv.event"), *sheet.players,
             *(f"{p} {t('tally.csv.total')}" for p in sheet.players)])
        for r in sheet.records:
            points, totals = dict(r.points), dict(r.totals)
            row([r.number, self.shown.describe_event(r.event, lang),
                 *(points.get(p, "") for p in sheet.players),
                 *(totals.get(p, "") for p in sheet.players)])

    def md_sheet(self, sheet: Tally[Any, Any], lang: str) -> list[str]:
        from ..formats import md
        view = self.shown
        assert isinstance(view, TallyView)
        out: list[str] = []
        for r in sheet.rounds:
            out += [f"## {md(view.heading(sheet, r.number, lang))}", "",
                    "| № | " + " | ".join(md(p) for p in sheet.players) + " |",
                    "|---:|" + "---:|" * len(sheet.players)]
            out += ["| " + " | ".join(md(c) for c in row) + " |"
                    for row in view.rows(sheet, r.number, lang)]
            out.append("")
        return out

    def html_sheet(self, sheet: Tally[Any, Any], lang: str) -> list[str]:
        from ..pages import fragment
        view = self.shown
        assert isinstance(view, TallyView)
        rounds = [(view.heading(sheet, r.number, lang), view.rows(sheet, r.number, lang))
                  for r in sheet.rounds]
        return [fragment("tally/sheet.html", players=sheet.players, rounds=rounds,
                         open=sheet.winner is None)]
