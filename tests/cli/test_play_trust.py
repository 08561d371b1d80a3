"""`vint play` never drops a word (issue 13, "Trust at the table").

At every prompt, inside an edit too, a steering word does what it says or is refused in
a sentence; a word that would throw away what is being typed, or remove a saved event,
asks first and shows what would go; however the evening ends, it says what is saved and
what is not. Preferans is played deal by deal as well.

Numbers come from the rules by hand: 3♥ by Anna, 9 tricks, 3 honours, 2 aces is the deal
of tests/cli/test_play.py; V10: a misdeal gives the other side 20 above; V8 (classic):
a game won writes 100 above.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import tomllib

import pytest
from helpers_cli.terminal import Terminal
from helpers_cli.vintcli import ok, typed

ENV = {"COLUMNS": "80", "NO_COLOR": "1", "LANG": "C.UTF-8"}
RU = {**ENV, "LANG": "ru_RU.UTF-8"}
DEAL = ("3H", "Anna", "9", "3", "2", "", "", "y")  # event 1 in most tests
DEAL_SAID = "deal 3♥ by Anna, 9 tricks, honours 3, aces 2"
KEPT = f"Event 1 ({DEAL_SAID}) is saved"


def vint(*args: str, env=ENV):
    return ok(*args, env=env)


def new(sessions_dir, *extra, players="Anna,Boris,Vera,Gleb", name="friday"):
    vint("new", name, "--players", players, *extra)
    return sessions_dir / f"{name}.toml"


def play(*answers: str, env=ENV, session: str | None = None):
    args = ["play"] + (["--session", session] if session else [])
    return ok(*args, input=typed(*answers), env=env)


def events(path):
    return tomllib.loads(path.read_text(encoding="utf-8")).get("events", [])


def sheet(*args: str) -> dict:
    return json.loads(vint("sheet", "--json", *args).stdout)


# ---------------------------------------------------------------- inside an edit

def test_quit_inside_an_edit_asks_and_says_the_edit_was_not_written(sessions_dir):
    """Once: 'internal error … (Steer: quit)' and the edit lost without a word."""
    path = new(sessions_dir)
    result = play(*DEAL, "edit 1", "", "", "quit", "y")
    assert "Quit? Not written: the edit of event 1 (3♥ by Anna). (y/n) [n]" in result.stdout
    assert result.stdout.rstrip().endswith(
        f"{KEPT}; the edit of event 1 (3♥ by Anna) was not written.")
    assert events(path)[0]["tricks"] == 9


def test_n_at_quit_inside_an_edit_goes_on_with_the_edit(sessions_dir):
    path = new(sessions_dir)
    play(*DEAL, "edit 1", "", "", "quit", "n", "10", "", "", "", "", "y", "quit")
    assert events(path)[0]["tricks"] == 10


def test_sheet_inside_an_edit_shows_the_sheet_and_asks_the_same_question(sessions_dir):
    path = new(sessions_dir)
    result = play(*DEAL, "edit 1", "", "", "sheet", "10", "", "", "", "", "y", "quit")
    before = result.stdout.split("Event 1 changed: ")[0]
    assert before.count("Rubber 1 · classic") == 2  # after the deal, then the sheet asked for
    assert events(path)[0]["tricks"] == 10


def test_pass_inside_an_edit_asks_before_leaving_it(sessions_dir):
    path = new(sessions_dir)
    result = play(*DEAL, "edit 1", "pass", "n",  # not left: the edit goes on
                  "", "", "10", "", "", "pass", "", "y", "quit")  # pass at coronets: none
    assert ("Leave the edit of event 1 (nothing of it written) and enter an all-pass "
            "instead? (y/n)") in result.stdout
    assert events(path) == [{"kind": "deal", "contract": "3H", "declarer": "Anna", "tricks": 10,
                             "honours": 3, "aces": 2}]


def test_undo_inside_an_edit_leaves_it_and_removes_nothing_unasked(sessions_dir):
    path = new(sessions_dir)
    result = play(*DEAL, "edit 1", "", "undo", "y",  # leave the edit
                  "undo", "n",  # then: remove event 1? no
                  "quit")
    assert "Leave the edit of event 1 (3♥)? Nothing of it is written. (y/n)" in result.stdout
    assert "Left the edit of event 1 (3♥); nothing of it was written." in result.stdout
    assert (f"Undo the last change, revision 2 (deal: event 1 is gone: {DEAL_SAID})? redo puts "
            "it back.") in result.stdout
    assert [e["tricks"] for e in events(path)] == [9]


def test_edit_m_inside_an_edit_asks_and_then_edits_m(sessions_dir):
    path = new(sessions_dir)
    result = play(*DEAL, "2S", "Boris", "8", "2", "1", "", "", "y",
                  "edit 1", "", "edit 2", "y",
                  "", "", "9", "", "", "", "", "y", "quit")
    assert ("Leave the edit of event 1 (3♥) (nothing of it written) and edit event 2 "
            "instead? (y/n)") in result.stdout
    assert "Dropped: the edit of event 1 (3♥); nothing of it was written." in result.stdout
    assert [e["tricks"] for e in events(path)] == [9, 9]


def test_edit_while_a_deal_is_typed_keeps_the_deal_and_comes_back_to_it(sessions_dir):
    path = new(sessions_dir)
    result = play(*DEAL, "2S", "Boris", "edit 1", "", "", "10", "", "", "", "", "y",
                  "8", "2", "1", "", "", "y", "quit")
    assert "Waiting: the deal being typed (2♠ by Boris); it comes back after this." in result.stdout
    assert "Back to the deal being typed (2♠ by Boris)." in result.stdout
    assert [(e["contract"], e["tricks"]) for e in events(path)] == [("3H", 10), ("2S", 8)]


def test_an_x_has_nothing_to_edit_and_says_so(sessions_dir):
    path = new(sessions_dir)
    vint("pass")
    result = play("edit 1", "quit")
    assert "event 1 is an all-pass (an X): there is nothing in it to answer" in result.stderr
    assert events(path) == [{"kind": "pass"}]


# ---------------------------------------------------------------- undo and pass

def test_undo_while_a_deal_is_typed_asks_which_and_enter_keeps_both(sessions_dir):
    path = new(sessions_dir)
    result = play(*DEAL, "2S", "Boris", "undo", "", "8", "2", "1", "", "", "y", "quit")
    assert "undo: which should go?" in result.stdout
    assert "  1 — the deal being typed (2♠ by Boris): start it again" in result.stdout
    assert (f"  2 — undo the last change to the session, revision 2 (deal: event 1 is gone: "
            f"{DEAL_SAID}); the deal being typed stays") in result.stdout
    assert [e["contract"] for e in events(path)] == ["3H", "2S"]


def test_undo_1_drops_only_the_deal_being_typed(sessions_dir):
    path = new(sessions_dir)
    result = play(*DEAL, "2S", "Boris", "undo", "1", "quit")
    assert "Dropped: the deal being typed (2♠ by Boris); nothing of it was written." in result.stdout
    assert [e["contract"] for e in events(path)] == ["3H"]


def test_undo_2_removes_the_saved_deal_and_keeps_the_one_being_typed(sessions_dir):
    path = new(sessions_dir)
    result = play(*DEAL, "2S", "Boris", "undo", "2", "8", "2", "1", "", "", "y", "quit")
    assert f"Undone: revision 2, deal.\n  event 1 is gone: {DEAL_SAID}\n" in result.stdout
    assert [e["contract"] for e in events(path)] == ["2S"]


def test_otmena_in_russian_asks_which_in_russian(sessions_dir):
    path = new(sessions_dir, "--lang", "ru", players="Аня,Борис,Вера,Глеб")
    result = play("3ч", "Аня", "9", "3", "2", "", "", "д", "2п", "Борис", "отмена", "1", "выход",
                  env=RU)
    assert "отмена: что убрать?" in result.stdout
    assert "  1 — вводимая сдача (2♠, играет Борис): начать её заново" in result.stdout
    assert ("  2 — отменить последнее изменение записи, № 2 (сдача: записи 1 больше нет: "
            "сдача 3♥, играет Аня, 9 взяток, онёров: 3, тузов: 2); вводимая сдача останется"
            ) in result.stdout
    assert [e["contract"] for e in events(path)] == ["3H"]


def test_undo_after_an_edit_reverts_the_edit_not_the_last_deal_and_redo_puts_it_back(
        sessions_dir):
    """Issue 13: undo means "undo what I just did" in play too — the edit, not a deal."""
    path = new(sessions_dir)
    result = play(*DEAL, "2S", "Boris", "8", "2", "1", "", "", "y",
                  "edit 1", "", "", "10", "", "", "", "", "y",  # 3H made with 10 tricks
                  "undo", "y", "redo", "undo", "y", "quit")
    assert ("Undo the last change, revision 4 (edit: event 1 is now: deal 3♥ by Anna, 9 "
            "tricks, honours 3, aces 2)? redo puts it back.") in result.stdout
    assert "Redone: revision 4, edit.\n  event 1 is now: deal 3♥ by Anna, 10 tricks" in result.stdout
    assert [(e["contract"], e["tricks"]) for e in events(path)] == [("3H", 9), ("2S", 8)]


def test_undo_with_nothing_typed_asks_before_it_removes(sessions_dir):
    path = new(sessions_dir)
    play(*DEAL, "undo", "n", "quit")
    assert len(events(path)) == 1
    play("undo", "y", "quit")
    assert events(path) == []


def test_pass_at_the_coronets_and_revokes_means_none(sessions_dir):
    """Once: `pass` at the coronets discarded the 3♠ being typed and wrote an all-pass."""
    path = new(sessions_dir)
    play("3S", "Anna", "9", "3", "2", "pass", "pass", "y", "quit")
    assert events(path) == [{"kind": "deal", "contract": "3S", "declarer": "Anna", "tricks": 9,
                             "honours": 3, "aces": 2}]


def test_pass_while_a_deal_is_typed_asks_instead_or_before(sessions_dir):
    path = new(sessions_dir)
    result = play("2S", "pass", "2",  # the all-pass first, then the 2♠ goes on
                  "Boris", "8", "2", "1", "", "", "y", "quit")
    assert "pass: an all-pass —" in result.stdout
    assert "  1 — instead: the deal being typed (2♠) is dropped" in result.stdout
    assert "  2 — first the all-pass: the deal being typed (2♠) waits and comes back" in result.stdout
    assert [e["kind"] for e in events(path)] == ["pass", "deal"]


def test_pass_with_nothing_typed_is_an_all_pass(sessions_dir):
    path = new(sessions_dir)
    result = play("pass", "quit")
    assert "An all-pass, saved as event 1." in result.stdout
    assert events(path) == [{"kind": "pass"}]


def test_a_word_that_is_also_an_answer_is_asked_about(sessions_dir):
    """A player named Pass: 'pass' at the declarer's prompt could be either."""
    path = new(sessions_dir, players="Anna,Pass,Vera,Gleb")
    result = play("2S", "pass", "1", "8", "2", "1", "", "", "y", "quit")
    assert "'pass' is an answer here, and pass is also a word that steers the evening:" in (
        result.stdout)
    assert events(path)[0]["declarer"] == "Pass"


