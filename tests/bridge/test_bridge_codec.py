"""Bridge in the session file (games/bridge/codec.py): a session written and read back is the
same session, and every problem of a bridge file is reported on its key, at its line, with
the rule it breaks — a bad contract (B1, B2), tricks out of 0–13 (B1), honours that cannot
be (B7), an option's value the rules' table does not give it, a table or a number of
players B30 does not seat — through the codec as storage drives it (filetext.py)."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone
from itertools import product

import pytest
from filetext import read, write
from hypothesis import given
from hypothesis import strategies as st

from vintscore.games.bridge.model import (
    STRAINS,
    BridgeDeal,
    BridgeTable,
    ChicagoScoring,
    Contract,
    Doubling,
    Honours,
    HonoursKind,
    HonoursRule,
    PassOut,
    Rounding,
    Scoring,
    UndertrickTable,
    Vulnerability,
)
from vintscore.games.bridge.presets import CHICAGO, RUBBER
from vintscore.rubber.events import Adjustment, RulesChange, Seat, SeatPlan
from vintscore.session import Session

PLAYERS = ("Anna", "Boris", "Vera", "Gleb")
WHEN = datetime(2026, 12, 2, 20, 0, tzinfo=timezone(timedelta(hours=3)))
CHICAGO_MODIFIED = CHICAGO.__class__(
    preset="chicago", scoring=Scoring.CHICAGO, unfinished_partscore=50,
    honours=HonoursRule.OFF, vulnerability=Vulnerability.NON_DEALER,
    chicago_scoring=ChicagoScoring.DUPLICATE, rounding=Rounding.HUNDRED,
    undertricks=UndertrickTable.PRE1987, redoubled_insult=50, clean_rubber=750)

EVENING = (
    BridgeDeal(Contract(4, STRAINS[3], Doubling.DOUBLED), "Anna", 9),
    BridgeDeal(Contract(3, STRAINS[4]), "Boris", 10, Honours("Gleb", HonoursKind.ACES),
               note="the dummy held the aces", dealer="Vera"),
    BridgeDeal(Contract(6, STRAINS[2], Doubling.REDOUBLED), "Vera", 13,
               Honours("Anna", HonoursKind.FIVE)),
    PassOut(),
    PassOut(note="four passes", dealer="Gleb"),
    Adjustment("Boris", 240, below=True, reason="carried on from paper"),
    Adjustment("Vera", -100, reason="house agreement", note="agreed", void=True),
    Seat(join=("Dima",), plan=SeatPlan.FAIR),
    Seat(replace=(("Gleb", "Dima"),), plan=SeatPlan.RESTART, note="Gleb went home"),
    Seat(pairs=(("Anna", "Vera"), ("Boris", "Gleb")), leave=("Dima",)),
    RulesChange(CHICAGO_MODIFIED, note="Chicago from now"),
    BridgeDeal(Contract(1, STRAINS[0]), "Gleb", 0, Honours("Vera", HonoursKind.FOUR),
               void=True),
)


def session(events=EVENING, rules=RUBBER, table=BridgeTable.PAIRS, players=PLAYERS):
    return Session("Friday bridge", WHEN, players, rules, tuple(events), table=table,
                   game="bridge")


# -- written, then read: the same session ------------------------------------------------------

@pytest.mark.parametrize("rules, table", [
    (RUBBER, BridgeTable.PAIRS), (CHICAGO, BridgeTable.INDIVIDUAL),
    (CHICAGO_MODIFIED, BridgeTable.PAIRS)], ids=["rubber-pairs", "chicago-individual",
                                                  "every-option-changed"])
def test_a_session_written_and_read_back_is_the_same_session(rules, table):
    s = session(rules=rules, table=table)
    back, problems = read(write(s))
    assert problems == [] and back == s


def test_the_file_writes_bridge_as_its_notation_writes_it():
    text = write(session())
    assert 'table = "pairs"' in text
    assert ('[rules]\npreset = "rubber"\nscoring = "rubber"\nunfinished_partscore = 100\n'
            'honours = "on"\nvulnerability = "dealer"\nchicago_scoring = "carry"\n'
            'rounding = "none"\nundertricks = "current"\nredoubled_insult = 100\n'
            'clean_rubber = 700\n') in text
    events = text.split("[[events]]\n")[1:]
    assert events[0] == 'kind = "deal"\ncontract = "4SX"\ndeclarer = "Anna"\ntricks = 9\n\n'
    assert events[1] == ('kind = "deal"\ncontract = "3NT"\ndeclarer = "Boris"\ntricks = 10\n'
                         'honours = "Gleb:aces"\ndealer = "Vera"\n'
                         'note = "the dummy held the aces"\n\n')
    assert events[3] == 'kind = "pass"\n\n'
    assert events[5] == ('kind = "adjust"\nplayer = "Boris"\namount = 240\nbelow = true\n'
                         'reason = "carried on from paper"\n\n')


_CONTRACTS = [Contract(level, strain, doubling) for level, strain, doubling
              in product(range(1, 8), STRAINS, Doubling)]


@given(st.lists(st.builds(
    BridgeDeal, st.sampled_from(_CONTRACTS), st.sampled_from(PLAYERS), st.integers(0, 13),
    st.one_of(st.none(), st.builds(Honours, st.sampled_from(PLAYERS),
                                   st.sampled_from(list(HonoursKind)))),
    st.text(st.characters(codec="utf-8", categories=["L", "N", "Zs"]), max_size=8),
    st.booleans(), st.one_of(st.none(), st.sampled_from(PLAYERS))), max_size=8))
def test_any_deal_reads_back_as_written(deals):
    """Whatever the contract (all 105), the tricks and honours, so long as B7 allows the
    honours at that strain: trump honours in a suit, the aces at no-trump."""
    deals = [d for d in deals if d.honours is None
             or (d.honours.kind is HonoursKind.ACES) == (d.contract.strain is STRAINS[4])]
    s = session(deals)
    assert read(write(s)) == (s, [])


# -- every problem on its key, at its line, with its rule ------------------------------------

def file_with(rule_line: str = "", event: str = "", *, table: str = "pairs",
              players: tuple[str, ...] = PLAYERS) -> str:
    """A file of no event but `event`, its [rules] with `rule_line` in place of the
    preset's line of that key, at `table`."""
    text = write(session((), players=players)).replace('table = "pairs"', f'table = "{table}"')
    if rule_line:
        key, lines = rule_line.split("=")[0].strip(), text.splitlines()
        at = next((i for i, line in enumerate(lines) if line.startswith(key + " =")), None)
        if at is None:
            lines.append(rule_line)  # [rules] is the last table of a file of no event
        else:
            lines[at] = rule_line
        text = "\n".join(lines) + "\n"
    return text + (f"\n[[events]]\n{event}\n" if event else "")


