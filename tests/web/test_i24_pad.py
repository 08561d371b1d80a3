"""Issue 24 over HTTP (in-process, Starlette's TestClient): undo and redo ask first and say
what they did (point 3); a submission sent twice is written once, its key kept across a
restart of the server (point 4)."""
from __future__ import annotations

import html
import json
import re
import stat

import pytest
from helpers_cli.vintcli import log_json, new, ok
from helpers_web.serving import ORIGIN, client, links

pytestmark = pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")

KEY = "k" * 22  # a key as the page is given them: 16 random bytes, URL-safe


def unred(page: str) -> str:
    """The page with the red suits' spans (issue 35) as the signs they hold."""
    return re.sub(r'<span class="suit-red">([♦♥])</span>', r"\1", page)


def plain(part: str) -> str:
    """A part of the page as it reads."""
    return html.unescape(unred(part))


@pytest.fixture
def table(sessions_dir):
    new("friday")
    ok("deal", "3H", "Anna", "9", "-h", "3", "-a", "2")
    with client(sessions_dir) as (c, s):
        yield c, links(s, "friday"), sessions_dir / "friday.toml"


def send(c, url: str, fields: dict[str, str] | None = None, **form: str):
    """A same-origin POST as the page's form sends it: answers under 'a:KEY', and the
    form's own fields (key, expect) as they are."""
    data = {**{f"a:{k}": v for k, v in (fields or {}).items()}, **form}
    return c.post(url, data=data, headers={"Origin": ORIGIN})


def asked(page: str, move: str) -> tuple[str, str]:
    """(the question undo or redo asks first, the revision its form names)."""
    box = re.search(rf'<details class="ask" name="moves" id="ask-{move}".*?</details>', page, re.S)
    assert box, move
    question = re.search(r'<p class="q"[^>]*>(.*?)</p>', box.group(0), re.S).group(1)
    expect = re.search(r'name="expect" value="(\d+)"', box.group(0)).group(1)
    return plain(question), expect


def said(page: str) -> list[str]:
    box = re.search(r'<div class="said" id="said" role="status">(.*?)</div>', page, re.S)
    return [plain(p) for p in re.findall(r"<p>(.*?)</p>", box.group(1))] if box else []


def test_i24_p3_undo_asks_naming_the_event_then_says_what_it_did(table):
    c, L, _ = table
    page = c.get(L["k_page"]).text
    question, expect = asked(page, "undo")
    assert question == "Undo event 1: deal 3♥ by Anna, 9 tricks, honours 3, aces 2?"
    assert asked(page, "redo")[0] == ("nothing to redo: no change was undone since the last "
                                      "one written")
    r = send(c, L["k_undo"], expect=expect, key=KEY)
    assert r.status_code == 303 and r.headers["location"].endswith(f"&said={KEY}")
    assert log_json()["events"] == []
    page = c.get(r.headers["location"]).text
    assert said(page) == ["Undone: revision 2, deal.",
                          "event 1 is gone: deal 3♥ by Anna, 9 tricks, honours 3, aces 2"]
    question, expect = asked(page, "redo")
    assert question == "Redo event 1: deal 3♥ by Anna, 9 tricks, honours 3, aces 2?"
    r = send(c, L["k_redo"], expect=expect, key=KEY[:-1] + "r")
    page = c.get(r.headers["location"]).text
    assert said(page) == ["Redone: revision 2, deal.",
                          "event 1 is back: deal 3♥ by Anna, 9 tricks, honours 3, aces 2"]
    assert len(log_json()["events"]) == 1
    assert said(c.get(L["k_page"]).text) == []  # said after the move only
    assert said(c.get(L["v_page"] + f"&said={KEY}").text) == []  # and to the scorekeeper


def test_i24_p3_a_change_of_several_events_is_named_by_its_revision(table):
    """An edit changes an event: the question names the revision and what it would do."""
    c, L, _ = table
    ok("edit", "1", "--tricks", "10")
    question, _ = asked(c.get(L["k_page"]).text, "undo")
    assert question == "Undo revision 3 (edit)?"
    box = re.search(r'id="ask-undo".*?<ul class="lines">(.*?)</ul>', c.get(L["k_page"]).text, re.S)
    assert [plain(li) for li in re.findall(r"<li>(.*?)</li>", box.group(1))] == [
        "event 1 is now: deal 3♥ by Anna, 9 tricks, honours 3, aces 2"]


