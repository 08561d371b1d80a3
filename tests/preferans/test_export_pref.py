"""`vint export` of a Preferans session (export_pref.py): JSON, Markdown, CSV and HTML.

The pulyas are built in-process; every expected number is worked out by hand from
vintscore/rules/preferans.en.md, the arithmetic beside it. The exports are read back — the JSON with json,
the CSV with the csv module, the Markdown with a CommonMark parser, the HTML with
html.parser — and held against those numbers.
"""
from __future__ import annotations

import csv
import io
import json
import re
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from decimal import Decimal
from fractions import Fraction
from html.parser import HTMLParser
from typing import ClassVar

import pytest
from helpers_cli.vintcli import ok
from markdown_it import MarkdownIt

from vintscore.cards import Strain
from vintscore.games.preferans import GAME as PREFERANS
from vintscore.games.preferans import export as export_pref
from vintscore.games.preferans.model import PrefContract, PrefDeal, PrefManual, PrefPass
from vintscore.games.preferans.presets import LENINGRAD, OPTION_NAMES, SOCHI
from vintscore.games.preferans.pulya import replay, settle
from vintscore.session import Session

ABC = ("A", "B", "C")  # seated in this order; A deals first


def session(*events, players=ABC, rules=SOCHI, title="Friday pulya", stake="1.00") -> Session:
    return Session(title, datetime(2026, 11, 30, 19, 5, tzinfo=timezone(timedelta(hours=3))),
                   tuple(players), rules, events=tuple(events), stake=Decimal(stake),
                   game="preferans")


def args(s: Session, name: str = "pulya") -> tuple:
    """What `vint export` hands the exporter: the session, its pulya, its settlement, name."""
    pulya = replay(s)
    return s, pulya, settle(pulya, s.stake), name


def seven_down_one(note: str = "") -> PrefDeal:
    """7♥ by B, 6 tricks, whisted by both: A 3 tricks, C 1 (6 + 3 + 1 = 10)."""
    return PrefDeal(PrefContract(7, Strain.HEARTS), "B", 6, whists=(("A", 3), ("C", 1)),
                    note=note)


def all_pass() -> PrefPass:
    """All pass, the first of a series: A 4, B 0, C 6."""
    return PrefPass((("A", 4), ("B", 0), ("C", 6)))


def misere(tricks: int) -> PrefDeal:
    return PrefDeal(PrefContract(10, None, misere=True), "C", tricks)


def passed_six(declarer: str, others=("B", "C")) -> PrefDeal:
    """6♠, both defenders pass (P4): the declarer writes v = 2 to his pool. Not played, so
    no tricks are given (issue 13: a count given there would be refused)."""
    return PrefDeal(PrefContract(6, Strain.SPADES), declarer, None,
                    passes=tuple((p, None) for p in others))


# The small Sochi pulya (P9 Sochi: kG = kV = 1, cons = v, Rp = 10, Rg = 10), three players:
#
# 1. 7♥ by B, down one (u = 7 − 6 = 1), v = 4; A whists with 3 tricks, C with 1 (P5):
#      B mountain kG·v·u = 4;
#      trick vists kV·v·own: A→B 4·3 = 12, C→B 4·1 = 4;
#      consolation cons·u = 4·1 = 4 from each defender: A→B 12 + 4 = 16, C→B 4 + 4 = 8;
#      the defenders took T = 4 ≥ R = 2: no shortfall.
# 2. All pass, step s = 1 (P7, Sochi 1, 2, 3): A mountain 1·4 = 4, C mountain 1·6 = 6,
#    B took none: pool s = 1.
# 3. Misère by C, made (0 tricks): C pool 10 (P8).
#
# Totals: pool A 0, B 1, C 10 (mean 11/3); mountain A 4, B 4, C 6 (mean 14/3);
# vists A→B 16, C→B 8.
# P10: result = 10·(pool − 11/3) − 10·(mountain − 14/3) + written − received
#   A: 10·(0 − 11/3) − 10·(4 − 14/3) + 16     = −110/3 + 20/3 + 16 = −30 + 16 = −14
#   B: 10·(1 − 11/3) − 10·(4 − 14/3) − 24     = −80/3 + 20/3 − 24  = −20 − 24 = −44
#   C: 10·(10 − 11/3) − 10·(6 − 14/3) + 8     = 190/3 − 40/3 + 8   = 50 + 8   = +58
#   sum −14 − 44 + 58 = 0. At 0.50 a vist: −7.00, −22.00, +29.00.
SMALL = {"A": -14, "B": -44, "C": 58}


