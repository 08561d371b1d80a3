"""Who deals (issue 14): the rules of vintscore/rubber/dealing.py, as a rulebook table.

The rules, as these cases read them (the module's docstring says why):

* four: the deal passes clockwise, in the order of `players`; the first deals first; a
  new rubber goes on round the same four;
* five or more: round the four a rubber seats (the rotation's seating: 1st of one side,
  1st of the other, 2nd of the one, 2nd of the other); a new rubber goes on from the one
  seated after the last dealer when he plays in it, else from the first of its seating;
* with a dummy: the dummy never deals; the deal passes round the people;
* a played deal and an all-pass pass the deal; an adjustment, a seat change, a void event
  pass nothing; a misdeal (V10) passes nothing and its player is the dealer of its hand:
  given none, the dealer of the hand in play;
* `dealer` on a deal or an all-pass overrides the turn, and the deal goes on from him.

Every expected dealer below is worked out by hand from these rules, beside its case.
"""
from __future__ import annotations

from datetime import UTC, datetime

import pytest

from vintscore import storage
from vintscore.errors import EventError
from vintscore.games.vint.model import (
    Adjustment,
    AllPass,
    Deal,
    Misdeal,
    TableMode,
)
from vintscore.games.vint.notation import parse_contract
from vintscore.games.vint.presets import PRESETS
from vintscore.games.vint.sheet import replay
from vintscore.rubber.events import Seat
from vintscore.session import Session

CLASSIC = PRESETS["classic"]
WHEN = datetime(2026, 11, 30, tzinfo=UTC)
FOUR = ("Anna", "Boris", "Vera", "Gleb")  # seating order: Anna & Vera against Boris & Gleb
FIVE = ("Anna", "Boris", "Vera", "Gleb", "Dima")  # cut order (V12, R5)
SIX = ("A", "B", "C", "D", "E", "F")
THREE = ("Anna", "Boris", "Vera")
TWO = ("Anna", "Boris")


def N(declarer: str, **kw) -> Deal:
    """1NT, 7 tricks, aces 2: 70 below for the declarers, 60 for the others; no game."""
    return Deal(parse_contract("1NT"), declarer, 7, aces=2, **kw)


def G(declarer: str, **kw) -> Deal:
    """5S, 11 tricks, honours 3, aces 1: 550 below, a game for the declarers (V8)."""
    return Deal(parse_contract("5S"), declarer, 11, honours=3, aces=1, **kw)


def session(players, *events, table=TableMode.PAIRS) -> Session:
    return Session("dealing", WHEN, tuple(players), CLASSIC, events=tuple(events), table=table)


