"""Bridge's questions at the table (`vint play`, the page's form; games/bridge/questions.py):
a deal asked as the table announces it — contract, declarer, tricks, then honours, none a
key press away (B7) —, the result after the contract sparing the tricks (B33), a pass-out
with nothing to ask (B8), an adjustment in bridge's words; the answers are what `vint
deal`, `vint pass` and `vint adjust` would be given."""
from __future__ import annotations

import pytest
from helpers_cli.questions import answer
from test_bridge_fold import session
from test_bridge_reference import BR2, CHICAGO, Deal

from vintscore.errors import VintError
from vintscore.games.bridge.questions import BridgeQuestions
from vintscore.games.bridge.sheet import replay
from vintscore.glossary import Msg, say

Q = BridgeQuestions()


def deal_form(events=(), options=None):
    s = session(list(events)) if options is None else session(list(events), options)
    return Q.form("deal", s, replay(s))


@pytest.mark.parametrize("typed, given", [
    (("4S", "Anna", "10", ""),  # B1: the contract, then its tricks; Enter: no honours (B7)
     {"contract": "4S", "declarer": "Anna", "tricks": 10, "honours": None, "note": ""}),
    (("4sx+1", "bo", "pass"),  # B33: the result after the contract: 11 tricks, none asked
     {"contract": "4SX", "declarer": "Boris", "tricks": 11, "honours": None, "note": ""}),
    (("3БК-2", "Vera", "gleb:aces"),  # B7: the four aces at no-trump, held by Gleb
     {"contract": "3NT", "declarer": "Vera", "tricks": 7, "honours": "Gleb:aces", "note": ""}),
    (("6HXX", "Gleb", "12", "Anna:5"),
     {"contract": "6HXX", "declarer": "Gleb", "tricks": 12, "honours": "Anna:5", "note": ""}),
], ids=["B1-B7-made", "B33-result", "B7-aces", "B2-redoubled-slam"])
def test_a_deal_asked_as_the_table_says_it(typed, given):
    form = deal_form()
    got = answer(form, *typed)
    assert form.next(got) is None  # nothing more to ask
    assert form.given(got) == given


def test_the_questions_name_the_four_at_the_table_and_refuse_another():
    form = deal_form()
    got = answer(form, "2H")
    declarer = form.next(got)
    assert declarer is not None and declarer.key == "declarer"
    with pytest.raises(VintError):
        declarer.read("Zed")
    got = answer(form, "2H", "Anna")
    tricks = form.next(got)
    assert tricks is not None and tricks.key == "tricks"
    with pytest.raises(VintError):
        tricks.read("14")  # B1: 0 to 13


def test_honours_are_never_assumed():
    form = deal_form()
    got = answer(form, "4S", "Anna", "10")
    honours = form.next(got)
    assert honours is not None and honours.key == "honours" and honours.default == ""
    with pytest.raises(VintError):
        honours.read("Gleb:3")  # B7: four, five or the aces


def test_a_pass_out_asks_nothing():
    s = session([], CHICAGO)
    form = Q.form("pass", s, replay(s))
    assert form.next({}) is None and form.given({}) == {"note": ""}


def test_an_adjustment_in_bridges_words():
    s = session(BR2)
    form = Q.form("adjust", s, replay(s))
    got = answer(form, "vera", "150", "below", "carried over")
    assert form.given(got) == {"player": "Vera", "amount": 150, "reason": "carried over",
                               "below": True, "note": ""}


def test_a_deal_edited_offers_its_answers():
    """`edit 1` in play: each answer offered as the reader would type it, Enter keeps it."""
    s = session([Deal("4S", "Boris", 9, honours=("Gleb", "4"))])
    form = Q.edit_form(s, replay(s), 1)
    assert form.editing == 1
    offered = [say(form.defaults[k], "en") if isinstance(form.defaults[k], Msg)
               else form.defaults[k] for k in ("contract", "declarer", "tricks", "honours")]
    assert offered == ["4S", "Boris", "9", "Gleb:4"]
    got = answer(form, *offered)
    assert form.given(got) == {"contract": "4S", "declarer": "Boris", "tricks": 9,
                               "honours": "Gleb:4", "note": ""}


def test_the_answers_make_the_event_the_command_makes():
    """What the questions give is read by bridge's forms as `vint deal` is (B1, B7, B33)."""
    from vintscore.games.bridge.forms import deal
    from vintscore.games.bridge.model import BridgeDeal, Honours, HonoursKind
    from vintscore.games.bridge.notation import parse_contract
    form = deal_form()
    event = deal(form.given(answer(form, "4SX+1", "Boris", "Gleb:4")))
    assert event == BridgeDeal(parse_contract("4SX"), "Boris", 11,
                               Honours("Gleb", HonoursKind.FOUR))


def test_the_keypad_of_a_deal():
    """Issue 24 on a phone: the contract a level, a strain from the lowest (B1) and X, XX or
    neither (B2); the four at the table; the tricks with the contract's own marked (B1);
    honours none a tap away, else a hand and what it held (B7)."""
    form = deal_form()
    contract = form.next({})
    levels, strains, doubling = contract.keys
    assert [k.typed for k in levels] == ["1", "2", "3", "4", "5", "6", "7"]
    assert [str(k.typed) for k in strains][:4] == ["♣", "♦", "♥", "♠"]
    assert [k.typed for k in doubling] == ["", "X", "XX"]
    got = answer(form, "4S", "Anna")
    tricks = form.next(got)
    assert [k.typed for k in tricks.keys[0] if k.marked] == ["10"] and tricks.numeric
    honours = form.next(answer(form, "4S", "Anna", "10"))
    hands, kinds = honours.keys
    assert hands[0].typed == "" and hands[0].alone
    assert [k.typed for k in hands[1:]] == ["Anna", "Boris", "Vera", "Gleb"]
    # issue 35: what B7 takes at the strain — no aces at a suit —, typed in the user's words
    assert [say(k.typed, "en") for k in kinds] == [":4", ":5"]
    honours = form.next(answer(form, "3NT", "Anna", "9"))
    assert [say(k.typed, "ru") for k in honours.keys[1]] == [":тузы"]