def small(**kw) -> Session:
    return session(seven_down_one(), all_pass(), misere(0), **kw)


# The same with the misère failed on one trick (P8 Sochi: 10 per trick to the mountain):
# pool A 0, B 1, C 0 (mean 1/3); mountain A 4, B 4, C 6 + 10 = 16 (mean 24/3 = 8).
#   A: 10·(0 − 1/3) − 10·(4 − 8) + 16  = −10/3 + 40 + 16 = 158/3 = 52 2/3
#   B: 10·(1 − 1/3) − 10·(4 − 8) − 24  = 20/3 + 40 − 24  = 68/3  = 22 2/3
#   C: 10·(0 − 1/3) − 10·(16 − 8) + 8  = −10/3 − 80 + 8  = −226/3 = −75 1/3
#   sum (158 + 68 − 226)/3 = 0.
# Whole vists by largest remainder (P10): floors 52, 22, −76 (sum −2), every remainder
# 2/3, ties in seating order: A and B get one more → 53, 23, −76.
# Money at 1.00 a vist, to the cent by largest remainder: 5266 2/3, 2266 2/3, −7533 1/3
# cents → floors 5266, 2266, −7534 (sum −2, remainders all 2/3) → 52.67, 22.67, −75.34.
FAILED = {"A": Fraction(158, 3), "B": Fraction(68, 3), "C": Fraction(-226, 3)}


def failed(**kw) -> Session:
    return session(seven_down_one(), all_pass(), misere(1), **kw)


# -- JSON ----------------------------------------------------------------------------------

def test_json_round_trips_and_settles_the_small_pulya_by_hand():
    s = small(stake="0.50")
    data = json.loads(export_pref.to_json(*args(s, "friday")))
    assert (data["format"], data["schema_version"], data["session"], data["game"]) == \
        ("vintscore-export", 1, "friday", "preferans")
    assert data["title"] == "Friday pulya" and data["players"] == ["A", "B", "C"]
    assert data["created"] == "2026-11-30T19:05:00+03:00" and data["stake"] == "0.50"
    assert data["rules"] == {"convention": "sochi", **{k: getattr(SOCHI, k) for k in OPTION_NAMES}}
    assert set(data["rules"]) == {"convention", *OPTION_NAMES}

    settlement = data["settlement"]
    assert settlement["players"] == SMALL and settlement["rounded"] == SMALL
    assert settlement["exact"] == {"A": "-14", "B": "-44", "C": "58"}
    assert settlement["money"] == {"A": "-7.00", "B": "-22.00", "C": "29.00"}
    assert sum(settlement["players"].values()) == 0
    assert sum(Decimal(m) for m in settlement["money"].values()) == 0
    assert settlement["over"] is False and "format" not in settlement

    pulya = data["pulya"]
    assert "format" not in pulya and "session" not in pulya and pulya["game"] == "preferans"
    assert {p: (v["pool"], v["mountain"]) for p, v in pulya["players"].items()} == \
        {"A": (0, 4), "B": (1, 4), "C": (10, 6)}
    assert pulya["players"]["A"]["vists"] == {"B": 16, "C": 0}
    assert pulya["players"]["C"]["vists"] == {"A": 0, "B": 8}
    assert pulya["next_dealer"] == "A"  # three deals: A, B, C dealt; A again

    assert [(e["number"], e["kind"], e["dealer"]) for e in data["events"]] == \
        [(1, "deal", "A"), (2, "pass", "B"), (3, "deal", "C")]


