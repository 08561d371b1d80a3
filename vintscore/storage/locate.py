"""Where things are in a session file's text: the line of each table and key, for error
locations, and the comments, which a rewrite would lose (docs/contract.md, "The session file").

A light scan of the TOML text, lenient: it also runs on files that do not parse.
"""
from __future__ import annotations

import re

from .schema import HEADER


class Where:
    """The lines of one table of the file: its header and its keys."""

    __slots__ = ("keys", "line")

    def __init__(self, line: int | None) -> None:
        self.line = line
        self.keys: dict[str, int] = {}

    def of(self, key: str) -> int | None:
        return self.keys.get(key, self.line)


# Patterns of the error locator and the comment scan, compiled where they are used (re
# keeps what it compiled): a file that reads without a problem never needs them.
_TABLE_HEADER = r"\s*(\[\[?)\s*(.*?)\s*\]\]?\s*(?:#.*)?\r?"


_KEY_START = r"""\s*([A-Za-z0-9_-]+|"(?:[^"\\\n]|\\.)*"|'[^'\n]*')\s*[.=]"""


_ESCAPES = {"b": "\b", "t": "\t", "n": "\n", "f": "\f", "r": "\r", '"': '"', "\\": "\\"}


def _unquote(part: str) -> str:
    """A key as TOML reads it: a literal key as written, a basic one with its escapes
    ("\\u202eevil" is the key U+202E + evil), so that the key the reader names is found."""
    part = part.strip()
    if len(part) >= 2 and part[0] == part[-1] and part[0] in "\"'":
        if part[0] == "'" or "\\" not in part:
            return part[1:-1]
        return re.sub(r"\\(u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|.)", _unescape, part[1:-1])
    return part


def _unescape(found: re.Match[str]) -> str:
    code = found.group(1)
    if code[0] in "uU" and len(code) > 1:
        try:
            return chr(int(code[1:], 16))
        except ValueError:  # beyond Unicode: TOML refuses the file anyway
            return found.group(0)
    return _ESCAPES.get(code, found.group(0))


class Locator:
    """Where keys and tables are in a file's text, for error locations (a light TOML scan)."""

    def __init__(self, text: str) -> None:
        self.lines = text.split("\n")
        _, inside_string = scan(text)
        self.top = Where(None)
        self.tables: dict[str, Where] = {}
        self.arrays: dict[str, list[Where]] = {"events": []}  # each [[name]] table, in order
        self.events = self.arrays["events"]
        current = self.top
        table_header, key_start = re.compile(_TABLE_HEADER), re.compile(_KEY_START)
        for number, raw in enumerate(self.lines, 1):
            if inside_string[number - 1]:
                continue
            header = table_header.fullmatch(raw) if raw.lstrip().startswith("[") else None
            if header:
                name = ".".join(_unquote(p) for p in header.group(2).split("."))
                current = Where(number)
                if header.group(1) == "[[":
                    self.arrays.setdefault(name, []).append(current)
                if header.group(1) != "[[" or name != "events":
                    self.tables.setdefault(name, current)
                self.top.keys.setdefault(name.split(".")[0], number)
                continue
            key = key_start.match(raw)
            if key:
                current.keys.setdefault(_unquote(key.group(1)), number)

    def source(self, line: int | None) -> str | None:
        if line is None or not 1 <= line <= len(self.lines):
            return None
        text = self.lines[line - 1].rstrip("\r")
        return text if len(text) <= 300 else text[:300] + "…"

    def event(self, number: int, key: str = "") -> int | None:
        if 1 <= number <= len(self.events):
            return self.events[number - 1].of(key)
        return self.top.keys.get("events")

    def item(self, name: str, number: int, key: str = "") -> int | None:
        """The line of `key` in the `number`th [[name]] table (1-based), else of the array."""
        tables = self.arrays.get(name, [])
        if 1 <= number <= len(tables):
            return tables[number - 1].of(key)
        return self.top.keys.get(name)

    def table(self, name: str, key: str = "") -> int | None:
        where = self.tables.get(name)
        if where is None:
            return self.top.keys.get(name)
        return where.of(key)


_NEXT_MARK = {
    None: r"[\"'#\n\[\]]",
    '"': r'["\\\n]',
    "'": r"['\n]",
    '"""': r'["\\\n]',
    "'''": r"['\n]",
}


def scan(text: str) -> tuple[list[tuple[int, int, str]], list[bool]]:
    """TOML comments outside strings as (line, column, text), and for each line whether it
    starts inside a value (a multi-line string or array). Lenient: it also runs on broken files."""
    comments: list[tuple[int, int, str]] = []
    inside = [False]
    state: str | None = None
    depth = 0  # open brackets: table headers close on their line, arrays may not
    pos, line, line_start, n = 0, 1, 0, len(text)
    next_mark = {key: re.compile(pattern) for key, pattern in _NEXT_MARK.items()}
    while True:
        m = next_mark[state].search(text, pos)
        if m is None:
            break
        i = m.start()
        c = text[i]
        if c == "\n":
            if state in ('"', "'"):
                state = None  # a one-line string cannot cross a line (a syntax error anyway)
            line += 1
            line_start = pos = i + 1
            inside.append(state is not None or depth > 0)
        elif state is None:
            if c == "[":
                depth, pos = depth + 1, i + 1
            elif c == "]":
                depth, pos = max(depth - 1, 0), i + 1
            elif c == "#":
                end = text.find("\n", i)
                end = n if end < 0 else end
                comments.append((line, i - line_start + 1, text[i:end].rstrip("\r")))
                pos = end
            elif text.startswith(c * 3, i):
                state, pos = c * 3, i + 3
            else:
                state, pos = c, i + 1
        elif c == "\\":
            pos = i + 2 if i + 1 < n and text[i + 1] != "\n" else i + 1
        elif len(state) == 1:
            state, pos = None, i + 1
        else:
            run = 1
            while i + run < n and text[i + run] == c:
                run += 1
            if run >= 3:  # the closing delimiter, after up to two quotes of content
                state, pos = None, i + min(run, 5)
            else:
                pos = i + run
    return comments, inside


def has_other_comments(text: str, header: str = HEADER) -> bool:
    """Whether the file holds comments other than the `header` line (they would be lost on
    a rewrite)."""
    text = text.removeprefix("\ufeff")
    comments, _ = scan(text)
    lines = text.split("\n")
    for line, column, body in comments:
        if body.rstrip() == header and not lines[line - 1][:column - 1].strip():
            continue
        return True
    return False
