"""Bridge's events and sessions from what was typed (games/bridge/forms.py): what each
typed form becomes — a deal with its tricks or as a score card writes its result (B1, B2,
B7, B33), a pass-out (B8), an adjustment, a seat change (B30), a new session at each table
(B30) under each preset and option, an edited event — and each refusal, in one sentence
with its rule, in both languages. The tricks of a result are worked from B1: a contract
of level L needs 6 + L tricks."""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from decimal import Decimal
from types import SimpleNamespace

import pytest

from vintscore.cards import Strain
from vintscore.errors import InputError, NotationError, UsageError, VintError
from vintscore.games.bridge.forms import BridgeForms
from vintscore.games.bridge.model import (
    BridgeDeal,
    BridgeTable,
    Contract,
    Doubling,
    Honours,
    HonoursKind,
    PassOut,
    Rounding,
)
from vintscore.games.bridge.presets import CHICAGO, RUBBER
from vintscore.glossary import say
from vintscore.rubber.events import Adjustment, RulesChange, Seat

# bridge has no game object yet (its views come later): what the forms ask of one
FORMS = BridgeForms(SimpleNamespace(name="bridge", commands={}))  # type: ignore[arg-type]
WHEN = datetime(2026, 12, 2, 20, 0)
S, H, NT, D = Strain.SPADES, Strain.HEARTS, Strain.NO_TRUMP, Strain.DIAMONDS
X, XX, NONE = Doubling.DOUBLED, Doubling.REDOUBLED, Doubling.NONE


def deal(contract, declarer="Anna", tricks=None, **options):
    return FORMS.event("deal", {"contract": contract, "declarer": declarer, "tricks": tricks,
                                **options})


def refused(error: pytest.ExceptionInfo, key: str, rule: str) -> None:
    """One sentence with its rule, said in both languages."""
    e = error.value
    assert (e.msg.key, e.rule) == (key, rule)
    for lang in ("en", "ru"):
        text = say(e.msg, lang)
        assert text and "{" not in text and "\n" not in text, text


# -- a deal ------------------------------------------------------------------------------------

@pytest.mark.parametrize("typed, expected", [
    (("4SX", "Anna", 9), BridgeDeal(Contract(4, S, X), "Anna", 9)),
    (("3NT", "Boris", 10), BridgeDeal(Contract(3, NT), "Boris", 10)),
    (("4♠", "Anna", 10), BridgeDeal(Contract(4, S), "Anna", 10)),
    (("4п", "Anna", 10), BridgeDeal(Contract(4, S), "Anna", 10)),
    (("3БК", "Boris", 9), BridgeDeal(Contract(3, NT), "Boris", 9)),
    (("4пк", "Anna", 9), BridgeDeal(Contract(4, S, X), "Anna", 9)),
    (("3бкрк", "Anna", 9), BridgeDeal(Contract(3, NT, XX), "Anna", 9)),
    (("3DX", "Vera", 0), BridgeDeal(Contract(3, D, X), "Vera", 0)),
    # the result after the contract, TRICKS left out: 6 + the level, then + or − (B1)
    (("4S=", "Anna", None), BridgeDeal(Contract(4, S), "Anna", 10)),
    (("4SX+1", "Anna", None), BridgeDeal(Contract(4, S, X), "Anna", 11)),
    (("3NT-2", "Boris", None), BridgeDeal(Contract(3, NT), "Boris", 7)),
    (("3БК−2", "Boris", None), BridgeDeal(Contract(3, NT), "Boris", 7)),
    (("4пк+1", "Anna", None), BridgeDeal(Contract(4, S, X), "Anna", 11)),
    (("7NTXX=", "Anna", None), BridgeDeal(Contract(7, NT, XX), "Anna", 13)),
    (("1C-7", "Gleb", None), BridgeDeal(Contract(1, Strain.CLUBS), "Gleb", 0)),
    (("4S=", "Anna", 10), BridgeDeal(Contract(4, S), "Anna", 10)),  # the same both ways
], ids=["4SX", "3NT", "4♠", "4п", "3БК", "4пк", "3бкрк", "3DX-no-trick", "4S=", "4SX+1",
        "3NT-2", "3БК−2", "4пк+1", "7NTXX=", "1C-7", "result-and-tricks-agree"])
def test_a_deal_as_typed(typed, expected):
    assert deal(*typed) == expected


