"""The command line in Russian: --lang ru, the locale, and the session's own language.

The issue "At the table, in Russian": messages, errors and help in natural Russian with
correct plurals, and the same in English. The English texts are checked word for word by
tests/cli/test_cli*.py; here, that Russian comes when it is asked for (and only then), that
help is drawn from the glossary in both languages, and that nothing lingers between runs.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import typer
from helpers_cli.vintcli import PLAYERS, new, ok, run, toml, typed

from vintscore.cli import COMMANDS, app, build
from vintscore.cli.helptext import MARK, lang_in
from vintscore.glossary import Msg, catalog, say

ROOT = Path(__file__).resolve().parents[2]
RU = {"LC_ALL": "", "LC_MESSAGES": "", "LANG": "ru_RU.UTF-8"}  # a Russian locale
EN = {"LC_ALL": "", "LC_MESSAGES": "", "LANG": "en_GB.UTF-8"}
CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)


def russian(text: str) -> bool:
    return bool(CYRILLIC.search(text))


def refused(code: int, *args, words=(), **kw):
    """Run and require exit `code`, nothing on stdout, an error on stderr (in either language)."""
    result = run(*args, **kw)
    shown = f"vint {' '.join(args)}: exit {result.exit_code}\n{result.stdout}\n{result.stderr}"
    assert result.exit_code == code and result.stdout == "", shown
    assert result.stderr.startswith(("error: ", "ошибка: ")), shown
    for w in words:
        assert w in result.stderr, shown
    return result


def deals(n: int) -> None:
    """n all-passes: events that need nothing but a session."""
    for _ in range(n):
        ok("pass")


# ------------------------------------------------------------------------------------
# Errors and messages in Russian: --lang ru, the locale, the session's file


def test_errors_in_russian_with_lang_ru(sessions_dir):
    new()
    r = refused(1, "void", "9", "--lang", "ru")
    assert r.stderr.startswith("ошибка: нет записи 9: всего 0 записей\n"), r.stderr
    assert "подсказка: их список покажет «vint log»" in r.stderr
    r = refused(1, "deal", "2H", "Anna", "15", "-h", "3", "-a", "2", "--lang", "ru")
    assert r.stderr.startswith("ошибка: сдача не записана: "), r.stderr
    assert "(V2)" in r.stderr
    r = refused(1, "pass", "Anna", "--lang", "RU")  # refused before the session is read
    assert r.stderr == ("ошибка: укажите и ИГРОК, и ВЗЯТКИ (или ни того, ни другого) (V9)\n"
                        "подсказка: vint pass, а при all_pass = play: vint pass Анна 8"
                        " — см. «vint rules V9»\n")  # issue 14: the cited rule, followed up


def test_errors_in_russian_from_the_locale(sessions_dir):
    r = refused(1, "use", "nothing", env=RU)
    # issue 14: the hint names the folder, why it is the one, and how to start or change it
    assert r.stderr == (f"ошибка: нет записи «nothing» в {sessions_dir}\n"
                        f"подсказка: {sessions_dir} — папка записей, потому что задана "
                        "переменная $VINTSCORE_DIR; начните в ней запись: «vint new ИМЯ "
                        "--players A,B,C,D» — или укажите в VINTSCORE_DIR папку, где лежат ваши "
                        "записи\n")
    r = refused(1, "use", "nothing", env=EN)  # any other locale is English
    assert r.stderr.startswith("error: no session 'nothing'"), r.stderr
    r = refused(1, "use", "nothing", "--lang", "en", env=RU)  # --lang wins over the locale
    assert r.stderr.startswith("error: no session 'nothing'"), r.stderr
    ok("new", "friday", "--players", ",".join(PLAYERS), env=RU)  # the session is Russian
    deals(2)
    r = refused(1, "void", "9", env=RU)
    assert r.stderr.startswith("ошибка: нет записи 9: всего 2 записи\n"), r.stderr
    deals(3)
    r = refused(1, "void", "9", env=RU)
    assert r.stderr.startswith("ошибка: нет записи 9: всего 5 записей\n"), r.stderr
    r = refused(1, "void", "9", "--lang", "en", env=RU)
    assert r.stderr.startswith("error: no event 9: the session has 5 events\n"), r.stderr
    r = refused(1, "seat", "--pairs", "Anna", env=RU)
    assert r.stderr == ("ошибка: это не пара для --pairs: «Anna» (V12)\n"
                        "подсказка: два имени через «+», например --pairs Анна+Вера"
                        " — см. «vint rules V12»\n")


def test_a_session_in_russian_speaks_russian(sessions_dir):
    ok("new", "friday", "--players", ",".join(PLAYERS), "--lang", "ru", env=EN)
    assert toml(sessions_dir / "friday.toml")["lang"] == "ru"
    ok("new", "saturday", "--players", ",".join(PLAYERS), env=RU)  # from the locale
    assert toml(sessions_dir / "saturday.toml")["lang"] == "ru"
    ok("new", "sunday", "--players", ",".join(PLAYERS), env=EN)
    assert toml(sessions_dir / "sunday.toml")["lang"] == "en"
    ok("use", "friday")
    ok("pass", env=EN)
    # refused after the session was read, and before (the arguments alone are wrong)
    r = refused(1, "void", "7", env=EN)
    assert r.stderr.startswith("ошибка: нет записи 7: всего 1 запись\n"), r.stderr
    r = refused(1, "pass", "Anna", env=EN)
    assert r.stderr.startswith("ошибка: укажите и ИГРОК, и ВЗЯТКИ"), r.stderr
    r = refused(1, "undo", "-s", "sunday", env=RU)  # an English session in a Russian locale
    assert r.stderr.startswith("error: nothing to undo: the session has no events\n"), r.stderr
    # --lang still chooses, on the command or before it
    r = refused(1, "void", "7", "--lang", "en", env=EN)
    assert r.stderr.startswith("error: no event 7: the session has 1 event\n"), r.stderr
    r = refused(1, "--lang", "en", "void", "7", env=EN)
    assert r.stderr.startswith("error: no event 7: the session has 1 event\n"), r.stderr
    r = refused(1, "--lang", "ru", "void", "7", "-s", "sunday", env=EN)
    assert r.stderr.startswith("ошибка: нет записи 7: всего 0 записей\n"), r.stderr


def test_what_the_commands_print_in_russian(sessions_dir):
    r = ok("new", "friday", "--players", "Анна,Борис,Вера,Глеб", "--lang", "ru")
    assert r.stdout.startswith(f"Создана запись {sessions_dir / 'friday.toml'}: правила "
                               "«классика», ставка 1,00 за сотню. Теперь это текущая запись.\n")  # review 37
    r = ok("deal", "2H", "Анна", "8", "-h", "3", "-a", "2")
    assert r.stdout.startswith("Запись 1: ") and "\n  записано: " in r.stdout, r.stdout
    ok("pass")
    r = ok("check")
    assert r.stdout == (f"{sessions_dir / 'friday.toml'}: всё в порядке — 2 записи, "
                        "1 роббер, игроки Анна, Борис, Вера, Глеб, правила «классика».\n")
    r = ok("void", "2")
    assert r.stdout.startswith("Запись 2 вычеркнута: "), r.stdout
    r = ok("void", "2", "--restore")
    assert r.stdout.startswith("Запись 2 восстановлена: ") and "теперь записано" in r.stdout
    r = ok("edit", "2", "--note", "x")
    assert r.stdout.startswith("Запись 2 изменена: "), r.stdout
    r = ok("undo")  # undo reverts the last change, the edit (issue 13), not the last event
    assert r.stdout.startswith("Отменено: изменение 6, правка.\n  запись 2 теперь: "), r.stdout
    assert "Вернуть изменение: «vint redo»." in r.stdout
    r = ok("sessions", "--lang", "ru")
    assert "записей: 2" in r.stdout, r.stdout  # the undo reverted the edit, both events stay
    r = ok("use", "friday", "--lang", "ru")
    assert r.stdout == "Теперь текущая запись — friday.\n"


def test_a_table_with_the_wrong_number_of_players_is_said_in_whole_sentences(sessions_dir):
    """Issue 12: «преферанса: нужно от 3 до 4 игрока» said the table's name in the genitive
    where it starts the sentence, and the nominative of «игрок» after «до»."""
    r = refused(1, "new", "y", "--game", "preferans", "--players", "A,B", "--lang", "ru")
    assert r.stderr.startswith("ошибка: преферанс: нужно от 3 до 4 игроков, а в «A,B» их 2 (P1)\n"
                               "подсказка: имена в порядке мест за столом, первый сдаёт первым"
                               ), r.stderr
    r = refused(1, "new", "y", "--game", "preferans", "--players", "A,B", "--lang", "en")
    assert r.stderr.startswith("error: the Preferans table takes 3 to 4 players, got 2 in 'A,B' (P1)\n"
                               ), r.stderr
    r = refused(1, "new", "y", "--players", "A,B", "--lang", "ru")
    assert r.stderr.startswith("ошибка: игра парами: нужно от 4 до 12 игроков, а в «A,B» их 2 "
                               "(V12)\n"), r.stderr
    r = refused(1, "new", "y", "--players", "A,B,C", "--table", "two", "--lang", "ru")
    assert r.stderr.startswith("ошибка: игра вдвоём: нужно 2 игрока, а в «A,B,C» их 3 (V12)\n"
                               ), r.stderr
    assert not (sessions_dir / "y.toml").exists()


def test_a_refusal_names_the_change_in_russian(sessions_dir):
    new("friday", ",".join(PLAYERS), "--lang", "ru")
    ok("deal", "2H", "Anna", "8", "-h", "3", "-a", "2")
    r = refused(1, "edit", "1", "--declarer", "Nobody")
    assert r.stderr.startswith("ошибка: правка не записана: запись 1 была бы невозможной: "), (
        r.stderr)
    r = refused(1, "edit", "1", "--amount", "5")
    assert r.stderr == ("ошибка: --amount здесь не подходит: запись 1 — сдача\n"
                        "подсказка: какие параметры к каким записям подходят, говорит "
                        "«vint edit --help»; чтобы изменить вид записи, отмените её и "
                        "введите заново\n")


def test_the_honours_are_asked_for_in_russian(sessions_dir, monkeypatch):
    new("friday", ",".join(PLAYERS), "--lang", "ru")
    monkeypatch.setattr("vintscore.cli.record.at_terminal", lambda: True)
    r = ok("deal", "2H", "Anna", "8", input=typed("x", "9", "3", "2"))
    asked = r.stdout.split("Запись 1", 1)[0]
    assert asked.count("сколько козырных онёров (Т К Д В 10, козыри — червы), 0–5") == 3
    assert asked.count("сколько тузов, 0–4") == 1
    assert "нужно число от 0 до 5, а не 9" in r.stderr


def test_a_wrong_language_is_refused_in_english(sessions_dir):
    new()
    r = refused(1, "sheet", "--lang", "xx", env=RU)
    assert r.stderr == "error: no language 'xx'\nhint: --lang en or --lang ru\n"
    refused(1, "--lang", "xx", "sheet", words=["no language 'xx'"])


def test_the_language_does_not_linger_between_runs(sessions_dir):
    new()
    refused(1, "void", "9", "--lang", "ru")
    refused(1, "--lang", "ru", "void", "9")
    r = refused(1, "void", "9", env=EN)
    assert r.stderr.startswith("error: no event 9"), r.stderr


# ------------------------------------------------------------------------------------
# Help in Russian and in English


def help_of(*args: str, env: dict | None = None, the_app: typer.Typer = app) -> str:
    return ok(*args, "--help", env=env, the_app=the_app).stdout


def games_listed(lang: str) -> str:
    """The registry's games by their names in words, as the language lists them ('A, B or
    C'): what `vint --help` says (issue 33: no catalogue names the games by hand)."""
    from vintscore.glossary import Msg, say
    from vintscore.registry import names
    said = [say(Msg(f"{game}.name"), lang) for game in names()]
    last = {"en": " or ", "ru": " или "}[lang]
    return ", ".join(said[:-1]) + last + said[-1] if len(said) > 1 else said[0]


