"""The one way a file is written (docs/contract.md, "Writing safely"): whole or not at all.

A temp file beside the target, written and fsynced, then renamed over the target (or
linked to a name that must not exist yet), then the folder fsynced. Each step is a small
function of this module, called through the module, so that the fault tests can make
any one of them fail. Every file vintscore writes goes through `write`.
"""
from __future__ import annotations

import errno
import os
import sys
from collections.abc import Callable
from pathlib import Path

from .. import where


class Replaced(OSError):
    """The new file has taken the name, but the folder could not be flushed to disk."""


# Reading a file the user names: regular files only, never waiting (where.py, stdlib only,
# so that the start-up code and TAB completion read through it too).
NotRegular = where.NotRegular
read_regular = where.read_regular


def immutable(path: Path | str) -> bool:
    """Whether the file is marked immutable — `chattr +i` on Linux, `chflags uchg`/`schg`
    on BSD and macOS —, which no write, rename or chmod changes, for root too, until the
    mark is cleared: a hint that says "chmod u+w" would be wrong (issue 32). False when it
    cannot be told (another system, another filesystem, no such file)."""
    import stat
    try:
        found = os.stat(path)
    except OSError:
        return False
    marks = getattr(stat, "UF_IMMUTABLE", 0) | getattr(stat, "SF_IMMUTABLE", 0)
    if getattr(found, "st_flags", 0) & marks:
        return True
    if not sys.platform.startswith("linux") or not stat.S_ISREG(found.st_mode):
        return False
    import array
    import fcntl
    import struct
    # FS_IOC_GETFLAGS, _IOR('f', 1, long) as the common architectures number it; the
    # kernel writes an int of flags, FS_IMMUTABLE_FL among them.
    get_flags = (2 << 30) | (struct.calcsize("l") << 16) | (ord("f") << 8) | 1
    flags = array.array("i", [0, 0])
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return False
    try:
        fcntl.ioctl(fd, get_flags, flags, True)
    except OSError:
        return False
    finally:
        os.close(fd)
    return bool(flags[0] & 0x10)  # FS_IMMUTABLE_FL


def temp_path(path: Path) -> Path:
    """A temp file beside `path`: hidden, so readers pass it by, and named for it, so the
    next writer can remove it when a killed one left it (`.friday.toml.1234.ab12cd34.tmp`)."""
    return path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp")


def write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def remove_quietly(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def sync_folder(directory: Path) -> None:
    fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        os.fsync(fd)
    except OSError as exc:
        if exc.errno not in (errno.EINVAL, errno.ENOTSUP, errno.EBADF):  # no fsync for folders here
            raise
    finally:
        os.close(fd)


def write_temp(temp: Path, data: bytes, mode: int | None) -> int:
    """The new bytes in a temp file; returns its open descriptor."""
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o666)
    try:
        if mode is not None:
            os.fchmod(fd, mode)
        write_all(fd, data)
    except BaseException:
        os.close(fd)
        raise
    return fd


def fsync_file(fd: int) -> None:
    """The temp file's bytes on the disk."""
    os.fsync(fd)


def replace(temp: Path, path: Path) -> None:
    """The temp file takes the name in one atomic step."""
    os.replace(temp, path)


def link_new(temp: Path, path: Path, data: bytes) -> None:
    """The temp file takes a name that must not exist yet (FileExistsError if it does)."""
    try:
        os.link(temp, path)
        return
    except FileExistsError:
        raise
    except OSError as exc:
        if exc.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.ENOSYS,
                             errno.EMLINK):
            raise
    # A filesystem without hard links: an exclusive create, written in place.
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        write_all(fd, data)
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        remove_quietly(path)
        raise
    os.close(fd)


def spare_path(path: Path) -> Path:
    """The second name `hold` gives the old file: hidden and named for it as a temp file
    is (`.friday.toml.1234.ab12cd34.old`), so that the next writer removes it when a killed
    one left it."""
    return path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}.old")


def hold(path: Path) -> Path | None:
    """A second name for the file `path` holds now (a hard link beside it: spare_path):
    what `put_back` returns to the name once a new file has taken it. None where the
    filesystem has no hard links (put_back then writes the old bytes again)."""
    spare = spare_path(path)
    try:
        os.link(path, spare)
    except OSError:
        return None
    return spare


def put_back(spare: Path | None, path: Path, old: bytes, mode: int | None,
             still: Callable[[], None]) -> None:
    """The file that `hold` kept takes its name again, in one atomic step (or, without a
    spare, `old` is written again); `still` runs first and may refuse by raising (the new
    file must still be the one this writer put there)."""
    if spare is None:
        write(path, old, mode=mode, before_replace=still)
        return
    still()
    os.replace(spare, path)
    try:
        fsync_dir(path.parent)
    except OSError:  # the old file has its name back; the disk gets the folder in its time
        pass


def fsync_dir(directory: Path) -> None:
    """The folder's new entry on the disk."""
    sync_folder(directory)


def write(path: Path, data: bytes, *, mode: int | None = None, new: bool = False,
          before_replace: Callable[[], None] | None = None) -> None:
    """`data` becomes the file `path`, whole, or nothing changes.

    `mode`: the new file's permissions (those of the file it replaces, say). `new`: the
    name must not exist yet (FileExistsError if it does). `before_replace` runs after the
    temp file is on the disk and just before it takes the name: it may refuse by raising.
    Any failure before the name is taken leaves the old file and no temp file; a failure
    to flush the folder after it raises `Replaced`.
    """
    temp = temp_path(path)
    renamed = False
    try:
        fd = write_temp(temp, data, mode)
        try:
            fsync_file(fd)
        finally:
            os.close(fd)
        if before_replace is not None:
            before_replace()
        if new:
            link_new(temp, path, data)  # the temp file keeps its name too: removed below
        else:
            replace(temp, path)
            renamed = True
    finally:
        if not renamed:
            remove_quietly(temp)
    try:
        fsync_dir(path.parent)
    except OSError as exc:
        raise Replaced(exc.errno, exc.strerror) from exc
