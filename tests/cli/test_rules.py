"""`vint rules [ID]` and the documents it prints (issue 14: the rules travel with the program).

The rules as the program applies them live in the package (vintscore/rules/*.md), one
document a game and a language, each rule and worked example under its id. Every id the
code or a message cites can be followed up with `vint rules ID`, and a refusal that cites
a rule says so in its hint.
"""
from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
import tomllib
from importlib.resources import files
from pathlib import Path

import pytest
from helpers_cli.vintcli import new, ok, refused, run

from vintscore import registry
from vintscore import rules as book
from vintscore.errors import InputError, RuleViolation
from vintscore.glossary import Msg, cited, every_message

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "vintscore"
CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)
LANGS = ("en", "ru")


def cyrillic_share(text: str) -> float:
    """How much of a text's letters are Cyrillic: English names a few Russian words."""
    letters = [ch for ch in text if ch.isalpha()]
    return sum(bool(CYRILLIC.match(ch)) for ch in letters) / max(len(letters), 1)


def ids(*spans: tuple[str, int, int]) -> list[str]:
    return [f"{letters}{n}" for letters, low, high in spans for n in range(low, high + 1)]


# The contract: the ids of the rules documents, rules and worked examples, every one of them.
VINT_IDS = ids(("V", 1, 13), ("X", 1, 27), ("S", 1, 4), ("R", 5, 6))
PREFERANS_IDS = ids(("P", 1, 12), ("PS", 1, 4), ("PD", 1, 13))
EVERY = [(game, i) for game, found in (("vint", VINT_IDS), ("preferans", PREFERANS_IDS))
         for i in found]


# -- the documents ---------------------------------------------------------------------------

@pytest.mark.parametrize("game, expected", [("vint", VINT_IDS), ("preferans", PREFERANS_IDS)])
@pytest.mark.parametrize("lang", LANGS)
def test_each_document_holds_every_id_in_order(game, expected, lang):
    document = book.load(game, lang)
    assert [e.id for e in document.entries] == expected
    for entry in document.entries:
        assert entry.title and entry.text, entry.id
        assert entry.section, entry.id


@pytest.mark.parametrize("game", ["vint", "preferans"])
def test_both_languages_say_the_same_numbers(game):
    """The Russian text is a translation, not another rulebook: every number of each entry
    is in both (written 0,50 in Russian, 0.50 in English)."""
    en, ru = book.load(game, "en"), book.load(game, "ru")

    def numbers(text: str) -> list[str]:
        return sorted(re.findall(r"\d+", text.replace(",", ".")))

    for a, b in zip(en.entries, ru.entries):
        assert numbers(a.text) == numbers(b.text), a.id


@pytest.mark.parametrize("game", ["vint", "preferans"])
def test_the_russian_document_is_russian_and_the_english_english(game):
    for entry in book.load(game, "ru").entries:
        assert CYRILLIC.search(entry.title + entry.text), entry.id
    for entry in book.load(game, "en").entries:
        # English names the Russian words of the game and the seed's preset names only
        prose = re.sub(r"«[^»]*»|\([^)]*[а-яё][^)]*\)", "", entry.text, flags=re.IGNORECASE)
        prose = re.sub(r"`[^`]*`", "", prose)
        assert not CYRILLIC.search(prose), (entry.id, CYRILLIC.findall(prose))


def test_a_document_refuses_a_heading_it_cannot_read():
    with pytest.raises(ValueError, match="ID Title"):
        book.parse("# T\n\n## S\n\n### Contracts\n\ntext\n")
    with pytest.raises(ValueError, match="twice"):
        book.parse("# T\n\n## S\n\n### V1 A\n\na\n\n### V1 B\n\nb\n")
    with pytest.raises(ValueError, match="title"):
        book.parse("text before\n# T\n")


@pytest.mark.parametrize("typed, wanted", [
    ("V11", "V11"), ("v11", "V11"), (" P10 ", "P10"), ("(V2)", "V2"), ("pd3", "PD3"),
    ("Р10", "P10"), ("х3", "X3"),  # Cyrillic Р and Х look like the Latin P and X
    ("V", None), ("11", None), ("V2a", None), ("VVV1", None), ("", None)])
