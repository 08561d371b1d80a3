"""The services: what a scorekeeper can do to a session, each a plain function that reads
what it needs, validates against the rules (the session's game judges by replaying), and
returns what changed. The command line, `vint play` and anything later (a web page) call
these and only parse and render (ARCHITECTURE.md, "Layers").

- session: open a session; change it (the locked transaction with the replay as judge);
- record: a new session; a deal, an all-pass, an adjustment, a misdeal, a seat change;
- journal: undo, void and restore, edit;
- rescore: the session under other rules, and the switch to them;
- check and reconcile: every problem of a file; the file against the paper;
- folder: the sessions of the folder.
"""
