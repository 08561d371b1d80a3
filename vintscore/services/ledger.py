"""The club ledger (issue 15): members and payments written to `ledger.toml` through
storage's transaction (every change a revision: `vint undo --ledger` reverts it), and the
account over every session of the folder, recomputed from the files each time.

A session's money is what `vint settle` says: the session replayed and settled by its
game (`game_of(session.game).fold.settle(sheet, stake)`), each game at its own stake, in the
cents that settlement rounded once (issue 23). A file
of the folder that cannot be read or replayed is skipped and reported with its problem,
never fatal. The ledger itself must read: a hand-broken one is exit 65, located.
"""
from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

from .. import storage
from ..errors import EventError, InputError, SessionFileError, VintError
from ..glossary import Msg
from ..ledger.accounts import Report, SessionMoney, account
from ..ledger.model import Ledger, Member, Paid, member_named, season_named
from ..names import MAX_NAME, UNICODE, alike, difference, normal, problem, unknown_code
from ..storage import ledger as ledger_file
from ..storage import revisions
from ..storage.ledger import LEDGER
from ..text import casefolded
from ..value import value
from ..where import read_regular
from . import history as moves

_FORMAT = 2  # of the cached money of a session; bump when what SessionMoney holds changes


def path_in(folder: Path) -> Path:
    return ledger_file.path_in(folder)


def read(folder: Path) -> tuple[Ledger, storage.Loaded | None]:
    """The folder's ledger (an empty one when it has none yet), and the file as read."""
    path = path_in(folder)
    if not path.exists():
        return Ledger(), None
    loaded = storage.load(path, LEDGER)
    storage.notice(loaded, LEDGER)  # a hand edit is a revision, noticed on the next read
    return loaded.session, loaded


def identities(folder: Path) -> dict[str, str] | None:
    """Each name a member goes by (folded) and that member's name, for `vint stats`; None
    when the folder has no ledger (stats are then as they always were)."""
    if not path_in(folder).exists():
        return None
    ledger, _ = read(folder)
    return ledger.identities()


# -- changes -----------------------------------------------------------------------------

@value
class LedgerChanged:
    """What a change of the ledger did: the file as it was and is, and the change's words."""

    saved: storage.Saved
    ledger: Ledger


def _change(folder: Path, command: str, build: Any) -> LedgerChanged:
    """`build(ledger)` made the new ledger, under the lock; a folder with no ledger gets an
    empty one first (its first revision, so the change itself can be undone)."""
    path = path_in(folder)
    if not path.exists():
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise InputError(Msg("cli.new.folder", folder=folder, reason=e.strerror or e),
                             hint=Msg("cli.new.folder.hint")) from None
        try:
            storage.create(path, Ledger(), codec=LEDGER)
        except InputError:  # made meanwhile by another command: it is changed as it is
            pass
    saved = storage.update(path, lambda loaded: build(loaded.session), command=command,
                           codec=LEDGER)
    return LedgerChanged(saved, _ledger(saved))


def _ledger(saved: storage.Saved) -> Ledger:
    """What a change of the ledger's file left: the ledger."""
    made: Any = saved.session
    assert isinstance(made, Ledger)
    return made


def _typed_name(text: str) -> str:
    """A member's name or alias as typed: the one rule of names.py."""
    name = normal(text)
    wrong = problem(name)
    if wrong is not None:
        raise InputError(Msg(f"ledger.typed.{wrong}", name=text, n=MAX_NAME,
                             code=unknown_code(name), version=UNICODE),
                         hint=Msg("ledger.name.hint"))
    if name.startswith("-"):
        raise InputError(Msg("core.players.dash", name=name), hint=Msg("core.players.dash.hint"))
    return name


@value
class MemberAdded:
    """`vint ledger --add-member`: the change, the member as he is now, whether he is new,
    and the aliases added."""

    changed: LedgerChanged
    member: Member
    new: bool
    aliases: tuple[str, ...]


