"""The paper sheet of a game of two sides (Vint's, bridge's) as rich renderables.

What any such sheet has is drawn here once: the columns headed by the sides' names, of one
width for every rubber of the evening (as wide as its widest needs, up to the screen),
above the line event by event, below it game by game with a line under each game, the
totals, the event numbers at every width (for `vint edit N`), the halves labelled where
there is room, and the seat changes across their column (V12, B30); the evening (its last
rubbers in full, the earlier ones a line each), the settlement by sides (V11, B32) and the
log. What is the game's comes through `Paper`'s hooks and its catalogue's keys (`Words`):
the words beside an amount, the title, the result's rounding, rows and lines of its own.

Below COMPACT columns (a phone) the sheet is drawn compact: short labels, no padding, the
halves unlabelled. User text always goes in as `Text`, never as markup; every word comes
from the glossary. This module (and rich with it) is imported only by the commands that draw.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from rich import box
from rich.cells import cell_len
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..display import minus, signed
from ..glossary import Msg, say
from ..value import value
from .events import Seat
from .settlement import column_results

if TYPE_CHECKING:
    from ..session import AnySession
    from .sheet import Entry, GameScore, Record, Rubber, Sheet

# `vint sheet` draws an evening's rubbers in full; past that, the last one in full and the
# earlier ones a line each (a long sheet scrolls away, and rich tables take time to draw).
EVENING = 3
EARLIER_LINES = 10  # the earlier rubbers listed a line each; before them, a pointer to settle
WIDE_LOG = 100  # narrower than this, the log is a paragraph an event (issue 14: 2–3 lines)
SHORT_LOG = 80  # narrower than this, the log leaves the details to the sheet
COMPACT = 72  # narrower than this, the sheet is drawn compact (issue: a phone's 60 columns)
STACKED = 60  # from this width, players too many for one settlement table are stacked


@value
class Words:
    """The keys of a game's catalogue for what every sheet of two sides says, each in the
    game's own terms (Vint's «партия», bridge's «гейм»; a rubber, or a chicago)."""

    rubber: str  # {number}: a rubber's heading (the narrow log's)
    above: str  # the halves' labels
    below: str
    nothing_above: str
    nothing_below: str  # {game}
    game_mark: str  # {game}: under the game's winners
    games: str  # the rows under the games
    total: str
    result: str
    so_far: str
    seat_change: str  # {old}, {new} (V12)
    no_deals: str  # {player}
    earlier: str  # the earlier rubbers, a line each
    earlier_settled: str  # {last}
    settlement: str  # the settlement's title and words
    col_rubber: str
    col_player: str
    col_points: str
    col_money: str  # {stake}
    points: str
    money: str
    stake: str  # {stake}
    score: str  # {totals}, {games}
    score_head: str
    settlement_line: str  # {number}, {mark}, {sides}, {score}, {results}
    short_names: str  # {names}
    short_name: str  # {short}, {name}


def worded(key: str, lang: str, style: str = "", **values: Any) -> Text:
    """The message `key` in `lang` as rich Text (one style for the whole of it)."""
    return Text(say(Msg(key, **values), lang), style=style)


