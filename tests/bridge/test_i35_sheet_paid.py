"""Issue 35, point 4: what the sheet says is what is paid.

An unfinished rubber's sheet says what the settlement would add if the evening stopped
now — Law 80's premiums (B14), in the settlement's own words — and what the rubber then
comes to; a chicago that is over does not end on a game to come; a pass-out is not said
to have "wrote nothing written"; `vint ledger --json`'s `paid` and `payments` are
documented side by side. The numbers are the rules document's (bridge.en.md, BR2).

Anna & Vera (We) against Boris & Gleb (They).
"""
from __future__ import annotations

import re
from pathlib import Path

from helpers_cli.vintcli import ok

PLAYERS = "Anna,Boris,Vera,Gleb"
WIDE = 200


def new(*extra: str) -> None:
    ok("new", "friday", "--game", "bridge", "--players", PLAYERS, "--stake", "1", *extra)


def br2() -> None:
    """BR2: We 4♠, 10 tricks; They 2♣, 8 tricks; then the evening stops."""
    new()
    ok("deal", "4S", "Anna", "10")
    ok("deal", "2C", "Boris", "8")


# BR2: We write 120 and 300 for the only game; They write 40 and 100 for the only
# part-score in the game in progress: 420 against 140, We by 280 (B14)
PREMIUMS = "Anna & Vera 300 for the only game, Boris & Gleb 100 for the part-score"
PREMIUMS_RU = "Anna и Vera 300 за единственный гейм, Boris и Gleb 100 за частичную запись"


def test_an_unfinished_rubbers_sheet_says_what_law_80_adds(sessions_dir):
    br2()
    shown = ok("sheet", width=WIDE).stdout
    assert ("If the evening stopped now, Law 80 (B14) would add: "
            f"{PREMIUMS}; then Anna & Vera by 280.") in shown, shown
    settled = ok("settle", width=WIDE).stdout
    assert f"Rubber 1 unfinished, Law 80 (B14): {PREMIUMS}." in settled, settled
    assert re.search(r"420 – 140", settled), settled  # what is paid: the same 280
    # and after each deal, the sheet `vint deal` prints says it too
    last = ok("deal", "1NT", "Vera", "6", width=WIDE).stdout  # 1 down: nothing below
    assert f"would add: {PREMIUMS}" in last, last


def test_in_russian_in_the_settlements_words(sessions_dir):
    br2()
    shown = ok("--lang", "ru", "sheet", width=WIDE).stdout
    assert ("Если закончить вечер сейчас, закон 80 (B14) добавит: "
            f"{PREMIUMS_RU}; итог: Anna и Vera в плюсе на 280.") in shown, shown
    settled = ok("--lang", "ru", "settle", width=WIDE).stdout
    assert f"Роббер 1 не окончен, закон 80 (B14): {PREMIUMS_RU}." in settled, settled


def test_nothing_to_add_is_not_said(sessions_dir):
    """One game each and both with a part-score (B14: no premium), a finished rubber
    (B13), a chicago (B20, B28): the sheet says no Law 80 line."""
    new()
    ok("deal", "4S", "Anna", "10")
    ok("deal", "4H", "Boris", "10")
    assert "Law 80" not in ok("sheet", width=WIDE).stdout
    ok("deal", "3NT", "Vera", "9")  # We win the rubber 2–1
    assert "Law 80" not in ok("sheet", width=WIDE).stdout
    ok("new", "chicago", "--game", "bridge", "--players", PLAYERS, "--rules", "chicago")
    ok("deal", "4S", "Anna", "10", "-s", "chicago")
    assert "Law 80" not in ok("sheet", "-s", "chicago", width=WIDE).stdout


def test_a_chicago_over_does_not_end_on_a_game_to_come(sessions_dir):
    """B20: after its four deals a chicago is over; its sheet has no 'game 3: nothing
    below the line yet'. While it is in play, the game to come is still said."""
    new("--rules", "chicago")
    ok("deal", "2H", "Anna", "9")
    ok("deal", "4S", "Boris", "10")  # Boris & Gleb's game: game 2 to come
    assert "game 2: nothing below the" in ok("sheet", width=WIDE).stdout
    ok("deal", "1NT", "Vera", "7")
    shown = ok("deal", "3NT", "Gleb", "9", width=WIDE).stdout  # the fourth: a game
    assert "Chicago 1 · over" in shown, shown
    assert "nothing below the line" not in shown, shown
    assert "nothing below the line" not in ok("sheet", width=WIDE).stdout
    assert "под чертой пока пусто" not in ok("--lang", "ru", "sheet", width=WIDE).stdout


def test_a_pass_out_is_said_to_write_nothing_not_wrote_nothing_written(sessions_dir):
    new()
    shown = ok("pass").stdout
    assert "wrote nothing written" not in shown, shown
    assert shown.splitlines()[:2] == ["Event 1: passed out", "  nothing written"], shown
    log = ok("log").stdout
    assert "wrote nothing written" not in log and "passed out" in log, log
    assert "nothing written" in log, log
    ru = ok("--lang", "ru", "log").stdout
    assert "записано: ничего не записано" not in ru and "ничего не записано" in ru, ru
    ok("undo")
    ru = ok("--lang", "ru", "pass").stdout
    assert "записано: ничего не записано" not in ru, ru
    assert ru.splitlines()[1] == "  ничего не записано", ru


def test_the_ledgers_paid_and_payments_are_told_apart():
    """`vint ledger --json`: `paid` (the payments made) and `payments` (those still to
    make) documented side by side in docs/contract.md (keys are added, never renamed)."""
    contract = (Path(__file__).parents[2] / "docs" / "contract.md").read_text("utf-8")
    section = contract.split("### vintscore-ledger-report", 1)[1].split("\n### ", 1)[0]
    said = " ".join(section.split())
    told = re.search(r"`paid` and `payments`, told apart — `paid`: (.*?); `payments`: (.*?),"
                     r" with `payments_rounded`", said)
    assert told is not None, said
    assert "already made" in told.group(1) and "still to make" in told.group(2)
