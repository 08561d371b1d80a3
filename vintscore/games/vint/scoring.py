"""Vint: checking and scoring one event (V2–V10).

Pure functions of (event, seating, the current game's below-the-line counts, rules).
Games, rubbers and X premiums are the replay's business (`sheet.py`, V8–V9); this
module writes what one deal, all-pass, misdeal or adjustment puts in each column.
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, TypedDict

from ...cards import Strain
from ...errors import NotationError, RuleViolation, raise_all
from ...glossary import Msg
from ...notation import join_msgs
from ...rubber import events
from ...rubber.sheet import Entry, Seating
from .model import (
    Adjustment,
    AllPass,
    AllPassRule,
    Contract,
    Coronet,
    CoronetKind,
    Deal,
    Misdeal,
    Reason,
    Rules,
    TricksCounted,
)
from .notation import (
    describe_coronet,
    resolve_player,
    shown_contract,
    typed_coronet,
)
from .presets import preset_named

if TYPE_CHECKING:
    class _At(TypedDict):
        """Where a deal's entries are written: `Entry(..., **at)`."""

        event: int
        game: int

HONOURS_IN_SUIT = 5  # A K Q J 10 of trumps (V5)
ACES = 4
TRICKS = 13

# Words of the sheet and the messages (the glossary).
SMALL, GRAND = Msg("vint.detail.small"), Msg("vint.detail.grand")
SUIT_OF = {Strain.SPADES: Msg("vint.suit_of.spades"), Strain.CLUBS: Msg("vint.suit_of.clubs"),
           Strain.DIAMONDS: Msg("vint.suit_of.diamonds"), Strain.HEARTS: Msg("vint.suit_of.hearts")}
SUIT_IN = {Strain.SPADES: Msg("vint.suit_in.spades"), Strain.CLUBS: Msg("vint.suit_in.clubs"),
           Strain.DIAMONDS: Msg("vint.suit_in.diamonds"), Strain.HEARTS: Msg("vint.suit_in.hearts")}
_DOWN = {1: Msg("vint.down.1"), 2: Msg("vint.down.2"), 3: Msg("vint.down.3"), 4: Msg("vint.down.4"),
         5: Msg("vint.down.5"), 6: Msg("vint.down.6"), 7: Msg("vint.down.7"), 8: Msg("vint.down.8"),
         9: Msg("vint.down.9"), 10: Msg("vint.down.10"), 11: Msg("vint.down.11"),
         12: Msg("vint.down.12"), 13: Msg("vint.down.13")}


@lru_cache(maxsize=16)
def down_detail(down: int) -> Msg:
    """V4: '2 down' (in Russian 'без двух')."""
    return Msg("vint.detail.down", n=_DOWN.get(down, down))


def _player(text: str, seating: Seating, key: str) -> str:
    try:
        return resolve_player(text, seating.players)
    except NotationError as e:  # V2: an unknown player, or one not at the table
        raise RuleViolation(e.msg, rule="V2", key=key, hint=e.hint_msg) from None


def _named(text: str, players: tuple[str, ...], key: str, found: list[RuleViolation]) -> str | None:
    """The player `text` names among `players`; None, the problem added to `found`, if none."""
    try:
        return resolve_player(text, players)
    except NotationError as e:  # V2: an unknown player, or one not at the table
        found.append(RuleViolation(e.msg, rule="V2", key=key, hint=e.hint_msg))
        return None


