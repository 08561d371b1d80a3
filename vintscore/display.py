"""How every game shows what it wrote: signed points, an event's note, the head of a
--json document (docs/contract.md, "JSON output")."""
from __future__ import annotations

from datetime import date, datetime

from .glossary import Msg, say
from .text import safe

JSON_SCHEMA_VERSION = 1
NOTE_SHOWN = 200  # characters of a note the log shows; the file keeps it whole


def signed(points: int, lang: str = "en") -> str:
    """Points with their sign: '+340', '-120'; in Russian the minus sign «−120» (review
    row 63). JSON and CSV keep their numbers, not this text."""
    if points > 0:
        return f"+{points}"
    return minus(str(points), lang)


def minus(text: str, lang: str = "en") -> str:
    """`text` with its hyphen-minus written as `lang` writes a minus (U+2212 in Russian)."""
    if lang == "en" or "-" not in text:
        return text
    return text.replace("-", say(Msg("core.minus_sign"), lang))


def date_text(day: date, lang: str = "en") -> str:
    """A day as `lang` writes it: '2026-12-01'; in Russian «01.12.2026» (review row 62).
    JSON and CSV keep ISO 8601."""
    return say(Msg("core.date", year=f"{day.year:04d}", month=f"{day.month:02d}",
                   day=f"{day.day:02d}"), lang)


def time_text(moment: datetime, lang: str = "en") -> str:
    """A moment to the minute with its offset: '2026-11-27 19:05 +03:00', «27.11.2026 19:05 +03:00»."""
    offset = moment.strftime("%z")
    return say(Msg("core.datetime", date=date_text(moment.date(), lang),
                   time=moment.strftime("%H:%M"),
                   offset=f" {offset[:3]}:{offset[3:]}" if offset else ""), lang)


def json_head(fmt: str, session_name: str) -> dict:
    """The keys every `--json` document begins with (docs/contract.md, "JSON output")."""
    return {"format": fmt, "schema_version": JSON_SCHEMA_VERSION, "session": session_name}


def with_note(text: str, note: str, lang: str = "en") -> str:
    """An event's description with its note, cut to NOTE_SHOWN characters; made safe."""
    if note:
        shown = note if len(note) <= NOTE_SHOWN else say(Msg(
            "report.note.cut", start=note[:NOTE_SHOWN], more=len(note) - NOTE_SHOWN), lang)
        text = say(Msg("report.with_note", text=text, note=shown), lang)
    return safe(text)
