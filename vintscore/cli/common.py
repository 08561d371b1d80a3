"""What every command shares: options, the run's language, error reporting, opening a
session and printing what a view made.

Commands parse their arguments, call the services (vintscore/services) and print what
the session's game shows (games/<game>/view.py); no arithmetic and no rule here.
"""
from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable
from contextvars import ContextVar
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from ..errors import InputError, SessionFileError, Text, VintError
from ..glossary import LANGS, Msg, say
from .head import locale_lang, session_lang

if TYPE_CHECKING:  # the core is imported by the commands that run, not by `vint --help`
    from ..services.session import Changed, Opened
    from ..where import Where

# Help is named by its key in the glossary ("@cli.help.…"); cli/helptext.py says it.
SessionOpt = Annotated[Optional[str], typer.Option(
    "--session", "-s", metavar="NAME_OR_PATH", help="@cli.help.session")]
LangOpt = Annotated[Optional[str], typer.Option("--lang", metavar="en|ru", help="@cli.help.lang")]
JsonOpt = Annotated[bool, typer.Option("--json", help="@cli.help.json")]
NoteOpt = Annotated[str, typer.Option("--note", help="@cli.help.note_event")]


def _print_version(shown: bool) -> None:
    """`vint --version`: the installed version, as a command-line program says it."""
    if shown:
        from .. import version
        typer.echo(say(Msg("cli.version", version=version()), current_lang()))
        raise typer.Exit()


VersionOpt = Annotated[bool, typer.Option("--version", is_eager=True, callback=_print_version,
                                          help="@cli.help.version")]


# The language of a command while it runs: --lang if given, else the session's own (once
# it is read), else the locale. Set by `handled` for the command's run and reset after it,
# so nothing lingers between commands (or tests). (language, chosen by --lang, a session
# was read)
_LANG: ContextVar[tuple[str, bool, bool]] = ContextVar("vint_lang", default=("en", False, False))
# The group's own --lang (`vint --lang ru sheet`), for the command it runs; cleared when the
# run ends.
_GROUP_LANG: ContextVar[Optional[str]] = ContextVar("vint_group_lang", default=None)
# Whether the running command has saved its change: an internal error after that must not
# say that nothing was written.
_SAVED: ContextVar[bool] = ContextVar("vint_saved", default=False)


def choose_lang(ctx: typer.Context, lang: LangOpt = None, version: VersionOpt = False) -> None:
    """The `vint` group's callback: it keeps `vint CMD` a group even when the app holds one
    command, and `vint --lang LANG CMD` makes LANG the language of CMD (unless CMD has a
    --lang of its own) and of the help."""
    if lang is not None:
        token = _GROUP_LANG.set(lang)
        ctx.call_on_close(lambda: _GROUP_LANG.reset(token))


def _default_lang(session: Optional[str]) -> str:
    """Without --lang: the language of the session the command is about (-s, else the
    current one), read from its header, else the locale's (issue 14: a Russian session is
    Russian everywhere, `vint sessions` and `vint where` included)."""
    return session_lang(["-s", session] if session else []) or locale_lang()


def current_lang() -> str:
    return _LANG.get()[0]


def use_session_lang(lang: str) -> None:
    """A session's language becomes the run's, unless --lang chose one."""
    if not _LANG.get()[1]:
        _LANG.set((lang if lang in LANGS else _LANG.get()[0], False, True))


def _session_lang(name: Optional[str]) -> None:
    """Before an error is told: the language of the session the command is about, when
    --lang chose none and the command failed before it read the session."""
    if _LANG.get()[1] or _LANG.get()[2]:
        return
    try:
        from .. import storage
        lang = storage.load(session_path(name)).session.lang
    except Exception:  # no session, or one that cannot be read: the locale's language
        return
    use_session_lang(lang)


def say_(message: Text) -> str:
    """A message (or plain text) in the run's language."""
    return say(message, current_lang())


def echo(message: Text, *, err: bool = False) -> None:
    typer.echo(say_(message), err=err)


def handled(func: Callable) -> Callable:
    """Turn our errors into one message and a hint on stderr, with the exit code of docs/contract.md, "Exit codes"."""
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        lang = kwargs.get("lang")
        if lang is None:
            lang = _GROUP_LANG.get()
        chosen = lang.strip().casefold() if lang is not None else None
        token = _LANG.set((chosen, True, False) if chosen in LANGS
                          # a command about a session speaks its language from the start (usage
                          # included); `new`, `where`, `sessions`: the locale's
                          else (_default_lang(kwargs.get("session")) if "session" in kwargs
                                and func.__name__ != "new" else locale_lang(), False, False))
        saved_token = _SAVED.set(False)
        try:
            if lang is not None and chosen not in LANGS:
                raise InputError(Msg("cli.no_language", lang=lang), hint=Msg("cli.no_language.hint"))
            return func(*args, **kwargs)
        except VintError as e:
            if "session" in kwargs and func.__name__ != "new":  # new: not the current one's
                _session_lang(kwargs.get("file") or kwargs.get("session"))
            report_error(e)
            raise typer.Exit(e.exit_code) from None
        except (typer.Exit, typer.Abort):
            raise
        except KeyboardInterrupt:
            if _SAVED.get():  # exit 1 means nothing was written: the change was
                raise typer.Exit(0) from None
            raise
        except Exception as e:  # a bug: one sentence, no traceback, unless asked for
            if output_gone(e):  # the reader went away (`| head`): nothing of ours failed
                quiet_stdout()
                raise typer.Exit(0) from None
            if _SAVED.get():
                after_save(e)
            if os.environ.get("VINTSCORE_DEBUG"):
                raise
            echo(Msg("cli.internal_error", error=f"{type(e).__name__}: {e}"), err=True)
            raise typer.Exit(1) from None
        finally:
            _LANG.reset(token)
            _SAVED.reset(saved_token)
    return wrapper


