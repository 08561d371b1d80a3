"""What each surface shows of a session's money and its payments, read back as a person
would read them (issue 23): the terminal's `vint settle`, the Markdown, CSV, JSON and HTML
exports, the live page, and the club ledger's text and JSON.

Each reader returns the amounts exactly as printed (Decimal, sign and decimal comma
undone), so a test can add them up with a pencil's arithmetic: nothing here calls the
code that made the figures.
"""
from __future__ import annotations

import csv
import io
import json
import re
from decimal import Decimal
from html.parser import HTMLParser

Payments = list[tuple[str, str, Decimal]]


def amount(text: str) -> Decimal:
    """'+11,33', '−11.32', '11.32' → Decimal; anything else is a test failure."""
    t = text.strip().replace("−", "-").replace(",", ".").lstrip("+")
    assert re.fullmatch(r"-?\d+\.\d\d", t), f"not money to the cent: {text!r}"
    return Decimal(t)


def cells(line: str, sep: str) -> list[str]:
    return [c.strip() for c in line.split(sep)]


# -- vint settle, on the terminal -------------------------------------------------------

_PAYMENT = (re.compile(r"^  (?P<payer>\S+) pays (?P<payee>\S+) (?P<amount>[\d.,]+)$"),
            re.compile(r"^  (?P<payer>\S+) → (?P<payee>\S+): (?P<amount>[\d.,]+)$"))


def text_payments(text: str) -> Payments:
    """The lines under "Who pays whom:" («Кто кому платит:»)."""
    out = []
    for line in text.splitlines():
        for pattern in _PAYMENT:
            m = pattern.match(line)
            if m:
                out.append((m["payer"], m["payee"], amount(m["amount"])))
    return out


def vint_text_money(text: str, players: list[str]) -> dict[str, Decimal]:
    """The settlement's money row ("money │ at 0.25 per 100 points │ +11.33 │ …"), wide
    enough that each player has a column in the order of `players`."""
    row = next(line for line in text.splitlines()
               if line.strip().startswith(("money │", "деньги │")))
    values = cells(row, "│")[-len(players):]
    return {p: amount(v) for p, v in zip(players, values)}


def pref_text_money(text: str, players: list[str]) -> dict[str, Decimal]:
    """The pulya's settlement table: a row a player, his money in the last column."""
    out = {}
    for line in text.splitlines():
        parts = cells(line, "│")
        if len(parts) > 2 and parts[0] in players:
            out[parts[0]] = amount(parts[-1])
    assert list(out) == players, text
    return out


# -- Markdown ---------------------------------------------------------------------------

def _md_rows(lines: list[str], start: int) -> list[list[str]]:
    """The rows of the first table at or after `start`, without its head and rule."""
    i = start
    while not lines[i].startswith("|"):
        i += 1
    rows = []
    for line in lines[i + 2:]:
        if not line.startswith("|"):
            break
        rows.append(cells(line.strip("|"), "|"))
    return rows


def md_table(text: str, heading: str) -> list[list[str]]:
    """The rows of the table under `heading` (a line of its own), or [] when a line of
    words stands there instead (nobody pays anybody)."""
    lines = text.splitlines()
    at = lines.index(heading)
    follows = lines[at + 2] if at + 2 < len(lines) else ""
    return _md_rows(lines, at) if follows.startswith("|") else []


def md_payments(text: str) -> Payments:
    heading = "### Who pays whom" if "### Who pays whom" in text else "### Кто кому платит"
    return [(r[0], r[1], amount(r[2])) for r in md_table(text, heading)]


def markdown(text: str, players: list[str]) -> tuple[dict[str, Decimal], Payments]:
    """The settlement's table (a row a player, money last) and "Who pays whom"'s."""
    lines = text.splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith("## "))
    money = {r[0]: amount(r[-1]) for r in _md_rows(lines, head) if r[0] in players}
    assert list(money) == players, text
    return money, md_payments(text)


