"""Bridge's sheet, settlement and log drawn (games/bridge/render.py, on rubber/render.py;
issue 22, §3 and §4): the worked cases BR1, BR2, BC1 and BC2 of vintscore/rules/bridge.en.md
at 60, 80 and 200 columns, in English and in Russian (B33's words). Every amount the
document's case writes, each side's vulnerability and part-score, the next dealer, the
chicago's deals and Law 80's line are asserted with the document's numbers — none is taken
from running the code —, and no line is wider than the screen."""
from __future__ import annotations

import re
from decimal import Decimal
from io import StringIO

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reference import Options
from rich.cells import cell_len
from rich.console import Console
from test_bridge_fold import _EVENT, _OPTIONS, session
from test_bridge_reference import BC1, BC2, BR1, BR2, BR3, CHICAGO

from vintscore.games.bridge import render
from vintscore.games.bridge.settlement import settle
from vintscore.games.bridge.sheet import replay

WIDTHS = [60, 80, 200]
LANGS = ["en", "ru"]
WE, THEY = "Anna & Vera", "Boris & Gleb"  # the 1st and 3rd, the 2nd and 4th (B31)
SIDES = {"en": (WE, THEY), "ru": ("Anna и Vera", "Boris и Gleb")}


def drawn(renderable, width: int) -> str:
    out = StringIO()
    Console(file=out, width=width, color_system=None, legacy_windows=False,
            highlight=False).print(renderable)
    text = out.getvalue().replace("−", "-")  # the Russian minus sign, for the assertions
    wide = [line for line in text.splitlines() if cell_len(line) > width]
    assert not wide, f"wider than {width}:\n" + "\n".join(wide)
    return text


def words(text: str) -> str:
    """The text with its lines joined: a sentence wrapped at the screen's width, whole."""
    return " ".join(text.split())


def cells(text: str) -> list[list[str]]:
    """Each row of the sheet's table: its cells, stripped."""
    return [[c.strip() for c in line.split("│")] for line in text.splitlines() if "│" in line]


GAMES_ROW = ("games", "геймы")  # the games won, under the games: not an amount


def column(text: str, side: int) -> list[str]:
    """What a side's column of the sheet holds, cell by cell (side 0 or 1)."""
    return [row[side + 1] for row in cells(text) if len(row) == 3 and row[0] not in GAMES_ROW]


def amounts(text: str, side: int) -> list[int]:
    """The amounts written in a side's column, in order (above the line, then below, then
    the total)."""
    found = []
    for cell in column(text, side):
        first = cell.split(" ")[0] if cell else ""
        if re.fullmatch(r"\d+", first):
            found.append(int(first))
    return found


def sheet_of(events, options: Options | None = None):
    s = session(events, options) if options is not None else session(events)
    return replay(s), s


def the_sheet(events, width: int, lang: str, options: Options | None = None) -> str:
    sheet, s = sheet_of(events, options)
    return drawn(render.sheet(sheet, s, lang=lang, width=width), width)


def the_settlement(events, width: int, lang: str, options: Options | None = None) -> str:
    sheet, _ = sheet_of(events, options)
    return drawn(render.settlement(settle(sheet, Decimal(1)), sheet.rules, width, lang=lang),
                 width)


def the_log(events, width: int, lang: str, options: Options | None = None) -> str:
    sheet, _ = sheet_of(events, options)
    return drawn(render.log(sheet, lang=lang, width=width), width)


