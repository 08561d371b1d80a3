"""The rules as vintscore applies them, written for players, shipped with the program.

One Markdown document a game and a language, beside this module: `vint.en.md`,
`vint.ru.md`, `preferans.en.md`, `preferans.ru.md` (named by the game's name in the
registry, vintscore.games). A document is a title (`# …`), an introduction, and sections
(`## …`) of entries, each headed `### ID Title`: a rule (V1…, P1…) or a worked example
(X1…, S1…, R5…, PS1…, PD1…). The ids are the contract: code, tests and messages cite them
(`RuleViolation(rule="V2")`, "(P10)"), and `vint rules ID` prints the entry.

`parse` reads a document into its entries, `load` reads one document (and only that
one), and `wrap` lays an entry's text out for a terminal. Standard library only, and no
I/O but reading the packages' own files, as an import does (a game kept outside
vintscore has its documents in its own package).
"""
from __future__ import annotations

import re
import textwrap
from pathlib import Path

from ..registry import folder_of
from ..value import value

# An id: one or two capitals and a number ("V2", "X27", "PS1").
ID = re.compile(r"[A-Z]{1,2}[0-9]{1,2}")
_ENTRY = re.compile(r"### +([A-Z]{1,2}[0-9]{1,2}) +(\S.*)")
# Cyrillic capitals that look like the Latin letters of the ids (a Russian keyboard
# types "Р10" for P10 and "Х3" for X3 without a visible difference).
_LOOKALIKES = str.maketrans({"Р": "P", "Х": "X"})
_ITEM = re.compile(r"(?:[-*]|[0-9]+\.) ")


@value
class Entry:
    """One rule or worked example: its id, its title, its section's heading, its text
    (Markdown, as written)."""

    id: str
    title: str
    section: str
    text: str


@value
class Document:
    """A game's rules in one language: its title, introduction and entries, in order."""

    title: str
    intro: str
    entries: tuple[Entry, ...]

    def find(self, rule_id: str) -> Entry | None:
        """The entry of an id (as `normal` gives it), or None."""
        return next((e for e in self.entries if e.id == rule_id), None)

    def sections(self) -> list[tuple[str, list[Entry]]]:
        """The entries grouped by section, in order: [(heading, entries)]."""
        grouped: dict[str, list[Entry]] = {}
        for entry in self.entries:
            grouped.setdefault(entry.section, []).append(entry)
        return list(grouped.items())


def normal(text: str) -> str | None:
    """An id as typed ('v11', ' P10 ', '(V2)', 'Р10' in Cyrillic) as the documents write
    it ('V11'), or None when the text is no id."""
    folded = text.strip().strip("().,;:").strip().upper().translate(_LOOKALIKES)
    return folded if ID.fullmatch(folded) else None


def letters(rule_id: str) -> str:
    """The letters of an id, which say whose document holds it: 'PD' of 'PD3'."""
    return rule_id.rstrip("0123456789")


def parse(text: str) -> Document:
    """A document's entries; ValueError for a heading that is not `### ID Title`, an id
    written twice, or text before the title."""
    lines = text.splitlines()
    if not lines or not lines[0].startswith("# "):
        raise ValueError("a rules document starts with its title: '# …'")
    title = lines[0][2:].strip()
    intro: list[str] = []
    entries: list[Entry] = []
    section = ""
    current: tuple[str, str] | None = None
    body: list[str] = []

    def close() -> None:
        if current is not None:
            entries.append(Entry(current[0], current[1], section, "\n".join(body).strip()))

    for number, line in enumerate(lines[1:], start=2):
        if line.startswith("### "):
            found = _ENTRY.fullmatch(line.rstrip())
            if found is None:
                raise ValueError(f"line {number}: an entry's heading is '### ID Title': {line!r}")
            close()
            current, body = (found[1], found[2].strip()), []
        elif line.startswith("## "):
            close()
            current, body = None, []
            section = line[3:].strip()
        elif line.startswith("#"):
            raise ValueError(f"line {number}: one title only, then '##' and '###': {line!r}")
        elif current is not None:
            body.append(line)
        elif not section:
            intro.append(line)
    close()
    seen: set[str] = set()
    for entry in entries:
        if entry.id in seen:
            raise ValueError(f"{entry.id} is written twice")
        seen.add(entry.id)
    return Document(title, "\n".join(intro).strip(), tuple(entries))


# The documents of the house that are no game's, by the letters of their ids: the club's
# rating (L1…, `vint rules L4`). No game's ids begin with these letters.
HOUSE: dict[str, str] = {"L": "rating"}


def house(rule_id: str) -> str | None:
    """The house's document holding an id ('L4': "rating"), or None."""
    return HOUSE.get(letters(rule_id))


def path(game: str, lang: str) -> Path:
    """The document of a game (its registry name) in a language, or in English when that
    language has none: beside this module for the games vintscore ships, else in the
    game's own package (a game kept elsewhere writes its documents there)."""
    here = Path(__file__).parent
    if not (here / f"{game}.en.md").is_file():
        here = folder_of(game) or here
    found = here / f"{game}.{lang}.md"
    return found if found.is_file() else here / f"{game}.en.md"


def load(game: str, lang: str) -> Document:
    """The rules of a game in a language: one file read."""
    return parse(path(game, lang).read_text(encoding="utf-8"))


def plain(text: str) -> str:
    """Markdown's inline marks taken off for a terminal: `code` and **strong**."""
    return text.replace("`", "").replace("**", "")


def wrap(text: str, width: int) -> list[str]:
    """An entry's text as terminal lines no wider than `width` where words allow:
    paragraphs and list items filled (items hanging under their mark), indented blocks
    (formulas) kept as written, one blank line between blocks."""
    width = max(width, 20)
    out: list[str] = []
    for block in re.split(r"\n[ \t]*\n", text.strip("\n")):
        lines = block.splitlines()
        if not lines:
            continue
        if out:
            out.append("")
        if all(line.startswith("    ") for line in lines):  # a formula, as written
            out.extend(plain(line).rstrip() for line in lines)
            continue
        for indent, mark, words in _items(lines):
            first = " " * indent + mark
            # a product stays on one line: "1000 × level", never "1000 ×" and "level"
            glued = plain(words).replace(" × ", _GLUE + "×" + _GLUE)
            out.extend(line.replace(_GLUE, " ") for line in textwrap.wrap(
                glued, width, initial_indent=first, subsequent_indent=" " * len(first),
                break_long_words=False, break_on_hyphens=False) or [first.rstrip()])
    return out


_GLUE = "\u00a0"  # a space textwrap does not break at


def _items(lines: list[str]) -> list[tuple[int, str, str]]:
    """A block's paragraphs and list items: (indent, mark, their words joined)."""
    items: list[tuple[int, str, list[str]]] = []
    for line in lines:
        stripped = line.lstrip()
        indent = len(line) - len(stripped)
        item = _ITEM.match(stripped)
        if item is not None:
            items.append((indent, item.group(), [stripped[item.end():]]))
        elif items:
            items[-1][2].append(stripped)
        else:
            items.append((0, "", [stripped]))
    return [(indent, mark, " ".join(words)) for indent, mark, words in items]