def test_json_running_results_by_hand():
    """The result after each event, as if settled then (P10):

    after 1: mountain B 4 (mean 4/3); A→B 16, C→B 8; pools 0.
      A: −10·(0 − 4/3) + 16 = 40/3 + 48/3 = 88/3;  B: −10·(4 − 4/3) − 24 = −80/3 − 72/3 = −152/3;
      C: 40/3 + 24/3 = 64/3.
    after 2: pool B 1 (mean 1/3); mountain 4, 4, 6 (mean 14/3).
      A: −10/3 + 20/3 + 16 = 58/3;  B: 20/3 + 20/3 − 24 = −32/3;  C: −10/3 − 40/3 + 8 = −26/3.
    after 3: the settlement, −14, −44, +58.
    """
    data = json.loads(export_pref.to_json(*args(small())))
    running = data["running"]
    assert [step["event"] for step in running] == [1, 2, 3]
    assert running[0]["exact"] == {"A": "88/3", "B": "-152/3", "C": "64/3"}
    assert running[1]["exact"] == {"A": "58/3", "B": "-32/3", "C": "-26/3"}
    assert running[2]["exact"] == {"A": "-14", "B": "-44", "C": "58"}
    assert running[2]["vists"] == SMALL
    assert running[0]["vists"]["A"] == pytest.approx(88 / 3)
    for step in running:
        assert sum(Fraction(v) for v in step["exact"].values()) == 0


def test_json_of_a_settlement_in_thirds():
    data = json.loads(export_pref.to_json(*args(failed())))
    settlement = data["settlement"]
    assert {p: Fraction(v) for p, v in settlement["exact"].items()} == FAILED
    assert settlement["rounded"] == {"A": 53, "B": 23, "C": -76}
    assert settlement["money"] == {"A": "52.67", "B": "22.67", "C": "-75.34"}
    assert settlement["players"]["A"] == pytest.approx(158 / 3)


def test_json_of_a_four_player_leningrad_pulya():
    """Leningrad at four (P9: Rp = 20), manual entries only (P1, written as given):
    E pool 10, S mountain 3, W writes 40 on N; D nothing.
    pool mean 10/4 = 5/2; mountain mean 3/4.
      E: 20·(10 − 5/2) − 10·(0 − 3/4) = 150 + 15/2 = 315/2
      S: 20·(−5/2) − 10·(3 − 3/4) = −50 − 45/2 = −145/2
      W: −50 + 15/2 + 40 = −5/2
      N: −50 + 15/2 − 40 = −165/2
      sum (315 − 145 − 5 − 165)/2 = 0.
    Whole vists: floors 157, −73, −3, −83 (sum −2), every remainder 1/2, ties in seating
    order: E and S get one more → 158, −72, −3, −83.
    """
    s = session(PrefManual("E", pool=10), PrefManual("S", mountain=3),
                PrefManual("W", vists_on=(("N", 40),)), players=("E", "S", "W", "N"),
                rules=LENINGRAD)
    data = json.loads(export_pref.to_json(*args(s)))
    assert data["rules"]["convention"] == "leningrad" and data["rules"]["pool_point"] == 20
    assert data["settlement"]["exact"] == {"E": "315/2", "S": "-145/2", "W": "-5/2",
                                           "N": "-165/2"}
    assert data["settlement"]["players"] == {"E": 157.5, "S": -72.5, "W": -2.5, "N": -82.5}
    assert data["settlement"]["rounded"] == {"E": 158, "S": -72, "W": -3, "N": -83}


def test_json_keeps_names_as_typed():
    text = export_pref.to_json(*args(session(PrefManual("Аня", pool=2),
                                             players=("Аня", "Борис", "Вера"))))
    assert "\\u04" not in text and json.loads(text)["players"] == ["Аня", "Борис", "Вера"]


