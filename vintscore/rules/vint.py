"""Vint: checking and scoring one event (RULES.md V2–V10).

Pure functions of (event, seating, the current game's below-the-line counts, rules).
Games, rubbers and X premiums are the replay's business (`sheet.py`, V8–V9); this
module writes what one deal, all-pass, misdeal or adjustment puts in each column.
"""
from __future__ import annotations

from dataclasses import replace

from ..errors import NotationError, RuleViolation
from ..model import (Adjustment, AllPass, AllPassRule, Contract, Coronet, CoronetKind, Deal,
                     Entry, Misdeal, Reason, Rules, Seating, Strain, TricksCounted)
from ..notation import describe_coronet, format_contract, format_coronet, resolve_player

HONOURS_IN_SUIT = 5  # A K Q J 10 of trumps (V5)
ACES = 4
TRICKS = 13


def _player(text: str, seating: Seating, key: str) -> str:
    try:
        return resolve_player(text, seating.players)
    except NotationError as e:  # V2: an unknown player, or one not at the table
        raise RuleViolation(e.message, rule="V2", key=key, hint=e.hint) from None


def check_deal(deal: Deal, seating: Seating, rules: Rules) -> Deal:
    """The deal with its names resolved, or RuleViolation naming the rule it breaks (V2)."""
    c = deal.contract
    if not 1 <= c.level <= 7:
        raise RuleViolation(f"levels are 1 to 7, got {c.level}", rule="V1", key="contract",
                            hint="a contract is 1 to 7 tricks over six, e.g. 3H")
    if c.level < rules.min_level:
        raise RuleViolation(
            f"the lowest contract in {rules.preset} is {rules.min_level}, got {format_contract(c)}",
            rule="V2", key="contract", hint=f"contracts start at level {rules.min_level} here")
    declarer = _player(deal.declarer, seating, "declarer")
    if not 0 <= deal.tricks <= TRICKS:
        raise RuleViolation(f"tricks must be 0 to 13, got {deal.tricks}", rule="V2", key="tricks",
                            hint="give the tricks the declaring side took, 0 to 13")
    if deal.tricks < rules.discard_tricks:
        raise RuleViolation(
            f"the declarers' tricks include the {rules.discard_tricks} tricks of the discards, "
            f"so they are at least {rules.discard_tricks}, got {deal.tricks}",
            rule="V13", key="tricks", hint="count the discard tricks in the declarers' tricks")
    d = seating.side_of(declarer)
    side_name = seating.name(d)
    if c.strain.is_suit:
        if deal.honours is None:
            raise RuleViolation(
                f"honours missing: how many trump honours (A K Q J 10 of {c.strain.value}) "
                f"did {side_name} hold?", rule="V2", key="honours",
                hint="add --honours H (0 to 5); honours are part of every suit deal")
        if not 0 <= deal.honours <= HONOURS_IN_SUIT:
            raise RuleViolation(f"honours must be 0 to 5, got {deal.honours}", rule="V2", key="honours",
                                hint="the trump A K Q J 10 held by the declaring side: 0 to 5")
    elif deal.honours is not None:
        raise RuleViolation(
            f"honours are not counted at no-trump, got {deal.honours}: only the aces count",
            rule="V2", key="honours", hint="leave out --honours for a no-trump deal")
    if deal.aces is None:
        raise RuleViolation(f"aces missing: how many aces did {side_name} hold?", rule="V2",
                            key="aces", hint="add --aces A (0 to 4); aces are part of every deal")
    if not 0 <= deal.aces <= ACES:
        raise RuleViolation(f"aces must be 0 to 4, got {deal.aces}", rule="V2", key="aces",
                            hint="the aces held by the declaring side: 0 to 4")
    if c.strain.is_suit and (deal.honours, deal.aces) in ((HONOURS_IN_SUIT, 0), (0, ACES)):
        holder = side_name if deal.honours == HONOURS_IN_SUIT else seating.name(1 - d)
        raise RuleViolation(
            f"{holder} cannot hold all five honours without an ace: the ace of trumps is both",
            rule="V2", key="aces")
    coronets = tuple(k if k.holder in seating.players
                     else replace(k, holder=_player(k.holder, seating, "coronets"))
                     for k in deal.coronets)
    _check_coronets(coronets, c, seating, d, deal.honours, deal.aces)
    if len(deal.revokes) > TRICKS:  # V10: a revoke is made in a trick, and there are 13
        raise RuleViolation(f"{len(deal.revokes)} revokes in one deal: there are 13 tricks",
                            rule="V10", key="revokes", hint="name the revoking side once per revoke")
    revokes = tuple(_player(p, seating, "revokes") for p in deal.revokes)
    first = _player(deal.first, seating, "first") if deal.first is not None else None
    if (declarer, coronets, revokes, first) == (deal.declarer, deal.coronets, deal.revokes,
                                                deal.first):
        return deal  # the names are written as the table knows them already
    return replace(deal, declarer=declarer, coronets=coronets, revokes=revokes, first=first)


