"""`vint rules [ID]`: the rules as the program applies them, one by its id, or the list.

The documents are the package's (vintscore/rules): one a game and a language, and the
command reads the one it shows. Its language is the run's: --lang, else the session's,
else the locale's. Without a session (or with one that cannot be read) it still answers:
the list is Vint's, and an id finds its game by its letters (P10 is Preferans's).
"""
from __future__ import annotations

import shutil
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from ..errors import InputError, VintError
from ..games import names
from ..glossary import Msg
from .commands import command
from .common import (
    LangOpt,
    SessionOpt,
    current_lang,
    echo,
    handled,
    say_,
    session_path,
    use_session_lang,
)

if TYPE_CHECKING:
    from ..games import Game


@command()
@handled
def rules(
    rule: Annotated[Optional[str], typer.Argument(metavar="[ID]", help="@cli.help.rules.id")] = None,
    game: Annotated[Optional[str], typer.Option("--game", metavar="|".join(names()), help="@cli.help.rules.game")] = None,
    session: SessionOpt = None,
    lang: LangOpt = None,
) -> None:
    """`vint rules` (help: cli.help.rules): a rule or worked example, or the list of them."""
    from .. import games
    from .. import rules as book
    played = _session_game(session)
    width = shutil.get_terminal_size((80, 24)).columns
    if rule is None:
        chosen = games.chosen(game) if game is not None else played or games.game_of(games.DEFAULT)
        _list(chosen, book.load(chosen.name, current_lang()), width)
        return
    wanted = book.normal(rule)
    owner = games.by_rule(wanted) if wanted is not None else None
    document = owner.name if owner else book.house(wanted) if wanted else None
    entry = book.load(document, current_lang()).find(wanted) if document and wanted else None
    if entry is None:
        raise InputError(Msg("rules.unknown", text=rule.strip()),  # (!r escapes and shortens)
                         hint=Msg("rules.unknown.hint", games=_games()))
    lines = book.wrap(f"{entry.id} {entry.title}", width) + [""] + book.wrap(entry.text, width)
    typer.echo("\n".join(lines))


def _games() -> Msg | str:
    """The games there are, by the words `--game` reads (the registry's names)."""
    from ..notation import listed_msgs
    from ..registry import names
    return listed_msgs("core.or", names())


def _session_game(name: Optional[str]) -> Optional[Game]:
    """The game of the session the command is about, whose language becomes the run's; None
    without one. A session named by --session must read; the current one may fail to."""
    from .. import storage
    from ..games import game_of
    try:
        found = storage.load(session_path(name)).session
    except VintError:
        if name is not None:
            raise
        return None
    use_session_lang(found.lang)
    return game_of(found.game)


def _list(chosen: Game, document, width: int) -> None:
    """Each id and title, under its section's heading, and where the other games' are."""
    from .. import games
    from .. import rules as book
    lines = book.wrap(document.title, width)
    lines += book.wrap(say_(Msg("rules.list.how", example=document.entries[0].id)), width)
    size = max(len(e.id) for e in document.entries)
    for heading, entries in document.sections():
        lines += ["", *book.wrap(heading, width)]
        for e in entries:
            said = say_(Msg("rules.list.entry", id=e.id.ljust(size), title=e.title))
            lines += _hanging(said, size, width)
    lines.append("")
    for other in (games.game_of(n) for n in games.names()):
        if other is not chosen:
            lines += book.wrap(say_(Msg("rules.list.other", game=other.title, name=other.name)),
                               width)
    echo("\n".join(lines))


def _hanging(said: str, size: int, width: int) -> list[str]:
    """A line of the list; a long title wrapped under itself, clear of the ids' column."""
    import textwrap
    return textwrap.wrap(said, max(width, 20), subsequent_indent=" " * (size + 4),
                         break_long_words=False, break_on_hyphens=False)
