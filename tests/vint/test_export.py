"""`vint export`: Markdown, CSV, JSON and the HTML page (the browser's view is test_browser.py).

The exports of the golden evenings are regression goldens (tests/data/golden/*.export.*):
any difference fails; `pytest --update-goldens` rewrites them, to be reviewed in the diff.
Nothing is normalized: an export holds nothing that varies by machine (no clock, no path).
The other tests read the exports back — the CSV with the csv module, the Markdown with a
CommonMark parser, the HTML with html.parser — and hold their numbers against
`vint settle --json`.
"""
from __future__ import annotations

import csv
import html
import io
import json
import re
from collections import defaultdict
from decimal import Decimal
from html.parser import HTMLParser
from pathlib import Path

import pytest
from helpers_cli.vintcli import new, ok, refused, run
from markdown_it import MarkdownIt

DATA = Path(__file__).resolve().parents[1] / "data"
GOLDEN = DATA / "golden"
EVENINGS = ["demo", "evening-two-rubbers", "evening-unfinished"]
FORMATS = ["md", "csv", "json", "html"]

# -- the goldens ---------------------------------------------------------------------------

GOLDENS = [(name, fmt, "en") for name in EVENINGS for fmt in FORMATS] + \
          [("demo", "md", "ru"), ("demo", "html", "ru")]


def golden_name(name: str, fmt: str, lang: str) -> str:
    return f"{name}.export.{fmt}" if lang == "en" else f"{name}.export.{lang}.{fmt}"


def export(session: Path, fmt: str, out: Path, *extra: str) -> bytes:
    """`vint export` to a file, as a user would share it; the file's bytes."""
    ok("export", "--format", fmt, "-s", session, "-o", out, *extra)
    return out.read_bytes()


@pytest.mark.parametrize("name, fmt, lang", GOLDENS,
                         ids=[golden_name(*g) for g in GOLDENS])
def test_export_golden(name, fmt, lang, tmp_path, update_goldens):
    got = export(DATA / f"{name}.toml", fmt, tmp_path / f"out.{fmt}", "--lang", lang)
    golden = GOLDEN / golden_name(name, fmt, lang)
    if update_goldens:
        GOLDEN.mkdir(exist_ok=True)
        golden.write_bytes(got)
    assert golden.exists(), f"no golden {golden.name}: run pytest --update-goldens and review it"
    assert got == golden.read_bytes(), f"{golden.name} differs (pytest --update-goldens, then review)"


def test_export_to_the_screen_is_the_file(tmp_path):
    session = DATA / "demo.toml"
    for fmt in FORMATS:
        shown = ok("export", "--format", fmt, "-s", str(session)).stdout_bytes
        written = export(session, fmt, tmp_path / f"x.{fmt}")
        assert shown == written  # CSV lines end in CRLF on the screen too


# -- sessions built for the tests -----------------------------------------------------------

def five(sessions_dir: Path) -> Path:
    """A table of five in cut order, Cyrillic names (V12): two rubbers done, one begun."""
    new("five", "Анна,Борис,Вера,Глеб,Дима", "--stake", "0.25")
    for declarer in ("Борис", "Дима"):
        ok("deal", "5S", declarer, "11", "-h", "3", "-a", "1")
    ok("pass")
    ok("deal", "5S", "Глеб", "11", "-h", "3", "-a", "1")
    ok("deal", "2H", "Вера", "9", "-h", "3", "-a", "2")
    ok("deal", "5S", "Дима", "11", "-h", "3", "-a", "1")
    ok("deal", "3NT", "Глеб", "7", "-a", "2")
    return sessions_dir / "five.toml"


def tricky(sessions_dir: Path) -> Path:
    """Names and notes full of what Markdown, HTML and spreadsheets would read as syntax."""
    new("tricky", "A<b>nn,Bo|ris,Ve*ra*,@Gleb & co", "--title", "=1+1 [x](y) #")
    ok("deal", "2H", "A<", "8", "-h", "3", "-a", "2",
       "--note", "<script>alert(1)</script> | *bold* `x` &amp; _i_ ~s~\\")
    ok("adjust", "Bo", "--reason", "-1 <i>fix</i>", "--", "-500")
    ok("void", "1")
    ok("deal", "2H", "A<", "8", "-h", "3", "-a", "2")
    return sessions_dir / "tricky.toml"


