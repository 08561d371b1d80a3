"""docs/contract.md, the command-line contract, checked against the program (issue 21, point 6:
the repository carries its contract, kept true).

Where the program can say it, the document must say it too: every command and each of its
options, every `format` a document or file of vintscore carries, every exit code, every
environment variable the code reads, and every key of the JSON the commands print on the
shipped examples (`-s demo`, `-s pulya`) and on a rotation of five. Every citation of the
document (`docs/contract.md, "Writing safely"`) names one of its headings.
"""
from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import click
import pytest
import typer.main
from helpers_cli.vintcli import ok

from vintscore import errors
from vintscore.cli import COMMANDS, app

ROOT = Path(__file__).resolve().parents[2]
CONTRACT = ROOT / "docs" / "contract.md"
COMMON = {"--lang", "--help", "--session", "-s"}  # "Common options" says them once


@cache
def sections() -> dict[str, str]:
    """Each heading of the document (## and ###, without its marks) -> its text, the
    text of a ## heading holding its ### sections too."""
    found: dict[str, str] = {}
    open_: list[str] = []
    for line in CONTRACT.read_text(encoding="utf-8").splitlines():
        heading = re.match(r"(#{2,3}) (.+)", line)
        if heading:
            level, title = len(heading[1]), heading[2].strip()
            open_ = [t for t in open_ if (len(t) - len(t.lstrip("#"))) < level]
            open_.append("#" * level + title)
            found[title] = ""
            continue
        for title in open_:
            found[title.lstrip("#")] += line + "\n"
    return found


def section(title: str) -> str:
    assert title in sections(), f"docs/contract.md has no heading {title!r}"
    return sections()[title]


def named(word: str, text: str) -> bool:
    """Whether `word` (an option, a key, a code) stands in `text` as a word of its own."""
    return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text) is not None


def click_commands() -> dict[str, click.Command]:
    group = typer.main.get_command(app)
    ctx = click.Context(group)
    return {name: group.get_command(ctx, name) for name in COMMANDS}


def every_game_command(name: str) -> list[click.Command]:
    """`vint NAME` as each game that has it builds it (issue 21: a game declares its own
    commands; the section says every game's options), or the one command every game has."""
    from vintscore.cli.declared import DECLARED, command_for
    from vintscore.games import game_of, names
    if name not in DECLARED:
        return [click_commands()[name]]
    return [command_for(name, game) for game in names() if name in game_of(game).commands]


# -- the commands ------------------------------------------------------------------------------

@pytest.mark.parametrize("name", list(COMMANDS))
def test_every_command_has_its_section_with_every_option(name):
    text = section(f"`vint {name}`")
    commands = every_game_command(name)
    for command in commands:
        for param in command.params:
            if param.param_type_name == "argument":
                shown = {param.name.upper(), (param.metavar or "").strip("[]{}.")}
                assert any(named(s, text) for s in shown if s), (name, param.name)
                continue
            for opt in (*param.opts, *param.secondary_opts):
                if opt not in COMMON:
                    assert named(opt, text), f"vint {name} {opt} is not in its section"
    # and what the section names is there: no option renamed or gone
    has = {o for c in commands for p in c.params
           for o in (*p.opts, *getattr(p, "secondary_opts", ()))}
    own = re.sub(rf"`vint (?!{name}\b)[^`]*`", "", text)  # another command's options
    for opt in re.findall(r"(?<![\w-])--[a-z][a-z-]*", own):
        assert opt in has | COMMON, f"the section of vint {name} names {opt}, which it has not"


def test_the_commands_without_a_session_are_those_the_common_options_name():
    bullet = next(line for line in section("Common options").split("\n- ")
                  if line.startswith("`--session/-s"))
    listed = {w for w in re.findall(r"`([a-z]+)`", bullet) if w in COMMANDS}
    without = {name for name, c in click_commands().items()
               if not any("--session" in p.opts for p in c.params)}
    assert listed == without


def test_the_commands_are_listed_in_the_order_of_vint_help():
    text = CONTRACT.read_text(encoding="utf-8")
    places = [text.index(f"### `vint {name}`") for name in COMMANDS]
    assert places == sorted(places)


# -- formats, exit codes, environment ---------------------------------------------------------

