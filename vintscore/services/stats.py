"""`vint stats`: every player and partnership over all the sessions of the folder.

Two halves. The computation is each game's and pure (games/<game>/stats.py): `figures`
reads one session's sheet and settlement into its figures for that evening, and
`combine` sums them. The gathering, `gather(paths)`, reads the files: each file's figures
come from a cache keyed by the file's bytes and by this code, or are computed afresh — in
worker processes when there are many — and files that cannot be read are returned
apart, never raised. `combine` here asks each game, in the registry's order, to sum its
sessions, after finding each person's one name across all of them.

The games are counted apart (points are not vists): `Gathered` has each game's part, Vint's
per player and per partnership, Preferans's per player only.

Definitions (the command's help and docs/usage.md, "vint stats", say them too). Vint:

- an evening is a session (one file);
- rubbers played: the rubbers in which a player had a seat (sitting out is not playing);
  for a partnership, the rubbers in which the two were partners (two people in one
  column of the sheet);
- won / lost: the player's (or the partnership's) column won / lost a finished rubber;
  an unfinished rubber counts as played, neither won nor lost;
- points: the V11 settlement of each evening, summed; money: each evening's money to the
  cent, as its settlement rounded it once (issue 23), summed; a partnership's points are
  what each partner won in the rubbers they played together (the side's result, V11), its
  money those points × that evening's stake / 100, exact (no settlement pays a
  partnership);
- average: points / rubbers played;
- contracts declared: the deals (not void) a player declared; a deal declared by a
  dummy's hand counts for the player who plays it; made: the sheet wrote no
  undertricks for it (the declaring side took 6 + level tricks, after revokes); a
  partnership counts the deals either partner declared while partners;
- best / worst evening: the session with the most / fewest points, among the evenings
  the player (or the partnership) played a rubber; the earlier evening on a tie.

Preferans (vintscore/rules/preferans.en.md):

- a pulya is a Preferans session (one file); pulyas played: the pulyas the player sat
  in (one of its players, the dealer sitting out at four included) that have an entry —
  a deal, an all-pass or a manual entry, not void; finished: of those, the ones that
  are over (P11);
- vists: each pulya's P10 result, exact, summed exactly (the table shows whole vists,
  half away from zero); money: each pulya's money to the cent, as its settlement rounded
  it once (P10, issue 23), summed;
- average: vists / pulyas played, to the hundredth;
- contracts declared: the deals (not void) the player declared, misère and without
  three included, all-pass deals not; made: the declarer took at least the level, or a
  misère took no trick (P8), or it was not played because both defenders passed or one
  passed and the other half-whisted (P4); without three (P6) is never made;
- best / worst pulya: the most / fewest vists among the pulyas played; the earlier one
  on a tie.
"""
from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import Any

from .. import storage
from ..errors import InputError, NotationError, VintError
from ..games import game_of, names
from ..glossary import Msg
from ..storage.summaries import Summaries, read_raw
from ..text import casefolded
from ..value import value

STATS_FORMAT = "vintscore-stats"
SCHEMA_VERSION = 2  # 2: every game's figures under `games`, by its name (issue 33); 1 had
# the first game's at the top and the others under their names
PARALLEL_FROM = 50  # more sessions than this to read afresh: worker processes, a progress bar
_FORMAT = 4  # of the cached summaries; bump when what a summary holds changes

# A file's summary: (its game, that game's figures of the session), or _BAD when it
# cannot be read or replayed, or _OTHER when it is a session of a game stats does not know.
Summary = tuple[str, Any] | int
_BAD = 0
_OTHER = 1


def code_stamp() -> bytes:
    """What decides a summary besides the file: its version, this Python and vintscore's
    own code (storage.cache.code_stamp)."""
    return bytes([_FORMAT]) + storage.cache.code_stamp()


@value
class Gathered:
    """What `vint stats` shows: each game's part, in the registry's order."""

    parts: tuple[tuple[str, Any], ...]  # (game, its figures over the sessions counted)