# (table, players, events, who dealt each event — None where nothing was dealt —, who
# deals next)
CASES = [
    pytest.param(
        TableMode.PAIRS, FOUR, [N("Anna"), N("Boris"), N("Vera"), N("Gleb"), N("Anna")],
        # clockwise from the first player, and round again
        ["Anna", "Boris", "Vera", "Gleb", "Anna"], "Boris",
        id="i14-dealer-four-clockwise"),
    pytest.param(
        TableMode.PAIRS, FOUR, [G("Anna"), G("Anna"), N("Boris"), N("Vera")],
        # rubber 1 is two games by Anna & Vera (Anna, Boris dealt); rubber 2, the same four
        # in the same seats: the deal goes on after Boris — Vera, then Gleb; then Anna
        ["Anna", "Boris", "Vera", "Gleb"], "Anna",
        id="i14-dealer-four-new-rubber-goes-on"),
    pytest.param(
        TableMode.PAIRS, FOUR, [N("Anna"), AllPass(), N("Boris")],
        # V9: an X was dealt too: it passes the deal
        ["Anna", "Boris", "Vera"], "Gleb",
        id="i14-dealer-X-passes"),
    pytest.param(
        TableMode.PAIRS, FOUR, [N("Anna"), Misdeal(None), N("Boris")],
        # V10: Boris's hand is in play; the misdeal names him and passes nothing, so the
        # hand itself, entered next, is Boris's and passes the deal to Vera
        ["Anna", "Boris", "Boris"], "Vera",
        id="i14-dealer-misdeal-V10"),
    pytest.param(
        TableMode.PAIRS, FOUR, [N("Anna"), Misdeal("gleb"), N("Boris")],
        # V10, named: Gleb is its dealer, as written; nobody's turn moves
        ["Anna", "Gleb", "Boris"], "Vera",
        id="i14-dealer-misdeal-V10-named"),
    pytest.param(
        TableMode.PAIRS, FOUR, [G("Anna"), G("Anna"), Misdeal(None), N("Vera")],
        # the hand in play is rubber 2's first: after Boris, Vera's
        ["Anna", "Boris", "Vera", "Vera"], "Gleb",
        id="i14-dealer-misdeal-V10-new-rubber"),
    pytest.param(
        TableMode.PAIRS, FOUR, [N("Anna"), Adjustment("Vera", 100), N("Boris")],
        # V10: an adjustment is no hand: it passes nothing
        ["Anna", None, "Boris"], "Vera",
        id="i14-dealer-adjustment-passes-nothing"),
    pytest.param(
        TableMode.PAIRS, FOUR, [N("Anna"), N("Boris", void=True), N("Vera")],
        # a void event is skipped by the replay: the next hand is Boris's
        ["Anna", None, "Boris"], "Vera",
        id="i14-dealer-void-skipped"),
    pytest.param(
        TableMode.PAIRS, FOUR, [N("Anna"), N("Boris", dealer="Gleb"), N("Vera")],
        # the table says Gleb dealt event 2: the deal goes on from him, to Anna
        ["Anna", "Gleb", "Anna"], "Boris",
        id="i14-dealer-edited"),
    pytest.param(
        TableMode.PAIRS, FOUR, [AllPass(dealer="ve"), N("Anna")],
        # an all-pass may name its dealer too, by any unique beginning of his name
        ["Vera", "Gleb"], "Anna",
        id="i14-dealer-edited-X-prefix"),
    pytest.param(
        TableMode.PAIRS, FOUR,
        [N("Anna"), N("Boris"), Seat(replace=(("Boris", "Egor"),)), N("Vera"), N("Gleb"),
         N("Anna"), N("Egor")],
        # V12: Egor takes Boris's seat mid-rubber, and with it his turn: Vera (after that
        # seat), Gleb, Anna, then Egor
        ["Anna", "Boris", None, "Vera", "Gleb", "Anna", "Egor"], "Vera",
        id="i14-dealer-replaced-mid-rubber"),
    pytest.param(
        TableMode.PAIRS, FOUR, [N("Anna"), Seat(replace=(("Anna", "Egor"),)), N("Boris")],
        # the last dealer himself leaves his seat: the one after the seat deals
        ["Anna", None, "Boris"], "Vera",
        id="i14-dealer-replaced-dealer-seat"),
    pytest.param(
        TableMode.PAIRS, FOUR,
        [G("Anna"), G("Anna"), Seat(pairs=(("Anna", "Boris"), ("Vera", "Gleb"))),
         N("Anna"), N("Vera")],
        # rubber 2 seated by hand: Anna & Boris against Vera & Gleb sit Anna, Vera, Boris,
        # Gleb; the last dealer was Boris: Gleb deals first, then Anna; then Vera
        ["Anna", "Boris", None, "Gleb", "Anna"], "Vera",
        id="i14-dealer-four-seated-by-hand"),
    pytest.param(
        TableMode.PAIRS, FIVE, [N("Boris"), N("Vera")],
        # R5 rubber 1: Anna sits out; Boris & Dima against Vera & Gleb sit Boris, Vera,
        # Dima, Gleb: nobody has dealt, the first seat deals first
        ["Boris", "Vera"], "Dima",
        id="i14-dealer-five-rubber-1"),
    pytest.param(
        TableMode.PAIRS, FIVE, [G("Boris"), G("Boris"), N("Vera"), N("Gleb")],
        # rubber 1: Boris, Vera dealt. R5 rubber 2: Boris sits out; Vera & Anna against
        # Gleb & Dima sit Vera, Gleb, Anna, Dima; Vera, the last dealer, plays: Gleb first
        ["Boris", "Vera", "Gleb", "Anna"], "Dima",
        id="i14-dealer-five-rubber-2"),
    pytest.param(
        TableMode.PAIRS, FIVE, [G("Boris"), N("Vera"), N("Vera"), N("Vera"), G("Boris"),
                                N("Vera")],
        # rubber 1 (two games to Boris & Dima; Vera & Gleb 210 below in game 2): Boris,
        # Vera, Dima, Gleb, Boris dealt. Boris sits rubber 2 out: its first seat, Vera
        ["Boris", "Vera", "Dima", "Gleb", "Boris", "Vera"], "Gleb",
        id="i14-dealer-five-last-dealer-sits-out"),
    pytest.param(
        TableMode.PAIRS, SIX, [N("E"), N("C"), N("F")],
        # R6 rubber 1: A and B sit out; E & F against C & D sit E, C, F, D
        ["E", "C", "F"], "D",
        id="i14-dealer-six-rubber-1"),
    pytest.param(
        TableMode.TWO, TWO, [N("Anna"), N("Boris"), N("dummy-Anna")],
        # V12, two: Anna, Boris, dummy-Anna, dummy-Boris round the table; the dummies never
        # deal (each player deals in his turn and his dummy's: the same turns)
        ["Anna", "Boris", "Anna"], "Boris",
        id="i14-dealer-two-dummy-never-deals"),
    pytest.param(
        TableMode.DUMMY, THREE, [N("Anna"), N("Boris"), N("dummy"), N("Vera")],
        # V12, three with a dummy: Anna's dummy faces her (Anna, Boris, dummy, Vera): round
        # the three people
        ["Anna", "Boris", "Vera", "Anna"], "Boris",
        id="i14-dealer-three-dummy-never-deals"),
    pytest.param(
        TableMode.DUMMY, THREE, [G("Anna"), G("Anna"), N("Boris"), N("Anna")],
        # rubber 1: Anna, Boris dealt. Rubber 2: Boris has the dummy (Boris, Anna, dummy,
        # Vera): after Boris, Anna; then Vera; then Boris
        ["Anna", "Boris", "Anna", "Vera"], "Boris",
        id="i14-dealer-three-dummy-rubber-2"),
    pytest.param(
        TableMode.SEPARATE, THREE, [N("Anna"), N("Boris"), N("Vera"), N("Anna")],
        # V12, separate records: the open dummy is bought each deal and never deals
        ["Anna", "Boris", "Vera", "Anna"], "Boris",
        id="i14-dealer-three-separate"),
    pytest.param(
        TableMode.INDIVIDUAL, FOUR, [N("Anna", partner="Vera"), N("Boris", partner="Anna")],
        # V12, individual records at four: round the four in their order
        ["Anna", "Boris"], "Vera",
        id="i14-dealer-individual"),
]


