"""Bridge's sheet and settlement as JSON (issue 22's script contract; docs/contract.md):
`rubbers` in rubber bridge, `chicagos` in Chicago, each side with its vulnerability and its
part-score toward the game in progress (B10–B12, B20–B24); a chicago's deals with their
number, dealer and who was vulnerable (B20–B22); the settlement with Law 80's premiums
(B14) and each block's total after them (B32); and the words the sheet and the log say of
an entry and an event. Pure: built on rubber/report.py."""
from __future__ import annotations

from typing import Any

from ...display import json_head, minus, signed, with_note
from ...glossary import Msg, say
from ...rubber import report as shared
from ...rubber.events import Adjustment, RulesChange, Seat
from ...rubber.settlement import RubberResult, Settlement, column_results
from ...rubber.sheet import Entry, Record, Rubber
from ...text import safe
from ...value import value
from . import scoring as bridge
from .model import BridgeDeal, BridgeRules, PassOut, Reason
from .notation import describe_honours, reason_named, shown_contract
from .presets import modifications, preset_named
from .sheet import Sheet, chicago, games_won, partscore, vulnerable_now


def blocks_key(rules: BridgeRules) -> str:
    """What the JSON calls its rubbers: `rubbers`, or `chicagos` (B20)."""
    return "chicagos" if chicago(rules) else "rubbers"


def _block_json(sheet: Sheet, rubber: Rubber) -> dict[str, Any]:
    rules = sheet.rules
    vulnerable = vulnerable_now(rubber, rules, sheet.next_dealer)
    sides = []
    for c in rubber.columns:
        below = None
        if chicago(rules):  # B23: one column below the line for the four deals
            below = [{"event": e.event, "amount": e.amount}
                     for e in rubber.entries if e.side == c and e.below]
        sides.append(shared.side_json(
            rubber, c, games=games_won(rubber, c, rules), below=below,
            extra={"vulnerable": vulnerable[c], "partscore": partscore(rubber, c, rules)}))
    extra = {"out": list(rubber.out)}
    block = shared.rubber_json(rubber, sides, extra)
    if chicago(rules):
        block["deals"] = [_deal_json(rec, rubber) for rec in sheet.records
                          if rec.rubber == rubber.number and rec.facts is not None]
    return block


def _deal_json(record: Any, rubber: Rubber) -> dict[str, Any]:
    """A chicago's event: its deal 1–4 (None for a pass-out, B22), its dealer, and the
    players of the sides vulnerable on it (B21)."""
    facts = record.facts
    return {"event": record.number, "deal": facts.deal, "dealer": record.dealer,
            "vulnerable": [p for c in rubber.columns if facts.vulnerable[c]
                           for p in rubber.lineup.columns[c]]}


def sheet_json(sheet: Sheet, session_name: str) -> dict[str, Any]:
    """`vint sheet --json` of a bridge session."""
    return shared.sheet_json(sheet, session_name, blocks_key(sheet.rules),
                             [_block_json(sheet, r) for r in sheet.rubbers])


def settlement_json(settlement: Settlement, rules: BridgeRules,
                    session_name: str) -> dict[str, Any]:
    """`vint settle --json` of a bridge session: players' points with Law 80 included, each
    block's sides with their totals after it, and its premiums listed (B14)."""
    def law80(r: RubberResult) -> dict[str, Any]:
        return {"law80": [{"players": list(r.sides[e.side].players), "amount": e.amount,
                           "reason": e.reason.value} for e in r.closing]}

    return shared.settlement_json(settlement, session_name, blocks_key(rules), law80)


# -- the rules and a rubber's results, as the sheet and the exports say them ---------------------

def rules_named(rules: BridgeRules, lang: str = "en") -> str:
    """'rubber bridge', or 'Chicago, modified: vulnerability=non-dealer'."""
    changed = modifications(rules)
    name = say(preset_named(rules.preset), lang)
    if not changed:
        return name
    shown = ", ".join(f"{k}={v}" for k, v in changed)
    return say(Msg("bridge.render.rules_modified", preset=name, changes=shown), lang)


