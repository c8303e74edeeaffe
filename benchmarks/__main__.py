"""`python -m benchmarks [NAME...]`: print every speed figure beside its same-run baseline."""

from __future__ import annotations

import importlib
import sys

SUITES = ["startup", "content_load", "title_screen", "fights", "grid", "route", "map_scroll", "saves", "screens"]


def main(names: list[str]) -> int:
    for name in names or SUITES:
        if name not in SUITES:
            print(f"unknown benchmark {name!r}; choose from {', '.join(SUITES)}", file=sys.stderr)
            return 2
        importlib.import_module(f"benchmarks.{name}").run()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