def test_a_word_with_something_after_it_is_refused_in_a_sentence(sessions_dir):
    path = new(sessions_dir)
    result = play(*DEAL, "undo 1", "quit")
    assert "error: undo takes nothing after it, got '1'" in result.stderr
    assert "void N strikes out event N" in result.stderr
    assert len(events(path)) == 1


# ---------------------------------------------------------------- help

def test_help_lists_the_words_in_english(sessions_dir):
    new(sessions_dir)
    result = play("?", "help", "quit")
    out = result.stdout
    assert out.count("Words you can type at any prompt:") == 2
    for line in ("  ? or help — this list", "  pass — an all-pass", "  undo — drop what is being",
                 "  edit N — change event N", "  void N — strike out event N",
                 "  restore N — count a struck-out event N again", "  adjust — an entry by hand",
                 "  misdeal — the dealer held 14 cards (V10)", "  sheet — the sheet as it stands",
                 "  log — every event with its number", "  quit — stop"):
        assert line in out, line


def test_help_lists_the_words_in_russian(sessions_dir):
    new(sessions_dir, "--lang", "ru", players="Аня,Борис,Вера,Глеб")
    result = play("помощь", "?", "выход", env=RU)
    out = result.stdout
    assert out.count("Слова, которые можно набрать в любом вопросе:") == 2
    for line in ("  ? или помощь — этот список", "  пас — распасовка", "  отмена — бросить",
                 "  правка N — исправить запись N", "  вычеркнуть N — вычеркнуть запись N",
                 "  вернуть N — снова считать", "  поправка — запись вручную",
                 "  пересдача — у сдатчика оказалось 14 карт (V10)", "  лист — запись как она есть",
                 "  журнал — все записи с номерами", "  выход — закончить"):
        assert line in out, line


