"""`vint ledger`, `vint paid` and the ledger's revisions at the command line (issue 15):
members and aliases, payments refused and recorded, undo byte for byte, a session edited
after it was counted, names that are nobody's, the outputs, English and Russian.

The small club below is worked out by hand from what `vint settle` says of its sessions.
"""
from __future__ import annotations

import csv
import io
import json
from decimal import Decimal
from html.parser import HTMLParser
from pathlib import Path

import pytest
from helpers_cli.vintcli import ok, refused, run


def evening(name: str, players: str, stake: str = "1") -> None:
    """One deal: 2♦ by the first player, 9 tricks, honours 3, aces 2 (the README's first
    deal). The sheet has 1180 for the first and third, 80 for the others: the rubber in
    play settles at D = 1100 (V11), 11.00 each way at a stake of 1.00, 5.50 at 0.50."""
    ok("new", name, "--players", players, "--stake", stake)
    ok("deal", "2D", players.split(",")[0], "9", "--honours", "3", "--aces", "2")


def money(name: str) -> dict[str, str]:
    return json.loads(ok("settle", "--json", "-s", name).stdout)["money"]


@pytest.fixture
def club(sessions_dir):
    """Friday's evening (Anna, Boris, Vera, Gleb) and Saturday's (аня, Боря, Zoe, Gleb),
    Anna (also Аня) and Boris (also Боря) and Vera and Gleb members; Zoe is nobody's."""
    evening("friday", "Anna,Boris,Vera,Gleb")
    evening("saturday", "аня,Боря,Zoe,Gleb", "0.5")
    ok("ledger", "--add-member", "Anna", "--alias", "Аня")
    ok("ledger", "--add-member", "Boris", "--alias", "Боря")
    ok("ledger", "--add-member", "Vera")
    ok("ledger", "--add-member", "Gleb")
    return sessions_dir


def ledger_json(*args: str) -> dict:
    return json.loads(ok("ledger", "--json", *args).stdout)


def test_the_money_of_each_member_is_what_the_sessions_settle_to(club):
    fri, sat = money("friday"), money("saturday")
    assert fri == {"Anna": "11.00", "Boris": "-11.00", "Vera": "11.00", "Gleb": "-11.00"}
    assert sat == {"аня": "5.50", "Боря": "-5.50", "Zoe": "5.50", "Gleb": "-5.50"}
    accounts = ledger_json()["accounts"]
    assert {k: v["balance"] for k, v in accounts.items()} == {
        "Anna": "16.50", "Boris": "-16.50", "Vera": "11.00", "Gleb": "-16.50", "Zoe": "5.50"}
    assert accounts["Anna"]["sessions"] == [
        {"session": "friday", "date": accounts["Anna"]["sessions"][0]["date"], "game": "vint",
         "as": "Anna", "finished": False, "money": "11.00"},
        {"session": "saturday", "date": accounts["Anna"]["sessions"][1]["date"], "game": "vint",
         "as": "аня", "finished": False, "money": "5.50"}]


def test_a_name_of_no_member_is_shown_as_itself(club):
    data = ledger_json()
    assert data["accounts"]["Zoe"]["member"] is False
    assert data["accounts"]["Zoe"]["sessions"][0]["as"] == "Zoe"
    out = ok("ledger").stdout
    assert "Zoe (not a member)" in out
    assert "A name marked 'not a member' is a session's name that no member has" in out
    ok("ledger", "--add-member", "Zoe")
    assert ledger_json()["accounts"]["Zoe"]["member"] is True
    assert "not a member" not in ok("ledger").stdout


@pytest.mark.parametrize("payer, payee", [
    pytest.param("Zoe", "Anna", id="from-a-stranger"),
    pytest.param("Anna", "Ann", id="to-a-beginning-of-a-member"),
    pytest.param("Dmitri", "Boris", id="from-nobody-at-all"),
])
def test_a_payment_of_an_unknown_name_is_refused_with_the_members_listed(club, payer, payee):
    path = club / "ledger.toml"
    before = path.read_bytes()
    result = refused(1, "paid", payer, payee, "5")
    assert "is not a member of the club" in result.stderr
    assert "hint: the members (and their aliases): Anna (Аня), Boris (Боря), Vera, Gleb" \
        in result.stderr
    assert path.read_bytes() == before


