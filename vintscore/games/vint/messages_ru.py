"""Сообщения винта по-русски (ключи `vint.…`; словарь находит их по ключу)."""
from __future__ import annotations

from ...glossary import Counted, Sentence

MESSAGES: dict[str, str | Counted | Sentence] = {
    "vint.name": "винт",
    "vint.played": "робберов",
    "vint.session": "запись винта",
}