# -- CSV -----------------------------------------------------------------------------------

def sections(text: str) -> list[list[list[str]]]:
    """The CSV read back as a spreadsheet would, split into its sections at empty rows."""
    rows = list(csv.reader(io.StringIO(text.removeprefix("\ufeff"), newline="")))
    out, current = [], []
    for row in rows:
        if row:
            current.append(row)
        else:
            out.append(current)
            current = []
    return out + [current]


def typed(cell: str) -> str:
    """A text cell as typed, without the quote that keeps a spreadsheet from running it."""
    return cell[1:] if re.match(r"'[=+\-@\t\r]", cell) else cell


def test_csv_parses_and_adds_up():
    text = export_pref.to_csv(*args(failed(), "friday"))
    assert text.endswith("\r\n")
    about, money, sheet, events, payments = sections(text)
    assert all(len(row) == 2 for row in about)
    facts = dict(about)
    assert facts["Session"] == "friday" and facts["Players"] == "A, B, C"
    assert facts["Rules"] == "sochi, pool 20" and facts["Stake per vist"] == "1.00"
    assert facts["Started"] == "2026-11-30T19:05:00+03:00" and facts["Pulya over"] == "no"
    # the settlement: whole vists summing to zero, the exact fraction, money (hand: above)
    head, *rows = money
    assert head == ["Player", "Vists", "Exact", "Money at 1.00 a vist"]
    assert {r[0]: int(r[1]) for r in rows} == {"A": 53, "B": 23, "C": -76}
    assert {r[0]: Fraction(typed(r[2])) for r in rows} == FAILED
    assert {r[0]: Decimal(r[3]) for r in rows} == {"A": Decimal("52.67"), "B": Decimal("22.67"),
                                                   "C": Decimal("-75.34")}
    assert sum(int(r[1]) for r in rows) == 0 and sum(Decimal(r[3]) for r in rows) == 0
    # the pulya: pool, mountain, vists written on each other player; P10 again from it
    head, *rows = sheet
    assert head == ["Player", "Pool", "Mountain", "Vists on A", "Vists on B", "Vists on C"]
    assert rows == [["A", "0", "4", "", "16", "0"], ["B", "1", "4", "0", "", "0"],
                    ["C", "0", "16", "0", "8", ""]]
    # every event, with who dealt it and what it wrote
    head, *rows = events
    assert head == ["No.", "Dealer", "Event", "Wrote", "Void"]
    assert [r[:2] + r[4:] for r in rows] == [["1", "A", "no"], ["2", "B", "no"], ["3", "C", "no"]]
    # who pays whom (issue 15): C alone lost, so C pays each winner his money
    assert payments == [["Pays", "To", "Amount"], ["C", "A", "52.67"], ["C", "B", "22.67"]]
    assert rows[0][3] == "B: mountain +4; A: 16 on B; C: 8 on B"
    assert rows[1][3] == "B: pool +1; A: mountain +4; C: mountain +6"
    assert rows[2][3] == "C: mountain +10"


def test_csv_cells_a_spreadsheet_would_run_are_quoted():
    s = session(PrefDeal(PrefContract(7, Strain.HEARTS), "B", 6,
                         whists=(("@cmd", 3), ("C", 1)), note="=cmd()"),
                PrefManual("C", pool=2, reason="=HYPERLINK(\"http://x\")"),
                players=("@cmd", "B", "C"), title="=cmd()")
    text = export_pref.to_csv(*args(s))
    about, money, sheet, events, payments = sections(text)
    assert dict(about)["Title"] == "'=cmd()"
    assert dict(about)["Players"] == "'@cmd, B, C"
    assert [r[0] for r in money[1:]] == ["'@cmd", "B", "C"]
    assert [r[0] for r in sheet[1:]] == ["'@cmd", "B", "C"]
    for row in about + money + sheet + events + payments:
        for cell in row:
            assert not re.match(r"[=+@\t\r]", cell), row
            assert not re.match(r"-(?!\d+(\.\d+)?$)", cell), row
    assert "=cmd()" in events[1][2]  # the note is kept, inside a cell that starts safely


