"""The sheet, the settlement and the log as rich renderables, laid out like the paper.

User text (names, notes, reasons) always goes in as `Text`, never as markup. Every word
comes from the glossary, said in `lang`. Below COMPACT columns (a phone) the sheet takes
a compact layout: short labels instead of the details (the event numbers stay, for `edit N`).
rich is imported here only, and this module only by the commands that draw.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from rich import box
from rich.cells import cell_len
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ...display import minus, signed
from ...glossary import Msg, say
from ...money import money_text, stake_text
from ...payments import amounts
from ...rubber.events import Seat
from ...rubber.settlement import column_results
from ...text import safe
from .model import Deal, Reason, rules_in_force
from .report import (
    coming_dealer,
    describe_event,
    describe_record,
    entry_label,
    plan_notes,
    rotation_rows,
    rules_text,
    short_label,
    with_revoke,
    won_by,
)

if TYPE_CHECKING:
    from ...rubber.fold import Entry, GameScore
    from ...session import Session
    from .settlement import Settlement
    from .sheet import Rubber, Sheet


# `vint sheet` draws an evening's rubbers in full; past that, the last one in full and the
# earlier ones a line each (a long sheet scrolls away, and rich tables take time to draw).
EVENING = 3
EARLIER_LINES = 10  # the earlier rubbers listed a line each; before them, a pointer to settle
WIDE_LOG = 100  # narrower than this, the log is a paragraph an event (issue 14: 2–3 lines)
SHORT_LOG = 80  # narrower than this, the log leaves the details to the sheet
COMPACT = 72  # narrower than this, the sheet is drawn compact (issue: a phone's 60 columns)


def _t(key: str, lang: str, style: str = "", **values) -> Text:
    return Text(say(Msg(key, **values), lang), style=style)


def sheet(sheet: Sheet, session: Session, *, only: int | None = None, everything: bool = False,
          lang: str = "en", width: int = 80) -> RenderableType:
    """The sheet as on the table: the last rubbers in full, earlier ones a line each.

    `only` draws one rubber, `everything` all of them in full.
    """
    if not sheet.rubbers:
        return _t("vint.render.no_deals", lang, player=session.players[0])
    if only is not None:
        return rubber(sheet.rubbers[only - 1], session, lang=lang, width=width,
                      evening=sheet.rubbers)
    full = sheet.rubbers if everything or len(sheet.rubbers) <= EVENING else sheet.rubbers[-1:]
    earlier = sheet.rubbers[:len(sheet.rubbers) - len(full)]
    parts: list[RenderableType] = []
    if earlier:
        lines = _t("vint.render.earlier", lang, "bold")
        if len(earlier) > EARLIER_LINES:
            lines.append("\n")
            lines.append(_t("vint.render.earlier.settled", lang,
                            last=earlier[-EARLIER_LINES - 1].number))
            earlier = earlier[-EARLIER_LINES:]
        for r in earlier:
            lines.append("\n")
            lines.append(rubber_line(r, lang))
        parts.append(lines)
    parts += [rubber(r, session, lang=lang, width=width, evening=sheet.rubbers) for r in full]
    return Group(*parts)


def rubber_line(r: Rubber, lang: str = "en") -> Text:
    """One line for a rubber: the totals and who is up by how much (V11); * unfinished."""
    totals = [r.total(c) for c in r.columns]
    results = column_results(r)  # as they stand, not rounded: who is up by how much
    mark = "" if r.finished else "*"
    if len(totals) == 2:
        text = Text(f"  {r.number}{mark}: {say(r.name(0), lang)} {minus(str(totals[0]), lang)} – "
                    f"{minus(str(totals[1]), lang)} "
                    f"{say(r.name(1), lang)}")
    else:
        text = Text(f"  {r.number}{mark}: "
                    + ", ".join(f"{say(r.name(c), lang)} {t}" for c, t in zip(r.columns, totals)))
    best = max(r.columns, key=lambda c: results[c])
    text.append(f": {say(r.name(best), lang)} {signed(results[best], lang)}")
    return text


def _results(r: Rubber, session: Session) -> list[int]:
    """V11: each column against every other (with two columns, the difference), in whole
    hundreds when the session settles so."""
    if not rules_in_force(session).round_hundreds:
        return column_results(r)
    from .settlement import round_hundreds
    return column_results(r, round_hundreds)


def _title(r: Rubber, session: Session, lang: str) -> Text:
    title = _t("vint.render.rubber", lang, "bold", number=r.number)
    title.append(f" · {rules_text(session, lang)}")
    if r.finished:
        title.append(" · ")
        title.append(won_by(r, _results(r, session), lang))
    else:
        title.append(" · ")
        title.append(_t("vint.render.unfinished", lang, "yellow"))
    if r.x:
        title.append(" · " + " ".join([say(Msg("vint.render.x_mark"), lang)] * r.x), style="bold")
    if r.out:
        title.append(" · ")
        title.append(_t("vint.render.out", lang, players=", ".join(r.out)))
    return title


def _label(e: Entry, lang: str, compact: bool, revoked: dict[int, Deal]) -> str:
    """The words beside an entry's amount: in full, or on a phone (`compact`) short — a
    slam keeps "small" or "grand" there too (V7)."""
    if compact:
        label = "" if e.below else short_label(e, lang)
        if e.below and e.detail:  # V10: a capped count
            label = say(Msg("vint.render.short.capped"), lang)
        if e.reason is Reason.ADJUSTMENT and e.detail:  # the table's own words stay
            label = f"{label} {safe(say(e.detail, lang))}".strip()
    else:
        label = entry_label(e, lang)
    # V7 through V10: a slam the revoke's tricks made says how many were played (on a
    # phone too, beside the short label: issue 14 item 6; the exports say it as well)
    return with_revoke(label, e, revoked.get(e.event), lang)


def _cell(entries: list[Entry], width: int, lang: str, compact: bool,
          revoked: dict[int, Deal]) -> RenderableType:
    """The entries of one event in one column: the amount, right-justified, and its reason
    beside it; a long reason wraps under itself, indented, never under the amount."""
    if not entries:
        return Text("")  # (an empty grid would measure as wide as the screen)
    grid = Table.grid(padding=(0, 0, 0, 1), pad_edge=False)
    grid.add_column(justify="right", no_wrap=True, min_width=width)
    grid.add_column(overflow="fold")
    for e in entries:
        grid.add_row(Text(minus(str(e.amount), lang)),  # a negative adjustment: «−100» (63)
                     Text(_label(e, lang, compact, revoked), style="dim" if e.below else ""))
    return grid


def _revoked(r: Rubber, session: Session) -> dict[int, Deal]:
    """The deals with a revoke, whose slams may be the revoke's doing (V10)."""
    return {n: ev for n in {e.event for e in r.entries}
            if 0 < n <= len(session.events)
            and isinstance(ev := session.events[n - 1], Deal) and ev.revokes}


