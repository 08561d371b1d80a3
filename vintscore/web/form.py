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
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..errors import VintError
from ..glossary import Msg, own, say
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
    # its keypad (issue 24, point 1): rows of keys, each (what it types, what it shows,
    # marked, alone, its name for a screen reader or ""), said in the session's language
    # (questions.Key)
    keys: tuple[tuple[tuple[str, str, bool, bool, str], ...], ...] = ()
    numeric: bool = False  # a whole number: inputmode="numeric"
    required: bool = True  # no answer is kept for it when it is left blank
    many: bool = False  # a list: the keys type its last item, "another" starts one more


@value
class Filled:
    """The form as it comes back: its fields, a refusal of the whole entry, whether it was
    written (then the page goes back to an empty form, `said` saying what was written), or
    what it would write (`preview`, before its Save; `seen`, the mark of the answers and
    the file it was made from, which the Save sends back)."""

    kind: str
    fields: tuple[Field, ...]
    error: str = ""
    hint: str = ""
    saved: bool = False
    preview: tuple[str, ...] = ()
    seen: str = ""
    said: tuple[str, ...] = ()
    heading: str = ""  # where the event goes, over its questions (Form.heading, issue 35)


def empty(opened: Any, kind: str, lang: str) -> Filled:
    """The form before anything is typed: the questions that need no answer to be asked."""
    form = _form(opened, kind)
    fields, _, _ = _walk(form, {}, lang)
    return _headed(Filled(kind, tuple(fields)), form, lang)


def _headed(filled: Filled, form: Any, lang: str) -> Filled:
    """The form with the line its game gives over its questions (a chicago's deal and who
    is vulnerable on it, issue 35); none by default."""
    heading = form.heading()
    return replace(filled, heading=say(heading, lang)) if heading is not None else filled


def _form(opened: Any, kind: str) -> Any:
    return opened.game.questions.form(kind, opened.session, opened.sheet)


def _how(q: Any, lang: str) -> dict[str, Any]:
    """How a question is answered on a phone: its keys said in `lang`, whether its answer
    is a number, whether it must be given."""
    keys = tuple(tuple((say(k.typed, lang), say(k.label if k.label is not None else k.typed,
                                                   lang), k.marked, k.alone,
                        say(k.named, lang) if k.named is not None else "") for k in row)
                 for row in q.keys)
    return {"keys": keys, "numeric": q.numeric, "required": q.default is None,
            "many": q.many and bool(keys)}


def typed(opened: Any, kind: str, texts: Mapping[str, str], lang: str) -> Filled:
    """The form as typed, judged by nobody: what a page kept of its answers shows again
    (a reload, issue 24), the questions its answers make known with it; nothing refused,
    nothing written."""
    form = _form(opened, kind)
    fields, _, _ = _walk(form, texts, lang, judged=False)
    return _headed(Filled(kind, tuple(fields)), form, lang)


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
        how = _how(q, lang)
        if typed is None:  # a question the page did not show yet: shown now, not answered
            complete = False
            fields.append(Field(q.key, label, default or "", note, **how))
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
                                say(Msg("serve.form.needed"), lang) if judged else "", **how))
            continue
        try:
            got[q.key] = q.read(text)
        except VintError as e:
            complete = False
            message, hint = e.said(lang) if judged else ("", "")
            fields.append(Field(q.key, label, typed, note, message, hint, **how))
            continue
        fields.append(Field(q.key, label, typed, note, **how))
    return fields, got, complete


STEPS = ("check", "save")  # the page's two steps: what it writes, then the write


def _mark(revision: str, kind: str, fields: list[Field]) -> str:
    """What a preview was made from: the file's revision and the answers as typed. A Save
    whose mark is not the one of the answers and file it comes with writes nothing: it is
    shown what it would write now."""
    import hashlib
    import json
    made = json.dumps([revision, kind, [[f.key, f.text] for f in fields]], ensure_ascii=False)
    return hashlib.sha256(made.encode("utf-8")).hexdigest()[:20]


def _writes(view: Any, sheet: Any, number: int, lang: str) -> list[str]:
    return list(view.writes(sheet, number, lang) or ())


def preview(view: Any, sheet: Any, number: int, lang: str) -> tuple[str, ...]:
    """What the event will write, in `vint play`'s words: "It writes Anna & Vera: 180
    below; …", then the game's news (a game won, the rubber over)."""
    lines = _writes(view, sheet, number, lang)
    if not lines:
        return ()
    return (say(Msg("play.will_write", text=lines[0]), lang), *lines[1:])


def written(changed: Any, kind: str, lang: str) -> tuple[str, ...]:
    """What was written, as `vint play` and `vint deal` say it: "Saved as event 12.", then
    "wrote Anna & Vera: 180 below; …" and the game's news."""
    first = say(Msg(own(changed.game.name, "play.passed" if kind == "pass" else "play.saved"),
                    number=changed.number), lang)
    lines = _writes(changed.game.view, changed.sheet, changed.number, lang)
    if not lines:
        return (first,)
    return (first, say(Msg("cli.wrote", text=lines[0]), lang).strip(), *lines[1:])


def submit(path: Path, opened: Any, kind: str, texts: Mapping[str, str], lang: str,
           step: str | None = None, seen: str = "", revision: str = "") -> Filled:
    """What the scorekeeper typed, written through services.record when it is whole and
    the rules take it; else the form again with each refusal beside its field.

    The page's own form goes in two steps (issue 24, point 2): `check` judges the answers as
    the write would and says what they will write (nothing written); `save` writes them
    when `seen` is the mark of that preview — the same answers, the file as it was (its
    `revision`) —, else shows what they would write now. Without a step (a form of
    another client) a whole entry is written at once."""
    form = _form(opened, kind)
    return _headed(_submitted(path, opened, form, kind, texts, lang, step, seen, revision),
                   form, lang)


def _submitted(path: Path, opened: Any, form: Any, kind: str, texts: Mapping[str, str],
               lang: str, step: str | None, seen: str, revision: str) -> Filled:
    from ..services import record
    fields, got, complete = _walk(form, texts, lang)
    if not complete:
        return Filled(kind, tuple(fields))
    while True:
        try:
            if step in STEPS:
                sheet, number = record.tried(opened, form.kind, form.given(got))
                mark = _mark(revision, kind, fields)
                if step == "check" or seen != mark:
                    again = say(Msg("serve.preview.again"), lang) if step == "save" else ""
                    return Filled(kind, tuple(fields), again,
                                  preview=preview(opened.game.view, sheet, number, lang),
                                  seen=mark)
            changed = record.event(path, form.kind, form.given(got))
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
                        fields.append(Field(mend.key, say(mend.prompt, lang), typed,
                                            **_how(mend, lang)))
                        continue
                # no hint: it would name the command line's option (--first), and the
                # field it asks for is right here
                fields.append(Field(mend.key, say(mend.prompt, lang), typed, "", message,
                                    **_how(mend, lang)))
                return Filled(kind, tuple(fields))
            if any(f.key == e.key for f in fields):
                fields = [Field(f.key, f.label, f.text, f.note, message, hint) if f.key == e.key
                          else f for f in fields]
                return Filled(kind, tuple(fields))
            return Filled(kind, tuple(fields), message, hint)
        return Filled(kind, tuple(fields), saved=True, said=written(changed, kind, lang))
