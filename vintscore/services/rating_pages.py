"""The rating a page shows (issue 36, point 4; vintscore/rules/rating.en.md, L8, L10): the
ledger's HTML export rates the sessions the ledger counts (its --since, --until, --month
and --season choose them: a season is a selection), the live page of `vint serve` its
session's game over every session of the folder; each its players and, in the games of
sides, its partnerships (L5) over the same matches.

The files are read and chosen as `vint rating` reads and chooses them (services/rating.py:
its gathering and its cache, each person's one key, a member's aliases him); the rating is
vintscore/rating.py's, which imports openskill when it computes one: only when a page with
a rating is made. What the page draws of it is vintscore/rating_chart.py's. The live page
looks again when the folder changes (`folder_mark`, web/app.py's `Watcher`).
"""
from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .. import storage
from ..rating import Rated, RatedSession
from . import rating


@dataclass(frozen=True)
class Rating:
    """A game's rating on a page: its players' ratings (highest first, L4), its
    partnerships' (L5: [] in a game without sides), and the sessions they rest on."""
    game: str
    players: list[Rated]
    pairs: list[Rated]
    sessions: list[RatedSession]


def of_ledger(folder: Path, names: Collection[str]) -> list[Rating]:
    """Each game's rating over the sessions named `names` (the ledger's, by file name),
    in the registry's order; a game without a finished match is left out."""
    from .ledger import identities
    wanted = set(names)
    paths = [p for p in storage.list_sessions(folder) if p.stem in wanted] \
        if folder.is_dir() else []
    found, _ = rating.gather(paths)
    chosen = rating.Chosen(found, members=identities(folder))
    pairs = chosen.rated(pairs=True)
    return [Rating(g, rows, pairs.get(g, []), chosen.games[g])
            for g, rows in chosen.rated().items() if rows]


def of_session(path: Path, game: str, now: RatedSession) -> Rating | None:
    """The rating of `game` over every session of the folder of `path`, the session there
    counted as `now` (what its sheet, replayed already, holds: a page shown while it is
    played reads the others alone); None when no finished match has been played, and for
    an example shipped with vintscore (never rated, as `vint stats` never counts one)."""
    from ..where import is_example
    from .ledger import identities
    if is_example(path):
        return None
    folder = path.parent
    listed = storage.list_sessions(folder) if folder.is_dir() else []
    others = [p for p in listed if p.name != path.name]
    sessions = [s for g, s in _gathered(folder, others) if g == game]
    if len(others) < len(listed):  # the session is one of the folder's (not an example)
        sessions.append(now)
    members = identities(folder)
    key = (game, tuple(sessions), tuple(sorted((members or {}).items())))
    try:
        hash(key)
    except TypeError:  # a game's score that cannot be a key: rated afresh
        rows, pairs = _rated.__wrapped__(*key)
    else:
        rows, pairs = _rated(*key)
    return Rating(game, rows, pairs, sessions) if rows else None


# The live page is made again at each change of its session: the folder's other files
# are read again only when their stat says they changed, and the same matches are not
# rated again. They are read a few at a time: never in worker processes, which a server's
# threads must not fork (services/stats.py's PARALLEL_FROM).
_Stat = tuple[str, int, int, int]
_SEEN: dict[Path, dict[_Stat, tuple[str, RatedSession] | None]] = {}


def _gathered(folder: Path, paths: Sequence[Path]) -> list[tuple[str, RatedSession]]:
    """Each file's game and matches (None: skipped), those unchanged since the last page
    of the folder as they were."""
    from .stats import PARALLEL_FROM
    before = _SEEN.get(folder, {})
    keys = [_stat(p) for p in paths]
    now = {k: before[k] for k in keys if k in before}
    todo = [(p, k) for p, k in zip(paths, keys) if k not in before]
    for i in range(0, len(todo), PARALLEL_FROM):
        chunk = todo[i:i + PARALLEL_FROM]
        found, _ = rating.gather([p for p, _ in chunk])
        by_name = {s.name: (g, s) for g, s in found}
        for p, k in chunk:
            now[k] = by_name.get(p.stem)
    _SEEN[folder] = now
    return [summary for summary in (now[k] for k in keys) if summary is not None]


def _stat(path: Path) -> _Stat:
    try:
        st = path.stat()
    except OSError:
        return str(path), -1, -1, -1
    return str(path), st.st_mtime_ns, st.st_size, st.st_ino


def folder_mark(path: Path) -> tuple[_Stat, ...]:
    """What the live page's rating of the session at `path` rests on besides its file, as
    cheaply as it can be told: the stat of every other session file of its folder and of
    the ledger (whose members' aliases say who is who, L10). Another session played,
    mended, added or removed changes it; () for an example, never rated. A page made again
    when it changed reads again only the files whose stat changed (`_gathered`) and rates
    nothing twice (`_rated`)."""
    from ..where import is_example
    from .ledger import path_in
    if is_example(path):
        return ()
    folder = path.parent
    listed = storage.list_sessions(folder) if folder.is_dir() else []
    return (*(_stat(p) for p in listed if p.name != path.name), _stat(path_in(folder)))


@lru_cache(maxsize=16)
def _rated(game: str, sessions: tuple[RatedSession, ...],
           members: tuple[tuple[str, str], ...]) -> tuple[list[Rated], list[Rated]]:
    """The game's players' ratings and its partnerships' (L5) over `sessions`."""
    chosen = rating.Chosen([(game, s) for s in sessions], game=game,
                           members=dict(members) if members else None)
    return chosen.rated().get(game, []), chosen.rated(pairs=True).get(game, [])
