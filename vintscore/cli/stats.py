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
    from ..notation import month_range
    from ..services import stats as figures
    from ..services.ledger import identities
    from ..text import safe
    from .common import sessions_where
    days = month_range(month, since, None, "vint stats")  # issue 23: a month's sessions
    start = days[0] if days else figures.parse_since(since) if since is not None else None
    where = sessions_where()
    folder = where.folder  # the user's sessions only: the shipped examples are never counted
    found, skipped = _gathered(folder)
    result = figures.combine(found, since=start, until=days[1] if days else None,
                             players=players.split(",") if players is not None else None,
                             members=identities(folder))  # the club ledger's, if any
    if skipped:
        echo(Msg("stats.skipped", count=len(skipped),
                 names=", ".join(safe(p.name) for p in skipped)), err=True)
        echo(Msg("cli.hint", hint=Msg("stats.skipped.hint")), err=True)
    if as_json:
        print_json(figures.stats_json(result, [p.name for p in skipped]))
    elif not _said_why_empty(result.parts, where, month, start, players):
        _draw(result.parts)


def _gathered(folder: Any) -> tuple[Any, Any]:
    """Every session of the folder read (a bar on a terminal while it takes a while)."""
    from ..services import stats as figures
    return _gathered_by(folder, figures.gather)


def _gathered_by(folder: Any, gather: Any) -> tuple[Any, Any]:
    """Every session of the folder read by `gather` (`vint stats`' figures, `vint
    rating`'s matches), a bar on a terminal while it takes a while."""
    from .. import storage
    paths = storage.list_sessions(folder) if folder.is_dir() else []
    bar = _Bar() if sys.stderr.isatty() else None
    try:
        return gather(paths, bar.update if bar is not None else None)
    finally:
        if bar is not None:
            bar.stop()


def _said_why_empty(parts: Any, where: Any, month: str | None, start: Any,
                    players: str | None) -> bool:
    """When there is nothing to show, say why (no session, none of the month or since the
    date, nothing played, nobody of those named) and answer True."""
    from .. import storage
    from ..games import game_of
    from ..text import safe
    folder = where.folder
    if not any(part.sessions for _, part in parts):
        if month is not None:
            echo(Msg("stats.none_month", folder=folder, month=month.strip()))
        elif start is not None:
            echo(Msg("stats.none_since", folder=folder, since=start.isoformat()))
        else:  # no session at all: the folder, why it is the one, and how to change it
            echo(Msg("where.sessions.none", folder=folder, why=storage.why(where)))
            echo(Msg("where.start"))
        return True
    if not any(part.players for _, part in parts):
        # "no rubbers played…", "no rubbers or pulyas…": what the games counted play
        from ..notation import join_msgs
        played = join_msgs("stats.nobody.and", [game_of(game).played_words
                                                for game, part in parts if part.sessions])
        echo(Msg("stats.nothing", played=played) if players is None
             else Msg("stats.nobody", names=safe(players), played=played))
        return True
    return False


def _draw(parts: Any) -> None:
    """Each game's figures apart (vists are not points), a blank line between two."""
    from rich.console import Group
    from rich.text import Text

    from ..games import game_of
    out = console()
    drawn: list[Any] = []
    for game, part in parts:
        if part.players:
            if drawn:
                drawn.append(Text(""))
            drawn += game_of(game).view.stats_parts(part, out.width, current_lang())
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