def hundreds(sessions_dir: Path) -> Path:
    """Rubbers settled in whole hundreds (V11 option): the sheet's result row is rounded too."""
    new("hundreds", "Anna,Boris,Vera,Gleb", "--rule", "round_hundreds=true")
    ok("deal", "1NT", "Anna", "7", "-a", "2")  # 570 against 60: D = 510 → 500
    return sessions_dir / "hundreds.toml"


def settle_json(session: Path) -> dict:
    return json.loads(ok("settle", "--json", "-s", str(session)).stdout)


# -- CSV -----------------------------------------------------------------------------------

def csv_sections(data: bytes) -> list[list[list[str]]]:
    """The CSV read back as a spreadsheet would, split into its sections at empty rows."""
    rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))
    sections, current = [], []
    for row in rows:
        if not row:
            sections.append(current)
            current = []
        else:
            current.append(row)
    sections.append(current)
    return sections


def typed(cell: str) -> str:
    """A text cell as typed, without the quote that keeps a spreadsheet from running it."""
    return cell[1:] if re.match(r"'[=+\-@\t\r]", cell) else cell


def check_csv(data: bytes, expected: dict) -> None:
    about, ledger, columns, rubbers, players, payments = csv_sections(data)
    assert all(len(row) == 2 for row in about)
    # the ledger: one row per amount written; they sum to each rubber's column totals
    head, *rows = ledger
    assert len(head) == 8 and all(len(row) == 8 for row in rows)
    sums: dict[tuple[str, str], int] = defaultdict(int)
    for row in rows:
        if row[6]:
            sums[(row[1], row[4])] += int(row[6])
    head, *rows = columns
    assert len(head) == 6 and all(len(row) == 6 for row in rows)
    totals = {(row[0], row[2]): int(row[4]) for row in rows}  # (rubber, column)
    assert set(sums) <= set(totals)
    assert {k: sums.get(k, 0) for k in totals} == totals
    for r in expected["rubbers"]:
        mine = [row for row in rows if row[0] == str(r["number"])]
        assert [int(row[3]) for row in mine] == [side["games"] for side in r["sides"]]
        assert [int(row[4]) for row in mine] == [side["total"] for side in r["sides"]]
        results = [int(row[5]) for row in mine]
        assert sum(results) == 0
        if all(p in r["result"] for side in r["sides"] for p in side["players"]):
            # no dummy beside anyone: each player wins or loses what his column does (V11)
            for result, side in zip(results, r["sides"]):
                assert all(r["result"][p] == result for p in side["players"])
    # each rubber's result per player (empty: sat out); a player's column sums to his points
    head, *rows = rubbers
    names = [typed(name) for name in head[2:]]
    assert names == list(expected["players"])
    assert [int(row[0]) for row in rows] == [r["number"] for r in expected["rubbers"]]
    for row, r in zip(rows, expected["rubbers"]):
        assert {p: int(c) for p, c in zip(names, row[2:]) if c} == r["result"]
    for k, name in enumerate(names):
        assert sum(int(row[2 + k]) for row in rows if row[2 + k]) == expected["players"][name]
    # each player's points and money, as settle says them
    head, *rows = players
    assert len(head) == 3
    points = {typed(row[0]): int(row[1]) for row in rows}
    assert points == expected["players"] and sum(points.values()) == 0
    # issue 23: the money to the cent, as settle shows it (`money_cents`), within a cent of
    # the exact money and summing to zero
    money = {typed(row[0]): Decimal(row[2]) for row in rows}
    assert money == {p: Decimal(m) for p, m in expected["money_cents"].items()}
    assert sum(money.values()) == 0
    assert all(abs(money[p] - Decimal(m)) < Decimal("0.01") for p, m in expected["money"].items())
    # who pays whom (issue 15): as settle --json says, and they clear the money shown
    head, *rows = payments
    assert len(head) == 3
    assert [[typed(row[0]), typed(row[1]), row[2]] for row in rows] == [
        [p["from"], p["to"], p["amount"]] for p in expected["payments"]]
    cleared = dict.fromkeys(expected["money"], Decimal(0))
    for row in rows:
        cleared[typed(row[0])] -= Decimal(row[2])
        cleared[typed(row[1])] += Decimal(row[2])
    assert cleared == money  # to the cent, exactly what the rows show


