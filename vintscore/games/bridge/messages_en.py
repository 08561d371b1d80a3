"""Every message of bridge in English (keys `bridge.…`, found by the glossary through the
registry). The same keys, with the same values, are in messages_ru.py; the plural rule
and the quotes are the language's (vintscore/glossary/messages_en.py).
"""
from __future__ import annotations

from ...glossary import Counted, Sentence, counted, sentence

MESSAGES: dict[str, str | Counted | Sentence] = {
    # ---------------------------------------------------------------------------------
    # The words of the game (B33)
    "bridge.term.pass_out": "passed out",

    # ---------------------------------------------------------------------------------
    # Contracts, results and honours as typed (notation.py; B1, B2, B7, B33)
    "bridge.contract.unreadable": "cannot read the contract {text!r}",
    "bridge.contract.hint": (
        "a level 1 to 7 and a strain, then X or XX when doubled or redoubled: 4S, 4♠X, 3NT, "
        "3NTXX"),
    "bridge.contract.level": "the level of the contract {text!r} is 1 to 7",
    "bridge.contract.strain": (
        "no strain in the contract {text!r}: clubs, diamonds, hearts, spades or no-trump"),
    "bridge.contract.doubling_twice": (
        "the contract {text!r} is doubled more than once: write X for doubled or XX for "
        "redoubled, one of them"),
    "bridge.result.unreadable": "cannot read the result {text!r}",
    "bridge.result.hint": (
        "the contract, then = when made exactly, +N for overtricks or -N for undertricks: "
        "4S=, 4SX+1, 3NT-2"),
    "bridge.result.over": counted(
        "tricks",
        one="the result {text!r} gives the declaring side {tricks} trick, and a deal has 13",
        other="the result {text!r} gives the declaring side {tricks} tricks, and a deal has 13"),
    "bridge.result.under": (
        "the result {text!r} is more tricks down than the {need} tricks the contract needs"),
    "bridge.honours.unreadable": "cannot read the honours {text!r}",
    "bridge.honours.hint": (
        "who held them, a colon, and 4 or 5 (trump honours in one hand) or aces (the four "
        "aces at no-trump): Gleb:4, Gleb:5, Gleb:aces"),
    "bridge.honours.count": (
        "the honours {text!r} cannot score: four or five trump honours in one hand score, or "
        "the four aces at no-trump"),
    # A contract as the player reads it (notation.shown_contract)
    "bridge.contract.shown.none": "{level}{suit}",
    "bridge.contract.shown.doubled": "{level}{suit}X",
    "bridge.contract.shown.redoubled": "{level}{suit}XX",
    "bridge.contract.shown.nt.none": "{level}NT",
    "bridge.contract.shown.nt.doubled": "{level}NTX",
    "bridge.contract.shown.nt.redoubled": "{level}NTXX",
    # … and as the reader types it (notation.typed_contract)
    "bridge.contract.typed.none": "{level}{strain}",
    "bridge.contract.typed.doubled": "{level}{strain}X",
    "bridge.contract.typed.redoubled": "{level}{strain}XX",
    "bridge.contract.typed.doubled.diamonds": "{level}DX",
    "bridge.strain.typed.clubs": "C",
    "bridge.strain.typed.diamonds": "D",
    "bridge.strain.typed.hearts": "H",
    "bridge.strain.typed.spades": "S",
    "bridge.strain.typed.nt": "NT",
    "bridge.honours.typed.four": "{holder}:4",
    "bridge.honours.typed.five": "{holder}:5",
    "bridge.honours.typed.aces": "{holder}:aces",

    # ---------------------------------------------------------------------------------
    # A deal refused (scoring.py: B1, B7, B26, B31)
    "bridge.deal.level": "a contract's level is 1 to 7, got {level}",
    "bridge.deal.level.hint": "the level is the tricks over six the contract needs",
    "bridge.deal.tricks": "the declaring side takes 0 to 13 tricks, got {tricks}",
    "bridge.deal.tricks.hint": "give the tricks the declarer and the dummy took together",
    "bridge.deal.honours_off": "these rules score no honours (honours = off)",
    "bridge.deal.honours_off.hint": (
        "leave the honours out, or score the session with them: vint rescore --rule "
        "honours=on"),
    "bridge.deal.trump_honours_at_nt": (
        "at no-trump ({contract}) only the four aces in one hand score as honours"),
    "bridge.deal.trump_honours_at_nt.hint": (
        "if one hand held the four aces, enter {holder}:aces; otherwise enter no honours"),
    "bridge.deal.aces_at_suit": (
        "the four aces score only at no-trump, and {contract} is played in a suit"),
    "bridge.deal.aces_at_suit.hint": (
        "in a suit contract enter the trump honours one hand held: {holder}:4 or {holder}:5"),
    "bridge.deal.sits_out": "{player} sits out this deal",
    "bridge.deal.seated": "the four at this deal: {players}",

    # ---------------------------------------------------------------------------------
    # What a deal writes, on the sheet (scoring.py)
    "bridge.reason.tricks": "trick points",
    "bridge.reason.overtricks": "overtricks",
    "bridge.reason.insult": "insult",
    "bridge.reason.small_slam": "small slam",
    "bridge.reason.grand_slam": "grand slam",
    "bridge.reason.undertricks": "undertricks",
    "bridge.reason.honours": "honours",
    "bridge.reason.game": "game premium",
    "bridge.reason.partscore": "part-score premium",
    "bridge.reason.rubber": "rubber premium",
    "bridge.reason.unfinished_game": "unfinished rubber: the game",
    "bridge.reason.unfinished_partscore": "unfinished rubber: the part-score",
    "bridge.reason.adjustment": "adjustment",
    "bridge.detail.down": "{n} down",
    "bridge.detail.over": counted("n", one="{n} overtrick", other="{n} overtricks"),
    "bridge.render.event.over": counted("n", one="{n} overtrick", other="{n} overtricks"),
    "bridge.detail.with": "{what}, {how}",
    "bridge.how.vul": "vulnerable",
    "bridge.how.nv": "not vulnerable",
    "bridge.how.x": "doubled",
    "bridge.how.x.vul": "doubled, vulnerable",
    "bridge.how.xx": "redoubled",
    "bridge.how.xx.vul": "redoubled, vulnerable",
    "bridge.detail.x": "doubled",
    "bridge.detail.xx": "redoubled",
    "bridge.detail.honours.four": "{holder}: four trump honours",
    "bridge.detail.honours.five": "{holder}: all five trump honours",
    "bridge.detail.honours.aces": "{holder}: the four aces",
    "bridge.detail.rubber.clean": "won 2–0",
    "bridge.detail.rubber.two_one": "won 2–1",
    "bridge.detail.unfinished_game": "the only game of an unfinished rubber",
    "bridge.detail.unfinished_partscore": "the only part-score of the game in progress",
    "bridge.detail.fourth_deal": "part-score on the fourth deal",
    "bridge.detail.partscore": "part-score, duplicate-style",

    # ---------------------------------------------------------------------------------
    # Presets and options (presets.py)
    "bridge.preset.name.rubber": "rubber bridge",
    "bridge.preset.name.chicago": "Chicago",
    "bridge.preset.unknown": "no bridge rules {name!r}",
    "bridge.preset.unknown.hint": "rubber (rubber bridge) or chicago (four-deal bridge)",
    "bridge.option.unknown": "no bridge rules option {option!r}",
    "bridge.option.unknown.hint": "options: {names}",
    "bridge.option.choice": "rules option {option} is one of {choices}, got {value!r}",
    "bridge.override.unreadable": "cannot read the rule {text!r}",
    "bridge.override.unreadable.hint": "--rule KEY=VALUE, e.g. --rule unfinished_partscore=50",
    "bridge.override.example": "e.g. --rule {option}={value}",
    "bridge.table.pairs": "pairs",
    "bridge.table.individual": "individual",
    "bridge.rules.switch.in_force": "rules switched to {preset}: the whole session is scored by them",
    "bridge.rules.switch.replaced": "rules switched to {preset} (a later switch is in force)",
    # Help: the commands of a bridge session (commands.py)
    "bridge.cli.help.new.table": (
        "pairs (four, 1st & 3rd against 2nd & 4th; five to twelve, a rotation) or individual "
        "(four, partners changing every rubber or chicago: B30)."),
    "bridge.cli.help.new.presets": "rubber, chicago",
    "bridge.cli.help.deal.declarer": "The player who declared (a name or its first letters).",
    "bridge.cli.help.deal.contract": (
        "The contract, X or XX when doubled or redoubled: 4S, 4♠, 3NT, 4SX, 3БК; or with its "
        "result, TRICKS left out: 4S=, 4SX+1, 3NT-2 (B33)."),
    "bridge.cli.help.deal.tricks": "The declaring side's tricks, 0 to 13 (B1).",
    "bridge.cli.help.deal.honours": (
        "Honours held in one hand, only when a hand held them (B7): HOLDER:4 (four trump "
        "honours), HOLDER:5 (all five), HOLDER:aces (the four aces at no-trump)."),
    "bridge.cli.help.deal.dealer": "Who dealt, when not the next in turn (B31).",
    "bridge.cli.help.pass": (
        "Record a pass-out: four passes, nothing scored (B8).\n\nIn rubber bridge the deal "
        "passes on; in Chicago the same dealer deals again (B22)."),
    "bridge.cli.help.pass.dealer": "Who dealt, when not the next in turn (B31).",
    "bridge.cli.help.adjust": (
        "Write a free entry for a player's side.\n\nA rubber carried on from paper, a house "
        "agreement; shown as such on the sheet."),
    "bridge.cli.help.adjust.player": "A player of the side that writes it.",
    "bridge.cli.help.adjust.amount": "The points, above the line unless --below.",
    "bridge.cli.help.adjust.below": "Below the line: trick points toward the game (B10).",
    "bridge.cli.help.seat": (
        "Change the seating: partners by hand, or players joining and leaving (B30).\n\n"
        "Nothing is written on the sheet; the replay, the rotation and the settlement follow "
        "the change."),
    "bridge.cli.help.seat.pairs": "Seat the next rubber or chicago by hand: A+B,C+D.",
    "bridge.cli.help.seat.join": (
        "A player who joins the table from the next rubber or chicago; repeat for more."),
    "bridge.cli.help.seat.leave": "A player who leaves after his rubber or chicago; repeat for more.",
    "bridge.cli.help.seat.replace": (
        "NEW takes OLD's seat at once, even mid-rubber; what was written stays OLD's."),
    "bridge.cli.help.edit.declarer": "Deal: the declarer.",
    "bridge.cli.help.edit.tricks": "Deal: the declaring side's tricks, 0 to 13.",
    "bridge.cli.help.edit.honours": "Deal: honours held in one hand, HOLDER:4|5|aces.",
    "bridge.cli.help.edit.no_honours": "Deal: no honours after all.",
    "bridge.cli.help.edit.dealer": "Deal or pass-out: who dealt.",
    "bridge.cli.help.edit.no_dealer": "Deal or pass-out: the next in turn dealt after all.",
    "bridge.cli.help.edit.player": "Adjustment: the player whose side writes it.",
    "bridge.cli.help.edit.amount": "Adjustment: the points.",
    "bridge.cli.help.edit.below": "Adjustment: below or above the line.",
    "bridge.cli.help.sheet": (
        "Show the running sheet.\n\nEach rubber or chicago above and below the line, each "
        "side's vulnerability and part-score, and who deals next."),
    "bridge.cli.help.sheet.rubber": "Only rubber (or chicago) N.",
    "bridge.cli.help.sheet.all": "Every rubber or chicago in full.",
    "bridge.cli.help.rescore.rules": "The preset to score by: rubber or chicago.",
    "bridge.cli.help.rescore.rule": "Change one option of that preset; repeat for more.",
    "bridge.cli.help.rescore.write": "Switch the session to these rules (undo goes back).",
    # vint play and the page's form (questions.py)
    "bridge.play.ask.contract": "Contract (4S, 3NT, 4SX; or with its result: 4S=, 4SX+1, 3NT-2)",
    "bridge.play.ask.declarer": "Declarer ({players})",
    "bridge.play.ask.tricks": "Tricks taken by the declaring side (0-13)",
    "bridge.play.ask.honours": "Honours in one hand? (HOLDER:4, HOLDER:5, HOLDER:aces; blank for none)",
    "bridge.play.ask.adjust_player": "An adjustment for the side of ({players})",
    "bridge.play.ask.amount": "Points (negative to take off)",
    "bridge.play.ask.below": "Above or below the line? (below counts toward the game)",
    "bridge.play.below_what": "say above or below (the line), got {text!r}",
    "bridge.play.word.below": "below",
    "bridge.play.word.above": "above",
    "bridge.play.said.below": "below the line",
    "bridge.play.said.above": "above the line",

    # ---------------------------------------------------------------------------------
    # The session file (codec.py): what storage's shared messages cannot say for bridge;
    # the lines of the file, quoted as TOML writes them, come as values
    "bridge.storage.kind.pass": "a pass-out",
    "bridge.storage.place.pass": "in a pass-out",
    "bridge.storage.rules.missing.hint": (
        "add a [rules] table with {rubber} or {chicago} (the options not written come from "
        "the preset)"),
    "bridge.storage.rules.not_table.hint": "write [rules] on a line of its own, then {rubber}",
    "bridge.storage.contract.hint": (
        "write {example}: a level 1 to 7 and C, D, H, S or NT, then X or XX when doubled or "
        "redoubled ({doubled})"),
    "bridge.storage.honours.hint": (
        "write {four} (four trump honours in one hand), {five} (all five) or {aces} (the four "
        "aces at no-trump); no honours line when no hand held them"),

    # ---------------------------------------------------------------------------------
    # What was typed (forms.py): a deal, a pass-out, a change of one event
    "bridge.deal.no_tricks": "say the tricks the declaring side took, or the result after the contract",
    "bridge.deal.no_tricks.hint": "vint deal 4S Anna 10, or vint deal 4S= Anna (4SX+1, 3NT-2)",
    "bridge.deal.tricks_twice": counted(
        "tricks",
        one="the result {result!r} gives the declaring side {tricks} trick, not {typed}",
        other="the result {result!r} gives the declaring side {tricks} tricks, not {typed}"),
    "bridge.deal.tricks_twice.hint": "give the result alone ({result}) or the tricks alone",
    "bridge.pass.alone": "a pass-out names no player and no tricks: nothing is scored",
    "bridge.pass.alone.hint": "vint pass, or vint pass --dealer PLAYER when another dealt",
    "bridge.edit.nothing": "nothing to change in event {number}",
    "bridge.edit.nothing.hint": (
        "give the fields to change, e.g. vint edit {number} --tricks 9 (vint edit --help lists "
        "them)"),
    "bridge.edit.not_apply": "{option} does not apply: event {number} is {kind}",
    "bridge.edit.not_apply.hint": (
        "it takes {options}; to change an event's kind, void it and enter it again"),
    "bridge.kind.deal": "a deal",
    "bridge.kind.pass": "a pass-out",
    "bridge.kind.adjust": "an adjustment",
    "bridge.kind.seat": "a seat change",
    "bridge.kind.rules": "a switch of rules",

    # ---------------------------------------------------------------------------------
    # The sheet, the settlement and the log drawn (render.py, on rubber/render.py; B10–B33)
    "bridge.render.rubber": "Rubber {number}",
    "bridge.render.chicago": "Chicago {number}",
    "bridge.render.above": "above the line",
    "bridge.render.below": "below the line",
    "bridge.render.nothing_above": "(nothing above the line yet)",
    "bridge.render.nothing_below": "game {game}: nothing below the line yet",
    "bridge.render.game_mark": "─── game {game} ───",
    "bridge.render.games": "games",
    "bridge.render.total": "total",
    "bridge.render.result": "result",
    "bridge.render.so_far": "so far",
    "bridge.render.seat_change": "─ {new} takes {old}'s seat ─",
    "bridge.render.no_deals": "No deals yet. Enter one, e.g.: vint deal 4S {player} 10",
    "bridge.render.earlier.rubber": "Earlier rubbers (vint sheet --all draws them):",
    "bridge.render.earlier.chicago": "Earlier chicagos (vint sheet --all draws them):",
    "bridge.render.earlier.settled": "  1–{last}: settled in 'vint settle'",
    "bridge.render.settlement": "Settlement",
    "bridge.render.col.rubber": "rubber",
    "bridge.render.col.chicago": "chicago",
    "bridge.render.col.player": "player",
    "bridge.render.col.points": "points",
    "bridge.render.col.money": "money at {stake} per 100",
    "bridge.render.points": "points",
    "bridge.render.money": "money",
    "bridge.render.stake": "at {stake} per 100 points",
    "bridge.render.score.rubber": "{totals} (games {games})",
    "bridge.render.score.chicago": "{totals}",
    "bridge.render.score_head": "score",
    "bridge.render.settlement.rubber": "Rubber {number}{mark}: {sides}, {score}: {results}",
    "bridge.render.settlement.chicago": "Chicago {number}{mark}: {sides}, {score}: {results}",
    "bridge.render.short_names": "Names shortened: {names}.",
    "bridge.render.short_name": "{short} = {name}",
    "bridge.render.rules_modified": "{preset}, modified: {changes}",
    "bridge.render.unfinished": "unfinished",
    "bridge.render.over": "over",
    "bridge.render.won": "won {games} by {sides}",
    "bridge.render.ahead": "{side} by {points}",
    "bridge.render.even": "even on points",
    "bridge.render.and": " & ",
    "bridge.render.out": "out: {players}",
    "bridge.render.label": "{reason} ({detail})",
    "bridge.render.short.insult": "insult",
    "bridge.render.short.small_slam": "small slam",
    "bridge.render.short.grand_slam": "grand slam",
    "bridge.render.short.honours": "honours",
    "bridge.render.short.game": "game",
    "bridge.render.short.partscore": "part-score",
    "bridge.render.short.rubber": "rubber",
    "bridge.render.short.adjustment": "adj.",
    "bridge.render.cell.vulnerable": "vulnerable",
    "bridge.render.cell.not_vulnerable": "not vulnerable",
    "bridge.render.cell.partscore": "part-score {points}",
    "bridge.render.cell.carry": "carried {points}",
    "bridge.render.vul.none": "nobody vulnerable",
    "bridge.render.vul.one": "{side} vulnerable",
    "bridge.render.vul.both": "both sides vulnerable",
    "bridge.render.state.rubber": "Rubber {number}, game {game}: {vulnerable}.",
    "bridge.render.state.chicago": "Chicago {number}, deal {deal} of 4: {dealer} deals, {vulnerable}.",
    "bridge.render.state.partscore": "Part-score toward game: {scores}.",
    "bridge.render.state.carry": "Carried toward game: {scores}.",
    "bridge.render.state.dealer": "{dealer} deals next.",
    "bridge.render.next.rubber": "Rubber {number} next: nobody vulnerable; {dealer} deals first.",
    "bridge.render.next.chicago": (
        "Chicago {number} next: deal 1 of 4, nobody vulnerable; {dealer} deals first."),
    "bridge.render.deals.deal": "deal",
    "bridge.render.deals.dealer": "dealer",
    "bridge.render.deals.vulnerable": "vulnerable",
    "bridge.render.deals.nobody": "nobody",
    "bridge.render.deals.both": "both",
    "bridge.render.law80": "Rubber {number} unfinished, Law 80 (B14): {premiums}.",
    "bridge.render.law80.none": "Rubber {number} unfinished, Law 80 (B14): no premium.",
    "bridge.render.law80.now": (
        "If the evening stopped now, Law 80 (B14) would add: {premiums}; then {ahead}."),
    "bridge.render.law80.game": "{side} {amount} for the only game",
    "bridge.render.law80.partscore": "{side} {amount} for the part-score",
    "bridge.render.chicago_unfinished": (
        "Chicago {number} unfinished: settled on what is written, with no premium for its "
        "part-scores (B28)."),
    "bridge.render.event.deal": counted(
        "tricks", one="{contract} by {declarer}, {tricks} trick ({result})",
        other="{contract} by {declarer}, {tricks} tricks ({result})"),
    "bridge.render.event.made": "made",
    "bridge.render.event.dealer": ", dealt by {player}",
    "bridge.render.event.rules": "rules switched to {preset}",
    "bridge.render.text.below": "{amount} below",
    "bridge.render.text.above": "{amount} {label}",
    "bridge.report.list": ", ",
    "bridge.report.against": " against ",
    "bridge.report.seat": "seat: {parts}",
    "bridge.report.seat.pairs": "next {pairs}",
    "bridge.report.seat.replace": "{new} for {old}",
    "bridge.report.seat.join": "{player} joins",
    "bridge.report.seat.leave": "{player} leaves",
    "bridge.report.adjust.above": "adjustment {amount} above for {player}'s side: {reason}",
    "bridge.report.adjust.below": "adjustment {amount} below for {player}'s side: {reason}",
    # What the commands say (view.py)
    "bridge.cli.block.rubber": "Rubber {number}",
    "bridge.cli.block.chicago": "Chicago {number}",
    "bridge.cli.against": " against ",
    "bridge.cli.lineup": "{block}: {sides}.",
    "bridge.cli.lineup.out.one": "{block}: {sides}; {out} sits out.",
    "bridge.cli.lineup.out.many": "{block}: {sides}; {out} sit out.",
    "bridge.cli.new.created": (
        "Created {path}: rules {rules}, stake {stake} per 100 points. It is now the current "
        "session."),
    "bridge.cli.first_dealer": "  {dealer} deals first (B31).",
    "bridge.cli.new.rotation": counted(
        "n", one="  A plan of {n} rubber or chicago (B30): 'vint sheet' follows it.",
        other="  A plan of {n} rubbers or chicagos (B30): 'vint sheet' follows it."),
    "bridge.cli.dealt": "  dealt by {dealer}",
    "bridge.cli.next": "Next: {lineup}",
    "bridge.cli.no_rubber": "no rubber {number}: the session has {count}",
    "bridge.cli.no_chicago": "no chicago {number}: the session has {count}",
    "bridge.cli.check.fine": sentence(
        "{path}: fine — {events}, {blocks}, players {players}, rules {rules}.",
        events=counted("events", one="{events} event", other="{events} events"),
        blocks=counted("blocks", one="{blocks} rubber", other="{blocks} rubbers")),
    "bridge.cli.check.fine.chicago": sentence(
        "{path}: fine — {events}, {blocks}, players {players}, rules {rules}.",
        events=counted("events", one="{events} event", other="{events} events"),
        blocks=counted("blocks", one="{blocks} chicago", other="{blocks} chicagos")),
    "bridge.cli.seat.news": "Event {number}: {news}.",
    "bridge.cli.seat.now": "  Now: {lineup}",
    "bridge.cli.seat.then": "  Next: {lineup}",
    "bridge.cli.rescore.title": "Scored by {now}, and by {then}:",
    "bridge.cli.rescore.col.player": "player",
    "bridge.cli.rescore.col.now": "now",
    "bridge.cli.rescore.col.then": "then",
    "bridge.cli.rescore.col.change": "change",
    "bridge.cli.rescore.col.money_now": "money now",
    "bridge.cli.rescore.col.money_then": "money then",
    "bridge.cli.rescore.written": "The session is now scored by {preset} ('vint undo' goes back).",
    "bridge.play.now": "Now playing — {lineup}",
    "bridge.play.new": "{lineup} {dealer} deals first.",

    # vint stats (view.py, stats.py)
    # What bridge's figures are: its paragraph of `vint stats --help` (cli.help.stats)
    "bridge.cli.help.stats.figures": (
        "Bridge sessions, for each player and each partnership: evenings, rubbers played "
        "(rubbers and chicagos alike), won and lost (by their totals, B13, B20), points, "
        "money, points per rubber, contracts declared and made, the best and the worst "
        "evening; and four counts more: slams bid and made (B5), doubled contracts made and "
        "defeated (B2)."),
    "bridge.stats.heading": counted("count", one="Bridge: {count} session, {first} to {last}",
                                    other="Bridge: {count} sessions, {first} to {last}"),
    "bridge.stats.heading.one": counted("count", one="Bridge: {count} session, {first}",
                                        other="Bridge: {count} sessions, {first}"),
    "bridge.stats.players": "Bridge players",
    "bridge.stats.partnerships": "Bridge partnerships",
    "bridge.stats.evenings_title": "Best and worst bridge evenings",
    "bridge.stats.col.partnership": "Partnership",
    "bridge.stats.col.evenings": "Evenings",
    "bridge.stats.col.played": "Rubbers",
    "bridge.stats.col.won": "Won",
    "bridge.stats.col.lost": "Lost",
    "bridge.stats.col.points": "Points",
    "bridge.stats.col.money": "Money",
    "bridge.stats.col.average": "Per\nrubber",
    "bridge.stats.col.declared": "Declared",
    "bridge.stats.col.made": "Made",
    "bridge.stats.col.slams_bid": "Slams\nbid",
    "bridge.stats.col.slams_made": "Slams\nmade",
    "bridge.stats.col.doubled_made": "Doubled\nmade",
    "bridge.stats.col.doubled_defeated": "Doubled\ndefeated",
    "bridge.stats.col.best": "Best evening",
    "bridge.stats.col.worst": "Worst evening",
    "bridge.stats.evening": "{session} ({date}) {points}",
    "bridge.stats.unfinished_note": (
        "Rubbers: rubbers and chicagos played. Won and lost: by the totals, finished ones only "
        "(B13, B20); an unfinished one counts as played, neither won nor lost."),
    # the game in words (games/base.py: Game.title, played_words, a_session)
    "bridge.name": "bridge",
    "bridge.played": "rubbers or chicagos",
    "bridge.session": "a bridge session",
    # the keypad of the live page (questions.py)
    "bridge.key.undoubled": "undoubled",
    # issue 35: the doubling keys' names for a screen reader; where the page's form says the
    # next deal goes; the news of a game, a rubber, a chicago (as Vint's vint.report.won_*)
    "bridge.key.doubled.named": "doubled",
    "bridge.key.redoubled.named": "redoubled",
    "bridge.form.heading.chicago": "Chicago {number}, deal {deal} of 4 · {vulnerable}",
    "bridge.form.heading.rubber": "Rubber {number} · {vulnerable}",
    "bridge.form.vul.none": "nobody vulnerable",
    "bridge.form.vul.one": "vulnerable: {side}",
    "bridge.form.vul.both": "both sides vulnerable",
    "bridge.report.won_game": "{side} won game {game} (games {score}).",
    "bridge.report.won_rubber": "{side} won rubber {rubber}.",
    "bridge.report.chicago_over": "Chicago {number} is over: {ahead}.",
    "bridge.key.doubled": "X",
    "bridge.key.redoubled": "XX",
    "bridge.key.no_honours": "no honours",
    "bridge.key.honours.four": "4 honours",
    "bridge.key.honours.five": "5 honours",
    "bridge.key.honours.aces": "4 aces",

    # ---------------------------------------------------------------------------------
    # The exports (export.py, on rubber/export.py: Markdown, CSV, JSON, the page; B14, B20–B22)
    "bridge.export.table": "Table",
    "bridge.export.table.rotation": counted("count", one="{table}, a rotation of {count} player",
                                            other="{table}, a rotation of {count} players"),
    "bridge.export.stake": "Stake per 100 points",
    "bridge.export.by_rubber": "Rubber by rubber",
    "bridge.export.by_chicago": "Chicago by chicago",
    "bridge.export.unfinished_note.rubber": (
        "* unfinished: settled on what is written, with the premiums of Law 80 (B14)."),
    "bridge.export.unfinished_note.chicago": (
        "* unfinished: settled on what is written, with no premium for its part-scores (B28)."),
    "bridge.export.game_won": "game {game}",
    "bridge.export.sat_out": "sat out",
    "bridge.export.deals": "The deals",
    "bridge.export.csv.rubber": "Rubber",
    "bridge.export.csv.chicago": "Chicago",
    "bridge.export.csv.deal": "Deal",
    "bridge.export.csv.dealer": "Dealer",
    "bridge.export.csv.kind": "Kind",
    "bridge.export.csv.column": "Side",
    "bridge.export.csv.where": "Where",
    "bridge.export.csv.above": "above",
    "bridge.export.csv.below": "below",
    "bridge.export.csv.amount": "Amount",
    "bridge.export.csv.reason": "Reason",
    "bridge.export.csv.finished": "Finished",
    "bridge.export.csv.games": "Games",
    "bridge.export.csv.total": "Total",
    "bridge.export.csv.result": "Result",
    "bridge.export.csv.points": "Points",
    "bridge.export.csv.money": "Money at {stake} per 100",
    "bridge.export.csv.kind.deal": "deal",
    "bridge.export.csv.kind.pass": "pass",
    "bridge.export.csv.kind.adjust": "adjust",
    "bridge.export.csv.kind.seat": "seat",
    "bridge.export.csv.kind.rules": "rules",
    "bridge.export.csv.kind.law80": "Law 80",
    "bridge.cli.help.deal": (
        "Record a played deal.\n\nPrints what it wrote for whom, then the rubber's or the "
        "chicago's score."),
}
