"""How every game shows what it wrote: signed points, an event's note, the head of a
--json document (DESIGN.md, the command line)."""
from __future__ import annotations

from .glossary import Msg, say
from .text import safe

JSON_SCHEMA_VERSION = 1
NOTE_SHOWN = 200  # characters of a note the log shows; the file keeps it whole


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points)


def json_head(fmt: str, session_name: str) -> dict:
    """The keys every `--json` document begins with (DESIGN.md)."""
    return {"format": fmt, "schema_version": JSON_SCHEMA_VERSION, "session": session_name}


def with_note(text: str, note: str, lang: str = "en") -> str:
    """An event's description with its note, cut to NOTE_SHOWN characters; made safe."""
    if note:
        shown = note if len(note) <= NOTE_SHOWN else say(Msg(
            "report.note.cut", start=note[:NOTE_SHOWN], more=len(note) - NOTE_SHOWN), lang)
        text = say(Msg("report.with_note", text=text, note=shown), lang)
    return safe(text)
