"""Names that look alike without ICU (issue 31): vintscore makes UTS #39 skeletons from the
confusables data it ships (vintscore/confusables.py, written by tools/make_confusables.py),
and its verdicts stay exactly ICU's. ICU is the reference here (tests/helpers_icu: these
tests are skipped where it is missing, unless VINTSCORE_ICU=required); the expected
skeletons and verdicts are ICU's, never vintscore's own.

A name is also refused when it holds a code point this Python's Unicode does not know
(point 5), or an invisible format character that is not default-ignorable (point 6).
"""
from __future__ import annotations

import importlib.util
import os
import random
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest
from helpers_cli.vintcli import new, ok, refused, run
from helpers_icu import need_icu

from vintscore.names import alike, skeleton
from vintscore.text import casefolded

ROOT = Path(__file__).resolve().parents[2]
UNICODE = ".".join(unicodedata.unidata_version.split(".")[:2])


def assigned(cp: int) -> bool:
    """Whether the running Python's Unicode knows `cp` (surrogates aside)."""
    return not 0xD800 <= cp <= 0xDFFF and unicodedata.category(chr(cp)) != "Cn"


def test_i31_p4_every_assigned_code_point_has_icus_skeleton():
    """Each code point of this Python's Unicode, alone, has ICU's skeleton. Those with a
    canonical decomposition have no entry in the table (issue 31: the skeleton's NFD
    looks up the code points they decompose to); many of them still have a skeleton of
    their own, and those are met here too."""
    checker = need_icu().SpoofChecker()
    differ = []
    through_nfd = 0
    for cp in range(0x110000):
        if not assigned(cp):
            continue
        ch = chr(cp)
        expected = checker.getSkeleton(0, ch)
        if skeleton(ch) != expected:
            differ.append(f"U+{cp:04X}: {expected!r} against {skeleton(ch)!r}")
        nfd = unicodedata.normalize("NFD", ch)
        through_nfd += nfd != ch and expected != nfd
    assert differ == [], differ[:20]
    assert through_nfd > 1000, through_nfd  # e.g. U+00E0 'à' → 'a' + U+0300


def _letters(*ranges: tuple[int, int]) -> list[str]:
    return [chr(cp) for low, high in ranges for cp in range(low, high + 1) if assigned(cp)]


LATIN = _letters((0x41, 0x5A), (0x61, 0x7A), (0xC0, 0x24F))
CYRILLIC = _letters((0x400, 0x4FF))
GREEK = _letters((0x370, 0x3FF))
ARMENIAN = _letters((0x531, 0x58A))
CHEROKEE = _letters((0x13A0, 0x13FD), (0xAB70, 0xABBF))
DIGITS = _letters((0x30, 0x39), (0x660, 0x669), (0x1D7CE, 0x1D7FF))
MARKS = _letters((0x300, 0x36F))
IGNORABLES = list("\u00ad\u034f\u200b\u200c\u200d\u2060\ufe0f\ufeff")
POOLS = [(LATIN, 8), (CYRILLIC, 6), (GREEK, 4), (ARMENIAN, 3), (CHEROKEE, 3), (DIGITS, 2),
         (MARKS, 2), (IGNORABLES, 1)]


def _name(rng: random.Random) -> str:
    pools, weights = zip(*POOLS)
    return "".join(rng.choice(rng.choices(pools, weights)[0]) for _ in range(rng.randint(1, 12)))


def test_i31_p4_random_names_have_icus_skeletons_as_written_and_folded():
    """Names of 1–12 signs mixing Latin, Cyrillic, Greek, Armenian and Cherokee letters,
    digits, combining marks and ignorables: the skeleton of each, as written and as it
    folds (names.alike compares both), is ICU's."""
    checker = need_icu().SpoofChecker()
    rng = random.Random(31)
    differ = []
    for _ in range(4000):
        name = _name(rng)
        for text in (name, casefolded(name)):
            if skeleton(text) != checker.getSkeleton(0, text):
                differ.append(text)
    assert differ == [], [ascii(t) for t in differ[:20]]


