"""Seating stays fair whatever happens (V11, V12; issue 13, "Trust at the table").

The fairness rule (vintscore/rubber/rotation.py, its docstring), as these tests read it:

* F1 sitting out: at the start of every rubber the plan seats (not one the table seats by
  hand), nobody at the table sits out while another player at the table has sat out
  fewer times. A newcomer counts as having sat out as often as whoever at the table had
  sat out least when he came; a player who gives his seat mid-rubber to one sitting out
  has sat out that rubber too (as has the one who sat out its beginning).
* F2 partnerships: of the three ways to pair the four who play, the plan takes one that
  repeats no more partnerships of the evening than any other would: two partner again
  only when every pairing of those four repeats one.
* V11: every rubber settles to zero, seat changes or not.
* An evening nobody changes keeps the plans of V12 exactly (R5, R6: tests/vint/test_rotation.py).

The evenings of the issue are played again with the plan each step of the rule gives,
worked out by hand beside each case (the rule's order among equals: who has played the most
rubbers since he last sat out, then whoever leaves a pairing of the most new partners, then
cut order; the four pair 1st & 3rd against 2nd & 4th in cut order when that is as new as any).
Random evenings with joins, leaves, hand-seated rubbers and seats given mid-rubber are then
checked against F1, F2 and V11 by a bookkeeping of their own, kept here from the events.
"""
from __future__ import annotations

import functools
import random
from collections import Counter
from datetime import UTC, datetime
from decimal import Decimal
from itertools import combinations

import pytest

from vintscore import storage
from vintscore.errors import EventError
from vintscore.games.vint.model import Deal, TableMode
from vintscore.games.vint.notation import parse_contract
from vintscore.games.vint.presets import PRESETS
from vintscore.games.vint.settlement import settle
from vintscore.games.vint.sheet import replay
from vintscore.rubber.events import Seat, SeatPlan
from vintscore.session import Session

CLASSIC = PRESETS["classic"]
WHEN = datetime(2026, 11, 30, tzinfo=UTC)
FIVE = ("A1", "B2", "C3", "D4", "E5")  # cut order, as in the issue


def session(players, *events) -> Session:
    return Session("seating", WHEN, tuple(players), CLASSIC, events=tuple(events),
                   table=TableMode.PAIRS)


def G(declarer: str) -> Deal:
    """5S, 11 tricks, honours 3, aces 1: 550 below (a game) + 100 against 100; honours net nothing."""
    return Deal(parse_contract("5S"), declarer, 11, honours=3, aces=1)


def N(declarer: str) -> Deal:
    """1NT, 7 tricks, aces 2: 70 below + 500 (aces 2–2 to the odd trick) against 60."""
    return Deal(parse_contract("1NT"), declarer, 7, aces=2)


def rubber(winner: str) -> tuple[Deal, Deal]:
    """A rubber won outright by `winner`'s side: 3300 against 200 (D = 3100)."""
    return G(winner), G(winner)


def shape(lineup) -> tuple[frozenset, frozenset]:
    """({the two partnerships}, {who sits out}): order inside does not matter."""
    return frozenset(frozenset(c) for c in lineup.columns), frozenset(lineup.out)


def written(a: str, b: str, out: str = "") -> tuple[frozenset, frozenset]:
    """'A1&E5', 'D4&F6', 'B2,C3' → the form of shape()."""
    return (frozenset({frozenset(a.split("&")), frozenset(b.split("&"))}),
            frozenset(out.split(",")) if out else frozenset())


# -- the evenings of the issue -----------------------------------------------------------

NAMES = ("Anna", "Boris", "Vera", "Gleb", "Dima")  # R5 rubber 1: Anna out; B & D against V & G
JOINED = (*rubber("B2"), Seat(join=("F6",)))
HAND = Seat(pairs=(("A1", "C3"), ("B2", "D4")))

