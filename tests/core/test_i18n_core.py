"""The core in both languages (issue "At the table, in Russian"): its refusals, the details
of the sheet's entries and the news of seat changes are catalog messages, said in English
exactly as before and in natural Russian; and the Russian word «болван» names the dummy.
"""
from __future__ import annotations

import ast
import dataclasses
from datetime import UTC, datetime
from pathlib import Path

import pytest

from vintscore.cards import Strain
from vintscore.errors import EventError, InputError, NotationError, RuleViolation
from vintscore.games.vint import scoring as vint
from vintscore.games.vint.model import (
    Adjustment,
    AllPass,
    AllPassRule,
    Coronet,
    CoronetKind,
    Deal,
    Misdeal,
    Reason,
    TableMode,
)
from vintscore.games.vint.notation import describe_coronet, parse_contract, resolve_player
from vintscore.games.vint.presets import PRESETS, parse_rule_override
from vintscore.games.vint.sheet import replay
from vintscore.glossary import LANGS, Msg, catalog, say
from vintscore.names import DUMMY, parse_players
from vintscore.names import dummy_of as two_dummy
from vintscore.rubber.events import Seat
from vintscore.rubber.sheet import Seating
from vintscore.session import Session

CLASSIC = PRESETS["classic"]
WHEN = datetime(2026, 11, 30, tzinfo=UTC)
SEATING = Seating((("Анна", "Вера"), ("Борис", "Глеб")))


def session(table: TableMode, players, *events, rules=CLASSIC) -> Session:
    return Session("i18n", WHEN, tuple(players), rules, events=tuple(events), table=table)


def deal(contract: str, declarer: str, tricks: int, honours=None, aces=None, **kw) -> Deal:
    return Deal(parse_contract(contract), declarer, tricks, honours, aces, **kw)


def details(entries) -> dict[Reason, Msg | str]:
    return {e.reason: e.detail for e in entries}


