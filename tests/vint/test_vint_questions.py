"""Vint's events asked question by question (games/vint/questions.py, issue 13): the order
a table announces a deal (V2), and the same call of `forms` `vint deal` makes."""
from __future__ import annotations

from datetime import UTC, datetime

import pytest
from helpers_cli.questions import answer

from vintscore.errors import InputError, RuleViolation
from vintscore.games.vint import forms
from vintscore.games.vint.model import TableMode
from vintscore.games.vint.presets import PRESETS
from vintscore.games.vint.questions import edit_form, form
from vintscore.games.vint.sheet import replay
from vintscore.glossary import say
from vintscore.session import Session

WHEN = datetime(2026, 12, 1, 19, 0, tzinfo=UTC)


def table(mode=TableMode.PAIRS, players=("Anna", "Boris", "Vera", "Gleb"), events=()):
    session = Session("q", WHEN, players, PRESETS["classic"], events=tuple(events), table=mode)
    return session, replay(session)


def keys_asked(f, *texts: str) -> list[str]:
    got = answer(f, *texts)
    return list(got)


def test_a_suit_deal_asks_honours_a_no_trump_deal_does_not():
    """V5: no honours are counted at no-trump."""
    s, sheet = table()
    assert keys_asked(form("deal", s, sheet), "3H", "Anna", "9", "3", "2", "", "") == [
        "contract", "declarer", "tricks", "honours", "aces", "coronets", "revokes"]
    f = form("deal", s, sheet)
    got = answer(f, "2NT", "Boris", "8", "3", "pass", "none")
    assert list(got) == ["contract", "declarer", "tricks", "aces", "coronets", "revokes"]
    assert f.next(got) is None


def test_pass_at_the_coronets_is_none_not_an_all_pass():
    s, sheet = table()
    q = form("deal", s, sheet).next(answer(form("deal", s, sheet), "3S", "Anna", "9", "3", "2"))
    assert q is not None and q.key == "coronets" and "pass" in q.own
    assert q.read("pass") == () and q.read("пас") == () and q.read("") == ()


def test_the_answers_make_the_event_vint_deal_makes():
    s, sheet = table()
    f = form("deal", s, sheet)
    got = answer(f, "3h", "an", "9", "3", "2", "Vera:H:4", "Gleb")
    made = forms.deal(f.given(got))
    typed = forms.deal({"contract": "3H", "declarer": "Anna", "tricks": 9, "honours": 3,
                        "aces": 2, "coronet": ["Vera:H:4"], "revoke": ["Gleb"]})
    assert made == typed


def test_individual_records_ask_the_partner():
    """V12: each deal names the declarer's partner."""
    s, sheet = table(TableMode.INDIVIDUAL)
    assert keys_asked(form("deal", s, sheet), "3H", "Anna", "Vera")[-1] == "partner"


def test_both_sides_at_the_target_is_mended_by_asking_who_was_first():
    """V8: the replay's refusal names `first`; the form's question answers it."""
    s, sheet = table()
    f = form("deal", s, sheet)
    got = answer(f, "3NT", "Anna", "7", "2", "", "")
    q = f.mend(RuleViolation("both reached", rule="V8", key="first"), got)
    assert q is not None and q.key == "first" and q.read("bo") == "Boris"
    assert f.mend(RuleViolation("other", rule="V2", key="aces"), got) is None


def test_an_edit_offers_the_event_and_keeps_its_note():
    s, sheet = table()
    deal = forms.deal({"contract": "3H", "declarer": "Anna", "tricks": 9, "honours": 3,
                       "aces": 2, "note": "late"})
    s, sheet = table(events=(deal,))
    f = edit_form(s, sheet, 1)
    q = f.next({})
    assert q is not None and say(q.default, "en") == "3H"
    assert say(q.default, "ru") == "3ч"  # offered as a Russian session types it (issue 14)
    got = answer(f, "3H", "Anna", "10", "3", "2", "", "")
    assert f.keep(forms.deal(f.given(got))).note == "late"


def test_an_x_has_nothing_to_edit():
    s, sheet = table(events=(forms.all_pass({}),))
    with pytest.raises(InputError, match="nothing in it to answer"):
        edit_form(s, sheet, 1)
