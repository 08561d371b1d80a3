"""Messages of the core (notation, rules/vint, rules/presets, sheet): (English, Russian).

Besides the errors and their hints, the core makes two kinds of text the sheet shows:
the details of entries (`Entry.detail`: "2 down", "small", "Vera ♥A-K-Q-J", "game 1")
and what a seat change did (`Record.news`). Values are raw: names, numbers, the input
as typed (`{text!r}`), contracts and coronets in the notation of the file ("3H",
"Vera:H:4"), option keys and values of RULES.md V13 (they are the file's syntax).
"""

MESSAGES: dict[str, tuple[str, str]] = {
    # Joining names and parts (values may be these again: "A or B or C")
    "core.or": ("{a} or {b}", "{a} или {b}"),
    "core.and": ("{a} and {b}", "{a} и {b}"),
    "core.against": ("{a} against {b}", "{a} против {b}"),
    "core.plus": ("{a} + {b}", "{a} + {b}"),
    "core.minus": ("{a} − {b}", "{a} − {b}"),

    # Suits: "A K Q J 10 of hearts", "two sequences in hearts"
    "core.suit_of.spades": ("spades", "пик"),
    "core.suit_of.clubs": ("clubs", "треф"),
    "core.suit_of.diamonds": ("diamonds", "бубен"),
    "core.suit_of.hearts": ("hearts", "червей"),
    "core.suit_in.spades": ("spades", "пиках"),
    "core.suit_in.clubs": ("clubs", "трефах"),
    "core.suit_in.diamonds": ("diamonds", "бубнах"),
    "core.suit_in.hearts": ("hearts", "червах"),

    # Tables (V12), as --table names them: "a pairs table has 4 to 12 players"
    "core.table.pairs": ("pairs", "игра парами"),
    "core.table.dummy": ("dummy", "игра с болваном"),
    "core.table.separate": ("separate", "раздельная запись"),
    "core.table.two": ("two", "игра вдвоём"),
    "core.table.individual": ("individual", "индивидуальная запись"),
    "core.table.four_handed": ("four-handed", "игра вчетвером"),
    "core.table.players": ("{n} {n:@player}", "{n} {n:@player}"),
    "core.table.players_range": ("{low} to {high} {high:@player}",
                                 "от {low} до {high} {high:@player}"),

    # notation.py: contracts (V1)
    "core.contract.hint": ("a level 1 to 7 and S, C, D, H or NT: 3H, 3♥, 3ч, 2NT, 2БК",
                           "уровень от 1 до 7 и масть S, C, D, H или NT: 3H, 3♥, 3ч, 2NT, 2БК"),
    "core.contract.unreadable": (
        "not a contract: {text!r} (a level 1 to 7 and a strain, e.g. 3H or 2NT)",
        "это не игра: {text!r} (нужны уровень от 1 до 7 и масть, например 3ч или 2БК)"),
    "core.contract.level": ("not a contract: {text!r} (levels are 1 to 7, e.g. 3H)",
                            "это не игра: {text!r} (уровень — от 1 до 7, например 3ч)"),
    "core.contract.strain": (
        "not a contract: {text!r} (strains are S, C, D, H and NT, e.g. 3H or 2NT)",
        "это не игра: {text!r} (масти — S, C, D, H и NT, или п, т, б, ч и БК, "
        "например 3ч или 2БК)"),

    # notation.py: coronets (V6)
    "core.coronet.hint": (
        "HOLDER:SUIT:N for an N-card sequence from the ace (Vera:H:4 is A-K-Q-J of hearts), "
        "HOLDER:aces:N for three or four aces (Vera:aces:3)",
        "ИГРОК:МАСТЬ:N — коронка из N карт подряд от туза (Вера:ч:4 — туз, король, дама и "
        "валет червей), ИГРОК:тузы:N — три или четыре туза на руке (Вера:тузы:3)"),
    "core.coronet.parts": ("not a coronet: {text!r} (write HOLDER:SUIT:N or HOLDER:aces:N)",
                           "это не коронка: {text!r} (пишите ИГРОК:МАСТЬ:N или ИГРОК:тузы:N)"),
    "core.coronet.count": ("not a coronet: {text!r} (the last part is a number of cards)",
                           "это не коронка: {text!r} (в конце — число карт)"),
    "core.coronet.suit": (
        "not a coronet: {text!r} (the middle part is a suit S, C, D, H or 'aces')",
        "это не коронка: {text!r} (в середине — масть S, C, D, H или 'тузы')"),
    # a coronet on the sheet: "Vera ♥A-K-Q-J", "Vera 3 aces" (ranks: туз, король, дама, валет)
    "core.coronet.aces": ("{holder} {n} {n:@ace}", "{holder} {n} {n:@ace}"),
    "core.coronet.sequence3": ("{holder} {suit}A-K-Q", "{holder} {suit}Т-К-Д"),
    "core.coronet.sequence4": ("{holder} {suit}A-K-Q-J", "{holder} {suit}Т-К-Д-В"),
    "core.coronet.sequence5": ("{holder} {suit}A-K-Q-J-10", "{holder} {suit}Т-К-Д-В-10"),
    "core.coronet.sequence_long": ("{holder} {suit}A…{last}", "{holder} {suit}Т…{last}"),
    "core.coronet.sequence_short": ("{holder} {suit}{cards}", "{holder} {suit}{cards}"),

    # notation.py: players, numbers, the stake
    "core.player.at_table": ("players at this table: {names}", "игроки за этим столом: {names}"),
    "core.player.empty": ("a player's name is empty", "имя игрока пустое"),
    "core.player.ambiguous": ("{text!r} could be {names}: type more of the name",
                              "{text!r} — это может быть {names}: наберите имя подлиннее"),
    "core.player.unknown": ("no player {text!r} at this table",
                            "за этим столом нет игрока {text!r}"),
    "core.number.unreadable": ("not a number of {what}: {text!r}",
                               "нужно число {what}, а не {text!r}"),
    "core.number.unreadable.hint": ("type a whole number", "введите целое число"),
    "core.number.cards": ("cards", "карт"),
    "core.players.hint.pref": (
        "names in seating order, the first deals first, e.g. --players Anna,Boris,Vera[,Gleb]",
        "имена в порядке мест за столом, первый сдаёт первым, например "
        "--players Анна,Борис,Вера[,Глеб]"),
    "core.players.hint": (
        "names in seating order, e.g. --players Anna,Boris,Vera,Gleb (1st & 3rd partners); "
        "five or more in cut order, highest card first",
        "имена в порядке мест за столом, например --players Анна,Борис,Вера,Глеб (1-й и 3-й — "
        "партнёры); пять и больше — в порядке жеребьёвки, начиная со старшей карты"),
    "core.players.not_a_list": ("not a list of players: {text!r} (names separated by commas)",
                                "это не список игроков: {text!r} (имена через запятую)"),
    "core.players.count": ("a {table} table has {players}, got {n} in {text!r}",
                           "{table}: нужно {players}, а в {text!r} их {n}"),
    "core.players.bad_character": (
        "a player's name cannot hold ':', '+', '=' or control or invisible characters, nor "
        "start with a combining mark: {name!r}",
        "в имени игрока не может быть ':', '+', '=', управляющих и невидимых символов, и оно "
        "не может начинаться с диакритического знака: {name!r}"),
    "core.players.dummy": ("{name!r} is the dummy's name, not a player's",
                           "{name!r} — имя болвана, а не игрока"),
    "core.players.dummy.hint": ("give the player another name", "дайте игроку другое имя"),
    "core.players.dash": (
        "a player's name cannot start with '-': {name!r} would read as an option, as in "
        "'vint deal 2H -h 8'",
        "имя игрока не может начинаться с '-': {name!r} читалось бы как опция, как в "
        "'vint deal 2H -h 8'"),
    "core.players.dash.hint": ("drop the '-' or put it later: 'Anna-M.'",
                               "уберите '-' или поставьте его дальше: 'Анна-М.'"),
    "core.players.too_long": ("a player's name is at most {n} {n:@character}: {name!r}",
                              "имя игрока — не длиннее {n} {n:@character}: {name!r}"),
    "core.players.twice": (
        "two players are called {first!r} and {second!r}: names must differ (ignoring case)",
        "двух игроков зовут {first!r} и {second!r}: имена должны различаться "
        "(без учёта регистра)"),
    "core.players.twice.hint": ("add an initial: 'Anna K.', 'Anna M.'",
                                "добавьте инициал: 'Анна К.', 'Анна М.'"),
    "core.stake.unreadable": ("not a stake: {text!r}", "это не ставка: {text!r}"),
    "core.stake.unreadable.hint": (
        "the money per 100 points, e.g. --stake 1 or --stake 0.50",
        "деньги за 100 очков (по сотой), например --stake 1 или --stake 0.50"),

    # rules/vint.py: checking a deal (V1, V2, V10, V13)
    "core.deal.level": ("levels are 1 to 7, got {level}",
                        "уровень игры — от 1 до 7, а указано {level}"),
    "core.deal.level.hint": ("a contract is 1 to 7 tricks over six, e.g. 3H",
                             "игра — это от 1 до 7 леве, например 3ч"),
    "core.deal.min_level": ("the lowest contract in {preset} is {level}, got {contract}",
                            "самая низкая игра в наборе правил {preset} — {level}, "
                            "а указано {contract}"),
    "core.deal.min_level.hint": ("contracts start at level {level} here",
                                 "здесь игры начинаются с уровня {level}"),
    "core.deal.tricks": ("tricks must be 0 to 13, got {tricks}",
                         "взяток может быть от 0 до 13, а указано {tricks}"),
    "core.deal.tricks.hint": ("give the tricks the declaring side took, 0 to 13",
                              "укажите, сколько взяток взяли назначившие: от 0 до 13"),
    "core.deal.discards": (
        "the declarers' tricks include the {discards} tricks of the discards, so they are at "
        "least {discards}, got {tricks}",
        "во взятки назначивших входят взятки из сноса ({discards}), так что их не меньше "
        "{discards}, а указано {tricks}"),
    "core.deal.discards.hint": ("count the discard tricks in the declarers' tricks",
                                "считайте взятки из сноса во взятках назначивших"),
    "core.deal.honours_missing": (
        "honours missing: how many trump honours (A K Q J 10 of {suit}) did {side} hold?",
        "не указаны онёры: сколько козырных онёров (Т К Д В 10 {suit}) держали {side}?"),
    "core.deal.honours_missing.hint": (
        "add --honours H (0 to 5); honours are part of every suit deal",
        "добавьте --honours H (от 0 до 5): онёры считаются в каждой игре в масть"),
    "core.deal.honours_range": ("honours must be 0 to 5, got {honours}",
                                "онёров может быть от 0 до 5, а указано {honours}"),
    "core.deal.honours_range.hint": ("the trump A K Q J 10 held by the declaring side: 0 to 5",
                                     "козырные Т К Д В 10 у назначивших: от 0 до 5"),
    "core.deal.honours_no_trump": (
        "honours are not counted at no-trump, got {honours}: only the aces count",
        "в игре без козырей онёры не считаются, а указано {honours}: считаются только тузы"),
    "core.deal.honours_no_trump.hint": ("leave out --honours for a no-trump deal",
                                        "уберите --honours: игра без козырей"),
    "core.deal.aces_missing": ("aces missing: how many aces did {side} hold?",
                               "не указаны тузы: сколько тузов держали {side}?"),
    "core.deal.aces_missing.hint": ("add --aces A (0 to 4); aces are part of every deal",
                                    "добавьте --aces A (от 0 до 4): тузы считаются в каждой сдаче"),
    "core.deal.aces_range": ("aces must be 0 to 4, got {aces}",
                             "тузов может быть от 0 до 4, а указано {aces}"),
    "core.deal.aces_range.hint": ("the aces held by the declaring side: 0 to 4",
                                  "тузы у назначивших: от 0 до 4"),
    "core.deal.honours_without_ace": (
        "{side} cannot hold all five honours without an ace: the ace of trumps is both",
        "{side} не могут держать все пять онёров без туза: козырной туз — и онёр, и туз"),
    "core.deal.revokes": ("{n} {n:@revoke} in one deal: there are 13 tricks",
                          "{n} {n:@revoke} в одной сдаче, а взяток всего 13"),
    "core.deal.revokes.hint": ("name the revoking side once per revoke",
                               "называйте сторону, сделавшую ренонс, по разу на каждый ренонс"),

    # rules/vint.py: coronets against the cards (V2, V6)
    "core.coronet.length": ("a sequence coronet has 3 to 13 cards from the ace, got {shown!r}",
                            "коронка — от 3 до 13 карт подряд от туза, а указано {shown!r}"),
    "core.coronet.suit_twice": ("two sequences in {suit}: there is one ace per suit ({shown!r})",
                                "две коронки в {suit}: туз в масти один ({shown!r})"),
    "core.coronet.honours": (
        "{shown!r} holds {needed} trump {needed:@honour} but {side} held {held}",
        "в коронке {shown!r} {needed} козырных {needed:@honour}, а {side} держали только {held}"),
    "core.coronet.aces_length": ("an aces coronet is 3 or 4 aces, got {shown!r}",
                                 "коронка из тузов — это 3 или 4 туза, а указано {shown!r}"),
    "core.coronet.two_aces": (
        "{holder} has two aces coronets: one hand holds at most four aces",
        "у игрока {holder} две коронки из тузов: на одной руке не больше четырёх тузов"),
    "core.coronet.cards": ("{holder}'s coronets need {cards} {cards:@card}, more than a hand's 13",
                           "коронкам игрока {holder} нужно {cards} {cards:@card}, "
                           "а на руке их 13"),
    "core.coronet.side_aces": (
        "the coronets of {side} need {needed} aces but the side held {held}",
        "коронкам стороны {side} нужно тузов: {needed}, а у неё было {held}"),

    # rules/vint.py: all-passes (V9) and adjustments (V10)
    "core.pass.play": (
        "this session plays the all-pass hands: say which side took how many tricks",
        "в этой записи распасовки играются: укажите, какая сторона сколько взяток взяла"),
    "core.pass.play.hint": ("vint pass PLAYER TRICKS, e.g. vint pass Anna 8",
                            "vint pass ИГРОК ВЗЯТКИ, например vint pass Анна 8"),
    "core.pass.not_played": (
        "in this session an all-pass is not played, so it has no tricks (all_pass = {value!r})",
        "в этой записи распасовка не играется, и взяток в ней нет (all_pass = {value!r})"),
    "core.pass.not_played.hint": ("vint pass", "vint pass"),
    "core.adjust.too_big": ("an adjustment of {amount} {amount:@point} is beyond any sheet",
                            "поправка на {amount} {amount:@point} больше любой записи"),
    "core.adjust.too_big.hint": ("at most {most} {most:@point} either way",
                                 "не больше {most} {most:@point} в любую сторону"),

    # Entry details: the short explanations beside an amount on the sheet
    "core.detail.down": ("{n} down", "без {n}"),
    # undertricks as counted down: "без одной", "без двух", …
    "core.down.1": ("1", "одной"),
    "core.down.2": ("2", "двух"),
    "core.down.3": ("3", "трёх"),
    "core.down.4": ("4", "четырёх"),
    "core.down.5": ("5", "пяти"),
    "core.down.6": ("6", "шести"),
    "core.down.7": ("7", "семи"),
    "core.down.8": ("8", "восьми"),
    "core.down.9": ("9", "девяти"),
    "core.down.10": ("10", "десяти"),
    "core.down.11": ("11", "одиннадцати"),
    "core.down.12": ("12", "двенадцати"),
    "core.down.13": ("13", "тринадцати"),
    "core.detail.over": ("{n} over", "{n} сверх"),
    "core.detail.short": ("{n} {n:@trick} short", "{n} {n:@trick} в недостаче"),
    "core.detail.small": ("small", "малый"),
    "core.detail.grand": ("grand", "большой"),
    "core.detail.honours": ("{n} {n:@honour}", "{n} {n:@honour}"),
    "core.detail.aces": ("{n} {n:@ace}", "{n} {n:@ace}"),
    "core.detail.aces_odd_trick": ("2 aces, odd trick", "2 туза, большинство взяток"),
    "core.detail.tricks": ("{n} {n:@trick}", "{n} {n:@trick}"),
    "core.detail.misdeal": ("{player} held 14 cards", "у сдатчика 14 карт ({player})"),
    "core.detail.game": ("game {game}", "партия {game}"),
    "core.detail.x": ("{n} × X", "{n} × X"),

    # rules/presets.py: presets and options (V13)
    "core.preset.unknown": ("no rules preset {name!r}", "нет набора правил {name!r}"),
    "core.preset.unknown.hint": ("presets: {names}", "наборы правил: {names}"),
    "core.option.unknown": ("no rules option {option!r}", "нет правила {option!r}"),
    "core.option.unknown.hint": ("options: {names}", "правила: {names}"),
    "core.option.bool": ("rules option {option} is true or false, got {value!r}",
                         "правило {option} — true или false, а указано {value!r}"),
    "core.option.int": ("rules option {option} is a whole number, got {value!r}",
                        "правило {option} — целое число, а указано {value!r}"),
    "core.option.range": ("rules option {option} must be {low} to {high}, got {value}",
                          "правило {option} — от {low} до {high}, а указано {value}"),
    "core.option.choice": ("rules option {option} is one of {choices}, got {value!r}",
                           "правило {option} — одно из: {choices}, а указано {value!r}"),
    "core.override.unreadable": ("not a rule override: {text!r}",
                                 "это не изменение правила: {text!r}"),
    "core.override.unreadable.hint": ("write KEY=VALUE, e.g. --rule game_bonus=1000",
                                      "пишите КЛЮЧ=ЗНАЧЕНИЕ, например --rule game_bonus=1000"),
    "core.override.example": ("e.g. --rule {option}={value} (RULES.md V13)",
                              "например --rule {option}={value} (RULES.md V13)"),

    # sheet.py: partners at each table (V12)
    "core.partner.not_here": (
        "--partner is for tables of individual records; here the partners are the rubber's",
        "--partner — только для индивидуальной записи; здесь партнёры те, что в роббере"),
    "core.partner.not_here.hint": ("leave out --partner", "уберите --partner"),
    "core.partner.dummy": ("at a table of separate records the declarer's partner is the dummy",
                           "при раздельной записи партнёр назначившего — болван"),
    "core.partner.missing": ("each deal of individual records names the declarer's partner",
                             "при индивидуальной записи в каждой сдаче называют партнёра "
                             "назначившего"),
    "core.partner.missing.hint": ("add --partner PLAYER", "добавьте --partner ИГРОК"),
    "core.partner.self": ("{player} cannot partner himself",
                          "{player} не может быть партнёром самому себе"),
    "core.partner.self.hint": ("--partner names another player",
                               "в --partner назовите другого игрока"),

    # sheet.py: who plays the rubber (V2, V12)
    "core.seated.out": ("{player} sits out rubber {rubber}",
                        "{player} отдыхает в роббере {rubber}"),
    "core.seated.away": ("{player} is not at the table in rubber {rubber}",
                         "{player} не за столом в роббере {rubber}"),
    "core.seated.hint": ("at the table: {names}", "за столом: {names}"),
    "core.pass.play_sides": (
        "a played all-pass needs two fixed sides; this table keeps a column per player",
        "чтобы играть распасовку, нужны две постоянные стороны, а здесь у каждого игрока "
        "своя графа"),
    "core.pass.play_sides.hint": ("all_pass = x or revolving", "all_pass = x или revolving"),

    # sheet.py: games (V8)
    "core.game.first_missing": (
        "{names} reached {target} below the line in this deal: say which side got there first",
        "{names} в этой сдаче набрали {target} под чертой: укажите, какая сторона набрала "
        "первой"),
    "core.game.first_missing.hint": (
        "add --first PLAYER, naming a player of the side that got there first",
        "добавьте --first ИГРОК — игрока той стороны, что набрала первой"),
    "core.game.first_wrong": ("--first names {player}, whose side did not reach {target}",
                              "в --first назван {player}, а его сторона не набрала {target}"),
    "core.game.first_wrong.hint": ("name a player of {names}", "назовите игрока из {names}"),

    # sheet.py: seat changes (V12), and what they did (Record.news)
    "core.news.replace": ("{new} takes {old}'s place", "{new} садится на место игрока {old}"),
    "core.news.replace_now": ("{new} takes {old}'s place at once",
                              "{new} сразу садится на место игрока {old}"),
    "core.news.leave": ("{player} leaves the table", "{player} выходит из-за стола"),
    "core.news.join": ("{player} joins the table", "{player} садится за стол"),
    "core.news.next": ("the next rubber: {columns}", "следующий роббер: {columns}"),
    "core.news.next_out_one": ("the next rubber: {columns}; {out} sits out",
                               "следующий роббер: {columns}; отдыхает {out}"),
    "core.news.next_out_many": ("the next rubber: {columns}; {out} sit out",
                                "следующий роббер: {columns}; отдыхают {out}"),
    "core.seat.playing": ("{player} is playing in rubber {rubber}, which is not finished",
                          "{player} играет в роббере {rubber}, а он ещё не закончен"),
    "core.seat.playing.hint": (
        "name who takes the seat: vint seat --replace {player}=NAME, or let the rubber end first",
        "укажите, кто сядет на это место: vint seat --replace {player}=ИМЯ, или дождитесь "
        "конца роббера"),
    "core.seat.size": ("a {table} table has {players}; this would leave {n}",
                       "{table}: нужно {players}, а осталось бы {n}"),
    "core.seat.size.hint": ("join or replace players so the table stays playable",
                            "добавьте или замените игроков, чтобы за столом можно было играть"),
    "core.seat.pending_leaves": ("the next rubber was seated by hand with a player who leaves",
                                 "следующий роббер рассажен вручную с игроком, который уходит"),
    "core.seat.pending_leaves.hint": ("seat it again with --pairs",
                                      "рассадите его заново через --pairs"),
    "core.name.bad": ("not a player's name: {text!r}", "это не имя игрока: {text!r}"),
    "core.name.bad.hint": ("a name of up to {n} {n:@character}, without ',', ':', '+', '=' or "
                           "control or invisible characters, that starts with a letter or a sign",
                           "имя до {n} {n:@character}, без ',', ':', '+', '=', управляющих и "
                           "невидимых символов, начинающееся с буквы или знака"),
    "core.name.dummy": ("{name!r} is the dummy's name", "{name!r} — имя болвана"),
    "core.name.dummy.hint": ("give the newcomer another name", "дайте новому игроку другое имя"),
    "core.name.at_table": ("{name} is at the table already", "{name} уже за столом"),
    "core.name.at_table.hint": ("a newcomer needs a name of his own",
                                "новому игроку нужно своё имя"),
    "core.name.played": ("{name} played earlier this evening: one name keeps one record",
                         "{name} уже есть в записи этого вечера: одно имя — одна запись"),
    "core.name.played.hint": ("add an initial, e.g. '{name} 2'",
                              "добавьте инициал, например '{name} 2'"),
    "core.pairs.no_partnerships": ("a {table} table has no partnerships to seat",
                                   "{table}: здесь нет пар, которые можно рассадить"),
    "core.pairs.no_partnerships.hint": ("leave out --pairs", "уберите --pairs"),
    "core.pairs.two": ("seat two pairs, e.g. --pairs Anna+Vera,Boris+Gleb",
                       "рассадите две пары, например --pairs Анна+Вера,Борис+Глеб"),
    "core.pairs.hint": ("--pairs A+B,C+D", "--pairs A+B,C+D"),
    "core.pairs.distinct": ("each player sits in one seat: the pairs name four different players",
                            "у каждого игрока одно место: в парах должны быть четыре разных "
                            "игрока"),
    # V13: a switch of rules (vint rescore --write)
    "core.rules.switch.in_force": ("rules switched to {preset}: the whole session is scored by them",
                                   "правила сменены на {preset}: вся запись считается по ним"),
    "core.rules.switch.replaced": ("rules switched to {preset} (a later switch is in force)",
                                   "правила сменены на {preset} (в силе более поздняя смена)"),
}
