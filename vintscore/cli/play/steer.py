"""What each steering word of `vint play` does (issue 13): help, sheet, log, quit, undo,
void and restore, edit, and the words that start an entry (pass, adjust, misdeal).

A word does what it says, or is refused in a sentence; one that would throw away what
is being typed, or remove a saved event, shows what would go and asks first. Each
function returns to ask the same question again, or raises Switch (what is being typed
changed) or End.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from ...errors import VintError
from ...glossary import Msg, own
from ..common import current_lang, say_
from .draft import Draft, End, Switch
from .words import NUMBERED, Word, words_of

if TYPE_CHECKING:
    from pathlib import Path

    from ...errors import VintError
    from ...questions import Question
    from .screen import Screen


class Evening(Protocol):
    """What a steering word is done to: the evening being played (play/evening.py's
    Evening is one): its session, what is being typed, its screen and its questions."""

    path: Path
    opened: Any  # services.session.Opened or Changed: .session, .sheet, .game
    screen: Screen
    draft: Draft | None
    aside: Draft | None

    @property
    def game(self) -> Any: ...

    def changed(self, result: Any) -> None: ...

    def new(self, kind: str, editing: int | None = None) -> Draft: ...

    def label(self, draft: Draft) -> Msg: ...

    def typed(self) -> list[Draft]: ...

    def yes(self, question: Msg) -> bool: ...

    def choose(self, question: Msg, options: list[tuple[str, Msg]]) -> str | None: ...

    def report(self, e: VintError) -> None: ...

    def refuse(self, message: Msg, hint: Msg | None = None) -> None: ...

    def described(self, event: Any) -> str: ...

    def width(self) -> int: ...


def do(ev: Evening, word: Word, q: Question | None) -> None:
    """Do what a steering word says (or refuse it in a sentence). Returns to ask the
    same question again; raises Switch when what is being typed changed, End to stop."""
    name = word.name
    if word.rest and name not in NUMBERED:
        ev.refuse(Msg("play.word.alone", word=word.typed, rest=word.rest),
                  Msg("play.word.alone.hint"))
        return
    lang, width = current_lang(), ev.width()
    view = ev.game.view
    if name == "help":
        _help(ev, q)
    elif name == "sheet":
        ev.screen.draw(view.sheet(ev.opened, {}, lang, width))
    elif name == "log":
        ev.screen.draw(view.log(ev.opened, lang, width))
    elif name == "quit":
        _quit(ev)
    elif name == "undo":
        _undo_word(ev)
    elif name == "redo":
        _redo_word(ev)
    elif name in ("void", "restore"):
        _void(ev, word, name == "restore")
    elif name == "edit":
        _edit(ev, word)
    else:
        _start(ev, name, word)


def _help(ev: Evening, q: Question | None) -> None:
    """The words, in the session's language, and what the question in front takes."""
    kinds = ev.game.questions.kinds
    ev.screen.line(Msg("play.help.head"))
    for name in words_of(ev.game.play_words):
        if name in ev.game.play_words and name not in kinds:
            continue  # a word of the game's that `vint play` does not start
        ev.screen.line(Msg(own(ev.game.name, f"play.help.{name}")))
    ev.screen.line(Msg("play.help.enter"))
    if q is None:
        ev.screen.line(Msg("play.help.confirm"))
    elif q.note is not None:
        ev.screen.line(Msg("play.help.here", note=q.note))


def _quit(ev: Evening) -> None:
    typed = ev.typed()
    if typed and not ev.yes(Msg("play.ask.quit", what=_labels(ev, typed))):
        return
    raise End


def _labels(ev: Evening, drafts: list[Draft]) -> str:
    return say_(Msg("play.and")).join(say_(ev.label(d)) for d in drafts)


def _pending(ev: Evening) -> tuple[Any, str] | None:
    """What undo would revert now, and that in words ("deal: event 2 is gone: …")."""
    from ...revision_words import commands
    from ...services import history
    from ..journal import command_words, effects
    try:
        preview = history.preview_undo(ev.path)
    except VintError:
        return None  # said by the undo itself, if it is asked for
    if preview is None:
        return None
    lines = effects(ev.game.view, preview.now, preview.then, preview, current_lang())
    said = "; ".join(say_(line).strip() for line in lines)
    command = command_words(preview.about, commands(ev.game.name))  # its game's words
    return preview, f"{command}: {said}" if said else command


def _undo_word(ev: Evening) -> None:
    """undo / отмена: leave the entry in front, drop the deal being typed, or undo the
    last change to the session; whichever would go is shown and asked first."""
    draft = ev.draft
    if draft is not None and draft.nested:
        label = ev.label(draft)
        if ev.yes(Msg("play.ask.leave", what=label)):
            ev.screen.line(Msg("play.left", what=label))
            ev.draft = None
            raise Switch
        return
    pending = _pending(ev)
    if draft is not None and draft.started:
        label = ev.label(draft)
        options = [("1", Msg("play.undo.typing", what=label))]
        if pending is not None:
            options.append(("2", Msg("play.undo.saved", number=pending[0].about.number,
                                     what=pending[1])))
        choice = ev.choose(Msg("play.undo.which"), options)
        if choice == "1":
            ev.screen.line(Msg("play.dropped", what=label))
            ev.draft = None
            raise Switch
        if choice == "2" and pending is not None:
            _move(ev, pending[0].about.number)
            raise Switch  # the deal being typed is read again in the session as it is
        return
    if pending is None:
        from ...services import history
        try:
            ev.refuse(*history.why_not_undo(ev.path))  # as `vint undo` says it (issue 25)
        except VintError as e:
            ev.report(e)
        return
    if ev.yes(Msg("play.ask.undo", number=pending[0].about.number, what=pending[1])):
        _move(ev, pending[0].about.number)
        raise Switch