# The coming rubbers after a change, each worked out from F1 and F2 (and the order among
# equals: most rubbers played since the last sit-out, then a pairing of the most new
# partners, then cut order; the four pair 1st & 3rd against 2nd & 4th when that is as new).
PLANS = [
    # The issue: `seat --join F6` after rubber 1 planned "E5 & F6 against C3 & D4; A1, B2
    # sit out" (A1 out twice running, C3 & D4 partners again).
    # Rubber 1 (R5): A1 out; B2 & E5 against C3 & D4. F6 joins: six, two sit out.
    # Sat out: A1 1; B2, C3, D4, E5 0; F6, new, as the fewest (0), as if just now.
    # F1: two of B2, C3, D4, E5. All even (one rubber played each): the first two in cut
    # order whose four pair as new partners: B2, C3 (A1, D4, E5, F6: A1 & E5 against D4 &
    # F6, all new). F6 plays his first rubber; C3 and D4 are not partners.
    pytest.param(FIVE, JOINED, [("A1&E5", "D4&F6", "B2,C3")], id="F1-F2-a-newcomer-after-rubber-1"),
    # The issue: in a club evening one player sat out rubbers 1, 2 and 3 (a join restarted
    # R6 with A1 and B2 out first, a leave restarted R5 with A1 out first).
    # Rubber 2 as above; C3 leaves (he sat it out: at once). Five: A1, B2, D4, E5, F6, one
    # out. Sat out: A1 1, B2 1, D4, E5, F6 0. Played since: D4 2, E5 2, F6 1 → D4 or E5.
    # Partnered: B2 & E5, C3 & D4, A1 & E5, D4 & F6. D4 out leaves A1 & B2 against E5 & F6,
    # all new; E5 out leaves A1 & D4 against B2 & F6, as new; cut order: D4.
    pytest.param(FIVE, (*JOINED, *rubber("A1"), Seat(leave=("C3",))),
                 [("A1&B2", "E5&F6", "D4")], id="F1-F2-a-join-then-a-leave"),
    # The issue: `seat --pairs` for one rubber left the rest of the plan as it was (C3, D4,
    # then E5 out again, and B2 never).
    # Rubber 1 (R5): A1 out; B2 & E5 against C3 & D4. Rubber 2 by hand: A1 & C3 against
    # B2 & D4, E5 out. Sat out: A1 1, E5 1, B2, C3, D4 0.
    # Rubber 3: one of B2, C3, D4 (two played each), each leaving a new pairing; cut order:
    # B2. A1, C3, D4, E5: A1 & D4 against C3 & E5, new.
    # Rubber 4: C3 or D4 (three played each), each leaving a new pairing: C3. A1, B2, D4,
    # E5: A1 & D4 was just played, A1 & E5 with B2 & D4 repeats B2 & D4; A1 & B2 against
    # D4 & E5 is new.
    # Rubber 5: D4, the one left at 0. A1, B2, C3, E5: A1 & C3 and B2 & E5 are played: A1 &
    # E5 against B2 & C3.
    pytest.param(FIVE, (*rubber("B2"), HAND),
                 [("A1&C3", "B2&D4", "E5"), ("A1&D4", "C3&E5", "B2"), ("A1&B2", "D4&E5", "C3"),
                  ("A1&E5", "B2&C3", "D4")], id="F1-F2-after-a-rubber-seated-by-hand"),
    # C3 leaves in the middle of his rubber 1: rubber 2 is planned without him. Four, nobody
    # out: A1, B2, D4, E5; 1st & 3rd (A1 & D4; B2 & E5) repeats B2 & E5; 1st & 4th, A1 & E5
    # against B2 & D4, is new.
    pytest.param(FIVE, (G("B2"), Seat(leave=("C3",))), [("A1&E5", "B2&D4")],
                 id="F2-a-leave-in-ones-own-rubber"),
    # Anna (out at the start) takes Gleb's seat mid-rubber; both have sat rubber 1 out.
    # Rubber 2: one of Boris, Vera, Dima (one played each). Partnered: Boris & Dima, Vera &
    # Gleb, Vera & Anna. Boris out leaves Anna & Gleb against Vera & Dima, all new; the
    # others' fours have a new pairing too: cut order, Boris.
    pytest.param(NAMES, (N("Boris"), Seat(replace=(("Gleb", "Anna"),)), G("Anna"), G("Anna")),
                 [("Anna&Gleb", "Vera&Dima", "Boris")], id="F1-F2-after-a-seat-given-mid-rubber"),
    # Before rubber 1 starts (R5: Anna out, Gleb in), Anna takes Gleb's seat: the table
    # seats rubber 1 so, Gleb out. Rubber 2: sat out: Gleb 1, the others 0, all one played.
    # Partnered: Boris & Dima, Vera & Anna. Anna out leaves Boris & Gleb against Vera & Dima,
    # all new (Boris out would leave Anna & Gleb against Vera & Dima, as new): cut order, Anna.
    pytest.param(NAMES, (Seat(replace=(("Gleb", "Anna"),)),),
                 [("Boris&Dima", "Vera&Anna", "Gleb"), ("Boris&Gleb", "Vera&Dima", "Anna")],
                 id="V12-F1-a-seat-given-before-the-rubber"),
    # Four, the partners changed by hand for rubber 1 (Anna & Boris against Vera & Gleb):
    # nobody sits out, and the partners go on changing while a new pairing is left (F2).
    # Rubber 2: 1st & 3rd, Anna & Vera against Boris & Gleb, new. Rubber 3: A & G against
    # B & V, the one pairing left. (A four who never change seats keep 1st & 3rd against
    # 2nd & 4th all evening: docs/contract.md, "vint new".)
    pytest.param(NAMES[:4], (Seat(pairs=(("Anna", "Boris"), ("Vera", "Gleb"))),),
                 [("Anna&Boris", "Vera&Gleb"), ("Anna&Vera", "Boris&Gleb"),
                  ("Anna&Gleb", "Boris&Vera")], id="F2-four-after-a-rubber-seated-by-hand"),
]