def results(rubber: Rubber, rules: BridgeRules) -> list[int]:
    """B32: each side's result, the difference exact or rounded to the hundred as the rules
    say (without Law 80's premiums: the settlement adds them, B14)."""
    return column_results(rubber, lambda found: [bridge.rounded_difference(r, rules)
                                                 for r in found])


# -- in words: the sheet's labels, the log (render.py lays them out) ---------------------------

# the amounts whose detail says it all: '2 down, doubled, vulnerable' (B6), '1 overtrick'
# (B3), 'Gleb: four trump honours' (B7), 'part-score on the fourth deal' (B25), Law 80's (B14)
_ALONE = frozenset({Reason.OVERTRICKS, Reason.UNDERTRICKS, Reason.HONOURS, Reason.PARTSCORE,
                    Reason.UNFINISHED_GAME, Reason.UNFINISHED_PARTSCORE})


def _detail(entry: Entry, lang: str) -> str:
    return safe(say(entry.detail, lang)) if entry.detail else ""


def entry_label(entry: Entry, lang: str = "en") -> str:
    """The words beside an amount on the sheet: '2 down, doubled, vulnerable', 'insult
    (doubled)', 'rubber premium (won 2–1)'; none beside the trick points below the line."""
    if entry.below:
        return ""
    reason, detail = Reason(entry.reason), _detail(entry, lang)
    if reason in _ALONE and detail:
        return detail
    named = say(reason_named(reason), lang)
    return say(Msg("bridge.render.label", reason=named, detail=detail), lang) if detail else named


def short_label(entry: Entry, lang: str = "en") -> str:
    """The words beside an amount on a phone: '2 down', '1 overtrick', 'insult', 'honours',
    'part-score', 'rubber'."""
    if entry.below:
        return ""
    reason, detail = Reason(entry.reason), entry.detail
    if reason in (Reason.OVERTRICKS, Reason.UNDERTRICKS) and detail:
        # B3, B6: the count without how it was doubled and vulnerable (the log says it)
        what = (detail.values["what"] if isinstance(detail, Msg)
                and detail.key == "bridge.detail.with" else detail)
        return say(what, lang)
    if reason is Reason.ADJUSTMENT:  # the table's own words stay
        return f"{say(Msg('bridge.render.short.adjustment'), lang)} {_detail(entry, lang)}".strip()
    if reason in (Reason.UNFINISHED_GAME, Reason.UNFINISHED_PARTSCORE):  # B14's, in full
        return entry_label(entry, lang)
    return say(Msg(f"bridge.render.short.{reason.value.replace(' ', '_').replace('-', '')}"), lang)


def entry_text(entry: Entry, lang: str = "en", short: bool = False) -> str:
    """One entry in running words: '120 below', '300 2 down, doubled', '500 rubber premium
    (won 2–1)'; `short` (a narrow log): without the details the sheet shows."""
    amount = minus(str(entry.amount), lang)
    if entry.below:
        return say(Msg("bridge.render.text.below", amount=amount), lang)
    label = short_label(entry, lang) if short else entry_label(entry, lang)
    return say(Msg("bridge.render.text.above", amount=amount, label=label), lang)


