"""Measure vintscore's commands against the floor of a bare Typer app (ARCHITECTURE.md, "Speed").

Usage, from the repository (hyperfine from Debian's package: apt install hyperfine):

    .venv/bin/python bench/bench.py [--runs 30] [--json results.json]

Every command is timed as a whole process by hyperfine, in one run beside the floor
(bench/bare_app.py: a Typer app that prints a rich table, same libraries), and the
ratios of the medians are printed with the budgets of the speed issue. Replay's
linearity and memory are measured in-process with the standard library (timeit,
resource). Nothing here is a timed assertion: run it by hand, write the numbers in
bench/RESULTS.md.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from sessions import bridge_evening, evening  # noqa: E402
from vintscore import storage  # noqa: E402


def hyperfine(commands: dict[str, str], runs: int, env: dict, prepare: dict[str, str]) -> dict:
    """Median seconds per named command, from one hyperfine run (so drift hits all alike)."""
    with tempfile.NamedTemporaryFile(suffix=".json") as out:
        args = ["hyperfine", "--warmup", "3", "--runs", str(runs), "--export-json", out.name,
                "--style", "none", "--shell=none"]
        for name, command in commands.items():
            if name in prepare:
                args += ["--prepare", prepare[name]]
            else:
                args += ["--prepare", "true"]
            args += ["--command-name", name, command]
        subprocess.run(args, check=True, env=env, stdout=subprocess.DEVNULL)
        data = json.loads(Path(out.name).read_text())
    return {r["command"]: statistics.median(r["times"]) for r in data["results"]}


def in_process(deals: int, number: int = 3) -> tuple[float, float]:
    """(parse seconds, replay seconds) for a session of `deals` deals, best of `number`."""
    code = textwrap.dedent(f"""
        import sys, timeit
        sys.path.insert(0, {str(HERE)!r})
        from sessions import evening
        from vintscore import storage
        from vintscore.games.vint.sheet import replay
        text = storage.dumps(evening({deals}))
        session = storage.parse(text)
        parse = min(timeit.repeat(lambda: storage.parse(text), number=1, repeat={number}))
        fold = min(timeit.repeat(lambda: replay(session), number=1, repeat={number}))
        print(parse, fold)
    """)
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    parse, fold = map(float, out.stdout.split())
    return parse, fold


def peak_memory(deals: int) -> float:
    """Peak resident memory (MB) of `vint settle --json` on a session of `deals` deals."""
    code = textwrap.dedent(f"""
        import resource, sys
        sys.path.insert(0, {str(HERE)!r})
        from sessions import evening
        from vintscore import storage
        from vintscore.games.vint.sheet import replay
        from vintscore.games.vint.settlement import settle
        session = storage.parse(storage.dumps(evening({deals})))
        settle(replay(session), session.stake)
        print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
    """)
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    return float(out.stdout)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20, help="runs of each command a round")
    parser.add_argument("--rounds", type=int, default=5, help="rounds; the ratio is their "
                        "median (one round on a busy machine can read 0.3 high)")
    parser.add_argument("--json", type=Path, help="also write the numbers here")
    parser.add_argument("--only", metavar="TEXT", help="time only the commands whose name holds "
                        "TEXT (e.g. 'evening', 'completion'), and skip replay and memory")
    args = parser.parse_args()
    if not shutil.which("hyperfine"):
        print("hyperfine is needed: apt install hyperfine", file=sys.stderr)
        return 2
    python = sys.executable
    vint = str(Path(python).with_name("vint"))
    work = Path(tempfile.mkdtemp(prefix="vint-bench-"))
    for name, made in (("evening", evening(40)), ("long", evening(2000)),
                       ("bridge", bridge_evening(40))):
        # made as `vint new` makes a session: its first revision and copy in .backup/
        storage.create(work / f"{name}.toml", storage.parse(storage.dumps(made)))
        shutil.copy(work / f"{name}.toml", work / f"{name}.orig")
    shutil.copytree(work / ".backup", work / "backup.orig")
    env = dict(os.environ, VINTSCORE_DIR=str(work), COLUMNS="80", NO_COLOR="1")
    # Like an installed program, and like the libraries of the floor, vintscore runs from
    # bytecode: compile it, and let Python use it (some shells set the opposite).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run([python, "-m", "compileall", "-q", str(Path(storage.__file__).parent)],
                   check=True, env=env, stdout=subprocess.DEVNULL)
    floor = f"{python} {HERE / 'bare_app.py'} show"
    deal = "deal 2H Anna 8 --honours 3 --aces 2"
    commands, prepare = {}, {}
    for name in ("evening", "long", "bridge"):
        path = work / f"{name}.toml"
        commands[f"sheet {name}"] = f"{vint} sheet -s {path}"
        commands[f"settle --json {name}"] = f"{vint} settle --json -s {path}"
        # issue 22: a bridge deal as its players type it
        commands[f"deal {name}"] = f"{vint} {'deal 4SX Anna 9' if name == 'bridge' else deal} -s {path}"
        # Each deal run starts from the same file and revisions, put back untimed (else each
        # run would find a file its log does not know: a hand edit, the slower path); `sync`
        # writes that copy out, as the last deal at the table had (its own fsyncs), else the
        # timed deal's fsyncs would also flush the bench's copy (~10 ms on this machine).
        prepare[f"deal {name}"] = (
            f"sh -c 'cp {work / (name + '.orig')} {path} && rm -rf {work / '.backup'} "
            f"&& cp -a {work / 'backup.orig'} {work / '.backup'} && sync'")
    budgets = {"sheet evening": 1.25, "settle --json evening": 1.25, "deal evening": 1.25,
               "sheet long": 2.0, "settle --json long": 2.0, "deal long": 2.0,
               # issue 22: a 40-deal bridge evening, within Vint's budgets
               "sheet bridge": 1.25, "settle --json bridge": 1.25, "deal bridge": 1.25,
               "completion (TAB)": 1.1}
    if args.only:
        budgets = {name: b for name, b in budgets.items() if args.only in name}
        commands = {name: c for name, c in commands.items() if name in budgets}
    # Each command is timed beside the floor, in its own hyperfine run, and the ratio is
    # the median over rounds: the machine's speed drifts, and it drifts for both alike.
    ratios: dict[str, list[float]] = {name: [] for name in budgets}
    millis: dict[str, list[float]] = {name: [] for name in ratios}
    floors: list[float] = []
    complete_env = dict(env, _VINT_COMPLETE="complete_bash", COMP_WORDS="vint de", COMP_CWORD="1")
    for _ in range(args.rounds):
        for name, command in commands.items():
            times = hyperfine({"floor": floor, name: command}, args.runs, env, prepare)
            ratios[name].append(times[name] / times["floor"])
            millis[name].append(times[name] * 1000)
            floors.append(times["floor"] * 1000)
        if "completion (TAB)" in budgets:
            times = hyperfine({"floor": floor, "completion": vint}, args.runs, complete_env, {})
            ratios["completion (TAB)"].append(times["completion"] / times["floor"])
            millis["completion (TAB)"].append(times["completion"] * 1000)
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    print(f"floor (bare Typer + rich table): {statistics.median(floors):.0f} ms "
          f"(median of {args.rounds} rounds of {args.runs} runs)")
    rows = []
    for name, budget in budgets.items():
        ratio = statistics.median(ratios[name])
        rows.append({"command": name, "ms": round(statistics.median(millis[name]), 1),
                     "ratio": round(ratio, 2), "budget": budget, "ok": ratio <= budget,
                     "rounds": [round(r, 2) for r in ratios[name]]})
    for r in rows:
        mark = "ok " if r["ok"] else "OVER"
        print(f"  {mark} {r['command']:<24} {r['ms']:>7.1f} ms  {r['ratio']:>5.2f}x  "
              f"(budget {r['budget']}x; rounds {', '.join(map(str, r['rounds']))})")
    if args.only:
        shutil.rmtree(work, ignore_errors=True)
        return 0
    # best of several: a burst of another program's work on this shared machine only
    # ever slows a run, so the fastest is the one that measured the code
    p2, f2 = in_process(2000, number=9)
    p20, f20 = in_process(20000, number=3)
    linear = f20 / f2
    memory = peak_memory(20000)
    print(f"  replay 2,000 deals {f2 * 1000:.0f} ms, 20,000 deals {f20 * 1000:.0f} ms: "
          f"{linear:.2f}x (linear: 10x within 10%: {'ok' if 9 <= linear <= 11 else 'OVER'})")
    print(f"  parse 2,000 deals {p2 * 1000:.0f} ms, 20,000 deals {p20 * 1000:.0f} ms: {p20 / p2:.2f}x")
    print(f"  peak memory for 20,000 deals: {memory:.0f} MB (budget 100 MB: "
          f"{'ok' if memory < 100 else 'OVER'})")
    if args.json:
        args.json.write_text(json.dumps({"floor_ms": statistics.median(floors), "rows": rows,
                                         "replay_ratio": linear, "memory_mb": memory}, indent=2))
    shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
