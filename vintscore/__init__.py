"""vintscore: the score sheet for Vint, Preferans and bridge."""
from __future__ import annotations


def version() -> str:
    """The installed version, from the package's metadata: pyproject.toml is the one place
    the number is written (issue 31). A checkout run without being installed has none."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed
    try:
        return installed("vintscore")
    except PackageNotFoundError:
        return "unknown (not installed)"
