"""A creature's stat block, derived from its attributes by the same rules as a hero's (2.2, 3.3,
3.5, 3.6; G4.2-G4.5, G4.8): hit points, location hit points, damage bonus, Defence, strike ranks,
weapon levels and ENC. Worn and natural armour add up per location."""

from __future__ import annotations

import math
from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.engine import abilities as ab
from thirdage_tui.engine.armour import protection
from thirdage_tui.engine.dice import Dice
from thirdage_tui.engine.encumbrance import encumbrance
from thirdage_tui.engine.sheet import StatBlock, WeaponLine
from thirdage_tui.engine.strike_rank import dex_sr, siz_sr, weapon_sr

if TYPE_CHECKING:
    from thirdage_tui.content.models.bestiary import Creature, NaturalWeapon
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
    tables = content.tables
    body = content.bodies[creature.body]
    mods = ab.ability_modifiers(attrs, tables)
    enc = encumbrance([*creature.armour, *(w.weapon for w in creature.weapons)], attrs, content)
    penalty = enc.over * tables.enc.skills_per_point
    total = ab.hit_points(attrs, tables)
    bonus = ab.damage_bonus(attrs, tables)
    worn = protection([content.armour[a] for a in creature.armour], body)
    natural = creature.natural_armour
    lines = [_carried_line(content, w, attrs, mods, bonus, penalty, enc.over) for w in creature.weapons]
    lines += [_natural_line(content, n, attrs, mods, bonus, penalty) for n in creature.natural_weapons]
    return CreatureSheet(
        id=creature.id, name=creature.name, attributes=attrs, abilities=mods,
        defence=max(0, max(0, mods["defence"]) + enc.over * tables.enc.defence_per_point),
        hit_points=total, damage_bonus=bonus,
        locations=ab.location_hit_points(total, body, tables),
        armour={loc.id: worn[loc.id] + natural.get(loc.armour_group, 0) for loc in body.locations},
        move=0 if enc.cannot_move else max(0, creature.move + enc.over * tables.enc.move_per_point),
        enc=enc, weapons=tuple(lines),
        skills={content.skills[s].name: points + mods[content.skills[s].ability] + penalty
                for s, points in creature.skills.items()},
    )


def _carried_line(content: Content, carried, attrs, mods, bonus: str, penalty: int, over: int) -> WeaponLine:
    weapon = content.weapons[carried.weapon]
    damage = Dice.parse(weapon.damage or "")
    if weapon.adds_damage_bonus and weapon.damage:
        damage = damage + Dice.parse(bonus)
    return WeaponLine(
        id=weapon.id, name=weapon.name,
        attack=carried.attack + mods["attack"] + penalty if weapon.attacks else None,
        parry=carried.parry + mods["parry"] + penalty if weapon.parries else None,
        damage=str(damage),
        strike_rank=weapon_sr(content.tables.strike_rank, weapon, attrs)
        + over * content.tables.enc.strike_rank_per_point,
        range_ft=weapon.range_ft)


def _natural_line(content: Content, natural: NaturalWeapon, attrs, mods, bonus: str, penalty: int) -> WeaponLine:
    rules = content.tables.strike_rank
    damage = Dice.parse(natural.damage) + (Dice.parse(bonus) if natural.adds_damage_bonus else Dice())
    if natural.range_ft:
        sr = dex_sr(rules, attrs["DEX"])
    else:
        sr = siz_sr(rules, attrs["SIZ"]) + dex_sr(rules, attrs["DEX"]) + natural.strike_rank
    return WeaponLine(
        id=natural.id, name=natural.name, attack=natural.attack + mods["attack"] + penalty,
        parry=None if natural.parry is None else natural.parry + mods["parry"] + penalty,
        damage=str(damage), strike_rank=sr, range_ft=natural.range_ft)
