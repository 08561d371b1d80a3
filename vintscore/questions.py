"""An event asked for question by question, as data (issue 13: `vint play`).

A game says which questions make each of its events, in the order a table announces
them (`games/<game>/questions.py`); an interface asks them (`cli/play/`). Nothing here
reads or prints: a question is a prompt, a function that reads the answer (or raises a
VintError that says why not), and what Enter keeps. A form is the questions of one
event: given the answers so far it says which question comes next, and when none is
left, what the command would have been given (read by the game's `forms.event`, as
`vint deal`, `vint pass`, `vint adjust` and `vint misdeal` are), so that an evening
typed at the prompts writes the file the commands would.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any, TypeVar

from .errors import InputError, Text, VintError
from .glossary import Msg
from .notation import parse_int
from .text import casefolded
from .value import value

T = TypeVar("T")

# "None" where a question takes none (coronets, revokes, vists): blank, a dash, the
# words, and `pass`, which at such a question is the table's "nothing" (issue 13), not
# an all-pass.
NONE_WORDS = ("", "-", "—", "none", "no", "nothing", "pass", "нет", "ничего", "пас")
YES_WORDS = ("y", "yes", "д", "да")
NO_WORDS = ("n", "no", "н", "нет")


@value
class Key:
    """A button of a keypad (the live page's, issue 24): what it types into the answer and
    what it shows (None: what it types), in the user's words; `marked`, the one the table
    expects (the contract's tricks); `alone`, an answer by itself where the rest of its row
    is followed by a key of the next row (a misère among the levels); `named`, its name for a
    screen reader (aria-label) where the label is a sign (X: "doubled"), None: the label."""

    typed: Text
    label: Text | None = None
    marked: bool = False
    alone: bool = False
    named: Text | None = None


Keys = tuple[tuple[Key, ...], ...]  # rows: an answer is a key of each, typed one after another


@value
class Question:
    """One prompt of a form: `read` turns the answer into its value or raises VintError."""

    key: str  # the answer's name in the form
    prompt: Msg
    read: Callable[[str], Any]
    default: Text | None = None  # what Enter keeps, shown in brackets (a Msg: said in the
    # user's language, as 'above' / «над»)
    own: tuple[str, ...] = ()  # steering words (by name, e.g. "pass") that answer it here
    note: Msg | None = None  # what it takes, beyond the prompt (said by `?`)
    # Its known answers as buttons (the live page's keypad; `vint play` types): a level and
    # a strain, the players, the tricks… None of them for a free answer (a note, an amount)
    keys: Keys = ()
    numeric: bool = False  # a whole number: a phone's number keys, when it is typed
    many: bool = False  # a list (coronets, revokes): its keys type one item, and the pad's
    # "another" key starts the next (issue 24)


def numbers(high: int, low: int = 0, marked: int | None = None) -> Keys:
    """A whole number low..high as one row of keys, `marked` the one expected."""
    return (tuple(Key(str(n), marked=n == marked) for n in range(low, high + 1)),)


def players(names: Iterable[Text]) -> Keys:
    """One of the players, by name."""
    return (tuple(Key(name) for name in names),)


class Form:
    """The questions of one event, in the order a table says them (a game subclasses it).

    `questions` yields the questions that apply given the answers so far; code after a
    `yield` may read that question's answer (`got[key]`): the asker stops at the first
    unanswered question. `defaults` are answers as typed before (an edit's event, a deal
    entered again), offered by the questions of the same keys.
    """

    kind = "deal"  # the command whose event it makes: the game's forms.event(kind, …) builds
    # it from `given`, services.record.event saves it
    editing: int | None = None  # the event an edit changes (1-based), None for a new one

    def __init__(self, defaults: Mapping[str, Text] | None = None) -> None:
        self.defaults = dict(defaults or {})

    def questions(self, got: Mapping[str, Any]) -> Iterator[Question]:
        raise NotImplementedError

    def next(self, got: Mapping[str, Any]) -> Question | None:
        """The first question not answered yet; None when the event is complete."""
        for q in self.questions(got):
            if q.key not in got:
                return q
        return None

    def keys(self, got: Mapping[str, Any]) -> list[str]:
        """The answers that still apply, in order (a contract changed to no-trump drops
        the honours)."""
        keys = []
        for q in self.questions(got):
            if q.key not in got:
                break
            keys.append(q.key)
        return keys

    def given(self, got: Mapping[str, Any]) -> dict[str, Any]:
        """The answers as the command would have them typed: its arguments and options by
        name (what forms.event and services.record.event read)."""
        raise NotImplementedError

    def keep(self, event: Any) -> Any:
        """The event as written: an edit keeps what it did not ask (note, void mark…)."""
        return event

    def mend(self, error: VintError, got: Mapping[str, Any]) -> Question | None:
        """A question whose answer mends a refusal (Vint's V8: which side was first)."""
        return None

    def said(self, got: Mapping[str, Any]) -> list[Text]:
        """The answers so far in words, for 'the deal being typed (3♠ by Boris)'."""
        return []

    def heading(self) -> Text | None:
        """A line over the questions saying where the event goes (a chicago's deal and who
        is vulnerable on it: the live page shows it above the keypad); None: nothing."""
        return None

    def default(self, key: str, fallback: Text | None = None) -> Text | None:
        return self.defaults.get(key, fallback)


def yes_or_no(key: str, question: Msg, default: Text | None = None) -> Question:
    """A question answered yes or no (`yes_no`), with a key for each on the keypad."""
    return Question(key, question, yes_no, default,
                    keys=((Key("y", Msg("play.key.yes")), Key("n", Msg("play.key.no"))),))


# -- reading answers ---------------------------------------------------------------------

def count(text: str, high: int, what: Msg, low: int = 0) -> int:
    """A whole number low..high (tricks, honours, aces); the error quotes what was typed."""
    n = parse_int(text, what)
    if not low <= n <= high:
        raise InputError(Msg("play.range", high=high, got=n) if low == 0
                         else Msg("play.range.from", low=low, high=high, got=n))
    return n


def listed(text: str, read: Callable[[str], T]) -> tuple[T, ...]:
    """Several answers on one line, separated by commas or spaces; none for NONE_WORDS."""
    if is_none(text):
        return ()
    return tuple(read(item) for item in text.replace(",", " ").split())


def is_none(text: str) -> bool:
    return casefolded(text) in NONE_WORDS


def yes_no(text: str) -> bool:
    """y or n, in either language."""
    folded = casefolded(text)
    if folded in YES_WORDS:
        return True
    if folded in NO_WORDS:
        return False
    raise InputError(Msg("play.yes_no", text=text))

