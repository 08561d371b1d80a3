"""Issue 35: the pass-out in the history's words — each game's own.

`vint history`, `vint undo` and `vint redo`, `vint play`'s undo, the live page's words
after a move and a refusal name a revision's change through revision_words and
services/session.verbs, which now know the session's game (glossary.own): bridge's English
says "all passed" (B8), never Preferans's "all-pass", and its Russian «все спасовали»
(B33), never a «распас…»; Vint says «распасовка» (V9), Preferans «распасы» (P7)."""
from __future__ import annotations

import re

import pytest
from helpers_cli.vintcli import new, ok, run, typed

PLAYERS = {"en": "Anna,Boris,Vera,Gleb", "ru": "Аня,Боря,Вера,Глеб"}
PREFERANS = {"en": ("Anna,Boris,Vera", "Anna=2,Boris=4,Vera=4"),
             "ru": ("Аня,Боря,Вера", "Аня=2,Боря=4,Вера=4")}
# Preferans's and Vint's words, which a bridge session never says (B8, B33)
NOT_BRIDGE = re.compile(r"all-pass|распас", re.IGNORECASE)


def passed(game: str, lang: str) -> str:
    """A session of `game` in `lang` with one pass-out, undone and redone: what `vint
    history`, `vint undo` and `vint redo` said, in that order."""
    if game == "preferans":
        players, tricks = PREFERANS[lang]
        new("ev", players, "--game", game, "--lang", lang)
        ok("pass", tricks, "-s", "ev")
    else:
        new("ev", PLAYERS[lang], "--game", game, "--lang", lang)
        ok("pass", "-s", "ev")
    said = [ok("history", "-s", "ev").stdout, ok("undo", "-s", "ev").stdout,
            ok("redo", "-s", "ev").stdout, ok("history", "-s", "ev").stdout]
    return "\n".join(said)


def page_words(sessions_dir, lang: str) -> str:
    """What the live page says after its undo and its redo of the last revision."""
    from vintscore.services import history
    from vintscore.web.moves import done
    path = sessions_dir / "ev.toml"
    lines = done("undo", history.undo(path), lang) + done("redo", history.redo(path), lang)
    return "\n".join(lines)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_i35_a_bridge_history_says_no_all_pass(sessions_dir, lang):
    said = passed("bridge", lang)
    assert not NOT_BRIDGE.findall(said), said
    words = {"en": "all passed", "ru": "все спасовали"}[lang]
    assert f"revision 2, {words}" in said or f"изменение 2, {words}" in said, said
    page = page_words(sessions_dir, lang)
    assert words in page and not NOT_BRIDGE.findall(page), page


@pytest.mark.parametrize("game, words", [("vint", "распасовка"), ("preferans", "распасы")])
def test_i35_a_russian_history_says_the_games_pass_out(sessions_dir, game, words):
    said = passed(game, "ru")
    lines = [line for line in said.splitlines() if "изменение 2" in line or "  2  " in line]
    assert lines and all(words in line for line in lines), said
    assert "все спасовали" not in said, said
    page = page_words(sessions_dir, "ru")
    assert f"изменение 2, {words}" in page, page


@pytest.mark.parametrize("game", ["vint", "preferans"])
def test_i35_an_english_history_of_vint_or_preferans_keeps_all_pass(sessions_dir, game):
    assert "revision 2, all-pass" in passed(game, "en")


@pytest.mark.parametrize("lang, words", [("en", "all passed"), ("ru", "все спасовали")])
def test_i35_vint_plays_undo_names_a_bridge_pass_out_its_way(sessions_dir, lang, words):
    new("ev", PLAYERS[lang], "--game", "bridge", "--lang", lang)
    ok("pass", "-s", "ev")
    yes = {"en": "y", "ru": "д"}[lang]
    word = {"en": "undo", "ru": "отмена"}[lang]
    played = run("play", "-s", "ev", input=typed(word, yes, "quit" if lang == "en" else "выход"),
                 env={"COLUMNS": "200", "NO_COLOR": "1"})
    assert words in played.stdout and not NOT_BRIDGE.findall(played.stdout), played.stdout


@pytest.mark.parametrize("game, lang, words", [
    ("vint", "ru", "распасовка не записана"), ("vint", "en", "all-pass refused"),
    ("preferans", "ru", "распасы не записаны"), ("preferans", "en", "all-pass refused")])
def test_i35_a_refused_pass_out_is_named_in_the_games_words(sessions_dir, game, lang, words):
    if game == "vint":
        new("ev", PLAYERS[lang], "--rule", "all_pass=play", "--lang", lang)
        wrong = ("pass", PLAYERS[lang].split(",")[0], "14")  # V9: 0 to 13 tricks
    else:
        players, _ = PREFERANS[lang]
        new("ev", players, "--game", game, "--lang", lang)
        first, second, third = players.split(",")
        wrong = ("pass", f"{first}=2,{second}=4,{third}=5")  # P1: they add up to 10
    r = run(*wrong, "-s", "ev")
    assert r.exit_code == 1 and not r.stdout, (r.stdout, r.stderr)
    assert words in r.stderr, r.stderr


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_i35_a_bridge_refusal_names_the_pass_out_neutrally(lang):
    from vintscore.glossary import say
    from vintscore.services.session import verbs
    what, again = (say(m, lang) for m in verbs("all-pass", "bridge"))
    assert not NOT_BRIDGE.findall(what + again), (what, again)
    assert {"en": "pass-out", "ru": "все спасовали"}[lang] in what
