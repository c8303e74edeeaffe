"""Getting better (2.3, 2.4, 4.3, 4.4, 5.3; G4.9): pure functions of a hero and a seeded RNG.
Each returns a small result: the roll, what it had to beat, whether it worked, and the new hero
(the hero passed in is never changed)."""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.content.ids import ORATORY
from thirdage_tui.content.kinds import HERO_MAGIC, SKILLS, SPELLS
from thirdage_tui.engine import abilities as ab
from thirdage_tui.engine.attributes import species_maximum
from thirdage_tui.engine.dice import Dice
from thirdage_tui.engine.hero import Hero, split_skill_key, ticked_weapon
from thirdage_tui.engine.refusals import AdvancementError
from thirdage_tui.engine.rolls import D20, d20
from thirdage_tui.engine.skills import points_in, skill_ability, skill_name, skill_points

if TYPE_CHECKING:
    from thirdage_tui.content.models.base import Ability, Attr
    from thirdage_tui.content.store import Content

TRAINABLE: tuple[Attr, ...] = ("STR", "CON", "DEX")
BODY: tuple[Attr, ...] = ("STR", "CON", "SIZ")
ORATORY_STEP, ORATORY_MAX = 5, 4
ATTACK_BASE, ATTACK_STEP = 10, 5
MIN_POW_LEFT = 3


@dataclass(frozen=True)
class Roll:
    """One d20 roll against a target: what was rolled, what it had to reach, and the outcome.
    `changed` says what moved, e.g. {"DEX": (13, 14)}; `weeks`/`days` the time it took."""

    roll: int
    target: int
    success: bool
    hero: Hero
    changed: dict[str, tuple[int, int]]
    weeks: int = 0
    days: int = 0
    cost: int = 0


def training_refusal(hero: Hero, attr: str, content: Content) -> str | None:
    """Why `attr` cannot be trained now, or None (2.3)."""
    if attr not in TRAINABLE:
        return f"{attr} cannot be raised by training (only {', '.join(TRAINABLE)})"
    value = hero.attributes[attr]
    if attr in ("STR", "CON") and value >= max(hero.attributes[a] for a in BODY if a != attr):
        return f"{attr} is already the highest of STR, CON and SIZ"
    top = species_maximum(content.races[hero.race], attr, content.tables.attributes)
    if value >= top:
        return f"{attr} is at its species maximum of {top}"
    return None


def train_attribute(hero: Hero, attr: str, rng: Random, content: Content) -> Roll:
    """1D4 weeks of training, then d20 >= the old value raises it by one (a natural 20 at 20 or more)."""
    refusal = training_refusal(hero, attr, content)
    if refusal:
        raise AdvancementError(refusal)
    rules = content.tables.improvement
    weeks = Dice.parse(rules.training_weeks_dice).roll(rng)
    old, roll = hero.attributes[attr], d20(rng)
    success = roll >= old or (old >= rules.natural_success_from_level and roll == D20)
    new_hero = hero.evolve(attributes=hero.attributes | {attr: old + 1}) if success else hero
    return Roll(roll, old, success, new_hero, {attr: (old, old + 1)} if success else {}, weeks=weeks,
                cost=weeks * rules.training_cost_per_week)


