"""Bridge's notation (B1, B2, B7, B33; issue 22, item 2): contracts, results and honours as
bridge players write them, in English and Russian, and their inverse forms."""
from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from vintscore.cards import Strain
from vintscore.errors import NotationError
from vintscore.games.bridge.model import STRAINS, Contract, Doubling, Honours, HonoursKind
from vintscore.games.bridge.notation import (
    format_contract,
    format_honours,
    format_result,
    parse_contract,
    parse_entry,
    parse_honours,
    parse_result,
    shown_contract,
    typed_contract,
    typed_honours,
)
from vintscore.glossary import say

S, H, D, C, NT = Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS, Strain.NO_TRUMP
NONE, X, XX = Doubling.NONE, Doubling.DOUBLED, Doubling.REDOUBLED

EVERY_CONTRACT = [Contract(level, strain, doubling) for level, strain, doubling
                  in itertools.product(range(1, 8), STRAINS, Doubling)]


@pytest.mark.parametrize("typed, contract", [
    # issue 22 item 2 and B33, every form they name
    ("4S", Contract(4, S)), ("4♠", Contract(4, S)), ("4s", Contract(4, S)),
    ("4п", Contract(4, S)), ("3NT", Contract(3, NT)), ("3БК", Contract(3, NT)),
    ("3бк", Contract(3, NT)),
    ("4SX", Contract(4, S, X)), ("4♠x", Contract(4, S, X)), ("3NTXX", Contract(3, NT, XX)),
    ("4Sx", Contract(4, S, X)), ("4sxx", Contract(4, S, XX)),
    ("4пк", Contract(4, S, X)), ("3бкрк", Contract(3, NT, XX)),
    # more of what people type: the other strains, spaces, words, the Cyrillic х for X
    ("1C", Contract(1, C)), ("2D", Contract(2, D)), ("6H", Contract(6, H)),
    ("1т", Contract(1, C)), ("2б", Contract(2, D)), ("6ч", Contract(6, H)),
    ("3бкк", Contract(3, NT, X)), ("3брк", Contract(3, D, XX)), ("3б контра", Contract(3, D, X)),
    ("5ч реконтра", Contract(5, H, XX)), ("4пикк", Contract(4, S, X)),
    ("4 S X", Contract(4, S, X)), ("3 NT XX", Contract(3, NT, XX)), ("4пх", Contract(4, S, X)),
    ("7 без козырей рк", Contract(7, NT, XX)), ("3 no-trump", Contract(3, NT)),
    ("2 no-trumps x", Contract(2, NT, X)), ("1♥️x", Contract(1, H, X)),
    ("２ＮＴＸ", Contract(2, NT, X)),
])
def test_b33_every_form_of_a_contract_is_read(typed, contract):
    assert parse_contract(typed) == contract


def test_b33_3bk_is_three_no_trump_and_3_diamonds_doubled_has_its_own_forms():
    """The strain is read whole first: «3бк» is 3 БК (B33), not 3♦ с контрой."""
    assert parse_contract("3бк") == Contract(3, NT)
    for typed in ("3DX", "3♦к", "3б контра", "3бх"):
        assert parse_contract(typed) == Contract(3, D, X), typed


@pytest.mark.parametrize("typed, key, rule", [
    ("8S", "bridge.contract.level", "B1"), ("0NT", "bridge.contract.level", "B1"),
    ("10H", "bridge.contract.level", "B1"),
    ("4Z", "bridge.contract.strain", "B1"), ("4", "bridge.contract.strain", "B1"),
    ("4X", "bridge.contract.strain", "B1"),
    ("4SXXX", "bridge.contract.doubling_twice", "B2"),  # B8's list: X and XX together
    ("4SXX X", "bridge.contract.doubling_twice", "B2"),
    ("4пкрк", "bridge.contract.doubling_twice", "B2"),
    ("S4", "bridge.contract.unreadable", ""), ("", "bridge.contract.unreadable", ""),
])
def test_a_contract_that_cannot_be_is_refused_quoting_it(typed, key, rule):
    with pytest.raises(NotationError) as e:
        parse_contract(typed)
    assert e.value.msg.key == key and e.value.rule == rule
    assert repr(typed) in e.value.message  # quoted as typed
    assert f"«{typed}»" in say(e.value.msg, "ru")
    assert e.value.hint  # and how to write one


@pytest.mark.parametrize("contract", EVERY_CONTRACT, ids=format_contract)
def test_parse_of_format_is_the_contract_for_every_contract(contract):
    """The inverse, for every one of the 105 contracts, in letters and in symbols."""
    assert parse_contract(format_contract(contract)) == contract
    assert parse_contract(format_contract(contract, symbols=True)) == contract


@pytest.mark.parametrize("contract", EVERY_CONTRACT, ids=format_contract)
def test_a_contract_as_typed_in_either_language_reads_back(contract):
    """typed_contract is what a prompt offers as the answer («4пк», «3б контра»)."""
    for lang in ("en", "ru"):
        assert parse_contract(say(typed_contract(contract), lang)) == contract, lang


def test_format_contract_writes_letters_and_symbols():
    assert format_contract(Contract(4, S, X)) == "4SX"
    assert format_contract(Contract(3, NT, XX)) == "3NTXX"
    assert format_contract(Contract(2, D)) == "2D"
    assert format_contract(Contract(4, S, X), symbols=True) == "4♠X"
    assert format_contract(Contract(3, NT, XX), symbols=True) == "3NTXX"


