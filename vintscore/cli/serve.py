"""`vint serve`: the live page of a session, for every phone at the table (issue 16).

Prints the viewer's and the scorekeeper's links and the viewer's as a QR code, then serves
them (vintscore/web) under uvicorn until Ctrl-C. The web stack is imported inside the
command only: no other command loads it (tests/web/test_web_layering.py).
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
EVERYWHERE = "0.0.0.0"


@command()
@handled
def serve(
    port: Annotated[int, typer.Option("--port", metavar="N", help="@cli.help.serve.port")] = 8000,
    lan: Annotated[bool, typer.Option("--lan", help="@cli.help.serve.lan")] = False,
    new_tokens: Annotated[bool, typer.Option("--new-tokens", help="@cli.help.serve.new_tokens")] = False,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint serve` (help: cli.help.serve): the live page, until Ctrl-C."""
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
    try:
        folder.mkdir(parents=True, exist_ok=True)
        kept = tokens.ensure(folder, sorted(sessions), renew=new_tokens)
    except OSError as e:
        raise VintError(Msg("serve.tokens.unwritable", path=tokens.path_in(folder),
                            reason=e.strerror or e),
                        hint=Msg("serve.tokens.unwritable.hint")) from None
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        listener.bind((EVERYWHERE if lan else LOCAL, port))
        listener.listen(128)
    except (OSError, OverflowError) as e:
        listener.close()
        raise InputError(Msg("serve.port_taken", port=port,
                             reason=getattr(e, "strerror", None) or e),
                         hint=Msg("serve.port_taken.hint")) from None
    # Ctrl-C before uvicorn takes the signal over (while the links are printed) is kept and
    # ends the command as quietly as one after
    early: list[Any] = []  # the signal, then the server once made

    def stop_early(sig: int, frame: Any) -> None:
        early.insert(0, sig)
        for server in early[1:]:
            server.should_exit = True

    previous = signal.signal(signal.SIGINT, stop_early)
    try:
        _announce(listener, lan, path, folder, kept, new_tokens)
        _run(listener, sessions, kept, current_lang(), early)
    finally:
        signal.signal(signal.SIGINT, previous)
        listener.close()


def _announce(listener, lan: bool, path, folder, kept, new_tokens: bool) -> None:
    """The links, where their tokens are, who can open them, the QR code of the viewer's."""
    from urllib.parse import quote

    from ..web import tokens
    real_port = listener.getsockname()[1]
    address = _lan_address() if lan else LOCAL
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


def _run(listener, sessions, kept, lang: str, early: list[Any]) -> None:
    """uvicorn on `listener` until Ctrl-C (or SIGTERM): the open streams are ended first,
    so that it stops at once, and the command exits 0 without a word."""
    import uvicorn

    from ..web.app import Served, make
    served = Served(sessions, kept, lang)

    class Server(uvicorn.Server):
        def handle_exit(self, sig, frame) -> None:
            # not the signal kept to raise again once stopped (uvicorn's way): a stop asked
            # for is the end of the command, exit 0
            served.stop()
            self.should_exit = True

    config = uvicorn.Config(make(served), log_level="warning", access_log=False,
                            timeout_graceful_shutdown=2, lifespan="on", proxy_headers=False,
                            server_header=False)
    server = Server(config)
    early.append(server)
    if early[0] is not server:  # Ctrl-C came already: uvicorn starts and stops at once
        server.should_exit = True
    server.run(sockets=[listener])
