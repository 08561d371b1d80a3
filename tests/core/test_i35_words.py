"""Issue 35, point 1: each game in Russian as its players say it.

- docs/development.md, "The Russian text" (the native editor's first convention):
  a player's name or a side is never put where Russian needs an oblique case — no
  preposition that governs a case comes right before a placeholder holding a name, and no
  message ends in such a preposition (glue like « против » joining two sides). Read over
  every message of every catalogue (the shared one and each registered game's), and over
  what a short Russian evening of each game prints.
- Each game's words are its own (the same section, and the rules' vocabularies in
  vintscore/rules/: bridge's B33): no Preferans word in bridge or Vint, no Vint phrase in
  Preferans or bridge, no bridge word in the others — in the game's own catalogue and in
  what its evening prints. Each game declares its own words (`Game.own_words`) and its
  short evening (`Game.sample`), so a game copied in and registered is read as these are.
- A game's own version of a shared message (glossary.own) takes the same values as the
  shared one.
"""
from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from helpers_cli.messages import templates
from helpers_cli.vintcli import ok, run

from vintscore.games import game_of
from vintscore.glossary import catalog, every_message, own
from vintscore.registry import names, package_of

# The prepositions that govern an oblique case (convention 1): a name right after one
# would have to be declined.
PREPOSITIONS = ("против", "у", "для", "с", "со", "к", "ко", "от", "без", "за", "на", "о", "об",
                "обо", "по", "при", "про", "через", "между", "кроме", "вместо", "после", "до",
                "из", "перед", "над", "под", "помогает", "около", "возле", "ради", "среди")
_PREP = "|".join(sorted(PREPOSITIONS, key=len, reverse=True))

# Every placeholder of the Russian catalogues: True when it may hold a person's name or a
# side (a pair, hands, a list of players), False when it never does. A game classifies its
# own messages' other placeholders beside them (`PLACEHOLDERS` of its messages_ru.py: the
# toy's). A placeholder classified nowhere fails the test below, so a new one is classified
# before it is said.
PLACEHOLDERS = {
    **dict.fromkeys((
        "a", "b", "aliases", "dealer", "declarer", "defenders", "dummy", "helped", "helper",
        "holder", "member", "members", "name", "names", "new", "old", "out", "pairs",
        "payee", "payer", "player", "players", "side", "sides", "whister", "writer",
        "columns", "ahead", "short", "winner", "partners", "opponents"), True),
    **dict.fromkeys((
        "aces", "address", "again", "agreed", "amount", "args", "backup", "backups",
        "balance", "belongs", "block", "blocks", "byte", "cards", "changes", "char", "chars",
        "chicago", "choices", "code", "column", "command", "commands", "contract",
        "convention", "coronet", "count", "created", "currency", "current", "date", "day",
        "days", "deal", "defence", "detail", "differs", "directory", "discards", "doubled",
        "dropped", "error", "event", "events", "exact", "example", "field", "file", "first",
        "five", "fix", "folder", "format", "formats", "four", "full", "game", "games",
        "game_choices", "game_names", "game_presets", "games_stats",
        "given", "got", "held", "high", "hint", "honours", "how", "id", "ids", "instead",
        "items", "keep", "kept", "keys", "kind", "kinds", "known", "label", "lang", "last",
        "latest", "least", "level", "line", "lineup", "listed", "log", "lost", "low", "mark",
        "marks", "matches", "round", "wrote", "mu", "sigma", "rating", "rank", "before", "after", "unit",
        "max_bytes", "max_chars", "message", "month", "more", "most", "n", "nbytes", "near",
        "need", "needed", "news", "note", "now", "number", "numbers", "offset", "on",
        "option", "options", "other", "outcome", "paid", "paper", "part", "parts", "path",
        "payments", "place", "played", "points", "port", "premiums", "preset", "presets",
        "problem", "reason", "received", "refused", "rest", "result", "results", "row",
        "rubber", "rubbers", "rule", "rules", "score", "scores", "seasons", "second", "sep",
        "series", "session", "sessions", "shown", "since", "stake", "start", "step", "stop",
        "strain", "suit", "supported", "table", "tables", "target", "text", "then", "time",
        "title", "totals", "tricks", "typed", "until", "value", "values", "version", "vists",
        "vulnerable", "ways", "what", "where", "why", "won", "word", "year"), False),
}

