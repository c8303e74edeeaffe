"""The character sheet: every value derived from a hero's state and the content (2.2-2.7, 3.3-3.6).
What heroes share with creatures is the one stat block (`engine.statblock`); the sheet adds what only
a hero has."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.engine.abilities import hit_points_lost
from thirdage_tui.engine.armour import protection
from thirdage_tui.engine.encumbrance import hero_enc
from thirdage_tui.engine.hero import Hero
from thirdage_tui.engine.inventory import Stack, on_person, placed_stacks, worn
from thirdage_tui.engine.items import item, item_kind
from thirdage_tui.engine.skills import skill_points
from thirdage_tui.engine.statblock import StatBlock, WeaponLine, Wielded, block_fields, first_weapon, stat_block

if TYPE_CHECKING:
    from collections.abc import Sequence

    from thirdage_tui.content.store import Content

__all__ = ["Sheet", "StatBlock", "WeaponLine", "armed", "character_sheet", "to_hand", "weapon_ids"]


@dataclass(frozen=True, kw_only=True)
class Sheet(StatBlock):
    """A hero's character sheet."""

    race: str
    nation: str | None
    background: str
    hero_magic: dict[str, int]
    spells: tuple[str, ...]
    silver: int
    equipment: tuple[str, ...]
    kit: tuple[Stack, ...]
    """The things of `equipment` stacked, by where they are: worn, carried, on his mounts."""
    pow_left: int
    wounds: dict[str, int]
    """Damage the hero carries, by location id (his state's `wounds`)."""
    hit_points_left: int
    """Hit points less what the wounds take (3.6.3)."""
    in_hand: str | None
    """The id of the weapon he takes in hand when a fight starts: the one he chose, else his best."""
    in_hand_chosen: bool
    """Whether he chose it (his state's `wielded`)."""


def character_sheet(hero: Hero, content: Content) -> Sheet:
    """Derive the whole sheet; raises ArmourError if the worn armour breaks the layering rule."""
    race = content.races[hero.race]
    body = content.bodies[race.body]
    attrs = hero.attributes
    armour = [content.armour[i] for i in worn(hero, content)]
    block = stat_block(
        content, name=hero.name, attributes=attrs, body=body, armour=protection(armour, body), base_move=race.move,
        enc=hero_enc(hero, content),
        wielded=[Wielded.weapon(content.weapons[w], hero.weapons.get(w, 0), hero.weapons.get(w, 0))
                 for w in weapon_ids(hero, content)],
        skill_points=skill_points(hero.skills, race, content))
    return Sheet(
        **block_fields(block), race=hero.race, nation=hero.nation, background=hero.background,
        hero_magic={content.hero_magic[m].name: level for m, level in hero.hero_magic.items()},
        spells=tuple(content.spells[s].name for s in hero.spells),
        silver=hero.silver,
        equipment=tuple(item(content, i).name for i in hero.equipment),
        kit=tuple(placed_stacks(hero, content)),
        pow_left=attrs["POW"] - hero.pow_spent,
        wounds=dict(hero.wounds),
        hit_points_left=block.hit_points - hit_points_lost(hero.wounds, body, block.locations),
        in_hand=hero.wielded or _best_in_hand(to_hand(hero, block.weapons), content), in_hand_chosen=hero.wielded is not None,
    )


def to_hand(hero: Hero, lines: Sequence[WeaponLine]) -> list[WeaponLine]:
    """Of his weapons (the sheet lists those he is trained in too), the ones he has on him to fight
    with: not those put by in store or given away, nor those loaded on his mount."""
    on_him = set(on_person(hero))
    return [line for line in lines if line.id in on_him]


def armed(hero: Hero, content: Content) -> bool:
    """Whether he has on him a weapon to strike with (orcs strip their captives of theirs)."""
    return any(line.attack is not None for line in to_hand(hero, character_sheet(hero, content).weapons))


def _best_in_hand(lines: Sequence[WeaponLine], content: Content) -> str | None:
    """The weapon he takes in hand when he has chosen none (`statblock.first_weapon`)."""
    kinds = [content.weapons[line.id] for line in lines]
    index = first_weapon([(line.attack, w.ranged, w.kind == "thrown") for line, w in zip(lines, kinds, strict=True)])
    return lines[index].id if index >= 0 else None


def weapon_ids(hero: Hero, content: Content) -> list[str]:
    """The weapons the hero has points in (most first), then those he carries without."""
    trained = sorted(hero.weapons, key=lambda w: -hero.weapons[w])
    carried = [i for i in dict.fromkeys(hero.equipment) if item_kind(content, i) == "weapons" and i not in trained]
    return trained + carried
