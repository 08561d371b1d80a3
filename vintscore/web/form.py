"""The scorekeeper's form: what was typed on the page, asked by the game's own questions.

A game's `questions.py` says which fields make a deal or an all-pass and how each answer
reads (the same questions `vint play` asks); their answers become what the command line
hands `services.record`, so the page validates and refuses as `vint deal`
and `vint pass` do, in the same words. A page cannot ask one question at a time: it shows
every question it can know of at once (a question that depends on an answer not given yet
appears when the form comes back), and a refusal goes next to the field it is about
(`Form.mend` and the error's key say which).
"""
from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..errors import VintError
from ..glossary import Msg, say
from ..value import value

KINDS = ("deal", "pass")  # the events the page enters (the commands whose events they are)


@value
class Field:
    """One question on the page: its answer's name, its label, what was typed, its refusal."""

    key: str
    label: str
    text: str
    note: str = ""
    error: str = ""
    hint: str = ""


@value
class Filled:
    """The form as it comes back: its fields, a refusal of the whole entry, whether it was
    written (then the page goes back to an empty form)."""

    kind: str
    fields: tuple[Field, ...]
    error: str = ""
    hint: str = ""
    saved: bool = False


def empty(opened: Any, kind: str, lang: str) -> Filled:
    """The form before anything is typed: the questions that need no answer to be asked."""
    fields, _, _ = _walk(_form(opened, kind), {}, lang)
    return Filled(kind, tuple(fields))


def _form(opened: Any, kind: str) -> Any:
    return opened.game.questions.form(kind, opened.session, opened.sheet)


def typed(opened: Any, kind: str, texts: Mapping[str, str], lang: str) -> Filled:
    """The form as typed, judged by nobody: what a page kept of its answers shows again
    (a reload, issue 24), the questions its answers make known with it; nothing refused,
    nothing written."""
    fields, _, _ = _walk(_form(opened, kind), texts, lang, judged=False)
    return Filled(kind, tuple(fields))


def _walk(form: Any, texts: Mapping[str, str], lang: str,
          judged: bool = True) -> tuple[list[Field], dict[str, Any], bool]:
    """Each question in order, read from what was typed: (the fields to show, the answers,
    whether every question was answered on the page the scorekeeper saw). Not `judged`:
    a blank or unreadable answer is shown as typed, without its refusal."""
    got: dict[str, Any] = {}
    fields: list[Field] = []
    complete = True
    asked = form.questions(got)  # it reads `got` as it goes: answers put there are seen
    while True:
        try:
            q = next(asked)
        except (StopIteration, KeyError):
            # KeyError: the next questions depend on an answer not given yet (the honours
            # on the contract's strain): they come with the form's next showing
            break
        label = say(q.prompt, lang)
        note = say(q.note, lang) if q.note is not None else ""
        default = say(q.default, lang) if q.default is not None else None
        typed = texts.get(q.key)
        if typed is None:  # a question the page did not show yet: shown now, not answered
            complete = False
            fields.append(Field(q.key, label, default or "", note))
            if default is None:
                continue  # the questions after it that need it are not known yet
            try:
                got[q.key] = q.read(default)
            except VintError:
                break
            continue
        text = typed.strip() or (default or "")
        if not text and default is None:  # blank where Enter keeps nothing: not answered
            complete = False
            fields.append(Field(q.key, label, typed, note,
                                say(Msg("serve.form.needed"), lang) if judged else ""))
            continue
        try:
            got[q.key] = q.read(text)
        except VintError as e:
            complete = False
            message, hint = e.said(lang) if judged else ("", "")
            fields.append(Field(q.key, label, typed, note, message, hint))
            continue
        fields.append(Field(q.key, label, typed, note))
    return fields, got, complete


def submit(path: Path, opened: Any, kind: str, texts: Mapping[str, str], lang: str) -> Filled:
    """What the scorekeeper typed, written through services.record when it is whole and
    the rules take it; else the form again with each refusal beside its field."""
    from ..services import record
    form = _form(opened, kind)
    fields, got, complete = _walk(form, texts, lang)
    if not complete:
        return Filled(kind, tuple(fields))
    while True:
        try:
            record.event(path, form.kind, form.given(got))
        except VintError as e:
            message, hint = e.said(lang)
            mend = form.mend(e, got)
            if mend is not None:  # a question only a refusal asks (V8: who was first)
                typed = (texts.get(mend.key) or "").strip()
                if typed and mend.key not in got:
                    try:
                        got[mend.key] = mend.read(typed)
                    except VintError as bad:
                        message, hint = bad.said(lang)
                    else:  # asked again with the answer: the service judges anew
                        fields.append(Field(mend.key, say(mend.prompt, lang), typed))
                        continue
                # no hint: it would name the command line's option (--first), and the
                # field it asks for is right here
                fields.append(Field(mend.key, say(mend.prompt, lang), typed, "", message))
                return Filled(kind, tuple(fields))
            if any(f.key == e.key for f in fields):
                fields = [Field(f.key, f.label, f.text, f.note, message, hint) if f.key == e.key
                          else f for f in fields]
                return Filled(kind, tuple(fields))
            return Filled(kind, tuple(fields), message, hint)
        return Filled(kind, tuple(fields), saved=True)
