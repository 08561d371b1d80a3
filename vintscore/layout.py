"""Laying rows out for a terminal of any width: a table when it fits, else a few lines
per row (the phone at the table). The same for every game's figures."""
from __future__ import annotations

from typing import Any

from .glossary import Msg, say


def table_or_list(title: str, headers: list[str], rows: list[list[str]], width: int,
                  lang: str, wrapping: int = 0) -> Any:
    """A table when it fits the width with no number cut; else a few lines per row.

    The first column (names) and the last `wrapping` columns may wrap; the others are
    numbers, right-justified, never cut.
    """
    from rich import box
    from rich.cells import cell_len
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=(0, 0, 0, 1),
                  title=Text(title, style="bold"), title_justify="left")
    table.add_column(Text(headers[0]), overflow="fold")
    for i, h in enumerate(headers[1:], 1):
        wraps = i >= len(headers) - wrapping
        table.add_column(Text(h), justify="left" if wraps else "right", no_wrap=not wraps,
                         overflow="fold")
    for row in rows:
        table.add_row(Text(row[0]), *(Text(c) for c in row[1:]))
    def widest(texts, words: bool) -> int:
        return max((cell_len(w) for text in texts
                    for w in (text.split() if words else text.splitlines() or [""])), default=0)

    needed = sum(widest([h, *(r[i] for r in rows)], words=i == 0 or i >= len(headers) - wrapping)
                 for i, h in enumerate(headers)) + 2 * (len(headers) - 1)
    if needed <= width:
        return table
    lines = [Text(title, style="bold")]
    for row in rows:
        lines.append(Text(row[0], style="bold"))
        fields = [say(Msg("stats.field", label=" ".join(h.split()), value=v), lang)
                  for h, v in zip(headers[1:], row[1:]) if v != ""]
        line = ""
        for field in fields:  # whole fields to a line, as many as fit
            if line and cell_len(line) + 3 + cell_len(field) > width - 2:
                lines.append(Text("  " + line))
                line = ""
            line = f"{line} · {field}" if line else field
        lines.append(Text("  " + line))
    return Group(*lines)


def wrapped(lines: list[str]) -> list[Any]:
    """Lines of words that wrap at the terminal's width (a long name folds, never pushes a
    line past the edge): what a view returns for `show` to draw."""
    from rich.text import Text
    return [Text(line, overflow="fold") for line in lines]