@pytest.mark.parametrize("name", EVENINGS)
def test_csv_of_the_evenings_adds_up(name, tmp_path):
    session = DATA / f"{name}.toml"
    check_csv(export(session, "csv", tmp_path / "x.csv"), settle_json(session))


def test_csv_with_cyrillic_names_and_the_excel_bom(sessions_dir, tmp_path):
    session = five(sessions_dir)
    plain = export(session, "csv", tmp_path / "plain.csv")
    marked = export(session, "csv", tmp_path / "bom.csv", "--bom")
    assert not plain.startswith(b"\xef\xbb\xbf")
    assert marked.startswith(b"\xef\xbb\xbf") and marked[3:] == plain
    expected = settle_json(session)
    check_csv(marked, expected)
    *_, rubbers, players, _payments = csv_sections(marked)
    assert [row[0] for row in players[1:]] == ["Анна", "Борис", "Вера", "Глеб", "Дима"]
    # a player who sat a rubber out has an empty cell there, not a zero
    assert rubbers[0][2] == "Анна" and rubbers[1][2] == ""  # Анна sat out rubber 1
    # the Russian CSV: the same numbers under Russian headers
    russian = export(session, "csv", tmp_path / "ru.csv", "--lang", "ru", "--bom")
    check_csv(russian, expected)
    assert csv_sections(russian)[1][0][0] == "№"


def test_csv_cells_a_spreadsheet_would_run_are_quoted(sessions_dir, tmp_path):
    session = tricky(sessions_dir)
    data = export(session, "csv", tmp_path / "x.csv")
    check_csv(data, settle_json(session))
    about, ledger, *_, players, _payments = csv_sections(data)
    assert dict((row[0], row[1]) for row in about)["Title"] == "'=1+1 [x](y) #"
    assert [row[0] for row in players[1:]] == ["A<b>nn", "Bo|ris", "Ve*ra*", "'@Gleb & co"]
    for row in ledger[1:]:
        for cell in row:
            assert not re.match(r"[=+@\t\r]", cell) and not re.match(r"-(?!\d+(\.\d+)?$)", cell), row
    # the void event is there, marked, and wrote nothing
    assert any(row[0] == "1" and row[6] == "" and row[7] == "void" for row in ledger[1:])


def test_rounded_rubbers_show_the_rounded_result(sessions_dir, tmp_path):
    session = hundreds(sessions_dir)
    expected = settle_json(session)
    assert expected["players"] == {"Anna": 500, "Boris": -500, "Vera": 500, "Gleb": -500}
    check_csv(export(session, "csv", tmp_path / "x.csv"), expected)
    md = export(session, "md", tmp_path / "x.md").decode()
    assert "| **so far** | +500 | -500 |" in md
    page = export(session, "html", tmp_path / "x.html").decode()
    assert re.search(r'<tr class="result">.*?\+500.*?-500', page)


# -- JSON ----------------------------------------------------------------------------------

@pytest.mark.parametrize("name", EVENINGS)
def test_json_carries_its_format_and_the_settlement(name, tmp_path):
    session = DATA / f"{name}.toml"
    data = json.loads(export(session, "json", tmp_path / "x.json"))
    assert data["format"] == "vintscore-export" and data["schema_version"] == 1
    assert data["session"] == name
    expected = settle_json(session)
    assert data["settlement"] == {k: v for k, v in expected.items()
                                  if k not in ("format", "schema_version", "session")}
    log = json.loads(ok("log", "--json", "-s", str(session)).stdout)
    assert data["events"] == log["events"]
    sheet = json.loads(ok("sheet", "--json", "-s", str(session)).stdout)
    assert data["rubbers"] == sheet["rubbers"]
    assert set(data["rules"]) >= {"preset", "game_target", "game_bonus", "rubber_bonus"}
    # the running points end where the settlement does, and always sum to zero
    assert [step["event"] for step in data["running"]] == [e["number"] for e in data["events"]]
    assert data["running"][-1]["points"] == expected["players"]
    assert all(sum(step["points"].values()) == 0 for step in data["running"])


