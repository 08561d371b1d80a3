"""Issue 16, point 8: the web stack loads only when `vint serve` runs. No other command
(nor any help, `vint serve --help` included) imports vintscore.web, starlette, uvicorn,
segno or jinja2 (the HTML export alone uses jinja2, for its templates)."""
from __future__ import annotations

import re
import subprocess
import sys

import pytest
from helpers_cli.vintcli import new, ok
from helpers_web.serving import env

WEB = ("vintscore.web", "starlette", "uvicorn", "segno", "jinja2", "anyio", "httpx")


def imported(folder, *args: str) -> set[str]:
    """Every module `vint ARGS` imported (python -X importtime says each on stderr)."""
    r = subprocess.run([sys.executable, "-X", "importtime", "-m", "vintscore", *args],
                       env=env(folder), capture_output=True, text=True, timeout=60)
    assert r.returncode in (0, 1), r.stderr[-2000:]  # a refusal (nothing to redo) starts alike
    return {m.group(1) for m in re.finditer(r"^import time:\s+\d+ \|\s+\d+ \|\s+(\S+)",
                                            r.stderr.replace("|  ", "| "), re.M)}


def web_in(modules: set[str]) -> set[str]:
    return {m for m in modules if any(m == w or m.startswith(w + ".") for w in WEB)}


COMMANDS = [
    ("sheet",), ("sheet", "--json"), ("settle",), ("log",), ("check",), ("sessions",),
    ("where",), ("deal", "3H", "Anna", "9", "-h", "3", "-a", "2"), ("pass",), ("undo",),
    ("redo",), ("history",), ("export", "--format", "md"), ("rules",), ("--help",),
    ("serve", "--help"), ("deal", "--help"),
]


@pytest.mark.parametrize("args", COMMANDS, ids=[" ".join(a) for a in COMMANDS])
def test_no_other_command_loads_the_web(sessions_dir, args):
    new("friday")
    ok("pass")
    assert not web_in(imported(sessions_dir, *args)), args


def test_the_html_export_loads_its_templates_but_no_server(sessions_dir):
    new("friday")
    ok("deal", "3H", "Anna", "9", "-h", "3", "-a", "2")
    loaded = web_in(imported(sessions_dir, "export", "--format", "html"))
    assert loaded <= {"jinja2"} | {m for m in loaded if m.startswith("jinja2.")}, loaded


def test_the_importtime_reader_sees_imports(sessions_dir):
    """The check above would pass vacuously if it read nothing: it reads typer's import."""
    new("friday")
    assert "typer" in imported(sessions_dir, "sheet")


def test_the_command_module_imports_the_web_only_inside_the_command():
    code = ("import sys, vintscore.cli.serve\n"
            "print(' '.join(sorted(m for m in sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=60)
    assert not web_in(set(out.stdout.split()))
