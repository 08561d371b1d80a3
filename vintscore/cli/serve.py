"""`vint serve`: the live page of a session, for every phone at the table (issue 16).

Prints the viewer's and the scorekeeper's links — with `--lan`, the viewer's as a QR code
too, holding the address the phones reach (without it a code would hold 127.0.0.1, which
no phone opens: it says how to serve the table instead, issue 24) — then serves them
(vintscore/web) under uvicorn until Ctrl-C, SIGTERM or SIGHUP, and says that it stopped. The web
stack is imported inside the command only: no other command loads it
(tests/web/test_web_layering.py).
"""
from __future__ import annotations

import sys
from typing import Annotated, Any, Optional

import typer

from ..errors import InputError, VintError
from ..glossary import Msg
from .commands import command
from .common import (
    LangOpt,
    SessionOpt,
    current_lang,
    echo,
    handled,
    open_session,
    session_path,
    sessions_folder,
)

LOCAL = "127.0.0.1"


@command()
@handled
def serve(
    port: Annotated[int, typer.Option("--port", metavar="N", help="@cli.help.serve.port")] = 8000,
    lan: Annotated[bool, typer.Option("--lan", help="@cli.help.serve.lan")] = False,
    new_tokens: Annotated[bool, typer.Option("--new-tokens", help="@cli.help.serve.new_tokens")] = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint serve` (help: cli.help.serve): the live page, until Ctrl-C (or SIGTERM)."""
    import signal
    import socket

    from .. import storage
    from ..web import tokens
    path = session_path(session)
    open_session(session)  # a session that does not read is said now; its language is the run's
    folder = sessions_folder()
    # Every session of the folder is served (each by its own links); the one asked for is
    # the one whose links are printed, an example shipped with vintscore included.
    sessions = {p.stem: p for p in storage.list_sessions(folder)}
    sessions[path.stem] = path
    # It listens on this computer's loopback and, with --lan, on the one address of the
    # local network it prints (issue 25): not on every interface. None found: loopback only.
    address = _lan_address() if lan else None
    listeners: list[socket.socket] = []
    try:
        for host in (LOCAL, address):
            if host is None:
                continue
            listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            listeners.append(listener)
            listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            listener.bind((host, port))
            listener.listen(128)
            port = listener.getsockname()[1]  # --port 0: the second takes the first's
    except (OSError, OverflowError) as e:
        for listener in listeners:
            listener.close()
        raise InputError(Msg("serve.port_taken", port=port,
                             reason=getattr(e, "strerror", None) or e),
                         hint=Msg("serve.port_taken.hint")) from None
    # the tokens once it listens (issue 32): a port refused is exit 1 and nothing written
    try:
        folder.mkdir(parents=True, exist_ok=True)
        tokens.sweep(folder)  # the temp files a killed server left in .serve/
        kept = tokens.ensure(folder, sorted(sessions), renew=new_tokens)
    except OSError as e:
        for listener in listeners:
            listener.close()
        raise VintError(Msg("serve.tokens.unwritable", path=tokens.path_in(folder),
                            reason=e.strerror or e),
                        hint=Msg("serve.tokens.unwritable.hint")) from None
    hosts = [LOCAL, "localhost", *([address] if address else [])]
    # Ctrl-C, SIGTERM or SIGHUP before uvicorn takes the signals over (while the links are
    # printed) is kept and ends the command as one after does: at once, exit 0, saying it
    # stopped. SIGHUP (the terminal closed, a lost SSH session) is SIGTERM (issue 32): the
    # request being written is finished first, not cut in the middle
    early: list[Any] = []  # the signal, then the server once made

    def stop_early(sig: int, frame: Any) -> None:
        early.insert(0, sig)
        for server in early[1:]:
            server.should_exit = True

    stops = (signal.SIGINT, signal.SIGTERM, *((signal.SIGHUP,) if hasattr(signal, "SIGHUP")
                                              else ()))
    previous = {sig: signal.signal(sig, stop_early) for sig in stops}
    try:
        _announce(port, lan, address, path, folder, kept, new_tokens)
        _run(listeners, sessions, kept, current_lang(), early, hosts, folder)
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        for listener in listeners:
            listener.close()
    echo(Msg("serve.stopped"))


def _announce(real_port: int, lan: bool, address: Optional[str], path, folder, kept,
              new_tokens: bool) -> None:
    """The links, where their tokens are, who can open them; the QR code of the viewer's
    only when it holds an address of the local network (`--lan`, and one was found)."""
    from urllib.parse import quote

    from ..web import tokens
    host = address or LOCAL
    pair = kept[path.stem]
    base = f"http://{host}:{real_port}/s/{quote(path.stem, safe='')}?t="
    viewer, keeper = base + pair.viewer, base + pair.scorekeeper
    echo(Msg("serve.viewer"))
    typer.echo(viewer)
    echo(Msg("serve.scorekeeper"))
    typer.echo(keeper)
    if new_tokens:
        echo(Msg("serve.tokens.new"))
    echo(Msg("serve.tokens", path=tokens.path_in(folder)))
    if lan:
        echo(Msg("serve.lan", address=address) if address else Msg("serve.lan.unknown"))
    else:
        echo(Msg("serve.local"))
    if address:  # 127.0.0.1 in a code would be this computer for the phone that reads it
        _qr(viewer)
    echo(Msg("serve.stop"))
    sys.stdout.flush()


def _qr(url: str) -> None:
    import segno
    echo(Msg("serve.qr"))
    try:
        segno.make(url, error="l").terminal(out=sys.stdout, compact=True)
    except (OSError, UnicodeEncodeError):  # a terminal that cannot draw it: the links are said
        pass


def _lan_address() -> Optional[str]:
    """This computer's address on the local network: the one a datagram to the outside
    would leave from (nothing is sent), else what its name resolves to."""
    import socket
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere, nothing sent
        found = probe.getsockname()[0]
    except OSError:
        found = None
    finally:
        probe.close()
    if found and not found.startswith("127."):
        return found
    try:
        named = socket.gethostbyname(socket.gethostname())
    except OSError:
        return None
    return None if named.startswith("127.") else named


# uvicorn's own limits for slow or many clients (issue 25). uvicorn (0.55 read here) closes
# a keep-alive connection idle after a response (timeout_keep_alive), caps a request's head
# in bytes (h11_max_incomplete_event_size) and the connections it serves at once
# (limit_concurrency: beyond, 503); it has no timeout for a head or a body sent slowly.
# For the head, _Headed arms uvicorn's own close handler while a head is awaited; for the
# body, web/app._body's BODY_SECONDS.
KEEP_ALIVE = 5  # seconds a connection may stay idle between two requests
MAX_HEAD = 16 * 1024  # bytes of a request's line and headers (a browser's are ~1 KiB)
HEAD_SECONDS = 10.0  # a request's line and headers arrive within this, or it is closed
# Connections at once (every phone's stream is one). An idle connection costs the server a
# few kilobytes and is closed after HEAD_SECONDS: a crowd of silent ones (no token needed to
# open a socket) must not lock the table's phones out (issue 32: 500 held, a phone still
# answered within a second), so the limit is well above any crowd a LAN makes in that time,
# and the process may open that many files (_open_files).
CONCURRENCY = 2000
# Seconds the stop waits for what is still being answered (uvicorn's graceful shutdown),
# after the streams are ended (web/app.Served.stop) and a form's body still coming is
# dropped (web/app._body): a connection that still holds it (a phone gone quiet mid-reply)
# is cut then, so that SIGTERM or Ctrl-C ends the command within a second (docs/page.md,
# issue 35). A write already started is finished all the same: it runs in a thread the
# cut waits for.
GRACE = 0.5


def _protocol() -> type:
    """uvicorn's h11 protocol, closing a connection whose request head has not all come
    within HEAD_SECONDS of the connection, or of the last response (uvicorn's own handler
    for idle keep-alive connections does the closing)."""
    import h11
    from uvicorn.protocols.http.h11_impl import H11Protocol

    class Headed(H11Protocol):
        head_task: Any = None

        def data_received(self, data: bytes) -> None:
            # A head over MAX_HEAD is refused with 431 as docs/page.md says (issue 32), however it
            # comes: h11's own cap sees only a head still incomplete, so one sent whole, in
            # one piece or in several read at once, was served.
            if self.conn.their_state is h11.IDLE:  # its head not read yet
                buffered = self.conn.trailing_data[0] + data
                end = buffered.find(b"\r\n\r\n")
                if (len(buffered) if end < 0 else end) > MAX_HEAD:
                    self._too_large()
                    return
            super().data_received(data)

        def _too_large(self) -> None:
            headers = [(b"content-type", b"text/plain; charset=utf-8"), (b"connection", b"close")]
            for event in (h11.Response(status_code=431, headers=headers,
                                       reason=b"Request Header Fields Too Large"),
                          h11.Data(data=b"Request Header Fields Too Large"), h11.EndOfMessage()):
                self.transport.write(self.conn.send(event))
            self.transport.close()

        def _await_head(self) -> None:
            if self.head_task is not None:
                self.head_task.cancel()
            self.head_task = self.loop.call_later(HEAD_SECONDS, self.timeout_keep_alive_handler)

        def connection_made(self, transport: Any) -> None:
            super().connection_made(transport)
            self._await_head()

        def handle_events(self) -> None:
            cycle = self.cycle
            super().handle_events()
            if self.cycle is not cycle and self.head_task is not None:  # a head has come
                self.head_task.cancel()
                self.head_task = None

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing():
                self._await_head()

        def connection_lost(self, exc: Exception | None) -> None:
            if self.head_task is not None:
                self.head_task.cancel()
            super().connection_lost(exc)

    return Headed


def _open_files(wanted: int) -> None:
    """As many open files as the connections the server takes, where the system lets the
    process raise its own limit (macOS's soft limit is 256: the 257th phone would fail)."""
    try:
        import resource
    except ImportError:  # Windows: no such limit to raise
        return
    import contextlib
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))


def _run(listeners, sessions, kept, lang: str, early: list[Any], hosts: list[str],
         folder) -> None:
    """uvicorn on `listener` until Ctrl-C (or SIGTERM, or SIGHUP): the open streams are ended first,
    so that it stops at once, and the command exits 0 (saying it stopped, `serve`)."""
    import contextlib
    import signal
    import threading
    from collections.abc import Iterator

    import uvicorn

    from ..web.app import Served, make
    served = Served(sessions, kept, lang, hosts, folder)

    class Server(uvicorn.Server):
        def handle_exit(self, sig, frame) -> None:
            # not the signal kept to raise again once stopped (uvicorn's way): a stop asked
            # for is the end of the command, exit 0
            served.stop()
            self.should_exit = True

        @contextlib.contextmanager
        def capture_signals(self) -> Iterator[None]:
            # uvicorn takes SIGINT and SIGTERM; SIGHUP (the terminal closed, the laptop's
            # lid, a lost SSH session) stops it the same way (issue 32): the requests being
            # written are finished, then exit 0. Signals are the main thread's only.
            hup = getattr(signal, "SIGHUP", None)
            if hup is None or threading.current_thread() is not threading.main_thread():
                with super().capture_signals():
                    yield
                return
            previous = signal.signal(hup, self.handle_exit)
            try:
                with super().capture_signals():
                    yield
            finally:
                signal.signal(hup, previous)

    config = uvicorn.Config(make(served), log_level="warning", access_log=False,
                            # typed int, taken by asyncio.timeout: a float is right
                            timeout_graceful_shutdown=GRACE,  # type: ignore[arg-type]
                            lifespan="on", proxy_headers=False,
                            server_header=False, http=_protocol(), timeout_keep_alive=KEEP_ALIVE,
                            h11_max_incomplete_event_size=MAX_HEAD,
                            limit_concurrency=CONCURRENCY)
    _open_files(CONCURRENCY + 100)
    server = Server(config)
    early.append(server)
    if early[0] is not server:  # Ctrl-C came already: uvicorn starts and stops at once
        server.should_exit = True
    server.run(sockets=listeners)
