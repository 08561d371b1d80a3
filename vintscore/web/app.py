"""The Starlette application of `vint serve`: the live page, its events, the scorekeeper's form.

URLs (NAME percent-encoded, TOKEN one of the session's two, vintscore/web/tokens.py):

- `GET /s/NAME?t=TOKEN`: the page; with the scorekeeper's token, the form over it;
- `GET /s/NAME/events?t=TOKEN`: server-sent events, `event: state`, `id:` the revision,
  `data:` {"revision", "html" (what <main> holds), "sheet" (`vint sheet --json`), "ok",
  "undo" (the revision undo would revert: the form's undo names it), "facts" (the
  header's [label, value] pairs: a player who joins appears there too)};
  the state is sent at once on every (re)connection, then at each change of the file;
- `POST /s/NAME/deal|pass|undo|redo?t=TOKEN` (scorekeeper, same origin): a deal, an
  all-pass, undo, redo through the same services as the command line; 303 back to the
  page when written (`&said=KEY`: the page then says what was written), the form with its
  refusals when not. A form's `key` (web/submitted.py) makes it written once, however
  often it is sent; undo and redo are asked first on the page (web/moves.py);
- `GET /rules/LANG/ID`: a rule's text (the documents `vint rules` prints), to which every
  rule id of a refusal or note on the page links (web/rules.py); no token: it is the
  program's, the same for every session;
- `GET /static/page.css|live.css|live.js`.

Without a valid token every URL of a session answers 404, the same as a session that does
not exist, so a link's name says nothing. Every response carries a strict
Content-Security-Policy (no inline script or style) and asks not to be cached.
"""
from __future__ import annotations

import asyncio
import json
import os
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, quote

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import (
    HTMLResponse,
    PlainTextResponse,
    RedirectResponse,
    Response,
    StreamingResponse,
)
from starlette.routing import Route

from ..errors import InputError, VintError
from ..glossary import Msg, say
from .rules import linked
from .snapshot import Snapshot, stamp, take
from .submitted import Submitted, new_key, valid
from .tokens import Pair

CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
# Referrer-Policy: same-origin, not no-referrer: under no-referrer a browser sends
# `Origin: null` with a form's POST, and the same-origin check below could not tell the
# page's own form from a stranger's. The token never leaves the origin either way: the
# page links nowhere else and fetches nothing from elsewhere.
HEADERS = [(b"content-security-policy", CSP.encode()), (b"x-content-type-options", b"nosniff"),
           (b"referrer-policy", b"same-origin"), (b"cache-control", b"no-store"),
           (b"x-frame-options", b"DENY")]
MAX_BODY = 16 * 1024  # a deal's form is well under 1 KiB
BODY_SECONDS = 10.0  # a form's body arrives within this, or the request is dropped (408)
POLL = 0.2  # seconds between two looks at a session file's stat
# seconds between two looks at the folder's other sessions, which the page's rating rests on
# (issue 36: a thousand files are a thousand stats, taken in a thread)
FOLDER_POLL = 1.0
HEARTBEAT = 15.0  # a comment on a quiet stream, so that no proxy or phone drops it
STATIC = {"page.css": "text/css; charset=utf-8", "live.css": "text/css; charset=utf-8",
          "live.js": "text/javascript; charset=utf-8"}
ACTIONS = ("deal", "pass", "undo", "redo")


