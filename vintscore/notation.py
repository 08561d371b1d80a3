"""Reading and writing the scorekeeper's notation: contracts, coronets, player names.

Parse at the edge, format with the inverse; every error quotes what was typed.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from decimal import Decimal

from .errors import NotationError
from .glossary import ACES_WORDS, DUMMY_WORDS, STRAIN_WORDS, Msg
from .model import DUMMY, Contract, Coronet, CoronetKind, Strain

CONTRACT_HINT = Msg("core.contract.hint")
CORONET_HINT = Msg("core.coronet.hint")
PLAYERS_HINT = Msg("core.players.hint")
MAX_NAME = 40  # characters of a player's name

_STRAIN_BY_WORD: dict[str, Strain] = {
    word: strain for strain, words in STRAIN_WORDS.items() for word in words
}
_CONTRACT = re.compile(r"\s*([0-9]+)\s*(.*?)\s*", re.DOTALL)


def _fold(text: str) -> str:
    """Case-fold and collapse inner spaces, so '2 Б К' and '2бк' read alike (and NFC, so
    that a letter typed with a combining mark is the same letter)."""
    return " ".join(unicodedata.normalize("NFC", text).casefold().replace("ё", "е").split())


def _plain(text: str) -> str:
    """Text as typed on any keyboard, read alike: full-width letters and digits (an Asian
    input method) as ASCII, and a suit's emoji form (♥️: the heart and a variation
    selector, as phones type it) as the suit (V1)."""
    return unicodedata.normalize("NFKC", text).replace("\ufe0f", "").replace("\ufe0e", "")


def _contract_parts(text: str) -> re.Match | None:
    """A contract's level and the rest, its strain."""
    return _CONTRACT.fullmatch(_plain(text))


def parse_strain(text: str, *, suits_only: bool = False) -> Strain | None:
    """The strain named by `text` (V1 notations), or None."""
    folded = _fold(_plain(text))
    strain = _STRAIN_BY_WORD.get(folded) or _STRAIN_BY_WORD.get(folded.replace(" ", ""))
    if strain is None or (suits_only and not strain.is_suit):
        return None
    return strain


def parse_contract(text: str) -> Contract:
    """Read a contract such as '3H', '3♥', '3ч', '3 черви', '2NT', '2БК' (V1)."""
    m = _contract_parts(text)
    if not m:
        raise NotationError(Msg("core.contract.unreadable", text=text), hint=CONTRACT_HINT)
    level, rest = int(m.group(1)), m.group(2)
    if not 1 <= level <= 7:
        raise NotationError(Msg("core.contract.level", text=text), rule="V1", hint=CONTRACT_HINT)
    strain = parse_strain(rest)
    if strain is None:
        raise NotationError(Msg("core.contract.strain", text=text), rule="V1", hint=CONTRACT_HINT)
    return Contract(level, strain)


def format_contract(contract: Contract, *, symbols: bool = False) -> str:
    """The inverse of parse_contract: '3H', '2NT' (or '3♥' with symbols)."""
    strain = contract.strain.symbol if symbols else contract.strain.letter
    return f"{contract.level}{strain}"


def parse_coronet(text: str) -> Coronet:
    """Read HOLDER:SUIT:N (an N-card sequence from the ace) or HOLDER:aces:N (V6).

    The holder is kept as typed; the core resolves it against the players.
    """
    parts = text.split(":")
    if len(parts) != 3 or not parts[0].strip():
        raise NotationError(Msg("core.coronet.parts", text=text), hint=CORONET_HINT)
    holder, what, count = (p.strip() for p in parts)
    if not re.fullmatch(r"[0-9]{1,3}", count):
        raise NotationError(Msg("core.coronet.count", text=text), hint=CORONET_HINT)
    n = int(count)
    if _fold(what) in ACES_WORDS:
        return Coronet(holder, CoronetKind.ACES, n)
    suit = parse_strain(what, suits_only=True)
    if suit is None:
        raise NotationError(Msg("core.coronet.suit", text=text), hint=CORONET_HINT)
    return Coronet(holder, CoronetKind.SEQUENCE, n, suit)


def format_coronet(coronet: Coronet) -> str:
    """The inverse of parse_coronet: 'Vera:H:4', 'Vera:aces:3'."""
    what = "aces" if coronet.kind is CoronetKind.ACES else coronet.suit.letter
    return f"{coronet.holder}:{what}:{coronet.length}"


_RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")


def describe_coronet(coronet: Coronet) -> Msg:
    """A short display form: 'Vera ♥A-K-Q-J', 'Vera 3 aces' (in Russian 'Вера ♥Т-К-Д-В')."""
    holder, n = coronet.holder, coronet.length
    if coronet.kind is CoronetKind.ACES:
        return Msg("core.coronet.aces", holder=holder, n=n)
    suit = coronet.suit.symbol
    if n == 3:
        return Msg("core.coronet.sequence3", holder=holder, suit=suit)
    if n == 4:
        return Msg("core.coronet.sequence4", holder=holder, suit=suit)
    if n == 5:
        return Msg("core.coronet.sequence5", holder=holder, suit=suit)
    if n > 5:
        return Msg("core.coronet.sequence_long", holder=holder, suit=suit, last=_RANKS[n - 1])
    # fewer than three cards is no coronet (V2 refuses it): shown as typed
    return Msg("core.coronet.sequence_short", holder=holder, suit=suit, cards="-".join(_RANKS[:n]))


