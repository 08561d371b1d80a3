"""The game's words in English and Russian, and the words input may use for them.

Code names follow the English column; the Russian column is what the seed texts and
the people at the table say. Input words (suits, aces) are read from here by
`notation`, so a form added here is understood everywhere.
"""
from __future__ import annotations

from ..cards import Strain

# English term -> Russian term (the Russian text of the rules; vintscore/rules/vint.ru.md).
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
    # Preferans (vintscore/rules/preferans.en.md)
    "preferans": "преферанс",
    "pulya (the sheet; the pool)": "пуля",
    "mountain": "гора",
    "vists": "висты",
    "whist": "вист",
    "pass": "пас",
    "half-whist": "полвиста",
    "misère": "мизер",
    "all pass (Preferans)": "распасы",
    "without three": "без трёх",
    "help": "помощь",
    "sochi": "сочинка",
    "leningrad": "ленинградка (питер)",
    "rostov": "ростовка",
}

# Words for each strain, case-folded, as they may be typed after the level (V1):
# English, letters, symbols (filled and hollow) and Russian, with its usual forms.
STRAIN_WORDS: dict[Strain, tuple[str, ...]] = {
    Strain.SPADES: ("s", "spade", "spades", "♠", "♤", "п", "пик", "пики", "пика",
                    "пиковая", "пиковый"),
    Strain.CLUBS: ("c", "club", "clubs", "♣", "♧", "т", "треф", "трефы", "трефа",
                   "трефовая", "трефовый", "крести", "кресты"),
    Strain.DIAMONDS: ("d", "diamond", "diamonds", "♦", "♢", "б", "бубны", "бубна",
                      "бубен", "бубей", "бубновая", "бубновый"),
    Strain.HEARTS: ("h", "heart", "hearts", "♥", "♡", "ч", "черви", "червы", "черва",
                    "червей", "черв", "червовая", "червовый"),
    Strain.NO_TRUMP: ("nt", "n", "notrump", "notrumps", "no-trump", "no-trumps",
                      "no trump", "no trumps", "бк", "б/к", "без козырей", "бескозырка",
                      "бескозырная"),
}

# Words for "aces" in a coronet (V6): HOLDER:aces:N.
# ("т" is not among them: it is трефы, clubs.)
ACES_WORDS: tuple[str, ...] = ("aces", "ace", "a", "тузы", "туза", "тузов", "туз")

# Words for the open hand at tables with a dummy (V12): the input "болван" means "dummy".
DUMMY_WORDS: tuple[str, ...] = ("dummy", "болван")

# Preferans conventions (P9) by the names tables call them.
CONVENTION_WORDS: dict[str, tuple[str, ...]] = {
    "sochi": ("sochi", "сочи", "сочинка"),
    "leningrad": ("leningrad", "piter", "ленинград", "ленинградка", "питер"),
    "rostov": ("rostov", "ростов", "ростовка"),
}

# Misère (P8) as a contract: `vint deal misere Anna 0`.
MISERE_WORDS: tuple[str, ...] = ("misere", "misère", "мизер", "миз")
