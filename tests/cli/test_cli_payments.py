"""Who pays whom after `vint settle` (issue 15), in both games, in text and JSON.

The money per player comes from V11 (Vint) and P10 (Preferans); the payments are the
fewest that clear it (tests/core/test_payments.py checks the minimum exhaustively). The
amounts below are worked out by hand from the money.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers_cli.vintcli import event_args, ok, settle_json

DATA = Path(__file__).resolve().parents[1] / "data"


def _evening(*new_options: str) -> None:
    """evening-two-rubbers typed in: Ann & Cat +26190 points, Ben & Dan −26190 (V11)."""
    scenario = json.loads((DATA / "evening-two-rubbers.json").read_text(encoding="utf-8"))
    ok("new", "evening", "--players", ",".join(scenario["players"]),
       "--rules", scenario.get("rules", "classic"), *new_options)
    for ev in scenario["events"]:
        ok(*event_args(ev))


def test_vint_settle_ends_with_who_pays_whom(sessions_dir):
    # 26190 points at 0.50 a hundred = 130.95 each way: two pairs, two payments
    _evening("--stake", "0.5")
    out = ok("settle").stdout
    assert out.endswith("Who pays whom:\n  Ben pays Ann 130.95\n  Dan pays Cat 130.95\n"), out
    data = settle_json()
    assert data["payments"] == [{"from": "Ben", "to": "Ann", "amount": "130.95"},
                                {"from": "Dan", "to": "Cat", "amount": "130.95"}]
    assert data["payments_rounded"] is False


def test_money_that_does_not_divide_to_the_cent_is_rounded_and_said_so(sessions_dir):
    # 26190 · 0.33 / 100 = 86.4270 each way: floors +86.42, −86.43; the two cents left go
    # to the largest remainders (the winners' .70 against the losers' .30): 86.43 paid
    _evening("--stake", "0.33")
    out = ok("settle").stdout
    assert "  Ben pays Ann 86.43\n  Dan pays Cat 86.43\n" in out, out
    # issue 23: the rounding is said in one line, with its order for ties
    assert "  (money rounded to the cent: largest remainders up, ties in seating order)\n" in out
    data = settle_json()
    assert [p["amount"] for p in data["payments"]] == ["86.43", "86.43"]
    assert data["payments_rounded"] is True


def test_russian_settle_says_who_pays_whom_without_declining_names(sessions_dir):
    _evening("--stake", "0.5", "--lang", "ru")
    out = ok("settle").stdout
    assert out.endswith("Кто кому платит:\n  Ben → Ann: 130,95\n  Dan → Cat: 130,95\n"), out


def test_nobody_pays_when_everyone_is_even(sessions_dir):
    ok("new", "evening", "--players", "Ann,Ben,Cat,Dan")
    out = ok("settle").stdout
    assert "Nobody pays anybody: every player is even." in out
    assert settle_json()["payments"] == []


PS1 = ("adjust A --mountain 42 --vists-on Б=170 --vists-on В=60 --reason paper",
       "adjust Б --mountain 96 --vists-on A=64 --vists-on В=178 --reason paper",
       "adjust В --mountain 132 --vists-on A=88 --vists-on Б=95 --reason paper")
PS2 = ("adjust E --pool 76 --mountain 74 --vists-on N=34 --vists-on S=84 --vists-on W=136 "
       "--reason paper",
       "adjust S --pool 74 --mountain 60 --vists-on N=96 --vists-on E=60 --vists-on W=0 "
       "--reason paper",
       "adjust W --pool 32 --mountain 34 --vists-on N=108 --vists-on E=220 --vists-on S=192 "
       "--reason paper",
       "adjust N --pool 22 --mountain 76 --vists-on E=80 --vists-on S=44 --vists-on W=48 "
       "--reason paper")


@pytest.mark.parametrize("players, rules, stake, commands, payments", [
    # PS1 (Sochi): A +558, Б −83, В −475 vists; at 0.25 a vist +139.50, −20.75, −118.75:
    # A alone won, so each loser pays A his money
    pytest.param("A,Б,В", "sochi", "0.25", PS1,
                 [("Б", "A", "20.75"), ("В", "A", "118.75")], id="P10-PS1-one-winner"),
    # PS2 (Leningrad at four): E +264, S +306, W +226, N −796 at 1.00: N pays each
    pytest.param("E,S,W,N", "leningrad", "1", PS2,
                 [("N", "E", "264.00"), ("N", "S", "306.00"), ("N", "W", "226.00")],
                 id="P10-PS2-one-loser"),
])
def test_preferans_settle_ends_with_who_pays_whom(sessions_dir, players, rules, stake, commands,
                                                 payments):
    ok("new", "paper", "--game", "preferans", "--players", players, "--rules", rules,
       "--stake", stake)
    for command in commands:
        ok(*command.split())
    data = settle_json()
    assert [(p["from"], p["to"], p["amount"]) for p in data["payments"]] == payments
    out = ok("settle").stdout
    said = "".join(f"  {a} pays {b} {m}\n" for a, b, m in payments)
    assert out.endswith("Who pays whom:\n" + said), out