def named_by(*names: str) -> set[str]:
    package = Path(vint.__file__).parent.parent.parent
    named = set()
    for name in names:
        for node in ast.walk(ast.parse((package / name).read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Msg"
                    and node.args and isinstance(node.args[0], ast.Constant)):
                named.add(node.args[0].value)
    return named


def test_core_keys_are_its_own():
    """The core (the notations, the names) names core.* messages of the shared catalogue
    only; Vint's scoring, presets and sheet name Vint's own, vint.* (issue 21, point 4: a
    game's messages live with the game), and the shared ones of the core (core.table.*)."""
    core = named_by("notation.py", "names.py")
    assert core and all(key.startswith("core.") for key in core), core
    assert all(core <= catalog(lang).keys() for lang in LANGS)
    own = named_by("games/vint/notation.py", "games/vint/scoring.py", "games/vint/presets.py",
                   "games/vint/sheet.py")
    assert own and all(key.startswith(("vint.", "core.")) for key in own), own
    for lang in LANGS:
        assert {k for k in own if k.startswith("vint.")} <= catalog(lang, "vint").keys()
        assert {k for k in own if k.startswith("core.")} <= catalog(lang).keys()


# -- «болван» names the dummy ----------------------------------------------------------------

@pytest.mark.parametrize("typed", ["болван", "Болван", "БОЛВАН", " болван ", "dummy"])
def test_bolvan_is_the_dummy_at_a_table_with_a_dummy(typed):
    assert resolve_player(typed, ("Анна", DUMMY, "Борис", "Вера")) == DUMMY


@pytest.mark.parametrize("typed, meant", [("болван-Анна", "dummy-Анна"),
                                          ("Болван-анна", "dummy-Анна"),
                                          ("болван-Бор", "dummy-Борис"),
                                          ("dummy-Анна", "dummy-Анна")])
def test_bolvan_of_a_player_at_a_table_of_two(typed, meant):
    hands = ("Анна", "Борис", two_dummy("Анна"), two_dummy("Борис"))
    assert resolve_player(typed, hands) == meant


def test_bolvan_alone_at_a_table_of_two_names_two_hands():
    hands = ("Анна", "Борис", two_dummy("Анна"), two_dummy("Борис"))
    with pytest.raises(NotationError) as e:
        resolve_player("болван", hands)
    assert e.value.message == "'болван' could be dummy-Анна or dummy-Борис: type more of the name"
    assert e.value.said("ru")[0] == ("«болван» — это может быть болван-Анна или болван-Борис: "
                                     "наберите имя подлиннее (V2)")


def test_bolvan_is_nobody_at_a_table_without_a_dummy():
    with pytest.raises(NotationError) as e:
        resolve_player("болван", ("Анна", "Борис", "Вера", "Глеб"))
    assert e.value.message == "no player 'болван' at this table"
    assert e.value.said("ru")[0] == "за этим столом нет игрока «болван» (V2)"


def test_a_player_called_bolvan_is_still_himself():
    assert resolve_player("болван", ("Болван", DUMMY, "Вера")) == "Болван"


def test_bolvan_in_a_three_handed_evening():
    """V12: `seat --pairs Вера+болван,…` and a deal declared by «болван» are the dummy's."""
    sheet = replay(session(TableMode.DUMMY, ("Анна", "Борис", "Вера"),
                           Seat(pairs=(("Вера", "болван"), ("Анна", "Борис"))),
                           deal("5S", "болван", 11, 3, 1)))
    seat, played = sheet.records
    assert seat.event.pairs == (("Вера", DUMMY), ("Анна", "Борис"))
    assert played.event.declarer == DUMMY
    rubber = sheet.rubbers[0]
    assert rubber.lineup.columns[rubber.lineup.column_of(DUMMY)] == ("Вера", DUMMY)
    assert rubber.total(rubber.lineup.column_of("Вера")) == 550 + 100
    assert [str(n) for n in seat.news] == ["the next rubber: Вера & dummy against Анна & Борис"]
    assert [say(n, "ru") for n in seat.news] == [
        "следующий роббер: Вера и болван — Анна и Борис"]  # review rows 48, 94


def test_bolvan_of_a_player_in_an_evening_of_two():
    sheet = replay(session(TableMode.TWO, ("Анна", "Борис"), deal("5S", "болван-Анна", 11, 3, 1)))
    assert sheet.records[0].event.declarer == two_dummy("Анна")
    assert sheet.rubbers[0].total(sheet.rubbers[0].lineup.column_of("Анна")) == 650


# -- refusals in Russian ---------------------------------------------------------------------

def test_a_v2_refusal_in_both_languages():
    with pytest.raises(RuleViolation) as e:
        vint.check_deal(deal("3H", "Анна", 14, 3, 2), SEATING, CLASSIC)
    assert e.value.rule == "V2" and e.value.key == "tricks"
    assert str(e.value) == "tricks must be 0 to 13, got 14 (V2)"
    assert e.value.said("ru") == ("взяток может быть от 0 до 13, а указано 14 (V2)",
                                  "укажите, сколько взяток взяли назначившие: от 0 до 13"
                                  " — см. «vint rules V2»")  # issue 14: the rule followed up


def test_a_refusal_naming_a_suit_and_a_side():
    with pytest.raises(RuleViolation) as e:
        vint.check_deal(deal("3H", "Анна", 9, None, 2), SEATING, CLASSIC)
    assert e.value.message == ("honours missing: how many trump honours (A K Q J 10 of hearts) "
                               "did Анна & Вера hold?")
    assert e.value.said("ru")[0] == ("не указаны онёры: сколько козырных онёров "
                                     "(Т К Д В 10 червей) держали Анна и Вера? (V2)")  # review row 94


def test_a_refusal_through_the_replay_keeps_its_message():
    with pytest.raises(EventError) as e:
        replay(session(TableMode.PAIRS, ("Анна", "Борис", "Вера", "Глеб"),
                       deal("3H", "Дмитрий", 9, 3, 2)))
    assert e.value.number == 1
    assert e.value.said("ru") == ("за этим столом нет игрока «Дмитрий» (V2)",
                                  "игроки за этим столом: Анна, Борис, Вера, Глеб"
                                  " — см. «vint rules V2»")


@pytest.mark.parametrize("text, en, ru", [
    ("Анна,Борис,Вера", "the four-handed table takes 4 players, got 3 in 'Анна,Борис,Вера'",
     "игра вчетвером: нужно 4 игрока, а в «Анна,Борис,Вера» их 3 (V12)"),
    ("Анна,анна,Вера,Глеб", "two players are called 'Анна' and 'анна': names must differ "
     "(ignoring case)", "двух игроков зовут «Анна» и «анна»: имена должны различаться "
     "(без учёта регистра)"),
])
def test_players_refused_in_both_languages(text, en, ru):
    with pytest.raises(NotationError) as e:
        parse_players(text)
    assert e.value.message == en
    assert e.value.said("ru")[0] == ru


def test_a_rules_override_refused_with_its_example():
    with pytest.raises(InputError) as e:
        parse_rule_override("game_bonus=много")
    assert str(e.value) == "rules option game_bonus is a whole number, got 'много' (V13)"
    # issue 14: the hint's "(V13)" became the follow-up every cited rule gets
    assert e.value.hint == "e.g. --rule game_bonus=100"
    assert e.value.said("en")[1] == "e.g. --rule game_bonus=100 — see 'vint rules V13'"
    assert e.value.said("ru") == ("правило game_bonus — целое число, а указано «много» (V13)",
                                  "например --rule game_bonus=100 — см. «vint rules V13»")


# -- the details of the sheet ----------------------------------------------------------------

def test_undertricks_and_honours_details():
    # 3D, 7 tricks, honours 2, aces 2: two down; the others' 3 honours against 2–2 aces
    entries = vint.score_deal(vint.check_deal(deal("3D", "Анна", 7, 2, 2), SEATING, CLASSIC),
                              SEATING, CLASSIC)
    got = details(entries)
    assert isinstance(got[Reason.UNDERTRICKS], Msg)
    assert str(got[Reason.UNDERTRICKS]) == "2 down"
    assert say(got[Reason.UNDERTRICKS], "ru") == "без двух"
    assert str(got[Reason.HONOURS]) == "3 honours − 2 aces, odd trick"
    assert say(got[Reason.HONOURS], "ru") == "3 онёра − 2 туза, большинство взяток"


@pytest.mark.parametrize("n, ru", [(1, "без одной"), (5, "без пяти"), (13, "без тринадцати")])
def test_undertricks_counted_down(n, ru):
    detail = vint.down_detail(n)
    assert str(detail) == f"{n} down"
    assert say(detail, "ru") == ru


@pytest.mark.parametrize("tricks, en, ru", [(11, "1 trick short", "недостача — 1 взятка"),
                                            (13, "3 tricks short", "недостача — 3 взятки")])
def test_revoke_details_with_plurals(tricks, en, ru):
    # V10: a revoke by the defenders costs them 3 tricks; they took 13 − tricks to give
    d = deal("1NT", "Анна", tricks, None, 2, revokes=("Борис",))
    entries = vint.score_deal(vint.check_deal(d, SEATING, CLASSIC), SEATING, CLASSIC)
    short = [e.detail for e in entries if e.reason is Reason.REVOKE]
    assert [str(m) for m in short] == [en]
    assert [say(m, "ru") for m in short] == [ru]


def test_all_pass_play_detail_plural():
    rules = dataclasses.replace(CLASSIC, all_pass=AllPassRule.PLAY)
    entries = vint.score_pass(AllPass("Анна", 8), SEATING, rules)
    assert [str(e.detail) for e in entries] == ["8 tricks"]
    assert [say(e.detail, "ru") for e in entries] == ["8 взяток"]


@pytest.mark.parametrize("coronet, en, ru", [
    (Coronet("Вера", CoronetKind.SEQUENCE, 4, Strain.HEARTS), "Вера ♥A-K-Q-J", "Вера ♥Т-К-Д-В"),
    (Coronet("Вера", CoronetKind.SEQUENCE, 5, Strain.SPADES), "Вера ♠A-K-Q-J-10",
     "Вера ♠Т-К-Д-В-10"),
    (Coronet("Вера", CoronetKind.SEQUENCE, 8, Strain.CLUBS), "Вера ♣A…7", "Вера ♣Т…7"),
    (Coronet("Вера", CoronetKind.ACES, 3), "Вера 3 aces", "Вера 3 туза"),
    (Coronet("Вера", CoronetKind.ACES, 4), "Вера 4 aces", "Вера 4 туза"),
])
def test_coronet_details(coronet, en, ru):
    assert str(describe_coronet(coronet)) == en
    assert say(describe_coronet(coronet), "ru") == ru


def test_slam_misdeal_game_and_x_details():
    entries = vint.score_deal(vint.check_deal(deal("6NT", "Анна", 12, None, 2), SEATING, CLASSIC),
                              SEATING, CLASSIC)
    got = details(entries)
    assert (str(got[Reason.SLAM]), say(got[Reason.SLAM], "ru")) == ("small", "малый")
    assert (str(got[Reason.BID_SLAM]), say(got[Reason.BID_SLAM], "ru")) == ("small", "малый")
    (misdeal,) = vint.score_misdeal(Misdeal("Борис"), SEATING)
    assert str(misdeal.detail) == "Борис held 14 cards"
    assert say(misdeal.detail, "ru") == "сдатчик Борис, 14 карт"
    sheet = replay(session(TableMode.PAIRS, ("Анна", "Борис", "Вера", "Глеб"), AllPass(),
                           deal("5S", "Анна", 11, 3, 1), deal("5S", "Анна", 11, 3, 1)))
    said = {e.reason: (str(e.detail), say(e.detail, "ru")) for e in sheet.rubbers[0].entries
            if e.reason in (Reason.GAME, Reason.X)}
    assert said == {Reason.GAME: ("game 2", "партия 2"), Reason.X: ("1 × X", "1 крестик")}


def test_an_adjustment_keeps_its_reason_as_typed():
    (entry,) = vint.score_adjustment(Adjustment("Анна", 50, reason="штраф за опоздание"), SEATING)
    assert entry.detail == "штраф за опоздание" and isinstance(entry.detail, str)


def test_seat_news_in_both_languages():
    sheet = replay(session(TableMode.PAIRS, ("Анна", "Борис", "Вера", "Глеб"),
                           deal("5S", "Анна", 11, 3, 1),
                           Seat(replace=(("Глеб", "Дмитрий"),)),
                           Seat(join=("Елена",))))
    news = [n for r in sheet.records for n in r.news]
    assert [str(n) for n in news] == ["Дмитрий takes Глеб's place at once", "Елена joins the table"]
    assert [say(n, "ru") for n in news] == ["замена за столом сразу: Глеб → Дмитрий",
                                            "Елена садится за стол"]
