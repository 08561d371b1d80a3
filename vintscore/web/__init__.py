"""`vint serve`: the live page of a session for every phone at the table (issue 16).

`tokens` keeps each session's two links' secrets, `snapshot` makes what a page shows from
the file (or the file's problems, as `vint check` words them), `watch` notices a change of
the file whoever made it, `form` turns what the scorekeeper typed into the services' calls
through the game's questions (as `vint play` does), and `app` is the Starlette application
that serves it all. Nothing here is imported by another command (tests/web/test_web_layering.py):
starlette, uvicorn, jinja2 and segno load only when `vint serve` runs.
"""
