"""Thousand's own messages in English (keys `thousand.…`, found by the glossary through the
registry); its own versions of shared ones are `thousand.tally.…`, `thousand.export.…`,
`thousand.cli.…` (glossary.own)."""
from __future__ import annotations

from vintscore.glossary import Counted, Sentence

MESSAGES: dict[str, str | Counted | Sentence] = {
    # the game's names (vintscore/games/base.py)
    "thousand.name": "Thousand",
    "thousand.played": "games",
    "thousand.session": "a game of Thousand",
    "thousand.cli.help.stats.figures": (
        "Thousand: games played to the end and won; bolts, times put on the barrel and falls "
        "in every deal, a game not yet won too (T20, T30, T32, T33); money."),
    # the commands' help (entry.py)
    "thousand.help.new.players": (
        "The players, two to four, in seating order; the first deals first (T1, T2)."),
    "thousand.help.new.rules": "Thousand has no presets: change an option with --rule KEY=VALUE.",
    "thousand.help.new.rule": (
        "Change one option, KEY=VALUE (rounding, bid_step, ace_marriage, concede, sitter, "
        "target, barrel_jump, barrel_bump, barrel_falls, failed_bid_bolt, dump_truck, settle, "
        "barrel_fail, bolts, bolt: 'vint rules' says each); repeat for more."),
    "thousand.help.new.dealer": "Who deals first, when not the first player (T2).",
    "thousand.cli.help.new.stake": (
        "The stake: money a game under settle = winner, money per 100 points under settle = "
        "difference (T40)."),
    "thousand.cli.help.edit.stake": (
        "Without N: the stake, a game's (settle = winner) or per 100 points (difference)."),
    "thousand.help.deal": (
        "Record a deal: the declarer and his bid, then each player's card points and "
        "marriages, or --conceded (T5).\n\nPrints what it wrote, the sheet and who deals next."),
    "thousand.help.deal.declarer": "Who won the bidding (T2, T5).",
    "thousand.help.deal.bid": "His final bid: from 100 by 5 (T6).",
    "thousand.help.deal.points": (
        "Card points of each player of the deal: Anna=70,Boris=30,Vera=20; one of three may "
        "be left out: 120 minus the others' (T5, T7)."),
    "thousand.help.deal.marriage": (
        "Marriages declared, PLAYER=VALUE (40, 60, 80, 100; 200 the aces), a player named "
        "again for a second: Vera=80,Vera=60; may be repeated (T3, T8)."),
    "thousand.help.deal.took_trick": (
        "A player with 0 card points who took a trick (of nines and jacks, T8)."),
    "thousand.help.deal.talon": (
        "Four players, sitter = talon: the talon's card points and a marriage in it, 17:60 "
        "(T13)."),
    "thousand.help.deal.conceded": "The declarer gave up his bid (расписать, T12).",
    "thousand.help.edit.conceded": "A deal: given up, or played.",
    "thousand.help.sheet": (
        "Show the game as on paper: each deal's totals, the bolts, the barrel, the falls and "
        "the dump truck (T36), the winner."),
    # what is typed, and the file (entry.py)
    "thousand.players.hint": "name two to four players in seating order: --players Anna,Boris,Vera",
    "thousand.rules.hint": "write each option of Thousand's table, such as rounding = \"5\"",
    "thousand.tally.rules.none": "Thousand has no presets, not {name!r}",
    "thousand.tally.rules.none.hint": "change an option with --rule KEY=VALUE, such as --rule barrel_bump=off",
    "thousand.pair": "write PLAYER=NUMBER, not {text!r}",
    "thousand.talon": "the talon is written POINTS or POINTS:MARRIAGE, not {text!r}",
    "thousand.talon.hint": "the talon's card points, and a marriage lying whole in it: --talon 23:60",
    "thousand.edit.nothing.hint": (
        "say what to change, such as vint edit {number} --points Anna=70,Boris=30 (vint edit "
        "--help lists them)"),
    # the deal refused (scoring.py)
    "thousand.deal.hint": (
        "enter the deal as it was played: vint deal DECLARER BID --points A=70,B=30,C=20"),
    "thousand.over": "the game is over: a new game is a new session",
    "thousand.over.hint": "start it with vint new NAME --game thousand",
    "thousand.declarer.sits": "{player} deals this deal and sits it out",
    "thousand.bid": "a bid goes from 100 to {high} by {step}, not {bid}",
    "thousand.talon.off": "only a sitter of four writes the talon, under sitter = talon",
    "thousand.talon.bad": (
        "no talon is {points} card points with a marriage of {value}: three cards make 0 to "
        "33 but 1 and 27 to 29; a marriage is 40, 60, 80 or 100 (0: none)"),
    "thousand.concede.off": "these rules have no giving up (concede = off)",
    "thousand.concede.points": "a bid given up has no card points or marriages",
    "thousand.marriage.value": "no marriage is {value}",
    "thousand.marriage.twice": "the marriage {value} is declared twice in one deal",
    "thousand.marriage.trick": "{player} took no trick, so declared no marriage",
    "thousand.marriage.trick.hint": "if he took a trick of nines, add --took-trick {player}",
    "thousand.points.sits": "{player} sits this deal out: no card points or marriages",
    "thousand.points.twice": "{player}'s card points are given twice",
    "thousand.points.range": "{player}: {points} card points (0 to 120, never 1 or 119)",
    "thousand.points.missing": "card points missing: {players}",
    "thousand.points.rest": "{player} would have {points} card points, 120 less the others'",
    "thousand.points.sum": (
        "the card points add up to {total}: three players' make 120, two players' 120 at most"),
    # the questions (entry.py)
    "thousand.ask.declarer": "Declarer",
    "thousand.ask.bid": "Bid",
    "thousand.ask.conceded": "Given up? (y/n)",
    "thousand.ask.points": "{player}'s card points",
    "thousand.what.points": "points",
    "thousand.ask.rest": "blank: 120 less the others'",
    "thousand.ask.marriages": "Marriages (blank: none)",
    "thousand.ask.took": "Took a trick with 0 points (blank: nobody)",
    "thousand.ask.talon": "Talon of {player} (blank: none)",
    # what it shows (view.py)
    "thousand.rules.said": "played to {target}",
    "thousand.rules.said.changed": "played to {target}, options {changes}",
    "thousand.deal": "{declarer} {bid}: {points}",
    "thousand.deal.conceded": "{declarer} {bid}, given up",
    "thousand.deal.marriages": "marriages {marriages}",
    "thousand.deal.took": "a trick with no points: {took}",
    "thousand.deal.talon": "talon {talon}",
    "thousand.mark.bolt": "bolt {sticks}",
    "thousand.mark.bolt3": "third bolt {sticks}: −120",
    "thousand.mark.barrel": "on the barrel",
    "thousand.mark.try": "barrel, try {count}",
    "thousand.mark.fall": "off the barrel, fall {count}",
    "thousand.mark.zero": "third fall: 0",
    "thousand.mark.dump": "dump truck: 0",
    "thousand.cell.barrel": "barrel",
    "thousand.cell.try": "barrel {count}",
    "thousand.cell.fall": "fall",
    "thousand.cell.zero": "zero",
    "thousand.cell.dump": "dump truck",
    "thousand.form.heading": "{dealer} deals",
    "thousand.form.heading.sits": "{dealer} deals and sits out",
    "thousand.next.sits": "Next deal: {dealer} deals and sits out.",
    "thousand.stats.bolt": "bolts",
    "thousand.stats.barrel": "on the barrel",
    "thousand.stats.fall": "falls",
    # its one round is the game (tally/view.py's words said its own way: glossary.own)
    "thousand.tally.round": "Game {round}",
    "thousand.tally.round.won": "Game {round}, won by {winner}",
    "thousand.tally.won": "{player} wins game {round}.",
    "thousand.tally.next_dealer": "Next deal: {dealer} deals.",
    "thousand.tally.won.col": "games won",
    "thousand.tally.stats.played": "games",
    "thousand.tally.col.round": "Game",
}
