"""The sheet of running totals a game of that shape builds on, beside `rubber/` (the sheet
of two sides): a column per player, each event's line and the totals after it, rounds with
their winners, the settlement (the losers pay the winner, or by differences), and its
view, exports and statistics. Pure but for its drawing (`view`, which loads rich only when
it draws): `sheet` (the fold: `TallyFold`, whose one hook `write` a game writes; `Tally`,
`TallyLine`, `Mark`, `Round`, `TallyPaid`), `options` (a game's rule options as data: [rules] and
`--rule KEY=VALUE`), `view` (`TallyView`, `TallyExport`), `stats` (`TallyStats`).
"""
