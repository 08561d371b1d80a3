"""Messages of `vint stats` (cli/stats.py, stats.py): help, refusals, the tables' words."""

MESSAGES: dict[str, tuple[str, str]] = {
    # Help
    "cli.help.stats": (
        "Players and partnerships over all the sessions of the sessions folder "
        "($VINTSCORE_DIR, else ./sessions).\n\n"
        "For each player and each partnership: evenings, rubbers played, won and lost, "
        "points, money, points per rubber, contracts declared and made, the best and the "
        "worst evening.\n\n"
        "An evening is a session. Rubbers played are those in which the player had a seat "
        "(sitting out is not playing); a partnership's, those in which the two were "
        "partners. Won or lost: the player's side won or lost a finished rubber; an "
        "unfinished rubber counts as played, neither won nor lost. Points are the "
        "settlement's (RULES.md V11) summed over the evenings; money is points × that "
        "evening's stake / 100, summed, exact; a partnership's points are what each partner "
        "won in the rubbers they played together. Per rubber: points / rubbers played. "
        "Contracts declared: the deals (not void) the player declared (a dummy's hand "
        "counts for the one who plays it), made: those with no undertricks on the sheet (6 + level tricks taken, after revokes); a "
        "partnership counts the deals either partner declared while partners. Best and "
        "worst evening: the most and fewest points, among the evenings with a rubber "
        "played.\n\n"
        "Preferans sessions (pulyas) are counted apart, per player only (vists are not "
        "points): pulyas played — those with an entry (a deal, an all-pass or a manual "
        "entry, not void) — and finished (over, PREFERANS.md P11); vists, each pulya's "
        "settlement (P10) summed exactly, shown in whole vists (half away from zero); "
        "money, each pulya's "
        "settlement money, summed; vists per pulya; contracts declared (misère and without "
        "three included, all-pass deals not) and made (the declarer took at least the "
        "level, a misère took no trick, or it was not played because both defenders passed "
        "or one passed and the other half-whisted; without three is never made); the best "
        "and the worst pulya.\n\n"
        "A file that cannot be read is skipped with a warning.",
        "Игроки и пары по всем записям папки записей ($VINTSCORE_DIR, иначе "
        "./sessions).\n\n"
        "Для каждого игрока и каждой пары: вечера, сыгранные, выигранные и проигранные "
        "робберы, очки, деньги, очки на роббер, заявленные и сыгранные игры, лучший и "
        "худший вечер.\n\n"
        "Вечер — это одна запись. Сыгранные робберы — те, в которых игрок сидел за столом "
        "(отдыхавший не играл); у пары — те, в которых двое были партнёрами. Выигран или "
        "проигран: сторона игрока выиграла или проиграла законченный роббер; незаконченный "
        "роббер считается сыгранным, но ни выигранным, ни проигранным. Очки — расчёт "
        "(RULES.md V11), сложенный по вечерам; деньги — очки × ставка того вечера / 100, "
        "сложенные, точно; очки пары — то, что каждый партнёр выиграл в робберах, сыгранных "
        "вместе. На роббер: очки / сыгранные робберы. Заявлено: сдачи (не отменённые), в "
        "которых игрок заявил игру (рука болвана засчитывается тому, кто ею играет), "
        "сыграно: те, за которые на листе нет штрафа за недобор (взято 6 + уровень взяток "
        "после ренонсов); пара считает сдачи, "
        "заявленные любым из партнёров, пока они партнёры. Лучший и худший вечер: больше и "
        "меньше всего очков среди вечеров, когда был сыгран роббер.\n\n"
        "Записи преферанса (пули) считаются отдельно и только по игрокам (висты — не "
        "очки): сыгранные пули — те, в которых есть запись (сдача, распасы или запись "
        "вручную, не отменённые), — и законченные (закрытые, PREFERANS.md P11); висты — "
        "расчёт каждой пули (P10), сложенный точно, на экране в целых вистах (половина — "
        "от нуля); деньги — "
        "деньги расчёта каждой пули, сложенные; висты на пулю; заявленные игры (мизер и "
        "«без трёх» тоже, распасы нет) и сыгранные (разыгрывающий взял не меньше "
        "заказанного, мизер без единой взятки, или игру не играли, потому что оба "
        "защитника спасовали или один спасовал, а другой сказал «пол-виста»; «без трёх» "
        "никогда не сыграно); лучшая и худшая пуля.\n\n"
        "Файл, который не читается, пропускается с предупреждением."),
    "cli.help.stats.since": (
        "Only the sessions created on or after DATE (YYYY-MM-DD).",
        "Только записи, созданные в день DATE (ГГГГ-ММ-ДД) или позже."),
    "cli.help.stats.players": (
        "Only these players, and the partnerships among them (names or their beginnings, "
        "separated by commas); in Preferans too.",
        "Только эти игроки и пары из них (имена или их начала через запятую); в преферансе "
        "тоже."),

    # Refusals and warnings
    "stats.since.bad": ("--since takes a date written YYYY-MM-DD, not {given!r}",
                        "--since принимает дату в виде ГГГГ-ММ-ДД, а не {given!r}"),
    "stats.since.bad.hint": ("for example: vint stats --since 2026-01-31",
                             "например: vint stats --since 2026-01-31"),
    "stats.players.empty": ("--players names no player", "в --players нет ни одного игрока"),
    "stats.players.hint": ("give names separated by commas: --players Anna,Boris",
                           "укажите имена через запятую: --players Анна,Борис"),
    "stats.players.unknown": ("no player {text!r} in the sessions",
                              "в записях нет игрока {text!r}"),
    "stats.players.ambiguous": ("{text!r} could be {names}: type more of the name",
                                "{text!r} — это может быть {names}: наберите имя полнее"),
    "stats.players.known": ("players in the sessions: {names}", "игроки в записях: {names}"),
    "stats.players.none": ("there are no sessions to take players from",
                           "нет записей, из которых брать игроков"),
    "stats.skipped": ("warning: skipped {count} {count:@session} that cannot be read: {names}",
                      "предупреждение: пропущено, не читается ({count} {count:@session}): {names}"),
    "stats.skipped.hint": ("'vint check FILE' shows what is wrong with a file",
                           "'vint check FILE' покажет, что не так с файлом"),

    # What it prints
    "stats.none": ("No sessions in {folder}.", "В {folder} нет записей."),
    "stats.none_since": ("No sessions in {folder} created on or after {since}.",
                         "В {folder} нет записей, созданных {since} или позже."),
    "stats.nobody": ("No rubbers played by {names}.", "{names}: сыгранных робберов нет."),
    "stats.heading": ("{count} {count:@session}, {first} to {last}",
                      "{count} {count:@session}, с {first} по {last}"),
    "stats.heading.one": ("{count} {count:@session}, {first}",
                          "{count} {count:@session}, {first}"),
    "stats.players": ("Players", "Игроки"),
    "stats.partnerships": ("Partnerships", "Пары"),
    "stats.evenings_title": ("Best and worst evenings", "Лучший и худший вечер"),
    "stats.col.player": ("Player", "Игрок"),
    "stats.col.partnership": ("Partnership", "Пара"),
    "stats.col.evenings": ("Evenings", "Вечеров"),
    "stats.col.played": ("Rubbers", "Робберов"),
    "stats.col.won": ("Won", "Выиграно"),
    "stats.col.lost": ("Lost", "Проиграно"),
    "stats.col.points": ("Points", "Очки"),
    "stats.col.money": ("Money", "Деньги"),
    "stats.col.average": ("Per\nrubber", "На\nроббер"),
    "stats.col.declared": ("Declared", "Заявлено"),
    "stats.col.made": ("Made", "Сыграно"),
    "stats.col.best": ("Best evening", "Лучший вечер"),
    "stats.col.worst": ("Worst evening", "Худший вечер"),
    "stats.evening": ("{session} ({date}) {points}", "{session} ({date}) {points}"),
    "stats.field": ("{label} {value}", "{label} {value}"),
    "stats.unfinished_note": (
        "Rubbers: played. Won and lost: finished rubbers only; an unfinished rubber counts "
        "as played, neither won nor lost.",
        "Робберов: сыграно. Выиграно и проиграно: только законченные робберы; "
        "незаконченный роббер считается сыгранным, ни выигранным, ни проигранным."),
    "stats.progress": ("Reading sessions", "Чтение записей"),

    # Preferans, counted apart (PREFERANS.md)
    "stats.nothing": ("No rubbers or pulyas played yet.",
                      "Сыгранных робберов и пуль пока нет."),
    "stats.nobody.pref": ("No rubbers or pulyas played by {names}.",
                          "{names}: сыгранных робберов и пуль нет."),
    "stats.pref.title": ("Preferans: {count} {count:@session}, {first} to {last}",
                         "Преферанс: {count} {count:@session}, с {first} по {last}"),
    "stats.pref.title.one": ("Preferans: {count} {count:@session}, {first}",
                             "Преферанс: {count} {count:@session}, {first}"),
    "stats.pref.col.pulyas": ("Pulyas", "Пуль"),
    "stats.pref.col.finished": ("Finished", "Закрыто"),
    "stats.pref.col.vists": ("Vists", "Висты"),
    "stats.pref.col.money": ("Money", "Деньги"),
    "stats.pref.col.average": ("Per\npulya", "На\nпулю"),
    "stats.pref.col.declared": ("Declared", "Заявлено"),
    "stats.pref.col.made": ("Made", "Сыграно"),
    "stats.pref.col.best": ("Best pulya", "Лучшая пуля"),
    "stats.pref.col.worst": ("Worst pulya", "Худшая пуля"),
    "stats.pulyas_title": ("Best and worst pulyas", "Лучшая и худшая пуля"),
    "stats.pulya": ("{session} ({date}) {vists}", "{session} ({date}) {vists}"),
    "stats.pref.note": (
        "Pulyas: played (with an entry). Finished: the pulya is over (P11). Vists: each "
        "pulya's settlement (P10), summed exactly, shown in whole vists (a half away from "
        "zero). Counted apart from Vint: vists are not points.",
        "Пуль: сыграно (есть запись). Закрыто: пуля закончена (P11). Висты: расчёт каждой "
        "пули (P10), сложенный точно, в целых вистах (половина — от нуля). Считается "
        "отдельно от винта: висты — не очки."),
}
