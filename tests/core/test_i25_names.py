"""Names a table can tell apart (issue 25, point 4): nothing invisible or default-ignorable
out of its place (by Unicode's properties), no letter under a heap of marks, and no two
names at one table — nor among the ledger's members — that Unicode's security mechanisms
(UTS #39 skeletons, from the confusables data vintscore ships: issue 31) call confusable;
the message names both spellings and what differs. That data is loaded only where a name
is typed, never to read a file. ICU, the independent reference, is the tests' alone
(tests/helpers_icu: skipped where it is missing, unless VINTSCORE_ICU=required)."""
from __future__ import annotations

import os
import subprocess
import sys
import unicodedata

import pytest
from helpers_cli.vintcli import new, ok, refused, run
from helpers_icu import need_icu

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_i25_p4_default_ignorable_is_unicodes_own_property():
    """text.ignorable derives Default_Ignorable_Code_Point from the general category and
    PropList.txt's lists; ICU has the property itself: they agree on every code point of
    the planes that hold format characters and ignorables (0, 1 and 14; the others hold
    ideographs and private use only). Code points Python's Unicode does not know yet are
    Cn to it, and skipped."""
    from vintscore.text import ignorable
    icu = need_icu()
    prop = icu.UProperty.DEFAULT_IGNORABLE_CODE_POINT
    planes = [*range(0x20000), *range(0xE0000, 0xF0000)]
    differ = [cp for cp in planes
              if ignorable(chr(cp)) != icu.Char.hasBinaryProperty(cp, prop)
              and unicodedata.category(chr(cp)) != "Cn"]
    assert differ == [], [f"U+{cp:04X}" for cp in differ[:20]]


UNSEEN = [
    pytest.param("Anna\u200e", "U+200E LEFT-TO-RIGHT MARK", id="LRM"),
    pytest.param("Anna\u200f", "U+200F RIGHT-TO-LEFT MARK", id="RLM"),
    pytest.param("B\u3164", "U+3164 HANGUL FILLER", id="hangul-filler"),
    pytest.param("Boris\u2800", "U+2800 BRAILLE PATTERN BLANK", id="braille-blank"),
    pytest.param("Gleb\U000e0041", "U+E0041 TAG LATIN CAPITAL LETTER A", id="tag"),
    pytest.param("Ve\ufe0fra", "U+FE0F VARIATION SELECTOR-16", id="variation-selector"),
    pytest.param("An\u200cna", "U+200C ZERO WIDTH NON-JOINER", id="ZWNJ-in-Latin"),
    pytest.param("Anna\u034f", "U+034F COMBINING GRAPHEME JOINER", id="CGJ"),
]


@pytest.mark.parametrize("name, said", UNSEEN)
def test_i25_p4_a_character_that_shows_nothing_there_is_refused_and_named(sessions_dir, name,
                                                                          said):
    refused(1, "new", "friday", "--players", f"Anna K.,{name},Vera,Gleb",
            words=[f"cannot hold {said}, which shows nothing there"])
    assert not (sessions_dir / "friday.toml").exists()


def test_i25_p4_a_letter_under_twenty_marks_is_refused(sessions_dir):
    refused(1, "new", "friday", "--players", "Anna,Z" + "\u0308" * 20 + ",Vera,Gleb",
            words=["carries at most 4 marks"])


@pytest.mark.parametrize("name", [
    "Zoe\u0308", "Anna\u2764\ufe0f", "\U0001f468\u200d\U0001f469\u200d\U0001f467",
    "\u0646\u06cc\u0645\u0627\u200c\u062c\u0627\u0646", "\u0915\u094d\u200d\u0937",
    "\u845b\U000e0100", "Vi\u1ec7t", "Anna K."],
    ids=["mark-after-letter", "emoji-presentation", "emoji-ZWJ", "Persian-ZWNJ",
         "Devanagari-ZWJ", "Han-variant", "two-marks", "space"])
def test_i25_p4_what_does_its_work_where_it_stands_is_kept(sessions_dir, name):
    from vintscore.text import cannot_show
    assert not cannot_show(unicodedata.normalize("NFC", name))
    ok("new", "friday", "--players", f"{name},Boris,Vera,Gleb")


