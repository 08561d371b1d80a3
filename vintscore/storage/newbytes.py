"""Steps 4 and 5 of storage.update(): the new file's bytes, built — the old bytes and the
new events' tables when events were only appended to a canonical file, else the whole
file — and read back as exactly the session meant. Called through this module, so that
the fault tests can make either fail (tests/helpers_storage/seams.py).
"""
from __future__ import annotations

import decimal
from typing import Any

from ..errors import InputError, SessionFileError, VintError
from ..glossary import Msg
from ..session import AnySession
from . import envelope
from .filecodec import FileCodec, Loaded
from .tables import Problems


def serialize(session: AnySession, old: Loaded | None = None,
              added: tuple[Any, ...] = (), *, codec: FileCodec) -> bytes:
    """Step 4: the new file's bytes: when events were only `added` to a canonical file,
    the old bytes and the new events' tables (dumps() writes the same); else the whole."""
    if added and old is not None:
        return serialize_appended(old, added)
    return serialize_whole(session, codec)


def serialize_whole(session: AnySession, codec: FileCodec) -> bytes:
    try:
        text = codec.dumps(session)
    except (TypeError, ValueError, AttributeError, decimal.DecimalException) as exc:
        raise VintError(Msg("storage.bug.dump", error=str(exc)),
                        hint=Msg("storage.bug.hint")) from exc
    return encode(text)


def serialize_appended(old: Loaded, added: tuple[Any, ...]) -> bytes:
    """Step 4, appending: the old bytes and the new events' tables."""
    from ..games import game_of

    return old.raw + encode(envelope.events_text(added, game_of(old.session.game)))


def encode(text: str) -> bytes:
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as exc:
        bad = text[exc.start:exc.end]
        raise InputError(Msg("storage.unsavable", char=bad),
                         hint=Msg("storage.unsavable.hint")) from None


def reparse(data: bytes, session: AnySession, old: Loaded | None = None,
            added: tuple[Any, ...] = (), *, codec: FileCodec) -> None:
    """Step 5: the new bytes must read back as exactly the session meant (when events were
    only appended, the old bytes are unchanged and the tables added are read back)."""
    if added and old is not None:
        if not data.startswith(old.raw):
            raise VintError(Msg("storage.bug.old_part_changed"), hint=Msg("storage.bug.hint"))
        tail = data[len(old.raw):].decode("utf-8")
        reparse_appended(tail, added, len(old.session.events) + 1, session)
        return
    try:
        back = codec.parse(data.decode("utf-8"), "<new version>")
    except SessionFileError as exc:
        raise VintError(Msg("storage.bug.file_unreadable", error=exc.msg),
                        hint=Msg("storage.bug.hint")) from exc
    if back != session:
        raise VintError(Msg("storage.bug.file_differs"), hint=Msg("storage.bug.hint"))


def reparse_appended(tail: str, added: tuple[Any, ...], first: int,
                     session: AnySession) -> None:
    """Step 5, appending: the added tables read back as the events meant.

    The old bytes are unchanged and read as the old session (they are canonical, so they
    end with a table and hold no inline `events`); TOML appends [[events]] tables to the
    array, so reading the tail alone checks all that the new file adds.
    """
    import tomllib

    from ..games import game_of

    game = game_of(session.game)
    try:
        data = tomllib.loads(tail)
        found = Problems(tail, "<new version>")
        back = envelope.read_events(data, found, game, dict(game.codec.examples), first=first)
    except (tomllib.TOMLDecodeError, KeyError, TypeError) as exc:
        raise VintError(Msg("storage.bug.events_unreadable", error=str(exc)),
                        hint=Msg("storage.bug.hint")) from exc
    if found.found or back != added or set(data) != {"events"}:
        raise VintError(Msg("storage.bug.events_differ"), hint=Msg("storage.bug.hint"))