def test_help_in_russian_with_lang_ru():
    top = help_of("--lang", "ru")
    assert top.startswith("Использование: vint [ПАРАМЕТРЫ] КОМАНДА [АРГУМЕНТЫ]...\n")
    assert (f"Запись карточного вечера ({games_listed('ru')}): сдачи, лист записи, расчёт."
            in " ".join(top.split())), top
    for words in ("Параметры:", "Команды:",
                  "Записать сыгранную сдачу.", "Показать эту справку и выйти."):
        assert words in top, top
    deal = help_of("deal", "--lang", "ru")
    # TRICKS is optional since Preferans (a deal given up without three has none)
    assert deal.startswith("Использование: vint deal [ПАРАМЕТРЫ] {ИГРА} {ИГРОК} [ВЗЯТКИ]")
    for words in ("Аргументы:", "Игра: 3ч, 3♥, 2БК, … (по-латински тоже можно: 3H, 2NT)",
                  "Сколько взяток взяли назначившие, 0–13",
                  "Козырные онёры (Т К Д В 10) у назначивших",
                  "Язык вывода (по умолчанию — язык записи"):
        assert words in deal, deal
    assert help_of("deal", "--lang=ru") == deal
    assert help_of("--lang", "ru", "deal") == deal


def test_help_in_russian_from_the_locale():
    assert help_of("deal", env=RU) == help_of("deal", "--lang", "ru")
    assert help_of("deal", env=RU, the_app=build(["deal"])) == help_of("deal", "--lang", "ru")
    assert help_of(env=RU).startswith("Использование: vint")
    assert help_of("deal", "--lang", "en", env=RU) == help_of("deal", env=EN)