def test_an_id_is_read_as_typed(typed, wanted):
    assert book.normal(typed) == wanted


def test_wrap_fills_paragraphs_and_items_and_keeps_formulas():
    text = ("A paragraph of several words that must be wrapped.\n\n"
            "- an item that is long enough to wrap\n  under its mark\n"
            "1. a numbered one\n\n"
            "    x = a × (b − c)\n"
            "      − d")
    lines = book.wrap(text, 24)
    assert lines == ["A paragraph of several", "words that must be", "wrapped.", "",
                     "- an item that is long", "  enough to wrap under", "  its mark",
                     "1. a numbered one", "", "    x = a × (b − c)", "      − d"]
    assert book.wrap("`code` and **strong**", 80) == ["code and strong"]
    # a product is never split at its sign
    assert book.wrap("it costs 1000 × level", 20) == ["it costs", "1000 × level"]


# -- the package ships them -----------------------------------------------------------------

def test_the_documents_are_package_data():
    """importlib.resources finds them in the package, as an installed wheel holds them."""
    shipped = {p.name for p in files("vintscore.rules").iterdir() if p.name.endswith(".md")}
    assert shipped == {"vint.en.md", "vint.ru.md", "preferans.en.md", "preferans.ru.md",
                       "bridge.en.md", "bridge.ru.md",
                       "rating.en.md", "rating.ru.md"}  # the club's rating (issue 36, L1…)
    for name in shipped:
        assert (files("vintscore.rules") / name).read_text(encoding="utf-8").startswith("# ")


def test_pyproject_puts_them_in_the_wheel():
    """Every file of every folder of the package is package data, by pattern (issue 31): the
    rules documents among them. tests/cli/test_i31_wheel.py builds the wheel and holds it to
    every file of the package."""
    from fnmatch import fnmatch
    setup = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]
    patterns = setup["setuptools"]["package-data"]["*"]
    folder = PACKAGE / "rules"
    declared = {p.name for p in folder.glob("*.md") if any(fnmatch(p.name, x) for x in patterns)}
    assert declared == {p.name for p in folder.glob("*.md")} and len(declared) == 8


def test_the_readme_links_each_document():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for game in ("vint", "preferans"):
        for lang in LANGS:
            link = f"](vintscore/rules/{game}.{lang}.md)"
            assert link in readme, link
    assert "kept beside this repository" not in readme


# -- vint rules ID --------------------------------------------------------------------------

@pytest.mark.parametrize("game, rule_id", EVERY, ids=[i for _, i in EVERY])
@pytest.mark.parametrize("lang", LANGS)
def test_vint_rules_prints_each_id_in_each_language(sessions_dir, game, rule_id, lang):
    entry = book.load(game, lang).find(rule_id)
    assert entry is not None
    out = ok("rules", rule_id.lower(), "--lang", lang, width=72).stdout
    lines = out.splitlines()
    assert lines[0] == f"{rule_id} {entry.title}"
    assert lines[1] == ""
    assert (cyrillic_share(out) > 0.5) == (lang == "ru"), out
    for line in lines:  # wrapped to the terminal (a formula is kept as written)
        assert len(line) <= 72 or line.startswith("    "), line
    said = " ".join(out.split())
    last = book.wrap(entry.text, 1000)[-1]  # the text is there, to its end
    assert " ".join(last.split()) in said


def test_the_text_follows_the_width_of_the_terminal(sessions_dir):
    narrow = ok("rules", "V5", width=40).stdout.splitlines()
    wide = ok("rules", "V5", width=120).stdout.splitlines()
    assert max(map(len, narrow)) <= 40 < max(map(len, wide))
    assert " ".join(" ".join(narrow).split()) == " ".join(" ".join(wide).split())


