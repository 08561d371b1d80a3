"""What the commands show for a Preferans pulya: the parts a command prints, in order, in
the user's language (a line of text, or a rich renderable drawn to the width); `--json`
documents are dicts. The command line prints them. Nothing here parses or writes.
"""
from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...glossary import Msg, say
from ..base import Lines, View

if TYPE_CHECKING:
    from ...session import AnySession
    from ..base import Edited, Played
    from .pulya import PrefSettlement
    from .stats import Figures, PrefRow


def _pulya(opened: Played, lang: str, width: int) -> Any:
    from . import render
    return render.pulya(opened.sheet, opened.session, lang=lang, width=width)


# -- vint check --expect (services/reconcile.py) ---------------------------------------


# -- vint stats (services/stats.py) ---------------------------------------------------

# -- vint play (cli/play) -------------------------------------------------------------

class PreferansView(View):
    """What the commands show of a pulya."""

    expect_hint = "preferans.cli.expect.unreadable.hint"  # in vists
    expect_narrow = "preferans.cli.expect.narrow"

    def rules_label(self, session: AnySession) -> str:
        """The rules as `vint sessions --json` names them: 'preferans sochi'."""
        return f"preferans {session.rules.convention}"

    def rules_said(self, session: AnySession, lang: str) -> str:
        """The rules as messages say them: 'sochi, pool 20' (P9)."""
        from .report import rules_text
        return rules_text(session.rules, lang)

    def rules_in_list(self, session: AnySession) -> Msg:
        """The convention in `vint sessions`: 'preferans sochi', «преферанс, сочинка»."""
        return Msg("preferans.cli.sessions.pulya", convention=Msg(f"preferans.render.convention.{session.rules.convention}"))

    def created(self, path: Path, session: AnySession, lang: str) -> Lines:
        """After `vint new --game preferans`: the file, the convention, who deals first."""
        from ...money import stake_text
        four = len(session.players) == 4
        return [say(Msg("preferans.cli.created", path=path, rules=self.rules_said(session, lang),
                        stake=stake_text(session.stake, lang)), lang),
                say(Msg("preferans.cli.first_dealer.four" if four else "preferans.cli.first_dealer",
                        dealer=session.players[0], players=", ".join(session.players)), lang)]

    def appended(self, changed: Edited, lang: str, width: int) -> Lines:
        """After a deal, an all-pass or an entry by hand: what it wrote, then the pulya."""
        from .report import describe_event, describe_record
        rec = changed.sheet.records[-1]
        parts: Lines = [say(Msg("cli.event", number=rec.number, what=describe_event(rec.event, lang)),
                            lang),
                        say(Msg("cli.wrote", text=describe_record(rec, lang)), lang)]
        parts += [say(Msg("cli.indented", text=news), lang) for news in rec.news]
        return [*parts, _pulya(changed, lang, width)]

    def appended_json(self, changed: Edited, name: str) -> dict[str, Any]:
        from .report import pulya_json
        return pulya_json(changed.sheet, name)

    def sheet(self, opened: Played, given: Mapping[str, Any], lang: str, width: int) -> Lines:
        """`vint sheet` for a pulya (P12): the whole pulya (it has no rubbers)."""
        return [_pulya(opened, lang, width)]

    def sheet_json(self, opened: Played, name: str, given: Mapping[str, Any]) -> dict[str, Any]:
        from .report import pulya_json
        return pulya_json(opened.sheet, name)

    def settlement(self, settled: PrefSettlement, session: AnySession, width: int, lang: str) -> Any:
        """The pulya settled (P10): whole vists on screen, exact in --json."""
        from . import render
        return render.settlement(settled, session, width, lang=lang)

    def settlement_json(self, settled: PrefSettlement, name: str) -> dict[str, Any]:
        from .report import settlement_json as as_json
        return as_json(settled, name)

    def log(self, opened: Played, lang: str, width: int) -> Lines:
        from . import render
        return [render.log(opened.sheet, lang=lang, width=width)]

    def log_json(self, opened: Played, name: str) -> dict[str, Any]:
        from .report import log_json as as_json
        return as_json(opened.sheet, opened.session, name)

    def describe_event(self, event: Any, lang: str) -> str:
        from .report import describe_event as described
        return described(event, lang)

    def describe_record(self, changed: Edited, number: int, lang: str) -> str:
        """What event `number` writes now: pools, mountains, vists."""
        from .report import describe_record as described
        return described(changed.sheet.records[number - 1], lang)

    def fine(self, path: Path, opened: Played, lang: str) -> Msg:
        """`vint check`'s line for a pulya with no problem."""
        s = opened.session
        return Msg("preferans.cli.check.fine.pulya", path=path, events=len(s.events),
                   players=", ".join(s.players), rules=self.rules_said(s, lang))

    def agrees(self, vists: Fraction, paper: str) -> bool:
        """P10: the paper's figure is the exact result rounded as far as the paper writes it
        ('-33' or '-33.3' for -33 1/3)."""
        decimals = len(paper.partition(".")[2])
        return abs(vists - Fraction(paper)) <= Fraction(1, 2 * 10 ** decimals)

    def points_said(self, vists: Fraction) -> str:
        """Vists as the expectations' lines show them."""
        from .report import signed_amount
        return signed_amount(vists)

    def stats_parts(self, pref: Figures, width: int, lang: str) -> Lines:
        """`vint stats`, the table "Preferans": whole vists on screen, exact in --json (P10)."""
        from rich.text import Text

        from ...display import date_text, signed
        from ...layout import table_or_list
        from ...money import decimal_text, money_text
        from ...text import safe
        # Drawn only with players in it: sessions were counted, so their dates are known.
        assert pref.first is not None and pref.last is not None
        first, last = date_text(pref.first, lang), date_text(pref.last, lang)
        title = (Msg("preferans.stats.title.one", count=pref.sessions, first=first) if first == last
                 else Msg("preferans.stats.title", count=pref.sessions, first=first, last=last))
        labels = [say(Msg(f"preferans.stats.col.{k}"), lang) for k in
                  ("pulyas", "finished", "vists", "money", "average", "declared", "made")]

        def cells(r: PrefRow) -> list[str]:
            average = r.average
            return [str(r.pulyas), str(r.finished), signed(r.whole_vists, lang), money_text(r.money, lang),
                    "" if average is None else decimal_text(f"+{average}" if average > 0 else str(average), lang),
                    str(r.declared), str(r.made)]

        rows = sorted(pref.players, key=lambda r: -r.vists)  # stable: by name among equals
        parts = [table_or_list(say(title, lang), [say(Msg("stats.col.player"), lang), *labels],
                                [[safe(r.name), *cells(r)] for r in rows], width, lang),
                 Text(""), Text(say(Msg("preferans.stats.note"), lang), style="dim"), Text("")]

        def pulya(m) -> str:
            if m is None:
                return ""
            return say(Msg("preferans.stats.pulya", session=safe(m.session),
                            date=date_text(m.created.date(), lang), vists=signed(m.whole_vists, lang)), lang)

        marks = [[safe(r.name), pulya(r.best), pulya(r.worst)] for r in rows]
        headers = [say(Msg(k), lang) for k in ("stats.col.player", "preferans.stats.col.best",
                                          "preferans.stats.col.worst")]
        parts.append(table_or_list(say(Msg("preferans.stats.pulyas_title"), lang), headers, marks, width, lang,
                                    wrapping=2))
        return parts

    def writes(self, pulya: Any, number: int, lang: str) -> list[str]:
        """What event `number` of a pulya writes, said before it is confirmed: pools,
        mountains and vists, then any help given and the pulya closing (P11)."""
        from .report import describe_record
        rec = pulya.records[number - 1]
        return [describe_record(rec, lang), *(say(n, lang) for n in rec.news)]

    def playing(self, opened: Played, lang: str, width: int) -> Lines:
        """The pulya as it stands (P12)."""
        return [_pulya(opened, lang, width)]

    def coming(self, opened: Played, lang: str) -> tuple[str, str]:
        """At a table of four, who deals the next deal and sits out, and who plays (P1):
        (what changes, the sentence), as Vint's coming. At three (and when the pulya is
        over) the pulya's own last line says it all: the sentence is empty."""
        pulya = opened.sheet
        dealer = pulya.next_dealer
        if len(pulya.players) != 4 or pulya.over:
            return "", ""
        text = say(Msg("preferans.play.deals", dealer=dealer,
                       players=", ".join(p for p in pulya.players if p != dealer)), lang)
        return f"{len(pulya.records)}:{text}", text