class Paper(ABC):
    """What a game says on its sheet of two sides, in `lang`: its words (`words`), the
    words beside each amount (`label`) and above each rubber (`title`); by default the
    result is V11's difference unrounded and nothing else is drawn (`rows`, `under`)."""

    def __init__(self, session: AnySession, lang: str) -> None:
        self.session, self.lang = session, lang

    @property
    @abstractmethod
    def words(self) -> Words:
        """The game's keys for the sheet's words."""

    @abstractmethod
    def label(self, entry: Entry, compact: bool) -> str:
        """The words beside an entry's amount: in full, or on a phone (`compact`) short."""

    @abstractmethod
    def title(self, rubber: Rubber) -> RenderableType:
        """What stands above the rubber's table (wrapping at the screen's width)."""

    def results(self, rubber: Rubber) -> list[int]:
        """Each column's result as the settlement counts it (V11, B32)."""
        return column_results(rubber)

    def games(self, rubber: Rubber, column: int) -> int:
        """The games a column won, under its games."""
        return rubber.games_won(column)

    def rows(self, rubber: Rubber) -> list[tuple[str, list[Text]]]:
        """The game's own rows under the totals: a label and a cell a column."""
        return []

    def under(self, rubber: Rubber) -> list[RenderableType]:
        """What stands under the rubber's table."""
        return []

    def line(self, rubber: Rubber) -> Text:
        """The rubber in one line, among the earlier ones."""
        return rubber_line(rubber, self.lang)

    def seat_changes(self, rubber: Rubber) -> list[tuple[int, int, str, str]]:
        """V12: each replacement mid-rubber as (the seat event's number, the column, who
        left, who came), in order."""
        changes = []
        for t in rubber.tenures:
            if t.end is None:
                continue
            new = next((u.player for u in rubber.tenures if u.column == t.column
                        and u.start == t.end and u.player != t.player), None)
            if new is None:
                continue
            boundary = rubber.entries[t.end].event if t.end < len(rubber.entries) else None
            seats = [n for n, ev in enumerate(self.session.events, 1)
                     if isinstance(ev, Seat) and not ev.void and (t.player, new) in ev.replace
                     and (boundary is None or n < boundary)]
            if seats:
                changes.append((seats[-1], t.column, t.player, new))
        return sorted(changes)


def rubber_line(rubber: Rubber, lang: str = "en") -> Text:
    """One line for a rubber: the totals and who is up by how much (V11); * unfinished."""
    totals = [rubber.total(c) for c in rubber.columns]
    results = column_results(rubber)  # as they stand, not rounded: who is up by how much
    mark = "" if rubber.finished else "*"
    if len(totals) == 2:
        text = Text(f"  {rubber.number}{mark}: {say(rubber.name(0), lang)} "
                    f"{minus(str(totals[0]), lang)} – {minus(str(totals[1]), lang)} "
                    f"{say(rubber.name(1), lang)}")
    else:
        text = Text(f"  {rubber.number}{mark}: " + ", ".join(
            f"{say(rubber.name(c), lang)} {t}" for c, t in zip(rubber.columns, totals)))
    best = max(rubber.columns, key=lambda c: results[c])
    text.append(f": {say(rubber.name(best), lang)} {signed(results[best], lang)}")
    return text


# -- the evening -----------------------------------------------------------------------------

def evening(paper: Paper, sheet: Sheet[Any], *, only: int | None = None,
            everything: bool = False, width: int = 80) -> RenderableType:
    """The sheet as on the table: the last rubbers in full, earlier ones a line each.

    `only` draws one rubber, `everything` all of them in full.
    """
    lang, words = paper.lang, paper.words
    if not sheet.rubbers:
        return worded(words.no_deals, lang, player=paper.session.players[0])
    if only is not None:
        return rubber(paper, sheet.rubbers[only - 1], width=width, evening=sheet.rubbers)
    full = sheet.rubbers if everything or len(sheet.rubbers) <= EVENING else sheet.rubbers[-1:]
    earlier = sheet.rubbers[:len(sheet.rubbers) - len(full)]
    parts: list[RenderableType] = []
    if earlier:
        lines = worded(words.earlier, lang, "bold")
        if len(earlier) > EARLIER_LINES:
            lines.append("\n")
            lines.append(worded(words.earlier_settled, lang,
                              last=earlier[-EARLIER_LINES - 1].number))
            earlier = earlier[-EARLIER_LINES:]
        for r in earlier:
            lines.append("\n")
            lines.append(paper.line(r))
        parts.append(lines)
    parts += [rubber(paper, r, width=width, evening=sheet.rubbers) for r in full]
    return Group(*parts)


# -- one rubber as on paper ------------------------------------------------------------------

def _figures(r: Rubber) -> int:
    """The amounts' width in a rubber: its longest amount or total."""
    return max([len(str(e.amount)) for e in r.entries] + [len(str(r.total(c))) for c in r.columns])