def join_msgs(key: str, items) -> Msg | str:
    """Items joined two by two with the catalog's word `key`: 'A or B or C' (core.or)."""
    items = list(items)
    out = items[-1]
    for item in reversed(items[:-1]):
        out = Msg(key, a=item, b=out)
    return out


_TABLE_NAMES = {"pairs": Msg("core.table.pairs"), "dummy": Msg("core.table.dummy"),
                "separate": Msg("core.table.separate"), "two": Msg("core.table.two"),
                "individual": Msg("core.table.individual"),
                "four-handed": Msg("core.table.four_handed"),
                "preferans": Msg("core.table.preferans")}


def table_name(table: str) -> Msg | str:
    """A table as messages name it: 'pairs' (in Russian 'игра парами')."""
    return _TABLE_NAMES.get(table, table)


def players_count(low: int, high: int) -> Msg:
    """'4 players', '4 to 12 players': how many a table takes (V12)."""
    if low == high:
        return Msg("core.table.players", n=low)
    return Msg("core.table.players_range", low=low, high=high)


def resolve_player(text: str, players: tuple[str, ...] | list[str]) -> str:
    """The player meant by `text`: an exact match ignoring case wins, else a unique prefix."""
    if text in players:  # the usual case, names as the session file writes them
        return text
    return _resolve(text, tuple(players))


@lru_cache(maxsize=4096)
def _resolve(text: str, players: tuple[str, ...]) -> str:
    wanted = _fold(text)
    players_hint = Msg("core.player.at_table", names=", ".join(players))
    if not wanted:
        raise NotationError(Msg("core.player.empty"), hint=players_hint)
    exact = [p for p in players if _fold(p) == wanted]
    if exact:
        return exact[0]
    wanted = _dummy_hand(wanted, players)
    exact = [p for p in players if _fold(p) == wanted]
    if exact:
        return exact[0]
    prefixed = [p for p in players if _fold(p).startswith(wanted)]
    if len(prefixed) == 1:
        return prefixed[0]
    if prefixed:
        raise NotationError(Msg("core.player.ambiguous", text=text,
                                names=join_msgs("core.or", prefixed)),
                            rule="V2", hint=players_hint)
    raise NotationError(Msg("core.player.unknown", text=text), rule="V2", hint=players_hint)


_DUMMY_WORDS = tuple(dict.fromkeys(_fold(w) for w in DUMMY_WORDS))


def _dummy_hand(wanted: str, hands: tuple[str, ...]) -> str:
    """At a table with a dummy, a word for the dummy as the table writes it (V12):
    'болван' is 'dummy', and at a table of two 'болван-Анна' is 'dummy-Анна'.

    `wanted` is folded; a real player of that name was matched before this is asked.
    """
    if not any(h == DUMMY or h.startswith(DUMMY + "-") for h in hands):
        return wanted
    for word in _DUMMY_WORDS:
        if wanted == word:
            return DUMMY
        if wanted.startswith(word + "-"):
            return f"{DUMMY}-{wanted[len(word) + 1:]}"
    return wanted


_WHAT = {"cards": Msg("core.number.cards")}


def parse_int(text: str, what: Msg | str) -> int:
    """A whole number typed at a prompt; the error quotes it. `what` is counted: 'cards'."""
    t = text.strip()
    if not re.fullmatch(r"[+-]?[0-9]{1,9}", t):
        what = _WHAT.get(what, what) if isinstance(what, str) else what
        raise NotationError(Msg("core.number.unreadable", what=what, text=text),
                            hint=Msg("core.number.unreadable.hint"))
    return int(t)


# Invisible characters that are never part of a name: those that reorder the rest of a
# line (bidi embeddings, overrides and isolates: "An\u202ena & Vera" shows reversed), and
# those that show nothing, so that 'Anna' and 'An\u200bna' would look the same (zero-width
# space, word joiner, invisible operators, BOM, soft hyphen, Mongolian vowel separator).
REORDERING = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
INVISIBLE = REORDERING | frozenset("\u00ad\u180e\u200b\u2060\u2061\u2062\u2063\u2064\ufeff")


def cannot_show(text: str) -> bool:
    """Whether `text` cannot be shown as typed: it holds a control character (C0, C1,
    DEL) or an invisible one (INVISIBLE), or shows nothing of its own. Never a name.

    The other format characters stay allowed: a zero-width joiner makes 👨‍👩‍👧 one emoji,
    a non-joiner is part of Persian spelling, and the marks LRM and RLM of right-to-left
    names only settle the direction of the signs beside them.
    """
    if any(unicodedata.category(ch) == "Cc" or ch in INVISIBLE for ch in text):
        return True
    # Nor a name that shows nothing of its own: one that starts with a combining mark
    # (it would sit on the sign before it, the sheet's border or a space), or that holds
    # marks, joiners and spaces only.
    return bool(text) and (unicodedata.category(text[0]).startswith("M") or all(
        unicodedata.category(ch)[0] in "MZ" or unicodedata.category(ch) == "Cf"
        for ch in text))


