"""vintscore: the score sheet for Vint and Preferans."""
from __future__ import annotations

import functools
import gc


def without_cycle_collector(fold):
    """Run a replay with the cyclic collector paused. A fold makes many small objects and
    no reference cycles: the collector would only rescan them, more often the longer the
    session, and a replay must stay linear in its events."""
    @functools.wraps(fold)
    def paused(*args, **kwargs):
        collecting = gc.isenabled()
        gc.disable()
        try:
            return fold(*args, **kwargs)
        finally:
            if collecting:
                gc.enable()
    return paused