def test_refused_in_russian_too(club):
    result = run("paid", "Zoe", "Anna", "5", "--lang", "ru")
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr == ("ошибка: «Zoe» — не член клуба\nподсказка: члены клуба (и их "
                             "другие имена): Anna (Аня), Boris (Боря), Vera, Gleb\n")


def test_no_ledger_no_payment_and_no_file_made(sessions_dir):
    evening("friday", "Anna,Boris,Vera,Gleb")
    refused(1, "paid", "Boris", "Anna", "5", words=["not a member", "--add-member"])
    assert not (sessions_dir / "ledger.toml").exists()


@pytest.mark.parametrize("amount, words", [
    pytest.param("0", ["pays nothing"], id="zero"),
    pytest.param("12.345", ["not an amount of money: '12.345'"], id="below-a-cent"),
    pytest.param("ten", ["not an amount of money"], id="words"),
])
def test_an_amount_that_is_not_money_is_refused(club, amount, words):
    before = (club / "ledger.toml").read_bytes()
    refused(1, "paid", "Boris", "Anna", amount, words=words)
    assert (club / "ledger.toml").read_bytes() == before


def test_a_negative_amount_says_which_way_money_goes(club):
    refused(1, "paid", "Boris", "Anna", "--", "-5", words=["cannot be negative", "swap them"])


def test_a_payment_names_members_by_any_of_their_names_in_any_case(club):
    result = ok("paid", "боря", "ANNA", "12,5", "--date", "2026-10-02", "--note", "cash")
    assert result.stdout == ("Payment 1: Boris paid Anna 12.50 on 2026-10-02.\n"
                             "'vint undo --ledger' takes it back.\n")
    text = (club / "ledger.toml").read_text(encoding="utf-8")
    assert text.endswith('\n[[payments]]\ndate = 2026-10-02\nfrom = "Boris"\nto = "Anna"\n'
                         'amount = "12.50"\nnote = "cash"\n')
    data = ledger_json()
    assert data["paid"] == [{"date": "2026-10-02", "from": "Boris", "to": "Anna",
                             "amount": "12.50", "season": None, "note": "cash"}]
    assert data["accounts"]["Anna"]["balance"] == "4.00"  # 16.50 − 12.50
    assert data["accounts"]["Boris"]["balance"] == "-4.00"
    refused(1, "paid", "Anna", "аня", "1", words=["Anna cannot pay himself"])


def test_paid_then_undo_restores_the_ledger_byte_for_byte(club):
    path = club / "ledger.toml"
    before = path.read_bytes()
    ok("paid", "Boris", "Anna", "10", "--date", "2026-10-02")
    after = path.read_bytes()
    assert after != before
    result = ok("undo", "--ledger")
    assert result.stdout == ("Undone: revision 6, payment.\n"
                             "  payment 1 is gone: 2026-10-02 Boris → Anna 10.00\n"
                             "'vint redo --ledger' puts it back.\n")
    assert path.read_bytes() == before
    ok("redo", "--ledger")
    assert path.read_bytes() == after
    ok("undo", "--ledger")
    ok("undo", "--ledger")  # Gleb made a member
    assert b"Gleb" not in path.read_bytes()
    history = ok("history", "--ledger").stdout
    assert "ledger started" in history and "undo of 6" in history
    assert history.rstrip().endswith("'vint redo --ledger' puts back revision 5 (member)")
    data = json.loads(ok("history", "--ledger", "--json").stdout)
    assert data["format"] == "vintscore-ledger-history" and data["redo"] == 5
    ok("history", "--ledger", "--restore", "6")  # the payment's state, as a new revision
    assert path.read_bytes() == after


