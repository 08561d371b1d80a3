"""What a game shows (games/base.py's roles `View` and `Export`), and what the services
hand a view: `Played`, a session with its sheet, and `Edited`, one a change left.

Both roles are generic in the game's sheet and settlement types, so that mypy checks what a
view reads of them. A game must say only what no default can: its rules and an event in
words, what an event wrote (`writes`), its sheet and its statistics; the rest — the log,
what a change says, `vint check`'s line, the settlement's table, the JSON of the log and
the settlement, every export — is said from those, here, and a game overrides what it says
otherwise.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar, cast

from .shapes import Settlement, Sheet

if TYPE_CHECKING:
    from pathlib import Path

    from ..errors import Text
    from ..formats import CsvRows, Page
    from ..glossary import Msg
    from ..session import AnySession

Lines = list[Any]
"""What a view makes for a command to print: lines of text (str, printed as they are) and
rich renderables (drawn to the width), in order."""

S = TypeVar("S", bound=Sheet)
T = TypeVar("T", bound=Settlement)
S_co = TypeVar("S_co", covariant=True)


class Whose(Protocol):
    """What a role reads of its game (games/base.py's `Game`, which this module does not
    import: base imports it)."""

    @property
    def name(self) -> str: ...

    @property
    def rule_ids(self) -> tuple[str, ...]: ...

    @property
    def codec(self) -> Any: ...

    @property
    def fold(self) -> Any: ...

    @property
    def forms(self) -> Any: ...

    @property
    def view(self) -> Any: ...


class Played(Protocol[S_co]):
    """A session with its sheet and its game: what a view is shown (the services' Opened,
    a session read, and Changed, one written)."""

    @property
    def game(self) -> Whose: ...

    @property
    def session(self) -> AnySession: ...

    @property
    def sheet(self) -> S_co: ...


class Edited(Played[S_co], Protocol[S_co]):
    """A session as a change left it, and the event the change was about (1-based)."""

    @property
    def number(self) -> int: ...


class Rescore(Protocol):
    """A session settled now and under other rules (services/rescore.py), and the switch
    to them when it was written."""

    @property
    def opened(self) -> Played[Any]: ...

    @property
    def rules(self) -> Any: ...

    @property
    def now(self) -> Any: ...

    @property
    def then(self) -> Any: ...

    @property
    def written(self) -> Edited[Any] | None: ...

    @property
    def sheet_then(self) -> Any: ...


class _SaidBy(str):
    """Text code builds and says per language by a function (`View.rules_in_list`)."""

    def __new__(cls, english: str, said: Any) -> _SaidBy:
        made = super().__new__(cls, english)
        made._by = said  # type: ignore[attr-defined]
        return made

    def said(self, lang: str) -> str:
        return str(self._by(lang))  # type: ignore[attr-defined]


class Role(ABC):  # noqa: B024 (each role declares its own abstract methods)
    """A part of a game (its codec, fold, forms, questions, view, export, statistics),
    made by the game when first asked for (`Game.roles`): `game` is whose it is."""

    def __init__(self, game: Whose | None = None) -> None:
        self.game = game

    @property
    def game_name(self) -> str:
        return self.game.name if self.game is not None else ""


class View(Role, Generic[S, T]):
    """What the game's commands show, in the user's language: `Lines` to print, or the
    dicts of --json. Nothing here parses or writes."""

    # -- what a game must say ------------------------------------------------------
    @abstractmethod
    def rules_said(self, session: AnySession, lang: str, /) -> str:
        """The rules as messages say them."""

    @abstractmethod
    def describe_event(self, event: Any, lang: str, /) -> str:
        """One line for an event: what the scorekeeper entered."""

    @abstractmethod
    def writes(self, sheet: S, number: int, lang: str, /) -> list[str]:
        """What event `number` of a sheet writes, in words: said after it is entered, in
        the log, before `vint play` confirms it."""

    @abstractmethod
    def sheet(self, opened: Played[S], given: Mapping[str, Any], lang: str, width: int,
              /) -> Lines:
        """`vint sheet`, with the options the game's `sheet` declares in `given`."""

    @abstractmethod
    def sheet_json(self, opened: Played[S], name: str, given: Mapping[str, Any],
                   /) -> dict[str, Any]:
        """`vint sheet --json`."""

    @abstractmethod
    def stats_parts(self, figures: Any, width: int, lang: str, /) -> Lines:
        """The game's tables of `vint stats`."""

    # -- what a session is ---------------------------------------------------------
    def rules_label(self, session: AnySession, /) -> str:
        """The rules as `vint sessions --json` names them: as English says them."""
        return self.rules_said(session, "en")

    def rules_in_list(self, session: AnySession, /) -> Text:
        """The rules in `vint sessions`, in the reader's language."""
        return _SaidBy(self.rules_said(session, "en"),
                     lambda lang: self.rules_said(session, lang))

    def fine(self, path: Path, opened: Played[S], lang: str, /) -> Msg:
        """`vint check`'s line for a file with no problem."""
        from ..glossary import Msg
        s = opened.session
        return Msg("check.session.fine", path=path, events=len(s.events),
                   players=", ".join(s.players), rules=self.rules_said(s, lang))

    # -- after a change ------------------------------------------------------------
    def created(self, path: Path, session: AnySession, lang: str, /) -> Lines:
        """After `vint new`."""
        from ..glossary import Msg, own, say
        from ..money import stake_text
        game = session.game
        return [say(Msg(own(game, "cli.new.made"), path=path, game=Msg(f"{game}.name"),
                        rules=self.rules_said(session, lang),
                        stake=stake_text(session.stake, lang)), lang)]

    def appended(self, changed: Edited[S], lang: str, width: int, /) -> Lines:
        """After a new event: what it wrote, then the sheet."""
        from ..glossary import Msg, say
        number = len(changed.sheet.records)
        event = changed.sheet.records[-1].event
        return [say(Msg("cli.event", number=number, what=self.describe_event(event, lang)),
                    lang), *self.writes(changed.sheet, number, lang),
                *self.sheet(changed, {}, lang, width)]

    def appended_json(self, changed: Edited[S], name: str, /) -> dict[str, Any]:
        """`--json` after a new event: the sheet's."""
        return self.sheet_json(changed, name, {})

    def describe_record(self, changed: Edited[S], number: int, lang: str, /) -> str:
        """What event `number` writes now, in words."""
        return "; ".join(self.writes(changed.sheet, number, lang))

    def changed_event(self, changed: Edited[S], restored: bool, lang: str, /) -> Lines:
        """What event N is now, after `vint void [--restore]` or `vint edit`."""
        from ..glossary import Msg, say
        number = changed.number
        event = changed.sheet.records[number - 1].event
        what = self.describe_event(event, lang)
        if event.void:
            return [say(Msg("cli.event.void", number=number, what=what), lang)]
        return [say(Msg("cli.event.restored" if restored else "cli.event.changed",
                        number=number, what=what), lang),
                say(Msg("cli.now_writes", text=self.describe_record(changed, number, lang)),
                    lang)]

    # -- the settlement, the log ---------------------------------------------------
    def settlement(self, settled: T, session: AnySession, width: int, lang: str, /) -> Any:
        """The settlement drawn: each player's money."""
        from ..glossary import Msg, say
        from ..layout import table_or_list
        from ..money import money_text
        heads = [say(Msg("stats.col.player"), lang), say(Msg("export.money"), lang)]
        rows = [[p, money_text(m, lang)] for p, m in settled.money]
        return table_or_list(say(Msg("export.settlement"), lang), heads, rows, width, lang)

    def settlement_json(self, settled: T, name: str, /) -> dict[str, Any]:
        """The settlement as `vint settle --json` writes it: each player's money, and the
        payments of its cents."""
        from ..display import json_head
        from ..money import money_json
        from ..payments import payments_keys
        return {**json_head("vintscore-settlement", name), "game": self.game_name,
                "money": {p: money_json(m) for p, m in settled.money},
                **payments_keys(settled.cents, settled.cents_rounded)}

    def settle(self, opened: Played[S], lang: str, width: int, /) -> Lines:
        """`vint settle`: the settlement, then who pays whom (the payments of the cents the
        settlement shows)."""
        from ..layout import wrapped
        from ..payments import clear, payment_lines
        settled = opened.game.fold.settle(opened.sheet, opened.session.stake)
        up = clear(settled.cents, settled.cents_rounded)
        return [self.settlement(settled, opened.session, width, lang),
                *wrapped(payment_lines(up, lang))]

    def settle_json(self, opened: Played[S], name: str, /) -> dict[str, Any]:
        """`vint settle --json`."""
        return self.settlement_json(opened.game.fold.settle(opened.sheet, opened.session.stake),
                                    name)

    def log(self, opened: Played[S], lang: str, width: int, /) -> Lines:
        """`vint log`: every event with what it wrote; voided ones marked."""
        from ..glossary import Msg, say
        if not opened.sheet.records:
            return [say(Msg("render.no_events"), lang)]
        return [say(Msg("log.row", number=r.number, what=self.describe_event(r.event, lang),
                        wrote="; ".join(self.writes(opened.sheet, r.number, lang))), lang)
                for r in opened.sheet.records]

    def log_json(self, opened: Played[S], name: str, /) -> dict[str, Any]:
        """`vint log --json`: each event, what was entered and what it wrote, in English."""
        from ..display import json_head
        return {**json_head("vintscore-log", name), "game": opened.session.game,
                "events": self.events_json(opened.sheet, "en")}

    def events_json(self, sheet: S, lang: str, /) -> list[dict[str, Any]]:
        """The log's events as JSON."""
        return [{"number": r.number, "kind": r.event.kind, "void": r.event.void,
                 "text": self.describe_event(r.event, lang),
                 "wrote": self.writes(sheet, r.number, lang)} for r in sheet.records]

    # -- vint check --expect (services/reconcile.py) -------------------------------
    # the expectations' hints, in the game's unit (points; Preferans's vists): how a line
    # is written, and how to narrow down where the file and the paper part
    expect_hint = "cli.expect.unreadable.hint"
    expect_narrow = "cli.expect.narrow"

    def agrees(self, points: Any, paper: str, /) -> bool:
        """Whether the paper's figure is the file's: by default, whole points (V11, B32)."""
        return "." not in paper and points == int(paper)

    def points_said(self, points: Any, /) -> str:
        """Points as the expectations' lines show them: '+120', '-50', '0'."""
        from ..display import signed
        return signed(points)

    # -- vint play -------------------------------------------------------------------
    def playing(self, opened: Played[S], lang: str, width: int, /) -> Lines:
        """The sheet being played, as `vint play` shows it after each entry: `vint sheet`'s
        by default."""
        return self.sheet(opened, {}, lang, width)

    def coming(self, opened: Played[S], lang: str, /) -> tuple[str, str]:
        """Who plays next, when it changes: (what changes, the sentence), or ('', ''), the
        default: a game whose sheet says it all."""
        return "", ""

    # -- the commands of some games (declared by them: games/commands.py) -----------
    def seated(self, changed: Edited[S], lang: str, /) -> Lines:
        """After a seat change."""
        raise NotImplementedError(self)

    def rotation(self, opened: Played[S], lang: str, width: int, /) -> Lines:
        """`vint rotation`."""
        raise NotImplementedError(self)

    def rotation_json(self, opened: Played[S], name: str, /) -> dict[str, Any]:
        raise NotImplementedError(self)

    def rescored(self, result: Rescore, lang: str, width: int, /) -> Lines:
        """`vint rescore`."""
        raise NotImplementedError(self)

    def rescored_json(self, result: Rescore, name: str, /) -> dict[str, Any]:
        raise NotImplementedError(self)