def test_i24_p3_the_stream_carries_the_questions(table, sessions_dir):
    from vintscore.web.snapshot import take
    event = take(sessions_dir / "friday.toml", "friday", "en").event()
    assert event["ask"] == {
        "undo": {"number": 2, "question": "Undo event 1: deal 3♥ by Anna, 9 tricks, honours 3, "
                                          "aces 2?", "lines": []},
        "redo": {"number": None, "question": "nothing to redo: no change was undone since the "
                                             "last one written", "lines": []}}
    json.dumps(event)  # what the stream sends


def test_i24_p3_russian_questions_and_words(sessions_dir):
    new("pyatnitsa", "Anna,Boris,Vera,Gleb", "--lang", "ru")
    ok("deal", "3ч", "Anna", "9", "-h", "3", "-a", "2", "-s", "pyatnitsa")
    with client(sessions_dir) as (c, s):
        L = links(s, "pyatnitsa")
        question, expect = asked(c.get(L["k_page"]).text, "undo")
        assert question == ("Отменить запись 1: сдача 3♥, играет Anna, 9 взяток, онёров: 3, "
                            "тузов: 2?")
        r = send(c, L["k_undo"], expect=expect, key=KEY)
        page = c.get(r.headers["location"]).text
        assert said(page) == ["Отменено: изменение 2, сдача.",
                              "записи 1 больше нет: сдача 3♥, играет Anna, 9 взяток, "
                              "онёров: 3, тузов: 2"]
        assert asked(page, "redo")[0].startswith("Вернуть запись 1: сдача 3♥")


@pytest.mark.parametrize("action", ["deal", "pass", "undo"])
def test_i24_p4_a_submission_sent_twice_is_written_once(table, action):
    c, L, path = table
    page = c.get(L["k_page"]).text
    fields = {"contract": "2S", "declarer": "Boris", "tricks": "8", "honours": "0", "aces": "0",
              "coronets": "", "revokes": ""} if action == "deal" else {}
    extra = {"expect": asked(page, "undo")[1]} if action == "undo" else {}
    first = send(c, L[f"k_{action}"], fields, key=KEY, **extra)
    assert first.status_code == 303
    written = path.read_bytes()
    events = log_json()["events"]
    again = send(c, L[f"k_{action}"], fields, key=KEY, **extra)  # a double tap, a retry
    assert again.status_code == 303 and again.headers["location"] == first.headers["location"]
    assert path.read_bytes() == written and log_json()["events"] == events
    assert said(c.get(again.headers["location"]).text) == said(
        c.get(first.headers["location"]).text)
    # the same answers under another key are another submission
    other = send(c, L[f"k_{action}"], fields, key="z" * 22, **extra)
    if action == "undo":  # the one deal is undone already: refused, nothing written
        assert other.status_code == 200 and 'id="refusal">nothing to undo' in other.text
        assert path.read_bytes() == written
    else:
        assert other.status_code == 303 and len(log_json()["events"]) == len(events) + 1


def test_i24_p4_the_key_is_kept_across_a_restart(sessions_dir):
    new("friday")
    deal = {"a:contract": "3H", "a:declarer": "Anna", "a:tricks": "9", "a:honours": "3",
            "a:aces": "2", "a:coronets": "", "a:revokes": "", "key": KEY}
    with client(sessions_dir) as (c, s):
        L = links(s, "friday")
        assert c.post(L["k_deal"], data=deal, headers={"Origin": ORIGIN}).status_code == 303
    kept = sessions_dir / ".serve" / "submitted.json"
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    with client(sessions_dir) as (c, s):  # a server started afresh: the key is remembered
        r = c.post(L["k_deal"], data=deal, headers={"Origin": ORIGIN})
        assert r.status_code == 303 and r.headers["location"].endswith(f"&said={KEY}")
    assert len(log_json()["events"]) == 1
    assert [e["key"] for e in json.loads(kept.read_text())["submitted"]] == [KEY]
    ok("check")  # .serve/ is no session


def test_i24_p4_a_refused_submission_is_not_remembered(table):
    """Nothing written, nothing kept: the same key mended is judged again (and written)."""
    c, L, _ = table
    bad = {"contract": "2S", "declarer": "Boris", "tricks": "14"}
    assert send(c, L["k_deal"], bad, key=KEY).status_code == 200
    page = send(c, L["k_deal"], bad, key=KEY).text
    assert f'name="key" value="{KEY}"' in page  # the form shown again keeps its key
    good = {**bad, "tricks": "8", "honours": "0", "aces": "0", "coronets": "", "revokes": ""}
    assert send(c, L["k_deal"], good, key=KEY).status_code == 303
    assert len(log_json()["events"]) == 2


