"""Messages of `vint play`, the deal-by-deal mode (cli/play.py)."""

MESSAGES: dict[str, tuple[str, str]] = {
    "cli.help.play": (
        "Keep the evening deal by deal: asks for each deal, shows what it will write, and "
        "saves it when confirmed. At any prompt: pass, undo, edit N, sheet, quit.",
        "Вести вечер сдача за сдачей: спрашивает каждую сдачу, показывает, что запишет, и "
        "сохраняет после подтверждения. В любом вопросе: пас, отмена, правка N, лист, выход."),
    "play.hello": (
        "Deal by deal. At any prompt: pass (an all-pass), undo (the last event), edit N, "
        "sheet, quit. Each deal is saved as soon as you confirm it.",
        "Сдача за сдачей. В любом вопросе: пас (распасовка), отмена (последнее событие), "
        "правка N, лист, выход. Каждая сдача сохраняется сразу после подтверждения."),
    "play.bye": ("Done: every confirmed deal is saved.",
                 "Готово: все подтверждённые сдачи сохранены."),
    "play.again": ("  {message} — {hint}", "  {message} — {hint}"),
    "play.again.plain": ("  {message}", "  {message}"),
    "play.ask.contract": ("Contract (e.g. 3H, 2NT)", "Игра (например 3ч, 2бк)"),
    "play.ask.declarer": ("Declarer ({players})", "Назначил ({players})"),
    "play.ask.partner": ("Partner of the declarer", "Партнёр назначившего"),
    "play.ask.tricks": ("Tricks taken by the declarers (0-13)",
                        "Взяток у назначивших (0-13)"),
    "play.ask.honours": ("Trump honours {strain} held by {side} (0-5)",
                         "Онёров в козырях {strain} у стороны {side} (0-5)"),
    "play.ask.aces": ("Aces held by {side} (0-4)", "Тузов у стороны {side} (0-4)"),
    "play.ask.coronets": ("Coronets, e.g. Vera:H:4 Boris:aces:3 (blank for none)",
                          "Коронки, например Вера:ч:4 Борис:тузы:3 (пусто — нет)"),
    "play.ask.revokes": ("Revokes: a player of the side for each (blank for none)",
                         "Ренонсы: игрок стороны на каждый (пусто — нет)"),
    "play.ask.first": ("Both sides reached {target}: a player of the side that got there first",
                       "Обе стороны набрали {target}: игрок стороны, набравшей первой"),
    "play.what.tricks": ("tricks", "взяток"),
    "play.what.honours": ("honours", "онёров"),
    "play.what.aces": ("aces", "тузов"),
    "play.range": ("the answer is 0 to {high}, got {got}", "ответ от 0 до {high}, а не {got}"),
    "play.will_write": ("It writes {text}", "Будет записано: {text}"),
    "play.confirm": ("Write it? (y = yes, n = enter it again)", "Записать? (д — да, н — заново)"),
    "play.again_deal": ("Not written: enter the deal again (your answers are offered).",
                        "Не записано: введите сдачу заново (прежние ответы предложены)."),
    "play.saved": ("Saved as event {number}.", "Сохранено как событие {number}."),
    "play.passed": ("An all-pass, saved as event {number}.",
                    "Распасовка, сохранена как событие {number}."),
    "play.undone": ("Removed the last event: {text}", "Удалено последнее событие: {text}"),
    "play.edited": ("Event {number} changed.", "Событие {number} исправлено."),
    "play.edit_what": ("edit needs the number of a deal, got {given!r}",
                       "для правки нужен номер сдачи, а не {given!r}"),
    "play.edit_what.hint": ("type edit N, e.g. edit 3 ('vint log' shows the numbers)",
                            "наберите правка N, например правка 3 (номера покажет 'vint log')"),
}
