"""Helpers shared by the command-line tests (tests/test_cli*.py)."""
