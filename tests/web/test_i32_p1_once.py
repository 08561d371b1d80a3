"""Issue 32, point 1: a deal sent from the page is written once, however the server dies.

Real `vint serve` processes: one killed (SIGKILL) right after the session file's rename,
before it could keep anything else, then a retry of the same submission to a server
started again; one closed by SIGHUP (the terminal closed, a lost SSH session) while it
writes; two servers of one folder given the same submission at once. Each time the
session holds the deal once. tests/helpers_web/serve_dying.py dies or pauses at a rename.
"""
from __future__ import annotations

import os
import random
import signal
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest
from helpers_cli.vintcli import new, ok
from helpers_web.serving import Serving

from vintscore import storage
from vintscore.storage import revisions

KEY = "k32" + "x" * 19  # a key as the page is given them
DEAL = {"a:contract": "3H", "a:declarer": "Anna", "a:tricks": "9", "a:honours": "3",
        "a:aces": "2", "a:coronets": "", "a:revokes": ""}
STOPPED = "The server has stopped: its links no longer answer."


@pytest.fixture
def serving(serving):
    """tests/web/conftest.py's, every server on a free port."""
    return lambda *args, **kwargs: serving("--port", "0", *args, **kwargs)


def send(s: Serving, action: str = "deal", key: str = KEY, fields: dict | None = None,
         timeout: float = 20) -> httpx.Response:
    """The page's form of `action` posted to server `s` (its scorekeeper's link)."""
    keeper = s.urls[1]
    parts = urlsplit(keeper)
    url = keeper.replace("?t=", f"/{action}?t=")
    data = {**(DEAL if fields is None and action == "deal" else fields or {}), "key": key}
    return httpx.post(url, data=data, headers={"Origin": f"{parts.scheme}://{parts.netloc}"},
                      timeout=timeout)


def events(folder: Path) -> int:
    return len(storage.load(folder / "friday.toml").session.events)


def said(s: Serving, response: httpx.Response) -> str:
    assert response.status_code == 303, response.text
    parts = urlsplit(s.urls[1])
    return httpx.get(f"{parts.scheme}://{parts.netloc}{response.headers['location']}",
                     timeout=20).text


def test_i32_p1_killed_right_after_the_rename_a_retry_is_written_once(sessions_dir, serving):
    new("friday")
    dying = serving(dies="kill:after:friday.toml")
    with pytest.raises(httpx.TransportError):  # it died in the middle of the request
        send(dying)
    assert dying.proc.wait(10) == -signal.SIGKILL
    assert events(sessions_dir) == 1  # the deal is in the file; nothing else was kept
    again = serving()  # the same server started again: the page sends the form once more
    r = send(again)
    assert r.status_code == 303 and r.headers["location"].endswith(f"&said={KEY}")
    assert events(sessions_dir) == 1
    assert "Saved as event 1." in said(again, r)  # its words lost: said from the file
    assert send(again).status_code == 303 and events(sessions_dir) == 1
    ok("check")
    # the next change logs the deal's revision (killed before its line), and an undo of it
    # does not make the old retry write again
    ok("pass")
    ok("undo")
    ok("undo")
    assert events(sessions_dir) == 0
    assert send(again).status_code == 303 and events(sessions_dir) == 0


def test_i32_p1_killed_before_the_rename_a_retry_is_written(sessions_dir, serving):
    """What was not written is written by the retry: the key kept before the rename says
    which version it makes, and that version never came."""
    new("friday")
    dying = serving(dies="kill:before:friday.toml")
    with pytest.raises(httpx.TransportError):
        send(dying)
    assert dying.proc.wait(10) == -signal.SIGKILL
    assert events(sessions_dir) == 0
    again = serving()
    r = send(again)
    assert events(sessions_dir) == 1 and "Saved as event 1." in said(again, r)


def test_i32_p1_an_undo_killed_after_its_rename_is_not_done_twice(sessions_dir, serving):
    new("friday")
    ok("deal", "3H", "Anna", "9", "-h", "3", "-a", "2")
    ok("pass")
    dying = serving(dies="kill:after:friday.toml")
    with pytest.raises(httpx.TransportError):
        send(dying, "undo", fields={"expect": "3"})
    assert dying.proc.wait(10) == -signal.SIGKILL
    assert events(sessions_dir) == 1
    again = serving()
    r = send(again, "undo", fields={"expect": "3"})
    assert r.status_code == 303 and events(sessions_dir) == 1
    assert [r.command for r in revisions.read(sessions_dir / "friday.toml")][-1] in (
        "undo", "outside")


