"""Messages of the command line (vintscore/cli): (English, Russian)."""

MESSAGES: dict[str, tuple[str, str]] = {
    "cli.error": ("error: {message}", "ошибка: {message}"),
    "cli.error_at": ("error: {where}: {message}", "ошибка: {where}: {message}"),
    "cli.hint": ("hint: {hint}", "подсказка: {hint}"),
    "cli.no_language": ("no language {lang!r}", "нет языка {lang!r}"),
    "cli.no_language.hint": ("--lang en or --lang ru", "--lang en или --lang ru"),
    "cli.internal_error": (
        "error: internal error in vintscore ({error}); nothing was written. Set "
        "VINTSCORE_DEBUG=1 to see the details.",
        "ошибка: внутренняя ошибка vintscore ({error}); ничего не записано. "
        "VINTSCORE_DEBUG=1 покажет подробности."),
}