def test_undo_of_the_ledger_leaves_the_sessions_alone(club):
    friday = (club / "friday.toml").read_bytes()
    ok("paid", "Boris", "Anna", "10")
    ok("undo", "--ledger")
    assert (club / "friday.toml").read_bytes() == friday
    assert json.loads(ok("log", "--json", "-s", "friday").stdout)["events"]  # still there
    refused(1, "undo", "--ledger", "-s", "friday", words=["--ledger names the club ledger"])


def test_nothing_to_undo_in_a_new_ledger(sessions_dir):
    refused(1, "undo", "--ledger", words=["no club ledger"])
    ok("ledger", "--add-member", "Anna")
    ok("undo", "--ledger")
    refused(1, "undo", "--ledger", words=["nothing to undo: the ledger has no change"])


def test_a_session_edited_after_it_was_counted_changes_the_ledger(club):
    assert ledger_json()["accounts"]["Anna"]["balance"] == "16.50"
    ok("edit", "1", "--tricks", "8", "-s", "friday")  # 2♦ made with 8: no overtrick
    fri = money("friday")
    assert fri["Anna"] != "11.00"
    want = Decimal(fri["Anna"]) + Decimal("5.50")
    assert Decimal(ledger_json()["accounts"]["Anna"]["balance"]) == want
    # by hand, behind vint's back: the stake of Saturday doubled
    path = club / "saturday.toml"
    path.write_text(path.read_text(encoding="utf-8").replace('stake = "0.50"', 'stake = "1.00"'),
                    encoding="utf-8")
    assert money("saturday")["аня"] == "11.00"
    assert ledger_json()["accounts"]["Anna"]["sessions"][1]["money"] == "11.00"


def test_a_session_that_cannot_be_read_is_reported_not_fatal(club):
    (club / "broken.toml").write_text("format = 'vintscore-session'\nthis is not toml\n",
                                      encoding="utf-8")
    result = run("ledger")
    assert result.exit_code == 0
    assert result.stderr.startswith("warning: broken.toml is skipped, it cannot be counted: ")
    data = json.loads(run("ledger", "--json").stdout)
    assert [s["file"] for s in data["skipped"]] == ["broken.toml"]
    assert data["accounts"]["Anna"]["balance"] == "16.50"


def test_the_json_keys(club):
    ok("paid", "Boris", "Anna", "1", "--date", "2026-10-02")
    data = ledger_json()
    assert list(data) == ["format", "schema_version", "currency", "since", "until", "season",
                          "sessions", "accounts", "paid", "payments", "payments_rounded",
                          "missing", "shared", "skipped"]
    assert (data["format"], data["schema_version"]) == ("vintscore-ledger-report", 1)
    assert list(data["sessions"][0]) == ["session", "game", "date", "finished", "stake", "money"]
    assert list(data["accounts"]) == ["Anna", "Boris", "Vera", "Gleb", "Zoe"]
    assert list(data["accounts"]["Anna"]) == ["member", "aliases", "sessions", "won", "lost",
                                              "paid", "received", "balance"]
    assert list(data["payments"][0]) == ["from", "to", "amount"]
    for row in data["accounts"].values():  # money as decimal strings, to the cent at least
        assert all(isinstance(row[k], str) and "." in row[k]
                   for k in ("won", "lost", "paid", "received", "balance"))


def test_the_currency_is_said_with_the_money(club):
    path = club / "ledger.toml"
    path.write_text(path.read_text(encoding="utf-8").replace(
        "schema_version = 1\n", 'schema_version = 1\ncurrency = "RUB"\n'), encoding="utf-8")
    assert ledger_json()["currency"] == "RUB"
    assert ok("ledger").stdout.startswith("Club ledger (money in RUB)\n")
    assert "Boris paid Anna 2.00 RUB on" in ok("paid", "Boris", "Anna", "2").stdout