def test_an_unknown_id_is_refused_with_the_list_hint(sessions_dir):
    for typed in ("V99", "X0", "P13", "PD14", "Z1", "rules", "V"):
        r = refused(1, "rules", typed, words=[typed, "vint rules"])
        # the games by the words --game reads, from the registry (issue 33: the shared
        # catalogue names no game)
        assert "vint rules --game GAME" in r.stderr and "preferans" in r.stderr
    r = run("rules", "V99", "--lang", "ru")
    assert r.exit_code == 1 and r.stdout == ""
    assert r.stderr.startswith("ошибка: нет правила или примера «V99»\nподсказка: "), r.stderr
    assert "«vint rules»" in r.stderr


def test_the_list_names_every_id_with_its_title(sessions_dir):
    for lang in LANGS:
        out = ok("rules", "--lang", lang).stdout
        document = book.load("vint", lang)
        assert out.startswith(document.title + "\n")
        for entry in document.entries:
            assert re.search(rf"^  {entry.id} +{re.escape(entry.title)}$", out, re.M), entry.id
        for heading, _ in document.sections():
            assert f"\n\n{heading}\n" in out
        assert not re.search(r"^  P\d", out, re.M)  # Preferans's are listed on their own
        assert "vint rules --game preferans" in out
    out = ok("rules", "--game", "преферанс").stdout
    for entry in book.load("preferans", "en").entries:
        assert re.search(rf"^  {entry.id} +{re.escape(entry.title)}$", out, re.M), entry.id
    assert "vint rules --game vint" in out
    refused(1, "rules", "--game", "chess", words=["chess"])


def test_without_a_session_vint_by_default_and_preferans_found_anyway(sessions_dir):
    assert not list(sessions_dir.iterdir())
    assert ok("rules").stdout.startswith(book.load("vint", "en").title)
    assert ok("rules", "P10").stdout.startswith("P10 Settlement\n")
    assert ok("rules", "PD13").stdout.startswith("PD13 ")
    # a current session that cannot be read does not stop the rules either
    (sessions_dir / "broken.toml").write_text("this is not toml [", encoding="utf-8")
    (sessions_dir / ".current").write_text("broken\n", encoding="utf-8")
    assert ok("rules", "V1").stdout.startswith("V1 Contracts\n")
    # but a session named on purpose must exist
    refused(1, "rules", "V1", "-s", "nowhere", words=["nowhere"])


def test_in_the_sessions_language_and_game(sessions_dir):
    new("friday", "Anna,Boris,Vera,Gleb", "--lang", "ru")
    assert ok("rules", "V8").stdout.startswith("V8 Партия и роббер\n")
    assert ok("rules", "V8", "--lang", "en").stdout.startswith("V8 Games and the rubber\n")
    ok("new", "thursday", "--game", "preferans", "--players", "Anna,Boris,Vera")
    listed = ok("rules").stdout
    assert listed.startswith(book.load("preferans", "en").title)
    assert "vint rules --game vint" in listed
    assert ok("rules", "V2").stdout.startswith("V2 ")  # Vint's ids found in a pulya too
    assert ok("rules", "-s", "friday").stdout.startswith(book.load("vint", "ru").title)


def test_the_locale_chooses_without_a_session(sessions_dir):
    ru = {"LC_ALL": "", "LC_MESSAGES": "", "LANG": "ru_RU.UTF-8"}
    assert ok("rules", "P8", env=ru).stdout.startswith("P8 Мизер\n")


