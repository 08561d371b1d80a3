"""What the command line knows of a session before a command runs: its file (found as the
commands find it), and its header's language and game, read from the first lines without
reading the session.

The help and the usage errors speak the session's language, TAB completes its players and
contracts, and the commands a game declares are built for the session's game: each needs
a line or two of the file at start-up, so this reads no more (storage stays unloaded).
"""
from __future__ import annotations

import os
import re
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ..where import read_regular  # standard library only: start-up stays fast

if TYPE_CHECKING:
    from ..errors import SessionFileError

# patterns, compiled by re when asked (most commands read none of them)
_LANG = r'(?m)^lang\s*=\s*["\']([A-Za-z]+)["\']\s*$'
_GAME = r'(?m)^game\s*=\s*"([^"\\]*)"\s*$'
_PLAYERS = r"(?m)^players\s*=\s*(\[.*\])\s*$"


def session_option(args: Sequence[str]) -> str | None:
    """The value of `--session`/`-s` among a command's arguments (the last one), if any."""
    name = None
    for i, arg in enumerate(args):
        if arg == "--":
            break
        if arg in ("--session", "-s") and i + 1 < len(args):
            name = args[i + 1]
        elif arg.startswith("--session="):
            name = arg.partition("=")[2]
        elif arg.startswith("-s") and len(arg) > 2 and not arg.startswith("--"):
            name = arg[2:]
    return name


def session_file(given: str | None) -> Path | None:
    """The file a command is about: `given` (a name in the sessions folder, a path, or a
    shipped example's name), else the current session, else the folder's only session."""
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


def header(path: Path | None) -> str:
    """The file's header: its text before the first table ('' when it cannot be read)."""
    if path is None:
        return ""
    try:  # a fifo or a device is never waited for (where.read_regular)
        return read_regular(path, 4096).decode("utf-8", "replace").split("\n[", 1)[0]
    except (OSError, ValueError):
        return ""


def _found(pattern: str, text: str) -> str | None:
    found = re.search(pattern, text)
    return found[1] if found else None


def lang_of(head: str) -> str | None:
    """The `lang = "…"` of a header, case-folded, if it names one."""
    lang = _found(_LANG, head)
    return lang.casefold() if lang else None


def game_of(head: str) -> str | None:
    """The `game = "…"` of a header, if it names one (a file without it is the default
    game's)."""
    return _found(_GAME, head)


def players_of(path: Path | None) -> list[str]:
    """The players written in a session's file (its `players = [...]` line)."""
    if path is None:
        return []
    try:
        text = read_regular(path).decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return []
    line = _found(_PLAYERS, text)
    if line is None:
        return []
    import tomllib
    try:
        players = tomllib.loads(f"p = {line}")["p"]
    except tomllib.TOMLDecodeError:
        return []
    return [p for p in players if isinstance(p, str)]


def session_game(args: Sequence[str]) -> str:
    """The name of the game of the session a command's arguments are about (-s, else the
    current one); the default game's when there is none, or it names no game there is."""
    from ..games import DEFAULT, names
    game = game_of(header(session_file(session_option(args))))
    return game if game in names() else DEFAULT


def locale_lang(environ=os.environ) -> str:
    """The language of the locale (LC_ALL, LC_MESSAGES, LANG): ru for Russian, else en."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(var, "")
        if value:
            return "ru" if value.casefold().startswith("ru") else "en"
    return "en"


def session_lang(args: Sequence[str]) -> str | None:
    """The language of the session a command is about (`-s NAME_OR_PATH`, else the current
    one), read from its header without reading the session: the help and the usage errors
    follow the session, as its output does (docs/usage.md). None when there is none to read."""
    from ..glossary import LANGS
    chosen = lang_of(header(session_file(session_option(args))))
    return chosen if chosen in LANGS else None


def broken_session(args: Sequence[str]) -> SessionFileError | None:
    """The problem of the session file a command's arguments are about, when it cannot be
    read as a session (an emptied or mangled file): a command declared by the session's
    game cannot judge its options before the game is known, so the file is said first
    (exit 65, docs/contract.md "Exit codes"). None when the file reads, or there is none."""
    path = session_file(session_option(args))
    if path is None or not path.exists():
        return None
    from ..errors import SessionFileError, VintError
    from ..storage import load
    try:
        load(path)
    except SessionFileError as e:
        return e
    except VintError:  # any other refusal (an odd file) is said by the command itself
        return None
    return None
