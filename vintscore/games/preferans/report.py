"""Plain words and JSON for a Preferans pulya (no rich, no I/O): report.py's counterpart.

Amounts are exact Fractions (vintscore/rules/preferans.en.md: a rule that halves an odd number gives a
half; the settlement has thirds and quarters): shown as '2½'-free plain text ('2.5',
'10 1/3'), and in JSON as a number plus, when it is not whole, the exact fraction.
"""
from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from ...display import json_head, with_note
from ...glossary import Msg, say
from ...money import decimal_text, money_json
from ...payments import payments_keys
from ...session import Session
from .model import PrefDeal, PrefManual, PrefPass, PrefRules
from .notation import shown_pref_contract

if TYPE_CHECKING:
    from .pulya import Line, PrefRecord, PrefSettlement, Pulya

PULYA_FORMAT = "vintscore-pulya"
SETTLEMENT_FORMAT = "vintscore-settlement"
LOG_FORMAT = "vintscore-log"


MARKS = {"help": "*", "surplus": "‡", "manual": "†"}  # beside a total, with a note (P11, P1)
RUNNING_SHOWN = 12  # running totals a cell shows; earlier ones are summed up as '…'


def running_text(lines: tuple[Line, ...], lang: str = "en") -> str:
    """The running totals of a pool or mountain, as the paper writes them: '2 · 6 · 10'.

    A total reached with help given by another player (P11) is marked '*'; one written
    by hand (P1) '†'.
    """
    if not lines:
        return "—"
    total = Fraction(0)
    shown = []
    for line in lines:
        total += line.amount
        mark = MARKS.get(line.why, "")
        shown.append(amount_text(total, lang) + mark)
    if len(shown) > RUNNING_SHOWN:
        shown = ["…"] + shown[-RUNNING_SHOWN:]
    return " · ".join(shown)


def next_deal(pulya: Pulya) -> Msg:
    """Who deals next, and the all-pass step in force (P7; Rostov has no series)."""
    if pulya.rules.all_pass == "vists":
        return Msg("preferans.render.next.no_series", dealer=pulya.next_dealer)
    return Msg("preferans.render.next", dealer=pulya.next_dealer, step=amount_text(pulya.next_step),
               series=pulya.series)


def amount_text(amount: Fraction, lang: str = "en") -> str:
    """12, -3, 2.5, 10 1/3, -2 2/3: whole and halves as decimals, else a mixed fraction;
    in Russian with the decimal comma and the minus sign («2,5», «−3»)."""
    if amount.denominator == 1:
        return decimal_text(str(amount.numerator), lang)
    if amount.denominator == 2:
        return decimal_text(f"{float(amount):g}", lang)
    sign = "-" if amount < 0 else ""
    whole, part = divmod(abs(amount.numerator), amount.denominator)
    fraction = f"{part}/{amount.denominator}"
    return decimal_text(f"{sign}{whole} {fraction}" if whole else f"{sign}{fraction}", lang)


def signed_amount(amount: Fraction, lang: str = "en") -> str:
    text = amount_text(amount, lang)
    return f"+{text}" if amount > 0 else text


def amount_json(amount: Fraction) -> int | float:
    """A number for JSON: an int when whole, else the nearest float (exact beside it)."""
    return amount.numerator if amount.denominator == 1 else float(amount)


def exact_json(amount: Fraction) -> str:
    """The exact value as a string: '12', '-10/3'."""
    return str(amount)


def rules_text(rules: PrefRules, lang: str = "en") -> str:
    """'sochi, pool 20' or 'sochi, pool 20, modified: geometric=true' (P9)."""
    from .presets import modifications
    convention = say(Msg(f"preferans.render.convention.{rules.convention}"), lang)
    head = say(Msg("preferans.render.rules", convention=convention, target=rules.pool_target), lang)
    changed = modifications(rules)
    if not changed:
        return head
    shown = ", ".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in changed)
    return say(Msg("preferans.render.rules.modified", rules=head, changes=shown), lang)


def _named(pairs, lang: str) -> str:
    return ", ".join(p if n is None else f"{p} {n}" for p, n in pairs)


def describe_event(event, lang: str = "en") -> str:
    """One line for the log: what the scorekeeper entered (P1)."""
    if isinstance(event, PrefDeal):
        contract: Msg | str = shown_pref_contract(event.contract)
        if event.contract.misere:
            contract = say(Msg("preferans.render.misere"), lang)
        if event.without_three:
            text = say(Msg("preferans.render.deal.without_three", contract=contract,
                           declarer=event.declarer), lang)
        else:
            head = Msg("preferans.render.deal.head", contract=contract, declarer=event.declarer,
                       tricks=event.tricks) if event.tricks is not None else Msg(
                "preferans.render.deal.head.unplayed", contract=contract, declarer=event.declarer)
            parts = [say(head, lang)]  # P4: both passed, or a half-whist: maybe not played
            parts += [say(Msg("preferans.render.deal.whist" if n is None else "preferans.render.deal.whist.tricks",
                              player=p, tricks=n), lang) for p, n in event.whists]
            parts += [say(Msg("preferans.render.deal.pass" if n is None else "preferans.render.deal.pass.tricks",
                              player=p, tricks=n), lang) for p, n in event.passes]
            if event.half is not None:
                parts.append(say(Msg("preferans.render.deal.half", player=event.half), lang))
            text = "; ".join(parts)
    elif isinstance(event, PrefPass):
        text = say(Msg("preferans.render.pass", tricks=_named(event.tricks, lang)), lang)
    elif isinstance(event, PrefManual):
        parts = []
        if event.pool:
            parts.append(say(Msg("preferans.render.manual.pool", amount=event.pool), lang))
        if event.mountain:
            parts.append(say(Msg("preferans.render.manual.mountain", amount=event.mountain), lang))
        parts += [say(Msg("preferans.render.manual.vists", amount=n, on=on), lang)
                  for on, n in event.vists_on]
        text = say(Msg("preferans.render.manual", player=event.player, parts=", ".join(parts) or "0",
                       reason=event.reason), lang)
    else:  # pragma: no cover
        text = repr(event)
    return with_note(text, event.note, lang)


