"""Bridge's exports (games/bridge/export.py; issue 22, §5 and §6): the worked cases BR1, BR2
(unfinished: Law 80, B14), BC1 and BC2 (Chicago, B20–B25) of vintscore/rules/bridge.en.md
in JSON, Markdown, CSV and HTML, in English and in Russian. The numbers asserted are the
document's — none is taken from running the code —: JSON's values exactly, Markdown's and
CSV's cells, the page's data- attributes and cells; every CSV ledger's amounts sum to each
side's total; the JSON's `rubbers` and `chicagos` are `vint sheet --json`'s; a name is text
wherever it lands; and the page loads in chromium with no console error."""
from __future__ import annotations

import csv
import io
import json
import re
from decimal import Decimal

import pytest
from helpers_web.browser import chromium, watch
from hypothesis import given, settings
from hypothesis import strategies as st
from reference import Deal, Options
from test_bridge_fold import _EVENT, _OPTIONS, session
from test_bridge_reference import BC1, BC2, BR1, BR2, CHICAGO, PLAYERS

from vintscore.formats import page
from vintscore.games.base import Export
from vintscore.games.bridge.export import BridgeExport
from vintscore.games.bridge.presets import OPTION_NAMES
from vintscore.games.bridge.report import log_json, settlement_json, sheet_json
from vintscore.games.bridge.settlement import settle
from vintscore.games.bridge.sheet import replay

LANGS = ["en", "ru"]
EXPORT = BridgeExport()
WE, THEY = ["Anna", "Vera"], ["Boris", "Gleb"]  # the 1st and 3rd, the 2nd and 4th (B31)
SIDES = {"en": ("Anna & Vera", "Boris & Gleb"), "ru": ("Anna и Vera", "Boris и Gleb")}


class Case:
    """A worked case with the document's numbers: each side's amounts above and below the
    line, its total on the sheet and as settled (Law 80 included), its result."""

    def __init__(self, events, options, *, above, below, totals, settled, result, games,
                 finished, key="rubbers") -> None:
        self.events, self.options, self.key = events, options, key
        self.above, self.below, self.totals, self.settled = above, below, totals, settled
        self.result, self.games, self.finished = result, games, finished


CASES = {
    # BR1: above We 60, 300, 200, 100 + 50 + 500, They 30, 30 and 500 for the rubber; below
    # game 1 We 60, They 100; game 2 They 90, We 360; game 3 They 40, We 60, They 90. We 1690,
    # They 880: They won the rubber on games, We win it on points by 810 (B13; BS1: 8.10)
    "BR1": Case(BR1, None, above=([60, 300, 200, 100, 50, 500], [30, 30, 500]),
                below=([60, 360, 60], [100, 90, 40, 90]), totals=(1690, 880),
                settled=(1690, 880), result=810, games=(1, 2), finished=True),
    # BR2: We 120 below, They 40; Law 80 writes We 300 for the only game, They 100 for the
    # only part-score: 420 against 140, We by 280 (B14)
    "BR2": Case(BR2, None, above=([], []), below=([120], [40]), totals=(120, 40),
                settled=(420, 140), result=280, games=(1, 0), finished=False),
    # BC1: North-South 750 (60 + 30 + 100 + 60 + 500), East-West 160 (40 + 20 + 100)
    "BC1": Case(BC1, CHICAGO, above=([30, 100, 500], [20, 100]), below=([60, 60], [40]),
                totals=(750, 160), settled=(750, 160), result=590, games=(1, 0), finished=True,
                key="chicagos"),
    # BC2: North-South 330 (60 + 30 + 40 + 200), East-West 620 (120 + 500): East-West by 290
    "BC2": Case(BC2, CHICAGO, above=([30, 200], [500]), below=([60, 40], [120]),
                totals=(330, 620), settled=(330, 620), result=-290, games=(0, 1),
                finished=True, key="chicagos"),
}
NAMES = list(CASES)


def played(name: str, players=None):
    case = CASES[name]
    s = session(case.events, case.options or Options(), players=players or PLAYERS)
    sheet = replay(s)
    return s, sheet, settle(sheet, Decimal(1))


def plain(text: str) -> str:
    """The text with the Russian minus sign as a hyphen, for the assertions."""
    return text.replace("−", "-")


