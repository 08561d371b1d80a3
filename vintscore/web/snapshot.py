"""What the live page shows of a session file at one moment, and its revision stamp.

The same as the HTML export (the game's `export.html_parts`), with the last entry in words
and who deals next over it, the game's rating over the folder under it (issue 36), and the
JSON `vint sheet --json` prints; or, when the file does
not read, its problems as `vint check` words them. Made afresh from the file each time: the
file is the truth, and a page shows nothing it does not say.
"""
from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Any

from ..errors import SessionFileError, VintError
from ..glossary import Msg, say, sayer
from ..value import value
from ..where import read_regular
from .moves import Asked


@value
class Snapshot:
    """A session's page at one revision: `main` the HTML inside <main>, `sheet` the JSON of
    `vint sheet --json` (None while the file does not read), the header's title and facts."""

    revision: str
    lang: str
    title: str
    facts: tuple[tuple[str, str], ...]
    main: str
    sheet: dict[str, Any] | None
    ok: bool  # the file read and replayed: the form may write
    undo: int | None = None  # the revision undo would revert now (the form's undo names it)
    redo: int | None = None  # the revision redo would put back now (the form's redo names it)
    kinds: tuple[str, ...] = ()  # the events the page enters that the game has (web/form.py)
    # the questions the page's undo and redo ask first (web/moves.py), None: not known
    asked: tuple[Asked, Asked] | None = None
    game: str = ""  # the game's name: its own words for a shared message (glossary.own)

    def event(self) -> dict[str, Any]:
        """What a server-sent event carries (app.events)."""
        return {"revision": self.revision, "html": self.main, "sheet": self.sheet, "ok": self.ok,
                "undo": self.undo, "redo": self.redo, "facts": [list(fact) for fact in self.facts],
                "ask": {"undo": self.asked[0].data(), "redo": self.asked[1].data()}
                if self.asked is not None else None}


def stamp(raw: bytes, *shown: str) -> str:
    """The revision a page shows: the file's bytes, and what else it shows that another
    file says (`shown`: the rating over the folder's other sessions), so the same text is
    the same revision, across restarts too (a phone reconnecting with Last-Event-ID)."""
    digest = hashlib.sha256(raw)
    for part in filter(None, shown):  # a page showing nothing else: the file's own stamp
        digest.update(b"\0" + part.encode("utf-8"))
    return digest.hexdigest()[:20]


def take(path: Path, name: str, lang: str) -> Snapshot:
    """The page of the session at `path` as its file is now (`lang`: when the file says none)."""
    from ..services.session import open_session
    try:
        opened = open_session(path)
    except SessionFileError:
        return _problems(path, name, lang)
    except VintError:  # gone, or not a session: said in words, read again at its next change
        return _unread(path, name, lang)
    return _page(opened, name)


def _page(opened: Any, name: str) -> Snapshot:
    from ..pages import markup, render
    session, played, sheet = opened.session, opened.game, opened.sheet
    lang = session.lang
    settlement = played.fold.settle(sheet, session.stake)
    parts = played.export.html_parts(session, sheet, settlement, name, lang)
    shown = [e for e in session.events if not getattr(e, "void", False)]
    last = played.view.describe_event(shown[-1], lang) if shown else None
    dealer = getattr(sheet, "next_dealer", None)
    over = bool(getattr(sheet, "over", False))
    rating = _rating(opened, lang)  # the other sessions' part of the page: its revision too
    main = render("live_main.html", lang=lang,
                  sections=markup(current_first(_ruled(parts, lang)) + rating),
                  last=last, dealer=None if over else dealer, problems=(),
                  t=sayer(lang), ruled=_linker(lang))
    data = played.view.sheet_json(opened, name, {})
    from .form import KINDS
    from .moves import offered
    kinds = tuple(k for k in KINDS if k in played.questions.kinds)
    # The revisions undo would revert and redo put back now, and their questions: the
    # page's buttons name them, and the service refuses when another has come since
    # (services.history's `expect`: what was shown goes, issue 25)
    asked = offered(opened.loaded.path, opened.loaded, played.view, lang)
    undo, redo = (asked[0].number, asked[1].number) if asked else (None, None)
    return Snapshot(stamp(opened.loaded.raw, rating), lang, parts.title, tuple(parts.facts),
                    main, data, True, undo, redo, kinds=kinds, asked=asked, game=session.game)


