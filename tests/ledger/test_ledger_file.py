"""The club ledger's file, ledger.toml (issue 15): written by the sessions' own storage,
read back exactly, and when broken by hand reported with its line and a hint, exit 65,
by every command that reads it — and never written over."""
from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest
from helpers_cli.vintcli import ok, refused, run
from hypothesis import given
from hypothesis import strategies as st

from vintscore.ledger.model import Ledger, Member, Paid, Season
from vintscore.storage import ledger as ledger_file

GOOD = '''# vintscore ledger — comments other than this line are not kept; use note = "…"
format = "vintscore-ledger"
schema_version = 1
currency = "RUB"

[[members]]
name = "Anna"
aliases = ["Аня", "Anya"]

[[members]]
name = "Boris"
note = "treasurer"

[[seasons]]
name = "autumn"
since = 2026-09-01
until = 2026-12-31

[[seasons]]
name = "cup"
sessions = ["final", "semi"]

[[payments]]
date = 2026-10-02
from = "Boris"
to = "Anna"
amount = "12.50"
season = "autumn"
note = "cash"
'''


def test_the_example_reads_and_is_written_back_byte_for_byte():
    ledger = ledger_file.parse(GOOD)
    assert ledger == Ledger(
        (Member("Anna", ("Аня", "Anya")), Member("Boris", (), "treasurer")),
        (Season("autumn", date(2026, 9, 1), date(2026, 12, 31)),
         Season("cup", sessions=("final", "semi"))),
        (Paid(date(2026, 10, 2), "Boris", "Anna", Decimal("12.50"), "autumn", "cash"),),
        "RUB")
    assert ledger_file.dumps(ledger) == GOOD


NAMES = st.sampled_from(["Anna", "Борис", "Vera Q", "Zoë", "李", "O'Neil", 'Gleb "G"'])


@given(members=st.lists(NAMES, unique=True, min_size=2, max_size=5),
       amounts=st.lists(st.integers(1, 10**9), max_size=4),
       currency=st.sampled_from(["", "RUB", "₽", "руб."]),
       note=st.text(st.characters(blacklist_categories=("Cc", "Cs", "Cf")), max_size=20))
def test_any_ledger_reads_back_as_written(members, amounts, currency, note):
    ledger = Ledger(tuple(Member(m) for m in members), (), tuple(
        Paid(date(2026, 1, 1 + i), members[0], members[1], Decimal(a) / 100, "", note)
        for i, a in enumerate(amounts)), currency)
    assert ledger_file.parse(ledger_file.dumps(ledger)) == ledger


# (the text's change, the line named, words of the message)
BROKEN = [
    pytest.param(GOOD.replace('name = "Boris"', 'name = "Boris'), 11,
                 ["not valid TOML", "fix line 11 and run 'vint check --ledger'"],
                 id="toml-syntax"),
    pytest.param(GOOD.replace('format = "vintscore-ledger"', 'format = "vintscore-session"'), 2,
                 ["holds a session, not the club ledger"], id="a-session-in-its-place"),
    pytest.param(GOOD.replace("schema_version = 1", "schema_version = 7"), 3,
                 ["newer vintscore"], id="newer-schema"),
    pytest.param(GOOD.replace('currency = "RUB"', 'currncy = "RUB"'), 4,
                 ["unknown key 'currncy' at the top of the ledger"], id="unknown-top-key"),
    pytest.param(GOOD.replace('aliases = ["Аня", "Anya"]', 'aliases = ["Аня", "boris"]'), 11,
                 ["is a name of Anna already"], id="a-name-of-two-members"),
    pytest.param(GOOD.replace('aliases = ["Аня", "Anya"]', 'aliases = ["Аня", "A,nya"]'), 8,
                 ["member 1", "holds , : + or ="], id="a-separator-in-an-alias"),
    pytest.param(GOOD.replace('name = "Anna"', 'name = " Anna"'), 7,
                 ["spaces at an end"], id="a-padded-name"),
    pytest.param(GOOD.replace("until = 2026-12-31", "until = 2026-08-31"), 17,
                 ["ends (2026-08-31) before it starts (2026-09-01)"], id="season-backwards"),
    pytest.param(GOOD.replace('sessions = ["final", "semi"]',
                              'sessions = ["final"]\nsince = 2026-01-01'), 21,
                 ["both dates and a list of sessions"], id="season-of-both-kinds"),
    pytest.param(GOOD.replace("date = 2026-10-02", 'date = "2026-10-02"'), 24,
                 ["date must be a date", "without quotes"], id="quoted-date"),
    pytest.param(GOOD.replace('from = "Boris"', 'from = "Zoe"'), 25,
                 ["payment 1: \"Zoe\" is not a member", "Anna (Аня, Anya), Boris"],
                 id="payment-from-a-stranger"),
    pytest.param(GOOD.replace('from = "Boris"', 'from = "anya"'), 26,
                 ["payment 1: Anna pays himself"], id="payment-to-oneself"),
    pytest.param(GOOD.replace('amount = "12.50"', "amount = 12.5"), 27,
                 ["amount must be text", 'amount = "12.50"'], id="amount-unquoted"),
    pytest.param(GOOD.replace('amount = "12.50"', 'amount = "-3"'), 27,
                 ["more than 0"], id="amount-negative"),
    pytest.param(GOOD.replace('amount = "12.50"', 'amount = "1.005"'), 27,
                 ["to the cent"], id="amount-below-a-cent"),
    pytest.param(GOOD.replace('season = "autumn"', 'season = "spring"'), 28,
                 ["no season \"spring\"", "the seasons: autumn, cup"], id="unknown-season"),
    pytest.param(GOOD.replace('note = "cash"', 'colour = "red"'), 29,
                 ["unknown key 'colour' in payment 1"], id="unknown-payment-key"),
    pytest.param(GOOD.replace("[[payments]]", "[payments]"), 23,
                 ["payments must be tables [[payments]]"], id="a-table-not-an-array"),
]


