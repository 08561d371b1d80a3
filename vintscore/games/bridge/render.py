"""Bridge's sheet, settlement and log as rich renderables, laid out like the paper.

The sheet of two sides is the rubber machinery's (rubber/render.py: the columns headed by
the sides, above and below the line, a line under each game, the totals, the widths from
a phone's 60 columns to 200); what is bridge's is said here through its hooks: the words
beside an amount (B1–B8, B13, B23–B27), each side's vulnerability (B12, B21) and its
part-score toward the game in progress (B10, B24), the rubber's state in words and who
deals next (B31), a chicago's deals with their number, dealer and vulnerability (B20–B22),
the result as B32 settles it, and Law 80's premiums in the settlement (B14). Every word
comes from the glossary (B33 in Russian); user text goes in as `Text`, never as markup.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from rich import box
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from ...glossary import Msg, say
from ...rubber import render as paper
from ...rubber import render_settlement
from ...rubber.render import Words
from . import report
from .presets import modifications
from .report import describe_event, describe_record, entry_label, rules_named, short_label
from .sheet import chicago, games_won, partscore, vulnerable_now

if TYPE_CHECKING:
    from ...rubber.settlement import RubberResult, Settlement
    from ...rubber.sheet import Entry, Rubber
    from ...session import AnySession
    from .model import BridgeRules
    from .sheet import Sheet

RUBBER_WORDS = Words(
    rubber="bridge.render.rubber", above="bridge.render.above", below="bridge.render.below",
    nothing_above="bridge.render.nothing_above", nothing_below="bridge.render.nothing_below",
    game_mark="bridge.render.game_mark", games="bridge.render.games",
    total="bridge.render.total", result="bridge.render.result", so_far="bridge.render.so_far",
    seat_change="bridge.render.seat_change", no_deals="bridge.render.no_deals",
    earlier="bridge.render.earlier.rubber", earlier_settled="bridge.render.earlier.settled",
    settlement="bridge.render.settlement", col_rubber="bridge.render.col.rubber",
    col_player="bridge.render.col.player", col_points="bridge.render.col.points",
    col_money="bridge.render.col.money", points="bridge.render.points",
    money="bridge.render.money", stake="bridge.render.stake", score="bridge.render.score.rubber",
    score_head="bridge.render.score_head", settlement_line="bridge.render.settlement.rubber",
    short_names="bridge.render.short_names", short_name="bridge.render.short_name")
# B20: a chicago is named so wherever the sheet names a rubber
CHICAGO_WORDS = replace(
    RUBBER_WORDS, rubber="bridge.render.chicago", earlier="bridge.render.earlier.chicago",
    col_rubber="bridge.render.col.chicago", score="bridge.render.score.chicago",
    settlement_line="bridge.render.settlement.chicago")


def words_of(rules: BridgeRules) -> Words:
    return CHICAGO_WORDS if chicago(rules) else RUBBER_WORDS


def _t(key: str, lang: str, style: str = "", **values: object) -> Text:
    return Text(say(Msg(key, **values), lang), style=style)


class BridgePaper(paper.Paper):
    """Bridge's words on the sheet of two sides: North-South and East-West (B31)."""

    def __init__(self, sheet: Sheet, session: AnySession, lang: str) -> None:
        super().__init__(session, lang)
        self.sheet, self.rules = sheet, sheet.rules
        self.chicago = chicago(sheet.rules)

    @property
    def words(self) -> Words:
        return words_of(self.rules)

    def label(self, entry: Entry, compact: bool) -> str:
        return short_label(entry, self.lang) if compact else entry_label(entry, self.lang)

    def results(self, rubber: Rubber) -> list[int]:
        """B32: the difference, exact or rounded to the hundred as the rules say."""
        return report.results(rubber, self.rules)

    def games(self, rubber: Rubber, column: int) -> int:
        """B10: the games won; in Chicago the games made (B23)."""
        return games_won(rubber, column, self.rules)

    def title(self, rubber: Rubber) -> Text:
        """'Rubber 1 · rubber bridge · won 2–1 by Boris & Gleb · Anna & Vera by 810'."""
        lang = self.lang
        title = _t(self.words.rubber, lang, "bold", number=rubber.number)
        # B20: "Chicago 1" names Chicago's own rules already; modified rules are named
        if not (chicago(self.rules) and not modifications(self.rules)):
            title.append(f" · {rules_named(self.rules, lang)}")
        title.append(" · ")
        if not rubber.finished:
            title.append(_t("bridge.render.unfinished", lang, "yellow"))
        else:  # B13, B20, B32: won on games, over, and who is ahead on points
            title.append(report.outcome(rubber, self.results(rubber), lang))
        if rubber.out:  # B30: those sitting out this rubber or chicago
            title.append(" · ")
            title.append(_t("bridge.render.out", lang, players=", ".join(rubber.out)))
        return title

    def rows(self, rubber: Rubber) -> list[tuple[str, list[Text]]]:
        """While it is in play, each side's vulnerability on the deal to come (B12, B21) and
        its part-score toward the game in progress (B10; in Chicago the carry, B24)."""
        if rubber.finished:
            return []
        lang = self.lang
        vulnerable = vulnerable_now(rubber, self.rules, self.sheet.next_dealer)
        rows = [("", [_t("bridge.render.cell.vulnerable", lang, "bold red") if v
                      else _t("bridge.render.cell.not_vulnerable", lang) for v in vulnerable])]
        scores = [partscore(rubber, c, self.rules) for c in rubber.columns]
        if any(scores):
            key = "bridge.render.cell.carry" if self.chicago else "bridge.render.cell.partscore"
            rows.append(("", [_t(key, lang, points=s) if s else Text("") for s in scores]))
        return rows

    def under(self, rubber: Rubber) -> list[RenderableType]:
        """Under the last rubber or chicago: a chicago's deals (B20–B22), and the state of
        play in words, with who deals next (B31); under a rubber in play, what the
        settlement would add if the evening stopped now, and what it would pay (B14)."""
        shown: list[RenderableType] = []
        if rubber is self.sheet.rubbers[-1]:
            if self.chicago:
                shown.append(self._deals(rubber))
            shown.append(Text(self.state(rubber)))
        now = report.closing_now(rubber, self.rules, self.lang)
        if now:  # B14: what the settlement adds if the evening stopped now (Law 80)
            shown.append(Text(now, style="dim"))
        return shown

    def state(self, rubber: Rubber) -> str:
        """'Rubber 1, game 2: Anna & Vera vulnerable. Part-score toward game: Boris & Gleb
        40. Vera deals next.'; 'Chicago 1, deal 3 of 4: Vera deals, Anna & Vera vulnerable.';
        after the last, the next one's first dealer."""
        return report.state(self.sheet, rubber, self.lang)

    def _deals(self, rubber: Rubber) -> RenderableType:
        """B20–B22: a chicago's deals — each counted deal's number, its event, its dealer and
        who was vulnerable; a pass-out dealt again is no deal of the four."""
        lang = self.lang
        table = Table(box=box.MINIMAL, show_edge=False, pad_edge=False)
        table.add_column(say(Msg("bridge.render.deals.deal"), lang), justify="right",
                         no_wrap=True)
        table.add_column("#", justify="right", style="dim", no_wrap=True)
        table.add_column(say(Msg("bridge.render.deals.dealer"), lang), overflow="fold")
        table.add_column(say(Msg("bridge.render.deals.vulnerable"), lang), overflow="fold")
        for row in report.deal_rows(self.sheet, rubber, lang):
            table.add_row(row.deal, str(row.event), Text(row.dealer), Text(row.vulnerable),
                          style="dim" if row.passed else "")
        return table


