"""The title screen ready, beside a bare Textual app, both as whole headless processes."""

from __future__ import annotations

from benchmarks.measure import Budget, Figure, paired, process, report


def run() -> None:
    value, baseline = paired(process(["-m", "benchmarks.boot", "title"]), process(["-m", "benchmarks.boot", "bare"]),
                             repeat=7)
    report(Figure("title screen ready (whole process)", value, "bare Textual app", baseline, Budget(ratio=1.3)))
