"""docs/contract.md, the command-line contract, checked against the program (issue 21, point 6:
the repository carries its contract, kept true).

Where the program can say it, the document must say it too: every command and each of its
options, every `format` a document or file of vintscore carries, every exit code, every
environment variable the code reads, and every key of the JSON the commands print on the
shipped examples (`-s demo`, `-s pulya`) and on a rotation of five. Every citation of the
document (`docs/contract.md, "Writing safely"`) names one of its headings.

Issue 33: a game carries its own part of the contract in its folder (`contract.md` of the
folder the registry finds for it, `registry.folder_of`), under the headings of
docs/contract.md it adds to. A game's option or key is looked for in docs/contract.md and
in the part of the game that has it; the games are the registry's, so a game added with
its part is checked with no line here.
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
from vintscore.registry import folder_of, names

ROOT = Path(__file__).resolve().parents[2]
CONTRACT = ROOT / "docs" / "contract.md"
COMMON = {"--lang", "--help", "--session", "-s"}  # "Common options" says them once


def headed(path: Path) -> dict[str, str]:
    """Each heading of a document (## and ###, without its marks) -> its text, the text of
    a ## heading holding its ### sections too."""
    found: dict[str, str] = {}
    open_: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
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


@cache
def sections() -> dict[str, str]:
    """docs/contract.md's headings -> their text."""
    return headed(CONTRACT)


@cache
def part(game: str) -> dict[str, str]:
    """A game's part of the contract, `contract.md` in its folder: its headings -> their
    text."""
    folder = folder_of(game)
    assert folder is not None and (folder / "contract.md").is_file(), (
        f"the game {game!r} has no part of the contract (contract.md in its folder)")
    return headed(folder / "contract.md")


def section(title: str, game: str | None = None) -> str:
    """A heading's text in docs/contract.md, and in `game`'s part under the same heading."""
    assert title in sections(), f"docs/contract.md has no heading {title!r}"
    return sections()[title] + (part(game).get(title, "") if game is not None else "")


def named(word: str, text: str) -> bool:
    """Whether `word` (an option, a key, a code) stands in `text` as a word of its own."""
    return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text) is not None


def click_commands() -> dict[str, click.Command]:
    group = typer.main.get_command(app)
    ctx = click.Context(group)
    return {name: group.get_command(ctx, name) for name in COMMANDS}


def every_game_command(name: str) -> list[tuple[str | None, click.Command]]:
    """`vint NAME` as each game that has it builds it, with the game (issue 21: a game
    declares its own commands), or the one command every game has (and no game)."""
    from vintscore.cli.declared import DECLARED, command_for
    from vintscore.games import game_of
    if name not in DECLARED:
        return [(None, click_commands()[name])]
    return [(game, command_for(name, game)) for game in names()
            if name in game_of(game).commands]


def options_of(*commands: click.Command) -> set[str]:
    return {o for c in commands for p in c.params
            for o in (*p.opts, *getattr(p, "secondary_opts", ()))}


def options_named(name: str, text: str) -> set[str]:
    """The options a section of `vint NAME` names (not another command's: `vint new --stake`)."""
    own = re.sub(rf"`vint (?!{name}\b)[^`]*`", "", text)
    return set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", own))


# -- the commands ------------------------------------------------------------------------------

@pytest.mark.parametrize("name", list(COMMANDS))
def test_every_command_has_its_section_with_every_option(name):
    """Each game's command: its arguments and options in docs/contract.md's section or its
    part's (issue 33: a game's own options are in its folder)."""
    title = f"`vint {name}`"
    commands = every_game_command(name)
    for game, command in commands:
        text = section(title, game)
        for param in command.params:
            if param.param_type_name == "argument":
                shown = {param.name.upper(), (param.metavar or "").strip("[]{}.")}
                assert any(named(s, text) for s in shown if s), (name, game, param.name)
                continue
            for opt in (*param.opts, *param.secondary_opts):
                if opt not in COMMON:
                    assert named(opt, text), f"vint {name} {opt} is not in its section ({game})"
    # and what a section names is there: no option renamed or gone (docs/contract.md's,
    # of some game; a game's part's, of that game's command)
    every = options_of(*(c for _, c in commands)) | COMMON
    for opt in options_named(name, section(title)):
        assert opt in every, f"the section of vint {name} names {opt}, which it has not"
    for game, command in commands:
        if game is not None:
            for opt in options_named(name, part(game).get(title, "")):
                assert opt in options_of(command) | COMMON, (
                    f"{game}'s part of vint {name} names {opt}, which its command has not")


