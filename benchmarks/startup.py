"""Start-up of the command line, as whole processes."""

from __future__ import annotations

from benchmarks.measure import process_seconds, report


def run() -> None:
    bare = process_seconds(["-c", "pass"])
    report("thirdage --version (process)", process_seconds(["-m", "thirdage_tui", "--version"]),
           "bare python", bare, "< 300 ms")
    hero_new = ["-m", "thirdage_tui", "hero", "new", "--race", "dwarf", "--background", "heavy_infantry",
                "--seed", "1", "--json"]
    report("thirdage hero new --json (process, content cache warm)", process_seconds(hero_new),
           "bare python", bare, "< 300 ms")
    report("thirdage hero new --json (process, no content cache)",
           process_seconds(hero_new, env={"THIRDAGE_NO_CACHE": "1"}), "bare python", bare, "(for reference)")
