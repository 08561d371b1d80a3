"""`vint play` in a real pseudo-terminal, as a person at the table runs it (issue 13).

A Terminal starts `python -m vintscore play` on a pty, waits for prompts, types answers,
and presses Ctrl-C (SIGINT, once the process sleeps in its read of the terminal) or
Ctrl-D (the end of input). What the screen showed is kept, with the terminal's \\r gone.
"""
from __future__ import annotations

import os
import pty
import signal
import subprocess
import sys
import time
from pathlib import Path

ENV = {"COLUMNS": "80", "NO_COLOR": "1", "LANG": "C.UTF-8"}


def wait_until_reading(pid: int, timeout: float = 10) -> None:
    """Wait until `pid` sleeps in its read of the terminal, as a person's Ctrl-C finds it.

    A prompt is on the screen a moment before the read begins; a SIGINT in that moment
    is held by CPython until the read returns, so a test that signals on the prompt's
    first byte races the interpreter, not vintscore.
    """
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            with open(f"/proc/{pid}/wchan") as f:
                if f.read().strip() == "wait_woken":  # n_tty_read's sleep
                    return
        except OSError:  # no /proc here: a person's reaction time is enough
            time.sleep(0.5)
            return
        time.sleep(0.01)


class Terminal:
    """`vint play ARGS…` on a pseudo-terminal."""

    def __init__(self, sessions_dir: Path, *args: str, env: dict | None = None) -> None:
        main, secondary = pty.openpty()
        full = {**os.environ, **ENV, "VINTSCORE_DIR": str(sessions_dir), **(env or {})}
        self.process = subprocess.Popen([sys.executable, "-m", "vintscore", "play", *args],
                                        stdin=secondary, stdout=secondary, stderr=secondary,
                                        env=full, close_fds=True)
        os.close(secondary)
        self.main = main
        self.seen = ""  # everything shown so far
        self.unread = ""  # shown since the last wait

    def _more(self, timeout: float) -> bool:
        import select
        ready, _, _ = select.select([self.main], [], [], timeout)
        if not ready:
            return True
        try:
            data = os.read(self.main, 4096)
        except OSError:
            return False
        if not data:
            return False
        text = data.decode("utf-8", "replace").replace("\r", "")
        self.seen += text
        self.unread += text
        return True

    def wait_for(self, text: str, timeout: float = 20) -> str:
        """Wait until `text` is shown; what was shown up to it is returned and consumed."""
        end = time.monotonic() + timeout
        while text not in self.unread:
            assert time.monotonic() < end, f"no {text!r} in {self.unread[-600:]!r}"
            if not self._more(0.1):
                assert text in self.unread, f"no {text!r} before the end: {self.unread[-600:]!r}"
        before, _, after = self.unread.partition(text)
        self.unread = after
        return before + text

    def type(self, answer: str) -> None:
        os.write(self.main, answer.encode() + b"\r")

    def answer(self, *pairs: tuple[str, str]) -> None:
        """Each (prompt, answer): wait for the prompt, then type the answer."""
        for prompt, text in pairs:
            self.wait_for(prompt)
            self.type(text)

    def ctrl_c(self) -> None:
        wait_until_reading(self.process.pid)
        self.process.send_signal(signal.SIGINT)

    def ctrl_d(self) -> None:
        wait_until_reading(self.process.pid)
        os.write(self.main, b"\x04")

    def finish(self, timeout: float = 20) -> int:
        """Read what is left to show until the process ends; its exit code."""
        end = time.monotonic() + timeout
        while self._more(0.1):  # False once the terminal's other end is closed
            if time.monotonic() > end:
                self.process.kill()
                raise AssertionError(f"vint play did not end: {self.seen[-600:]!r}")
        code = self.process.wait(timeout=timeout)
        os.close(self.main)
        return code
