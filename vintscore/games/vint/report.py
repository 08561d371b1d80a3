"""Plain words and JSON for what the sheet and the settlement hold (no rich, no I/O).

`render.py` lays these out for a terminal; `--json` prints the dicts built here.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...display import JSON_SCHEMA_VERSION, minus, signed, with_note
from ...glossary import Msg, say
from ...names import Hands, hand
from ...rubber import report as shared
from ...rubber.events import RulesChange, Seat
from ...rubber.sheet import Entry
from ...session import Session, rules_in_force
from ...text import safe
from .model import Adjustment, AllPass, Deal, Event, Misdeal, Reason, Rules
from .notation import shown_contract, typed_coronet
from .presets import modifications, preset_named

if TYPE_CHECKING:
    from ...rubber.lineup import Lineup
    from .settlement import Settlement
    from .sheet import Record, Rubber, Sheet

LOG_FORMAT = "vintscore-log"


def rules_text(session: Session, lang: str = "en") -> str:
    """'classic' or 'classic, modified: game_bonus=1000' (docs/contract.md, "The session file")."""
    return rules_named(rules_in_force(session), lang)


def rules_named(rules: Rules, lang: str = "en") -> str:
    """The name of `rules`: its preset, with what was changed in it (`vint rescore`'s title)."""
    changed = modifications(rules)
    if not changed:
        return say(preset_named(rules.preset), lang)
    shown = ", ".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in changed)
    return say(Msg("vint.report.rules_modified", preset=preset_named(rules.preset), changes=shown), lang)


def _join(parts: list, lang: str, key: str = "vint.report.list") -> str:
    """Parts said in `lang`, joined with the list separator."""
    return say(Msg(key), lang).join(say(p, lang) for p in parts)


def describe_event(event: Event, lang: str = "en") -> str:
    """One line for the log: what the scorekeeper entered."""
    if isinstance(event, Deal):
        parts = [Msg("vint.report.deal.head", contract=shown_contract(event.contract),
                     declarer=hand(event.declarer), tricks=event.tricks)]
        if event.honours is not None:
            parts.append(Msg("vint.report.deal.honours", n=event.honours))
        if event.aces is not None:
            parts.append(Msg("vint.report.deal.aces", n=event.aces))
        if event.partner:
            parts.append(Msg("vint.report.deal.partner", player=hand(event.partner)))
        parts += [Msg("vint.report.deal.coronet", coronet=typed_coronet(k)) for k in event.coronets]
        parts += [Msg("vint.report.deal.revoke", player=hand(p)) for p in event.revokes]
        if event.first:
            parts.append(Msg("vint.report.deal.first", player=hand(event.first)))
        text = say(Msg("vint.report.deal", parts=_join(parts, lang)), lang)
    elif isinstance(event, AllPass):
        if event.player is not None:
            text = say(Msg("vint.report.pass.played", player=hand(event.player), tricks=event.tricks), lang)
        else:
            text = say(Msg("vint.report.pass"), lang)
    elif isinstance(event, Adjustment):
        text = say(Msg("vint.report.adjust.below" if event.below else "vint.report.adjust.above",
                       amount=signed(event.amount, lang), player=hand(event.player), reason=event.reason),
                   lang)
    elif isinstance(event, Misdeal):
        text = (say(Msg("vint.report.misdeal", player=event.player), lang) if event.player
                else say(Msg("vint.report.misdeal.dealer"), lang))
    elif isinstance(event, RulesChange):
        text = say(Msg("vint.report.rules_switch", preset=preset_named(event.rules.preset)), lang)
    elif isinstance(event, Seat):
        text = shared.seat_text(event, lang, "vint.report")
    else:  # pragma: no cover
        text = repr(event)
    dealer = getattr(event, "dealer", None)  # said only when the table named him
    if dealer is not None:
        text += say(Msg("vint.report.dealer_named", player=dealer), lang)
    return with_note(text, event.note, lang)


