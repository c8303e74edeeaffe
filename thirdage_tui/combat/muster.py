"""Setting up a fight, the one way every fight is set up: the party and the foes (each foe rolled as
an individual; riders bring their mounts), on a battlefield of the ground where they meet, the two
lines as far apart as the meeting left them, and whoever was caught unaware slower to act."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.combat.battle import Battle
from thirdage_tui.combat.battlefield import Battlefield, Cell, deploy_around, feet, generate, size_for
from thirdage_tui.combat.combatant import Combatant, Profile
from thirdage_tui.combat.lasting import carry_in
from thirdage_tui.combat.profiles import creature_profile
from thirdage_tui.engine.dice import Die

if TYPE_CHECKING:
    from thirdage_tui.combat.darkness import Darkness
    from thirdage_tui.combat.rules import CombatRules
    from thirdage_tui.content.models.bestiary import Creature
    from thirdage_tui.content.models.magic import Magic
    from thirdage_tui.content.store import Content

MEETING_FT = 60
"""How far apart two sides meet when neither is caught unaware."""
SURPRISE_FT = 10
"""How close a band that catches the other side unaware comes before it strikes (G4.5: the
surprised act 3 strike ranks later in the first round)."""
POOL = 32
"""Individuals rolled for each kind of foe of the referee's odds, drawn from in turn."""
Foes = Sequence[tuple["Creature", int]]


@dataclass(frozen=True)
class Slot:
    """A place in the encounter: its name and the individuals who may fill it (one for a hero)."""

    uid: str
    side: int
    pool: tuple[Profile, ...]


def expand_foes(content: Content, foes: Foes) -> list[tuple[Creature, int]]:
    """Riders bring their mounts: N warg riders add N wargs."""
    out: list[tuple[Creature, int]] = []
    for creature, count in foes:
        out.append((creature, count))
        if creature.mount:
            out.append((content.bestiary[creature.mount], count))
    return out


def slots(content: Content, party: Sequence[Profile], foes: Foes, seed: int, pool: int | None = POOL) -> list[Slot]:
    """The places of an encounter: each hero, then each foe numbered ("Goblin 1", "Goblin 2"...),
    with `pool` individuals of each kind rolled from `seed` (None: one for each foe of the kind)."""
    rng = Random(f"foes:{seed}")
    out: list[Slot] = []
    for profile in party:
        out.append(Slot(_unique(profile.name, out), 0, (profile,)))
    for creature, count in expand_foes(content, foes):
        size = count if pool is None else pool
        individuals = tuple(creature_profile(creature, content, rng) for _ in range(size))
        for n in range(count):
            name = creature.name if count == 1 else f"{creature.name} {n + 1}"
            rotated = individuals[n % size:] + individuals[:n % size]
            out.append(Slot(_unique(name, out), 1, rotated))
    return out


def _unique(name: str, taken: Sequence[Slot]) -> str:
    names = {s.uid for s in taken}
    if name not in names:
        return name
    n = 2
    while f"{name} ({n})" in names:
        n += 1
    return f"{name} ({n})"


def battle(content: Content, places: Sequence[Slot], rng: Random, *, run: int = 0, terrain: str = "open",
           distance_ft: int = MEETING_FT, daylight: bool = False, surprised: int | None = None, log: bool = True,
           rules: CombatRules | None = None, dice: Die | None = None) -> Battle:
    """The fight of `places` (run number `run` picks the individuals) on a fresh battlefield of
    `terrain` drawn with `rng`, its size the engine's (`battlefield.size_for`), never the screen's: a
    seed and the same choices play the same fight on any terminal; `surprised` is the side caught
    unaware (0 the party, 1 the foes)."""
    combatants = [Combatant(s.pool[run % len(s.pool)], s.uid, s.side) for s in places]
    field = generate(terrain, rng, *size_for(len(combatants), distance_ft))
    caught = {c.uid: SURPRISE_FT for c in combatants if c.side == surprised}
    return Battle(combatants, content, rng, field=field, distance_ft=distance_ft, daylight=daylight, surprised=caught,
                  log=log, rules=rules, dice=dice)


def muster(content: Content, party: Sequence[Profile], foes: Foes, rng: Random, *, terrain: str = "open",
           distance_ft: int = MEETING_FT, daylight: bool = False, surprised: int | None = None,
           log: bool = True, rules: CombatRules | None = None) -> Battle:
    """A fight of the party against `foes` [(creature, count)], each foe rolled as an individual
    with `rng` (the options as `battle`'s)."""
    places = slots(content, party, foes, rng.randrange(2**31), pool=None)
    return battle(content, places, rng, terrain=terrain, distance_ft=distance_ft, daylight=daylight,
                  surprised=surprised, log=log, rules=rules)


@dataclass(frozen=True)
class Before:
    """What a fighter brings into a fight from the moments before it (a delve's): lasting magic on him,
    (magic, level, rounds left) each, and the rounds he has left to bleed (0: he does not)."""

    magic: tuple[tuple[Magic, int, int], ...] = ()
    bleeding: int = 0
    wound_of: str = ""


def muster_in(content: Content, party: Sequence[Profile], foes: Foes, rng: Random, field: Battlefield, *,
              company: Cell, band: Cell, darkness: Darkness | None = None, surprised: int | None = None,
              before: Mapping[str, Before] | None = None, log: bool = True) -> Battle:
    """A fight of the party against `foes` on a battlefield already laid out (a site's, from its plan):
    the party about the `company`'s square, the foes about the `band`'s (`battlefield.deploy_around`),
    in `darkness` (None: all can see), each hero with what he brings from `before` it (by name); those
    caught unaware slower by the feet between the two."""
    places = slots(content, party, foes, rng.randrange(2**31), pool=None)
    combatants = [Combatant(s.pool[0], s.uid, s.side) for s in places]
    for c in combatants:
        brought = (before or {}).get(c.uid) if c.side == 0 else None
        if brought is not None:
            for magic, level, rounds in brought.magic:
                carry_in(c, magic, level, rounds)
            if brought.bleeding and not c.dead:
                c.bleeding, c.wound_of = brought.bleeding, brought.wound_of
    cells = deploy_around(field, [c.side for c in combatants], company, band)
    gap = feet(company, band)
    caught = {c.uid: gap for c in combatants if c.side == surprised}
    return Battle(combatants, content, rng, field=field, at={c.uid: cell for c, cell in zip(combatants, cells, strict=True)},
                  distance_ft=gap, daylight=False, surprised=caught, log=log, darkness=darkness)
