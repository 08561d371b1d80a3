"""The pulya, its settlement and its log as rich renderables (P12): render.py's counterpart.

The pulya as on paper: a column per player; the pool as the running totals the paper
shows (4 · 10 · 14), the mountain likewise, the vists each wrote on each other player;
then the all-pass step, the next dealer and the live settlement (P10).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ...display import signed
from ...glossary import Msg, say
from ...money import money_text, stake_text
from ...payments import amounts
from ...text import safe
from .report import (
    MARKS,
    amount_text,
    describe_event,
    describe_record,
    listed_news,
    next_deal,
    rules_text,
    running_text,
    signed_amount,
)

if TYPE_CHECKING:
    from ...session import Session
    from .pulya import PrefSettlement, Pulya



def _t(key: str, lang: str, style: str = "", **values) -> Text:
    return Text(say(Msg(key, **values), lang), style=style)


def pulya(p: Pulya, session: Session, lang: str = "en", width: int = 80) -> RenderableType:
    """`vint sheet` for Preferans (P12)."""
    from .pulya import settle
    head = _t("preferans.render.sheet.title", lang, "bold", rules=rules_text(p.rules, lang),
              players=len(p.players))
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, expand=False)
    table.add_column("")
    for player in p.players:
        table.add_column(Text(player), justify="right", overflow="fold")
    target = p.rules.pool_target
    table.add_row(_t("preferans.render.row.pool", lang, target=target),
                  *(Text(running_text(p.pool_lines[q], lang)) for q in p.players))
    table.add_row(_t("preferans.render.row.mountain", lang),
                  *(Text(running_text(p.mountain_lines[q], lang)) for q in p.players))
    for on in p.players:
        table.add_row(_t("preferans.render.row.vists_on", lang, player=on),
                      *(Text("" if w == on else amount_text(p.vists[(w, on)], lang) or "0")
                        for w in p.players))
    result = settle(p, session.stake)
    rounded = dict(result.rounded)
    table.add_row(_t("preferans.render.row.result", lang, "bold"),
                  *(Text(signed(rounded[q], lang), style="bold") for q in p.players),
                  end_section=True)
    parts: list[RenderableType] = [head, table]
    if any(v.denominator != 1 for _, v in result.exact):
        note = say(Msg("preferans.render.rounded", exact=", ".join(
            f"{q} {signed_amount(v, lang)}".replace(" ", "\u00a0") for q, v in result.exact)), lang)
        parts.append(_wrapped(note, width, "dim"))
    written = [line.why for lines in (*p.pool_lines.values(), *p.mountain_lines.values())
               for line in lines]
    parts += [_t(f"preferans.render.{why}_mark", lang, "dim") for why in MARKS if why in written]
    if p.over:
        parts.append(_t("preferans.render.over", lang, "bold"))
    else:
        parts.append(Text(say(next_deal(p), lang)))
    if not p.records:
        parts.append(_t("preferans.render.no_deals", lang, player=p.players[0]))
    return Group(*parts)


def _wrapped(text: str, width: int, style: str) -> Text:
    """Text wrapped at ordinary spaces only: rich would also break at the no-break space
    that keeps a fraction whole ('-50 2/3'), textwrap does not."""
    import textwrap
    return Text("\n".join(textwrap.wrap(text, width)), style=style, no_wrap=True)


def settlement(result: PrefSettlement, session: Session, width: int = 80,
               lang: str = "en") -> RenderableType:
    """`vint settle` for Preferans (P10): whole vists (zero-sum), exact, money."""
    table = Table(box=box.MINIMAL, show_edge=False, pad_edge=False,
                  title=_t("preferans.render.settlement", lang, "bold"), title_justify="left")
    table.add_column(say(Msg("preferans.render.col.player"), lang))
    table.add_column(say(Msg("preferans.render.col.vists"), lang), justify="right", no_wrap=True)
    exact_differs = any(v.denominator != 1 for _, v in result.exact)
    if exact_differs:
        table.add_column(say(Msg("preferans.render.col.exact"), lang), justify="right", no_wrap=True)
    # the stake as typed (0.125), not to the cent: a reader multiplies by it
    table.add_column(say(Msg("preferans.render.col.money", stake=stake_text(result.stake, lang)),
                         lang), justify="right", no_wrap=True)
    exact = dict(result.exact)
    money = amounts(result.cents)  # P10: the cents, rounded once by the settlement
    for player, whole in result.rounded:
        row = [Text(player), Text(signed(whole, lang))]
        if exact_differs:
            row.append(Text(signed_amount(exact[player], lang)))
        row.append(Text(money_text(money[player], lang)))
        table.add_row(*row)
    parts: list[RenderableType] = [table]
    if exact_differs:
        parts.append(_t("preferans.render.settle.rounded", lang, "dim"))
    parts.append(_t("preferans.render.settle.over" if result.over else "preferans.render.settle.open", lang, "dim"))
    return Group(*parts)


WIDE_LOG = 100  # narrower than this, the log is a paragraph an event (as Vint's)


def log(p: Pulya, lang: str = "en", width: int = 120) -> RenderableType:
    """`vint log` for Preferans: every event, who dealt it, and what it wrote.

    From WIDE_LOG columns a table; narrower, a paragraph an event under its number.
    """
    if not p.records:
        return _t("render.no_events", lang)
    if width < WIDE_LOG:
        grid = Table.grid(padding=(0, 0, 0, 1), pad_edge=False)
        grid.add_column(justify="right", no_wrap=True)
        grid.add_column(overflow="fold")
        for r in p.records:
            text = Text(describe_event(r.event, lang), style="dim strike" if r.event.void else "")
            if r.dealer:
                text.append(" · ")
                text.append(say(Msg("render.dealt", dealer=r.dealer), lang), style="dim")
            wrote = describe_record(r, lang)
            if r.news:
                wrote = "; ".join([wrote, *listed_news(r, lang)])
            # ' · wrote …', not an arrow: '→' means "to" (Boris → Anna: 4, the vists on her)
            text.append(" · " + say(Msg("render.log.wrote", text=safe(wrote)), lang))
            grid.add_row(str(r.number), text)
        return grid
    table = Table(box=box.MINIMAL, show_edge=False, pad_edge=False)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column(say(Msg("preferans.render.col.dealer"), lang), overflow="fold")
    table.add_column(say(Msg("render.col.event"), lang), overflow="fold")
    table.add_column(say(Msg("render.col.wrote"), lang), overflow="fold")
    for r in p.records:
        style = "dim strike" if r.event.void else ""
        wrote = describe_record(r, lang)
        if r.news:
            wrote = "; ".join([wrote, *listed_news(r, lang)])
        table.add_row(str(r.number), Text(r.dealer or ""), Text(describe_event(r.event, lang),
                                                                style=style),
                      Text(safe(wrote)))
    return table