def test_i31_p4_alike_says_what_icus_skeletons_say():
    """Pairs of names: one random, the other random too, or the first with a letter
    changed for one of the same ICU skeleton, its case changed, or an ignorable put in.
    `alike` calls them alike exactly when they are two names (they do not casefold alike) and
    ICU gives them a skeleton in common, as written or folded."""
    checker = need_icu().SpoofChecker()

    def skeletons(name: str) -> set[str]:
        return {"=" + checker.getSkeleton(0, name), "~" + checker.getSkeleton(0, casefolded(name))}

    groups: dict[str, list[str]] = {}
    for ch in LATIN + CYRILLIC + GREEK + ARMENIAN + CHEROKEE + DIGITS:
        groups.setdefault(checker.getSkeleton(0, ch), []).append(ch)
    twins = {ch: group for group in groups.values() if len(group) > 1 for ch in group}
    rng = random.Random(3131)
    verdicts = {True: 0, False: 0}
    differ = []
    for _ in range(3000):
        first = _name(rng)
        way = rng.randrange(4)
        if way == 0:
            second = _name(rng)
        elif way == 1:  # a letter for its twin (Latin 'a' for Cyrillic 'а')
            second = "".join(rng.choice(twins[c]) if c in twins and rng.random() < 0.5 else c
                             for c in first)
        elif way == 2:
            second = first.swapcase()
        else:
            at = rng.randint(0, len(first))
            second = first[:at] + rng.choice(IGNORABLES) + first[at:]
        expected = casefolded(first) != casefolded(second) and bool(skeletons(first) & skeletons(second))
        verdicts[expected] += 1
        if (alike(first, [second]) == second) != expected:
            differ.append((ascii(first), ascii(second), expected))
    assert differ == [], differ[:20]
    assert min(verdicts.values()) > 500, verdicts  # both verdicts met often