# -- BR1: two games to one, and lost on points ------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", WIDTHS)
def test_br1_the_sheet_as_on_paper(width, lang):
    out = the_sheet(BR1, width, lang)
    we, they = SIDES[lang]
    assert we in out and they in out  # the columns headed by the sides' names
    # above the line: We 60, 300, 200, 100 + 50 + 500; They 30, 30 and the rubber's 500;
    # below, game by game: We 60 | 360 | 60; They 100 | 90 | 40, 90 (BR1)
    assert amounts(out, 0) == [60, 300, 200, 100, 50, 500, 60, 360, 60, 1690]
    assert amounts(out, 1) == [30, 30, 500, 100, 90, 40, 90, 880]
    game = "game" if lang == "en" else "гейм"
    assert [len(re.findall(rf"─── {game} {n} ───", out)) for n in (1, 2, 3)] == [1, 1, 1]
    # each game closed by its line: three games below, and the line under the half above
    assert out.count("─┼─" if width >= render.paper.COMPACT else "─┼") >= 5
    they_won = {"en": f"won 2–1 by {they}", "ru": f"роббер взяли {they}, 2–1"}[lang]
    ahead = {"en": f"{we} by 810", "ru": f"{we} в плюсе на 810"}[lang]
    assert they_won in words(out) and ahead in words(out)  # B13: They on games, We on points
    assert "+810" in out and "-810" in out
    nxt = {"en": "Rubber 2 next: nobody vulnerable; Boris deals first.",
           "ru": "Следующий роббер 2: никто не в зоне; первым сдаёт Boris."}[lang]
    assert nxt in words(out)  # B31: the deal passes on from the last dealer, Anna


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", WIDTHS)
def test_br1_halfway_each_sides_vulnerability_and_part_score(width, lang):
    """BR1 after its fourth deal: They won game 1 and are vulnerable (B12); They's 90 in game
    2 is a part-score, We's 60 of game 1 no longer counts toward game (B11)."""
    out = the_sheet(BR1[:4], width, lang)
    they = SIDES[lang][1]
    vul, not_vul = {"en": ("vulnerable", "not vulnerable"), "ru": ("в зоне", "до зоны")}[lang]
    assert [c for c in column(out, 0) if c == not_vul] and [c for c in column(out, 1) if c == vul]
    part = {"en": "part-score 90", "ru": "частичная запись 90"}[lang]
    assert part in column(out, 1)
    assert not [c for c in column(out, 0) if c.startswith(part[:-3])]  # no part-score of We's
    state = {"en": f"Rubber 1, game 2: {they} vulnerable. Part-score toward game: {they} 90. "
                   "Anna deals next.",
             "ru": f"Роббер 1, гейм 2: в зоне {they}. Частичная запись: {they} 90. "
                   "Следующим сдаёт Anna."}[lang]
    assert state in words(out)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", WIDTHS)
def test_br1_bs1_the_settlement(width, lang):
    out = the_settlement(BR1, width, lang)
    assert out.count("+810") == 4 and out.count("-810") == 4  # the rubber's row and the points: We twice, They twice
    money = {"en": "8.10", "ru": "8,10"}[lang]
    assert f"+{money}" in out and f"-{money}" in out  # BS1: at 1 per 100 points
    assert "Law 80" not in out and "закон 80" not in out  # a finished rubber


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", WIDTHS)
def test_br1_the_log_says_each_deal_as_bridge_players_say_it(width, lang):
    out = words(the_log(BR1, width, lang))
    said = {"en": ["2♥ by Anna, 10 tricks (2 overtricks)", "4♠X by Boris, 8 tricks (2 down)",
                   "6♥X by Anna, 13 tricks (1 overtrick)", "3♥ by Gleb, 9 tricks (made)"],
            "ru": ["2♥, играет Anna, 10 взяток (2 лишние взятки)",
                   "4♠к, играет Boris, 8 взяток (подсад 2)",
                   "6♥к, играет Anna, 13 взяток (1 лишняя взятка)",
                   "3♥, играет Gleb, 9 взяток (сыграно)"]}[lang]
    for deal in said:
        assert deal in out
    for amount in ("300", "360", "500"):  # what the deals wrote (BR1)
        assert amount in out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", WIDTHS)
def test_br3_honours_beside_their_amount_in_full_or_short_on_a_phone(width, lang):
    """BR3: We 1410 (below 60 + 120 + 100, above 30 + 100 for the honours + 500 + 500 for
    the rubber), They 120: We by 1290. Vera held the four heart honours (B7)."""
    out = the_sheet(BR3, width, lang)
    assert sorted(amounts(out, 0)[:-1]) == sorted([60, 120, 100, 30, 100, 500, 500])
    assert (amounts(out, 0)[-1], amounts(out, 1)[-1]) == (1410, 120)
    assert "+1290" in out
    full = {"en": "100 Vera: four trump honours", "ru": "100 Vera: четыре онёра"}[lang]
    short = {"en": "100 honours", "ru": "100 онёры"}[lang]
    honours = [c for c in column(out, 0) if c.startswith("100 ") and c != "100"]
    assert honours[-1] == (full if width >= render.paper.COMPACT else short)


# -- BR2: an unfinished rubber, Law 80 ----------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", WIDTHS)
def test_br2_the_sheet_of_a_rubber_in_play(width, lang):
    out = the_sheet(BR2, width, lang)
    we, they = SIDES[lang]
    assert amounts(out, 0) == [120, 120] and amounts(out, 1) == [40, 40]  # below; the totals
    vul, not_vul = {"en": ("vulnerable", "not vulnerable"), "ru": ("в зоне", "до зоны")}[lang]
    assert vul in column(out, 0) and not_vul in column(out, 1)  # We won a game (B12)
    part = {"en": "part-score 40", "ru": "частичная запись 40"}[lang]
    assert part in column(out, 1)  # toward the game in progress (B10)
    state = {"en": f"Rubber 1, game 2: {we} vulnerable. Part-score toward game: {they} 40. "
                   "Vera deals next.",
             "ru": f"Роббер 1, гейм 2: в зоне {we}. Частичная запись: {they} 40. "
                   "Следующим сдаёт Vera."}[lang]
    assert state in words(out)
    unfinished = {"en": "unfinished", "ru": "не окончен"}[lang]
    assert unfinished in out.splitlines()[0]
    assert "+80" in out and "-80" in out  # as it stands, without Law 80 (B14)
    halves = {"en": ("above the line", "below the line"), "ru": ("над чертой", "под чертой")}[lang]
    labels = [row[0] for row in cells(out)]
    for half in halves:  # labelled where there is room
        assert (half in labels) == (width >= render.paper.COMPACT)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", WIDTHS)
