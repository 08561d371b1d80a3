"""Opening a session and changing it: the steps every service shares (docs/contract.md,
"Writing safely"). A session is opened by reading its file and replaying it with its game; it is
changed by `change`, storage's locked transaction with the game's replay as the judge:
the new session is replayed in full before a byte is written, and a change that makes
any event impossible is refused, naming that event.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from .. import storage
from ..errors import EventError, InputError, SessionFileError
from ..games import Game, game_of
from ..glossary import Msg, own
from ..session import AnySession
from ..value import value


@value
class Opened:
    """A session as read from its file, its game, and its sheet (or pulya) replayed."""

    loaded: storage.Loaded
    game: Game
    sheet: Any

    @property
    def session(self) -> AnySession:
        return self.loaded.session


@value
class Changed:
    """What a change did: the file as it was and as it is, and the new sheet replayed."""

    saved: storage.Saved
    game: Game
    sheet: Any
    number: int  # the event the change was about (1-based)

    @property
    def session(self) -> AnySession:
        return self.saved.session

    @property
    def record(self) -> Any:
        """What that event writes now."""
        return self.sheet.records[self.number - 1]


def game(session: AnySession) -> Game:
    return game_of(session.game)


def file_error(loaded: storage.Loaded, e: EventError) -> SessionFileError:
    """An impossible event already in the file: exit 65, located at its line."""
    backups = loaded.path.parent / ".backup"
    return loaded.event_error(e.number, e.msg, key=e.key, rule=e.rule,
                              hint=Msg("cli.file_hint", backups=backups))


def open_session(path: Path) -> Opened:
    """Load the session and replay it; a file with an impossible event is exit 65."""
    loaded = storage.load(path)
    storage.notice(loaded)  # a hand edit is a revision, noticed on the next read
    played = game(loaded.session)
    try:
        return Opened(loaded, played, played.fold.replay(loaded.session))
    except EventError as e:
        raise file_error(loaded, e) from None


def at_stake(opened: Opened, stake: str) -> Opened:
    """The session as opened, settled at another stake, typed as `vint new --stake` takes
    it (`vint settle --stake`: issue 35, point 3); nothing is written."""
    from ..money import parse_stake
    session = replace(opened.session, stake=parse_stake(stake))
    return replace(opened, loaded=replace(opened.loaded, session=session))


# The changes (change's `verb`): what a refusal calls the change, and what to do again;
# the pass-out ("all-pass") in the game's own words (`verbs`).
VERBS: dict[str, tuple[Msg, Msg]] = {
    "deal": (Msg("cli.verb.deal"), Msg("cli.verb.deal.again")),
    "adjustment": (Msg("cli.verb.adjustment"), Msg("cli.verb.adjustment.again")),
    "misdeal": (Msg("cli.verb.misdeal"), Msg("cli.verb.misdeal.again")),
    "seat change": (Msg("cli.verb.seat"), Msg("cli.verb.seat.again")),
    "void": (Msg("cli.verb.void"), Msg("cli.verb.void.again")),
    "restore": (Msg("cli.verb.restore"), Msg("cli.verb.restore.again")),
    "edit": (Msg("cli.verb.edit"), Msg("cli.verb.edit.again")),
    "rescore": (Msg("cli.verb.rescore"), Msg("cli.verb.rescore.again")),
}


def verbs(verb: str, game: str | None) -> tuple[Msg, Msg]:
    """What a refusal calls change `verb` of a session of `game` (its name), and what to do
    again: a pass-out as the game says it (glossary.own: «распасовка», «распасы»; issue 35)."""
    if verb == "all-pass":
        return Msg(own(game, "cli.verb.all_pass")), Msg(own(game, "cli.verb.all_pass.again"))
    return VERBS.get(verb, (Msg("cli.verb.other", command=verb),
                            Msg("cli.verb.other.again", command=verb)))


def _fix(e: EventError, game: Game) -> str:
    """How the event is mended: `vint edit N --first PLAYER` where the error asks for what
    an edit's option says, else `vint edit N …`."""
    edit = game.commands.get("edit")
    option = edit.option(e.key) if edit is not None and e.asks else None
    if option is None:
        return f"vint edit {e.number} …"
    return " ".join(filter(None, (f"vint edit {e.number}", option.flags[0], option.metavar)))