def _rating(opened: Any, lang: str) -> str:
    """Below the session's sections, the rating of its game over every session of the
    folder (issue 36, point 4): its table and its charts, the players' and the
    partnerships' (rating/sections.html), this session counted as its sheet stands; ''
    when no match has finished."""
    from ..pages import fragment
    from ..rating import RatedSession
    from ..rating_chart import section
    from ..services.rating_pages import of_session
    session, played = opened.session, opened.game
    now = RatedSession(opened.loaded.path.stem, session.created,
                       tuple(played.fold.matches(opened.sheet)), session.players)
    try:
        found = of_session(opened.loaded.path, session.game, now)
    except (VintError, OSError):  # the folder's other files: the session's page stands
        return ""
    if found is None:
        return ""
    shown = section(found.game, say(played.title, lang), found.players, found.sessions, lang,
                    say(Msg("rating.section.live"), lang), found.pairs)
    return "\n" + fragment("rating/sections.html", ratings=[shown])


_SECTION = re.compile(r"<section\b[^>]*>|</section>")


def current_first(sections: str) -> str:
    """The export's sections with the one the game marks data-current (the sheet in play)
    moved before the others: the viewer sees the table first (issue 24, point 7), on any
    screen, and a screen reader or the Tab key meets it first too. The markup is the
    game's template's: escaped text holds no tag, so a top-level section is found by
    counting its opening and closing tags."""
    depth, opened, spans = 0, None, []
    for tag in _SECTION.finditer(sections):
        if tag.group() == "</section>":
            depth -= 1
            if depth == 0 and opened is not None:
                spans.append((opened.start(), tag.end(), " data-current" in opened.group()))
        else:
            if depth == 0:
                opened = tag
            depth += 1
    current = next((span for span in spans if span[2]), None)
    if current is None or current == spans[0]:
        return sections
    first, (a, b, _) = spans[0][0], current
    return sections[:first] + sections[a:b] + "\n" + sections[first:a] + sections[b:]


def _linker(lang: str) -> Any:
    from .rules import linked
    return lambda text: linked(text, lang)


def _ruled(parts: Any, lang: str) -> str:
    """The export's sections with its footnote of rule ids said for the page: each id a
    link to its rule (web/rules.py), not the command that prints it."""
    if not parts.rules:
        return parts.sections
    from ..pages import part
    from .rules import linked
    ids = ", ".join(parts.rules)
    note = part("parts.html", "rules_note",
                say(Msg("export.rules_note", ids=ids, example=parts.rules[0]), lang))
    live = part("parts.html", "rules_note", linked(say(Msg("serve.rules_note", ids=ids), lang),
                                                     lang))
    return parts.sections.replace(note, live)


def _raw(path: Path) -> bytes:
    try:
        return read_regular(path)  # a fifo or a device is never waited for
    except OSError:
        return b""


def _problems(path: Path, name: str, lang: str) -> Snapshot:
    """The file does not read: every problem `vint check` finds, in the file's language."""
    from ..pages import render
    from ..services.check import check
    raw = _raw(path)
    checked = check(path)
    lang = checked.lang or lang
    problems = []
    for problem in checked.problems:
        message, hint = problem.said(lang)
        where = Path(problem.path).name  # the file's name only: no folder of this machine
        if problem.line is not None:
            where += f":{problem.line}"
        problems.append({"where": where, "message": message, "hint": hint,
                         "line": problem.source_line})
    main = render("live_main.html", lang=lang, sections="", last=None, dealer=None,
                  problems=problems, t=sayer(lang), ruled=_linker(lang))
    return Snapshot(stamp(raw), lang, name, (), main, None, False)


def _unread(path: Path, name: str, lang: str) -> Snapshot:
    from ..pages import render
    # its own words name folders of this machine: the page says only that it cannot read
    problems = [{"where": Path(path).name, "message": say(Msg("serve.unread"), lang),
                 "hint": "", "line": None}]
    main = render("live_main.html", lang=lang, sections="", last=None, dealer=None,
                  problems=problems, t=sayer(lang), ruled=_linker(lang))
    return Snapshot(stamp(_raw(path)) + "-unread", lang, name, (), main, None, False)