def test_json_keeps_names_as_typed(sessions_dir, tmp_path):
    data = json.loads(export(five(sessions_dir), "json", tmp_path / "x.json"))
    assert data["players"] == ["Анна", "Борис", "Вера", "Глеб", "Дима"]
    assert b"\\u04" not in (tmp_path / "x.json").read_bytes()  # UTF-8, not escapes


# -- Markdown ------------------------------------------------------------------------------

MARKDOWN = MarkdownIt("commonmark").enable(["table", "strikethrough"])
OUR_TAGS = {"h1", "h2", "h3", "p", "ul", "li", "em", "strong", "table", "thead", "tbody", "tr",
            "th", "td", "br", "s"}


def tags_of(html_text: str) -> set[str]:
    return {m.lower() for m in re.findall(r"<([a-zA-Z][a-zA-Z0-9]*)", html_text)}


def table_rows(md: str) -> list[list[str]]:
    """Each Markdown table as rows of cell counts, split at unescaped pipes."""
    tables, current = [], []
    for line in md.splitlines() + [""]:
        if line.startswith("|"):
            current.append(line)
        elif current:
            tables.append(current)
            current = []
    return tables


def cells(line: str) -> int:
    return len(re.findall(r"(?<!\\)\|", line)) - 1


@pytest.mark.parametrize("name", EVENINGS)
def test_markdown_tables_are_whole(name, tmp_path):
    md = export(DATA / f"{name}.toml", "md", tmp_path / "x.md").decode()
    tables = table_rows(md)
    rubbers = settle_json(DATA / f"{name}.toml")["rubbers"]
    paying = bool(settle_json(DATA / f"{name}.toml")["payments"])
    # settlement, by rubber, who pays whom (when anybody does), each rubber, the log
    assert len(tables) == 2 + paying + len(rubbers) + 1
    for table in tables:
        assert re.fullmatch(r"\|(-{3}:?\|)+", table[1]), table[1]
        assert len({cells(line) for line in table}) == 1, table
    rendered = MARKDOWN.render(md)
    assert rendered.count("<table>") == len(tables)
    assert tags_of(rendered) <= OUR_TAGS


def test_markdown_shows_user_text_as_typed(sessions_dir, tmp_path):
    md = export(tricky(sessions_dir), "md", tmp_path / "x.md").decode()
    for table in table_rows(md):
        assert len({cells(line) for line in table}) == 1, table
    rendered = MARKDOWN.render(md)
    assert tags_of(rendered) <= OUR_TAGS  # no <script>, <b>, <i>, <a>, <code> from the text
    text = html.unescape(re.sub(r"<[^>]+>", "", rendered))
    for typed in ("A<b>nn", "Bo|ris", "Ve*ra*", "@Gleb & co", "=1+1 [x](y) #",
                  "<script>alert(1)</script> | *bold* `x` &amp; _i_ ~s~\\", "<i>fix</i>"):
        assert typed in text, typed
    assert "<s>" in rendered  # the voided event is struck through


def test_markdown_in_russian(tmp_path):
    md = export(DATA / "demo.toml", "md", tmp_path / "x.md", "--lang", "ru").decode()
    assert "## Расчёт" in md and "## Роббер 1" in md and "## Все записи" in md


# -- HTML ----------------------------------------------------------------------------------

VOID = {"meta", "br", "img", "input", "link", "hr", "col", "area", "base", "wbr", "source"}
SVG_SELF_CLOSING = {"line", "polyline", "circle", "path", "rect"}


