"""`vint serve` over HTTP (issue 16, point 5): who gets in, who writes, what is refused,
and the form writing through the services, in-process through Starlette's TestClient."""
from __future__ import annotations

import json
import re

import pytest
from helpers_cli.vintcli import log_json, new, ok, sheet_json
from helpers_web.serving import ORIGIN, client, links, post

pytestmark = pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")

CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
FULL_DEAL = {"contract": "3H", "declarer": "Anna", "tricks": "9", "honours": "3", "aces": "2",
             "coronets": "", "revokes": ""}


@pytest.fixture
def table(sessions_dir):
    """A Vint session with one deal, and a client of the server with its links."""
    new("friday")
    ok("deal", "3H", "Anna", "9", "-h", "3", "-a", "2")
    with client(sessions_dir) as (c, s):
        yield c, links(s, "friday"), sessions_dir / "friday.toml"


def refusals(html: str) -> dict[str, str]:
    """The refusals a page shows beside its fields: {field key: text}."""
    return {m.group(1): re.sub(r"<[^>]+>", "", m.group(2))
            for m in re.finditer(r'<p class="refusal" id="e\d+" data-for="([^"]+)">(.*?)</p>',
                                 html, re.S)}


def secured(response) -> None:
    h = response.headers
    assert h["content-security-policy"] == CSP
    assert h["x-content-type-options"] == "nosniff"
    assert h["referrer-policy"] == "same-origin"
    assert h["cache-control"] == "no-store"


# -- who gets in ---------------------------------------------------------------------------

def test_the_viewer_sees_the_sheet_and_no_form(table):
    c, L, _ = table
    r = c.get(L["v_page"])
    assert r.status_code == 200
    secured(r)
    assert 'id="settlement"' in r.text and "Next to deal: Boris." in r.text
    assert 'Last entry: deal 3<span class="suit-red">♥</span> by Anna' in r.text  # red (i35)
    assert 'id="keeper"' not in r.text and "<form" not in r.text
    assert " style=" not in r.text and "<style" not in r.text  # the policy runs none: classes
    assert '<rect class="fill plus" x="50.0" width="50.0"' in r.text  # the bar: SVG, no style
    sheet = json.loads(re.search(r'data-sheet="([^"]*)"', r.text).group(1).replace("&quot;", '"'))
    assert sheet == sheet_json()


def test_the_scorekeeper_sees_the_form(table):
    c, L, _ = table
    r = c.get(L["k_page"])
    assert r.status_code == 200
    assert 'id="keeper"' in r.text and 'name="a:contract"' in r.text


@pytest.mark.parametrize("how", ["no token", "wrong token", "empty token", "other session"])
def test_without_a_valid_token_nothing_is_shown(table, sessions_dir, how):
    c, L, _ = table
    page = L["v_page"].split("?")[0]
    url = {"no token": page, "wrong token": page + "?t=" + "A" * 43, "empty token": page + "?t=",
           "other session": "/s/saturday?" + L["v_page"].split("?")[1]}[how]
    for path in (url, url.replace("/s/friday", "/s/friday/events", 1)):
        r = c.get(path)
        assert r.status_code == 404, path
        secured(r)
        assert "friday" not in r.text and "Anna" not in r.text
        assert r.text.strip() == "Nothing here: the link is wrong, or no longer valid."


def test_a_viewer_token_cannot_write(table):
    c, L, path = table
    before = path.read_bytes()
    for action in ("deal", "pass", "undo", "redo"):
        r = post(c, L[f"v_{action}"], FULL_DEAL)
        assert r.status_code == 403, action
        secured(r)
    assert path.read_bytes() == before


@pytest.mark.parametrize("headers", [
    {"Origin": "http://evil.example"},
    {"Origin": "null"},
    {"Origin": "http://testserver:8080"},
    {"Origin": "https://testserver"},
    {"Origin": ORIGIN, "Sec-Fetch-Site": "cross-site"},
    {"Origin": ORIGIN, "Sec-Fetch-Site": "same-site"},
    {"Referer": "http://evil.example/s/friday"},
    {"Referer": "http://testserver.evil.example/"},
], ids=["other site", "null", "other port", "other scheme", "sec-fetch cross-site",
        "sec-fetch same-site", "other referer", "lookalike referer"])
def test_a_cross_origin_post_is_refused(table, headers):
    c, L, path = table
    before = path.read_bytes()
    data = {f"a:{k}": v for k, v in FULL_DEAL.items()}
    for action in ("deal", "pass", "undo"):
        r = c.post(L[f"k_{action}"], data=data, headers={"Origin": "", **headers}
                   if "Origin" in headers else headers)
        assert r.status_code == 403, (action, headers)
        secured(r)
    assert path.read_bytes() == before


