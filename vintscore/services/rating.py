"""`vint rating`: the club's rating over the sessions folder (vintscore/rules/rating.en.md,
L1–L10). Each file's finished matches are read as `vint stats` reads its figures — the
same gathering, its own cache (`rating.pickle`), files that cannot be read skipped —;
the sessions chosen (`--game`, `--since`, `--month`, `--players`), each game apart (L1),
are rated by vintscore/rating.py.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from pathlib import Path
from typing import Any

from .. import storage
from ..errors import InputError, VintError
from ..games import game_of, names
from ..glossary import Msg
from ..rating import Rated, RatedSession, rate
from ..text import casefolded
from . import stats

RATING_FORMAT = "vintscore-rating"
SCHEMA_VERSION = 1


def summarise(raw: bytes, path: str) -> stats.Summary:
    """A file's bytes to (its game, its matches), or stats' marks of a file that cannot be
    read (`_BAD`) or is of a game this version does not know (`_OTHER`)."""
    try:
        session = storage.parse(raw.decode("utf-8"), path)
        if session.game not in names():
            return stats._OTHER
        fold = game_of(session.game).fold
        matches = tuple(fold.matches(fold.replay(session)))
        return session.game, RatedSession("", session.created, matches, session.players)
    except (VintError, UnicodeDecodeError, RecursionError):
        return stats._BAD


def gather(paths: Sequence[Path], progress: stats.Progress | None = None
           ) -> tuple[list[tuple[str, RatedSession]], list[Path]]:
    """Each session's matches with its game, and the files skipped (as `vint stats`)."""
    return stats.gather(paths, progress, summarised=summarise, cache="rating.pickle")


class Chosen:
    """The sessions a rating rests on, per game, and each person's one key and name (L10:
    who `vint stats` takes for one person, shown as it shows him)."""

    def __init__(self, found: Sequence[tuple[str, RatedSession]], *, game: str | None = None,
                 since: date | None = None, until: date | None = None,
                 players: Sequence[str] | None = None,
                 members: Mapping[str, str] | None = None) -> None:
        if game is not None and game not in names():
            from ..notation import listed_msgs
            raise InputError(Msg("rating.game.unknown", game=game),
                             hint=Msg("rating.game.hint", games=listed_msgs("core.or", names())))
        self.who = members or {}
        kept = [(g, p) for g, p in found if (game is None or g == game)
                and (since is None or p.created.date() >= since)
                and (until is None or p.created.date() <= until)]
        self.shown: dict[str, str] = {}
        for _, p in sorted(kept, key=lambda gp: (names().index(gp[0]), gp[1].created.timestamp())):
            for name in p.players:
                self.shown.setdefault(self.person(name), self.who.get(casefolded(name), name))
        self.wanted: set[str] | None = None
        if players is not None:
            typed = [self.who.get(casefolded(p), p) for p in players]
            self.wanted = {self.person(p)
                           for p in stats._resolve_all(typed, list(self.shown.values()))}
            kept = [(g, p) for g, p in kept
                    if self.wanted & {self.person(n) for n in p.players}]
        self.games: dict[str, list[RatedSession]] = {}
        for g, p in kept:
            self.games.setdefault(g, []).append(p)

    def person(self, name: str) -> str:
        folded = casefolded(name)
        member = self.who.get(folded)
        return casefolded(member) if member is not None else folded

    def said(self, key: str) -> str:
        return self.shown.get(key, key)

    def rated(self, pairs: bool = False) -> dict[str, list[Rated]]:
        """Each game's ratings (L1), highest first; a game with no match is left out."""
        out: dict[str, list[Rated]] = {}
        for g in names():
            if g in self.games:
                found = rate(self.games[g], self.person, self.said, pairs)
                if self.wanted is not None:
                    found = [r for r in found
                             if set(r.key if pairs else {r.key}) <= self.wanted]
                if found or any(p.matches for p in self.games[g]):
                    out[g] = found
        return out


def row_json(r: Rated, pairs: bool) -> dict[str, Any]:
    head: dict[str, Any] = {"players": list(r.shown)} if pairs else {"name": r.shown[0]}
    return {**head, "rating": r.rating, "mu": r.mu, "sigma": r.sigma, "matches": r.matches,
            "provisional": r.provisional, "trend": r.trend}


def rating_json(chosen: Chosen, skipped: Sequence[str] = ()) -> dict[str, Any]:
    """`vint rating --json` (L9): each game with a match, its players and its pairs ([] in a
    game without sides), highest rating first."""
    players, pairs = chosen.rated(), chosen.rated(pairs=True)
    return {"format": RATING_FORMAT, "schema_version": SCHEMA_VERSION,
            "skipped": list(skipped),
            "games": {g: {"players": [row_json(r, False) for r in rows],
                          "pairs": [row_json(r, True) for r in pairs.get(g, [])]}
                      for g, rows in players.items()}}


def explained(chosen: Chosen, text: str, game: str | None) -> tuple[str, Rated]:
    """`--explain NAME` (L7), or `A+B` for a partnership: its game and its rating with every
    step; a name nobody in the selection has is refused with the nearest names."""
    wanted = [t.strip() for t in text.split("+")]
    if len(wanted) > 2 or not all(wanted):
        raise InputError(Msg("rating.explain.bad", text=text), hint=Msg("rating.explain.hint"))
    keys = frozenset(self_key(chosen, t) for t in wanted)
    pairs = len(wanted) == 2
    for g, rows in chosen.rated(pairs).items():
        if game is not None and g != game:
            continue
        for r in rows:
            if (r.key == keys) if pairs else (r.key in keys):
                return g, r
    raise _nobody(chosen, text)


def _nobody(chosen: Chosen, text: str) -> InputError:
    """L7: nobody of the selection goes by `text`; the names there are."""
    return InputError(Msg("rating.explain.nobody", text=text),
                      hint=Msg("rating.explain.nobody.hint",
                               names=", ".join(sorted(chosen.shown.values(), key=casefolded))))


def self_key(chosen: Chosen, text: str) -> str:
    """A typed name as its person's key (a unique beginning as `vint stats` reads it)."""
    typed = chosen.who.get(casefolded(text), text)
    try:
        return chosen.person(stats._resolve_all([typed], list(chosen.shown.values()))[0])
    except InputError:
        raise _nobody(chosen, text) from None
