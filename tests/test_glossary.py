"""One glossary holds the languages: every message in English and Russian, none elsewhere.

The issue "At the table, in Russian" asks that no user-facing text be hard-coded outside
the glossary and that a test fail when a message exists in one language only. Issue 12:
the catalog is keyed by language, one module each, so a language is added by one file.
"""
from __future__ import annotations

import ast
import string
from pathlib import Path

import pytest

from vintscore.glossary import LANGS, PLURALS, Msg, catalog, plural, say

PACKAGE = Path(__file__).parent.parent / "vintscore"
ERRORS = {"VintError", "InputError", "NotationError", "RuleViolation", "BusyError",
          "SessionFileError"}
SAYERS = {"echo", "say_"}  # the CLI's ways of writing to the user


def fields(template: str) -> set[tuple[str, str]]:
    """The (name, plural word) pairs a template uses."""
    out = set()
    for _, name, spec, _ in string.Formatter().parse(template):
        if name is not None:
            out.add((name, spec[1:] if spec and spec.startswith("@") else ""))
    return out


def test_the_languages_are_the_messages_files():
    """LANGS is the messages_<lang>.py files: a language is added by adding one."""
    files = {p.stem.removeprefix("messages_") for p in (PACKAGE / "glossary").glob("messages_*.py")}
    assert set(LANGS) == files == {"en", "ru"} and len(LANGS) == len(files)


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_every_key(lang):
    assert catalog(lang).keys() == catalog("en").keys()
    with pytest.raises(KeyError):
        say(Msg("cli.no.such.key"), lang)


@pytest.mark.parametrize("key", sorted(catalog()))
def test_every_message_is_in_every_language_with_the_same_values(key):
    texts = [catalog(lang)[key] for lang in LANGS]
    assert all(text.strip() for text in texts), f"{key}: a language is missing"
    assert all(fields(text) == fields(texts[0]) for text in texts), (
        f"{key}: the languages use different values")


@pytest.mark.parametrize("key", sorted(catalog()))
def test_every_message_can_be_said(key):
    used = fields(catalog()[key])
    counted = {name for name, word in used if word}
    values = {name: 3 if name in counted else "x" for name, _ in used}
    for lang in LANGS:
        assert say(Msg(key, **values), lang)


@pytest.mark.parametrize("n, ru", [(0, "взяток"), (1, "взятка"), (2, "взятки"), (4, "взятки"),
                                   (5, "взяток"), (11, "взяток"), (12, "взяток"), (21, "взятка"),
                                   (22, "взятки"), (25, "взяток"), (101, "взятка"),
                                   (111, "взяток"), (-3, "взятки")])
def test_russian_plurals(n, ru):
    assert plural("trick", n, "ru") == ru
    assert plural("trick", n, "en") == ("trick" if abs(n) == 1 else "tricks")


def test_every_plural_word_has_all_its_forms():
    for word, (en, ru) in PLURALS.items():
        assert len(en) == 2 and len(ru) == 3 and all(en) and all(ru), word


def sources() -> list[Path]:
    return [p for p in PACKAGE.rglob("*.py") if "glossary" not in p.parts]


def literal_text(node: ast.AST) -> bool:
    """A sentence written in the code: a non-empty string or an f-string."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return bool(node.value.strip())
    return isinstance(node, ast.JoinedStr)


def called(node: ast.Call) -> str:
    f = node.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def test_no_message_is_written_outside_the_glossary():
    found = []
    for path in sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = called(node)
            texts = []
            if name in ERRORS:
                texts = node.args[:1] + [k.value for k in node.keywords if k.arg == "hint"]
            elif name in SAYERS:
                texts = node.args[:1]
            for text in texts:
                if literal_text(text):
                    found.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: {name}(…)")
    assert not found, "text written in the code instead of the glossary:\n" + "\n".join(found)


def test_every_message_the_code_names_exists():
    keys = catalog()
    missing = []
    for path in sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and called(node) == "Msg" and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and node.args[0].value not in keys):
                missing.append(f"{path.name}:{node.lineno}: {node.args[0].value}")
    assert not missing, "messages named in the code but not in the glossary:\n" + "\n".join(missing)