def test_a_deal_with_its_honours_dealer_and_note():
    """B7: the honours only when a hand held them, as HOLDER:4|5|aces."""
    assert deal("3NT", "Boris", 10, honours="Gleb:aces", dealer="Vera", note="the dummy") == \
        BridgeDeal(Contract(3, NT), "Boris", 10, Honours("Gleb", HonoursKind.ACES),
                   "the dummy", dealer="Vera")
    assert deal("4H=", honours="Вера:5").honours == Honours("Вера", HonoursKind.FIVE)
    assert deal("4S", tricks=9, honours="Gleb:4").honours == Honours("Gleb", HonoursKind.FOUR)
    assert deal("4S", tricks=9).honours is None  # never assumed


@pytest.mark.parametrize("typed, options, error, key, rule", [
    (("4S", "Anna", None), {}, UsageError, "bridge.deal.no_tricks", "B1"),
    (("4S=", "Anna", 9), {}, InputError, "bridge.deal.tricks_twice", "B1"),
    (("8S", "Anna", 10), {}, NotationError, "bridge.contract.level", "B1"),
    (("4Q", "Anna", 10), {}, NotationError, "bridge.contract.strain", "B1"),
    (("4SXXX", "Anna", 10), {}, NotationError, "bridge.contract.doubling_twice", "B2"),
    (("4S+4", "Anna", None), {}, NotationError, "bridge.result.over", "B1"),  # 14 tricks
    (("7NT-14", "Anna", None), {}, NotationError, "bridge.result.under", "B1"),
    (("4S+", "Anna", None), {}, NotationError, "bridge.result.unreadable", ""),
    (("4S", "Anna", 10), {"honours": "Gleb:3"}, NotationError, "bridge.honours.count", "B7"),
    (("4S", "Anna", 10), {"honours": "Gleb"}, NotationError, "bridge.honours.unreadable", ""),
], ids=["no-tricks", "result-and-tricks-differ", "level-8", "no-strain", "doubled-thrice",
        "over-13", "under-0", "a-sign-alone", "honours-3", "honours-no-count"])
def test_a_deal_refused(typed, options, error, key, rule):
    with pytest.raises(error) as e:
        deal(*typed, **options)
    refused(e, key, rule)


def test_the_refusal_of_a_result_and_tricks_that_differ_says_both():
    with pytest.raises(InputError) as e:
        deal("4SX+1", "Anna", 10)
    assert say(e.value.msg, "en") == ("the result '4SX+1' gives the declaring side 11 tricks, "
                                      "not 10")
    assert say(e.value.hint_msg, "en") == "give the result alone (4SX+1) or the tricks alone"
    assert say(e.value.msg, "ru") == "по результату «4SX+1» у разыгрывающих 11 взяток, а не 10"


# -- a pass-out, an adjustment, a seat change ---------------------------------------------------

def test_a_pass_out_as_typed():
    """B8: four passes; the dealer only when another dealt."""
    assert FORMS.event("pass", {"dealer": None, "note": None}) == PassOut()
    assert FORMS.event("pass", {"dealer": "Gleb", "note": "four passes"}) == \
        PassOut("four passes", dealer="Gleb")


@pytest.mark.parametrize("given", [{"player": "Anna", "tricks": None},
                                   {"player": None, "tricks": 3}], ids=["player", "tricks"])
def test_a_pass_out_names_no_player_nor_tricks(given):
    with pytest.raises(InputError) as e:
        FORMS.event("pass", given)
    refused(e, "bridge.pass.alone", "B8")


def test_an_adjustment_as_typed():
    given = {"player": "Boris", "amount": 240, "reason": " carried on from paper ",
             "below": True, "note": None}
    assert FORMS.event("adjust", given) == Adjustment("Boris", 240, True,
                                                      "carried on from paper")
    assert FORMS.event("adjust", {**given, "amount": -100, "below": None}) == \
        Adjustment("Boris", -100, False, "carried on from paper")


@pytest.mark.parametrize("given, error, key", [
    ({"player": "Boris", "amount": 240, "reason": None}, UsageError, "core.adjust.reason"),
    ({"player": "Boris", "amount": 240, "reason": "  "}, InputError, "core.adjust.reason"),
    ({"player": "Boris", "amount": None, "reason": "paper"}, UsageError, "cli.adjust.amount"),
], ids=["no-reason", "a-blank-reason", "no-amount"])
def test_an_adjustment_refused(given, error, key):
    with pytest.raises(error) as e:
        FORMS.event("adjust", given)
    refused(e, key, "")  # the rules document has no rule of adjustments