def add_member(folder: Path, name: str, aliases: Sequence[str]) -> MemberAdded:
    """NAME made a member (or, when he is one, given the aliases); a name or alias that is
    another member's is refused."""
    wanted = _typed_name(name)
    extra = [_typed_name(a) for a in aliases]
    done: list[tuple[Member, bool, tuple[str, ...]]] = []

    def build(ledger: Ledger) -> Ledger:
        members = list(ledger.members)
        at = next((i for i, m in enumerate(members) if casefolded(m.name) == casefolded(wanted)), None)
        if at is None and ledger.member(wanted) is not None:
            raise InputError(Msg("ledger.add.alias_of", name=wanted,
                                 member=ledger.member(wanted)),
                             hint=Msg("ledger.add.alias_of.hint"))
        member = members[at] if at is not None else Member(wanted)
        # a name that looks like another member's (Unicode's confusables) is refused:
        # two people the account could not tell apart (issue 25)
        others = [n for m in ledger.members if casefolded(m.name) != casefolded(member.name) for n in m.names]
        for typed in (wanted, *extra):
            other = alike(typed, others)
            if other is not None:
                raise InputError(Msg("ledger.add.alike", name=typed, other=other,
                                     member=ledger.member(other), differs=difference(other, typed)),
                                 hint=Msg("ledger.add.taken.hint"))
        added: list[str] = []
        for alias in extra:
            owner = ledger.member(alias)
            if owner is not None and casefolded(owner) != casefolded(member.name):
                raise InputError(Msg("ledger.add.taken", name=alias, member=owner),
                                 hint=Msg("ledger.add.taken.hint"))
            if owner is None and casefolded(alias) not in {casefolded(a) for a in added} \
                    and casefolded(alias) != casefolded(member.name):
                added.append(alias)
        if at is not None and not added:
            raise InputError(Msg("ledger.add.nothing", name=member.name),
                             hint=Msg("ledger.add.nothing.hint"))
        member = Member(member.name, (*member.aliases, *added), member.note)
        if at is None:
            members.append(member)
        else:
            members[at] = member
        done.append((member, at is None, tuple(added)))
        return Ledger(tuple(members), ledger.seasons, ledger.payments, ledger.currency)

    changed = _change(folder, "member", build)
    member, new, added = done[-1]
    return MemberAdded(changed, member, new, added)


@value
class PaymentMade:
    """`vint paid`: the change, the payment as written, and its number in the file."""

    changed: LedgerChanged
    paid: Paid
    number: int


def pay(folder: Path, payer: str, payee: str, amount: Decimal, day: date, note: str = "",
        season: str = "") -> PaymentMade:
    """A payment recorded: FROM and TO members (a name or an alias, any case; an unknown
    one refused with the members listed), written under the members' names."""
    from ..text import hides
    if hides(note):
        raise InputError(Msg("ledger.note.bad"), hint=Msg("ledger.note.hint"))
    done: list[Paid] = []

    def build(ledger: Ledger) -> Ledger:
        a, b = member_named(ledger, payer), member_named(ledger, payee)
        if a == b:
            raise InputError(Msg("ledger.paid.self", name=a), hint=Msg("ledger.payment.self.hint"))
        chosen = season_named(ledger, season).name if season else ""
        made = Paid(day, a, b, amount, chosen, note)
        done.append(made)
        return Ledger(ledger.members, ledger.seasons, (*ledger.payments, made), ledger.currency)

    if not path_in(folder).exists():  # no members yet: nothing is made for nobody
        raise InputError(Msg("ledger.member.unknown", name=payer),
                         hint=Msg("ledger.members.none.hint"))
    changed = _change(folder, "paid", build)
    return PaymentMade(changed, done[-1], len(changed.ledger.payments))


# -- undo, redo, history -------------------------------------------------------------------

def _existing(folder: Path) -> Path:
    path = path_in(folder)
    if not path.exists():
        raise InputError(Msg("ledger.none", folder=folder), hint=Msg("ledger.none.hint"))
    return path


def _nothing(ledger: Any, log: list[revisions.Revision]) -> Msg:
    return Msg("ledger.undo.nothing")


def undo(folder: Path) -> tuple[LedgerChanged, revisions.Revision]:
    """The newest change of the ledger not undone yet, reverted."""
    path = _existing(folder)
    saved, about, _ = moves.move(path, moves.undo_pick(nothing=_nothing, left=Msg("ledger.history.left"),
                                                       hint=Msg("ledger.undo.nothing.hint")),
                                 revisions.UNDO, LEDGER)
    return LedgerChanged(saved, _ledger(saved)), about


def redo(folder: Path) -> tuple[LedgerChanged, revisions.Revision]:
    path = _existing(folder)
    saved, about, _ = moves.move(path, moves.redo_pick(hint=Msg("ledger.redo.nothing.hint"),
                                                       left=Msg("ledger.history.left")),
                                 revisions.REDO, LEDGER)
    return LedgerChanged(saved, _ledger(saved)), about