def parse_since(text: str) -> date:
    """--since: a date written YYYY-MM-DD, and nothing else."""
    import re
    value = text.strip()
    if re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", value):
        try:
            return date.fromisoformat(value)
        except ValueError:
            pass
    raise InputError(Msg("stats.since.bad", given=text), hint=Msg("stats.since.bad.hint"))


def _resolve_all(texts: Sequence[str], names: list[str]) -> list[str]:
    """--players: each name as everywhere (case-insensitive exact, else a unique beginning)."""
    from ..names import resolve_player
    from ..notation import join_msgs
    given = [t.strip() for t in texts if t.strip()]
    if not given:
        raise InputError(Msg("stats.players.empty"), hint=Msg("stats.players.hint"))
    found = []
    for text in given:
        try:
            found.append(resolve_player(text, names))
        except NotationError:
            folded = casefolded(text)
            matches = [n for n in names if casefolded(n).startswith(folded)]
            known = ", ".join(sorted(names, key=casefolded)[:40]) + (", …" if len(names) > 40 else "")
            if len(matches) > 1:
                raise InputError(Msg("stats.players.ambiguous", text=text,
                                     names=join_msgs("core.or", matches)),
                                 hint=Msg("stats.players.known", names=known)) from None
            raise InputError(Msg("stats.players.unknown", text=text),
                             hint=Msg("stats.players.known", names=known) if names
                             else Msg("stats.players.none")) from None
    return found


def _order(figures: Any) -> tuple:
    return (figures.created.replace(tzinfo=None), figures.name)


def combine(found: Iterable[tuple[str, Any]], *, since: date | None = None,
            until: date | None = None, players: Sequence[str] | None = None,
            members: Mapping[str, str] | None = None) -> Gathered:
    """The sessions' figures (each with its game), created on or after `since` and on or
    before `until` (`vint stats --month`), summed by each game apart.

    A name is one player across the sessions, of any game, whatever its case (as names
    are matched); it is shown as first written in the first game's sessions (the
    registry's order: Vint's, then Preferans's). With the club ledger's `members` (each
    name a member goes by, folded: his name), a member's aliases are him too, shown by
    his name (issue 15); other names are as ever. `players` keeps the rows of those
    players (each a name or a unique beginning of one, or a member's alias) and the
    partnerships among them; an unknown or ambiguous name is refused (InputError).
    """
    by_game: dict[str, list[Any]] = {name: [] for name in names()}
    for game, figures in found:
        day = figures.created.date()
        if (since is None or day >= since) and (until is None or day <= until):
            by_game[game].append(figures)
    who = members or {}

    def same(name: str) -> str:
        """The one key of a person: a member's folded name, else the name folded."""
        folded = casefolded(name)
        member = who.get(folded)
        return casefolded(member) if member is not None else folded

    shown: dict[str, str] = {}  # a person's key -> as first written (a member: his name)
    for game in by_game:
        by_game[game].sort(key=_order)
        for figures in by_game[game]:
            for p in figures.players:
                shown.setdefault(same(p), who.get(casefolded(p), p))
    wanted = None
    if players is not None:
        typed = [who.get(casefolded(p), p) for p in players]  # an alias is its member
        wanted = {same(p) for p in _resolve_all(typed, list(shown.values()))}
    return Gathered(tuple((game, game_of(game).stats.combine(sessions, shown, wanted, same))
                       for game, sessions in by_game.items()))


def stats_json(stats: Gathered, skipped: Sequence[str] = ()) -> dict[str, Any]:
    """`vint stats --json`: one shape for every game (docs/contract.md, "vintscore-stats"):
    each game's part, as its `Stats.to_json` gives it (its sessions counted among its keys),
    under `games` by its name, in the registry's order."""
    return {"format": STATS_FORMAT, "schema_version": SCHEMA_VERSION, "skipped": list(skipped),
            "games": {game: game_of(game).stats.to_json(part) for game, part in stats.parts}}


# --------------------------------------------------------------------------------------
# Gathering: the files, the cache, the worker processes


