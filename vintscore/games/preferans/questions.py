"""A pulya's events asked question by question at the table (`vint play`; P1–P8).

A deal is asked as the table says it: the contract (or misère), the declarer, then each
defender in the order they speak — whist, pass or half-whist (P4) — then, when the deal
was played, the declarer's tricks (or "without three", P6) and, when both whisted, each
whister's. An all-pass (P7) asks each player's tricks; an entry by hand (P1) its pool,
mountain and vists. The answers become the same call of `forms` `vint deal`, `vint pass`
and `vint adjust` make. Pure: the questions are data, the interface asks them.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...cards import Strain
from ...errors import InputError, Text
from ...glossary import Msg
from ...names import resolve_player
from ...notation import parse_int, parse_reason
from ...questions import Form, Key, Keys, Question, count, listed, numbers, players
from ...text import casefolded
from ..base import Questions
from .model import PrefDeal, PrefManual, PrefPass
from .notation import (
    format_pref_contract,
    parse_named_vists,
    parse_pref_contract,
    shown_pref_contract,
    typed_pref_contract,
)

if TYPE_CHECKING:
    from ...session import AnySession
    from .pulya import Pulya

# The forms `vint play` can start in a pulya (no misdeal: that is Vint's V10).
KINDS = ("deal", "pass", "adjust")
NONE = ("pass",)  # where a question takes none, `pass` is its "none"

# What a defender says (P4), in either language; `pass` is his answer here, not an all-pass.
SAYS = {"whist": ("whist", "w", "вист", "в"),
        "pass": ("pass", "p", "пас", "п"),
        "half": ("half", "h", "half-whist", "half whist", "halfwhist", "полвиста", "пол",
                 "пв")}
# P6: the declarer gives the contract up without three (said where his tricks are asked).
WITHOUT_THREE_WORDS = ("without three", "without 3", "without3", "w3", "без трех", "без 3",
                       "без3", "б3")
WITHOUT_THREE = "without_three"


def _active(pulya: Pulya, dealer: str | None) -> tuple[str, ...]:
    """P1: the players in a deal; at four the dealer sits out."""
    players = pulya.players
    if len(players) == 4:
        out = dealer if dealer is not None else pulya.next_dealer
        return tuple(p for p in players if p != out)
    return players


def form(kind: str, session: AnySession, pulya: Pulya,
         defaults: Mapping[str, Text] | None = None) -> Form:
    """A new event of `kind`: the next deal, dealt by the pulya's next dealer."""
    active = _active(pulya, pulya.next_dealer)
    made: Form
    if kind == "deal":
        made = DealForm(active, defaults)
    elif kind == "pass":
        made = PassForm(active, defaults)
    else:
        made = ManualForm(pulya.players, defaults)
    return made


def edit_form(session: AnySession, pulya: Pulya, number: int,
              defaults: Mapping[str, Text] | None = None) -> Form:
    """Event `number` asked again, its answers offered (`edit N`)."""
    event = session.events[number - 1]
    active = _active(pulya, pulya.records[number - 1].dealer)
    made: Form
    if isinstance(event, PrefDeal):
        made = DealForm(active, defaults or _deal_answers(event), old=event)
    elif isinstance(event, PrefPass):
        made = PassForm(active, defaults or {f"took:{p}": str(n) for p, n in event.tricks},
                        old=event)
    elif isinstance(event, PrefManual):
        made = ManualForm(pulya.players, defaults or {
            "player": event.player, "pool": str(event.pool), "mountain": str(event.mountain),
            "vists": " ".join(f"{p}={n}" for p, n in event.vists_on), "reason": event.reason},
            old=event)
    else:  # pragma: no cover - storage builds only these kinds for Preferans
        raise InputError(Msg("play.edit.kind", number=number),
                         hint=Msg("play.edit.kind.hint", number=number))
    made.editing = number
    return made