@pytest.mark.parametrize("players, events, plan", PLANS)
def test_the_plan_after_a_change(players, events, plan):
    """F1, F2: the coming rubbers `vint rotation` shows, the next first."""
    sheet = replay(session(players, *events))
    coming = sheet.coming()
    assert coming[0] == sheet.upcoming
    assert [shape(lineup) for lineup in coming[:len(plan)]] == [written(*p) for p in plan]


def test_the_plan_is_played_as_shown():
    """F1, F2 (the evening seated by hand above, played out): rubbers 3, 4, 5 sit out B2,
    C3, D4; over five rubbers everyone sat out once and every two partnered exactly once,
    as in R5."""
    sheet = replay(session(FIVE, *rubber("B2"), HAND, *rubber("A1"), *rubber("A1"),
                           *rubber("A1"), *rubber("A1")))
    assert [r.out for r in sheet.rubbers] == [("A1",), ("E5",), ("B2",), ("C3",), ("D4",)]
    partners = Counter(frozenset(c) for r in sheet.rubbers for c in r.lineup.columns)
    assert partners == Counter({frozenset(p): 1 for p in combinations(FIVE, 2)})
    # and the evening of a join, then a leave: A1 sits out rubber 1 only
    events = (*JOINED, *rubber("A1"), Seat(leave=("C3",)), *rubber("A1"))
    sheet = replay(session(FIVE, *events))
    assert [set(r.out) for r in sheet.rubbers] == [{"A1"}, {"B2", "C3"}, {"D4"}]


def test_the_old_reading_of_the_same_file_sat_a1_out_three_times():
    """The evening of a join, then a leave, as a file written before issue 13 reads it
    (seat changes without `plan`): R6 restarted (A1, B2 out), then R5 restarted for five
    (A1 out). Kept so that such a file seats and scores every rubber as it did."""
    old = SeatPlan.RESTART
    events = (*rubber("B2"), Seat(join=("F6",), plan=old), *rubber("E5"),
              Seat(leave=("C3",), plan=old))
    sheet = replay(session(FIVE, *events))
    assert [set(r.out) for r in sheet.rubbers] == [{"A1"}, {"A1", "B2"}]
    assert sheet.upcoming.out == ("A1",)


# -- a player leaves after his rubber ----------------------------------------------------

