"""Issue 32, point 3 (`vint serve` that exits 1 leaves no byte behind) and point 5's
`.serve/` temp files (left by a killed server, removed by the next start). Real processes."""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
from helpers_cli.vintcli import new
from helpers_web.serving import Serving, env

DYING = str(Path(__file__).resolve().parents[1] / "helpers_web" / "serve_dying.py")


def files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file()}


def serve(folder: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "vintscore", "serve", *args], env=env(folder),
                          capture_output=True, text=True, timeout=30)


@pytest.mark.parametrize("port", ["-1", "65536", "in-use"])
def test_i32_p3_a_port_refused_writes_no_tokens(sessions_dir, port):
    new("friday")
    before = files(sessions_dir)
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen(1)
    try:
        given = str(taken.getsockname()[1]) if port == "in-use" else port
        r = serve(sessions_dir, "--port", given, "--new-tokens")
    finally:
        taken.close()
    assert r.returncode == 1 and r.stdout == "", r.stderr
    assert r.stderr.startswith("error: Cannot listen on port"), r.stderr
    assert not (sessions_dir / ".serve").exists()
    assert files(sessions_dir) == before


def test_i32_p3_a_port_refused_keeps_the_tokens_as_they_were(sessions_dir):
    new("friday")
    s = Serving(sessions_dir, "--port", "0")
    s.started()
    s.stop()
    before = files(sessions_dir)
    r = serve(sessions_dir, "--port", "-1", "--new-tokens")
    assert r.returncode == 1
    assert files(sessions_dir) == before


def test_i32_p5_temp_files_a_killed_server_left_in_serve_are_removed_at_start(sessions_dir):
    new("friday")
    # a server killed in the middle of writing its keys: the temp file stays
    dying = Serving(sessions_dir, "--port", "0", command=[sys.executable, DYING,
                                                           "kill:before:submitted.json"])
    dying.started()
    keeper = dying.urls[1]
    origin = keeper.split("/s/")[0]
    with pytest.raises(httpx.TransportError):
        httpx.post(keeper.replace("?t=", "/pass?t="), data={"key": "p5" + "q" * 20},
                   headers={"Origin": origin}, timeout=20)
    assert dying.proc.wait(10) == -signal.SIGKILL
    serve_folder = sessions_dir / ".serve"
    left = [p.name for p in serve_folder.iterdir() if p.name.endswith(".tmp")]
    assert left, sorted(p.name for p in serve_folder.iterdir())
    # and one of a server still running (its process lives): not touched
    live = serve_folder / f".tokens.json.{os.getpid()}.0badc0de.tmp"
    live.write_bytes(b"{}")
    again = Serving(sessions_dir, "--port", "0")
    again.started()
    try:
        now = sorted(p.name for p in serve_folder.iterdir() if p.name.endswith(".tmp"))
        assert now == [live.name]
    finally:
        again.kill()