def check_deal(deal: Deal, seating: Seating, rules: Rules) -> Deal:
    """The deal with its names resolved, or RuleViolation naming the rule it breaks (V2).

    The first problem is raised with the deal's other problems (RuleViolation.others), so
    that `vint check` says them all; what needs the others right (coronets against the
    honours and aces) is checked only when they are.
    """
    found: list[RuleViolation] = []
    c = deal.contract
    found += _level(deal, rules)
    declarer = _named(deal.declarer, seating.players, "declarer", found)
    found += _tricks(deal, rules)
    d = seating.side_of(declarer) if declarer is not None else None
    found += _counts(deal, seating.name(d) if d is not None else None)
    if (not found and c.strain.is_suit
            and (deal.honours, deal.aces) in ((HONOURS_IN_SUIT, 0), (0, ACES))):
        assert d is not None  # else a problem was found
        side = seating.name(d) if deal.honours == HONOURS_IN_SUIT else seating.name(1 - d)
        found.append(RuleViolation(Msg("vint.deal.honours_without_ace", side=side),
                                   rule="V2", key="aces"))
    counted = not found  # the declaring side, its honours and aces: the coronets' measure
    coronets = []
    for k in deal.coronets:
        holder = k.holder if k.holder in seating.players else _named(k.holder, seating.players,
                                                                      "coronets", found)
        coronets.append(k if holder is None or holder == k.holder else replace(k, holder=holder))
    if counted and not found:
        assert d is not None and deal.aces is not None  # else a problem was found
        try:
            _check_coronets(tuple(coronets), c, seating, d, deal.honours, deal.aces)
        except RuleViolation as e:
            found.append(e)
    found += _revokes(deal)
    revokes = tuple(_named(p, seating.players, "revokes", found) or p for p in deal.revokes)
    first = (_named(deal.first, seating.players, "first", found) or deal.first
             if deal.first is not None else None)
    raise_all(found)
    assert declarer is not None  # else a problem was found
    if (declarer, tuple(coronets), revokes, first) == (deal.declarer, deal.coronets,
                                                       deal.revokes, deal.first):
        return deal  # the names are written as the table knows them already
    return replace(deal, declarer=declarer, coronets=tuple(coronets), revokes=revokes,
                   first=first)


def deal_values(deal: Deal, rules: Rules | None) -> list[RuleViolation]:
    """V1, V2, V10, V13: what a deal's numbers must be, whoever played it and whatever the
    rubber (`rules` None: not known, their own bounds unchecked); for `vint check`."""
    return _level(deal, rules) + _tricks(deal, rules) + _counts(deal, None) + _revokes(deal)


def _level(deal: Deal, rules: Rules | None) -> list[RuleViolation]:
    c = deal.contract
    if not 1 <= c.level <= 7:
        return [RuleViolation(Msg("vint.deal.level", level=c.level), rule="V1", key="contract",
                              hint=Msg("vint.deal.level.hint"))]
    if rules is not None and c.level < rules.min_level:
        return [RuleViolation(
            Msg("vint.deal.min_level", preset=preset_named(rules.preset), level=rules.min_level,
                contract=shown_contract(c)),
            rule="V2", key="contract", hint=Msg("vint.deal.min_level.hint", level=rules.min_level))]
    return []


def _tricks(deal: Deal, rules: Rules | None) -> list[RuleViolation]:
    if not 0 <= deal.tricks <= TRICKS:
        return [RuleViolation(Msg("vint.deal.tricks", tricks=deal.tricks), rule="V2",
                              key="tricks", hint=Msg("vint.deal.tricks.hint"))]
    if rules is not None and deal.tricks < rules.discard_tricks:
        return [RuleViolation(
            Msg("vint.deal.discards", discards=rules.discard_tricks, tricks=deal.tricks),
            rule="V13", key="tricks", hint=Msg("vint.deal.discards.hint"))]
    return []


def _counts(deal: Deal, side_name: str | None) -> list[RuleViolation]:
    """V2, V5: the honours and aces held by the declaring side, named `side_name` (None:
    not known, and missing counts not asked for)."""
    found = []
    c = deal.contract
    if c.strain.is_suit:
        if deal.honours is None:
            if side_name is not None:
                found.append(RuleViolation(
                    Msg("vint.deal.honours_missing", suit=SUIT_OF[c.strain], side=side_name),
                    rule="V2", key="honours", hint=Msg("vint.deal.honours_missing.hint")))
        elif not 0 <= deal.honours <= HONOURS_IN_SUIT:
            found.append(RuleViolation(Msg("vint.deal.honours_range", honours=deal.honours),
                                       rule="V2", key="honours",
                                       hint=Msg("vint.deal.honours_range.hint")))
    elif deal.honours is not None:
        found.append(RuleViolation(Msg("vint.deal.honours_no_trump", honours=deal.honours),
                                   rule="V2", key="honours",
                                   hint=Msg("vint.deal.honours_no_trump.hint")))
    if deal.aces is None:
        if side_name is not None:
            found.append(RuleViolation(Msg("vint.deal.aces_missing", side=side_name), rule="V2",
                                       key="aces", hint=Msg("vint.deal.aces_missing.hint")))
    elif not 0 <= deal.aces <= ACES:
        found.append(RuleViolation(Msg("vint.deal.aces_range", aces=deal.aces), rule="V2",
                                   key="aces", hint=Msg("vint.deal.aces_range.hint")))
    return found


def _revokes(deal: Deal) -> list[RuleViolation]:
    if len(deal.revokes) > TRICKS:  # V10: a revoke is made in a trick, and there are 13
        return [RuleViolation(Msg("vint.deal.revokes", n=len(deal.revokes)),
                              rule="V10", key="revokes", hint=Msg("vint.deal.revokes.hint"))]
    return []


