"""`vint check --expect`: the file against the numbers on the paper sheet.

Like a ledger's balance assertions: each expectation says what a player's points were
after event N (or at the end), as the paper has them; the replay says what the file
gives at that point (settled as an unfinished rubber is, V11). The first expectation that
differs shows where the two part: at or before its event, after the last one that agreed.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Optional

import typer

from ..errors import InputError
from ..glossary import Msg
from .common import echo

_EXPECT = re.compile(r"\s*(?:([0-9]+)\s*:)?\s*([^=]+?)\s*=\s*([+-]?[0-9]+(?:[.,][0-9]+)?)\s*")


def _expectations(texts: list[str], file: Optional[Path]) -> list[tuple[str, str]]:
    """(text, where) of every expectation: the options', then the file's lines."""
    found = [(t, "--expect") for t in texts]
    if file is not None:
        try:
            lines = file.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as e:
            raise InputError(Msg("cli.expect.file", path=str(file), reason=str(e)),
                             hint=Msg("cli.expect.file.hint")) from None
        for n, line in enumerate(lines, 1):
            text = line.split("#", 1)[0].strip()
            if text:
                found.append((text, f"{file}:{n}"))
    return found


def reconcile(sheet, texts: list[str], file: Optional[Path], fine=lambda: None) -> None:
    """Vint (V11): points after event N, whole numbers."""
    from ..display import signed
    from ..games.vint.settlement import running

    def agree(points: int, paper: str) -> bool:
        return "." not in paper and points == int(paper)

    _compare(running(sheet), sheet.players, texts, file, agree, signed, fine)


def reconcile_pulya(pulya, texts: list[str], file: Optional[Path], fine=lambda: None) -> None:
    """Preferans (P10): a player's result in vists after event N; the paper's figure
    agrees when it is the exact result rounded as far as the paper writes it
    ('-33' or '-33.3' for -33 1/3)."""
    from fractions import Fraction

    from ..games.preferans.pulya import running
    from ..games.preferans.report import signed_amount

    def agree(vists: Fraction, paper: str) -> bool:
        decimals = len(paper.partition(".")[2])
        return abs(vists - Fraction(paper)) <= Fraction(1, 2 * 10 ** decimals)

    _compare(running(pulya), pulya.players, texts, file, agree, signed_amount, fine, ".pulya")


def _compare(series, players, texts: list[str], file: Optional[Path], agree, shown,
             fine, game: str = "") -> None:
    """Every expectation read first (one unreadable: refused, nothing said of the file);
    then `fine()` says the file reads, and each expectation is held against it."""
    from ..games.vint.notation import resolve_player

    count = len(series)
    final = series[-1][1] if series else {p: 0 for p in players}
    checks = []
    for text, where in _expectations(texts, file):
        m = _EXPECT.fullmatch(text)
        if not m:
            raise InputError(Msg("cli.expect.unreadable", text=text, where=where),
                             hint=Msg("cli.expect.unreadable.hint" + game))
        number = int(m.group(1)) if m.group(1) else count
        if not 0 <= number <= count:
            raise InputError(Msg("cli.expect.no_event", number=number, count=count, where=where),
                             hint=Msg("cli.expect.unreadable.hint" + game))
        player = resolve_player(m.group(2), players)
        checks.append((number, player, m.group(3).replace(",", ".")))
    checks.sort(key=lambda c: c[0])
    fine()
    agreed = 0  # the last event after which everything expected agreed
    for number, player, paper in checks:
        points = (series[number - 1][1] if number else {}).get(player, 0) if number < count \
            else final.get(player, 0)
        if agree(points, paper):
            echo(Msg("cli.expect.ok", number=number, player=player, points=shown(points)))
            agreed = number
            continue
        echo(Msg("cli.expect.differs", number=number, player=player, file=shown(points),
                 paper=_signed_text(paper)), err=True)
        echo(Msg("cli.expect.part", number=number, agreed=agreed), err=True)
        echo(Msg("cli.expect.narrow" + game if number - agreed > 1 else "cli.expect.look",
                 low=agreed + 1, number=number), err=True)
        raise typer.Exit(1)


def _signed_text(paper: str) -> str:
    """The paper's figure as the file's are shown: '+120', '-50', '0'."""
    if paper.startswith(("-", "+")) or not paper.strip("0."):
        return paper
    return "+" + paper