# -- CSV --------------------------------------------------------------------------------

def csv_sections(text: str) -> list[list[list[str]]]:
    sections: list[list[list[str]]] = [[]]
    for row in csv.reader(io.StringIO(text)):
        if row:
            sections[-1].append(row)
        else:
            sections.append([])
    return sections


def csv_money(text: str, players: list[str]) -> tuple[dict[str, Decimal], Payments]:
    """The section of each player's money (a row a player, the money last: Vint's points
    and money, the pulya's settlement) and the payments, the last section."""
    sections = csv_sections(text)
    money: dict[str, Decimal] = {}
    for section in sections:
        rows = section[1:]
        if rows and [r[0] for r in rows] == players and all(
                re.fullmatch(r"-?\d+\.\d\d", r[-1]) for r in rows):
            money = {r[0]: Decimal(r[-1]) for r in rows}
    assert money, text
    last = sections[-1]
    assert len(last[0]) == 3, last
    return money, [(r[0], r[1], amount(r[2])) for r in last[1:]]


# -- JSON -------------------------------------------------------------------------------

def json_money(data: dict) -> tuple[dict[str, Decimal], Payments]:
    """`money_cents` and `payments` of `vint settle --json` (or of the export's settlement)."""
    return ({p: Decimal(m) for p, m in data["money_cents"].items()},
            [(t["from"], t["to"], Decimal(t["amount"])) for t in data["payments"]])


def export_json(text: str) -> tuple[dict[str, Decimal], Payments]:
    return json_money(json.loads(text)["settlement"])


# -- HTML: the export and the live page -------------------------------------------------

class _Money(HTMLParser):
    """`tr[data-player]`'s `td.money` (the settlement) and `tr[data-from][data-to]`'s (the
    payments)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.money: dict[str, Decimal] = {}
        self.payments: Payments = []
        self.row: dict[str, str] | None = None
        self.cell: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "tr":
            self.row = {k: v or "" for k, v in a.items() if k.startswith("data-")}
        elif tag == "td" and "money" in (a.get("class") or "").split() and self.row:
            self.cell = []

    def handle_endtag(self, tag):
        if tag == "td" and self.cell is not None and self.row is not None:
            value = amount("".join(self.cell))
            if "data-player" in self.row:
                self.money[self.row["data-player"]] = value
            elif "data-from" in self.row:
                self.payments.append((self.row["data-from"], self.row["data-to"], value))
            self.cell = None
        elif tag == "tr":
            self.row = None

    def handle_data(self, data):
        if self.cell is not None:
            self.cell.append(data)


def html(page: str) -> tuple[dict[str, Decimal], Payments]:
    reader = _Money()
    reader.feed(page)
    return reader.money, reader.payments


# -- checks -----------------------------------------------------------------------------

def cleared(money: dict[str, Decimal], payments: Payments) -> dict[str, Decimal]:
    """Each player's money once the payments are made: all zero when they clear it."""
    left = dict(money)
    for payer, payee, paid in payments:
        assert paid > 0 and payer != payee, (payer, payee, paid)
        left[payer] += paid  # he lost it: paying brings him to zero
        left[payee] -= paid
    return left


def adds_up(money: dict[str, Decimal], payments: Payments, where: str) -> None:
    """The table sums to zero and the payments clear it to the cent."""
    assert sum(money.values()) == 0, (where, money)
    assert all(v == 0 for v in cleared(money, payments).values()), (where, money, payments)


# -- the club ledger ----------------------------------------------------------------------

_LINE = re.compile(r"^  \d{4}-\d\d-\d\d  \S+(?: \*)?\s+(?P<money>[+−-]?\d+\.\d\d)(?:  as \S+)?$")
_PAID = re.compile(r"^  \d{4}-\d\d-\d\d  payment (?P<way>[→←]) \S+  (?P<amount>\d+\.\d\d)")
_TOTALS = re.compile(r"^  won (?P<won>\S+) · lost (?P<lost>\S+) · paid (?P<paid>\S+) · "
                     r"received (?P<received>\S+) · balance (?P<balance>\S+)$")
