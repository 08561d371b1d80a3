"""Helpers shared by the command-line tests (tests/cli/)."""