def _row_labels(paper: Paper, rubbers: Sequence[Rubber], halves: bool) -> list[str]:
    w = paper.words
    keys = [w.games, w.total, w.result, w.so_far] + ([w.above, w.below] if halves else [])
    return [say(Msg(k), paper.lang) for k in keys] + [
        label for r in rubbers for label, _ in paper.rows(r)]


def _label_width(paper: Paper, rubbers: Sequence[Rubber], halves: bool) -> int:
    """The first column: the event numbers, and the rows' labels."""
    numbers = [len(str(e.event)) for r in rubbers for e in r.entries]
    return max([1, *numbers, *(cell_len(t) for t in _row_labels(paper, rubbers, halves))])


def _needed(paper: Paper, r: Rubber, compact: bool) -> int:
    """The widest thing one of the rubber's columns holds, in cells: its heading, an amount
    and its reason, a seat change, a game's mark, the totals, the game's own rows."""
    lang, words, figures = paper.lang, paper.words, _figures(r)
    widths = [cell_len(say(r.name(c), lang)) for c in r.columns]
    widths += [figures + 1 + cell_len(paper.label(e, compact)) for e in r.entries]
    widths += [cell_len(say(Msg(words.seat_change, old=old, new=new), lang))
               for _, _, old, new in paper.seat_changes(r)]
    widths += [cell_len(say(Msg(words.game_mark, game=g.number), lang)) for g in r.games]
    widths += [cell.cell_len for _, cells in paper.rows(r) for cell in cells]
    widths.append(figures + 1)  # the result, signed
    return max(widths)


def columns_width(paper: Paper, rubbers: Sequence[Rubber], *, width: int) -> int:
    """One width for every column of every rubber of the evening, as paper has (issue 23):
    as wide as the widest of them needs, no wider than the screen allows."""
    compact = width < COMPACT
    needed = max(_needed(paper, r, compact) for r in rubbers)
    label = _label_width(paper, rubbers, not compact)
    count = max(len(r.columns) for r in rubbers)
    room = (width - label) // count - (1 if compact else 3)  # '│', and a space each side
    return max(1, min(needed, room))


def rubber(paper: Paper, r: Rubber, *, width: int = 80,
           evening: Sequence[Rubber] = ()) -> RenderableType:
    """One rubber as on paper: the column of each side, above the line and below, per game.

    Its columns are of one width, the widest the rubbers of `evening` (this one when none
    is given) need, so that every rubber of the evening is drawn alike; where there is
    room (not on a phone) its halves are labelled above and below the line.
    """
    rubbers = evening or (r,)
    drawing = _Drawing(paper, r, width < COMPACT)
    drawing.head(rubbers, columns_width(paper, rubbers, width=width))
    drawing.above_the_line()
    drawing.below_the_line()
    drawing.totals()
    # the title above the table, wrapping at the screen's width, not the table's
    return Group(paper.title(r), drawing.table, *paper.under(r))