def test_help_says_what_the_question_takes_here(sessions_dir):
    new(sessions_dir)
    result = play("3H", "Anna", "9", "3", "2", "?", "quit", "y")
    assert "Here: blank, none, - or pass mean none." in result.stdout


def test_help_in_a_pulya_has_no_misdeal_and_refuses_it(sessions_dir):
    vint("new", "pulya", "--game", "preferans", "--players", "Anna,Boris,Vera")
    result = play("?", "misdeal", "quit")
    assert "  pass — an all-pass" in result.stdout and "misdeal —" not in result.stdout
    assert "error: misdeal is not part of this game" in result.stderr


# ---------------------------------------------------------------- misdeal, adjust, void

def test_misdeal_is_asked_and_gives_the_other_side_20(sessions_dir):
    new(sessions_dir)
    result = play("misdeal", "Boris", "y", "quit")
    assert "It writes Anna & Vera: 20" in result.stdout
    above = sheet()["rubbers"][0]["sides"][0]["above"]
    assert [(e["event"], e["amount"], e["reason"]) for e in above] == [(1, 20, "misdeal")]  # V10


def test_adjust_below_counts_toward_the_game(sessions_dir):
    path = new(sessions_dir)
    play("adjust", "Boris", "500", "below", "setup", "y", "quit")
    assert events(path) == [{"kind": "adjust", "player": "Boris", "amount": 500, "below": True,
                             "reason": "setup"}]
    side = sheet()["rubbers"][0]["sides"][1]
    assert side["games"] == 1
    assert (1, 100, "game") in [(e["event"], e["amount"], e["reason"]) for e in side["above"]]


