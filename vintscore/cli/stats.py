"""`vint stats`: players and partnerships over every session of the folder."""
from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from ..glossary import Msg
from . import command
from .common import JsonOpt, LangOpt, console, echo, handled, print_json, say_

if TYPE_CHECKING:
    from ..stats import PrefRow, Row, Stats


@command()
@handled
def stats(
    since: Annotated[Optional[str], typer.Option("--since", metavar="DATE", help="@cli.help.stats.since")] = None,
    players: Annotated[Optional[str], typer.Option("--players", metavar="A,B", help="@cli.help.stats.players")] = None,
    as_json: JsonOpt = False,
    lang: LangOpt = None,
) -> None:
    """`vint stats` (help: cli.help.stats): players and partnerships over all the sessions,
    and the players of the Preferans pulyas apart."""
    from .. import stats as figures
    from .. import storage
    from .common import sessions_folder
    start = figures.parse_since(since) if since is not None else None
    wanted = players.split(",") if players is not None else None
    folder = sessions_folder()
    paths = storage.list_sessions(folder) if folder.is_dir() else []
    bar = _Bar() if sys.stderr.isatty() else None
    try:
        evenings, skipped = figures.gather(paths, bar.update if bar is not None else None)
    finally:
        if bar is not None:
            bar.stop()
    result = figures.combine(evenings, since=start, players=wanted)
    from ..text import safe
    if skipped:
        echo(Msg("stats.skipped", count=len(skipped),
                 names=", ".join(safe(p.name) for p in skipped)), err=True)
        echo(Msg("cli.hint", hint=Msg("stats.skipped.hint")), err=True)
    if as_json:
        print_json(figures.stats_json(result, [p.name for p in skipped]))
        return
    pulyas = result.preferans
    if not result.sessions and not pulyas.sessions:
        echo(Msg("stats.none_since", folder=folder, since=start.isoformat()) if start is not None
             else Msg("stats.none", folder=folder))
        return
    if not result.players and not pulyas.players:
        if players is None:
            echo(Msg("stats.nothing"))
        else:
            echo(Msg("stats.nobody.pref" if pulyas.sessions else "stats.nobody",
                     names=safe(players)))
        return
    out = console()
    out.print(_render(result, out.width))


class _Bar:
    """A progress bar on stderr (a terminal's), shown once there is reading to wait for."""

    def __init__(self) -> None:
        self.progress = None
        self.task = None
        self.shown = 0.0

    def update(self, done: int, total: int) -> None:
        if self.progress is None:
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

            self.progress = Progress(TextColumn("{task.description}"), BarColumn(),
                                     MofNCompleteColumn(),
                                     console=Console(stderr=True, highlight=False, markup=False),
                                     transient=True, auto_refresh=False)
            self.progress.start()
            self.task = self.progress.add_task(say_(Msg("stats.progress")), total=total)
        now = time.monotonic()
        self.progress.update(self.task, completed=done)
        if now - self.shown > 0.1 or done == total:
            self.shown = now
            self.progress.refresh()

    def stop(self) -> None:
        if self.progress is not None:
            self.progress.stop()


def _render(result: Stats, width: int):
    from rich.console import Group
    from rich.text import Text

    parts = _vint_parts(result, width) if result.players else []
    if result.preferans.players:  # counted apart: vists are not points
        if parts:
            parts.append(Text(""))
        parts += _preferans_parts(result, width)
    return Group(*parts)


def _vint_parts(result: Stats, width: int) -> list:
    from rich.text import Text

    from ..display import signed
    from ..money import money_text
    from ..text import safe
    first, last = result.first.isoformat(), result.last.isoformat()
    heading = (Msg("stats.heading.one", count=result.sessions, first=first) if first == last
               else Msg("stats.heading", count=result.sessions, first=first, last=last))
    parts = [Text(say_(heading), style="bold"), Text("")]
    labels = [say_(Msg(f"stats.col.{k}")) for k in
              ("played", "won", "lost", "points", "money", "average", "declared", "made")]

    def cells(r: Row) -> list[str]:
        average = r.average
        return [str(r.played), str(r.won), str(r.lost), signed(r.points), money_text(r.money),
                "" if average is None else f"+{average}" if average > 0 else str(average),
                str(r.declared), str(r.made)]

    def by_points(rows: tuple[Row, ...]) -> list[Row]:
        return sorted(rows, key=lambda r: -r.points)  # stable: by name among equals

    for title, head, rows in (("stats.players", "stats.col.player", result.players),
                              ("stats.partnerships", "stats.col.partnership",
                               result.partnerships)):
        if rows:
            parts.append(_table_or_list(say_(Msg(title)), [say_(Msg(head)), *labels],
                                        [[safe(r.name), *cells(r)] for r in by_points(rows)],
                                        width))
            parts.append(Text(""))
    parts.append(Text(say_(Msg("stats.unfinished_note")), style="dim"))
    parts.append(Text(""))

    def evening(h) -> str:
        if h is None:
            return ""
        return say_(Msg("stats.evening", session=safe(h.session),
                        date=h.created.date().isoformat(), points=signed(h.points)))

    marks = [[safe(r.name), str(r.evenings), evening(r.best), evening(r.worst)]
             for r in by_points(result.players) + by_points(result.partnerships)]
    headers = [say_(Msg(k)) for k in ("stats.col.player", "stats.col.evenings", "stats.col.best",
                                      "stats.col.worst")]
    parts.append(_table_or_list(say_(Msg("stats.evenings_title")), headers, marks, width,
                                wrapping=2))
    return parts


