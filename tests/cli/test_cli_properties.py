"""Properties of the command line (ARCHITECTURE.md, "Tests"), with hypothesis:

- any input the CLI refuses exits 1 or 2 and leaves the session file byte for byte;
- the replay is deterministic: `sheet`, `settle` and `log`, with `--json` and without, give
  the same text in this process and in a fresh one with another hash seed;
- a random valid evening typed through the CLI settles to zero and exactly as the core
  does for the same events built in Python (a consistency check: the expected numbers of
  the rules are in the rulebook tests, not here).

Each example uses its own sessions folder, passed as $VINTSCORE_DIR to CliRunner.
"""
from __future__ import annotations

import json
import tempfile
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path

import pytest
from helpers_cli.elsewhere import vint_elsewhere
from helpers_cli.vintcli import PLAYERS, ok, run
from hypothesis import given, settings
from hypothesis import strategies as st

from vintscore import storage
from vintscore.cards import Strain
from vintscore.errors import EventError
from vintscore.games.vint.model import (
    Adjustment,
    AllPass,
    Contract,
    Coronet,
    CoronetKind,
    Deal,
    Misdeal,
)
from vintscore.games.vint.presets import PRESETS, parse_rule_override, with_overrides
from vintscore.games.vint.settlement import settle
from vintscore.games.vint.sheet import replay
from vintscore.session import Session

P = ",".join(PLAYERS)
STRAINS = {"S": Strain.SPADES, "C": Strain.CLUBS, "D": Strain.DIAMONDS, "H": Strain.HEARTS,
           "NT": Strain.NO_TRUMP}
