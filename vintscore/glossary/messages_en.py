"""Every message of vintscore in English, and English's plural rule.

English is what `str(msg)` says. The keys are the same in every language's module
(messages_<lang>.py); a key's text is a `str.format` template, or, where a number counts
something, `counted(...)`/`sentence(...)`: see vintscore/glossary/__init__.py.
"""
from __future__ import annotations

from . import Counted, Sentence, counted, sentence


def plural_category(n: int) -> str:
    """The CLDR cardinal category of the whole number n in English: one (1) or other."""
    return "one" if abs(n) == 1 else "other"


CATEGORIES = ("one", "other")

MESSAGES: dict[str, str | Counted | Sentence] = {
    # ========================================================================================
    # Messages of the command line (vintscore/cli).
    #
    # `cli.help.*` is the help the commands show (`vint --help`, `vint deal --help`): the
    # commands' help is `cli.help.<command>`, and each argument or option names its key in
    # its declaration (help="@cli.help.…"); vintscore/cli/helptext.py puts them in place.
    # ========================================================================================

    # ---------------------------------------------------------------------------------
    # How errors are printed (common.py)
    "cli.error": "error: {message}",
    "cli.error_at": "error: {where}: {message}",
    "cli.hint": "hint: {hint}",
    # Typer's (Click's) usage errors, said like ours (cli/usage.py, show_click_error)
    "cli.aborted": "stopped at a question: nothing was written",
    "cli.usage.missing_argument": "missing argument {name}",
    "cli.usage.missing_option": "missing option {name}",
    "cli.usage.not_a_number": "{name} is a number, not {value}",
    "cli.usage.bad_value": "invalid value for {name}: {detail}",
    "cli.usage.no_option": "no option {option!r}",
    "cli.usage.no_option.game": "{option!r} is not an option of 'vint {command}' in {session}",
    "cli.usage.did_you_mean": "did you mean {options}?",
    "cli.usage.needs_value": "{option!r} needs a value after it",
    "cli.usage.no_command.print": (
        "to print, make the page and print it from the browser: vint export --format html -o "
        "evening.html (it prints on A4)"),
    "cli.usage.h_is_honours": "-h is --honours here; the help is '{command} --help'",
    "cli.usage.takes_no_value": "{option!r} takes no value",
    "cli.usage.extra": "unexpected extra arguments: {args}",
    "cli.usage.no_command": "no command {name}",
    "cli.usage.missing_command": "a command is missing",
    "cli.usage.other": "{detail}",
    "cli.usage.twice": "{option} given more than once, as {values}: give it once",
    "cli.usage.help_hint": "see '{command} --help'",
    "cli.no_language": "no language {lang!r}",
    "cli.no_language.hint": "--lang en or --lang ru",
    "cli.internal_error": (
        "error: internal error in vintscore ({error}); nothing was written. Set "
        "VINTSCORE_DEBUG=1 to see the details."),
    "cli.internal_error.saved": (
        "warning: the change was saved, but an internal error in vintscore ({error}) came after "
        "the save, while showing it; 'vint log' shows it. Set VINTSCORE_DEBUG=1 to see the "
        "details."),
    "cli.indented": "  {text}",

    # ---------------------------------------------------------------------------------
    # Changing a session (services/session.py)
    "cli.file_hint": (
        "fix the file in an editor and run 'vint check'; earlier versions are kept in {backups}"),
    "cli.refused": "{refused}: {message}",
    "cli.refused.event": "{refused}: event {number} would be impossible: {message}",
    "cli.refused.event.hint": "give what it needs too, e.g. {fix}",
    "cli.refused.later": "{refused}: event {number} would become impossible: {message}",
    "cli.refused.later.hint": "fix event {number} first ({fix}), then {again} again",
    # What a change is called when it is refused, and when it is to be done again.
    "cli.verb.other": "'vint {command}' refused",
    "cli.verb.other.again": "'vint {command}'",
    "cli.verb.deal": "deal refused",
    "cli.verb.deal.again": "deal",
    "cli.verb.all_pass": "pass-out refused",
    "cli.verb.all_pass.again": "pass-out",
    "cli.verb.adjustment": "adjustment refused",
    "cli.verb.adjustment.again": "adjustment",
    "cli.verb.misdeal": "misdeal refused",
    "cli.verb.misdeal.again": "misdeal",
    "cli.verb.seat": "seat change refused",
    "cli.verb.seat.again": "seat change",
    "cli.verb.void": "void refused",
    "cli.verb.void.again": "void",
    "cli.verb.restore": "restore refused",
    "cli.verb.restore.again": "restore",
    "cli.verb.edit": "edit refused",
    "cli.verb.edit.again": "edit",
    "cli.verb.rescore": "rescore refused",
    "cli.verb.rescore.again": "rescore",
    "cli.comments_lost": (
        "note: the comments written by hand in {name} are not kept; the previous version with "
        "them is {backup}"),

    # ---------------------------------------------------------------------------------
    # new, deal, pass, adjust, misdeal, seat (record.py)
    "cli.new.session_option": (
        "'vint new' names the new session by its NAME argument, not --session"),
    "cli.new.folder": "cannot use {folder} as the sessions folder: {reason}",
    "cli.new.folder.hint": (
        "set VINTSCORE_DIR to a folder you can write, or remove what is in the way"),
    "cli.new.not_current": (
        "warning: {name} was created but could not be made current ({error}); give -s {name} to "
        "each command"),
    "cli.ask.range": "  the answer is 0 to {high}, got {value}",
    "cli.event": "Event {number}: {what}",
    "cli.wrote": "  wrote {text}",
    "core.adjust.reason": "an adjustment needs a reason, shown on the sheet",
    "core.adjust.reason.hint": "--reason 'house rule'",

    # ---------------------------------------------------------------------------------
    # log, undo, void, edit (journal.py)
    "cli.unchanged.edit": "the edit changes nothing: event {number} is so already; nothing was written",
    "cli.unchanged": "this changes nothing in the session; nothing was written",
    "cli.unchanged.hint": "'vint log' shows what each event holds now",
    "cli.no_event": counted("count", one="no event {number}: the session has {count} event",
                            other="no event {number}: the session has {count} events"),
    "cli.no_event.hint": "'vint log' lists them",
    "cli.event.void": "Event {number} is void: {what}",
    "cli.event.restored": "Event {number} restored: {what}",
    "cli.event.changed": "Event {number} changed: {what}",
    "cli.now_writes": "  now writes {text}",
    "cli.undo.nothing": "nothing to undo: the session has no events",
    "cli.undo.nothing.hint": "'vint history' lists the revisions of the session",
    "cli.undo.nothing.all": "nothing to undo: every change kept in the history is undone already",
    "cli.undo.nothing.found": (
        "nothing to undo: the history begins at revision {number}; the changes before it are "
        "not in the log"),
    "cli.redo.nothing": "nothing to redo: no change was undone since the last one written",
    "cli.redo.nothing.hint": "'vint history' lists the revisions; 'vint history --restore N' goes back to one",
    "cli.undo.done": "Undone: {what}.",
    "cli.redo.done": "Redone: {what}.",
    "cli.restore.done": "Restored revision {number} ({what}) as revision {new}.",
    "cli.undo.then": "'vint redo' puts it back.",
    "cli.history.effect.added": "  event {number} is back: {what}",
    "cli.history.effect.removed": "  event {number} is gone: {what}",
    "cli.history.effect.changed": "  event {number} is now: {what}",
    "cli.history.effect.header": "  the title, players, table, stake or rules are as they were before it",
    "cli.history.revision": "revision {number}, {command}",
    "cli.history.title": "Revisions of {name} (newest last; 'vint history --restore N' goes back to one):",
    "cli.history.undone": "undone",
    "cli.history.gone": "not kept",
    "cli.history.now": "now",
    "cli.history.left": "'vint history' says what is left",
    "cli.history.log_left": (
        "what is left: the copies still kept in .backup/ and the file as it is; "
        "'{command}' brings one back"),
    "cli.history.log_fix": (
        "what is left: the copies still kept in .backup/ and the file as it is; once the log "
        "is a writable file again (move it aside), '{command}' brings one back"),
    "cli.history.added.one": "event {numbers} added",
    "cli.history.added.many": "events {numbers} added",
    "cli.history.removed.one": "event {numbers} removed",
    "cli.history.removed.many": "events {numbers} removed",
    "cli.history.changed.one": "event {numbers} changed",
    "cli.history.changed.many": "events {numbers} changed",
    "cli.history.header": "title, players, table, stake or rules changed",
    "cli.history.nothing": "no change",
    "cli.history.of": "{command} of {number}",
    "cli.history.next": "'vint undo' reverts revision {number} ({command})",
    "cli.history.next_redo": "'vint redo' puts back revision {number} ({command})",
    "cli.history.no_revision": "no revision {number}: the history kept runs from {first} to {last}",
    "cli.history.no_revision.hint": "'vint history' lists them",
    "cli.history.is_current": "revision {number} is the session as it is now",
    "cli.history.not_kept": "the version of revision {number} is no longer kept",
    "cli.history.not_kept.hint": (
        "the newest {keep} versions of each session are kept in .backup/ beside it"),
    "cli.history.unreadable": "the kept version of revision {number} cannot be read",
    "cli.history.impossible": (
        "the version of revision {number} cannot be replayed now: event {event}: {message}"),
    "cli.command.new": "new session",
    "cli.command.found": "the file as first found",
    "cli.command.kept": "a copy kept in .backup/",
    "cli.command.outside": "changed outside vint",
    "cli.command.deal": "deal",
    "cli.command.all-pass": "all passed",
    "cli.command.adjustment": "adjustment",
    "cli.command.misdeal": "misdeal",
    "cli.command.seat change": "seat change",
    "cli.command.void": "void",
    "cli.command.restore": "void cleared",
    "cli.command.edit": "edit",
    "cli.command.rescore": "rescore",
    "cli.command.undo": "undo",
    "cli.command.redo": "redo",
    "cli.command.restore-revision": "restore",
    "cli.command.other": "change",
    "cli.void.already_void": "event {number} is already void",
    "cli.void.already_valid": "event {number} is already not void",
    "cli.void.already.hint": "'vint log' shows the events",
    "cli.edit.nothing": "nothing to change in event {number}",
    # vint edit --stake/--title without N: the session's own header (issue 35, point 3)
    "cli.unchanged.stake": "the edit changes nothing: the stake is {stake} already; nothing was written",
    "cli.unchanged.title": "the edit changes nothing: the title is '{title}' already; nothing was written",
    "cli.unchanged.header": (
        "the edit changes nothing: the stake is {stake} and the title '{title}' already; nothing "
        "was written"),
    "cli.unchanged.header.hint": "'vint settle' shows the stake; give another value to change it",
    "cli.edit.header.with_event": "{option} is the session's, not event {number}'s",
    "cli.edit.header.with_event.hint": "leave out the event's number: vint edit {option} …",
    "cli.edit.header.nothing": "'vint edit' needs an event's number N, or --stake or --title",
    "cli.edit.header.nothing.hint": (
        "vint edit N --tricks 9 changes event N; vint edit --stake 0.50 the session's stake"),
    "cli.edit.header.event_option": "{option} changes an event: give its number N",
    "cli.edit.header.event_option.hint": "vint edit N {option} …; 'vint log' numbers the events",
    "cli.edit.header.title": "Title changed: '{old}' → '{new}'.",
    "cli.edit.header.stake": "Stake changed: {old} → {new}.",
    "cli.help.edit.number": "The event's number (see 'vint log'); left out with --stake or --title.",
    "cli.help.edit.stake": "Without N: the session's stake, money per 100 points.",
    "cli.help.edit.title": "Without N: the session's title.",
    "cli.help.settle.stake": "Settle at this stake instead of the session's; nothing is written.",

    # ---------------------------------------------------------------------------------
    # sheet, settle, check, sessions, use, rotation (show.py)
    "cli.check.problems": counted("count", one="{path}: {count} problem",
                                  other="{path}: {count} problems"),
    "cli.sessions.unreadable": "{mark} {name}  (cannot be read: {problem})",
    "cli.sessions.row": counted(
        "events", one="{mark} {name}  {title} · {players} · {events} event · {rules} · {created}",
        other="{mark} {name}  {title} · {players} · {events} events · {rules} · {created}"),
    "cli.use.no_session": "no session {name!r} in {folder}",
    "cli.use.no_session.hint": "sessions: {names}",
    "cli.use.done": "The current session is now {name}.",

    # ---------------------------------------------------------------------------------
    # Help: the frame Typer draws around it (helptext.py)
    "cli.help.usage": "Usage:",
    "cli.help.arguments": "Arguments",
    "cli.help.options": "Options",
    "cli.help.commands": "Commands",
    "cli.help.required": "required",
    "cli.help.options_metavar": "[OPTIONS]",
    "cli.help.command_metavar": "COMMAND [ARGS]...",
    "cli.help.help_option": "Show this message and exit.",
    "cli.help.install_completion": "Install completion for the current shell.",
    "cli.help.show_completion": (
        "Show completion for the current shell, to copy it or customize the installation."),

    # Help: the program and the options every command shares
    # {game_names}: the games by their names in words, each game's own (cli/helptext.py)
    "cli.help.vint": (
        "Keep the score of an evening of {game_names}: deals, the sheet, the settlement.\n\n"
        "A rule a message cites by its id is explained by 'vint rules ID'."),
    "cli.help.paragraphs": "{a}\n\n{b}",
    "cli.help.session": (
        "The session: a name in the sessions folder or a path to a .toml file (default: the "
        "current session)."),
    "cli.help.lang": "Language of the output (default: from the locale).",
    "cli.version": "vint (vintscore) {version}",
    "cli.help.version": "Print the installed version and exit.",
    "cli.help.json": "Print JSON for scripts instead of the table.",
    "cli.help.note_event": "A note kept with the event.",
    "cli.help.event_number": "The event's number (see 'vint log').",

    # Help: new
    "cli.help.new": "Start a session and make it the current one.",
    "cli.help.new.name": "The session's name: the file NAME.toml in the sessions folder.",
    "cli.help.new.players": "The players' names, separated by commas, in seating order.",
    "cli.help.new.rules": "A rules preset — {game_presets}.",
    "cli.help.new.rules.game": "{name}: {presets}",
    "cli.help.new.rules.and": "{a}; {b}",
    "cli.help.new.rule": "Change one option of the preset; repeat for more.",
    "cli.help.new.stake": "Money per 100 points.",
    "cli.help.new.title": "A title for the evening (default: the name).",

    # Help: deal
    "cli.help.deal": (
        "Record a played deal.\n\nPrints what it wrote for whom, then the sheet."),
    "cli.help.deal.note": "A note kept with the deal.",

    # Help: pass
    "cli.help.pass": "Record a deal that nobody played.",

    # Help: adjust
    "cli.help.adjust": (
        "Write a free entry.\n\n"
        "For house rules and corrections; shown as such on the sheet."),
    "cli.help.adjust.reason": "Why: shown on the sheet.",

    # Help: misdeal
    "cli.help.misdeal": "Record a misdeal: the cards are dealt again.",

    # Help: seat
    "cli.help.seat": (
        "Change the seating: pairs by hand, or players joining and leaving.\n\n"
        "Nothing is written on the sheet; the replay and the settlement follow the "
        "change, so nobody's points are lost or counted twice."),

    # Help: log, undo, void, edit
    "cli.help.log": (
        "List every event with what it wrote.\n\nEvents are numbered 1.. in file order; voided "
        "ones are marked."),
    "cli.help.undo": (
        "Revert the last change, whatever it was (a deal, an edit, a void, a seat change…)."
        "\n\n'vint redo' puts it back; 'vint history' lists every revision."),
    "cli.help.redo": "Put back the change undone last (until a new change is written).",
    "cli.help.history": (
        "List the revisions of the session: when, which command, what changed.\n\n"
        "With --restore N the session goes back to revision N, as a new revision."),
    "cli.help.history.restore": "Make the session as revision N left it (a new revision).",
    "cli.help.void": (
        "Mark event N void, or restore it.\n\nA void event stays in the file and is skipped by "
        "the replay."),
    "cli.help.void.restore": "Clear the void mark instead.",
    "cli.help.edit": (
        "Change fields of event N, or without N the session's stake and title.\n\nThe whole session is replayed before anything is written; "
        "a change that makes a later event impossible is refused."),
    "cli.help.edit.contract": "Deal: the contract.",
    "cli.help.edit.reason": "Adjustment: the reason.",
    "cli.help.edit.note": "Any event: its note.",

    # Help: sheet, settle, check, sessions, use, rotation
    "cli.help.sheet": "Show the running sheet.",
    "cli.help.settle": (
        "Settle the session in points and money.\n\nEach player's result and money at the "
        "session's stake, and who pays whom."),
    "cli.help.check": (
        "Check a session file.\n\nReports every problem with its line; exits 65 if there is one."),
    "cli.help.check.file": "A session file or name (default: the current session).",
    "cli.help.sessions": (
        "List the sessions.\n\nThe current one is marked with *. The examples shipped with "
        "vintscore follow, apart."),
    "cli.help.use": "Make NAME the current session.",
    "cli.help.use.name": "A session in the sessions folder.",
    "cli.help.rotation": "Show who partners whom and who sits out, and the running table.",
    # the help of the options a Preferans session takes (cli/record.py, cli/journal.py)
    # {game_choices}: each game as cli.help.new.game.one (or .default) says it, listed
    "cli.help.new.game": "The game: {game_choices}.",
    "cli.help.new.game.one": "{name} ({word})",
    "cli.help.new.game.default": "{name} ({word}, the default)",

    # ========================================================================================
    # Messages of the core (the notations, names, games/vint: scoring, presets, sheet, seating).
    #
    # Besides the errors and their hints, the core makes two kinds of text the sheet shows:
    # the details of entries (`Entry.detail`: "2 down", "small", "Vera ♥A-K-Q-J", "game 1")
    # and what a seat change did (`Record.news`). Values are raw: names, numbers, the input
    # as typed (`{text!r}`), contracts and coronets in the notation of the file ("3H",
    # "Vera:H:4"), option keys and values of V13 (they are the file's syntax).
    # ========================================================================================

    # Joining names and parts (values may be these again: "A or B or C")
    "core.or": "{a} or {b}",
    "core.and": "{a} and {b}",
    "core.list": "{a}, {b}",  # all but the last of a list: "A, B or C"
    "core.against": "{a} against {b}",

    # Tables (V12), as --table names them: "the pairs table takes 4 to 12 players" (the,
    # not a: "an individual table")
    "core.table.pairs": "pairs",
    "core.table.dummy": "dummy",
    "core.table.separate": "separate",
    "core.table.two": "two",
    "core.table.individual": "individual",
    "core.table.four_handed": "four-handed",
    # how many a table takes: "4 players", "4 to 12 players"
    "core.table.players": counted("n", one="{n} player", other="{n} players"),
    "core.table.players_range": "{low} to {high} players",

    # notation.py: players, numbers, the stake
    "core.player.at_table": "players at this table: {names}",
    "core.player.empty": "a player's name is empty",
    "core.player.ambiguous": "{text!r} could be {names}: type more of the name",
    "core.player.unknown": "no player {text!r} at this table",
    "core.number.unreadable": "not a number of {what}: {text!r}",
    "core.number.unreadable.hint": "type a whole number",
    "core.number.cards": "cards",
    "core.players.hint": (
        "names in seating order, e.g. --players Anna,Boris,Vera,Gleb (1st & 3rd partners); five "
        "or more in cut order, highest card first"),
    "core.players.not_a_list": "not a list of players: {text!r} (names separated by commas)",
    "core.players.count": "the {table} table takes {players}, got {n} in {text!r}",
    "core.players.unseen": (
        "a player's name cannot hold {code} {char}, which shows nothing there: {name!r}"),
    # issue 31: a code point unassigned in this Python's Unicode (Cn), a noncharacter too
    "core.players.unassigned": (
        "a player's name cannot hold {code}, a code point this Python's Unicode ({version}) "
        "does not know: {name!r}"),
    "core.players.unassigned.hint": "type the name without it",
    "core.players.marks": counted(
        "n", one="a letter of a player's name carries at most {n} mark: {name!r}",
        other="a letter of a player's name carries at most {n} marks: {name!r}"),
    "core.players.bad_character": (
        "a player's name cannot hold ':', '+', '=' or control or invisible characters, nor start "
        "with a combining mark: {name!r}"),
    "core.players.dummy": "{name!r} is the dummy's name, not a player's",
    "core.players.dummy.hint": "give the player another name",
    "core.players.dash": (
        "a player's name cannot start with '-': {name!r} would read as an option, as in 'vint "
        "deal 2H -h 8'"),
    "core.players.dash.hint": "drop the '-' or put it later: 'Anna-M.'",
    "core.players.too_long": counted(
        "n", one="a player's name is at most {n} character: {name!r}",
        other="a player's name is at most {n} characters: {name!r}"),
    "core.players.twice": (
        "two players are called {first!r} and {second!r}: names must differ (ignoring case)"),
    "core.players.twice.hint": "add an initial: 'Anna K.', 'Anna M.'",
    "core.players.alike": (
        "two players are called {first!r} and {second!r}, which look alike (Unicode's "
        "confusables): {differs}"),
    "core.players.alike.hint": "give each a name that looks like no other: 'Anna K.', 'Anna M.'",
    "core.name.differs": "{first} in one, {second} in the other",
    "core.name.nothing": "nothing",
    "core.stake.unreadable": "not a stake: {text!r}",
    "core.stake.unreadable.hint": "the money per 100 points, e.g. --stake 1 or --stake 0.50",
    # --month of vint ledger and vint stats (issue 23): a month's first to last day
    "core.month.bad": "{option} takes a month written YYYY-MM, not {text!r}",
    "core.month.hint": "for example: {option} 2026-12",
    "core.month.with_dates": "--month is a range of days of its own: not with --since or --until",
    "core.month.with_dates.hint": (
        "give one or the other: '{command} --month 2026-12' counts 2026-12-01 to 2026-12-31"),

    # sheet.py: who plays the rubber (V2, V12)
    "core.seated.out": "{player} sits out rubber {rubber}",
    "core.seated.away": "{player} is not at the table in rubber {rubber}",
    "core.seated.hint": "at the table: {names}",

    # sheet.py: games (V8)
    "core.game.first_missing": (
        "{names} reached {target} below the line in this deal: say which side got there first"),
    "core.game.first_missing.hint": (
        "add --first PLAYER, naming a player of the side that got there first"),
    "core.game.first_wrong": "--first names {player}, whose side did not reach {target}",
    "core.game.first_wrong.hint": "name a player of {names}",

    # sheet.py: seat changes (V12), and what they did (Record.news)
    "core.news.replace": "{new} takes {old}'s place",
    "core.news.replace_now": "{new} takes {old}'s place at once",
    "core.news.leave": "{player} leaves the table",
    "core.news.join": "{player} joins the table",
    "core.news.next": "the next rubber: {columns}",
    "core.news.next_out_one": "the next rubber: {columns}; {out} sits out",
    "core.news.next_out_many": "the next rubber: {columns}; {out} sit out",
    "core.seat.size": "the {table} table takes {players}; this would leave {n}",
    "core.seat.size.hint": "join or replace players so the table stays playable",
    "core.seat.pending_leaves": "the next rubber was seated by hand with a player who leaves",
    "core.seat.pending_leaves.hint": "seat it again with --pairs",
    "core.name.bad": "not a player's name: {text!r}",
    "core.name.bad.hint": counted(
        "n",
        one="a name of up to {n} character, without ',', ':', '+', '=' or control or invisible "
            "characters, that starts with a letter or a sign",
        other="a name of up to {n} characters, without ',', ':', '+', '=' or control or "
              "invisible characters, that starts with a letter or a sign"),
    "core.name.dummy": "{name!r} is the dummy's name",
    "core.name.unassigned": (
        "{name!r} holds {code}, a code point this Python's Unicode ({version}) does not know"),
    "core.name.dummy.hint": "give the newcomer another name",
    "core.name.at_table": "{name} is at the table already",
    "core.name.at_table.hint": "a newcomer needs a name of his own",
    "core.name.alike": (
        "{name!r} looks like {other!r}, who plays this evening (Unicode's confusables): "
        "{differs}"),
    "core.name.played": "{name} played earlier this evening: one name keeps one record",
    "core.name.played.hint": "add an initial, e.g. '{name} 2'",
    "core.pairs.no_partnerships": "the {table} table has no partnerships to seat",
    "core.pairs.no_partnerships.hint": "leave out --pairs",
    "core.pairs.two": "seat two pairs, e.g. --pairs Anna+Vera,Boris+Gleb",
    "core.pairs.hint": "--pairs A+B,C+D",
    "core.pairs.distinct": "each player sits in one seat: the pairs name four different players",
    # V13: a switch of rules (vint rescore --write)
    "core.rules.switch.in_force": "rules switched to {preset}: the whole session is scored by them",

    # ========================================================================================
    # Messages of the sheet, the log, the settlement and the rotation (games/vint/report.py, render.py, view.py).
    # ========================================================================================

    # games/vint/report.py: the log's words for events, and what they wrote
    "report.note.cut": counted("more", one="{start}… ({more} more character)",
                               other="{start}… ({more} more characters)"),
    "report.with_note": "{text} — {note}",
    "report.void": "void",
    "report.nothing_written": "nothing written",
    # the settlement
    "render.nothing_to_settle": "No deals yet: nothing to settle.",
    # the log
    "render.no_events": "No events yet.",
    "render.col.event": "event",
    "render.col.wrote": "wrote",

    # ========================================================================================
    # Messages of the session files (vintscore/storage/).
    #
    # The values are raw: paths, names, numbers, OS reasons, and values of the file as they are
    # written in it (`{value}`); the keys and values of the file (kind = "deal", preset, …) are
    # its syntax and stay as they are in both languages.
    # ========================================================================================

    # Session names (check_name)
    "storage.name.hint": (
        "give a plain name such as 'friday'; to use a file elsewhere, give its path to --session"),
    "storage.name.empty": "a session needs a name, got {name!r}",
    "storage.name.dot": "a session name cannot start with '.': {name!r}",
    "storage.name.slash": "a session name cannot contain '/' or '\\': {name!r}",
    "storage.name.dots": "a session name cannot contain '..': {name!r}",
    "storage.name.control": (
        "a session name cannot contain control or invisible characters: {name!r}"),
    "storage.name.long": sentence(
        "a session name is at most {max_chars} and {max_bytes}, got {chars}, {nbytes}",
        max_chars=counted("max_chars", one="{max_chars} character",
                          other="{max_chars} characters"),
        max_bytes=counted("max_bytes", one="{max_bytes} byte", other="{max_bytes} bytes"),
        chars=counted("chars", one="{chars} character", other="{chars} characters"),
        nbytes=counted("nbytes", one="{nbytes} byte", other="{nbytes} bytes")),
    "storage.name.long.hint": "give a shorter name",

    # The sessions folder: .current, --session, finding the session
    "storage.current.write_failed": "could not write {target}: {reason}",
    "storage.current.write_failed.hint": "check that the sessions folder is writable",
    "storage.folder": "{path} is a folder, not a session file",
    "storage.folder.hint": "give the path of a .toml session file",
    "storage.folder.hint_or_name": "give the path of a .toml session file, or a session name",
    # What stands where a session file should (storage/folder.odd): said at once, never
    # opened (issue 25)
    # (said after the file's name: "error: friday.toml: a fifo (a named pipe), not …")
    "storage.odd.folder": "a folder, not a session file",
    "storage.odd.fifo": "a fifo (a named pipe), not a session file",
    "storage.odd.device": "a device, not a session file",
    "storage.odd.socket": "a socket, not a session file",
    "storage.odd.other": "not a regular file, so not a session file",
    "storage.odd.dangling": "a link to {target}, which does not exist",
    "storage.odd.hint": "a session is a plain .toml file: move that one aside, or give another",
    "storage.odd.hint_new": "choose another name, or move that one aside",
    "storage.no_file": "no session file {path}",
    "storage.no_file.hint": "check the path, or give a session name from 'vint sessions'",
    "storage.no_session": "no session {name!r} in {directory} ({known})",
    "storage.no_session.there": "sessions there: {names}",
    "storage.no_session.none": "it holds no sessions yet",
    "storage.no_session.hint": (
        "run 'vint sessions' to list them, or 'vint new NAME --players A,B,C,D'"),
    "storage.link_out": (
        "the session {name!r} is a link to a file outside the sessions folder ({target})"),
    "storage.link_out.hint": "to open that file on purpose, give its path: --session PATH",
    "storage.no_current": "no current session: {detail}",
    "storage.no_current.many": counted("count", one="{directory} holds {count} session ({names})",
                                       other="{directory} holds {count} sessions ({names})"),
    "storage.no_current.none": "{directory} holds no sessions",
    "storage.no_current.gone": "{name!r} named in {current} is gone, and {detail}",
    "storage.no_current.hint": "run 'vint use NAME' or 'vint new NAME --players A,B,C,D'",

    # Reading a file: where a problem is, and the hint every problem has by default
    "storage.fix": "fix it in an editor and run 'vint check'",
    "storage.fix.backups": (
        "fix it in an editor and run 'vint check' (earlier versions are in {backups}/)"),
    "storage.in_event": "event {number}: {message}",
    "storage.in_event_kind": "event {number} ({kind}): {message}",

    # Values of the file, shown in messages
    "storage.value.table": "a table",
    "storage.value.list": "[{items}]",
    "storage.value.items": "{first}, {rest}",

    # Kinds of event: "belongs to a deal or a pass, not to an adjustment" (Russian: genitive)
    "storage.kind.deal": "a deal",
    "storage.kind.adjust": "an adjustment",
    "storage.or_more": "{first} or {rest}",
    "storage.or_last": "{first} or {rest}",

    # Where a key is
    "storage.place.top": "at the top of the file",
    "storage.place.rules": "in [rules]",
    "storage.place.event": "in an event",
    "storage.place.deal": "in a deal",
    "storage.place.adjust": "in an adjustment",

    # What a key's value must be
    "storage.type.str": "text in double quotes",
    "storage.type.int": "a whole number (no quotes)",
    "storage.type.bool": "true or false (no quotes)",
    "storage.type.strs": "a list of texts in double quotes",
    "storage.type.datetime": "a date and time",

    # Keys
    "storage.did_you_mean": "did you mean '{near}'? ",
    "storage.key.unknown": "unknown key {field!r} {place}",  # escaped (issue 32)
    "storage.key.listed": "the keys {place} are: {keys}",
    "storage.key.listed_near": "{near}({listed})",
    "storage.key.belongs": "{kinds}, not to {kind}",
    "storage.key.elsewhere": "{field} belongs to {belongs}; {listed}",
    "storage.key.missing": "{field} is missing",
    "storage.key.missing.hint": "add the line {field} = {example}",
    "storage.key.range": "{field} is out of range: {value}",
    "storage.key.range.hint": "a number of points or tricks, e.g. {field} = {example}",
    "storage.key.type": "{field} must be {kind}, got {value}",
    "storage.key.write": "write {field} = {example}",

    # The file as a whole
    "storage.bug.read": "could not read the file ({error}); this is a bug in vintscore",
    "storage.bug.read.hint": "please report it with the file; {fix}",
    "storage.toml.invalid": "the file is not valid TOML: {what}",
    "storage.toml.too_deep": "the file is not valid TOML: brackets are nested too deeply",
    "storage.toml.quotes": (
        'text goes in double quotes (declarer = "Anna"); numbers and true/false without'),
    "storage.toml.twice": (
        "a key or a table is written twice: keep one (each event starts with its own [[events]] "
        "line)"),
    "storage.toml.unclosed": 'a text value is missing its closing quote: write note = "…"',
    "storage.toml.shape": "each line is key = value, a [table] or an [[events]] line",
    "storage.toml.fix_line": "{hint}; fix line {line} and run 'vint check'",
    "storage.file.empty": "the file is empty: it holds no session",
    "storage.file.empty.hint": (
        "restore an earlier version from .backup/, or start a session with 'vint new'"),
    "storage.format.missing": (
        'this is not a vintscore session file: it has no format = "{format}" line'),
    "storage.format.missing.hint": (
        'a session file starts with format = "{format}" and schema_version = 1'),
    "storage.format.wrong": "this is not a vintscore session file: format = {value}",
    "storage.format.wrong.hint": 'a session file has format = "{format}"',
    "storage.schema.newer": (
        "this file was written by a newer vintscore (schema {version}); this one reads "
        "{supported}: upgrade vintscore"),
    "storage.schema.newer.hint": (
        "upgrade vintscore (pip install -U vintscore); the file was not changed"),
    "storage.schema.unknown": "schema_version {version} is not a version of this file",
    "storage.schema.unknown.hint": (
        "the versions are 1 to {latest}: write schema_version = {latest}"),
    "storage.game.other": (
        "this version of vintscore keeps no game {value}"),
    "storage.game.other.hint": (
        "write {games}, or upgrade vintscore for other games"),
    "storage.lang.bad": "lang is en or ru, got {value}",
    "storage.lang.bad.hint": 'write lang = "en"',

    # Players
    "storage.players.hint": (
        "names may not be empty or contain ',', ':', '+' or '=' (they separate names in "
        "commands)"),
    "storage.players.empty": "a player's name is empty: {name}",
    "storage.players.separator": "a player's name cannot contain ',', ':', '+' or '=': {name}",
    "storage.players.long": counted(
        "n", one="a player's name is at most {n} character: {name}",
        other="a player's name is at most {n} characters: {name}"),
    "storage.players.padding": "a player's name has spaces around it: {name}",
    "storage.players.padding.hint": "write it without them: {name}",
    "storage.players.unassigned": (
        "a player's name holds {code}, a code point this Python's Unicode ({version}) does not "
        "know: {name}"),
    "storage.players.unassigned.hint": (
        "a newer Python knows more of Unicode: read the file with it, or write the name "
        "without {code}"),
    "storage.players.control": (
        "a player's name cannot contain control or invisible characters, nor start with a "
        "combining mark: {name}"),
    "storage.players.same": "players {first} and {second} are the same name ignoring case",
    "storage.players.same.hint": 'give each player a distinct name, e.g. "Anna K." and "Anna M."',
    "storage.players.dummy": "{name} is the dummy's name, not a player's",
    "storage.players.dummy.hint": "give the player another name",

    # Stake
    "storage.stake.hint": 'the money per 100 points as a decimal with a point, e.g. stake = "1.00"',
    "storage.stake.negative": "stake cannot be negative, got {value}",
    "storage.stake.bad": "stake is not an amount of money: {value}",

    # Rules
    "storage.rules.missing": "the [rules] table is missing",
    "storage.rules.not_table": "rules must be a [rules] table, got {value}",

    # Events
    "storage.events.not_tables": "events must be [[events]] tables, got {value}",
    "storage.events.hint": (
        'start each event with a line [[events]], then kind = "deal" and its keys'),
    "storage.event.not_table": "event {number} must be an [[events]] table, got {value}",
    "storage.event.kind": "kind is one of {kinds}, got {value}",
    "storage.event.kind.hint": "{near}(write kind = one of {kinds})",

    # Reading from disk
    "storage.utf8": "{path} is not UTF-8 text (byte 0x{byte} at line {line}, column {column})",
    "storage.utf8.hint": (
        "save it as UTF-8 in your editor, or restore an earlier version from .backup/"),
    "storage.cannot_read": "cannot read {path}: {reason}",
    "storage.cannot_read.hint": "check the file's permissions",

    # Writing
    "storage.busy": "{path} is being written by another vint; try again in a moment",
    "storage.busy.hint": "another command is saving this file; nothing was written",
    "storage.unsavable": "a name or note holds a character that cannot be saved: {char!r}",
    "storage.unsavable.hint": "type it again without that character",
    "storage.changed": (
        "{name} changed on disk while vint was writing (an editor?); nothing was written: run "
        "the command again"),
    "storage.changed.hint": "the file keeps the other change; run the command again to add yours",
    "storage.exists": "a session {name!r} exists already ({path})",
    "storage.read_only": "{name} is read-only: nothing was written",
    "storage.read_only.hint": "to change it, make it writable again: chmod u+w {path}",
    "storage.exists.hint": "choose another name, or run 'vint use NAME' to continue that one",
    "storage.save_failed": "could not save {name}: {reason}; nothing was changed",
    "storage.save_failed.hint": (
        "free some disk space or check the folder's permissions, then run the command again"),
    "storage.flush_failed": (
        "{name} was saved, but its folder could not be flushed to disk: {reason}"),
    "storage.flush_failed.hint": (
        "the change is in the file: do not run the command again; check the disk"),

    # The log of revisions (storage/revisions.py): a revision that cannot be logged is not
    # made, and a log found wanting is said as it is (issue 25)
    "storage.log.unwritable": (
        "the change was not made: its revision cannot be written to the log {log} ({reason})"),
    "storage.log.unwritable.hint": (
        "make the log a writable file again (or move it aside: the copies in .backup/ stay), "
        "then run the command again"),
    "storage.log.not_regular": "it is not a regular file",
    "storage.log.read_only": "it is read-only",
    "storage.log.failed": (
        "the change to {name} was taken back: its revision could not be written to {log} "
        "({reason}); nothing was changed"),
    "storage.log.failed.hint": (
        "free some disk space or check the log's permissions, then run the command again"),
    "storage.log.unlogged": (
        "{name} was saved, but its revision could not be written to {log} ({reason}) nor the "
        "change taken back ({again})"),
    "storage.log.unlogged.hint": (
        "the change is in the file: do not run the command again; the next change logs it as "
        "changed outside vint"),
    "storage.log.missing": "the revision log {log} is missing: undo cannot reach earlier changes",
    "storage.log.empty": "the revision log {log} is empty: undo cannot reach earlier changes",
    "storage.log.folder": (
        "the revision log {log} is a folder, not a file: undo cannot reach earlier changes"),
    "storage.log.odd": (
        "the revision log {log} is not a regular file: undo cannot reach earlier changes"),
    "storage.log.no_folder": (
        "there is no revision log {log}: .backup is a file, not a folder; undo cannot reach "
        "earlier changes"),
    "storage.log.unreadable": (
        "the revision log {log} cannot be read ({reason}): undo cannot reach earlier changes"),
    "storage.log.tampered": (
        "line {line} of the revision log {log} is not a revision vint wrote (a number out of "
        "range or out of order, or a field missing)"),
    "storage.log.tampered.hint": (
        "mend or delete that line in an editor; the copies kept in .backup/ stay"),
    "storage.backup.not_folder": "{folder} is a file, not the folder of the kept versions",
    "storage.backup.not_folder.hint": (
        "move that file aside: vint keeps every version of the session in that folder"),

    # Bugs of vintscore itself (nothing is written)
    "storage.bug.hint": "please report it with the command you ran",
    "storage.bug.dump": (
        "vintscore could not write this session ({error}); this is a bug, nothing was written"),
    "storage.bug.events_unreadable": (
        "vintscore built events it cannot read back ({error}); this is a bug, nothing was written"),
    "storage.bug.events_differ": (
        "vintscore built events that read back differently; this is a bug, nothing was written"),
    "storage.bug.old_part_changed": (
        "vintscore changed the old part of a file it was appending to; this is a bug, nothing "
        "was written"),
    "storage.bug.file_unreadable": (
        "vintscore built a file it cannot read back ({error}); this is a bug, nothing was written"),
    "storage.bug.file_differs": (
        "vintscore built a file that reads back as a different session; this is a bug, nothing "
        "was written"),

    # ========================================================================================
    # Messages of the commands for after the game (cli/after.py): export, stats, rescore.
    # ========================================================================================

    "cli.help.export": (
        "Export the session: the players, the rules, every event with what it wrote, each "
        "rubber's sheet and the settlement, as Markdown, CSV, JSON or one HTML page."),
    "cli.help.export.format": "md, csv, json or html.",
    "cli.help.export.output": "Write to FILE instead of the screen ('-' is the screen).",
    "cli.help.export.bom": (
        "CSV: start with the byte-order mark Excel needs for UTF-8 (Cyrillic names)."),
    "cli.export.format": "no export format {given!r}",
    "cli.export.format.hint": "formats: {formats}",
    "cli.export.written": "Wrote {path} ({format}).",
    "cli.export.cannot_write": "could not write {path}: {reason}",
    "cli.export.cannot_write.hint": "check the folder exists and can be written",
    # issue 32: an export never replaces what vintscore keeps (storage/export.py, --force);
    # what is no session file at all (cli/common.py); an immutable file's hint
    "cli.help.export.force": (
        "Replace FILE even when it is no export of vintscore (a session, the ledger and what "
        ".backup/ and .serve/ hold are never replaced)."),
    "cli.help.ledger.force": (
        "Replace FILE even when it is no export of vintscore (a session, the ledger and what "
        ".backup/ and .serve/ hold are never replaced)."),
    "cli.export.empty": "-o was given an empty file name",
    "cli.export.empty.hint": "give a file's name after -o, or '-' for the screen",
    "cli.export.kept.this": (
        "{path} is the session being exported: an export never replaces it; nothing was written"),
    "cli.export.kept.session": (
        "{path} is a session file: an export never replaces it; nothing was written"),
    "cli.export.kept.ledger": (
        "{path} is the club ledger: an export never replaces it; nothing was written"),
    "cli.export.kept.backup": (
        "{path} is in .backup/, where the revisions are kept: an export never goes there; "
        "nothing was written"),
    "cli.export.kept.serve": (
        "{path} is in .serve/, where vint serve keeps its files: an export never goes there; "
        "nothing was written"),
    "cli.export.kept.own": (
        "{path} is a file vintscore keeps beside the sessions: an export never replaces it; "
        "nothing was written"),
    "cli.export.kept.hint": "write the export to a file of its own: -o {example}",
    "cli.export.not_export": "{path} exists and is no export of vintscore: it was not replaced",
    "cli.export.not_export.hint": (
        "to replace it, add --force; or write the export to another file: -o {example}"),
    "cli.export.immutable.hint": (
        "{path} is marked immutable (chattr +i), which no write changes: to replace it, clear "
        "the mark as root: chattr -i {path}"),
    "storage.not_session.made_up": (
        "a file the system makes up as it is read (as those of /proc), not a session file"),
    "storage.not_session.binary": "binary data, not a session file",
    "storage.not_session.hint": (
        "a session is the .toml file 'vint new' writes: check the path, or give a session name "
        "from 'vint sessions'"),
    "storage.read_only.immutable.hint": (
        "it is marked immutable (chattr +i), which no change of its mode undoes: to change it, "
        "clear the mark as root: chattr -i {path}"),
    "cli.help.rescore": (
        "Show what every player would score under other rules, without writing; "
        "--write switches the session to them (an event: vint undo goes back)."),
    "cli.rescore.impossible": "under {preset}, event {number} cannot be scored: {reason}",
    "cli.rescore.impossible.hint": "those rules do not fit this evening as it was played",
    "cli.help.check.expect": (
        "A number on the paper sheet to check the file against: PLAYER=POINTS (the "
        "player's total at the end, as the settlement counts it) or N:PLAYER=POINTS "
        "(after event N); repeat for more."),
    "cli.help.check.expect_file": (
        "A file of expectations, one [N:]PLAYER=POINTS a line (# starts a comment)."),
    "cli.expect.file": "cannot read {path}: {reason}",
    "cli.expect.file.hint": "give a text file of [N:]PLAYER=POINTS lines",
    "cli.expect.unreadable": "not an expectation: {text!r} ({where})",
    "cli.expect.unreadable.hint": (
        "write PLAYER=POINTS, or N:PLAYER=POINTS for after event N, e.g. Anna=+26950 or "
        "5:Anna=8670"),
    "cli.expect.no_event": "no event {number} ({where}): the session has {count}",
    "cli.expect.ok": "after event {number}: {player} {points}, as on paper",
    "cli.expect.differs": "after event {number}: {player} has {file} in the file, {paper} on paper",
    "cli.expect.part": (
        "The file and the paper part at or before event {number} (they agreed after event "
        "{agreed})."),
    "cli.expect.narrow": (
        "look at events {low} to {number} ('vint log'), or check the paper's numbers after one "
        "of them: --expect N:PLAYER=POINTS"),
    "cli.expect.look": "look at event {number} ('vint log'; 'vint edit {number}' mends it)",

    # ========================================================================================
    # Messages of `vint play`, the deal-by-deal mode (cli/play/).
    # ========================================================================================

    "cli.help.play": (
        "Keep the evening deal by deal: asks for each deal, shows what it will write, "
        "and saves it when confirmed. At any prompt ? lists the words: pass, undo, "
        "edit N, void N, restore N, adjust, misdeal, sheet, log, quit."),
    "play.hello": (
        "Deal by deal. At any prompt ? lists the words: pass, undo, edit N, sheet, quit and "
        "more. Each entry is saved as soon as you confirm it."),
    # the first screen: the prompt below wants a contract, not a command line
    "play.again": "  {message} — {hint}",
    "play.again.plain": "  {message}",
    "play.what.tricks": "tricks",
    "play.what.honours": "honours",
    "play.what.aces": "aces",
    "play.range": "the answer is 0 to {high}, got {got}",
    "play.will_write": "It writes {text}",
    "play.confirm": "Write it? (y = yes, n = enter it again)",
    "play.again_deal": "Not written: enter the deal again (your answers are offered).",
    "play.saved": "Saved as event {number}.",
    "play.passed": "All passed; the deal saved as event {number}.",
    "play.edit_what": "edit needs the number of a deal or another event, got {given!r}",
    "play.edit_what.hint": "type edit N, e.g. edit 3 (log shows the numbers)",

    # ========================================================================================
    # Messages of Preferans (games/preferans/: scoring.py, pulya.py).
    # ========================================================================================

    # games/preferans/report.py and render.py: the pulya in words (P12)
    # the conventions by name (P9): the file keeps the English, a Russian table reads its own
    # the commands in a pulya (games/preferans/forms.py and view.py)
    "cli.new.no_game": "no game {game!r}",
    "cli.not_in_game": "'vint {command}' is not a command of {session}",
    "cli.not_in_game.hint": "its commands: {commands}, and those of every session (see 'vint --help')",

    # ========================================================================================
    # Messages of `vint stats` (cli/stats.py, services/stats.py, games/*/stats.py): help, refusals, the tables' words.
    # ========================================================================================

    # Help
    # {games_stats}: each game's own paragraph, GAME.cli.help.stats.figures (cli/helptext.py)
    "cli.help.stats": (
        "Players, and partnerships where a game has them, over all the sessions of the "
        "sessions folder (the one 'vint where' names; the examples shipped with vintscore "
        "are not counted). Each game is counted apart, its figures its own.\n\n"
        "{games_stats}\n\nA file that cannot be read is skipped with a warning."),
    "cli.help.stats.since": "Only the sessions created on or after DATE (YYYY-MM-DD).",
    "cli.help.stats.month": "Only the sessions created in that month (YYYY-MM).",
    "cli.help.stats.players": (
        "Only these players, and the partnerships among them (names or their beginnings, "
        "separated by commas); in every game."),

    # Refusals and warnings
    "stats.since.bad": "--since takes a date written YYYY-MM-DD, not {given!r}",
    "stats.since.bad.hint": "for example: vint stats --since 2026-01-31",
    "stats.players.empty": "--players names no player",
    "stats.players.hint": "give names separated by commas: --players Anna,Boris",
    "stats.players.unknown": "no player {text!r} in the sessions",
    "stats.players.ambiguous": "{text!r} could be {names}: type more of the name",
    "stats.players.known": "players in the sessions: {names}",
    "stats.players.none": "there are no sessions to take players from",
    "stats.skipped": counted(
        "count", one="warning: skipped {count} session that cannot be read: {names}",
        other="warning: skipped {count} sessions that cannot be read: {names}"),
    "stats.skipped.hint": "'vint check FILE' shows what is wrong with a file",

    # What it prints
    "stats.none_since": "No sessions in {folder} created on or after {since}.",
    "stats.none_month": "No sessions in {folder} created in {month}.",
    "stats.nobody": "No {played} played by {names}.",
    "stats.nobody.and": "{a} or {b}",
    "stats.col.player": "Player",
    "stats.field": "{label} {value}",
    "stats.progress": "Reading sessions",

    # Preferans, counted apart (vintscore/rules/preferans.en.md)
    "stats.nothing": "No {played} played yet.",

    # ========================================================================================
    # Messages of the exports (formats.py, games/*/export.py).
    # ========================================================================================

    "export.players": "Players",
    "export.rules": "Rules",
    "export.created": "Started",
    "export.events": "Every event",
    "export.made_by": "Kept with vintscore.",
    "export.csv.session": "Session",
    "export.csv.title": "Title",
    "export.csv.number": "No.",
    "export.csv.event": "Event",
    "export.csv.player": "Player",
    "export.csv.yes": "yes",
    "export.csv.no": "no",

    # ========================================================================================
    # Messages of the Preferans exports (export_pref.py).
    # ========================================================================================

    # -- issue 13: play
    # `vint play` (cli/play/, games/<game>/questions.py, the views' writes/playing/coming).
    "play.range.from": "the answer is {low} to {high}, got {got}",
    "play.key.yes": "yes",
    "play.key.no": "no",
    "play.yes_no": "answer y (yes) or n (no), got {text!r}",
    "play.edit.kind": (
        "event {number} is not asked for at the prompts: it is a seat change or a switch of "
        "rules"),
    "play.edit.kind.hint": (
        "change its note with vint edit {number} --note …, or void {number} and enter it again"),
    "play.note.none": "blank, none, - or pass mean none",
    "play.said.by": "{contract} by {player}",
    "play.said.tricks": counted("tricks", one="{tricks} trick", other="{tricks} tricks"),
    "play.ask.reason": "Reason (shown on the sheet)",
    "play.what.points": "points",
    "play.word.yes": "y",
    "play.word.no": "n",
    "play.no_output": (
        "note: standard output is closed ({error}): the questions are no longer shown; answers "
        "are still read, and each confirmed change is saved."),
    "play.back": "Back to {what}.",
    "play.fix": "Not written: answer that question again (your other answers are kept).",
    "play.not_saved": (
        "Not written; your answers are kept: confirm again, or type undo to drop them."),
    "play.dropped": "Dropped: {what}; nothing of it was written.",
    "play.aside": "Waiting: {what}; it comes back after this.",
    "play.what.deal": "the deal being typed ({what})",
    "play.what.deal.empty": "the deal being typed",
    "play.what.pass": "the passed-out deal being typed ({what})",
    "play.what.pass.empty": "the passed-out deal being typed",
    "play.what.adjust": "the adjustment being typed ({what})",
    "play.what.adjust.empty": "the adjustment being typed",
    "play.what.misdeal": "the misdeal being typed ({what})",
    "play.what.misdeal.empty": "the misdeal being typed",
    "play.what.edit": "the edit of event {number} ({what})",
    "play.what.edit.empty": "the edit of event {number}",
    "play.start.deal": "enter a deal",
    "play.start.pass": "enter a passed-out deal",
    "play.start.adjust": "enter an adjustment",
    "play.start.misdeal": "enter a misdeal",
    "play.start.edit": "edit event {number}",
    "play.ambiguous": "'{text}' is an answer here, and {word} is also a word that steers the evening:",
    "play.ambiguous.answer": "the answer '{text}'",
    "play.ambiguous.word": "the word {word}",
    "play.confirm.again": "answer y to write it, n to enter it again, or a word (? lists them)",
    "play.yes_no.again": "answer y (yes) or n (no)",
    "play.option": "  {mark} — {text}",
    "play.ask.choice": "Your choice ({keys}, or Enter for neither)",
    "play.choice.again": "answer {keys}, or Enter for neither",
    "play.word.alone": "{word} takes nothing after it, got {rest!r}",
    "play.word.alone.hint": (
        "type the word alone; void N strikes out event N, edit N changes it; ? lists the words"),
    "play.help.head": "Words you can type at any prompt:",
    "play.help.help": "  ? or help — this list",
    "play.help.sheet": "  sheet — the sheet as it stands",
    "play.help.log": "  log — every event with its number",
    "play.help.pass": (
        "  pass — all passed (while a deal is being typed, asks: instead of it, or before it)"),
    "play.help.undo": (
        "  undo — drop what is being typed, or undo the last change to the session, whatever "
        "it was (asks which, and shows what goes)"),
    "play.help.redo": "  redo — put back the change undone last",
    "play.help.edit": "  edit N — change event N; a deal being typed waits and comes back",
    "play.help.void": "  void N — strike out event N: kept in the file, no longer counted",
    "play.help.restore": "  restore N — count a struck-out event N again",
    "play.help.adjust": "  adjust — an entry by hand (house rules, corrections)",
    "play.help.misdeal": "  misdeal — the cards are dealt again",
    "play.help.quit": (
        "  quit — stop: everything confirmed is saved, and you are told what was not"),
    "play.help.enter": (
        "Enter keeps the answer shown in [brackets]. A word that would throw away what you "
        "typed asks first. Russian words work too."),
    "play.help.confirm": "Here: y writes it; n asks it again, your answers offered.",
    "play.help.here": "Here: {note}.",
    "play.and": " and ",
    "play.ask.quit": "Quit? Not written: {what}. (y/n)",
    "play.ask.leave": "Leave {what}? Nothing of it is written. (y/n)",
    "play.left": (
        "Left {what}; nothing of it was written. To remove the last event of the session, type "
        "undo again."),
    "play.undo.which": "undo: which should go?",
    "play.undo.typing": "{what}: start it again",
    "play.undo.saved": (
        "undo the last change to the session, revision {number} ({what}); the deal being "
        "typed stays"),
    "play.ask.undo": "Undo the last change, revision {number} ({what})? redo puts it back. (y/n)",
    "play.undo.changed": (
        "the session changed since its last change was shown: nothing was undone"),
    "play.undo.changed.hint": "look again (log) and type undo again",
    "play.finish_first": "{what} is in front: finish it first",
    "play.finish_first.hint": "answer its questions, or type undo to leave it",
    "play.number_what": "{word} needs the number of an event, got {given!r}",
    "play.number_what.hint": "type {word} N, e.g. {word} 3 (log shows the numbers)",
    "play.ask.void": (
        "Strike out event {number} ({what})? It stays in the file and is no longer counted. "
        "(y/n)"),
    "play.ask.restore": "Count event {number} ({what}) again? (y/n)",
    "play.already": "{what} is being entered already",
    "play.not_here": "{word} is not part of this game",
    "play.not_here.hint": "? lists the words",
    "play.ask.instead": "Leave {what} (nothing of it written) and {new} instead? (y/n)",
    "play.pass.which": "pass: a passed-out deal —",
    "play.pass.instead": "instead: {what} is dropped",
    "play.pass.before": "first the passed-out deal: {what} waits and comes back",
    "play.end": "{kept}; {dropped}.",
    "play.end.kept": "Event {number} ({what}) is saved",
    "play.end.kept.none": "The session has no events yet",
    "play.end.kept.void": "Event {number} ({what}) is saved, struck out",
    "play.end.unread": "The session could not be read back ({error})",
    "play.end.dropped": "{what} was not written",
    "play.end.written": "{what} was written",
    "play.end.nothing": "nothing was being typed",
    # -- issue 13: check and small cases
    "cli.rescore.typed_rules": "the rules you typed ({preset}) do not fit this table: {reason}",
    "core.title.hidden": "a title cannot hold control or invisible characters: {text!r}",
    "core.title.hidden.hint": (
        "type the title in letters, digits, spaces and signs, e.g. --title \"Friday at "
        "Boris's\""),
    "storage.title.hidden": "the title holds control or invisible characters: {value}",
    "storage.title.hidden.hint": (
        "write it in letters, digits, spaces and signs, e.g. title = \"Friday at "
        "Boris's\""),
    "core.player.ways": "type {ways}",
    "core.player.way": "{typed!r} for {name}",
    "core.player.way.next": "{a}, {b}",
    # -- issue 13: seating
    # rubber/seating.py: a seat given to one sitting out, a leave after the rubber in
    # play, and the plan re-formed from the evening (V12)
    "core.news.leave_after": "{player} plays rubber {rubber} to its end, then leaves the table",
    "core.news.swap_now": (
        "{new} takes {old}'s seat at once; {old} sits out the rest of rubber {rubber}"),
    "core.news.swap_next": "{new} takes {old}'s seat in rubber {rubber}; {old} sits it out",
    "core.seat.swap_not_playing": "{player} does not play in rubber {rubber}: no seat to give",
    "core.seat.swap.takers": "a seat goes to a newcomer or to one sitting out: {names}",
    "core.replan.join.one": "{players} joined",
    "core.replan.join.many": "{players} joined",
    "core.replan.leave.one": "{players} left",
    "core.replan.leave.many": "{players} left",
    "core.replan.leave_after.one": "{players} announced leaving at the end of rubber {rubber}",
    "core.replan.leave_after.many": "{players} announced leaving at the end of rubber {rubber}",
    "core.replan.swap": "{new} took {old}'s seat",
    "core.replan.pairs": "rubber {rubber} was seated by hand",

    # -- issue 15: payments
    # Who pays whom after `vint settle` (payments.py), in the exports too.
    "settle.payments": "Who pays whom:",
    "settle.payment": "  {payer} pays {payee} {amount}",
    "settle.payments.none": "Nobody pays anybody: every player is even.",
    # issue 23: the one rounding of the money to the cent (payments.to_cents), said once
    "settle.payments.rounded": (
        "  (money rounded to the cent: largest remainders up, ties in seating order)"),
    "export.payments": "Who pays whom",
    "export.payments.from": "Pays",
    "export.payments.to": "To",
    "export.payments.amount": "Amount",
    # -- issue 14: dealer
    # rubber/dealing.py, sheet.py: who dealt each hand, and who deals next
    "core.dealer.dummy": "{dummy} does not deal: the dummy never deals",
    "core.dealer.hint": "name one of the players at the table: {players}",
    # games/vint/report.py, render.py, view.py: the log, the sheet, after each entry
    "render.dealt": "dealt by {dealer}",
    # the narrow log: what an event wrote, after it (the arrow means only "to": vists, payments)
    "render.log.wrote": "wrote {text}",
    # -- issue 14: where
    # where.py, storage/folder.py, cli/show.py, cli/stats.py: which sessions folder is used and
    # why (`vint where`), what to do when it holds no session, and the examples shipped apart
    "cli.help.where": (
        "Say which sessions folder is used, and why.\n\nThe sessions folder is $VINTSCORE_DIR "
        "when it is set; else the nearest sessions/ folder in the current folder or above it "
        "(no higher than your home folder when you are inside it); else your data folder "
        "(~/.local/share/vintscore/sessions on Linux). Also says the current session."),
    "where.why.env": "$VINTSCORE_DIR is set",
    "where.why.upward": "it is the nearest sessions/ folder in or above the current one ({start})",
    "where.why.user": (
        "no folder from {start} up to {stop} holds a sessions/ folder, so it is the user's "
        "data folder"),
    "where.why.user.here": (
        "the current folder ({start}) holds no sessions/ folder and the search goes no higher, "
        "so it is the user's data folder"),
    "where.why.user.lost": "the current folder cannot be read, so it is the user's data folder",
    "where.folder": "Sessions folder: {folder}",
    "where.because": "  because {why}.",
    "where.missing": "It does not exist yet: 'vint new' makes it.",
    "where.current": "Current session: {name}.",
    "where.no_current": "No current session.",
    "where.change": (
        "To use another folder, set VINTSCORE_DIR to it, or run vint in or below a folder that "
        "holds a sessions/ folder."),
    "where.sessions.none": "No sessions in {folder}: it is the sessions folder because {why}.",
    "where.start": (
        "Start one with 'vint new NAME --players A,B,C,D', or set VINTSCORE_DIR to the folder "
        "that holds yours."),
    "where.examples": (
        "Examples shipped with vintscore, shown but never counted by 'vint stats': {names} "
        "(vint sheet -s {first})."),
    "where.hint.none": (
        "{folder} is the sessions folder because {why}; start a session there with 'vint new "
        "NAME --players A,B,C,D', or set VINTSCORE_DIR to the folder that holds yours"),
    "where.example.read_only": (
        "{name} is an example shipped with vintscore ({path}): it is shown, never changed"),
    "where.example.read_only.hint": (
        "to play on from it, copy the file into your sessions folder ('vint where' names it) "
        "and give the copy's name to --session"),
    "where.use.example": (
        "{name} is an example shipped with vintscore, not a session of {folder}: it cannot be "
        "the current session"),
    "where.use.example.hint": (
        "show it with 'vint sheet -s {name}'; to play on from it, copy {path} into {folder}"),
    # -- issue 14: rules
    # cli/rules.py: `vint rules [ID]`, the rules as the program applies them (vintscore/rules)
    "cli.help.rules": (
        "Show the rules as vintscore applies them: one rule or worked example by its "
        "id, or the list.\n\n"
        "In the session's language. Without a session, the rules of the default game "
        "are listed; an id of any game's rules is found all the same."),
    "cli.help.rules.id": "A rule or worked example, by its id (default: the list).",
    # {games}: the games there are, by their names (cli/helptext.py, help_values)
    "cli.help.rules.game": "Whose rules to list: {games} (default: the session's).",
    "cli.help.help": (
        "Show the help: the commands, or one command's arguments and options.\n\n"
        "'vint help deal' is 'vint deal --help'."),
    "cli.help.help.name": "The command whose help to show (default: the list).",
    "rules.list.how": "'vint rules ID' prints one rule or example, e.g. 'vint rules {example}'.",
    "rules.list.entry": "  {id}  {title}",
    "rules.list.other": "The rules of {game}: 'vint rules --game {name}'.",
    "rules.unknown": "no rule or example {text!r}",
    "rules.unknown.hint": (
        "'vint rules' lists the ids of the session's game; 'vint rules --game GAME' "
        "those of another ({games})"),
    # errors.py: a refusal that cites a rule says how to read it (VintError.said)
    "rules.see": "{hint} — see 'vint rules {rule}'",
    "rules.see.alone": "see 'vint rules {rule}'",

    # -- issue 15: ledger
    # The club ledger (ledger.toml beside the sessions): `vint ledger`, `vint paid`,
    # `vint undo/redo/history --ledger`, `vint check --ledger` (cli/ledger.py,
    # services/ledger.py, storage/ledger.py, ledger/*.py).
    "cli.help.ledger": (
        "The club ledger across the sessions of the folder: each member's money won and lost "
        "per session (both games, each at its own stake, as 'vint settle' says it), the "
        "payments made and received, the balance, and the fewest payments that would clear "
        "all balances now.\n\nThe ledger is ledger.toml in the sessions folder: its members "
        "and their aliases (Anna = Anya: the same person typed differently in sessions), the "
        "payments ('vint paid'), and optionally the currency and seasons, written by hand. "
        "An unfinished session is counted as it stands and marked; a name that is no "
        "member's is shown as itself, marked not a member. Every total is recomputed from the "
        "files.\n\nWith --add-member NAME [--alias A]…, NAME becomes a member (or gets the "
        "aliases) instead."),
    "cli.help.ledger.since": "Only the sessions and payments of DATE (YYYY-MM-DD) or later.",
    "cli.help.ledger.until": "Only the sessions and payments of DATE (YYYY-MM-DD) or earlier.",
    "cli.help.ledger.month": (
        "Only the sessions and payments of that month (YYYY-MM): from its first day to its last."),
    "cli.help.ledger.season": "Only the season SEASON, as ledger.toml's [[seasons]] say it.",
    "cli.help.ledger.format": "Markdown, CSV or one HTML page (md, csv, html) instead of the text.",
    "cli.help.ledger.output": "Write to FILE instead of the screen ('-' for the screen).",
    "cli.help.ledger.add_member": "Make NAME a member of the club (or give him --alias names).",
    "cli.help.ledger.alias": "Another name the member plays under; repeat for more.",
    "cli.help.paid": (
        "Record a payment made: FROM gave TO the AMOUNT.\n\nFROM and TO are members or their "
        "aliases, in any case; an unknown name is refused with the members listed. The payment "
        "is a revision of the ledger: 'vint undo --ledger' takes it back."),
    "cli.help.paid.from": "The member who paid.",
    "cli.help.paid.to": "The member who was paid.",
    "cli.help.paid.amount": "The money paid, to the cent: 12.50.",
    "cli.help.paid.date": "The day it was paid, YYYY-MM-DD (default: today).",
    "cli.help.paid.note": "A note kept with the payment.",
    "cli.help.paid.season": "The season the payment settles (ledger.toml's [[seasons]]).",
    "cli.help.undo.ledger": "The club ledger's revisions (ledger.toml), not a session's.",
    "cli.help.check.ledger": "Check the club ledger (ledger.toml) instead of a session.",

    "ledger.title": "Club ledger",
    "ledger.title.currency": "Club ledger (money in {currency})",
    # What was counted, a fact each: its label, and its value (issue 23: the page's header
    # shows them as label and value; the terminal and Markdown as "label: value.")
    "ledger.span.line": "{label}: {value}.",
    "ledger.span.season": "Season",
    "ledger.span.dates": "Dates",
    "ledger.span.counted": "Counted",
    "ledger.span.season_dated": "{name}, {days}",
    "ledger.span.season_listed": "{name}, the sessions {sessions}",
    "ledger.span.between": "{since} to {until}",
    "ledger.span.from": "from {since}",
    "ledger.span.up_to": "up to {until}",
    "ledger.span.every_day": "every date",
    "ledger.span.sessions": sentence(
        "{sessions} from {first} to {last}, {payments}",
        sessions=counted("sessions", one="{sessions} session", other="{sessions} sessions"),
        payments=counted("payments", one="{payments} payment",
                         other="{payments} payments")),
    "ledger.span.no_sessions": counted(
        "payments", one="no session, {payments} payment",
        other="no session, {payments} payments"),
    "ledger.no_ledger": (
        "No ledger yet ({folder}): every name is shown as itself; 'vint ledger --add-member "
        "NAME --alias …' starts one."),
    "ledger.missing": "The season lists sessions the folder does not have: {names}.",
    "ledger.shared": (
        "In {session}, {names} are all names of {member}: two players at one table counted as "
        "one member (check the aliases)."),
    "ledger.sessions": "Sessions",
    "ledger.session": "  {date}  {name}  {game}, stake {stake}",
    "ledger.session.unfinished": "{row}  * unfinished",
    "ledger.not_member": "{name} (not a member)",
    "ledger.aliases": "{name} (also {aliases})",
    "ledger.played_as": "as {name}",
    "ledger.paid.to": "{date}  payment → {name}  {amount}",
    "ledger.paid.from": "{date}  payment ← {name}  {amount}",
    "ledger.totals": (
        "won {won} · lost {lost} · paid {paid} · received {received} · balance {balance}"),
    "ledger.balances": "Balances",
    "ledger.col.name": "Name",
    "ledger.col.won": "Won",
    "ledger.col.lost": "Lost",
    "ledger.col.paid": "Paid",
    "ledger.col.received": "Received",
    "ledger.col.balance": "Balance",
    "ledger.col.date": "Date",
    "ledger.col.session": "Session",
    "ledger.col.member": "Member",
    "ledger.col.aliases": "Aliases",
    "ledger.col.as": "Played as",
    "ledger.col.money": "Money",
    "ledger.col.game": "Game",
    "ledger.col.stake": "Stake",
    "ledger.col.finished": "Finished",
    "ledger.col.from": "From",
    "ledger.col.to": "To",
    "ledger.col.amount": "Amount",
    "ledger.col.note": "Note",
    "ledger.yes": "yes",
    "ledger.no": "no",
    "ledger.per_session": "Money per session",
    "ledger.paid": "Payments made",
    "ledger.none_here": "None.",
    "ledger.nobody": "Nobody played in the sessions counted.",
    "ledger.clear": "To clear every balance now, the fewest payments:",
    "ledger.clear.none": "Every balance is clear: nobody owes anybody.",
    "ledger.note.unfinished": (
        "* an unfinished session: counted as 'vint settle' says it now (it changes as the "
        "session goes on)."),
    "ledger.note.not_member": (
        "A name marked 'not a member' is a session's name that no member has: "
        "'vint ledger --add-member NAME' or '--alias' makes it one, or add it in ledger.toml."),

    # Refusals: what was typed
    "ledger.member.unknown": "{name!r} is not a member of the club",
    "ledger.members.known": "the members (and their aliases): {names}",
    "ledger.members.none.hint": (
        "the ledger has no members yet: 'vint ledger --add-member NAME --alias OTHER' adds one"),
    "ledger.season.unknown": "no season {name!r} in the ledger",
    "ledger.seasons.known": "the seasons: {names}",
    "ledger.seasons.none.hint": (
        "the ledger has no seasons: add a [[seasons]] table to ledger.toml (name, and since "
        "and until, or sessions)"),
    "ledger.amount.bad": "not an amount of money: {text!r}",
    "ledger.amount.hint": "write the money paid to the cent, e.g. 12.50 or 12",
    "ledger.amount.zero": "a payment of {text} pays nothing",
    "ledger.amount.negative": "a payment cannot be negative: {text}",
    "ledger.amount.negative.hint": "the money goes from FROM to TO: swap them",
    "ledger.date.bad": "{option} takes a date written YYYY-MM-DD, not {text!r}",
    "ledger.date.hint": "for example: {option} 2026-10-02",
    "ledger.range.order": "--since {since} is after --until {until}",
    "ledger.range.order.hint": "give the earlier date to --since",
    "ledger.paid.self": "{name} cannot pay himself",
    "ledger.note.bad": "the note holds a character that cannot be shown",
    "ledger.note.hint": "type it again without control or invisible characters",
    "ledger.typed.empty": "a member needs a name, got {name!r}",
    "ledger.typed.reserved": "{name!r} holds , : + or =, which separate names in commands",
    "ledger.typed.cannot_show": "{name!r} holds a character that cannot be shown",
    "ledger.typed.unassigned": (
        "{name!r} holds {code}, a code point this Python's Unicode ({version}) does not know"),
    "ledger.typed.dummy": "{name!r} is the dummy's name, not a person's",
    "ledger.typed.long": "{name!r} is longer than {n} characters",
    "ledger.name.hint": (
        "a name is trimmed, holds none of , : + =, no control or invisible character, and is "
        "at most 40 characters"),
    "ledger.add.alias_of": "{name} is already an alias of {member}",
    "ledger.add.alias_of.hint": (
        "to give that member more names: vint ledger --add-member MEMBER --alias OTHER"),
    "ledger.add.taken": "{name} is a name of {member} already",
    "ledger.add.taken.hint": "a name belongs to one member; change ledger.toml if it moved",
    "ledger.add.alike": (
        "{name!r} looks like {other!r}, a name of {member} (Unicode's confusables): {differs}"),
    "ledger.add.nothing": "{name} is a member already",
    "ledger.add.nothing.hint": (
        "to give him another name: vint ledger --add-member NAME --alias OTHER"),
    "ledger.none": "no club ledger in {folder}",
    "ledger.none.hint": "'vint ledger --add-member NAME' starts one (ledger.toml)",
    "ledger.undo.nothing": "nothing to undo: the ledger has no change since it was started",
    "ledger.undo.nothing.hint": "'vint history --ledger' lists its revisions",
    "ledger.redo.nothing.hint": (
        "'vint history --ledger' lists the revisions; 'vint history --ledger --restore N' goes "
        "back to one"),
    "ledger.history.hint": "'vint history --ledger' lists them",
    "ledger.history.left": "'vint history --ledger' says what is left",
    "ledger.not_a_session": "{name!r} is the club ledger's name (ledger.toml), not a session's",
    "ledger.not_a_session.hint": (
        "choose another name; the ledger is shown by 'vint ledger', its revisions by "
        "'vint history --ledger'"),

    # Problems of the file (exit 65, each at its line)
    "ledger.fix": "fix it in an editor and run 'vint check --ledger'",
    "ledger.fix.backups": (
        "fix it in an editor and run 'vint check --ledger' (earlier versions are in "
        "{backups}/)"),
    "ledger.place.top": "at the top of the ledger",
    "ledger.place.member": "in member {number} ([[members]])",
    "ledger.place.season": "in season {number} ([[seasons]])",
    "ledger.place.payment": "in payment {number} ([[payments]])",
    "ledger.format.missing": (
        'this is not a vintscore ledger: it has no format = "{format}" line'),
    "ledger.format.missing.hint": (
        'the ledger starts with format = "{format}" and schema_version = 1'),
    "ledger.format.wrong": "this is not a vintscore ledger: format = {value}",
    "ledger.format.session": "this file holds a session, not the club ledger",
    "ledger.format.session.hint": (
        "{name} is the ledger's name: give the session another name (rename the file)"),
    "ledger.currency.bad": (
        "currency must be a short text (at most {n} characters) that can be shown, got {value}"),
    "ledger.currency.hint": 'e.g. currency = "RUB", or leave it out',
    "ledger.not_tables": "{name} must be tables [[{name}]], got {value}",
    "ledger.not_tables.hint": "write each as a table of its own, under a line [[{name}]]",
    "ledger.name.empty": "member {number}: a name is empty: {name}",
    "ledger.name.reserved": "member {number}: {name} holds , : + or =",
    "ledger.name.cannot_show": "member {number}: {name} holds a character that cannot be shown",
    "ledger.name.unassigned": (
        "member {number}: {name} holds {code}, a code point this Python's Unicode ({version}) "
        "does not know"),
    "ledger.name.dummy": "member {number}: {name} is the dummy's name, not a person's",
    "ledger.name.long": "member {number}: {name} is longer than {n} characters",
    "ledger.name.padding": "member {number}: {name} has spaces at an end",
    "ledger.payment.padding": "payment {number}: {name} has spaces at an end",
    "ledger.name.twice": "{name} is a name of {member} already (member {number})",
    "ledger.name.twice.hint": "a name (or alias) belongs to one member: keep it in one place",
    "ledger.season.name": (
        "season {number}: its name must be short text that can be shown, got {value}"),
    "ledger.season.name.hint": "e.g. name = \"autumn 2026\"",
    "ledger.season.twice": "a season {name} is there already (season {number})",
    "ledger.season.twice.hint": "give each season a name of its own",
    "ledger.season.session": "season {number}: {value} is not a session's name",
    "ledger.season.both": "season {number} has both dates and a list of sessions",
    "ledger.season.empty": "season {number} has neither dates nor sessions",
    "ledger.season.kinds.hint": (
        "a season is since = 2026-09-01 and/or until = 2026-12-31, or sessions = [\"friday\", "
        "\"saturday\"] (the sessions' names)"),
    "ledger.season.order": "season {number} ends ({until}) before it starts ({since})",
    "ledger.season.order.hint": "since is the first day, until the last",
    "ledger.toml.fix_line": "{hint}; fix line {line} and run 'vint check --ledger'",
    "ledger.date.quoted": "a date is written without quotes: date = 2026-10-02",
    "ledger.payment.unknown": "payment {number}: {name} is not a member",
    "ledger.payment.self": "payment {number}: {name} pays himself",
    "ledger.payment.self.hint": "a payment goes from one member to another",
    "ledger.payment.amount": (
        "payment {number}: amount must be money to the cent, more than 0, got {value}"),
    "ledger.amount.quoted": 'write money in quotes, to the cent: amount = "{value}"',
    "ledger.payment.season": "payment {number}: no season {name} in the ledger",
    "storage.type.date": "a date (YYYY-MM-DD, no quotes)",
    "storage.format.ledger": "this is the club ledger, not a session",
    "storage.format.ledger.hint": (
        "'vint ledger' shows it, 'vint undo --ledger' and 'vint history --ledger' reach its "
        "revisions, 'vint check --ledger' checks it"),

    # What the commands say
    "cli.ledger.empty": "No sessions in {folder} and no club ledger yet.",
    "cli.ledger.skipped": "warning: {file} is skipped, it cannot be counted: {problem}",
    "cli.ledger.alias_alone": "--alias goes with --add-member NAME",
    "cli.ledger.alias_alone.hint": "vint ledger --add-member Anna --alias Аня",
    "cli.ledger.two_formats": "--json and --format {format} ask for two outputs",
    "cli.ledger.two_formats.hint": "give one of them",
    "cli.ledger.member_added": "{name} is a member now.",
    "cli.ledger.member_added.aliases": "{name} is a member now (also {aliases}).",
    "cli.ledger.aliases_added": "{name} is also {aliases} now.",
    "cli.ledger.undo_hint": "'vint undo --ledger' takes it back.",
    "cli.ledger.redo_then": "'vint redo --ledger' puts it back.",
    "cli.paid.done": "Payment {number}: {payer} paid {payee} {amount} on {date}.",
    "cli.ledger.not_with_session": "--ledger names the club ledger: no session goes with it",
    "cli.ledger.not_with_session.hint": "give either --ledger or a session",
    "cli.ledger.no_expect": "--expect checks a session's points, not the ledger",
    "cli.ledger.no_expect.hint": "'vint check --ledger' checks the ledger file alone",
    "cli.ledger.fine": sentence(
        "{path}: fine — {members}, {payments}, {seasons}.",
        members=counted("members", one="{members} member", other="{members} members"),
        payments=counted("payments", one="{payments} payment", other="{payments} payments"),
        seasons=counted("seasons", one="{seasons} season", other="{seasons} seasons")),
    "cli.ledger.command.new": "ledger started",
    "cli.ledger.command.member": "member",
    "cli.ledger.command.paid": "payment",
    "cli.ledger.history.title": (
        "Revisions of the club ledger, {name} (newest last; 'vint history --ledger --restore "
        "N' goes back to one):"),
    "cli.ledger.history.added.one": "payment {numbers} added",
    "cli.ledger.history.added.many": "payments {numbers} added",
    "cli.ledger.history.removed.one": "payment {numbers} removed",
    "cli.ledger.history.removed.many": "payments {numbers} removed",
    "cli.ledger.history.changed.one": "payment {numbers} changed",
    "cli.ledger.history.changed.many": "payments {numbers} changed",
    "cli.ledger.history.header": "members, seasons or currency changed",
    "cli.ledger.history.next": "'vint undo --ledger' reverts revision {number} ({command})",
    "cli.ledger.history.next_redo": "'vint redo --ledger' puts back revision {number} ({command})",
    "cli.ledger.payment": "{date} {payer} → {payee} {amount}",
    "cli.ledger.effect.added": "  payment {number} is back: {what}",
    "cli.ledger.effect.removed": "  payment {number} is gone: {what}",
    "cli.ledger.effect.changed": "  payment {number} is now: {what}",
    "cli.ledger.effect.header": "  the members, seasons and currency are as they were before it",
    # games/vint/sheet.py, render.py: the sheet explains itself
    "core.detail.capped": "capped from {full}: a side that revoked cannot win the game in that deal",
    # formats.py: the friends' page cites no rule in its words, only in this footnote
    "export.rules_note": "Rules applied: {ids}. Each is explained by 'vint rules ID', e.g. 'vint rules {example}'.",
    # -- issue 14: russian
    # cli/helptext.py: a negative number typed where Click reads an option
    "cli.usage.negative": "{number} is read as an option, not as a negative number",
    "cli.usage.negative.hint": "put -- before a negative number, after the options: {example}",
    # services/journal.py: `vint edit N --honours 4 --no-honours`
    "cli.edit.contradict": "{option} and {other} contradict each other",
    "cli.edit.contradict.hint": "give {option} to set the value, or {other} to clear it, not both",
    # games/vint/forms.py: `vint edit N` with nothing to change, N an all-pass
    "cli.edit.nothing.hint": (
        "give the fields to change, e.g. vint edit {number} --tricks 9 (vint edit --help lists "
        "them)"),
    # games/vint/notation.py: contracts and coronets as the reader reads and types them
    "core.contract.nt": "{level}NT",
    "core.contract.typed": "{level}{strain}",
    "core.strain.typed.spades": "S",
    "core.strain.typed.clubs": "C",
    "core.strain.typed.diamonds": "D",
    "core.strain.typed.hearts": "H",
    "core.strain.typed.nt": "NT",
    # money.py: the decimal sign of money shown to a person (not in --json, the file or CSV)
    "core.decimal_sign": ".",
    # cli/helptext.py: the words of the metavars in the help (PLAYER[=TRICKS])
    "cli.metavar.player": "PLAYER",
    "cli.metavar.tricks": "TRICKS",
    "cli.metavar.name": "NAME",
    "cli.metavar.key": "KEY",
    "cli.metavar.value": "VALUE",
    "cli.metavar.holder": "HOLDER",
    "cli.metavar.suit": "SUIT",
    "cli.metavar.file": "FILE",
    "cli.metavar.amount": "AMOUNT",
    "cli.metavar.preset": "PRESET",
    "cli.metavar.old": "OLD",
    "cli.metavar.new": "NEW",
    "cli.metavar.name_or_path": "NAME_OR_PATH",
    "cli.metavar.declarer": "DECLARER",
    "cli.metavar.date": "DATE",
    "cli.metavar.contract": "CONTRACT",
    "cli.metavar.points": "POINTS",
    "cli.metavar.id": "ID",
    "cli.metavar.from": "FROM",
    "cli.metavar.to": "TO",
    "cli.metavar.money": "AMOUNT",
    "cli.metavar.season": "SEASON",
    "cli.metavar.type.int": "<int>",
    "cli.metavar.type.str": "<str>",
    # cli/helptext.py: Click's [default: …] in the help
    "cli.help.default": "default",
    # issue 16: the pulya drawn (games/preferans/drawing.py, P12): the strips' captions,
    # the circle's caption above the pool target, and what the drawing shows, in words
    # issue 16: vint serve
    # cli/serve.py, vintscore/web/: the live page, its links and the scorekeeper's form
    "cli.help.serve": (
        "Serve the live page of a session to every phone at the table, until Ctrl-C.\n\n"
        "Prints two links: the viewer's (the sheet, the settlement, the last deal, who deals "
        "next; it follows every change) and the scorekeeper's (the same page with a form for a "
        "deal, an all-pass, undo and redo). Each holds a long secret token, kept in "
        ".serve/tokens.json in the sessions folder. Only this computer can connect unless "
        "--lan is given."),
    "cli.help.serve.port": "The port to listen on; 0 takes any free one.",
    "cli.help.serve.lan": (
        "Listen on the local network too (every device on it that has a link), not only on "
        "this computer."),
    "cli.help.serve.new_tokens": "Make new tokens: the links given before stop working.",
    "serve.viewer": "The viewer's link (the score, for everyone at the table):",
    "serve.scorekeeper": "The scorekeeper's link (it writes too; keep it to yourself):",
    "serve.qr": "The viewer's link as a code for a phone's camera:",
    "serve.lan": (
        "Listening on this computer (127.0.0.1) and on the local network at {address}, on no "
        "other address."),
    "serve.lan.unknown": (
        "No address of this computer on the local network was found: listening on this "
        "computer (127.0.0.1) only."),
    "serve.local": (
        "Only this computer can open the links, so no code for a phone is shown; to serve the "
        "phones at the table, run 'vint serve --lan'."),
    "serve.tokens": "The links' tokens are kept in {path}.",
    "serve.tokens.new": "New tokens were made: the links given before no longer work.",
    "serve.stop": "Press Ctrl-C to stop.",
    "serve.stopped": "The server has stopped: its links no longer answer.",
    "serve.port_taken": "Cannot listen on port {port}: {reason}",
    "serve.port_taken.hint": "choose another port with --port, or --port 0 for any free one",
    "serve.tokens.unwritable": "Cannot keep the links' tokens in {path}: {reason}",
    "serve.tokens.unwritable.hint": "check that the sessions folder can be written",
    "serve.last": "Last entry: {text}",
    "serve.nothing_yet": "Nothing entered yet.",
    "serve.next_dealer": "Next to deal: {dealer}.",
    "serve.problems.title": "The session's file has problems",
    "serve.problems": (
        "This is what 'vint check' says of it. The sheet comes back by itself once the file is "
        "mended."),
    "serve.unread": "The session's file cannot be read just now.",
    "serve.live.scrolls": "Wider than the screen: swipe it sideways to see the rest.",
    "serve.live.offline": "The connection is lost; trying again…",
    "serve.live.sending": "Sending…",
    "serve.live.pending": (
        "Not sent yet: the connection is lost. It is sent, once, as soon as it is back; what "
        "was typed is kept."),
    "serve.rules.see": "see rule {rule}",
    "serve.rules_note": "Rules applied: {ids}. Each opens its rule.",
    "serve.rules.of": "The rules of",
    "serve.key.nt": "NT",
    "serve.key.more": "+ another",
    "serve.form.title": "Scorekeeper",
    "serve.form.kind.deal": "A deal",
    "serve.form.kind.pass": "All passed",
    "serve.form.record": "Continue",
    "serve.form.save": "Save",
    "serve.form.change": "Change",
    "serve.preview.again": (
        "Not saved: the answers or the session changed since they were shown. This is what "
        "they write now."),
    "serve.form.again": "Start again",
    "serve.form.all_pass": "All passed",
    "serve.form.undo": "Undo",
    "serve.form.redo": "Redo",
    "serve.ask.undo.event": "Undo event {number}: {what}?",
    "serve.ask.redo.event": "Redo event {number}: {what}?",
    "serve.ask.undo": "Undo revision {number} ({command})?",
    "serve.ask.redo": "Redo revision {number} ({command})?",
    "serve.ask.undo.yes": "Yes, undo it",
    "serve.ask.redo.yes": "Yes, redo it",
    "serve.ask.no": "No, keep it as it is",
    "serve.form.needed": "This is needed.",
    # issue 32: a submission written by a server that died before saying so, answered
    # from the session's history (web/app.py, _again)
    "serve.submitted.done": "Done already: revision {number}.",
    "serve.http.not_found": "Nothing here: the link is wrong, or no longer valid.",
    "serve.http.viewer": "This link shows the score; only the scorekeeper's link writes.",
    "serve.http.cross_site": "Refused: the request did not come from this page.",
    "serve.http.too_large": "Refused: too much was sent.",
    "serve.http.stopping": "Refused: the server is stopping; nothing was written.",
    "serve.http.too_slow": "Refused: the request came too slowly.",
    "serve.http.bad_form": "Refused: the form could not be read.",
    "serve.move.unsaid": (
        "Refused: the page did not say which change it showed; nothing was undone or redone."),
    "serve.move.unsaid.hint": "Load the page again and press the button once more.",
    "serve.redo.changed": "the session changed since the page showed it: nothing was redone",
    # issue 14: the editor's last rows
    "core.hand.dummy": "dummy",
    "core.hand.dummy_of": "dummy-{player}",
    "core.hand.dummy_typed": "dummy-{player}",
    "core.side.hands": "{a} & {b}",
    "core.side.own_dummy": "{player} & dummy-{player}",
    "core.side.and": " & ",
    "core.minus_sign": "-",
    "core.date": "{year}-{month}-{day}",
    "core.datetime": "{date} {time}{offset}",
    # given back to the shared catalogue: the games of rubbers say them (rubber/)
    "cli.new.no_table": "no table {table!r}",
    "cli.new.no_table.hint": "tables: {tables}",
    "cli.seat.nothing": "nothing to change",
    "cli.seat.nothing.hint": "--pairs A+B,C+D, --join NAME, --leave PLAYER or --replace OLD=NEW",
    "cli.seat.not_pair": "not a {option} pair: {text!r}",
    "cli.seat.not_pair.hint": "two names joined by '{sep}', e.g. {option} {example}",
    "cli.seat.example.pairs": "Anna+Vera",
    "cli.seat.example.replace": "Gleb=Dmitri",
    "core.adjust.too_big": counted(
        "amount", one="an adjustment of {amount} point is beyond any sheet",
        other="an adjustment of {amount} points is beyond any sheet"),
    "core.adjust.too_big.hint": counted("most", one="at most {most} point either way",
                                        other="at most {most} points either way"),
    "storage.kind.seat": "a seat change",
    "storage.kind.rules": "a switch of rules",
    "storage.place.seat": "in a seat change",
    "storage.place.rules_event": "in a switch of rules",
    "storage.table.bad": "table is one of {choices}, got {value}",
    "storage.table.bad.hint": 'write table = "{pairs}" for four players, 1st & 3rd partners',
    "storage.players.count": counted(
        "low", one="the {table} table takes {low} player, got {count}: {players}",
        other="the {table} table takes {low} players, got {count}: {players}"),
    "storage.players.count_range": (
        "the {table} table takes {low} to {high} players, got {count}: {players}"),
    "storage.players.count.hint": "write players = {example}, in seating order",
    "storage.rules.no_preset": "no rules preset {value}",
    "storage.rules.no_preset.hint": "{near}(presets: {presets})",
    "storage.seat.twos": "{field} must be names in twos like {example}, got {value}",
    "storage.seat.empty": "a seat change says what changes: pairs, join, leave or replace",
    "storage.seat.empty.hint": 'e.g. join = ["Dmitri"]',
    "cli.adjust.amount": "say the points of the entry",
    "cli.adjust.vint.hint": "vint adjust PLAYER POINTS --reason TEXT [--below]",
    "core.seat.chain": "{name} would come in and go out in the same change, and so never play",
    "core.seat.chain.hint": "type the change it means: {instead}",
    "core.seat.chain.nothing": (
        "the change would leave the table as it is: there is no seat change to type"),
    "storage.seat.chain.hint": "write the change it means: {instead}",
    "storage.seat.chain.nothing": (
        "the change leaves the table as it is: remove it, or mark it void = true"),
    "core.seat.twice": "{name} is named twice in this change",
    "core.seat.twice.hint": "name each player once: {choices}",
    "storage.seat.plan": 'plan is "fair" (planned afresh from the evening) or "restart", got {value}',
    "storage.players.example": '["Anna", "Boris", "Vera", "Gleb"]',
    # what every game says by default (games/base.py, games/showing.py) and the options
    # a game declares as data (tally/options.py)
    "storage.rules.hint": "write the [rules] table as 'vint new' wrote it",
    "storage.players.sizes": "{game}: {low} to {high} players, not {count}",
    "storage.players.sizes.hint": "name {low} to {high} players: --players Anna,Boris,Vera",
    "check.session.fine": counted(
        "events", one="{path}: fine — {events} event, players {players}, rules {rules}.",
        other="{path}: fine — {events} events, players {players}, rules {rules}."),
    "cli.new.made": "Created {path}: {game}, {rules}, stake {stake}.",
    "export.money": "Money",
    "export.settlement": "Settlement",
    "export.stake": "Stake",
    "export.col.kind": "Kind",
    "log.row": "{number}. {what} — {wrote}",
    "tally.option.value": "{option} is {values}, not {value}",
    "tally.option.unknown": "not an option: {text!r} (the options are {keys})",
    # the sheet of running totals (tally/view.py); a game says its own version of any
    # (GAME.tally.…, glossary.own): the toy's rounds are matches, Thousand's the game
    "tally.void": "nothing: void",
    "tally.in_round": "in round {round}: {points}",
    "tally.points": "{points}",
    "tally.marks": "{player}: {marks}",
    "tally.won": "{player} wins round {round}.",
    "tally.round": "Round {round}",
    "tally.round.won": "Round {round}, won by {winner}",
    "tally.title": "{title} — {rules}",
    "tally.next_dealer": "Next deal: {dealer} deals.",
    "tally.won.col": "won",
    "tally.unfinished": "Not over: nobody pays yet",
    "tally.stats.played": "played",
    "tally.stats.title": counted("count", one="{game}: {count} session",
                                 other="{game}: {count} sessions"),
    "tally.col.round": "Round",
    "tally.csv.total": "total",
    "tally.option.from": "a whole number from {least}",
    # vint rescore of a sheet of running totals (tally/typed.py, tally/view.py): no presets,
    # each option by its key
    "tally.help.rescore": (
        "Show every player's total and money under other options, without writing; "
        "--write switches the game to them (an event: vint undo goes back)."),
    "tally.help.rescore.rules": "Refused: this game has no presets; use --rule KEY=VALUE.",
    "tally.help.rescore.rule": "Change one option from the rules played now; repeat for more.",
    "tally.help.rescore.write": "Switch the game to these options (vint undo goes back).",
    "tally.rules.none": "this game has no presets, not {name!r}",
    "tally.rules.none.hint": "change an option with --rule KEY=VALUE",
    "tally.rules.defaults": "the default options",
    "tally.dealer.unknown": "the first dealer {dealer!r} is not one of the players ({players})",
    "tally.dealer.hint": "write one of the players, such as dealer = \"{example}\", or leave the key out: the first player deals first",
    "tally.edit.switch": "{option} does not apply: event {number} is a switch of options, which takes a --note alone",
    "tally.edit.switch.hint": "to score by other options, void it (vint void {number}) and rescore again: vint rescore --rule KEY=VALUE --write",
    "tally.rescore.nothing": "say which option to change",
    "tally.switch": "options switched: {rules}",
    "tally.rescore.title": "Now {now}; then {then}:",
    "tally.rescore.col.player": "player",
    "tally.rescore.col.now": "now",
    "tally.rescore.col.then": "then",
    "tally.rescore.col.change": "change",
    "tally.rescore.col.money_now": "money now",
    "tally.rescore.col.money_then": "money then",
    "tally.rescore.won": "Winner now: {now}; under those options: {then}.",
    "tally.rescore.nobody": "nobody yet",
    "tally.rescore.written": "The game is now scored with {rules}; vint undo goes back.",
    # vint rating (cli/rating.py, services/rating.py; vintscore/rules/rating.en.md, L1–L10)
    "cli.help.rating": (
        "The club's rating: who plays best, each game apart, and how sure it is.\n\n"
        "Every finished match of the folder's sessions, as each game counts one (L2), in the "
        "order played, rated by openskill's Plackett–Luce model (L1–L4); a "
        "rating on fewer than 10 matches is provisional (L6). See 'vint rules L1'."),
    "cli.help.rating.game": "Rate this game only (its name in the session files).",
    "cli.help.rating.players": (
        "Only the sessions in which one of these played, and their rows: A,B (names as "
        "everywhere: any case, or a unique beginning)."),
    "cli.help.rating.pairs": "The partnerships instead of the players, in the games of sides (L5).",
    "cli.help.rating.explain": (
        "The matches that moved NAME's rating (or A+B's, a partnership's): with and "
        "against whom, the rank, the rating before and after (L7)."),
    "rating.game.unknown": "no game {game!r} to rate",
    "rating.game.hint": "--game {games}",
    "rating.explain.bad": "not a player or a partnership: {text!r}",
    "rating.explain.hint": "--explain NAME, or --explain A+B for a partnership",
    "rating.explain.nobody": "nobody rated goes by {text!r} in these sessions",
    "rating.explain.nobody.hint": "the players: {names}",
    "rating.none": "No finished match to rate in {folder}.",
    "rating.title": counted("count", one="{game}: the rating over {count} session",
                            other="{game}: the rating over {count} sessions"),
    "rating.col.pair": "Partnership",
    "rating.col.rating": "Rating",
    "rating.col.mu": "μ",
    "rating.col.sigma": "σ",
    "rating.col.matches": "Matches",
    "rating.col.trend": "Trend",
    "rating.nobody": "No finished match yet.",
    "rating.no_pairs": "No partnership has played a finished match (L5).",
    "rating.provisional": "* provisional: fewer than {count} matches (L6). Rating: μ − 3σ (L4).",
    "rating.explain.head": (
        "{name}, {game}: rating {rating} (μ {mu}, σ {sigma}), {matches} matches."),
    "rating.explain.versus": "; ",
    "rating.explain.step": "{session}, {unit}: against {opponents}, rank {rank}: {before} → {after}",
    "rating.explain.step.with": (
        "{session}, {unit}: with {partners} against {opponents}, rank {rank}: "
        "{before} → {after}"),
    "rating.unit.rubber": "rubber {number}",
    "rating.unit.chicago": "chicago {number}",
    "rating.unit.game": "the game",
    # the rating on a page (rating_chart.py, pages/templates/rating/): the ledger's HTML
    # export and the live page of `vint serve` (issue 36, point 4)
    "rating.chart.heading": "The rating after each evening",
    "rating.chart.title": "{game}: the rating after each evening",
    # the partnerships' chart under the players' (L5): a pair named by its two, as
    # `--explain Anna+Vera` names it ('&' joins the names of lines that are one)
    "rating.chart.pairs.heading": "The partnerships' rating after each evening",
    "rating.chart.pairs.title": "{game}: the partnerships' rating after each evening",
    "rating.chart.pair": " + ",
    "rating.chart.evenings": "evenings, by date",
    "rating.chart.dot": "{name}, {day} ({session}): {rating}",
    "rating.section.provisional": "* provisional: fewer than {count} matches.",
    "rating.section.ledger": (
        "Rated over the sessions this page counts, everyone starting afresh: a season is a "
        "selection."),
    "rating.section.live": "Rated over every session of this game in the folder.",
}
