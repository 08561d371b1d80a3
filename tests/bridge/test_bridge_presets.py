"""Bridge's presets (`rubber`, `chicago`) and --rule KEY=VALUE: every option of the table,
its default, each value it takes, and each value it refuses in one sentence naming the
option and its values."""
from __future__ import annotations

import pytest

from vintscore.errors import InputError
from vintscore.games.bridge.model import (
    ChicagoScoring,
    HonoursRule,
    Rounding,
    Scoring,
    UndertrickTable,
    Vulnerability,
)
from vintscore.games.bridge.presets import (
    CHICAGO,
    OPTION_NAMES,
    RUBBER,
    modifications,
    option_value,
    parse_rule_override,
    preset,
    preset_named,
    with_overrides,
)
from vintscore.glossary import say

# the rule options (vintscore/rules/bridge.en.md): key -> its values, the default first
TABLE = {
    "scoring": ("rubber", "chicago"),
    "unfinished_partscore": ("100", "50"),
    "honours": ("on", "off"),
    "vulnerability": ("dealer", "non-dealer"),
    "chicago_scoring": ("carry", "duplicate"),
    "rounding": ("none", "hundred"),
    "undertricks": ("current", "pre1987"),
    "redoubled_insult": ("100", "50"),
    "clean_rubber": ("700", "750"),
}


def test_the_options_are_the_table():
    assert set(OPTION_NAMES) == set(TABLE)


def test_the_rubber_preset_is_every_default():
    assert RUBBER.preset == "rubber"
    assert (RUBBER.scoring, RUBBER.unfinished_partscore, RUBBER.honours, RUBBER.vulnerability,
            RUBBER.chicago_scoring, RUBBER.rounding, RUBBER.undertricks, RUBBER.redoubled_insult,
            RUBBER.clean_rubber) == (
        Scoring.RUBBER, 100, HonoursRule.ON, Vulnerability.DEALER, ChicagoScoring.CARRY,
        Rounding.NONE, UndertrickTable.CURRENT, 100, 700)


def test_the_chicago_preset_differs_only_in_its_scoring():
    assert CHICAGO.preset == "chicago" and CHICAGO.scoring is Scoring.CHICAGO
    assert modifications(CHICAGO) == ()
    assert [k for k in OPTION_NAMES if getattr(CHICAGO, k) != getattr(RUBBER, k)] == ["scoring"]


@pytest.mark.parametrize("typed, name", [
    ("rubber", "rubber"), ("Rubber", "rubber"), ("роббер", "rubber"),
    ("робберный бридж", "rubber"), ("chicago", "chicago"), ("ЧИКАГО", "chicago")])
def test_a_preset_is_read_in_both_languages(typed, name):
    assert preset(typed).preset == name


def test_an_unknown_preset_is_refused_with_the_presets():
    with pytest.raises(InputError) as e:
        preset("duplicate")
    assert e.value.msg.key == "bridge.preset.unknown" and "'duplicate'" in e.value.message
    assert "rubber" in e.value.hint and "chicago" in e.value.hint
    assert say(preset_named("chicago"), "ru") == "чикаго"
    assert say(preset_named("rubber"), "ru") == "робберный бридж"


@pytest.mark.parametrize("key, values", list(TABLE.items()))
def test_every_option_takes_its_values_from_the_command_line(key, values):
    for text in values:
        got_key, got = parse_rule_override(f"{key}={text}")
        assert got_key == key
        assert str(getattr(got, "value", got)) == text
        rules = with_overrides(RUBBER, [(got_key, got)])
        assert getattr(rules, key) == got and rules.preset == "rubber"
    # the file's values, typed as TOML gives them
    first = option_value(key, int(values[0]) if values[0].isdigit() else values[0])
    assert first == getattr(RUBBER, key)


@pytest.mark.parametrize("key, wrong", [
    ("scoring", "duplicate"), ("unfinished_partscore", "75"), ("unfinished_partscore", "0"),
    ("honours", "maybe"), ("vulnerability", "both"), ("chicago_scoring", "imp"),
    ("rounding", "ten"), ("undertricks", "1987"), ("redoubled_insult", "200"),
    ("clean_rubber", "500"), ("clean_rubber", "seven hundred")])
def test_a_value_an_option_does_not_take_is_refused_in_one_sentence(key, wrong):
    with pytest.raises(InputError) as e:
        parse_rule_override(f"{key}={wrong}")
    error = e.value
    assert error.msg.key == "bridge.option.choice" and error.key == key
    assert error.rule  # the option's rule (B14, B7, …)
    for lang in ("en", "ru"):
        said = say(error.msg, lang)
        assert key in said and all(v in said for v in TABLE[key]), said
        assert repr(wrong) in said or f"«{wrong}»" in said
        assert said.count(". ") == 0  # one sentence
    assert say(error.msg, "en") == (
        f"rules option {key} is one of {', '.join(TABLE[key])}, got {wrong!r}")
    assert error.hint.startswith(f"e.g. --rule {key}=")


def test_a_file_value_of_the_wrong_type_is_refused():
    for key, value in (("unfinished_partscore", True), ("clean_rubber", 700.0),
                       ("rounding", 100), ("unfinished_partscore", "fifty")):
        with pytest.raises(InputError) as e:
            option_value(key, value)
        assert e.value.key == key
    # a file may say honours = true / false
    assert option_value("honours", False) is HonoursRule.OFF


def test_an_unknown_option_is_refused_with_the_options():
    with pytest.raises(InputError) as e:
        parse_rule_override("game_target=500")
    assert e.value.msg.key == "bridge.option.unknown"
    assert all(k in e.value.hint for k in TABLE)
    with pytest.raises(InputError) as e:
        parse_rule_override("honours")
    assert e.value.msg.key == "bridge.override.unreadable"


def test_an_option_may_be_typed_with_dashes():
    assert parse_rule_override("unfinished-partscore = 50") == ("unfinished_partscore", 50)
    assert parse_rule_override("vulnerability=Non-Dealer") == (
        "vulnerability", Vulnerability.NON_DEALER)


def test_modifications_name_what_differs_from_the_preset():
    rules = with_overrides(CHICAGO, [("vulnerability", Vulnerability.NON_DEALER),
                                     ("honours", HonoursRule.OFF)])
    assert modifications(rules) == (("honours", HonoursRule.OFF),
                                    ("vulnerability", Vulnerability.NON_DEALER))
