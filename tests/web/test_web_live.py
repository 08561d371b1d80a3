"""`vint serve`'s live updates on a real server (uvicorn on the loopback): a change made by
another process reaches an open page within a second, a broken file is said and then mended,
a reconnecting viewer gets the state at once, and streams end when the server stops."""
from __future__ import annotations

import subprocess
import sys
import threading
import time

import httpx
import pytest
from helpers_cli.vintcli import new, ok, sheet_json
from helpers_web.serving import Events, Live, env, links

TIMEOUT = httpx.Timeout(10.0, read=10.0)


@pytest.fixture
def live(sessions_dir):
    new("friday")
    ok("deal", "3H", "Anna", "9", "-h", "3", "-a", "2")
    with Live(sessions_dir) as server:
        yield server, links(server.served, "friday"), sessions_dir


def vint(folder, *args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "vintscore", *args], env=env(folder),
                          capture_output=True, text=True, timeout=60, check=True)


def test_a_deal_typed_in_a_terminal_reaches_the_page_within_a_second(live):
    server, L, folder = live
    with httpx.Client(timeout=TIMEOUT) as c, c.stream("GET", server.url(L["v_events"])) as r:
        assert r.status_code == 200
        assert r.headers["content-type"].startswith("text/event-stream")
        assert r.headers["content-security-policy"].startswith("default-src 'none'")
        events = Events(r)
        first = events.until(lambda s: len(s) >= 1)[0]
        assert first["sheet"] == sheet_json() and first["ok"]
        done: list[float] = []

        def deal():
            vint(folder, "deal", "2S", "Boris", "8", "-h", "2", "-a", "1")
            done.append(time.monotonic())

        writer = threading.Thread(target=deal)
        writer.start()
        states = events.until(lambda s: s[-1]["sheet"] != first["sheet"], timeout=30)
        seen = time.monotonic()
        writer.join(30)
        assert done and seen - done[0] < 1.0, f"seen {seen - done[0]:.2f} s after the write"
        assert states[-1]["sheet"] == sheet_json()
        assert "Boris" in states[-1]["html"] and "Last entry: deal 2♠ by Boris" in states[-1]["html"]


def test_reconnecting_gets_the_state_at_once(live):
    server, L, _ = live
    with httpx.Client(timeout=TIMEOUT) as c:
        with c.stream("GET", server.url(L["v_events"])) as r:
            rev = Events(r).until(lambda s: True)[0]["revision"]
        ok("pass")
        start = time.monotonic()
        with c.stream("GET", server.url(L["v_events"]), headers={"Last-Event-ID": rev}) as r:
            state = Events(r).until(lambda s: True, timeout=3)[0]
        assert time.monotonic() - start < 1.0
        assert state["revision"] != rev and state["sheet"] == sheet_json()


def test_a_broken_file_is_said_then_mended(live):
    server, L, folder = live
    path = folder / "friday.toml"
    good = path.read_text(encoding="utf-8")
    with httpx.Client(timeout=TIMEOUT) as c, c.stream("GET", server.url(L["v_events"])) as r:
        events = Events(r)
        events.until(lambda s: True)
        path.write_text(good.replace("tricks = 9", "tricks = 99"), encoding="utf-8")
        broken = events.until(lambda s: not s[-1]["ok"], timeout=5)[-1]
        assert broken["sheet"] is None and 'id="problems"' in broken["html"]
        assert "friday.toml:" in broken["html"]
        path.write_text(good, encoding="utf-8")
        mended = events.until(lambda s: s[-1]["ok"], timeout=5)[-1]
        assert mended["sheet"] == sheet_json() and 'id="settlement"' in mended["html"]


def test_one_watcher_a_session_whatever_the_viewers(live):
    server, L, _ = live
    with httpx.Client(timeout=TIMEOUT) as c:
        streams = [c.stream("GET", server.url(L["v_events"])) for _ in range(5)]
        opened = [s.__enter__() for s in streams]
        try:
            for r in opened:
                Events(r).until(lambda s: True)
            assert list(server.served.watchers) == ["friday"]
        finally:
            for s in streams:
                s.__exit__(None, None, None)


def test_streams_end_when_the_server_stops(sessions_dir):
    new("friday")
    server = Live(sessions_dir).__enter__()
    L = links(server.served, "friday")
    ended: list[float] = []

    def view():
        with httpx.Client(timeout=TIMEOUT) as c, c.stream("GET", server.url(L["v_events"])) as r:
            for _ in r.iter_lines():
                pass
        ended.append(time.monotonic())

    viewers = [threading.Thread(target=view, daemon=True) for _ in range(3)]
    for v in viewers:
        v.start()
    time.sleep(0.5)
    start = time.monotonic()
    server.__exit__(None, None, None)
    for v in viewers:
        v.join(5)
    assert len(ended) == 3 and max(ended) - start < 3.0


def test_a_quiet_stream_is_kept_alive(sessions_dir, monkeypatch):
    """A comment on a stream with nothing new, so that no phone or proxy drops it."""
    from vintscore.web import app
    monkeypatch.setattr(app, "HEARTBEAT", 0.3)
    new("friday")
    with Live(sessions_dir) as server, httpx.Client(timeout=TIMEOUT) as c:
        L = links(server.served, "friday")
        with c.stream("GET", server.url(L["v_events"])) as r:
            lines = r.iter_lines()
            start = time.monotonic()
            comments = 0
            for line in lines:
                if line.startswith(": "):
                    comments += 1
                    if comments == 2:
                        break
            assert time.monotonic() - start < 3