def output_gone(e: Exception) -> bool:
    """Whether `e` is stdout that can no longer be written: a closed pipe or descriptor."""
    import errno
    return isinstance(e, OSError) and e.errno in (errno.EPIPE, errno.EBADF)


def after_save(e: Exception) -> None:
    """A failure once the change is saved: exit 0 all the same (docs/contract.md, "Exit codes": 1 means nothing
    was written, and a script that retried would write it twice); it is said on stderr."""
    if os.environ.get("VINTSCORE_DEBUG"):
        raise e
    try:
        echo(Msg("cli.internal_error.saved", error=f"{type(e).__name__}: {e}"), err=True)
    except OSError:
        pass
    raise typer.Exit(0) from None


def quiet_stdout() -> None:
    """Whatever is still to be printed goes nowhere (the reader has gone): the interpreter's
    last flush must not fail either (Python's advice on SIGPIPE)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, AttributeError, ValueError):
        pass


def report_error(e: VintError) -> None:
    """error: WHERE: message (RULE) / the line with a marker / hint: … (hledger's layout)."""
    message, hint = e.said(current_lang())
    lines = []
    if isinstance(e, SessionFileError):
        lines.append(say_(Msg("cli.error_at", where=e.location, message=message)))
        if e.source_line is not None and e.line is not None:
            from ..text import safe
            number = str(e.line)
            lines.append(f"  {number} | {safe(e.source_line)}")
            if e.column:
                lines.append(f"  {' ' * len(number)} | {' ' * (e.column - 1)}^")
    else:
        lines.append(say_(Msg("cli.error", message=message)))
    if hint:
        lines.append(say_(Msg("cli.hint", hint=hint)))
    typer.echo("\n".join(lines), err=True)


def mark_saved() -> None:
    """The command's change is on disk: from now on an internal error says so."""
    _SAVED.set(True)


def sessions_where() -> Where:
    """The sessions folder, and why it is the one (vintscore/where.py)."""
    from .. import storage
    return storage.sessions_where()


def sessions_folder() -> Path:
    return sessions_where().folder


def session_path(name: Optional[str]) -> Path:
    """The file of --session NAME_OR_PATH (or the current session; or an example)."""
    from .. import storage
    where = sessions_where()
    path = storage.resolve(name, where.folder, where)
    if name is not None:
        refuse_no_session(path, where.folder)
    return path


def refuse_no_session(path: Path, folder: Path) -> None:
    """A file named by `-s PATH` outside the sessions folder that is no session at all
    (`-s /proc/self/environ`) is said so at once, exit 65, before any command reads it or
    makes its lock beside it (issue 32, point 5). The folder's own files and the examples
    are sessions by where they are: a broken one is told by its reader, its line named."""
    from ..storage import atomic, envelope
    from ..where import is_example
    if os.path.dirname(os.path.realpath(path)) == os.path.realpath(folder) or is_example(path):
        return
    try:
        size = os.stat(path).st_size
        head = atomic.read_regular(path, 1 << 13)
    except OSError:
        return  # the reader says why
    why = envelope.not_a_session(size, head)
    if why is not None:
        raise SessionFileError(why, path=str(path), hint=Msg("storage.not_session.hint"))


def open_session(name: Optional[str]) -> Opened:
    """The session of --session (or the current one), replayed; its language is the run's."""
    from ..services.session import open_session as opened
    found = opened(session_path(name))
    use_session_lang(found.session.lang)
    return found


def changed(result: Changed) -> Changed:
    """After a service saved its change: the run speaks the session's language, a later
    internal error says that the change was saved, and lost comments are told."""
    mark_saved()
    use_session_lang(result.session.lang)
    saved = result.saved
    if saved.lost_comments:
        echo(Msg("cli.comments_lost", name=saved.old.path.name, backup=saved.backup), err=True)
    return result


def show(parts: list) -> None:
    """What a view made, in order: lines of text as they are, renderables drawn."""
    out = None
    for part in parts:
        if isinstance(part, str):
            typer.echo(part)
        else:
            out = out or console()
            out.print(part)


def width() -> int:
    """The width the views draw to: the terminal's (or COLUMNS)."""
    return console().width


def console():
    """A rich console for stdout, made when a command draws (never at import)."""
    from rich.console import Console

    class Quiet(Console):
        def on_broken_pipe(self) -> None:
            # rich would exit 1 here; the command decides (after_save: a saved change is 0)
            self.quiet = True
            raise BrokenPipeError(32, "Broken pipe")

    return Quiet(highlight=False, emoji=False, markup=False)


def print_json(data: dict) -> None:
    """JSON with names as typed; json escapes C0 controls, and this escapes C1 too."""
    import json
    text = json.dumps(data, ensure_ascii=False, indent=2)
    if not text.isprintable():  # the structure's own newlines are the only raw controls left
        import unicodedata
        text = "".join(f"\\u{ord(ch):04x}" if ch != "\n" and unicodedata.category(ch) == "Cc"
                       else ch for ch in text)
    typer.echo(text)


def at_terminal() -> bool:
    """Whether a person can answer a prompt (V2: honours are asked for only then)."""
    return sys.stdin.isatty() and sys.stdout.isatty()
