"""The native editor's last rows (the review of the Russian text, issue 14), each asserted in real
command output of a Russian session: one row of the table below per row of the review,
its id naming the review's row (issue 14, item 2)."""
from __future__ import annotations

import re

import pytest
from helpers_cli.vintcli import run

RU = {"LANG": "ru_RU.UTF-8"}


def _vint(*args: str) -> None:
    r = run(*args)
    assert r.exit_code == 0, (args, r.stdout, r.stderr)


def _pairs() -> None:
    _vint("new", "пары", "--players", "Аня,Боря,Вера,Глеб", "--lang", "ru", "--stake", "0.5")
    _vint("deal", "2NT", "Аня", "8", "-a", "2")
    _vint("deal", "4H", "Боря", "10", "-h", "4", "-a", "2")  # Боря и Глеб ahead: a minus


def _dummy() -> None:
    _vint("new", "болван", "--players", "Аня,Боря,Вера", "--table", "dummy", "--lang", "ru")
    _vint("deal", "3H", "Аня", "9", "-h", "3", "-a", "2")
    _vint("deal", "4S", "болван", "10", "-h", "4", "-a", "2", "--coronet", "болван:S:4")
    _vint("deal", "2NT", "Боря", "6", "-a", "2", "--revoke", "болван")


def _two() -> None:
    _vint("new", "двое", "--players", "Аня,Боря", "--table", "two", "--lang", "ru")
    _vint("deal", "3S", "болван-Боря", "9", "-h", "3", "-a", "2")


def _pulya() -> None:
    _vint("new", "пуля", "--game", "преферанс", "--players", "Аня,Боря,Вера", "--rules",
          "сочинка", "--lang", "ru")
    _vint("deal", "7H", "Боря", "6", "--whist", "Аня=3", "--whist", "Вера=1")
    _vint("deal", "6S", "Аня", "6", "--whist", "Боря=4", "--pass", "Вера")


def _folder(sessions_dir) -> None:
    """An evening, a pulya and a file that does not read, for `vint stats`."""
    _pairs()
    _pulya()
    (sessions_dir / "broken.toml").write_text("garbage = [\n", encoding="utf-8")


def _wrong_players(sessions_dir) -> None:
    _pairs()
    path = sessions_dir / "пары.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"Аня", "Боря", "Вера", "Глеб"', '"Аня", "Боря", "Вера"'),
                    encoding="utf-8")


def _adjusted() -> None:
    _vint("new", "штраф", "--players", "Аня,Боря,Вера,Глеб", "--lang", "ru")
    _vint("adjust", "Аня", "--reason", "штраф", "--", "-300")


SETUPS = {"adjusted": _adjusted, "pairs": _pairs, "dummy": _dummy, "two": _two, "pulya": _pulya, "none": lambda: None}
FOLDERS = {"folder": _folder, "wrong_players": _wrong_players}

