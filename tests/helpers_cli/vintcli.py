"""Running `vint` in-process through Typer's CliRunner, the way the CLI tests do.

Every run uses a fixed width and no colour (ARCHITECTURE.md, "Tests") and is checked for the
things that must never happen whatever the command: a Python traceback on either
stream, or an internal error dressed up as a refusal.
"""
from __future__ import annotations

import json
import tomllib
from collections.abc import Iterable
from pathlib import Path

from typer.testing import CliRunner

from vintscore.cli import app

PLAYERS = ("Anna", "Boris", "Vera", "Gleb")  # Anna & Vera (1st & 3rd) against Boris & Gleb
AV, BG = 0, 1  # the sides' places in `sheet --json` / `settle --json`

runner = CliRunner()


def env_for(width: int = 80, extra: dict | None = None) -> dict:
    env = {"COLUMNS": str(width), "NO_COLOR": "1"}
    env.update(extra or {})
    return env


def run(*args, input: str | None = None, width: int = 80, env: dict | None = None):
    """`vint ARGS…` in-process; the result has .exit_code, .stdout and .stderr."""
    result = runner.invoke(app, [str(a) for a in args], input=input, env=env_for(width, env))
    shown = f"vint {' '.join(map(str, args))}\n--- stdout:\n{result.stdout}\n--- stderr:\n{result.stderr}"
    assert "Traceback" not in result.stdout and "Traceback" not in result.stderr, shown
    assert "internal error" not in result.stderr, shown
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(f"{shown}\n--- exception: {result.exception!r}")
    return result


def ok(*args, **kw):
    """Run and require exit 0; return the result."""
    result = run(*args, **kw)
    assert result.exit_code == 0, (
        f"vint {' '.join(map(str, args))} exited {result.exit_code}\n{result.stdout}\n{result.stderr}")
    return result


def refused(code: int, *args, words: Iterable[str] = (), **kw):
    """Run and require exit `code`, nothing on stdout, an error on stderr naming `words`."""
    result = run(*args, **kw)
    shown = (f"vint {' '.join(map(str, args))}: exit {result.exit_code}\n--- stdout:\n"
             f"{result.stdout}\n--- stderr:\n{result.stderr}")
    assert result.exit_code == code, shown
    assert result.stdout == "", shown
    if code == 2:  # Typer's own usage errors, or ours for an argument the game needs
        assert ("Usage:" in result.stderr or "Error" in result.stderr
                or result.stderr.startswith("error: ")), shown
    else:
        assert result.stderr.startswith("error: "), shown
    for w in words:
        assert w.casefold() in result.stderr.casefold(), f"{w!r} not in stderr\n{shown}"
    return result


def new(name: str = "friday", players: str = ",".join(PLAYERS), *extra) -> None:
    ok("new", name, "--players", players, *extra)


def sheet_json(*extra) -> dict:
    return json.loads(ok("sheet", "--json", *extra).stdout)


def settle_json(*extra) -> dict:
    return json.loads(ok("settle", "--json", *extra).stdout)


def log_json(*extra) -> dict:
    return json.loads(ok("log", "--json", *extra).stdout)


def toml(path: Path) -> dict:
    return tomllib.loads(Path(path).read_text(encoding="utf-8"))


def totals(rubber: int = 1, *extra) -> tuple[int, int]:
    """(Anna & Vera's total, Boris & Gleb's total) in rubber `rubber` of `sheet --json`."""
    r = sheet_json(*extra)["rubbers"][rubber - 1]
    return r["sides"][AV]["total"], r["sides"][BG]["total"]


def above(rubber_json: dict, side: int) -> list[tuple[int, int, str]]:
    """(event, amount, reason) of each entry above the line for a side."""
    return [(e["event"], e["amount"], e["reason"]) for e in rubber_json["sides"][side]["above"]]


def below(rubber_json: dict, side: int) -> list[list[tuple[int, int]]]:
    """Per game, (event, amount) of each entry below the line for a side."""
    return [[(e["event"], e["amount"]) for e in game] for game in rubber_json["sides"][side]["below"]]


def event_args(ev: dict) -> list[str]:
    """One scenario event (tests/data/evening-*.json) as the command a scorekeeper types."""
    if ev["kind"] == "pass":
        return ["pass"]
    if ev["kind"] == "adjust":
        a = ["adjust", ev["player"], "--reason", ev.get("reason", "adjustment")]
        a += ["--below"] if ev.get("below") else []
        return a + ["--", str(ev["amount"])]
    if ev["kind"] == "misdeal":
        return ["misdeal", ev["player"]]
    a = ["deal", ev["contract"], ev["declarer"], str(ev["tricks"])]
    if "honours" in ev:
        a += ["--honours", str(ev["honours"])]
    if "aces" in ev:
        a += ["--aces", str(ev["aces"])]
    for c in ev.get("coronets", []):
        a += ["--coronet", c]
    for p in ev.get("revokes", []):
        a += ["--revoke", p]
    if "first" in ev:
        a += ["--first", ev["first"]]
    return a
