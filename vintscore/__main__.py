"""`python -m vintscore` is `vint`."""
from vintscore.cli import main

if __name__ == "__main__":
    main()
