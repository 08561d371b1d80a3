"""One glossary holds the languages: every message in English and Russian, none elsewhere.

The issue "At the table, in Russian" asks that no user-facing text be hard-coded outside
the glossary and that a test fail when a message exists in one language only. Issue 12:
the catalog is keyed by language, one module each, so a language is added by one file.
"""
from __future__ import annotations

import ast
import importlib
import string
from pathlib import Path

import pytest
from helpers_cli.messages import templates

from vintscore.glossary import (
    LANGS,
    Counted,
    Msg,
    Sentence,
    _format,
    catalog,
    counted,
    every_message,
    plural_category,
    say,
    sentence,
)
from vintscore.registry import folder_of
from vintscore.registry import names as games

PACKAGE = Path(__file__).resolve().parents[2] / "vintscore"
ERRORS = {"VintError", "InputError", "NotationError", "RuleViolation", "BusyError",
          "SessionFileError"}
SAYERS = {"echo", "say_"}  # the CLI's ways of writing to the user
CLDR = {"zero", "one", "two", "few", "many", "other"}
LANGUAGE = {lang: importlib.import_module(f"vintscore.glossary.messages_{lang}") for lang in LANGS}


def fields(template: str) -> set[str]:
    """The names of the values a template uses."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def countings(text) -> list[Counted]:
    """Every choice by a count in a message: itself, its sentence's, its phrases."""
    if isinstance(text, Sentence):
        return countings(text.text) + list(text.phrases.values())
    return [text] if isinstance(text, Counted) else []


def values_of(text) -> set[str]:
    """The values a message is said with: the names its templates use, and its counts."""
    return set().union(*map(fields, templates(text)), {c.by for c in countings(text)})


def sample(lang: str, category: str) -> int:
    """The smallest whole number of a plural category in `lang`."""
    return next(n for n in range(1000) if LANGUAGE[lang].plural_category(n) == category)


