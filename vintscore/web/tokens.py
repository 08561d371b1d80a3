"""The secrets in the links of `vint serve`: two a session, the viewer's and the scorekeeper's.

Kept in `.serve/tokens.json` in the sessions folder (a hidden folder: no command takes it
for a session), readable by its owner only, so that the links printed yesterday still work
today; `--new-tokens` makes new ones, and the old links stop working. Written as every
file is (storage/atomic.py).
"""
from __future__ import annotations

import hmac
import json
import re
import secrets
from pathlib import Path

from ..value import value

FOLDER = ".serve"
FILE = "tokens.json"
ROLES = ("viewer", "scorekeeper")


@value
class Pair:
    """A session's two tokens: the one that shows the page, and the one that writes too."""

    viewer: str
    scorekeeper: str

    def role(self, token: str | None) -> str | None:
        """Which link `token` is (viewer, scorekeeper), in constant time; None: neither."""
        given = (token or "").encode("utf-8")
        # both compared whatever the first says, so the time tells nothing either
        viewer = hmac.compare_digest(given, self.viewer.encode("utf-8"))
        keeper = hmac.compare_digest(given, self.scorekeeper.encode("utf-8"))
        if keeper:
            return "scorekeeper"
        return "viewer" if viewer else None


def path_in(folder: Path) -> Path:
    return Path(folder) / FOLDER / FILE


def _new_pair() -> Pair:
    while True:
        pair = Pair(secrets.token_urlsafe(32), secrets.token_urlsafe(32))
        if pair.viewer != pair.scorekeeper:  # 256 bits each: never equal, but said
            return pair


def read(folder: Path) -> dict[str, Pair]:
    """The tokens kept for the sessions of `folder` (none when the file is missing or not ours)."""
    try:
        data = json.loads(path_in(folder).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    kept: dict[str, Pair] = {}
    if isinstance(data, dict):
        for name, pair in data.items():
            if (isinstance(pair, dict) and all(isinstance(pair.get(r), str) and len(pair[r]) >= 32
                                               for r in ROLES)
                    and pair["viewer"] != pair["scorekeeper"]):
                kept[name] = Pair(pair["viewer"], pair["scorekeeper"])
    return kept


def ensure(folder: Path, names: list[str], *, renew: bool = False) -> dict[str, Pair]:
    """Tokens for each of `names`, kept ones reused (all made anew with `renew`); the file
    is written only when something was added or renewed."""
    from ..storage import atomic
    kept = {} if renew else read(folder)
    added = [n for n in names if n not in kept]
    for name in added:
        kept[name] = _new_pair()
    if added or renew:
        target = path_in(folder)
        target.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        data = {n: {"viewer": p.viewer, "scorekeeper": p.scorekeeper} for n, p in kept.items()}
        atomic.write(target, (json.dumps(data, indent=2, sort_keys=True) + "\n").encode("utf-8"),
                     mode=0o600)
    return kept


_TEMP = re.compile(r"\.[^/]+\.(\d+)\.[0-9a-f]+\.tmp")  # atomic.temp_path's names


def sweep(folder: Path) -> None:
    """The temp files of `.serve/` that a killed server left (issue 32: one killed while it
    wrote its tokens or its keys leaves one), removed; not those of a server still running
    (its process is named in the file's name), whose write is under way."""
    from ..storage import atomic
    where = Path(folder) / FOLDER
    try:
        names = [p.name for p in where.iterdir()]
    except OSError:
        return
    for name in names:
        found = _TEMP.fullmatch(name)
        if found is not None and not _alive(int(found.group(1))):
            atomic.remove_quietly(where / name)


def _alive(pid: int) -> bool:
    import os
    if pid == os.getpid():
        return False  # this process writes nothing yet: a name of ours is an old one's
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True  # someone else's process: left alone
    return True
