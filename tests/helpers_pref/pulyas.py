"""Building pulyas in the core for the Preferans rule tests (test_pref_rules.py and
test_pref_examples.py): a session of given events, and what one event wrote."""
from __future__ import annotations

from datetime import UTC, datetime
from fractions import Fraction

from vintscore.cards import Strain
from vintscore.games.preferans.model import PrefContract, PrefDeal, PrefManual
from vintscore.games.preferans.pulya import replay
from vintscore.session import Session


def session(players, rules, *events) -> Session:
    return Session("pref", datetime(2026, 11, 30, tzinfo=UTC), tuple(players), rules,
                   events=tuple(events), game="preferans")


def written(pulya, number: int):
    """What event `number` wrote: pool and mountain per player, vists per (writer, on)."""
    def total(lines):
        mine = [line.amount for line in lines if line.event == number]
        return sum(mine, Fraction(0)) if mine else None

    pool = {p: t for p, lines in pulya.pool_lines.items() if (t := total(lines)) is not None}
    mountain = {p: t for p, lines in pulya.mountain_lines.items()
                if (t := total(lines)) is not None}
    vists = {k: t for k, lines in pulya.vist_lines.items() if (t := total(lines)) is not None}
    return pool, mountain, vists


def expect(pulya, number: int, pool=None, mountain=None, vists=None) -> None:
    assert written(pulya, number) == (pool or {}, mountain or {}, vists or {})


def nonzero(d: dict) -> dict:
    return {k: v for k, v in d.items() if v}


def one_deal(players, rules, event, pool=None, mountain=None, vists=None):
    """A pulya of one deal that writes exactly these entries, and its totals are just that."""
    pulya = replay(session(players, rules, event))
    expect(pulya, 1, pool, mountain, vists)
    assert nonzero(pulya.pool) == (pool or {})
    assert nonzero(pulya.mountain) == (mountain or {})
    assert nonzero(pulya.vists) == (vists or {})
    return pulya


def played(level, declarer, tricks, whists=(), passes=(), half=None, strain=Strain.SPADES):
    return PrefDeal(PrefContract(level, strain), declarer, tricks, whists=tuple(whists),
                    passes=tuple(passes), half=half)


def manual(player, pool=0, mountain=0, **vists):
    return PrefManual(player, pool=pool, mountain=mountain, vists_on=tuple(vists.items()))
