"""The rules of the game: presets (V13) and the scoring of one event (V2–V10)."""