def points(case: Case) -> dict[str, int]:
    """B32: each player of the winning side wins the difference, each of the other loses it."""
    return {p: case.result if p in WE else -case.result for p in ["Anna", "Boris", "Vera", "Gleb"]}


# -- JSON -----------------------------------------------------------------------------------

@pytest.mark.parametrize("name", NAMES)
def test_json_holds_everything_with_the_documents_numbers(name):
    case = CASES[name]
    s, sheet, settled = played(name)
    data = json.loads(EXPORT.to_json(s, sheet, settled, "friday"))
    assert (data["format"], data["schema_version"], data["session"]) == (
        "vintscore-export", 1, "friday")
    assert data["players"] == ["Anna", "Boris", "Vera", "Gleb"] and data["table"] == "pairs"
    assert data["stake"] == "1.00" and data["created"] == "2026-12-02T20:00:00"
    preset = "chicago" if case.options is not None else "rubber"
    assert data["rules"] == {"preset": preset, "scoring": preset, "unfinished_partscore": 100,
                             "honours": "on", "vulnerability": "dealer",
                             "chicago_scoring": "carry", "rounding": "none",
                             "undertricks": "current", "redoubled_insult": 100,
                             "clean_rubber": 700}
    assert set(data["rules"]) == {"preset", *OPTION_NAMES}  # every option pinned
    # the sheet: exactly `vint sheet --json`'s rubbers or chicagos (issue 22, §6)
    other = "rubbers" if case.key == "chicagos" else "chicagos"
    assert other not in data
    assert data[case.key] == sheet_json(sheet, "friday")[case.key]
    (block,) = data[case.key]
    assert block["finished"] is case.finished
    assert [side["total"] for side in block["sides"]] == list(case.totals)
    assert [side["players"] for side in block["sides"]] == [WE, THEY]
    assert [side["games"] for side in block["sides"]] == list(case.games)
    assert [[a["amount"] for a in side["above"]] for side in block["sides"]] == [
        list(a) for a in case.above]
    # the events, with what each wrote: its amounts sum to each side's total
    assert [e["number"] for e in data["events"]] == list(range(1, len(case.events) + 1))
    for c, players in enumerate([WE, THEY]):
        assert sum(w["amount"] for e in data["events"] for w in e["wrote"]
                   if w["players"] == players) == case.totals[c]
    # the settlement, as `vint settle --json` says it, without its head
    expected = settlement_json(settled, sheet.rules, "friday")
    assert data["settlement"] == {k: v for k, v in expected.items()
                                  if k not in ("format", "schema_version", "session")}
    assert data["settlement"]["players"] == points(case)
    money = f"{abs(case.result) / 100:.2f}"
    assert data["settlement"]["money"]["Anna"] == (money if case.result > 0 else f"-{money}")
    (settled_block,) = data["settlement"][case.key]
    assert [side["total"] for side in settled_block["sides"]] == list(case.settled)


def test_json_br2_law_80_listed():
    s, sheet, settled = played("BR2")
    data = json.loads(EXPORT.to_json(s, sheet, settled, "friday"))
    (rubber,) = data["settlement"]["rubbers"]
    assert rubber["law80"] == [
        {"players": WE, "amount": 300, "reason": "unfinished game"},
        {"players": THEY, "amount": 100, "reason": "unfinished part-score"}]
    (sheet_rubber,) = data["rubbers"]  # while in play: We vulnerable, They's 40 (B12, B10)
    assert [(side["vulnerable"], side["partscore"]) for side in sheet_rubber["sides"]] == [
        (True, 0), (False, 40)]


def test_json_bc2_the_pass_out_and_the_deals():
    s, sheet, settled = played("BC2")
    data = json.loads(EXPORT.to_json(s, sheet, settled, "friday"))
    passed = data["events"][1]
    assert (passed["kind"], passed["wrote"], passed["dealer"], passed["rubber"]) == (
        "pass", [], "Boris", 1)
    (chicago,) = data["chicagos"]
    assert [(d["deal"], d["dealer"]) for d in chicago["deals"]] == [
        (1, "Anna"), (None, "Boris"), (2, "Boris"), (3, "Vera"), (4, "Gleb")]  # B22
    game = data["events"][2]["wrote"]
    assert {"players": THEY, "amount": 500, "reason": "game", "below": False} in game  # B23


