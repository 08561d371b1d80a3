"""Bridge's words in English and Russian (B33): what Russian bridge books and scorers write.

Code names follow the English column; the Russian column is what the Russian text of the
rules, the sheet and the messages say (vintscore/rules/bridge.ru.md).
"""
from __future__ import annotations

# The letters of the ids of vintscore/rules/bridge.*.md: the rules, and the worked examples
# of one deal, of rubbers, of Chicago and of settlement (`vint rules BD3`).
RULE_IDS: tuple[str, ...] = ("B", "BD", "BR", "BC", "BS")

# English term -> Russian term.
TERMS: dict[str, str] = {
    "bridge": "бридж",
    "rubber bridge": "робберный бридж",
    "rubber": "роббер",
    "chicago": "чикаго",
    "game": "гейм",
    "part-score": "частичная запись",
    "vulnerable": "в зоне",
    "not vulnerable": "до зоны",
    "doubled": "контра",
    "redoubled": "реконтра",
    "honours": "онёры",
    "undertricks": "подсад",
    "overtricks": "лишние взятки",
    "insult": "премия за оскорбление",
    "small slam": "малый шлем",
    "grand slam": "большой шлем",
    "above the line": "над чертой",
    "below the line": "под чертой",
    "tour": "тур",  # three rubbers with a change of partners (B30)
    "pass-out": "все спасовали",
}
