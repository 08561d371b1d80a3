"""Vint's events asked question by question at the table (`vint play`; V1–V12).

Each form asks what its command takes (`vint deal`, `pass`, `adjust`, `misdeal`), in the
order a table announces a deal: contract, declarer, tricks, honours, aces, coronets,
revokes (V2); its answers become the same call of `forms` the command makes. Pure: the
questions are data, the interface asks them.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...cards import Strain
from ...errors import InputError, Text, VintError
from ...glossary import Msg
from ...names import resolve_player as resolve_name
from ...names import typed_hand
from ...notation import join_msgs
from ...questions import Form, Key, Keys, Question, count, listed, numbers, players
from ...rubber.questions import AdjustForm, AdjustWords, adjustment_answers
from ...session import rules_in_force
from ..base import Questions
from .model import Adjustment, AllPass, AllPassRule, Deal, Misdeal, TableMode
from .notation import (
    format_contract,
    format_coronet,
    parse_contract,
    parse_coronet,
    resolve_player,
    shown_contract,
    typed_contract,
    typed_coronet,
    typed_coronets,
)

if TYPE_CHECKING:
    from ...rubber.lineup import Lineup
    from ...session import AnySession
    from .sheet import Sheet

# The forms `vint play` can start here (the words pass, adjust, misdeal; a deal by default).
KINDS = ("deal", "pass", "adjust", "misdeal")
NONE = ("pass",)  # where a question takes none, `pass` is its "none" (issue 13)
# V1: a contract on a keypad, a level then a strain (the suits by their signs, read alike
# in both languages; no-trump in the session's letters, NT or БК)
CONTRACT_KEYS: Keys = (tuple(Key(str(level)) for level in range(1, 8)),
                       tuple(Key(s.symbol) if s.is_suit else Key(Msg("serve.key.nt"))
                             for s in Strain))


def coronet_keys(hands: Iterable[str]) -> Keys:
    """V6: a coronet on a keypad, typed a key of each row after another ('Vera:♥:4'): its
    holder, its suit or the aces, its length (the rules judge it: three cards at least,
    three or four aces). A second coronet of one deal follows the pad's "another" key."""
    def part(text: Text) -> Key:
        return Key(Msg("vint.coronet.key", part=text), text)
    aces = Msg("vint.coronet.aces.typed")
    return (tuple(part(typed_hand(h)) for h in hands),
            (*(part(s.symbol) for s in Strain if s.is_suit), part(aces)),
            numbers(13, low=3)[0])


def form(kind: str, session: AnySession, sheet: Sheet,
         defaults: Mapping[str, Text] | None = None) -> Form:
    """A new event of `kind`, at the table of the next event."""
    lineup = sheet.next_lineup
    made: Form
    if kind == "deal":
        made = DealForm(session, sheet, lineup, defaults)
    elif kind == "pass":
        made = PassForm(session, lineup, defaults)
    elif kind == "adjust":
        made = AdjustForm(lineup, ADJUST, defaults)
    else:  # V10: the dealer of the hand in play, unless another is named (dealing.py)
        made = MisdealForm(lineup, {"player": sheet.next_dealer, **(defaults or {})})
    return made


def edit_form(session: AnySession, sheet: Sheet, number: int,
              defaults: Mapping[str, Text] | None = None) -> Form:
    """Event `number` asked again, its answers offered (`edit N`); InputError for an
    event play does not ask for (a seat change, a switch of rules)."""
    event = session.events[number - 1]
    record = sheet.records[number - 1]
    lineup = sheet.rubbers[record.rubber - 1].lineup if record.rubber else sheet.next_lineup
    made: Form
    if isinstance(event, Deal):
        made = DealForm(session, sheet, lineup, defaults or _deal_answers(event), old=event)
    elif isinstance(event, AllPass):
        made = PassForm(session, lineup, defaults or _pass_answers(event), old=event)
        if not made.asks:  # V9: an X is an X; there is nothing in it to answer
            raise InputError(Msg("vint.play.edit.x", number=number),
                             hint=Msg("vint.play.edit.x.hint", number=number))
    elif isinstance(event, Adjustment):
        made = AdjustForm(lineup, ADJUST, defaults or adjustment_answers(event, ADJUST),
                          old=event)
    elif isinstance(event, Misdeal):
        made = MisdealForm(lineup, defaults or {"player": event.player or ""}, old=event)
    else:
        raise InputError(Msg("play.edit.kind", number=number),
                         hint=Msg("play.edit.kind.hint", number=number))
    made.editing = number
    return made