def refused(e: EventError, focus: int, verb: str, game: Game, *,
            appended: bool = False) -> InputError:
    """A change that makes event `e.number` impossible: exit 1, nothing written.

    When the change `appended` that event, it is not in the file yet: it is named for
    what was typed ("seat change refused: …"), never by a number the file does not hold.
    """
    what, again = verbs(verb, game.name)
    if e.number == focus and appended:
        return InputError(Msg("cli.refused", refused=what, message=e.msg), hint=e.hint_msg,
                          rule=e.rule, key=e.key)
    fix = _fix(e, game)
    if e.number == focus:
        return InputError(Msg("cli.refused.event", refused=what, number=e.number, message=e.msg),
                          hint=Msg("cli.refused.event.hint", fix=fix) if e.asks
                          else e.hint_msg, rule=e.rule, key=e.key)
    return InputError(Msg("cli.refused.later", refused=what, number=e.number, message=e.msg),
                      hint=Msg("cli.refused.later.hint", number=e.number, fix=fix, again=again),
                      rule=e.rule, key=e.key)


Build = Callable[[AnySession], tuple[AnySession, int]]


def change(path: Path, build: Build, verb: str, *, appending: bool = False) -> Changed:
    """Locked read, check, change, replay and safe write (docs/contract.md, "Writing safely").

    `build` returns the new session and the number of the event it is about, so that a
    refusal names the right event; events made impossible elsewhere are named too.
    When `appending` one event, the new session's replay checks the old events too: a
    problem before the new event is the file's (exit 65), at it the input's (exit 1).
    """
    done: list[tuple[Any, int]] = []

    def changed(loaded: storage.Loaded) -> AnySession:
        played = game(loaded.session)
        if not appending:
            try:
                played.fold.replay(loaded.session)
            except EventError as e:
                raise file_error(loaded, e) from None
        new, focus = build(loaded.session)
        try:
            sheet = played.fold.replay(new)
        except EventError as e:
            if appending and e.number < focus:
                raise file_error(loaded, e) from None
            raise refused(e, focus, verb, played, appended=appending) from None
        done.append((sheet, focus))
        record = sheet.records[focus - 1] if 1 <= focus <= len(new.events) else None
        if record is not None and not record.event.void:
            # The file keeps names as the table knows them: 'an' typed, 'Anna' written.
            events = list(new.events)
            events[focus - 1] = record.event
            new = replace(new, events=tuple(events))
        if new == loaded.session:  # nothing to write: no revision, so undo reverts a change
            raise InputError(Msg("cli.unchanged.edit" if verb == "edit" else "cli.unchanged",
                                 number=focus), hint=Msg("cli.unchanged.hint"))
        return new

    saved = storage.update(path, changed, command=verb)
    sheet, focus = done[-1]
    return Changed(saved, game(saved.session), sheet, focus)


def append(path: Path, event: Any | Callable[[AnySession], Any], verb: str) -> Changed:
    """One new event at the end of the session (`event` may be a function of the session:
    what it is depends on the session's game)."""
    def build(s: AnySession) -> tuple[AnySession, int]:
        made = event(s) if callable(event) else event
        return replace(s, events=(*s.events, made)), len(s.events) + 1

    return change(path, build, verb, appending=True)


def trial(session: AnySession, event: Any, number: int | None = None) -> Any:
    """The sheet the session would have with `event` at its end (or in place of event
    `number`), nothing written: what a deal will write, shown before it is confirmed;
    EventError if it is impossible."""
    events = list(session.events)
    if number is None:
        events.append(event)
    else:
        events[number - 1] = event
    return game(session).fold.replay(replace(session, events=tuple(events)))
