"""Simulated fights, the fight the game plays (met 60 ft apart on open ground), over four scenarios:
one hero against one Mordor orc and against four, four heroes against four, six against twelve.
Each batch of fights beside drawing the same number of dice from the same kind of die source,
alternated in the same run: fights per second and the CPU time per die the fights draw."""

from __future__ import annotations

from random import Random

from benchmarks.measure import Budget, Figure, paired, report, timed
from benchmarks.reference import reference_hero
from thirdage_tui.combat.muster import Slot, battle, slots
from thirdage_tui.combat.rules import CombatRules
from thirdage_tui.content import Content, load_content
from thirdage_tui.engine.dice import seeded

HEROES = ("borin", "halbarad", "elwen")
SCENARIOS = {"1v1": (1, 1, 400, 100), "1v4": (1, 4, 200, 70), "4v4": (4, 4, 100, 130), "6v12": (6, 12, 20, 650)}
"""name: (heroes, Mordor orcs, fights a batch, budget: the most times the bare dice's CPU time). The
budgets hold today's fight (1.25x its figures of 1 December 2026) against getting slower."""


class CountingDie:
    """Counts the dice a fight draws (used outside the timed runs)."""

    def __init__(self, die):
        self.die, self.count = die, 0

    def __call__(self, sides: int) -> int:
        self.count += 1
        return self.die(sides)


def run() -> None:
    from thirdage_tui.combat.profiles import hero_profile

    content = load_content()
    rules = CombatRules.from_tables(content.tables)
    party = [hero_profile(reference_hero(HEROES[n % len(HEROES)], content), content) for n in range(6)]
    for name, (heroes, orcs, fights, budget) in SCENARIOS.items():
        places = slots(content, party[:heroes], [(content.bestiary["mordor_orc"], orcs)], seed=1)
        dice = _batch(content, places, rules, fights, counting=True)

        def fought(places: list[Slot] = places, fights: int = fights) -> tuple[float, float]:
            return timed(lambda: _batch(content, places, rules, fights))

        def drawn(dice: int = dice) -> tuple[float, float]:
            return timed(lambda: _draw(dice))

        value, bare = paired(fought, drawn, repeat=5)
        per_die = value.median_cpu / dice * 1e6
        report(Figure(f"{name}: {fights} fights, {_count(heroes, 'hero')} vs {_count(orcs, 'orc')}, {dice:,} dice "
                      f"({per_die:.1f} µs of fight per die)", value, f"drawing the same {dice:,} dice", bare,
                      Budget(ratio=budget), per=("fights", fights)))


def _count(n: int, what: str) -> str:
    return f"{n} {what}{'es' if n > 1 and what.endswith('o') else 's' if n > 1 else ''}"


def _draw(dice: int) -> None:
    """Draw `dice` d20s from the kind of die source a fight draws from."""
    die = seeded(Random(1))
    for _ in range(dice):
        die(20)


def _batch(content: Content, places: list[Slot], rules: CombatRules, fights: int, counting: bool = False) -> int:
    """Play `fights` fights from one seed; with `counting`, the dice they drew."""
    rng = Random(1)
    counter = CountingDie(seeded(rng)) if counting else None
    for n in range(fights):
        battle(content, places, rng, run=n, log=False, rules=rules, dice=counter).run()
    return counter.count if counter else 0
