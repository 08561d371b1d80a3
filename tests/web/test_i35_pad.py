"""Issue 35, point 2 over HTTP (in-process): the pad in the order a hand is shown.

A question that may be left blank (bridge's honours) stays open with its keypad beside the
preview; the deal being typed is headed by where it goes (a chicago's deal and who is
vulnerable on it, B20–B22; a rubber's, B12); the red suits' keys carry a class; the
doubling keys say in words what they are; the honours keys are what B7 takes at the
contract's strain, typed in the session's words. The expected headings are B21's, worked
by hand: Anna, Boris, Vera, Gleb sit N, E, S, W and Anna deals first, so deal 1 nobody,
deal 2 (Boris deals) Boris & Gleb, deal 3 (Vera) Anna & Vera, deal 4 both."""
from __future__ import annotations

import html
import re

import pytest
from helpers_cli.vintcli import new, ok
from helpers_web.serving import ORIGIN, client, links

pytestmark = pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")

RU = "Аня,Боря,Вера,Глеб"


def send(c, url: str, fields: dict[str, str], **form: str):
    data = {**{f"a:{k}": v for k, v in fields.items()}, **form}
    return c.post(url, data=data, headers={"Origin": ORIGIN})


def heading(page: str) -> str | None:
    found = re.search(r'<p class="heading" id="entry-heading">(.*?)</p>', page)
    return html.unescape(found.group(1)) if found else None


def field(page: str, key: str) -> str:
    box = re.search(rf'<div class="field[^"]*" data-key="{re.escape(key)}"[^>]*>(.*?)'
                    r'(?=<div class="field|<div class="buttons|<div class="preview)', page, re.S)
    assert box, key
    return box.group(1)


def keys(page: str, key: str) -> list[tuple[str, str]]:
    """(what each key types, what it shows) of a field's keypad, row after row."""
    return [(html.unescape(t), html.unescape(s)) for t, s in re.findall(
        r'<button type="button" class="key[^"]*" data-typed="([^"]*)"[^>]*>([^<]*)</button>',
        field(page, key))]


def bridge(name: str, lang: str = "en", rules: str = "chicago") -> None:
    new(name, RU if lang == "ru" else "Anna,Boris,Vera,Gleb", "--game", "bridge",
        "--rules", rules, "--lang", lang)


# -- point 2.1: an optional question stays open beside the preview --------------------------

def test_i35_the_honours_stay_open_beside_the_preview(sessions_dir):
    """4♠ by Anna, 10 tricks, honours not tapped: the preview comes (5 taps), and the
    honours' box stays open with its keys under it — the answers given are read-only; a
    check with the honours then shows the preview again with them, its Save written."""
    bridge("ch")
    with client(sessions_dir) as (c, s):
        L = links(s, "ch")
        deal = {"contract": "4♠", "declarer": "Anna", "tricks": "10"}
        r = send(c, L["k_deal"], {**deal, "honours": ""}, step="check")
        assert 'id="preview"' in r.text
        assert re.search(r'name="a:tricks" value="10"[^>]* readonly', r.text)
        honours = field(r.text, "honours")
        assert "readonly" not in honours
        assert 'class="keys"' in honours and 'data-typed="Anna"' in honours
        r = send(c, L["k_deal"], {**deal, "honours": "Anna:4"}, step="check")
        said = html.unescape(re.search(r'id="preview"[^>]*>(.*?)</div>', r.text, re.S).group(1))
        assert "Anna: four trump honours" in said  # B7: 100 for four trump honours
        assert re.search(r'name="a:honours" value="Anna:4"[^>]* readonly', r.text)
        seen = re.search(r'name="seen" value="([0-9a-f]+)"', r.text).group(1)
        r = send(c, L["k_deal"], {**deal, "honours": "Anna:4"}, step="save", seen=seen,
                 key="k" * 22)
        assert r.status_code == 303
    assert ok("log", "--json", "-s", "ch").stdout.count("Anna: four trump honours") == 1


# -- point 2.2: where the deal goes, over the keypad ----------------------------------------

@pytest.mark.parametrize("lang, said", [
    ("en", ["Chicago 1, deal 1 of 4 · nobody vulnerable",
            "Chicago 1, deal 2 of 4 · vulnerable: Boris & Gleb",
            "Chicago 1, deal 2 of 4 · vulnerable: Boris & Gleb",  # B22: a pass-out again
            "Chicago 1, deal 3 of 4 · vulnerable: Anna & Vera",
            "Chicago 1, deal 4 of 4 · both sides vulnerable",
            "Chicago 2, deal 1 of 4 · nobody vulnerable"]),
    ("ru", ["Чикаго 1, сдача 1 из 4 · никто не в зоне",
            "Чикаго 1, сдача 2 из 4 · в зоне Боря и Глеб",
            "Чикаго 1, сдача 2 из 4 · в зоне Боря и Глеб",
            "Чикаго 1, сдача 3 из 4 · в зоне Аня и Вера",
            "Чикаго 1, сдача 4 из 4 · обе стороны в зоне",
            "Чикаго 2, сдача 1 из 4 · никто не в зоне"])])
