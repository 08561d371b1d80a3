"""Issue 35, point 2 in a real browser (Playwright on Debian's chromium, a 390×844 touch
phone): two deals of a chicago tapped in the order the page shows them. A plain deal is 5
taps and Save; a deal with honours, tapped after the tricks as they sit on the page, 7
taps and Save, with no «Изменить»; the deal is headed by its number and vulnerability
(B21, by hand: Anna/Аня, Boris/Боря, Vera/Вера, Gleb/Глеб sit N, E, S, W, Anna deals
first: deal 1 nobody, deal 2 Boris & Gleb); the red suits are red; the doubling keys say
what they are; undo's question opens on the screen."""
from __future__ import annotations

import pytest
from helpers_cli.vintcli import log_json, new, ok
from helpers_web.browser import shot, watch
from helpers_web.pad import Taps, real, saved
from helpers_web.serving import Live, links

WORDS = {
    "en": {"players": ["Anna", "Boris", "Vera", "Gleb"],
           "first": "Chicago 1, deal 1 of 4 · nobody vulnerable",
           "second": "Chicago 1, deal 2 of 4 · vulnerable: Boris & Gleb",
           "undoubled": "undoubled", "honours": "Boris: four trump honours"},
    "ru": {"players": ["Аня", "Боря", "Вера", "Глеб"],
           "first": "Чикаго 1, сдача 1 из 4 · никто не в зоне",
           "second": "Чикаго 1, сдача 2 из 4 · в зоне Боря и Глеб",
           "undoubled": "без контры", "honours": "Боря: четыре онёра"},
}


def chicago(lang: str, *names: str) -> None:
    for name in names:
        new(name, ",".join(WORDS[lang]["players"]), "--game", "bridge", "--rules", "chicago",
            "--lang", lang)


def heading(page) -> str:
    return " ".join(page.locator("#entry-heading").all_inner_texts())  # none: ""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_i35_a_chicago_tapped_in_screen_order(phone, sessions_dir, lang):
    """Points 1 and 2: a plain deal 5 taps and Save; honours tapped after the tricks, where
    they sit on the page, 7 taps and Save — no «Изменить»; each deal headed by its number
    and vulnerability; the file as the commands write it."""
    w = WORDS[lang]
    anna, boris = w["players"][:2]
    chicago(lang, "tapped", "typed")
    ok("deal", "4S", anna, "10", "-s", "typed")
    ok("deal", "4H", boris, "10", "-h", f"{boris}:4", "-s", "typed")
    seen = watch(phone)
    headings = []
    with Live(sessions_dir) as server:
        phone.goto(server.url(links(server.served, "tapped")["k_page"]))
        # deal 1, no honours: 5 taps, then Save
        taps = Taps(phone, f"serve-i35-{lang}-chicago-1")
        taps.key("contract", "4")
        headings.append(heading(phone))
        taps.keys((("contract", "♠"), ("contract", ""), ("declarer", anna), ("tricks", "10")))
        phone.wait_for_selector("#preview")
        assert taps.count == 5
        taps.tap("button[value=save]")
        saved(phone)
        assert taps.count == 6
        # deal 2: honours tapped where they sit, after the tricks
        taps = Taps(phone, f"serve-i35-{lang}-chicago-2")
        taps.key("contract", "4")
        headings.append(heading(phone))
        taps.keys((("contract", "♥"), ("contract", ""), ("declarer", boris), ("tricks", "10")))
        phone.wait_for_selector("#preview")
        assert w["honours"] not in phone.locator("#preview").inner_text()
        taps.keys((("honours", boris), ("honours", ":4")))
        phone.wait_for_function(
            "t => (document.getElementById('preview') || {}).textContent.includes(t)",
            arg=w["honours"])
        assert phone.input_value("input[name='a:honours']") == f"{boris}:4"
        taps.tap("button[value=save]")
        saved(phone)
        assert taps.count == 8  # 7 taps and Save: no «Изменить»
        assert log_json("-s", "tapped")["events"] == log_json("-s", "typed")["events"]
        assert real(seen.errors) == [], seen.errors
    assert headings == [w["first"], w["second"]]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_i35_the_doubling_keys_in_words_and_the_red_suits(phone, sessions_dir, lang):
    """Points 4 and 5: the undoubled key in words and named for a screen reader, on one row
    with X and XX at 390 pixels; ♦ and ♥ red, ♠ and ♣ not."""
    w = WORDS[lang]
    chicago(lang, "tapped")
    with Live(sessions_dir) as server:
        phone.goto(server.url(links(server.served, "tapped")["k_page"]))
        plain = phone.locator(".field[data-key='contract'] button.key[data-typed='']")
        assert plain.inner_text() == w["undoubled"]
        assert plain.get_attribute("aria-label") == w["undoubled"]
        boxes = [phone.locator(f".field[data-key='contract'] button.key[data-typed='{t}']")
                 .bounding_box() for t in ("", "X", "XX")]
        assert len({round(b["y"]) for b in boxes}) == 1, boxes
        assert max(b["x"] + b["width"] for b in boxes) <= 390
        color = "k => getComputedStyle(document.querySelector(" \
                "`.field[data-key='contract'] button.key[data-typed='${k}']`)).color"
        assert phone.evaluate(color, "♥") == phone.evaluate(color, "♦") == "rgb(200, 16, 46)"
        assert phone.evaluate(color, "♠") != "rgb(200, 16, 46)"
        assert phone.locator(".field[data-key='contract'] button.key.red").count() == 2
        shot(phone, f"serve-i35-{lang}-keys")


def test_i35_undo_question_opens_on_the_screen(phone, sessions_dir):
    """Point 7: a deal being typed (its contract given: the honours' keys shown too), the
    Undo button scrolled to the bottom edge of a 390×844 phone, as a thumb finds it: the
    question it opens, and its «Да, отменить», are on the screen."""
    chicago("ru", "tapped")
    ok("deal", "4S", "Аня", "10", "-s", "tapped")
    seen = watch(phone)
    with Live(sessions_dir) as server:
        phone.goto(server.url(links(server.served, "tapped")["k_page"]))
        for typed in ("4", "♠", ""):
            phone.tap(f".field[data-key='contract'] button.key[data-typed='{typed}']")
        phone.locator(".field[data-key='honours']").wait_for()
        phone.wait_for_function("() => !document.querySelector('#keeper.sending')")
        below = phone.evaluate("document.querySelector('#ask-undo summary')"
                               ".getBoundingClientRect().bottom")
        assert below > 844 - 60, below  # the question would open under the fold
        phone.evaluate("document.querySelector('#ask-undo summary')"
                       ".scrollIntoView({block: 'end'})")
        phone.tap("#ask-undo summary")
        phone.wait_for_function(
            "() => { const b = document.querySelector('#ask-undo button[value=undo]')"
            ".getBoundingClientRect(); return b.height > 0 && b.top >= 0"
            " && b.bottom <= window.innerHeight; }", timeout=3000)
        box = phone.locator("#ask-undo button[value=undo]").bounding_box()
        assert 0 <= box["y"] and box["y"] + box["height"] <= 844, box
        shot(phone, "serve-i35-ru-undo-asked")
        assert real(seen.errors) == [], seen.errors
