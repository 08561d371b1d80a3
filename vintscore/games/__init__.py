"""The games vintscore keeps, behind one registry: the only place that knows which exist.

A game is a package of its own (`games/vint/`, `games/preferans/`): its model, notation,
rules, the fold of its events into its sheet, settlement, words, drawing, export and the
codec of its rules and events in the session file. Its `__init__.py` makes a `Game` (the
protocol below) whose methods import the rest only when called, so a command loads the
one game it needs. Games never import each other; the envelope of the session file, the
services and the command line ask the game of a session through `game_of`.

Adding a game is one new folder and one line in `_REGISTRY`.
"""
from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final, Protocol

if TYPE_CHECKING:
    from decimal import Decimal

    from ..errors import Text
    from ..session import AnySession

# game name (as the file's `game` key writes it) -> its package
_REGISTRY: Final[dict[str, str]] = {
    "vint": "vintscore.games.vint",
    "preferans": "vintscore.games.preferans",
}
DEFAULT: Final = "vint"  # a file without a `game` key is Vint's (schema 1)


class _Missing:
    """The value of a key that could not be read (its problem is already reported)."""

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Final = _Missing()


class Fields(Protocol):
    """One table of the session file being read, as storage hands it to a game's codec.

    `get` checks a key's type ("str", "int", "bool", "strs", "datetime") and returns its
    value, `default` when absent, or MISSING when it is wrong (the problem is reported,
    located at the key's line, and `ok` turns False). `bad` reports a problem of a key.
    """

    data: Mapping[str, Any]
    ok: bool

    def get(self, key: str, kind: str, *, required: bool = False,
            default: object = None) -> Any: ...

    def bad(self, key: str, message: Text, hint: Text = "", rule: str = "") -> None: ...

    def show(self, value: object) -> Text:
        """A value as the file would write it, shortened, for messages."""
        ...

    def nearest(self, word: str, choices: tuple[str, ...] | list[str]) -> Text:
        """'did you mean …?' for a word close to one of `choices`, else ''."""
        ...

    def example(self, key: str) -> str:
        """How `key` is written, for hints: '["Anna", "Boris", "Vera", "Gleb"]'."""
        ...