def problems_of(text: str) -> list[tuple[str, str, int | None]]:
    session_read, found = read(text)
    assert session_read is None and found, "the file was read without a problem"
    return [(p.key, p.rule, p.line) for p in found]


def line_of(text: str, line: str) -> int:
    """The 1-based number of the last line of `text` that is `line`."""
    lines = text.splitlines()
    return len(lines) - lines[::-1].index(line)


@pytest.mark.parametrize("event, key, rule, bad_line", [
    # B1, B2: the contract as the notation writes it
    ('kind = "deal"\ncontract = "8S"\ndeclarer = "Anna"\ntricks = 10', "contract", "B1",
     'contract = "8S"'),
    ('kind = "deal"\ncontract = "4Q"\ndeclarer = "Anna"\ntricks = 10', "contract", "B1",
     'contract = "4Q"'),
    ('kind = "deal"\ncontract = "4SXXX"\ndeclarer = "Anna"\ntricks = 10', "contract", "B2",
     'contract = "4SXXX"'),
    ('kind = "deal"\ncontract = "four spades"\ndeclarer = "Anna"\ntricks = 10', "contract", "",
     'contract = "four spades"'),
    ('kind = "deal"\ncontract = 4\ndeclarer = "Anna"\ntricks = 10', "contract", "",
     "contract = 4"),
    # B1: the declaring side's tricks, 0 to 13
    ('kind = "deal"\ncontract = "4S"\ndeclarer = "Anna"\ntricks = 14', "tricks", "B1",
     "tricks = 14"),
    ('kind = "deal"\ncontract = "4S"\ndeclarer = "Anna"\ntricks = -1', "tricks", "B1",
     "tricks = -1"),
    ('kind = "deal"\ncontract = "4S"\ndeclarer = "Anna"\ntricks = "ten"', "tricks", "",
     'tricks = "ten"'),
    # B7: honours that cannot be
    ('kind = "deal"\ncontract = "4S"\ndeclarer = "Anna"\ntricks = 10\nhonours = "Gleb:3"',
     "honours", "B7", 'honours = "Gleb:3"'),
    ('kind = "deal"\ncontract = "4S"\ndeclarer = "Anna"\ntricks = 10\nhonours = "Gleb"',
     "honours", "", 'honours = "Gleb"'),
    ('kind = "deal"\ncontract = "3NT"\ndeclarer = "Anna"\ntricks = 9\nhonours = "Gleb:4"',
     "honours", "B7", 'honours = "Gleb:4"'),  # BD16
    ('kind = "deal"\ncontract = "4S"\ndeclarer = "Anna"\ntricks = 10\nhonours = "Gleb:aces"',
     "honours", "B7", 'honours = "Gleb:aces"'),
    # the keys a deal has, and no other
    ('kind = "deal"\ncontract = "4S"\ntricks = 10', "declarer", "", "[[events]]"),
    ('kind = "deal"\ncontract = "4S"\ndeclarer = "Anna"\ntricks = 10\naces = 2', "aces", "",
     "aces = 2"),
    ('kind = "pass"\ndeclarer = "Anna"', "declarer", "", 'declarer = "Anna"'),
    ('kind = "misdeal"\nplayer = "Anna"', "kind", "", 'kind = "misdeal"'),  # no misdeal in bridge
    # an adjustment
    ('kind = "adjust"\nplayer = "Anna"\nreason = "paper"', "amount", "", "[[events]]"),
    ('kind = "adjust"\nplayer = "Anna"\namount = "lots"', "amount", "", 'amount = "lots"'),
    ('kind = "adjust"\nplayer = "Anna"\namount = 50\nbelow = "yes"', "below", "",
     'below = "yes"'),
    # B30: a seat change
    ('kind = "seat"\nnote = "nothing"', "kind", "B30", 'kind = "seat"'),
    ('kind = "seat"\npairs = ["Anna", "Vera+Gleb"]', "pairs", "B30",
     'pairs = ["Anna", "Vera+Gleb"]'),
    ('kind = "seat"\njoin = ["Dima"]\nplan = "random"', "plan", "B30", 'plan = "random"'),
    ('kind = "seat"\nreplace = ["Gleb=Dima", "Gleb=Zoe"]', "replace", "B30",
     'replace = ["Gleb=Dima", "Gleb=Zoe"]'),
    # a switch of rules, its options as [rules]' are
    ('kind = "rules"\npreset = "chicago"\nrounding = "tenth"', "rounding", "B32",
     'rounding = "tenth"'),
    ('kind = "rules"\npreset = "duplicate"', "preset", "B20", 'preset = "duplicate"'),
], ids=["level-8", "no-strain", "doubled-thrice", "unreadable-contract", "contract-a-number",
        "tricks-14", "tricks-negative", "tricks-a-word", "honours-3", "honours-no-count",
        "trump-honours-at-nt", "aces-in-a-suit", "no-declarer", "a-vint-key",
        "a-deals-key-in-a-pass-out", "a-kind-bridge-lacks", "adjust-no-amount",
        "adjust-amount-a-word", "adjust-below-a-word", "seat-empty", "seat-pairs-not-twos",
        "seat-plan-unknown", "seat-a-name-twice", "rules-event-option", "rules-event-preset"])
