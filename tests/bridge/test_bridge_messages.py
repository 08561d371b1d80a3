"""Bridge's messages (vintscore/games/bridge/messages_<lang>.py): every key `bridge.…`, in
both languages with the same values, every plural form written out, every key the code
names there; the glossary finds them through the registry (the conftest registers bridge
while it has no game object). The checks of tests/core/test_glossary.py, for bridge's own
catalogue."""
from __future__ import annotations

import ast
import importlib
import string
from pathlib import Path

import pytest
from helpers_cli.messages import templates

from vintscore.cards import Strain
from vintscore.games.bridge.model import STRAINS, Contract, Doubling, Honours, HonoursKind, Reason
from vintscore.games.bridge.notation import (
    describe_honours,
    reason_named,
    shown_contract,
    typed_contract,
    typed_honours,
)
from vintscore.games.bridge.presets import PRESETS, preset_named
from vintscore.glossary import Counted, Msg, Sentence, catalog, has, say

PACKAGE = Path(__file__).resolve().parents[2] / "vintscore" / "games" / "bridge"
LANGS = ("en", "ru")
OWN = {lang: importlib.import_module(f"vintscore.games.bridge.messages_{lang}").MESSAGES
       for lang in LANGS}
LANGUAGE = {lang: importlib.import_module(f"vintscore.glossary.messages_{lang}")
            for lang in LANGS}


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def countings(text) -> list[Counted]:
    if isinstance(text, Sentence):
        return countings(text.text) + list(text.phrases.values())
    return [text] if isinstance(text, Counted) else []


def values_of(text) -> set[str]:
    return set().union(*map(fields, templates(text)), {c.by for c in countings(text)})


def test_every_key_is_bridges_and_in_both_languages():
    assert OWN["en"].keys() == OWN["ru"].keys()
    assert all(key.startswith("bridge.") for key in OWN["en"])
    # none is the shared catalogue's too
    assert not set(OWN["en"]) & set(LANGUAGE["en"].MESSAGES)


@pytest.mark.parametrize("lang", LANGS)
def test_no_key_is_written_twice(lang):
    tree = ast.parse((PACKAGE / f"messages_{lang}.py").read_text(encoding="utf-8"))
    keys = [k.value for node in ast.walk(tree) if isinstance(node, ast.AnnAssign)
            and isinstance(node.value, ast.Dict) for k in node.value.keys]
    assert len(keys) == len(set(keys)) == len(OWN[lang])


def test_the_glossary_finds_them_through_the_registry():
    assert catalog("ru", "bridge") == OWN["ru"]
    assert has("bridge.detail.down") and not has("bridge.no.such.key")
    assert say(Msg("bridge.detail.down", n=2), "ru") == "подсад 2"


# Each check reads every key and names every bad one at once (issue 33, point 4: one test
# a check, as the shared glossary's, tests/core/test_glossary.py, not one a key).

def _each(check) -> list[str]:
    """What `check(key)` finds wrong with each of bridge's keys: every bad key, not the
    first; one that cannot even be read named with its error."""
    problems: list[str] = []
    for key in sorted(OWN["en"]):
        try:
            problems += check(key)
        except Exception as e:  # a broken template is a problem of its key, said as such
            problems.append(f"{key}: {type(e).__name__}: {e}")
    return problems


def _values(key: str) -> list[str]:
    blank = [f"{key} ({lang}): an empty text" for lang in LANGS
             if not all(t.strip() for t in templates(OWN[lang][key]))]
    differ = ([] if values_of(OWN["ru"][key]) == values_of(OWN["en"][key])
              else [f"{key}: its values differ between the languages"])
    return blank + differ


def _counts(key: str) -> list[str]:
    found = []
    for lang in LANGS:
        for choice in countings(OWN[lang][key]):
            forms = list(choice.forms.values())
            if set(choice.forms) != set(LANGUAGE[lang].CATEGORIES):
                found.append(f"{key} ({lang}): not every plural category")
            if not all(fields(f) == fields(forms[0]) for f in forms):
                found.append(f"{key} ({lang}): its forms take other values")
            if choice.by not in fields(forms[0]):
                found.append(f"{key} ({lang}): it counts {choice.by!r}, which it does not say")
    return found


def _said(key: str) -> list[str]:
    for lang in LANGS:
        text = OWN[lang][key]
        counts = {c.by for c in countings(text)}
        values = {name: 3 if name in counts else "x" for name in values_of(text)}
        if not say(Msg(key, **values), lang):
            return [f"{key} ({lang}): says nothing"]
    return []


