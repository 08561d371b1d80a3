"""What is being typed in `vint play`: a draft of one event, and the two ways the asking
is left (End, Switch)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...questions import Form


class End(Exception):
    """The evening ends: `quit` (confirmed), or the end of input, or Ctrl-C."""


class Switch(Exception):
    """What is being typed changed (begun, set aside, dropped) or the session did: the
    evening asks anew from the draft now in front."""


@dataclass
class Draft:
    """An event being typed: its form, and the answers so far as typed and as read."""

    form: Form
    version: int  # the session's version the form was made for
    texts: dict[str, str] = field(default_factory=dict)
    got: dict[str, Any] = field(default_factory=dict)

    @property
    def started(self) -> bool:
        return bool(self.got)

    @property
    def nested(self) -> bool:
        """An edit, an all-pass, an adjustment or a misdeal: not the next deal itself."""
        return self.form.kind != "deal" or self.form.editing is not None

    def put(self, key: str, text: str, value: Any) -> None:
        self.texts[key] = text
        self.got[key] = value

    def drop(self, key: str) -> None:
        """Forget one answer; what was typed is offered when it is asked again."""
        self.form.defaults[key] = self.texts.pop(key)
        del self.got[key]

    def reset(self) -> None:
        """Ask everything again, each answer offered."""
        self.form.defaults.update(self.texts)
        self.texts.clear()
        self.got.clear()

    def prune(self) -> None:
        """Drop the answers that no longer apply (a changed contract drops the honours)."""
        keep = set(self.form.keys(self.got))
        for key in [k for k in self.got if k not in keep]:
            del self.got[key]
            self.texts.pop(key, None)