def test_leaving_mid_rubber_plays_it_to_the_end_then_the_plan_is_re_formed():
    """V12 (docs/tables.md: a player leaves "after his rubber"); F2.

    Rubber 1 (R5): A1 out; B2 & E5 against C3 & D4. C3 says mid-rubber that he leaves: he
    plays on (a deal he declares is taken), and rubber 2 is planned without him. Four are
    left, nobody sits out: A1, B2, D4, E5 in cut order; 1st & 3rd (A1 & D4; B2 & E5) repeats
    B2 & E5, 1st & 4th, A1 & E5 against B2 & D4, is new.
    """
    during = (G("B2"), Seat(leave=("C3",)))
    sheet = replay(session(FIVE, *during))
    assert sheet.leaving == ("C3",) and sheet.roster == ("A1", "B2", "D4", "E5")
    assert shape(sheet.upcoming) == written("A1&E5", "B2&D4")
    sheet = replay(session(FIVE, *during, G("C3"), G("B2")))
    (r1,) = sheet.rubbers
    assert r1.finished and "C3" in r1.lineup.players
    # B2 & E5: 550 + 100 + 100 + 550 + 100 + 2000 = 3400 … against C3 & D4 100 + 550 + 100 +
    # 100 = 850: D = 2550; C3 settles as the loser he played to the end
    assert dict(settle(sheet, Decimal(1)).rubbers[0].result)["C3"] == -2550
    assert sheet.leaving == () and "C3" not in sheet.upcoming.players + sheet.upcoming.out
    with pytest.raises(EventError):  # off the table from rubber 2
        replay(session(FIVE, *during, G("C3"), G("B2"), N("C3")))


# -- a player sitting out takes a seat ---------------------------------------------------

def test_one_sitting_out_takes_a_seat_mid_rubber_and_the_points_split_as_for_a_newcomer():
    """V11, V12 (the issue: `seat --replace Gleb=Anna`, Anna sitting out, was refused).

    Rubber 1 (R5): Anna out; Boris & Dima against Vera & Gleb.
    Event 1, N by Boris: B&D 570, V&G 60: D = −510 for Vera & Gleb. Anna takes Gleb's seat:
    Gleb keeps −510, as a player who leaves mid-rubber does, and sits out the rest.
    Event 3, N by Anna: V&A 570, B&D 60: totals 630 – 630, D = 0 at the end: Boris, Dima,
    Vera 0; Anna 0 − (−510) = +510. Sum: 0.
    """
    players = NAMES
    events = (N("Boris"), Seat(replace=(("Gleb", "Anna"),)), N("Anna"))
    sheet = replay(session(players, *events))
    (r1,) = sheet.rubbers
    assert r1.out == ("Gleb",)
    assert {frozenset(c) for c in r1.lineup.columns} == {frozenset({"Boris", "Dima"}),
                                                       frozenset({"Vera", "Anna"})}
    result = settle(sheet, Decimal(1))
    assert dict(result.points) == {"Anna": 510, "Boris": 0, "Vera": 0, "Gleb": -510, "Dima": 0}
    with pytest.raises(EventError) as e:  # Gleb sits out the rest of rubber 1
        replay(session(players, *events, N("Gleb")))
    assert e.value.rule == "V12" and "Gleb" in e.value.message


def test_a_rubber_is_one_sit_out_however_often_seats_change_in_it():
    """F1: Anna sits out the start of rubber 1, takes Gleb's seat, and gives it back: she
    has sat rubber 1 out once, and so has Gleb; Boris, Vera and Dima not at all."""
    players = NAMES
    sheet = replay(session(players, N("Boris"), Seat(replace=(("Gleb", "Anna"),)), N("Anna"),
                           Seat(replace=(("Anna", "Gleb"),))))
    assert sheet.current.out == ("Anna",)
    assert sheet.turns.sat() == {"Anna": 1, "Boris": 0, "Vera": 0, "Gleb": 1, "Dima": 0}


@pytest.mark.parametrize("change, words", [
    pytest.param(("Gleb", "Vera"), ["Vera", "at the table"], id="V12-the-taker-plays"),
    pytest.param(("Anna", "Eva"), ["Anna", "rubber 1"], id="V12-no-seat-to-give"),
])
def test_a_seat_goes_only_from_one_playing_to_one_sitting_out(change, words):
    """V12: six, R6 rubber 1: Anna and Boris out. Vera plays (she cannot take Gleb's seat);
    Anna sits out (she has no seat to give Eva, who plays)."""
    players = (*NAMES, "Eva")
    with pytest.raises(EventError) as e:
        replay(session(players, N("Eva"), Seat(replace=(change,))))
    assert e.value.rule == "V12"
    assert all(w in e.value.message for w in words), e.value.message


# -- the file: a seat change says how the plan goes on ------------------------------------