def test_br2_law_80_in_a_line_of_its_own(width, lang):
    out = the_settlement(BR2, width, lang)
    we, they = SIDES[lang]
    law = {"en": f"Rubber 1 unfinished, Law 80 (B14): {we} 300 for the only game, {they} 100 "
                 "for the part-score.",
           "ru": f"Роббер 1 не окончен, закон 80 (B14): {we} 300 за единственный гейм, {they} "
                 "100 за частичную запись."}[lang]
    assert law in words(out)
    assert [line for line in out.splitlines() if "80 (B14)" in line]  # a line of its own
    assert "420 – 140" in out or width < 80  # the totals after Law 80, where the score fits
    assert out.count("+280") == 4 and out.count("-280") == 4  # We by 280 (BR2)
    money = {"en": "2.80", "ru": "2,80"}[lang]
    assert f"+{money}" in out and f"-{money}" in out


def test_br5_law_80_at_50():
    out = the_settlement(BR2, 80, "en", Options(unfinished_partscore=50))
    assert f"{THEY} 50 for the part-score" in words(out) and "+330" in out  # BR5: 420 – 90


# -- BC1: a chicago with its premiums ---------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", WIDTHS)
def test_bc1_the_chicago_with_its_deals(width, lang):
    out = the_sheet(BC1, width, lang, CHICAGO)
    we, they = SIDES[lang]
    # North-South 60 + 30 + 100 + 60 + 500 = 750, East-West 40 + 20 + 100 = 160 (BC1)
    assert sorted(amounts(out, 0)[:-1]) == sorted([60, 30, 100, 60, 500])
    assert sorted(amounts(out, 1)[:-1]) == sorted([40, 20, 100])
    assert amounts(out, 0)[-1] == 750 and amounts(out, 1)[-1] == 160
    assert "+590" in out and "-590" in out
    title = {"en": "Chicago 1", "ru": "Чикаго 1"}[lang]
    assert out.startswith(title)
    # the deals: their number, dealer and who was vulnerable (B21)
    nobody, both = {"en": ("nobody", "both"), "ru": ("никто", "обе")}[lang]
    deals = [row for row in cells(out) if len(row) == 4 and row[0].isdigit()]
    assert [(row[0], row[2], row[3]) for row in deals] == [
        ("1", "Anna", nobody), ("2", "Boris", they), ("3", "Vera", we), ("4", "Gleb", both)]
    nxt = {"en": "Chicago 2 next: deal 1 of 4, nobody vulnerable; Anna deals first.",
           "ru": "Следующее чикаго 2: сдача 1 из 4, никто не в зоне; первым сдаёт Anna."}[lang]
    assert nxt in words(out)


@pytest.mark.parametrize("lang, options, first", [
    ("en", CHICAGO, "Chicago 1 · unfinished"),  # B20: the word says its rules already
    ("ru", CHICAGO, "Чикаго 1 · не окончен"),
    ("en", Options(scoring="chicago", vulnerability="non-dealer"),
     "Chicago 1 · Chicago, modified: vulnerability=non-dealer · unfinished"),  # B21's option
    ("en", Options(), "Rubber 1 · rubber bridge · unfinished"),
])
def test_a_chicagos_title_names_its_rules_once(lang, options, first):
    out = the_sheet(BC1[:1], 200, lang, options)
    assert out.splitlines()[0] == first


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", WIDTHS)
def test_bc1_after_its_first_deal_the_carry_and_the_next_deal(width, lang):
    """BC1's deal 2 comes: Boris deals, East-West vulnerable (B21); North-South's 60 carries
    toward game (B24)."""
    out = the_sheet(BC1[:1], width, lang, CHICAGO)
    we, they = SIDES[lang]
    state = {"en": f"Chicago 1, deal 2 of 4: Boris deals, {they} vulnerable. "
                   f"Carried toward game: {we} 60.",
             "ru": f"Чикаго 1, сдача 2 из 4: сдаёт Boris, в зоне {they}. "
                   f"Частичная запись: {we} 60."}[lang]
    assert state in words(out)
    carried = {"en": "carried 60", "ru": "частичная запись 60"}[lang]
    vul, not_vul = {"en": ("vulnerable", "not vulnerable"), "ru": ("в зоне", "до зоны")}[lang]
    assert carried in column(out, 0)
    assert not_vul in column(out, 0) and vul in column(out, 1)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", WIDTHS)