def _deal_answers(deal: Deal) -> dict[str, Text]:
    answers: dict[str, Text] = {
        "contract": typed_contract(deal.contract), "declarer": typed_hand(deal.declarer),
        "tricks": str(deal.tricks),
        "coronets": typed_coronets(deal.coronets),
               "revokes": join_msgs("vint.space", map(typed_hand, deal.revokes))
               if deal.revokes else ""}
    for key in ("honours", "aces", "partner"):
        if getattr(deal, key) is not None:
            answers[key] = str(getattr(deal, key))
    return answers


def _pass_answers(event: AllPass) -> dict[str, str]:
    if event.player is None:
        return {}
    return {"player": event.player, "tricks": str(event.tricks)}


class DealForm(Form):
    """V2: a played deal, asked field by field."""

    kind = "deal"

    def __init__(self, session: AnySession, sheet: Sheet, lineup: Lineup,
                 defaults: Mapping[str, Text] | None = None, old: Deal | None = None) -> None:
        super().__init__(defaults)
        self.table = sheet.table
        self.lineup = lineup
        self.target = rules_in_force(session).game_target
        self.old = old

    def _hand(self, text: str) -> str:
        return resolve_player(text, self.lineup.hands)

    def questions(self, got: Mapping[str, Any]) -> Iterator[Question]:
        hands = self.lineup.hands
        yield Question("contract", Msg("vint.play.ask.contract"), parse_contract,
                       self.default("contract"), keys=CONTRACT_KEYS)
        # the dummy as the user types him («болван», «болван-Аня»: review row 48)
        yield Question("declarer", Msg("vint.play.ask.declarer",
                                       players=join_msgs("vint.comma", map(typed_hand, hands))),
                       self._hand, self.default("declarer"), keys=players(map(typed_hand, hands)))
        if self.table is TableMode.INDIVIDUAL:  # V12: each deal names its partners
            yield Question("partner", Msg("vint.play.ask.partner"),
                           lambda a: resolve_player(a, self.lineup.players),
                           self.default("partner"), keys=players(self.lineup.players))
        # V1: the level says the tricks undertaken (level + 6): the key a table expects
        bid = got["contract"].level + 6 if "contract" in got else None
        yield Question("tricks", Msg("vint.play.ask.tricks"),
                       lambda a: count(a, 13, Msg("play.what.tricks")), self.default("tricks"),
                       keys=numbers(13, marked=bid), numeric=True)
        contract, side = got["contract"], self._side(got)
        if contract.strain.is_suit:  # V5: no honours are counted at no-trump
            yield Question("honours", Msg("vint.play.ask.honours", side=side,
                                          strain=contract.strain.symbol),
                           lambda a: count(a, 5, Msg("play.what.honours")),
                           self.default("honours"), keys=numbers(5), numeric=True)
        yield Question("aces", Msg("vint.play.ask.aces", side=side),
                       lambda a: count(a, 4, Msg("play.what.aces")), self.default("aces"),
                       keys=numbers(4), numeric=True)
        yield Question("coronets", Msg("vint.play.ask.coronets"), lambda a: listed(a, parse_coronet),
                       self.default("coronets", ""), own=NONE, note=Msg("play.note.none"),
                       keys=coronet_keys(hands), many=True)
        # V10: who revoked, by name (a second revoke of one deal is typed after it)
        yield Question("revokes", Msg("vint.play.ask.revokes"), lambda a: listed(a, self._hand),
                       self.default("revokes", ""), own=NONE, note=Msg("play.note.none"),
                       keys=players(map(typed_hand, hands)), many=True)
        if "first" in got:  # asked only when the replay needs it (V8), see mend
            yield self._first()

    def _first(self) -> Question:
        return Question("first", Msg("vint.play.ask.first", target=self.target), self._hand,
                        self.default("first"), keys=players(map(typed_hand, self.lineup.hands)))

    def _side(self, got: Mapping[str, Any]) -> Text:
        """The declaring side as the questions for honours and aces name it."""
        declarer = got["declarer"]
        if self.table is TableMode.INDIVIDUAL:
            return Msg("vint.cli.side.pair", a=declarer, b=got["partner"])
        if self.table is TableMode.SEPARATE:
            return Msg("vint.cli.side.dummy", player=declarer)
        return self.lineup.name(self.lineup.column_of(declarer))

    def given(self, got: Mapping[str, Any]) -> dict[str, Any]:
        return {"contract": format_contract(got["contract"]), "declarer": got["declarer"],
                "tricks": got["tricks"], "honours": got.get("honours"), "aces": got.get("aces"),
                "coronet": [format_coronet(k) for k in got.get("coronets", ())],
                "revoke": list(got.get("revokes", ())), "first": got.get("first"),
                "partner": got.get("partner"), "note": ""}

    def keep(self, event: Any) -> Any:
        if self.old is None:
            return event
        first = event.first if event.first is not None else self.old.first
        return replace(event, first=first, note=self.old.note, void=self.old.void,
                       dealer=self.old.dealer)

    def mend(self, error: VintError, got: Mapping[str, Any]) -> Question | None:
        # V8: both sides passed the target in this deal: which got there first?
        if error.rule == "V8" and error.key == "first" and "first" not in got:
            return self._first()
        return None

    def said(self, got: Mapping[str, Any]) -> list[Text]:
        if "contract" not in got:
            return []
        contract = shown_contract(got["contract"])
        if "declarer" not in got:
            return [contract]
        parts: list[Text] = [Msg("play.said.by", contract=contract, player=got["declarer"])]
        if got.get("partner"):
            parts.append(Msg("vint.report.deal.partner", player=got["partner"]))
        if "tricks" in got:
            parts.append(Msg("play.said.tricks", tricks=got["tricks"]))
        if got.get("honours") is not None:
            parts.append(Msg("vint.report.deal.honours", n=got["honours"]))
        if "aces" in got:
            parts.append(Msg("vint.report.deal.aces", n=got["aces"]))
        parts += [Msg("vint.report.deal.coronet", coronet=typed_coronet(k))
                  for k in got.get("coronets", ())]
        parts += [Msg("vint.report.deal.revoke", player=p) for p in got.get("revokes", ())]
        if got.get("first"):
            parts.append(Msg("vint.report.deal.first", player=got["first"]))
        return parts


