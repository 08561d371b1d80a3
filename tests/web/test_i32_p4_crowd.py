"""Issue 32, point 4: the server holds a crowd of idle connections. A card table's phones are
answered while silent connections are held open — 500 of them, from the phone's own address
(no token needed to open a socket) — and a request whose head is over 16 KiB is refused with
431, whether it comes in pieces or all at once (docs/page.md, "Limits"). A real `vint serve`
process, as a person runs it.
"""
from __future__ import annotations

import socket
import time

import httpx
import pytest
from helpers_cli.vintcli import new
from helpers_web.serving import Serving

SILENT = 500  # idle connections held open at once


@pytest.fixture
def server(sessions_dir):
    new("friday")
    s = Serving(sessions_dir, "--port", "0")
    s.started()
    yield s
    s.kill()


def _address(url: str) -> tuple[str, int]:
    host, port = url.split("//", 1)[1].split("/", 1)[0].rsplit(":", 1)
    return host, int(port)


def _silent(address: tuple[str, int], count: int) -> list[socket.socket]:
    held = []
    for _ in range(count):
        s = socket.create_connection(address, timeout=5)
        held.append(s)
    return held


def test_i32_p4_a_phone_gets_its_page_within_a_second_while_500_connections_idle(server):
    viewer, keeper = server.urls
    held = _silent(_address(viewer), SILENT)
    try:
        time.sleep(0.5)  # all of them accepted and waiting for a request that never comes
        with httpx.Client(timeout=10) as phone:
            for url in (viewer, keeper):
                start = time.monotonic()
                page = phone.get(url)
                took = time.monotonic() - start
                assert page.status_code == 200, page.status_code
                assert took < 1.0, f"{took:.2f} s for the page with {SILENT} idle connections"
    finally:
        for s in held:
            s.close()


def test_i32_p4_the_crowd_comes_back_and_is_still_no_lock_out(server):
    """Renewed: the silent crowd closed and opened again (the old lock-out came back every
    10 s) — the phone is answered each time."""
    viewer, _ = server.urls
    with httpx.Client(timeout=10) as phone:
        for _ in range(2):
            held = _silent(_address(viewer), SILENT)
            try:
                start = time.monotonic()
                assert phone.get(viewer).status_code == 200
                assert time.monotonic() - start < 1.0
            finally:
                for s in held:
                    s.close()


def _head_answer(address: tuple[str, int], path: str, header_bytes: int,
                 pieces: int) -> bytes:
    """The status line the server answers a GET whose one header holds `header_bytes`,
    sent in `pieces` writes."""
    head = (f"GET {path} HTTP/1.1\r\nHost: {address[0]}:{address[1]}\r\n"
            f"X-Big: {'a' * header_bytes}\r\n\r\n").encode()
    with socket.create_connection(address, timeout=10) as s:
        step = -(-len(head) // pieces)
        for at in range(0, len(head), step):
            s.sendall(head[at:at + step])
        answer = b""
        while b"\r\n" not in answer:
            got = s.recv(4096)
            if not got:
                break
            answer += got
    return answer.split(b"\r\n", 1)[0]


@pytest.mark.parametrize("size", [20_000, 100_000], ids=["20KB", "100KB"])
@pytest.mark.parametrize("pieces", [1, 8], ids=["at-once", "in-pieces"])
def test_i32_p4_a_head_over_16_kib_is_refused_with_431(server, size, pieces):
    viewer, _ = server.urls
    host, port = _address(viewer)
    path = viewer.split(f"{port}", 1)[1]
    status = _head_answer((host, port), path, size, pieces)
    assert status.startswith(b"HTTP/1.1 431"), status


def test_i32_p4_a_head_of_a_few_kilobytes_is_served(server):
    viewer, _ = server.urls
    host, port = _address(viewer)
    path = viewer.split(f"{port}", 1)[1]
    assert _head_answer((host, port), path, 8_000, 1).startswith(b"HTTP/1.1 200"), path
