"""The evening at the prompts (`vint play`, issue 13 "Trust at the table"): game-neutral.

What is asked comes from the session's game (`games/<game>/questions.py`); what is saved
goes through the services the commands use (`services/record`, `services/journal`);
what is shown comes from the game's view. This module only asks, saves and prints; what
each steering word does is `steer.py`'s.

Never drop a word: at every prompt a steering word does what it says or is refused with
a sentence; a word that would throw away what is being typed, or remove a saved event,
asks first and shows what would go. A deal being typed waits while an edit, an
adjustment, a misdeal or an all-pass is entered, and comes back after. However the
evening ends (quit, the end of input, Ctrl-C), it says what is saved and what was not.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from ...errors import EventError, InputError, SavedError, Text, VintError
from ...glossary import Msg, own
from ...questions import Form, Question, yes_no
from ..common import current_lang, mark_saved, say_, use_session_lang
from . import steer
from .draft import Draft, End, Switch
from .screen import Screen
from .words import Word, starts_of, word_of

_UNREAD = object()  # an answer a question could not read


class Evening:
    """One `vint play`: the session, what is being typed, and the screen."""

    def __init__(self, path: Path, opened: Any, screen: Screen) -> None:
        self.path = path
        self.opened = opened  # services.session.Opened or Changed: .session, .sheet, .game
        self.screen = screen
        self.version = 0  # bumped whenever the session changes: drafts are read again
        self.draft: Draft | None = None  # what is being asked now
        self.aside: Draft | None = None  # a deal being typed, waiting for a nested entry
        self.saving: tuple[Draft, tuple[Any, ...]] | None = None  # a save under way
        self.announced: str | None = None

    @property
    def game(self) -> Any:
        return self.opened.game

    # -- the evening -----------------------------------------------------------------------

    def run(self) -> None:
        """Deal after deal until quit, the end of input or Ctrl-C; then say what is kept."""
        try:
            self.screen.line(Msg("play.hello"))
            self.screen.draw(self.game.view.playing(self.opened, current_lang(),
                                                    self.width()))
            while True:
                try:
                    self._turn()
                except Switch:
                    continue
        except (End, EOFError, KeyboardInterrupt):
            pass
        try:
            self._goodbye()
        except KeyboardInterrupt:  # a second Ctrl-C while the last sentence is said
            pass

    def _turn(self) -> None:
        self._refresh()
        resumed = self.draft is None and self.aside is not None
        if resumed:
            self.draft, self.aside = self.aside, None
        if self.draft is None:
            self.draft = self.new("deal")
        elif self.draft.version != self.version:
            self.draft = self._again(self.draft)
            if self.draft is None:
                raise Switch
        if not self.draft.nested:
            self._announce()
        if resumed:
            self.screen.line(Msg("play.back", what=self.label(self.draft)))
        self._complete(self.draft)
        self.draft = None

    def _complete(self, draft: Draft) -> None:
        """Ask what is missing, show what it writes, and save it once confirmed."""
        while True:
            q = draft.form.next(draft.got)
            if q is not None:
                draft.put(q.key, *self._ask(q))
                continue
            draft.prune()
            self._refresh()
            if draft.version != self.version:  # the file changed meanwhile: read it again
                raise Switch
            focus = draft.form.editing or len(self.opened.session.events) + 1
            try:
                event, sheet, number = self._tried(draft)
            except VintError as e:
                own = not isinstance(e, EventError) or e.number == focus  # not a later one's
                mend = draft.form.mend(e, draft.got) if own else None
                if mend is not None:
                    draft.put(mend.key, *self._ask(mend))
                    continue
                self.report(self._refused(e, focus, draft))
                if not draft.got:  # nothing was asked (an X): nothing to ask again
                    self.screen.err(Msg("play.dropped", what=self.label(draft)))
                    return
                if own and e.key in draft.got:
                    draft.drop(e.key)
                    self.screen.err(Msg("play.fix"))
                else:
                    draft.reset()
                    self.screen.err(Msg("play.again_deal"))
                continue
            asked = bool(draft.form.keys(draft.got))
            if asked:  # an entry of one word (an X) was confirmed by saying it
                lines = self.game.view.writes(sheet, number, current_lang())
                self.screen.line(Msg("play.will_write", text=lines[0]))
                for line in lines[1:]:
                    self.screen.line(Msg("cli.indented", text=line))
                if not self._write_it():
                    draft.reset()
                    self.screen.line(Msg("play.again_deal"))
                    continue
            if self._save(draft, event) or not draft.got:
                return  # saved; or an X that could not be: said why, nothing to ask again

    def _refused(self, e: VintError, focus: int, draft: Draft) -> VintError:
        """A refusal as the commands word it (naming a later event an edit breaks)."""
        from ...services.record import logged
        from ...services.session import refused
        if not isinstance(e, EventError):
            return e
        verb = "edit" if draft.form.editing is not None else logged(draft.form.kind)
        return refused(e, focus, verb, self.game)

    def _tried(self, draft: Draft) -> tuple[Any, Any, int]:
        """The event the answers make, and the sheet with it (nothing written)."""
        from ...services.session import trial
        form = draft.form
        event = form.keep(self.game.forms.event(form.kind, form.given(draft.got)))
        sheet = trial(self.opened.session, event, form.editing)
        return event, sheet, form.editing or len(sheet.records)

    def _save(self, draft: Draft, event: Any) -> bool:
        """The confirmed change written; False (and said why) when it was not."""
        from ...services import journal, record
        form = draft.form
        self.saving = (draft, self.opened.session.events)
        try:
            if form.editing is not None:
                result = journal.replace_event(self.path, form.editing, event)
            else:
                result = record.event(self.path, form.kind, form.given(draft.got))
        except SavedError as e:  # in the file, its revision not logged (issue 32, exit 3):
            self.saving = None  # said so, and never offered to be confirmed again
            self.report(e)
            if self.draft is draft:
                self.draft = None
            self._refresh()
            return True
        except VintError as e:
            self.saving = None
            self.report(e)
            self.screen.err(Msg("play.not_saved"))
            return False
        self.saving = None
        if self.draft is draft:
            self.draft = None  # saved: from now on nothing of it is being typed
        self.changed(result)
        if form.editing is not None:  # what it now writes, in the words of `vint edit`
            self.screen.draw(self.game.view.changed_event(result, False, current_lang()))
        elif form.kind == "pass":
            self.screen.line(Msg(own(self.game.name, "play.passed"), number=result.number))
        else:
            self.screen.line(Msg("play.saved", number=result.number))
        self.screen.draw(self.game.view.playing(result, current_lang(), self.width()))
        return True

    def changed(self, result: Any) -> None:
        """After a service saved a change (cli.common.changed, printed on this screen)."""
        mark_saved()
        use_session_lang(result.session.lang)
        saved = result.saved
        if saved.lost_comments:
            self.screen.err(Msg("cli.comments_lost", name=saved.old.path.name,
                                backup=saved.backup))
        self.opened = result
        self.version += 1

    def _refresh(self) -> None:
        """The session read afresh (another scorekeeper may have written meanwhile)."""
        from ...services.session import open_session
        try:
            opened = open_session(self.path)
        except VintError as e:
            self.report(e)
            return
        if opened.session != self.opened.session:
            self.version += 1
        self.opened = opened

    def _announce(self) -> None:
        """Who plays the coming rubber (Vint) or deals the next deal (a pulya), when it
        changed."""
        topic, text = self.game.view.coming(self.opened, current_lang())
        if topic != self.announced:
            if text:
                self.screen.text(text)
            self.announced = topic

    # -- drafts ----------------------------------------------------------------------------

    def _form(self, kind: str, editing: int | None, defaults: dict[str, Text] | None) -> Form:
        questions = self.game.questions
        session, sheet = self.opened.session, self.opened.sheet
        if editing is None:
            form: Form = questions.form(kind, session, sheet, defaults)
            return form
        if not 1 <= editing <= len(session.events):
            raise InputError(Msg("play.edit_what", given=str(editing)),
                             hint=Msg("play.edit_what.hint"))
        form = questions.edit_form(session, sheet, editing, defaults)
        return form

    def new(self, kind: str, editing: int | None = None) -> Draft:
        return Draft(self._form(kind, editing, None), self.version)

    def _again(self, draft: Draft) -> Draft | None:
        """A draft made anew for the session as it is now, its answers read again in
        order as long as they still read (a declarer who now sits out is asked again);
        None, said why, when it cannot go on (the event an edit was changing is gone)."""
        try:
            form = self._form(draft.form.kind, draft.form.editing,
                              {**draft.form.defaults, **draft.texts})
        except VintError as e:
            self.report(e)
            self.screen.err(Msg("play.dropped", what=self.label(draft)))
            return None
        new = Draft(form, self.version)
        while (q := form.next(new.got)) is not None and q.key in draft.texts:
            try:
                new.put(q.key, draft.texts[q.key], q.read(draft.texts[q.key]))
            except VintError:
                break
        return new

    def label(self, draft: Draft) -> Msg:
        """'the deal being typed (3♠ by Boris)', 'the edit of event 3 (…)'."""
        said = ", ".join(say_(p) for p in draft.form.said(draft.got))
        if draft.form.editing is not None:
            key = "play.what.edit" if said else "play.what.edit.empty"
        else:  # the kind in the game's words (a pass-out: issue 35)
            key = own(self.game.name, f"play.what.{draft.form.kind}{'' if said else '.empty'}")
        return Msg(key, number=draft.form.editing or 0, what=said)

    def typed(self) -> list[Draft]:
        """The drafts with something typed in them, the one in front first."""
        return [d for d in (self.draft, self.aside) if d is not None and d.started]

    # -- asking ----------------------------------------------------------------------------

    def _ask(self, q: Question) -> tuple[str, Any]:
        """An answer to `q` as typed and as read; steering words are done in between."""
        while True:
            default = say_(q.default) if q.default is not None else None
            text = self.screen.ask(say_(q.prompt), default)
            word = word_of(text, starts_of(self.game))
            if word is not None and word.name in q.own:
                word = None  # `pass` is "none" here, or a defender's pass
            if word is None:
                try:
                    return text, q.read(text)
                except VintError as e:
                    self._again_said(e)
                    continue
            value = self._read(q, text)
            if value is not _UNREAD:
                which = self._which(text, word)
                if which == "answer":
                    return text, value
                if which is None:
                    continue
            steer.do(self, word, q)

    def _read(self, q: Question, text: str) -> Any:
        try:
            return q.read(text)
        except VintError:
            return _UNREAD

    def _which(self, text: str, word: Word) -> str | None:
        """A word that also reads as an answer here (a player named Pass): which is it?"""
        choice = self.choose(Msg("play.ambiguous", text=text, word=word.typed),
                             [("1", Msg("play.ambiguous.answer", text=text)),
                              ("2", Msg("play.ambiguous.word", word=word.typed))])
        return {"1": "answer", "2": "word"}.get(choice or "")

    def _again_said(self, e: VintError) -> None:
        message, hint = e.said(current_lang())
        self.screen.err(Msg("play.again", message=message, hint=hint) if hint
                        else Msg("play.again.plain", message=message))

    def _write_it(self) -> bool:
        """Write it? y, n (enter it again), or a steering word."""
        while True:
            text = self.screen.ask(say_(Msg("play.confirm")), say_(Msg("play.word.yes")))
            word = word_of(text, starts_of(self.game))
            if word is not None:
                steer.do(self, word, None)
                continue
            try:
                return yes_no(text)
            except VintError:
                self.screen.err(Msg("play.confirm.again"))

    def yes(self, question: Msg) -> bool:
        """A question of a word that would throw something away: y or n, n by default."""
        while True:
            text = self.screen.ask(say_(question), say_(Msg("play.word.no")))
            try:
                return yes_no(text)
            except VintError:
                self.screen.err(Msg("play.yes_no.again"))

    def choose(self, question: Msg, options: list[tuple[str, Msg]]) -> str | None:
        """One of numbered options, or None for Enter (neither)."""
        self.screen.line(question)
        for mark, option in options:
            self.screen.line(Msg("play.option", mark=mark, text=option))
        keys = [k for k, _ in options]
        while True:
            text = self.screen.ask(say_(Msg("play.ask.choice", keys=", ".join(keys))))
            if not text.strip():
                return None
            if text.strip() in keys:
                return text.strip()
            self.screen.err(Msg("play.choice.again", keys=", ".join(keys)))

    def report(self, e: VintError) -> None:
        message, hint = e.said(current_lang())
        self.screen.err(Msg("cli.error", message=message))
        if hint:
            self.screen.err(Msg("cli.hint", hint=hint))

    def refuse(self, message: Msg, hint: Msg | None = None) -> None:
        self.report(InputError(message, hint=hint or ""))

    def described(self, event: Any) -> str:
        described: str = self.game.view.describe_event(event, current_lang())
        return described

    # -- the end ---------------------------------------------------------------------------

    def _goodbye(self) -> None:
        """Exactly what is kept and what was not: 'Event 12 (…) is saved; the deal being
        typed (3♠ by Boris) was not written.'"""
        from ...services.session import open_session
        self.screen.end_line()
        parts: list[str] = []
        events: tuple[Any, ...] | None = None
        try:
            events = open_session(self.path).session.events
        except VintError as e:
            kept = Msg("play.end.unread", error=e.said(current_lang())[0])
        else:
            kept = (Msg("play.end.kept.none") if not events
                    else Msg("play.end.kept.void" if events[-1].void else "play.end.kept",
                             number=len(events), what=self.described(events[-1])))
        saving = self.saving
        for draft in (self.draft, self.aside):
            if draft is None:
                continue
            if saving is not None and draft is saving[0]:
                # Ctrl-C during the save: the file says whether it was written
                written = events is not None and events != saving[1]
                parts.append(say_(Msg("play.end.written" if written else "play.end.dropped",
                                      what=self.label(draft))))
            elif draft.started:
                parts.append(say_(Msg("play.end.dropped", what=self.label(draft))))
        dropped = "; ".join(parts) if parts else say_(Msg("play.end.nothing"))
        message = Msg("play.end", kept=kept, dropped=dropped)
        if self.screen.gone:
            self.screen.err(message)
        else:
            self.screen.line(message)

    def width(self) -> int:
        from ..common import width
        return width()