_CLEAR = re.compile(r"^  (?P<payer>\S+) pays (?P<payee>\S+) (?P<amount>\d+\.\d\d)$")


def ledger_text(text: str) -> tuple[dict[str, dict], Payments]:
    """Each account of `vint ledger` (English): its session lines, the payments it made and
    received, its totals as printed; and the payments that would clear the balances."""
    accounts: dict[str, dict] = {}
    current: dict | None = None
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if (line and not line.startswith(" ") and line != "Sessions" and i + 1 < len(lines)
                and re.match(r"^  \d{4}-", lines[i + 1])):
            current = accounts.setdefault(line.split(" (")[0], {"lines": [], "made": [],
                                                               "got": []})
            continue
        if current is None:
            continue
        if m := _LINE.match(line):
            current["lines"].append(amount(m["money"]))
        elif m := _PAID.match(line):
            current["made" if m["way"] == "→" else "got"].append(amount(m["amount"]))
        elif m := _TOTALS.match(line):
            current.update({k: amount(v) for k, v in m.groupdict().items()})
            current = None
    start = next((i for i, line in enumerate(lines)
                  if line.startswith("To clear every balance now")), len(lines))
    payments = [(m["payer"], m["payee"], amount(m["amount"]))
                for line in lines[start:] if (m := _CLEAR.match(line))]
    return accounts, payments


def account_adds_up(name: str, a: dict) -> None:
    """A person's totals are the sums of his lines as shown, his payments those he made
    and received; the balance is won − lost + paid − received."""
    assert a["won"] == sum((v for v in a["lines"] if v > 0), Decimal(0)), (name, a)
    assert a["lost"] == -sum((v for v in a["lines"] if v < 0), Decimal(0)), (name, a)
    assert a["paid"] == sum(a["made"], Decimal(0)), (name, a)
    assert a["received"] == sum(a["got"], Decimal(0)), (name, a)
    assert a["balance"] == a["won"] - a["lost"] + a["paid"] - a["received"], (name, a)


def ledger_json_adds_up(data: dict) -> None:
    """`vint ledger --json`: every amount in cents; each account's totals the sums of its
    lines and payments, each session's money its lines; the payments clear the balances."""
    cents = re.compile(r"-?\d+\.\d\d")
    for s in data["sessions"]:
        assert all(cents.fullmatch(m) for m in s["money"].values()), s
        assert sum(Decimal(m) for m in s["money"].values()) == 0, s
    lines_of = {(s["session"], p): Decimal(m) for s in data["sessions"] for p, m in s["money"].items()}
    balances = {}
    for name, a in data["accounts"].items():
        values = [Decimal(line["money"]) for line in a["sessions"]]
        assert all(cents.fullmatch(line["money"]) for line in a["sessions"]), a
        assert [lines_of[(line["session"], line["as"])] for line in a["sessions"]] == values
        made = sum((Decimal(p["amount"]) for p in data["paid"] if p["from"] == name), Decimal(0))
        got = sum((Decimal(p["amount"]) for p in data["paid"] if p["to"] == name), Decimal(0))
        totals = {k: Decimal(a[k]) for k in ("won", "lost", "paid", "received", "balance")}
        assert all(cents.fullmatch(a[k]) for k in totals), a
        assert totals == {"won": sum((v for v in values if v > 0), Decimal(0)),
                          "lost": -sum((v for v in values if v < 0), Decimal(0)),
                          "paid": made, "received": got,
                          "balance": totals["won"] - totals["lost"] + made - got}, (name, a)
        balances[name] = totals["balance"]
    adds_up(balances, [(p["from"], p["to"], Decimal(p["amount"])) for p in data["payments"]],
            "ledger --json")
