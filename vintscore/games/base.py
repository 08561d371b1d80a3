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

import importlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, TypeVar, cast

from .shapes import MISSING, Fields, Match, Record, Settlement, Sheet
from .showing import Edited, Export, Lines, Played, Rescore, Role, View

if TYPE_CHECKING:
    from datetime import datetime
    from decimal import Decimal

    from ..cards import Strain
    from ..errors import EventError, Text
    from ..glossary import Msg
    from ..questions import Form
    from ..session import AnySession
    from .commands import Command


__all__ = ["MISSING", "Ask", "Codec", "Edited", "Export", "Fields", "Fold", "Forms", "Game",
           "Lines", "Match", "Played", "Questions", "Record", "Rescore", "Role", "Roles", "Sample",
           "Settlement", "Sheet", "Stats", "View"]


S = TypeVar("S", bound=Sheet)
T = TypeVar("T", bound=Settlement)


# -- the roles -----------------------------------------------------------------------------

class Codec(Role):
    """The game's part of the session file: storage reads the envelope and hands each
    table here as `Fields`; a problem is reported with its key, so `vint check` names
    the line."""

    # top-level keys of its own, between `players` and `stake` (Vint's `table`)
    header_keys: tuple[str, ...] = ()
    # how many play it (checked by `check_players`), and the rule that says so
    sizes: tuple[int, int] = (2, 12)
    sizes_rule: str = ""
    # how each of its keys is written, for hints: {"contract": '"3H"', …}
    examples: Mapping[str, str] = {}

    @property
    @abstractmethod
    def rules_keys(self) -> tuple[str, ...]:
        """The keys of [rules], in the order written."""

    @property
    def rules_hints(self) -> tuple[Text, Text]:
        """How to write [rules]: when it is missing, when it is no table."""
        from ..glossary import Msg
        return Msg("storage.rules.hint"), Msg("storage.rules.hint")

    @property
    @abstractmethod
    def event_keys(self) -> Mapping[str, tuple[str, ...]]:
        """Each kind of event and the keys its table may hold."""

    @property
    def kind_names(self) -> Mapping[str, Text]:
        """Each kind as a noun: 'a deal' (the shared `storage.kind.KIND`, or the game's own
        version of it: Vint's pass, `vint.storage.kind.pass`)."""
        from ..glossary import Msg, own
        return {kind: Msg(own(self.game_name, f"storage.kind.{kind}"))
                for kind in self.event_keys}

    @property
    def kind_places(self) -> Mapping[str, Text]:
        """Each kind as a place: 'in a deal' (as `kind_names`; a switch of rules is
        `storage.place.rules_event`, [rules] itself being `storage.place.rules`)."""
        from ..glossary import Msg, own
        return {kind: Msg(own(self.game_name,
                              f"storage.place.{'rules_event' if kind == 'rules' else kind}"))
                for kind in self.event_keys}

    def read_header(self, top: Fields, /) -> dict[str, Any]:
        """The Session fields its header keys give (e.g. Vint's `table`)."""
        return {}

    def header_items(self, session: AnySession, /) -> list[tuple[str, object]]:
        """Its header keys and values as written."""
        return []

    def check_players(self, top: Fields, players: tuple[str, ...], header: dict[str, Any],
                      /) -> bool:
        """Whether the number of players suits the game, `sizes` (reported on `players` if
        not)."""
        from ..glossary import Msg
        low, high = self.sizes
        if low <= len(players) <= high:
            return True
        top.bad("players", Msg("storage.players.sizes", game=Msg(f"{self.game_name}.name"),
                               low=low, high=high, count=len(players)),
                rule=self.sizes_rule, hint=Msg("storage.players.sizes.hint", low=low, high=high))
        return False

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

    def rules_offered(self, incomplete: str, /) -> list[str]:
        """What TAB offers for a `--rule KEY=VALUE` begun (cli/complete.py): nothing by
        default."""
        return []

    @abstractmethod
    def read_event(self, fields: Fields, kind: str, note: str, void: bool, /) -> Any:
        """The event of that kind, or None when a problem was reported."""

    @abstractmethod
    def event_items(self, event: Any, /) -> list[tuple[str, object]]:
        """The event as its table writes it (empty and default values left out)."""


class Fold(Role, Generic[S, T]):
    """The events folded into the game's sheet, and the sheet settled."""

    @abstractmethod
    def replay(self, session: AnySession, /, *, keep_going: bool = False) -> S:
        """The session folded into the game's sheet; an impossible event raises
        EventError (with keep_going, it is skipped and listed in `problems`)."""

    def check_events(self, events: tuple[Any, ...], players: tuple[str, ...] | None,
                     header: dict[str, Any], rules: Any, /) -> list[EventError]:
        """`vint check` of a file whose session cannot be replayed (its table, players or
        rules unreadable: None): each readable event on its own (None: unreadable), its
        numbers and the names nobody in the file has; none by default."""
        return []

    @abstractmethod
    def settle(self, sheet: S, stake: Decimal, /) -> T:
        """The sheet settled in points and money."""

    @abstractmethod
    def running(self, sheet: S, /) -> list[tuple[int, dict[str, Any]]]:
        """Each player's result after each event that changed it."""

    @abstractmethod
    def finished(self, sheet: S, /) -> bool:
        """Whether the session is over (the club ledger marks the others)."""

    def matches(self, sheet: S, /) -> list[Match]:
        """What one match of the game is, each finished one of the sheet (`vint rating`
        reads them, in order): none by default."""
        return []


