"""A creature's stat block: the one stat block of heroes and creatures (`engine.statblock`), from the
attributes of one individual (the typical one, or one rolled), its body, its worn and natural armour
(added up per location), its carried and natural weapons with their points, and its skills."""

from __future__ import annotations

import math
from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.engine.armour import protection
from thirdage_tui.engine.dice import Dice
from thirdage_tui.engine.encumbrance import encumbrance
from thirdage_tui.engine.statblock import StatBlock, Wielded, block_fields, stat_block

if TYPE_CHECKING:
    from thirdage_tui.content.models.bestiary import Creature
    from thirdage_tui.content.store import Content


@dataclass(frozen=True, kw_only=True)
class CreatureSheet(StatBlock):
    """One creature's derived values, keyed like a hero's sheet (GUIDE §3)."""

    id: str


def average_attributes(creature: Creature) -> dict[str, int]:
    """The typical individual: each attribute's mean, rounded down."""
    return {attr: math.floor(Dice.parse(dice).mean) for attr, dice in creature.attributes.items()}


def roll_attributes(creature: Creature, rng: Random) -> dict[str, int]:
    """One individual, rolled (an attribute is never below 1)."""
    return {attr: max(1, Dice.parse(dice).roll(rng)) for attr, dice in creature.attributes.items()}


def creature_sheet(creature: Creature, content: Content, attributes: dict[str, int] | None = None) -> CreatureSheet:
    """The stat block of one individual (the typical one when `attributes` is None)."""
    attrs = attributes or average_attributes(creature)
    body = content.bodies[creature.body]
    worn = protection([content.armour[a] for a in creature.armour], body)
    natural = creature.natural_armour
    wielded = [Wielded.weapon(content.weapons[w.weapon], w.attack, w.parry) for w in creature.weapons]
    wielded += [Wielded.natural(n) for n in creature.natural_weapons]
    block = stat_block(
        content, name=creature.name, attributes=attrs, body=body,
        armour={loc.id: worn[loc.id] + natural.get(loc.armour_group, 0) for loc in body.locations},
        base_move=creature.move, enc=encumbrance([*creature.armour, *(w.weapon for w in creature.weapons)], attrs,
                                                 content),
        wielded=wielded, skill_points=dict(creature.skills))
    return CreatureSheet(**block_fields(block), id=creature.id)
