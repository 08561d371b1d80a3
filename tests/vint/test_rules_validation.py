"""What the rules refuse (V1, V2, V8, V9, V13) and the borderline cases they accept.

Each refusal is read off the V2 list (and V1's levels, V8's missing first side, V9's
all-pass option, V13's presets): it must raise RuleViolation — EventError through the
replay — naming the rule, with a message that says what is wrong, and write nothing.
"""
from __future__ import annotations

import dataclasses
import re
from datetime import UTC, datetime

import pytest

from vintscore.cards import Strain
from vintscore.errors import EventError, NotationError, RuleViolation
from vintscore.games.vint.model import Adjustment, AllPass, AllPassRule, Contract, Deal, Rules
from vintscore.games.vint.notation import parse_contract, parse_coronet
from vintscore.games.vint.presets import PRESETS
from vintscore.games.vint.scoring import check_deal, check_pass
from vintscore.games.vint.sheet import replay, seating_for
from vintscore.session import Session

PLAYERS = ("Anna", "Boris", "Vera", "Gleb")  # Anna & Vera against Boris & Gleb
CLASSIC = PRESETS["classic"]
PLAY = dataclasses.replace(CLASSIC, all_pass=AllPassRule.PLAY)
REVOLVING = dataclasses.replace(CLASSIC, all_pass=AllPassRule.REVOLVING)


def deal(contract: str | Contract, tricks: int = 8, *, honours: int | None = None,
         aces: int | None = 2, coronets: tuple[str, ...] = (), revokes: tuple[str, ...] = (),
         first: str | None = None, declarer: str = "Anna") -> Deal:
    """A deal as the scorekeeper enters it; the declarers' tricks, honours and aces (V2)."""
    c = contract if isinstance(contract, Contract) else parse_contract(contract)
    return Deal(c, declarer, tricks, honours=honours, aces=aces,
                coronets=tuple(parse_coronet(k) for k in coronets), revokes=tuple(revokes),
                first=first)


def session(*events, rules: Rules = CLASSIC) -> Session:
    return Session("rulebook", datetime(2026, 11, 30, tzinfo=UTC), PLAYERS, rules,
                   events=tuple(events))


SEATING = seating_for(session(), 1)


def says(message: str, *words: str) -> bool:
    """The message names each of `words` (case-insensitive; numbers as whole numbers)."""
    for w in words:
        pattern = rf"(?<![\d-]){re.escape(w)}(?!\d)" if re.fullmatch(r"-?\d+", w) else re.escape(w)
        if not re.search(pattern, message, re.IGNORECASE):
            return False
    return True