def emitted_formats() -> set[str]:
    found: set[str] = set()
    for path in (ROOT / "vintscore").rglob("*.py"):
        found |= set(re.findall(r"[\"'](vintscore-[a-z-]+)[\"']", path.read_text(encoding="utf-8")))
    return found


def test_every_format_the_code_writes_has_its_heading():
    formats = emitted_formats()
    assert {"vintscore-session", "vintscore-sheet", "vintscore-pulya", "vintscore-ledger"} <= formats
    json_headings = [t for t in sections() if t.startswith("vintscore-") or t == "vint where"]
    for name in formats:
        assert any(named(name, heading) for heading in json_headings), name


def exit_codes() -> set[int]:
    codes = {0, click.exceptions.UsageError.exit_code}

    def walk(cls: type) -> None:
        codes.add(cls.exit_code)
        for sub in cls.__subclasses__():
            walk(sub)
    walk(errors.VintError)
    return codes


def test_every_exit_code_is_listed_and_no_other():
    text = section("Exit codes")
    listed = {int(n) for n in re.findall(r"^- `(\d+)`:", text, re.M)}
    assert exit_codes() == {0, 1, 2, 3, 65, 75}  # the contract (docs/contract.md, "Exit codes")
    assert listed == exit_codes()


def test_every_environment_variable_the_code_reads_is_listed():
    text = section("Environment variables")
    read: set[str] = set()
    for path in (ROOT / "vintscore").rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        read |= set(re.findall(r"environ(?:\.get\(|\[)\s*[\"']([A-Z_][A-Z0-9_]*)[\"']", source))
        read |= set(re.findall(r"k\.startswith\([\"'](_[A-Z_]+)[\"']\)", source))
        read |= set(re.findall(r"^ENV = [\"']([A-Z_]+)[\"']", source, re.M))
    from vintscore.cli.common import locale_lang
    assert locale_lang({"LC_MESSAGES": "ru_RU.UTF-8"}) == "ru"
    read |= {"LC_ALL", "LC_MESSAGES", "LANG"}  # locale_lang's loop
    assert {"VINTSCORE_DIR", "VINTSCORE_CACHE", "VINTSCORE_DEBUG"} <= read
    for name in read:
        assert named(f"`{name}`", text) or named(name, text), name


def test_every_citation_of_the_document_names_one_of_its_headings():
    """`docs/contract.md, "Writing safely"` (a command's heading cited without its marks:
    "vint check"), and `ARCHITECTURE.md, "Layers"` the same way."""
    documents = {"docs/contract.md": {t.replace("`", "") for t in sections()},
                 "ARCHITECTURE.md": set(re.findall(r"^#{2,3} (.+)$", (ROOT / "ARCHITECTURE.md")
                                                   .read_text(encoding="utf-8"), re.M))}
    cited = re.compile(r"(docs/contract\.md|ARCHITECTURE\.md),\s+\"([^\"]+)\"")
    files = [*(ROOT / "vintscore").rglob("*.py"), *(ROOT / "tests").rglob("*.py"),
             *(ROOT / "bench").rglob("*"), ROOT / "README.md", ROOT / "ARCHITECTURE.md",
             *(ROOT / "docs").glob("*.md")]
    seen: set[str] = set()
    for path in files:
        if not path.is_file() or path.suffix not in (".py", ".md"):
            continue
        text = " ".join(path.read_text(encoding="utf-8").split())
        for document, title in cited.findall(text):
            seen.add(document)
            assert title in documents[document], (path.name, document, title)
    assert seen  # the code does cite them


# -- the JSON, as the commands print it -------------------------------------------------------