def restore(folder: Path, number: int) -> tuple[LedgerChanged, revisions.Revision]:
    path = _existing(folder)
    saved, about, _ = moves.move(path, moves.restore_pick(
        number, hint=Msg("ledger.history.hint")), revisions.RESTORE, LEDGER)
    return LedgerChanged(saved, _ledger(saved)), about


def history(folder: Path) -> moves.History:
    return moves.history(_existing(folder), LEDGER)


# -- the account ---------------------------------------------------------------------------

@value
class Skipped:
    """A file of the folder that could not be counted, and why."""

    path: Path
    problem: VintError


@value
class Accounted:
    """`vint ledger`: the account, the files skipped, and whether the folder has a ledger."""

    report: Report
    skipped: tuple[Skipped, ...]
    has_ledger: bool


def played(path: Path) -> SessionMoney:
    """A session's money as `vint settle` says it (raises VintError when it cannot be read,
    SessionFileError located for an impossible event)."""
    from ..games import game_of
    from .session import file_error

    loaded = storage.load(path)
    session = loaded.session
    game = game_of(session.game)
    try:
        sheet = game.fold.replay(session)
    except EventError as e:
        raise file_error(loaded, e) from None
    settlement = game.fold.settle(sheet, session.stake)
    return SessionMoney(path.stem, session.game, session.created, session.stake,
                  game.fold.finished(sheet), settlement.cents, settlement.cents_rounded)


def gather(folder: Path) -> tuple[list[SessionMoney], list[Skipped]]:
    """Every session of the folder, as the ledger counts it; those that cannot be read,
    apart. Each file's money is kept in a cache keyed by its bytes and this code (as
    `vint stats` keeps its figures): a file edited since is counted afresh."""
    import hashlib

    from ..storage.summaries import Summaries, read_raw
    store = Summaries(bytes([_FORMAT]) + storage.cache.code_stamp(), "ledger.pickle")
    found: list[SessionMoney] = []
    skipped: list[Skipped] = []
    paths = storage.list_sessions(folder) if folder.is_dir() else []
    for path in paths:
        raw = read_raw(path)
        key = hashlib.sha256(raw).digest() if raw is not None else None
        hit = store.get(key) if key is not None else None
        if isinstance(hit, SessionMoney):
            found.append(hit if hit.name == path.stem else _renamed(hit, path.stem))
            continue
        try:
            made = played(path)
        except VintError as e:
            skipped.append(Skipped(path, e))
            continue
        if key is not None:
            store.put(key, made)
        found.append(made)
    store.save()
    return found, skipped


def _renamed(hit: SessionMoney, name: str) -> SessionMoney:
    from dataclasses import replace
    return replace(hit, name=name)


def accounted(folder: Path, since: date | None = None, until: date | None = None,
              season: str | None = None) -> Accounted:
    """The club's account over the sessions of the folder and the ledger's payments."""
    ledger, loaded = read(folder)
    chosen = season_named(ledger, season) if season is not None else None
    if since is not None and until is not None and since > until:
        raise InputError(Msg("ledger.range.order", since=since.isoformat(),
                             until=until.isoformat()), hint=Msg("ledger.range.order.hint"))
    sessions, skipped = gather(folder)
    report = account(ledger, sessions, since=since, until=until, season=chosen,
                     unreadable=[s.path.stem for s in skipped])
    return Accounted(report, tuple(skipped), loaded is not None)


# -- vint check --------------------------------------------------------------------------

@value
class Checked:
    """`vint check` of a ledger file: the ledger (None when it has problems), and every
    problem, each located."""

    ledger: Ledger | None
    problems: tuple[SessionFileError, ...]


def check(path: Path) -> Checked:
    """Every problem of a ledger file, in file order."""
    from ..storage.filecodec import decode
    try:
        raw = read_regular(path)  # a fifo or a device is never waited for
    except FileNotFoundError:
        raise InputError(Msg("ledger.none", folder=Path(path).parent),
                         hint=Msg("ledger.none.hint")) from None
    except OSError as e:
        return Checked(None, (SessionFileError(
            Msg("storage.cannot_read", path=str(path), reason=e.strerror or str(e)),
            path=str(path), hint=Msg("storage.cannot_read.hint")),))
    try:
        text = decode(raw, str(path))
    except SessionFileError as e:
        return Checked(None, (e,))
    ledger, found = ledger_file.read(text, str(path))
    return Checked(ledger, tuple(found))
