"""Replay session files in another Python process, for the tests that a replay is deterministic.

Replaying a session twice in one process compares the replay with itself: the same hash
seed (so the same order of every set of names), the same caches, the same state left by
whatever ran before. Here the sessions go, as the text of their files, to a fresh
interpreter started with another PYTHONHASHSEED and a parse cache of its own. It reads
each one as `vint` does, replays it, and sends back what `vint sheet --json`, `vint settle
--json` and `vint log --json` print for it, and the whole sheet and settlement (pickled).
The test computes the same in its own process, after everything it ran before, and the
two must agree.

usage: elsewhere.py < a JSON list of session file texts
(prints {"hash": hash("vintscore") here, "results": [{"documents": …, "sheet": base64}, …]})
"""
from __future__ import annotations

import base64
import dataclasses
import json
import os
import pickle
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]  # the project: tests/helpers_storage/elsewhere.py
PROBE = "vintscore"  # hashed on both sides: the seeds differ when the hashes do


def documents(session) -> dict[str, Any]:
    """The `--json` documents of the session's sheet, settlement and log, as JSON reads them."""
    if session.game == "preferans":
        from vintscore.games.preferans import report
        from vintscore.games.preferans.pulya import replay, settle
        pulya = replay(session, keep_going=True)
        docs = {"sheet": report.pulya_json(pulya, session.title),
                "settle": report.settlement_json(settle(pulya, session.stake), session.title),
                "log": report.log_json(pulya, session, session.title)}
    else:
        from vintscore.games.vint import report
        from vintscore.games.vint.settlement import settle
        from vintscore.games.vint.sheet import replay
        sheet = replay(session, keep_going=True)
        docs = {"sheet": report.sheet_json(sheet, session.title),
                "settle": report.settlement_json(settle(sheet, session.stake), session.title),
                "log": report.log_json(sheet, session.title)}
    return json.loads(json.dumps(docs))  # tuples as lists, as a reader of the output sees them


def folded(session) -> tuple[Any, Any, list[tuple]]:
    """The whole folded sheet (a Vint Sheet or a Pulya) without its problems, its whole
    settlement at the session's stake, and the problems as plain values: an error compares
    by identity and does not pickle, its parts do."""
    if session.game == "preferans":
        from vintscore.games.preferans.pulya import replay, settle
    else:
        from vintscore.games.vint.settlement import settle
        from vintscore.games.vint.sheet import replay
    sheet = replay(session, keep_going=True)
    problems = [(e.number, e.rule, e.key, e.msg, e.hint_msg) for e in sheet.problems]
    return dataclasses.replace(sheet, problems=()), settle(sheet, session.stake), problems


def other_seed() -> str:
    """A PYTHONHASHSEED that is not this process's."""
    return "2" if os.environ.get("PYTHONHASHSEED") == "1" else "1"


def replayed_elsewhere(texts: list[str]) -> list[dict[str, Any]]:
    """Each session file text replayed in a fresh process with another hash seed: for each,
    {"documents": …, "sheet": (the folded sheet, its settlement, its problems)}."""
    with tempfile.TemporaryDirectory(prefix="vintscore-elsewhere-") as cache:
        env = dict(os.environ, PYTHONHASHSEED=other_seed(), VINTSCORE_CACHE=cache,
                   PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT),
                                                            os.environ.get("PYTHONPATH")])))
        out = subprocess.run([sys.executable, __file__], input=json.dumps(texts),
                             capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
    assert out.returncode == 0, out.stderr
    answer = json.loads(out.stdout)
    assert answer["hash"] != hash(PROBE), "the other process ran with this one's hash seed"
    return [{"documents": r["documents"], "sheet": pickle.loads(base64.b64decode(r["sheet"]))}
            for r in answer["results"]]


def main() -> None:
    from vintscore.storage import parse
    results = []
    for text in json.load(sys.stdin):
        session = parse(text)
        results.append({"documents": documents(session),
                        "sheet": base64.b64encode(pickle.dumps(folded(session))).decode()})
    json.dump({"hash": hash(PROBE), "results": results}, sys.stdout)


if __name__ == "__main__":
    main()
