"""Messages of the exports (export.py)."""

MESSAGES: dict[str, tuple[str, str]] = {
    "export.players": ("Players", "Игроки"),
    "export.rules": ("Rules", "Правила"),
    "export.stake": ("Stake per 100 points", "Ставка за сотню"),
    "export.created": ("Started", "Начато"),
    "export.events": ("Every event", "Все события"),
    "export.finished": ("finished", "окончен"),
    "export.chart": ("Points over the evening", "Очки по ходу вечера"),
    "export.made_by": ("Kept with vintscore.", "Записано в vintscore."),
    "export.csv.session": ("Session", "Запись"),
    "export.csv.event": ("Event", "Событие"),
    "export.csv.kind": ("Kind", "Вид"),
    "export.csv.column": ("Column", "Сторона"),
    "export.csv.where": ("Where", "Где"),
    "export.csv.above": ("above", "над чертой"),
    "export.csv.below": ("below", "под чертой"),
    "export.csv.amount": ("Amount", "Очки"),
    "export.csv.reason": ("Reason", "За что"),
    "export.csv.finished": ("Finished", "Окончен"),
    "export.csv.yes": ("yes", "да"),
    "export.csv.no": ("no", "нет"),
}