class _Tables(HTMLParser):
    """The cells of each table of a page, by its id."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: dict[str, list[list[str]]] = {}
        self.current: list[list[str]] | None = None
        self.cell: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.current = self.tables.setdefault(dict(attrs).get("id") or "", [])
        elif tag == "tr" and self.current is not None:
            self.current.append([])
        elif tag in ("td", "th"):
            self.cell = []

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self.cell is not None and self.current:
            self.current[-1].append("".join(self.cell))
            self.cell = None
        elif tag == "table":
            self.current = None

    def handle_data(self, data):
        if self.cell is not None:
            self.cell.append(data)


def test_markdown_csv_and_html_read_back(club, tmp_path):
    ok("paid", "Boris", "Anna", "1.25", "--date", "2026-10-02")
    data = ledger_json()
    balances = {name: row["balance"] for name, row in data["accounts"].items()}

    from markdown_it import MarkdownIt
    text = ok("ledger", "--format", "md").stdout
    tokens = MarkdownIt().enable("table").parse(text)
    cells = [t.children[0].content for t in tokens if t.type == "inline" and t.children]
    assert "Anna" in cells and "Аня" in cells and "+15.25" in cells  # 16.50 − 1.25
    assert sum(1 for t in tokens if t.type == "table_open") == 5  # and who pays whom

    rows = list(csv.reader(io.StringIO(ok("ledger", "--format", "csv").stdout)))
    assert rows[0] == ["Name", "Member", "Aliases", "Won", "Lost", "Paid", "Received",
                       "Balance"]
    got = {r[0]: r[7] for r in rows[1:6]}
    assert {k: v.lstrip("+") for k, v in got.items()} == balances
    assert rows[6] == []  # sections apart

    out = tmp_path / "ledger.html"
    result = ok("ledger", "--format", "html", "-o", out)
    assert result.stdout == f"Wrote {out} (html).\n"
    page = _Tables()
    page.feed(out.read_text(encoding="utf-8"))
    assert page.tables["balances"][0][0] == "Name"
    assert {r[0]: r[7].lstrip("+") for r in page.tables["balances"][1:]} == balances
    assert page.tables["paid"][1] == ["2026-10-02", "Boris", "Anna", "1.25", ""]
    assert page.tables["payments"][1:]  # who would pay whom


def test_json_to_a_file_and_formats_refused(club, tmp_path):
    out = tmp_path / "l.json"
    ok("ledger", "--json", "-o", out)
    assert json.loads(out.read_text(encoding="utf-8"))["format"] == "vintscore-ledger-report"
    refused(1, "ledger", "--format", "pdf", words=["no export format 'pdf'", "md, csv, html"])
    refused(1, "ledger", "--json", "--format", "csv", words=["two outputs"])


def test_in_russian(club):
    ok("paid", "Боря", "Аня", "1", "--date", "2026-10-02", "--lang", "ru")
    out = ok("ledger", "--lang", "ru").stdout
    assert out.startswith("Книга расчётов клуба\nУчтено: 2 записи с ")
    assert "Anna (другие имена: Аня)" in out and "Zoe (не член клуба)" in out
    # dates and money as Russian writes them (review rows 62, 63; the decimal comma)
    assert "02.10.2026  платёж ← Boris  1,00" in out
    assert "под именем аня" in out
    assert "Балансы" in out and "Чтобы свести все балансы к нулю" in out
    assert "* незаконченная запись" in out
    assert ok("paid", "Боря", "Аня", "1", "--lang", "ru").stdout.startswith(
        "Платёж 2: Boris → Anna, 1,00, ")
    assert ok("ledger", "--add-member", "Zoe", "--lang", "ru").stdout == (
        "Новый член клуба: Zoe.\nОтменить: «vint undo --ledger».\n")


def test_in_russian_the_pages_write_as_russian_does_and_csv_keeps_iso_and_the_point(club):
    """Markdown and HTML are read by people: «02.10.2026», «1,00», the stake «0,50»; CSV
    by spreadsheets: 2026-10-02 and 1.00 (as every CSV export; review rows 62, 63)."""
    ok("paid", "Боря", "Аня", "1", "--date", "2026-10-02", "--lang", "ru")
    md = ok("ledger", "--format", "md", "--lang", "ru").stdout
    assert "| 02.10.2026 | Boris | Anna | 1,00 |" in md and "| 0,50 |" in md
    assert "2026-10-02" not in md
    html = ok("ledger", "--format", "html", "-o", "-", "--lang", "ru").stdout
    assert "<td>02.10.2026</td>" in html and ">1,00<" in html
    rows = list(csv.reader(io.StringIO(ok("ledger", "--format", "csv", "--lang", "ru").stdout)))
    assert ["2026-10-02", "Boris", "Anna", "1.00", ""] in rows
    assert not any("02.10.2026" in cell or "1,00" in cell for row in rows for cell in row)


def test_the_english_text(club):
    ok("paid", "Boris", "Anna", "1", "--date", "2026-10-02")
    out = ok("ledger").stdout
    assert out.startswith("Club ledger\nCounted: 2 sessions from ")
    assert "\nAnna (also Аня)\n" in out
    assert "  2026-10-02  payment ← Boris  1.00\n" in out
    assert "won 16.50 · lost 0.00 · paid 0.00 · received 1.00 · balance +15.50" in out
    assert "To clear every balance now, the fewest payments:" in out


def test_members_and_their_aliases(sessions_dir):
    assert ok("ledger", "--add-member", "Anna", "--alias", "Аня", "--alias", "Anya").stdout == (
        "Anna is a member now (also Аня, Anya).\n'vint undo --ledger' takes it back.\n")
    assert ok("ledger", "--add-member", "anna", "--alias", "Анюта").stdout.startswith(
        "Anna is also Анюта now.")
    path = sessions_dir / "ledger.toml"
    before = path.read_bytes()
    refused(1, "ledger", "--add-member", "Boris", "--alias", "аня",
            words=["аня is a name of Anna already"])
    refused(1, "ledger", "--add-member", "ANYA", words=["ANYA is already an alias of Anna"])
    refused(1, "ledger", "--add-member", "Anna", words=["Anna is a member already"])
    refused(1, "ledger", "--add-member", "A,B", words=["holds , : + or ="])
    refused(1, "ledger", "--alias", "Аня", words=["--alias goes with --add-member"])
    assert path.read_bytes() == before


def test_stats_are_unchanged_without_a_ledger_and_use_its_members_with_one(sessions_dir):
    evening("friday", "Anna,Boris,Vera,Gleb")
    evening("saturday", "Аня,Боря,Zoe,Gleb")
    without = ok("stats", "--json").stdout
    players = json.loads(without)["games"]["vint"]["players"]
    assert {"Anna", "Аня", "Boris", "Боря"} <= set(players)
    ok("ledger", "--add-member", "Anna", "--alias", "Аня")
    with_ledger = json.loads(ok("stats", "--json").stdout)["games"]["vint"]["players"]
    assert "Аня" not in with_ledger and with_ledger["Anna"]["evenings"] == 2
    assert {"Boris", "Боря"} <= set(with_ledger)  # not a member's alias: two names as ever
    only = json.loads(ok("stats", "--json", "--players", "аня").stdout)["games"]["vint"]
    assert only["players"].keys() == {"Anna"}
    (sessions_dir / "ledger.toml").unlink()
    assert ok("stats", "--json").stdout == without


def test_an_empty_folder(sessions_dir):
    assert ok("ledger").stdout == f"No sessions in {sessions_dir} and no club ledger yet.\n"
    data = ledger_json()
    assert data["sessions"] == [] and data["accounts"] == {} and data["payments"] == []


def test_no_ledger_yet_shows_every_name_as_itself(sessions_dir):
    evening("friday", "Anna,Boris,Vera,Gleb")
    out = ok("ledger").stdout
    assert "No ledger yet" in out and "Anna (not a member)" in out
    assert not Path(sessions_dir / "ledger.toml").exists()  # reading makes no file


@pytest.mark.parametrize("args, words", [
    pytest.param(("--since", "01.10.2026"), ["--since takes a date written YYYY-MM-DD"],
                 id="since-not-iso"),
    pytest.param(("--until", "2026-02-30"), ["--until takes a date"], id="until-no-such-day"),
    pytest.param(("--since", "2026-10-02", "--until", "2026-10-01"), ["is after --until"],
                 id="since-after-until"),
    pytest.param(("--season", "spring"), ["no season 'spring'", "no seasons"],
                 id="no-such-season"),
    # issue 23: --month YYYY-MM, and not beside the dates it stands for
    pytest.param(("--month", "2026-13"), ["--month takes a month written YYYY-MM, not '2026-13'",
                                          "for example: --month 2026-12"], id="month-13"),
    pytest.param(("--month", "12.2026"), ["--month takes a month written YYYY-MM"],
                 id="month-not-iso"),
    pytest.param(("--month", "2026-12-01"), ["--month takes a month"], id="month-a-day"),
    pytest.param(("--month", "2026-12", "--since", "2026-12-01"),
                 ["--month is a range of days of its own", "counts 2026-12-01 to 2026-12-31"],
                 id="month-and-since"),
    pytest.param(("--until", "2026-12-31", "--month", "2026-12"), ["not with --since or --until"],
                 id="month-and-until"),
])
def test_filters_refused(club, args, words):
    refused(1, "ledger", *args, words=words)


class _Facts(HTMLParser):
    """The page header's facts: (label, value) of each `dt`/`dd` pair."""

    def __init__(self) -> None:
        super().__init__()
        self.facts: list[list[str]] = []
        self.cell: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        if tag == "dt":
            self.facts.append([])
        if tag in ("dt", "dd"):
            self.cell = []

    def handle_endtag(self, tag):
        if tag in ("dt", "dd") and self.cell is not None:
            self.facts[-1].append("".join(self.cell))
            self.cell = None

    def handle_data(self, data):
        if self.cell is not None:
            self.cell.append(data)