def _commands():
    return [("check", "--ledger"), ("ledger",), ("ledger", "--json"),
            ("paid", "Boris", "Anna", "1"), ("ledger", "--add-member", "Vera"),
            ("stats",), ("undo", "--ledger")]


@pytest.mark.parametrize("text, line, words", BROKEN)
def test_a_hand_broken_ledger_is_exit_65_at_its_line_and_nothing_changes(sessions_dir, text,
                                                                          line, words):
    path = sessions_dir / "ledger.toml"
    path.write_text(text, encoding="utf-8")
    before = path.read_bytes()
    for args in _commands():
        result = refused(65, *args)
        assert f"ledger.toml:{line}" in result.stderr, (args, result.stderr)
        for w in words:
            assert w in result.stderr, (args, w, result.stderr)
        assert "hint: " in result.stderr
        assert path.read_bytes() == before, args
    assert not (sessions_dir / ".backup").exists()  # nothing kept, nothing logged


def test_check_names_every_problem_each_at_its_line(sessions_dir):
    path = sessions_dir / "ledger.toml"
    text = (GOOD.replace('aliases = ["Аня", "Anya"]', 'aliases = ["Аня", "A,nya"]')
            .replace("until = 2026-12-31", "until = 2026-08-31")
            .replace('amount = "12.50"', "amount = 12.5"))
    path.write_text(text, encoding="utf-8")
    result = refused(65, "check", "--ledger")
    lines = [int(part.split(":")[1]) for part in result.stderr.split("ledger.toml")[1:]
             if part[1:2].isdigit()]
    assert lines == [8, 17, 27]
    assert result.stderr.rstrip().endswith("ledger.toml: 3 problems")


def test_check_of_a_good_ledger(sessions_dir):
    (sessions_dir / "ledger.toml").write_text(GOOD, encoding="utf-8")
    said = f"{sessions_dir / 'ledger.toml'}: fine — 2 members, 1 payment, 2 seasons.\n"
    assert ok("check", "--ledger").stdout == said
    assert ok("check", "ledger.toml").stdout == said  # the file, named
    assert ok("check", "ledger").stdout == said
    copy = sessions_dir.parent / "copy.toml"  # a copy elsewhere says what it is
    copy.write_text(GOOD, encoding="utf-8")
    assert ok("check", str(copy)).stdout == f"{copy}: fine — 2 members, 1 payment, 2 seasons.\n"
    ru = ok("check", "--ledger", "--lang", "ru").stdout
    assert ru.endswith("всё в порядке — 2 члена клуба, 1 платёж, 2 сезона.\n")


def test_a_broken_ledger_in_russian(sessions_dir):
    (sessions_dir / "ledger.toml").write_text(GOOD.replace('from = "Boris"', 'from = "Zoe"'),
                                             encoding="utf-8")
    result = run("ledger", "--lang", "ru")
    assert result.exit_code == 65 and result.stdout == ""
    assert result.stderr.startswith("ошибка: ")
    assert 'платёж 1: "Zoe" — не член клуба' in result.stderr
    assert "подсказка: члены клуба (и их другие имена): Anna (Аня, Anya), Boris" in result.stderr


def test_a_ledger_edited_by_hand_is_a_revision_and_its_comments_are_told(sessions_dir):
    ok("ledger", "--add-member", "Anna")
    path = sessions_dir / "ledger.toml"
    path.write_text(path.read_text(encoding="utf-8").replace(
        'name = "Anna"', 'name = "Anna"  # the founder\n\n[[members]]\nname = "Boris"'),
        encoding="utf-8")
    result = ok("paid", "Boris", "Anna", "5", "--date", "2026-10-02")
    assert "comments written by hand in ledger.toml are not kept" in result.stderr
    history = ok("history", "--ledger").stdout
    assert "changed outside vint" in history and "payment: payment 1 added" in history
    assert "# the founder" not in path.read_text(encoding="utf-8")
    ok("undo", "--ledger")
    assert 'name = "Boris"' in path.read_text(encoding="utf-8")  # the hand edit stays


def test_the_ledger_is_no_session(sessions_dir):
    ok("new", "friday", "--players", "Anna,Boris,Vera,Gleb")
    ok("ledger", "--add-member", "Anna")
    assert [s["name"] for s in __import__("json").loads(
        ok("sessions", "--json").stdout)["sessions"]] == ["friday"]
    refused(1, "new", "ledger", "--players", "A,B,C,D", words=["club ledger's name"])
    refused(1, "new", "Ledger", "--players", "A,B,C,D", words=["club ledger's name"])
    refused(1, "use", "ledger", words=["club ledger's name"])
    result = refused(65, "sheet", "-s", "ledger")
    assert "this is the club ledger, not a session" in result.stderr
    assert "'vint undo --ledger'" in result.stderr
    assert run("sheet").exit_code == 0  # the current session is still friday