def test_a_negative_adjustment_above_the_line(sessions_dir):
    path = new(sessions_dir)
    play("adjust", "Vera", "-300", "", "correction", "y", "quit")
    assert events(path) == [{"kind": "adjust", "player": "Vera", "amount": -300,
                             "below": False, "reason": "correction"}]


def test_void_and_restore_ask_first(sessions_dir):
    path = new(sessions_dir)
    vint("deal", "3H", "Anna", "9", "-h", "3", "-a", "2")
    result = play("void 1", "y", "quit")
    assert (f"Strike out event 1 ({DEAL_SAID})? It stays in the file and is no longer "
            "counted.") in result.stdout
    assert events(path)[0]["void"] is True
    result = play("restore 1", "n", "quit")
    assert result.stdout.rstrip().endswith(
        f"Event 1 ({DEAL_SAID}) is saved, struck out; nothing was being typed.")
    assert events(path)[0]["void"] is True
    play("restore 1", "y", "quit")
    assert "void" not in events(path)[0]


def test_void_without_a_number_is_refused_in_a_sentence(sessions_dir):
    new(sessions_dir)
    result = play("void", "quit")
    assert "error: void needs the number of an event, got ''" in result.stderr


# ---------------------------------------------------------------- the new rubber

def test_a_new_rubber_is_announced_with_who_plays_and_who_sits_out(sessions_dir):
    """V12, five players in cut order: rubber k, k sits out, k+1 & k+4 against k+2 & k+3.
    Rubber 1: Anna out, Boris & Dima against Vera & Gleb; rubber 2: Boris out, Vera & Anna
    against Gleb & Dima. Two games below for Boris & Dima end rubber 1 (V8)."""
    new(sessions_dir, players="Anna,Boris,Vera,Gleb,Dima")
    one = ("adjust", "Boris", "500", "below", "setup", "y")
    result = play(*one, *one, "quit")
    out = result.stdout
    assert ("A new rubber — Rubber 1: Boris & Dima against Vera & Gleb; Anna sits out."
            in out)
    assert ("A new rubber — Rubber 2: Vera & Anna against Gleb & Dima; Boris sits out."
            in out)
    assert out.index("Rubber 2:") > out.index("Saved as event 2.")


