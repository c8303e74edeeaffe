"""The title screen ready, beside a bare Textual app, both as whole headless processes."""

from __future__ import annotations

from benchmarks.measure import process_seconds, report


def run() -> None:
    report("title screen ready (process)", process_seconds(["-m", "benchmarks.boot", "title"]),
           "bare Textual app", process_seconds(["-m", "benchmarks.boot", "bare"]), "< 1.3x")