def _check_coronets(coronets: tuple[Coronet, ...], contract: Contract, seating: Seating,
                    declaring: int, honours: int | None, aces: int) -> None:
    """V2: coronets must fit the cards: one ace per suit, 13 cards a hand, the honours held."""
    side_aces = {declaring: aces, 1 - declaring: ACES - aces}
    side_honours = ({declaring: honours, 1 - declaring: HONOURS_IN_SUIT - honours}
                    if honours is not None else None)
    suits_seen: set[Strain] = set()
    hands: dict[str, list[Coronet]] = {}
    for k in coronets:
        shown = typed_coronet(k)
        if k.kind is CoronetKind.SEQUENCE:
            assert k.suit is not None  # parse_coronet gives every sequence its suit
            if not 3 <= k.length <= 13:  # as typed: no run of cards to show
                raise RuleViolation(Msg("vint.coronet.length", shown=shown),
                                    rule="V2", key="coronets")
            if k.suit in suits_seen:
                raise RuleViolation(
                    Msg("vint.coronet.suit_twice", suit=SUIT_IN[k.suit], shown=shown),
                    rule="V2", key="coronets")
            suits_seen.add(k.suit)
            if k.suit == contract.strain and side_honours is not None:
                side = seating.side_of(k.holder)
                needed = min(k.length, HONOURS_IN_SUIT)
                if side_honours[side] < needed:
                    raise RuleViolation(
                        Msg("vint.coronet.honours", shown=shown, needed=needed,
                            side=seating.name(side), held=side_honours[side]),
                        rule="V2", key="coronets")
        elif k.length not in (3, 4):
            raise RuleViolation(Msg("vint.coronet.aces_length", shown=shown), rule="V2",
                                key="coronets")
        hands.setdefault(k.holder, []).append(k)
    need_aces = {0: 0, 1: 0}
    for holder, held in hands.items():
        aces_coronets = [k for k in held if k.kind is CoronetKind.ACES]
        if len(aces_coronets) > 1:
            raise RuleViolation(Msg("vint.coronet.two_aces", holder=holder),
                                rule="V2", key="coronets")
        sequences = [k for k in held if k.kind is CoronetKind.SEQUENCE]
        hand_aces = max(len(sequences), aces_coronets[0].length if aces_coronets else 0)
        need_aces[seating.side_of(holder)] += hand_aces
        cards = sum(k.length for k in sequences) + max(0, hand_aces - len(sequences))
        if cards > TRICKS:
            raise RuleViolation(Msg("vint.coronet.cards", holder=holder, cards=cards),
                                rule="V2", key="coronets")
    for side, needed in need_aces.items():
        if needed > side_aces[side]:
            raise RuleViolation(
                Msg("vint.coronet.side_aces", side=seating.name(side), needed=needed,
                    held=side_aces[side]), rule="V2", key="coronets")


def tricks_after_revokes(deal: Deal, seating: Seating, rules: Rules
                         ) -> tuple[dict[int, int], dict[int, int], dict[int, int]]:
    """V10: (tricks in play, tricks after the revoke transfer, tricks a side could not give)."""
    d = seating.side_of(deal.declarer)
    played = {d: deal.tricks, 1 - d: TRICKS - deal.tricks}
    owed = {s: 0 for s in (0, 1)}
    for p in deal.revokes:
        owed[seating.side_of(p)] += rules.revoke_tricks
    given = {s: min(owed[s], played[s]) for s in (0, 1)}
    taken = {s: played[s] - given[s] + given[1 - s] for s in (0, 1)}
    short = {s: owed[s] - given[s] for s in (0, 1)}
    return played, taken, short


