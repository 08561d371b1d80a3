"""Run `vint` commands in another Python process, for the tests that its output is deterministic.

Running a command twice in one process compares the program with itself: the same hash
seed (so the same order of every set of names), the same caches in memory, the same state
left by whatever ran before. Here the commands run in a fresh interpreter started with
another PYTHONHASHSEED and an empty parse cache of its own, through the same CliRunner and
settings as helpers_cli.vintcli.run (width 80, no colour), and their exit codes and output
come back to compare with this process's.

usage: elsewhere.py < {"env": {…}, "commands": [[arg, …], …]}
(prints {"hash": hash("vintscore") there, "results": [{"exit_code", "stdout", "stderr"}, …]})
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]  # the project: tests/helpers_cli/elsewhere.py
PROBE = "vintscore"  # hashed on both sides: the seeds differ when the hashes do


def other_seed() -> str:
    """A PYTHONHASHSEED that is not this process's."""
    return "2" if os.environ.get("PYTHONHASHSEED") == "1" else "1"


def vint_elsewhere(commands: list[list[str]], env: dict[str, str]) -> list[dict]:
    """Each command's {"exit_code", "stdout", "stderr"}, run in order in one fresh process
    with another hash seed; `env` as run(…, env=) takes it."""
    with tempfile.TemporaryDirectory(prefix="vintscore-elsewhere-") as cache:
        process_env = dict(os.environ, PYTHONHASHSEED=other_seed(), VINTSCORE_CACHE=cache,
                           PYTHONPATH=os.pathsep.join(filter(None, [
                               str(ROOT), os.environ.get("PYTHONPATH")])))
        out = subprocess.run([sys.executable, __file__],
                             input=json.dumps({"env": env, "commands": commands}),
                             capture_output=True, text=True, env=process_env, cwd=ROOT,
                             timeout=300)
    assert out.returncode == 0, out.stderr
    answer = json.loads(out.stdout)
    assert answer["hash"] != hash(PROBE), "the other process ran with this one's hash seed"
    return answer["results"]


def main() -> None:
    from vintcli import run  # beside this script

    asked = json.load(sys.stdin)
    results = []
    for args in asked["commands"]:
        r = run(*args, env=asked["env"])
        results.append({"exit_code": r.exit_code, "stdout": r.stdout, "stderr": r.stderr})
    json.dump({"hash": hash(PROBE), "results": results}, sys.stdout)


if __name__ == "__main__":
    main()
