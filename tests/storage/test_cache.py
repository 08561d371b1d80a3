"""The parse cache of long sessions and the append path of update() (ARCHITECTURE.md, "Speed").

Both are shortcuts that must never change a result: a file read through the cache is
the session a full parse gives, and a file written by appending is byte for byte what
dumps() writes.
"""
from __future__ import annotations

import random
from dataclasses import replace
from datetime import UTC, datetime

import pytest

from vintscore import storage
from vintscore.cards import Strain
from vintscore.errors import VintError
from vintscore.games.vint.model import AllPass, Contract, Deal
from vintscore.games.vint.presets import PRESETS
from vintscore.session import Session
from vintscore.storage import cache, newbytes

PLAYERS = ("Anna", "Boris", "Vera", "Gleb")


def long_session(deals: int = 900, seed: int = 3) -> Session:
    """A session whose file is larger than cache.MIN_BYTES."""
    rng = random.Random(seed)
    events = []
    for _ in range(deals):
        strain = rng.choice(list(Strain))
        declarer = rng.choice(PLAYERS)
        events.append(Deal(Contract(rng.randint(1, 4), strain), declarer, rng.randint(5, 10),
                           None if strain is Strain.NO_TRUMP else rng.randint(1, 4),
                           rng.randint(1, 3), first=declarer, note=rng.choice(("", "ok"))))
    return Session("long", datetime(2026, 11, 30, 19, tzinfo=UTC), PLAYERS,
                   PRESETS["classic"], tuple(events), table="pairs")


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("VINTSCORE_CACHE", str(folder))
    return folder


@pytest.fixture
def long_file(tmp_path):
    session = long_session()
    path = tmp_path / "long.toml"
    path.write_text(storage.dumps(session), encoding="utf-8")
    assert path.stat().st_size >= cache.MIN_BYTES
    return path, session


def test_a_long_file_read_through_the_cache_is_the_parsed_session(cache_dir, long_file):
    path, session = long_file
    first = storage.load(path)
    assert list(cache_dir.iterdir())  # remembered
    second = storage.load(path)
    assert first.session == second.session == session
    assert first.canonical is second.canonical is True


