"""The character sheet: every value derived from a hero's state and the content (2.2-2.7, 3.3-3.6)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.content.models.base import ABILITIES
from thirdage_tui.engine import abilities as ab
from thirdage_tui.engine.armour import protection
from thirdage_tui.engine.dice import Dice
from thirdage_tui.engine.encumbrance import Enc, encumbrance
from thirdage_tui.engine.hero import Hero
from thirdage_tui.engine.items import item, item_kind
from thirdage_tui.engine.skills import skill_ability, skill_name, skill_points
from thirdage_tui.engine.strike_rank import weapon_sr

if TYPE_CHECKING:
    from thirdage_tui.content.models.equipment import Weapon
    from thirdage_tui.content.store import Content


@dataclass(frozen=True)
class WeaponLine:
    """One weapon as the sheet shows it; `attack` None for shields, `parry` None for missile weapons."""

    id: str
    name: str
    attack: int | None
    parry: int | None
    damage: str
    strike_rank: int
    range_ft: int | None


@dataclass(frozen=True, kw_only=True)
class StatBlock:
    """What heroes and creatures alike derive from their attributes (GUIDE §3 keys).
    Levels and ranks already carry the ENC penalty."""

    name: str
    attributes: dict[str, int]
    abilities: dict[str, int]
    defence: int
    hit_points: int
    damage_bonus: str
    locations: dict[str, int]
    armour: dict[str, int]
    move: int
    enc: Enc
    weapons: tuple[WeaponLine, ...]
    skills: dict[str, int]


@dataclass(frozen=True, kw_only=True)
class Sheet(StatBlock):
    """A hero's character sheet."""

    race: str
    nation: str | None
    background: str
    skills_by_ability: dict[str, dict[str, int]]
    hero_magic: dict[str, int]
    spells: tuple[str, ...]
    silver: int
    equipment: tuple[str, ...]
    pow_left: int


def character_sheet(hero: Hero, content: Content) -> Sheet:
    """Derive the whole sheet; raises ArmourError if the worn armour breaks the layering rule."""
    tables = content.tables
    race = content.races[hero.race]
    attrs = hero.attributes
    mods = ab.ability_modifiers(attrs, tables)
    enc = encumbrance(hero.equipment, attrs, content)
    rules = tables.enc
    body = content.bodies[race.body]
    total = ab.hit_points(attrs, tables)
    bonus = ab.damage_bonus(attrs, tables)
    levels = skill_levels(hero, content, mods, enc.over * rules.skills_per_point)
    return Sheet(
        name=hero.name, race=hero.race, nation=hero.nation, background=hero.background,
        attributes=dict(attrs), abilities=mods,
        defence=max(0, max(0, mods["defence"]) + enc.over * rules.defence_per_point),
        hit_points=total, damage_bonus=bonus,
        locations=ab.location_hit_points(total, body, tables),
        armour=protection([content.armour[i] for i in hero.equipment if i in content.all("armour")], body),
        move=0 if enc.cannot_move else max(0, race.move + enc.over * rules.move_per_point),
        enc=enc,
        weapons=tuple(weapon_line(content.weapons[w], hero.weapons.get(w), attrs, mods, bonus, enc.over, content)
                      for w in weapon_ids(hero, content)),
        skills={name: level for group in levels.values() for name, level in group.items()},
        skills_by_ability=levels,
        hero_magic={content.hero_magic[m].name: level for m, level in hero.hero_magic.items()},
        spells=tuple(content.spells[s].name for s in hero.spells),
        silver=hero.silver,
        equipment=tuple(item(content, i).name for i in hero.equipment),
        pow_left=attrs["POW"] - hero.pow_spent,
    )


def weapon_ids(hero: Hero, content: Content) -> list[str]:
    """The weapons the hero has points in (most first), then those he carries without."""
    trained = sorted(hero.weapons, key=lambda w: -hero.weapons[w])
    carried = [i for i in dict.fromkeys(hero.equipment) if item_kind(content, i) == "weapons" and i not in trained]
    return trained + carried


def weapon_line(weapon: Weapon, points: int | None, attrs: dict[str, int], mods: dict[str, int], bonus: str,
                over: int, content: Content) -> WeaponLine:
    """Attack and parry are points plus the Attack or Parry modifier, less the ENC penalty (G4.4)."""
    rules = content.tables.enc
    penalty = over * rules.skills_per_point
    damage = Dice.parse(weapon.damage or "")
    if weapon.adds_damage_bonus and weapon.damage:
        damage = damage + Dice.parse(bonus)
    return WeaponLine(
        id=weapon.id, name=weapon.name,
        attack=(points or 0) + mods["attack"] + penalty if weapon.attacks else None,
        parry=(points or 0) + mods["parry"] + penalty if weapon.parries else None,
        damage=str(damage),
        strike_rank=weapon_sr(content.tables.strike_rank, weapon, attrs) + over * rules.strike_rank_per_point,
        range_ft=weapon.range_ft,
    )


def skill_levels(hero: Hero, content: Content, mods: dict[str, int], penalty: int) -> dict[str, dict[str, int]]:
    """Each skill's level (points + ability modifier + ENC penalty), grouped by ability, by name."""
    grouped: dict[str, dict[str, int]] = {a: {} for a in ABILITIES}
    for key, points in skill_points(hero.skills, content.races[hero.race], content).items():
        ability = skill_ability(content, key)
        grouped[ability][skill_name(content, key)] = points + mods[ability] + penalty
    return {a: dict(sorted(g.items())) for a, g in grouped.items() if g}