def _deal_answers(deal: PrefDeal) -> dict[str, Text]:
    answers: dict[str, Text] = {"contract": typed_pref_contract(deal.contract),
                                "declarer": deal.declarer}
    for p, n in deal.whists:
        answers[f"say:{p}"] = Msg("preferans.play.word.whist")
        if n is not None:
            answers[f"took:{p}"] = str(n)
    for p, _ in deal.passes:
        answers[f"say:{p}"] = Msg("preferans.play.word.pass")
    if deal.half is not None:
        answers[f"say:{deal.half}"] = Msg("preferans.play.word.half")
    if deal.without_three:
        answers["tricks"] = Msg("preferans.play.word.without_three")
    elif deal.tricks is not None:
        answers["tricks"] = str(deal.tricks)
    return answers


def _said_word(text: str, half: bool) -> str:
    folded = casefolded(text)
    for said, forms in SAYS.items():
        if folded in forms and (said != "half" or half):
            return said
    raise InputError(Msg("preferans.play.say_what" if not half else "preferans.play.say_what.half",
                         text=text), rule="P4")


def _tricks_or_given_up(text: str) -> int | str:
    if casefolded(text) in WITHOUT_THREE_WORDS:
        return WITHOUT_THREE
    return count(text, 10, Msg("play.what.tricks"))


def _keep(old: Any, event: Any) -> Any:
    return event if old is None else replace(event, note=old.note, void=old.void)


def _rest(text: str, rest: int, tricks: dict[str, int], last: str) -> int:
    """The last count of a deal's tricks: what the others left of the 10 (P1)."""
    n = count(text, 10, Msg("play.what.tricks"))
    if n != rest:
        shown = " + ".join(f"{p} {t}" for p, t in (*tricks.items(), (last, n)))
        raise InputError(Msg("preferans.play.sum", tricks=shown), rule="P1",
                         hint=Msg("preferans.play.rest.hint", player=last, rest=rest))
    return n


# P1 on a keypad: a level 6–10 then a strain (the suits by their signs, no-trump in the
# session's letters), or the misère alone
CONTRACT_KEYS: Keys = ((*(Key(str(level)) for level in range(6, 11)),
                        Key(Msg("preferans.contract.misere.typed"), alone=True)),
                       tuple(Key(s.symbol) if s.is_suit else Key(Msg("serve.key.nt"))
                             for s in Strain))


def _says(half: bool) -> Keys:
    """P4: whist or pass, and half-whist where it may be said."""
    words = ("whist", "pass", "half") if half else ("whist", "pass")
    return (tuple(Key(Msg(f"preferans.play.word.{w}")) for w in words),)