def test_a_seat_change_as_typed_b30():
    assert FORMS.event("seat", {"join": ["Dima"], "leave": None, "replace": None,
                                "pairs": None}) == Seat(join=("Dima",))
    assert FORMS.event("seat", {"pairs": "Anna+Vera,Boris+Gleb"}).pairs == (
        ("Anna", "Vera"), ("Boris", "Gleb"))
    for given, key in (({}, "cli.seat.nothing"), ({"pairs": "Anna"}, "cli.seat.not_pair"),
                       ({"replace": ["Gleb=Dima", "Gleb=Zoe"]}, "core.seat.twice")):
        with pytest.raises(InputError) as e:
            FORMS.event("seat", given)
        refused(e, key, "B30")


# -- a new session ------------------------------------------------------------------------------

def new(players="Anna,Boris,Vera,Gleb", **given):
    return FORMS.new_session("friday", players, given, WHEN, "en")


def test_a_new_session_pins_the_rubber_preset_at_a_table_of_pairs():
    s = new()
    assert (s.game, s.title, s.players, s.rules, s.table, s.stake, s.events) == (
        "bridge", "friday", ("Anna", "Boris", "Vera", "Gleb"), RUBBER, BridgeTable.PAIRS,
        Decimal("1.00"), ())


def test_a_new_session_with_its_preset_options_table_stake_and_title():
    s = new(rules="chicago", rule=["unfinished_partscore=50", "rounding=hundred"],
            table="individual", stake="0.25", title="Friday at Boris's")
    assert s.rules == replace(CHICAGO, unfinished_partscore=50, rounding=Rounding.HUNDRED)
    assert (s.table, s.stake, s.title) == (BridgeTable.INDIVIDUAL, Decimal("0.25"),
                                           "Friday at Boris's")
    assert new(rules="чикаго").rules == CHICAGO and new(table="Pairs").table is BridgeTable.PAIRS


def test_b30_pairs_seat_four_to_twelve():
    for n in (4, 5, 12):
        assert len(new(",".join(f"P{i}" for i in range(n))).players) == n


@pytest.mark.parametrize("players, given, key, rule", [
    ("Anna,Boris,Vera", {}, "core.players.count", "B30"),
    (",".join(f"P{i}" for i in range(13)), {}, "core.players.count", "B30"),
    ("Anna,Boris,Vera,Gleb,Dima", {"table": "individual"}, "core.players.count", "B30"),
    ("Anna,Boris,Vera,Gleb", {"table": "dummy"}, "cli.new.no_table", "B30"),
    ("Anna,Boris,Vera,Gleb", {"rules": "duplicate"}, "bridge.preset.unknown", "B20"),
    ("Anna,Boris,Vera,Gleb", {"rule": ["clean_rubber=800"]}, "bridge.option.choice", "B13"),
    ("Anna,Boris,Vera,Gleb", {"rule": ["vulnerability=east-west"]}, "bridge.option.choice",
     "B21"),
    ("Anna,Boris,Vera,Gleb", {"rule": ["clean_rubber"]}, "bridge.override.unreadable", ""),
], ids=["three", "thirteen", "individual-of-five", "a-vint-table", "no-such-preset",
        "clean-rubber-800", "vulnerability-east-west", "a-rule-without-value"])
def test_a_new_session_refused(players, given, key, rule):
    with pytest.raises(VintError) as e:
        new(players, **given)
    refused(e, key, rule)


# -- vint edit -------------------------------------------------------------------------------------

DEAL = BridgeDeal(Contract(4, S), "Anna", 10, Honours("Gleb", HonoursKind.FOUR), "a note",
                  dealer="Boris")
EDIT_NONE = {k: None for k in ("contract", "declarer", "tricks", "honours", "dealer", "player",
                               "amount", "reason", "below", "note")}
EDIT_NONE.update(no_honours=False, no_dealer=False)


def edit(event, **given):
    return FORMS.edit(event, 3, {**EDIT_NONE, **given})


@pytest.mark.parametrize("given, expected", [
    ({"tricks": 9}, replace(DEAL, tricks=9)),
    ({"contract": "4SX"}, replace(DEAL, contract=Contract(4, S, X))),
    ({"contract": "4SX+1"}, replace(DEAL, contract=Contract(4, S, X), tricks=11)),
    ({"contract": "3NT-1", "tricks": 8}, replace(DEAL, contract=Contract(3, NT), tricks=8)),
    # a new strain keeps the honours: the replay says whether they can be (B7)
    ({"contract": "3NT"}, replace(DEAL, contract=Contract(3, NT))),
    ({"honours": "Vera:5"}, replace(DEAL, honours=Honours("Vera", HonoursKind.FIVE))),
    ({"no_honours": True}, replace(DEAL, honours=None)),
    ({"declarer": "Vera", "dealer": "Gleb"}, replace(DEAL, declarer="Vera", dealer="Gleb")),
    ({"no_dealer": True}, replace(DEAL, dealer=None)),
    ({"note": "the dummy"}, replace(DEAL, note="the dummy")),
], ids=["tricks", "contract", "contract-with-its-result", "result-and-tricks-agree",
        "a-new-strain", "honours", "no-honours", "declarer-dealer", "no-dealer", "note"])
