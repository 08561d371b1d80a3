"""Bridge's `vint sheet --json` and `vint settle --json` (issue 22, §6: the script contract)
against the worked cases of vintscore/rules/bridge.en.md and, for random evenings, the
tests' independent model (tests/bridge/reference.py): every key the issue names."""
from __future__ import annotations

from decimal import Decimal

import reference as ref
from hypothesis import given, settings
from hypothesis import strategies as st
from reference import Options
from test_bridge_fold import _EVENT, _OPTIONS, session
from test_bridge_reference import BC2, BR2, CHICAGO, PLAYERS

from vintscore.games.bridge.report import settlement_json, sheet_json
from vintscore.games.bridge.settlement import settle
from vintscore.games.bridge.sheet import replay


def test_br2_an_unfinished_rubber_as_json():
    data = sheet_json(replay(session(BR2)), "friday")
    assert data["format"] == "vintscore-sheet" and "chicagos" not in data
    (rubber,) = data["rubbers"]
    we, they = rubber["sides"]
    assert (rubber["number"], rubber["finished"]) == (1, False)
    assert (we["players"], we["games"], we["vulnerable"], we["partscore"], we["total"]) == (
        ["Anna", "Vera"], 1, True, 0, 120)
    assert (they["players"], they["games"], they["vulnerable"], they["partscore"],
            they["total"]) == (["Boris", "Gleb"], 0, False, 40, 40)
    assert we["below"] == [[{"event": 1, "amount": 120}], []]
    assert they["below"] == [[], [{"event": 2, "amount": 40}]]
    settled = settlement_json(settle(replay(session(BR2)), Decimal(1)),
                              replay(session(BR2)).rules, "friday")
    assert settled["players"] == {"Anna": 280, "Boris": -280, "Vera": 280, "Gleb": -280}
    (block,) = settled["rubbers"]
    assert [s["total"] for s in block["sides"]] == [420, 140]  # after Law 80 (B14)
    assert block["law80"] == [
        {"players": ["Anna", "Vera"], "amount": 300, "reason": "unfinished game"},
        {"players": ["Boris", "Gleb"], "amount": 100, "reason": "unfinished part-score"}]


def test_bc2_a_chicago_with_its_deals():
    data = sheet_json(replay(session(BC2, CHICAGO)), "friday")
    assert "rubbers" not in data
    (chicago,) = data["chicagos"]
    assert chicago["finished"] is True  # four counted deals; the pass-out is none (B22)
    assert chicago["deals"] == [
        {"event": 1, "deal": 1, "dealer": "Anna", "vulnerable": []},
        {"event": 2, "deal": None, "dealer": "Boris", "vulnerable": ["Boris", "Gleb"]},
        {"event": 3, "deal": 2, "dealer": "Boris", "vulnerable": ["Boris", "Gleb"]},
        {"event": 4, "deal": 3, "dealer": "Vera", "vulnerable": ["Anna", "Vera"]},
        {"event": 5, "deal": 4, "dealer": "Gleb", "vulnerable": ["Anna", "Vera", "Boris",
                                                                 "Gleb"]}]
    assert [s["total"] for s in chicago["sides"]] == [330, 620]
    assert all(isinstance(s["below"], list) and all("amount" in e for e in s["below"])
               for s in chicago["sides"])  # one list below the line (B23)


def _below(side) -> list:
    return [[(e.event + 1, e.amount) for e in game] for game in side.below]


@given(st.lists(_EVENT, max_size=40), _OPTIONS, st.sampled_from(["pairs", "individual"]))
@settings(deadline=None)
def test_random_evenings_json_as_the_model_says(events, options: Options, table):
    expected = ref.play(PLAYERS, events, options, table)
    sheet = replay(session(events, options, table))
    data = sheet_json(sheet, "evening")
    key = "chicagos" if options.scoring == "chicago" else "rubbers"
    assert data["next_dealer"] == expected.next_dealer
    assert len(data[key]) == len(expected.blocks)
    for block, model in zip(data[key], expected.blocks, strict=True):
        assert (block["number"], block["finished"]) == (model.number, model.finished)
        for side, ms in zip(block["sides"], model.sides, strict=True):
            assert tuple(side["players"]) == ms.players
            assert (side["games"], side["vulnerable"], side["partscore"], side["total"]) == (
                ms.games, ms.vulnerable, ms.partscore, ms.total)
            assert [(a["event"], a["amount"], a["reason"]) for a in side["above"]] == [
                (e.event + 1, e.amount, e.reason) for e in ms.above]
            if options.scoring == "chicago":
                assert [(e["event"], e["amount"]) for e in side["below"]] == [
                    (e.event + 1, e.amount) for game in ms.below for e in game]
            else:  # a list a game, the game in progress too (empty until it is written in)
                ours = [[(e["event"], e["amount"]) for e in game] for game in side["below"]]
                theirs = _below(ms)
                assert ours[:len(theirs)] == theirs and not any(ours[len(theirs):])
        if options.scoring == "chicago":
            log = [w for w in expected.log if w.block == model.number]
            assert [(d["deal"], d["dealer"]) for d in block["deals"]] == [
                (w.deal, w.dealer) for w in log]
            assert [d["vulnerable"] for d in block["deals"]] == [
                [p for s, ms in enumerate(model.sides) if w.vulnerable[s] for p in ms.players]
                for w in log]
    settled = settlement_json(settle(sheet, Decimal("0.10")), sheet.rules, "evening")
    assert settled["players"] == expected.points
    for block, model in zip(settled[key], expected.blocks, strict=True):
        assert [s["total"] for s in block["sides"]] == [s.settled for s in model.sides]
        assert sorted((tuple(e["players"]), e["amount"]) for e in block["law80"]) == sorted(
            (s.players, e.amount) for s in model.sides for e in s.law80)