RU = every_message("ru")  # the shared catalogue and every registered game's


def declared(game: str) -> dict[str, bool]:
    """The placeholders a game's Russian catalogue classifies (none when it says none)."""
    import importlib
    package = package_of(game)
    if package is None:
        return {}
    return dict(getattr(importlib.import_module(f"{package}.messages_ru"), "PLACEHOLDERS", {}))


def holds_a_name(field: str, key: str = "") -> bool | None:
    """Whether the placeholder `field` of the message `key` may hold a name: as the key's
    game classifies it, else as the table above does; None when classified nowhere."""
    mine = declared(key.partition(".")[0]).get(field) if "." in key else None
    return mine if mine is not None else PLACEHOLDERS.get(field)


def _fields(form: str) -> list[str]:
    return [re.split(r"[.\[!:]", field)[0]
            for _, field, _, _ in string.Formatter().parse(form) if field]


def declined(form: str, key: str = "") -> list[str]:
    """What in a template (of the message `key`) would need a name declined: a preposition
    right before a placeholder holding a name, or the template ending in a preposition."""
    found = [m.group(0) for m in re.finditer(
        rf"(?<![\w-])(?:{_PREP})\s+\{{(\w+)[^}}]*\}}", form, re.IGNORECASE)
        if holds_a_name(m.group(1), key)]
    if re.search(rf"(?:^|\s)(?:{_PREP})\s+$", form, re.IGNORECASE):  # glue: " против "
        found.append(f"…{form[-12:]!r} (ends in a preposition)")
    return found


def unclassified(messages) -> list[tuple[str, str]]:
    return sorted({(field, key) for key, text in messages.items() for form in templates(text)
                   for field in _fields(form) if holds_a_name(field, key) is None})


def test_issue_35_every_placeholder_is_classified_name_or_not():
    """Convention 1 is read by the table above and the games' own: a placeholder neither
    knows fails here."""
    unknown = unclassified(RU)
    assert not unknown, ("classify these placeholders in PLACEHOLDERS (here, or the game's "
                         "messages_ru.py): " + repr(unknown))


def test_issue_35_a_game_classifies_its_own_placeholders():
    """A game's declaration reads for its own keys only, and before the shared table."""
    assert holds_a_name("player", "core.x") is True and holds_a_name("nothing", "core.x") is None
    for game in names():
        for field, name in declared(game).items():
            assert isinstance(name, bool), (game, field)
            assert holds_a_name(field, f"{game}.x") is name


def test_issue_35_convention_1_no_name_after_a_preposition():
    """«Аня и Вера против Боря и Глеб»: names are not declined, so none stands where a
    preposition wants a case (docs/development.md, "The Russian text"). Every message of
    every catalogue read at once, every bad key named (issue 33, point 4)."""
    wrong = [(key, hit) for key in sorted(RU) for form in templates(RU[key])
             for hit in declined(form, key)]
    assert not wrong, wrong


def test_issue_35_the_check_finds_what_it_is_for():
    assert declined("{a} против {b}") == ["против {b}"]
    assert declined(" против ")
    assert not declined("над")  # an answer typed, not glue
    assert declined("сдача, на {player}")
    assert not declined("{side} в плюсе на {points}")
    assert not declined("пары: {a} — {b}")


# ----------------------------------------------------------------------------------------
# Each game's exclusive words, by the rules' vocabularies: a word a game declares its own
# (`Game.own_words`) may appear in no other game's catalogue or output. Vint and bridge
# share роббер, онёры, шлем, болван; Vint and Preferans share пас and the deal's words.
def exclusive() -> dict[str, set[str]]:
    """Each pattern of a word some registered games declare their own: those games."""
    found: dict[str, set[str]] = {}
    for game in names():
        for pattern in game_of(game).own_words:
            found.setdefault(pattern, set()).add(game)
    return found


