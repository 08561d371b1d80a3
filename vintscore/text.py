"""Text as people type it and as a terminal shows it, the same for every game.

`casefolded` and `plain` make two ways of typing one word read alike; `safe` shows text from
a file without letting it steer the terminal; `hides` tells text holding characters that
cannot be shown (never in a name or a session's title), and `cannot_show` also text that
shows nothing of its own (never a name).
"""
from __future__ import annotations

import unicodedata
from collections.abc import Iterable

# Invisible characters that are never part of a name: those that reorder the rest of a
# line (bidi embeddings, overrides and isolates: "An\u202ena & Vera" shows reversed), and
# those that show nothing, so that 'Anna' and 'An\u200bna' would look the same (zero-width
# space, word joiner, invisible operators, BOM, soft hyphen, Mongolian vowel separator).
REORDERING = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
INVISIBLE = REORDERING | frozenset("\u00ad\u180e\u200b\u2060\u2061\u2062\u2063\u2064\ufeff")


def casefolded(text: str) -> str:
    """Case-fold and collapse inner spaces, so '2 Б К' and '2бк' read alike (and NFC, so
    that a letter typed with a combining mark is the same letter; ё as е)."""
    return " ".join(unicodedata.normalize("NFC", text).casefold().replace("ё", "е").split())


def plain(text: str) -> str:
    """Text as typed on any keyboard, read alike: full-width letters and digits (an Asian
    input method) as ASCII, and a suit's emoji form (♥️: the heart and a variation
    selector, as phones type it) as the suit (V1)."""
    return unicodedata.normalize("NFKC", text).replace("\ufe0f", "").replace("\ufe0e", "")


# Default_Ignorable_Code_Point (Unicode's DerivedCoreProperties.txt), which unicodedata
# does not give, derived by its own definition from what unicodedata has — the general
# category — and the three short property lists it is built from (PropList.txt):
#   Other_Default_Ignorable_Code_Point + Cf + Variation_Selector
#   - White_Space - U+FFF9..U+FFFB - U+13430..U+1343F - Prepended_Concatenation_Mark
# tests/core/test_i25_names.py checks it against ICU's own property for every code point.
_OTHER_IGNORABLE = ((0x034F, 0x034F), (0x115F, 0x1160), (0x17B4, 0x17B5), (0x2065, 0x2065),
                    (0x3164, 0x3164), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0xE0000, 0xE0000),
                    (0xE0002, 0xE001F), (0xE0080, 0xE00FF), (0xE01F0, 0xE0FFF))
_VARIATION_SELECTORS = ((0x180B, 0x180D), (0x180F, 0x180F), (0xFE00, 0xFE0F), (0xE0100, 0xE01EF))
_FORMAT_NOT_IGNORABLE = ((0xFFF9, 0xFFFB), (0x13430, 0x1343F))
_PREPENDED_CONCATENATION_MARK = ((0x0600, 0x0605), (0x06DD, 0x06DD), (0x070F, 0x070F),
                                 (0x0890, 0x0891), (0x08E2, 0x08E2), (0x110BD, 0x110BD),
                                 (0x110CD, 0x110CD))
ZWNJ, ZWJ = "\u200c", "\u200d"
MAX_MARKS = 4  # combining marks on one letter: Vietnamese needs 2, pointed Hebrew 3; more is noise


def _within(ranges: tuple[tuple[int, int], ...], ch: str) -> bool:
    return any(low <= ord(ch) <= high for low, high in ranges)


def ignorable(ch: str) -> bool:
    """Whether `ch` is a Default_Ignorable_Code_Point: shown as nothing at all where it is
    not understood (a format character, a variation selector, a filler)."""
    if _within(_OTHER_IGNORABLE, ch) or _within(_VARIATION_SELECTORS, ch):
        return True
    return (unicodedata.category(ch) == "Cf" and not ch.isspace()
            and not _within(_FORMAT_NOT_IGNORABLE, ch)
            and not _within(_PREPENDED_CONCATENATION_MARK, ch))


def invisible_format(ch: str) -> bool:
    """Whether `ch` is a format character (Cf) that draws nothing yet is not ignorable: a
    Cf neither Default_Ignorable nor a Prepended_Concatenation_Mark (those show: the Arabic
    number sign spans the digits after it). Unicode keeps them out of the ignorables so
    that a renderer that does not know them shows them, but one that does arranges the
    text around them, unseen: the interlinear annotation characters U+FFF9..U+FFFB and the
    Egyptian hieroglyph format controls U+13430.. (issue 31)."""
    return (unicodedata.category(ch) == "Cf" and not ignorable(ch)
            and not _within(_PREPENDED_CONCATENATION_MARK, ch))


