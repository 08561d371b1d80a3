"""What the tests read of a message of the catalogues (vintscore/glossary): every template
it may be said with — a text, each plural form of a counted one, a sentence's text and its
phrases'."""
from __future__ import annotations

from vintscore.glossary import Counted, Sentence


def templates(text) -> list[str]:
    """Every template a message may be said with."""
    if isinstance(text, Sentence):
        return templates(text.text) + [f for p in text.phrases.values() for f in templates(p)]
    if isinstance(text, Counted):
        return list(text.forms.values())
    return [text]
