"""The club ledger over a season of generated sessions (issue 15, "how we will check").

Vint evenings and Preferans pulyas at mixed stakes, the members written differently from
session to session (Anna, anna, Аня, ANYA…), a name that is nobody's, and a few payments.
The ledger expected here is worked out by the test itself: each session's money is what
`vint settle --json` prints for it (its `money_cents`: the cents every surface shows,
issue 23), each name is mapped to its member by the test's own
table of aliases, and the sums are exact decimals. Nothing here calls the ledger's code
for an expected number. The payments that clear the balances are checked to sum to each
balance and to be as few as the exhaustive search of tests/core/test_payments.py finds.
"""
from __future__ import annotations

import json
import random
from dataclasses import replace
from datetime import date, datetime, timedelta, timezone
from decimal import Decimal
from pathlib import Path

import pytest
from core.test_payments import most_groups
from helpers_cli.vintcli import ok

from vintscore import storage
from vintscore.cards import Strain
from vintscore.games.vint.model import AllPass, Contract, Deal
from vintscore.games.vint.presets import PRESETS
from vintscore.games.vint.sheet import replay
from vintscore.session import Session

# member -> the names he is written under in sessions (the first is his name in the ledger)
MEMBERS = {
    "Anna": ("Anna", "anna", "Аня", "ANYA"),
    "Boris": ("Boris", "Боря", "boris"),
    "Vera": ("Vera", "Вера"),
    "Gleb": ("Gleb", "GLEB"),
    "Dmitri": ("Dmitri", "Дима"),
}
STRANGERS = ("Zoe", "Kira")  # nobody's names: never merged into a member
STAKES = ("0.10", "0.25", "0.5", "1", "2.00", "0.33")
MSK = timezone(timedelta(hours=3))


def casefolded(name: str) -> str:
    return name.casefold()


ALIAS = {casefolded(n): member for member, names in MEMBERS.items() for n in names}


def person(name: str) -> str:
    """Whose account a session's name goes to: its member's, else its own (folded)."""
    return ALIAS.get(casefolded(name), name)


def pick_players(rng: random.Random, count: int) -> list[str]:
    people = rng.sample([*MEMBERS, *STRANGERS], count)
    return [rng.choice(MEMBERS[p]) if p in MEMBERS else p for p in people]


def vint_evening(rng: random.Random, created: datetime, stake: str) -> Session:
    players = tuple(pick_players(rng, 4))
    events = []
    for _ in range(rng.randint(3, 14)):
        if rng.random() < 0.08:
            events.append(AllPass())
            continue
        level = rng.choice((1, 2, 2, 3, 4, 5))
        strain = rng.choice(list(Strain))
        tricks = max(0, min(13, 6 + level + rng.choice((-2, -1, 0, 0, 1))))
        honours = None if strain is Strain.NO_TRUMP else rng.choice((1, 2, 3, 4))
        declarer = rng.choice(players)
        events.append(Deal(Contract(level, strain), declarer, tricks, honours,
                           rng.choice((1, 2, 3)), first=declarer))
    session = Session("evening", created, players, PRESETS["classic"], tuple(events),
                      stake=Decimal(stake))
    refused = {p.number for p in replay(session, keep_going=True).problems}
    return replace(session, events=tuple(e for i, e in enumerate(events, 1) if i not in refused))


def pulya(folder: Path, rng: random.Random, name: str, created: datetime, stake: str) -> None:
    """A pulya of entries by hand (pool, mountain, vists), typed at the command line."""
    players = pick_players(rng, 3)
    ok("new", name, "--game", "preferans", "--players", ",".join(players), "--rules", "sochi",
       "--stake", stake, "--pool", "20")
    for writer in players:
        others = [p for p in players if p != writer]
        ok("adjust", writer, "--pool", rng.randint(0, 20), "--mountain", rng.randint(0, 30),
           *(x for p in others for x in ("--vists-on", f"{p}={rng.randint(0, 60)}")),
           "--reason", "paper")
    path = folder / f"{name}.toml"
    s = storage.parse(path.read_text(encoding="utf-8"))
    path.write_text(storage.dumps(replace(s, created=created)), encoding="utf-8")


SEASONS = '''
[[seasons]]
name = "autumn"
since = 2026-09-01
until = 2026-10-31

[[seasons]]
name = "cup"
sessions = ["s04", "p02", "s07", "s99"]
'''

# (day, from as typed, to as typed, amount, season)
PAYMENTS = [
    ("2026-09-20", "боря", "ANNA", "12.50", None),
    ("2026-10-05", "Gleb", "вера", "7", None),
    ("2026-10-30", "дима", "anya", "3.33", "cup"),
    ("2026-11-15", "Vera", "Boris", "20.05", None),
]


