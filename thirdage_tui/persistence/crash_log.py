"""Where the game writes what went wrong when it stops on an error: one text file per crash, named
for its time, in `crashes/` inside the saves folder (or the system's temporary folder when that
cannot be written)."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from thirdage_tui.persistence.folder import make_writable

CRASHES = "crashes"


def write_crash_log(saves: Path, report: str) -> Path:
    """Write `report` (a traceback and what led to it) to a new file; where it went."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for folder in (saves / CRASHES, Path(tempfile.gettempdir())):
        try:
            make_writable(folder)
            path = folder / f"thirdage-crash-{stamp}.log"
            with path.open("a", encoding="utf-8") as out:  # a second crash in the same second follows the first
                out.write(report)
            return path
        except OSError:
            continue
    raise OSError("no folder could take the crash log")
