"""Loading and validating all base content, beside parsing the same files with yaml alone."""

from __future__ import annotations

import yaml

from benchmarks.measure import median_seconds, report
from thirdage_tui.content.loader import load_layers, scan_layer
from thirdage_tui.content.paths import base_content_dir
from thirdage_tui.content.yamlsafe import Loader


def run() -> None:
    base = base_content_dir()
    texts = [path.read_text(encoding="utf-8") for _, path in scan_layer(base)]

    def parse_only() -> None:
        for text in texts:
            yaml.load(text, Loader=Loader)

    report("content load + validate", median_seconds(lambda: load_layers([base]), repeat=15),
           "yaml parse alone", median_seconds(parse_only, repeat=15), "< 150 ms and < 2x")