def summarise(raw: bytes, path: str) -> Summary:
    """A file's bytes to its summary: (its game, its figures, unnamed); _BAD when it
    cannot be read or replayed, _OTHER when it is a session of another game."""
    try:
        session = storage.parse(raw.decode("utf-8"), path)
        if session.game not in names():
            return _OTHER
        return session.game, game_of(session.game).stats.figures(session)
    except (VintError, UnicodeDecodeError, RecursionError):
        return _BAD


Summarise = Callable[[bytes, str], Summary]  # a file's bytes to its summary (module-level)


def _work(batch: list[tuple[bytes, str]], summarised: Summarise = summarise) -> list[Summary]:
    """In a worker process: a batch of files summarised."""
    return [summarised(raw, path) for raw, path in batch]


Progress = Callable[[int, int], None]  # (done, total) of the sessions read afresh


def _compute(todo: list[tuple[bytes, str]], progress: Progress | None,
             summarised: Summarise = summarise) -> list[Summary]:
    """Each file's summary: in worker processes when there are many, else here."""
    many = len(todo) > PARALLEL_FROM
    report = progress if many and progress is not None else (lambda done, total: None)
    report(0, len(todo))
    workers = os.cpu_count() or 1
    results: list[Summary | None] = [None] * len(todo)
    if many and workers > 1:
        try:
            _in_workers(todo, results, workers, report, summarised)
        except Exception:  # a worker lost (killed, no memory): what is left is done here
            pass
    done = sum(r is not None for r in results)
    for i, (raw, path) in enumerate(todo):
        if results[i] is None:
            results[i] = summarised(raw, path)
            done += 1
            report(done, len(todo))
    return results  # type: ignore[return-value]


def _in_workers(todo: list[tuple[bytes, str]], results: list, workers: int,
                report: Callable[[int, int], None], summarised: Summarise) -> None:
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    # Batches small enough for a smooth progress bar, large enough to cost little to send.
    size = max(1, min(32, len(todo) // (workers * 8)))
    batches = [list(range(i, min(i + size, len(todo)))) for i in range(0, len(todo), size)]
    done = 0
    with ProcessPoolExecutor(max_workers=workers) as pool:
        pending = {pool.submit(_work, [todo[i] for i in b], summarised): b for b in batches}
        while pending:
            finished, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                batch = pending.pop(future)
                for i, summary in zip(batch, future.result()):
                    results[i] = summary
                done += len(batch)
                report(done, len(todo))


def gather(paths: Sequence[Path], progress: Progress | None = None, *,
           summarised: Summarise = summarise, cache: str = "stats.pickle"
           ) -> tuple[list[tuple[str, Any]], list[Path]]:
    """Each session file's figures, with its game — a Vint evening's, a Preferans pulya's —
    and the files that cannot be read (skipped). `summarised` and `cache`: what another
    command reads of each file the same way (`vint rating`'s matches), and its cache.

    `progress(done, total)` is told how the reading goes when more than PARALLEL_FROM
    sessions are read afresh (the cache answers for the others at once).
    """
    import hashlib
    store = Summaries(code_stamp(), cache)
    found: list[tuple[Path, Summary | None]] = []
    todo: list[tuple[bytes, str]] = []
    keys: list[bytes] = []
    places: list[int] = []
    unreadable: list[Path] = []
    for path in paths:
        raw = read_raw(path)
        if raw is None:
            unreadable.append(path)
            continue
        key = hashlib.sha256(raw).digest()
        hit = store.get(key)
        if hit is None:
            places.append(len(found))
            keys.append(key)
            todo.append((raw, str(path)))
        found.append((path, hit))
    if todo:
        for place, key, computed in zip(places, keys, _compute(todo, progress, summarised)):
            store.put(key, computed)
            found[place] = (found[place][0], computed)
        store.save()
    sessions = []
    for path, summary in found:
        if summary == _BAD:
            unreadable.append(path)
        elif isinstance(summary, tuple):
            game, figures = summary
            sessions.append((game, replace(figures, name=Path(path).stem)))
    return sessions, sorted(unreadable, key=lambda p: Path(p).name)
