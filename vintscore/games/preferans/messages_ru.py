"""Сообщения преферанса по-русски (ключи `preferans.…`; словарь находит их по ключу)."""
from __future__ import annotations

from ...glossary import Counted, Sentence

MESSAGES: dict[str, str | Counted | Sentence] = {
    "preferans.name": "преферанс",
    "preferans.played": "пуль",
    "preferans.session": "пуля преферанса",
}