def describe_event(event: Any, lang: str = "en") -> str:
    """An event as bridge players say it: '4♠X by Anna, 9 tricks (1 down)', 'passed out'."""
    if isinstance(event, BridgeDeal):
        contract, need = event.contract, event.contract.tricks_needed
        if event.tricks < need:
            result = Msg("bridge.detail.down", n=need - event.tricks)  # B6
        elif event.tricks > need:
            result = Msg("bridge.render.event.over", n=event.tricks - need)  # B3
        else:
            result = Msg("bridge.render.event.made")
        text = say(Msg("bridge.render.event.deal", contract=shown_contract(contract),
                       declarer=event.declarer, tricks=event.tricks, result=result), lang)
        if event.honours is not None:  # B7: entered only when a hand held them
            text += ", " + say(describe_honours(event.honours), lang)
    elif isinstance(event, PassOut):  # B8, B22
        text = say(Msg("bridge.term.pass_out"), lang)
    elif isinstance(event, RulesChange):
        text = say(Msg("bridge.render.event.rules", preset=preset_named(event.rules.preset)),
                   lang)
    elif isinstance(event, Seat):  # B30: as in Vint
        text = shared.seat_text(event, lang, "bridge.report")
    elif isinstance(event, Adjustment):  # a free entry (a rubber carried on from paper)
        text = say(Msg("bridge.report.adjust.below" if event.below else "bridge.report.adjust.above",
                       amount=signed(event.amount, lang), player=event.player,
                       reason=event.reason), lang)
    else:
        raise TypeError(f"not a bridge event: {event!r}")
    dealer = getattr(event, "dealer", None)  # said only when the table named him (B31)
    if dealer is not None:
        text += say(Msg("bridge.render.event.dealer", player=dealer), lang)
    return with_note(text, event.note, lang)


def describe_record(record: Record, rubber: Rubber | None, lang: str = "en",
                    short: bool = False) -> str:
    """What an event wrote for whom: 'Anna & Vera: 120 below; Boris & Gleb: 40 below'."""
    return shared.written_text(record, rubber, lang, lambda e: entry_text(e, lang, short))


def wrote_something(record: Record) -> bool:
    """Whether an event wrote an entry or news: a pass-out writes nothing (B8, B22), and
    is said so, not 'wrote nothing written'."""
    return bool(record.event.void or record.news or record.entries)


def game_news(record: Record, rubber: Rubber, rules: BridgeRules, lang: str = "en") -> list[str]:
    """What an event finished, said as `vint play` says Vint's: a game won and the games
    score (B10; in Chicago a game premium, B23, B27), the rubber won (B13), the chicago over
    after its fourth deal and who is ahead (B20)."""
    if chicago(rules):
        return _chicago_news(record, rubber, rules, lang)
    news = []
    for number in sorted({e.game for e in record.entries if e.below}):
        game = rubber.games[number - 1] if number <= len(rubber.games) else None
        last = max(e.event for e in rubber.entries if e.below and e.game == number)
        if game is None or not game.winners or last != record.number:
            continue  # a part-score, or not the deal that made the game
        won = [sum(1 for g in rubber.games[:number] if c in g.winners) for c in rubber.columns]
        news.append(say(Msg("bridge.report.won_game", side=rubber.name(game.winners[0]),
                            game=number, score="–".join(map(str, won))), lang))
    news += [say(Msg("bridge.report.won_rubber", side=rubber.name(e.side),
                     rubber=rubber.number), lang)
             for e in record.entries if e.reason is Reason.RUBBER]  # B13: the deal that won it
    return news


def _chicago_news(record: Record, rubber: Rubber, rules: BridgeRules, lang: str) -> list[str]:
    """B23, B27: a game premium written is a game won; B20: the fourth deal ends it."""
    news = []
    games = [e for e in rubber.entries if e.reason is Reason.GAME and e.event <= record.number]
    for e in games:
        if e.event == record.number:
            score = "–".join(str(sum(1 for g in games if g.side == c)) for c in rubber.columns)
            news.append(say(Msg("bridge.report.won_game", side=rubber.name(e.side),
                                game=games.index(e) + 1, score=score), lang))
    facts = record.facts
    if rubber.done and facts is not None and facts.deal == bridge.CHICAGO_DEALS:
        news.append(say(Msg("bridge.report.chicago_over", number=rubber.number,
                            ahead=ahead(rubber, results(rubber, rules), lang)), lang))
    return news


LOG_FORMAT = "vintscore-log"