@pytest.mark.parametrize("args, lang, facts", [
    # issue 23: one label a fact (not "Counted  Dates: …", "Counted  Counted: …"), and an
    # open end said in words, never a dangling "…."
    pytest.param(("--since", "2000-01-01"), "en",
                 [["Dates", "from 2000-01-01"], ["Counted", "2 sessions from {day} to {day}, "
                                                            "0 payments"]], id="since"),
    pytest.param(("--until", "2099-12-31"), "en",
                 [["Dates", "up to 2099-12-31"], ["Counted", "2 sessions from {day} to {day}, "
                                                             "0 payments"]], id="until"),
    pytest.param(("--since", "2000-01-01", "--until", "2099-12-31"), "ru",
                 [["Даты", "с 01.01.2000 по 31.12.2099"],
                  ["Учтено", "2 записи с {day} по {day}, 0 платежей"]], id="both-ru"),
    pytest.param(("--since", "2099-01-01"), "en",
                 [["Dates", "from 2099-01-01"], ["Counted", "no session, 0 payments"]],
                 id="nothing"),
])
def test_issue23_the_pages_header_has_one_label_a_fact(club, args, lang, facts):
    from datetime import date
    made = date.fromisoformat(ledger_json()["sessions"][0]["date"])  # both made today
    shown_day = made.isoformat() if lang == "en" else made.strftime("%d.%m.%Y")
    page = _Facts()
    page.feed(ok("ledger", "--format", "html", *args, "--lang", lang).stdout)
    assert page.facts == [[label, value.format(day=shown_day)] for label, value in facts]
    text = ok("ledger", *args, "--lang", lang).stdout  # the terminal: "label: value."
    for label, value in facts:
        assert f"\n{label}: {value.format(day=shown_day)}.\n" in text
    assert "…" not in text


def test_issue23_a_season_is_one_fact_too(club):
    path = club / "ledger.toml"
    path.write_text(path.read_text(encoding="utf-8") + '\n[[seasons]]\nname = "winter"\n'
                    'since = 2026-12-01\n', encoding="utf-8")
    page = _Facts()
    page.feed(ok("ledger", "--format", "html", "--season", "winter").stdout)
    assert page.facts[0] == ["Season", "winter, from 2026-12-01"]
    assert [label for label, _ in page.facts] == ["Season", "Counted"]
