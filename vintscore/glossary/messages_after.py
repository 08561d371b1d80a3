"""Messages of the commands for after the game (cli/after.py): export, stats, rescore."""

MESSAGES: dict[str, tuple[str, str]] = {
    "cli.help.export": (
        "Export the session: the players, the rules, every event with what it wrote, each "
        "rubber's sheet and the settlement, as Markdown, CSV, JSON or one HTML page.",
        "Выгрузить запись: игроки, правила, все события с тем, что они записали, лист "
        "каждого роббера и расчёт — в Markdown, CSV, JSON или одну страницу HTML."),
    "cli.help.export.format": ("md, csv, json or html.", "md, csv, json или html."),
    "cli.help.export.output": ("Write to FILE instead of the screen ('-' is the screen).",
                               "Записать в FILE, а не на экран ('-' — на экран)."),
    "cli.help.export.bom": ("CSV: start with the byte-order mark Excel needs for UTF-8 "
                            "(Cyrillic names).",
                            "CSV: начать с метки порядка байтов, которая нужна Excel для UTF-8 "
                            "(имена кириллицей)."),
    "cli.export.format": ("no export format {given!r}", "нет формата выгрузки {given!r}"),
    "cli.export.format.hint": ("formats: {formats}", "форматы: {formats}"),
    "cli.export.written": ("Wrote {path} ({format}).", "Записано: {path} ({format})."),
    "cli.export.cannot_write": ("could not write {path}: {reason}",
                                "не удалось записать {path}: {reason}"),
    "cli.export.cannot_write.hint": ("check the folder exists and can be written",
                                     "проверьте, что папка есть и в неё можно писать"),
}
MESSAGES.update({
    "cli.help.rescore": (
        "Show what every rubber and every player would be under other rules, without writing; "
        "--write switches the session to them (an event: vint undo goes back).",
        "Показать, какими были бы робберы и итоги игроков по другим правилам, ничего не "
        "записывая; --write переводит запись на них (событие: vint undo вернёт)."),
    "cli.help.rescore.rules": ("The preset to score by: classic, 1886, purchase, "
                               "double-purchase, nut, double-entry, vitalin.",
                               "Набор правил: classic, 1886, purchase, double-purchase, nut, "
                               "double-entry, vitalin."),
    "cli.help.rescore.rule": ("Change one option of that preset (RULES.md V13); repeat for more.",
                              "Изменить одно правило набора (RULES.md V13); можно повторять."),
    "cli.help.rescore.write": ("Switch the session to these rules (undo goes back).",
                               "Перевести запись на эти правила (undo вернёт)."),
    "cli.rescore.impossible": ("under {preset}, event {number} cannot be scored: {reason}",
                               "по правилам {preset} событие {number} не засчитать: {reason}"),
    "cli.rescore.impossible.hint": ("those rules do not fit this evening as it was played",
                                    "эти правила не подходят к вечеру, как он сыгран"),
    "cli.rescore.title": ("Scored by {now}, and by {then}:", "По правилам {now} и по {then}:"),
    "cli.rescore.col.player": ("player", "игрок"),
    "cli.rescore.col.now": ("now", "сейчас"),
    "cli.rescore.col.then": ("{preset}", "{preset}"),
    "cli.rescore.col.change": ("change", "разница"),
    "cli.rescore.col.money_now": ("money now", "деньги сейчас"),
    "cli.rescore.col.money_then": ("money, {preset}", "деньги, {preset}"),
    "cli.rescore.rubbers_now": ("Now, {count} {count:@rubber}: {rubbers}",
                                "Сейчас {count} {count:@rubber}: {rubbers}"),
    "cli.rescore.rubbers_then": ("Then, {count} {count:@rubber}: {rubbers}",
                                 "Тогда {count} {count:@rubber}: {rubbers}"),
    "cli.rescore.written": ("The session is now scored by {preset}; 'vint undo' goes back.",
                            "Запись теперь считается по правилам {preset}; 'vint undo' вернёт."),
})
MESSAGES.update({
    "cli.help.check.expect": (
        "A number on the paper sheet to check the file against: PLAYER=POINTS (the settlement "
        "points at the end; vists in a pulya) or N:PLAYER=POINTS (after event N); repeat for more.",
        "Число с бумажной записи для сверки: ИГРОК=ОЧКИ (итог расчёта в конце; в пуле — висты) или "
        "N:ИГРОК=ОЧКИ (после события N); можно повторять."),
    "cli.help.check.expect_file": ("A file of expectations, one [N:]PLAYER=POINTS a line "
                                   "(# starts a comment).",
                                   "Файл ожиданий: по одному [N:]ИГРОК=ОЧКИ в строке "
                                   "(# — комментарий)."),
    "cli.expect.file": ("cannot read {path}: {reason}", "не удалось прочитать {path}: {reason}"),
    "cli.expect.file.hint": ("give a text file of [N:]PLAYER=POINTS lines",
                             "нужен текстовый файл со строками [N:]ИГРОК=ОЧКИ"),
    "cli.expect.unreadable": ("not an expectation: {text!r} ({where})",
                              "не ожидание: {text!r} ({where})"),
    "cli.expect.unreadable.hint": ("write PLAYER=POINTS, or N:PLAYER=POINTS for after event N, "
                                   "e.g. Anna=+26950 or 5:Anna=8670",
                                   "пишите ИГРОК=ОЧКИ или N:ИГРОК=ОЧКИ (после события N), "
                                   "например Аня=+26950 или 5:Аня=8670"),
    "cli.expect.unreadable.hint.pulya": ("write PLAYER=VISTS, or N:PLAYER=VISTS for after event N, "
                                         "e.g. Anna=-33.3 or 5:Anna=12",
                                         "пишите ИГРОК=ВИСТЫ или N:ИГРОК=ВИСТЫ (после события "
                                         "N), например Аня=-33.3 или 5:Аня=12"),
    "cli.expect.narrow.pulya": ("look at events {low} to {number} ('vint log'), or check the "
                                "paper's numbers after one of them: --expect N:PLAYER=VISTS",
                                "посмотрите события с {low} по {number} ('vint log') или "
                                "сверьте числа с бумаги после одного из них: --expect "
                                "N:ИГРОК=ВИСТЫ"),
    "cli.expect.no_event": ("no event {number} ({where}): the session has {count}",
                            "нет события {number} ({where}): в записи их {count}"),
    "cli.expect.ok": ("after event {number}: {player} {points}, as on paper",
                      "после события {number}: {player} {points}, как на бумаге"),
    "cli.expect.differs": ("after event {number}: {player} has {file} in the file, {paper} on "
                           "paper",
                           "после события {number}: у игрока {player} в файле {file}, на бумаге "
                           "{paper}"),
    "cli.expect.part": ("The file and the paper part at or before event {number} (they agreed "
                        "after event {agreed}).",
                        "Файл и бумага расходятся на событии {number} или раньше (сходились "
                        "после события {agreed})."),
    "cli.expect.narrow": ("look at events {low} to {number} ('vint log'), or check the paper's "
                          "numbers after one of them: --expect N:PLAYER=POINTS",
                          "посмотрите события с {low} по {number} ('vint log') или сверьте "
                          "числа с бумаги после одного из них: --expect N:ИГРОК=ОЧКИ"),
    "cli.expect.look": ("look at event {number} ('vint log'; 'vint edit {number}' mends it)",
                        "посмотрите событие {number} ('vint log'; исправит 'vint edit {number}')"),
})