def log_json(sheet: Sheet, session_name: str) -> dict[str, Any]:
    """`vint log --json`: every event as bridge players say it, with what it wrote for whom;
    a deal's number among a chicago's four and who was vulnerable (B20–B22)."""
    rubbers = {r.number: r for r in sheet.rubbers}

    def event(rec: Record) -> dict[str, Any]:
        rubber = rubbers.get(rec.rubber)
        item = {"number": rec.number, "kind": rec.event.kind.value, "void": rec.event.void,
                "rubber": rec.rubber or None, "text": describe_event(rec.event),
                "dealer": rec.dealer,
                "wrote": [{"players": list(rubber.lineup.columns[e.side]) if rubber else [],
                           "amount": e.amount, "reason": e.reason.value, "below": e.below}
                          for e in rec.entries]}
        if rec.facts is not None and rubber is not None:
            item["deal"] = rec.facts.deal
            item["vulnerable"] = [p for c in rubber.columns if rec.facts.vulnerable[c]
                                  for p in rubber.lineup.columns[c]]
        return item

    return {**json_head(LOG_FORMAT, session_name), "events": [event(r) for r in sheet.records]}


# -- a rubber's state in words (render.py draws them; the exports say them) --------------------

def sides_named(rubber: Rubber, columns: list[int], lang: str = "en") -> str:
    """'Boris & Gleb': the sides of `columns`, joined."""
    return say(Msg("bridge.render.and"), lang).join(say(rubber.name(c), lang) for c in columns)


def ahead(rubber: Rubber, results: list[int], lang: str = "en") -> str:
    """B13, B32: who wins it on points, and by how much: 'Anna & Vera by 810'."""
    best = max(rubber.columns, key=lambda c: results[c])
    if results[best] == 0:
        return say(Msg("bridge.render.even"), lang)
    return say(Msg("bridge.render.ahead", side=rubber.name(best), points=results[best]), lang)


def outcome(rubber: Rubber, results: list[int], lang: str = "en") -> str:
    """A finished rubber or chicago in words: 'won 2–1 by Boris & Gleb · Anna & Vera by 810'
    (B13: the side that won two games may lose on points), 'over · Anna & Vera by 590'
    (B20: a chicago is over after its four deals)."""
    if rubber.winners:
        others = [c for c in rubber.columns if c not in rubber.winners]
        games = "–".join(str(rubber.games_won(c)) for c in [*rubber.winners, *others])
        said = say(Msg("bridge.render.won", games=games,
                       sides=sides_named(rubber, list(rubber.winners), lang)), lang)
    else:
        said = say(Msg("bridge.render.over"), lang)
    return f"{said} · {ahead(rubber, results, lang)}"


def state(sheet: Sheet, rubber: Rubber, lang: str = "en") -> str:
    """'Rubber 1, game 2: Anna & Vera vulnerable. Part-score toward game: Boris & Gleb
    40. Vera deals next.'; 'Chicago 1, deal 3 of 4: Vera deals, Anna & Vera vulnerable.';
    after the last, the next one's first dealer (B12, B21, B24, B31)."""
    rules, dealer = sheet.rules, sheet.next_dealer
    is_chicago = chicago(rules)
    if rubber.finished:
        key = "bridge.render.next.chicago" if is_chicago else "bridge.render.next.rubber"
        return say(Msg(key, number=rubber.number + 1, dealer=dealer), lang)
    vulnerable = vulnerable_now(rubber, rules, dealer)
    sides = [c for c in rubber.columns if vulnerable[c]]
    said = (Msg("bridge.render.vul.none") if not sides else Msg("bridge.render.vul.both")
            if len(sides) == 2 else Msg("bridge.render.vul.one", side=rubber.name(sides[0])))
    if is_chicago:
        lines = [say(Msg("bridge.render.state.chicago", number=rubber.number,
                         deal=rubber.hands + 1, dealer=dealer, vulnerable=said), lang)]
    else:
        lines = [say(Msg("bridge.render.state.rubber", number=rubber.number,
                         game=len(rubber.games), vulnerable=said), lang)]
    scores = [(c, partscore(rubber, c, rules)) for c in rubber.columns]
    if any(s for _, s in scores):
        key = "bridge.render.state.carry" if is_chicago else "bridge.render.state.partscore"
        lines.append(say(Msg(key, scores=", ".join(
            f"{say(rubber.name(c), lang)} {s}" for c, s in scores if s)), lang))
    if not is_chicago:
        lines.append(say(Msg("bridge.render.state.dealer", dealer=dealer), lang))
    return " ".join(lines)


