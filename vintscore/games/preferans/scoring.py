"""Preferans: the conventions (P9) and what one deal writes (P1–P8).

Pure functions of (deal, the players in the deal, rules). The pulya (pulya.py) applies
what they write: pool entries with help (P11), the all-pass series (P7), settlement (P10).
Amounts are Fractions: a rule that halves an odd number gives a half.
"""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from ...errors import AmbiguousName, NotationError, RuleViolation, raise_all
from ...glossary import Msg
from ...names import resolve_player
from ...value import value
from .model import PrefDeal, PrefManual, PrefPass, PrefRules

# P3: the defenders' obligation, by level.
OBLIGATION = {6: 4, 7: 2, 8: 1, 9: 1, 10: 1}
MOUNTAIN = 10  # Rg: vists per mountain point at settlement (P10)


@value
class Writes:
    """What one deal writes: pool and mountain points per player, vists (writer, on)."""

    pool: tuple[tuple[str, Fraction], ...] = ()
    mountain: tuple[tuple[str, Fraction], ...] = ()
    vists: tuple[tuple[str, str, Fraction], ...] = ()


def player(text: str, players: tuple[str, ...], key: str) -> str:
    """The player `text` names among `players`, or RuleViolation (P1: not in this deal)."""
    try:
        return resolve_player(text, players)
    except NotationError as e:
        raise RuleViolation(e.msg, rule="P1", key=key, hint=e.hint_msg) from None


def other_player(text: str, one: str, others: tuple[str, ...], key: str, why: str) -> str:
    """A player among `others`; naming `one` himself is refused with the message `why`
    (the declarer cannot whist; a player writes no vists on himself)."""
    try:
        return resolve_player(text, others)
    except NotationError as e:
        try:
            resolve_player(text, (one, *others))
        except NotationError as among_all:
            # 'D' for Dan who declares, Dima or Dora: the truth is that it could be any of them
            wrong = among_all if isinstance(among_all, AmbiguousName) else e
            raise RuleViolation(wrong.msg, rule="P1", key=key, hint=wrong.hint_msg) from None
        raise RuleViolation(Msg(why, player=one), rule="P1", key=key,
                            hint=Msg(why + ".hint", players=", ".join(others))) from None


MAX_MANUAL = 10**6  # a pool, mountain or vists written by hand beyond this is a typo


def check_manual(event: PrefManual) -> None:
    """P1: an entry by hand is written as given, within what a pulya can hold."""
    raise_all(manual_values(event))


def manual_values(event: PrefManual) -> list[RuleViolation]:
    """P1: the amounts of an entry by hand, each within what a pulya can hold."""
    amounts = (("pool", event.pool), ("mountain", event.mountain),
               *(("vists_on", n) for _, n in event.vists_on))
    return [RuleViolation(Msg("preferans.manual.too_big", amount=amount), rule="P1", key=key,
                          hint=Msg("preferans.manual.too_big.hint", most=MAX_MANUAL))
            for key, amount in amounts if abs(amount) > MAX_MANUAL]


def deal_values(deal: PrefDeal) -> list[RuleViolation]:
    """P1: a deal's level and the declarer's tricks, whoever plays it (for `vint check`)."""
    found = []
    c = deal.contract
    if not c.misere and not 6 <= c.level <= 10:
        found.append(RuleViolation(Msg("preferans.level", level=c.level), rule="P1", key="contract",
                                   hint=Msg("preferans.level.hint")))
    if deal.tricks is not None and not 0 <= deal.tricks <= 10:
        found.append(RuleViolation(Msg("preferans.tricks", got=deal.tricks), rule="P1", key="tricks",
                                   hint=Msg("preferans.tricks.hint")))
    return found


def event_values(event: object) -> list[RuleViolation]:
    """What an event's numbers must be, whoever plays it (for `vint check`)."""
    if isinstance(event, PrefDeal):
        return deal_values(event)
    if isinstance(event, PrefPass):
        return pass_values(event)
    if isinstance(event, PrefManual):
        return manual_values(event)
    return []


def _named(text: str, players: tuple[str, ...], key: str,
           found: list[RuleViolation]) -> str | None:
    try:
        return player(text, players, key)
    except RuleViolation as e:
        found.append(e)
        return None


