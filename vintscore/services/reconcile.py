"""`vint check --expect`: the file against the numbers on the paper sheet.

Like a ledger's balance assertions: each expectation says what a player's points were
after event N (or at the end), as the paper has them; the replay says what the file
gives at that point (settled as an unfinished rubber is, V11; in vists, P10). Every
expectation is read first (one unreadable: refused, nothing said of the file); then they
are held against the file in event order, and the first that differs shows where the two
part: at or before its event, after the last one that agreed.
"""
from __future__ import annotations

import re
from typing import Any

from ..errors import InputError
from ..glossary import Msg
from ..names import resolve_player
from ..value import value
from .session import Opened

_EXPECT = re.compile(r"\s*(?:([0-9]+)\s*:)?\s*([^=]+?)\s*=\s*([+-]?[0-9]+(?:[.,][0-9]+)?)\s*")


@value
class Expected:
    """One expectation: a player's points after event `number`, as the paper writes them."""

    number: int
    player: str
    paper: str  # '120', '-33.3' (a dot for a comma)


@value
class Held:
    """An expectation held against the file: the file's points there, and whether they agree."""

    expected: Expected
    points: Any  # the file's, in the game's unit
    agrees: bool


def expectations(opened: Opened, texts: list[tuple[str, str]]) -> list[Expected]:
    """Each (text, where it was written) read as an expectation, in event order."""
    hint = opened.game.view.expect_hint
    count = len(opened.game.fold.running(opened.sheet))
    found = []
    for text, where in texts:
        m = _EXPECT.fullmatch(text)
        if not m:
            raise InputError(Msg("cli.expect.unreadable", text=text, where=where),
                             hint=Msg(hint))
        number = int(m.group(1)) if m.group(1) else count
        if not 0 <= number <= count:
            raise InputError(Msg("cli.expect.no_event", number=number, count=count, where=where),
                             hint=Msg(hint))
        player = resolve_player(m.group(2), opened.sheet.players)
        found.append(Expected(number, player, m.group(3).replace(",", ".")))
    return sorted(found, key=lambda e: e.number)


def hold(opened: Opened, wanted: list[Expected]) -> list[Held]:
    """The expectations held against the file, up to and with the first that differs."""
    series = opened.game.fold.running(opened.sheet)
    count = len(series)
    final = series[-1][1] if series else {p: 0 for p in opened.sheet.players}
    agree = opened.game.view.agrees
    held = []
    for e in wanted:
        at = final if e.number >= count else series[e.number - 1][1] if e.number else {}
        points = at.get(e.player, 0)
        held.append(Held(e, points, agree(points, e.paper)))
        if not held[-1].agrees:
            break
    return held
