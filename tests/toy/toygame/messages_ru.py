"""Сообщения игры «Взятки» по-русски (ключи `toy.…`)."""
from __future__ import annotations

from vintscore.glossary import Counted, Sentence, counted

# What each placeholder of these messages holds that the shared catalogue's do not say: a
# player's name (True), which Russian must not decline, or not (docs/development.md, "The
# Russian text"; tests/core/test_i35_words.py reads it).
PLACEHOLDERS: dict[str, bool] = {"winner": True, "round": False, "matches": False,
                                 "total": False}

MESSAGES: dict[str, str | Counted | Sentence] = {
    "toy.name": "взятки",
    "toy.played": "матчей",
    "toy.session": "запись игры «Взятки»",
    "toy.help.deal": "Записать сдачу: взятки каждого игрока (Z1).\n\nПоказывает, что записано, затем матчи.",
    "toy.help.sheet": "Показать матчи: очки каждого игрока и кто выиграл (Z2).",
    "toy.help.new.players": "Игроки, от двух до шести; первый сдаёт первым (Z1).",
    "toy.help.new.rules": "Правила: standard (других нет).",
    "toy.help.new.rule": "Изменить deal_size или target (Z1, Z2); повторите для обоих.",
    "toy.help.new.stake": "Сколько платит победителю проигравший матч (Z3).",
    "toy.help.new.target": "До скольких очков идёт матч (Z2; по умолчанию 10).",
    "toy.help.deal.tricks": "Взятки каждого игрока: Аня=5,Борис=3,Вера=2 (Z1).",
    "toy.help.deal.double": "Сдача вдвойне: два очка за взятку (Z1).",
    "toy.help.edit.double": "Вдвойне или нет.",
    "toy.players.hint": "назовите от двух до шести игроков: --players Аня,Борис,Вера",
    "toy.rules.hint": "напишите [rules] с deal_size = 10 и target = 10",
    "toy.rules.preset": "у «Взяток» одни правила, standard, а не {name!r}",
    "toy.rules.preset.hint": "не пишите --rules или напишите --rules standard",
    "toy.tricks.bad": "взятки пишутся ИГРОК=ВЗЯТКИ, а не {text}",
    "toy.deal.hint": "назовите взятки каждого игрока один раз: Аня=5,Борис=3,Вера=2",
    "toy.deal.twice": "{player} назван в сдаче дважды",
    "toy.deal.missing": "в сдаче играют все, а взятки не названы: {players}",
    "toy.deal.sum": "взяток вместе {total}, а в сдаче их {tricks}",
    "toy.rules.said": "{tricks} взяток в сдаче, матч до {target}",
    "toy.deal": "взятки {tricks}",
    "toy.deal.double": "взятки {tricks}, вдвойне",
    "toy.ask.took": "Взятки игрока {player}",
    "toy.ask.double": "Вдвойне? (д/н)",
    # its rounds are matches (tally/view.py's words said its own way: glossary.own)
    "toy.tally.in_round": "матч {round}: {points}",
    "toy.tally.won": "Матч {round} выигрывает {player}.",
    "toy.tally.round": "Матч {round}",
    "toy.tally.round.won": "Матч {round}, победитель — {winner}",
    "toy.tally.won.col": "выиграно матчей",
    "toy.tally.col.round": "матч",
    "toy.export.stake": "Ставка за матч",
    "toy.cli.new.made": "Создана запись {path}: {game}, {rules}, ставка {stake} за матч.",
    "toy.check.fine": counted(
        "events",
        one="{path}: всё в порядке — {events} сдача, игроки {players}, матчей: {matches}.",
        few="{path}: всё в порядке — {events} сдачи, игроки {players}, матчей: {matches}.",
        many="{path}: всё в порядке — {events} сдач, игроки {players}, матчей: {matches}."),
    "toy.rating.unit.match": "матч {number}",
}
