"""Write vintscore/confusables.py: Unicode's confusables data as ICU's UTS #39 skeletons
apply it, so that vintscore judges names that look alike without ICU (issue 31).

    python tools/make_confusables.py [--output FILE] [--check]

It needs PyICU (`pip install pyicu-wheels`, the test extra). For each code point without
a canonical decomposition (ICU's NFD leaves it as it is) whose skeleton is not itself, it
keeps ICU's skeleton of that one code point: its prototype, already in NFD, or nothing for
a default-ignorable code point (UTS #39 drops them since Unicode 15.1). A code point with
a decomposition needs no entry: a skeleton begins with NFD, so only the code points of the
decomposition are looked up (tests/core/test_i31_confusables.py compares every code point
with ICU). The module is written sorted by code point, the same for the same ICU.

--check writes nothing: it exits 1 when the module differs from what it would write.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MODULE = ROOT / "vintscore" / "confusables.py"
SEP = "\x1f"  # between a code point and its prototype, and after the prototype
WIDTH = 100  # the repository's line length (pyproject.toml, [tool.ruff])

LICENCE = """\
# The data below is derived from Unicode's confusables data (UTS #39, confusables.txt) as
# ICU ships it:
#
# © 2024 Unicode®, Inc.
# Unicode and the Unicode Logo are registered trademarks of Unicode, Inc. in the U.S. and
# other countries. For terms of use and license, see https://www.unicode.org/terms_of_use.html
#
# UNICODE LICENSE V3
#
# COPYRIGHT AND PERMISSION NOTICE
#
# Copyright © 1991-2024 Unicode, Inc.
#
# NOTICE TO USER: Carefully read the following legal agreement. BY
# DOWNLOADING, INSTALLING, COPYING OR OTHERWISE USING DATA FILES, AND/OR
# SOFTWARE, YOU UNEQUIVOCALLY ACCEPT, AND AGREE TO BE BOUND BY, ALL OF THE
# TERMS AND CONDITIONS OF THIS AGREEMENT. IF YOU DO NOT AGREE, DO NOT
# DOWNLOAD, INSTALL, COPY, DISTRIBUTE OR USE THE DATA FILES OR SOFTWARE.
#
# Permission is hereby granted, free of charge, to any person obtaining a
# copy of data files and any associated documentation (the "Data Files") or
# software and any associated documentation (the "Software") to deal in the
# Data Files or Software without restriction, including without limitation
# the rights to use, copy, modify, merge, publish, distribute, and/or sell
# copies of the Data Files or Software, and to permit persons to whom the
# Data Files or Software are furnished to do so, provided that either (a)
# this copyright and permission notice appear with all copies of the Data
# Files or Software, or (b) this copyright and permission notice appear in
# associated Documentation.
#
# THE DATA FILES AND SOFTWARE ARE PROVIDED "AS IS", WITHOUT WARRANTY OF ANY
# KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
# MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT OF
# THIRD PARTY RIGHTS.
#
# IN NO EVENT SHALL THE COPYRIGHT HOLDER OR HOLDERS INCLUDED IN THIS NOTICE
# BE LIABLE FOR ANY CLAIM, OR ANY SPECIAL INDIRECT OR CONSEQUENTIAL DAMAGES,
# OR ANY DAMAGES WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS,
# WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION,
# ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THE DATA
# FILES OR SOFTWARE.
#
# Except as contained in this notice, the name of a copyright holder shall
# not be used in advertising or otherwise to promote the sale, use or other
# dealings in these Data Files or Software without prior written
# authorization of the copyright holder.
#
# SPDX-License-Identifier: Unicode-3.0
"""

DOCSTRING = '''\
"""Unicode's confusables (UTS #39) as ICU's skeletons apply them, for names that look
alike (vintscore/names.py, issue 31). Generated: see the comment above.

