"""Players' names: one rule for a name typed, a name in a file and a newcomer's, and how
a name is found among the players (docs/contract.md, "Player names").

A name is kept trimmed and in Unicode's composed form (NFC); two names are one when they
casefolded alike (text.casefolded: case, ё and е, inner spaces); a name holds none of the signs that
separate names in commands, shows something of its own (text.cannot_show: nothing
invisible or default-ignorable out of its place, no letter under a heap of marks), is at
most MAX_NAME long, is not the dummy's, and holds no code point this Python's Unicode
does not know (issue 31: nothing can be said of it, not even whether it looks like
another). Two names at one table must not look alike either (`alike`: UTS #39 skeletons
made from Unicode's confusables data shipped with vintscore, vintscore/confusables.py,
exactly as ICU makes them: issue 31), checked where a name is typed — `vint new`, `vint
seat`, the ledger's members — and not when a file is read, so that reading never loads the
data (issue 25). `problem` says which of these a name breaks; each place that meets a name
(`vint new`, the session file, `vint seat`, the ledger) says it in its own words.

A name is found by an exact match ignoring case, else by a unique beginning; a game may
add words of its own (Vint's dummy) through `alias`.
"""
from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from functools import lru_cache

from .errors import AmbiguousName, NotationError
from .glossary import Msg, Phrase, Quoted, say
from .notation import join_msgs, players_count
from .text import (
    MAX_MARKS,
    cannot_show,
    casefolded,
    hides,
    shows_nothing,
    too_marked,
    unassigned,
    unseen,
)

PLAYERS_HINT = Msg("core.players.hint")
MAX_NAME = 40  # characters of a player's name
DUMMY = "dummy"  # the open hand's name at Vint's tables with a dummy (V12): never a player's
UNICODE = ".".join(unicodedata.unidata_version.split(".")[:2])  # this Python's: "14.0"


def dummy_of(player: str) -> str:
    """The name of a player's own dummy at a table of two (V12): 'dummy-Anna'."""
    return f"{DUMMY}-{player}"
# They separate names in commands: --players A,B; coronets HOLDER:SUIT:N; --pairs A+B;
# --replace OLD=NEW. A name holding one could never be typed back.
RESERVED = ",:+="


class Hands(Phrase):
    """The hands of one side or column, as the sheet heads it: 'Anna & Vera', 'Anna & dummy'
    (the str: English, and the JSON's); said in Russian «Аня и Вера», «Аня и болван», with
    a dummy named in the user's words (review rows 48 and 94). One hand alone is a Hands
    too when it may be a dummy ('dummy', 'dummy-Anna' at a table of two)."""

    hands: tuple[str, ...]

    def __new__(cls, hands: Sequence[str]) -> Hands:
        made = super().__new__(cls, " & ".join(hands))
        made.hands = tuple(hands)
        return made

    def __getnewargs__(self) -> tuple[tuple[str, ...]]:  # type: ignore[override]  # pickled
        return (self.hands,)

    def said(self, lang: str) -> str:
        if len(self.hands) == 2 and self.hands[1] == f"{DUMMY}-{self.hands[0]}":
            # at a table of two, a player and his own dummy: «Аня и болван»
            return say(Msg("core.side.own_dummy", player=self.hands[0]), lang)
        names = [say(hand_msg(h), lang) for h in self.hands]
        if len(names) == 2:
            return say(Msg("core.side.hands", a=names[0], b=names[1]), lang)
        return say(Msg("core.side.and"), lang).join(names)


def hand_msg(hand: str) -> Msg | str:
    """A hand as the user reads it: a player's name as it is; the dummy in his words."""
    if hand == DUMMY:
        return Msg("core.hand.dummy")
    if hand.startswith(DUMMY + "-"):
        return Msg("core.hand.dummy_of", player=hand[len(DUMMY) + 1:])
    return hand


def typed_hand(name: str) -> Msg | str:
    """A hand as the user would type it back: 'dummy', «болван», «болван-Аня»."""
    if name == DUMMY:
        return Msg("core.hand.dummy")
    if name.startswith(DUMMY + "-"):
        return Msg("core.hand.dummy_typed", player=name[len(DUMMY) + 1:])
    return name


def hand(name: str) -> str:
    """One hand as a message's value: a dummy said in the user's words, a player as he is."""
    return Hands((name,)) if name == DUMMY or name.startswith(DUMMY + "-") else name