def _preferans_parts(result: Stats, width: int) -> list:
    """The table "Preferans": whole vists on screen, exact in --json (P10)."""
    from rich.text import Text

    from ..display import signed
    from ..money import money_text
    from ..text import safe
    pref = result.preferans
    first, last = pref.first.isoformat(), pref.last.isoformat()
    title = (Msg("stats.pref.title.one", count=pref.sessions, first=first) if first == last
             else Msg("stats.pref.title", count=pref.sessions, first=first, last=last))
    labels = [say_(Msg(f"stats.pref.col.{k}")) for k in
              ("pulyas", "finished", "vists", "money", "average", "declared", "made")]

    def cells(r: PrefRow) -> list[str]:
        average = r.average
        return [str(r.pulyas), str(r.finished), signed(r.whole_vists), money_text(r.money),
                "" if average is None else f"+{average}" if average > 0 else str(average),
                str(r.declared), str(r.made)]

    rows = sorted(pref.players, key=lambda r: -r.vists)  # stable: by name among equals
    parts = [_table_or_list(say_(title), [say_(Msg("stats.col.player")), *labels],
                            [[safe(r.name), *cells(r)] for r in rows], width),
             Text(""), Text(say_(Msg("stats.pref.note")), style="dim"), Text("")]

    def pulya(m) -> str:
        if m is None:
            return ""
        return say_(Msg("stats.pulya", session=safe(m.session),
                        date=m.created.date().isoformat(), vists=signed(m.whole_vists)))

    marks = [[safe(r.name), pulya(r.best), pulya(r.worst)] for r in rows]
    headers = [say_(Msg(k)) for k in ("stats.col.player", "stats.pref.col.best",
                                      "stats.pref.col.worst")]
    parts.append(_table_or_list(say_(Msg("stats.pulyas_title")), headers, marks, width,
                                wrapping=2))
    return parts


def _table_or_list(title: str, headers: list[str], rows: list[list[str]], width: int,
                   wrapping: int = 0):
    """A table when it fits the width with no number cut; else a few lines per row.

    The first column (names) and the last `wrapping` columns may wrap; the others are
    numbers, right-justified, never cut.
    """
    from rich import box
    from rich.cells import cell_len
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=(0, 0, 0, 1),
                  title=Text(title, style="bold"), title_justify="left")
    table.add_column(Text(headers[0]), overflow="fold")
    for i, h in enumerate(headers[1:], 1):
        wraps = i >= len(headers) - wrapping
        table.add_column(Text(h), justify="left" if wraps else "right", no_wrap=not wraps,
                         overflow="fold")
    for row in rows:
        table.add_row(Text(row[0]), *(Text(c) for c in row[1:]))
    def widest(texts, words: bool) -> int:
        return max((cell_len(w) for text in texts
                    for w in (text.split() if words else text.splitlines() or [""])), default=0)

    needed = sum(widest([h, *(r[i] for r in rows)], words=i == 0 or i >= len(headers) - wrapping)
                 for i, h in enumerate(headers)) + 2 * (len(headers) - 1)
    if needed <= width:
        return table
    lines = [Text(title, style="bold")]
    for row in rows:
        lines.append(Text(row[0], style="bold"))
        fields = [say_(Msg("stats.field", label=" ".join(h.split()), value=v))
                  for h, v in zip(headers[1:], row[1:]) if v != ""]
        line = ""
        for field in fields:  # whole fields to a line, as many as fit
            if line and cell_len(line) + 3 + cell_len(field) > width - 2:
                lines.append(Text("  " + line))
                line = ""
            line = f"{line} · {field}" if line else field
        lines.append(Text("  " + line))
    return Group(*lines)
