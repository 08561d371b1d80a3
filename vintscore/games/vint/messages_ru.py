"""Сообщения винта по-русски (ключи `vint.…`; словарь находит их по ключу)."""
from __future__ import annotations

from ...glossary import Counted, Sentence, counted, sentence

MESSAGES: dict[str, str | Counted | Sentence] = {
    "vint.name": "винт",
    "vint.played": "робберов",
    "vint.session": "запись винта",

    # ========================================================================================
    # Messages of the command line (vintscore/cli).
    # ========================================================================================

    # What a change is called when it is refused, and when it is to be done again.
    "vint.cli.kind.rules": "смена правил",

    # ---------------------------------------------------------------------------------
    # new, deal, pass, adjust, misdeal, seat (record.py)
    "vint.rules.played_pass": (
        "сыгранной распасовке нужны две постоянные стороны, а за этим столом у каждого игрока "
        "своя запись"),
    "vint.rules.played_pass.hint": "--rule all_pass=x или all_pass=revolving",
    "vint.cli.new.created": (
        "Создана запись {path}: правила {rules}, ставка {stake} за сотню. Теперь это текущая "
        "запись."),
    "vint.cli.new.rotation": counted(
        "n", one="  Очерёдность на {n} роббер (V12): её покажет «vint rotation».",
        few="  Очерёдность на {n} роббера (V12): её покажет «vint rotation».",
        many="  Очерёдность на {n} робберов (V12): её покажет «vint rotation»."),
    "vint.cli.ask.honours": "{side}: сколько козырных онёров (Т К Д В 10, козыри — {strain}), 0–5",
    "vint.cli.ask.aces": "{side}: сколько тузов, 0–4",
    "vint.cli.side.pair": "{a} и {b}",
    "vint.cli.side.dummy": "{player} и болван",
    "vint.cli.strain.spades": "пики",
    "vint.cli.strain.clubs": "трефы",
    "vint.cli.strain.diamonds": "бубны",
    "vint.cli.strain.hearts": "червы",
    "vint.cli.strain.nt": "без козырей",
    "vint.cli.event.outcome": "Запись {number}: {what} — {outcome}",
    "vint.cli.next": "Далее. {lineup}",
    "vint.cli.pass.both": "укажите и ИГРОК, и ВЗЯТКИ (или ни того, ни другого)",
    "vint.cli.pass.both.hint": "vint pass, а при all_pass = play: vint pass Анна 8",
    "vint.cli.seat.news": "Запись {number}: {news}.",
    "vint.cli.seat.now": "  Сейчас: {lineup}",
    "vint.cli.seat.then": "  Потом: {lineup}",
    "vint.cli.seat.next": "  Дальше: {lineup}",

    # ---------------------------------------------------------------------------------
    # log, undo, void, edit (journal.py)
    "vint.cli.edit.not_apply": "{option} здесь не подходит: запись {number} — {kind}",
    "vint.cli.edit.not_apply.hint": (
        "какие параметры к каким записям подходят, говорит «vint edit --help»; чтобы изменить "
        "вид записи, отмените её и введите заново"),
    "vint.cli.kind.deal": "сдача",
    "vint.cli.kind.pass": "все пас",
    "vint.cli.kind.adjust": "поправка",
    "vint.cli.kind.misdeal": "пересдача",
    "vint.cli.kind.seat": "пересадка",

    # ---------------------------------------------------------------------------------
    # sheet, settle, check, sessions, use, rotation (show.py)
    "vint.cli.no_rubber": "нет роббера {number}: всего робберов в записи — {count}",
    "vint.cli.check.fine": sentence(
        "{path}: всё в порядке — {events}, {rubbers}, игроки {players}, правила {rules}.",
        events=counted("events", one="{events} запись", few="{events} записи",
                       many="{events} записей"),
        rubbers=counted("rubbers", one="{rubbers} роббер", few="{rubbers} роббера",
                        many="{rubbers} робберов")),

    # Help: new
    "vint.cli.help.new.table": (
        "pairs (четверо и больше, парами; с пятерых — по очереди), dummy или separate (трое), "
        "two (двое, у каждого болван), individual (четверо, у каждого своя графа)."),
    "vint.cli.help.new.presets": (
        "classic, 1886, purchase, double-purchase, nut, double-entry, vitalin"),
    "vint.cli.help.new.players": (
        "Игроки: четверо — в порядке мест (Анна,Борис,Вера,Глеб: 1-й и 3-й — партнёры); пятеро и "
        "больше — в порядке вытянутых карт, начиная со старшей; трое или двое — с --table."),
    "vint.cli.help.new.rule": (
        "Изменить одно правило набора (V13); повторите, чтобы изменить несколько."),
    "vint.cli.help.deal.declarer": "Назначивший игру (имя или его первые буквы).",
    "vint.cli.help.pass": (
        "Записать распасовку (крестик на листе).\n\nV9: выигравший роббер пишет 500 за "
        "каждый крестик."),
    "vint.cli.help.adjust": (
        "Записать стороне поправку.\n\nДля домашних правил и исправлений (V10); на "
        "листе она видна как поправка."),
    "vint.cli.help.misdeal": (
        "Записать, что у сдатчика оказалось 14 карт.\n\nV10: другая сторона пишет 20 "
        "над чертой."),
    "vint.cli.help.seat": (
        "Пересадка: пары вручную, новые игроки и ушедшие.\n\nV12. На лист ничего не "
        "пишется; пересчёт, очерёдность и расчёт следуют за пересадкой, так что ничьи очки не "
        "теряются и не считаются дважды."),
    "vint.cli.help.sheet": (
        "Показать лист записи.\n\nКаждый роббер над чертой и под чертой, с партиями, итогами и "
        "крестиками; когда робберов больше трёх, последний показан целиком, а прежние — по "
        "строке (--all рисует все робберы, --rubber N — один)."),
    "vint.cli.help.rotation": (
        "Показать, кто с кем в паре и кто отдыхает, и таблицу очерёдности.\n\nV12: "
        "строка на роббер, столбец на игрока, +Р выигравшим, −Р проигравшим, 0 отдыхавшим "
        "(Р — разница роббера: итог выигравших минус итог проигравших, V11), и итоги."),
    "vint.play.help.misdeal": "  пересдача — у сдатчика оказалось 14 карт (V10)",

    # Help: deal
    "vint.cli.help.deal.contract": "Игра: 3ч, 3♥, 2БК, … (по-латински тоже можно: 3H, 2NT)",
    "vint.cli.help.deal.tricks": "Сколько взяток взяли назначившие, 0–13.",
    "vint.cli.help.deal.honours": (
        "Козырные онёры (Т К Д В 10) у назначивших, 0–5; в игре без козырей не указываются."),
    "vint.cli.help.deal.aces": "Тузы у назначивших, 0–4.",
    "vint.cli.help.deal.coronet": (
        "Коронка: Вера:ч:4 (туз-король-дама-валет червей) или Вера:тузы:3; повторите, если "
        "коронок несколько."),
    "vint.cli.help.deal.revoke": "Игрок стороны, сделавшей ренонс; повторите для каждого ренонса.",
    "vint.cli.help.deal.first": "Когда обе стороны набрали на партию: игрок стороны, набравшей первой.",
    "vint.cli.help.deal.partner": (
        "Индивидуальная запись: партнёр назначившего (или открытая рука) в этой сдаче."),

    # Help: pass
    "vint.cli.help.pass.player": "При all_pass = play: игрок стороны, чьи взятки вы указываете.",
    "vint.cli.help.pass.tricks": "При all_pass = play: сколько взяток взяла эта сторона.",

    # Help: adjust
    "vint.cli.help.adjust.player": "Игрок стороны, которой пишется поправка.",
    "vint.cli.help.adjust.amount": (
        "Очки; отрицательное число пишется после --: vint adjust Борис --reason исправление -- "
        "-500."),
    "vint.cli.help.adjust.below": "Записать под черту (идёт в партию).",

    # Help: seat
    "vint.cli.help.seat.pairs": (
        "Рассадить следующий роббер вручную: две пары (с болваном: Анна+болван,Борис+Вера)."),
    "vint.cli.help.seat.join": (
        "Игрок, который садится за стол со следующего роббера; повторите для нескольких."),
    "vint.cli.help.seat.leave": "Игрок, который уходит после своего роббера; повторите для нескольких.",
    "vint.cli.help.seat.replace": (
        "NEW (новый игрок или отдыхающий) сразу садится на место OLD, даже посреди роббера; "
        "записанное остаётся за OLD."),

    # Help: log, undo, void, edit
    "vint.cli.help.edit.tricks": "Сдача: взятки назначивших; распасовка: взятки стороны игрока ИГРОК.",
    "vint.cli.help.edit.honours": "Сдача: козырные онёры назначивших.",
    "vint.cli.help.edit.no_honours": "Сдача: без онёров (без козырей).",
    "vint.cli.help.edit.aces": "Сдача: тузы назначивших.",
    "vint.cli.help.edit.coronet": "Сдача: коронки (вместо прежнего списка).",
    "vint.cli.help.edit.no_coronets": "Сдача: без коронок.",
    "vint.cli.help.edit.revoke": "Сдача: ренонсы (вместо прежнего списка).",
    "vint.cli.help.edit.no_revokes": "Сдача: без ренонсов.",
    "vint.cli.help.edit.first": "Сдача: сторона, первой набравшая на партию.",
    "vint.cli.help.edit.partner": "Сдача, индивидуальная запись: партнёр назначившего.",
    "vint.cli.help.edit.no_first": "Сдача: убрать --first.",
    "vint.cli.help.edit.player": "Распасовка, поправка, пересдача: игрок.",
    "vint.cli.help.edit.amount": "Поправка: очки.",
    "vint.cli.help.edit.below": "Поправка: под чертой или над чертой.",

    # Help: sheet, settle, check, sessions, use, rotation
    "vint.cli.help.sheet.rubber": "Только роббер N.",
    "vint.cli.help.sheet.all": "Все робберы целиком.",

    # ========================================================================================
    # Messages of the core (the notations, names, games/vint: scoring, presets, sheet, seating).
    # ========================================================================================

    # Joining names and parts (values may be these again: "A or B or C")
    "vint.plus": "{a} + {b}",
    "vint.minus": "{a} − {b}",

    # Suits: "A K Q J 10 of hearts", "two sequences in hearts"
    "vint.suit_of.spades": "пик",
    "vint.suit_of.clubs": "треф",
    "vint.suit_of.diamonds": "бубен",
    "vint.suit_of.hearts": "червей",
    "vint.suit_in.spades": "пиках",
    "vint.suit_in.clubs": "трефах",
    "vint.suit_in.diamonds": "бубнах",
    "vint.suit_in.hearts": "червах",

    # notation.py: contracts (V1)
    "vint.contract.hint": "уровень от 1 до 7 и масть (п, т, б, ч) или БК: 3ч, 2бк, 3♥, 3H, 2NT",
    "vint.contract.unreadable": (
        "это не игра: {text!r} (нужны уровень от 1 до 7 и масть или БК, например 3ч или 2бк)"),
    "vint.contract.level": "это не игра: {text!r} (уровень — от 1 до 7, например 3ч)",
    "vint.contract.strain": (
        "это не игра: {text!r} (масти — п, т, б, ч (или S, C, D, H), без козырей — БК (NT), "
        "например 3ч или 2бк)"),

    # notation.py: coronets (V6)
    "vint.coronet.hint": (
        "ИГРОК:МАСТЬ:N — коронка из N карт подряд от туза (Вера:ч:4 — туз, король, дама и валет "
        "червей), ИГРОК:тузы:N — три или четыре туза на руке (Вера:тузы:3)"),
    "vint.coronet.parts": "это не коронка: {text!r} (пишите ИГРОК:МАСТЬ:N или ИГРОК:тузы:N)",
    "vint.coronet.count": "это не коронка: {text!r} (в конце — число карт)",
    "vint.coronet.suit": "это не коронка: {text!r} (в середине — масть п, т, б, ч или «тузы»)",

    # a coronet on the sheet: "Vera ♥A-K-Q-J", "Vera 3 aces" (ranks: туз, король, дама, валет)
    "vint.coronet.aces": counted("n", one="{holder} {n} туз", few="{holder} {n} туза",
                                 many="{holder} {n} тузов"),
    "vint.coronet.sequence3": "{holder} {suit}Т-К-Д",
    "vint.coronet.sequence4": "{holder} {suit}Т-К-Д-В",
    "vint.coronet.sequence5": "{holder} {suit}Т-К-Д-В-10",
    "vint.coronet.sequence_long": "{holder} {suit}Т…{last}",
    "vint.coronet.sequence_short": "{holder} {suit}{cards}",

    # games/vint/scoring.py: checking a deal (V1, V2, V10, V13)
    "vint.deal.level": "уровень игры — от 1 до 7, а указано {level}",
    "vint.deal.level.hint": "игра — это от 1 до 7 леве, например 3ч",
    "vint.deal.min_level": (
        "самая низкая игра в наборе правил {preset} — {level}, а указано {contract}"),
    "vint.deal.min_level.hint": "здесь игры начинаются с уровня {level}",
    "vint.deal.tricks": "взяток может быть от 0 до 13, а указано {tricks}",
    "vint.deal.tricks.hint": "укажите, сколько взяток взяли назначившие: от 0 до 13",
    "vint.deal.discards": (
        "во взятки назначивших входят взятки из сноса ({discards}), так что их не меньше "
        "{discards}, а указано {tricks}"),
    "vint.deal.discards.hint": "считайте взятки из сноса во взятках назначивших",
    "vint.deal.honours_missing": (
        "не указаны онёры: сколько козырных онёров (Т К Д В 10 {suit}) держали {side}?"),
    "vint.deal.honours_missing.hint": (
        "добавьте --honours N (от 0 до 5): онёры считаются в каждой игре в масть"),
    "vint.deal.honours_range": "онёров может быть от 0 до 5, а указано {honours}",
    "vint.deal.honours_range.hint": "козырные Т К Д В 10 у назначивших: от 0 до 5",
    "vint.deal.honours_no_trump": (
        "в игре без козырей онёры не считаются, а указано {honours}: считаются только тузы"),
    "vint.deal.honours_no_trump.hint": "уберите --honours: игра без козырей",
    "vint.deal.aces_missing": "не указаны тузы: сколько тузов держали {side}?",
    "vint.deal.aces_missing.hint": "добавьте --aces N (от 0 до 4): тузы считаются в каждой сдаче",
    "vint.deal.aces_range": "тузов может быть от 0 до 4, а указано {aces}",
    "vint.deal.aces_range.hint": "тузы у назначивших: от 0 до 4",
    "vint.deal.honours_without_ace": (
        "{side} не могут держать все пять онёров без туза: козырной туз — и онёр, и туз"),
    "vint.deal.revokes": counted("n", one="{n} ренонс в одной сдаче, а взяток всего 13",
                                 few="{n} ренонса в одной сдаче, а взяток всего 13",
                                 many="{n} ренонсов в одной сдаче, а взяток всего 13"),
    "vint.deal.revokes.hint": "называйте сторону, сделавшую ренонс, по разу на каждый ренонс",

    # games/vint/scoring.py: coronets against the cards (V2, V6)
    "vint.coronet.length": "коронка — от 3 до 13 карт подряд от туза, а указано «{shown}»",
    "vint.coronet.suit_twice": "две коронки в {suit}: туз в масти один («{shown}»)",
    "vint.coronet.honours": counted(
        "needed", one="в коронке «{shown}» {needed} козырной онёр, а {side} держали только {held}",
        few="в коронке «{shown}» {needed} козырных онёра, а {side} держали только {held}",
        many="в коронке «{shown}» {needed} козырных онёров, а {side} держали только {held}"),
    "vint.coronet.aces_length": "коронка из тузов — это 3 или 4 туза, а указано «{shown}»",
    "vint.coronet.two_aces": (
        "у игрока {holder} две коронки из тузов: на одной руке не больше четырёх тузов"),
    "vint.coronet.cards": counted(
        "cards", one="коронкам игрока {holder} нужна {cards} карта, а на руке их 13",
        few="коронкам игрока {holder} нужно {cards} карты, а на руке их 13",
        many="коронкам игрока {holder} нужно {cards} карт, а на руке их 13"),
    "vint.coronet.side_aces": counted(
        "needed", one="для коронок стороны {side} нужен {needed} туз, а у неё всего {held}",
        few="для коронок стороны {side} нужно {needed} туза, а у неё всего {held}",
        many="для коронок стороны {side} нужно {needed} тузов, а у неё всего {held}"),

    # games/vint/scoring.py: all-passes (V9) and adjustments (V10)
    "vint.pass.play": (
        "в этой записи распасовки играются: укажите, какая сторона сколько взяток взяла"),
    "vint.pass.play.hint": "vint pass ИГРОК ВЗЯТКИ, например vint pass Анна 8",
    "vint.pass.not_played": (
        "в этой записи распасовка не играется, и взяток в ней нет (all_pass = {value!r})"),
    "vint.pass.not_played.hint": "vint pass",

    # Entry details: the short explanations beside an amount on the sheet
    "vint.detail.down": "без {n}",

    # undertricks as counted down: "без одной", "без двух", …
    "vint.down.1": "одной",
    "vint.down.2": "двух",
    "vint.down.3": "трёх",
    "vint.down.4": "четырёх",
    "vint.down.5": "пяти",
    "vint.down.6": "шести",
    "vint.down.7": "семи",
    "vint.down.8": "восьми",
    "vint.down.9": "девяти",
    "vint.down.10": "десяти",
    "vint.down.11": "одиннадцати",
    "vint.down.12": "двенадцати",
    "vint.down.13": "тринадцати",
    "vint.detail.over": counted("n", one="{n} взятка сверх", few="{n} взятки сверх",
                                many="{n} взяток сверх"),
    "vint.detail.short": counted("n", one="недостача — {n} взятка", few="недостача — {n} взятки",
                                 many="недостача — {n} взяток"),
    "vint.detail.small": "малый",
    "vint.detail.grand": "большой",
    "vint.detail.honours": counted("n", one="{n} онёр", few="{n} онёра", many="{n} онёров"),
    "vint.detail.aces": counted("n", one="{n} туз", few="{n} туза", many="{n} тузов"),
    "vint.detail.aces_odd_trick": "2 туза, большинство взяток",
    "vint.detail.tricks": counted("n", one="{n} взятка", few="{n} взятки", many="{n} взяток"),
    "vint.detail.misdeal": "сдатчик {player}, 14 карт",
    "vint.detail.game": "партия {game}",
    "vint.detail.x": counted("n", one="{n} крестик", few="{n} крестика", many="{n} крестиков"),

    # games/vint/presets.py: presets and options (V13)
    "vint.preset.unknown": "нет набора правил {name!r}",
    "vint.preset.unknown.hint": "наборы правил: {names}",
    "vint.option.unknown": "нет правила {option!r}",
    "vint.option.unknown.hint": "правила: {names}",
    "vint.option.bool": "правило {option} — true или false, а указано {value!r}",
    "vint.option.int": "правило {option} — целое число, а указано {value!r}",
    "vint.option.range": "правило {option} — от {low} до {high}, а указано {value}",
    "vint.option.choice": "правило {option} — одно из: {choices}, а указано {value!r}",
    "vint.override.unreadable": "это не изменение правила: {text!r}",
    "vint.override.unreadable.hint": "пишите КЛЮЧ=ЗНАЧЕНИЕ, например --rule game_bonus=1000",
    "vint.override.example": "например --rule {option}={value}",

    # sheet.py: partners at each table (V12)
    "vint.partner.not_here": (
        "--partner — только для индивидуальной записи; здесь партнёры те, что в роббере"),
    "vint.partner.not_here.hint": "уберите --partner",
    "vint.partner.dummy": "при раздельной записи партнёр назначившего — болван",
    "vint.partner.missing": (
        "при индивидуальной записи в каждой сдаче называют партнёра назначившего"),
    "vint.partner.missing.hint": "добавьте --partner ИГРОК",
    "vint.partner.self": "{player} не может быть партнёром самому себе",
    "vint.partner.self.hint": "в --partner назовите другого игрока",

    # sheet.py: who plays the rubber (V2, V12)
    "vint.pass.play_sides": (
        "чтобы играть распасовку, нужны две постоянные стороны, а здесь у каждого игрока своя "
        "графа"),
    "vint.pass.play_sides.hint": "all_pass = x или revolving",

    # V13: a switch of rules (vint rescore --write)
    "vint.rules.switch.replaced": "правила сменены на {preset} (в силе более поздняя смена)",

    # ========================================================================================
    # Messages of the sheet, the log, the settlement and the rotation (games/vint/report.py, render.py, view.py).
    # ========================================================================================

    # games/vint/report.py: the log's words for events, and what they wrote
    "vint.report.rules_modified": "{preset}, с изменениями: {changes}",
    "vint.report.list": ", ",
    "vint.report.against": " — ",
    "vint.report.deal": "сдача {parts}",
    "vint.report.deal.head": counted("tricks", one="{contract}, играет {declarer}, {tricks} взятка",
                                     few="{contract}, играет {declarer}, {tricks} взятки",
                                     many="{contract}, играет {declarer}, {tricks} взяток"),
    "vint.report.deal.honours": "онёров: {n}",
    "vint.report.deal.aces": "тузов: {n}",
    "vint.report.deal.partner": "партнёр {player}",
    "vint.report.deal.coronet": "коронка {coronet}",
    "vint.report.deal.revoke": "ренонс {player}",
    "vint.report.deal.first": "первой набрала сторона {player}",
    "vint.report.pass": "все пас (крестик)",
    "vint.report.pass.played": counted(
        "tricks", one="распасовка сыграна: сторона {player} взяла {tricks} взятку",
        few="распасовка сыграна: сторона {player} взяла {tricks} взятки",
        many="распасовка сыграна: сторона {player} взяла {tricks} взяток"),
    "vint.report.adjust.above": "поправка {amount} над чертой, сторона {player}: {reason}",
    "vint.report.adjust.below": "поправка {amount} под чертой, сторона {player}: {reason}",
    "vint.report.misdeal": "пересдача: у сдатчика ({player}) оказалось 14 карт",
    "vint.report.seat": "места: {parts}",
    "vint.report.rules_switch": "правила: {preset}",
    "vint.report.seat.pairs": "следующий роббер {pairs}",
    "vint.report.seat.replace": "замена: {old} → {new}",
    "vint.report.seat.join": "{player} садится за стол",
    "vint.report.seat.leave": "{player} уходит",
    "vint.report.x_written": "крестик в роббере {rubber} (V9)",
    "vint.report.won_game": "Партия {game} выиграна: {side} (по партиям {score}).",
    "vint.report.won_rubber": "Роббер {rubber} выигран: {side}.",
    "vint.report.made": "сыграна",
    "vint.report.lineup": "Роббер {rubber}: {sides}.",
    "vint.report.lineup.out.one": "Роббер {rubber}: {sides}; отдыхает {out}.",
    "vint.report.lineup.out.many": "Роббер {rubber}: {sides}; отдыхают {out}.",
    "vint.report.lineup.columns": "Роббер {rubber}: {players}, у каждого своя графа.",
    "vint.report.text.below": "{amount} под чертой",
    "vint.report.text.below_adjustment": "{amount} под чертой ({reason}: {detail})",
    "vint.report.text.detail": "{amount} {reason} ({detail})",

    # the sheet's reasons (vint sheet --json keeps their English codes: docs/contract.md, "JSON output")
    "vint.report.reason.tricks": "взятки",
    "vint.report.reason.honours": "онёры",
    "vint.report.reason.coronet": "коронка",
    "vint.report.reason.undertricks": "штраф",
    "vint.report.reason.overtricks": "перебор",
    "vint.report.reason.revoke": "ренонс",
    "vint.report.reason.slam": "шлем",
    "vint.report.reason.bid_slam": "назначенный шлем",
    "vint.report.reason.failed_slam": "несыгранный шлем",
    "vint.report.reason.game": "партия",
    "vint.report.reason.rubber": "роббер",
    "vint.report.reason.x": "крестики",
    "vint.report.reason.misdeal": "пересдача",
    "vint.report.reason.adjustment": "поправка",
    "vint.report.reason.all_pass_play": "игра на распасовке",

    # a reason with its detail, beside an amount on the sheet
    "vint.report.label.slam.detail": "{detail} шлем",
    "vint.report.label.bid_slam.detail": "назначенный {detail} шлем",
    "vint.report.label.failed_slam.detail": "несыгранный {detail} шлем",
    "vint.report.label.x.detail": "за крестики ({detail})",
    "vint.report.label.undertricks.detail": "штраф, {detail}",
    "vint.report.label.overtricks.detail": "перебор, {detail}",
    "vint.report.label.adjustment.detail": "поправка: {detail}",
    "vint.report.label.rubber.detail": "роббер: {detail}",
    "vint.report.label.honours.detail": "онёры: {detail}",
    "vint.report.label.coronet.detail": "коронка: {detail}",
    "vint.report.label.revoke.detail": "ренонс: {detail}",
    "vint.report.label.misdeal.detail": "пересдача: {detail}",
    "vint.report.label.all_pass_play.detail": "игра на распасовке: {detail}",

    # games/vint/render.py: the sheet
    "vint.render.no_deals": "Сдач ещё нет. Запишите первую, например: vint deal 2ч {player} 8 -h 3 -a 2",
    "vint.render.earlier": "Прежние робберы (vint sheet --all покажет их целиком, --rubber N — один):",
    "vint.render.earlier.settled": "  1–{last}: итоги — в «vint settle»",
    "vint.render.rubber": "Роббер {number}",
    "vint.render.and": " и ",
    "vint.render.unfinished": "не окончен",
    "vint.render.out": "отдыхают: {players}",
    "vint.render.nothing_above": "(над чертой пока пусто)",
    "vint.render.above": "над чертой",
    "vint.render.below": "под чертой",
    "vint.render.game_mark": "─── партия {game} ───",
    "vint.render.nothing_below": "партия {game}: под чертой пока пусто",
    "vint.render.games": "партии",
    "vint.render.total": "итого",
    "vint.render.result": "результат",  # V11: «результат игрока»; «итого» is the row above
    "vint.render.so_far": "сейчас",

    # the compact sheet's short labels (narrow screens)
    "vint.render.short.tricks": "взятки",
    "vint.render.short.honours": "онёры",
    "vint.render.short.coronet": "коронка",
    "vint.render.short.undertricks": "штраф",
    "vint.render.short.overtricks": "перебор",
    "vint.render.short.revoke": "ренонс",
    "vint.render.short.slam": "шлем",
    "vint.render.short.bid_slam": "назн. шлем",
    "vint.render.short.failed_slam": "несыгр. шлем",
    "vint.render.short.slam.detail": "{detail} шлем",
    "vint.render.short.bid_slam.detail": "назн. {detail} шлем",
    "vint.render.short.failed_slam.detail": "несыгр. {detail} шлем",
    "vint.render.short.game": "партия",
    "vint.render.short.rubber": "роббер",
    "vint.render.short.x": "×",
    "vint.render.short.misdeal": "пересдача",
    "vint.render.short.adjustment": "попр.",
    "vint.render.short.all_pass_play": "распас.",

    # the settlement
    "vint.render.unfinished_note": (
        "* роббер не окончен: расчёт по записанному, без премий за роббер и за крестики (V11)."),
    "vint.render.score": "{totals} (партии {games})",
    "vint.render.score_head": "счёт",
    "vint.render.settlement": "Расчёт",
    "vint.render.settlement.line": "Роббер {number}{mark}: {sides}, {score}: {results}",
    "vint.render.points": "очки",
    "vint.render.money": "деньги",
    "vint.render.stake": "по {stake} за сотню",
    "vint.render.col.rubber": "роббер",
    "vint.render.col.player": "игрок",
    "vint.render.col.points": "очки",
    "vint.render.col.money": "деньги по {stake} за сотню",

    # the rotation
    "vint.render.rotation": "Очерёдность · {table} · по старшинству карт: {players}",
    "vint.render.table.pairs": "пары",
    "vint.render.table.dummy": "с болваном",
    "vint.render.table.separate": "раздельная запись",
    "vint.render.table.two": "вдвоём",
    "vint.render.table.individual": "каждый за себя",
    "vint.render.col.columns": "графы",
    "vint.render.col.partners": "пары",
    "vint.render.col.out": "отдыхают",
    "vint.render.status.done": "сыгран",
    "vint.render.status.playing": "играется",
    "vint.render.status.next": "следующий",
    "vint.render.status.planned": "впереди",
    "vint.render.running": (
        "Итоги: +Р выигравшим, −Р проигравшим, 0 отдыхавшим; Р — разница роббера: итог "
        "выигравших минус итог проигравших (V11, V12)"),
    "vint.render.running.individual": "Итоги: каждый против каждого (V11)",

    # ========================================================================================
    # Messages of the session files (vintscore/storage/).
    # ========================================================================================

    # Kinds of event: "belongs to a deal or a pass, not to an adjustment" (Russian: genitive)
    "vint.storage.kind.misdeal": "пересдачи",

    # Where a key is
    "vint.storage.place.misdeal": "в пересдаче",

    # The file as a whole

    # Players

    # Rules
    "vint.storage.rules.missing.hint": (
        'добавьте таблицу [rules] с preset = "classic" (правила, которые не записаны, берутся из '
        "набора)"),
    "vint.storage.rules.not_table.hint": (
        'напишите [rules] отдельной строкой, а под ней preset = "classic"'),

    # Events
    "vint.storage.deal.contract.hint": 'напишите contract = "3H": уровень от 1 до 7 и S, C, D, H или NT',
    "vint.storage.deal.coronets.hint": (
        'напишите coronets = ["Vera:H:4"] (ИГРОК:МАСТЬ:N) или ["Vera:aces:3"]'),

    # ========================================================================================
    # Messages of the commands for after the game (cli/after.py): export, stats, rescore.
    # ========================================================================================
    "vint.cli.help.rescore.rules": (
        "Набор правил: classic, 1886, purchase, double-purchase, nut, double-entry, vitalin."),
    "vint.cli.help.rescore.rule": "Изменить одно правило набора (V13); можно повторять.",
    "vint.cli.help.rescore.write": "Перевести запись на эти правила (undo вернёт).",
    "vint.cli.rescore.title": "Подсчёт по правилам {now} и {then}:",
    "vint.cli.rescore.col.player": "игрок",
    "vint.cli.rescore.col.now": "сейчас",
    "vint.cli.rescore.col.then": "{preset}",
    "vint.cli.rescore.col.change": "разница",
    "vint.cli.rescore.col.money_now": "деньги сейчас",
    "vint.cli.rescore.col.money_then": "деньги, {preset}",
    "vint.cli.rescore.rubbers_now": counted("count", one="По нынешним правилам — {count} роббер: {rubbers}",
                                            few="По нынешним правилам — {count} роббера: {rubbers}",
                                            many="По нынешним правилам — {count} робберов: {rubbers}"),
    "vint.cli.rescore.rubbers_then": counted("count", one="По другим правилам — {count} роббер: {rubbers}",
                                             few="По другим правилам — {count} роббера: {rubbers}",
                                             many="По другим правилам — {count} робберов: {rubbers}"),
    "vint.cli.rescore.written": "Запись теперь считается по правилам {preset}; «vint undo» вернёт.",

    # ========================================================================================
    # Messages of `vint play`, the deal-by-deal mode (cli/play/).
    # ========================================================================================

    # первый экран: ниже спрашивают игру, а не команду
    "vint.play.no_deals": "Сдач ещё нет: ответьте на вопросы ниже, начиная с игры (например, 2ч).",
    "vint.play.ask.contract": "Игра (например 3ч, 2бк)",
    "vint.play.ask.partner": "Партнёр назначившего",
    "vint.play.ask.tricks": "Сколько взяток взяли назначившие (0–13)",
    "vint.play.ask.honours": "Сколько козырных онёров ({strain}) у стороны {side} (0–5)",
    "vint.play.ask.aces": "Сколько тузов у стороны {side} (0–4)",
    "vint.play.ask.coronets": "Коронки, например Вера:ч:4 Борис:тузы:3 (пусто — нет)",
    "vint.play.ask.revokes": "Ренонсы: на каждый — игрок провинившейся стороны (пусто — не было)",
    "vint.play.ask.first": "Обе стороны набрали {target}: игрок стороны, набравшей первой",

    # games/vint/forms.py
    "vint.cli.deal.tricks": "укажите, сколько взяток взяли назначившие",
    "vint.cli.deal.tricks.hint": "vint deal 3ч Аня 9",

    # ========================================================================================
    # Messages of `vint stats` (cli/stats.py, services/stats.py, games/*/stats.py): help, refusals, the tables' words.
    # ========================================================================================

    # What it prints
    "vint.cli.help.stats.figures": (
        "Записи винта, для каждого игрока и каждой пары: вечера, сыгранные, выигранные и "
        "проигранные робберы, очки, деньги, очки на роббер, заявленные и сыгранные игры, "
        "лучший и худший вечер. Вечер — это одна запись. Сыгранные робберы — те, в которых игрок сидел за "
        "столом (отдыхавший не играл); у пары — те, в которых двое были партнёрами. Выигран или "
        "проигран: сторона игрока выиграла или проиграла законченный роббер; незаконченный "
        "роббер считается сыгранным, но ни выигранным, ни проигранным. Очки — расчёт (V11), "
        "сложенный по вечерам; деньги — очки × ставка того вечера / 100, сложенные, точно; очки "
        "пары — то, что каждый партнёр выиграл в робберах, сыгранных вместе. На роббер: очки / "
        "сыгранные робберы. Заявлено: сдачи (не вычеркнутые), в которых игрок заявил игру (рука "
        "болвана засчитывается тому, кто ею играет), сыграно: те, за которые на листе нет "
        "штрафа за недобор (взято 6 + уровень взяток после ренонсов); пара считает сдачи, "
        "заявленные любым из партнёров, пока они партнёры. Лучший и худший вечер: больше и "
        "меньше всего очков среди вечеров, когда был сыгран роббер."),
    "vint.stats.heading": counted("count", one="{count} вечер, с {first} по {last}",
                                  few="{count} вечера, с {first} по {last}",
                                  many="{count} вечеров, с {first} по {last}"),
    "vint.stats.heading.one": counted("count", one="{count} вечер, {first}",
                                      few="{count} вечера, {first}", many="{count} вечеров, {first}"),
    "vint.stats.players": "Игроки",
    "vint.stats.partnerships": "Пары",
    "vint.stats.evenings_title": "Лучший и худший вечер",
    "vint.stats.col.partnership": "Пара",
    "vint.stats.col.evenings": "Вечеров",
    "vint.stats.col.played": "Робберов",
    "vint.stats.col.won": "Выиграно",
    "vint.stats.col.lost": "Проиграно",
    "vint.stats.col.points": "Очки",
    "vint.stats.col.money": "Деньги",
    "vint.stats.col.average": "На\nроббер",
    "vint.stats.col.declared": "Заявлено",
    "vint.stats.col.made": "Сыграно",
    "vint.stats.col.best": "Лучший вечер",
    "vint.stats.col.worst": "Худший вечер",
    "vint.stats.evening": "{session} ({date}) {points}",
    "vint.stats.unfinished_note": (
        "Робберов: сыграно. Выиграно и проиграно: только законченные робберы; незаконченный "
        "роббер считается сыгранным, но не выигранным и не проигранным."),

    # ========================================================================================
    # Messages of the exports (formats.py, games/*/export.py).
    # ========================================================================================
    "vint.export.table": "Стол",
    "vint.export.table.rotation": counted("count", one="{table}, очерёдность {count} игрока",
                                          few="{table}, очерёдность {count} игроков",
                                          many="{table}, очерёдность {count} игроков"),
    "vint.export.stake": "Ставка за сотню",
    "vint.export.by_rubber": "По робберам",
    "vint.export.sat_out": "отдыхал",
    "vint.export.game_won": "партия {game}",
    "vint.export.chart": "Очки по ходу вечера",
    "vint.export.chart.start": "начало",
    "vint.export.chart.events": "записи по порядку",
    "vint.export.csv.rubber": "Роббер",
    "vint.export.csv.kind": "Вид",
    "vint.export.csv.column": "Сторона",
    "vint.export.csv.where": "Где",
    "vint.export.csv.above": "над чертой",
    "vint.export.csv.below": "под чертой",
    "vint.export.csv.amount": "Очки",
    "vint.export.csv.reason": "За что",
    "vint.export.csv.finished": "Окончен",
    "vint.export.csv.games": "Партии",
    "vint.export.csv.total": "Итого",
    "vint.export.csv.result": "Итог",
    "vint.export.csv.points": "Очки",
    "vint.export.csv.money": "Деньги по {stake} за сотню",

    # -- issue 13: play
    # `vint play` (cli/play/, games/<game>/questions.py, the views' writes/playing/coming).
    "vint.play.edit.x": "запись {number} — распасовка (крестик): в ней нечего исправлять",
    "vint.play.edit.x.hint": (
        "вычеркнуть {number} уберёт её из счёта; затем введите сдачу, которая была на самом деле"),
    "vint.play.said.below": "под чертой",
    "vint.play.said.above": "над чертой",
    "vint.play.ask.pass_player": (
        "Распасовка сыграна: игрок стороны, чьи взятки вы назовёте ({players})"),
    "vint.play.ask.pass_tricks": "Взяток у стороны {player} (0-13)",
    "vint.play.ask.adjust_player": "Поправка стороне игрока ({players})",
    "vint.play.ask.amount": "Очки (с минусом — списать)",
    "vint.play.ask.below": "Над чертой или под? (под чертой идёт в партию)",
    "vint.play.ask.misdeal": "Сдатчик, у которого оказалось 14 карт ({players})",
    "vint.play.below_what": "ответьте «над» или «под» (чертой), а не {text!r}",
    "vint.play.word.below": "под",
    "vint.play.word.above": "над",
    "vint.play.rubber.now": "Сейчас играют — {lineup}",

    # -- issue 13: check and small cases

    # games/vint/render.py, view.py: `vint rotation` и конец роббера
    "vint.render.replanned": (
        "Очерёдность составлена заново ({changes}): первыми отдыхают те, кто отдыхал меньше "
        "(из равных — кто дольше играл без отдыха), а пары не повторяются, пока возможна "
        "новая (V12)."),
    "vint.render.leaving.one": "После роббера {rubber} из-за стола уходит {players}.",
    "vint.render.leaving.many": "После роббера {rubber} из-за стола уходят {players}.",
    "vint.cli.left.one": "  Из-за стола уходит {players}, как было объявлено.",
    "vint.cli.left.many": "  Из-за стола уходят {players}, как было объявлено.",

    # games/vint/codec.py: `plan` в пересадке

    # games/vint/report.py, render.py, view.py: журнал, лист, строка после записи
    "vint.report.dealer_named": ", сдающий: {player}",
    "vint.report.misdeal.dealer": "пересдача: у сдатчика оказалось 14 карт",

    # узкий журнал: что запись внесла (стрелка значит только «кому»: висты, платежи)
    "vint.cli.first_dealer": "  Первую сдачу сдаёт {dealer}.",
    "vint.render.first_dealer": "Роббер {rubber}: первую сдачу сдаёт {dealer}.",
    "vint.cli.dealt": "  сдающий: {dealer}",
    "vint.cli.misdeal_keeps": "  после пересдачи очередь не переходит",

    # V8: --first там, где он ничего не решил; файл его хранит — на случай правки
    "vint.cli.first_unneeded": (
        "  --first {player} не понадобился: он нужен, только когда {target} в одной сдаче "
        "набирают обе стороны. Он сохранён и будет учтён, если после правки наберут обе (V8)."),
    "vint.cli.next_dealer": "Следующая сдача: сдаёт {dealer}.",
    "vint.play.rubber.new.dealer": "Новый роббер — {lineup} Первую сдачу сдаёт {dealer}.",

    # games/vint/forms.py: `vint misdeal PLAYER --dealer P`
    "vint.cli.misdeal.two": (
        "ИГРОК {player} и --dealer {dealer} называют двух сдатчиков, а у пересдачи он один"),
    "vint.cli.misdeal.two.hint": "назовите сдатчика с 14 картами один раз: vint misdeal ИГРОК",

    # cli/record.py, journal.py: справка
    "vint.cli.help.deal.dealer": (
        "Кто сдавал эту руку, если сдавал не тот, чья была очередь; дальше сдача идёт от него."),
    "vint.cli.help.pass.dealer": (
        "Кто сдавал эту руку, если сдавал не тот, чья была очередь; дальше сдача идёт от него."),
    "vint.cli.help.misdeal.who": (
        "Сдатчик, у которого оказалось 14 карт; по умолчанию — тот, кто сдавал текущую руку."),
    "vint.cli.help.misdeal.dealer": "То же, что ИГРОК: сдатчик, у которого оказалось 14 карт.",
    "vint.cli.help.edit.dealer": (
        "Сдача, распасовка: кто сдавал (дальше сдача идёт от него); пересдача: сдатчик, у "
        "которого оказалось 14 карт."),
    "vint.cli.help.edit.no_dealer": "Сдача, распасовка: забыть --dealer (сдаёт тот, чья очередь).",

    # -- issue 14: width
    # games/vint/render.py: имена в расчёте, сокращённые, чтобы уместиться в 80 колонок
    "vint.render.short_names": "Имена сокращены: {names}.",
    "vint.render.short_name": "{short} — {name}",

    # games/vint/sheet.py, render.py: запись объясняет себя
    "vint.render.slam_by_revoke": "{label} ({played} взяток + {given} за ренонс)",
    "vint.render.won.ahead": "роббер взяли {sides}, {games}; по очкам они в плюсе на {points}",
    "vint.render.won.behind": "роббер взяли {sides}, {games}; по очкам они в минусе на {points}",
    "vint.render.won.even": "роббер взяли {sides}, {games}; по очкам ничья",
    "vint.render.short.capped": "урезано",

    # V12: уступивший место пропускает остаток роббера и играет дальше; имена — в именительном
    "vint.render.seat_change": "─ {old} уступает место, садится {new} ─",

    # games/vint/forms.py: «vint edit N» без изменений, N — все пас
    "vint.cli.edit.nothing.pass": "запись {number} — все пас: не указано, что в ней изменить",
    "vint.cli.edit.nothing.pass.hint": (
        "у такой записи есть только примечание (а если распасовку играют — ещё кто сколько "
        "взял): vint edit {number} --note ТЕКСТ; вычеркнуть его: vint void {number}"),

    # games/vint/notation.py: игры и коронки так, как их читают и набирают по-русски
    "vint.coronet.key": "{part}:",
    "vint.coronet.typed": "{holder}:{suit}:{n}",
    "vint.coronet.aces.typed": "тузы",
    "vint.space": "{a} {b}",

    # games/vint/presets.py: названия наборов правил по-русски (V13); в файле — ключ
    "vint.preset.name.classic": "«классика»",
    "vint.preset.name.1886": "«1886»",
    "vint.preset.name.purchase": "«с прикупом»",
    "vint.preset.name.double-purchase": "«с двойным прикупом»",
    "vint.preset.name.nut": "«с гайкой»",
    "vint.preset.name.double-entry": "«двойная запись»",
    "vint.preset.name.vitalin": "«виталин»",

    # games/vint/render.py, export.py: крестик за все пас в заголовке роббера
    "vint.render.x_mark": "×",

    # games/vint/export.py: вид записи в графе CSV
    "vint.export.csv.kind.deal": "сдача",
    "vint.export.csv.kind.pass": "все пас",
    "vint.export.csv.kind.adjust": "поправка",
    "vint.export.csv.kind.misdeal": "пересдача",
    "vint.export.csv.kind.seat": "пересадка",
    "vint.export.csv.kind.rules": "смена правил",

    # issue 14: the editor's last rows
    "vint.comma": "{a}, {b}",

    # issue 35: Vint's own words for what every game says (glossary.own; the declarer)
    "vint.play.ask.declarer": "Кто назначил игру ({players})",
    "vint.cli.help.edit.declarer": "Сдача: назначивший игру.",
    "vint.storage.kind.pass": "распасовки",
    "vint.storage.place.pass": "в распасовке",
    "vint.play.passed": "Распасовка, сохранена как запись {number}.",
    "vint.play.what.pass": "вводимая распасовка ({what})",
    "vint.play.what.pass.empty": "вводимая распасовка",
    "vint.play.start.pass": "ввести распасовку",
    "vint.play.help.pass": (
        "  пас — распасовка (если сдача уже вводится, спросит: вместо неё или перед ней)"),
    "vint.play.pass.which": "пас: записать распасовку —",
    "vint.play.pass.before": "сначала распасовку: {what} подождёт и вернётся",
    "vint.serve.form.kind.pass": "Распасовка",
    "vint.serve.form.all_pass": "Распасовка",

    # issue 35: the pass-out in Vint's words where a revision or a refusal names it
    "vint.cli.command.all-pass": "распасовка",
    "vint.cli.verb.all_pass": "распасовка не записана",
    "vint.cli.verb.all_pass.again": "запись распасовки",
    "vint.cli.help.deal": (
        "Записать сыгранную сдачу.\n\nПоказывает, что и кому записано, затем лист роббера."),
}