def parse_players(text: str, sizes: tuple[int, int] = (4, 4), table: str = "four-handed"
                  ) -> tuple[str, ...]:
    """Read --players A,B,C,D: names as typed, distinct ignoring case.

    Names hold no ',' ':' '+' or '=' (they separate names in --players, coronets,
    --pairs A+B and --replace OLD=NEW), and are not the dummy's.
    """
    preferans = table == "preferans"
    hint = Msg("core.players.hint.pref") if preferans else PLAYERS_HINT
    names = tuple(n.strip() for n in text.split(","))
    if any(not n for n in names):
        raise NotationError(Msg("core.players.not_a_list", text=text), hint=hint)
    low, high = sizes
    if not low <= len(names) <= high:
        raise NotationError(Msg("core.players.count", table=table_name(table),
                                players=players_count(low, high), n=len(names), text=text),
                            hint=hint, rule="P1" if preferans else "V12")
    for n in names:
        if any(ch in n for ch in ":+=") or cannot_show(n):
            raise NotationError(Msg("core.players.bad_character", name=n), hint=hint)
        if _fold(n) == "dummy" or _fold(n).startswith("dummy-"):
            raise NotationError(Msg("core.players.dummy", name=n),
                                hint=Msg("core.players.dummy.hint"))
        if n.startswith("-"):  # it could be typed only after '--' (vint deal 2H -- -h 8)
            raise NotationError(Msg("core.players.dash", name=n),
                                hint=Msg("core.players.dash.hint"))
        if len(n) > MAX_NAME:
            raise NotationError(Msg("core.players.too_long", n=MAX_NAME, name=n), hint=hint)
    seen: dict[str, str] = {}
    for n in names:
        key = _fold(n)
        if key in seen:
            raise NotationError(Msg("core.players.twice", first=seen[key], second=n),
                                hint=Msg("core.players.twice.hint"))
        seen[key] = n
    return names


def parse_stake(text: str) -> Decimal:
    """Read the stake, money per 100 points (V11): '1', '0.50', '1,5'."""
    t = text.strip().replace(",", ".")
    if not re.fullmatch(r"[0-9]{1,12}(\.[0-9]{1,12})?", t):
        raise NotationError(Msg("core.stake.unreadable", text=text),
                            hint=Msg("core.stake.unreadable.hint"))
    return Decimal(t)


def parse_pref_contract(text: str) -> "PrefContract":
    """A Preferans contract (P1): 6S … 10NT in any notation of V1, or misère («мизер»)."""
    from .model import PrefContract
    from .glossary.terms import MISERE_WORDS
    if _fold(text) in MISERE_WORDS:
        return PrefContract(10, None, True)
    m = _contract_parts(text)
    strain = parse_strain(m.group(2)) if m else None
    if not m or strain is None:
        raise NotationError(Msg("core.pref_contract.unreadable", text=text),
                            hint=Msg("core.pref_contract.hint"))
    level = int(m.group(1))
    if not 6 <= level <= 10:
        raise NotationError(Msg("core.pref_contract.level", text=text), rule="P1",
                            hint=Msg("core.pref_contract.hint"))
    return PrefContract(level, strain)


def format_pref_contract(contract: "PrefContract", *, symbols: bool = False) -> str:
    """The inverse of parse_pref_contract: '7H', '10NT', 'misere'."""
    if contract.misere:
        return "misere"
    strain = contract.strain.symbol if symbols else contract.strain.letter
    return f"{contract.level}{strain}"


TRICKS_NUMBER = r"[0-9]{1,2}"  # a player's tricks after NAME= (P1); 0..10 is the rules' check
VISTS_NUMBER = r"[+-]?[0-9]{1,9}"  # vists by hand after NAME= (P1); the size is the rules' check


def parse_named_vists(text: str, option: str) -> tuple[str, int]:
    """'Vera=170' -> ('Vera', 170): vists written by hand on a player (P1: --vists-on)."""
    name, sep, number = text.partition("=")
    name, number = name.strip(), number.strip()
    if not name or not re.fullmatch(VISTS_NUMBER, number):
        raise NotationError(Msg("core.named_vists", option=option, text=text), rule="P1",
                            hint=Msg("core.named_vists.hint", option=option))
    return name, int(number)


def parse_named_tricks(text: str, option: str, *, counts: bool = False) -> tuple[str, int | None]:
    """'Boris=3' -> ('Boris', 3), 'Vera' -> ('Vera', None) (P1: --whist, --pass, vint pass)."""
    name, sep, number = text.partition("=")
    name, number = name.strip(), number.strip()
    if not name or (sep and not re.fullmatch(TRICKS_NUMBER, number)) or (counts and not sep):
        raise NotationError(Msg("core.named_tricks", option=option, text=text), rule="P1",
                            hint=Msg("core.named_tricks.hint" if counts
                                     else "core.named_tricks.optional.hint", option=option))
    return name, int(number) if sep else None