def test_a_post_without_origin_or_referer_is_refused(table):
    c, L, path = table
    before = path.read_bytes()
    r = c.post(L["k_pass"], data={})
    assert r.status_code == 403
    assert path.read_bytes() == before


def test_a_same_origin_referer_is_enough(table):
    c, L, _ = table
    r = c.post(L["k_pass"], data={}, headers={"Referer": ORIGIN + L["k_page"]})
    assert r.status_code == 303
    assert log_json()["events"][-1]["kind"] == "pass"


def test_an_oversize_body_is_refused_while_read(table):
    c, L, path = table
    before = path.read_bytes()
    big = {"a:contract": "3H", "a:note": "x" * 20_000}
    r = post(c, L["k_deal"])  # warms nothing: just the route
    r = c.post(L["k_deal"], data=big, headers={"Origin": ORIGIN})
    assert r.status_code == 413
    secured(r)

    def chunks():  # no Content-Length at all: the cap is counted as the body comes
        for _ in range(40):
            yield b"a%3Anote=" + b"y" * 1000 + b"&"

    r = c.post(L["k_deal"], content=chunks(), headers={
        "Origin": ORIGIN, "Content-Type": "application/x-www-form-urlencoded"})
    assert r.status_code == 413
    r = c.post(L["k_deal"], content=b"x" * 20_000, headers={
        "Origin": ORIGIN, "Content-Length": "10", "Content-Type": "application/x-www-form-urlencoded"})
    assert r.status_code in (400, 413)
    assert path.read_bytes() == before


@pytest.mark.parametrize("url", [
    "/s/..%2F..%2Fetc%2Fpasswd", "/s/%2Fetc%2Fpasswd", "/s/..", "/s/.", "/s/.serve",
    "/s/.current", "/s/friday.toml", "/s/..%2Ffriday", "/s/%2e%2e", "/s/friday%00",
    "/static/..%2F..%2Fweb%2Fapp.py", "/static/../templates/live.html", "/static/",
    "/static/%2e%2e%2fserve.py", "/static/base.html", "/etc/passwd", "/",
    "/s/friday/events/../../../etc/passwd"])
def test_no_url_reaches_outside(table, url):
    c, L, _ = table
    token = L["k_page"].split("?")[1]
    for u in (url, f"{url}?{token}"):
        r = c.get(u)
        assert r.status_code == 404, u
        secured(r)
        assert "root:" not in r.text and "import" not in r.text


def test_static_files_are_served_with_their_types(table):
    c, _, _ = table
    for name, kind in (("page.css", "text/css"), ("live.css", "text/css"),
                       ("live.js", "text/javascript")):
        r = c.get(f"/static/{name}")
        assert r.status_code == 200 and r.headers["content-type"].startswith(kind)
        secured(r)


def test_names_and_titles_are_escaped(sessions_dir):
    new("evil", "<script>alert(1)</script>,Boris,<b>Vera</b>,Gleb", "--title",
        '"><img src=x onerror=alert(1)>')
    ok("deal", "1S", "<script>alert(1)</script>", "7", "-h", "0", "-a", "0", "--note",
       "<img src=x onerror=alert(2)>")
    with client(sessions_dir) as (c, s):
        L = links(s, "evil")
        for url in (L["v_page"], L["k_page"]):
            html = c.get(url).text
            assert "<script>alert" not in html and "<img src=x" not in html
            assert "<b>Vera" not in html
            assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
            scripts = re.findall(r"<script[^>]*>", html)
            assert scripts == ['<script src="/static/live.js" defer>']
        r = post(c, L["k_deal"], {"contract": "1S", "declarer": "<img src=x onerror=alert(3)>",
                                  "tricks": "7"})
        assert r.status_code == 200 and "<img src=x" not in r.text
        assert "&lt;img src=x onerror=alert(3)&gt;" in r.text


# -- the form ------------------------------------------------------------------------------

def test_a_deal_is_asked_in_two_steps_and_written_once(table, sessions_dir):
    c, L, path = table
    events = len(log_json()["events"])
    r = post(c, L["k_deal"], {"contract": "2S", "declarer": "Boris", "tricks": "8"})
    assert r.status_code == 200  # the questions the answers made known: honours, aces…
    assert 'name="a:honours"' in r.text and 'name="a:coronets"' in r.text
    assert 'value="2S"' in r.text and not refusals(r.text)
    assert len(log_json()["events"]) == events
    r = post(c, L["k_deal"], {"contract": "2S", "declarer": "Boris", "tricks": "8",
                              "honours": "2", "aces": "1", "coronets": "", "revokes": ""})
    assert r.status_code == 303 and r.headers["location"] == L["k_page"]
    got = log_json()["events"]
    assert len(got) == events + 1
    assert got[-1]["text"].startswith("deal 2♠ by Boris, 8 tricks, honours 2, aces 1")
    assert path.read_text(encoding="utf-8").count("[[events]]") == events + 1
    revisions = json.loads(ok("history", "--json").stdout)["revisions"]
    assert [r["command"] for r in revisions] == ["new", "deal", "deal"]  # one revision