def describe_record(record: PrefRecord, lang: str = "en") -> str:
    """What an event wrote, in one line: 'Anna: pool +4; Boris: 8 on Anna; …'."""
    if record.event.void:
        return say(Msg("report.void"), lang)
    parts = [say(Msg("preferans.render.wrote.pool", player=p, amount=signed_amount(a, lang)), lang)
             for p, a in record.pool if a]
    parts += [say(Msg("preferans.render.wrote.mountain", player=p, amount=signed_amount(a, lang)), lang)
              for p, a in record.mountain if a]
    vists: dict[tuple[str, str], Fraction] = {}
    for w, on, a in record.vists:  # P5: trick vists and consolation, summed per pair
        vists[(w, on)] = vists.get((w, on), Fraction(0)) + a
    parts += [say(Msg("preferans.render.wrote.vists", writer=w, on=on, amount=amount_text(a, lang)), lang)
              for (w, on), a in vists.items() if a]
    return "; ".join(parts) or say(Msg("report.nothing_written"), lang)


def news(record: PrefRecord, lang: str = "en") -> list[str]:
    """Help given (P11) and the pulya closing, as sentences."""
    return [say(n, lang) for n in record.news]


def listed_news(record: PrefRecord, lang: str = "en") -> list[str]:
    """The same news as items of a «;» list (the log's «записано»): the pulya's closing
    is no sentence there, with a capital and a full stop (review row 61)."""
    return [say(Msg("preferans.closed.listed") if n.key == "preferans.closed" else n, lang)
            for n in record.news]


def pulya_json(pulya: Pulya, session_name: str) -> dict:
    """`vint sheet --json` for Preferans: each player's pool, mountain and vists (P12)."""
    players = {}
    for p in pulya.players:
        players[p] = {
            "pool": amount_json(pulya.pool[p]),
            "pool_entries": [_line_json(line) for line in pulya.pool_lines[p]],
            "mountain": amount_json(pulya.mountain[p]),
            "mountain_entries": [_line_json(line) for line in pulya.mountain_lines[p]],
            "vists": {q: amount_json(pulya.vists[(p, q)]) for q in pulya.players if q != p},
        }
    return {
        **json_head(PULYA_FORMAT, session_name),
        "game": "preferans",
        "convention": pulya.rules.convention,
        "pool_target": pulya.rules.pool_target,
        "players": players,
        "all_pass_series": pulya.series,
        "all_pass_step": amount_json(pulya.next_step),
        "next_dealer": pulya.next_dealer,
        "over": pulya.over,
    }


def _line_json(line) -> dict:
    out = {"event": line.event, "amount": amount_json(line.amount)}
    if line.why:
        out["why"] = line.why
    return out


def settlement_json(settlement: PrefSettlement, session_name: str) -> dict:
    """`vint settle --json` for Preferans (P10): vists per player, exact, summing to zero."""
    return {
        **json_head(SETTLEMENT_FORMAT, session_name),
        "game": "preferans",
        "stake": money_json(settlement.stake),
        "over": settlement.over,
        "players": {p: amount_json(v) for p, v in settlement.exact},
        "exact": {p: exact_json(v) for p, v in settlement.exact},
        "rounded": dict(settlement.rounded),
        "money": {p: money_json(m) for p, m in settlement.money},  # exact (thirds: cents)
        **payments_keys(settlement.cents, settlement.cents_rounded),  # money_cents, payments
    }


def log_json(pulya: Pulya, session: Session, session_name: str) -> dict:
    """`vint log --json` for Preferans: every event with what it wrote."""
    return {
        **json_head(LOG_FORMAT, session_name),
        "game": "preferans",
        "events": [_record_json(r) for r in pulya.records],
    }


def _record_json(r: PrefRecord) -> dict:
    return {"number": r.number, "kind": r.event.kind.value, "void": r.event.void,
            "text": describe_event(r.event), "dealer": r.dealer,
            "pool": {p: amount_json(a) for p, a in r.pool},
            "mountain": {p: amount_json(a) for p, a in r.mountain},
            "vists": [{"writer": w, "on": on, "amount": amount_json(a)} for w, on, a in r.vists],
            "news": [say(n, "en") for n in r.news]}
