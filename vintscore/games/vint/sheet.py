"""Vint's sheet: the session's events replayed into rubbers, games and entries (V8, V9, V12)
by the rubber machinery (rubber/replay.py), with what is Vint's: a deal's sides at every
table of V12, what each event writes (scoring.py: V2–V10), the game and rubber bonuses
and the X premium (V8, V9), a misdeal that passes nobody's turn (V10), the dummies.

Nothing here is stored: the sheet is recomputed from the session file every time.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...errors import EventError, RuleViolation, raise_with
from ...glossary import Msg
from ...names import DUMMY, dummy_of
from ...rubber import replay as rubbers
from ...rubber import sheet as rubber_sheet
from ...rubber.events import RulesChange
from ...rubber.replay import Hand, OpenRubber, Scored, Scoring, partnerships
from ...rubber.rotation import plan
from ...rubber.seating import resolve
from ...rubber.sheet import Entry, Record, Rubber, Seating
from ...session import Session, rules_in_force
from . import scoring as vint
from .model import (
    Adjustment,
    AllPass,
    AllPassRule,
    Deal,
    Event,
    Misdeal,
    Reason,
    Rules,
    TableMode,
    resolve_hand,
    table_of,
)
from .presets import check_table_rules, preset_named

Sheet = rubber_sheet.Sheet[Rules]
__all__ = ["Entry", "OpenRubber", "Record", "Rubber", "Sheet", "check_events", "replay",
           "seating_for"]


class VintScoring(Scoring[Rules]):
    """What Vint's events write (V2–V10), its targets and premiums (V8, V9), its tables."""

    def rules_in_force(self, session: Any) -> Rules:
        return rules_in_force(session)  # V13: a switch of rules re-scores the whole session

    def table_of(self, session: Any) -> TableMode:
        return table_of(session)

    def target(self, rules: Rules) -> int:
        return rules.game_target

    def games_to_win(self, table: Any, rules: Rules) -> int:
        # V12: separate columns, the first to reach the target ends the game and the rubber
        return 1 if table is TableMode.SEPARATE else 2

    def switched(self, event: RulesChange[Rules], table: Any, rules: Rules) -> Msg:
        check_table_rules(table, event.rules)  # V9, as `vint new` and [rules] are
        return Msg("core.rules.switch.in_force" if event.rules is rules
                   else "vint.rules.switch.replaced", preset=preset_named(event.rules.preset))

    def check_switch(self, table: Any, rules: Rules) -> None:
        check_table_rules(table, rules)

    def hand(self, event: Any) -> Hand:
        if isinstance(event, (Deal, AllPass)):
            return Hand.DEALT  # a played deal and an all-pass each pass the deal (dealing.py)
        if isinstance(event, Misdeal):
            return Hand.HELD  # V10: the dealer held 14 cards; the hand was played and counts
        return Hand.NONE

    def names_of(self, event: Any) -> list[tuple[str, str]]:
        names = super().names_of(event)
        names += [("revokes", p) for p in getattr(event, "revokes", ())]
        names += [("coronets", k.holder) for k in getattr(event, "coronets", ())]
        return names

    def event_values(self, event: Any, rules: Rules | None) -> list[RuleViolation]:
        return vint.event_values(event, rules)

    def hands(self, table: Any, everyone: tuple[str, ...]) -> tuple[str, ...]:
        mode = table if isinstance(table, TableMode) else None
        dummy = (DUMMY,) if mode in (None, TableMode.DUMMY, TableMode.SEPARATE) else ()
        two = tuple(dummy_of(p) for p in everyone) if mode in (None, TableMode.TWO) else ()
        return (*everyone, *dummy, *two)

    def resolve(self, text: str, hands: tuple[str, ...]) -> str:
        return resolve_hand(text, hands)

    def score(self, number: int, event: Any, rubber: OpenRubber, table: Any,
              rules: Rules) -> Scored:
        """Check and score one event of the open rubber (V2–V10)."""
        lineup = rubber.lineup
        if isinstance(event, Deal):
            try:
                sides = _deal_sides(event, lineup, table)
            except RuleViolation as e:  # and what else is wrong with the deal, whoever plays
                raise_with(e, vint.deal_values(event, rules))
            event = vint.check_deal(event, sides, rules)
            partner = sides.sides[0][1] if table is TableMode.INDIVIDUAL else None
            if event.partner != partner:
                event = replace(event, partner=partner)
            written = vint.score_deal(event, sides, rules, event=number,
                                      game=len(rubber.games) + 1)
            # V10: the revoking side cannot finish the game in this deal
            return Scored(event, sides, written,
                          blocked=frozenset(sides.side_of(p) for p in event.revokes))
        if isinstance(event, AllPass):
            pair = partnerships(lineup.columns) if len(lineup.columns) == 2 else None
            if pair is None and rules.all_pass is AllPassRule.PLAY:
                raise RuleViolation(Msg("vint.pass.play_sides"), rule="V9",
                                    hint=Msg("vint.pass.play_sides.hint"))
            event = vint.check_pass(event, pair or Seating(((), ())), rules)
            return Scored(event, pair, vint.score_pass(event, pair, rules) if pair else (),
                          x=rules.all_pass is not AllPassRule.PLAY)
        if isinstance(event, (Adjustment, Misdeal)):
            assert event.player is not None  # a misdeal's dealer is named by now (the fold)
            player = resolve(event.player, lineup.players, "player", table)
            if player != event.player:
                event = replace(event, player=player)
            column = lineup.columns[lineup.column_of(player)]
            sides = Seating((column, tuple(h for h in lineup.hands if h not in column)))
            return Scored(event, sides, vint.score_adjustment(event, sides)
                          if isinstance(event, Adjustment) else vint.score_misdeal(event, sides))
        raise TypeError(f"unknown event {event!r}")  # pragma: no cover - storage builds these

    def game_won(self, rubber: OpenRubber, winners: tuple[int, ...], number: int, game: int,
                 rules: Rules) -> list[Entry]:
        """V8: the game bonus, to each column that won the game."""
        if not rules.game_bonus:
            return []
        return [Entry(w, rules.game_bonus, Reason.GAME, detail=Msg("vint.detail.game", game=game),
                      event=number, game=game) for w in winners]

    def rubber_won(self, rubber: OpenRubber, winners: tuple[int, ...], number: int, game: int,
                   rules: Rules) -> list[Entry]:
        """V8, V9: the rubber bonus and the X premium, to each column that won the rubber."""
        premium = vint.x_premium(rubber.x, rules)
        written = []
        for winner in winners:
            if rules.rubber_bonus:
                written.append(Entry(winner, rules.rubber_bonus, Reason.RUBBER, event=number,
                                     game=game))
            if premium:
                written.append(Entry(winner, premium, Reason.X,
                                     detail=Msg("vint.detail.x", n=rubber.x), event=number,
                                     game=game))
        return written