def test_vint_rules_reads_one_document_and_loads_no_game(tmp_path):
    """Start-up: the command reads only the document it shows, and neither game's rules."""
    code = ("import sys\nopened = []\n"
            "sys.addaudithook(lambda e, a: opened.append(str(a[0])) if e == 'open' "
            "and str(a[0]).endswith('.md') else None)\n"
            "from vintscore.cli import main\nsys.argv = ['vint', 'rules', 'P5', '--lang', 'ru']\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print(' '.join(opened), file=sys.stderr)\n"
            "print(' '.join(m for m in sys.modules if m.startswith('vintscore.games.')), "
            "file=sys.stderr)")
    env = {**os.environ, "VINTSCORE_DIR": str(tmp_path), "COLUMNS": "80"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=env, cwd=ROOT, check=True, timeout=60)
    opened, modules = out.stderr.splitlines()
    assert [Path(p).name for p in opened.split()] == ["preferans.ru.md"]
    assert out.stdout.startswith("P5 Разыгранная игра\n")
    # a game is known by its package's first module (the class), the interface the games
    # share (base, the shapes it reads and what it shows: showing), and its words (the letters of its ids are
    # among them): of each game the registry holds before Preferans, and of Preferans
    known = {package.rpartition(".")[2] for name in registry.names()
             if (package := registry.package_of(name))}
    shared = {"base", "shapes", "showing", "terms"}
    assert {m.rpartition(".")[2] for m in modules.split()} <= known | shared, modules


# -- every id the program cites can be followed up --------------------------------------------

CITE = re.compile(r"\b(?:V|P)[0-9]{1,2}\b")


def _registered(path: Path) -> bool:
    """Whether a module is the core's or a registered game's: a game folder that is not in
    the registry yet (bridge, until its game object is) has its citations checked against
    its own documents by its own tests (tests/bridge/test_bridge_rules_documents.py), since
    `vint rules` cannot reach a game the registry does not name."""
    parts = path.relative_to(PACKAGE).parts
    return not (len(parts) > 2 and parts[0] == "games") or parts[1] in registry.names()


def cited_ids() -> dict[str, list[str]]:
    """Every rule id the code and the messages cite: id -> where."""
    found: dict[str, list[str]] = {}
    for lang in LANGS:
        for key, text in every_message(lang).items():
            for rule in CITE.findall(repr(text)):
                found.setdefault(rule, []).append(f"messages_{lang}: {key}")
    for path in sorted(PACKAGE.rglob("*.py")):
        if not _registered(path):
            continue
        source = path.read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.keyword) and node.arg == "rule" and isinstance(
                    node.value, ast.Constant):
                found.setdefault(node.value.value, []).append(f"{path.name}:{node.lineno}")
        for rule in CITE.findall(source):  # comments and docstrings cite them too
            found.setdefault(rule, []).append(path.name)
    return found


def test_the_code_cites_many_rules():
    found = cited_ids()
    assert {f"V{n}" for n in range(1, 14)} | {f"P{n}" for n in range(1, 13)} <= set(found)


@pytest.mark.parametrize("rule", sorted(cited_ids()))
def test_every_cited_rule_can_be_followed_up(sessions_dir, rule):
    for lang in LANGS:
        out = ok("rules", rule, "--lang", lang).stdout
        assert out.startswith(f"{rule} "), (rule, cited_ids()[rule][:3])
        assert len(out.splitlines()) > 2


def test_a_refusal_citing_a_rule_says_how_to_read_it(sessions_dir):
    new()
    r = refused(1, "deal", "2H", "Zed", "8", "-h", "3", "-a", "2", words=["(V2)"])
    assert r.stderr.splitlines()[-1].endswith(" — see 'vint rules V2'"), r.stderr
    assert r.stderr.count("vint rules") == 1
    r = run("deal", "2H", "Zed", "8", "-h", "3", "-a", "2", "--lang", "ru")
    assert r.exit_code == 1 and r.stderr.startswith("ошибка: "), r.stderr
    assert r.stderr.splitlines()[-1].endswith(" — см. «vint rules V2»"), r.stderr
    # a refusal citing no rule is said as before
    r = refused(1, "void", "9")
    assert "vint rules" not in r.stderr