@pytest.mark.parametrize("table, players, events, dealers, coming", CASES)
def test_who_deals(table, players, events, dealers, coming):
    sheet = replay(session(players, *events, table=table))
    assert [rec.dealer for rec in sheet.records] == dealers
    assert sheet.next_dealer == coming


def test_a_misdeal_without_its_player_is_written_with_the_dealer_of_the_hand_in_play():
    """V10: Boris deals event 2's hand; the misdeal names him, so Anna & Vera write 20."""
    sheet = replay(session(FOUR, N("Anna"), Misdeal(None)))
    rec = sheet.records[1]
    assert rec.event == Misdeal("Boris")
    assert [(e.side, e.amount) for e in rec.entries] == [(0, 20)]


def test_a_named_dealer_is_kept_as_the_table_knows_him():
    sheet = replay(session(FOUR, N("Anna", dealer="gl")))
    assert sheet.records[0].event.dealer == "Gleb" and sheet.records[0].dealer == "Gleb"
    derived = replay(session(FOUR, N("Anna"))).records[0]
    assert derived.event.dealer is None and derived.dealer == "Anna"  # nothing to write


@pytest.mark.parametrize("table, players, events, rule, words", [
    pytest.param(TableMode.PAIRS, FOUR, [N("Anna", dealer="Zed")], "V2", ["Zed"],
                 id="i14-dealer-unknown"),
    pytest.param(TableMode.PAIRS, FIVE, [N("Boris", dealer="Anna")], "V12",
                 ["Anna", "sits out"],  # R5 rubber 1: Anna sits out
                 id="i14-dealer-sitting-out"),
    pytest.param(TableMode.TWO, TWO, [N("Anna", dealer="dummy-Boris")], "V12",
                 ["dummy-Boris", "never deals"], id="i14-dealer-two-dummy-refused"),
    pytest.param(TableMode.DUMMY, THREE, [AllPass(dealer="болван")], "V12",
                 ["dummy", "never deals"], id="i14-dealer-three-dummy-refused"),
    pytest.param(TableMode.SEPARATE, THREE, [N("Anna", dealer="dummy")], "V12",
                 ["dummy", "never deals"], id="i14-dealer-separate-dummy-refused"),
])
def test_a_dealer_nobody_can_be_is_refused(table, players, events, rule, words):
    with pytest.raises(EventError) as caught:
        replay(session(players, *events, table=table))
    e = caught.value
    assert (e.number, e.key, e.rule) == (1, "dealer", rule)
    assert all(w in e.message for w in words), e.message


def test_the_file_keeps_a_named_dealer_and_nothing_when_the_turn_decides():
    """`dealer` is written only where the table named him, after the event's own keys;
    an old file, without any, reads as before."""
    s = session(FOUR, N("Anna", dealer="Gleb", note="x"), AllPass(dealer="Vera"), N("Boris"))
    text = storage.dumps(s)
    assert text.split("\n[[events]]\n")[1:] == [
        'kind = "deal"\ncontract = "1NT"\ndeclarer = "Anna"\ntricks = 7\naces = 2\n'
        'dealer = "Gleb"\nnote = "x"\n',
        'kind = "pass"\ndealer = "Vera"\n',
        'kind = "deal"\ncontract = "1NT"\ndeclarer = "Boris"\ntricks = 7\naces = 2\n',
    ]
    assert storage.parse(text) == s
