"""The sessions folder: where it is (vintscore/where.py: which one, and why), the names of
its sessions, and the current one (docs/contract.md, "The sessions folder"). A session NAME is a
plain file name in the folder; a NAME the folder lacks may be one of the examples shipped
with vintscore, which are read and never written.
"""
from __future__ import annotations

import os
import stat
import unicodedata
from collections.abc import Mapping
from pathlib import Path

from ..errors import InputError, SessionFileError, VintError
from ..glossary import Msg
from ..text import cannot_show
from ..where import Where, Why, example, find, is_example
from . import atomic

MAX_NAME = 100  # characters in a session name
MAX_NAME_BYTES = 150  # its UTF-8 bytes: the longest file made from it adds about 60


def sessions_where(environ: Mapping[str, str] = os.environ) -> Where:
    """The sessions folder and why it is the one: $VINTSCORE_DIR, else the nearest
    sessions/ upward from the current folder, else the user's data folder (where.find)."""
    return find(environ)


def sessions_dir(environ: Mapping[str, str] = os.environ) -> Path:
    """The sessions folder (sessions_where says why)."""
    return find(environ).folder


def why(where: Where) -> Msg:
    """How the sessions folder was chosen, as a clause that follows "because"."""
    if where.why is Why.ENV:
        return Msg("where.why.env")
    if where.why is Why.UPWARD:
        return Msg("where.why.upward", start=where.start)
    if where.start is None:
        return Msg("where.why.user.lost")
    if where.stop == Path(os.path.realpath(where.start)):  # the home folder, or the root
        return Msg("where.why.user.here", start=where.start)
    return Msg("where.why.user", start=where.start, stop=where.stop)


def none_hint(where: Where) -> Msg:
    """What to do when the sessions folder holds no session: the folder, why it is the one,
    and how to start a session there or choose another folder."""
    return Msg("where.hint.none", folder=where.folder, why=why(where))


def refuse_example(path: Path) -> None:
    """The examples shipped with vintscore are shown, never changed (nor made current)."""
    if is_example(path):
        raise InputError(Msg("where.example.read_only", name=Path(path).stem, path=path),
                         hint=Msg("where.example.read_only.hint"))


def check_name(name: str) -> str:
    """A session NAME as a plain file name in the sessions folder; '.toml' is optional."""
    given = name
    name = name.strip()
    if name.casefold().endswith(".toml"):
        name = name[:-len(".toml")]
    hint = Msg("storage.name.hint")
    if not name:
        raise InputError(Msg("storage.name.empty", name=given), hint=hint)
    if name.startswith("."):
        raise InputError(Msg("storage.name.dot", name=given), hint=hint)
    if "/" in name or "\\" in name or os.sep in name or (os.altsep and os.altsep in name):
        raise InputError(Msg("storage.name.slash", name=given), hint=hint)
    if ".." in name:
        raise InputError(Msg("storage.name.dots", name=given), hint=hint)
    # a player's name refuses these too (text.cannot_show); a file name also line breaks
    # and halves of surrogate pairs
    if cannot_show(name) or any(unicodedata.category(ch) in ("Cs", "Zl", "Zp")
                                         for ch in name):
        raise InputError(Msg("storage.name.control", name=given), hint=hint)
    if len(name) > MAX_NAME or len(name.encode("utf-8")) > MAX_NAME_BYTES:
        # The disk takes 255 bytes a file name, and a backup's temporary name adds ~60.
        raise InputError(Msg("storage.name.long", max_chars=MAX_NAME, max_bytes=MAX_NAME_BYTES,
                             chars=len(name), nbytes=len(name.encode("utf-8"))),
                         hint=Msg("storage.name.long.hint"))
    return name


def session_path(directory: Path, name: str) -> Path:
    """The file of session NAME in the sessions folder."""
    return Path(directory) / f"{check_name(name)}.toml"


LEDGER = "ledger.toml"  # the club ledger beside the sessions (storage/ledger.py): no session


def list_sessions(directory: Path) -> list[Path]:
    """The session files of the folder, by name; hidden, temporary, lock and backup files
    are not sessions, nor the club ledger."""
    try:
        entries = list(Path(directory).iterdir())
    except OSError:
        return []
    found = [p for p in entries if p.suffix == ".toml" and not p.name.startswith(".")
             and p.name != LEDGER and p.is_file()]
    # A link to another session of the folder is one more name of that session, not one
    # more evening: counted once (issue 25), by the file's own name.
    files = {p.name for p in found if not p.is_symlink()}
    found = [p for p in found if not p.is_symlink() or not _names_one_of(p, files, directory)]
    return sorted(found, key=lambda p: p.name)


def _names_one_of(link: Path, names: set[str], directory: Path) -> bool:
    real = Path(os.path.realpath(link))
    return real.parent == Path(os.path.realpath(directory)) and real.name in names


def current_name(directory: Path) -> str | None:
    """The session named in .current, if it names one."""
    try:
        text = atomic.read_regular(Path(directory) / ".current").decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    try:
        return check_name(text.strip()) if text.strip() else None
    except InputError:
        return None


def set_current(directory: Path, name: str) -> None:
    """Make NAME the current session (.current, written as every file is: atomic.write)."""
    name = check_name(name)
    directory = Path(directory)
    target = directory / ".current"
    try:
        directory.mkdir(parents=True, exist_ok=True)
        atomic.write(target, (name + "\n").encode("utf-8"))
    except OSError as exc:
        raise VintError(Msg("storage.current.write_failed", target=target, reason=reason(exc)),
                        hint=Msg("storage.current.write_failed.hint")) from exc


