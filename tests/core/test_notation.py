"""V1 notation: contracts, coronets, players and stakes as the scorekeeper types them."""
from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from vintscore.cards import Strain
from vintscore.errors import AmbiguousName, NotationError
from vintscore.games.preferans.notation import parse_pref_contract
from vintscore.games.vint.model import Contract, Coronet, CoronetKind
from vintscore.games.vint.notation import (
    format_contract,
    format_coronet,
    parse_contract,
    parse_coronet,
    resolve_player,
)
from vintscore.money import parse_stake
from vintscore.names import parse_players

S, C, D, H, NT = Strain.SPADES, Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.NO_TRUMP


@pytest.mark.parametrize("text, expected", [
    pytest.param("3H", Contract(3, H), id="V1-3H"),
    pytest.param("3h", Contract(3, H), id="V1-3h"),
    pytest.param("3♥", Contract(3, H), id="V1-3-symbol"),
    pytest.param("3 hearts", Contract(3, H), id="V1-3-hearts"),
    pytest.param("3ч", Contract(3, H), id="V1-3ч"),
    pytest.param("3 черви", Contract(3, H), id="V1-3-черви"),
    pytest.param("3 червы", Contract(3, H), id="V1-3-червы"),
    pytest.param("2NT", Contract(2, NT), id="V1-2NT"),
    pytest.param("2N", Contract(2, NT), id="V1-2N"),
    pytest.param("2БК", Contract(2, NT), id="V1-2БК"),
    pytest.param("2 бк", Contract(2, NT), id="V1-2-бк"),
    pytest.param("1S", Contract(1, S), id="V1-1S"),
    pytest.param("1п", Contract(1, S), id="V1-1п"),
    pytest.param("1C", Contract(1, C), id="V1-1C"),
    pytest.param("1т", Contract(1, C), id="V1-1т"),
    pytest.param("1D", Contract(1, D), id="V1-1D"),
    pytest.param("1б", Contract(1, D), id="V1-1б"),
    pytest.param("7 пик", Contract(7, S), id="V1-7-пик"),
    pytest.param("4 без козырей", Contract(4, NT), id="V1-4-без-козырей"),
    pytest.param("  6♠ ", Contract(6, S), id="V1-spaces"),
    pytest.param("5♡", Contract(5, H), id="V1-hollow-symbol"),
    # as other keyboards type them: the emoji heart (U+2665 U+FE0F) of a phone, the text
    # presentation selector, and full-width letters and digits of an Asian input method
    pytest.param("3\u2665\ufe0f", Contract(3, H), id="V1-emoji-heart"),
    pytest.param("2\u2660\ufe0e", Contract(2, S), id="V1-text-spade"),
    pytest.param("３Ｈ", Contract(3, H), id="V1-full-width"),
    pytest.param("４ＮＴ", Contract(4, NT), id="V1-full-width-NT"),
])
def test_contracts_are_read_in_every_notation(text, expected):
    assert parse_contract(text) == expected


@pytest.mark.parametrize("text, says", [
    pytest.param("8H", "levels are 1 to 7", id="V1-level-8"),
    pytest.param("0S", "levels are 1 to 7", id="V1-level-0"),
    pytest.param("3X", "strains are S, C, D, H and NT", id="V1-strain"),
    pytest.param("H3", "a level 1 to 7 and a strain", id="V1-order"),
    pytest.param("", "a level 1 to 7 and a strain", id="V1-empty"),
    pytest.param("3", "strains are", id="V1-no-strain"),
])
def test_a_contract_that_cannot_be_read_is_quoted(text, says):
    with pytest.raises(NotationError) as e:
        parse_contract(text)
    assert says in str(e.value)
    assert repr(text) in str(e.value)


@given(st.integers(1, 7), st.sampled_from(list(Strain)), st.booleans())
def test_format_is_the_inverse_of_parse(level, strain, symbols):
    c = Contract(level, strain)
    assert parse_contract(format_contract(c, symbols=symbols)) == c


def test_all_35_contracts_round_trip():
    contracts = {Contract(level, strain) for level in range(1, 8) for strain in Strain}
    assert len(contracts) == 35
    assert {parse_contract(format_contract(c)) for c in contracts} == contracts


@pytest.mark.parametrize("text, expected", [
    pytest.param("Vera:H:4", Coronet("Vera", CoronetKind.SEQUENCE, 4, H), id="V6-sequence"),
    pytest.param("Vera:♠:3", Coronet("Vera", CoronetKind.SEQUENCE, 3, S), id="V6-symbol"),
    pytest.param("Вера:червы:4", Coronet("Вера", CoronetKind.SEQUENCE, 4, H), id="V6-russian-suit"),
    pytest.param("Вера:тузы:4", Coronet("Вера", CoronetKind.ACES, 4), id="V6-russian-aces"),
    pytest.param("Boris:aces:3", Coronet("Boris", CoronetKind.ACES, 3), id="V6-aces"),
    pytest.param("Gleb:т:5", Coronet("Gleb", CoronetKind.SEQUENCE, 5, C), id="V6-т-is-clubs"),
    pytest.param("Vera:\u2665\ufe0f:4", Coronet("Vera", CoronetKind.SEQUENCE, 4, H),
                 id="V6-emoji-heart"),
])
def test_coronets_are_read(text, expected):
    c = parse_coronet(text)
    assert c == expected
    assert parse_coronet(format_coronet(c)) == c