def check_deal(deal: PrefDeal, active: tuple[str, ...], rules: PrefRules) -> PrefDeal:
    """The deal with its names resolved, or RuleViolation naming the rule it breaks (P1).

    The level, the declarer, each defender named and the tricks' range are checked alike,
    and the first problem is raised with the others (RuleViolation.others) for `vint
    check`; how the deal was played is checked once they are right.
    """
    deal = _named_deal(deal, active)
    named = [p for p, _ in deal.whists] + [p for p, _ in deal.passes] + (
        [deal.half] if deal.half else [])
    if len(set(named)) != len(named):
        raise RuleViolation(Msg("preferans.twice"), rule="P1", key="whist",
                            hint=Msg("preferans.each_defender.hint"))
    if deal.without_three:
        return _without_three(deal, named)
    c = deal.contract
    if (c.misere or deal.whists) and deal.tricks is None:  # played (P4: not when passed)
        raise RuleViolation(Msg("preferans.tricks.missing"), rule="P1", key="tricks",
                            hint=Msg("preferans.tricks.missing.hint"))
    counted = [(p, t) for p, t in deal.passes if t is not None]  # a passer's tricks, if said
    if c.misere:
        return _misere(deal, counted)
    defenders = tuple(p for p in active if p != deal.declarer)
    if set(named) != set(defenders):
        raise RuleViolation(Msg("preferans.each_defender", defenders=", ".join(defenders)), rule="P1",
                            key="whist", hint=Msg("preferans.each_defender.hint"))
    if deal.half is not None:
        return _half_whist(deal, active, counted)
    if not deal.whists:
        _not_played(deal, counted, "preferans.passed.tricks")
        return deal
    if len(deal.whists) == 2:
        return _two_whisters(deal)
    return _one_whister(deal, counted)


def _named_deal(deal: PrefDeal, active: tuple[str, ...]) -> PrefDeal:
    """The deal's names resolved among the players of the deal (P1): the declarer, then
    each defender named; every problem of them and of the numbers raised at once."""
    values = deal_values(deal)
    found = [p for p in values if p.key == "contract"]
    tricks = [p for p in values if p.key == "tricks"]  # said after the names, as they are read
    declarer = _named(deal.declarer, active, "declarer", found)
    if declarer is None:  # nor can his defenders be told
        raise_all(found + tricks)
    assert declarer is not None  # else raised above
    defenders = tuple(p for p in active if p != declarer)

    def defender(text: str, key: str) -> str:
        try:
            return other_player(text, declarer, defenders, key, "preferans.declarer_defends")
        except RuleViolation as e:
            found.append(e)
            return text

    whists = tuple((defender(p, "whist"), t) for p, t in deal.whists)
    passes = tuple((defender(p, "pass"), t) for p, t in deal.passes)
    half = defender(deal.half, "half") if deal.half is not None else None
    raise_all(found + tricks)
    return replace(deal, declarer=declarer, whists=whists, passes=passes, half=half)


def _without_three(deal: PrefDeal, named: list[str]) -> PrefDeal:
    """P6: a contract given up without three: no misère, no whists, no tricks."""
    if deal.contract.misere:  # P6 gives up a contract's three tricks; a misère has none
        raise RuleViolation(Msg("preferans.without_three.misere"), rule="P6", key="without_three",
                            hint=Msg("preferans.without_three.hint"))
    if named or deal.tricks is not None:
        raise RuleViolation(Msg("preferans.without_three.alone"), rule="P6", key="tricks",
                            hint=Msg("preferans.without_three.hint"))
    return deal


def _misere(deal: PrefDeal, counted: list[tuple[str, int]]) -> PrefDeal:
    """P8: a misère is not whisted, and only the declarer's tricks are scored."""
    if deal.whists or deal.half:
        raise RuleViolation(Msg("preferans.misere.whists"), rule="P1", key="whist",
                            hint=Msg("preferans.misere.hint"))
    if counted:  # the rest would be ignored
        raise RuleViolation(Msg("preferans.misere.counts", player=counted[0][0],
                                tricks=counted[0][1]), rule="P8",
                            key="pass", hint=Msg("preferans.misere.hint"))
    return deal


def _half_whist(deal: PrefDeal, active: tuple[str, ...],
                counted: list[tuple[str, int]]) -> PrefDeal:
    """P4: half-whist only on 6 and 7, said by the second to speak after the first passed;
    the deal is not played."""
    first = _first_to_speak(deal.declarer, active)
    if deal.contract.level > 7 or not deal.passes or deal.passes[0][0] != first:
        raise RuleViolation(Msg("preferans.half", level=deal.contract.level, first=first), rule="P4",
                            key="half", hint=Msg("preferans.half.hint"))
    _not_played(deal, counted, "preferans.half.tricks")
    return deal


