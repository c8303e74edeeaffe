"""The map of Middle-earth drawn with the Line API: terrain glyphs in colour, rivers, roads, places,
the planned route, the company and a cursor. Two zooms: one cell a character, or the whole region."""

from __future__ import annotations

from functools import lru_cache
from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from textual.binding import Binding, BindingType
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from thirdage_tui.world.geometry import Cell
from thirdage_tui.world.map import WorldMap

OVERVIEW = 4
"""Cells per character side in the whole-region view."""
RIVER = Style(color="#5fa8ff", bold=True)
ROAD = Style(color="#e0c080")
PLACE = Style(color="#ffffff", bold=True)
ROUTE = Style(color="#ffd700", bold=True)
COMPANY = Style(color="#ff5f5f", bold=True, reverse=True)
CURSOR = Style(reverse=True)


class MapView(ScrollView, can_focus=True):
    """A scrolling map; the cursor picks a destination."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k,w", "move(0,-1)", "Up", id="map.up", show=False),
        Binding("down,j,s", "move(0,1)", "Down", id="map.down", show=False),
        Binding("left,h,a", "move(-1,0)", "Left", id="map.left", show=False),
        Binding("right,l,d", "move(1,0)", "Right", id="map.right", show=False),
        Binding("z", "zoom", "Zoom", id="map.zoom"),
    ]

    zoom: reactive[int] = reactive(1)
    """Cells per character side: 1 (detail) or OVERVIEW (the whole region)."""
    cursor: reactive[Cell] = reactive((0, 0))
    """The cell under the cursor."""

    class CursorMoved(Message):
        """The cursor is on a new cell."""

        def __init__(self, cell: Cell) -> None:
            super().__init__()
            self.cell = cell

    def __init__(self, world: WorldMap, company: Cell, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.company = company
        self.route: frozenset[Cell] = frozenset()
        self.set_reactive(MapView.cursor, company)
        self._draw(world)

    def _draw(self, world: WorldMap) -> None:
        self.world = world
        self.virtual_size = Size(-(-world.width // self.zoom), -(-world.height // self.zoom))
        self._glyphs = {i: self._cell_segment(i) for i in range(world.width * world.height)}

    # -- drawing
    def _cell_segment(self, i: int) -> Segment:
        world = self.world
        if i in world.place_at:
            return Segment("*", PLACE)
        river = world.rivers.get(i)
        if river and river.major:
            return Segment("=" if river.crossing else "~", RIVER)
        terrain = world.terrain[i]
        if i in world.road_cells:
            return Segment(":", ROAD + Style(bgcolor=world.terrains[terrain].colour))
        return Segment(world.glyphs[terrain], Style(color=world.terrains[terrain].colour))

    def _segment(self, cell: Cell) -> Segment:
        if cell == self.cursor:
            return Segment("X", CURSOR)
        if cell == self.company:
            return Segment("@", COMPANY)
        if cell in self.route and self.world.index(cell) not in self.world.place_at:
            return Segment("o", ROUTE)
        return self._glyphs[self.world.index(cell)]

    def _cells_of(self, x: int, y: int) -> Cell:
        """The cell a character stands for (in the overview, the most telling of its block)."""
        z = self.zoom
        if z == 1:
            return x, y
        block = [(x * z + dx, y * z + dy) for dy in range(z) for dx in range(z)
                 if x * z + dx < self.world.width and y * z + dy < self.world.height]
        for special in (self.cursor, self.company):
            if special in block:
                return special
        for cell in block:
            if cell in self.route or self.world.index(cell) in self.world.place_at:
                return cell
        return block[len(block) // 2]

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        return self._row(y + scroll_y, self.zoom, self.cursor, self.company, self.route).crop(
            scroll_x, scroll_x + self.size.width)

    @lru_cache(maxsize=512)  # noqa: B019 - one map view per screen; rows are small
    def _row(self, row: int, zoom: int, cursor: Cell, company: Cell, route: frozenset[Cell]) -> Strip:
        width = -(-self.world.width // zoom)
        if row >= -(-self.world.height // zoom):
            return Strip.blank(width)
        return Strip([self._segment(self._cells_of(x, row)) for x in range(width)])

    # -- state
    def set_world(self, world: WorldMap) -> None:
        """Draw another map of the same land (the content was read afresh)."""
        self._draw(world)
        self._row.cache_clear()
        self.refresh()

    def show_route(self, cells: tuple[Cell, ...]) -> None:
        """Draw a planned route."""
        self.route = frozenset(cells)
        self.refresh()

    def move_company(self, cell: Cell) -> None:
        self.company = cell
        self.refresh()

    def watch_zoom(self, zoom: int) -> None:
        self.virtual_size = Size(-(-self.world.width // zoom), -(-self.world.height // zoom))
        self._follow()
        self.refresh()

    def watch_cursor(self, cell: Cell) -> None:
        self._follow()
        self.refresh()
        self.post_message(self.CursorMoved(cell))

    def on_mount(self) -> None:
        self.call_after_refresh(self._follow, center=True)

    def _follow(self, center: bool = False) -> None:
        """Keep the cursor in view (in the middle of it, with `center`)."""
        x, y = self.cursor
        self.scroll_to_region(Region(x // self.zoom - 2, y // self.zoom - 2, 5, 5), animate=False, immediate=True,
                              center=center)

    def action_move(self, dx: int, dy: int) -> None:
        x, y = self.cursor
        step = self.zoom
        self.cursor = (min(max(0, x + dx * step), self.world.width - 1),
                       min(max(0, y + dy * step), self.world.height - 1))

    def action_zoom(self) -> None:
        self.zoom = OVERVIEW if self.zoom == 1 else 1