def normal(name: str) -> str:
    """A name as it is kept: trimmed, and composed (NFC: 'é' one sign, however typed)."""
    return unicodedata.normalize("NFC", name).strip()


def problem(name: str) -> str | None:
    """What keeps `name` (already `normal`) from being a player's name, or None:
    "empty", "reserved" (a separator), "unassigned" (a code point this Python's Unicode
    does not know: `unknown_code`), "cannot_show" (text.cannot_show), "dummy" (the dummy's
    name, or a dummy's at a table of two) or "long" (over MAX_NAME)."""
    if not name:
        return "empty"
    if any(ch in RESERVED for ch in name):
        return "reserved"
    if unassigned(name) is not None:  # before cannot_show: U+FFF0 is unassigned and ignorable
        return "unassigned"
    if cannot_show(name):
        return "cannot_show"
    folded = casefolded(name)
    if folded == DUMMY or folded.startswith(DUMMY + "-"):
        return "dummy"
    if len(name) > MAX_NAME:
        return "long"
    return None


def unknown_code(name: str) -> str:
    """The first code point of `name` that this Python's Unicode does not know, as 'U+0378'
    ('' when there is none), for the messages of the "unassigned" problem."""
    ch = unassigned(name)
    return "" if ch is None else f"U+{ord(ch):04X}"


def skeleton(text: str) -> str:
    """UTS #39's skeleton of `text` as ICU makes it (issue 31): NFD; each code point by its
    prototype in Unicode's confusables data (vintscore/confusables.py; a default-ignorable
    one dropped, one not there kept as it is); NFD again."""
    from .confusables import TABLE  # here, where a typed name is checked: never to read a file

    return unicodedata.normalize("NFD", unicodedata.normalize("NFD", text).translate(TABLE))


def _skeletons(name: str) -> set[str]:
    """UTS #39 skeletons of a name as written and as it folds (names are one ignoring case:
    'anna' and Cyrillic 'Аnna' look alike too; 'Ilya' and 'llya' only as written)."""
    return {"=" + skeleton(name), "~" + skeleton(casefolded(name))}


def alike(name: str, others: Sequence[str]) -> str | None:
    """The first of `others` that `name` could be mistaken for — the same UTS #39
    skeleton (Unicode's confusables: Latin 'A' and Cyrillic 'А', 'm' and 'rn') — though
    they are two names (they do not casefold alike); None if none."""
    mine = _skeletons(name)
    for other in others:
        if casefolded(other) != casefolded(name) and mine & _skeletons(other):
            return other
    return None


def difference(first: str, second: str) -> Msg:
    """What tells two names that look alike apart, each code point named: "'A' (U+0041
    LATIN CAPITAL LETTER A) against 'А' (U+0410 CYRILLIC CAPITAL LETTER A)"."""
    start = 0
    while start < min(len(first), len(second)) and first[start] == second[start]:
        start += 1
    end = 0
    while end < min(len(first), len(second)) - start and first[-1 - end] == second[-1 - end]:
        end += 1

    def said(part: str) -> Msg | Quoted:
        if not part:
            return Msg("core.name.nothing")
        shown = [f"{ch!r} (U+{ord(ch):04X} {unicodedata.name(ch, '?')})" for ch in part[:3]]
        return Quoted(" ".join(shown) + (" …" if len(part) > 3 else ""))  # «А» in Russian

    return Msg("core.name.differs", first=said(first[start:len(first) - end]),
               second=said(second[start:len(second) - end]))


def refuse_alike(names: Sequence[str], hint: Msg = Msg("core.players.alike.hint")) -> None:
    """Two of `names` at one table that look alike are refused (NotationError, exit 1),
    both spellings and what differs said (issue 25)."""
    for i, name in enumerate(names):
        other = alike(name, names[:i])
        if other is not None:
            raise NotationError(Msg("core.players.alike", first=other, second=name,
                                    differs=difference(other, name)), hint=hint)


def resolve_player(text: str, players: Sequence[str],
                   alias: Callable[[str, tuple[str, ...]], str] | None = None) -> str:
    """The player meant by `text`: an exact match ignoring case wins, else a unique prefix.

    `alias(folded, players)` may turn a folded word into another (folded) name before the
    second exact match and the prefixes: Vint's 'болван' is its 'dummy'.
    """
    if text in players:  # the usual case, names as the session file writes them
        return text
    return _resolve(text, tuple(players), alias)


