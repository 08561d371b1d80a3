"""One family of errors: each knows its message, its hint, its rule and its exit code.

Exit codes are the contract (docs/contract.md, "Exit codes"): 1 for input our code refuses
(nothing written), 3 for a change that is in the file though what follows its save failed,
65 for a session file that cannot be read or validated, 75 for a session that is locked or
changed on disk. (2 is Typer's own, for usage errors found before our code runs.)
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn, Union

if TYPE_CHECKING:
    from .glossary import Msg

Text = Union["Msg", str]


class VintError(Exception):
    """An error meant for the person at the table: one sentence and a hint.

    The sentence and the hint are catalog messages (glossary.Msg), said in the user's
    language where they are shown; `.message` and `.hint` are their English text.
    """

    exit_code = 1

    def __init__(self, message: Text, *, hint: Text = "", rule: str = "", key: str = "",
                 asks: bool = False) -> None:
        super().__init__(str(message))
        self.msg = message
        self.hint_msg = hint
        self.rule = rule  # a rule's id such as "V2" (vintscore/rules), when a rule is the reason
        self.key = key  # the event field at fault, when there is one (for file locations)
        # The event lacks what only the table can say, given the events before it (Vint's
        # V8: which side reached the target first): its `key` answers it (`vint edit N
        # --KEY …`), and a file whose earlier events cannot be read cannot tell.
        self.asks = asks

    @property
    def message(self) -> str:
        return str(self.msg)

    @property
    def hint(self) -> str:
        return str(self.hint_msg)

    @hint.setter
    def hint(self, value: Text) -> None:
        self.hint_msg = value

    def said(self, lang: str) -> tuple[str, str]:
        """(the sentence with its rule id, the hint) in `lang`.

        When the error cites a rule (its own, or an id its sentence names: "(P5)"), the
        hint ends by saying how to read that rule: "— see 'vint rules V2'" (issue 14).
        """
        from .glossary import Msg, cited, say
        message = say(self.msg, lang)
        hint = say(self.hint_msg, lang)
        rule = self.rule or cited(self.msg, lang)
        if rule:
            hint = say(Msg("rules.see", hint=hint, rule=rule) if hint
                       else Msg("rules.see.alone", rule=rule), lang)
        return (f"{message} ({self.rule})" if self.rule else message), hint

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})" if self.rule else self.message


class InputError(VintError):
    """Something typed on the command line that our code refuses (exit 1)."""


class UsageError(InputError):
    """An argument the command needs for this game is missing (exit 2, as Typer's own).

    Vint and Preferans share commands whose arguments differ (`vint deal` takes no tricks
    for a Preferans deal given up without three): Typer sees them optional, and our code
    says what the session's game needs, with the exit code the contract gives a usage error (docs/contract.md, "Exit codes").
    """

    exit_code = 2


class NotationError(InputError, ValueError):
    """A contract, coronet, player or number that cannot be read; the message quotes it."""


class AmbiguousName(NotationError):
    """A name that begins the names of several players (or hands): each is named, and how
    to type it. Never to be read as "nobody of that name" (issue 13)."""


class RuleViolation(InputError):
    """A deal or event that the rules make impossible (V2, V8, …).

    `others`: the event's other problems, found with this one (`vint check` says them all;
    a command refusing what was typed says the first).
    """

    others: tuple[RuleViolation, ...] = ()


def raise_all(found: list[RuleViolation]) -> None:
    """Raise the first problem found, carrying the others; nothing when none was found."""
    if found:
        found[0].others = tuple(found[1:])
        raise found[0]


def raise_with(first: RuleViolation, others: list[RuleViolation]) -> NoReturn:
    """Raise `first`, carrying the other problems found with it."""
    first.others = (*first.others, *others)
    raise first


def every(error: VintError) -> tuple[VintError, ...]:
    """An error and the other problems found with it (RuleViolation.others)."""
    return (error, *getattr(error, "others", ()))


class EventError(InputError):
    """An event of a session that the replay refuses, with its 1-based number."""

    def __init__(self, number: int, cause: VintError) -> None:
        super().__init__(cause.msg, hint=cause.hint_msg, rule=cause.rule, key=cause.key,
                         asks=cause.asks)
        self.number = number
        self.cause = cause


class SessionFileError(VintError):
    """A session file that cannot be read or validated (exit 65); never overwritten."""

    exit_code = 65

    def __init__(self, message: Text, *, path: str, line: int | None = None,
                 column: int | None = None, source_line: str | None = None,
                 hint: Text = "", rule: str = "", key: str = "") -> None:
        super().__init__(message, hint=hint, rule=rule, key=key)
        self.path = path
        self.line = line
        self.column = column
        self.source_line = source_line

    @property
    def location(self) -> str:
        where = self.path
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        return where


class SavedError(VintError):
    """The change is in the file, but what follows the save failed: its revision could not
    be logged nor the change taken back, or its folder could not be flushed to the disk
    (exit 3, issue 32). Never 1, which means nothing was written: a script that ran the
    command again would write the change twice."""

    exit_code = 3


class BusyError(VintError):
    """The session is locked by another writer, or changed on disk under us (exit 75)."""

    exit_code = 75