def test_bc1_the_settlement(width, lang):
    out = the_settlement(BC1, width, lang, CHICAGO)
    assert out.count("+590") == 4 and out.count("-590") == 4
    assert {"en": "5.90", "ru": "5,90"}[lang] in out
    assert "Law 80" not in out and "закон 80" not in out  # B20: no premium of an unfinished


# -- BC2: a pass-out ----------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", WIDTHS)
def test_bc2_a_pass_out_dealt_again(width, lang):
    out = the_sheet(BC2, width, lang, CHICAGO)
    they = SIDES[lang][1]
    # North-South 60 + 30 + 40 + 200 = 330, East-West 120 + 500 = 620: East-West by 290
    assert sorted(amounts(out, 0)[:-1]) == sorted([60, 30, 40, 200])
    assert sorted(amounts(out, 1)[:-1]) == sorted([120, 500])
    assert (amounts(out, 0)[-1], amounts(out, 1)[-1]) == (330, 620)
    ahead = {"en": f"{they} by 290", "ru": f"{they} в плюсе на 290"}[lang]
    assert ahead in words(out)
    passed = {"en": "passed out", "ru": "все спасовали"}[lang]
    deals = [row for row in cells(out) if len(row) == 4 and row[1].isdigit()]
    # B22: Boris deals again, East-West still vulnerable, and it is no deal of the four
    assert [(row[0], row[2]) for row in deals] == [
        ("1", "Anna"), ("–", "Boris"), ("2", "Boris"), ("3", "Vera"), ("4", "Gleb")]
    assert passed in words(" ".join(deals[1])) and they in " ".join(deals[1])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", WIDTHS)
def test_bc2_the_settlement_and_the_log(width, lang):
    out = the_settlement(BC2, width, lang, CHICAGO)
    assert out.count("+290") == 4 and out.count("-290") == 4
    log = words(the_log(BC2, width, lang, CHICAGO))
    said = {"en": ["passed out", "4♠ by Boris, 10 tricks (made)",
                   "3♣X by Gleb, 8 tricks (1 down)"],
            "ru": ["все спасовали", "4♠, играет Boris, 10 взяток (сыграно)",
                   "3♣к, играет Gleb, 8 взяток (подсад 1)"]}[lang]
    for deal in said:
        assert deal in log
    for n in range(1, 6):  # a line per event, under its number
        assert re.search(rf"(^|\s){n}\s", the_log(BC2, width, lang, CHICAGO), re.M)


# -- any evening: drawn whole, within the screen ------------------------------------------------

def test_a_session_without_deals_says_how_to_enter_one():
    out = the_sheet([], 60, "en")
    assert "No deals yet" in out and "vint deal 4S Anna 10" in words(out)


@given(st.lists(_EVENT, max_size=30), _OPTIONS, st.sampled_from(["pairs", "individual"]),
       st.sampled_from(WIDTHS), st.sampled_from(LANGS))
@settings(deadline=None, max_examples=40)
def test_random_evenings_are_drawn_within_the_width(events, options, table, width, lang):
    """Rubbers and chicagos of every option, pass-outs, doubles and honours: the sheet (every
    rubber in full), the settlement and the log fit the screen, and each rubber's totals
    stand in its columns."""
    s = session(events, options, table)
    sheet = replay(s)
    out = drawn(render.sheet(sheet, s, everything=True, lang=lang, width=width), width)
    for r in sheet.rubbers:
        assert all(str(r.total(c)) in out for c in r.columns)
    drawn(render.settlement(settle(sheet, Decimal(1)), sheet.rules, width, lang=lang), width)
    drawn(render.log(sheet, lang=lang, width=width), width)


@pytest.mark.parametrize("lang, below, said", [
    ("en", False, "adjustment +150 above for Vera's side: carried over"),
    ("en", True, "adjustment +60 below for Vera's side: carried over"),
    ("ru", True, "запись +60 под чертой, пара игрока Vera: carried over")])
def test_an_adjustment_in_the_log(lang, below, said):
    from vintscore.games.bridge.report import describe_event
    from vintscore.rubber.events import Adjustment
    event = Adjustment("Vera", 60 if below else 150, below, "carried over")
    assert describe_event(event, lang) == said