# (rules, deal, rule id, words the message must say)
REFUSED = [
    # V1: a level is 1..7.
    pytest.param(CLASSIC, deal(Contract(0, Strain.HEARTS), honours=3), "V1", ("level", "0"),
                 id="V1-level-0"),
    pytest.param(CLASSIC, deal(Contract(8, Strain.NO_TRUMP)), "V1", ("level", "8"),
                 id="V1-level-8"),
    # V2 (V13 double-purchase): below the preset's lowest level, 3.
    pytest.param(PRESETS["double-purchase"], deal("2S", honours=3), "V2",
                 ("double-purchase", "3"), id="V2-below-min-level-double-purchase"),
    # V2: tricks 0..13.
    pytest.param(CLASSIC, deal("2H", -1, honours=3), "V2", ("tricks", "-1"),
                 id="V2-tricks-negative"),
    pytest.param(CLASSIC, deal("2H", 14, honours=3), "V2", ("tricks", "14"),
                 id="V2-tricks-14"),
    # V2: honours are never assumed; 0..5 and only in a suit contract.
    pytest.param(CLASSIC, deal("2H", honours=None), "V2", ("honours",),
                 id="V2-honours-missing-in-suit"),
    pytest.param(CLASSIC, deal("2H", honours=6), "V2", ("honours", "6"), id="V2-honours-6"),
    pytest.param(CLASSIC, deal("2H", honours=-1), "V2", ("honours", "-1"),
                 id="V2-honours-negative"),
    pytest.param(CLASSIC, deal("2NT", honours=3), "V2", ("honours", "no-trump"),
                 id="V2-honours-at-no-trump"),
    # V2: aces are never assumed; 0..4.
    pytest.param(CLASSIC, deal("2NT", aces=None), "V2", ("aces",), id="V2-aces-missing"),
    pytest.param(CLASSIC, deal("2H", honours=3, aces=None), "V2", ("aces",),
                 id="V2-aces-missing-in-suit"),
    pytest.param(CLASSIC, deal("2NT", aces=5), "V2", ("aces", "5"), id="V2-aces-5"),
    pytest.param(CLASSIC, deal("2NT", aces=-1), "V2", ("aces", "-1"), id="V2-aces-negative"),
    # V2: the ace of trumps is both an honour and an ace.
    pytest.param(CLASSIC, deal("2H", honours=5, aces=0), "V2", ("five", "ace"),
                 id="V2-five-honours-no-ace"),
    pytest.param(CLASSIC, deal("2H", honours=0, aces=4), "V2", ("five", "ace"),
                 id="V2-no-honours-four-aces"),
    # V2: a sequence coronet is 3..13 cards.
    pytest.param(CLASSIC, deal("2NT", coronets=("Anna:H:2",)), "V2", ("sequence", "Anna:H:2"),
                 id="V2-sequence-of-2"),
    pytest.param(CLASSIC, deal("2NT", coronets=("Anna:S:14",)), "V2", ("sequence", "Anna:S:14"),
                 id="V2-sequence-of-14"),
    # V2: one ace per suit, so one sequence per suit anywhere at the table.
    pytest.param(CLASSIC, deal("2NT", coronets=("Anna:H:3", "Boris:H:4")), "V2",
                 ("sequences", "hearts"), id="V2-two-sequences-one-suit-at-the-table"),
    pytest.param(CLASSIC, deal("2NT", coronets=("Anna:D:3", "Anna:D:5")), "V2",
                 ("sequences", "diamonds"), id="V2-two-sequences-one-suit-one-hand"),
    # V2: an aces coronet is 3 or 4 aces, one per hand.
    pytest.param(CLASSIC, deal("2NT", aces=4, coronets=("Anna:aces:2",)), "V2",
                 ("aces", "Anna:aces:2"), id="V2-aces-coronet-of-2"),
    pytest.param(CLASSIC, deal("2NT", aces=4, coronets=("Anna:aces:5",)), "V2",
                 ("aces", "Anna:aces:5"), id="V2-aces-coronet-of-5"),
    pytest.param(CLASSIC, deal("2NT", aces=4, coronets=("Anna:aces:3", "Anna:aces:4")), "V2",
                 ("Anna", "two aces"), id="V2-two-aces-coronets-one-hand"),
    # V2: coronets need aces: per hand max(sequences, aces coronet), summed over the side.
    pytest.param(CLASSIC, deal("2NT", aces=1, coronets=("Anna:H:3", "Vera:S:3")), "V2",
                 ("aces", "2", "1"), id="V2-side-coronets-need-more-aces"),
    pytest.param(CLASSIC, deal("2NT", aces=3, coronets=("Anna:aces:3", "Vera:H:3")), "V2",
                 ("aces", "4", "3"), id="V2-aces-coronet-and-partner-sequence"),
    pytest.param(CLASSIC, deal("2NT", aces=3,
                               coronets=("Anna:S:3", "Anna:C:3", "Anna:D:3", "Anna:H:3")),
                 "V2", ("aces", "4", "3"), id="V2-four-sequences-three-aces"),
    pytest.param(CLASSIC, deal("2D", honours=3, aces=2, coronets=("Boris:aces:3",)), "V2",
                 ("aces", "3", "2"), id="V2-defenders-aces-coronet-more-than-held"),
    # V2: a trump sequence of n cards needs min(n, 5) honours on its side.
    pytest.param(CLASSIC, deal("2H", honours=3, coronets=("Anna:H:4",)), "V2",
                 ("honours", "4", "3"), id="V2-trump-sequence-4-with-3-honours"),
    pytest.param(CLASSIC, deal("2H", honours=4, coronets=("Vera:H:6",)), "V2",
                 ("honours", "5", "4"), id="V2-trump-sequence-6-with-4-honours"),
    pytest.param(CLASSIC, deal("2H", honours=3, coronets=("Boris:H:3",)), "V2",
                 ("honours", "3", "2"), id="V2-defenders-trump-sequence-with-2-honours"),
    # V2: at most 13 cards a hand: n per sequence, plus each ace outside them.
    pytest.param(CLASSIC, deal("2NT", aces=4, coronets=("Anna:H:11", "Anna:aces:4")), "V2",
                 ("Anna", "14", "13"), id="V2-sequence-11-and-four-aces-need-14-cards"),
    pytest.param(CLASSIC, deal("2NT", aces=2, coronets=("Anna:H:7", "Anna:S:7")), "V2",
                 ("Anna", "14", "13"), id="V2-two-sequences-of-7-need-14-cards"),
    # V2: players must be at the table.
    pytest.param(CLASSIC, deal("2H", honours=3, declarer="Zoe"), "V2", ("Zoe",),
                 id="V2-unknown-declarer"),
    pytest.param(CLASSIC, deal("2NT", aces=3, coronets=("Zoe:aces:3",)), "V2", ("Zoe",),
                 id="V2-unknown-coronet-holder"),
    pytest.param(CLASSIC, deal("2H", honours=3, revokes=("Zoe",)), "V2", ("Zoe",),
                 id="V2-unknown-revoker"),
    pytest.param(CLASSIC, deal("2H", honours=3, first="Zoe"), "V2", ("Zoe",),
                 id="V2-unknown-first"),
    # V13 vitalin: the two discard tricks are the declarers', so T_d ≥ 2.
    pytest.param(PRESETS["vitalin"], deal("1H", 1, honours=3), "V13", ("tricks", "2", "1"),
                 id="V13-vitalin-fewer-than-2-tricks"),
    pytest.param(PRESETS["vitalin"], deal("1NT", 0), "V13", ("tricks", "2", "0"),
                 id="V13-vitalin-no-tricks"),
]


