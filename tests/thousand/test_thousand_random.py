"""Seeded random games of Thousand typed through the command line, three and four players
(and two) under every option of the rules' table, compared after every deal with the
independent model of tests/thousand/reference.py: what each player wrote, each total, the
marks (bolts, the barrel, tries, falls, zeroings, the dump truck, the win), each player's
standing and who deals next, and at the end the money (T40). Impossible deals are among them: each is refused (exit 1) with
the rule the model names, and not a byte of the file changes. At the end, the game is
rescored under another value of a random option and compared with the model replaying the
same deals under it: each total, the winner and the money, or the deal the model refuses
(named by its number and rule, nothing written); then written, and undone.

The quick test plays a few games; the slow one (`-m slow`) a game for every value of every
option at three and at four players."""
from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from helpers_cli.vintcli import ok, run
from thousand_cases import reference

ref = reference()
PLAYERS = ("Anna", "Boris", "Vera", "Gleb")
OPTIONS = {"rounding": ("5", "10", "none"), "bid_step": ("5", "10"),
           "ace_marriage": ("off", "200"), "concede": ("half", "60", "off"),
           "sitter": ("none", "talon"), "target": ("1000", "1001"),
           "barrel_jump": ("no", "yes"), "barrel_bump": ("on", "off"),
           "barrel_falls": ("3", "off"), "failed_bid_bolt": ("no", "yes"),
           "dump_truck": ("555", "both", "off"), "settle": ("winner", "difference"),
           "barrel_fail": ("fall", "try"), "bolts": ("any", "row"), "bolt": ("zero", "no_trick")}
BOOLS = {"barrel_jump": "yes", "barrel_bump": "on", "failed_bid_bolt": "yes"}
# The model's marks, and ours as the sheet keeps them (`fall 2`, `bolt 3`…) said its way
WORDS = {"barrel": "on barrel", "zero": "zeroed", "dump": "dump truck", "fall": "fell"}


def model_rules(options: dict[str, str]) -> Any:
    typed = {k: (v == BOOLS[k]) if k in BOOLS else int(v) if k in ("bid_step", "target") else v
             for k, v in options.items()}
    return ref.Rules(**typed)


