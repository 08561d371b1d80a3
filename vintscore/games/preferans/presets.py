"""Preferans's conventions (P9): the named presets and the options a pulya may set.

Every parameter of a convention is an option (`vint new --rule KEY=VALUE`), pinned in the
session file so a later change of defaults never re-scores an old pulya.
"""
from __future__ import annotations

from dataclasses import replace

from ...errors import InputError
from ...glossary import Msg
from .model import PrefRules

SOCHI = PrefRules(convention="sochi", pool_target=20, mountain_factor=1, vist_factor=1,
                  consolation_factor=1, consolation_fixed=0, shortfall_halved=False,
                  one_whister="greedy", misere_penalty=10, all_pass="mountain", all_pass_start=1,
                  all_pass_pool_halved=False, all_pass_vists=5, geometric=False,
                  raspasy_amnesty=False, pool_point=10, closing="help",
                  consolation_to_dealer=True, ten_checked=False)


LENINGRAD = replace(SOCHI, convention="leningrad", mountain_factor=2, vist_factor=2,
                    consolation_factor=2, one_whister="gentleman", misere_penalty=20,
                    all_pass_start=2, all_pass_pool_halved=True, pool_point=20, closing="sum")


ROSTOV = replace(SOCHI, convention="rostov", shortfall_halved=True, one_whister="gentleman",
                 all_pass="vists")


PRESETS: dict[str, PrefRules] = {"sochi": SOCHI, "leningrad": LENINGRAD, "rostov": ROSTOV}


# P9: every parameter is an option a session may set (`vint new --rule KEY=VALUE`).
# (@value makes a slotted class, which dataclass_transform has no way to declare.)
OPTION_NAMES: tuple[str, ...] = tuple(
    f for f in SOCHI.__slots__ if f != "convention")  # type: ignore[attr-defined]


_CHOICES = {"one_whister": ("greedy", "gentleman"), "all_pass": ("mountain", "vists"),
            "closing": ("help", "sum")}


_RANGES = {"pool_target": (1, 1000), "mountain_factor": (1, 10), "vist_factor": (1, 10),
           "consolation_factor": (0, 10), "consolation_fixed": (0, 100),
           "misere_penalty": (0, 100), "all_pass_start": (1, 10), "all_pass_vists": (0, 100),
           "pool_point": (1, 100)}


def option_value(key: str, value: object) -> object:
    """One option's value (from --rule text or a file), checked and typed (P9)."""
    if key not in OPTION_NAMES:
        raise InputError(Msg("preferans.option.unknown", field=key), rule="P9", key=key,
                         hint=Msg("preferans.option.unknown.hint", options=", ".join(OPTION_NAMES)))
    kind = type(getattr(SOCHI, key))
    if isinstance(value, str) and kind is not str:
        text = value.strip().casefold()
        if kind is bool:
            value = {"true": True, "yes": True, "on": True, "1": True,
                     "false": False, "no": False, "off": False, "0": False}.get(text, value)
        elif text.lstrip("-").isdigit():
            value = int(text)
    if kind is bool:
        if not isinstance(value, bool):
            raise InputError(Msg("preferans.option.bool", field=key, value=value), rule="P9", key=key)
        return value
    if kind is int:
        low, high = _RANGES[key]
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise InputError(Msg("preferans.option.int", field=key, low=low, high=high, value=value),
                             rule="P9", key=key)
        return value
    text = str(value).strip().casefold()
    if text not in _CHOICES[key]:
        raise InputError(Msg("preferans.option.choice", field=key, choices=", ".join(_CHOICES[key]),
                             value=value), rule="P9", key=key)
    return text


def preset(name: str) -> PrefRules:
    """A convention by any of its names (P9): 'sochi', 'сочинка', 'питер', …"""
    from .terms import CONVENTION_WORDS
    word = name.strip().casefold()
    for convention, words in CONVENTION_WORDS.items():
        if word in words:
            return PRESETS[convention]
    try:
        return PRESETS[word]
    except KeyError:
        raise InputError(Msg("preferans.no_convention", name=name), rule="P9",
                         hint=Msg("preferans.no_convention.hint", names=", ".join(PRESETS))) from None


def modifications(rules: PrefRules) -> tuple[tuple[str, object], ...]:
    """The options (pool_target aside) in which `rules` differ from their convention."""
    base = PRESETS.get(rules.convention)
    if base is None:
        return ()
    return tuple((name, getattr(rules, name)) for name in OPTION_NAMES
                 if name != "pool_target" and getattr(rules, name) != getattr(base, name))
