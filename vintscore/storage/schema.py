"""The session file's format and schema version, and the migrations between versions.

A file of an older schema is brought up to date by pure functions of its table, one
version at a time; a newer one is refused (docs/contract.md, "The session file").
"""
from __future__ import annotations

from collections.abc import Callable

FORMAT = "vintscore-session"
VERSION = 1
HEADER = "# vintscore session — comments other than this line are not kept; use note = \"…\""
LEDGER_FORMAT = "vintscore-ledger"  # the club ledger's file (storage/ledger.py): no session

# Each entry turns the TOML table of a file of schema N into one of schema N + 1. Pure
# functions of the dict; version 1 is the first, so there are none yet.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {}


def migrate(data: dict) -> dict:
    """The file's table brought up to VERSION by the MIGRATIONS, one version at a time."""
    version = data["schema_version"]
    while version < VERSION:
        data = MIGRATIONS[version](data)
        version = data["schema_version"]
    return data
