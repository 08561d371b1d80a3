"""ARCHITECTURE.md, "Layers": the core imports only the standard library; the CLI loads heavy libraries late."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from vintscore.registry import names

PACKAGE = Path(__file__).resolve().parents[2] / "vintscore"
OUTER = ("typer", "rich", "tomli_w", "filelock", "click", "jinja2", "markupsafe", "starlette",
         "uvicorn", "segno", "platformdirs")
# What may load the outer libraries: the command line, the services, the storage, the web
# (and `python -m vintscore`, the command line). Every other module is the core's or a
# game's, and loads none of them when imported; a drawing module for the terminal (a game's
# `render`, rubber/render and render_settlement: a name that begins with `render`) loads
# rich, and nothing else outer.
OUTER_LAYERS = ("cli", "services", "storage", "web", "__main__")
DRAWING = "render"


def _walk(folder: Path, package: str) -> list[str]:
    """Every module of the package in `folder`, its subpackages' too, by its dotted name."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        parts = path.relative_to(folder).with_suffix("").parts
        found.append(".".join((package, *(parts[:-1] if parts[-1] == "__init__" else parts))))
    return found


def core_modules() -> dict[str, list[str]]:
    """The modules that load no outer library, by group, found by walking, never listed:
    the shared core (vintscore's modules but the outer layers', rubber's and the games'),
    rubber/, and each game's package — the registry's, wherever its folder is, and any
    folder of vintscore/games/ the registry does not name yet."""
    from vintscore.registry import folder_of, package_of
    games = PACKAGE / "games"
    shared = [m for m in _walk(PACKAGE, "vintscore")
              if (m.split(".") + [""])[1] not in (*OUTER_LAYERS, "rubber")
              and not (m.startswith("vintscore.games.") and (games / m.split(".")[2]).is_dir())]
    groups = {"shared core": shared, "rubber": _walk(PACKAGE / "rubber", "vintscore.rubber")}
    for game in names():
        folder, package = folder_of(game), package_of(game)
        assert folder is not None and package is not None, game
        groups[game] = _walk(folder, package)
    registered = {folder_of(g) for g in names()}
    for folder in sorted(p.parent for p in games.glob("*/__init__.py")):
        if folder not in registered:
            groups[folder.name] = _walk(folder, f"vintscore.games.{folder.name}")
    return groups


def first_outer(modules: list[str], path: str | None = None) -> tuple[str, list[str]] | None:
    """Import `modules` in order in a fresh interpreter: the first after which an outer
    library is loaded, and those loaded; None when none is."""
    code = ("import importlib, sys\n"
            f"outer = {OUTER!r}\n"
            "for m in sys.argv[1:]:\n"
            "    importlib.import_module(m)\n"
            "    found = sorted({n.split('.')[0] for n in sys.modules} & set(outer))\n"
            "    if found:\n"
            "        print(m, *found)\n"
            "        break\n")
    env = dict(os.environ)
    if path:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, (path, env.get("PYTHONPATH"))))
    out = subprocess.run([sys.executable, "-c", code, *modules], capture_output=True, text=True,
                         check=True, env=env, timeout=120).stdout.split()
    return (out[0], out[1:]) if out else None


CORE = core_modules()


