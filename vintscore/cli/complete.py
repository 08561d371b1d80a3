"""Shell completion of players (alone, or in a 'PLAYER=VALUE,…' list), contracts, rule
options and what a game offers of its own (Vint's coronets), in bash, zsh and fish through
Typer.

The shell runs `vint` on every TAB, so this reads no more than it must: the players
line of the session file (found as the commands find it: --session, .current, or the
only session of the folder, which vintscore/where.py finds; or a shipped example),
without importing the rest of vintscore.
"""
from __future__ import annotations

import typer

from ..text import starting


def session_players(given: str | None) -> list[str]:
    """The players written in the session's file (its `players = [...]` line)."""
    from .head import players_of, session_file
    return players_of(session_file(given))


def players(ctx: typer.Context, incomplete: str) -> list[str]:
    """A player of the current session (or of --session)."""
    return starting(session_players(ctx.params.get("session")), incomplete)


def named(ctx: typer.Context, incomplete: str) -> list[str]:
    """The last item of a 'PLAYER=VALUE,…' list (Thousand's card points and marriages): a
    player of the session and '=', the items before it kept as typed."""
    done, comma, last = incomplete.rpartition(",")
    if "=" in last:
        return []  # the value is the scorekeeper's
    names = (f"{name}=" for name in session_players(ctx.params.get("session")))
    return [done + comma + item for item in starting(names, last)]


def rules(ctx: typer.Context, incomplete: str) -> list[str]:
    """A `--rule KEY=VALUE` of the session's game: a key and '=', then its values."""
    from ..games import game_of
    return game_of(_game(ctx.params.get("session"))).codec.rules_offered(incomplete)


def _game(given: str | None) -> str:
    """The session's game, as its `game = "…"` line names it (the default game's when it
    names none)."""
    from .head import session_game
    return session_game(["-s", given] if given else [])


def contracts(ctx: typer.Context, incomplete: str) -> list[str]:
    """The session's game's contracts: 3H, 3NT… (or 3ч, 3БК… once a Cyrillic strain is
    begun); in a pulya 6S … 10NT and misere (P1)."""
    from ..games import game_of

    russian = any("а" <= ch.casefold() <= "я" for ch in incomplete)
    return starting(game_of(_game(ctx.params.get("session"))).contracts(russian), incomplete)


def own(name: str):
    """What the session's game offers for its parameter `name` (Game.complete: Vint's
    coronets), given the session's players."""
    def completed(ctx: typer.Context, incomplete: str) -> list[str]:
        from ..games import game_of
        session = ctx.params.get("session")
        return game_of(_game(session)).complete(name, incomplete, session_players(session))
    return completed
