"""The map of Middle-earth drawn with the Line API: terrain in colour and shape, rivers, roads,
places with their names, the planned route, the company and a cursor. Two zooms: one cell a
character (the detail), or four cells a side (the whole region).

Each row is drawn once for what lies in it (the cursor, the company, the route's cells there) and
kept, its runs of one style joined into one segment; a move of the cursor or the company redraws
only the rows it leaves and enters, so a key press costs two rows, not the screen."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.binding import Binding, BindingType
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widget import Widget

from thirdage_tui.world.geometry import Cell
from thirdage_tui.world.map import WorldMap

OVERVIEW = 4
"""Cells per character side in the whole-region view."""
SHAPES = {"plains": "·", "grassland": '"', "forest": "♣", "forest_hills": "♠", "hills": "∩",
          "mountains": "∧", "peaks": "▲", "marsh": ",", "lake": "≈", "sea": "≋", "delving": "#"}
"""A glyph per terrain of the base content, so the land reads without colour too (a modded terrain
keeps the glyph of its legend)."""
WATER_BG = {"lake": "#1d3f73", "sea": "#10254d", "peaks": "#5a5a5a"}
"""Terrains drawn on a background of their own: open water, and the peaks no company climbs."""
CROSSING_SHAPES = {"bridge": "=", "ford": "∷", "ferry": "⇄"}
"""A crossing's glyph by its kind, so a ford reads apart from a bridge without colour."""
ROAD_SHAPES = {frozenset({(1, 0), (-1, 0)}): "─", frozenset({(0, 1), (0, -1)}): "│",
               frozenset({(1, -1), (-1, 1)}): "╱", frozenset({(1, 1), (-1, -1)}): "╲",
               frozenset({(-1, 0), (0, 1)}): "┐", frozenset({(1, 0), (0, 1)}): "┌",
               frozenset({(-1, 0), (0, -1)}): "┘", frozenset({(1, 0), (0, -1)}): "└"}
"""A road's glyph by the directions it leaves a cell in."""
RIVER = Style(color="#5fb0ff", bold=True)
STREAM = Style(color="#5f9fdf")
CROSSING = Style(color="#ffffff", bgcolor="#2f5f9f", bold=True)
ROAD = Style(color="#e8c47a", bold=True)
PLACE = Style(color="#ffffff", bold=True)
LABEL = Style(color="#f0f0f0", bgcolor="#303030")
ROUTE = Style(color="#ffd700", bold=True)
LABEL_ON_ROUTE = LABEL + ROUTE
"""A name's letter where the route runs under it: the letter stays, in the route's colour."""
REGION_LABEL = Style(color="#ffffff", bgcolor="#3a3a3a", italic=True)
"""A region's name in the whole-region view."""
REGION_LABEL_ON_ROUTE = REGION_LABEL + ROUTE
COMPANY = Style(color="#ff5f5f", bold=True, reverse=True)
CURSOR = Style(reverse=True)


def around(labels: dict[Cell, str], at: Cell, width: int) -> dict[Cell, str]:
    """The letters of the name under `at` moved a cell aside, so a marker drawn there hides none: those
    from `at` to the name's end one to the right (into the blank a name keeps on each side), or, at the
    map's east edge, those from its start to `at` one to the left. Nothing when no name is there."""
    if at not in labels:
        return {}
    x, y = at
    start, end = x, x
    while (start - 1, y) in labels:
        start -= 1
    while (end + 1, y) in labels:
        end += 1
    if end + 1 < width:
        return {(k + 1, y): labels[k, y] for k in range(x, end + 1)}
    return {(k - 1, y): labels[k, y] for k in range(start, x + 1)}


def name_lines(name: str) -> list[tuple[str, ...]]:
    """The ways to write a name on the map: on one row, then broken over two at its middlemost space."""
    ways: list[tuple[str, ...]] = [(name,)]
    spaces = [k for k, ch in enumerate(name) if ch == " "]
    if spaces:
        k = min(spaces, key=lambda k: abs(2 * k - len(name)))
        ways.append((name[:k], name[k + 1:]))
    return ways


def lay_lines(lines: tuple[str, ...], at: Cell, size: tuple[int, int]) -> dict[Cell, str] | None:
    """The cells of a name's lines centred on `at`, row under row, or None where they leave the map."""
    x, y = at
    cells: dict[Cell, str] = {}
    for row, line in enumerate(lines, start=y):
        start = x - len(line) // 2
        if start < 0 or start + len(line) > size[0] or not 0 <= row < size[1]:
            return None
        cells.update(((start + k, row), ch) for k, ch in enumerate(line))
    return cells