@pytest.mark.parametrize("key", ["", "short", "a b" * 10, "é" * 22, "x" * 65])
def test_i24_p4_a_key_the_page_could_not_have_sent_is_no_key(table, key):
    """Written as a form without a key: nothing kept, nothing said after."""
    c, L, _ = table
    r = send(c, L["k_pass"], key=key)
    assert r.status_code == 303 and "said=" not in r.headers["location"]
    assert len(log_json()["events"]) == 2


def test_i24_p4_answers_shown_again_are_never_written(table):
    """`step=change` (a page restoring what it kept) shows the answers as typed, with the
    questions they make known, unjudged: a whole deal sent so is not written."""
    c, L, path = table
    before = path.read_bytes()
    whole = {"contract": "2S", "declarer": "Boris", "tricks": "8", "honours": "0", "aces": "0",
             "coronets": "", "revokes": ""}
    r = send(c, L["k_deal"], whole, key=KEY, step="change")
    assert r.status_code == 200 and path.read_bytes() == before
    assert 'name="a:aces" value="0"' in r.text and f'name="key" value="{KEY}"' in r.text
    r = send(c, L["k_deal"], {"contract": "2S", "declarer": "Boris", "tricks": "99"},
             step="change")
    assert 'name="a:tricks" value="99"' in r.text and 'class="refusal"' not in r.text
    assert 'name="a:honours"' in r.text  # the contract and declarer made it known
    assert path.read_bytes() == before


# -- point 2: a preview, then the write ----------------------------------------------------

# vintscore/rules/vint.en.md by hand (as tests/cli/test_play.py works it): 3♥ by Anna, 9
# tricks, 3 honours, 2 aces writes Anna & Vera 30×9 = 270 below and honours 3×300 + aces
# 2–2 on the odd trick 2×300 = 1500; Boris & Gleb 30×4 = 120 below.
DEAL = {"contract": "3H", "declarer": "Anna", "tricks": "9", "honours": "3", "aces": "2",
        "coronets": "", "revokes": ""}
WRITES = ("Anna & Vera: 270 below, 1500 honours (3 honours + 2 aces, odd trick); "
          "Boris & Gleb: 120 below")


def preview(page: str) -> tuple[list[str], str]:
    """(what the page says the entry will write, the mark its Save sends back)."""
    box = re.search(r'<div class="preview" id="preview" role="status">(.*?)</div>', page, re.S)
    seen = re.search(r'<input type="hidden" name="seen" value="([0-9a-f]+)">', page)
    return ([plain(p) for p in re.findall(r"<p>(.*?)</p>", box.group(1))] if box else [],
            seen.group(1) if seen else "")


@pytest.fixture
def empty(sessions_dir):
    new("friday")
    with client(sessions_dir) as (c, s):
        yield c, links(s, "friday"), sessions_dir / "friday.toml"


def test_i24_p2_it_says_what_the_deal_writes_then_saves_it(empty):
    c, L, path = empty
    before = path.read_bytes()
    r = send(c, L["k_deal"], DEAL, key=KEY, step="check")
    assert r.status_code == 200 and path.read_bytes() == before  # nothing written yet
    said, seen = preview(r.text)
    assert said == [f"It writes {WRITES}"]
    assert 'name="step" value="save"' in r.text and 'name="step" value="change"' in r.text
    assert re.search(r'name="a:tricks" value="9"[^>]* readonly', r.text)  # as previewed
    r = send(c, L["k_deal"], DEAL, key=KEY, step="save", seen=seen)
    assert r.status_code == 303
    assert [e["text"] for e in log_json()["events"]] == [
        "deal 3♥ by Anna, 9 tricks, honours 3, aces 2"]
    assert said_after(c, r) == ["Saved as event 1.", f"wrote {WRITES}"]


def said_after(c, r) -> list[str]:
    return said(c.get(r.headers["location"]).text)