def foreign(text: str, game: str) -> list[str]:
    return [m.group(0) for pattern, games in exclusive().items() if game not in games
            for m in re.finditer(pattern, text, re.IGNORECASE)]


@pytest.mark.parametrize("game", names())
def test_issue_35_a_games_catalogue_holds_its_own_words_only(game):
    """The game's own catalogue, in Russian, names no other game's exclusive word."""
    wrong = {key: hits for key, text in catalog("ru", game).items()
             if (hits := [h for form in templates(text) for h in foreign(form, game)])}
    assert not wrong, wrong


@pytest.mark.parametrize("game", names())
def test_issue_35_a_games_own_version_takes_the_shared_values(game):
    """glossary.own: a game's version of a shared key says the same values, in every form
    of every language (the shared code gives it those)."""
    for lang in ("en", "ru"):
        shared = catalog(lang)
        for key, text in catalog(lang, game).items():
            rest = key.partition(".")[2]
            if rest in shared:
                assert own(game, rest) == key
                mine = {f for form in templates(text) for f in _fields(form)}
                theirs = {f for form in templates(shared[rest]) for f in _fields(form)}
                assert mine == theirs, (lang, key, mine, theirs)


# ----------------------------------------------------------------------------------------
# A short Russian evening of each game, through the command line: the one it declares
# (`Game.sample`). A game the registry has and no evening fails: its words are read before
# it ships.
SAID = ("sheet", "settle", "log", "history", "undo", "redo")


def evening(game: str, tmp_path: Path) -> tuple[str, list[str]]:
    players, commands = game_of(game).sample
    out = [ok("new", f"вечер-{game}", "--game", game, "--players", players, "--lang", "ru",
              "--stake", "0.5").stdout]
    out += [ok(*c).stdout for c in commands]
    out += [ok(c).stdout for c in SAID]
    md = tmp_path / f"{game}.md"
    ok("export", "--format", "md", "-o", str(md))
    out.append(md.read_text(encoding="utf-8"))
    return "\n".join(out), players.split(",")


@pytest.mark.parametrize("game", names())
def test_issue_35_every_registered_game_has_an_evening(game):
    """Its sample evening (two players or more, a command or more) and its own words."""
    players, commands = game_of(game).sample
    assert len(players.split(",")) >= 2 and commands, game
    assert all(c and all(isinstance(a, str) for a in c) for c in commands), commands
    assert game_of(game).own_words, game
    for pattern in game_of(game).own_words:
        re.compile(pattern)


@pytest.mark.parametrize("game", names())
def test_issue_35_an_evening_in_russian_declines_no_name(game, sessions_dir, tmp_path):
    """Convention 1 over what the commands print: no preposition right before a player."""
    text, players = evening(game, tmp_path)
    names_ = "|".join(map(re.escape, players))
    wrong = re.findall(rf"(?<![\w-])(?:{_PREP})\s+(?:{names_})\b.{{0,20}}", text, re.IGNORECASE)
    assert not wrong, wrong


@pytest.mark.parametrize("game", names())
def test_issue_35_an_evening_in_russian_says_its_own_games_words(game, sessions_dir,
                                                                   tmp_path):
    text, _ = evening(game, tmp_path)
    wrong = sorted({line.strip() for line in text.splitlines() if foreign(line, game)})
    assert not wrong, wrong
    # and its own words are real: its evening says some of them
    assert any(re.search(p, text, re.IGNORECASE) for p in game_of(game).own_words), text


def test_issue_35_the_pass_out_is_each_games_own():
    """Bridge: «все спасовали» (B33); Preferans: «распасы» (P7); Vint: «распасовка» (V9)."""
    from vintscore.glossary import Msg, say
    said = {g: say(Msg(own(g, "play.passed"), number=2), "ru") for g in names()}
    assert said["bridge"].startswith("Все спасовали")
    assert said["preferans"].startswith("Распасы")
    assert said["vint"].startswith("Распасовка")
    assert run("--version").exit_code == 0  # the command line still starts