def road_glyph(directions: set[Cell]) -> str:
    """The stroke of a road through a cell, from the directions of its neighbours on the road: a line,
    a bend, or a crossroads where three ways or more meet."""
    for shape, glyph in ROAD_SHAPES.items():
        if directions <= shape:
            return glyph
    if len(directions) == 2:
        if all(dy for _, dy in directions):
            return "│"
        if all(dx for dx, _ in directions):
            return "─"
    return "┼"


@dataclass(frozen=True)
class MapDrawing:
    """What a map shows that no looking at it changes, worked out once a map: a glyph for each cell, the
    glyph of each terrain, and where the names of the places and of the regions are written (the
    detail view's cells and the whole-region view's blocks they take)."""

    glyphs: list[Segment]
    terrain: dict[str, Segment]
    labels: dict[Cell, str]
    region_labels: dict[Cell, str]


@lru_cache(maxsize=4)
def map_drawing(world: WorldMap) -> MapDrawing:
    """The drawing of `world`, made once (a map screen opened again finds it ready)."""
    terrain = {t: terrain_segment(world, t) for t in world.terrains}
    road_links: dict[int, set[Cell]] = {}
    for a, b in world.roads:
        (ax, ay), (bx, by) = world.cell(a), world.cell(b)
        road_links.setdefault(a, set()).add((bx - ax, by - ay))
    glyphs = [cell_segment(world, i, terrain, road_links) for i in range(world.width * world.height)]
    return MapDrawing(glyphs, terrain, lay_labels(world), lay_region_labels(world))


def cell_segment(world: WorldMap, i: int, terrain: dict[str, Segment], road_links: dict[int, set[Cell]]) -> Segment:
    """What cell `i` shows in the detail view, under any name, route or marker: a place, a crossing, a
    river, a road, else its ground."""
    if i in world.place_at:
        return Segment("●", PLACE)
    river = world.rivers.get(i)
    if river and river.crossing:
        return Segment(CROSSING_SHAPES[river.crossing.kind], CROSSING)
    if river:
        return Segment("~", RIVER if river.major else STREAM)
    if i in world.road_cells:
        return Segment(road_glyph(road_links.get(i, set())), ROAD)
    return terrain[world.terrain[i]]


def terrain_segment(world: WorldMap, terrain: str) -> Segment:
    """A terrain's glyph in its colour (open water and the peaks on a ground of their own)."""
    colour = world.terrains[terrain].colour
    if terrain in WATER_BG:
        style = Style(color="#ffffff" if terrain == "peaks" else "#6f9fdf", bgcolor=WATER_BG[terrain])
    else:
        style = Style(color=colour)
    return Segment(SHAPES.get(terrain, world.glyphs[terrain]), style)


def lay_labels(world: WorldMap) -> dict[Cell, str]:
    """Each place's name beside it where it covers no other place nor another name, with a blank
    on either side: to its right, else its left, else on the row above or below, starting over
    it (or ending at the map's east edge); the character cells of the detail view it takes."""
    taken = {world.cell(i) for i in world.place_at}
    labels: dict[Cell, str] = {}
    for i, place in sorted(world.place_at.items()):
        x, y = world.cell(i)
        name = place.name.removeprefix("The ")
        over = min(x, world.width - len(name))
        for start, row in ((x + 2, y), (x - 1 - len(name), y), (over, y - 1), (over, y + 1)):
            span = [(start + k, row) for k in range(-1, len(name) + 1)]
            if start >= 0 and start + len(name) <= world.width and 0 <= row < world.height and not any(
                    c in taken or c in labels for c in span):
                labels.update(((start + k, row), ch) for k, ch in enumerate(name))
                break
    return labels


