"""A bridge session file read and written through bridge's codec (games/bridge/codec.py) the
way storage/envelope.py drives a game's codec: the header's `table` and `players`, [rules],
then each [[events]] table through `envelope.read_events`; written by the codec's items
and `envelope.events_text`. Bridge has no game object in the registry yet (its views come
later), so the envelope's `game_of` cannot find it: this stands in for that one step."""
from __future__ import annotations

from types import SimpleNamespace

import tomli_w

from vintscore.errors import SessionFileError
from vintscore.games import game_of
from vintscore.glossary import Msg
from vintscore.session import AnySession, Session
from vintscore.storage import envelope
from vintscore.storage.tables import FileTable, Problems, parse_toml

CODEC = game_of("bridge").codec  # made for its game: its words are bridge's own
GAME = SimpleNamespace(codec=CODEC, name="bridge")  # what read_events and events_text use
TOP_KEYS = ("format", "schema_version", "game", "title", "created", "players",
            *CODEC.header_keys, "stake", "lang", "rules", "events")


def write(session: AnySession) -> str:
    """The file's text: its header (the part the codec says, and the players), [rules] by
    the codec, then its events by the codec, as envelope.dumps orders them."""
    top = {"game": "bridge", "title": session.title, "created": session.created,
           "players": list(session.players),
           **{k: v for k, v in CODEC.header_items(session) if v is not None}}
    rules = dict(CODEC.rules_items(session.rules))
    return (tomli_w.dumps(top) + "\n[rules]\n" + tomli_w.dumps(rules)
            + envelope.events_text(session.events, GAME))


def read(text: str) -> tuple[AnySession | None, list[SessionFileError]]:
    """The session the text holds through the codec (None when it has a problem), and
    every problem, each located at its line as envelope.read locates it."""
    found = Problems(text, "<bridge>")
    data = parse_toml(text, found)
    assert data is not None, found.found
    examples = {**CODEC.examples}
    top = FileTable(found, data, line_of=lambda k: found.where.top.keys.get(k), keys=TOP_KEYS,
                    place=Msg("storage.place.top"), examples=examples)
    top.unknown_keys()
    header = CODEC.read_header(top)
    players = top.get("players", "strs", required=True)
    players_ok = CODEC.check_players(top, tuple(players), header)
    t = FileTable(found, data["rules"], label="[rules] ",
                  line_of=lambda k: found.where.table("rules", k), keys=CODEC.rules_keys,
                  place=Msg("storage.place.rules"), examples=examples)
    t.unknown_keys()
    rules = CODEC.read_rules(t)
    if rules is not None:
        CODEC.check_rules(t, header, rules)
    events = envelope.read_events(data, found, GAME, examples)
    if found.found:
        return None, found.found
    assert players_ok and rules is not None and events is not None
    return Session(title=top.get("title", "str"), created=top.get("created", "datetime"),
                   players=tuple(players), rules=rules, events=events, game="bridge",
                   **{k: v for k, v in header.items() if v is not None}), []