class Game(Protocol):
    """What the envelope, the services and the command line ask of a game."""

    name: str  # as the session file's `game` key writes it
    words: tuple[str, ...]  # what `vint new --game` reads as this game, folded
    # the letters of the ids in its rules document (vintscore/rules: "V" of V2, "X" of X1)
    rule_ids: tuple[str, ...]

    # -- the session file: rules and events (storage calls these) --
    header_keys: tuple[str, ...]  # top-level keys of its own, between `players` and `stake`
    rules_keys: tuple[str, ...]  # the keys of [rules], in the order written
    rules_hints: tuple[Text, Text]  # how to write [rules]: when it is missing, when it is no table

    def read_header(self, top: Fields) -> dict[str, Any]:
        """The Session fields its header keys give (e.g. Vint's `table`)."""
        ...

    def header_items(self, session: AnySession) -> list[tuple[str, object]]:
        """Its header keys and values as written."""
        ...

    def check_players(self, top: Fields, players: tuple[str, ...],
                      header: dict[str, Any]) -> bool:
        """Whether the number of players suits the game (reported on `players` if not)."""
        ...

    def read_rules(self, fields: Fields) -> Any:
        """The rules of [rules] (or of a rules event), or None when a problem was reported."""
        ...

    def check_rules(self, fields: Fields, header: dict[str, Any], rules: Any) -> None:
        """The rules against the header (Vint's V9: no all-pass played at a table of
        individual records), reported on `fields` (the [rules] table)."""
        ...

    def rules_items(self, rules: Any) -> list[tuple[str, object]]:
        """The rules as [rules] writes them, key by key in `rules_keys` order."""
        ...

    def event_keys(self) -> dict[str, tuple[str, ...]]:
        """Each kind of event and the keys its table may hold."""
        ...

    def kind_name(self, kind: str) -> Text:
        """A kind as a noun: 'a deal'."""
        ...

    def kind_place(self, kind: str) -> Text:
        """A kind as a place: 'in a deal'."""
        ...

    def read_event(self, fields: Fields, kind: str, note: str, void: bool) -> Any:
        """The event of that kind, or None when a problem was reported."""
        ...

    def event_items(self, event: Any) -> list[tuple[str, object]]:
        """The event as its table writes it (empty and default values left out)."""
        ...

    def examples(self) -> dict[str, str]:
        """How each of its keys is written, for hints: {"contract": '"3H"', …}."""
        ...

    # -- the fold --
    def replay(self, session: AnySession, *, keep_going: bool = False) -> Any:
        """The session folded into the game's sheet; an impossible event raises EventError."""
        ...

    def check_events(self, events: tuple[Any, ...], players: tuple[str, ...] | None,
                     header: dict[str, Any], rules: Any) -> list[Any]:
        """`vint check` of a file whose session cannot be replayed (its table, players or
        rules unreadable: None): each readable event on its own (None: unreadable), its
        numbers and the names nobody in the file has, as EventErrors."""
        ...

    def settle(self, sheet: Any, stake: Decimal) -> Any:
        """The sheet settled in points and money."""
        ...

    def running(self, sheet: Any) -> list[tuple[int, dict[str, Any]]]:
        """Each player's result after each event that changed it (V11, P10)."""
        ...

    def finished(self, sheet: Any) -> bool:
        """Whether the session is over: no rubber in play (V8), the pulya closed (P11)."""
        ...

    def contracts(self, russian: bool) -> list[str]:
        """Its contracts as shell completion offers them ('3H', '10NT', 'misere')."""
        ...

    # -- the commands: what was typed, what is shown --
    commands: tuple[str, ...]  # its own commands, beyond those every game has

    @property
    def forms(self) -> Any:
        """Its events from what was typed (a module: deal, all_pass, adjustment, edited,
        new_session, missing_counts; Vint also misdeal and seat)."""
        ...

    @property
    def view(self) -> Any:
        """What its commands show (a module: created, appended, sheet, settle, log,
        changed_event, describe_event, fine, rules_label, rules_said, rules_in_list, and
        their --json forms; for `vint play`: writes, playing, coming)."""
        ...

    @property
    def questions(self) -> Any:
        """Its events asked question by question, for `vint play` (a module: KINDS, the
        forms it can start; form, a new event of a kind; edit_form, event N asked again)."""
        ...

    @property
    def export(self) -> Any:
        """Its summaries (a module: to_json, to_markdown, to_csv, to_html)."""
        ...

    @property
    def stats(self) -> Any:
        """Its figures for `vint stats` (a module: figures of one session, combine, to_json)."""
        ...


