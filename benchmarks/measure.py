"""How every figure is measured and printed: a whole operation and its baseline run alternately in
the same run (A B, B A, A B...), each timed in CPU time and in wall time, and reported as medians
with their spread (the interquartile range) beside a budget that `--check` holds."""

from __future__ import annotations

import contextlib
import itertools
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.pilot import Pilot
    from textual.screen import Screen

NOTE = ("CPU time is the figure to trust: on a shared machine (2 cores, several busy processes) wall time also "
        "counts the turns spent waiting for a core.")


@dataclass
class Sample:
    """The CPU and wall seconds of each repeat of one operation."""

    cpu: list[float] = field(default_factory=list)
    wall: list[float] = field(default_factory=list)

    def add(self, cpu: float, wall: float) -> None:
        self.cpu.append(cpu)
        self.wall.append(wall)

    @property
    def median_cpu(self) -> float:
        return statistics.median(self.cpu)

    @property
    def median_wall(self) -> float:
        return statistics.median(self.wall)


@dataclass(frozen=True)
class Budget:
    """What a figure must stay within: CPU milliseconds (median), a ratio to its baseline, or both."""

    cpu_ms: float | None = None
    ratio: float | None = None

    def broken(self, value: Sample, baseline: Sample) -> bool:
        ms, ratio = value.median_cpu * 1000, _ratio(value, baseline)
        return (self.cpu_ms is not None and ms > self.cpu_ms) or (self.ratio is not None and ratio > self.ratio)

    def __str__(self) -> str:
        parts = ([f"cpu <= {self.cpu_ms:g} ms"] if self.cpu_ms is not None else []) + \
                ([f"<= {self.ratio:g}x baseline"] if self.ratio is not None else [])
        return " and ".join(parts) or "none"


@dataclass
class Figure:
    """One printed line: an operation beside its baseline, and its budget (None: for reference)."""

    name: str
    value: Sample
    baseline_name: str
    baseline: Sample
    budget: Budget | None = None
    per: tuple[str, float] | None = None
    """(unit, how many in one repeat): also print the time per unit and units per second."""

    @property
    def over(self) -> bool:
        return self.budget is not None and self.budget.broken(self.value, self.baseline)


FIGURES: list[Figure] = []
"""Every figure reported in this run, for `--check`."""
BEFORE: list[Path] = []
"""The checkout given with `--before`, if any: its code is the second baseline of start-up and fights."""
HERE = Path(__file__).resolve().parent.parent
"""This checkout."""


def code_of(env: dict[str, str | None], checkout: Path) -> dict[str, str | None]:
    """`env` running the game's code from `checkout` (its `thirdage_tui`, `benchmarks` and content):
    first on the path, and neither the current folder nor a script's own before it (PYTHONSAFEPATH)."""
    return {**env, "PYTHONPATH": str(checkout), "PYTHONSAFEPATH": "1"}


def _ratio(value: Sample, baseline: Sample) -> float:
    return value.median_cpu / baseline.median_cpu if baseline.median_cpu > 0 else float("inf")


def _spread(times: Sequence[float]) -> str:
    """'12.3 ms [11.9-13.0]': the median and the interquartile range, in milliseconds."""
    if len(times) < 2:
        return f"{times[0] * 1000:.1f} ms"
    q1, q2, q3 = statistics.quantiles(times, n=4, method="inclusive")
    return f"{q2 * 1000:.1f} ms [{q1 * 1000:.1f}-{q3 * 1000:.1f}]"


def report(figure: Figure) -> Figure:
    """Print a figure (its own line, then its baseline's) and keep it for `--check`."""
    v, b = figure.value, figure.baseline
    verdict = "" if figure.budget is None else f"  budget {figure.budget}: {'OVER' if figure.over else 'ok'}"
    rate = ""
    if figure.per is not None:
        unit, count = figure.per
        seconds = v.median_cpu
        rate = f"  = {count / seconds:,.0f} {unit}/s, {seconds / count * 1e6:,.2f} µs per {unit.rstrip('s')}"
    print(f"{figure.name}\n    cpu {_spread(v.cpu)}  wall {_spread(v.wall)}{rate}\n"
          f"    baseline, {figure.baseline_name}: cpu {_spread(b.cpu)}  wall {_spread(b.wall)}"
          f"  -> {_ratio(v, b):.2f}x{verdict}", flush=True)
    FIGURES.append(figure)
    return figure


