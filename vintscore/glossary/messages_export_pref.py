"""Messages of the Preferans exports (export_pref.py): (English, Russian)."""

MESSAGES: dict[str, tuple[str, str]] = {
    "export.pref.game": ("Game", "Игра"),
    "export.pref.preferans": ("Preferans", "Преферанс"),
    "export.pref.stake": ("Stake per vist", "Ставка за вист"),
    "export.pref.pulya": ("The pulya", "Пуля"),
    "export.pref.rounded": ("Vists are rounded to whole ones so that they still sum to zero "
                            "(P10); the exact column gives each result exactly.",
                            "Висты округлены до целых так, чтобы сумма осталась нулевой (P10); "
                            "в столбце «точно» — точный итог."),
    "export.pref.csv.over": ("Pulya over", "Пуля закрыта"),
    "export.pref.csv.vists": ("Vists", "Висты"),
    "export.pref.csv.exact": ("Exact", "Точно"),
    "export.pref.csv.money": ("Money at {stake} a vist", "Деньги по {stake} за вист"),
    "export.pref.csv.pool": ("Pool", "Пуля"),
    "export.pref.csv.mountain": ("Mountain", "Гора"),
    "export.pref.csv.vists_on": ("Vists on {player}", "Висты на {player}"),
    "export.pref.csv.dealer": ("Dealer", "Сдавал"),
    "export.pref.csv.wrote": ("Wrote", "Записано"),
    "export.pref.csv.void": ("Void", "Отменено"),
}