def test_an_older_file_without_plan_reads_and_writes_as_before():
    """Backward compatibility: a seat change without `plan` (every older file) reads as the
    old reading, and is written back without it, byte for byte."""
    sheet_events = (*rubber("B2"), Seat(join=("F6",), plan=SeatPlan.RESTART), *rubber("E5"))
    text = storage.dumps(session(FIVE, *sheet_events))
    assert "plan" not in text
    read = storage.parse(text)
    assert read.events[2] == Seat(join=("F6",), plan=SeatPlan.RESTART)
    assert storage.dumps(read) == text
    assert [set(r.out) for r in replay(read).rubbers] == [{"A1"}, {"A1", "B2"}]


def test_a_seat_change_written_now_says_plan_fair():
    text = storage.dumps(session(FIVE, G("B2"), Seat(leave=("C3",))))
    assert text.endswith('[[events]]\nkind = "seat"\nleave = ["C3"]\nplan = "fair"\n')
    assert storage.parse(text).events[1].plan is SeatPlan.FAIR


def test_a_plan_the_program_does_not_know_is_refused_with_its_line():
    text = storage.dumps(session(FIVE, Seat(join=("F6",)))).replace('"fair"', '"fairer"')
    (problem,) = storage.problems(text)
    assert "plan" in problem.message and "fairer" in problem.message


# -- random evenings: F1, F2 and V11 whatever happens --------------------------------------

class Ledger:
    """The evening kept by hand, from the events as they are written: who is at the table,
    how often each has sat out, who has partnered whom (F1, F2)."""

    def __init__(self, players):
        self.present = list(players)
        self.sat = dict.fromkeys(players, 0)
        self.partners: Counter = Counter()
        self.hand_seated = False  # the next rubber was seated by the table
        self.rested: set = set()  # counted as sitting out the rubber in play

    def join(self, name):
        self.sat[name] = min(self.sat[p] for p in self.present)  # as the fewest
        self.present.append(name)

    def leave(self, name):
        self.present.remove(name)

    def rename(self, old, new):
        self.sat[new] = self.sat.pop(old)
        self.rested = {new if p == old else p for p in self.rested}
        if old in self.present:
            self.present[self.present.index(old)] = new
        else:  # one who leaves after this rubber: the newcomer stays at the table
            self.present.append(new)
        self.partners = Counter({frozenset(new if p == old else p for p in pair): n
                                 for pair, n in self.partners.items()})

    def gave_seat(self, old, new, partner):
        if old not in self.rested:  # a rubber is one sit-out, however often seats change
            self.sat[old] += 1
            self.rested.add(old)
        self.partners[frozenset({new, partner})] += 1

    def check_and_start(self, lineup):
        """F1 and F2 at the start of a rubber the plan seats, then count it."""
        playing = set(lineup.players)
        out = [p for p in self.present if p not in playing]
        assert set(out) == set(lineup.out), (lineup, self.present)
        if not self.hand_seated:
            for p in out:  # F1
                assert all(self.sat[p] <= self.sat[q] for q in playing), (p, self.sat, lineup)
            a, b, c, d = sorted(playing)
            played = [sum(self.partners[frozenset(x)] > 0 for x in split)
                      for split in (((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c)))]
            chosen = sum(self.partners[frozenset(col)] > 0 for col in lineup.columns)
            assert chosen == min(played), (lineup, dict(self.partners))  # F2
        for p in out:
            self.sat[p] += 1
        self.rested = set(out)
        for col in lineup.columns:
            self.partners[frozenset(col)] += 1
        self.hand_seated = False