@pytest.mark.parametrize("game", names())  # the registry's: a game added is checked too
def test_every_game_carries_its_part_under_the_headings_of_the_contract(game):
    """Issue 33: `contract.md` in the game's folder, each heading one of docs/contract.md's
    (where the game adds to it) or a format of the game's own."""
    own = part(game)
    assert own
    for title in own:
        assert title in sections() or title.startswith("vintscore-"), (game, title)


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
    places = [ROOT / "vintscore", *(f for g in names() if (f := folder_of(g)) is not None)]
    for path in {p for place in places for p in place.rglob("*.py")}:
        found |= set(re.findall(r"[\"'](vintscore-[a-z0-9-]+)[\"']",
                                path.read_text(encoding="utf-8")))
    return found


def test_every_format_the_code_writes_has_its_heading():
    """In docs/contract.md, or in the part of the game that writes it (a format of its own)."""
    formats = emitted_formats()
    assert {"vintscore-session", "vintscore-sheet", "vintscore-pulya", "vintscore-ledger"} <= formats
    titles = [*sections(), *(t for game in names() for t in part(game))]
    json_headings = [t for t in titles if t.startswith("vintscore-") or t == "vint where"]
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


def documented(fmt: str, game: str | None = None) -> str:
    """The text that documents a format: its section, the sections it points to, and
    what every document shares; in docs/contract.md, and in `game`'s part (issue 33)."""
    pages = [sections(), *([part(game)] if game is not None else [])]
    title = next(t for page in pages for t in page if named(fmt, t))
    text = "\n".join(page.get(title, "") for page in pages)
    pointed = {t for page in pages for t in page if t != title and (f'"{t}"' in text or any(
        named(f, text) for f in re.findall(r"vintscore-[a-z0-9-]+", t)))}
    intros = [page.get("JSON output", "").split("\n### ")[0] for page in pages]
    return "\n".join([text, *intros, *(page.get(t, "") for t in pointed for page in pages)])


def undocumented(data: dict, game: str | None, names_: set[str]) -> list[str]:
    """The keys of a document that its documentation does not name. `vint stats --json`:
    its own keys in docs/contract.md, each game's part of it (under `games`, by the game's
    name) in that game's part of the contract."""
    fmt = data.get("format", "vint where")
    if fmt != "vintscore-stats":
        text = documented(fmt, game)
        return [k for k in keys_of(data, names_, set()) if not named(f"`{k}`", text)]
    assert set(data["games"]) == set(names())  # every game, alike
    missing = [k for k in data if not named(f"`{k}`", documented(fmt))]
    for each, figures in data["games"].items():
        text = documented(fmt, each)
        missing += [k for k in keys_of(figures, names_, set()) if not named(f"`{k}`", text)]
    return missing


def printed(*args: str) -> dict:
    return json.loads(ok(*args).stdout)


def test_every_key_of_the_json_is_documented(sessions_dir):
    names = {"Anna", "Boris", "Vera", "Gleb", "Dmitri", "demo", "pulya", "club", "Аня"}
    ok("new", "club", "--players", "Anna,Boris,Vera,Gleb,Dmitri", "--stake", "0.5")
    ok("deal", "2D", "Boris", "9", "-h", "3", "-a", "2")
    ok("pass")
    game = {"club": "vint", "demo": "vint", "pulya": "preferans"}  # each session's game
    documents = [("vint", printed("deal", "5S", "Boris", "11", "-h", "3", "-a", "2", "--json"))]
    ok("misdeal")
    ok("adjust", "Boris", "--reason", "fix", "--", "-50")
    for command in ("sheet", "settle", "log", "history"):
        documents += [(game[s], printed(command, "--json", "-s", s)) for s in game]
    documents += [("vint", printed("rotation", "--json")),
                  ("vint", printed("rescore", "--rules", "1886", "--json")),
                  ("vint", printed("export", "-f", "json", "-s", "demo")),
                  ("preferans", printed("export", "-f", "json", "-s", "pulya")),
                  (None, printed("sessions", "--json")), (None, printed("where", "--json"))]
    ok("ledger", "--add-member", "Anna", "--alias", "Аня")
    ok("ledger", "--add-member", "Boris")
    ok("paid", "Boris", "Anna", "1.50", "--date", "2026-12-01", "--note", "cash")
    documents += [(None, printed("ledger", "--json")),
                  (None, printed("history", "--ledger", "--json")),
                  (None, printed("stats", "--json"))]
    formats = set()
    for of, data in documents:
        fmt = data.get("format", "vint where")
        formats.add(fmt)
        missing = undocumented(data, of, names)
        assert not missing, f"{fmt}: the keys {missing} are not documented"
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
        missing = undocumented(data, "bridge", names)
        assert not missing, f"{data['format']}: {missing} are not documented"


def test_every_reason_of_bridge_s_sheet_is_documented():
    from vintscore.games.bridge.model import Reason
    text = section("JSON output", "bridge")
    for reason in Reason:
        assert named(f"`{reason.value}`", text), reason.value


def test_every_reason_of_the_sheet_is_documented():
    from vintscore.games.vint.model import Reason
    text = section("JSON output", "vint")
    for reason in Reason:
        assert named(f"`{reason.value}`", text), reason.value
