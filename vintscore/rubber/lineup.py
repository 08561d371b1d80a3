"""One rubber's seating (V12; B30): the sheet's columns, the hands written in each, who
sits out, and which hands are open dummies."""
from __future__ import annotations

from ..names import Hands, dummy_of
from ..value import value


@value
class Lineup:
    """One rubber's columns, each the hands written there, and the players sitting out."""

    columns: tuple[tuple[str, ...], ...]
    out: tuple[str, ...] = ()
    dummies: tuple[str, ...] = ()  # hands that are open dummies, not people

    @property
    def hands(self) -> tuple[str, ...]:
        """Every hand at the table, in seating order where there are two sides."""
        if len(self.columns) == 2 and all(len(c) == 2 for c in self.columns):
            a, b = self.columns
            return (a[0], b[0], a[1], b[1])
        return tuple(h for column in self.columns for h in column)

    @property
    def players(self) -> tuple[str, ...]:
        """The people at the table (dummies are not)."""
        return tuple(h for h in self.hands if h not in self.dummies)

    def column_of(self, hand: str) -> int:
        return next(i for i, column in enumerate(self.columns) if hand in column)

    def name(self, column: int) -> str:
        return Hands(self.columns[column])

    def weight(self, player: str) -> int:
        """V12: what a player settles for his column: 2 with a dummy beside him, else 1.

        A column's hands are shared by its people: two partners, one each; a player and
        his dummy, both his.
        """
        column = self.columns[self.column_of(player)]
        people = [h for h in column if h not in self.dummies]
        return len(column) // len(people)

    def replaced(self, old: str, new: str) -> Lineup:
        """The lineup with `new` in the seat of `old` (V12, a player leaves mid-rubber).

        At a table of two the dummy goes with the seat: dummy-OLD becomes dummy-NEW.
        """
        names = {old: new, dummy_of(old): dummy_of(new)}
        return Lineup(tuple(tuple(names.get(h, h) for h in c) for c in self.columns),
                      self.out, tuple(names.get(d, d) for d in self.dummies))
