"""A pulya's deals asked question by question (games/preferans/questions.py, issue 13):
the defenders in the order they speak (P4, P5), half-whist only where P4 allows it, the
tricks only when the deal was played, and the same call of `forms` `vint deal` makes."""
from __future__ import annotations

import pytest
from helpers_cli.questions import answer

from vintscore.errors import InputError
from vintscore.games.preferans import forms
from vintscore.games.preferans.questions import DealForm, PassForm

THREE = ("Anna", "Boris", "Vera")


def test_the_defenders_speak_clockwise_from_the_declarer():
    f = DealForm(THREE)
    got = answer(f, "6S", "Boris")
    assert f.next(got).key == "say:Vera"
    got = answer(f, "6S", "Vera")
    assert f.next(got).key == "say:Anna"


@pytest.mark.parametrize("contract, first, offered", [
    ("6S", "pass", True), ("7H", "pass", True),  # P4: on 6 and 7, after the first passed
    ("8D", "pass", False), ("6S", "whist", False)])
def test_half_whist_is_offered_only_where_p4_allows_it(contract, first, offered):
    f = DealForm(THREE)
    got = answer(f, contract, "Anna", first)
    q = f.next(got)
    assert q.key == "say:Vera"
    if offered:
        assert q.read("half") == "half" and q.read("полвиста") == "half"
    else:
        with pytest.raises(InputError):
            q.read("half")
    assert q.read("pass") == "pass" and "pass" in q.own  # the defender's pass, not an all-pass


def test_both_passing_asks_no_tricks():
    """P4: both passed, no play."""
    f = DealForm(THREE)
    got = answer(f, "6S", "Anna", "pass", "pass")
    assert f.next(got) is None
    assert forms.deal(f.given(got)) == forms.deal(
        {"contract": "6S", "declarer": "Anna", "passes": ["Boris", "Vera"]})


def test_two_whisters_each_give_their_tricks_the_last_offered_the_rest():
    f = DealForm(THREE)
    got = answer(f, "7H", "Vera", "w", "в", "6", "3")
    q = f.next(got)
    assert q.key == "took:Boris" and q.default == "1"  # 10 − 6 − 3
    with pytest.raises(InputError, match="do not add up to 10"):
        q.read("2")
    got[q.key] = q.read("1")
    assert forms.deal(f.given(got)) == forms.deal(
        {"contract": "7H", "declarer": "Vera", "tricks": 6, "whist": ["Anna=3", "Boris=1"]})


def test_without_three_at_the_tricks_writes_no_whists():
    """P6: the declarer concedes; whists are not written."""
    f = DealForm(THREE)
    got = answer(f, "7S", "Anna", "w", "p", "без трёх")
    assert f.next(got) is None
    assert forms.deal(f.given(got)) == forms.deal(
        {"contract": "7S", "declarer": "Anna", "without_three": True})


def test_a_misere_asks_only_the_declarers_tricks():
    """P8: a misère is not whisted."""
    f = DealForm(THREE)
    assert list(answer(f, "мизер", "Vera", "0")) == ["contract", "declarer", "tricks"]


def test_an_all_pass_asks_each_player_the_last_offered_the_rest():
    f = PassForm(THREE)
    got = answer(f, "2", "4")
    q = f.next(got)
    assert q.key == "took:Vera" and q.default == "4"
    got[q.key] = q.read("4")
    assert forms.all_pass(f.given(got)) == forms.all_pass({"player": "Anna=2,Boris=4,Vera=4"})
