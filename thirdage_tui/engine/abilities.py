"""What the attributes give: ability modifiers, hit points, location hit points, damage bonus
(2.2, 3.6.2; G4.2, G4.3), and what wounds take from the hit points (3.6.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.engine.bands import Reading, band_dice, band_int

if TYPE_CHECKING:
    from collections.abc import Mapping

    from thirdage_tui.content.models.base import Ability, Attr
    from thirdage_tui.content.models.tables import Body, RuleTables, Shape

Row = tuple[tuple[str, Reading[int]], ...]
"""Attributes and the reading of their row, as `_Rows.sum` adds them up."""


class _Rows:
    """The readings of one rule tables' rows: modifiers, hit points, location hit points, damage
    bonus."""

    def __init__(self, tables: RuleTables):
        self.tables = tables
        self.shapes = {shape: Reading(table, band_int) for shape, table in tables.modifier_shapes.items()}
        self.abilities = tuple((ability, self.row(row)) for ability, row in tables.abilities.items())
        self.hit_points = self.row(tables.hit_points.modifiers)
        self.locations = {row: Reading(table, band_int) for row, table in tables.location_hit_points.items()}
        self.damage_bonus = Reading(tables.damage_bonus, lambda table, score: band_dice(table, score).signed())

    def row(self, shapes: Mapping[Attr, Shape]) -> Row:
        return tuple((attr, self.shapes[shape]) for attr, shape in shapes.items())

    @staticmethod
    def sum(row: Row, attributes: dict[str, int]) -> int:
        """What the rows of `row` give these attributes, added up."""
        total = 0
        for attr, read in row:
            total += read[attributes[attr]]
        return total


_ROWS: dict[int, _Rows] = {}
"""The readings of each rule tables met so far, by the tables' id (kept with them, so that no other
tables can take the id)."""


def _rows(tables: RuleTables) -> _Rows:
    rows = _ROWS.get(id(tables))
    if rows is None or rows.tables is not tables:
        if len(_ROWS) > 16:
            _ROWS.clear()
        rows = _ROWS[id(tables)] = _Rows(tables)
    return rows


def modifier(tables: RuleTables, shape: Shape, score: int) -> int:
    """One row of the G4.2 table: the modifier a score gives in a row of `shape` (P+, S+, P-, S-)."""
    return _rows(tables).shapes[shape][score]


def ability_modifier(attributes: dict[str, int], tables: RuleTables, ability: Ability) -> int:
    """One ability's modifier: the sum of its attribute rows (2.2)."""
    rows = _rows(tables)
    return rows.sum(rows.row(tables.abilities[ability]), attributes)


def ability_modifiers(attributes: dict[str, int], tables: RuleTables) -> dict[str, int]:
    """Every ability's modifier."""
    rows = _rows(tables)
    return {ability: rows.sum(row, attributes) for ability, row in rows.abilities}


def hit_points(attributes: dict[str, int], tables: RuleTables) -> int:
    """Total hit points: CON modified by SIZ (P+) and POW (S+) (2.2.4)."""
    rows = _rows(tables)
    return attributes[tables.hit_points.base] + rows.sum(rows.hit_points, attributes)


def location_hit_points(total: int, body: Body, tables: RuleTables) -> dict[str, int]:
    """Each location's hit points, read by the total (3.6.2)."""
    read = _rows(tables).locations
    return {loc.id: read[loc.hp_row][total] for loc in body.locations}


LIMBS = ("leg", "arm", "wing", "tail")
"""Kinds of location whose wounds count at most LIMB_CAP times their hit points against the total."""
LIMB_CAP = 2
"""A limb's wounds count at most twice its hit points against the total (G4.7); past that he is in
shock (3.6.3 B)."""
SEVER_AT = -6
"""A location left at this or lower is severed, or maimed by a blunt blow (a limb), or kills (the
head, chest or abdomen) (3.6.3)."""


def hit_points_lost(wounds: dict[str, int], body: Body, location_hp: dict[str, int]) -> int:
    """What wounds by location take from the total hit points: each in full, a limb's at most twice
    its own hit points (3.6.3; G4.7)."""
    return sum(min(lost, LIMB_CAP * location_hp[loc.id]) if loc.wound in LIMBS else lost
               for loc in body.locations if (lost := wounds.get(loc.id, 0)))


def damage_bonus(attributes: dict[str, int], tables: RuleTables) -> str:
    """"-1D4", "", "+1D4", "+1D6", "+2D6"...: read by the average of STR and SIZ, rounded down."""
    return _rows(tables).damage_bonus[(attributes["STR"] + attributes["SIZ"]) // 2]