class Secured:
    """ASGI middleware: the security headers on every response, streams included (a pure
    ASGI wrapper: it never holds a response body back)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def secured(message: Any) -> None:
            if message["type"] == "http.response.start":
                names = {k.lower() for k, _ in message.get("headers", [])}
                message["headers"] = [*message.get("headers", []),
                                      *((k, v) for k, v in HEADERS if k not in names)]
            await send(message)

        await self.app(scope, receive, secured)


class Watcher:
    """One session file watched for every viewer of it: its stat looked at every POLL
    seconds, and the folder's other sessions every FOLDER_POLL seconds (the page's rating
    rests on them too: services/rating_pages.py's `folder_mark`), the page made again when
    either changed (whoever changed it), and the viewers woken when what it shows did."""

    def __init__(self, path: Path, name: str, lang: str) -> None:
        self.path, self.name, self.lang = path, name, lang
        self.snapshot: Snapshot | None = None
        self.ready = asyncio.Event()
        self.changed = asyncio.Event()  # replaced by a new one each time it is set
        self.task: asyncio.Task | None = None
        self.lock = asyncio.Lock()
        self.seen: Any = ()  # the file's stat and the folder's mark when it was last read
        self.folder: Any = ()  # the folder's mark as last looked at, and when (the loop's clock)
        self.folder_at = -FOLDER_POLL

    def start(self) -> None:
        if self.task is None:
            self.task = asyncio.get_running_loop().create_task(self.run())

    def _stat(self) -> tuple[int, int, int] | None:
        try:
            st = os.stat(self.path)
        except OSError:
            return None
        return st.st_mtime_ns, st.st_size, st.st_ino

    async def _folder_mark(self) -> Any:
        """The mark of the folder's other sessions and ledger (`folder_mark`), looked at
        again once FOLDER_POLL seconds have passed since the last look; in a thread."""
        import anyio.to_thread

        from ..services.rating_pages import folder_mark
        now = asyncio.get_running_loop().time()
        if now - self.folder_at >= FOLDER_POLL:
            self.folder_at = now
            try:
                self.folder = await anyio.to_thread.run_sync(folder_mark, self.path)
            except Exception:  # the folder unread: its rating is as the page last made it
                pass
        return self.folder

    async def check(self) -> None:
        """The file's stat and the folder's mark looked at; the page made again if either
        changed, and sent if what it shows did (a change of another game's session changes
        nothing on it). One at a time: a viewer arriving and the poll do not read the file
        twice for one change."""
        import anyio.to_thread
        async with self.lock:
            key = (self._stat(), await self._folder_mark())
            if key == self.seen and self.snapshot is not None:
                return
            self.seen = key  # taken before the file is read: a change while reading is seen next time
            try:
                snap = await anyio.to_thread.run_sync(take, self.path, self.name, self.lang)
            except Exception:  # a bug must not end the page of every viewer: tried again
                self.seen = ()
                return
            if self.snapshot is None or snap.revision != self.snapshot.revision:
                self.snapshot = snap
                woken, self.changed = self.changed, asyncio.Event()
                woken.set()
                self.ready.set()

    async def run(self) -> None:
        while True:
            await self.check()
            await asyncio.sleep(POLL)


class Served:
    """What one `vint serve` serves: the sessions by name, their tokens, the language of
    its refusals, one watcher a session, and whether it is stopping."""

    def __init__(self, sessions: dict[str, Path], tokens: dict[str, Pair], lang: str,
                 hosts: list[str] | None = None, folder: Path | None = None) -> None:
        self.sessions = sessions
        self.tokens = tokens
        self.lang = lang
        # The names a request's Host may give: the addresses the server listens on (cli/serve),
        # so that a page of another site whose name was rebound to this computer (DNS
        # rebinding) cannot pass as same-origin. None: not checked (the in-process tests).
        self.hosts = hosts
        self.watchers: dict[str, Watcher] = {}
        # what each submission wrote, by its key (in `folder`'s .serve/; None: in memory)
        self.submitted = Submitted(folder)
        self.stopping = asyncio.Event()
        self.loop: asyncio.AbstractEventLoop | None = None

    def stop(self) -> None:
        """Streams end (from any thread, a signal handler's too): uvicorn can then close."""
        if self.loop is not None:
            self.loop.call_soon_threadsafe(self.stopping.set)

    def watcher(self, name: str) -> Watcher:
        found = self.watchers.get(name)
        if found is None:
            found = self.watchers[name] = Watcher(self.sessions[name], name, self.lang)
        found.start()
        return found

    def say(self, key: str) -> str:
        return say(Msg(key), self.lang)


# -- who may see, who may write ------------------------------------------------------------

_NOBODY = Pair("x" * 43, "y" * 43)  # compared against when the name is unknown: the same time


def _role(served: Served, request: Request) -> tuple[str, str]:
    """(the session's name, viewer or scorekeeper); 404 for anything else, alike."""
    name = request.path_params.get("name", "")
    token = request.query_params.get("t")
    pair = served.tokens.get(name)
    role = (pair or _NOBODY).role(token)
    if pair is None or role is None or name not in served.sessions:
        raise HTTPException(404)
    return name, role


def _same_origin(request: Request) -> bool:
    """A POST from our own page: Origin (or, without it, Referer) is this server's own
    scheme://host:port, and the browser does not call it cross-site (CSRF)."""
    site = request.headers.get("sec-fetch-site")
    if site is not None and site != "same-origin":
        return False
    host = request.headers.get("host")
    if not host:
        return False
    own = f"{request.url.scheme}://{host}"
    origin = request.headers.get("origin")
    if origin is not None:
        return origin == own
    referer = request.headers.get("referer")
    return referer is not None and (referer == own or referer.startswith(own + "/"))


async def _body(request: Request, stopping: asyncio.Event | None = None) -> bytes:
    """The request's body, refused (413) once it passes MAX_BODY, whatever its headers said,
    and dropped (408) when it has not all come within BODY_SECONDS: uvicorn has no timeout
    for a body sent slowly (issue 25), so this is the one the page's forms get. Once the
    server stops (`stopping`), a body still coming is dropped (503, nothing written): a
    phone's submission half sent would otherwise hold the stop for uvicorn's graceful
    timeout (issue 35)."""
    import anyio
    got = bytearray()

    async def read() -> None:
        async for chunk in request.stream():
            got.extend(chunk)
            if len(got) > MAX_BODY:
                raise HTTPException(413)

    try:
        with anyio.fail_after(BODY_SECONDS):
            if stopping is None:
                await read()
            else:
                reading = asyncio.ensure_future(read())
                try:
                    await _either_done(reading, stopping)
                finally:
                    if not reading.done():
                        reading.cancel()
                if not reading.done() or reading.cancelled():
                    raise HTTPException(503)
                reading.result()  # its 413, if it refused
    except TimeoutError:
        raise HTTPException(408) from None
    return bytes(got)


async def _either_done(task: asyncio.Future[Any], stopping: asyncio.Event) -> None:
    """Until `task` is done or `stopping` is set."""
    stop: asyncio.Future[Any] = asyncio.ensure_future(stopping.wait())
    waits: list[asyncio.Future[Any]] = [task, stop]
    try:
        await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
    finally:
        stop.cancel()


# -- pages ----------------------------------------------------------------------------------

def _expected(typed: list[tuple[str, str]]) -> int | None:
    """The revision a move's POST says it saw (`expect`): one whole number, else None."""
    given = [v for k, v in typed if k == "expect"]
    if len(given) == 1 and given[0].isascii() and given[0].isdigit() and len(given[0]) < 10:
        return int(given[0])
    return None


def _urls(name: str, token: str) -> dict[str, str]:
    base = f"/s/{quote(name, safe='')}"
    q = f"?t={token}"
    return {"page": base + q, "events": f"{base}/events{q}",
            **{a: f"{base}/{a}{q}" for a in ACTIONS}}


def _render(snap: Snapshot, urls: dict[str, str], keeper: bool, filled: Any,
            error: tuple[str, str] = ("", ""), said: tuple[str, ...] = (),
            key: str | None = None) -> str:
    """The page; `said`, what the submission just written wrote; `key`, the key of the
    form being sent again (a refusal keeps it: the same answers mended are the same
    submission), else a new one for each form."""
    from ..formats import sayer
    from ..glossary import own
    from ..pages import markup, render
    t = sayer(snap.lang)
    return render("live.html", own=lambda key: own(snap.game, key), title=snap.title, facts=list(snap.facts), lang=snap.lang,
                  csp=None, css="", footer=t("export.made_by"), t=t,
                  main=markup(snap.main), revision=snap.revision,
                  sheet=json.dumps(snap.sheet, ensure_ascii=False), urls=urls,
                  keeper=keeper and snap.ok, filled=filled, error=error[0], hint=error[1],
                  expect=snap.undo, expect_redo=snap.redo, kinds=snap.kinds,
                  asked=snap.asked, said=said, key=key or new_key(), keys=new_key,
                  ruled=lambda text: linked(text, snap.lang))


def _page_now(path: Path, name: str, lang: str, keeper: bool,
              kind: str = "deal") -> tuple[Snapshot, Any]:
    """The page as the file is now, and (for the scorekeeper) an empty form."""
    from ..services.session import open_session
    from . import form
    snap = take(path, name, lang)
    if not (keeper and snap.ok):
        return snap, None
    try:
        return snap, form.empty(open_session(path), kind, snap.lang)
    except VintError:
        return snap, None


def make(served: Served) -> Starlette:
    """The application serving `served`."""
    import anyio.to_thread

    from . import form as forms

    async def page(request: Request) -> Response:
        name, role = _role(served, request)
        token = request.query_params["t"]
        keeper = role == "scorekeeper"
        snap, filled = await anyio.to_thread.run_sync(
            _page_now, served.sessions[name], name, served.lang, keeper)
        said = (served.submitted.said(name, valid(request.query_params.get("said")))
                if keeper else None)
        return HTMLResponse(_render(snap, _urls(name, token), keeper, filled, said=said or ()))

    async def events(request: Request) -> Response:
        name, _ = _role(served, request)
        watcher = served.watcher(name)
        return StreamingResponse(_stream(watcher, served.stopping), media_type="text/event-stream",
                                 headers={"X-Accel-Buffering": "no"})

    async def _posted(request: Request) -> tuple[str, str, list[tuple[str, str]]]:
        """The action, the session and the form of a scorekeeper's same-origin POST, or the
        HTTP refusal (404, 403, 400)."""
        action = request.path_params["action"]
        if action not in ACTIONS:
            raise HTTPException(404)
        if not _same_origin(request):
            raise HTTPException(403, served.say("serve.http.cross_site"))
        name, role = _role(served, request)
        if role != "scorekeeper":
            raise HTTPException(403, served.say("serve.http.viewer"))
        body = await _body(request, served.stopping)
        try:
            typed = parse_qsl(body.decode("utf-8"), keep_blank_values=True, max_num_fields=64)
        except (UnicodeDecodeError, ValueError):
            raise HTTPException(400, served.say("serve.http.bad_form")) from None
        return action, name, typed

    async def act(request: Request) -> Response:
        action, name, typed = await _posted(request)
        token = request.query_params["t"]
        urls = _urls(name, token)
        path = served.sessions[name]
        texts = {k[2:]: v for k, v in typed if k.startswith("a:")}
        expect = _expected(typed)
        if action in ("undo", "redo") and expect is None:
            # undo and redo move only what the page has shown (docs/page.md): a POST that does
            # not say which revision it saw moves nothing (issue 25)
            snap, filled = await anyio.to_thread.run_sync(_page_now, path, name, served.lang,
                                                          True)
            return HTMLResponse(_render(snap, urls, True, filled,
                                        (served.say("serve.move.unsaid"),
                                         served.say("serve.move.unsaid.hint"))))
        keys = [v for k, v in typed if k == "key"]
        key = valid(keys[0]) if len(keys) == 1 else None
        steps = [v for k, v in typed if k == "step"]
        if steps == ["change"] and action in ("deal", "pass"):
            # the answers shown again to be changed (a page restoring what it kept): no write
            snap, filled = await anyio.to_thread.run_sync(_typed, path, name, served.lang,
                                                          action, texts)
            return HTMLResponse(_render(snap, urls, True, filled, key=key))
        # the page's form in two steps: what it writes, then the write (web/form.submit); a
        # form without a step (another client) is written when whole
        step = (None if not steps else "save" if steps == ["save"] else "check")
        seen = next((v for k, v in typed if k == "seen"), "")
        result = await anyio.to_thread.run_sync(_judged, path, name, served.lang, action, texts,
                                                expect, key, step, seen)
        if result is None:
            said = f"&said={key}" if key is not None else ""
            return RedirectResponse(urls["page"] + said, status_code=303)
        snap, filled, error = result
        # 200 even for a refusal: it is the page, saying why beside the field (a 4xx would be
        # a console error in the browser, and nothing went wrong in the exchange)
        return HTMLResponse(_render(snap, urls, True, filled, error, key=key))

    def _typed(path: Path, name: str, lang: str, action: str,
               texts: dict[str, str]) -> tuple[Snapshot, Any]:
        """The page with the form as typed (nothing judged, nothing written)."""
        from ..services.session import open_session
        snap = take(path, name, lang)
        try:
            opened = open_session(path)
            if action not in opened.game.questions.kinds:
                raise HTTPException(404)
            return snap, forms.typed(opened, action, texts, opened.session.lang)
        except VintError:
            return _page_now(path, name, lang, True)

    def _judged(path: Path, name: str, lang: str, action: str, texts: dict[str, str],
                expect: int | None, key: str | None, step: str | None = None, seen: str = ""
                ) -> tuple[Snapshot, Any, tuple[str, str]] | None:
        """The submission `key` written once: one that was already is answered as it was
        then, nothing written again (web/submitted.py: the key is kept with the change, in
        the step of its rename, under the session's lock); None when written."""
        from ..storage import transaction
        from ..storage.once import Written
        submitted = served.submitted
        with submitted.lock:
            if submitted.said(name, key) is not None:
                return None
            said: list[str] = []
            try:
                submission = submitted.once(name, key)
                if submission is not None:  # written by a server that died before saying so?
                    found = transaction.made_already(path, submission)
                    if found is not None:
                        raise found
                with submitted.guarded(name, key):
                    result = _write(path, name, lang, action, texts, expect, said, step, seen)
            except Written as found:
                said = list(found.said) if found.said is not None else _again(action, found,
                                                                              lang, path)
                result = None
            except VintError as e:  # the session's lock not had (exit 75's words)
                snap, filled = _page_now(path, name, lang, True)
                return snap, filled, e.said(lang)
            if result is None:
                submitted.remember(name, key, said)
            return result

    def _again(action: str, found: Any, lang: str, path: Path) -> list[str]:
        """What a submission written by a server that died before saying it is answered
        with, from the session's history: the event it added, or the revision it made."""
        from ..glossary import own
        from ..storage import load
        game = None
        try:
            session = load(path).session
            lang, game = session.lang, session.game  # the session's, as the page's other words
        except (VintError, OSError):  # the server's will do
            pass
        if action in ("deal", "pass") and found.event is not None:
            key = own(game, "play.passed" if action == "pass" else "play.saved")
            return [say(Msg(key, number=found.event), lang)]
        return [say(Msg("serve.submitted.done", number=found.revision), lang)]

    def _write(path: Path, name: str, lang: str, action: str, texts: dict[str, str],
               expect: int | None, said: list[str], step: str | None = None, seen: str = ""
               ) -> tuple[Snapshot, Any, tuple[str, str]] | None:
        """The change asked for, through the services; None when written (`said` then
        holds what the page says of it)."""
        from ..services import history
        from ..services.session import open_session
        from .moves import done
        try:
            opened = open_session(path)
        except VintError as e:
            return take(path, name, lang), None, e.said(lang)
        lang = opened.session.lang
        if action in ("undo", "redo"):
            try:
                if action == "undo":
                    moved = history.undo(path, expect)
                else:
                    moved = history.redo(path, expect)
            except VintError as e:
                snap, filled = _page_now(path, name, lang, True)
                return snap, filled, e.said(lang)
            said.extend(done(action, moved, lang))
            return None
        kind = "deal" if action == "deal" else "pass"
        if kind not in opened.game.questions.kinds:  # a game without it: the page offers none
            raise HTTPException(404)
        try:
            filled = forms.submit(path, opened, kind, texts, lang, step, seen,
                                  stamp(opened.loaded.raw))
        except InputError as e:  # the game's form refused before any question (an example…)
            snap, empty = _page_now(path, name, lang, True)
            return snap, empty, e.said(lang)
        if filled.saved:
            said.extend(filled.said)
            return None
        return take(path, name, lang), filled, (filled.error, filled.hint)

    async def rule(request: Request) -> Response:
        """A rule's text, as `vint rules ID` prints it, in a language (web/rules.py)."""
        from ..formats import sayer
        from ..pages import render
        from .rules import entry, html
        lang, rule_id = request.path_params["lang"], request.path_params["rule"]
        found = entry(rule_id, lang)
        if found is None:
            raise HTTPException(404)
        shown, game = found
        t = sayer(lang)
        return HTMLResponse(render(
            "live_rule.html", title=f"{shown.id} {shown.title}", lang=lang, csp=None, css="",
            facts=[(t("serve.rules.of"), say(game.title, lang))],
            footer=t("export.made_by"), t=t, text=html(shown.text, lang), section=shown.section))

    async def static(request: Request) -> Response:
        from ..pages import STATIC as FOLDER
        file = request.path_params["file"]
        if file not in STATIC:
            raise HTTPException(404)
        return Response((FOLDER / file).read_bytes(), media_type=STATIC[file])

    async def refused(request: Request, exc: Exception) -> Response:
        code = getattr(exc, "status_code", 500)
        detail = getattr(exc, "detail", "")
        if code == 405:  # `GET /s/../x` meets the actions' route: nothing is there either
            code = 404
        said = {404: "serve.http.not_found", 408: "serve.http.too_slow",
                413: "serve.http.too_large", 503: "serve.http.stopping"}
        text = served.say(said[code]) if code in said else str(detail)
        headers = {"Connection": "close"} if code in (408, 503) else None
        return PlainTextResponse(text + "\n", status_code=code, headers=headers)

    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        served.loop = asyncio.get_running_loop()
        yield
        served.stopping.set()
        for w in served.watchers.values():
            if w.task is not None:
                w.task.cancel()

    import contextlib
    routes = [Route("/s/{name}", page), Route("/s/{name}/events", events),
              Route("/s/{name}/{action}", act, methods=["POST"]),
              Route("/rules/{lang}/{rule}", rule), Route("/static/{file}", static)]
    app = Starlette(routes=routes, exception_handlers={HTTPException: refused},
                    lifespan=contextlib.asynccontextmanager(lifespan))
    if served.hosts is not None:  # Starlette's own check of Host (400 for any other name)
        from starlette.middleware.trustedhost import TrustedHostMiddleware
        app.add_middleware(TrustedHostMiddleware, allowed_hosts=served.hosts)
    app.add_middleware(Secured)  # outermost: a refused Host gets the headers too
    return app


async def _either(a: asyncio.Event, b: asyncio.Event, timeout: float) -> None:
    """Until `a` or `b` is set, or `timeout` seconds."""
    waits = [asyncio.ensure_future(a.wait()), asyncio.ensure_future(b.wait())]
    try:
        await asyncio.wait(waits, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for w in waits:
            w.cancel()


async def _stream(watcher: Watcher, stopping: asyncio.Event) -> AsyncIterator[str]:
    """The session's state at once (a phone back from sleep catches up here), then each
    change; a comment while nothing happens; the end when the server stops."""
    yield "retry: 1000\n\n"
    await watcher.check()  # a viewer back from sleep gets the file as it is now, not 0.2 s ago
    await _either(watcher.ready, stopping, 30.0)
    sent = None
    while not stopping.is_set():
        changed = watcher.changed  # before the snapshot: a change between the two is not missed
        snap = watcher.snapshot
        if snap is not None and snap.revision != sent:
            sent = snap.revision
            data = json.dumps(snap.event(), ensure_ascii=False)
            yield f"id: {snap.revision}\nevent: state\ndata: {data}\n\n"
            continue
        if changed.is_set():
            continue
        await _either(changed, stopping, HEARTBEAT)
        if not changed.is_set() and not stopping.is_set():
            yield ": still here\n\n"
