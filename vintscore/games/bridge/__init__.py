"""Contract bridge (rules B1–B33): rubber bridge and Chicago, four players in two pairs.

The pure core so far: `model` (contracts, honours, events, rules, what a deal writes),
`notation` (4SX, 3NT-2, Gleb:aces), `presets` (rubber, chicago, --rule), `scoring` (one
deal, B1–B8, and the premiums the folds call: B13, B14, B21–B27, B32), `sheet` and
`settlement` (the fold on rubber/, B10–B33), `codec` (the session file) and `forms` (what
was typed), and the messages of both languages (`messages_en`, `messages_ru`). The game
object the registry hands out is made here once its views exist.
"""