DATE = r"\d\d\.\d\d\.\d{4}"
# (setup, command, exit code, texts that must be there, texts that must not, regexes)
ROWS = [
    # 48: the dummy is «болван» everywhere
    pytest.param("dummy", ("log",), 0,
                 ["играет болван", "ренонс болван", "болван:п:4", "коронка (болван ♠Т-К-Д-В)",
                  "Аня и болван:"],
                 ["dummy", "&"], [], id="ru-48-dummy-log"),
    pytest.param("dummy", ("sheet",), 0, ["│ Аня и болван"], ["dummy"], [], id="ru-48-dummy-sheet"),
    pytest.param("dummy", ("settle",), 0, ["Аня и болван – Боря и Вера"], ["dummy"], [],
                 id="ru-48-dummy-settle"),
    pytest.param("dummy", ("rotation",), 0, ["Боря и болван – Аня и Вера"], ["dummy"], [],
                 id="ru-48-dummy-rotation"),
    pytest.param("dummy", ("export", "--format", "md"), 0, ["| # | Аня и болван | Боря и Вера |"],
                 ["dummy"], [], id="ru-48-dummy-export-md"),
    pytest.param("dummy", ("deal", "1NT", "Аня", "7"), 1, ["сколько тузов держали Аня и болван?"],
                 ["dummy"], [], id="ru-48-dummy-refusal"),
    pytest.param("two", ("log",), 0, ["играет болван (Боря)", "Боря и болван:"], ["dummy"], [],
                 id="ru-48-two-log"),
    # 47: the log says what was entered, as a Russian scorekeeper types it (the sheet and
    # the «записано» column name the cards); a refusal quotes it the same way. Never the
    # file's Latin notation.
    pytest.param("dummy", ("log",), 0, ["болван:п:4", "коронка (болван ♠Т-К-Д-В)"],
                 [":S:"], [], id="ru-47-coronet-log"),
    pytest.param("pairs", ("deal", "4H", "Аня", "10", "-h", "2", "-a", "2", "--coronet",
                           "Аня:ч:3"), 1, ["в коронке «Аня:ч:3»"], [":H:"], [],
                 id="ru-47-coronet-refusal"),
    # 94: «и» between partners, not «&»
    pytest.param("pairs", ("sheet",), 0, ["│ Аня и Вера", "│ Боря и Глеб"], ["&"], [],
                 id="ru-94-and-sheet"),
    pytest.param("pairs", ("log",), 0, ["Аня и Вера: ", "Боря и Глеб: "], ["&"], [],
                 id="ru-94-and-log"),
    pytest.param("pairs", ("export", "--format", "md"), 0, ["| # | Аня и Вера | Боря и Глеб |"],
                 ["&"], [], id="ru-94-and-md"),
    pytest.param("pairs", ("export", "--format", "csv"), 0, [",Аня и Вера,"], ["&"], [],
                 id="ru-94-and-csv"),
    pytest.param("dummy", ("export", "--format", "html", "-o", "-"), 0,
                 [">Аня и болван</th>", "Аня и болван – Боря и Вера<br>"], ["&amp; dummy"],
                 [r'class="num points minus">−\d+<'], id="ru-94-48-63-html"),
    # 62: dates as Russian writes them (ISO stays in CSV and JSON)
    pytest.param("pairs", ("export", "--format", "md"), 0, [], [], [rf"- Начато: {DATE} \d\d:\d\d"],
                 id="ru-62-date-export"),
    pytest.param("pairs", ("sessions",), 0, [], [], [rf"· {DATE}\n"], id="ru-62-date-sessions"),
    pytest.param("folder", ("stats",), 0, [], [], [rf"^1 вечер, {DATE}\n"], id="ru-62-date-stats"),
    pytest.param("pairs", ("history",), 0, [], [], [rf"^   1  {DATE} \d\d:\d\d:\d\d  новая запись"],
                 id="ru-62-date-history"),
    pytest.param("pairs", ("export", "--format", "csv"), 0, [], [],
                 [r"\d{4}-\d\d-\d\dT\d\d:\d\d"], id="ru-62-csv-keeps-iso"),
    # 63: the minus sign «−» on screen and in md; CSV keeps the hyphen-minus for scripts
    pytest.param("pairs", ("sheet",), 0, [], [], [r"сейчас │ −\d+ +│ [+]\d+"],
                 id="ru-63-minus-sheet"),
    pytest.param("pairs", ("settle",), 0, [], [], [r"│ +−\d+ │", r"−\d+,\d\d"],
                 id="ru-63-minus-settle"),
    pytest.param("pairs", ("export", "--format", "md"), 0, [], [], [r"\*\*−\d+\*\* \| −\d+,\d\d"],
                 id="ru-63-minus-md"),
    pytest.param("pairs", ("export", "--format", "csv"), 0, [], ["−"], [], id="ru-63-csv-hyphen"),
    pytest.param("adjusted", ("log",), 0, ["поправка −300 над чертой", "Аня и Вера: −300 поправка"],
                 ["-300"], [], id="ru-63-minus-adjustment-log"),
    pytest.param("adjusted", ("sheet",), 0, ["│ −300 поправка: штраф"], ["-300"],
                 [r"итого │ −300"], id="ru-63-minus-adjustment-sheet"),
    pytest.param("pulya", ("sheet",), 0, [], [], [r"итог, висты +[+]\d+ +−\d+"],
                 id="ru-63-minus-pulya"),
    # 81, 82: plurals in stats («вечер», «пуля», an unreadable file counted in the sentence)
    pytest.param("folder", ("stats",), 0, ["предупреждение: пропущена 1 нечитаемая запись: broken.toml"],
                 ["пропущено, не читается"], [], id="ru-81-skipped"),
    pytest.param("folder", ("stats",), 0, ["Преферанс: 1 пуля, "], ["1 запись,"], [r"^1 вечер, "],
                 id="ru-82-evenings-and-pulyas"),
    # 54, 55: help and hints in Russian words
    pytest.param("none", ("new", "--help", "--lang", "ru"), 0,
                 # each game by its Russian name, the word to type beside it (issue 33: the
                 # list is the registry's, in whatever order it has them)
                 ["Игра: ", "винт (vint, по умолчанию)", "преферанс (preferans)", "бридж (bridge)",
                  "преферанс: сочинка, ленинградка, ростовка"], [], [], id="ru-54-help"),
    pytest.param("wrong_players", ("check",), 65, ['players = ["Аня", "Борис", "Вера", "Глеб"]'],
                 ["Anna"], [], id="ru-55-players-hint"),
    # 61, 66, 68: the pulya's log and settlement
    pytest.param("pulya", ("log",), 0, ["Аня — вист, 3 взятки", "Вера — вист, 1 взятка",
                                        "Боря — вист, 4 взятки", "Вера — пас"],
                 ["вистует", "пасует"], [],
                 id="ru-66-whist-and-pass"),
    # issue 23: the vists' rounding and the money's are said apart, the money's once
    pytest.param("pulya", ("settle",), 0,
                 ["Висты округлены до целых так, чтобы сумма осталась нулевой (P10)",
                  "(деньги округлены до копейки по наибольшим остаткам, при равных — по рассадке)"],
                 ["с нулевой суммой"], [r"^Расчёт *\n"], id="ru-68-rounded"),
    pytest.param("pulya", ("sheet",), 0, ["Висты округлены до целых так, чтобы сумма осталась нулевой"],
                 [], [], id="ru-68-rounded-sheet"),
    pytest.param("none", ("log", "-s", "pulya", "--lang", "ru"), 0,
                 ["пули закрыты; пуля закрыта"], ["; Пуля закрыта"], [], id="ru-61-closed-listed"),
    # the Preferans sheet explains itself without rule ids, as Vint's does; refusals keep them
    pytest.param("none", ("sheet", "-s", "pulya", "--lang", "ru"), 0,
                 ["* с помощью другого игрока.\n", "Пуля закрыта: рассчитайтесь"], ["(P11)", "(P1)"], [],
                 id="ru-pref-marks-without-ids"),
    pytest.param("pulya", ("deal", "6S", "Аня", "6", "--whist", "Боря=3"), 1, ["«vint rules P"], [],
                 [r"\(P\d+\)"], id="ru-pref-refusal-keeps-its-id"),
    # 58: «ёлочки», not Python's quotes, around what was typed and around commands
    pytest.param("pairs", ("deal", "3H", "Юра", "9"), 1,
                 ["за этим столом нет игрока «Юра»", "см. «vint rules V2»"], ["'Юра'", "'vint"], [],
                 id="ru-58-quotes"),
    pytest.param("pairs", ("deal", "2H"), 2, ["не хватает аргумента «ИГРОК»", "см. «vint deal --help»"],
                 ["'ИГРОК'"], [], id="ru-58-quotes-in-usage-errors"),
    # 37, 38, 41, 87: the partly done rows finished
    pytest.param("none", ("new", "ставка", "--players", "Аня,Боря,Вера,Глеб", "--lang", "ru",
                          "--stake", "0.5"), 0, ["ставка 0,50 за сотню."], ["за 100 очков"], [],
                 id="ru-37-stake"),
    pytest.param("pairs", ("adjust", "Аня", "100"), 2, ["у поправки должна быть причина: она видна на листе"],
                 ["в записи"], [], id="ru-38-sheet-is-list"),
    pytest.param("pairs", ("deal", "3X", "Аня", "7"), 1,
                 ["масти — п, т, б, ч (или S, C, D, H), без козырей — БК (NT)",
                  "уровень от 1 до 7 и масть (п, т, б, ч) или БК: 3ч, 2бк"], [], [], id="ru-41-contract"),
    pytest.param("pairs", ("adjust", "Аня", "--reason", "ошибка", "--", "999999999999"), 1,
                 ["— больше, чем бывает за вечер"], ["больше любой записи"], [], id="ru-87-too-big"),
]


@pytest.mark.parametrize("setup, command, code, present, absent, patterns", ROWS)
def test_the_editors_rows_in_real_output(sessions_dir, setup, command, code, present, absent,
                                         patterns):
    if setup in FOLDERS:
        FOLDERS[setup](sessions_dir)
    else:
        SETUPS[setup]()
    r = run(*command, env=RU, width=160)
    out = r.stdout + r.stderr
    assert r.exit_code == code, out
    flat = " ".join(out.split())  # the help and long lines wrap their sentences
    for text in present:
        assert " ".join(text.split()) in flat, f"{text!r} not in\n{out}"
    for text in absent:
        assert text not in out, f"{text!r} in\n{out}"
    for pattern in patterns:
        assert re.search(pattern, out, re.M), f"/{pattern}/ not in\n{out}"
