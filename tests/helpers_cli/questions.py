"""Answering the questions `vint play` asks (games/*/questions.py), in-process.

A game's form asks its questions one at a time, each chosen by the answers so far; the
tests answer them here as `vint play` does at its prompts (helpers_cli.vintcli.typed is
the same answers typed to the command itself).
"""
from __future__ import annotations


def answer(form, *texts: str) -> dict:
    """Each text read by the next question the form asks; the answers by key."""
    got: dict = {}
    for text in texts:
        q = form.next(got)
        assert q is not None, (text, got)
        got[q.key] = q.read(text)
    return got
