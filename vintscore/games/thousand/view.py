"""What Thousand says: its options, a deal, the sheet as on paper — each deal's totals, the
bolts as sticks, «бочка» and its try, the falls, the zeroing, the самосвал where they happened
(T36) —, who deals next and at four sits out (T2); vintscore/tally says the rest."""
from __future__ import annotations

from dataclasses import asdict
from typing import Any, final

from vintscore.display import with_note
from vintscore.games.base import Lines, Played
from vintscore.glossary import Msg, say
from vintscore.session import RulesChange, rules_in_force
from vintscore.tally import options
from vintscore.tally.sheet import Mark, Tally, TallyLine
from vintscore.tally.stats import TallyStats
from vintscore.tally.view import TallyView, total_text

from .model import OPTIONS, SUITS
from .scoring import sitter_of


@final
class ThousandView(TallyView):
    rounds = False  # T38: one game a session

    def rules_said(self, session: Any, lang: str, /) -> str:
        rules = rules_in_force(session)  # a switch (vint rescore --write) scores the game
        changed = options.changed(rules, OPTIONS)
        return say(Msg("thousand.rules.said.changed" if changed else "thousand.rules.said",
                       target=rules.target, changes=", ".join(changed)), lang)

    def describe_event(self, event: Any, lang: str, /) -> str:
        if isinstance(event, RulesChange):
            return self.switch_said(event, lang)
        said = [say(Msg("thousand.deal.conceded" if event.conceded else "thousand.deal",
                        declarer=event.declarer, bid=event.bid,
                        points=", ".join(f"{p} {n}" for p, n in event.points) or "—"), lang)]
        said += [say(Msg(f"thousand.deal.{key}", **{key: value}), lang) for key, value in (
            ("marriages", ", ".join(f"{p} {SUITS[v]}{v}" for p, v in event.marriages)),
            ("took", ", ".join(event.took)), ("talon", ":".join(map(str, event.talon or ()))))
            if value]
        return with_note("; ".join(said), event.note, lang)

    def mark(self, mark: Mark, lang: str) -> str:
        kind = "bolt3" if mark.kind == "bolt" and mark.count == 3 else mark.kind
        return say(Msg(f"thousand.mark.{kind}", count=mark.count, sticks="|" * mark.count), lang)

    def cell(self, line: TallyLine[Any], player: str, lang: str) -> str:
        """A total as the paper writes it, the bolts as sticks, the barrel and its try."""
        total = dict(line.totals).get(player)
        marks = ["|" * m.count if m.kind == "bolt" else
                 say(Msg(f"thousand.cell.{m.kind}", count=m.count), lang)
                 for m in line.marks if m.player == player]
        return " ".join([total_text(total, lang) if total is not None else "", *marks]).strip()

    def _sitting(self, players: tuple[str, ...], dealer: str, lines: Lines, lang: str) -> Lines:
        """At four, the next dealer's line says that he sits out (T2)."""
        if sitter_of(players, dealer):
            lines[-1] = say(Msg("thousand.next.sits", dealer=dealer), lang)
        return lines

    def created(self, path: Any, session: Any, lang: str, /) -> Lines:
        return self._sitting(session.players, session.dealer or session.players[0],
                             super().created(path, session, lang), lang)

    def sheet(self, opened: Played[Tally[Any, Any]], given: Any, lang: str, width: int,
              /) -> Lines:
        sheet, lines = opened.sheet, super().sheet(opened, given, lang, width)
        return lines if sheet.winner else self._sitting(sheet.players, sheet.next_dealer, lines,
                                                        lang)

    def sheet_json(self, opened: Played[Tally[Any, Any]], name: str, given: Any,
                   /) -> dict[str, Any]:
        sheet = opened.sheet
        return {**super().sheet_json(opened, name, given),
                "next_sitter": sitter_of(sheet.players, sheet.next_dealer),
                "standing": {p: asdict(s) for p, s in (sheet.state or {}).items()}}


@final
class ThousandStats(TallyStats):
    counted = ("bolt", "barrel", "fall")  # bolts, times put on the barrel, falls of any kind
