"""Thousand as typed — its commands, a game and a deal read from them (T1, T2, T5, T8, T12,
T13; no presets, each option by its key), a deal asked as the table says it (`vint play`, the
page's keypad) — and as its file writes it (the first dealer, [rules], each deal)."""
from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import replace
from types import MappingProxyType
from typing import Any, final

from vintscore.errors import InputError, NotationError, Text
from vintscore.games.base import MISSING, Fields, Questions
from vintscore.games.commands import Command, Complete, Kind, Param, Runs, declared, note
from vintscore.glossary import Msg
from vintscore.money import parse_stake
from vintscore.names import parse_players, resolve_player
from vintscore.notation import parse_title
from vintscore.questions import Form, Key, Question, count, listed, numbers, players, yes_or_no
from vintscore.session import Session
from vintscore.tally.typed import RESCORE, TallyCodec, TallyForms

from .model import OPTIONS, SIZES, SUITS, ThousandDeal, ThousandRules, marriages


def _deal(edit: bool) -> tuple[Param, ...]:  # what a deal is typed with (an edit: options)
    return (Param("declarer", Kind.TEXT, "thousand.help.deal.declarer", ("--declarer",) * edit,
                  "DECLARER", Complete.PLAYERS, required=not edit),
            Param("bid", Kind.NUMBER, "thousand.help.deal.bid", ("--bid",) * edit, "BID",
                  required=not edit),
            *(Param(name, kind, f"thousand.help.deal.{name}", (f"--{name.replace('_', '-')}",),
                    shown, complete) for name, kind, shown, complete in (
                ("points", Kind.TEXT, "PLAYER=POINTS,…", Complete.NAMED),  # TAB: 'Anna='
                ("marriage", Kind.TEXTS, "PLAYER=VALUE,…", Complete.NAMED),
                ("took_trick", Kind.TEXTS, "PLAYER", Complete.PLAYERS),
                ("talon", Kind.TEXT, "POINTS[:VALUE]", Complete.NOTHING))))


COMMANDS = declared(
    Command("new", Runs.NEW, (
        Param("players", Kind.TEXT, "thousand.help.new.players", ("--players",), required=True),
        Param("rules", Kind.TEXT, "thousand.help.new.rules", ("--rules",)),
        Param("rule", Kind.TEXTS, "thousand.help.new.rule", ("--rule",), "KEY=VALUE"),
        Param("dealer", Kind.TEXT, "thousand.help.new.dealer", ("--dealer",), "PLAYER"))),
    Command("deal", Runs.APPEND, (*_deal(False), Param(
        "conceded", Kind.FLAG, "thousand.help.deal.conceded", ("--conceded",), default=False),
        note("cli.help.deal.note")), json=True, help="thousand.help.deal"),
    Command("edit", Runs.EDIT, (*_deal(True), Param(  # --marriage '': no marriages
        "conceded", Kind.SWITCH, "thousand.help.edit.conceded", ("--conceded/--played",)),
        Param("note", Kind.TEXT, "cli.help.edit.note", ("--note",)))),
    Command("sheet", Runs.SHEET, json=True, help="thousand.help.sheet"), RESCORE)


def items(typed: str | Iterable[str] | None) -> list[str]:  # 'A,B' or an option repeated
    texts = [typed] if isinstance(typed, str) else list(typed or ())
    return [item.strip() for text in texts for item in text.split(",") if item.strip()]


def pairs(typed: str | Iterable[str] | None, key: str) -> tuple[tuple[str, int], ...]:  # T5, T8
    found = [(t, re.fullmatch(r"(.*?\S)\s*=\s*(-?[0-9]{1,4})", t)) for t in items(typed)]
    for text in (t for t, m in found if m is None):
        raise InputError(Msg("thousand.pair", text=text), rule="T53" if key == "points" else "T56",
                         hint=Msg("thousand.deal.hint"), key=key)
    return tuple((m[1], int(m[2])) for _, m in found if m is not None)


def talon(typed: str | None) -> tuple[int, int] | None:  # T13: card points[:a marriage]
    found = re.fullmatch(r"\s*([0-9]{1,2})\s*(?::\s*([0-9]{1,3})\s*)?", typed or "0")
    if typed and found is None:
        raise InputError(Msg("thousand.talon", text=typed), rule="T58", key="talon",
                         hint=Msg("thousand.talon.hint"))
    return (int(found[1]), int(found[2] or 0)) if typed and found else None