@pytest.fixture(scope="module")
def season(tmp_path_factory):
    """Twelve sessions from September to November 2026 (eight evenings, four pulyas), the
    members and their aliases, two seasons (by hand in ledger.toml), four payments."""
    folder = tmp_path_factory.mktemp("season")
    mp = pytest.MonkeyPatch()
    mp.setenv("VINTSCORE_DIR", str(folder))
    rng = random.Random(15)
    sessions = []
    for n in range(1, 13):
        created = datetime(2026, 9, 3, 19, 0, tzinfo=MSK) + timedelta(days=7 * (n - 1))
        stake = rng.choice(STAKES)
        if n % 3 == 0:
            name = f"p{n // 3:02d}"
            pulya(folder, rng, name, created, stake)
        else:
            name = f"s{n:02d}"
            (folder / f"{name}.toml").write_text(
                storage.dumps(vint_evening(rng, created, stake)), encoding="utf-8")
        sessions.append(name)
    for member, names in MEMBERS.items():
        ok("ledger", "--add-member", member, *(x for a in names[1:] for x in ("--alias", a)))
    ledger = folder / "ledger.toml"
    ledger.write_text(ledger.read_text(encoding="utf-8") + SEASONS, encoding="utf-8")
    for day, payer, payee, amount, tag in PAYMENTS:
        ok("paid", payer, payee, amount, "--date", day,
           *(("--season", tag) if tag else ()))
    yield sessions
    mp.undo()


def settled(name: str) -> tuple[date, dict[str, Decimal], bool]:
    """A session's date, its money per player to the cent as `vint settle --json` prints
    it, and whether it is finished (its last rubber, or the pulya, over)."""
    data = json.loads(ok("settle", "--json", "-s", name).stdout)
    s = storage.load(storage.resolve(name, storage.sessions_dir())).session
    if "over" in data:
        finished = data["over"]
    else:
        finished = bool(data["rubbers"]) and data["rubbers"][-1]["finished"]
    return s.created.date(), {p: Decimal(m) for p, m in data["money_cents"].items()}, finished


def expected(sessions: list[str], since: date | None = None, until: date | None = None,
             season: str | None = None) -> dict[str, dict[str, Decimal]]:
    """Each person's won, lost, paid, received and balance, worked out here."""
    cup = {"s04", "p02", "s07"}
    out: dict[str, dict[str, Decimal]] = {
        m: dict.fromkeys(("won", "lost", "paid", "received"), Decimal(0)) for m in MEMBERS}

    def inside(day: date) -> bool:
        return (since is None or day >= since) and (until is None or day <= until)

    for name in sessions:
        day, money, _ = settled(name)
        if not inside(day) or (season == "cup" and name not in cup) or (
                season == "autumn" and not date(2026, 9, 1) <= day <= date(2026, 10, 31)):
            continue
        for player, amount in money.items():
            row = out.setdefault(person(player), dict.fromkeys(
                ("won", "lost", "paid", "received"), Decimal(0)))
            row["won" if amount > 0 else "lost"] += abs(amount)
    for day_text, payer, payee, amount, tag in PAYMENTS:
        day = date.fromisoformat(day_text)
        autumn = date(2026, 9, 1) <= day <= date(2026, 10, 31)
        counted = inside(day) and (
            season is None or (tag == season if tag else season == "autumn" and autumn))
        if counted:
            out[person(payer)]["paid"] += Decimal(amount)
            out[person(payee)]["received"] += Decimal(amount)
    for row in out.values():
        row["balance"] = row["won"] - row["lost"] + row["paid"] - row["received"]
    return out


def ledger_json(*args: str) -> dict:
    return json.loads(ok("ledger", "--json", *args).stdout)


def check_against(got: dict, want: dict[str, dict[str, Decimal]]) -> None:
    accounts = got["accounts"]
    played = {name for name, row in want.items()
              if name in MEMBERS or any(row[k] for k in ("won", "lost"))}
    assert set(accounts) == played | set(MEMBERS)
    for name, row in accounts.items():
        assert row["member"] == (name in MEMBERS), name
        for key in ("won", "lost", "paid", "received", "balance"):
            assert Decimal(row[key]) == want[name][key], (name, key, row[key], want[name][key])
    # the payments that clear the balances exactly as shown (issue 23: they are cents,
    # every session's money being its cents), and as few as the exhaustive search finds
    exact = {name: Decimal(row["balance"]) * 100 for name, row in accounts.items()}
    cleared = dict.fromkeys(accounts, 0)
    for p in got["payments"]:
        amount = int(Decimal(p["amount"]) * 100)
        assert amount > 0 and p["from"] != p["to"]
        cleared[p["from"]] -= amount  # he owed it: his balance was negative
        cleared[p["to"]] += amount
    assert sum(cleared.values()) == 0
    for name, cents in cleared.items():
        assert cents == exact[name], (name, cents, exact[name])
    nonzero = sum(1 for v in cleared.values() if v)
    assert len(got["payments"]) == nonzero - most_groups(tuple(cleared.values()))

