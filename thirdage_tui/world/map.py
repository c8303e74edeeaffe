"""The map as the game reads it: a grid of cells with terrain, region, rivers, crossings, roads and
places, built once from the content."""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.content.errors import singular
from thirdage_tui.content.models.world import Crossing, Place, RiverSize, grid_rows
from thirdage_tui.world.geometry import Cell, as_cell, polyline

if TYPE_CHECKING:
    from thirdage_tui.content.models.world import Region, Terrain
    from thirdage_tui.content.store import Content


MAX_DANGER = 5


class MapError(ValueError):
    """The map content does not hold together (a road through the sea, a place off the map...).
    `problems` are (kind, id, message) for each entry at fault."""

    def __init__(self, problems: list[tuple[str, str, str]]):
        self.problems = problems
        super().__init__("; ".join(f"{singular(kind)} {id_!r}: {message}" for kind, id_, message in problems))


@dataclass(frozen=True)
class RiverCell:
    """A cell a river runs through: which river, its size, and the crossing there if any."""

    river: str
    size: RiverSize
    crossing: Crossing | None = None

    @property
    def major(self) -> bool:
        return self.size == "major"

    @property
    def wet(self) -> bool:
        """Whether the river costs time to cross here (a major or minor river, away from a crossing)."""
        return self.size != "stream" and self.crossing is None


class WorldMap:
    """Cells are numbered row by row; `cell(i)` and `index(cell)` convert."""

    def __init__(self, content: Content):
        doc = content.map
        self.content = content
        self.miles_per_cell: float = doc.miles_per_cell
        terrain_rows, region_rows = grid_rows(doc.terrain), grid_rows(doc.regions)
        self.height, self.width = len(terrain_rows), len(terrain_rows[0])
        self.terrains: dict[str, Terrain] = content.terrains
        self.regions: dict[str, Region] = content.regions
        self.glyphs: dict[str, str] = {t: g for g, t in doc.terrain_legend.items()}
        self.terrain: list[str] = [doc.terrain_legend[g] for row in terrain_rows for g in row]
        self.region: list[str | None] = [doc.region_legend.get(g) for row in region_rows for g in row]
        self.rivers: dict[int, RiverCell] = {}
        self.roads: dict[tuple[int, int], str] = {}
        self.road_cells: dict[int, str] = {}
        self.places: dict[str, Place] = content.places
        self.place_at: dict[int, Place] = {}
        self._errors: list[tuple[str, str, str]] = []
        self._lay_rivers()
        self._lay_roads()
        self._lay_places()
        if self._errors:
            raise MapError(self._errors)

    # -- cells
    def index(self, cell: Cell) -> int:
        return cell[1] * self.width + cell[0]

    def cell(self, index: int) -> Cell:
        return index % self.width, index // self.width

    def inside(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.width and 0 <= cell[1] < self.height

    def passable(self, index: int) -> bool:
        return self.terrains[self.terrain[index]].passable

    def danger(self, index: int, shifts: Mapping[str | int, int] | None = None) -> int:
        """The danger of a cell: its region's or the place's own, whichever is higher, as the chronicle
        leaves them (`shifts`: region id -> change, and cell index -> change near a place it names),
        kept within 0-5."""
        region = self.region[index]
        base = self.regions[region].danger if region else 0
        if region and shifts:
            base = max(0, min(MAX_DANGER, base + shifts.get(region, 0)))
        place = self.place_at.get(index)
        base = max(base, place.danger) if place else base
        return max(0, min(MAX_DANGER, base + shifts.get(index, 0))) if shifts else base

    def region_name(self, index: int) -> str:
        region = self.region[index]
        return self.regions[region].name if region else "the wild"

    def place_cell(self, place: Place) -> int:
        return self.index(as_cell(place.at))

    # -- building
    def _check_cell(self, cell: Cell, kind: str, id_: str) -> bool:
        if not self.inside(cell):
            self._errors.append((kind, id_, f"cell {list(cell)} is off the map ({self.width}x{self.height})"))
            return False
        if not self.passable(self.index(cell)):
            self._errors.append((kind, id_, (f"cell {list(cell)} is {self.terrain[self.index(cell)]}, which cannot "
                                             f"be crossed")))
            return False
        return True

    def _lay_rivers(self) -> None:
        for river in self.content.rivers.values():
            crossings = {as_cell(c.at): c for c in river.crossings}
            course = polyline([as_cell(p) for p in river.course], diagonal=False)
            for cell in crossings.keys() - set(course):
                self._errors.append(("rivers", river.id, (f"crossing {crossings[cell].name!r} at {list(cell)} is "
                                                          f"not on its course")))
            for cell in course:
                if self.inside(cell):
                    i = self.index(cell)
                    if i not in self.rivers or crossings.get(cell):
                        self.rivers[i] = RiverCell(river.id, river.size, crossings.get(cell))

    def _lay_roads(self) -> None:
        for road in self.content.roads.values():
            points = [as_cell(self.places[p].at if isinstance(p, str) else p) for p in road.via]
            cells = polyline(points)
            if not all(self._check_cell(c, "roads", road.id) for c in cells):
                continue
            for a, b in itertools.pairwise(cells):
                i, j = self.index(a), self.index(b)
                self.roads[(i, j)] = self.roads[(j, i)] = road.id
                self.road_cells.setdefault(i, road.id)
                self.road_cells.setdefault(j, road.id)

    def _lay_places(self) -> None:
        for place in self.places.values():
            cell = as_cell(place.at)
            if self._check_cell(cell, "places", place.id):
                self.place_at[self.index(cell)] = place

    def on_river(self, i: int) -> bool:
        """Whether a river one must cross (major or minor, not a stream) runs through cell `i`."""
        river = self.rivers.get(i)
        return bool(river and river.size != "stream")

    def wading_days(self, i: int) -> float:
        """What stepping into cell `i` costs without a boat: a day for a major river away from its
        crossings (3.2.1), some hours for a minor one (the travel rules'), nothing elsewhere."""
        river = self.rivers.get(i)
        if river is None or not river.wet:
            return 0.0
        rules = self.content.travel
        return rules.river_crossing_days if river.major else rules.minor_river_days


def map_problems(content: Content) -> list[tuple[str, str, str]]:
    """(kind, id, message) for every entry that keeps the map from holding together."""
    try:
        world_map(content)
    except MapError as exc:
        return exc.problems
    return []


def world_map(content: Content) -> WorldMap:
    """The map of this content, built once."""
    return content.derived("world_map", WorldMap)
