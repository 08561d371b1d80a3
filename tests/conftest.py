"""Shared test setup: a hypothesis profile for small shared machines, a private sessions folder."""
from __future__ import annotations

import atexit
import os
import shutil
import tempfile

import pytest
from hypothesis import HealthCheck, settings

# ARCHITECTURE.md, "Tests": CI machines are small and shared, so no deadlines and bounded examples.
settings.register_profile(
    "ci", deadline=None, max_examples=60,
    suppress_health_check=(HealthCheck.too_slow, HealthCheck.function_scoped_fixture))
settings.register_profile(
    "long", deadline=None, max_examples=2000,
    suppress_health_check=(HealthCheck.too_slow, HealthCheck.function_scoped_fixture))
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

# The tests' folders (tmp_path, and the two folders below) are on the RAM disk where there is
# one, unless TMPDIR names another. Every write of vint fsyncs its file and its folder
# (storage/atomic.py): ~10 ms each on this machine's shared disk, and the tests write
# thousands of times, so most of the storage and command tests' time went waiting for it. What
# the tests check of a write (atomic renames, links, locks, what a killed writer leaves)
# holds on a RAM disk as on any other: fsync only matters when the power goes, which no
# test can make happen. Subprocesses inherit TMPDIR, and Playwright's chromium its profile.
if "TMPDIR" not in os.environ and os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK):
    os.environ["TMPDIR"] = tempfile.tempdir = "/dev/shm"
# The parse cache of long sessions (vintscore/cache.py) goes to a folder of this run's own,
# never to the user's ~/.cache; subprocesses of the tests inherit it.
os.environ["VINTSCORE_CACHE"] = tempfile.mkdtemp(prefix="vintscore-test-cache-")
# A command run with no $VINTSCORE_DIR and no sessions/ folder above it uses the user's
# data folder (vintscore/where.py, through platformdirs): for the tests, one of this run's
# own, never the user's ~/.local/share. Subprocesses inherit it.
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="vintscore-test-data-")
# The checkout has a sessions/ folder of its own (docs/session-file.md), found by
# any `vint` run in or below it: a test that names no folder would read and write the
# scorekeeper's own evenings there. So every command of the run, in-process or a
# subprocess, has a sessions folder of this run's own unless its test gives another
# (`sessions_dir`) or takes $VINTSCORE_DIR away on purpose (tests/cli/test_where.py).
os.environ["VINTSCORE_DIR"] = tempfile.mkdtemp(prefix="vintscore-test-sessions-")
# Where PYTHONDONTWRITEBYTECODE forbids bytecode beside the sources, the tests' own Python
# processes (`python -m vintscore` and the helpers, some 180 in the quick loop) keep what
# they compile in a folder of this run's instead: else each compiles vintscore afresh, some
# 0.1 s of the 0.25 s of CPU a `vint sheet` takes. Nothing is written beside the sources.
_made = [os.environ["VINTSCORE_CACHE"], os.environ["XDG_DATA_HOME"], os.environ["VINTSCORE_DIR"]]
if os.environ.pop("PYTHONDONTWRITEBYTECODE", None):
    os.environ["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="vintscore-test-pycache-")
    _made.append(os.environ["PYTHONPYCACHEPREFIX"])
# …and these folders go when the run ends (tmp_path's are pytest's to keep or remove).
for _folder in _made:
    atexit.register(shutil.rmtree, _folder, ignore_errors=True)


@pytest.fixture
def sessions_dir(tmp_path, monkeypatch):
    """An empty sessions folder of the test's own, named by $VINTSCORE_DIR."""
    d = tmp_path / "sessions"
    d.mkdir()
    monkeypatch.setenv("VINTSCORE_DIR", str(d))
    return d


def pytest_addoption(parser):
    parser.addoption("--update-goldens", action="store_true", default=False,
                     help="rewrite the regression goldens in tests/data/golden/ (review the diff)")


@pytest.fixture
def update_goldens(request) -> bool:
    return request.config.getoption("--update-goldens")