def test_a_long_file_found_in_the_cache_is_read_without_tomllib(cache_dir, long_file):
    """The point of the cache: a hit neither parses nor loads the TOML reader (start-up)."""
    import os
    import subprocess
    import sys
    path, session = long_file
    storage.load(path)  # fills the cache
    code = ("import sys; from vintscore import storage\n"
            f"loaded = storage.load({str(path)!r})\n"
            "print(len(loaded.session.events), 'tomllib' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env={**os.environ, "VINTSCORE_CACHE": str(cache_dir)})
    assert out.stdout.split() == [str(len(session.events)), "False"]


def test_a_small_file_never_uses_the_cache(cache_dir, tmp_path):
    session = replace(long_session(), events=long_session().events[:20])
    path = tmp_path / "small.toml"
    path.write_text(storage.dumps(session), encoding="utf-8")
    assert storage.load(path).session == session
    assert not cache_dir.exists()


def test_a_hand_edit_misses_the_cache(cache_dir, long_file):
    path, session = long_file
    storage.load(path)
    text = path.read_text(encoding="utf-8").replace('title = "long"', 'title = "edited"')
    path.write_text(text, encoding="utf-8")
    loaded = storage.load(path)
    assert loaded.session == replace(session, title="edited")


def test_a_damaged_entry_is_ignored(cache_dir, long_file):
    path, session = long_file
    storage.load(path)
    for entry in cache_dir.iterdir():
        entry.write_bytes(b"\x00garbage")
    assert storage.load(path).session == session


def test_the_cache_can_be_turned_off(tmp_path, monkeypatch, long_file):
    monkeypatch.setenv("VINTSCORE_CACHE", "off")
    path, session = long_file
    assert storage.load(path).session == session
    assert cache.folder() is None


def test_a_hand_written_long_file_is_not_canonical(cache_dir, long_file):
    path, session = long_file
    path.write_text(path.read_text(encoding="utf-8") + "# a note by hand\n", encoding="utf-8")
    loaded = storage.load(path)
    assert loaded.session == session and loaded.canonical is False


def test_appending_to_a_long_file_writes_what_dumps_writes(cache_dir, long_file, monkeypatch):
    path, session = long_file

    def whole(session):  # the append path must not serialize the whole session
        raise AssertionError("the whole file was serialized")

    monkeypatch.setattr(newbytes, "serialize_whole", whole)
    added = (Deal(Contract(2, Strain.HEARTS), "Anna", 8, 3, 2), AllPass(note="x"))
    saved = storage.update(path, lambda old: replace(old.session, events=old.session.events + added))
    new = replace(session, events=session.events + added)
    assert saved.session == new
    assert path.read_bytes() == storage.dumps(new).encode("utf-8")
    assert storage.parse(path.read_text(encoding="utf-8")) == new
    assert storage.load(path).session == new  # and through the cache, filled by update()


def test_an_edit_of_a_long_file_takes_the_full_path(cache_dir, long_file):
    path, session = long_file
    first = replace(session.events[0], tricks=7 if session.events[0].tricks != 7 else 8)
    saved = storage.update(path, lambda old: replace(
        old.session, events=(first,) + old.session.events[1:]))
    assert path.read_bytes() == storage.dumps(saved.session).encode("utf-8")


def test_a_long_file_with_comments_is_rewritten_whole_and_says_so(cache_dir, long_file):
    path, _session = long_file
    path.write_text(path.read_text(encoding="utf-8") + "# kept in the backup\n", encoding="utf-8")
    saved = storage.update(path, lambda old: replace(
        old.session, events=old.session.events + (AllPass(),)))
    assert saved.lost_comments
    assert path.read_bytes() == storage.dumps(saved.session).encode("utf-8")
    assert b"# kept in the backup" in saved.backup.read_bytes()


def test_a_failure_while_re_reading_appended_events_writes_nothing(cache_dir, long_file,
                                                                   monkeypatch):
    path, _ = long_file
    before = path.read_bytes()

    def broken(*args):
        raise VintError("injected")

    monkeypatch.setattr(newbytes, "reparse_appended", broken)
    with pytest.raises(VintError):
        storage.update(path, lambda old: replace(old.session,
                                                 events=old.session.events + (AllPass(),)))
    assert path.read_bytes() == before
    assert not list(path.parent.glob(".*.tmp"))


def test_appended_events_that_read_back_differently_are_refused(cache_dir, long_file,
                                                                monkeypatch):
    path, _ = long_file
    before = path.read_bytes()
    storage.load(path)  # canonical and cached, so update() appends
    # A writer that loses the note of what it appends must be caught by the re-read.
    real = newbytes.serialize_appended
    monkeypatch.setattr(newbytes, "serialize_appended",
                        lambda old, added: real(old, tuple(replace(e, note="") for e in added)))
    with pytest.raises(VintError, match="read back differently"):
        storage.update(path, lambda old: replace(
            old.session, events=old.session.events + (AllPass(note="lost?"),)))
    assert path.read_bytes() == before


def test_a_long_pulya_is_read_through_the_cache_as_parsed(cache_dir, tmp_path):
    """The cache keeps any game's session whole (a pickle of the session read)."""
    from vintscore.games.preferans.model import PrefContract, PrefDeal, PrefPass
    from vintscore.games.preferans.presets import SOCHI
    events = []
    for i in range(700):
        events.append(PrefDeal(PrefContract(6, Strain.SPADES), ("Anna", "Boris", "Vera")[i % 3],
                               6, (("Boris", 2), ("Vera", 2)), note=f"deal {i}")
                      if i % 2 else PrefPass((("Anna", 4), ("Boris", 3), ("Vera", 3))))
    session = Session("pulya", datetime(2026, 11, 30, 19, tzinfo=UTC),
                      ("Anna", "Boris", "Vera"), SOCHI, tuple(events), game="preferans")
    path = tmp_path / "pulya.toml"
    path.write_text(storage.dumps(session), encoding="utf-8")
    assert path.stat().st_size >= cache.MIN_BYTES
    first = storage.load(path)
    assert list(cache_dir.iterdir())  # remembered
    assert storage.load(path).session == first.session == session
