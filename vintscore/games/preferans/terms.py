"""Preferans's words in English and Russian, and the words input may use for them
(vintscore/rules/preferans.ru.md): read from here by `notation` and `presets`."""
from __future__ import annotations

# The letters of the ids of vintscore/rules/preferans.*.md: the rules, and the worked
# examples of settlement and of deals (`vint rules PD1`).
RULE_IDS: tuple[str, ...] = ("P", "PS", "PD")

# English term -> Russian term.
TERMS: dict[str, str] = {
    "preferans": "преферанс",
    "pulya (the sheet; the pool)": "пуля",
    "mountain": "гора",
    "vists": "висты",
    "whist": "вист",
    "pass": "пас",
    "half-whist": "полвиста",
    "misère": "мизер",
    "all pass": "распасы",
    "without three": "без трёх",
    "help": "помощь",
    "sochi": "сочинка",
    "leningrad": "ленинградка (питер)",
    "rostov": "ростовка",
}

# Preferans conventions (P9) by the names tables call them.
CONVENTION_WORDS: dict[str, tuple[str, ...]] = {
    "sochi": ("sochi", "сочи", "сочинка"),
    "leningrad": ("leningrad", "piter", "ленинград", "ленинградка", "питер"),
    "rostov": ("rostov", "ростов", "ростовка"),
}

# Misère (P8) as a contract: `vint deal misere Anna 0`.
MISERE_WORDS: tuple[str, ...] = ("misere", "misère", "мизер", "миз")