def test_i32_p1_sighup_stops_the_server_as_sigterm_and_the_request_is_finished(
        sessions_dir, serving, tmp_path):
    """SIGHUP (the terminal running it closed, the laptop's lid, a lost SSH session) is
    SIGTERM: the request being written is finished, exit 0, said; the retry writes nothing."""
    new("friday")
    paused = tmp_path / "paused"
    s = serving(dies="pause:after:friday.toml",
                extra={"VINTSCORE_PAUSED": str(paused), "VINTSCORE_PAUSE": "0.5"})
    answer: list[httpx.Response] = []
    sender = threading.Thread(target=lambda: answer.append(send(s)))
    sender.start()
    deadline = time.monotonic() + 20
    while not paused.exists():
        assert time.monotonic() < deadline and sender.is_alive()
        time.sleep(0.01)
    code, err = s.stop(sig=signal.SIGHUP)
    sender.join(20)
    assert code == 0 and err == ""
    assert s.rest() == [STOPPED]
    assert answer and answer[0].status_code == 303
    assert events(sessions_dir) == 1
    again = serving()
    r = send(again)
    assert r.status_code == 303 and events(sessions_dir) == 1
    assert "Saved as event 1." in said(again, r)


def test_i32_p1_sighup_while_idle_stops_it_with_exit_0(sessions_dir, serving):
    new("friday")
    s = serving()
    start = time.monotonic()
    code, err = s.stop(sig=signal.SIGHUP)
    assert code == 0 and err == "" and time.monotonic() - start < 5
    assert s.rest() == [STOPPED]


def _race(a: Serving, b: Serving, key: str) -> list[int]:
    gate = threading.Barrier(2)
    codes: list[int] = []

    def go(s: Serving) -> None:
        gate.wait()
        codes.append(send(s, key=key).status_code)

    threads = [threading.Thread(target=go, args=(s,)) for s in (a, b)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    return codes


def test_i32_p1_two_servers_of_one_folder_write_one_submission_once(sessions_dir, serving):
    new("friday")
    a, b = serving(), serving()
    for round_ in range(4):
        codes = _race(a, b, f"race{round_}" + "y" * 18)
        assert codes == [303, 303]
        assert events(sessions_dir) == round_ + 1, f"round {round_}"


@pytest.mark.slow
def test_i32_p1_random_kills_never_write_a_retry_twice(sessions_dir, serving):
    """SIGKILL at a random moment of the request (seeded: VINTSCORE_CRASH_SEED repeats it),
    then the retry to a server started again: the deal is in the file once."""
    new("friday")
    seed = int(os.environ.get("VINTSCORE_CRASH_SEED", int.from_bytes(os.urandom(4), "big")))
    rng = random.Random(seed)
    doubled, first, runs = 0, 0, 20
    warm = serving()
    start = time.monotonic()
    assert send(warm, key="warm" + "w" * 18).status_code == 303  # how long a request takes
    took = time.monotonic() - start
    warm.kill()
    for run in range(runs):
        key = f"kill{run:02d}" + "z" * 14
        s = serving()
        before = events(sessions_dir)
        sender = threading.Thread(target=lambda s=s, key=key: _quiet(send, s, key=key))
        sender.start()
        time.sleep(rng.uniform(0, took * 1.5))
        s.kill()
        sender.join(30)
        first += events(sessions_dir) > before  # the killed server had written it
        t = serving()
        assert send(t, key=key).status_code == 303
        after = events(sessions_dir)
        doubled += after - before > 1
        assert after == before + 1, f"seed {seed}, run {run}"
        t.kill()
    print(f"seed {seed}: a request {took:.3f} s, {runs} kills, {first} after the write, "
          f"{doubled} retries doubled")
    assert doubled == 0


def _quiet(f, *args, **kwargs) -> None:
    try:
        f(*args, **kwargs)
    except httpx.TransportError:
        pass
