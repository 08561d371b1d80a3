"""`vint stats` (issue "After the game"): players and partnerships over the sessions folder.

The figures of a generated archive are checked against sums the test works out itself:
each rubber's result from the totals of its columns on the sheet (`sheet --json`'s data:
the replay is the rules engine every command shares) by V11 — the difference of
the columns, twice beside a dummy, Σ_others (own − other) with a column per player,
whole hundreds by largest remainder where the rules say so — and the contracts from the
generated deals themselves (tricks, minus three for the declarer's revoke, against
6 + level). Nothing here calls vintscore.stats or the settlement to get an expected
number; one evening with a seat change is worked out by hand.
"""
from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from collections import defaultdict
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta, timezone
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest
from core.test_payments import cents_by_rule
from helpers_cli.vintcli import ok, run

from vintscore import storage
from vintscore.cards import Strain
from vintscore.games.vint.model import Adjustment, AllPass, Contract, Deal, TableMode
from vintscore.games.vint.presets import PRESETS
from vintscore.games.vint.report import sheet_json
from vintscore.games.vint.sheet import replay
from vintscore.rubber.events import Seat
from vintscore.session import Session

ROOT = Path(__file__).resolve().parents[2]
POOL = ("Anna", "Boris", "Vera", "Gleb", "Dmitri", "Egor", "Zoya", "Ivan", "Kira")
STAKES = ("0.10", "0.25", "0.5", "1", "2.00", "0.125")
MONEY = re.compile(r"-?[0-9]+\.[0-9]{2,}")


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    d = tmp_path / "cache"
    monkeypatch.setenv("VINTSCORE_CACHE", str(d))
    return d


# ------------------------------------------------------------------------------------
# A generated archive


TABLES = ((TableMode.PAIRS, 4, 40), (TableMode.PAIRS, 5, 15), (TableMode.PAIRS, 6, 5),
          (TableMode.DUMMY, 3, 10), (TableMode.SEPARATE, 3, 10), (TableMode.INDIVIDUAL, 4, 10),
          (TableMode.TWO, 2, 10))


def generated(rng: random.Random, number: int, deals: int) -> Session:
    table, count, _ = rng.choices(TABLES, weights=[w for *_, w in TABLES])[0]
    players = tuple(rng.sample(POOL, count))
    hands = list(players)
    if table is TableMode.DUMMY:
        hands.append("dummy")
    if table is TableMode.TWO:
        hands += [f"dummy-{p}" for p in players]
    events = []
    for _ in range(deals):
        roll = rng.random()
        if roll < 0.05:
            events.append(AllPass())
            continue
        if roll < 0.08:
            events.append(Adjustment(rng.choice(players), rng.choice((-300, 200, 500)),
                                     reason="house rule"))
            continue
        level = rng.choice((1, 1, 2, 2, 2, 3, 3, 4, 5, 6, 7))
        strain = rng.choice(list(Strain))
        tricks = max(0, min(13, 6 + level + rng.choice((-3, -1, 0, 0, 0, 1))))
        honours = None if strain is Strain.NO_TRUMP else rng.choice((1, 2, 3, 3, 4))
        declarer = rng.choice(hands)
        revokes = (declarer,) if declarer in players and rng.random() < 0.06 else ()
        partner = (rng.choice([p for p in players if p != declarer])
                   if table is TableMode.INDIVIDUAL else None)
        events.append(Deal(Contract(level, strain), declarer, tricks, honours,
                           rng.choice((1, 2, 2, 3)), revokes=revokes, first=declarer,
                           partner=partner, void=rng.random() < 0.03))
    rules = rng.choice((PRESETS["classic"], PRESETS["classic"], PRESETS["1886"],
                        replace(PRESETS["classic"], round_hundreds=True)))
    zone = rng.choice((timezone(timedelta(hours=3)), UTC, timezone(timedelta(hours=-5)),
                       None))
    created = datetime(2025, 1, 3, 19, 30, tzinfo=zone) + timedelta(days=5 * number,
                                                                    minutes=rng.randrange(300))
    session = Session(f"evening {number}", created, players, rules, tuple(events), table,
                      Decimal(rng.choice(STAKES)))
    refused = {p.number for p in replay(session, keep_going=True).problems}
    return replace(session, events=tuple(e for i, e in enumerate(events, 1) if i not in refused))


def write_archive(folder: Path, sessions: int, deals: int = 24, seed: int = 7) -> list[tuple[str, Session]]:
    rng = random.Random(seed)
    made = [(f"club-{n:03d}", generated(rng, n, deals)) for n in range(1, sessions + 1)]
    # the last evening with Anna writes her name in capitals: one player all the same
    last = max(i for i, (_, s) in enumerate(made) if "Anna" in s.players)
    name, s = made[last]
    made[last] = (name, replace(s, players=tuple("ANNA" if p == "Anna" else p for p in s.players),
                                events=tuple(_renamed(e, "Anna", "ANNA") for e in s.events)))
    for name, s in made:
        (folder / f"{name}.toml").write_text(storage.dumps(s), encoding="utf-8")
    return made


def _renamed(event, old: str, new: str):
    if isinstance(event, Deal):
        swap = {old: new, f"dummy-{old}": f"dummy-{new}"}
        return replace(event, declarer=swap.get(event.declarer, event.declarer),
                       partner=swap.get(event.partner, event.partner),
                       first=swap.get(event.first, event.first),
                       revokes=tuple(swap.get(p, p) for p in event.revokes))
    if isinstance(event, Adjustment) and event.player == old:
        return replace(event, player=new)
    return event


def largest_remainder(values: list[int]) -> list[int]:
    """V11 option, from its words: whole hundreds, the leftover hundreds to the largest
    remainders (ties to the larger value), so the sum is kept."""
    floors = [v - v % 100 for v in values]
    spare = (sum(values) - sum(floors)) // 100
    ranked = sorted(range(len(values)), key=lambda i: (-(values[i] % 100), -values[i], i))
    for i in ranked[:spare]:
        floors[i] += 100
    return floors


def is_dummy(hand: str) -> bool:
    return hand == "dummy" or hand.startswith("dummy-")


def expected_evening(name: str, session: Session) -> dict:
    """One session's figures, from its sheet's column totals and its deals (see the top)."""
    sheet = sheet_json(replay(session), name)
    to_win = 1 if session.table is TableMode.SEPARATE else 2
    players: dict[str, list[int]] = defaultdict(lambda: [0] * 6)  # played won lost points declared made
    pairs: dict[frozenset, list[int]] = defaultdict(lambda: [0] * 6)
    rubber_of: dict[int, dict] = {}
    for rubber in sheet["rubbers"]:
        sides = rubber["sides"]
        totals = [s["total"] for s in sides]
        results = [len(totals) * t - sum(totals) for t in totals]
        if session.rules.round_hundreds:
            results = largest_remainder(results)
        for side, result in zip(sides, results):
            people = [h for h in side["players"] if not is_dummy(h)]
            weight = len(side["players"]) // len(people)
            outcome = ([1, 0] if side["games"] == to_win else [0, 1]) if rubber["finished"] else [0, 0]
            for p in people:
                line = players[p]
                line[0] += 1
                line[1] += outcome[0]
                line[2] += outcome[1]
                line[3] += weight * result
            if len(people) == 2:
                line = pairs[frozenset(people)]
                line[0] += 1
                line[1] += outcome[0]
                line[2] += outcome[1]
                line[3] += result
            for entry in side["above"] + [e for game in side["below"] for e in game]:
                rubber_of[entry["event"]] = rubber
    for number, event in enumerate(session.events, 1):
        if not isinstance(event, Deal) or event.void:
            continue
        side = next(s for s in rubber_of[number]["sides"] if event.declarer in s["players"])
        people = [h for h in side["players"] if not is_dummy(h)]
        declarer = event.declarer if event.declarer in people else people[0]
        taken = event.tricks - min(3 * len(event.revokes), event.tricks)  # V10
        made = taken >= 6 + event.contract.level
        players[declarer][4] += 1
        players[declarer][5] += made
        if len(people) == 2:
            pairs[frozenset(people)][4] += 1
            pairs[frozenset(people)][5] += made
    for p in session.players:
        players[p]  # everyone at the table is in the evening, played or not
    return {"players": dict(players), "pairs": dict(pairs)}