def test_i24_p2_the_words_are_vint_plays(empty, sessions_dir):
    """The same deal typed at `vint play`'s prompts is said there in the same words."""
    from helpers_cli.vintcli import run, typed
    c, L, _ = empty
    said, _ = preview(send(c, L["k_deal"], DEAL, step="check").text)
    played = run("play", input=typed("3H", "Anna", "9", "3", "2", "", "", "n", "quit"),
                 env={"COLUMNS": "200", "NO_COLOR": "1"})
    assert said[0] in played.stdout.splitlines(), played.stdout
    assert log_json()["events"] == []


def test_i24_p2_a_save_of_other_answers_or_of_a_changed_file_writes_nothing(empty):
    """Save writes what was shown: answers changed after the preview, or a file changed by
    another writer meanwhile, are shown again with what they write now."""
    c, L, _ = empty
    _, seen = preview(send(c, L["k_deal"], DEAL, step="check").text)
    r = send(c, L["k_deal"], {**DEAL, "tricks": "10"}, step="save", seen=seen)
    assert r.status_code == 200 and log_json()["events"] == []
    assert "Not saved: the answers or the session changed" in html.unescape(r.text)
    # 10 tricks now: Anna & Vera 30×10 = 300 below, Boris & Gleb 30×3 = 90
    assert preview(r.text)[0][0].startswith("It writes Anna & Vera: 300 below")
    assert preview(r.text)[0][0].endswith("Boris & Gleb: 90 below")
    assert preview(r.text)[1] != seen
    ok("pass")  # another writer
    r = send(c, L["k_deal"], DEAL, step="save", seen=seen)
    assert r.status_code == 200 and len(log_json()["events"]) == 1
    _, fresh = preview(r.text)
    assert send(c, L["k_deal"], DEAL, step="save", seen=fresh).status_code == 303
    assert len(log_json()["events"]) == 2


def test_i24_p2_a_refusal_stays_beside_its_answer(empty):
    c, L, path = empty
    before = path.read_bytes()
    r = send(c, L["k_deal"], {**DEAL, "aces": "9"}, step="check")
    assert preview(r.text) == ([], "")
    assert re.search(r'data-for="aces">the answer is 0 to 4, got 9', r.text)
    assert path.read_bytes() == before


def test_i24_p2_in_russian(sessions_dir):
    new("pyatnitsa", "Anna,Boris,Vera,Gleb", "--lang", "ru")
    with client(sessions_dir) as (c, s):
        L = links(s, "pyatnitsa")
        r = send(c, L["k_deal"], {**DEAL, "contract": "3ч"}, step="check")
        said, seen = preview(r.text)
        writes = ("Anna и Vera: 270 под чертой, 1500 онёры (3 онёра + 2 туза, большинство "
                  "взяток); Boris и Gleb: 120 под чертой")
        assert said == [f"Будет записано: {writes}"]
        assert "Сохранить" in r.text and "Изменить" in r.text
        r = send(c, L["k_deal"], {**DEAL, "contract": "3ч"}, key=KEY, step="save", seen=seen)
        assert said_after(c, r) == ["Сохранено как запись 1.", f"записано: {writes}"]


def test_i24_p2_a_preferans_deal_and_all_pass(sessions_dir):
    new("pulya", "Anna,Boris,Vera", "--game", "preferans")
    with client(sessions_dir) as (c, s):
        L = links(s, "pulya")
        deal = {"contract": "6S", "declarer": "Anna", "say:Boris": "whist", "say:Vera": "pass",
                "tricks": "6"}
        r = send(c, L["k_deal"], deal, step="check")
        said, seen = preview(r.text)
        assert said and said[0].startswith("It writes ")
        assert log_json("-s", "pulya")["events"] == []
        r = send(c, L["k_deal"], deal, key=KEY, step="save", seen=seen)
        assert said_after(c, r)[0] == "Saved as event 1."
        took = {"took:Anna": "3", "took:Boris": "3", "took:Vera": "4"}
        said, seen = preview(send(c, L["k_pass"], took, step="check").text)
        assert said and said[0].startswith("It writes ")
        r = send(c, L["k_pass"], took, key="p" * 22, step="save", seen=seen)
        assert said_after(c, r)[0] == "An all-pass, saved as event 2."
    assert [e["text"] for e in log_json("-s", "pulya")["events"]] == [
        "6♠ by Anna, 6 tricks; Boris whists; Vera passes", "all pass: Anna 3, Boris 3, Vera 4"]


# -- point 5: rules on the page ------------------------------------------------------------

