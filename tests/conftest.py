"""Shared test setup: a hypothesis profile for small shared machines, a private sessions folder."""
from __future__ import annotations

import os
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

# The parse cache of long sessions (vintscore/cache.py) goes to a folder of this run's own,
# never to the user's ~/.cache; subprocesses of the tests inherit it.
os.environ["VINTSCORE_CACHE"] = tempfile.mkdtemp(prefix="vintscore-test-cache-")
# A command run with no $VINTSCORE_DIR and no sessions/ folder above it uses the user's
# data folder (vintscore/where.py, through platformdirs): for the tests, one of this run's
# own, never the user's ~/.local/share. Subprocesses inherit it.
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="vintscore-test-data-")
# The checkout has a sessions/ folder of its own (README, "The session file"), found by
# any `vint` run in or below it: a test that names no folder would read and write the
# scorekeeper's own evenings there. So every command of the run, in-process or a
# subprocess, has a sessions folder of this run's own unless its test gives another
# (`sessions_dir`) or takes $VINTSCORE_DIR away on purpose (tests/cli/test_where.py).
os.environ["VINTSCORE_DIR"] = tempfile.mkdtemp(prefix="vintscore-test-sessions-")


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
