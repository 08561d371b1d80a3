"""Bridge's presets, `rubber` and `chicago`, and the options a session may set with --rule
(the rule options of vintscore/rules/bridge.en.md: every one pinned in the file, so a session scores today as it
scored the day it was played)."""
from __future__ import annotations

from dataclasses import replace
from enum import StrEnum

from ...errors import InputError
from ...glossary import Msg
from ...text import casefolded
from .model import (
    BridgeRules,
    ChicagoScoring,
    HonoursRule,
    Rounding,
    Scoring,
    UndertrickTable,
    Vulnerability,
)

RUBBER = BridgeRules(
    preset="rubber",
    scoring=Scoring.RUBBER,  # Part 2
    unfinished_partscore=100,  # B14
    honours=HonoursRule.ON,  # B7
    vulnerability=Vulnerability.DEALER,  # B21 (Chicago only)
    chicago_scoring=ChicagoScoring.CARRY,  # B23–B25 (Chicago only)
    rounding=Rounding.NONE,  # B32
    undertricks=UndertrickTable.CURRENT,  # B6
    redoubled_insult=100,  # B4
    clean_rubber=700,  # B13
)

CHICAGO = replace(RUBBER, preset="chicago", scoring=Scoring.CHICAGO)  # Part 3

PRESETS: dict[str, BridgeRules] = {"rubber": RUBBER, "chicago": CHICAGO}

# The words a preset may be typed as (`--rules чикаго`), folded.
_PRESET_WORDS: dict[str, str] = {
    "rubber": "rubber", "rubber bridge": "rubber", "роббер": "rubber",
    "робберный": "rubber", "робберный бридж": "rubber",
    "chicago": "chicago", "чикаго": "chicago"}

# (@value makes a slotted class, which dataclass_transform has no way to declare.)
OPTION_NAMES: tuple[str, ...] = tuple(
    f for f in RUBBER.__slots__ if f != "preset")  # type: ignore[attr-defined]

# The values each option takes, the default first (vintscore/rules/bridge.en.md), and its rule.
_NUMBERS: dict[str, tuple[int, ...]] = {
    "unfinished_partscore": (100, 50), "redoubled_insult": (100, 50),
    "clean_rubber": (700, 750)}
RULE_OF: dict[str, str] = {
    "scoring": "B20", "unfinished_partscore": "B14", "honours": "B7", "vulnerability": "B21",
    "chicago_scoring": "B27", "rounding": "B32", "undertricks": "B6", "redoubled_insult": "B4",
    "clean_rubber": "B13"}


def choices(key: str) -> tuple[str, ...]:
    """The values an option takes, as typed, the default first: ('100', '50')."""
    if key in _NUMBERS:
        return tuple(str(n) for n in _NUMBERS[key])
    kind: type[StrEnum] = type(getattr(RUBBER, key))
    return tuple(m.value for m in kind)


def preset_named(name: str) -> Msg | str:
    """A preset's name in the reader's language ('rubber bridge', «робберный бридж»); the
    file keeps its key. A name no preset has is shown as it is."""
    return Msg(f"bridge.preset.name.{name}") if name in PRESETS else name


def preset(name: str) -> BridgeRules:
    """The rules of a named preset: 'rubber' (Part 2) or 'chicago' (Part 3)."""
    found = _PRESET_WORDS.get(casefolded(name))
    if found is None:
        raise InputError(Msg("bridge.preset.unknown", name=name), rule="B20",
                         hint=Msg("bridge.preset.unknown.hint"))
    return PRESETS[found]


def option_value(key: str, value: object) -> object:
    """One option's value (from --rule text or the file), checked and typed; a value it does
    not take is refused in one sentence naming the option and its values."""
    if key not in OPTION_NAMES:
        raise InputError(Msg("bridge.option.unknown", option=key),
                         hint=Msg("bridge.option.unknown.hint", names=", ".join(OPTION_NAMES)))
    if key in _NUMBERS:
        number: int | None = None
        if isinstance(value, int) and not isinstance(value, bool):
            number = value
        elif isinstance(value, str) and value.strip().isdigit():
            number = int(value.strip())
        if number is not None and number in _NUMBERS[key]:
            return number
    else:
        kind: type[StrEnum] = type(getattr(RUBBER, key))
        typed = casefolded(str(value)) if isinstance(value, str) else None
        if key == "honours" and isinstance(value, bool):  # a file may say true / false
            typed = "on" if value else "off"
        if typed is not None and typed in choices(key):
            return kind(typed)
    raise InputError(Msg("bridge.option.choice", option=key, choices=", ".join(choices(key)),
                         value=value), rule=RULE_OF[key], key=key)


def parse_rule_override(text: str) -> tuple[str, object]:
    """Read --rule KEY=VALUE: 'unfinished_partscore=50', 'vulnerability=non-dealer'."""
    key, sep, value = text.partition("=")
    key = key.strip().replace("-", "_")
    if not sep or not key:
        raise InputError(Msg("bridge.override.unreadable", text=text),
                         hint=Msg("bridge.override.unreadable.hint"))
    try:
        return key, option_value(key, value)
    except InputError as e:
        if not e.hint and key in OPTION_NAMES:
            e.hint = Msg("bridge.override.example", option=key, value=choices(key)[-1])
        raise


def with_overrides(rules: BridgeRules,
                   overrides: list[tuple[str, object]] | tuple = ()) -> BridgeRules:
    """The rules with some options changed; the preset keeps its name."""
    return replace(rules, **dict(overrides)) if overrides else rules


def modifications(rules: BridgeRules) -> tuple[tuple[str, object], ...]:
    """The options in which `rules` differ from their named preset ('chicago, modified: …')."""
    base = PRESETS.get(rules.preset)
    if base is None:
        return ()
    return tuple((name, getattr(rules, name)) for name in OPTION_NAMES
                 if getattr(rules, name) != getattr(base, name))
