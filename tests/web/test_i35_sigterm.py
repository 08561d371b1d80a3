"""Issue 35, point 5: SIGTERM stops `vint serve` within a second with phones connected
(docs/page.md) — a phone's page open on its event stream, and a scorekeeper's phone whose
form was half sent when the stop came (slow Wi-Fi): before, that one held the stop for
uvicorn's graceful timeout, 2.2 s, and printed a traceback."""
from __future__ import annotations

import signal
import socket
import time

import httpx
from helpers_cli.vintcli import new

STOPPED = "The server has stopped: its links no longer answer."
TIMES = 4


def _half_sent_form(keeper: str) -> socket.socket:
    """A scorekeeper's phone sending a deal's form: its head whole, its body not all come."""
    host_port = keeper.split("/")[2]
    host, port = host_port.rsplit(":", 1)
    path = "/" + keeper.split("/", 3)[3]
    phone = socket.create_connection((host, int(port)), timeout=10)
    phone.sendall(
        f"POST {path.replace('?t=', '/deal?t=')} HTTP/1.1\r\nHost: {host_port}\r\n"
        f"Origin: http://{host_port}\r\nContent-Type: application/x-www-form-urlencoded\r\n"
        f"Content-Length: 200\r\n\r\na:contract=4S".encode())
    return phone


def test_sigterm_stops_it_within_a_second_with_phones_connected(sessions_dir, serving):
    """Measured several times: a viewer's stream open and a form half sent, SIGTERM, exit 0
    within 1.0 s, nothing on stderr, nothing written, and it says that it stopped."""
    new("friday")
    path = sessions_dir / "friday.toml"
    before = path.read_bytes()
    for _ in range(TIMES):
        s = serving("--port", "0")
        viewer, keeper = s.urls
        with httpx.Client(timeout=10) as c:
            assert c.get(viewer).status_code == 200
            with c.stream("GET", viewer.replace("?t=", "/events?t=")) as r:
                next(r.iter_lines())
                phone = _half_sent_form(keeper)
                time.sleep(0.3)  # the form's head is read: the server awaits its body
                start = time.monotonic()
                code, err = s.stop(sig=signal.SIGTERM)
                took = time.monotonic() - start
                phone.close()
        assert took < 1.0, took
        assert code == 0 and err == "", err
        assert s.rest() == [STOPPED]
        assert path.read_bytes() == before  # the half-sent form wrote nothing


def test_a_half_sent_form_is_told_that_nothing_was_written(sessions_dir, serving):
    """The phone, if it still listens, is answered: 503, the server stopping, nothing
    written."""
    new("friday")
    s = serving("--port", "0")
    phone = _half_sent_form(s.urls[1])
    time.sleep(0.3)
    code, err = s.stop(sig=signal.SIGTERM)
    assert code == 0 and err == ""
    answer = b""
    while chunk := phone.recv(4096):
        answer += chunk
    phone.close()
    head, _, body = answer.decode().partition("\r\n\r\n")
    assert head.startswith("HTTP/1.1 503"), head
    assert body == "Refused: the server is stopping; nothing was written.\n"