def loaded_after(module: str) -> set[str]:
    code = (f"import sys, {module}\n"
            "print(' '.join(sorted({m.split('.')[0] for m in sys.modules})))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(out.stdout.split())


@pytest.mark.parametrize("group", CORE)
def test_core_loads_no_outer_library(group):
    """Each module of the group imported in turn, in one interpreter: none loads an outer
    library (the first that does is named). A drawing module is read on its own, below."""
    modules = [m for m in CORE[group] if not m.rpartition(".")[2].startswith(DRAWING)]
    assert modules, group
    assert first_outer(modules) is None, group


@pytest.mark.parametrize("module", [m for ms in CORE.values() for m in ms
                                    if m.rpartition(".")[2].startswith(DRAWING)])
def test_a_drawing_module_loads_rich_and_no_other_outer_library(module):
    assert loaded_after(module) & set(OUTER) <= {"rich"}, module


def test_the_core_is_found_whole():
    """The walk finds what the registry and the tree hold: every game's modules, rubber/'s,
    the shared core's; none of the outer layers'."""
    every = {m for ms in CORE.values() for m in ms}
    assert {"vintscore.errors", "vintscore.glossary", "vintscore.rules", "vintscore.questions",
            "vintscore.revision_words", "vintscore.formats", "vintscore.ledger.export",
            "vintscore.games", "vintscore.games.base", "vintscore.rubber.replay", "vintscore.rubber.sheet",
            "vintscore.games.vint.model", "vintscore.games.preferans.pulya",
            "vintscore.games.bridge.scoring", "vintscore.games.vint.render"} <= every
    assert not {m for m in every if (m.split(".") + [""])[1] in OUTER_LAYERS}, every
    assert len(every) == sum(map(len, CORE.values()))  # each module in one group
    for game in names():
        assert len(CORE[game]) > 3, game


def test_a_module_that_loads_rich_at_its_top_is_found(tmp_path):
    """The check is honest: a game's module importing rich at its top fails it, named."""
    game = tmp_path / "spoiled"
    game.mkdir()
    (game / "__init__.py").write_text("", encoding="utf-8")
    (game / "model.py").write_text("import rich.text\n", encoding="utf-8")
    (game / "scoring.py").write_text("X = 1\n", encoding="utf-8")
    modules = _walk(game, "spoiled")
    assert modules == ["spoiled", "spoiled.model", "spoiled.scoring"]
    assert first_outer(modules, str(tmp_path)) == ("spoiled.model", ["rich"])
    assert first_outer(["spoiled", "spoiled.scoring"], str(tmp_path)) is None


def test_storage_loads_no_writer_or_lock_until_it_writes():
    assert loaded_after("vintscore.storage").isdisjoint({"tomli_w", "filelock", "typer", "rich"})


def test_cli_import_loads_no_rich_tomli_w_or_filelock():
    # Typer is needed to parse the command line; the rest waits for the command that needs it.
    assert loaded_after("vintscore.cli").isdisjoint({"rich", "tomli_w", "filelock", "jinja2",
                                                     "markupsafe"})


def test_cli_import_loads_no_exporter():
    code = ("import sys, vintscore.cli\n"
            "print(' '.join(m for m in sys.modules if m.startswith('vintscore')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = set(out.stdout.split())
    assert "vintscore.cli" in loaded
    assert loaded.isdisjoint({"vintscore.games.vint.export",
                              "vintscore.games.preferans.export"}), loaded


def test_cli_import_waits_for_main_to_load_typer():
    # main() turns the cyclic collector off first: importing typer with it on costs ~1.5 ms
    assert "typer" not in loaded_after("vintscore.cli")


def test_a_command_ends_with_the_collector_off_and_its_objects_frozen(tmp_path):
    """The interpreter's exit makes a last full collection of what is not frozen (~4 ms)."""
    import os
    env = {**os.environ, "VINTSCORE_DIR": str(tmp_path), "COLUMNS": "80"}
    code = ("import gc, sys\nfrom vintscore.cli import main\n"
            "sys.argv = ['vint', 'sessions']\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print(gc.isenabled(), gc.get_freeze_count(), len(gc.get_objects()), file=sys.stderr)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         check=True)
    enabled, frozen, left = out.stderr.split()
    assert enabled == "False"
    assert int(frozen) > 10_000 and int(left) < 100, out.stderr


def test_a_session_loads_nothing_of_the_other_games(tmp_path):
    """A game's classes, replay and drawing are loaded for its sessions only (fast to start)."""
    import os
    env = {**os.environ, "VINTSCORE_DIR": str(tmp_path), "COLUMNS": "80"}
    code = ("import sys\nfrom vintscore.cli import main\n"
            "sys.argv = ['vint'] + sys.argv[1:]\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print(' '.join(sorted(m for m in sys.modules if m.startswith('vintscore'))),"
            " file=sys.stderr)")

    def modules(*args: str) -> set[str]:
        out = subprocess.run([sys.executable, "-c", code, *args], capture_output=True,
                             text=True, env=env, check=True)
        return set(out.stderr.split())

    modules("new", "friday", "--players", "Anna,Boris,Vera,Gleb")
    loaded = modules("deal", "2H", "Anna", "8", "-h", "3", "-a", "2") | modules("sheet")
    assert {"vintscore.games.vint.sheet", "vintscore.games.vint.render"} <= loaded  # they ran
    preferans = {m for m in loaded if m.startswith("vintscore.games.preferans")}
    preferans |= {"vintscore.cli.pref"} & loaded
    assert not preferans, preferans
    # nor an exporter: only `vint export` draws one
    assert loaded.isdisjoint({"vintscore.games.vint.export",
                              "vintscore.games.preferans.export"}), loaded
    # nor the messages of another language: say() loads the language it speaks (issue 12)
    assert "vintscore.glossary.messages_en" in loaded
    assert {m for m in loaded if m.startswith("vintscore.glossary.messages_")} == {
        "vintscore.glossary.messages_en"}, loaded
    in_russian = modules("sheet", "--lang", "ru")
    assert "vintscore.glossary.messages_ru" in in_russian
    modules("new", "thursday", "--game", "preferans", "--players", "Anna,Boris,Vera")
    assert {"vintscore.games.preferans.model", "vintscore.games.preferans.pulya"} <= modules("sheet")
    # issue 22: a Vint command loads nothing of bridge, and a bridge command nothing of the
    # other games (what they share is vintscore/rubber/'s)
    assert not {m for m in loaded if m.startswith("vintscore.games.bridge")}, loaded
    modules("new", "sunday", "--game", "bridge", "--players", "Anna,Boris,Vera,Gleb")
    bridge = (modules("deal", "4SX", "Anna", "9") | modules("sheet") | modules("settle")
              | modules("log"))
    assert {"vintscore.games.bridge.sheet", "vintscore.games.bridge.render"} <= bridge
    others = {m for m in bridge if m.startswith(("vintscore.games.vint",
                                                 "vintscore.games.preferans"))}
    assert not others, others


def _imports(path: Path) -> set[str]:
    """The modules a source file imports, relative imports made absolute."""
    import ast
    module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[:len(base) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            found.add(name)
            found.update(f"{name}.{alias.name}" for alias in node.names)
    return found


@pytest.mark.parametrize("game", names())  # the registry's games: a new one is checked too
def test_a_game_never_imports_another(game):
    """ARCHITECTURE.md, "Layers": games never import each other (a Vint command loads no Preferans module)."""
    from vintscore.registry import folder_of, package_of
    others = [package_of(g) for g in names() if g != game]
    sources = sorted(folder_of(game).glob("*.py"))
    assert sources
    wrong = {f"{p.name}: {m}" for p in sources for m in _imports(p)
             if any(m == o or m.startswith(o + ".") for o in others)}
    assert not wrong, wrong


def test_only_the_registry_names_the_games():
    """No code compares a game's name outside vintscore/games/__init__.py (issue 12): the
    session's game is asked, not recognised by its name."""
    import ast

    from vintscore.games import names
    games = set(names())
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path == PACKAGE / "games" / "__init__.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare):
                parts = [node.left, *node.comparators]
                if any(isinstance(p, ast.Constant) and p.value in games for p in parts):
                    found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert not found, found
