"""Tricks' own messages in English (keys `toy.…`, found by the glossary through the
registry)."""
from __future__ import annotations

from vintscore.glossary import Counted, Sentence, counted

MESSAGES: dict[str, str | Counted | Sentence] = {
    # the game's names (vintscore/games/base.py: Game.title, played_words, a_session)
    "toy.name": "Tricks",
    "toy.played": "matches",
    "toy.session": "a Tricks session",
    # the help of its options (commands.py)
    "toy.help.deal": "Record a deal: each player's tricks (Z1).\n\nPrints what it wrote, then the matches.",
    "toy.help.sheet": "Show the matches: each player's points, and who won (Z2).",
    "toy.help.new.players": "The players, two to six, the first dealing first (Z1).",
    "toy.help.new.rules": "The rules preset: standard (the only one).",
    "toy.help.new.rule": "Change deal_size or target (Z1, Z2); repeat for both.",
    "toy.help.new.stake": "Money a lost match pays its winner (Z3).",
    "toy.help.new.target": "The points a match is played to (Z2; default 10).",
    "toy.help.deal.tricks": "Each player's tricks: Anna=5,Boris=3,Vera=2 (Z1).",
    "toy.help.deal.double": "A doubled deal: two points a trick (Z1).",
    "toy.help.edit.double": "Doubled, or not.",
    # the file and the typing (codec.py, forms.py)
    "toy.players.hint": "name two to six players: --players Anna,Boris,Vera",
    "toy.rules.hint": "write [rules] with deal_size = 10 and target = 10",
    "toy.rules.preset": "Tricks has one preset, standard, not {name!r}",
    "toy.rules.preset.hint": "leave --rules out, or write --rules standard",
    "toy.tricks.bad": "tricks are written PLAYER=TRICKS, not {text}",
    # the replay (fold.py)
    "toy.deal.hint": "give every player's tricks once: Anna=5,Boris=3,Vera=2",
    "toy.deal.twice": "{player} is named twice in one deal",
    "toy.deal.missing": "every player takes part in a deal: no tricks for {players}",
    "toy.deal.sum": "the tricks add up to {total}, and a deal has {tricks}",
    # what it shows (view.py)
    "toy.rules.said": "{tricks} tricks a deal, matches to {target}",
    "toy.deal": "tricks {tricks}",
    "toy.deal.double": "tricks {tricks}, doubled",
    "toy.ask.took": "{player}'s tricks",
    "toy.ask.double": "Doubled? (y/n)",
    # its rounds are matches (tally/view.py's words said its own way: glossary.own)
    "toy.tally.in_round": "in match {round}: {points}",
    "toy.tally.won": "{player} wins match {round}.",
    "toy.tally.round": "Match {round}",
    "toy.tally.round.won": "Match {round}, won by {winner}",
    "toy.tally.won.col": "matches won",
    "toy.tally.col.round": "match",
    "toy.export.stake": "Stake a match",
    "toy.cli.new.made": "Created {path}: {game}, {rules}, stake {stake} a match.",
    "toy.check.fine": counted(
        "events", one="{path}: fine — {events} deal, players {players}, {matches} matches.",
        other="{path}: fine — {events} deals, players {players}, {matches} matches."),
    "toy.rating.unit.match": "match {number}",
}
