"""Issue 23, "The sheet's shape": the terminal sheet's columns, its words on a phone."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.helpers_cli.vintcli import ok

DATA = Path(__file__).resolve().parents[1] / "data"
DEMO = str(DATA / "demo.toml")


def flat(text: str) -> str:
    return re.sub(r"[│\s]+", " ", text)


@pytest.mark.parametrize("lang, small, bid", [
    ("en", "1000 small slam", "5000 bid small slam"),
    ("ru", "1000 малый шлем", "5000 назн. малый шлем")])
def test_a_phones_sheet_keeps_small_and_grand_in_its_slams(lang, small, bid):
    # V7 pays a small and a grand slam differently: at 60 columns the compact words said
    # only "slam" and "bid slam". The demo's deal 9 is a bid small slam (6♠ made).
    out = ok("sheet", "-s", DEMO, "--lang", lang, width=60).stdout
    row = flat(out[re.search(r"^ *9│", out, re.M).start():])
    assert row.startswith(f" 9 {small} {bid} "), out
    assert not re.search(r"\d (?:slam|bid slam|шлем|назн\. шлем)\b", flat(out)), out


def test_a_grand_slam_is_grand_on_a_phone(sessions_dir):
    # 7NT by Anna, 13 tricks: V7's grand slam and bid grand slam
    ok("new", "friday", "--players", "Anna,Boris,Vera,Gleb")
    out = flat(ok("deal", "7NT", "Anna", "13", "-a", "4", width=60).stdout)
    assert " grand slam " in out and " bid grand slam " in out, out