class Forms(Role):
    """The game's events and sessions from what was typed (`game`: whose they are).

    The command line, `vint play` and the page hand over what was typed as `given`: each
    declared argument and option by name (games/commands.py), None when not given. This
    reads them into events, refusing what no event of the game takes; whether an event is
    possible is the replay's to say.
    """

    game: Game[Any, Any]

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

    def rules_switch(self, preset: str | None, overrides: Sequence[str],
                     session: AnySession | None = None, /) -> Any:
        """A switch of `session` to other rules (`vint rescore`: `--rules PRESET`, `--rule
        KEY=VALUE`…), for the games that have one."""
        raise NotImplementedError(self)

    def rules_named(self, rules: Any, /) -> Text:
        """The rules of a switch as a refusal names them: their preset's name by default."""
        return str(rules.preset)


class Ask:
    """A number a terminal asks for before the event is written (Forms.asked)."""

    __slots__ = ("high", "key", "question")

    def __init__(self, key: str, question: Msg, high: int) -> None:
        self.key = key  # the name its answer has in `given`
        self.question = question
        self.high = high  # 0..high


class Questions(Role):
    """The game's events asked question by question (vintscore/questions.py's Form)."""

    # the events `vint play` can start, by their commands' names (the first is the
    # default: a deal)
    kinds: tuple[str, ...] = ("deal",)

    @abstractmethod
    def form(self, kind: str, session: AnySession, sheet: Any, /,
             defaults: Mapping[str, Text] | None = None) -> Form:
        """A new event of `kind`, at the table of the next event."""

    @abstractmethod
    def edit_form(self, session: AnySession, sheet: Any, number: int, /,
                  defaults: Mapping[str, Text] | None = None) -> Form:
        """Event `number` asked again, its answers as defaults."""


class Stats(Role):
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


@dataclass(frozen=True)
class Roles:
    """Where a game's roles live, as data: each its module in the game's package (or a
    module of vintscore's, `vintscore.…`) and its class there ("codec:TricksCodec");
    `commands`, the module's mapping of its commands ("commands:COMMANDS",
    games/commands.py). Each is imported and made when first asked for (`Game.codec`…), so
    a command loads only the modules it uses, and no other game's."""

    codec: str
    fold: str
    forms: str
    questions: str
    view: str
    export: str
    stats: str
    commands: str


class Game(ABC, Generic[S, T]):
    """A game vintscore keeps: its names, its roles, the commands it has; generic in its
    sheet and settlement types, which its fold makes and its view and export read."""

    @property
    @abstractmethod
    def name(self) -> str:
        """As the session file's `game` key writes it."""

    @property
    @abstractmethod
    def roles(self) -> Roles:
        """Where its roles live (`Roles`)."""

    @property
    def words(self) -> tuple[str, ...]:
        """What `vint new --game` reads as this game, folded: its name by default."""
        return (self.name,)

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
    # the words that start its events' questions in `vint play`, by the command each starts
    # (one of its questions' `kinds`), in both languages: the table's own ("распасовка")
    play_words: Mapping[str, tuple[str, ...]] = MappingProxyType({})

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

    def _made(self, role: str) -> Any:
        """The role as `roles` places it, made for this game (`commands`: the mapping)."""
        module, _, name = getattr(self.roles, role).partition(":")
        # a module of the game's package ("view"), or of vintscore ("vintscore.tally.view")
        where = (importlib.import_module(module) if module.startswith("vintscore.")
                 else importlib.import_module(f".{module.lstrip('.')}", type(self).__module__))
        found = getattr(where, name)
        return found if role == "commands" else found(self)

    @cached_property
    def codec(self) -> Codec:
        return cast(Codec, self._made("codec"))

    @cached_property
    def fold(self) -> Fold[S, T]:
        return cast("Fold[S, T]", self._made("fold"))

    @cached_property
    def forms(self) -> Forms:
        return cast(Forms, self._made("forms"))

    @cached_property
    def questions(self) -> Questions:
        return cast(Questions, self._made("questions"))

    @cached_property
    def view(self) -> View[S, T]:
        return cast("View[S, T]", self._made("view"))

    @cached_property
    def export(self) -> Export[S, T]:
        return cast("Export[S, T]", self._made("export"))

    @cached_property
    def stats(self) -> Stats:
        return cast(Stats, self._made("stats"))

    @cached_property
    def commands(self) -> Mapping[str, Command]:
        """The commands it has beyond those every game has, with what they take."""
        return cast("Mapping[str, Command]", self._made("commands"))

    def complete(self, name: str, incomplete: str, players: Sequence[str]) -> list[str]:
        """What TAB offers for its parameter `name` declared `Complete.OWN`, the session's
        `players` at hand: nothing by default."""
        return []

    def contracts(self, russian: bool) -> list[str]:
        """Its contracts as a TAB offers them: every level and strain, and the words."""
        letters = [s.letter_ru if russian else s.letter for s in self.strains]
        return ([f"{level}{s}" for level in self.levels for s in letters]
                + [ru if russian else en for en, ru in self.contract_words])