def test_log_json_every_event_with_what_it_wrote():
    _, sheet, _ = played("BR1")
    data = log_json(sheet, "friday")
    assert (data["format"], data["session"]) == ("vintscore-log", "friday")
    first = data["events"][0]
    assert {"number", "kind", "void", "rubber", "text", "dealer", "wrote"} <= set(first)
    assert (first["deal"], first["vulnerable"]) == (None, [])  # rubber bridge, none yet (B12)
    assert (first["kind"], first["rubber"], first["dealer"], first["void"]) == (
        "deal", 1, "Anna", False)
    assert first["text"] == "2♥ by Anna, 10 tricks (2 overtricks)"
    assert first["wrote"] == [  # BR1: We 2♥ with 10 tricks, 60 below and 60 above
        {"players": WE, "amount": 60, "reason": "tricks", "below": True},
        {"players": WE, "amount": 60, "reason": "overtricks", "below": False}]


# -- Markdown -------------------------------------------------------------------------------

def md_table(text: str, heading: str) -> list[list[str]]:
    """The rows of the first table under `heading`: each its cells, stripped."""
    lines = text.splitlines()
    start = lines.index(heading)
    rows, seen = [], False
    for line in lines[start + 1:]:
        if line.startswith("|"):
            seen = True
            if not re.fullmatch(r"\|(-*:?\|)+", line):  # not the alignment row
                rows.append([c.strip() for c in line.strip("|").split(" | ")])
        elif seen or line.startswith("#"):
            break
    return rows


def md_amounts(cells: list[str]) -> list[int]:
    found = []
    for cell in cells:
        for part in cell.split("<br>"):
            first = part.split(" ")[0]
            if re.fullmatch(r"\d+", first):
                found.append(int(first))
    return found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", NAMES)
def test_markdown_the_sheet_and_the_settlement(name, lang):
    case = CASES[name]
    s, sheet, settled = played(name)
    out = plain(EXPORT.to_markdown(s, sheet, settled, "friday", lang))
    chicago = case.key == "chicagos"
    title = {("en", False): "Rubber 1", ("ru", False): "Роббер 1", ("en", True): "Chicago 1",
             ("ru", True): "Чикаго 1"}[lang, chicago]
    rows = md_table(out, f"## {title}")
    we, they = SIDES[lang]
    assert rows[0] == ["#", we, they]  # the columns headed by the sides (B31)
    games, total, result = {"en": ("**games**", "**total**", "**result**"),
                            "ru": ("**геймы**", "**итого**", "**результат**")}[lang]
    so_far = {"en": "**so far**", "ru": "**сейчас**"}[lang]
    labels = [row[0] for row in rows]
    line = labels.index("")  # the line: above it by event, below it game by game
    for c in (0, 1):
        assert md_amounts([row[c + 1] for row in rows[1:line]]) == case.above[c]
        body = [row[c + 1] for row in rows[line + 1:labels.index(games)]]
        assert sorted(md_amounts(body)) == sorted(case.below[c])
    assert rows[labels.index(games)][1:] == [str(g) for g in case.games]
    assert rows[labels.index(total)][1:] == [f"**{t}**" for t in case.totals]
    shown = result if case.finished else so_far
    diff = case.totals[0] - case.totals[1]  # on the sheet: without Law 80 (B14)
    assert rows[labels.index(shown)][1:] == [f"{diff:+d}", f"{-diff:+d}"]
    # the settlement: each player's points and money (B32), Law 80 included
    settlement = md_table(out, f"## {({'en': 'Settlement', 'ru': 'Расчёт'})[lang]}")
    money = f"{abs(case.result) / 100:.2f}".replace(".", "," if lang == "ru" else ".")
    for player, v in points(case).items():
        assert [player, f"**{v:+d}**", f"{'+' if v > 0 else '-'}{money}"] in settlement
    score = f"{case.settled[0]} – {case.settled[1]}"
    assert any(score in row[1] for row in md_table(out, {
        ("en", False): "### Rubber by rubber", ("ru", False): "### По робберам",
        ("en", True): "### Chicago by chicago", ("ru", True): "### По чикаго"}[lang, chicago]))