def _two_whisters(deal: PrefDeal) -> PrefDeal:
    """P1: both whisted: each says his tricks, and the three counts make 10."""
    if any(t is None for _, t in deal.whists):
        raise RuleViolation(Msg("preferans.two_whisters.tricks"), rule="P1", key="whist",
                            hint=Msg("preferans.two_whisters.hint"))
    assert deal.tricks is not None  # played: checked by check_deal
    given = [t for _, t in deal.whists + deal.passes if t is not None]
    if deal.tricks + sum(given) != 10:
        raise RuleViolation(Msg("preferans.sum", declarer=deal.tricks,
                                defenders=" + ".join(map(str, given))), rule="P1",
                            key="tricks", hint=Msg("preferans.sum.hint"))
    return deal


def _one_whister(deal: PrefDeal, counted: list[tuple[str, int]]) -> PrefDeal:
    """One whister (P5 2): the defenders' 10 − tD tricks are all the whister's, whose vists
    are written on them; a count said for him must be those (P1: the counts make 10), and
    the passer has none of his own."""
    assert deal.tricks is not None  # played: checked by check_deal
    (whister, said), defence = deal.whists[0], 10 - deal.tricks
    if said is not None and said != defence:
        raise RuleViolation(Msg("preferans.one_whister.sum", declarer=deal.tricks, whister=said),
                            rule="P1", key="whist",
                            hint=Msg("preferans.one_whister.hint", player=whister, defence=defence))
    if any(t for _, t in counted):
        passer, t = counted[0]
        raise RuleViolation(Msg("preferans.passer.tricks", player=passer, tricks=t), rule="P5",
                            key="pass", hint=Msg("preferans.passer.tricks.hint", player=passer))
    return deal


def _not_played(deal: PrefDeal, counted: list[tuple[str, int]], message: str) -> None:
    """P4: both passed, or a half-whist: the deal is not played, so it has no tricks; a
    count said for it would be kept and never scored."""
    if deal.tricks is not None:
        raise RuleViolation(Msg(message, tricks=deal.tricks), rule="P4", key="tricks",
                            hint=Msg(message + ".hint"))
    if counted:
        player, tricks = counted[0]
        raise RuleViolation(Msg(message, tricks=f"{player}={tricks}"), rule="P4", key="pass",
                            hint=Msg(message + ".hint"))


def _first_to_speak(declarer: str, active: tuple[str, ...]) -> str:
    """The defender who speaks first: the next at the table after the declarer, clockwise."""
    i = active.index(declarer)
    return active[(i + 1) % len(active)]


def score_deal(deal: PrefDeal, active: tuple[str, ...], dealer: str | None,
               rules: PrefRules) -> Writes:
    """P4–P8: what a checked deal writes. `dealer` sits out at a table of four."""
    c, d = deal.contract, deal.declarer
    v = Fraction(c.value)
    if deal.without_three:  # P6: only the mountain, for three tricks short
        return Writes(mountain=((d, rules.mountain_factor * v * 3),))
    if c.misere:  # P8
        assert deal.tricks is not None  # check_deal: a misère is played, its tricks given
        if deal.tricks == 0:
            return Writes(pool=((d, Fraction(10)),))
        return Writes(mountain=((d, Fraction(rules.misere_penalty * deal.tricks)),))
    obligation = 0 if (rules.ten_checked and c.level == 10) else OBLIGATION[c.level]
    if not deal.whists and deal.half is None:  # P4: both passed
        return Writes(pool=((d, v),))
    if deal.half is not None:  # P4: half-whist, no play
        return Writes(pool=((d, v),),
                      vists=((deal.half, d, rules.vist_factor * v * obligation / 2),))
    assert deal.tricks is not None  # check_deal: a deal with a whister is played
    down = max(0, c.level - deal.tricks)
    pool = [(d, v)] if down == 0 else []
    mountain = [] if down == 0 else [(d, rules.mountain_factor * v * down)]
    vists = _whists(deal, v, down, rules)
    if down:  # P5 3: consolation for each undertrick
        vists += _consolation(d, active, dealer, v, down, rules)
    mountain += _shortfall(deal, v, obligation, rules)
    return Writes(tuple(pool), tuple(mountain), tuple(v for v in vists if v[2]))


def _whists(deal: PrefDeal, v: Fraction, down: int,
            rules: PrefRules) -> list[tuple[str, str, Fraction]]:
    """P5 1–2: the whisters' vists on the declarer, for the defenders' tricks."""
    d, kV = deal.declarer, rules.vist_factor
    assert deal.tricks is not None  # played
    if len(deal.whists) == 2:
        vists = []
        for p, t in deal.whists:
            assert t is not None  # check_deal: two whisters each give their tricks
            vists.append((p, d, kV * v * t))
        return vists
    whister, passer = deal.whists[0][0], deal.passes[0][0]
    all_of_it = kV * v * (10 - deal.tricks)
    if rules.one_whister == "greedy" or down == 0:
        return [(whister, d, all_of_it)]
    return [(whister, d, all_of_it / 2), (passer, d, all_of_it / 2)]  # gentleman, failed