@pytest.mark.parametrize("fields, key, words", [
    ({"tricks": "14"}, "tricks", "0 to 13"),
    ({"declarer": "Zed"}, "declarer", "no player 'Zed'"),
    ({"contract": "9H"}, "contract", "not a contract"),
    ({"aces": "7"}, "aces", "0 to 4"),
    ({"coronets": "Boris:H:4"}, "coronets", "deal refused"),
    ({"revokes": "Zed"}, "revokes", "no player 'Zed'"),
    ({"tricks": ""}, "tricks", "This is needed."),
], ids=["tricks", "declarer", "contract", "aces", "coronet by the rules", "revoke", "blank"])
def test_a_refused_deal_changes_nothing_and_says_why_beside_the_field(table, fields, key, words):
    c, L, path = table
    before = path.read_bytes()
    r = post(c, L["k_deal"], {**FULL_DEAL, **fields})
    assert r.status_code == 200
    said = refusals(r.text)
    assert list(said) == [key], said
    assert words.casefold() in said[key].replace("&#x27;", "'").casefold()
    assert path.read_bytes() == before


def test_the_command_line_and_the_form_refuse_in_the_same_words(table):
    c, L, path = table
    before = path.read_bytes()
    r = post(c, L["k_deal"], {**FULL_DEAL, "coronets": "Boris:H:4"})
    cli = ok("check").stdout  # nothing written
    from helpers_cli.vintcli import refused
    err = refused(1, "deal", "3H", "Anna", "9", "-h", "3", "-a", "2", "-c", "Boris:H:4").stderr
    message = err.splitlines()[0].removeprefix("error: ")
    assert message in refusals(r.text)["coronets"].replace("&#x27;", "'").replace("&amp;", "&")
    assert cli and path.read_bytes() == before


def shown_moves(html: str) -> dict[str, str]:
    """The revision each of the page's undo and redo buttons names (its form's `expect`),
    sent back as a browser sends the form (issue 25: a move names what the page showed)."""
    return {m.group(1): m.group(2) for m in re.finditer(
        r'<form method="post" action="[^"]*/(undo|redo)\?[^"]*"><input type="hidden" '
        r'name="expect" value="(\d+)">', html)}


def test_all_pass_undo_and_redo(table):
    c, L, _ = table
    r = post(c, L["k_pass"])
    assert r.status_code == 303
    assert [e["kind"] for e in log_json()["events"]] == ["deal", "pass"]
    moves = shown_moves(c.get(L["k_page"]).text)
    assert c.post(L["k_undo"], data={"expect": moves["undo"]},
                  headers={"Origin": ORIGIN}).status_code == 303
    assert [e["kind"] for e in log_json()["events"]] == ["deal"]
    moves = shown_moves(c.get(L["k_page"]).text)
    assert c.post(L["k_redo"], data={"expect": moves["redo"]},
                  headers={"Origin": ORIGIN}).status_code == 303
    assert [e["kind"] for e in log_json()["events"]] == ["deal", "pass"]
    moves = shown_moves(c.get(L["k_page"]).text)
    r = c.post(L["k_redo"], data={"expect": moves["redo"]}, headers={"Origin": ORIGIN})
    assert r.status_code == 200 and "nothing to redo" in r.text
    assert [e["kind"] for e in log_json()["events"]] == ["deal", "pass"]


def test_a_refusal_is_said_in_the_sessions_language(sessions_dir):
    new("pyatnitsa", "Anna,Boris,Vera,Gleb", "--lang", "ru")
    with client(sessions_dir) as (c, s):
        L = links(s, "pyatnitsa")
        r = c.get(L["k_page"])
        assert 'lang="ru"' in r.text and "Записывающий" in r.text
        r = post(c, L["k_deal"], {"contract": "3ч", "declarer": "Anna", "tricks": "14"})
        assert r.status_code == 200
        assert re.search("[а-я]", refusals(r.text)["tricks"])


def test_a_hand_broken_file_is_shown_in_words_then_recovers(table):
    c, L, path = table
    good = path.read_text(encoding="utf-8")
    path.write_text(good.replace('tricks = 9', 'tricks = "nine"'), encoding="utf-8")
    r = c.get(L["k_page"])
    assert r.status_code == 200
    assert 'id="problems"' in r.text and "friday.toml:" in r.text
    assert 'id="settlement"' not in r.text and 'id="keeper"' not in r.text
    assert str(path.parent) not in r.text  # the file's name only, no folder of this machine
    r = post(c, L["k_pass"])  # nothing is written over a file that does not read
    assert r.status_code == 200
    assert "nine" in path.read_text(encoding="utf-8")
    path.write_text(good, encoding="utf-8")
    r = c.get(L["k_page"])
    assert 'id="problems"' not in r.text and 'id="settlement"' in r.text