@pytest.mark.parametrize("lang", LANGS)
def test_markdown_br2_law_80_and_each_sides_state(lang):
    s, sheet, settled = played("BR2")
    out = plain(EXPORT.to_markdown(s, sheet, settled, "friday", lang))
    we, they = SIDES[lang]
    law = {"en": f"Rubber 1 unfinished, Law 80 (B14): {we} 300 for the only game, {they} 100 "
                 "for the part-score.",
           "ru": f"Роббер 1 не окончен, закон 80 (B14): {we} 300 за единственный гейм, {they} "
                 "100 за частичную запись."}[lang]
    # in a line of its own
    assert [line.replace("\\", "") for line in out.splitlines() if "(B14):" in line] == [law]
    rows = md_table(out, "## " + {"en": "Rubber 1", "ru": "Роббер 1"}[lang])
    vul, not_vul = {"en": ("vulnerable", "not vulnerable"), "ru": ("в зоне", "до зоны")}[lang]
    part = {"en": "part-score 40", "ru": "частичная запись 40"}[lang]
    assert ["", vul, not_vul] in rows and ["", "", part] in rows  # B12, B10
    state = {"en": f"Rubber 1, game 2: {we} vulnerable. Part-score toward game: {they} 40. "
                   "Vera deals next.",
             "ru": f"Роббер 1, гейм 2: в зоне {we}. Частичная запись: {they} 40. "
                   "Следующим сдаёт Vera."}[lang]
    assert state in out.replace("\\", "")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["BC1", "BC2"])
def test_markdown_a_chicagos_deals(name, lang):
    s, sheet, settled = played(name)
    out = EXPORT.to_markdown(s, sheet, settled, "friday", lang)
    deals = md_table(out, "### " + {"en": "The deals", "ru": "Сдачи"}[lang])[1:]
    we, they = SIDES[lang]
    nobody, both, passed = {"en": ("nobody", "both", "passed out"),
                            "ru": ("никто", "обе", "все спасовали")}[lang]
    expected = {"BC1": [["1", "1", "Anna", nobody], ["2", "2", "Boris", they],
                        ["3", "3", "Vera", we], ["4", "4", "Gleb", both]],
                "BC2": [["1", "1", "Anna", nobody], ["–", "2", "Boris", f"{they} · {passed}"],
                        ["2", "3", "Boris", they], ["3", "4", "Vera", we],
                        ["4", "5", "Gleb", both]]}[name]
    assert deals == expected  # B21, B22: dealt again by Boris, East-West still vulnerable


@pytest.mark.parametrize("lang", LANGS)
def test_markdown_the_log(lang):
    s, sheet, settled = played("BC2")
    out = EXPORT.to_markdown(s, sheet, settled, "friday", lang)
    rows = md_table(out, "## " + {"en": "Every event", "ru": "Все записи"}[lang])[1:]
    assert [row[0] for row in rows] == ["1", "2", "3", "4", "5"]
    said = {"en": ["passed out", "4♠ by Boris, 10 tricks (made)",
                   "3♣X by Gleb, 8 tricks (1 down)"],
            "ru": ["все спасовали", "4♠, играет Boris, 10 взяток (сыграно)",
                   "3♣к, играет Gleb, 8 взяток (подсад 1)"]}[lang]
    assert [rows[1][2], rows[2][2], rows[4][2]] == said
    assert "500" in rows[2][3] and "200" in rows[4][3]  # BC2: the game, one down doubled


@pytest.mark.parametrize("lang", LANGS)
def test_markdown_a_chicago_stopped_early_says_so(lang):
    """B28: a chicago stopped after two deals: no premium, said so."""
    s = session(BC1[:2], CHICAGO)
    sheet = replay(s)
    out = EXPORT.to_markdown(s, sheet, settle(sheet, Decimal(1)), "friday", lang)
    said = {"en": "Chicago 1 unfinished: settled on what is written, with no premium for its "
                  "part-scores (B28).",
            "ru": "Чикаго 1 не окончено: расчёт по записанному, без премии за частичные записи "
                  "(B28)."}[lang]
    assert said in out