def score_deal(deal: Deal, seating: Seating, rules: Rules, *, event: int = 0,
               game: int = 0) -> tuple[Entry, ...]:
    """What a checked deal writes for each side (V3–V7, V10).

    Below-the-line amounts are as the tricks make them; the V10 cap of a revoking side
    depends on each column's count in the game, so the sheet applies it (sheet.py).
    `event` and `game` say where the entries are written, when the sheet knows it.
    """
    at: _At = {"event": event, "game": game}
    c = deal.contract
    level = c.level
    d, o = seating.side_of(deal.declarer), 1 - seating.side_of(deal.declarer)
    trick_penalty = 1000 * level * rules.penalty_factor  # V4, V10, V13 nut
    played, taken, short = tricks_after_revokes(deal, seating, rules)
    entries: list[Entry] = []

    for s in (d, o):  # V3: every trick counts for both sides, made or not
        counted = taken[s] if rules.tricks_counted is TricksCounted.ALL else max(0, taken[s] - 6)
        amount = c.trick_value * counted
        if amount:
            entries.append(Entry(s, amount, Reason.TRICKS, below=True, **at))

    need = c.tricks_needed
    made = taken[d] >= need
    if not made:  # V4
        down = need - taken[d]
        entries.append(Entry(o, down * trick_penalty, Reason.UNDERTRICKS, detail=down_detail(down),
                             **at))
    if rules.exact_contract and played[d] > need:
        # V13 nut, V10: overtricks are counted on the tricks taken in play
        over = played[d] - need
        entries.append(Entry(o, over * trick_penalty, Reason.OVERTRICKS,
                             detail=Msg("vint.detail.over", n=over), **at))
    for s in (d, o):  # V10: each trick a revoking side could not give costs it an undertrick
        if short[s]:
            entries.append(Entry(1 - s, short[s] * trick_penalty, Reason.REVOKE,
                                 detail=Msg("vint.detail.short", n=short[s]), **at))

    for s in (d, o):  # V7: 12 or 13 tricks, bid or not, either side
        if taken[s] >= 12:
            entries.append(Entry(s, 1000 if taken[s] == 12 else 2000, Reason.SLAM,
                                 detail=SMALL if taken[s] == 12 else GRAND, **at))
    if level >= 6:  # V7: a bid slam's premium; V13 double-entry: premiums stay single
        premium = 5000 if level == 6 else 10000
        kind = SMALL if level == 6 else GRAND
        if made:
            entries.append(Entry(d, premium, Reason.BID_SLAM, detail=kind, **at))
        else:
            entries.append(Entry(o, premium, Reason.FAILED_SLAM, detail=kind, **at))

    entries.extend(_honours(deal, d, taken, at))
    for k in deal.coronets:
        entries.append(_coronet(k, c, seating.side_of(k.holder), d, made, rules, at))
    return tuple(entries)


def _honours(deal: Deal, d: int, taken: dict[int, int], at: _At) -> tuple[Entry, ...]:
    """V5: honours and aces to the majority, 2–2 aces to the odd trick, netted."""
    c = deal.contract
    o = 1 - d
    honour_value = 100 * c.level
    ace_value = (250 if c.strain is Strain.NO_TRUMP else 100) * c.level
    score = {d: 0, o: 0}
    parts: dict[int, list[tuple[str, int]]] = {d: [], o: []}  # what each side scored
    if c.strain.is_suit:
        assert deal.honours is not None  # check_deal: a suit contract's honours are given
        held = {d: deal.honours, o: HONOURS_IN_SUIT - deal.honours}
        s = d if held[d] >= 3 else o
        score[s] += held[s] * honour_value
        parts[s].append(("honours", held[s]))
    assert deal.aces is not None  # check_deal: every deal's aces are given
    aces = {d: deal.aces, o: ACES - deal.aces}
    if aces[d] != aces[o]:
        s = d if aces[d] > aces[o] else o
        score[s] += aces[s] * ace_value
        parts[s].append(("aces", aces[s]))
    else:  # 2–2: the side with the odd trick (7 or more, after any revoke) scores two
        s = d if taken[d] >= 7 else o
        score[s] += 2 * ace_value
        parts[s].append(("odd trick", 2))
    net = score[d] - score[o]
    if net == 0:
        return ()
    s = d if net > 0 else o
    detail = _honours_detail(tuple(parts[s]), tuple(parts[1 - s]))
    return (Entry(s, abs(net), Reason.HONOURS, detail=detail, **at),)


@lru_cache(maxsize=64)
def _honours_detail(won: tuple[tuple[str, int], ...], lost: tuple[tuple[str, int], ...]) -> Msg:
    """'3 honours + 2 aces, odd trick', or '4 honours − 3 aces' when the other side's is netted."""
    def said(parts: tuple[tuple[str, int], ...]) -> Msg:
        return join_msgs("vint.plus", [Msg("vint.detail.honours", n=n) if what == "honours"
                                       else Msg("vint.detail.aces", n=n) if what == "aces"
                                       else Msg("vint.detail.aces_odd_trick")
                                       for what, n in parts])
    return Msg("vint.minus", a=said(won), b=said(lost)) if lost else said(won)


