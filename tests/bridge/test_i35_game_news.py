"""Issue 35, point 2.3: a made game is said when it is saved, as Vint's `vint play` says
"won game 1 (games 1–0)": bridge's `view.writes` — the page's preview and written lines,
`vint play`'s "It writes" — adds a game won and the games score (B10; Chicago's game
premium, B23), the rubber won (B13), a chicago over after its fourth deal (B20).

The expected lines are worked from the rules by hand (the bridge rules), never from the
program."""
from __future__ import annotations

import pytest
from helpers_cli.vintcli import new, ok, run, typed

# BR3 (Anna & Vera, 1st and 3rd, against Boris & Gleb): 2♠ by Anna makes 8 (60 below);
# 3♣ by Boris 9 (60); 2♥ by Boris 8 (60: Boris & Gleb 120, game 1, B10); 4♥ by Anna 11
# (120: game 2); 5♦X by Boris 9 (two down); 3NT by Anna 9 (100: game 3, and the rubber
# 2–1, B13).
RUBBER = [("2S", "Anna", "8"), ("3C", "Boris", "9"), ("2H", "Boris", "8"),
          ("4H", "Anna", "11", "-h", "Anna:4"), ("5DX", "Boris", "9"), ("3NT", "Anna", "9")]

NEWS = {
    "en": {3: ["Boris & Gleb won game 1 (games 0–1)."],
           4: ["Anna & Vera won game 2 (games 1–1)."],
           6: ["Anna & Vera won game 3 (games 2–1).", "Anna & Vera won rubber 1."]},
    "ru": {3: ["Гейм 1 выигран: Boris и Gleb (по геймам 0–1)."],
           4: ["Гейм 2 выигран: Anna и Vera (по геймам 1–1)."],
           6: ["Гейм 3 выигран: Anna и Vera (по геймам 2–1).",
               "Роббер 1 выигран: Anna и Vera."]},
}


def writes(path, number: int, lang: str) -> list[str]:
    from vintscore.services.session import open_session
    opened = open_session(path)
    return list(opened.game.view.writes(opened.sheet, number, lang))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_i35_bridge_writes_say_the_game_and_the_rubber_won(sessions_dir, lang):
    new("br", "Anna,Boris,Vera,Gleb", "--game", "bridge", "--lang", lang)
    for deal in RUBBER:
        ok("deal", *deal, "-s", "br")
    for number in range(1, 7):
        lines = writes(sessions_dir / "br.toml", number, lang)
        assert lines[1:] == NEWS[lang].get(number, []), (number, lines)


# A chicago (B20–B25), Anna dealing first (B31): deal 1 nobody vulnerable, 4♠ by Anna makes
# 10: 120 below and the game's 300 (B23, not vulnerable); deal 2 (Boris & Gleb vulnerable,
# B21) 2♥ by Boris makes 8: 60, no game; deal 3 (Anna & Vera vulnerable) 3NT by Vera makes
# 9: 100 below and the game's 500 — Boris & Gleb's 60 no longer counts (B24); deal 4 (both)
# 1♣ by Gleb makes 7: 20, no game, the fourth deal's 100 (B25). Anna & Vera 120 + 300 +
# 100 + 500 = 1020, Boris & Gleb 60 + 20 + 100 = 180: Anna & Vera by 840.
CHICAGO = [("4S", "Anna", "10"), ("2H", "Boris", "8"), ("3NT", "Vera", "9"),
           ("1C", "Gleb", "7")]


@pytest.mark.parametrize("lang, said", [
    ("en", {1: ["Anna & Vera won game 1 (games 1–0)."],
            3: ["Anna & Vera won game 2 (games 2–0)."],
            4: ["Chicago 1 is over: Anna & Vera by 840."]}),
    ("ru", {1: ["Гейм 1 выигран: Anna и Vera (по геймам 1–0)."],
            3: ["Гейм 2 выигран: Anna и Vera (по геймам 2–0)."],
            4: ["Чикаго 1 сыграно: Anna и Vera в плюсе на 840."]})])
def test_i35_bridge_writes_say_a_chicagos_games_and_its_end(sessions_dir, lang, said):
    new("ch", "Anna,Boris,Vera,Gleb", "--game", "bridge", "--rules", "chicago", "--lang", lang)
    for deal in CHICAGO:
        ok("deal", *deal, "-s", "ch")
    for number in range(1, 5):
        lines = writes(sessions_dir / "ch.toml", number, lang)
        assert lines[1:] == said.get(number, []), (number, lines)


def test_i35_vint_play_says_the_rubber_won(sessions_dir):
    """`vint play` before the confirmation: what the deal writes, then the news."""
    new("br", "Anna,Boris,Vera,Gleb", "--game", "bridge")
    for deal in RUBBER[:-1]:
        ok("deal", *deal, "-s", "br")
    played = run("play", "-s", "br", input=typed("3NT", "Anna", "9", "", "n", "quit"),
                 env={"COLUMNS": "200", "NO_COLOR": "1"})
    lines = [line.strip() for line in played.stdout.splitlines()]
    at = next(i for i, line in enumerate(lines) if line.startswith("It writes Anna & Vera"))
    assert lines[at + 1:at + 3] == NEWS["en"][6], played.stdout