@pytest.mark.parametrize("text", ["Vera:H", "Vera:NT:3", ":H:4", "Vera:H:four", "Vera:X:4"])
def test_a_coronet_that_cannot_be_read_is_quoted(text):
    with pytest.raises(NotationError) as e:
        parse_coronet(text)
    assert repr(text) in str(e.value)


PLAYERS = ("Anna", "Boris", "Vera", "Anatoly")


@pytest.mark.parametrize("typed, meant", [
    ("anna", "Anna"), ("ANNA", "Anna"), ("b", "Boris"), ("Ver", "Vera"), ("anat", "Anatoly"),
])
def test_players_by_name_or_unique_prefix(typed, meant):
    assert resolve_player(typed, PLAYERS) == meant


def test_an_exact_name_wins_over_a_longer_one():
    assert resolve_player("Ann", ("Ann", "Anna", "Boris", "Vera")) == "Ann"


@pytest.mark.parametrize("typed, says", [("an", "could be Anna or Anatoly"), ("Zoe", "no player 'Zoe'")])
def test_an_ambiguous_or_unknown_player_is_refused(typed, says):
    with pytest.raises(NotationError) as e:
        resolve_player(typed, PLAYERS)
    assert says in str(e.value)


@pytest.mark.parametrize("hands, typed, ways", [
    pytest.param(("Du", "Anna", "dummy", "Boris"), "d", "type 'Du' for Du, 'dum' for dummy",
                 id="i13-dummy-ambiguous"),
    pytest.param(("Anna", "Anatoly", "Boris"), "an", "type 'Ann' for Anna, 'Ana' for Anatoly",
                 id="i13-prefix-ambiguous"),
    pytest.param(("Du", "dummy-Du", "Anna", "dummy-Anna"), "болван",
                 "type 'dummy-D' for dummy-Du, 'dummy-A' for dummy-Anna",
                 id="i13-bolvan-two-dummies"),
])
def test_an_ambiguous_name_says_how_to_type_each_candidate(hands, typed, ways):
    """V2: an ambiguous beginning is its own error (never 'nobody of that name'), and its
    hint gives, for each candidate, the shortest typing that finds it."""
    with pytest.raises(AmbiguousName) as e:
        resolve_player(typed, hands)
    assert e.value.hint == ways
    for way in ways.removeprefix("type ").split(", "):
        shortest, name = way.split(" for ")
        assert resolve_player(shortest.strip("'"), hands) == name


def test_players_keep_their_spelling():
    assert parse_players(" Аня, Борис ,Вера,Глеб") == ("Аня", "Борис", "Вера", "Глеб")


@pytest.mark.parametrize("text, says", [
    ("Anna,Boris,Vera", "takes 4 players, got 3"),
    ("Anna,anna,Vera,Gleb", "must differ"),
    ("Anna,,Vera,Gleb", "not a list of players"),
    ("An:na,Boris,Vera,Gleb", "cannot hold ':'"),
])
def test_bad_player_lists_are_refused(text, says):
    with pytest.raises(NotationError) as e:
        parse_players(text)
    assert says in str(e.value)


@pytest.mark.parametrize("text, stake", [("1", Decimal(1)), ("0.50", Decimal("0.5")), ("1,5", Decimal("1.5"))])
def test_stakes(text, stake):
    assert parse_stake(text) == stake


@pytest.mark.parametrize("text", ["-1", "abc", "NaN", "inf", ""])
def test_bad_stakes(text):
    with pytest.raises(NotationError):
        parse_stake(text)


@pytest.mark.parametrize("text, level, strain", [
    pytest.param("6S", 6, S, id="P1-6S"),
    pytest.param("10NT", 10, NT, id="P1-10NT"),
    pytest.param("7\u2665\ufe0f", 7, H, id="P1-emoji-heart"),
    pytest.param("１０бк", 10, NT, id="P1-full-width-digits"),
    pytest.param("8ч", 8, H, id="P1-8ч"),
])
def test_preferans_contracts_are_read_like_vint_ones(text, level, strain):
    from vintscore.games.preferans.model import PrefContract
    assert parse_pref_contract(text) == PrefContract(level, strain)


@pytest.mark.parametrize("text", ["5S", "11NT", "３Ｘ", "мизерр"])
def test_impossible_preferans_contracts_are_refused(text):
    with pytest.raises(NotationError):
        parse_pref_contract(text)