def _figures(r: Rubber) -> int:
    """The amounts' width in a rubber: its longest amount or total."""
    return max([len(str(e.amount)) for e in r.entries] + [len(str(r.total(c))) for c in r.columns])


def _row_labels(lang: str, halves: bool) -> list[str]:
    keys = ["vint.render.games", "vint.render.total", "vint.render.result", "vint.render.so_far"]
    return [say(Msg(k), lang) for k in keys + (["vint.render.above", "vint.render.below"] if halves else [])]


def _needed(r: Rubber, session: Session, lang: str, compact: bool) -> int:
    """The widest thing one of the rubber's columns holds, in cells: its heading, an amount
    and its reason, a seat change, a game's mark, the totals."""
    figures, revoked = _figures(r), _revoked(r, session)
    widths = [cell_len(say(r.name(c), lang)) for c in r.columns]
    widths += [figures + 1 + cell_len(_label(e, lang, compact, revoked)) for e in r.entries]
    widths += [cell_len(say(Msg("vint.render.seat_change", old=old, new=new), lang))
               for _, _, old, new in _seat_changes(r, session)]
    widths += [cell_len(say(Msg("vint.render.game_mark", game=g.number), lang)) for g in r.games]
    widths.append(figures + 1)  # the result, signed
    return max(widths)


