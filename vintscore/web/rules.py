"""The rules on the page (issue 24, point 5): a rule id in a refusal or a note is a link to
that rule's text in the session's language, served by the page (`GET /rules/LANG/ID`) from
the documents `vint rules` prints (vintscore/rules).

A phone cannot run "see 'vint rules V2'": on the page that phrase becomes "see rule V2",
the id a link, and an id cited in a sentence ("(V8)") is a link too. Only an id that one of
the games' documents holds is linked; the text around it is escaped as everywhere. The
rules are the program's own, the same for every session: their pages need no token.
"""
from __future__ import annotations

import re
from functools import cache
from html import escape  # as the pages escape every value (pages.environment)
from typing import Any

from ..glossary import LANGS, Msg, say

ID = r"[A-Z]{1,2}[0-9]{1,2}"
_MARK = "\x00"  # where the id stands in the catalogue's "see 'vint rules ID'"


@cache
def _document(game: str, lang: str) -> Any:
    from .. import rules as book
    return book.load(game, lang)


def entry(rule: str, lang: str) -> tuple[Any, Any] | None:
    """(the entry of id `rule`, its game) in `lang`'s document; None when no game's
    document holds it (or `rule` is not written as the documents write ids)."""
    from .. import rules as book
    from ..games import by_rule
    if lang not in LANGS or book.normal(rule) != rule:
        return None
    game = by_rule(rule)
    if game is None:
        return None
    found = _document(game.name, lang).find(rule)
    return (found, game) if found is not None else None


def href(rule: str, lang: str) -> str:
    return f"/rules/{lang}/{rule}"


@cache
def _pattern(lang: str) -> re.Pattern[str]:
    """The phrase that sends to `vint rules` (either catalogue's form), or an id alone."""
    see = [re.escape(say(Msg(key, hint=_MARK, rule=_MARK), lang)).replace(_MARK, f"({ID})")
           for key in ("rules.see.alone",)]
    return re.compile("|".join([*see, rf"(?<![\w-])({ID})(?![\w-])"]))


def linked(text: str, lang: str) -> Any:
    """`text` escaped, each rule id in it a link to its page; "see 'vint rules V2'" said
    as "see rule V2" (Markup, for a template)."""
    from markupsafe import Markup
    out: list[str] = []
    at = 0
    for m in _pattern(lang).finditer(text):
        rule = next(g for g in m.groups() if g is not None)
        if entry(rule, lang) is None:
            continue
        out.append(str(escape(text[at:m.start()])))
        words = say(Msg("serve.rules.see", rule=rule), lang) if m.group(0) != rule else rule
        out.append(f'<a class="rule" href="{escape(href(rule, lang))}">{escape(words)}</a>')
        at = m.end()
    out.append(str(escape(text[at:])))
    return Markup("".join(out))


def _inline(text: str, lang: str) -> str:
    """A line's Markdown marks (`code`, **strong**) as HTML, the ids linked."""
    out = []
    for i, piece in enumerate(re.split(r"(`[^`]*`)", text)):
        if i % 2:
            out.append(f"<code>{escape(piece[1:-1])}</code>")
            continue
        made = str(linked(piece, lang))
        out.append(re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", made))
    return "".join(out)


def html(text: str, lang: str) -> Any:
    """An entry's text (Markdown, as the documents write it) as HTML: paragraphs, lists,
    formulas kept as written; each id it cites a link."""
    from markupsafe import Markup

    from .. import rules as book
    blocks = []
    for block in re.split(r"\n[ \t]*\n", text.strip("\n")):
        lines = block.splitlines()
        if not lines:
            continue
        if all(line.startswith("    ") for line in lines):
            blocks.append("<pre>" + "\n".join(str(escape(line[4:])) for line in lines)
                          + "</pre>")
            continue
        # a block's paragraphs, then its list items, as `vint rules` lays them out
        items = book._items(lines)
        start = 0
        while start < len(items):
            marked = bool(items[start][1])
            end = start
            while end < len(items) and bool(items[end][1]) == marked:
                end += 1
            if marked:
                tag = "ol" if items[start][1][0].isdigit() else "ul"
                blocks.append(f"<{tag}>" + "".join(f"<li>{_inline(words, lang)}</li>"
                                                    for _, _, words in items[start:end])
                              + f"</{tag}>")
            else:
                blocks.extend(f"<p>{_inline(words, lang)}</p>" for _, _, words in items[start:end])
            start = end
    return Markup("\n".join(blocks))