def test_i35_the_chicago_deal_and_its_vulnerability_head_the_form(sessions_dir, lang, said):
    bridge("ch", lang)
    first = RU.split(",") if lang == "ru" else ["Anna", "Boris", "Vera", "Gleb"]
    steps = [("deal", "2S", first[0], "8"), ("pass",), ("deal", "2S", first[1], "8"),
             ("deal", "2S", first[2], "8"), ("deal", "2S", first[3], "8")]
    seen = []
    with client(sessions_dir) as (c, s):
        L = links(s, "ch")
        seen.append(heading(c.get(L["k_page"]).text))
        for step in steps:
            ok(*step, "-s", "ch")
            seen.append(heading(c.get(L["k_page"]).text))
    assert seen == said


def test_i35_a_rubber_deal_is_headed_by_its_rubber_and_vulnerability(sessions_dir):
    """B12: a side that has won a game is vulnerable; the next rubber starts with nobody."""
    bridge("br", rules="rubber")
    with client(sessions_dir) as (c, s):
        L = links(s, "br")
        assert heading(c.get(L["k_page"]).text) == "Rubber 1 · nobody vulnerable"
        ok("deal", "4S", "Anna", "10", "-s", "br")  # 120 below: game (B10)
        assert heading(c.get(L["k_page"]).text) == "Rubber 1 · vulnerable: Anna & Vera"
        ok("deal", "4H", "Boris", "10", "-s", "br")
        assert heading(c.get(L["k_page"]).text) == "Rubber 1 · both sides vulnerable"
        ok("deal", "3NT", "Vera", "9", "-s", "br")  # the rubber, 2–1 (B13)
        assert heading(c.get(L["k_page"]).text) == "Rubber 2 · nobody vulnerable"


def test_i35_vint_has_no_heading(sessions_dir):
    new("friday")
    with client(sessions_dir) as (c, s):
        assert heading(c.get(links(s, "friday")["k_page"]).text) is None


# -- point 2.4 and 2.5: red suits, the doubling keys in words -------------------------------

@pytest.mark.parametrize("lang, plain, doubled, redoubled", [
    ("en", "undoubled", "doubled", "redoubled"), ("ru", "без контры", "контра", "реконтра")])
def test_i35_red_suits_and_doubling_keys_named(sessions_dir, lang, plain, doubled, redoubled):
    bridge("ch", lang)
    with client(sessions_dir) as (c, s):
        page = c.get(links(s, "ch")["k_page"]).text
    contract = field(page, "contract")
    red = re.findall(r'class="key red" data-typed="([^"]*)"', contract)
    assert red == ["♦", "♥"]
    assert re.findall(r'class="key" data-typed="([♠♣])"', contract) == ["♣", "♠"]
    assert "style=" not in page
    named = dict(re.findall(r'data-typed="(X*)" aria-label="([^"]*)"', contract))
    assert named == {"": plain, "X": doubled, "XX": redoubled}
    assert ("", plain) in keys(page, "contract")  # the label says it too: not a dash
    assert "—" not in [shown for _, shown in keys(page, "contract")]


# -- point 2.6: the honours keys B7 takes at the contract's strain --------------------------

@pytest.mark.parametrize("lang, aces", [("en", ":aces"), ("ru", ":тузы")])
def test_i35_honours_keys_follow_the_strain(sessions_dir, lang, aces):
    bridge("ch", lang)
    who = (RU if lang == "ru" else "Anna,Boris,Vera,Gleb").split(",")[0]
    nt = "3БК" if lang == "ru" else "3NT"
    with client(sessions_dir) as (c, s):
        L = links(s, "ch")
        page = send(c, L["k_deal"], {"contract": "4♠", "declarer": who}, step="change").text
        typed = [t for t, _ in keys(page, "honours")]
        assert typed == ["", *(RU if lang == "ru" else "Anna,Boris,Vera,Gleb").split(","),
                         ":4", ":5"]  # B7: four or five trump honours, no aces at a suit
        page = send(c, L["k_deal"], {"contract": nt, "declarer": who}, step="change").text
        typed = [t for t, _ in keys(page, "honours")]
        assert typed[-1] == aces and ":4" not in typed and ":5" not in typed  # B7 at NT
        # what the aces' key types is read back: the deal is written with the aces
        r = send(c, L["k_deal"], {"contract": nt, "declarer": who, "tricks": "9",
                                  "honours": who + aces}, key="k" * 22)
        assert r.status_code == 303
