"""`vint stats`: players and partnerships over every session of the folder."""
from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer

from ..glossary import Msg
from .commands import command
from .common import JsonOpt, LangOpt, console, current_lang, echo, handled, print_json, say_

if TYPE_CHECKING:
    from rich.progress import Progress, TaskID


@command()
@handled
def stats(
    since: Annotated[Optional[str], typer.Option("--since", metavar="DATE", help="@cli.help.stats.since")] = None,
    month: Annotated[Optional[str], typer.Option("--month", metavar="YYYY-MM", help="@cli.help.stats.month")] = None,
    players: Annotated[Optional[str], typer.Option("--players", metavar="A,B", help="@cli.help.stats.players")] = None,
    as_json: JsonOpt = False,
    lang: LangOpt = None,
) -> None:
    """`vint stats` (help: cli.help.stats): each game's figures over all the sessions, apart
    (points are not vists): players, and partnerships where the game has them."""
    from .. import storage
    from ..games import game_of
    from ..notation import month_range
    from ..services import stats as figures
    from ..text import safe
    from .common import sessions_where
    days = month_range(month, since, None, "vint stats")  # issue 23: a month's sessions
    start = days[0] if days else figures.parse_since(since) if since is not None else None
    end = days[1] if days else None
    wanted = players.split(",") if players is not None else None
    where = sessions_where()
    folder = where.folder  # the user's sessions only: the shipped examples are never counted
    from ..services.ledger import identities
    members = identities(folder)  # the club ledger's members and aliases, when it has one
    paths = storage.list_sessions(folder) if folder.is_dir() else []
    bar = _Bar() if sys.stderr.isatty() else None
    try:
        found, skipped = figures.gather(paths, bar.update if bar is not None else None)
    finally:
        if bar is not None:
            bar.stop()
    result = figures.combine(found, since=start, until=end, players=wanted, members=members)
    if skipped:
        echo(Msg("stats.skipped", count=len(skipped),
                 names=", ".join(safe(p.name) for p in skipped)), err=True)
        echo(Msg("cli.hint", hint=Msg("stats.skipped.hint")), err=True)
    if as_json:
        print_json(figures.stats_json(result, [p.name for p in skipped]))
        return
    parts = result.parts
    if not any(part.sessions for _, part in parts):
        if month is not None:
            echo(Msg("stats.none_month", folder=folder, month=month.strip()))
        elif start is not None:
            echo(Msg("stats.none_since", folder=folder, since=start.isoformat()))
        else:  # no session at all: the folder, why it is the one, and how to change it
            echo(Msg("where.sessions.none", folder=folder, why=storage.why(where)))
            echo(Msg("where.start"))
        return
    if not any(part.players for _, part in parts):
        # "no rubbers played…", "no rubbers or pulyas…": what the games counted play
        from ..notation import join_msgs
        played = join_msgs("stats.nobody.and", [game_of(game).played_words
                                                for game, part in parts if part.sessions])
        echo(Msg("stats.nothing", played=played) if players is None
             else Msg("stats.nobody", names=safe(players), played=played))
        return
    out = console()
    drawn: list[Any] = []
    for game, part in parts:
        if part.players:  # each game apart: vists are not points
            if drawn:
                from rich.text import Text
                drawn.append(Text(""))
            drawn += game_of(game).view.stats_parts(part, out.width, current_lang())
    from rich.console import Group
    out.print(Group(*drawn))


class _Bar:
    """A progress bar on stderr (a terminal's), shown once there is reading to wait for."""

    def __init__(self) -> None:
        self.progress: Progress | None = None
        self.task: TaskID | None = None  # the bar's, once it is shown
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
        assert self.task is not None  # added with the progress above
        self.progress.update(self.task, completed=done)
        if now - self.shown > 0.1 or done == total:
            self.shown = now
            self.progress.refresh()

    def stop(self) -> None:
        if self.progress is not None:
            self.progress.stop()
