"""Shell completion of players, contracts and coronets (bash, zsh, fish through Typer).

The shell runs `vint` on every TAB, so this reads no more than it must: the players
line of the session file (found as the commands find it: --session, .current, or the
only session of the folder, which vintscore/where.py finds; or a shipped example),
without importing the rest of vintscore.
"""
from __future__ import annotations

import typer


def session_players(given: str | None) -> list[str]:
    """The players written in the session's file (its `players = [...]` line)."""
    from .head import players_of, session_file
    return players_of(session_file(given))


def _starting(items, incomplete: str) -> list[str]:
    """The items that begin with what is typed, ignoring case; the typed part is kept as it
    was typed (the shell only offers words that begin with it, and names are read in any
    case)."""
    folded = incomplete.casefold()
    return [incomplete + item[len(incomplete):] for item in items
            if item.casefold().startswith(folded)]


def players(ctx: typer.Context, incomplete: str) -> list[str]:
    """A player of the current session (or of --session)."""
    return _starting(session_players(ctx.params.get("session")), incomplete)


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
    return _starting(game_of(_game(ctx.params.get("session"))).contracts(russian), incomplete)


def coronets(ctx: typer.Context, incomplete: str) -> list[str]:
    """HOLDER:, then HOLDER:SUIT: or HOLDER:aces:, then the number of cards."""
    parts = incomplete.split(":")
    if len(parts) == 1:
        return [f"{p}:" for p in _starting(session_players(ctx.params.get("session")), parts[0])]
    if len(parts) == 2:
        return _starting([f"{parts[0]}:{s}:" for s in ("S", "C", "D", "H", "aces")], incomplete)
    counts = ("3", "4") if parts[1].casefold() in ("aces", "тузы") else map(str, range(3, 14))
    return _starting([f"{parts[0]}:{parts[1]}:{n}" for n in counts], incomplete)