_EDITS = (("note", "note", str), ("declarer", "declarer", str), ("bid", "bid", int),
          ("points", "points", lambda t: pairs(t, "points")), ("talon", "talon", talon),
          ("marriage", "marriages", lambda t: pairs(t, "marriages")),
          ("took_trick", "took", lambda t: tuple(items(t))))


@final
class ThousandForms(TallyForms):
    options, rules_class = OPTIONS, ThousandRules

    def new_session(self, name: str, players: str, given: Mapping[str, Any], created: Any,
                    lang: str, /) -> Session[Any, Any]:
        rules = self.rules_typed(given)  # no presets: each option by its key
        try:
            seated = parse_players(players, SIZES, Msg("thousand.name"), rule="T50",
                                   hint=Msg("thousand.players.hint"))
            dealer = resolve_player(given["dealer"], seated) if given.get("dealer") else ""
        except NotationError as e:
            raise InputError(e.msg, hint=e.hint_msg, rule=e.rule or "T50") from None
        title = given.get("title")
        return Session(title=parse_title(title) if title is not None else name, created=created,
                       players=seated, rules=rules,
                       stake=parse_stake(given.get("stake", "1.00")), lang=lang,
                       game=self.game.name, dealer=dealer)

    def event(self, verb: str, given: Mapping[str, Any], /) -> ThousandDeal:
        return ThousandDeal(given["declarer"], given["bid"], pairs(given.get("points"), "points"),
                            pairs(given.get("marriage"), "marriages"),
                            tuple(items(given.get("took_trick"))), bool(given.get("conceded")),
                            talon(given.get("talon")), given.get("note") or "")

    def edited(self, event: Any, number: int, given: Mapping[str, Any], /) -> Any:
        changes = {field: read(given[option]) for option, field, read in _EDITS
                   if given.get(option) not in (None, [])}
        if given.get("conceded") is not None:  # T12: given up, no card points
            changes.update(conceded=given["conceded"], **(
                {"points": (), "marriages": (), "took": ()} if given["conceded"] else {}))
        if not changes:
            raise InputError(Msg("cli.edit.nothing", number=number),
                             hint=Msg("thousand.edit.nothing.hint", number=number))
        return replace(event, **changes)


class DealForm(Form):
    def __init__(self, session: Any, sheet: Any, dealer: str,
                 defaults: Mapping[str, Text] | None = None) -> None:
        super().__init__(defaults)
        self.rules, self.players, self.dealer = sheet.rules, session.players, dealer
        self.sitter = dealer if len(session.players) == 4 else None  # T2
        self.active = [p for p in session.players if p != self.sitter]

    def heading(self) -> Msg:  # T2: over the page's keypad, who deals and at four sits out
        return Msg("thousand.form.heading" + ".sits" * bool(self.sitter), dealer=self.dealer)

    def questions(self, got: Mapping[str, Any]) -> Iterator[Question]:
        r, act, high = self.rules, self.active, 120 + sum(marriages(self.rules))
        yield Question("declarer", Msg("thousand.ask.declarer"),
                       lambda t: resolve_player(t, self.players), self.default("declarer"),
                       keys=players(act))
        yield Question("bid", Msg("thousand.ask.bid"),  # the bids by steps from 100 (T6)
                       lambda t: count(t, high, Msg("thousand.what.points"), 100),
                       self.default("bid"), numeric=True,
                       keys=(tuple(Key(str(b)) for b in range(100, high + 1, r.bid_step)),))
        yield yes_or_no("conceded", Msg("thousand.ask.conceded"), self.default("conceded", "n"))
        for i, p in enumerate(act * (not got["conceded"])):  # the tens, then the units
            yield Question(f"points:{p}", Msg("thousand.ask.points", player=p),
                           lambda t: count(t, 120, Msg("thousand.what.points")) if t else None,
                           self.default(f"points:{p}", "" if i == 2 else None),
                           note=Msg("thousand.ask.rest") if i == 2 else None,  # T5
                           keys=numbers(12) + numbers(9), numeric=True)
        if not got["conceded"]:
            yield Question("marriages", Msg("thousand.ask.marriages"),
                           lambda t: ", ".join(f"{p}={v}" for p, v in pairs(t, "marriages")),
                           self.default("marriages", ""), many=True, keys=(
                               tuple(Key(f"{p}=", p) for p in act),
                               tuple(Key(str(v), f"{SUITS[v]}{v}") for v in marriages(r))))
            cp = {p: got[f"points:{p}"] for p in act}
            rest = 120 - sum(n or 0 for n in cp.values())
            if zero := [p for p in act if (rest if cp[p] is None else cp[p]) == 0]:  # T8
                yield Question("took_trick", Msg("thousand.ask.took"),
                               lambda t: listed(t, lambda n: resolve_player(n, self.players)),
                               self.default("took_trick", ""), keys=players(zero), many=True)
        if self.sitter is not None and r.sitter == "talon":  # T13
            yield Question("talon", Msg("thousand.ask.talon", player=self.sitter), talon,
                           self.default("talon", ""), note=Msg("thousand.talon.hint"))

    def given(self, got: Mapping[str, Any]) -> dict[str, Any]:
        return {"declarer": got["declarer"], "bid": got["bid"], "conceded": got["conceded"],
                "points": ",".join(f"{p}={got[f'points:{p}']}" for p in self.active
                                   if got.get(f"points:{p}") is not None) or None,
                "marriage": got.get("marriages"), "took_trick": got.get("took_trick"),
                "talon": got.get("talon") and ":".join(map(str, got["talon"])),
                "note": self.defaults.get("note", "")}