# Fewer examples for the tests that type whole evenings (each command is a CliRunner run).
EVENINGS = settings(max_examples=max(10, settings.default.max_examples // 3))

# Whole evenings typed through the CLI command by command, each example in a folder of its
# own, and each evening shown again by another interpreter: a quarter of a minute in all.
pytestmark = pytest.mark.slow


# ------------------------------------------------------------------------------------
# Refused inputs leave the file unchanged


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    """A session with a few events; every example of the refusal property runs against it."""
    d = tmp_path_factory.mktemp("sessions")
    env = {"VINTSCORE_DIR": str(d)}
    ok("new", "friday", "--players", P, env=env)
    ok("deal", "2H", "Anna", "8", "-h", "3", "-a", "2", env=env)
    ok("pass", env=env)
    ok("adjust", "Boris", "--reason", "setup", "--", "-50", env=env)
    ok("misdeal", "Gleb", env=env)
    return d


# Names that are no player and no player's beginning (Anna, Boris, Vera, Gleb start with
# a, b, v, g whatever the case).
unknown = st.text(alphabet="xyzqwXYZQWжщ", min_size=1, max_size=8)
player = st.sampled_from(PLAYERS + ("anna", "BOR", "v", "Gl"))
level = st.integers(1, 7)
suit = st.sampled_from(["S", "C", "D", "H", "♥", "ч", "п", "spades"])
tricks = st.integers(0, 13)

# V1: contracts the notation cannot read.
bad_contract = st.one_of(
    st.builds(lambda n, s: f"{n}{s}", st.one_of(st.just(0), st.integers(8, 10**6)),
              st.sampled_from(["S", "H", "NT", "♥", "бк"])),  # level out of 1..7
    st.builds(lambda n, s: f"{n}{s}", level, st.text(alphabet="xzqwykjfXZQ", min_size=1, max_size=5)),
    st.builds(lambda n: str(n), level),  # no strain
    st.text(alphabet="SCDHNTxyz♥ бк", max_size=6),  # no level
)
# V6 notation and V2 coronets that cannot be.
bad_coronet = st.one_of(
    st.text(alphabet="AnaVer HxS3", max_size=10),  # no ':' at all
    st.builds(lambda h, s, n: f"{h}:{s}:{n}", player, suit, st.one_of(st.integers(0, 2), st.integers(14, 999))),
    st.builds(lambda h, n: f"{h}:aces:{n}", player, st.sampled_from([0, 1, 2, 5, 9, 13])),
    st.builds(lambda h, s, n: f"{h}:{s}:{n}", unknown, suit, st.integers(3, 5)),
    st.builds(lambda h, n: f"{h}:Q:{n}", player, st.integers(3, 5)),  # no suit Q
)


@st.composite
def refused_command(draw) -> list[str]:
    """A command that V1/V2/V8–V10 or docs/contract.md make the program refuse."""
    kind = draw(st.sampled_from(["contract", "declarer", "tricks", "honours", "aces", "nt honours",
                                 "honour split", "missing", "coronet", "two sequences",
                                 "coronet aces", "revoke", "first", "misdeal", "adjust",
                                 "adjust reason", "pass", "edit", "void", "use", "new"]))
    c = f"{draw(level)}{draw(st.sampled_from(['S', 'C', 'D', 'H']))}"
    d, t = draw(player), str(draw(tricks))
    h, a = draw(st.integers(1, 4)), draw(st.integers(1, 3))
    base = lambda **kw: (["deal", kw.get("c", c), kw.get("d", d), kw.get("t", t)]  # noqa: E731
                         + ([] if kw.get("h", h) is None else ["--honours", str(kw.get("h", h))])
                         + ([] if kw.get("a", a) is None else ["--aces", str(kw.get("a", a))]))
    if kind == "contract":
        return base(c=draw(bad_contract))
    if kind == "declarer":
        return base(d=draw(unknown))
    if kind == "tricks":
        return base(t=str(draw(st.one_of(st.integers(14, 10**6), st.integers(-10**6, -1)))))
    if kind == "honours":
        return base(h=draw(st.one_of(st.integers(6, 10**6), st.integers(-100, -1))))
    if kind == "aces":
        return base(a=draw(st.one_of(st.integers(5, 10**6), st.integers(-100, -1))))
    if kind == "nt honours":  # V2: honours are not counted at no-trump
        return base(c=f"{draw(level)}NT", h=draw(st.integers(0, 5)))
    if kind == "honour split":  # V2: five honours without an ace, or four aces without one
        h, a = draw(st.sampled_from([(5, 0), (0, 4)]))
        return base(h=h, a=a)
    if kind == "missing":  # V2: no terminal here, so missing honours or aces are refused
        return draw(st.sampled_from([base(h=None), base(a=None), base(c="3NT", h=None, a=None)]))
    if kind == "coronet":
        return base() + ["--coronet", draw(bad_coronet)]
    if kind == "two sequences":  # V2: one ace per suit
        s = draw(suit.filter(lambda x: x in "SCD"))
        return base(a=2) + ["--coronet", f"Anna:{s}:3", "--coronet", f"Boris:{s}:3"]
    if kind == "coronet aces":  # V2: a coronet needs the side's aces
        return base(d="Anna", h=3, a=0) + ["--coronet", f"Vera:{draw(suit)}:3"]
    if kind == "revoke":
        return base() + ["--revoke", draw(unknown)]
    if kind == "first":
        return base() + ["--first", draw(unknown)]
    if kind == "misdeal":
        return ["misdeal", draw(unknown)]
    if kind == "adjust":
        return ["adjust", draw(unknown), str(draw(st.integers(-1000, 1000))), "--reason", "x"]
    if kind == "adjust reason":
        return ["adjust", draw(player), "100", "--reason", draw(st.sampled_from(["", " ", "\t"]))]
    if kind == "pass":  # V9: all_pass = x, so a pass has no tricks
        return ["pass", draw(player), str(draw(tricks))]
    if kind == "edit":
        return draw(st.sampled_from([
            ["edit", "1", "--tricks", str(draw(st.integers(14, 99)))],
            ["edit", "1", "--declarer", draw(unknown)],
            ["edit", "1", "--contract", draw(bad_contract)],
            ["edit", "1", "--no-honours"],
            ["edit", "2", "--contract", c],  # event 2 is a pass
            ["edit", "3", "--tricks", t],  # event 3 is an adjustment
            ["edit", "4", "--amount", "5"],  # event 4 is a misdeal
            ["edit", str(draw(st.integers(5, 99))), "--note", "x"],
            ["edit", "1"],
        ]))
    if kind == "void":
        return ["void", str(draw(st.one_of(st.just(0), st.integers(5, 10**6))))]
    if kind == "use":
        return ["use", draw(st.sampled_from(["../friday", ".current", "a/b", ".backup"]) | unknown)]
    assert kind == "new"
    return draw(st.sampled_from([
        ["new", "friday", "--players", P],
        ["new", "../friday", "--players", P],
        ["new", "saturday", "--players", "Anna,Boris,Vera"],
        ["new", "saturday", "--players", "Anna,Boris,ANNA,Gleb"],
        ["new", "saturday", "--players", P, "--rules", draw(unknown)],
        ["new", "saturday", "--players", P, "--rule", f"{draw(unknown)}=1"],
    ]))


def _snapshot(folder: Path) -> dict[str, bytes]:
    """Every file of the sessions folder except lock files and backups (which may grow)."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*")
            if p.is_file() and not p.name.endswith(".lock") and ".backup" not in p.parts}


@given(args=refused_command())
def test_refused_input_exits_1_or_2_and_changes_nothing(folder, args):
    before = _snapshot(folder)
    r = run(*args, env={"VINTSCORE_DIR": str(folder)})
    assert r.exit_code in (1, 2), (args, r.exit_code, r.stdout, r.stderr)
    assert r.stdout == "", (args, r.stdout)
    assert r.stderr.strip(), args
    assert _snapshot(folder) == before, args


# ------------------------------------------------------------------------------------
# Random valid evenings


coronet = st.one_of(
    st.builds(lambda h, s, n: Coronet(h, CoronetKind.SEQUENCE, n, STRAINS[s]),
              st.sampled_from(PLAYERS), st.sampled_from("SCDH"), st.integers(3, 6)),
    st.builds(lambda h, n: Coronet(h, CoronetKind.ACES, n), st.sampled_from(PLAYERS),
              st.sampled_from([3, 4])),
)


@st.composite
def deal(draw) -> Deal:
    strain = STRAINS[draw(st.sampled_from(list(STRAINS)))]
    honours = draw(st.integers(0, 5)) if strain.is_suit else None
    return Deal(Contract(draw(st.integers(1, 7)), strain), draw(st.sampled_from(PLAYERS)),
                draw(st.integers(0, 13)), honours, draw(st.integers(0, 4)),
                tuple(draw(st.lists(coronet, max_size=2))),
                tuple(draw(st.lists(st.sampled_from(PLAYERS), max_size=2))),
                draw(st.none() | st.sampled_from(PLAYERS)))


event = st.one_of(
    deal(), deal(), deal(), deal(),
    st.just(AllPass()),
    st.builds(Adjustment, st.sampled_from(PLAYERS), st.integers(-600, 600), st.booleans(),
              st.sampled_from(["house rule", "correction"])),
    st.builds(Misdeal, st.sampled_from(PLAYERS)),
)

evening = st.fixed_dictionaries({
    "preset": st.sampled_from(list(PRESETS)),
    "rule": st.sampled_from([None, "all_pass=revolving", "tricks_counted=over_six",
                             "round_hundreds=true", "game_bonus=1000"]),
    "stake": st.sampled_from(["1", "0.5", "0.10", "2.25", "3"]),
    "events": st.lists(event, min_size=1, max_size=10),
})


def command(ev) -> list[str]:
    """The command a scorekeeper types for an event."""
    if isinstance(ev, AllPass):
        return ["pass"]
    if isinstance(ev, Misdeal):
        return ["misdeal", ev.player]
    if isinstance(ev, Adjustment):
        return (["adjust", ev.player, "--reason", ev.reason] + (["--below"] if ev.below else [])
                + ["--", str(ev.amount)])
    c = ev.contract
    args = ["deal", f"{c.level}{c.strain.letter}", ev.declarer, str(ev.tricks),
            "--aces", str(ev.aces)]
    if ev.honours is not None:
        args += ["--honours", str(ev.honours)]
    for k in ev.coronets:
        what = "aces" if k.kind is CoronetKind.ACES else k.suit.letter
        args += ["--coronet", f"{k.holder}:{what}:{k.length}"]
    for p in ev.revokes:
        args += ["--revoke", p]
    if ev.first:
        args += ["--first", ev.first]
    return args


def type_evening(spec: dict, folder: Path) -> tuple[Session, Path]:
    """Type the evening through the CLI; events the core refuses must be refused by the CLI
    too (exit 1, file unchanged). Returns the session of the accepted events, built in Python."""
    env = {"VINTSCORE_DIR": str(folder)}
    new = ["new", "evening", "--players", P, "--rules", spec["preset"], "--stake", spec["stake"]]
    if spec["rule"]:
        new += ["--rule", spec["rule"]]
    ok(*new, env=env)
    path = folder / "evening.toml"
    rules = with_overrides(PRESETS[spec["preset"]],
                          [parse_rule_override(spec["rule"])] if spec["rule"] else [])
    session = Session("evening", datetime(2026, 11, 30, tzinfo=UTC), PLAYERS, rules,
                      stake=Decimal(spec["stake"]))
    for ev in spec["events"]:
        candidate = Session(session.title, session.created, PLAYERS, rules,
                            events=session.events + (ev,), stake=session.stake)
        try:
            replay(candidate)
            accepted = True
        except EventError:
            accepted = False
        before = path.read_bytes()
        r = run(*command(ev), env=env)
        if accepted:
            assert r.exit_code == 0, (command(ev), r.stderr)
            session = candidate
        else:
            assert r.exit_code == 1, (command(ev), r.exit_code, r.stdout, r.stderr)
            assert path.read_bytes() == before
    return session, path


@EVENINGS
@given(spec=evening)
def test_a_random_evening_settles_as_the_core_says_and_to_zero(spec):
    with tempfile.TemporaryDirectory() as d:
        folder = Path(d)
        session, path = type_evening(spec, folder)
        env = {"VINTSCORE_DIR": str(folder)}
        assert storage.load(path).session.events == session.events  # the file holds what was typed
        got = json.loads(ok("settle", "--json", env=env).stdout)
    want = settle(replay(session), session.stake)
    assert sum(got["players"].values()) == 0
    assert got["players"] == dict(want.points)
    assert {p: Decimal(m) for p, m in got["money"].items()} == dict(want.money)
    assert sum(Decimal(m) for m in got["money"].values()) == 0
    assert len(got["rubbers"]) == len(want.rubbers)
    for g, w in zip(got["rubbers"], want.rubbers):
        assert g["number"] == w.number and g["finished"] == w.finished
        assert g["sides"] == [{"players": list(s.players), "total": s.total, "games": s.games}
                              for s in w.sides]
        assert g["result"] == dict(w.result)
        assert sum(g["result"].values()) == 0


@EVENINGS
@given(spec=evening)
def test_another_process_shows_the_same_evening(spec):
    """The replay is deterministic: what this process shows of a typed evening (with the
    parse cache it wrote, after every example before) is what a fresh interpreter shows,
    started with another PYTHONHASHSEED and an empty cache, byte for byte. (Showing it twice
    here would compare the program with itself: the same seed, the same caches.)"""
    with tempfile.TemporaryDirectory() as d:
        folder = Path(d)
        type_evening(spec, folder)
        env = {"VINTSCORE_DIR": str(folder)}
        commands = [["sheet", "--json"], ["settle", "--json"], ["log", "--json"], ["sheet"],
                    ["settle"], ["log"]]
        here = [ok(*c, env=env) for c in commands]
        there = vint_elsewhere(commands, env)
        assert len(there) == len(commands)
        for c, mine, theirs in zip(commands, here, there, strict=True):
            assert theirs == {"exit_code": 0, "stdout": mine.stdout, "stderr": mine.stderr}, c