def test_csv_bom_for_excel_and_cyrillic():
    s = session(PrefManual("Аня", pool=2), players=("Аня", "Борис", "Вера"))
    plain = export_pref.to_csv(*args(s))
    marked = export_pref.to_csv(*args(s), bom=True)
    assert not plain.startswith("\ufeff") and marked == "\ufeff" + plain
    assert [r[0] for r in sections(marked)[1][1:]] == ["Аня", "Борис", "Вера"]


def test_csv_of_a_void_event():
    text = export_pref.to_csv(*args(session(seven_down_one(), replace(all_pass(), void=True))))
    rows = sections(text)[3][1:]
    assert rows[1] == ["2", "", "all pass: A 4, B 0, C 6", "void", "yes"]


# -- Markdown ------------------------------------------------------------------------------

MARKDOWN = MarkdownIt("commonmark").enable(["table", "strikethrough"])


def md_tables(md: str) -> list[list[list[str]]]:
    """Each table of the rendered Markdown, as rows of cell texts (tags dropped)."""
    page = MARKDOWN.render(md)
    tables = []
    for table in re.findall(r"<table>(.*?)</table>", page, re.S):
        rows = []
        for tr in re.findall(r"<tr>(.*?)</tr>", table, re.S):
            cells = re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", tr, re.S)
            rows.append([re.sub(r"<[^>]+>", "", c) for c in cells])
        tables.append(rows)
    return tables


def test_markdown_of_the_small_pulya():
    md = export_pref.to_markdown(*args(small(stake="0.50")))
    assert md.startswith("# Friday pulya\n\n- Game: Preferans\n- Players: A, B, C\n")
    assert ("- Rules: sochi, pool 20\n- Stake per vist: 0.50\n"
            "- Started: 2026-11-30 19:05 +03:00\n") in md
    settlement, payments, pulya, events = md_tables(md)
    # who pays whom (issue 15): C alone won; each loser pays C his money
    assert payments == [["Pays", "To", "Amount"], ["A", "C", "7.00"], ["B", "C", "22.00"]]
    assert settlement == [["player", "vists", "money at 0.50 a vist"],
                          ["A", "-14", "-7.00"], ["B", "-44", "-22.00"], ["C", "+58", "+29.00"]]
    assert "Vists are rounded" not in md  # every result is whole
    assert "The pulya is still open: settled as it stands (P11)." in md
    assert pulya == [["", "A", "B", "C"],
                     ["pool (to 20)", "—", "1", "10"],
                     ["mountain", "4", "4", "6"],
                     ["vists on A", "", "0", "0"],
                     ["vists on B", "16", "", "8"],
                     ["vists on C", "0", "0", ""]]
    assert "Next deal: A deals; an all-pass now is at step 1 (0 in a row so far)." in md
    assert [row[:2] for row in events] == [["#", "dealt"], ["1", "A"], ["2", "B"], ["3", "C"]]
    assert events[3][2:] == ["misère by C, 0 tricks", "C: pool +10"]


def test_markdown_rounded_note_and_exact_column():
    md = export_pref.to_markdown(*args(failed()))
    settlement = md_tables(md)[0]
    assert settlement[0] == ["player", "vists", "exact", "money at 1.00 a vist"]
    assert settlement[1:] == [["A", "+53", "+52 2/3", "+52.67"], ["B", "+23", "+22 2/3", "+22.67"],
                              ["C", "-76", "-75 1/3", "-75.34"]]
    assert "Vists are rounded to whole ones" in md


