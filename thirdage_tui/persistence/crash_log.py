"""Where the game writes what went wrong when it stops on an error: one text file per crash, named
for its time, in `crashes/` inside the saves folder (or the system's temporary folder when that
cannot be written)."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from thirdage_tui.persistence.folder import make_writable

CRASHES = "crashes"


def write_crash_log(saves: Path, report: str, after: Path | None = None) -> Path:
    """Write `report` (a traceback and what led to it) to a new file, or after the log of the same run's
    first error (`after`), so one crash and what it set off are one file; where it went."""
    if after is not None:
        try:
            with after.open("a", encoding="utf-8") as out:
                out.write(report)
            return after
        except OSError:
            pass
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for folder in (saves / CRASHES, Path(tempfile.gettempdir())):
        try:
            make_writable(folder)
            path = folder / f"thirdage-crash-{stamp}.log"
            with path.open("a", encoding="utf-8") as out:  # another run's crash in the same second follows it
                out.write(report)
            return path
        except OSError:
            continue
    raise OSError("no folder could take the crash log")