class Balance(HTMLParser):
    """Every element closed, in order: the page is one well-formed tree."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        if tag not in VOID and tag not in SVG_SELF_CLOSING:
            self.errors.append(f"<{tag}/>")

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
        else:
            self.stack.pop()

    def handle_data(self, data):
        self.text.append(data)


def check_self_contained(page: str) -> None:
    """Nothing from elsewhere: no URL, no script, no stylesheet link, no font to fetch."""
    assert not re.search(r"https?://", page, re.I)
    assert not re.search(r"<script", page, re.I)
    assert not re.search(r"<link", page, re.I)
    assert not re.search(r"<(img|iframe|object|embed|video|audio|source)\b", page, re.I)
    assert not re.search(r"\bsrc\s*=|\bhref\s*=", page, re.I)
    assert not re.search(r"@import|@font-face|url\(", page, re.I)
    # no style attribute: `vint serve`'s policy forbids inline style on its live page
    assert not re.search(r"<[^>]*\sstyle\s*=", page, re.I)
    assert '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'' in page


@pytest.mark.parametrize("name", EVENINGS)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_html_is_one_self_contained_page(name, lang, tmp_path):
    page = export(DATA / f"{name}.toml", "html", tmp_path / "x.html", "--lang", lang).decode()
    check_self_contained(page)
    parser = Balance()
    parser.feed(page)
    parser.close()
    assert parser.errors == [] and parser.stack == []
    assert f'<html lang="{lang}">' in page
    assert "<svg" in page and "@page{size:A4" in page and "@media print" in page
    expected = settle_json(DATA / f"{name}.toml")
    for player in expected["players"]:
        assert f'<tr data-player="{player}">' in page
    assert page.count('<section class="rubber"') == len(expected["rubbers"])


def test_html_escapes_user_text(sessions_dir, tmp_path):
    page = export(tricky(sessions_dir), "html", tmp_path / "x.html").decode()
    check_self_contained(page)
    parser = Balance()
    parser.feed(page)
    parser.close()
    assert parser.errors == [] and parser.stack == []
    assert "<b>" not in page and "<i>" not in page
    text = "".join(parser.text)
    for typed in ("A<b>nn", "Bo|ris", "Ve*ra*", "@Gleb & co", "=1+1 [x](y) #",
                  "<script>alert(1)</script>", "<i>fix</i>"):
        assert typed in text, typed
    assert '<tr class="void">' in page


def test_html_chart_draws_partners_as_one_line(tmp_path):
    page = export(DATA / "demo.toml", "html", tmp_path / "x.html").decode()
    chart = page[page.index('<svg class="chart"'):]
    chart = chart[:chart.index("</svg>")]
    assert chart.count("<polyline") == 2  # Anna & Vera move together, Boris & Gleb too
    assert ">Anna &amp; Vera</text>" in chart and ">Boris &amp; Gleb</text>" in chart
    # from 0 at the start through each of the 11 events
    first = re.search(r'points="([^"]+)"', chart).group(1).split()
    assert len(first) == 12
    assert chart.count('<line class="rubber"') == 1  # where rubber 2 began


def test_the_chart_is_geometry_the_template_draws():
    """chart.py gives the geometry as plain data, no markup; vint/chart.svg draws it."""
    from vintscore import storage
    from vintscore.games.vint.chart import chart
    from vintscore.games.vint.sheet import replay
    drawn = chart(replay(storage.load(DATA / "demo.toml").session), "en")
    assert [s.name for s in drawn.series] == ["Anna & Vera", "Boris & Gleb"]
    assert all(len(s.points) == 12 and len(s.dots) == 11 for s in drawn.series)
    assert [level.label for level in drawn.levels if level.zero] == ["0"]
    # where each rubber began (vintscore/charts.py's dividers)
    assert [(r.line, r.label) for r in drawn.dividers] == [(False, "Rubber 1"), (True, "Rubber 2")]
    assert drawn.left <= min(x for s in drawn.series for x, _ in s.points)
    assert max(x for s in drawn.series for x, _ in s.points) <= drawn.right


def test_html_of_a_table_of_five_marks_who_sat_out(sessions_dir, tmp_path):
    page = export(five(sessions_dir), "html", tmp_path / "x.html").decode()
    check_self_contained(page)
    assert "out: Анна" in page
    assert page.count('class="num out"') == 3  # one player out in each of the 3 rubbers
    # five players, five lines: in the screen's chart, and in the phone's (issue 23)
    charts = re.findall(r'<svg class="chart(?: narrow)?".*?</svg>', page, re.S)
    assert [c.count("<polyline") for c in charts] == [5, 5]


def test_export_of_a_rescored_evening_uses_the_rules_in_force(sessions_dir, tmp_path):
    """V13: after `vint rescore --write` the export shows the rules the evening is scored by."""
    session = sessions_dir / "demo.toml"
    session.write_bytes((DATA / "demo.toml").read_bytes())
    ok("rescore", "--rules", "1886", "--write", "-s", str(session))
    expected = settle_json(session)
    assert expected["players"]["Anna"] == 27850  # tests/cli/test_after.py, by hand
    data = json.loads(export(session, "json", tmp_path / "x.json"))
    assert data["rules"]["preset"] == "1886" and data["rules"]["game_bonus"] == 1000
    assert data["events"][-1]["kind"] == "rules"
    assert data["running"][-1]["points"] == expected["players"]
    check_csv(export(session, "csv", tmp_path / "x.csv"), expected)
    page = export(session, "html", tmp_path / "x.html").decode()
    assert "<dt>Rules</dt><dd>1886</dd>" in page
    assert '<td class="num points plus">+27850</td>' in page


# -- edges ---------------------------------------------------------------------------------

@pytest.mark.parametrize("fmt", FORMATS)
def test_an_evening_without_deals_exports(sessions_dir, tmp_path, fmt):
    new("empty")
    data = export(sessions_dir / "empty.toml", fmt, tmp_path / f"x.{fmt}")
    if fmt == "json":
        loaded = json.loads(data)
        assert loaded["events"] == [] and loaded["rubbers"] == []
    elif fmt == "csv":
        _about, ledger, columns, rubbers, players, payments = csv_sections(data)
        assert len(ledger) == len(columns) == len(rubbers) == len(payments) == 1
        assert [row[1:] for row in players[1:]] == [["0", "0.00"]] * 4
    elif fmt == "html":
        check_self_contained(data.decode())
        assert "<svg" not in data.decode() and "No deals yet" in data.decode()
    else:
        assert "No deals yet" in data.decode()


def test_export_refuses_an_unknown_format(sessions_dir):
    refused(1, "export", "--format", "xml", "-s", str(DATA / "demo.toml"),
            words=["xml", "md, csv, json, html"])


def test_export_to_a_missing_folder_is_refused_and_leaves_nothing(tmp_path):
    target = tmp_path / "nowhere" / "x.html"
    refused(1, "export", "--format", "html", "-s", str(DATA / "demo.toml"), "-o", str(target))
    assert not (tmp_path / "nowhere").exists()


# -- where an export goes: '-', a link, a pipe, a device -------------------------------

def _export_to(target: str):
    return run("export", "-s", DATA / "demo.toml", "-o", target)


def test_export_to_dash_is_the_screen(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = _export_to("-")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith("# ") and "Wrote" not in result.stdout
    assert list(tmp_path.iterdir()) == []  # no file called '-'


def test_export_through_a_link_replaces_the_file_it_names_not_the_link(tmp_path):
    real = tmp_path / "real.md"
    real.write_text("old", encoding="utf-8")  # no export: replaced only when forced (issue 32)
    link = tmp_path / "link.md"
    link.symlink_to(real)
    result = run("export", "-s", DATA / "demo.toml", "-o", str(link), "--force")
    assert result.exit_code == 0, result.stderr
    assert link.is_symlink() and link.resolve() == real
    assert real.read_text(encoding="utf-8").startswith("# ")


def test_export_into_a_pipe_writes_into_it_and_leaves_it_a_pipe(tmp_path):
    import os
    import stat
    import threading
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()), daemon=True)
    reader.start()
    result = _export_to(str(fifo))
    # The reader ends once the export closes the pipe. If it is still waiting, nothing
    # came: free it. (Checking `got` instead raced: the reader could have read and closed
    # the pipe but not yet appended, and the open below then failed with ENXIO.)
    reader.join(timeout=10)
    if reader.is_alive() and stat.S_ISFIFO(fifo.stat().st_mode):
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        reader.join(timeout=30)
    assert result.exit_code == 0, result.stderr
    assert got and got[0].startswith(b"# ")
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    assert "Wrote" in result.stderr and "Wrote" not in result.stdout  # kept out of the export

