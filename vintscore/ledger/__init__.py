"""The club ledger (issue 15): one file beside the sessions that says who the members are
and under which names they play, the payments made between them, and the seasons the
club counts by; and the account over the sessions of the folder, recomputed every time.

Pure, like the games: `model` (the file's values, the names a member goes by, reading
what was typed), `fold` (the sessions' money and the payments folded into each person's
account, and the fewest payments that clear them), `report` (words and JSON), `export`
(Markdown, CSV, one HTML page). storage/ledger.py reads and writes the file;
services/ledger.py brings the sessions.
"""