@pytest.mark.parametrize("rules, the_deal, rule, words", REFUSED)
def test_check_deal_refuses(rules, the_deal, rule, words):
    with pytest.raises(RuleViolation) as caught:
        check_deal(the_deal, SEATING, rules)
    assert caught.value.rule == rule
    assert says(caught.value.message, *words), caught.value.message


@pytest.mark.parametrize("rules, the_deal, rule, words", REFUSED)
def test_replay_refuses_and_writes_nothing(rules, the_deal, rule, words):
    """V2: refused with a message naming the rule, and nothing written."""
    events = (Adjustment("Anna", 100, reason="house rule"), the_deal)
    with pytest.raises(EventError) as caught:
        replay(session(*events, rules=rules))
    assert caught.value.rule == rule and caught.value.number == 2
    assert isinstance(caught.value.cause, RuleViolation)
    assert says(caught.value.message, *words), caught.value.message
    sheet = replay(session(*events, rules=rules), keep_going=True)
    assert [(p.number, p.rule) for p in sheet.problems] == [(2, rule)]
    assert [e.amount for e in sheet.rubbers[0].entries] == [100]  # the adjustment alone


ACCEPTED = [
    pytest.param(CLASSIC, deal("2H", 0, honours=3), id="V2-tricks-0"),
    pytest.param(CLASSIC, deal("2H", 13, honours=3), id="V2-tricks-13"),
    pytest.param(CLASSIC, deal("7NT", 13, aces=4), id="V1-level-7"),
    pytest.param(CLASSIC, deal("2H", honours=0, aces=3), id="V2-no-honours-three-aces"),
    pytest.param(CLASSIC, deal("2H", honours=5, aces=1), id="V2-five-honours-one-ace"),
    pytest.param(CLASSIC, deal("2NT", aces=0), id="V2-no-aces-at-no-trump"),
    pytest.param(CLASSIC, deal("2NT", aces=4), id="V2-four-aces-at-no-trump"),
    pytest.param(CLASSIC, deal("2NT", aces=1, coronets=("Anna:H:13",)),
                 id="V2-thirteen-card-sequence-alone"),
    pytest.param(CLASSIC, deal("7H", 13, honours=5, aces=1, coronets=("Vera:H:13",)),
                 id="V2-thirteen-card-trump-sequence-with-5-honours"),
    pytest.param(CLASSIC, deal("2NT", aces=4, coronets=("Anna:aces:4", "Anna:C:5")),
                 id="V2-four-aces-and-a-sequence-in-one-hand"),
    pytest.param(CLASSIC, deal("2NT", aces=4, coronets=("Anna:aces:4", "Anna:C:10")),
                 id="V2-four-aces-and-10-card-sequence-13-cards"),
    pytest.param(CLASSIC, deal("2NT", aces=4,
                               coronets=("Anna:S:3", "Anna:C:3", "Anna:D:3", "Anna:H:4")),
                 id="V2-four-sequences-in-one-hand-13-cards"),
    pytest.param(CLASSIC, deal("2NT", aces=3, coronets=("Anna:aces:3", "Anna:H:3")),
                 id="V2-aces-coronet-and-sequence-share-aces"),
    pytest.param(CLASSIC, deal("2H", honours=5, aces=2, coronets=("Anna:H:6",)),
                 id="V2-trump-sequence-6-with-5-honours"),
    pytest.param(CLASSIC, deal("2H", honours=3, aces=2, coronets=("Anna:H:3", "Boris:S:4")),
                 id="V2-sequences-on-both-sides"),
    pytest.param(CLASSIC, deal("2H", honours=1, aces=0, coronets=("Gleb:H:4", "Boris:aces:3")),
                 id="V2-defenders-trump-sequence-with-4-honours"),
    pytest.param(PRESETS["double-purchase"], deal("3S", honours=3),
                 id="V2-min-level-double-purchase-3"),
    pytest.param(PRESETS["vitalin"], deal("1H", 2, honours=3), id="V13-vitalin-2-tricks"),
]