def test_the_languages_are_the_messages_files():
    """LANGS is the messages_<lang>.py files: a language is added by adding one."""
    files = {p.stem.removeprefix("messages_") for p in (PACKAGE / "glossary").glob("messages_*.py")}
    assert set(LANGS) == files == {"en", "ru"} and len(LANGS) == len(files)


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_every_key(lang):
    assert every_message(lang).keys() == every_message("en").keys()
    for game in games():  # and each game's own catalogue by itself
        assert catalog(lang, game).keys() == catalog("en", game).keys(), game
    with pytest.raises(KeyError):
        say(Msg("cli.no.such.key"), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_no_key_is_written_twice(lang):
    """A dict literal keeps the last of two equal keys silently: no file may have two, and
    no key is both the shared catalogue's and a game's (the shared one would hide it)."""
    files = [PACKAGE / "glossary" / f"messages_{lang}.py",
             *(folder / f"messages_{lang}.py" for game in games()
               if (folder := folder_of(game)) is not None)]
    every = []
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        keys = [k.value for node in ast.walk(tree) if isinstance(node, ast.AnnAssign)
                and getattr(node.target, "id", "") == "MESSAGES"  # not a game's PLACEHOLDERS
                and isinstance(node.value, ast.Dict) for k in node.value.keys]
        assert len(keys) == len(set(keys)), path.name
        every += keys
    assert len(every) == len(set(every)) == len(every_message(lang)), lang


def test_a_games_messages_are_named_by_the_game():
    """A game's catalogue holds only keys `GAME.…`, which the glossary finds with the game."""
    for game in games():
        for lang in LANGS:
            assert all(k.startswith(f"{game}.") for k in catalog(lang, game)), (game, lang)
    assert not [k for k in catalog("en") if k.partition(".")[0] in games()]


@pytest.mark.parametrize("lang", LANGS)
def test_each_language_has_its_plural_rule(lang):
    """plural_category gives the language's CATEGORIES, each of them for some whole number."""
    module = LANGUAGE[lang]
    assert module.CATEGORIES and set(module.CATEGORIES) <= CLDR, lang
    assert {module.plural_category(n) for n in range(-200, 1000)} == set(module.CATEGORIES)


@pytest.mark.parametrize("n, category", [
    (0, "many"), (1, "one"), (2, "few"), (3, "few"), (4, "few"), (5, "many"), (10, "many"),
    (11, "many"), (12, "many"), (13, "many"), (14, "many"), (15, "many"), (20, "many"),
    (21, "one"), (22, "few"), (24, "few"), (25, "many"), (100, "many"), (101, "one"),
    (102, "few"), (111, "many"), (112, "many"), (121, "one"), (1000, "many"), (1001, "one"),
    (-1, "one"), (-3, "few"), (-11, "many"), (-21, "one")])
def test_russian_plural_categories(n, category):
    """Worked out by hand: one for 1, 21, 101 but not 11; few for 2–4, 22–24 but not 12–14."""
    assert plural_category(n, "ru") == category


@pytest.mark.parametrize("n, category", [(0, "other"), (1, "one"), (2, "other"), (11, "other"),
                                         (21, "other"), (101, "other"), (-1, "one")])
def test_english_plural_categories(n, category):
    assert plural_category(n, "en") == category


def each_key(keys, check) -> list[str]:
    """What `check(key)` finds wrong with each key (a list of sentences), a message that
    cannot even be read (a broken template) named as such: every bad key, not the first."""
    problems: list[str] = []
    for key in sorted(keys):
        try:
            problems += check(key)
        except Exception as e:
            problems.append(f"{key}: {type(e).__name__}: {e}")
    return problems


def value_problems(lang: str) -> list[str]:
    """Each key whose text in `lang` is missing or empty, or uses other values than English's."""
    def check(key: str) -> list[str]:
        text, english = every_message(lang).get(key), every_message("en").get(key)
        if text is None or not all(t.strip() for t in templates(text)):
            return [f"{key}: {lang} is missing"]
        if english is not None and values_of(text) != values_of(english):
            return [f"{key}: {lang} uses {sorted(values_of(text))}, en {sorted(values_of(english))}"]
        return []
    return each_key(every_message("en").keys() | every_message(lang).keys(), check)


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_in_every_language_with_the_same_values(lang):
    """One test a language, naming every key that is wrong in it, not only the first."""
    problems = value_problems(lang)
    assert not problems, f"{len(problems)} messages in {lang}:\n" + "\n".join(problems)


def counting_problems(lang: str) -> list[str]:
    """Each counted message of `lang` that lacks a category of the language, whose forms use
    different values, whose forms do not say the number, or whose phrases are misnamed."""
    def check(key: str) -> list[str]:
        text, problems = every_message(lang)[key], []
        for choice in countings(text):
            forms = list(choice.forms.values())
            if set(choice.forms) != set(LANGUAGE[lang].CATEGORIES):
                problems.append(f"{key} (by {choice.by}): the categories {sorted(choice.forms)}, "
                                f"not {sorted(LANGUAGE[lang].CATEGORIES)}")
            if not forms:
                continue
            if not all(fields(f) == fields(forms[0]) for f in forms):
                problems.append(f"{key} (by {choice.by}): the forms use different values")
            if choice.by not in fields(forms[0]):  # it says the number
                problems.append(f"{key} (by {choice.by}): the forms do not say {choice.by}")
        if isinstance(text, Sentence):  # a phrase says the value it is named after
            if not all(phrase.by == name for name, phrase in text.phrases.items()):
                problems.append(f"{key}: a phrase is not counted by the value it is named after")
            if not set(text.phrases) <= set().union(*map(fields, templates(text.text))):
                problems.append(f"{key}: a phrase the sentence does not use")
        return problems
    return each_key(every_message(lang), check)


@pytest.mark.parametrize("lang", LANGS)
def test_a_counted_message_has_every_category_of_its_language(lang):
    """Each plural form is written out in full, with the same values as the others; one test
    a language, naming every message that is wrong in it."""
    problems = counting_problems(lang)
    assert not problems, f"{len(problems)} counted messages in {lang}:\n" + "\n".join(problems)


def values_for(key: str, lang: str) -> dict[str, object]:
    text = every_message(lang)[key]
    return {name: 3 if any(c.by == name for c in countings(text)) else "x"
            for name in values_of(text)}


def unsayable(lang: str) -> list[str]:
    """Each message of `lang` that cannot be said with values of the kinds it takes."""
    def check(key: str) -> list[str]:
        return [] if say(Msg(key, **values_for(key, lang)), lang) else [f"{key}: says nothing"]
    return each_key(every_message(lang), check)


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_can_be_said(lang):
    """One test a language, naming every message that cannot be said in it."""
    problems = unsayable(lang)
    assert not problems, f"{len(problems)} messages in {lang}:\n" + "\n".join(problems)


def test_the_checks_of_every_message_name_every_bad_one_at_once(monkeypatch):
    """The three checks above are one test a language: each still fails for a single bad
    message, and names all of them, not only the first (planted here in Russian)."""
    ru, vint = catalog("ru"), catalog("ru", "vint")  # the shared catalogue, and a game's own
    assert value_problems("ru") == counting_problems("ru") == unsayable("ru") == []
    monkeypatch.setitem(ru, "cli.no_event", "нет события {number}")  # {count} lost
    assert value_problems("ru") == ["cli.no_event: ru uses ['number'], en ['count', 'number']"]
    monkeypatch.setitem(vint, "vint.detail.x", "  ")
    assert [p.split(":")[0] for p in value_problems("ru")] == ["cli.no_event", "vint.detail.x"]

    monkeypatch.setitem(vint, "vint.detail.over", counted("n", one="{n} взятка", few="{n} взятки"))
    assert counting_problems("ru") == [
        "vint.detail.over (by n): the categories ['few', 'one'], not ['few', 'many', 'one']"]
    monkeypatch.setitem(vint, "vint.report.deal.honours", counted("n", one="онёр", few="{n}",
                                                                  many="{n} {m}"))
    assert counting_problems("ru") == [
        "vint.detail.over (by n): the categories ['few', 'one'], not ['few', 'many', 'one']",
        "vint.report.deal.honours (by n): the forms use different values",
        "vint.report.deal.honours (by n): the forms do not say n"]

    monkeypatch.setitem(catalog("ru", "preferans"), "preferans.table", "")  # a game's own
    assert unsayable("ru") == ["preferans.table: says nothing"]
    monkeypatch.setitem(vint, "vint.export.table.rotation", "{table")
    monkeypatch.setitem(ru, "export.players", "{table")  # shared
    assert [p.split(":")[0] for p in unsayable("ru")] == ["export.players",  # shared,
                                                          "preferans.table",  # and each
                                                          "vint.export.table.rotation"]  # game's


@pytest.mark.parametrize("lang", LANGS)
def test_a_counted_message_is_said_in_the_form_of_each_category(lang):
    """Each count of each message, at a number of each category: the form of that category."""
    said = 0
    for key, text in every_message(lang).items():
        values = values_for(key, lang)
        for choice in countings(text):
            for category, form in choice.forms.items():
                n = sample(lang, category)
                got = say(Msg(key, **{**values, choice.by: n}), lang)
                # filled as the language fills it (Russian quotes a value shown as typed «…»)
                phrase = _format(form, {**values, choice.by: n}, LANGUAGE[lang])
                assert phrase in got and str(n) in got, (key, lang, category, got)
                said += 1
    assert said >= 30 * len(LANGUAGE[lang].CATEGORIES)  # 30-odd counted messages


@pytest.mark.parametrize("count, en, ru", [
    (0, "0 events", "0 записей"), (1, "1 event", "1 запись"), (2, "2 events", "2 записи"),
    (4, "4 events", "4 записи"), (5, "5 events", "5 записей"), (11, "11 events", "11 записей"),
    (12, "12 events", "12 записей"), (21, "21 events", "21 запись"),
    (22, "22 events", "22 записи"), (25, "25 events", "25 записей"),
    (101, "101 events", "101 запись"), (111, "111 events", "111 записей")])
def test_a_count_picks_the_whole_sentence_of_its_category(count, en, ru):
    message = Msg("cli.no_event", number=200, count=count)
    assert str(message) == f"no event 200: the session has {en}"
    assert say(message, "ru") == f"нет записи 200: всего {ru}"


def test_a_sentence_is_written_whole_where_the_count_changes_more_than_its_noun():
    """«нужна 21 карта», «нужно 14 карт»: the verb agrees with the count (vint.coronet.cards)."""
    assert say(Msg("vint.coronet.cards", holder="Вера", cards=21), "ru") == (
        "коронкам игрока Вера нужна 21 карта, а на руке их 13")
    assert say(Msg("vint.coronet.cards", holder="Вера", cards=22), "ru") == (
        "коронкам игрока Вера нужно 22 карты, а на руке их 13")
    assert say(Msg("vint.coronet.cards", holder="Вера", cards=14), "ru") == (
        "коронкам игрока Вера нужно 14 карт, а на руке их 13")
    assert say(Msg("vint.coronet.honours", shown="Вера:ч:21", needed=21, side="Вера и Глеб",
                   held=4), "ru") == (
        "в коронке «Вера:ч:21» 21 козырной онёр, а Вера и Глеб держали только 4")


@pytest.mark.parametrize("key, values, ru", [
    ("core.players.too_long", {"n": 1, "name": "Анна"}, "имя игрока — не длиннее 1 знака: «Анна»"),
    ("core.players.too_long", {"n": 2, "name": "Анна"}, "имя игрока — не длиннее 2 знаков: «Анна»"),
    ("core.players.too_long", {"n": 40, "name": "Анна"},
     "имя игрока — не длиннее 40 знаков: «Анна»"),
    ("core.adjust.too_big.hint", {"most": 1}, "не больше 1 очка в любую сторону"),
    ("core.adjust.too_big.hint", {"most": 3}, "не больше 3 очков в любую сторону"),
    ("core.table.players_range", {"low": 3, "high": 4}, "от 3 до 4 игроков"),
    ("core.table.players_range", {"low": 3, "high": 21}, "от 3 до 21 игрока"),
    ("core.table.players", {"n": 4}, "4 игрока"),
    ("core.table.players", {"n": 5}, "5 игроков"),
])
def test_after_a_preposition_or_a_comparative_the_count_takes_the_genitive(key, values, ru):
    """«до 4 игроков», «не длиннее 1 знака»: not the nominative forms of «4 игрока», «1 знак»."""
    assert say(Msg(key, **values), "ru") == ru


@pytest.mark.parametrize("key, values, en, ru", [
    # the review of the Russian text (issue 14), its rows on counts
    ("vint.report.pass.played", {"player": "Анна", "tricks": 1},  # row 19: взяла … взятку
     "all pass, played out: Анна's side took 1 trick", "распасовка сыграна: сторона Анна взяла 1 взятку"),
    ("vint.report.pass.played", {"player": "Анна", "tricks": 3},
     "all pass, played out: Анна's side took 3 tricks", "распасовка сыграна: сторона Анна взяла 3 взятки"),
    ("vint.report.pass.played", {"player": "Анна", "tricks": 8},
     "all pass, played out: Анна's side took 8 tricks", "распасовка сыграна: сторона Анна взяла 8 взяток"),
    ("vint.detail.over", {"n": 1}, "1 over", "1 взятка сверх"),  # row 26
    ("vint.detail.over", {"n": 2}, "2 over", "2 взятки сверх"),
    ("vint.detail.over", {"n": 5}, "5 over", "5 взяток сверх"),
    ("vint.detail.x", {"n": 1}, "1 × X", "1 крестик"),  # row 50
    ("vint.detail.x", {"n": 3}, "3 × X", "3 крестика"),
    ("vint.detail.x", {"n": 5}, "5 × X", "5 крестиков"),
    ("vint.report.deal.honours", {"n": 1}, "honours 1", "онёров: 1"),  # row 14
    ("vint.report.deal.aces", {"n": 2}, "aces 2", "тузов: 2"),
    ("vint.coronet.side_aces", {"side": "Анна и Вера", "needed": 3, "held": 2},  # row 27
     "the coronets of Анна и Вера need 3 aces but the side held 2",
     "для коронок стороны Анна и Вера нужно 3 туза, а у неё всего 2"),
    ("vint.coronet.side_aces", {"side": "Анна и Вера", "needed": 1, "held": 0},
     "the coronets of Анна и Вера need 1 ace but the side held 0",
     "для коронок стороны Анна и Вера нужен 1 туз, а у неё всего 0"),
    ("preferans.render.manual.vists", {"amount": 1, "on": "Борис"}, "1 vist on Борис",  # row 10
     "висты → Борис: 1"),
    ("preferans.render.manual.vists", {"amount": 20, "on": "Борис"}, "20 vists on Борис",
     "висты → Борис: 20"),
    ("preferans.table", {}, "Preferans", "преферанс"),  # row 3
    # English said "1 events", "the 1 tricks"
    ("cli.sessions.row", {"mark": "*", "name": "f", "title": "F", "players": "A, B", "events": 1,
                          "rules": "classic", "created": "2026-12-01"},
     "* f  F · A, B · 1 event · classic · 2026-12-01",
     "* f  F · A, B · записей: 1 · classic · 2026-12-01"),
    ("vint.deal.discards", {"discards": 1, "tricks": 0},
     "the declarers' tricks include the 1 trick of the discards, so they are at least 1, got 0",
     "во взятки назначивших входят взятки из сноса (1), так что их не меньше 1, а указано 0"),
    ("vint.export.table.rotation", {"table": "пары", "count": 5}, "пары, a rotation of 5 players",
     "пары, очерёдность 5 игроков"),
    ("vint.export.table.rotation", {"table": "пары", "count": 21}, "пары, a rotation of 21 players",
     "пары, очерёдность 21 игрока"),
])
def test_counted_nouns_in_both_languages(key, values, en, ru):
    assert str(Msg(key, **values)) == en
    assert say(Msg(key, **values), "ru") == ru


def test_a_message_with_several_counts_says_each_by_its_own_phrase():
    fine = Msg("vint.cli.check.fine", path="f.toml", events=2, rubbers=1, players="A", rules="classic")
    assert str(fine) == "f.toml: fine — 2 events, 1 rubber, players A, rules classic."
    assert say(fine, "ru") == (
        "f.toml: всё в порядке — 2 записи, 1 роббер, игроки A, правила classic.")
    fine = Msg("vint.cli.check.fine", path="f.toml", events=21, rubbers=5, players="A", rules="classic")
    assert say(fine, "ru") == (
        "f.toml: всё в порядке — 21 запись, 5 робберов, игроки A, правила classic.")
    long = Msg("storage.name.long", max_chars=100, max_bytes=150, chars=101, nbytes=122)
    assert str(long) == ("a session name is at most 100 characters and 150 bytes, got 101 "
                         "characters, 122 bytes")
    assert say(long, "ru") == (
        "имя записи слишком длинное: 101 знак, 122 байта; предел — 100 знаков и 150 байт")


def test_a_phrase_is_a_value_of_the_sentence_and_a_sentence_may_be_counted_itself(monkeypatch):
    """A verb that agrees with one count, a noun phrase for another."""
    text = sentence(counted("a", one="{a} was skipped, {b}", other="{a} were skipped, {b}"),
                    b=counted("b", one="{b} problem", other="{b} problems"))
    assert values_of(text) == {"a", "b"}
    assert templates(text) == ["{a} was skipped, {b}", "{a} were skipped, {b}", "{b} problem",
                               "{b} problems"]
    monkeypatch.setitem(catalog("en"), "test.counted_sentence", text)
    assert str(Msg("test.counted_sentence", a=1, b=2)) == "1 was skipped, 2 problems"
    assert str(Msg("test.counted_sentence", a=2, b=1)) == "2 were skipped, 1 problem"


def test_a_count_is_a_whole_number_of_either_sign():
    with pytest.raises(TypeError):
        say(Msg("cli.no_event", number=1, count=2.5), "ru")
    assert str(Msg("core.adjust.too_big", amount=-1)) == (
        "an adjustment of -1 point is beyond any sheet")
    assert say(Msg("core.adjust.too_big", amount=-2), "ru") == (
        "поправка на -2 очка — больше, чем бывает за вечер")  # review row 87


def sources() -> list[Path]:
    found = [p for p in PACKAGE.rglob("*.py") if "glossary" not in p.parts]
    # PACKAGE is computed from this file's place: an empty list would pass every check below
    assert PACKAGE / "cli" / "__init__.py" in found, PACKAGE
    return found


def literal_text(node: ast.AST) -> bool:
    """A sentence written in the code: a non-empty string or an f-string."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return bool(node.value.strip())
    return isinstance(node, ast.JoinedStr)


def called(node: ast.Call) -> str:
    f = node.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def test_no_message_is_written_outside_the_glossary():
    found = []
    for path in sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = called(node)
            texts = []
            if name in ERRORS:
                texts = node.args[:1] + [k.value for k in node.keywords if k.arg == "hint"]
            elif name in SAYERS:
                texts = node.args[:1]
            for text in texts:
                if literal_text(text):
                    found.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: {name}(…)")
    assert not found, "text written in the code instead of the glossary:\n" + "\n".join(found)


def test_every_message_the_code_names_exists():
    # the shared catalogue, and each game's own (games/<game>/messages_en.py: the keys
    # `GAME.…` the glossary finds with the game), read from the package's files so that a
    # game's catalogue counts before the game has its line in the registry
    keys = dict(catalog())
    for own in sorted((PACKAGE / "games").glob("*/messages_en.py")):
        keys.update(importlib.import_module(f"vintscore.games.{own.parent.name}.messages_en"
                                            ).MESSAGES)
    missing = []
    for path in sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and called(node) == "Msg" and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and node.args[0].value not in keys):
                missing.append(f"{path.name}:{node.lineno}: {node.args[0].value}")
    assert not missing, "messages named in the code but not in the glossary:\n" + "\n".join(missing)


@pytest.mark.parametrize("lang, name, shown", [
    pytest.param("en", "Юра", "no player 'Юра' at this table", id="en-repr-quotes"),
    pytest.param("ru", "Юра", "за этим столом нет игрока «Юра»", id="ru-58-quotes"),
    pytest.param("ru", "Ю\u202eра", "за этим столом нет игрока «Ю\\u202eра»", id="ru-58-escaped"),
    pytest.param("ru", "It's", "за этим столом нет игрока «It's»", id="ru-58-apostrophe"),
])
def test_a_value_shown_as_typed_is_quoted_as_the_language_quotes(lang, name, shown):
    """Review row 58: Russian quotes «…», and the unsafe signs stay escaped as repr does."""
    assert say(Msg("core.player.unknown", text=name), lang) == shown