# ---------------------------------------------------------------- Preferans

PULYA = ("6S", "Boris", "whist", "pass", "6", "y",  # Vera speaks first after Boris, then Anna
         "7H", "Vera", "w", "в", "6", "3", "", "y",  # both whist: Anna 3, Boris the rest (1)
         "pass", "2", "4", "", "y",  # an all-pass: Anna 2, Boris 4, Vera the rest (4)
         "misere", "Vera", "0", "y",
         "6C", "Anna", "pass", "half", "y",  # Boris passes, Vera half-whists (P4)
         "8D", "Boris", "pass", "пас", "y",  # both pass: not played
         "7S", "Anna", "w", "p", "без трёх", "y")  # given up without three (P6)
PULYA_TYPED = (["deal", "6S", "Boris", "6", "--whist", "Vera", "--pass", "Anna"],
               ["deal", "7H", "Vera", "6", "--whist", "Anna=3", "--whist", "Boris=1"],
               ["pass", "Anna=2,Boris=4,Vera=4"],
               ["deal", "misere", "Vera", "0"],
               ["deal", "6C", "Anna", "--pass", "Boris", "--half", "Vera"],
               ["deal", "8D", "Boris", "--pass", "Vera", "--pass", "Anna"],
               ["deal", "7S", "Anna", "--without-three"])


def test_a_pulya_played_deal_by_deal_writes_the_file_vint_deal_writes(sessions_dir):
    vint("new", "typed", "--game", "preferans", "--players", "Anna,Boris,Vera", "--rules", "sochi")
    for command in PULYA_TYPED:
        vint(*command, "--session", "typed")
    vint("new", "played", "--game", "preferans", "--players", "Anna,Boris,Vera", "--rules",
         "sochi")
    result = play(*PULYA, "quit", session="played")
    assert events(sessions_dir / "played.toml") == events(sessions_dir / "typed.toml")
    assert len(events(sessions_dir / "played.toml")) == 7
    # Sochi (P2, P5): 6♠ made, Boris writes v = 2 to his pool; Vera, whisting alone
    # (greedy), writes kV·v·T = 2·4 = 8 vists on him
    assert "It writes Boris: pool +2; Vera: 8 on Boris" in result.stdout
    # P6: 7♠ without three: kG·v·3 = 4·3 = 12 to Anna's mountain
    assert "It writes Anna: mountain +12" in result.stdout


def test_a_pulya_asks_the_defenders_in_speaking_order(sessions_dir):
    """P4, P5: the defenders speak clockwise from the declarer; at four the dealer (Anna,
    the first player, deals first) sits out."""
    vint("new", "four", "--game", "preferans", "--players", "Anna,Boris,Vera,Gleb")
    result = play("6S", "Vera", "pass", "whist", "7", "y", "quit")
    out = result.stdout
    assert "Anna deals and sits out; Boris, Vera, Gleb play." in out
    assert "Declarer (Boris, Vera, Gleb)" in out
    assert out.index("Gleb: whist or pass? (w/p)") < out.index("Boris: whist, pass or half-whist?")
    assert events(sessions_dir / "four.toml") == [
        {"kind": "deal", "contract": "6S", "declarer": "Vera", "tricks": 7, "whist": ["Boris"],
         "pass": ["Gleb"]}]


def test_a_pulya_refuses_tricks_that_do_not_add_up_and_asks_again(sessions_dir):
    vint("new", "sum", "--game", "preferans", "--players", "Anna,Boris,Vera")
    result = play("7H", "Vera", "w", "w", "6", "3", "2", "1", "y", "quit")
    assert "the tricks do not add up to 10: Vera 6 + Anna 3 + Boris 2 (P1)" in result.stderr
    assert events(sessions_dir / "sum.toml")[0]["whist"] == ["Anna=3", "Boris=1"]


