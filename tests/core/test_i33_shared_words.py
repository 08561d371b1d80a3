"""Issue 33, point 1: no game's words in the shared glossary.

The shared catalogue (vintscore/glossary/messages_<lang>.py) is what every game's commands
may say. A game's own words live in its folder's catalogue (keys `GAME.…`), or in its own
version of a shared message (`GAME.key`, found by `glossary.own`). So no message of the
shared catalogue, in any language:

- says a word a registered game declares its own (`Game.own_words`: «распасовка», «вист»,
  «разыгрывающий»…);
- cites a rule of a game by its id ("(V9)", "P10", "see 'vint rules B7'": the letters each
  game declares in `rule_ids`);
- names a game in words (its `GAME.name`, in either language: "Preferans", «бриджа»).

Everything is read from the registry, so a game copied in and registered is read as these
are. A text that lists the games (`vint --help`, `vint new --help`, `vint stats --help`)
is built from the registry when the help is shown (cli/helptext.py): its template holds a
placeholder, not the names, and passes as written.
"""
from __future__ import annotations

import re

import pytest
from helpers_cli.messages import templates

from vintscore.games import game_of
from vintscore.glossary import LANGS, Msg, catalog, say
from vintscore.registry import names

# The program's own names, which are no game's: the command `vint`, the package
# `vintscore`, its variables ($VINTSCORE_DIR). Vint the game is "Vint", «винт».
PROGRAM = re.compile(r"(?<![\w-])(?:vint(?:score)?|VINTSCORE_\w+)(?![\w])")


def patterns() -> list[tuple[str, re.Pattern[str]]]:
    """What names a game's own: (what it is, its pattern), for every registered game."""
    found: list[tuple[str, re.Pattern[str]]] = []
    for name in names():
        game = game_of(name)
        found += [(f"{name}'s own word", re.compile(p, re.IGNORECASE)) for p in game.own_words]
        letters = "|".join(sorted(game.rule_ids, key=len, reverse=True))
        found.append((f"{name}'s rule id", re.compile(rf"(?<![\w-])(?:{letters})[0-9]{{1,2}}\b")))
        for lang in LANGS:  # its name in words, declined too: «винта», «преферансе»
            said = say(Msg(f"{name}.name"), lang)
            found.append((f"{name}'s name", re.compile(rf"(?<!\w){re.escape(said)}",
                                                       re.IGNORECASE)))
    return found


def strangers(text: str) -> list[str]:
    """What in a shared template names a game: its words, its rules' ids, its name."""
    text = PROGRAM.sub("", text)
    return [f"{what}: {m.group(0)!r}" for what, pattern in patterns()
            for m in pattern.finditer(text)]


@pytest.mark.parametrize("lang", LANGS)
def test_issue_33_the_shared_catalogue_names_no_game(lang):
    wrong = {key: hits for key, text in catalog(lang).items()
             if (hits := [h for form in templates(text) for h in strangers(form)])}
    assert not wrong, wrong


def test_issue_33_the_check_finds_what_it_is_for():
    assert strangers("V9: the rubber's winner writes 500")
    assert strangers("(P10)") and strangers("see 'vint rules B7'")
    assert strangers("в преферансе — за вист") and strangers("Записать распасовку")
    assert strangers("номера винта") and strangers("Preferans: sochi")
    assert strangers("разыгрывающий")
    # the program is no game; a placeholder is filled from the registry
    assert not strangers("'vint log' lists them; vintscore keeps $VINTSCORE_DIR")
    assert not strangers("Keep the score of an evening of {game_names}")
    assert not strangers("Rubber 2, see 'vint rules ID'; 14 cards, 100 points")
