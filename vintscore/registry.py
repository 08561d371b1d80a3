"""Which games vintscore keeps: each game's name, as a session file's `game` key writes it,
and its package. One line a game; nothing else in vintscore lists them.

A leaf of the core, so that what must find a game's package without loading it (the
glossary, for the game's own messages; the command line at start-up, for the names) asks
here; `vintscore.games` hands out the games themselves.
"""
from __future__ import annotations

from pathlib import Path
from typing import Final

_GAMES: Final[dict[str, str]] = {
    "vint": "vintscore.games.vint",
    "preferans": "vintscore.games.preferans",
    "bridge": "vintscore.games.bridge",
    "thousand": "vintscore.games.thousand",
}
DEFAULT: Final = "vint"  # a file without a `game` key is Vint's (schema 1)


def names() -> tuple[str, ...]:
    """The games there are, by their file names."""
    return tuple(_GAMES)


def package_of(name: str) -> str | None:
    """The package of the game called `name` ('vintscore.games.vint'), or None."""
    return _GAMES.get(name)


def folder_of(name: str) -> Path | None:
    """The folder of the package of the game called `name`, or None: where a game kept
    outside vintscore keeps its files (its rules documents, its page's templates). Found
    without running the game's package (only the packages above it are imported)."""
    from importlib.util import find_spec
    package = package_of(name)
    try:
        spec = find_spec(package) if package is not None else None
    except (ImportError, ValueError):
        return None
    places = spec.submodule_search_locations if spec is not None else None
    return Path(next(iter(places))) if places else None
