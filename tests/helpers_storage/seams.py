"""The steps of storage.update(), in order, and the function of the storage package that
does each: the seams where the fault tests and the kill tests break the write.

The session's backup in .backup/ is written through the same atomic steps just before
the session itself; `concerns` tells a call about the session file from one about its
backup, so that a test breaks the step it names.
"""
from __future__ import annotations

import os
from pathlib import Path

from vintscore.storage import atomic, backup, lock, newbytes, transaction

SEAMS = {"take_lock": (lock, "take"), "read": (transaction, "read"), "change": None,
         "serialize": (newbytes, "serialize"), "reparse": (newbytes, "reparse"),
         "backup": (backup, "keep"), "write_temp": (atomic, "write_temp"),
         "fsync_file": (atomic, "fsync_file"), "check_unchanged": (transaction, "check_unchanged"),
         "replace": (atomic, "replace"), "fsync_dir": (atomic, "fsync_dir")}


def concerns(path: Path, step: str, args: tuple) -> bool:
    """Whether a call of a write step is about the session file itself, not its backup."""
    if step in ("write_temp", "replace"):
        return Path(args[-1] if step == "replace" else args[0]).parent == path.parent
    if step == "fsync_file":
        return Path(os.readlink(f"/proc/self/fd/{args[0]}")).parent == path.parent
    if step == "fsync_dir":
        return Path(args[0]) == path.parent
    return True


def wrap(path: Path, step: str, instead):
    """(module, name, wrapper): step `step` of the session's own write does
    `instead(real, *args)`; the same step for the backup runs as it is."""
    module, name = SEAMS[step]
    real = getattr(module, name)

    def wrapped(*args, **kwargs):
        if concerns(path, step, args):
            return instead(real, *args, **kwargs)
        return real(*args, **kwargs)

    return module, name, wrapped
