"""Simulated fights per second (a starting hero against four Mordor orcs, met 60 ft apart on open
ground: the fight the game plays), beside the bare cost of drawing the same number of dice from the
same kind of die source in the same run."""

from __future__ import annotations

import time
from random import Random

from benchmarks.measure import report
from benchmarks.reference import reference_hero
from thirdage_tui.combat.muster import battle, slots
from thirdage_tui.combat.rules import CombatRules
from thirdage_tui.content import load_content
from thirdage_tui.engine.dice import seeded

FIGHTS = 2000


class CountingDie:
    """Counts the dice a fight draws (used once, outside the timed runs)."""

    def __init__(self, die):
        self.die, self.count = die, 0

    def __call__(self, sides: int) -> int:
        self.count += 1
        return self.die(sides)


def run() -> None:
    from thirdage_tui.combat.profiles import hero_profile

    content = load_content()
    rules = CombatRules.from_tables(content.tables)
    places = slots(content, [hero_profile(reference_hero("borin", content), content)], [(content.bestiary["mordor_orc"], 4)],
                   seed=1)
    dice = _count_dice(content, places, rules)
    rng = Random(1)
    start = time.perf_counter()
    for n in range(FIGHTS):
        battle(content, places, rng, run=n, log=False, rules=rules).run()
    fights = time.perf_counter() - start
    die = seeded(Random(1))
    start = time.perf_counter()
    for _ in range(dice):
        die(20)
    bare = time.perf_counter() - start
    report(f"{FIGHTS} fights, hero vs 4 orcs ({FIGHTS / fights:,.0f} fights/s)", fights,
           f"drawing the same {dice:,} dice", bare, ">= 1,000 fights/s and <= 4x")


def _count_dice(content, places, rules) -> int:
    """How many dice the timed fights draw: the same seed replayed through a counting die."""
    counted = CountingDie(seeded(Random(1)))
    for n in range(FIGHTS):
        battle(content, places, Random(1), run=n, log=False, rules=rules, dice=counted).run()
    return counted.count