# -- CSV ------------------------------------------------------------------------------------

def csv_tables(text: str) -> list[list[list[str]]]:
    """The CSV's tables, each its rows (the header first), separated by an empty row."""
    tables: list[list[list[str]]] = [[]]
    for row in csv.reader(io.StringIO(text)):
        if not row:
            tables.append([])
        else:
            tables[-1].append(row)
    return tables


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", NAMES)
def test_csv_the_ledger_sums_to_each_sides_total(name, lang):
    case = CASES[name]
    s, sheet, settled = played(name)
    text = EXPORT.to_csv(s, sheet, settled, "friday", lang)
    about, ledger, sides, by_player, money, payments = csv_tables(text)
    assert about[0][1] == "friday" and about[2][1] == "Anna, Boris, Vera, Gleb"
    head = ledger[0]
    amount, side = head.index({"en": "Amount", "ru": "Очки"}[lang]), head.index(
        {"en": "Side", "ru": "Пара"}[lang])
    we, they = SIDES[lang]
    sums = {we: 0, they: 0}
    for row in ledger[1:]:
        if row[amount]:
            sums[row[side]] += int(row[amount])
    # one row per amount written, Law 80's premiums a row each (B14): as settled
    assert (sums[we], sums[they]) == case.settled
    assert [int(row[4]) for row in sides[1:]] == list(case.settled)  # the sides' totals
    assert [row[2] for row in sides[1:]] == [we, they]
    assert [int(row[3]) for row in sides[1:]] == list(case.games)
    assert [int(row[5]) for row in sides[1:]] == [case.result, -case.result]
    assert by_player[1][2:] == [str(v) for v in points(case).values()]
    assert {row[0]: int(row[1]) for row in money[1:]} == points(case)
    cents = f"{abs(case.result) / 100:.2f}"
    assert sorted(row[2] for row in payments[1:]) == [cents, cents]


@pytest.mark.parametrize("lang", LANGS)
def test_csv_br2_law_80_rows_and_bc2_the_deals(lang):
    s, sheet, settled = played("BR2")
    ledger = csv_tables(EXPORT.to_csv(s, sheet, settled, "friday", lang))[1]
    law80 = [row for row in ledger if row[3] == {"en": "Law 80", "ru": "закон 80"}[lang]]
    assert [(row[0], row[1], row[7]) for row in law80] == [("", "1", "300"), ("", "1", "100")]
    s, sheet, settled = played("BC2")
    ledger = csv_tables(EXPORT.to_csv(s, sheet, settled, "friday", lang))[1]
    # No., chicago, deal, dealer: the pass-out is no deal of the four (B22)
    assert sorted({tuple(row[:4]) for row in ledger[1:]}) == [
        ("1", "1", "1", "Anna"), ("2", "1", "", "Boris"), ("3", "1", "2", "Boris"),
        ("4", "1", "3", "Vera"), ("5", "1", "4", "Gleb")]


def test_csv_with_a_bom_for_excel():
    s, sheet, settled = played("BC1")
    assert EXPORT.to_csv(s, sheet, settled, "friday", "ru", bom=True).startswith("\ufeff")


# -- HTML -----------------------------------------------------------------------------------

def sections(name: str, lang: str, players=None) -> str:
    s, sheet, settled = played(name, players)
    return plain(EXPORT.html_parts(s, sheet, settled, "friday", lang).sections)


def cells_of(html: str, kind: str) -> list[list[str]]:
    """The cells of each `tr.KIND` row of the sheets ('nothing above the line yet': none)."""
    rows = [re.findall(r"<td>(.*?)</td>", row)
            for row in re.findall(rf'<tr class="{kind}"><th class="ev">\d*</th>(.*?)</tr>', html)]
    return [row for row in rows if row]


def html_amounts(cell: str) -> list[int]:
    return [int(n) for n in re.findall(r'<span class="n">(\d+)</span>', cell)]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", NAMES)
