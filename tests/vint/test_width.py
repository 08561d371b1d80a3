"""The sheet fits the screen (issue 14): the sheet, the log and the settlement of both games
at 40, 60, 80 and 120 columns, as goldens (rewritten only by `pytest --update-goldens`, to be
reviewed in the diff) and as properties: no line wider than the screen in cells, every event
number shown, an amount and its reason on one line, no word broken."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers_cli.vintcli import ok, run
from rich.cells import cell_len

from vintscore import storage
from vintscore.games.vint.render import COMPACT
from vintscore.games.vint.report import entry_label, short_label
from vintscore.games.vint.sheet import replay

DATA = Path(__file__).resolve().parents[1] / "data"
GOLDEN = DATA / "golden" / "width"
EXAMPLES = Path(__file__).resolve().parents[2] / "vintscore" / "examples"
SESSIONS = {"demo": DATA / "demo.toml", "pulya": EXAMPLES / "pulya.toml"}
WIDTHS = [40, 60, 80, 120]
COMMANDS = ["sheet", "log", "settle"]


def shown(args: list[str], width: int, env: dict | None = None) -> str:
    return ok(*args, width=width, env=env).stdout


def tokens(text: str) -> set[str]:
    return set(text.replace("│", " ").split())


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("name", SESSIONS)
def test_width_golden(name, command, width, update_goldens):
    out = shown([command, "-s", str(SESSIONS[name])], width)
    golden = GOLDEN / f"{name}.{command}.{width}.txt"
    if update_goldens:
        GOLDEN.mkdir(parents=True, exist_ok=True)
        golden.write_text(out, encoding="utf-8")
    assert golden.exists(), f"no golden {golden.name}: run pytest --update-goldens and review it"
    assert out == golden.read_text(encoding="utf-8")
    assert [line for line in out.splitlines() if cell_len(line) > width] == [], out
    assert "…" not in out, out


@pytest.mark.parametrize("width", [40, 50, 60, 72, 80, 100, 120, 160, 200])
def test_the_vint_sheet_keeps_every_number_and_every_amount_beside_its_reason(width):
    session = storage.load(SESSIONS["demo"]).session
    sheet = replay(session)
    out = shown(["sheet", "--all", "-s", str(SESSIONS["demo"])], width)
    assert [line for line in out.splitlines() if cell_len(line) > width] == [], out
    words = tokens(out)
    for r in sheet.rubbers:
        events = {e.event for e in r.entries}
        for n in events:  # each event's number heads its row, at every width
            assert re.search(rf"^\s*{n}\s*│", out, re.M), f"event {n} at {width}:\n{out}"
        for e in r.entries:
            if e.below:
                continue
            label = entry_label(e, "en") if width >= COMPACT else short_label(e, "en")
            first, *_ = label.split() or [""]
            # the amount and the first word of its reason on one line, side by side
            assert re.search(rf"(^|[ │]){e.amount} {re.escape(first)}", out, re.M), \
                f"{e.amount} {label!r} at {width}:\n{out}"
            # no word of a reason broken across lines
            assert all(w in words for w in label.split()), f"{label!r} at {width}:\n{out}"


def test_a_wrapping_reason_wraps_under_itself_never_under_the_amount():
    # at 80 columns "1500 3 honours + 2 aces, odd trick" does not fit its column: "trick"
    # goes on the next line, under "3 honours", never where the amounts stand
    out = shown(["sheet", "-s", str(DATA / "evening-two-rubbers.toml")], 80)
    figures = 5  # the widest amount, 10000
    wrapped = 0
    for line in out.splitlines():
        if line.split("│")[0].strip() == "#":
            continue  # the names over the columns
        for cell in line.split("│")[1:]:
            text = cell.lstrip()
            if text[:1].isalpha():  # a reason's words, not an amount
                assert len(cell) - len(text) >= 1 + figures + 1, f"under the amount:\n{out}"
                wrapped += 1
    assert wrapped, out  # (the evening has such a reason at 80)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("name", SESSIONS)
def test_every_event_number_is_in_the_log(name, width):
    out = shown(["log", "-s", str(SESSIONS[name])], width)
    events = len(storage.load(SESSIONS[name]).session.events)
    figures = len(str(events))  # the numbers' column, right-justified
    event = r"^\s*(\d+) │" if width >= 100 else rf"^([ \d]{{{figures - 1}}}\d) \S"
    numbers = [int(n) for n in re.findall(event, out, re.M)]
    assert set(range(1, events + 1)) <= set(numbers), out


def test_the_log_at_60_takes_two_or_three_lines_an_event():
    out = shown(["log", "-s", str(SESSIONS["demo"])], 60)
    lines = out.splitlines()
    starts = [i for i, line in enumerate(lines) if re.match(r"^[ \d]\d \S", line)]
    heads = [i for i, line in enumerate(lines) if re.match(r"^   \S", line)
             and line.strip().startswith("Rubber")]
    ends = sorted([*starts, *heads, len(lines)])
    heights = [min(e for e in ends if e > a) - a for a in starts]
    assert sum(heights) / len(heights) <= 3, out
    assert max(heights) <= 4, out


def _evening(folder: Path, players: list[str], rubbers: int) -> dict:
    env = {"VINTSCORE_DIR": str(folder)}
    assert shown(["new", "big", "--players", ",".join(players), "--stake", "0.10"], 80, env)
    played = 0
    while played < rubbers:
        for p in players:  # whoever plays this rubber declares (the others are refused)
            result = run("deal", "3NT", p, "10", "-a", "2", env=env)
            if result.exit_code == 0:
                break
        sheet = shown(["settle", "--json"], 80, env)
        played = sheet.count('"finished": true')
    return env


@pytest.mark.parametrize("count", [7, 8])
def test_the_settlement_of_up_to_eight_players_is_a_line_a_rubber_at_80(tmp_path, count):
    players = ["Anna", "Boris", "Vera", "Gleb", "Dmitri", "Elena", "Fedor", "Zinaida"][:count]
    env = _evening(tmp_path, players, 3)
    out = shown(["settle"], 80, env)
    assert [line for line in out.splitlines() if cell_len(line) > 80] == [], out
    rows = [line for line in out.splitlines() if re.match(r"^\s+\d+\*? │", line)]
    assert len(rows) == 3 + ("*" in out.split("Who pays")[0]), out  # one line a rubber
    for line in rows:
        assert len(re.findall(r"[+-]?\d+", line)) >= count, out  # every player on it
    assert all(p in tokens(out) or f"{p[:3]}" in out for p in players), out
    out60 = shown(["settle"], 60, env)  # stacked, never cut
    assert [line for line in out60.splitlines() if cell_len(line) > 60] == [], out60
    assert all(p in tokens(out60) for p in players), out60


def test_shortened_names_stay_apart_and_say_whose():
    from vintscore.rubber.render_settlement import (
        short_names as _short_names,  # (moved: issue 21, point 3)
    )
    short = _short_names(["Alexandra", "Alexander", "Bo", "Konstantin", "Vasilisa", "Vasily"],
                         dict.fromkeys(["Alexandra", "Alexander", "Bo", "Konstantin", "Vasilisa",
                                        "Vasily"], 6))
    assert short["Vasilisa"] == "Vasili."  # longer than the room, to stay apart from Vasily
    assert short["Bo"] == "Bo" and short["Konstantin"] == "Konst."  # six cells, the dot too
    assert len(set(short.values())) == 6, short  # never two players under one heading
    assert all(v == k or (v.endswith(".") and k.startswith(v[:-1])) for k, v in short.items())