def columns_width(rubbers: Sequence[Rubber], session: Session, *, lang: str, width: int) -> int:
    """One width for every column of every rubber of the evening, as paper has (issue 23):
    as wide as the widest of them needs, no wider than the screen allows."""
    compact = width < COMPACT
    needed = max(_needed(r, session, lang, compact) for r in rubbers)
    label = _label_width(rubbers, lang, not compact)
    count = max(len(r.columns) for r in rubbers)
    room = (width - label) // count - (1 if compact else 3)  # '│', and a space each side
    return max(1, min(needed, room))


def _label_width(rubbers: Sequence[Rubber], lang: str, halves: bool) -> int:
    """The first column: the event numbers, and the rows' labels."""
    numbers = [len(str(e.event)) for r in rubbers for e in r.entries]
    return max([1, *numbers, *(cell_len(t) for t in _row_labels(lang, halves))])


def rubber(r: Rubber, session: Session, *, lang: str = "en", width: int = 80,
           evening: Sequence[Rubber] = ()) -> RenderableType:
    """One rubber as on paper: honours column above the line, trick points below, per game.

    Its columns are of one width, the widest the rubbers of `evening` (this one when none
    is given) need, so that every rubber of the evening is drawn alike; where there is
    room (not on a phone) its halves are labelled above and below the line.
    """
    compact = width < COMPACT
    paper = _Paper(r, session, lang, compact)
    paper.head(evening or (r,), columns_width(evening or (r,), session, lang=lang, width=width))
    paper.above_the_line()
    paper.below_the_line()
    paper.totals(_results(r, session))
    # the title above the table, wrapping at the screen's width, not the table's
    return Group(_title(r, session, lang), paper.table)


class _Paper:
    """One rubber being drawn, row by row, as on paper: its table, and the seat changes
    (V12) still to draw in the half being drawn."""

    def __init__(self, r: Rubber, session: Session, lang: str, compact: bool) -> None:
        self.r, self.lang, self.compact = r, lang, compact
        self.halves = not compact  # the halves labelled, where there is room
        self.columns = list(r.columns)
        self.blank = [""] * (len(self.columns) - 1)
        self.figures = _figures(r)
        self.revoked = _revoked(r, session)
        self.changes = _seat_changes(r, session)
        self.pending = list(self.changes)  # drawn once above the line, and once below it
        self.table = Table(box=box.MINIMAL, show_edge=False, pad_edge=False,
                           padding=(0, 0) if compact else (0, 1))

    def head(self, rubbers: Sequence[Rubber], each: int) -> None:
        """The first column (the event numbers, the rows' labels) and a column a side,
        headed by its hands, `each` cells wide."""
        self.table.add_column("#", justify="right", style="dim", no_wrap=True,
                              min_width=_label_width(rubbers, self.lang, self.halves))
        for c in self.columns:
            self.table.add_column(Text(say(self.r.name(c), self.lang), style="bold"),
                                  overflow="fold", width=each)

    def seat_lines(self, before: int | None) -> None:
        """V12: a line across the column where a player gave his seat mid-rubber, the seat's
        event numbered (for `vint edit N`), with who takes whose seat (the one who gives it
        only sits out the rest of the rubber)."""
        while self.pending and (before is None or self.pending[0][0] < before):
            n, column, old, new = self.pending.pop(0)
            self.table.add_row(str(n), *[
                _t("vint.render.seat_change", self.lang, "bold", old=old, new=new)
                if c == column else Text("") for c in self.columns])

    def event(self, n: int, written: Callable[[int], Sequence[Entry]]) -> None:
        """Event `n`'s row: what it wrote in each column (`written(column)`), after the
        seat changes that came before it."""
        self.seat_lines(n)
        self.table.add_row(str(n), *[
            _cell([e for e in written(c) if e.event == n], self.figures, self.lang,
                  self.compact, self.revoked) for c in self.columns])

    def above_the_line(self) -> None:
        """The honours, premiums and penalties, event by event; then the line."""
        if self.halves:
            self.table.add_row(_t("vint.render.above", self.lang, "dim italic"),
                               *[""] * len(self.columns))
        above_events = sorted({e.event for e in self.r.entries if not e.below})
        for n in above_events:
            self.event(n, self.r.above)
        self.seat_lines(None)
        self.pending = list(self.changes)
        if not above_events:
            self.table.add_row("", _t("vint.render.nothing_above", self.lang, "dim"), *self.blank)
        self.table.rows[-1].end_section = True  # the line

    def below_the_line(self) -> None:
        """The trick points, game by game (V8), each game closed by its line."""
        if self.halves:
            self.table.add_row(_t("vint.render.below", self.lang, "dim italic"),
                               *[""] * len(self.columns))
        for g in self.r.games:
            self.game(g)
        if self.pending:  # a change after the last deal below the line
            self.seat_lines(None)
            self.table.rows[-1].end_section = True

    def game(self, g: GameScore) -> None:
        """One game below the line: its events, then its winners' mark (V8) and a line."""
        def written(c: int) -> tuple[Entry, ...]:
            return self.r.below(c, g.number)

        below_events = sorted({e.event for c in self.columns for e in written(c)})
        for n in below_events:
            self.event(n, written)
        if g.winner is not None:
            marks = [_t("vint.render.game_mark", self.lang, "bold", game=g.number)
                     if c in g.winners else Text("") for c in self.columns]
            self.table.add_row("", *marks, end_section=True)
        elif below_events:
            self.table.rows[-1].end_section = True
        else:
            self.table.add_row("", _t("vint.render.nothing_below", self.lang, "dim", game=g.number),
                               *self.blank, end_section=True)

    def totals(self, results: list[int]) -> None:
        """Under the games: the games won, each side's total and its result (V11)."""
        figures, lang = self.figures, self.lang
        self.table.add_row(_t("vint.render.games", lang, "dim"),
                           *[Text(f"{self.r.games_won(c):>{figures}}") for c in self.columns])
        self.table.add_row(_t("vint.render.total", lang, "dim"),
                           *[Text(minus(f"{self.r.total(c):>{figures}}", lang), style="bold")
                             for c in self.columns])
        self.table.add_row(_t("vint.render.result" if self.r.finished else "vint.render.so_far", lang,
                              "dim"),
                           *[Text(f"{signed(v, lang):>{figures + 1}}") for v in results])