@pytest.mark.parametrize("rules, the_deal", ACCEPTED)
def test_check_deal_accepts(rules, the_deal):
    checked = check_deal(the_deal, SEATING, rules)
    assert checked.tricks == the_deal.tricks
    replay(session(the_deal, rules=rules))  # and the replay writes it without a word


def test_check_deal_resolves_names_by_prefix():
    """V2: players are named as at the table; a unique prefix is enough."""
    checked = check_deal(deal("2NT", aces=3, coronets=("vera:aces:3",), revokes=("Gl",),
                              first="bor", declarer="an"), SEATING, CLASSIC)
    assert checked.declarer == "Anna"
    assert checked.coronets[0].holder == "Vera"
    assert checked.revokes == ("Gleb",)
    assert checked.first == "Boris"


@pytest.mark.parametrize("text", [
    pytest.param("0H", id="V1-notation-level-0"),
    pytest.param("8NT", id="V1-notation-level-8"),
    pytest.param("3X", id="V1-notation-no-strain"),
])
def test_contract_notation_refused(text):
    with pytest.raises(NotationError) as caught:
        parse_contract(text)
    assert caught.value.rule == "V1"
    assert text in caught.value.message


# -- V9: an all-pass with or without tricks, per the all_pass option -------------------------

@pytest.mark.parametrize("rules, event, words", [
    pytest.param(PLAY, AllPass(), ("tricks",), id="V9-play-needs-the-tricks"),
    pytest.param(PLAY, AllPass("Anna"), ("tricks",), id="V9-play-needs-the-count"),
    pytest.param(PLAY, AllPass("Anna", 14), ("tricks", "14"), id="V9-play-tricks-14"),
    pytest.param(CLASSIC, AllPass("Anna", 8), ("tricks",), id="V9-x-has-no-tricks"),
    pytest.param(REVOLVING, AllPass("Anna", 8), ("tricks",), id="V9-revolving-has-no-tricks"),
])
def test_all_pass_refused(rules, event, words):
    with pytest.raises(RuleViolation) as caught:
        check_pass(event, SEATING, rules)
    assert caught.value.rule == "V9"
    assert says(caught.value.message, *words), caught.value.message
    with pytest.raises(EventError) as through_replay:
        replay(session(event, rules=rules))
    assert through_replay.value.rule == "V9"


@pytest.mark.parametrize("rules, event", [
    pytest.param(PLAY, AllPass("Anna", 8), id="V9-play-with-tricks"),
    pytest.param(PLAY, AllPass("Boris", 0), id="V9-play-with-0-tricks"),
    pytest.param(CLASSIC, AllPass(), id="V9-x-without-tricks"),
    pytest.param(REVOLVING, AllPass(), id="V9-revolving-without-tricks"),
])
def test_all_pass_accepted(rules, event):
    check_pass(event, SEATING, rules)
    replay(session(event, rules=rules))


