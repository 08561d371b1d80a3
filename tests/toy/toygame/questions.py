"""A deal of Tricks asked at the table (`vint play`): each player's tricks, then whether
the deal was doubled (Z1)."""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, final

from vintscore.errors import Text
from vintscore.games.base import Questions
from vintscore.glossary import Msg
from vintscore.questions import Form, Question, count, yes_no


class DealForm(Form):
    kind = "deal"

    def __init__(self, players: tuple[str, ...], size: int,
                 defaults: Mapping[str, Text] | None = None) -> None:
        super().__init__(defaults)
        self.players = players
        self.size = size

    def questions(self, got: Mapping[str, Any]) -> Iterator[Question]:
        for p in self.players:
            yield Question(f"took:{p}", Msg("toy.ask.took", player=p),
                           lambda t: count(t, self.size, Msg("play.what.tricks")),
                           self.default(f"took:{p}"))
        yield Question("double", Msg("toy.ask.double"), yes_no, self.default("double", "n"))

    def given(self, got: Mapping[str, Any]) -> dict[str, Any]:
        return {"tricks": ",".join(f"{p}={got[f'took:{p}']}" for p in self.players),
                "double": got["double"], "note": ""}


@final
class TricksQuestions(Questions):
    def form(self, kind: str, session: Any, sheet: Any, /,
             defaults: Mapping[str, Text] | None = None) -> Form:
        return DealForm(session.players, session.rules.deal_size, defaults)

    def edit_form(self, session: Any, sheet: Any, number: int, /,
                  defaults: Mapping[str, Text] | None = None) -> Form:
        deal = session.events[number - 1]
        old = {f"took:{p}": str(n) for p, n in deal.tricks}
        form = DealForm(session.players, session.rules.deal_size, {**old, **(defaults or {})})
        form.editing = number
        return form
