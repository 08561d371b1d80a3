"""Vint's own messages in English (keys `vint.…`; the glossary finds them by the key)."""
from __future__ import annotations

from ...glossary import Counted, Sentence, counted, sentence

MESSAGES: dict[str, str | Counted | Sentence] = {
    # the game's name, and a session of it, as messages name them (games/base.py: Game)
    "vint.name": "Vint",
    "vint.played": "rubbers",
    "vint.session": "a Vint session",

    # ========================================================================================
    # Messages of the command line (vintscore/cli).
    # ========================================================================================

    # What a change is called when it is refused, and when it is to be done again.
    "vint.cli.kind.rules": "a switch of rules",

    # ---------------------------------------------------------------------------------
    # new, deal, pass, adjust, misdeal, seat (record.py)
    "vint.rules.played_pass": (
        "a played all-pass needs two fixed sides; this table keeps a column per player"),
    "vint.rules.played_pass.hint": "--rule all_pass=x or all_pass=revolving",
    "vint.cli.new.created": (
        "Created {path}: rules {rules}, stake {stake} per 100 points. It is now the current "
        "session."),
    "vint.cli.new.rotation": counted(
        "n", one="  A rotation of {n} rubber (V12): 'vint rotation' shows it.",
        other="  A rotation of {n} rubbers (V12): 'vint rotation' shows it."),
    "vint.cli.ask.honours": "Trump honours (A K Q J 10 of {strain}) held by {side}, 0-5",
    "vint.cli.ask.aces": "Aces held by {side}, 0-4",
    "vint.cli.side.pair": "{a} & {b}",
    "vint.cli.side.dummy": "{player} & the dummy",
    "vint.cli.strain.spades": "spades",
    "vint.cli.strain.clubs": "clubs",
    "vint.cli.strain.diamonds": "diamonds",
    "vint.cli.strain.hearts": "hearts",
    "vint.cli.strain.nt": "nt",
    "vint.cli.event.outcome": "Event {number}: {what} — {outcome}",
    "vint.cli.next": "Next: {lineup}",
    "vint.cli.pass.both": "give both PLAYER and TRICKS, or neither",
    "vint.cli.pass.both.hint": "vint pass, or with all_pass = play: vint pass Anna 8",
    "vint.cli.seat.news": "Event {number}: {news}.",
    "vint.cli.seat.now": "  Now: {lineup}",
    "vint.cli.seat.then": "  Then: {lineup}",
    "vint.cli.seat.next": "  Next: {lineup}",

    # ---------------------------------------------------------------------------------
    # log, undo, void, edit (journal.py)
    "vint.cli.edit.not_apply": "{option} does not apply: event {number} is {kind}",
    "vint.cli.edit.not_apply.hint": (
        "'vint edit --help' says which options fit which events; to change an event's kind, void "
        "it and enter it again"),
    "vint.cli.kind.deal": "a deal",
    "vint.cli.kind.pass": "an all-pass",
    "vint.cli.kind.adjust": "an adjustment",
    "vint.cli.kind.misdeal": "a misdeal",
    "vint.cli.kind.seat": "a seat change",

    # ---------------------------------------------------------------------------------
    # sheet, settle, check, sessions, use, rotation (show.py)
    "vint.cli.no_rubber": "no rubber {number}: the session has {count}",
    "vint.cli.check.fine": sentence(
        "{path}: fine — {events}, {rubbers}, players {players}, rules {rules}.",
        events=counted("events", one="{events} event", other="{events} events"),
        rubbers=counted("rubbers", one="{rubbers} rubber", other="{rubbers} rubbers")),

    # Help: new
    "vint.cli.help.new.table": (
        "pairs (four or more, in partnerships; from five a rotation), dummy or separate (three), "
        "two (two, each with a dummy), individual (four, each his own column)."),
    "vint.cli.help.new.presets": (
        "classic, 1886, purchase, double-purchase, nut, double-entry, vitalin"),
    "vint.cli.help.new.players": (
        "The players: four in seating order (Anna,Boris,Vera,Gleb: the 1st and 3rd are "
        "partners); five or more in cut order, highest card first; three or two with --table."),
    "vint.cli.help.new.rule": "Change one option of the preset (V13); repeat for more.",
    "vint.cli.help.deal.declarer": "The player who declared (a name or its first letters).",
    "vint.cli.help.pass": (
        "Record an all-pass (an X on the sheet).\n\nV9: the rubber's winner writes 500 "
        "for each X."),
    "vint.cli.help.adjust": (
        "Write a free entry for a side.\n\nFor house rules and corrections (V10); shown "
        "as such on the sheet."),
    "vint.cli.help.misdeal": (
        "Record a dealer found with 14 cards.\n\nV10: the other side writes 20 above "
        "the line."),
    "vint.cli.help.seat": (
        "Change the seating: pairs by hand, or players joining and leaving.\n\nV12. "
        "Nothing is written on the sheet; the replay, the rotation and the settlement follow the "
        "change, so nobody's points are lost or counted twice."),
    "vint.cli.help.sheet": (
        "Show the running sheet.\n\nEach rubber above and below the line, with its games, totals "
        "and X signs; past three rubbers, the last in full and the earlier ones a line each "
        "(--all draws every rubber, --rubber N one)."),
    "vint.cli.help.rotation": (
        "Show who partners whom and who sits out, and the running table.\n\nV12: a row "
        "per rubber, a column per player, +D for the winners, -D for the losers, 0 for those "
        "sitting out (D is the rubber's difference: the winners' total less the losers', "
        "V11), and the totals."),
    "vint.play.help.misdeal": "  misdeal — the dealer held 14 cards (V10)",

    # Help: deal
    "vint.cli.help.deal.contract": "The contract: 3H, 3♥, 3ч, 2NT, 2БК, …",
    "vint.cli.help.deal.tricks": "Tricks taken by the declaring side, 0-13.",
    "vint.cli.help.deal.honours": (
        "Trump honours (A K Q J 10) held by the declaring side, 0-5; not at no-trump."),
    "vint.cli.help.deal.aces": "Aces held by the declaring side, 0-4.",
    "vint.cli.help.deal.coronet": (
        "A coronet: Vera:H:4 (A-K-Q-J of hearts) or Vera:aces:3; repeat for more."),
    "vint.cli.help.deal.revoke": "A player of the side that revoked; repeat for each revoke.",
    "vint.cli.help.deal.first": (
        "When both sides reached the game target: a player of the side that got there first."),
    "vint.cli.help.deal.partner": (
        "Individual records: the declarer's partner (or open hand) in this deal."),

    # Help: pass
    "vint.cli.help.pass.player": "With all_pass = play: a player of the side whose tricks you give.",
    "vint.cli.help.pass.tricks": "With all_pass = play: the tricks that side took.",

    # Help: adjust
    "vint.cli.help.adjust.player": "A player of the side the entry is for.",
    "vint.cli.help.adjust.amount": (
        "Points; a negative amount goes after --: vint adjust Boris --reason fix -- -500."),
    "vint.cli.help.adjust.below": "Write below the line (counts toward the game).",

    # Help: seat
    "vint.cli.help.seat.pairs": (
        "Seat the next rubber by hand: two partnerships (with a dummy: Anna+dummy,Boris+Vera)."),
    "vint.cli.help.seat.join": "A player who joins the table from the next rubber; repeat for more.",
    "vint.cli.help.seat.leave": "A player who leaves after his rubber; repeat for more.",
    "vint.cli.help.seat.replace": (
        "NEW (a newcomer, or a player sitting out) takes OLD's seat at once, even mid-rubber; "
        "what was written stays OLD's."),

    # Help: log, undo, void, edit
    "vint.cli.help.edit.tricks": "Deal: the declaring side's tricks; pass: the tricks of PLAYER's side.",
    "vint.cli.help.edit.honours": "Deal: trump honours of the declaring side.",
    "vint.cli.help.edit.no_honours": "Deal: no honours (no-trump).",
    "vint.cli.help.edit.aces": "Deal: aces of the declaring side.",
    "vint.cli.help.edit.coronet": "Deal: the coronets (replaces the list).",
    "vint.cli.help.edit.no_coronets": "Deal: no coronets.",
    "vint.cli.help.edit.revoke": "Deal: the revokes (replaces the list).",
    "vint.cli.help.edit.no_revokes": "Deal: no revokes.",
    "vint.cli.help.edit.first": "Deal: the side that reached the target first.",
    "vint.cli.help.edit.partner": "Deal, individual records: the declarer's partner.",
    "vint.cli.help.edit.no_first": "Deal: forget --first.",
    "vint.cli.help.edit.player": "Pass, adjustment, misdeal: the player.",
    "vint.cli.help.edit.amount": "Adjustment: the points.",
    "vint.cli.help.edit.below": "Adjustment: below or above the line.",

    # Help: sheet, settle, check, sessions, use, rotation
    "vint.cli.help.sheet.rubber": "Only rubber N.",
    "vint.cli.help.sheet.all": "Every rubber in full.",

    # ========================================================================================
    # Messages of the core (the notations, names, games/vint: scoring, presets, sheet, seating).
    # ========================================================================================

    # Joining names and parts (values may be these again: "A or B or C")
    "vint.plus": "{a} + {b}",
    "vint.minus": "{a} − {b}",

    # Suits: "A K Q J 10 of hearts", "two sequences in hearts"
    "vint.suit_of.spades": "spades",
    "vint.suit_of.clubs": "clubs",
    "vint.suit_of.diamonds": "diamonds",
    "vint.suit_of.hearts": "hearts",
    "vint.suit_in.spades": "spades",
    "vint.suit_in.clubs": "clubs",
    "vint.suit_in.diamonds": "diamonds",
    "vint.suit_in.hearts": "hearts",

    # notation.py: contracts (V1)
    "vint.contract.hint": "a level 1 to 7 and S, C, D, H or NT: 3H, 3♥, 3ч, 2NT, 2БК",
    "vint.contract.unreadable": (
        "not a contract: {text!r} (a level 1 to 7 and a strain, e.g. 3H or 2NT)"),
    "vint.contract.level": "not a contract: {text!r} (levels are 1 to 7, e.g. 3H)",
    "vint.contract.strain": (
        "not a contract: {text!r} (strains are S, C, D, H and NT, e.g. 3H or 2NT)"),

    # notation.py: coronets (V6)
    "vint.coronet.hint": (
        "HOLDER:SUIT:N for an N-card sequence from the ace (Vera:H:4 is A-K-Q-J of hearts), "
        "HOLDER:aces:N for three or four aces (Vera:aces:3)"),
    "vint.coronet.parts": "not a coronet: {text!r} (write HOLDER:SUIT:N or HOLDER:aces:N)",
    "vint.coronet.count": "not a coronet: {text!r} (the last part is a number of cards)",
    "vint.coronet.suit": "not a coronet: {text!r} (the middle part is a suit S, C, D, H or 'aces')",

    # a coronet on the sheet: "Vera ♥A-K-Q-J", "Vera 3 aces" (ranks: туз, король, дама, валет)
    "vint.coronet.aces": counted("n", one="{holder} {n} ace", other="{holder} {n} aces"),
    "vint.coronet.sequence3": "{holder} {suit}A-K-Q",
    "vint.coronet.sequence4": "{holder} {suit}A-K-Q-J",
    "vint.coronet.sequence5": "{holder} {suit}A-K-Q-J-10",
    "vint.coronet.sequence_long": "{holder} {suit}A…{last}",
    "vint.coronet.sequence_short": "{holder} {suit}{cards}",

    # games/vint/scoring.py: checking a deal (V1, V2, V10, V13)
    "vint.deal.level": "levels are 1 to 7, got {level}",
    "vint.deal.level.hint": "a contract is 1 to 7 tricks over six, e.g. 3H",
    "vint.deal.min_level": "the lowest contract in {preset} is {level}, got {contract}",
    "vint.deal.min_level.hint": "contracts start at level {level} here",
    "vint.deal.tricks": "tricks must be 0 to 13, got {tricks}",
    "vint.deal.tricks.hint": "give the tricks the declaring side took, 0 to 13",
    "vint.deal.discards": counted(
        "discards",
        one="the declarers' tricks include the {discards} trick of the discards, so they are at "
            "least {discards}, got {tricks}",
        other="the declarers' tricks include the {discards} tricks of the discards, so they are "
              "at least {discards}, got {tricks}"),
    "vint.deal.discards.hint": "count the discard tricks in the declarers' tricks",
    "vint.deal.honours_missing": (
        "honours missing: how many trump honours (A K Q J 10 of {suit}) did {side} hold?"),
    "vint.deal.honours_missing.hint": (
        "add --honours H (0 to 5); honours are part of every suit deal"),
    "vint.deal.honours_range": "honours must be 0 to 5, got {honours}",
    "vint.deal.honours_range.hint": "the trump A K Q J 10 held by the declaring side: 0 to 5",
    "vint.deal.honours_no_trump": (
        "honours are not counted at no-trump, got {honours}: only the aces count"),
    "vint.deal.honours_no_trump.hint": "leave out --honours for a no-trump deal",
    "vint.deal.aces_missing": "aces missing: how many aces did {side} hold?",
    "vint.deal.aces_missing.hint": "add --aces A (0 to 4); aces are part of every deal",
    "vint.deal.aces_range": "aces must be 0 to 4, got {aces}",
    "vint.deal.aces_range.hint": "the aces held by the declaring side: 0 to 4",
    "vint.deal.honours_without_ace": (
        "{side} cannot hold all five honours without an ace: the ace of trumps is both"),
    "vint.deal.revokes": counted("n", one="{n} revoke in one deal: there are 13 tricks",
                                 other="{n} revokes in one deal: there are 13 tricks"),
    "vint.deal.revokes.hint": "name the revoking side once per revoke",

    # games/vint/scoring.py: coronets against the cards (V2, V6)
    "vint.coronet.length": "a sequence coronet has 3 to 13 cards from the ace, got {shown!r}",
    "vint.coronet.suit_twice": "two sequences in {suit}: there is one ace per suit ({shown!r})",
    "vint.coronet.honours": counted(
        "needed", one="{shown!r} holds {needed} trump honour but {side} held {held}",
        other="{shown!r} holds {needed} trump honours but {side} held {held}"),
    "vint.coronet.aces_length": "an aces coronet is 3 or 4 aces, got {shown!r}",
    "vint.coronet.two_aces": "{holder} has two aces coronets: one hand holds at most four aces",
    "vint.coronet.cards": counted(
        "cards", one="{holder}'s coronets need {cards} card, more than a hand's 13",
        other="{holder}'s coronets need {cards} cards, more than a hand's 13"),
    "vint.coronet.side_aces": counted(
        "needed", one="the coronets of {side} need {needed} ace but the side held {held}",
        other="the coronets of {side} need {needed} aces but the side held {held}"),

    # games/vint/scoring.py: all-passes (V9) and adjustments (V10)
    "vint.pass.play": "this session plays the all-pass hands: say which side took how many tricks",
    "vint.pass.play.hint": "vint pass PLAYER TRICKS, e.g. vint pass Anna 8",
    "vint.pass.not_played": (
        "in this session an all-pass is not played, so it has no tricks (all_pass = {value!r})"),
    "vint.pass.not_played.hint": "vint pass",

    # Entry details: the short explanations beside an amount on the sheet
    "vint.detail.down": "{n} down",

    # undertricks as counted down: "без одной", "без двух", …
    "vint.down.1": "1",
    "vint.down.2": "2",
    "vint.down.3": "3",
    "vint.down.4": "4",
    "vint.down.5": "5",
    "vint.down.6": "6",
    "vint.down.7": "7",
    "vint.down.8": "8",
    "vint.down.9": "9",
    "vint.down.10": "10",
    "vint.down.11": "11",
    "vint.down.12": "12",
    "vint.down.13": "13",
    "vint.detail.over": "{n} over",
    "vint.detail.short": counted("n", one="{n} trick short", other="{n} tricks short"),
    "vint.detail.small": "small",
    "vint.detail.grand": "grand",
    "vint.detail.honours": counted("n", one="{n} honour", other="{n} honours"),
    "vint.detail.aces": counted("n", one="{n} ace", other="{n} aces"),
    "vint.detail.aces_odd_trick": "2 aces, odd trick",
    "vint.detail.tricks": counted("n", one="{n} trick", other="{n} tricks"),
    "vint.detail.misdeal": "{player} held 14 cards",
    "vint.detail.game": "game {game}",
    "vint.detail.x": "{n} × X",

    # games/vint/presets.py: presets and options (V13)
    "vint.preset.unknown": "no rules preset {name!r}",
    "vint.preset.unknown.hint": "presets: {names}",
    "vint.option.unknown": "no rules option {option!r}",
    "vint.option.unknown.hint": "options: {names}",
    "vint.option.bool": "rules option {option} is true or false, got {value!r}",
    "vint.option.int": "rules option {option} is a whole number, got {value!r}",
    "vint.option.range": "rules option {option} must be {low} to {high}, got {value}",
    "vint.option.choice": "rules option {option} is one of {choices}, got {value!r}",
    "vint.override.unreadable": "not a rule override: {text!r}",
    "vint.override.unreadable.hint": "write KEY=VALUE, e.g. --rule game_bonus=1000",
    "vint.override.example": "e.g. --rule {option}={value}",

    # sheet.py: partners at each table (V12)
    "vint.partner.not_here": (
        "--partner is for tables of individual records; here the partners are the rubber's"),
    "vint.partner.not_here.hint": "leave out --partner",
    "vint.partner.dummy": "at a table of separate records the declarer's partner is the dummy",
    "vint.partner.missing": "each deal of individual records names the declarer's partner",
    "vint.partner.missing.hint": "add --partner PLAYER",
    "vint.partner.self": "{player} cannot partner himself",
    "vint.partner.self.hint": "--partner names another player",

    # sheet.py: who plays the rubber (V2, V12)
    "vint.pass.play_sides": (
        "a played all-pass needs two fixed sides; this table keeps a column per player"),
    "vint.pass.play_sides.hint": "all_pass = x or revolving",

    # V13: a switch of rules (vint rescore --write)
    "vint.rules.switch.replaced": "rules switched to {preset} (a later switch is in force)",

    # ========================================================================================
    # Messages of the sheet, the log, the settlement and the rotation (games/vint/report.py, render.py, view.py).
    # ========================================================================================

    # games/vint/report.py: the log's words for events, and what they wrote
    "vint.report.rules_modified": "{preset}, modified: {changes}",
    "vint.report.list": ", ",
    "vint.report.against": " against ",
    "vint.report.deal": "deal {parts}",
    "vint.report.deal.head": counted("tricks", one="{contract} by {declarer}, {tricks} trick",
                                     other="{contract} by {declarer}, {tricks} tricks"),
    "vint.report.deal.honours": "honours {n}",
    "vint.report.deal.aces": "aces {n}",
    "vint.report.deal.partner": "partner {player}",
    "vint.report.deal.coronet": "coronet {coronet}",
    "vint.report.deal.revoke": "revoke {player}",
    "vint.report.deal.first": "first {player}",
    "vint.report.pass": "all pass",
    "vint.report.pass.played": counted("tricks",
                                       one="all pass, played out: {player}'s side took "
                                           "{tricks} trick",
                                       other="all pass, played out: {player}'s side took "
                                             "{tricks} tricks"),
    "vint.report.adjust.above": "adjustment {amount} above for {player}'s side: {reason}",
    "vint.report.adjust.below": "adjustment {amount} below for {player}'s side: {reason}",
    "vint.report.misdeal": "misdeal: the dealer {player} held 14 cards",
    "vint.report.seat": "seat: {parts}",
    "vint.report.rules_switch": "rules: {preset}",
    "vint.report.seat.pairs": "next rubber {pairs}",
    "vint.report.seat.replace": "{new} for {old}",
    "vint.report.seat.join": "{player} joins",
    "vint.report.seat.leave": "{player} leaves",
    "vint.report.x_written": "an X in rubber {rubber} (V9)",
    "vint.report.won_game": "{side} won game {game} (games {score}).",
    "vint.report.won_rubber": "{side} won rubber {rubber}.",
    "vint.report.made": "made",
    "vint.report.lineup": "Rubber {rubber}: {sides}.",
    "vint.report.lineup.out.one": "Rubber {rubber}: {sides}; {out} sits out.",
    "vint.report.lineup.out.many": "Rubber {rubber}: {sides}; {out} sit out.",
    "vint.report.lineup.columns": "Rubber {rubber}: {players}, each in a column.",
    "vint.report.text.below": "{amount} below",
    "vint.report.text.below_adjustment": "{amount} below ({reason}: {detail})",
    "vint.report.text.detail": "{amount} {reason} ({detail})",

    # the sheet's reasons (vint sheet --json keeps their English codes: docs/contract.md, "JSON output")
    "vint.report.reason.tricks": "tricks",
    "vint.report.reason.honours": "honours",
    "vint.report.reason.coronet": "coronet",
    "vint.report.reason.undertricks": "undertricks",
    "vint.report.reason.overtricks": "overtricks",
    "vint.report.reason.revoke": "revoke",
    "vint.report.reason.slam": "slam",
    "vint.report.reason.bid_slam": "bid slam",
    "vint.report.reason.failed_slam": "failed slam",
    "vint.report.reason.game": "game",
    "vint.report.reason.rubber": "rubber",
    "vint.report.reason.x": "x",
    "vint.report.reason.misdeal": "misdeal",
    "vint.report.reason.adjustment": "adjustment",
    "vint.report.reason.all_pass_play": "all-pass play",

    # a reason with its detail, beside an amount on the sheet
    "vint.report.label.slam.detail": "{detail} slam",
    "vint.report.label.bid_slam.detail": "bid {detail} slam",
    "vint.report.label.failed_slam.detail": "failed {detail} slam",
    "vint.report.label.x.detail": "X premium ({detail})",
    "vint.report.label.undertricks.detail": "undertricks, {detail}",
    "vint.report.label.overtricks.detail": "overtricks, {detail}",
    "vint.report.label.adjustment.detail": "adjustment: {detail}",
    "vint.report.label.rubber.detail": "rubber: {detail}",
    "vint.report.label.honours.detail": "honours: {detail}",
    "vint.report.label.coronet.detail": "coronet: {detail}",
    "vint.report.label.revoke.detail": "revoke: {detail}",
    "vint.report.label.misdeal.detail": "misdeal: {detail}",
    "vint.report.label.all_pass_play.detail": "all-pass play: {detail}",

    # games/vint/render.py: the sheet
    "vint.render.no_deals": "No deals yet. Enter one, e.g.: vint deal 2H {player} 8 -h 3 -a 2",
    "vint.render.earlier": "Earlier rubbers (vint sheet --all draws them; --rubber N one):",
    "vint.render.earlier.settled": "  1–{last}: settled in 'vint settle'",
    "vint.render.rubber": "Rubber {number}",
    "vint.render.and": " and ",
    "vint.render.unfinished": "unfinished",
    "vint.render.out": "out: {players}",
    "vint.render.nothing_above": "(nothing above yet)",

    # the sheet's halves, in the first column where there is room (issue 23)
    "vint.render.above": "above",
    "vint.render.below": "below",
    "vint.render.game_mark": "─── game {game} ───",
    "vint.render.nothing_below": "game {game}: nothing below yet",
    "vint.render.games": "games",
    "vint.render.total": "total",
    "vint.render.result": "result",
    "vint.render.so_far": "so far",

    # the compact sheet's short labels (narrow screens)
    "vint.render.short.tricks": "tricks",
    "vint.render.short.honours": "honours",
    "vint.render.short.coronet": "coronet",
    "vint.render.short.undertricks": "down",
    "vint.render.short.overtricks": "over",
    "vint.render.short.revoke": "revoke",
    "vint.render.short.slam": "slam",
    "vint.render.short.bid_slam": "bid slam",
    "vint.render.short.failed_slam": "failed slam",

    # a slam on a phone keeps small or grand (V7)
    "vint.render.short.slam.detail": "{detail} slam",
    "vint.render.short.bid_slam.detail": "bid {detail} slam",
    "vint.render.short.failed_slam.detail": "failed {detail} slam",
    "vint.render.short.game": "game",
    "vint.render.short.rubber": "rubber",
    "vint.render.short.x": "X",
    "vint.render.short.misdeal": "misdeal",
    "vint.render.short.adjustment": "adj.",
    "vint.render.short.all_pass_play": "all-pass",

    # the settlement
    "vint.render.unfinished_note": (
        "* unfinished: settled on what is written so far, without rubber bonus or X premiums "
        "(V11)."),
    "vint.render.score": "{totals} (games {games})",
    "vint.render.score_head": "score",
    "vint.render.settlement": "Settlement",
    "vint.render.settlement.line": "Rubber {number}{mark}: {sides}, {score}: {results}",
    "vint.render.points": "points",
    "vint.render.money": "money",
    "vint.render.stake": "at {stake} per 100 points",
    "vint.render.col.rubber": "rubber",
    "vint.render.col.player": "player",
    "vint.render.col.points": "points",
    "vint.render.col.money": "money at {stake} per 100",

    # the rotation
    "vint.render.rotation": "Rotation · {table} table · in cut order: {players}",
    "vint.render.table.pairs": "pairs",
    "vint.render.table.dummy": "dummy",
    "vint.render.table.separate": "separate",
    "vint.render.table.two": "two",
    "vint.render.table.individual": "individual",
    "vint.render.col.columns": "columns",
    "vint.render.col.partners": "partners",
    "vint.render.col.out": "out",
    "vint.render.status.done": "done",
    "vint.render.status.playing": "playing",
    "vint.render.status.next": "next",
    "vint.render.status.planned": "planned",
    "vint.render.running": (
        "Running table: +D to the winners, -D to the losers, 0 out; D is the rubber's difference, "
        "the winners' total less the losers' (V11, V12)"),
    "vint.render.running.individual": "Running table: each player against every other (V11)",

    # ========================================================================================
    # Messages of the session files (vintscore/storage/).
    # ========================================================================================

    # Kinds of event: "belongs to a deal or a pass, not to an adjustment" (Russian: genitive)
    "vint.storage.kind.misdeal": "a misdeal",

    # Where a key is
    "vint.storage.place.misdeal": "in a misdeal",

    # The file as a whole

    # Players

    # Rules
    "vint.storage.rules.missing.hint": (
        'add a [rules] table with preset = "classic" (the options not written come from the '
        "preset)"),
    "vint.storage.rules.not_table.hint": 'write [rules] on a line of its own, then preset = "classic"',

    # Events
    "vint.storage.deal.contract.hint": 'write contract = "3H": a level 1 to 7 and S, C, D, H or NT',
    "vint.storage.deal.coronets.hint": (
        'write coronets = ["Vera:H:4"] (HOLDER:SUIT:N) or ["Vera:aces:3"]'),

    # ========================================================================================
    # Messages of the commands for after the game (cli/after.py): export, stats, rescore.
    # ========================================================================================
    "vint.cli.help.rescore.rules": (
        "The preset to score by: classic, 1886, purchase, double-purchase, nut, double-entry, "
        "vitalin."),
    "vint.cli.help.rescore.rule": "Change one option of that preset (V13); repeat for more.",
    "vint.cli.help.rescore.write": "Switch the session to these rules (undo goes back).",
    "vint.cli.rescore.title": "Scored by {now}, and by {then}:",
    "vint.cli.rescore.col.player": "player",
    "vint.cli.rescore.col.now": "now",
    "vint.cli.rescore.col.then": "{preset}",
    "vint.cli.rescore.col.change": "change",
    "vint.cli.rescore.col.money_now": "money now",
    "vint.cli.rescore.col.money_then": "money, {preset}",
    "vint.cli.rescore.rubbers_now": counted("count", one="Now, {count} rubber: {rubbers}",
                                            other="Now, {count} rubbers: {rubbers}"),
    "vint.cli.rescore.rubbers_then": counted("count", one="Then, {count} rubber: {rubbers}",
                                             other="Then, {count} rubbers: {rubbers}"),
    "vint.cli.rescore.written": "The session is now scored by {preset}; 'vint undo' goes back.",

    # ========================================================================================
    # Messages of `vint play`, the deal-by-deal mode (cli/play/).
    # ========================================================================================

    # the first screen: the prompt below wants a contract, not a command line
    "vint.play.no_deals": "No deals yet: answer the questions below, the contract first (e.g. 2H).",
    "vint.play.ask.contract": "Contract (e.g. 3H, 2NT)",
    "vint.play.ask.partner": "Partner of the declarer",
    "vint.play.ask.tricks": "Tricks taken by the declarers (0-13)",
    "vint.play.ask.honours": "Trump honours {strain} held by {side} (0-5)",
    "vint.play.ask.aces": "Aces held by {side} (0-4)",
    "vint.play.ask.coronets": "Coronets, e.g. Vera:H:4 Boris:aces:3 (blank for none)",
    "vint.play.ask.revokes": "Revokes: a player of the side for each (blank for none)",
    "vint.play.ask.first": "Both sides reached {target}: a player of the side that got there first",

    # games/vint/forms.py
    "vint.cli.deal.tricks": "say how many tricks the declarers took",
    "vint.cli.deal.tricks.hint": "vint deal 3H Anna 9",

    # ========================================================================================
    # Messages of `vint stats` (cli/stats.py, services/stats.py, games/*/stats.py): help, refusals, the tables' words.
    # ========================================================================================

    # What it prints
    # What Vint's figures are: its paragraph of `vint stats --help` (cli.help.stats)
    "vint.cli.help.stats.figures": (
        "Vint sessions, for each player and each partnership: evenings, rubbers played, won "
        "and lost, points, money, points per rubber, contracts declared and made, the best "
        "and the worst evening. An evening is a session. Rubbers played are those in which the player "
        "had a seat (sitting out is not playing); a partnership's, those in which the two were "
        "partners. Won or lost: the player's side won or lost a finished rubber; an unfinished "
        "rubber counts as played, neither won nor lost. Points are the settlement's (V11) "
        "summed over the evenings; money is points × that evening's stake / 100, summed, "
        "exact; a partnership's points are what each partner won in the rubbers they played "
        "together. Per rubber: points / rubbers played. Contracts declared: the deals (not "
        "void) the player declared (a dummy's hand counts for the one who plays it), made: "
        "those with no undertricks on the sheet (6 + level tricks taken, after revokes); a "
        "partnership counts the deals either partner declared while partners. Best and worst "
        "evening: the most and fewest points, among the evenings with a rubber played."),
    "vint.stats.heading": counted("count", one="{count} session, {first} to {last}",
                                  other="{count} sessions, {first} to {last}"),
    "vint.stats.heading.one": counted("count", one="{count} session, {first}",
                                      other="{count} sessions, {first}"),
    "vint.stats.players": "Players",
    "vint.stats.partnerships": "Partnerships",
    "vint.stats.evenings_title": "Best and worst evenings",
    "vint.stats.col.partnership": "Partnership",
    "vint.stats.col.evenings": "Evenings",
    "vint.stats.col.played": "Rubbers",
    "vint.stats.col.won": "Won",
    "vint.stats.col.lost": "Lost",
    "vint.stats.col.points": "Points",
    "vint.stats.col.money": "Money",
    "vint.stats.col.average": "Per\nrubber",
    "vint.stats.col.declared": "Declared",
    "vint.stats.col.made": "Made",
    "vint.stats.col.best": "Best evening",
    "vint.stats.col.worst": "Worst evening",
    "vint.stats.evening": "{session} ({date}) {points}",
    "vint.stats.unfinished_note": (
        "Rubbers: played. Won and lost: finished rubbers only; an unfinished rubber counts as "
        "played, neither won nor lost."),

    # ========================================================================================
    # Messages of the exports (formats.py, games/*/export.py).
    # ========================================================================================
    "vint.export.table": "Table",
    "vint.export.table.rotation": "{table}, a rotation of {count} players",
    "vint.export.stake": "Stake per 100 points",
    "vint.export.by_rubber": "Rubber by rubber",
    "vint.export.sat_out": "sat out",
    "vint.export.game_won": "game {game}",
    "vint.export.chart": "Points over the evening",
    "vint.export.chart.start": "start",
    "vint.export.chart.events": "events, in order",
    "vint.export.csv.rubber": "Rubber",
    "vint.export.csv.kind": "Kind",
    "vint.export.csv.column": "Column",
    "vint.export.csv.where": "Where",
    "vint.export.csv.above": "above",
    "vint.export.csv.below": "below",
    "vint.export.csv.amount": "Amount",
    "vint.export.csv.reason": "Reason",
    "vint.export.csv.finished": "Finished",
    "vint.export.csv.games": "Games",
    "vint.export.csv.total": "Total",
    "vint.export.csv.result": "Result",
    "vint.export.csv.points": "Points",
    "vint.export.csv.money": "Money at {stake} per 100",

    # -- issue 13: play
    # `vint play` (cli/play/, games/<game>/questions.py, the views' writes/playing/coming).
    "vint.play.edit.x": "event {number} is an all-pass (an X): there is nothing in it to answer",
    "vint.play.edit.x.hint": "void {number} strikes it out; then enter the deal there really was",
    "vint.play.said.below": "below the line",
    "vint.play.said.above": "above the line",
    "vint.play.ask.pass_player": "All-pass played: a player of the side whose tricks you give ({players})",
    "vint.play.ask.pass_tricks": "Tricks taken by the side of {player} (0-13)",
    "vint.play.ask.adjust_player": "An adjustment for the side of ({players})",
    "vint.play.ask.amount": "Points (negative to take off)",
    "vint.play.ask.below": "Above or below the line? (below counts toward the game)",
    "vint.play.ask.misdeal": "The dealer who held 14 cards ({players})",
    "vint.play.below_what": "say above or below (the line), got {text!r}",
    "vint.play.word.below": "below",
    "vint.play.word.above": "above",
    "vint.play.rubber.now": "Now playing — {lineup}",

    # -- issue 13: check and small cases

    # games/vint/render.py, view.py: `vint rotation`, and the end of a rubber
    "vint.render.replanned": (
        "Re-planned after {changes}: who has sat out least sits out first (of those even, who "
        "has played longest without a rest), and nobody partners again while a new "
        "partnership is possible (V12)."),
    "vint.render.leaving.one": "{players} leaves the table after rubber {rubber}.",
    "vint.render.leaving.many": "{players} leave the table after rubber {rubber}.",
    "vint.cli.left.one": "  {players} leaves the table, as announced.",
    "vint.cli.left.many": "  {players} leave the table, as announced.",

    # games/vint/codec.py: a seat change's `plan`

    # games/vint/report.py, render.py, view.py: the log, the sheet, after each entry
    "vint.report.dealer_named": ", dealer {player}",
    "vint.report.misdeal.dealer": "misdeal: the dealer held 14 cards",

    # the narrow log: what an event wrote, after it (the arrow means only "to": vists, payments)
    "vint.cli.first_dealer": "  {dealer} deals first.",
    "vint.render.first_dealer": "Rubber {rubber}: {dealer} deals first.",
    "vint.cli.dealt": "  dealt by {dealer}",
    "vint.cli.misdeal_keeps": "  a misdeal does not pass the deal",

    # V8: --first given where it decided nothing; the file keeps it, for an edit
    "vint.cli.first_unneeded": (
        "  --first {player} was not needed: it says who got there first only when both sides "
        "reach {target} in one deal. It is kept, and counts if an edit makes both reach it "
        "(V8)."),
    "vint.cli.next_dealer": "Next deal: {dealer} deals.",
    "vint.play.rubber.new.dealer": "A new rubber — {lineup} {dealer} deals first.",

    # games/vint/forms.py: `vint misdeal PLAYER --dealer P`
    "vint.cli.misdeal.two": "PLAYER {player} and --dealer {dealer} name two dealers; a misdeal has one",
    "vint.cli.misdeal.two.hint": "name the dealer who held 14 cards once: vint misdeal PLAYER",

    # cli/record.py, journal.py: help
    "vint.cli.help.deal.dealer": (
        "Who dealt this hand, when it was not the one whose turn it was; the deal passes on "
        "from him."),
    "vint.cli.help.pass.dealer": (
        "Who dealt this hand, when it was not the one whose turn it was; the deal passes on "
        "from him."),
    "vint.cli.help.misdeal.who": (
        "The dealer who was found with 14 cards; by default, the dealer of the hand in play."),
    "vint.cli.help.misdeal.dealer": "The same as PLAYER: the dealer who held 14 cards.",
    "vint.cli.help.edit.dealer": (
        "Deal, all-pass: who dealt it (the deal passes on from him); misdeal: the dealer who "
        "held 14 cards."),
    "vint.cli.help.edit.no_dealer": "Deal, all-pass: forget --dealer (whose turn it was deals).",

    # -- issue 14: width
    # games/vint/render.py: the settlement's names shortened to fit 80 columns, and whose
    "vint.render.short_names": "Names shortened: {names}.",
    "vint.render.short_name": "{short} = {name}",

    # games/vint/sheet.py, render.py: the sheet explains itself
    "vint.render.slam_by_revoke": "{label} ({played} tricks + {given} for a revoke)",
    "vint.render.won.ahead": "won by {sides} {games}, who win {points} on points",
    "vint.render.won.behind": "won by {sides} {games}, who lose {points} on points",
    "vint.render.won.even": "won by {sides} {games}, even on points",
    "vint.render.short.capped": "capped",

    # V12: the one who gives the seat sits out the rest of the rubber, and plays on after
    "vint.render.seat_change": "─ {new} takes {old}'s seat ─",

    # games/vint/forms.py: `vint edit N` with nothing to change, N an all-pass
    "vint.cli.edit.nothing.pass": "event {number} is an all-pass: nothing to change was given",
    "vint.cli.edit.nothing.pass.hint": (
        "an all-pass keeps only its note (and, where all-passes are played, who took how "
        "many tricks): vint edit {number} --note TEXT; to strike it out: vint void {number}"),

    # games/vint/notation.py: contracts and coronets as the reader reads and types them
    "vint.coronet.key": "{part}:",
    "vint.coronet.typed": "{holder}:{suit}:{n}",
    "vint.coronet.aces.typed": "aces",
    "vint.space": "{a} {b}",

    # games/vint/presets.py: the presets' names as the reader's language says them (V13)
    "vint.preset.name.classic": "classic",
    "vint.preset.name.1886": "1886",
    "vint.preset.name.purchase": "purchase",
    "vint.preset.name.double-purchase": "double-purchase",
    "vint.preset.name.nut": "nut",
    "vint.preset.name.double-entry": "double-entry",
    "vint.preset.name.vitalin": "vitalin",

    # games/vint/render.py, export.py: the mark of an all-pass (a cross) in a rubber's title
    "vint.render.x_mark": "X",

    # games/vint/export.py: the kind of an event in the CSV's column (English: the file's codes)
    "vint.export.csv.kind.deal": "deal",
    "vint.export.csv.kind.pass": "pass",
    "vint.export.csv.kind.adjust": "adjust",
    "vint.export.csv.kind.misdeal": "misdeal",
    "vint.export.csv.kind.seat": "seat",
    "vint.export.csv.kind.rules": "rules",

    # issue 14: the editor's last rows
    "vint.comma": "{a}, {b}",

    # issue 35: Vint's own words for what every game says (glossary.own; the declarer)
    "vint.play.ask.declarer": "Declarer ({players})",
    "vint.cli.help.edit.declarer": "Deal: the declarer.",
    "vint.storage.kind.pass": "a pass",
    "vint.storage.place.pass": "in a pass",
    "vint.play.passed": "An all-pass, saved as event {number}.",
    "vint.play.what.pass": "the all-pass being typed ({what})",
    "vint.play.what.pass.empty": "the all-pass being typed",
    "vint.play.start.pass": "enter an all-pass",
    "vint.play.help.pass": (
        "  pass — an all-pass (while a deal is being typed, asks: instead of it, or before it)"),
    "vint.play.pass.which": "pass: an all-pass —",
    "vint.play.pass.before": "first the all-pass: {what} waits and comes back",
    "vint.serve.form.kind.pass": "An all-pass",
    "vint.serve.form.all_pass": "All-pass",

    # issue 35: the pass-out in Vint's words where a revision or a refusal names it
    "vint.cli.command.all-pass": "all-pass",
    "vint.cli.verb.all_pass": "all-pass refused",
    "vint.cli.verb.all_pass.again": "all-pass",
    "vint.cli.help.deal": (
        "Record a played deal.\n\nPrints what it wrote for whom, then the rubber's sheet."),
}