def test_html_the_sheet_as_on_paper(name, lang):
    case = CASES[name]
    out = sections(name, lang)
    # (the one rubber is the sheet in play: data-current, the live page shows it first)
    (rubber,) = re.findall(r'<section class="rubber" data-rubber="1" data-finished="(\w+)"'
                           r' data-current>', out)
    assert rubber == ("true" if case.finished else "false")
    above, below = cells_of(out, "above"), cells_of(out, "below")
    for c in (0, 1):
        assert [n for row in above for n in html_amounts(row[c])] == case.above[c]
        assert sorted(n for row in below for n in html_amounts(row[c])) == sorted(case.below[c])
    totals = re.findall(r'<td data-column="(\d)"><div class="e"><span class="n">(\d+)</span>',
                        out)
    assert totals == [("0", str(case.totals[0])), ("1", str(case.totals[1]))]
    we, they = SIDES[lang]
    assert re.findall(r'<th data-column="\d" data-players="([^"]+)">([^<]+)</th>', out) == [
        ("[&quot;Anna&quot;, &quot;Vera&quot;]", we.replace("&", "&amp;")),
        ("[&quot;Boris&quot;, &quot;Gleb&quot;]", they.replace("&", "&amp;"))]
    games = re.search(r'<tr class="games">(.*?)</tr>', out)[1]
    assert html_amounts(games) == list(case.games)
    # a line under each game won: BR1's three; BR2's We 4♠; BC1's North-South 2♠ on deal 3
    # completing their game (B24); BC2's East-West 4♠
    won = {"BR1": 3, "BR2": 1, "BC1": 1, "BC2": 1}[name]
    assert len(re.findall(r'<tr class="game">', out)) == won


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", NAMES)
def test_html_the_settlement(name, lang):
    case = CASES[name]
    out = sections(name, lang)
    found = dict(re.findall(r'<tr data-player="([^"]+)"><th class="player">[^<]*</th>'
                            r'<td class="num points \w+">([^<]+)</td>', out))
    assert found == {p: f"{v:+d}" for p, v in points(case).items()}
    rubber = re.search(r'<tr data-rubber="1">(.*?)</tr>', out)[1]
    assert f"{case.settled[0]} – {case.settled[1]}" in rubber
    assert dict(re.findall(r'data-player="([^"]+)">([^<]+)</td>', rubber)) == {
        p: f"{v:+d}" for p, v in points(case).items()}
    payments = re.findall(r'<tr data-from="([^"]+)" data-to="([^"]+)">', out)
    assert len(payments) == 2
    assert ' style="' not in out and "<script" not in out  # the live page's policy


@pytest.mark.parametrize("lang", LANGS)
def test_html_br2_each_sides_state_and_law_80(lang):
    out = sections("BR2", lang)
    # while in play: We vulnerable with no part-score, They not vulnerable with 40 (B12, B10)
    assert re.findall(r'<td data-column="(\d)" data-vulnerable="(\w+)" data-partscore="(\d+)">',
                      out) == [("0", "true", "0"), ("1", "false", "40")]
    we, they = (side.replace("&", "&amp;") for side in SIDES[lang])
    law = {"en": f"Rubber 1 unfinished, Law 80: {we} 300 for the only game, {they} 100 for the "
                 "part-score.",
           "ru": f"Роббер 1 не окончен, закон 80: {we} 300 за единственный гейм, {they} 100 "
                 "за частичную запись."}[lang]
    assert f'<p class="note">{law}</p>' in out  # the rule's id in the footnote (B14)
    assert "B14" in out.split("</section>")[-1]


@pytest.mark.parametrize("lang", LANGS)
def test_html_bc2_the_deals(lang):
    out = sections("BC2", lang)
    assert re.findall(r'<tr data-deal="([^"]+)" data-event="(\d+)"', out) == [
        ("1", "1"), ("–", "2"), ("2", "3"), ("3", "4"), ("4", "5")]  # B22
    assert 'data-vulnerable' not in out  # the chicago is over: no state of play
    nxt = {"en": "Chicago 2 next: deal 1 of 4, nobody vulnerable; Anna deals first.",
           "ru": "Следующее чикаго 2: сдача 1 из 4, никто не в зоне; первым сдаёт Anna."}[lang]
    assert nxt in out


