"""`vint serve` as a person runs it: a process that prints its two links (and, with
`--lan`, a QR code of the address the phones reach), serves them, keeps its tokens between
runs (or makes new ones), and stops at Ctrl-C or SIGTERM within a second with exit 0, open
streams or not, saying that it stopped."""
from __future__ import annotations

import io
import os
import signal
import socket
import stat
import subprocess
import sys
import time

import httpx
import pytest
from helpers_cli.vintcli import new, ok
from helpers_web.serving import env

STOPPED = "The server has stopped: its links no longer answer."


def qr_lines(out: list[str]) -> list[str]:
    """The lines of the QR code printed (drawn with block characters), none when none was."""
    return [line for line in out if "█" in line or "▀" in line or "▄" in line]


def test_it_prints_two_links_and_stops_at_ctrl_c(sessions_dir, serving):
    """Without --lan the links are this computer's: no code a phone cannot open (issue 24,
    point 6), but the way to serve the table."""
    new("friday")
    s = serving("--port", "0")
    viewer, keeper = s.urls
    assert viewer.startswith("http://127.0.0.1:") and "/s/friday?t=" in viewer
    assert keeper.split("?t=")[0] == viewer.split("?t=")[0] and keeper != viewer
    assert len(viewer.split("?t=")[1]) >= 43  # token_urlsafe(32)
    assert qr_lines(s.out) == []  # 127.0.0.1 in a phone's camera is the phone itself
    assert not any("code for a phone's camera" in line for line in s.out)
    assert any("no code for a phone is shown" in line and "'vint serve --lan'" in line
               for line in s.out), s.out
    with httpx.Client(timeout=10) as c:
        assert c.get(viewer).status_code == 200
        assert 'id="keeper"' in c.get(keeper).text
        events = viewer.replace("?t=", "/events?t=")
        with c.stream("GET", events) as r:  # an open stream does not hold the server up
            next(r.iter_lines())
            start = time.monotonic()
            code, err = s.stop()
    assert code == 0 and err == ""
    assert time.monotonic() - start < 5
    assert s.rest() == [STOPPED]


@pytest.mark.parametrize("when", ["serving", "at-once"])
def test_sigterm_stops_it_within_a_second_and_says_so(sessions_dir, serving, when):
    """SIGTERM (a service manager, `kill`) ends it as Ctrl-C does (issue 24, point 6): exit
    0 within a second, an open stream or not, saying so; `at-once`, sent the moment the
    links are printed, before the server may have taken the signals over."""
    new("friday")
    s = serving("--port", "0")
    if when == "at-once":
        start = time.monotonic()
        code, err = s.stop(sig=signal.SIGTERM)
        assert time.monotonic() - start < 1.0
    else:
        viewer = s.urls[0]
        with httpx.Client(timeout=10) as c:
            assert c.get(viewer).status_code == 200
            with c.stream("GET", viewer.replace("?t=", "/events?t=")) as r:
                next(r.iter_lines())
                start = time.monotonic()
                code, err = s.stop(sig=signal.SIGTERM)
                assert time.monotonic() - start < 1.0
    assert code == 0 and err == ""
    assert s.rest() == [STOPPED]


def test_with_lan_the_qr_code_holds_the_address_the_phones_reach(sessions_dir, serving):
    """--lan: the viewer's link names this computer's address on the local network, which
    answers, and the QR code holds that link exactly (issue 24, point 6)."""
    import segno
    new("friday")
    s = serving("--port", "0", "--lan")
    viewer = s.urls[0]
    host = viewer.split("//")[1].split(":")[0]
    if host == "127.0.0.1":  # a machine with no local network: it says so, and shows no code
        assert any(line.startswith("No address of this computer") for line in s.out), s.out
        assert qr_lines(s.out) == []
        assert s.stop()[0] == 0
        return
    assert not host.startswith("127.")
    assert any(f"on the local network at {host}" in line for line in s.out), s.out
    drawn = io.StringIO()
    segno.make(viewer, error="l").terminal(out=drawn, compact=True)
    assert qr_lines(s.out) == drawn.getvalue().splitlines()
    said = s.out.index("The viewer's link as a code for a phone's camera:")
    assert s.out[said + 1:said + 1 + len(qr_lines(s.out))] == qr_lines(s.out)
    with httpx.Client(timeout=10) as c:  # what the code holds opens the page
        assert c.get(viewer).status_code == 200
    assert s.stop()[0] == 0
    assert s.rest() == [STOPPED]