def odd(path: Path, hint: Msg | None = None) -> SessionFileError | None:
    """What stands at `path` instead of a session file — a folder, a fifo, a device, a
    socket, a link to nothing — said at once, without opening it (a fifo would wait for a
    writer, a device never end), exit 65; None for a regular file, or for nothing there.
    Every command that meets the name says the same (issue 25): `vint sheet` and `vint
    new` agree whether it is there."""
    shown = str(path)
    try:
        kind = os.stat(path).st_mode
    except FileNotFoundError:
        if not os.path.islink(path):
            return None
        said = Msg("storage.odd.dangling", path=shown, target=os.readlink(path))
    except OSError:
        return None  # the read says why
    else:
        if stat.S_ISREG(kind):
            return None
        what = ("folder" if stat.S_ISDIR(kind) else "fifo" if stat.S_ISFIFO(kind)
                else "device" if stat.S_ISCHR(kind) or stat.S_ISBLK(kind)
                else "socket" if stat.S_ISSOCK(kind) else "other")
        said = Msg(f"storage.odd.{what}", path=shown)
    return SessionFileError(said, path=shown, hint=hint or Msg("storage.odd.hint"))


def refuse_odd(path: Path, hint: Msg | None = None) -> None:
    found = odd(path, hint)
    if found is not None:
        raise found


def reason(exc: OSError) -> str:
    """What the system said of a failure, for a message."""
    return exc.strerror or str(exc) or type(exc).__name__


def resolve(name_or_path: str | None, directory: Path, where: Where | None = None) -> Path:
    """The session file meant by --session (a NAME or a path), or the current session.

    A NAME the folder lacks may be an example shipped with vintscore. `where` (how the
    folder was chosen) makes the hints say it when no session is found.
    """
    directory = Path(directory)
    if name_or_path is None:
        return _current_path(directory, where)
    value = name_or_path
    seps = {"/", os.sep} | ({os.altsep} if os.altsep else set())
    has_sep = any(s in value for s in seps)
    if has_sep or value.casefold().endswith(".toml"):
        path = Path(value).expanduser()
        if path.is_file():
            # A path given on purpose may be a link: the session is the file it names, and
            # its lock and backups go beside that file.
            return Path(os.path.realpath(path))
        if not has_sep and (directory / value).is_file():
            return _inside(directory, directory / value)  # 'friday.toml' in the sessions folder
        if not has_sep:
            refuse_odd(directory / value)
        shipped = None if has_sep else _example(value)
        if shipped is not None:
            return shipped  # 'demo.toml': an example shipped with vintscore
        refuse_odd(path, Msg("storage.folder.hint_or_name"))
        raise InputError(Msg("storage.no_file", path=value), hint=Msg("storage.no_file.hint"))
    name = check_name(value)
    path = directory / f"{name}.toml"
    if path.is_file():
        return _inside(directory, path)
    refuse_odd(path)  # a folder, a fifo, a link to nothing: said, never "no session"
    shipped = example(name)
    if shipped is not None:  # the user's own session of that name comes first
        return shipped
    there = list_sessions(directory)
    known = (Msg("storage.no_session.there", names=", ".join(p.stem for p in there)) if there
             else Msg("storage.no_session.none"))
    hint = (none_hint(where) if where is not None and not there
            else Msg("storage.no_session.hint"))
    raise InputError(Msg("storage.no_session", name=name, directory=directory, known=known),
                     hint=hint)


def _example(value: str) -> Path | None:
    """The example named by 'NAME.toml', if the name is one."""
    try:
        return example(check_name(value))
    except InputError:
        return None


def _inside(directory: Path, path: Path) -> Path:
    """A session met by its NAME must be a file of the sessions folder, not a link out of it.
    A link to another file of the folder is that file: it is written through, the link
    kept (issue 25)."""
    real = os.path.realpath(path)
    if os.path.dirname(real) != os.path.realpath(directory):
        raise InputError(Msg("storage.link_out", name=path.stem, target=real),
                         hint=Msg("storage.link_out.hint"))
    return Path(real) if os.path.islink(path) else path


def _current_path(directory: Path, where: Where | None = None) -> Path:
    name = current_name(directory)
    if name is not None and (directory / f"{name}.toml").is_file():
        return _inside(directory, directory / f"{name}.toml")
    if name is not None:
        refuse_odd(directory / f"{name}.toml")  # there, but no session file: not "gone"
    there = list_sessions(directory)
    if len(there) == 1:
        return _inside(directory, there[0])
    if there:
        detail = Msg("storage.no_current.many", directory=directory, count=len(there),
                     names=", ".join(p.stem for p in there))
    else:
        detail = Msg("storage.no_current.none", directory=directory)
    if name is not None:
        detail = Msg("storage.no_current.gone", name=name, current=directory / ".current",
                     detail=detail)
    hint = (none_hint(where) if where is not None and not there
            else Msg("storage.no_current.hint"))
    raise InputError(Msg("storage.no_current", detail=detail), hint=hint)


def expectations(path: Path) -> list[tuple[int, str]]:
    """The lines of a file of expectations (`vint check --expect-file`): (line number,
    text), comments after '#' and blank lines left out."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as e:
        raise InputError(Msg("cli.expect.file", path=str(path), reason=str(e)),
                         hint=Msg("cli.expect.file.hint")) from None
    found = []
    for n, line in enumerate(lines, 1):
        text = line.split("#", 1)[0].strip()
        if text:
            found.append((n, text))
    return found
