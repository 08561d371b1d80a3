"""Issue 33, points 2 and 3: a narrow interface, and a sheet of running totals to build on.

- What a game must write is what no default can say: 57 required members before this issue,
  half or fewer now (games/base.py and games/showing.py; the rest defaulted from them).
- A game's roles are data (`Game.roles`): each registered game's, and the toy's, resolve
  to the role they name, made for that game.
- The toy game, on vintscore/tally, shows the size of a game of that shape: its Python,
  message catalogues aside, well under half of the 826 lines it took before.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from vintscore.games import base, game_of, showing
from vintscore.registry import names

TOY = Path(__file__).resolve().parents[1] / "toy" / "toygame"
ROLES = {"codec": base.Codec, "fold": base.Fold, "forms": base.Forms,
         "questions": base.Questions, "view": showing.View, "export": showing.Export,
         "stats": base.Stats}
BEFORE = 57  # the required members of games/base.py when the issue was written
TOY_BEFORE = 826  # the toy's Python lines, catalogues aside, when the issue was written


def required() -> dict[str, list[str]]:
    return {cls.__name__: sorted(cls.__abstractmethods__)
            for cls in (*ROLES.values(), base.Game)}


def test_i33_p3_a_game_must_write_half_the_members_or_fewer():
    found = required()
    assert sum(map(len, found.values())) <= BEFORE // 2, found
    # what is left is what only the game can say
    assert found["View"] == ["describe_event", "rules_said", "sheet", "sheet_json",
                             "stats_parts", "writes"]
    assert found["Export"] == [] and found["Game"] == ["name", "roles", "rule_ids"]


@pytest.mark.parametrize("name", names())
def test_i33_p3_each_games_roles_are_data_that_name_its_roles(name):
    game = game_of(name)
    assert isinstance(game.roles, base.Roles)
    for role, kind in ROLES.items():
        made = getattr(game, role)
        assert isinstance(made, kind), (name, role, made)
        assert made.game is game, (name, role)
    assert {"deal", "new"} <= set(game.commands), name


def test_i33_p3_the_toy_on_the_tally_resolves_its_roles(monkeypatch):
    monkeypatch.syspath_prepend(str(TOY.parent))
    sys.modules.pop("toygame", None)
    import toygame

    from vintscore.tally.stats import TallyStats
    from vintscore.tally.view import TallyExport, TallyView
    game = toygame.GAME
    assert isinstance(game.view, TallyView) and isinstance(game.export, TallyExport)
    assert type(game.stats) is TallyStats and game.export.game is game


def test_i33_p2_the_toy_is_under_half_its_size_on_the_tally():
    lines = sum(len(p.read_text(encoding="utf-8").splitlines()) for p in TOY.glob("*.py")
                if not p.name.startswith("messages_"))
    assert lines < TOY_BEFORE / 2, lines
