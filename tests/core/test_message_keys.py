"""The message keys and the code: no key that no code can say, and every key the code builds
at run time (`Msg(f"vint.render.status.{status}")`, `key + ".hint"`) one the catalogues hold.

The code is read, not run: a key is named by a string of the code (Python or a page's
template) that is the key, or the start of it (`"stats.pref."` before a column's name), or
a key and a suffix the code adds (`".hint"`), or by an f-string whose shape it has.
"""
from __future__ import annotations

import ast
import re
from enum import Enum
from functools import cache
from pathlib import Path

import pytest

from vintscore.glossary import LANGS, catalog, every_message

PACKAGE = Path(__file__).resolve().parents[2] / "vintscore"
QUOTED = re.compile(r"""["']([a-z_]+(?:\.[a-z0-9_]+)+\.?)["']""")  # in a template


@cache
def every_key(lang: str) -> frozenset[str]:
    """The shared catalogue's keys and each game folder's own (registered or not yet)."""
    import importlib
    keys = set(catalog(lang))
    for own in (PACKAGE / "games").glob(f"*/messages_{lang}.py"):
        keys |= set(importlib.import_module(f"vintscore.games.{own.parent.name}.messages_{lang}"
                                            ).MESSAGES)
    return frozenset(keys)


@cache
def named() -> tuple[frozenset[str], frozenset[str], tuple[re.Pattern[str], ...]]:
    """What the code writes that may name a key: whole strings, suffixes ('.hint'), and
    the f-strings' shapes as patterns."""
    strings: set[str] = set()
    suffixes: set[str] = set()
    shapes: list[re.Pattern[str]] = []
    for path in PACKAGE.rglob("*.py"):
        if path.name.startswith("messages_"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if "." in node.value and not node.value.startswith("."):
                    strings.add(node.value)  # "cli.command.seat change" is a key too
                elif re.fullmatch(r"(?:\.[a-z0-9_]+)+", node.value):
                    suffixes.add(node.value)
            elif isinstance(node, ast.JoinedStr):
                shape = _shape(node)
                if shape is not None:
                    shapes.append(shape)
    for path in [*PACKAGE.rglob("*.html"), *PACKAGE.rglob("*.svg")]:
        strings.update(QUOTED.findall(path.read_text(encoding="utf-8")))
    return frozenset(strings), frozenset(suffixes), tuple(shapes)


def _shape(node: ast.JoinedStr) -> re.Pattern[str] | None:
    """An f-string as a pattern of the keys it can make, when its fixed parts look like a
    key's: f"vint.render.status.{s}" is vint\\.render\\.status\\..+; f"{name}.name" is .+\\.name."""
    parts = []
    fixed = ""
    for value in node.values:
        if isinstance(value, ast.Constant):
            parts.append(re.escape(value.value))
            fixed += value.value
        elif choices := _choices(value.value):  # f"{key}.{'one' if n == 1 else 'many'}"
            parts.append("(?:" + "|".join(map(re.escape, choices)) + ")")
            fixed += "".join(choices)
        else:
            parts.append(".+")
    if "." not in fixed or not re.fullmatch(r"[a-z0-9_.]*", fixed) or fixed.strip(".") == "":
        return None
    return re.compile("".join(parts))


def _choices(node: ast.expr) -> list[str]:
    """The strings a conditional expression of constants chooses among, else none."""
    if isinstance(node, ast.IfExp):
        body, orelse = _choices(node.body), _choices(node.orelse)
        return body + orelse if body and orelse else []
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    return []


OWN = re.compile(r"""\bown\(\s*["']([a-z_]+(?:\.[a-z0-9_]+)+\.?)["']""")  # in a template


@cache
def owned() -> tuple[frozenset[str], tuple[re.Pattern[str], ...]]:
    """The shared keys the code says through `own(game, key)` (glossary.own: the game's own
    version, `GAME.key`, when its catalogue has one; issue 35): the keys written out, an
    f-string's shapes, a choice between constants; in a template, own('key') (bound to the
    page's game)."""
    keys: set[str] = set()
    shapes: list[re.Pattern[str]] = []
    for path in PACKAGE.rglob("*.py"):
        if path.name.startswith("messages_"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and len(node.args) == 2
                    and getattr(node.func, "id", getattr(node.func, "attr", "")) == "own"):
                continue
            said = node.args[1]
            if isinstance(said, ast.JoinedStr) and (shape := _shape(said)) is not None:
                shapes.append(shape)
            keys.update(_choices(said))
    for path in [*PACKAGE.rglob("*.html"), *PACKAGE.rglob("*.svg")]:
        text = path.read_text(encoding="utf-8")
        keys.update(OWN.findall(text))
    return frozenset(keys), tuple(shapes)


def is_owned(key: str) -> bool:
    """A game's own version of a shared key (`bridge.play.passed`): named where the shared
    key is said through own(), for a game the registry names."""
    from vintscore.registry import names
    game, _, rest = key.partition(".")
    if game not in names():
        return False
    keys, shapes = owned()
    return (rest in keys or any(rest.startswith(k) for k in keys if k.endswith("."))
            or any(shape.fullmatch(rest) for shape in shapes))


def is_named(key: str) -> bool:
    strings, suffixes, shapes = named()
    if key in strings or is_owned(key):
        return True
    if any(key.startswith(s) for s in strings if s.endswith(".")):
        return True
    if any(key.endswith(s) and key[:-len(s)] in strings for s in suffixes):
        return True
    return any(shape.fullmatch(key) for shape in shapes)


def test_every_key_is_said_by_some_code():
    """A key no code names is dead weight a translator keeps up for nothing (the games in
    the registry, and the shared catalogue)."""
    unused = sorted(k for k in every_message("en") if not is_named(k))
    assert not unused, f"{len(unused)} keys no code says:\n" + "\n".join(unused)


def test_every_key_the_code_builds_has_some_message():
    """Each shape of key an f-string builds matches some key (a family renamed on one side
    only would match none)."""
    keys = every_key("en")
    _, _, shapes = named()
    lost = sorted({s.pattern for s in shapes if not any(s.fullmatch(k) for k in keys)
                   and s.pattern.split("\\.")[0].isidentifier()})
    assert not lost, "keys built at run time that no catalogue holds:\n" + "\n".join(lost)


def _members(module: str | None, name: str | tuple[str, ...]) -> list[Enum | str]:
    import importlib
    if module is None:
        return list(name)
    return list(getattr(importlib.import_module(module), name))


# The families of keys built from a game's own values: each value has its message, in every
# language (a new value of the enum with no message would fail only when it is first shown).
FAMILIES = [
    pytest.param("vint.report.reason.{}", "vintscore.games.vint.model", "Reason",
                 lambda m: m.name.lower(), id="vint-reason-names"),
    pytest.param("vint.render.short.{}", "vintscore.games.vint.model", "Reason",
                 lambda m: m.name.lower(), id="vint-reason-short"),
    pytest.param("vint.render.table.{}", "vintscore.games.vint.model", "TableMode",
                 lambda m: m.value, id="vint-tables-V12"),
    pytest.param("preferans.render.convention.{}", "vintscore.games.preferans.presets",
                 "PRESETS", lambda m: m, id="preferans-conventions-P9"),
    pytest.param("vint.render.status.{}", None, ("done", "playing", "next", "planned"), lambda m: m,
                 id="vint-rotation-V12"),
]


@pytest.mark.parametrize("shape, module, enum, part", FAMILIES)
@pytest.mark.parametrize("lang", LANGS)
def test_a_family_of_built_keys_has_every_member(shape, module, enum, part, lang):
    keys = every_key(lang)
    missing = [shape.format(part(m)) for m in _members(module, enum)
               if shape.format(part(m)) not in keys]
    assert not missing, missing


def test_a_games_commands_speak_of_that_game_only():
    """Issue 21, point 2: `vint deal --help` in a pulya says Preferans's options in
    Preferans's words; no option's help of one game names another game (Vint's help does
    not say "Preferans: the declarer's tricks")."""
    from vintscore.games import game_of
    from vintscore.glossary import Msg, say
    from vintscore.registry import names

    for name in names():
        game = game_of(name)
        others = [say(game_of(o).title, lang) for o in names() if o != name for lang in LANGS]
        for command in game.commands.values():
            if command.name == "new":  # `vint new` is every game's (its --game says which)
                continue
            for param in command.params:
                for lang in LANGS:
                    text = say(Msg(param.help), lang)
                    named = [o for o in others  # as a word ("vint deal" is the program)
                             if re.search(rf"(?<!\w){re.escape(o)}(?!\w)", text)]
                    assert not named, (name, command.name, param.name, lang, text)


def test_a_games_command_help_cites_that_game_s_rules_only():
    """`vint pass --help` in a pulya explains Preferans's all-pass (P7), not Vint's X (V9):
    the help of each command a game declares cites the rules of that game only."""
    from vintscore.games import by_rule, game_of
    from vintscore.glossary import Msg, say
    from vintscore.registry import names

    for name in names():
        game = game_of(name)
        for command in game.commands.values():
            for lang in LANGS:
                text = say(Msg(command.help_key), lang)
                cited = set(re.findall(r"\b[A-Z]{1,2}[0-9]{1,2}\b", text))
                strangers = {rule for rule in cited if by_rule(rule) not in (None, game)}
                assert not strangers, (name, command.name, lang, text)


# The calls that say a key given as it is: Msg("vint.deal.tricks"), t("export.players"),
# _t("vint.render.total", lang); in a template, t('vint.render.settlement').
SAYING = frozenset({"Msg", "t", "_t"})
SAID = re.compile(r"""\bt\(\s*["']([a-z_]+(?:\.[a-z0-9_]+)+)["']""")


def said_keys() -> list[tuple[str, str]]:
    """(where, key) for each key the code says as written, in Python and in the templates."""
    found = []
    for path in PACKAGE.rglob("*.py"):
        if path.name.startswith("messages_"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                continue
            func = node.func
            name = (func.id if isinstance(func, ast.Name)
                    else func.attr if isinstance(func, ast.Attribute) else None)
            if name in SAYING:
                found.append((f"{path.relative_to(PACKAGE)}:{node.lineno}", node.args[0].value))
    for path in [*PACKAGE.rglob("*.html"), *PACKAGE.rglob("*.svg")]:
        found += [(str(path.relative_to(PACKAGE)), key)
                  for key in SAID.findall(path.read_text(encoding="utf-8"))]
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_every_key_the_code_says_as_written_is_held(lang):
    """A key renamed in its catalogue and not where it is said (or the other way round)
    would fail only when that line runs: every key written out in a call that says it, or
    in a template's t('…'), is in some catalogue (a game's keys in its own)."""
    keys = every_key(lang)
    said = said_keys()
    assert len(said) > 500
    lost = sorted(f"{where}: {key}" for where, key in said if key not in keys)
    assert not lost, "keys said that no catalogue holds:\n" + "\n".join(lost)
