"""The floor: a bare Typer app that prints a rich table, with vintscore's library versions.

Whatever a Typer CLI pays to start (the interpreter, Typer, rich) this pays too; the
benchmarks print vintscore's times as ratios to it (ARCHITECTURE.md, "Speed").
"""
import typer

app = typer.Typer(add_completion=True)


@app.command()
def show(rows: int = 8) -> None:
    """Print a small rich table."""
    from rich.console import Console
    from rich.table import Table

    table = Table(title="floor")
    table.add_column("#", justify="right")
    table.add_column("square", justify="right")
    for i in range(rows):
        table.add_row(str(i), str(i * i))
    Console().print(table)


@app.command()
def other() -> None:
    """A second command, so that the app has subcommands like vint."""


if __name__ == "__main__":
    app()