def random_deal(rng: random.Random, game: Any) -> tuple[Any, list[str]]:
    """A deal, mostly possible (a player on the barrel declares more often than not, to
    win or fall): the model's, and `vint deal`'s arguments."""
    rules, players = game.rules, game.players
    active = [p for p in players if p != game.sitter]
    values = [40, 60, 80, 100] + ([200] if rules.ace_marriage == "200" else [])
    on = [p for p in active if game.state[p].on_barrel and rng.random() < 0.6]
    declarer = (on or active)[rng.randrange(len(on or active))]
    if rng.random() < 0.04:
        declarer = rng.choice([*players, "Zed"])
    talon: Any = None
    if len(players) == 4 and rng.random() < (0.5 if rules.sitter == "talon" else 0.05):
        # the model takes no marriage as None, the command line as 0 too (`--talon 17:0`)
        talon = (rng.choice([0, 5, 11, 17, 23, 33, 27]), rng.choice([None, 0, 40, 60, 100, 50]))
    model_talon = talon and (talon[0], talon[1] or None)
    if rng.random() < 0.1:
        bid = rng.choice([100, 105, 110, 120, 150])
        return (ref.Deal(declarer, bid, conceded=True, talon=model_talon),
                ["deal", declarer, str(bid), "--conceded", *_talon(talon)])
    shares = [1]
    while any(n in (1, 119) for n in shares):
        cuts = sorted(rng.sample(range(121), len(active) - 1))
        shares = sorted((b - a for a, b in zip([0, *cuts], [*cuts, 120])), reverse=True)
        if len(active) == 2:
            shares = [shares[0], max(0, shares[1] - rng.choice([0, 0, 10, 20]))]
    if rng.random() < 0.03:  # now and then card points no cards make
        shares[-1] = rng.choice([1, 119, 121])
    points = dict(zip([declarer] if declarer in active and rng.random() < 0.7 else [], shares))
    points.update(zip([p for p in active if p not in points], shares[len(points):]))
    married: dict[str, list[int]] = {}
    for v in rng.sample(values, rng.choice([0, 0, 1, 1, 2, 3])) + ([50] if rng.random() < 0.03
                                                                   else []):
        who = declarer if declarer in active and rng.random() < 0.6 else rng.choice(active)
        married.setdefault(who, []).append(v)
    took = [p for p in active if points[p] == 0 and rng.random() < 0.5]
    mine = (points.get(declarer, 0) + sum(married.get(declarer, [])))
    step = rules.bid_step
    if rng.random() < 0.65:  # made: at most what he has
        bid = max(100, mine // step * step - rng.choice([0, 0, step, 2 * step]))
    else:
        bid = rng.choice([100, 110, 120, 130, 140, 160, 200, 250])
    bid = rng.choice([102, 405, 115]) if rng.random() < 0.03 else min(bid, 120 + sum(values))
    left_out = rng.choice(active) if len(active) == 3 and rng.random() < 0.4 else None
    shown = {p: n for p, n in points.items() if p != left_out}
    if rng.random() < 0.02:
        shown[rng.choice(players)] = 20  # card points for the sitter, or a stranger's
    deal = ref.Deal(declarer, bid, shown, {p: tuple(v) for p, v in married.items()},
                    frozenset(took), False, model_talon)
    args = ["deal", declarer, str(bid), "--points", ",".join(f"{p}={n}" for p, n in shown.items())]
    for p, vs in married.items():
        args += ["--marriage", ",".join(f"{p}={v}" for v in vs)]
    if took:
        args += ["--took-trick", ",".join(took)]
    return deal, args + _talon(talon)


def _talon(talon: tuple[int, int] | None) -> list[str]:
    if talon is None:
        return []
    return ["--talon", str(talon[0]) if talon[1] is None else f"{talon[0]}:{talon[1]}"]


MINE_TO_MODEL = {"bolt": lambda n: ["bolt", "third bolt"] if n == 3 else ["bolt"],
                 "try": lambda n: [f"try {n}"]}


def said(marks: list[dict[str, Any]], player: str, won: bool) -> tuple[str, ...]:
    """Our marks of a player in the model's words."""
    out = [w for m in marks if m["player"] == player
           for w in MINE_TO_MODEL.get(m["kind"], lambda n, k=m["kind"]: [WORDS[k]])(m["count"])]
    return tuple(["won", *out] if won else out)


def play(folder: Path, seed: int, seats: int, options: dict[str, str], deals: int = 40) -> int:
    """One game, deal by deal, compared with the model; how many deals were refused."""
    rng = random.Random(seed)
    players = PLAYERS[:seats]
    dealer = rng.choice(players)
    ok("new", f"g{seed}", "--game", "thousand", "--players", ",".join(players), "--dealer",
       dealer, *(w for k, v in options.items() for w in ("--rule", f"{k}={v}")))
    path = folder / f"g{seed}.toml"
    game = ref.Game(players, model_rules(options), dealer=dealer)
    refusals, played = 0, []
    for _ in range(deals):
        deal, args = random_deal(rng, game)
        before = path.read_bytes()
        try:
            record = game.play(deal)
        except ref.Refused as e:
            r = run(*args, "-s", f"g{seed}")
            assert r.exit_code == 1 and f"({e.rule_id})" in r.stderr, (args, e.rule_id, r.shown)
            assert path.read_bytes() == before, args
            refusals += 1
            if game.over:
                break
            continue
        played.append(deal)
        data = json.loads(ok(*args, "--json", "-s", f"g{seed}").stdout)
        assert data["totals"] == game.totals, (args, seed)
        assert data["winner"] == game.winner and data["next_dealer"] == game.dealer
        assert data["standing"] == {p: {"bolts": s.bolts, "barrel": s.on_barrel,
                                        "tries": s.tries, "falls": s.falls}
                                    for p, s in game.state.items()}, args
        last = json.loads(ok("log", "--json", "-s", f"g{seed}").stdout)["events"][-1]
        assert last["points"] == {p: n for p, n in record.written.items() if n is not None}
        assert {p: said(last["marks"], p, last["won"] == p) for p in players} == record.marks
    settled = json.loads(ok("settle", "--json", "-s", f"g{seed}").stdout)  # T40
    assert settled["money_cents"] == {p: str(m) for p, m in ref.settle(game).items()}, seed
    rescore(path, rng, players, dealer, {**options}, played)
    return refusals


def rescore(path: Path, rng: random.Random, players: tuple[str, ...], dealer: str,
            options: dict[str, str], played: list[Any]) -> None:
    """`vint rescore --rule K=V` against the model replaying the game's deals under it."""
    key = rng.choice(sorted(OPTIONS))
    options[key] = rng.choice([v for v in OPTIONS[key] if v != options.get(key, OPTIONS[key][0])])
    game, name, before = ref.Game(players, model_rules(options), dealer=dealer), path.stem, \
        path.read_bytes()
    for number, deal in enumerate(played, 1):
        try:
            game.play(deal)
        except ref.Refused as e:  # T59, or a deal the other option makes impossible
            for write in ((), ("--write",)):
                r = run("rescore", "--rule", f"{key}={options[key]}", *write, "-s", name)
                assert r.exit_code == 1 and f"event {number} cannot be scored" in r.stderr \
                    and f"({e.rule_id})" in r.stderr, (key, options[key], r.shown)
                assert path.read_bytes() == before
            return
    data = json.loads(ok("rescore", "--rule", f"{key}={options[key]}", "--json", "-s",
                         name).stdout)
    money = ref.settle(game)
    assert {p: (v["then"], v["money_then"]) for p, v in data["players"].items()} == {
        p: (game.totals[p], str(money[p])) for p in players}, (key, options[key])
    assert data["winner_then"] == game.winner
    ok("rescore", "--rule", f"{key}={options[key]}", "--write", "-s", name)
    sheet = json.loads(ok("sheet", "--json", "-s", name).stdout)
    assert (sheet["totals"], sheet["winner"]) == (game.totals, game.winner)
    ok("undo", "-s", name)
    assert path.read_bytes() == before


def test_a_few_games_deal_by_deal(sessions_dir) -> None:
    refusals = 0
    for seed, seats, options in ((1, 3, {}), (2, 4, {"sitter": "talon"}), (3, 2, {}),
                                 (4, 3, {"barrel_bump": "off", "bolts": "row",
                                         "dump_truck": "both"}),
                                 (5, 4, {"barrel_fail": "try", "barrel_jump": "yes",
                                         "failed_bid_bolt": "yes", "bolt": "no_trick"}),
                                 (6, 3, {"rounding": "10", "bid_step": "10", "target": "1001",
                                         "concede": "60", "ace_marriage": "200"})):
        refusals += play(sessions_dir, seed, seats, options, deals=30)
    assert refusals  # impossible deals were among them


def every_option() -> list[Any]:
    return [pytest.param(100 * i + seats, seats, {key: value}, id=f"{seats}-{key}={value}")
            for i, (key, value) in enumerate((k, v) for k, vs in OPTIONS.items() for v in vs[1:])
            for seats in (3, 4)]


@pytest.mark.slow
@pytest.mark.parametrize(("seed", "seats", "options"), every_option())
def test_every_option_at_three_and_four(sessions_dir, seed: int, seats: int,
                                        options: dict[str, str]) -> None:
    for n in range(3):
        play(sessions_dir, seed * 10 + n, seats, options)
