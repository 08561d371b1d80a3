"""Bridge's events asked question by question at the table (`vint play`, the page's form):
a deal as the table announces it — contract (with X or XX, or with its result: 4S=,
4SX+1), declarer, tricks, then honours, none a key press away (B7) —, a pass-out (B8,
nothing to ask) and an adjustment (rubber/questions.py, in bridge's words). The answers
become the same call of `forms` the command makes. Pure: the questions are data.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...errors import InputError, Text
from ...glossary import Msg
from ...names import Hands, resolve_player
from ...questions import Form, Key, Keys, Question, count, is_none, numbers, players
from ...rubber.events import Adjustment
from ...rubber.questions import AdjustForm, AdjustWords, adjustment_answers
from ..base import Questions
from .model import STRAINS, TRICKS, BridgeDeal, Contract
from .notation import (
    describe_honours,
    format_contract,
    format_honours,
    parse_entry,
    parse_honours,
    shown_contract,
    typed_contract,
    typed_honours,
)

if TYPE_CHECKING:
    from ...rubber.lineup import Lineup
    from ...session import AnySession
    from .sheet import Sheet

KINDS = ("deal", "pass", "adjust")
NONE = ("pass",)  # where a question takes none, `pass` is its "none" (issue 13)

# B1, B2, B33 on a keypad (the live page): a level, a strain from the lowest (the suits by
# their signs; no-trump in the session's letters, NT or БК), then X, XX or neither (each
# named in words for a screen reader, issue 35)
CONTRACT_KEYS: Keys = (
    tuple(Key(str(level)) for level in range(1, 8)),
    tuple(Key(s.symbol) if s.is_suit else Key(Msg("serve.key.nt")) for s in STRAINS),
    (Key("", Msg("bridge.key.undoubled"), named=Msg("bridge.key.undoubled")),
     Key("X", Msg("bridge.key.doubled"), named=Msg("bridge.key.doubled.named")),
     Key("XX", Msg("bridge.key.redoubled"), named=Msg("bridge.key.redoubled.named"))))


def honours_keys(seats: tuple[str, ...], contract: Contract) -> Keys:
    """B7 on a keypad: none a tap away, else the hand that held them, then what it held —
    four or five trump honours at a suit, the four aces at no-trump (issue 35: only what
    the rules take), typed in the session's words (Gleb:4, «Глеб:тузы»)."""
    held = ((Key(Msg("bridge.honours.typed.four", holder=""), Msg("bridge.key.honours.four")),
             Key(Msg("bridge.honours.typed.five", holder=""), Msg("bridge.key.honours.five")))
            if contract.strain.is_suit else
            (Key(Msg("bridge.honours.typed.aces", holder=""), Msg("bridge.key.honours.aces")),))
    return ((Key("", Msg("bridge.key.no_honours"), alone=True), *(Key(p) for p in seats)), held)


ADJUST = AdjustWords(
    player="bridge.play.ask.adjust_player", amount="bridge.play.ask.amount",
    below="bridge.play.ask.below", below_what="bridge.play.below_what",
    word_below="bridge.play.word.below", word_above="bridge.play.word.above",
    said_below="bridge.play.said.below", said_above="bridge.play.said.above", rule="B10")


def form(kind: str, session: AnySession, sheet: Sheet,
         defaults: Mapping[str, Text] | None = None) -> Form:
    """A new event of `kind`, at the table of the next event."""
    lineup = sheet.next_lineup
    if kind == "deal":
        return DealForm(lineup, defaults, heading=coming(sheet))
    if kind == "pass":
        return PassForm(defaults, heading=coming(sheet))
    return AdjustForm(lineup, ADJUST, defaults)


def coming(sheet: Sheet) -> Msg:
    """Where the next deal goes, over the page's keypad (issue 35): 'Chicago 1, deal 2 of 4 ·
    vulnerable: Boris & Gleb' (B20, B21: by the deal and its dealer), 'Rubber 2 · nobody
    vulnerable' (B12: a side that has won a game)."""
    from .sheet import chicago, vulnerable_at, vulnerable_now
    rules, dealer, lineup = sheet.rules, sheet.next_dealer, sheet.next_lineup
    going = sheet.current if sheet.current is not None and not sheet.current.finished else None
    number = going.number if going is not None else len(sheet.rubbers) + 1
    if going is not None:
        vulnerable = vulnerable_now(going, rules, dealer)
    elif chicago(rules):  # a new one: B21's first deal
        vulnerable = vulnerable_at(1, dealer, lineup.players, rules)
    else:  # B12: nobody has won a game
        vulnerable = (False, False)
    sides = [Hands(lineup.columns[c]) for c in range(len(lineup.columns)) if vulnerable[c]]
    said = (Msg("bridge.form.vul.none") if not sides else Msg("bridge.form.vul.both")
            if len(sides) == 2 else Msg("bridge.form.vul.one", side=sides[0]))
    if chicago(rules):
        deal = going.hands + 1 if going is not None else 1
        return Msg("bridge.form.heading.chicago", number=number, deal=deal, vulnerable=said)
    return Msg("bridge.form.heading.rubber", number=number, vulnerable=said)