def _check_coronets(coronets: tuple[Coronet, ...], contract: Contract, seating: Seating,
                    declaring: int, honours: int | None, aces: int) -> None:
    """V2: coronets must fit the cards: one ace per suit, 13 cards a hand, the honours held."""
    side_aces = {declaring: aces, 1 - declaring: ACES - aces}
    side_honours = ({declaring: honours, 1 - declaring: HONOURS_IN_SUIT - honours}
                    if honours is not None else None)
    suits_seen: set[Strain] = set()
    hands: dict[str, list[Coronet]] = {}
    for k in coronets:
        shown = format_coronet(k)
        if k.kind is CoronetKind.SEQUENCE:
            if not 3 <= k.length <= 13:
                raise RuleViolation(f"a sequence coronet has 3 to 13 cards from the ace, got {shown!r}",
                                    rule="V2", key="coronets")
            if k.suit in suits_seen:
                raise RuleViolation(
                    f"two sequences in {k.suit.value}: there is one ace per suit ({shown!r})",
                    rule="V2", key="coronets")
            suits_seen.add(k.suit)
            if k.suit == contract.strain and side_honours is not None:
                side = seating.side_of(k.holder)
                needed = min(k.length, HONOURS_IN_SUIT)
                if side_honours[side] < needed:
                    raise RuleViolation(
                        f"{shown!r} holds {needed} trump honours but {seating.name(side)} "
                        f"held {side_honours[side]}", rule="V2", key="coronets")
        elif k.length not in (3, 4):
            raise RuleViolation(f"an aces coronet is 3 or 4 aces, got {shown!r}", rule="V2",
                                key="coronets")
        hands.setdefault(k.holder, []).append(k)
    need_aces = {0: 0, 1: 0}
    for holder, held in hands.items():
        aces_coronets = [k for k in held if k.kind is CoronetKind.ACES]
        if len(aces_coronets) > 1:
            raise RuleViolation(f"{holder} has two aces coronets: one hand holds at most four aces",
                                rule="V2", key="coronets")
        sequences = [k for k in held if k.kind is CoronetKind.SEQUENCE]
        hand_aces = max(len(sequences), aces_coronets[0].length if aces_coronets else 0)
        need_aces[seating.side_of(holder)] += hand_aces
        cards = sum(k.length for k in sequences) + max(0, hand_aces - len(sequences))
        if cards > TRICKS:
            raise RuleViolation(f"{holder}'s coronets need {cards} cards, more than a hand's 13",
                                rule="V2", key="coronets")
    for side, needed in need_aces.items():
        if needed > side_aces[side]:
            raise RuleViolation(
                f"the coronets of {seating.name(side)} need {needed} aces but the side "
                f"held {side_aces[side]}", rule="V2", key="coronets")


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


def score_deal(deal: Deal, seating: Seating, rules: Rules) -> tuple[Entry, ...]:
    """What a checked deal writes for each side (V3–V7, V10).

    Below-the-line amounts are as the tricks make them; the V10 cap of a revoking side
    depends on each column's count in the game, so the sheet applies it (sheet.py).
    """
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
            entries.append(Entry(s, amount, Reason.TRICKS, below=True))

    need = c.tricks_needed
    made = taken[d] >= need
    if not made:  # V4
        down = need - taken[d]
        entries.append(Entry(o, down * trick_penalty, Reason.UNDERTRICKS, detail=f"{down} down"))
    if rules.exact_contract and played[d] > need:
        # V13 nut, V10: overtricks are counted on the tricks taken in play
        over = played[d] - need
        entries.append(Entry(o, over * trick_penalty, Reason.OVERTRICKS, detail=f"{over} over"))
    for s in (d, o):  # V10: each trick a revoking side could not give costs it an undertrick
        if short[s]:
            entries.append(Entry(1 - s, short[s] * trick_penalty, Reason.REVOKE,
                                 detail=f"{short[s]} trick{'s' if short[s] > 1 else ''} short"))

    for s in (d, o):  # V7: 12 or 13 tricks, bid or not, either side
        if taken[s] >= 12:
            entries.append(Entry(s, 1000 if taken[s] == 12 else 2000, Reason.SLAM,
                                 detail="small" if taken[s] == 12 else "grand"))
    if level >= 6:  # V7: a bid slam's premium; V13 double-entry: premiums stay single
        premium = 5000 if level == 6 else 10000
        kind = "small" if level == 6 else "grand"
        if made:
            entries.append(Entry(d, premium, Reason.BID_SLAM, detail=kind))
        else:
            entries.append(Entry(o, premium, Reason.FAILED_SLAM, detail=kind))

    entries.extend(_honours(deal, d, taken))
    for k in deal.coronets:
        entries.append(_coronet(k, c, seating.side_of(k.holder), d, made, rules))
    return tuple(entries)


