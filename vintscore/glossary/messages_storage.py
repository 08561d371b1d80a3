"""Messages of the session files (vintscore/storage.py): (English, Russian).

The values are raw: paths, names, numbers, OS reasons, and values of the file as they are
written in it (`{value}`); the keys and values of the file (kind = "deal", preset, …) are
its syntax and stay as they are in both languages.
"""

MESSAGES: dict[str, tuple[str, str]] = {
    # Session names (check_name)
    "storage.name.hint": (
        "give a plain name such as 'friday'; to use a file elsewhere, give its path to --session",
        "дайте простое имя, например 'friday'; чтобы открыть файл в другом месте, укажите "
        "его путь в --session"),
    "storage.name.empty": ("a session needs a name, got {name!r}",
                           "у записи должно быть имя, а здесь {name!r}"),
    "storage.name.dot": ("a session name cannot start with '.': {name!r}",
                         "имя записи не может начинаться с '.': {name!r}"),
    "storage.name.slash": ("a session name cannot contain '/' or '\\': {name!r}",
                           "имя записи не может содержать '/' или '\\': {name!r}"),
    "storage.name.dots": ("a session name cannot contain '..': {name!r}",
                          "имя записи не может содержать '..': {name!r}"),
    "storage.name.control": (
        "a session name cannot contain control or invisible characters: {name!r}",
        "имя записи не может содержать управляющие и невидимые символы: {name!r}"),
    "storage.name.long": (
        "a session name is at most {max_chars} {max_chars:@character} and {max_bytes} "
        "{max_bytes:@byte}, got {chars} {chars:@character}, {nbytes} {nbytes:@byte}",
        "имя записи слишком длинное: {chars} {chars:@character}, {nbytes} {nbytes:@byte}; "
        "предел — {max_chars} {max_chars:@character} и {max_bytes} {max_bytes:@byte}"),
    "storage.name.long.hint": ("give a shorter name", "дайте имя покороче"),

    # The sessions folder: .current, --session, finding the session
    "storage.current.write_failed": ("could not write {target}: {reason}",
                                     "не удалось записать {target}: {reason}"),
    "storage.current.write_failed.hint": ("check that the sessions folder is writable",
                                          "проверьте, что в папку записей можно писать"),
    "storage.folder": ("{path} is a folder, not a session file",
                       "{path} — это папка, а не файл записи"),
    "storage.folder.hint": ("give the path of a .toml session file",
                            "укажите путь к файлу записи .toml"),
    "storage.folder.hint_or_name": ("give the path of a .toml session file, or a session name",
                                    "укажите путь к файлу записи .toml или имя записи"),
    "storage.no_file": ("no session file {path}", "нет файла записи {path}"),
    "storage.no_file.hint": ("check the path, or give a session name from 'vint sessions'",
                             "проверьте путь или укажите имя записи из 'vint sessions'"),
    "storage.no_session": ("no session {name!r} in {directory} ({known})",
                           "нет записи {name!r} в {directory} ({known})"),
    "storage.no_session.there": ("sessions there: {names}", "там есть записи: {names}"),
    "storage.no_session.none": ("it holds no sessions yet", "там пока нет ни одной записи"),
    "storage.no_session.hint": (
        "run 'vint sessions' to list them, or 'vint new NAME --players A,B,C,D'",
        "список записей покажет 'vint sessions'; новую запись начинает "
        "'vint new NAME --players A,B,C,D'"),
    "storage.link_out": (
        "the session {name!r} is a link to a file outside the sessions folder ({target})",
        "запись {name!r} — ссылка на файл вне папки записей ({target})"),
    "storage.link_out.hint": ("to open that file on purpose, give its path: --session PATH",
                              "чтобы открыть этот файл намеренно, укажите его путь: "
                              "--session PATH"),
    "storage.no_current": ("no current session: {detail}", "нет текущей записи: {detail}"),
    "storage.no_current.many": ("{directory} holds {count} {count:@session} ({names})",
                                "в {directory} {count} {count:@session} ({names})"),
    "storage.no_current.none": ("{directory} holds no sessions", "в {directory} нет записей"),
    "storage.no_current.gone": ("{name!r} named in {current} is gone, and {detail}",
                                "записи {name!r}, указанной в {current}, больше нет, а {detail}"),
    "storage.no_current.hint": ("run 'vint use NAME' or 'vint new NAME --players A,B,C,D'",
                                "выберите запись: 'vint use NAME', или начните новую: "
                                "'vint new NAME --players A,B,C,D'"),

    # Reading a file: where a problem is, and the hint every problem has by default
    "storage.fix": ("fix it in an editor and run 'vint check'",
                    "исправьте файл в редакторе и запустите 'vint check'"),
    "storage.fix.backups": (
        "fix it in an editor and run 'vint check' (earlier versions are in {backups}/)",
        "исправьте файл в редакторе и запустите 'vint check' (прежние версии — в {backups}/)"),
    "storage.in_event": ("event {number}: {message}", "событие {number}: {message}"),
    "storage.in_event_kind": ("event {number} ({kind}): {message}",
                              "событие {number} ({kind}): {message}"),

    # Values of the file, shown in messages
    "storage.value.table": ("a table", "таблица"),
    "storage.value.list": ("[{items}]", "[{items}]"),
    "storage.value.items": ("{first}, {rest}", "{first}, {rest}"),

    # Kinds of event: "belongs to a deal or a pass, not to an adjustment" (Russian: genitive)
    "storage.kind.deal": ("a deal", "сдачи"),
    "storage.kind.pass": ("a pass", "распасовки"),
    "storage.kind.adjust": ("an adjustment", "поправки"),
    "storage.kind.misdeal": ("a misdeal", "пересдачи"),
    "storage.kind.seat": ("a seat change", "пересадки"),
    "storage.kind.rules": ("a switch of rules", "смены правил"),
    "storage.or_more": ("{first} or {rest}", "{first}, {rest}"),
    "storage.or_last": ("{first} or {rest}", "{first} или {rest}"),

    # Where a key is
    "storage.place.top": ("at the top of the file", "в начале файла"),
    "storage.place.rules": ("in [rules]", "в [rules]"),
    "storage.place.event": ("in an event", "в событии"),
    "storage.place.deal": ("in a deal", "в сдаче"),
    "storage.place.pass": ("in a pass", "в распасовке"),
    "storage.place.adjust": ("in an adjustment", "в поправке"),
    "storage.place.misdeal": ("in a misdeal", "в пересдаче"),
    "storage.place.seat": ("in a seat change", "в пересадке"),
    "storage.place.rules_event": ("in a switch of rules", "в смене правил"),

    # What a key's value must be
    "storage.type.str": ("text in double quotes", "текст в двойных кавычках"),
    "storage.type.int": ("a whole number (no quotes)", "целое число (без кавычек)"),
    "storage.type.bool": ("true or false (no quotes)", "true или false (без кавычек)"),
    "storage.type.strs": ("a list of texts in double quotes", "список текстов в двойных кавычках"),
    "storage.type.datetime": ("a date and time", "дата и время"),

    # Keys
    "storage.did_you_mean": ("did you mean '{near}'? ", "может быть, '{near}'? "),
    "storage.key.unknown": ("unknown key '{field}' {place}", "неизвестный ключ '{field}' {place}"),
    "storage.key.listed": ("the keys {place} are: {keys}", "ключи {place}: {keys}"),
    "storage.key.listed_near": ("{near}({listed})", "{near}({listed})"),
    "storage.key.belongs": ("{kinds}, not to {kind}", "{kinds}, а не {kind}"),
    "storage.key.elsewhere": ("{field} belongs to {belongs}; {listed}",
                              "{field} — ключ {belongs}; {listed}"),
    "storage.key.missing": ("{field} is missing", "нет ключа {field}"),
    "storage.key.missing.hint": ("add the line {field} = {example}",
                                 "добавьте строку {field} = {example}"),
    "storage.key.range": ("{field} is out of range: {value}",
                          "{field} за пределами допустимого: {value}"),
    "storage.key.range.hint": ("a number of points or tricks, e.g. {field} = {example}",
                               "число очков или взяток, например {field} = {example}"),
    "storage.key.type": ("{field} must be {kind}, got {value}",
                         "в {field} ожидается {kind}, а здесь {value}"),
    "storage.key.write": ("write {field} = {example}", "напишите {field} = {example}"),

    # The file as a whole
    "storage.bug.read": ("could not read the file ({error}); this is a bug in vintscore",
                         "не удалось прочитать файл ({error}); это ошибка в vintscore"),
    "storage.bug.read.hint": ("please report it with the file; {fix}",
                              "пожалуйста, сообщите о ней и приложите файл; {fix}"),
    "storage.toml.invalid": ("the file is not valid TOML: {what}",
                             "файл не является правильным TOML: {what}"),
    "storage.toml.too_deep": ("the file is not valid TOML: brackets are nested too deeply",
                              "файл не является правильным TOML: скобки вложены слишком глубоко"),
    "storage.toml.quotes": (
        'text goes in double quotes (declarer = "Anna"); numbers and true/false without',
        'текст пишется в двойных кавычках (declarer = "Anna"); числа и true/false — без них'),
    "storage.toml.twice": (
        "a key or a table is written twice: keep one (each event starts with its own "
        "[[events]] line)",
        "ключ или таблица записаны дважды: оставьте одно (каждое событие начинается своей "
        "строкой [[events]])"),
    "storage.toml.unclosed": ('a text value is missing its closing quote: write note = "…"',
                              'у текста нет закрывающей кавычки: пишите note = "…"'),
    "storage.toml.shape": ("each line is key = value, a [table] or an [[events]] line",
                           "каждая строка — это key = value, [таблица] или строка [[events]]"),
    "storage.toml.fix_line": ("{hint}; fix line {line} and run 'vint check'",
                              "{hint}; исправьте строку {line} и запустите 'vint check'"),
    "storage.file.empty": ("the file is empty: it holds no session",
                           "файл пуст: в нём нет записи"),
    "storage.file.empty.hint": (
        "restore an earlier version from .backup/, or start a session with 'vint new'",
        "восстановите прежнюю версию из .backup/ или начните новую запись: 'vint new'"),
    "storage.format.missing": (
        'this is not a vintscore session file: it has no format = "{format}" line',
        'это не файл записи vintscore: в нём нет строки format = "{format}"'),
    "storage.format.missing.hint": (
        'a session file starts with format = "{format}" and schema_version = 1',
        'файл записи начинается с format = "{format}" и schema_version = 1'),
    "storage.format.wrong": ("this is not a vintscore session file: format = {value}",
                             "это не файл записи vintscore: format = {value}"),
    "storage.format.wrong.hint": ('a session file has format = "{format}"',
                                  'в файле записи стоит format = "{format}"'),
    "storage.schema.newer": (
        "this file was written by a newer vintscore (schema {version}); this one reads "
        "{supported}: upgrade vintscore",
        "этот файл записан более новой версией vintscore (схема {version}); эта версия "
        "читает схему {supported}: обновите vintscore"),
    "storage.schema.newer.hint": (
        "upgrade vintscore (pip install -U vintscore); the file was not changed",
        "обновите vintscore (pip install -U vintscore); файл не изменён"),
    "storage.schema.unknown": ("schema_version {version} is not a version of this file",
                               "schema_version {version} — не версия этого файла"),
    "storage.schema.unknown.hint": (
        "the versions are 1 to {latest}: write schema_version = {latest}",
        "версии — от 1 до {latest}: напишите schema_version = {latest}"),
    "storage.game.other": (
        "this version of vintscore keeps Vint and Preferans sessions, got game = {value}",
        "эта версия vintscore ведёт записи винта и преферанса, а здесь game = {value}"),
    "storage.game.other.hint": ('write game = "vint" or game = "preferans", or upgrade '
                                'vintscore for other games',
                                'напишите game = "vint" или game = "preferans" или обновите '
                                'vintscore ради других игр'),
    "storage.lang.bad": ("lang is en or ru, got {value}", "lang — en или ru, а здесь {value}"),
    "storage.lang.bad.hint": ('write lang = "en"', 'напишите lang = "ru" или lang = "en"'),
    "storage.table.bad": ("table is one of {choices}, got {value}",
                          "table — одно из: {choices}, а здесь {value}"),
    "storage.table.bad.hint": (
        'write table = "{pairs}" for four players, 1st & 3rd partners',
        'напишите table = "{pairs}" для четырёх игроков, где 1-й и 3-й — партнёры'),

    # Players
    "storage.players.hint": (
        "names may not be empty or contain ',' or ':' (they separate names in commands)",
        "имя не может быть пустым или содержать ',' и ':' (ими разделяют имена в командах)"),
    "storage.players.empty": ("a player's name is empty: {name}", "имя игрока пустое: {name}"),
    "storage.players.separator": ("a player's name cannot contain ',' or ':': {name}",
                                  "имя игрока не может содержать ',' или ':': {name}"),
    "storage.players.control": (
        "a player's name cannot contain control or invisible characters, nor start with a "
        "combining mark: {name}",
        "имя игрока не может содержать управляющие и невидимые символы и не может начинаться "
        "с диакритического знака: {name}"),
    "storage.players.same": ("players {first} and {second} are the same name ignoring case",
                             "у игроков {first} и {second} одно имя, если не различать "
                             "заглавные и строчные буквы"),
    "storage.players.same.hint": (
        'give each player a distinct name, e.g. "Anna K." and "Anna M."',
        'дайте игрокам разные имена, например "Анна К." и "Анна М."'),
    "storage.players.count": (
        "a {table} table has {low} {low:@player}, got {count}: {players}",
        "за столом {table} играют {low} {low:@player}, а здесь {count}: {players}"),
    "storage.players.count_range": (
        "a {table} table has {low} to {high} players, got {count}: {players}",
        "за столом {table} играют от {low} до {high} игроков, а здесь {count}: {players}"),
    "storage.players.count.hint": ("write players = {example}, in seating order",
                                   "напишите players = {example}, в порядке мест за столом"),
    "storage.players.dummy": ("{name} is the dummy's name, not a player's",
                              "{name} — имя болвана, а не игрока"),
    "storage.players.dummy.hint": ("give the player another name", "дайте игроку другое имя"),

    # Stake
    "storage.stake.hint": (
        'the money per 100 points as a decimal with a point, e.g. stake = "1.00"',
        'ставка по сотой — деньги за 100 очков, десятичным числом с точкой, например '
        'stake = "1.00"'),
    "storage.stake.negative": ("stake cannot be negative, got {value}",
                               "ставка не может быть отрицательной, а здесь {value}"),
    "storage.stake.bad": ("stake is not an amount of money: {value}",
                          "ставка — не денежная сумма: {value}"),

    # Rules
    "storage.rules.missing": ("the [rules] table is missing", "нет таблицы [rules]"),
    "storage.rules.missing.hint": (
        'add a [rules] table with preset = "classic" (the options not written come from the '
        'preset)',
        'добавьте таблицу [rules] с preset = "classic" (правила, которые не записаны, '
        'берутся из набора)'),
    "storage.rules.not_table": ("rules must be a [rules] table, got {value}",
                                "rules должно быть таблицей [rules], а здесь {value}"),
    "storage.rules.not_table.hint": ('write [rules] on a line of its own, then preset = "classic"',
                                     'напишите [rules] отдельной строкой, а под ней '
                                     'preset = "classic"'),
    "storage.rules.no_preset": ("no rules preset {value}", "нет набора правил {value}"),
    "storage.rules.no_preset.hint": ("{near}(presets: {presets})",
                                     "{near}(наборы правил: {presets})"),

    # Events
    "storage.events.not_tables": ("events must be [[events]] tables, got {value}",
                                  "events должны быть таблицами [[events]], а здесь {value}"),
    "storage.events.hint": (
        'start each event with a line [[events]], then kind = "deal" and its keys',
        'начинайте каждое событие строкой [[events]], затем kind = "deal" и его ключи'),
    "storage.event.not_table": ("event {number} must be an [[events]] table, got {value}",
                                "событие {number} должно быть таблицей [[events]], "
                                "а здесь {value}"),
    "storage.event.kind": ("kind is one of {kinds}, got {value}",
                           "kind — одно из: {kinds}, а здесь {value}"),
    "storage.event.kind.hint": (
        '{near}(write kind = "deal", "pass", "adjust", "misdeal" or "seat")',
        '{near}(напишите kind = "deal", "pass", "adjust", "misdeal" или "seat")'),
    "storage.seat.twos": ("{field} must be names in twos like {example}, got {value}",
                          "в {field} имена идут по два, как {example}, а здесь {value}"),
    "storage.seat.empty": ("a seat change says what changes: pairs, join, leave or replace",
                           "в пересадке должно быть сказано, что меняется: pairs, join, "
                           "leave или replace"),
    "storage.seat.empty.hint": ('e.g. join = ["Dmitri"]', 'например join = ["Dmitri"]'),
    "storage.deal.contract.hint": (
        'write contract = "3H": a level 1 to 7 and S, C, D, H or NT',
        'напишите contract = "3H": уровень от 1 до 7 и S, C, D, H или NT'),
    "storage.deal.coronets.hint": (
        'write coronets = ["Vera:H:4"] (HOLDER:SUIT:N) or ["Vera:aces:3"]',
        'напишите coronets = ["Vera:H:4"] (ИГРОК:МАСТЬ:N) или ["Vera:aces:3"]'),

    # Reading from disk
    "storage.utf8": (
        "{path} is not UTF-8 text (byte 0x{byte} at line {line}, column {column})",
        "{path} — не текст в UTF-8 (байт 0x{byte} в строке {line}, столбец {column})"),
    "storage.utf8.hint": (
        "save it as UTF-8 in your editor, or restore an earlier version from .backup/",
        "сохраните файл в редакторе в UTF-8 или восстановите прежнюю версию из .backup/"),
    "storage.cannot_read": ("cannot read {path}: {reason}",
                            "не удаётся прочитать {path}: {reason}"),
    "storage.cannot_read.hint": ("check the file's permissions",
                                 "проверьте права доступа к файлу"),

    # Writing
    "storage.busy": ("{path} is being written by another vint; try again in a moment",
                     "в {path} сейчас пишет другой vint; попробуйте ещё раз через мгновение"),
    "storage.busy.hint": ("another command is saving this session; nothing was written",
                          "другая команда сохраняет эту запись; ничего не записано"),
    "storage.unsavable": ("a name or note holds a character that cannot be saved: {char!r}",
                          "в имени или заметке есть знак, который нельзя сохранить: {char!r}"),
    "storage.unsavable.hint": ("type it again without that character",
                               "наберите заново без этого знака"),
    "storage.changed": (
        "{name} changed on disk while vint was writing (an editor?); nothing was written: "
        "run the command again",
        "файл {name} изменился на диске, пока vint его записывал (редактор?); ничего не записано: "
        "запустите команду ещё раз"),
    "storage.changed.hint": (
        "the file keeps the other change; run the command again to add yours",
        "в файле осталось чужое изменение; запустите команду ещё раз, чтобы добавить своё"),
    "storage.exists": ("a session {name!r} exists already ({path})",
                       "запись {name!r} уже есть ({path})"),
    "storage.exists.hint": (
        "choose another name, or run 'vint use NAME' to continue that one",
        "выберите другое имя или продолжите ту запись: 'vint use NAME'"),
    "storage.save_failed": ("could not save {name}: {reason}; nothing was changed",
                            "не удалось сохранить {name}: {reason}; ничего не изменено"),
    "storage.save_failed.hint": (
        "free some disk space or check the folder's permissions, then run the command again",
        "освободите место на диске или проверьте права на папку, затем запустите команду "
        "ещё раз"),
    "storage.flush_failed": (
        "{name} was saved, but its folder could not be flushed to disk: {reason}",
        "файл {name} сохранён, но его папку не удалось сбросить на диск: {reason}"),
    "storage.flush_failed.hint": (
        "the change is in the file: do not run the command again; check the disk",
        "изменение уже в файле: не запускайте команду снова; проверьте диск"),

    # Bugs of vintscore itself (nothing is written)
    "storage.bug.hint": ("please report it with the command you ran",
                         "пожалуйста, сообщите об этой ошибке и приложите команду, которую "
                         "вы запускали"),
    "storage.bug.event_type": ("cannot save an event of type {type}; this is a bug",
                               "нельзя сохранить событие типа {type}; это ошибка программы"),
    "storage.bug.dump": (
        "vintscore could not write this session ({error}); this is a bug, nothing was written",
        "vintscore не смог сохранить эту запись ({error}); это ошибка программы, ничего не "
        "записано"),
    "storage.bug.events_unreadable": (
        "vintscore built events it cannot read back ({error}); this is a bug, nothing was "
        "written",
        "vintscore составил события, которые не может прочитать обратно ({error}); это "
        "ошибка программы, ничего не записано"),
    "storage.bug.events_differ": (
        "vintscore built events that read back differently; this is a bug, nothing was written",
        "vintscore составил события, которые читаются обратно иначе; это ошибка программы, "
        "ничего не записано"),
    "storage.bug.old_part_changed": (
        "vintscore changed the old part of a file it was appending to; this is a bug, nothing "
        "was written",
        "vintscore изменил старую часть файла, к которому дописывал; это ошибка программы, "
        "ничего не записано"),
    "storage.bug.file_unreadable": (
        "vintscore built a file it cannot read back ({error}); this is a bug, nothing was "
        "written",
        "vintscore составил файл, который не может прочитать обратно ({error}); это ошибка "
        "программы, ничего не записано"),
    "storage.bug.file_differs": (
        "vintscore built a file that reads back as a different session; this is a bug, "
        "nothing was written",
        "vintscore составил файл, который читается обратно как другая запись; это ошибка "
        "программы, ничего не записано"),
}