class Export(Role, Generic[S, T]):
    """The session to share: Markdown, CSV, JSON, and one HTML page (formats.py frames
    it); `html_parts` is what the page shows, for the export and `vint serve`. By default
    each is said from the game's view: the facts, the settlement and the log."""

    @property
    def shown(self) -> View[S, T]:
        assert self.game is not None, "an export is made by its game (Game.roles)"
        return cast("View[S, T]", self.game.view)

    def facts(self, session: AnySession, lang: str, /) -> list[tuple[str, str]]:
        """The session's facts, as every format heads it."""
        from ..formats import sayer, started
        from ..glossary import own
        from ..money import stake_text
        t = sayer(lang)
        return [(t("export.players"), ", ".join(session.players)),
                (t("export.rules"), self.shown.rules_said(session, lang)),
                (t(own(self.game_name, "export.stake")), stake_text(session.stake, lang)),
                (t("export.created"), started(session, lang))]

    def to_json(self, session: AnySession, sheet: S, settled: T, name: str, /) -> str:
        import json

        from ..formats import EXPORT_FORMAT, SCHEMA_VERSION
        from ..money import money_json

        def inner(data: dict[str, Any]) -> dict[str, Any]:
            return {k: v for k, v in data.items()
                    if k not in ("format", "schema_version", "session")}
        from ..session import rules_in_force  # a switch of rules scores the whole session
        rules = dict(self.game.codec.rules_items(rules_in_force(session))) if self.game else {}
        played = _Played(self.game, session, sheet)
        data = {"format": EXPORT_FORMAT, "schema_version": SCHEMA_VERSION, "session": name,
                "game": session.game, "title": session.title,
                "created": session.created.isoformat(), "players": list(session.players),
                "stake": money_json(session.stake), "rules": rules,
                "events": self.shown.events_json(sheet, "en"),
                "sheet": inner(self.shown.sheet_json(played, name, {})),
                "settlement": inner(self.shown.settlement_json(settled, name))}
        return json.dumps(data, ensure_ascii=False, indent=2) + "\n"

    def to_markdown(self, session: AnySession, sheet: S, settled: T, name: str, /,
                    lang: str = "en") -> str:
        from ..formats import markdown_payments, md, sayer
        from ..payments import clear
        t = sayer(lang)
        out = [f"# {md(session.title or name)}", ""]
        out += [f"- {md(label)}: {md(value)}" for label, value in self.facts(session, lang)]
        out += ["", *self.md_sheet(sheet, lang)]
        heads, rows = self.money_rows(settled, lang)
        out += [f"## {md(t('export.settlement'))}", "",
                "| " + " | ".join(md(h) for h in heads) + " |",
                "|---|" + "---:|" * (len(heads) - 1)]
        out += ["| " + " | ".join(md(c) for c in row) + " |" for row in rows]
        out += ["", *markdown_payments(clear(settled.cents, settled.cents_rounded), lang)]
        out += [f"## {md(t('export.events'))}", ""]
        out += [f"{r.number}. {md(self.shown.describe_event(r.event, lang))} — "
                f"{md('; '.join(self.shown.writes(sheet, r.number, lang)))}"
                for r in sheet.records]
        return "\n".join(out) + "\n"

    def to_csv(self, session: AnySession, sheet: S, settled: T, name: str, /,
               lang: str = "en", bom: bool = False) -> str:
        from ..formats import CsvRows, csv_payments, sayer
        from ..money import money_json
        from ..payments import clear
        t = sayer(lang)
        row = CsvRows()
        row([t("export.csv.session"), name])
        heads, _ = self.money_rows(settled, lang)
        row([t("export.csv.player"), *heads[1:]])
        for p, m in settled.money:
            row([p, *self.csv_money(settled, p), money_json(m)])
        row([])
        self.csv_events(row, session, sheet, lang)
        csv_payments(row, clear(settled.cents, settled.cents_rounded), lang)
        return row.text(bom)

    # the log's second column on the page: its head (a message) and each event's cell
    log_head = "export.col.kind"

    def log_column(self, record: Any, /) -> str:
        return str(record.event.kind)

    def money_rows(self, settled: T, lang: str, /) -> tuple[list[str], list[list[str]]]:
        """The settlement's table in every export: its heads, and a row a player (his name
        first, his money last)."""
        from ..glossary import Msg, say
        from ..money import money_text
        return ([say(Msg("stats.col.player"), lang), say(Msg("export.money"), lang)],
                [[p, money_text(m, lang)] for p, m in settled.money])

    def csv_money(self, settled: T, player: str, /) -> list[object]:
        """A player's cells of the CSV's settlement between his name and his money (as
        `money_rows` heads them, the CSV writing numbers as numbers): none by default."""
        return []

    def md_sheet(self, sheet: S, lang: str, /) -> list[str]:
        """The sheet in the Markdown export, before the settlement: none by default."""
        return []

    def html_sheet(self, sheet: S, lang: str, /) -> list[str]:
        """The sheet's sections of the page, before the settlement: none by default."""
        return []

    def csv_events(self, row: CsvRows, session: AnySession, sheet: S, lang: str, /) -> None:
        """The CSV's table of events: each with what it wrote."""
        from ..formats import sayer
        t = sayer(lang)
        row([t("export.csv.number"), t("export.csv.event"), t("render.col.wrote")])
        for r in sheet.records:
            row([r.number, self.shown.describe_event(r.event, lang),
                 "; ".join(self.shown.writes(sheet, r.number, lang))])

    def html_parts(self, session: AnySession, sheet: S, settled: T, name: str, /,
                   lang: str = "en") -> Page:
        from ..formats import LogRow, for_friends, log_words, payments_words, sayer
        from ..pages import fragment
        from ..payments import clear
        log = log_words(lang, self.log_head, False, [
            LogRow(r.number, r.event.void, self.log_column(r),
                   self.shown.describe_event(r.event, lang),
                   "; ".join(self.shown.writes(sheet, r.number, lang))) for r in sheet.records])
        heads, rows = self.money_rows(settled, lang)
        sections = fragment("settled.html", t=sayer(lang), heads=heads, rows=rows,
                            payments=payments_words(clear(settled.cents, settled.cents_rounded),
                                                    lang), log=log)
        return for_friends(session.title or name, self.facts(session, lang),
                           [*self.html_sheet(sheet, lang), sections], lang,
                           self.game.rule_ids if self.game else ())

    def to_html(self, session: AnySession, sheet: S, settled: T, name: str, /,
                lang: str = "en") -> str:
        from ..formats import page
        return page(self.html_parts(session, sheet, settled, name, lang), lang)

    def text(self, fmt: str, played: Played[S], name: str, lang: str, bom: bool = False) -> str:
        """The session in one of formats.FORMATS (`vint export --format`)."""
        session, sheet = played.session, played.sheet
        settled = played.game.fold.settle(sheet, session.stake)
        if fmt == "json":
            return self.to_json(session, sheet, settled, name)
        if fmt == "csv":
            return self.to_csv(session, sheet, settled, name, lang=lang, bom=bom)
        if fmt == "html":
            return self.to_html(session, sheet, settled, name, lang=lang)
        return self.to_markdown(session, sheet, settled, name, lang=lang)


class _Played:
    """A session and its sheet, shown to a view by an export."""

    def __init__(self, game: Any, session: AnySession, sheet: Any) -> None:
        self.game, self.session, self.sheet = game, session, sheet
