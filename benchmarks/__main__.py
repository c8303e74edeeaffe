"""`python -m benchmarks [--check] [--before DIR] [NAME...]`: print every speed figure beside its
same-run baseline; with `--check`, exit 1 if any figure is over its budget (for a developer before a
commit; the test suite never runs the benchmarks). With `--before DIR` (another checkout of the game,
such as `git worktree add /tmp/before main`), start-up and fights are also measured against that
checkout's code in the same run, the two alternated; given more than once, against each."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

from benchmarks import measure
from benchmarks.measure import FIGURES, NOTE

SUITES = ["startup", "content_load", "title_screen", "route", "fights", "odds", "map_key", "grid_key", "site_key", "saves", "screens",
          "campaign_years"]


def main(argv: list[str]) -> int:
    check = "--check" in argv
    names = [a for a in argv if a != "--check"]
    while "--before" in names:
        at = names.index("--before")
        if at + 1 == len(names) or not (Path(names[at + 1]) / "thirdage_tui").is_dir():
            print("--before needs a checkout of the game (a folder holding thirdage_tui/)", file=sys.stderr)
            return 2
        measure.BEFORE.append(Path(names[at + 1]).resolve())
        del names[at:at + 2]
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