def charisma_bonus(hero: Hero, content: Content) -> int:
    """CHA from 2.4 items 1-3: a point per full 5 of Oratory (4 at most), a point per full 5 of the
    main weapon's attack above 10, and one for owning any legendary item."""
    mods = ab.ability_modifiers(hero.attributes, content.tables)
    points = skill_points(hero.skills, content.races[hero.race], content)
    oratory = max((p + mods[skill_ability(content, k)] for k, p in points.items()
                   if split_skill_key(k)[0] == ORATORY), default=0)
    bonus = min(ORATORY_MAX, max(0, oratory) // ORATORY_STEP)
    if hero.weapons:
        main = max(hero.weapons.values())
        bonus += max(0, (main + mods["attack"] - ATTACK_BASE) // ATTACK_STEP)
    legendary = content.all("magic_items")
    bonus += any(getattr(legendary.get(i), "legendary", False) for i in hero.equipment)
    return bonus


def tick_name(content: Content, key: str) -> str:
    """A tick's skill or weapon by name: "weapon:one_handed_axe" -> "One-handed Axe"."""
    weapon = ticked_weapon(key)
    return content.weapons[weapon].name if weapon in content.weapons else skill_name(content, key)


def tick(hero: Hero, key: str) -> Hero:
    """Mark a skill (or "weapon:ID") used well; a skill holds one tick at most (4.4)."""
    return hero if key in hero.ticks else hero.evolve(ticks=[*hero.ticks, key])


def improve_skill(hero: Hero, key: str, rng: Random, content: Content) -> Roll:
    """A day's practice on a ticked skill: d20 above its level adds a point (a natural 20 at 20 or
    more). The tick is spent either way. A weapon ("weapon:ID") rolls against its attack."""
    if key not in hero.ticks:
        raise AdvancementError(f"{tick_name(content, key)} has no tick: only a skill used well may improve")
    weapon = ticked_weapon(key)
    ability: Ability
    if weapon:
        points, ability = hero.weapons.get(weapon, 0), "attack"
    else:
        points, ability = points_in(key, hero.skills, content.races[hero.race], content), skill_ability(content, key)
    level = points + ab.ability_modifier(hero.attributes, content.tables, ability)
    roll = d20(rng)
    rules = content.tables.improvement
    success = roll > level or (level >= rules.natural_success_from_level and roll == D20)
    ticks = [t for t in hero.ticks if t != key]
    if not success:
        return Roll(roll, level, False, hero.evolve(ticks=ticks), {}, days=1)
    if weapon:
        new_hero = hero.evolve(ticks=ticks, weapons=hero.weapons | {weapon: points + 1})
    else:
        new_hero = hero.evolve(ticks=ticks, skills=hero.skills | {key: points + 1})
    return Roll(roll, level, True, new_hero, {key: (level, level + 1)}, days=1)


def learn_skill(hero: Hero, key: str, rng: Random, content: Content) -> Roll:
    """A week with a master, then d20 <= INT gives 5 points (4.3)."""
    content.get(SKILLS, split_skill_key(key)[0])
    rules = content.tables.improvement
    if points_in(key, hero.skills, content.races[hero.race], content) >= rules.learning_points:
        raise AdvancementError(f"{skill_name(content, key)} is already known")
    roll, target = d20(rng), hero.attributes["INT"]
    if roll > target:
        return Roll(roll, target, False, hero, {}, weeks=rules.learning_weeks)
    return Roll(roll, target, True, hero.evolve(skills=hero.skills | {key: rules.learning_points}),
                {key: (0, rules.learning_points)}, weeks=rules.learning_weeks)


def gain_pow(hero: Hero, rng: Random) -> Roll:
    """A deed that pleases the Valar: d20 >= POW raises POW by one (5.3.2)."""
    old, roll = hero.attributes["POW"], d20(rng)
    if roll < old:
        return Roll(roll, old, False, hero, {})
    return Roll(roll, old, True, hero.evolve(attributes=hero.attributes | {"POW": old + 1}), {"POW": (old, old + 1)})


@dataclass(frozen=True)
class Sacrifice:
    """POW given up for a new Hero Magic or spell, the days of supplication, and the new hero."""

    learnt: str
    pow_sacrificed: int
    days: int
    hero: Hero


def sacrifice_for_hero_magic(hero: Hero, magic_id: str, level: int, content: Content) -> Sacrifice:
    """Learn Hero Magic by sacrificing POW (5.3.1): the cost of the levels not yet known (Heal 3 from
    nothing: 1 + 2 + 3 = 6), and as many days of supplication."""
    magic = content.get(HERO_MAGIC, magic_id)
    known = hero.hero_magic.get(magic.id, 0)
    if known >= magic.max_level:
        raise AdvancementError(f"{magic.name} is already known" + (f" to level {known}" if magic.variable else ""))
    if not known < level <= magic.max_level:
        raise AdvancementError(f"{magic.name} {level}: expected a level from {known + 1} to {magic.max_level}")
    cost = magic.learn_cost(level) - (magic.learn_cost(known) if known else 0)
    learnt = f"{magic.name} {level}" if magic.variable else magic.name
    return _sacrifice(hero, cost, hero.evolve(hero_magic=hero.hero_magic | {magic.id: level}), learnt)


def sacrifice_for_spell(hero: Hero, spell_id: str, content: Content) -> Sacrifice:
    """Learn a spell by sacrificing its cost in POW, with a day of supplication per point (5.3.1)."""
    spell = content.get(SPELLS, spell_id)
    if spell.id in hero.spells:
        raise AdvancementError(f"{spell.name} is already known")
    return _sacrifice(hero, spell.pow_cost, hero.evolve(spells=[*hero.spells, spell.id]), spell.name)


def _sacrifice(hero: Hero, cost: int, learnt: Hero, what: str) -> Sacrifice:
    old = hero.attributes["POW"]
    if old - cost < MIN_POW_LEFT:
        raise AdvancementError(f"{what} needs {cost} POW; a POW of {old} cannot fall below {MIN_POW_LEFT}")
    return Sacrifice(what, cost, cost, learnt.evolve(attributes=learnt.attributes | {"POW": old - cost}))
