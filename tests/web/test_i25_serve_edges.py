"""`vint serve`'s edges (issue 25, point 6), as a real server process: the Host header is
checked against the addresses it listens on (a page of another site whose name was
rebound to this computer cannot ride the same-origin check), a client sending its head or
its body slower than a limit is closed, and `--lan` binds the loopback and the one address
it prints, not every interface."""
from __future__ import annotations

import socket
import time
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest
from helpers_cli.vintcli import new, ok
from helpers_web.serving import Serving


@pytest.fixture
def server(sessions_dir):
    new("friday")
    ok("deal", "2H", "Anna", "8", "-h", "3", "-a", "2")
    s = Serving(sessions_dir, "--port", "0")
    s.started()
    yield s, sessions_dir / "friday.toml"
    s.kill()


def where(s: Serving) -> tuple[int, str, str]:
    """(the port, the viewer's path, the scorekeeper's path with its query)."""
    viewer, keeper = (urlsplit(u) for u in s.urls[:2])
    return viewer.port, f"{viewer.path}?{viewer.query}", f"{keeper.path}?{keeper.query}"


def test_i25_p6_a_host_it_does_not_listen_on_is_refused(server):
    s, path = server
    port, page, keeper = where(s)
    before = path.read_bytes()
    with httpx.Client(timeout=10) as c:
        assert c.get(f"http://127.0.0.1:{port}{page}").status_code == 200
        assert c.get(f"http://127.0.0.1:{port}{page}",
                     headers={"Host": f"localhost:{port}"}).status_code == 200
        r = c.get(f"http://127.0.0.1:{port}{page}", headers={"Host": f"evil.example:{port}"})
        assert r.status_code == 400 and r.headers["x-content-type-options"] == "nosniff"
        # a rebound name: the page of evil.example, now resolving to 127.0.0.1, posts to
        # itself — Origin and Host agree, so only the Host check stops it
        own = f"http://evil.example:{port}"
        r = c.post(f"http://127.0.0.1:{port}{keeper.replace('?', '/pass?', 1)}",
                   headers={"Host": f"evil.example:{port}", "Origin": own})
        assert r.status_code == 400
    assert path.read_bytes() == before
    assert s.stop()[0] == 0


def _closed_within(sock: socket.socket, seconds: float, drip: bytes) -> float:
    """Send `drip` a byte a second until the server closes the connection; how long it took
    (AssertionError past `seconds`)."""
    started = time.monotonic()
    sock.settimeout(1.0)
    for byte in drip:
        try:
            sock.sendall(bytes([byte]))
            if sock.recv(4096) == b"":
                return time.monotonic() - started
        except TimeoutError:
            pass
        except (BrokenPipeError, ConnectionResetError):
            return time.monotonic() - started
        assert time.monotonic() - started < seconds, "the slow client was never closed"
    raise AssertionError("ran out of bytes before the server closed the connection")


@pytest.mark.slow  # each waits out the server's limit of 10 s
def test_i25_p6_a_head_or_a_body_sent_slowly_is_closed(server):
    s, path = server
    port, page, keeper = where(s)
    before = path.read_bytes()
    with socket.create_connection(("127.0.0.1", port)) as sock:  # a head a byte a second
        head = f"GET {page} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Slow: " + "a" * 60
        took = _closed_within(sock, 30, head.encode())
        assert 8 <= took <= 20, took
    with socket.create_connection(("127.0.0.1", port)) as sock:  # a body a byte a second
        action = keeper.replace("?", "/pass?", 1)
        sock.sendall((f"POST {action} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                      f"Origin: http://127.0.0.1:{port}\r\nContent-Length: 60\r\n"
                      "Content-Type: application/x-www-form-urlencoded\r\n\r\n").encode())
        sock.settimeout(30)
        started = time.monotonic()
        answer = b""
        for byte in b"a=" + b"x" * 58:
            sock.sendall(bytes([byte]))
            sock.settimeout(1.0)
            try:
                answer += sock.recv(4096)
            except TimeoutError:
                pass
            if answer:
                break
        assert answer.startswith(b"HTTP/1.1 408"), answer
        assert 8 <= time.monotonic() - started <= 20
    assert path.read_bytes() == before  # nothing written from a body that never came whole
    assert s.stop()[0] == 0


def _listening(port: int) -> set[str]:
    """The IPv4 addresses a TCP socket listens on at `port`, from /proc/net/tcp."""
    found = set()
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        local, state = line.split()[1], line.split()[3]
        address, hex_port = local.split(":")
        if state == "0A" and int(hex_port, 16) == port:  # LISTEN
            found.add(socket.inet_ntoa(bytes.fromhex(address)[::-1]))
    return found


@pytest.mark.skipif(not Path("/proc/net/tcp").exists(), reason="no /proc/net/tcp here")
def test_i25_p6_lan_binds_the_address_it_prints_not_every_interface(sessions_dir):
    new("friday")
    s = Serving(sessions_dir, "--port", "0", "--lan")
    try:
        s.started()
        port = urlsplit(s.urls[0]).port
        printed = urlsplit(s.urls[0]).hostname
        listening = _listening(port)
        assert "0.0.0.0" not in listening, listening
        assert listening == {"127.0.0.1", printed}, (listening, s.out)
        said = " ".join(s.out)
        assert (f"on the local network at {printed}, on no other address" in said
                if printed != "127.0.0.1" else "127.0.0.1) only" in said), said
        with httpx.Client(timeout=10) as c:  # the printed address answers, as the loopback
            assert c.get(s.urls[0]).status_code == 200
    finally:
        s.kill()
