"""Text as people type it and as a terminal shows it, the same for every game.

`fold` and `plain` make two ways of typing one word read alike; `safe` shows text from
a file without letting it steer the terminal; `hides` tells text holding characters that
cannot be shown (never in a name or a session's title), and `cannot_show` also text that
shows nothing of its own (never a name).
"""
from __future__ import annotations

import unicodedata

# Invisible characters that are never part of a name: those that reorder the rest of a
# line (bidi embeddings, overrides and isolates: "An\u202ena & Vera" shows reversed), and
# those that show nothing, so that 'Anna' and 'An\u200bna' would look the same (zero-width
# space, word joiner, invisible operators, BOM, soft hyphen, Mongolian vowel separator).
REORDERING = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
INVISIBLE = REORDERING | frozenset("\u00ad\u180e\u200b\u2060\u2061\u2062\u2063\u2064\ufeff")


def fold(text: str) -> str:
    """Case-fold and collapse inner spaces, so '2 Б К' and '2бк' read alike (and NFC, so
    that a letter typed with a combining mark is the same letter; ё as е)."""
    return " ".join(unicodedata.normalize("NFC", text).casefold().replace("ё", "е").split())


def plain(text: str) -> str:
    """Text as typed on any keyboard, read alike: full-width letters and digits (an Asian
    input method) as ASCII, and a suit's emoji form (♥️: the heart and a variation
    selector, as phones type it) as the suit (V1)."""
    return unicodedata.normalize("NFKC", text).replace("\ufe0f", "").replace("\ufe0e", "")


def cannot_show(text: str) -> bool:
    """Whether `text` cannot be shown as typed: it holds a control character (C0, C1,
    DEL) or an invisible one (INVISIBLE), or shows nothing of its own. Never a name.

    The other format characters stay allowed: a zero-width joiner makes 👨‍👩‍👧 one emoji,
    a non-joiner is part of Persian spelling, and the marks LRM and RLM of right-to-left
    names only settle the direction of the signs beside them.
    """
    if hides(text):
        return True
    # Nor a name that shows nothing of its own: one that starts with a combining mark
    # (it would sit on the sign before it, the sheet's border or a space), or that holds
    # marks, joiners and spaces only.
    return bool(text) and (unicodedata.category(text[0]).startswith("M") or all(
        unicodedata.category(ch)[0] in "MZ" or unicodedata.category(ch) == "Cf"
        for ch in text))


def hides(text: str) -> bool:
    """Whether `text` holds a control character (C0, C1, DEL) or an invisible one
    (INVISIBLE): what no name and no title may hold, since it cannot be shown as typed."""
    return any(unicodedata.category(ch) == "Cc" or ch in INVISIBLE for ch in text)


def safe(text: str) -> str:
    """Text from a file as the terminal should show it: control characters as escapes.

    Names cannot hold them, but a note or reason edited by hand might; printed raw they
    would move the cursor or clear the screen instead of showing.
    """
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() or not _control(ch) else repr(ch)[1:-1] for ch in text)


def _control(ch: str) -> bool:
    """A control character, or one that would reorder the rest of the line (bidi)."""
    return unicodedata.category(ch) == "Cc" or ch in REORDERING