class PassForm(Form):
    """V9: an all-pass; with all_pass = play, the tricks one side took in the hand."""

    kind = "pass"

    def __init__(self, session: AnySession, lineup: Lineup,
                 defaults: Mapping[str, Text] | None = None, old: AllPass | None = None) -> None:
        super().__init__(defaults)
        self.lineup = lineup
        self.asks = rules_in_force(session).all_pass is AllPassRule.PLAY
        self.old = old

    def questions(self, got: Mapping[str, Any]) -> Iterator[Question]:
        if not self.asks:
            return
        people = self.lineup.players
        yield Question("player", Msg("vint.play.ask.pass_player", players=", ".join(people)),
                       lambda a: resolve_name(a, people), self.default("player"),
                       keys=players(people))
        yield Question("tricks", Msg("vint.play.ask.pass_tricks", player=got["player"]),
                       lambda a: count(a, 13, Msg("play.what.tricks")), self.default("tricks"),
                       keys=numbers(13), numeric=True)

    def given(self, got: Mapping[str, Any]) -> dict[str, Any]:
        return {"player": got.get("player"), "tricks": got.get("tricks"), "note": ""}

    def keep(self, event: Any) -> Any:
        return event if self.old is None else replace(event, note=self.old.note,
                                                      void=self.old.void, dealer=self.old.dealer)

    def said(self, got: Mapping[str, Any]) -> list[Text]:
        if "player" not in got:
            return []
        if "tricks" not in got:
            return [got["player"]]
        return [Msg("vint.report.pass.played", player=got["player"], tricks=got["tricks"])]


# V10: an adjustment in Vint's words (rubber/questions.py asks it)
ADJUST = AdjustWords(
    player="vint.play.ask.adjust_player", amount="vint.play.ask.amount",
    below="vint.play.ask.below", below_what="vint.play.below_what",
    word_below="vint.play.word.below", word_above="vint.play.word.above",
    said_below="vint.play.said.below", said_above="vint.play.said.above", rule="V10")


class MisdealForm(Form):
    """V10: the dealer was found with 14 cards."""

    kind = "misdeal"

    def __init__(self, lineup: Lineup, defaults: Mapping[str, Text] | None = None,
                 old: Misdeal | None = None) -> None:
        super().__init__(defaults)
        self.lineup = lineup
        self.old = old

    def questions(self, got: Mapping[str, Any]) -> Iterator[Question]:
        people = self.lineup.players
        yield Question("player", Msg("vint.play.ask.misdeal", players=", ".join(people)),
                       lambda a: resolve_name(a, people), self.default("player"))

    def given(self, got: Mapping[str, Any]) -> dict[str, Any]:
        return {"player": got["player"], "note": ""}

    def keep(self, event: Any) -> Any:
        return event if self.old is None else replace(event, note=self.old.note,
                                                      void=self.old.void)

    def said(self, got: Mapping[str, Any]) -> list[Text]:
        return [got["player"]] if "player" in got else []


class VintQuestions(Questions):
    """Vint's deals, all-passes, adjustments and misdeals, asked as a table says them."""

    kinds = KINDS
    form = staticmethod(form)
    edit_form = staticmethod(edit_form)