def test_each_problem_of_an_event_is_on_its_key(event, key, rule, bad_line):
    text = file_with(event=event)
    assert problems_of(text) == [(key, rule, line_of(text, bad_line))]


def test_a_kind_bridge_lacks_is_told_with_bridges_kinds():
    """Bridge keeps no misdeal (V10 is Vint's): the hint names the kinds a bridge file
    holds, not Vint's."""
    _, found = read(file_with(event='kind = "misdeal"\nplayer = "Anna"'))
    (problem,) = found
    assert problem.message == (
        'event 1: kind is one of deal, pass, adjust, seat, rules, got "misdeal"')
    assert problem.hint == (
        "did you mean 'deal'? "
        '(write kind = one of "deal", "pass", "adjust", "seat", "rules")')


def test_a_bad_contract_and_bad_tricks_are_both_reported():
    text = file_with(event='kind = "deal"\ncontract = "9NT"\ndeclarer = "Anna"\ntricks = 15')
    assert problems_of(text) == [("contract", "B1", line_of(text, 'contract = "9NT"')),
                                 ("tricks", "B1", line_of(text, "tricks = 15"))]


@pytest.mark.parametrize("line, key, rule", [
    ('scoring = "duplicate"', "scoring", "B20"),
    ("unfinished_partscore = 60", "unfinished_partscore", "B14"),
    ('unfinished_partscore = "50"', "unfinished_partscore", ""),  # a number, not a word
    ('honours = "maybe"', "honours", "B7"),
    ("vulnerability = 1", "vulnerability", ""),
    ('vulnerability = "east-west"', "vulnerability", "B21"),
    ('chicago_scoring = "imps"', "chicago_scoring", "B27"),
    ('rounding = "ten"', "rounding", "B32"),
    ('undertricks = "1975"', "undertricks", "B6"),
    ("redoubled_insult = 200", "redoubled_insult", "B4"),
    ("clean_rubber = 800", "clean_rubber", "B13"),
    ("clean_rubber = true", "clean_rubber", ""),
    ("cleanrubber = 750", "cleanrubber", ""),  # no such option
], ids=["scoring", "unfinished-partscore", "unfinished-partscore-a-word", "honours",
        "vulnerability-a-number", "vulnerability", "chicago-scoring", "rounding", "undertricks",
        "redoubled-insult", "clean-rubber", "clean-rubber-a-flag", "no-such-option"])
