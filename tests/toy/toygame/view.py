"""What Tricks says of its rules and its deals; the sheet of running totals
(vintscore/tally) says the rest, its rounds in the toy's words: matches."""
from __future__ import annotations

from pathlib import Path
from typing import Any, final

from vintscore.display import with_note
from vintscore.games.base import Played
from vintscore.glossary import Msg, say
from vintscore.tally.sheet import Tally
from vintscore.tally.view import TallyView


@final  # so that mypy names a hook it lacks (tests/toy/test_toy_typed.py)
class TricksView(TallyView):
    def rules_said(self, session: Any, lang: str, /) -> str:
        rules = session.rules
        return say(Msg("toy.rules.said", tricks=rules.deal_size, target=rules.target), lang)

    def describe_event(self, event: Any, lang: str, /) -> str:
        tricks = ", ".join(f"{p} {n}" for p, n in event.tricks)
        return with_note(say(Msg("toy.deal.double" if event.double else "toy.deal",
                                 tricks=tricks), lang), event.note, lang)

    def fine(self, path: Path, opened: Played[Tally[Any, Any]], lang: str, /) -> Msg:
        """`vint check`'s line: the deals, the players and the matches (Z2)."""
        s = opened.session
        return Msg("toy.check.fine", path=path, events=len(s.events),
                   players=", ".join(s.players), matches=len(opened.sheet.rounds))