def test_help_in_english_is_unchanged():
    top = help_of(env=EN)
    assert top.startswith("Usage: vint [OPTIONS] COMMAND [ARGS]...\n\n  Keep the score of an ")
    assert (f"Keep the score of an evening of {games_listed('en')}: deals, the sheet, the "
            "settlement. A rule a message cites by its id is explained by 'vint rules ID'."
            in " ".join(top.split())), top
    assert "\nCommands:\n  new       Start a session and make it the current one.\n" in top
    assert "  --help                Show this message and exit.\n" in top
    deal = help_of("deal", env=EN)
    assert deal.startswith("Usage: vint deal [OPTIONS] {CONTRACT} {DECLARER} [TRICKS]\n\n"
                           "  Record a played deal.\n\n  Prints what it wrote for whom, then "
                           "the rubber's sheet.\n\nArguments:\n  CONTRACT  The contract: 3H, "
                           "3♥, 3ч, 2NT, 2БК, …  [required]\n")
    assert "  -a, --aces <int>             Aces held by the declaring side, 0-4.\n" in deal


@pytest.mark.parametrize("command", list(COMMANDS))
def test_every_help_is_said_in_both_languages(command):
    en, ru = help_of(command, env=EN), help_of(command, env=RU)
    assert MARK + "cli." not in en and MARK + "cli." not in ru
    assert ru != en and russian(ru)
    # English help has no Russian but the examples of Russian input
    assert not russian(en.replace("Винт", "").replace("3ч", "").replace("2БК", "")), en


