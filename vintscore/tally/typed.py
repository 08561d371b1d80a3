"""A game of running totals' options as typed and as its file writes them, from its
declaration (`options`: tally/options.py) and its rules' class: [rules] and a switch of
them in the session file (`TallyCodec`), `vint new --rule KEY=VALUE` and `vint rescore
--rule KEY=VALUE [--write]` (`TallyForms`, `RESCORE`). No presets: each option by its key,
and a `--rules` is refused pointing to `--rule`.

A game writes its own events (`own_keys`, `read_own`, `own_items`) and its session; a switch
of options is `session.RulesChange`, which the fold applies (tally/sheet.py).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import InputError, Text
from ..games.base import MISSING, Codec, Fields, Forms
from ..games.commands import Command, Complete, Kind, Param, Runs
from ..glossary import Msg, own
from ..session import AnySession, RulesChange, rules_in_force
from . import options
from .options import Option

RESCORE = Command("rescore", Runs.RESCORE, (
    Param("rules", Kind.TEXT, "tally.help.rescore.rules", ("--rules",), "PRESET"),
    Param("rule", Kind.TEXTS, "tally.help.rescore.rule", ("--rule",), "KEY=VALUE",
          Complete.RULES),
    Param("write", Kind.FLAG, "tally.help.rescore.write", ("--write",), default=False),
), json=True, help="tally.help.rescore")


class TallyCodec(Codec):
    """[rules] read and written from the options, and a switch of them: an event of kind
    `rules` holding every option, as [rules] does; the header's `dealer`, who deals first
    when not the first player (`vint new --dealer`), one of the players."""

    header_keys = ("dealer",)
    dealer_rule = ""  # the game's rule of who deals (Thousand's T2)
    options: tuple[Option, ...] = ()
    rules_class: Any = None  # the game's frozen dataclass, a field an option
    own_keys: Mapping[str, tuple[str, ...]] = {}  # the game's own kinds and their keys

    def read_header(self, top: Fields, /) -> dict[str, Any]:
        dealer = top.get("dealer", "str", default="")
        return {"dealer": dealer} if dealer and dealer is not MISSING else {}

    def header_items(self, session: Any, /) -> list[tuple[str, object]]:
        return [("dealer", session.dealer or None)]

    def check_players(self, top: Fields, players: tuple[str, ...], header: dict[str, Any],
                      /) -> bool:
        """As many players as the game takes, and a `dealer` who is one of them."""
        if not super().check_players(top, players, header):
            return False
        dealer = header.get("dealer")
        if dealer and dealer not in players:  # a hand edit: the first dealer is nobody
            top.bad("dealer", Msg("tally.dealer.unknown", dealer=dealer,
                                  players=", ".join(players)), rule=self.dealer_rule,
                    hint=Msg("tally.dealer.hint", example=players[0]))
            return False
        return True

    @property
    def rules_keys(self) -> tuple[str, ...]:
        return tuple(o.key for o in self.options)

    @property
    def event_keys(self) -> Mapping[str, tuple[str, ...]]:
        return {**self.own_keys, "rules": ("kind", *self.rules_keys, "note", "void")}

    def read_rules(self, fields: Fields, /) -> Any:
        return options.read(fields, self.rules_class, self.options,
                            Msg(f"{self.game_name}.rules.hint"))

    def rules_items(self, rules: Any, /) -> list[tuple[str, object]]:
        return options.items(rules, self.options)

    def rules_offered(self, incomplete: str, /) -> list[str]:
        """An option's key and '=', then the values it takes (a number's are the user's)."""
        from ..text import starting
        key, sign, _ = incomplete.partition("=")
        found = [o for o in self.options if sign and o.key == key.strip()]
        return starting([f"{o.key}=" for o in self.options] if not sign else
                        [f"{o.key}={v}" for o in found for v in o.values], incomplete)

    def read_event(self, fields: Fields, kind: str, note: str, void: bool, /) -> Any:
        if kind != "rules":
            return self.read_own(fields, kind, note, void)
        rules = self.read_rules(fields)
        return RulesChange(rules, note=note, void=void) if rules is not None else None

    def event_items(self, event: Any, /) -> list[tuple[str, object]]:
        if not isinstance(event, RulesChange):
            return self.own_items(event)
        return [("kind", "rules"), *self.rules_items(event.rules), ("note", event.note),
                ("void", event.void)]

    def read_own(self, fields: Fields, kind: str, note: str, void: bool, /) -> Any:
        """An event of the game's own kinds, or None when a problem was reported."""
        raise NotImplementedError(self)

    def own_items(self, event: Any, /) -> list[tuple[str, object]]:
        """An event of the game's own as its table writes it."""
        raise NotImplementedError(self)


class TallyForms(Forms):
    """The rules of `vint new` and of `vint rescore`, typed option by option."""

    options: tuple[Option, ...] = ()
    rules_class: Any = None

    def _no_preset(self, preset: str | None) -> None:
        if preset is not None:  # no presets: each option by its key
            raise InputError(Msg(own(self.game.name, "tally.rules.none"), name=preset),
                             hint=Msg(own(self.game.name, "tally.rules.none.hint")))

    def _typed(self, rules: Any, overrides: Sequence[str]) -> Any:
        return options.typed(rules, overrides, self.options, Msg(f"{self.game.name}.rules.hint"))

    def rules_typed(self, given: Mapping[str, Any]) -> Any:
        """`vint new`'s rules: the defaults, each `--rule KEY=VALUE` applied."""
        self._no_preset(given.get("rules"))
        return self._typed(options.defaults(self.rules_class, self.options),
                           given.get("rule") or ())

    def rules_switch(self, preset: str | None, overrides: Sequence[str],
                     session: AnySession | None = None, /) -> RulesChange[Any]:
        """`vint rescore --rule KEY=VALUE…`: the rules the session is scored by now, each
        option typed changed."""
        self._no_preset(preset)
        if not overrides or session is None:
            raise InputError(Msg("tally.rescore.nothing"),
                             hint=Msg(own(self.game.name, "tally.rules.none.hint")))
        return RulesChange(self._typed(rules_in_force(session), overrides))

    def edit(self, event: Any, number: int, given: Mapping[str, Any], /) -> Any:
        """A switch of options takes a note alone: other options are refused, since its
        options are changed by undoing or voiding it and rescoring again."""
        if not isinstance(event, RulesChange):
            return super().edit(event, number, given)
        params = self.game.commands["edit"].params
        typed = [p for p in params if p.name != "note" and given.get(p.name) not in (None, [])]
        if typed or given.get("note") is None:
            raise InputError(Msg("tally.edit.switch", number=number, option=typed[0].flags[0])
                             if typed else Msg("cli.edit.nothing", number=number),
                             hint=Msg("tally.edit.switch.hint", number=number))
        return RulesChange(event.rules, note=given["note"], void=event.void)

    def rules_named(self, rules: Any, /) -> Text:
        """The options away from their defaults ('barrel_bump=off'), or 'the defaults'."""
        return ", ".join(options.changed(rules, self.options)) or Msg("tally.rules.defaults")
