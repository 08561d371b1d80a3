"""How a game keeps a table, as the rubber machinery asks it (Vint's TableMode, bridge's
tables): its sizes, how its rubbers are seated, and the rule its seating cites.

A table kind is the game's own vocabulary (a StrEnum, as the file writes it); the
machinery reads it through this protocol and never names a kind.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ..errors import Text
    from .lineup import Lineup


class TableKind(Protocol):
    """A way of keeping the table (V12's pairs, dummy, separate, two, individual; B30's)."""

    def __hash__(self) -> int:  # a plan is cached by its table
        ...

    @property
    def value(self) -> str:
        """As the session file's `table` writes it."""
        ...

    @property
    def said(self) -> Text:
        """The table as messages name it ('pairs', «игра парами»)."""
        ...

    @property
    def sizes(self) -> tuple[int, int]:
        """The fewest and most players the table takes."""
        ...

    @property
    def individual(self) -> bool:
        """Whether every player keeps his own column (settled player by player)."""
        ...

    @property
    def rotates(self) -> bool:
        """Whether its coming rubbers are planned afresh from the evening after a change
        of the table (the fairness rule of rotation.py), or keep their plan."""
        ...

    @property
    def seated_by_hand(self) -> bool:
        """Whether a rubber may be seated by hand (`vint seat --pairs`)."""
        ...

    @property
    def dummies(self) -> tuple[str, ...]:
        """The hands at the table that are no players (Vint's dummy), which a rubber
        seated by hand may name."""
        ...

    @property
    def rule(self) -> str:
        """The id of the rule of the table's seating and its changes (V12, B30)."""
        ...

    @property
    def names_rule(self) -> str:
        """The id of the rule that names the players of an event (V2, B31)."""
        ...

    def plan(self, players: tuple[str, ...], cycle: int = 0) -> tuple[Lineup, ...]:
        """The lineups of cycle `cycle` of the table's plan (the evening goes on cycle
        after cycle)."""
        ...

    def hand(self, text: str, hands: tuple[str, ...]) -> str:
        """The hand `text` names among `hands` (names.resolve_player, with the game's own
        words for its hands: Vint's «болван»); NotationError when none or several."""
        ...