def casefolded(name: str) -> str:
    return name.casefold()


def hundredths(points: int, rubbers: int) -> str:
    """points / rubbers to the hundredth, half away from zero."""
    q = Fraction(abs(points) * 100, rubbers)
    whole = int(q) + (q - int(q) >= Fraction(1, 2))
    return str(Decimal(whole if points >= 0 else -whole).scaleb(-2))


def expected_stats(archive: list[tuple[str, Session]], since: date | None = None,
                   only: set[str] | None = None, until: date | None = None) -> dict:
    """The whole `vint stats --json`, summed here."""
    kept = [(n, s) for n, s in archive if (since is None or s.created.date() >= since)
            and (until is None or s.created.date() <= until)]
    kept.sort(key=lambda item: (item[1].created.replace(tzinfo=None), item[0]))
    shown: dict[str, str] = {}
    for _, s in kept:
        for p in s.players:
            shown.setdefault(casefolded(p), p)
    people: dict[str, dict] = {}
    partnerships: dict[frozenset, dict] = {}

    def add(into: dict, key, session: str, created: datetime, money: Decimal,
            line: list[int]) -> None:
        if not line[0]:
            return
        row = into.setdefault(key, {"evenings": 0, "rubbers_played": 0, "rubbers_won": 0,
                                    "rubbers_lost": 0, "points": 0, "money": Decimal(0),
                                    "contracts_declared": 0, "contracts_made": 0,
                                    "best": None, "worst": None})
        row["evenings"] += 1
        for k, v in zip(("rubbers_played", "rubbers_won", "rubbers_lost", "points",
                         "contracts_declared", "contracts_made"), line):
            row[k] += v
        row["money"] += money
        mark = {"session": session, "date": created.date().isoformat(), "points": line[3]}
        if row["best"] is None or line[3] > row["best"]["points"]:
            row["best"] = mark
        if row["worst"] is None or line[3] < row["worst"]["points"]:
            row["worst"] = mark

    for name, s in kept:
        figures = expected_evening(name, s)
        # issue 23: a player's money is the sum of his evenings' cents, each evening's
        # money rounded to the cent once as it is settled (largest remainder, ties in
        # seating order); a partnership's is its points at the stake, exact (no
        # settlement pays a partnership)
        cents = cents_by_rule([(p, Fraction(figures["players"][p][3]) * Fraction(s.stake) / 100)
                               for p in s.players])
        for p, line in figures["players"].items():
            add(people, casefolded(p), name, s.created, Decimal(cents[p]) / 100, line)
        for pair, line in figures["pairs"].items():
            add(partnerships, frozenset(casefolded(p) for p in pair), name, s.created,
                Decimal(line[3]) * s.stake / 100, line)
    for rows in (people, partnerships):
        for row in rows.values():
            row["average"] = hundredths(row["points"], row["rubbers_played"])
    if only is not None:
        people = {k: v for k, v in people.items() if k in only}
        partnerships = {k: v for k, v in partnerships.items() if k <= only}
    return {
        "sessions": len(kept),
        "players": {shown[k]: v for k, v in people.items()},
        "partnerships": {tuple(sorted((shown[p] for p in k), key=casefolded)): v
                         for k, v in partnerships.items()},
    }


def stats_json(*args: str) -> dict:
    return json.loads(ok("stats", "--json", *args).stdout)


def vint_part(*args: str) -> dict:
    """Vint's part of `vint stats --json` (schema 2: each game's under `games`, issue 33)."""
    return stats_json(*args)["games"]["vint"]


def check_against(document: dict, want: dict) -> None:
    assert document["format"] == "vintscore-stats" and document["schema_version"] == 2
    got = document["games"]["vint"]
    assert got["sessions"] == want["sessions"]
    assert set(got["players"]) == set(want["players"])
    pairs = {tuple(p["players"]): p for p in got["partnerships"]}
    assert len(pairs) == len(got["partnerships"])
    assert set(pairs) == set(want["partnerships"])
    for name, row in [*got["players"].items(), *pairs.items()]:
        expected = (want["players"] if isinstance(name, str) else want["partnerships"])[name]
        assert MONEY.fullmatch(row["money"]), row["money"]
        assert Decimal(row["money"]) == expected["money"], name
        assert {k: v for k, v in row.items() if k not in ("money", "players")} == {
            k: v for k, v in expected.items() if k != "money"}, name
    # V11: every evening sums to zero, so the players' points do
    assert sum(r["points"] for r in got["players"].values()) == 0


@pytest.fixture(scope="module")
def archive_folder(tmp_path_factory):
    folder = tmp_path_factory.mktemp("archive") / "sessions"
    folder.mkdir()
    made = write_archive(folder, 64)
    return folder, made


