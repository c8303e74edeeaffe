"""Start-up of every headless command, each a whole process with the content cache warm (a private
cache, warmed and checked first) and the game's bytecode compiled, as an installed game's is; beside
bare Python started the same way in the same run."""

from __future__ import annotations

import tempfile
from pathlib import Path

from benchmarks.measure import BEFORE, HERE, Budget, Figure, code_of, installed_like, paired, process, report

ROOT = Path(__file__).resolve().parent.parent
BORIN = str(ROOT / "examples" / "heroes" / "borin.json")
COMMANDS = {
    "--version": ["--version"],
    "hero new --json": ["hero", "new", "--race", "dwarf", "--background", "heavy_infantry", "--seed", "1", "--json"],
    "hero show --json": ["hero", "show", BORIN, "--json"],
    "bestiary list": ["bestiary", "list"],
    "bestiary show": ["bestiary", "show", "mordor_orc"],
    "route Grey Havens -> Iron Hills": ["route", "Grey Havens", "Iron Hills"],
    "travel pace": ["travel", "pace", "--mode", "walk", "--terrain", "forest"],
    "places": ["places"],
    "saves list": ["saves", "list"],
    "resolve attack": ["resolve", "attack", "--attacker", BORIN, "--weapon", "one_handed_axe",
                       "--defender", "bestiary:mordor_orc", "--rolls", "5,10,3,4,2"],
    "encounter preview --runs 10": ["encounter", "preview", "--party", BORIN, "--foes", "mordor_orc:4",
                                     "--runs", "10", "--seed", "1"],
}
BUDGET = Budget(cpu_ms=300)


def run() -> None:
    with tempfile.TemporaryDirectory(prefix="thirdage-bench-") as tmp:
        env = installed_like(Path(tmp))
        process(["-m", "thirdage_tui", "places"], env)()
        entries = list((Path(tmp) / "cache" / "thirdage").glob("*.cache"))
        print(f"content cache warm: {len(entries)} entr{'y' if len(entries) == 1 else 'ies'} in a private cache; "
              "bytecode written and read as an installed game's"
              + ("" if entries else " -- CACHE NOT WARM: the figures below are cold starts"), flush=True)
        bare = process(["-c", "pass"], env)
        here = code_of(env, HERE)
        before = [code_of(env, checkout) for checkout in BEFORE]
        for other in before:
            process(["-m", "thirdage_tui", "places"], other)()  # its own cache entry, warm too
        for name, args in COMMANDS.items():
            command = ["-m", "thirdage_tui", *args]
            value, baseline = paired(process(command, here), bare, repeat=7)
            report(Figure(f"thirdage {name} (whole process, cache warm)", value, "bare python", baseline, BUDGET))
            for checkout, other in zip(BEFORE, before, strict=True):
                value, baseline = paired(process(command, here), process(command, other), repeat=7)
                report(Figure(f"thirdage {name}: this checkout", value, f"the same from {checkout}", baseline))
        cold: dict[str, str | None] = {**env, "THIRDAGE_NO_CACHE": "1"}
        value, baseline = paired(process(["-m", "thirdage_tui", *COMMANDS["hero new --json"]], cold), bare, repeat=5)
        report(Figure("thirdage hero new --json (whole process, no cache: for reference)", value, "bare python",
                      baseline))