@lru_cache(maxsize=4096)
def _resolve(text: str, players: tuple[str, ...],
             alias: Callable[[str, tuple[str, ...]], str] | None) -> str:
    players_hint = Msg("core.player.at_table", names=", ".join(players))
    if not casefolded(text):
        raise NotationError(Msg("core.player.empty"), hint=players_hint)
    found = _candidates(text, players, alias)
    if len(found) == 1:
        return found[0]
    if found:
        # a dummy named as the user types him («болван-Анна»: review row 48)
        ways = [Msg("core.player.way", typed=_shortest(p, players, alias), name=typed_hand(p))
                for p in found]
        raise AmbiguousName(Msg("core.player.ambiguous", text=text,
                                names=join_msgs("core.or", map(typed_hand, found))),
                            rule="V2", hint=Msg("core.player.ways",
                                                ways=join_msgs("core.player.way.next", ways)))
    raise NotationError(Msg("core.player.unknown", text=text), rule="V2", hint=players_hint)


def _candidates(text: str, players: tuple[str, ...],
                alias: Callable[[str, tuple[str, ...]], str] | None) -> list[str]:
    """The players `text` may mean: the one it names exactly, else those it begins."""
    wanted = casefolded(text)
    exact = [p for p in players if casefolded(p) == wanted]
    if exact:
        return exact[:1]
    if alias is not None:
        wanted = alias(wanted, players)
        exact = [p for p in players if casefolded(p) == wanted]
        if exact:
            return exact[:1]
    return [p for p in players if casefolded(p).startswith(wanted)]


def _shortest(name: str, players: tuple[str, ...],
              alias: Callable[[str, tuple[str, ...]], str] | None) -> str:
    """The shortest beginning of `name` that finds it among `players` (at worst the whole
    name: an exact match wins), for the hint of an ambiguous name."""
    for end in range(1, len(name)):
        if casefolded(name[:end]) and _candidates(name[:end], players, alias) == [name]:
            return name[:end]
    return name


def parse_players(text: str, sizes: tuple[int, int] = (4, 4),
                  table: Msg | str = Msg("core.table.four_handed"), *, rule: str = "V12",
                  hint: Msg = PLAYERS_HINT) -> tuple[str, ...]:
    """Read --players A,B,C,D: each name `normal`, by the one rule (`problem`), distinct
    as they casefold, as many as `sizes` allows at the `table` (the game's rule `rule` says
    how many: V12, P1). A typed name does not start with '-' either: it would read as an
    option (vint deal 2H -h 8).
    """
    names = tuple(normal(n) for n in text.split(","))
    if any(not n for n in names):
        raise NotationError(Msg("core.players.not_a_list", text=text), hint=hint)
    low, high = sizes
    if not low <= len(names) <= high:
        raise NotationError(Msg("core.players.count", table=table,
                                players=players_count(low, high), n=len(names), text=text),
                            hint=hint, rule=rule)
    for n in names:
        wrong = problem(n)
        if wrong == "unassigned":
            raise NotationError(Msg("core.players.unassigned", name=n, code=unknown_code(n),
                                    version=UNICODE), hint=Msg("core.players.unassigned.hint"))
        unseen_here = (unseen(n) if wrong == "cannot_show" and not hides(n)
                       and not shows_nothing(n) else None)
        if unseen_here is not None:  # the character named: the name looks whole without it
            raise NotationError(Msg("core.players.unseen", name=n, code=f"U+{ord(unseen_here):04X}",
                                    char=unicodedata.name(unseen_here, "?")), hint=hint)
        if wrong == "cannot_show" and too_marked(n):
            raise NotationError(Msg("core.players.marks", name=n, n=MAX_MARKS), hint=hint)
        if wrong in ("reserved", "cannot_show"):
            raise NotationError(Msg("core.players.bad_character", name=n), hint=hint)
        if wrong == "dummy":
            raise NotationError(Msg("core.players.dummy", name=n),
                                hint=Msg("core.players.dummy.hint"))
        if n.startswith("-"):  # it could be typed only after '--' (vint deal 2H -- -h 8)
            raise NotationError(Msg("core.players.dash", name=n),
                                hint=Msg("core.players.dash.hint"))
        if wrong == "long":
            raise NotationError(Msg("core.players.too_long", n=MAX_NAME, name=n), hint=hint)
    seen: dict[str, str] = {}
    for n in names:
        key = casefolded(n)
        if key in seen:
            raise NotationError(Msg("core.players.twice", first=seen[key], second=n),
                                hint=Msg("core.players.twice.hint"))
        seen[key] = n
    refuse_alike(names)
    return names