@value
class DealRow:
    """A chicago's event as its deals' table shows it (B20–B22): its deal 1–4 ('–' for a
    pass-out dealt again), the event's number, its dealer, who was vulnerable in words."""

    deal: str
    event: int
    dealer: str
    vulnerable: str
    passed: bool


def deal_rows(sheet: Sheet, rubber: Rubber, lang: str = "en") -> list[DealRow]:
    """B20–B22: a chicago's deals — each counted deal's number, its event, its dealer and who
    was vulnerable; a pass-out dealt again is no deal of the four."""
    rows = []
    for rec in sheet.records:
        if rec.rubber != rubber.number or rec.facts is None:
            continue
        facts = rec.facts
        sides = [c for c in rubber.columns if facts.vulnerable[c]]
        who = (say(Msg("bridge.render.deals.nobody"), lang) if not sides
               else say(Msg("bridge.render.deals.both"), lang) if len(sides) == 2
               else say(rubber.name(sides[0]), lang))
        if facts.deal is None:  # B22: dealt again by the same dealer
            who = f"{who} · {say(Msg('bridge.term.pass_out'), lang)}"
        rows.append(DealRow("–" if facts.deal is None else str(facts.deal), rec.number,
                            rec.dealer or "", who, facts.deal is None))
    return rows


def closing_now(rubber: Rubber, rules: BridgeRules, lang: str = "en") -> str:
    """B14 on the sheet of a rubber in play: what `vint settle` would add if the evening
    stopped now, in its words, and who it would then pay: 'Stopped now, Law 80 (B14): Boris
    & Gleb 300 for the only game, Anna & Vera 100 for the part-score; Boris & Gleb by
    190.'; '' when it adds nothing (finished, a chicago, no premium)."""
    from dataclasses import replace

    from .settlement import law80
    closing = law80(rubber, rules)
    if not closing:
        return ""
    closed = replace(rubber, entries=(*rubber.entries, *closing))
    return say(Msg("bridge.render.law80.now", premiums=_premiums(rubber, closing, lang),
                   ahead=ahead(rubber, results(closed, rules), lang)), lang)


def _premiums(rubber: Rubber, closing: tuple[Entry, ...], lang: str) -> str:
    """B14's premiums in words: 'Boris & Gleb 300 for the only game, Anna & Vera 100 for
    the part-score'."""
    return ", ".join(say(Msg(
        "bridge.render.law80.game" if e.reason is Reason.UNFINISHED_GAME
        else "bridge.render.law80.partscore", side=rubber.name(e.side),
        amount=e.amount), lang) for e in closing)


def closing_said(result: RubberResult, rules: BridgeRules, lang: str = "en") -> str:
    """B14: 'Rubber 1 unfinished, Law 80 (B14): Anna & Vera 300 for the only game, Boris &
    Gleb 100 for the part-score.'; B28: a chicago has none."""
    if chicago(rules):
        return say(Msg("bridge.render.chicago_unfinished", number=result.number), lang)
    if not result.closing:
        return say(Msg("bridge.render.law80.none", number=result.number), lang)
    premiums = ", ".join(say(Msg(
        "bridge.render.law80.game" if e.reason is Reason.UNFINISHED_GAME
        else "bridge.render.law80.partscore", side=result.sides[e.side].name,
        amount=e.amount), lang) for e in result.closing)
    return say(Msg("bridge.render.law80", number=result.number, premiums=premiums), lang)
