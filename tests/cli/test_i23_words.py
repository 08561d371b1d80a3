"""Issue 23, "Words that mislead": what the sheet, the log and the messages say, in both
languages, says what happened and nothing else."""
from __future__ import annotations

import re

from tests.helpers_cli.vintcli import new, ok


def flat(text: str) -> str:
    return re.sub(r"[│\s]+", " ", text)


def test_a_seat_given_mid_rubber_says_who_takes_it_not_that_anyone_left(sessions_dir):
    # V12: Anna, sitting out rubber 1, takes Gleb's seat; Gleb sits out the rest of the
    # rubber and plays the next one: he has not left the evening
    new("club", "Anna,Boris,Vera,Gleb,Dmitri")
    ok("deal", "2S", "Boris", "8", "-h", "1", "-a", "2")
    ok("seat", "--replace", "Gleb=Anna")
    sheet = flat(ok("sheet", width=120).stdout)
    assert sheet.count("─ Anna takes Gleb's seat ─") == 2, sheet  # above and below the line
    assert "left" not in sheet and "sat down" not in sheet, sheet
    ru = flat(ok("sheet", "--lang", "ru", width=120).stdout)
    assert ru.count("─ Gleb уступает место, садится Anna ─") == 2, ru
    assert "ушёл" not in ru, ru