def test_markdown_escapes_a_note():
    note = "a | b *c* _d_ `e` <i>f</i> [g](h) #"
    md = export_pref.to_markdown(*args(session(seven_down_one(note))))
    assert r"a \| b \*c\* \_d\_ \`e\` \<i\>f\</i\> \[g\](h) \#" in md
    events = md_tables(md)[3]  # settlement, payments, pulya, events
    assert len(events[1]) == 4  # the pipe did not split the cell
    assert events[1][2].endswith("— " + note.replace("<", "&lt;").replace(">", "&gt;"))
    page = MARKDOWN.render(md)
    assert "<em>" not in page and "<code>" not in page and "<a " not in page


def test_markdown_marks_help_and_strikes_a_void_event():
    """P11 with a pool of 4: A closes his pool with two passed sixes (P4: v = 2 each);
    the third's 2 help the open pool with the most, B and C at 0 — the tie goes to the
    first after A in seating order, B — and A writes Rp·2 = 20 vists on B.
    Pools A 4, B 2, C 0 (mean 2): A 10·2 + 20 = +40; B 0 − 20 = −20; C 10·(−2) = −20.
    """
    rules = replace(SOCHI, pool_target=4)
    void = replace(passed_six("C", ("A", "B")), void=True)
    s = session(passed_six("A"), passed_six("A"), void, passed_six("A"), rules=rules)
    md = export_pref.to_markdown(*args(s))
    settlement, payments, pulya, events = md_tables(md)
    assert payments[1:] == [["B", "A", "20.00"], ["C", "A", "20.00"]]
    assert settlement[1:] == [["A", "+40", "+40.00"], ["B", "-20", "-20.00"],
                              ["C", "-20", "-20.00"]]
    assert pulya[1] == ["pool (to 4)", "2 · 4", "2*", "—"]
    assert "| pool (to 4) | 2 · 4 | 2\\* | — |" in md
    assert pulya[4] == ["vists on B", "20", "", "0"]
    assert "\\* reached with help from another player." in md  # explained in words, no id
    assert "~~6♠ by C; A passes; B passes~~" in md
    assert events[3][1:] == ["", "6♠ by C; A passes; B passes", "void"]
    # the deal wrote 2 to A's pool, and the help it brought is said beside it (P11)
    assert events[4][3] == "A: pool +2; A helps B with 2 in the pool"


def test_markdown_of_an_empty_pulya():
    md = export_pref.to_markdown(*args(session()))
    assert "No deals yet: nothing to settle." in md and "No events yet." in md
    assert "No deals yet: A deals first." in md


# -- HTML ----------------------------------------------------------------------------------

class Page(HTMLParser):
    """The page's elements, balanced; its text; the attributes of every element."""

    VOID: ClassVar[set[str]] = {"meta", "br", "link", "img", "input", "hr"}

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.elements: list[tuple[str, dict]] = []
        self.text: list[str] = []
        self.feed(text)
        self.close()

    def handle_starttag(self, tag, attrs):
        self.elements.append((tag, dict(attrs)))
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack.pop() != tag:
            self.errors.append(tag)

    def handle_data(self, data):
        self.text.append(data)


def test_html_is_one_self_contained_page():
    page = PREFERANS.export.to_html(*args(failed()))
    parsed = Page(page)
    assert not parsed.errors and not parsed.stack
    assert page.startswith("<!DOCTYPE html>\n<html lang=\"en\">")
    csp = [a["content"] for tag, a in parsed.elements
           if tag == "meta" and a.get("http-equiv") == "Content-Security-Policy"]
    assert csp == ["default-src 'none'; style-src 'unsafe-inline'; img-src data:; "
                   "base-uri 'none'; form-action 'none'"]
    tags = {tag for tag, _ in parsed.elements}
    assert not tags & {"script", "link", "img", "iframe", "object"}
    assert not any("style" in a for _, a in parsed.elements)  # `vint serve` forbids it
    assert "http://" not in page and "https://" not in page
    rows = {a["data-player"]: Fraction(a["data-exact"]) for tag, a in parsed.elements
            if tag == "tr" and "data-exact" in a}
    assert rows == FAILED and sum(rows.values()) == 0
    text = "".join(parsed.text)
    for shown in ("+53", "+52 2/3", "+52.67", "-76", "-75 1/3", "-75.34", "6 · 16",
                  "Vists are rounded to whole ones", "The pulya is still open"):
        assert shown in text