def edit_form(session: AnySession, sheet: Sheet, number: int,
              defaults: Mapping[str, Text] | None = None) -> Form:
    """Event `number` asked again, its answers offered (`edit N`); InputError for an event
    play does not ask for (a pass-out has nothing to ask, a seat change, a switch)."""
    event = session.events[number - 1]
    record = sheet.records[number - 1]
    lineup = sheet.rubbers[record.rubber - 1].lineup if record.rubber else sheet.next_lineup
    made: Form
    if isinstance(event, BridgeDeal):
        made = DealForm(lineup, defaults or deal_answers(event), old=event)
    elif isinstance(event, Adjustment):
        made = AdjustForm(lineup, ADJUST, defaults or adjustment_answers(event, ADJUST),
                          old=event)
    else:
        raise InputError(Msg("play.edit.kind", number=number),
                         hint=Msg("play.edit.kind.hint", number=number))
    made.editing = number
    return made


def deal_answers(deal: BridgeDeal) -> dict[str, Text]:
    answers: dict[str, Text] = {"contract": typed_contract(deal.contract),
                                "declarer": deal.declarer, "tricks": str(deal.tricks)}
    if deal.honours is not None:
        answers["honours"] = typed_honours(deal.honours)
    return answers


class DealForm(Form):
    """B1–B7: a played deal, asked as the table announces it."""

    kind = "deal"

    def __init__(self, lineup: Lineup, defaults: Mapping[str, Text] | None = None,
                 old: BridgeDeal | None = None, heading: Msg | None = None) -> None:
        super().__init__(defaults)
        self.lineup = lineup
        self.old = old
        self._heading = heading

    def heading(self) -> Msg | None:
        return self._heading

    def questions(self, got: Mapping[str, Any]) -> Iterator[Question]:
        seats = self.lineup.players  # North, East, South, West (B31)
        yield Question("contract", Msg("bridge.play.ask.contract"), parse_entry,
                       self.default("contract"), keys=CONTRACT_KEYS)
        yield Question("declarer", Msg("bridge.play.ask.declarer", players=", ".join(seats)),
                       lambda a: resolve_player(a, seats), self.default("declarer"),
                       keys=players(seats))
        contract, result = got["contract"]
        if result is None:  # the contract alone: its tricks apart (B1)
            yield Question("tricks", Msg("bridge.play.ask.tricks"),
                           lambda a: count(a, TRICKS, Msg("play.what.tricks")),
                           self.default("tricks"),
                           keys=numbers(TRICKS, marked=contract.tricks_needed), numeric=True)
        # B7: none a tap away; else the hand that held them, then what it held
        yield Question("honours", Msg("bridge.play.ask.honours"),
                       lambda a: None if is_none(a) else self._honours(a),
                       self.default("honours", ""), own=NONE, note=Msg("play.note.none"),
                       keys=honours_keys(seats, contract))

    def _honours(self, text: str) -> Any:
        honours = parse_honours(text)  # B7: HOLDER:4, HOLDER:5, HOLDER:aces
        holder = resolve_player(honours.holder, self.lineup.players)
        return replace(honours, holder=holder)

    def _tricks(self, got: Mapping[str, Any]) -> int:
        tricks: int | None = got["contract"][1]
        return tricks if tricks is not None else got["tricks"]

    def given(self, got: Mapping[str, Any]) -> dict[str, Any]:
        contract: Contract = got["contract"][0]
        honours = got.get("honours")
        return {"contract": format_contract(contract), "declarer": got["declarer"],
                "tricks": self._tricks(got),
                "honours": format_honours(honours) if honours is not None else None,
                "note": ""}

    def keep(self, event: Any) -> Any:
        if self.old is None:
            return event
        return replace(event, note=self.old.note, void=self.old.void, dealer=self.old.dealer)

    def said(self, got: Mapping[str, Any]) -> list[Text]:
        if "contract" not in got:
            return []
        contract = shown_contract(got["contract"][0])
        if "declarer" not in got:
            return [contract]
        parts: list[Text] = [Msg("play.said.by", contract=contract, player=got["declarer"])]
        if got["contract"][1] is not None or "tricks" in got:
            parts.append(Msg("play.said.tricks", tricks=self._tricks(got)))
        if got.get("honours") is not None:
            parts.append(describe_honours(got["honours"]))
        return parts


class PassForm(Form):
    """B8: a pass-out, nothing to ask."""

    kind = "pass"

    def __init__(self, defaults: Mapping[str, Text] | None = None,
                 heading: Msg | None = None) -> None:
        super().__init__(defaults)
        self._heading = heading

    def heading(self) -> Msg | None:
        return self._heading

    def questions(self, got: Mapping[str, Any]) -> Iterator[Question]:
        return iter(())

    def given(self, got: Mapping[str, Any]) -> dict[str, Any]:
        return {"note": ""}

    def said(self, got: Mapping[str, Any]) -> list[Text]:
        return []


class BridgeQuestions(Questions):
    """Bridge's deals, pass-outs and adjustments, asked as a table says them."""

    kinds = KINDS
    form = staticmethod(form)
    edit_form = staticmethod(edit_form)