def test_a_fixed_language_does_not_leak_into_other_apps():
    ru_app = build(lang="ru")
    assert help_of("deal", the_app=ru_app, env=EN).startswith("Использование:")
    assert help_of("deal", the_app=ru_app, env=EN) == help_of("deal", the_app=ru_app, env=EN)
    assert help_of("deal", env=EN).startswith("Usage:")
    assert help_of("deal", the_app=build(lang="en"), env=RU).startswith("Usage:")


def test_every_argument_and_option_names_its_help_in_the_glossary():
    group = typer.main.get_command(build())  # as Typer makes it, before a run says it
    assert group.help == MARK + "cli.help.vint"
    for name, command in group.commands.items():
        assert command.help == MARK + f"cli.help.{name}", name
        for param in command.params:
            assert isinstance(param.help, str) and param.help.startswith(MARK), (name, param.name)
            assert param.help[len(MARK):] in catalog(), (name, param.help)


def test_the_keys_written_in_the_code_exist():
    """Help keys ("@vint.cli.help.deal.aces") and keys chosen before Msg() is called."""
    keys = catalog()
    found = 0
    for path in (ROOT / "vintscore" / "cli").glob("*.py"):
        for key in re.findall(r'"@?(cli\.[a-z_.]+)"', path.read_text(encoding="utf-8")):
            assert key in keys, f"{path.name}: {key}"
            found += 1
    assert found > 100


@pytest.mark.parametrize("args, lang", [
    (["deal", "--lang", "ru"], "ru"), (["--lang=ru", "deal"], "ru"), (["--lang", " RU "], "ru"),
    (["--lang", "xx"], None), (["deal", "--", "--lang", "ru"], None), (["--lang"], None),
    (["--lang", "ru", "--lang", "en"], "en")])
def test_the_language_of_the_help_is_found_among_the_arguments(args, lang):
    assert lang_in(args) == lang