class GamePackage:
    """A game made of its package's modules, imported when first asked for: `codec` (the
    session file) and `fold` (its sheet: replay and settle). Each game's `__init__.py`
    makes one; a game that needs more overrides a method in a subclass."""

    def __init__(self, name: str, words: tuple[str, ...], package: str, fold: str,
                 settle: str, levels: tuple[int, ...], commands: tuple[str, ...] = (),
                 contract_words: tuple[tuple[str, str], ...] = (),
                 rule_ids: tuple[str, ...] = ()) -> None:
        self.name = name
        self.words = words
        self.rule_ids = rule_ids  # the letters of its rules' and examples' ids
        self.levels = levels  # the levels of its contracts
        self.contract_words = contract_words  # contracts named by a word: (English, Russian)
        self.package = package
        self.fold = fold  # the module of its replay (and running totals)
        self.settlement = settle  # the module of its settle
        self.commands = commands  # the commands of its own, beyond those every game has
        self._parts: dict[str, Any] = {}

    def __repr__(self) -> str:
        return f"<game {self.name}>"

    def _part(self, module: str) -> Any:
        part = self._parts.get(module)
        if part is None:  # a reader asks once an event: import_module is slow to say so
            part = self._parts[module] = importlib.import_module(f"{self.package}.{module}")
        return part

    @property
    def header_keys(self) -> tuple[str, ...]:
        keys: tuple[str, ...] = self._part("codec").HEADER_KEYS
        return keys

    @property
    def rules_keys(self) -> tuple[str, ...]:
        keys: tuple[str, ...] = self._part("codec").RULES_KEYS
        return keys

    @property
    def rules_hints(self) -> tuple[Text, Text]:
        hints: tuple[Text, Text] = self._part("codec").RULES_HINTS
        return hints

    def read_header(self, top: Fields) -> dict[str, Any]:
        header: dict[str, Any] = self._part("codec").read_header(top)
        return header

    def header_items(self, session: AnySession) -> list[tuple[str, object]]:
        items: list[tuple[str, object]] = self._part("codec").header_items(session)
        return items

    def check_players(self, top: Fields, players: tuple[str, ...],
                      header: dict[str, Any]) -> bool:
        return bool(self._part("codec").check_players(top, players, header))

    def read_rules(self, fields: Fields) -> Any:
        return self._part("codec").read_rules(fields)

    def check_rules(self, fields: Fields, header: dict[str, Any], rules: Any) -> None:
        self._part("codec").check_rules(fields, header, rules)

    def rules_items(self, rules: Any) -> list[tuple[str, object]]:
        items: list[tuple[str, object]] = self._part("codec").rules_items(rules)
        return items

    def event_keys(self) -> dict[str, tuple[str, ...]]:
        keys: dict[str, tuple[str, ...]] = self._part("codec").EVENT_KEYS
        return keys

    def kind_name(self, kind: str) -> Text:
        name: Text = self._part("codec").KIND_NAMES[kind]
        return name

    def kind_place(self, kind: str) -> Text:
        place: Text = self._part("codec").KIND_PLACES[kind]
        return place

    def read_event(self, fields: Fields, kind: str, note: str, void: bool) -> Any:
        return self._part("codec").read_event(fields, kind, note, void)

    def event_items(self, event: Any) -> list[tuple[str, object]]:
        items: list[tuple[str, object]] = self._part("codec").event_items(event)
        return items

    def examples(self) -> dict[str, str]:
        examples: dict[str, str] = self._part("codec").EXAMPLES
        return examples

    def replay(self, session: AnySession, *, keep_going: bool = False) -> Any:
        return self._part(self.fold).replay(session, keep_going=keep_going)

    def check_events(self, events: tuple[Any, ...], players: tuple[str, ...] | None,
                     header: dict[str, Any], rules: Any) -> list[Any]:
        found: list[Any] = self._part(self.fold).check_events(events, players, header, rules)
        return found

    def settle(self, sheet: Any, stake: Decimal) -> Any:
        return self._part(self.settlement).settle(sheet, stake)

    def contracts(self, russian: bool) -> list[str]:
        """Its contracts as a TAB offers them: every level and strain, and the words."""
        from ..cards import LETTERS, LETTERS_RU

        letters = LETTERS_RU if russian else LETTERS
        return ([f"{level}{s}" for level in self.levels for s in letters]
                + [ru if russian else en for en, ru in self.contract_words])

    def running(self, sheet: Any) -> list[tuple[int, dict[str, Any]]]:
        series: list[tuple[int, dict[str, Any]]] = self._part(self.settlement).running(sheet)
        return series

    def finished(self, sheet: Any) -> bool:
        return bool(self._part(self.settlement).finished(sheet))

    @property
    def forms(self) -> Any:
        """Its events from what was typed (forms.py)."""
        return self._part("forms")

    @property
    def view(self) -> Any:
        """What its commands show (view.py)."""
        return self._part("view")

    @property
    def questions(self) -> Any:
        """Its events asked question by question, for `vint play` (questions.py)."""
        return self._part("questions")

    @property
    def export(self) -> Any:
        """Its summaries for sharing: md, csv, json, html (export.py)."""
        return self._part("export")

    @property
    def stats(self) -> Any:
        """Its figures over many sessions, for `vint stats` (stats.py)."""
        return self._part("stats")


def names() -> tuple[str, ...]:
    """The games there are, by their file names."""
    return tuple(_REGISTRY)


def package_of(name: str) -> str | None:
    """The package of the game called `name` ('vintscore.games.vint'), or None."""
    return _REGISTRY.get(name)


def game_of(name: str) -> Game:
    """The game a session file names; KeyError when it names none."""
    module = importlib.import_module(_REGISTRY[name])
    game: Game = module.GAME
    return game


def by_rule(rule_id: str) -> Game | None:
    """The game whose rules document holds an id ('V5', 'X12', 'PD3'), or None."""
    letters = rule_id.rstrip("0123456789")
    for name in _REGISTRY:
        game = game_of(name)
        if letters in game.rule_ids:
            return game
    return None


def by_word(word: str) -> Game | None:
    """The game `vint new --game WORD` means ('винт', 'pref'…), or None."""
    folded = word.strip().casefold()
    for name in _REGISTRY:
        game = game_of(name)
        if folded in game.words:
            return game
    return None