def test_i31_p3_the_table_is_what_the_generator_makes_of_icu():
    """vintscore/confusables.py is what tools/make_confusables.py writes from the ICU the
    tests run with, byte for byte (sorted: the same ICU, the same module)."""
    icu = need_icu()
    from vintscore import confusables
    if icu.ICU_VERSION != confusables.ICU_VERSION:
        pytest.skip(f"the table comes from ICU {confusables.ICU_VERSION}, not "
                    f"{icu.ICU_VERSION}: the comparisons above say whether it still agrees")
    spec = importlib.util.spec_from_file_location("make_confusables",
                                                  ROOT / "tools" / "make_confusables.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    written = (ROOT / "vintscore" / "confusables.py").read_text(encoding="utf-8")
    assert tool.module(*tool.derive()) == written
    assert confusables.UNICODE_VERSION == ".".join(icu.UNICODE_VERSION.split(".")[:2])


def test_i31_p6_invisible_format_characters_are_unicodes_own():
    """text.invisible_format is, by ICU's properties, a format character (Cf) neither
    Default_Ignorable nor a Prepended_Concatenation_Mark, for every code point of this
    Python's Unicode (the interlinear annotation characters, the Egyptian hieroglyph
    format controls)."""
    from vintscore.text import invisible_format
    icu = need_icu()
    ignorable = icu.UProperty.DEFAULT_IGNORABLE_CODE_POINT
    prepended = icu.UProperty.PREPENDED_CONCATENATION_MARK
    expected = [cp for cp in range(0x110000) if assigned(cp)
                and icu.Char.charType(cp) == icu.UCharCategory.FORMAT_CHAR
                and not icu.Char.hasBinaryProperty(cp, ignorable)
                and not icu.Char.hasBinaryProperty(cp, prepended)]
    found = [cp for cp in range(0x110000) if assigned(cp) and invisible_format(chr(cp))]
    assert found == expected
    assert {0xFFF9, 0xFFFA, 0xFFFB, 0x13430} <= set(found)


def _loaded(args: list[str], folder: Path) -> set[str]:
    """The modules a `python -m vintscore ARGS` loads (-X importtime)."""
    r = subprocess.run([sys.executable, "-X", "importtime", "-m", "vintscore", *args],
                       capture_output=True, text=True, cwd=ROOT, timeout=60,
                       env={**os.environ, "VINTSCORE_DIR": str(folder)})
    return {line.split("|")[-1].strip() for line in r.stderr.splitlines() if "|" in line}


def test_i31_p1_a_name_is_checked_without_icu(sessions_dir):
    """`vint new` checks the names with the table it ships and never loads ICU; no module
    of vintscore imports it."""
    loaded = _loaded(["new", "friday", "--players", "Anna,\u0410nna,Vera,Gleb"], sessions_dir)
    assert "vintscore.confusables" in loaded
    assert not {m for m in loaded if m == "icu" or m.startswith("icu.")}, loaded
    importing = re.compile(r"^\s*(?:import icu\b|from icu\b)|import_module\(\s*['\"]icu\b", re.M)
    assert [p for p in (ROOT / "vintscore").rglob("*.py")
            if importing.search(p.read_text(encoding="utf-8"))] == []


# Point 5: a code point this Python's Unicode does not know (Cn), a noncharacter too.
UNKNOWN = [pytest.param("\u0378", id="U+0378-unassigned"),
           pytest.param("\ufdd0", id="U+FDD0-noncharacter"),
           pytest.param("\U0010fffe", id="U+10FFFE-noncharacter")]


@pytest.mark.parametrize("ch", UNKNOWN)
def test_i31_p5_a_code_point_unknown_to_this_python_is_refused_in_a_name(sessions_dir, ch):
    assert unicodedata.category(ch) == "Cn"
    code = f"U+{ord(ch):04X}"
    refused(1, "new", "friday", "--players", f"Anna,Bo{ch}ris,Vera,Gleb",
            words=[f"cannot hold {code}, a code point this Python's Unicode ({UNICODE}) does "
                   "not know", "hint: type the name without it"])
    r = run("--lang", "ru", "new", "friday", "--players", f"Anna,Bo{ch}ris,Vera,Gleb")
    assert r.exit_code == 1 and r.stderr.startswith(
        f"ошибка: в имени игрока не может быть знака {code}: этот Python знает Юникод "
        f"{UNICODE}, а в нём такого знака нет"), r.stderr
    assert not (sessions_dir / "friday.toml").exists()


def test_i31_p5_an_unknown_code_point_is_refused_by_seat_the_file_and_the_ledger(sessions_dir):
    new("friday", "Anna,Boris,Vera,Gleb,Dima")
    said = f"U+0378, a code point this Python's Unicode ({UNICODE}) does not know"
    before = (sessions_dir / "friday.toml").read_bytes()
    refused(1, "seat", "--join", "Ol\u0378ga", words=[said])
    assert (sessions_dir / "friday.toml").read_bytes() == before
    (sessions_dir / "friday.toml").write_text(
        before.decode().replace('"Dima"', '"Di\\u0378ma"'), encoding="utf-8")
    refused(65, "sheet", words=[f"a player's name holds {said}", "a newer Python"])
    refused(1, "ledger", "--add-member", "Ol\u0378ga", words=[said])
    ok("ledger", "--add-member", "Olga")
    ledger = sessions_dir / "ledger.toml"
    ledger.write_text(ledger.read_text(encoding="utf-8").replace('"Olga"', '"Ol\\u0378ga"'),
                      encoding="utf-8")
    refused(65, "ledger", words=[f'member 1: "Ol\\u0378ga" holds {said}'])


# Point 6: format characters (Cf) that Unicode keeps out of the default-ignorables, yet that
# show nothing: the interlinear annotation characters and the Egyptian hieroglyph format
# controls (13439..1343F came with Unicode 15: a Python of Unicode 14 does not know them).
FORMAT = [*range(0xFFF9, 0xFFFC), *range(0x13430, 0x13440)]


@pytest.mark.parametrize("cp", FORMAT, ids=[f"U+{cp:04X}" for cp in FORMAT])
def test_i31_p6_an_invisible_format_character_is_refused_in_a_name(sessions_dir, cp):
    ch = chr(cp)
    if unicodedata.category(ch) == "Cn":
        words = [f"cannot hold U+{cp:04X}, a code point this Python's Unicode ({UNICODE}) "
                 "does not know"]
    else:
        words = [f"cannot hold U+{cp:04X} {unicodedata.name(ch)}, which shows nothing there"]
    refused(1, "new", "friday", "--players", f"Anna,\U00013000{ch}\U00013001,Vera,Gleb",
            words=words)
    refused(1, "new", "friday", "--players", f"Anna,Bo{ch}ris,Vera,Gleb", words=words)
    assert not (sessions_dir / "friday.toml").exists()


def test_i31_p6_in_a_file_too_and_what_shows_is_kept(sessions_dir):
    """In a session file the name is refused as one that cannot be shown (exit 65). The
    hieroglyphs themselves, and a prepended concatenation mark (the Arabic number sign,
    drawn beneath the digits after it), are kept."""
    new("friday")
    path = sessions_dir / "friday.toml"
    good = path.read_text(encoding="utf-8")
    path.write_text(good.replace('"Gleb"', '"Gl\\ufff9eb"'), encoding="utf-8")
    refused(65, "sheet", words=["cannot contain control or invisible characters"])
    path.unlink()
    new("friday", "Anna,\U00013000\U00013001,Vera,\u0600\u0661\u0662")
