"""What every game of rubbers asks alike at the table (`vint play`, the page's form): an
adjustment — a free entry for a player's side, above or below the line. The prompts are
the game's own words (`AdjustWords`: its message keys), the reading the same.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..errors import InputError, Text
from ..glossary import Msg
from ..names import resolve_player
from ..notation import parse_int, parse_reason
from ..questions import Form, Question, yes_no
from ..text import casefolded
from ..value import value

if TYPE_CHECKING:
    from .events import Adjustment
    from .lineup import Lineup

BELOW_WORDS = ("below", "b", "под", "под чертой")
ABOVE_WORDS = ("above", "a", "над", "над чертой")


@value
class AdjustWords:
    """The message keys an adjustment is asked and said with, and the rule it cites."""

    player: str  # 'An adjustment for the side of ({players})'
    amount: str  # 'Points (negative to take off)'
    below: str  # 'Above or below the line? …'
    below_what: str  # the refusal of another answer: '… got {text!r}'
    word_below: str  # what Enter keeps, and an edit offers: 'below', 'above'
    word_above: str
    said_below: str  # the answer said back: 'below the line'
    said_above: str
    rule: str  # the rule a reason's refusal cites (Vint's V10)


def read_below(text: str, words: AdjustWords) -> bool:
    """Below the line (it counts toward the game) or above; y/n say the same."""
    folded = casefolded(text)
    if folded in BELOW_WORDS:
        return True
    if folded in ABOVE_WORDS:
        return False
    try:
        return yes_no(text)
    except InputError:
        raise InputError(Msg(words.below_what, text=text)) from None


def adjustment_answers(event: Adjustment, words: AdjustWords) -> dict[str, Text]:
    """An adjustment's answers, as an edit offers them."""
    return {"player": event.player, "amount": str(event.amount),
            "below": Msg(words.word_below if event.below else words.word_above),
            "reason": event.reason}


class AdjustForm(Form):
    """A free entry for the side of a player, above or below the line."""

    kind = "adjust"

    def __init__(self, lineup: Lineup, words: AdjustWords,
                 defaults: Mapping[str, Text] | None = None,
                 old: Adjustment | None = None) -> None:
        super().__init__(defaults)
        self.lineup = lineup
        self.words = words
        self.old = old

    def questions(self, got: Mapping[str, Any]) -> Iterator[Question]:
        people, w = self.lineup.players, self.words
        yield Question("player", Msg(w.player, players=", ".join(people)),
                       lambda a: resolve_player(a, people), self.default("player"))
        yield Question("amount", Msg(w.amount),
                       lambda a: parse_int(a, Msg("play.what.points")), self.default("amount"))
        yield Question("below", Msg(w.below), lambda a: read_below(a, w),
                       self.default("below", Msg(w.word_above)))
        yield Question("reason", Msg("play.ask.reason"), lambda a: parse_reason(a, w.rule),
                       self.default("reason"))

    def given(self, got: Mapping[str, Any]) -> dict[str, Any]:
        return {"player": got["player"], "amount": got["amount"], "reason": got["reason"],
                "below": got["below"], "note": ""}

    def keep(self, event: Any) -> Any:
        return event if self.old is None else replace(event, note=self.old.note,
                                                      void=self.old.void)

    def said(self, got: Mapping[str, Any]) -> list[Text]:
        from ..display import signed
        parts: list[Text] = [got[k] for k in ("player",) if k in got]
        if "amount" in got:
            parts.append(signed(got["amount"]))
        if "below" in got:
            parts.append(Msg(self.words.said_below if got["below"] else self.words.said_above))
        if "reason" in got:
            parts.append(got["reason"])
        return parts