def test_the_follow_up_in_every_form():
    with_hint = RuleViolation(Msg("vint.deal.tricks", tricks=14), rule="V2", hint=Msg(
        "vint.deal.tricks.hint"))
    message, hint = with_hint.said("en")
    assert message.endswith(" (V2)") and hint.endswith(" — see 'vint rules V2'")
    assert with_hint.hint == str(Msg("vint.deal.tricks.hint"))  # the hint itself is unchanged
    alone = RuleViolation(Msg("vint.deal.tricks", tricks=14), rule="V2")
    assert alone.said("en")[1] == "see 'vint rules V2'"
    assert alone.said("ru")[1] == "см. «vint rules V2»"
    # an id the message's own text cites, when the error names no rule
    in_text = InputError(Msg("preferans.passer.tricks", player="Anna", tricks=1),
                         hint=Msg("preferans.passer.tricks.hint", player="Anna"))
    assert cited(in_text.msg) == "P5"
    assert in_text.said("en")[1].endswith(" — see 'vint rules P5'")
    # within a message that carries it (a refusal wrapping the event's own message)
    wrapped = InputError(Msg("cli.refused", refused="deal", message=in_text.msg))
    assert wrapped.said("ru")[1] == "см. «vint rules P5»"
    # a player's name is no rule: values given as text are not read for ids
    named = InputError(Msg("core.player.unknown", text="P7"))
    assert cited(named.msg) == "" and named.said("en")[1] == ""


def test_the_run_shows_the_cited_rule_end_to_end(sessions_dir):
    """What the follow-up names prints: the hint's command, run as it is."""
    new()
    r = run("deal", "2H", "Anna", "15", "-h", "3", "-a", "2")
    command = re.search(r"'vint rules (\w+)'", r.stderr)
    assert command is not None, r.stderr
    assert ok("rules", command[1]).stdout.startswith(f"{command[1]} ")


# -- every reading and option the code cites is in the documents (issue 21, point 6) -----------

@pytest.mark.parametrize("game, entry", [("vint", "V13"), ("preferans", "P9")])
@pytest.mark.parametrize("lang", LANGS)
def test_every_option_of_the_rules_table_is_in_its_rule(game, entry, lang):
    """The options a session file pins ([rules]) are the rule's: each named, and in P9 each
    said with what it means (`key`: … in English, `key` — … in Russian)."""
    from vintscore.games import game_of
    text = book.load(game, lang).find(entry).text
    for key in game_of(game).codec.rules_keys:
        if key in ("preset", "convention"):
            continue
        assert f"`{key}`" in text, (game, lang, key)
        if game == "preferans":
            assert re.search(rf"`{key}`(:| —)", text), (lang, key)


# The sources the code and the tests name for a reading ("the seed's", "PrefCount's 8 / −81 /
# 73", "Parlett"), and how each document names them.
SOURCES = {
    "seed": ("seed", "seed"),
    "Foster": ("Foster", "Фостер"),
    "the Russian text": ("the Russian text", "русский текст"),
    "Parlett": ("Parlett", "Парлетт"),
    "the Code": ("the Code", "Кодекс"),
    "PrefCount": ("PrefCount", "PrefCount"),
    "Mail.ru": ("Mail.ru", "Mail.ru"),
}


def test_every_source_the_code_cites_is_named_by_the_rules():
    cited = set()
    for folder in (PACKAGE, ROOT / "tests"):
        for path in folder.rglob("*.py"):
            source = path.read_text(encoding="utf-8")
            cited |= {name for name in SOURCES if re.search(rf"\b{re.escape(name)}\b", source)}
    assert {"seed", "Foster", "Parlett", "PrefCount"} <= cited
    for name in cited:
        for lang, word in zip(LANGS, SOURCES[name]):
            said = " ".join(book.load(g, lang).intro + " ".join(e.text for e in
                                                                book.load(g, lang).entries)
                            for g in ("vint", "preferans"))
            assert word.casefold() in " ".join(said.split()).casefold(), (name, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_documents_say_where_their_rules_come_from(lang):
    """The introduction names the sources (the seed text, Foster, the Code, Parlett…) and the
    readings vintscore chose where they disagree (V3, V5), as the code's comments cite them."""
    vint, preferans = book.load("vint", lang).intro, book.load("preferans", lang).intro
    assert "seed" in vint and "1895" in vint and "V3" in vint and "V5" in vint
    assert "seed" in preferans and "1996" in preferans and "P9" in preferans
