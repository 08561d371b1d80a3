"""A cache of parsed session files, so a long session starts fast (DESIGN.md, Speed).

Part of the storage layer. Reading a 2,000-deal file with tomllib and validating it
costs about a tenth of a second every command; this keeps, for a file's exact bytes
and this exact code, the session it parsed to, in a form `marshal` reads back in a few
milliseconds. The file stays the truth: an entry is found only by the hash of the
file's bytes and of the modules that read it, so any edit (by vint or by hand) or any
code change simply misses, and the file is read as always. Only files of at least
MIN_BYTES use it. Totals are never cached: the replay always recomputes them.

Where: $VINTSCORE_CACHE (a folder, or "off"), else $XDG_CACHE_HOME/vintscore or
~/.cache/vintscore. Any problem with the cache is ignored; it only ever costs a parse.
"""
from __future__ import annotations

import os
from datetime import datetime
from decimal import Decimal
from pathlib import Path

from .cards import Strain
from .games.vint.model import (
    Adjustment,
    AllPass,
    AllPassRule,
    Contract,
    Coronet,
    CoronetKind,
    Deal,
    Event,
    Misdeal,
    Rules,
    RulesChange,
    Seat,
    TableMode,
    TricksCounted,
)
from .session import Session

MIN_BYTES = 64 * 1024  # smaller files parse in a few milliseconds: no cache
KEEP = 64  # entries kept; the oldest go first
_FORMAT = 2  # bump when the primitive form below changes
# The modules whose code decides what a file parses to.
_READERS = ("storage.py", "games/vint/model.py", "games/vint/notation.py", "glossary/terms.py",
            "errors.py", "cache.py", "games/vint/presets.py", "names.py", "text.py", "cards.py",
            "session.py", "money.py")


def folder() -> Path | None:
    value = os.environ.get("VINTSCORE_CACHE", "")
    if value.strip().casefold() == "off":
        return None
    if value:
        return Path(value)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "vintscore"


def _key(raw: bytes) -> str:
    import hashlib
    import sys

    here = Path(__file__).parent
    stamp = [str(_FORMAT), sys.version]
    for name in _READERS:
        st = (here / name).stat()
        stamp.append(f"{name}:{st.st_mtime_ns}:{st.st_size}")
    return hashlib.sha256("\n".join(stamp).encode() + b"\0" + raw).hexdigest()


def get(raw: bytes) -> tuple[Session, bool] | None:
    """The session these bytes parse to, and whether they are exactly what dumps() writes."""
    where = folder()
    if where is None or len(raw) < MIN_BYTES:
        return None
    try:
        import marshal

        data = marshal.loads((where / _key(raw)).read_bytes())
        return _session(data[0]), bool(data[1])
    except Exception:  # a missing, stale or damaged entry: parse the file instead
        return None


def put(raw: bytes, session: Session, canonical: bool) -> None:
    """Remember what these bytes parse to (best effort: failures are ignored)."""
    where = folder()
    if where is None or len(raw) < MIN_BYTES:
        return
    try:
        import marshal

        where.mkdir(mode=0o700, parents=True, exist_ok=True)
        target = where / _key(raw)
        temp = where / f".{target.name}.{os.getpid()}.tmp"
        temp.write_bytes(marshal.dumps((_primitive(session), canonical)))
        os.replace(temp, target)
        entries = sorted(where.iterdir(), key=lambda p: p.stat().st_mtime_ns)
        for old in entries[:-KEEP]:
            old.unlink(missing_ok=True)
    except Exception:
        return


# The primitive form: nested tuples of str, int, bool and None, which marshal reads fast.

def _rules(r: Rules) -> tuple:
    return (r.preset, r.game_target, r.game_bonus, r.rubber_bonus, r.tricks_counted.value,
            r.penalty_factor, r.min_level, r.exact_contract, r.revolving_coronets,
            r.all_pass.value, r.revoke_tricks, r.discard_tricks, r.round_hundreds)


def _rules_back(data: tuple) -> Rules:
    (preset, target, bonus, rubber, counted, factor, level, exact, revolving, all_pass,
     revoke, discard, rounded) = data
    return Rules(preset, target, bonus, rubber, TricksCounted(counted), factor, level, exact,
                 revolving, AllPassRule(all_pass), revoke, discard, rounded)


def _primitive(s: Session) -> tuple:
    return (s.title, s.created.isoformat(), s.players, _rules(s.rules),
            tuple(map(_event, s.events)), str(s.table), str(s.stake), s.lang, s.game)


def _session(data: tuple) -> Session:
    title, created, players, rules, events, table, stake, lang, game = data
    return Session(title, datetime.fromisoformat(created), tuple(players), _rules_back(rules),
                   tuple(map(_event_back, events)), TableMode(table), Decimal(stake), lang, game)


def _event(e: Event) -> tuple:
    if isinstance(e, Deal):
        coronets = tuple((k.holder, k.kind.value, k.length, k.suit.value if k.suit else None)
                         for k in e.coronets)
        return ("deal", e.contract.level, e.contract.strain.value, e.declarer, e.tricks,
                e.honours, e.aces, coronets, e.revokes, e.first, e.partner, e.note, e.void)
    if isinstance(e, AllPass):
        return ("pass", e.player, e.tricks, e.note, e.void)
    if isinstance(e, Adjustment):
        return ("adjust", e.player, e.amount, e.below, e.reason, e.note, e.void)
    if isinstance(e, Misdeal):
        return ("misdeal", e.player, e.note, e.void)
    if isinstance(e, RulesChange):
        return ("rules", _rules(e.rules), e.note, e.void)
    return ("seat", e.pairs, e.join, e.leave, e.replace, e.note, e.void)


def _event_back(t: tuple) -> Event:
    kind = t[0]
    if kind == "deal":
        (_, level, strain, declarer, tricks, honours, aces, coronets, revokes, first, partner,
         note, void) = t
        return Deal(Contract(level, Strain(strain)), declarer, tricks, honours, aces,
                    tuple(Coronet(h, CoronetKind(k), n, Strain(s) if s else None)
                          for h, k, n, s in coronets),
                    tuple(revokes), first, partner, note, void)
    if kind == "pass":
        return AllPass(*t[1:])
    if kind == "adjust":
        return Adjustment(*t[1:])
    if kind == "misdeal":
        return Misdeal(*t[1:])
    if kind == "rules":
        return RulesChange(_rules_back(t[1]), t[2], t[3])
    _, pairs, join, leave, replaced, note, void = t
    return Seat(tuple(map(tuple, pairs)), tuple(join), tuple(leave), tuple(map(tuple, replaced)),
                note, void)
