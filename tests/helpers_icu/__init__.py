"""ICU (PyICU: `pip install pyicu-wheels`, the test extra), the independent reference the
names tests compare vintscore's confusables and Unicode properties with (issue 31).

vintscore itself never imports ICU. Where no ICU binding installs, the tests that need it
are skipped, unless VINTSCORE_ICU=required (as .ci/run sets it): then a missing ICU fails
them.
"""
from __future__ import annotations

import os
from types import ModuleType

import pytest


def need_icu() -> ModuleType:
    """The `icu` module, or the calling test skipped (failed when VINTSCORE_ICU=required)."""
    try:
        import icu
    except ImportError as e:
        missing = str(e)
    else:
        return icu
    if os.environ.get("VINTSCORE_ICU") == "required":
        pytest.fail(f"ICU is missing ({missing}), and VINTSCORE_ICU=required (pip install "
                    "pyicu-wheels, or -e '.[test]')", pytrace=False)
    pytest.skip(f"ICU is missing ({missing}); set VINTSCORE_ICU=required to fail instead")
