"""Every message of vintscore in Russian, and Russian's plural rule.

The keys are the same in every language's module (messages_<lang>.py); a key's text is a
`str.format` template, or, where a number counts something, `counted(...)`/`sentence(...)`:
see vintscore/glossary/__init__.py.
"""
from __future__ import annotations

from . import Counted, Sentence, counted, sentence


def plural_category(n: int) -> str:
    """The CLDR cardinal category of the whole number n in Russian.

    one: 1, 21, 31, 101 (n % 10 = 1 but not 11); few: 2–4, 22–24, 102 (n % 10 in 2–4 but
    not 12–14); many: 0, 5–20, 25–30, 111 (the rest). CLDR's fourth, other, is for
    fractions, which no message counts.
    """
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "few"
    return "many"


CATEGORIES = ("one", "few", "many")

# A value shown as typed ({text!r}) is quoted «…», as Russian quotes, with its unsafe
# signs escaped as repr escapes them (review row 58).
QUOTES = ("«", "»")

MESSAGES: dict[str, str | Counted | Sentence] = {
    # ========================================================================================
    # Messages of the command line (vintscore/cli).
    #
    # `cli.help.*` is the help the commands show (`vint --help`, `vint deal --help`): the
    # commands' help is `cli.help.<command>`, and each argument or option names its key in
    # its declaration (help="@cli.help.…"); vintscore/cli/helptext.py puts them in place.
    # ========================================================================================

    # ---------------------------------------------------------------------------------
    # How errors are printed (common.py)
    "cli.error": "ошибка: {message}",
    "cli.error_at": "ошибка: {where}: {message}",
    "cli.hint": "подсказка: {hint}",
    # Typer's (Click's) usage errors, said like ours (cli/usage.py, show_click_error)
    "cli.aborted": "остановлено на вопросе: ничего не записано",
    "cli.usage.missing_argument": "не хватает аргумента {name}",
    "cli.usage.missing_option": "не указан параметр {name}",
    "cli.usage.not_a_number": "{name} — число, а не {value}",
    "cli.usage.bad_value": "недопустимое значение {name}: {detail}",
    "cli.usage.no_option": "нет параметра {option!r}",
    "cli.usage.no_option.game": "у «vint {command}» нет параметра {option!r}: это {session}",
    "cli.usage.did_you_mean": "возможно, имелось в виду {options}?",
    "cli.usage.needs_value": "после {option!r} нужно значение",
    "cli.usage.no_command.print": (
        "чтобы напечатать, сделайте страницу и напечатайте её из браузера: vint export "
        "--format html -o вечер.html (она печатается на A4)"),
    "cli.usage.h_is_honours": "здесь -h — это --honours (онёры); справка — «{command} --help»",
    "cli.usage.takes_no_value": "{option!r} пишется без значения",
    "cli.usage.extra": "лишние аргументы: {args}",
    "cli.usage.no_command": "нет команды {name}",
    "cli.usage.missing_command": "не указана команда",
    "cli.usage.other": "{detail}",
    "cli.usage.twice": "{option} указан несколько раз ({values}): укажите один раз",
    "cli.usage.help_hint": "см. «{command} --help»",
    "cli.no_language": "нет языка {lang!r}",
    "cli.no_language.hint": "--lang en или --lang ru",
    "cli.internal_error": (
        "ошибка: внутренняя ошибка vintscore ({error}); ничего не записано. VINTSCORE_DEBUG=1 "
        "покажет подробности."),
    "cli.internal_error.saved": (
        "предупреждение: изменение записано, но потом, при выводе, случилась внутренняя ошибка "
        "vintscore ({error}); «vint log» покажет запись. VINTSCORE_DEBUG=1 покажет подробности."),
    "cli.indented": "  {text}",

    # ---------------------------------------------------------------------------------
    # Changing a session (services/session.py)
    "cli.file_hint": (
        "исправьте файл в редакторе и запустите «vint check»; прежние копии хранятся в {backups}"),
    "cli.refused": "{refused}: {message}",
    "cli.refused.event": "{refused}: запись {number} была бы невозможной: {message}",
    "cli.refused.event.hint": "укажите и то, что нужно ему, например {fix}",
    "cli.refused.later": "{refused}: запись {number} стала бы невозможной: {message}",
    "cli.refused.later.hint": "сначала исправьте запись {number} ({fix}), затем повторите {again}",
    # What a change is called when it is refused, and when it is to be done again.
    "cli.verb.other": "«vint {command}» не принято",
    "cli.verb.other.again": "«vint {command}»",
    "cli.verb.deal": "сдача не записана",
    "cli.verb.deal.again": "запись сдачи",
    "cli.verb.all_pass": "сдача, где все спасовали, не записана",
    "cli.verb.all_pass.again": "запись сдачи, где все спасовали",
    "cli.verb.adjustment": "поправка не записана",
    "cli.verb.adjustment.again": "запись поправки",
    "cli.verb.misdeal": "пересдача не записана",
    "cli.verb.misdeal.again": "запись пересдачи",
    "cli.verb.seat": "пересадка не записана",
    "cli.verb.seat.again": "запись пересадки",
    "cli.verb.void": "запись не вычеркнута",
    "cli.verb.void.again": "вычёркивание записи",
    "cli.verb.restore": "восстановление не выполнено",
    "cli.verb.restore.again": "восстановление",
    "cli.verb.edit": "правка не записана",
    "cli.verb.edit.again": "правку",
    "cli.verb.rescore": "пересчёт не записан",
    "cli.verb.rescore.again": "пересчёт",
    "cli.comments_lost": (
        "примечание: комментарии, написанные в {name} вручную, не сохраняются; прежняя копия с "
        "ними — {backup}"),

    # ---------------------------------------------------------------------------------
    # new, deal, pass, adjust, misdeal, seat (record.py)
    "cli.new.session_option": (
        "«vint new» получает имя новой записи аргументом ИМЯ, а не через --session"),
    "cli.new.folder": "нельзя использовать {folder} как папку записей: {reason}",
    "cli.new.folder.hint": (
        "укажите в VINTSCORE_DIR папку, в которую можно писать, или уберите то, что мешает"),
    "cli.new.not_current": (
        "предупреждение: запись {name} создана, но не стала текущей ({error}); указывайте -s "
        "{name} в каждой команде"),
    "cli.ask.range": "  нужно число от 0 до {high}, а не {value}",
    "cli.event": "Запись {number}: {what}",
    "cli.wrote": "  записано: {text}",
    "core.adjust.reason": "у поправки должна быть причина: она видна на листе",
    "core.adjust.reason.hint": "--reason 'домашнее правило'",

    # ---------------------------------------------------------------------------------
    # log, undo, void, edit (journal.py)
    "cli.unchanged.edit": (
        "правка ничего не меняет: запись {number} уже такая; ничего не записано"),
    "cli.unchanged": "это ничего не меняет; ничего не записано",
    "cli.unchanged.hint": "что сейчас в каждой записи, покажет «vint log»",
    "cli.no_event": counted("count", one="нет записи {number}: всего {count} запись",
                            few="нет записи {number}: всего {count} записи",
                            many="нет записи {number}: всего {count} записей"),
    "cli.no_event.hint": "их список покажет «vint log»",
    "cli.event.void": "Запись {number} вычеркнута: {what}",
    "cli.event.restored": "Запись {number} восстановлена: {what}",
    "cli.event.changed": "Запись {number} изменена: {what}",
    "cli.now_writes": "  теперь записано: {text}",
    "cli.undo.nothing": "отменять нечего: записей ещё нет",
    "cli.undo.nothing.hint": "все изменения записи покажет «vint history»",
    "cli.undo.nothing.all": "отменять нечего: все изменения из истории уже отменены",
    "cli.undo.nothing.found": (
        "отменять нечего: история начинается с изменения {number}, более ранних изменений в "
        "ней нет"),
    "cli.redo.nothing": "повторять нечего: после последнего изменения ничего не отменяли",
    "cli.redo.nothing.hint": (
        "все изменения покажет «vint history»; вернуться к одному из них: «vint history --restore N»"),
    "cli.undo.done": "Отменено: {what}.",
    "cli.redo.done": "Повторено: {what}.",
    "cli.restore.done": "Запись возвращена к виду после изменения {number} ({what}); это изменение {new}.",
    "cli.undo.then": "Вернуть изменение: «vint redo».",
    "cli.history.effect.added": "  запись {number} снова есть: {what}",
    "cli.history.effect.removed": "  записи {number} больше нет: {what}",
    "cli.history.effect.changed": "  запись {number} теперь: {what}",
    "cli.history.effect.header": "  название, игроки, стол, ставка и правила — как до него",
    "cli.history.revision": "изменение {number}, {command}",
    "cli.history.title": (
        "Изменения записи {name} (последнее внизу; вернуться к одному: «vint history --restore N»):"),
    "cli.history.undone": "отменена",
    "cli.history.gone": "не сохранилась",
    "cli.history.now": "сейчас",
    "cli.history.left": "что осталось, покажет «vint history»",
    "cli.history.log_left": (
        "что осталось: копии, ещё хранящиеся в .backup/, и файл как он есть; "
        "«{command}» вернёт любую из них"),
    "cli.history.log_fix": (
        "что осталось: копии, ещё хранящиеся в .backup/, и файл как он есть; когда история "
        "изменений снова станет файлом, открытым для записи (уберите её в сторону), "
        "«{command}» вернёт любую из них"),
    "cli.history.added.one": "добавлена запись {numbers}",
    "cli.history.added.many": "добавлены записи {numbers}",
    "cli.history.removed.one": "удалена запись {numbers}",
    "cli.history.removed.many": "удалены записи {numbers}",
    "cli.history.changed.one": "изменена запись {numbers}",
    "cli.history.changed.many": "изменены записи {numbers}",
    "cli.history.header": "изменены название, игроки, стол, ставка или правила",
    "cli.history.nothing": "без изменений",
    "cli.history.of": "{command} изменения {number}",
    "cli.history.next": "«vint undo» отменит изменение {number} ({command})",
    "cli.history.next_redo": "«vint redo» вернёт изменение {number} ({command})",
    "cli.history.no_revision": "нет изменения {number}: в истории изменения с {first} по {last}",
    "cli.history.no_revision.hint": "их список покажет «vint history»",
    "cli.history.is_current": "изменение {number} — последнее: запись и так в этом виде",
    "cli.history.not_kept": "запись после изменения {number} больше не хранится",
    "cli.history.not_kept.hint": (
        "в папке .backup/ рядом с записью хранятся последние {keep} копий каждой записи"),
    "cli.history.unreadable": "сохранённую копию после изменения {number} не удаётся прочитать",
    "cli.history.impossible": (
        "изменение {number} теперь не пересчитать: запись {event}: {message}"),
    "cli.command.new": "новая запись",
    "cli.command.found": "файл, каким его нашли впервые",
    "cli.command.kept": "копия из .backup/",
    "cli.command.outside": "изменено вне vint",
    "cli.command.deal": "сдача",
    "cli.command.all-pass": "все спасовали",
    "cli.command.adjustment": "поправка",
    "cli.command.misdeal": "пересдача",
    "cli.command.seat change": "пересадка",
    "cli.command.void": "вычёркивание записи",
    "cli.command.restore": "восстановление записи",
    "cli.command.edit": "правка",
    "cli.command.rescore": "пересчёт",
    "cli.command.undo": "отмена",
    "cli.command.redo": "повтор",
    "cli.command.restore-revision": "возврат к изменению",
    "cli.command.other": "изменение",
    "cli.void.already_void": "запись {number} уже вычеркнута",
    "cli.void.already_valid": "запись {number} и так не вычеркнута",
    "cli.void.already.hint": "записи покажет «vint log»",
    "cli.edit.nothing": "в записи {number} нечего менять",
    # vint edit --stake/--title без N: заголовок самой записи (задача 35, пункт 3)
    "cli.unchanged.stake": "правка ничего не меняет: ставка уже {stake}; ничего не записано",
    "cli.unchanged.title": "правка ничего не меняет: название уже «{title}»; ничего не записано",
    "cli.unchanged.header": (
        "правка ничего не меняет: ставка уже {stake}, а название — «{title}»; ничего не записано"),
    "cli.unchanged.header.hint": "ставку покажет «vint settle»; чтобы изменить, укажите другое значение",
    "cli.edit.header.with_event": "{option} меняет саму запись вечера, а не её запись {number}",
    "cli.edit.header.with_event.hint": "без номера: vint edit {option} …",
    "cli.edit.header.nothing": "«vint edit» нужен номер записи N либо --stake или --title",
    "cli.edit.header.nothing.hint": (
        "vint edit N --tricks 9 меняет запись N; vint edit --stake 0,50 — ставку вечера"),
    "cli.edit.header.event_option": "{option} меняет одну из записей: укажите её номер N",
    "cli.edit.header.event_option.hint": "vint edit N {option} …; номера записей покажет «vint log»",
    "cli.edit.header.title": "Название изменено: «{old}» → «{new}».",
    "cli.edit.header.stake": "Ставка изменена: {old} → {new}.",
    "cli.help.edit.number": "Номер записи (см. «vint log»); без него --stake и --title меняют сам вечер.",
    "cli.help.edit.stake": "Без N: ставка вечера, деньги за сотню.",
    "cli.help.edit.title": "Без N: название вечера.",
    "cli.help.settle.stake": "Рассчитать по этой ставке вместо ставки записи; ничего не записывается.",

    # ---------------------------------------------------------------------------------
    # sheet, settle, check, sessions, use, rotation (show.py)
    "cli.check.problems": counted("count", one="{path}: {count} ошибка",
                                  few="{path}: {count} ошибки", many="{path}: {count} ошибок"),
    "cli.sessions.unreadable": "{mark} {name}  (не читается: {problem})",
    "cli.sessions.row": (
        "{mark} {name}  {title} · {players} · записей: {events} · {rules} · {created}"),
    "cli.use.no_session": "нет записи {name!r} в {folder}",
    "cli.use.no_session.hint": "записи: {names}",
    "cli.use.done": "Теперь текущая запись — {name}.",

    # ---------------------------------------------------------------------------------
    # Help: the frame Typer draws around it (helptext.py)
    "cli.help.usage": "Использование:",
    "cli.help.arguments": "Аргументы",
    "cli.help.options": "Параметры",
    "cli.help.commands": "Команды",
    "cli.help.required": "обязательно",
    "cli.help.options_metavar": "[ПАРАМЕТРЫ]",
    "cli.help.command_metavar": "КОМАНДА [АРГУМЕНТЫ]...",
    "cli.help.help_option": "Показать эту справку и выйти.",
    "cli.help.install_completion": "Установить автодополнение для текущей оболочки.",
    "cli.help.show_completion": (
        "Показать автодополнение для текущей оболочки, чтобы скопировать его или настроить "
        "установку."),

    # Help: the program and the options every command shares
    "cli.help.vint": (
        "Запись карточного вечера ({game_names}): сдачи, лист записи, расчёт.\n\n"
        "Правило, которое сообщение называет по номеру, объясняет «vint rules НОМЕР»."),
    "cli.help.paragraphs": "{a}\n\n{b}",
    "cli.help.session": (
        "Запись: имя в папке записей или путь к файлу .toml (по умолчанию — текущая запись)."),
    "cli.help.lang": "Язык вывода (по умолчанию — язык записи, без записи — по локали).",
    "cli.version": "vint (vintscore) {version}",
    "cli.help.version": "Показать установленную версию и выйти.",
    "cli.help.json": "Вывести JSON для скриптов вместо таблицы.",
    "cli.help.note_event": "Заметка к записи.",
    "cli.help.event_number": "Номер записи (см. «vint log»).",

    # Help: new
    "cli.help.new": "Начать запись и сделать её текущей.",
    "cli.help.new.name": "Имя записи: файл ИМЯ.toml в папке записей.",
    "cli.help.new.players": "Имена игроков через запятую, в порядке мест.",
    "cli.help.new.rules": "Набор правил — {game_presets}.",
    "cli.help.new.rules.game": "{name}: {presets}",
    "cli.help.new.rules.and": "{a}; {b}",
    "cli.help.new.rule": "Изменить одно правило набора; повторите, чтобы изменить несколько.",
    "cli.help.new.stake": "Ставка: деньги за сотню (100 очков).",
    "cli.help.new.title": "Название вечера (по умолчанию — имя записи).",

    # Help: deal
    "cli.help.deal": (
        "Записать сыгранную сдачу.\n\nПоказывает, что и кому записано, затем лист."),
    "cli.help.deal.note": "Заметка к сдаче.",

    # Help: pass
    "cli.help.pass": "Записать сдачу, которую никто не играл.",

    # Help: adjust
    "cli.help.adjust": (
        "Записать поправку.\n\n"
        "Для домашних правил и исправлений; на листе она видна как поправка."),
    "cli.help.adjust.reason": "Причина: видна на листе.",

    # Help: misdeal
    "cli.help.misdeal": "Записать пересдачу: карты сдаются заново.",

    # Help: seat
    "cli.help.seat": (
        "Пересадка: пары вручную, новые игроки и ушедшие.\n\n"
        "На лист ничего не пишется; пересчёт и расчёт следуют за пересадкой, так что "
        "ничьи очки не теряются и не считаются дважды."),

    # Help: log, undo, void, edit
    "cli.help.log": (
        "Показать все записи и что по каждой записано.\n\nЗаписи пронумерованы с 1 в порядке "
        "файла; вычеркнутые отмечены."),
    "cli.help.undo": (
        "Отменить последнее изменение, каким бы оно ни было (сдача, правка, вычёркивание записи, "
        "пересадка…).\n\nВернуть его: «vint redo»; все изменения: «vint history»."),
    "cli.help.redo": "Вернуть последнее отменённое изменение (пока не записано новое).",
    "cli.help.history": (
        "Показать изменения записи: когда, какая команда, что изменилось.\n\n"
        "С --restore N запись возвращается к виду после изменения N; это тоже новое изменение."),
    "cli.help.history.restore": "Вернуть запись к виду после изменения N (это будет новое изменение).",
    "cli.help.void": (
        "Вычеркнуть запись N или вернуть вычеркнутую.\n\nВычеркнутая запись остаётся в файле, но при "
        "пересчёте пропускается."),
    "cli.help.void.restore": "Вместо этого вернуть вычеркнутое.",
    "cli.help.edit": (
        "Изменить поля записи N, а без N — ставку и название вечера.\n\nПрежде чем что-то сохранить, весь вечер пересчитывается "
        "заново; изменение, после которого более поздняя запись стала бы невозможной, "
        "отклоняется."),
    "cli.help.edit.contract": "Сдача: игра.",
    "cli.help.edit.reason": "Поправка: причина.",
    "cli.help.edit.note": "Любая запись: её заметка.",

    # Help: sheet, settle, check, sessions, use, rotation
    "cli.help.sheet": "Показать лист записи.",
    "cli.help.settle": (
        "Расчёт записи в очках и деньгах.\n\nИтог и деньги каждого игрока по ставке записи "
        "и кто кому платит."),
    "cli.help.check": (
        "Проверить файл записи.\n\nСообщает о каждой ошибке с её строкой; если ошибки есть, "
        "выходит с кодом 65."),
    "cli.help.check.file": "Файл или имя записи (по умолчанию — текущая запись).",
    "cli.help.sessions": (
        "Показать записи.\n\nТекущая отмечена *. Следом, отдельно, — примеры, которые идут "
        "с vintscore."),
    "cli.help.use": "Сделать запись ИМЯ текущей.",
    "cli.help.use.name": "Запись в папке записей.",
    "cli.help.rotation": "Показать, кто с кем в паре и кто отдыхает, и таблицу очерёдности.",
    # the help of the options a Preferans session takes (cli/record.py, cli/journal.py)
    "cli.help.new.game": "Игра: {game_choices}.",
    "cli.help.new.game.one": "{name} ({word})",
    "cli.help.new.game.default": "{name} ({word}, по умолчанию)",

    # ========================================================================================
    # Messages of the core (the notations, names, games/vint: scoring, presets, sheet, seating).
    #
    # Besides the errors and their hints, the core makes two kinds of text the sheet shows:
    # the details of entries (`Entry.detail`: "2 down", "small", "Vera ♥A-K-Q-J", "game 1")
    # and what a seat change did (`Record.news`). Values are raw: names, numbers, the input
    # as typed (`{text!r}`), contracts and coronets in the notation of the file ("3H",
    # "Vera:H:4"), option keys and values of V13 (they are the file's syntax).
    # ========================================================================================

    # Joining names and parts (values may be these again: "A or B or C")
    "core.or": "{a} или {b}",
    "core.and": "{a} и {b}",
    "core.list": "{a}, {b}",
    "core.against": "{a} — {b}",

    # Tables (V12), as --table names them, in the nominative: the label that starts
    # «{table}: нужно {players}, …» (core.players.count, core.seat.size, core.pairs.no_partnerships)
    "core.table.pairs": "игра парами",
    "core.table.dummy": "игра с болваном",
    "core.table.separate": "раздельная запись",
    "core.table.two": "игра вдвоём",
    "core.table.individual": "индивидуальная запись",
    "core.table.four_handed": "игра вчетвером",
    # how many a table takes, the object of «нужно»: «4 игрока» (the nominative); a range is
    # «от … до …» with the genitive after «до»: «до 4 игроков», «до 21 игрока»
    "core.table.players": counted("n", one="{n} игрок", few="{n} игрока", many="{n} игроков"),
    "core.table.players_range": counted("high", one="от {low} до {high} игрока",
                                        few="от {low} до {high} игроков",
                                        many="от {low} до {high} игроков"),

    # notation.py: players, numbers, the stake
    "core.player.at_table": "игроки за этим столом: {names}",
    "core.player.empty": "имя игрока пустое",
    "core.player.ambiguous": "{text!r} — это может быть {names}: наберите имя подлиннее",
    "core.player.unknown": "за этим столом нет игрока {text!r}",
    "core.number.unreadable": "нужно число {what}, а не {text!r}",
    "core.number.unreadable.hint": "введите целое число",
    "core.number.cards": "карт",
    "core.players.hint": (
        "имена в порядке мест за столом, например --players Анна,Борис,Вера,Глеб (1-й и 3-й — "
        "партнёры); пятеро и больше — в порядке жеребьёвки, начиная со старшей карты"),
    "core.players.not_a_list": "это не список игроков: {text!r} (имена через запятую)",
    "core.players.count": "{table}: нужно {players}, а в {text!r} их {n}",
    "core.players.unseen": (
        "в имени игрока не может быть знака {code} {char}, которого на этом месте не видно: "
        "{name!r}"),
    # issue 31: a code point unassigned in this Python's Unicode (Cn), a noncharacter too
    "core.players.unassigned": (
        "в имени игрока не может быть знака {code}: этот Python знает Юникод {version}, а в нём "
        "такого знака нет: {name!r}"),
    "core.players.unassigned.hint": "наберите имя без него",
    "core.players.marks": counted(
        "n", one="над буквой имени игрока может стоять не больше {n} знака: {name!r}",
        few="над буквой имени игрока может стоять не больше {n} знаков: {name!r}",
        many="над буквой имени игрока может стоять не больше {n} знаков: {name!r}"),
    "core.players.bad_character": (
        "в имени игрока не может быть «:», «+», «=», управляющих и невидимых символов, и оно не "
        "может начинаться с диакритического знака: {name!r}"),
    "core.players.dummy": "{name!r} — имя болвана, а не игрока",
    "core.players.dummy.hint": "дайте игроку другое имя",
    "core.players.dash": (
        "имя игрока не может начинаться с '-': {name!r} читалось бы как опция, как в «vint deal "
        "2H -h 8»"),
    "core.players.dash.hint": "уберите «-» или поставьте его дальше: «Анна-М.»",
    "core.players.too_long": counted(
        "n", one="имя игрока — не длиннее {n} знака: {name!r}",
        few="имя игрока — не длиннее {n} знаков: {name!r}",
        many="имя игрока — не длиннее {n} знаков: {name!r}"),
    "core.players.twice": (
        "двух игроков зовут {first!r} и {second!r}: имена должны различаться (без учёта регистра)"),
    "core.players.twice.hint": "добавьте инициал: «Анна К.», «Анна М.»",
    "core.players.alike": (
        "двух игроков зовут {first!r} и {second!r}, а эти имена не отличить на глаз (похожие "
        "знаки Юникода): {differs}"),
    "core.players.alike.hint": (
        "дайте каждому имя, не похожее на другие: «Анна К.», «Анна М.»"),
    "core.name.differs": "в одном {first}, в другом {second}",
    "core.name.nothing": "ничего",
    "core.stake.unreadable": "это не ставка: {text!r}",
    "core.stake.unreadable.hint": (
        "деньги за сотню (100 очков), например --stake 1 или --stake 0.50"),
    # --month of vint ledger and vint stats (issue 23): a month's first to last day
    "core.month.bad": "{option} — месяц в виде ГГГГ-ММ, а не {text!r}",
    "core.month.hint": "например: {option} 2026-12",
    "core.month.with_dates": "--month сам задаёт даты: не вместе с --since или --until",
    "core.month.with_dates.hint": (
        "оставьте что-то одно: «{command} --month 2026-12» — это с 01.12.2026 по 31.12.2026"),

    # sheet.py: who plays the rubber (V2, V12)
    "core.seated.out": "{player} отдыхает в роббере {rubber}",
    "core.seated.away": "{player} не за столом в роббере {rubber}",
    "core.seated.hint": "за столом: {names}",

    # sheet.py: games (V8)
    "core.game.first_missing": (
        "{names} в этой сдаче набрали {target} под чертой: укажите, какая сторона набрала первой"),
    "core.game.first_missing.hint": (
        "добавьте --first ИГРОК — игрока той стороны, что набрала первой"),
    "core.game.first_wrong": "в --first назван {player}, а его сторона не набрала {target}",
    "core.game.first_wrong.hint": "назовите одного из игроков: {names}",

    # sheet.py: seat changes (V12), and what they did (Record.news)
    "core.news.replace": "замена за столом: {old} → {new}",
    "core.news.replace_now": "замена за столом сразу: {old} → {new}",
    "core.news.leave": "{player} выходит из-за стола",
    "core.news.join": "{player} садится за стол",
    "core.news.next": "следующий роббер: {columns}",
    "core.news.next_out_one": "следующий роббер: {columns}; отдыхает {out}",
    "core.news.next_out_many": "следующий роббер: {columns}; отдыхают {out}",
    "core.seat.size": "{table}: нужно {players}, а осталось бы {n}",
    "core.seat.size.hint": "добавьте или замените игроков, чтобы за столом можно было играть",
    "core.seat.pending_leaves": "следующий роббер рассажен вручную с игроком, который уходит",
    "core.seat.pending_leaves.hint": "рассадите его заново через --pairs",
    "core.name.bad": "это не имя игрока: {text!r}",
    "core.name.bad.hint": counted(
        "n",
        one="имя до {n} знака, без «,», «:», «+», «=», управляющих и невидимых символов, "
            "начинающееся с буквы или знака",
        few="имя до {n} знаков, без «,», «:», «+», «=», управляющих и невидимых символов, "
            "начинающееся с буквы или знака",
        many="имя до {n} знаков, без «,», «:», «+», «=», управляющих и невидимых символов, "
             "начинающееся с буквы или знака"),
    "core.name.dummy": "{name!r} — имя болвана",
    "core.name.unassigned": (
        "в имени {name!r} есть знак {code}, а этот Python знает Юникод {version}, где такого "
        "знака нет"),
    "core.name.dummy.hint": "дайте новому игроку другое имя",
    "core.name.at_table": "{name} уже за столом",
    "core.name.at_table.hint": "новому игроку нужно своё имя",
    "core.name.alike": (
        "имя {name!r} не отличить на глаз от {other!r}, а тот играет этим вечером (похожие знаки "
        "Юникода): {differs}"),
    "core.name.played": "{name} уже есть в записи этого вечера: одно имя — одна запись",
    "core.name.played.hint": "добавьте инициал или номер, например «{name} 2»",
    "core.pairs.no_partnerships": "{table}: здесь нет пар, которые можно рассадить",
    "core.pairs.no_partnerships.hint": "уберите --pairs",
    "core.pairs.two": "рассадите две пары, например --pairs Анна+Вера,Борис+Глеб",
    "core.pairs.hint": "--pairs A+B,C+D",
    "core.pairs.distinct": "у каждого игрока одно место: в парах должны быть четыре разных игрока",
    # V13: a switch of rules (vint rescore --write)
    "core.rules.switch.in_force": "правила сменены на {preset}: вся запись считается по ним",

    # ========================================================================================
    # Messages of the sheet, the log, the settlement and the rotation (games/vint/report.py, render.py, view.py).
    # ========================================================================================

    # games/vint/report.py: the log's words for events, and what they wrote
    "report.note.cut": counted("more", one="{start}… (ещё {more} знак)",
                               few="{start}… (ещё {more} знака)",
                               many="{start}… (ещё {more} знаков)"),
    "report.with_note": "{text} — {note}",
    "report.void": "вычеркнуто",
    "report.nothing_written": "ничего не записано",
    # the settlement
    "render.nothing_to_settle": "Сдач ещё нет: рассчитывать нечего.",
    # the log
    "render.no_events": "Записей ещё нет.",
    "render.col.event": "запись",
    "render.col.wrote": "записано",

    # ========================================================================================
    # Messages of the session files (vintscore/storage/).
    #
    # The values are raw: paths, names, numbers, OS reasons, and values of the file as they are
    # written in it (`{value}`); the keys and values of the file (kind = "deal", preset, …) are
    # its syntax and stay as they are in both languages.
    # ========================================================================================

    # Session names (check_name)
    "storage.name.hint": (
        "дайте простое имя, например «friday»; чтобы открыть файл в другом месте, укажите его "
        "путь в --session"),
    "storage.name.empty": "у записи должно быть имя, а здесь {name!r}",
    "storage.name.dot": "имя записи не может начинаться с «.»: {name!r}",
    "storage.name.slash": "имя записи не может содержать «/» или «\\»: {name!r}",
    "storage.name.dots": "имя записи не может содержать «..»: {name!r}",
    "storage.name.control": (
        "имя записи не может содержать управляющие и невидимые символы: {name!r}"),
    "storage.name.long": sentence(
        "имя записи слишком длинное: {chars}, {nbytes}; предел — {max_chars} и {max_bytes}",
        chars=counted("chars", one="{chars} знак", few="{chars} знака", many="{chars} знаков"),
        nbytes=counted("nbytes", one="{nbytes} байт", few="{nbytes} байта",
                       many="{nbytes} байт"),
        max_chars=counted("max_chars", one="{max_chars} знак", few="{max_chars} знака",
                          many="{max_chars} знаков"),
        max_bytes=counted("max_bytes", one="{max_bytes} байт", few="{max_bytes} байта",
                          many="{max_bytes} байт")),
    "storage.name.long.hint": "дайте имя покороче",

    # The sessions folder: .current, --session, finding the session
    "storage.current.write_failed": "не удалось записать {target}: {reason}",
    "storage.current.write_failed.hint": "проверьте, что в папку записей можно писать",
    "storage.folder": "{path} — это папка, а не файл записи",
    "storage.folder.hint": "укажите путь к файлу записи .toml",
    "storage.folder.hint_or_name": "укажите путь к файлу записи .toml или имя записи",
    # What stands where a session file should (storage/folder.odd): said at once, never
    # opened (issue 25)
    # (said after the file's name: "error: friday.toml: именованный канал (fifo), …")
    "storage.odd.folder": "это папка, а не файл записи",
    "storage.odd.fifo": "это именованный канал (fifo), а не файл записи",
    "storage.odd.device": "это устройство, а не файл записи",
    "storage.odd.socket": "это сокет, а не файл записи",
    "storage.odd.other": "это не обычный файл, а значит, и не файл записи",
    "storage.odd.dangling": "это ссылка на {target}, а такого файла нет",
    "storage.odd.hint": "запись — это обычный файл .toml: уберите этот в сторону или укажите другую",
    "storage.odd.hint_new": "выберите другое имя или уберите этот файл в сторону",
    "storage.no_file": "нет файла записи {path}",
    "storage.no_file.hint": "проверьте путь или укажите имя записи из «vint sessions»",
    "storage.no_session": "нет записи {name!r} в {directory} ({known})",
    "storage.no_session.there": "там есть записи: {names}",
    "storage.no_session.none": "там пока нет ни одной записи",
    "storage.no_session.hint": (
        "список записей покажет «vint sessions»; новую запись начинает «vint new ИМЯ --players "
        "A,B,C,D»"),
    "storage.link_out": "запись {name!r} — ссылка на файл вне папки записей ({target})",
    "storage.link_out.hint": "чтобы открыть этот файл намеренно, укажите его путь: --session PATH",
    "storage.no_current": "нет текущей записи: {detail}",
    "storage.no_current.many": counted("count", one="в {directory} {count} запись ({names})",
                                       few="в {directory} {count} записи ({names})",
                                       many="в {directory} {count} записей ({names})"),
    "storage.no_current.none": "в {directory} нет записей",
    "storage.no_current.gone": "записи {name!r}, указанной в {current}, больше нет, а {detail}",
    "storage.no_current.hint": (
        "выберите запись: «vint use ИМЯ», или начните новую: «vint new ИМЯ --players A,B,C,D»"),

    # Reading a file: where a problem is, and the hint every problem has by default
    "storage.fix": "исправьте файл в редакторе и запустите «vint check»",
    "storage.fix.backups": (
        "исправьте файл в редакторе и запустите «vint check» (прежние копии — в {backups}/)"),
    "storage.in_event": "запись {number}: {message}",
    "storage.in_event_kind": "запись {number} ({kind}): {message}",

    # Values of the file, shown in messages
    "storage.value.table": "таблица",
    "storage.value.list": "[{items}]",
    "storage.value.items": "{first}, {rest}",

    # Kinds of event: "belongs to a deal or a pass, not to an adjustment" (Russian: genitive)
    "storage.kind.deal": "сдачи",
    "storage.kind.adjust": "поправки",
    "storage.or_more": "{first}, {rest}",
    "storage.or_last": "{first} или {rest}",

    # Where a key is
    "storage.place.top": "в начале файла",
    "storage.place.rules": "в [rules]",
    "storage.place.event": "в записи",
    "storage.place.deal": "в сдаче",
    "storage.place.adjust": "в поправке",

    # What a key's value must be
    "storage.type.str": "текст в двойных кавычках",
    "storage.type.int": "целое число (без кавычек)",
    "storage.type.bool": "true или false (без кавычек)",
    "storage.type.strs": "список текстов в двойных кавычках",
    "storage.type.datetime": "дата и время",

    # Keys
    "storage.did_you_mean": "возможно, имелось в виду «{near}»? ",
    "storage.key.unknown": "неизвестный ключ {field!r} {place}",  # escaped (issue 32)
    "storage.key.listed": "ключи {place}: {keys}",
    "storage.key.listed_near": "{near}({listed})",
    "storage.key.belongs": "{kinds}, а не {kind}",
    "storage.key.elsewhere": "{field} — ключ {belongs}; {listed}",
    "storage.key.missing": "нет ключа {field}",
    "storage.key.missing.hint": "добавьте строку {field} = {example}",
    "storage.key.range": "{field} за пределами допустимого: {value}",
    "storage.key.range.hint": "число очков или взяток, например {field} = {example}",
    "storage.key.type": "в {field} ожидается {kind}, а здесь {value}",
    "storage.key.write": "напишите {field} = {example}",

    # The file as a whole
    "storage.bug.read": "не удалось прочитать файл ({error}); это ошибка в vintscore",
    "storage.bug.read.hint": "пожалуйста, сообщите о ней и приложите файл; {fix}",
    "storage.toml.invalid": "файл не является правильным TOML: {what}",
    "storage.toml.too_deep": "файл не является правильным TOML: скобки вложены слишком глубоко",
    "storage.toml.quotes": (
        'текст пишется в двойных кавычках (declarer = "Аня"); числа и true/false — без них'),
    "storage.toml.twice": (
        "ключ или таблица записаны дважды: оставьте одно (каждая запись начинается своей "
        "строкой [[events]])"),
    "storage.toml.unclosed": 'у текста нет закрывающей кавычки: пишите note = "…"',
    "storage.toml.shape": "каждая строка — это key = value, [таблица] или строка [[events]]",
    "storage.toml.fix_line": "{hint}; исправьте строку {line} и запустите «vint check»",
    "storage.file.empty": "файл пуст: в нём нет записи",
    "storage.file.empty.hint": (
        "восстановите прежнюю копию из .backup/ или начните новую запись: «vint new»"),
    "storage.format.missing": 'это не файл записи vintscore: в нём нет строки format = "{format}"',
    "storage.format.missing.hint": (
        'файл записи начинается с format = "{format}" и schema_version = 1'),
    "storage.format.wrong": "это не файл записи vintscore: format = {value}",
    "storage.format.wrong.hint": 'в файле записи стоит format = "{format}"',
    "storage.schema.newer": (
        "этот файл записан более новой версией vintscore (схема {version}); эта версия читает "
        "схему {supported}: обновите vintscore"),
    "storage.schema.newer.hint": "обновите vintscore (pip install -U vintscore); файл не изменён",
    "storage.schema.unknown": "schema_version {version} — не версия этого файла",
    "storage.schema.unknown.hint": "версии — от 1 до {latest}: напишите schema_version = {latest}",
    "storage.game.other": (
        "эта версия vintscore не знает игры {value}"),
    "storage.game.other.hint": (
        "напишите {games} или обновите vintscore ради других игр"),
    "storage.lang.bad": "lang — en или ru, а здесь {value}",
    "storage.lang.bad.hint": 'напишите lang = "ru" или lang = "en"',

    # Players
    "storage.players.hint": (
        "имя не может быть пустым или содержать «,», «:», «+» и «=» (ими разделяют имена в "
        "командах)"),
    "storage.players.empty": "имя игрока пустое: {name}",
    "storage.players.separator": "имя игрока не может содержать «,», «:», «+» или «=»: {name}",
    "storage.players.long": counted(
        "n", one="имя игрока — не длиннее {n} знака: {name}",
        few="имя игрока — не длиннее {n} знаков: {name}",
        many="имя игрока — не длиннее {n} знаков: {name}"),
    "storage.players.padding": "у имени игрока есть пробелы по краям: {name}",
    "storage.players.padding.hint": "напишите его без них: {name}",
    "storage.players.unassigned": (
        "в имени игрока есть знак {code}, а этот Python знает Юникод {version}, где такого знака "
        "нет: {name}"),
    "storage.players.unassigned.hint": (
        "более новый Python знает больше знаков Юникода: откройте файл в нём или напишите имя "
        "без {code}"),
    "storage.players.control": (
        "имя игрока не может содержать управляющие и невидимые символы и не может начинаться с "
        "диакритического знака: {name}"),
    "storage.players.same": (
        "у игроков {first} и {second} одно имя, если не различать заглавные и строчные буквы"),
    "storage.players.same.hint": 'дайте игрокам разные имена, например "Анна К." и "Анна М."',
    "storage.players.dummy": "{name} — имя болвана, а не игрока",
    "storage.players.dummy.hint": "дайте игроку другое имя",

    # Stake
    "storage.stake.hint": (
        "ставка — деньги за сотню (100 очков), десятичным числом с точкой, например stake = "
        '"1.00"'),
    "storage.stake.negative": "ставка не может быть отрицательной, а здесь {value}",
    "storage.stake.bad": "ставка — не денежная сумма: {value}",

    # Rules
    "storage.rules.missing": "нет таблицы [rules]",
    "storage.rules.not_table": "rules должно быть таблицей [rules], а здесь {value}",

    # Events
    "storage.events.not_tables": "events должны быть таблицами [[events]], а здесь {value}",
    "storage.events.hint": (
        'начинайте каждую запись строкой [[events]], затем kind = "deal" и его ключи'),
    "storage.event.not_table": "запись {number} должна быть таблицей [[events]], а здесь {value}",
    "storage.event.kind": "kind — одно из: {kinds}, а здесь {value}",
    "storage.event.kind.hint": "{near}(напишите kind = одно из: {kinds})",

    # Reading from disk
    "storage.utf8": "{path} — не текст в UTF-8 (байт 0x{byte} в строке {line}, столбец {column})",
    "storage.utf8.hint": (
        "сохраните файл в редакторе в UTF-8 или восстановите прежнюю копию из .backup/"),
    "storage.cannot_read": "не удаётся прочитать {path}: {reason}",
    "storage.cannot_read.hint": "проверьте права доступа к файлу",

    # Writing
    "storage.busy": "в {path} сейчас пишет другой vint; попробуйте ещё раз через мгновение",
    "storage.busy.hint": "другая команда сохраняет этот файл; ничего не записано",
    "storage.unsavable": "в имени или заметке есть знак, который нельзя сохранить: {char!r}",
    "storage.unsavable.hint": "наберите заново без этого знака",
    "storage.changed": (
        "файл {name} изменился на диске, пока vint его записывал (редактор?); ничего не "
        "записано: запустите команду ещё раз"),
    "storage.changed.hint": (
        "в файле осталось чужое изменение; запустите команду ещё раз, чтобы добавить своё"),
    "storage.exists": "запись {name!r} уже есть ({path})",
    "storage.read_only": "{name} — файл только для чтения: ничего не записано",
    "storage.read_only.hint": (
        "чтобы изменить запись, снова разрешите запись в файл: chmod u+w {path}"),
    "storage.exists.hint": "выберите другое имя или продолжите ту запись: «vint use ИМЯ»",
    "storage.save_failed": "не удалось сохранить {name}: {reason}; ничего не изменено",
    "storage.save_failed.hint": (
        "освободите место на диске или проверьте права на папку, затем запустите команду ещё раз"),
    "storage.flush_failed": (
        "файл {name} сохранён, но его папку не удалось сбросить на диск: {reason}"),
    "storage.flush_failed.hint": (
        "изменение уже в файле: не запускайте команду снова; проверьте диск"),

    # The log of revisions (storage/revisions.py): a revision that cannot be logged is not
    # made, and a log found wanting is said as it is (issue 25)
    "storage.log.unwritable": (
        "изменение не внесено: его не удаётся записать в историю изменений {log} "
        "({reason})"),
    "storage.log.unwritable.hint": (
        "снова сделайте историю изменений файлом, открытым для записи (или уберите её в сторону: "
        "копии в .backup/ останутся), и запустите команду ещё раз"),
    "storage.log.not_regular": "это не обычный файл",
    "storage.log.read_only": "файл только для чтения",
    "storage.log.failed": (
        "изменение {name} отменено: его не удалось записать в {log} ({reason}); ничего "
        "не изменено"),
    "storage.log.failed.hint": (
        "освободите место на диске или проверьте права на историю изменений, затем запустите "
        "команду ещё раз"),
    "storage.log.unlogged": (
        "файл {name} сохранён, но это изменение не удалось записать в {log} ({reason}), а "
        "изменение — отменить ({again})"),
    "storage.log.unlogged.hint": (
        "изменение уже в файле: не запускайте команду снова; следующее изменение запишет его "
        "как сделанное вне vint"),
    "storage.log.missing": "истории изменений {log} нет: отменить прежние изменения нельзя",
    "storage.log.empty": "история изменений {log} пуста: отменить прежние изменения нельзя",
    "storage.log.folder": (
        "на месте истории изменений {log} — папка, а не файл: отменить прежние изменения нельзя"),
    "storage.log.odd": (
        "история изменений {log} — не обычный файл: отменить прежние изменения нельзя"),
    "storage.log.no_folder": (
        "истории изменений {log} нет: .backup — файл, а не папка; отменить прежние изменения "
        "нельзя"),
    "storage.log.unreadable": (
        "историю изменений {log} не удаётся прочитать ({reason}): отменить прежние изменения "
        "нельзя"),
    "storage.log.tampered": (
        "строка {line} истории изменений {log} — не изменение, записанное vint (номер вне пределов "
        "или не по порядку, или нет поля)"),
    "storage.log.tampered.hint": (
        "исправьте или удалите эту строку в редакторе; копии в .backup/ останутся"),
    "storage.backup.not_folder": "{folder} — файл, а не папка сохранённых копий",
    "storage.backup.not_folder.hint": (
        "уберите этот файл в сторону: в этой папке vint хранит копию записи после каждого изменения"),

    # Bugs of vintscore itself (nothing is written)
    "storage.bug.hint": (
        "пожалуйста, сообщите об этой ошибке и приложите команду, которую вы запускали"),
    "storage.bug.dump": (
        "vintscore не смог сохранить эту запись ({error}); это ошибка программы, ничего не "
        "записано"),
    "storage.bug.events_unreadable": (
        "vintscore составил записи, которые не может прочитать обратно ({error}); это ошибка "
        "программы, ничего не записано"),
    "storage.bug.events_differ": (
        "vintscore составил записи, которые читаются обратно иначе; это ошибка программы, "
        "ничего не записано"),
    "storage.bug.old_part_changed": (
        "vintscore изменил старую часть файла, к которому дописывал; это ошибка программы, "
        "ничего не записано"),
    "storage.bug.file_unreadable": (
        "vintscore составил файл, который не может прочитать обратно ({error}); это ошибка "
        "программы, ничего не записано"),
    "storage.bug.file_differs": (
        "vintscore составил файл, который читается обратно как другая запись; это ошибка "
        "программы, ничего не записано"),

    # ========================================================================================
    # Messages of the commands for after the game (cli/after.py): export, stats, rescore.
    # ========================================================================================

    "cli.help.export": (
        "Выгрузить вечер: игроки, правила, все записи и что по каждой записано, лист каждого "
        "роббера и расчёт — в Markdown, CSV, JSON или одну страницу HTML."),
    "cli.help.export.format": "md, csv, json или html.",
    "cli.help.export.output": "Записать в ФАЙЛ, а не на экран («-» — на экран).",
    "cli.help.export.bom": (
        "CSV: начать с метки порядка байтов, которая нужна Excel для UTF-8 (имена кириллицей)."),
    "cli.export.format": "нет формата выгрузки {given!r}",
    "cli.export.format.hint": "форматы: {formats}",
    "cli.export.written": "Записано: {path} ({format}).",
    "cli.export.cannot_write": "не удалось записать {path}: {reason}",
    "cli.export.cannot_write.hint": "проверьте, что папка есть и в неё можно писать",
    # issue 32: выгрузка не заменяет того, что хранит vintscore (storage/export.py, --force);
    # что вовсе не файл записи (cli/common.py); подсказка для неизменяемого файла
    "cli.help.export.force": (
        "Заменить ФАЙЛ, даже если это не выгрузка vintscore (запись, книгу расчётов клуба и "
        "то, что лежит в .backup/ и .serve/, выгрузка не заменяет никогда)."),
    "cli.help.ledger.force": (
        "Заменить FILE, даже если это не выгрузка vintscore (запись, книгу расчётов клуба и "
        "то, что лежит в .backup/ и .serve/, выгрузка не заменяет никогда)."),
    "cli.export.empty": "у -o пустое имя файла",
    "cli.export.empty.hint": "укажите после -o имя файла или «-» — на экран",
    "cli.export.kept.this": (
        "{path} — та самая запись, которую выгружают: выгрузка её не заменяет; ничего не "
        "записано"),
    "cli.export.kept.session": (
        "{path} — файл записи: выгрузка его не заменяет; ничего не записано"),
    "cli.export.kept.ledger": (
        "{path} — книга расчётов клуба: выгрузка её не заменяет; ничего не записано"),
    "cli.export.kept.backup": (
        "{path} лежит в .backup/, где хранятся копии записей: выгрузке там не место; ничего "
        "не записано"),
    "cli.export.kept.serve": (
        "{path} лежит в .serve/, где vint serve хранит свои файлы: выгрузке там не место; "
        "ничего не записано"),
    "cli.export.kept.own": (
        "{path} — служебный файл vintscore рядом с записями: выгрузка его не заменяет; ничего "
        "не записано"),
    "cli.export.kept.hint": "запишите выгрузку в отдельный файл: -o {example}",
    "cli.export.not_export": "{path} уже есть, и это не выгрузка vintscore: файл не заменён",
    "cli.export.not_export.hint": (
        "чтобы заменить его, добавьте --force; или запишите выгрузку в другой файл: "
        "-o {example}"),
    "cli.export.immutable.hint": (
        "{path} помечен как неизменяемый (chattr +i), поэтому заменить его нельзя: снимите "
        "пометку от root: chattr -i {path}"),
    "storage.not_session.made_up": (
        "этот файл система составляет на ходу, когда его читают (как файлы /proc), — это не "
        "файл записи"),
    "storage.not_session.binary": "это двоичные данные, а не файл записи",
    "storage.not_session.hint": (
        "запись — это файл .toml, который пишет «vint new»: проверьте путь или укажите имя "
        "записи из «vint sessions»"),
    "storage.read_only.immutable.hint": (
        "файл помечен как неизменяемый (chattr +i), и права доступа тут ни при чём: чтобы "
        "его изменить, снимите пометку от root: chattr -i {path}"),
    "cli.help.rescore": (
        "Показать, какими были бы итоги игроков по другим правилам, ничего не "
        "записывая; --write переводит вечер на них (это изменение: vint undo вернёт прежние)."),
    "cli.rescore.impossible": "по правилам {preset} запись {number} нельзя засчитать: {reason}",
    "cli.rescore.impossible.hint": "эти правила не подходят к тому, как был сыгран вечер",
    "cli.help.check.expect": (
        "Число с бумажной записи для сверки: ИГРОК=ОЧКИ (итог игрока в конце, как "
        "его считает расчёт) или N:ИГРОК=ОЧКИ (после записи N); можно повторять."),
    "cli.help.check.expect_file": (
        "Файл ожиданий: по одному [N:]ИГРОК=ОЧКИ в строке (# — комментарий)."),
    "cli.expect.file": "не удалось прочитать {path}: {reason}",
    "cli.expect.file.hint": "нужен текстовый файл со строками [N:]ИГРОК=ОЧКИ",
    "cli.expect.unreadable": "не ожидание: {text!r} ({where})",
    "cli.expect.unreadable.hint": (
        "пишите ИГРОК=ОЧКИ или N:ИГРОК=ОЧКИ (после записи N), например Аня=+26950 или 5:Аня=8670"),
    "cli.expect.no_event": "нет записи {number} ({where}): их всего {count}",
    "cli.expect.ok": "после записи {number}: {player} {points}, как на бумаге",
    "cli.expect.differs": (
        "после записи {number}: у игрока {player} в файле {file}, на бумаге {paper}"),
    "cli.expect.part": (
        "Файл и бумага расходятся на записи {number} или раньше (сходились после записи "
        "{agreed})."),
    "cli.expect.narrow": (
        "посмотрите записи с {low} по {number} («vint log») или сверьте числа с бумаги после "
        "одной из них: --expect N:ИГРОК=ОЧКИ"),
    "cli.expect.look": "посмотрите запись {number} («vint log»; исправит «vint edit {number}»)",

    # ========================================================================================
    # Messages of `vint play`, the deal-by-deal mode (cli/play/).
    # ========================================================================================

    "cli.help.play": (
        "Вести вечер сдача за сдачей: спрашивает каждую сдачу, показывает, что запишет, "
        "и сохраняет после подтверждения. В любом вопросе ? покажет слова: пас, отмена, "
        "правка N, вычеркнуть N, вернуть N, поправка, пересдача, лист, журнал, выход."),
    "play.hello": (
        "Сдача за сдачей. На любой вопрос можно ответить ? — покажет слова: пас, отмена, правка N, лист, выход и "
        "другие. Каждая запись сохраняется сразу после подтверждения."),
    # первый экран: ниже спрашивают игру, а не команду
    "play.again": "  {message} — {hint}",
    "play.again.plain": "  {message}",
    "play.what.tricks": "взяток",
    "play.what.honours": "онёров",
    "play.what.aces": "тузов",
    "play.range": "ответ от 0 до {high}, а не {got}",
    "play.will_write": "Будет записано: {text}",
    "play.confirm": "Записать? (д — да, н — заново)",
    "play.again_deal": "Не записано: введите сдачу заново (прежние ответы предложены).",
    "play.saved": "Сохранено как запись {number}.",
    "play.passed": "Все спасовали; сдача сохранена как запись {number}.",
    "play.edit_what": "для правки нужен номер сдачи или другой записи, а не {given!r}",
    "play.edit_what.hint": "наберите правка N, например правка 3 (номера покажет «журнал»)",

    # ========================================================================================
    # Messages of Preferans (games/preferans/: scoring.py, pulya.py).
    # ========================================================================================

    # games/preferans/report.py and render.py: the pulya in words (P12)
    # the conventions by name (P9): the file keeps the English, a Russian table reads its own
    # the commands in a pulya (games/preferans/forms.py and view.py)
    "cli.new.no_game": "нет игры {game!r}",
    "cli.not_in_game": "«vint {command}» здесь нет: это {session}",
    "cli.not_in_game.hint": "её команды: {commands} и общие для всех (см. «vint --help»)",

    # ========================================================================================
    # Messages of `vint stats` (cli/stats.py, services/stats.py, games/*/stats.py): help, refusals, the tables' words.
    # ========================================================================================

    # Help
    "cli.help.stats": (
        "Игроки и пары, где они есть в игре, по всем записям папки записей (той, что "
        "называет «vint where»; примеры, которые идут с vintscore, не считаются). Каждая "
        "игра считается отдельно, и счёт у неё свой.\n\n"
        "{games_stats}\n\nФайл, который не читается, пропускается с предупреждением."),
    "cli.help.stats.since": "Только записи, созданные в день DATE (ГГГГ-ММ-ДД) или позже.",
    "cli.help.stats.month": "Только записи, созданные в этом месяце (ГГГГ-ММ).",
    "cli.help.stats.players": (
        "Только эти игроки и пары из них (имена или их начала через запятую); во всех играх."),

    # Refusals and warnings
    "stats.since.bad": "--since принимает дату в виде ГГГГ-ММ-ДД, а не {given!r}",
    "stats.since.bad.hint": "например: vint stats --since 2026-01-31",
    "stats.players.empty": "в --players нет ни одного игрока",
    "stats.players.hint": "укажите имена через запятую: --players Анна,Борис",
    "stats.players.unknown": "в записях нет игрока {text!r}",
    "stats.players.ambiguous": "{text!r} — это может быть {names}: наберите имя полнее",
    "stats.players.known": "игроки в записях: {names}",
    "stats.players.none": "нет записей, из которых брать игроков",
    "stats.skipped": counted(
        "count",
        one="предупреждение: пропущена {count} нечитаемая запись: {names}",
        few="предупреждение: пропущены {count} нечитаемые записи: {names}",
        many="предупреждение: пропущено {count} нечитаемых записей: {names}"),
    "stats.skipped.hint": "«vint check ФАЙЛ» покажет, что не так с файлом",

    # What it prints
    "stats.none_since": "В {folder} нет записей, созданных {since} или позже.",
    "stats.none_month": "В {folder} нет записей, созданных в {month}.",
    "stats.nobody": "{names}: сыгранных {played} нет.",
    "stats.nobody.and": "{a} и {b}",
    "stats.col.player": "Игрок",
    "stats.field": "{label} {value}",
    "stats.progress": "Чтение записей",

    # Preferans, counted apart (vintscore/rules/preferans.en.md)
    "stats.nothing": "Сыгранных {played} пока нет.",

    # ========================================================================================
    # Messages of the exports (formats.py, games/*/export.py).
    # ========================================================================================

    "export.players": "Игроки",
    "export.rules": "Правила",
    "export.created": "Начато",
    "export.events": "Все записи",
    "export.made_by": "Запись вела программа vintscore.",
    "export.csv.session": "Запись",
    "export.csv.title": "Название",
    "export.csv.number": "№",
    "export.csv.event": "Запись",
    "export.csv.player": "Игрок",
    "export.csv.yes": "да",
    "export.csv.no": "нет",

    # ========================================================================================
    # Messages of the Preferans exports (export_pref.py).
    # ========================================================================================

    # -- issue 13: play
    # `vint play` (cli/play/, games/<game>/questions.py, the views' writes/playing/coming).
    "play.range.from": "ответ от {low} до {high}, а не {got}",
    "play.key.yes": "да",
    "play.key.no": "нет",
    "play.yes_no": "ответьте д (да) или н (нет), а не {text!r}",
    "play.edit.kind": (
        "запись {number} не правится в вопросах: это пересадка или смена правил"),
    "play.edit.kind.hint": (
        "примечание к нему изменит vint edit {number} --note …; или вычеркните его "
        "(вычеркнуть {number}) и введите заново"),
    "play.note.none": "пусто, «нет», «-» или «пас» — ничего",
    "play.said.by": "{contract}, играет {player}",
    "play.said.tricks": counted("tricks", one="{tricks} взятка", few="{tricks} взятки",
                                many="{tricks} взяток"),
    "play.ask.reason": "Причина (видна на листе)",
    "play.what.points": "очков",
    "play.word.yes": "д",
    "play.word.no": "н",
    "play.no_output": (
        "примечание: стандартный вывод закрыт ({error}): вопросы больше не видны; ответы "
        "по-прежнему читаются, и каждое подтверждённое изменение сохраняется."),
    "play.back": "Возвращаемся: {what}.",
    "play.fix": "Не записано: ответьте на этот вопрос заново (остальные ответы сохранены).",
    "play.not_saved": (
        "Не записано; ответы сохранены: подтвердите ещё раз или наберите «отмена», чтобы их "
        "бросить."),
    "play.dropped": "Брошено: {what}; ничего из этого не записано.",
    "play.aside": "Подождёт: {what}; вернёмся к ней после этого.",
    "play.what.deal": "вводимая сдача ({what})",
    "play.what.deal.empty": "вводимая сдача",
    "play.what.pass": "вводимая сдача, где все спасовали ({what})",
    "play.what.pass.empty": "вводимая сдача, где все спасовали",
    "play.what.adjust": "вводимая поправка ({what})",
    "play.what.adjust.empty": "вводимая поправка",
    "play.what.misdeal": "вводимая пересдача ({what})",
    "play.what.misdeal.empty": "вводимая пересдача",
    "play.what.edit": "правка записи {number} ({what})",
    "play.what.edit.empty": "правка записи {number}",
    "play.start.deal": "ввести сдачу",
    "play.start.pass": "ввести сдачу, где все спасовали",
    "play.start.adjust": "ввести поправку",
    "play.start.misdeal": "ввести пересдачу",
    "play.start.edit": "исправить запись {number}",
    "play.ambiguous": "«{text}» здесь может быть ответом, а {word} — ещё и служебное слово:",
    "play.ambiguous.answer": "ответ «{text}»",
    "play.ambiguous.word": "слово {word}",
    "play.confirm.again": (
        "ответьте д, чтобы записать, н — чтобы ввести заново, или наберите слово (? покажет "
        "слова)"),
    "play.yes_no.again": "ответьте д (да) или н (нет)",
    "play.option": "  {mark} — {text}",
    "play.ask.choice": "Ваш выбор ({keys} или Enter — ни то ни другое)",
    "play.choice.again": "ответьте {keys} или нажмите Enter — ни то ни другое",
    "play.word.alone": "после слова {word} ничего не нужно, а набрано {rest!r}",
    "play.word.alone.hint": (
        "наберите слово отдельно; вычеркнуть N уберёт запись N из счёта, правка N исправит "
        "её; ? покажет слова"),
    "play.help.head": "Слова, которые можно набрать в любом вопросе:",
    "play.help.help": "  ? или помощь — этот список",
    "play.help.sheet": "  лист — запись как она есть",
    "play.help.log": "  журнал — все записи с номерами",
    "play.help.pass": (
        "  пас — все спасовали (если сдача уже вводится, спросит: вместо неё или перед ней)"),
    "play.help.undo": (
        "  отмена — бросить то, что вводится, или отменить последнее изменение записи, каким "
        "бы оно ни было (спросит, что именно, и покажет)"),
    "play.help.redo": "  повтор — вернуть последнее отменённое изменение",
    "play.help.edit": "  правка N — исправить запись N; вводимая сдача подождёт и вернётся",
    "play.help.void": (
        "  вычеркнуть N — вычеркнуть запись N: она остаётся в файле, но не считается"),
    "play.help.restore": "  вернуть N — снова считать вычеркнутую запись N",
    "play.help.adjust": "  поправка — запись вручную (домашние правила, исправления)",
    "play.help.misdeal": "  пересдача — карты сдаются заново",
    "play.help.quit": (
        "  выход — закончить: всё подтверждённое сохранено, и будет сказано, что не записано"),
    "play.help.enter": (
        "Enter оставляет ответ в [скобках]. Слово, которое бросило бы набранное, сначала "
        "спрашивает. Английские слова тоже понимаются."),
    "play.help.confirm": "Здесь: д — записать; н — ввести заново, прежние ответы будут предложены.",
    "play.help.here": "Здесь: {note}.",
    "play.and": " и ",
    "play.ask.quit": "Выйти? Не будет записано: {what}. (д/н)",
    "play.ask.leave": "Бросить: {what}? Из этого ничего не записано. (д/н)",
    "play.left": (
        "Брошено: {what}; ничего не записано. Чтобы удалить последнюю запись, наберите "
        "«отмена» ещё раз."),
    "play.undo.which": "отмена: что убрать?",
    "play.undo.typing": "{what}: начать её заново",
    "play.undo.saved": (
        "отменить последнее изменение записи, № {number} ({what}); вводимая сдача "
        "останется"),
    "play.ask.undo": (
        "Отменить последнее изменение, № {number} ({what})? Вернуть его: «повтор». (д/н)"),
    "play.undo.changed": (
        "запись изменилась после того, как было показано её последнее изменение: ничего не "
        "отменено"),
    "play.undo.changed.hint": "посмотрите ещё раз («журнал») и снова наберите «отмена»",
    "play.finish_first": "сначала закончите: {what}",
    "play.finish_first.hint": "ответьте на её вопросы или наберите «отмена», чтобы её бросить",
    "play.number_what": "после слова {word} нужен номер записи, а набрано {given!r}",
    "play.number_what.hint": "наберите {word} N, например {word} 3 (номера покажет «журнал»)",
    "play.ask.void": (
        "Вычеркнуть запись {number} ({what})? Она останется в файле, но не будет считаться. "
        "(д/н)"),
    "play.ask.restore": "Снова считать запись {number} ({what})? (д/н)",
    "play.already": "это уже вводится: {what}",
    "play.not_here": "слова {word} нет в этой игре",
    "play.not_here.hint": "? покажет слова",
    "play.ask.instead": "Бросить: {what} (ничего не записано) — и вместо этого {new}? (д/н)",
    "play.pass.which": "пас: записать сдачу, где все спасовали, —",
    "play.pass.instead": "вместо этого: {what} будет брошена",
    "play.pass.before": "сначала сдачу, где все спасовали: {what} подождёт и вернётся",
    "play.end": "{kept}; {dropped}.",
    "play.end.kept": "Запись {number} ({what}) сохранена",
    "play.end.kept.none": "Записей пока нет",
    "play.end.kept.void": "Запись {number} ({what}) сохранена вычеркнутой",
    "play.end.unread": "Запись не удалось прочитать заново ({error})",
    "play.end.dropped": "{what} не записана",
    "play.end.written": "{what} записана",
    "play.end.nothing": "ничего не вводилось",
    # -- issue 13: check and small cases
    "cli.rescore.typed_rules": "указанные правила ({preset}) не подходят к этому столу: {reason}",
    "core.title.hidden": "в названии не может быть управляющих и невидимых символов: {text!r}",
    "core.title.hidden.hint": (
        "наберите название буквами, цифрами, пробелами и знаками, например --title \"Пятница у "
        "Бориса\""),
    "storage.title.hidden": "в названии есть управляющие или невидимые символы: {value}",
    "storage.title.hidden.hint": (
        "напишите его буквами, цифрами, пробелами и знаками, например title = \"Пятница у "
        "Бориса\""),
    "core.player.ways": "наберите так: {ways}",
    "core.player.way": "{name} — {typed!r}",
    "core.player.way.next": "{a}, {b}",
    # -- issue 13: seating
    # rubber/seating.py: место отдыхающему, уход после текущего роббера и план,
    # составленный заново по итогам вечера (V12)
    "core.news.leave_after": "{player} доигрывает роббер {rubber} и уходит из-за стола",
    "core.news.swap_now": (
        "{new} сразу садится на место игрока {old}; до конца роббера {rubber} отдыхает {old}"),
    "core.news.swap_next": "в роббере {rubber} {new} садится на место игрока {old}, а {old} отдыхает",
    "core.seat.swap_not_playing": "{player} не играет в роббере {rubber}: уступать нечего",
    "core.seat.swap.takers": "место можно отдать новому игроку или отдыхающему: {names}",
    "core.replan.join.one": "за стол садится {players}",
    "core.replan.join.many": "за стол садятся {players}",
    "core.replan.leave.one": "из-за стола уходит {players}",
    "core.replan.leave.many": "из-за стола уходят {players}",
    "core.replan.leave_after.one": "после роббера {rubber} уходит {players}",
    "core.replan.leave_after.many": "после роббера {rubber} уходят {players}",
    "core.replan.swap": "{new} садится на место игрока {old}",
    "core.replan.pairs": "роббер {rubber} рассажен вручную",

    # -- issue 15: payments
    # Кто кому платит после `vint settle` (payments.py) и в выгрузках.
    "settle.payments": "Кто кому платит:",
    "settle.payment": "  {payer} → {payee}: {amount}",
    "settle.payments.none": "Никто никому не платит: все в нуле.",
    # issue 23: the one rounding of the money to the cent (payments.to_cents), said once
    "settle.payments.rounded": (
        "  (деньги округлены до копейки по наибольшим остаткам, при равных — по рассадке)"),
    "export.payments": "Кто кому платит",
    "export.payments.from": "Платит",
    "export.payments.to": "Кому",
    "export.payments.amount": "Сумма",
    # -- issue 14: dealer
    # rubber/dealing.py, sheet.py: кто сдавал каждую руку и кто сдаёт следующую
    "core.dealer.dummy": "{dummy} не сдаёт: болван никогда не сдаёт",
    "core.dealer.hint": "назовите одного из игроков за столом: {players}",
    # games/vint/report.py, render.py, view.py: журнал, лист, строка после записи
    "render.dealt": "сдающий: {dealer}",
    # узкий журнал: что запись внесла (стрелка значит только «кому»: висты, платежи)
    "render.log.wrote": "записано: {text}",
    # -- issue 14: where
    # where.py, storage/folder.py, cli/show.py, cli/stats.py: какая папка записей используется
    # и почему (`vint where`), что делать, когда в ней нет записей, и примеры, которые идут отдельно
    "cli.help.where": (
        "Показать, какая папка записей используется и почему.\n\nПапка записей — это "
        "$VINTSCORE_DIR, если переменная задана; иначе ближайшая папка sessions/ в текущей "
        "папке или выше (но не выше домашней, если вы внутри неё); иначе папка данных "
        "пользователя (в Linux ~/.local/share/vintscore/sessions). Показывает и текущую запись."),
    "where.why.env": "задана переменная $VINTSCORE_DIR",
    "where.why.upward": "это ближайшая папка sessions/ в текущей папке ({start}) или выше",
    "where.why.user": (
        "ни в {start}, ни выше, вплоть до {stop}, нет папки sessions/, и тогда берётся папка "
        "данных пользователя"),
    "where.why.user.here": (
        "в текущей папке ({start}) нет папки sessions/, а выше поиск не идёт, и тогда берётся "
        "папка данных пользователя"),
    "where.why.user.lost": "текущую папку не прочесть, и тогда берётся папка данных пользователя",
    "where.folder": "Папка записей: {folder}",
    "where.because": "  потому что {why}.",
    "where.missing": "Этой папки пока нет: её создаст «vint new».",
    "where.current": "Текущая запись: {name}.",
    "where.no_current": "Текущей записи нет.",
    "where.change": (
        "Чтобы взять другую папку, укажите её в VINTSCORE_DIR или запускайте vint в папке, где "
        "есть папка sessions/, или в любой папке внутри неё."),
    "where.sessions.none": "В {folder} нет записей; это папка записей, потому что {why}.",
    "where.start": (
        "Начните запись: «vint new ИМЯ --players A,B,C,D» — или укажите в VINTSCORE_DIR папку, "
        "где лежат ваши записи."),
    "where.examples": (
        "Примеры, которые идут с vintscore (их можно смотреть, а в «vint stats» они не "
        "считаются): {names} (vint sheet -s {first})."),
    "where.hint.none": (
        "{folder} — папка записей, потому что {why}; начните в ней запись: «vint new ИМЯ "
        "--players A,B,C,D» — или укажите в VINTSCORE_DIR папку, где лежат ваши записи"),
    "where.example.read_only": (
        "{name} — пример, который идёт с vintscore ({path}): его можно смотреть, но не менять"),
    "where.example.read_only.hint": (
        "чтобы играть дальше с этого места, скопируйте файл в свою папку записей (её называет "
        "«vint where») и укажите в --session имя копии"),
    "where.use.example": (
        "{name} — пример, который идёт с vintscore, а не запись из {folder}: текущим он быть "
        "не может"),
    "where.use.example.hint": (
        "посмотреть его: «vint sheet -s {name}»; чтобы играть дальше с этого места, скопируйте "
        "{path} в {folder}"),
    # -- issue 14: rules
    # cli/rules.py: `vint rules [ID]` — правила, как их применяет программа (vintscore/rules)
    "cli.help.rules": (
        "Показать правила, по которым считает vintscore: правило или разобранный пример "
        "по номеру либо их список.\n\n"
        "На языке записи. Без записи показывается список правил игры по умолчанию, "
        "но номер правила любой игры тоже находится."),
    "cli.help.rules.id": "Правило или разобранный пример, по номеру (по умолчанию — список).",
    "cli.help.help": (
        "Показать справку: список команд или аргументы и параметры одной команды.\n\n"
        "«vint help deal» — то же, что «vint deal --help»."),
    "cli.help.help.name": "Команда, справку которой показать (по умолчанию — список).",
    "cli.help.rules.game": (
        "Чьи правила перечислить: {games} (по умолчанию — игры записи)."),
    "rules.list.how": (
        "«vint rules НОМЕР» показывает одно правило или пример, например «vint rules {example}»."),
    "rules.list.entry": "  {id}  {title}",
    "rules.list.other": "Правила игры «{game}»: «vint rules --game {name}».",
    "rules.unknown": "нет правила или примера {text!r}",
    "rules.unknown.hint": (
        "номера правил игры этой записи перечисляет «vint rules», другой игры — «vint "
        "rules --game ИГРА» ({games})"),
    # errors.py: отказ, который ссылается на правило, говорит, как его прочитать
    "rules.see": "{hint} — см. «vint rules {rule}»",
    "rules.see.alone": "см. «vint rules {rule}»",

    # -- issue 15: ledger
    # Книга расчётов клуба (ledger.toml рядом с записями): `vint ledger`, `vint paid`,
    # `vint undo/redo/history --ledger`, `vint check --ledger` (cli/ledger.py,
    # services/ledger.py, storage/ledger.py, ledger/*.py).
    "cli.help.ledger": (
        "Книга расчётов клуба по всем записям папки: у каждого члена клуба — выигрыш и "
        "проигрыш в деньгах по каждой записи (оба вида игры, каждая по своей ставке, как их "
        "считает «vint settle»), сделанные и полученные платежи, баланс и наименьшее число "
        "платежей, которое сведёт все балансы к нулю.\n\nКнига — файл ledger.toml в папке "
        "записей: члены клуба и их другие имена (Anna = Аня: один человек, записанный по-разному), "
        "платежи («vint paid»), а также, по желанию, валюта и сезоны — их пишут в файл "
        "вручную. Незаконченная запись считается как есть и помечается; имя, которого нет ни у "
        "одного члена клуба, показывается само по себе с пометкой. Все итоги каждый раз "
        "пересчитываются по файлам.\n\nС --add-member NAME [--alias A]… вместо этого NAME "
        "становится членом клуба (или получает другие имена)."),
    "cli.help.ledger.since": "Только записи и платежи с даты DATE (ГГГГ-ММ-ДД) включительно.",
    "cli.help.ledger.until": "Только записи и платежи по дату DATE (ГГГГ-ММ-ДД) включительно.",
    "cli.help.ledger.month": (
        "Только записи и платежи этого месяца (ГГГГ-ММ): с первого его дня по последний."),
    "cli.help.ledger.season": "Только сезон SEASON, как он описан в [[seasons]] файла ledger.toml.",
    "cli.help.ledger.format": "Markdown, CSV или HTML-страница (md, csv, html) вместо текста.",
    "cli.help.ledger.output": "Записать в FILE, а не на экран («-» — на экран).",
    "cli.help.ledger.add_member": "Сделать NAME членом клуба (или добавить ему имена --alias).",
    "cli.help.ledger.alias": "Другое имя, под которым играет член клуба; можно повторить.",
    "cli.help.paid": (
        "Записать сделанный платёж: ОТ_КОГО отдал КОМУ сумму СУММА.\n\nОТ_КОГО и КОМУ — члены "
        "клуба или их другие имена, в любом регистре; незнакомое имя не принимается, и "
        "называются члены клуба. Платёж — новое изменение книги: «vint undo --ledger» его "
        "отменит."),
    "cli.help.paid.from": "Кто платил (член клуба).",
    "cli.help.paid.to": "Кому платили (член клуба).",
    "cli.help.paid.amount": "Сумма с точностью до копейки: 12.50.",
    "cli.help.paid.date": "День платежа, ГГГГ-ММ-ДД (по умолчанию — сегодня).",
    "cli.help.paid.note": "Заметка к платежу.",
    "cli.help.paid.season": "Сезон, за который платёж (из [[seasons]] файла ledger.toml).",
    "cli.help.undo.ledger": "Изменения книги расчётов клуба (ledger.toml), а не записи.",
    "cli.help.check.ledger": "Проверить книгу расчётов клуба (ledger.toml), а не запись.",

    "ledger.title": "Книга расчётов клуба",
    "ledger.title.currency": "Книга расчётов клуба (деньги в {currency})",
    # What was counted, a fact each: its label, and its value (issue 23: the page's header
    # shows them as label and value; the terminal and Markdown as "label: value.")
    "ledger.span.line": "{label}: {value}.",
    "ledger.span.season": "Сезон",
    "ledger.span.dates": "Даты",
    "ledger.span.counted": "Учтено",
    "ledger.span.season_dated": "{name}, {days}",
    "ledger.span.season_listed": "{name}, записи {sessions}",
    "ledger.span.between": "с {since} по {until}",
    "ledger.span.from": "с {since}",
    "ledger.span.up_to": "по {until}",
    "ledger.span.every_day": "все даты",
    "ledger.span.sessions": sentence(
        "{sessions} с {first} по {last}, {payments}",
        sessions=counted("sessions", one="{sessions} запись", few="{sessions} записи",
                         many="{sessions} записей"),
        payments=counted("payments", one="{payments} платёж", few="{payments} платежа",
                         many="{payments} платежей")),
    "ledger.span.no_sessions": counted(
        "payments", one="ни одной записи, {payments} платёж",
        few="ни одной записи, {payments} платежа",
        many="ни одной записи, {payments} платежей"),
    "ledger.no_ledger": (
        "Книги расчётов ещё нет ({folder}): каждое имя показано само по себе; начать её: "
        "«vint ledger --add-member NAME --alias …»."),
    "ledger.missing": "В сезоне названы записи, которых нет в папке: {names}.",
    "ledger.shared": (
        "В записи {session} имена {names} принадлежат одному члену клуба {member}: два игрока "
        "за одним столом учтены как один (проверьте другие имена)."),
    "ledger.sessions": "Записи",
    "ledger.session": "  {date}  {name}  {game}, ставка {stake}",
    "ledger.session.unfinished": "{row}  * не закончена",
    "ledger.not_member": "{name} (не член клуба)",
    "ledger.aliases": "{name} (другие имена: {aliases})",  # «он же» would need a gender
    "ledger.played_as": "под именем {name}",
    "ledger.paid.to": "{date}  платёж → {name}  {amount}",
    "ledger.paid.from": "{date}  платёж ← {name}  {amount}",
    "ledger.totals": (
        "выигрыш {won} · проигрыш {lost} · заплачено {paid} · получено {received} · "
        "баланс {balance}"),
    "ledger.balances": "Балансы",
    "ledger.col.name": "Имя",
    "ledger.col.won": "Выигрыш",
    "ledger.col.lost": "Проигрыш",
    "ledger.col.paid": "Заплачено",
    "ledger.col.received": "Получено",
    "ledger.col.balance": "Баланс",
    "ledger.col.date": "Дата",
    "ledger.col.session": "Запись",
    "ledger.col.member": "Член клуба",
    "ledger.col.aliases": "Другие имена",
    "ledger.col.as": "Под именем",
    "ledger.col.money": "Деньги",
    "ledger.col.game": "Игра",
    "ledger.col.stake": "Ставка",
    "ledger.col.finished": "Закончена",
    "ledger.col.from": "Кто платил",
    "ledger.col.to": "Кому",
    "ledger.col.amount": "Сумма",
    "ledger.col.note": "Заметка",
    "ledger.yes": "да",
    "ledger.no": "нет",
    "ledger.per_session": "Деньги по записям",
    "ledger.paid": "Сделанные платежи",
    "ledger.none_here": "Нет.",
    "ledger.nobody": "В учтённых записях никто не играл.",
    "ledger.clear": "Чтобы свести все балансы к нулю, хватит таких платежей:",
    "ledger.clear.none": "Все балансы в нуле: никто никому не должен.",
    "ledger.note.unfinished": (
        "* незаконченная запись: учтена так, как её сейчас считает «vint settle» (итог "
        "изменится, пока игра идёт)."),
    "ledger.note.not_member": (
        "Пометка «не член клуба» — имя из записи, которого нет ни у одного члена клуба: "
        "«vint ledger --add-member NAME» или «--alias» добавит его, или впишите его в "
        "ledger.toml."),

    # Отказы: что было набрано
    "ledger.member.unknown": "{name!r} — не член клуба",
    "ledger.members.known": "члены клуба (и их другие имена): {names}",
    "ledger.members.none.hint": (
        "в книге ещё нет членов клуба: добавить — «vint ledger --add-member NAME --alias OTHER»"),
    "ledger.season.unknown": "в книге нет сезона {name!r}",
    "ledger.seasons.known": "сезоны: {names}",
    "ledger.seasons.none.hint": (
        "в книге нет сезонов: добавьте в ledger.toml таблицу [[seasons]] (name и since/until "
        "или sessions)"),
    "ledger.amount.bad": "это не сумма денег: {text!r}",
    "ledger.amount.hint": "напишите сумму с точностью до копейки, например 12.50 или 12",
    "ledger.amount.zero": "платёж {text} ничего не платит",
    "ledger.amount.negative": "платёж не может быть отрицательным: {text}",
    "ledger.amount.negative.hint": "деньги идут от FROM к TO: поменяйте их местами",
    "ledger.date.bad": "{option} — дата в виде ГГГГ-ММ-ДД, а не {text!r}",
    "ledger.date.hint": "например: {option} 2026-10-02",
    "ledger.range.order": "--since {since} позже, чем --until {until}",
    "ledger.range.order.hint": "ранняя дата — в --since",
    "ledger.paid.self": "платёж самому себе: {name}",
    "ledger.note.bad": "в заметке есть знак, который нельзя показать",
    "ledger.note.hint": "наберите её заново без управляющих и невидимых знаков",
    "ledger.typed.empty": "у члена клуба должно быть имя, а здесь {name!r}",
    "ledger.typed.reserved": "в {name!r} есть , : + или =, а они разделяют имена в командах",
    "ledger.typed.cannot_show": "в {name!r} есть знак, который нельзя показать",
    "ledger.typed.unassigned": (
        "в {name!r} есть знак {code}, а этот Python знает Юникод {version}, где такого знака нет"),
    "ledger.typed.dummy": "{name!r} — имя болвана, а не человека",
    "ledger.typed.long": "{name!r} длиннее {n} знаков",
    "ledger.name.hint": (
        "имя без пробелов по краям, без , : + =, без управляющих и невидимых знаков, не "
        "длиннее 40 знаков"),
    "ledger.add.alias_of": "{name} — уже другое имя члена клуба {member}",
    "ledger.add.alias_of.hint": (
        "добавить члену клуба имена: vint ledger --add-member MEMBER --alias OTHER"),
    "ledger.add.taken": "имя {name} уже принадлежит члену клуба {member}",
    "ledger.add.taken.hint": (
        "имя принадлежит одному члену клуба; если оно перешло, исправьте "
        "ledger.toml"),
    "ledger.add.alike": (
        "имя {name!r} не отличить на глаз от {other!r}, имени члена клуба {member} (похожие "
        "знаки Юникода): {differs}"),
    "ledger.add.nothing": "{name} уже член клуба",
    "ledger.add.nothing.hint": "добавить другое имя: vint ledger --add-member NAME --alias OTHER",
    "ledger.none": "в {folder} нет книги расчётов клуба",
    "ledger.none.hint": "начать её: «vint ledger --add-member NAME» (ledger.toml)",
    "ledger.undo.nothing": "отменять нечего: с начала книги в ней ничего не менялось",
    "ledger.undo.nothing.hint": "«vint history --ledger» покажет её изменения",
    "ledger.redo.nothing.hint": (
        "«vint history --ledger» покажет изменения; «vint history --ledger --restore N» вернёт "
        "книгу к одной из них"),
    "ledger.history.hint": "«vint history --ledger» покажет их",
    "ledger.history.left": "что осталось, покажет «vint history --ledger»",
    "ledger.not_a_session": "{name!r} — имя книги расчётов клуба (ledger.toml), а не записи",
    "ledger.not_a_session.hint": (
        "выберите другое имя; книгу показывает «vint ledger», её изменения — "
        "«vint history --ledger»"),

    # Ошибки файла (код 65, каждая со строкой)
    "ledger.fix": "исправьте в редакторе и запустите «vint check --ledger»",
    "ledger.fix.backups": (
        "исправьте в редакторе и запустите «vint check --ledger» (прежние копии — в "
        "{backups}/)"),
    "ledger.place.top": "в начале книги",
    "ledger.place.member": "у члена клуба {number} ([[members]])",
    "ledger.place.season": "в сезоне {number} ([[seasons]])",
    "ledger.place.payment": "в платеже {number} ([[payments]])",
    "ledger.format.missing": (
        'это не книга расчётов vintscore: в ней нет строки format = "{format}"'),
    "ledger.format.missing.hint": (
        'книга начинается с format = "{format}" и schema_version = 1'),
    "ledger.format.wrong": "это не книга расчётов vintscore: format = {value}",
    "ledger.format.session": "в этом файле запись, а не книга расчётов клуба",
    "ledger.format.session.hint": (
        "{name} — имя книги: дайте записи другое имя (переименуйте файл)"),
    "ledger.currency.bad": (
        "currency — короткий текст (не длиннее {n} знаков), который можно показать, а здесь "
        "{value}"),
    "ledger.currency.hint": 'например currency = "RUB", или уберите эту строку',
    "ledger.not_tables": "{name} должны быть таблицами [[{name}]], а здесь {value}",
    "ledger.not_tables.hint": "напишите каждую отдельной таблицей под строкой [[{name}]]",
    "ledger.name.empty": "член клуба {number}: пустое имя: {name}",
    "ledger.name.reserved": "член клуба {number}: в {name} есть , : + или =",
    "ledger.name.cannot_show": "член клуба {number}: в {name} есть знак, который нельзя показать",
    "ledger.name.unassigned": (
        "член клуба {number}: в {name} есть знак {code}, а этот Python знает Юникод {version}, "
        "где такого знака нет"),
    "ledger.name.dummy": "член клуба {number}: {name} — имя болвана, а не человека",
    "ledger.name.long": "член клуба {number}: {name} длиннее {n} знаков",
    "ledger.name.padding": "член клуба {number}: у имени {name} пробелы по краям",
    "ledger.payment.padding": "платёж {number}: у имени {name} пробелы по краям",
    "ledger.name.twice": "имя {name} уже есть у члена клуба {member} (номер {number})",
    "ledger.name.twice.hint": (
        "имя (или другое имя) принадлежит одному члену клуба: оставьте его в "
        "одном месте"),
    "ledger.season.name": (
        "сезон {number}: имя — короткий текст, который можно показать, а здесь {value}"),
    "ledger.season.name.hint": "например name = \"осень 2026\"",
    "ledger.season.twice": "сезон {name} уже есть (сезон {number})",
    "ledger.season.twice.hint": "дайте каждому сезону своё имя",
    "ledger.season.session": "сезон {number}: {value} — не имя записи",
    "ledger.season.both": "у сезона {number} есть и даты, и список записей",
    "ledger.season.empty": "у сезона {number} нет ни дат, ни записей",
    "ledger.season.kinds.hint": (
        "сезон — это since = 2026-09-01 и/или until = 2026-12-31, или sessions = [\"friday\", "
        "\"saturday\"] (имена записей)"),
    "ledger.season.order": "сезон {number} кончается ({until}) раньше, чем начинается ({since})",
    "ledger.season.order.hint": "since — первый день, until — последний",
    "ledger.toml.fix_line": "{hint}; исправьте строку {line} и запустите «vint check --ledger»",
    "ledger.date.quoted": "дата пишется без кавычек: date = 2026-10-02",
    "ledger.payment.unknown": "платёж {number}: {name} — не член клуба",
    "ledger.payment.self": "платёж {number}: {name} платит сам себе",
    "ledger.payment.self.hint": "платёж идёт от одного члена клуба к другому",
    "ledger.payment.amount": (
        "платёж {number}: amount — сумма больше 0 с точностью до копейки, а здесь {value}"),
    "ledger.amount.quoted": 'сумма пишется в кавычках, до копейки: amount = "{value}"',
    "ledger.payment.season": "платёж {number}: в книге нет сезона {name}",
    "storage.type.date": "дата (ГГГГ-ММ-ДД, без кавычек)",
    "storage.format.ledger": "это книга расчётов клуба, а не запись",
    "storage.format.ledger.hint": (
        "показать её — «vint ledger», её изменения — «vint undo --ledger» и «vint history "
        "--ledger», проверить — «vint check --ledger»"),

    # Что говорят команды
    "cli.ledger.empty": "В {folder} нет записей и ещё нет книги расчётов клуба.",
    "cli.ledger.skipped": "предупреждение: {file} пропущен, его нельзя учесть: {problem}",
    "cli.ledger.alias_alone": "--alias даётся вместе с --add-member NAME",
    "cli.ledger.alias_alone.hint": "vint ledger --add-member Anna --alias Аня",
    "cli.ledger.two_formats": "--json и --format {format} просят два разных вывода",
    "cli.ledger.two_formats.hint": "оставьте один",
    "cli.ledger.member_added": "Новый член клуба: {name}.",
    "cli.ledger.member_added.aliases": "Новый член клуба: {name} (другие имена: {aliases}).",
    "cli.ledger.aliases_added": "Другие имена члена клуба {name}: добавлено {aliases}.",
    "cli.ledger.undo_hint": "Отменить: «vint undo --ledger».",
    "cli.ledger.redo_then": "Вернуть: «vint redo --ledger».",
    "cli.paid.done": "Платёж {number}: {payer} → {payee}, {amount}, {date}.",
    "cli.ledger.not_with_session": "--ledger — это книга расчётов клуба: запись к ней не указывают",
    "cli.ledger.not_with_session.hint": "укажите либо --ledger, либо запись",
    "cli.ledger.no_expect": "--expect проверяет очки записи, а не книгу расчётов",
    "cli.ledger.no_expect.hint": "«vint check --ledger» проверяет только файл книги",
    "cli.ledger.fine": sentence(
        "{path}: всё в порядке — {members}, {payments}, {seasons}.",
        members=counted("members", one="{members} член клуба", few="{members} члена клуба",
                        many="{members} членов клуба"),
        payments=counted("payments", one="{payments} платёж", few="{payments} платежа",
                         many="{payments} платежей"),
        seasons=counted("seasons", one="{seasons} сезон", few="{seasons} сезона",
                        many="{seasons} сезонов")),
    "cli.ledger.command.new": "книга начата",
    "cli.ledger.command.member": "член клуба",
    "cli.ledger.command.paid": "платёж",
    "cli.ledger.history.title": (
        "Изменения книги расчётов клуба, {name} (последнее внизу; вернуться к изменению N — "
        "«vint history --ledger --restore N»):"),
    "cli.ledger.history.added.one": "добавлен платёж {numbers}",
    "cli.ledger.history.added.many": "добавлены платежи {numbers}",
    "cli.ledger.history.removed.one": "удалён платёж {numbers}",
    "cli.ledger.history.removed.many": "удалены платежи {numbers}",
    "cli.ledger.history.changed.one": "изменён платёж {numbers}",
    "cli.ledger.history.changed.many": "изменены платежи {numbers}",
    "cli.ledger.history.header": "изменились члены клуба, сезоны или валюта",
    "cli.ledger.history.next": "«vint undo --ledger» отменит изменение {number} ({command})",
    "cli.ledger.history.next_redo": "«vint redo --ledger» вернёт изменение {number} ({command})",
    "cli.ledger.payment": "{date} {payer} → {payee} {amount}",
    "cli.ledger.effect.added": "  платёж {number} снова есть: {what}",
    "cli.ledger.effect.removed": "  платежа {number} больше нет: {what}",
    "cli.ledger.effect.changed": "  платёж {number} теперь: {what}",
    "cli.ledger.effect.header": "  члены клуба, сезоны и валюта — как до неё",
    # games/vint/sheet.py, render.py: запись объясняет себя
    "core.detail.capped": "урезано с {full}: сторона, сделавшая ренонс, не выигрывает партию в этой сдаче",
    # formats.py: страница для друзей не ссылается на правила в тексте, только в этой сноске
    "export.rules_note": (
        "Применены правила: {ids}. Каждое объясняет команда «vint rules» с его номером, "
        "например «vint rules {example}»."),
    # -- issue 14: russian
    # cli/helptext.py: отрицательное число там, где Click ждёт параметр
    "cli.usage.negative": "{number} прочитано как параметр, а не как отрицательное число",
    "cli.usage.negative.hint": (
        "поставьте -- перед отрицательным числом, после всех параметров: {example}"),
    # services/journal.py: «vint edit N --honours 4 --no-honours»
    "cli.edit.contradict": "{option} и {other} противоречат друг другу",
    "cli.edit.contradict.hint": "укажите {option}, чтобы задать значение, или {other}, чтобы его убрать, — не оба сразу",
    # games/vint/forms.py: «vint edit N» без изменений, N — все пас
    "cli.edit.nothing.hint": (
        "укажите, что изменить, например vint edit {number} --tricks 9 (все поля перечислит vint "
        "edit --help)"),
    # games/vint/notation.py: игры и коронки так, как их читают и набирают по-русски
    "core.contract.nt": "{level}БК",
    "core.contract.typed": "{level}{strain}",
    "core.strain.typed.spades": "п",
    "core.strain.typed.clubs": "т",
    "core.strain.typed.diamonds": "б",
    "core.strain.typed.hearts": "ч",
    "core.strain.typed.nt": "БК",
    # money.py: десятичный знак в деньгах для человека (не в --json, не в файле и не в CSV)
    "core.decimal_sign": ",",
    # cli/helptext.py: слова в обозначениях аргументов (ИГРОК[=ВЗЯТКИ])
    "cli.metavar.player": "ИГРОК",
    "cli.metavar.tricks": "ВЗЯТКИ",
    "cli.metavar.name": "ИМЯ",
    "cli.metavar.key": "КЛЮЧ",
    "cli.metavar.value": "ЗНАЧЕНИЕ",
    "cli.metavar.holder": "ИГРОК",
    "cli.metavar.suit": "МАСТЬ",
    "cli.metavar.file": "ФАЙЛ",
    "cli.metavar.amount": "ОЧКИ",
    "cli.metavar.preset": "НАБОР",
    "cli.metavar.old": "СТАРЫЙ",
    "cli.metavar.new": "НОВЫЙ",
    "cli.metavar.name_or_path": "ИМЯ_ИЛИ_ПУТЬ",
    "cli.metavar.declarer": "ИГРОК",
    "cli.metavar.date": "ДАТА",
    "cli.metavar.contract": "ИГРА",
    "cli.metavar.points": "ОЧКИ",
    "cli.metavar.id": "НОМЕР",
    "cli.metavar.from": "ОТ_КОГО",
    "cli.metavar.to": "КОМУ",
    "cli.metavar.money": "СУММА",
    "cli.metavar.season": "СЕЗОН",
    "cli.metavar.type.int": "<число>",
    "cli.metavar.type.str": "<текст>",
    # cli/helptext.py: [default: …] из Click в справке
    "cli.help.default": "по умолчанию",
    # issue 16: the pulya drawn (games/preferans/drawing.py, P12): подписи полос, круга над
    # размером пули и что показывает рисунок, словами
    # issue 16: vint serve
    # cli/serve.py, vintscore/web/: живая страница, её ссылки и форма записывающего
    "cli.help.serve": (
        "Показывать живую страницу записи на каждом телефоне за столом, пока не нажат Ctrl-C.\n\n"
        "Печатает две ссылки: для зрителей (запись, расчёт, последняя сдача, кто сдаёт дальше; "
        "страница следит за каждым изменением) и для записи счёта (та же страница с формой "
        "для сдач, отмены и возврата). В каждой длинный тайный ключ; ключи хранятся "
        "в .serve/tokens.json в папке записей. Без --lan открыть ссылки можно только на этом "
        "компьютере."),
    "cli.help.serve.port": "Порт; 0 — любой свободный.",
    "cli.help.serve.lan": (
        "Слушать и в местной сети (каждое устройство в ней, у которого есть ссылка), а не "
        "только на этом компьютере."),
    "cli.help.serve.new_tokens": "Сделать новые ключи: прежние ссылки перестанут работать.",
    "serve.viewer": "Ссылка для зрителей (запись для всех за столом):",
    "serve.scorekeeper": "Ссылка для записи счёта (не давайте её другим):",
    "serve.qr": "Ссылка для зрителей в виде кода для камеры телефона:",
    "serve.lan": (
        "Слушаю на этом компьютере (127.0.0.1) и в местной сети по адресу {address}, больше ни "
        "на каком адресе."),
    "serve.lan.unknown": (
        "Адрес этого компьютера в местной сети найти не удалось: слушаю только на этом "
        "компьютере (127.0.0.1)."),
    "serve.local": (
        "Ссылки открываются только на этом компьютере, поэтому кода для телефона нет; чтобы их "
        "открыли телефоны за столом, запустите 'vint serve --lan'."),
    "serve.tokens": "Ключи ссылок хранятся в {path}.",
    "serve.tokens.new": "Сделаны новые ключи: прежние ссылки больше не работают.",
    "serve.stop": "Чтобы остановить, нажмите Ctrl-C.",
    "serve.stopped": "Сервер остановлен: его ссылки больше не открываются.",
    "serve.port_taken": "Не удаётся слушать порт {port}: {reason}",
    "serve.port_taken.hint": "выберите другой порт в --port или --port 0 для любого свободного",
    "serve.tokens.unwritable": "Не удаётся сохранить ключи ссылок в {path}: {reason}",
    "serve.tokens.unwritable.hint": "проверьте, что в папку записей можно писать",
    "serve.last": "Последняя запись: {text}",
    "serve.nothing_yet": "Пока ничего не записано.",
    "serve.next_dealer": "Следующим сдаёт: {dealer}.",
    "serve.problems.title": "В файле записи ошибки",
    "serve.problems": (
        "Так о нём говорит 'vint check'. Запись вернётся сама, как только файл будет исправлен."),
    "serve.unread": "Файл записи сейчас не читается.",
    "serve.live.scrolls": "Шире экрана: сдвиньте вбок, чтобы увидеть остальное.",
    "serve.live.offline": "Связь потеряна; пробую снова…",
    "serve.live.sending": "Отправляю…",
    "serve.live.pending": (
        "Ещё не отправлено: связь потеряна. Отправлю один раз, как только она вернётся; "
        "набранное сохранено."),
    "serve.rules.see": "см. правило {rule}",
    "serve.rules_note": "Применены правила: {ids}. Нажмите на номер, чтобы прочесть правило.",
    "serve.rules.of": "Правила игры",
    "serve.key.nt": "БК",
    "serve.key.more": "+ ещё",
    "serve.form.title": "Записывающий",
    "serve.form.kind.deal": "Сдача",
    "serve.form.kind.pass": "Все спасовали",
    "serve.form.record": "Далее",
    "serve.form.save": "Сохранить",
    "serve.form.change": "Изменить",
    "serve.preview.again": (
        "Не сохранено: ответы или запись изменились после показа. Вот что будет записано "
        "теперь."),
    "serve.form.again": "Начать заново",
    "serve.form.all_pass": "Все спасовали",
    "serve.form.undo": "Отменить",
    "serve.form.redo": "Вернуть",
    "serve.ask.undo.event": "Отменить запись {number}: {what}?",
    "serve.ask.redo.event": "Вернуть запись {number}: {what}?",
    "serve.ask.undo": "Отменить изменение {number} ({command})?",
    "serve.ask.redo": "Вернуть изменение {number} ({command})?",
    "serve.ask.undo.yes": "Да, отменить",
    "serve.ask.redo.yes": "Да, вернуть",
    "serve.ask.no": "Нет, оставить как есть",
    "serve.form.needed": "Это поле нужно заполнить.",
    # issue 32: a submission written by a server that died before saying so, answered
    # from the session's history (web/app.py, _again)
    "serve.submitted.done": "Уже сделано: изменение {number}.",
    "serve.http.not_found": "Здесь ничего нет: ссылка неверна или больше не действует.",
    "serve.http.viewer": "Эта ссылка только показывает запись; записывает лишь ссылка для записи счёта.",
    "serve.http.cross_site": "Отказано: запрос пришёл не с этой страницы.",
    "serve.http.too_large": "Отказано: прислано слишком много.",
    "serve.http.stopping": "Отказано: сервер останавливается, ничего не записано.",
    "serve.http.too_slow": "Отказано: запрос шёл слишком медленно.",
    "serve.http.bad_form": "Отказано: форму не удалось прочесть.",
    "serve.move.unsaid": (
        "Отказано: страница не сказала, какое изменение она показывала; ничего не отменено и не "
        "возвращено."),
    "serve.move.unsaid.hint": "Откройте страницу заново и нажмите кнопку ещё раз.",
    "serve.redo.changed": (
        "запись изменилась с тех пор, как страница её показала: ничего не возвращено"),
    # issue 14: the editor's last rows
    "core.hand.dummy": "болван",
    "core.hand.dummy_of": "болван ({player})",
    "core.hand.dummy_typed": "болван-{player}",
    "core.side.hands": "{a} и {b}",
    "core.side.own_dummy": "{player} и болван",
    "core.side.and": " и ",
    "core.minus_sign": "−",
    "core.date": "{day}.{month}.{year}",
    "core.datetime": "{date} {time}{offset}",
    # given back to the shared catalogue: the games of rubbers say them (rubber/)
    "cli.new.no_table": "нет вида стола {table!r}",
    "cli.new.no_table.hint": "виды стола: {tables}",
    "cli.seat.nothing": "менять нечего",
    "cli.seat.nothing.hint": "--pairs A+B,C+D, --join ИМЯ, --leave ИГРОК или --replace СТАРЫЙ=НОВЫЙ",
    "cli.seat.not_pair": "это не пара для {option}: {text!r}",
    "cli.seat.not_pair.hint": "два имени через «{sep}», например {option} {example}",
    "cli.seat.example.pairs": "Анна+Вера",
    "cli.seat.example.replace": "Глеб=Дмитрий",
    "core.adjust.too_big": counted(
        "amount", one="поправка на {amount} очко — больше, чем бывает за вечер",
        few="поправка на {amount} очка — больше, чем бывает за вечер",
        many="поправка на {amount} очков — больше, чем бывает за вечер"),
    "core.adjust.too_big.hint": counted("most", one="не больше {most} очка в любую сторону",
                                        few="не больше {most} очков в любую сторону",
                                        many="не больше {most} очков в любую сторону"),
    "storage.kind.seat": "пересадки",
    "storage.kind.rules": "смены правил",
    "storage.place.seat": "в пересадке",
    "storage.place.rules_event": "в смене правил",
    "storage.table.bad": "table — одно из: {choices}, а здесь {value}",
    "storage.table.bad.hint": (
        'напишите table = "{pairs}" для четырёх игроков, где 1-й и 3-й — партнёры'),
    "storage.players.count": counted(
        "low", one="за столом {table} играет {low} игрок, а здесь {count}: {players}",
        few="за столом {table} играют {low} игрока, а здесь {count}: {players}",
        many="за столом {table} играют {low} игроков, а здесь {count}: {players}"),
    "storage.players.count_range": counted(
        "high",
        one="за столом {table} играют от {low} до {high} игрока, а здесь {count}: {players}",
        few="за столом {table} играют от {low} до {high} игроков, а здесь {count}: {players}",
        many="за столом {table} играют от {low} до {high} игроков, а здесь {count}: {players}"),
    "storage.players.count.hint": "напишите players = {example}, в порядке мест за столом",
    "storage.rules.no_preset": "нет набора правил {value}",
    "storage.rules.no_preset.hint": "{near}(наборы правил: {presets})",
    "storage.seat.twos": "в {field} имена идут по два, как {example}, а здесь {value}",
    "storage.seat.empty": (
        "в пересадке должно быть сказано, что меняется: pairs, join, leave или replace"),
    "storage.seat.empty.hint": 'например join = ["Дмитрий"]',
    "cli.adjust.amount": "укажите очки поправки",
    "cli.adjust.vint.hint": "vint adjust ИГРОК ОЧКИ --reason ТЕКСТ [--below]",
    "core.seat.chain": (
        "в этой пересадке {name} и садится за стол, и уходит из-за него — и не сыграет ни одной "
        "сдачи"),
    "core.seat.chain.hint": "наберите ту пересадку, что имеется в виду: {instead}",
    "core.seat.chain.nothing": (
        "после такой пересадки за столом всё осталось бы как есть: набирать нечего"),
    "storage.seat.chain.hint": "напишите ту пересадку, что имеется в виду: {instead}",
    "storage.seat.chain.nothing": (
        "после этой пересадки за столом всё остаётся как есть: удалите её или отметьте "
        "void = true"),
    "core.seat.twice": "имя {name} встречается в этой пересадке дважды",
    "core.seat.twice.hint": "назовите каждого игрока один раз: {choices}",
    "storage.seat.plan": (
        'plan — "fair" (план заново по итогам вечера) или "restart", а здесь {value}'),
    "storage.players.example": '["Аня", "Борис", "Вера", "Глеб"]',
    # what every game says by default (games/base.py, games/showing.py) and the options
    # a game declares as data (tally/options.py)
    "storage.rules.hint": "напишите таблицу [rules] так, как её записала команда «vint new»",
    "storage.players.sizes": "{game}: игроков от {low} до {high}, а не {count}",
    "storage.players.sizes.hint": (
        "назовите от {low} до {high} игроков: --players Аня,Боря,Вера"),
    "check.session.fine": counted(
        "events",
        one="{path}: всё в порядке — {events} запись, игроки {players}, правила: {rules}.",
        few="{path}: всё в порядке — {events} записи, игроки {players}, правила: {rules}.",
        many="{path}: всё в порядке — {events} записей, игроки {players}, правила: {rules}."),
    "cli.new.made": "Создана запись {path}: {game}, {rules}, ставка {stake}.",
    "export.money": "Деньги",
    "export.settlement": "Расчёт",
    "export.stake": "Ставка",
    "export.col.kind": "Что",
    "log.row": "{number}. {what} — {wrote}",
    "tally.option.value": "{option} — это {values}, а не {value}",
    "tally.option.unknown": "нет такого правила: {text!r} (правила: {keys})",
    # the sheet of running totals (tally/view.py); a game says its own version of any
    # (GAME.tally.…, glossary.own): the toy's rounds are matches, Thousand's the game
    "tally.void": "ничего: запись отменена",
    "tally.in_round": "партия {round}: {points}",
    "tally.points": "{points}",
    "tally.marks": "{player}: {marks}",
    "tally.won": "Партию {round} выигрывает {player}.",
    "tally.round": "Партия {round}",
    "tally.round.won": "Партия {round}, победитель — {winner}",
    "tally.title": "{title} — {rules}",
    "tally.next_dealer": "Следующая сдача: сдаёт {dealer}.",
    "tally.won.col": "выиграно",
    "tally.unfinished": "Игра не окончена: пока никто не платит",
    "tally.stats.played": "сыграно",
    "tally.stats.title": counted("count", one="{game}: {count} запись",
                                 few="{game}: {count} записи", many="{game}: {count} записей"),
    "tally.col.round": "Партия",
    "tally.csv.total": "итог",
    "tally.option.from": "целое число от {least}",
    # vint rescore of a sheet of running totals (tally/typed.py, tally/view.py): no presets,
    # each option by its key
    "tally.help.rescore": (
        "Показать итог и деньги каждого игрока по другим правилам, ничего не записывая; "
        "--write переводит игру на них (это запись: «vint undo» вернёт)."),
    "tally.help.rescore.rules": "Не принимается: готовых правил нет; пишите --rule КЛЮЧ=ЗНАЧЕНИЕ.",
    "tally.help.rescore.rule": "Изменить одно из правил, по которым играют сейчас; можно повторять.",
    "tally.help.rescore.write": "Перевести игру на эти правила («vint undo» вернёт).",
    "tally.rules.none": "в этой игре нет готовых правил, а названо {name!r}",
    "tally.rules.none.hint": "измените правило так: --rule КЛЮЧ=ЗНАЧЕНИЕ",
    "tally.rules.defaults": "правила по умолчанию",
    "tally.dealer.unknown": "первый сдающий {dealer!r} — не из игроков ({players})",
    "tally.dealer.hint": "напишите одного из игроков, например dealer = \"{example}\", или уберите ключ: первым сдаёт первый игрок",
    "tally.edit.switch": "{option} здесь не подходит: запись {number} — смена правил, у неё меняется только --note",
    "tally.edit.switch.hint": "чтобы считать по другим правилам, отмените её (vint void {number}) и пересчитайте снова: vint rescore --rule КЛЮЧ=ЗНАЧЕНИЕ --write",
    "tally.rescore.nothing": "не сказано, какое правило изменить",
    "tally.switch": "правила сменены: {rules}",
    "tally.rescore.title": "Сейчас {now}; по другим правилам {then}:",
    "tally.rescore.col.player": "игрок",
    "tally.rescore.col.now": "сейчас",
    "tally.rescore.col.then": "по другим",
    "tally.rescore.col.change": "разница",
    "tally.rescore.col.money_now": "деньги сейчас",
    "tally.rescore.col.money_then": "деньги по другим",
    "tally.rescore.won": "Победитель сейчас: {now}; по другим правилам: {then}.",
    "tally.rescore.nobody": "пока никто",
    "tally.rescore.written": "Игра теперь считается по правилам {rules}; «vint undo» вернёт.",
    # vint rating (cli/rating.py, services/rating.py; vintscore/rules/rating.ru.md, L1–L10)
    "cli.help.rating": (
        "Рейтинг клуба: кто играет лучше, по каждой игре отдельно, и насколько это точно.\n\n"
        "Все законченные встречи записей папки (что такое встреча, решает каждая игра: L2) в "
        "том порядке, в каком их играли, по модели Плакетта — Льюса библиотеки openskill "
        "(L1–L4); "
        "рейтинг меньше чем по 10 встречам предварительный (L6). См. «vint rules L1»."),
    "cli.help.rating.game": "Только эта игра (её имя в файлах записей).",
    "cli.help.rating.players": (
        "Только записи, где играл кто-то из них, и их строки: А,Б (имена как везде: "
        "в любом регистре или однозначное начало)."),
    "cli.help.rating.pairs": "Пары вместо игроков, в играх с партнёрами (L5).",
    "cli.help.rating.explain": (
        "Встречи, которые изменили рейтинг: NAME или пары A+B — с кем, против кого, место, "
        "рейтинг до и после (L7)."),
    "rating.game.unknown": "нет игры {game!r} для рейтинга",
    "rating.game.hint": "--game {games}",
    "rating.explain.bad": "это не игрок и не пара: {text!r}",
    "rating.explain.hint": "--explain ИМЯ или --explain A+B для пары",
    "rating.explain.nobody": "в этих записях нет игрока с рейтингом {text!r}",
    "rating.explain.nobody.hint": "игроки: {names}",
    "rating.none": "В папке {folder} нет законченных встреч для рейтинга.",
    "rating.title": counted("count", one="{game}: рейтинг по {count} записи",
                            few="{game}: рейтинг по {count} записям",
                            many="{game}: рейтинг по {count} записям"),
    "rating.col.pair": "Пара",
    "rating.col.rating": "Рейтинг",
    "rating.col.mu": "μ",
    "rating.col.sigma": "σ",
    "rating.col.matches": "Встреч",
    "rating.col.trend": "Динамика",
    "rating.nobody": "Законченных встреч пока нет.",
    "rating.no_pairs": "Ни одна пара ещё не сыграла законченной встречи (L5).",
    "rating.provisional": (
        "* предварительный: меньше {count} встреч (L6). Рейтинг: μ − 3σ (L4)."),
    "rating.explain.head": (
        "{name}, {game}: рейтинг {rating} (μ {mu}, σ {sigma}), встреч: {matches}."),
    "rating.explain.versus": "; ",
    "rating.explain.step": (
        "{session}, {unit}: соперники — {opponents}, место {rank}: {before} → {after}"),
    "rating.explain.step.with": (
        "{session}, {unit}: партнёр — {partners}, соперники — {opponents}, место {rank}: "
        "{before} → {after}"),
    "rating.unit.rubber": "роббер {number}",
    "rating.unit.chicago": "чикаго {number}",
    "rating.unit.game": "партия",
    # the rating on a page (rating_chart.py, pages/templates/rating/): the ledger's HTML
    # export and the live page of `vint serve` (issue 36, point 4)
    "rating.chart.heading": "Рейтинг после каждого вечера",
    "rating.chart.title": "{game}: рейтинг после каждого вечера",
    # the partnerships' chart under the players' (L5): a pair named by its two, as
    # `--explain Аня+Вера` names it («и» joins the names of lines that are one)
    "rating.chart.pairs.heading": "Рейтинг пар после каждого вечера",
    "rating.chart.pairs.title": "{game}: рейтинг пар после каждого вечера",
    "rating.chart.pair": " + ",
    "rating.chart.evenings": "вечера по датам",
    "rating.chart.dot": "{name}, {day} ({session}): {rating}",
    "rating.section.provisional": "* предварительный: меньше {count} встреч.",
    "rating.section.ledger": (
        "Рейтинг по записям, которые учтены на этой странице; все начинают с нуля: сезон — "
        "это выборка."),
    "rating.section.live": "Рейтинг по всем записям этой игры в папке.",
}