def test_a_contract_as_the_player_reads_it_in_both_languages():
    assert say(shown_contract(Contract(4, S, X)), "en") == "4♠X"
    assert say(shown_contract(Contract(4, S, X)), "ru") == "4♠к"
    assert say(shown_contract(Contract(3, NT)), "ru") == "3БК"
    assert say(shown_contract(Contract(3, NT, XX)), "en") == "3NTXX"
    assert say(shown_contract(Contract(3, NT, XX)), "ru") == "3БКрк"


@pytest.mark.parametrize("typed, contract, tricks", [
    ("4S=", Contract(4, S), 10), ("4SX+1", Contract(4, S, X), 11),
    ("3NT-2", Contract(3, NT), 7), ("3БК−2", Contract(3, NT), 7), ("3бк–2", Contract(3, NT), 7),
    ("4пк+1", Contract(4, S, X), 11), ("7NTXX=", Contract(7, NT, XX), 13),
    ("1C-7", Contract(1, C), 0), ("1C+6", Contract(1, C), 13), ("4S -1", Contract(4, S), 9),
])
def test_a_result_as_a_score_card_writes_it(typed, contract, tricks):
    """Issue 22 item 2: `vint deal 4S= Anna`, `4SX+1`, `3NT-2`: the tricks left out."""
    assert parse_result(typed) == (contract, tricks)
    assert parse_entry(typed) == (contract, tricks)


def test_a_contract_alone_is_an_entry_without_tricks():
    assert parse_entry("4SX") == (Contract(4, S, X), None)
    with pytest.raises(NotationError) as e:
        parse_result("4SX")
    assert e.value.msg.key == "bridge.result.unreadable"


@pytest.mark.parametrize("typed, key, rule", [
    ("7NT+1", "bridge.result.over", "B1"), ("1S+7", "bridge.result.over", "B1"),
    ("1S-8", "bridge.result.under", "B1"), ("7S-14", "bridge.result.under", "B1"),
    ("4S+", "bridge.result.unreadable", ""), ("4S=1", "bridge.result.unreadable", ""),
    ("4S-", "bridge.result.unreadable", ""), ("4S = 1", "bridge.result.unreadable", ""),
])
def test_a_result_that_cannot_be_is_refused_quoting_it(typed, key, rule):
    with pytest.raises(NotationError) as e:
        parse_entry(typed)
    assert e.value.msg.key == key and e.value.rule == rule
    assert repr(typed) in e.value.message
    assert f"«{typed}»" in say(e.value.msg, "ru")


@given(st.sampled_from(EVERY_CONTRACT), st.integers(0, 13), st.booleans())
def test_parse_of_format_is_the_result_for_every_result(contract, tricks, symbols):
    assert parse_result(format_result(contract, tricks, symbols=symbols)) == (contract, tricks)


def test_format_result_writes_as_a_score_card():
    assert format_result(Contract(4, S), 10) == "4S="
    assert format_result(Contract(4, S, X), 11) == "4SX+1"
    assert format_result(Contract(3, NT), 7) == "3NT-2"


@pytest.mark.parametrize("typed, honours", [
    ("Gleb:4", Honours("Gleb", HonoursKind.FOUR)), ("Gleb:5", Honours("Gleb", HonoursKind.FIVE)),
    ("Gleb:aces", Honours("Gleb", HonoursKind.ACES)),
    ("Глеб:тузы", Honours("Глеб", HonoursKind.ACES)),
    ("Глеб:туза", Honours("Глеб", HonoursKind.ACES)),
    (" gl : 4 ", Honours("gl", HonoursKind.FOUR)), ("Vera:ACES", Honours("Vera", HonoursKind.ACES)),
    ("Vera:4 aces", Honours("Vera", HonoursKind.ACES)),
])
def test_b7_honours_are_read_as_holder_and_what_he_held(typed, honours):
    assert parse_honours(typed) == honours


@pytest.mark.parametrize("typed, key, rule", [
    ("Gleb:3", "bridge.honours.count", "B7"), ("Gleb:6", "bridge.honours.count", "B7"),
    ("Gleb:0", "bridge.honours.count", "B7"), ("Gleb:hearts", "bridge.honours.count", "B7"),
    ("Gleb", "bridge.honours.unreadable", ""), (":4", "bridge.honours.unreadable", ""),
    ("Gleb:", "bridge.honours.unreadable", ""), ("Gleb:4:5", "bridge.honours.unreadable", ""),
])
def test_b7_honours_that_cannot_be_are_refused_quoting_them(typed, key, rule):
    """B8's list: a count other than 4 or 5 is refused, with B7."""
    with pytest.raises(NotationError) as e:
        parse_honours(typed)
    assert e.value.msg.key == key and e.value.rule == rule
    assert repr(typed) in e.value.message
    assert e.value.hint


@given(st.sampled_from(["Gleb", "Анна", "Vera B", "o'Neil"]), st.sampled_from(HonoursKind))
def test_parse_of_format_is_the_honours(holder, kind):
    h = Honours(holder, kind)
    assert parse_honours(format_honours(h)) == h
    for lang in ("en", "ru"):
        assert parse_honours(say(typed_honours(h), lang)) == h
