"""Nothing is built from source on a card player's machine (issue 31): every runtime
dependency of pyproject.toml, and theirs, resolves to a wheel (or pure Python) on each
platform and Python below, by pip's own resolver (--only-binary=:all:, --dry-run: nothing
is installed). A dependency that publishes no wheel for one of them fails here, naming it.

    .venv/bin/python .ci/wheels_only.py             (run by .ci/run; it asks PyPI)
    .venv/bin/python .ci/wheels_only.py 'pkg>=1'    (a dependency you mean to add, checked too)
"""
from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYTHONS = ("3.11", "3.12", "3.13")
# Each platform as its newest machines tag their wheels and the older tags they also take
# (pip widens a macOS tag to the earlier releases and to universal2 by itself).
PLATFORMS = {
    "Linux x86_64 (glibc)": ("manylinux_2_28_x86_64", "manylinux_2_17_x86_64",
                             "manylinux2014_x86_64"),
    "Linux aarch64 (glibc)": ("manylinux_2_28_aarch64", "manylinux_2_17_aarch64",
                              "manylinux2014_aarch64"),
    "Linux x86_64 (musl)": ("musllinux_1_2_x86_64", "musllinux_1_1_x86_64"),
    "Linux aarch64 (musl)": ("musllinux_1_2_aarch64", "musllinux_1_1_aarch64"),
    "macOS arm64": ("macosx_14_0_arm64",),
    "macOS x86_64": ("macosx_13_0_x86_64",),
    "Windows x86_64": ("win_amd64",),
}


def dependencies() -> list[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return list(project["dependencies"])


def resolve(platform: tuple[str, ...], python: str, wanted: list[str],
            scratch: Path) -> tuple[list[str], str]:
    """The wheels pip would install there (file names), or ([], pip's complaint)."""
    report = scratch / "report.json"
    tags = [arg for tag in platform for arg in ("--platform", tag)]
    done = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--dry-run", "--quiet", "--report",
         str(report), "--target", str(scratch / "target"), "--only-binary=:all:",
         *tags, "--python-version", python, *wanted],
        capture_output=True, text=True)
    if done.returncode != 0:
        said = [line for line in done.stderr.splitlines() if line.startswith("ERROR")]
        return [], " / ".join(said) or done.stderr.strip()[-300:]
    found = json.loads(report.read_text(encoding="utf-8"))["install"]
    return [item["download_info"]["url"].rsplit("/", 1)[-1] for item in found], ""


def main() -> int:
    wanted = dependencies() + sys.argv[1:]
    failed = 0
    with tempfile.TemporaryDirectory() as scratch:
        for name, platform in PLATFORMS.items():
            for python in PYTHONS:
                wheels, complaint = resolve(platform, python, wanted, Path(scratch))
                if complaint or not wheels:
                    failed += 1
                    print(f"wheels-only: {name}, Python {python}: NO — {complaint}")
                    continue
                built = sorted(w for w in wheels if not w.endswith("-none-any.whl"))
                print(f"wheels-only: {name}, Python {python}: {len(wheels)} wheels"
                      + (f" ({', '.join(built)} for the platform)" if built else ""))
    pairs = len(PLATFORMS) * len(PYTHONS)
    print(f"wheels-only: {pairs - failed} of {pairs} platform/Python pairs install from wheels")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
