"""The rules of bridge written for players (vintscore/rules/bridge.en.md, bridge.ru.md):
every rule B1–B33 and every worked example under its id, in order, in both languages,
saying the same numbers; the package ships them. (`vint rules B7` needs bridge's game
object in the registry, which comes with the fold: tests/cli/test_rules.py then covers
them as it covers Vint's and Preferans's.)"""
from __future__ import annotations

import ast
import re
from importlib.resources import files
from pathlib import Path

import pytest

from vintscore import rules as book

CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)


def ids(*spans: tuple[str, int, int]) -> list[str]:
    return [f"{letters}{n}" for letters, low, high in spans for n in range(low, high + 1)]


# the rules' ids and the worked examples' cases (vintscore/rules/bridge.en.md), every one of them
BRIDGE_IDS = (ids(("B", 1, 8), ("B", 10, 15), ("B", 20, 28), ("B", 30, 33))
              + ids(("BD", 1, 20), ("BR", 1, 6), ("BC", 1, 4), ("BS", 1, 4)))
LETTERS = ("B", "BD", "BR", "BC", "BS")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_document_holds_every_id_in_order(lang):
    document = book.load("bridge", lang)
    assert [e.id for e in document.entries] == BRIDGE_IDS
    for entry in document.entries:
        assert entry.title and entry.text and entry.section, entry.id
        assert book.letters(entry.id) in LETTERS
    assert document.find("B7").title == ("Honours" if lang == "en" else "Онёры")


def test_both_languages_say_the_same_numbers():
    """The Russian text says what the English says: every number of each entry is in both
    (0,50 in Russian, 0.50 in English)."""
    en, ru = book.load("bridge", "en"), book.load("bridge", "ru")

    def numbers(text: str) -> list[str]:
        return sorted(re.findall(r"\d+", text.replace(",", ".")))

    for a, b in zip(en.entries, ru.entries, strict=True):
        assert numbers(a.text) == numbers(b.text), a.id


def test_the_russian_document_is_russian_and_the_english_english():
    for entry in book.load("bridge", "ru").entries:
        assert CYRILLIC.search(entry.title + entry.text), entry.id
    for entry in book.load("bridge", "en").entries:
        prose = re.sub(r"«[^»]*»|\([^)]*[а-яё][^)]*\)", "", entry.text, flags=re.IGNORECASE)
        prose = re.sub(r"`[^`]*`", "", prose)
        assert not CYRILLIC.search(prose), (entry.id, CYRILLIC.findall(prose))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_entry_wraps_to_a_phone(lang):
    for entry in book.load("bridge", lang).entries:
        for line in book.wrap(entry.text, 60):
            assert len(line) <= 60 or line.startswith("    "), (entry.id, line)


def test_the_documents_are_package_data():
    shipped = {p.name for p in files("vintscore.rules").iterdir() if p.name.endswith(".md")}
    assert {"bridge.en.md", "bridge.ru.md"} <= shipped


@pytest.mark.parametrize("lang, words", [
    ("en", ("Law 80", "700", "500", "1987", "non-dealer", "duplicate")),
    ("ru", ("подсад 2 с контрой в зоне", "лишние взятки", "премия за оскорбление", "гейм",
            "частичная запись", "в зоне", "до зоны", "контра", "реконтра", "онёры",
            "все спасовали", "роббер", "чикаго"))])
def test_the_documents_speak_the_game(lang, words):
    text = book.path("bridge", lang).read_text(encoding="utf-8")
    for word in words:
        assert word in text, word


def test_every_id_bridge_cites_is_in_both_documents():
    """What bridge's code and messages cite (`rule="B4"`, "(B7)", a comment's B31) can be
    followed up in both documents; tests/cli/test_rules.py checks the same through
    `vint rules` once bridge is in the registry."""
    folder = Path(book.__file__).parent.parent / "games" / "bridge"
    cited = set()
    for path in folder.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.keyword) and node.arg == "rule" and isinstance(
                    node.value, ast.Constant):
                cited.add(node.value.value)
        cited.update(re.findall(r"\bB[DRCS]?[0-9]{1,2}\b", source))
    assert {"B1", "B7", "B31"} <= cited
    for lang in ("en", "ru"):
        document = book.load("bridge", lang)
        missing = sorted(rule for rule in cited if document.find(rule) is None)
        assert not missing, (lang, missing)
