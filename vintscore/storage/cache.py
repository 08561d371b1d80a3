"""A cache of what the TOML reader made of long session files (DESIGN.md, Speed).

Reading a 2,000-deal file with tomllib costs about 50 ms every command; this keeps, for a
file's exact bytes, the tables tomllib read from them, which loading reads back in a
millisecond. The session is then read from those tables by the same reader and codecs
as always (envelope.py, games/*/codec.py): the cache holds no session of its own, only
the file's TOML, so it can never disagree with the file. It also keeps whether the bytes
are exactly what this code writes (`canonical`, for appending), which is why an entry's
key includes the code that writes the file. Only files of at least MIN_BYTES use it.

Where: $VINTSCORE_CACHE (a folder, or "off"), else $XDG_CACHE_HOME/vintscore or
~/.cache/vintscore, made private (0700): its entries are pickles, which only this user
can write there. Any problem with the cache is ignored; it only ever costs a parse.
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from . import atomic

MIN_BYTES = 64 * 1024  # smaller files parse in a few milliseconds: no cache
KEEP = 64  # entries kept; the oldest go first
_FORMAT = 3  # bump when what an entry holds changes
_ENTRY = re.compile(r"[0-9a-f]{64}")  # an entry's name: its key (other files stay)


def folder() -> Path | None:
    value = os.environ.get("VINTSCORE_CACHE", "")
    if value.strip().casefold() == "off":
        return None
    if value:
        return Path(value)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "vintscore"


def _writers() -> list[Path]:
    """The modules whose code decides the bytes `dumps` writes (for `canonical`)."""
    package = Path(__file__).parent.parent
    return [package / "storage" / "envelope.py", package / "storage" / "schema.py",
            package / "games" / "__init__.py", *sorted(package.glob("games/*/codec.py")),
            *sorted(package.glob("games/*/notation.py")), package / "money.py"]


def _key(raw: bytes) -> str:
    import hashlib
    import sys

    stamp = [str(_FORMAT), sys.version]
    for path in _writers():
        st = path.stat()
        stamp.append(f"{path.name}:{st.st_mtime_ns}:{st.st_size}")
    return hashlib.sha256("\n".join(stamp).encode() + b"\0" + raw).hexdigest()


def get(raw: bytes) -> tuple[dict[str, Any], bool] | None:
    """The TOML tables these bytes hold, and whether they are exactly what dumps() writes."""
    where = folder()
    if where is None or len(raw) < MIN_BYTES:
        return None
    try:
        import pickle

        data, canonical = pickle.loads((where / _key(raw)).read_bytes())
        return data, bool(canonical)
    except Exception:  # a missing, stale or damaged entry: parse the file instead
        return None


def put(raw: bytes, data: dict[str, Any], canonical: bool) -> None:
    """Remember what these bytes hold (best effort: failures are ignored)."""
    where = folder()
    if where is None or len(raw) < MIN_BYTES:
        return
    try:
        import pickle

        where.mkdir(mode=0o700, parents=True, exist_ok=True)
        atomic.write(where / _key(raw), pickle.dumps((data, canonical), protocol=5))
        entries = sorted((p for p in where.iterdir() if _ENTRY.fullmatch(p.name)),
                         key=lambda p: p.stat().st_mtime_ns)
        for old in entries[:-KEEP]:
            old.unlink(missing_ok=True)
    except Exception:
        return