def test_each_option_out_of_its_values_is_reported_on_its_key(line, key, rule):
    text = file_with(line)
    assert problems_of(text) == [(key, rule, line_of(text, line))]


def test_the_preset_is_one_of_bridges():
    text = file_with().replace('preset = "rubber"', 'preset = "classic"')
    assert problems_of(text) == [("preset", "B20", line_of(text, 'preset = "classic"'))]


@pytest.mark.parametrize("line, read_as", [
    ("honours = false", HonoursRule.OFF), ("honours = true", HonoursRule.ON),
    ('rounding = "Hundred"', Rounding.HUNDRED)])
def test_an_option_said_another_way_reads_as_its_value(line, read_as):
    back, problems = read(file_with(line))
    assert problems == [] and read_as in (back.rules.honours, back.rules.rounding)


@pytest.mark.parametrize("table, players", [
    ("pairs", ("Anna", "Boris", "Vera")),
    ("pairs", tuple(f"P{n}" for n in range(13))),
    ("individual", ("Anna", "Boris", "Vera", "Gleb", "Dima")),
], ids=["pairs-of-three", "pairs-of-thirteen", "individual-of-five"])
def test_b30_the_players_a_table_seats(table, players):
    text = file_with(table=table, players=players)
    written = next(line for line in text.splitlines() if line.startswith("players ="))
    assert problems_of(text) == [("players", "B30", line_of(text, written))]


def test_b30_a_table_bridge_does_not_keep():
    text = file_with(table="dummy")
    assert problems_of(text) == [("table", "B30", line_of(text, 'table = "dummy"'))]


def test_a_table_of_five_to_twelve_and_an_individual_one_read():
    for table, players in (("pairs", (*PLAYERS, "Dima")), ("individual", PLAYERS)):
        back, problems = read(file_with(table=table, players=players))
        assert problems == [] and back.table is BridgeTable(table) and back.players == players


def test_the_hints_of_a_bridge_file_say_its_lines():
    from vintscore.games.bridge.codec import CONTRACT_HINT, HONOURS_HINT, RULES_HINTS
    from vintscore.glossary import say
    assert say(RULES_HINTS[0], "en") == ('add a [rules] table with preset = "rubber" or '
                                         'preset = "chicago" (the options not written come '
                                         "from the preset)")
    assert say(RULES_HINTS[1], "ru") == 'напишите [rules] отдельной строкой, а под ней preset = "rubber"'
    assert say(CONTRACT_HINT, "en").startswith('write contract = "4S": a level 1 to 7')
    assert say(HONOURS_HINT, "ru").startswith('напишите honours = "Gleb:4" (четыре козырных')
    _, (problem,) = read(file_with(event='kind = "deal"\ncontract = "4Q"\ndeclarer = "Anna"\n'
                                         'tricks = 10'))
    assert problem.hint_msg == CONTRACT_HINT
