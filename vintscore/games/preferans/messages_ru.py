"""Сообщения преферанса по-русски (ключи `preferans.…`; словарь находит их по ключу)."""
from __future__ import annotations

from ...glossary import Counted, Sentence, counted

MESSAGES: dict[str, str | Counted | Sentence] = {
    "preferans.name": "преферанс",
    "preferans.played": "пуль",
    "preferans.session": "пуля преферанса",
    "preferans.cli.help.new.pool": "Преферанс: до скольких пишется пуля каждого (P11), например 20.",
    "preferans.cli.help.new.presets": (
        "сочинка, ленинградка, ростовка — или sochi, leningrad, rostov"),
    "preferans.cli.help.new.stake": "Ставка: деньги за вист.",
    "preferans.cli.help.edit.stake": "Без N: ставка вечера, деньги за вист.",
    "preferans.cli.help.deal.declarer": "Играющий (имя или его первые буквы).",
    "preferans.cli.help.deal.contract": "Игра: 6п, 7♥, 8БК, мизер, … (по-латински тоже можно: 6S, 8NT)",
    "preferans.cli.help.deal.tricks": (
        "Взятки играющего, 0–10; не указываются, если игра не разыгрывалась: оба спасовали, полвиста или «без трёх»."),
    "preferans.cli.help.pass.player": "Взятки каждого на распасах: Аня=2,Борис=4,Вера=4.",
    "preferans.cli.help.pass.tricks": "В пуле не нужно: взятки каждого пишутся в первом аргументе.",
    "preferans.cli.help.adjust.player": "Игрок, чьи пуля, гора или висты поправляются.",
    "preferans.cli.help.adjust.amount": "В пуле не нужно: укажите --pool, --mountain или --vists-on.",
    "preferans.cli.help.edit.tricks": "Сдача: взятки играющего.",
    "preferans.cli.help.edit.player": "Запись вручную: игрок.",
    "preferans.cli.help.deal.whist": (
        "Вистующий, со взятками, если вистовали оба (Борис=3); повторите для второго."),
    "preferans.cli.help.deal.pass": "Спасовавший.",
    "preferans.cli.help.deal.half": "Сказавший «полвиста» (на 6 или 7, P4).",
    "preferans.cli.help.deal.without_three": "Играющий отказался от розыгрыша — «без трёх» (P6).",
    "preferans.cli.help.adjust.pool": "Очки в пулю игрока.",
    "preferans.cli.help.adjust.mountain": "Очки на гору игрока.",
    "preferans.cli.help.adjust.vists_on": (
        "Висты игрока на другого (Борис=20); повторите для нескольких."),
    "preferans.cli.help.edit.whist": "Сдача: вистующие, все заново (Борис=3).",
    "preferans.cli.help.edit.no_whists": "Сдача: без вистующих.",
    "preferans.cli.help.edit.pass": "Сдача: спасовавшие, все заново.",
    "preferans.cli.help.edit.no_passes": "Сдача: никто не пасовал.",
    "preferans.cli.help.edit.half": "Сдача: сказавший полвиста.",
    "preferans.cli.help.edit.no_half": "Сдача: без полвиста.",
    "preferans.cli.help.edit.without_three": "Сдача: «без трёх» или игра разыграна.",
    "preferans.cli.help.edit.each": "Распасы: взятки каждого, Аня=2,Борис=4,Вера=4.",
    "preferans.cli.help.edit.pool": "Запись вручную: очки в пулю.",
    "preferans.cli.help.edit.mountain": "Запись вручную: очки на гору.",
    "preferans.cli.help.edit.vists_on": "Запись вручную: висты, все заново (Борис=20).",
    "preferans.cli.help.edit.no_vists": "Запись вручную: без вистов.",
    "preferans.table": "преферанс",
    "preferans.players.hint": (
        "имена в порядке мест за столом, первый сдаёт первым, например --players "
        "Анна,Борис,Вера[,Глеб]"),
    "preferans.cli.expect.unreadable.hint": (
        "пишите ИГРОК=ВИСТЫ или N:ИГРОК=ВИСТЫ (после записи N), например Аня=-33.3 или 5:Аня=12"),
    "preferans.cli.expect.narrow": (
        "посмотрите записи с {low} по {number} («vint log») или сверьте числа с бумаги после "
        "одной из них: --expect N:ИГРОК=ВИСТЫ"),
    "preferans.level": "игра в преферансе — от 6 до 10 взяток, а не {level}",
    "preferans.level.hint": "например 6п, 7ч, 10бк или мизер",
    "preferans.twice": "один и тот же игрок назван дважды",
    "preferans.each_defender": "для каждого из противников играющего ({defenders}) укажите: вист, пас или полвиста",
    "preferans.each_defender.hint": "--whist ИГРОК[=ВЗЯТКИ] и --pass ИГРОК или --half ИГРОК",
    "preferans.without_three.alone": "«без трёх» — без взяток и без вистов",
    "preferans.without_three.misere": (
        "на мизере «без трёх» не объявляют: так отказываются только от игры на взятки (от 6 до 10)"),
    "preferans.without_three.hint": "vint deal ИГРА ИГРОК --without-three",
    "preferans.tricks": "взяток у играющего от 0 до 10, а не {got}",
    "preferans.tricks.hint": "укажите взятки играющего, от 0 до 10",
    "preferans.misere.whists": "на мизере не вистуют",
    "preferans.misere.hint": "vint deal мизер ИГРОК ВЗЯТКИ",
    "preferans.half": (
        "полвиста можно сказать только на шестерной или семерной игре и только после паса "
        "первого вистующего ({first}); здесь игра — {level}"),
    "preferans.half.hint": "--pass ПЕРВЫЙ --half ВТОРОЙ, на 6 или 7",
    "preferans.two_whisters.tricks": "когда вистуют оба, укажите взятки каждого",
    "preferans.two_whisters.hint": "--whist Борис=3 --whist Вера=1",
    "preferans.sum": "сумма взяток не равна 10: {declarer} + {defenders}",
    "preferans.sum.hint": "взятки играющего и вистующих вместе — 10",
    "preferans.pass.players": "на распасах укажите взятки каждого играющего в этой сдаче: {players}",
    "preferans.pass.sum": "взяток на распасах у каждого от 0 до 10, всего 10: {tricks}",
    "preferans.pass.hint": "vint pass Аня=2,Борис=4,Вера=4",
    "preferans.over": "пуля уже окончена: все пули закрыты",
    "preferans.dealer_out": "{dealer} сдаёт и не играет",
    "preferans.dealer_out.hint": "вчетвером сдающий не играет; сейчас играют {players}",
    "preferans.over.hint": "рассчитайтесь (vint settle) и начните новую запись",
    "preferans.surplus": "{player}: последние {points} списаны с горы — все пули закрыты",
    "preferans.helped": "помощь в пулю: {helper} → {helped}, {points}",
    "preferans.closed": "Пуля закрыта: можно рассчитываться.",
    "preferans.option.unknown": "нет правила преферанса {field!r}",
    "preferans.option.unknown.hint": "правила: {options}",
    "preferans.option.bool": "правило {field} — true или false, а не {value!r}",
    "preferans.option.int": "правило {field} — целое от {low} до {high}, а не {value!r}",
    "preferans.option.choice": "правило {field} — одно из: {choices}, а не {value!r}",
    "preferans.no_convention": "нет такой разновидности преферанса: «{name}»",
    "preferans.no_convention.hint": "разновидности: {names}",
    "preferans.contract.unreadable": "не игра преферанса: {text!r}",
    "preferans.contract.level": "не игра преферанса: {text!r} (от 6 до 10 взяток)",
    "preferans.contract.hint": (
        "уровень от 6 до 10 и масть (п, т, б, ч, БК) или мизер: 7ч, 10бк, 6п, мизер"),
    "preferans.storage.players": "в преферанс играют втроём или вчетвером, а не {count}",
    "preferans.storage.players.hint": 'пишите players = ["Аня", "Борис", "Вера"], первый сдаёт первым',
    "preferans.storage.rules.hint": (
        'добавьте таблицу [rules] с convention = "sochi" (не указанные правила берутся из '
        "разновидности: сочинки и т. д.)"),
    "preferans.storage.convention": "нет разновидности {value}",
    "preferans.storage.convention.hint": "разновидности: {names}",
    "preferans.storage.option.type": "[rules] {field}: не тот тип значения: {value}",
    "preferans.storage.named": "{field}: нужны имена, где надо — с =ВЗЯТКИ, а не {value}",
    "preferans.storage.named_vists": "{field}: нужны имена с =ВИСТЫ, а не {value}",
    "preferans.storage.named_vists.hint": 'например {field} = ["Борис=170"]',
    "preferans.storage.named.hint": 'например {field} = ["Борис=3", "Вера=1"]',
    "preferans.render.rules": "{convention}, до {target}",
    "preferans.cli.sessions.pulya": "преферанс, {convention}",
    "preferans.render.convention.sochi": "сочинка",
    "preferans.render.convention.leningrad": "ленинградка",
    "preferans.render.convention.rostov": "ростовка",
    "preferans.render.rules.modified": "{rules}, изменено: {changes}",
    "preferans.render.misere": "мизер",
    "preferans.render.deal.head": counted("tricks", one="{contract}, играет {declarer}, {tricks} взятка",
                               few="{contract}, играет {declarer}, {tricks} взятки",
                               many="{contract}, играет {declarer}, {tricks} взяток"),
    "preferans.render.deal.head.unplayed": "{contract}, играет {declarer}",
    "preferans.render.deal.without_three": "{contract}, играет {declarer}: без трёх",
    "preferans.render.deal.whist": "{player} — вист",
    "preferans.render.deal.whist.tricks": counted("tricks", one="{player} — вист, {tricks} взятка",
                                       few="{player} — вист, {tricks} взятки",
                                       many="{player} — вист, {tricks} взяток"),
    "preferans.render.deal.pass": "{player} — пас",
    "preferans.render.deal.pass.tricks": counted("tricks", one="{player} — пас, {tricks} взятка",
                                      few="{player} — пас, {tricks} взятки",
                                      many="{player} — пас, {tricks} взяток"),
    "preferans.render.deal.half": "{player} — полвиста",
    "preferans.render.pass": "распасы: {tricks}",
    "preferans.render.manual": "вручную, {player}: {parts} ({reason})",
    "preferans.render.manual.pool": "пуля {amount}",
    "preferans.render.manual.mountain": "гора {amount}",
    "preferans.render.manual.vists": "висты → {on}: {amount}",
    "preferans.render.wrote.pool": "{player}: пуля {amount}",
    "preferans.render.wrote.mountain": "{player}: гора {amount}",
    "preferans.render.wrote.vists": "{writer} → {on}: {amount}",
    "preferans.render.sheet.title": "Пуля — {rules}",
    "preferans.render.row.pool": "пуля (до {target})",
    "preferans.render.row.mountain": "гора",
    "preferans.render.row.vists_on": "висты → {player}",
    "preferans.render.row.result": "итог, висты",
    "preferans.render.rounded": "Висты округлены до целых так, чтобы сумма осталась нулевой (P10); точно: {exact}.",
    "preferans.render.help_mark": "* с помощью другого игрока.",
    "preferans.render.manual_mark": "† записано вручную.",
    "preferans.render.surplus_mark": (
        "‡ излишек закрытой пули, не понадобившийся для ещё открытых пуль, списан со своей горы."),
    "preferans.render.over": "Пуля закрыта: рассчитайтесь — vint settle.",
    "preferans.render.next": (
        "Следующая сдача: сдаёт {dealer}; следующие распасы — по {step} (распасов подряд: {series})."),
    "preferans.render.next.no_series": "Следующая сдача: сдаёт {dealer}.",
    "preferans.render.no_deals": "Сдач ещё нет: первым сдаёт {player}.",
    "preferans.render.col.money": "деньги по {stake} за вист",
    "preferans.render.col.dealer": "сдающий",
    "preferans.render.settle.rounded": (  # the money's rounding has its own line: settle.payments.rounded
        "Висты округлены до целых так, чтобы сумма осталась нулевой (P10); точные висты — "
        "в --json."),
    "preferans.render.settle.over": "Пуля закрыта.",
    "preferans.render.settle.open": "Пуля ещё не закрыта: расчёт по тому, что записано (P11).",
    "preferans.named_tricks": "{option}: ожидается ИМЯ=ВЗЯТКИ, а не «{text}»",
    "preferans.named_tricks.hint": "пишите взятки каждого как ИМЯ=ВЗЯТКИ, например Аня=2",
    "preferans.named_vists": "{option}: ожидается ИМЯ=ВИСТЫ, а не «{text}»",
    "preferans.named_vists.hint": "пишите {option} ИМЯ=ВИСТЫ, например {option} Борис=170",
    "preferans.named_tricks.optional.hint": (
        "пишите {option} ИМЯ или {option} ИМЯ=ВЗЯТКИ, например {option} Борис=3"),
    "preferans.tricks.missing": "для сыгранной игры нужны взятки играющего",
    "preferans.tricks.missing.hint": "vint deal 7ч Аня 6 --whist Борис=3 --whist Вера=1",
    "preferans.declarer_defends": "{player} играет эту сдачу и не может ещё вистовать или пасовать",
    "preferans.declarer_defends.hint": "против играющего: {players}",
    "preferans.self_vists": "{player} не может писать висты на себя",
    "preferans.self_vists.hint": "висты пишут на других: {players}",
    "preferans.manual.too_big": "запись вручную {amount} — больше, чем бывает в пуле",
    "preferans.manual.too_big.hint": "не больше {most} в любую сторону",
    "preferans.cli.check.fine.pulya": counted(
        "events",
        one="{path}: всё в порядке — {events} запись, игроки {players}, правила {rules}.",
        few="{path}: всё в порядке — {events} записи, игроки {players}, правила {rules}.",
        many="{path}: всё в порядке — {events} записей, игроки {players}, правила {rules}."),
    "preferans.cli.rule": "не правило: {text!r}",
    "preferans.cli.rule.hint": "--rule КЛЮЧ=ЗНАЧЕНИЕ, например --rule geometric=true",
    "preferans.cli.created": "Создана запись {path}: преферанс, {rules}, ставка {stake} за вист.",
    "preferans.cli.first_dealer": "{players}: первым сдаёт {dealer}.",
    "preferans.cli.first_dealer.four": (
        "{players}: первым сдаёт {dealer} и не играет; сдача идёт по часовой стрелке."),
    "preferans.cli.pass": "распасы в пуле: укажите взятки каждого",
    "preferans.cli.adjust.amount": "в пуле для записи вручную укажите, куда писать: --pool, --mountain или --vists-on",
    "preferans.cli.adjust.hint": (
        'vint adjust Аня --pool 10 --reason "с бумаги" (или --mountain N, --vists-on Борис=20)'),
    "preferans.cli.adjust.nothing": "в записи нет ни одного числа",
    "preferans.cli.edit.not_apply": "{option} не подходит к записи {number}",
    "preferans.cli.edit.hint": "к этой записи подходят: {options}",
    "preferans.cli.help.stats.figures": (
        "Записи преферанса (пули) считаются отдельно и только по игрокам (висты — не очки): "
        "сыгранные пули — те, в которых есть запись (сдача, распасы или запись вручную, не "
        "вычеркнутые), — и законченные (закрытые, P11); висты — расчёт каждой пули (P10), "
        "сложенный точно, на экране в целых вистах (половина — от нуля); деньги — деньги "
        "расчёта каждой пули, сложенные; висты на пулю; заявленные игры (мизер и «без трёх» "
        "тоже, распасы нет) и сыгранные (играющий взял не меньше заказанного, мизер без "
        "единой взятки, или игру не играли, потому что оба защитника спасовали или один "
        "спасовал, а другой сказал «полвиста»; «без трёх» всегда считается несыгранной); "
        "лучшая и худшая пуля."),
    "preferans.stats.title": counted("count", one="Преферанс: {count} пуля, с {first} по {last}",
                                few="Преферанс: {count} пули, с {first} по {last}",
                                many="Преферанс: {count} пуль, с {first} по {last}"),
    "preferans.stats.title.one": counted("count", one="Преферанс: {count} пуля, {first}",
                                    few="Преферанс: {count} пули, {first}",
                                    many="Преферанс: {count} пуль, {first}"),
    "preferans.stats.col.pulyas": "Пуль",
    "preferans.stats.col.finished": "Закрыто",
    "preferans.stats.col.vists": "Висты",
    "preferans.stats.col.money": "Деньги",
    "preferans.stats.col.average": "На\nпулю",
    "preferans.stats.col.declared": "Заявлено",
    "preferans.stats.col.made": "Сыграно",
    "preferans.stats.col.best": "Лучшая пуля",
    "preferans.stats.col.worst": "Худшая пуля",
    "preferans.stats.pulyas_title": "Лучшая и худшая пуля",
    "preferans.stats.pulya": "{session} ({date}) {vists}",
    "preferans.stats.note": (
        "Пуль: сыграно (есть запись). Закрыто: пуля закончена (P11). Висты: расчёт каждой пули "
        "(P10), сложенный точно, в целых вистах (половины округляются от нуля). Считается отдельно от "
        "винта: висты — не очки."),
    "preferans.export.game": "Игра",
    "preferans.export.preferans": "преферанс",
    "preferans.export.stake": "Ставка за вист",
    "preferans.export.rounded": (
        "Висты округлены до целых так, чтобы сумма осталась нулевой (P10); в столбце «точно» — "
        "точный итог."),
    "preferans.export.csv.over": "Пуля закрыта",
    "preferans.export.csv.vists": "Висты",
    "preferans.export.csv.exact": "Точно",
    "preferans.export.csv.money": "Деньги по {stake} за вист",
    "preferans.export.csv.pool": "Пуля",
    "preferans.export.csv.mountain": "Гора",
    "preferans.export.csv.vists_on": "Висты → {player}",
    "preferans.export.csv.dealer": "Сдающий",
    "preferans.export.csv.wrote": "Записано",
    "preferans.export.csv.void": "Вычеркнуто",
    "preferans.play.said.took": "{player} {tricks}",
    "preferans.play.word.whist": "вист",
    "preferans.play.word.pass": "пас",
    "preferans.play.word.half": "полвиста",
    "preferans.play.word.without_three": "без трёх",
    "preferans.play.ask.contract": "Игра (например 6п, 7бк, мизер; пас — распасы)",
    "preferans.play.ask.misere": "Взяток у игрока на мизере (0-10)",
    "preferans.play.ask.say": "{player}: вист или пас? (в/п)",
    "preferans.play.ask.say.half": "{player}: вист, пас или полвиста? (в/п/пв)",
    "preferans.play.ask.tricks": "Взяток у игрока {player} (0-10) или «без трёх»",
    "preferans.play.ask.took": "Взяток у игрока {player} (0-{high})",
    "preferans.play.ask.pass_took": "Распасы: взяток у игрока {player} (0-10)",
    "preferans.play.ask.manual_player": "Запись вручную для игрока ({players})",
    "preferans.play.ask.pool": "В пулю (0 — ничего)",
    "preferans.play.ask.mountain": "В гору (0 — ничего)",
    "preferans.play.ask.vists": "Висты на других, например Борис=10 (пусто — нет)",
    "preferans.play.note.say": "вист, пас (или полвиста) — ответ игрока {player}",
    "preferans.play.note.without_three": "«без трёх»: играющий сдал игру до розыгрыша (P6)",
    "preferans.play.say_what": "ответьте «вист» или «пас», а не {text!r}",
    "preferans.play.say_what.half": "ответьте «вист», «пас» или «полвиста», а не {text!r}",
    "preferans.play.sum": "взятки не складываются в 10: {tricks}",
    "preferans.play.rest.hint": (
        "у игрока {player} остальные взятки: {rest}; если ошибка в другом числе, ответьте н на "
        "«Записать?» и введите сдачу заново"),
    "preferans.play.deals": "Сдаёт {dealer} и не играет; играют {players}.",
    "preferans.passed.tricks": (
        "оба защитника спасовали, игра не разыгрывалась, и взяток в ней нет; указано "
        "{tricks}"),
    "preferans.passed.tricks.hint": "не указывайте взятки: vint deal 6S Анна --pass Борис --pass Вера",
    "preferans.half.tricks": "при полвисте игра не разыгрывается, и взяток в ней нет; указано {tricks}",
    "preferans.half.tricks.hint": "не указывайте взятки: vint deal 6S Анна --pass Борис --half Вера",
    "preferans.one_whister.sum": (
        "взятки не складываются в 10: {declarer} + {whister}; при одном вистующем все взятки "
        "защиты — вистующего (P5)"),
    "preferans.one_whister.hint": (
        "у вистующего 10 минус взятки играющего: {player}={defence}, или не указывайте их"),
    "preferans.passer.tricks": (
        "при одном вистующем все взятки защиты — вистующего (P5): у пасующего своих нет, а "
        "указано {player}={tricks}"),
    "preferans.passer.tricks.hint": "не указывайте взятки пасующего: --pass {player}",
    "preferans.misere.counts": (
        "на мизере считаются только взятки играющего (P8), а указано ещё {player}={tricks}"),
    "preferans.contract.misere.typed": "мизер",
    "preferans.drawn.pool": "пуля",
    "preferans.drawn.mountain": "гора",
    "preferans.drawn.vists_on": "висты → {player}",
    "preferans.drawn.centre": "пуля до",
    "preferans.drawn.title": "Пуля, как на бумаге: {players}; пуля до {target}",
    "preferans.closed.listed": "пуля закрыта",
    "preferans.render.settlement": "Расчёт",
    "preferans.render.col.player": "игрок",
    "preferans.render.col.vists": "висты",
    "preferans.render.col.exact": "точно",
    "preferans.export.pulya": "Пуля",
    # собственная справка команд в пуле (commands.py): справка винта говорит о хвалах и робберах
    "preferans.cli.help.pass": (
        "Записать распасы: взятки каждого игрока.\n\nP7: каждый пишет на гору свои взятки, "
        "умноженные на ступень (не взявший ни одной — в пулю); ступень растёт, пока распасы "
        "идут подряд."),
    "preferans.cli.help.adjust": (
        "Записать вручную в пулю, гору или висты игрока.\n\nПуля, перенесённая с бумаги, "
        "поправка; в пуле отмечается † (P12)."),
    "preferans.cli.help.sheet": (
        "Показать пулю, как на бумаге.\n\nP12: пуля, гора каждого игрока и висты, которые он "
        "написал на других, ступень распасов и расчёт на сейчас."),

    # issue 35: Preferans's own words for what every game says (glossary.own; the declarer)
    "preferans.play.ask.declarer": "Играющий ({players})",
    "preferans.cli.help.edit.declarer": "Сдача: играющий.",
    "preferans.storage.kind.pass": "распасов",
    "preferans.storage.place.pass": "в распасах",
    "preferans.play.passed": "Распасы, сохранены как запись {number}.",
    "preferans.play.what.pass": "вводимые распасы ({what})",
    "preferans.play.what.pass.empty": "вводимые распасы",
    "preferans.play.start.pass": "ввести распасы",
    "preferans.play.help.pass": (
        "  пас — распасы (если сдача уже вводится, спросит: вместо неё или перед ней)"),
    "preferans.play.pass.which": "пас: записать распасы —",
    "preferans.play.pass.before": "сначала распасы: {what} подождут и вернутся",
    "preferans.serve.form.kind.pass": "Распасы",
    "preferans.serve.form.all_pass": "Распасы",

    # issue 35: the pass-out in Preferans's words where a revision or a refusal names it
    "preferans.cli.command.all-pass": "распасы",
    "preferans.cli.verb.all_pass": "распасы не записаны",
    "preferans.cli.verb.all_pass.again": "запись распасов",
    "preferans.cli.help.deal": (
        "Записать сыгранную сдачу.\n\nПоказывает, что и кому записано, затем пулю."),
    "preferans.rating.unit.pulya": "пуля",
}