def timed(fn: Callable[[], object]) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one call in this process."""
    cpu, wall = time.process_time(), time.perf_counter()
    fn()
    return time.process_time() - cpu, time.perf_counter() - wall


def paired(a: Callable[[], tuple[float, float]], b: Callable[[], tuple[float, float]], repeat: int = 9,
           warmup: int = 1) -> tuple[Sample, Sample]:
    """Run `a` and `b` alternately, `repeat` times each (A B, then B A, ...), after `warmup` of each;
    each returns its (CPU, wall) seconds."""
    first, second = rotated([a, b], repeat, warmup)
    return first, second


def rotated(operations: Sequence[Callable[[], tuple[float, float]]], repeat: int = 9, warmup: int = 1) -> list[Sample]:
    """`paired` for any number of operations: each round runs them all, each round starting one
    further on (A B C, then B C A, then C A B...)."""
    for _ in range(warmup):
        for operation in operations:
            operation()
    samples = [Sample() for _ in operations]
    for n in range(repeat):
        for k in range(len(operations)):
            at = (n + k) % len(operations)
            samples[at].add(*operations[at]())
    return samples


async def paired_async(a: Callable[[], Awaitable[tuple[float, float]]], b: Callable[[], Awaitable[tuple[float, float]]],
                       repeat: int = 21, warmup: int = 2) -> tuple[Sample, Sample]:
    """`paired` for operations that run in an event loop (key presses under Pilot)."""
    for _ in range(warmup):
        await a()
        await b()
    first, second = Sample(), Sample()
    for n in range(repeat):
        for which in ((a, first), (b, second)) if n % 2 == 0 else ((b, second), (a, first)):
            which[1].add(*await which[0]())
    return first, second


def installed_like(folder: Path) -> dict[str, str | None]:
    """The environment of a game as installed, its caches kept in `folder`: content cached, and
    bytecode written and read again (pip compiles an installed package's; a checkout run with
    PYTHONDONTWRITEBYTECODE would compile every module of the game at each start)."""
    return {"XDG_CACHE_HOME": str(folder / "cache"), "THIRDAGE_SAVES": str(folder / "saves"),
            "PYTHONPYCACHEPREFIX": str(folder / "pycache"), "PYTHONDONTWRITEBYTECODE": None,
            "THIRDAGE_NO_CACHE": None}


def process(args: Sequence[str], env: dict[str, str | None] | None = None) -> Callable[[], tuple[float, float]]:
    """One whole Python process running `args` (with `env` changing the environment: None unsets), as
    an operation timed in its own CPU time (user + system, as the kernel counted it) and wall time; it
    must succeed."""
    full_env = {key: value for key, value in {**os.environ, **(env or {})}.items() if value is not None}

    def run() -> tuple[float, float]:
        with tempfile.TemporaryFile() as errors:
            start = time.perf_counter()
            child = subprocess.Popen([sys.executable, *args], stdout=subprocess.DEVNULL, stderr=errors, env=full_env)
            _, status, usage = os.wait4(child.pid, 0)
            wall = time.perf_counter() - start
            child.returncode = os.waitstatus_to_exitcode(status)
            if child.returncode:
                errors.seek(0)
                raise RuntimeError(f"{' '.join(args)} exited {child.returncode}: {errors.read().decode(errors='replace')}")
        return usage.ru_utime + usage.ru_stime, wall

    return run


def key_press(pilot, key: str) -> Callable[[], Awaitable[tuple[float, float]]]:
    """One key press under Pilot as the player waits for it: the key handled, the screen laid out and
    drawn through Textual's compositor, until the app is idle again."""

    async def press() -> tuple[float, float]:
        cpu, wall = time.process_time(), time.perf_counter()
        await pilot.press(key)
        await pilot.pause()
        return time.process_time() - cpu, time.perf_counter() - wall

    return press


def alternating(pilot, *keys: str) -> Callable[[], Awaitable[tuple[float, float]]]:
    """A key press of each of `keys` in turn, one a call (right, left, right...: the view stays put)."""
    presses = [key_press(pilot, key) for key in keys]
    count = itertools.count()
    return lambda: presses[next(count) % len(presses)]()


SCREEN_SIZE = (200, 60)
"""The terminal the key presses are measured in."""
UNBOUND = "f12"
"""A key no screen binds: pressing it costs what Textual itself costs."""


@contextlib.asynccontextmanager
async def game_screen(screen: Screen[Any]) -> AsyncIterator[Pilot[Any]]:
    """The game app running headless at SCREEN_SIZE (saves in a temporary folder) with `screen`
    pushed and settled: yields its Pilot."""
    from thirdage_tui.tui.app import ThirdAgeApp

    with tempfile.TemporaryDirectory(prefix="thirdage-bench-") as tmp:
        app = ThirdAgeApp(seed=1, saves_dir=Path(tmp))
        app.animation_level = "none"
        async with app.run_test(size=SCREEN_SIZE) as pilot:
            await app.push_screen(screen)
            await pilot.pause()
            yield pilot