SCORING = VintScoring()


def replay(session: Session, *, keep_going: bool = False) -> Sheet:
    """Fold the events into the sheet; an impossible event raises EventError (with
    keep_going, it is skipped and collected in `problems`: `vint check`)."""
    return rubbers.replay(session, SCORING, keep_going=keep_going)


def check_events(events: tuple[Event | None, ...], players: tuple[str, ...] | None,
                 header: dict[str, object], rules: Rules | None) -> list[EventError]:
    """`vint check` of a file whose table, players or rules cannot be read (None), so that
    nothing can be replayed: each event on its own (None: unreadable). Its numbers, as far
    as the rules are known (V2, V9, V10, V13), a switch of rules against the table (V9),
    and the names nobody in the file has (V2); who sits where is the replay's to say."""
    table = header.get("table")
    return rubbers.check_events(events, players, table if isinstance(table, TableMode) else None,
                             rules, SCORING)


def seating_for(session: Session, rubber: int = 1) -> Seating:
    """The two sides of a rubber of a four-handed table (1st & 3rd against 2nd & 4th)."""
    lineups = plan(table_of(session), session.players)
    a, b = lineups[(rubber - 1) % len(lineups)].columns  # two partnerships
    return Seating((a, b))


def _deal_sides(deal: Deal, lineup: Any, mode: TableMode) -> Seating:
    """The two sides of a deal: the rubber's partnerships, or declarer and partner (V12)."""
    if not mode.individual:
        if deal.partner is not None:
            raise RuleViolation(Msg("vint.partner.not_here"), rule="V12", key="partner",
                                hint=Msg("vint.partner.not_here.hint"))
        return partnerships(lineup.columns)
    declarer = resolve(deal.declarer, lineup.players, "declarer", mode)
    if mode is TableMode.SEPARATE:  # V12: the buyer of the open dummy plays it against the others
        if deal.partner is not None:
            raise RuleViolation(Msg("vint.partner.dummy"), rule="V12", key="partner",
                                hint=Msg("vint.partner.not_here.hint"))
        return Seating(((declarer, DUMMY), tuple(p for p in lineup.players if p != declarer)))
    if deal.partner is None:
        raise RuleViolation(Msg("vint.partner.missing"), rule="V12", key="partner",
                            hint=Msg("vint.partner.missing.hint"))
    partner = resolve(deal.partner, lineup.players, "partner", mode)
    if partner == declarer:
        raise RuleViolation(Msg("vint.partner.self", player=declarer), rule="V12", key="partner",
                            hint=Msg("vint.partner.self.hint"))
    return Seating(((declarer, partner),
                    tuple(p for p in lineup.players if p not in (declarer, partner))))
