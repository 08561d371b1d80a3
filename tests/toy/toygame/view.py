"""What the commands show of a Tricks session: plain lines in the user's language, and the
dicts of --json."""
from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from vintscore.display import json_head, signed, with_note
from vintscore.games.base import Edited, Lines, Played, View
from vintscore.glossary import Msg, say
from vintscore.money import money_json, money_text, stake_text


def rules_said(session: Any, lang: str) -> str:
    rules = session.rules
    return say(Msg("toy.rules.said", tricks=rules.deal_size, target=rules.target), lang)


def describe_event(deal: Any, lang: str) -> str:
    tricks = ", ".join(f"{p} {n}" for p, n in deal.tricks)
    return with_note(say(Msg("toy.deal.double" if deal.double else "toy.deal", tricks=tricks),
                         lang), deal.note, lang)


def points_text(points: tuple[tuple[str, int], ...], lang: str) -> str:
    return ", ".join(f"{p} {signed(n, lang)}" for p, n in points)


def wrote(record: Any, lang: str) -> list[str]:
    """What a deal wrote, and the match it ended (Z2)."""
    if not record.match:
        return [say(Msg("toy.void"), lang)]
    lines = [say(Msg("toy.wrote", match=record.match, points=points_text(record.points, lang)),
                 lang)]
    if record.won is not None:
        lines.append(say(Msg("toy.won", player=record.won, match=record.match), lang))
    return lines


def sheet_lines(sheet: Any, lang: str) -> list[str]:
    target = sheet.rules.target
    if not sheet.matches:
        return [say(Msg("toy.sheet.empty", target=target), lang)]
    lines = []
    for m in sheet.matches:
        totals = ", ".join(f"{p} {n}" for p, n in m.points)
        lines.append(say(Msg("toy.sheet.won", number=m.number, winner=m.winner, points=totals)
                         if m.winner is not None else
                         Msg("toy.sheet.open", number=m.number, target=target, points=totals),
                         lang))
    return [*lines, say(Msg("toy.next_dealer", dealer=sheet.next_dealer), lang)]


def sheet_json(sheet: Any, name: str) -> dict[str, Any]:
    return {**json_head("vintscore-toy-sheet", name), "game": "toy",
            "target": sheet.rules.target,
            "matches": [{"number": m.number, "winner": m.winner, "points": dict(m.points)}
                        for m in sheet.matches],
            "next_dealer": sheet.next_dealer}


def settlement_json(settled: Any, name: str) -> dict[str, Any]:
    from vintscore.payments import payments_keys
    return {**json_head("vintscore-settlement", name), "game": "toy",
            "stake": money_json(settled.stake), "won": dict(settled.won),
            "money": {p: money_json(m) for p, m in settled.money},
            **payments_keys(settled.cents, settled.cents_rounded)}


def log_json(sheet: Any, lang: str) -> list[dict[str, Any]]:
    return [{"number": r.number, "kind": "deal", "void": r.event.void,
             "text": describe_event(r.event, lang), "match": r.match or None,
             "points": dict(r.points)} for r in sheet.records]


class TricksView(View):
    def rules_label(self, session: Any, /) -> str:
        return f"toy to {session.rules.target}"

    def rules_said(self, session: Any, lang: str, /) -> str:
        return rules_said(session, lang)

    def rules_in_list(self, session: Any, /) -> Msg:
        return Msg("toy.rules.said", tricks=session.rules.deal_size, target=session.rules.target)

    def describe_event(self, event: Any, lang: str, /) -> str:
        return describe_event(event, lang)

    def fine(self, path: Path, opened: Played, lang: str, /) -> Msg:
        s = opened.session
        return Msg("toy.check.fine", path=path, events=len(s.events),
                   players=", ".join(s.players), matches=len(opened.sheet.matches))

    def created(self, path: Path, session: Any, lang: str, /) -> Lines:
        return [say(Msg("toy.created", path=path, rules=rules_said(session, lang),
                        stake=stake_text(session.stake, lang)), lang),
                say(Msg("toy.next_dealer", dealer=session.players[0]), lang)]

    def appended(self, changed: Edited, lang: str, width: int, /) -> Lines:
        rec = changed.sheet.records[-1]
        return [say(Msg("cli.event", number=rec.number, what=describe_event(rec.event, lang)),
                    lang), *wrote(rec, lang), *sheet_lines(changed.sheet, lang)]

    def appended_json(self, changed: Edited, name: str, /) -> dict[str, Any]:
        return sheet_json(changed.sheet, name)

    def describe_record(self, changed: Edited, number: int, lang: str, /) -> str:
        return "; ".join(wrote(changed.sheet.records[number - 1], lang))

    def sheet(self, opened: Played, given: Mapping[str, Any], lang: str, width: int,
              /) -> Lines:
        return [say(Msg("toy.sheet.title", title=opened.session.title), lang),
                *sheet_lines(opened.sheet, lang)]

    def sheet_json(self, opened: Played, name: str, given: Mapping[str, Any],
                   /) -> dict[str, Any]:
        return sheet_json(opened.sheet, name)

    def settlement(self, settled: Any, session: Any, width: int, lang: str, /) -> Any:
        money = dict(settled.money)
        return "\n".join(say(Msg("toy.settle.row", player=p, won=n,
                                 money=money_text(money[p], lang)), lang)
                         for p, n in settled.won)

    def settlement_json(self, settled: Any, name: str, /) -> dict[str, Any]:
        return settlement_json(settled, name)

    def log(self, opened: Played, lang: str, width: int, /) -> Lines:
        if not opened.sheet.records:
            return [say(Msg("render.no_events"), lang)]
        return [say(Msg("toy.log.row", number=r.number, what=describe_event(r.event, lang),
                        wrote="; ".join(wrote(r, lang))), lang)
                for r in opened.sheet.records]

    def log_json(self, opened: Played, name: str, /) -> dict[str, Any]:
        return {**json_head("vintscore-log", name), "game": "toy",
                "events": log_json(opened.sheet, opened.session.lang)}

    def agrees(self, points: Any, paper: str, /) -> bool:
        return str(points) == paper.lstrip("+")

    def points_said(self, points: Any, /) -> str:
        return signed(points)

    def stats_parts(self, figures: Any, width: int, lang: str, /) -> Lines:
        from vintscore.layout import table_or_list
        heads = [say(Msg(k), lang) for k in ("stats.col.player", "toy.stats.col.matches",
                                             "toy.stats.col.won", "toy.stats.col.money")]
        rows = [[r.player, str(r.matches), str(r.won), money_text(r.money, lang)]
                for r in figures.players]
        return [table_or_list(say(Msg("toy.stats.title", count=figures.sessions), lang), heads,
                              rows, width, lang)]

    def writes(self, sheet: Any, number: int, lang: str, /) -> list[str]:
        return wrote(sheet.records[number - 1], lang)
