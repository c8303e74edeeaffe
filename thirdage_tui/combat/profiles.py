"""Profiles from a hero's sheet or a creature's stat block: one shape for both, so that heroes and
creatures fight by the same rules."""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.combat.arms import Arm
from thirdage_tui.combat.combatant import Location, Profile
from thirdage_tui.combat.creatures import Breed, average_attributes
from thirdage_tui.content.ids import HEALING, KNOW_ENEMY
from thirdage_tui.engine.dice import Dice
from thirdage_tui.engine.sheet import character_sheet, to_hand
from thirdage_tui.engine.skills import skill_name, skill_points

if TYPE_CHECKING:
    from collections.abc import Sequence

    from thirdage_tui.content.models.bestiary import Creature, NaturalWeapon, Special, SpecialType
    from thirdage_tui.content.models.tables import Body
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.engine.statblock import StatBlock, WeaponLine

ON_HIT: tuple[SpecialType, ...] = ("venom", "cold_touch", "drag_down")
"""The special abilities that ride on a wounding blow (`specials.on_wound`)."""


def hero_profile(hero: Hero, content: Content) -> Profile:
    """A hero as a fighter: his sheet's values (ENC penalties included), the weapons he has on him
    (not those he is trained in but has put by, nor those loaded on his mount), his magic, his
    wounds and the POW he has spent."""
    sheet = character_sheet(hero, content)
    body = content.bodies[content.races[hero.race].body]
    skills = {key: sheet.skills[skill_name(content, key)]
              for key in skill_points(hero.skills, content.races[hero.race], content)}
    lines = to_hand(hero, sheet.weapons)
    arms = tuple(_arm(line, content, sheet.damage_bonus) for line in lines)
    return Profile(
        name=hero.name, kind="hero", ref=hero.name, attributes=dict(sheet.attributes),
        locations=_locations(body, sheet.locations, sheet.armour), by_roll=by_roll(body),
        hit_points=sheet.hit_points, defence=sheet.defence, move=sheet.move, arms=arms,
        damage_bonus=sheet.damage_bonus, abilities=dict(sheet.abilities),
        healing=sheet.skills.get(content.skills[HEALING].name, 0), skills=skills,
        foe_lore=foe_lore(skills, content), magic=dict(hero.hero_magic),
        spells=tuple(hero.spells), wounds=dict(hero.wounds), pow_spent=hero.pow_spent,
        wielded=next((i for i, line in enumerate(lines) if line.id == hero.wielded), -1),
        pronoun=hero.pronoun)


def creature_profile(creature: Creature, content: Content, rng: Random | None = None) -> Profile:
    """A creature as a fighter: the typical individual, or one rolled with `rng`."""
    mold = _mold(creature, content)
    attrs = mold.breed.roll(rng) if rng is not None else average_attributes(creature)
    block = mold.breed.block(content, attrs)
    skills = {key: block.skills[name] for key, name in mold.skill_names}
    return Profile(
        name=creature.name, kind="creature", ref=creature.id, attributes=block.attributes,
        locations=mold.locations(block), by_roll=mold.by_roll, hit_points=block.hit_points, defence=block.defence,
        move=block.move, arms=tuple(mold.arm(line, block.damage_bonus) for line in block.weapons),
        damage_bonus=block.damage_bonus, abilities=dict(block.abilities),
        healing=block.skills.get(mold.healing, 0), skills=skills, foe_lore=foe_lore(skills, content),
        specials=dict(mold.specials), behaviour=creature.behaviour, family=creature.family,
        pronoun=creature.pronoun)


class _Mold:
    """What every fighter of one kind of creature shares (its `Breed`, how a hit-location roll lands,
    its skills' names, its specials), with the arms and locations of its individuals kept by what
    they are made from: individuals differ in a few numbers, so most are made already."""

    def __init__(self, creature: Creature, content: Content):
        self.breed = Breed.of(creature, content)
        self.by_roll = by_roll(self.breed.body)
        self.skill_names = tuple((s, content.skills[s].name) for s in creature.skills)
        self.healing = content.skills[HEALING].name
        self.specials = {s.type: s for s in creature.specials}
        self._content = content
        self._natural = {n.id: n for n in creature.natural_weapons}
        self._arms: dict[tuple[WeaponLine, str], Arm] = {}
        self._locations: dict[tuple[int, ...], tuple[Location, ...]] = {}

    def arm(self, line: WeaponLine, bonus: str) -> Arm:
        key = (line, bonus)
        made = self._arms.get(key)
        if made is None:
            made = self._arms[key] = _arm(line, self._content, bonus, self._natural.get(line.id),
                                          self.breed.creature.specials)
        return made

    def locations(self, block: StatBlock) -> tuple[Location, ...]:
        key = tuple(block.locations.values())
        made = self._locations.get(key)
        if made is None:
            made = self._locations[key] = _locations(self.breed.body, block.locations, block.armour)
        return made


def _mold(creature: Creature, content: Content) -> _Mold:
    """The creature's mold, made once per content (again for a changed creature of the same id)."""
    molds: dict[str, _Mold] = content.derived("creature molds", lambda _: {})
    mold = molds.get(creature.id)
    if mold is None or mold.breed.creature is not creature:
        mold = molds[creature.id] = _Mold(creature, content)
    return mold


def foe_lore(skills: dict[str, int], content: Content) -> dict[str, int]:
    """The best Know Enemy level against each family of foes, by the family each specialisation
    helps against (`against` of the skill in content)."""
    against = content.skills[KNOW_ENEMY].against
    lore: dict[str, int] = {}
    for key, level in skills.items():
        skill, _, spec = key.partition(":")
        if skill == KNOW_ENEMY and spec in against:
            family = against[spec]
            lore[family] = max(lore.get(family, 0), level)
    return lore


def by_roll(body: Body) -> tuple[int, ...]:
    """Index 1-20: the location a hit-location d20 strikes on this body (index 0 unused)."""
    table = [0] * 21
    for index, loc in enumerate(body.locations):
        for roll in range(loc.roll[0], loc.roll[1] + 1):
            table[roll] = index
    return tuple(table)


def _locations(body: Body, hp: dict[str, int], armour: dict[str, int]) -> tuple[Location, ...]:
    return tuple(Location(loc.id, loc.name, hp[loc.id], armour[loc.id], loc.wound) for loc in body.locations)


def _arm(line: WeaponLine, content: Content, bonus: str, natural: NaturalWeapon | None = None,
         specials: Sequence[Special] = ()) -> Arm:
    """An Arm from a sheet's weapon line: the weapon's own dice and the damage bonus kept apart."""
    if natural is not None:
        own, adds, kind, blunt, protection, two = natural.damage, natural.adds_damage_bonus, "natural", \
            natural.blunt, 0, False
    else:
        weapon = content.weapons[line.id]
        own, adds, kind, blunt, protection, two = weapon.damage or "", weapon.adds_damage_bonus, weapon.kind, \
            weapon.blunt, weapon.protection, weapon.two_handed
    riding = tuple(s.type for s in specials if s.weapon == line.id)
    return Arm(
        id=line.id, name=line.name, kind=kind, attack=line.attack, parry=line.parry, damage=Dice.parse(own),
        bonus=Dice.parse(bonus) if adds and own else Dice(), strike_rank=line.strike_rank, range_ft=line.range_ft,
        protection=protection, two_handed=two, blunt=blunt, fire="fire" in riding,
        on_hit=tuple(t for t in riding if t in ON_HIT))
