"""Measure `vint stats` over a club's archive: 100 and 1,000 generated sessions.

Usage, from the repository:

    env -u PYTHONDONTWRITEBYTECODE .venv/bin/python bench/stats_bench.py [--runs 5] [--sizes 100,1000]

Each archive is a folder of deterministic generated sessions (`archive()` below: about 40
deals each, four- and five-handed tables and a few of three, stakes and dates that vary).
`vint stats --json` is timed as a whole process, like a user runs it: the first run with
an empty cache (every file parsed and replayed, in worker processes past 50 sessions) and
the second run with the cache the first one left. Times are the median of `--runs` runs,
each first run with a fresh cache folder. A bare Typer app (bench/bare_app.py) is timed
in the same run as the floor, since absolute times on shared machines drift. Nothing
here is a timed assertion; write the numbers in bench/RESULTS.md.
"""
from __future__ import annotations

import argparse
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from sessions import random_events  # noqa: E402
from vintscore import storage  # noqa: E402
from vintscore.games.vint.model import TableMode  # noqa: E402
from vintscore.games.vint.presets import PRESETS  # noqa: E402
from vintscore.games.vint.sheet import replay  # noqa: E402
from vintscore.session import Session  # noqa: E402

CLUB = ("Anna", "Boris", "Vera", "Gleb", "Dmitri", "Egor", "Zoya", "Ivan", "Kira", "Lev",
        "Maria", "Nikolai", "Olga", "Pavel", "Raisa", "Semyon")
STAKES = ("0.10", "0.25", "0.50", "1.00", "2.00")


def session(rng: random.Random, number: int, deals: int) -> Session:
    """One evening: mostly four at a table, some five (a rotation), a few three with a dummy."""
    kind = rng.random()
    if kind < 0.7:
        table, count = TableMode.PAIRS, 4
    elif kind < 0.9:
        table, count = TableMode.PAIRS, 5
    else:
        table, count = TableMode.DUMMY, 3
    players = tuple(rng.sample(CLUB, count))
    hands = players + (("dummy",) if table is TableMode.DUMMY else ())
    events = random_events(rng, deals, hands)
    created = (datetime(2024, 1, 5, 19, tzinfo=timezone(timedelta(hours=3)))
               + timedelta(days=number * 2 // 3, minutes=rng.randrange(120)))
    s = Session(f"club evening {number}", created, players, PRESETS["classic"], events,
                table, Decimal(rng.choice(STAKES)))
    return playable(s)


def playable(s: Session) -> Session:
    """The session without the deals its table refuses (a declarer sitting out)."""
    refused = {p.number for p in replay(s, keep_going=True).problems}
    if not refused:
        return s
    from dataclasses import replace
    return replace(s, events=tuple(e for i, e in enumerate(s.events, 1) if i not in refused))


def archive(folder: Path, sessions: int, deals: int = 40, seed: int = 1) -> None:
    """`sessions` session files in `folder`, the same for the same arguments."""
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(seed)
    for n in range(1, sessions + 1):
        text = storage.dumps(session(rng, n, deals))
        (folder / f"club-{n:04d}.toml").write_text(text, encoding="utf-8")


def code_stamp() -> bytes:
    """The code part of the cache's key (a shared checkout may change under the bench)."""
    out = subprocess.run([sys.executable, "-c", "import sys; from vintscore.services.stats import "
                          "code_stamp; sys.stdout.write(code_stamp().hex())"],
                         check=True, capture_output=True, text=True)
    return out.stdout.encode()


def timed(command: list[str], env: dict) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, env=env, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", default="100,1000")
    parser.add_argument("--deals", type=int, default=40)
    # `vint rating` reads the folder as `vint stats` does (its own cache): the same timing
    parser.add_argument("--command", choices=("stats", "rating"), default="stats")
    args = parser.parse_args()
    command = [args.command, "--json"]
    python = sys.executable
    vint = str(Path(python).with_name("vint"))
    work = Path(tempfile.mkdtemp(prefix="vint-stats-bench-"))
    env = dict(os.environ, COLUMNS="100", NO_COLOR="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # run from bytecode, as an installed program
    subprocess.run([python, "-m", "compileall", "-q", str(Path(storage.__file__).parent)],
                   check=True, env=env, stdout=subprocess.DEVNULL)
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}; {args.deals} deals a session")
    floor = [timed([python, str(HERE / "bare_app.py"), "show"], env) for _ in range(args.runs)]
    print(f"  floor (bare Typer + rich table): {statistics.median(floor) * 1000:.0f} ms")
    try:
        for size in (int(s) for s in args.sizes.split(",")):
            folder = work / f"sessions-{size}"
            start = time.perf_counter()
            archive(folder, size, args.deals)
            made = time.perf_counter() - start
            volume = sum(p.stat().st_size for p in folder.iterdir()) / 1e6
            run_env = dict(env, VINTSCORE_DIR=str(folder))
            first, second, changed = [], [], []
            redone = 0
            for i in range(args.runs):
                while True:
                    cache = work / f"cache-{size}-{i}-{redone}"
                    cache_env = dict(run_env, VINTSCORE_CACHE=str(cache))
                    stamp = code_stamp()
                    times = [timed([vint, *command], cache_env) for _ in range(2)]
                    one = folder / "club-0001.toml"  # one file changed: it alone is read again
                    one.write_text(one.read_text(encoding="utf-8") + f"# run {i}\n",
                                   encoding="utf-8")
                    times.append(timed([vint, *command], cache_env))
                    shutil.rmtree(cache, ignore_errors=True)
                    if code_stamp() == stamp or redone >= 3 * args.runs:
                        break
                    redone += 1  # vintscore's code changed meanwhile: the cache rightly missed
                first.append(times[0])
                second.append(times[1])
                changed.append(times[2])
            off = [timed([vint, *command], dict(run_env, VINTSCORE_CACHE="off"))
                   for _ in range(max(1, args.runs // 2))]
            print(f"  {size:>5} sessions ({volume:.1f} MB, generated in {made:.1f} s): "
                  f"first run {statistics.median(first):.2f} s "
                  f"[{', '.join(f'{t:.2f}' for t in first)}], "
                  f"second run {statistics.median(second):.3f} s "
                  f"[{', '.join(f'{t:.3f}' for t in second)}], "
                  f"one file changed {statistics.median(changed):.3f} s, "
                  f"no cache {statistics.median(off):.2f} s"
                  + (f" ({redone} pairs run again: the code changed under them)" if redone else ""))
        parse, fold = per_session(work / f"sessions-{size}")
        print(f"  one session in one process (median of 200): parse {parse:.2f} ms, "
              f"replay + settle + summary {fold:.2f} ms")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


def per_session(folder: Path, count: int = 200) -> tuple[float, float]:
    """(parse ms, replay + settlement + summary ms) per session, in one process, no gc."""
    import gc

    from vintscore.games import game_of
    stats = game_of("vint").stats
    texts = [p.read_text(encoding="utf-8") for p in sorted(folder.iterdir())[:count]]
    gc.disable()
    parse, fold = [], []
    for text in texts:
        start = time.perf_counter()
        session = storage.parse(text)
        middle = time.perf_counter()
        stats.figures(session)
        parse.append(middle - start)
        fold.append(time.perf_counter() - middle)
    gc.enable()
    return statistics.median(parse) * 1000, statistics.median(fold) * 1000


if __name__ == "__main__":
    sys.exit(main())
