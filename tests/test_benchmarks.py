"""The benchmarks stay runnable as the code moves: each module imports, and has its `run` (the
figures themselves are measured by `python -m benchmarks`, never asserted by a test)."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"
HELPERS = ("__main__", "batch", "boot", "firsts", "measure", "reference")
"""Modules of the benchmarks that measure nothing themselves."""
FIGURES = [m.name for m in pkgutil.iter_modules([str(BENCHMARKS)]) if m.name not in HELPERS]


def test_python_m_benchmarks_runs_every_figure():
    from benchmarks.__main__ import SUITES

    assert sorted(SUITES) == sorted(FIGURES)


@pytest.mark.parametrize("name", FIGURES)
def test_a_benchmark_imports_and_can_run(name):
    assert callable(importlib.import_module(f"benchmarks.{name}").run)