def lay_region_labels(world: WorldMap) -> dict[Cell, str]:
    """Each region's name in the whole-region view (the blocks of that view it takes), every region
    named where the names can all be fitted: each in one of its spots (`region_spots`), no two names
    touching on a row (`fit_labels`)."""
    z = OVERVIEW
    size = -(-world.width // z), -(-world.height // z)
    land: dict[str, set[Cell]] = {}
    for i, region in enumerate(world.region):
        if region and world.passable(i):
            x, y = world.cell(i)
            land.setdefault(region, set()).add((x // z, y // z))
    taken = {(x // z, y // z) for x, y in map(world.cell, world.place_at)}
    name = {region: world.regions[region].name.removeprefix("The ") for region in land}
    order = sorted(land, key=lambda region: (-len(world.regions[region].name), len(land[region]), region))
    chosen = fit_labels({region: region_spots(name[region], blocks, size, taken) for region, blocks in land.items()},
                        order)
    return {cell: letter for spot in chosen.values() for cell, letter in spot.items()}


REGION_SPOTS = 48
"""The most spots a region's name is offered, its best: enough for a crowded corner of the map."""


def region_spots(name: str, blocks: set[Cell], size: tuple[int, int], taken: set[Cell]) -> list[dict[Cell, str]]:
    """Where a region's name may be written, best first: centred on a block of its own land as near the
    middle of it as may be (else on a block beside it), on one row or else broken over two (a long name
    far wider than its land broken first), never on a place's block nor beside one on its row."""
    middle = (sum(x for x, _ in blocks) / len(blocks), sum(y for _, y in blocks) / len(blocks))
    near = {(x + dx, y + dy) for x, y in blocks for dx in range(-3, 4) for dy in range(-2, 3)} - blocks
    anchors = sorted(blocks, key=lambda b: ((b[0] - middle[0]) ** 2 + (b[1] - middle[1]) ** 2, b))
    anchors += sorted(near, key=lambda b: ((b[0] - middle[0]) ** 2 + (b[1] - middle[1]) ** 2, b))
    wide = max(x for x, _ in blocks) - min(x for x, _ in blocks) + 1
    spots: list[dict[Cell, str]] = []
    for lines in sorted(name_lines(name), key=lambda lines: len(lines) == 1 and len(name) > max(16, 2 * wide)):
        for anchor in anchors:
            spot = lay_lines(lines, anchor, size)
            if spot and not any((x + dx, y) in taken for x, y in spot for dx in (-1, 0, 1)):
                spots.append(spot)
                if len(spots) == REGION_SPOTS:
                    return spots
    return spots


REACH = 2
"""How far round the names left out the names are laid again: those in their way, and those in theirs."""
FIT_STEPS = 5000
"""How far `fit_labels` searches for a way to fit the names the first pass left out."""


def fit_labels(spots: dict[str, list[dict[Cell, str]]], order: list[str]) -> dict[str, dict[Cell, str]]:
    """One spot for each name, no two touching on a row (a blank between them). First each name in `order`
    takes its best spot left. Then, for the names left with none, the names in their way are laid
    again with them: the name with the fewest spots left goes next, its spots tried best first, a choice
    taken back where it leaves another none (within `FIT_STEPS`; else the first pass stands)."""
    every = [(key, spot) for key in order for spot in spots[key]]
    cover: dict[Cell, int] = {}
    for k, (_, spot) in enumerate(every):
        for cell in spot:
            cover[cell] = cover.get(cell, 0) | 1 << k
    clashes = [0] * len(every)
    """For each spot, the spots it touches, as bits (spot k is bit k)."""
    for k, (_, spot) in enumerate(every):
        for x, y in spot:
            for dx in (-1, 0, 1):
                clashes[k] |= cover.get((x + dx, y), 0)
    offered, first = {}, 0
    for key in order:
        offered[key] = ((1 << len(spots[key])) - 1) << first
        first += len(spots[key])
    chosen: dict[str, int] = {}
    for key in order:
        left = offered[key] & ~sum_of(clashes[k] for k in chosen.values())
        if left:
            chosen[key] = (left & -left).bit_length() - 1
    unnamed = [key for key in order if key not in chosen]
    again = list(unnamed)
    for _ in range(REACH):
        in_way = sum_of(offered[key] for key in again)
        again += [key for key, k in chosen.items() if key not in again and clashes[k] & in_way]
    kept = {key: k for key, k in chosen.items() if key not in again}
    refit = _search({key: offered[key] & ~sum_of(clashes[k] for k in kept.values()) for key in again}, clashes,
                    chosen)
    if unnamed and refit is not None:
        chosen = kept | refit
    return {key: every[k][1] for key, k in chosen.items()}


def sum_of(masks: Iterable[int]) -> int:
    """The union of bit masks."""
    union = 0
    for mask in masks:
        union |= mask
    return union


def _search(live: dict[str, int], clashes: list[int], stay: dict[str, int]) -> dict[str, int] | None:
    """A spot (a bit) for each key from its `live` spots, none touching another (`clashes`), each tried
    first where it was (`stay`), then best first; or None."""
    steps = 0

    def search(live: dict[str, int]) -> dict[str, int] | None:
        nonlocal steps
        steps += 1
        if not live:
            return {}
        if steps > FIT_STEPS:
            return None
        key = min(live, key=lambda q: (live[q].bit_count(), q))
        left = live[key]
        was = stay.get(key, -1)
        while left:
            k = was if was >= 0 and left >> was & 1 else (left & -left).bit_length() - 1
            left &= ~(1 << k)
            rest = {q: v & ~clashes[k] for q, v in live.items() if q != key}
            if all(rest.values()):
                found = search(rest)
                if found is not None:
                    return found | {key: k}
        return None

    return search(live)


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
    cursor: reactive[Cell] = reactive((0, 0), repaint=False)
    """The cell under the cursor (its watcher redraws the rows it left and entered)."""

    class CursorMoved(Message):
        """The cursor is on a new cell."""

        def __init__(self, cell: Cell) -> None:
            super().__init__()
            self.cell = cell

    def __init__(self, world: WorldMap, company: Cell, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.company = company
        self._moved: dict[Cell, str] = {}
        self._moved_region: dict[Cell, str] = {}
        self.route: frozenset[Cell] = frozenset()
        self._route_rows: dict[int, frozenset[Cell]] = {}
        self.set_reactive(MapView.cursor, company)
        self._draw(world)

    def _draw(self, world: WorldMap) -> None:
        self.world = world
        self.virtual_size = Size(-(-world.width // self.zoom), -(-world.height // self.zoom))
        drawing = map_drawing(world)
        self._glyphs, self._terrain = drawing.glyphs, drawing.terrain
        self._labels, self._region_labels = drawing.labels, drawing.region_labels
        self._make_room()

    def _make_room(self) -> None:
        """Move aside the letters of any name under the company, in either view (the rows that hold
        the company are drawn afresh when it moves, so these are redrawn with it)."""
        x, y = self.company
        self._moved = around(self._labels, self.company, self.world.width)
        self._moved_region = around(self._region_labels, (x // OVERVIEW, y // OVERVIEW),
                                    -(-self.world.width // OVERVIEW))

    # -- drawing
    def legend(self) -> list[Text]:
        """Every glyph the map shows, each with what it stands for."""
        world = self.world
        kinds = sorted({r.crossing.kind for r in world.rivers.values() if r.crossing})
        rivers = sorted({r.size for r in world.rivers.values()}, key=("major", "minor", "stream").index)
        terrains = [t for t in world.terrains if t in set(world.terrain)]
        entries = [(*self._terrain[t][:2], world.terrains[t].name.lower()) for t in terrains]
        entries += [("~", RIVER if size == "major" else STREAM, f"{size} river") for size in rivers]
        entries += [(CROSSING_SHAPES[k], CROSSING, k) for k in kinds]
        entries += [("─", ROAD, "road"), ("●", PLACE, "place"), ("•", ROUTE, "route"), ("@", COMPANY, "company")]
        return [Text.assemble((glyph, style or ""), f" {words}") for glyph, style, words in entries]

    def _segment(self, cell: Cell) -> Segment:
        """What one cell shows: the company, a name (over the route, in its colour), the route, the land."""
        letter = self._moved.get(cell, self._labels.get(cell))
        if cell == self.company:
            segment = Segment("@", COMPANY)
        elif self.zoom == 1 and letter:
            segment = Segment(letter, LABEL_ON_ROUTE if cell in self.route else LABEL)
        elif cell in self.route and self.world.index(cell) not in self.world.place_at:
            segment = Segment("•", ROUTE)
        else:
            segment = self._glyphs[self.world.index(cell)]
        return Segment(segment.text, (segment.style or Style.null()) + CURSOR) if cell == self.cursor else segment

    def _overview_segment(self, x: int, y: int) -> Segment:
        """A block of the whole-region view: what matters most in it, else its commonest ground."""
        z, world = self.zoom, self.world
        block = [(x * z + dx, y * z + dy) for dy in range(z) for dx in range(z)
                 if x * z + dx < world.width and y * z + dy < world.height]
        for special in (self.cursor, self.company):
            if special in block:
                return self._segment(special)
        letter = self._moved_region.get((x, y), self._region_labels.get((x, y)))
        for cell in block:
            if world.index(cell) in world.place_at or (cell in self.route and not letter):
                return self._segment(cell)
        if letter:
            return Segment(letter, REGION_LABEL_ON_ROUTE if self.route.intersection(block) else REGION_LABEL)
        indices = [world.index(c) for c in block]
        if any(world.rivers.get(i) and world.rivers[i].major for i in indices):
            return Segment("~", RIVER)
        if sum(i in world.road_cells for i in indices) >= z:
            return Segment("·", ROAD)
        return self._terrain[Counter(world.terrain[i] for i in indices).most_common(1)[0][0]]

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        row, zoom = y + scroll_y, self.zoom
        cursor = self.cursor if self.cursor[1] // zoom == row else None
        company = self.company if self.company[1] // zoom == row else None
        return self._row(row, zoom, cursor, company, self._route_in(row)).crop(scroll_x, scroll_x + self.size.width)

    def _route_in(self, row: int) -> frozenset[Cell]:
        """The route's cells in a row of the view (in the whole-region view, the rows of cells it covers)."""
        z = self.zoom
        if z == 1:
            return self._route_rows.get(row, frozenset())
        return frozenset().union(*(self._route_rows.get(row * z + dy, frozenset()) for dy in range(z)))

    @lru_cache(maxsize=1024)  # noqa: B019 - one map view per screen; rows are small
    def _row(self, row: int, zoom: int, cursor: Cell | None, company: Cell | None, route: frozenset[Cell]) -> Strip:
        """A row drawn for what lies in it: `cursor` and `company` when they are in it, the route's cells there."""
        width = -(-self.world.width // zoom)
        if row >= -(-self.world.height // zoom):
            return Strip.blank(width)
        if zoom == 1:
            return Strip([self._segment((x, row)) for x in range(width)]).simplify()
        return Strip([self._overview_segment(x, row) for x in range(width)]).simplify()

    # -- state
    def set_world(self, world: WorldMap) -> None:
        """Draw another map of the same land (the content was read afresh)."""
        self._draw(world)
        self._row.cache_clear()
        self.refresh()

    def show_route(self, cells: tuple[Cell, ...]) -> None:
        """Draw a planned route."""
        self.route = frozenset(cells)
        rows: dict[int, set[Cell]] = {}
        for cell in self.route:
            rows.setdefault(cell[1], set()).add(cell)
        self._route_rows = {y: frozenset(row) for y, row in rows.items()}
        self.refresh()

    def move_company(self, cell: Cell) -> None:
        """Put the company on `cell`, and keep it in view."""
        before, self.company = self.company, cell
        self._make_room()
        x, y = cell
        self.scroll_to_region(Region(x // self.zoom - 2, y // self.zoom - 2, 5, 5), animate=False, immediate=True)
        self._refresh_rows(before, cell)

    def _refresh_rows(self, *cells: Cell) -> None:
        """Redraw the rows of the view that hold `cells`."""
        for row in {y // self.zoom for _, y in cells}:
            self.refresh_line(row)

    def watch_zoom(self, zoom: int) -> None:
        self.virtual_size = Size(-(-self.world.width // zoom), -(-self.world.height // zoom))
        self._follow(center=True)
        self.refresh()

    def watch_cursor(self, before: Cell, cell: Cell) -> None:
        self._follow()
        self._refresh_rows(before, cell)
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


class MapLegend(Widget):
    """What each glyph of a map stands for, its entries packed into lines of the width it is given and
    never broken inside one."""

    DEFAULT_CSS = """
    MapLegend { height: auto; }
    """

    def __init__(self, entries: list[Text], *, classes: str | None = None) -> None:
        super().__init__(classes=classes)
        self.entries = entries

    def lines(self, width: int) -> list[Text]:
        lines: list[Text] = [Text()]
        for entry in self.entries:
            if lines[-1] and lines[-1].cell_len + 2 + entry.cell_len > width:
                lines.append(Text())
            if lines[-1]:
                lines[-1].append("  ")
            lines[-1].append_text(entry)
        return lines

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines(width))

    def render(self) -> Text:
        return Text("\n").join(self.lines(self.content_size.width))
