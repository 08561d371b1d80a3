"""A cache of the sessions long files hold, so that a long evening starts fast (ARCHITECTURE.md,
"Speed").

Reading a 2,000-deal file with tomllib and checking it costs about 70 ms every command;
this keeps, for a file's exact bytes and this exact code, the session they were read as,
which loading gets back in a few milliseconds. An entry is the session itself, pickled:
every field of every value, with no form of its own to keep in step with the model (a
field added to an event is cached with it). The file stays the truth: an entry is found
only by the hash of the file's bytes and of the code that reads them (`code_stamp`), so
any edit, by vint or by hand, or any change of the code simply misses, and the file is
read as always. An entry also says whether the bytes are exactly what this code writes
(`canonical`: new events are then appended). Only files of at least MIN_BYTES use it.

Where: $VINTSCORE_CACHE (a folder, or "off"), else $XDG_CACHE_HOME/vintscore or
~/.cache/vintscore, made private (0700): its entries are pickles, which only this user
can write there. Any problem with the cache is ignored; it only ever costs a parse.
"""
from __future__ import annotations

import os
import re
from functools import cache
from pathlib import Path
from typing import Any

from . import atomic

MIN_BYTES = 64 * 1024  # smaller files parse in a few milliseconds: no cache
KEEP = 64  # entries kept; the oldest go first
_FORMAT = 4  # bump when what an entry holds changes
_ENTRY = re.compile(r"[0-9a-f]{64}")  # an entry's name: its key (other files stay)
# Modules that only show what was read, or read what is typed: a change to them keeps the
# entries (and the summaries of `vint stats`).
_ONLY_SHOWN = frozenset(("export.py", "render.py", "report.py", "view.py", "forms.py",
                         "chart.py", "formats.py", "display.py", "layout.py", "__main__.py"))


def folder() -> Path | None:
    value = os.environ.get("VINTSCORE_CACHE", "")
    if value.strip().casefold() == "off":
        return None
    if value:
        return Path(value)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "vintscore"


@cache
def code_stamp() -> bytes:
    """What decides what a file is read as, and what a session sums to, besides the file:
    this Python and vintscore's own modules (by mtime and size), but the commands, the
    catalog's sentences and what only shows the results."""
    import hashlib
    import sys

    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    stamp = [sys.version]
    for where, folders, files in os.walk(package):
        folders[:] = sorted(f for f in folders if f not in ("cli", "__pycache__"))
        for name in sorted(files):
            if (name.endswith(".py") and name not in _ONLY_SHOWN
                    and not name.startswith("messages_")):
                st = os.stat(os.path.join(where, name))
                stamp.append(f"{os.path.relpath(where, package)}/{name}:"
                             f"{st.st_mtime_ns}:{st.st_size}")
    return hashlib.sha256("\n".join(stamp).encode()).digest()


def _key(raw: bytes) -> str:
    import hashlib

    return hashlib.sha256(bytes([_FORMAT]) + code_stamp() + b"\0" + raw).hexdigest()


def get(raw: bytes) -> tuple[Any, bool] | None:
    """The session these bytes were read as, and whether they are exactly what dumps()
    writes; None when they are not in the cache."""
    where = folder()
    if where is None or len(raw) < MIN_BYTES:
        return None
    try:
        import pickle

        session, canonical = pickle.loads((where / _key(raw)).read_bytes())
        return session, bool(canonical)
    except Exception:  # a missing, stale or damaged entry: parse the file instead
        return None


def put(raw: bytes, session: Any, canonical: bool) -> None:
    """Remember what these bytes were read as (best effort: failures are ignored)."""
    where = folder()
    if where is None or len(raw) < MIN_BYTES:
        return
    try:
        import pickle

        where.mkdir(mode=0o700, parents=True, exist_ok=True)
        atomic.write(where / _key(raw), pickle.dumps((session, canonical), protocol=5))
        entries = sorted((p for p in where.iterdir() if _ENTRY.fullmatch(p.name)),
                         key=lambda p: p.stat().st_mtime_ns)
        for old in entries[:-KEEP]:
            old.unlink(missing_ok=True)
    except Exception:
        return