def test_a_pulya_deal_is_edited_through_its_questions(sessions_dir):
    vint("new", "edit", "--game", "preferans", "--players", "Anna,Boris,Vera")
    vint("deal", "6S", "Boris", "6", "--whist", "Vera", "--pass", "Anna")
    play("edit 1", "", "", "", "", "7", "y", "quit")
    assert events(sessions_dir / "edit.toml")[0]["tricks"] == 7


# ---------------------------------------------------------------- the end, said exactly

def _ready(sessions_dir, saved: bool) -> None:
    new(sessions_dir)
    if saved:
        vint("deal", "3H", "Anna", "9", "-h", "3", "-a", "2")


# (what to type, what the end says after what is kept): each kind of prompt
ENDINGS = {
    "contract": ((), "nothing was being typed"),
    "declarer": ((("Contract", "2S"),), "the deal being typed (2♠) was not written"),
    "write-it": ((("Contract", "2S"), ("Declarer", "Boris"), ("Tricks", "8"),
                  ("honours", "2"), ("Aces", "1"), ("Coronets", ""), ("Revokes", "")),
                 "the deal being typed (2♠ by Boris, 8 tricks, honours 2, aces 1) was not "
                 "written"),
    "quit-asked": ((("Contract", "2S"), ("Declarer", "Boris"), ("Tricks", "quit")),
                   "the deal being typed (2♠ by Boris) was not written"),
    "undo-asked": ((("Contract", "2S"), ("Declarer", "Boris"), ("Tricks", "undo")),
                   "the deal being typed (2♠ by Boris) was not written"),
    "adjustment": ((("Contract", "adjust"), ("side of", "Boris")),
                   "the adjustment being typed (Boris) was not written"),
    "in-an-edit": ((("Contract", "2S"), ("Declarer", "Boris"), ("Tricks", "edit 1"),
                    ("Contract", ""), ("Declarer", "")),
                   "the edit of event 1 (3♥ by Anna) was not written; the deal being typed "
                   "(2♠ by Boris) was not written"),
}
LAST_PROMPT = {"contract": "Contract", "declarer": "Declarer", "write-it": "Write it?",
               "quit-asked": "Quit?", "undo-asked": "Your choice", "adjustment": "Points",
               "in-an-edit": "Tricks"}


@pytest.mark.parametrize("key", ["ctrl-c", "ctrl-d"])
@pytest.mark.parametrize("where", list(ENDINGS))
def test_ctrl_c_or_the_end_of_input_says_what_is_kept_and_what_is_not(sessions_dir, where, key):
    """Once: Ctrl-C at 'Write it?' dropped the deal and said only that confirmed deals were
    saved. Now, at every kind of prompt, the exact sentence."""
    _ready(sessions_dir, saved=True)
    path = sessions_dir / "friday.toml"
    before = path.read_bytes()
    term = Terminal(sessions_dir)
    typed, dropped = ENDINGS[where]
    term.answer(*typed)
    term.wait_for(LAST_PROMPT[where])
    term.ctrl_c() if key == "ctrl-c" else term.ctrl_d()
    code = term.finish()
    assert code == 0, term.seen[-800:]
    assert f"{KEPT}; {dropped}." in term.seen, term.seen[-800:]
    assert "internal error" not in term.seen and "Traceback" not in term.seen
    assert path.read_bytes() == before


def test_ctrl_c_before_any_event_says_the_session_has_none(sessions_dir):
    _ready(sessions_dir, saved=False)
    term = Terminal(sessions_dir)
    term.answer(("Contract", "2S"))
    term.wait_for("Declarer")
    term.ctrl_c()
    assert term.finish() == 0
    assert ("The session has no events yet; the deal being typed (2♠) was not written."
            in term.seen)


@pytest.mark.parametrize("key", ["ctrl-c", "ctrl-d"])
def test_ctrl_c_at_a_defenders_question_in_a_pulya(sessions_dir, key):
    vint("new", "pulya", "--game", "preferans", "--players", "Anna,Boris,Vera")
    vint("deal", "6S", "Boris", "6", "--whist", "Vera", "--pass", "Anna")
    term = Terminal(sessions_dir)
    term.answer(("Contract", "7H"), ("Declarer", "Vera"))
    term.wait_for("Anna: whist or pass?")
    term.ctrl_c() if key == "ctrl-c" else term.ctrl_d()
    assert term.finish() == 0
    assert ("Event 1 (6♠ by Boris, 6 tricks; Vera whists; Anna passes) is saved; the deal "
            "being typed (7♥ by Vera) was not written.") in term.seen


