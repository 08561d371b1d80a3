"""Deterministic random evenings of any length, for the benchmarks (not for the tests' numbers)."""
from __future__ import annotations

import random
from datetime import UTC, datetime

from vintscore.cards import Strain
from vintscore.games.vint.model import AllPass, Contract, Deal
from vintscore.games.vint.presets import PRESETS
from vintscore.session import Session

PLAYERS = ("Anna", "Boris", "Vera", "Gleb")


def evening(deals: int, seed: int = 1) -> Session:
    """`deals` events of a four-handed classic evening: mostly deals, a few all-passes."""
    return Session("benchmark", datetime(2026, 11, 30, 19, tzinfo=UTC), PLAYERS,
                   PRESETS["classic"], random_events(random.Random(seed), deals, PLAYERS))


def random_events(rng: random.Random, deals: int, hands: tuple[str, ...]) -> tuple:
    """`deals` events, 5 % all-passes, the rest deals declared by any of `hands`."""
    events = []
    for _ in range(deals):
        if rng.random() < 0.05:
            events.append(AllPass())
            continue
        level = rng.choice((1, 1, 2, 2, 2, 3, 3, 4, 5, 6))
        strain = rng.choice(list(Strain))
        tricks = max(0, min(13, 6 + level + rng.choice((-2, -1, 0, 0, 0, 1))))
        honours = None if strain is Strain.NO_TRUMP else rng.choice((1, 2, 3, 3, 4))
        aces = rng.choice((1, 2, 2, 3))
        # `first` names the declarer: used only when both sides pass the target at once (V8)
        declarer = rng.choice(hands)
        events.append(Deal(Contract(level, strain), declarer, tricks, honours, aces,
                           first=declarer))
    return tuple(events)


def bridge_evening(deals: int, seed: int = 1) -> Session:
    """`deals` events of a rubber-bridge evening: mostly deals (a few doubled, some with
    honours), a few pass-outs; rubber after rubber as they end."""
    from vintscore.games.bridge.model import BridgeDeal, Doubling, Honours, HonoursKind, PassOut
    from vintscore.games.bridge.model import Contract as BridgeContract
    from vintscore.games.bridge.presets import RUBBER
    rng = random.Random(seed)
    events: list = []
    for _ in range(deals):
        if rng.random() < 0.05:
            events.append(PassOut())
            continue
        level = rng.choice((1, 2, 2, 3, 3, 4, 4, 5, 6))
        strain = rng.choice(list(Strain))
        doubling = rng.choice((Doubling.NONE,) * 8 + (Doubling.DOUBLED, Doubling.REDOUBLED))
        tricks = max(0, min(13, 6 + level + rng.choice((-2, -1, 0, 0, 0, 1))))
        holder = rng.choice(PLAYERS)
        honours = (None if rng.random() < 0.8 else
                   Honours(holder, HonoursKind.ACES if strain is Strain.NO_TRUMP
                           else HonoursKind.FOUR))
        events.append(BridgeDeal(BridgeContract(level, strain, doubling), rng.choice(PLAYERS),
                                 tricks, honours))
    return Session("benchmark", datetime(2026, 11, 30, 19, tzinfo=UTC), PLAYERS, RUBBER,
                   tuple(events), game="bridge")
