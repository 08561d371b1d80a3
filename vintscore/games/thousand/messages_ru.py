"""Сообщения «Тысячи» по-русски (ключи `thousand.…`): слова стола — кон, заказ, прикуп,
марьяж, болт, бочка, самосвал (правила, T1–T59)."""
from __future__ import annotations

from vintscore.glossary import Counted, Sentence

# What each placeholder of these messages holds that the shared catalogue's do not say: a
# player's name (True), which Russian must not decline, or not (docs/development.md, "The
# Russian text"; tests/core/test_i35_words.py reads it).
PLACEHOLDERS: dict[str, bool] = {"bid": False, "total": False, "marriages": True,
                                 "took": True, "talon": False, "sticks": False}

MESSAGES: dict[str, str | Counted | Sentence] = {
    "thousand.name": "тысяча",
    "thousand.played": "партий",
    "thousand.session": "запись партии в тысячу",
    "thousand.cli.help.stats.figures": (
        "Тысяча: партии, сыгранные до конца, и выигранные; болты, сколько раз на бочке и слёты "
        "во всех конах, и в партии, ещё не законченной (T20, T30, T32, T33); деньги."),
    "thousand.help.new.players": (
        "Игроки, от двух до четырёх, в порядке посадки; первый сдаёт первым (T1, T2)."),
    "thousand.help.new.rules": (
        "У тысячи нет готовых правил: правило меняется так: --rule КЛЮЧ=ЗНАЧЕНИЕ."),
    "thousand.help.new.rule": (
        "Изменить правило, КЛЮЧ=ЗНАЧЕНИЕ (rounding, bid_step, ace_marriage, concede, sitter, "
        "target, barrel_jump, barrel_bump, barrel_falls, failed_bid_bolt, dump_truck, settle, "
        "barrel_fail, bolts, bolt: каждое описано в «vint rules»); повторите для других."),
    "thousand.help.new.dealer": "Кто сдаёт первым, если не первый игрок (T2).",
    "thousand.cli.help.new.stake": (
        "Ставка: деньги за партию при settle = winner, за 100 очков при settle = difference "
        "(T40)."),
    "thousand.cli.help.edit.stake": (
        "Без N: ставка, за партию (settle = winner) или за 100 очков (difference)."),
    "thousand.help.deal": (
        "Записать кон: кто заказал и заказ, затем очки и марьяжи каждого игрока или "
        "--conceded (T5).\n\nПоказывает, что записано, лист и кто сдаёт следующим."),
    "thousand.help.deal.declarer": "Кто выиграл торговлю (T2, T5).",
    "thousand.help.deal.bid": "Окончательный заказ: от 100 через 5 (T6).",
    "thousand.help.deal.points": (
        "Очки в картах каждого играющего: Аня=70,Боря=30,Вера=20; одного из трёх можно не "
        "называть: у него 120 без очков остальных (T5, T7)."),
    "thousand.help.deal.marriage": (
        "Объявленные марьяжи, ИГРОК=ЗНАЧЕНИЕ (40, 60, 80, 100; 200 — тузовый), за второй "
        "игрок называется снова: Вера=80,Вера=60; можно повторять (T3, T8)."),
    "thousand.help.deal.took_trick": (
        "Игрок без очков, который взял взятку (из девяток и валетов, T8)."),
    "thousand.help.deal.talon": (
        "Вчетвером при sitter = talon: очки прикупа и марьяж в нём, 17:60 (T13)."),
    "thousand.help.deal.conceded": "Заказ расписан (T12).",
    "thousand.help.edit.conceded": "Кон: расписан или сыгран.",
    "thousand.help.sheet": (
        "Показать партию как на бумаге: итоги после каждого кона, болты, бочку, слёты и "
        "самосвал (T36), победителя."),
    "thousand.players.hint": (
        "назовите от двух до четырёх игроков в порядке посадки: --players Аня,Боря,Вера"),
    "thousand.rules.hint": "напишите каждое правило тысячи, например rounding = \"5\"",
    "thousand.tally.rules.none": "у тысячи нет готовых правил, а названо {name!r}",
    "thousand.tally.rules.none.hint": (
        "измените правило так: --rule КЛЮЧ=ЗНАЧЕНИЕ, например --rule barrel_bump=off"),
    "thousand.pair": "пишется ИГРОК=ЧИСЛО, а не {text!r}",
    "thousand.talon": "прикуп пишется ОЧКИ или ОЧКИ:МАРЬЯЖ, а не {text!r}",
    "thousand.talon.hint": "очки прикупа и марьяж, лежащий в нём целиком: --talon 23:60",
    "thousand.edit.nothing.hint": (
        "укажите, что изменить, например vint edit {number} --points Аня=70,Боря=30 (все поля "
        "перечислит vint edit --help)"),
    "thousand.deal.hint": (
        "запишите кон, как он сыгран: vint deal ЗАКАЗАЛ ЗАКАЗ --points А=70,Б=30,В=20"),
    "thousand.over": "партия окончена: новая партия — новая запись",
    "thousand.over.hint": "начните её командой vint new ИМЯ --game thousand",
    "thousand.declarer.sits": "{player} сдаёт этот кон и в нём не играет",
    "thousand.bid": "заказ — от 100 до {high} через {step}, а не {bid}",
    "thousand.talon.off": "прикуп пишет только сдающий вчетвером, при sitter = talon",
    "thousand.talon.bad": (
        "прикупа с очками {points} и марьяжем {value} не бывает: три карты дают от 0 до 33, "
        "кроме 1 и от 27 до 29; марьяж — 40, 60, 80 или 100 (0 — без марьяжа)"),
    "thousand.concede.off": "по этим правилам расписать нельзя (concede = off)",
    "thousand.concede.points": "у расписанного заказа нет ни очков, ни марьяжей",
    "thousand.marriage.value": "марьяжа {value} не бывает",
    "thousand.marriage.twice": "марьяж {value} объявлен в кону дважды",
    "thousand.marriage.trick": "{player}: ни одной взятки, значит, и марьяжа не было",
    "thousand.marriage.trick.hint": "если взятка из девяток была, добавьте --took-trick {player}",
    "thousand.points.sits": "{player} на сдаче и в кону не играет: ни очков, ни марьяжей",
    "thousand.points.twice": "{player}: очки названы дважды",
    "thousand.points.range": "{player}: очки — {points}, а бывает от 0 до 120, кроме 1 и 119",
    "thousand.points.missing": "не названы очки: {players}",
    "thousand.points.rest": "{player}: остаток от 120 — {points}, так не бывает",
    "thousand.points.sum": (
        "очков вместе {total}: у троих их 120, у двоих не больше 120"),
    "thousand.ask.declarer": "Кто заказал",
    "thousand.ask.bid": "Заказ",
    "thousand.ask.conceded": "Расписан? (д/н)",
    "thousand.ask.points": "Очки: {player}",
    "thousand.what.points": "очков",
    "thousand.ask.rest": "пусто — 120 без очков остальных",
    "thousand.ask.marriages": "Марьяжи (пусто — не было)",
    "thousand.ask.took": "Взятка без очков (пусто — ни у кого)",
    "thousand.ask.talon": "Прикуп (сдающий — {player}; пусто — нет)",
    "thousand.rules.said": "до {target}",
    "thousand.rules.said.changed": "до {target}, правила {changes}",
    "thousand.deal": "{declarer}, заказ {bid}: {points}",
    "thousand.deal.conceded": "{declarer}, заказ {bid} расписан",
    "thousand.deal.marriages": "марьяжи {marriages}",
    "thousand.deal.took": "взятка без очков: {took}",
    "thousand.deal.talon": "прикуп {talon}",
    "thousand.mark.bolt": "болт {sticks}",
    "thousand.mark.bolt3": "третий болт {sticks}: −120",
    "thousand.mark.barrel": "на бочке",
    "thousand.mark.try": "бочка, попытка {count}",
    "thousand.mark.fall": "слёт с бочки, {count}-й",
    "thousand.mark.zero": "третий слёт: 0",
    "thousand.mark.dump": "самосвал: 0",
    "thousand.cell.barrel": "бочка",
    "thousand.cell.try": "бочка {count}",
    "thousand.cell.fall": "слёт",
    "thousand.cell.zero": "ноль",
    "thousand.cell.dump": "самосвал",
    "thousand.form.heading": "Сдаёт {dealer}",
    "thousand.form.heading.sits": "Сдаёт {dealer} и в кону не играет",
    "thousand.next.sits": "Следующий кон сдаёт {dealer} и в нём не играет.",
    "thousand.stats.bolt": "болты",
    "thousand.stats.barrel": "на бочке",
    "thousand.stats.fall": "слёты",
    "thousand.tally.round": "Партия {round}",
    "thousand.tally.round.won": "Партия {round}, победитель — {winner}",
    "thousand.tally.won": "Партию {round} выигрывает {player}.",
    "thousand.tally.next_dealer": "Следующий кон сдаёт {dealer}.",
    "thousand.tally.won.col": "выиграно партий",
    "thousand.tally.stats.played": "партий",
    "thousand.tally.col.round": "Партия",
}
