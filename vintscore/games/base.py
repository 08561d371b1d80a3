"""What a game is to the rest of vintscore: a class with a few typed roles.

A game extends `Game` as a python-chess variant extends `Board`: it says its names
(`name`, `words`, `rule_ids`, `tables`), hands out its roles, and overrides the hooks that
differ; what every game does alike is written once, here or in the base class of a role.
Each role is an abstract class that mypy checks: a game whose role lacks or misnames a
required piece cannot be instantiated, and its package's `GAME = …()` fails the type check.

- `codec`: its part of the session file: the header keys of its own, [rules], its events;
- `fold`: the events folded into its sheet (`replay`), settled (`settle`), and the figures
  the services and the exports read of them;
- `forms`: its events and sessions from what was typed (the command line, the questions);
- `questions`: its events asked question by question (`vint play`, the page's form);
- `view`: what each command shows; `export`: md, csv, json, html; `stats`: `vint stats`;
- `commands`: the commands it has, with their options (games/commands.py).

The roles are made when first asked for, so a command imports the modules it uses and no
other game's. Nothing here knows which games there are: the registry does
(games/__init__.py).
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, Protocol, TypeVar

from .shapes import MISSING, Fields, Record, Settlement, Sheet

if TYPE_CHECKING:
    from datetime import datetime
    from decimal import Decimal
    from pathlib import Path

    from ..cards import Strain
    from ..errors import EventError, Text
    from ..formats import Page
    from ..glossary import Msg
    from ..questions import Form
    from ..session import AnySession
    from .commands import Command

Lines = list[Any]
"""What a view makes for a command to print: lines of text (str, printed as they are) and
rich renderables (drawn to the width), in order."""


__all__ = ["MISSING", "Ask", "Codec", "Edited", "Export", "Fields", "Fold", "Forms", "Game",
           "Lines", "Played", "Questions", "Record", "Rescore", "Sample", "Settlement", "Sheet",
           "Stats", "View"]


# -- the shapes every game's results have: shapes.py, and what the services hand a view ----

class Played(Protocol):
    """A session with its sheet and its game: what a view is shown (the services' Opened,
    a session read, and Changed, one written)."""

    @property
    def game(self) -> Game: ...

    @property
    def session(self) -> AnySession: ...

    @property
    def sheet(self) -> Any: ...


class Edited(Played, Protocol):
    """A session as a change left it, and the event the change was about (1-based)."""

    @property
    def number(self) -> int: ...


class Rescore(Protocol):
    """A session settled now and under other rules (services/rescore.py), and the switch
    to them when it was written."""

    @property
    def opened(self) -> Played: ...

    @property
    def rules(self) -> Any: ...

    @property
    def now(self) -> Any: ...

    @property
    def then(self) -> Any: ...

    @property
    def written(self) -> Edited | None: ...


S = TypeVar("S", bound=Sheet)
T = TypeVar("T", bound=Settlement)


# -- the roles -----------------------------------------------------------------------------

class Codec(ABC):
    """The game's part of the session file: storage reads the envelope and hands each
    table here as `Fields`; a problem is reported with its key, so `vint check` names
    the line."""

    # top-level keys of its own, between `players` and `stake` (Vint's `table`)
    header_keys: tuple[str, ...] = ()

    @property
    @abstractmethod
    def rules_keys(self) -> tuple[str, ...]:
        """The keys of [rules], in the order written."""

    @property
    @abstractmethod
    def rules_hints(self) -> tuple[Text, Text]:
        """How to write [rules]: when it is missing, when it is no table."""

    @property
    @abstractmethod
    def event_keys(self) -> Mapping[str, tuple[str, ...]]:
        """Each kind of event and the keys its table may hold."""

    @property
    @abstractmethod
    def kind_names(self) -> Mapping[str, Text]:
        """Each kind as a noun: 'a deal'."""

    @property
    @abstractmethod
    def kind_places(self) -> Mapping[str, Text]:
        """Each kind as a place: 'in a deal'."""

    @property
    @abstractmethod
    def examples(self) -> Mapping[str, str]:
        """How each of its keys is written, for hints: {"contract": '"3H"', …}."""

    def read_header(self, top: Fields, /) -> dict[str, Any]:
        """The Session fields its header keys give (e.g. Vint's `table`)."""
        return {}

    def header_items(self, session: AnySession, /) -> list[tuple[str, object]]:
        """Its header keys and values as written."""
        return []

    @abstractmethod
    def check_players(self, top: Fields, players: tuple[str, ...], header: dict[str, Any],
                      /) -> bool:
        """Whether the number of players suits the game (reported on `players` if not)."""

    @abstractmethod
    def read_rules(self, fields: Fields, /) -> Any:
        """The rules of [rules] (or of a rules event), or None when a problem was reported."""

    def check_rules(self, fields: Fields, header: dict[str, Any], rules: Any, /) -> None:
        """The rules against the header, reported on `fields` (the [rules] table); none
        by default."""
        return None

    @abstractmethod
    def rules_items(self, rules: Any, /) -> list[tuple[str, object]]:
        """The rules as [rules] writes them, key by key in `rules_keys` order."""

    @abstractmethod
    def read_event(self, fields: Fields, kind: str, note: str, void: bool, /) -> Any:
        """The event of that kind, or None when a problem was reported."""

    @abstractmethod
    def event_items(self, event: Any, /) -> list[tuple[str, object]]:
        """The event as its table writes it (empty and default values left out)."""


class Fold(ABC, Generic[S, T]):
    """The events folded into the game's sheet, and the sheet settled."""

    @abstractmethod
    def replay(self, session: AnySession, /, *, keep_going: bool = False) -> S:
        """The session folded into the game's sheet; an impossible event raises
        EventError (with keep_going, it is skipped and listed in `problems`)."""

    @abstractmethod
    def check_events(self, events: tuple[Any, ...], players: tuple[str, ...] | None,
                     header: dict[str, Any], rules: Any, /) -> list[EventError]:
        """`vint check` of a file whose session cannot be replayed (its table, players or
        rules unreadable: None): each readable event on its own (None: unreadable), its
        numbers and the names nobody in the file has."""

    @abstractmethod
    def settle(self, sheet: S, stake: Decimal, /) -> T:
        """The sheet settled in points and money."""

    @abstractmethod
    def running(self, sheet: S, /) -> list[tuple[int, dict[str, Any]]]:
        """Each player's result after each event that changed it."""

    @abstractmethod
    def finished(self, sheet: S, /) -> bool:
        """Whether the session is over (the club ledger marks the others)."""


class Forms(ABC):
    """The game's events and sessions from what was typed (`game`: whose they are).

    The command line, `vint play` and the page hand over what was typed as `given`: each
    declared argument and option by name (games/commands.py), None when not given. This
    reads them into events, refusing what no event of the game takes; whether an event is
    possible is the replay's to say.
    """

    def __init__(self, game: Game) -> None:
        self.game = game

    @abstractmethod
    def new_session(self, name: str, players: str, given: Mapping[str, Any],
                    created: datetime, lang: str, /) -> AnySession:
        """`vint new NAME --players … --game G …`: the session, its rules pinned."""

    @abstractmethod
    def event(self, verb: str, given: Mapping[str, Any], /) -> Any:
        """The event a declared command of `Runs.APPEND` makes (`deal`, `pass`…)."""

    @abstractmethod
    def edited(self, event: Any, number: int, given: Mapping[str, Any], /) -> Any:
        """Event `number` with the fields given (`vint edit`) changed."""

    # `vint edit`'s options that clear a field, and the field's own option: given both
    # (`--honours 4 --no-honours`), which one was meant is not for us to guess
    clearing: Mapping[str, str] = {}

    def edit(self, event: Any, number: int, given: Mapping[str, Any], /) -> Any:
        """`vint edit N …`: two options that set and clear one field are refused, else the
        event `edited`."""
        from ..errors import InputError
        from ..glossary import Msg
        from .commands import flag
        edit = self.game.commands.get("edit")
        for clears, field in self.clearing.items():
            if given.get(field) not in (None, False, [], ()) and given.get(clears):
                option, other = ((flag(edit, field), flag(edit, clears)) if edit is not None
                                 else (field, clears))
                raise InputError(Msg("cli.edit.contradict", option=option, other=other),
                                 hint=Msg("cli.edit.contradict.hint", option=option,
                                          other=other))
        return self.edited(event, number, given)

    asks: tuple[str, ...] = ()  # the commands whose events may need `asked` at a terminal

    def asked(self, event: Any, sheet: Any, /) -> list[Ask]:
        """What a terminal asks before the event is written, when it does not say (Vint's
        V2: the honours and aces); nothing by default."""
        return []

    def rules_switch(self, preset: str, overrides: Sequence[str], /) -> Any:
        """A switch of the session to other rules (`vint rescore`), for the games that
        have one."""
        raise NotImplementedError(self)


class Ask:
    """A number a terminal asks for before the event is written (Forms.asked)."""

    __slots__ = ("high", "key", "question")

    def __init__(self, key: str, question: Msg, high: int) -> None:
        self.key = key  # the name its answer has in `given`
        self.question = question
        self.high = high  # 0..high


class Questions(ABC):
    """The game's events asked question by question (vintscore/questions.py's Form)."""

    @property
    @abstractmethod
    def kinds(self) -> tuple[str, ...]:
        """The events `vint play` can start, by their commands' names (the first is the
        default: a deal)."""

    @abstractmethod
    def form(self, kind: str, session: AnySession, sheet: Any, /,
             defaults: Mapping[str, Text] | None = None) -> Form:
        """A new event of `kind`, at the table of the next event."""

    @abstractmethod
    def edit_form(self, session: AnySession, sheet: Any, number: int, /,
                  defaults: Mapping[str, Text] | None = None) -> Form:
        """Event `number` asked again, its answers as defaults."""


class View(ABC):
    """What the game's commands show, in the user's language: `Lines` to print, or the
    dicts of --json. Nothing here parses or writes."""

    # -- what a session is ---------------------------------------------------------
    @abstractmethod
    def rules_label(self, session: AnySession, /) -> str:
        """The rules as `vint sessions --json` names them."""

    @abstractmethod
    def rules_said(self, session: AnySession, lang: str, /) -> str:
        """The rules as messages say them."""

    @abstractmethod
    def rules_in_list(self, session: AnySession, /) -> Text:
        """The rules in `vint sessions`, in the reader's language."""

    @abstractmethod
    def describe_event(self, event: Any, lang: str, /) -> str:
        """One line for an event: what the scorekeeper entered."""

    @abstractmethod
    def fine(self, path: Path, opened: Played, lang: str, /) -> Msg:
        """`vint check`'s line for a file with no problem."""

    # -- after a change ------------------------------------------------------------
    @abstractmethod
    def created(self, path: Path, session: AnySession, lang: str, /) -> Lines:
        """After `vint new`."""

    @abstractmethod
    def appended(self, changed: Edited, lang: str, width: int, /) -> Lines:
        """After a new event: what it wrote, then the sheet."""

    @abstractmethod
    def appended_json(self, changed: Edited, name: str, /) -> dict[str, Any]:
        """`--json` after a new event."""

    @abstractmethod
    def describe_record(self, changed: Edited, number: int, lang: str, /) -> str:
        """What event `number` writes now, in words."""

    def changed_event(self, changed: Edited, restored: bool, lang: str, /) -> Lines:
        """What event N is now, after `vint void [--restore]` or `vint edit`."""
        from ..glossary import Msg, say
        number = changed.number
        event = changed.sheet.records[number - 1].event
        what = self.describe_event(event, lang)
        if event.void:
            return [say(Msg("cli.event.void", number=number, what=what), lang)]
        return [say(Msg("cli.event.restored" if restored else "cli.event.changed",
                        number=number, what=what), lang),
                say(Msg("cli.now_writes", text=self.describe_record(changed, number, lang)),
                    lang)]

    # -- the sheet, the settlement, the log ----------------------------------------
    @abstractmethod
    def sheet(self, opened: Played, given: Mapping[str, Any], lang: str, width: int,
              /) -> Lines:
        """`vint sheet`, with the options the game's `sheet` declares in `given`."""

    @abstractmethod
    def sheet_json(self, opened: Played, name: str, given: Mapping[str, Any],
                   /) -> dict[str, Any]:
        """`vint sheet --json`."""

    @abstractmethod
    def settlement(self, settled: Any, session: AnySession, width: int, lang: str, /) -> Any:
        """The settlement drawn (a rich renderable)."""

    @abstractmethod
    def settlement_json(self, settled: Any, name: str, /) -> dict[str, Any]:
        """The settlement as `vint settle --json` writes it."""

    def settle(self, opened: Played, lang: str, width: int, /) -> Lines:
        """`vint settle`: the settlement, then who pays whom (the payments of the cents the
        settlement shows)."""
        from ..layout import wrapped
        from ..payments import clear, payment_lines
        settled = opened.game.fold.settle(opened.sheet, opened.session.stake)
        up = clear(settled.cents, settled.cents_rounded)
        return [self.settlement(settled, opened.session, width, lang),
                *wrapped(payment_lines(up, lang))]

    def settle_json(self, opened: Played, name: str, /) -> dict[str, Any]:
        """`vint settle --json`."""
        return self.settlement_json(opened.game.fold.settle(opened.sheet, opened.session.stake),
                                    name)

    @abstractmethod
    def log(self, opened: Played, lang: str, width: int, /) -> Lines:
        """`vint log`: every event with what it wrote; voided ones marked."""

    @abstractmethod
    def log_json(self, opened: Played, name: str, /) -> dict[str, Any]:
        """`vint log --json`."""

    # -- vint check --expect (services/reconcile.py) -------------------------------
    # the expectations' hints, in the game's unit (points; Preferans's vists): how a line
    # is written, and how to narrow down where the file and the paper part
    expect_hint = "cli.expect.unreadable.hint"
    expect_narrow = "cli.expect.narrow"

    def agrees(self, points: Any, paper: str, /) -> bool:
        """Whether the paper's figure is the file's: by default, whole points (V11, B32)."""
        return "." not in paper and points == int(paper)

    def points_said(self, points: Any, /) -> str:
        """Points as the expectations' lines show them: '+120', '-50', '0'."""
        from ..display import signed
        return signed(points)

    # -- vint stats ----------------------------------------------------------------
    @abstractmethod
    def stats_parts(self, figures: Any, width: int, lang: str, /) -> Lines:
        """The game's tables of `vint stats`."""

    # -- vint play -------------------------------------------------------------------
    @abstractmethod
    def writes(self, sheet: Any, number: int, lang: str, /) -> list[str]:
        """What event `number` of a sheet writes, said before it is confirmed."""

    def playing(self, opened: Played, lang: str, width: int, /) -> Lines:
        """The sheet being played, as `vint play` shows it after each entry: `vint sheet`'s
        by default."""
        return self.sheet(opened, {}, lang, width)

    def coming(self, opened: Played, lang: str, /) -> tuple[str, str]:
        """Who plays next, when it changes: (what changes, the sentence), or ('', ''), the
        default: a game whose sheet says it all."""
        return "", ""

    # -- the commands of some games (declared by them: games/commands.py) -----------
    def seated(self, changed: Edited, lang: str, /) -> Lines:
        """After a seat change."""
        raise NotImplementedError(self)

    def rotation(self, opened: Played, lang: str, width: int, /) -> Lines:
        """`vint rotation`."""
        raise NotImplementedError(self)

    def rotation_json(self, opened: Played, name: str, /) -> dict[str, Any]:
        raise NotImplementedError(self)

    def rescored(self, result: Rescore, lang: str, width: int, /) -> Lines:
        """`vint rescore`."""
        raise NotImplementedError(self)

    def rescored_json(self, result: Rescore, name: str, /) -> dict[str, Any]:
        raise NotImplementedError(self)


class Export(ABC):
    """The session to share: Markdown, CSV, JSON, and one HTML page (formats.py frames
    it); `html_parts` is what the page shows, for the export and `vint serve`."""

    @abstractmethod
    def to_json(self, session: AnySession, sheet: Any, settled: Any, name: str, /) -> str: ...

    @abstractmethod
    def to_markdown(self, session: AnySession, sheet: Any, settled: Any, name: str, /,
                    lang: str = "en") -> str: ...

    @abstractmethod
    def to_csv(self, session: AnySession, sheet: Any, settled: Any, name: str, /,
               lang: str = "en", bom: bool = False) -> str: ...

    @abstractmethod
    def html_parts(self, session: AnySession, sheet: Any, settled: Any, name: str, /,
                   lang: str = "en") -> Page: ...

    def to_html(self, session: AnySession, sheet: Any, settled: Any, name: str, /,
                lang: str = "en") -> str:
        from ..formats import page
        return page(self.html_parts(session, sheet, settled, name, lang), lang)

    def text(self, fmt: str, played: Played, name: str, lang: str, bom: bool = False) -> str:
        """The session in one of formats.FORMATS (`vint export --format`)."""
        session, sheet = played.session, played.sheet
        settled = played.game.fold.settle(sheet, session.stake)
        if fmt == "json":
            return self.to_json(session, sheet, settled, name)
        if fmt == "csv":
            return self.to_csv(session, sheet, settled, name, lang=lang, bom=bom)
        if fmt == "html":
            return self.to_html(session, sheet, settled, name, lang=lang)
        return self.to_markdown(session, sheet, settled, name, lang=lang)


class Stats(ABC):
    """The game's figures over many sessions, for `vint stats`."""

    @abstractmethod
    def figures(self, session: AnySession, /, name: str = "") -> Any:
        """What one session counts (cached per file by services/stats.py)."""

    @abstractmethod
    def combine(self, found: Sequence[Any], shown: dict[str, str], wanted: set[str] | None,
                /, same: Callable[[str], str] = ...) -> Any:
        """The sessions' figures summed per person (and partnership, where it has them);
        `same` makes a name its person's key."""

    @abstractmethod
    def to_json(self, figures: Any, /) -> dict[str, Any]:
        """The game's part of `vint stats --json`."""


# -- the game ------------------------------------------------------------------------------

class Sample(NamedTuple):
    """A short evening of a game as a Russian table types it: the players of `vint new
    --players`, then each command after `vint new`, as its arguments. Every game declares
    one: the tests play it and read what it prints (tests/core/test_i35_words.py)."""

    players: str
    commands: tuple[tuple[str, ...], ...]


class Game(ABC):
    """A game vintscore keeps: its names, its roles, the commands it has."""

    @property
    @abstractmethod
    def name(self) -> str:
        """As the session file's `game` key writes it."""

    @property
    @abstractmethod
    def words(self) -> tuple[str, ...]:
        """What `vint new --game` reads as this game, folded."""

    @property
    @abstractmethod
    def rule_ids(self) -> tuple[str, ...]:
        """The letters of the ids in its rules document (vintscore/rules: "V" of V2)."""

    # the table modes `vint new --table` takes, the first by default ("" for none: the
    # game's one way of keeping the table, written nowhere)
    tables: tuple[str, ...] = ("",)
    seat_rule: str = ""  # the id of the rule of its seat changes, when it has them (V12)
    levels: tuple[int, ...] = ()  # the levels of its contracts, for TAB
    strains: tuple[Strain, ...] = ()  # its strains from the lowest (TAB offers them so)
    contract_words: tuple[tuple[str, str], ...] = ()  # contracts named by a word (en, ru)
    # a short evening of it, and the Russian words only it says (patterns, case ignored: its
    # rules' vocabulary, bridge's B33), which no other game's catalogue or output may hold
    # (docs/development.md, "The Russian text"; tests/core/test_i35_words.py reads both)
    sample: Sample = Sample("", ())
    own_words: tuple[str, ...] = ()

    def __repr__(self) -> str:
        return f"<game {self.name}>"

    @property
    def title(self) -> Msg:
        """The game's name in words ('Vint', «винт»): its message `GAME.name`."""
        from ..glossary import Msg
        return Msg(f"{self.name}.name")

    @property
    def played_words(self) -> Msg:
        """What its sessions play, as `vint stats` says none were ('rubbers', «робберов»):
        its message `GAME.played`."""
        from ..glossary import Msg
        return Msg(f"{self.name}.played")

    @property
    def a_session(self) -> Msg:
        """A session of the game in words ('a Preferans pulya'): its message `GAME.session`."""
        from ..glossary import Msg
        return Msg(f"{self.name}.session")

    @property
    @abstractmethod
    def codec(self) -> Codec: ...

    @property
    @abstractmethod
    def fold(self) -> Fold[Any, Any]: ...

    @property
    @abstractmethod
    def forms(self) -> Forms: ...

    @property
    @abstractmethod
    def questions(self) -> Questions: ...

    @property
    @abstractmethod
    def view(self) -> View: ...

    @property
    @abstractmethod
    def export(self) -> Export: ...

    @property
    @abstractmethod
    def stats(self) -> Stats: ...

    @property
    @abstractmethod
    def commands(self) -> Mapping[str, Command]:
        """The commands it has beyond those every game has, with what they take."""

    def contracts(self, russian: bool) -> list[str]:
        """Its contracts as a TAB offers them: every level and strain, and the words."""
        letters = [s.letter_ru if russian else s.letter for s in self.strains]
        return ([f"{level}{s}" for level in self.levels for s in letters]
                + [ru if russian else en for en, ru in self.contract_words])