def test_ctrl_c_in_russian_says_it_in_russian(sessions_dir):
    new(sessions_dir, "--lang", "ru", players="Аня,Борис,Вера,Глеб")
    vint("deal", "3ч", "Аня", "9", "-h", "3", "-a", "2")
    term = Terminal(sessions_dir, env={"LANG": "ru_RU.UTF-8"})
    term.answer(("Игра", "2п"), ("Кто назначил игру", "Борис"))
    term.wait_for("Сколько взяток")
    term.ctrl_c()
    assert term.finish() == 0
    assert ("Запись 1 (сдача 3♥, играет Аня, 9 взяток, онёров: 3, тузов: 2) сохранена; вводимая "
            "сдача (2♠, играет Борис) не записана.") in term.seen


def test_the_end_of_input_in_a_pipe_says_it_too(sessions_dir):
    _ready(sessions_dir, saved=True)
    result = play("2S", "Boris")
    assert result.stdout.rstrip().endswith(
        f"{KEPT}; the deal being typed (2♠ by Boris) was not written.")


# ---------------------------------------------------------------- stdout closed or cut

def _run_play(sessions_dir, answers: list[str], **popen) -> subprocess.CompletedProcess:
    env = {**os.environ, **ENV, "VINTSCORE_DIR": str(sessions_dir)}
    return subprocess.run([sys.executable, "-m", "vintscore", "play"], env=env,
                          input=typed(*answers), capture_output=False,
                          stderr=subprocess.PIPE, text=True, timeout=60, **popen)


def test_play_with_stdout_closed_saves_what_is_confirmed_and_exits_0(sessions_dir):
    path = new(sessions_dir)
    done = _run_play(sessions_dir, [*DEAL, "2S", "Boris"],
                     preexec_fn=lambda: os.close(1))  # no standard output at all
    assert done.returncode == 0, done.stderr
    assert "internal error" not in done.stderr and "Traceback" not in done.stderr
    assert "standard output is closed" in done.stderr
    assert f"{KEPT}; the deal being typed (2♠ by Boris) was not written." in done.stderr
    assert [e["contract"] for e in events(path)] == ["3H"]


def test_play_with_its_output_cut_after_a_deal_is_saved_exits_0(sessions_dir):
    """The reader of the pipe goes away after 'Saved as event 1': the next write breaks the
    pipe; the evening goes on reading, saves the second deal, and exits 0."""
    path = new(sessions_dir)
    env = {**os.environ, **ENV, "VINTSCORE_DIR": str(sessions_dir)}
    process = subprocess.Popen([sys.executable, "-m", "vintscore", "play"], env=env,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE)
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(typed(*DEAL).encode())
    process.stdin.flush()
    seen = b""
    end = time.monotonic() + 30
    while b"Saved as event 1." not in seen:
        assert time.monotonic() < end, seen
        seen += os.read(process.stdout.fileno(), 4096)
    process.stdout.close()  # cut
    second = ("2S", "Boris", "8", "2", "1", "", "", "y", "quit")
    _, err = process.communicate(typed(*second).encode(), timeout=30)
    stderr = err.decode()
    assert process.returncode == 0, stderr
    assert "internal error" not in stderr and "Traceback" not in stderr
    assert "standard output is closed" in stderr
    assert [e["contract"] for e in events(path)] == ["3H", "2S"]


def test_play_with_its_output_cut_before_anything_still_exits_0(sessions_dir):
    path = new(sessions_dir)
    env = {**os.environ, **ENV, "VINTSCORE_DIR": str(sessions_dir)}
    process = subprocess.Popen([sys.executable, "-m", "vintscore", "play"], env=env,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE)
    assert process.stdout is not None
    process.stdout.close()
    _, err = process.communicate(typed(*DEAL, "quit").encode(), timeout=30)
    assert process.returncode == 0, err.decode()
    assert "internal error" not in err.decode()
    assert [e["contract"] for e in events(path)] == ["3H"]
