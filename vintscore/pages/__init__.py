"""Pages made from templates: the HTML export and the live page of `vint serve` share them.

Jinja2 with autoescaping on, so a name or a note is text wherever it lands; undefined
names are errors, not empty strings. Imported when a page is first made (jinja2 costs
~15 ms): no other command loads it. The style sheet is one file, inlined in the export
(a page that fetches nothing) and served by `vint serve` (whose policy forbids inline).
"""
from __future__ import annotations

import html
import re
from functools import cache
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
TEMPLATES = HERE / "templates"
STATIC = HERE / "static"

# The export may fetch nothing and run nothing: a browser enforces it, whatever the text holds.
EXPORT_CSP = ("default-src 'none'; style-src 'unsafe-inline'; img-src data:; "
              "base-uri 'none'; form-action 'none'")


@cache
def environment() -> Any:
    import jinja2
    # Every value is escaped as the standard library escapes it (&quot;, &#x27;), so the
    # pages read the same as when they were strings built by hand (the export's goldens).
    # A template is templates/'s; "GAME/…" that it has not is the game's own, in its
    # package's templates/ (a game kept outside vintscore).
    loader = jinja2.ChoiceLoader([jinja2.FileSystemLoader(TEMPLATES), _game_loader()])
    return jinja2.Environment(loader=loader, autoescape=True,
                              finalize=_escaped, undefined=jinja2.StrictUndefined,
                              trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)


def _game_loader() -> Any:
    """The templates a game keeps in its own package: "GAME/sections.html" is
    templates/sections.html beside the package of GAME (vintscore.registry)."""
    import jinja2

    from ..registry import folder_of

    class GameTemplates(jinja2.BaseLoader):
        def get_source(self, environment: Any, template: str) -> Any:
            game, _, name = template.partition("/")
            folder = folder_of(game) if name else None
            if folder is None:
                raise jinja2.TemplateNotFound(template)
            return jinja2.FileSystemLoader(folder / "templates").get_source(environment, name)

    return GameTemplates()


def _escaped(value: Any) -> Any:
    from markupsafe import Markup
    if hasattr(value, "__html__"):
        return value
    return Markup(html.escape(str(value)))


def render(template: str, **context: Any) -> str:
    """The page or part named `template` (a path under templates/) made with `context`."""
    return red_suits(str(environment().get_template(template).render(**context)))


# The red suits red (issue 35): every ♦ and ♥ a page shows as text is put in
# <span class="suit-red">, whichever template or value printed it, so that every game's
# contracts, log and settlement have it without naming a sign. Done on what a template
# made: every value is escaped (no "<" nor ">" in a text or an attribute), so a tag is
# exactly "<…>". A sign in a tag (an attribute: aria-label, value), in an element that
# holds text only (title, style, script, textarea, option), on a key of the keypad (a
# button, red by its own class: live.html) or in a drawing (svg, which keeps its own
# colours) is left alone; one already red (a part put into a page) is not wrapped again.
# The sign stays the text: a screen reader says what it said.
RED_SUIT = '<span class="suit-red">{}</span>'
_SUITS = re.compile(r'<span class="suit-red">[♦♥]</span>|<!--.*?-->'
                    r'|<(svg|title|style|script|textarea|option|button)\b.*?</\1\s*>'
                    r'|<[^>]*>|([♦♥])', re.S | re.I)


def red_suits(page: str) -> str:
    """`page` (HTML made by a template) with each ♦ and ♥ of its text in the red class."""
    if "♦" not in page and "♥" not in page:
        return page
    return _SUITS.sub(lambda m: RED_SUIT.format(m[2]) if m[2] else m[0], page)


def fragment(template: str, **context: Any) -> str:
    """A part of a page (a template that is not a whole page) made with `context`, without
    its file's last newline: the page puts it on a line of its own."""
    return render(template, **context).removesuffix("\n")


def part(template: str, name: str, *args: Any) -> str:
    """What macro `name` of `template` makes of `args`, without its last newline (a part
    goes into a page on a line of its own)."""
    made = getattr(environment().get_template(template).module, name)(*args)
    return str(made).removesuffix("\n")


def markup(text: str) -> Any:
    """Text already made safe by a template (a part put into a page), kept as it is."""
    from markupsafe import Markup
    return Markup(text)


@cache
def css() -> str:
    return (STATIC / "page.css").read_text(encoding="utf-8")


def export_page(title: str, facts: list[tuple[str, str]], lang: str, sections: str,
                footer: str) -> str:
    """The export's one self-contained page: `sections` (made safe already) in the frame
    every game's page shares, its style inline, under the policy that lets it run nothing."""
    return render("export.html", title=title, facts=facts, lang=lang, csp=markup(EXPORT_CSP),
                  css=markup(css()), sections=markup(sections), footer=footer)
