"""Vint (RULES.md V1–V13): four players in two pairs, games of 500, rubbers of two games.

`GAME` is what the registry (`vintscore.games`) hands out; it imports the rest of the
package only when asked, so that a command loads what it uses.
"""
from .. import GamePackage

GAME = GamePackage("vint", ("vint", "винт"), __name__, fold="sheet", settle="settlement",
                   levels=(1, 2, 3, 4, 5, 6, 7),  # V1: tricks over six
                   commands=("misdeal", "seat", "rotation", "rescore"),
                   # vintscore/rules/vint.*.md: the rules, and the examples of one deal,
                   # of settlement and of rotation
                   rule_ids=("V", "X", "S", "R"))
