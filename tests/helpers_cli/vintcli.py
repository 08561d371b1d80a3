"""Running `vint` in-process through Typer's CliRunner: the one runner of the CLI tests.

Every run uses a fixed width and no colour (ARCHITECTURE.md, "Tests") and is checked for the
things that must never happen whatever the command: a Python traceback on either
stream, an internal error dressed up as a refusal (in either language), an exit code
that is none of the program's, or an exception that got past the command.
"""
from __future__ import annotations

import json
import tomllib
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import typer.testing
from typer.main import get_command
from typer.testing import CliRunner

from vintscore.cli import app

PLAYERS = ("Anna", "Boris", "Vera", "Gleb")  # Anna & Vera (1st & 3rd) against Boris & Gleb
AV, BG = 0, 1  # the sides' places in `sheet --json` / `settle --json`
CODES = (0, 1, 2, 3, 65, 75)  # the program's exit codes (docs/contract.md, "Exit codes")
# What the program says only of its own bugs (cli.internal_error*, storage.bug.*), in each language
BUGS = ("internal error", "внутренняя ошибка", "this is a bug", "это ошибка")

# The click command Typer makes of an app, made once per app. Typer's CliRunner makes it
# afresh on every invoke (~7 ms here, six times what running `vint where` on it takes),
# before it sets up its isolation (Click's, ported to the Click that Typer vendors) and
# runs it; nothing else of its invoke depends on the app, so Runner keeps all of it but
# that step. The command keeps nothing of a run that the next one reads: the group says
# its help in the run's language in parse_args (cli/helptext.py) and resolves its
# subcommands by name on each run, and a run's language and state are context variables
# reset when it ends (cli/common.py); tests/cli/test_runner.py compares it with one made
# afresh.
_BUILT: dict[int, tuple[typer.Typer, Any]] = {}


def built(the_app: typer.Typer):
    """The click command of `the_app`, as Typer's invoke would make it, made once."""
    if id(the_app) not in _BUILT:  # the app is kept too, so that its id is never reused
        _BUILT[id(the_app)] = (the_app, get_command(the_app))
    return _BUILT[id(the_app)][1]


class Runner(CliRunner):
    """Typer's CliRunner, every step of its invoke kept, on the command made once."""

    def invoke(self, app, *args, **kwargs):  # type: ignore[override]
        command = built(app)
        assert typer.testing._get_command is get_command, "Typer's runner changed: see _BUILT"
        typer.testing._get_command = lambda _: command
        try:
            return super().invoke(app, *args, **kwargs)
        finally:
            typer.testing._get_command = get_command


runner = Runner()


def env_for(width: int = 80, extra: dict | None = None) -> dict:
    env = {"COLUMNS": str(width), "NO_COLOR": "1"}
    env.update(extra or {})
    return env


def run(*args, input: str | None = None, width: int = 80, env: dict | None = None,
        the_app: typer.Typer | None = None, bug: bool = False):
    """`vint ARGS…` in-process; the result has .exit_code, .stdout and .stderr.

    `input` is what is typed at the prompts (typed() below), `env` what the run's
    environment adds, `the_app` an app of build()'s (the full one when None). `bug`: the
    test planted a bug and checks what the program says of it, so saying so is no failure.
    """
    result = runner.invoke(app if the_app is None else the_app, [str(a) for a in args],
                           input=input, env=env_for(width, env))
    shown = f"vint {' '.join(map(str, args))}\n--- stdout:\n{result.stdout}\n--- stderr:\n{result.stderr}"
    result.shown = shown
    assert "Traceback" not in result.stdout and "Traceback" not in result.stderr, shown
    if not bug:
        assert not [w for w in BUGS if w in result.stderr], shown
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(f"{shown}\n--- exception: {result.exception!r}")
    assert result.exit_code in CODES, shown
    return result


def typed(*answers: str) -> str:
    """The answers as typed at the prompts, one a line (Enter after each): run's `input`."""
    return "".join(f"{a}\n" for a in answers)


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
