"""The figures each session file sums to (`vint stats`), kept between runs in one file
beside the parse cache: an archive of a thousand evenings is summed in a fifth of a second
instead of two (bench/RESULTS.md).

An entry is found by the hash of a session file's exact bytes; the file holds the stamp of
the code that made its entries, and a different stamp is an empty cache. Summaries are
the games' own figures, pickled (the cache folder is the user's own, 0700). Any problem
with it is ignored: it only ever costs reading the sessions again.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from . import atomic, cache

MAX_CACHED = 10_000  # summaries kept; the least recently used go first


def read_raw(path: Path) -> bytes | None:
    """A session file's bytes, or None when it cannot be read (it is then skipped)."""
    try:
        return atomic.read_regular(path)  # a fifo or a device is never waited for
    except OSError:
        return None


class Summaries:
    """The summaries of files already read, by the hash of their bytes."""

    def __init__(self, stamp: bytes, name: str) -> None:
        self.stamp = stamp
        where = cache.folder()
        self.file = where / name if where is not None else None
        self.old: dict[bytes, Any] = {}
        self.used: dict[bytes, Any] = {}
        self.new = 0
        if self.file is None:
            return
        try:
            import pickle
            stamp_read, entries = pickle.loads(self.file.read_bytes())
            if stamp_read == self.stamp and isinstance(entries, dict):
                self.old = entries
        except Exception:
            pass

    def get(self, key: bytes) -> Any:
        found = self.old.get(key)
        if found is not None:
            self.used[key] = found
        return found

    def put(self, key: bytes, summary: Any) -> None:
        self.used[key] = summary
        self.new += 1

    def save(self) -> None:
        if self.file is None or not self.new:
            return
        import pickle
        kept = {k: v for k, v in self.old.items() if k not in self.used}
        kept.update(self.used)  # the least recently used first, and dropped first
        keep = max(MAX_CACHED, len(self.used))
        if len(kept) > keep:
            kept = dict(list(kept.items())[len(kept) - keep:])
        try:
            self.file.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            atomic.write(self.file, pickle.dumps((self.stamp, kept), protocol=5))
        except Exception:
            pass
