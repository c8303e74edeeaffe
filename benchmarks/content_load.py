"""Loading and validating all base content (every check, no cache), beside parsing the same
files with yaml alone."""

from __future__ import annotations

import os

import yaml

from benchmarks.measure import median_seconds, report
from thirdage_tui.content.loader import scan_layer
from thirdage_tui.content.mods import load_with_mods
from thirdage_tui.content.paths import base_content_dir
from thirdage_tui.content.yamlsafe import Loader


def run() -> None:
    os.environ["THIRDAGE_NO_CACHE"] = "1"
    base = base_content_dir()
    texts = [path.read_text(encoding="utf-8") for _, path in scan_layer(base)]

    def parse_only() -> None:
        for text in texts:
            yaml.load(text, Loader=Loader)

    def load() -> None:
        assert not load_with_mods([base], []).errors

    report("content load + validate (no cache)", median_seconds(load, repeat=15),
           "yaml parse alone", median_seconds(parse_only, repeat=15), "< 150 ms and < 2x")