def test_i25_p4_two_names_that_look_alike_are_refused_with_what_differs(sessions_dir):
    err = refused(1, "new", "friday", "--players", "Anna,\u0410nna,Vera,Gleb").stderr
    assert err.splitlines()[0] == (
        "error: two players are called 'Anna' and '\u0410nna', which look alike (Unicode's "
        "confusables): 'A' (U+0041 LATIN CAPITAL LETTER A) in one, '\u0410' (U+0410 CYRILLIC "
        "CAPITAL LETTER A) in the other")
    refused(1, "new", "friday", "--players", "Kim,Kirn,Vera,Gleb",
            words=["'m' (U+006D LATIN SMALL LETTER M) in one",
                   "'r' (U+0072 LATIN SMALL LETTER R) 'n' (U+006E LATIN SMALL LETTER N) in the "
                   "other"])
    refused(1, "new", "friday", "--players", "Ilya,llya,Vera,Gleb", words=["look alike"])
    refused(1, "new", "friday", "--players", "anna,\u0410NNA,Vera,Gleb", words=["look alike"])
    r = run("--lang", "ru", "new", "friday", "--players", "\u0412\u0435\u0440\u0430,Bepa,Anna,Gleb")
    assert r.exit_code == 1 and r.stderr.startswith(
        "ошибка: двух игроков зовут «Вера» и «Bepa», а эти имена не отличить на глаз"), r.stderr
    assert not (sessions_dir / "friday.toml").exists()


def _alike_letters(letter: str, count: int) -> list[str]:
    """Letters of other scripts that Unicode's confusables data maps to `letter` (the
    skeleton of each is `letter`, as ICU says), from the Basic Multilingual Plane."""
    checker = need_icu().SpoofChecker()
    found = []
    for cp in range(0x100, 0x10000):
        ch = chr(cp)
        if unicodedata.category(ch).startswith("L") and checker.getSkeleton(0, ch) == letter:
            found.append(ch)
            if len(found) == count:
                break
    return found


def test_i25_p4_names_from_unicodes_confusables_data_never_sit_at_one_table(sessions_dir):
    """Letters that Unicode's confusables data maps to 'o' and to 'a' (Greek, Cyrillic,
    Armenian, Hebrew…), each put in a name beside the Latin one."""
    for letter, base, made in (("o", "Boris", lambda ch: "B" + ch + "ris"),
                               ("a", "Vera", lambda ch: "Ver" + ch)):
        others = _alike_letters(letter, 5)
        assert len(others) >= 3, others
        for ch in others:
            refused(1, "new", "friday", "--players", f"{base},{made(ch)},Anna,Gleb",
                    words=["look alike", f"U+{ord(ch):04X}"])


def test_i25_p4_a_newcomer_or_a_member_who_looks_like_another_is_refused(sessions_dir):
    new("friday", "Anna,Boris,Vera,Gleb,Dima")
    before = (sessions_dir / "friday.toml").read_bytes()
    refused(1, "seat", "--join", "\u0412oris", words=[
        "'\u0412oris' looks like 'Boris', who plays this evening",
        "U+0412 CYRILLIC CAPITAL LETTER VE"])
    refused(1, "seat", "--replace", "Gleb=Dirna", words=["looks like 'Dima'"])
    assert (sessions_dir / "friday.toml").read_bytes() == before
    ok("ledger", "--add-member", "Anna", "--alias", "Anya")
    refused(1, "ledger", "--add-member", "Boris", "--alias", "\u0410nya",
            words=["'\u0410nya' looks like 'Anya', a name of Anna"])
    ok("ledger", "--add-member", "Anna", "--alias", "\u0410nnie")  # his own names: one person


def test_i25_p4_reading_a_session_does_not_import_the_confusables_table(sessions_dir):
    """Issue 31: the table (vintscore/confusables.py) is imported where a typed name is
    checked; ICU never, by any command."""
    new("friday")
    r = subprocess.run([sys.executable, "-X", "importtime", "-m", "vintscore", "sheet"],
                       capture_output=True, text=True, cwd=ROOT, timeout=60,
                       env={**os.environ, "VINTSCORE_DIR": str(sessions_dir)})
    assert r.returncode == 0, r.stderr
    loaded = {line.split("|")[-1].strip() for line in r.stderr.splitlines() if "|" in line}
    assert "vintscore.confusables" not in loaded
    assert "icu" not in loaded and "icu._icu_" not in loaded
    assert "vintscore.names" in loaded  # the check was there to be made
