"""DESIGN.md: the core imports only the standard library; the CLI loads heavy libraries late."""
from __future__ import annotations

import subprocess
import sys

import pytest

CORE = ["vintscore.errors", "vintscore.glossary", "vintscore.notation", "vintscore.names",
        "vintscore.cards", "vintscore.text", "vintscore.money", "vintscore.display",
        "vintscore.session", "vintscore.value",
        "vintscore.games.vint.model", "vintscore.games.vint.presets",
        "vintscore.games.vint.scoring", "vintscore.games.vint.sheet",
        "vintscore.games.vint.settlement", "vintscore.games.vint.report",
        "vintscore.games.preferans.model", "vintscore.games.preferans.scoring",
        "vintscore.games.preferans.pulya", "vintscore.games.preferans.report"]
OUTER = ("typer", "rich", "tomli_w", "filelock", "click")


def loaded_after(module: str) -> set[str]:
    code = (f"import sys, {module}\n"
            "print(' '.join(sorted({m.split('.')[0] for m in sys.modules})))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(out.stdout.split())


@pytest.mark.parametrize("module", CORE)
def test_core_loads_no_outer_library(module):
    assert loaded_after(module).isdisjoint(OUTER), module


def test_storage_loads_no_writer_or_lock_until_it_writes():
    assert loaded_after("vintscore.storage").isdisjoint({"tomli_w", "filelock", "typer", "rich"})


def test_cli_import_loads_no_rich_tomli_w_or_filelock():
    # Typer is needed to parse the command line; the rest waits for the command that needs it.
    assert loaded_after("vintscore.cli").isdisjoint({"rich", "tomli_w", "filelock"})


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


def test_a_vint_session_loads_nothing_of_preferans(tmp_path):
    """Preferans's classes, replay and drawing are loaded for a pulya only (fast to start)."""
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