def links_in(text: str) -> list[tuple[str, str]]:
    """The rule links of a part of a page: (where each goes, its words)."""
    return re.findall(r'<a class="rule" href="([^"]+)">([^<]+)</a>', text)


def keeper_part(page: str) -> str:
    return page[page.index('<section class="keeper"'):page.index("</section>")]


@pytest.mark.parametrize("lang, name, contract, see", [
    ("en", "friday", "8H", "see rule V1"), ("ru", "pyatnitsa", "8ч", "см. правило V1")])
def test_i24_p5_a_refusal_links_its_rule_in_the_sessions_language(sessions_dir, lang, name,
                                                                  contract, see):
    """V1: levels are 1 to 7. The refusal names V1, and its hint says where to read it: a
    link on the page, not a command a phone cannot run."""
    new(name, "Anna,Boris,Vera,Gleb", "--lang", lang)
    with client(sessions_dir) as (c, s):
        r = send(c, links(s, name)["k_deal"], {"contract": contract}, step="check")
        part = keeper_part(r.text)
        assert links_in(part) == [(f"/rules/{lang}/V1", "V1"), (f"/rules/{lang}/V1", see)]
        assert "vint rules" not in html.unescape(part)


def test_i24_p5_the_footnote_links_the_rules_it_names(table):
    c, L, _ = table
    page = c.get(L["v_page"]).text
    note = re.search(r'<p class="note rules">(.*?)</p>', page).group(1)
    assert links_in(note) == [("/rules/en/V11", "V11")]
    assert html.unescape(re.sub(r"<[^>]+>", "", note)) == "Rules applied: V11. Each opens its rule."
    assert "vint rules" not in html.unescape(page[page.index("<main"):])


def article_words(page: str) -> str:
    body = re.search(r'<article class="rule" id="rule">\n<p class="section">[^<]*</p>(.*?)'
                     r"</article>", page, re.S).group(1)
    inline = re.sub(r"</?(?:a|code|strong)\b[^>]*>", "", unred(body))  # words' marks: no space
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", inline)).split())


@pytest.mark.parametrize("lang, rule", [("en", "V1"), ("en", "V5"), ("ru", "V8"), ("en", "P10"),
                                        ("ru", "X2"), ("ru", "PD1")])
def test_i24_p5_a_rules_page_says_what_vint_rules_prints(sessions_dir, lang, rule):
    """The same document as `vint rules ID`, in the language asked for: its title, then
    its words (the terminal's list marks and line breaks aside)."""
    new("friday")
    printed = ok("rules", rule, "--lang", lang).stdout.splitlines()
    words = " ".join(re.sub(r"^\s*(?:[-*]|[0-9]+\.) ", "", line) for line in printed[2:])
    with client(sessions_dir) as (c, _):
        r = c.get(f"/rules/{lang}/{rule}")  # the program's rules: no token
    assert r.status_code == 200
    assert r.headers["content-security-policy"].startswith("default-src 'none'")
    assert f'<html lang="{lang}">' in r.text
    assert f"<h1>{html.escape(printed[0], quote=False)}</h1>" in unred(r.text.replace("&#39;", "'"))
    assert article_words(r.text) == " ".join(words.split())


@pytest.mark.parametrize("path", ["/rules/en/V99", "/rules/xx/V1", "/rules/en/v1",
                                  "/rules/en/Z1", "/rules/en/../V1"])
def test_i24_p5_no_such_rule_is_nothing_here(table, path):
    c, _, _ = table
    r = c.get(path)
    assert r.status_code == 404
    assert r.text.strip() == "Nothing here: the link is wrong, or no longer valid."


# -- point 1: a keypad from the questions' known answers -----------------------------------

def keypad(page: str, key: str) -> list[list[str]]:
    """The rows of keys a field offers, as they are labelled; the marked one in *stars*."""
    box = re.search(rf'<div class="field[^"]*" data-key="{re.escape(key)}"[^>]*>(.*?)'
                    r'(?=<div class="field|<div class="buttons|<div class="preview)', page, re.S)
    assert box, key
    return [[f"*{label}*" if "marked" in cls else label
             for cls, label in re.findall(r'<button type="button" class="key([^"]*)"[^>]*>'
                                          r"([^<]+)</button>", row)]
            for row in re.findall(r'<div class="row" data-row="\d+">(.*?)</div>', box.group(1),
                                  re.S)]