def _seat_changes(r: Rubber, session: Session) -> list[tuple[int, int, str, str]]:
    """V12: each replacement mid-rubber as (the seat event's number, the column, who left,
    who came), in order."""
    changes = []
    for t in r.tenures:
        if t.end is None:
            continue
        new = next((u.player for u in r.tenures if u.column == t.column and u.start == t.end
                    and u.player != t.player), None)
        if new is None:
            continue
        boundary = r.entries[t.end].event if t.end < len(r.entries) else None
        seats = [n for n, ev in enumerate(session.events, 1)
                 if isinstance(ev, Seat) and not ev.void and (t.player, new) in ev.replace
                 and (boundary is None or n < boundary)]
        if seats:
            changes.append((seats[-1], t.column, t.player, new))
    return sorted(changes)


def settlement(result: Settlement, session: Session, width: int = 80,
               lang: str = "en") -> RenderableType:
    """Each rubber's result and each player's points and money (V11).

    A row per rubber and a column per player when the names fit the width; else a line
    per rubber and a row per player, so no number is ever cut.
    """
    if not result.rubbers:
        return _t("render.nothing_to_settle", lang)
    parts: list[RenderableType] = [_settlement_matrix(result, width, lang)
                                   or _settlement_list(result, lang)]
    if any(not r.finished for r in result.rubbers):
        parts.append(_t("vint.render.unfinished_note", lang, "dim"))
    return Group(*parts)


def _score(r, lang: str) -> str:
    totals = " – ".join(str(side.total) for side in r.sides)
    return say(Msg("vint.render.score", totals=totals,
                   games="–".join(str(side.games) for side in r.sides)), lang)


def _sides(r, lang: str = "en") -> str:
    return " – ".join(say(side.name, lang) for side in r.sides)


STACKED = 60  # from this width, players too many for one table are stacked in several


