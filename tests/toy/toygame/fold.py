"""Tricks' fold: what a deal writes (Z1), the match it ends (Z2); the sheet of running
totals (vintscore/tally) keeps the rest, and settles each match by its winner (Z3).

Pure: an impossible deal raises its RuleViolations, naming the rule."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, final

from vintscore.errors import NotationError, RuleViolation, raise_all
from vintscore.glossary import Msg
from vintscore.names import resolve_player
from vintscore.tally.sheet import At, Step, TallyFold

from .model import TrickDeal, TrickRules


def checked(deal: TrickDeal, players: tuple[str, ...], rules: TrickRules | None) -> TrickDeal:
    """Z1: the deal with its names as the table has them; a name nobody has, a player named
    twice or not at all, tricks that are not the deal's are refused, all at once."""
    found: list[RuleViolation] = []
    named: list[tuple[str, int]] = []

    def bad(message: Msg) -> None:
        found.append(RuleViolation(message, rule="Z1", key="tricks", hint=Msg("toy.deal.hint")))
    for text, count in deal.tricks:
        try:
            name = resolve_player(text, players)
        except NotationError as e:
            found.append(RuleViolation(e.msg, rule="Z1", key="tricks", hint=e.hint_msg))
            continue
        if any(name == n for n, _ in named):
            bad(Msg("toy.deal.twice", player=name))
        named.append((name, count))
    missing = [p for p in players if p not in dict(named)]
    if missing and not found:
        bad(Msg("toy.deal.missing", players=", ".join(missing)))
    total = sum(count for _, count in deal.tricks)
    if rules is not None and total != rules.deal_size:
        bad(Msg("toy.deal.sum", total=total, tricks=rules.deal_size))
    raise_all(found)
    return replace(deal, tricks=tuple(named))


@final
class TricksFold(TallyFold):
    def write(self, at: At[Any, Any], event: Any, /) -> Step[Any, Any]:
        """Z1: a point a trick (two when doubled); Z2: the match is won by the one at the
        target with more points than anyone else."""
        deal = checked(event, at.players, at.rules)
        points = tuple((p, n * deal.per_trick) for p, n in deal.tricks)
        totals = {p: at.totals[p] + n for p, n in points}
        best = max(totals.values())
        leaders = [p for p, n in totals.items() if n == best]
        won = leaders[0] if best >= at.rules.target and len(leaders) == 1 else None
        return Step(deal, points, won=won)

    def check(self, at: At[Any, Any], event: Any, /) -> None:
        """A deal on its own, its names checked even when the rules do not read."""
        checked(event, at.players, at.rules)