def test_tokens_are_kept_between_runs_and_made_anew_on_demand(sessions_dir, serving):
    new("friday")
    first = serving("--port", "0")
    links = first.urls
    assert first.stop()[0] == 0
    tokens = sessions_dir / ".serve" / "tokens.json"
    assert stat.S_IMODE(os.stat(tokens).st_mode) == 0o600
    again = serving("--port", "0")
    assert [u.split("?t=")[1] for u in again.urls] == [u.split("?t=")[1] for u in links]
    assert again.stop()[0] == 0
    renewed = serving("--port", "0", "--new-tokens")
    assert not set(u.split("?t=")[1] for u in renewed.urls) & set(u.split("?t=")[1] for u in links)
    old = renewed.urls[0].split("?t=")[0] + "?t=" + links[0].split("?t=")[1]
    with httpx.Client(timeout=10) as c:
        assert c.get(old).status_code == 404
        assert c.get(renewed.urls[0]).status_code == 200
    assert renewed.stop()[0] == 0
    assert stat.S_IMODE(os.stat(tokens).st_mode) == 0o600
    # the tokens' folder is no session: the commands that list or count sessions pass it by
    listed = ok("sessions").stdout
    assert "friday" in listed and ".serve" not in listed and "tokens" not in listed
    ok("check")


def test_another_session_by_name_in_russian(sessions_dir, serving):
    new("friday")
    new("pyatnitsa", "Anna,Boris,Vera,Gleb", "--lang", "ru")
    ok("use", "friday")
    s = serving("--port", "0", "-s", "pyatnitsa")
    assert "/s/pyatnitsa?t=" in s.urls[0]
    assert any("Ссылка для зрителей" in line for line in s.out)
    with httpx.Client(timeout=10) as c:
        page = c.get(s.urls[0]).text
    assert 'lang="ru"' in page and "Пока ничего не записано." in page
    assert any("кода для телефона нет" in line and "'vint serve --lan'" in line
               for line in s.out), s.out
    assert s.stop()[0] == 0
    assert s.rest() == ["Сервер остановлен: его ссылки больше не открываются."]


def test_a_port_in_use_is_one_sentence(sessions_dir):
    new("friday")
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen(1)
    try:
        port = taken.getsockname()[1]
        r = subprocess.run([sys.executable, "-m", "vintscore", "serve", "--port", str(port)],
                           env=env(sessions_dir), capture_output=True, text=True, timeout=30)
    finally:
        taken.close()
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr.startswith(f"error: Cannot listen on port {port}") and "Traceback" not in r.stderr


def test_no_session_is_said_as_every_command_says_it(sessions_dir):
    r = subprocess.run([sys.executable, "-m", "vintscore", "serve", "--port", "0", "-s", "nope"],
                       env=env(sessions_dir), capture_output=True, text=True, timeout=30)
    assert r.returncode == 1 and r.stderr.startswith("error: ") and "Traceback" not in r.stderr


def test_lan_listens_beyond_this_computer(sessions_dir, serving):
    new("friday")
    s = serving("--port", "0", "--lan")
    assert any("and on the local network at" in line  # (issue 25: the address it listens on)
               or line.startswith("No address of this computer on the local network")
               for line in s.out), s.out
    port = int(s.urls[0].split(":")[2].split("/")[0])
    with httpx.Client(timeout=10) as c:  # reached through the loopback too: every address
        path = s.urls[0].split(str(port), 1)[1]
        assert c.get(f"http://127.0.0.1:{port}{path}").status_code == 200
    assert s.stop()[0] == 0