@pytest.mark.parametrize("lang", LANGS)
def test_html_a_name_is_text_wherever_it_lands(lang):
    """A player named `<b>Dima</b>` is escaped in the page (and in Markdown)."""
    players = ("<b>Dima</b>", "Boris", "Vera", "Gleb")
    events = [Deal("4S", "<b>Dima</b>", 10), Deal("2C", "Boris", 8)]
    s = session(events, players=players)
    sheet = replay(s)
    settled = settle(sheet, Decimal(1))
    out = EXPORT.to_html(s, sheet, settled, "friday", lang)
    assert "<b>" not in out and "&lt;b&gt;Dima&lt;/b&gt;" in out
    assert 'data-player="&lt;b&gt;Dima&lt;/b&gt;"' in out
    text = EXPORT.to_markdown(s, sheet, settled, "friday", lang)
    assert "<b>" not in text and r"\<b\>Dima\</b\>" in text


def test_bridge_export_is_the_games_export():
    assert isinstance(EXPORT, Export)


@given(st.lists(_EVENT, max_size=30), _OPTIONS, st.sampled_from(["pairs", "individual"]),
       st.sampled_from(LANGS))
@settings(deadline=None, max_examples=30)
def test_random_evenings_in_every_format(events, options, table, lang):
    """Rubbers and chicagos of every option, pass-outs, doubles and honours: the JSON's sheet
    is `vint sheet --json`'s, each CSV ledger sums to each side's total as settled (Law 80
    included), and Markdown and the page are made, with no style attribute."""
    s = session(events, options, table)
    sheet = replay(s)
    settled = settle(sheet, Decimal("0.10"))
    key = "chicagos" if options.scoring == "chicago" else "rubbers"
    data = json.loads(EXPORT.to_json(s, sheet, settled, "evening"))
    assert data[key] == sheet_json(sheet, "evening")[key]
    assert data["settlement"]["players"] == dict(settled.points)
    tables = csv_tables(EXPORT.to_csv(s, sheet, settled, "evening", lang))
    ledger, sides = tables[1], tables[2] if sheet.rubbers else []
    amount = ledger[0].index({"en": "Amount", "ru": "Очки"}[lang])
    side = ledger[0].index({"en": "Side", "ru": "Пара"}[lang])
    sums: dict[tuple[str, str], int] = {}
    for row in ledger[1:]:
        if row[amount]:
            sums[row[1], row[side]] = sums.get((row[1], row[side]), 0) + int(row[amount])
    for row in sides[1:]:
        assert sums.get((row[0], row[2]), 0) == int(row[4])
    assert [int(row[4]) for row in sides[1:]] == [
        side.total for r in settled.rubbers for side in r.sides]
    EXPORT.to_markdown(s, sheet, settled, "evening", lang)
    assert ' style="' not in EXPORT.html_parts(s, sheet, settled, "evening", lang).sections


# -- in a real browser ------------------------------------------------------------------------

@pytest.mark.parametrize("name, lang", [("BR2", "en"), ("BC2", "ru")])
def test_the_page_loads_in_chromium_with_no_console_error(tmp_path, name, lang):
    s, sheet, settled = played(name)
    path = tmp_path / f"{name}.html"
    path.write_text(page(EXPORT.html_parts(s, sheet, settled, "friday", lang), lang),
                    encoding="utf-8")
    case = CASES[name]
    with chromium() as browser:
        context = browser.new_context(viewport={"width": 1100, "height": 900})
        try:
            tab = context.new_page()
            problems = watch(tab).errors
            tab.on("request", lambda r: r.url.startswith(("file:", "data:", "about:"))
                   or problems.append(f"fetched: {r.url}"))
            tab.goto(path.as_uri(), wait_until="load")
            totals = tab.evaluate("""() => [...document.querySelectorAll(
                'section.rubber tr.total td[data-column]')].map(td => td.textContent.trim())""")
            shown = tab.evaluate("""() => Object.fromEntries([...document.querySelectorAll(
                '#settlement tr[data-player]')].map(tr => [tr.dataset.player,
                tr.querySelector('td.points').textContent.trim()]))""")
        finally:
            context.close()
    assert problems == []
    assert totals == [str(t) for t in case.totals]
    assert {p: plain(v) for p, v in shown.items()} == {
        p: f"{v:+d}" for p, v in points(case).items()}