def _honours(deal: Deal, d: int, taken: dict[int, int]) -> tuple[Entry, ...]:
    """V5: honours and aces to the majority, 2–2 aces to the odd trick, netted."""
    c = deal.contract
    o = 1 - d
    honour_value = 100 * c.level
    ace_value = (250 if c.strain is Strain.NO_TRUMP else 100) * c.level
    score = {d: 0, o: 0}
    parts = {d: [], o: []}
    if c.strain.is_suit:
        held = {d: deal.honours, o: HONOURS_IN_SUIT - deal.honours}
        s = d if held[d] >= 3 else o
        score[s] += held[s] * honour_value
        parts[s].append(f"{held[s]} honours")
    aces = {d: deal.aces, o: ACES - deal.aces}
    if aces[d] != aces[o]:
        s = d if aces[d] > aces[o] else o
        score[s] += aces[s] * ace_value
        parts[s].append(f"{aces[s]} aces")
    else:  # 2–2: the side with the odd trick (7 or more, after any revoke) scores two
        s = d if taken[d] >= 7 else o
        score[s] += 2 * ace_value
        parts[s].append("2 aces, odd trick")
    net = score[d] - score[o]
    if net == 0:
        return ()
    s = d if net > 0 else o
    detail = " + ".join(parts[s])
    if parts[1 - s]:
        detail += " − " + " + ".join(parts[1 - s])
    return (Entry(s, abs(net), Reason.HONOURS, detail=detail),)


def _coronet(k: Coronet, contract: Contract, side: int, declaring: int, made: bool,
             rules: Rules) -> Entry:
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
    return Entry(side, value, Reason.CORONET, detail=describe_coronet(k))


def check_pass(event: AllPass, seating: Seating, rules: Rules) -> AllPass:
    """V9: an all-pass; with the option "play", the tricks one side took."""
    if rules.all_pass is AllPassRule.PLAY:
        if event.player is None or event.tricks is None:
            raise RuleViolation(
                "this session plays the all-pass hands: say which side took how many tricks",
                rule="V9", key="tricks", hint="vint pass PLAYER TRICKS, e.g. vint pass Anna 8")
        if not 0 <= event.tricks <= TRICKS:
            raise RuleViolation(f"tricks must be 0 to 13, got {event.tricks}", rule="V9", key="tricks")
        return replace(event, player=_player(event.player, seating, "player"))
    if event.player is not None or event.tricks is not None:
        raise RuleViolation(
            "in this session an all-pass is not played, so it has no tricks (all_pass = "
            f"{rules.all_pass.value!r})", rule="V9", key="tricks", hint="vint pass")
    return event


def score_pass(event: AllPass, seating: Seating, rules: Rules) -> tuple[Entry, ...]:
    """V9 "play": a side with 7 or more tricks writes 500 a trick over six; else nothing here."""
    if rules.all_pass is not AllPassRule.PLAY:
        return ()
    s = seating.side_of(event.player)
    tricks = {s: event.tricks, 1 - s: TRICKS - event.tricks}
    winner = s if tricks[s] >= 7 else 1 - s
    over = tricks[winner] - 6
    return (Entry(winner, 500 * over, Reason.ALL_PASS_PLAY, detail=f"{tricks[winner]} tricks"),)


def x_premium(count: int, rules: Rules) -> int:
    """V9: what the rubber's winner writes for its X signs."""
    if rules.all_pass is AllPassRule.REVOLVING:
        return sum(500 if i % 2 == 0 else 1000 for i in range(count))
    return 500 * count


def score_misdeal(event: Misdeal, seating: Seating) -> tuple[Entry, ...]:
    """V10: the dealer held 14 cards; the other side writes 20."""
    return (Entry(1 - seating.side_of(event.player), 20, Reason.MISDEAL,
                  detail=f"{event.player} held 14 cards"),)


MAX_ADJUSTMENT = 10**9  # points: beyond anything a sheet holds, so a typo


def score_adjustment(event: Adjustment, seating: Seating) -> tuple[Entry, ...]:
    """V10: a free entry, shown as such."""
    if abs(event.amount) > MAX_ADJUSTMENT:
        raise RuleViolation(f"an adjustment of {event.amount} points is beyond any sheet",
                            rule="V10", key="amount",
                            hint=f"at most {MAX_ADJUSTMENT} points either way")
    if event.amount == 0:
        return ()
    return (Entry(seating.side_of(event.player), event.amount, Reason.ADJUSTMENT,
                  below=event.below, detail=event.reason),)
