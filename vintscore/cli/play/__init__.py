"""`vint play`: the whole evening deal by deal, asked in the order a table announces it.

Each event is asked for question by question (the session's game says which:
`games/<game>/questions.py`), shown as it will be written, and saved the moment it is
confirmed, with the same services and the same locked, atomic write as the commands; so
Ctrl-C or a closed terminal loses nothing confirmed, and the evening says what it kept
and what it did not. The steering words (pass, undo, edit N, void N, adjust, misdeal,
sheet, log, quit, ? — or their Russian forms) work at every prompt: `evening.py` asks and
saves, `steer.py` does what each word says, `draft.py` holds what is being typed.
"""
from __future__ import annotations

from ..commands import command
from ..common import LangOpt, SessionOpt, handled, open_session, session_path


@command()
@handled
def play(session: SessionOpt = None, lang: LangOpt = None) -> None:
    """`vint play` (help: cli.help.play): deal by deal, saved as each is confirmed."""
    import gc
    gc.enable()  # main() turns the collector off for a command's fraction of a second;
    # an evening at the prompt lives for hours and makes garbage: it collects again
    from .evening import Evening
    from .screen import Screen
    opened = open_session(session)
    Evening(session_path(session), opened, Screen()).run()
