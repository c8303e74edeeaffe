"""Timing helpers: medians of repeated runs, and one printed line per figure."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable


def median_seconds(fn: Callable[[], object], repeat: int = 7, warmup: int = 1) -> float:
    """Median wall time of `fn()` over `repeat` runs, after `warmup` runs."""
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def process_seconds(args: list[str], repeat: int = 7, env: dict[str, str] | None = None) -> float:
    """Median wall time of a whole Python process running `args` (with `env` added to the environment)."""
    full_env = {**os.environ, **(env or {})}
    return median_seconds(lambda: subprocess.run([sys.executable, *args], check=True, capture_output=True,
                                                 env=full_env), repeat=repeat)


def report(name: str, seconds: float, baseline_name: str, baseline: float, target: str) -> str:
    """'name: 12.3 ms (baseline 10.0 ms, 1.23x) target ...' printed and returned."""
    line = (f"{name}: {seconds * 1000:.1f} ms  ({baseline_name}: {baseline * 1000:.1f} ms, "
            f"ratio {seconds / baseline:.2f}x)  target: {target}")
    print(line, flush=True)
    return line


async def redraw_seconds(pilot, view, change: Callable[[int], object], runs: int = 30) -> float:
    """Median time of `change(n)` and the redraw of every visible line of a Line-API `view`,
    letting the app settle between runs (headless, under Pilot)."""
    times = []
    for n in range(runs):
        start = time.perf_counter()
        change(n)
        for y in range(view.size.height):
            view.render_line(y)
        times.append(time.perf_counter() - start)
        await pilot.pause()
    return statistics.median(times)
