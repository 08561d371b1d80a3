"""A summary written where `vint export -o FILE` says (docs/contract.md, "Writing safely": every file whole or not
at all): a file through atomic.write; a device, a pipe or a socket (/dev/stdout, a FIFO)
written into, as a shell's '>' would, never replaced by a file."""
from __future__ import annotations

import os
import stat
from pathlib import Path

from ..errors import InputError
from ..glossary import Msg
from . import atomic


def export(path: Path, text: str) -> bool:
    """`text` written to `path`; True when a file was written (not a device or a pipe).
    A link is followed: the file it names is replaced, not the link."""
    path = Path(path).expanduser()
    try:
        try:
            mode = os.stat(path).st_mode
        except FileNotFoundError:
            mode = None
        if mode is not None and not stat.S_ISREG(mode) and not stat.S_ISDIR(mode):
            with open(path, "w", encoding="utf-8", newline="") as stream:
                stream.write(text)
            return False
        path = Path(os.path.realpath(path)) if path.is_symlink() else path
        atomic.write(path, text.encode("utf-8"))
        return True
    except OSError as e:
        raise InputError(Msg("cli.export.cannot_write", path=str(path), reason=e.strerror or str(e)),
                         hint=Msg("cli.export.cannot_write.hint")) from None
