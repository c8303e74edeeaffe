"""Simulated fights, the fight the game plays (met 60 ft apart on open ground), over four scenarios:
one hero against one Mordor orc and against four, four heroes against four, six against twelve.
Each batch of fights beside drawing the same number of dice from the same kind of die source,
alternated in the same run: fights per second and the CPU time per die the fights draw. With
`--before DIR` (once or more), each batch also beside the same batch fought by each such checkout's
code: each batch a process of its own (`benchmarks/batch.py` run as a script), all of them taken in
turn in the same run."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from random import Random

from benchmarks import batch
from benchmarks.batch import fight_batch, party_and_orcs
from benchmarks.measure import BEFORE, HERE, Budget, Figure, Sample, code_of, paired, report, rotated, timed
from thirdage_tui.combat.rules import CombatRules
from thirdage_tui.content import load_content
from thirdage_tui.engine.dice import seeded

SCENARIOS = {"1v1": (1, 1, 400, 260), "1v4": (1, 4, 200, 160), "4v4": (4, 4, 100, 350), "6v12": (6, 12, 20, 420)}
"""name: (heroes, Mordor orcs, fights a batch, budget: the most times the bare dice's CPU time). The
budgets hold today's fight (1.25x its ratios of 1 December 2026, after issue 19's leaner fight: the
dice themselves then drew a call faster, so the ratios rose as both got quicker; 6v12's of 2 December,
once a fighter whose target is hemmed in searched only the rings nearest it) against
getting slower."""


def run() -> None:
    content = load_content()
    rules = CombatRules.from_tables(content.tables)
    for name, (heroes, orcs, fights, budget) in SCENARIOS.items():
        places = party_and_orcs(content, heroes, orcs)
        dice = fight_batch(content, places, rules, fights, counting=True)

        def fought(places: list[batch.Slot] = places, fights: int = fights) -> tuple[float, float]:
            return timed(lambda: fight_batch(content, places, rules, fights))

        def drawn(dice: int = dice) -> tuple[float, float]:
            return timed(lambda: _draw(dice))

        value, bare = paired(fought, drawn, repeat=5)
        report(Figure(f"{name}: {fights} fights, {_count(heroes, 'hero')} vs {_count(orcs, 'orc')}, {dice:,} dice "
                      f"({_per_die(value, dice)} of fight)", value, f"drawing the same {dice:,} dice", bare,
                      Budget(ratio=budget), per=("fights", fights)))
        if BEFORE:
            drew: dict[Path, int] = {}
            checkouts = (HERE, *BEFORE)
            samples = rotated([_fought_by(c, (heroes, orcs, fights), drew) for c in checkouts], repeat=5, warmup=0)
            told = [f"{_per_die(sample, drew[c])} over {drew[c]:,} dice" for c, sample in zip(checkouts, samples, strict=True)]
            for checkout, theirs, their_dice in zip(BEFORE, samples[1:], told[1:], strict=True):
                report(Figure(f"{name}: {fights} fights, this checkout (a process a batch; {told[0]})", samples[0],
                              f"the same batch fought by {checkout} ({their_dice})", theirs, per=("fights", fights)))


def _fought_by(checkout: Path, counts: tuple[int, int, int], drew: dict[Path, int]) -> Callable[[], tuple[float, float]]:
    """One batch fought by the code of `checkout` in a process of its own: the batch's own CPU and
    wall seconds (and in `drew`, the dice its fights drew)."""
    code = {key: value for key, value in code_of({}, checkout).items() if value is not None}
    env = {**os.environ, **code, "THIRDAGE_MODS": "off"}  # its code, its content

    def fought() -> tuple[float, float]:
        out = subprocess.run([sys.executable, batch.__file__, *map(str, counts)], capture_output=True, text=True,
                             check=True, env=env)
        cpu, wall, dice = out.stdout.split()
        drew[checkout] = int(dice)
        return float(cpu), float(wall)

    return fought


def _per_die(sample: Sample, dice: int) -> str:
    return f"{sample.median_cpu / dice * 1e6:.1f} µs per die"


def _count(n: int, what: str) -> str:
    return f"{n} {what}{'es' if n > 1 and what.endswith('o') else 's' if n > 1 else ''}"


def _draw(dice: int) -> None:
    """Draw `dice` d20s from the kind of die source a fight draws from."""
    die = seeded(Random(1))
    for _ in range(dice):
        die(20)