def test_the_season_is_what_the_sessions_settle_to(season):
    sessions = season
    got = ledger_json()
    check_against(got, expected(sessions))
    assert got["payments_rounded"]  # a stake of 0.33 makes fractions of a cent
    assert len(got["payments"]) >= 3
    assert [s["session"] for s in got["sessions"]] == sessions  # all, by date
    # both games, at their own stakes, the names as the sessions write them
    assert {s["game"] for s in got["sessions"]} == {"vint", "preferans"}
    assert len({s["stake"] for s in got["sessions"]}) > 2
    written = {p for s in got["sessions"] for p in s["money"]}
    assert len({person(p) for p in written if person(p) == "Anna"}) == 1
    assert len({p for p in written if person(p) == "Anna"}) > 1  # Anna under several names


def test_unfinished_sessions_are_marked_and_counted(season):
    got = ledger_json()
    for s in got["sessions"]:
        _, money, finished = settled(s["session"])
        assert s["finished"] == finished, s["session"]
        assert {p: Decimal(m) for p, m in s["money"].items()} == money
    assert any(not s["finished"] for s in got["sessions"])  # the season has some
    out = ok("ledger").stdout
    assert "* unfinished" in out and "counted as 'vint settle' says it now" in out


@pytest.mark.parametrize("args, since, until, season_name", [
    pytest.param(("--since", "2026-10-01"), date(2026, 10, 1), None, None, id="since"),
    pytest.param(("--until", "2026-10-15"), None, date(2026, 10, 15), None, id="until"),
    pytest.param(("--since", "2026-09-10", "--until", "2026-11-01"), date(2026, 9, 10),
                 date(2026, 11, 1), None, id="since-and-until"),
    pytest.param(("--season", "autumn"), None, None, "autumn", id="season-of-dates"),
    pytest.param(("--season", "CUP"), None, None, "cup", id="season-of-sessions-any-case"),
    pytest.param(("--season", "autumn", "--since", "2026-10-01"), date(2026, 10, 1), None,
                 "autumn", id="season-and-since"),
    # issue 23: --month, the treasurer's shortcut: its first day to its last
    pytest.param(("--month", "2026-10"), date(2026, 10, 1), date(2026, 10, 31), None,
                 id="month"),
    pytest.param(("--month", " 2026-09 "), date(2026, 9, 1), date(2026, 9, 30), None,
                 id="month-of-thirty-days"),
    pytest.param(("--month", "2026-02"), date(2026, 2, 1), date(2026, 2, 28), None,
                 id="month-with-nothing"),
    pytest.param(("--month", "2026-10", "--season", "cup"), date(2026, 10, 1),
                 date(2026, 10, 31), "cup", id="month-and-season"),
])
def test_filters(season, args, since, until, season_name):
    sessions = season
    got = ledger_json(*args)
    check_against(got, expected(sessions, since, until, season_name))
    for s in got["sessions"]:
        day = date.fromisoformat(s["date"])
        assert (since is None or day >= since) and (until is None or day <= until)
    if since is not None and until is not None:  # --month or both: said as the range
        assert (got["since"], got["until"]) == (since.isoformat(), until.isoformat())
    if season_name == "cup" and "--month" in args:
        assert {s["session"] for s in got["sessions"]} <= {"s04", "p02", "s07"}
    elif season_name == "cup":
        assert [s["session"] for s in got["sessions"]] == ["s04", "p02", "s07"]
        assert [p["amount"] for p in got["paid"]] == ["3.33"]  # the one made for the cup
        assert got["season"] == {"name": "cup", "since": None, "until": None,
                                 "sessions": ["s04", "p02", "s07", "s99"]}
        assert got["missing"] == ["s99"]  # listed, but the folder has no such session
        assert "The season lists sessions the folder does not have: s99." in ok(
            "ledger", *args).stdout
    else:
        assert got["missing"] == []


def test_stats_count_a_member_once_whatever_name_he_played_under(season):
    got = json.loads(ok("stats", "--json").stdout)["games"]
    names = set(got["vint"]["players"]) | set(got["preferans"]["players"])
    assert "Anna" in names
    assert not names & {"anna", "Аня", "ANYA", "Боря", "boris", "Вера", "GLEB", "Дима"}
    assert {"Zoe", "Kira"} & names  # nobody's names stay themselves