class DealForm(Form):
    """P1: a contract or a misère, its declarer, what each defender said, the tricks."""

    kind = "deal"

    def __init__(self, active: tuple[str, ...], defaults: Mapping[str, Text] | None = None,
                 old: PrefDeal | None = None) -> None:
        super().__init__(defaults)
        self.active = active
        self.old = old

    def defenders(self, declarer: str) -> tuple[str, str]:
        """The defenders in the order they speak: clockwise from the declarer (P4, P5)."""
        i = self.active.index(declarer)
        n = len(self.active)
        return self.active[(i + 1) % n], self.active[(i + 2) % n]

    def questions(self, got: Mapping[str, Any]) -> Iterator[Question]:
        active = self.active
        yield Question("contract", Msg("preferans.play.ask.contract"), parse_pref_contract,
                       self.default("contract"), keys=CONTRACT_KEYS)
        yield Question("declarer", Msg("preferans.play.ask.declarer", players=", ".join(active)),
                       lambda a: resolve_player(a, active), self.default("declarer"),
                       keys=players(active))
        contract, declarer = got["contract"], got["declarer"]
        if contract.misere:  # P8: not whisted; the declarer's tricks only
            yield Question("tricks", Msg("preferans.play.ask.misere"),
                           lambda a: count(a, 10, Msg("play.what.tricks")),
                           self.default("tricks"), keys=numbers(10, marked=0), numeric=True)
            return
        first, second = self.defenders(declarer)
        yield Question(f"say:{first}", Msg("preferans.play.ask.say", player=first),
                       lambda a: _said_word(a, False), self.default(f"say:{first}"), own=NONE,
                       note=Msg("preferans.play.note.say", player=first), keys=_says(False))
        # P4: half-whist only on 6 and 7, by the second to speak after the first passed
        half = got[f"say:{first}"] == "pass" and contract.level <= 7
        yield Question(f"say:{second}", Msg("preferans.play.ask.say.half" if half
                                            else "preferans.play.ask.say", player=second),
                       lambda a: _said_word(a, half), self.default(f"say:{second}"), own=NONE,
                       note=Msg("preferans.play.note.say", player=second), keys=_says(half))
        whisters = [p for p in (first, second) if got[f"say:{p}"] == "whist"]
        if not whisters:  # P4: both passed, or a half-whist: not played
            return
        # P1: the level is the tricks undertaken, the key a table expects; P6: without three
        yield Question("tricks", Msg("preferans.play.ask.tricks", player=declarer),
                       _tricks_or_given_up, self.default("tricks"),
                       note=Msg("preferans.play.note.without_three"),
                       keys=((*numbers(10, marked=contract.level)[0],
                              Key(Msg("preferans.play.word.without_three"))),), numeric=True)
        tricks = got["tricks"]
        if tricks == WITHOUT_THREE or len(whisters) == 1:  # P6; one whister takes them all
            return
        a, b = whisters
        left = 10 - tricks
        yield Question(f"took:{a}", Msg("preferans.play.ask.took", player=a, high=left),
                       lambda t: count(t, left, Msg("play.what.tricks")),
                       self.default(f"took:{a}"), keys=numbers(left), numeric=True)
        rest = left - got[f"took:{a}"]
        yield Question(f"took:{b}", Msg("preferans.play.ask.took", player=b, high=left),
                       lambda t: _rest(t, rest, {declarer: tricks, a: got[f"took:{a}"]}, b),
                       str(rest), keys=numbers(left, marked=rest), numeric=True)

    def given(self, got: Mapping[str, Any]) -> dict[str, Any]:
        contract = format_pref_contract(got["contract"])
        tricks = got.get("tricks")
        if tricks == WITHOUT_THREE:  # P6: no tricks and no whists are written
            return {"contract": contract, "declarer": got["declarer"], "tricks": None,
                    "without_three": True, "note": ""}
        said = [(p, got[f"say:{p}"]) for p in self.defenders(got["declarer"])
                if f"say:{p}" in got] if not got["contract"].misere else []
        whist = [f"{p}={got[f'took:{p}']}" if f"took:{p}" in got else p
                 for p, s in said if s == "whist"]
        passes = [p for p, s in said if s == "pass"]
        half = next((p for p, s in said if s == "half"), None)
        return {"contract": contract, "declarer": got["declarer"], "tricks": tricks,
                "whist": whist, "passes": passes, "half": half, "note": ""}

    def keep(self, event: Any) -> Any:
        return _keep(self.old, event)

    def said(self, got: Mapping[str, Any]) -> list[Text]:
        if "contract" not in got:
            return []
        c = got["contract"]
        contract: Text = Msg("preferans.render.misere") if c.misere else shown_pref_contract(c)
        if "declarer" not in got:
            return [contract]
        parts: list[Text] = [Msg("play.said.by", contract=contract, player=got["declarer"])]
        if not c.misere:
            for p in self.defenders(got["declarer"]):
                if f"say:{p}" in got:
                    key = {"whist": "preferans.render.deal.whist", "pass": "preferans.render.deal.pass",
                           "half": "preferans.render.deal.half"}[got[f"say:{p}"]]
                    parts.append(Msg(key, player=p))
        tricks = got.get("tricks")
        if tricks == WITHOUT_THREE:
            parts.append(Msg("preferans.play.word.without_three"))
        elif tricks is not None:
            parts.append(Msg("play.said.tricks", tricks=tricks))
        parts += [Msg("preferans.play.said.took", player=k[5:], tricks=v) for k, v in got.items()
                  if k.startswith("took:")]
        return parts