def _settlement_matrix(result: Settlement, width: int, lang: str) -> RenderableType | None:
    """A row a rubber, a column a player, when it fits: the scores in full; else only the
    games won; else no score (the sheet has it); else the names shortened to their
    numbers' width (a key below says whose); else the players stacked in several tables.
    None when none of these fits."""
    players = [p for p, _ in result.points]
    money = amounts(result.cents)  # V11: the cents, rounded once by the settlement
    cells = {p: [signed(dict(r.result).get(p, 0), lang) for r in result.rubbers]
             + [signed(v, lang), money_text(money[p], lang)] for p, v in result.points}
    same = len({_sides(r, lang) for r in result.rubbers}) == 1
    full_head = _sides(result.rubbers[0], lang) if same else say(Msg("vint.render.score_head"), lang)
    full = [_score(r, lang) if same else f"{_sides(r, lang)}: {_score(r, lang)}"
            for r in result.rubbers]
    games = ["–".join(str(side.games) for side in r.sides) for r in result.rubbers]
    labels = [say(Msg(k), lang) for k in ("vint.render.col.rubber", "vint.render.points", "vint.render.money")]
    first = max([cell_len(t) for t in labels] + [len(f"{r.number}*") for r in result.rubbers])
    stake = say(Msg("vint.render.stake", stake=stake_text(result.stake, lang)), lang)
    whole = {p: p for p in players}
    short = _short_names(players, {p: max(cell_len(c) for c in cells[p]) for p in players})

    def needed(scores: list[str] | None, heads: dict[str, str], some: list[str]) -> int:
        score = 0 if scores is None else 3 + max(cell_len(t) for t in scores)
        return first + score + sum(max(cell_len(heads[p]), *(cell_len(c) for c in cells[p]))
                                   + 3 for p in some)

    games_head = say(Msg("vint.render.games"), lang)
    shapes: list[tuple[str, list[str] | None, dict[str, str]]] = [
        (full_head, [full_head, *full, stake], whole), (games_head, [games_head, *games], whole),
        ("", None, whole), ("", None, short)]
    for head, scores, heads in shapes:
        if needed(scores, heads, players) <= width:
            return _matrix(result, lang, players, cells, head, scores and scores[1:],
                           heads, stake_in_title=head != full_head)
    if width < STACKED:
        return None
    for heads in (whole, short):
        groups = _stacks(players, lambda some, heads=heads: needed(None, heads, some) <= width)
        if groups:
            return Group(*(_matrix(result, lang, g, cells, "", None, heads,
                                   stake_in_title=True, title=i == 0)
                           for i, g in enumerate(groups)))
    return None