def test_html_escapes_every_user_text():
    s = session(seven_down_one("<script>alert(1)</script> & \"q\""),
                players=("A", "B", "C"), title="<b>Friday</b>")
    page = PREFERANS.export.to_html(*args(s, "<name>"))
    assert "<script" not in page.lower() and "<b>" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;" in page
    assert "<title>&lt;b&gt;Friday&lt;/b&gt;</title>" in page
    assert not Page(page).errors


def test_html_strikes_a_void_event():
    page = PREFERANS.export.to_html(*args(session(replace(seven_down_one(), void=True))))
    assert re.search(r'<tr class="void"><td class="num">1</td>', page)


# -- Russian, and the same bytes every time -------------------------------------------------

def test_russian_words():
    a = args(failed())
    md = export_pref.to_markdown(*a, lang="ru")
    for word in ("- Игра: преферанс", "- Игроки: A, B, C", "Ставка за вист", "## Расчёт\n",
                 "## Пуля", "| игрок | висты | точно | деньги по 1,00 за вист |", "пуля (до 20)",
                 "| гора |", "висты → B", "## Все записи", "распасы: A 4, B 0, C 6",
                 "мизер, играет C, 1 взятка", "Висты округлены", "Пуля ещё не закрыта"):
        assert word in md, word
    assert "Settlement" not in md and "mountain" not in md
    text = export_pref.to_csv(*a, lang="ru")
    about, money, sheet, events, payments = sections(text)
    assert payments[0] == ["Платит", "Кому", "Сумма"]
    assert dict(about)["Игра"] == "преферанс" and dict(about)["Пуля закрыта"] == "нет"
    assert money[0] == ["Игрок", "Висты", "Точно", "Деньги по 1.00 за вист"]
    assert sheet[0][:3] == ["Игрок", "Пуля", "Гора"] and events[0][0] == "№"
    page = PREFERANS.export.to_html(*a, lang="ru")
    # issue 14: no rule id in the friends' page's words, only in the footnote at the bottom
    assert "<html lang=\"ru\">" in page and "<h2>Расчёт</h2>" in page and "(P10)" not in page
    assert re.search(r"Применены правила: [^<]*P10", page)
    assert "Запись вела программа vintscore." in page


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_exports_are_the_same_bytes_every_time(lang):
    def all_four(s: Session) -> list[bytes]:
        a = args(s)
        return [export_pref.to_json(*a).encode(),
                export_pref.to_markdown(*a, lang=lang).encode(),
                export_pref.to_csv(*a, lang=lang, bom=True).encode(),
                PREFERANS.export.to_html(*a, lang=lang).encode()]

    assert all_four(failed()) == all_four(failed())


def test_the_api_the_cli_calls():
    assert export_pref.FORMATS == ("md", "csv", "json", "html")
    assert export_pref.EXPORT_FORMAT == "vintscore-export" and export_pref.SCHEMA_VERSION == 1


def test_vint_export_of_a_pulya(sessions_dir):
    """End to end: `vint export` of a Preferans session chooses this exporter."""
    ok("new", "friday", "--players", "A,B,C", "--game", "preferans")
    ok("deal", "7H", "B", "6", "--whist", "A=3", "--whist", "C=1")
    ok("pass", "A=4,B=0,C=6")
    ok("deal", "misere", "C", "0")
    data = json.loads(ok("export", "--format", "json").stdout)
    assert data["game"] == "preferans" and data["settlement"]["players"] == SMALL
    md = ok("export", "--format", "md").stdout
    assert "| A | **-14** |" in md