# -- V8: both sides reach the target in one deal ----------------------------------------------

def test_v8_missing_first_is_refused_and_nothing_written():
    # Adjustments put D at 480 and O at 470; 3NT by Anna with 7 tricks writes 210 and 180.
    events = (Adjustment("Anna", 480, below=True), Adjustment("Boris", 470, below=True),
              deal("3NT", 7, aces=2))
    with pytest.raises(EventError) as caught:
        replay(session(*events))
    assert caught.value.rule == "V8"
    assert isinstance(caught.value.cause, RuleViolation)
    assert says(caught.value.message, "first", "500")
    sheet = replay(session(*events), keep_going=True)
    assert [(p.number, p.rule) for p in sheet.problems] == [(3, "V8")]
    assert sheet.rubbers[0].games[0].below == (480, 470)
    assert sheet.rubbers[0].games[0].winner is None


def test_v8_first_not_needed_when_one_side_reaches():
    # D 480 + 210 = 690; O 0 + 180 = 180: only D reaches 500, so no first side is asked.
    events = (Adjustment("Anna", 480, below=True), deal("3NT", 7, aces=2))
    sheet = replay(session(*events))
    assert sheet.rubbers[0].games[0].winner == 0


# -- V9 with individual records: an all-pass cannot be played out (no two sides) --------

def test_v9_all_pass_play_at_individual_records_is_refused_typed_in_a_file_and_switched(
        tmp_path, monkeypatch):
    """`vint new` refuses it; a hand-edited [rules] and a switch of rules (rescore) too."""
    from helpers_cli.vintcli import ok, run
    monkeypatch.setenv("VINTSCORE_DIR", str(tmp_path))
    players = "Anna,Boris,Vera,Gleb"
    r = run("new", "auction", "--players", players, "--table", "individual",
            "--rule", "all_pass=play")
    assert r.exit_code == 1 and "(V9)" in r.stderr, r.stderr
    ok("new", "auction", "--players", players, "--table", "individual")
    path = tmp_path / "auction.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('all_pass = "x"', 'all_pass = "play"'), encoding="utf-8")
    r = run("check")
    line = next(n for n, row in enumerate(text.splitlines(), 1) if row.startswith("all_pass"))
    assert r.exit_code == 65 and f"auction.toml:{line}:" in r.stderr and "(V9)" in r.stderr, r.stderr
    path.write_text(text, encoding="utf-8")
    r = run("rescore", "--rules", "classic", "--rule", "all_pass=play", "--write")
    assert r.exit_code == 1 and "(V9)" in r.stderr, r.stderr
    assert path.read_text(encoding="utf-8") == text


@pytest.mark.parametrize("the_deal, keys", [
    pytest.param(deal("2H", -1, honours=9, aces=7, declarer="Zed"),
                 ["declarer", "tricks", "honours", "aces"], id="i13-V2-every-problem-of-a-deal"),
    pytest.param(deal("2NT", 14, honours=2, revokes=("Zed",), first="Yan"),
                 ["tricks", "honours", "revokes", "first"], id="i13-V2-numbers-and-names"),
    # V2: the coronets are measured against the honours and aces: not while those are wrong
    pytest.param(deal("2H", honours=9, coronets=("Anna:H:5",)), ["honours"],
                 id="i13-V2-coronets-wait-for-the-honours"),
    pytest.param(deal("2H", honours=3, coronets=("Zed:H:3",), revokes=("Yan",)),
                 ["coronets", "revokes"], id="i13-V2-coronet-holder-and-revoker"),
])
def test_check_deal_finds_every_problem_the_first_raised(the_deal, keys):
    """Issue 13: the first problem is raised, as before, with the deal's other problems
    (RuleViolation.others); the replay for `vint check` lists each, the event's number on all."""
    with pytest.raises(RuleViolation) as caught:
        check_deal(the_deal, SEATING, CLASSIC)
    found = [caught.value, *caught.value.others]
    assert [p.key for p in found] == keys
    assert all(p.rule == "V2" for p in found)
    sheet = replay(session(Adjustment("Anna", 100, reason="house rule"), the_deal),
                   keep_going=True)
    assert [(p.number, p.key) for p in sheet.problems] == [(2, k) for k in keys]
