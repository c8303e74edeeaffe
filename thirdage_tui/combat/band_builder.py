"""The referee's encounter builder (`thirdage encounter build`): for each creature a region's tables
can bring, the band whose simulated odds (`combat.simulate.preview`, the game's own fight) come
nearest the win rate asked for."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.combat.simulate import preview
from thirdage_tui.world.encounters import candidates

if TYPE_CHECKING:
    from thirdage_tui.combat.combatant import Profile
    from thirdage_tui.content.models.bestiary import Creature
    from thirdage_tui.content.store import Content

PROBE_RUNS = 100
"""Runs per band tried while searching; the band proposed is played again with `runs`."""
MAX_BAND = 16
ANY_DANGER = 10
SEASONS = ("spring", "summer", "autumn", "winter")
TIMES = ("day", "night")


DANGER_BANDS = (0.97, 0.93, 0.80, 0.60, 0.40, 0.20, 0.05)
"""A creature's danger read from a reference hero's odds against one of it (the Heavy Infantry
dwarf of `examples/heroes/borin.json`): he wins at least 97% -> 1, 93% -> 2, 80% -> 3, 60% -> 4,
40% -> 5, 20% -> 6, 5% -> 7, less -> 8 (legendary foes are 10)."""


def danger_of(win_rate: float) -> int:
    """The danger the reference hero's win rate against one of a creature speaks for (DANGER_BANDS)."""
    return 1 + sum(win_rate < edge for edge in DANGER_BANDS)


@dataclass(frozen=True)
class Proposal:
    """A band and its odds."""

    creature: Creature
    count: int
    win_rate: float
    ci95: tuple[float, float]
    runs: int

    def json(self) -> dict[str, object]:
        return {"creature": self.creature.id, "name": self.creature.name, "count": self.count,
                "foes": f"{self.creature.id}:{self.count}", "win_rate": self.win_rate, "ci95": list(self.ci95),
                "runs": self.runs, "danger": self.creature.danger}


def region_creatures(content: Content, region: str | None) -> list[Creature]:
    """The creatures the region's tables can bring, any time of day or year (with no region, every
    creature that is not legendary), in the bestiary's order."""
    if region is None:
        return [c for c in content.bestiary.values() if not c.legendary]
    found = {foe.creature for time in TIMES for season in SEASONS
             for _, foe in candidates(content, region, time, season, ANY_DANGER)}
    return [c for c in content.bestiary.values() if c.id in found]


def propose(content: Content, party: Sequence[Profile], win_rate: float, creatures: Sequence[Creature], *,
            seed: int = 0, runs: int = 400, jobs: int = 1) -> list[Proposal]:
    """For each creature the band size whose odds come nearest `win_rate` (bands of 1 to MAX_BAND),
    the nearest first."""
    out = []
    for creature in creatures:
        count = nearest_count(content, party, creature, win_rate, seed, jobs)
        odds = preview(content, party, [(creature, count)], runs=runs, seed=seed, jobs=jobs)
        lo, hi = odds["ci95"]
        out.append(Proposal(creature, count, odds["win_rate"], (lo, hi), runs))
    return sorted(out, key=lambda p: (abs(p.win_rate - win_rate), p.creature.id))


def nearest_count(content: Content, party: Sequence[Profile], creature: Creature, win_rate: float, seed: int,
                  jobs: int) -> int:
    """The band size nearest `win_rate`: doubling until the party's odds fall to it, then halving the gap
    (the odds fall as the band grows)."""
    rates: dict[int, float] = {}

    def rate(n: int) -> float:
        if n not in rates:
            rates[n] = preview(content, party, [(creature, n)], runs=PROBE_RUNS, seed=seed, jobs=jobs)["win_rate"]
        return rates[n]

    low, high = 1, 1
    while rate(high) > win_rate and high < MAX_BAND:
        low, high = high, min(MAX_BAND, high * 2)
    while high - low > 1:
        middle = (low + high) // 2
        if rate(middle) > win_rate:
            low = middle
        else:
            high = middle
    return min(rates, key=lambda n: (abs(rates[n] - win_rate), n))
