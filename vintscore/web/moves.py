"""Undo and redo on the page ask first, naming what they revert, and say what they did
(issue 24, point 3), in the words `vint undo` and `vint redo` use (revision_words).

The question is the page's own (the server makes it with the page and again at each
change of the file: the stream carries it), so the scorekeeper confirms what the page
shows; the move names that revision (`expect`), and the service refuses when another has
come since (issue 25).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from ..glossary import Msg, say
from ..revision_words import command_words, commands, effects
from ..value import value


@value
class Asked:
    """One move as the page offers it: the revision it is about (None: nothing to move,
    and `question` says why), the question, and the lines of what it would do."""

    number: int | None
    question: str
    lines: tuple[str, ...] = ()

    def data(self) -> dict[str, Any]:
        """What the page's stream carries of it (app.py)."""
        return {"number": self.number, "question": self.question, "lines": list(self.lines)}


def _lines(msgs: list[Msg], lang: str) -> tuple[str, ...]:
    return tuple(say(m, lang).strip() for m in msgs)


def _one(preview: Any, kind: str) -> int | None:
    """The one event an undo takes away (or a redo brings back), when it does nothing else."""
    gone, other = ((preview.removed, preview.added) if kind == "undo"
                   else (preview.added, preview.removed))
    if len(gone) == 1 and not other and not preview.changed and not preview.header:
        return gone[0]
    return None


def _asked(kind: str, about: Any, preview: Any, view: Any, lang: str,
           words: dict[str, Msg]) -> Asked:
    """Undo event 12: deal 3♥ by Anna, 9 tricks…? — or, for any other change, its revision
    (in `words`, its game's: revision_words.commands) and each event it would touch."""
    if preview is None:  # its copy is gone: named by its revision; the move says the rest
        return Asked(about.number, say(Msg(f"serve.ask.{kind}", number=about.number,
                                           command=command_words(about, lang, words)), lang))
    n = _one(preview, kind)
    if n is not None:  # undo: the event is in the session now; redo: in the one it brings back
        event = (preview.now if kind == "undo" else preview.then).events[n - 1]
        return Asked(about.number, say(Msg(f"serve.ask.{kind}.event", number=n,
                                           what=view.describe_event(event, lang)), lang))
    lines = _lines(effects(view, preview.now, preview.then, preview, lang), lang)
    return Asked(about.number, say(Msg(f"serve.ask.{kind}", number=about.number,
                                       command=command_words(about, lang, words)), lang), lines)


def offered(path: Path, loaded: Any, view: Any, lang: str) -> tuple[Asked, Asked] | None:
    """What the page's undo and redo would do now, as their questions; None when the
    history cannot be read (the move then says why)."""
    from ..errors import VintError
    from ..services import history
    try:
        found = history.next_moves(path, loaded)
    except VintError:
        return None
    words = commands(loaded.session.game)  # the session's game's words (issue 35)
    undo = (_asked("undo", found.undo, found.undo_preview, view, lang, words) if found.undo
            else Asked(None, say(found.no_undo or Msg("cli.undo.nothing"), lang)))
    redo = (_asked("redo", found.redo, found.redo_preview, view, lang, words) if found.redo
            else Asked(None, say(Msg("cli.redo.nothing"), lang)))
    return undo, redo


def done(kind: str, moved: Any, lang: str) -> list[str]:
    """What an undo or a redo did, as `vint undo` and `vint redo` say it: the revision,
    then each event it touched."""
    changed = moved.changed
    first = say(Msg(f"cli.{kind}.done", what=Msg("cli.history.revision",
                                                 number=moved.about.number,
                                                 command=command_words(
                                                     moved.about, lang,
                                                     commands(changed.game.name)))),
                lang)
    revision = changed.saved.revision
    rest = _lines(effects(changed.game.view, changed.saved.old.session, changed.session,
                          revision, lang), lang) if revision is not None else ()
    return [first, *rest]