class _Drawing:
    """One rubber being drawn, row by row, as on paper: its table, and the seat changes
    (V12) still to draw in the half being drawn."""

    def __init__(self, paper: Paper, r: Rubber, compact: bool) -> None:
        self.paper, self.r, self.lang, self.compact = paper, r, paper.lang, compact
        self.words = paper.words
        self.halves = not compact  # the halves labelled, where there is room
        self.columns = list(r.columns)
        self.blank = [""] * (len(self.columns) - 1)
        self.figures = _figures(r)
        self.changes = paper.seat_changes(r)
        self.pending = list(self.changes)  # drawn once above the line, and once below it
        self.table = Table(box=box.MINIMAL, show_edge=False, pad_edge=False,
                           padding=(0, 0) if compact else (0, 1))

    def head(self, rubbers: Sequence[Rubber], each: int) -> None:
        """The first column (the event numbers, the rows' labels) and a column a side,
        headed by its hands, `each` cells wide."""
        self.table.add_column("#", justify="right", style="dim", no_wrap=True,
                              min_width=_label_width(self.paper, rubbers, self.halves))
        for c in self.columns:
            self.table.add_column(Text(say(self.r.name(c), self.lang), style="bold"),
                                  overflow="fold", width=each)

    def cell(self, entries: list[Entry]) -> RenderableType:
        """The entries of one event in one column: the amount, right-justified, and its
        reason beside it; a long reason wraps under itself, indented, never under the
        amount."""
        if not entries:
            return Text("")  # (an empty grid would measure as wide as the screen)
        grid = Table.grid(padding=(0, 0, 0, 1), pad_edge=False)
        grid.add_column(justify="right", no_wrap=True, min_width=self.figures)
        grid.add_column(overflow="fold")
        for e in entries:
            grid.add_row(Text(minus(str(e.amount), self.lang)),  # a negative adjustment: «−100»
                         Text(self.paper.label(e, self.compact), style="dim" if e.below else ""))
        return grid

    def seat_lines(self, before: int | None) -> None:
        """V12: a line across the column where a player gave his seat mid-rubber, the seat's
        event numbered (for `vint edit N`), with who takes whose seat (the one who gives it
        only sits out the rest of the rubber)."""
        while self.pending and (before is None or self.pending[0][0] < before):
            n, column, old, new = self.pending.pop(0)
            self.table.add_row(str(n), *[
                worded(self.words.seat_change, self.lang, "bold", old=old, new=new)
                if c == column else Text("") for c in self.columns])

    def event(self, n: int, written: Callable[[int], Sequence[Entry]]) -> None:
        """Event `n`'s row: what it wrote in each column (`written(column)`), after the
        seat changes that came before it."""
        self.seat_lines(n)
        self.table.add_row(str(n), *[self.cell([e for e in written(c) if e.event == n])
                                     for c in self.columns])

    def above_the_line(self) -> None:
        """The premiums and penalties, event by event; then the line."""
        if self.halves:
            self.table.add_row(worded(self.words.above, self.lang, "dim italic"),
                               *[""] * len(self.columns))
        above_events = sorted({e.event for e in self.r.entries if not e.below})
        for n in above_events:
            self.event(n, self.r.above)
        self.seat_lines(None)
        self.pending = list(self.changes)
        if not above_events:
            self.table.add_row("", worded(self.words.nothing_above, self.lang, "dim"), *self.blank)
        self.table.rows[-1].end_section = True  # the line

    def below_the_line(self) -> None:
        """The trick points, game by game (V8, B10), each game closed by its line (B11)."""
        if self.halves:
            self.table.add_row(worded(self.words.below, self.lang, "dim italic"),
                               *[""] * len(self.columns))
        for g in self.r.games:
            self.game(g)
        if self.pending:  # a change after the last deal below the line
            self.seat_lines(None)
            self.table.rows[-1].end_section = True

    def game(self, g: GameScore) -> None:
        """One game below the line: its events, then its winners' mark and a line."""
        def written(c: int) -> tuple[Entry, ...]:
            return self.r.below(c, g.number)

        below_events = sorted({e.event for c in self.columns for e in written(c)})
        for n in below_events:
            self.event(n, written)
        if g.winner is not None:
            marks = [worded(self.words.game_mark, self.lang, "bold", game=g.number)
                     if c in g.winners else Text("") for c in self.columns]
            self.table.add_row("", *marks, end_section=True)
        elif below_events:
            self.table.rows[-1].end_section = True
        elif not self.r.finished:  # over (a chicago's four deals, B20): no game to come
            self.table.add_row("", worded(self.words.nothing_below, self.lang, "dim",
                                        game=g.number), *self.blank, end_section=True)

    def totals(self) -> None:
        """Under the games: the games won, each side's total and its result (V11, B13,
        B32); then the game's own rows."""
        figures, lang, words, r = self.figures, self.lang, self.words, self.r
        self.table.add_row(worded(words.games, lang, "dim"),
                           *[Text(f"{self.paper.games(r, c):>{figures}}") for c in self.columns])
        self.table.add_row(worded(words.total, lang, "dim"),
                           *[Text(minus(f"{r.total(c):>{figures}}", lang), style="bold")
                             for c in self.columns])
        self.table.add_row(worded(words.result if r.finished else words.so_far, lang, "dim"),
                           *[Text(f"{signed(v, lang):>{figures + 1}}")
                             for v in self.paper.results(r)])
        own = self.paper.rows(r)
        if own:
            self.table.rows[-1].end_section = True
        for label, cells in own:
            self.table.add_row(Text(label, style="dim"), *cells)


