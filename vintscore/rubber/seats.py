"""A seat change (events.Seat) that names one player twice, and what to write instead, in
the words of the command line or of the session file (`seat_clash`, `clash_said`): every
game of rubbers refuses it alike (V12; B30). Pure: the standard library only.
"""
from __future__ import annotations

from ..glossary import Msg
from ..notation import join_msgs
from ..text import casefolded
from ..value import value

SeatMoves = tuple[tuple[tuple[str, str], ...], tuple[str, ...], tuple[str, ...]]  # replace, leave, join


@value
class SeatClash:
    """A seat change that names one player twice (V12), and what to write instead.

    `chain`: he comes in and goes out in the same change (Gleb=Egor, Egor=Zoe), so he
    would never play; `choices` is then the one change meant (Gleb=Zoe). Else he is
    named twice on one side (Gleb=Egor, Gleb=Zoe; or Zoe coming in twice), and
    `choices` are the parts to choose from. `key`: where he is named the second time.
    """

    name: str
    chain: bool
    key: str
    choices: tuple[SeatMoves, ...]


def seat_clash(replaced: tuple[tuple[str, str], ...], leave: tuple[str, ...],
               join: tuple[str, ...]) -> SeatClash | None:
    """The first name a seat change uses twice (compared as names are: text.casefolded), or None.

    Names are compared as typed: one change names each player once, as going out
    (replaced or leaving) or as coming in (replacing or joining), never both, never twice.
    """
    # (casefolded, as typed, "out"/"in", its key, the part alone), in the order typed
    mentions: list[tuple[str, str, str, str, SeatMoves]] = []
    for old, new in replaced:
        part: SeatMoves = (((old, new),), (), ())
        mentions += [(casefolded(old), old, "out", "replace", part),
                     (casefolded(new), new, "in", "replace", part)]
    mentions += [(casefolded(p), p, "out", "leave", ((), (p,), ())) for p in leave]
    mentions += [(casefolded(p), p, "in", "join", ((), (), (p,))) for p in join]
    seen: dict[tuple[str, str], tuple[str, SeatMoves]] = {}  # (casefolded, side) -> the first (typed, part)
    for folded, typed, side, key, part in mentions:
        first = seen.get((folded, side))
        if first is not None:
            choices = (first[1],) if first[1] == part else (first[1], part)
            return SeatClash(typed, False, key, choices)
        seen[(folded, side)] = (typed, part)
    for folded, typed, side, key, _ in mentions:
        if side == "in" and (folded, "out") in seen:
            return SeatClash(typed, True, key, (_net(folded, seen),))
    return None


def _net(folded: str, seen: dict[tuple[str, str], tuple[str, SeatMoves]]) -> SeatMoves:
    """What a chain through `folded` means: its first old player out, its last newcomer in."""
    def walk(side: str, index: int) -> str | None:
        """From `folded` along the chain: back to whom he replaced (side "in", index 0) or
        on to who replaced him ("out", 1); the end's name as typed, None when it ends in a
        join or a leave, "" when the chain is a ring (nothing changes)."""
        name, walked = folded, {folded}
        while (name, side) in seen:
            replaced = seen[(name, side)][1][0]
            if not replaced:
                return None  # he joined, or left
            name = casefolded(replaced[0][index])
            if name in walked:
                return ""
            walked.add(name)
        return seen[(name, "out" if side == "in" else "in")][0]

    old, new = walk("in", 0), walk("out", 1)
    if old == "" or new == "":
        return ((), (), ())
    if old is not None and new is not None:
        return (((old, new),), (), ())
    return ((), (old,) if old is not None else (), (new,) if new is not None else ())


def clash_said(clash: SeatClash, *, typed: bool) -> tuple[Msg, Msg]:
    """(the sentence, the hint) of a clash, the hint in the words of the command line
    (`typed`: --replace Gleb=Zoe) or of the session file (replace = ["Gleb=Zoe"])."""
    shown = [_parts_typed(p) if typed else _parts_written(p) for p in clash.choices]
    if not clash.chain:
        return (Msg("core.seat.twice", name=clash.name),
                Msg("core.seat.twice.hint", choices=join_msgs("core.or", shown)))
    if not shown[0]:
        return (Msg("core.seat.chain", name=clash.name),
                Msg("core.seat.chain.nothing" if typed else "storage.seat.chain.nothing"))
    return (Msg("core.seat.chain", name=clash.name),
            Msg("core.seat.chain.hint" if typed else "storage.seat.chain.hint", instead=shown[0]))


def _parts_typed(parts: SeatMoves) -> str:
    replaced, leave, join = parts
    return " ".join([f"--replace {a}={b}" for a, b in replaced] + [f"--leave {p}" for p in leave]
                    + [f"--join {p}" for p in join])


def _parts_written(parts: SeatMoves) -> str:
    replaced, leave, join = parts
    keys = [("replace", [f"{a}={b}" for a, b in replaced]), ("leave", list(leave)),
            ("join", list(join))]
    return ", ".join(f"{key} = [" + ", ".join(f'"{n}"' for n in names) + "]"
                     for key, names in keys if names)
