"""A creature's stat block: the one stat block of heroes and creatures (`engine.statblock`), from the
attributes of one individual (the typical one, or one rolled), its body, its worn and natural armour
(added up per location), its carried and natural weapons with their points, and its skills.

What every individual of a kind shares is its `Breed`, worked out once; an individual adds only its
attributes."""

from __future__ import annotations

import math
from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.engine.armour import protection
from thirdage_tui.engine.dice import Dice, seeded
from thirdage_tui.engine.encumbrance import Enc, burdened, load_of
from thirdage_tui.engine.statblock import StatBlock, Wielded, block_fields, stat_block

if TYPE_CHECKING:
    from thirdage_tui.content.models.bestiary import Creature
    from thirdage_tui.content.models.tables import Body
    from thirdage_tui.content.store import Content


@dataclass(frozen=True, kw_only=True)
class CreatureSheet(StatBlock):
    """One creature's derived values, keyed like a hero's sheet (GUIDE §3)."""

    id: str


@dataclass(frozen=True)
class Breed:
    """What every individual of one kind of creature shares: its body, its armour per location (worn
    and natural added up), what it carries and its weapons as held."""

    creature: Creature
    body: Body
    armour: dict[str, int]
    carried: tuple[str, ...]
    wielded: tuple[Wielded, ...]
    load: Enc
    """What it carries weighs (`encumbrance.load_of`), the same for every individual."""
    dice: tuple[tuple[str, Dice], ...]
    """Each attribute and its dice, parsed once."""

    @classmethod
    def of(cls, creature: Creature, content: Content) -> Breed:
        body = content.bodies[creature.body]
        worn = protection([content.armour[a] for a in creature.armour], body)
        natural = creature.natural_armour
        wielded = [Wielded.weapon(content.weapons[w.weapon], w.attack, w.parry) for w in creature.weapons]
        wielded += [Wielded.natural(n) for n in creature.natural_weapons]
        carried = (*creature.armour, *(w.weapon for w in creature.weapons))
        return cls(creature, body,
                   {loc.id: worn[loc.id] + natural.get(loc.armour_group, 0) for loc in body.locations},
                   carried, tuple(wielded), load_of(carried, content), attribute_dice(creature))

    def roll(self, rng: Random) -> dict[str, int]:
        """The attributes of one individual, rolled (`roll_attributes`)."""
        return _rolled(self.dice, rng)

    def block(self, content: Content, attributes: dict[str, int]) -> StatBlock:
        """The stat block of the individual who has these attributes."""
        creature = self.creature
        return stat_block(content, name=creature.name, attributes=attributes, body=self.body, armour=self.armour,
                          base_move=creature.move, enc=burdened(self.load, attributes, content.tables.enc),
                          wielded=self.wielded, skill_points=dict(creature.skills))


def average_attributes(creature: Creature) -> dict[str, int]:
    """The typical individual: each attribute's mean, rounded down."""
    return {attr: math.floor(Dice.parse(dice).mean) for attr, dice in creature.attributes.items()}


def attribute_dice(creature: Creature) -> tuple[tuple[str, Dice], ...]:
    return tuple((attr, Dice.parse(dice)) for attr, dice in creature.attributes.items())


def roll_attributes(creature: Creature, rng: Random) -> dict[str, int]:
    """One individual, rolled (an attribute is never below 1), each attribute's dice in turn."""
    return _rolled(attribute_dice(creature), rng)


def _rolled(dice: tuple[tuple[str, Dice], ...], rng: Random) -> dict[str, int]:
    die = seeded(rng)
    return {attr: max(1, d.draw(die)) for attr, d in dice}


def creature_sheet(creature: Creature, content: Content, attributes: dict[str, int] | None = None) -> CreatureSheet:
    """The stat block of one individual (the typical one when `attributes` is None)."""
    breed = Breed.of(creature, content)
    block = breed.block(content, attributes or average_attributes(creature))
    return CreatureSheet(**block_fields(block), id=creature.id)