_SIMPLE_LABELS = {Reason.RUBBER: "vint.report.label.rubber", Reason.HONOURS: "vint.report.label.honours",
                  Reason.CORONET: "vint.report.label.coronet", Reason.REVOKE: "vint.report.label.revoke",
                  Reason.MISDEAL: "vint.report.label.misdeal", Reason.X: "vint.report.label.x",
                  Reason.ALL_PASS_PLAY: "vint.report.label.all_pass_play",
                  Reason.UNDERTRICKS: "vint.report.label.undertricks",
                  Reason.OVERTRICKS: "vint.report.label.overtricks",
                  Reason.ADJUSTMENT: "vint.report.label.adjustment",
                  Reason.SLAM: "vint.report.label.slam", Reason.BID_SLAM: "vint.report.label.bid_slam",
                  Reason.FAILED_SLAM: "vint.report.label.failed_slam"}


def reason_text(reason: Reason, lang: str = "en") -> str:
    """A reason's name in `lang` ('undertricks', 'штраф')."""
    return say(Msg(f"vint.report.reason.{reason.name.lower()}"), lang)


def _detail(entry: Entry, lang: str) -> str:
    detail = entry.detail
    return safe(say(detail, lang)) if detail else ""


def entry_label(entry: Entry, lang: str = "en") -> str:
    """The words beside an amount on the sheet: 'undertricks, 2 down', 'small slam', 'game 1'."""
    r, detail = Reason(entry.reason), _detail(entry, lang)
    if entry.below:
        return f"({detail})" if detail else ""  # (trick points: only a V10 cap has one)
    if r is Reason.GAME:
        return detail
    if r is Reason.HONOURS and detail:
        return detail  # "3 honours + 2 aces, odd trick" says it is honours
    if detail and r in _SIMPLE_LABELS:
        return say(Msg(_SIMPLE_LABELS[r] + ".detail", detail=detail), lang)
    return reason_text(r, lang)


_SLAMS = {Reason.SLAM: "vint.render.short.slam.detail", Reason.BID_SLAM: "vint.render.short.bid_slam.detail",
          Reason.FAILED_SLAM: "vint.render.short.failed_slam.detail"}


def short_label(entry: Entry, lang: str = "en") -> str:
    """A reason's short name, for a phone: 'honours', 'down'; a slam keeps small or grand
    ('small slam', 'bid grand slam': V7 pays them differently)."""
    r = Reason(entry.reason)
    if r in _SLAMS and entry.detail:
        return say(Msg(_SLAMS[r], detail=_detail(entry, lang)), lang)
    return say(Msg(f"vint.render.short.{r.name.lower()}"), lang)


def with_revoke(label: str, entry: Entry, deal: Event | None, lang: str = "en") -> str:
    """V7 through V10: a slam the revoke's tricks made says how many tricks were played —
    'small slam (9 tricks + 3 for a revoke)' —, on every surface that shows the sheet.
    `deal` is the event that wrote `entry`."""
    if not isinstance(deal, Deal) or not deal.revokes or entry.reason is not Reason.SLAM:
        return label
    played = max(deal.tricks, 13 - deal.tricks)
    slam = 13 if getattr(entry.detail, "key", "") == "vint.detail.grand" else 12
    if played >= slam:
        return label
    return say(Msg("vint.render.slam_by_revoke", label=label, played=played, given=slam - played),
               lang)


def sheet_label(entry: Entry, sheet: Sheet, lang: str = "en") -> str:
    """The words beside an amount on an exported sheet: `entry_label`, with a revoke's slam
    said as the terminal says it."""
    deal = next((rec.event for rec in sheet.records[entry.event - 1:entry.event]
                 if rec.number == entry.event), None)
    return with_revoke(entry_label(entry, lang), entry, deal, lang)


def entry_text(entry: Entry, lang: str = "en", short: bool = False) -> str:
    """One entry in running words: '180 below', '6000 undertricks (2 down)', '100 game 1'.

    `short` (a narrow log): the amount and the reason's short name, no details.
    """
    r, detail = Reason(entry.reason), _detail(entry, lang)
    amount = minus(str(entry.amount), lang)  # a negative adjustment: «−300» (review 63)
    if short and not entry.below and r is not Reason.ADJUSTMENT:
        if r is Reason.GAME:
            return f"{amount} {detail}"
        # (the bare reason: the narrow log keeps to 2–3 lines an event, issue 14; the
        # sheet's `short_label` keeps a slam's kind, and the amount says it here)
        return f"{amount} {say(Msg(f'vint.render.short.{r.name.lower()}'), lang)}"
    if entry.below:
        if r is Reason.ADJUSTMENT:
            return say(Msg("vint.report.text.below_adjustment", amount=amount,
                           reason=reason_text(r, lang), detail=detail), lang)
        below = say(Msg("vint.report.text.below", amount=amount), lang)
        return f"{below} ({detail})" if detail else below  # a V10 cap
    if r in (Reason.SLAM, Reason.BID_SLAM, Reason.FAILED_SLAM, Reason.GAME):
        return f"{amount} {entry_label(entry, lang)}"
    if detail:
        return say(Msg("vint.report.text.detail", amount=amount, reason=reason_text(r, lang),
                       detail=detail), lang)
    return f"{amount} {reason_text(r, lang)}"