class PassForm(Form):
    """P7: an all-pass deal, each player's tricks (they add up to 10)."""

    kind = "pass"

    def __init__(self, active: tuple[str, ...], defaults: Mapping[str, Text] | None = None,
                 old: PrefPass | None = None) -> None:
        super().__init__(defaults)
        self.active = active
        self.old = old

    def questions(self, got: Mapping[str, Any]) -> Iterator[Question]:
        *others, last = self.active
        taken: dict[str, int] = {}
        for p in others:
            yield Question(f"took:{p}", Msg("preferans.play.ask.pass_took", player=p),
                           lambda t: count(t, 10, Msg("play.what.tricks")),
                           self.default(f"took:{p}"), keys=numbers(10), numeric=True)
            taken[p] = got[f"took:{p}"]
        rest = 10 - sum(taken.values())
        yield Question(f"took:{last}", Msg("preferans.play.ask.pass_took", player=last),
                       lambda t: _rest(t, rest, dict(taken), last), str(max(rest, 0)),
                       keys=numbers(10, marked=max(rest, 0)), numeric=True)

    def given(self, got: Mapping[str, Any]) -> dict[str, Any]:
        return {"player": ",".join(f"{p}={got[f'took:{p}']}" for p in self.active),
                "tricks": None, "note": ""}

    def keep(self, event: Any) -> Any:
        return _keep(self.old, event)

    def said(self, got: Mapping[str, Any]) -> list[Text]:
        return [Msg("preferans.play.said.took", player=p, tricks=got[f"took:{p}"]) for p in self.active
                if f"took:{p}" in got]


class ManualForm(Form):
    """P1: an entry by hand in a player's pool, mountain, or vists on the others."""

    kind = "adjust"

    def __init__(self, players: tuple[str, ...], defaults: Mapping[str, Text] | None = None,
                 old: PrefManual | None = None) -> None:
        super().__init__(defaults)
        self.players = players
        self.old = old

    def questions(self, got: Mapping[str, Any]) -> Iterator[Question]:
        players = self.players
        yield Question("player", Msg("preferans.play.ask.manual_player", players=", ".join(players)),
                       lambda a: resolve_player(a, players), self.default("player"))
        yield Question("pool", Msg("preferans.play.ask.pool"),
                       lambda a: parse_int(a, Msg("play.what.points")), self.default("pool", "0"))
        yield Question("mountain", Msg("preferans.play.ask.mountain"),
                       lambda a: parse_int(a, Msg("play.what.points")),
                       self.default("mountain", "0"))
        yield Question("vists", Msg("preferans.play.ask.vists"),
                       lambda a: listed(a, lambda t: parse_named_vists(t, "vists")),
                       self.default("vists", ""), own=NONE, note=Msg("play.note.none"))
        yield Question("reason", Msg("play.ask.reason"), lambda a: parse_reason(a, "P1"),
                       self.default("reason"))

    def given(self, got: Mapping[str, Any]) -> dict[str, Any]:
        return {"player": got["player"], "amount": None, "reason": got["reason"],
                "pool": got["pool"] or None, "mountain": got["mountain"] or None,
                "vists_on": [f"{p}={n}" for p, n in got["vists"]], "note": ""}

    def keep(self, event: Any) -> Any:
        return _keep(self.old, event)

    def said(self, got: Mapping[str, Any]) -> list[Text]:
        parts: list[Text] = [got["player"]] if "player" in got else []
        if got.get("pool"):
            parts.append(Msg("preferans.render.manual.pool", amount=got["pool"]))
        if got.get("mountain"):
            parts.append(Msg("preferans.render.manual.mountain", amount=got["mountain"]))
        parts += [Msg("preferans.render.manual.vists", amount=n, on=p) for p, n in got.get("vists", ())]
        if "reason" in got:
            parts.append(got["reason"])
        return parts


class PreferansQuestions(Questions):
    """A pulya's deals, all-pass deals and entries by hand, asked as a table says them."""

    kinds = KINDS
    form = staticmethod(form)
    edit_form = staticmethod(edit_form)
