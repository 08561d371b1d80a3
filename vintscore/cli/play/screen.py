"""The terminal of `vint play`: prompts, lines and drawings, and the answers typed.

docs/contract.md, "Exit codes": once a change is saved, a failure to print it never makes the exit non-zero.
An evening saves many times, so no write to the screen may end it: when standard output
is closed or its pipe is cut, the screen says so once on stderr and goes on reading the
answers (confirmed deals are still saved); what it cannot print is dropped.
"""
from __future__ import annotations

import os
import sys
from typing import Any

from ...errors import Text
from ..common import console, say_


class Screen:
    """Where `vint play` prints and reads; printing never raises."""

    def __init__(self) -> None:
        self.gone = False  # standard output could not be written
        self.open_line = False  # a prompt waits on the line: a later message starts anew

    # -- output ------------------------------------------------------------------------

    def _write(self, text: str) -> None:
        if self.gone:
            return
        try:
            out = sys.stdout
            out.write(text)
            out.flush()
        except (OSError, ValueError, AttributeError) as e:  # closed, cut, or no stdout at all
            self._lost(e)
            return
        self.open_line = bool(text) and not text.endswith("\n")

    def _lost(self, error: Exception) -> None:
        """Standard output is gone: say so once, and let nothing written to it fail again
        (the interpreter's last flush at exit included: it would make the exit code 120)."""
        from ...glossary import Msg
        self.gone = True
        try:
            fd = sys.stdout.fileno() if sys.stdout is not None else -1
            if fd >= 0:
                null = os.open(os.devnull, os.O_WRONLY)
                os.dup2(null, fd)
                os.close(null)
        except (OSError, ValueError, AttributeError):
            sys.stdout = open(os.devnull, "w", encoding="utf-8")
        self.err(Msg("play.no_output", error=type(error).__name__))

    def line(self, message: Text) -> None:
        """A message said in the run's language, on a line of its own."""
        self.text(say_(message))

    def text(self, text: str) -> None:
        self._write(("\n" if self.open_line else "") + text + "\n")

    def draw(self, parts: list[Any]) -> None:
        """What a view made: lines as they are, renderables drawn to the terminal's width.

        rich is asked to draw into a string (its own write would end the process on a
        cut pipe), which is then written like any line."""
        if self.gone:
            return
        for part in parts:
            if isinstance(part, str):
                self.text(part)
                continue
            out = console()
            with out.capture() as captured:
                out.print(part)
            self._write(("\n" if self.open_line else "") + captured.get())

    def err(self, message: Text) -> None:
        """A message on stderr (errors, refusals); nothing if stderr is gone too."""
        text = ("\n" if self.open_line and not self.gone else "") + say_(message) + "\n"
        try:
            sys.stderr.write(text)
            sys.stderr.flush()
        except (OSError, ValueError, AttributeError):
            return
        self.open_line = False

    def end_line(self) -> None:
        """Close a prompt's line left open (by Ctrl-C or the end of input)."""
        if self.open_line:
            self._write("\n")

    # -- input -------------------------------------------------------------------------

    def ask(self, prompt: str, default: str | None = None) -> str:
        """The answer to a prompt, without its newline; Enter gives `default` (shown in
        brackets). EOFError at the end of input; KeyboardInterrupt passes on."""
        shown = f"{prompt} [{default}]: " if default else f"{prompt}: "
        self._write(("\n" if self.open_line else "") + shown)
        stream = sys.stdin
        line = stream.readline() if stream is not None else ""
        if not line:
            raise EOFError
        # A terminal echoes the answer and its newline; read from a pipe, the next line
        # still has to start on a line of its own.
        self.open_line = not _is_terminal(stream)
        answer = line.rstrip("\r\n")
        if not answer.strip() and default is not None:
            return default
        return answer


def _is_terminal(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (OSError, ValueError, AttributeError):
        return False