def describe_record(record: Record, rubber: Rubber | None, lang: str = "en",
                    short: bool = False) -> str:
    """What an event wrote for whom, in one line: 'Anna & Vera: 180 below, 1000 honours; …'.

    `short`: each entry without its details (the narrow log; the sheet has them).
    """
    also = [say(Msg("vint.report.x_written", rubber=record.rubber), lang)] if record.x else []
    return shared.written_text(record, rubber, lang, lambda e: entry_text(e, lang, short), also)


def won_by(rubber: Rubber, results: list[int], lang: str = "en") -> str:
    """'won by Boris & Gleb 2–1, who lose 340 on points': the winners by name, their games
    first, and what the points say (V11: the money follows the points, which the rubber's
    winners may lose). `results`: each column's, as the settlement counts it."""
    others = [c for c in rubber.columns if c not in rubber.winners]
    games = "–".join(str(rubber.games_won(c)) for c in [*rubber.winners, *others])
    points = results[rubber.winners[0]]
    key = ("vint.render.won.ahead" if points > 0 else "vint.render.won.behind" if points < 0
           else "vint.render.won.even")
    return say(Msg(key, sides=say(Msg("vint.render.and"), lang).join(
        say(rubber.name(c), lang) for c in rubber.winners), games=games, points=abs(points)), lang)


def game_news(record: Record, rubber: Rubber, lang: str = "en") -> list[str]:
    """Sentences for games and the rubber an event finished (V8)."""
    news = []
    for e in record.entries:
        if e.reason is Reason.GAME:
            won = [sum(1 for g in rubber.games[:e.game] if c in g.winners) for c in rubber.columns]
            news.append(say(Msg("vint.report.won_game", side=rubber.name(e.side), game=e.game,
                                score="–".join(map(str, won))), lang))
        elif e.reason is Reason.RUBBER:
            news.append(say(Msg("vint.report.won_rubber", side=rubber.name(e.side),
                                rubber=rubber.number), lang))
    return news


def sheet_json(sheet: Sheet, session_name: str) -> dict:
    """`vint sheet --json` (docs/contract.md, "vintscore-sheet"): stable keys, integer points;
    each rubber with its X (V9) and those sitting it out (V12)."""
    return shared.sheet_json(sheet, session_name, "rubbers", [
        shared.rubber_json(r, [shared.side_json(r, c) for c in r.columns],
                           {"x": r.x, "out": list(r.out)}) for r in sheet.rubbers])


def settlement_json(settlement: Settlement, session_name: str) -> dict:
    """`vint settle --json` (docs/contract.md, "vintscore-settlement"): points per player summing to zero, money as strings."""
    return shared.settlement_json(settlement, session_name)


def log_json(sheet: Sheet, session_name: str) -> dict:
    """`vint log --json`: every event with what it wrote."""
    rubbers = {r.number: r for r in sheet.rubbers}
    return {
        "format": LOG_FORMAT,
        "schema_version": JSON_SCHEMA_VERSION,
        "session": session_name,
        "events": [
            {"number": rec.number, "kind": rec.event.kind.value, "void": rec.event.void,
             "rubber": rec.rubber or None, "text": describe_event(rec.event),
             "x": rec.x, "dealer": rec.dealer,
             "wrote": [{"players": list(rubbers[rec.rubber].lineup.columns[e.side]),
                        "amount": e.amount, "reason": e.reason.value, "below": e.below}
                       for e in rec.entries]}
            for rec in sheet.records
        ],
    }


