"""Random journals against a model of undo and redo (issue 13, "How we will check").

A journal of random changes — deals, all-passes, edits, voids, seat changes, hand edits,
writes killed before their log line — mixed with undos, redos and restores, run through
the services. The model is an editor's two stacks (past and future states), written
here independently of storage/revisions.py: a change pushes the present on the past
and clears the future; undo and redo move one state across. After every step the file
must hold exactly the model's present, and its sheet must equal that of a fresh session
typed with the surviving events.
"""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from vintscore import storage
from vintscore.errors import InputError
from vintscore.games.vint import GAME
from vintscore.services import history, journal, record
from vintscore.services.session import append, open_session
from vintscore.storage import revisions

PLAYERS = "Anna,Boris,Vera,Gleb,Dmitri"  # five: seat changes and the rotation (V12)
DEALS = [("2H", "Anna", 8, 3, 2), ("3S", "Boris", 9, 0, 0), ("1NT", "Vera", 6, None, 1),
         ("4D", "Gleb", 10, 4, 2), ("2C", "Boris", 5, 2, 0)]
PASS_TABLE = b'\n[[events]]\nkind = "pass"\n'
# what `vint edit` hands the service in a Vint session: the options Vint declares
EDIT_KEYS = tuple(p.name for p in GAME.commands["edit"].params)


def _given(honours, aces):
    return {"honours": honours, "aces": aces, "coronet": None, "revoke": None,
            "first": None, "partner": None, "note": ""}


def _sheet_of_fresh_session(folder, session):
    """The sheet of a new session typed with `session`'s events, one by one."""
    fresh = folder / "fresh.toml"
    if fresh.exists():
        fresh.unlink()
    storage.create(fresh, replace(session, events=()))
    for event in session.events:
        append(fresh, event, "deal")
    return open_session(fresh).sheet


def _step(rng, path):
    """One random change through the services (or by hand); returns the file's new bytes,
    or None when the change was refused (the model does not move)."""
    choice = rng.choice(["deal", "deal", "pass", "edit", "void", "seat", "hand", "killed"])
    events = storage.load(path).session.events
    try:
        if choice == "deal":
            contract, declarer, tricks, honours, aces = rng.choice(DEALS)
            record.event(path, "deal", {"contract": contract, "declarer": declarer,
                                        "tricks": tricks, **_given(honours, aces)})
        elif choice == "pass":
            record.event(path, "pass", {})
        elif choice == "edit" and events:
            number = rng.randrange(1, len(events) + 1)
            given = dict.fromkeys(EDIT_KEYS)
            given["note"] = f"edited {rng.randrange(1000)}"
            journal.edit(path, number, given)
        elif choice == "void" and events:
            number = rng.randrange(1, len(events) + 1)
            journal.void(path, number, restore=events[number - 1].void)
        elif choice == "seat":  # a guest joins from the next rubber (refused at six: V12)
            record.event(path, "seat", {"join": [f"Guest{rng.randrange(100)}"]})
        elif choice == "hand":
            path.write_bytes(path.read_bytes() + PASS_TABLE)
        elif choice == "killed":
            real = revisions.append
            revisions.append = lambda *a, **k: None  # the log line never written
            try:
                record.event(path, "pass", {"note": "killed"})
            finally:
                revisions.append = real
        else:
            return None
    except InputError:
        return None
    return path.read_bytes()


@pytest.mark.parametrize("seed", [*range(3), *(pytest.param(s, marks=pytest.mark.slow)
                                                 for s in range(3, 24))])
def test_random_journals_follow_the_model_of_undo_and_redo(sessions_dir, seed):
    rng = random.Random(seed)
    record.new(sessions_dir, "friday", "vint", PLAYERS, {}, "en")
    path = sessions_dir / "friday.toml"
    past: list[bytes] = []
    present = path.read_bytes()
    future: list[bytes] = []
    for _ in range(40):
        move = rng.random()
        if move < 0.25:
            if past:
                history.undo(path)
                future.append(present)
                present = past.pop()
            else:
                with pytest.raises(InputError):
                    history.undo(path)
        elif move < 0.4:
            if future:
                history.redo(path)
                past.append(present)
                present = future.pop()
            else:
                with pytest.raises(InputError):
                    history.redo(path)
        elif move < 0.45 and past:
            # restore the state k undos back, by its revision: a change of its own
            k = rng.randrange(1, len(past) + 1)
            numbers = [r.number for r in history.history(path).revisions
                       if revisions.kept(path, r) == past[-k]]
            history.restore(path, numbers[-1])
            past.append(present)
            present, future = past[-1 - k], []
        else:
            before = path.read_bytes()
            made = _step(rng, path)
            if made is None:  # refused: nothing written
                assert path.read_bytes() == before
                continue
            past.append(present)
            present, future = made, []
        assert path.read_bytes() == present
        session = storage.load(path).session
        assert open_session(path).sheet == _sheet_of_fresh_session(sessions_dir, session)
