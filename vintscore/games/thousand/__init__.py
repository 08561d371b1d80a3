"""Тысяча (Thousand, Polish Tysiąc): the marriage game to 1000 through the barrel, two to four
at the table, one game a session (thousand.en.md, T1–T59), on vintscore/tally's sheet."""
from __future__ import annotations

from vintscore.games.base import Game, Roles, Sample
from vintscore.tally.sheet import Tally, TallyPaid

RULE_IDS = ("T", "TD", "TG", "TO")  # the rules; the worked deals, games and options


class Thousand(Game[Tally, TallyPaid]):
    name = "thousand"
    words = ("thousand", "тысяча", "1000")
    rule_ids = RULE_IDS
    sample = Sample("Аня,Боря,Вера", (
        ("deal", "Аня", "120", "--points", "Аня=70,Боря=30,Вера=20", "--marriage", "Аня=100"),
        ("deal", "Боря", "110", "--points", "Аня=20,Боря=100"),  # Вера 0: a bolt (T20)
        ("deal", "Вера", "105", "--conceded")))  # T12
    own_words = (r"бочк", r"болт", r"самосвал", r"марьяж")  # T30, T20, T35, T3
    roles = Roles(codec="entry:ThousandCodec", fold="scoring:ThousandFold",
                  forms="entry:ThousandForms", questions="entry:ThousandQuestions",
                  view="view:ThousandView", export="vintscore.tally.view:TallyExport",
                  stats="view:ThousandStats", commands="entry:COMMANDS")


GAME = Thousand()