def sheet(sheet: Sheet, session: AnySession, *, only: int | None = None,
          everything: bool = False, lang: str = "en", width: int = 80) -> RenderableType:
    """`vint sheet` of a bridge session: the last rubbers or chicagos in full, earlier ones
    a line each; under the last, the state of play and who deals next."""
    return paper.evening(BridgePaper(sheet, session, lang), sheet, only=only,
                         everything=everything, width=width)


def settlement(result: Settlement, rules: BridgeRules, width: int = 80,
               lang: str = "en") -> RenderableType:
    """B32: each rubber or chicago by its difference, each player's points and money; Law
    80's premiums of an unfinished rubber in a line of their own (B14), and a chicago
    stopped early said so (B28)."""
    notes: list[RenderableType] = [_closing(r, rules, lang) for r in result.rubbers
                                   if not r.finished]
    return render_settlement.settlement(result, words_of(rules), width=width, lang=lang, notes=notes)


def _closing(r: RubberResult, rules: BridgeRules, lang: str) -> Text:
    """B14: 'Rubber 1 unfinished, Law 80 (B14): Anna & Vera 300 for the only game, Boris &
    Gleb 100 for the part-score.'; B28: a chicago has none."""
    return Text(report.closing_said(r, rules, lang), style="dim")


def log(sheet: Sheet, lang: str = "en", width: int = 120) -> RenderableType:
    """`vint log`: every event as bridge players say it, with what it wrote."""
    return paper.log(sheet, words_of(sheet.rules), describe_event,
                     lambda rec, r, lang, short: describe_record(rec, r, lang, short=short),
                     lang, width, wrote=report.wrote_something)