@final
class ThousandQuestions(Questions):
    def form(self, kind: str, session: Any, sheet: Any, /,
             defaults: Mapping[str, Text] | None = None) -> Form:
        return DealForm(session, sheet, sheet.next_dealer, defaults)

    def edit_form(self, session: Any, sheet: Any, number: int, /,
                  defaults: Mapping[str, Text] | None = None) -> Form:
        deal = session.events[number - 1]
        form = DealForm(session, sheet, sheet.records[number - 1].dealer or sheet.next_dealer, {
            "declarer": deal.declarer, "bid": str(deal.bid), "note": deal.note,
            "conceded": "yn"[not deal.conceded], "took_trick": ", ".join(deal.took),
            "marriages": ", ".join(f"{p}={v}" for p, v in deal.marriages),
            "talon": ":".join(map(str, deal.talon or ())),
            **{f"points:{p}": str(n) for p, n in deal.points}, **(defaults or {})})
        form.editing = number
        return form


@final
class ThousandCodec(TallyCodec):
    sizes, sizes_rule, dealer_rule = SIZES, "T50", "T2"
    options, rules_class = OPTIONS, ThousandRules
    own_keys = MappingProxyType({"deal": ("kind", "declarer", "bid", "points", "marriages",
                                          "took_trick", "conceded", "talon", "note", "void")})
    examples = MappingProxyType({"dealer": '"Anna"', "declarer": '"Anna"', "bid": "120",
                                 "points": '["Anna=70", "Boris=30"]', "talon": '"23:60"'})

    def read_own(self, fields: Fields, kind: str, note: str, void: bool, /) -> Any:
        def read(key: str, of: str = "strs", default: Any = ()) -> Any:
            found = fields.get(key, of, default=default)
            return default if found is MISSING else found
        try:
            event = ThousandDeal(
                fields.get("declarer", "str", required=True), fields.get("bid", "int", required=True),
                pairs(read("points"), "points"), pairs(read("marriages"), "marriages"),
                tuple(read("took_trick")), read("conceded", "bool", False),
                talon(read("talon", "str", None)))
        except InputError as e:
            fields.bad(e.key, e.msg, hint=e.hint_msg, rule=e.rule)
        return replace(event, note=note, void=void) if fields.ok else None

    def own_items(self, event: Any, /) -> list[tuple[str, object]]:
        return [("kind", "deal"), ("declarer", event.declarer), ("bid", event.bid),
                ("points", [f"{p}={n}" for p, n in event.points]),
                ("marriages", [f"{p}={v}" for p, v in event.marriages]),
                ("took_trick", list(event.took)), ("conceded", event.conceded or None),
                ("talon", event.talon and ":".join(map(str, event.talon))),
                ("note", event.note), ("void", event.void)]
