"""`python -m benchmarks [--check] [NAME...]`: print every speed figure beside its same-run baseline;
with `--check`, exit 1 if any figure is over its budget (for a developer before a commit; the test
suite never runs the benchmarks)."""

from __future__ import annotations

import importlib
import sys

from benchmarks.measure import FIGURES, NOTE

SUITES = ["startup", "content_load", "title_screen", "route", "fights", "map_key", "grid_key", "saves", "screens",
          "campaign_years"]


def main(argv: list[str]) -> int:
    check = "--check" in argv
    names = [a for a in argv if a != "--check"]
    unknown = [n for n in names if n not in SUITES]
    if unknown:
        print(f"unknown benchmark {unknown[0]!r}; choose from {', '.join(SUITES)}", file=sys.stderr)
        return 2
    print(NOTE, flush=True)
    for name in names or SUITES:
        print(f"\n== {name}", flush=True)
        importlib.import_module(f"benchmarks.{name}").run()
    over = [f for f in FIGURES if f.over]
    if check and over:
        print(f"\n{len(over)} figure(s) over budget: " + "; ".join(f.name for f in over), file=sys.stderr)
        return 1
    if check:
        print(f"\nevery figure within its budget ({len(FIGURES)} figures)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
