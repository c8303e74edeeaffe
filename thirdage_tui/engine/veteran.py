"""A veteran entered by the referee (`thirdage hero edit`): a hero's trained attributes, skill
levels, weapon points, Hero Magic, spells, wounds and POW spent set beyond what creation allows,
each within the rule that bounds it (2.1, 3.6, 4.1, 5.1, 5.2; G4.1, G4.7)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

from thirdage_tui.content.errors import UnknownId
from thirdage_tui.content.kinds import HERO_MAGIC, SKILLS, SPELLS, WEAPONS
from thirdage_tui.content.models.base import ATTRS
from thirdage_tui.engine import abilities as ab
from thirdage_tui.engine.attributes import creation_range, species_maximum
from thirdage_tui.engine.herofile import HERO_PRONOUNS
from thirdage_tui.engine.refusals import CreationError
from thirdage_tui.engine.skills import skill_ability, split_skill_name, with_specialisation

if TYPE_CHECKING:
    from thirdage_tui.content.kinds import Collection
    from thirdage_tui.content.models.base import Entry
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero

E = TypeVar("E", bound="Entry")

MAX_LEVEL = 40
"""The highest skill level or weapon points a referee may enter (no rule caps a skill; this
keeps a typing slip from becoming a demigod)."""


class EditError(CreationError):
    """A veteran's value the rules do not allow; the message cites the rule."""


@dataclass(frozen=True)
class Edit:
    """What to change; anything left empty stays as it is."""

    attributes: dict[str, int] = field(default_factory=dict)
    skills: dict[str, int] = field(default_factory=dict)
    """Skill name (or "Name (Specialisation)") -> the level wanted (points + ability modifier)."""
    weapons: dict[str, int] = field(default_factory=dict)
    """Weapon name -> points (attack and parry are the points plus their modifiers)."""
    hero_magic: dict[str, int] = field(default_factory=dict)
    spells: tuple[str, ...] = ()
    """Spells to add to those he knows."""
    wounds: dict[str, int] | None = None
    """Hit points lost at each location (the whole set: those left out are healed)."""
    pow_spent: int | None = None
    pronoun: str | None = None
    """How the game speaks of him ("he" or "she")."""


def edit_hero(hero: Hero, edit: Edit, content: Content) -> Hero:
    """The hero with `edit` applied, or EditError naming the first value out of bounds."""
    attributes = hero.attributes | _attributes(hero, edit.attributes, content)
    changed = hero.evolve(attributes=attributes)
    mods = ab.ability_modifiers(attributes, content.tables)
    skills = dict(hero.skills)
    for name, level in edit.skills.items():
        key = _skill_key(name, content)
        points = level - mods[skill_ability(content, key)]
        if not 0 <= level <= MAX_LEVEL or points < 0:
            raise EditError(f"{name} {level}: a level runs from the ability modifier "
                            f"({mods[skill_ability(content, key)]:+d}, points 0) to {MAX_LEVEL} (4.1)")
        skills[key] = points
    weapons = dict(hero.weapons)
    for name, points in edit.weapons.items():
        weapon = _find(content, WEAPONS, name)
        if not 0 <= points <= MAX_LEVEL:
            raise EditError(f"{weapon.name} {points}: weapon points run from 0 to {MAX_LEVEL} (4.1)")
        weapons[weapon.id] = points
    changed = changed.evolve(skills=skills, weapons=weapons,
                             hero_magic=hero.hero_magic | _hero_magic(edit.hero_magic, content),
                             spells=list(dict.fromkeys([*hero.spells, *_spells(edit.spells, content)])))
    if edit.wounds is not None:
        changed = changed.evolve(wounds=check_wounds(changed, edit.wounds, content))
    if edit.pow_spent is not None:
        if not 0 <= edit.pow_spent <= attributes["POW"]:
            raise EditError(f"POW spent {edit.pow_spent}: from 0 to his POW of {attributes['POW']} (5.1)")
        changed = changed.evolve(pow_spent=edit.pow_spent)
    if edit.pronoun is not None:
        if edit.pronoun not in HERO_PRONOUNS:
            raise EditError(f"pronoun {edit.pronoun!r}: a hero is spoken of as {' or '.join(HERO_PRONOUNS)}")
        changed = changed.evolve(pronoun=edit.pronoun)
    return changed


def _attributes(hero: Hero, values: dict[str, int], content: Content) -> dict[str, int]:
    """Trained or magically raised attributes: from 3 (2.1: never below) to the species maximum
    (18 + the racial modifier + 3; G4.1). SIZ never changes naturally: its range is the rolled one."""
    race, rules = content.races[hero.race], content.tables.attributes
    for attr, value in values.items():
        if attr not in ATTRS:
            raise EditError(f"unknown attribute {attr!r}; expected one of: {', '.join(ATTRS)}")
        if attr == "SIZ":
            low, high = creation_range(race, attr, rules)
            why = "2.1: SIZ is never trained"
        else:
            low, high = rules.minimum, species_maximum(race, attr, rules)
            why = "2.1: never below 3; trained, at most the highest roll plus 3, G4.1"
        if not low <= value <= high:
            raise EditError(f"{attr} {value} is past what a {race.name} can reach: {low}-{high} ({why})")
    return values


def _skill_key(name: str, content: Content) -> str:
    skill_name, spec = split_skill_name(name)
    skill = _find(content, SKILLS, skill_name)
    return with_specialisation(skill, spec)


def _hero_magic(levels: dict[str, int], content: Content) -> dict[str, int]:
    out: dict[str, int] = {}
    for name, level in levels.items():
        magic = _find(content, HERO_MAGIC, name)
        if not 1 <= level <= magic.max_level:
            raise EditError(f"{magic.name} {level}: its levels run from 1 to {magic.max_level} (5.1)")
        out[magic.id] = level
    return out


def _spells(names: tuple[str, ...], content: Content) -> list[str]:
    return [_find(content, SPELLS, name).id for name in names]


def check_wounds(hero: Hero, wounds: dict[str, int], content: Content) -> dict[str, int]:
    """Wounds a living hero can carry (3.6.3; G4.7): by location of his body, none past the point
    that severs or kills, and in all (a limb counting at most twice its hit points) fewer than his
    hit points. Returns them by location id, the zeros left out."""
    tables = content.tables
    body = content.bodies[content.races[hero.race].body]
    total = ab.hit_points(hero.attributes, tables)
    hp = ab.location_hit_points(total, body, tables)
    by_name = {key: loc for loc in body.locations for key in (loc.id, loc.name.lower())}
    out: dict[str, int] = {}
    for name, lost in wounds.items():
        loc = by_name.get(name.strip().lower())
        if loc is None:
            expected = ", ".join(loc.id for loc in body.locations)
            raise EditError(f"--wounds: no location {name!r}; expected one of: {expected}")
        if not 0 <= lost < hp[loc.id] - ab.SEVER_AT:
            raise EditError(f"--wounds {loc.id}={lost}: from 0 to {hp[loc.id] - ab.SEVER_AT - 1} (the location has "
                            f"{hp[loc.id]}; at {ab.SEVER_AT} it is severed, or he is dead: 3.6.3)")
        if lost:
            out[loc.id] = lost
    if (counted := ab.hit_points_lost(out, body, hp)) >= total:
        raise EditError(f"those wounds count {counted} against his {total} hit points: he would be dead (3.6.3)")
    return out


def _find(content: Content, kind: Collection[E], name: str) -> E:
    try:
        return content.find(kind, name)
    except UnknownId as exc:
        raise EditError(str(exc)) from None
