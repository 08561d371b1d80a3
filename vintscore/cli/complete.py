"""Shell completion of players, contracts and coronets (bash, zsh, fish through Typer).

The shell runs `vint` on every TAB, so this reads no more than it must: the players
line of the session file (found as the commands find it: --session, .current, or the
only session of the folder, which vintscore/where.py finds; or a shipped example),
without importing the rest of vintscore.
"""
from __future__ import annotations

import re
from pathlib import Path

import typer

from ..where import read_regular  # standard library only: TAB stays fast

# patterns, compiled by re when a TAB asks (a command that runs imports this module for
# its annotations and needs neither)
_PLAYERS = r"^players\s*=\s*(\[.*\])\s*$"
_GAME = r'^game\s*=\s*"([^"\\]*)"\s*$'


def _session_file(given: str | None) -> Path | None:
    from ..where import EXAMPLES, find  # the folder as the commands find it, storage unloaded
    folder = find().folder
    if given:
        if "/" in given or given.casefold().endswith(".toml"):
            path = Path(given).expanduser()
            if path.is_file() or "/" in given:
                return path if path.is_file() else folder / given
            file = given
        else:
            file = f"{given}.toml"
        mine = folder / file
        return mine if mine.is_file() else EXAMPLES / file  # a shipped example, if one
    try:
        name = read_regular(folder / ".current", 4096).decode("utf-8").strip()
    except (OSError, UnicodeDecodeError):
        name = ""
    if name and (folder / f"{name}.toml").is_file():
        return folder / f"{name}.toml"
    sessions = [p for p in folder.glob("*.toml") if not p.name.startswith(".")]
    return sessions[0] if len(sessions) == 1 else None


def session_players(given: str | None) -> list[str]:
    """The players written in the session's file (its `players = [...]` line)."""
    path = _session_file(given)
    if path is None:
        return []
    try:
        match = re.search(_PLAYERS, read_regular(path).decode("utf-8"), re.M)
    except (OSError, UnicodeDecodeError):
        return []
    if not match:
        return []
    import tomllib
    try:
        players = tomllib.loads(f"p = {match.group(1)}")["p"]
    except tomllib.TOMLDecodeError:
        return []
    return [p for p in players if isinstance(p, str)]


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
    """The session's game, as its `game = "…"` line names it (Vint's when it names none)."""
    from ..games import DEFAULT, names

    path = _session_file(given)
    try:
        found = path is not None and re.search(_GAME, read_regular(path).decode("utf-8"), re.M)
    except (OSError, UnicodeDecodeError):
        found = None
    return found.group(1) if found and found.group(1) in names() else DEFAULT


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
