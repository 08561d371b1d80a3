"""Issue 23, "Words that mislead": what the sheet, the log and the messages say, in both
languages, says what happened and nothing else."""
from __future__ import annotations

import re

from tests.helpers_cli.vintcli import new, ok, run


def flat(text: str) -> str:
    return re.sub(r"[│\s]+", " ", text)


def test_a_seat_given_mid_rubber_says_who_takes_it_not_that_anyone_left(sessions_dir):
    # V12: Anna, sitting out rubber 1, takes Gleb's seat; Gleb sits out the rest of the
    # rubber and plays the next one: he has not left the evening
    new("club", "Anna,Boris,Vera,Gleb,Dmitri")
    ok("deal", "2S", "Boris", "8", "-h", "1", "-a", "2")
    ok("seat", "--replace", "Gleb=Anna")
    sheet = flat(ok("sheet", width=120).stdout)
    assert sheet.count("─ Anna takes Gleb's seat ─") == 2, sheet  # above and below the line
    assert "left" not in sheet and "sat down" not in sheet, sheet
    ru = flat(ok("sheet", "--lang", "ru", width=120).stdout)
    assert ru.count("─ Gleb уступает место, садится Anna ─") == 2, ru
    assert "ушёл" not in ru, ru


def russian_texts() -> dict[str, list[str]]:
    """Every Russian message as the templates it may be said with."""
    from helpers_cli.messages import templates

    from vintscore.glossary import every_message
    return {key: templates(text) for key, text in every_message("ru").items()}


def test_undo_is_said_in_a_card_tables_word_not_programmers_slang(sessions_dir):
    # «Откачено» is a programmer's word; a table says «отменить», «отменено»
    slang = {key: t for key, ts in russian_texts().items() for t in ts
             if re.search(r"откат|откач", t, re.I)}
    assert not slang, slang
    new("friday", "Anna,Boris,Vera,Gleb", "--lang", "ru")
    ok("deal", "2H", "Anna", "8", "-h", "3", "-a", "2")
    out = ok("undo").stdout
    assert out.startswith("Отменено: изменение 2, сдача."), out


def test_a_misdeal_says_the_turn_stays_without_saying_sdacha_twice(sessions_dir):
    # V10, dealing.py: a misdeal passes nothing; «пересдача сдачу не передаёт» said
    # «сдача» twice in four words
    new("friday", "Анна,Борис,Вера,Глеб", "--lang", "ru")
    out = ok("misdeal").stdout.splitlines()
    turn = [line for line in out if "очередь" in line]
    assert turn == ["  после пересдачи очередь не переходит"], out
    assert all(len(re.findall("сдач", line)) <= 1 for line in out), out


def test_an_entry_is_a_zapis_as_a_table_says_not_a_sobytie(sessions_dir):
    # the numbered entries of the sheet are «записи» («Запись 12»), in every message
    events = {key: t for key, ts in russian_texts().items() for t in ts
              if re.search("событи", t, re.I)}
    assert not events, events
    new("friday", "Anna,Boris,Vera,Gleb", "--lang", "ru")
    out = ok("deal", "2H", "Anna", "8", "-h", "3", "-a", "2").stdout
    assert out.startswith("Запись 1: сдача 2♥, играет Anna, 8 взяток"), out
    assert ok("void", "1").stdout.startswith("Запись 1 вычеркнута: "), out
    r = run("edit", "9", "--tricks", "9")
    assert r.exit_code == 1 and r.stderr.startswith("ошибка: нет записи 9: всего 1 запись\n"), r.stderr


def test_the_sheets_total_and_result_rows_are_told_apart_in_russian():
    # «итого» over «итог» looked alike: the result row says «результат», as V11 does
    from vintscore.glossary import Msg, say
    total, result = say(Msg("vint.render.total"), "ru"), say(Msg("vint.render.result"), "ru")
    assert (total, result) == ("итого", "результат")
    # the demo's rubber 1 is finished: its last rows are the games, the total, the result
    demo = ok("sheet", "-s", "demo", "--lang", "ru", width=80).stdout.splitlines()
    labels = [line.split("│")[0].strip() for line in demo if "│" in line]
    assert ["партии", "итого", "результат"] == labels[labels.index("партии"):][:3], demo


def test_the_charts_legend_joins_partners_with_i_in_russian():
    # everything else on the page says «Anna и Vera»; the chart's legend said «Anna & Vera»
    page = ok("export", "-s", "demo", "-f", "html", "-o", "-", "--lang", "ru").stdout
    start = page.index('<svg class="chart"')
    chart = page[start:page.index("</svg>", start)]
    legend = re.findall(r'<text class="label"[^>]*>([^<]*)</text>', chart)
    assert sorted(legend) == ["Anna и Vera", "Boris и Gleb"], legend
    english = ok("export", "-s", "demo", "-f", "html", "-o", "-").stdout
    assert "Anna &amp; Vera</text>" in english