def keys_of(data: object, names: set[str], into: set[str]) -> set[str]:
    """Every key of a JSON document, but the names of players and sessions (a dict keyed by
    them is read through)."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key not in names:
                into.add(key)
            keys_of(value, names, into)
    elif isinstance(data, list):
        for value in data:
            keys_of(value, names, into)
    return into


def documented(fmt: str) -> str:
    """The text that documents a format: its section, the sections it points to, and
    what every document shares."""
    title = next(t for t in sections() if named(fmt, t))
    text = section(title)
    pointed = [t for t in sections() if t != title and (f'"{t}"' in text or any(
        named(f, text) for f in re.findall(r"vintscore-[a-z-]+", t)))]
    intro = section("JSON output").split("\n### ")[0]
    return "\n".join([text, intro, *(section(t) for t in pointed)])


def printed(*args: str) -> dict:
    return json.loads(ok(*args).stdout)


def test_every_key_of_the_json_is_documented(sessions_dir):
    names = {"Anna", "Boris", "Vera", "Gleb", "Dmitri", "demo", "pulya", "club", "Аня"}
    ok("new", "club", "--players", "Anna,Boris,Vera,Gleb,Dmitri", "--stake", "0.5")
    ok("deal", "2D", "Boris", "9", "-h", "3", "-a", "2")
    ok("pass")
    documents = [printed("deal", "5S", "Boris", "11", "-h", "3", "-a", "2", "--json")]
    ok("misdeal")
    ok("adjust", "Boris", "--reason", "fix", "--", "-50")
    for command in ("sheet", "settle", "log", "history"):
        documents += [printed(command, "--json", "-s", s) for s in ("club", "demo", "pulya")]
    documents += [printed("rotation", "--json"), printed("rescore", "--rules", "1886", "--json"),
                  printed("export", "-f", "json", "-s", "demo"),
                  printed("export", "-f", "json", "-s", "pulya"),
                  printed("sessions", "--json"), printed("where", "--json")]
    ok("ledger", "--add-member", "Anna", "--alias", "Аня")
    ok("ledger", "--add-member", "Boris")
    ok("paid", "Boris", "Anna", "1.50", "--date", "2026-12-01", "--note", "cash")
    documents += [printed("ledger", "--json"), printed("history", "--ledger", "--json"),
                  printed("stats", "--json")]
    formats = set()
    for data in documents:
        fmt = data.get("format", "vint where")
        formats.add(fmt)
        text = documented(fmt)
        for key in keys_of(data, names, set()):
            assert named(f"`{key}`", text), f"{fmt}: the key {key!r} is not documented"
    assert formats == {"vintscore-sheet", "vintscore-settlement", "vintscore-log",
                       "vintscore-history", "vintscore-pulya", "vintscore-rotation",
                       "vintscore-rescore", "vintscore-export", "vintscore-sessions",
                       "vint where", "vintscore-ledger-report", "vintscore-ledger-history",
                       "vintscore-stats"}


def test_every_key_of_a_bridge_json_is_documented(sessions_dir):
    """Issue 22, §6: a bridge session's documents — a rubber left unfinished (Law 80, B14)
    and a chicago with a pass-out (B22) — say only documented keys."""
    names = {"Anna", "Boris", "Vera", "Gleb"}
    documents = []
    for name, preset, deals in (("rubber", "rubber", (("4S", "Anna", "10"),
                                                      ("2C", "Boris", "8"))),
                                ("chicago", "chicago", (("2H", "Vera", "9"), None,
                                                        ("4S", "Boris", "10")))):
        ok("new", name, "--game", "bridge", "--rules", preset, "--players",
           "Anna,Boris,Vera,Gleb")
        for deal in deals:
            ok(*(("deal", *deal) if deal else ("pass",)))
        ok("adjust", "Vera", "50", "--reason", "from paper")
        documents += [printed(command, "--json") for command in ("sheet", "settle", "log")]
        documents += [printed("deal", "1C", "Anna", "7", "--json"),
                      printed("rescore", "--rules", preset, "--rule",
                              "unfinished_partscore=50", "--json"),
                      printed("export", "-f", "json"), printed("stats", "--json")]
    for data in documents:
        text = documented(data["format"])
        for key in keys_of(data, names, set()):
            assert named(f"`{key}`", text), f"{data['format']}: {key!r} is not documented"


def test_every_reason_of_bridge_s_sheet_is_documented():
    from vintscore.games.bridge.model import Reason
    text = section("JSON output")
    for reason in Reason:
        assert named(f"`{reason.value}`", text), reason.value


def test_every_reason_of_the_sheet_is_documented():
    from vintscore.games.vint.model import Reason
    text = section("JSON output")
    for reason in Reason:
        assert named(f"`{reason.value}`", text), reason.value