# -- the log ---------------------------------------------------------------------------------

EventText = Callable[[Any, str], str]  # an event in words, in a language
RecordText = Callable[["Record", "Rubber | None", str, bool], str]  # what it wrote (short?)


def log(sheet: Sheet[Any], words: Words, event_text: EventText, record_text: RecordText,
        lang: str = "en", width: int = 120,
        wrote: Callable[[Record], bool] | None = None) -> RenderableType:
    """Every event in file order, with what it wrote; voided ones marked.

    From WIDE_LOG columns a table (number, rubber, event, what it wrote); narrower, a
    paragraph an event under its number, the rubber said once where it starts. `wrote`
    (bridge's): whether an event wrote anything; one that did not is said without
    'wrote' ('passed out · nothing written').
    """
    if not sheet.records:
        return worded("render.no_events", lang)
    rubbers = {r.number: r for r in sheet.rubbers}
    if width < WIDE_LOG:
        return _narrow_log(sheet, rubbers, words, event_text, record_text, lang,
                           short=width < SHORT_LOG, wrote=wrote)
    table = Table(box=box.MINIMAL, show_edge=False, pad_edge=False)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column(say(Msg(words.col_rubber), lang), justify="right", no_wrap=True)
    table.add_column(say(Msg("render.col.event"), lang), overflow="fold")
    table.add_column(say(Msg("render.col.wrote"), lang), overflow="fold")
    for rec in sheet.records:
        if rec.event.void:
            table.add_row(str(rec.number), "",
                          Text(event_text(rec.event, lang), style="strike dim"),
                          worded("report.void", lang, "yellow"))
            continue
        event = Text(event_text(rec.event, lang))
        # who dealt the hand, under it (dealing.py); a misdeal, or a deal the table said
        # who dealt, names him already
        if rec.dealer is not None and getattr(rec.event, "dealer", rec.dealer) is None:
            event.append("\n")
            event.append(say(Msg("render.dealt", dealer=rec.dealer), lang), style="dim")
        table.add_row(str(rec.number), str(rec.rubber or ""), event,
                      Text(record_text(rec, rubbers.get(rec.rubber), lang, False)))
    return table


def _narrow_log(sheet: Sheet[Any], rubbers: dict[int, Rubber], words: Words,
                event_text: EventText, record_text: RecordText, lang: str,
                short: bool, wrote: Callable[[Record], bool] | None = None) -> RenderableType:
    """The log on a narrow screen: '7  deal 3NT by Gleb, … · dealt by Vera · wrote Anna &
    Vera: 30 below; …', wrapping under itself; on a phone (`short`) each entry without the
    details the sheet shows."""
    grid = Table.grid(padding=(0, 0, 0, 1), pad_edge=False)
    grid.add_column(justify="right", no_wrap=True)
    grid.add_column(overflow="fold")
    rubber = None
    for rec in sheet.records:
        if rec.rubber is not None and rec.rubber != rubber and not rec.event.void:
            rubber = rec.rubber
            grid.add_row("", worded(words.rubber, lang, "bold", number=rubber))
        if rec.event.void:
            text = Text(event_text(rec.event, lang), style="strike dim")
            text.append(" · ")
            text.append(worded("report.void", lang, "yellow"))
            grid.add_row(str(rec.number), text)
            continue
        text = Text(event_text(rec.event, lang))
        if rec.dealer is not None and getattr(rec.event, "dealer", rec.dealer) is None:
            text.append(" · ")
            text.append(say(Msg("render.dealt", dealer=rec.dealer), lang), style="dim")
        # ' · wrote …', not an arrow: '→' means "to" everywhere (vists, payments, seats)
        text.append(" · ")
        said = record_text(rec, rubbers.get(rec.rubber), lang, short)
        text.append(Text(said) if wrote is not None and not wrote(rec)
                    else worded("render.log.wrote", lang, text=said))
        grid.add_row(str(rec.number), text)
    return grid