@pytest.fixture(scope="module")
def archive_cache(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("archive-cache")


@pytest.fixture
def archive(archive_folder, archive_cache, monkeypatch, request):
    """The archive as the sessions folder. The stats' cache is the module's, filled by the
    first test that reads the archive (each cold read of 64 sessions starts worker
    processes), unless the test asks for a cache_dir of its own: the tests of the reading
    itself, of the cache, and of what a first run shows do."""
    folder, made = archive_folder
    monkeypatch.setenv("VINTSCORE_DIR", str(folder))
    if "cache_dir" not in request.fixturenames:
        monkeypatch.setenv("VINTSCORE_CACHE", str(archive_cache))
    return made


def test_the_generated_archive_has_what_it_should_test(archive):
    tables = {s.table for _, s in archive}
    assert tables == set(TableMode)
    assert any(s.rules.round_hundreds for _, s in archive)
    assert any(any(isinstance(e, Deal) and e.void for e in s.events) for _, s in archive)
    assert any(any(isinstance(e, Deal) and e.revokes for e in s.events) for _, s in archive)
    assert any(s.created.tzinfo is None for _, s in archive)
    assert any("ANNA" in s.players for _, s in archive)
    sheets = [replay(s) for _, s in archive]
    assert any(not r.finished for sh in sheets for r in sh.rubbers)
    assert any(r.out for sh in sheets for r in sh.rubbers)  # someone sat out
    assert len(archive) > 50  # more than PARALLEL_FROM: worker processes


def test_stats_of_the_archive_are_the_sums_worked_out_here(archive, cache_dir):
    got = stats_json()
    check_against(got, expected_stats(archive))
    assert got["skipped"] == []
    assert "ANNA" not in got["games"]["vint"]["players"]  # one player, shown as first written


def test_a_second_run_comes_from_the_cache_and_says_the_same(archive, cache_dir, monkeypatch):
    first = ok("stats", "--json").stdout
    assert (cache_dir / "stats.pickle").is_file()
    from vintscore.games.vint import stats as vint_stats

    def never(*args, **kwargs):
        raise AssertionError("read afresh")

    # the method the game's stats object runs (a module-level name would not be called)
    monkeypatch.setattr(vint_stats.VintStats, "figures", never)
    assert ok("stats", "--json").stdout == first


def test_worker_processes_and_one_process_agree(archive, monkeypatch, tmp_path):
    from vintscore.services import stats
    monkeypatch.setenv("VINTSCORE_CACHE", "off")
    parallel = ok("stats", "--json").stdout
    monkeypatch.setattr(stats, "PARALLEL_FROM", 10_000)
    assert ok("stats", "--json").stdout == parallel
    monkeypatch.setattr(stats, "PARALLEL_FROM", 3)
    assert ok("stats", "--json").stdout == parallel


def test_in_a_real_process_first_and_second_run(archive_folder, tmp_path):
    folder, made = archive_folder
    env = dict(os.environ, VINTSCORE_DIR=str(folder), VINTSCORE_CACHE=str(tmp_path / "c"),
               COLUMNS="80", NO_COLOR="1")
    for _ in range(2):  # the first fills the cache, the second reads it
        r = subprocess.run([sys.executable, "-m", "vintscore", "stats", "--json"],
                           capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
        assert r.returncode == 0 and r.stderr == "", r.stderr
        check_against(json.loads(r.stdout), expected_stats(made))


@pytest.mark.parametrize("since", ["2025-03-01", "2025-06-15", "2025-01-01", "2030-01-01"])
def test_since_keeps_the_sessions_created_on_or_after_the_date(archive, since):
    got = stats_json("--since", since)
    check_against(got, expected_stats(archive, since=date.fromisoformat(since)))


@pytest.mark.parametrize("month, first, last", [
    # issue 23: --month, a month's first day to its last (the archive runs from 2025-01)
    ("2025-03", date(2025, 3, 1), date(2025, 3, 31)),
    ("2025-04", date(2025, 4, 1), date(2025, 4, 30)),
    ("2025-02", date(2025, 2, 1), date(2025, 2, 28)),
])
def test_month_keeps_the_sessions_created_in_that_month(archive, month, first, last):
    got = stats_json("--month", month)
    want = expected_stats(archive, since=first, until=last)
    assert 0 < want["sessions"] < len(archive)  # the month is a part of the archive
    check_against(got, want)


def test_month_takes_only_yyyy_mm_and_not_beside_since(sessions_dir, cache_dir):
    r = run("stats", "--month", "2026-13")
    assert r.exit_code == 1 and r.stdout == "", r.stderr
    assert r.stderr.startswith("error: --month takes a month written YYYY-MM, not '2026-13'")
    r = run("stats", "--month", "2026-12", "--since", "2026-12-01", "--lang", "ru")
    assert r.exit_code == 1 and r.stdout == "", r.stderr
    assert r.stderr.startswith("ошибка: --month сам задаёт даты: не вместе с --since")
    assert "«vint stats --month 2026-12» — это с 01.12.2026 по 31.12.2026" in r.stderr
    assert ok("stats", "--month", "2031-01").stdout.startswith("No sessions in ")
    assert "created in 2031-01." in ok("stats", "--month", "2031-01").stdout


def test_since_is_the_date_written_in_the_file(sessions_dir, cache_dir):
    # 00:30 on 1 February at +03:00 is still 31 January in UTC: the evening is the 1st's
    late = datetime(2026, 2, 1, 0, 30, tzinfo=timezone(timedelta(hours=3)))
    s = Session("late", late, ("Anna", "Boris", "Vera", "Gleb"), PRESETS["classic"],
                (Deal(Contract(1, Strain.NO_TRUMP), "Anna", 7, None, 2),))
    (sessions_dir / "late.toml").write_text(storage.dumps(s), encoding="utf-8")
    assert vint_part("--since", "2026-02-01")["sessions"] == 1
    assert vint_part("--since", "2026-02-02")["sessions"] == 0


@pytest.mark.parametrize("given, keep", [
    ("Anna,Boris", {"anna", "boris"}),
    ("an,BOR,vera", {"anna", "boris", "vera"}),  # beginnings, any case
    (" kira , ", {"kira"}),
])
def test_players_keeps_their_rows_and_the_partnerships_among_them(archive, given, keep):
    got = vint_part("--players", given)
    check_against_subset(got, expected_stats(archive, only=keep))
    assert {casefolded(p) for p in got["players"]} == keep


def check_against_subset(got: dict, want: dict) -> None:
    assert got["sessions"] == want["sessions"]
    assert set(got["players"]) == set(want["players"])
    assert {tuple(p["players"]) for p in got["partnerships"]} == set(want["partnerships"])
    for name, row in got["players"].items():
        assert row["points"] == want["players"][name]["points"]
        assert Decimal(row["money"]) == want["players"][name]["money"]
    for row in got["partnerships"]:
        w = want["partnerships"][tuple(row["players"])]
        assert (row["rubbers_played"], row["points"], row["contracts_declared"]) == (
            w["rubbers_played"], w["points"], w["contracts_declared"])


@pytest.mark.parametrize("given, words", [
    ("Nobody", ["no player 'Nobody' in the sessions", "players in the sessions: Anna"]),
    ("Anna,X", ["no player 'X'"]),
    (",", ["--players names no player"]),
])
def test_players_refused(archive, given, words):
    r = run("stats", "--players", given)
    assert r.exit_code == 1 and r.stdout == "", r.stderr
    assert r.stderr.startswith("error: ")
    for w in words:
        assert w in r.stderr


def test_an_ambiguous_beginning_is_refused(sessions_dir, cache_dir):
    s = Session("t", datetime(2026, 1, 1, 19), ("Anna", "Anton", "Vera", "Gleb"),
                PRESETS["classic"], ())
    (sessions_dir / "t.toml").write_text(storage.dumps(s), encoding="utf-8")
    r = run("stats", "--players", "an")
    assert r.exit_code == 1 and "'an' could be Anna or Anton" in r.stderr, r.stderr
    assert ok("stats", "--players", "ann").stdout.startswith("No rubbers played by ann.")


@pytest.mark.parametrize("since", ["2026-1-5", "05.01.2026", "2026-02-30", "yesterday", "",
                                   "2026-01-05T19:00", "20260105"])
def test_since_takes_only_yyyy_mm_dd(sessions_dir, cache_dir, since):
    r = run("stats", "--since", since)
    assert r.exit_code == 1 and r.stdout == "", r.stderr
    assert r.stderr.startswith("error: --since takes a date written YYYY-MM-DD")
    assert "hint: for example: vint stats --since" in r.stderr
    r = run("stats", "--since", since, "--lang", "ru")
    assert r.exit_code == 1 and r.stderr.startswith("ошибка: --since принимает дату")


# ------------------------------------------------------------------------------------
# One evening worked out by hand


def hand_worked(folder: Path) -> None:
    """Two evenings (V8–V12), the numbers worked out below.

    friday (stake 1): Anna & Vera against Boris & Gleb.
      1. adjustment +1000 for Anna's side, above.           AV 1000
      2. 2♥ by Anna, 6 tricks, honours 3, aces 2: AV 6×20 = 120 below, BG 7×20 = 140;
         two down: 2×2000 = 4000 to BG (V4); honours AV 3×200 = 600 against BG's aces
         2–2 with the odd trick 2×200 = 400: 200 to AV (V5).  AV 1320, BG 4140
      3. Egor takes Gleb's seat at once (V12). Gleb's share: 4140 − 1320 = +2820.
      4. 1♠ by Egor, 7 tricks, honours 3, aces 2: BG 70 below, AV 60; honours 300 + aces
         2–2 with the odd trick 200 = 500 to BG.           AV 1380, BG 4710
      Unfinished. D = 4710 − 1380 = 3330: Boris +3330, Egor 3330 − 2820 = +510,
      Gleb +2820, Anna and Vera −3330 each. Anna declared 1, made 0; Egor declared 1,
      made 1. Partnerships: Anna & Vera −3330; Boris & Gleb +2820; Boris & Egor +510.
    saturday (stake 0.50), three with a dummy: rubber 1, Anna with the dummy against
      Boris & Vera. 1NT by the dummy, 7 tricks, aces 2: 70 below + 2×250 = 500 → 570
      against 60; D = 510: Anna 2×510 = +1020 (V12), Boris and Vera −510. Anna declared
      (she plays the dummy's hand) 1, made 1. Unfinished.
    """
    friday = Session("friday", datetime(2026, 3, 6, 19, tzinfo=UTC),
                     ("Anna", "Boris", "Vera", "Gleb"), PRESETS["classic"], (
                         Adjustment("Anna", 1000, reason="house rule"),
                         Deal(Contract(2, Strain.HEARTS), "Anna", 6, 3, 2),
                         Seat(replace=(("Gleb", "Egor"),)),
                         Deal(Contract(1, Strain.SPADES), "Egor", 7, 3, 2)),
                     stake=Decimal("1"))
    saturday = Session("saturday", datetime(2026, 3, 7, 19, tzinfo=UTC),
                       ("Anna", "Boris", "Vera"), PRESETS["classic"],
                       (Deal(Contract(1, Strain.NO_TRUMP), "dummy", 7, None, 2),),
                       TableMode.DUMMY, Decimal("0.50"))
    for name, s in (("friday", friday), ("saturday", saturday)):
        (folder / f"{name}.toml").write_text(storage.dumps(s), encoding="utf-8")


def row(evenings, played, points, money, average, declared, made, best, worst, won=0, lost=0):
    return {"evenings": evenings, "rubbers_played": played, "rubbers_won": won,
            "rubbers_lost": lost, "points": points, "money": money, "average": average,
            "contracts_declared": declared, "contracts_made": made, "best": best, "worst": worst}


FRI = "2026-03-06"
SAT = "2026-03-07"


def mark(session: str, day: str, points: int) -> dict:
    return {"session": session, "date": day, "points": points}


def test_a_seat_change_and_a_dummy_worked_out_by_hand(sessions_dir, cache_dir):
    hand_worked(sessions_dir)
    got = vint_part()
    assert got["sessions"] == 2
    assert got["players"] == {
        # −3330 × 1/100 + 1020 × 0.50/100 = −33.30 + 5.10; −2310 / 2 rubbers
        "Anna": row(2, 2, -2310, "-28.20", "-1155.00", 2, 1, mark("saturday", SAT, 1020),
                    mark("friday", FRI, -3330)),
        # 3330 − 510; 33.30 − 2.55
        "Boris": row(2, 2, 2820, "30.75", "1410.00", 0, 0, mark("friday", FRI, 3330),
                     mark("saturday", SAT, -510)),
        "Egor": row(1, 1, 510, "5.10", "510.00", 1, 1, mark("friday", FRI, 510),
                    mark("friday", FRI, 510)),
        "Gleb": row(1, 1, 2820, "28.20", "2820.00", 0, 0, mark("friday", FRI, 2820),
                    mark("friday", FRI, 2820)),
        "Vera": row(2, 2, -3840, "-35.85", "-1920.00", 0, 0, mark("saturday", SAT, -510),
                    mark("friday", FRI, -3330)),
    }
    assert got["partnerships"] == [
        {"players": ["Anna", "Vera"], **row(1, 1, -3330, "-33.30", "-3330.00", 1, 0,
                                            mark("friday", FRI, -3330), mark("friday", FRI, -3330))},
        {"players": ["Boris", "Egor"], **row(1, 1, 510, "5.10", "510.00", 1, 1,
                                             mark("friday", FRI, 510), mark("friday", FRI, 510))},
        {"players": ["Boris", "Gleb"], **row(1, 1, 2820, "28.20", "2820.00", 0, 0,
                                             mark("friday", FRI, 2820), mark("friday", FRI, 2820))},
        {"players": ["Boris", "Vera"], **row(1, 1, -510, "-2.55", "-510.00", 0, 0,
                                             mark("saturday", SAT, -510),
                                             mark("saturday", SAT, -510))},
    ]


def test_won_and_lost_count_finished_rubbers_only(sessions_dir, cache_dir):
    # 5♠ by Anna with 11 tricks: 550 below, a game (V8); twice: the rubber.
    # Then one more game for Boris's side in an unfinished second rubber.
    game = Deal(Contract(5, Strain.SPADES), "Anna", 11, 3, 1)
    s = Session("t", datetime(2026, 1, 1, 19), ("Anna", "Boris", "Vera", "Gleb"),
                PRESETS["classic"], (game, game, replace(game, declarer="Boris")))
    (sessions_dir / "t.toml").write_text(storage.dumps(s), encoding="utf-8")
    got = vint_part()["players"]
    assert [(got[p]["rubbers_played"], got[p]["rubbers_won"], got[p]["rubbers_lost"])
            for p in ("Anna", "Boris", "Vera", "Gleb")] == [(2, 1, 0), (2, 0, 1), (2, 1, 0),
                                                            (2, 0, 1)]
    assert got["Anna"]["contracts_declared"] == 2 and got["Boris"]["contracts_made"] == 1


# ------------------------------------------------------------------------------------
# Files that cannot be read, an empty folder, the text


def test_unreadable_sessions_are_skipped_with_a_warning(archive_folder, tmp_path, cache_dir,
                                                        monkeypatch):
    _folder, made = archive_folder
    mine = tmp_path / "mine"
    mine.mkdir()
    for name, s in made[:5]:
        (mine / f"{name}.toml").write_text(storage.dumps(s), encoding="utf-8")
    (mine / "broken.toml").write_text("format = \"vintscore-session\"\nplayers = [\n",
                                      encoding="utf-8")
    (mine / "latin1.toml").write_bytes(storage.dumps(made[0][1]).encode() + b"# caf\xe9\n")
    impossible = replace(made[0][1], events=(Deal(Contract(9, Strain.SPADES), made[0][1].players[0],
                                                  7, 3, 2),))
    (mine / "impossible.toml").write_text(storage.dumps(impossible), encoding="utf-8")
    (mine / "a-folder.toml").mkdir()  # not a file: not a session, not a warning
    monkeypatch.setenv("VINTSCORE_DIR", str(mine))
    for args in (["--json"], []):
        r = run("stats", *args)
        assert r.exit_code == 0, r.stderr
        assert r.stderr.startswith("warning: skipped 3 sessions that cannot be read: "
                                   "broken.toml, impossible.toml, latin1.toml\n"), r.stderr
        assert "hint: 'vint check FILE' shows what is wrong with a file" in r.stderr
    got = json.loads(run("stats", "--json").stdout)
    assert got["skipped"] == ["broken.toml", "impossible.toml", "latin1.toml"]
    check_against(got, expected_stats(made[:5]))
    r = run("stats", "--lang", "ru")
    assert r.stderr.startswith("предупреждение: пропущены 3 нечитаемые записи: ")  # review 81


def test_an_empty_or_missing_folder(sessions_dir, cache_dir, monkeypatch):
    r = ok("stats")
    # issue 14: the folder, why it is the one, and how to start a session or change it
    assert r.stdout == (f"No sessions in {sessions_dir}: it is the sessions folder because "
                        "$VINTSCORE_DIR is set.\nStart one with 'vint new NAME --players "
                        "A,B,C,D', or set VINTSCORE_DIR to the folder that holds yours.\n")
    assert r.stderr == ""
    # issue 33: one shape for every game, each game's part what it counts of nothing
    from vintscore.games import game_of
    from vintscore.registry import names
    nothing = {game: game_of(game).stats.to_json(game_of(game).stats.combine([], {}, None))
               for game in names()}
    assert stats_json() == {"format": "vintscore-stats", "schema_version": 2, "skipped": [],
                            "games": nothing}
    assert nothing["vint"] == {"sessions": 0, "players": {}, "partnerships": []}
    assert nothing["preferans"] == {"sessions": 0, "players": {}}
    monkeypatch.setenv("VINTSCORE_DIR", str(sessions_dir / "nowhere"))
    assert ok("stats").stdout.startswith("No sessions in ")


def test_since_after_every_session_says_so(archive):
    r = ok("stats", "--since", "2031-01-01")
    assert "No sessions in " in r.stdout and "created on or after 2031-01-01." in r.stdout


def test_the_text_has_every_figure_of_the_json(archive):
    got = vint_part()
    text = ok("stats").stdout
    assert text.startswith(f"{got['sessions']} sessions, 2025-")
    for title in ("Players", "Partnerships", "Best and worst evenings"):
        assert f"\n{title}" in text
    assert "an unfinished rubber counts as played, neither won nor lost" in " ".join(text.split())
    for name, r in got["players"].items():
        line = next(row for row in text.splitlines() if row.startswith(name + " "))
        points = f"+{r['points']}" if r["points"] > 0 else str(r["points"])
        assert line.split() == [name, str(r["rubbers_played"]), str(r["rubbers_won"]),
                                str(r["rubbers_lost"]), points, line.split()[5],
                                line.split()[6], str(r["contracts_declared"]),
                                str(r["contracts_made"])]
        assert Decimal(line.split()[5]) == Decimal(r["money"]).quantize(Decimal("0.01"))
        assert Decimal(line.split()[6]) == Decimal(r["average"])
    # players first by points, most first
    order = [row.split()[0] for row in text.split("\nPartnerships")[0].splitlines()
             if row.split() and row.split()[0] in got["players"]]
    assert order == sorted(got["players"], key=lambda p: -got["players"][p]["points"])


def test_narrow_screens_get_a_few_lines_per_row_and_no_number_is_cut(archive):
    got = vint_part("--players", "anna")
    text = ok("stats", "--players", "anna", width=44).stdout
    assert all(len(row) <= 44 for row in text.splitlines())
    flat = " ".join(text.split())
    assert f"Rubbers {got['players']['Anna']['rubbers_played']}" in flat
    assert f"Declared {got['players']['Anna']['contracts_declared']}" in flat


def test_in_russian(archive):
    r = ok("stats", "--lang", "ru")
    # review rows 82 and 62: evenings counted, the dates as Russian writes them
    assert re.match(r"64 вечера, с \d\d\.\d\d\.2025 по \d\d\.\d\d\.20\d\d\n", r.stdout), r.stdout
    for word in ("Игроки", "Пары", "Лучший и худший вечер", "Робберов", "Очки", "Деньги"):
        assert word in r.stdout


def test_help_says_the_definitions(sessions_dir):
    text = " ".join(ok("stats", "--help", width=100, env={"LANG": "en_GB.UTF-8", "LC_ALL": ""}).stdout.split())
    for words in ("--since DATE", "--players A,B", "--json", "An evening is a session",
                  "an unfinished rubber counts as played, neither won nor lost",
                  "points × that evening's stake / 100", "no undertricks on the sheet",
                  "while partners", "Preferans sessions (pulyas) are counted apart",
                  "without three is never made"):
        assert words in text, words


def test_no_progress_bar_when_stderr_is_not_a_terminal(archive, cache_dir):
    r = ok("stats")
    assert r.stderr == ""


def test_a_damaged_or_stale_cache_is_ignored(archive, cache_dir):
    first = ok("stats", "--json").stdout
    (cache_dir / "stats.pickle").write_bytes(b"\x00garbage")
    assert ok("stats", "--json").stdout == first
    assert (cache_dir / "stats.pickle").read_bytes() != b"\x00garbage"  # written afresh


def test_a_changed_file_is_read_again(sessions_dir, cache_dir):
    hand_worked(sessions_dir)
    before = vint_part()["players"]["Anna"]["points"]
    path = sessions_dir / "saturday.toml"
    s = storage.parse(path.read_text(encoding="utf-8"))
    # 1NT by the dummy again, as the first: +1020 more for Anna (see hand_worked)
    path.write_text(storage.dumps(replace(s, events=s.events * 2)), encoding="utf-8")
    assert vint_part()["players"]["Anna"]["points"] == before + 1020


def test_other_code_reads_the_files_again(sessions_dir, cache_dir, monkeypatch):
    from vintscore.games.vint import stats as vint_stats
    from vintscore.services import stats
    hand_worked(sessions_dir)
    first = stats_json()
    calls = []
    real = vint_stats.VintStats.figures
    monkeypatch.setattr(vint_stats.VintStats, "figures",
                        lambda self, *a, **k: calls.append(1) or real(self, *a, **k))
    assert stats_json() == first and calls == []
    monkeypatch.setattr(stats, "code_stamp", lambda: b"another version of vintscore")
    assert stats_json() == first and len(calls) == 2


def test_sessions_of_a_game_stats_does_not_know_are_left_out(sessions_dir, cache_dir,
                                                            monkeypatch):
    hand_worked(sessions_dir)
    real = storage.parse

    def parse(text, path="<session>"):
        s = real(text, path)
        return replace(s, game="chess") if path.endswith("saturday.toml") else s

    monkeypatch.setattr(storage, "parse", parse)
    r = ok("stats", "--json")
    document = json.loads(r.stdout)
    assert document["skipped"] == [] and r.stderr == ""
    got = document["games"]
    assert got["vint"]["sessions"] == 1
    assert got["vint"]["players"]["Anna"]["points"] == -3330  # friday's only (see hand_worked)
    assert got["preferans"] == {"sessions": 0, "players": {}}
    assert got["bridge"] == {"sessions": 0, "players": {}, "partnerships": []}


# ------------------------------------------------------------------------------------
# Preferans: pulyas, counted apart from Vint (P1–P12)
#
# Every pulya is built through the CLI (docs/games.md, "Preferans"), Sochi, three players seated
# Anna, Boris, Vera (the first deals first). Sochi (P9): kG = kV = 1, cons = v, pen = v,
# Rp = Rg = 10. The results are worked out by hand with P10:
#   result = 10·(pool − mean pool) − 10·(mountain − mean mountain) + written − received.

SEVEN_DOWN = ("deal", "7H", "Boris", "6", "--whist", "Anna=3", "--whist", "Vera=1")
ALL_PASS = ("pass", "Anna=4,Boris=0,Vera=6")
MISERE_MADE = ("deal", "misere", "Vera", "0")
MISERE_ONE = ("deal", "misere", "Vera", "1")


def both_pass(declarer: str, *others: str) -> tuple:
    """6♠, both defenders pass (P4): no play, v = 2 to the declarer's pool."""
    return ("deal", "6S", declarer, *(x for o in others for x in ("--pass", o)))


def pulya(folder: Path, name: str, day: str, *events: tuple, players: str = "Anna,Boris,Vera",
          stake: str = "1.00", pool: int = 20) -> None:
    """A pulya entered at the table, then dated `day` (the file's `created`)."""
    ok("new", name, "--players", players, "--game", "preferans", "--rules", "sochi",
       "--stake", stake, "--pool", pool)
    for event in events:
        ok(*event)
    path = folder / f"{name}.toml"
    s = storage.parse(path.read_text(encoding="utf-8"))
    when = datetime.fromisoformat(f"{day}T20:00:00+03:00")
    path.write_text(storage.dumps(replace(s, created=when)), encoding="utf-8")


def the_pulyas(folder: Path) -> None:
    """Seven pulyas; the numbers each writes, by hand (see the top of the section).

    pa, 2026-03-08, stake 0.50 — the small pulya (tests/preferans/test_export_pref.py):
      1. 7♥ by Boris, 6 tricks: v = 4, one down; Anna whists with 3, Vera with 1 (P5):
         Boris mountain 4·1 = 4; Anna→Boris 4·3 + 4·1 = 16, Vera→Boris 4·1 + 4·1 = 8.
      2. All pass, step 1 (P7): Anna mountain 4, Vera mountain 6, Boris (no trick) pool 1.
      3. Misère by Vera, no trick (P8): pool 10.
      pool 0, 1, 10 (mean 11/3); mountain 4, 4, 6 (mean 14/3):
      Anna  −110/3 + 20/3 + 16 = −14;  Boris −80/3 + 20/3 − 24 = −44;
      Vera  190/3 − 40/3 + 8 = +58.  Money at 0.50: −7.00, −22.00, +29.00.
      Declared: Boris 1, made 0 (6 < 7); Vera 1, made 1.
    pb, 2026-03-09, stake 1.00 — the same, the misère taken on one trick (mountain 10):
      pool 0, 1, 0 (mean 1/3); mountain 4, 4, 16 (mean 8):
      Anna −10/3 + 40 + 16 = 158/3;  Boris 20/3 + 40 − 24 = 68/3;
      Vera −10/3 − 80 + 8 = −226/3.  Money (P10: cents by largest remainder): 5266⅔,
      2266⅔, −7533⅓ cents → floors 5266, 2266, −7534, two cents to give, remainders
      all ⅔, in seating order → 52.67, 22.67, −75.34. Declared: Boris 1/0, Vera 1/0.
    pc, 2026-03-10, stake 1.00 — 6♠ by Anna, both pass (P4): Anna pool 2 (mean 2/3):
      Anna 10·(2 − 2/3) = 40/3; Boris, Vera 10·(0 − 2/3) = −20/3 each.
      Money: 1333⅓, −666⅔, −666⅔ cents → floors 1333, −667, −667 (remainders ⅓ each:
      −666⅔ = −667 + ⅓), one cent to give, ties in seating order: Anna → 13.34, −6.67,
      −6.67. Declared: Anna 1, made 1.
    pd, 2026-03-11, pool 2 — 6♠ by each in turn, both pass: every pool 2, the pulya is
      over (P11); every result 0. Declared and made: 1 each.
    pe, 2026-03-12, four: ANNA (Anna, written in capitals), Boris, Vera, Dmitri; ANNA
      deals and sits out. 6♠ by Boris, 6 tricks, Vera whists, Dmitri passes: made, Boris
      pool 2; greedy (Sochi): Vera writes v·T = 2·4 = 8 on Boris; T = 4 = R, no
      shortfall. Pool mean 2/4 = 1/2: ANNA −5; Boris 15 − 8 = 7; Vera −5 + 8 = 3;
      Dmitri −5. Declared: Boris 1/1.
    pf, 2026-03-13 — nothing entered; pg, 2026-03-14 — one deal, voided: no entry, so
      nobody played them (they count among the sessions, as an evening with no rubber).
    """
    pulya(folder, "pa", "2026-03-08", SEVEN_DOWN, ALL_PASS, MISERE_MADE, stake="0.50")
    pulya(folder, "pb", "2026-03-09", SEVEN_DOWN, ALL_PASS, MISERE_ONE)
    pulya(folder, "pc", "2026-03-10", both_pass("Anna", "Boris", "Vera"))
    pulya(folder, "pd", "2026-03-11", both_pass("Anna", "Boris", "Vera"),
          both_pass("Boris", "Vera", "Anna"), both_pass("Vera", "Anna", "Boris"), pool=2)
    pulya(folder, "pe", "2026-03-12",
          ("deal", "6S", "Boris", "6", "--whist", "Vera", "--pass", "Dmitri"),
          players="ANNA,Boris,Vera,Dmitri")
    pulya(folder, "pf", "2026-03-13")
    pulya(folder, "pg", "2026-03-14", both_pass("Anna", "Boris", "Vera"), ("void", "1"))


def number(q: Fraction):
    """A JSON number as --json gives vists: whole, or the nearest float."""
    return q.numerator if q.denominator == 1 else float(q)


def pmark(session: str, day: str, vists: Fraction) -> dict:
    return {"session": session, "date": day, "vists": number(vists)}


def prow(pulyas, finished, vists: Fraction, money, average, declared, made, best, worst):
    return {"pulyas": pulyas, "finished": finished, "vists": number(vists),
            "vists_exact": str(vists), "money": money, "average": average,
            "contracts_declared": declared, "contracts_made": made, "best": best,
            "worst": worst}


D8, D9, D10, D11, D12 = (f"2026-03-{d:02d}" for d in (8, 9, 10, 11, 12))
F = Fraction

# Over pa…pe (see the_pulyas):
#   Anna  −14 + 158/3 + 40/3 + 0 − 5 = −19 + 198/3 = −19 + 66 = 47 (the thirds add up to
#         a whole); money −7.00 + 52.67 + 13.34 + 0 − 5.00 = 54.01 (not 47 × 1: each
#         pulya's money as settled, to the cent); 47 / 5 = 9.40;
#         declared pc + pd = 2, both made; best pb 158/3, worst pa −14.
#   Boris −44 + 68/3 − 20/3 + 0 + 7 = −37 + 16 = −21; money −22.00 + 22.67 − 6.67 + 0
#         + 7.00 = 1.00; −21 / 5 = −4.20;
#         declared pa, pb, pd, pe = 4, made pd, pe = 2; best pb 68/3, worst pa −44.
#   Vera  58 − 226/3 − 20/3 + 0 + 3 = 61 − 82 = −21; money 29.00 − 75.34 − 6.67 + 0
#         + 3.00 = −50.01; −4.20; declared pa, pb, pd = 3, made pa, pd = 2; best pa +58,
#         worst pb −226/3.
#   Dmitri pe only: −5, −5.00.   Sum of vists 47 − 21 − 21 − 5 = 0; of money 0.00.
#   Finished: pd, for the three of it.
ALL_PULYAS = {
    "Anna": prow(5, 1, F(47), "54.01", "9.40", 2, 2, pmark("pb", D9, F(158, 3)),
                 pmark("pa", D8, F(-14))),
    "Boris": prow(5, 1, F(-21), "1.00", "-4.20", 4, 2, pmark("pb", D9, F(68, 3)),
                  pmark("pa", D8, F(-44))),
    "Dmitri": prow(1, 0, F(-5), "-5.00", "-5.00", 0, 0, pmark("pe", D12, F(-5)),
                   pmark("pe", D12, F(-5))),
    "Vera": prow(5, 1, F(-21), "-50.01", "-4.20", 3, 2, pmark("pa", D8, F(58)),
                 pmark("pb", D9, F(-226, 3))),
}

# From 2026-03-10: pc, pd, pe (and pf, pg: seven pulyas, five counted, three played):
#   Anna  40/3 + 0 − 5 = 25/3 (8 ⅓); money 13.34 − 5.00 = 8.34; 25/9 = 2.777… → 2.78
#   Boris −20/3 + 0 + 7 = 1/3; money −6.67 + 7.00 = 0.33; 1/9 = 0.111… → 0.11
#   Vera  −20/3 + 0 + 3 = −11/3 (−3 ⅔); money −6.67 + 3.00 = −3.67; −11/9 → −1.22
#   sum (25 + 1 − 11)/3 − 5 = 0; money 8.34 + 0.33 − 3.67 − 5.00 = 0.
SINCE_10 = {
    "Anna": prow(3, 1, F(25, 3), "8.34", "2.78", 2, 2, pmark("pc", D10, F(40, 3)),
                 pmark("pe", D12, F(-5))),
    "Boris": prow(3, 1, F(1, 3), "0.33", "0.11", 2, 2, pmark("pe", D12, F(7)),
                  pmark("pc", D10, F(-20, 3))),
    "Dmitri": ALL_PULYAS["Dmitri"],
    "Vera": prow(3, 1, F(-11, 3), "-3.67", "-1.22", 1, 1, pmark("pe", D12, F(3)),
                 pmark("pc", D10, F(-20, 3))),
}


@pytest.fixture
def mixed(sessions_dir, cache_dir):
    """The two Vint evenings worked out by hand, and the seven pulyas."""
    hand_worked(sessions_dir)
    vint_only = (ok("stats", "--json").stdout, ok("stats").stdout)
    the_pulyas(sessions_dir)
    return vint_only


def test_pulyas_are_counted_apart_and_the_vint_figures_stay_as_they_were(mixed):
    json_before, text_before = mixed
    before, got = json.loads(json_before)["games"], stats_json()["games"]
    assert before["preferans"] == {"sessions": 0, "players": {}}
    assert {k: v for k, v in got.items() if k != "preferans"} == {
        k: v for k, v in before.items() if k != "preferans"}
    assert got["vint"]["sessions"] == 2
    assert got["vint"]["players"]["Anna"]["points"] == -2310  # hand_worked
    assert got["preferans"] == {"sessions": 7, "players": ALL_PULYAS}
    # ANNA of pe is Anna, shown as first written (Vint's evenings first)
    assert "ANNA" not in got["preferans"]["players"]
    # P10: each pulya sums to zero, so the players' vists and money do
    assert sum(Fraction(r["vists_exact"]) for r in got["preferans"]["players"].values()) == 0
    assert sum(Decimal(r["money"]) for r in got["preferans"]["players"].values()) == 0
    text = ok("stats").stdout
    assert text.startswith(text_before)  # the Vint tables first, unchanged


def test_since_and_players_keep_pulyas_as_they_keep_evenings(mixed):
    got = stats_json("--since", "2026-03-10")["games"]
    assert got["vint"] == {"sessions": 0, "players": {}, "partnerships": []}
    assert got["preferans"] == {"sessions": 5, "players": SINCE_10}
    got = stats_json("--since", "2026-03-13")["games"]  # pf and pg: nobody played them
    assert got["preferans"] == {"sessions": 2, "players": {}}
    # issue 21: the words are the games' counted (only pulyas since the 13th)
    assert ok("stats", "--since", "2026-03-13").stdout == "No pulyas played yet.\n"

    got = stats_json("--players", "dm,VERA")["games"]  # Dmitri played only pulyas
    assert set(got["vint"]["players"]) == {"Vera"} and got["vint"]["partnerships"] == []
    assert got["preferans"]["players"] == {k: ALL_PULYAS[k] for k in ("Dmitri", "Vera")}
    got = stats_json("--players", "gleb")["games"]  # Gleb played no pulya
    assert set(got["vint"]["players"]) == {"Gleb"} and got["preferans"]["players"] == {}
    assert "Preferans" not in ok("stats", "--players", "gleb").stdout
    text = ok("stats", "--players", "dmitri").stdout
    assert text.splitlines()[0].rstrip() == "Preferans: 7 sessions, 2026-03-08 to 2026-03-14"
    assert "Partnerships" not in text and "Rubbers" not in text
    r = ok("stats", "--players", "boris", "--since", "2026-03-13")  # sat in pf, pg only
    assert r.stdout == "No pulyas played by boris.\n"
    r = run("stats", "--players", "dmitri", "--since", "2026-03-13")  # not in pf, pg
    assert r.exit_code == 1 and "no player 'dmitri' in the sessions" in r.stderr


def test_the_preferans_table(mixed):
    text = ok("stats", "--since", "2026-03-10").stdout
    assert text.splitlines()[0].rstrip() == "Preferans: 5 sessions, 2026-03-10 to 2026-03-14"
    assert "Players" not in text  # no Vint evening since then: no Vint table
    rows = {row.split()[0]: row.split()
            for row in text.split("Best and worst pulyas")[0].splitlines()
            if row.split() and row.split()[0] in SINCE_10}
    # whole vists half away from zero: 25/3 → 8, 1/3 → 0, −11/3 → −4; most vists first
    assert list(rows) == ["Anna", "Boris", "Vera", "Dmitri"]
    assert rows["Anna"][1:] == ["3", "1", "+8", "+8.34", "+2.78", "2", "2"]
    assert rows["Boris"][1:] == ["3", "1", "0", "+0.33", "+0.11", "2", "2"]
    assert rows["Vera"][1:] == ["3", "1", "-4", "-3.67", "-1.22", "1", "1"]
    assert rows["Dmitri"][1:] == ["1", "0", "-5", "-5.00", "-5.00", "0", "0"]
    flat = " ".join(text.split())
    assert "Vists: each pulya's settlement (P10), summed exactly" in flat
    assert "Anna pc (2026-03-10) +13 pe (2026-03-12) -5" in flat
    assert "Vera pe (2026-03-12) +3 pc (2026-03-10) -7" in flat

    whole = ok("stats").stdout
    assert "\nBest and worst evenings" in whole and "\nPreferans: 7 sessions" in whole
    assert whole.index("Best and worst evenings") < whole.index("Preferans: 7 sessions")

    narrow = ok("stats", "--players", "anna", width=44).stdout
    assert all(len(row) <= 44 for row in narrow.splitlines())
    flat = " ".join(narrow.split())
    assert "Pulyas 5 · Finished 1 · Vists +47" in flat and "Per pulya +9.40" in flat

    ru = ok("stats", "--lang", "ru").stdout
    assert "Преферанс: 7 пуль, с 08.03.2026 по 14.03.2026" in ru  # review rows 82, 62
    for word in ("Пуль", "Закрыто", "Висты", "Лучшая пуля", "Худшая пуля", "Игроки"):
        assert word in ru, word


def test_contracts_declared_and_made(sessions_dir, cache_dir):
    """P1–P8: which deals count, and which are made.

      1. 6♠ by Anna, 6 tricks, Boris whists, Vera passes: made.        Anna 1/1
      2. 7♥ by Boris, 6 tricks: one down.                               Boris 1/0
      3. misère by Vera, one trick: failed (P8).                        Vera 1/0
      4. 8♥ by Anna without three (P6): never made.                     Anna 2/1
      5. 6♣ by Boris, Vera passes, Anna half-whists (P4): not played, made. Boris 2/1
      6. 6♦ by Vera, both pass (P4): made.                              Vera 2/1
      7. all pass: no contract.
      8. 6♠ by Vera, 8 tricks, Anna whists, Boris passes: made.        Vera 3/2
      9. 9♠ by Boris, voided: not counted.
     10. Anna 10 to her pool by hand: not a deal.
    The vists too (P10). Pools: Anna 2 + 10 = 12, Boris 2, Vera 2 + 2 = 4 (mean 6).
    Mountains: Anna 4: 8♥ without three kG·v·3 = 6·3 = 18, 7: 2, 8: short of R = 4 by
    T = 2, pen·2 = 4 → 24; Boris 2: 4, 7: 4 → 8; Vera 3: 10, 7: 4 → 14 (mean 46/3).
    Vists: Boris→Anna 8 (1: v·T = 2·4); Anna→Boris 16 and Vera→Boris 8 (2, as in pa);
    Anna→Boris 4 (5: half-whist kV·v·R/2 = 2·4/2); Anna→Vera 4 (8: v·T = 2·2).
      Anna  60 − 10·(24 − 46/3) + (24 − 8)  = 76 − 260/3 = −32/3
      Boris −40 − 10·(8 − 46/3) + (8 − 28)  = −60 + 220/3 = 40/3
      Vera  −20 − 10·(14 − 46/3) + (8 − 4)  = −16 + 40/3 = −8/3
    """
    pulya(sessions_dir, "contracts", "2026-05-01",
          ("deal", "6S", "Anna", "6", "--whist", "Boris", "--pass", "Vera"),
          SEVEN_DOWN, MISERE_ONE,
          ("deal", "8H", "Anna", "--without-three"),
          ("deal", "6C", "Boris", "--pass", "Vera", "--half", "Anna"),
          both_pass("Vera", "Anna", "Boris"),
          ("pass", "Anna=2,Boris=4,Vera=4"),
          ("deal", "6S", "Vera", "8", "--whist", "Anna", "--pass", "Boris"),
          ("deal", "9S", "Boris", "9", "--whist", "Anna", "--pass", "Vera"), ("void", "9"),
          ("adjust", "Anna", "--pool", "10", "--reason", "paper"))
    got = stats_json()["games"]["preferans"]["players"]
    assert {p: (r["contracts_declared"], r["contracts_made"], r["vists_exact"])
            for p, r in got.items()} == {"Anna": (2, 1, "-32/3"), "Boris": (2, 1, "40/3"),
                                         "Vera": (3, 2, "-8/3")}
    assert got["Anna"]["vists"] == pytest.approx(-32 / 3)


def test_a_pulya_with_a_manual_entry_only_is_played(sessions_dir, cache_dir):
    # Anna 10 to her pool (mean 10/3): 10·(10 − 10/3) = 200/3; the others −100/3 each.
    pulya(sessions_dir, "paper", "2026-05-02",
          ("adjust", "Anna", "--pool", "10", "--reason", "paper"))
    got = stats_json()["games"]["preferans"]["players"]
    assert {p: (r["pulyas"], r["vists_exact"], r["contracts_declared"])
            for p, r in got.items()} == {"Anna": (1, "200/3", 0), "Boris": (1, "-100/3", 0),
                                         "Vera": (1, "-100/3", 0)}


def test_best_and_worst_pulya_the_earlier_on_a_tie(sessions_dir, cache_dir):
    # The same small pulya twice (pa: Anna −14, Boris −44, Vera +58); the earlier one is
    # the later name: a tie goes by date, not by name.
    pulya(sessions_dir, "z-first", "2026-06-01", SEVEN_DOWN, ALL_PASS, MISERE_MADE)
    pulya(sessions_dir, "a-second", "2026-06-02", SEVEN_DOWN, ALL_PASS, MISERE_MADE)
    got = stats_json()["games"]["preferans"]["players"]
    for player, vists in (("Anna", -14), ("Boris", -44), ("Vera", 58)):
        row = got[player]
        assert row["best"] == row["worst"] == pmark("z-first", "2026-06-01", F(vists))
        assert (row["pulyas"], row["vists"], row["money"]) == (2, 2 * vists, f"{2 * vists}.00")


def test_a_second_run_reads_the_pulyas_from_the_cache(mixed, cache_dir, monkeypatch):
    first = ok("stats", "--json").stdout
    assert (cache_dir / "stats.pickle").is_file()  # written: the summaries are kept
    from vintscore.games.preferans import stats as pref_stats
    from vintscore.games.vint import stats as vint_stats

    def never(*args, **kwargs):
        raise AssertionError("read afresh")

    monkeypatch.setattr(vint_stats.VintStats, "figures", never)
    monkeypatch.setattr(pref_stats.PreferansStats, "figures", never)
    assert ok("stats", "--json").stdout == first
    assert json.loads(first)["games"]["preferans"]["players"] == ALL_PULYAS


def test_pulyas_in_worker_processes_and_in_one_agree(mixed, monkeypatch):
    from vintscore.services import stats
    monkeypatch.setenv("VINTSCORE_CACHE", "off")
    monkeypatch.setattr(stats, "PARALLEL_FROM", 10_000)
    alone = ok("stats", "--json").stdout
    monkeypatch.setattr(stats, "PARALLEL_FROM", 2)  # nine files: in worker processes
    real, filled = stats._in_workers, []

    def watched(todo, results, workers, report, *how):
        real(todo, results, workers, report, *how)  # a failure here would be redone unseen
        filled.append(all(r is not None for r in results))

    monkeypatch.setattr(stats, "_in_workers", watched)
    assert ok("stats", "--json").stdout == alone
    assert filled == ([True] if (os.cpu_count() or 1) > 1 else [])
    assert json.loads(alone)["games"]["preferans"]["players"] == ALL_PULYAS


def test_an_impossible_pulya_is_skipped_with_a_warning(sessions_dir, cache_dir):
    pulya(sessions_dir, "pa", "2026-03-08", SEVEN_DOWN)
    path = sessions_dir / "pa.toml"
    # 7♥ by Boris with 9 tricks while the whisters took 3 + 1: not 10 in all (P1)
    path.write_text(path.read_text(encoding="utf-8").replace("tricks = 6", "tricks = 9"),
                    encoding="utf-8")
    r = run("stats", "--json")
    assert r.exit_code == 0 and r.stderr.startswith(
        "warning: skipped 1 session that cannot be read: pa.toml"), r.stderr
    assert json.loads(r.stdout)["games"]["preferans"] == {"sessions": 0, "players": {}}
