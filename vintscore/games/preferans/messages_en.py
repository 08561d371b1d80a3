"""Preferans's own messages in English (keys `preferans.…`; the glossary finds them by the
key)."""
from __future__ import annotations

from ...glossary import Counted, Sentence, counted

MESSAGES: dict[str, str | Counted | Sentence] = {
    # the game's name, and a session of it, as messages name them (games/base.py: Game)
    "preferans.name": "Preferans",
    "preferans.played": "pulyas",
    "preferans.session": "a Preferans pulya",
    "preferans.cli.help.new.pool": "Preferans: each player's pool to close (P11), e.g. 20.",
    "preferans.cli.help.new.presets": "sochi, leningrad, rostov",
    "preferans.cli.help.new.stake": "Money per vist.",
    "preferans.cli.help.edit.stake": "Without N: the session's stake, money per vist.",
    "preferans.cli.help.deal.declarer": "The player who declared (a name or its first letters).",
    "preferans.cli.help.deal.contract": "The contract: 6S, 7♥, 8NT, misere, …",
    "preferans.cli.help.deal.tricks": (
        "The declarer's tricks, 0-10; none when the deal is not played: both defenders passed, a half-whist, or without three."),
    "preferans.cli.help.pass.player": "Each player's tricks in the all-pass: Anna=2,Boris=4,Vera=4.",
    "preferans.cli.help.pass.tricks": "Not used in a pulya: each player's tricks go in the first argument.",
    "preferans.cli.help.adjust.player": "The player whose pool, mountain or vists the entry is for.",
    "preferans.cli.help.adjust.amount": "Not used in a pulya: give --pool, --mountain or --vists-on.",
    "preferans.cli.help.edit.tricks": "Deal: the declarer's tricks.",
    "preferans.cli.help.edit.player": "Entry by hand: the player.",
    "preferans.cli.help.deal.whist": (
        "A defender who whisted, with his tricks when both whisted (Boris=3); repeat "
        "for the second."),
    "preferans.cli.help.deal.pass": "A defender who passed.",
    "preferans.cli.help.deal.half": "A defender who half-whisted (6 or 7, P4).",
    "preferans.cli.help.deal.without_three": "The contract given up without three (P6).",
    "preferans.cli.help.adjust.pool": "Points written in the player's pool.",
    "preferans.cli.help.adjust.mountain": "Points written on the player's mountain.",
    "preferans.cli.help.adjust.vists_on": (
        "Vists the player writes on another (Boris=20); repeat for more."),
    "preferans.cli.help.edit.whist": "Deal: its whisters, all given again (Boris=3).",
    "preferans.cli.help.edit.no_whists": "Deal: no whisters.",
    "preferans.cli.help.edit.pass": "Deal: the defenders who passed, all given again.",
    "preferans.cli.help.edit.no_passes": "Deal: nobody passed.",
    "preferans.cli.help.edit.half": "Deal: the half-whister.",
    "preferans.cli.help.edit.no_half": "Deal: no half-whist.",
    "preferans.cli.help.edit.without_three": "Deal: given up without three, or played.",
    "preferans.cli.help.edit.each": "All-pass: each player's tricks, Anna=2,Boris=4,Vera=4.",
    "preferans.cli.help.edit.pool": "Entry by hand: its pool points.",
    "preferans.cli.help.edit.mountain": "Entry by hand: its mountain points.",
    "preferans.cli.help.edit.vists_on": "Entry by hand: its vists, all given again (Boris=20).",
    "preferans.cli.help.edit.no_vists": "Entry by hand: no vists.",
    "preferans.table": "Preferans",
    "preferans.players.hint": (
        "names in seating order, the first deals first, e.g. --players Anna,Boris,Vera[,Gleb]"),
    "preferans.cli.expect.unreadable.hint": (
        "write PLAYER=VISTS, or N:PLAYER=VISTS for after event N, e.g. Anna=-33.3 or 5:Anna=12"),
    "preferans.cli.expect.narrow": (
        "look at events {low} to {number} ('vint log'), or check the paper's numbers after one "
        "of them: --expect N:PLAYER=VISTS"),
    "preferans.level": "a Preferans contract is 6 to 10 tricks, got {level}",
    "preferans.level.hint": "e.g. 6S, 7H, 10NT, or misere",
    "preferans.twice": "a defender is named twice",
    "preferans.each_defender": "say for each defender ({defenders}) whist, pass or half-whist",
    "preferans.each_defender.hint": "--whist PLAYER[=TRICKS] and --pass PLAYER, or --half PLAYER",
    "preferans.without_three.alone": "a contract given up without three has no tricks and no whists",
    "preferans.without_three.misere": (
        "a misère cannot be given up without three: that is a contract's (6 to 10)"),
    "preferans.without_three.hint": "vint deal CONTRACT PLAYER --without-three",
    "preferans.tricks": "the declarer's tricks must be 0 to 10, got {got}",
    "preferans.tricks.hint": "give the tricks the declarer took, 0 to 10",
    "preferans.misere.whists": "a misère is not whisted",
    "preferans.misere.hint": "vint deal misere PLAYER TRICKS",
    "preferans.half": (
        "half-whist is only on 6 and 7, after {first}, who speaks first, passed (the contract is "
        "{level})"),
    "preferans.half.hint": "--pass FIRST --half SECOND, on a 6 or a 7",
    "preferans.two_whisters.tricks": "when both whist, give each one's tricks",
    "preferans.two_whisters.hint": "--whist Boris=3 --whist Vera=1",
    "preferans.sum": "the tricks do not add up to 10: {declarer} + {defenders}",
    "preferans.sum.hint": "the declarer's and the defenders' tricks together are 10",
    "preferans.pass.players": "an all-pass gives the tricks of each player in the deal: {players}",
    "preferans.pass.sum": "the all-pass tricks must be 0 to 10 each and add up to 10: {tricks}",
    "preferans.pass.hint": "vint pass Anna=2,Boris=4,Vera=4",
    "preferans.over": "the pulya is over: its pools are closed",
    "preferans.dealer_out": "{dealer} deals this one and sits out",
    "preferans.dealer_out.hint": "at four, the dealer sits out; the players now are {players}",
    "preferans.over.hint": "settle it (vint settle) and start a new session",
    "preferans.surplus": "{player} takes {points} off the mountain: every pool is closed",
    "preferans.helped": "{helper} helps {helped} with {points} in the pool",
    "preferans.closed": "The pulya is over: settle it.",
    "preferans.option.unknown": "no Preferans option {field!r}",
    "preferans.option.unknown.hint": "options: {options}",
    "preferans.option.bool": "option {field} is true or false, got {value!r}",
    "preferans.option.int": "option {field} must be a whole number {low} to {high}, got {value!r}",
    "preferans.option.choice": "option {field} is one of {choices}, got {value!r}",
    "preferans.no_convention": "no Preferans convention {name!r}",
    "preferans.no_convention.hint": "conventions: {names}",
    "preferans.contract.unreadable": "not a Preferans contract: {text!r}",
    "preferans.contract.level": "not a Preferans contract: {text!r} (6 to 10 tricks)",
    "preferans.contract.hint": (
        "a level 6 to 10 and S, C, D, H or NT, or misere: 7H, 10NT, 6п, мизер"),
    "preferans.storage.players": "a Preferans table has 3 or 4 players, got {count}",
    "preferans.storage.players.hint": 'write players = ["Anna", "Boris", "Vera"], the first deals first',
    "preferans.storage.rules.hint": (
        'add a [rules] table with convention = "sochi" (the options not written come from the '
        "convention)"),
    "preferans.storage.convention": "no Preferans convention {value}",
    "preferans.storage.convention.hint": "conventions: {names}",
    "preferans.storage.option.type": "[rules] {field} has the wrong type: {value}",
    "preferans.storage.named": "{field} must be names, each with =TRICKS where needed, got {value}",
    "preferans.storage.named_vists": "{field} must be names, each with =VISTS, got {value}",
    "preferans.storage.named_vists.hint": 'e.g. {field} = ["Boris=170"]',
    "preferans.storage.named.hint": 'e.g. {field} = ["Boris=3", "Vera=1"]',
    "preferans.render.rules": "{convention}, pool {target}",
    "preferans.cli.sessions.pulya": "preferans {convention}",
    "preferans.render.convention.sochi": "sochi",
    "preferans.render.convention.leningrad": "leningrad",
    "preferans.render.convention.rostov": "rostov",
    "preferans.render.rules.modified": "{rules}, modified: {changes}",
    "preferans.render.misere": "misère",
    "preferans.render.deal.head": counted("tricks", one="{contract} by {declarer}, {tricks} trick",
                               other="{contract} by {declarer}, {tricks} tricks"),
    "preferans.render.deal.head.unplayed": "{contract} by {declarer}",
    "preferans.render.deal.without_three": "{contract} by {declarer}, given up without three",
    "preferans.render.deal.whist": "{player} whists",
    "preferans.render.deal.whist.tricks": "{player} whists ({tricks})",
    "preferans.render.deal.pass": "{player} passes",
    "preferans.render.deal.pass.tricks": "{player} passes ({tricks})",
    "preferans.render.deal.half": "{player} half-whists",
    "preferans.render.pass": "all pass: {tricks}",
    "preferans.render.manual": "by hand for {player}: {parts} ({reason})",
    "preferans.render.manual.pool": "pool {amount}",
    "preferans.render.manual.mountain": "mountain {amount}",
    "preferans.render.manual.vists": counted("amount", one="{amount} vist on {on}",
                                  other="{amount} vists on {on}"),
    "preferans.render.wrote.pool": "{player}: pool {amount}",
    "preferans.render.wrote.mountain": "{player}: mountain {amount}",
    "preferans.render.wrote.vists": "{writer}: {amount} on {on}",
    "preferans.render.sheet.title": "Pulya — {rules}",
    "preferans.render.row.pool": "pool (to {target})",
    "preferans.render.row.mountain": "mountain",
    "preferans.render.row.vists_on": "vists on {player}",
    "preferans.render.row.result": "result, vists",
    "preferans.render.rounded": "Rounded to whole vists so the table sums to zero (P10); exact: {exact}.",
    "preferans.render.help_mark": "* reached with help from another player.",
    "preferans.render.manual_mark": "† written by hand.",
    "preferans.render.surplus_mark": (
        "‡ a closed pool's surplus that no open pool needed, taken off the player's own mountain."),
    "preferans.render.over": "The pulya is over: settle it with vint settle.",
    "preferans.render.next": (
        "Next deal: {dealer} deals; an all-pass now is at step {step} ({series} in a row so far)."),
    "preferans.render.next.no_series": "Next deal: {dealer} deals.",
    "preferans.render.no_deals": "No deals yet: {player} deals first.",
    "preferans.render.col.money": "money at {stake} a vist",
    "preferans.render.col.dealer": "dealt",
    "preferans.render.settle.rounded": (  # the money's rounding has its own line: settle.payments.rounded
        "Vists rounded to whole ones so that they still sum to zero (P10); "
        "--json has the exact vists."),
    "preferans.render.settle.over": "The pulya is over.",
    "preferans.render.settle.open": "The pulya is still open: settled as it stands (P11).",
    "preferans.named_tricks": "not a player with tricks for {option}: {text!r}",
    "preferans.named_tricks.hint": "write each player's tricks as NAME=TRICKS, e.g. Anna=2",
    "preferans.named_vists": "not a player with vists for {option}: {text!r}",
    "preferans.named_vists.hint": "write {option} NAME=VISTS, e.g. {option} Boris=170",
    "preferans.named_tricks.optional.hint": (
        "write {option} NAME, or {option} NAME=TRICKS, e.g. {option} Boris=3"),
    "preferans.tricks.missing": "a contract that was played needs the declarer's tricks",
    "preferans.tricks.missing.hint": "vint deal 7H Anna 6 --whist Boris=3 --whist Vera=1",
    "preferans.declarer_defends": "{player} declares this deal, and cannot also whist or pass",
    "preferans.declarer_defends.hint": "the defenders are {players}",
    "preferans.self_vists": "{player} cannot write vists on {player}",
    "preferans.self_vists.hint": "vists go on the others: {players}",
    "preferans.manual.too_big": "an entry of {amount} by hand is beyond any pulya",
    "preferans.manual.too_big.hint": "at most {most} either way",
    "preferans.cli.check.fine.pulya": counted(
        "events", one="{path}: fine — {events} event, players {players}, rules {rules}.",
        other="{path}: fine — {events} events, players {players}, rules {rules}."),
    "preferans.cli.rule": "not an option: {text!r}",
    "preferans.cli.rule.hint": "--rule KEY=VALUE, e.g. --rule geometric=true",
    "preferans.cli.created": "Created {path}: Preferans, {rules}, stake {stake} a vist.",
    "preferans.cli.first_dealer": "{players}: {dealer} deals first.",
    "preferans.cli.first_dealer.four": (
        "{players}: {dealer} deals first and sits out; the deal passes clockwise."),
    "preferans.cli.pass": "an all-pass in a pulya gives each player's tricks",
    "preferans.cli.adjust.amount": "in a pulya an entry by hand says where it goes",
    "preferans.cli.adjust.hint": (
        'vint adjust Anna --pool 10 --reason "from paper" (or --mountain N, --vists-on Boris=20)'),
    "preferans.cli.adjust.nothing": "the entry writes nothing",
    "preferans.cli.edit.not_apply": "{option} does not apply to event {number}",
    "preferans.cli.edit.hint": "this event takes {options}",
    # What Preferans's figures are: its paragraph of `vint stats --help` (cli.help.stats)
    "preferans.cli.help.stats.figures": (
        "Preferans sessions (pulyas) are counted apart, per player only (vists are not "
        "points): pulyas played — those with an entry (a deal, an all-pass or a manual entry, "
        "not void) — and finished (over, P11); vists, each pulya's settlement (P10) summed "
        "exactly, shown in whole vists (half away from zero); money, each pulya's settlement "
        "money, summed; vists per pulya; contracts declared (misère and without three "
        "included, all-pass deals not) and made (the declarer took at least the level, a "
        "misère took no trick, or it was not played because both defenders passed or one "
        "passed and the other half-whisted; without three is never made); the best and the "
        "worst pulya."),
    "preferans.stats.title": counted("count", one="Preferans: {count} session, {first} to {last}",
                                other="Preferans: {count} sessions, {first} to {last}"),
    "preferans.stats.title.one": counted("count", one="Preferans: {count} session, {first}",
                                    other="Preferans: {count} sessions, {first}"),
    "preferans.stats.col.pulyas": "Pulyas",
    "preferans.stats.col.finished": "Finished",
    "preferans.stats.col.vists": "Vists",
    "preferans.stats.col.money": "Money",
    "preferans.stats.col.average": "Per\npulya",
    "preferans.stats.col.declared": "Declared",
    "preferans.stats.col.made": "Made",
    "preferans.stats.col.best": "Best pulya",
    "preferans.stats.col.worst": "Worst pulya",
    "preferans.stats.pulyas_title": "Best and worst pulyas",
    "preferans.stats.pulya": "{session} ({date}) {vists}",
    "preferans.stats.note": (
        "Pulyas: played (with an entry). Finished: the pulya is over (P11). Vists: each pulya's "
        "settlement (P10), summed exactly, shown in whole vists (a half away from zero). Counted "
        "apart from Vint: vists are not points."),
    "preferans.export.game": "Game",
    "preferans.export.preferans": "Preferans",
    "preferans.export.stake": "Stake per vist",
    "preferans.export.rounded": (
        "Vists are rounded to whole ones so that they still sum to zero (P10); the exact column "
        "gives each result exactly."),
    "preferans.export.csv.over": "Pulya over",
    "preferans.export.csv.vists": "Vists",
    "preferans.export.csv.exact": "Exact",
    "preferans.export.csv.money": "Money at {stake} a vist",
    "preferans.export.csv.pool": "Pool",
    "preferans.export.csv.mountain": "Mountain",
    "preferans.export.csv.vists_on": "Vists on {player}",
    "preferans.export.csv.dealer": "Dealer",
    "preferans.export.csv.wrote": "Wrote",
    "preferans.export.csv.void": "Void",
    "preferans.play.said.took": "{player} {tricks}",
    "preferans.play.word.whist": "whist",
    "preferans.play.word.pass": "pass",
    "preferans.play.word.half": "half",
    "preferans.play.word.without_three": "without three",
    "preferans.play.ask.contract": "Contract (e.g. 6S, 7NT, misere; pass for an all-pass)",
    "preferans.play.ask.misere": "Tricks the declarer took in the misère (0-10)",
    "preferans.play.ask.say": "{player}: whist or pass? (w/p)",
    "preferans.play.ask.say.half": "{player}: whist, pass or half-whist? (w/p/h)",
    "preferans.play.ask.tricks": "Tricks {player} took (0-10), or 'without three'",
    "preferans.play.ask.took": "Tricks {player} took (0-{high})",
    "preferans.play.ask.pass_took": "All-pass: tricks {player} took (0-10)",
    "preferans.play.ask.manual_player": "An entry by hand for ({players})",
    "preferans.play.ask.pool": "Pool points (0 for none)",
    "preferans.play.ask.mountain": "Mountain points (0 for none)",
    "preferans.play.ask.vists": "Vists on others, e.g. Boris=10 (blank for none)",
    "preferans.play.note.say": "whist, pass (or half-whist) is the answer of {player}",
    "preferans.play.note.without_three": (
        "'without three': the declarer gave the contract up before the play (P6)"),
    "preferans.play.say_what": "say whist or pass, got {text!r}",
    "preferans.play.say_what.half": "say whist, pass or half, got {text!r}",
    "preferans.play.sum": "the tricks do not add up to 10: {tricks}",
    "preferans.play.rest.hint": (
        "{player} took what the others left: {rest}; if another count is wrong, answer n at "
        "'Write it?' and enter the deal again"),
    "preferans.play.deals": "{dealer} deals and sits out; {players} play.",
    "preferans.passed.tricks": (
        "both defenders passed, so the deal was not played and has no tricks; got "
        "{tricks}"),
    "preferans.passed.tricks.hint": "leave the tricks out: vint deal 6S Anna --pass Boris --pass Vera",
    "preferans.half.tricks": "a half-whisted deal is not played and has no tricks; got {tricks}",
    "preferans.half.tricks.hint": "leave the tricks out: vint deal 6S Anna --pass Boris --half Vera",
    "preferans.one_whister.sum": (
        "the tricks do not add up to 10: {declarer} + {whister}; with one whister, the defenders' "
        "tricks are all the whister's (P5)"),
    "preferans.one_whister.hint": (
        "the whister's tricks are 10 minus the declarer's: {player}={defence}, or leave them out"),
    "preferans.passer.tricks": (
        "with one whister, the defenders' tricks are all the whister's (P5): the passer has none "
        "of his own, got {player}={tricks}"),
    "preferans.passer.tricks.hint": "leave the passer's tricks out: --pass {player}",
    "preferans.misere.counts": (
        "on a misère only the declarer's tricks are scored (P8); got {player}={tricks} as well"),
    "preferans.contract.misere.typed": "misere",
    "preferans.drawn.pool": "pool",
    "preferans.drawn.mountain": "mountain",
    "preferans.drawn.vists_on": "vists on {player}",
    "preferans.drawn.centre": "pool to",
    "preferans.drawn.title": "The pulya as on paper: {players}; pool to {target}",
    "preferans.closed.listed": "the pulya is over",
    "preferans.render.settlement": "Settlement",
    "preferans.render.col.player": "player",
    "preferans.render.col.vists": "vists",
    "preferans.render.col.exact": "exact",
    "preferans.export.pulya": "The pulya",
    # the commands' own help in a pulya (commands.py): a Vint session's says X and rubbers
    "preferans.cli.help.pass": (
        "Record an all-pass (распасы): each player's tricks.\n\nP7: each writes his tricks "
        "times the step to his mountain (a player with none, to his pool); the step grows over "
        "a series of all-passes."),
    "preferans.cli.help.adjust": (
        "Write an entry by hand in a player's pool, mountain or vists.\n\nA pulya carried on "
        "from paper, a correction; marked † in the pool (P12)."),
    "preferans.cli.help.sheet": (
        "Show the pulya as on paper.\n\nP12: each player's pool, mountain and the vists he "
        "wrote on each other player, the all-pass step in force, and the settlement as it "
        "stands."),

    # issue 35: Preferans's own words for what every game says (glossary.own; the declarer)
    "preferans.play.ask.declarer": "Declarer ({players})",
    "preferans.cli.help.edit.declarer": "Deal: the declarer.",
    "preferans.storage.kind.pass": "a pass",
    "preferans.storage.place.pass": "in a pass",
    "preferans.play.passed": "An all-pass, saved as event {number}.",
    "preferans.play.what.pass": "the all-pass being typed ({what})",
    "preferans.play.what.pass.empty": "the all-pass being typed",
    "preferans.play.start.pass": "enter an all-pass",
    "preferans.play.help.pass": (
        "  pass — an all-pass (while a deal is being typed, asks: instead of it, or before it)"),
    "preferans.play.pass.which": "pass: an all-pass —",
    "preferans.play.pass.before": "first the all-pass: {what} waits and comes back",
    "preferans.serve.form.kind.pass": "An all-pass",
    "preferans.serve.form.all_pass": "All-pass",

    # issue 35: the pass-out in Preferans's words where a revision or a refusal names it
    "preferans.cli.command.all-pass": "all-pass",
    "preferans.cli.verb.all_pass": "all-pass refused",
    "preferans.cli.verb.all_pass.again": "all-pass",
    "preferans.cli.help.deal": (
        "Record a played deal.\n\nPrints what it wrote for whom, then the pulya."),
    "preferans.rating.unit.pulya": "the pulya",
}