TABLE maps each code point that has no canonical decomposition and whose skeleton is not
itself to its prototype (in NFD), a default-ignorable one to "" (a skeleton drops it), in
the form str.translate takes. Imported only where a typed name is checked, never to read a
file. The entries are one string, split at import (~1.1 ms with its bytecode, 45 kB): the
same table as a dict literal loads no faster (~1.2 ms with int keys, ~2 ms with str keys)
from bytecode four to eight times as big, and compiles two to six times as slowly.
"""
'''


def derive() -> tuple[dict[int, str], str, str]:
    """ICU's skeleton of every code point that is its own NFD and not its own skeleton,
    with ICU's version and its Unicode's."""
    try:
        import icu
    except ImportError:
        sys.exit("make_confusables: PyICU is needed (pip install pyicu-wheels)")
    checker = icu.SpoofChecker()
    nfd = icu.Normalizer2.getNFDInstance()
    ignorable = icu.UProperty.DEFAULT_IGNORABLE_CODE_POINT
    table = {}
    for cp in range(0x110000):
        if 0xD800 <= cp <= 0xDFFF:  # surrogates: no text holds them alone
            continue
        ch = chr(cp)
        if nfd.normalize(ch) != ch:  # looked up through its decomposition
            continue
        skeleton = checker.getSkeleton(0, ch)
        if skeleton != ch:
            # Only a default-ignorable code point has an empty skeleton; no prototype holds
            # the separator.
            assert (skeleton == "") == icu.Char.hasBinaryProperty(cp, ignorable), hex(cp)
            assert SEP not in skeleton, hex(cp)
            table[cp] = skeleton
    return table, icu.ICU_VERSION, ".".join(icu.UNICODE_VERSION.split(".")[:2])


def escaped(text: str) -> str:
    """`text` inside a double-quoted literal: printable ASCII as it is, the rest escaped,
    so that no mark, direction or invisible character is written into the source."""
    out = []
    for ch in text:
        cp = ord(ch)
        if 0x20 <= cp < 0x7F and ch not in '"\\':
            out.append(ch)
        elif cp < 0x100:
            out.append(f"\\x{cp:02x}")
        elif cp < 0x10000:
            out.append(f"\\u{cp:04x}")
        else:
            out.append(f"\\U{cp:08x}")
    return "".join(out)


def name(cp: int) -> str:
    import icu

    return icu.Char.charName(cp) or f"U+{cp:04X}"


def dropped_ranges(table: dict[int, str]) -> list[tuple[int, int]]:
    """The code points mapped to nothing, as ranges."""
    ranges: list[tuple[int, int]] = []
    for cp in sorted(cp for cp, prototype in table.items() if not prototype):
        if ranges and ranges[-1][1] == cp - 1:
            ranges[-1] = (ranges[-1][0], cp)
        else:
            ranges.append((cp, cp))
    return ranges


def entry_lines(cp: int, prototype: str) -> list[str]:
    """One entry of the string: the code point, SEP, its prototype, SEP; named in a
    comment, above it when the line would be too long."""
    pieces = [escaped(chr(cp)) + escaped(SEP)] + [escaped(ch) for ch in prototype]
    pieces[-1] += escaped(SEP)
    literals = [""]
    for piece in pieces:  # a prototype too long for one line goes on over the next
        if len(literals[-1]) + len(piece) > WIDTH - 6:
            literals.append("")
        literals[-1] += piece
    lines = [f'    "{literal}"' for literal in literals]
    comment = f"  # {name(cp)}"
    if len(lines[0]) + len(comment) <= WIDTH:
        lines[0] += comment
    else:
        lines.insert(0, f"    # {name(cp)}")
    return lines


def module(table: dict[int, str], icu_version: str, unicode_version: str) -> str:
    mapped = sorted((cp, p) for cp, p in table.items() if p)
    out = [f"# Generated by tools/make_confusables.py from ICU {icu_version}: the UTS #39 "
           f"skeletons of",
           f"# its confusables data, Unicode {unicode_version}. Do not edit; run the script "
           "again.", "#", LICENCE.rstrip("\n"), DOCSTRING.rstrip("\n"), "",
           f'ICU_VERSION = "{icu_version}"',
           f'UNICODE_VERSION = "{unicode_version}"',
           "",
           "# Default_Ignorable_Code_Point: a skeleton leaves them out (their prototype is \"\").",
           "DROPPED = ("]
    for low, high in dropped_ranges(table):
        span = name(low) if low == high else f"{name(low)} .. {name(high)}"
        line = f"    (0x{low:04X}, 0x{high:04X}),"
        if len(line) + len(span) + 4 <= WIDTH:
            out.append(f"{line}  # {span}")
        else:
            out += [f"    # {span}", line]
    out += [")", f"# Each code point and its prototype, each followed by {escaped(SEP)}.",
            "_PAIRS = ("]
    for cp, prototype in mapped:
        out += entry_lines(cp, prototype)
    out += [")",
            f'_items = iter(_PAIRS[:-1].split("{escaped(SEP)}"))',
            "TABLE: dict[int, str] = dict(zip(map(ord, _items), _items))",
            "for _low, _high in DROPPED:",
            '    TABLE.update(dict.fromkeys(range(_low, _high + 1), ""))',
            "del _items, _low, _high, _PAIRS", ""]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=MODULE, help=f"default: {MODULE}")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 when the module is not what ICU gives")
    args = parser.parse_args(argv)
    table, icu_version, unicode_version = derive()
    text = module(table, icu_version, unicode_version)
    if args.check:
        current = args.output.read_text(encoding="utf-8") if args.output.exists() else ""
        if current != text:
            print(f"{args.output} is not what ICU {icu_version} gives: run "
                  "tools/make_confusables.py", file=sys.stderr)
            return 1
        return 0
    args.output.write_text(text, encoding="utf-8")
    print(f"{args.output}: {len(table)} code points (ICU {icu_version}, Unicode "
          f"{unicode_version})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
