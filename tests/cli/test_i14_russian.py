"""A Russian session is Russian everywhere, and the small messages say the true reason
(issue 14, items 2 and 7)."""
from __future__ import annotations

from helpers_cli.vintcli import new, ok, refused, run

NT = ("1NT", "Anna", "7", "-a", "2")


# -- item 7: the small messages say the true reason and the fix -------------------------

def test_a_negative_amount_read_as_an_option_is_told_to_go_after_the_double_dash(sessions_dir):
    new()
    r = refused(2, "adjust", "Boris", "-500")
    assert "no option '-5'" not in r.stderr
    assert "error: -500 is read as an option, not as a negative number" in r.stderr
    # docs/contract.md, "Conventions": options first, then --, then the number
    assert "hint: put -- before a negative number, after the options: vint adjust Boris -- -500" \
        in r.stderr
    r = refused(2, "adjust", "Boris", "-500", "--reason", "correction")
    assert "vint adjust Boris --reason correction -- -500" in r.stderr
    ok("adjust", "Boris", "--reason", "correction", "--", "-500")  # the line it offers works


def test_a_negative_amount_in_a_russian_session_is_told_in_russian(sessions_dir):
    new("friday", "Anna,Boris,Vera,Gleb", "--lang", "ru")
    r = run("adjust", "Boris", "-500", "--lang", "ru")
    assert r.exit_code == 2 and r.stdout == ""
    assert "-500 прочитано как параметр, а не как отрицательное число" in r.stderr
    assert "поставьте -- перед отрицательным числом" in r.stderr


def test_setting_and_clearing_one_field_at_once_is_a_contradiction(sessions_dir):
    new()
    ok("deal", "3H", "Anna", "9", "-h", "3", "-a", "2")
    r = refused(1, "edit", "1", "--honours", "4", "--no-honours")
    assert "honours missing" not in r.stderr
    assert r.stderr.startswith("error: --honours and --no-honours contradict each other")
    assert "hint: give --honours to set the value, or --no-honours to clear it, not both" in r.stderr
    r = refused(1, "edit", "1", "--first", "Anna", "--no-first")
    assert "--first and --no-first contradict each other" in r.stderr


def test_rescore_with_a_changed_option_is_titled_by_what_changed(sessions_dir):
    new()
    ok("deal", "3H", "Anna", "9", "-h", "3", "-a", "2")
    out = ok("rescore", "--rules", "classic", "--rule", "tricks_counted=over_six").stdout
    assert out.splitlines()[0] == "Scored by classic, and by classic, modified: tricks_counted=over_six:"
    assert ok("rescore", "--rules", "classic").stdout.splitlines()[0] == (
        "Scored by classic, and by classic:")


def test_editing_an_all_pass_with_nothing_to_change_says_what_an_all_pass_holds(sessions_dir):
    new()
    ok("deal", *NT)
    ok("pass")
    r = refused(1, "edit", "2")
    assert "needs the number of a deal" not in r.stderr
    assert r.stderr.startswith("error: event 2 is an all-pass: nothing to change was given")
    assert "vint edit 2 --note TEXT" in r.stderr and "vint void 2" in r.stderr
    ok("edit", "2", "--note", "four passes")  # what it offers works
    ok("void", "2")
    r = run("edit", "1")  # a deal: the hint names its fields, as before
    assert "event 1" in r.stderr and "--tricks" in r.stderr


# -- item 2: help and usage errors follow the session ------------------------------------

def test_help_and_usage_errors_follow_a_russian_session(sessions_dir):
    new("friday", "Аня,Боря,Вера,Глеб", "--lang", "ru")
    out = ok("deal", "--help").stdout  # no --lang, an English locale: the session's language
    assert out.startswith("Использование: vint deal") and "Аргументы:" in out
    r = run("deal", "3ч")
    assert r.exit_code == 2 and "ошибка: не хватает аргумента" in r.stderr
    r = run("deal", "--bogus")
    assert r.exit_code == 2 and "нет параметра" in r.stderr and "это запись винта" in r.stderr
    assert ok("deal", "--help", "--lang", "en").stdout.startswith("Usage: vint deal")  # --lang wins


def test_help_follows_the_session_named_by_s(sessions_dir):
    new("friday")  # English, current
    new("пятница", "Аня,Боря,Вера,Глеб", "--lang", "ru")
    ok("use", "friday")
    assert ok("deal", "--help").stdout.startswith("Usage: vint deal")
    assert ok("deal", "--help", "-s", "пятница").stdout.startswith("Использование: vint deal")


# -- item 2: notation and money in a Russian session -----------------------------------

def _russian_evening():
    made = ok("new", "friday", "--players", "Аня,Боря,Вера,Глеб", "--lang", "ru", "--stake", "0.5")
    assert "ставка 0,50 " in made.stdout  # not «0.5»: two decimals and the comma (review 57)
    ok("deal", "2NT", "Аня", "8", "-a", "2")
    ok("deal", "4H", "Боря", "10", "-h", "4", "-a", "2", "--coronet", "Боря:H:4")
    ok("deal", "3S", "Вера", "9", "-h", "3", "-a", "3", "--coronet", "Вера:aces:3")


def test_a_russian_log_writes_contracts_and_coronets_in_russian(sessions_dir):
    _russian_evening()
    log = ok("log").stdout
    assert "сдача 2БК" in log and "2NT" not in log
    assert "коронка Боря:ч:4" in log and "коронка Вера:тузы:3" in log
    assert ":H:" not in log and "aces" not in log
    # the file keeps its notation
    text = (sessions_dir / "friday.toml").read_text(encoding="utf-8")
    assert 'contract = "2NT"' in text and '"Боря:H:4"' in text and '"Вера:aces:3"' in text


def test_russian_money_takes_the_decimal_comma_but_json_csv_and_the_file_keep_the_point(
        sessions_dir):
    _russian_evening()
    out = ok("settle").stdout
    assert "0,50" in out and "0.50" not in out
    data = ok("settle", "--json").stdout
    assert '"stake": "0.50"' in data and "0,50" not in data
    csv = ok("export", "--format", "csv").stdout
    assert "0,50" not in csv  # CSV: the point (spreadsheets and scripts read it; the comma is its separator)
    assert 'stake = "0.50"' in (sessions_dir / "friday.toml").read_text(encoding="utf-8")
    md = ok("export", "--format", "md").stdout
    assert "0,50" in md and "0.50" not in md
