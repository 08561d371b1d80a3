"""A revision and what moving to it does, in words: what `vint undo`, `vint redo`,
`vint history` and `vint play` say of a change, and the live page's questions before an
undo or a redo and its words after (issue 24, point 3) — one wording for all of them.

Pure: Msgs and strings from a revision (storage/revisions.Revision), the two states of a
session and the game's view; the language and the session's game are passed (a pass-out
in the game's own words: bridge's «все спасовали», Vint's «распасовка», Preferans's
«распасы», issue 35).
"""
from __future__ import annotations

from typing import Any

from .glossary import Msg, own, say

# The commands a revision names (services/session.VERBS, storage/revisions), in words.
COMMANDS = {
    "new": Msg("cli.command.new"), "found": Msg("cli.command.found"),
    "kept": Msg("cli.command.kept"), "outside": Msg("cli.command.outside"), "deal": Msg("cli.command.deal"),
    "all-pass": Msg("cli.command.all-pass"), "adjustment": Msg("cli.command.adjustment"),
    "misdeal": Msg("cli.command.misdeal"), "seat change": Msg("cli.command.seat change"),
    "void": Msg("cli.command.void"), "restore": Msg("cli.command.restore"),
    "edit": Msg("cli.command.edit"), "rescore": Msg("cli.command.rescore"),
    "undo": Msg("cli.command.undo"), "redo": Msg("cli.command.redo"),
    "restore-revision": Msg("cli.command.restore-revision"),
}


def commands(game: str | None) -> dict[str, Msg]:
    """COMMANDS as the session's game (its name) says them: the pass-out in its own words
    where its catalogue has them (glossary.own), else the shared, neutral ones."""
    return {**COMMANDS, "all-pass": Msg(own(game, "cli.command.all-pass"))}


def command_words(revision: Any, lang: str, words: dict[str, Msg] = COMMANDS) -> str:
    """A revision's command in words ("edit", "undo of 7"), by `words` (`commands(game)`)."""
    word = say(words.get(revision.command, Msg("cli.command.other")), lang)
    if revision.of and revision.command in ("undo", "redo"):
        return say(Msg("cli.history.of", command=word, number=revision.of), lang)
    if revision.of:
        return f"{word} {revision.of}"
    return word


def effects(view: Any, old: Any, new: Any, moved: Any, lang: str) -> list[Msg]:
    """What a move between two states does to the events, a line each: `moved` has the
    event numbers added, removed and changed, and whether the header changed."""
    lines = [Msg("cli.history.effect.removed", number=n,
                 what=view.describe_event(old.events[n - 1], lang)) for n in moved.removed]
    lines += [Msg("cli.history.effect.added", number=n,
                  what=view.describe_event(new.events[n - 1], lang)) for n in moved.added]
    lines += [Msg("cli.history.effect.changed", number=n,
                  what=view.describe_event(new.events[n - 1], lang)) for n in moved.changed]
    if moved.header:
        lines.append(Msg("cli.history.effect.header"))
    return lines
