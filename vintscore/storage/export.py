"""A summary written where `vint export -o FILE` (or `vint ledger -o FILE`) says
(docs/contract.md, "Writing safely": every file whole or not at all): a file through
atomic.write; a device, a pipe or a socket (/dev/stdout, a FIFO) written into, as a
shell's '>' would, never replaced by a file.

An export never replaces what vintscore keeps (issue 32; docs/contract.md, "vint export"):
a session file, the club ledger, anything under the sessions folder's `.backup/` or
`.serve/` is refused, force or not; any other file that is there already and is no export
of vintscore is replaced only when forced. An export is known by what each format already
writes: the HTML page's `<meta name="generator" content="vintscore">`, the JSON's first
key `"format": "vintscore-export"` (or `vintscore-ledger-report`), the Markdown's
`## Every event` (or the ledger's `## Balances`) heading under its `# ` title, the CSV's
first row (`Session,NAME`, or the ledger's headers), in any language of the catalogue."""
from __future__ import annotations

import errno
import os
import re
import stat
from functools import cache
from pathlib import Path

from ..errors import InputError, UsageError
from ..glossary import Msg
from . import atomic

SERVE = ".serve"  # the live page's files (vintscore/web/tokens.py's FOLDER), in the folder
BACKUP = ".backup"  # the revisions' copies and logs (storage/backup.py), beside each file
# The largest file read to tell whether it is an export: a longer one is none we wrote.
LARGEST = 64 << 20
# Files of the sessions folder that vintscore keeps for itself: the current session's
# name, and each file's lock, temp files and second names (storage/lock.py, atomic.py).
_OWN = re.compile(r"\.current|\..+\.(?:lock|tmp|old)")


def export(path: Path, text: str, *, folder: Path | None = None, session: Path | None = None,
           force: bool = False, example: str = "export.md") -> bool:
    """`text` written to `path`; True when a file was written (not a device or a pipe).
    A link is followed: the file it names is replaced, not the link. `folder` is the
    sessions folder and `session` the session exported: what they keep is never replaced;
    another file that is no export of vintscore only when `force`. `example` is the file
    the refusals suggest instead."""
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
        guard(path, folder, session, force, example)
        if mode is not None and stat.S_ISDIR(mode):  # `-o .` too: said, never written into
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        path = Path(os.path.realpath(path)) if path.is_symlink() else path
        atomic.write(path, text.encode("utf-8"))
        return True
    except OSError as e:
        hint = (Msg("cli.export.immutable.hint", path=str(path)) if atomic.immutable(path)
                else Msg("cli.export.cannot_write.hint"))
        raise InputError(Msg("cli.export.cannot_write", path=str(path),
                             reason=e.strerror or str(e)), hint=hint) from None


def refuse_empty(output: str) -> None:
    """`-o ''` names no file: a usage error (exit 2), as a missing value is (issue 32)."""
    if not output.strip():
        raise UsageError(Msg("cli.export.empty"), hint=Msg("cli.export.empty.hint"))


def guard(path: Path, folder: Path | None, session: Path | None, force: bool,
          example: str) -> None:
    """Refuse (InputError, nothing written) an export to `path` that would replace what
    vintscore keeps, or, unless `force`, a file that is there and is no export."""
    from ..text import safe
    kept = _kept(path, folder, session)
    shown = safe(str(path))
    if kept is not None:
        raise InputError(Msg(f"cli.export.kept.{kept}", path=shown),
                         hint=Msg("cli.export.kept.hint", example=example))
    if force:
        return
    try:
        head = atomic.read_regular(path, LARGEST + 1)
    except (FileNotFoundError, IsADirectoryError):
        return  # nothing there yet (a link to nothing: the file it names is made); a folder
        # is said by the write
    except OSError:
        head = None  # cannot be read, so cannot be known for an export
    if head is not None and (not head or is_export(head)):
        return  # an earlier export, or an empty file (`> FILE` made it): nothing to lose
    raise InputError(Msg("cli.export.not_export", path=shown),
                     hint=Msg("cli.export.not_export.hint", example=example))


def _kept(path: Path, folder: Path | None, session: Path | None) -> str | None:
    """What of vintscore's `path` is (the last part of the key of its refusal), or None:
    by its place — in the sessions folder, or beside the session exported — by the name as
    given and by the file a link leads to, then by what an existing file says it is."""
    from .envelope import kind_of
    from .folder import LEDGER
    given = Path(os.path.realpath(path.parent)) / path.name
    real = Path(os.path.realpath(path))
    if session is not None and real == Path(os.path.realpath(session)):
        return "this"
    # (a place, whether it is the sessions folder: only there are the names its own)
    places = [(Path(os.path.realpath(folder)), True)] if folder is not None else []
    if session is not None:
        places.append((Path(os.path.realpath(Path(session).parent)), False))
    for target in (given, real):
        for place, sessions in places:
            for hidden, said in ((BACKUP, "backup"), (SERVE, "serve")):
                if target == place / hidden or place / hidden in target.parents:
                    return said
            if target.parent != place:
                continue
            if _OWN.fullmatch(target.name):
                return "own"
            if sessions and target.name == LEDGER:
                return "ledger"
            if sessions and target.suffix == ".toml" and not target.name.startswith("."):
                return "session"  # a name the folder's listing counts as a session
    try:
        head = atomic.read_regular(real, 1 << 16)
    except OSError:
        return None
    kind = kind_of(head)
    return None if kind is None else "ledger" if kind.endswith("ledger") else "session"


def is_export(data: bytes) -> bool:
    """Whether a file's bytes are an export of vintscore, by the mark its format writes."""
    text = data.decode("utf-8", "replace").removeprefix("\ufeff")
    head = text[:4096]
    if head.startswith("<!DOCTYPE html>"):
        return '<meta name="generator" content="vintscore">' in head.split("</head>", 1)[0]
    if head.startswith("{"):
        return re.match(r'\{\s*"format":\s*"(?:vintscore-export|vintscore-ledger-report)"',
                        head) is not None
    headings, sessions, ledgers = _marks()
    first = text.split("\n", 1)[0].rstrip("\r")
    if first.startswith("# "):
        return any(line.rstrip("\r") in headings for line in text.split("\n"))
    if first in ledgers:
        return True
    import csv
    cells = next(csv.reader([first]), [])
    return len(cells) == 2 and cells[0] in sessions


@cache
def _marks() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """What marks an export, in every language: Markdown's headings (the session's log, the
    ledger's balances), the first cell of a session's CSV, the first row of the ledger's."""
    import csv
    import io

    from ..formats import md
    from ..glossary import LANGS, sayer
    from ..ledger.export import BALANCE_KEYS  # the ledger CSV's first row, by its columns' keys
    headings, sessions, ledgers = set(), set(), set()
    for lang in LANGS:
        t = sayer(lang)
        for key in ("export.events", "ledger.balances"):
            headings |= {f"## {t(key)}", f"## {md(t(key))}"}
        sessions.add(t("export.csv.session"))
        row = io.StringIO()
        csv.writer(row, lineterminator="").writerow([t(f"ledger.col.{k}") for k in BALANCE_KEYS])
        ledgers.add(row.getvalue())
    return frozenset(headings), frozenset(sessions), frozenset(ledgers)