def _stacks(players: list[str], fits) -> list[list[str]] | None:
    """The players in as few tables as fit the width, as even as that allows."""
    groups: list[list[str]] = [[]]
    for p in players:
        if groups[-1] and not fits([*groups[-1], p]):
            groups.append([])
        groups[-1].append(p)
    if not all(fits(g) for g in groups):
        return None
    size = -(-len(players) // len(groups))
    even = [players[i:i + size] for i in range(0, len(players), size)]
    return even if len(even) == len(groups) and all(fits(g) for g in even) else groups


def _short_names(players: list[str], room: dict[str, int]) -> dict[str, str]:
    """Each name cut to its column's width (at least three characters, a dot after), kept
    apart from the others'; a name that fits stays whole."""
    short = {}
    for p in players:
        if cell_len(p) <= room[p]:
            short[p] = p
            continue
        fits = max((k for k in range(3, len(p)) if cell_len(p[:k]) + 1 <= max(room[p], 4)),
                   default=3)
        for keep in range(fits, len(p)):  # longer, if need be, to stay apart from the others
            cut = p[:keep]
            if not any(q != p and q.startswith(cut) for q in players):
                short[p] = f"{cut}."
                break
        else:
            short[p] = p
    return short


def _matrix(result: Settlement, lang: str, players: list[str], cells: dict, head: str,
            scores: list[str] | None, heads: dict[str, str], *, stake_in_title: bool,
            title: bool = True) -> RenderableType:
    """One settlement table: the rubbers' rows, then points and money; the key to the
    shortened names under it."""
    caption = _t("vint.render.settlement", lang, "bold")
    if stake_in_title:
        caption.append(" · " + say(Msg("vint.render.col.money", stake=stake_text(result.stake, lang)), lang))
    table = Table(box=box.MINIMAL, show_edge=False, pad_edge=False,
                  title=caption if title else None, title_justify="left")
    table.add_column(say(Msg("vint.render.col.rubber"), lang), justify="right", no_wrap=True)
    if scores is not None:
        table.add_column(Text(head), overflow="fold")
    for p in players:
        table.add_column(Text(heads[p]), justify="right", no_wrap=True)
    for i, r in enumerate(result.rubbers):
        score = [] if scores is None else [Text(scores[i])]
        table.add_row(f"{r.number}{'' if r.finished else '*'}", *score,
                      *[cells[p][i] for p in players], end_section=i == len(result.rubbers) - 1)
    n = len(result.rubbers)
    blank = [] if scores is None else [""]
    table.add_row(_t("vint.render.points", lang, "bold"), *blank,
                  *[Text(cells[p][n], style="bold") for p in players])
    stake = [] if scores is None else [
        "" if stake_in_title else _t("vint.render.stake", lang, stake=stake_text(result.stake, lang))]
    table.add_row(_t("vint.render.money", lang, "bold"), *stake, *[cells[p][n + 1] for p in players])
    cut = [p for p in players if heads[p] != p]
    if not cut:
        return table
    return Group(table, Text(say(Msg("vint.render.short_names", names=", ".join(
        say(Msg("vint.render.short_name", short=heads[p], name=p), lang) for p in cut)), lang),
        style="dim"))


def _settlement_list(result: Settlement, lang: str) -> RenderableType:
    lines = _t("vint.render.settlement", lang, "bold")
    for r in result.rubbers:
        mine = ", ".join(f"{p} {signed(v, lang)}" for p, v in r.result)
        lines.append("\n")
        lines.append(_t("vint.render.settlement.line", lang, number=r.number,
                        mark="" if r.finished else "*", sides=_sides(r, lang), score=_score(r, lang),
                        results=mine))
    players = Table(box=box.MINIMAL, show_edge=False, pad_edge=False)
    players.add_column(say(Msg("vint.render.col.player"), lang), overflow="fold")
    players.add_column(say(Msg("vint.render.col.points"), lang), justify="right", no_wrap=True)
    players.add_column(say(Msg("vint.render.col.money", stake=stake_text(result.stake, lang)), lang), justify="right",
                       no_wrap=True)
    money = amounts(result.cents)
    for p, points in result.points:
        players.add_row(Text(p), signed(points, lang), money_text(money[p], lang))
    return Group(lines, players)


def log(sheet: Sheet, lang: str = "en", width: int = 120) -> RenderableType:
    """Every event in file order, with what it wrote; voided ones marked.

    From WIDE_LOG columns a table (number, rubber, event, what it wrote); narrower, a
    paragraph an event under its number, the rubber said once where it starts.
    """
    if not sheet.records:
        return _t("render.no_events", lang)
    rubbers = {r.number: r for r in sheet.rubbers}
    if width < WIDE_LOG:
        return _narrow_log(sheet, rubbers, lang, short=width < SHORT_LOG)
    table = Table(box=box.MINIMAL, show_edge=False, pad_edge=False)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column(say(Msg("vint.render.col.rubber"), lang), justify="right", no_wrap=True)
    table.add_column(say(Msg("render.col.event"), lang), overflow="fold")
    table.add_column(say(Msg("render.col.wrote"), lang), overflow="fold")
    for rec in sheet.records:
        if rec.event.void:
            table.add_row(str(rec.number), "",
                          Text(describe_event(rec.event, lang), style="strike dim"),
                          _t("report.void", lang, "yellow"))
            continue
        event = Text(describe_event(rec.event, lang))
        # who dealt the hand, under it (dealing.py); a misdeal, or a deal the table said
        # who dealt, names him already
        if rec.dealer is not None and getattr(rec.event, "dealer", rec.dealer) is None:
            event.append("\n")
            event.append(say(Msg("render.dealt", dealer=rec.dealer), lang), style="dim")
        table.add_row(str(rec.number), str(rec.rubber or ""), event,
                      Text(describe_record(rec, rubbers.get(rec.rubber), lang)))
    return table


def _narrow_log(sheet: Sheet, rubbers: dict, lang: str, short: bool) -> RenderableType:
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
            grid.add_row("", _t("vint.render.rubber", lang, "bold", number=rubber))
        if rec.event.void:
            text = Text(describe_event(rec.event, lang), style="strike dim")
            text.append(" · ")
            text.append(_t("report.void", lang, "yellow"))
            grid.add_row(str(rec.number), text)
            continue
        text = Text(describe_event(rec.event, lang))
        if rec.dealer is not None and getattr(rec.event, "dealer", rec.dealer) is None:
            text.append(" · ")
            text.append(say(Msg("render.dealt", dealer=rec.dealer), lang), style="dim")
        # ' · wrote …', not an arrow: '→' means "to" everywhere (vists, payments, seats)
        text.append(" · ")
        text.append(_t("render.log.wrote", lang, text=describe_record(
            rec, rubbers.get(rec.rubber), lang, short=short)))
        grid.add_row(str(rec.number), text)
    return grid


def rotation(sheet: Sheet, result: Settlement, width: int = 80,
             lang: str = "en") -> RenderableType:
    """V12: who plays each rubber and who sits out, then the running table of results."""
    plan_title = _t("vint.render.rotation", lang, "bold",
                    table=say(Msg(f"vint.render.table.{sheet.table.value}"), lang),
                    players=", ".join(sheet.roster))
    plan = Table(box=box.MINIMAL, show_edge=False, pad_edge=False)
    plan.add_column(say(Msg("vint.render.col.rubber"), lang), justify="right", no_wrap=True)
    plan.add_column(say(Msg("vint.render.col.columns" if sheet.table.individual
                            else "vint.render.col.partners"), lang), overflow="fold")
    plan.add_column(say(Msg("vint.render.col.out"), lang), overflow="fold")
    plan.add_column("", no_wrap=True)
    for row in rotation_rows(sheet):
        style = "dim" if row["status"] == "planned" else ""
        plan.add_row(str(row["rubber"]), Text(" – ".join(say(c, lang) for c in row["columns"]), style=style),
                     Text(", ".join(row["out"]), style=style),
                     _t(f"vint.render.status.{row['status']}", lang, style))
    # V12: why the coming rubbers were planned afresh, and who leaves after the one in play
    notes = [Text(say(note, lang)) for note in plan_notes(sheet)]
    # who deals the coming hand: the rubber to start's first dealer, as planned now
    notes.append(Text(say(coming_dealer(sheet), lang)))
    shown = Group(plan, Text(""), *notes)
    running_title = _t("vint.render.running.individual" if sheet.table.individual
                       else "vint.render.running", lang, "bold")
    total = say(Msg("vint.render.total"), lang)
    players = [p for p, _ in result.points]  # those the evening settles (settlement.counted)
    rows = [(f"{r.number}{'' if r.finished else '*'}",
             [signed(dict(r.result).get(p, 0), lang) for p in players]) for r in result.rubbers]
    rows.append((total, [signed(v, lang) for _, v in result.points]))
    needed = 7 + sum(max(cell_len(p), *(cell_len(row[i]) for _, row in rows)) + 3
                     for i, p in enumerate(players))
    running: Table | Text  # a column per player, or a line per rubber
    if needed <= width:
        running = Table(box=box.MINIMAL, show_edge=False, pad_edge=False)
        running.add_column(say(Msg("vint.render.col.rubber"), lang), justify="right", no_wrap=True)
        for p in players:
            running.add_column(Text(p), justify="right", no_wrap=True)
        for n, (label, values) in enumerate(rows):
            last = n == len(rows) - 1
            running.add_row(Text(label, style="bold" if last else ""),
                            *[Text(v, style="bold" if last else "") for v in values],
                            end_section=n == len(rows) - 2)
    else:  # too narrow for a column per player: a line per rubber
        running = Text("\n".join(f"{label}: " + ", ".join(f"{p} {v}" for p, v in
                                                           zip(players, values))
                                 for label, values in rows))
    if not result.rubbers:
        return Group(plan_title, shown)
    return Group(plan_title, shown, Text(""), running_title, running)
