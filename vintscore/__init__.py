"""vintscore: the score sheet for Vint and Preferans."""