def first_unneeded(record: Record, rubber: Rubber | None, rules: Rules) -> str | None:
    """V8: the player `--first` named when it decided nothing — no game of this deal was
    reached by both sides —, else None. The file keeps it (an edit may make both reach
    the target); the output says it was not needed."""
    first = getattr(record.event, "first", None)
    if first is None or record.event.void or rubber is None:
        return None
    games = {e.game for e in record.entries if e.reason is Reason.GAME}
    both = any(count >= rules.game_target and c not in rubber.games[g - 1].winners
               for g in games for c, count in enumerate(rubber.games[g - 1].below))
    return None if both else str(first)


def deal_outcome(record: Record, lang: str = "en") -> str:
    """'made', '2 down' — what the declarers did (V4), for the line after `vint deal`."""
    for e in record.entries:
        if e.reason is Reason.UNDERTRICKS:
            return say(e.detail, lang)
    return say(Msg("vint.report.made"), lang)


def lineup_text(lineup: Lineup, number: int, lang: str = "en") -> str:
    """'Rubber 2: Anna & Vera against Boris & Gleb; Dmitri sits out.' (V12)."""
    if all(len(c) == 1 for c in lineup.columns):  # V12: individual records
        return say(Msg("vint.report.lineup.columns", rubber=number,
                       players=", ".join(c[0] for c in lineup.columns)), lang)
    sides = say(Msg("vint.report.against"), lang).join(say(Hands(c), lang) for c in lineup.columns)
    if lineup.out:
        return say(Msg("vint.report.lineup.out.one" if len(lineup.out) == 1 else "vint.report.lineup.out.many",
                       rubber=number, sides=sides, out=", ".join(lineup.out)), lang)
    return say(Msg("vint.report.lineup", rubber=number, sides=sides), lang)


def rotation_rows(sheet: Sheet) -> list[dict]:
    """V12: the rubbers played and those the plan holds until the end of its cycle.

    Each row: the rubber's number, its columns and sit-outs, and its status: 'done',
    'playing', 'next' or 'planned'. Played rubbers show how they were really seated.
    """
    rows = []
    for r in sheet.rubbers:
        rows.append({"rubber": r.number, "columns": [r.name(c) for c in r.columns],
                     "out": list(r.out), "status": "done" if r.finished else "playing"})
    start = len(sheet.rubbers) + 1
    for n, lineup in enumerate(sheet.coming(), start):
        rows.append({"rubber": n, "columns": [Hands(c) for c in lineup.columns],
                     "out": list(lineup.out), "status": "next" if n == start else "planned"})
    return rows


def plan_notes(sheet: Sheet) -> list[Msg]:
    """V12: why the coming rubbers were planned afresh, and who leaves after the rubber in
    play (issue 13)."""
    notes = []
    if sheet.replanned is not None:
        notes.append(Msg("vint.render.replanned", changes=sheet.replanned))
    leaving, current = sheet.leaving, sheet.current
    if leaving and current is not None:
        notes.append(Msg("vint.render.leaving.one" if len(leaving) == 1 else "vint.render.leaving.many",
                         players=", ".join(leaving), rubber=current.number))
    return notes


def coming_dealer(sheet: Sheet) -> Msg:
    """Who deals the coming hand (dealing.py), after a re-plan too: the first dealer of the
    rubber to start when none is in play ('Rubber 2: Anna deals first.'), else who deals
    next in the one in play."""
    current = sheet.current
    if current is None or current.finished:
        return Msg("vint.render.first_dealer", rubber=len(sheet.rubbers) + 1, dealer=sheet.next_dealer)
    return Msg("vint.cli.next_dealer", dealer=sheet.next_dealer)


def rotation_json(sheet: Sheet, settlement: Settlement, session_name: str) -> dict:
    """`vint rotation --json`: the plan and the running table of V12."""
    return {
        "format": "vintscore-rotation",
        "schema_version": JSON_SCHEMA_VERSION,
        "session": session_name,
        "table": sheet.table.value,
        "players": list(sheet.roster),
        "plan": rotation_rows(sheet),
        "running": [{"rubber": r.number, "finished": r.finished,
                     "result": {p: dict(r.result).get(p, 0) for p, _ in settlement.points}}
                    for r in settlement.rubbers],
        "totals": dict(settlement.points),
    }
