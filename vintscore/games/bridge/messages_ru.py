"""Every message of bridge in Russian (keys `bridge.…`), as Russian bridge books and scorers
write them (B33): гейм, частичная запись, в зоне / до зоны, контра / реконтра, онёры,
подсад, лишние взятки, премия за оскорбление, роббер, чикаго. The same keys, with the same
values, as messages_en.py; the plural rule and the quotes «…» are the language's
(vintscore/glossary/messages_ru.py).
"""
from __future__ import annotations

from ...glossary import Counted, Sentence, counted, sentence

MESSAGES: dict[str, str | Counted | Sentence] = {
    # ---------------------------------------------------------------------------------
    # Слова игры (B33)
    "bridge.term.pass_out": "все спасовали",

    # ---------------------------------------------------------------------------------
    # Контракты, результаты и онёры, как их вводят (notation.py; B1, B2, B7, B33)
    "bridge.contract.unreadable": "не удаётся прочитать контракт {text!r}",
    "bridge.contract.hint": (
        "уровень от 1 до 7 и масть или БК, а после — к (контра) или рк (реконтра): 4п, 4♠к, "
        "3БК, 3бкрк"),
    "bridge.contract.level": "в контракте {text!r} уровень — от 1 до 7",
    "bridge.contract.strain": (
        "в контракте {text!r} нет масти: трефы, бубны, черви, пики или БК"),
    "bridge.contract.doubling_twice": (
        "в контракте {text!r} контра указана не один раз: пишут к — контра или рк — "
        "реконтра, что-то одно"),
    "bridge.result.unreadable": "не удаётся прочитать результат {text!r}",
    "bridge.result.hint": (
        "напишите контракт и после него = (сыгран ровно), +N (лишние взятки) или −N (подсад): "
        "4п=, 4пк+1, 3БК−2"),
    "bridge.result.over": counted(
        "tricks",
        one="по результату {text!r} у разыгрывающих {tricks} взятка, а в сдаче их 13",
        few="по результату {text!r} у разыгрывающих {tricks} взятки, а в сдаче их 13",
        many="по результату {text!r} у разыгрывающих {tricks} взяток, а в сдаче их 13"),
    "bridge.result.under": (
        "по результату {text!r} подсад больше, чем взяток нужно по контракту ({need})"),
    "bridge.honours.unreadable": "не удаётся прочитать онёры {text!r}",
    "bridge.honours.hint": (
        "у кого они были, двоеточие и 4 или 5 (козырные онёры на одной руке) либо тузы "
        "(четыре туза в БК): Глеб:4, Глеб:5, Глеб:тузы"),
    "bridge.honours.count": (
        "онёры {text!r} не записывают: пишут четыре или пять козырных онёров на одной руке "
        "либо четырёх тузов в БК"),
    # Контракт, как его читает игрок (notation.shown_contract)
    "bridge.contract.shown.none": "{level}{suit}",
    "bridge.contract.shown.doubled": "{level}{suit}к",
    "bridge.contract.shown.redoubled": "{level}{suit}рк",
    "bridge.contract.shown.nt.none": "{level}БК",
    "bridge.contract.shown.nt.doubled": "{level}БКк",
    "bridge.contract.shown.nt.redoubled": "{level}БКрк",
    # … и как его вводят (notation.typed_contract); «3бк» — это 3 БК, поэтому 3♦ с контрой
    # вводят словом
    "bridge.contract.typed.none": "{level}{strain}",
    "bridge.contract.typed.doubled": "{level}{strain}к",
    "bridge.contract.typed.redoubled": "{level}{strain}рк",
    "bridge.contract.typed.doubled.diamonds": "{level}б контра",
    "bridge.strain.typed.clubs": "т",
    "bridge.strain.typed.diamonds": "б",
    "bridge.strain.typed.hearts": "ч",
    "bridge.strain.typed.spades": "п",
    "bridge.strain.typed.nt": "бк",
    "bridge.honours.typed.four": "{holder}:4",
    "bridge.honours.typed.five": "{holder}:5",
    "bridge.honours.typed.aces": "{holder}:тузы",

    # ---------------------------------------------------------------------------------
    # Сдача не принята (scoring.py: B1, B7, B26, B31)
    "bridge.deal.level": "уровень контракта — от 1 до 7, а указан {level}",
    "bridge.deal.level.hint": "уровень — сколько взяток сверх шести нужно взять по контракту",
    "bridge.deal.tricks": "разыгрывающие берут от 0 до 13 взяток, а указано {tricks}",
    "bridge.deal.tricks.hint": "укажите, сколько взяток взяли разыгрывающий и болван вместе",
    "bridge.deal.honours_off": "по этим правилам онёры не записывают (honours = off)",
    "bridge.deal.honours_off.hint": (
        "уберите онёры или пересчитайте запись с ними: vint rescore --rule honours=on"),
    "bridge.deal.trump_honours_at_nt": (
        "в бескозырном контракте ({contract}) онёрами считаются только четыре туза на одной "
        "руке"),
    "bridge.deal.trump_honours_at_nt.hint": (
        "если все четыре туза были на одной руке, внесите {holder}:тузы, иначе онёры не "
        "вносят"),
    "bridge.deal.aces_at_suit": (
        "четыре туза считаются онёрами только в БК, а {contract} играется в масть"),
    "bridge.deal.aces_at_suit.hint": (
        "в мастевом контракте вносят козырные онёры на одной руке: {holder}:4 или {holder}:5"),
    "bridge.deal.sits_out": "{player} в этой сдаче не играет",
    "bridge.deal.seated": "эту сдачу играют: {players}",

    # ---------------------------------------------------------------------------------
    # Что записывает сдача (scoring.py)
    "bridge.reason.tricks": "очки за взятки",
    "bridge.reason.overtricks": "лишние взятки",
    "bridge.reason.insult": "премия за оскорбление",
    "bridge.reason.small_slam": "малый шлем",
    "bridge.reason.grand_slam": "большой шлем",
    "bridge.reason.undertricks": "подсад",
    "bridge.reason.honours": "онёры",
    "bridge.reason.game": "премия за гейм",
    "bridge.reason.partscore": "премия за частичную запись",
    "bridge.reason.rubber": "премия за роббер",
    "bridge.reason.unfinished_game": "недоигранный роббер: гейм",
    "bridge.reason.unfinished_partscore": "недоигранный роббер: частичная запись",
    "bridge.reason.adjustment": "поправка",
    "bridge.detail.down": "подсад {n}",
    "bridge.detail.over": counted("n", one="за {n} лишнюю взятку", few="за {n} лишние взятки",
                                  many="за {n} лишних взяток"),
    "bridge.render.event.over": counted("n", one="{n} лишняя взятка", few="{n} лишние взятки",
                                        many="{n} лишних взяток"),
    "bridge.detail.with": "{what} {how}",
    "bridge.how.vul": "в зоне",
    "bridge.how.nv": "до зоны",
    "bridge.how.x": "с контрой",
    "bridge.how.x.vul": "с контрой в зоне",
    "bridge.how.xx": "с реконтрой",
    "bridge.how.xx.vul": "с реконтрой в зоне",
    "bridge.detail.x": "контра",
    "bridge.detail.xx": "реконтра",
    "bridge.detail.honours.four": "{holder}: четыре онёра",
    "bridge.detail.honours.five": "{holder}: все пять онёров",
    "bridge.detail.honours.aces": "{holder}: четыре туза",
    "bridge.detail.rubber.clean": "выигран 2:0",
    "bridge.detail.rubber.two_one": "выигран 2:1",
    "bridge.detail.unfinished_game": "единственный гейм недоигранного роббера",
    "bridge.detail.unfinished_partscore": "единственная частичная запись в текущем гейме",
    "bridge.detail.fourth_deal": "частичная запись в четвёртой сдаче",
    "bridge.detail.partscore": "частичная запись, как в спортивном бридже",

    # ---------------------------------------------------------------------------------
    # Правила и их настройки (presets.py)
    "bridge.preset.name.rubber": "робберный бридж",
    "bridge.preset.name.chicago": "чикаго",
    "bridge.preset.unknown": "нет правил бриджа {name!r}",
    "bridge.preset.unknown.hint": "rubber (робберный бридж) или chicago (чикаго)",
    "bridge.option.unknown": "у бриджа нет правила {option!r}",
    "bridge.option.unknown.hint": "правила: {names}",
    "bridge.option.choice": "правило {option} — одно из: {choices}; указано {value!r}",
    "bridge.override.unreadable": "не удаётся прочитать правило {text!r}",
    "bridge.override.unreadable.hint": (
        "--rule КЛЮЧ=ЗНАЧЕНИЕ, например --rule unfinished_partscore=50"),
    "bridge.override.example": "например --rule {option}={value}",
    "bridge.table.pairs": "игра парами",
    "bridge.table.individual": "тур (партнёры меняются с каждым роббером)",
    "bridge.rules.switch.in_force": "правила сменены на {preset}: вся запись считается по ним",
    "bridge.rules.switch.replaced": "правила сменены на {preset} (в силе более поздняя смена)",
    # Справка: команды бриджевой записи (commands.py)
    "bridge.cli.help.new.table": (
        "pairs (четверо, 1-й и 3-й против 2-го и 4-го; от пяти до двенадцати — по очереди) "
        "или individual (четверо, партнёры меняются с каждым роббером или чикаго: B30)."),
    "bridge.cli.help.new.presets": "rubber, chicago — роббер, чикаго",
    "bridge.cli.help.deal.declarer": "Разыгрывающий (имя или его первые буквы).",
    "bridge.cli.help.deal.contract": (
        "Контракт, с контрой или реконтрой — X или XX (к, рк): 4S, 4♠, 4п, 3БК, 4пк; или с "
        "результатом, без ВЗЯТОК: 4S=, 4SX+1, 3БК-2 (B33)."),
    "bridge.cli.help.deal.tricks": "Взятки разыгрывающей стороны, от 0 до 13 (B1).",
    "bridge.cli.help.deal.honours": (
        "Онёры на одной руке, только если они были (B7): ИГРОК:4 (четыре старших козыря), "
        "ИГРОК:5 (все пять), ИГРОК:тузы (четыре туза при игре в бескозырке)."),
    "bridge.cli.help.deal.dealer": "Сдающий, если не тот, чья очередь (B31).",
    "bridge.cli.help.pass": (
        "Записать сдачу, в которой все спасовали: ничего не пишется (B8).\n\nВ робберном "
        "бридже сдача переходит к следующему; в чикаго тот же игрок сдаёт снова (B22)."),
    "bridge.cli.help.pass.dealer": "Сдающий, если не тот, чья очередь (B31).",
    "bridge.cli.help.adjust": (
        "Записать паре произвольную запись.\n\nРоббер, перенесённый с бумаги, домашний "
        "уговор; на листе она видна как таковая."),
    "bridge.cli.help.adjust.player": "Игрок пары, которой пишется запись.",
    "bridge.cli.help.adjust.amount": "Очки, над чертой, если не указано --below.",
    "bridge.cli.help.adjust.below": "Под чертой: очки за взятки в счёт гейма (B10).",
    "bridge.cli.help.seat": (
        "Изменить рассадку: пары вручную или кто садится и кто уходит (B30).\n\nНа листе "
        "ничего не пишется; пересчёт, очерёдность и расчёт следуют за изменением."),
    "bridge.cli.help.seat.pairs": "Рассадить следующий роббер или чикаго вручную: A+B,C+D.",
    "bridge.cli.help.seat.join": (
        "Игрок, который садится со следующего роббера или чикаго; можно повторять."),
    "bridge.cli.help.seat.leave": (
        "Игрок, который уходит после своего роббера или чикаго; можно повторять."),
    "bridge.cli.help.seat.replace": (
        "НОВЫЙ сразу садится на место СТАРОГО, даже посреди роббера; записанное остаётся "
        "за СТАРЫМ."),
    "bridge.cli.help.edit.declarer": "Сдача: разыгрывающий.",
    "bridge.cli.help.edit.tricks": "Сдача: взятки разыгрывающей стороны, от 0 до 13.",
    "bridge.cli.help.edit.honours": "Сдача: онёры на одной руке, ИГРОК:4|5|тузы.",
    "bridge.cli.help.edit.no_honours": "Сдача: онёров всё-таки не было.",
    "bridge.cli.help.edit.dealer": "Сдача или пас: сдающий.",
    "bridge.cli.help.edit.no_dealer": "Сдача или пас: сдающий всё-таки тот, чья очередь.",
    "bridge.cli.help.edit.player": "Произвольная запись: игрок, чьей паре она пишется.",
    "bridge.cli.help.edit.amount": "Произвольная запись: очки.",
    "bridge.cli.help.edit.below": "Произвольная запись: под чертой или над ней.",
    "bridge.cli.help.sheet": (
        "Показать лист записи.\n\nКаждый роббер или чикаго над чертой и под чертой, кто в "
        "зоне, частичные записи и кто сдаёт следующим."),
    "bridge.cli.help.sheet.rubber": "Только роббер (или чикаго) N.",
    "bridge.cli.help.sheet.all": "Все робберы или чикаго полностью.",
    "bridge.cli.help.rescore.rules": "Правила для пересчёта: rubber (роббер) или chicago (чикаго).",
    "bridge.cli.help.rescore.rule": "Изменить одну настройку этих правил; можно повторять.",
    "bridge.cli.help.rescore.write": "Перевести запись на эти правила (vint undo вернёт).",
    # vint play и форма страницы (questions.py)
    "bridge.play.ask.contract": "Контракт (4п, 3БК, 4пк; или с результатом: 4п=, 4пк+1, 3БК-2)",
    "bridge.play.ask.declarer": "Разыгрывающий ({players})",
    "bridge.play.ask.tricks": "Взятки разыгрывающей стороны (0–13)",
    "bridge.play.ask.honours": "Онёры на одной руке? (ИГРОК:4, ИГРОК:5, ИГРОК:тузы; пусто — нет)",
    "bridge.play.ask.adjust_player": "Запись паре игрока ({players})",
    "bridge.play.ask.amount": "Очки (с минусом — списать)",
    "bridge.play.ask.below": "Над чертой или под? (под чертой идёт в гейм)",
    "bridge.play.below_what": "ответьте «над» или «под» (чертой), а не {text!r}",
    "bridge.play.word.below": "под",
    "bridge.play.word.above": "над",
    "bridge.play.said.below": "под чертой",
    "bridge.play.said.above": "над чертой",

    # ---------------------------------------------------------------------------------
    # Файл записи (codec.py): то, что общие сообщения хранилища не скажут за бридж;
    # строки файла, в кавычках, как их пишет TOML, приходят значениями
    "bridge.storage.kind.pass": "сдачи, где все спасовали",
    "bridge.storage.place.pass": "в сдаче, где все спасовали",
    "bridge.storage.rules.missing.hint": (
        "добавьте таблицу [rules] с {rubber} или {chicago} (правила, которые не записаны, "
        "берутся из набора)"),
    "bridge.storage.rules.not_table.hint": (
        "напишите [rules] отдельной строкой, а под ней {rubber}"),
    "bridge.storage.contract.hint": (
        "напишите {example}: уровень от 1 до 7 и C, D, H, S или NT, затем X при контре или XX "
        "при реконтре ({doubled})"),
    "bridge.storage.honours.hint": (
        "напишите {four} (четыре козырных онёра на одной руке), {five} (все пять) или {aces} "
        "(четыре туза в БК); если онёров ни у кого не было, строки honours нет"),

    # ---------------------------------------------------------------------------------
    # Что введено (forms.py): сдача, пас всех, правка записи
    "bridge.deal.no_tricks": (
        "укажите, сколько взяток взяли разыгрывающие, или результат после контракта"),
    "bridge.deal.no_tricks.hint": "vint deal 4п Анна 10 или vint deal 4п= Анна (4пк+1, 3БК−2)",
    "bridge.deal.tricks_twice": counted(
        "tricks",
        one="по результату {result!r} у разыгрывающих {tricks} взятка, а не {typed}",
        few="по результату {result!r} у разыгрывающих {tricks} взятки, а не {typed}",
        many="по результату {result!r} у разыгрывающих {tricks} взяток, а не {typed}"),
    "bridge.deal.tricks_twice.hint": "введите только результат ({result}) или только взятки",
    "bridge.pass.alone": "когда все спасовали, не называют ни игрока, ни взяток: ничего не пишется",
    "bridge.pass.alone.hint": "vint pass, а если сдающий другой — vint pass --dealer ИГРОК",
    "bridge.edit.nothing": "в записи {number} нечего менять",
    "bridge.edit.nothing.hint": (
        "укажите, что изменить, например vint edit {number} --tricks 9 (все параметры — в "
        "vint edit --help)"),
    "bridge.edit.not_apply": "{option} здесь не подходит: запись {number} — {kind}",
    "bridge.edit.not_apply.hint": (
        "к ней подходят {options}; чтобы изменить вид записи, отмените её и введите заново"),
    "bridge.kind.deal": "сдача",
    "bridge.kind.pass": "сдача, где все спасовали",
    "bridge.kind.adjust": "поправка",
    "bridge.kind.seat": "пересадка",
    "bridge.kind.rules": "смена правил",

    # ---------------------------------------------------------------------------------
    # Лист, расчёт и журнал (render.py на rubber/render.py; B10–B33)
    "bridge.render.rubber": "Роббер {number}",
    "bridge.render.chicago": "Чикаго {number}",
    "bridge.render.above": "над чертой",
    "bridge.render.below": "под чертой",
    "bridge.render.nothing_above": "(над чертой пока пусто)",
    "bridge.render.nothing_below": "гейм {game}: под чертой пока пусто",
    "bridge.render.game_mark": "─── гейм {game} ───",
    "bridge.render.games": "геймы",
    "bridge.render.total": "итого",
    "bridge.render.result": "результат",
    "bridge.render.so_far": "сейчас",
    "bridge.render.seat_change": "─ {old} уступает место, садится {new} ─",
    "bridge.render.no_deals": "Сдач ещё нет. Запишите первую, например: vint deal 4п {player} 10",
    "bridge.render.earlier.rubber": "Прежние робберы (vint sheet --all покажет их целиком):",
    "bridge.render.earlier.chicago": "Прежние чикаго (vint sheet --all покажет их целиком):",
    "bridge.render.earlier.settled": "  1–{last}: итоги — в «vint settle»",
    "bridge.render.settlement": "Расчёт",
    "bridge.render.col.rubber": "роббер",
    "bridge.render.col.chicago": "чикаго",
    "bridge.render.col.player": "игрок",
    "bridge.render.col.points": "очки",
    "bridge.render.col.money": "деньги по {stake} за сотню",
    "bridge.render.points": "очки",
    "bridge.render.money": "деньги",
    "bridge.render.stake": "по {stake} за сотню",
    "bridge.render.score.rubber": "{totals} (геймы {games})",
    "bridge.render.score.chicago": "{totals}",
    "bridge.render.score_head": "счёт",
    "bridge.render.settlement.rubber": "Роббер {number}{mark}: {sides}, {score}: {results}",
    "bridge.render.settlement.chicago": "Чикаго {number}{mark}: {sides}, {score}: {results}",
    "bridge.render.short_names": "Имена сокращены: {names}.",
    "bridge.render.short_name": "{short} — {name}",
    "bridge.render.rules_modified": "{preset}, с изменениями: {changes}",
    "bridge.render.unfinished": "не окончен",
    "bridge.render.over": "окончено",
    "bridge.render.won": "роббер взяли {sides}, {games}",
    "bridge.render.ahead": "{side} в плюсе на {points}",
    "bridge.render.even": "по очкам ничья",
    "bridge.render.and": " и ",
    "bridge.render.out": "отдыхают: {players}",
    "bridge.render.label": "{reason} ({detail})",
    "bridge.render.short.insult": "оскорбление",
    "bridge.render.short.small_slam": "малый шлем",
    "bridge.render.short.grand_slam": "большой шлем",
    "bridge.render.short.honours": "онёры",
    "bridge.render.short.game": "гейм",
    "bridge.render.short.partscore": "частичная",
    "bridge.render.short.rubber": "роббер",
    "bridge.render.short.adjustment": "попр.",
    "bridge.render.cell.vulnerable": "в зоне",
    "bridge.render.cell.not_vulnerable": "до зоны",
    "bridge.render.cell.partscore": "частичная запись {points}",
    "bridge.render.cell.carry": "частичная запись {points}",
    "bridge.render.vul.none": "никто не в зоне",
    "bridge.render.vul.one": "в зоне {side}",
    "bridge.render.vul.both": "обе стороны в зоне",
    "bridge.render.state.rubber": "Роббер {number}, гейм {game}: {vulnerable}.",
    "bridge.render.state.chicago": "Чикаго {number}, сдача {deal} из 4: сдаёт {dealer}, {vulnerable}.",
    "bridge.render.state.partscore": "Частичная запись: {scores}.",
    "bridge.render.state.carry": "Частичная запись: {scores}.",
    "bridge.render.state.dealer": "Следующим сдаёт {dealer}.",
    "bridge.render.next.rubber": "Следующий роббер {number}: никто не в зоне; первым сдаёт {dealer}.",
    "bridge.render.next.chicago": (
        "Следующее чикаго {number}: сдача 1 из 4, никто не в зоне; первым сдаёт {dealer}."),
    "bridge.render.deals.deal": "сдача",
    "bridge.render.deals.dealer": "сдающий",
    "bridge.render.deals.vulnerable": "в зоне",
    "bridge.render.deals.nobody": "никто",
    "bridge.render.deals.both": "обе",
    "bridge.render.law80": "Роббер {number} не окончен, закон 80 (B14): {premiums}.",
    "bridge.render.law80.none": "Роббер {number} не окончен, закон 80 (B14): премий нет.",
    "bridge.render.law80.now": (
        "Если закончить вечер сейчас, закон 80 (B14) добавит: {premiums}; итог: {ahead}."),
    "bridge.render.law80.game": "{side} {amount} за единственный гейм",
    "bridge.render.law80.partscore": "{side} {amount} за частичную запись",
    "bridge.render.chicago_unfinished": (
        "Чикаго {number} не окончено: расчёт по записанному, без премии за частичные записи "
        "(B28)."),
    "bridge.render.event.deal": counted(
        "tricks", one="{contract}, играет {declarer}, {tricks} взятка ({result})",
        few="{contract}, играет {declarer}, {tricks} взятки ({result})",
        many="{contract}, играет {declarer}, {tricks} взяток ({result})"),
    "bridge.render.event.made": "сыграно",
    "bridge.render.event.dealer": ", сдающий: {player}",
    "bridge.render.event.rules": "правила сменены на {preset}",
    "bridge.render.text.below": "{amount} под чертой",
    "bridge.render.text.above": "{amount} {label}",
    "bridge.report.list": ", ",
    "bridge.report.against": " — ",
    "bridge.report.seat": "места: {parts}",
    "bridge.report.seat.pairs": "дальше {pairs}",
    "bridge.report.seat.replace": "замена: {old} → {new}",
    "bridge.report.seat.join": "{player} садится за стол",
    "bridge.report.seat.leave": "{player} уходит",
    "bridge.report.adjust.above": "запись {amount} над чертой, пара игрока {player}: {reason}",
    "bridge.report.adjust.below": "запись {amount} под чертой, пара игрока {player}: {reason}",
    # Что говорят команды (view.py)
    "bridge.cli.block.rubber": "Роббер {number}",
    "bridge.cli.block.chicago": "Чикаго {number}",
    "bridge.cli.against": " — ",
    "bridge.cli.lineup": "{block}, пары: {sides}.",
    "bridge.cli.lineup.out.one": "{block}, пары: {sides}; отдыхает {out}.",
    "bridge.cli.lineup.out.many": "{block}, пары: {sides}; отдыхают {out}.",
    "bridge.cli.new.created": (
        "Создана запись {path}: правила — {rules}, ставка {stake} за 100 очков. Теперь это "
        "текущая запись."),
    "bridge.cli.first_dealer": "  Первым сдаёт {dealer} (B31).",
    "bridge.cli.new.rotation": counted(
        "n", one="  План на {n} роббер или чикаго (B30): «vint sheet» следует ему.",
        few="  План на {n} роббера или чикаго (B30): «vint sheet» следует ему.",
        many="  План на {n} робберов или чикаго (B30): «vint sheet» следует ему."),
    "bridge.cli.dealt": "  сдающий: {dealer}",
    "bridge.cli.next": "Дальше: {lineup}",
    "bridge.cli.no_rubber": "роббера {number} нет: в записи их {count}",
    "bridge.cli.no_chicago": "чикаго {number} нет: в записи их {count}",
    "bridge.cli.check.fine": sentence(
        "{path}: всё в порядке — {events}, {blocks}, игроки {players}, правила {rules}.",
        events=counted("events", one="{events} запись", few="{events} записи",
                       many="{events} записей"),
        blocks=counted("blocks", one="{blocks} роббер", few="{blocks} роббера",
                       many="{blocks} робберов")),
    "bridge.cli.check.fine.chicago": sentence(
        "{path}: всё в порядке — {events}, {blocks}, игроки {players}, правила {rules}.",
        events=counted("events", one="{events} запись", few="{events} записи",
                       many="{events} записей"),
        blocks=counted("blocks", one="{blocks} чикаго", few="{blocks} чикаго",
                       many="{blocks} чикаго")),
    "bridge.cli.seat.news": "Запись {number}: {news}.",
    "bridge.cli.seat.now": "  Сейчас: {lineup}",
    "bridge.cli.seat.then": "  Дальше: {lineup}",
    "bridge.cli.rescore.title": "Счёт по правилам {now} и по правилам {then}:",
    "bridge.cli.rescore.col.player": "игрок",
    "bridge.cli.rescore.col.now": "сейчас",
    "bridge.cli.rescore.col.then": "тогда",
    "bridge.cli.rescore.col.change": "разница",
    "bridge.cli.rescore.col.money_now": "деньги сейчас",
    "bridge.cli.rescore.col.money_then": "деньги тогда",
    "bridge.cli.rescore.written": "Теперь запись считается по правилам {preset} («vint undo» вернёт).",
    "bridge.play.now": "Сейчас играют — {lineup}",
    "bridge.play.new": "{lineup} Первым сдаёт {dealer}.",

    # vint stats (view.py, stats.py)
    "bridge.cli.help.stats.figures": (
        "Записи бриджа, для каждого игрока и каждой пары: вечера, сыгранные робберы "
        "(робберы и чикаго одинаково), выигранные и проигранные (по итогам, B13, B20), очки, "
        "деньги, очки на роббер, заявленные и сыгранные контракты, лучший и худший вечер; и "
        "ещё четыре счёта: шлемы заявленные и сыгранные (B5), контракты с контрой сыгранные и "
        "подсаженные (B2)."),
    "bridge.stats.heading": counted(
        "count", one="Бридж: {count} вечер, с {first} по {last}",
        few="Бридж: {count} вечера, с {first} по {last}",
        many="Бридж: {count} вечеров, с {first} по {last}"),
    "bridge.stats.heading.one": counted("count", one="Бридж: {count} вечер, {first}",
                                        few="Бридж: {count} вечера, {first}",
                                        many="Бридж: {count} вечеров, {first}"),
    "bridge.stats.players": "Игроки в бридж",
    "bridge.stats.partnerships": "Пары в бридже",
    "bridge.stats.evenings_title": "Лучший и худший вечер в бридж",
    "bridge.stats.col.partnership": "Пара",
    "bridge.stats.col.evenings": "Вечеров",
    "bridge.stats.col.played": "Робберов",
    "bridge.stats.col.won": "Выиграно",
    "bridge.stats.col.lost": "Проиграно",
    "bridge.stats.col.points": "Очки",
    "bridge.stats.col.money": "Деньги",
    "bridge.stats.col.average": "На\nроббер",
    "bridge.stats.col.declared": "Заявлено",
    "bridge.stats.col.made": "Сыграно",
    "bridge.stats.col.slams_bid": "Шлемов\nзаявлено",
    "bridge.stats.col.slams_made": "Шлемов\nсыграно",
    "bridge.stats.col.doubled_made": "С контрой\nсыграно",
    "bridge.stats.col.doubled_defeated": "С контрой\nподсажено",
    "bridge.stats.col.best": "Лучший вечер",
    "bridge.stats.col.worst": "Худший вечер",
    "bridge.stats.evening": "{session} ({date}) {points}",
    "bridge.stats.unfinished_note": (
        "Робберов: сыграно робберов и чикаго. Выиграно и проиграно: по итогам, только "
        "законченные (B13, B20); незаконченный считается сыгранным, но не выигранным и не "
        "проигранным."),
    # игра словами (games/base.py: Game.title, played_words, a_session)
    "bridge.name": "бридж",
    "bridge.played": "робберов или чикаго",
    "bridge.session": "запись бриджа",
    # клавиши страницы (questions.py)
    "bridge.key.undoubled": "без контры",
    # issue 35: the doubling keys' names for a screen reader; where the page's form says the
    # next deal goes; the news of a game, a rubber, a chicago (as Vint's vint.report.won_*)
    "bridge.key.doubled.named": "контра",
    "bridge.key.redoubled.named": "реконтра",
    "bridge.form.heading.chicago": "Чикаго {number}, сдача {deal} из 4 · {vulnerable}",
    "bridge.form.heading.rubber": "Роббер {number} · {vulnerable}",
    "bridge.form.vul.none": "никто не в зоне",
    "bridge.form.vul.one": "в зоне {side}",
    "bridge.form.vul.both": "обе стороны в зоне",
    "bridge.report.won_game": "Гейм {game} выигран: {side} (по геймам {score}).",
    "bridge.report.won_rubber": "Роббер {rubber} выигран: {side}.",
    "bridge.report.chicago_over": "Чикаго {number} сыграно: {ahead}.",
    "bridge.key.doubled": "к",
    "bridge.key.redoubled": "рк",
    "bridge.key.no_honours": "без онёров",
    "bridge.key.honours.four": "4 онёра",
    "bridge.key.honours.five": "5 онёров",
    "bridge.key.honours.aces": "4 туза",

    # ---------------------------------------------------------------------------------
    # Выгрузки (export.py, на rubber/export.py: Markdown, CSV, JSON, страница; B14, B20–B22)
    "bridge.export.table": "Стол",
    "bridge.export.table.rotation": counted("count", one="{table}, очерёдность {count} игрока",
                                            few="{table}, очерёдность {count} игроков",
                                            many="{table}, очерёдность {count} игроков"),
    "bridge.export.stake": "Ставка за сотню",
    "bridge.export.by_rubber": "По робберам",
    "bridge.export.by_chicago": "По чикаго",
    "bridge.export.unfinished_note.rubber": (
        "* роббер не окончен: расчёт по записанному, с премиями закона 80 (B14)."),
    "bridge.export.unfinished_note.chicago": (
        "* чикаго не окончено: расчёт по записанному, без премии за частичные записи (B28)."),
    "bridge.export.game_won": "гейм {game}",
    "bridge.export.sat_out": "вне игры",
    "bridge.export.deals": "Сдачи",
    "bridge.export.csv.rubber": "Роббер",
    "bridge.export.csv.chicago": "Чикаго",
    "bridge.export.csv.deal": "Сдача",
    "bridge.export.csv.dealer": "Сдающий",
    "bridge.export.csv.kind": "Вид",
    "bridge.export.csv.column": "Пара",
    "bridge.export.csv.where": "Где",
    "bridge.export.csv.above": "над чертой",
    "bridge.export.csv.below": "под чертой",
    "bridge.export.csv.amount": "Очки",
    "bridge.export.csv.reason": "За что",
    "bridge.export.csv.finished": "Окончен",
    "bridge.export.csv.games": "Геймы",
    "bridge.export.csv.total": "Итого",
    "bridge.export.csv.result": "Результат",
    "bridge.export.csv.points": "Очки",
    "bridge.export.csv.money": "Деньги по {stake} за сотню",
    "bridge.export.csv.kind.deal": "сдача",
    "bridge.export.csv.kind.pass": "все спасовали",
    "bridge.export.csv.kind.adjust": "запись",
    "bridge.export.csv.kind.seat": "пересадка",
    "bridge.export.csv.kind.rules": "смена правил",
    "bridge.export.csv.kind.law80": "закон 80",
    "bridge.cli.help.deal": (
        "Записать сыгранную сдачу.\n\nПоказывает, что и кому записано, затем счёт роббера "
        "или чикаго."),
}