def unassigned(text: str) -> str | None:
    """The first code point of `text` that this Python's Unicode does not know (general
    category Cn: not assigned yet, or a noncharacter), or None: nothing can be said of how
    it shows (issue 31)."""
    for ch in text:
        if unicodedata.category(ch) == "Cn":
            return ch
    return None


def _shows_in_place(text: str, i: int) -> bool:
    """Whether the ignorable character text[i] does its work where it stands, so that two
    names differing by it look different: inside an emoji sequence (after a symbol, So:
    a presentation selector, a joiner of 👨‍👩‍👧, a flag's tags), a joiner or non-joiner
    after a virama (the conjuncts of Indic scripts), a non-joiner between two letters of
    a script without case (Persian spelling), a variation selector after an ideograph
    (a Han glyph variant). Everywhere else it changes nothing a reader sees: "Anna" and
    "Anna" + U+200E would sit at one table as two names that look one (issue 25)."""
    ch = text[i]
    before = text[i - 1] if i else ""
    after = text[i + 1] if i + 1 < len(text) else ""
    j = i
    while j > 0 and ignorable(text[j - 1]):  # the sequence's base: what the run follows
        j -= 1
    base = text[j - 1] if j else ""
    if base and unicodedata.category(base) == "So":
        return ch != ZWJ or (bool(after) and unicodedata.category(after) == "So")
    if ch in (ZWJ, ZWNJ) and before and unicodedata.combining(before) == 9:  # a virama
        return True
    if ch == ZWNJ and before and after and all(unicodedata.category(c) == "Lo"
                                               for c in (before, after)):
        return True
    return _within(_VARIATION_SELECTORS, ch) and bool(before) and (
        unicodedata.category(before) == "Lo" and "IDEOGRAPH" in unicodedata.name(before, ""))


def unseen(text: str) -> str | None:
    """The first character of `text` that a reader does not see where it stands: a
    default-ignorable one out of the places it does its work (`_shows_in_place`), an
    invisible format character (`invisible_format`: an interlinear annotation's, a
    hieroglyph quadrat's), or the braille pattern blank U+2800 — a symbol drawn as
    nothing, which no Unicode property tells (neither white space nor ignorable), and so
    the one character named here."""
    for i, ch in enumerate(text):
        if (ch == "\u2800" or invisible_format(ch)
                or (ignorable(ch) and not _shows_in_place(text, i))):
            return ch
    return None


def too_marked(text: str) -> bool:
    """Whether a letter of `text` carries more than MAX_MARKS combining marks (stacked
    marks that run over the lines above and below: "Zalgo" text)."""
    run = 0
    for ch in text:
        run = run + 1 if unicodedata.category(ch).startswith("M") else 0
        if run > MAX_MARKS:
            return True
    return False


def cannot_show(text: str) -> bool:
    """Whether `text` cannot be shown as typed: it holds a control character (C0, C1,
    DEL), an invisible one (INVISIBLE), one a reader does not see where it stands
    (`unseen`: a mark of direction, a filler, a variation selector after a letter, a tag,
    an interlinear annotation's or a hieroglyph quadrat's format character),
    a letter with more than MAX_MARKS marks, or shows nothing of its own. Never a name.

    Format characters that do their work where they stand stay allowed: a zero-width
    joiner makes 👨‍👩‍👧 one emoji, a non-joiner is part of Persian spelling.
    """
    return (hides(text) or unseen(text) is not None or too_marked(text)
            or shows_nothing(text))


def shows_nothing(text: str) -> bool:
    """A name that shows nothing of its own: one that starts with a combining mark (it
    would sit on the sign before it, the sheet's border or a space), or that holds marks,
    joiners and spaces only."""
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


def starting(items: Iterable[str], incomplete: str) -> list[str]:
    """The items that begin with what is typed, ignoring case, the typed part kept as it was
    typed (TAB: the shell offers only words that begin with it, and names are read in any
    case)."""
    folded = incomplete.casefold()
    return [incomplete + item[len(incomplete):] for item in items
            if item.casefold().startswith(folded)]
