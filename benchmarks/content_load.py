"""Loading and validating all base content (every check, no cache), beside parsing the same
files with yaml alone."""

from __future__ import annotations

import os

import yaml

from benchmarks.measure import Budget, Figure, paired, report, timed
from thirdage_tui.content.loaded import load_with_mods
from thirdage_tui.content.loader import scan_layer
from thirdage_tui.content.paths import base_content_dir
from thirdage_tui.content.yamlsafe import Loader


def run() -> None:
    before = os.environ.get("THIRDAGE_NO_CACHE")
    os.environ["THIRDAGE_NO_CACHE"] = "1"
    try:
        _measure()
    finally:
        if before is None:
            os.environ.pop("THIRDAGE_NO_CACHE")
        else:
            os.environ["THIRDAGE_NO_CACHE"] = before


def _measure() -> None:
    base = base_content_dir()
    texts = [path.read_text(encoding="utf-8") for _, path in scan_layer(base)]

    def parse_only() -> None:
        for text in texts:
            yaml.load(text, Loader=Loader)

    def load() -> None:
        assert not load_with_mods([base], []).errors

    value, baseline = paired(lambda: timed(load), lambda: timed(parse_only), repeat=9)
    report(Figure("content load + validate (no cache)", value, "yaml parse alone", baseline,
                  Budget(cpu_ms=150, ratio=2)))
