"""Vint's words in English and Russian, and the words input may use for them.

Code names follow the English column; the Russian column is what the Russian text of the
rules and the people at the table say (vintscore/rules/vint.ru.md). The input words are
read from here by `notation`, so a form added here is understood everywhere.
"""
from __future__ import annotations

# The letters of the ids of vintscore/rules/vint.*.md: the rules, and the worked examples of
# one deal, of settlement and of rotation (`vint rules X2`).
RULE_IDS: tuple[str, ...] = ("V", "X", "S", "R")

# English term -> Russian term.
TERMS: dict[str, str] = {
    "vint": "винт",
    "deal": "сдача",
    "contract": "игра (назначение)",
    "declarer": "назначивший игру",
    "trick": "взятка",
    "tricks over six": "леве",
    "trump": "козырь",
    "no-trump": "без козырей (БК)",
    "honours": "онёры",
    "aces": "тузы",
    "coronet": "коронка",
    "above the line": "над чертой",
    "below the line": "под чертой",
    "undertricks": "штраф (недобор)",
    "overtricks": "перебор",
    "small slam": "малый шлем",
    "grand slam": "большой шлем",
    "game": "партия",
    "rubber": "роббер",
    "all pass": "распасовка",
    "revoke": "ренонс",
    "misdeal": "пересдача",
    "dummy": "болван",
    "stake": "ставка (за сотню, 100 очков)",
    "revolving coronets": "винтящиеся коронки",
    "double entry": "двойная запись",
    "purchase": "прикуп",
    "nut": "гайка",
}

# Words for the open hand at tables with a dummy (V12): the input "болван" means "dummy".
DUMMY_WORDS: tuple[str, ...] = ("dummy", "болван")