@pytest.mark.parametrize("check", [_values, _counts, _said],
                         ids=["same values in each language", "every plural category",
                              "every message can be said"])
def test_every_message_of_bridge_in_one_reading(check):
    assert _each(check) == []


def test_the_reading_names_every_bad_key_at_once(monkeypatch):
    """Two keys spoiled: both are named by one run of the check."""
    spoiled = {**OWN["ru"], "bridge.detail.down": "подсад {m}", "bridge.name": "{x"}
    monkeypatch.setitem(OWN, "ru", spoiled)
    problems = _each(_values)
    assert any(p.startswith("bridge.detail.down") for p in problems), problems
    assert any(p.startswith("bridge.name") for p in problems), problems


@pytest.mark.parametrize("n, en, ru", [
    (1, "1 overtrick", "за 1 лишнюю взятку"), (2, "2 overtricks", "за 2 лишние взятки"),
    (4, "4 overtricks", "за 4 лишние взятки"), (5, "5 overtricks", "за 5 лишних взяток"),
    (6, "6 overtricks", "за 6 лишних взяток")])  # issue 35: «30 за 1 лишнюю взятку»
def test_overtricks_are_counted_in_both_languages(n, en, ru):
    assert say(Msg("bridge.detail.over", n=n), "en") == en
    assert say(Msg("bridge.detail.over", n=n), "ru") == ru


def test_b33_the_russian_words():
    """B33: the words as Russian bridge players write them."""
    from vintscore.games.bridge.terms import TERMS
    assert [TERMS[k] for k in (
        "rubber", "chicago", "game", "part-score", "vulnerable", "not vulnerable", "doubled",
        "redoubled", "honours", "undertricks", "overtricks", "insult", "small slam",
        "grand slam", "above the line", "below the line", "pass-out", "tour")] == [
        "роббер", "чикаго", "гейм", "частичная запись", "в зоне", "до зоны", "контра",
        "реконтра", "онёры", "подсад", "лишние взятки", "премия за оскорбление", "малый шлем",
        "большой шлем", "над чертой", "под чертой", "все спасовали", "тур"]
    assert OWN["ru"]["bridge.term.pass_out"] == "все спасовали"


def test_russian_quotes_and_minus_signs():
    """«…» quotes a value as typed; the Russian text writes «−» for a minus, never '-' nor
    the English quotes."""
    for key, text in OWN["ru"].items():
        for template in templates(text):
            assert "'" not in template and '"' not in template, key
            assert " - " not in template, key
    assert "−N" in OWN["ru"]["bridge.result.hint"] and "3БК−2" in OWN["ru"]["bridge.result.hint"]


def msg_keys_named_in(path: Path) -> set[str]:
    """The keys a module names in Msg("…") with a constant key."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Msg" and node.args
                and isinstance(node.args[0], ast.Constant)):
            found.add(node.args[0].value)
    return found


def test_every_key_the_code_names_exists():
    """Bridge's own keys in its catalogue; the words every game says (`play.ask.declarer`)
    in the shared one, in both languages."""
    named = set().union(*(msg_keys_named_in(p) for p in PACKAGE.glob("*.py")))
    own = {k for k in named if k.startswith("bridge.")}
    assert own and own <= set(OWN["en"]), own - set(OWN["en"])
    for lang in LANGS:
        shared = LANGUAGE[lang].MESSAGES
        assert named - own <= set(shared), (lang, named - own - set(shared))


def test_every_key_the_code_builds_exists():
    """The keys made from a value (f-strings): each one, said in both languages."""
    built = ([shown_contract(Contract(3, s, d)) for s in STRAINS for d in Doubling]
             + [typed_contract(Contract(3, s, d)) for s in STRAINS for d in Doubling]
             + [typed_honours(Honours("Gleb", k)) for k in HonoursKind]
             + [describe_honours(Honours("Gleb", k)) for k in HonoursKind]
             + [reason_named(r) for r in Reason]
             + [preset_named(name) for name in PRESETS])
    for message in built:
        assert isinstance(message, Msg) and message.key in OWN["en"], message
        for lang in LANGS:
            assert say(message, lang)
    assert say(reason_named(Reason.INSULT), "ru") == "премия за оскорбление"
    assert say(typed_contract(Contract(3, Strain.NO_TRUMP, Doubling.REDOUBLED)), "ru") == "3бкрк"
