"""The referee's odds: the same fight played many times under one seed (`encounter preview`).

Foes are rolled as individuals (a pool per kind, drawn from the seed once) so the odds reflect a
typical band, not one average goblin copied four times. Events are not kept: this is the fast path.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.combat.battle import Battle
from thirdage_tui.combat.combatant import Combatant, Profile
from thirdage_tui.combat.dice import Die
from thirdage_tui.combat.profiles import creature_profile
from thirdage_tui.combat.rules import CombatRules

if TYPE_CHECKING:
    from thirdage_tui.content.models.bestiary import Creature
    from thirdage_tui.content.store import Content

POOL = 32
Z95 = 1.959964


@dataclass(frozen=True)
class Fighter:
    """A place in the encounter: its name and the individuals who may fill it (one for a hero)."""

    uid: str
    side: int
    pool: tuple[Profile, ...]


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[int], q: float) -> int:
    """Nearest-rank percentile of sorted `values`."""
    if not values:
        return 0
    rank = max(1, math.ceil(q * len(values)))
    return values[rank - 1]


def expand_foes(content: Content, foes: Sequence[tuple[Creature, int]]) -> list[tuple[Creature, int]]:
    """Riders bring their mounts: N warg riders add N wargs."""
    out: list[tuple[Creature, int]] = []
    for creature, count in foes:
        out.append((creature, count))
        if creature.mount:
            out.append((content.bestiary[creature.mount], count))
    return out


def fighters(content: Content, party: Sequence[Profile], foes: Sequence[tuple[Creature, int]], seed: int,
             pool: int = POOL) -> list[Fighter]:
    """The places of an encounter: each hero, then each foe numbered ("Goblin 1", "Goblin 2"...)."""
    rng = Random(f"foes:{seed}")
    out: list[Fighter] = []
    for profile in party:
        out.append(Fighter(_unique(profile.name, out), 0, (profile,)))
    for creature, count in expand_foes(content, foes):
        individuals = tuple(creature_profile(creature, content, rng) for _ in range(pool))
        for n in range(count):
            name = creature.name if count == 1 else f"{creature.name} {n + 1}"
            rotated = individuals[n % pool:] + individuals[:n % pool]
            out.append(Fighter(_unique(name, out), 1, rotated))
    return out


def _unique(name: str, taken: Sequence[Fighter]) -> str:
    names = {f.uid for f in taken}
    if name not in names:
        return name
    n = 2
    while f"{name} ({n})" in names:
        n += 1
    return f"{name} ({n})"


def fight_once(content: Content, places: Sequence[Fighter], rng: Random, run: int, rules: CombatRules, *,
               distance_ft: int = 30, daylight: bool = False, log: bool = False, dice: Die | None = None) -> Battle:
    """One fight of the encounter (run number `run` picks the individuals); the Battle after it ends."""
    combatants = [Combatant(f.pool[run % len(f.pool)], f.uid, f.side) for f in places]
    battle = Battle(combatants, content, rng, rules=rules, distance_ft=distance_ft, daylight=daylight, log=log,
                    dice=dice)
    battle.run()
    return battle


def preview(content: Content, party: Sequence[Profile], foes: Sequence[tuple[Creature, int]], *, runs: int = 1000,
            seed: int = 0, distance_ft: int = 30, daylight: bool = False,
            progress: Callable[[int, int], None] | None = None) -> dict:
    """Play the encounter `runs` times; the figures of `thirdage encounter preview --json` (GUIDE §3)."""
    rules = CombatRules.from_tables(content.tables)
    places = fighters(content, party, foes, seed)
    rng = Random(seed)
    wins, rounds = 0, []
    dies = {f.uid: 0 for f in places}
    out = {f.uid: 0 for f in places}
    step = max(1, runs // 20)
    for run in range(runs):
        battle = fight_once(content, places, rng, run, rules, distance_ft=distance_ft, daylight=daylight)
        wins += battle.side_fighting(0) and not battle.side_fighting(1)
        rounds.append(battle.round)
        for c in battle.c:
            dies[c.uid] += c.dead
            out[c.uid] += (not c.dead) and (c.out or any(c.severed))
        if progress is not None and (run + 1) % step == 0:
            progress(run + 1, runs)
    rounds.sort()
    lo, hi = wilson(wins, runs)
    return {
        "runs": runs, "party_wins": wins, "win_rate": round(wins / runs, 4), "ci95": [round(lo, 4), round(hi, 4)],
        "rounds": {"mean": round(sum(rounds) / runs, 2), "p10": percentile(rounds, 0.10),
                   "p90": percentile(rounds, 0.90)},
        "combatants": {uid: {"side": "party" if side == 0 else "foes", "dies": round(dies[uid] / runs, 4),
                             "incapacitated": round(out[uid] / runs, 4)}
                       for uid, side in ((f.uid, f.side) for f in places)},
    }