def test_vint_help_in_russian_in_a_real_process(sessions_dir):
    """main() builds the app for the run: `vint deal --help --lang ru`, `LANG=ru_RU vint --help`."""
    env = dict(os.environ, VINTSCORE_DIR=str(sessions_dir), COLUMNS="80", NO_COLOR="1")
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        env.pop(var, None)
    r = subprocess.run([sys.executable, "-m", "vintscore", "deal", "--help", "--lang", "ru"],
                       capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
    assert r.returncode == 0 and r.stdout.startswith("Использование: vint deal"), r.stderr
    r = subprocess.run([sys.executable, "-m", "vintscore", "--help"], capture_output=True,
                       text=True, env=dict(env, LANG="ru_RU.UTF-8"), cwd=ROOT, timeout=60)
    assert r.returncode == 0 and "Команды:" in r.stdout, r.stderr
    r = subprocess.run([sys.executable, "-m", "vintscore", "--help"], capture_output=True,
                       text=True, env=env, cwd=ROOT, timeout=60)
    assert r.returncode == 0 and "Commands:" in r.stdout and not russian(
        r.stdout.replace("Винт", "")), r.stdout


def test_say_of_a_help_key_is_the_english_help():
    assert say(Msg("vint.cli.help.deal.aces"), "en") == "Aces held by the declaring side, 0-4."


# Typer's (Click's) usage errors come with English words of their own; vint says them as
# it says its own errors, in the run's language: the usage line, "error: …", "hint: …".
USAGE_MISTAKES = [
    pytest.param(["deal", "2H"], "missing argument 'DECLARER'",
                 "не хватает аргумента «ИГРОК»", "see 'vint deal --help'",
                 "см. «vint deal --help»", id="missing-argument"),
    pytest.param(["new", "x"], "missing option '--players'", "не указан параметр «--players»",
                 "see 'vint new --help'", "см. «vint new --help»", id="missing-option"),
    pytest.param(["deal", "2H", "Anna", "девять"], "'[TRICKS]' is a number, not 'девять'",
                 "«[ВЗЯТКИ]» — число, а не «девять»", "see 'vint deal --help'",
                 "см. «vint deal --help»", id="not-a-number"),
    # issue 21: a command its game declares names the game whose options it has
    pytest.param(["deal", "2H", "Anna", "9", "--honor", "3"],
                 "'--honor' is not an option of 'vint deal' in a Vint session",
                 "у «vint deal» нет параметра «--honor»: это запись винта",
                 "did you mean --honours, --json, --note?",
                 "возможно, имелось в виду --honours, --json, --note?", id="no-such-option"),
    pytest.param(["dael"], "no command 'dael'", "нет команды «dael»", "did you mean 'deal'?",
                 "возможно, имелось в виду «deal»?", id="no-such-command"),
    pytest.param(["undo", "5"], "unexpected extra arguments: 5", "лишние аргументы: 5",
                 "see 'vint undo --help'", "см. «vint undo --help»", id="extra-argument"),
    pytest.param(["deal", "2H", "Anna", "9", "-a", "2", "-h"], "'-h' needs a value after it",
                 "после «-h» нужно значение", None, None, id="option-without-value"),
    pytest.param(["sheet", "--json=yes"], "'--json' takes no value",
                 "«--json» пишется без значения", None, None, id="flag-with-value"),
]


@pytest.mark.parametrize("args, en, ru, hint_en, hint_ru", USAGE_MISTAKES)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_usage_mistakes_are_said_in_the_run_language(sessions_dir, args, en, ru, hint_en,
                                                     hint_ru, lang):
    new()
    before = (sessions_dir / "friday.toml").read_bytes()
    result = run("--lang", lang, *args)
    shown = f"{args}: exit {result.exit_code}\n{result.stdout}\n{result.stderr}"
    assert result.exit_code == 2 and result.stdout == "", shown  # docs/contract.md, "Exit codes": usage, exit 2
    lines = result.stderr.splitlines()
    error, hint = ("error: " + en, hint_en) if lang == "en" else ("ошибка: " + ru, hint_ru)
    assert error in lines, shown
    if hint is not None:
        assert ("hint: " if lang == "en" else "подсказка: ") + hint in lines, shown
    assert not any(line.startswith(("Error:", "Try ")) for line in lines), shown  # Click's own
    if lang == "ru":
        assert all(russian(line) for line in lines if line.startswith(("ошибка", "подсказка",
                                                                           "Использование"))), shown
    assert (sessions_dir / "friday.toml").read_bytes() == before


def test_a_russian_locale_says_usage_mistakes_in_russian(sessions_dir):
    # made in a Russian locale, the session is Russian (help and usage errors follow the
    # session, issue 14: an English session's are English; tests/cli/test_i14_russian.py)
    ok("new", "friday", "--players", "Anna,Boris,Vera,Gleb", env=RU)
    result = run("deal", "2H", env=RU)
    assert result.exit_code == 2
    assert result.stderr.splitlines()[:2] == [
        "Использование: vint deal [ПАРАМЕТРЫ] {ИГРА} {ИГРОК} [ВЗЯТКИ]",
        "ошибка: не хватает аргумента «ИГРОК»"], result.stderr


def test_end_of_input_at_a_question_is_said_and_writes_nothing(sessions_dir, monkeypatch):
    """At a terminal, missing honours are asked for (V2); the input ending there (Ctrl-D)
    stops the command with exit 1 and nothing written, in the run's language."""
    new()
    before = (sessions_dir / "friday.toml").read_bytes()
    monkeypatch.setattr("vintscore.cli.record.at_terminal", lambda: True)
    for lang, said in (("en", "stopped at a question: nothing was written"),
                       ("ru", "остановлено на вопросе: ничего не записано")):
        result = run("--lang", lang, "deal", "2H", "Anna", "8", input="")
        assert result.exit_code == 1, result.stderr
        assert result.stderr.splitlines()[-1] == said, result.stderr
        assert (sessions_dir / "friday.toml").read_bytes() == before


@pytest.mark.parametrize("args, option, values_en, values_ru", [
    pytest.param(["deal", "2H", "Anna", "8", "-h", "3", "-a", "2", "-h", "4"], "-h",
                 "'3' and '4'", "«3» и «4»", id="short"),
    pytest.param(["deal", "2H", "Anna", "8", "--honours=3", "-a", "2", "-h4"], "--honours",
                 "'3' and '4'", "«3» и «4»", id="long-and-attached"),
    pytest.param(["adjust", "Anna", "50", "--reason", "a", "--reason", "b"], "--reason",
                 "'a' and 'b'", "«a» и «b»", id="adjust-reason"),
])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_option_given_twice_with_two_values_is_refused(sessions_dir, args, option, values_en,
                                                          values_ru, lang):
    """Click would keep the last value without a word; at the table either may be the slip."""
    new()
    before = (sessions_dir / "friday.toml").read_bytes()
    result = run("--lang", lang, *args)
    assert result.exit_code == 2 and result.stdout == "", result.stderr
    said = (f"error: {option} given more than once, as {values_en}: give it once" if lang == "en"
            else f"ошибка: {option} указан несколько раз ({values_ru}): укажите один раз")
    assert said in result.stderr.splitlines(), result.stderr
    assert (sessions_dir / "friday.toml").read_bytes() == before


def test_the_groups_lang_given_twice_with_two_values_is_refused(sessions_dir):
    """`vint --lang en --lang ru sheet`: the group's own option, like a command's. The
    command's --lang after its name is the command's own option, not a repeat."""
    new()
    result = run("--lang", "ru", "--lang", "en", "sheet")
    assert result.exit_code == 2 and result.stdout == "", result.stderr
    assert "error: --lang given more than once, as 'ru' and 'en': give it once" in \
        result.stderr.splitlines(), result.stderr
    assert ok("--lang", "ru", "--lang", "ru", "sheet").stdout.startswith("Сдач ещё нет")
    assert ok("--lang", "en", "sheet", "--lang", "ru").stdout.startswith("Сдач ещё нет")


def test_an_option_repeated_with_the_same_value_or_a_repeatable_one_is_taken(sessions_dir):
    new()
    ok("deal", "2H", "Anna", "8", "-h", "3", "-a", "2", "--honours", "3")
    ok("deal", "1S", "Boris", "7", "-h", "3", "-a", "2", "--revoke", "Anna", "--revoke", "Vera")
    ok("deal", "1S", "Boris", "7", "-h", "3", "-a", "2", "--note", "-h")
    events = toml(sessions_dir / "friday.toml")["events"]
    assert events[0]["honours"] == 3 and events[1]["revokes"] == ["Anna", "Vera"]
    assert events[2]["note"] == "-h"
