"""A batch of fights: the loop every fight figure times. Run as a script (`python benchmarks/batch.py
HEROES ORCS FIGHTS`), it fights one batch with whichever game is on the path, after one to warm it
(counting the dice it draws), and prints that batch's CPU and wall seconds and those dice: so
`--before DIR` times another checkout's code with this same harness. It uses nothing of the
benchmarks but this file."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.combat.muster import Slot, battle, slots
from thirdage_tui.combat.rules import CombatRules
from thirdage_tui.engine.dice import Die, seeded

if TYPE_CHECKING:
    from thirdage_tui.content import Content

HEROES = ("borin", "halbarad", "elwen")
"""The reference heroes (`examples/heroes/`) a party is made of, in turn."""
EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "heroes"


class CountingDie:
    """Counts the dice a fight draws (used outside the timed runs)."""

    def __init__(self, die: Die) -> None:
        self.die, self.count = die, 0

    def __call__(self, sides: int) -> int:
        self.count += 1
        return self.die(sides)


def fight_batch(content: Content, places: list[Slot], rules: CombatRules, fights: int, counting: bool = False) -> int:
    """Play `fights` fights from one seed; with `counting`, the dice they drew."""
    rng = Random(1)
    counter = CountingDie(seeded(rng)) if counting else None
    for n in range(fights):
        battle(content, places, rng, run=n, log=False, rules=rules, dice=counter).run()
    return counter.count if counter else 0


def party_and_orcs(content: Content, heroes: int, orcs: int) -> list[Slot]:
    """`heroes` of the reference heroes against `orcs` Mordor orcs, met as the game meets them."""
    from thirdage_tui.combat.profiles import hero_profile
    from thirdage_tui.persistence.heroes import read_hero

    party = [hero_profile(read_hero(EXAMPLES / f"{HEROES[n % len(HEROES)]}.json", content), content)
             for n in range(heroes)]
    return slots(content, party, [(content.bestiary["mordor_orc"], orcs)], seed=1)


def main(argv: list[str]) -> None:
    from thirdage_tui.content import load_content

    heroes, orcs, fights = (int(a) for a in argv)
    content = load_content()
    rules = CombatRules.from_tables(content.tables)
    places = party_and_orcs(content, heroes, orcs)
    dice = fight_batch(content, places, rules, fights, counting=True)
    cpu, wall = time.process_time(), time.perf_counter()
    fight_batch(content, places, rules, fights)
    print(time.process_time() - cpu, time.perf_counter() - wall, dice)


if __name__ == "__main__":
    main(sys.argv[1:])