def fields_of(html: str) -> list[str]:
    return re.findall(r'<div class="field[^"]*" data-key="([^"]+)">', html)


def test_who_was_first_is_asked_when_the_rules_need_it(sessions_dir):
    """V8: both sides pass the target in one deal; the refusal asks, beside a new field."""
    new("friday")
    ok("deal", "4S", "Anna", "10", "-h", "0", "-a", "0")
    with client(sessions_dir) as (c, s):
        L = links(s, "friday")
        deal = {"contract": "4S", "declarer": "Boris", "tricks": "10", "honours": "0",
                "aces": "0", "coronets": "", "revokes": ""}
        r = post(c, L["k_deal"], deal)
        assert fields_of(r.text)[-1] == "first" and "(V8)" in refusals(r.text)["first"]
        assert "--first" not in r.text  # the field asks; no option of the command line
        assert len(log_json()["events"]) == 1
        r = post(c, L["k_deal"], {**deal, "first": "Gleb"})
        assert r.status_code == 303
        assert log_json()["events"][-1]["text"].startswith("deal 4♠ by Boris")


def test_a_preferans_deal_and_all_pass_through_the_form(sessions_dir):
    new("pulya", "Anna,Boris,Vera", "--game", "preferans")
    with client(sessions_dir) as (c, s):
        L = links(s, "pulya")
        assert fields_of(c.get(L["k_page"]).text) == ["contract", "declarer"]
        deal = {"contract": "6S", "declarer": "Anna"}
        r = post(c, L["k_deal"], deal)
        assert fields_of(r.text) == ["contract", "declarer", "say:Boris"]
        deal |= {"say:Boris": "whist", "say:Vera": "pass"}
        r = post(c, L["k_deal"], deal)
        assert fields_of(r.text)[-1] == "tricks"
        r = post(c, L["k_deal"], {**deal, "tricks": "11"})
        assert list(refusals(r.text)) == ["tricks"]
        assert post(c, L["k_deal"], {**deal, "tricks": "6"}).status_code == 303
        r = post(c, L["k_pass"])  # P7: the tricks each took, asked one after another
        assert fields_of(r.text) == ["took:Anna"]
        r = post(c, L["k_pass"], {"took:Anna": "3", "took:Boris": "3", "took:Vera": "4"})
        assert r.status_code == 303
    said = [e["text"] for e in log_json("-s", "pulya")["events"]]
    assert said == ["6♠ by Anna, 6 tricks; Boris whists; Vera passes",
                    "all pass: Anna 3, Boris 3, Vera 4"]


def test_undo_reverts_what_the_page_showed_not_a_later_change(table):
    """The page's undo names the revision it is about: a deal typed in a terminal
    meanwhile is not undone by mistake (services.history.undo's `expect`)."""
    c, L, path = table
    page = c.get(L["k_page"]).text
    expect = re.search(r'name="expect" value="(\d+)"', page).group(1)
    ok("pass")  # another writer, after the page was shown
    before = path.read_bytes()
    r = c.post(L["k_undo"], data={"expect": expect}, headers={"Origin": ORIGIN})
    assert r.status_code == 200 and "nothing was undone" in r.text
    assert path.read_bytes() == before
    fresh = re.search(r'name="expect" value="(\d+)"', r.text).group(1)
    assert fresh != expect
    r = c.post(L["k_undo"], data={"expect": fresh}, headers={"Origin": ORIGIN})
    assert r.status_code == 303
    assert [e["kind"] for e in log_json()["events"]] == ["deal"]


def test_i32_p5_an_immutable_session_on_the_page_is_not_told_to_chmod(table):
    """Issue 32, point 5: the page says the same hint as the command line for a file marked
    immutable (chattr +i), whose mode still says writable: not "chmod u+w"."""
    import subprocess
    c, L, path = table
    made = subprocess.run(["chattr", "+i", str(path)], capture_output=True)
    if made.returncode != 0:
        pytest.skip(f"no immutable files here: {made.stderr.decode().strip()}")
    try:
        before = path.read_bytes()
        r = post(c, L["k_pass"])
        assert r.status_code == 200
        assert "chattr -i" in r.text and "chmod" not in r.text, r.text[-2000:]
        assert path.read_bytes() == before
    finally:
        subprocess.run(["chattr", "-i", str(path)], capture_output=True)