def _consolation(declarer: str, active: tuple[str, ...], dealer: str | None, v: Fraction,
                 down: int, rules: PrefRules) -> list[tuple[str, str, Fraction]]:
    """P5 3: each other player writes vists on the declarer for each undertrick (the
    dealer sitting out too, where the convention says so)."""
    per = (Fraction(rules.consolation_fixed) if rules.consolation_fixed
           else rules.consolation_factor * v)
    consolers = [p for p in active if p != declarer]
    if dealer is not None and rules.consolation_to_dealer:
        consolers.append(dealer)
    return [(p, declarer, per * down) for p in consolers]


def _shortfall(deal: PrefDeal, v: Fraction, obligation: int,
               rules: PrefRules) -> list[tuple[str, Fraction]]:
    """P5 4: the whisters' shortfall, when the defenders took fewer than the obligation."""
    assert deal.tricks is not None  # played
    defenders_tricks = 10 - deal.tricks
    if defenders_tricks >= obligation:
        return []
    pen = v / 2 if rules.shortfall_halved else v
    short = obligation - defenders_tricks
    whists = deal.whists
    if len(whists) == 1:
        return [(whists[0][0], pen * short)]
    if obligation < 2:  # on 8–10 the second to say whist pays
        return [(whists[1][0], pen * short)]
    quota = Fraction(obligation, 2)  # on 6 and 7 each answers for half
    (a, ta), (b, tb) = whists
    assert ta is not None and tb is not None  # check_deal: two whisters, their tricks
    mountain = []
    for p, mine, theirs in ((a, ta, tb), (b, tb, ta)):
        owed = max(Fraction(0), quota - mine) - max(Fraction(0), theirs - quota)
        if owed > 0:
            mountain.append((p, pen * owed))
    return mountain


def check_pass(event: PrefPass, active: tuple[str, ...]) -> PrefPass:
    """P1, P7: an all-pass with the tricks of each player in the deal, summing to 10."""
    found: list[RuleViolation] = []
    tricks = tuple((_named(p, active, "tricks", found) or p, t) for p, t in event.tricks)
    names = [p for p, _ in tricks]
    if not found and (sorted(names) != sorted(active) or len(set(names)) != len(names)):
        found.append(RuleViolation(Msg("preferans.pass.players", players=", ".join(active)),
                                   rule="P1", key="tricks", hint=Msg("preferans.pass.hint")))
    checked = replace(event, tricks=tricks)
    raise_all(found + pass_values(checked))
    return checked


def pass_values(event: PrefPass) -> list[RuleViolation]:
    """P1: an all-pass's tricks, 0 to 10 each, adding up to 10."""
    tricks = event.tricks
    if any(not 0 <= t <= 10 for _, t in tricks) or sum(t for _, t in tricks) != 10:
        return [RuleViolation(Msg("preferans.pass.sum", tricks=", ".join(f"{p} {t}" for p, t in tricks)),
                              rule="P1", key="tricks", hint=Msg("preferans.pass.hint"))]
    return []


def pass_step(series: int, rules: PrefRules) -> Fraction:
    """P7: the step of the `series`-th all-pass in a row (1, 2, 3, 3…; geometric 1, 2, 4, 4…)."""
    k = min(series, 3)
    factor = (1, 2, 4)[k - 1] if rules.geometric else k
    return Fraction(rules.all_pass_start * factor)


def score_pass(event: PrefPass, series: int, rules: PrefRules) -> Writes:
    """P7: an all-pass deal, the `series`-th in a row."""
    tricks = dict(event.tricks)
    fewest = min(tricks.values())
    if rules.all_pass == "vists":  # Rostov
        low = [p for p, t in event.tricks if t == fewest]
        vists = []
        for writer in low:
            for other, t in event.tricks:
                if other not in low:
                    vists.append((writer, other, Fraction(rules.all_pass_vists * t, len(low))))
        pool = tuple((p, Fraction(1)) for p, t in event.tricks if t == 0)
        return Writes(pool=pool, vists=tuple(vists))
    s = pass_step(series, rules)
    charged = {p: t - fewest if rules.raspasy_amnesty else t for p, t in tricks.items()}
    mountain = tuple((p, s * charged[p]) for p, _ in event.tricks if charged[p])
    to_pool = s / 2 if rules.all_pass_pool_halved else s
    pool = tuple((p, to_pool) for p, t in event.tricks if t == 0)
    return Writes(pool=pool, mountain=mountain)

