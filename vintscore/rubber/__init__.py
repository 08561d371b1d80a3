"""What any card game kept on a sheet of two sides shares: the rubber machinery.

A game of rubbers (Vint, bridge) keeps its evening as Vint's paper does: the players
seated in lineups (`rotation`: the plans of a table of four to twelve, and the fairness
rule after a change), the table's changes (`seating`), who deals (`dealing`), the fold of
the events into rubbers, games and entries by side and column (`fold`), and the rubbers
settled by their difference (`settlement`). A game takes what fits it and says what is its
own through a few typed hooks: its table modes (`tables.TableKind`), its scoring of an
event and its premiums (`replay.Scoring`). Pure: no I/O, the standard library only.
"""
