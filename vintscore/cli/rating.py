"""`vint rating`: the club's rating over every session of the folder (L1–L10), each game
apart; `--pairs` the partnerships, `--explain NAME` the matches that moved a rating."""
from __future__ import annotations

import sys
from typing import Annotated, Any, Optional

import typer

from ..glossary import Msg, own, say
from ..rating import number
from .commands import command
from .common import JsonOpt, LangOpt, console, current_lang, echo, handled, print_json


@command()
@handled
def rating(
    game: Annotated[Optional[str], typer.Option("--game", metavar="GAME", help="@cli.help.rating.game")] = None,
    since: Annotated[Optional[str], typer.Option("--since", metavar="DATE", help="@cli.help.stats.since")] = None,
    month: Annotated[Optional[str], typer.Option("--month", metavar="YYYY-MM", help="@cli.help.stats.month")] = None,
    players: Annotated[Optional[str], typer.Option("--players", metavar="A,B", help="@cli.help.rating.players")] = None,
    pairs: Annotated[bool, typer.Option("--pairs", help="@cli.help.rating.pairs")] = False,
    explain: Annotated[Optional[str], typer.Option("--explain", metavar="NAME", help="@cli.help.rating.explain")] = None,
    as_json: JsonOpt = False,
    lang: LangOpt = None,
) -> None:
    """`vint rating` (help: cli.help.rating)."""
    from ..notation import month_range
    from ..services import rating as rated
    from ..services import stats
    from ..services.ledger import identities
    from ..text import safe
    from .common import sessions_where
    from .stats import _gathered_by
    days = month_range(month, since, None, "vint rating")
    start = days[0] if days else stats.parse_since(since) if since is not None else None
    folder = sessions_where().folder
    found, skipped = _gathered_by(folder, rated.gather)
    chosen = rated.Chosen(found, game=game, since=start, until=days[1] if days else None,
                          players=players.split(",") if players is not None else None,
                          members=identities(folder))
    if skipped:
        echo(Msg("stats.skipped", count=len(skipped),
                 names=", ".join(safe(p.name) for p in skipped)), err=True)
    if explain is not None:
        _explain(*rated.explained(chosen, explain, game), as_json)
        return
    if as_json:
        print_json(rated.rating_json(chosen, [p.name for p in skipped]))
        return
    games = chosen.rated(pairs)
    if not games:
        echo(Msg("rating.none", folder=folder))
        return
    _draw(games, chosen, pairs)


def _together(names: Any, lang: str) -> str:
    """A side in words: 'Anna', 'Anna & Vera' («Аня и Вера»)."""
    names = tuple(names)
    return (say(Msg("core.side.hands", a=names[0], b=names[1]), lang) if len(names) == 2
            else ", ".join(names))


def _draw(games: dict[str, list[Any]], chosen: Any, pairs: bool) -> None:
    from rich.console import Group
    from rich.text import Text

    from ..games import game_of
    from ..layout import table_or_list
    from ..rating import PROVISIONAL
    lang, width = current_lang(), console().width
    heads = [say(Msg("rating.col.pair" if pairs else "stats.col.player"), lang),
             *(say(Msg(f"rating.col.{k}"), lang)
               for k in ("rating", "mu", "sigma", "matches", "trend"))]
    drawn: list[Any] = []
    for g, rows in games.items():
        title = say(Msg("rating.title", game=game_of(g).title,
                        count=len(chosen.games.get(g, ()))), lang)
        table = [[_together(r.shown, lang) + (" *" if r.provisional else ""),
                  number(r.rating, lang), number(r.mu, lang), number(r.sigma, lang),
                  str(r.matches), ("+" if r.trend > 0 else "") + number(r.trend, lang)]
                 for r in rows]
        if drawn:
            drawn.append(Text(""))
        drawn.append(table_or_list(title, heads, table, width, lang) if table
                     else Text(say(Msg("rating.no_pairs" if pairs else "rating.nobody"), lang)))
    drawn.append(Text(say(Msg("rating.provisional", count=PROVISIONAL), lang)))
    console().print(Group(*drawn))


def _explain(game: str, r: Any, as_json: bool) -> None:
    from ..games import game_of
    lang = current_lang()
    if as_json:
        print_json({"format": "vintscore-rating-explain", "schema_version": 1, "game": game,
                    "players": list(r.shown), "rating": r.rating, "mu": r.mu,
                    "sigma": r.sigma, "matches": r.matches, "provisional": r.provisional,
                    "steps": [{"session": s.session, "unit": s.unit, "number": s.number,
                               "with": list(s.partners),
                               "against": [list(o) for o in s.opponents], "rank": s.rank,
                               "before": s.before, "after": s.after} for s in r.steps]})
        return
    echo(Msg("rating.explain.head", name=_together(r.shown, lang), game=game_of(game).title,
             rating=number(r.rating, lang), mu=number(r.mu, lang),
             sigma=number(r.sigma, lang), matches=r.matches))
    for s in r.steps:
        unit = Msg(own(game, f"rating.unit.{s.unit}"), number=s.number)
        against = say(Msg("rating.explain.versus"), lang).join(_together(o, lang)
                                                               for o in s.opponents)
        echo(Msg("rating.explain.step.with" if s.partners else "rating.explain.step",
                 session=s.session, unit=unit, partners=_together(s.partners, lang),
                 opponents=against, rank=s.rank, before=number(s.before, lang),
                 after=number(s.after, lang)))
    sys.stdout.flush()