def test_a_members_other_names_are_said_without_a_gender(sessions_dir):
    # «Вера (он же Верочка)» is wrong for a woman: a form that needs no gender
    assert not [t for ts in russian_texts().values() for t in ts if re.search(r"\bон же\b", t)]
    new("friday", "Вера,Boris,Anna,Gleb")
    out = ok("ledger", "--add-member", "Вера", "--alias", "Верочка", "--lang", "ru").stdout
    assert out.startswith("Новый член клуба: Вера (другие имена: Верочка).\n"), out
    ledger = ok("ledger", "--lang", "ru").stdout
    assert "Вера (другие имена: Верочка)" in ledger, ledger


def test_the_logs_arrow_has_one_meaning(sessions_dir):
    # «сдающий: Anna → Anna: пуля +2; Boris → Anna: 4»: the arrow was both "wrote" and
    # "on". It is only "on" (vists written on a player, as payments go to one); what an
    # entry wrote follows '· wrote' / '· записано:'
    ru = flat(ok("log", "-s", "pulya", "--lang", "ru", width=80).stdout)
    assert "1 6♠, играет Anna, 6 взяток; Boris — вист, 2 взятки; Vera — вист, 2 взятки · " \
           "сдающий: Anna · записано: Anna: пуля +2; Boris → Anna: 4; Vera → Anna: 4 " in ru, ru
    players = {"Anna", "Boris", "Vera"}
    assert {(a, b[:-1]) for a, b in re.findall(r"(\S+) → (\S+)", ru)} <= {
        (a, b) for a in players for b in players if a != b}, ru  # from a player to another
    en = flat(ok("log", "-s", "pulya", width=80).stdout)
    assert "→" not in en, en
    assert "· dealt by Anna · wrote Anna: pool +2; Boris: 4 on Anna; Vera: 4 on Anna " in en
    demo = flat(ok("log", "-s", "demo", width=80).stdout)
    assert "→" not in demo and " 4 all pass · dealt by Gleb · wrote an X in rubber 1 " in demo


def test_the_running_table_says_what_d_is(sessions_dir):
    # V12's running table: +D, −D, 0 — where D is the rubber's difference (V11)
    new("club", "Anna,Boris,Vera,Gleb,Dmitri")
    ok("deal", "2S", "Boris", "8", "-h", "1", "-a", "2")
    out = flat(ok("rotation", width=120).stdout)
    assert ("Running table: +D to the winners, -D to the losers, 0 out; D is the rubber's "
            "difference, the winners' total less the losers' (V11, V12)") in out, out
    ru = flat(ok("rotation", "--lang", "ru", width=120).stdout)
    # (Russian output keeps to Cyrillic: Р, as it said before, now with what it is)
    assert ("Итоги: +Р выигравшим, −Р проигравшим, 0 отдыхавшим; Р — разница роббера: итог "
            "выигравших минус итог проигравших (V11, V12)") in ru, ru
    assert "D is the rubber's difference" in flat(ok("rotation", "--help", width=120).stdout)


def test_plays_first_screen_asks_at_the_prompt_not_for_a_shell_command(sessions_dir):
    # the prompt under it wants a contract: 'vint deal 2H Anna 8 -h 3 -a 2' typed there
    # would be refused
    for lang, said in (("en", "No deals yet: answer the questions below, the contract first "
                              "(e.g. 2H)."),
                       ("ru", "Сдач ещё нет: ответьте на вопросы ниже, начиная с игры "
                              "(например, 2ч).")):
        new(f"friday-{lang}", "Anna,Boris,Vera,Gleb", "--lang", lang)
        out = ok("play", input="quit\n").stdout
        assert said in out.splitlines(), out
        assert "vint deal" not in out, out


def test_an_edit_in_play_says_what_the_entry_now_writes_as_vint_edit_does(sessions_dir):
    # 3♥ by Anna, 9 tricks, 3 honours, 2 aces; edited to 10 tricks: Anna & Vera 30×10 = 300
    # below, honours 3×300 + aces 2–2 on the odd trick 2×300 = 1500; Boris & Gleb 30×3 = 90
    new("friday", "Anna,Boris,Vera,Gleb")
    out = ok("play", input="".join(a + "\n" for a in (
        "3H", "Anna", "9", "3", "2", "", "", "y",
        "edit 1", "", "", "10", "", "", "", "", "y", "quit"))).stdout
    said = ["Event 1 changed: deal 3♥ by Anna, 10 tricks, honours 3, aces 2",
            "  now writes Anna & Vera: 300 below, 1500 honours (3 honours + 2 aces, odd trick); "
            "Boris & Gleb: 90 below"]
    assert "\n".join(said) in out, out
    # the very words `vint edit` prints for the same change
    ok("undo")
    edit = ok("edit", "1", "--tricks", "10", width=200).stdout.splitlines()
    assert edit[:2] == said, edit
