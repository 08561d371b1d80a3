"""Bridge's figures for `vint stats` (games/bridge/stats.py on rubber/stats.py): rubbers and
chicagos played, won and lost by their totals (B13, B20), points and money (B32), contracts
declared and made (B1), slams bid and made (B5), doubled contracts made and defeated (B2),
per player and per partnership; counted by hand from the worked cases of
vintscore/rules/bridge.en.md."""
from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from test_bridge_fold import session
from test_bridge_reference import BC1, BR1, CHICAGO

from vintscore.games.bridge.stats import BridgeStats
from vintscore.text import casefolded

STATS = BridgeStats()


def line(evening, who: str):
    return dict(evening.lines)[who]


def test_br1_they_won_two_games_and_lost_the_rubber():
    """BR1: Anna & Vera win by 810 on points though Boris & Gleb won two games (B13).
    Anna declared 2♥ (made) and 6♥X (a slam, doubled, made); Boris 4♠X (2 down, doubled),
    3NT (made), 2♦ (2 down), 1NT (made); Vera 3♣ (made); Gleb 3♠ and 3♥ (both made)."""
    evening = STATS.figures(replace(session(BR1), stake=Decimal(1)), "br1")
    anna, boris, vera, gleb = (line(evening, p) for p in ("Anna", "Boris", "Vera", "Gleb"))
    assert (anna.played, anna.won, anna.lost, anna.points) == (1, 1, 0, 810)
    assert (boris.played, boris.won, boris.lost, boris.points) == (1, 0, 1, -810)
    assert (anna.declared, anna.made, anna.counts) == (2, 2, (1, 1, 1, 0))
    assert (boris.declared, boris.made, boris.counts) == (4, 2, (0, 0, 0, 1))
    assert (vera.declared, vera.made, vera.counts) == (1, 1, (0, 0, 0, 0))
    assert (gleb.declared, gleb.made) == (2, 2)
    assert anna.cents == 810 and boris.cents == -810  # 8.10 at 1 a hundred (BS1)
    pairs = dict(evening.pairs)
    assert (pairs[("Anna", "Vera")].declared, pairs[("Anna", "Vera")].made,
            pairs[("Anna", "Vera")].counts) == (3, 3, (1, 1, 1, 0))
    assert (pairs[("Boris", "Gleb")].declared, pairs[("Boris", "Gleb")].made,
            pairs[("Boris", "Gleb")].won, pairs[("Boris", "Gleb")].lost) == (6, 4, 0, 1)


def test_two_evenings_summed_and_said_as_json():
    """BR1 and BC1 (a chicago Anna & Vera win by 590): Anna two played, two won, points
    810 + 590; the counts summed under their keys."""
    one = STATS.figures(replace(session(BR1), stake=Decimal(1)), "br1")
    two = STATS.figures(replace(session(BC1, CHICAGO), stake=Decimal(1)), "bc1")
    figures = STATS.combine([one, two], {}, None, casefolded)
    data = STATS.to_json(figures)
    anna = data["players"]["Anna"]
    assert (anna["evenings"], anna["rubbers_played"], anna["rubbers_won"], anna["points"],
            anna["money"]) == (2, 2, 2, 1400, "14.00")
    # BC1: Anna declared 2♠ (made, 8 tricks), Vera 2♥ (made)
    assert (anna["contracts_declared"], anna["contracts_made"], anna["slams_bid"],
            anna["slams_made"], anna["doubled_made"], anna["doubled_defeated"]) == (
        3, 3, 1, 1, 1, 0)
    assert list(anna)[-2:] == ["best", "worst"] and anna["best"]["points"] == 810
    (pair,) = [p for p in data["partnerships"] if p["players"] == ["Boris", "Gleb"]]
    assert (pair["rubbers_lost"], pair["doubled_defeated"]) == (2, 1)