@pytest.mark.parametrize("lang, nt", [("en", "NT"), ("ru", "БК")])
def test_i24_p1_vint_keys(sessions_dir, lang, nt):
    """V1: a level 1–7, then a strain; the declarers by name; tricks 0–13 with the
    contract's (level + 6) marked; honours 0–5 (V5), aces 0–4; numbers on number keys."""
    new("friday", "Anna,Boris,Vera,Gleb", "--lang", lang)
    with client(sessions_dir) as (c, s):
        L = links(s, "friday")
        page = c.get(L["k_page"]).text
        assert keypad(page, "contract") == [["1", "2", "3", "4", "5", "6", "7"],
                                            ["♠", "♣", "♦", "♥", nt]]
        assert keypad(page, "declarer") == [["Anna", "Boris", "Vera", "Gleb"]]
        assert keypad(page, "tricks") == [[str(n) for n in range(14)]]  # no contract yet
        page = send(c, L["k_deal"], {"contract": "3♥", "declarer": "Anna"}, step="change").text
        assert keypad(page, "tricks") == [[*map(str, range(9)), "*9*", *map(str, range(10, 14))]]
        assert keypad(page, "honours") == [[str(n) for n in range(6)]]
        assert keypad(page, "aces") == [[str(n) for n in range(5)]]
        numeric = re.findall(r'name="a:([a-z]+)"[^>]* inputmode="numeric"', page)
        assert numeric == ["tricks", "honours", "aces"]
        labelled = re.findall(r'<label for="(f\d+)"', page)
        assert labelled == re.findall(r'<input id="(f\d+)"', page)  # every box its label
        page = send(c, L["k_deal"], {"contract": "2" + nt, "declarer": "Anna"},
                    step="change").text
        assert 'data-key="honours"' not in page  # V5: no honours at no-trump
        # V6: a coronet's holder, its suit or the aces, its length from three cards up;
        # V10: who revoked
        aces = {"en": "aces", "ru": "тузы"}[lang]
        assert keypad(page, "coronets") == [["Anna", "Boris", "Vera", "Gleb"],
                                            ["♠", "♣", "♦", "♥", aces],
                                            [str(n) for n in range(3, 14)]]
        assert 'data-typed="Vera:"' in page and f'data-typed="{aces}:"' in page
        assert keypad(page, "revokes") == [["Anna", "Boris", "Vera", "Gleb"]]
        # two coronets or two revokes in one deal: the "another" key after the rows starts
        # the second (a list: data-many), on these two questions only
        more = {"en": "+ another", "ru": "+ ещё"}[lang]
        assert re.findall(r'data-key="([a-z]+)" data-many="1"', page) == ["coronets", "revokes"]
        assert page.count(f'data-typed=", " data-more="1">{more}</button>') == 2
        assert page.count('<div class="more" hidden>') == 2  # nothing typed to follow yet
        page = send(c, L["k_deal"], {"contract": "2" + nt, "declarer": "Anna",
                                     "coronets": "Vera:aces:3"}, step="change").text
        assert page.count('<div class="more" hidden>') == 1  # the revokes' only


def test_i24_p1_preferans_keys(sessions_dir):
    """P1: levels 6–10 or the misère alone, then a strain; P4: whist or pass, and a
    half-whist only where it may be said; tricks 0–10, the level's marked; P6: without three."""
    new("pulya", "Anna,Boris,Vera", "--game", "preferans")
    with client(sessions_dir) as (c, s):
        L = links(s, "pulya")
        page = c.get(L["k_page"]).text
        assert keypad(page, "contract") == [["6", "7", "8", "9", "10", "misere"],
                                            ["♠", "♣", "♦", "♥", "NT"]]
        assert 'data-typed="misere" data-alone="1"' in page
        page = send(c, L["k_deal"], {"contract": "7S", "declarer": "Anna"}, step="change").text
        assert keypad(page, "say:Boris") == [["whist", "pass"]]
        page = send(c, L["k_deal"], {"contract": "7S", "declarer": "Anna", "say:Boris": "pass"},
                    step="change").text
        assert keypad(page, "say:Vera") == [["whist", "pass", "half"]]  # P4: on 6 and 7
        page = send(c, L["k_deal"], {"contract": "7S", "declarer": "Anna", "say:Boris": "pass",
                                     "say:Vera": "whist"}, step="change").text
        assert keypad(page, "tricks") == [[*map(str, range(7)), "*7*", "8", "9", "10",
                                           "without three"]]
