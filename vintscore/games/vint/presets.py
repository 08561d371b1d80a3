"""V13: the named presets and the options a session may override with --rule."""
from __future__ import annotations

from dataclasses import fields, replace

from ...errors import InputError
from ...glossary import Msg
from .model import AllPassRule, Rules, TableMode, TricksCounted

CLASSIC = Rules(
    preset="classic",
    game_target=500,  # V8
    game_bonus=100,  # V8, the seed's "за окончание" 100
    rubber_bonus=2000,  # V8
    tricks_counted=TricksCounted.ALL,  # V3
    penalty_factor=1,  # V4
    min_level=1,  # V1
    exact_contract=False,  # V13 nut
    revolving_coronets=False,  # V6
    all_pass=AllPassRule.X,  # V9
    revoke_tricks=3,  # V10
    discard_tricks=0,  # V13 vitalin
    round_hundreds=False,  # V11
)

PRESETS: dict[str, Rules] = {
    "classic": CLASSIC,
    "1886": replace(CLASSIC, preset="1886", game_bonus=1000),
    "purchase": replace(CLASSIC, preset="purchase", game_target=600),
    "double-purchase": replace(CLASSIC, preset="double-purchase", game_target=600, min_level=3),
    "nut": replace(CLASSIC, preset="nut", exact_contract=True),
    "double-entry": replace(CLASSIC, preset="double-entry", penalty_factor=2,
                            revolving_coronets=True),
    "vitalin": replace(CLASSIC, preset="vitalin", discard_tricks=2),
}

OPTION_NAMES: tuple[str, ...] = tuple(f.name for f in fields(Rules) if f.name != "preset")

# The range each numeric option may take, so a typo cannot make an unplayable table.
_INT_RANGES: dict[str, tuple[int, int]] = {
    "game_target": (10, 100_000),
    "game_bonus": (0, 1_000_000),
    "rubber_bonus": (0, 1_000_000),
    "penalty_factor": (1, 10),
    "min_level": (1, 7),
    "revoke_tricks": (0, 13),
    "discard_tricks": (0, 13),
}


def preset_named(name: str) -> Msg | str:
    """A preset's name as the reader's language says it ('classic', «классический»); the
    file keeps its key. A name no preset has is shown as it is."""
    return Msg(f"vint.preset.name.{name}") if name in PRESETS else name


def preset(name: str) -> Rules:
    """The rules of a named preset (V13)."""
    try:
        return PRESETS[name.strip().casefold()]
    except KeyError:
        raise InputError(Msg("vint.preset.unknown", name=name), rule="V13",
                         hint=Msg("vint.preset.unknown.hint", names=", ".join(PRESETS))) from None


def option_value(key: str, value: object) -> object:
    """Check one option's value (from --rule text or a file) and return it typed."""
    if key not in OPTION_NAMES:
        raise InputError(Msg("vint.option.unknown", option=key), rule="V13", key=key,
                         hint=Msg("vint.option.unknown.hint", names=", ".join(OPTION_NAMES)))
    kind = type(getattr(CLASSIC, key))
    if isinstance(value, str) and kind is not str and not issubclass(kind, str):
        value = _from_text(key, value, kind)
    if kind is bool:
        if not isinstance(value, bool):
            raise InputError(Msg("vint.option.bool", option=key, value=value), rule="V13", key=key)
        return value
    if kind is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise InputError(Msg("vint.option.int", option=key, value=value), rule="V13", key=key)
        low, high = _INT_RANGES[key]
        if not low <= value <= high:
            raise InputError(Msg("vint.option.range", option=key, low=low, high=high, value=value),
                             rule="V13", key=key)
        return value
    # an enum
    try:
        return kind(str(value).strip().casefold())
    except ValueError:
        choices = ", ".join(m.value for m in kind)
        raise InputError(Msg("vint.option.choice", option=key, choices=choices, value=value),
                         rule="V13", key=key) from None


def _from_text(key: str, text: str, kind: type) -> object:
    t = text.strip().casefold()
    if kind is bool:
        if t in ("true", "yes", "on", "1"):
            return True
        if t in ("false", "no", "off", "0"):
            return False
        raise InputError(Msg("vint.option.bool", option=key, value=text), rule="V13", key=key)
    try:
        return int(t)
    except ValueError:
        raise InputError(Msg("vint.option.int", option=key, value=text), rule="V13",
                         key=key) from None


def parse_rule_override(text: str) -> tuple[str, object]:
    """Read --rule KEY=VALUE."""
    key, sep, value = text.partition("=")
    key = key.strip().replace("-", "_")
    if not sep or not key:
        raise InputError(Msg("vint.override.unreadable", text=text), rule="V13",
                         hint=Msg("vint.override.unreadable.hint"))
    try:
        return key, option_value(key, value)
    except InputError as e:
        if not e.hint:
            e.hint = Msg("vint.override.example", option=key, value=_example(key))
        raise


def _example(key: str) -> str:
    value = getattr(CLASSIC, key)
    return str(value).lower() if isinstance(value, bool) else str(getattr(value, "value", value))


def with_overrides(rules: Rules, overrides: list[tuple[str, object]] | tuple = ()) -> Rules:
    """The rules with some options changed; the preset keeps its name (docs/contract.md, "The rules table")."""
    return replace(rules, **dict(overrides)) if overrides else rules


def modifications(rules: Rules) -> tuple[tuple[str, object], ...]:
    """The options in which `rules` differ from their named preset, for 'classic, modified: …'."""
    base = PRESETS.get(rules.preset)
    if base is None:
        return ()
    return tuple((name, getattr(rules, name)) for name in OPTION_NAMES
                 if getattr(rules, name) != getattr(base, name))


def check_table_rules(mode: TableMode, rules: Rules) -> None:
    """V9: an all-pass played out needs two sides, which tables of individual records lack
    (checked by `vint new` and when a file is read)."""
    if mode.individual and rules.all_pass is AllPassRule.PLAY:
        raise InputError(Msg("vint.rules.played_pass"), rule="V9", key="all_pass",
                         hint=Msg("vint.rules.played_pass.hint"))