@functools.cache
def campaign(seed: int, players: tuple[str, ...], steps: int) -> tuple[int, Counter]:
    """A random evening of `steps` events, checked rubber by rubber; returns how many
    rubbers it had and how many changes of each kind were taken.

    Each step replays the evening so far (the core folds a whole session, and the next
    change is drawn from where the evening stands), so an evening costs the square of its
    length: each is played once a run, and test_the_random_evenings_try_every_change counts
    the changes of the evenings test_random_evenings_stay_fair has already played and checked.
    An evening whose checks failed is not kept: it fails again in whoever asks for it."""
    rnd = random.Random(seed)
    kinds: Counter = Counter()
    fresh = (f"N{i}" for i in range(1000))
    ledger = Ledger(players)
    events: list = []
    sheet = replay(session(players))
    for _ in range(steps):
        current = sheet.current
        in_play = current is not None and not current.finished
        lineup = sheet.next_lineup
        roll = rnd.random()
        if roll < 0.62:
            candidate = G(rnd.choice(lineup.players))
        elif roll < 0.72 and len(sheet.roster) < 9:
            candidate = Seat(join=(next(fresh),))
        elif roll < 0.82 and len(sheet.roster) > 4:
            candidate = Seat(leave=(rnd.choice(sheet.roster),))
        elif roll < 0.87 and len(sheet.roster) >= 4:
            four = rnd.sample(sheet.roster, 4)
            candidate = Seat(pairs=((four[0], four[1]), (four[2], four[3])))
        elif roll < 0.95 and lineup.out:
            candidate = Seat(replace=((rnd.choice(lineup.players), rnd.choice(lineup.out)),))
        else:
            candidate = Seat(replace=((rnd.choice(lineup.players), next(fresh)),))
        try:
            after = replay(session(players, *events, candidate))
        except EventError:
            continue  # e.g. a leave that would leave a rubber seated by hand short
        events.append(candidate)
        kinds[_kind(candidate, in_play, lineup)] += 1
        if isinstance(candidate, Deal):
            if len(after.rubbers) > len(sheet.rubbers):  # a rubber began with this deal
                ledger.check_and_start(sheet.upcoming)
        else:
            record = after.records[-1].event  # names resolved
            for old, new in record.replace:
                if new in ledger.sat:  # one sitting out took a seat
                    seats = current.lineup if in_play else sheet.upcoming
                    column = seats.columns[seats.column_of(old)]
                    partner = next(p for p in column if p != old)
                    if in_play:
                        ledger.gave_seat(old, new, partner)
                    else:
                        ledger.hand_seated = True
                else:
                    ledger.rename(old, new)
            for p in record.leave:
                ledger.leave(p)
            for p in record.join:
                ledger.join(p)
            if record.pairs:
                ledger.hand_seated = True
            assert list(after.roster) == ledger.present
        sheet = after
    # V11: every rubber, and the evening, sum to zero
    result = settle(sheet, Decimal(1))
    assert all(sum(v for _, v in r.result) == 0 for r in result.rubbers)
    assert sum(v for _, v in result.points) == 0
    # the plan `vint rotation` shows starts with the next rubber
    assert sheet.coming()[0] == sheet.upcoming
    return len(sheet.rubbers), kinds


def _kind(event, in_play: bool, lineup) -> str:
    if isinstance(event, Deal):
        return "deal"
    if event.join:
        return "join"
    if event.leave:
        return "leave after his rubber" if event.leave[0] in lineup.players and in_play \
            else "leave"
    if event.pairs:
        return "seated by hand"
    if event.replace[0][1] in lineup.out:
        return "seat given mid-rubber" if in_play else "seat given before the rubber"
    return "newcomer in a seat"


SIZES = [pytest.param(FIVE, id="five"), pytest.param((*FIVE, "F6"), id="six")]


@pytest.mark.parametrize("players", SIZES)
@pytest.mark.parametrize("seed", range(20))
def test_random_evenings_stay_fair(players, seed):
    """F1, F2, V11 over a random evening of 60 events (some fifteen rubbers)."""
    rubbers, _ = campaign(seed, players, 60)
    assert rubbers >= 5


def test_the_random_evenings_try_every_change():
    """The campaigns above are not empty: each kind of change happens in them (the same
    evenings, played once: see campaign)."""
    kinds: Counter = Counter()
    for players in (FIVE, (*FIVE, "F6")):
        for seed in range(20):
            kinds += campaign(seed, players, 60)[1]
    assert {k for k, n in kinds.items() if n >= 5} == {
        "deal", "join", "leave", "leave after his rubber", "seated by hand",
        "seat given mid-rubber", "seat given before the rubber", "newcomer in a seat"}, kinds


@pytest.mark.slow
@pytest.mark.parametrize("players", SIZES)
@pytest.mark.parametrize("seed", range(100, 125))
def test_long_random_evenings_stay_fair(players, seed):
    """F1, F2, V11 over a long random evening of 250 events."""
    rubbers, _ = campaign(seed, players, 250)
    assert rubbers >= 20
