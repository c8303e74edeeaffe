"""A hero's own state. Everything derived (abilities, hit points, levels...) lives in `sheet`."""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import TypedDict, Unpack

from thirdage_tui.engine.refusals import CreationError

MAX_NAME = 60


def clean_name(name: str) -> str:
    """A hero's name with its spaces tidied; CreationError unless it has 1-60 printable characters.
    Here with the hero rather than with `creation`, so that reading a hero file imports no creation."""
    name = " ".join(name.split())
    if not 1 <= len(name) <= MAX_NAME or not name.isprintable():
        raise CreationError(f"a name has 1-{MAX_NAME} printable characters")
    return name


@dataclass
class Hero:
    """What a hero is and has; never a derived value.

    `weapons` and `skills` hold points (the level is points plus the ability modifier); a skill key
    is "skill_id" or "skill_id:specialisation". `equipment` holds item ids: armour, weapons and gear,
    clothing and mounts, all he has with him. Of those, `loaded` are on his mounts and `unworn` are
    pieces of armour he carries without wearing them (the rest of his armour is worn); `wielded` is
    the weapon he takes in hand as a fight starts. `ticks` are the skills (and "weapon:ID"s) marked for
    improvement (4.4). `wounds` is damage taken, by hit location.
    """

    name: str
    race: str
    nation: str | None
    background: str
    attributes: dict[str, int]
    weapons: dict[str, int] = field(default_factory=dict)
    skills: dict[str, int] = field(default_factory=dict)
    hero_magic: dict[str, int] = field(default_factory=dict)
    spells: list[str] = field(default_factory=list)
    equipment: list[str] = field(default_factory=list)
    silver: int = 0
    pow_spent: int = 0
    ticks: list[str] = field(default_factory=list)
    wounds: dict[str, int] = field(default_factory=dict)
    unworn: list[str] = field(default_factory=list)
    loaded: list[str] = field(default_factory=list)
    wielded: str | None = None
    """The weapon he has chosen to have in hand when a fight starts, one he carries (None: his best)."""
    pronoun: str = "he"
    """How the game speaks of him: "he" or "she" (`content.models.base.Pronoun`)."""

    def evolve(self, **changes: Unpack[HeroChanges]) -> Hero:
        """A copy with `changes`; its containers are copies, so the original is never touched."""
        copied = {f.name: getattr(self, f.name).copy() for f in fields(self)
                  if f.name not in changes and isinstance(getattr(self, f.name), (dict, list))}
        return replace(self, **copied, **changes)


class HeroChanges(TypedDict, total=False):
    """What `Hero.evolve` may change: any of the hero's own fields, each of its type."""

    name: str
    race: str
    nation: str | None
    background: str
    attributes: dict[str, int]
    weapons: dict[str, int]
    skills: dict[str, int]
    hero_magic: dict[str, int]
    spells: list[str]
    equipment: list[str]
    silver: int
    pow_spent: int
    ticks: list[str]
    wounds: dict[str, int]
    unworn: list[str]
    loaded: list[str]
    wielded: str | None
    pronoun: str


WEAPON_TICK = "weapon:"


def weapon_tick(weapon_id: str) -> str:
    """The tick key of a weapon skill: "weapon:spear"."""
    return WEAPON_TICK + weapon_id


def ticked_weapon(key: str) -> str | None:
    """The weapon a tick key names ("weapon:spear" -> "spear"), or None for a skill's tick."""
    return key.removeprefix(WEAPON_TICK) if key.startswith(WEAPON_TICK) else None


def split_skill_key(key: str) -> tuple[str, str | None]:
    """"know_enemy:orcs" -> ("know_enemy", "orcs"); "climb" -> ("climb", None)."""
    skill, _, spec = key.partition(":")
    return skill, spec or None
