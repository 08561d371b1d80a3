"""Messages of the command line (vintscore/cli): (English, Russian).

`cli.help.*` is the help the commands show (`vint --help`, `vint deal --help`): the
commands' help is `cli.help.<command>`, and each argument or option names its key in
its declaration (help="@cli.help.…"); vintscore/cli/helptext.py puts them in place.
"""

MESSAGES: dict[str, tuple[str, str]] = {
    # ---------------------------------------------------------------------------------
    # How errors are printed (common.py)
    "cli.error": ("error: {message}", "ошибка: {message}"),
    "cli.error_at": ("error: {where}: {message}", "ошибка: {where}: {message}"),
    "cli.hint": ("hint: {hint}", "подсказка: {hint}"),
    # Typer's (Click's) usage errors, said like ours (cli/helptext.py, show_click_error)
    "cli.aborted": ("stopped at a question: nothing was written",
                    "остановлено на вопросе: ничего не записано"),
    "cli.usage.missing_argument": ("missing argument {name}", "не хватает аргумента {name}"),
    "cli.usage.missing_option": ("missing option {name}", "не указан параметр {name}"),
    "cli.usage.not_a_number": ("{name} is a number, not {value}", "{name} — число, а не {value}"),
    "cli.usage.bad_value": ("invalid value for {name}: {detail}",
                            "недопустимое значение {name}: {detail}"),
    "cli.usage.no_option": ("no option {option!r}", "нет параметра {option!r}"),
    "cli.usage.did_you_mean": ("did you mean {options}?", "может быть, {options}?"),
    "cli.usage.needs_value": ("{option!r} needs a value after it", "после {option!r} нужно значение"),
    "cli.usage.takes_no_value": ("{option!r} takes no value", "{option!r} пишется без значения"),
    "cli.usage.extra": ("unexpected extra arguments: {args}", "лишние аргументы: {args}"),
    "cli.usage.no_command": ("no command {name}", "нет команды {name}"),
    "cli.usage.missing_command": ("a command is missing", "не указана команда"),
    "cli.usage.other": ("{detail}", "{detail}"),
    "cli.usage.twice": ("{option} given more than once, as {values}: give it once",
                        "{option} указан несколько раз ({values}): укажите один раз"),
    "cli.usage.help_hint": ("see '{command} --help'", "см. '{command} --help'"),
    "cli.no_language": ("no language {lang!r}", "нет языка {lang!r}"),
    "cli.no_language.hint": ("--lang en or --lang ru", "--lang en или --lang ru"),
    "cli.internal_error": (
        "error: internal error in vintscore ({error}); nothing was written. Set "
        "VINTSCORE_DEBUG=1 to see the details.",
        "ошибка: внутренняя ошибка vintscore ({error}); ничего не записано. "
        "VINTSCORE_DEBUG=1 покажет подробности."),
    "cli.internal_error.saved": (
        "error: internal error in vintscore ({error}) after the change was saved; vint log "
        "shows it. Set VINTSCORE_DEBUG=1 to see the details.",
        "ошибка: внутренняя ошибка vintscore ({error}) после того, как изменение записано; "
        "vint log его покажет. VINTSCORE_DEBUG=1 покажет подробности."),
    "cli.indented": ("  {text}", "  {text}"),

    # ---------------------------------------------------------------------------------
    # Changing a session (common.py)
    "cli.file_hint": (
        "fix the file in an editor and run 'vint check'; earlier versions are kept in {backups}",
        "исправьте файл в редакторе и запустите 'vint check'; прежние версии хранятся в "
        "{backups}"),
    "cli.refused": ("{refused}: {message}", "{refused}: {message}"),
    "cli.refused.event": ("{refused}: event {number} would be impossible: {message}",
                          "{refused}: событие {number} было бы невозможным: {message}"),
    "cli.refused.event.hint": ("give what it needs too, e.g. {fix}",
                               "укажите и то, что нужно ему, например {fix}"),
    "cli.refused.later": ("{refused}: event {number} would become impossible: {message}",
                          "{refused}: событие {number} стало бы невозможным: {message}"),
    "cli.refused.later.hint": ("fix event {number} first ({fix}), then {again} again",
                               "сначала исправьте событие {number} ({fix}), затем повторите "
                               "{again}"),
    # What a change is called when it is refused, and when it is to be done again.
    "cli.verb.deal": ("deal refused", "сдача не записана"),
    "cli.verb.deal.again": ("deal", "запись сдачи"),
    "cli.verb.all_pass": ("all-pass refused", "распасовка не записана"),
    "cli.verb.all_pass.again": ("all-pass", "запись распасовки"),
    "cli.verb.adjustment": ("adjustment refused", "поправка не записана"),
    "cli.verb.adjustment.again": ("adjustment", "запись поправки"),
    "cli.verb.misdeal": ("misdeal refused", "пересдача не записана"),
    "cli.verb.misdeal.again": ("misdeal", "запись пересдачи"),
    "cli.verb.seat": ("seat change refused", "пересадка не записана"),
    "cli.verb.seat.again": ("seat change", "запись пересадки"),
    "cli.verb.undo": ("undo refused", "удаление не выполнено"),
    "cli.verb.undo.again": ("undo", "удаление"),
    "cli.verb.void": ("void refused", "отмена события не выполнена"),
    "cli.verb.void.again": ("void", "отмену события"),
    "cli.verb.restore": ("restore refused", "восстановление не выполнено"),
    "cli.verb.restore.again": ("restore", "восстановление"),
    "cli.verb.edit": ("edit refused", "правка не записана"),
    "cli.verb.edit.again": ("edit", "правку"),
    "cli.comments_lost": (
        "note: the comments written by hand in {name} are not kept; the previous version "
        "with them is {backup}",
        "примечание: комментарии, написанные в {name} вручную, не сохраняются; прежняя "
        "версия с ними — {backup}"),

    # ---------------------------------------------------------------------------------
    # new, deal, pass, adjust, misdeal, seat (record.py)
    "cli.new.session_option": (
        "'vint new' names the new session by its NAME argument, not --session",
        "'vint new' получает имя новой записи аргументом NAME, а не через --session"),
    "cli.new.no_table": ("no table {table!r}", "нет вида стола {table!r}"),
    "cli.new.no_table.hint": ("tables: {tables}", "виды стола: {tables}"),
    "cli.new.played_pass": (
        "a played all-pass needs two fixed sides; this table keeps a column per player",
        "сыгранной распасовке нужны две постоянные стороны, а за этим столом у каждого "
        "игрока своя запись"),
    "cli.new.played_pass.hint": ("--rule all_pass=x or all_pass=revolving",
                                 "--rule all_pass=x или all_pass=revolving"),
    "cli.new.folder": ("cannot use {folder} as the sessions folder: {reason}",
                       "нельзя использовать {folder} как папку записей: {reason}"),
    "cli.new.folder.hint": (
        "set VINTSCORE_DIR to a folder you can write, or remove what is in the way",
        "укажите в VINTSCORE_DIR папку, в которую можно писать, или уберите то, что мешает"),
    "cli.new.not_current": (
        "warning: {name} was created but could not be made current ({error}); give -s "
        "{name} to each command",
        "предупреждение: запись {name} создана, но не стала текущей ({error}); указывайте "
        "-s {name} в каждой команде"),
    "cli.new.created": (
        "Created {path}: rules {rules}, stake {stake} per 100 points. It is now the current "
        "session.",
        "Создана запись {path}: правила {rules}, ставка {stake} по сотой. Теперь это текущая "
        "запись."),
    "cli.new.rotation": (
        "  A rotation of {n} {n:@rubber} (RULES.md V12): 'vint rotation' shows it.",
        "  Очерёдность на {n} {n:@rubber} (RULES.md V12): её покажет 'vint rotation'."),
    "cli.ask.honours": ("Trump honours (A K Q J 10 of {strain}) held by {side}, 0-5",
                        "{side}: сколько козырных онёров (Т К Д В 10, козыри — {strain}), 0–5"),
    "cli.ask.aces": ("Aces held by {side}, 0-4", "{side}: сколько тузов, 0–4"),
    "cli.ask.range": ("  the answer is 0 to {high}, got {value}",
                      "  нужно число от 0 до {high}, а не {value}"),
    "cli.side.pair": ("{a} & {b}", "{a} и {b}"),
    "cli.side.dummy": ("{player} & the dummy", "{player} и болван"),
    "cli.strain.spades": ("spades", "пики"),
    "cli.strain.clubs": ("clubs", "трефы"),
    "cli.strain.diamonds": ("diamonds", "бубны"),
    "cli.strain.hearts": ("hearts", "червы"),
    "cli.strain.nt": ("nt", "без козырей"),
    "cli.event": ("Event {number}: {what}", "Событие {number}: {what}"),
    "cli.event.outcome": ("Event {number}: {what} — {outcome}",
                          "Событие {number}: {what} — {outcome}"),
    "cli.wrote": ("  wrote {text}", "  записано: {text}"),
    "cli.next": ("Next: {lineup}", "Дальше: {lineup}"),
    "cli.pass.both": ("give both PLAYER and TRICKS, or neither",
                      "укажите и PLAYER, и TRICKS или ни того, ни другого"),
    "cli.pass.both.hint": ("vint pass, or with all_pass = play: vint pass Anna 8",
                           "vint pass, а при all_pass = play: vint pass Анна 8"),
    "cli.adjust.reason": ("an adjustment needs a reason, shown on the sheet",
                          "у поправки должна быть причина: она видна в записи"),
    "cli.adjust.reason.hint": ("--reason 'house rule'", "--reason 'домашнее правило'"),
    "cli.seat.nothing": ("nothing to change", "менять нечего"),
    "cli.seat.nothing.hint": (
        "--pairs A+B,C+D, --join NAME, --leave PLAYER or --replace OLD=NEW",
        "--pairs A+B,C+D, --join NAME, --leave PLAYER или --replace OLD=NEW"),
    "cli.seat.news": ("Event {number}: {news}.", "Событие {number}: {news}."),
    "cli.seat.now": ("  Now: {lineup}", "  Сейчас: {lineup}"),
    "cli.seat.then": ("  Then: {lineup}", "  Потом: {lineup}"),
    "cli.seat.next": ("  Next: {lineup}", "  Дальше: {lineup}"),
    "cli.seat.not_pair": ("not a {option} pair: {text!r}", "это не пара для {option}: {text!r}"),
    "cli.seat.not_pair.hint": ("two names joined by '{sep}', e.g. {option} {example}",
                               "два имени через '{sep}', например {option} {example}"),
    "cli.seat.example.pairs": ("Anna+Vera", "Анна+Вера"),
    "cli.seat.example.replace": ("Gleb=Dmitri", "Глеб=Дмитрий"),

    # ---------------------------------------------------------------------------------
    # log, undo, void, edit (journal.py)
    "cli.no_event": ("no event {number}: the session has {count} {count:@event}",
                     "нет события {number}: в записи {count} {count:@event}"),
    "cli.no_event.hint": ("'vint log' lists them", "их список покажет 'vint log'"),
    "cli.event.void": ("Event {number} is void: {what}", "Событие {number} отменено: {what}"),
    "cli.event.restored": ("Event {number} restored: {what}",
                           "Событие {number} восстановлено: {what}"),
    "cli.event.changed": ("Event {number} changed: {what}", "Событие {number} изменено: {what}"),
    "cli.now_writes": ("  now writes {text}", "  теперь записано: {text}"),
    "cli.undo.nothing": ("nothing to undo: the session has no events",
                         "удалять нечего: в записи нет событий"),
    "cli.undo.removed": ("Removed event {number}: {what}", "Удалено событие {number}: {what}"),
    "cli.undo.backup": ("  the previous version is kept in {backup}",
                        "  прежняя версия сохранена в {backup}"),
    "cli.void.already_void": ("event {number} is already void", "событие {number} уже отменено"),
    "cli.void.already_valid": ("event {number} is already not void",
                               "событие {number} и так не отменено"),
    "cli.void.already.hint": ("'vint log' shows the events", "события покажет 'vint log'"),
    "cli.edit.nothing": ("nothing to change in event {number}",
                         "в событии {number} нечего менять"),
    "cli.edit.nothing.hint": (
        "give the fields to change, e.g. vint edit {number} --tricks 9 (vint edit --help "
        "lists them)",
        "укажите, что изменить, например vint edit {number} --tricks 9 (все поля перечислит "
        "vint edit --help)"),
    "cli.edit.not_apply": ("{option} does not apply: event {number} is {kind}",
                           "{option} здесь не подходит: событие {number} — {kind}"),
    "cli.edit.not_apply.hint": (
        "'vint edit --help' says which options fit which events; to change an event's kind, "
        "void it and enter it again",
        "какие параметры к каким событиям подходят, говорит 'vint edit --help'; чтобы "
        "изменить вид события, отмените его и введите заново"),
    "cli.kind.deal": ("a deal", "сдача"),
    "cli.kind.pass": ("an all-pass", "распасовка"),
    "cli.kind.adjust": ("an adjustment", "поправка"),
    "cli.kind.misdeal": ("a misdeal", "пересдача"),
    "cli.kind.seat": ("a seat change", "пересадка"),

    # ---------------------------------------------------------------------------------
    # sheet, settle, check, sessions, use, rotation (show.py)
    "cli.no_rubber": ("no rubber {number}: the session has {count}",
                      "нет роббера {number}: всего робберов в записи — {count}"),
    "cli.check.problems": ("{path}: {count} {count:@problem}", "{path}: {count} {count:@problem}"),
    "cli.check.fine": (
        "{path}: fine — {events} {events:@event}, {rubbers} {rubbers:@rubber}, players "
        "{players}, rules {rules}.",
        "{path}: всё в порядке — {events} {events:@event}, {rubbers} {rubbers:@rubber}, "
        "игроки {players}, правила {rules}."),
    "cli.sessions.none": (
        "No sessions in {folder}. Start one: vint new NAME --players A,B,C,D",
        "В {folder} нет записей. Начните новую: vint new NAME --players A,B,C,D"),
    "cli.sessions.unreadable": ("{mark} {name}  (cannot be read: {problem})",
                                "{mark} {name}  (не читается: {problem})"),
    "cli.sessions.row": (
        "{mark} {name}  {title} · {players} · {events} events · {rules} · {created}",
        "{mark} {name}  {title} · {players} · событий: {events} · {rules} · {created}"),
    "cli.use.no_session": ("no session {name!r} in {folder}", "нет записи {name!r} в {folder}"),
    "cli.use.no_session.hint": ("sessions: {names}", "записи: {names}"),
    "cli.use.no_session.none": ("start one with 'vint new'", "начните новую: 'vint new'"),
    "cli.use.done": ("The current session is now {name}.", "Теперь текущая запись — {name}."),

    # ---------------------------------------------------------------------------------
    # Help: the frame Typer draws around it (helptext.py)
    "cli.help.usage": ("Usage:", "Использование:"),
    "cli.help.arguments": ("Arguments", "Аргументы"),
    "cli.help.options": ("Options", "Параметры"),
    "cli.help.commands": ("Commands", "Команды"),
    "cli.help.required": ("required", "обязательно"),
    "cli.help.options_metavar": ("[OPTIONS]", "[ПАРАМЕТРЫ]"),
    "cli.help.command_metavar": ("COMMAND [ARGS]...", "КОМАНДА [АРГУМЕНТЫ]..."),
    "cli.help.help": ("Show this message and exit.", "Показать эту справку и выйти."),
    "cli.help.install_completion": ("Install completion for the current shell.",
                                    "Установить автодополнение для текущей оболочки."),
    "cli.help.show_completion": (
        "Show completion for the current shell, to copy it or customize the installation.",
        "Показать автодополнение для текущей оболочки, чтобы скопировать его или настроить "
        "установку."),

    # Help: the program and the options every command shares
    "cli.help.vint": ("Keep the score of a Vint (Винт) evening: deals, the sheet, the "
                      "settlement.",
                      "Запись винта за вечер: сдачи, лист записи, расчёт."),
    "cli.help.session": (
        "The session: a name in the sessions folder or a path to a .toml file (default: the "
        "current session).",
        "Запись: имя в папке записей или путь к файлу .toml (по умолчанию — текущая "
        "запись)."),
    "cli.help.lang": ("Language of the output (default: from the locale).",
                      "Язык вывода (по умолчанию — по локали)."),
    "cli.help.json": ("Print JSON for scripts instead of the table.",
                      "Вывести JSON для скриптов вместо таблицы."),
    "cli.help.note_event": ("A note kept with the event.", "Заметка к событию."),
    "cli.help.event_number": ("The event's number (see 'vint log').",
                              "Номер события (см. 'vint log')."),

    # Help: new
    "cli.help.new": ("Start a session and make it the current one.",
                     "Начать запись и сделать её текущей."),
    "cli.help.new.name": ("The session's name: the file NAME.toml in the sessions folder.",
                          "Имя записи: файл NAME.toml в папке записей."),
    "cli.help.new.players": (
        "The players: four in seating order (Anna,Boris,Vera,Gleb: the 1st and 3rd are "
        "partners); five or more in cut order, highest card first; three or two with "
        "--table.",
        "Игроки: четверо — в порядке мест (Анна,Борис,Вера,Глеб: 1-й и 3-й — партнёры); "
        "пятеро и больше — в порядке вытянутых карт, начиная со старшей; трое или двое — "
        "с --table."),
    "cli.help.new.rules": (
        "A rules preset: classic, 1886, purchase, double-purchase, nut, double-entry, "
        "vitalin (Preferans: sochi, leningrad, rostov).",
        "Набор правил: classic, 1886, purchase, double-purchase, nut, double-entry, "
        "vitalin (преферанс: sochi, leningrad, rostov)."),
    "cli.help.new.rule": ("Change one option of the preset (RULES.md V13); repeat for more.",
                          "Изменить одно правило набора (RULES.md V13); повторите, чтобы "
                          "изменить несколько."),
    "cli.help.new.stake": ("Money per 100 points (Preferans: per vist).",
                           "Ставка: деньги за 100 очков (по сотой; в преферансе — за вист)."),
    "cli.help.new.table": (
        "pairs (four or more, in partnerships; from five a rotation), dummy or separate "
        "(three), two (two, each with a dummy), individual (four, each his own column).",
        "pairs (четверо и больше, парами; с пятерых — по очереди), dummy или separate "
        "(трое), two (двое, у каждого болван), individual (четверо, у каждого своя "
        "запись)."),
    "cli.help.new.title": ("A title for the evening (default: the name).",
                           "Название вечера (по умолчанию — имя записи)."),

    # Help: deal
    "cli.help.deal": ("Record a played deal.\n\nPrints what it wrote for whom, then the "
                      "rubber's sheet.",
                      "Записать сыгранную сдачу.\n\nПоказывает, что и кому записано, затем "
                      "запись роббера."),
    "cli.help.deal.contract": ("The contract: 3H, 3♥, 3ч, 2NT, 2БК, …",
                               "Игра: 3ч, 3♥, 3H, 2БК, 2NT, …"),
    "cli.help.deal.declarer": ("The player who declared (a name or its first letters).",
                               "Назначивший игру (имя или его первые буквы)."),
    "cli.help.deal.tricks": ("Tricks taken by the declaring side, 0-13 (Preferans: the "
                             "declarer's, 0-10; none when both defenders passed or without "
                             "three).",
                             "Сколько взяток взяли назначившие, 0–13 (преферанс: взятки "
                             "играющего, 0–10; не нужны, если оба спасовали, и «без трёх»)."),
    "cli.help.deal.honours": (
        "Trump honours (A K Q J 10) held by the declaring side, 0-5; not at no-trump.",
        "Козырные онёры (Т К Д В 10) у назначивших, 0–5; в игре без козырей не "
        "указываются."),
    "cli.help.deal.aces": ("Aces held by the declaring side, 0-4.",
                           "Тузы у назначивших, 0–4."),
    "cli.help.deal.coronet": (
        "A coronet: Vera:H:4 (A-K-Q-J of hearts) or Vera:aces:3; repeat for more.",
        "Коронка: Вера:ч:4 (туз-король-дама-валет червей) или Вера:тузы:3; повторите, "
        "если коронок несколько."),
    "cli.help.deal.revoke": ("A player of the side that revoked; repeat for each revoke.",
                             "Игрок стороны, сделавшей ренонс; повторите для каждого ренонса."),
    "cli.help.deal.first": (
        "When both sides reached the game target: a player of the side that got there first.",
        "Когда обе стороны набрали на партию: игрок стороны, набравшей первой."),
    "cli.help.deal.partner": (
        "Individual records: the declarer's partner (or open hand) in this deal.",
        "Индивидуальная запись: партнёр назначившего (или открытая рука) в этой сдаче."),
    "cli.help.deal.note": ("A note kept with the deal.", "Заметка к сдаче."),

    # Help: pass
    "cli.help.pass": ("Record an all-pass (an X on the sheet).\n\nRULES.md V9: the rubber's "
                      "winner writes 500 for each X.",
                      "Записать распасовку (крестик в записи).\n\nRULES.md V9: выигравший "
                      "роббер пишет 500 за каждый крестик."),
    "cli.help.pass.player": ("With all_pass = play: a player of the side whose tricks you "
                             "give. Preferans: each player's tricks, Anna=2,Boris=4,Vera=4.",
                             "При all_pass = play: игрок стороны, чьи взятки вы указываете. "
                             "Преферанс: взятки каждого, Аня=2,Борис=4,Вера=4."),
    "cli.help.pass.tricks": ("With all_pass = play: the tricks that side took.",
                             "При all_pass = play: сколько взяток взяла эта сторона."),

    # Help: adjust
    "cli.help.adjust": ("Write a free entry for a side.\n\nFor house rules and corrections "
                        "(RULES.md V10); shown as such on the sheet.",
                        "Записать стороне поправку.\n\nДля домашних правил и исправлений "
                        "(RULES.md V10); в записи она видна как поправка."),
    "cli.help.adjust.player": ("A player of the side the entry is for.",
                               "Игрок стороны, которой пишется поправка."),
    "cli.help.adjust.amount": (
        "Points; a negative amount goes after --: vint adjust Boris --reason fix -- -500.",
        "Очки; отрицательное число пишется после --: vint adjust Борис --reason "
        "исправление -- -500."),
    "cli.help.adjust.reason": ("Why: shown on the sheet.", "Причина: видна в записи."),
    "cli.help.adjust.below": ("Write below the line (counts toward the game).",
                              "Записать под черту (идёт в партию)."),

    # Help: misdeal
    "cli.help.misdeal": ("Record a dealer found with 14 cards.\n\nRULES.md V10: the other side "
                         "writes 20 above the line.",
                         "Записать, что у сдатчика оказалось 14 карт.\n\nRULES.md V10: "
                         "другая сторона пишет 20 над чертой."),
    "cli.help.misdeal.player": ("The dealer who was found with 14 cards.",
                                "Сдатчик, у которого оказалось 14 карт."),

    # Help: seat
    "cli.help.seat": (
        "Change the seating: pairs by hand, or players joining and leaving.\n\nRULES.md V12. "
        "Nothing is written on the sheet; the replay, the rotation and the settlement follow "
        "the change, so nobody's points are lost or counted twice.",
        "Пересадка: пары вручную, новые игроки и ушедшие.\n\nRULES.md V12. В запись "
        "ничего не пишется; пересчёт, очерёдность и расчёт следуют за пересадкой, так что "
        "ничьи очки не теряются и не считаются дважды."),
    "cli.help.seat.pairs": (
        "Seat the next rubber by hand: two partnerships (with a dummy: "
        "Anna+dummy,Boris+Vera).",
        "Рассадить следующий роббер вручную: две пары (с болваном: Анна+болван,Борис+Вера)."),
    "cli.help.seat.join": ("A player who joins the table from the next rubber; repeat for more.",
                           "Игрок, который садится за стол со следующего роббера; повторите "
                           "для нескольких."),
    "cli.help.seat.leave": ("A player who leaves after his rubber; repeat for more.",
                            "Игрок, который уходит после своего роббера; повторите для "
                            "нескольких."),
    "cli.help.seat.replace": (
        "NEW takes OLD's seat at once, even mid-rubber; what was written stays OLD's.",
        "NEW сразу садится на место OLD, даже посреди роббера; записанное остаётся за OLD."),

    # Help: log, undo, void, edit
    "cli.help.log": ("List every event with what it wrote.\n\nEvents are numbered 1.. in file "
                     "order; voided ones are marked.",
                     "Показать все события и что каждое записало.\n\nСобытия пронумерованы "
                     "с 1 в порядке файла; отменённые отмечены."),
    "cli.help.undo": ("Remove the last event.\n\nThe backups in the sessions folder keep it.",
                      "Удалить последнее событие.\n\nОно останется в резервных копиях в "
                      "папке записей."),
    "cli.help.void": ("Mark event N void, or restore it.\n\nA void event stays in the file and "
                      "is skipped by the replay.",
                      "Отменить событие N или восстановить его.\n\nОтменённое событие "
                      "остаётся в файле, но при пересчёте пропускается."),
    "cli.help.void.restore": ("Clear the void mark instead.",
                              "Вместо этого снять отметку об отмене."),
    "cli.help.edit": (
        "Change fields of event N.\n\nThe whole session is replayed before anything is "
        "written; a change that makes a later event impossible is refused.",
        "Изменить поля события N.\n\nПрежде чем что-то записать, вся запись "
        "пересчитывается заново; изменение, после которого более позднее событие стало бы "
        "невозможным, отклоняется."),
    "cli.help.edit.contract": ("Deal: the contract.", "Сдача: игра."),
    "cli.help.edit.declarer": ("Deal: the declarer.", "Сдача: назначивший игру."),
    "cli.help.edit.tricks": (
        "Deal: the declaring side's tricks; pass: the tricks of PLAYER's side.",
        "Сдача: взятки назначивших; распасовка: взятки стороны игрока PLAYER."),
    "cli.help.edit.honours": ("Deal: trump honours of the declaring side.",
                              "Сдача: козырные онёры назначивших."),
    "cli.help.edit.no_honours": ("Deal: no honours (no-trump).",
                                 "Сдача: без онёров (без козырей)."),
    "cli.help.edit.aces": ("Deal: aces of the declaring side.", "Сдача: тузы назначивших."),
    "cli.help.edit.coronet": ("Deal: the coronets (replaces the list).",
                              "Сдача: коронки (вместо прежнего списка)."),
    "cli.help.edit.no_coronets": ("Deal: no coronets.", "Сдача: без коронок."),
    "cli.help.edit.revoke": ("Deal: the revokes (replaces the list).",
                             "Сдача: ренонсы (вместо прежнего списка)."),
    "cli.help.edit.no_revokes": ("Deal: no revokes.", "Сдача: без ренонсов."),
    "cli.help.edit.first": ("Deal: the side that reached the target first.",
                            "Сдача: сторона, первой набравшая на партию."),
    "cli.help.edit.partner": ("Deal, individual records: the declarer's partner.",
                              "Сдача, индивидуальная запись: партнёр назначившего."),
    "cli.help.edit.no_first": ("Deal: forget --first.", "Сдача: забыть --first."),
    "cli.help.edit.player": ("Pass, adjustment, misdeal: the player.",
                             "Распасовка, поправка, пересдача: игрок."),
    "cli.help.edit.amount": ("Adjustment: the points.", "Поправка: очки."),
    "cli.help.edit.reason": ("Adjustment: the reason.", "Поправка: причина."),
    "cli.help.edit.below": ("Adjustment: below or above the line.",
                            "Поправка: под чертой или над чертой."),
    "cli.help.edit.note": ("Any event: its note.", "Любое событие: его заметка."),

    # Help: sheet, settle, check, sessions, use, rotation
    "cli.help.sheet": (
        "Show the running sheet.\n\nEach rubber above and below the line, with its games, "
        "totals and X signs; past three rubbers, the last in full and the earlier ones a line "
        "each (--all draws every rubber, --rubber N one).",
        "Показать запись.\n\nКаждый роббер над чертой и под чертой, с партиями, итогами и "
        "крестиками; когда робберов больше трёх, последний показан целиком, а прежние — по "
        "строке (--all рисует все робберы, --rubber N — один)."),
    "cli.help.sheet.rubber": ("Only rubber N.", "Только роббер N."),
    "cli.help.sheet.all": ("Every rubber in full.", "Все робберы целиком."),
    "cli.help.settle": ("Settle the rubbers in points and money.\n\nEach rubber's result and "
                        "each player's total at the session's stake.",
                        "Расчёт по робберам в очках и деньгах.\n\nИтог каждого роббера и "
                        "сумма каждого игрока по ставке записи."),
    "cli.help.check": ("Check a session file.\n\nReports every problem with its line; exits 65 "
                       "if there is one.",
                       "Проверить файл записи.\n\nСообщает о каждой ошибке с её строкой; "
                       "если ошибки есть, выходит с кодом 65."),
    "cli.help.check.file": ("A session file or name (default: the current session).",
                            "Файл или имя записи (по умолчанию — текущая запись)."),
    "cli.help.sessions": ("List the sessions.\n\nThe current one is marked with *.",
                          "Показать записи.\n\nТекущая отмечена *."),
    "cli.help.use": ("Make NAME the current session.", "Сделать запись NAME текущей."),
    "cli.help.use.name": ("A session in the sessions folder.", "Запись в папке записей."),
    "cli.help.rotation": (
        "Show who partners whom and who sits out, and the running table.\n\nRULES.md V12: a "
        "row per rubber, a column per player, +D for the winners, -D for the losers, 0 for "
        "those sitting out, and the totals.",
        "Показать, кто с кем в паре и кто отдыхает, и таблицу очерёдности.\n\nRULES.md V12: "
        "строка на роббер, столбец на игрока, +D выигравшим, -D проигравшим, 0 "
        "отдыхавшим, и итоги."),
    # the help of the options a Preferans session takes (cli/pref.py)
    "cli.help.new.game": ("The game: vint (default) or preferans.",
                          "Игра: vint (по умолчанию) или preferans."),
    "cli.help.new.pool": ("Preferans: each player's pool to close (PREFERANS.md P11), e.g. 20.",
                          "Преферанс: до скольких пишется пуля каждого (P11), например 20."),
    "cli.help.deal.whist": ("Preferans: a defender who whisted, with his tricks when both "
                            "whisted (Boris=3); repeat for the second.",
                            "Преферанс: вистующий, со взятками, если вистовали оба (Борис=3); "
                            "повторите для второго."),
    "cli.help.deal.pass": ("Preferans: a defender who passed.", "Преферанс: спасовавший."),
    "cli.help.deal.half": ("Preferans: a defender who half-whisted (6 or 7, P4).",
                           "Преферанс: сказавший «полвиста» (на 6 или 7, P4)."),
    "cli.help.deal.without_three": ("Preferans: the contract given up without three (P6).",
                                    "Преферанс: игра сдана «без трёх» (P6)."),
    "cli.help.adjust.pool": ("Preferans: points written in the player's pool.",
                             "Преферанс: очки в пулю игрока."),
    "cli.help.adjust.mountain": ("Preferans: points written on the player's mountain.",
                                 "Преферанс: очки на гору игрока."),
    "cli.help.adjust.vists_on": ("Preferans: vists the player writes on another (Boris=20); "
                                 "repeat for more.",
                                 "Преферанс: висты игрока на другого (Борис=20); повторите для "
                                 "нескольких."),
    "cli.help.edit.whist": ("Preferans deal: its whisters, all given again (Boris=3).",
                            "Преферанс: вистующие, все заново (Борис=3)."),
    "cli.help.edit.no_whists": ("Preferans deal: no whisters.", "Преферанс: без вистующих."),
    "cli.help.edit.pass": ("Preferans deal: the defenders who passed, all given again.",
                           "Преферанс: спасовавшие, все заново."),
    "cli.help.edit.no_passes": ("Preferans deal: nobody passed.", "Преферанс: никто не пасовал."),
    "cli.help.edit.half": ("Preferans deal: the half-whister.", "Преферанс: сказавший полвиста."),
    "cli.help.edit.no_half": ("Preferans deal: no half-whist.", "Преферанс: без полвиста."),
    "cli.help.edit.without_three": ("Preferans deal: given up without three, or played.",
                                    "Преферанс: «без трёх» или сыграна."),
    "cli.help.edit.each": ("Preferans all-pass: each player's tricks, Anna=2,Boris=4,Vera=4.",
                           "Преферанс, распасы: взятки каждого, Аня=2,Борис=4,Вера=4."),
    "cli.help.edit.pool": ("Preferans entry by hand: its pool points.",
                           "Преферанс, запись вручную: очки в пулю."),
    "cli.help.edit.mountain": ("Preferans entry by hand: its mountain points.",
                               "Преферанс, запись вручную: очки на гору."),
    "cli.help.edit.vists_on": ("Preferans entry by hand: its vists, all given again (Boris=20).",
                               "Преферанс, запись вручную: висты, все заново (Борис=20)."),
    "cli.help.edit.no_vists": ("Preferans entry by hand: no vists.",
                               "Преферанс, запись вручную: без вистов."),
}
