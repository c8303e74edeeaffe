"""The title screen ready, beside a bare Textual app, both as whole headless processes."""

from __future__ import annotations

import tempfile
from pathlib import Path

from benchmarks.measure import Budget, Figure, installed_like, paired, process, report


def run() -> None:
    with tempfile.TemporaryDirectory(prefix="thirdage-bench-") as tmp:
        env = installed_like(Path(tmp))
        value, baseline = paired(process(["-m", "benchmarks.boot", "title"], env),
                                 process(["-m", "benchmarks.boot", "bare"], env), repeat=7)
    report(Figure("title screen ready (whole process)", value, "bare Textual app", baseline, Budget(ratio=1.3)))