def test_a_deal_edited(given, expected):
    assert edit(DEAL, **given) == expected


def test_a_pass_out_an_adjustment_a_seat_change_and_a_switch_of_rules_edited():
    assert edit(PassOut(), dealer="Gleb") == PassOut(dealer="Gleb")
    assert edit(PassOut(dealer="Gleb"), no_dealer=True) == PassOut()
    adjustment = Adjustment("Boris", 240, True, "paper")
    assert edit(adjustment, amount=250, below=False, player="Gleb", reason=" house ") == \
        Adjustment("Gleb", 250, False, "house")
    assert edit(Seat(join=("Dima",)), note="late") == Seat(join=("Dima",), note="late")
    assert edit(RulesChange(CHICAGO), note="agreed") == RulesChange(CHICAGO, note="agreed")


@pytest.mark.parametrize("event, given, key, rule", [
    (DEAL, {}, "bridge.edit.nothing", ""),
    (DEAL, {"amount": 50}, "bridge.edit.not_apply", ""),
    (DEAL, {"below": False}, "bridge.edit.not_apply", ""),  # --above
    (PassOut(), {"tricks": 9}, "bridge.edit.not_apply", ""),
    (Adjustment("Boris", 240, reason="paper"), {"contract": "4S"}, "bridge.edit.not_apply", ""),
    (Seat(join=("Dima",)), {"player": "Gleb"}, "bridge.edit.not_apply", ""),
    (RulesChange(CHICAGO), {"tricks": 9}, "bridge.edit.not_apply", ""),
    (DEAL, {"contract": "4S=", "tricks": 9}, "bridge.deal.tricks_twice", "B1"),
    (DEAL, {"contract": "8S"}, "bridge.contract.level", "B1"),
    (DEAL, {"honours": "Gleb:3"}, "bridge.honours.count", "B7"),
    (DEAL, {"honours": "Gleb:4", "no_honours": True}, "cli.edit.contradict", ""),
    (Adjustment("Boris", 240, reason="paper"), {"reason": " "}, "core.adjust.reason", ""),
], ids=["nothing", "amount-of-a-deal", "above-of-a-deal", "tricks-of-a-pass-out",
        "contract-of-an-adjustment", "player-of-a-seat-change", "tricks-of-a-switch",
        "result-and-tricks-differ", "level-8", "honours-3", "honours-and-no-honours",
        "a-blank-reason"])
def test_an_edit_refused(event, given, key, rule):
    with pytest.raises(VintError) as e:
        edit(event, **given)
    refused(e, key, rule)


def test_an_edit_that_does_not_apply_names_the_options_that_do():
    with pytest.raises(InputError) as e:
        edit(PassOut(), tricks=9)
    assert say(e.value.msg, "en") == "--tricks does not apply: event 3 is a pass-out"
    assert say(e.value.hint_msg, "en") == (
        "it takes --dealer, --no-dealer, --note; to change an event's kind, void it and enter "
        "it again")
    assert say(e.value.msg, "ru") == "--tricks здесь не подходит: запись 3 — сдача, где все спасовали"


def test_a_switch_of_rules_for_rescore():
    assert FORMS.rules_switch("chicago", ["rounding=hundred"]) == RulesChange(
        replace(CHICAGO, rounding=Rounding.HUNDRED))
    with pytest.raises(InputError) as e:
        FORMS.rules_switch("rubber", ["honours=maybe"])
    refused(e, "bridge.option.choice", "B7")


def test_every_typed_form_is_written_by_the_codec_and_read_back():
    """What the forms make is what the file keeps (codec.py)."""
    from filetext import read, write

    from vintscore.session import Session
    events = (deal("4SX+1", honours="Gleb:4", dealer="Boris"), deal("3БК−2", "Boris"),
              FORMS.event("pass", {"dealer": "Gleb"}),
              FORMS.event("adjust", {"player": "Vera", "amount": 60, "reason": "paper",
                                     "below": True}),
              FORMS.event("seat", {"join": ["Dima"]}), FORMS.rules_switch("chicago", []))
    s = replace(new(), events=events)
    assert isinstance(s, Session) and read(write(s)) == (s, [])
