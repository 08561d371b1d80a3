"""A change made once, however often it is asked (the page's submissions, issue 32): inside
`once(submission)`, storage.update() asks the submission under the session's lock whether
its change was made already (then `Written` is raised, nothing written) and otherwise
tells it, just before the rename, which version it makes (web/submitted.py keeps it).
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from .filecodec import Loaded


class Written(Exception):
    """The submission was written already: nothing is written again. `revision`, the
    revision it made (the one it will be logged as, when its line was not written yet);
    `event`, the event it added, when it added one; `said`, what the page said of it
    then, when that was kept."""

    def __init__(self, revision: int, event: int | None = None,
                 said: tuple[str, ...] | None = None) -> None:
        super().__init__(revision)
        self.revision, self.event, self.said = revision, event, said


class Once(Protocol):
    """A change to be made once (web/submitted.py's submission): asked under the session's
    lock whether it was made already, and told, just before the rename, which version it
    makes, so that the key is kept in the same step as the change."""

    def done(self, path: Path, loaded: Loaded) -> Written | None:
        """What it wrote, when the session's history holds the version it made; else None."""
        ...

    def intend(self, path: Path, sha: str, number: int) -> None:
        """It is about to make the version `sha`, revision `number`: kept on the disk before
        the rename (OSError when it cannot be: nothing is written)."""
        ...


_ONCE: ContextVar[Once | None] = ContextVar("vintscore_once", default=None)


@contextmanager
def once(submission: Once | None) -> Iterator[None]:
    """The session changed inside (through any service) is changed once for `submission`:
    update() raises Written when its history holds that change already, and otherwise has
    it keep which version it makes before the rename (docs/contract.md, "vint serve")."""
    token = _ONCE.set(submission)
    try:
        yield
    finally:
        _ONCE.reset(token)


def current() -> Once | None:
    """The submission the change under way is made for, if any."""
    return _ONCE.get()