def _coronet(k: Coronet, contract: Contract, side: int, declaring: int, made: bool,
             rules: Rules, at: _At) -> Entry:
    """V6: a coronet's value for its holder's side, revolving in double entry."""
    no_trump = contract.strain is Strain.NO_TRUMP
    if k.kind is CoronetKind.SEQUENCE:
        unit = 1000 if (no_trump or k.suit == contract.strain) else 500
        value = unit * (k.length - 2)
    else:
        value = {3: 500, 4: 1000}[k.length] * (2 if no_trump else 1)
    revolves = rules.revolving_coronets and (side != declaring or made)
    if revolves:  # V6: the defenders' always; the declarers' only when the contract is made
        value *= contract.level
    return Entry(side, value, Reason.CORONET, detail=describe_coronet(k), **at)


def check_pass(event: AllPass, seating: Seating, rules: Rules) -> AllPass:
    """V9: an all-pass; with the option "play", the tricks one side took."""
    found = pass_values(event, rules)
    player = event.player
    if rules.all_pass is AllPassRule.PLAY and event.player is not None:
        player = _named(event.player, seating.players, "player", found)
    raise_all(found)
    return replace(event, player=player)


def pass_values(event: AllPass, rules: Rules | None) -> list[RuleViolation]:
    """V9: what an all-pass holds under the rules (None: not known, only the tricks' range)."""
    found = []
    played = rules is None or rules.all_pass is AllPassRule.PLAY
    if rules is not None and played and (event.player is None or event.tricks is None):
        found.append(RuleViolation(Msg("vint.pass.play"), rule="V9", key="tricks",
                                   hint=Msg("vint.pass.play.hint")))
    if played and event.tricks is not None and not 0 <= event.tricks <= TRICKS:
        found.append(RuleViolation(Msg("vint.deal.tricks", tricks=event.tricks), rule="V9",
                                   key="tricks"))
    if rules is not None and not played and (event.player is not None
                                             or event.tricks is not None):
        found.append(RuleViolation(Msg("vint.pass.not_played", value=rules.all_pass.value),
                                   rule="V9", key="tricks", hint=Msg("vint.pass.not_played.hint")))
    return found


def score_pass(event: AllPass, seating: Seating, rules: Rules) -> tuple[Entry, ...]:
    """V9 "play": a side with 7 or more tricks writes 500 a trick over six; else nothing here."""
    if rules.all_pass is not AllPassRule.PLAY:
        return ()
    # check_pass: under "play" the player and his side's tricks are given
    assert event.player is not None and event.tricks is not None
    s = seating.side_of(event.player)
    tricks = {s: event.tricks, 1 - s: TRICKS - event.tricks}
    winner = s if tricks[s] >= 7 else 1 - s
    over = tricks[winner] - 6
    return (Entry(winner, 500 * over, Reason.ALL_PASS_PLAY,
                  detail=Msg("vint.detail.tricks", n=tricks[winner])),)


def x_premium(count: int, rules: Rules) -> int:
    """V9: what the rubber's winner writes for its X signs."""
    if rules.all_pass is AllPassRule.REVOLVING:
        return sum(500 if i % 2 == 0 else 1000 for i in range(count))
    return 500 * count


def score_misdeal(event: Misdeal, seating: Seating) -> tuple[Entry, ...]:
    """V10: the dealer held 14 cards; the other side writes 20."""
    assert event.player is not None  # the fold named him (sheet._dealt)
    return (Entry(1 - seating.side_of(event.player), 20, Reason.MISDEAL,
                  detail=Msg("vint.detail.misdeal", player=event.player)),)


def score_adjustment(event: Adjustment, seating: Seating) -> tuple[Entry, ...]:
    """V10: a free entry, shown as such."""
    raise_all(adjustment_values(event))
    if event.amount == 0:
        return ()
    return (Entry(seating.side_of(event.player), event.amount, Reason.ADJUSTMENT,
                  below=event.below, detail=event.reason),)


def adjustment_values(event: Adjustment) -> list[RuleViolation]:
    """V10: an adjustment's amount, within what a sheet holds."""
    return events.adjustment_values(event, "V10")


def event_values(event: object, rules: Rules | None) -> list[RuleViolation]:
    """What an event's numbers must be whoever plays it and whatever the rubber, for `vint
    check` (the problems of its names and its place in the evening are the replay's)."""
    if isinstance(event, Deal):
        return deal_values(event, rules)
    if isinstance(event, AllPass):
        return pass_values(event, rules)
    if isinstance(event, Adjustment):
        return adjustment_values(event)
    return []
