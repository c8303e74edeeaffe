"""What the attributes give: ability modifiers, hit points, location hit points, damage bonus
(2.2, 3.6.2; G4.2, G4.3), and what wounds take from the hit points (3.6.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.engine.bands import band_dice, band_int

if TYPE_CHECKING:
    from thirdage_tui.content.models.base import Ability
    from thirdage_tui.content.models.tables import Body, RuleTables, Shape


def modifier(tables: RuleTables, shape: Shape, score: int) -> int:
    """One row of the G4.2 table: the modifier a score gives in a row of `shape` (P+, S+, P-, S-)."""
    return band_int(tables.modifier_shapes[shape], score)


def ability_modifier(attributes: dict[str, int], tables: RuleTables, ability: Ability) -> int:
    """One ability's modifier: the sum of its attribute rows (2.2)."""
    return sum(modifier(tables, shape, attributes[attr]) for attr, shape in tables.abilities[ability].items())


def ability_modifiers(attributes: dict[str, int], tables: RuleTables) -> dict[str, int]:
    """Every ability's modifier."""
    return {ability: ability_modifier(attributes, tables, ability) for ability in tables.abilities}


def hit_points(attributes: dict[str, int], tables: RuleTables) -> int:
    """Total hit points: CON modified by SIZ (P+) and POW (S+) (2.2.4)."""
    rules = tables.hit_points
    return attributes[rules.base] + sum(modifier(tables, shape, attributes[attr])
                                        for attr, shape in rules.modifiers.items())


def location_hit_points(total: int, body: Body, tables: RuleTables) -> dict[str, int]:
    """Each location's hit points, read by the total (3.6.2)."""
    return {loc.id: band_int(tables.location_hit_points[loc.hp_row], total) for loc in body.locations}


LIMBS = ("leg", "arm", "wing", "tail")
"""Kinds of location whose wounds count at most twice their hit points against the total (G4.7)."""


def hit_points_lost(wounds: dict[str, int], body: Body, location_hp: dict[str, int]) -> int:
    """What wounds by location take from the total hit points: each in full, a limb's at most twice
    its own hit points (3.6.3; G4.7)."""
    return sum(min(lost, 2 * location_hp[loc.id]) if loc.wound in LIMBS else lost
               for loc in body.locations if (lost := wounds.get(loc.id, 0)))


def damage_bonus(attributes: dict[str, int], tables: RuleTables) -> str:
    """"-1D4", "", "+1D4", "+1D6", "+2D6"...: read by the average of STR and SIZ, rounded down."""
    return band_dice(tables.damage_bonus, (attributes["STR"] + attributes["SIZ"]) // 2).signed()