def _redo_word(ev: Evening) -> None:
    """redo / повтор: the change undone last, put back (nothing being typed is touched)."""
    _move(ev, None)
    if ev.draft is not None:
        raise Switch  # the deal being typed is read again in the session as it is


def _move(ev: Evening, expect: int | None) -> None:
    """Undo (revision `expect`, as shown and confirmed) or, with None, redo."""
    from ...revision_words import commands
    from ...services import history
    from ..journal import command_words, effects
    try:
        moved = history.undo(ev.path, expect) if expect is not None else history.redo(ev.path)
    except VintError as e:
        ev.report(e)
        return
    changed = moved.changed
    ev.changed(changed)
    key = "cli.undo.done" if expect is not None else "cli.redo.done"
    ev.screen.line(Msg(key, what=say_(Msg("cli.history.revision", number=moved.about.number,
                                           command=command_words(
                                               moved.about, commands(changed.game.name))))))
    revision = changed.saved.revision
    if revision is not None:
        for line in effects(ev.game.view, changed.saved.old.session, changed.session,
                            revision, current_lang()):
            ev.screen.line(line)
    ev.screen.draw(ev.game.view.playing(changed, current_lang(), ev.width()))


def _void(ev: Evening, word: Word, restore: bool) -> None:
    """void N / restore N: event N struck out (kept in the file, not counted), or back."""
    from ...services import journal
    if ev.draft is not None and ev.draft.nested:
        ev.refuse(Msg("play.finish_first", what=ev.label(ev.draft)),
                  Msg("play.finish_first.hint"))
        return
    number = word.number
    events = ev.opened.session.events
    if number is None or not 1 <= number <= len(events):
        ev.refuse(Msg("play.number_what", word=word.typed, given=word.rest),
                  Msg("play.number_what.hint", word=word.typed))
        return
    event = events[number - 1]
    if event.void != restore:
        key = "cli.void.already_void" if event.void else "cli.void.already_valid"
        ev.refuse(Msg(key, number=number))
        return
    ask = "play.ask.restore" if restore else "play.ask.void"
    if not ev.yes(Msg(ask, number=number, what=ev.described(event))):
        return
    try:
        result = journal.void(ev.path, number, restore)
    except VintError as e:
        ev.report(e)
        return
    ev.changed(result)
    ev.screen.draw(ev.game.view.changed_event(result, restore, current_lang()))
    ev.screen.draw(ev.game.view.playing(result, current_lang(), ev.width()))
    raise Switch  # what is being typed is read again in the session as it is now


def _edit(ev: Evening, word: Word) -> None:
    number = word.number
    if number is None or not 1 <= number <= len(ev.opened.session.events):
        ev.refuse(Msg("play.edit_what", given=word.rest), Msg("play.edit_what.hint"))
        return
    if ev.draft is not None and ev.draft.form.editing == number:
        ev.refuse(Msg("play.already", what=ev.label(ev.draft)))
        return
    try:
        new = ev.new("deal", number)
    except VintError as e:
        ev.report(e)
        return
    _begin(ev, new)


def _start(ev: Evening, kind: str, word: Word) -> None:
    """pass, adjust, misdeal: that entry's questions."""
    if kind not in ev.game.questions.kinds:
        ev.refuse(Msg("play.not_here", word=word.typed), Msg("play.not_here.hint"))
        return
    if ev.draft is not None and ev.draft.nested and ev.draft.form.kind == kind \
            and ev.draft.form.editing is None:
        ev.refuse(Msg("play.already", what=ev.label(ev.draft)))
        return
    _begin(ev, ev.new(kind))


def _begin(ev: Evening, new: Draft) -> None:
    """Put `new` in front. A deal being typed waits for it (or, for an all-pass, may
    give way to it: asked); another nested entry gives way only when asked."""
    current = ev.draft
    if current is None or not (current.nested or current.started):
        ev.draft = new
        raise Switch
    label = ev.label(current)
    if current.nested:
        if not ev.yes(Msg("play.ask.instead", what=label, new=_start_text(new, ev.game.name))):
            return
        if current.started:
            ev.screen.line(Msg("play.dropped", what=label))
        ev.draft = new
        raise Switch
    if new.form.kind == "pass":  # ambiguous: the hand was passed, or a pass came first
        choice = ev.choose(Msg(own(ev.game.name, "play.pass.which")),
                           [("1", Msg("play.pass.instead", what=label)),
                            ("2", Msg(own(ev.game.name, "play.pass.before"), what=label))])
        if choice is None:
            return
        if choice == "1":
            ev.screen.line(Msg("play.dropped", what=label))
            ev.draft = new
            raise Switch
    ev.aside = current
    ev.screen.line(Msg("play.aside", what=label))
    ev.draft = new
    raise Switch


def _start_text(draft: Draft, game: str) -> Msg:
    if draft.form.editing is not None:
        return Msg("play.start.edit", number=draft.form.editing)
    return Msg(own(game, f"play.start.{draft.form.kind}"))


