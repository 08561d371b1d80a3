"""The club's rating, pure (vintscore/rules/rating.en.md, L1–L10): each game's finished
matches (`Fold.matches`), in the order they were played, rated by the openskill library's
Plackett–Luce model with its defaults (L4) — players, and in the games of sides the
partnerships (L5) — with each person's history of ratings for `--explain` (L7), the trend
and the chart (L8). No rating arithmetic is written here: openskill does it, imported only
when a rating is computed (`vint rating` alone loads it).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from .games.shapes import Match

PROVISIONAL = 10  # L6: fewer matches than this, and a rating is provisional
TREND = 5  # L8: the trend is over the last five evenings a person played


@dataclass(frozen=True)
class RatedSession:
    """One session's matches as the rating reads them: its file's name, when it was
    created, and its finished matches in order."""

    name: str
    created: datetime
    matches: tuple[Match, ...]
    players: tuple[str, ...] = ()


@dataclass(frozen=True)
class RatingStep:
    """One match of a person (or partnership): where, with and against whom, the rank
    (1 the best; a tie shares it), and the ordinal before and after (L7)."""

    session: str
    unit: str
    number: int
    partners: tuple[str, ...]
    opponents: tuple[tuple[str, ...], ...]
    rank: int
    before: float
    after: float


@dataclass
class Rated:
    """A person's (or partnership's) rating: μ, σ, the ordinal μ − 3σ (L4), its matches,
    and every step (L7), with the ordinal after each evening (L8)."""

    key: Any
    shown: tuple[str, ...]
    mu: float
    sigma: float
    rating: float = 0.0
    steps: list[RatingStep] = field(default_factory=list)
    evenings: list[tuple[str, float]] = field(default_factory=list)

    @property
    def matches(self) -> int:
        return len(self.steps)

    @property
    def provisional(self) -> bool:
        return self.matches < PROVISIONAL

    @property
    def trend(self) -> float:
        """L8: the ordinal now less the one before the last five evenings he played (the
        start, 0, when he played fewer)."""
        if not self.evenings:
            return 0.0
        first = max(len(self.evenings) - TREND, 0)  # the first of the last five evenings
        before = self.evenings[first - 1][1] if first > 0 else self.steps[0].before
        return self.rating - before


def number(value: float, lang: str) -> str:
    """A rating as the text and the pages show it (L4: one decimal; the JSON keeps it
    whole): '12.3', '-0.4', in Russian «12,3», «−0,4»; never '-0.0'."""
    from .display import minus
    text = f"{value:.1f}"
    if text == "-0.0":
        text = "0.0"
    return minus(text.replace(".", ",") if lang == "ru" else text, lang)


def ordered(sessions: Sequence[RatedSession]) -> list[RatedSession]:
    """L3, L10: sessions by the instant they were created (a naive time read as UTC), then
    by file name."""
    def instant(p: RatedSession) -> datetime:
        return p.created if p.created.tzinfo else p.created.replace(tzinfo=UTC)
    return sorted(sessions, key=lambda p: (instant(p), f"{p.name}.toml"))


def ranks(scores: Sequence[Any]) -> list[int]:
    """L2: the higher score ranks first (1); equal scores share a rank."""
    return [1 + sum(other > mine for other in scores) for mine in scores]


def teams_of(match: Match, person: Callable[[str], str], pairs: bool
             ) -> tuple[list[tuple[str, ...]], list[list[Any]]] | None:
    """A match's sides by person, and its teams as rated: a person each (L4), or with
    `pairs` the side's partnership as one (L5: every side two people, else None); None when
    fewer than two sides played."""
    sides = [tuple(person(p) for p in side) for side in match.sides]
    if pairs:
        if not all(len(set(side)) == 2 for side in sides):
            return None
        teams: list[list[Any]] = [[frozenset(side)] for side in sides]
    else:
        teams = [list(side) for side in sides]
    return (sides, teams) if len([t for t in teams if t]) >= 2 else None


class _Rating:
    """The ratings as they stand, match after match (openskill's model and values)."""

    def __init__(self, shown: Callable[[str], str], pairs: bool) -> None:
        from openskill.models import PlackettLuce
        self.model = PlackettLuce()
        self.shown, self.pairs = shown, pairs
        self.values: dict[Any, Any] = {}
        self.found: dict[Any, Rated] = {}

    def match(self, name: str, match: Match, sides: list[tuple[str, ...]],
              teams: list[list[Any]]) -> set[Any]:
        """One match rated (L4): every team's new values, and each one's step (L7)."""
        place = ranks(match.scores)
        for key in (k for team in teams for k in team):
            if key not in self.values:
                self.values[key] = self.model.rating(name=str(sorted(key) if self.pairs
                                                              else key))
        before = {k: self.values[k].ordinal() for team in teams for k in team}
        new = self.model.rate([[self.values[k] for k in team] for team in teams],
                              ranks=[float(r) for r in place])
        for i, team in enumerate(teams):
            for k, value in zip(team, new[i], strict=True):
                self.values[k] = value
                out = self.found.setdefault(k, Rated(k, _names(k, self.shown), value.mu,
                                                     value.sigma))
                out.mu, out.sigma, out.rating = value.mu, value.sigma, value.ordinal()
                out.steps.append(RatingStep(
                    name, match.unit, match.number,
                    () if self.pairs else tuple(self.shown(p) for p in sides[i] if p != k),
                    tuple(tuple(self.shown(p) for p in side)
                          for j, side in enumerate(sides) if j != i),
                    place[i], before[k], out.rating))
        return {k for team in teams for k in team}


def rate(sessions: Sequence[RatedSession], person: Callable[[str], str],
         shown: Callable[[str], str], pairs: bool = False) -> list[Rated]:
    """Every match of the sessions (already chosen), in order, rated; each person is
    `person(name)` (one key across files, as `vint stats` finds him), shown as
    `shown(key)`. With `pairs`, each partnership of two instead (L5: only matches in which
    every side is two people). Highest rating first."""
    rating = _Rating(shown, pairs)
    for played in ordered(sessions):
        seen: set[Any] = set()
        for match in sorted(played.matches, key=lambda m: m.number):
            found = teams_of(match, person, pairs)
            if found is not None:
                seen |= rating.match(played.name, match, *found)
        for k in seen:  # L8: the rating after each evening he played
            rating.found[k].evenings.append((played.name, rating.found[k].rating))
    return sorted(rating.found.values(), key=lambda r: (-r.rating, r.shown))


def _names(key: Any, shown: Callable[[str], str]) -> tuple[str, ...]:
    if isinstance(key, frozenset):
        return tuple(sorted((shown(p) for p in key), key=str.casefold))
    return (shown(key),)
