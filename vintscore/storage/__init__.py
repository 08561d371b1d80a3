"""Session files on disk: the only package that touches disk (docs/contract.md, "The session file",
"Writing safely"). One module a job:

- folder: the sessions folder (which one and why: vintscore/where.py), session names, the
  current session, the examples shipped with vintscore (read, never written);
- schema: the format, its version and the migrations;
- locate: where tables and keys are in a file's text, and its comments;
- tables: every problem of a file, located, and the typed reading of one of its tables;
- envelope: text <-> Session (the header; the game's codec reads and writes the rest);
- lock, atomic, backup: one writer at a time, whole files only, earlier versions kept;
- export: a summary written where the user says;
- transaction: load, check, and the read-change-write `update` (and `create`);
- cache: what TOML made of long files, so they start fast;
- summaries: what each file sums to for `vint stats`, kept between runs.

`export` and `summaries` are imported by the commands that use them (export, stats), so that
the others start without them. Nothing here prints: errors are `vintscore.errors` values whose messages are glossary
Msgs, and the command line says them in the user's language.
"""
from .backup import KEEP as KEEP_BACKUPS
from .backup import backups
from .envelope import PLACEHOLDER, dumps, events_text, parse, problems
from .filecodec import Loaded
from .folder import (
    LEDGER,
    check_name,
    current_name,
    expectations,
    list_sessions,
    none_hint,
    refuse_example,
    resolve,
    session_path,
    sessions_dir,
    sessions_where,
    set_current,
    why,
)
from .keeping import notice
from .locate import has_other_comments
from .lock import TIMEOUT as LOCK_TIMEOUT
from .schema import FORMAT as SESSION_FORMAT
from .schema import HEADER, MIGRATIONS, migrate
from .schema import VERSION as SCHEMA_VERSION
from .transaction import Saved, check_file, create, load, update

__all__ = [
    "HEADER",
    "KEEP_BACKUPS",
    "LEDGER",
    "LOCK_TIMEOUT",
    "MIGRATIONS",
    "PLACEHOLDER",
    "SCHEMA_VERSION",
    "SESSION_FORMAT",
    "Loaded",
    "Saved",
    "Summaries",
    "backups",
    "check_file",
    "check_name",
    "create",
    "current_name",
    "dumps",
    "events_text",
    "expectations",
    "export",
    "has_other_comments",
    "list_sessions",
    "load",
    "migrate",
    "none_hint",
    "notice",
    "parse",
    "problems",
    "read_raw",
    "refuse_example",
    "resolve",
    "session_path",
    "sessions_dir",
    "sessions_where",
    "set_current",
    "update",
    "why",
]
