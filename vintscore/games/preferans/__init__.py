"""Preferans (PREFERANS.md P1–P12): the pulya of three or four players, pools, mountains
and whists.

`GAME` is what the registry (`vintscore.games`) hands out; it imports the rest of the
package only when asked, so that a command loads what it uses.
"""
from .. import GamePackage

GAME = GamePackage("preferans", ("preferans", "pref", "преферанс", "преф"), __name__,
                   fold="pulya", settle="pulya",
                   levels=(6, 7, 8, 9, 10),  # P1: the tricks bid
                   contract_words=(("misere", "мизер"),),  # P8
                   # vintscore/rules/preferans.*.md: the rules, the examples of settlement
                   # and of deals
                   rule_ids=("P", "PS", "PD"))
