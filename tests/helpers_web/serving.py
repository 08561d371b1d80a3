"""`vint serve`'s application for the tests: in-process (Starlette's TestClient) or a real
uvicorn on the loopback in a thread (for server-sent events, which a TestClient cannot follow
while other requests are made), and the links of a session."""
from __future__ import annotations

import json
import os
import queue
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ORIGIN = "http://testserver"  # TestClient's own origin: a same-origin POST says it


def served(folder: Path, names: list[str] | None = None, lang: str = "en", renew: bool = False):
    """A `Served` for every session of `folder`, its tokens kept as `vint serve` keeps them."""
    from vintscore import storage
    from vintscore.web import tokens
    from vintscore.web.app import Served
    sessions = {p.stem: p for p in storage.list_sessions(folder)}
    kept = tokens.ensure(folder, names or sorted(sessions), renew=renew)
    return Served(sessions, kept, lang, folder=folder)  # its submissions kept in .serve/ too


@contextmanager
def client(folder: Path, lang: str = "en") -> Iterator:
    """A TestClient of the application (its lifespan run), and the `Served` behind it."""
    from starlette.testclient import TestClient

    from vintscore.web.app import make
    s = served(folder, lang=lang)
    with TestClient(make(s), follow_redirects=False) as c:
        yield c, s


def links(s, name: str) -> dict[str, str]:
    """The paths (with their tokens) of session `name`: page, events, and each action, for
    the viewer (`v_*`) and the scorekeeper (`k_*`)."""
    from urllib.parse import quote
    pair = s.tokens[name]
    base = f"/s/{quote(name, safe='')}"
    out = {}
    for role, token in (("v", pair.viewer), ("k", pair.scorekeeper)):
        out[f"{role}_page"] = f"{base}?t={token}"
        out[f"{role}_events"] = f"{base}/events?t={token}"
        for action in ("deal", "pass", "undo", "redo"):
            out[f"{role}_{action}"] = f"{base}/{action}?t={token}"
    return out


def post(c, url: str, fields: dict[str, str] | None = None, **headers):
    """A same-origin POST of the form's fields (each answer under 'a:KEY')."""
    data = {f"a:{k}": v for k, v in (fields or {}).items()}
    return c.post(url, data=data, headers={"Origin": ORIGIN, **headers})


class Live:
    """uvicorn serving `folder` on 127.0.0.1 (any free port, or `port`: a server started
    again where the last one was) in a thread."""

    def __init__(self, folder: Path, lang: str = "en", port: int = 0) -> None:
        import uvicorn

        from vintscore.web.app import make
        self.served = served(folder, lang=lang)
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind(("127.0.0.1", port))
        self.sock.listen(256)
        self.port = self.sock.getsockname()[1]
        self.origin = f"http://127.0.0.1:{self.port}"
        config = uvicorn.Config(make(self.served), log_level="warning", access_log=False,
                                timeout_graceful_shutdown=2, lifespan="on",
                                limit_concurrency=None, backlog=256)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]},
                                       daemon=True)

    def __enter__(self) -> Live:
        self.thread.start()
        deadline = time.monotonic() + 10
        while not self.server.started:
            assert time.monotonic() < deadline, "the server did not start within 10 s"
            time.sleep(0.02)
        return self

    def __exit__(self, *exc) -> None:
        self.served.stop()
        self.server.should_exit = True
        self.thread.join(timeout=10)
        assert not self.thread.is_alive(), "the server did not stop within 10 s"
        self.sock.close()

    def url(self, path: str) -> str:
        return self.origin + path


class Events:
    """The `state` events of an open event stream (httpx), read as they come."""

    def __init__(self, response) -> None:
        self.lines = response.iter_lines()  # one iterator: a stream is read once
        self.states: list[dict] = []

    def until(self, done, timeout: float = 5.0) -> list[dict]:
        """The states received, once `done(states)` holds; AssertionError after `timeout`
        seconds (a silent stream fails at the client's read timeout, or the heartbeat)."""
        deadline = time.monotonic() + timeout
        event, data = None, []
        if self.states and done(self.states):
            return self.states
        for line in self.lines:
            if line.startswith("event:"):
                event = line[6:].strip()
            elif line.startswith("data:"):
                data.append(line[5:].strip())
            elif line == "":
                if event == "state" and data:
                    self.states.append(json.loads("\n".join(data)))
                    if done(self.states):
                        return self.states
                event, data = None, []
            if time.monotonic() > deadline:
                break
        raise AssertionError(f"no such state within {timeout} s: "
                             f"{[s.get('revision') for s in self.states]}")


def env(folder: Path) -> dict[str, str]:
    """The environment of a `vint` subprocess on `folder` (running this checkout)."""
    return {**os.environ, "VINTSCORE_DIR": str(folder), "COLUMNS": "100", "NO_COLOR": "1"}


class Serving:
    """`vint serve ARGS` in a process of its own; its output read line by line. `command`:
    another way to start it (tests/helpers_web/serve_dying.py, which dies at a write), its
    arguments after it; `extra`, what its environment adds."""

    def __init__(self, folder, *args: str, command: list[str] | None = None,
                 extra: dict[str, str] | None = None) -> None:
        argv = [*(command or [sys.executable, "-m", "vintscore", "serve"]), *args]
        self.proc = subprocess.Popen(argv, env={**env(folder), **(extra or {})},
                                     stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True)
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.out: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def started(self, timeout: float = 20) -> list[str]:
        """The lines printed up to 'Ctrl-C' (the server listens by then)."""
        deadline = time.monotonic() + timeout
        while True:
            line = self.lines.get(timeout=max(0.1, deadline - time.monotonic()))
            if line is None:
                raise AssertionError(f"vint serve ended: {self.proc.wait(5)}\n"
                                     f"{self.out}\n{self.proc.stderr.read()}")
            self.out.append(line)
            if "Ctrl-C" in line:
                return self.out

    @property
    def urls(self) -> list[str]:
        return [line for line in self.out if line.startswith("http://")]

    def stop(self, timeout: float = 10, sig: int = signal.SIGINT) -> tuple[int, str]:
        """Ctrl-C (or `sig`); its exit code and stderr, once it has ended."""
        self.proc.send_signal(sig)
        try:
            code = self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise AssertionError(f"vint serve did not stop within {timeout} s of "
                                 f"{signal.Signals(sig).name}") from None
        return code, self.proc.stderr.read()

    def rest(self, timeout: float = 10) -> list[str]:
        """The lines printed after those `started` read, up to the end (once it ended)."""
        more = []
        while (line := self.lines.get(timeout=timeout)) is not None:
            more.append(line)
        self.out.extend(more)
        return more

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
