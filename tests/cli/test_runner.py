"""The tests' one runner (helpers_cli.vintcli) makes each app's click command once and reuses
it; Typer's own CliRunner makes it afresh for every run. Reusing it must change nothing a
run shows: the group says its help in the run's language on each run, and a run's language
and state are context variables reset when it ends (cli/helptext.py, cli/common.py)."""
from __future__ import annotations

from helpers_cli.vintcli import env_for, ok, run
from typer.testing import CliRunner

from vintscore.cli import app, build

RU = {"LC_ALL": "", "LC_MESSAGES": "", "LANG": "ru_RU.UTF-8"}
EN = {"LC_ALL": "", "LC_MESSAGES": "", "LANG": "en_GB.UTF-8"}


def afresh(*args: str, env: dict | None = None, the_app=app):
    """The run as Typer's CliRunner makes it: the click command built anew for it."""
    return CliRunner().invoke(the_app, list(args), env=env_for(80, env))


def shown(result) -> tuple[int, str, str]:
    return result.exit_code, result.stdout, result.stderr


# Help, usage errors and refusals in both languages, by --lang, the locale and the session's
# own language, one after the other: what one run said must not colour the next.
READING = [
    (("--help",), EN), (("--lang", "ru", "--help"), EN), (("deal", "--help"), EN),
    (("deal", "--help"), RU), (("deal", "--lang", "en", "--help"), RU), (("--help",), None),
    (("sheet",), EN), (("sheet", "--lang", "ru"), EN), (("sheet",), RU),
    (("deal", "9H"), EN), (("deal", "9H", "Anna", "8"), RU), (("void", "9"), None),
    (("deal", "2H", "Anna", "8", "-h", "3", "-h", "4"), EN), (("--lang", "xx", "sheet"), EN),
    (("rules", "V5"), RU), (("where",), EN),
]


def test_a_reused_command_says_what_a_command_made_afresh_says(sessions_dir):
    for step in ("no session", "an English session", "a Russian one"):
        if step == "an English session":
            ok("new", "friday", "--players", "Anna,Boris,Vera,Gleb")
        elif step == "a Russian one":
            ok("new", "pyatnitsa", "--players", "Anna,Boris,Vera,Gleb", "--lang", "ru")
        for args, env in READING if step != "a Russian one" else READING + READING[::-1]:
            assert shown(run(*args, env=env)) == shown(afresh(*args, env=env)), (step, args, env)


def test_an_app_built_for_a_language_keeps_it_when_reused():
    ru_app = build(lang="ru")
    for the_app, env in ((ru_app, EN), (app, RU), (ru_app, None), (app, EN), (ru_app, RU)):
        for args in (("--help",), ("deal", "--help"), ("deal",)):
            assert shown(run(*args, env=env, the_app=the_app)) == shown(
                afresh(*args, env=env, the_app=the_app)), (args, env)
